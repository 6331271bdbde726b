"""The page's start and its events: every tap goes to the controller, then the view is drawn.

Actions are a table (``ACTIONS``: ``data-action`` name -> what it does), so a
new button is one line here and one method in the controller.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_proxy
from pyscript import document, window

from hashi_texts import LANGUAGES, render
from web import address, view
from web.controller import Controller
from web.gestures import Gestures, tap_point
from web.notice import problem
from web.saves import HISTORY, SAVE, Saves

from . import access
from .bots import BotWorker, warm_up
from .dom import closest, put, q
from .draw import draw
from .files import copy_result, export, import_file, share
from .storage import LocalStore

html = document.documentElement
tasks: set[Any] = set()  # running async work, kept referenced until done
state: dict[str, Any] = {
    "lang": "en",
    "persist_asked": False,
    "queue_timer": None,  # the next computer move's timer
    "watch_timer": None,  # the bound on the wait for the computer
}
COMPUTER_STEP_MS = 350  # between a computer seat's moves: visible, never slow


def local_now() -> datetime.datetime:
    """The player's own clock (the device's time zone), for the daily challenge."""
    now = js.Date.new()
    return datetime.datetime(
        now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getHours(), now.getMinutes()
    )


store = LocalStore()
ctl = Controller(Saves(store, persistent=store.available), now=local_now)
gestures = Gestures(clock=lambda: float(js.performance.now()))


def base_url() -> str:
    return f"{window.location.origin}{window.location.pathname}"


def redraw() -> None:
    lang = state["lang"]
    board_was = access.board_at()
    shown = view.build(ctl, lang)
    link = base_url() + address.build(result=shown["result_code"]) if shown["result_code"] else ""
    draw(shown, lang, link, ctl.notice)
    access.mark_bridge_from(gestures.first_end)
    access.focus_cover(shown["handover"] is not None)
    access.announce(ctl, lang)
    sync_address()
    gestures.drawn(moved=access.board_at() != board_was)
    show_settling()


def show_settling() -> None:
    """``<html data-settling="x y">``: the spot where a tap is still refused as a double
    tap's second tap, "" when none (a scripted player's next tap there waits, as a person's)."""
    guard = gestures.settling()
    put("html", "data-settling", "" if guard is None else f"{guard[0].x:.0f} {guard[0].y:.0f}")
    if guard is not None and not state.get("settle_timer"):
        state["settle_timer"] = window.setTimeout(SETTLED, guard[1] + 1)


def settling_over() -> None:
    state["settle_timer"] = None
    show_settling()


SETTLED = create_proxy(settling_over)


def sync_address() -> None:
    """Keep the deal in the address bar, so a reload or a copied link comes back here."""
    game = ctl.game
    seed = None if game.seed is None else str(game.seed)  # a scripted deal has none
    query = address.build(seed, game.side, ctl.kind, lang=state.get("lang_param"))
    if str(window.location.search) != query:
        window.history.replaceState(None, "", f"{window.location.pathname}{query}")


def value_of(selector: str) -> str:
    node = q(selector)
    return "" if node is None else str(node.value)


def run_async(coroutine: Any) -> None:
    task = asyncio.ensure_future(coroutine)
    tasks.add(task)

    def done(finished: Any) -> None:
        tasks.discard(finished)
        redraw()

    task.add_done_callback(done)


def share_deal() -> None:
    target = ctl.share_target()
    url = base_url() + address.build(**target)
    lang = state["lang"]
    run_async(share(ctl, url, view.share_message(ctl, lang), render("ui.title", lang)))


def on_worker(message: dict[str, Any]) -> None:
    """What the computer's worker says (or its failure to load): the controller decides."""

    def take() -> None:
        if ctl.computer_message(message):
            bots.stop()  # failed: a new worker starts when a player asks

    guarded(take, player=False)


def start_computer() -> bool:
    """Start a worker if none runs; False when none could be made (the player is told)."""
    started = bots.start()
    if started is not None and ctl.computer_message(started):
        bots.stop()
        return False
    return True


def warm_computer() -> None:
    if ctl.computer_wanted_soon():  # still (a failure meanwhile waits for a player)
        start_computer()


