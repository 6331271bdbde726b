"""Drawing: the board as SVG markup, and the state of every element as data.

Pure Python, no browser imports: the build pre-draws the board into the
page with it (so the board shows while Python loads), and the page applies
:func:`board_state` to the live SVG after every step. Only engine data and
catalogue texts go into markup here, all escaped; names typed by players
never do.
"""

from __future__ import annotations

import functools
from html import escape

from hashi_core import Board, Game
from hashi_texts import render as text

CELL = 60  # px per grid unit
MARGIN = 40
ISLAND_R = 22  # drawn radius
HIT_R = 40  # touch target radius on large screens (style.css shrinks it on phones)
LINE_HIT = 80  # touch target width of a line on large screens
# On phones (style.css, max-width 600px) one grid unit is PHONE_CELL_PX wide and the board
# pans in its own frame: each island takes a square one unit wide, and each line the unit
# left between two islands two units apart, so every target is >= 44 px each way.
SQUARE = CELL
PHONE_CELL_PX = 46
BRIDGE_GAP = 6  # offset of each stroke of a double bridge


def _xy(board: Board, island: int) -> tuple[int, int]:
    i = board.island(island)
    return MARGIN + i.x * CELL, MARGIN + i.y * CELL


def _flag_mark(flag: str, x: int, y: int) -> str:
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


def frame(board: Board) -> tuple[int, int]:
    """The drawing's width and height (SVG units) for a board of any size."""
    return 2 * MARGIN + (board.width - 1) * CELL, 2 * MARGIN + (board.height - 1) * CELL


def board_svg(board: Board, lang: str = "en") -> str:
    """The whole board side as SVG: lines (with room for bridges), then islands."""
    width, height = frame(board)
    out = [
        f'<svg data-board="{board.side}" viewBox="0 0 {width} {height}" '
        f'role="group" aria-label="{escape(text("ui.board_label", lang, side=board.side))}" '
        'xmlns="http://www.w3.org/2000/svg">'
    ]
    for line in board.lines.values():
        (x1, y1), (x2, y2) = _xy(board, line.a), _xy(board, line.b)
        dx, dy = (0, BRIDGE_GAP) if y1 == y2 else (BRIDGE_GAP, 0)
        label = escape(line_label(line.a, line.b, 0, lang))
        out.append(
            f'<g class="line" data-line="{line.id}" data-bridges="0" tabindex="-1" '
            f'role="button" aria-label="{label}">'
            f'<line class="hit" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" '
            f'stroke-width="{LINE_HIT}"/>'
            f'<line class="dots" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>'
            f'<line class="bridge one" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>'
            f'<line class="bridge two" x1="{x1 - dx}" y1="{y1 - dy}" '
            f'x2="{x2 - dx}" y2="{y2 - dy}"/>'
            f'<line class="bridge two" x1="{x1 + dx}" y1="{y1 + dy}" '
            f'x2="{x2 + dx}" y2="{y2 + dy}"/>'
            "</g>"
        )
    for index, island in enumerate(board.islands):
        x, y = _xy(board, island.id)
        flag = island.flag or "none"
        label = escape(island_label(board, island.id, None, 0, False, lang))
        # One island in the tab order (roving focus: arrow keys move between islands).
        tab = "0" if index == 0 else "-1"
        out.append(
            f'<g class="island" data-island="{island.id}" data-flag="{flag}" '
            f'data-number="" data-finished="false" tabindex="{tab}" role="button" '
            f'aria-label="{label}">'
            f'<circle class="hit" cx="{x}" cy="{y}" r="{HIT_R}"/>'
            f'<rect class="hit square" x="{x - SQUARE // 2}" y="{y - SQUARE // 2}" '
            f'width="{SQUARE}" height="{SQUARE}"/>'
            f'<circle class="ring" cx="{x}" cy="{y}" r="{ISLAND_R + 5}"/>'
            f'<circle class="body" cx="{x}" cy="{y}" r="{ISLAND_R}"/>'
            + (_flag_mark(island.flag, x, y) if island.flag else "")
            + f'<text class="num" x="{x}" y="{y}" aria-hidden="true"></text>'
            + finished_mark(x, y)
            + "</g>"
        )
    # Island numbers as printed on the board, outside the buttons: a button's
    # visible text is then only what its name starts with (its written number).
    out.append('<g class="ids" aria-hidden="true">')
    for island in board.islands:
        x, y = _xy(board, island.id)
        out.append(
            f'<text class="id" x="{x - ISLAND_R - 2}" y="{y + ISLAND_R + 12}">{island.id}</text>'
        )
    out.append("</g></svg>")
    return "".join(out)


