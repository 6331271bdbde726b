"""The state of every island and line of a player's sheet, as the page draws it.

Typed (``web.shown.view_types``) and made straight from the engine's sheet and legal
moves: the page builds it on every tap (``web.ui.view.build``), and
``web.pictures.render.board_state`` gives it as attributes for the replays.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from hashi_core import Game

from ..shown.view_types import BoardView, IslandState, Key, LineState
from .board_drawing import island_label, line_label


def board_view(
    game: Game,
    player: int,
    selected: int | None,
    lang: str = "en",
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
    islands = []
    for island in board.islands:
        ident = island.id
        number = sheet.numbers.get(ident)
        finished = sheet.is_finished(ident)
        legal = ident in legal_islands
        classes = "island"
        if legal:
            classes += " legal"
        if ident == this_round:
            classes += " fresh"
        if ident == selected:
            classes += " selected"
        if ident == start:
            classes += " start"
        key: Key = ("island", ident)
        label = island_label(
            board, ident, number, sheet.degree[ident], finished, lang, playable=legal
        )
        islands.append(
            IslandState(
                ident,
                "" if number is None else str(number),
                finished,
                classes,
                label,
                (ident == selected) if starts and legal else None,
                key in hinted,
                marks.get(key, "false"),
            )
        )
    lines = []
    for line in board.lines.values():
        count = sheet.bridges.get(line.id, 0)
        legal = line.id in legal_lines
        blocked = sheet.is_closed(line.id)
        classes = "line legal" if legal else "line dead" if blocked else "line"
        key_line: Key = ("line", line.id)
        lines.append(
            LineState(
                line.id,
                count,
                classes,
                line_label(line.a, line.b, count, lang, legal, blocked),
                key_line in hinted,
                marks.get(key_line, "false"),
            )
        )
    return BoardView(board.side, tuple(islands), tuple(lines))
