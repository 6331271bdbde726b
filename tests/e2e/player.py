"""Playing the page like a person: taps on the SVG board and the buttons."""

from __future__ import annotations

import json
import random

from playwright.sync_api import Locator, Page

from hashi_core import get_board
from web.ui.gestures import NEAR_PX

READY = "html[data-app-state=ready]"


def open_game(page: Page, url: str, query: str = "") -> None:
    page.goto(url + query)
    page.wait_for_selector(READY, timeout=90_000)


def start_party(page: Page, url: str, query: str, names: list[str]) -> None:
    """Open a deal and start pass-and-play for ``names`` from the setup screen."""
    open_game(page, url, query)
    page.click("text=Pass and play")
    for field, name in zip(page.query_selector_all("[data-player-name]"), names, strict=False):
        field.fill(name)
    press(page, "start-party")


# After a step that moved things on the screen, a tap at its spot too soon is refused as a
# double tap's second tap (web/ui/gestures.py; <html data-settling="x y">): a person's next
# tap comes later, so a scripted player's next tap near that spot waits for it to pass.
CLEAR = """([x, y, near]) => {
  const at = document.documentElement.dataset.settling;
  if (!at) return true;
  const [gx, gy] = at.split(" ").map(Number);
  return Math.abs(x - gx) > near + 2 || Math.abs(y - gy) > near + 2;  // (clicks land on whole px)
}"""


def settle(page: Page, x: float, y: float) -> None:
    """Wait until a tap at (x, y) would no longer be a double tap's second tap."""
    if page.get_attribute("html", "data-settling"):
        page.wait_for_function(CLEAR, arg=[x, y, NEAR_PX])


def tap(page: Page, target: Locator) -> None:
    """Tap an element like a person: never as the second tap of a double tap."""
    if page.get_attribute("html", "data-settling"):
        target.scroll_into_view_if_needed()
        box = target.bounding_box()
        settle(page, box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    target.click()


def press(page: Page, action: str) -> None:
    """Tap the visible button of ``action`` (``data-action``)."""
    tap(page, page.locator(f'[data-action="{action}"]').locator("visible=true").first)


def tap_island(page: Page, island: int) -> None:
    tap(page, page.locator(f'[data-island="{island}"] circle.hit'))


def tap_line(page: Page, line: str) -> None:
    """Tap a line one grid step from its first island: never on a crossing or an island."""
    side = page.get_attribute("svg[data-board]", "data-board")
    board = get_board(side)
    ln = board.lines[line]
    a, b = board.island(ln.a), board.island(ln.b)
    steps = abs(a.x - b.x) + abs(a.y - b.y)
    dots = page.locator(f'[data-line="{line}"] line.dots')
    dots.scroll_into_view_if_needed()  # on a phone the board pans, and the page scrolls
    box = dots.bounding_box()
    t = 1 / steps
    if a.y == b.y:
        x, y = box["x"] + t * box["width"], box["y"] + box["height"] / 2
    else:
        x, y = box["x"] + box["width"] / 2, box["y"] + t * box["height"]
    settle(page, x, y)
    page.mouse.click(x, y)


def attr(page: Page, selector: str, name: str) -> str:
    return page.get_attribute(selector, name) or ""


def message(page: Page) -> tuple[str, str]:
    node = page.locator("[data-message]")
    return node.get_attribute("data-code") or "", node.text_content() or ""


def legal(page: Page, kind: str) -> list[str]:
    return page.eval_on_selector_all(
        f".{kind}.legal", f"nodes => nodes.map(n => n.getAttribute('data-{kind}'))"
    )


# Everything the board shows, as a function for the page (also tests/engines).
SHOWN = """() => ({
        islands: [...document.querySelectorAll('[data-island]')].map(n =>
            [n.dataset.island, n.dataset.number, n.dataset.finished, n.dataset.flag]),
        lines: [...document.querySelectorAll('[data-line]')].map(n =>
            [n.dataset.line, n.dataset.bridges]),
        round: document.querySelector('[data-round]').getAttribute('data-round'),
        card: [document.querySelector('[data-card]').dataset.cardNumber,
               document.querySelector('[data-card]').dataset.cardBridges],
        total: document.querySelector('[data-score-total]').getAttribute('data-score-total'),
        phase: document.documentElement.dataset.phase,
    })"""


def snapshot(page: Page) -> dict:
    """Everything the board shows, for before/after comparisons."""
    return page.evaluate(SHOWN)


def record(page: Page) -> dict:
    return json.loads(page.evaluate("() => JSON.stringify(window.hashi.record())"))


def import_game(page: Page, data: dict) -> None:
    """Open a record by the page's own file import (as a player opens a saved game): a
    game at a given point, such as its end, without playing every round by taps."""
    text = json.dumps(data).encode()
    file = {"name": "game.json", "mimeType": "application/json", "buffer": text}
    page.set_input_files("[data-import-input]", file)
    page.wait_for_function("document.querySelector('[data-message]').dataset.code === 'imported'")


def play_round(page: Page, rng: random.Random) -> None:
    """One round by taps: maybe a number, then all of the card's bridges or none."""
    play_turn(page, rng)
    before = attr(page, "[data-round]", "data-round")
    press(page, "confirm")
    page.wait_for_function(
        f"document.querySelector('[data-round]').getAttribute('data-round') !== '{before}'"
    )


def play_turn(page: Page, rng: random.Random) -> None:
    """A player's actions a and b by taps, without ending the turn."""
    islands = legal(page, "island")
    if islands and rng.random() < 0.85:
        tap_island(page, int(rng.choice(islands)))
    count = int(attr(page, "[data-card]", "data-card-bridges"))
    drawn = 0
    for _ in range(count):
        lines = legal(page, "line")
        if not lines:
            break
        tap_line(page, rng.choice(lines))
        drawn += 1
    if drawn not in (0, count):
        for _ in range(drawn):
            press(page, "undo")
