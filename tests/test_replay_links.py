"""Replay links of your own games (issue 27 #5): made at a game's end and in the history,
read on a fresh device round by round, and every damaged or changed link refused with
nothing stored changed."""

from __future__ import annotations

import base64
import datetime
import random
import zlib

import pytest

from hashi_core import (
    DEFAULT_NAME,
    HashiError,
    RecordError,
    RuleError,
    get_board,
    to_record,
    verify,
)
from hashi_core.share import (
    SharedGame,
    decode_game,
    decode_replay,
    decode_result,
    encode_game,
    encode_result,
)
from hashi_texts import LANGUAGES, render
from hashi_texts.formats import format_date
from web.model.address import parse
from web.model.replay import Replay
from web.ui import view

from .helpers import random_game
from .test_web_controller import make, party, play_taps, write_starts

DAY = datetime.date(2026, 11, 27)


def table(names=("Ana", "Ben", "Cy"), seed="LINKS3", rng=7, rounds=17) -> dict:
    return to_record(random_game(seed, "B", random.Random(rng), names, rounds))


def sealed(body: bytes) -> str:
    """Bytes sealed as a code is (its CRC-32 right): a crafted link, not a damaged one."""
    out = body + zlib.crc32(body).to_bytes(4, "big")
    return base64.urlsafe_b64encode(out).decode("ascii").rstrip("=")


def opened(code: str) -> bytes:
    return base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))[:-4]


def refused(code: str) -> HashiError:
    with pytest.raises(HashiError) as info:
        decode_game(code)
    return info.value


# -- the code ------------------------------------------------------------------------------


@pytest.mark.parametrize(("names", "player", "day"), [(("Zoë",), None, DAY), (("A", "B"), 1, None)])
def test_a_game_round_trips_with_its_mode_the_board_sent_and_its_day(names, player, day):
    record = table(names)
    code = encode_game(record, player, day)
    assert all(c.isalnum() or c in "-_" for c in code) and len(code) < 4096 // 4
    assert decode_game(code) == SharedGame(record, player, day)
    assert decode_replay(code) == SharedGame(record, player, day)
    assert record["mode"] == ("solo" if len(names) == 1 else "multi")


def test_a_round_in_progress_is_left_out_and_a_board_not_at_the_table_is_not_sent():
    game = random_game("DRAFTY", "A", random.Random(3), ("Ana",), 5)
    game.push(next(iter(game.legal_moves(0))), 0)
    assert game.players[0].draft
    shared = decode_game(encode_game(to_record(game)))
    assert "draft" not in shared.record["players"][0]
    assert len(shared.record["players"][0]["turns"]) == 5
    with pytest.raises(ValueError):
        encode_game(table(), 3)


def test_a_board_of_a_table_is_scored_as_at_its_table():
    record = table()
    code, verdict = verify(record)
    assert code == 0
    for index in range(3):
        shared = decode_game(encode_game(record, index))
        replay = Replay(shared.record)
        total = replay.final.scores()[shared.player].total
        assert total == verdict["players"][index]["total"]


def test_every_changed_character_is_refused_or_reads_the_same_game():
    code = encode_game(table(("Ana",)), None, DAY)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    same = decode_game(code)
    for pos in range(len(code)):
        other = alphabet[(alphabet.index(code[pos]) + 17) % 64]
        changed = code[:pos] + other + code[pos + 1 :]
        try:
            read = decode_game(changed)
        except HashiError as error:
            assert (error.code, error.key) == ("bad_record", "record.replay_damaged")
        else:  # (the last character's bits past the bytes: the same bytes)
            assert pos == len(code) - 1 and read == same


@pytest.mark.parametrize(
    "damage",
    [lambda c: c[:-5], lambda c: c + "AAAA", lambda c: "", lambda c: "!!!!", lambda c: c[8:]],
)
def test_a_cut_padded_or_garbled_link_is_refused_as_damaged(damage):
    error = refused(damage(encode_game(table(("Ana",)))))
    assert (error.code, error.key, error.params) == ("bad_record", "record.replay_damaged", {})


def test_a_crafted_link_with_a_right_checksum_is_refused_by_what_is_wrong():
    body = opened(encode_game(table(("Ana", "Ben")), 0, DAY))
    seed_end = 4 + body[3]
    shown = seed_end + 4  # the board sent: after the seed, the day and the count
    cases = {
        "version": (bytes([3]) + body[1:], "record.replay_version"),
        "board not at the table": (body[:shown] + bytes([2]) + body[shown + 1 :], None),
        "solo with two players": (body[:1] + bytes([0]) + body[2:], "record.solo_players"),
        "bytes after the last player": (body + bytes([0]), None),
        "mode unknown": (body[:1] + bytes([7]) + body[2:], None),
        "a day past the calendar": (body[:seed_end] + b"\xff\xff\xff" + body[seed_end + 3 :], None),
    }
    for what, (crafted, key) in cases.items():
        error = refused(sealed(crafted))
        assert error.code == "bad_record", what
        assert error.key == (key or "record.replay_damaged"), what
    # A move no rule allows: refused with the rule it breaks, where it breaks it.
    record = table(("Ana",))
    flagged = next(i.id for i in get_board("B").islands if i.flag)
    record["players"][0]["start"]["island"] = flagged  # no start on a flag
    with pytest.raises(RuleError) as info:
        decode_game(encode_game(record))
    assert (info.value.code, info.value.player, info.value.round) == ("bad_start", 0, 0)


