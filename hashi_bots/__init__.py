"""The computer player: hints, computer seats and the best game in hindsight.

Imports the rules (``hashi_core``) only. Moves cross this boundary in their
data form: a turn is ``{"number": island | None, "bridges": [[a, b], ...]}``.

Its parts load when a name of theirs is first used: the page imports the
levels (``hashi_bots.levels``) at its start, and the player only in the worker.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .levels import DEFAULT_LEVEL, LEVELS

if TYPE_CHECKING:
    from .hindsight import analyse
    from .hints import hint, moves_text, play_turn, suggest
    from .position import Position, parse_position

# The module of each name loaded on first use.
PARTS = {
    "analyse": "hindsight",
    "hint": "hints",
    "moves_text": "hints",
    "play_turn": "hints",
    "suggest": "hints",
    "Position": "position",
    "parse_position": "position",
}


def __getattr__(name: str) -> Any:
    part = PARTS.get(name)
    if part is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{part}", __name__), name)
    globals()[name] = value  # looked up once
    return value


__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "Position",
    "analyse",
    "hint",
    "moves_text",
    "parse_position",
    "play_turn",
    "suggest",
]
