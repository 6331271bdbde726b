"""Hashi's rules engine: boards, deals, moves, scoring and the game record.

Pure Python, standard library only; it runs unchanged in CPython and Pyodide.
"""

from .board import Board, Island, Line, get_board, line_id
from .deal import DECK, ROUNDS, Card, Deal, Start, deal, is_seed, new_seed, normalise_seed
from .errors import HashiError, RecordError, RuleError
from .game import Game, Player, Turn
from .messages import text
from .moves import DrawBridge, EndTurn, Move, PlaceStart, WriteNumber
from .record import from_record, load_record, to_record, verify
from .scoring import BONUSES, Score

__all__ = [
    "BONUSES",
    "DECK",
    "ROUNDS",
    "Board",
    "Card",
    "Deal",
    "DrawBridge",
    "EndTurn",
    "Game",
    "HashiError",
    "Island",
    "Line",
    "Move",
    "PlaceStart",
    "Player",
    "RecordError",
    "RuleError",
    "Score",
    "Start",
    "Turn",
    "WriteNumber",
    "deal",
    "from_record",
    "get_board",
    "is_seed",
    "line_id",
    "load_record",
    "new_seed",
    "normalise_seed",
    "text",
    "to_record",
    "verify",
]
