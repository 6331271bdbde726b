"""One player's sheet: the numbers and bridges written on their board."""

from __future__ import annotations

from .board import Board

MAX_BRIDGES_PER_LINE = 2
MAX_BRIDGES_PER_ISLAND = 6  # the highest number on the cards


class Sheet:
    """Numbers and bridges with the derived counts the rules need."""

    __slots__ = ("board", "bridges", "degree", "numbers")

    def __init__(self, board: Board) -> None:
        self.board = board
        self.numbers: dict[int, int] = {}
        self.bridges: dict[str, int] = {}  # line id -> 1 or 2 (absent: 0)
        self.degree = [0] * (len(board.islands) + 1)  # bridges at each island

    def limit(self, island: int) -> int:
        """How many bridges ``island`` may take in all."""
        return self.numbers.get(island, MAX_BRIDGES_PER_ISLAND)

    def is_finished(self, island: int) -> bool:
        number = self.numbers.get(island)
        return number is not None and self.degree[island] == number

    def finished(self) -> list[int]:
        return [i for i, n in self.numbers.items() if self.degree[i] == n]

    def crossing(self, line: str) -> str | None:
        """A line with bridges that crosses ``line``, if any (then ``line`` takes none)."""
        bridges = self.bridges
        for other in self.board.lines[line].crosses:
            if other in bridges:
                return other
        return None

    def is_closed(self, line: str) -> bool:
        """An empty line crossed by a bridge: it can never take one (a dead line)."""
        return line not in self.bridges and self.crossing(line) is not None

    def closed_lines(self) -> list[str]:
        """Every closed line, in board order."""
        return [line for line in self.board.lines if self.is_closed(line)]

    def add_bridge(self, line: str, delta: int = 1) -> None:
        ln = self.board.lines[line]
        count = self.bridges.get(line, 0) + delta
        if count:
            self.bridges[line] = count
        else:
            del self.bridges[line]
        self.degree[ln.a] += delta
        self.degree[ln.b] += delta

    def copy(self) -> Sheet:
        other = Sheet.__new__(Sheet)
        other.board = self.board
        other.numbers = self.numbers.copy()
        other.bridges = self.bridges.copy()
        other.degree = self.degree.copy()
        return other
