"""A whole solo game played by a level, each turn asked as a ``hint`` would be."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from hashi_core import Card, Record, Start, Turn

from .levels import DEFAULT_LEVEL
from .position import Position

Ask = Callable[[object], dict[str, Any]]


def play_deal(
    side: str,
    start: Start,
    draw: Sequence[Card],
    level: str = DEFAULT_LEVEL,
    ask: Ask | None = None,
) -> list[dict[str, Any]]:
    """The 17 turns ``level`` plays on ``draw`` from ``start``, each from its position as JSON data.

    ``ask`` answers a position (default: :func:`hashi_bots.suggest`, the ``hint`` command's).
    """
    if ask is None:
        from . import suggest

        ask = suggest
    turns: list[Turn] = []
    for rnd in range(len(draw)):
        position = Position(side, start, turns, draw[: rnd + 1], level)
        turns.append(Turn.from_dict(ask(position.to_dict()), side))
    return [t.to_dict() for t in turns]


def solo_record(
    seed: str, side: str, start: Start, turns: list[dict[str, Any]], name: str
) -> dict[str, Any]:
    """A ``hashi/1`` solo record of ``turns`` (in the record's form)."""
    return Record.solo(seed, side, start, [Turn.from_dict(t, side) for t in turns], name).to_dict()
