"""End-to-end fixtures: the built site on localhost, and Debian's Chromium via Playwright.

Every test in this folder is marked ``browser`` (``pytest -m "not browser"``
skips them). Tests that only need a page (``page``) share one browser with a
profile on disk and no service workers (its HTTP cache keeps the runtime from
one test to the next, and a tab kept open holds it compiled: ``KEEPER``); its
storage is cleared after every test. Tests that
need a device of their own (offline, several players, touch, a clock) take
``context`` (a new context of a second browser) or ``device`` (more of them).

Every start is from the build's Pyodide memory snapshot, as a player's is
(``web/scripts/snapshot-store.mjs``): a new device's first visit downloads the shipped
one and keeps it unpacked (no dearer than being given the copy beforehand, and what a
friend opening a link does); the shared page's browser is given that copy at once, as
a device that visited before (``sow`` gives it to any device). Tests of first visits
and of the snapshot's own making are marked ``unseeded``, and run first.
"""

from __future__ import annotations

import contextlib
import email.utils
import functools
import gzip
import http.server
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar
from urllib.parse import urlparse

import pytest

from hashi_build import CACHE, MODULES, site
from hashi_build.serve import Handler
from tests.helpers import POLL_S, once_per_run

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("HASHI_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-gpu",
]


HERE = Path(__file__).resolve().parent


DEVICES = {"context", "device"}  # fixtures of tests with devices of their own


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the browser tests, and run the longer ones first among them: first visits,
    then tests with devices of their own. A worker that runs out of tests takes
    queued ones from the end of another's queue, so the run ends on short tests."""
    browser = [item for item in items if HERE in item.path.parents]
    for item in browser:
        item.add_marker(pytest.mark.browser)

    def weight(item: pytest.Item) -> int:
        fixtures = set(getattr(item, "fixturenames", ()))
        return -2 * bool(item.get_closest_marker("unseeded")) - bool(fixtures & DEVICES)

    slots = [i for i, item in enumerate(items) if HERE in item.path.parents]
    for i, item in zip(slots, sorted(browser, key=weight), strict=True):
        items[i] = item


# Test-only paths of the server (never counted as sent): a blank page of the
# site's origin, the device's copy of the snapshot, handed to a device (``sow``), and
# the page that keeps the runtime compiled in the shared page's browser (``KEEPER``).
BLANK = "/__tests__/blank"
SEED = "/__tests__/pyodide-snapshot"
KEEP = "/__tests__/keep"
KEY_HEADER = "x-snapshot-key"

# The shared page's browser keeps one tab open on this page for the whole run, and runs
# every page of the site in that tab's process (``--process-per-site``): each test's page
# then takes the runtime's WebAssembly as the tab holds it, already compiled and with its
# hot code optimised by the tests before, as a second tab of a browser does, instead of a
# new process compiling it again at every start (~0.6 core-seconds of a start's ~1.9).
KEEPER = """<!doctype html><title>keeper</title><script>
WebAssembly.compileStreaming(fetch("../{wasm}")).then((module) => {{
  window.kept = module;
  document.title = "kept";
}});
</script>"""


class PagesHandler(Handler):
    """Static files as GitHub Pages serves them (``Cache-Control: max-age=600``),
    counting the body bytes sent per path (what a visit costs, seen at the server)
    and noting each answer's status."""

    sent: ClassVar[Counter[str]] = Counter()
    answers: ClassVar[list[tuple[str, int]]] = []  # (path, status) of every request
    seed: ClassVar[tuple[bytes, str] | None] = None  # the snapshot and its key header

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        PagesHandler.answers.append((self.path.split("?")[0], int(code)))

    def do_GET(self) -> None:
        if self.path.endswith(BLANK):  # (a site served under a sub-path has one too)
            self.answer(b"<!doctype html><title>blank</title>", "text/html")
        elif self.path == KEEP:
            wasm = f"{site.runtime_dirs()[0]}/pyodide.asm.wasm"
            self.answer(KEEPER.format(wasm=wasm).encode(), "text/html")
        elif self.path == SEED and PagesHandler.seed:
            self.answer(PagesHandler.seed[0], "application/octet-stream", PagesHandler.seed[1])
        else:
            super().do_GET()

    def answer(self, body: bytes, kind: str, key: str | None = None, status: int = 200) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        if key:
            self.send_header(KEY_HEADER, key)
        self.end_headers()
        self.wfile.write(body)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", self.cache_control)
        super().end_headers()

    @property
    def cache_control(self) -> str:
        return "max-age=600"

    def copyfile(self, source, outputfile) -> None:  # type: ignore[no-untyped-def]
        data = source.read()
        with contextlib.suppress(ConnectionError):  # a page that left before it came
            outputfile.write(data)
        PagesHandler.sent[self.path.split("?")[0]] += len(data)


