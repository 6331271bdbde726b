"""The one board drawer: every picture of a board is :func:`draw_board`'s.

The page's board (pre-drawn by the build, so it shows while Python loads),
the replays' and the share picture's still boards, the rules' figures and
the thumbnails: one walk over the board's lines and islands, at one
geometry, with one bridge layout, flag shape and check mark. A
:class:`Drawing` says which use's markup (its ``style``) and what is marked;
the sheet says which state. Pure Python, no browser imports; only engine
data and catalogue texts go into markup, all escaped: names typed by
players never do.

The styles differ only in how an element is written: the page's are buttons
with every part drawn, the page's CSS showing what the state asks
(``data-bridges``...); a figure is the page's look as a picture; a still
board carries its own colours (presentation attributes, so it looks right on
its own: an ``<img>`` of a blob, a canvas, a PNG; the page's CSS still
restyles it through its classes); a thumbnail is a few plain shapes.
"""

from __future__ import annotations

import functools
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from html import escape
from typing import Literal

from hashi_core import Board
from hashi_core.sheet import Sheet
from hashi_texts import DEFAULT
from hashi_texts import render as text

from .svg_markup import PALETTE, tag, text_element

CELL = 60  # px per grid unit
MARGIN = 40
ISLAND_R = 22  # drawn radius
HIT_R = 40  # the round part of an island's target (inside its square)
LINE_HIT = 80  # touch target width of a line
# An island's tap area is a square SQUARE units wide, above the lines (drawn after them), so
# a line never takes a tap meant for an island. Islands are two units apart or more, so the
# squares never touch. TARGET_PX: the smallest tap area, in screen px; style.css never draws
# a side smaller than smallest_board_px (its --min-board), so the square is always that big.
SQUARE = 100
TARGET_PX = 44
BRIDGE_GAP = 6  # offset of each stroke of a double bridge
BRIDGE_WIDTH = 5  # a still board's bridge (the page's CSS sets its own)

Style = Literal["play", "figure", "still", "thumb"]


@dataclass(frozen=True)
class Drawing:
    """How to draw a board: which use's markup, what is marked, what it is called, where.

    ``style``: ``play`` (the page's board of buttons), ``figure`` (a rules'
    figure), ``still`` (a replay's or the share picture's board), ``thumb``.
    ``label``: the picture's accessible name (the page's board: the
    catalogue's in ``lang`` when empty); ``lang``: the page's element names.
    ``name``: a figure's name. ``spoiler_free``: only the flags and which
    islands are finished, no number and no bridge. ``fresh_island``,
    ``fresh_lines``: what the round shown wrote; ``marked``: islands drawn as
    the page draws a selected one. ``place``: x, y, width, height when nested
    in a larger picture.
    """

    style: Style = "play"
    label: str = ""
    lang: str = DEFAULT
    name: str = ""
    spoiler_free: bool = False
    fresh_island: int | None = None
    fresh_lines: frozenset[str] = field(default_factory=frozenset)
    marked: tuple[int, ...] = ()
    place: tuple[int, int, int, int] | None = None


@dataclass(frozen=True, eq=False)
class LinePlace:
    """Where a line is drawn (SVG units): its ends, and the double bridge's offset.

    Made once per board (:func:`layout`); kept by identity, so a still board's
    elements are looked up cheaply.
    """

    id: str
    a: int
    b: int
    x1: int
    y1: int
    x2: int
    y2: int
    dx: int
    dy: int


@dataclass(frozen=True, eq=False)
class IslandPlace:
    """Where an island is drawn (its centre, SVG units), its flag, and whether it is first."""

    id: int
    x: int
    y: int
    flag: str | None
    first: bool


def island_xy(board: Board, island: int) -> tuple[int, int]:
    """Where ``island``'s centre is drawn (SVG units)."""
    i = board.island(island)
    return MARGIN + i.x * CELL, MARGIN + i.y * CELL


def frame(board: Board) -> tuple[int, int]:
    """The drawing's width and height (SVG units) for a board of any size."""
    return 2 * MARGIN + (board.width - 1) * CELL, 2 * MARGIN + (board.height - 1) * CELL


