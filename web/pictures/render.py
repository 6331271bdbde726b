"""The page's board: its pre-drawn markup (:mod:`web.pictures.board_drawing`'s), and the state of
every element as data.

Pure Python, no browser imports. The page draws its board's states from
``web.pictures.board_view`` (only the elements that changed); :func:`board_state`
gives the same states as attributes, for replays and tests. Only engine data and
catalogue texts go into it.
"""

from __future__ import annotations

from hashi_core import Board, Game

from .board_drawing import SQUARE, Drawing, draw_board, island_xy
from .board_drawing import frame as frame


def board_svg(board: Board, lang: str = "en") -> str:
    """The whole board side as SVG, every element a button (named in ``lang``), nothing on it."""
    return draw_board(board, None, Drawing("play", lang=lang))


def board_state(
    game: Game, player: int, selected: int | None, lang: str = "en", playable: bool = True
) -> dict[tuple[str, int | str], dict[str, str]]:
    """Attributes of every island and line for ``player``'s sheet, keyed by element
    (``("island", id)``, ``("line", id)``): ``web.pictures.board_view.board_view`` as the page sets
    it (``class`` included; an attribute left out is one the element does not have)."""
    from .board_view import board_view

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
            x = island_xy(board, int(ident))[0]
            found.append((x - half, x + half))
        else:
            line = board.lines[str(ident)]
            xa, xb = sorted((island_xy(board, line.a)[0], island_xy(board, line.b)[0]))
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
    return draw_board(game.board, game.players[player].sheet, Drawing("thumb"))