@pytest.fixture(scope="session")
def serve() -> Iterator:
    """Start a static server for a folder on a free localhost port; returns its URL."""
    servers = []

    def start(directory: Path) -> str:
        handler = functools.partial(PagesHandler, directory=str(directory))
        httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=httpd.serve_forever, args=(POLL_S,), daemon=True).start()
        servers.append(httpd)
        return f"http://127.0.0.1:{httpd.server_address[1]}/"

    yield start
    for httpd in servers:
        httpd.shutdown()


FAULTS = ("abort", "truncate", "500", "slow")


class Faults:
    """What a fault server does, per file: ``abort`` (the full length announced, half
    the body sent, then the connection cut), ``truncate`` (half the body, announced as
    the whole file: a response that looks complete and is cached like one), ``500``,
    ``slow`` (held until ``heal``). ``root`` is the folder served: a test may switch
    it to publish another build. With ``revalidate``, every file must be revalidated
    (as GitHub Pages' are after 10 minutes): each request reaches the server, which
    confirms a copy the browser kept, even a broken one, with a 304."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.revalidate = False
        self.url = ""
        self.broken: dict[str, str] = {}
        self.hits: list[tuple[str, str]] = []  # (file, fault) for each request broken
        self.held = threading.Event()

    def break_file(self, name: str, fault: str) -> None:
        assert fault in FAULTS and (self.root / name).is_file(), (name, fault)
        self.held.clear()
        self.broken[name] = fault

    def heal(self) -> None:
        """Every file good again; held requests go on."""
        self.broken.clear()
        self.held.set()


class FaultyHandler(PagesHandler):
    """``PagesHandler`` with the faults of ``faults`` (a class attribute per server)."""

    faults: ClassVar[Faults]

    def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        super().__init__(*args, directory=str(self.faults.root), **kwargs)

    @property
    def cache_control(self) -> str:
        return "no-cache" if self.faults.revalidate else super().cache_control

    def do_GET(self) -> None:
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        name = path.relative_to(self.faults.root).as_posix() if path.is_file() else ""
        fault = self.faults.broken.get(name)
        if fault is None:
            super().do_GET()
            return
        self.faults.hits.append((name, fault))
        if fault == "slow":
            self.faults.held.wait(timeout=120)
            super().do_GET()
            return
        if fault == "500":
            self.answer(b"server error", "text/plain", status=500)
            return
        data = path.read_bytes()
        half = data[: len(data) // 2]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Length", str(len(half if fault == "truncate" else data)))
        modified = email.utils.formatdate(path.stat().st_mtime, usegmt=True)
        self.send_header("Last-Modified", modified)
        self.end_headers()
        self.wfile.write(half)
        if fault == "abort":
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
            self.close_connection = True


@pytest.fixture
def faulty(dist: Path) -> Iterator[Faults]:
    """A server of ``dist`` (or of whatever folder the test sets as ``root``) whose
    files a test breaks and heals: ``faults.break_file(name, fault)``, ``faults.heal()``."""
    faults = Faults(dist)
    handler = type("Handler", (FaultyHandler,), {"faults": faults})
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, args=(POLL_S,), daemon=True).start()
    faults.url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    yield faults
    faults.heal()
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(scope="session")
def server(dist: Path, serve) -> str:
    return serve(dist)


@pytest.fixture(scope="session")
def next_build(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The next release: this tree with one file changed (the style sheet), built by
    its own copy of build.py and hashi_build (the engine's bytecode comes from the
    shared cache)."""

    def make(folder: Path) -> None:
        tree = folder / "tree"
        tree.mkdir()
        for name in ("build.py", "index.html", "package.json", "package-lock.json"):
            shutil.copy2(ROOT / name, tree / name)
        skip = shutil.ignore_patterns("__pycache__")
        for package in [*site.APP_PACKAGES, "hashi_build"]:
            shutil.copytree(ROOT / package, tree / package, ignore=skip)
        (tree / "node_modules").symlink_to(MODULES)
        (tree / ".cache").symlink_to(CACHE)
        style = tree / "web" / "assets" / "style.css"
        style.write_text(style.read_text() + ".next-release { color: inherit; }\n")
        command = [sys.executable, "build.py", "--out", str(folder / "dist")]
        subprocess.run(command, cwd=tree, check=True, capture_output=True)

    return once_per_run(tmp_path_factory, "next-build", make) / "dist"


@pytest.fixture(scope="session")
def playwright():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def browser(playwright):
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    yield browser
    browser.close()


