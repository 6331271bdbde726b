"""The ``hashi/1`` game record: saves, share codes and replays are all one format.

A :class:`Record` is the record as a value: ``Record.from_dict`` checks the
shape of data (``RecordError``: not a record), ``to_dict`` writes it, and
:meth:`Record.replay` plays every move through :class:`Game` in the
order ``verify`` reports in (round by round, player by player, action a before b), so a
record is legal exactly when the same moves played by hand would be. The
table's answers (``table.table_round``, ``Record.final``) hold for a record
as for a game.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Sequence
from typing import Any

from . import reading
from .deal import ROUNDS, Deal, Start, is_seed
from .errors import RecordError, RuleError
from .game import MAX_PLAYERS, MODES, Game, Player
from .moves import PlaceStart, Step, Turn, step_from_dict
from .scoring import winners
from .table import Seat, is_over
from .values import Value

FORMAT = "hashi/1"
MAX_NAME = 40
# JSON text from outside is refused before it is parsed past these (``parse_json``): a
# record is a few kilobytes and nests 6 deep; the page asks for less where it knows more.
MAX_JSON_CHARS = 1_000_000
MAX_JSON_DEPTH = 32


class PlayerRecord(Value, Seat):
    """One player of a record: name, start, committed turns and the round in progress."""

    __slots__ = ("name", "start", "turns", "draft")
    name: str
    start: Start | None  # None only in a setup in progress (``in_setup``)
    turns: tuple[Turn, ...]
    draft: tuple[Step, ...]

    @property
    def placed(self) -> Start:
        """The start, which every record but a save in its setup has."""
        if self.start is None:
            raise RecordError("field", field="start")
        return self.start

    @staticmethod
    def of(player: Player) -> PlayerRecord:
        return PlayerRecord(player.name, player.start, tuple(player.turns), tuple(player.draft))

    def to_dict(self) -> dict[str, Any]:
        """The record's form; ``draft`` only when a round is in progress."""
        out: dict[str, Any] = {
            "name": self.name,
            "start": None if self.start is None else self.start.to_dict(),
            "turns": [t.to_dict() for t in self.turns],
        }
        if self.draft:
            out["draft"] = [s.to_dict() for s in self.draft]
        return out

    @staticmethod
    def from_dict(data: object, side: str, in_setup: bool = False) -> PlayerRecord:
        """A player read on ``side``'s board; ``in_setup``: the start may still be ``null``."""
        if not isinstance(data, dict):
            raise RecordError("field", field="players")
        name = reading.field(data, "name", str)
        if len(name) > MAX_NAME:
            raise RecordError("name_long", most=MAX_NAME)
        name = clean_name(name)  # a save or file from before names were cleaned
        start = _start(data, side, in_setup)
        turns = tuple(Turn.from_dict(t, side) for t in reading.field(data, "turns", list))
        steps = data.get("draft", [])
        if not isinstance(steps, list):
            raise RecordError("field", field="draft")
        draft = tuple(step_from_dict(step, side) for step in steps)
        return PlayerRecord(name, start, turns, draft)


def _start(data: dict[str, Any], side: str, in_setup: bool) -> Start | None:
    if in_setup and "start" in data and data["start"] is None:
        if data.get("turns") or data.get("draft"):  # no round before every start is written
            raise RecordError("field", field="start")
        return None
    return Start.from_dict(data.get("start"), side)


class Record(Value):
    """A whole record: the deal (seed and side), the mode and every player in seat order."""

    __slots__ = ("seed", "side", "mode", "players")
    seed: str
    side: str
    mode: str
    players: tuple[PlayerRecord, ...]

    @staticmethod
    def of(game: Game, label: str | None = None) -> Record:
        """``game`` as a record; a player's round in progress is kept as ``draft``.

        A game on a scripted deal has no seed to deal it again: ``label`` (a
        seed-shaped name, e.g. the tutorial's) stands in for it, and the record
        replays only on that deal (``replay(deal)``). ValueError without one.
        """
        seed = game.seed or label
        if seed is None or not is_seed(seed):
            raise ValueError("a game on a scripted deal needs a seed-shaped label")
        players = tuple(PlayerRecord.of(p) for p in game.players)
        return Record(seed.upper(), game.side, game.mode, players)

    @staticmethod
    def solo(seed: str, side: str, start: Start, turns: Sequence[Turn], name: str) -> Record:
        """One player's committed turns as a solo record."""
        return Record(seed, side, "solo", (PlayerRecord(name, start, tuple(turns), ()),))

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "seed": self.seed,
            "side": self.side,
            "mode": self.mode,
            "players": [p.to_dict() for p in self.players],
        }

    @staticmethod
    def from_dict(data: object, in_setup: bool = False) -> Record:
        """Check the shape of ``data`` (RecordError when it is not a record); no rule is checked.

        ``in_setup``: a player's start may be ``null`` (a table still writing
        its starts, as a save keeps it); a finished record always has them.
        """
        if not isinstance(data, dict) or not isinstance(data.get("format"), str):
            raise RecordError("not_object")  # (not a record: no format of its own to name)
        if data["format"] != FORMAT:
            raise RecordError("format", value=data["format"])
        seed = data.get("seed")
        if not is_seed(seed):
            raise RecordError("seed", value=seed)
        side = reading.side(data.get("side"))
        mode = data.get("mode")
        if mode not in MODES:
            raise RecordError("mode", value=mode)
        players = reading.field(data, "players", list)
        if mode == "solo" and len(players) != 1:
            raise RecordError("solo_players", count=len(players))
        if not players:
            raise RecordError("no_players")
        if len(players) > MAX_PLAYERS:
            raise RecordError("too_many_players", count=len(players))
        read = tuple(PlayerRecord.from_dict(p, side, in_setup) for p in players)
        return Record(str(seed).upper(), side, mode, read)

    @property
    def final(self) -> bool:
        """Whether every player has played every card."""
        return is_over(self)

    def replay(self, deal: Deal | None = None) -> Game:
        """The game this record plays; RuleError (with player and round) at the first rule broken.

        With ``deal``, the moves are replayed on that (scripted) deal instead
        of the seed's; its side must be the record's.
        """
        if deal is not None and deal.side != self.side:
            raise reading.side_error(self.side)
        game = Game(deal or self.seed, self.side, self.mode, [p.name for p in self.players])
        last = max(len(p.turns) + (1 if p.draft else 0) for p in self.players)
        for rnd in range(0, last + 1):
            for index, p in enumerate(self.players):
                try:
                    _replay_round(game, index, p, rnd)
                except RuleError as error:
                    error.player, error.round = index, rnd
                    raise
        return game


