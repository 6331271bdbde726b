"""One owner per rule fact: the number of rounds and the record's format live in the engine only.

Every other layer asks ``hashi_core`` (``ROUNDS``, ``Seat.done``,
``table_round``, ``Record``) instead of spelling the fact again. The scan
reads Python tokens, so words in texts and docstrings ("17 cards") are not
code and do not count.
"""

from __future__ import annotations

import tokenize
from pathlib import Path

from .helpers import ROOT

ENGINE = "hashi_core"
OTHERS = ("hashi_bots", "hashi_cli", "hashi_texts", "web")
FACTS = {
    (tokenize.NUMBER, "17"),  # the rounds: ROUNDS
    (tokenize.STRING, '"hashi/1"'),  # the record's format: FORMAT
    (tokenize.STRING, "'hashi/1'"),
}


def literals(path: Path) -> list[tuple[int, str]]:
    """(line, token) of each code literal that spells a rule fact: 17, the format string."""
    found = []
    with path.open("rb") as handle:
        for token in tokenize.tokenize(handle.readline):
            if (token.type, token.string) in FACTS:
                found.append((token.start[0], token.string))
    return found


def spelled_in(packages: tuple[str, ...]) -> dict[str, list[tuple[int, str]]]:
    out = {}
    for package in packages:
        for path in sorted((ROOT / package).rglob("*.py")):
            if found := literals(path):
                out[path.relative_to(ROOT).as_posix()] = found
    return out


def test_only_the_engine_spells_the_rounds_and_the_format():
    assert spelled_in(OTHERS) == {}


def test_the_scan_finds_the_facts_where_they_are_owned(tmp_path):
    """Not vacuous: the engine's own definitions are found, and so is a new copy."""
    owned = spelled_in((ENGINE,))
    assert [token for _, token in owned["hashi_core/deal.py"]] == ["17"]  # ROUNDS = 17
    assert [token for _, token in owned["hashi_core/record.py"]] == ['"hashi/1"']
    copy = tmp_path / "copy.py"
    copy.write_text('"""17 cards, hashi/1."""\nLEFT = 17 - rnd  # 17\nFORMAT = "hashi/1"\n')
    assert literals(copy) == [(2, "17"), (3, '"hashi/1"')]
