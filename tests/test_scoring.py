import random

import pytest

from hashi_core import to_record, verify
from hashi_core.scoring import TITLES, bonus_points, island_points, max_total, score_players, title
from hashi_texts import render

from .helpers import random_game
from .oracle import bonus_rounds

NONE = {"red": None, "blue": None, "chain": None}


def test_rulebook_example_sarah_scores_39():
    # Sarah: 15 finished islands, red flags and the chain after someone else.
    scores = score_players(
        ["Linus", "Sarah"],
        [10, 15],
        [{"red": 9, "blue": None, "chain": 6}, {"red": 11, "blue": None, "chain": 8}],
        "multi",
        final=True,
    )
    sarah = scores[1]
    assert sarah.island_points == 30
    assert sarah.bonuses == {"red": (11, 5), "blue": (None, 0), "chain": (8, 4)}
    assert sarah.total == 39
    assert scores[0].bonuses["chain"] == (6, 8) and scores[0].total == 20 + 9 + 8


def test_ties_share_the_high_value_and_later_players_get_the_low_one():
    scores = score_players(
        ["A", "B", "C"],
        [0, 0, 0],
        [{**NONE, "blue": 5}, {**NONE, "blue": 5}, {**NONE, "blue": 9}],
        "multi",
        final=False,
    )
    assert [s.bonuses["blue"][1] for s in scores] == [7, 7, 3]
    assert [s.total for s in scores] == [7, 7, 3]
    assert all(s.title is None for s in scores)


def test_island_points_count_only_at_the_end():
    live = score_players(["A"], [5], [NONE], "solo", final=False)[0]
    end = score_players(["A"], [5], [NONE], "solo", final=True)[0]
    assert (live.island_points, live.total) == (0, 0)
    assert (end.island_points, end.total) == (10, 10) == (island_points(5), island_points(5))


@pytest.mark.parametrize(
    ("bonus", "rnd", "points"),
    [
        ("blue", 7, 7),
        ("blue", 8, 3),
        ("red", 12, 9),
        ("red", 13, 5),
        ("chain", 12, 8),
        ("chain", 13, 4),
        ("chain", 1, 8),
        ("red", None, 0),
    ],
)
def test_solo_deadlines(bonus, rnd, points):
    assert bonus_points(bonus, rnd, "solo", rnd) == points


@pytest.mark.parametrize(
    ("total", "name"),
    [
        (0, "Minion"),
        (40, "Minion"),
        (41, "Dogsbody"),
        (42, "Dogsbody"),
        (43, "Bamboo binder"),
        (45, "Screw tightener"),
        (47, "Concrete pourer"),
        (49, "Project manager"),
        (50, "Project manager"),
        (51, "Master bridge builder"),
        (52, "Professional planner"),
        (53, "Professional planner"),
        (54, "Statics expert"),
        (56, "Ace architect"),
        (58, "Construction genius"),
        (59, "Construction genius"),
        (60, "Island god"),
    ],
)
def test_solo_titles(total, name):
    assert render(f"title.{title(total)}") == name


def test_bonus_rounds_in_real_games_match_an_independent_reading():
    rng = random.Random(7)
    seen = set()
    for i in range(150):
        game = random_game(f"SC{i}", "AB"[i % 2], rng)
        record = to_record(game)
        expected = bonus_rounds(record)[0]
        code, verdict = verify(record)
        assert code == 0
        player = verdict["players"][0]
        assert {b: player[b]["round"] for b in expected} == expected
        for bonus, rnd in expected.items():
            if rnd is not None:
                seen.add(bonus)
                assert player[bonus]["points"] == bonus_points(bonus, rnd, "solo", rnd)
        assert player["island_points"] == 2 * player["finished"]
        assert player["total"] == player["island_points"] + sum(
            player[b]["points"] for b in ("red", "blue", "chain")
        )
        assert player["title"] == title(player["total"])
    assert seen == {"red", "blue", "chain"}  # the sample really exercised every bonus


def test_multi_player_game_compares_rounds_across_players():
    rng = random.Random(11)
    for i in range(60):
        game = random_game(f"MP{i}", "A", rng, names=("Ana", "Ben", "Cy"))
        record = to_record(game)
        rounds = bonus_rounds(record)
        code, verdict = verify(record)
        assert code == 0 and verdict["final"]
        for bonus in ("red", "blue", "chain"):
            reached = [r[bonus] for r in rounds if r[bonus] is not None]
            for r, player in zip(rounds, verdict["players"], strict=True):
                want = 0 if r[bonus] is None else (9, 7, 8)[("red", "blue", "chain").index(bonus)]
                if r[bonus] is not None and r[bonus] > min(reached):
                    want = (5, 3, 4)[("red", "blue", "chain").index(bonus)]
                assert player[bonus]["points"] == want
        best = max(p["total"] for p in verdict["players"])
        assert verdict["winners"] == [p["name"] for p in verdict["players"] if p["total"] == best]


def test_the_highest_total_is_a_perfect_game_the_top_title_and_above_every_game():
    assert max_total() == TITLES[0][0]  # the rulebook's top title is the perfect game
    rng = random.Random(11)
    for i in range(20):
        game = random_game(f"MAX{i}", "AB"[i % 2], rng)
        assert game.scores()[0].total < max_total()
