"""What every way of playing answers: who plays now, who holds the device, how a game begins.

A flow holds no state of its own: everything it decides comes from the game
(the engine's table rules) and, for a scripted flow, the session's saved
``progress``, so a reload rebuilds exactly the same decisions.
"""

from __future__ import annotations

from typing import Any, ClassVar

from hashi_core import SOLO, Deal, Game, table

from ...shown.view_types import TutorialStep
from ..notice import Notice


class Flow:
    """A way of playing. Subclasses set ``kind`` and override what differs."""

    kind: ClassVar[str] = ""
    action: ClassVar[str] = ""  # the page's button that begins one (``Controller.begin``)
    mode: ClassVar[str] = SOLO  # the engine's scoring mode
    shared_device: ClassVar[bool] = False  # players pass one device: cover between them
    with_friends: ClassVar[bool] = False  # scored against friends' result links
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    label: ClassVar[str | None] = None  # a scripted deal's record label (it has no seed)
    listed: ClassVar[bool] = True  # shown among the saved games to resume
    others_listed: ClassVar[bool] = True  # its panel lists the other games to resume

    def new_game(self, seed: str, side: str, names: list[str]) -> Game:
        """A game on ``seed``; no names: the engine's default player."""
        if not names:
            return Game(seed, side, self.mode)
        return Game(seed, side, self.mode, names)

    def seat(self, game: Game) -> int:
        """The seat whose board takes taps now (the last seat to act once the game is over)."""
        return 0

    def holder(self, game: Game) -> int:
        """The seat that should have the device now (in setup: who writes the start)."""
        return self.seat(game)

    def table_round(self, game: Game) -> int:
        """The round the table is in: 0 in setup, 1-17, 18 after the end."""
        return table.table_round(game)

    # -- a scripted way of playing (the guided first game): how far it has come -----------
    # ``progress`` is the session's (saved in the envelope's ``ui``); 0 for other flows.

    def scripted_deal(self) -> Deal | None:
        """The deal its games replay on (None: the seed deals it again)."""
        return None

    def sends_replays(self) -> bool:
        """Whether its finished games are sent as replay links (a game with friends sends
        its result link; a scripted deal has no seed a friend's device could deal again)."""
        return not self.with_friends and self.scripted_deal() is None

    def refusal(self, progress: int, kind: str, target: int | str) -> Notice | None:
        """A tap (``island``/``line``/``action``) not taken now, and why; None: the rules decide."""
        return None

    def advance(self, progress: int, refused: str | None) -> int:
        """The progress after a tap went through (``refused``: the engine's rule code)."""
        return progress

    def over(self, progress: int) -> bool:
        """Whether nothing is left to play at this progress (begun again when asked for)."""
        return False

    def saved(self, progress: int) -> dict[str, Any]:
        """What a save keeps of the progress (the flow's own section of the envelope)."""
        return {}

    def restored(self, ui: dict[str, Any], game: Game) -> tuple[int, Game]:
        """The progress and game of a saved envelope."""
        return 0, game

    def step_view(self, progress: int, lang: str) -> TutorialStep | None:
        """What the page shows of the progress (the step's text and targets), if anything."""
        return None