def ask_computer(request: dict[str, Any] | None) -> None:
    """Send a question to the worker, starting one if none runs."""
    if request is not None and start_computer():
        bots.ask(request)


def computers_go() -> None:
    """When a computer seat is to play: its queued moves, else ask the worker for its turn."""
    if not ctl.queue:
        ask_computer(ctl.computer_request())  # a seat sitting out queues its empty turn
    if ctl.queue and state["queue_timer"] is None:
        state["queue_timer"] = window.setTimeout(proxies["play_queued"], COMPUTER_STEP_MS)


def play_queued() -> None:
    """A computer seat's turn, one move at a time so that players see it happen."""
    state["queue_timer"] = None
    guarded(ctl.play_queued, player=False)  # then computers_go: the next move, or the next seat


def watch_computer() -> None:
    """Every wait on the computer has a bound: look again when it is due."""
    if state["watch_timer"] is not None:
        window.clearTimeout(state["watch_timer"])
        state["watch_timer"] = None
    wait = ctl.computer_wait()
    if wait is not None:
        state["watch_timer"] = window.setTimeout(proxies["overdue"], int(wait * 1000) + 50)


def overdue() -> None:
    state["watch_timer"] = None

    def check() -> None:
        if ctl.computer_overdue():
            bots.stop()  # stuck or too slow: the player is told, a new one starts when asked

    guarded(check, player=False)


bots = BotWorker(on_worker)
proxies = {"play_queued": create_proxy(play_queued), "overdue": create_proxy(overdue)}


def add_result() -> None:
    ctl.add_result(value_of("[data-result-input]"))
    q("[data-result-input]").value = ""


def start_party() -> None:
    ctl.new_party(names(), kinds())
    if ctl.computer_wanted_soon():
        start_computer()  # its runtime loads while the people write their starts


def names() -> list[str]:
    return [str(n.value) for n in document.querySelectorAll("[data-player-name]")]


def kinds() -> list[str]:
    """Who plays each named seat: "person" or a computer level."""
    return [str(n.value) for n in document.querySelectorAll("[data-player-kind]")]


Action = Callable[[Any], None]
ACTIONS: dict[str, Action] = {
    "confirm": lambda node: ctl.confirm(),
    "undo": lambda node: ctl.undo(),
    "seed-start": lambda node: ctl.seed_start(),
    "start-3": lambda node: ctl.start(3),
    "start-4": lambda node: ctl.start(4),
    "new-game": lambda node: ctl.new_game(),
    "tutorial": lambda node: ctl.tutorial(),
    "side": lambda node: ctl.set_side(str(node.dataset.side)),
    "play-seed": lambda node: ctl.play_seed(value_of("#seed-input")),
    "resume": lambda node: ctl.resume(str(node.dataset.resume)),
    "share": lambda node: share_deal(),
    "export": lambda node: export(ctl),
    "export-now": lambda node: export(ctl),  # the same, offered in the storage warning
    "import": lambda node: q("[data-import-input]").click(),
    "start-party": lambda node: start_party(),
    "start-challenge": lambda node: ctl.new_challenge(value_of("[data-challenge-name]")),
    "daily": lambda node: ctl.daily(value_of("[data-challenge-name]")),
    "give-name": lambda node: ctl.give_name(value_of("[data-name-input]")),
    "take-turn": lambda node: ctl.take_turn(),
    "view-player": lambda node: ctl.view_player(int(node.dataset.player)),
    "add-result": lambda node: add_result(),
    "copy-result": lambda node: copy_result(ctl),
    "dismiss-reports": lambda node: ctl.dismiss_reports(),
    "describe-board": lambda node: access.describe(ctl, state["lang"]),
    "whole-board": lambda node: access.whole_board(node),
    "hint": lambda node: ask_computer(ctl.ask_hint()),
    "analyse": lambda node: ask_computer(ctl.ask_analysis()),
    "computer-retry": lambda node: ctl.retry_computer(),
    "seat-person": lambda node: ctl.seat_to_person(),
    "seat-out": lambda node: ctl.seat_sits_out(),
    "analysis-prev": lambda node: ctl.analysis_step(-1),
    "analysis-next": lambda node: ctl.analysis_step(1),
}


