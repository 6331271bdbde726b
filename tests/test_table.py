"""The table as a rule: who writes whose start, whose move it is, when a round is over."""

from __future__ import annotations

import random

import pytest

from hashi_core import EndTurn, Game, PlaceStart, Record, to_record
from hashi_core.playout import playout, random_start, random_turn
from hashi_core.table import (
    board_to_play,
    is_over,
    round_complete,
    setup_order,
    start_writer,
    table_round,
    to_act,
)


@pytest.mark.parametrize(
    ("count", "writers"), [(1, [0]), (2, [1, 0]), (3, [2, 0, 1]), (4, [3, 0, 1, 2])]
)
def test_the_board_goes_to_the_player_on_the_left(count, writers):
    assert [start_writer(count, seat) for seat in range(count)] == writers
    assert sorted(setup_order(count)) == list(range(count))
    with pytest.raises(ValueError):
        start_writer(count, count)


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_turn_order_round_the_table(count):
    mode = "solo" if count == 1 else "multi"
    game = Game("TABLE", "A", mode, [f"P{i}" for i in range(count)])
    rng = random.Random(count)
    seen = []
    while game.players[board := board_to_play(game)].start is None:
        seen.append((to_act(game), board))
        assert not round_complete(game, 0)
        random_start(game, rng, board)
    # Each player wrote the next player's start, beginning with seat 0 writing seat 1's.
    assert seen == [(seat, (seat + 1) % count) for seat in range(count)]
    assert round_complete(game, 0) and table_round(game) == 1
    for rnd in range(1, 18):
        order = []
        for _ in range(count):
            seat = to_act(game)
            assert seat == board_to_play(game)
            order.append(seat)
            assert not round_complete(game, rnd)
            random_turn(game, rng, seat)
        assert order == list(range(count))
        assert round_complete(game, rnd) and table_round(game) == rnd + 1
    assert to_act(game) is None and board_to_play(game) is None and game.final


def test_a_player_ahead_waits_for_the_table():
    game = Game("AHEAD", "A", "multi", ["Ana", "Ben"])
    game.push(PlaceStart(12, 3), 1)
    game.push(PlaceStart(12, 4), 0)
    game.push(EndTurn(), 1)
    assert to_act(game) == 0  # Ben has played round 1; Ana has not
    game.push(EndTurn(), 0)
    assert to_act(game) == 0 and table_round(game) == 2


# -- playouts ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 4])
def test_playouts_are_legal_and_reproducible(players):
    from hashi_core import to_record, verify

    def one(seed: int) -> dict:
        rng = random.Random(seed)
        mode = "solo" if players == 1 else "multi"
        game = playout(Game("PLAY", "B", mode, [f"P{i}" for i in range(players)]), rng)
        assert game.final
        return to_record(game)

    records = [one(seed) for seed in range(6)]
    assert all(verify(r)[0] == 0 for r in records)
    assert one(3) == records[3]
    assert len({str(r) for r in records}) == len(records)  # seeds give different games


def test_a_playout_can_stop_after_some_rounds():
    game = playout(Game("SOME", "A", "multi", ["A", "B"]), random.Random(1), rounds=5)
    assert [p.round for p in game.players] == [6, 6]


# -- the table of a record -------------------------------------------------------------------


def test_a_record_is_where_its_game_is_at_every_step():
    """Rounds, whose move it is and the end, read from a record as from the game it saves."""
    game = Game("RECTABLE", "B", "multi", ["Ana", "Ben", "Cy"])
    rng = random.Random(7)
    steps = 0
    while True:
        record = Record.from_dict(to_record(game), in_setup=True)
        assert table_round(record) == table_round(game)
        assert board_to_play(record) == board_to_play(game) and to_act(record) == to_act(game)
        assert record.final == game.final == is_over(record)
        assert [(p.round, p.done) for p in record.players] == [
            (p.round, p.done) for p in game.players
        ]
        seat = board_to_play(game)
        if seat is None:
            break
        if game.players[seat].start is None:
            random_start(game, rng, seat)
        else:
            random_turn(game, rng, seat)
        steps += 1
    assert steps == 3 + 3 * 17 and table_round(record) == 18 and record.final
