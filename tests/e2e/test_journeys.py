"""A player's journeys (issue 18): each way of playing, by taps, to its end and on to the next
game by the end screen's visible primary action, on a tablet and a phone. In the solo one,
every tap, mis-taps and double taps included, changes the board or says why not."""

from __future__ import annotations

import json
import random

from playwright.sync_api import Page

from web.lessons import tutorial_script as script

from ..helpers import cli
from .player import (
    after_paint,
    attr,
    legal,
    message,
    open_game,
    play_round,
    play_turn,
    press,
    record,
    resize,
    start_party,
    tap,
    tap_island,
    tap_line,
    wait_ready,
)

TABLET, PHONE = {"width": 1024, "height": 768}, {"width": 390, "height": 844}

REACHABLE = """node => {
  // Shown, inside the page's width, and what a tap on its middle reaches once scrolled to.
  node.scrollIntoView({block: 'center', inline: 'nearest'});
  const box = node.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return box.width >= 44 && box.height >= 44 && box.left >= 0 && box.right <= innerWidth
    && !!hit && node.contains(hit);
}"""


def next_game_from_the_end(page: Page, tap_at: dict, action: str = "button.primary") -> None:
    """On both sizes, the end screen offers one visible primary action, New game, a player can
    reach; tapped at ``tap_at``, it starts a new game whose start can be taken."""
    seed = page.text_content("[data-seed]")
    for size in (TABLET, PHONE):
        page.set_viewport_size(size)
        offered = page.locator(action).locator("visible=true")
        assert offered.count() == 1, size
        assert offered.first.get_attribute("data-action") == "new-game"
        assert offered.first.evaluate(REACHABLE), size
        assert page.evaluate("document.documentElement.scrollWidth") == size["width"]
    page.set_viewport_size(tap_at)
    tap(page, page.locator(action).locator("visible=true").first)
    after_paint(page)  # (its focus on the board may scroll a phone's page: then the start)
    assert attr(page, "html", "data-phase") == "setup"
    assert attr(page, "html", "data-kind") == "solo"
    assert page.text_content("[data-seed]") != seed
    press(page, "seed-start")
    assert attr(page, "html", "data-phase") == "play"
    assert attr(page, "[data-round]", "data-round") == "1"


def verified(page: Page) -> dict:
    code, verdict, _ = cli("verify", "-", stdin=json.dumps(record(page)))
    assert code == 0 and verdict["final"], verdict
    return verdict


def test_a_challenge_to_its_end_then_the_next_game(page, server):
    page.set_viewport_size(PHONE)
    open_game(page, server, "?seed=JCHAL1&side=B&mode=challenge")
    assert attr(page, "html", "data-asking-name") == "true"  # a new device: who is playing?
    assert page.locator("[data-name-deal]").inner_text() == "Challenge JCHAL1, side B"
    assert page.locator("[data-name-input]").get_attribute("aria-describedby") == "name-deal"
    page.fill("[data-name-input]", "Zoe")
    press(page, "give-name")
    assert attr(page, "html", "data-kind") == "challenge"
    press(page, "seed-start")
    rng = random.Random(12)
    for rnd in range(1, 18):
        if rnd == 9:
            page.set_viewport_size(TABLET)
        play_round(page, rng)
    assert attr(page, "html", "data-phase") == "end"
    # After the last round's Done by a pointer, focus goes to the end's summary once painted.
    page.wait_for_function("document.activeElement.hasAttribute('data-end-summary')")
    verified(page)
    assert "?result=" in page.input_value("[data-result-link]")
    next_game_from_the_end(page, TABLET)


