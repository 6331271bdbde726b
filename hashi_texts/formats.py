"""Numbers and dates as each language writes them (CLDR's conventions, whole numbers only).

Small on purpose: Hashi shows counts, totals and calendar days, nothing else.
Grouping follows CLDR (46 and later, as ICU 78 formats): English ``1,000``; the
others group only from five digits (``1000``): Spanish and Italian ``10.000``,
European Portuguese (the rulebook's edition) and Polish ``10 000`` with a no-break
space. Dates are CLDR's short numeric ones, with and without the year.
"""

from __future__ import annotations

import datetime

from . import DEFAULT


class Convention:
    """How one language writes numbers and days (a plain class: cheap to import)."""

    __slots__ = ("group", "min_grouping", "date", "day")

    def __init__(self, group: str, min_grouping: int, date: str, day: str) -> None:
        self.group = group  # the thousands separator
        self.min_grouping = min_grouping  # digits above the first group before grouping starts
        self.date = date  # day, month and year: ``{d}``/``{dd}``, ``{m}``/``{mm}``, ``{y}``
        self.day = day  # day and month only (a chart's axis)


CONVENTIONS: dict[str, Convention] = {
    "en": Convention(",", 1, "{m}/{d}/{y}", "{m}/{d}"),
    "es": Convention(".", 2, "{d}/{m}/{y}", "{d}/{m}"),
    "pt": Convention("\u00a0", 2, "{dd}/{mm}/{y}", "{dd}/{mm}"),
    "it": Convention(".", 2, "{dd}/{mm}/{y}", "{dd}/{mm}"),
    "pl": Convention("\u00a0", 2, "{d}.{mm}.{y}", "{d}.{mm}"),
}


def _convention(lang: str) -> Convention:
    return CONVENTIONS.get(lang) or CONVENTIONS[DEFAULT]


def format_int(n: int, lang: str = DEFAULT) -> str:
    """``n`` with the language's thousands separator (``-`` for a negative number)."""
    if -1000 < n < 1000:  # most numbers shown: nothing to group
        return str(n)
    rule = _convention(lang)
    digits = str(abs(n))
    if len(digits) >= 3 + rule.min_grouping:
        digits = f"{abs(n):,}".replace(",", rule.group)
    return ("-" if n < 0 else "") + digits


def format_date(day: datetime.date, lang: str = DEFAULT, year: bool = True) -> str:
    """A calendar day in the language's short form (without the year: an axis label)."""
    rule = _convention(lang)
    pattern = rule.date if year else rule.day
    return pattern.format(
        d=day.day, dd=f"{day.day:02d}", m=day.month, mm=f"{day.month:02d}", y=day.year
    )
