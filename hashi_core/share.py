"""Sharing results across devices: compact result codes, standings, daily seeds.

A result code carries one player's whole record (seed, side, name, start and
every turn) in a few dozen URL-safe characters. It is checked by a CRC, then
the record it holds is verified by replaying it like any other record, so a
damaged, tampered or illegal code is refused with the reason.

A replay link's code (``encode_game``) carries a whole finished game the same way,
its mode and every player (so a board is scored as at its table), with the same
checks: a friend watches it round by round on a fresh device.
"""

from __future__ import annotations

import base64
import datetime
import zlib
from typing import Any

from .board import get_board, line_id
from .board_data import SIDES
from .deal import Start
from .errors import RecordError
from .game import MODES
from .moves import Turn
from .record import PlayerRecord, Record, clean_name, from_record, tell_apart
from .values import Value

CODE_VERSION = 1  # a result code
GAME_CODE_VERSION = 2  # a replay link's code (``encode_game``)
EVERY_BOARD = 255  # a replay link sent for every board of its game


def daily_seed(day: datetime.date | None = None) -> str:
    """The daily challenge's seed for ``day``: the same for everyone who plays that day.
    Without a day, today's UTC date (the page counts its days from 04:00 on the player's
    own clock: ``web.model.controller.challenge_day``)."""
    day = day or datetime.datetime.now(datetime.UTC).date()
    return f"DAY-{day.isoformat()}"


def _player_bytes(p: PlayerRecord, side: str) -> bytes:
    """One player's name, start and committed turns (each bridge by its line's index)."""
    index = {lid: i for i, lid in enumerate(get_board(side).lines)}
    name = p.name.encode("utf-8")
    out = bytearray([len(name)]) + name
    out += bytes([p.placed.island, p.placed.value, len(p.turns)])
    for turn in p.turns:
        out += bytes([turn.number or 0, len(turn.bridges)])
        out += bytes(index[line_id(a, b)] for a, b in turn.bridges)
    return bytes(out)


def _read_player(data: bytes, pos: int, side: str) -> tuple[PlayerRecord, int]:
    """The player :func:`_player_bytes` wrote at ``pos``, and where the next begins
    (IndexError or UnicodeDecodeError when the bytes end too soon or do not read)."""
    size = data[pos]
    name = clean_name(data[pos + 1 : pos + 1 + size].decode("utf-8"))
    pos += 1 + size
    start = Start(data[pos], data[pos + 1])
    count, pos = data[pos + 2], pos + 3
    lines = list(get_board(side).lines.values())
    turns = []
    for _ in range(count):
        number, bridges = data[pos], data[pos + 1]
        pairs = tuple((lines[i].a, lines[i].b) for i in data[pos + 2 : pos + 2 + bridges])
        if len(pairs) != bridges:
            raise IndexError
        turns.append(Turn(number or None, pairs))
        pos += 2 + bridges
    if not name:  # nothing visible: a player nobody could see in the standings
        raise RecordError("field", field="name")
    return PlayerRecord(name, start, tuple(turns), ()), pos


def _sealed(out: bytes) -> str:
    """The bytes and their CRC-32, as URL-safe base64 without padding."""
    out += zlib.crc32(out).to_bytes(4, "big")
    return base64.urlsafe_b64encode(out).decode("ascii").rstrip("=")


def _opened(code: str) -> bytes | None:
    """The bytes a code seals, its CRC checked (None: damaged or changed)."""
    try:
        data = base64.urlsafe_b64decode(code.strip() + "=" * (-len(code.strip()) % 4))
    except (ValueError, TypeError):
        return None
    if len(data) < 8 or zlib.crc32(data[:-4]).to_bytes(4, "big") != data[-4:]:
        return None
    return data[:-4]


def encode_result(record: dict[str, Any], player: int = 0) -> str:
    """One player's committed turns as a URL-safe code (the round in progress is left out)."""
    read = Record.from_dict(record)
    seed, side = read.seed, read.side
    out = bytes([CODE_VERSION, list(SIDES).index(side), len(seed)]) + seed.encode("ascii")
    return _sealed(out + _player_bytes(read.players[player], side))


def decode_result(code: str) -> dict[str, Any]:
    """The single-player ``multi`` record in a result code (RecordError if damaged)."""
    data = _opened(code)
    if data is None:
        raise RecordError("result_damaged")
    try:
        if data[0] == GAME_CODE_VERSION:
            raise RecordError("result_is_replay")
        if data[0] != CODE_VERSION:
            raise RecordError("result_version")
        side = list(SIDES)[data[1]]
        pos = 3 + data[2]
        seed = data[3:pos].decode("ascii")
        player, pos = _read_player(data, pos, side)
        if pos != len(data):
            raise IndexError
    except (IndexError, UnicodeDecodeError):
        raise RecordError("result_damaged") from None
    record = Record(seed, side, "multi", (player,)).to_dict()
    from_record(record)  # every move legal, or RuleError with the first rule broken
    return record


