"""Racing a friend's game (a ghost) by taps: after each of the player's rounds the friend's
board, scores and bonuses are their record replayed to that round, and nothing of a later
round is in the page (its DOM, its accessibility tree, its address); a reload and a lost
connection keep the race. Everything of the race in CPython: tests/test_web_ghost.py."""

from __future__ import annotations

import random
import re

from hashi_core import BONUSES, ROUNDS, Game, from_record, to_record
from hashi_core.share import decode_result, encode_result
from hashi_texts import render
from web.pictures.render import board_thumbnail

from ..helpers import random_game
from .player import attr, message, play_round, press, record, wait_ready
from .test_a11y import axe_violations

SEED = "GHOST1"
FRIEND = "Ana"
ROWS = {  # a bonus reached by both, by the player only, by the friend only
    (True, True): "ui.race_bonus_both",
    (True, False): "ui.race_bonus_mine",
    (False, True): "ui.race_bonus_theirs",
}
SAME_MARKUP = """([selector, markup]) => {
  const made = document.createElement("div");
  made.innerHTML = markup;
  return made.innerHTML === document.querySelector(selector).innerHTML;
}"""


def cut(data: dict, rounds: int) -> dict:
    """A one-player record after its first ``rounds`` rounds (no round in progress)."""
    player = {**data["players"][0], "turns": data["players"][0]["turns"][:rounds]}
    player.pop("draft", None)
    return {**data, "players": [player]}


def race_table(mine: dict, friend: dict, rounds: int) -> Game:
    """The player's and the friend's first ``rounds`` rounds, replayed as one table."""
    players = [cut(mine, rounds)["players"][0], cut(friend, rounds)["players"][0]]
    return from_record({**friend, "mode": "multi", "players": players})


def check_round(page, friend: dict, later: list[str], rounds: int) -> None:
    """The race after the player's ``rounds`` rounds, and nothing of the friend's later ones."""
    table = race_table(record(page), friend, rounds)
    assert len(table.players[1].turns) == rounds
    assert page.text_content("[data-race-heading]") == render(
        "ui.race_round", "en", name=FRIEND, round=rounds
    )
    assert page.evaluate(SAME_MARKUP, ["[data-race-board]", board_thumbnail(table, 1)])
    mine, theirs = table.scores()
    assert page.text_content("[data-race-scores]") == render(
        "ui.race_scores", "en", mine=mine.total, name=FRIEND, theirs=theirs.total
    )
    reached = [(b, mine.bonuses[b][0], theirs.bonuses[b][0]) for b in BONUSES]
    rows = [
        render(ROWS[(me is not None, them is not None)], "en", label=render(f"bonus.{b}", "en"),
               mine=me, name=FRIEND, theirs=them)
        for b, me, them in reached
        if me is not None or them is not None
    ]  # fmt: skip
    assert page.locator("[data-race-bonuses] li").all_text_contents() == rows
    # The friend's row in the standings: their rounds so far, no bonus of a later round.
    standings = page.eval_on_selector_all(
        "[data-standings] tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
    )
    (row,) = [r for r in standings if r[1] == FRIEND]
    assert row[3] == render("ui.standing_rounds_of", "en", count=rounds)
    # Nothing of a later round: in the markup, in the accessibility tree, in the address.
    html = page.content()
    tree = page.locator("body").aria_snapshot()
    assert render("ui.race_scores", "en", mine=mine.total, name=FRIEND, theirs=theirs.total) in tree
    for text in (html, tree):
        assert all(int(r) <= rounds for r in re.findall(r"\br(\d+):", text))  # standings' bonuses
        for shown in range(rounds + 1, ROUNDS + 1):
            assert render("ui.race_round", "en", name=FRIEND, round=shown) not in text
    assert not any(code in html or code in page.url for code in later[rounds + 1 :])
    assert "result=" not in page.url


