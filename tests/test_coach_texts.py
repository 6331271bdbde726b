"""Every language says every kind of reason, with the plural form its count asks for."""

from __future__ import annotations

import pytest

from hashi_core import BONUSES
from hashi_texts import LANGUAGES, catalogue, plural_category
from hashi_texts.coach import advice

COUNTS = (0, 1, 2, 5, 22)  # plural boundaries: pl's one, few and many; pt's 0 as one


def reasons_with(n: int) -> list[tuple[str, dict[str, object]]]:
    """One reason of each kind (each bonus's keys too), its counts all ``n``."""
    islands = tuple(range(3, 3 + n))
    out: list[tuple[str, dict[str, object]]] = [
        ("coach.finishes", {"islands": islands, "count": n}),
        ("coach.keeps_open", {"island": 12, "number": 6}),
        ("coach.needs", {"island": 7, "count": n}),
        ("coach.no_room", {"number": 6}),
    ]
    for bonus in BONUSES:
        out.append((f"coach.reaches_{bonus}", {"bonus": bonus, "points": n}))
        out.append((f"coach.completes_{bonus}", {"bonus": bonus, "points": 0}))
        for points in (n, 0):  # 0: a table's, without the points
            closer = {"bonus": bonus, "done": 4, "need": 6, "rounds": n, "points": points}
            out.append((f"coach.closer_{bonus}", closer))
    return out


def form(lang: str, key: str, n: int, **params: object) -> str:
    """``key``'s form for ``n`` in ``lang``, filled: read straight from the catalogue."""
    message = catalogue(lang)[key]
    assert isinstance(message, dict), key
    return message[plural_category(lang, n)].format(**params)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("n", COUNTS)
def test_every_reason_renders_in_every_language_with_its_plural(lang, n):
    points = form(lang, "coach.points", n, points=n)
    for key, params in reasons_with(n):
        text = advice(4, 7, [(key, params)], lang)
        assert key in catalogue(lang), key
        assert "{" not in text and "}" not in text and "coach." not in text, text
        assert text.endswith("."), text
        if key == "coach.finishes":
            assert form(lang, key, n, islands="\x00").split("\x00")[0] in text
        elif key == "coach.needs":
            assert form(lang, key, n, island=7, count=n) in text
        elif key.startswith("coach.reaches_"):
            assert points in text
        elif key.startswith("coach.closer_") and params["points"]:
            assert form(lang, "coach.left_for", n, rounds=n, points=points) in text
        elif key.startswith("coach.closer_"):
            assert form(lang, "coach.left", n, rounds=n) in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_hint_says_what_to_write_then_at_most_two_reasons(lang):
    finishes = ("coach.finishes", {"islands": (7, 8, 11), "count": 3})
    needs = ("coach.needs", {"island": 7, "count": 2})
    kept = ("coach.keeps_open", {"island": 12, "number": 6})
    bare = advice(4, 7, [], lang)
    skip = advice(4, None, [], lang)
    assert "4" in bare and "7" in bare and bare != skip and "4" not in skip
    one = advice(4, 7, [finishes], lang)
    assert one.startswith(bare[:-1]) and "7, 8" in one and "11" in one
    two = advice(4, 7, [finishes, needs], lang)
    assert two.startswith(one[:-1]) and len(two) > len(one)
    assert advice(4, 7, [finishes, needs, kept], lang) == two  # never more than two


def test_polish_counts_rounds_and_points_by_its_own_forms():
    said = {
        n: advice(4, 7, [("coach.closer_chain", closer)], "pl")
        for n in COUNTS
        for closer in [{"bonus": "chain", "done": 4, "need": 6, "rounds": n, "points": n}]
    }
    assert "1 punkt " in said[1] and "została 1 runda" in said[1]
    assert "2 punkty" in said[2] and "22 punkty" in said[22] and "zostały 22 rundy" in said[22]
    assert "5 punktów" in said[5] and "zostało 5 rund" in said[5]
    assert "zostało 0 rund" in said[0] and "punkt" not in said[0]  # no points: none said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_skipping_the_card_with_its_reasons_is_one_sentence_with_one_colon(lang):
    """(It was "Skip this card: no number and no bridges this round: no island can take
    a 1.", two colons, in every language.)"""
    bare = advice(1, None, [], lang, bridges=False)
    assert bare.count(":") == 1
    for key, params in reasons_with(4):
        for reasons in ([(key, params)], [("coach.no_room", {"number": 1}), (key, params)]):
            said = advice(1, None, reasons, lang, bridges=False)
            assert said.count(":") == 1 and said.startswith(bare[:-1]), said
            assert said.endswith(advice(1, 7, reasons, lang).split(": ", 1)[1]), said
            kept = advice(1, None, reasons, lang)  # (no number, but bridges: one colon too)
            assert kept.count(":") == 1, kept


def test_polish_joins_two_reasons_with_i_not_a_second_a():
    """(It was "to kończy wyspę 6, a masz 1 z 3 niebieskich flag, a na 7 punktów zostały
    4 rundy": "a" twice.) The join adds no "a" to what the reasons say."""
    finishes = ("coach.finishes", {"islands": (6,), "count": 1})
    closer = {"bonus": "blue", "done": 1, "need": 3, "rounds": 4, "points": 7}
    said = advice(4, 6, [finishes, ("coach.closer_blue", closer)], "pl")
    assert said == (
        "Wpisz 4 na wyspie 6: to kończy wyspę 6 i masz 1 z 3 niebieskich flag, "
        "a na 7 punktów zostały 4 rundy."
    )
    reasons = reasons_with(4)
    for first in reasons:
        for second in reasons:
            alone = [advice(4, 7, [r], "pl").count(" a ") for r in (first, second)]
            assert advice(4, 7, [first, second], "pl").count(" a ") == sum(alone)
