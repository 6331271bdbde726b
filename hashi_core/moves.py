"""Moves are small immutable values with a text form that parses back.

``str(move)`` gives ``"start 7=4"``, ``"number 12"``, ``"bridge 7-12"`` or
``"end"``; :meth:`Move.parse` reads it back (the form worker messages and
test logs use). The game validates and applies moves; a move knows nothing of
the rules.
"""

from __future__ import annotations

import re

from .board import line_id
from .errors import MoveParseError
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


class EndTurn(Move):
    """The player is done with this round (both actions, or what they skipped)."""

    __slots__ = ()

    def __str__(self) -> str:
        return "end"


Step = WriteNumber | DrawBridge
"""A step of a round in progress (what a player's draft holds)."""
