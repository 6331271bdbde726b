"""Live bonus outlook ("worth N now"), places with ties, and name cleaning: the engine's own."""

from __future__ import annotations

import pytest

from hashi_core import EndTurn, Game, PlaceStart, WriteNumber
from hashi_core.record import clean_name, distinct_names, tell_apart
from hashi_core.scoring import places, progress, worth_now

from .helpers import bridge, game_with


@pytest.mark.parametrize(
    ("bonus", "rnd", "mode", "first", "points"),
    [
        ("blue", 7, "solo", None, 7),
        ("blue", 8, "solo", None, 3),
        ("red", 12, "solo", None, 9),
        ("red", 13, "solo", None, 5),
        ("chain", 12, "solo", None, 8),
        ("chain", 13, "solo", None, 4),
        ("red", 5, "multi", None, 9),  # nobody yet: the high value
        ("red", 5, "multi", 5, 9),  # reached this round by another: a tie keeps it high
        ("red", 6, "multi", 5, 5),  # reached earlier by another: the low value
        ("blue", 9, "multi", 3, 3),
        ("chain", 2, "multi", 1, 4),
    ],
)
def test_worth_now(bonus, rnd, mode, first, points):
    assert worth_now(bonus, rnd, mode, first) == points


def test_outlook_of_a_solo_game_follows_the_deadlines():
    game = game_with((5, 3))
    outlook = game.outlook()
    assert [outlook[b].bonus for b in ("red", "blue", "chain")] == ["red", "blue", "chain"]
    assert (outlook["blue"].worth, outlook["blue"].deadline, outlook["blue"].low) == (7, 7, 3)
    assert (outlook["red"].worth, outlook["red"].deadline, outlook["red"].low) == (9, 12, 5)
    assert (outlook["red"].done, outlook["red"].need) == (0, 4)
    assert (outlook["chain"].done, outlook["chain"].need) == (0, 6)
    assert all(o.reached is None and o.points == 0 and o.preview == 0 for o in outlook.values())
    assert outlook["blue"].in_time and outlook["red"].in_time
    for _ in range(6):
        game.push(EndTurn())
    assert game.round() == 7 and game.outlook()["blue"].in_time
    for _ in range(2):
        game.push(EndTurn())
    assert game.outlook()["blue"].worth == 3 and game.outlook()["red"].worth == 9
    assert not game.outlook()["blue"].in_time and game.outlook()["red"].in_time


def test_outlook_previews_a_bonus_reached_by_this_rounds_draft():
    # Island 13 holds 4 after the start; a 1 on 12 and one bridge finish 12 (a single island).
    game = game_with((1, 1))
    game.push(WriteNumber(12))
    game.push(bridge("12-13"))
    assert progress(game.players[0].sheet)["chain"] == (1, 6)
    outlook = game.outlook()
    assert outlook["chain"].done == 1 and outlook["chain"].preview == 0


def test_outlook_in_multi_says_who_reached_a_bonus_first():
    game = Game("OUTLOOK", "A", "multi", ["Ana", "Ben"])
    game.push(PlaceStart(12, 3), 0)
    game.push(PlaceStart(12, 4), 1)
    game.players[1].achieved["blue"] = 1  # as if Ben reached it in round 1
    mine = game.outlook(0)["blue"]
    assert (mine.first, mine.first_by, mine.deadline, mine.in_time) == (1, (1,), None, False)
    assert mine.worth == 7  # Ana is still in round 1: a tie would keep the high value
    game.push(EndTurn(), 0)
    assert game.outlook(0)["blue"].worth == 3


@pytest.mark.parametrize(
    ("totals", "expected"),
    [([50, 40, 30], [1, 2, 3]), ([40, 50, 40], [2, 1, 2]), ([7, 7, 7], [1, 1, 1]), ([], [])],
)
def test_places_share_a_place_on_equal_totals(totals, expected):
    assert places(totals) == expected


def test_names_are_cleaned_and_told_apart():
    assert clean_name("  Ana   Maria \n") == "Ana Maria"
    assert len(clean_name("x" * 99)) == 40
    assert distinct_names(["Ana", " ", "Ana", "ana", "Ana"]) == ["Ana", "Ana (2)", "ana", "Ana (3)"]
    assert distinct_names([]) == []
    assert tell_apart("Ben", {"Ben", "Ben (2)"}) == "Ben (3)"
    assert len(tell_apart("y" * 40, {"y" * 40})) <= 40
