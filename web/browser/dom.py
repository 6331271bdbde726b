"""Small DOM helpers: look-ups, and applying values only when they changed.

Player text always goes in with ``textContent``, never as markup.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import document

applied: dict[Any, Any] = {}  # what the DOM shows now, per element key
elements: dict[Any, Any] = {}


def nothing(value: object) -> bool:
    """JS null and undefined arrive as JsNull/None depending on Pyodide's settings."""
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


def q(selector: str, root: Any = None) -> Any:
    node = (root or document).querySelector(selector)
    return None if nothing(node) else node


def closest(node: Any, selector: str) -> Any:
    found = node.closest(selector) if hasattr(node, "closest") else None
    return None if nothing(found) else found


def page_node(selector: str) -> Any:
    """An element of the page around the board (never replaced, so looked up once)."""
    node = elements.get(selector)
    if node is None:
        node = elements[selector] = q(selector)
    return node


def put(selector: str, name: str, value: Any) -> None:
    """Set text (``text``), a property (``.name``) or an attribute, only when it changed."""
    key = (selector, name)
    if applied.get(key) == value:
        return
    applied[key] = value
    node = page_node(selector)
    if node is None:
        return
    if name == "text":
        node.textContent = value
    elif name.startswith("."):
        setattr(node, name[1:], value)
    else:
        node.setAttribute(name, value)


def fill_list(selector: str, items: list[Any], build: Callable[[Any], Any]) -> None:
    """Replace a list's children, built with DOM calls (no markup)."""
    if applied.get(selector) == items:
        return
    applied[selector] = items
    node = page_node(selector)
    node.replaceChildren()
    for item in items:
        node.appendChild(build(item))


def forget_board() -> None:
    """The board was redrawn: its cached elements and values are stale."""
    for cache in (elements, applied):
        for key in [k for k in cache if isinstance(k, tuple) and k[0] in ("island", "line")]:
            del cache[key]


def board_element(key: tuple[str, Any]) -> Any:
    node = elements.get(key)
    if node is None:
        kind, ident = key
        node = elements[key] = q(f'[data-{kind}="{ident}"]')
    return node


def li(label: str) -> Any:
    item = document.createElement("li")
    item.textContent = label
    return item


def button_item(label: str, action: str, **attributes: str) -> Any:
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
