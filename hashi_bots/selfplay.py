"""A whole solo game played by a level, each turn asked as a ``hint`` would be."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from hashi_core import Card, Start

from .position import DEFAULT_LEVEL

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
    turns: list[dict[str, Any]] = []
    for rnd in range(len(draw)):
        position = {
            "side": side,
            "start": start.to_dict(),
            "turns": turns,
            "cards": [c.to_dict() for c in draw[: rnd + 1]],
            "level": level,
        }
        turns.append(ask(position))
    return turns


def solo_record(
    seed: str, side: str, start: Start, turns: list[dict[str, Any]], name: str
) -> dict[str, Any]:
    """A ``hashi/1`` solo record of ``turns``."""
    return {
        "format": "hashi/1",
        "seed": seed,
        "side": side,
        "mode": "solo",
        "players": [{"name": name, "start": start.to_dict(), "turns": turns}],
    }
