import copy
import json
import random

import pytest

from hashi_cli import english
from hashi_core import (
    Card,
    DrawBridge,
    EndTurn,
    Game,
    PlaceStart,
    Record,
    RecordError,
    Start,
    Turn,
    WriteNumber,
    from_record,
    load_record,
    table_round,
    to_record,
    verify,
)
from hashi_core.moves import step_from_dict
from hashi_texts import render

from .helpers import bridge, cli, random_game, seeded_game_with


@pytest.fixture(scope="module")
def finished_record() -> dict:
    return to_record(random_game("REC1", "A", random.Random(5)))


def test_a_record_holds_numbers_double_bridges_and_empty_turns_and_replays():
    game = seeded_game_with((5, 3))
    game.push(WriteNumber(12))
    for line in ("12-13", "12-13", "13-14"):
        game.push(bridge(line))
    game.push(EndTurn())
    game.push(EndTurn())
    record = to_record(game)
    assert record == {
        "format": "hashi/1",
        "seed": game.seed,
        "side": "A",
        "mode": "solo",
        "players": [
            {
                "name": "Player",
                "start": {"island": 13, "value": 4},
                "turns": [
                    {"number": 12, "bridges": [[12, 13], [12, 13], [13, 14]]},
                    {"number": None, "bridges": []},
                ],
            }
        ],
    }
    code, verdict = verify(record)
    assert code == 0 and verdict["valid"] and not verdict["final"]
    assert verdict["players"][0]["finished"] == 0
    assert verdict["players"][0]["title"] == "minion"


def test_round_trip_is_the_identity_mid_round_included(finished_record):
    assert to_record(from_record(finished_record)) == finished_record
    game = seeded_game_with((5, 3))
    game.push(WriteNumber(12))
    game.push(bridge("12-13"))
    record = to_record(game)
    assert record["players"][0]["draft"] == [{"number": 12}, {"bridge": [12, 13]}]
    again = from_record(json.loads(json.dumps(record)))
    assert to_record(again) == record
    again.undo()
    assert again.players[0].sheet.bridges == {}


def test_a_setup_in_progress_reads_back_only_when_asked_for():
    """The engine reads its own save of a table still writing its starts; verify does not."""
    game = Game("TABLE3", "A", "multi", ["Ana", "Ben", "Cy"])
    game.push(PlaceStart(game.deal.start.island, 4), 1)
    record = json.loads(json.dumps(to_record(game)))
    assert record["players"][0]["start"] is None
    back = from_record(record, in_setup=True)
    assert to_record(back) == record
    assert [p.start for p in back.players] == [None, game.players[1].start, None]
    with pytest.raises(RecordError) as refused:
        from_record(record)
    assert refused.value.key == "record.field" and refused.value.params == {"field": "start"}
    assert verify(record)[0] == 2
    # A null start with turns after it is no setup: refused either way.
    broken = copy.deepcopy(record)
    broken["players"][0]["turns"] = [{"number": None, "bridges": []}]
    with pytest.raises(RecordError):
        from_record(broken, in_setup=True)


def test_bridge_pairs_may_name_islands_in_either_order(finished_record):
    flipped = copy.deepcopy(finished_record)
    for turn in flipped["players"][0]["turns"]:
        turn["bridges"] = [[b, a] for a, b in turn["bridges"]]
    assert verify(flipped) == verify(finished_record)


def test_seed_case_does_not_matter(finished_record):
    lower = {**finished_record, "seed": finished_record["seed"].lower()}
    assert verify(lower) == verify(finished_record)


def _mutate(record, path, value):
    data = copy.deepcopy(record)
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("format",), "hashi/2"),
        (("format",), KeyError),
        (("seed",), "bad seed!"),
        (("seed",), ""),
        (("seed",), 42),
        (("side",), "C"),
        (("mode",), "duel"),
        (("players",), []),
        (("players",), "Ana"),
        (("players", 0, "name"), 7),
        (("players", 0, "start"), None),
        (("players", 0, "start", "island"), 19),
        (("players", 0, "start", "value"), "4"),
        (("players", 0, "turns"), {}),
        (("players", 0, "turns", 0), []),
        (("players", 0, "turns", 0, "number"), 0),
        (("players", 0, "turns", 0, "number"), True),
        (("players", 0, "turns", 0, "number"), KeyError),
        (("players", 0, "turns", 0, "bridges"), None),
        (("players", 0, "turns", 0, "bridges"), [[1, 2, 3]]),
        (("players", 0, "turns", 0, "bridges"), [[1, 99]]),
        (("players", 0, "draft"), "x"),
        (("players", 0, "draft"), [{"number": 1, "bridge": [1, 2]}]),
    ],
)
def test_unreadable_records(finished_record, path, value):
    code, verdict = verify(_mutate(finished_record, path, value))
    assert code == 2
    assert verdict["valid"] is False and verdict["error"]["code"] == "bad_record"
    assert verdict["error"]["key"].startswith("record.")


