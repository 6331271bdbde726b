"""Keyboard play on the board: arrows by position, Shift+arrow picks a line, drags join islands."""

from __future__ import annotations

import pytest

from hashi_core import get_board
from web.ui.keyboard import (
    ARROWS,
    FocusOrder,
    KeyAction,
    ScreenFocus,
    focus_after,
    focus_plan,
    key_action,
    line_between,
    line_toward,
    neighbour,
    reveal_after_tap,
    screen_focus,
)


@pytest.mark.parametrize("side", ["A", "B"])
def test_arrows_reach_every_island_from_any_island(side):
    board = get_board(side)
    for island in board.islands:
        seen, todo = {island.id}, [island.id]
        while todo:
            here = todo.pop()
            for key in ARROWS:
                found = neighbour(board, here, key)
                if found is not None and found not in seen:
                    seen.add(found)
                    todo.append(found)
        assert seen == {i.id for i in board.islands}


@pytest.mark.parametrize("side", ["A", "B"])
def test_an_arrow_moves_the_right_way_to_the_nearest_island_in_line(side):
    board = get_board(side)
    for island in board.islands:
        for key, (dx, dy) in ARROWS.items():
            found = neighbour(board, island.id, key)
            ahead = [o for o in board.islands if (o.x - island.x) * dx + (o.y - island.y) * dy > 0]
            if not ahead:
                assert found is None
                continue
            other = board.island(found)
            assert (other.x - island.x) * dx + (other.y - island.y) * dy > 0
            straight = [o for o in ahead if (o.x - island.x) * dy == (o.y - island.y) * dx]
            near = [o for o in straight if abs(o.x - island.x) + abs(o.y - island.y) == 2]
            if near:  # the next island in the same row or column, two squares on
                assert found == near[0].id


@pytest.mark.parametrize("side", ["A", "B"])
def test_shift_arrow_picks_each_line_of_an_island_by_its_direction(side):
    board = get_board(side)
    for island in board.islands:
        picked = {line_toward(board, island.id, key) for key in ARROWS} - {None}
        assert picked == set(board.lines_of[island.id])
        for key in ARROWS:
            line = line_toward(board, island.id, key)
            action = key_action(board, "island", str(island.id), key, shift=True)
            assert action == (KeyAction("line", line) if line else None)


def test_enter_and_space_act_and_other_keys_do_nothing():
    board = get_board("A")
    assert key_action(board, "island", "1", "Enter") == KeyAction("act")
    assert key_action(board, "line", "1-2", " ") == KeyAction("act")
    assert key_action(board, "island", "1", "a") is None
    assert key_action(board, "island", "1", "Tab") is None


def test_a_key_held_down_only_moves():
    """Enter held on Done repeats onto the island focus went to: a repeat never taps, nor
    draws a second bridge; arrows held still move."""
    board = get_board("A")
    assert key_action(board, "island", "1", "Enter", repeat=True) is None
    assert key_action(board, "line", "1-2", " ", repeat=True) is None
    assert key_action(board, "island", "1", "ArrowRight", shift=True, repeat=True) is None
    moved = key_action(board, "island", "1", "ArrowRight", repeat=True)
    assert moved == key_action(board, "island", "1", "ArrowRight") and moved is not None


def test_an_arrow_on_a_line_goes_to_its_end_that_way():
    board = get_board("A")
    line = board.lines["1-2"]
    a, b = board.island(line.a), board.island(line.b)
    along = "ArrowRight" if a.y == b.y else "ArrowDown"
    back = "ArrowLeft" if a.y == b.y else "ArrowUp"
    assert key_action(board, "line", "1-2", along) == KeyAction("focus", str(b.id))
    assert key_action(board, "line", "1-2", back) == KeyAction("focus", str(a.id))


@pytest.mark.parametrize("side", ["A", "B"])
def test_a_drag_between_two_islands_is_their_line_either_way(side):
    board = get_board(side)
    for line in board.lines.values():
        assert line_between(board, line.a, line.b) == line.id
        assert line_between(board, line.b, line.a) == line.id
    joined = {(ln.a, ln.b) for ln in board.lines.values()}
    ids = [i.id for i in board.islands]
    loose = next((a, b) for a in ids for b in ids if a < b and (a, b) not in joined)
    assert line_between(board, *loose) is None
    assert all(line_between(board, i.id, i.id) is None for i in board.islands)  # no line to itself


def test_focus_never_falls_to_the_page_after_a_button_hides():
    assert focus_after("confirm", "play", handover=True) == '[data-action="take-turn"]'
    assert focus_after("confirm", "end", handover=False) == "[data-end-summary]"
    for action in ("analysis-prev", "analysis-next"):  # pressed again and again: focus stays
        assert focus_after(action, "end", handover=False) == ""
    # The guided game's step asks for a button next: focus goes to it (a phone scrolls to it).
    assert focus_after("confirm", "play", handover=False, guided=True) == "@guided"
    assert focus_after("tutorial", "setup", handover=False, guided=True) == "[data-tutorial-step]"
    for action in ("seed-start", "start-3", "start-4", "confirm", "take-turn"):
        assert focus_after(action, "play", handover=False) == "@board"
    # A game begun, whichever way: its board (the button is far below it on a phone upright).
    for action in ("new-game", "start-party", "start-challenge", "daily", "play-seed"):
        assert focus_after(action, "setup", handover=False) == "@board"
    assert focus_after("undo", "play", handover=False) == ""
    # The guided game's button is low on a phone: its first step comes into view, focused.
    assert focus_after("tutorial", "setup", handover=False) == "[data-tutorial-step]"


