"""Hashi's rules engine: boards, deals, moves, the table, scoring and the game record.

Pure Python, standard library only; it runs unchanged in CPython and Pyodide.
It holds no player-facing text: errors carry codes, message keys and
parameters, and scores carry title keys (``hashi_texts`` renders them).
"""

from .board import Board, Island, Line, get_board, line_id
from .deal import DECK, ROUNDS, Card, Deal, Start, deal, is_seed, new_seed, normalise_seed
from .errors import CODES, ErrorCode, HashiError, MoveParseError, RecordError, RuleError
from .game import DEFAULT_NAME, MAX_PLAYERS, MODES, MULTI, SOLO, Game, Player
from .moves import DrawBridge, EndTurn, Move, PlaceStart, Step, Turn, WriteNumber
from .record import FORMAT, PlayerRecord, Record, from_record, load_record, to_record, verify
from .scoring import BONUSES, Outlook, Score, island_points
from .table import table_round

__all__ = [
    "BONUSES",
    "CODES",
    "DECK",
    "DEFAULT_NAME",
    "FORMAT",
    "MAX_PLAYERS",
    "MODES",
    "MULTI",
    "ROUNDS",
    "SOLO",
    "Board",
    "Card",
    "Deal",
    "DrawBridge",
    "EndTurn",
    "ErrorCode",
    "Game",
    "HashiError",
    "Island",
    "Line",
    "Move",
    "MoveParseError",
    "Outlook",
    "PlaceStart",
    "Player",
    "PlayerRecord",
    "Record",
    "RecordError",
    "RuleError",
    "Score",
    "Start",
    "Step",
    "Turn",
    "WriteNumber",
    "deal",
    "from_record",
    "get_board",
    "is_seed",
    "island_points",
    "line_id",
    "load_record",
    "new_seed",
    "normalise_seed",
    "table_round",
    "to_record",
    "verify",
]
