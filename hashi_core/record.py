"""The ``hashi/1`` game record: saves, share codes and replays are all one format.

Reading a record checks its shape first (``RecordError``: not a record), then
replays every move through :class:`Game` in the contract's order (round by
round, player by player, action a before b), so a record is legal exactly when
the same moves played by hand would be.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Any

from .board import get_board
from .deal import ROUNDS, Deal, is_seed
from .errors import HashiError, RecordError, RuleError
from .game import MAX_PLAYERS, MODES, Game, Turn
from .moves import DrawBridge, PlaceStart, Step, WriteNumber
from .scoring import winners
from .values import Value

FORMAT = "hashi/1"
MAX_NAME = 40


class PlayerRecord(Value):
    __slots__ = ("name", "start", "turns", "draft")
    name: str
    start: PlaceStart | None  # None only in a setup in progress (``in_setup``)
    turns: list[Turn]
    draft: list[Step]

    @property
    def placed(self) -> PlaceStart:
        """The start, which every record but a save in its setup has."""
        if self.start is None:
            raise RecordError("field", field="start")
        return self.start


# -- writing -------------------------------------------------------------------


def to_record(game: Game, label: str | None = None) -> dict[str, Any]:
    """``game`` as a ``hashi/1`` record; a player's round in progress is kept as ``draft``.

    A game on a scripted deal has no seed to deal it again: ``label`` (a
    seed-shaped name, e.g. the tutorial's) stands in for it, and the record
    replays only with ``from_record(record, deal)``. ValueError without one.
    """
    seed = game.seed or label
    if seed is None or not is_seed(seed):
        raise ValueError("a game on a scripted deal needs a seed-shaped label")
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
        "seed": seed.upper(),
        "side": game.side,
        "mode": game.mode,
        "players": players,
    }


# Characters a name never keeps: controls, format characters (bidi overrides and
# isolates, zero-width spaces, the byte-order mark, tags) and lone surrogates.
UNSEEN = frozenset({"Cc", "Cf", "Cs"})
# Zero-width (non-)joiners are format characters that some scripts and emoji need
# between two visible characters; letters and marks that draw nothing at all.
JOINERS = "\u200c\u200d"
BLANK = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0")
SEEN = frozenset("LNPS")  # letters, digits, punctuation, symbols: what a name shows


def clean_name(raw: object) -> str:
    """A player's name as kept: white space folded, at most MAX_NAME characters, and
    no control, bidi or invisible character; "" when nothing visible is left.

    Names are shown inside sentences of every language and sent in result links:
    an unclosed right-to-left override would reverse the rest of a sentence,
    and a name of zero-width characters would be a player nobody can see.
    """
    kept = []
    for char in str(raw):
        kind = unicodedata.category(char)
        if char.isspace() or kind[0] == "Z":
            kept.append(" ")
        elif char in JOINERS or (kind not in UNSEEN and char not in BLANK):
            kept.append(char)
    name = " ".join("".join(kept).split())[:MAX_NAME]
    while name and (name[0] in JOINERS or unicodedata.category(name[0])[0] == "M"):
        name = name[1:]  # nothing before it to join or mark
    name = name.rstrip(JOINERS + " ")
    return name if any(unicodedata.category(c)[0] in SEEN for c in name) else ""


def tell_apart(name: str, taken: set[str] | list[str]) -> str:
    """``name``, or ``name (2)``, ``name (3)``... when it is already ``taken``."""
    base, n, out = name[: MAX_NAME - 4], 2, name
    while out in taken:
        out = f"{base} ({n})"
        n += 1
    return out


def distinct_names(names: list[str]) -> list[str]:
    """Cleaned names, empty ones dropped, repeated ones told apart (may be empty)."""
    out: list[str] = []
    for raw in names:
        name = clean_name(raw)
        if name:
            out.append(tell_apart(name, out))
    return out


# -- reading -------------------------------------------------------------------


def _is_int(value: object) -> bool:
    return type(value) is int


def _field(obj: dict[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
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


def _start(obj: dict[str, Any], side: str, in_setup: bool) -> PlaceStart | None:
    if in_setup and "start" in obj and obj["start"] is None:
        if obj.get("turns") or obj.get("draft"):  # no round before every start is written
            raise RecordError("field", field="start")
        return None
    start = _field(obj, "start", dict)
    value = start.get("value")
    if not _is_int(value):
        raise RecordError("field", field="start")
    return PlaceStart(_island(start.get("island"), side, "start"), value)


def _player(obj: object, side: str, in_setup: bool) -> PlayerRecord:
    if not isinstance(obj, dict):
        raise RecordError("field", field="players")
    name = _field(obj, "name", str)
    if len(name) > MAX_NAME:
        raise RecordError("field", field="name")
    name = clean_name(name)  # a save or file from before names were cleaned
    place = _start(obj, side, in_setup)
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
    draft: list[Step] = []
    for step in steps:
        if isinstance(step, dict) and set(step) == {"number"}:
            draft.append(WriteNumber(_island(step["number"], side, "draft")))
        elif isinstance(step, dict) and set(step) == {"bridge"}:
            draft.append(DrawBridge(*_pair(step["bridge"], side)))
        else:
            raise RecordError("field", field="draft")
    return PlayerRecord(name, place, turns, draft)


def parse_record(data: object, in_setup: bool = False) -> tuple[str, str, str, list[PlayerRecord]]:
    """Check the shape of ``data``: ``(seed, side, mode, players)`` or RecordError.

    ``in_setup``: a player's start may be ``null`` (a table still writing its
    starts, as ``to_record`` saves it); a finished record always has them.
    """
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
    return str(seed).upper(), side, mode, [_player(p, side, in_setup) for p in players]


def from_record(data: object, deal: Deal | None = None, *, in_setup: bool = False) -> Game:
    """Replay a record into a Game; RecordError or RuleError (with player and round).

    With ``deal``, the moves are replayed on that (scripted) deal instead of
    the seed's; its side must be the record's. ``in_setup``: also a game
    whose starts are not all written yet (a save; ``verify`` wants them all).
    """
    seed, side, mode, players = parse_record(data, in_setup)
    if deal is not None and deal.side != side:
        raise RecordError("side", value=side)
    game = Game(deal or seed, side, mode, [p.name for p in players])
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
        if p.start is not None:
            game.push(p.start, index)
        return
    if rnd > ROUNDS and (rnd <= len(p.turns) or (p.draft and rnd == len(p.turns) + 1)):
        raise RuleError("too_many_rounds")
    if rnd <= len(p.turns):
        for move in p.turns[rnd - 1].moves():
            game.push(move, index)
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


def error_detail(error: HashiError) -> dict[str, Any]:
    """A refusal as data: where (for a RuleError), code, message key and parameters."""
    detail: dict[str, Any] = {}
    if isinstance(error, RuleError):
        detail = {"player": error.player, "round": error.round}
    detail.update(code=error.code, key=error.key, params=error.params)
    return detail


def verify(data: object) -> tuple[int, dict[str, Any]]:
    """The verdict on a record and its exit code (0 legal, 1 rule broken, 2 unreadable).

    The verdict is CONTRACT section 3's, except that an error carries its
    message ``key`` and ``params`` and a score its title key: the command
    line renders them in English.
    """
    try:
        game = data if isinstance(data, Game) else from_record(data)
    except RecordError as error:
        return 2, {"valid": False, "error": error_detail(error)}
    except RuleError as error:
        return 1, {"valid": False, "error": error_detail(error)}
    scores = game.scores()
    return 0, {
        "valid": True,
        "final": game.final,
        "players": [s.to_dict() for s in scores],
        "winners": winners(scores),
    }
