"""Assemble the static site into ``dist/``; serve it; or set up and run every test.

    python build.py            # build dist/
    python build.py serve      # build, then serve on http://127.0.0.1:8000/
    python build.py test       # install what the tests need, build, run them all

The runtime (PyScript and Pyodide) comes from the npm packages pinned in
package.json / package-lock.json (``npm ci`` runs when they are missing).
Every URL in the site is relative, so dist/ works under any sub-path.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import hashlib
import html
import http.server
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
DIST = ROOT / "dist"
MODULES = ROOT / "node_modules"
CACHE = ROOT / ".cache"
PYODIDE_FILES = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
]
# PyScript's core and the chunks it loads at start; the rest (editor, terminal
# internals, TOML) is never needed by this page.
PYSCRIPT_FILES = re.compile(
    r"core\.js|(core|deprecations-manager|donkey|error|py-editor|py-game|py-terminal)-[\w-]+\.js"
)
WEB_FILES = [
    "main.py",
    "style.css",
    "boot.js",
    "icon.svg",
    "icon-192.png",
    "icon-512.png",
    "icon-maskable-512.png",
]
APP_MODULES = [
    "app.py",
    "render.py",
    "saves.py",
    "keyboard.py",
    "describe.py",
    "__init__.py",
]  # web/ modules in app.zip
APP_PACKAGES = ["hashi_core", "hashi_texts"]  # whole packages in app.zip


def ensure_packages() -> None:
    """Install the pinned runtime packages when they are missing or out of date."""
    stamp = MODULES / ".package-lock.json"
    lock = ROOT / "package-lock.json"
    fresh = stamp.exists() and stamp.stat().st_mtime >= lock.stat().st_mtime
    if fresh and (MODULES / "pyodide" / "pyodide.mjs").exists():
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("npm is needed to fetch PyScript and Pyodide: install Node.js and npm.")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)


def runtime_dirs() -> tuple[str, str]:
    """Where Pyodide and PyScript go: folders named by their pinned versions.

    A version's files never change under its URL, so the service worker may
    fetch them from the network (and the browser's compiled-code cache) and
    still never mix versions: an older page only ever asks for its own.
    """

    def version(package: str) -> str:
        return json.loads((MODULES / package / "package.json").read_text())["version"]

    return (
        f"runtime/pyodide-{version('pyodide')}",
        f"runtime/pyscript-{version('@pyscript/core')}",
    )


def render_page(version: str) -> str:
    from hashi_core import get_board
    from hashi_texts import render as text
    from web.render import board_svg

    pyodide, pyscript = runtime_dirs()
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    page = page.replace("./pyodide/", f"./{pyodide}/").replace("./pyscript/", f"./{pyscript}/")
    page = page.replace("<!--BOARD-->", board_svg(get_board("A")))

    def fill(match: re.Match) -> str:
        return html.escape(text(match.group(1)))

    page = re.sub(r"\{\{([a-z_.0-9]+)\}\}", fill, page)
    return page.replace(
        'data-app-state="loading"', f'data-app-state="loading" data-build="{version}"'
    )


def build_zip(target: Path) -> None:
    """The engine and the page's modules as bytecode, imported by main.py straight from the zip.

    Compiled by Pyodide's own Python (``web/compile.mjs``, cached by content);
    if that fails the sources are shipped instead and the browser compiles them.
    """
    sources = io.BytesIO()
    with zipfile.ZipFile(sources, "w", zipfile.ZIP_DEFLATED) as archive:
        files = [
            (path, path.relative_to(ROOT).as_posix())
            for package in APP_PACKAGES
            for path in sorted((ROOT / package).rglob("*.py"))
        ]
        files += [(ROOT / "web" / name, f"web/{name}") for name in APP_MODULES]
        for path, name in files:
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            archive.writestr(info, path.read_bytes(), zipfile.ZIP_DEFLATED)
    data = sources.getvalue()
    key = hashlib.sha256(data + runtime_dirs()[0].encode()).hexdigest()[:16]
    cached = CACHE / f"app-{key}.zip"
    if not cached.exists():
        CACHE.mkdir(exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "sources.zip").write_bytes(data)
            done = subprocess.run(
                ["node", str(ROOT / "web" / "compile.mjs"), f"{tmp}/sources.zip", str(cached)],
                cwd=ROOT,
                capture_output=True,
                text=True,
            )
        if done.returncode != 0:
            print(f"warning: no bytecode, shipping sources ({done.stderr.strip()[-300:]})")
            target.write_bytes(data)
            return
    shutil.copy2(cached, target)


def build() -> Path:
    ensure_packages()
    if DIST.exists():
        shutil.rmtree(DIST)
    (DIST / "web").mkdir(parents=True)
    pyodide, pyscript = runtime_dirs()
    (DIST / pyodide).mkdir(parents=True)
    (DIST / pyscript).mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(MODULES / "pyodide" / name, DIST / pyodide / name)
    core = MODULES / "@pyscript" / "core" / "dist"
    for path in core.iterdir():
        if PYSCRIPT_FILES.fullmatch(path.name):
            shutil.copy2(path, DIST / pyscript / path.name)
    for name in WEB_FILES:
        shutil.copy2(ROOT / "web" / name, DIST / "web" / name)
    config = {"interpreter": f"./{pyodide}/pyodide.mjs"}
    (DIST / "pyscript.json").write_text(json.dumps(config, indent=2))
    build_zip(DIST / "app.zip")
    (DIST / "manifest.webmanifest").write_text(manifest(), encoding="utf-8")
    digest = hashlib.sha256(render_page("").encode())
    for path in sorted(DIST.rglob("*")):
        if path.is_file():
            digest.update(path.relative_to(DIST).as_posix().encode() + path.read_bytes())
    version = digest.hexdigest()[:12]
    (DIST / "index.html").write_text(render_page(version), encoding="utf-8")
    (DIST / "version.json").write_text(json.dumps({"version": version}))
    precache = sorted(
        f"./{path.relative_to(DIST).as_posix()}" for path in DIST.rglob("*") if path.is_file()
    )
    worker = (ROOT / "web" / "sw.js").read_text(encoding="utf-8")
    worker = worker.replace("__VERSION__", version).replace("__PRECACHE__", json.dumps(precache))
    (DIST / "sw.js").write_text(worker, encoding="utf-8")
    return DIST


def manifest() -> str:
    """The web app manifest, its texts from the message catalogue."""
    from hashi_texts import render as text

    icons = [{"src": "web/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}]
    icons += [
        {"src": f"web/{name}", "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose}
        for name, size, purpose in (
            ("icon-192.png", 192, "any"),
            ("icon-512.png", 512, "any"),
            ("icon-maskable-512.png", 512, "maskable"),
        )
    ]
    return json.dumps(
        {
            "name": text("ui.app_name"),
            "short_name": text("ui.title"),
            "description": text("ui.app_description"),
            "lang": "en",
            "id": "./",
            "start_url": "./",
            "scope": "./",
            "display": "standalone",
            "orientation": "any",
            "background_color": "#e6f3f7",
            "theme_color": "#0f5e7a",
            "icons": icons,
        },
        ensure_ascii=False,
        indent=2,
    )


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types browsers insist on (wasm, modules), and no log noise."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
    }

    def log_message(self, format: str, *args: object) -> None:
        pass


def serve(directory: Path, host: str, port: int) -> None:
    handler = functools.partial(Handler, directory=str(directory))
    with http.server.ThreadingHTTPServer((host, port), handler) as server:
        print(f"Hashi is served at http://{host}:{server.server_address[1]}/ (Ctrl+C stops)")
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()


def ensure_test_tools() -> None:
    """The test dependencies (pyproject's ``test`` extra) and Debian's Chromium."""
    import tomllib

    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = extra["optional-dependencies"]["test"]
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *wanted],
        check=True,
    )
    if not Path("/usr/bin/chromium").exists():
        apt = shutil.which("apt-get")
        if apt is None:
            sys.exit("The browser tests need Chromium at /usr/bin/chromium (Debian's package).")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run([apt, "update", "-qq"], check=True, env=env)
        subprocess.run([apt, "install", "-y", "-qq", "chromium"], check=True, env=env)


def run_tests(extra: list[str]) -> int:
    ensure_test_tools()
    build()
    checks = (
        ["ruff", "check", "."],
        ["ruff", "format", "--check", "."],
        ["mypy", "--strict", "hashi_core", "hashi_texts", "hashi_cli"],
    )
    for check in checks:
        done = subprocess.run([sys.executable, "-m", *check], cwd=ROOT)
        if done.returncode:
            return done.returncode
    return subprocess.run([sys.executable, "-m", "pytest", *extra], cwd=ROOT).returncode


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("command", nargs="?", choices=["build", "serve", "test"], default="build")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    args, rest = parser.parse_known_args()
    if args.command == "test":
        sys.exit(run_tests(rest))
    if rest:
        parser.error(f"unrecognised arguments: {' '.join(rest)}")
    out = build()
    print(f"Built {out}")
    if args.command == "serve":
        serve(out, args.host, args.port)


if __name__ == "__main__":
    main()
