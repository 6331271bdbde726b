"""The table as a rule: who writes whose start, whose move it is, when a round is over.

Players sit in seat order 0..n-1. In the setup each player writes the start
on the board of the player on their left (the next seat), starting with
seat 0 writing seat 1's; the last writes seat 0's. Then every round each
player plays in seat order. Alone, a player writes their own start.

These answers hold for a game in play and for a record alike: both are a
:class:`Table` of :class:`Seat` (a start and committed turns).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .deal import ROUNDS, Start
from .moves import Turn


class Seat:
    """Where one player is in the game, from their start and their committed turns.

    Mixed into a game's :class:`~hashi_core.game.Player` and a record's
    player, so that both count rounds by this one rule.
    """

    __slots__ = ()
    start: Start | None
    turns: Sequence[Turn]

    @property
    def round(self) -> int:
        """0 during setup, then 1-17; 18 once all cards are played."""
        return 0 if self.start is None else len(self.turns) + 1

    @property
    def done(self) -> bool:
        """Whether the player has played every card."""
        return len(self.turns) >= ROUNDS


class Table(Protocol):
    """A game or a record: its players in seat order."""

    @property
    def players(self) -> Sequence[Seat]: ...


def start_writer(count: int, seat: int) -> int:
    """The seat that writes ``seat``'s start at a table of ``count``."""
    if not 0 <= seat < count:
        raise ValueError(f"no seat {seat} at a table of {count}")
    return (seat - 1) % count


def setup_order(count: int) -> list[int]:
    """The boards in the order their starts are written."""
    return [(seat + 1) % count for seat in range(count)]


def board_to_play(table: Table) -> int | None:
    """The board that takes the next move at a shared table; None once the game is over."""
    players = table.players
    for seat in setup_order(len(players)):
        if players[seat].start is None:
            return seat
    waiting = [i for i, p in enumerate(players) if not p.done]
    return min(waiting, key=lambda i: (len(players[i].turns), i)) if waiting else None


def to_act(table: Table) -> int | None:
    """The seat whose player acts now: the writer during the setup, else the board's owner."""
    board = board_to_play(table)
    if board is None:
        return None
    if table.players[board].start is None:
        return start_writer(len(table.players), board)
    return board


def table_round(table: Table) -> int:
    """The round the table is in: 0 during the setup, 1-17, 18 once every card is played."""
    return min(p.round for p in table.players)


def round_complete(table: Table, rnd: int) -> bool:
    """Whether every player has finished round ``rnd`` (0: every start is written)."""
    return all(p.round > rnd for p in table.players)


def is_over(table: Table) -> bool:
    """Whether every player has played every card (island points count from then on)."""
    return all(p.done for p in table.players)