def test_pass_and_play_for_two_to_the_end_then_the_next_game(page, server):
    """Names that would garble sentences or widen the page, the start's island shown as
    chosen, the hand-over cover taking focus (after a step and after a reload)."""
    page.set_viewport_size(PHONE)
    override, long = "\u202eAna", "W" * 40  # an unclosed right-to-left override; one long word
    start_party(page, server, "?seed=JPARTY&side=A", [override, long, "\u200b\u200b"])
    players = ["Ana", long]  # cleaned; the invisible one is no player
    assert page.locator("[data-players] button").count() == 2
    assert page.text_content("[data-prompt]") == (
        f"\u2068Ana\u2069, choose \u2068{long}\u2069's start: "
        "tap an island without a flag, then 3 or 4."
    )
    for chooser, player in ((0, 1), (1, 0)):
        island = legal(page, "island")[0]
        tap_island(page, int(island))
        assert attr(page, f'[data-island="{island}"]', "aria-pressed") == "true"
        press(page, "start-4")
        cover = page.locator("[data-handover]")
        assert cover.is_visible()
        assert page.evaluate("document.activeElement.dataset.action") == "take-turn"
        text = page.text_content("[data-handover-text]")
        assert text == f"Pass the device to \u2068{players[player]}\u2069."
        assert page.get_attribute("[data-handover]", "aria-labelledby") == "handover-text"
        described = page.evaluate(
            "document.getElementById(document.activeElement.getAttribute('aria-describedby'))"
            ".textContent"
        )
        assert described == text  # said with the button that has focus, wherever it is read
        assert page.evaluate("document.documentElement.scrollWidth") == PHONE["width"]
        if chooser == 0:  # a reload keeps the cover, and it takes focus again
            page.reload()
            wait_ready(page)
            assert cover.is_visible()
            assert page.evaluate("document.activeElement.dataset.action") == "take-turn"
        press(page, "take-turn")
    assert attr(page, "html", "data-phase") == "play"
    assert [p["name"] for p in record(page)["players"]] == players
    assert page.locator("[data-island][aria-pressed]").count() == 0
    rng = random.Random(13)
    for rnd in range(1, 18):
        if rnd == 9:
            page.set_viewport_size(TABLET)
        for seat in (0, 1):
            play_turn(page, rng)
            press(page, "confirm")
            if rnd == 17 and seat == 1:
                break
            assert page.evaluate("document.activeElement.dataset.action") == "take-turn"
            press(page, "take-turn")
    assert attr(page, "html", "data-phase") == "end"
    assert sorted(verified(page)["winners"]) == sorted(
        name for name in players if name in page.text_content("[data-end-summary]")
    )
    next_game_from_the_end(page, PHONE)


def test_the_guided_game_to_its_end_then_a_real_game(page, server):
    page.set_viewport_size(TABLET)
    open_game(page, server)
    page.keyboard.press("Tab")  # the skip link, a 44 px target like every other
    assert page.evaluate("document.activeElement.className") == "skip-link"
    assert page.evaluate("document.activeElement.getBoundingClientRect().height") >= 44
    press(page, "tutorial")
    for index, step in enumerate(script.STEPS[:-1]):
        if index == len(script.STEPS) // 2:
            resize(page, PHONE["width"], PHONE["height"])
        t = step.tap
        if t.kind == "island":
            tap_island(page, int(t.target))
        elif t.kind == "line":
            tap_line(page, str(t.target))
        else:
            press(page, str(t.target))
    # Its last step asks for a real game: the button it marks is the one to tap.
    assert script.STEPS[-1].tap.target == "new-game"
    next_game_from_the_end(page, TABLET, '[data-action][data-tutorial-target="true"]')


# -- every tap changes the board or says why not --------------------------------------------------

LOOK = """() => ({
  board: [...document.querySelectorAll('[data-island], [data-line]')].map(n =>
    [n.dataset.island || n.dataset.line, n.dataset.number, n.dataset.bridges,
     n.classList.contains('selected'), n.dataset.bridgeFrom || '']),
  round: document.querySelector('[data-round]').dataset.round,
  phase: document.documentElement.dataset.phase,
  cover: document.querySelector('[data-handover]').hidden,
  message: document.querySelector('[data-message]').textContent,
})"""


