"""Moves are small immutable values with a text form that parses back; a turn is a round's moves.

``str(move)`` gives ``"start 7=4"``, ``"number 12"``, ``"bridge 7-12"`` or
``"end"``; :meth:`Move.parse` reads it back (the form worker messages and
test logs use). The game validates and applies moves; a move knows nothing of
the rules. A :class:`Turn` and a round's steps also have a data form, the
record's (``to_dict``/``from_dict``).
"""

from __future__ import annotations

import re
from typing import Any

from . import reading
from .board import line_id
from .errors import MoveParseError, RecordError
from .values import Value

_FORMS = re.compile(r"start (\d{1,2})=(\d)|number (\d{1,2})|bridge (\d{1,2})-(\d{1,2})|end")


class Move(Value):
    """Base of every move."""

    __slots__ = ()

    @staticmethod
    def parse(text: str) -> Move:
        """The move whose text form is ``text``; raises MoveParseError otherwise."""
        match = _FORMS.fullmatch(text.strip()) if isinstance(text, str) else None
        if match is None:
            raise MoveParseError(str(text))
        start, value, number, a, b = match.groups()
        if start is not None:
            return PlaceStart(int(start), int(value))
        if number is not None:
            return WriteNumber(int(number))
        if a is not None:
            return DrawBridge(int(a), int(b))
        return EndTurn()


class PlaceStart(Move):
    """Setup: the 3 or 4 written on a plain island before round 1."""

    __slots__ = ("island", "value")

    island: int
    value: int

    def __str__(self) -> str:
        return f"start {self.island}={self.value}"


class WriteNumber(Move):
    """Action a: the card's number on an island."""

    __slots__ = ("island",)

    island: int

    def __str__(self) -> str:
        return f"number {self.island}"

    def to_dict(self) -> dict[str, int]:
        """The step as a record's draft holds it."""
        return {"number": self.island}


class DrawBridge(Move):
    """Action b: one bridge; a card's bridges are drawn one move at a time.

    A record may name a bridge's islands in either order; the move keeps
    them smaller first, so equal bridges are equal moves.
    """

    __slots__ = ("a", "b")

    a: int
    b: int

    def __init__(self, a: int, b: int) -> None:
        if a > b:
            a, b = b, a
        object.__setattr__(self, "a", a)
        object.__setattr__(self, "b", b)

    @property
    def line(self) -> str:
        return line_id(self.a, self.b)

    def __str__(self) -> str:
        return f"bridge {self.line}"

    def to_dict(self) -> dict[str, list[int]]:
        """The step as a record's draft holds it."""
        return {"bridge": [self.a, self.b]}


class EndTurn(Move):
    """The player is done with this round (both actions, or what they skipped)."""

    __slots__ = ()

    def __str__(self) -> str:
        return "end"


Step = WriteNumber | DrawBridge
"""A step of a round in progress (what a player's draft holds)."""


def step_from_dict(data: object, side: str) -> Step:
    """A draft's step, ``{"number": island}`` or ``{"bridge": [a, b]}``, on ``side``'s board."""
    if isinstance(data, dict) and set(data) == {"number"}:
        return WriteNumber(reading.island(data["number"], side, "draft"))
    if isinstance(data, dict) and set(data) == {"bridge"}:
        return DrawBridge(*reading.pair(data["bridge"], side))
    raise RecordError("field", field="draft")


class Turn(Value):
    """A committed round: the island numbered (or None) and the bridges drawn."""

    __slots__ = ("number", "bridges")

    number: int | None
    bridges: tuple[tuple[int, int], ...]

    def moves(self) -> list[Move]:
        """The moves that play this turn, in order, ``EndTurn`` last."""
        out: list[Move] = [] if self.number is None else [WriteNumber(self.number)]
        out += [DrawBridge(a, b) for a, b in self.bridges]
        out.append(EndTurn())
        return out

    def to_dict(self) -> dict[str, Any]:
        """The record's form: ``{"number": island | None, "bridges": [[a, b], ...]}``."""
        return {"number": self.number, "bridges": [list(pair) for pair in self.bridges]}

    @staticmethod
    def from_dict(data: object, side: str) -> Turn:
        """A turn in the record's form on ``side``'s board (its rules are the game's)."""
        if not isinstance(data, dict):
            raise RecordError("field", field="turns")
        number = data.get("number")
        if number is not None:
            number = reading.island(number, side, "number")
        elif "number" not in data:
            raise RecordError("field", field="number")
        bridges = tuple(reading.pair(b, side) for b in reading.field(data, "bridges", list))
        return Turn(number, bridges)
