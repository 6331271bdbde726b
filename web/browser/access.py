"""Keyboard, pointer and screen-reader glue (issue 12): carries out what the pure modules decide.

``web/keyboard.py`` says what a key means and where focus goes;
``web/gestures.py`` what a tap, a double tap or a drag does;
``web/describe.py`` says what to announce and how the board reads as text.
Here we only read events, move focus and fill the live regions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js
from pyscript import document

from web.controller import Controller
from web.describe import announcement, describe_board, summary
from web.gestures import Gestures
from web.keyboard import focus_after, key_action

from .dom import applied, closest, nothing, put, q

html = document.documentElement
spoken: dict[str, Any] = {"summary": None, "notice": None, "flip": False}
marked: dict[str, Any] = {"bridge_from": None, "cover": False}  # what the page shows now


def repeated(text: str, notice: object) -> str:
    """The message's text; the same refusal again changes invisibly, so it is said again.

    ``notice`` is the controller's notice object: a new one is a new message,
    the same one is only a redraw.
    """
    shown = str(applied.get(("[data-message]", "text"), ""))
    same_text = bool(text) and shown.rstrip("\u00a0") == text
    if notice is spoken["notice"]:
        return shown if same_text else text
    spoken["notice"] = notice
    if not same_text:
        return text
    return text if shown.endswith("\u00a0") else text + "\u00a0"


def announce(ctl: Controller, lang: str) -> None:
    """Say once, politely, what the last step changed (number, bridge, round, end)."""
    chosen = ctl.selected
    now = summary(ctl.game, ctl.shown, chosen)
    said = announcement(spoken["summary"], ctl.game, ctl.shown, lang, chosen)
    spoken["summary"] = now
    if said:
        spoken["flip"] = not spoken["flip"]  # the same words twice are still a change
        put("[data-announce]", "text", said + ("\u00a0" if spoken["flip"] else ""))


def describe(ctl: Controller, lang: str) -> None:
    put("[data-describe-text]", "text", "\n".join(describe_board(ctl.game.board, lang)))


def whole_board(button: Any) -> None:
    """On a phone: the whole board on the screen (smaller targets), or back to 44 px ones.

    Back to the large board, the next draw pans to the legal targets again.
    """
    whole = button.getAttribute("aria-pressed") != "true"
    button.setAttribute("aria-pressed", "true" if whole else "false")
    q("#board").setAttribute("data-whole", "true" if whole else "false")
    applied.pop("legal-extents", None)


NEAREST = js.JSON.parse('{"block": "nearest", "inline": "nearest"}')


def in_frame(node: Any) -> bool:
    """Whether an island shows whole in the board's frame (on a phone the board pans)."""
    frame, box = q("#board").getBoundingClientRect(), node.getBoundingClientRect()
    return bool(box.left >= frame.left - 1 and box.right <= frame.right + 1)


def focus_board() -> None:
    """Focus the board's island in the tab order (roving focus), or a legal one in view.

    On a phone the frame has just panned to the legal targets: focus goes
    where the player looks rather than pulling the board back.
    """
    node = q('[data-island][tabindex="0"]') or q("[data-island]")
    if node is not None and not in_frame(node):
        shown = [n for n in document.querySelectorAll(".island.legal") if in_frame(n)]
        node = shown[0] if shown else node
    move_focus(node)


def move_focus(node: Any) -> None:
    """Roving focus: the focused island becomes the board's one tab stop."""
    if node is None:
        return
    old = q('[data-island][tabindex="0"]')
    if old is not None and old is not node:
        old.setAttribute("tabindex", "-1")
    if node.hasAttribute("data-island"):
        node.setAttribute("tabindex", "0")
    node.focus()
    node.scrollIntoView(NEAREST)  # whole, not only partly, in the board's frame


def focus_after_action(name: str) -> None:
    """Focus never falls to <body> when the button pressed hides itself."""
    phase = str(html.getAttribute("data-phase"))
    cover = q("[data-handover]")
    handover = cover is not None and not cover.hidden
    where = focus_after(name, phase, handover)
    active = document.activeElement
    lost = nothing(active) or str(active.tagName) == "BODY" or bool(active.disabled)
    if where == "@board" or (not where and lost):
        focus_board()
    elif where:
        node = q(where)
        if node is not None:
            node.focus()


def mark_bridge_from(ident: int | None) -> None:
    """Show the island a next tap on a neighbour draws a bridge from (``Gestures.first_end``)."""
    if marked["bridge_from"] == ident:
        return
    old = q(f'[data-island="{marked["bridge_from"]}"]')
    if old is not None:
        old.removeAttribute("data-bridge-from")
    marked["bridge_from"] = ident
    node = q(f'[data-island="{ident}"]') if ident is not None else None
    if node is not None:
        node.setAttribute("data-bridge-from", "true")


def board_at() -> tuple[int, int]:
    """Where the board is on the screen (it pans in its frame on a phone; texts above push it)."""
    svg = q("svg[data-board]")
    box = svg.getBoundingClientRect() if svg is not None else None
    return (0, 0) if box is None else (round(box.left), round(box.top))


def focus_cover(shown: bool) -> None:
    """The hand-over cover (a modal dialog) takes focus when it appears, however it came
    (a step, a computer's turn, a reload): a screen reader then says its text."""
    if shown and not marked["cover"]:
        move_focus(q("[data-action=take-turn]"))
    marked["cover"] = shown


Guard = Callable[[Callable[[], None]], None]


def on_key(ctl: Controller, guarded: Guard, event: Any) -> None:
    """Keys on the board: web/keyboard.py decides, this only carries it out."""
    node = closest(event.target, "[data-island]") or closest(event.target, "[data-line]")
    if node is None or event.altKey or event.ctrlKey or event.metaKey:
        return
    kind = "island" if node.hasAttribute("data-island") else "line"
    done = key_action(
        ctl.game.board,
        kind,
        str(node.getAttribute(f"data-{kind}")),
        str(event.key),
        bool(event.shiftKey),
    )
    if done is None:
        return
    event.preventDefault()
    if done.kind == "act":
        node.dispatchEvent(js.MouseEvent.new("click", js.JSON.parse('{"bubbles": true}')))
    elif done.kind == "focus":
        move_focus(q(f'[data-island="{done.target}"]'))
    elif done.kind == "line":
        target = str(done.target)
        guarded(lambda: ctl.tap_line(target))


def island_of(node: Any) -> int | None:
    island = closest(node, "[data-island]") if not nothing(node) else None
    return int(island.dataset.island) if island is not None else None


def on_pointer_down(gestures: Gestures, event: Any) -> None:
    """A drag from island to island draws a bridge on the line between them."""
    gestures.press(island_of(event.target))


def on_touch_move(gestures: Gestures, event: Any) -> None:
    """A one-finger drag that starts on an island draws, so it must not scroll.

    (touch-action on SVG shapes is ignored by Chromium; anything else still
    scrolls and pinch-zooms.)
    """
    if gestures.dragging and event.touches.length == 1 and event.cancelable:
        event.preventDefault()


def on_pointer_up(ctl: Controller, gestures: Gestures, guarded: Guard, event: Any) -> None:
    if not gestures.dragging:
        return
    under = document.elementFromPoint(event.clientX, event.clientY)
    line = gestures.release(ctl.game.board, island_of(under))
    if line is not None:
        guarded(lambda: ctl.tap_line(line))
