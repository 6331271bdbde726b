"""Accessibility: axe-core on every screen, keyboard play, touch targets, announcements."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from hashi_core import get_board, to_record
from web.ui.gestures import DOUBLE_TAP_MS
from web.ui.keyboard import ARROWS, line_toward, neighbour

from ..helpers import random_game
from .player import (
    attr,
    import_game,
    legal,
    open_game,
    play_round,
    press,
    settle,
    start_party,
    tap_island,
)

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
SIZES = {"desktop": (1024, 768), "phone": (390, 844)}


def axe_violations(page) -> list[str]:
    """axe-core's violations on the page as it is now, on a desktop and a phone, in the
    light and the dark colour scheme: ``size scheme: rule (impact): targets``."""
    if not page.evaluate("() => !!window.axe"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    found = []
    before = page.viewport_size
    for size in SIZES:
        sized(page, size)
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            found += [
                f"{size} {scheme}: {v}"
                for v in page.evaluate(
                    """async () => (await axe.run(document, {resultTypes: ['violations']}))
                    .violations.map(v => `${v.id} (${v.impact}): `
                      + v.nodes.slice(0, 4).map(n => n.target.join(' ')).join(', '))"""
                )
            ]
    page.set_viewport_size(before)
    page.emulate_media(color_scheme="light")
    return found


def finished(seed: str) -> dict:
    """A solo game on ``seed`` played to its end (the library's random play), as a record."""
    return to_record(random_game(seed, "A", random.Random(3)))


def sized(page, size: str):
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    return page


def test_no_axe_violations_on_any_screen(page, server):
    sized(page, "desktop")
    found: dict[str, list[str]] = {}
    open_game(page, server, "?seed=AXE1&side=A")
    found["setup"] = axe_violations(page)
    press(page, "seed-start")
    rng = random.Random(3)
    for _ in range(3):
        play_round(page, rng)
    tap_island(page, int(legal(page, "island")[0]))
    found["mid-round"] = axe_violations(page)
    import_game(page, finished("AXE1"))  # a whole game by taps: tests/e2e/test_journeys.py
    assert attr(page, "html", "data-phase") == "end"
    found["end"] = axe_violations(page)
    start_party(page, server, "?seed=AXE2&side=A", ["Ana", "Ben"])
    tap_island(page, int(legal(page, "island")[0]))
    press(page, "start-4")
    page.wait_for_selector("[data-handover]:not([hidden])")
    found["hand-over"] = axe_violations(page)
    # The cover is a modal dialog: focus is on its button and the board under it is inert.
    assert page.evaluate("document.activeElement.dataset.action") == "take-turn"
    assert page.evaluate("document.getElementById('board').inert") is True
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.island") is not None
    problems = [f"{screen}: {v}" for screen, rules in found.items() for v in rules]
    assert problems == [], "\n".join(problems)


# Same-page links (the skip link) that are there to follow but lead to nothing shown.
DEAD_LINKS = """() => [...document.querySelectorAll('a[href^="#"]')]
  .filter(a => a.getClientRects().length)
  .filter(a => !document.querySelector(a.getAttribute('href'))?.getClientRects().length)
  .map(a => a.getAttribute('href'))"""


def test_no_axe_violations_on_the_history_and_replay_screens(page, server):
    sized(page, "desktop")
    open_game(page, server, "?seed=AXE3&side=A")
    import_game(page, finished("AXE3"))  # a finished game, in the history
    assert attr(page, "html", "data-phase") == "end"
    found: dict[str, list[str]] = {}
    press(page, "open-history")
    page.wait_for_selector('html[data-screen="history"]')
    toggle = page.locator("[data-chart-table] >> xpath=ancestor::details/summary")
    assert toggle.bounding_box()["height"] >= 44  # a whole target (it was 19 px high)
    toggle.click()
    found["history"] = axe_violations(page) + page.evaluate(DEAD_LINKS)
    page.click("[data-replay-list] button")
    page.wait_for_selector('html[data-screen="replay"]')
    page.keyboard.press("End")
    found["replay"] = axe_violations(page) + page.evaluate(DEAD_LINKS)
    page.keyboard.press("Escape")
    page.wait_for_selector('html[data-screen="history"]')
    press(page, "close-screen")
    page.wait_for_selector('html[data-screen="game"]')
    found["game"] = page.evaluate(DEAD_LINKS)
    problems = [f"{screen}: {v}" for screen, rules in found.items() for v in rules]
    assert problems == [], "\n".join(problems)


TARGETS = """() => {
  // A 44 px target: one element owns every point of a 44x44 square (a 5x5 grid, edges
  // included) at the point of touch, on the screen, after the target is scrolled into view.
  const grid = [-22, -11, 0, 11, 22];
  const square = (x, y, kind, id) => grid.every(dx => grid.every(dy => {
    const [px, py] = [x + dx, y + dy];
    if (px < 0 || py < 0 || px > innerWidth || py > innerHeight) return false;
    const node = document.elementFromPoint(px, py)?.closest(`[data-${kind}]`);
    return !!node && node.getAttribute(`data-${kind}`) === id;
  }));
  const small = [];
  for (const node of document.querySelectorAll('svg[data-board] [data-island]')) {
    node.scrollIntoView({block: 'center', inline: 'center'});
    const box = node.querySelector('circle.hit').getBoundingClientRect();
    if (!square(box.x + box.width / 2, box.y + box.height / 2, 'island', node.dataset.island))
      small.push(`island ${node.dataset.island}`);
  }
  return small;
}"""


@pytest.mark.parametrize("side", ["A", "B"])
def test_every_island_is_a_44px_target_on_a_phone(page, server, side):
    """(A line too short for a 44 px target between its islands' squares takes its bridge
    from two taps on its islands, or a drag: the tests below.)"""
    page = sized(page, "phone")
    open_game(page, server, f"?seed=TOUCH&side={side}")
    press(page, "seed-start")
    assert page.evaluate(TARGETS) == []
    # A swipe that does not start on a target scrolls; the board never blocks panning.
    assert (
        page.evaluate("getComputedStyle(document.querySelector('svg[data-board]')).touchAction")
        != "none"
    )


def numbered_with_a_line(page, server, seed: str):
    """A phone page in round 1 with the card's number written; a playable line and its ends."""
    page = sized(page, "phone")
    open_game(page, server, f"?seed={seed}&side=A")
    press(page, "seed-start")
    tap_island(page, int(legal(page, "island")[0]))
    line = legal(page, "line")[0]
    a, b = line.split("-")
    return page, line, a, b


def test_a_bridge_is_drawn_by_dragging_from_island_to_island(page, server):
    page, line, a, b = numbered_with_a_line(page, server, "DRAG1")
    start = page.locator(f'[data-island="{a}"] circle.hit').bounding_box()
    end = page.locator(f'[data-island="{b}"] circle.hit').bounding_box()
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 2)
    page.mouse.down()
    page.mouse.move(end["x"] + end["width"] / 2, end["y"] + end["height"] / 2, steps=5)
    page.mouse.up()
    assert attr(page, f'[data-line="{line}"]', "data-bridges") == "1"
    assert "Bridge from island" in page.text_content("[data-announce]")


