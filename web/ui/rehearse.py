"""What a tap runs, run without drawing anything: the schedule's warm-ups (``WARM``).

The runtime compiles the code of a tap as it runs it: a slow tablet's first taps of a
visit took 2-3x a later one's. Run while the page is idle after its start, the view's
build and comparison and the engine's steps are compiled before the player's first taps.
Nothing here changes the game on screen: the engine's steps are taken on a copy.
"""

from __future__ import annotations

from itertools import islice

from web.model.controller import Controller
from web.shown.view_types import View, changed_elements, changed_parts
from web.ui import view

STEPS = 6  # legal moves taken and taken back on the copy, per warm-up


def rehearse(ctl: Controller, lang: str, drawn: View | None) -> None:
    """The view built and compared with ``drawn`` (the one on the page), each island's and
    line's attributes made as a draw does, and a few of the legal moves pushed and popped
    on a copy of the game (the step's checks, the next view's legal marks)."""
    shown = view.build(ctl, lang)
    changed_parts(drawn, shown)
    for element in changed_elements(None, shown.board):
        element.attributes()
    session = ctl.session
    game, seat = session.game.copy(), session.seat
    for move in list(islice(game.legal_moves(seat), STEPS)):
        game.push(move, seat)
        game.legal_islands(seat)  # (the next view's legal marks)
        game.legal_lines(seat)
        game.pop(seat)
