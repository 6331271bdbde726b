"""The computer player in a game: hints, the best game in hindsight, computer seats at a table.

:class:`ComputerPlay` joins the worker as the page knows it (``computer.BotLink``,
which outlives games) to the game on screen (a ``session.Session``): it builds
requests for the worker, takes in what the worker says (replies, progress,
failures, all as data from the browser glue) and decides what the players are
told: each step returns what it did (``outcome.Said``), said by ``UiState.say``.
No browser, no text.

Every question carries a ticket (``bot_protocol.Ticket``): an answer counts
only if it is the one awaited and the board is still where it was asked.
Every wait has a bound; past it, or when the worker fails, the player is told
what happened and what to do, and nothing asks the worker again by itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hashi_core import ROUNDS, EndTurn, Move, RuleError

from ..bots import bot_protocol as protocol
from ..bots import computer
from ..bots.bot_protocol import Ticket
from ..bots.computer import BotLink, Hint, Question
from .notice import Notice, info, problem
from .outcome import UNCHANGED, Said, declined, done
from .session import Session
from .ui_state import UiState

# What a failure says (text key, code), by its reason (``BotLink.reason``).
FAILURES = {
    "start": ("ui.bot_start_failed", "bot_start_failed"),
    "timeout": ("ui.bot_timeout", "bot_timeout"),
    "answer": ("ui.bot_failed", "bot_failed"),
}


class ComputerPlay:
    """The computer's part in ``session``'s game, through the worker ``link``; ``clock``:
    seconds that only go forward (the bounds on every wait)."""

    def __init__(self, link: BotLink, session: Session, clock: Callable[[], float]) -> None:
        self.link = link
        self.session = session
        self.clock = clock

    @property
    def ui(self) -> UiState:
        return self.session.ui  # (a newer save of the game, loaded, brings its own)

    def wanted_soon(self) -> bool:
        """Whether to start the computer's runtime before it is asked: a computer seat
        plays in this game, or this device's player has asked for help before.

        Starting it costs a second runtime's start (seconds of a phone's processor and
        tens of MB); a player who never asks never pays, and one who does gets the
        first answer without waiting for it.
        """
        if self.link.state == "failed":
            return False  # started again only when a player asks
        return bool(self.session.seats.levels) or self.session.saves.computer_used()

    # -- questions and their tickets ---------------------------------------------------------

    def _ticket(self, op: str, seat: int, ident: int = 0) -> Ticket:
        return computer.ticket(ident, op, self.session.ident(), self.session.game, seat)

    def _current(self, ticket: Ticket) -> bool:
        """Whether the board is still where ``ticket`` was asked."""
        return ticket.same_position(self._ticket(ticket.op, ticket.seat))

    @property
    def waiting(self) -> str | None:
        """What the computer is working on for the board as it is now (None: nothing)."""
        asked = self.ui.question
        if asked is None or not self._current(asked.ticket):
            return None
        return asked.kind

    def _ask(self, kind: str, seat: int) -> Ticket:
        op = "analyse" if kind == "analyse" else "hint"
        ticket = self._ticket(op, seat, self.link.next_id())
        self.ui.question = Question(ticket, kind, self.clock())
        return ticket

    def _player_may_ask(self) -> Said:
        """A player's question may start the computer again after a failure, not at once
        after another (back-off: the worker is never asked in a loop). A step's part, not
        a check: refused, it says why; taken, the failure is forgotten for the question
        that follows."""
        if self.link.state != "failed":
            return done()
        if self.link.retry_in(self.clock()) > 0:
            return declined(problem("ui.bot_retry_later", "bot_unavailable"))
        self.link.forget_failure()  # the glue starts a new worker with this question
        return done()

    def hint_asked(self) -> Said:
        """The player asks for a hint: refused (a tap's refusal, not in play, the computer
        failed a moment ago), said again (the hint shown, or the computer still thinking of
        it: *Hint* stays enabled, so a key's focus stays on it, Q50), or taken and said to
        be thinking. :meth:`ask_hint` says it and makes the question."""
        session = self.session
        if (wait := session.refusal("action", "hint")) is not None:
            return wait.said()
        if session.phase != "play":
            return declined(problem("ui.hint_not_now", "hint_not_now"))
        if (shown := self.hint_shown()) is not None:  # asked again: said again, neither
            draft = session.game.players[session.seat].draft  # asked nor counted again
            self.ui.hint_retold += 1  # (its reason said again too: ``describe.Speech``)
            return declined(_hint_told(shown, draft))
        if self.waiting is not None:  # pressed again while it thinks: said, not asked again
            return declined(info("ui.hint_thinking", "thinking"))
        if not (may := self._player_may_ask()).taken:
            return may
        return done(info("ui.hint_thinking", "thinking"))

    def hint_shown(self) -> Hint | None:
        """The hint on the board if it is this round's and still holds (the moves made since
        follow it: its marks say what is left of it); else None."""
        session, hint = self.session, self.ui.hint
        seat = session.seat
        if hint is None or hint.round != session.game.round(seat):
            return None
        return hint if hint.follows(session.game.players[seat].draft) else None

    def ask_hint(self) -> protocol.Request | None:
        """A request for the computer's suggestion for the card in play (None: refused, and
        said why: :meth:`hint_asked`)."""
        session = self.session
        if not self.ui.say(self.hint_asked()).taken:
            return None
        session.saves.note_computer_used()
        return computer.hint_request(self._ask("hint", session.seat), session.game)

    def may_analyse(self) -> bool:
        """Whether the game on screen has a best game in hindsight to find: a finished game
        of one player on a dealt seed (the button offered, the question taken)."""
        game = self.session.game
        return self.session.phase == "end" and len(game.players) == 1 and game.seed is not None

    def analysis_asked(self) -> Said:
        """The player asks for the best game in hindsight: refused (not :meth:`may_analyse`,
        the computer failed a moment ago), or taken and said to be thinking."""
        if not self.may_analyse():
            return declined(problem("ui.analysis_not_now", "analysis_not_now"))
        if not (may := self._player_may_ask()).taken:
            return may
        return done(info("ui.analysis_thinking", "thinking"))

    def ask_analysis(self) -> protocol.Request | None:
        """A request for the best game in hindsight (None: refused, and said why:
        :meth:`analysis_asked`)."""
        asked = self.analysis_asked()
        if not asked.taken:
            self.ui.say(asked)
            return None
        self.session.saves.note_computer_used()
        self.ui.analysis = None
        self.ui.say(asked)
        return computer.analyse_request(self._ask("analyse", 0), self.session.game)

    # -- what the worker says ------------------------------------------------------------------

    def message(self, message: object) -> bool:
        """A message from the worker (``bot_protocol``'s shapes, as data); True when the
        worker failed and is to be stopped (a new one starts when a player asks)."""
        kind, value = protocol.worker_message(message)
        now = self.clock()
        if kind == "reply":
            self.receive(value)
        elif kind == "starting":
            self.link.starting(now)
        elif kind == "progress":
            self.link.moved(now, *value)
        elif kind == "ready":
            self.link.ready(now)
        elif kind == "failed":
            self._failed("answer" if self.link.state == "ready" else "start")
            return True
        return False

    def receive(self, reply: protocol.Message) -> Said:
        """The computer's answer: a hint marked on the board, the analysis shown, a
        computer seat's moves queued (said: ``UiState.say``). Any other answer (an earlier
        question, another board, a position since changed) is dropped: nothing changes."""
        said, kept = self._received(reply)
        self.ui.say(said)
        if kept:
            self.session.save()  # (after saying: a refused save says so)
        return said

    def _received(self, reply: protocol.Message) -> tuple[Said, bool]:
        """What the answer does, and whether the game keeps it (a hint: a reload shows it)."""
        asked, ui = self.ui.question, self.ui
        if asked is None or protocol.ticket_of(reply) != asked.ticket:
            return UNCHANGED, False  # not the question in hand
        ui.question = None
        if not self._current(asked.ticket):
            return UNCHANGED, False  # the board moved on meanwhile: no longer wanted
        if "error" in reply:
            return self._failed_question(asked, "answer"), False
        if asked.kind == "seat":
            moves = computer.read_moves(reply.get("moves"))
            if moves is None:
                return self._failed_question(asked, "answer"), False
            ui.queue, ui.queue_seat = moves, asked.ticket.seat
            return UNCHANGED, False  # (played one move at a time: ``play_queued``)
        if asked.kind == "hint":
            hint = computer.read_hint(reply.get("moves"), asked.ticket.round, reply.get("reasons"))
            if hint is None:
                return self._failed_question(asked, "answer"), False
            ui.hint = hint
            self.session.hints_used += 1
            return done(_hint_told(hint, self.session.game.players[asked.ticket.seat].draft)), True
        found = computer.read_analysis(reply.get("analysis"))
        if found is None:
            return self._failed_question(asked, "answer"), False
        ui.analysis, ui.analysis_round = found, ROUNDS
        return done(), False  # (shown: its "thinking" ends)

    def wait(self) -> float | None:
        """Seconds until the question in hand is overdue (None: nothing asked)."""
        asked = self.ui.question
        if asked is None:
            return None
        since = max(asked.at, self.link.since)  # each sign of life restarts the bound
        if self.link.state == "ready":
            bound = computer.ANSWER_BOUND[asked.kind]
        else:
            bound = computer.START_BOUND
        return max(0.0, since + bound - self.clock())

    def overdue(self) -> bool:
        """Past the bound on the wait: the player is told; True: stop the worker."""
        wait = self.wait()
        if wait is None or wait > 0:
            return False
        self._failed("timeout" if self.link.state == "ready" else "start")
        return True

    def _failed(self, reason: str) -> None:
        """The worker cannot answer: whoever waits is told; nothing asks it again by itself."""
        self.link.failed(self.clock(), reason)
        asked, self.ui.question = self.ui.question, None
        if asked is not None:
            self.ui.say(self._failed_question(asked, reason))

    def _failed_question(self, asked: Question, reason: str) -> Said:
        """The question ``asked`` will not be answered (``reason``: ``FAILURES``)."""
        if asked.kind == "seat":
            self.ui.stuck = asked.ticket.seat  # the table chooses: again, a person, or out
        if asked.kind == "analyse":
            self.ui.analysis = None
        return declined(problem(*FAILURES[reason]))

    # -- computer seats at the table --------------------------------------------------------

    def seats_go(self) -> protocol.Request | None:
        """A computer seat's go, when it is one's (a step, not a check: it changes what it
        says): the question for the worker (else None).

        A seat sitting out gets its empty turn queued here, without the worker; a
        worker that failed is not asked again, and the table is asked to choose (``stuck``)."""
        session, ui = self.session, self.ui
        seat, seats = session.seat, session.seats
        if ui.queue or session.phase != "play" or seat not in seats.levels:
            return None
        if ui.stuck is not None or self.waiting == "seat":
            return None
        if seat in seats.out:
            ui.queue, ui.queue_seat = [EndTurn()], seat
            return None
        if self.link.state == "failed":
            ui.stuck = seat
            ui.say(declined(problem(*FAILURES[self.link.reason])))
            return None
        level = seats.levels[seat]
        return computer.hint_request(self._ask("seat", seat), session.game, level)

    def retry(self) -> Said:
        """The table asks the computer again for the seat it could not play: taken, its
        failure no longer said; refused while the computer rests after a failure."""
        if self.ui.stuck is None:
            return UNCHANGED
        may = self.ui.say(self._player_may_ask())
        if may.taken:
            self.ui.stuck = None
        return may

    def seat_to_person(self) -> Said:
        """The table gives the stuck seat to a person: it plays by taps from now on."""
        session, ui = self.session, self.ui
        seat = ui.stuck
        if seat is None:
            return UNCHANGED
        ui.stuck = None
        session.seats.levels.pop(seat, None)
        session.seats.out.discard(seat)
        if session.flow.shared_device and session.holder == seat:
            ui.handover = True  # the device goes to the person who plays it now
        said = ui.say(done(info("ui.seat_person_now", "seat_person", name=session.name(seat))))
        session.save()
        return said

    def seat_sits_out(self) -> Said:
        """The table lets the stuck seat sit out: empty turns (no number, no bridges)."""
        seat = self.ui.stuck
        if seat is None:
            return UNCHANGED
        self.ui.stuck = None
        self.session.seats.out.add(seat)
        said = self.ui.say(done(info("ui.seat_out_now", "seat_out", name=self.session.name(seat))))
        self.session.save()
        return said

    def play_queued(self) -> bool:
        """Play the next move of a computer seat's turn; False when there is none."""
        session, ui = self.session, self.ui
        seat, game = ui.queue_seat, session.game
        if not ui.queue or seat is None:
            return False
        move = ui.queue.pop(0)
        before = session.holder
        try:
            game.push(move, seat)
        except RuleError:  # never expected: the engine's word wins; the seat skips the card
            ui.queue = []
            while game.players[seat].draft:
                game.undo(seat)
            game.push(EndTurn(), seat)
        if not ui.queue:
            ui.queue_seat = None
            ui.end("computer_turn")  # (a tap refused while it played: that turn is over)
            if session.phase != "end" and session.holder not in session.seats.levels:
                ui.handover = session.holder != self._last_person(before)
            session.save()
        return True

    def _last_person(self, fallback: int) -> int:
        """The seat of the person who had the device last (before the computers played)."""
        seats = len(self.session.game.players)
        for back in range(1, seats + 1):
            seat = (fallback - back) % seats
            if seat not in self.session.seats.levels:
                return seat
        return fallback


def _hint_told(hint: Hint, draft: Sequence[Move]) -> Notice:
    """What a hint shown says: its marks, the card skipped (nothing to mark), or the moves
    made this round to undo first (the hint is a turn from the round's start)."""
    if not hint.follows(draft):
        return info("ui.hint_undo", "hint_undo")
    if hint.island is None and not hint.lines:
        return info("ui.hint_skip", "hint")
    return info("ui.hint_shown", "hint")
