"""Starts from a Pyodide memory snapshot made on the device (web/interpreter.mjs), in Chromium.

Each test is a device of its own (the ``context`` fixture): a first visit
makes the snapshot once the game is ready and cached; later starts restore
it, or drop it and start normally when it does not fit. (Every other browser
test starts from the snapshot a first visit made: tests/e2e/conftest.py.)
"""

from __future__ import annotations

import pytest

from .player import READY, attr, legal, open_game, record, tap_island, tap_line

STATE = "document.documentElement.dataset.snapshot"


def visit_until_snapshot(context, url: str, seed: str):
    """A first visit: open a deal, take its start, wait until the snapshot is stored."""
    page = context.new_page()
    open_game(page, url, f"?seed={seed}&side=A")
    page.click('[data-action="seed-start"]')
    page.wait_for_selector("html[data-snapshot=made]", state="attached", timeout=120_000)
    return page


def stored_key(page) -> dict | None:
    return page.evaluate(
        """caches.open("pyodide-snapshot").then((cache) => cache.keys().then((keys) =>
             keys.length ? cache.match(keys[0]).then((hit) =>
               JSON.parse(hit.headers.get("x-snapshot-key"))) : null))"""
    )


def plays_on(page) -> None:
    """The first legal tap writes the card's number; a legal line then takes a bridge."""
    island = int(legal(page, "island")[0])
    tap_island(page, island)
    assert attr(page, f'[data-island="{island}"]', "data-number") != ""
    line = legal(page, "line")[0]
    tap_line(page, line)
    assert attr(page, f'[data-line="{line}"]', "data-bridges") == "1"


@pytest.mark.unseeded
def test_a_start_from_the_snapshot_plays_on_and_resumes(context, server):
    page = visit_until_snapshot(context, server, "SNAPSHOT")
    key = stored_key(page)
    assert key["build"] == attr(page, "html", "data-build")
    assert key["agent"] == page.evaluate("navigator.userAgent")
    # The start URL (how the installed app opens) resumes the game from the snapshot.
    page.goto(server)
    page.wait_for_selector(READY, timeout=90_000)
    assert page.evaluate(STATE) == "loaded"
    assert record(page)["seed"] == "SNAPSHOT"
    plays_on(page)
    before = record(page)
    # Offline, every request blocked: the snapshot still starts the game, which resumes.
    context.set_offline(True)
    context.route("**/*", lambda route: route.abort())
    page.reload()
    page.wait_for_selector(READY, timeout=90_000)
    assert page.evaluate(STATE) == "loaded"
    assert record(page) == before
    page.click('[data-action="confirm"]')
    page.wait_for_function("document.querySelector('[data-round]').dataset.round === '2'")


# A stored snapshot that must not run: its memory damaged (one byte in the
# middle), or made for another build.
SPOIL = """async (how) => {
  const cache = await caches.open("pyodide-snapshot");
  const [request] = await cache.keys();
  const hit = await cache.match(request);
  const key = JSON.parse(hit.headers.get("x-snapshot-key"));
  const bytes = new Uint8Array(await hit.arrayBuffer());
  if (how === "damaged") bytes[bytes.length >> 1] ^= 0x5a;
  if (how === "another build") key.build = "0123456789ab";
  const headers = {"x-snapshot-key": JSON.stringify(key)};
  await cache.put(request, new Response(bytes, {headers}));
}"""


@pytest.mark.parametrize("how", ["damaged", "another build"])
def test_a_snapshot_that_does_not_fit_is_dropped_and_the_game_starts(context, server, how):
    # This device has the run's snapshot (made by the page, as on a first visit),
    # and, as any device that has one, the site in its offline cache.
    page = context.new_page()
    open_game(page, server, "?seed=SPOILT&side=A")
    assert page.evaluate(STATE) == "loaded"
    page.click('[data-action="seed-start"]')
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    good = stored_key(page)
    page.evaluate(SPOIL, how)
    page.goto(server)
    page.wait_for_selector(READY, timeout=90_000)
    assert page.evaluate(STATE) == "refused"
    assert stored_key(page) is None  # the bad one is gone (a new one comes seconds later)
    assert record(page)["seed"] == "SPOILT"
    plays_on(page)
    if how != "damaged":
        return
    # A good one is made again for the next start (as after any start without one).
    logs: list[str] = []
    page.on("console", lambda line: logs.append(line.text))
    page.wait_for_function(f"{STATE} !== 'refused'", timeout=120_000)
    assert page.evaluate(STATE) == "made", logs
    assert stored_key(page)["build"] == good["build"]
    page.reload()
    page.wait_for_selector(READY, timeout=90_000)
    assert page.evaluate(STATE) == "loaded"
