"""Starts from the shipped Pyodide memory snapshot (web/scripts/interpreter.mjs), in Chromium.

A first visit downloads it beside the runtime, starts from it and keeps it
unpacked on the device; later starts restore that copy. Anything that does not
fit is refused and the game starts normally. (Every other browser test starts
from it too: tests/e2e/conftest.py.) Also: Python restored from it is set up as a
normal start would set it up.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import shutil
from pathlib import Path

import pytest

from hashi_build import site
from web.build.snapshot import snapshot_modules

from .conftest import PagesHandler, shipped
from .player import (
    POLL,
    attr,
    legal,
    open_game,
    press,
    record,
    tap_island,
    tap_line,
    wait_attached,
    wait_ready,
)

STATE = "(document.documentElement.dataset.snapshot ?? null)"


def stored_key(page) -> dict | None:
    return page.evaluate(
        """caches.open("pyodide-snapshot").then((cache) => cache.keys().then((keys) =>
             keys.length ? cache.match(keys[0]).then((hit) =>
               JSON.parse(hit.headers.get("x-snapshot-key"))) : null))"""
    )


def downloads(dist: Path) -> int:
    """How many bytes of the shipped snapshot the server sent."""
    return PagesHandler.sent["/" + shipped(dist)["file"][2:]]


def plays_on(page) -> None:
    """The first legal tap writes the card's number; a legal line then takes a bridge more."""
    island = int(legal(page, "island")[0])
    tap_island(page, island)
    assert attr(page, f'[data-island="{island}"]', "data-number") != ""
    line = legal(page, "line")[0]
    bridges = int(attr(page, f'[data-line="{line}"]', "data-bridges") or 0)
    tap_line(page, line)
    assert attr(page, f'[data-line="{line}"]', "data-bridges") == str(bridges + 1)


# ``window.swActive`` once the site's service worker is installed and active (it keeps the
# site for offline play). (A wait's predicate may not return a promise: it is not awaited.)
ACTIVE = "() => { navigator.serviceWorker.ready.then(() => { window.swActive = true; }); }"


# The device's copy, spoilt: its memory damaged (one byte in the middle), or the
# copy of another build's snapshot.
SPOIL = """async (how) => {
  const cache = await caches.open("pyodide-snapshot");
  const [request] = await cache.keys();
  const hit = await cache.match(request);
  const key = JSON.parse(hit.headers.get("x-snapshot-key"));
  const bytes = new Uint8Array(await hit.arrayBuffer());
  if (how === "damaged") bytes[bytes.length >> 1] ^= 0x5a;
  if (how === "another build's") key.sha256 = "0".repeat(64);
  const headers = {"x-snapshot-key": JSON.stringify(key)};
  await cache.put(request, new Response(bytes, {headers}));
}"""


