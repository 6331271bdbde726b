"""A position: what a player sees, and nothing more (no seed, no cards to come).

``{"side", "start", "turns", "cards", "level"}`` as in docs/interfaces.md
(``hint``). Reading checks the shape (``RecordError``, code ``bad_record``)
the way a record is checked; replaying the turns checks the rules
(``RuleError`` with player and round, as ``verify`` reports them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hashi_core import (
    DECK,
    ROUNDS,
    Card,
    Deal,
    Game,
    PlaceStart,
    Record,
    RecordError,
    Start,
    Turn,
    reading,
)

from .levels import DEFAULT_LEVEL, LEVELS

PLACEHOLDER_SEED = "POSITION"  # a record needs a seed; the deal used is scripted


def scripted_game(side: str, start: Start, draw: Sequence[Card]) -> Game:
    """A solo game on the 17 cards ``draw`` in order, set up with ``start``."""
    game = Game(Deal.scripted(side, draw, start))
    game.push(PlaceStart(start.island, start.value))
    return game


class Position:
    """A solo player's view of the game: side, start, turns so far, cards revealed so far."""

    __slots__ = ("side", "start", "turns", "cards", "level")

    def __init__(
        self,
        side: str,
        start: Start,
        turns: Sequence[Turn],
        cards: Sequence[Card],
        level: str = DEFAULT_LEVEL,
    ) -> None:
        self.side = side
        self.start = start
        self.turns = tuple(turns)
        self.cards = tuple(cards)
        self.level = level

    @property
    def unseen(self) -> list[Card]:
        """The cards not revealed yet (the hidden card is one of them)."""
        return [c for c in DECK if c not in self.cards]

    def game(self) -> Game:
        """A game replaying this position, its card in play next.

        The cards after the one in play are unseen ones in deck order: a filler
        that nothing may read (the player reasons about the unseen set only).
        Raises RuleError (player 0, with its round) when a turn breaks a rule,
        exactly as ``verify`` finds it.
        """
        filler = self.unseen[: ROUNDS - len(self.cards)]
        deal = Deal.scripted(self.side, [*self.cards, *filler], self.start)
        return self.record().replay(deal)

    def record(self) -> Record:
        """The turns so far as a solo record (its seed is a placeholder)."""
        return Record.solo(PLACEHOLDER_SEED, self.side, self.start, self.turns, "")

    def to_dict(self) -> dict[str, Any]:
        """The position as the ``hint`` command reads it."""
        return {
            "side": self.side,
            "start": self.start.to_dict(),
            "turns": [t.to_dict() for t in self.turns],
            "cards": [c.to_dict() for c in self.cards],
            "level": self.level,
        }

    @classmethod
    def of(cls, game: Game, level: str = DEFAULT_LEVEL, player: int = 0) -> Position:
        """What ``player`` of ``game`` sees now, between rounds (their draft is ignored)."""
        p = game.players[player]
        if p.start is None:
            raise ValueError("the player has no start yet")
        return cls(game.side, p.start, p.turns, game.seen(player), level)


def parse_position(data: object) -> Position:
    """Check the shape of ``data`` and read it as a Position (RecordError if unreadable).

    The rules are not checked here: :meth:`Position.game` replays the turns.
    """
    if not isinstance(data, dict):
        raise RecordError("not_object")
    level = data.get("level", DEFAULT_LEVEL)
    if level not in LEVELS:
        raise RecordError("field", field="level")
    cards_data = data.get("cards")
    if not isinstance(cards_data, list):
        raise RecordError("field", field="cards")
    cards = [Card.from_dict(c) for c in cards_data]
    if len(set(cards)) != len(cards):
        raise RecordError("field", field="cards")
    # The start and turns are read exactly as a record's are.
    side = reading.side(data.get("side"))
    start = Start.from_dict(data.get("start"), side)
    turns = [Turn.from_dict(t, side) for t in reading.field(data, "turns", list)]
    if len(cards) != len(turns) + 1 or len(cards) > ROUNDS:
        raise RecordError("field", field="cards")
    return Position(side, start, turns, cards, level)
