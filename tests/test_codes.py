"""``CODES``, the engine's refusals: complete, exact, and right about what ``verify`` reports.

The list is checked against the source: every place in the project that
makes an engine error (``RuleError``, ``Refusal``, ``RecordError``,
``MoveParseError``) names a listed code, key and parameters, and every listed
one is made somewhere. Its ``verify`` flag is checked by records that break
each rule.
"""

from __future__ import annotations

import ast
import json

import pytest

from hashi_cli import main
from hashi_core import (
    CODES,
    ErrorCode,
    HashiError,
    RecordError,
    RuleError,
    from_record,
    load_record,
)
from hashi_core.deal import DECK, Card, Deal, Start
from hashi_core.record import MAX_JSON_CHARS, MAX_JSON_DEPTH
from hashi_texts import render

from .helpers import ROOT, message

SCANNED = ("hashi_core", "hashi_bots", "hashi_cli", "web")
# Where an error is passed on rather than made: its code comes from another error's data.
PASSED_ON = {("hashi_core/game.py", "error"), ("hashi_core/errors.py", "from_dict")}
MAKERS = {"RuleError", "Refusal", "RecordError", "MoveParseError"}


def _text(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _made(call: ast.Call, maker: str) -> tuple[str | None, str | None, frozenset[str] | None]:
    """(code, key, params) of one error made in the source; None where not a literal."""
    kw = {k.arg: k.value for k in call.keywords}
    if maker == "MoveParseError":
        return "bad_move", "move.unreadable", frozenset({"text"})
    if maker == "RecordError":
        key = _text(call.args[0]) if call.args else None
        params = None if None in kw else frozenset(kw)
        return "bad_record", key and f"record.{key}", params
    code = _text(call.args[0]) if call.args else None
    if maker == "RuleError":
        extra = kw.pop("key", None) or (call.args[1] if len(call.args) > 1 else None)
        key = _text(extra) if extra is not None else code
        params = None if None in kw else frozenset(kw)
        return code, key and f"rule.{key}", params
    # Refusal(code, {params}, key=None)
    table = call.args[1] if len(call.args) > 1 else None
    names = [_text(k) for k in table.keys] if isinstance(table, ast.Dict) else [None]
    params = None if None in names else frozenset(n for n in names if n is not None)
    extra = kw.get("key") or (call.args[2] if len(call.args) > 2 else None)
    key = _text(extra) if extra is not None else code
    return code, key and f"rule.{key}", params


def made_in_source() -> list[tuple[str, int, tuple[str | None, str | None, frozenset[str] | None]]]:
    """Every engine error made in the scanned packages: (file, line, (code, key, params))."""
    found = []
    for package in SCANNED:
        for path in sorted((ROOT / package).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for func in [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]:
                if (name, func.name) in PASSED_ON:
                    continue
                for node in ast.walk(func):
                    if not isinstance(node, ast.Call):
                        continue
                    callee = node.func
                    maker = callee.id if isinstance(callee, ast.Name) else None
                    if maker in MAKERS:
                        found.append((name, node.lineno, _made(node, maker)))
    # A call nested in two functions is seen twice: once is enough.
    return sorted(set(found))


def listed(code: ErrorCode) -> tuple[str, str, frozenset[str]]:
    return code.code, code.key, frozenset(code.params)


def test_every_error_made_anywhere_is_listed_with_its_key_and_parameters():
    made = made_in_source()
    assert len(made) > 60, "the scan found the places that make errors"
    known = {listed(code) for code in CODES}
    unlisted = [(where, line, what) for where, line, what in made if what not in known]
    assert unlisted == [], "make errors with literal codes, keys and params listed in CODES"


def test_every_listed_code_is_made_somewhere_and_listed_once():
    made = {what for _, _, what in made_in_source()}
    assert [listed(code) for code in CODES if listed(code) not in made] == []
    assert len({(c.code, c.key) for c in CODES}) == len(CODES)


def test_the_scan_sees_a_code_that_is_not_listed(tmp_path, monkeypatch):
    """The scan is not vacuous: a new refusal without its entry is caught."""
    fake = tmp_path / "hashi_core"
    fake.mkdir()
    (fake / "extra.py").write_text(
        "def f():\n    raise RuleError('no_such_rule', island=1)\n", encoding="utf-8"
    )
    monkeypatch.setattr(f"{__name__}.ROOT", tmp_path)
    monkeypatch.setattr(f"{__name__}.SCANNED", ("hashi_core",))
    assert made_in_source() == [
        ("hashi_core/extra.py", 2, ("no_such_rule", "rule.no_such_rule", frozenset({"island"})))
    ]


# -- what verify reports ----------------------------------------------------------------

# Side A: start 3=4; round 1 (6, 2): 9 gets 6, two bridges 3-10; round 2 (5, 3): 11 gets 5,
# two bridges 9-10 and one 10-11 (10, a red flag without a number, has 5 bridges). Round 3's
# card is (4, 3); each case is a draft for round 3 that breaks one rule at its last step.
FIRST = [Card(6, 2), Card(5, 3), Card(4, 3)]
DEAL = Deal.scripted("A", FIRST + [c for c in DECK if c not in FIRST][:14], Start(3, 4))
TURNS = [
    {"number": 9, "bridges": [[3, 10], [3, 10]]},
    {"number": 11, "bridges": [[9, 10], [9, 10], [10, 11]]},
]
DRAFTS = {
    ("island_taken", "rule.island_taken"): [{"number": 9}],
    ("flag_needs_bridge", "rule.flag_needs_bridge"): [{"number": 1}],
    ("number_below_bridges", "rule.number_below_bridges"): [{"number": 10}],
    ("number_written", "rule.number_written"): [{"number": 17}, {"number": 18}],
    ("no_such_line", "rule.no_such_line"): [{"bridge": [1, 18]}],
    ("bridge_needs_number", "rule.bridge_needs_number"): [{"bridge": [1, 2]}],
    ("line_full", "rule.line_full"): [{"bridge": [3, 10]}],
    ("bridges_cross", "rule.bridges_cross"): [{"number": 7}, {"bridge": [6, 7]}],
    ("too_many_bridges", "rule.too_many_bridges"): [
        {"number": 17},
        {"bridge": [10, 11]},
        {"bridge": [10, 17]},
    ],
    ("too_many_bridges", "rule.island_finished"): [
        {"number": 2},
        {"bridge": [2, 3]},
        {"bridge": [2, 3]},
        {"bridge": [3, 4]},
    ],
    ("wrong_bridge_count", "rule.all_bridges_drawn"): [
        {"number": 18},
        {"bridge": [14, 18]},
        {"bridge": [14, 18]},
        {"bridge": [17, 18]},
        {"bridge": [17, 18]},
    ],
}


def _record(start: dict[str, int], turns: list[dict], draft: list[dict]) -> dict:
    player = {"name": "Ana", "start": start, "turns": turns, "draft": draft}
    return {"format": "hashi/1", "seed": "CODES", "side": "A", "mode": "solo", "players": [player]}


def _refusal(record: object) -> tuple[str, str]:
    with pytest.raises(HashiError) as info:
        from_record(record, DEAL)
    return info.value.code, info.value.key


def reported_by_records() -> set[tuple[str, str]]:
    """What records of this deal make the replay refuse, case by case (each checked)."""
    start, skip = {"island": 3, "value": 4}, {"number": None, "bridges": []}
    from_record(_record(start, TURNS, []), DEAL)  # the position itself is legal
    seen = set()
    for (code, key), draft in DRAFTS.items():
        assert _refusal(_record(start, TURNS, draft)) == (code, key)
        seen.add((code, key))
    seen.add(_refusal(_record({"island": 3, "value": 5}, [], [])))
    seen.add(_refusal(_record(start, [*TURNS, *[skip] * 16], [])))
    # A round done with fewer bridges than its card draws (round 2's card draws 3).
    short = {"number": 11, "bridges": [[9, 10]]}
    assert _refusal(_record(start, [TURNS[0], short], [])) == (
        "wrong_bridge_count",
        "rule.wrong_bridge_count",
    )
    seen.add(("wrong_bridge_count", "rule.wrong_bridge_count"))
    return seen


def test_each_rule_marked_for_verify_is_reported_for_some_record():
    seen = reported_by_records()
    rules = {(c.code, c.key) for c in CODES if c.verify and c.code not in ("bad_record",)}
    assert seen == rules


UNREADABLE = {
    "record.not_object": [],
    "record.format": {"format": "hashi/2"},
    "record.seed": {"format": "hashi/1", "seed": "no seed"},
    "record.side": {"format": "hashi/1", "seed": "S", "side": "C"},
    "record.mode": {"format": "hashi/1", "seed": "S", "side": "A", "mode": "duo"},
    "record.no_players": {
        "format": "hashi/1",
        "seed": "S",
        "side": "A",
        "mode": "multi",
        "players": [],
    },
    "record.solo_players": _record({"island": 3, "value": 4}, [], []) | {"players": [{}, {}]},
    "record.too_many_players": {
        "format": "hashi/1",
        "seed": "S",
        "side": "A",
        "mode": "multi",
        "players": [{}] * 5,
    },
    "record.field": _record({"island": 3, "value": "4"}, [], []),
    "record.name_long": _record({"island": 3, "value": 4}, [], [])
    | {"players": [{"name": "W" * 41, "start": {"island": 3, "value": 4}, "turns": []}]},
    "record.island": _record({"island": 30, "value": 4}, [], []),
}


def test_each_unreadable_record_marked_for_verify_is_reported(tmp_path, capsys):
    def verify_file(text: str) -> str:
        path = tmp_path / "record.json"
        path.write_text(text, encoding="utf-8")
        assert main(["verify", str(path)]) == 2
        error = json.loads(capsys.readouterr().out)["error"]
        assert error["code"] == "bad_record"
        return error["message"]

    seen = set()
    for key, data in UNREADABLE.items():
        with pytest.raises(RecordError) as info:
            from_record(data)
        assert info.value.key == key
        assert verify_file(json.dumps(data)) == message(info.value)
        seen.add(key)
    for text in ("{not json", "[" * (MAX_JSON_DEPTH + 1), " " * (MAX_JSON_CHARS + 1)):
        with pytest.raises(RecordError) as info:
            load_record(text)
        assert verify_file(text) == message(info.value)
        seen.add(info.value.key)
    assert main(["verify", str(tmp_path / "missing.json")]) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    reason = error["message"].split(": ", 1)[1]
    assert error == {
        "code": "bad_record",
        "message": render("record.unreadable_file", reason=reason),
    }
    seen.add("record.unreadable_file")
    assert seen == {c.key for c in CODES if c.verify and c.code == "bad_record"}


# -- an error as data ---------------------------------------------------------------------


def test_an_error_comes_back_from_its_data_with_where_it_happened():
    rule = RuleError("bridges_cross", a=3, b=10, other="6-7")
    rule.player, rule.round = 1, 4
    for error in (rule, RecordError("field", field="turns"), HashiError("internal", "ui.x", {})):
        data = json.loads(json.dumps(error.to_dict()))
        back = HashiError.from_dict(data)
        assert type(back) is (RuleError if error is rule else HashiError)
        assert back.to_dict() == error.to_dict() == data
    assert list(rule.to_dict()) == ["player", "round", "code", "key", "params"]


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"code": "x", "key": "y"},
        {"code": 1, "key": "y", "params": {}},
        {"code": "x", "key": "y", "params": {}, "player": "0", "round": 1},
    ],
)
def test_data_that_is_not_an_error_is_refused(data):
    with pytest.raises(ValueError):
        HashiError.from_dict(data)
