"""The page's board: its pre-drawn markup (:mod:`web.pictures.board_drawing`'s), and the state of
every element as data.

Pure Python, no browser imports. The page draws its board's states from
``web.pictures.board_view`` (only the elements that changed). Only engine data and
catalogue texts go into it.
"""

from __future__ import annotations

from hashi_core import Board, Game
from hashi_texts import DEFAULT

from .board_drawing import Drawing, draw_board
from .board_drawing import frame as frame


def board_svg(board: Board, lang: str = DEFAULT) -> str:
    """The whole board side as SVG, every element a button (named in ``lang``), nothing on it."""
    return draw_board(board, None, Drawing("play", lang=lang))


def board_thumbnail(game: Game, player: int) -> str:
    """A small picture of one player's sheet (numbers, bridges, finished islands).

    Markup from engine data only; the player's name is never part of it.
    """
    return draw_board(game.board, game.players[player].sheet, Drawing("thumb"))
