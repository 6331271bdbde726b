"""The address grammar: every value parsed, every bad one reported, and built back."""

from urllib.parse import quote

import pytest

from hashi_core import ROUNDS, RecordError
from hashi_core.share import decode_replay
from web.model.address import (
    DAMAGED_REPLAY,
    READERS,
    Address,
    all_told,
    bad_round,
    build,
    parse,
    result_code,
)
from web.model.notice import Notice, from_error
from web.ui import view

from .test_web_controller import make


def test_a_deal_link_is_read_in_any_case():
    found = parse("?seed=k7qx2m&side=b&mode=challenge&lang=PL")
    assert (found.seed, found.side, found.mode, found.lang) == ("K7QX2M", "B", "challenge", "pl")
    assert found.problems == []


def test_nothing_given_is_nothing_reported():
    found = parse("")
    assert (found.seed, found.side, found.mode, found.result, found.lang) == (None,) * 5
    assert found.problems == []


def test_every_bad_value_is_left_out_and_reported():
    found = parse("?seed=<b>x</b>&side=Q&mode=chess&lang=xx&result=")
    assert (found.seed, found.side, found.mode, found.lang, found.result) == (None,) * 5
    codes = [(p.code, p.key) for p in found.problems]
    assert codes == [
        ("bad_link", "ui.bad_seed_link"),
        ("bad_link", "ui.bad_side_link"),
        ("bad_mode", "ui.bad_mode_link"),
        ("bad_result", "ui.result_empty"),
        ("bad_lang", "ui.bad_lang_link"),
    ]
    assert found.problems[2].params == {"mode": "chess"}


def test_a_long_bad_value_is_quoted_short():
    found = parse("?mode=" + "x" * 500)
    assert found.problems[0].params["mode"] == "x" * 40 + "\u2026"
    marks = parse("?seed=" + quote("e" + "\u0301" * 39 + "X"))  # (a streak: 3 marks kept)
    assert marks.problems[0].params["seed"] == "e\u0301\u0301\u0301X"


def test_the_first_of_repeated_names_counts():
    assert parse("?side=B&side=A").side == "B"


def test_build_leaves_out_solo_and_empty_values_and_parses_back():
    assert build("K7QX2M", "A", "solo") == "?seed=K7QX2M&side=A"
    assert (
        build("K7QX2M", "B", "challenge", lang="es") == "?seed=K7QX2M&side=B&mode=challenge&lang=es"
    )
    assert build() == ""
    assert parse(build(result="ab-_c")).result == "ab-_c"
    back = parse(build("DAY-2026-01-02", "B", "party"))
    assert (back.seed, back.side, back.mode) == ("DAY-2026-01-02", "B", "party")


def test_a_result_code_is_found_in_a_pasted_link_or_alone():
    assert result_code(" https://x.org/hashi/?result=AbC_-1&lang=en ") == "AbC_-1"
    assert result_code("AbC_-1") == "AbC_-1"
    assert result_code("https://x.org/?seed=K7QX2M") == ""


def test_a_too_long_result_is_reported_and_build_quotes_values():
    assert parse("?result=" + "a" * 5000).problems[0].code == "bad_result"
    assert build(result="a b&c") == "?result=a%20b%26c"
    assert parse(build(result="a b&c")).result == "a b&c"


def test_a_replay_names_a_result_code_or_a_saved_games_id():
    assert parse("?replay=AbC_-1").replay == "AbC_-1"
    found = parse("?replay=K7QX2M.A.solo.a1b2c3&lang=es")
    assert (found.replay, found.lang, found.problems) == ("K7QX2M.A.solo.a1b2c3", "es", [])


def test_a_bad_replay_is_left_out_and_reported():
    for bad in ("", "  ", "<b>x</b>", "a b", "x" * 5000):
        found = parse(build(replay=bad) or "?replay=")
        assert found.replay is None, bad
        assert [(p.code, p.key) for p in found.problems] == [("bad_replay", "ui.replay_refused")]
        # Told as a code the decoder refuses is: one wording for every broken replay link.
        assert found.problems[0].params == {"reason": DAMAGED_REPLAY}
        with pytest.raises(RecordError) as refused:
            decode_replay("zzz")
        assert from_error(refused.value) == DAMAGED_REPLAY


def test_a_replay_link_keeps_its_round():
    link = build(replay="K7QX2M.A.solo.a1b2c3", at=9, lang="pl")
    assert link == "?replay=K7QX2M.A.solo.a1b2c3&round=9&lang=pl"
    found = parse(link)
    assert (found.replay, found.round, found.problems) == ("K7QX2M.A.solo.a1b2c3", 9, [])
    assert build(replay="x", at=0) == "?replay=x"  # the starts: as when left out
    assert parse("?replay=x&round=17").round == 17
    for written in ("0006", "006", "6"):  # (leading zeros: the same round)
        assert (parse(f"?replay=x&round={written}").round, found.problems) == (6, [])
    assert parse("?replay=x&round=000").round == 0


