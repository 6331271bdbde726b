"""``python -m hashi_core hint`` and ``analyse``: exit codes, JSON shapes (docs/interfaces.md)."""

from __future__ import annotations

import json

import pytest

from hashi_bots.position import scripted_game
from hashi_bots.selfplay import play_deal, solo_record
from hashi_core import DECK, Turn, deal

from .helpers import cli

DEAL = deal("CLI7", "A")


def position(rounds: int = 3, level: str | None = None) -> dict:
    turns = play_deal("A", DEAL.start, DEAL.draw[:rounds], "easy")
    data: dict = {
        "side": "A",
        "start": DEAL.start.to_dict(),
        "turns": turns,
        "cards": [c.to_dict() for c in DEAL.draw[: rounds + 1]],
    }
    if level is not None:
        data["level"] = level
    return data


def hint(data: object) -> tuple[int, dict | None, str]:
    return cli("hint", "-", stdin=data if isinstance(data, str) else json.dumps(data))


@pytest.mark.parametrize("level", [None, "easy", "normal", "hard"])
def test_hint_prints_a_legal_turn_for_the_card_in_play(level):
    data = position(4, level)
    code, out, err = hint(data)
    assert code == 0, err
    assert set(out) == {"number", "bridges"}
    game = scripted_game("A", DEAL.start, DEAL.draw)
    for turn in data["turns"]:
        for move in Turn(turn["number"], tuple(map(tuple, turn["bridges"]))).moves():
            game.push(move)
    card = DEAL.draw[4]
    assert len(out["bridges"]) in (0, card.bridges)
    for move in Turn(out["number"], tuple(map(tuple, out["bridges"]))).moves():
        game.push(move)  # legal, or the engine raises


def test_hint_reads_a_file(tmp_path):
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position(0)))
    code, out, _ = cli("hint", str(path))
    assert code == 0 and "bridges" in out


def test_hint_reports_a_broken_rule_as_verify_does():
    data = position(3)
    data["turns"][1] = {"number": None, "bridges": [[1, 2]] * DEAL.draw[1].bridges}
    code, out, _ = hint(data)
    assert code == 1
    assert out["valid"] is False
    assert out["error"]["player"] == 0 and out["error"]["round"] == 2
    assert out["error"]["code"] == "bridge_needs_number"
    assert isinstance(out["error"]["message"], str) and out["error"]["message"]


def test_hint_reports_a_bad_start_in_round_0():
    data = position(0)
    data["start"] = {"island": DEAL.start.island, "value": 5}
    code, out, _ = hint(data)
    assert code == 1 and out["error"]["round"] == 0 and out["error"]["code"] == "bad_start"


def _without(data: dict, key: str) -> dict:
    return {k: v for k, v in data.items() if k != key}


BAD_POSITIONS = {
    "not json": "{not json",
    "not an object": "[1, 2]",
    "no cards": _without(position(2), "cards"),
    "cards not a list": {**position(2), "cards": "3x2"},
    "too few cards": {**position(2), "cards": position(2)["cards"][:2]},
    "too many cards": {**position(2), "cards": position(3)["cards"]},
    "card not in the deck": {**position(0), "cards": [{"number": 7, "bridges": 1}]},
    "card of wrong type": {**position(0), "cards": [{"number": "3", "bridges": 1}]},
    "card repeated": {
        **position(1),
        "cards": [DEAL.draw[0].to_dict(), DEAL.draw[0].to_dict()],
    },
    "wrong side": {**position(1), "side": "C"},
    "no start": _without(position(1), "start"),
    "turns not a list": {**position(0), "turns": {}},
    "island off the board": {
        **position(1),
        "turns": [{"number": 19, "bridges": []}],
    },
    "unknown level": {**position(1), "level": "expert"},
    "all 18 cards": {
        **position(0),
        "turns": [{"number": None, "bridges": []}] * 17,
        "cards": [c.to_dict() for c in DECK],
    },
}


@pytest.mark.parametrize("name", list(BAD_POSITIONS))
def test_hint_refuses_what_is_not_a_position(name):
    code, out, err = hint(BAD_POSITIONS[name])
    assert code == 2, (out, err)
    assert out == {
        "valid": False,
        "error": {"code": "bad_record", "message": out["error"]["message"]},
    }
    assert "Traceback" not in err


def test_hint_of_a_missing_file_is_unreadable(tmp_path):
    code, out, err = cli("hint", str(tmp_path / "missing.json"))
    assert code == 2 and out["error"]["code"] == "bad_record" and "Traceback" not in err


@pytest.mark.parametrize("command", ["hint", "analyse"])
def test_help(command):
    code, _, _ = cli(command, "--help")
    assert code == 0


def test_analyse_prints_the_record_total_and_a_better_or_equal_game():
    b = deal("CLI7", "B")
    turns = play_deal("B", b.start, b.draw, "easy")
    record = solo_record("cli7", "B", b.start, turns, "Ana")
    code, out, err = cli("analyse", "-", stdin=json.dumps(record))
    assert code == 0, err
    assert set(out) == {"total", "best"} and set(out["best"]) == {"total", "record"}
    code, verdict, _ = cli("verify", "-", stdin=json.dumps(record))
    assert out["total"] == verdict["players"][0]["total"]
    best = out["best"]["record"]
    assert (best["format"], best["seed"], best["side"], best["mode"]) == (
        "hashi/1",
        "CLI7",
        "B",
        "solo",
    )
    assert best["players"][0]["start"] == record["players"][0]["start"]
    assert len(best["players"][0]["turns"]) == 17
    code, verdict, _ = cli("verify", "-", stdin=json.dumps(best))
    assert code == 0 and verdict["final"]
    assert verdict["players"][0]["total"] == out["best"]["total"] >= out["total"]


def test_analyse_exit_codes_follow_verify():
    record = solo_record("CLI7", "A", DEAL.start, [{"number": None, "bridges": [[1, 2]]}], "Ana")
    code, out, _ = cli("analyse", "-", stdin=json.dumps(record))
    assert code == 1 and out["error"]["round"] == 1 and out["error"]["player"] == 0
    code, out, _ = cli("analyse", "-", stdin=json.dumps({**record, "format": "hashi/9"}))
    assert code == 2 and out["error"]["code"] == "bad_record"
    code, out, _ = cli("analyse", "-", stdin="nope")
    assert code == 2 and out["error"]["code"] == "bad_record"
    skip = solo_record("CLI7", "A", DEAL.start, [{"number": None, "bridges": []}], "Ana")
    table = {**skip, "mode": "multi", "players": [skip["players"][0]] * 2}
    assert cli("verify", "-", stdin=json.dumps(table))[0] == 0  # a table's record, legal
    code, out, _ = cli("analyse", "-", stdin=json.dumps(table))
    assert code == 2 and out["error"] == {
        "code": "bad_record",
        "message": "The analysis is for one player's game (players in this record: 2).",
    }
