"""When the page saves, draws and asks the computer (``web.ui.schedule``), on a fake clock.

:class:`Browser` carries out the schedule's orders as the glue does (timers on a clock
that moves only when told, frames that come only when told); the controller, its saves
and the computer's service are the real ones. Each test is an order of happenings that
matters to a player: nothing lost, nothing out of order, nothing told late or twice.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from hashi_core import to_record
from hashi_core.share import decode_game
from hashi_texts import render
from web.bots.bot_service import handle
from web.model.address import parse
from web.model.controller import Controller
from web.model.replay import PLAY_DELAY_MS, REDUCED_MOTION_DELAY_MS
from web.model.saves import MemoryStore, Saves
from web.ui import view
from web.ui.gestures import DOUBLE_TAP_MS, NEXT_CARD_MS, Gestures, tap_point
from web.ui.schedule import (
    COMPUTER_STEP_MS,
    COMPUTER_WARM_MS,
    FAST_WARM_UP_MS,
    KEEP,
    PANEL_TO_TOP,
    REDRAW,
    SHOW_MESSAGE,
    SHOW_SETTLING,
    START_WORKER,
    STOP_WORKER,
    TO_TOP,
    WARM,
    WARM_UPS,
    Ask,
    Cancel,
    Failed,
    Frame,
    Order,
    Orders,
    Request,
    Schedule,
    Start,
    Stop,
    Timer,
    ask,
    carry_out,
)


class Browser:
    """A page's browser on a fake clock: the schedule's orders carried out, in order."""

    def __init__(self, store: MemoryStore | None = None, query: str = "?seed=SCHED1&side=A"):
        self.now = 0.0  # ms
        self.store = store if store is not None else MemoryStore()
        self.ctl = Controller(Saves(self.store), clock=lambda: self.now / 1000, later=True)
        self.ctl.open(parse(query))
        self.gestures = Gestures(clock=lambda: self.now)
        self.reduced = False
        self.schedule = Schedule(self.ctl, self.gestures, lambda: self.reduced)
        self.timers: dict[Timer, float] = {}  # when each set timer fires
        self.frames: list[Frame] = []  # frames asked for, in order
        self.did: list[object] = []  # what the page did, in order
        self.asked: list[dict[str, Any]] = []  # questions sent to the computer
        self.moved = False  # whether drawing a step moves the board
        self.warm_up_ms = 2 * FAST_WARM_UP_MS  # how long a warm-up takes (a slow tablet)
        self.run(self.schedule.settle())  # the start (``page.start``)

    def do(self, order: Order) -> None:
        if isinstance(order, Start):
            assert order.timer not in self.timers  # set once, never twice at a time
            self.timers[order.timer] = self.now + order.ms
        elif isinstance(order, Stop):
            del self.timers[order.timer]
        elif isinstance(order, Request):
            assert order.frame not in self.frames
            self.frames.append(order.frame)
        elif isinstance(order, Cancel):
            self.frames.remove(order.frame)
        elif isinstance(order, Ask):
            self.asked.append(order.request)
        elif order is REDRAW:
            self.did.append(("redraw", self.ctl.saves.warning is not None))
        elif order is WARM:
            self.now += self.warm_up_ms
            self.did.append(order)
        else:
            self.did.append(order)

    def run(self, orders: Orders) -> None:
        carry_out(orders, self.do)

    def tap(self, work: Callable[[], object], where: tuple[float, float] | None = None) -> None:
        """A player's tap (``Page.clicked``): the last step looked at, then this one."""
        self.run(self.schedule.look(lambda: self.moved))
        point = None if where is None else tap_point(*where, 1)
        self.run(self.schedule.step(lambda: self.gestures.tap(self.ctl, point, lambda: work())))

    def frame(self) -> None:
        """The next frame: every frame asked for comes, in order."""
        frames, self.frames = self.frames, []
        for frame in frames:
            if frame is Frame.CHECK:
                self.run(self.schedule.look(lambda: self.moved, came=True))
            else:
                self.run(self.schedule.fired(frame))

    def wait(self, ms: float) -> None:
        """``ms`` go by: each timer fires when due, in order."""
        end = self.now + ms
        # (a task's own time, a warm-up's, may take the clock past ``end``: what is due by
        # then fires too)
        while self.timers and min(self.timers.values()) <= max(end, self.now):
            timer = min(self.timers, key=lambda t: self.timers[t])
            self.now = max(self.now, self.timers.pop(timer))
            self.run(self.schedule.fired(timer))
        self.now = max(end, self.now)

    def task(self) -> None:
        """One task: the timer due first fires (a timer it sets waits for a task of its own)."""
        timer = min(self.timers, key=lambda t: self.timers[t])
        self.now = max(self.now, self.timers.pop(timer))
        self.run(self.schedule.fired(timer))

    def painted(self) -> None:
        """A frame, then the task after it (a tap's save)."""
        self.frame()
        self.wait(0)

    def stored(self) -> dict[str, object] | None:
        """The game on screen as this device's storage has it (a new page's reading)."""
        envelope = self.ctl.session.envelope
        loaded = None if envelope is None else Saves(self.store).load(envelope.id)
        return None if loaded is None else to_record(loaded[1])

    def shown(self) -> dict[str, object]:
        return to_record(self.ctl.session.game)