def test_solo_needs_exactly_one_player(finished_record):
    two = {**finished_record, "players": finished_record["players"] * 2}
    assert verify(two)[0] == 2
    assert verify({**two, "mode": "multi"})[0] == 0
    assert verify({**two, "mode": "multi", "players": two["players"] * 3})[0] == 2


@pytest.mark.parametrize("data", [None, [], "hashi", 3, {"format": "hashi/1"}])
def test_not_a_record_at_all(data):
    assert verify(data)[0] == 2


def test_load_record_refuses_broken_json():
    with pytest.raises(RecordError):
        load_record("{not json")
    with pytest.raises(RecordError):
        load_record("[" * 100000)


def _solo(turns, start=(13, 4), seed=None):
    seed = seed or Game("X").seed
    return {
        "format": "hashi/1",
        "seed": seed,
        "side": "A",
        "mode": "solo",
        "players": [
            {
                "name": "Ana",
                "start": {"island": start[0], "value": start[1]},
                "turns": turns,
            }
        ],
    }


def test_first_rule_broken_is_reported_with_player_and_round():
    skip = {"number": None, "bridges": []}
    code, verdict = verify(_solo([], start=(1, 3)))
    assert code == 1
    assert verdict["error"] == {
        "player": 0,
        "round": 0,
        "code": "bad_start",
        "key": "rule.bad_start",
        "params": {},
    }
    code, verdict = verify(_solo([skip, {"number": 13, "bridges": []}]))
    assert (code, verdict["error"]["round"], verdict["error"]["code"]) == (1, 2, "island_taken")
    code, verdict = verify(_solo([skip] * 18))
    assert verdict["error"]["round"] == 18 and verdict["error"]["code"] == "too_many_rounds"
    code, verdict = verify(_solo([{"number": None, "bridges": [[13, 14]]}] + [skip] * 3))
    assert verdict["error"]["code"] in ("wrong_bridge_count",)
    assert verdict["error"]["round"] == 1


def test_rounds_are_searched_before_players():
    skip = {"number": None, "bridges": []}
    bad = {"number": 13, "bridges": []}
    record = _solo([skip, bad])
    ben = copy.deepcopy(record["players"][0]) | {"name": "Ben", "turns": [bad]}
    record = {**record, "mode": "multi", "players": [record["players"][0], ben]}
    code, verdict = verify(record)
    assert code == 1 and verdict["error"]["player"] == 1 and verdict["error"]["round"] == 1


def test_multi_players_may_be_at_different_rounds():
    game = Game("MULTI", "B", "multi", ["Ana", "Ben"])
    game.push(PlaceStart(12, 3), 0)
    game.push(PlaceStart(12, 4), 1)
    game.push(EndTurn(), 0)
    record = to_record(game)
    code, verdict = verify(record)
    assert code == 0 and [len(p["turns"]) for p in record["players"]] == [1, 0]
    assert verdict["winners"] == ["Ana", "Ben"]


# -- the command line ---------------------------------------------------------------


def test_cli_verify_file_and_stdin(tmp_path, finished_record):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(finished_record))
    code, data, _ = cli("verify", str(path))
    assert code == 0 and data == english(verify(finished_record)[1])
    assert set(data) == {"valid", "final", "players", "winners"}
    assert set(data["players"][0]) == {
        "name",
        "finished",
        "island_points",
        "red",
        "blue",
        "chain",
        "total",
        "title",
    }
    code, data, _ = cli("verify", "-", stdin=json.dumps(finished_record))
    assert code == 0 and data["final"] is True


def test_cli_verify_reports_broken_rules_and_unreadable_input(tmp_path):
    code, data, _ = cli("verify", "-", stdin=json.dumps(_solo([], start=(6, 3))))
    assert code == 1 and data["error"]["code"] == "bad_start"
    assert set(data["error"]) == {"player", "round", "code", "message"}
    assert data["error"]["message"] == "The start must be a 3 or a 4 on an island without a flag."
    for text in ("", "{", "[1, 2]", '{"format": "hashi/1"}'):
        code, data, err = cli("verify", "-", stdin=text)
        assert code == 2 and data["error"]["code"] == "bad_record" and "Traceback" not in err
    code, data, err = cli("verify", str(tmp_path / "missing.json"))
    assert code == 2 and data["error"]["code"] == "bad_record" and "Traceback" not in err
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    code, data, err = cli("verify", str(binary))
    assert code == 2 and "Traceback" not in err