def smallest_board_px(board: Board) -> int:
    """The fewest screen px the page may draw ``board``'s side in (its longer side): then an
    island's square is still TARGET_PX wide."""
    return -(-TARGET_PX * max(frame(board)) // SQUARE)


def flag_mark(flag: str, x: int, y: int) -> str:
    """Red: a pennant; blue: a square banner. Shape tells them apart, not only colour."""
    if flag == "red":
        return (
            f'<path class="flag flag-red" d="M{x + 12} {y - 14} v-22 l16 7 l-16 7" '
            'aria-hidden="true"/>'
        )
    return (
        f'<path class="flag flag-blue" d="M{x + 12} {y - 14} v-22 h14 v12 h-14" '
        'aria-hidden="true"/>'
    )


def finished_mark(x: int, y: int) -> str:
    """The check-mark badge a finished island shows (CSS hides it otherwise): not only colour."""
    cx, cy = x + ISLAND_R - 2, y + ISLAND_R - 6
    return (
        f'<g class="check" aria-hidden="true"><circle cx="{cx}" cy="{cy}" r="10"/>'
        f'<path d="M{cx - 5} {cy} l4 4 l6 -8"/></g>'
    )


# A line's strokes by its bridges: (kind, offset in BRIDGE_GAPs); the page draws them all.
STROKES: dict[int, tuple[tuple[str, int], ...]] = {
    0: (),
    1: (("one", 0),),
    2: (("two", -1), ("two", 1)),
}
ALL_STROKES = STROKES[1] + STROKES[2]


def stroke_ends(line: LinePlace, offset: int) -> tuple[int, int, int, int]:
    """A stroke's ends, ``offset`` BRIDGE_GAPs beside the line's middle."""
    dx, dy = offset * line.dx, offset * line.dy
    return line.x1 + dx, line.y1 + dy, line.x2 + dx, line.y2 + dy


Ids = tuple[tuple[int, int, int], ...]  # each island's printed number and its place (x, y)


@functools.lru_cache(maxsize=32)
def layout(board: Board) -> tuple[tuple[LinePlace, ...], tuple[IslandPlace, ...], Ids]:
    """Where every line, island and printed island number of ``board`` is drawn."""
    lines = []
    for line in board.lines.values():
        (x1, y1), (x2, y2) = island_xy(board, line.a), island_xy(board, line.b)
        dx, dy = (0, BRIDGE_GAP) if y1 == y2 else (BRIDGE_GAP, 0)
        lines.append(LinePlace(line.id, line.a, line.b, x1, y1, x2, y2, dx, dy))
    islands = []
    for index, island in enumerate(board.islands):
        x, y = island_xy(board, island.id)
        islands.append(IslandPlace(island.id, x, y, island.flag, index == 0))
    ids = tuple((i.id, i.x - ISLAND_R - 2, i.y + ISLAND_R + 12) for i in islands)
    return tuple(lines), tuple(islands), ids


def draw_board(board: Board, sheet: Sheet | None, drawing: Drawing) -> str:
    """``board`` with ``sheet``'s numbers and bridges (none: an empty sheet) as ``drawing`` says.

    Lines first (under the islands), then islands, then the printed island
    numbers; each element written by the drawing's style.
    """
    sheet = sheet if sheet is not None else Sheet(board)
    look = STYLES[drawing.style]
    hidden = drawing.spoiler_free
    lines, islands, ids = layout(board)
    out = []
    for line in lines:
        count = 0 if hidden else sheet.bridges.get(line.id, 0)
        closed = look.shows_closed and not hidden and sheet.is_closed(line.id)
        fresh = count > 0 and line.id in drawing.fresh_lines
        out.append(look.line(line, count, closed, fresh, drawing))
    for island in islands:
        out.append(
            look.island(
                island,
                None if hidden else sheet.numbers.get(island.id),
                0 if hidden else sheet.degree[island.id],
                sheet.is_finished(island.id),
                not hidden and island.id == drawing.fresh_island,
                island.id in drawing.marked,
                drawing,
            )
        )
    out.append(look.ids(ids))
    return look.svg(board, frame(board), "".join(out), drawing)


# -- the elements' names (the page's board; board_view names them again after each step) --


def island_label(
    board: Board,
    island: int,
    number: int | None,
    bridges: int,
    finished: bool,
    lang: str = DEFAULT,
    playable: bool = False,
) -> str:
    """The island's accessible name: what a sighted player reads off the drawing, then state.

    "Playable now" is in the name, so legal targets are never told by colour alone.
    """
    return island_name(board.island(island).flag, island, number, bridges, finished, lang, playable)


# Every tap labels each of the board's ~40 islands and lines again, and few change: the
# names are kept (a few thousand short strings at most; a slow tablet's tap is ~40% faster).
@functools.lru_cache(maxsize=8192)
def island_name(
    flag: str | None,
    island: int,
    number: int | None,
    bridges: int,
    finished: bool,
    lang: str,
    playable: bool,
) -> str:
    """:func:`island_label` from the island's flag (kept: see above)."""
    parts = [text("ui.island", lang, island=island)]
    if flag:
        parts.append(text(f"ui.flag_{flag}", lang))
    parts.append(
        text("ui.island_number", lang, number=number)
        if number is not None
        else text("ui.island_free", lang)
    )
    parts.append(text("ui.island_bridges", lang, bridges=bridges))
    if finished:
        parts.append(text("ui.island_finished", lang))
    if playable:
        parts.append(text("a11y.playable", lang))
    return ", ".join(parts)


@functools.lru_cache(maxsize=8192)  # (kept as the islands' names are: see above)
def line_label(
    a: int, b: int, bridges: int, lang: str = DEFAULT, playable: bool = False, blocked: bool = False
) -> str:
    """A line's accessible name: its ends, its bridges, and whether it takes one now."""
    parts = [text("ui.line_label", lang, a=a, b=b, bridges=bridges)]
    if playable:
        parts.append(text("a11y.playable", lang))
    elif blocked:
        parts.append(text("a11y.line_blocked", lang))
    return ", ".join(parts)


# -- the styles: how each element is written -------------------------------------------


def _ends(x1: int, y1: int, x2: int, y2: int) -> str:
    return f'x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"'


def _dots(line: LinePlace) -> str:
    return f'<line class="dots" {_ends(line.x1, line.y1, line.x2, line.y2)}/>'


def _bridges(line: LinePlace, strokes: tuple[tuple[str, int], ...]) -> str:
    return "".join(
        f'<line class="bridge {kind}" {_ends(*stroke_ends(line, offset))}/>'
        for kind, offset in strokes
    )


def _ring_and_body(x: int, y: int) -> str:
    return (
        f'<circle class="ring" cx="{x}" cy="{y}" r="{ISLAND_R + 5}"/>'
        f'<circle class="body" cx="{x}" cy="{y}" r="{ISLAND_R}"/>'
    )


def _shown(number: int | None) -> str:
    return "" if number is None else str(number)


class Look(ABC):
    """How one use writes the board's elements (the walk is :func:`draw_board`'s)."""

    @abstractmethod
    def svg(self, board: Board, size: tuple[int, int], content: str, drawing: Drawing) -> str:
        """The picture's frame around ``content`` (the elements), ``size`` in SVG units."""

    shows_closed = False  # whether it marks the lines closed by a crossing

    @abstractmethod
    def line(self, at: LinePlace, bridges: int, closed: bool, fresh: bool, drawing: Drawing) -> str:
        """One line: its dots and bridges as this use draws them."""

    @abstractmethod
    def island(
        self,
        at: IslandPlace,
        number: int | None,
        bridges: int,
        finished: bool,
        fresh: bool,
        marked: bool,
        drawing: Drawing,
    ) -> str:
        """One island: its body, flag, number and marks as this use draws them."""

    def ids(self, ids: Ids) -> str:
        """The island numbers printed on the board, each at (x, y): none unless a style has."""
        return ""


class PlayLook(Look):
    """The page's board: every element a button named in ``lang``, every part drawn (the
    page's CSS shows what ``data-bridges``, ``data-number``, ``data-finished`` say)."""

    def svg(self, board: Board, size: tuple[int, int], content: str, drawing: Drawing) -> str:
        label = drawing.label or text("ui.board_label", drawing.lang, side=board.side)
        return (
            f'<svg data-board="{board.side}" viewBox="0 0 {size[0]} {size[1]}" '
            f'role="group" aria-label="{escape(label)}" '
            f'xmlns="http://www.w3.org/2000/svg">{content}</svg>'
        )

    def line(self, at: LinePlace, bridges: int, closed: bool, fresh: bool, drawing: Drawing) -> str:
        label = escape(line_label(at.a, at.b, bridges, drawing.lang))
        ends = _ends(at.x1, at.y1, at.x2, at.y2)
        return (
            f'<g class="line" data-line="{at.id}" data-bridges="{bridges}" tabindex="-1" '
            f'role="button" aria-label="{label}">'
            f'<line class="hit" {ends} stroke-width="{LINE_HIT}"/>'
            + _dots(at)
            + _bridges(at, ALL_STROKES)
            + "</g>"
        )

    def island(
        self,
        at: IslandPlace,
        number: int | None,
        bridges: int,
        finished: bool,
        fresh: bool,
        marked: bool,
        drawing: Drawing,
    ) -> str:
        x, y, shown = at.x, at.y, _shown(number)
        label = island_name(at.flag, at.id, number, bridges, finished, drawing.lang, False)
        # One island in the tab order (roving focus: arrow keys move between islands).
        return (
            f'<g class="island" data-island="{at.id}" data-flag="{at.flag or "none"}" '
            f'data-number="{shown}" data-finished="{"true" if finished else "false"}" '
            f'tabindex="{"0" if at.first else "-1"}" role="button" '
            f'aria-label="{escape(label)}">'
            f'<circle class="hit" cx="{x}" cy="{y}" r="{HIT_R}"/>'
            f'<rect class="hit square" x="{x - SQUARE // 2}" y="{y - SQUARE // 2}" '
            f'width="{SQUARE}" height="{SQUARE}"/>'
            + _ring_and_body(x, y)
            + (flag_mark(at.flag, x, y) if at.flag else "")
            + f'<text class="num" x="{x}" y="{y}" aria-hidden="true">{shown}</text>'
            + finished_mark(x, y)
            + "</g>"
        )

    def ids(self, ids: Ids) -> str:
        # Outside the buttons: a button's visible text is then only what its name starts
        # with (its written number).
        return (
            '<g class="ids" aria-hidden="true">'
            + "".join(f'<text class="id" x="{x}" y="{y}">{ident}</text>' for ident, x, y in ids)
            + "</g>"
        )


class FigureLook(Look):
    """A rules' figure: the page's classes (its style draws it the same way), as a picture:
    only the bridges drawn, closed lines ``dead``, nothing focusable. Not the board's
    attributes (``data-island``...: docs/interfaces.md), which name the board in play only."""

    def svg(self, board: Board, size: tuple[int, int], content: str, drawing: Drawing) -> str:
        return (
            f'<svg class="figure-board" data-figure="{escape(drawing.name)}" '
            f'viewBox="0 0 {size[0]} {size[1]}" role="img" aria-label="{escape(drawing.label)}" '
            f'xmlns="http://www.w3.org/2000/svg">{content}</svg>'
        )

    shows_closed = True

    def line(self, at: LinePlace, bridges: int, closed: bool, fresh: bool, drawing: Drawing) -> str:
        classes = "line dead" if closed else "line"
        return (
            f'<g class="{classes}" data-fig-line="{at.id}" data-fig-bridges="{bridges}" '
            'aria-hidden="true">' + _dots(at) + _bridges(at, STROKES[bridges]) + "</g>"
        )

    def island(
        self,
        at: IslandPlace,
        number: int | None,
        bridges: int,
        finished: bool,
        fresh: bool,
        marked: bool,
        drawing: Drawing,
    ) -> str:
        x, y, shown = at.x, at.y, _shown(number)
        classes = "island selected" if marked else "island"
        classes += f" flag-{at.flag or 'none'}" + (" finished" if finished else "")
        return (
            f'<g class="{classes}" data-fig-island="{at.id}" data-fig-number="{shown}" '
            f'data-fig-finished="{"true" if finished else "false"}" aria-hidden="true">'
            + _ring_and_body(x, y)
            + (flag_mark(at.flag, x, y) if at.flag else "")
            + f'<text class="num" x="{x}" y="{y}">{shown}</text></g>'
        )


class StillLook(Look):
    """A still board in its own colours: a replay's, the share picture's.

    Each element's markup depends only on its own state, so it is made once
    and kept (a few hundred strings per side): a replay's step stays cheap.
    """

    def svg(self, board: Board, size: tuple[int, int], content: str, drawing: Drawing) -> str:
        x, y, w, h = drawing.place if drawing.place else (None, None, None, None)
        return tag(
            "svg",
            _still_sea(size) + content,
            class_="still",
            data_still_board=board.side,
            viewBox=f"0 0 {size[0]} {size[1]}",
            x=x,
            y=y,
            width=w,
            height=h,
            role="img",
            aria_label=drawing.label,
            xmlns="http://www.w3.org/2000/svg",
        )

    def line(self, at: LinePlace, bridges: int, closed: bool, fresh: bool, drawing: Drawing) -> str:
        return _still_line(at, bridges, fresh)

    def island(
        self,
        at: IslandPlace,
        number: int | None,
        bridges: int,
        finished: bool,
        fresh: bool,
        marked: bool,
        drawing: Drawing,
    ) -> str:
        return _still_island(at, number, finished, fresh)

    def ids(self, ids: Ids) -> str:
        return _still_ids(ids)


@functools.cache
def _still_sea(size: tuple[int, int]) -> str:
    return tag(
        "rect", class_="still-sea", width=size[0], height=size[1], rx=16, fill=PALETTE["sea"]
    )


@functools.cache
def _still_line(line: LinePlace, bridges: int, fresh: bool) -> str:
    """Dotted while empty, else one or two bridges (highlighted: drawn this round)."""
    if bridges == 0:
        strokes = [
            tag(
                "line",
                x1=line.x1,
                y1=line.y1,
                x2=line.x2,
                y2=line.y2,
                stroke=PALETTE["dots"],
                stroke_width=2,
                stroke_dasharray="3 7",
            )
        ]
    else:
        colour = PALETTE["legal" if fresh else "ink"]
        strokes = []
        for _, offset in STROKES[bridges]:
            x1, y1, x2, y2 = stroke_ends(line, offset)
            strokes.append(
                tag(
                    "line",
                    x1=x1,
                    y1=y1,
                    x2=x2,
                    y2=y2,
                    stroke=colour,
                    stroke_width=BRIDGE_WIDTH,
                    stroke_linecap="round",
                )
            )
    return tag(
        "g",
        "".join(strokes),
        class_="still-line",
        data_still_line=line.id,
        data_still_bridges=bridges,
        data_still_fresh="true" if fresh else None,
    )


@functools.cache
def _still_island(island: IslandPlace, number: int | None, finished: bool, fresh: bool) -> str:
    """Its body (flag colour, finished or fresh fill), flag, number, check mark."""
    cx, cy, flag = island.x, island.y, island.flag
    fill = PALETTE["done" if finished else "fresh" if fresh else "island"]
    parts = []
    if finished:
        parts.append(
            tag(
                "circle",
                cx=cx,
                cy=cy,
                r=ISLAND_R + 5,
                fill="none",
                stroke=PALETTE["accent"],
                stroke_width=4,
            )
        )
    parts.append(
        tag(
            "circle",
            cx=cx,
            cy=cy,
            r=ISLAND_R,
            fill=fill,
            stroke=PALETTE[flag or "ink"],
            stroke_width=2.5,
            stroke_dasharray="5 3" if flag == "blue" else None,
        )
    )
    if flag:
        colour = PALETTE[flag]
        parts.append(tag("g", flag_mark(flag, cx, cy), fill=colour, stroke=colour, stroke_width=2))
    if number is not None:
        parts.append(
            text_element(
                str(number),
                x=cx,
                y=cy,
                font_size=26,
                font_weight=700,
                text_anchor="middle",
                dominant_baseline="central",
                fill=PALETTE["ink"],
            )
        )
    if finished:
        parts.append(
            tag(
                "g",
                finished_mark(cx, cy),
                fill=PALETTE["accent"],
                stroke=PALETTE["on-accent"],
                stroke_width=2.5,
                stroke_linecap="round",
                stroke_linejoin="round",
            )
        )
    return tag(
        "g",
        "".join(parts),
        class_="still-island",
        data_still_island=island.id,
        data_still_flag=flag or "none",
        data_still_number="" if number is None else number,
        data_still_finished="true" if finished else "false",
        data_still_fresh="true" if fresh else None,
    )


@functools.cache
def _still_ids(ids: Ids) -> str:
    return tag(
        "g",
        "".join(
            text_element(
                str(ident),
                class_="still-id",
                x=x,
                y=y,
                font_size=12,
                fill=PALETTE["muted"],
                text_anchor="middle",
            )
            for ident, x, y in ids
        ),
        aria_hidden="true",
    )


class ThumbLook(Look):
    """A small picture of a sheet (numbers, bridges, finished islands), for the page's CSS."""

    def svg(self, board: Board, size: tuple[int, int], content: str, drawing: Drawing) -> str:
        return (
            f'<svg class="thumb" viewBox="0 0 {size[0]} {size[1]}" aria-hidden="true">'
            f"{content}</svg>"
        )

    def line(self, at: LinePlace, bridges: int, closed: bool, fresh: bool, drawing: Drawing) -> str:
        ends = _ends(at.x1, at.y1, at.x2, at.y2)
        return f'<line class="t-line t-{bridges}" {ends}/>'

    def island(
        self,
        at: IslandPlace,
        number: int | None,
        bridges: int,
        finished: bool,
        fresh: bool,
        marked: bool,
        drawing: Drawing,
    ) -> str:
        x, y = at.x, at.y
        classes = f"t-island t-{at.flag or 'plain'}" + (" t-done" if finished else "")
        circle = f'<circle class="{classes}" cx="{x}" cy="{y}" r="{ISLAND_R}"/>'
        if number is None:
            return circle
        return circle + f'<text class="t-num" x="{x}" y="{y}">{number}</text>'


STYLES: dict[Style, Look] = {
    "play": PlayLook(),
    "figure": FigureLook(),
    "still": StillLook(),
    "thumb": ThumbLook(),
}