# -- replay links: a whole finished game of this device, sent to be watched -------------------


class SharedGame(Value):
    """What a replay link carries: the game's record (its mode and every player's committed
    turns), the board it was sent for (None: every board) and the day it ended (if known)."""

    __slots__ = ("record", "player", "day")
    record: dict[str, Any]
    player: int | None
    day: datetime.date | None


def encode_game(
    record: dict[str, Any], player: int | None = None, day: datetime.date | None = None
) -> str:
    """A game (solo, or a table's every board) as a replay link's URL-safe code: the mode
    and every player, so a board is scored as it was at its table; ``player``: the board
    it is sent for (None: all); ``day``: the day it ended. Rounds in progress are left out.

    Bytes: the version (2), the mode's index, the side's, the seed's length and ASCII,
    the day (3 bytes, its proleptic ordinal; 0: unknown), the number of players, the
    board sent (255: all), each player as in a result code, then the CRC-32."""
    read = Record.from_dict(record)
    if player is not None and not 0 <= player < len(read.players):
        raise ValueError(f"no player {player} in this record")
    seed, side = read.seed, read.side
    out = bytearray([GAME_CODE_VERSION, MODES.index(read.mode), list(SIDES).index(side)])
    out += bytes([len(seed)]) + seed.encode("ascii")
    out += (day.toordinal() if day else 0).to_bytes(3, "big")
    out += bytes([len(read.players), EVERY_BOARD if player is None else player])
    for p in read.players:
        out += _player_bytes(p, side)
    return _sealed(bytes(out))


def decode_game(code: str) -> SharedGame:
    """The game in a replay link's code (:func:`encode_game`), every move replayed:
    RecordError (``replay_damaged``, ``replay_version``, or the record's own shape) when
    it is damaged, changed or not a game; RuleError when a move breaks a rule."""
    data = _opened(code)
    if data is None:
        raise RecordError("replay_damaged")
    try:
        if data[0] != GAME_CODE_VERSION:
            raise RecordError("replay_version")
        mode, side = MODES[data[1]], list(SIDES)[data[2]]
        pos = 4 + data[3]
        seed = data[4:pos].decode("ascii")
        ordinal = int.from_bytes(data[pos : pos + 3], "big")
        day = datetime.date.fromordinal(ordinal) if ordinal else None
        count, shown, pos = data[pos + 3], data[pos + 4], pos + 5
        players = []
        for _ in range(count):
            player, pos = _read_player(data, pos, side)
            players.append(player)
        if pos != len(data) or not (shown == EVERY_BOARD or shown < count):
            raise IndexError
    except (IndexError, UnicodeDecodeError, ValueError, OverflowError):
        raise RecordError("replay_damaged") from None
    record = Record(seed, side, mode, tuple(players)).to_dict()
    Record.from_dict(record)  # the shape: a seed, solo with one player, at most four...
    from_record(record)  # every move legal, or RuleError with the first rule broken
    return SharedGame(record, None if shown == EVERY_BOARD else shown, day)


def decode_replay(code: str) -> dict[str, Any] | SharedGame:
    """What a ``?replay=`` code carries: a replay link's game, or a friend's result code's
    one-player record; either damaged or changed is ``replay_damaged``."""
    data = _opened(code)
    if data is None:
        raise RecordError("replay_damaged")
    if data[0] == GAME_CODE_VERSION:
        return decode_game(code)
    if data[0] == CODE_VERSION:
        return decode_result(code)
    raise RecordError("replay_version")


def merge_standings(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Records of one deal (each one or more players) as one ``multi`` record.

    The same player's result seen twice counts once; two different players
    with one name are told apart by a number. RecordError when deals differ.
    """
    if not records:
        raise RecordError("no_players")
    deal = None
    players: list[PlayerRecord] = []
    for data in records:
        record = Record.from_dict(data)
        if deal is None:
            deal = (record.seed, record.side)
        elif (record.seed, record.side) != deal:
            raise RecordError(
                "result_foreign",
                seed=record.seed,
                side=record.side,
                want=deal[0],
                side_want=deal[1],
            )
        # As played: every move legal (or RuleError), each bridge smaller island first.
        for player in Record.of(record.replay()).players:
            committed = PlayerRecord(player.name, player.start, player.turns, ())
            if committed in players:
                continue
            name = tell_apart(player.name, {p.name for p in players})
            players.append(PlayerRecord(name, player.start, player.turns, ()))
    assert deal is not None
    return Record(deal[0], deal[1], "multi", tuple(players)).to_dict()
