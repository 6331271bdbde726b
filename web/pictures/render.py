"""The page's board: its pre-drawn markup (:mod:`web.pictures.board_drawing`'s), and the state of
every element as data.

Pure Python, no browser imports. The page draws its board's states from
``web.pictures.board_view`` (only the elements that changed); :func:`board_state`
gives the same states as attributes, for replays and tests. Only engine data and
catalogue texts go into it.
"""

from __future__ import annotations

from hashi_core import Board, Game

from .board_drawing import Drawing, draw_board
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


def board_thumbnail(game: Game, player: int) -> str:
    """A small picture of one player's sheet (numbers, bridges, finished islands).

    Markup from engine data only; the player's name is never part of it.
    """
    return draw_board(game.board, game.players[player].sheet, Drawing("thumb"))
