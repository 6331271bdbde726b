"""What a screen reader hears: the board's shape on request, and one sentence per step."""

from __future__ import annotations

import pytest

from hashi_core import DrawBridge, EndTurn, Game, PlaceStart, WriteNumber, get_board
from hashi_core.playout import playout
from web.ui.describe import announcement, describe_board, summary


@pytest.mark.parametrize("side", ["A", "B"])
def test_the_description_names_every_island_once_row_by_row_and_every_crossing(side):
    board = get_board(side)
    said = describe_board(board)
    rows = [s for s in said if s.startswith("Row ")]
    assert len(rows) == len({i.y for i in board.islands})
    named = [
        n.split(" (")[0]
        for row in rows
        for n in row.split(": ", 1)[1]
        .rstrip(".")
        .replace("islands ", "")
        .replace("island ", "")
        .split(", ")
    ]
    assert sorted(map(int, named)) == sorted(i.id for i in board.islands)
    assert f"{len(board.lines)} lines." in said
    crossings = " ".join(said)
    for line in board.lines.values():
        for other in line.crosses:
            assert f"{min(line.id, other)} with {max(line.id, other)}" in crossings
    flagged = [i for i in board.islands if i.flag]
    assert crossings.count("flag)") == len(flagged)


def test_each_step_is_announced_once_and_briefly():
    game = Game("SAYIT")
    start = game.deal.start
    before = summary(game, 0)
    assert announcement(before, game, 0, chosen=start.island) == (
        f"Island {start.island} chosen for the start: now choose 3 or 4."
    )
    before = summary(game, 0, chosen=start.island)
    game.push(PlaceStart(start.island, start.value))
    card = game.card(0)
    said = announcement(before, game, 0)
    assert f"Start: {start.value} on island {start.island}." in said
    assert f"Round 1: card {card.number} with" in said
    assert announcement(summary(game, 0), game, 0) == ""  # nothing new: silence
    before = summary(game, 0)
    move = next(m for m in game.legal_moves() if isinstance(m, WriteNumber))
    game.push(move)
    assert announcement(before, game, 0) == f"Wrote {card.number} on island {move.island}."
    bridge = next((m for m in game.legal_moves() if isinstance(m, DrawBridge)), None)
    if bridge is not None:
        before = summary(game, 0)
        game.push(bridge)
        assert announcement(before, game, 0) == (
            f"Bridge from island {bridge.a} to island {bridge.b}: 1 bridge."
        )
    before = summary(game, 0)
    game.undo()
    assert announcement(before, game, 0) == ""  # (its message says it: heard once)


def test_the_end_is_announced_with_the_total():
    import random

    game = Game("SAYEND")
    start = game.deal.start
    game.push(PlaceStart(start.island, start.value))
    while game.round(0) < 17:
        before = summary(game, 0)
        game.push(EndTurn())
        assert announcement(before, game, 0).startswith(f"Round {game.round(0)}: card ")
    before = summary(game, 0)
    playout(game, random.Random(1))
    assert announcement(before, game, 0) == f"Game over. Total {game.scores()[0].total}."
    # The next game's setup: no card yet, and nothing is over (it said "Game over" again).
    ended = summary(game, 0)
    assert announcement(ended, Game("SAYNEXT"), 0) == ""


def test_another_players_board_is_not_announced_as_a_step():
    game = Game("SAYTWO", mode="multi", names=("Ana", "Ben"))
    assert announcement(summary(game, 0), game, 1) == ""


def test_a_start_written_as_the_device_moves_on_is_announced_and_nothing_more():
    """A table's setup: the start written on one board, then the next player's board on
    screen (Q48: the first start of a table was never said). A round's *Done* handing the
    device on says nothing of the board left: its next card would be told to the next."""
    game = Game("SAYTWO", mode="multi", names=("Ana", "Ben"))
    before = summary(game, 0)
    game.push(PlaceStart(4, 3), 0)
    assert announcement(before, game, 1) == "Start: 3 on island 4."
    game.push(PlaceStart(4, 4), 1)
    before = summary(game, 0)
    game.push(EndTurn(), 0)  # Ana's round done; the device goes to Ben
    assert announcement(before, game, 1) == ""
    # A New game of one player after a table's (the board said last was Ben's): nothing.
    assert announcement(summary(game, 1), Game("SAYONE"), 0) == ""
