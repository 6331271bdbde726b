"""Keyboard, pointer and screen-reader glue (issue 12): carries out what the pure modules decide.

``web/ui/keyboard.py`` says what a key means and where focus goes;
``web/ui/gestures.py`` what a tap, a double tap or a drag does;
``web/ui/describe.py`` what to announce and how the board reads as text.
Here we only read the page, move focus and fill the live regions.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

import js
from pyodide.ffi import create_once_callable
from pyscript import document, window

from hashi_core import Board
from web.model.session import Session
from web.shown.view_types import Phase
from web.ui.describe import Speech, describe_board
from web.ui.keyboard import KeyAction, focus_plan, key_action, reveal_after_tap

from .dom import Dom, closest, present, q

if TYPE_CHECKING:  # types only: a browser may lack one (Firefox: TouchEvent)
    from js import Element

NEAREST = '{"block": "nearest", "inline": "nearest"}'  # scrollIntoView: whole, least moved
STAY = '{"preventScroll": true}'  # focus with no scroll of its own (one made here, or none)


class Access:
    """What the page marks and says for assistive technologies, on one page."""

    def __init__(self, dom: Dom) -> None:
        self.dom = dom
        self.speech = Speech()
        self.bridge_from: int | None = None  # the island marked as a two-tap bridge's end
        self.cover = False  # the hand-over cover is shown

    def message(self, text: str, notice: object) -> str:
        """The message region's text (a repeated refusal is said again)."""
        shown = self.dom.shown("[data-message]", "text")
        return self.speech.message(text, notice, "" if shown is None else str(shown))

    def announce(self, session: Session, lang: str, reason: str = "") -> None:
        """Say once, politely, what the last step changed (number, bridge, round, end), and
        a new hint's ``reason`` (the view's) with the hint."""
        ui, shown = session.ui, session.shown
        by = session.computer_named(shown)
        said = self.speech.announcement(
            session.game, shown, lang, ui.selected, ui.hint, reason, ui.handover, by, ui.hint_retold
        )
        if said:
            self.dom.put("[data-announce]", "text", said)

    def describe(self, board: Board, lang: str) -> None:
        self.dom.put("[data-describe-text]", "text", "\n".join(describe_board(board, lang)))

    def focus_board(self) -> None:
        """Focus the board's island in the tab order (roving focus): the whole board is in
        view at every size, so no island is out of sight."""
        node = q('[data-island][tabindex="0"]') or q("[data-island]")
        move_focus(node)

    def focus_after_action(
        self, name: str, phase: Phase, pointer: bool = False, listed: int = 0
    ) -> None:
        """Focus never falls to <body> when the button pressed hides itself: where and when
        is ``keyboard.focus_plan``'s; here the page is read (the cover, the screen and the
        guided step's buttons as drawn) and focus moved."""
        hidden = self.dom.shown("[data-handover]", ".hidden")  # (as drawn: no DOM read)
        if hidden is None:
            cover = self.dom.node("[data-handover]")
            hidden = cover is None or cover.hidden
        screen = self.drawn("data-screen")
        marked = self.dom.applied.get("tutorial-buttons")  # (as drawn: no DOM read)
        guided = marked if isinstance(marked, tuple) else ()
        asking = self.drawn("data-asking-name") == "true"
        order = focus_plan(name, phase, not hidden, screen, bool(guided), pointer, listed, asking)
        if order is None or (order.if_lost and not focus_lost()):
            return
        move = functools.partial(self.move_focus_to, order.target, screen, guided, order.reveal)
        if order.after_paint:
            after_paint(lambda: move() if unmoved(name) else None)
        else:
            move()

    def reveal_after_tap(self) -> None:
        """After a tap on the board (``keyboard.reveal_after_tap``): the guided step's
        button, as drawn, brought into view once the tap is painted (its layout done)."""
        marked = self.dom.applied.get("tutorial-buttons")  # (as drawn: no DOM read)
        guided = marked if isinstance(marked, tuple) else ()
        if reveal_after_tap(bool(guided)) == "@guided":
            button = f'[data-action="{guided[0]}"][data-tutorial-target="true"]'

            def reveal() -> None:
                shown = first_shown(button)
                if shown is not None:
                    shown.scrollIntoView(js.JSON.parse(NEAREST))

            after_paint(reveal)

    def move_focus_to(
        self, target: str, screen: str, guided: tuple[str, ...], reveal: str = ""
    ) -> None:
        """Focus ``target`` (a ``focus_plan`` order's): the board's island in the tab order,
        the open screen's heading, the guided step's button shown (not the end's copy), or
        the element of a selector; then bring ``reveal`` into view: "@guided" with the least
        scroll; a selector's element to the middle where it is not wholly shown, as Chromium's
        focus does (WebKit's may not scroll): :func:`middle`."""
        button = f'[data-action="{guided[0]}"][data-tutorial-target="true"]' if guided else ""
        if reveal and not reveal.startswith("@"):
            middle(first_shown(reveal))
            node = q(target)
            if node is not None:
                node.focus(js.JSON.parse(STAY))
                return
        shown = first_shown(button) if reveal == "@guided" and button else None
        if shown is not None and focus_revealing(target, shown):
            return
        if target == "@board":
            self.focus_board()
        elif target == "@screen":
            focus_on(f"#{screen}-title")
        elif target == "@guided":
            focus_shown(button)
        elif not focus_on(target) and screen != "game":  # (none such: the screen's heading)
            focus_on(f"#{screen}-title")

    def drawn(self, name: str) -> str:
        """An attribute of ``<html>`` as the page last drew it (read without the DOM)."""
        value = self.dom.shown("html", name)
        if value is None:
            value = document.documentElement.getAttribute(name)
        return str(value)

    def mark_bridge_from(self, ident: int | None) -> None:
        """Mark the island a tap on a neighbour draws a bridge from (``Gestures.first_end``)."""
        if self.bridge_from == ident:
            return
        dom = self.dom  # (the board's islands, looked up once)
        old = None if self.bridge_from is None else dom.board_element(("island", self.bridge_from))
        if old is not None:
            old.removeAttribute("data-bridge-from")
        self.bridge_from = ident
        node = None if ident is None else dom.board_element(("island", ident))
        if node is not None:
            node.setAttribute("data-bridge-from", "true")

    def focus_cover(self, shown: bool) -> None:
        """The hand-over cover (a modal dialog) takes focus when it appears, however it came
        (a step, a computer's turn, a reload): a screen reader then says its text. The whole
        cover is brought into view first: focus's own scroll showed only the button."""
        cover = q("[data-handover]") if shown and not self.cover else None
        if cover is not None:  # its words with its button (Q51: the words above the screen)
            focus_revealing("[data-action=take-turn]", cover)
        self.cover = shown


