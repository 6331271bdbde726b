"""A server that aborts, truncates, fails or holds files (``faulty``, conftest.py): on a
first visit and during an update, the game starts, or says why and offers Try again,
and never stays broken once the files are good (issue 18 #11-#13, #15)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from hashi_build import site
from hashi_texts import render

from .conftest import BLANK, Faults
from .player import POLL, attr, legal, open_game, press, tap_island, wait_attached, wait_ready
from .test_offline import cached_digests

ROOT = Path(__file__).resolve().parents[2]
PYODIDE, PYSCRIPT = site.runtime_dirs()
WASM = f"{PYODIDE}/pyodide.asm.wasm"
STDLIB = f"{PYODIDE}/python_stdlib.zip"
CORE = f"{PYSCRIPT}/core.js"
FAILED = "html[data-app-state=error]"
BOUNDS = (
    ROOT / "web" / "scripts" / "start-bounds.mjs"
).read_text()  # the start's bounds (boot.js's)
STALL_MS = int(re.search(r"const STALL_MS = (\d+);", BOUNDS)[1])


def core_chunk(dist: Path) -> str:
    """PyScript's main chunk, which core.js imports."""
    (chunk,) = (dist / PYSCRIPT).glob("core-*.js")
    return chunk.relative_to(dist).as_posix()


def kept_intact(page, cache: str, digests: dict[str, str]) -> None:
    """Every file of ``digests`` is in ``cache``, whole."""
    assert cached_digests(page, cache, list(digests)) == digests


def try_again(page) -> None:
    with page.expect_navigation():
        press(page, "try-again")


def shows_only_the_error(page, lang: str) -> None:
    """The failed start says what happened in the player's language, and nothing of the
    game but the way out can be seen or tapped."""
    assert page.inner_text(".load-error .when-failed") == render("ui.load_failed", lang)
    assert page.is_hidden(".load-error .when-slow")
    controls = page.evaluate(
        """() => [...document.querySelectorAll('button, input, select, summary, a, [data-island]')]
          .filter((node) => node.checkVisibility())
          .map((node) => node.dataset.action || node.tagName)"""
    )
    assert controls == ["try-again"]


# A device whose storage has room for the site but not for a memory snapshot (~31 MB).
# (Chromium's quota override, used below for the site, is not seen by estimate().)
LITTLE_ROOM = """navigator.storage.estimate = async () => ({quota: 40e6, usage: 15e6});"""

# Broken in turn on a first visit, each while the one before is still cached as it
# arrived (the page's HTTP cache keeps a cut file that looks whole, or an error).
# (A cut standard library does not stop a start from the shipped memory snapshot,
# which holds every module a start imports; the offline copy refuses to keep it.)
FIRST_VISIT = [
    ("app.zip.gz", "truncate"),
    (WASM, "500"),
    ("CHUNK", "abort"),
    (site.page_name("pl"), "truncate"),
]


# The start is slow and the page says so, with its way out.
SLOW_TOLD = 'html[data-load-slow] .load-error [data-action="try-again"]'


@pytest.mark.unseeded  # a true first visit: nothing of the game on the device
def test_a_first_visit_with_broken_files_says_why_and_plays_once_they_are_good_then_an_update(
    device, faulty, dist, next_build
):
    """A first visit with broken files, then on the same device (a new one's first visit
    is most of a test's cost here) an update with broken files."""
    context = device(locale="pl-PL", viewport={"width": 390, "height": 844})
    context.add_init_script(LITTLE_ROOM)
    page = context.new_page()
    faulty.revalidate = True
    for step, (name, fault) in enumerate(FIRST_VISIT):
        name = core_chunk(dist) if name == "CHUNK" else name
        faulty.heal()
        faulty.break_file(name, fault)
        if step == 0:
            page.goto(faulty.url + "?seed=FAULTS&side=A")
        else:
            try_again(page)
        wait_attached(page, FAILED, timeout=90_000)
        assert (name, fault) in faulty.hits
        assert attr(page, "html", "lang") == "pl"
        shows_only_the_error(page, "pl")
    # A file that does not come: past the bound the player is told, while the start
    # waits on; it goes on when the file comes. The service worker's script fails.
    faulty.heal()
    faulty.break_file(STDLIB, "slow")
    faulty.break_file("sw.js", "500")
    context.clock.install()
    try_again(page)
    told_slow = False
    for _ in range(10):  # (files still arriving put the bound off: time passes again)
        page.clock.fast_forward(STALL_MS)
        try:  # (in one look: another file arriving puts the "slow" off again)
            page.wait_for_selector(SLOW_TOLD, state="visible", timeout=3_000)
        except PlaywrightTimeout:
            continue
        told_slow = True
        break
    assert told_slow and (STDLIB, "slow") in faulty.hits
    assert page.inner_text(".load-error .when-slow") == render("ui.load_slow", "pl")
    assert page.is_hidden(".when-failed")
    faulty.held.set()
    wait_ready(page)
    assert page.is_hidden(".load-error")
    # The device's own locale (pl-PL) chose the game's language: no choice was made.
    assert attr(page, "html", "lang") == "pl"
    # No offline copy (sw.js failed): the player is told, in their language.
    wait_attached(page, "html[data-offline=unavailable]", timeout=60_000)
    assert page.is_visible("[data-offline-warning]")
    assert page.inner_text("[data-offline-warning] span") == render("ui.offline_unavailable", "pl")
    press(page, "dismiss-offline")
    assert page.is_hidden("[data-offline-warning]")
    # Every file good again: the game starts, installs for offline play, and keeps
    # nothing damaged (the first start kept the runtime it downloaded).
    faulty.heal()
    page.reload()
    wait_ready(page)
    press(page, "seed-start")
    tap_island(page, int(legal(page, "island")[0]))
    page.wait_for_function(
        "navigator.serviceWorker.controller !== null", polling=POLL, timeout=60_000
    )
    digests = json.loads((dist / site.FILE_DIGESTS).read_text())
    kept_intact(page, "hashi-runtime", {u: d for u, d in digests.items() if "/runtime/" in u})
    assert page.is_hidden("[data-offline-warning]")
    # This device has no room for the memory snapshot (LITTLE_ROOM): the start used the
    # shipped one and kept nothing.
    page.wait_for_function(
        "!['shipped', undefined].includes(document.documentElement.dataset.snapshot)",
        polling=POLL,
        timeout=60_000,
    )
    assert attr(page, "html", "data-snapshot") == "no-room"
    assert page.evaluate("caches.open('pyodide-snapshot').then((c) => c.keys())") == []
    press(page, "confirm")  # the round ends: the next one's first tap follows the update
    faulty.revalidate = False  # (an update's files are cached as GitHub Pages serves them)
    an_update_with_broken_files_keeps_the_old_version_until_a_whole_one_installs(
        page, faulty, next_build
    )


