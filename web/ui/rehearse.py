"""What a tap runs, run without drawing anything: the schedule's warm-ups (``WARM``).

The runtime compiles the code of a tap as it runs it: a slow tablet's first taps of a
visit took 2-3x a later one's. Run while the page is idle after its start, the view's
build and comparison and the engine's steps are compiled before the player's first taps.
Nothing here changes the game on screen: the engine's steps are taken on a copy, and a
player's taps on a game of their own (:class:`Rehearsal`).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice

from web.model.controller import Controller
from web.model.flows import DEFAULT
from web.model.saves import MemoryStore, Saves
from web.shown.view_types import View, changed_elements, changed_parts
from web.ui import view
from web.ui.gestures import Gestures, Point

STEPS = 6  # legal moves taken and taken back on the copy, per warm-up
SEED = "REHEARSAL"  # the deal of the rehearsal's own game (any deal: the code is the same)


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


class Rehearsal:
    """A solo game of its own, in memory, played one tap per warm-up as a player's taps go
    (through the gestures, the session's steps and its saves): a number, a bridge, *Undo*,
    *Done*, and every round's *Done* up to the end, whose view is the one a game's last
    *Done* shows. Its views are drawn by the glue where nobody sees them (the DOM's calls
    compiled too). Begun anew once ended; the game on screen is never touched."""

    def __init__(self, side: str, lang: str, clock: Callable[[], float]) -> None:
        self.side = side
        self.lang = lang
        self.clock = clock
        self.taps = 0  # taps so far (each lands away from the last: no double tap)
        self.ctl, self.gestures = self.begin()
        self.done = 0  # this round's taps, of :meth:`plan`'s
        self.shown: View | None = None

    def begin(self) -> tuple[Controller, Gestures]:
        """A new game of the rehearsal's deal, on a device of its own (in memory)."""
        ctl = Controller(Saves(MemoryStore()), later=True)
        ctl.open_deal(SEED, self.side, DEFAULT)
        return ctl, Gestures(self.clock)

    def plan(self, round_: int, bridges: int) -> tuple[str, ...]:
        """A round's taps, so that the game reaches its end within the page's warm-ups and
        its views show what a game's do: a number and a bridge taken back (*Undo*), a number
        and all of the card's bridges (islands finished, scored), a number alone, *Done*."""
        if round_ % 8 == 1:
            return ("island", "line", "undo", "confirm")
        if round_ % 4 == 3:
            return ("island", *["line"] * bridges, "confirm")
        return ("island", "confirm") if round_ % 2 else ("confirm",)

    def tap(self) -> View:
        """One tap, its save and its view (compared with the one before, as a draw does)."""
        if self.ctl.session.phase == "end":
            self.ctl, self.gestures = self.begin()  # (its end shown: a new game)
        ctl, gestures = self.ctl, self.gestures
        s = ctl.session
        self.taps += 1
        where = Point(float(100 * (self.taps % 2)), 0.0)
        if s.phase == "setup":
            gestures.tap(ctl, where, s.seed_start)
        else:
            game, seat = s.game, s.seat
            card, drawn = game.card(seat), len(game.players[seat].draft_bridges)
            bridges = 0 if card is None else card.bridges
            plan = self.plan(s.table_round, bridges)
            kind = plan[min(self.done, len(plan) - 1)]
            islands, lines = game.legal_islands(seat), game.legal_lines(seat)
            if kind == "island" and islands:
                gestures.tap_island(ctl, sorted(islands)[0], where)
            elif kind == "line" and lines:
                gestures.tap_line(ctl, sorted(lines)[0], where)
            elif kind == "undo" or drawn not in (0, bridges):  # (Done takes all or none)
                gestures.tap(ctl, where, s.undo)
            else:
                kind = "confirm"
                gestures.tap(ctl, where, s.confirm)
            self.done = 0 if kind == "confirm" else self.done + 1
        gestures.drawn()
        ctl.flush()
        shown = view.build(ctl, self.lang)
        changed_parts(self.shown, shown)
        before = None if self.shown is None else self.shown.board
        for element in changed_elements(before, shown.board):
            element.attributes()
        self.shown = shown
        return shown
