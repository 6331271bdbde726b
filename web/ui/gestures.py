"""Taps as a player means them: double taps, a bridge by two taps or a drag (issue 18).

Pure: the browser glue forwards each tap (where it landed, or None for a key
or an assistive technology's activation) and each drag; this module decides
what it does, through the game's session, with the time from an injected clock.

- **A double tap** is a second tap within ``DOUBLE_TAP_MS`` at the spot of the
  first. After a step that moves things on the screen (a new round, phase,
  hand-over, game or guided step; a board the page panned) it would land on
  whatever came there (the Hint button where the deal's start was, Done on the
  next card, the cover's button, another line), and after a number is written
  on an island (or an island chosen for the start) it would take it back: it is
  not carried out, and the player is told (after a button that brought the next card,
  where *Skip this card* or an island may be under the finger, for ``NEXT_CARD_MS``). A line
  tapped twice quickly, where nothing moved, gets two bridges, as meant.
- **Keys and assistive technologies** are not guarded by place (they tap no spot), but
  for ``DOUBLE_TAP_MS`` after a press on a button that moved things in play (a round's
  *Done*, the start, *Take turn*), counted from when the page drew it, a second press on
  the board is not carried out unless the player chose meanwhile by another key (an arrow,
  Shift+arrow: :meth:`Gestures.keys_chose`), nor one on a button when the first brought the
  hand-over's cover: focus went to the board with the card, or to the cover's button, and
  Enter pressed twice would write the card's number on whichever island had focus, unseen,
  or take the turn past the cover meant to stop between players (Q37).
- **Two taps on neighbouring islands** draw the bridge between them. The first
  end is offered only once this round's number is written (action a comes
  before b) and only when a bridge from that island is legal now; a refused
  tap keeps its refusal's code and text.
- **Where lines cross**, a tap is on both: it means the one on top unless the rules (or
  the guided game's step) would refuse it and another under the finger would be taken.
- **A drag** from an island to another draws a bridge on the line between
  them; to an island that is no neighbour, the engine says why not.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, NamedTuple

from hashi_core import Board, Game

from ..model.controller import Controller
from ..model.outcome import SECOND_PRESS, SECOND_TAP, SECOND_TAP_ON_BUTTON, Outcome, taken
from ..model.session import Session
from .keyboard import line_between

if TYPE_CHECKING:  # (the schedule carries out what a tap's work returns)
    from .schedule import Did

DOUBLE_TAP_MS = 300.0  # a double tap's taps are 80-200 ms apart (phones: at most 300)
# A button that brought the next card (a round's *Done*, the hand-over's *Take turn*) leaves
# *Skip this card* or an island under the finger: a slow double tap (400 ms, Q27, Q51, Q52)
# would skip a card never seen, or write its number (in setup: choose a start) unseen.
NEXT_CARD_MS = 700.0
NEAR_PX = 32.0  # how far apart, each way, a double tap's two taps may land


@dataclass(frozen=True)
class Point:
    """Where a tap landed on the screen (CSS pixels of the viewport)."""

    x: float
    y: float

    def near(self, other: Point) -> bool:
        return abs(self.x - other.x) <= NEAR_PX and abs(self.y - other.y) <= NEAR_PX


def tap_point(x: float, y: float, detail: int) -> Point | None:
    """Where a click landed, or None when no pointer made it: a key's or an assistive
    technology's click has no click count (``detail`` 0), and is never a double tap."""
    return Point(x, y) if detail > 0 else None


@dataclass(frozen=True)
class Guard:
    """A double tap's second tap to refuse: before ``until``, near ``where``; on the island
    ``island`` only, or on anything there (None: things moved under the finger). ``shown``:
    the page has drawn the step (``until`` counts from then)."""

    until: float
    where: Point
    island: int | None = None
    shown: bool = False
    ms: float = DOUBLE_TAP_MS  # how long it lasts once shown


class Layout(NamedTuple):
    """What a step changes when it moves things on the screen: the way of playing, the
    game, its phase and round, who holds the device, a cover, the board shown, the
    guided game's step."""

    kind: str
    seed: str | None
    side: str
    phase: str
    table_round: int
    holder: int
    handover: bool
    asking_name: bool
    viewing: int | None
    progress: int


def layout(s: Session) -> Layout:
    game, ui = s.game, s.ui
    return Layout(
        s.kind,
        game.seed,
        game.side,
        s.phase,
        s.table_round,
        s.holder,
        ui.handover,
        ui.asking_name,
        ui.viewing,
        s.progress,
    )


def _chosen(s: Session) -> tuple[int | None, int | None]:
    """What a tap on an island toggles: this round's number, the island chosen for the start
    (a second tap on it takes it back)."""
    return s.game.players[s.seat].draft_number, s.ui.selected