def keys_to(page, board, target: int) -> list[str]:
    """Arrow presses from the focused island to ``target`` (shortest, by web.ui.keyboard)."""
    here = int(page.evaluate("document.activeElement.dataset.island"))
    paths = {here: []}
    todo = [here]
    while todo:
        island = todo.pop(0)
        for key in ARROWS:
            found = neighbour(board, island, key)
            if found is not None and found not in paths:
                paths[found] = paths[island] + [key]
                todo.append(found)
    return paths[target]


def test_a_whole_round_by_keyboard_in_at_most_three_times_the_taps(page, server):
    page = sized(page, "desktop")
    open_game(page, server, "?seed=KEYS1&side=A")
    board = get_board("A")
    presses: list[str] = []

    def press(key: str) -> None:
        presses.append(key)
        page.keyboard.press(key)

    press("Tab")  # the skip link
    assert page.evaluate("document.activeElement.className") == "skip-link"
    press("Enter")
    while page.evaluate("document.activeElement.dataset.action") != "seed-start":
        press("Tab")
    press("Enter")
    assert attr(page, "html", "data-phase") == "play"
    assert page.evaluate("document.activeElement.dataset.island") is not None  # not <body>
    taps = 1  # the seed-start button
    for rnd in (1, 2, 3):
        # The card is read before a key's press on the board (sooner, Enter pressed twice on
        # the button that brought it, the island focused would not take it: gestures.py).
        page.wait_for_timeout(DOUBLE_TAP_MS)
        island = int(legal(page, "island")[0])
        for key in keys_to(page, board, island):
            press(key)
        press("Enter")
        taps += 1
        assert attr(page, f'[data-island="{island}"]', "data-number") != ""
        count = int(attr(page, "[data-card]", "data-card-bridges"))
        drawn = 0
        for _ in range(count):
            lines = legal(page, "line")
            if not lines:
                break
            a = lines[0].split("-")[0]
            for key in keys_to(page, board, int(a)):
                press(key)
            way = next(k for k in ARROWS if line_toward(board, int(a), k) == lines[0])
            before = int(attr(page, f'[data-line="{lines[0]}"]', "data-bridges"))
            press(f"Shift+{way}")
            taps += 1
            drawn += 1
            assert int(attr(page, f'[data-line="{lines[0]}"]', "data-bridges")) == before + 1
        if drawn not in (0, count):  # stuck: take the bridges back, as a tapping player would
            while page.evaluate("document.activeElement.dataset.action") != "undo":
                press("Tab")
            for _ in range(drawn):
                press("Enter")
                taps += 1
        while page.evaluate("document.activeElement.dataset.action") != "confirm":
            press("Tab")
        press("Enter")
        taps += 1
        assert attr(page, "[data-message]", "data-code") == "", page.text_content("[data-message]")
        page.wait_for_function(
            f"document.querySelector('[data-round]').dataset.round === '{rnd + 1}'"
        )
        # After "Done", focus is back on the board, never on <body>.
        assert page.evaluate("document.activeElement.dataset.island") is not None
    print(f"key presses {len(presses)} for {taps} taps")
    assert len(presses) <= 3 * taps, (len(presses), taps, presses)


