"""Playing the page like a person: taps on the SVG board and the buttons."""

from __future__ import annotations

import functools
import json
import random
import time

from playwright.sync_api import Locator, Page

from hashi_core import get_board
from hashi_core.board_data import SIDES
from web.ui.gestures import NEAR_PX

READY = "html[data-app-state=ready]"
# Waits that may last (a start, the computer thinking) poll every 50 ms, not at every frame
# as Playwright's waits do by default, which asks for a frame at every poll (a probe of 10
# starts side by side: 1.32 against 1.11 core-seconds a start; in the suite, within its noise).
POLL = 50


def wait_ready(page: Page, timeout: float = 90_000) -> None:
    """Wait until the page says it is ready (``READY``)."""
    page.wait_for_function(
        "document.documentElement.dataset.appState === 'ready'", polling=POLL, timeout=timeout
    )


def wait_attached(page: Page, selector: str, timeout: float) -> None:
    """Wait, as long as ``timeout`` (ms), until ``selector`` is in the page."""
    page.wait_for_function(
        "selector => document.querySelector(selector) !== null",
        arg=selector,
        polling=POLL,
        timeout=timeout,
    )


def open_game(page: Page, url: str, query: str = "") -> None:
    page.goto(url + query)
    wait_ready(page)


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


# Where a finger tapping ``node`` lands, once it would reach it (``[x, y]``, else null), in
# one look: the node scrolled into view, its middle shown, on top (nothing covers it but
# its own button, as Playwright's check), enabled, and not where a double tap's second tap
# would be refused (``CLEAR``).
# Playwright's click checks as much in several round trips and two frames: ~25 ms of
# CPU a tap against ~5 here, over a run's thousands of taps.
AIM = f"""(node, near) => {{
  node.scrollIntoView({{block: "nearest", inline: "nearest"}});
  const box = node.getBoundingClientRect();
  const x = box.x + box.width / 2, y = box.y + box.height / 2;
  const hit = box.width && box.height && document.elementFromPoint(x, y);
  const own = node.closest("button, [role=button], a, [role=link]") || node;
  const reached = !!hit && own.contains(hit) && !own.closest("[disabled], [aria-disabled=true]");
  return reached && ({CLEAR})([x, y, near]) ? [x, y] : null;
}}"""
# What kept a tap from its target (said when it never could tap it): what is at its middle,
# whether it is disabled, where a double tap's second tap would be refused.
WHY = """(node) => {
  const box = node.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return {box: [box.x, box.y, box.width, box.height], viewport: [innerWidth, innerHeight],
          on_top: hit ? hit.outerHTML.slice(0, 160) : null,
          disabled: !!node.closest("[disabled], [aria-disabled=true]"),
          settling: document.documentElement.dataset.settling || ""};
}"""
# A line's tap: one grid step from its first island (never on a crossing or an island), its
# steps given per board side (the board's ``data-board``).
AIM_LINE = f"""(dots, [steps, near]) => {{
  dots.scrollIntoView({{block: "nearest", inline: "nearest"}});
  const box = dots.getBoundingClientRect();
  const t = 1 / steps[document.querySelector("svg[data-board]").dataset.board];
  const across = box.width > box.height;  // (a line is horizontal or vertical)
  const x = box.x + (across ? t * box.width : box.width / 2);
  const y = box.y + (across ? box.height / 2 : t * box.height);
  return ({CLEAR})([x, y, near]) ? [x, y] : null;
}}"""


# Frames let pass before each tap (0: none). Playwright's click waited for two (its target
# holding still): bench/taps.py keeps that pace, so that its taps come as they did in the
# figures measured before, not on the heels of the last tap's paint.
FRAMES_BEFORE_TAP = 0
FRAMES = """n => new Promise((done) => {
  const next = (left) => (left ? requestAnimationFrame(() => next(left - 1)) : done());
  next(n);
})"""


def tap_at(page: Page, target: Locator, aim: str, arg: object) -> None:
    """Tap where ``aim`` says, once it says where (within 30 s, as Playwright's click)."""
    if FRAMES_BEFORE_TAP:
        page.evaluate(FRAMES, FRAMES_BEFORE_TAP)
    deadline = time.monotonic() + 30
    while (point := target.evaluate(aim, arg)) is None:
        if time.monotonic() >= deadline:
            raise AssertionError(f"never reachable: {target}; {target.evaluate(WHY)}")
        page.wait_for_timeout(40)
    page.mouse.click(*point)


# The page's tasks once a step is painted (web/scripts/early.js ``afterPaint``: a frame, then
# a task) have run: focus moved to the board then may scroll a phone's page, moving what a
# next tap aimed at before it (a loaded machine's race: the start's button after New game).
PAINTED = "() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))"


def after_paint(page: Page) -> None:
    """Wait until the last step's tasks after its paint have run (``PAINTED``)."""
    page.evaluate(PAINTED)


def resize(page: Page, width: int, height: int) -> None:
    """A phone turned, a window resized, and the page's answer painted (the resize event
    comes with the next frame, and a screen drawn again for its width may move what a tap
    aimed at before it)."""
    page.set_viewport_size({"width": width, "height": height})
    after_paint(page)


def tap(page: Page, target: Locator) -> None:
    """Tap an element like a person: where it shows, never as a double tap's second tap."""
    tap_at(page, target, AIM, NEAR_PX)


def press(page: Page, action: str) -> None:
    """Tap the visible button of ``action`` (``data-action``)."""
    tap(page, page.locator(f'[data-action="{action}"]').locator("visible=true").first)


def tap_island(page: Page, island: int) -> None:
    tap(page, page.locator(f'[data-island="{island}"] circle.hit'))


def tap_line(page: Page, line: str) -> None:
    """Tap a line one grid step from its first island: never on a crossing or an island."""
    steps = {side: line_steps(side, line) for side in SIDES}
    tap_at(page, page.locator(f'[data-line="{line}"] line.dots'), AIM_LINE, [steps, NEAR_PX])


@functools.cache
def line_steps(side: str, line: str) -> int:
    """How many grid steps ``line`` spans on ``side`` (0: no such line there)."""
    board = get_board(side)
    if line not in board.lines:
        return 0
    a, b = board.island(board.lines[line].a), board.island(board.lines[line].b)
    return abs(a.x - b.x) + abs(a.y - b.y)


def attr(page: Page, selector: str, name: str) -> str:
    return page.get_attribute(selector, name) or ""


# The page's clipboard refuses every text from then on (as a browser without the permission).
REFUSE_CLIPBOARD = """() => {
  const refused = new DOMException("refused", "NotAllowedError");
  navigator.clipboard.writeText = () => Promise.reject(refused);
}"""


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