def test_a_taps_save_is_written_once_its_step_is_painted_and_draws_nothing_more():
    page = Browser()
    page.did.clear()
    page.tap(page.ctl.session.seed_start)
    assert page.stored() != page.shown()  # not in the tap
    assert page.frames == [Frame.PAINT]
    page.frame()
    assert page.stored() != page.shown() and Timer.SAVE in page.timers  # the task after it
    page.wait(0)
    assert page.stored() == page.shown()
    # the tap's own drawing (the start taken: from the page's top), nothing after
    assert page.did == [KEEP, ("redraw", False), TO_TOP]
    assert not page.frames and not page.timers


def test_a_tap_during_a_pending_save_writes_that_save_first():
    page = Browser()
    page.tap(page.ctl.session.seed_start)
    first = page.shown()
    seen: list[object] = []

    def confirm() -> None:
        seen.append(page.stored())  # what the store holds when the second step runs
        page.ctl.session.confirm()

    page.tap(confirm)  # before the first step's frame
    assert seen == [first]
    assert page.frames == [Frame.PAINT]  # one frame for the save still due, not two
    page.painted()
    assert page.stored() == page.shown() != first
    envelope = page.ctl.session.envelope
    assert envelope is not None and envelope.rev == 2  # each step written once


def test_a_refused_save_is_drawn_at_once_not_at_the_next_tap():
    page = Browser()
    page.store.quota = 0  # the storage fills up meanwhile
    page.tap(page.ctl.session.seed_start)
    assert page.did[-2:] == [("redraw", False), TO_TOP]
    page.did.clear()
    page.painted()  # no tap after this one
    assert page.did == [("redraw", True)]  # the lasting warning shows
    assert page.shown() == to_record(page.ctl.session.game)
    page.did.clear()
    page.tap(page.ctl.session.confirm)
    page.painted()
    assert page.did == [KEEP, ("redraw", True)]  # told once: the next refusal draws nothing more


def test_a_save_that_raises_is_said_and_the_page_drawn():
    page = Browser()
    page.tap(page.ctl.session.seed_start)
    page.did.clear()
    broken = RuntimeError("disk on fire")

    def flush() -> bool:
        raise broken

    page.ctl.flush = flush  # type: ignore[method-assign]
    page.painted()
    assert page.did == [Failed(broken), ("redraw", False)]
    assert page.ctl.ui.notice is not None and page.ctl.ui.notice.kind == "error"


def test_leaving_between_a_step_and_its_save_writes_it_and_a_reload_resumes_it():
    page = Browser()
    page.tap(page.ctl.session.seed_start)
    page.tap(page.ctl.session.confirm)
    assert page.stored() != page.shown()
    page.run(page.schedule.save())  # pagehide / visibilitychange: hidden
    assert page.stored() == page.shown()
    assert not page.frames and not page.timers  # nothing left to write it again later
    again = Browser(page.store)  # the reload
    assert to_record(again.ctl.session.game) == page.shown()
    assert again.ctl.session.phase == "play" and again.ctl.session.game.round(0) == 2


def test_a_step_comes_after_a_save_due_from_a_hidden_page_in_order():
    page = Browser()
    page.tap(page.ctl.session.seed_start)
    page.run(page.schedule.save())
    page.run(page.schedule.save())  # hidden again: nothing due, nothing written
    envelope = page.ctl.session.envelope
    assert envelope is not None and envelope.rev == 1
    page.tap(page.ctl.session.confirm)
    page.painted()
    assert page.stored() == page.shown() and envelope.rev == 2


