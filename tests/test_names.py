"""Players' names with control, bidi and invisible characters (issue 18): cleaned where they
enter (typed, read from a record, decoded from a friend's result link), isolated in every
sentence they are shown in."""

from __future__ import annotations

import base64
import string
import zlib

import pytest

from hashi_core import Game, PlaceStart, RecordError, from_record, to_record
from hashi_core.record import MAX_NAME, clean_name
from hashi_core.share import decode_result, encode_result
from hashi_texts import LANGUAGES, NAME_PARAMS, catalogue, isolate, render
from web.model.address import parse
from web.model.controller import Controller
from web.model.saves import MemoryStore, Saves
from web.ui import view

RLO, PDF, FSI, PDI = "\u202e", "\u202c", "\u2068", "\u2069"
ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff"


@pytest.mark.parametrize(
    ("raw", "kept"),
    [
        (f"{RLO}Ana", "Ana"),  # an unclosed override would reverse every sentence after it
        (f"Ana{RLO}", "Ana"),
        (f"\u2066Bo\u2069b{PDF}\u200f", "Bob"),  # isolates, embeddings and marks of its own
        (ZERO_WIDTH, ""),  # an invisible player
        ("\u3164\u3164 \u2800", ""),  # letters and symbols that draw nothing
        ("\u0301\u0301", ""),  # marks on nothing
        ("\u0301Zoë", "Zoë"),
        ("Ana\x00\x1b[31m\x7f", "Ana[31m"),  # controls
        ("Ana\u2028Maria\tX\n", "Ana Maria X"),  # line breaks and tabs are white space
        ("An\u00adna\u200b", "Anna"),  # soft hyphen, zero-width space
        ("\ud83d Ana", "Ana"),  # a lone surrogate (no UTF-8 for a result code)
        ("\U0001f468\u200d\U0001f469", "\U0001f468\u200d\U0001f469"),  # a family: joined
        ("\u200dAna\u200c", "Ana"),  # joiners with nothing to join at the ends
        ("\u0623\u0646\u0627", "\u0623\u0646\u0627"),  # a right-to-left name stays itself
        ("W" * 60, "W" * MAX_NAME),
        ("e" + "\u0301" * 39 + "va", "e\u0301\u0301\u0301va"),  # a streak across the page
        ("Nguye\u0302\u0303n", "Nguye\u0302\u0303n"),  # two marks on a letter: a name's own
    ],
)
def test_names_lose_control_bidi_and_invisible_characters(raw, kept):
    assert clean_name(raw) == kept


def test_a_record_read_from_a_save_or_a_file_has_its_names_cleaned():
    game = Game("NAMES1", "A", "multi", ["Ana", "Ben"])
    for seat in (0, 1):
        game.push(PlaceStart(game.deal.start.island, game.deal.start.value), seat)
    record = to_record(game)
    record["players"][0]["name"] = f"{RLO}Ana{ZERO_WIDTH}"
    assert [p.name for p in from_record(record).players] == ["Ana", "Ben"]


def result_code_named(name: str) -> str:
    """A result code as an older version, or a hostile hand, could have made it: ``name`` as is."""
    game = Game("NAMES2", "A", "multi", ["x" * len(name.encode("utf-8"))])
    game.push(PlaceStart(game.deal.start.island, game.deal.start.value))
    data = bytearray(base64.urlsafe_b64decode(encode_result(to_record(game)) + "=="))[:-4]
    at = 4 + data[2]  # version, side, seed length, seed, then the name's length and bytes
    data[at : at + data[at - 1]] = name.encode("utf-8")
    data += zlib.crc32(bytes(data)).to_bytes(4, "big")
    return base64.urlsafe_b64encode(bytes(data)).decode("ascii").rstrip("=")


def test_a_friends_result_link_carries_a_cleaned_name_and_an_invisible_one_is_refused():
    assert decode_result(result_code_named(f"{RLO}Ana"))["players"][0]["name"] == "Ana"
    with pytest.raises(RecordError) as refused:
        decode_result(result_code_named(ZERO_WIDTH))
    assert refused.value.code == "bad_record" or refused.value.params == {"field": "name"}


def test_names_typed_at_the_table_or_for_a_challenge_are_cleaned():
    ctl = Controller(Saves(MemoryStore()))
    ctl.open(parse("?seed=NAMES3&side=A"))
    ctl.begin("party", [f"{RLO}Ana", ZERO_WIDTH, "Ben"])
    assert [p.name for p in ctl.session.game.players] == ["Ana", "Ben"]  # no invisible player
    ctl.begin("party", [ZERO_WIDTH, "Ben"])
    assert ctl.ui.notice.code == "party_players"
    ctl = Controller(Saves(MemoryStore()))
    ctl.open(parse("?seed=NAMES3&side=A&mode=challenge"))
    assert ctl.ui.asking_name
    ctl.give_name(ZERO_WIDTH)
    assert ctl.ui.notice.code == "name_needed" and ctl.ui.asking_name


def test_a_friends_name_from_a_link_is_cleaned_in_the_standings():
    ctl = Controller(Saves(MemoryStore()))
    ctl.open(parse("?seed=NAMES2&side=A&mode=challenge"))
    ctl.give_name("Zoe")
    ctl.add_result(result_code_named(f"{RLO}Ana"))
    assert ctl.ui.notice.code == "result_added"
    assert render(ctl.ui.notice.key, "en", **ctl.ui.notice.params) == (
        f"{FSI}Ana{PDI}'s result for NAMES2 was checked and added to the standings."
    )
    names = [
        row.name
        for row in view.standings(
            ctl.session.game, ctl.friends.records(ctl.session.game), "en"
        ).rows
    ]
    assert "Ana" in names and not any(RLO in n for n in names)
    ctl.add_result(result_code_named(ZERO_WIDTH))
    assert ctl.ui.notice.kind == "error"


def test_every_name_in_every_sentence_of_every_language_is_isolated():
    name = "\u0623\u0646\u0627 2"  # right to left, ending in a digit: it would take the text along
    seen = 0
    for lang in LANGUAGES:
        for key, message in catalogue(lang).items():
            template = message if isinstance(message, str) else message["other"]
            fields = {f for _, f, _, _ in string.Formatter().parse(template) if f}
            params = fields & NAME_PARAMS
            if not params:
                continue
            seen += 1
            values = {f: name if f in NAME_PARAMS else 1 for f in fields}
            text = render(key, lang, **values)
            assert text.count(f"{FSI}{name}{PDI}") == len(params), (lang, key, text)
    assert seen >= 5 * 15


def test_a_list_of_names_isolates_each_name_and_the_list():
    hebrew = "\u05d3\u05df"
    text = view.names_list(["Ana", "Ben", hebrew], "en")
    assert text == f"{isolate('Ana')}, {isolate('Ben')} and {isolate(hebrew)}"
    assert render("ui.table_winners", "en", names=text, total=9, count=3).startswith(
        f"Shared win: {FSI}{text}{PDI}"
    )


def test_a_name_kept_on_the_device_by_an_older_version_is_cleaned_before_it_plays():
    saves = Saves(MemoryStore())
    saves.prefs.set_name(f"{RLO}Ana{ZERO_WIDTH}")
    ctl = Controller(saves)
    ctl.open(parse("?seed=NAMES4&side=A&mode=challenge"))
    assert [p.name for p in ctl.session.game.players] == ["Ana"] and not ctl.ui.asking_name