class Watcher:
    """Looks at the page around each tap: the board (with the start's choice and a two-tap
    bridge's first end) changed, or [data-message] says something new."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.seen = page.evaluate(LOOK)
        self.codes: list[str] = []

    def tap(self, do, expect: str | None = None) -> None:
        before = self.seen
        do()
        self.seen = after = self.page.evaluate(LOOK)
        code = message(self.page)[0]
        self.codes.append(code)
        changed = {k: after[k] != before[k] for k in ("board", "round", "phase", "cover")}
        said = after["message"].strip() != "" and after["message"] != before["message"]
        assert any(changed.values()) or said, (before["message"], after["message"])
        if expect is not None:
            assert code == expect and not any(changed.values()), (code, expect)

    def double(self, locator, expect_change: str) -> None:
        """A double tap (two clicks, the second at once): the first acts, the second is
        refused and said so."""
        before = self.seen
        locator.dblclick()
        self.seen = after = self.page.evaluate(LOOK)
        assert after[expect_change] != before[expect_change]
        assert message(self.page)[0] == "double_tap"
        self.codes.append("double_tap")


def test_a_solo_game_where_every_tap_changes_the_board_or_says_why_not_then_the_next(page, server):
    """The solo journey: mis-taps and double taps included, on a tablet then a phone; at
    its end, scored as the engine scores it (the whole game by taps)."""
    page.set_viewport_size(TABLET)
    open_game(page, server, "?seed=EVERYTAP&side=A")
    seen = Watcher(page)
    board = page.locator("svg[data-board]")
    flags = [
        int(n)
        for n in board.locator('[data-flag="red"], [data-flag="blue"]').evaluate_all(
            "ns => ns.map(n => n.dataset.island)"
        )
    ]
    seen.tap(lambda: tap_island(page, flags[0]), "bad_start")  # a flag takes no start
    # A double tap on the deal's start: the start, and nothing the second tap lands on (the
    # Hint button came near): refused and said so on a button, nothing on a blank spot.
    box = page.locator('[data-action="seed-start"]').bounding_box()
    page.mouse.dblclick(box["x"] + box["width"] / 2, box["y"] + box["height"] - 4)
    seen.seen = page.evaluate(LOOK)
    assert attr(page, "html", "data-phase") == "play"
    assert message(page)[0] in ("double_tap", "")
    assert page.locator('[data-hint="true"]').count() == 0
    start = record(page)["players"][0]["start"]["island"]
    rng = random.Random(5)
    for rnd in range(1, 18):
        assert attr(page, "[data-round]", "data-round") == str(rnd)
        if rnd == 9:
            page.set_viewport_size(PHONE)  # the same game on a phone
        numbers = {int(i) for i, n in island_numbers(page) if n}
        free_flags = [f for f in flags if f not in numbers and not bridged(page, f)]
        if rnd % 3 == 1 and legal(page, "island"):  # a taken island in the number step:
            # refused, and nothing offered: the next tap is the player's next try
            seen.tap(lambda: tap_island(page, start), "island_taken")
            assert attr(page, f'[data-island="{start}"]', "data-bridge-from") == ""
        if rnd % 3 == 2 and free_flags:  # a flag island without a bridge
            seen.tap(lambda flag=free_flags[0]: tap_island(page, flag), "flag_needs_bridge")
        closed = [ln for ln in all_lines(page) if ln not in legal(page, "line")]
        if rnd % 3 == 0 and closed:  # a line not legal now
            wrong = rng.choice(closed)
            seen.tap(lambda line=wrong: tap_line(page, line))
        islands = legal(page, "island")
        target = int(rng.choice(islands)) if islands else None
        if target is not None and rnd % 4 == 1:  # a double tap on the island: its number, once
            seen.double(page.locator(f'[data-island="{target}"] circle.hit'), "board")
        elif target is not None:
            seen.tap(lambda island=target: tap_island(page, island))
        count = int(attr(page, "[data-card]", "data-card-bridges"))
        drawn = 0
        for _ in range(count):
            lines = legal(page, "line")
            if not lines:
                break
            line = rng.choice(lines)
            ends = [int(e) for e in line.split("-")]
            marked = page.evaluate(FIRST_END) if drawn == 0 else ""
            if marked and int(marked) in ends:  # two taps: the first end, then its neighbour
                other = ends[1] if ends[0] == int(marked) else ends[0]
                seen.tap(lambda other=other: tap_island(page, other))
            else:
                seen.tap(lambda line=line: tap_line(page, line))
            drawn += 1
        if drawn not in (0, count):  # Done now breaks the card's count: refused, then undone
            seen.tap(lambda: press(page, "confirm"), "wrong_bridge_count")
            for _ in range(drawn):
                seen.tap(lambda: press(page, "undo"))
        if rnd % 4 == 2 and rnd < 17:  # a double tap on Done: one round, not two
            seen.double(page.locator('[data-action="confirm"]'), "round")
            assert attr(page, "[data-round]", "data-round") == str(rnd + 1)
        else:
            seen.tap(lambda: press(page, "confirm"))
    assert attr(page, "html", "data-phase") == "end"
    assert attr(page, "[data-round]", "data-round") == "end"
    seen.tap(lambda: tap_island(page, start), "game_over")
    # Scored as the engine scores it: the total, the score's rows, every card shown.
    assert len(record(page)["players"][0]["turns"]) == 17
    player = verified(page)["players"][0]
    assert attr(page, "[data-score-total]", "data-score-total") == str(player["total"])
    assert page.text_content("[data-score-total]") == str(player["total"])
    rows = page.text_content("[data-score-rows]")
    assert player["title"] in rows
    assert f"{player['finished']} \u00d7 2 = {player['island_points']}" in rows
    assert page.locator(".mini-card.hidden").count() == 1  # the hidden card, revealed
    assert page.locator(".mini-card.played").count() == 17
    assert {"island_taken", "flag_needs_bridge", "double_tap", "bad_start"} <= set(seen.codes)
    next_game_from_the_end(page, PHONE)


FIRST_END = "document.querySelector('[data-bridge-from]')?.dataset.island || ''"


def island_numbers(page: Page) -> list[tuple[str, str]]:
    return page.eval_on_selector_all(
        "[data-island]", "ns => ns.map(n => [n.dataset.island, n.dataset.number])"
    )


def all_lines(page: Page) -> list[str]:
    return page.eval_on_selector_all("[data-line]", "ns => ns.map(n => n.dataset.line)")


def bridged(page: Page, island: int) -> bool:
    return page.evaluate(
        """island => [...document.querySelectorAll('[data-line]')].some(n =>
            n.dataset.line.split('-').includes(String(island)) && n.dataset.bridges !== '0')""",
        island,
    )
