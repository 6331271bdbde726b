"""Moves are small immutable values; the game validates and applies them."""

from __future__ import annotations

from .board import line_id
from .values import Value


class PlaceStart(Value):
    """Setup: the 3 or 4 written on a plain island before round 1."""

    __slots__ = ("island", "value")

    island: int
    value: int

    def __str__(self) -> str:
        return f"start {self.island}={self.value}"


class WriteNumber(Value):
    """Action a: the card's number on an island."""

    __slots__ = ("island",)

    island: int

    def __str__(self) -> str:
        return f"number {self.island}"


class DrawBridge(Value):
    """Action b: one bridge; a card's bridges are drawn one move at a time."""

    __slots__ = ("a", "b")

    a: int
    b: int

    @property
    def line(self) -> str:
        return line_id(self.a, self.b)

    def __str__(self) -> str:
        return f"bridge {self.line}"


class EndTurn(Value):
    """The player is done with this round (both actions, or what they skipped)."""

    def __str__(self) -> str:
        return "end"


Move = PlaceStart | WriteNumber | DrawBridge | EndTurn