@pytest.mark.unseeded  # a true first visit: nothing of the game on the device
def test_a_first_visit_keeps_the_shipped_snapshot_and_a_spoilt_copy_is_replaced_or_refused(
    context, server, dist
):
    """A first visit, then the same device's copy spoilt twice (one device: a new one's
    first start is most of each part's cost)."""
    PagesHandler.sent.clear()
    page = context.new_page()
    open_game(page, server, "?seed=SNAPSHOT&side=A")
    assert page.evaluate(STATE) in ("shipped", "made")
    press(page, "seed-start")
    page.wait_for_function(f"{STATE} === 'made'", polling=POLL, timeout=60_000)
    assert downloads(dist) == (dist / shipped(dist)["file"]).stat().st_size  # once
    assert stored_key(page) == shipped(dist)
    # The start URL (how the installed app opens) resumes the game from the kept copy.
    page.goto(server)
    wait_ready(page)
    assert page.evaluate(STATE) == "loaded"
    assert record(page)["seed"] == "SNAPSHOT"
    plays_on(page)
    before = record(page)
    # Offline, every request blocked: the copy still starts the game, which resumes (once
    # the site is kept for offline play: its service worker active, and in charge of the
    # page, which a page opened while it was installing is from its next load on).
    page.evaluate(ACTIVE)
    page.wait_for_function("window.swActive === true", polling=POLL, timeout=60_000)
    if page.evaluate("navigator.serviceWorker.controller === null"):
        page.reload()
        wait_ready(page)
    context.set_offline(True)
    context.route("**/*", lambda route: route.abort())
    page.reload()
    wait_ready(page)
    assert page.evaluate(STATE) == "loaded"
    assert record(page) == before
    press(page, "confirm")
    page.wait_for_function("document.querySelector('[data-round]').dataset.round === '2'")
    assert downloads(dist) == (dist / shipped(dist)["file"]).stat().st_size
    context.unroute("**/*")
    context.set_offline(False)
    # The copy of another build's snapshot: replaced by this build's.
    page.evaluate(SPOIL, "another build's")
    page.reload()
    wait_ready(page)
    assert page.evaluate(STATE) in ("shipped", "made")
    page.wait_for_function(f"{STATE} === 'made'", polling=POLL, timeout=60_000)
    assert stored_key(page) == shipped(dist)
    page.reload()
    wait_ready(page)
    assert page.evaluate(STATE) == "loaded"
    # A damaged copy: refused, and the game in play starts normally from then on.
    page.evaluate(SPOIL, "damaged")
    PagesHandler.sent.clear()
    page.reload()
    wait_ready(page)
    assert page.evaluate(STATE) == "refused"
    assert record(page)["seed"] == "SNAPSHOT"
    plays_on(page)
    # Never tried again with this build: a normal start, and nothing downloaded.
    assert stored_key(page) == {**shipped(dist), "refused": True}
    before = record(page)
    page.reload()
    wait_ready(page)
    assert page.evaluate(STATE) is None
    assert downloads(dist) == 0
    assert record(page) == before


# A start from the snapshot that ends in the error screen (whatever the cause: here
# the page is told so as soon as Python is restored, and stays there: the game's own
# start, which goes on, would otherwise mark it ready a moment later, before a test
# could see it), while localStorage says "failing".
FAILING = """new MutationObserver(() => {
  const html = document.documentElement;
  const failing = localStorage.getItem("failing") && html.dataset.snapshot;
  if (failing && html.dataset.appState !== "error") html.dataset.appState = "error";
}).observe(document, {
  attributes: true, subtree: true, attributeFilter: ["data-snapshot", "data-app-state"],
});"""
NOTED = """caches.open("pyodide-snapshot").then((cache) => cache.keys())
  .then((keys) => keys.some((key) => key.url.endsWith("/pyodide-snapshot-failed")))"""


def test_a_start_that_fails_twice_in_a_row_from_the_snapshot_refuses_it(page, server):
    """On the shared page (a device that has the copy): its starts take the runtime
    compiled. The copy it refuses is dropped after, as the next tests start from it."""
    page.add_init_script(FAILING)
    open_game(page, server, "?seed=TWICE&side=A")
    try:
        fails_twice_in_a_row(page)
    finally:  # the next tests on this shared device start from the snapshot again
        page.evaluate("caches.delete('pyodide-snapshot')")


def fails_twice_in_a_row(page) -> None:
    def start(failing: bool) -> None:
        page.evaluate(f"localStorage.{'setItem' if failing else 'removeItem'}('failing', '1')")
        page.reload()
        state = "error" if failing else "ready"
        wait_attached(page, f"html[data-app-state={state}]", timeout=90_000)

    # Once: noted (a file may have come damaged), then forgotten by a start that works.
    start(failing=True)
    page.wait_for_function(NOTED, polling=POLL, timeout=30_000)
    start(failing=False)
    assert page.evaluate(STATE) == "loaded"
    page.wait_for_function(f"{NOTED}.then((noted) => !noted)", polling=POLL, timeout=30_000)
    # Twice in a row: refused, and the next start is a normal one.
    start(failing=True)
    page.wait_for_function(NOTED, polling=POLL, timeout=30_000)
    start(failing=True)
    page.wait_for_function(
        "caches.open('pyodide-snapshot').then((c) => c.match('./pyodide-snapshot'))"
        ".then((hit) => JSON.parse(hit.headers.get('x-snapshot-key')).refused === true)",
        timeout=30_000,
    )
    start(failing=False)
    assert page.evaluate(STATE) is None
    press(page, "seed-start")
    plays_on(page)


