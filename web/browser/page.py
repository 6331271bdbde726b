"""The page as it runs: every tap goes to the controller (or the game's session), then the
view is drawn.

One :class:`Page` is made at the start (:func:`start`): it holds the controller
and every piece of the browser's state (the worker, timers, what the DOM
shows), and its methods are the event handlers; nothing is kept in a module.
Buttons are a table (``Page.actions``: ``data-action`` name -> what it does);
the button that begins each way of playing comes from the flows' registry
(``Flow.action``).
"""

from __future__ import annotations

import asyncio
import datetime
import json
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

import js
from pyodide.ffi import create_proxy
from pyscript import document, window

import hashi_texts
from hashi_texts import render
from web.bots import bot_protocol
from web.model import address
from web.model.controller import Controller
from web.model.flows import FLOWS
from web.model.navigation import Go, Move, Navigation, Push, state_of
from web.model.saves import Saves, watched
from web.ui import view
from web.ui.gestures import Gestures, tap_point
from web.ui.keyboard import screen_focus
from web.ui.rehearse import Rehearsal, rehearse
from web.ui.schedule import (
    KEEP,
    PANEL_TO_TOP,
    REDRAW,
    SHOW_MESSAGE,
    SHOW_SETTLING,
    START_WORKER,
    STOP_WORKER,
    TO_TOP,
    WARM,
    Ask,
    Cancel,
    Did,
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

from .access import NEAREST, STAY, Access, board_key, click, focus_island, island_of, lines_at
from .bots import BotWorker
from .dom import Dom, closest, q
from .draw import draw, measure_box
from .files import copy_result, export, import_file, share, share_picture
from .keep import ask_persist, look_for_marker, mark, persist_answer
from .storage import LocalStore
from .timing import Timings

if TYPE_CHECKING:  # types only: a browser may lack one (Firefox: TouchEvent)
    from js import (
        Element,
        Event,
        InputEvent,
        JsProxy,
        KeyboardEvent,
        MouseEvent,
        PopStateEvent,
        StorageEvent,
        TouchEvent,
    )

SEAT_NAME = "[data-player-name]"  # a table's seat's name (pass-and-play)
NAME_FIELDS = f"{SEAT_NAME}, [data-challenge-name]"  # names typed beside a game's button
SEAT_FIELDS = "[data-player-kind]"  # who plays each named seat: "person" or a computer level

Action = Callable[["Element"], Did]  # (a step returns what it did: ``schedule.Did``)


def local_now() -> datetime.datetime:
    """The player's own clock (the device's time zone), for the daily challenge."""
    now = js.Date.new()
    return datetime.datetime(
        now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getHours(), now.getMinutes()
    )


def value_of(selector: str) -> str:
    node = q(selector)
    return "" if node is None else str(node.value)


class Page:
    """The running page: the controller, taps, the computer's worker and the drawing."""

    def __init__(self, lang: str, lang_param: str | None) -> None:
        self.lang = lang  # the page's language (what the build wrote)
        self.lang_param = lang_param  # ?lang= as given: kept in the address
        store = LocalStore()
        # Saves wait until the tap's step is painted (``Schedule``): off the tap's path.
        self.ctl = Controller(Saves(store, persistent=store.persistent), now=local_now, later=True)
        self.gestures = Gestures(clock=lambda: float(js.performance.now()))
        self.dom = Dom()
        self.access = Access(self.dom)
        self.bots = BotWorker(self.on_worker)
        self.timed = Timings()  # bench/taps.py's view of a tap's phases
        # When to save, draw and ask the computer: the schedule decides, the page only sets
        # the timers and frames it is told to (their ids here) and calls back.
        self.schedule = Schedule(self.ctl, self.gestures, reduced_motion, self.timed)
        self.timers: dict[Timer, int] = {}
        self.frames: dict[Frame, Callable[[], None]] = {}  # what cancels each (early.js)
        self.tasks: set[asyncio.Future[None]] = set()  # running async work, kept until done
        self.board_was: tuple[int, int] | None = None  # where the board was before the tap
        self.opener: Element | None = None  # the button that opened a screen: focus goes back
        self.row_opener: Element | None = None  # the history's row that opened a replay
        self.screen_shown = "game"  # the screen drawn last (focus moves when it changes)
        self.navigation = Navigation()  # the browser's history: what Back and Forward show
        # What the browser calls back, one proxy each (made once).
        self.called: dict[Timer | Frame, JsProxy] = {
            **{timer: create_proxy(self._fired(timer)) for timer in Timer},
            Frame.PAINT: create_proxy(lambda: self._came(Frame.PAINT)),
            Frame.CHECK: create_proxy(lambda: self._came(Frame.CHECK)),
            Frame.DRAW: create_proxy(lambda: self._came(Frame.DRAW)),
        }
        self.pointer_up = create_proxy(self.on_pointer_up)
        self.actions = self._actions()
        # The warm-ups' own game, drawn on a detached copy of the page (made at the first).
        self.rehearsal: Rehearsal | None = None
        self.unseen = Dom()
        self.unseen_access = Access(self.unseen)

    def _actions(self) -> dict[str, Action]:
        ctl = self.ctl
        begins: dict[str, Action] = {f.action: self._begins(kind) for kind, f in FLOWS.items()}
        return {
            **begins,
            "confirm": lambda node: ctl.session.confirm(),
            "undo": lambda node: ctl.session.undo(),
            "seed-start": lambda node: ctl.session.seed_start(),
            "start-3": lambda node: ctl.session.start(3),
            "start-4": lambda node: ctl.session.start(4),
            "take-turn": lambda node: ctl.session.take_turn(),
            "view-player": lambda node: ctl.session.view_player(int(node.dataset.player or -1)),
            "side": lambda node: ctl.set_side(str(node.dataset.side)),
            "play-seed": lambda node: ctl.play_seed(value_of("#seed-input")),
            "daily": lambda node: ctl.daily(value_of("[data-challenge-name]")),
            "give-name": lambda node: ctl.give_name(value_of("[data-name-input]")),
            "resume": lambda node: ctl.resume(str(node.dataset.resume)),
            "add-result": lambda node: self.add_result(),
            "race": lambda node: ctl.race(str(node.dataset.friend)),
            "stop-race": lambda node: ctl.race(""),
            "dismiss-reports": lambda node: ctl.dismiss_reports(),
            "dismiss-keep-tip": lambda node: ctl.keeping.dismiss_tip(),
            "share": lambda node: self.share_deal(),
            "copy-result": lambda node: self.run_async(
                copy_result(ctl.session), flush=False, then=self.schedule.told
            ),
            "share-replay": lambda node: self.share_replay(str(node.dataset.replayCode or "")),
            "export": lambda node: export(ctl),
            "export-now": lambda node: export(ctl),  # offered in the storage warning
            "import": lambda node: self.choose_file(),
            "describe-board": lambda node: self.access.describe(ctl.session.game.board, self.lang),
            "hint": lambda node: ask(ctl.computer.ask_hint()),
            "analyse": lambda node: ask(ctl.computer.ask_analysis()),
            "computer-retry": lambda node: ctl.computer.retry(),
            "seat-person": lambda node: ctl.computer.seat_to_person(),
            "seat-out": lambda node: ctl.computer.seat_sits_out(),
            "analysis-prev": lambda node: ctl.ui.step_analysis(-1),
            "analysis-next": lambda node: ctl.ui.step_analysis(1),
            "open-history": lambda node: self.open_screen(
                node, lambda: ctl.open_history(self.chart_width())
            ),
            "replay": lambda node: self.open_screen(
                node, lambda: ctl.open_replay(str(node.dataset.replay))
            ),
            "replay-game": lambda node: self.open_screen(node, ctl.replay_game),
            "close-screen": lambda node: ctl.close_screen(),
            "replay-step": lambda node: ctl.screens.go(str(node.dataset.step)),
            "more-games": lambda node: ctl.screens.more_games(),
            "share-picture": lambda node: self.run_async(
                share_picture(ctl.session, view.picture(ctl, self.lang))
            ),
        }

    def _begins(self, kind: str) -> Action:
        return lambda node: self.begin(kind, node)

    # -- drawing -----------------------------------------------------------------------------

    def base_url(self) -> str:
        return f"{window.location.origin}{window.location.pathname}"

    def redraw(self) -> None:
        ctl, lang = self.ctl, self.lang
        timed = self.timed
        with timed("measure"):
            if self.gestures.to_measure and self.board_was is None:
                self.board_was = measure_box(self.dom)  # before any writes: the last layout
        with timed("view"):
            shown = view.build(ctl, lang)
        code = shown.scores.result_code
        link = self.base_url() + address.build(result=code) if code else ""
        message = self.access.message(shown.message.text, ctl.ui.notice)
        with timed("draw"):
            draw(self.dom, shown, lang, link, message)
            code = shown.scores.replay_code  # (a finished game's replay link)
            self.dom.put(
                "[data-replay-link]",
                ".value",
                self.base_url() + address.build(replay=code) if code else "",
            )
        with timed("access"):
            self.access.mark_bridge_from(self.gestures.first_end)
            self.access.focus_cover(shown.cover.handover is not None)
            self.access.announce(ctl.session, lang, shown.panel.hint_reason)
        with timed("address"):
            self.sync_address()
        with timed("settling"):
            self.show_settling()
        self.screen_drawn(shown.screens.screen)

    def check_moved(self, came: bool = False) -> None:
        """The last tap's step is drawn: did the board move under the finger? Looked at once
        the next frame is painted, its layout made: asked in the tap, it laid the page out in
        the middle of it, before the writes that follow (measured 6-9 ms of a ~35 ms tap on
        a slow tablet; 1.3 ms at the frame, where it still held up the paint). A tap that
        comes before that looks first (``clicked``)."""
        was, self.board_was = self.board_was, None

        def moved() -> bool:
            at = None if was is None else measure_box(self.dom)  # (none to compare: not measured)
            return was is not None and at is not None and at != was

        self.carry_out(self.schedule.look(moved, came))

    def open_screen(self, node: Element, work: Callable[[], object]) -> None:
        """A screen's button: the screen (focus comes back to the button when it closes)."""
        if self.ctl.screens.screen is None:
            self.opener = node  # (a replay opened from the history goes back to it, then here)
        elif self.ctl.screens.screen == "history":
            self.row_opener = node  # (and to the game's row in the list, where the player was)
        work()

    def chart_width(self) -> float:
        """The chart's width on the page: the screen's, less its padding (``.screen``)."""
        return float(document.documentElement.clientWidth) - 32

    def screen_drawn(self, screen: str) -> None:
        """Focus into a screen that opened, back where it was opened from when it closed:
        where is ``keyboard.screen_focus``'s; here its elements are found and focused."""
        if screen == self.screen_shown:
            return
        was, self.screen_shown = self.screen_shown, screen
        row = self.row_opener
        plan = screen_focus(screen, was, row is not None and bool(row.isConnected))
        if not plan.keep_row:
            self.row_opener = None
        if plan.target == "@opener":  # (after a reload into a replay: none, the panel)
            target, self.opener = self.opener or q("#controls"), None
        else:
            target = row if plan.target == "@row" else q(plan.target)
        if target is None or not bool(target.isConnected):
            return
        if plan.stay:
            target.focus(js.JSON.parse(STAY))
        else:
            target.focus()

    def on_slider(self, event: InputEvent) -> None:
        """The replay's scrubber moved (by drag or its own keys)."""
        value = int(event.target.value or 0)
        self.guarded(lambda: self.ctl.screens.go("seek", value))

    def show_settling(self) -> None:
        """``<html data-settling="x y">``: the spot where a tap is still refused as a double
        tap's second tap, or may be until the next frame shows whether the board moved; ""
        when none (a scripted player's next tap there waits, as a person's)."""
        self.dom.put("html", "data-settling", settling_text(self.gestures))

    def sync_address(self) -> None:
        """Keep the deal (or the replay) in the address bar, so a reload or a copied link
        comes back here, and a screen in the browser's history, so Back closes it
        (``web.model.navigation`` orders)."""
        for order in self.navigation.orders(self.ctl, self.lang_param):
            self.move(order)

    def move(self, order: Move) -> None:
        """One order to the browser's history (a rewritten entry keeps the rules' key)."""
        history = window.history
        if isinstance(order, Go):
            history.go(order.steps)
            return
        ours = js.JSON.parse(json.dumps(state_of(order.screens)))
        url = f"{window.location.pathname}{order.query}"
        if isinstance(order, Push):
            history.pushState(ours, "", url)
        else:
            history.replaceState(js.Object.assign(js.Object.new(), history.state, ours), "", url)

    def on_popstate(self, event: PopStateEvent) -> None:
        """The browser's Back or Forward (or the page's own ``Go``): the entry's screens."""
        state, query = entry_state(event.state), str(window.location.search)
        width = self.chart_width()
        self.guarded(lambda: self.navigation.arrive(self.ctl, state, query, width))

    # -- what a tap does ---------------------------------------------------------------------

    def guarded(self, work: Callable[[], object], player: bool = True) -> None:
        """Run a player's action (``player``; else the computer's or a timer's); whatever goes
        wrong, a message and never a traceback (``Schedule.step``: the due save first)."""
        self.carry_out(self.schedule.step(work, player))

    def settle(self) -> None:
        """After anything happened: a computer seat's go, the page drawn, the computer watched."""
        self.carry_out(self.schedule.settle())

    def on_hidden(self, event: Event) -> None:
        """The page is left, or hidden (a phone may end it there): a due save is written now."""
        if event.type == "pagehide" or str(document.visibilityState) == "hidden":
            self.carry_out(self.schedule.save())

    # -- the schedule's orders ---------------------------------------------------------------

    def carry_out(self, orders: Orders) -> None:
        carry_out(orders, self.do)

    def do(self, order: Order) -> None:
        """One order of the schedule's: the page decides nothing here."""
        if isinstance(order, Start):
            self.timers[order.timer] = window.setTimeout(self.called[order.timer], order.ms)
        elif isinstance(order, Stop):
            window.clearTimeout(self.timers.pop(order.timer))
        elif isinstance(order, Request):  # (a task once the frame is painted: early.js)
            self.frames[order.frame] = window.hashiAfterPaint(self.called[order.frame])
        elif isinstance(order, Cancel):
            self.frames.pop(order.frame)()  # (what hashiAfterPaint returned cancels it)
        elif isinstance(order, Ask):
            self.ask_computer(order.request)
        elif isinstance(order, Failed):
            js.console.error(f"hashi: {order.error!r}")
        elif order is REDRAW:
            self.redraw()
        elif order is SHOW_SETTLING:
            self.show_settling()
        elif order is KEEP:
            with self.timed("keep"):
                self.keep_games()  # on a player's gesture (some browsers ask the player)
        elif order is STOP_WORKER:
            self.bots.stop()
        elif order is START_WORKER:
            self.start_computer()
        elif order is TO_TOP:
            window.scrollTo(0, 0)
        elif order is PANEL_TO_TOP:
            panel_more = self.dom.node(".panel-more")
            if panel_more is not None:
                panel_more.scrollTop = 0
        elif order is WARM:
            self.warm()
        elif order is SHOW_MESSAGE:
            message = self.dom.node("[data-message]")
            if message is not None:
                message.scrollIntoView(js.JSON.parse(NEAREST))

    def warm(self) -> None:
        """What a tap runs, drawing nothing the player sees (``Schedule.ready``,
        ``web.ui.rehearse``): the view of the game on screen built, and a tap of the
        warm-ups' own game drawn on a detached copy of the page, the DOM's calls as a tap
        makes them (a slow tablet's first taps were the first to make them: 50-110 ms)."""
        with self.timed("warm"):
            rehearse(self.ctl, self.lang, self.dom.drawn)
            if self.rehearsal is None:
                side, clock = self.ctl.session.game.side, self.gestures.clock
                self.rehearsal = Rehearsal(side, self.lang, clock)
                self.unseen.root = document.body.cloneNode(True)  # (never in the document)
            played, unseen, access = self.rehearsal, self.unseen, self.unseen_access
            shown = played.tap()
            measure_box(unseen)
            message = access.message(shown.message.text, played.ctl.ui.notice)
            draw(unseen, shown, self.lang, "", message)
            access.announce(played.ctl.session, self.lang, shown.panel.hint_reason)
            settling_text(played.gestures)

    def _came(self, frame: Frame) -> None:
        self.frames.pop(frame, None)
        if frame is Frame.CHECK:
            self.check_moved(came=True)
        else:
            self.carry_out(self.schedule.fired(frame))

    def _fired(self, timer: Timer) -> Callable[[], None]:
        def fired() -> None:
            self.timers.pop(timer, None)
            self.carry_out(self.schedule.fired(timer))

        return fired

    def begin(self, kind: str, node: Element) -> Order | None:
        """A way of playing's button: its game, with the names typed beside the button (and
        the order the schedule gives a game begun)."""
        fields = closest(node, "details")
        names = [] if fields is None else [f.value for f in fields.querySelectorAll(NAME_FIELDS)]
        seats = [] if fields is None else [f.value for f in fields.querySelectorAll(SEAT_FIELDS)]
        self.ctl.begin(kind, names, seats)
        return self.schedule.begun()

    def add_result(self) -> None:
        self.ctl.add_result(value_of("[data-result-input]"))
        field = q("[data-result-input]")
        if field is not None:
            field.value = ""

    def share_deal(self) -> None:
        session, lang = self.ctl.session, self.lang
        url = self.base_url() + session.share_query()
        text = view.share_message(session, lang)
        self.run_async(share(session, url, text, render("ui.title", lang)), then=self.schedule.told)

    def share_replay(self, code: str) -> None:
        """A finished game's replay link (its code from the view), shared or copied."""
        if code:
            url = self.base_url() + address.build(replay=code)
            text, title = render("ui.replay_share_text", self.lang), render("ui.title", self.lang)
            self.run_async(share(self.ctl.session, url, text, title), then=self.schedule.told)

    def choose_file(self) -> None:
        field = q("[data-import-input]")
        if field is not None:
            field.click()

    def run_async(
        self,
        work: Coroutine[Any, Any, None],
        flush: bool = True,
        then: Callable[[], Orders] | None = None,
    ) -> None:
        """Run ``work``; once done, the schedule's ``then`` (``Schedule.draw`` unless told)."""
        if flush:
            self.ctl.flush()  # (an import opens a new game; a share reads the game)
        task = asyncio.ensure_future(work)
        self.tasks.add(task)
        drawn = then or self.schedule.draw

        def done(finished: asyncio.Future[None]) -> None:
            self.tasks.discard(finished)
            self.carry_out(drawn())  # (and an imported game's first save)

        task.add_done_callback(done)

    def keep_games(self, tapped: bool = True) -> None:
        """Persistent storage asked once, on a tap that sees the first finished game; the
        marker of a device that had games fetched once a visit (``web.model.keeping``)."""
        keeping = self.ctl.keeping
        # Neither reads the game: its due save keeps its place after the paint (written here,
        # in the tap, it held up a visit's first tap after a save, and the first finished
        # game's last Done).
        # Their answers are drawn once the tap is painted (they may come before its paint).
        later = self.schedule.answered
        if tapped and self.ctl.ask_to_keep():
            self.run_async(persist_answer(keeping, ask_persist()), flush=False, then=later)
        if keeping.should_mark():
            self.run_async(mark(keeping), flush=False, then=later)

    # -- the computer's worker -------------------------------------------------------------------

    def on_worker(self, message: object) -> None:
        """What the computer's worker says (or its failure to load): the controller decides."""
        self.carry_out(self.schedule.message(message))

    def start_computer(self) -> bool:
        """Start a worker if none runs; False when none could be made (the player is told)."""
        started = self.bots.start()
        if started is not None and self.ctl.computer.message(started):
            self.bots.stop()
            return False
        return True

    def ask_computer(self, request: bot_protocol.Request) -> None:
        """Send a question to the worker, starting one if none runs."""
        if self.start_computer():
            self.bots.ask(request)

    # -- events -------------------------------------------------------------------------------

    def on_click(self, event: MouseEvent) -> None:
        """Every tap, synchronously: the board is redrawn before the next frame."""
        with self.timed("click"):
            self.clicked(event)

    def clicked(self, event: MouseEvent) -> None:
        self.check_moved()  # (a second tap before the last one's frame: looked at first)
        target = event.target
        action = closest(target, "[data-action]")
        where = tap_point(float(event.clientX), float(event.clientY), int(event.detail or 0))
        name = "" if action is None else str(action.dataset.action)
        acted = action is not None and name in self.actions  # (others: early.js's, boot.js's)
        # What else it landed on, asked only when it matters (each a call into the page).
        island = None if acted else closest(target, "[data-island]")
        line = None if acted or island is not None else closest(target, "[data-line]")
        if action is not None and acted:
            if action.getAttribute("type") == "submit":
                event.preventDefault()  # a form's button: the page never leaves
            act, gestures = self.actions[name], self.gestures
            self.guarded(lambda: gestures.tap(self.ctl, where, lambda: act(action)))
            with self.timed("focus"):
                phase = self.ctl.session.phase  # (drawn: the step is, before this)
                listed = self.ctl.screens.games  # (the history's games listed now)
                self.access.focus_after_action(name, phase, where is not None, listed)
        elif island is not None:
            ident = int(island.dataset.island or -1)
            self.guarded(lambda: self.gestures.tap_island(self.ctl, ident, where))
            self.access.reveal_after_tap()
        elif line is not None:
            ident_line = str(line.dataset.line)
            x, y = event.clientX, event.clientY
            under = (lambda: lines_at(x, y)) if where is not None else tuple
            self.guarded(lambda: self.gestures.tap_line(self.ctl, ident_line, where, under))
            self.access.reveal_after_tap()
        else:
            self.gestures.tap_elsewhere()
            self.access.mark_bridge_from(None)

    def on_key(self, event: KeyboardEvent) -> None:
        """Keys on the board: ``web/ui/keyboard.py`` decides, this only carries it out; on a
        screen, Escape closes it and a replay steps by ``web.model.replay.key_action``."""
        screen = self.ctl.screens.screen
        if screen is not None and not (event.altKey or event.ctrlKey or event.metaKey):
            self.screen_key(event, screen)
            return
        node = closest(event.target, "[data-island]") or closest(event.target, "[data-line]")
        if node is None or event.altKey or event.ctrlKey or event.metaKey:
            return
        board, key = self.ctl.session.game.board, str(event.key)
        done = board_key(board, node, key, bool(event.shiftKey), bool(event.repeat))
        if done is None:
            return
        event.preventDefault()
        if done.kind == "act":
            click(node)
        elif done.kind == "focus":
            self.gestures.keys_chose()
            focus_island(done.target)
        elif done.kind == "line":
            line = done.target
            self.gestures.keys_chose()
            self.guarded(lambda: self.ctl.session.tap_line(line))

    def screen_key(self, event: KeyboardEvent, screen: str) -> None:
        key = str(event.key)
        if key == "Escape" and closest(event.target, "dialog") is None:  # (the rules': theirs)
            self.guarded(self.ctl.close_screen)
            return
        from web.model.replay import key_action  # (loaded when a screen opened)

        action = key_action(key) if screen == "replay" else None
        in_field = closest(event.target, "input, select, textarea, summary") is not None
        if action is not None and not in_field:  # (the slider steps by its own keys)
            event.preventDefault()
            self.guarded(lambda: self.ctl.screens.go(action))

    def on_pointer_down(self, event: MouseEvent) -> None:
        """A drag from island to island draws a bridge on the line between them."""
        self.gestures.press(island_of(event.target))
        if self.gestures.dragging:  # the release is heard only then: a tap on anything else
            once = js.JSON.parse('{"once": true}')  # calls no Python before its click
            document.addEventListener("pointerup", self.pointer_up, once)

    def on_pointer_up(self, event: MouseEvent) -> None:
        if not self.gestures.dragging:
            return
        under = document.elementFromPoint(event.clientX, event.clientY)
        line = self.gestures.release(self.ctl.session.game.board, island_of(under))
        if line is not None:
            self.guarded(lambda: self.ctl.session.tap_line(line))

    def on_touch_move(self, event: TouchEvent) -> None:
        """A one-finger drag that starts on an island draws, so it must not scroll.

        (touch-action on SVG shapes is ignored by Chromium; anything else still
        scrolls and pinch-zooms.)
        """
        if self.gestures.dragging and event.touches.length == 1 and event.cancelable:
            event.preventDefault()

    def on_submit(self, event: Event) -> None:
        """Forms never leave the page; Enter in a field clicks its button, handled above."""
        event.preventDefault()

    def on_resize(self, event: Event) -> None:
        """A phone turned, a window resized: the chart's width told (drawn again if shown)."""
        width = self.chart_width()
        if width != self.ctl.screens.width:  # (not the address bar or a keyboard coming)
            self.guarded(lambda: self.ctl.chart_resized(width), player=False)

    def on_storage(self, event: StorageEvent) -> None:
        """Another tab wrote storage: if it is this game, show where it went."""
        key = event.key
        if watched(None if key is None or type(key).__name__ == "JsNull" else str(key)):
            self.guarded(self.ctl.storage_changed)

    def on_import(self, event: InputEvent) -> None:
        self.run_async(import_file(self.ctl, event.target), then=self.schedule.told)

    def on_typed(self, event: InputEvent) -> None:
        """A name or a seat typed for pass-and-play: every seat of its table kept."""
        fields = closest(event.target, "details")
        if fields is None or closest(event.target, SEAT_NAME + ", " + SEAT_FIELDS) is None:
            return
        names = [f.value for f in fields.querySelectorAll(SEAT_NAME)]
        kinds = [f.value for f in fields.querySelectorAll(SEAT_FIELDS)]
        self.ctl.table_typed(names, kinds)  # (kept only: nothing on screen changes)

    def fill_table(self) -> None:
        """The pass-and-play fields as last typed (:meth:`on_typed`), at the page's start."""
        names, kinds = document.querySelectorAll(SEAT_NAME), document.querySelectorAll(SEAT_FIELDS)
        fields = zip(names, kinds, strict=True)  # (a seat: its name and who plays it)
        for (name_field, kind_field), (name, kind) in zip(
            fields, self.ctl.table_kept(), strict=False
        ):
            name_field.value, kind_field.value = name, kind  # (kept: as many as there are)

    def record(self) -> object:
        """``window.hashi.record()``: the game in play as a plain JS object, or null in setup."""
        data = self.ctl.session.record_json()
        return None if data is None else js.JSON.parse(data)

    def listen(self) -> None:
        """Every event the page handles, and ``window.hashi`` (docs/interfaces.md)."""
        hashi = js.Object.new()
        hashi.record = create_proxy(self.record)
        window.hashi = hashi
        for kind, handler in (
            ("click", self.on_click),
            ("keydown", self.on_key),
            ("pointerdown", self.on_pointer_down),
            ("pointercancel", lambda event: self.gestures.cancel()),
        ):
            document.addEventListener(kind, create_proxy(handler))
        active = js.JSON.parse('{"passive": false}')  # may cancel the scroll of a drag
        document.addEventListener("touchmove", create_proxy(self.on_touch_move), active)
        for form in document.querySelectorAll("form"):
            form.addEventListener("submit", create_proxy(self.on_submit))
        field = q("[data-import-input]")
        if field is not None:
            field.addEventListener("change", create_proxy(self.on_import))
        slider = q("[data-replay-slider]")
        if slider is not None:
            slider.addEventListener("input", create_proxy(self.on_slider))
        typed = create_proxy(self.on_typed)  # (a name's keys; a seat's choice)
        document.addEventListener("input", typed)
        document.addEventListener("change", typed)
        window.addEventListener("storage", create_proxy(self.on_storage))
        window.addEventListener("resize", create_proxy(self.on_resize))
        window.addEventListener("popstate", create_proxy(self.on_popstate))
        hidden = create_proxy(self.on_hidden)
        window.addEventListener("pagehide", hidden)
        document.addEventListener("visibilitychange", hidden)


def settling_text(gestures: Gestures) -> str:
    """``data-settling``'s value: "x y", the spot of ``Page.show_settling``, or ""."""
    guard = gestures.settling()
    spot = gestures.unchecked if guard is None else guard[0]
    return "" if spot is None else f"{spot.x:.0f} {spot.y:.0f}"


def reduced_motion() -> bool:
    """Whether the player asked for less motion (a playing replay's pace)."""
    return bool(js.matchMedia("(prefers-reduced-motion: reduce)").matches)


def entry_state(state: object) -> str:
    """A history entry's state as JSON text (``web.model.navigation`` reads it)."""
    return str(js.JSON.stringify(state))


def start() -> None:
    query = str(window.location.search)
    found = address.parse(query)
    html = document.documentElement
    # The page itself is in one language (pre-rendered; web/scripts/early.js opened the player's):
    # what Python writes must match what the build wrote.
    lang = str(html.lang) if str(html.lang) in hashi_texts.LANGUAGES else hashi_texts.DEFAULT
    page = Page(lang, found.lang)
    page.ctl.open(found, chart_width=page.chart_width())  # (a reload on the history: its chart)
    state = entry_state(window.history.state)  # (a reload, or Forward from another page)
    page.navigation.start(page.ctl, state, query, page.chart_width())
    page.fill_table()
    page.listen()
    page.settle()  # a computer seat to play after a reload is asked now
    page.run_async(look_for_marker(page.ctl.keeping))  # a returning device's games gone?
    page.keep_games(tapped=False)
    html.setAttribute("data-app-state", "ready")
    page.carry_out(page.schedule.ready())  # what a tap runs, run while idle; the computer
