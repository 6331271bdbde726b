"""The texts: catalogues complete in every shipped language, plural forms, rendering errors."""

from __future__ import annotations

import importlib
import re
import string
from pathlib import Path

import pytest

from hashi_core import CODES, RecordError, RuleError
from hashi_core.scoring import TITLES
from hashi_texts import (
    CATEGORIES,
    LANGUAGES,
    alternatives,
    catalogue,
    plural_category,
    render,
)

ROOT = Path(__file__).resolve().parent.parent


def shipped() -> list[str]:
    """The languages that have a catalogue module."""
    out = []
    for lang in LANGUAGES:
        try:
            importlib.import_module(f"hashi_texts.catalogues.{lang}")
        except ModuleNotFoundError:
            continue
        out.append(lang)
    return out


def placeholders(message: str | dict[str, str]) -> set[str]:
    forms = (
        [message] if isinstance(message, str) else [v for k, v in message.items() if k != "param"]
    )
    return {
        name.split("!")[0].split(":")[0]
        for form in forms
        for _, name, _, _ in string.Formatter().parse(form)
        if name
    }


@pytest.mark.parametrize("lang", shipped())
def test_every_key_and_placeholder_in_every_shipped_language(lang):
    english, other = catalogue("en"), catalogue(lang)
    assert set(other) == set(english)
    for key, message in english.items():
        assert placeholders(other[key]) <= placeholders(message) | {"count"}, key
        # A count that picks a plural form may be spelled out in a form.
        if isinstance(message, str):
            assert placeholders(other[key]) == placeholders(message), key


@pytest.mark.parametrize("lang", shipped())
def test_plural_messages_give_every_form_the_language_has(lang):
    for key, message in catalogue(lang).items():
        if isinstance(message, dict):
            forms = set(message) - {"param"}
            assert set(CATEGORIES[lang]) <= forms, (lang, key)


@pytest.mark.parametrize(
    ("lang", "cases"),
    [
        ("en", {0: "other", 1: "one", 2: "other", 11: "other", 21: "other"}),
        ("es", {0: "other", 1: "one", 2: "other", 1_000_000: "many"}),
        ("it", {0: "other", 1: "one", 5: "other", 2_000_000: "many"}),
        ("pt", {0: "other", 1: "one", 2: "other", 1_000_000: "many"}),  # pt_PT: 0 rondas
        (
            "pl",
            {
                0: "many",
                1: "one",
                2: "few",
                4: "few",
                5: "many",
                11: "many",
                12: "many",
                14: "many",
                21: "many",
                22: "few",
                24: "few",
                25: "many",
                101: "many",
                112: "many",
                122: "few",
            },
        ),
    ],
)
def test_plural_categories_follow_cldr(lang, cases):
    assert {n: plural_category(lang, n) for n in cases} == cases


def test_a_plural_message_picks_its_form_by_the_named_parameter():
    assert render("ui.island_bridges", "en", bridges=1) == "1 bridge"
    assert render("ui.island_bridges", "en", bridges=3) == "3 bridges"
    assert render("rule.all_bridges_drawn", "en", count=1, drawn=1).startswith(
        "This card draws exactly 1 bridge,"
    )
    assert render("rule.wrong_bridge_count", "en", count=3, drawn=1).startswith(
        "This card draws exactly 3 bridges,"
    )


def engine_keys() -> set[str]:
    """Every message key the rules can produce (``CODES`` is checked against the source)."""
    keys = {code.key for code in CODES}
    keys |= {f"title.{key}" for _, key in TITLES} | {"title.minion"}
    return keys


def test_every_key_the_rules_produce_has_a_text():
    keys = engine_keys()
    assert len(keys) > 30  # the scan really found the rules' keys
    assert keys <= set(catalogue("en"))


@pytest.mark.parametrize("lang", shipped())
def test_a_value_quoted_from_outside_is_cut_short_and_a_short_one_kept(lang):
    huge = [
        render("record.side", lang, value="X" * 200_000, sides=["A", "B"]),
        render("record.island", lang, value=int("9" * 400), side="A"),
        render("record.format", lang, value={"a": list(range(10_000))}),
    ]
    assert all(len(text) < 300 and "\u2026" in text for text in huge), huge
    short = render("record.seed", lang, value="AB-12")
    assert "AB-12" in short and "\u2026" not in short
    assert "3" in render("ui.seed_start", lang, value=3, island=17)  # a number: as it is


@pytest.mark.parametrize("lang", shipped())
def test_errors_render_in_any_language_from_code_key_and_params(lang):
    errors = [
        RuleError("number_below_bridges", island=5, bridges=3),
        RuleError("too_many_bridges", key="island_finished", island=5, limit=2),
        RuleError("bridges_cross", a=3, b=9, other="4-8"),
        RecordError("solo_players", count=2),
    ]
    for error in errors:
        text = render(error.key, lang, **error.params)
        assert text and "{" not in text and text != error.key
    first = render(errors[0].key, lang, **errors[0].params)
    assert "5" in first and "3" in first


def test_an_unknown_key_or_missing_parameter_never_raises():
    assert render("no.such.key") == "no.such.key"
    assert render("rule.island_taken", "en") == "Island {island} already has a number."
    assert render("rule.island_taken", "xx", island=4) == "Island 4 already has a number."


def test_a_message_may_have_parameters_named_lang_or_key():
    assert render("ui.bad_lang_link", "en", lang="'xx'") != "ui.bad_lang_link"
    assert "'xx'" in render("ui.bad_lang_link", "pl", lang="'xx'")


# English words a translation must not keep (loanwords such as "link", "computer" or
# "total" are the languages' own and allowed).
ENGLISH_ONLY = ("seed", "side", "round", "island", "bridge", "score", "hint", "board", "player")


@pytest.mark.parametrize("lang", [lang for lang in shipped() if lang != "en"])
def test_no_english_word_is_left_untranslated(lang):
    english = re.compile(rf"\b({'|'.join(ENGLISH_ONLY)})s?\b", re.IGNORECASE)
    for key, message in catalogue(lang).items():
        forms = (
            [message]
            if isinstance(message, str)
            else [v for k, v in message.items() if k != "param"]
        )
        for form in forms:
            text = re.sub(r"\{[^}]*\}", "", form)  # placeholders keep their English names
            assert not english.search(text), (lang, key, form)


@pytest.mark.parametrize(
    ("lang", "two", "three"),
    [("en", "A or B", "A, B or C"), ("es", "A o B", "A, B o C"), ("pl", "A lub B", "A, B lub C")],
)
def test_choices_are_listed_as_the_language_lists_alternatives(lang, two, three):
    assert alternatives(["A", "B"], lang) == two
    assert alternatives(("A", "B", "C"), lang) == three
    assert alternatives(["A"], lang) == "A"
    # A message's list of choices (``sides``) goes in so, whatever the list holds.
    assert render("record.side", lang, value="C", sides=["A", "B", "C"]).count(three) == 1
