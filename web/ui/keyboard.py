"""Playing the board without a pointer: which key does what, as pure functions.

No browser imports. The glue calls :func:`key_action` with the focused board
element and the key, and carries the answer out (focus an island, tap a
line, act); :func:`line_between` is the line joining two islands (for drags
and two taps, ``web/ui/gestures.py``); :func:`focus_after` says where focus goes
after a button hides itself, and :func:`focus_plan` when (the glue only reads whether
focus was lost, and moves it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from hashi_core import Board

from ..model.flows import FLOWS
from ..model.screens import GAMES_SHOWN
from ..shown.view_types import Phase

ARROWS: dict[str, tuple[int, int]] = {
    "ArrowUp": (0, -1),
    "ArrowDown": (0, 1),
    "ArrowLeft": (-1, 0),
    "ArrowRight": (1, 0),
}


@dataclass(frozen=True)
class KeyAction:
    """What a key press on the board does: ``kind`` is "focus" (move focus to the
    island ``target``), "line" (tap line ``target``: one more bridge) or "act"
    (tap the focused element itself)."""

    kind: str
    target: str = ""


def neighbour(board: Board, island: int, key: str) -> int | None:
    """The island next to ``island`` in the arrow's direction, by position on the board.

    Candidates lie ahead within 45 degrees of the direction; the nearest wins,
    a step sideways counting double so straight ahead is preferred. Beyond
    that cone, the nearest island ahead at all (so every island is reachable).
    """
    dx, dy = ARROWS[key]
    here = board.island(island)
    best: tuple[int, int, int] | None = None
    for other in board.islands:
        ahead = (other.x - here.x) * dx + (other.y - here.y) * dy
        aside = abs((other.x - here.x) * dy - (other.y - here.y) * dx)
        if other.id == island or ahead <= 0:
            continue
        rank = (0 if aside <= ahead else 1, ahead + 2 * aside, other.id)
        if best is None or rank < best:
            best = rank
    return None if best is None else best[2]


def line_toward(board: Board, island: int, key: str) -> str | None:
    """The line leaving ``island`` in the arrow's direction (lines run straight)."""
    dx, dy = ARROWS[key]
    here = board.island(island)
    for line_id in board.lines_of[island]:
        line = board.lines[line_id]
        other = board.island(line.b if line.a == island else line.a)
        if (_sign(other.x - here.x), _sign(other.y - here.y)) == (dx, dy):
            return line.id
    return None


def line_between(board: Board, a: int, b: int) -> str | None:
    """The line joining two islands, if any: a drag or two taps from ``a`` to ``b``
    (none from an island to itself: every line of ``a`` has ``a`` at one end)."""
    for line_id in board.lines_of.get(a, ()):
        if a != b and b in (board.lines[line_id].a, board.lines[line_id].b):
            return line_id
    return None


def key_action(
    board: Board, kind: str, ident: str, key: str, shift: bool = False, repeat: bool = False
) -> KeyAction | None:
    """The action of ``key`` on the focused board element (``kind`` "island" or "line").

    Arrows move between islands; Shift+arrow on an island draws a bridge on the
    line that way; Enter and Space tap the focused element. On a line, an arrow
    goes to the line's end in that direction (or the nearest island that way).
    A key held down (``repeat``: the browser's repeats) only moves: Enter held on *Done*
    would otherwise tap the island the next card's focus went to, and Shift+arrow draw
    a second bridge (Q28).
    """
    if repeat and (key in ("Enter", " ") or shift):
        return None
    if key in ("Enter", " "):
        return KeyAction("act")
    if key not in ARROWS:
        return None
    if kind == "island":
        island = int(ident)
        if shift:
            line = line_toward(board, island, key)
            return KeyAction("line", line) if line else None
        found = neighbour(board, island, key)
        return KeyAction("focus", str(found)) if found is not None else None
    on = board.lines[ident]
    dx, dy = ARROWS[key]
    a, b = board.island(on.a), board.island(on.b)
    toward_b = (b.x - a.x) * dx + (b.y - a.y) * dy
    if toward_b > 0:
        return KeyAction("focus", str(b.id))
    if toward_b < 0:
        return KeyAction("focus", str(a.id))
    found = neighbour(board, a.id, key)
    return KeyAction("focus", str(found)) if found is not None else None


SCREEN_ACTIONS = ("open-history", "replay", "replay-game", "close-screen")
END_SUMMARY = "[data-end-summary]"  # the end's summary: focus after the last round's Done
TUTORIAL_STEP = "[data-tutorial-step]"  # the guided game's step: focus once it (re)starts
NAME_INPUT, NAME_PROMPT = "[data-name-input]", "[data-name-prompt]"  # a challenge's "who?"
# The buttons that begin a game: each way of playing's own, today's challenge, a seed's.
BEGINS = frozenset({flow.action for flow in FLOWS.values()} | {"daily", "play-seed"})
# The buttons whose step moves the board on: focus goes to it (the new card's targets).
TO_BOARD = frozenset({"seed-start", "start-3", "start-4", "confirm", "take-turn"}) | BEGINS