def island_label(
    board: Board,
    island: int,
    number: int | None,
    bridges: int,
    finished: bool,
    lang: str = "en",
    playable: bool = False,
) -> str:
    """The island's accessible name: what a sighted player reads off the drawing, then state.

    "Playable now" is in the name, so legal targets are never told by colour alone.
    """
    return _island_label(
        board.island(island).flag, island, number, bridges, finished, lang, playable
    )


# Every tap labels each of the board's ~40 islands and lines again, and few change: the
# names are kept (a few thousand short strings at most; a slow tablet's tap is ~40% faster).
@functools.lru_cache(maxsize=8192)
def _island_label(
    flag: str | None,
    island: int,
    number: int | None,
    bridges: int,
    finished: bool,
    lang: str,
    playable: bool,
) -> str:
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


@functools.lru_cache(maxsize=8192)
def line_label(
    a: int, b: int, bridges: int, lang: str = "en", playable: bool = False, blocked: bool = False
) -> str:
    """A line's accessible name: its ends, its bridges, and whether it takes one now."""
    parts = [text("ui.line_label", lang, a=a, b=b, bridges=bridges)]
    if playable:
        parts.append(text("a11y.playable", lang))
    elif blocked:
        parts.append(text("a11y.line_blocked", lang))
    return ", ".join(parts)


def board_state(
    game: Game, player: int, selected: int | None, lang: str = "en", playable: bool = True
) -> dict[tuple[str, int | str], dict[str, str]]:
    """Attributes of every island and line for ``player``'s sheet, keyed by element
    (``("island", id)``, ``("line", id)``): ``web.board_view.board_view`` as the page sets
    it (``class`` included; an attribute left out is one the element does not have)."""
    from .board_view import board_view  # (it labels with this module's names)

    return board_view(game, player, selected, lang, playable).attributes()


def legal_extents(
    board: Board, state: dict[tuple[str, int | str], dict[str, str]]
) -> list[tuple[int, int]]:
    """The horizontal extent (SVG units) of each target on the board: what
    :func:`board_state` marks legal, and the guided game's asked-for tap.

    An island is its hit square; a line is its free length between its ends'
    squares. Empty when nothing is legal (setup, another's board, game over).
    """
    found: list[tuple[int, int]] = []
    half = SQUARE // 2
    for (kind, ident), attrs in state.items():
        asked = attrs.get("data-tutorial-target") == "true"
        if not asked and "legal" not in attrs["class"].split():
            continue
        if kind == "island":
            x = _xy(board, int(ident))[0]
            found.append((x - half, x + half))
        else:
            line = board.lines[str(ident)]
            xa, xb = sorted((_xy(board, line.a)[0], _xy(board, line.b)[0]))
            found.append((xa + half, xb - half) if xa != xb else (xa - half, xa + half))
    return found


def pan_to(extents: list[tuple[int, int]], left: float, view: float, total: float) -> float:
    """Where a frame ``view`` wide over a board ``total`` wide scrolls to show the targets.

    All in one unit. Targets that fit in the frame are all shown, by the least
    move. Others are not split around a cut-off middle: the frame goes to the
    end of the board that shows more of them whole, unless where the player
    panned shows as many. Never past either end.
    """

    def shown(x: float) -> int:
        return sum(x <= a and b <= x + view for a, b in extents)

    lo, hi = min((a for a, _ in extents), default=left), max((b for _, b in extents), default=left)
    places = [left, lo, hi - view] if hi - lo <= view else [left, 0, total]
    places = [max(0.0, min(x, total - view)) for x in places]
    return max(places, key=lambda x: (shown(x), -abs(x - left)))


def board_thumbnail(game: Game, player: int) -> str:
    """A small picture of one player's sheet (numbers, bridges, finished islands).

    Markup from engine data only; the player's name is never part of it.
    """
    board, sheet = game.board, game.players[player].sheet
    width, height = frame(board)
    out = [f'<svg class="thumb" viewBox="0 0 {width} {height}" aria-hidden="true">']
    for line in board.lines.values():
        (x1, y1), (x2, y2) = _xy(board, line.a), _xy(board, line.b)
        count = sheet.bridges.get(line.id, 0)
        out.append(f'<line class="t-line t-{count}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>')
    for island in board.islands:
        x, y = _xy(board, island.id)
        number = sheet.numbers.get(island.id)
        classes = f"t-island t-{island.flag or 'plain'}"
        if sheet.is_finished(island.id):
            classes += " t-done"
        out.append(f'<circle class="{classes}" cx="{x}" cy="{y}" r="{ISLAND_R}"/>')
        if number is not None:
            out.append(f'<text class="t-num" x="{x}" y="{y}">{number}</text>')
    out.append("</svg>")
    return "".join(out)