def test_racing_a_friends_game_round_by_round_with_no_spoiler(page, server):
    game = random_game(SEED, "A", random.Random(12), (FRIEND, "x"), ROUNDS)
    code = encode_result(to_record(game), 0)
    friend = decode_result(code)
    later = [encode_result(cut(friend, n)) for n in range(ROUNDS + 1)]  # [n]: after round n
    page.goto(f"{server}?result={code}")
    wait_ready(page)
    assert message(page)[0] == "result_added"
    page.fill("[data-name-input]", "Zoe")
    press(page, "give-name")
    page.wait_for_selector('[data-action="race"]')
    page.click(f'[data-action="race"][data-friend="{FRIEND}"]')
    assert message(page)[0] == "race_started"
    assert page.text_content("[data-race-note]") == render("ui.race_waiting", "en", name=FRIEND)
    assert page.get_attribute("[data-race-ghost]", "hidden") is not None
    assert code not in page.url and code not in page.content()
    press(page, "seed-start")
    assert page.text_content("[data-race-heading]") == render("ui.race_start", "en", name=FRIEND)
    rng = random.Random(7)
    for rnd in range(1, 4):
        play_round(page, rng)
        check_round(page, friend, later, rnd)
    # A reload keeps the race (the save's own section), and shows the same.
    board = page.inner_html("[data-race-board]")
    page.reload()
    wait_ready(page)
    assert attr(page, f'[data-action="race"][data-friend="{FRIEND}"]', "aria-pressed") == "true"
    assert page.inner_html("[data-race-board]") == board
    check_round(page, friend, later, 3)
    # Beside the board on a tablet, below it on a phone: never wider than the screen, and
    # nothing axe finds wrong (in both sizes and colour schemes).
    # Where the friend's board is below the round's buttons (a phone, a tablet upright, a
    # phone sideways), the race is in one line by them, on screen without scrolling.
    line = render("ui.race_round", "en", name=FRIEND, round=3)
    for width, height in ((1024, 768), (390, 844), (768, 1024), (844, 390)):
        page.set_viewport_size({"width": width, "height": height})
        box = page.locator("[data-race-ghost]").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        page.evaluate("window.scrollTo(0, 0)")
        if box["y"] + box["height"] <= height:  # (the board in sight: no line)
            assert page.is_hidden("[data-race-line]"), (width, height)
            continue
        shown = page.locator("[data-race-line]").bounding_box()
        assert shown is not None and shown["y"] >= 0 and shown["y"] + shown["height"] <= height
        assert page.text_content("[data-race-line-heading]") == line
        assert page.text_content("[data-race-line-scores]") == page.text_content(
            "[data-race-scores]"
        )
        assert page.text_content("[data-race-line-note]") == page.text_content("[data-race-note]")
    page.set_viewport_size({"width": 1280, "height": 900})
    assert axe_violations(page) == []
    # Offline: the race goes on (nothing of it is fetched), is stopped and taken up again.
    context = page.context
    context.set_offline(True)
    try:
        play_round(page, rng)
        check_round(page, friend, later, 4)
        press(page, "stop-race")
        assert message(page)[0] == "race_stopped"
        page.wait_for_selector("[data-race-ghost]", state="hidden")
        page.click(f'[data-action="race"][data-friend="{FRIEND}"]')
        check_round(page, friend, later, 4)
    finally:
        context.set_offline(False)
    # A friend whose result stops before the player's round: the line by the buttons says so
    # too, on a phone (their board there is below the buttons).
    short = random_game(SEED, "A", random.Random(5), ("Bo", "x"), 2)
    page.fill("[data-result-input]", f"{server}?result={encode_result(to_record(short), 0)}")
    press(page, "add-result")
    page.click('[data-action="race"][data-friend="Bo"]')
    page.set_viewport_size({"width": 390, "height": 844})
    behind = render("ui.race_behind", "en", name="Bo", round=2)
    assert page.text_content("[data-race-note]") == behind
    assert page.text_content("[data-race-line-note]") == behind
    assert page.is_visible("[data-race-line]")
