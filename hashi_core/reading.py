"""Checks for values read from outside (JSON): each refuses with a RecordError naming what is wrong.

The values' own ``from_dict`` (a card, a start, a turn, a record) are built
from these, so every input is refused the same way, with the field at fault.
"""

from __future__ import annotations

from typing import Any, TypeGuard

from .board import get_board
from .board_data import SIDES
from .errors import RecordError


def is_int(value: object) -> TypeGuard[int]:
    """An integer and not a bool (JSON's ``true`` is no island)."""
    return type(value) is int


def field(obj: dict[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    """``obj[name]`` when it is a ``kind`` (never a bool), else RecordError for ``name``."""
    value = obj.get(name)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise RecordError("field", field=name)
    return value


def side(value: object) -> str:
    """A board side's name."""
    if not isinstance(value, str) or value not in SIDES:
        raise side_error(value)
    return value


def side_error(value: object) -> RecordError:
    """``value`` is no side: the error names the sides there are (``SIDES``, never spelled)."""
    return RecordError("side", value=value, sides=list(SIDES))


def island(value: object, side: str, name: str) -> int:
    """An island of ``side``'s board; ``name`` is the field it was read from."""
    if not is_int(value):
        raise RecordError("field", field=name)
    if not get_board(side).has_island(value):
        raise RecordError("island", value=value, side=side)
    return value


def pair(value: object, side: str) -> tuple[int, int]:
    """A bridge's two islands, ``[a, b]`` in either order."""
    if not isinstance(value, list) or len(value) != 2:
        raise RecordError("field", field="bridges")
    return (island(value[0], side, "bridges"), island(value[1], side, "bridges"))
