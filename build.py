"""Assemble the static site into ``dist/``, and optionally serve it.

    python build.py            # build dist/
    python build.py serve      # build, then serve on http://127.0.0.1:8000/

The runtime (PyScript and Pyodide) comes from the npm packages pinned in
package.json / package-lock.json (``npm ci`` runs when they are missing).
Every URL in the site is relative, so dist/ works under any sub-path.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import html
import http.server
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
MODULES = ROOT / "node_modules"
PYODIDE_FILES = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
]
WEB_FILES = ["main.py", "style.css", "boot.js", "icon.svg"]
APP_MODULES = ["app.py", "render.py", "saves.py", "__init__.py"]  # web/ modules in app.zip


def ensure_packages() -> None:
    """Install the pinned runtime packages when they are missing or out of date."""
    stamp = MODULES / ".package-lock.json"
    lock = ROOT / "package-lock.json"
    if stamp.exists() and stamp.stat().st_mtime >= lock.stat().st_mtime:
        if (MODULES / "pyodide" / "pyodide.mjs").exists():
            return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("npm is needed to fetch PyScript and Pyodide: install Node.js and npm.")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)


def render_page(version: str) -> str:
    sys.path.insert(0, str(ROOT))
    from hashi_core import get_board, text
    from web.render import board_svg

    page = (ROOT / "index.html").read_text(encoding="utf-8")
    page = page.replace("<!--BOARD-->", board_svg(get_board("A")))

    def fill(match: re.Match) -> str:
        return html.escape(text(match.group(1)))

    page = re.sub(r"\{\{([a-z_.0-9]+)\}\}", fill, page)
    return page.replace(
        'data-app-state="loading"', f'data-app-state="loading" data-build="{version}"'
    )


def build_zip(target: Path) -> None:
    """The engine and the page's Python modules, unpacked by PyScript into its file system."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted((ROOT / "hashi_core").glob("*.py")):
            archive.write(path, f"hashi_core/{path.name}")
        for name in APP_MODULES:
            archive.write(ROOT / "web" / name, f"web/{name}")


def build() -> Path:
    ensure_packages()
    if DIST.exists():
        shutil.rmtree(DIST)
    (DIST / "web").mkdir(parents=True)
    (DIST / "pyodide").mkdir()
    (DIST / "pyscript").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(MODULES / "pyodide" / name, DIST / "pyodide" / name)
    core = MODULES / "@pyscript" / "core" / "dist"
    for path in core.iterdir():
        if path.suffix in (".js", ".css") and path.name != "service-worker.js":
            shutil.copy2(path, DIST / "pyscript" / path.name)
    for name in WEB_FILES:
        shutil.copy2(ROOT / "web" / name, DIST / "web" / name)
    shutil.copy2(ROOT / "pyscript.json", DIST / "pyscript.json")
    build_zip(DIST / "app.zip")
    digest = hashlib.sha256()
    for path in sorted(DIST.rglob("*")):
        if path.is_file():
            digest.update(path.name.encode() + path.read_bytes())
    version = digest.hexdigest()[:12]
    (DIST / "index.html").write_text(render_page(version), encoding="utf-8")
    (DIST / "version.json").write_text(json.dumps({"version": version}))
    return DIST


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
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
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    out = build()
    print(f"Built {out}")
    if args.command == "serve":
        serve(out, args.host, args.port)


if __name__ == "__main__":
    main()
