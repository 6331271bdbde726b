"""Assemble the static site into ``dist/``: pages, runtime, the app archive, the worker.

The runtime (PyScript and Pyodide) comes from the npm packages pinned in
package.json / package-lock.json (``npm ci`` runs when they are missing).
Every URL in the site is relative, so dist/ works under any sub-path.
"""

from __future__ import annotations

import ast
import gzip
import hashlib
import html
import io
import json
import os
import re
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from hashi_texts import DEFAULT

from . import CACHE, DIST, MODULES, ROOT
from .install import ensure_packages

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
# The page's files served as they are: their source under web/, each shipped in dist/web/
# under its own name (the URLs stay flat: a cached or bookmarked one keeps working).
WEB_FILES = [
    "main.py",
    "assets/style.css",
    "scripts/boot.js",
    "scripts/early.js",
    "scripts/bot-worker.mjs",
    "scripts/snapshot-store.mjs",
    "scripts/app-archive.mjs",
    "scripts/ready.mjs",
    "scripts/start-bounds.mjs",
    "scripts/offline-copy.mjs",
    "assets/icon.svg",
    "assets/icon-192.png",
    "assets/icon-512.png",
    "assets/icon-maskable-512.png",
]
# The engine and the page's modules: a gzip of a stored zip (one stream
# compresses ~15% better than a zip's file-by-file deflate); see web/scripts/app-archive.mjs.
APP_ARCHIVE = "app.zip.gz"
PAGES_BUNDLE = "pages.json.gz"  # every language's page and manifest but English's: sw.js
# Every precached file's SHA-256, for the page's Try again (boot.js); sw.js holds the same.
FILE_DIGESTS = "files.json"
INSTALL_ICON = re.compile(r"web/icon-[\w-]+\.png")  # the manifest's, for installing
# The Python packages shipped in the app archive, each with its subpackages, when present.
APP_PACKAGES = ["hashi_core", "hashi_texts", "hashi_bots", "web"]
# Modules of those packages that the page never imports from the zip: the
# entry script (served as a file, PyScript runs it) and build-time tools.
NOT_SHIPPED = {
    "web/main.py",
    *("web/assets/__init__.py", "web/assets/icons.py"),
    *("web/build/__init__.py", "web/build/snapshot.py"),
}
# Where a start imports from (the page's glue, the computer's worker): what these
# import when loaded ships as bytecode (nothing to compile at a start); modules
# imported only later (a language's texts, the replay and chart screens) ship as
# source, about half the bytes, compiled the first time one is used.
START_MODULES = ("web.browser.page", "web.bots.bot_service")
COMPILER = ROOT / "web" / "build" / "compile.mjs"
SNAPSHOT_MAKER = ROOT / "web" / "build" / "make-snapshot.mjs"
SCRIPTS = ROOT / "web" / "scripts"  # the page's JavaScript: the start, the workers
MAKER_FILES = ("app.zip", "modules.json", "snapshot")  # its arguments, in a temporary folder
SNAPSHOT_FILE = re.compile(r"snapshot-[0-9a-f]{16}\.bin\.gz")  # named by its content
STRICT_ENV = "HASHI_STRICT_BUILD"  # set to 1: a build that cannot make bytecode fails
ZIP_TIME = (2020, 1, 1, 0, 0, 0)  # fixed entry times: the same sources give the same zip


class BuildError(Exception):
    """The build could not make what it must ship (in a strict build)."""


def runtime_dirs() -> tuple[str, str]:
    """Where Pyodide and PyScript go: folders named by their pinned versions.

    A version's files never change under its URL, so the service worker may
    fetch them from the network (and the browser's compiled-code cache) and
    still never mix versions: an older page only ever asks for its own.
    """

    return (
        f"runtime/pyodide-{package_version('pyodide')}",
        f"runtime/pyscript-{package_version('@pyscript/core')}",
    )


def package_version(package: str) -> str:
    """An npm package's pinned version (package-lock.json installs it)."""
    return str(json.loads((MODULES / package / "package.json").read_text())["version"])


def page_name(lang: str) -> str:
    """The pre-rendered page of ``lang``: the default language's is the site's index
    (see web/scripts/early.js)."""
    return "index.html" if lang == DEFAULT else f"index.{lang}.html"


def manifest_name(lang: str) -> str:
    return "manifest.webmanifest" if lang == DEFAULT else f"manifest.{lang}.webmanifest"


