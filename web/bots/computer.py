"""The computer player as the page sees it: requests for the worker, replies as UI state.

The thinking happens off the page's thread (``web/scripts/bot-worker.mjs`` runs
``web/bots/bot_service.py``); this module only builds the requests from the game
(what the player sees: their board, start, turns and the cards so far) and
reads the replies (moves in their text form) into what the view marks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from hashi_bots.levels import DEFAULT_LEVEL, LEVELS
from hashi_core import (
    BONUSES,
    ROUNDS,
    SOLO,
    Board,
    DrawBridge,
    Game,
    HashiError,
    Move,
    Record,
    WriteNumber,
    to_record,
)
from hashi_core.values import Value

from . import bot_protocol as protocol
from .bot_protocol import Ticket

if TYPE_CHECKING:
    from hashi_bots.reasons import Reason

# Bounds on every wait, in seconds. A worker getting ready may take a minute on a
# slow tablet: each sign of life it gives (progress, ready) restarts the bound.
START_BOUND = 90.0
ANSWER_BOUND = {"hint": 30.0, "seat": 30.0, "analyse": protocol.ANALYSIS_SECONDS + 30.0}
RETRY_AFTER = (1.0, 2.0, 4.0, 8.0, 15.0, 30.0)  # after 1, 2, 3... failures in a row


class BotLink:
    """The computer's worker as the page knows it: what the glue reports, and since when.

    ``state``: ``idle`` (none running), ``starting``, ``ready``, ``failed`` (with
    ``reason``: ``start``, ``answer`` or ``timeout``). ``failures`` in a row set how
    long a player waits before the next try (``RETRY_AFTER``). It outlives games:
    one worker answers them all, each question with a new id (``asked``).
    """

    def __init__(self) -> None:
        self.state = "idle"
        self.progress: tuple[int, int] | None = None  # steps done of all, while starting
        self.since = 0.0  # the last change or sign of life
        self.failures = 0
        self.reason = ""
        self.asked = 0  # questions asked on this page

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

    def next_id(self) -> int:
        """A new question's id."""
        self.asked += 1
        return self.asked


class Question(Value):
    """A question the computer is answering: its ticket, what it is for (``hint``,
    ``seat`` or ``analyse``) and when it was asked (the clock's seconds)."""

    __slots__ = ("ticket", "kind", "at")
    ticket: Ticket
    kind: str
    at: float


PERSON = "person"  # a seat's kind when a person plays it (the page's choice beside the levels)


class Seats:
    """The seats the computer plays at a table (their level) and those that sit out.

    Saved with the game (``encode``); a stored value is read without trusting it
    (``decode``: anything that is not a seat of this table and a level is left out).
    """

    __slots__ = ("levels", "out")

    def __init__(self, levels: dict[int, str] | None = None, out: set[int] | None = None) -> None:
        self.levels: dict[int, str] = levels or {}
        self.out: set[int] = out or set()

    @staticmethod
    def of(kinds: list[str]) -> Seats:
        """The seats of a new table: each player's kind, ``person`` or a level."""
        return Seats({seat: kind for seat, kind in enumerate(kinds) if kind in LEVELS})

    @staticmethod
    def kind(kind: str) -> str:
        """A seat's kind as the page offers it: a computer's level, else ``person``."""
        return kind if kind in LEVELS else PERSON

    def encode(self) -> dict[str, object]:
        out: dict[str, object] = {}
        if self.levels:
            out["computers"] = {str(seat): level for seat, level in self.levels.items()}
        if self.out:
            out["sitting_out"] = sorted(self.out)
        return out

    @staticmethod
    def decode(data: Mapping[str, object], count: int) -> Seats:
        """The seats saved in ``data`` for a table of ``count``."""
        stored = data.get("computers")
        levels = {}
        if isinstance(stored, dict):
            for key, level in stored.items():
                if isinstance(key, str) and key.isdigit() and int(key) < count and level in LEVELS:
                    levels[int(key)] = level
        out = data.get("sitting_out")
        return Seats(levels, {s for s in levels if isinstance(out, list) and s in out})


class Hint(Value):
    """The suggestion for one round: the island for the number (or None), the lines, and
    why (``hashi_bots.reasons``: codes, message keys and parameters; none from a worker
    that sends none)."""

    __slots__ = ("round", "island", "lines", "reasons")
    round: int
    island: int | None
    lines: tuple[str, ...]
    reasons: tuple[Reason, ...]

    def to_dict(self) -> dict[str, Any]:
        """As a save keeps it, so that a reload shows it again (``read_kept_hint``)."""
        return {
            "round": self.round,
            "island": self.island,
            "lines": list(self.lines),
            "reasons": [r.to_dict() for r in self.reasons],
        }

    def follows(self, draft: Sequence[Move]) -> bool:
        """Whether the moves already made this round (``draft``) are all part of this turn,
        which then goes on from them; if not, it is a turn from the round's start, and
        following it means undoing them first."""
        for move in draft:
            if isinstance(move, WriteNumber) and move.island != self.island:
                return False
            if isinstance(move, DrawBridge) and move.line not in self.lines:
                return False
        return True


