import datetime
import random

import pytest

from hashi_core import RecordError, RuleError, to_record, verify
from hashi_core.share import daily_seed, decode_result, encode_result, merge_standings

from .helpers import message, random_game


def solo_result(seed: str, side: str, name: str, rng_seed: int, rounds: int = 17) -> dict:
    record = to_record(
        random_game(seed, side, random.Random(rng_seed), names=(name,), rounds=rounds)
    )
    return {**record, "mode": "multi"}


@pytest.mark.parametrize("rounds", [0, 5, 17])
def test_result_codes_round_trip_and_are_short(rounds):
    record = solo_result("K7QX2M", "B", "Zoë", 3, rounds)
    code = encode_result(record)
    assert len(code) < 160 and all(c.isalnum() or c in "-_" for c in code)
    assert decode_result(code) == record


def test_damaged_or_tampered_codes_are_refused():
    code = encode_result(solo_result("TAMPER", "A", "Ana", 1))
    flipped = code[:20] + ("A" if code[20] != "A" else "B") + code[21:]
    for bad in (flipped, code[:-3], "", "!!!", code + "AA"):
        with pytest.raises(RecordError) as info:
            decode_result(bad)
        assert info.value.code == "bad_record"


def test_a_code_with_an_illegal_move_is_refused_with_its_rule():
    record = solo_result("ILLEGAL", "A", "Ana", 2)
    record["players"][0]["start"]["island"] = 1  # a red flag: no start there
    with pytest.raises(RuleError) as info:
        decode_result(encode_result(record))
    assert info.value.code == "bad_start"


def test_standings_merge_players_with_multi_player_scoring():
    results = [solo_result("FRIENDS", "A", name, i) for i, name in enumerate(["Ana", "Ben", "Cy"])]
    merged = merge_standings([*results, results[0]])  # Ana's link opened twice
    assert [p["name"] for p in merged["players"]] == ["Ana", "Ben", "Cy"]
    code, verdict = verify(merged)
    assert code == 0 and verdict["final"]
    singles = [verify(r)[1]["players"][0] for r in results]
    for bonus in ("red", "blue", "chain"):
        rounds = [s[bonus]["round"] for s in singles]
        reached = [r for r in rounds if r is not None]
        for r, player in zip(rounds, verdict["players"], strict=True):
            if r is None:
                assert player[bonus]["points"] == 0
            else:
                values = {"red": (9, 5), "blue": (7, 3), "chain": (8, 4)}[bonus]
                assert player[bonus]["points"] == values[0 if r == min(reached) else 1]
    same_name = solo_result("FRIENDS", "A", "Ana", 9)
    names = [p["name"] for p in merge_standings([results[0], same_name])["players"]]
    assert names == ["Ana", "Ana (2)"]


def test_standings_refuse_another_deal():
    with pytest.raises(RecordError) as info:
        merge_standings([solo_result("ONE", "A", "Ana", 1), solo_result("TWO", "A", "Ben", 2)])
    assert "TWO" in message(info.value)
    with pytest.raises(RecordError):
        merge_standings([solo_result("ONE", "A", "Ana", 1), solo_result("ONE", "B", "Ben", 2)])


def test_daily_seed_is_the_same_for_everyone_that_day():
    day = datetime.date(2026, 11, 25)
    assert daily_seed(day) == "DAY-2026-11-25"
    assert daily_seed(day) != daily_seed(day + datetime.timedelta(days=1))
