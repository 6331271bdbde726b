"""What every way of playing answers: who plays now, who holds the device, how a game begins.

A flow holds no state of its own: everything it decides comes from the game
(the engine's table rules), so a reload rebuilds exactly the same decisions.
"""

from __future__ import annotations

from typing import ClassVar

from hashi_core import Game, table


class Flow:
    """A way of playing. Subclasses set ``kind`` and override what differs."""

    kind: ClassVar[str] = ""
    mode: ClassVar[str] = "solo"  # the engine's scoring mode
    shared_device: ClassVar[bool] = False  # players pass one device: cover between them
    with_friends: ClassVar[bool] = False  # scored against friends' result links
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1

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

    def is_computer(self, game: Game, seat: int) -> bool:
        """Seats played by the computer (issue 13) take no taps and need no hand-over."""
        return False