def test_playable_targets_steps_and_refusals_are_exposed_to_screen_readers(page, server):
    page = sized(page, "desktop")
    open_game(page, server, "?seed=SAY1&side=A")
    message = page.locator("[data-message]")
    assert message.evaluate("n => getComputedStyle(n).visibility") == "visible"
    assert message.evaluate("n => getComputedStyle(n).display") != "none"
    press(page, "seed-start")
    assert "Round 1: card" in page.text_content("[data-announce]")
    names = page.eval_on_selector_all(
        "[data-island]",
        "ns => ns.map(n => [n.classList.contains('legal'), n.getAttribute('aria-label')])",
    )
    assert any(legal_now for legal_now, _ in names)
    for legal_now, name in names:
        assert ("playable now" in name) == legal_now, name
    tap_island(page, 1)  # flagged, no bridge yet: refused
    first = message.text_content()
    tap_island(page, 1)  # the same refusal again must be said again
    second = message.text_content()
    assert first.strip() == second.strip() and first != second
    island = int(legal(page, "island")[0])
    tap_island(page, island)
    number = attr(page, "[data-card]", "data-card-number")
    assert page.text_content("[data-announce]").strip() == f"Wrote {number} on island {island}."
    lines = page.eval_on_selector_all(
        "[data-line]",
        "ns => ns.map(n => [n.classList.contains('legal'), n.getAttribute('aria-label')])",
    )
    for legal_now, name in lines:
        assert ("playable now" in name) == legal_now, name
    # The board's shape as text, on request.
    press(page, "describe-board")
    described = page.text_content("[data-describe-text]")
    assert described.startswith("Row 1: islands 1 (red flag)") and "lines cross" in described
    # The score list is not a live region: a one-row change is not re-read in full; nor the
    # hindsight's boards (its status and step are: Q50 heard the whole box, digits included).
    for region in ("[data-score-rows]", "[data-analysis-boards]", "[data-analysis-rounds]"):
        closest = f"document.querySelector('{region}').closest('[aria-live]')"
        assert page.evaluate(closest) is None, region