def steps(game: Game) -> int:
    """Every step taken so far at the table: starts, committed turns' moves, drafts."""
    return sum(
        (p.start is not None) + len(p.draft) + sum(len(t.moves()) for t in p.turns)
        for p in game.players
    )


def ticket(ident: int, op: str, game_id: str, game: Game, seat: int) -> Ticket:
    """The ticket of a question about ``game`` as it stands, for ``seat``."""
    return Ticket(ident, op, game_id, game.round(seat), seat, steps(game))


def hint_request(asked: Ticket, game: Game, level: str = DEFAULT_LEVEL) -> protocol.Request:
    """The computer's turn for the card in play (a hint, or a computer seat's turn): what the
    seat sees, as the player's own ``Position`` (loaded here: the page's start never loads it),
    and whether bonuses have the solo deadlines (its reasons tell them)."""
    from hashi_bots.position import Position

    position = Position.of(game, level, asked.seat)
    return protocol.hint_request(asked, position.to_dict(), game.mode == SOLO)


def read_moves(moves: object) -> list[Move] | None:
    """A reply's moves (text form) as moves, or None when they are not moves."""
    if not isinstance(moves, list) or not all(isinstance(t, str) for t in moves):
        return None
    try:
        return [Move.parse(text) for text in moves]
    except HashiError:
        return None


def analyse_request(asked: Ticket, game: Game) -> protocol.Request:
    return protocol.analysis_request(asked, to_record(game))


def read_hint(moves: object, rnd: int, reasons: object = None) -> Hint | None:
    """The hint in a reply's moves, or None when they are not moves; its ``reasons`` are
    kept where well formed (none, when the reply has none)."""
    from hashi_bots.reasons import read_reasons

    parsed = read_moves(moves)
    if parsed is None:
        return None
    island, lines = None, []
    for move in parsed:
        if isinstance(move, WriteNumber):
            island = move.island
        elif isinstance(move, DrawBridge) and move.line not in lines:
            lines.append(move.line)
    return Hint(rnd, island, tuple(lines), read_reasons(reasons))


def read_kept_hint(data: object, board: Board) -> Hint | None:
    """The hint a save kept (``Hint.to_dict``), or None where it is not one on ``board``
    (a save is read as any outside data is: its reasons as a worker's)."""
    from hashi_bots.reasons import read_reasons

    if not isinstance(data, Mapping):
        return None
    rnd, island, lines = data.get("round"), data.get("island"), data.get("lines")
    ids = {i.id for i in board.islands}
    if type(rnd) is not int or not 1 <= rnd <= ROUNDS:
        return None
    if island is not None and (type(island) is not int or island not in ids):
        return None
    if not isinstance(lines, list) or not all(
        isinstance(line, str) and line in board.lines for line in lines
    ):
        return None
    return Hint(rnd, island, tuple(dict.fromkeys(lines)), read_reasons(data.get("reasons")))


class Ahead(Value):
    """A round where the best game got ahead: a bonus taken earlier, or an island finished
    that the player's game never finished (the other is None)."""

    __slots__ = ("round", "bonus", "island")
    round: int
    bonus: str | None
    island: int | None


class Analysis(Value):
    """The best game in hindsight for a finished solo game, as the worker found it: the
    player's own total, the best one, the best game (replayed by the engine), where it
    got ahead."""

    __slots__ = ("total", "best_total", "best", "ahead")
    total: int
    best_total: int
    best: Game
    ahead: tuple[Ahead, ...]


def read_analysis(data: object) -> Analysis | None:
    """A reply's analysis (``hashi_bots.analyse``'s shape), or None when it is not one:
    the best game must be a legal record, and every moment well formed."""
    best = data.get("best") if isinstance(data, dict) else None
    if not isinstance(data, dict) or not isinstance(best, dict):
        return None
    total, best_total = data.get("total"), best.get("total")
    if type(total) is not int or type(best_total) is not int:
        return None
    try:
        game = Record.from_dict(best.get("record")).replay()
    except HashiError:
        return None
    compare = data.get("compare")
    moments = compare.get("ahead") if isinstance(compare, dict) else None
    ahead = []
    for moment in moments if isinstance(moments, list) else []:
        rnd = moment.get("round") if isinstance(moment, dict) else None
        if type(rnd) is not int:
            continue
        if moment.get("bonus") in BONUSES:
            ahead.append(Ahead(rnd, moment["bonus"], None))
        elif type(moment.get("island")) is int:
            ahead.append(Ahead(rnd, None, moment["island"]))
    return Analysis(total, best_total, game, tuple(ahead))