def table(page: Browser) -> None:
    """A table of Ana and the computer (easy), begun by a tap; Ana's start written."""
    ctl = page.ctl
    page.tap(lambda: ctl.begin("party", ["Ana", "Bot"], ["person", "easy"]))
    page.tap(lambda: ctl.session.tap_island(ctl.session.game.legal_starts(ctl.session.seat)[0]))
    page.tap(lambda: ctl.session.start(3))
    assert ctl.session.phase == "play" and ctl.session.seat == 0


def play_person(page: Browser) -> None:
    session = page.ctl.session
    islands = session.game.legal_islands(session.seat)
    if islands:
        page.tap(lambda: session.tap_island(islands[0]))
    page.tap(session.confirm)


def reply(request: dict[str, Any]) -> dict[str, str]:
    """The worker's message for ``request`` (its service, here in CPython)."""
    return {"reply": handle(json.dumps(request))}


def test_a_computer_seat_is_asked_then_plays_one_move_each_step_with_its_wait_bounded():
    page = Browser()
    table(page)
    assert not page.asked
    play_person(page)
    assert len(page.asked) == 1 and page.ctl.session.seat == 1
    assert Timer.WATCH in page.timers  # the wait has a bound
    page.run(page.schedule.message(reply(page.asked[0])))
    assert Timer.WATCH not in page.timers  # answered: nothing waited on
    assert page.timers == {Timer.QUEUE: page.now + COMPUTER_STEP_MS}
    moves = len(page.ctl.ui.queue)
    for left in range(moves - 1, -1, -1):
        page.wait(COMPUTER_STEP_MS - 1)
        assert len(page.ctl.ui.queue) == left + 1  # not yet
        page.wait(1)
        assert len(page.ctl.ui.queue) == left
    assert page.ctl.session.seat == 0 and Timer.QUEUE not in page.timers
    assert len(page.asked) == 1  # asked once for its turn


def test_a_computers_reply_after_a_new_game_is_dropped():
    page = Browser()
    table(page)
    play_person(page)
    request = page.asked[-1]
    page.tap(lambda: page.ctl.begin(seed="OTHER1", side="B"))  # a new game meanwhile
    game = page.shown()
    page.did.clear()
    page.run(page.schedule.message(reply(request)))
    assert page.shown() == game and not page.ctl.ui.queue and Timer.QUEUE not in page.timers
    assert page.did == [("redraw", False)]


def test_a_hints_reply_after_the_round_moved_on_is_dropped():
    page = Browser()
    page.tap(page.ctl.session.seed_start)
    asked: list[dict[str, Any] | None] = []
    page.tap(lambda: asked.append(page.ctl.computer.ask_hint()))
    assert asked[0] is not None and Timer.WATCH in page.timers
    page.tap(page.ctl.session.confirm)  # the next round before the answer
    page.run(page.schedule.message(reply(asked[0])))
    assert page.ctl.ui.hint is None and page.ctl.session.hints_used == 0
    assert Timer.WATCH not in page.timers


def test_a_hint_asked_is_sent_in_the_step_and_a_refused_one_sends_nothing():
    page = Browser()
    page.tap(lambda: ask(page.ctl.computer.ask_hint()))  # before the start: refused, told
    assert not page.asked and page.ctl.ui.notice is not None
    page.tap(page.ctl.session.seed_start)
    page.did.clear()
    page.tap(lambda: ask(page.ctl.computer.ask_hint()))
    assert len(page.asked) == 1 and page.asked[0]["op"] == "hint"
    assert Timer.WATCH in page.timers  # its wait bounded


def test_the_computers_runtime_starts_a_while_after_the_start_only_when_wanted_soon():
    page = Browser()  # nobody has asked the computer on this device
    page.run(page.schedule.ready())
    assert Timer.COMPUTER not in page.timers
    page = Browser()
    table(page)  # a computer seat plays
    page.did.clear()
    page.run(page.schedule.ready())
    assert page.timers[Timer.COMPUTER] == page.now + COMPUTER_WARM_MS
    page.wait(COMPUTER_WARM_MS)
    assert START_WORKER in page.did
    page = Browser()
    table(page)
    page.run(page.schedule.ready())
    page.run(page.schedule.message({"failed": "no runtime"}))  # failed meanwhile
    page.did.clear()
    page.wait(COMPUTER_WARM_MS)  # waits for a player to ask (or the table to choose)
    assert START_WORKER not in page.did


