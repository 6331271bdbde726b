"""What the page is in the middle of for the game on screen, beside the rules' state.

The session (``session.py``) holds the game, its way of playing and its save;
this is the rest that the page shows or waits on: the island chosen for a
start, another seat's board, the hand-over cover, a name asked for, the
message, the computer's suggestion, the question it is answering and a
seat's moves still to play, the best game in hindsight and the round shown.

One value per game: a new game starts with a new one (its defaults here are
the only reset), and a save keeps what a reload must bring back (``encode``;
``decode`` trusts nothing it reads).
"""

from __future__ import annotations

from collections.abc import Mapping

from hashi_core import ROUNDS, Move

from ..bots.computer import Analysis, Hint, Question
from .notice import Ends, Notice
from .outcome import Said


class UiState:
    __slots__ = (
        "selected",
        "viewing",
        "handover",
        "asking_name",
        "notice",
        "hint",
        "hint_retold",
        "stuck",
        "question",
        "queue",
        "queue_seat",
        "analysis",
        "analysis_round",
    )

    def __init__(self, handover: bool = False) -> None:
        self.selected: int | None = None  # setup: the island tapped for the start
        self.viewing: int | None = None  # another seat's board, shown read-only
        self.handover = handover  # a shared device waits for the next player
        self.asking_name = False  # a challenge waits for the player's name
        self.notice: Notice | None = None  # the message (``say``), until it ends (``end``)
        self.hint: Hint | None = None  # the computer's suggestion for a round
        self.hint_retold = 0  # times *Hint* said the hint shown again (its reason too)
        self.stuck: int | None = None  # a computer seat that cannot play: the table chooses
        self.question: Question | None = None  # what the computer is answering
        self.queue: list[Move] = []  # a computer seat's turn, played one move at a time
        self.queue_seat: int | None = None
        self.analysis: Analysis | None = None  # the best game in hindsight
        self.analysis_round = ROUNDS  # the round its comparison shows

    def encode(self) -> dict[str, object]:
        """What a reload brings back: only the hand-over cover (it hides the board)."""
        return {"handover": True} if self.handover else {}

    @staticmethod
    def decode(data: Mapping[str, object], shared_device: bool) -> UiState:
        """The state a save brings back; the cover only where players share the device."""
        return UiState(handover=data.get("handover") is True and shared_device)

    def say(self, said: Said) -> Said:
        """Tell the player what a step did: the one place the message is set. A notice
        replaces the message; a step taken that says nothing ends it; a step neither taken
        nor saying anything leaves it."""
        if said.notice is not None or said.taken:
            self.notice = said.notice
        return said

    def end(self, until: Ends) -> None:
        """``until`` came (a screen opened, a computer's turn over): the message declared
        to end there (``Notice.until``) ends; any other stays."""
        if self.notice is not None and self.notice.until == until:
            self.notice = None

    def hand_on(self, other: UiState) -> None:
        """What is said here stays said on ``other`` (a game begun in this one's place)."""
        other.notice = self.notice

    def step_analysis(self, delta: int) -> None:
        """Show the comparison one round earlier or later (0: the starts, ROUNDS: the end)."""
        self.analysis_round = max(0, min(ROUNDS, self.analysis_round + delta))
