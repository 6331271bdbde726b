"""The computer player as the page sees it: requests for the worker, replies as UI state.

The thinking happens off the page's thread (``web/bot-worker.mjs`` runs
``web/bot_service.py``); this module only builds the requests from the game
(what the player sees: their board, start, turns and the cards so far) and
reads the replies (moves in their text form) into what the view marks.
"""

from __future__ import annotations

from typing import Any

from hashi_core import DrawBridge, Game, HashiError, Move, WriteNumber, to_record
from hashi_core.values import Value

from . import bot_protocol as protocol
from .bot_protocol import Ticket

HINT_LEVEL = "hard"
LEVELS = ("easy", "normal", "hard")  # the computer player's levels (hashi_bots)

# Bounds on every wait, in seconds. A worker getting ready may take a minute on a
# slow tablet: each sign of life it gives (progress, ready) restarts the bound.
START_BOUND = 90.0
ANSWER_BOUND = {"hint": 30.0, "seat": 30.0, "analyse": protocol.ANALYSIS_SECONDS + 30.0}
RETRY_AFTER = (1.0, 2.0, 4.0, 8.0, 15.0, 30.0)  # after 1, 2, 3... failures in a row


class BotLink:
    """The computer's worker as the page knows it: what the glue reports, and since when.

    ``state``: ``idle`` (none running), ``starting``, ``ready``, ``failed`` (with
    ``reason``: ``start``, ``answer`` or ``timeout``). ``failures`` in a row set how
    long a player waits before the next try (``RETRY_AFTER``).
    """

    def __init__(self) -> None:
        self.state = "idle"
        self.progress: tuple[int, int] | None = None  # steps done of all, while starting
        self.since = 0.0  # the last change or sign of life
        self.failures = 0
        self.reason = ""

    def starting(self, now: float) -> None:
        self.state, self.progress, self.since = "starting", None, now

    def moved(self, now: float, done: int, total: int) -> None:
        if self.state in ("idle", "starting"):
            self.state, self.progress, self.since = "starting", (done, total), now

    def ready(self, now: float) -> None:
        self.state, self.progress, self.since, self.failures = "ready", None, now, 0

    def failed(self, now: float, reason: str) -> None:
        self.state, self.progress, self.since, self.reason = "failed", None, now, reason
        self.failures += 1

    def retry_in(self, now: float) -> float:
        """Seconds before a player's question may start a new worker (0: now)."""
        if self.state != "failed":
            return 0.0
        wait = RETRY_AFTER[min(self.failures, len(RETRY_AFTER)) - 1]
        return max(0.0, self.since + wait - now)

    def forget_failure(self) -> None:
        """A new worker will start (failures in a row are kept for the back-off)."""
        self.state, self.reason = "idle", ""


class Hint(Value):
    """The suggestion for one round: the island for the number (or None) and the lines."""

    __slots__ = ("round", "island", "lines")
    round: int
    island: int | None
    lines: tuple[str, ...]


def seen_position(game: Game, seat: int, level: str = HINT_LEVEL) -> dict[str, Any]:
    """What ``seat`` sees between rounds, as a ``hint`` position (no seed, no cards to come)."""
    p = game.players[seat]
    assert p.start is not None, "a position needs the seat's start"
    return {
        "side": game.side,
        "start": p.start.to_dict(),
        "turns": [{"number": t.number, "bridges": [list(b) for b in t.bridges]} for t in p.turns],
        "cards": [c.to_dict() for c in game.deal.draw[: len(p.turns) + 1]],
        "level": level,
    }


def steps(game: Game) -> int:
    """Every step taken so far at the table: starts, committed turns' moves, drafts."""
    return sum(
        (p.start is not None) + len(p.draft) + sum(len(t.moves()) for t in p.turns)
        for p in game.players
    )


def ticket(ident: int, op: str, game_id: str, game: Game, seat: int) -> Ticket:
    """The ticket of a question about ``game`` as it stands, for ``seat``."""
    return Ticket(ident, op, game_id, game.round(seat), seat, steps(game))


def hint_request(asked: Ticket, game: Game, level: str = HINT_LEVEL) -> dict[str, Any]:
    """The computer's turn for the card in play (a hint, or a computer seat's turn)."""
    return protocol.request(asked, position=seen_position(game, asked.seat, level))


def read_seats(data: object, count: int) -> dict[int, str]:
    """Computer seats as saved (``{"1": "hard"}``); anything else is left out."""
    if not isinstance(data, dict):
        return {}
    return {
        int(k): v
        for k, v in data.items()
        if isinstance(k, str) and k.isdigit() and int(k) < count and v in LEVELS
    }


def read_moves(moves: object) -> list[Move] | None:
    """A reply's moves (text form) as moves, or None when they are not moves."""
    if not isinstance(moves, list) or not all(isinstance(t, str) for t in moves):
        return None
    try:
        return [Move.parse(text) for text in moves]
    except HashiError:
        return None


def analyse_request(asked: Ticket, game: Game) -> dict[str, Any]:
    return protocol.request(asked, record=to_record(game))


def read_hint(moves: object, rnd: int) -> Hint | None:
    """The hint in a reply's moves, or None when they are not moves."""
    parsed = read_moves(moves)
    if parsed is None:
        return None
    island, lines = None, []
    for move in parsed:
        if isinstance(move, WriteNumber):
            island = move.island
        elif isinstance(move, DrawBridge) and move.line not in lines:
            lines.append(move.line)
    return Hint(rnd, island, tuple(lines))


def mark_hint(board: dict[tuple[str, int | str], dict[str, str]], hint: Hint | None) -> None:
    """Set ``data-hint`` on every island and line of a board state: "true" where suggested."""
    for (kind, key), attrs in board.items():
        hinted = hint is not None and (
            (kind == "island" and key == hint.island) or (kind == "line" and key in hint.lines)
        )
        # A new dict: the renderer may share its dicts between calls.
        board[(kind, key)] = {**attrs, "data-hint": "true" if hinted else "false"}