class Requests(list):
    def outside(self) -> list[str]:
        return [
            url
            for url in self
            if urlparse(url).scheme not in ("data", "blob")
            and urlparse(url).hostname not in ("127.0.0.1", "localhost")
        ]


# In a blank page of the origin: the device's copy of the snapshot, where the game looks.
SOW = """async ([url, seed]) => {
  const answer = await fetch(seed);
  if (!answer.ok) throw new Error(`no snapshot to seed: ${answer.status}`);
  const headers = {"x-snapshot-key": answer.headers.get("x-snapshot-key")};
  const cache = await caches.open("pyodide-snapshot");
  await cache.put(url, new Response(await answer.arrayBuffer(), {headers}));
}"""


@pytest.fixture(scope="session")
def snapshot_seed(dist: Path) -> None:
    """The device's copy of the shipped snapshot, as a first visit keeps it: the build's
    gzip unpacked, under the key the build wrote (``SHIPPED``), made here without a browser
    (a first visit's keeping it is tests/e2e/test_snapshot.py's)."""
    key = shipped(dist)
    memory = gzip.decompress((dist / key["file"][2:]).read_bytes())
    PagesHandler.seed = (memory, json.dumps(key, separators=(",", ":")))


def shipped(dist: Path) -> dict:
    """What the build says it ships (SHIPPED in web/scripts/snapshot-store.mjs)."""
    store = (dist / "web" / "snapshot-store.mjs").read_text()
    return json.loads(re.search(r"export const SHIPPED = (\{.*?\});", store).group(1))


def give_snapshot(context, site: str) -> None:
    """Give ``context`` (a device) the device's copy of the snapshot for the game at
    ``site``, as if it had visited before."""
    page = context.new_page()
    try:
        page.goto(site + BLANK[1:])
        page.evaluate(SOW, [site + "pyodide-snapshot", SEED])
    finally:
        page.close()


@pytest.fixture
def sow(snapshot_seed: None):
    """``sow(context, site)``: the device's copy of the snapshot for the game at ``site``,
    as if it had visited before."""
    return give_snapshot


@pytest.fixture
def requests_seen() -> Requests:
    return Requests()


@pytest.fixture
def device(browser) -> Iterator:
    """Make new contexts (``device(**options)``), each a device of its own whose first
    visit is a first visit."""
    made = []

    def new(**options):
        context = browser.new_context(**options)
        seen = Requests()
        context.on("request", lambda request: seen.append(request.url))
        made.append((context, seen))
        return context

    yield new
    for context, _ in made:
        context.close()
    # No test may make the page reach any host but ours.
    assert [url for _, seen in made for url in seen.outside()] == []


@pytest.fixture
def context(device, requests_seen):
    context = device(viewport={"width": 1280, "height": 900}, accept_downloads=True)
    context.on("request", lambda request: requests_seen.append(request.url))
    return context


@pytest.fixture(scope="session")
def shared_context(playwright, server: str, snapshot_seed: None, tmp_path_factory):
    """One context for the tests that only need a page: no service worker, so no test
    sees another's cached build; storage is cleared after each test. A browser of its
    own with a profile on disk, whose HTTP cache keeps the runtime and its compiled
    code from one test to the next (a new context's cache in memory is too small)."""
    seen = Requests()
    context = playwright.chromium.launch_persistent_context(
        tmp_path_factory.mktemp("profile"),
        executable_path=CHROMIUM,
        args=[*ARGS, "--process-per-site"],
        viewport={"width": 1280, "height": 900},
        accept_downloads=True,
        service_workers="block",
    )
    context.on("request", lambda request: seen.append(request.url))
    give_snapshot(context, server)
    keeper = keep_runtime(context, server)
    yield context, seen, keeper
    context.close()


def keep_runtime(context, site: str):
    """The tab that keeps the runtime compiled (``KEEPER``), open until the run ends."""
    keeper = context.new_page()
    keeper.goto(site + KEEP[1:])
    keeper.wait_for_function("document.title === 'kept'", timeout=60_000)
    return keeper


@pytest.fixture
def page(shared_context, server):
    context, seen, keeper = shared_context
    first = len(seen)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    ours = [other for other in context.pages if other.url.startswith(server)]
    for other in ours:
        with contextlib.suppress(Exception):
            other.evaluate("localStorage.clear(); sessionStorage.clear()")
    # A test whose start failed made the game drop the snapshot: the next one has it again.
    if ours:
        with contextlib.suppress(Exception):
            if not ours[0].evaluate("caches.has('pyodide-snapshot')"):
                give_snapshot(context, server)
    for other in context.pages:
        if other is not keeper:
            other.close()
    assert errors == []
    # No test may make the page reach any host but ours.
    assert Requests(seen[first:]).outside() == []