def render_page(version: str, lang: str = DEFAULT) -> str:
    """index.html in ``lang``: texts, board, rules and language choice filled in at build time.

    One page per language means the first paint is already in the player's
    language, before Python runs (``web/scripts/early.js`` opens the right one).
    """
    from hashi_bots.levels import LEVELS
    from hashi_core import get_board
    from hashi_core.board import DEFAULT_SIDE
    from hashi_core.game import MAX_PLAYERS
    from hashi_core.record import MAX_NAME
    from hashi_texts import LANGUAGES
    from hashi_texts import render as text
    from web.lessons.howto import howto_html, howto_view
    from web.pictures.board_drawing import Drawing, draw_board

    pyodide, pyscript = runtime_dirs()
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    page = page.replace("./pyodide/", f"./{pyodide}/").replace("./pyscript/", f"./{pyscript}/")
    # The default side, drawn as web/pictures/render.py draws it on the page.
    board = draw_board(get_board(DEFAULT_SIDE), None, Drawing("play", lang=lang))
    page = page.replace("<!--BOARD-->", board)
    page = page.replace("<!--RULES-->", howto_html(howto_view(lang, text)))
    options = "".join(
        f'<option value="{code}" lang="{code}"{" selected" if code == lang else ""}>'
        f"{html.escape(text('ui.language_name', code))}</option>"
        for code in LANGUAGES
    )
    page = page.replace("<!--LANGUAGES-->", options)
    page = page.replace("<!--SIDES-->", side_buttons(lang))
    # A seat's players: a person, or the computer at each of its levels (``ui.seat_<level>``).
    levels = "".join(f'<option value="{kind}">{{{{ui.seat_{kind}}}}}</option>' for kind in LEVELS)
    page = page.replace("<!--LEVELS-->", levels)
    # A name's fields take what the engine keeps of a name (a longer one is cut there too).
    # A seed's field takes any length: one too long is refused and said, not cut unseen.
    page = page.replace("<!--MAX_NAME-->", str(MAX_NAME))
    seat = re.compile(r"[ ]*<!--SEAT:[^>]*-->\n(.*?)[ ]*<!--/SEAT-->\n", re.S)
    page = seat.sub(lambda match: match.group(1) * MAX_PLAYERS, page)
    # early.js opens the player's language among these; the first is index.html's.
    shipped = " ".join([DEFAULT, *(code for code in LANGUAGES if code != DEFAULT)])
    page = page.replace('<html lang="en"', f'<html lang="{lang}" data-languages="{shipped}"', 1)
    page = page.replace('href="./manifest.webmanifest"', f'href="./{manifest_name(lang)}"', 1)

    def fill(match: re.Match[str]) -> str:
        filled = text(match.group(1), lang)
        if PLACEHOLDER.search(filled):  # shown as is until Python runs, or for good if it fails
            raise BuildError(f"{{{{{match.group(1)}}}}} in index.html needs values: {filled}")
        return html.escape(filled)

    page = re.sub(r"\{\{([a-z_.0-9]+)\}\}", fill, page)
    return page.replace(
        'data-app-state="loading"', f'data-app-state="loading" data-build="{version}"'
    )


def side_buttons(lang: str) -> str:
    """A button per board side in the engine's data (the first one pressed), each
    labelled by its text ``ui.side_<side>``."""
    from hashi_core.board_data import SIDES
    from hashi_texts import render as text

    return "\n".join(
        f'<button type="button" data-action="side" data-side="{side}" '
        f'aria-pressed="{str(i == 0).lower()}">'
        f"{html.escape(text(f'ui.side_{side.lower()}', lang))}</button>"
        for i, side in enumerate(SIDES)
    )


PLACEHOLDER = re.compile(r"\{[a-z_]+\}")  # a text's parameter, as in "{island}"

COMMENTED = re.compile(r"\.(?:css|js|mjs)$")


def compact(name: str, text: str) -> str:
    """``text`` without its comment lines and blank lines (CSS: without comments and
    indentation): ~10 KB less on a first visit, while the sources keep their notes.

    Only whole ``//`` lines go in scripts: a ``//`` after code may be inside a string.
    """
    if name.endswith(".css"):
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
        lines = [line.strip() for line in text.splitlines()]
    else:
        lines = [line for line in text.splitlines() if not line.strip().startswith("//")]
    return "\n".join(line for line in lines if line.strip()) + "\n"


def app_sources() -> list[tuple[Path, str]]:
    """Every module under the shipped packages (subfolders included), sorted by name."""
    files = []
    for package in APP_PACKAGES:
        for path in (ROOT / package).rglob("*.py") if (ROOT / package).is_dir() else ():
            name = path.relative_to(ROOT).as_posix()
            if name not in NOT_SHIPPED:
                files.append((path, name))
    return sorted(files, key=lambda item: item[1])


