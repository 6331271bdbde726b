"""Board geometry: islands, the printed lines between them and which lines cross."""

from __future__ import annotations

from functools import cache
from typing import Any

from .board_data import SIDES
from .values import Value

FLAGS = ("red", "blue")
DEFAULT_SIDE = next(iter(SIDES))  # the first (easier) side: a game's when none is named


class Island(Value):
    __slots__ = ("id", "x", "y", "flag")
    id: int
    x: int
    y: int
    flag: str | None


class Line(Value):
    __slots__ = ("id", "a", "b", "crosses")
    id: str
    a: int
    b: int
    crosses: tuple[str, ...]

    @property
    def ends(self) -> tuple[int, int]:
        return (self.a, self.b)


def line_id(a: int, b: int) -> str:
    """The contract's name of the line between ``a`` and ``b``, in either order."""
    return f"{a}-{b}" if a < b else f"{b}-{a}"


class Board:
    """One printed board side; built once per side and shared (never changed)."""

    def __init__(
        self,
        side: str,
        width: int,
        height: int,
        islands: tuple[Island, ...],
        lines: dict[str, Line],
        lines_of: dict[int, tuple[str, ...]],
    ) -> None:
        self.side = side
        self.width = width
        self.height = height
        self.islands = islands  # index 0 is island 1
        self.lines = lines
        self.lines_of = lines_of  # island id -> ids of its lines
        self._flagged: dict[str, tuple[int, ...]] = {}

    def island(self, island_id: int) -> Island:
        return self.islands[island_id - 1]

    def has_island(self, island_id: object) -> bool:
        return type(island_id) is int and 1 <= island_id <= len(self.islands)

    def flagged(self, flag: str) -> tuple[int, ...]:
        found = self._flagged.get(flag)
        if found is None:
            found = self._flagged[flag] = tuple(i.id for i in self.islands if i.flag == flag)
        return found

    def to_dict(self) -> dict[str, Any]:
        """The board as the command line prints it (CONTRACT section 3)."""
        return {
            "side": self.side,
            "width": self.width,
            "height": self.height,
            "islands": [{"id": i.id, "x": i.x, "y": i.y, "flag": i.flag} for i in self.islands],
            "lines": [
                {"id": ln.id, "a": ln.a, "b": ln.b, "crosses": list(ln.crosses)}
                for ln in self.lines.values()
            ],
        }


def _crossing(p: tuple[Island, Island], q: tuple[Island, Island]) -> bool:
    """True when one line is horizontal, the other vertical, and they meet inside both."""
    (a, b), (c, d) = p, q
    if (a.y == b.y) == (c.y == d.y):
        return False
    if a.y != b.y:
        (a, b), (c, d) = (c, d), (a, b)
    return min(a.x, b.x) < c.x < max(a.x, b.x) and min(c.y, d.y) < a.y < max(c.y, d.y)


def build_board(side: str, data: dict[str, Any]) -> Board:
    """Check the printed geometry of ``data`` and derive the crossings."""
    islands = tuple(Island(i, x, y, flag) for i, x, y, flag in data["islands"])
    if [i.id for i in islands] != list(range(1, len(islands) + 1)):
        raise ValueError(f"side {side}: islands must be numbered 1..n")
    if sorted(islands, key=lambda i: (i.y, i.x)) != list(islands):
        raise ValueError(f"side {side}: islands must be in reading order")
    spots = {(i.x, i.y) for i in islands}
    ends: dict[str, tuple[Island, Island]] = {}
    for a, b in data["lines"]:
        p, q = islands[a - 1], islands[b - 1]
        if a >= b or (p.x != q.x and p.y != q.y):
            raise ValueError(f"side {side}: line {a}-{b} is not straight or not ordered")
        between = (
            {(p.x, y) for y in range(min(p.y, q.y) + 1, max(p.y, q.y))}
            if p.x == q.x
            else {(x, p.y) for x in range(min(p.x, q.x) + 1, max(p.x, q.x))}
        )
        if between & spots:
            raise ValueError(f"side {side}: line {a}-{b} passes over an island")
        ends[line_id(a, b)] = (p, q)
    lines = {
        lid: Line(
            lid,
            p.id,
            q.id,
            tuple(other for other, e in ends.items() if _crossing((p, q), e)),
        )
        for lid, (p, q) in ends.items()
    }
    lines_of = {i.id: tuple(lid for lid, ln in lines.items() if i.id in ln.ends) for i in islands}
    return Board(side, data["width"], data["height"], islands, lines, lines_of)


@cache
def get_board(side: str) -> Board:
    """A board side of the board data (``SIDES``); raises KeyError for any other side."""
    return build_board(side, SIDES[side])
