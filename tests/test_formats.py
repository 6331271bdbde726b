"""Numbers and dates in each language's own form (CLDR)."""

from __future__ import annotations

import datetime

import pytest

from hashi_texts import LANGUAGES
from hashi_texts.formats import CONVENTIONS, format_date, format_int

NBSP = "\u00a0"


def test_every_language_has_its_conventions():
    assert set(CONVENTIONS) == set(LANGUAGES)


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        ("en", ["0", "999", "1,000", "12,345", "1,234,567", "-1,000"]),
        ("es", ["0", "999", "1000", "12.345", "1.234.567", "-1000"]),
        ("pt", ["0", "999", "1000", f"12{NBSP}345", f"1{NBSP}234{NBSP}567", "-1000"]),
        ("it", ["0", "999", "1000", "12.345", "1.234.567", "-1000"]),
        ("pl", ["0", "999", "1000", f"12{NBSP}345", f"1{NBSP}234{NBSP}567", "-1000"]),
    ],
)
def test_integers_are_grouped_as_the_language_groups_them(lang, shown):
    assert [format_int(n, lang) for n in (0, 999, 1000, 12345, 1234567, -1000)] == shown


@pytest.mark.parametrize(
    ("lang", "long", "short"),
    [
        ("en", "3/5/2026", "3/5"),
        ("es", "5/3/2026", "5/3"),
        ("pt", "05/03/2026", "05/03"),
        ("it", "05/03/2026", "05/03"),
        ("pl", "5.03.2026", "5.03"),
    ],
)
def test_days_are_written_in_the_languages_short_form(lang, long, short):
    day = datetime.date(2026, 3, 5)
    assert (format_date(day, lang), format_date(day, lang, year=False)) == (long, short)


def test_an_unknown_language_is_english():
    assert format_int(1000, "xx") == "1,000"
    assert format_date(datetime.date(2026, 12, 31), "xx") == "12/31/2026"
