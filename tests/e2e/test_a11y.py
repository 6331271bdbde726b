"""Accessibility: axe-core on every screen, keyboard play, touch targets, announcements."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from hashi_core import get_board, to_record
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
    page.click('[data-action="seed-start"]')
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
    page.click('[data-action="start-4"]')
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
    page.click('[data-action="open-history"]')
    page.wait_for_selector('html[data-screen="history"]')
    page.click("[data-chart-table] >> xpath=ancestor::details/summary")
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
  for (const node of document.querySelectorAll('svg[data-board] [data-line]')) {
    node.scrollIntoView({block: 'center', inline: 'center'});
    const box = node.querySelector('line.dots').getBoundingClientRect();
    const flat = box.height < box.width, length = flat ? box.width : box.height;
    let found = false;
    for (let d = 0; d <= length && !found; d += 1) {  // somewhere on its free length
      const x = flat ? box.x + d : box.x + box.width / 2;
      const y = flat ? box.y + box.height / 2 : box.y + d;
      found = square(x, y, 'line', node.dataset.line);
    }
    if (!found) small.push(`line ${node.dataset.line}`);
  }
  return small;
}"""


@pytest.mark.parametrize("side", ["A", "B"])
def test_every_island_and_line_is_a_44px_target_on_a_phone(page, server, side):
    page = sized(page, "phone")
    open_game(page, server, f"?seed=TOUCH&side={side}")
    page.click('[data-action="seed-start"]')
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
    page.click('[data-action="seed-start"]')
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
    page.click('[data-action="seed-start"]')
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
    page.click('[data-action="describe-board"]')
    described = page.text_content("[data-describe-text]")
    assert described.startswith("Row 1: islands 1 (red flag)") and "lines cross" in described
    # The score list is not a live region: a one-row change is not re-read in full.
    assert (
        page.evaluate("document.querySelector('[data-score-rows]').closest('[aria-live]')") is None
    )


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


def test_on_a_phone_a_swipe_scrolls_unless_it_starts_on_an_island(device, server):
    context = device(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    open_game(page, server, "?seed=SWIPE&side=A")
    page.click('[data-action="seed-start"]')
    tap_island(page, int(legal(page, "island")[0]))
    cdp = context.new_cdp_session(page)
    one = page.locator('[data-island="1"] circle.hit').bounding_box()
    two = page.locator('[data-island="2"] circle.hit').bounding_box()
    step = (two["x"] - one["x"]) / 2  # one grid square: between the lines, no target
    blank = (one["x"] + one["width"] / 2 + step, one["y"] + one["height"] / 2 + step)
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


FRAME = """() => {
  // The board's frame on a phone: what shows of it, and which legal targets show whole.
  const box = document.querySelector('#board'), seen = box.getBoundingClientRect();
  const whole = n => {
    const r = n.querySelector(n.dataset.island ? 'rect.hit' : 'line.dots').getBoundingClientRect();
    return r.left >= seen.left - 1 && r.right <= seen.right + 1;
  };
  const blank = [];  // points of the frame no target owns: where a swipe pans
  for (let x = seen.left + 60; x < seen.right - 60; x += 10)
    for (let y = seen.top + 30; y < seen.bottom - 30; y += 10) {
      const hit = document.elementFromPoint(x, y);
      if (hit && hit.tagName === 'svg') blank.push([x, y]);
    }
  return {
    left: box.scrollLeft, view: box.clientWidth, total: box.scrollWidth,
    page: document.documentElement.scrollWidth,
    legalShown: [...document.querySelectorAll('.legal')].filter(whole).length,
    focusShown: document.activeElement.dataset.island ? whole(document.activeElement) : null,
    blank: blank[Math.floor(blank.length / 2)] || null,
  };
}"""


def test_on_a_phone_the_board_pans_in_its_own_frame_by_swipe_keys_and_legal_targets(device, server):
    context = device(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    open_game(page, server, "?seed=PAN1&side=B")
    page.click('[data-action="seed-start"]')
    frame = page.evaluate(FRAME)
    # The board is wider than the screen; the page is not: card, prompt and controls stay put.
    assert frame["total"] > frame["view"] and frame["page"] == 390
    for selector in ("[data-card]", "[data-message]", '[data-action="confirm"]'):
        box = page.locator(selector).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, selector
    assert frame["legalShown"] > 0  # the frame starts where the legal targets are
    assert frame["focusShown"] is True  # and focus, on the board, is in view
    # A sideways swipe off the targets pans the board, never the page.
    cdp = context.new_cdp_session(page)
    panned = swipe_sideways(page, cdp)
    assert panned["moved"] > 50
    assert page.evaluate("window.scrollX") == 0
    # Keys: focus moving to an island off the frame brings it into view.
    edge = "13" if panned["left"] > 0 else "14"  # on the hidden side (x = 0 or x = 10)
    page.focus(f'[data-island="{edge}"]')
    assert page.evaluate(FRAME)["focusShown"] is True
    away = "ArrowRight" if edge == "13" else "ArrowLeft"
    for _ in range(5):
        page.keyboard.press(away)
        assert page.evaluate(FRAME)["focusShown"] is True
    assert page.evaluate("document.activeElement.dataset.island") != edge
    # The whole board in the screen on request, and back to the large targets.
    button = page.locator('[data-action="whole-board"]')
    button.tap()
    assert button.get_attribute("aria-pressed") == "true"
    whole = page.evaluate(FRAME)
    assert whole["total"] <= whole["view"]
    button.tap()
    assert button.get_attribute("aria-pressed") == "false"
    assert page.evaluate(FRAME)["total"] > frame["view"]
    # A step that moves the legal targets keeps them in view: write the number, then bridges.
    tap_island(page, int(legal(page, "island")[0]))
    assert page.evaluate(FRAME)["legalShown"] > 0
    # Tap one end, pan, tap the other: the swipe between the taps keeps the first end.
    line = legal(page, "line")[0]
    a, b = line.split("-")
    touch(page, page.locator(f'[data-island="{a}"] circle.hit'))
    page.wait_for_selector(f'[data-island="{a}"][data-bridge-from="true"]', state="attached")
    assert swipe_sideways(page, cdp)["moved"] > 50
    assert attr(page, f'[data-island="{a}"]', "data-bridge-from") == "true"
    touch(page, page.locator(f'[data-island="{b}"] circle.hit'))
    page.wait_for_selector(f'[data-line="{line}"][data-bridges="1"]', state="attached")


def touch(page, target) -> None:
    """A finger's tap on ``target``, never as a double tap's second (the island may be the
    one whose number was just written: a tap there too soon would be taken as one)."""
    box = target.bounding_box()
    settle(page, box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    target.tap()


def swipe_sideways(page, cdp) -> dict:
    """Swipe 150 px across a blank part of the board's frame, the way it can pan.

    Returns the frame's state after, with ``moved``: how far it panned.
    """
    before = page.evaluate(FRAME)
    x, y = before["blank"]
    way = 150 if before["left"] > 0 else -150
    swipe_up(page, cdp, x, y, to=(x + way, y))
    panned = "left => Math.abs(document.querySelector('#board').scrollLeft - left) > 50"
    page.wait_for_function(panned, arg=before["left"])
    after = page.evaluate(FRAME)
    return after | {"moved": abs(after["left"] - before["left"])}
