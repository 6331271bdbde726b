"""Moves are small immutable values; the game validates and applies them."""

from __future__ import annotations

from dataclasses import dataclass

from .board import line_id


@dataclass(frozen=True, slots=True)
class PlaceStart:
    """Setup: the 3 or 4 written on a plain island before round 1."""

    island: int
    value: int

    def __str__(self) -> str:
        return f"start {self.island}={self.value}"


@dataclass(frozen=True, slots=True)
class WriteNumber:
    """Action a: the card's number on an island."""

    island: int

    def __str__(self) -> str:
        return f"number {self.island}"


@dataclass(frozen=True, slots=True)
class DrawBridge:
    """Action b: one bridge; a card's bridges are drawn one move at a time."""

    a: int
    b: int

    @property
    def line(self) -> str:
        return line_id(self.a, self.b)

    def __str__(self) -> str:
        return f"bridge {self.line}"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """The player is done with this round (both actions, or what they skipped)."""

    def __str__(self) -> str:
        return "end"


Move = PlaceStart | WriteNumber | DrawBridge | EndTurn
