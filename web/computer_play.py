"""The computer player, as the controller uses it: hints, the best game in hindsight,
and computer seats at a pass-and-play table.

Part of the page's controller (``controller.Controller`` mixes it in): it
builds requests for the worker (``computer.py``) and takes in its replies.
No browser, no text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hashi_core import EndTurn, Game, Move, PlaceStart, RuleError

from . import computer
from .computer import Hint
from .notice import Notice, info, problem

if TYPE_CHECKING:
    from .saves import Saves


class ComputerPlay:
    """Hints for the card in play, the analysis of a finished game, and computer seats."""

    game: Game
    notice: Notice | None
    hint: Hint | None  # the computer's suggestion for this round
    hints_used: int  # in this game (said on its end screen and in its share text)
    waiting: str | None  # the request the computer is answering
    analysis: dict[str, Any] | None  # the best game in hindsight
    analysis_round: int  # the round the comparison shows
    computers: dict[int, str]  # seats played by the computer: their level
    queue: list[Move]  # a computer seat's turn, played one move at a time
    queue_seat: int | None
    handover: bool

    if TYPE_CHECKING:  # what the controller provides
        saves: Saves

        @property
        def phase(self) -> str: ...

        @property
        def seat(self) -> int: ...

        @property
        def holder(self) -> int: ...

        def _locked(self, kind: str, target: int | str) -> bool: ...

        def _save(self) -> None: ...

    def computer_wanted_soon(self) -> bool:
        """Whether to start the computer's runtime before it is asked: a computer seat
        plays in this game, or this device's player has asked for help before.

        Starting it costs a second runtime's start (seconds of a phone's processor and
        tens of MB); a player who never asks never pays, and one who does gets the
        first answer without waiting for it.
        """
        return bool(self.computers) or self.saves.computer_used()

    def ask_hint(self) -> dict[str, Any] | None:
        """A request for the computer's suggestion for the card in play (None: refused)."""
        if self._locked("action", "hint"):
            return None
        if self.phase != "play":
            self.notice = problem("ui.hint_not_now", "hint_not_now")
            return None
        self.waiting = "hint"
        self.notice = info("ui.hint_thinking", "thinking")
        self.saves.note_computer_used()
        return computer.hint_request(self.game, self.seat)

    def ask_analysis(self) -> dict[str, Any] | None:
        """A request for the best game in hindsight (a finished game of one player)."""
        if self.phase != "end" or len(self.game.players) != 1 or self.game.seed is None:
            self.notice = problem("ui.analysis_not_now", "analysis_not_now")
            return None
        self.waiting = "analyse"
        self.saves.note_computer_used()
        self.analysis = None
        self.notice = info("ui.analysis_thinking", "thinking")
        return computer.analyse_request(self.game)

    def receive(self, reply: dict[str, Any]) -> None:
        """The computer's answer: a hint marked on the board, or the analysis shown."""
        waiting, self.waiting = self.waiting, None
        if waiting is None:
            return  # the game changed meanwhile: the answer is no longer wanted
        if "error" in reply or reply.get("failed"):
            self.notice = problem("ui.bot_failed", "bot_failed")
            return
        if waiting == "seat":
            moves = computer.read_moves(reply.get("moves"))
            if moves is None or self.queue_seat is None:
                self.notice = problem("ui.bot_failed", "bot_failed")
                return
            self.queue = moves
            return
        if waiting == "hint":
            hint = computer.read_hint(reply.get("moves"), self.game.round(self.seat))
            if hint is None:
                self.notice = problem("ui.bot_failed", "bot_failed")
                return
            self.hint = hint
            self.hints_used += 1
            self.notice = info("ui.hint_shown", "hint")
            self._save()
        elif waiting == "analyse" and isinstance(reply.get("analysis"), dict):
            self.analysis = reply["analysis"]
            self.analysis_round = 17
            self.notice = None

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
        """The request for a computer seat's turn when it is that seat's go (else None)."""
        seat = self.seat
        if self.waiting or self.queue or self.phase != "play" or seat not in self.computers:
            return None
        self.waiting = "seat"
        self.queue_seat = seat
        return computer.seat_request(self.game, seat, self.computers[seat])

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
