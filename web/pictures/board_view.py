"""The state of every island and line of a player's sheet, as the page draws it.

Typed (``web.shown.view_types``) and made straight from the engine's sheet and legal
moves: the page builds it on every tap (``web.ui.view.build``) and sets each element's
attributes from it (``BoardView.attributes``).
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Mapping

from hashi_core import Board, Game, get_board
from hashi_texts import DEFAULT

from ..shown.view_types import BoardView, IslandState, Key, LineState
from .board_drawing import island_label, line_label


def board_view(
    game: Game,
    player: int,
    selected: int | None,
    lang: str = DEFAULT,
    playable: bool = True,
    hinted: Collection[Key] = (),
    marks: Mapping[Key, str] | None = None,
) -> BoardView:
    """Every island and line of ``player``'s sheet, in the board's order.

    A board that is not ``playable`` (another player's, or behind the hand-over
    cover) marks nothing as legal. A closed line (the engine's
    ``Sheet.is_closed``: empty, crossed by a bridge) is ``dead``: it can never be used.
    In setup, the islands that may take the start are toggles (``pressed``), the
    one chosen pressed. ``hinted``: the computer's suggestion; ``marks``: the
    guided step's targets ("true" the tap asked for, "context"; else "false").
    """
    board = game.board
    p = game.players[player]
    sheet = p.sheet
    marks = marks or {}
    legal_islands: set[int] = set()
    legal_lines: set[str] = set()
    starts = p.start is None
    if playable:
        legal_islands = set(game.legal_starts(player) if starts else game.legal_islands(player))
        legal_lines = set(game.legal_lines(player))
    this_round = p.draft_number
    start = p.start.island if p.start else None
    numbers, degree, bridges = sheet.numbers, sheet.degree, sheet.bridges
    side, finished = board.side, set(sheet.finished())
    islands = tuple(
        [
            _island(
                side,
                ident,
                numbers.get(ident),
                degree[ident],
                ident in finished,
                ident in legal_islands,
                ident == this_round,
                ident == selected,
                ident == start,
                starts,
                ("island", ident) in hinted if hinted else False,
                marks.get(("island", ident), "false") if marks else "false",
                lang,
            )
            for ident in _island_ids(board)
        ]
    )
    lines = tuple(
        [
            _line(
                line.a,
                line.b,
                lid,
                bridges.get(lid, 0),
                lid in legal_lines,
                sheet.is_closed(lid),
                ("line", lid) in hinted if hinted else False,
                marks.get(("line", lid), "false") if marks else "false",
                lang,
            )
            for lid, line in board.lines.items()
        ]
    )
    return BoardView(side, islands, lines)


@functools.lru_cache(maxsize=8)
def _island_ids(board: Board) -> tuple[int, ...]:
    return tuple(island.id for island in board.islands)


# A tap changes a few of the board's ~40 islands and lines: each state is made once per
# distinct value (a few thousand small tuples at most), not again on every tap (a slow
# tablet's view spent about a third of its time here).
@functools.lru_cache(maxsize=8192)
def _island(
    side: str,
    ident: int,
    number: int | None,
    degree: int,
    finished: bool,
    legal: bool,
    fresh: bool,
    selected: bool,
    start: bool,
    starts: bool,
    hint: bool,
    mark: str,
    lang: str,
) -> IslandState:
    """One island's state from what it depends on (kept: see above)."""
    classes = "island"
    if legal:
        classes += " legal"
    if fresh:
        classes += " fresh"
    if selected:
        classes += " selected"
    if start:
        classes += " start"
    label = island_label(get_board(side), ident, number, degree, finished, lang, playable=legal)
    return IslandState(
        ident,
        "" if number is None else str(number),
        finished,
        classes,
        label,
        selected if starts and legal else None,
        hint,
        mark,
    )


@functools.lru_cache(maxsize=8192)
def _line(
    a: int,
    b: int,
    ident: str,
    count: int,
    legal: bool,
    blocked: bool,
    hint: bool,
    mark: str,
    lang: str,
) -> LineState:
    """One line's state from what it depends on (kept: see above)."""
    classes = "line legal" if legal else "line dead" if blocked else "line"
    label = line_label(a, b, count, lang, legal, blocked)
    return LineState(ident, count, classes, label, hint, mark)
