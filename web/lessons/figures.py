"""The figures of "How to play": four tiny boards with numbers and bridges, as SVG.

Each figure is a small board built by the engine's own ``build_board`` (so
its lines are checked and its crossings derived exactly as on the printed
sides) with a :class:`~hashi_core.sheet.Sheet` of numbers and bridges on
it; which islands are finished, and which lines are closed by a crossing,
come from the engine. They are drawn with ``web/render.py``'s geometry, flag
marks and CSS classes, as a picture (``role="img"``), not as buttons.
"""

from __future__ import annotations

from functools import cache
from html import escape

from hashi_core.board import Board, build_board, line_id
from hashi_core.scoring import largest_chain
from hashi_core.sheet import Sheet

from ..render import BRIDGE_GAP, ISLAND_R, _flag_mark, _xy, frame


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
    """The figure as an SVG picture whose accessible name is ``label`` (plain text).

    The markup repeats :func:`web.render.board_svg`'s element structure and
    classes (so the page's style draws it the same way), with the bridges,
    numbers and finished islands written in, and nothing focusable.
    """
    board, sheet = figure.board, figure.sheet
    width, height = frame(board)
    closed = set(sheet.closed_lines())
    out = [
        f'<svg class="figure-board" data-figure="{escape(figure.name)}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(label)}" '
        'xmlns="http://www.w3.org/2000/svg">'
    ]
    for line in board.lines.values():
        (x1, y1), (x2, y2) = _xy(board, line.a), _xy(board, line.b)
        dx, dy = (0, BRIDGE_GAP) if y1 == y2 else (BRIDGE_GAP, 0)
        count = sheet.bridges.get(line.id, 0)
        classes = "line dead" if line.id in closed else "line"
        strokes = {
            0: [],
            1: [("one", 0)],
            2: [("two", -1), ("two", 1)],
        }[count]
        out.append(
            f'<g class="{classes}" data-fig-line="{line.id}" data-fig-bridges="{count}" '
            'aria-hidden="true">'
            f'<line class="dots" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>'
            + "".join(
                f'<line class="bridge {kind}" x1="{x1 + k * dx}" y1="{y1 + k * dy}" '
                f'x2="{x2 + k * dx}" y2="{y2 + k * dy}"/>'
                for kind, k in strokes
            )
            + "</g>"
        )
    for island in board.islands:
        x, y = _xy(board, island.id)
        number = sheet.numbers.get(island.id)
        finished = "true" if sheet.is_finished(island.id) else "false"
        classes = "island selected" if island.id in figure.marked else "island"
        classes += f" flag-{island.flag or 'none'}" + (" finished" if finished == "true" else "")
        # Not the board's attributes (data-island, data-line...: docs/interfaces.md):
        # those name the board in play only.
        out.append(
            f'<g class="{classes}" data-fig-island="{island.id}" '
            f'data-fig-number="{"" if number is None else number}" data-fig-finished="{finished}" '
            'aria-hidden="true">'
            f'<circle class="ring" cx="{x}" cy="{y}" r="{ISLAND_R + 5}"/>'
            f'<circle class="body" cx="{x}" cy="{y}" r="{ISLAND_R}"/>'
            + (_flag_mark(island.flag, x, y) if island.flag else "")
            + f'<text class="num" x="{x}" y="{y}">{"" if number is None else number}</text>'
            "</g>"
        )
    out.append("</svg>")
    return "".join(out)
