import re

import pytest

from hashi_core import DECK, ROUNDS, deal, new_seed, normalise_seed

from .helpers import cli

# Pinned forever: a seed's deal must never change (CPython and Pyodide alike).
# seed, side, hidden card, draw as number+bridges pairs, start island, start value
GOLDEN = [
    ("K7QX2M", "A", "12", "2243133311314121426153526323325162", 13, 4),
    ("K7QX2M", "B", "12", "2243133311314121426153526323325162", 11, 3),
    ("1", "A", "22", "1233513243136253114142316361232152", 13, 3),
    ("1", "B", "22", "1233513243136253114142316361232152", 12, 3),
    ("HASHI", "A", "43", "2262336112114131532113513242235263", 17, 3),
    ("HASHI", "B", "43", "2262336112114131532113513242235263", 12, 4),
    ("zz_top-9", "A", "22", "6251231253334143131132634261523121", 9, 4),
    ("zz_top-9", "B", "22", "6251231253334143131132634261523121", 2, 4),
    ("A" * 64, "A", "33", "6222312351632111535261134243324112", 9, 3),
    ("A" * 64, "B", "33", "6222312351632111535261134243324112", 12, 4),
]


@pytest.mark.parametrize(("seed", "side", "hidden", "draw", "island", "value"), GOLDEN)
def test_golden_deals(seed, side, hidden, draw, island, value):
    d = deal(seed, side)
    assert f"{d.hidden.number}{d.hidden.bridges}" == hidden
    assert "".join(f"{c.number}{c.bridges}" for c in d.draw) == draw
    assert (d.start.island, d.start.value) == (island, value)


def test_deck_has_every_card_once_and_a_deal_uses_all():
    assert len(DECK) == 18 and len(set(DECK)) == 18
    assert {(c.number, c.bridges) for c in DECK} == {(n, b) for n in range(1, 7) for b in (1, 2, 3)}
    d = deal("ANY")
    assert sorted([d.hidden, *d.draw]) == sorted(DECK)


def test_seeds_are_case_insensitive():
    assert deal("k7qx2m", "B") == deal("K7QX2M", "B")
    assert normalise_seed("ab_c-1") == "AB_C-1"


@pytest.mark.parametrize("bad", ["", "a" * 65, "has space", "é", "a/b", "<script>"])
def test_malformed_seeds_are_refused(bad):
    with pytest.raises(ValueError):
        normalise_seed(bad)


def test_new_seeds_are_six_crockford_characters():
    seeds = {new_seed() for _ in range(200)}
    assert all(re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{6}", s) for s in seeds)
    assert len(seeds) > 190


def test_starts_are_fair_plain_islands():
    from hashi_core import get_board

    for side in "AB":
        board = get_board(side)
        for i in range(50):
            start = deal(f"S{i}", side).start
            assert board.island(start.island).flag is None
            assert start.value in (3, 4)


def test_cli_deal():
    code, data, _ = cli("deal", "k7qx2m", "--side", "B")
    assert code == 0
    assert data == deal("K7QX2M", "B").to_dict()
    assert data["seed"] == "K7QX2M" and len(data["draw"]) == 17
    code, data, _ = cli("deal", "HASHI")
    assert data["side"] == "A"
    code, data, err = cli("deal", "not a seed!")
    assert code == 2 and "Traceback" not in err
    assert data == {
        "valid": False,
        "error": {
            "code": "bad_record",
            "message": "The seed 'not a seed!' is not valid: use 1-64 letters, digits, '_' or '-'.",
        },
    }


@pytest.mark.parametrize(
    "args",
    [(), ("board",), ("board", "C"), ("deal", "X", "--side", "b"), ("play",), ("verify", "a", "b")],
)
def test_cli_usage_errors_are_json_on_stdout_and_usage_on_stderr(args):
    code, data, err = cli(*args)
    assert code == 2 and "usage: python -m hashi_core" in err and "Traceback" not in err
    assert data is not None and data["valid"] is False and data["error"]["code"] == "usage"
    assert data["error"]["message"] in err


def test_the_cards_of_the_first_rounds_are_the_deals_own_in_order():
    d = deal("K7QX2M", "B")
    assert d.played(0) == d.played(-3) == ()
    assert d.played(3) == d.draw[:3] and len(d.played(3)) == 3
    assert d.played(ROUNDS + 5) == d.draw and len(d.draw) == ROUNDS
