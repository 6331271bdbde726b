"""The computer player in the page: a hint shown then played, and the best game in hindsight."""

from __future__ import annotations

import json
import random
import time

from playwright.sync_api import Page

from hashi_core import to_record
from hashi_texts import isolate as N
from tests.helpers import cli, random_game

from .conftest import BLANK
from .player import (
    POLL,
    import_game,
    legal,
    press,
    record,
    tap_island,
    tap_line,
    wait_attached,
    wait_ready,
)

THINKING = 180_000  # ms: the worker boots its own runtime first (slow on a busy machine)


def test_a_hint_is_shown_then_played_by_taps(page: Page, server: str):
    said: list[str] = []
    page.on("console", lambda message: said.append(message.text))
    page.goto(f"{server}?seed=HINTPAGE&side=A")
    wait_ready(page)
    press(page, "seed-start")
    before = record(page)
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    press(page, "hint")  # not as a double tap's second tap: the button is near the start's
    wait_attached(page, '[data-hint="true"]', timeout=THINKING)
    # It was handed the page's own engine and fetched none: after another tab took an
    # update, the server's would be the next build's.
    assert [url for url in asked if "app.zip" in url] == []
    assert [url for url in asked if url.endswith("bot-worker.mjs")]
    # The computer's worker started from the page's snapshot (Python and the engine
    # already in memory), as on any device after its first visit.
    assert page.get_attribute("html", "data-computer") == "snapshot"
    # It was handed the page's compiled runtime, and took it (no second compile).
    assert page.evaluate("window.hashiRuntime instanceof WebAssembly.Module")
    assert not [text for text in said if "did not fit" in text]
    assert record(page) == before  # a hint plays nothing
    assert page.get_attribute("[data-message]", "data-code") == "hint"
    islands = page.eval_on_selector_all(
        '[data-island][data-hint="true"]', "els => els.map(e => Number(e.dataset.island))"
    )
    lines = page.eval_on_selector_all(
        '[data-line][data-hint="true"]', "els => els.map(e => e.dataset.line)"
    )
    assert len(islands) <= 1 and (islands or lines)
    # Beside the marks, the hint as a sentence with why; a screen reader hears it with the hint.
    reason = page.inner_text("[data-hint-reason]").strip()
    number = page.get_attribute("[data-card]", "data-card-number")
    assert page.is_visible("[data-hint-reason]") and reason.endswith(".")
    for island in islands:  # (a hint may write no number: then it says so)
        assert reason.startswith(f"Write {number} on island {island}")
    assert page.text_content("[data-announce]").rstrip("\u00a0").strip() == reason
    # On a phone upright the reason is in view under the round's buttons: the message that
    # says the suggestion is marked gives it its room.
    size = page.viewport_size
    page.set_viewport_size({"width": 360, "height": 640})
    page.evaluate("window.scrollTo(0, 0)")
    box = page.locator("[data-hint-reason]").bounding_box()
    assert box is not None and box["y"] + box["height"] <= 640 and page.is_hidden("[data-message]")
    page.set_viewport_size(size)  # type: ignore[arg-type]
    for island in islands:
        tap_island(page, island)
    bridges = int(page.get_attribute("[data-card]", "data-card-bridges"))
    drawn = 0
    for line in lines * 2:  # a double bridge is one marked line tapped twice
        if drawn == bridges or not lines:
            break
        tap_line(page, line)
        if page.get_attribute("[data-message]", "data-kind") != "error":
            drawn += 1
    press(page, "confirm")
    assert page.is_hidden("[data-hint-reason]")  # the hint was for the round just played
    # A hint's mark on a line that already has a bridge shows over it (a second bridge).
    bridged = page.locator('[data-line]:not([data-bridges="0"]) .dots').first
    seen = "e => getComputedStyle(e).visibility"
    assert bridged.evaluate(seen) == "hidden"
    bridged.evaluate("e => e.parentElement.setAttribute('data-hint', 'true')")
    assert bridged.evaluate(seen) == "visible"
    bridged.evaluate("e => e.parentElement.removeAttribute('data-hint')")
    code, verdict, _ = cli("verify", "-", stdin=json.dumps(record(page)))
    assert code == 0 and len(record(page)["players"][0]["turns"]) == 1
    assert verdict["valid"]


