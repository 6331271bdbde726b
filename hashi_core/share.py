"""Sharing results across devices: compact result codes, standings, daily seeds.

A result code carries one player's whole record (seed, side, name, start and
every turn) in a few dozen URL-safe characters. It is checked by a CRC, then
the record it holds is verified by replaying it like any other record, so a
damaged, tampered or illegal code is refused with the reason.
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
from .moves import Turn
from .record import PlayerRecord, Record, clean_name, from_record, tell_apart

CODE_VERSION = 1


def daily_seed(day: datetime.date | None = None) -> str:
    """The daily challenge's seed for ``day``: the same for everyone who plays that day.
    Without a day, today's UTC date (the page counts its days from 04:00 on the player's
    own clock: ``web.model.controller.challenge_day``)."""
    day = day or datetime.datetime.now(datetime.UTC).date()
    return f"DAY-{day.isoformat()}"


def encode_result(record: dict[str, Any], player: int = 0) -> str:
    """One player's committed turns as a URL-safe code (the round in progress is left out)."""
    read = Record.from_dict(record)
    seed, side, p = read.seed, read.side, read.players[player]
    board = get_board(side)
    index = {lid: i for i, lid in enumerate(board.lines)}
    name = p.name.encode("utf-8")
    out = bytearray([CODE_VERSION, list(SIDES).index(side), len(seed)])
    out += seed.encode("ascii")
    out += bytes([len(name)]) + name
    out += bytes([p.placed.island, p.placed.value, len(p.turns)])
    for turn in p.turns:
        out += bytes([turn.number or 0, len(turn.bridges)])
        out += bytes(index[line_id(a, b)] for a, b in turn.bridges)
    out += zlib.crc32(bytes(out)).to_bytes(4, "big")
    return base64.urlsafe_b64encode(bytes(out)).decode("ascii").rstrip("=")


def decode_result(code: str) -> dict[str, Any]:
    """The single-player ``multi`` record in a result code (RecordError if damaged)."""
    try:
        data = base64.urlsafe_b64decode(code.strip() + "=" * (-len(code.strip()) % 4))
    except (ValueError, TypeError):
        raise RecordError("result_damaged") from None
    if len(data) < 8 or zlib.crc32(data[:-4]).to_bytes(4, "big") != data[-4:]:
        raise RecordError("result_damaged")
    data = data[:-4]
    try:
        if data[0] != CODE_VERSION:
            raise RecordError("result_version")
        side = list(SIDES)[data[1]]
        pos = 3 + data[2]
        seed = data[3:pos].decode("ascii")
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
        if pos != len(data):
            raise IndexError
    except (IndexError, UnicodeDecodeError):
        raise RecordError("result_damaged") from None
    if not name:  # nothing visible: a player nobody could see in the standings
        raise RecordError("field", field="name")
    record = Record(seed, side, "multi", (PlayerRecord(name, start, tuple(turns), ()),)).to_dict()
    from_record(record)  # every move legal, or RuleError with the first rule broken
    return record


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
