"""The figures of "How to play": four tiny boards with numbers and bridges, as SVG.

Each figure is a small board built by the engine's own ``build_board`` (so
its lines are checked and its crossings derived exactly as on the printed
sides) with a :class:`~hashi_core.sheet.Sheet` of numbers and bridges on
it; which islands are finished, and which lines are closed by a crossing,
come from the engine. They are drawn by :mod:`web.pictures.board_drawing` (the board's
geometry, flag marks and CSS classes) as a picture (``role="img"``), not as buttons.
"""

from __future__ import annotations

from functools import cache

from hashi_core.board import Board, build_board, line_id
from hashi_core.scoring import largest_chain
from hashi_core.sheet import Sheet

from ..pictures.board_drawing import Drawing, draw_board


class FigureBoard:
    """One illustration: its board, the sheet drawn on it, and islands to point at.

    ``marked`` islands are drawn as the board draws a selected island.

    Its caption and label are ``hashi_texts.lessons.Figure(name)``'s keys;
    ``params`` fill both, from the engine's view of the sheet.
    """

    __slots__ = ("name", "board", "sheet", "marked", "params")

    def __init__(
        self, name: str, board: Board, sheet: Sheet, marked: tuple[int, ...], params: dict[str, int]
    ) -> None:
        self.name = name
        self.board = board
        self.sheet = sheet
        self.marked = marked
        self.params = params


def _figure(
    name: str,
    size: tuple[int, int],
    islands: list[tuple[int, int, int, str | None]],
    numbers: dict[int, int],
    bridges: dict[tuple[int, int], int],
) -> tuple[Board, Sheet]:
    board = build_board(
        f"figure-{name}",
        {
            "width": size[0],
            "height": size[1],
            "islands": islands,
            "lines": _lines(islands),
        },
    )
    sheet = Sheet(board)
    sheet.numbers.update(numbers)
    for (a, b), count in bridges.items():
        for _ in range(count):
            sheet.add_bridge(line_id(a, b))
    return board, sheet


def _lines(islands: list[tuple[int, int, int, str | None]]) -> list[tuple[int, int]]:
    """Every pair of islands on one row or column with no island between: the dotted lines."""
    out = []
    for i, xi, yi, _ in islands:
        right = [(x, j) for j, x, y, _ in islands if y == yi and x > xi]
        down = [(y, j) for j, x, y, _ in islands if x == xi and y > yi]
        out += [(i, min(right)[1])] if right else []
        out += [(i, min(down)[1])] if down else []
    return sorted(out)


@cache
def figures() -> dict[str, FigureBoard]:
    """The four figures by name, in the order "How to play" shows them."""
    out: dict[str, FigureBoard] = {}

    # A finished island: the 3 in the middle has three bridges; the 5 has two.
    board, sheet = _figure(
        "finished",
        (5, 5),
        [(1, 2, 0, None), (2, 0, 2, None), (3, 2, 2, None), (4, 4, 2, None), (5, 2, 4, None)],
        numbers={3: 3, 4: 5},
        bridges={(2, 3): 1, (3, 4): 2},
    )
    params = {"number": sheet.numbers[3], "count": sheet.degree[3]}
    out["finished"] = FigureBoard("finished", board, sheet, (), params)

    # The flag rule: the red flag island has a bridge from an earlier round,
    # the blue one has none yet.
    board, sheet = _figure(
        "flag",
        (5, 3),
        [(1, 0, 0, None), (2, 4, 0, "red"), (3, 0, 2, "blue")],
        numbers={1: 3},
        bridges={(1, 2): 1},
    )
    out["flag"] = FigureBoard("flag", board, sheet, (2,), {})

    # Two lines that cross: a bridge on the horizontal one closes the vertical one.
    board, sheet = _figure(
        "crossing",
        (5, 5),
        [(1, 2, 0, None), (2, 0, 2, None), (3, 4, 2, None), (4, 2, 4, None)],
        numbers={1: 1, 2: 2},
        bridges={(2, 3): 1},
    )
    out["crossing"] = FigureBoard("crossing", board, sheet, (), {})

    # A chain of six finished islands (one with a blue flag); the red flag
    # island at the end is not finished, so it is not part of the chain.
    board, sheet = _figure(
        "chain",
        (7, 3),
        [
            (1, 0, 0, None),
            (2, 2, 0, None),
            (3, 4, 0, None),
            (4, 6, 0, "red"),
            (5, 0, 2, "blue"),
            (6, 2, 2, None),
            (7, 4, 2, None),
        ],
        numbers={1: 2, 2: 3, 3: 3, 4: 4, 5: 1, 6: 3, 7: 3},
        bridges={(1, 2): 2, (2, 3): 1, (3, 4): 1, (3, 7): 1, (6, 7): 2, (5, 6): 1},
    )
    out["chain"] = FigureBoard("chain", board, sheet, (), {"count": largest_chain(sheet)})
    return out


def figure_svg(figure: FigureBoard, label: str) -> str:
    """The figure as an SVG picture whose accessible name is ``label`` (plain text): the
    board's look (:mod:`web.pictures.board_drawing`), its bridges, numbers and finished islands
    written in, its closed lines dead, nothing focusable."""
    drawing = Drawing("figure", label=label, name=figure.name, marked=figure.marked)
    return draw_board(figure.board, figure.sheet, drawing)
