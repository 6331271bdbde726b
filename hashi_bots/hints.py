"""The computer's turn for a position or a seat, and a turn as moves in text form."""

from __future__ import annotations

from typing import Any

from hashi_core import Game, Turn

from .levels import DEFAULT_LEVEL
from .player import best_turn
from .position import Position, parse_position


def hint(position: Position, level: str | None = None) -> Turn:
    """The turn the computer suggests for the card in play of ``position`` (always legal).

    Raises RuleError (player 0 and round set) when the position's turns break a rule.
    """
    game = position.game()
    return best_turn(game, level or position.level, position.unseen)


def suggest(data: object) -> dict[str, Any]:
    """``hint`` on a position read from JSON data: the turn as the command line prints it.

    RecordError when the data is not a position, RuleError when its turns break a rule.
    """
    return hint(parse_position(data)).to_dict()


def moves_text(turn: Turn) -> list[str]:
    """The turn as the engine's moves in text form (``"number 12"``, ``"bridge 7-12"``, ``"end"``).

    The form a worker posts to the page; ``hashi_core.Move.parse`` reads each back.
    """
    return [str(move) for move in turn.moves()]


def play_turn(game: Game, player: int = 0, level: str = DEFAULT_LEVEL) -> Turn:
    """Play the round in progress for ``player`` of ``game`` (a computer seat) and return it.

    The seat sees what its player sees: its own board, start, turns and the cards so far.
    Any draft of the round is taken back first.
    """
    p = game.players[player]
    while p.draft:
        game.undo(player)
    turn = hint(Position.of(game, level, player))
    for move in turn.moves():
        game.push(move, player)
    return turn
