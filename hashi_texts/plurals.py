"""CLDR plural categories for the app's languages (cardinal numbers, integers).

The rules are CLDR's (plurals.xml) for whole numbers, which is all a Hashi
text ever counts: English one/other; Spanish, Italian and European Portuguese
(pt_PT: the rulebook's edition; Brazil's counts 0 as one) one/many/other;
Polish one/few/many/other.
"""

from __future__ import annotations

from collections.abc import Callable

Message = str | dict[str, str]
Catalogue = dict[str, Message]


def _en(n: int) -> str:
    return "one" if n == 1 else "other"


def _millions(n: int) -> bool:
    return n != 0 and n % 1_000_000 == 0


def _one_many(n: int) -> str:
    if n == 1:
        return "one"
    return "many" if _millions(n) else "other"


def _pl(n: int) -> str:
    if n == 1:
        return "one"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return "few"
    return "many"


RULES: dict[str, Callable[[int], str]] = {
    "en": _en,
    "es": _one_many,
    "it": _one_many,
    "pt": _one_many,
    "pl": _pl,
}
# Every category a language's plural messages must give (CLDR's, "other" included).
CATEGORIES: dict[str, tuple[str, ...]] = {
    "en": ("one", "other"),
    "es": ("one", "many", "other"),
    "it": ("one", "many", "other"),
    "pt": ("one", "many", "other"),
    "pl": ("one", "few", "many", "other"),
}


def plural_category(lang: str, n: int) -> str:
    """The CLDR category of the whole number ``n`` in ``lang`` (English rules otherwise)."""
    return RULES.get(lang, _en)(abs(int(n)))