def test_cli_help_for_each_command():
    for args in (["--help"], ["board", "--help"], ["deal", "--help"], ["verify", "--help"]):
        code, _, _ = cli(*args)
        assert code == 0


# -- the values' data forms ---------------------------------------------------------------


def test_values_come_back_from_their_data_form():
    turn = Turn(12, ((7, 12), (13, 12)))
    assert turn.to_dict() == {"number": 12, "bridges": [[7, 12], [13, 12]]}
    assert Turn.from_dict(json.loads(json.dumps(turn.to_dict())), "A") == turn
    assert Turn.from_dict({"number": None, "bridges": []}, "B") == Turn(None, ())
    assert Start.from_dict(Start(7, 4).to_dict(), "A") == Start(7, 4)
    assert Card.from_dict(Card(6, 3).to_dict()) == Card(6, 3)
    for step in (WriteNumber(9), DrawBridge(12, 9)):
        assert step_from_dict(json.loads(json.dumps(step.to_dict())), "A") == step
    assert DrawBridge(12, 9).to_dict() == {"bridge": [9, 12]}


@pytest.mark.parametrize(
    ("read", "data", "key", "params"),
    [
        (lambda d: Turn.from_dict(d, "A"), [], "field", {"field": "turns"}),
        (lambda d: Turn.from_dict(d, "A"), {"bridges": []}, "field", {"field": "number"}),
        (lambda d: Turn.from_dict(d, "A"), {"number": None}, "field", {"field": "bridges"}),
        (lambda d: Turn.from_dict(d, "A"), {"number": 19, "bridges": []}, "island", None),
        (lambda d: Turn.from_dict(d, "A"), {"number": 1, "bridges": [[1]]}, "field", None),
        (lambda d: Start.from_dict(d, "B"), {"island": 7}, "field", {"field": "start"}),
        (lambda d: Start.from_dict(d, "B"), {"island": 0, "value": 3}, "island", None),
        (lambda d: Start.from_dict(d, "B"), None, "field", {"field": "start"}),
        (Card.from_dict, {"number": 7, "bridges": 1}, "field", {"field": "cards"}),
        (Card.from_dict, {"number": 1, "bridges": True}, "field", {"field": "cards"}),
        (Card.from_dict, {"number": 1, "bridges": 1, "x": 0}, "field", {"field": "cards"}),
        (lambda d: step_from_dict(d, "A"), {"number": 1, "bridge": [1, 2]}, "field", None),
        (lambda d: step_from_dict(d, "A"), {"bridge": [1, 99]}, "island", None),
    ],
)
def test_values_refuse_data_that_is_not_theirs_naming_the_field(read, data, key, params):
    with pytest.raises(RecordError) as info:
        read(data)
    assert info.value.key == f"record.{key}"
    if params is not None:
        assert info.value.params == params


def test_a_record_value_writes_what_it_reads_and_plays_its_game(finished_record):
    record = Record.from_dict(finished_record)
    assert record.to_dict() == finished_record and record.final
    game = record.replay()
    assert Record.of(game) == record and to_record(game) == finished_record
    first = record.players[0]
    solo = Record.solo(record.seed, record.side, first.placed, first.turns[:3], "Bo")
    assert table_round(solo) == 4 and not solo.final
    assert solo.replay().players[0].turns == game.players[0].turns[:3]
    assert solo.to_dict()["players"] == [
        {
            "name": "Bo",
            "start": first.placed.to_dict(),
            "turns": finished_record["players"][0]["turns"][:3],
        }
    ]


@pytest.mark.parametrize(
    ("data", "key"),
    [
        ({"name": "x", "scores": [1, 2]}, "record.not_object"),  # JSON, not a game record
        ({"format": None, "seed": "S"}, "record.not_object"),
        ({"format": "hashi/2"}, "record.format"),  # a record of another version: named
    ],
)
def test_json_that_is_not_a_record_is_told_so_not_named_as_a_format(data, key):
    with pytest.raises(RecordError) as info:
        from_record(data)
    assert info.value.key == key
    said = render(key, "en", **info.value.params)
    assert "it is not a game record" not in said and "{" not in said