def _replay_round(game: Game, index: int, p: PlayerRecord, rnd: int) -> None:
    if rnd == 0:
        if p.start is not None:
            game.push(PlaceStart(p.start.island, p.start.value), index)
        return
    if rnd > ROUNDS and (rnd <= len(p.turns) or (p.draft and rnd == len(p.turns) + 1)):
        raise RuleError("too_many_rounds")
    if rnd <= len(p.turns):
        for move in p.turns[rnd - 1].moves():
            game.push(move, index)
    elif rnd == len(p.turns) + 1:
        for step in p.draft:
            game.push(step, index)


# -- writing -------------------------------------------------------------------


def to_record(game: Game, label: str | None = None) -> dict[str, Any]:
    """``game`` as ``hashi/1`` data (:meth:`Record.of`, then ``to_dict``)."""
    return Record.of(game, label).to_dict()


# Characters a name never keeps: controls, format characters (bidi overrides and
# isolates, zero-width spaces, the byte-order mark, tags) and lone surrogates.
UNSEEN = frozenset({"Cc", "Cf", "Cs"})
# Zero-width (non-)joiners are format characters that some scripts and emoji need
# between two visible characters; letters and marks that draw nothing at all.
JOINERS = "\u200c\u200d"
BLANK = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0")
SEEN = frozenset("LNPS")  # letters, digits, punctuation, symbols: what a name shows


MAX_MARKS = 3  # combining marks on one letter (Vietnamese takes 2; more only stack up)


def few_marks(text: str, most: int = MAX_MARKS) -> str:
    """``text`` with at most ``most`` combining marks in a row: dozens stacked on a letter
    draw a streak through whatever is above and below it."""
    out, run = [], 0
    for char in text:
        run = run + 1 if unicodedata.category(char)[0] == "M" else 0
        if run <= most:
            out.append(char)
    return "".join(out)


def clean_name(raw: object) -> str:
    """A player's name as kept: white space folded, at most MAX_NAME characters, and
    no control, bidi or invisible character; "" when nothing visible is left.

    Names are shown inside sentences of every language and sent in result links:
    an unclosed right-to-left override would reverse the rest of a sentence,
    a name of zero-width characters would be a player nobody can see, and dozens of
    combining marks on one letter a streak across the page (``few_marks``).
    """
    kept = []
    for char in str(raw):
        kind = unicodedata.category(char)
        if char.isspace() or kind[0] == "Z":
            kept.append(" ")
        elif char in JOINERS or (kind not in UNSEEN and char not in BLANK):
            kept.append(char)
    name = " ".join(few_marks("".join(kept)).split())[:MAX_NAME]
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


def from_record(data: object, deal: Deal | None = None, *, in_setup: bool = False) -> Game:
    """Replay record data into a Game; RecordError or RuleError (with player and round).

    ``deal`` and ``in_setup`` as :meth:`Record.replay` and :meth:`Record.from_dict` take them.
    """
    return Record.from_dict(data, in_setup).replay(deal)


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.S)  # to the end if unterminated
_BRACKET = re.compile(r"[\[\]{}]")


def nesting(text: str) -> int:
    """The deepest bracket nesting of JSON text (brackets inside strings ignored)."""
    depth = deepest = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):  # in C: fast on a long history
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def parse_json(text: str, max_chars: int = MAX_JSON_CHARS, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """JSON text that may be hostile as data. The one JSON reader: record files here and on
    the command line, every value the page stores, imports or is told by the computer's
    worker (``web.model.stores.storage.read_json`` gives the page's own limits and words).

    Too long (``too_big``) or too deep (``too_deep``) is refused before it is parsed; text
    that is not JSON is ``not_json`` (all RecordError)."""
    if len(text) > max_chars:
        raise RecordError("too_big", size=len(text), limit=max_chars)
    if nesting(text) > max_depth:
        raise RecordError("too_deep", limit=max_depth)
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise RecordError("not_json") from None


def load_record(text: str) -> Game:
    """Parse JSON text and replay it (RecordError for unreadable text)."""
    return from_record(parse_json(text))


def verify(data: object) -> tuple[int, dict[str, Any]]:
    """The verdict on a record and its exit code (0 legal, 1 rule broken, 2 unreadable).

    The verdict is the command line's (docs/interfaces.md), except that an error carries its
    message ``key`` and ``params`` and a score its title key: the command
    line renders them in English.
    """
    try:
        game = data if isinstance(data, Game) else from_record(data)
    except RecordError as error:
        return 2, {"valid": False, "error": error.to_dict()}
    except RuleError as error:
        return 1, {"valid": False, "error": error.to_dict()}
    scores = game.scores()
    return 0, {
        "valid": True,
        "final": game.final,
        "players": [s.to_dict() for s in scores],
        "winners": winners(scores),
    }