@pytest.mark.parametrize(
    ("seats", "started"), [(["person", "easy"], True), (["person"] * 2, False)]
)
def test_a_game_begun_with_a_computer_seat_starts_its_runtime_in_that_tap(seats, started):
    page = Browser()
    ctl, schedule = page.ctl, page.schedule

    def begin() -> Order | None:  # (``Page.begin``)
        ctl.begin("party", ["Ana", "Bot"], seats)
        return schedule.begun()

    page.tap(begin)
    assert (START_WORKER in page.did) is started
    assert not page.timers.get(Timer.COMPUTER)  # (not later as well)


def test_a_game_alone_begun_by_a_player_who_asked_before_starts_the_runtime_later():
    """Not in the tap: a link opened at once would end a runtime half-started (Chromium's
    tab crashed so), but :data:`COMPUTER_WARM_MS` later, as after a page's start."""
    page = Browser()
    ctl, schedule = page.ctl, page.schedule
    ctl.saves.note_computer_used()

    def begin() -> Order | None:  # (``Page.begin``: *New game*)
        ctl.begin("solo")
        return schedule.begun()

    page.tap(begin)
    assert START_WORKER not in page.did
    page.wait(COMPUTER_WARM_MS - 1)
    assert START_WORKER not in page.did
    page.wait(1)
    assert START_WORKER in page.did
    page.did.clear()
    page.tap(begin)  # two at once: one start, later, for both
    page.tap(begin)
    page.wait(COMPUTER_WARM_MS)
    assert page.did.count(START_WORKER) == 1


def test_a_computer_too_slow_is_stopped_when_its_bound_is_due():
    page = Browser()
    page.tap(page.ctl.session.seed_start)
    page.tap(lambda: page.ctl.computer.ask_hint())
    due = page.timers[Timer.WATCH]
    page.did.clear()
    page.wait(due - page.now - 1)
    assert page.did == []  # not before the bound
    page.wait(1)
    assert page.did == [STOP_WORKER, ("redraw", False)]
    assert page.ctl.ui.notice is not None and page.ctl.ui.notice.kind == "error"
    assert Timer.WATCH not in page.timers  # nothing asked: no bound


def replaying(page: Browser) -> None:
    """A finished solo game, its replay open and playing."""
    ctl = page.ctl
    page.tap(ctl.session.seed_start)
    while ctl.session.phase != "end":
        page.tap(ctl.session.confirm)
        page.painted()
    page.tap(ctl.replay_game)
    page.tap(lambda: ctl.screens.go("play"))
    assert ctl.screens.playing


@pytest.mark.parametrize("reduced", [False, True])
def test_a_playing_replay_moves_one_round_each_delay(reduced: bool):
    page = Browser()
    page.reduced = reduced
    replaying(page)
    delay = REDUCED_MOTION_DELAY_MS if reduced else PLAY_DELAY_MS
    assert page.timers[Timer.REPLAY] == page.now + delay
    replay = page.ctl.screens.replay
    assert replay is not None
    at = replay.scrub.position
    page.wait(delay)
    assert replay.scrub.position == at + 1 and page.timers[Timer.REPLAY] == page.now + delay


def test_a_replays_timer_is_stopped_when_it_closes_and_a_late_one_does_nothing():
    page = Browser()
    replaying(page)
    page.tap(page.ctl.close_screen)
    assert Timer.REPLAY not in page.timers
    page.did.clear()
    page.run(page.schedule.fired(Timer.REPLAY))  # (one already on its way)
    assert page.did == [] and page.ctl.screens.screen is None


def test_a_replay_opens_at_the_pages_top_once():
    page = Browser()
    ctl = page.ctl
    page.tap(ctl.session.seed_start)
    while ctl.session.phase != "end":
        page.tap(ctl.session.confirm)
        page.painted()
    page.did.clear()
    page.tap(ctl.replay_game)
    assert page.did == [KEEP, ("redraw", False), TO_TOP]  # scrolled after its drawing
    page.did.clear()
    page.tap(lambda: ctl.screens.go("next"))  # stepping leaves the scroll as it is
    page.tap(ctl.close_screen)
    assert TO_TOP not in page.did
    page.did.clear()
    page.tap(ctl.replay_game)  # opened again: the top again
    assert page.did.count(TO_TOP) == 1


