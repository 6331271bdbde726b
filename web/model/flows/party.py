"""Pass-and-play: 2-4 players around one device, in the table's order.

Setup goes round the table (each player writes the start on the next one's
board), then each round every player plays in seat order; the device is
covered between players. The order is the engine's (``hashi_core.table``).
"""

from __future__ import annotations

from hashi_core import MAX_PLAYERS, MULTI, Game, table

from .base import Flow


class Party(Flow):
    kind = "party"
    action = "start-party"
    mode = MULTI
    shared_device = True
    min_players = 2
    max_players = MAX_PLAYERS

    def seat(self, game: Game) -> int:
        board = table.board_to_play(game)
        return len(game.players) - 1 if board is None else board

    def holder(self, game: Game) -> int:
        seat = table.to_act(game)
        return self.seat(game) if seat is None else seat