def _imported(tree: ast.Module, package: str) -> set[str]:
    """The modules a module's body imports when it is loaded (not in functions,
    not under ``if TYPE_CHECKING``), with ``package`` its own package."""
    names: set[str] = set()

    def walk(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*parts, base] if base else parts)
                names.add(base)
                names.update(f"{base}.{alias.name}" for alias in node.names)
            elif isinstance(node, ast.If):
                if "TYPE_CHECKING" not in ast.unparse(node.test):
                    walk(node.body)
                walk(node.orelse)
            elif isinstance(node, ast.Try):
                for block in (node.body, node.orelse, node.finalbody):
                    walk(block)
                for handler in node.handlers:
                    walk(handler.body)
            elif isinstance(node, ast.With):
                walk(node.body)

    walk(tree.body)
    return names


def start_modules(sources: dict[str, bytes], entries: tuple[str, ...] = START_MODULES) -> set[str]:
    """The files of ``sources`` (zip names) that loading ``entries`` imports, with
    their parent packages."""
    files = {
        name.removesuffix(".py").removesuffix("/__init__").replace("/", "."): name
        for name in sources
    }
    found: set[str] = set()
    todo = list(entries)
    while todo:
        module = todo.pop()
        parts = module.split(".")
        for end in range(1, len(parts) + 1):
            name = ".".join(parts[:end])
            if name not in files or files[name] in found:
                continue
            found.add(files[name])
            is_package = files[name].endswith("/__init__.py")
            package = name if is_package else name.rpartition(".")[0]
            todo.extend(_imported(ast.parse(sources[files[name]], files[name]), package))
    return found


def deterministic_zip(entries: list[tuple[str, bytes]]) -> bytes:
    """A stored zip of (name, data) whose bytes depend only on its entries: sorted, fixed times."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
        for name, data in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=ZIP_TIME)
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return out.getvalue()


def deterministic_gzip(data: bytes) -> bytes:
    """gzip with no name and no time in its header: the same bytes give the same file."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def read_app(archive: Path) -> zipfile.ZipFile:
    """The zip inside a built app archive (tests and tools read it)."""
    return zipfile.ZipFile(io.BytesIO(gzip.decompress(archive.read_bytes())))


def run_node(
    script: Path, args: list[str], what: str, otherwise: str, strict: bool
) -> subprocess.CompletedProcess[str] | None:
    """Run one of the build's Node scripts (Pyodide in Node). When it fails, a ``strict``
    build fails; any other warns that the site does without ``what`` (``otherwise``) and
    gets None."""
    done = subprocess.run(["node", str(script), *args], cwd=ROOT, capture_output=True, text=True)
    if done.returncode == 0:
        return done
    reason = f"no {what} ({done.stderr.strip()[-300:]})"
    if strict:
        raise BuildError(reason)
    print(f"warning: {reason}; {otherwise}")
    return None


def build_zip(target: Path, strict: bool = False) -> bool:
    """The engine and the page's modules, imported by main.py straight from the zip: those a
    start imports as bytecode (``START_MODULES``), the others as source.

    Compiled by Pyodide's own Python (``web/build/compile.mjs``, cached by content);
    if that fails the sources are shipped instead and the browser compiles them,
    unless ``strict``, when the build fails. Returns whether it is bytecode.
    """
    sources = {name: path.read_bytes() for path, name in app_sources()}
    data = deterministic_zip(list(sources.items()))
    compiled_names = json.dumps(sorted(start_modules(sources)))
    key = hashlib.sha256(
        data + COMPILER.read_bytes() + runtime_dirs()[0].encode() + compiled_names.encode()
    ).hexdigest()
    cached = CACHE / f"app-{key[:16]}.zip"
    if not cached.exists():
        CACHE.mkdir(exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "sources.zip").write_bytes(data)
            (Path(tmp) / "compiled.json").write_text(compiled_names)
            files = [f"{tmp}/sources.zip", f"{tmp}/out.zip", f"{tmp}/compiled.json"]
            if not run_node(COMPILER, files, "bytecode", "shipping sources", strict):
                target.write_bytes(deterministic_gzip(data))
                return False
            with zipfile.ZipFile(Path(tmp) / "out.zip") as compiled:
                entries = [(name, compiled.read(name)) for name in compiled.namelist()]
            cached.write_bytes(deterministic_gzip(deterministic_zip(entries)))
    shutil.copyfile(cached, target)
    return True


