"""The computer player, as the controller uses it: hints, the best game in hindsight,
and computer seats at a pass-and-play table.

Part of the page's controller (``controller.Controller`` mixes it in): it
builds requests for the worker (``computer.py``), takes in what the worker
says (replies, progress, failures, all as data from the browser glue) and
decides what the players are told. No browser, no text.

Every question carries a ticket (``bot_protocol.Ticket``): an answer counts
only if it is the one awaited and the board is still where it was asked.
Every wait has a bound; past it, or when the worker fails, the player is told
what happened and what to do, and nothing asks the worker again by itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from hashi_core import EndTurn, Game, Move, PlaceStart, RuleError

from . import bot_protocol as protocol
from . import computer
from .bot_protocol import Ticket
from .computer import BotLink, Hint
from .notice import Notice, info, problem

if TYPE_CHECKING:
    from .flows import Flow
    from .saves import Envelope, Saves

# What a failure says (text key, code), by its reason (``BotLink.reason``).
FAILURES = {
    "start": ("ui.bot_start_failed", "bot_start_failed"),
    "timeout": ("ui.bot_timeout", "bot_timeout"),
    "answer": ("ui.bot_failed", "bot_failed"),
}


class ComputerPlay:
    """Hints for the card in play, the analysis of a finished game, and computer seats."""

    game: Game
    notice: Notice | None
    hint: Hint | None  # the computer's suggestion for this round
    hints_used: int  # in this game (said on its end screen and in its share text)
    pending: Ticket | None  # the question the computer is answering
    pending_kind: str  # "hint", "seat" or "analyse"
    asked_at: float  # when it was asked (``clock``)
    asked: int  # questions asked on this page (the next ticket's id)
    bot: BotLink  # the worker as the page knows it
    clock: Callable[[], float]  # seconds, monotonic (the bounds on every wait)
    analysis: dict[str, Any] | None  # the best game in hindsight
    analysis_round: int  # the round the comparison shows
    computers: dict[int, str]  # seats played by the computer: their level
    sitting_out: set[int]  # computer seats the table chose to skip (empty turns)
    stuck: int | None  # a computer seat that cannot play: the table chooses what next
    queue: list[Move]  # a computer seat's turn, played one move at a time
    queue_seat: int | None
    handover: bool

    if TYPE_CHECKING:  # what the controller provides
        saves: Saves
        flow: Flow
        envelope: Envelope | None

        @property
        def phase(self) -> str: ...

        @property
        def seat(self) -> int: ...

        @property
        def holder(self) -> int: ...

        @property
        def kind(self) -> str: ...

        def _locked(self, kind: str, target: int | str) -> bool: ...

        def _save(self) -> None: ...

    def computer_wanted_soon(self) -> bool:
        """Whether to start the computer's runtime before it is asked: a computer seat
        plays in this game, or this device's player has asked for help before.

        Starting it costs a second runtime's start (seconds of a phone's processor and
        tens of MB); a player who never asks never pays, and one who does gets the
        first answer without waiting for it.
        """
        if self.bot.state == "failed":
            return False  # started again only when a player asks
        return bool(self.computers) or self.saves.computer_used()

    # -- questions and their tickets ---------------------------------------------------------

    def _game_id(self) -> str:
        if self.envelope is not None:
            return self.envelope.id
        return f"{self.game.seed}.{self.game.side}.{self.kind}"

    def _ticket(self, op: str, seat: int, ident: int = 0) -> Ticket:
        return computer.ticket(ident, op, self._game_id(), self.game, seat)

    def _current(self, ticket: Ticket) -> bool:
        """Whether the board is still where ``ticket`` was asked."""
        return ticket.same_position(self._ticket(ticket.op, ticket.seat))

    @property
    def waiting(self) -> str | None:
        """What the computer is working on for the board as it is now (None: nothing)."""
        if self.pending is None or not self._current(self.pending):
            return None
        return self.pending_kind

    def _ask(self, kind: str, seat: int) -> Ticket:
        self.asked += 1
        self.pending = self._ticket("analyse" if kind == "analyse" else "hint", seat, self.asked)
        self.pending_kind = kind
        self.asked_at = self.clock()
        return self.pending

    def _player_may_ask(self) -> bool:
        """A player's question may start the computer again after a failure, not at once
        after another (back-off: the worker is never asked in a loop)."""
        if self.bot.state != "failed":
            return True
        if self.bot.retry_in(self.clock()) > 0:
            self.notice = problem("ui.bot_retry_later", "bot_unavailable")
            return False
        self.bot.forget_failure()  # the glue starts a new worker with this question
        return True

    def ask_hint(self) -> dict[str, Any] | None:
        """A request for the computer's suggestion for the card in play (None: refused)."""
        if self._locked("action", "hint"):
            return None
        if self.phase != "play":
            self.notice = problem("ui.hint_not_now", "hint_not_now")
            return None
        if not self._player_may_ask():
            return None
        self.notice = info("ui.hint_thinking", "thinking")
        self.saves.note_computer_used()
        return computer.hint_request(self._ask("hint", self.seat), self.game)

    def ask_analysis(self) -> dict[str, Any] | None:
        """A request for the best game in hindsight (a finished game of one player)."""
        if self.phase != "end" or len(self.game.players) != 1 or self.game.seed is None:
            self.notice = problem("ui.analysis_not_now", "analysis_not_now")
            return None
        if not self._player_may_ask():
            return None
        self.saves.note_computer_used()
        self.analysis = None
        self.notice = info("ui.analysis_thinking", "thinking")
        return computer.analyse_request(self._ask("analyse", 0), self.game)

    # -- what the worker says ------------------------------------------------------------------

    def computer_message(self, message: object) -> bool:
        """A message from the worker (``bot_protocol``'s shapes, as data); True when the
        worker failed and is to be stopped (a new one starts when a player asks)."""
        kind, value = protocol.worker_message(message)
        now = self.clock()
        if kind == "reply":
            self.receive(value)
        elif kind == "starting":
            self.bot.starting(now)
        elif kind == "progress":
            self.bot.moved(now, *value)
        elif kind == "ready":
            self.bot.ready(now)
        elif kind == "failed":
            self._failed("answer" if self.bot.state == "ready" else "start")
            return True
        return False

    def receive(self, reply: dict[str, Any]) -> None:
        """The computer's answer: a hint marked on the board, the analysis shown, a
        computer seat's moves queued. Any other answer (an earlier question, another
        board, a position since changed) is dropped."""
        asked, pending = protocol.ticket_of(reply), self.pending
        if pending is None or asked != pending:
            return  # not the question in hand
        self.pending = None
        if not self._current(pending):
            return  # the board moved on meanwhile: the answer is no longer wanted
        kind = self.pending_kind
        if "error" in reply:
            self._failed_question(kind, pending, "answer")
            return
        if kind == "seat":
            moves = computer.read_moves(reply.get("moves"))
            if moves is None:
                self._failed_question(kind, pending, "answer")
                return
            self.queue, self.queue_seat = moves, pending.seat
            return
        if kind == "hint":
            hint = computer.read_hint(reply.get("moves"), pending.round)
            if hint is None:
                self._failed_question(kind, pending, "answer")
                return
            self.hint = hint
            self.hints_used += 1
            self.notice = info("ui.hint_shown", "hint")
            self._save()
        elif kind == "analyse" and isinstance(reply.get("analysis"), dict):
            self.analysis = reply["analysis"]
            self.analysis_round = 17
            self.notice = None

    def computer_wait(self) -> float | None:
        """Seconds until the question in hand is overdue (None: nothing asked)."""
        if self.pending is None:
            return None
        since = max(self.asked_at, self.bot.since)  # each sign of life restarts the bound
        if self.bot.state == "ready":
            bound = computer.ANSWER_BOUND[self.pending_kind]
        else:
            bound = computer.START_BOUND
        return max(0.0, since + bound - self.clock())

    def computer_overdue(self) -> bool:
        """Past the bound on the wait: the player is told; True: stop the worker."""
        wait = self.computer_wait()
        if wait is None or wait > 0:
            return False
        self._failed("timeout" if self.bot.state == "ready" else "start")
        return True

    def _failed(self, reason: str) -> None:
        """The worker cannot answer: whoever waits is told; nothing asks it again by itself."""
        self.bot.failed(self.clock(), reason)
        pending, self.pending = self.pending, None
        if pending is not None:
            self._failed_question(self.pending_kind, pending, reason)

    def _failed_question(self, kind: str, asked: Ticket, reason: str) -> None:
        if kind == "seat":
            self.stuck = asked.seat  # the table chooses: again, a person, or sitting out
        self.notice = problem(*FAILURES[reason])
        if kind == "analyse":
            self.analysis = None

    def analysis_step(self, delta: int) -> None:
        """Show the comparison one round earlier or later (0: the starts, 17: the end)."""
        self.analysis_round = max(0, min(17, self.analysis_round + delta))

    # -- computer seats at the table --------------------------------------------------------

    def is_computer(self, seat: int) -> bool:
        return seat in self.computers

    def _computer_starts(self) -> None:
        """A computer that writes a start writes the deal's own fair one, at once."""
        while self.phase == "setup" and self.holder in self.computers:
            start, board = self.game.deal.start, self.seat
            self.game.push(PlaceStart(start.island, start.value), board)

    def computer_request(self) -> dict[str, Any] | None:
        """The request for a computer seat's turn when it is that seat's go (else None).

        A seat sitting out gets its empty turn queued here, without the worker; a
        worker that failed is not asked again until the table chooses."""
        seat = self.seat
        if self.queue or self.phase != "play" or seat not in self.computers:
            return None
        if self.stuck is not None or self.waiting == "seat":
            return None
        if seat in self.sitting_out:
            self.queue, self.queue_seat = [EndTurn()], seat
            return None
        if self.bot.state == "failed":
            self.stuck = seat
            self.notice = problem(*FAILURES[self.bot.reason])
            return None
        return computer.hint_request(self._ask("seat", seat), self.game, self.computers[seat])

    def retry_computer(self) -> None:
        """The table asks the computer again for the seat it could not play."""
        if self.stuck is None:
            return
        if self._player_may_ask():
            self.stuck = None
            self.notice = None

    def seat_to_person(self) -> None:
        """The table gives the stuck seat to a person: it plays by taps from now on."""
        seat = self.stuck
        if seat is None:
            return
        self.stuck = None
        self.computers.pop(seat, None)
        self.sitting_out.discard(seat)
        name = self.game.players[seat].name
        if self.flow.shared_device and self.holder == seat:
            self.handover = True  # the device goes to the person who plays it now
        self.notice = info("ui.seat_person_now", "seat_person", name=name)
        self._save()

    def seat_sits_out(self) -> None:
        """The table lets the stuck seat sit out: empty turns (no number, no bridges)."""
        seat = self.stuck
        if seat is None:
            return
        self.stuck = None
        self.sitting_out.add(seat)
        self.notice = info("ui.seat_out_now", "seat_out", name=self.game.players[seat].name)
        self._save()

    def play_queued(self) -> bool:
        """Play the next move of a computer seat's turn; False when there is none."""
        seat = self.queue_seat
        if not self.queue or seat is None:
            return False
        move = self.queue.pop(0)
        before = self.holder
        try:
            self.game.push(move, seat)
        except RuleError:  # never expected: the engine's word wins; the seat skips the card
            self.queue = []
            while self.game.players[seat].draft:
                self.game.undo(seat)
            self.game.push(EndTurn(), seat)
        if not self.queue:
            self.queue_seat = None
            if self.phase != "end" and self.holder not in self.computers:
                self.handover = self.holder != self._last_human(before)
            self._save()
        return True

    def _last_human(self, fallback: int) -> int:
        """The seat of the person who had the device last (before the computers played)."""
        seats = len(self.game.players)
        for back in range(1, seats + 1):
            seat = (fallback - back) % seats
            if seat not in self.computers:
                return seat
        return fallback