def focus_after(
    action: str,
    phase: Phase,
    handover: bool,
    screen: str = "game",
    guided: bool = False,
    listed: int = 0,
) -> str:
    """Where focus goes after a button that may hide itself: a selector the glue focuses.

    "@board" stands for the board's island in the tab order (roving focus);
    "@screen" for the open screen's heading, should the button pressed have
    gone (a screen's opening and closing move focus themselves: ""); "@guided" for
    the button the guided game's step asks for next (``guided``: there is one), which a
    phone then scrolls to (the last step's is far below the board). The history's *Show
    older games* goes to the first game it listed (``listed``: the games listed now), which
    the next Tab then follows (the button is pushed far below, or hidden).
    """
    if screen != "game" and action == "more-games":
        first = max(1, listed - GAMES_SHOWN + 1)
        return f"[data-replay-list] > li:nth-child({first}) > button"
    if screen != "game":
        return "" if action in SCREEN_ACTIONS else "@screen"
    if action in SCREEN_ACTIONS:
        return ""
    if handover:
        return '[data-action="take-turn"]'
    if phase == "end":  # (the hindsight's steps stay, to be pressed again)
        return "" if action in ("analysis-prev", "analysis-next") else END_SUMMARY
    if action == "tutorial":  # its button is low on a phone: the first step comes into view
        return TUTORIAL_STEP
    if guided:
        return "@guided"
    if action in TO_BOARD:  # (a game begun: its board, where the page's top shows it)
        return "@board"
    return ""


class ScreenFocus(NamedTuple):
    """Where focus goes when a screen is drawn in place of another (:func:`screen_focus`):
    ``target``, a selector, or "@opener" (the button that opened the screens, else the
    game's panel) or "@row" (the history's row a replay was opened from); ``stay``: focused
    without a scroll of its own (a replay: the schedule scrolls to the page's top);
    ``keep_row``: that row is kept to go back to."""

    target: str
    stay: bool = False
    keep_row: bool = False


def screen_focus(screen: str, was: str, row_shown: bool) -> ScreenFocus:
    """Focus into ``screen`` (its heading) as it opens in place of ``was``; back on the game,
    to the button that opened it; back on the history from a replay, to the game's row it
    was opened from (``row_shown``: still in the list), where the player was."""
    if screen == "game":
        return ScreenFocus("@opener")
    if screen == "history" and was == "replay" and row_shown:
        return ScreenFocus("@row")
    return ScreenFocus(f"#{screen}-title", stay=screen == "replay", keep_row=screen == "replay")


class FocusOrder(NamedTuple):
    """Focus moved after a button: to ``target`` (a selector, or ``focus_after``'s "@board",
    "@screen", "@guided"); ``if_lost``: only if focus fell to the page (or to a control now
    disabled), as the glue finds it at once; ``after_paint``: once the step is painted, and
    only if focus did not move meanwhile (a pointer's tap: focusing lays the page out, and in
    the tap it held up the paint of every round's *Done*). Keys and assistive technologies
    get it at once. ``reveal``: then brought into view with the least scroll ("@guided": the
    guided step's button, which on a phone upright is far below the step's text; a selector:
    its element, to the screen's middle where it is not on it, rather than left to focus's own
    scroll, which WebKit may skip)."""

    target: str
    if_lost: bool = False
    after_paint: bool = False
    reveal: str = ""


def reveal_after_tap(guided: bool) -> str:
    """What a tap on the board brings into view once it is painted: the button the guided
    step asks for ("@guided", when it asks for one: on a phone upright a wrong tap's message
    pushed it below the screen, and the message says to tap it), else nothing ("")."""
    return "@guided" if guided else ""


def focus_plan(
    action: str,
    phase: Phase,
    handover: bool,
    screen: str = "game",
    guided: bool = False,
    pointer: bool = False,
    listed: int = 0,
    asking_name: bool = False,
) -> FocusOrder | None:
    """Where and when focus goes after the button of ``action`` (None: it stays).

    Where :func:`focus_after` names no place, focus that fell to the page goes to the
    board's island in the tab order on the game (never to <body>); an open screen's
    heading takes it only if the button pressed had gone. The board, the guided step's
    button and the end's summary are focused after a pointer's tap's paint. While a
    challenge asks the player's name (``asking_name``), its field, with the question
    brought into view: on a phone it opens above the screen, over the board."""
    if asking_name and screen == "game" and action != "give-name":
        return FocusOrder(NAME_INPUT, after_paint=pointer, reveal=NAME_PROMPT)
    where = focus_after(action, phase, handover, screen, guided, listed)
    if where == "@screen":
        return FocusOrder(where, if_lost=True)
    if not where:
        return FocusOrder("@board", if_lost=True, after_paint=pointer) if screen == "game" else None
    if where == TUTORIAL_STEP and guided:  # the step read, and the button it asks for in view
        return FocusOrder(where, reveal="@guided")
    painted = pointer and where in ("@board", "@guided", END_SUMMARY)
    if where == END_SUMMARY:  # (below the race on a phone held sideways: into view)
        return FocusOrder(where, after_paint=painted, reveal=END_SUMMARY)
    return FocusOrder(where, after_paint=painted)


def _sign(n: int) -> int:
    return (n > 0) - (n < 0)
