"""The table as a rule: who writes whose start, whose move it is, when a round is over.

Players sit in seat order 0..n-1. In the setup each player writes the start
on the board of the player on their left (the next seat), starting with
seat 0 writing seat 1's; the last writes seat 0's. Then every round each
player plays in seat order. Alone, a player writes their own start.
"""

from __future__ import annotations

from .deal import ROUNDS
from .game import Game


def start_writer(count: int, seat: int) -> int:
    """The seat that writes ``seat``'s start at a table of ``count``."""
    if not 0 <= seat < count:
        raise ValueError(f"no seat {seat} at a table of {count}")
    return (seat - 1) % count


def setup_order(count: int) -> list[int]:
    """The boards in the order their starts are written."""
    return [(seat + 1) % count for seat in range(count)]


def board_to_play(game: Game) -> int | None:
    """The board that takes the next move at a shared table; None once the game is over."""
    players = game.players
    for seat in setup_order(len(players)):
        if players[seat].start is None:
            return seat
    waiting = [i for i, p in enumerate(players) if len(p.turns) < ROUNDS]
    return min(waiting, key=lambda i: (len(players[i].turns), i)) if waiting else None


def to_act(game: Game) -> int | None:
    """The seat whose player acts now: the writer during the setup, else the board's owner."""
    board = board_to_play(game)
    if board is None:
        return None
    if game.players[board].start is None:
        return start_writer(len(game.players), board)
    return board


def table_round(game: Game) -> int:
    """The round the table is in: 0 during the setup, 1-17, 18 once every card is played."""
    return min(p.round for p in game.players)


def round_complete(game: Game, rnd: int) -> bool:
    """Whether every player has finished round ``rnd`` (0: every start is written)."""
    return all(p.round > rnd for p in game.players)