def bridge_end(game: Game, player: int, island: int, code: str) -> int | None:
    """After a tap on ``island`` (refused with rule ``code``, or "" if it was taken): the
    island a next tap on a neighbour joins with a bridge, or None.

    Only once the number step is over: the tap just wrote this round's number
    there, or the number is written elsewhere (``number_written``, or the guided
    game's "not now" at a bridge step, "" too), or no island can take it at all.
    A numbered island tapped while the number can still be written is refused
    (``island_taken``) and offers nothing: the next tap is the player's next try
    at the number. And only when a bridge from the island is legal now.
    """
    p = game.players[player]
    if code == "":
        over = p.draft_number is not None
    elif code == "island_taken":
        over = not game.legal_islands(player)
    else:
        over = code == "number_written"
    legal = set(game.legal_lines(player))
    return island if over and any(line in legal for line in game.board.lines_of[island]) else None


def line_meant(ctl: Controller, line: str, under: Callable[[], Sequence[str]]) -> str:
    """The line a tap on ``line`` means where lines cross: ``line`` (the one on top) unless it
    would be refused and another line under the finger would be taken (a crossing's tap
    reaches the legal line, and the guided step's; Q36, Q37)."""
    s = ctl.session
    legal = s.game.legal_lines(s.seat)

    def taken(candidate: str) -> bool:
        return candidate in legal and s.refusal("line", candidate) is None

    if taken(line):
        return line
    return next((other for other in under() if other != line and taken(other)), line)


def _outcome(done: Did) -> Outcome | None:
    return done if isinstance(done, Outcome) else None


