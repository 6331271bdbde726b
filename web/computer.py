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

HINT_LEVEL = "hard"
LEVELS = ("easy", "normal", "hard")  # the computer player's levels (hashi_bots)


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


def hint_request(game: Game, seat: int) -> dict[str, Any]:
    return {"op": "hint", "position": seen_position(game, seat)}


def seat_request(game: Game, seat: int, level: str) -> dict[str, Any]:
    """A computer seat's turn: the same question as a hint, at the seat's level."""
    return {"op": "hint", "position": seen_position(game, seat, level)}


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


def analyse_request(game: Game) -> dict[str, Any]:
    return {"op": "analyse", "record": to_record(game)}


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