def build_snapshot(out: Path, strict: bool = False) -> dict[str, object] | None:
    """The Pyodide memory snapshot the site ships, next to the app archive in ``out``.

    Made once here (``web/build/make-snapshot.mjs``: Pyodide's own runtime in Node,
    the modules ``web/build/snapshot.py`` names imported from the app's zip; cached by
    content) instead of on every device: the page and the computer's worker
    restore it in place of starting CPython. Gzipped (31 MB of memory, 4.3 MB
    sent: free memory zeroed, the first 4 MB as their difference from what a
    new instance holds) under a name of its content. Returns what the page checks it by
    (``SHIPPED`` in web/scripts/snapshot-store.mjs), or None when it could not be made
    (then every start is a normal one), unless ``strict``, when the build fails.
    """
    from web.build.snapshot import snapshot_modules

    app = gzip.decompress((out / APP_ARCHIVE).read_bytes())
    modules = json.dumps(snapshot_modules(zipfile.ZipFile(io.BytesIO(app)).namelist()))
    maker = SNAPSHOT_MAKER.read_bytes() + (SCRIPTS / "snapshot-store.mjs").read_bytes()
    source = app + modules.encode() + maker + runtime_dirs()[0].encode()
    cached = CACHE / f"snapshot-{hashlib.sha256(source).hexdigest()[:16]}"
    if not (cached / "key.json").exists():
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "app.zip").write_bytes(app)
            (Path(tmp) / "modules.json").write_text(modules)
            files = [f"{tmp}/{name}" for name in MAKER_FILES]
            done = run_node(
                SNAPSHOT_MAKER, files, "snapshot", "every start will start Python", strict
            )
            if not done:
                return None
            memory = (Path(tmp) / "snapshot").read_bytes()
        packed = deterministic_gzip(memory)
        digest = hashlib.sha256(packed).hexdigest()
        made = json.loads(done.stdout)
        key = {
            "file": f"./snapshot-{digest[:16]}.bin.gz",
            "packed": digest,
            "size": len(memory),
            "sha256": hashlib.sha256(memory).hexdigest(),
            "runtime": made["runtime"],
            "app": hashlib.sha256(app).hexdigest(),
            "base": made["base"],
        }
        cached.mkdir(parents=True, exist_ok=True)
        (cached / "snapshot.bin.gz").write_bytes(packed)
        (cached / "key.json").write_text(json.dumps(key))
    kept: dict[str, object] = json.loads((cached / "key.json").read_text())
    shutil.copyfile(cached / "snapshot.bin.gz", out / str(kept["file"]))
    return kept


def build(out: Path = DIST, strict: bool | None = None) -> Path:
    """Build the site into ``out`` (replaced); byte-identical for the same sources.

    ``strict`` (default: the HASHI_STRICT_BUILD environment variable) makes a
    build that would ship sources instead of bytecode fail.
    """
    if strict is None:
        strict = os.environ.get(STRICT_ENV, "") not in ("", "0")
    ensure_packages()
    if out.exists():
        shutil.rmtree(out)
    (out / "web").mkdir(parents=True)
    pyodide, pyscript = runtime_dirs()
    (out / pyodide).mkdir(parents=True)
    (out / pyscript).mkdir(parents=True)
    for name in PYODIDE_FILES:
        copy_script(MODULES / "pyodide" / name, out / pyodide / name)
    core = MODULES / "@pyscript" / "core" / "dist"
    for path in core.iterdir():
        if PYSCRIPT_FILES.fullmatch(path.name):
            copy_script(path, out / pyscript / path.name)
    for name in WEB_FILES:
        source, target = ROOT / "web" / name, out / "web" / Path(name).name
        if COMMENTED.search(name):
            target.write_text(compact(name, source.read_text("utf-8")), "utf-8")
        else:
            shutil.copyfile(source, target)
    # PyScript loads Pyodide through our module, which may start it from a snapshot.
    interpreter = (SCRIPTS / "interpreter.mjs").read_text(encoding="utf-8")
    interpreter = interpreter.replace("__PYODIDE_VERSION__", package_version("pyodide"))
    interpreter = compact("interpreter.mjs", interpreter.replace("__PYODIDE__", f"../{pyodide}"))
    (out / "web" / "interpreter.mjs").write_text(interpreter, encoding="utf-8")
    config = {"interpreter": "./web/interpreter.mjs"}
    (out / "pyscript.json").write_text(json.dumps(config, indent=2))
    build_zip(out / APP_ARCHIVE, strict)
    boot = out / "web" / "boot.js"  # checks the engine it fetches against its SHA-256
    boot.write_text(boot.read_text("utf-8").replace("__APP__", digest(out / APP_ARCHIVE)), "utf-8")
    snapshot = build_snapshot(out, strict)
    store = out / "web" / "snapshot-store.mjs"
    key = json.dumps(snapshot, sort_keys=True)
    store.write_text(store.read_text("utf-8").replace('"__SNAPSHOT__"', key), "utf-8")
    from hashi_texts import LANGUAGES

    for lang in LANGUAGES:
        (out / manifest_name(lang)).write_text(manifest(lang), encoding="utf-8")
    worker = (SCRIPTS / "sw.js").read_text(encoding="utf-8")  # served at the root: its scope
    version = content_version(out, *(render_page("", lang) for lang in LANGUAGES), worker)
    for lang in LANGUAGES:
        (out / page_name(lang)).write_text(render_page(version, lang), encoding="utf-8")
    (out / "version.json").write_text(json.dumps({"version": version}))
    others = [name for lang in LANGUAGES if lang != DEFAULT for name in language_files(lang)]
    pages = {f"./{name}": (out / name).read_text(encoding="utf-8") for name in others}
    packed = json.dumps(pages, sort_keys=True, ensure_ascii=False).encode()
    (out / PAGES_BUNDLE).write_bytes(deterministic_gzip(packed))
    shipped = sorted(path.relative_to(out).as_posix() for path in out.rglob("*") if path.is_file())
    files = json.dumps({url: digest(out / url) for url in precached(shipped, set(others))})
    worker = (
        worker.replace("__VERSION__", version)
        .replace("__PRECACHE__", files)
        .replace("__PAGES__", json.dumps([f"./{PAGES_BUNDLE}", digest(out / PAGES_BUNDLE)]))
        .replace("__SNAPSHOT__", json.dumps(snapshot and [snapshot["file"], snapshot["sha256"]]))
    )
    (out / "sw.js").write_text(compact("sw.js", worker), encoding="utf-8")
    (out / FILE_DIGESTS).write_text(files, encoding="utf-8")
    return out