def test_the_start_taken_shows_the_first_round_from_the_pages_top_once():
    page = Browser()
    page.tap(lambda: None)  # setup drawn: a tap there leaves the scroll as it is
    assert TO_TOP not in page.did
    page.tap(page.ctl.session.seed_start)  # the start taken: the round seen whole
    assert page.did.count(TO_TOP) == 1
    page.did.clear()
    session = page.ctl.session
    page.tap(lambda: session.tap_island(session.game.legal_islands()[0]))  # a round's tap
    page.tap(page.ctl.session.undo)
    assert TO_TOP not in page.did


def test_a_new_game_or_another_way_of_playing_opens_the_page_and_the_panel_at_their_top_once():
    """Sideways the panel's lower part scrolls, and upright the page, and was scrolled to
    reach the button: a New game, or another way of playing begun, shows them from their
    top; a round's taps leave them."""
    page = Browser()
    ctl = page.ctl
    page.tap(ctl.session.seed_start)
    session = ctl.session
    page.tap(lambda: session.tap_island(session.game.legal_islands()[0]))
    page.tap(session.undo)
    assert PANEL_TO_TOP not in page.did  # the start and a round's taps: as it is
    while ctl.session.phase != "end":
        page.tap(ctl.session.confirm)
        page.painted()
    assert PANEL_TO_TOP not in page.did  # nor the end
    page.did.clear()
    page.tap(lambda: ctl.begin(seed="OTHER2", side="B"))  # New game: its setup
    assert page.did.count(PANEL_TO_TOP) == 1 and page.did.index(PANEL_TO_TOP) > page.did.index(
        ("redraw", False)
    )  # after its drawing
    assert page.did.count(TO_TOP) == 1  # and the page's top (upright, the page scrolls)
    for kind, names in (("tutorial", []), ("party", ["Ana", "Bo"]), ("challenge", ["Ana"])):
        page.did.clear()
        page.tap(lambda kind=kind, names=names: ctl.begin(kind, names))  # another way
        assert page.did.count(PANEL_TO_TOP) == 1 and page.did.count(TO_TOP) == 1, kind
    page.did.clear()
    page.tap(lambda: None)  # drawn again, the same way of playing
    assert PANEL_TO_TOP not in page.did and TO_TOP not in page.did


def test_a_double_taps_guard_ends_on_a_timer_and_its_spot_is_cleared():
    page = Browser()
    page.tap(page.ctl.session.seed_start, where=(100, 100))  # the screen changed
    assert page.frames == [Frame.CHECK, Frame.PAINT]
    page.did.clear()
    page.frame()  # drawn: the board did not move
    assert page.did == [SHOW_SETTLING]
    assert page.timers[Timer.SETTLE] == pytest.approx(NEXT_CARD_MS + 1, abs=1)  # (a card)
    page.wait(NEXT_CARD_MS + 1)
    assert page.did == [SHOW_SETTLING, SHOW_SETTLING] and page.gestures.settling() is None
    assert not page.timers


def test_a_tap_before_the_frame_looks_at_the_board_first():
    page = Browser()
    page.tap(page.ctl.session.seed_start, where=(100, 100))
    page.moved = True
    page.wait(DOUBLE_TAP_MS + 5)
    page.did.clear()
    page.tap(page.ctl.session.confirm, where=(300, 300))  # the frame has not come
    assert page.did[0] == SHOW_SETTLING  # looked at first (a layout of its own)
    assert page.frames.count(Frame.CHECK) == 1  # the old frame cancelled, the new one asked


def test_an_order_the_page_fails_at_inside_a_step_is_told_as_the_steps_failure():
    page = Browser()
    done = page.do
    broken = RuntimeError("no storage manager")

    def do(order: Order) -> None:
        if order is KEEP:
            raise broken
        done(order)

    page.do = do  # type: ignore[method-assign]
    page.tap(page.ctl.session.seed_start)
    assert page.did[-3:] == [Failed(broken), ("redraw", False), TO_TOP]


def test_the_warm_ups_run_one_a_task_while_the_page_is_idle_and_never_in_a_taps_way():
    """``Schedule.ready``: what a tap runs, run while the page is idle after its start (the
    runtime compiles it then, not in the first taps); a player's step pauses them until it
    is painted and saved; then the rest run, and no more."""
    page = Browser()
    page.did.clear()
    page.run(page.schedule.ready())
    assert page.timers == {Timer.WARM: 0} and not page.did  # none in the start's own task
    page.task()
    page.task()
    assert page.did == [WARM, WARM] and Timer.WARM in page.timers  # one a task
    page.did.clear()
    page.tap(page.ctl.session.seed_start)
    assert Timer.WARM not in page.timers and WARM not in page.did  # none before the paint
    page.frame()
    assert list(page.timers) == [Timer.SAVE, Timer.WARM]  # the tap's save first, then on
    page.task()
    assert page.stored() == page.shown() and WARM not in page.did
    page.wait(0)
    assert page.did.count(WARM) == WARM_UPS - 2  # the rest, each in its task
    assert not page.timers and not page.frames
    page.tap(page.ctl.session.confirm)
    page.painted()
    assert page.did.count(WARM) == WARM_UPS - 2 and not page.timers  # no more