def update_check(page) -> str:
    """The page checks for a new version (as when it is shown again): the outcome."""
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    page.wait_for_function(
        "!['checking', 'installing'].includes(document.documentElement.dataset.offline)",
        polling=POLL,
        timeout=60_000,
    )
    return attr(page, "html", "data-offline")


# Broken in turn while the next release is published: each install fails and the
# version in charge stays. (A failed install keeps the files that came whole, and
# the next fetches only the others: files broken together, then the pages' bundle,
# which every install fetches.)
UPDATE = [
    [("sw.js", "truncate")],
    [("app.zip.gz", "truncate"), ("index.html", "abort"), ("web/style.css", "500")],
    [(site.PAGES_BUNDLE, "500")],
]


def an_update_with_broken_files_keeps_the_old_version_until_a_whole_one_installs(
    page, faulty: Faults, next_build: Path
) -> None:
    """On a device where the game plays offline: each update check with broken files fails
    and keeps the version in charge, until a whole one installs and is offered."""
    old = attr(page, "html", "data-build")
    faulty.root = next_build
    new = json.loads((next_build / "version.json").read_text())["version"]
    for broken in UPDATE:
        faulty.heal()
        faulty.hits.clear()  # this check's requests only
        for name, fault in broken:
            faulty.break_file(name, fault)
        assert update_check(page) == "failed", broken
        # It met a broken file. (An install stops at its first failure: a file still queued
        # behind the browser's six connections may never be asked for.)
        assert set(broken) & set(faulty.hits), (broken, faulty.hits)
        assert page.is_hidden("[data-update]") and page.is_hidden("[data-offline-warning]")
    # Whole at last (the runtime is not: its files are already kept, checked, and
    # not fetched again): the update installs and is offered.
    faulty.heal()
    for name, fault in ((WASM, "500"), (STDLIB, "abort"), (CORE, "truncate")):
        faulty.break_file(name, fault)
    assert update_check(page) == "update"
    assert page.is_visible("[data-update]")
    assert attr(page, "html", "data-build") == old
    press(page, "reload-update")
    page.wait_for_function(
        f"document.documentElement.dataset.build === '{new}' && "
        "document.documentElement.dataset.appState === 'ready'",
        polling=POLL,
        timeout=90_000,
    )
    assert not [hit for hit in faulty.hits if "/runtime/" in f"/{hit[0]}"]
    tap_island(page, int(legal(page, "island")[0]))
    digests = json.loads((next_build / site.FILE_DIGESTS).read_text())
    kept_intact(page, f"hashi-{new}", {u: d for u, d in digests.items() if "/runtime/" not in u})


ESTIMATE = "navigator.storage.estimate().then((e) => e.usage)"


def limit_storage(context, page, url: str, room: int) -> None:
    """This device's storage for the site: what it holds now and ``room`` bytes more."""
    page.goto(url + BLANK[1:])
    cdp = context.new_cdp_session(page)
    quota = page.evaluate(ESTIMATE) + room
    cdp.send("Storage.overrideQuotaForOrigin", {"origin": url.rstrip("/"), "quotaSize": quota})


def test_too_little_storage_for_the_offline_copy_is_told_once(device, server):
    context = device()
    page = context.new_page()
    limit_storage(context, page, server, 2_000_000)
    open_game(page, server, "?seed=NOROOM&side=A")
    page.wait_for_selector("[data-offline-warning]:not([hidden])", timeout=60_000)
    assert page.inner_text("[data-offline-warning] span") == render("ui.offline_unavailable", "en")
    press(page, "seed-start")  # the game plays on
    assert attr(page, "html", "data-phase") == "play"
    page.reload()
    wait_attached(page, "html[data-offline=unavailable]", timeout=60_000)
    assert page.is_hidden("[data-offline-warning]")  # told once
