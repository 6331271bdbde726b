"""Random legal play, seeded and reproducible: for tests, benchmarks and computer players.

The player is a little keen rather than uniform (numbers on flags, bridges
towards islands close to finishing), so playouts reach bonuses and finished
islands as real games do. Only the public move API is used: every move is
one that :meth:`Game.legal_moves` offers.
"""

from __future__ import annotations

import random

from .game import Game
from .moves import DrawBridge, EndTurn, PlaceStart, WriteNumber
from .table import board_to_play

NOT_YET = 9  # an island without a number can take many more bridges


def random_start(game: Game, rng: random.Random, player: int = 0) -> None:
    starts = [m for m in game.legal_moves(player) if isinstance(m, PlaceStart)]
    game.push(rng.choice(starts), player)


def random_turn(game: Game, rng: random.Random, player: int = 0, skip: float = 0.15) -> None:
    """Play one whole legal round for ``player`` (who has a start) at random."""
    board = game.board
    if rng.random() > skip and (islands := game.legal_islands(player)):
        flagged = [i for i in islands if board.island(i).flag]
        pool = flagged if flagged and rng.random() < 0.6 else islands
        game.push(WriteNumber(rng.choice(pool)), player)
    card = game.card(player)
    assert card is not None, "random_turn needs a round in progress"
    p = game.players[player]
    if rng.random() > skip:
        sheet = p.sheet
        for _ in range(card.bridges):
            lines = game.legal_lines(player)
            if not lines:
                break
            keen = [
                lid
                for lid in lines
                if min(
                    sheet.numbers.get(i, NOT_YET) - sheet.degree[i] for i in board.lines[lid].ends
                )
                <= 2
            ]
            lid = rng.choice(keen if keen and rng.random() < 0.7 else lines)
            line = board.lines[lid]
            game.push(DrawBridge(line.a, line.b), player)
        while 0 < len(p.draft_bridges) < card.bridges:
            game.undo(player)  # no complete set of bridges: draw none
    game.push(EndTurn(), player)


def playout(game: Game, rng: random.Random, rounds: int | None = None) -> Game:
    """Play every player at random in table order, to the end or for ``rounds`` more rounds.

    A round in progress is played again from its start; returns ``game`` (changed).
    """
    target = None if rounds is None else max(1, min(p.round for p in game.players)) + rounds
    while (seat := board_to_play(game)) is not None:
        p = game.players[seat]
        if p.start is None:
            random_start(game, rng, seat)
            continue
        if target is not None and p.round >= target:
            break
        while p.draft:
            game.undo(seat)
        random_turn(game, rng, seat)
    return game