def publish_another_snapshot(folder: Path, build_id: str) -> dict:
    """A new build in ``folder`` that ships another snapshot: this one with a byte
    changed in its stack (unused when it is restored), under its own name."""
    old = shipped(folder)
    memory = bytearray(gzip.decompress((folder / old["file"][2:]).read_bytes()))
    memory[int.from_bytes(memory[4:8], "little") + old["base"]["end"] + 1024] ^= 1
    packed = gzip.compress(bytes(memory))
    new = {**old, "packed": hashlib.sha256(packed).hexdigest()}
    new["sha256"] = hashlib.sha256(memory).hexdigest()
    new["file"] = f"./snapshot-{new['packed'][:16]}.bin.gz"
    (folder / new["file"][2:]).write_bytes(packed)
    store = folder / "web" / "snapshot-store.mjs"
    changed = [store, *folder.glob("index*.html")]
    digests = {path: site.digest(path) for path in changed}
    text = store.read_text().replace(
        json.dumps(old, sort_keys=True), json.dumps(new, sort_keys=True)
    )
    store.write_text(text)
    for path in changed[1:]:
        path.write_text(path.read_text().replace(attr_build(path), build_id))
    # The service worker: the new build's id, snapshot and files' SHA-256.
    worker = folder / "sw.js"
    text = worker.read_text().replace(attr_build(worker), build_id)
    text = text.replace(old["file"], new["file"]).replace(old["sha256"], new["sha256"])
    for path, digest in digests.items():
        text = text.replace(digest, site.digest(path))
    worker.write_text(text)
    return new


def attr_build(path: Path) -> str:
    return re.search(r'(?:data-build="|const VERSION = ")([0-9a-z]+)"', path.read_text()).group(1)


@pytest.mark.unseeded
def test_an_update_brings_its_snapshot_in_the_background(context, dist, serve, tmp_path):
    folder = tmp_path / "site"
    shutil.copytree(dist, folder)
    url = serve(tmp_path) + "site/"
    page = context.new_page()
    open_game(page, url, "?seed=UPDATED&side=A")
    press(page, "seed-start")
    page.wait_for_function(
        f"{STATE} === 'made' && navigator.serviceWorker.controller", polling=POLL, timeout=60_000
    )
    new = publish_another_snapshot(folder, "newbuild0002")
    PagesHandler.sent.clear()
    page.reload()  # still the cached build, from its own snapshot; the new one installs
    wait_ready(page)
    assert page.evaluate(STATE) == "loaded"
    page.wait_for_selector("[data-update]:not([hidden])", timeout=60_000)
    path = f"/site/{new['file'][2:]}"
    assert PagesHandler.sent[path] == (folder / new["file"][2:]).stat().st_size
    before = record(page)
    press(page, "reload-update")
    ready = "document.documentElement.dataset.appState === 'ready'"
    page.wait_for_function(
        f"document.documentElement.dataset.build === 'newbuild0002' && {ready}",
        polling=POLL,
        timeout=90_000,
    )
    page.wait_for_function(f"{STATE} === 'made'", polling=POLL, timeout=60_000)
    # Its first start took the new snapshot from the service worker's cache.
    assert PagesHandler.sent[path] == (folder / new["file"][2:]).stat().st_size
    assert stored_key(page) == new
    assert record(page) == before
    page.reload()
    wait_ready(page)
    assert page.evaluate(STATE) == "loaded"


@pytest.mark.unseeded
@pytest.mark.parametrize("how", ["unreachable", "damaged"])
def test_a_first_visit_without_a_usable_snapshot_starts_normally(context, server, dist, how):
    name = shipped(dist)["file"][2:]
    served = []

    def answer(route):
        served.append(route.request.url)
        if how == "unreachable":
            route.abort()
        else:  # a gzip that unpacks, to the wrong bytes
            route.fulfill(body=gzip.compress(b"\0" * 1_000_000), content_type="application/gzip")

    context.route(f"**/{name}", answer)
    page = context.new_page()
    open_game(page, server, "?seed=NOSNAP&side=A")
    press(page, "seed-start")
    plays_on(page)
    assert page.evaluate(STATE) == (None if how == "unreachable" else "refused")
    page.reload()
    wait_ready(page)
    # Unreachable: tried again at the next start. Damaged: once more past the HTTP cache,
    # then never again with this build.
    assert len(served) == 2
    assert page.evaluate(STATE) is None
    context.unroute(f"**/{name}")
    page.reload()
    wait_ready(page)
    assert page.evaluate(STATE) in (("shipped", "made") if how == "unreachable" else (None,))