def focus_lost() -> bool:
    """Whether focus fell to <body> (or nowhere), or is on a control that is disabled or
    hidden (Firefox and WebKit keep focus on a button the step hid: the next Tab would
    start from the top of the page)."""
    active = present(document.activeElement)
    if active is None or active.tagName == "BODY" or bool(getattr(active, "disabled", 0)):
        return True
    return present(active.closest("[hidden]")) is not None


def focus_on(selector: str) -> bool:
    """Focus ``selector``'s element; False when there is none."""
    node = q(selector)
    if node is not None:
        node.focus()
    return node is not None


def first_shown(selector: str) -> Element | None:
    """The first of ``selector``'s elements that is shown (a hidden copy is skipped)."""
    for node in document.querySelectorAll(selector):
        if node.getBoundingClientRect().height > 0:
            return node
    return None


def middle(node: Element | None) -> None:
    """``node`` to the middle of the screen and of the boxes that scroll it, where it is not
    wholly shown already (``scrollIntoViewIfNeeded``, in Chromium and WebKit); elsewhere
    (Firefox) with the least scroll."""
    if node is None:
        return
    if_needed = getattr(node, "scrollIntoViewIfNeeded", None)
    if if_needed is not None:
        if_needed(True)
    else:
        node.scrollIntoView(js.JSON.parse(NEAREST))


def focus_revealing(selector: str, shown: Element) -> bool:
    """Focus ``selector``'s element with ``shown`` in view too: both scrolled to (the least
    scroll), then focus without a scroll of its own. (WebKit scrolls to what is focused
    later, after any scroll made here: the focused text went off the top of the screen.)"""
    node = q(selector)
    if node is None:
        return False
    nearest = js.JSON.parse(NEAREST)
    node.scrollIntoView(nearest)
    shown.scrollIntoView(nearest)
    node.focus(js.JSON.parse(STAY))
    return True


def focus_shown(selector: str) -> None:
    """Focus the first of ``selector``'s elements that is shown (a hidden copy is skipped).
    One in the guided step's region brings the region into view with it: the step's text
    says what the button does."""
    node = first_shown(selector)
    if node is None:
        return
    region = node.closest("[data-tutorial-step]")
    if region is not None:
        nearest = js.JSON.parse(NEAREST)
        region.scrollIntoView(nearest)
        node.scrollIntoView(nearest)  # (a region taller than the screen: the button)
        node.focus(js.JSON.parse(STAY))
    else:
        node.focus()


def unmoved(action: str) -> bool:
    """Whether focus is still on the button of ``action`` pressed (or fell to <body>)."""
    active = present(document.activeElement)
    return (
        active is None or active.tagName == "BODY" or active.getAttribute("data-action") == action
    )


def after_paint(work: Callable[[], None]) -> None:
    """``work`` once the next frame is painted (a task queued from its animation frame, by
    web/scripts/early.js: no Python runs in the frame, before its paint)."""
    window.hashiAfterPaint(create_once_callable(work))


def move_focus(node: Element | None) -> None:
    """Roving focus: the focused island becomes the board's one tab stop."""
    if node is None:
        return
    old = q('[data-island][tabindex="0"]')
    if old is not None and old is not node:
        old.setAttribute("tabindex", "-1")
    if node.hasAttribute("data-island"):
        node.setAttribute("tabindex", "0")
    node.focus()
    node.scrollIntoView(js.JSON.parse(NEAREST))  # whole, not only partly, in the board's frame


def board_key(board: Board, node: Element, key: str, shift: bool, repeat: bool) -> KeyAction | None:
    """What ``key`` does on the board element ``node`` (an island or a line)."""
    kind = "island" if node.hasAttribute("data-island") else "line"
    return key_action(board, kind, str(node.getAttribute(f"data-{kind}")), key, shift, repeat)


def island_of(node: Element | None) -> int | None:
    island = closest(present(node), "[data-island]")
    ident = None if island is None else island.dataset.island
    return int(ident) if ident else None


def lines_at(x: float, y: float) -> tuple[str, ...]:
    """The lines under a point of the screen, the one on top first (where lines cross, a tap
    lands on both)."""
    found: list[str] = []
    for node in document.elementsFromPoint(x, y):
        line = closest(node, "[data-line]")
        ident = None if line is None else str(line.dataset.line)
        if ident and ident not in found:
            found.append(ident)
    return tuple(found)


def focus_island(ident: str) -> None:
    move_focus(q(f'[data-island="{ident}"]'))


def click(node: Element) -> None:
    """Tap ``node`` as a click does (Enter or Space on the board)."""
    node.dispatchEvent(js.MouseEvent.new("click", js.JSON.parse('{"bubbles": true}')))