def test_a_tap_on_the_board_brings_the_guided_steps_button_into_view_when_it_asks_for_one():
    assert reveal_after_tap(guided=True) == "@guided"
    assert reveal_after_tap(guided=False) == ""


def test_focus_after_a_pointers_tap_waits_for_the_paint_and_a_lost_focus_finds_the_board():
    """When focus moves, as well as where (``focus_plan``): after a pointer's tap the board,
    the guided step's button and the end's summary are focused once the step is painted;
    a key's press moves focus at once; a button that names no place sends focus that fell
    to the page to the board, on the game only; a screen's heading takes it only if lost."""
    for pointer in (True, False):
        assert focus_plan("confirm", "play", False, pointer=pointer) == FocusOrder(
            "@board", after_paint=pointer
        )
        # The end's summary scrolled to (WebKit's focus may not scroll: on a phone held
        # sideways a challenge's race panel above it kept it below the screen).
        assert focus_plan("confirm", "end", False, pointer=pointer) == FocusOrder(
            "[data-end-summary]", after_paint=pointer, reveal="[data-end-summary]"
        )
        assert focus_plan("confirm", "play", False, guided=True, pointer=pointer) == FocusOrder(
            "@guided", after_paint=pointer
        )
        assert focus_plan("undo", "play", False, pointer=pointer) == FocusOrder(
            "@board", if_lost=True, after_paint=pointer
        )
        # The cover's button and the guided step: at once, whatever pressed it.
        assert focus_plan("confirm", "play", True, pointer=pointer) == FocusOrder(
            '[data-action="take-turn"]'
        )
        assert focus_plan("tutorial", "setup", False, pointer=pointer) == FocusOrder(
            "[data-tutorial-step]"
        )
        # Its step read, and the button the step asks for brought into view (a phone upright).
        assert focus_plan("tutorial", "setup", False, guided=True, pointer=pointer) == FocusOrder(
            "[data-tutorial-step]", reveal="@guided"
        )
        assert focus_plan("share", "play", False, "history", pointer=pointer) == FocusOrder(
            "@screen", if_lost=True
        )
        # A screen's own buttons move focus themselves; the hindsight's steps keep it.
        assert focus_plan("open-history", "play", False, "history", pointer=pointer) is None
        assert focus_plan("close-screen", "play", False, "history", pointer=pointer) is None
        assert focus_plan("analysis-next", "end", False, pointer=pointer) == FocusOrder(
            "@board", if_lost=True, after_paint=pointer
        )


def test_a_challenge_that_asks_the_players_name_focuses_its_field_with_the_question_shown():
    """(On a phone it opens above the screen, over the board: nothing seemed to happen.)"""
    for action in ("daily", "start-challenge", "side"):
        for pointer in (True, False):
            assert focus_plan(
                action, "setup", False, pointer=pointer, asking_name=True
            ) == FocusOrder("[data-name-input]", after_paint=pointer, reveal="[data-name-prompt]")
    # A name refused: focus stays in the field (only lost focus goes to the board).
    assert focus_plan("give-name", "setup", False, asking_name=True) == FocusOrder(
        "@board", if_lost=True
    )
    assert focus_plan("daily", "setup", False) == FocusOrder("@board")
    assert focus_plan("share", "setup", False, "history", asking_name=True) == FocusOrder(
        "@screen", if_lost=True
    )


def test_show_older_games_sends_focus_to_the_first_game_it_listed():
    """The history's "Show older games": focus on the first newly listed game (the button is
    pushed far below it, or hidden), for the next Tab; at once, whatever pressed it."""
    for listed, first in ((60, 31), (90, 61)):
        for pointer in (True, False):
            order = focus_plan(
                "more-games", "play", False, "history", pointer=pointer, listed=listed
            )
            assert order == FocusOrder(f"[data-replay-list] > li:nth-child({first}) > button")


def test_focus_goes_into_a_screen_and_back_where_it_was_opened():
    """Into a screen: its heading (a replay's without a scroll of its own, keeping the
    history's row it came from); back on the history from that replay: the row, if still
    listed; back on the game: the button that opened the screens."""
    assert screen_focus("history", "game", False) == ScreenFocus("#history-title")
    assert screen_focus("replay", "history", True) == ScreenFocus(
        "#replay-title", stay=True, keep_row=True
    )
    assert screen_focus("history", "replay", True) == ScreenFocus("@row")
    assert screen_focus("history", "replay", False) == ScreenFocus("#history-title")
    assert screen_focus("game", "replay", True) == ScreenFocus("@opener")
    assert screen_focus("game", "history", False) == ScreenFocus("@opener")