# Three runtimes in one page, two restored from the shipped snapshot (as the
# page restores it) and one started normally, each then set up as main.py does
# and asked what a program could see of its start.
PROBE = """<!doctype html><meta charset="utf-8"><title>probe</title>
<script type="module">
import { APP_ZIP, findSnapshot, settle, startingFrom } from "./web/snapshot-store.mjs";
import { fetchApp } from "./web/app-archive.mjs";
import { loadPyodide, version } from "./RUNTIME/pyodide.mjs";
const indexURL = new URL("./RUNTIME/", location.href).href;
const zip = fetchApp("./app.zip.gz");
const found = await findSnapshot(document.baseURI, version, zip);
const restore = async () => {
  const bytes = found.bytes.then((bytes) => bytes.slice());
  const py = await loadPyodide({ indexURL, ...startingFrom(indexURL, bytes) });
  settle(py);
  return py;
};
const runtimes = [["restored", await restore()], ["again", await restore()]];
runtimes.push(["normal", await loadPyodide({ indexURL })]);
const seen = {};
for (const [name, py] of runtimes) {
  py.FS.writeFile(APP_ZIP, await zip);
  seen[name] = JSON.parse(py.runPython(PYTHON));
}
window.seen = seen;
</script>"""

PYTHON = """
import importlib, json, locale, os, random, sys
if "/tmp/hashi-app.zip" not in sys.path:
    sys.path.insert(0, "/tmp/hashi-app.zip")
for name in MODULES:
    importlib.import_module(name)
from hashi_core import Game
from hashi_core.playout import playout
from hashi_core.record import to_record
game = playout(Game("PROBE", "A"), random.Random(7))
json.dumps({
    "executable": sys.executable, "argv": sys.argv, "orig_argv": sys.orig_argv,
    "flags": repr(sys.flags), "platform": sys.platform, "prefix": sys.prefix,
    "path": sorted(sys.path), "environ": dict(os.environ), "cwd": os.getcwd(),
    "locale": locale.setlocale(locale.LC_CTYPE), "encodings": [
        locale.getencoding(), sys.getfilesystemencoding(), sys.stdout.encoding,
        sys.stdout.errors, sys.stderr.errors, sys.stdout.line_buffering],
    "recursion": sys.getrecursionlimit(), "modules": sorted(sys.modules),
    "game": to_record(game), "scores": repr(game.scores()),
    "random": random.random(),
})
"""


def test_python_restored_from_the_snapshot_is_set_up_as_a_normal_start(
    browser, dist, serve, tmp_path
):
    pyodide, _ = site.runtime_dirs()
    with site.read_app(dist / site.APP_ARCHIVE) as archive:
        modules = snapshot_modules(archive.namelist())
    for name in ("runtime", "web", "app.zip.gz", shipped(dist)["file"][2:]):
        (tmp_path / name).symlink_to(dist / name)
    python = PYTHON.replace("MODULES", json.dumps(modules))
    (tmp_path / "probe.html").write_text(
        PROBE.replace("RUNTIME", pyodide).replace("PYTHON", json.dumps(python))
    )
    device = browser.new_context(locale="pl-PL")
    try:
        page = device.new_page()
        page.goto(serve(tmp_path) + "probe.html")
        page.wait_for_function("window.seen", polling=POLL, timeout=120_000)
        seen = page.evaluate("window.seen")
    finally:
        device.close()
    restored, again, normal = seen["restored"], seen["again"], seen["normal"]
    assert restored.pop("random") != again.pop("random")  # random is reseeded at each start
    normal.pop("random")
    assert restored == normal == again
    assert normal["environ"]["LANG"] == "pl_PL.UTF-8" and "hashi_bots" in normal["modules"]
