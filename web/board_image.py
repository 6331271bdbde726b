"""A player's sheet as a still picture: a self-contained SVG, nothing to tap.

The replays' boards and the share picture draw with it. Geometry and marks
come from :mod:`web.render` (the same island places, flags and check marks
as the board in play). Colours and fonts are presentation attributes, so the
SVG looks right on its own (an ``<img>`` of a blob, a canvas, a PNG) while
the page's CSS can still restyle it through its classes (any CSS rule beats
a presentation attribute: dark mode, forced colours). Markup holds engine
data and catalogue texts only, all escaped.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from html import escape

from hashi_core import Game, get_board

from .render import BRIDGE_GAP, ISLAND_R, _flag_mark, _xy, finished_mark, frame

# The light theme of ``web/style.css`` (its ``:root`` variables; a test keeps them equal).
PALETTE = {
    "sea": "#e6f3f7",
    "ink": "#17313b",
    "accent": "#0f5e7a",
    "legal": "#a85400",
    "muted": "#44606b",
    "dots": "#5b7b87",
    "island": "#ffffff",
    "done": "#d9f0e3",
    "fresh": "#fff3cd",
    "red": "#c62828",
    "blue": "#1565c0",
    "on-accent": "#ffffff",
}
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
BRIDGE_WIDTH = 5


@cache
def _name(keyword: str) -> str:
    """An attribute's name: ``class_`` -> ``class``, ``font_size`` -> ``font-size``."""
    return keyword.rstrip("_").replace("_", "-")


def _value(value: object) -> str:
    """An attribute's value: text escaped, a float to one decimal at most."""
    if isinstance(value, str):
        return escape(value)
    if isinstance(value, float):
        return f"{value:.1f}".rstrip("0").rstrip(".")
    return str(value)


def attrs(**values: object) -> str:
    """``name="value"`` pairs (see :func:`_name`, :func:`_value`); None is left out."""
    return "".join(
        f' {_name(name)}="{_value(value)}"' for name, value in values.items() if value is not None
    )


def tag(name: str, content: str | None = None, **values: object) -> str:
    """An element: self-closing without ``content``; ``content`` is markup (already escaped)."""
    if content is None:
        return f"<{name}{attrs(**values)}/>"
    return f"<{name}{attrs(**values)}>{content}</{name}>"


def text_element(content: str, **values: object) -> str:
    """A ``<text>`` element in the app's font; ``content`` is escaped (it may be a name)."""
    return tag("text", escape(content), font_family=FONT, **values)


# How wide a character is drawn, in ems, by kind (the system sans fonts, DejaVu Sans the
# widest of them; bold a little wider): an upper estimate, for a line that must fit its
# room (SVG text never wraps).
NARROW, WIDE = set(" .,:;'!|ijlrtf·()-"), set("MWmw@")
BOLD = 1.16  # (DejaVu Sans Bold: its lowercase ~0.69 em)
MIN_FONT = 9


def _em(character: str) -> float:
    if character in WIDE:
        return 1.0
    if character in NARROW:
        return 0.38
    if character.isupper():
        return 0.76
    return 0.66 if character.isdigit() else 0.6


def text_width(text: str, size: float, bold: bool = False) -> float:
    """About how wide ``text`` is drawn at ``size`` (pixels; at most this, as a rule)."""
    return sum(map(_em, text)) * size * (BOLD if bold else 1.0)


def fitted(text: str, room: float, size: float, bold: bool = False) -> float:
    """``size``, or smaller (not below ``MIN_FONT``) so that ``text`` fits ``room`` pixels."""
    wide = text_width(text, 1, bold)
    return max(MIN_FONT, min(size, room / wide)) if wide else size


def label(
    text: str,
    x: float,
    y: float,
    anchor: str = "start",
    colour: str = "muted",
    size: float = 12,
    bold: bool = False,
    halo: str | None = None,
    **more: object,
) -> str:
    """A text of a picture or chart: ``colour`` names a colour of the palette; ``halo`` (a
    colour) outlines it, drawn under it, so that it reads over lines."""
    if halo:
        more.update(stroke=halo, stroke_width=3, paint_order="stroke")
    if bold:
        more["font_weight"] = 700
    return text_element(
        text, x=x, y=y, font_size=size, text_anchor=anchor, fill=PALETTE[colour], **more
    )