def test_a_bridge_is_drawn_by_tapping_one_island_then_its_neighbour(page, server):
    page, line, a, b = numbered_with_a_line(page, server, "TWOTAP")
    page.click("[data-card]")  # a tap on no target: the island just numbered is no first end
    tap_island(page, int(a))
    assert attr(page, f'[data-island="{a}"]', "data-bridge-from") == "true"
    tap_island(page, int(b))
    assert attr(page, f'[data-line="{line}"]', "data-bridges") == "1"
    assert page.text_content("[data-announce]").startswith(f"Bridge from island {a} to island {b}")


def swipe_up(page, cdp, x: float, y: float, to: tuple[float, float] | None = None) -> None:
    """A slow one-finger swipe (no fling), 200 px up or to the point ``to``.

    The finger's own pace: ten moves 30 ms apart, then still for 200 ms before it
    lifts (a drag, not a fling). That is the gesture, not a wait for the page: the
    callers wait for what it does (a scroll, a pan, a bridge).
    """
    end = to or (x, y - 200)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for i in range(1, 11):
        point = {"x": x + (end[0] - x) * i / 10, "y": y + (end[1] - y) * i / 10}
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
        page.wait_for_timeout(30)  # the finger's pace
    page.wait_for_timeout(200)  # held still before it lifts: no fling
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def test_on_phones_a_swipe_scrolls_unless_it_starts_on_an_island_and_taps_land_as_meant(
    device, server
):
    """A touch phone (390 px), then the same device as the smallest phone (360 px): one
    device, whose first visit is most of each part's cost."""
    context = device(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    open_game(page, server, "?seed=SWIPE&side=A")
    press(page, "seed-start")
    tap_island(page, int(legal(page, "island")[0]))
    cdp = context.new_cdp_session(page)
    # The sea at (8, 5), under island 8 and level between islands 9 and 12: no line, and no
    # island within a finger's reach (a touch near an island's square is taken as on it).
    eight, nine, twelve = (
        page.locator(f'[data-island="{n}"] circle.hit').bounding_box() for n in (8, 9, 12)
    )
    blank = (eight["x"] + eight["width"] / 2, (nine["y"] + twelve["y"] + twelve["height"]) / 2)
    assert page.evaluate(f"document.elementFromPoint({blank[0]}, {blank[1]}).tagName") == "svg"
    swipe_up(page, cdp, *blank)
    page.wait_for_function("window.scrollY > 100")  # the board does not block scrolling
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function("window.scrollY === 0")
    line = legal(page, "line")[0]
    a, b = (page.locator(f'[data-island="{n}"] circle.hit').bounding_box() for n in line.split("-"))
    swipe_up(
        page,
        cdp,
        a["x"] + a["width"] / 2,
        a["y"] + a["height"] / 2,
        to=(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2),
    )
    page.wait_for_selector(f'[data-line="{line}"][data-bridges="1"]', state="attached")
    assert page.evaluate("window.scrollY") == 0
    assert attr(page, f'[data-line="{line}"]', "data-bridges") == "1"
    page.set_viewport_size({"width": 360, "height": 640})
    on_the_smallest_phone_a_finger_lands_on_the_island_meant_and_draws_short_bridges(page, server)


def sign(value: int) -> int:
    return (value > 0) - (value < 0)


def square_tap(page, island: str, dx: float, dy: float) -> None:
    """A finger's tap ``dx``, ``dy`` px from ``island``'s centre, never as a double tap's second."""
    box = page.locator(f'[data-island="{island}"] rect.hit').bounding_box()
    x, y = box["x"] + box["width"] / 2 + dx, box["y"] + box["height"] / 2 + dy
    settle(page, x, y)
    page.touchscreen.tap(x, y)


def on_the_smallest_phone_a_finger_lands_on_the_island_meant_and_draws_short_bridges(
    page, server: str
) -> None:
    """The whole board in a 360 px screen (issue 27; ``page`` a touch phone of that size):
    taps near an island's square's edge (20 px off its centre, toward its line) are that
    island's, and a line too short to tap between its islands' squares takes its bridge
    from two taps on its islands."""
    open_game(page, server, "?seed=FINGER&side=B")
    page.tap('[data-action="seed-start"]')  # (scrolled to it, under the board: back up)
    page.evaluate("window.scrollTo(0, 0)")
    board = page.locator("svg[data-board]").bounding_box()
    assert board["x"] >= 0 and board["x"] + board["width"] <= 360 and board["height"] <= 640
    island = legal(page, "island")[0]
    square_tap(page, island, 20, -20)
    assert attr(page, f'[data-island="{island}"]', "data-number") != ""
    sides = get_board("B")
    short = [
        ln
        for ln in legal(page, "line")
        if abs(sides.island(sides.lines[ln].a).x - sides.island(sides.lines[ln].b).x)
        + abs(sides.island(sides.lines[ln].a).y - sides.island(sides.lines[ln].b).y)
        == 2
    ]
    line = (short or legal(page, "line"))[0]
    # The first end is the one not just numbered (a tap there would take the number back).
    a, b = sorted(line.split("-"), key=lambda end: end == island)
    ends = sides.island(int(a)), sides.island(int(b))
    toward = (20 * sign(ends[1].x - ends[0].x), 20 * sign(ends[1].y - ends[0].y))
    square_tap(page, a, *toward)
    page.wait_for_selector(f'[data-island="{a}"][data-bridge-from="true"]', state="attached")
    square_tap(page, b, -toward[0], -toward[1])
    page.wait_for_selector(f'[data-line="{line}"][data-bridges="1"]', state="attached")
    assert page.evaluate("[scrollX, scrollY]") == [0, 0]


# Focus that never scrolls (as WebKit's may not): what the page brings into view is its own.
NO_FOCUS_SCROLL = """(() => {
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (options) {
    return focus.call(this, {...options, preventScroll: true});
  };
})()"""
IN_VIEW = """(selector) => {
  const box = document.querySelector(selector).getBoundingClientRect();
  return box.height > 0 && box.top >= -1 && box.bottom <= innerHeight + 1;  // (scroll in whole px)
}"""


def test_the_ends_summary_is_brought_into_view_when_focus_goes_to_it(page, server):
    """On a phone held sideways the end's summary may be far from the button pressed (or,
    in a raced challenge, below the race): focus goes to it and the page scrolls it into
    view itself, not by focus's own scroll (WebKit may skip it)."""
    page.add_init_script(NO_FOCUS_SCROLL)
    page.set_viewport_size({"width": 844, "height": 390})
    open_game(page, server)
    import_game(page, to_record(random_game("ENDVIEW", "B", random.Random(3))))
    assert attr(page, "html", "data-phase") == "end"
    with page.expect_download():
        press(page, "export")  # low in the panel: the summary is off the screen
    page.wait_for_function("document.activeElement.hasAttribute('data-end-summary')")
    page.wait_for_function(IN_VIEW, arg="[data-end-summary]")