def test_result_codes_and_replay_links_are_told_apart():
    record = table(("Ana",))
    result = encode_result({**record, "mode": "multi"})
    assert decode_replay(result) == decode_result(result)  # a friend's result, as before
    with pytest.raises(RecordError) as info:
        decode_result(encode_game(record))
    assert info.value.key == "record.result_is_replay"
    with pytest.raises(RecordError) as info:
        decode_game(result)
    assert info.value.key == "record.replay_version"


# -- on the page: made at the end and in the history, opened on a fresh device ---------------


def finished_solo(seed="SENDME"):
    ctl, store = make(query=f"?seed={seed}&side=A")
    ctl.session.seed_start()
    play_taps(ctl, random.Random(5), 17)
    assert ctl.session.phase == "end"
    return ctl, store


def test_a_finished_solo_game_sends_a_link_a_fresh_device_replays_and_stores_nothing():
    ctl, _ = finished_solo()
    scores = view.build(ctl, "en").scores
    assert scores.replay_label == render("ui.replay_link_game", "en")
    shared = decode_game(scores.replay_code)
    assert shared.record == ctl.session.record() and shared.player is None
    (entry,) = [e for e in ctl.saves.history.entries() if e.id == ctl.session.envelope.id]
    assert shared.day == entry.date is not None
    # The history's entry sends the same game.
    ctl.open_history(720)
    (row,) = view.build(ctl, "en").screens.history.games
    assert decode_game(row.code) == shared
    assert row.link_label == render("ui.replay_link_of", "en", game=row.label)
    # A fresh device: the replay, round by round, to the final board; nothing stored.
    fresh, store = make()
    before = dict(store.data)
    assert fresh.open_replay(scores.replay_code)
    screen = view.build(fresh, "it").screens.replay
    assert screen.heading == render(
        "replay.heading_dated",
        "it",
        names=DEFAULT_NAME,
        seed="SENDME",
        side="A",
        date=format_date(entry.date, "it"),
    )
    totals = []
    for position in range(18):
        fresh.screens.go("seek", position)
        seat = view.build(fresh, "en").screens.replay.seats[0]
        totals.append(seat.total_label)
    assert totals[-1] == f"Total: {ctl.session.game.scores()[0].total}"
    assert totals[0] == "Total: 0"
    assert dict(store.data) == before


def test_each_board_of_a_finished_table_sends_its_own_link():
    ctl, _ = party(("Ana", "Ben"), seed="TABLE9")
    write_starts(ctl)
    play_taps(ctl, random.Random(8), 34)
    assert ctl.session.phase == "end"
    totals = [s.total for s in ctl.session.game.scores()]
    for index, name in enumerate(("Ana", "Ben")):
        ctl.session.view_player(index)
        scores = view.build(ctl, "pl").scores
        assert scores.replay_label == render("ui.replay_link_board", "pl", name=name)
        fresh, _ = make(query=f"?replay={scores.replay_code}&round=17")
        (seat,) = fresh.screens.replay.seats
        assert seat.player == index and fresh.screens.replay.scrub.position == 17
        shown = view.build(fresh, "en").screens.replay.seats[0]
        assert shown.total_label == f"Total: {totals[index]}"  # as at its table
    # The history's entry sends every board.
    ctl.open_history(720)
    (row,) = view.build(ctl, "en").screens.history.games
    assert decode_game(row.code).player is None


def test_a_challenge_and_a_game_in_progress_send_no_replay_link():
    ctl, _ = make(query="?seed=CHAL1&side=A&mode=challenge")
    ctl.give_name("Me")
    ctl.session.seed_start()
    play_taps(ctl, random.Random(4), 16)
    assert view.build(ctl, "en").scores.replay_code == ""
    play_taps(ctl, random.Random(4), 1)
    assert view.build(ctl, "en").scores.replay_code == ""  # its result link is its link
    ctl.open_history(720)
    (row,) = view.build(ctl, "en").screens.history.games
    assert row.code == ""


def test_a_changed_link_is_refused_with_its_reason_and_the_game_and_the_saves_stay():
    ctl, store = finished_solo("KEEPME")
    code = view.build(ctl, "en").scores.replay_code
    record = ctl.session.record()
    crafted = sealed(bytes([9]) + opened(code)[1:])
    for bad, key in ((code[:-6], "record.replay_damaged"), (crafted, "record.replay_version")):
        make(store)  # (a start may tidy storage: what it writes is not the link's)
        before = dict(store.data)
        again, _ = make(store, f"?replay={bad}")
        notice = again.ui.notice
        assert (notice.code, notice.key) == ("bad_replay", "ui.replay_refused")
        assert notice.params["reason"].key == key
        assert again.screens.screen is None and again.session.record() == record
        assert dict(store.data) == before
    assert parse(f"?replay={code}").replay == code


def test_a_replay_link_pasted_as_a_friends_result_is_refused_as_one():
    ctl, _ = finished_solo("PASTE1")
    code = view.build(ctl, "en").scores.replay_code
    ctl, _ = make(query="?seed=PASTE1&side=A&mode=challenge")
    ctl.give_name("Me")
    ctl.add_result(f"https://example.org/hashi/?replay={code}")
    notice = ctl.ui.notice
    assert (notice.code, notice.key) == ("bad_record", "ui.result_refused")
    assert notice.params["reason"].key == "record.result_is_replay"
    assert ctl.friends.records(ctl.session.game) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_history_rows_share_button_is_named_by_its_text_then_its_game(lang):
    ctl, _ = finished_solo("NAMED1")
    ctl.open_history(720)
    (row,) = view.build(ctl, lang).screens.history.games
    assert row.link_text == render("ui.replay_link_copy", lang)
    assert row.link_label.startswith(row.link_text) and row.label in row.link_label