def test_the_best_game_in_hindsight_on_the_end_screen(page: Page, server: str):
    # A device where the snapshot failed once (so never tried again with this
    # build): the page and the computer's worker start Python themselves.
    page.goto(server + BLANK[1:])
    page.evaluate("import('/web/snapshot-store.mjs').then((m) => m.refuse(location.origin + '/'))")
    try:
        best_game_in_hindsight(page, server)
    finally:  # the next tests on this shared device start from the snapshot again
        page.evaluate("caches.delete('pyodide-snapshot')")


def best_game_in_hindsight(page: Page, server: str) -> None:
    page.goto(f"{server}?seed=BESTPAGE&side=B")
    wait_ready(page)
    assert page.get_attribute("html", "data-snapshot") is None
    # A game at its end, opened from its file (whole games by taps: test_journeys.py).
    import_game(page, to_record(random_game("BESTPAGE", "B", random.Random(1))))
    assert page.get_attribute("html", "data-phase") == "end"
    own = int(page.get_attribute("[data-score-total]", "data-score-total"))
    press(page, "analyse")
    page.wait_for_function(
        "document.querySelector('[data-best-total]').textContent !== ''",
        polling=POLL,
        timeout=THINKING,
    )
    best = int(page.text_content("[data-best-total]"))
    assert best >= own
    assert page.get_attribute("html", "data-computer") == "started"
    assert page.is_visible("[data-analysis-boards]")
    press(page, "analysis-prev")
    assert "16" in page.text_content("[data-analysis-step-label]")


BUSY = "document.documentElement.dataset.computerBusy === 'true'"


def fast_forward_until(page: Page, condition: str, arg: str = "") -> None:
    """Let the page's clock run (350 ms at a time) until ``condition`` holds: the
    computer's pauses between its moves pass at once. Its thinking takes real time,
    and the page's clock stands still meanwhile (the page bounds the wait by it)."""
    deadline = time.monotonic() + THINKING / 1000
    look = f"arg => ({condition})(arg) ? 'done' : {BUSY} ? 'thinking' : 'waiting'"
    while (state := page.evaluate(look, arg)) != "done":
        assert time.monotonic() < deadline, condition
        if state == "waiting":
            page.clock.run_for(350)
        # Real time for the worker, which thinks meanwhile (looked at every 50 ms: a look
        # is a round trip through Playwright, dearer than the thinking it waits for).
        time.sleep(0.05 if state == "thinking" else 0.01)


def test_a_person_and_two_computers_play_to_the_end(context, server: str):
    page = context.new_page()
    page.goto(f"{server}?seed=SEATSPAGE&side=A")
    wait_ready(page)
    page.click("text=Pass and play")
    fields = page.query_selector_all("[data-player-name]")
    kinds = page.query_selector_all("[data-player-kind]")
    for field, kind, (name, level) in zip(
        fields, kinds, [("Ana", "person"), ("Bob", "easy"), ("Cy", "hard")], strict=False
    ):
        field.fill(name)
        kind.select_option(level)
    press(page, "start-party")
    # Ana writes Bob's start; the computers write theirs by themselves.
    tap_island(page, int(legal(page, "island")[0]))
    press(page, "start-4")
    context.clock.install()  # this device's timers: the test lets time pass
    for rnd in range(1, 18):
        # The computers play their round by themselves, then it is Ana's turn again.
        fast_forward_until(
            page,
            "text => document.querySelector('[data-prompt]').textContent === text",
            f"{N('Ana')}'s turn \u2014 round {rnd}",
        )
        assert page.is_hidden("[data-handover]")  # no hand-over for computer seats
        islands = legal(page, "island")
        if islands:
            tap_island(page, int(islands[0]))
        press(page, "confirm")
    fast_forward_until(page, "() => document.documentElement.dataset.phase === 'end'")
    code, verdict, _ = cli("verify", "-", stdin=json.dumps(record(page)))
    assert code == 0 and verdict["final"]
    ranking = page.inner_text("[data-ranking]")
    for player in verdict["players"]:
        assert f"{player['name']}" in ranking and str(player["total"]) in ranking
    # Ana's own board and total at the end, not Cy's (the computer that played last).
    ana = verdict["players"][0]["total"]
    assert page.get_attribute("[data-score-total]", "data-score-total") == str(ana)
