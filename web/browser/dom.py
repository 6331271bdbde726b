"""DOM helpers: look-ups, new elements, and a page's values written only when they changed.

Player text always goes in with ``textContent``, never as markup.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, TypeVar

from pyscript import document

if TYPE_CHECKING:  # types only: a browser may lack one (Firefox: TouchEvent)
    from js import Element

    from web.shown.view_types import View

T = TypeVar("T")
BOARD = "svg[data-board]"  # the board's drawing (drawn anew for another side)


def present(value: Element | None) -> Element | None:
    """``value``, or None for JS null and undefined (JsNull/None by Pyodide's settings)."""
    if value is None or type(value).__name__ in ("JsNull", "JsUndefined"):
        return None
    return value


def q(selector: str, root: Element | None = None) -> Element | None:
    found = document.querySelector(selector) if root is None else root.querySelector(selector)
    return present(found)


def closest(node: Element | None, selector: str) -> Element | None:
    if node is None or not hasattr(node, "closest"):  # (a text node, the document)
        return None
    return present(node.closest(selector))


def li(label: str) -> Element:
    item = document.createElement("li")
    item.textContent = label
    return item


def button_item(label: str, action: str, **attributes: str) -> Element:
    """A list item holding one button (its label as text, never markup)."""
    item = document.createElement("li")
    button = document.createElement("button")
    button.type = "button"
    button.dataset.action = action
    for name, value in attributes.items():
        button.setAttribute(name.replace("_", "-"), value)
    button.textContent = label
    item.appendChild(button)
    return item


class Dom:
    """What the page shows now, value by value: each is written only when it changes, and
    the elements around the board (never replaced) are looked up once. ``root``: the
    elements are looked up under it (the warm-ups' detached copy of the page), else in the
    document."""

    def __init__(self, root: Element | None = None) -> None:
        self.root = root
        self.applied: dict[object, object] = {}  # what the DOM shows now, per key
        self.elements: dict[object, Element | None] = {}
        self.drawn: View | None = None  # the view drawn last: the next draws what differs
        self.said: str | None = None  # the message region's text drawn last

    def changed(self, key: object, value: object) -> bool:
        """Remember ``value`` under ``key``; whether it differs from what was there."""
        if key in self.applied and self.applied[key] == value:
            return False
        self.applied[key] = value
        return True

    def shown(self, selector: str, name: str) -> object:
        """The value last written to ``selector``'s ``name`` (None: none yet)."""
        return self.applied.get((selector, name))

    def forget(self, key: object) -> None:
        """Write ``key``'s value again next time (the page changed it by other means)."""
        self.applied.pop(key, None)

    def node(self, selector: str) -> Element | None:
        """An element of the page around the board, looked up once."""
        if selector not in self.elements:
            self.elements[selector] = q(selector, self.root)
        return self.elements[selector]

    def put(self, selector: str, name: str, value: object) -> None:
        """Set text (``text``), a property (``.name``) or an attribute, only when it changed."""
        if self.changed((selector, name), value):
            self._write(selector, name, value)

    def put_all(self, values: Iterable[tuple[str, str, object]]) -> None:
        """``put`` each of ``values`` (selector, name, value): a tap's seventy values, of
        which a few changed, compared in one loop (no call per value on a slow tablet)."""
        applied = self.applied
        for selector, name, value in values:
            key = (selector, name)
            if key not in applied or applied[key] != value:
                applied[key] = value
                self._write(selector, name, value)

    def _write(self, selector: str, name: str, value: object) -> None:
        node = self.node(selector)
        if node is None:
            return
        if name == "text":
            node.textContent = str(value)
        elif name.startswith("."):
            setattr(node, name[1:], value)
        else:
            node.setAttribute(name, str(value))

    def fill_list(self, selector: str, items: Sequence[T], build: Callable[[T], Element]) -> None:
        """Replace a list's children, built with DOM calls (no markup)."""
        node = self.node(selector)
        if node is None or not self.changed(selector, list(items)):
            return
        node.replaceChildren(*[build(item) for item in items])

    def fill_texts(self, selector: str, texts: Sequence[str]) -> None:
        """A list of texts (``li``): only the items whose text changed are written (a tap
        changes a row or two of the score's breakdown); made anew when its length changed."""
        node = self.node(selector)
        before = self.applied.get(selector)
        if node is None or not self.changed(selector, list(texts)):
            return
        items = node.children
        if isinstance(before, list) and len(before) == len(texts) == items.length:
            for place, (old, new) in enumerate(zip(before, texts, strict=True)):
                if old != new:
                    items.item(place).textContent = new
            return
        node.replaceChildren(*[li(text) for text in texts])

    def forget_board(self) -> None:
        """The board was drawn anew: its elements and values are stale."""
        self.elements.pop(BOARD, None)
        for cache in (self.elements, self.applied):
            stale = [k for k in cache if isinstance(k, tuple) and k[0] in ("island", "line")]
            for key in stale:
                del cache[key]

    def board_element(self, key: tuple[object, ...]) -> Element | None:
        """An island or a line (``("island", 7)``), or an island's number (``("island", 7,
        "num")``), looked up once (until the board is drawn anew)."""
        if key not in self.elements:
            if len(key) == 3:
                parent = self.board_element(key[:2])
                self.elements[key] = (
                    None if parent is None else present(parent.querySelector("text.num"))
                )
            else:
                kind, ident = key
                self.elements[key] = q(f'[data-{kind}="{ident}"]', self.root)
        return self.elements[key]
