"""The page's board as attributes, for tests that read what the page sets on it."""

from __future__ import annotations

from hashi_core import Game
from web.pictures.board_view import board_view


def board_state(
    game: Game, player: int, selected: int | None, lang: str = "en", playable: bool = True
) -> dict[tuple[str, int | str], dict[str, str]]:
    """Attributes of every island and line for ``player``'s sheet, keyed by element
    (``("island", id)``, ``("line", id)``), as the page sets them
    (``web.pictures.board_view``: ``class`` included; one left out the element lacks)."""
    return board_view(game, player, selected, lang, playable).attributes()
