"""The ``hashi/1`` game record: saves, share codes and replays are all one format.

Reading a record checks its shape first (``RecordError``: not a record), then
replays every move through :class:`Game` in the contract's order (round by
round, player by player, action a before b), so a record is legal exactly when
the same moves played by hand would be.
"""

from __future__ import annotations

import json
from typing import Any

from .board import get_board
from .deal import ROUNDS, is_seed
from .errors import RecordError, RuleError
from .game import MAX_PLAYERS, MODES, Game, Turn
from .moves import DrawBridge, EndTurn, PlaceStart, WriteNumber
from .scoring import winners
from .values import Value

FORMAT = "hashi/1"
MAX_NAME = 40


class PlayerRecord(Value):
    __slots__ = ("name", "start", "turns", "draft")
    name: str
    start: PlaceStart
    turns: list[Turn]
    draft: list[WriteNumber | DrawBridge]


# -- writing -------------------------------------------------------------------


def to_record(game: Game) -> dict:
    """``game`` as a ``hashi/1`` record; a player's round in progress is kept as ``draft``."""
    players = []
    for p in game.players:
        entry: dict[str, Any] = {
            "name": p.name,
            "start": p.start.to_dict() if p.start else None,
            "turns": [
                {"number": t.number, "bridges": [list(pair) for pair in t.bridges]} for t in p.turns
            ],
        }
        if p.draft:
            entry["draft"] = [
                {"number": s.island} if isinstance(s, WriteNumber) else {"bridge": [s.a, s.b]}
                for s in p.draft
            ]
        players.append(entry)
    return {
        "format": FORMAT,
        "seed": game.seed,
        "side": game.side,
        "mode": game.mode,
        "players": players,
    }


# -- reading -------------------------------------------------------------------


def _is_int(value: object) -> bool:
    return type(value) is int


def _field(obj: dict, name: str, kind: type | tuple[type, ...]) -> Any:
    value = obj.get(name)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise RecordError("field", field=name)
    return value


def _island(value: object, side: str, name: str) -> int:
    if not _is_int(value):
        raise RecordError("field", field=name)
    if not get_board(side).has_island(value):
        raise RecordError("island", value=value, side=side)
    return value  # type: ignore[return-value]


def _pair(value: object, side: str) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise RecordError("field", field="bridges")
    return (_island(value[0], side, "bridges"), _island(value[1], side, "bridges"))


def _player(obj: object, side: str) -> PlayerRecord:
    if not isinstance(obj, dict):
        raise RecordError("field", field="players")
    name = _field(obj, "name", str)
    if len(name) > MAX_NAME:
        raise RecordError("field", field="name")
    start = _field(obj, "start", dict)
    value = start.get("value")
    if not _is_int(value):
        raise RecordError("field", field="start")
    place = PlaceStart(_island(start.get("island"), side, "start"), value)
    turns = []
    for turn in _field(obj, "turns", list):
        if not isinstance(turn, dict):
            raise RecordError("field", field="turns")
        number = turn.get("number")
        if number is not None:
            number = _island(number, side, "number")
        elif "number" not in turn:
            raise RecordError("field", field="number")
        bridges = tuple(_pair(b, side) for b in _field(turn, "bridges", list))
        turns.append(Turn(number, bridges))
    steps = obj.get("draft", [])
    if not isinstance(steps, list):
        raise RecordError("field", field="draft")
    draft: list[WriteNumber | DrawBridge] = []
    for step in steps:
        if isinstance(step, dict) and set(step) == {"number"}:
            draft.append(WriteNumber(_island(step["number"], side, "draft")))
        elif isinstance(step, dict) and set(step) == {"bridge"}:
            draft.append(DrawBridge(*_pair(step["bridge"], side)))
        else:
            raise RecordError("field", field="draft")
    return PlayerRecord(name, place, turns, draft)


def parse_record(data: object) -> tuple[str, str, str, list[PlayerRecord]]:
    """Check the shape of ``data``: ``(seed, side, mode, players)`` or RecordError."""
    if not isinstance(data, dict):
        raise RecordError("not_object")
    if data.get("format") != FORMAT:
        raise RecordError("format", value=data.get("format"))
    seed = data.get("seed")
    if not is_seed(seed):
        raise RecordError("seed", value=seed)
    side = data.get("side")
    if side not in ("A", "B"):
        raise RecordError("side", value=side)
    mode = data.get("mode")
    if mode not in MODES:
        raise RecordError("mode", value=mode)
    players = _field(data, "players", list)
    if mode == "solo" and len(players) != 1:
        raise RecordError("solo_players", count=len(players))
    if not players:
        raise RecordError("no_players")
    if len(players) > MAX_PLAYERS:
        raise RecordError("too_many_players", count=len(players))
    return seed.upper(), side, mode, [_player(p, side) for p in players]


def from_record(data: object) -> Game:
    """Replay a record into a Game; RecordError or RuleError (with player and round)."""
    seed, side, mode, players = parse_record(data)
    game = Game(seed, side, mode, [p.name for p in players])
    last = max(len(p.turns) + (1 if p.draft else 0) for p in players)
    for rnd in range(0, last + 1):
        for index, p in enumerate(players):
            try:
                _replay_round(game, index, p, rnd)
            except RuleError as error:
                error.player, error.round = index, rnd
                raise
    return game


def _replay_round(game: Game, index: int, p: PlayerRecord, rnd: int) -> None:
    if rnd == 0:
        game.push(p.start, index)
        return
    if rnd > ROUNDS and (rnd <= len(p.turns) or (p.draft and rnd == len(p.turns) + 1)):
        raise RuleError("too_many_rounds")
    if rnd <= len(p.turns):
        turn = p.turns[rnd - 1]
        if turn.number is not None:
            game.push(WriteNumber(turn.number), index)
        for a, b in turn.bridges:
            game.push(DrawBridge(a, b), index)
        game.push(EndTurn(), index)
    elif rnd == len(p.turns) + 1:
        for step in p.draft:
            game.push(step, index)


def load_record(text: str) -> Game:
    """Parse JSON text and replay it (RecordError for unreadable text)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise RecordError("not_json") from None
    return from_record(data)


def verify(data: object) -> tuple[int, dict]:
    """The verdict on a record and its exit code (0 legal, 1 rule broken, 2 unreadable)."""
    try:
        game = data if isinstance(data, Game) else from_record(data)
    except RecordError as error:
        return 2, {"valid": False, "error": {"code": error.code, "message": error.message}}
    except RuleError as error:
        detail = {
            "player": error.player,
            "round": error.round,
            "code": error.code,
            "message": error.message,
        }
        return 1, {"valid": False, "error": detail}
    scores = game.scores()
    return 0, {
        "valid": True,
        "final": game.final,
        "players": [s.to_dict() for s in scores],
        "winners": winners(scores),
    }