def test_a_fast_device_runs_only_the_first_warm_up():
    """A first warm-up quicker than ``FAST_WARM_UP_MS`` (a fast device): no more of them; a
    first one slower (a slow tablet's, above): all of them."""
    for took, runs in ((FAST_WARM_UP_MS - 1, 1), (FAST_WARM_UP_MS, WARM_UPS)):
        page = Browser()
        page.warm_up_ms = took
        page.did.clear()
        page.run(page.schedule.ready())
        page.wait(0)
        assert page.did.count(WARM) == runs and not page.timers
        page.tap(page.ctl.session.seed_start)
        page.painted()
        assert page.did.count(WARM) == runs and not page.timers  # none later either


def test_the_warm_ups_are_left_to_a_page_not_ready():
    page = Browser()
    page.tap(page.ctl.session.seed_start)
    page.frame()
    assert Timer.WARM not in page.timers  # (no warm-up's task set, even one that would do nothing)
    page.wait(0)
    assert WARM not in page.did and not page.timers


class Drawing(Browser):
    """A :class:`Browser` that keeps each drawing's replay link: its label and its code."""

    def __init__(self) -> None:
        self.links: list[tuple[str, str]] = []
        super().__init__()

    def do(self, order: Order) -> None:
        if order is REDRAW:
            scores = view.build(self.ctl, "en").scores
            self.links.append((scores.replay_label, scores.replay_code))
        super().do(order)


def test_the_last_dones_replay_link_is_encoded_in_the_task_after_its_paint_then_drawn():
    """A game's last *Done* draws the link's label without its code (*Share* not yet
    pressable: ``draw``'s ``.disabled``); the save after the painted frame lists the game
    and draws the link, dated as the history has it, with no tap needed."""
    page = Drawing()
    page.tap(page.ctl.session.seed_start)
    for _ in range(16):
        page.painted()
        page.tap(page.ctl.session.confirm)
    page.painted()
    page.links.clear()
    page.tap(page.ctl.session.confirm)  # the last round's Done
    assert page.ctl.session.phase == "end"
    label = render("ui.replay_link_game", "en")
    assert page.links == [(label, "")]
    page.painted()
    (entry,) = page.ctl.saves.history.entries()
    assert len(page.links) == 2 and page.links[1][0] == label
    shared = decode_game(page.links[1][1])
    assert shared.record == page.ctl.session.record() and shared.day == entry.date is not None
    page.tap(lambda: page.ctl.session.view_player(0))  # drawn again: the same link at once
    assert page.links[-1] == page.links[1]


def test_a_file_read_or_a_link_shared_is_drawn_then_its_message_brought_into_view():
    page = Browser()
    page.ctl.import_text("not a record")  # (what the file's reading does, off a step)
    page.did.clear()
    page.run(page.schedule.told())
    assert page.did == [("redraw", False), SHOW_MESSAGE]
    page.did.clear()
    page.run(page.schedule.draw())  # (an answer's drawing, say: the message stays put)
    assert SHOW_MESSAGE not in page.did


def test_an_answer_that_comes_in_a_tap_is_drawn_once_the_tap_is_painted_and_once():
    page = Browser()
    page.tap(page.ctl.session.seed_start)
    page.did.clear()
    page.run(page.schedule.answered())  # (persistent storage's, in the tap's microtasks)
    page.run(page.schedule.answered())
    assert page.did == [] and page.frames == [Frame.PAINT, Frame.DRAW]
    page.painted()
    assert page.did == [("redraw", False)]
    assert page.stored() == page.shown() and not page.frames and not page.timers


def test_a_tap_before_an_answers_frame_draws_it_with_its_own_step():
    page = Browser()
    page.painted()
    page.did.clear()
    page.run(page.schedule.answered())
    page.tap(page.ctl.session.seed_start)
    assert Frame.DRAW not in page.frames
    page.painted()
    assert page.did.count(("redraw", False)) == 1
