"""The worker's service: requests and replies as JSON text, moves in their text form."""

from __future__ import annotations

import json

import pytest

from hashi_core import Game, Move, PlaceStart, deal, to_record, verify
from web.bots.bot_service import handle


def position(seed: str = "WORK1", side: str = "A", level: str = "easy") -> dict:
    dealt = deal(seed, side)
    return {
        "side": side,
        "start": dealt.start.to_dict(),
        "turns": [],
        "cards": [dealt.draw[0].to_dict()],
        "level": level,
    }


def test_a_hint_comes_back_as_legal_moves_in_text_form():
    reply = json.loads(handle(json.dumps({"id": 7, "op": "hint", "position": position()})))
    assert reply["id"] == 7 and "error" not in reply
    game = Game("WORK1")
    game.push(PlaceStart(game.deal.start.island, game.deal.start.value))
    moves = [Move.parse(text) for text in reply["moves"]]
    assert reply["moves"][-1] == "end"
    for move in moves:
        game.push(move)  # raises if the suggestion were illegal
    assert len(game.players[0].turns) == 1 and verify(to_record(game))[0] == 0


@pytest.mark.parametrize(
    ("request_text", "key"),
    [
        ("not json", "record.not_json"),
        ("[1, 2]", "record.not_object"),
        ('{"id": 1, "op": "fly"}', "record.field"),
        ('{"id": 1, "op": "hint", "position": {"side": "C"}}', "record.field"),
        ("[" * 50_000, "record.too_deep"),
        ("x" * 300_000, "record.too_big"),  # past MAX_REQUEST, never parsed
    ],
)
def test_a_bad_request_gets_a_refusal_with_a_code_never_an_exception(request_text, key):
    reply = json.loads(handle(request_text))
    assert reply["error"]["code"] == "bad_record" and reply["error"]["key"] == key


def test_a_position_whose_turns_break_a_rule_is_refused_with_the_rule():
    data = position()
    data["turns"] = [{"number": None, "bridges": [[1, 2]]}]
    data["cards"].append(deal("WORK1").draw[1].to_dict())
    reply = json.loads(handle(json.dumps({"id": "x", "op": "hint", "position": data})))
    assert reply["id"] == "x" and reply["error"]["code"] in {
        "no_such_line",
        "bridge_needs_number",
        "wrong_bridge_count",
    }