SOURCE_MAP = re.compile(rb"^//# sourceMappingURL=.*\n?", re.M)


def copy_script(source: Path, target: Path) -> None:
    """A runtime file, without the note naming its source map (not shipped: a 404)."""
    data = source.read_bytes()
    target.write_bytes(SOURCE_MAP.sub(b"", data) if source.suffix in (".js", ".mjs") else data)


def digest(path: Path) -> str:
    """The SHA-256 of a shipped file's content, a gzip's once unpacked (what the page and
    the service worker check, whether or not a server decoded it on the way)."""
    data = path.read_bytes()
    return hashlib.sha256(gzip.decompress(data) if path.suffix == ".gz" else data).hexdigest()


def language_files(lang: str) -> list[str]:
    return [page_name(lang), manifest_name(lang)]


def precached(shipped: list[str], bundled: set[str]) -> list[str]:
    """What the service worker keeps at install, as ``./`` URLs.

    Everything but the worker itself, the pages bundled in ``PAGES_BUNDLE``
    (the other languages' pages and manifests: sw.js unpacks them from one
    gzip, ~40 KB instead of ~210 KB), the install icons, which the browser
    fetches when it installs the app, online, the list of digests (fetched
    only by the page's Try again), and the memory snapshot, which the page
    keeps unpacked itself on a first visit (web/scripts/snapshot-store.mjs).
    """
    skip = bundled | {"sw.js", PAGES_BUNDLE, FILE_DIGESTS}
    left = (INSTALL_ICON, SNAPSHOT_FILE)  # fetched when wanted, not at install
    kept = [n for n in shipped if n not in skip and not any(p.fullmatch(n) for p in left)]
    return [f"./{name}" for name in kept]


def content_version(out: Path, *templates: str) -> str:
    """The build's name: a hash of everything it ships (no clock, no randomness)."""
    digest = hashlib.sha256()
    for text in templates:
        digest.update(b"%d:" % len(text.encode()) + text.encode())
    for path in sorted(p for p in out.rglob("*") if p.is_file()):
        name, data = path.relative_to(out).as_posix().encode(), path.read_bytes()
        digest.update(b"%d:%s%d:" % (len(name), name, len(data)) + data)
    return digest.hexdigest()[:12]


def manifest(lang: str = DEFAULT) -> str:
    """The web app manifest in ``lang``, its texts from the message catalogue."""
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
            "name": text("ui.app_name", lang),
            "short_name": text("ui.title", lang),
            "description": text("ui.app_description", lang),
            "lang": lang,
            # No "id": it is resolved against the origin, so "./" would name every app
            # of a GitHub Pages account. Without one the id is start_url, resolved
            # against the manifest's own URL (under the site's path): one start_url
            # for every language gives the five manifests one identity, and early.js
            # opens the player's language from it.
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
