"""When the page saves, draws and asks the computer: the glue's timers and frames, decided.

Every happening goes through :class:`Schedule` (a tap's step, a timer or a frame come due,
the worker's message, the page hidden) and comes back as :class:`Order` s, yielded one
at a time: set a timer, ask for a frame, cancel one, draw, ask the computer. The glue
(``web/browser/page.py``) carries each out as it comes (:func:`carry_out`), so an order
is decided after the one before it is done (a worker that fails to start is known before
the wait on it is bounded). Nothing here touches the browser: the order of a tap's step,
its drawing and its save is tested with a fake clock (``tests/test_web_schedule.py``).

The rules it keeps: a save still due is written before anything else happens, and so
is never lost nor written out of order; a tap's own save waits until its step is painted
(a frame, then a task: off the tap's path); a save that changed what the page shows (the
storage refused it, another tab moved the game on) is drawn at once; every wait on the
computer has a bound; each timer is set once and stopped when what it waits for is over.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from enum import Enum

from web.bots import bot_protocol
from web.model.controller import Controller
from web.model.outcome import Outcome, Said
from web.ui.gestures import Gestures

COMPUTER_STEP_MS = 350  # between a computer seat's moves: visible, never slow
COMPUTER_WARM_MS = 5000  # from the page ready to the computer's runtime started (``ready``)
WARM_UPS = 48  # what a tap runs, run this many times while the page is idle after its start
# A first warm-up quicker than this (ms; 14-43 on a desktop's core, 70-98 on a 4x slower
# tablet's): the device runs its first taps quickly enough cold, the rest would only spend
# its battery (and a test run's CPU).
FAST_WARM_UP_MS = 50.0
WATCH_SLACK_MS = 50  # a bound's timer fires this late, so that the wait is over by then


class Timer(Enum):
    QUEUE = "queue"  # a computer seat's next move
    WATCH = "watch"  # the bound on the wait for the computer
    SETTLE = "settle"  # the end of a double tap's guard
    REPLAY = "replay"  # a playing replay's next round
    SAVE = "save"  # the task after the painted frame: the due save is written
    WARM = "warm"  # the next warm-up, while the page is idle
    COMPUTER = "computer"  # the computer's runtime started before anyone asks


class Frame(Enum):
    """A task once the next frame is painted (the glue runs nothing in the frame itself: a
    slow tablet's paint waited ~2.5 ms a tap for these two)."""

    CHECK = "check"  # the look at the board once drawn (did the tap's step move it?)
    PAINT = "paint"  # the frame after which a due save is written
    DRAW = "draw"  # the frame after which an answer that came in a tap is drawn (``answered``)


class Order:
    """Something for the glue to do."""


# What a step's work returns: what it did for the player (``Said``, a tap's ``Outcome``;
# None: nothing), or an order for the page (a question for the computer, its runtime started).
Did = Said | Outcome | Order | None


@dataclass(frozen=True)
class Start(Order):
    timer: Timer
    ms: int


@dataclass(frozen=True)
class Stop(Order):
    timer: Timer


@dataclass(frozen=True)
class Request(Order):
    frame: Frame


@dataclass(frozen=True)
class Cancel(Order):
    frame: Frame


@dataclass(frozen=True)
class Ask(Order):
    """Send the computer this question (a worker started first if none runs)."""

    request: bot_protocol.Request


def ask(request: bot_protocol.Request | None) -> Ask | None:
    """The order to send a question to the worker, if there is one (None: the computer
    said why not, or it is already asked)."""
    return None if request is None else Ask(request)


@dataclass(frozen=True)
class Failed(Order):
    """A step raised: said on the console (the player is told by the session)."""

    error: Exception


class Redraw(Order):
    """Draw the page as the controller has it now (focus follows a screen that changed)."""


class ShowSettling(Order):
    """Mark where a tap is still refused as a double tap's second (``data-settling``)."""


class Keep(Order):
    """A player's gesture: ask for persistent storage, mark the device (``keep_games``)."""


class StopWorker(Order):
    """The worker failed or is too slow: stopped (a new one starts when a player asks)."""


class StartWorker(Order):
    """Start the computer's worker if none runs (its runtime loads in the background); what
    happens is told back through :meth:`Schedule.message`."""


class ToTop(Order):
    """Scroll the page to its top: a replay opened, and is seen from its heading down."""


class PanelToTop(Order):
    """Scroll the panel's lower part (sideways it scrolls, and was scrolled to reach the
    button) to its top: a New game, or another way of playing (the guided game), where a
    game left in progress is one tap from its way back, and the guided game's first target
    is."""


class ShowMessage(Order):
    """Bring the message into view with the least scroll: what a file opened or a link
    shared said (their buttons may be far from it: on a phone upright, the file's is at the
    page's foot, the message far above)."""


class Warm(Order):
    """Run what a tap runs, drawing nothing (the view built and compared with the one drawn).

    The runtime compiles a tap's code as it runs it: a slow tablet's first taps of a visit
    took 2-3x a later one's. Run while the page is idle after its start, that is done before
    the player's taps, which never wait for more than one warm-up."""


REDRAW, SHOW_SETTLING, KEEP, STOP_WORKER = Redraw(), ShowSettling(), Keep(), StopWorker()
START_WORKER = StartWorker()
TO_TOP, PANEL_TO_TOP, WARM = ToTop(), PanelToTop(), Warm()
SHOW_MESSAGE = ShowMessage()

Orders = Generator[Order, None, None]


def carry_out(orders: Orders, do: Callable[[Order], object]) -> None:
    """Do each order as it comes; what doing one raises is raised where it was yielded (a
    step's own failure is told like the step's)."""
    try:
        order = next(orders)
        while True:
            try:
                do(order)
            except Exception as error:
                order = orders.throw(error)
            else:
                order = next(orders)
    except StopIteration:
        return


def _untimed(name: str) -> AbstractContextManager[None]:
    return nullcontext()


class Schedule:
    """The page's timers and frames: which are set, and what each happening is to do.

    ``reduced_motion`` answers whether the player asked for less motion (a replay's pace);
    ``timed`` times a phase for the bench (``web/browser/timing.py``).
    """

    def __init__(
        self,
        ctl: Controller,
        gestures: Gestures,
        reduced_motion: Callable[[], bool] = lambda: False,
        timed: Callable[[str], AbstractContextManager[None]] = _untimed,
    ) -> None:
        self.ctl = ctl
        self.gestures = gestures
        self.reduced_motion = reduced_motion
        self.timed = timed
        self.timers: set[Timer] = set()  # set and not yet fired nor stopped
        self.frames: set[Frame] = set()  # asked for and not yet come
        self.replay_drawn: object = None  # the replay drawn last (another: the page's top)
        self.phase_drawn = ""  # the game's phase drawn last (setup, then play: the top)
        self.kind_drawn = ""  # the way of playing drawn last (another: the panel's top)
        self.warm_ups = 0  # warm-ups still to run (``ready``)

    # -- what happens ------------------------------------------------------------------------

    def ready(self) -> Orders:
        """The page is ready: :data:`WARM_UPS` warm-ups, one a task while the page is idle
        (paused by a player's step, they go on once it is painted); only the first when it
        took less than :data:`FAST_WARM_UP_MS` (a fast device). And the computer's runtime
        started :data:`COMPUTER_WARM_MS` later when it will be wanted soon (a computer seat
        plays, or the player asked before), so that its first answer comes without the wait
        and the start is not slowed."""
        self.warm_ups = WARM_UPS
        yield from self._warm_soon()
        if self.ctl.computer.wanted_soon():
            yield from self._start(Timer.COMPUTER, COMPUTER_WARM_MS)

    def begun(self) -> Order | None:
        """A way of playing begun by a tap (its step's order): the computer's runtime started
        at once when a computer seat plays, to load while the people write their starts;
        when only the player may ask (they did before), :data:`COMPUTER_WARM_MS` later, as
        after a page's start. (A page left while the runtime starts ends it half-way, and
        Chromium's tab may then crash: *New game*, then a friend's link at once, did.)"""
        computer = self.ctl.computer
        if not computer.wanted_soon():
            return None
        if self.ctl.session.seats.levels:
            return START_WORKER
        if Timer.COMPUTER in self.timers:
            return None
        self.timers.add(Timer.COMPUTER)
        return Start(Timer.COMPUTER, COMPUTER_WARM_MS)

    def step(self, work: Callable[[], object], player: bool = True) -> Orders:
        """A player's action (``player``; else the computer's or a timer's): the due save
        first, then ``work`` (an :class:`Order` it returns is carried out), then
        :meth:`settle`. Whatever goes wrong is said, and the page drawn still."""
        if player:  # no warm-up between a tap and its paint
            yield from self._stop(Timer.WARM)
        try:
            self.ctl.flush()  # a save still due is written before anything else happens
            with self.timed("step"):
                then = work()
            if isinstance(then, Order):
                yield then
            if player:
                yield KEEP
        except Exception as error:
            yield Failed(error)
            self.ctl.session.went_wrong()
        yield from self.settle()

    def settle(self) -> Orders:
        """After anything happened: a computer seat's go, the page drawn, the computer
        watched, the save put off until the step is painted."""
        with self.timed("computer"):
            yield from self._computers_go()
        with self.timed("redraw"):
            yield from self._cancel(Frame.DRAW)  # (an answer's drawing: this one draws it)
            yield REDRAW
            yield from self._drawn()
        with self.timed("watch"):
            yield from self._watch()
        yield from self._save_soon()

    def draw(self) -> Orders:
        """Something done off a step (a file read, a share) changed the page: drawn, and
        its save (an imported game's first) put off as a step's."""
        yield REDRAW
        yield from self._drawn()
        yield from self._save_soon()

    def told(self) -> Orders:
        """A file read or a link shared, off a step (what it said: opened, refused, copied):
        drawn as :meth:`draw`, then its message brought into view."""
        yield from self.draw()
        yield SHOW_MESSAGE

    def answered(self) -> Orders:
        """An answer that came off a step (persistent storage's, asked in a game's last
        *Done*, comes in that tap's microtasks, before its paint: drawn there, it cost a
        slow tablet ~13 ms of the tap): drawn as :meth:`draw`, in the task once the next
        frame is painted; a step's drawing before then draws it."""
        if Frame.DRAW not in self.frames:
            yield from self._request(Frame.DRAW)

    def message(self, message: object) -> Orders:
        """What the computer's worker says (or its failure to load): the controller decides
        (a reply to a question no longer asked is dropped there)."""
        computer = self.ctl.computer
        yield from self.step(lambda: STOP_WORKER if computer.message(message) else None, False)

    def fired(self, due: Timer | Frame) -> Orders:
        """A timer or a frame came (the board's look has its own: :meth:`look`)."""
        if isinstance(due, Frame):
            self.frames.discard(due)
            if due is Frame.PAINT:  # painted: the save in the task after the frame
                yield from self._start(Timer.SAVE, 0)
                yield from self._warm_soon()  # (then the warm-ups, if any are left)
            elif due is Frame.DRAW:
                yield from self.draw()
            return
        self.timers.discard(due)
        ctl = self.ctl
        if due is Timer.QUEUE:  # one move at a time, so that players see it happen
            yield from self.step(ctl.computer.play_queued, player=False)
        elif due is Timer.WATCH:
            overdue = ctl.computer.overdue  # stuck or too slow: the player is told
            yield from self.step(lambda: STOP_WORKER if overdue() else None, player=False)
        elif due is Timer.COMPUTER:  # still wanted (a failure meanwhile waits for a player)
            computer = ctl.computer
            yield from self.step(
                lambda: START_WORKER if computer.wanted_soon() else None, player=False
            )
        elif due is Timer.SETTLE:
            yield SHOW_SETTLING
            yield from self._guard()
        elif due is Timer.REPLAY:
            if ctl.screens.playing:  # (a replay closed or paused meanwhile: nothing)
                yield from self.step(lambda: ctl.screens.go("tick"), player=False)
        elif due is Timer.SAVE:
            yield from self.save()
        elif due is Timer.WARM and self.warm_ups > 0:
            first = self.warm_ups == WARM_UPS
            self.warm_ups -= 1
            began = self.gestures.clock()
            yield WARM  # (carried out before the schedule goes on: its time is the device's)
            if first and self.gestures.clock() - began < FAST_WARM_UP_MS:
                self.warm_ups = 0  # a fast device
            yield from self._warm_soon()

    def save(self) -> Orders:
        """Write the due save now (its painted frame came, or the page is left or hidden:
        a phone may end it there). A save that changed what the page shows (the storage
        refused it: the lasting warning; another tab's game; a finished game listed) is
        drawn at once, not at the player's next tap."""
        yield from self._stop(Timer.SAVE)
        yield from self._cancel(Frame.PAINT)
        try:
            with self.timed("save"):
                changed = self.ctl.flush()
        except Exception as error:
            yield Failed(error)
            self.ctl.session.went_wrong()
            changed = True
        if changed:
            yield from self.settle()

    def look(self, moved: Callable[[], bool], came: bool = False) -> Orders:
        """The last tap's step is drawn: did the board move under the finger (``moved``
        measures it)? Its frame ``came``, or another tap came first (the frame cancelled)."""
        if came:
            self.frames.discard(Frame.CHECK)
        yield from self._cancel(Frame.CHECK)
        if self.gestures.unchecked is None:
            return
        with self.timed("moved"):
            self.gestures.drawn(moved=moved())
            yield SHOW_SETTLING
            yield from self._guard()

    # -- the timers --------------------------------------------------------------------------

    def _start(self, timer: Timer, ms: int) -> Iterator[Order]:
        self.timers.add(timer)
        yield Start(timer, ms)

    def _stop(self, timer: Timer) -> Iterator[Order]:
        if timer in self.timers:
            self.timers.discard(timer)
            yield Stop(timer)

    def _request(self, frame: Frame) -> Iterator[Order]:
        self.frames.add(frame)
        yield Request(frame)

    def _cancel(self, frame: Frame) -> Iterator[Order]:
        if frame in self.frames:
            self.frames.discard(frame)
            yield Cancel(frame)

    def _warm_soon(self) -> Iterator[Order]:
        if self.warm_ups > 0 and Timer.WARM not in self.timers:
            yield from self._start(Timer.WARM, 0)

    def _computers_go(self) -> Iterator[Order]:
        """When a computer seat is to play: its queued moves, else the worker asked."""
        ui, computer = self.ctl.ui, self.ctl.computer
        if not ui.queue:
            request = computer.seats_go()  # one sitting out queues an empty turn
            if request is not None:
                yield Ask(request)
        if self.ctl.ui.queue and Timer.QUEUE not in self.timers:
            yield from self._start(Timer.QUEUE, COMPUTER_STEP_MS)

    def _drawn(self) -> Iterator[Order]:
        """After a drawing: a replay just opened seen from the page's top, and the first round
        once the start is taken (on a phone the start's buttons are low: the player scrolled
        to them, and the round's header would stay above the screen); a New game or another
        way of playing from the page's and the panel's top (``PanelToTop``: on a phone
        upright, *Start pass-and-play* left the new table's board and question above the
        screen, and seemed to do nothing, Q51); the double tap's
        guard, the board's look at the next frame (once its layout is made: asked in the
        tap, it would lay the page out in the middle of it), a playing replay's next round."""
        replay = self.ctl.screens.replay
        if replay is not None and replay is not self.replay_drawn:
            yield TO_TOP  # (opened from a scrolled page: the history's list, the end screen)
        self.replay_drawn = replay
        phase, kind = self.ctl.session.phase, self.ctl.session.kind
        if phase == "play" and self.phase_drawn == "setup" and replay is None:
            yield TO_TOP
        new_game = phase == "setup" and self.phase_drawn in ("play", "end")
        if new_game or self.kind_drawn not in ("", kind):
            yield TO_TOP  # (upright the page scrolls: its button is far below the board)
            yield PANEL_TO_TOP
        self.phase_drawn, self.kind_drawn = phase, kind
        self.gestures.step_drawn()
        yield from self._guard()
        if self.gestures.unchecked is not None and Frame.CHECK not in self.frames:
            yield from self._request(Frame.CHECK)
        playing = self.ctl.screens.playing
        if playing and Timer.REPLAY not in self.timers:
            from web.model.replay import play_delay  # (loaded with the replay)

            yield from self._start(Timer.REPLAY, play_delay(self.reduced_motion()))
        elif not playing:
            yield from self._stop(Timer.REPLAY)

    def _guard(self) -> Iterator[Order]:
        """The end of a double tap's guard, to show where taps are no longer refused."""
        guard = self.gestures.settling()
        if guard is not None and Timer.SETTLE not in self.timers:
            yield from self._start(Timer.SETTLE, int(guard[1]) + 1)

    def _watch(self) -> Iterator[Order]:
        """Every wait on the computer has a bound: looked at again when it is due."""
        yield from self._stop(Timer.WATCH)
        wait = self.ctl.computer.wait()
        if wait is not None:
            yield from self._start(Timer.WATCH, int(wait * 1000) + WATCH_SLACK_MS)

    def _save_soon(self) -> Iterator[Order]:
        """A due save is written right after the next frame is painted: a tap's save (the
        record as JSON, the stored copy read back to see whether another tab moved the
        game on, written) costs a slow tablet ~4 ms of the tap, and more at a round's end."""
        waiting = Frame.PAINT in self.frames or Timer.SAVE in self.timers
        if self.ctl.session.unsaved and not waiting:
            yield from self._request(Frame.PAINT)