def guarded(work: Callable[[], object], player: bool = True) -> None:
    """Run a player's action (``player``; else the computer's or a timer's); whatever goes
    wrong, a message and never a traceback."""
    try:
        work()
        if player:
            ask_persist()  # on a player's gesture (some browsers ask the player)
    except Exception as error:
        js.console.error(f"hashi: {error!r}")
        ctl.notice = problem("ui.internal_error", "internal")
    settle()


def settle() -> None:
    """After anything happened: a computer seat's go, the page drawn, the computer watched."""
    computers_go()
    redraw()
    watch_computer()


def on_click(event: Any) -> None:
    """Every tap, synchronously: the board is redrawn before the next frame."""
    target = event.target
    action = closest(target, "[data-action]")
    island = closest(target, "[data-island]")
    line = closest(target, "[data-line]")
    where = tap_point(float(event.clientX), float(event.clientY), int(event.detail or 0))
    name = "" if action is None else str(action.dataset.action)
    if name in ACTIONS:  # (others are another part's: early.js the rules, boot.js the update)
        if name in ("play-seed", "add-result", "give-name"):
            event.preventDefault()
        guarded(lambda: gestures.tap(ctl, where, lambda: ACTIONS[name](action)))
        access.focus_after_action(name)
    elif island is not None:
        ident = int(island.dataset.island)
        guarded(lambda: gestures.tap_island(ctl, ident, where))  # two taps may draw a bridge
    elif line is not None:
        guarded(lambda: gestures.tap_line(ctl, str(line.dataset.line), where))
    else:
        gestures.tap_elsewhere()
        access.mark_bridge_from(None)


def on_key(event: Any) -> None:
    access.on_key(ctl, guarded, event)


def on_submit(event: Any) -> None:
    """Forms never leave the page; Enter in a field clicks its button, handled above."""
    event.preventDefault()


def on_storage(event: Any) -> None:
    """Another tab wrote storage: if it is this game, show where it went."""
    key = event.key
    if key is None or type(key).__name__ == "JsNull" or str(key).startswith((SAVE, HISTORY)):
        guarded(ctl.storage_changed)


def on_import(event: Any) -> None:
    run_async(import_file(ctl, event))


def ask_persist() -> None:
    if not state["persist_asked"] and hasattr(window.navigator, "storage"):
        state["persist_asked"] = True
        with contextlib.suppress(Exception):
            window.navigator.storage.persist()


def record() -> Any:
    """``window.hashi.record()``: the game in play as a plain JS object, or null in setup."""
    data = ctl.record_json()
    return None if data is None else js.JSON.parse(data)


def start() -> None:
    found = address.parse(str(window.location.search))
    # The page itself is in one language (pre-rendered; web/early.js opened the
    # player's): what Python writes must match what the build wrote.
    state["lang"] = str(html.lang) if str(html.lang) in LANGUAGES else "en"
    if found.lang:
        state["lang_param"] = found.lang
    ctl.open(found)
    hashi = js.Object.new()
    hashi.record = create_proxy(record)
    window.hashi = hashi
    document.addEventListener("click", create_proxy(on_click))
    document.addEventListener("keydown", create_proxy(on_key))
    document.addEventListener(
        "pointerdown", create_proxy(lambda e: access.on_pointer_down(gestures, e))
    )
    document.addEventListener(
        "pointerup", create_proxy(lambda e: access.on_pointer_up(ctl, gestures, guarded, e))
    )
    document.addEventListener("pointercancel", create_proxy(lambda e: gestures.cancel()))
    active = js.JSON.parse('{"passive": false}')  # may cancel the scroll of a drag
    document.addEventListener(
        "touchmove", create_proxy(lambda e: access.on_touch_move(gestures, e)), active
    )
    for form in document.querySelectorAll("form"):
        form.addEventListener("submit", create_proxy(on_submit))
    q("[data-import-input]").addEventListener("change", create_proxy(on_import))
    window.addEventListener("storage", create_proxy(on_storage))
    settle()  # a computer seat to play after a reload is asked now
    html.setAttribute("data-app-state", "ready")
    if ctl.computer_wanted_soon():  # the warm-up: its runtime loads before anyone asks
        warm_up(lambda: guarded(warm_computer, player=False))