def test_a_round_past_17_is_kept_for_the_replay_to_refuse_and_refused_without_one():
    """(An unfinished game's replay refuses it naming its own last round:
    tests/test_screens.py.)"""
    assert (parse("?replay=x&round=99").round, parse("?replay=x&round=99").problems) == (99, [])
    found = parse("?seed=K7QX2M&round=18")
    assert found.round is None and [p.params["last"] for p in found.problems] == [ROUNDS]


@pytest.mark.parametrize("bad", ["", "-1", "1.5", "x", "\u0661", "9" * 50])
def test_a_bad_round_is_left_out_and_reported(bad):
    found = parse(f"?replay=x&round={quote(bad)}")
    assert (found.replay, found.round) == ("x", None)
    assert [(p.code, p.key) for p in found.problems] == [("bad_round", "ui.bad_round_link")]
    assert found.problems[0].params["last"] == ROUNDS and found.round_refused == bad


def test_every_refused_value_is_told_once_the_round_as_the_open_replay_has_them():
    found = parse("?side=Z&replay=x&round=x7&lang=xx")
    told = found.told()
    assert (told.code, told.key) == ("bad_link", "ui.one_then_more")  # the first one's code
    assert render_said(told) == render_said(all_told(found.problems))
    again = found.told(last_round=9)  # the replay open: its last round is 9
    rounds = [n for n in notices(again) if n.code == "bad_round"]
    assert [n.params["last"] for n in rounds] == [9] and rounds[0].params["round"] == "x7"
    assert [n.code for n in notices(again)] == [n.code for n in notices(told)]
    assert parse("?replay=x&round=x7").told(3) == bad_round("x7", 3)
    assert parse("?side=Z").told(3) == found.problems[0]  # no round refused: as it was


def notices(told: Notice) -> list[Notice]:
    """The notices ``all_told`` chained, in order."""
    if told.key != "ui.one_then_more":
        return [told]
    return [told.params["first"], *notices(told.params["then"])]


def render_said(notice: Notice) -> str:
    return view.text_of(notice, "en")


def test_the_history_screen_is_named_by_the_address_and_a_bad_screen_is_reported():
    link = build("K7QX2M", "B", lang="es", screen="history")
    assert link == "?seed=K7QX2M&side=B&screen=history&lang=es"
    found = parse(link)
    assert (found.seed, found.screen, found.problems) == ("K7QX2M", "history", [])
    for bad in ("replay", "game", "<b>", ""):  # a replay has its own address
        found = parse(f"?seed=K7QX2M&screen={quote(bad)}")
        assert (found.seed, found.screen) == ("K7QX2M", None)
        assert [(p.code, p.key) for p in found.problems] == [("bad_screen", "ui.bad_screen_link")]


def test_build_makes_a_replay_link_that_parses_back():
    assert build(replay="K7QX2M.A.solo.a1b2c3", lang="pl") == (
        "?replay=K7QX2M.A.solo.a1b2c3&lang=pl"
    )
    assert parse(build(replay="AbC_-1")).replay == "AbC_-1"


def test_every_parameter_read_is_a_field_of_the_address():
    fields = set(Address.__dataclass_fields__) - {"problems", "round_refused", "round_told"}
    assert set(READERS) == fields


def test_a_link_with_several_bad_values_tells_them_all_at_once():
    ctl, _ = make(query="?seed=%3Cb%3E&side=Q&lang=xx")
    shown = view.build(ctl, "es").message
    assert shown.code == "bad_link"
    for notice in parse("?seed=%3Cb%3E&side=Q&lang=xx").problems:
        assert view.text_of(notice, "es") in shown.text
    one, _ = make(query="?side=Q")
    assert view.build(one, "en").message.text == view.text_of(parse("?side=Q").problems[0], "en")


def test_an_unknown_way_of_playing_says_it_is_left_out_and_the_game_in_play_stays():
    ctl, store = make(query="?seed=MODE01&side=A&mode=challenge")
    ctl.give_name("Ana")
    ctl.session.seed_start()
    again, _ = make(store, "?mode=evil")
    assert (again.session.game.seed, again.session.kind) == ("MODE01", "challenge")
    shown = view.build(again, "en").message
    assert shown.code == "bad_mode" and "left out" in shown.text and "solo" not in shown.text