def sheet_svg(
    game: Game,
    player: int,
    label: str,
    *,
    fresh_island: int | None = None,
    fresh_lines: Iterable[str] = (),
    spoiler_free: bool = False,
    place: tuple[int, int, int, int] | None = None,
) -> str:
    """``player``'s sheet in ``game`` as an ``<svg>`` (``role="img"``, named ``label``).

    ``fresh_island``/``fresh_lines``: what the round being shown wrote (drawn
    in the "fresh" fill and the highlight colour). ``spoiler_free``: only which
    islands are finished and the flags, no number and no bridge. ``place``:
    x, y, width, height when nested in a larger picture.

    Each element's markup depends only on its own state, so it is made once
    and kept (a few hundred strings per side): a replay's step stays cheap.
    """
    board = game.board
    side = board.side
    sheet = game.players[player].sheet
    fresh = set(fresh_lines)
    width, height = frame(board)
    x, y, w, h = place if place else (None, None, None, None)
    out = [_sea(side)]
    for lid in board.lines:
        count = 0 if spoiler_free else sheet.bridges.get(lid, 0)
        out.append(_line(side, lid, count, count > 0 and lid in fresh))
    for island in board.islands:
        number = None if spoiler_free else sheet.numbers.get(island.id)
        fresh_here = not spoiler_free and island.id == fresh_island
        out.append(_island(side, island.id, number, sheet.is_finished(island.id), fresh_here))
    out.append(_printed_ids(side))
    return tag(
        "svg",
        "".join(out),
        class_="still",
        data_still_board=side,
        viewBox=f"0 0 {width} {height}",
        x=x,
        y=y,
        width=w,
        height=h,
        role="img",
        aria_label=label,
        xmlns="http://www.w3.org/2000/svg",
    )


@cache
def _sea(side: str) -> str:
    width, height = frame(get_board(side))
    return tag("rect", class_="still-sea", width=width, height=height, rx=16, fill=PALETTE["sea"])


@cache
def _line(side: str, lid: str, count: int, fresh: bool) -> str:
    """A line: dotted while empty, else one or two bridges (highlighted: drawn this round)."""
    board = get_board(side)
    line = board.lines[lid]
    (x1, y1), (x2, y2) = _xy(board, line.a), _xy(board, line.b)
    if count == 0:
        dots = PALETTE["dots"]
        strokes = [
            tag(
                "line",
                x1=x1,
                y1=y1,
                x2=x2,
                y2=y2,
                stroke=dots,
                stroke_width=2,
                stroke_dasharray="3 7",
            )
        ]
    else:
        colour = PALETTE["legal" if fresh else "ink"]
        dx, dy = (0, BRIDGE_GAP) if y1 == y2 else (BRIDGE_GAP, 0)
        strokes = [
            tag(
                "line",
                x1=x1 + s * dx,
                y1=y1 + s * dy,
                x2=x2 + s * dx,
                y2=y2 + s * dy,
                stroke=colour,
                stroke_width=BRIDGE_WIDTH,
                stroke_linecap="round",
            )
            for s in ((0,) if count == 1 else (-1, 1))
        ]
    return tag(
        "g", "".join(strokes), class_="still-line", data_still_line=lid, data_still_bridges=count
    )


@cache
def _printed_ids(side: str) -> str:
    """The island numbers printed on the board (the same on every sheet of a side)."""
    board = get_board(side)
    ids = []
    for island in board.islands:
        cx, cy = _xy(board, island.id)
        ids.append(
            text_element(
                str(island.id),
                class_="still-id",
                x=cx - ISLAND_R - 2,
                y=cy + ISLAND_R + 12,
                font_size=12,
                fill=PALETTE["muted"],
                text_anchor="middle",
            )
        )
    return tag("g", "".join(ids), aria_hidden="true")


@cache
def _island(side: str, island: int, number: int | None, finished: bool, fresh: bool) -> str:
    """An island: its body (flag colour, finished or fresh fill), flag, number, check mark."""
    board = get_board(side)
    flag = board.island(island).flag
    cx, cy = _xy(board, island)
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
        parts.append(tag("g", _flag_mark(flag, cx, cy), fill=colour, stroke=colour, stroke_width=2))
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
        data_still_island=island,
        data_still_flag=flag or "none",
        data_still_number="" if number is None else number,
        data_still_finished="true" if finished else "false",
    )