class Gestures:
    """The state of a player's taps: the two-tap bridge's first end, a drag's start, and
    the guard against a double tap's second tap."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock  # milliseconds, monotonic (the page's performance.now())
        self.first_end: int | None = None  # the island a tap on a neighbour draws a bridge from
        self.pressed: int | None = None  # the island a pointer went down on (a drag's start)
        self.guard: Guard | None = None
        self.keys_held: float | None = None  # until when a key's press waits
        self.keys_drawn = True  # the press that set it is drawn (``step_drawn``)
        self.keys_cover = False  # it holds buttons too (the press brought the hand-over's cover)
        self.last: Point | None = None  # where the last tap carried out landed, until drawn

    def settling(self) -> tuple[Point, float] | None:
        """Where a tap on anything would still be refused as a double tap's second tap (after
        a step that moved things), and for how long (ms); None when nowhere."""
        guard, now = self.guard, self.clock()
        if guard is None or guard.island is not None or now >= guard.until:
            return None
        return guard.where, guard.until - now

    def tap(self, ctl: Controller, where: Point | None, work: Callable[[], Did]) -> Did:
        """A button: ``work`` carries it out, unless it is a double tap's second tap. What
        ``work`` returned (a step's outcome; an order for the page, such as a question for
        the computer: ``web.ui.schedule.ask``), or the second tap's outcome."""
        return self._run(ctl, where, None, work, button=True)

    def tap_line(
        self,
        ctl: Controller,
        line: str,
        where: Point | None,
        under: Callable[[], Sequence[str]] = tuple,
    ) -> Outcome | None:
        """A line tapped (``under``: every line under the finger, the one on top first; asked
        only when the tapped one would be refused: :func:`line_meant`)."""
        return _outcome(
            self._run(ctl, where, None, lambda: ctl.session.tap_line(line_meant(ctl, line, under)))
        )

    def tap_elsewhere(self) -> None:
        """A tap on no target: the two-tap bridge is forgotten."""
        self.first_end = None

    def tap_island(self, ctl: Controller, island: int, where: Point | None) -> Outcome | None:
        """The bridge from the first end when this is its neighbour, else the island's own tap
        (this round's number, or its refusal), which may make it a first end."""
        start = self.first_end
        line = None
        if start is not None and start != island:
            line = line_between(ctl.session.game.board, start, island)
        if line is not None:
            return _outcome(
                self._run(ctl, where, island, lambda: self._bridge_to(ctl, line, island))
            )
        return _outcome(
            self._run(ctl, where, island, lambda: self._number(ctl, island, start == island))
        )

    def _bridge_to(self, ctl: Controller, line: str, island: int) -> Outcome:
        s = ctl.session
        outcome = s.tap_line(line)
        if _went_on(outcome) == "":  # drawn: go on from here
            self.first_end = bridge_end(s.game, s.seat, island, "number_written")
        return outcome

    def _number(self, ctl: Controller, island: int, again: bool) -> Outcome:
        """The island's own tap; a first end tapped ``again`` is put down, not offered anew."""
        s = ctl.session
        outcome = s.tap_island(island)
        code = _went_on(outcome)
        if s.phase != "play" or (again and code):
            return outcome
        self.first_end = bridge_end(s.game, s.seat, island, code)
        if self.first_end is not None and (code or outcome.kind == "waiting"):
            # refused as a number (or "not now" in the guided game), taken as a first end
            return s.say(taken("bridge_from", island=island))
        return outcome

    def _run(
        self,
        ctl: Controller,
        where: Point | None,
        island: int | None,
        work: Callable[[], Did],
        button: bool = False,
    ) -> Did:
        """Carry out a tap, or refuse it as a double tap's second; guard the next one when it
        moved things on the screen or toggled an island (its number, the start's choice). A
        key's press just after a key's press that moved things in play waits."""
        now, guard, held = self.clock(), self.guard, self.keys_held
        if where is None and held is not None and now < held and (self.keys_cover or not button):
            return ctl.session.say(SECOND_PRESS)  # nothing else
        if (
            where is not None
            and guard is not None
            and now < guard.until
            and where.near(guard.where)
            and guard.island in (None, island)
        ):
            return ctl.session.say(SECOND_TAP_ON_BUTTON if button else SECOND_TAP)  # nothing else
        screen, chosen = layout(ctl.session), _chosen(ctl.session)
        self.first_end = None  # any tap carried out ends a two-tap bridge, or begins another
        done = work()
        self.last = where
        # A tap carried out ends any double tap before it: the next guards only its own spot.
        self.guard, self.keys_held = None, None
        if where is not None or button:
            now_shown = layout(ctl.session)  # (after a New game: another session's)
            moved_on = now_shown.table_round != screen.table_round
            uncovered = screen.handover and not now_shown.handover  # (a board shown to its player)
            next_card = button and (uncovered or (now_shown.phase == "play" and moved_on))
            if where is None:
                if now_shown != screen and now_shown.phase == "play":
                    self.keys_held, self.keys_drawn = self.clock() + DOUBLE_TAP_MS, False
                    self.keys_cover = now_shown.handover and not screen.handover
            elif now_shown != screen:
                ms = NEXT_CARD_MS if next_card else DOUBLE_TAP_MS
                self.guard = Guard(now + ms, where, ms=ms)
            elif island is not None and _chosen(ctl.session) != chosen:
                self.guard = Guard(now + DOUBLE_TAP_MS, where, island)
        return done

    def step_drawn(self) -> None:
        """The page has drawn the last step: a key's hold it set counts from now (a slow
        step or drawing never lets a second press through)."""
        if self.keys_held is not None and not self.keys_drawn:
            self.keys_held, self.keys_drawn = self.clock() + DOUBLE_TAP_MS, True

    def keys_chose(self) -> None:
        """The player acted on the board by a key of its own (an arrow moved focus to the
        island they chose, Shift+arrow drew a bridge): their next press is carried out,
        however soon."""
        self.keys_held = None

    @property
    def unchecked(self) -> Point | None:
        """Where the last tap carried out landed while the page has not yet looked whether
        drawing its step moved the board (``drawn``): a tap there may still be refused. The
        page looks at the next frame, when the layout is made anyway, or at once when a tap
        comes first (a layout of its own, then only)."""
        return self.last

    @property
    def to_measure(self) -> bool:
        """Whether the page is to measure whether drawing the last tap's step moved the
        board: not when that step moved things on the screen (a round's *Done*, a phase),
        whose spot is guarded for anything from when it is drawn, moved or not (measured
        in the tap, the layout a pressed button's focus needed held up ~1 ms of a slow
        tablet's *Done*)."""
        guard, last = self.guard, self.last
        if last is None:
            return False
        return guard is None or guard.island is not None or guard.shown or guard.where != last

    def drawn(self, moved: bool = False) -> None:
        """The page shows the last tap's step now; ``moved``: drawing it moved the board on
        the screen (panned to the new targets, pushed down). The moment counts from here, so
        a slow step or redraw (a busy phone) never lets a second tap through; and where the
        board moved under the finger, the tap's spot is guarded for anything."""
        guard, last = self.guard, self.last
        self.last = None
        if moved and last is not None:
            ms = DOUBLE_TAP_MS if guard is None else guard.ms
            self.guard = Guard(self.clock() + ms, last, shown=True, ms=ms)
        elif guard is not None and not guard.shown:
            self.guard = replace(guard, until=self.clock() + guard.ms, shown=True)

    # -- drags ------------------------------------------------------------------------

    def press(self, island: int | None) -> None:
        """A pointer went down (on ``island``, or on no island)."""
        self.pressed = island

    def cancel(self) -> None:
        """The browser took the gesture (a scroll or a zoom)."""
        self.pressed = None

    @property
    def dragging(self) -> bool:
        """Whether a one-finger move now draws (so it must not scroll the page)."""
        return self.pressed is not None

    def release(self, board: Board, island: int | None) -> str | None:
        """A pointer came up over ``island``: after a drag from another island, the line to
        tap between them (named even when they are no neighbours: the engine says why not)."""
        start, self.pressed = self.pressed, None
        if start is None or island is None or island == start:
            return None  # a tap, not a drag: its click follows
        self.first_end = None
        a, b = sorted((start, island))
        return line_between(board, a, b) or f"{a}-{b}"


def _went_on(outcome: Outcome) -> str:
    """The code a tap's two-tap bridge goes by: "" when the tap went on (taken, or the
    guided game's "not now", whose next tap may make the step's bridge), else the code of
    its refusal or of what it waits for."""
    if outcome.taken or (outcome.kind == "waiting" and outcome.answer is not None):
        return ""
    return outcome.code
