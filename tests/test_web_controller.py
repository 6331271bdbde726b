"""The page's controller in CPython: links, saves, the table's order, challenges, two tabs."""

from __future__ import annotations

import datetime
import json
import random

import pytest

from hashi_core import deal, to_record, verify
from hashi_core.share import daily_seed, encode_result
from web.address import parse
from web.controller import Controller, challenge_day
from web.saves import CURRENT, SAVE, MemoryStore, Saves

from .helpers import random_game


def make(store=None, query=""):
    store = store if store is not None else MemoryStore()
    ctl = Controller(Saves(store))
    ctl.open(parse(query))
    return ctl, store


def reload(store, query=""):
    return make(store, query)[0]


def play_taps(ctl, rng, rounds=1):
    """Play ``rounds`` turns of the seat in play through the controller's taps."""
    for _ in range(rounds):
        seat = ctl.seat
        game = ctl.game
        islands = game.legal_islands(seat)
        if islands:
            ctl.tap_island(rng.choice(islands))
        card = game.card(seat)
        for _ in range(card.bridges):
            lines = game.legal_lines(seat)
            if not lines:
                break
            ctl.tap_line(rng.choice(lines))
        while (
            game.players[seat].draft_bridges
            and len(game.players[seat].draft_bridges) != card.bridges
        ):
            ctl.undo()
        ctl.confirm()
        assert ctl.notice is None or ctl.notice.kind == "info", ctl.notice
        if ctl.handover:
            ctl.take_turn()


def party(names=("Ana", "Ben", "Cy"), store=None, seed="TABLE3"):
    ctl, store = make(store, f"?seed={seed}&side=A")
    ctl.new_party(list(names))
    return ctl, store


def write_starts(ctl):
    for _ in ctl.game.players:
        ctl.seed_start()
        ctl.take_turn()


# -- links and saves -------------------------------------------------------------------


def test_a_link_opens_the_deal_and_a_reload_resumes_the_same_game():
    ctl, store = make(query="?seed=k7qx2m&side=b")
    assert (ctl.game.seed, ctl.game.side, ctl.phase, ctl.kind) == ("K7QX2M", "B", "setup", "solo")
    ctl.seed_start()
    start = deal("K7QX2M", "B").start
    assert ctl.game.players[0].sheet.numbers == {start.island: start.value}
    again = reload(store)
    assert to_record(again.game) == to_record(ctl.game)
    assert again.envelope.id == ctl.envelope.id == store.get(CURRENT)
    assert reload(store, "?seed=K7QX2M&side=B").envelope.id == ctl.envelope.id


def test_a_new_game_never_writes_over_an_unfinished_one():
    ctl, store = make(query="?seed=FIRST1&side=A")
    ctl.seed_start()
    first = to_record(ctl.game)
    ctl.new_game(seed="FIRST1")
    ctl.seed_start()
    ctl.confirm()
    ids = [k for k in store.data if k.startswith(SAVE)]
    assert len(ids) == 2
    kept = [json.loads(store.get(k))["record"] for k in ids]
    assert first in kept


def test_an_unknown_mode_is_reported_and_a_solo_game_opens():
    ctl, _ = make(query="?seed=K7QX2M&side=A&mode=chess")
    assert ctl.notice.code == "bad_mode" and ctl.notice.params == {"mode": "chess"}
    assert (ctl.game.seed, ctl.kind) == ("K7QX2M", "solo")


def test_a_bad_result_link_keeps_the_game_in_play():
    ctl, store = make(query="?seed=KEEP01&side=B")
    ctl.seed_start()
    ident = ctl.envelope.id
    again = reload(store, "?result=garbage")
    assert again.notice.code == "bad_record" and again.notice.key == "ui.result_refused"
    assert again.envelope.id == ident and again.game.seed == "KEEP01"


def test_in_setup_the_record_is_none_then_verify_accepts_it():
    ctl, _ = make(query="?seed=REC001&side=A")
    assert ctl.record() is None and ctl.record_json() is None
    ctl.seed_start()
    assert verify(ctl.record())[0] == 0
    ctl.tap_island(ctl.game.legal_islands()[0])
    assert verify(json.loads(ctl.record_json()))[0] == 0


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("[" * 20_000 + "]" * 20_000, "import_refused"),
        ('"' + "x" * 3_000_000 + '"', "import_refused"),
        ('{"format": "hashi/1"}', "bad_record"),
        ("{}", "bad_record"),
    ],
)
def test_a_hostile_file_is_refused_and_import_keeps_working(text, code):
    ctl, _ = make(query="?seed=KEEP02&side=A")
    ctl.seed_start()
    before = to_record(ctl.game)
    ctl.import_text(text)
    assert ctl.notice.code == code and ctl.notice.key == "ui.import_failed"
    assert to_record(ctl.game) == before
    other = random_game("OTHER1", "B", random.Random(1), rounds=3)
    ctl.import_text(json.dumps(to_record(other)))
    assert ctl.notice.code == "imported" and to_record(ctl.game) == to_record(other)


def test_a_stored_value_that_cannot_be_read_never_stops_the_start():
    store = MemoryStore()
    store.set(CURRENT, "G1")
    store.set(SAVE + "G1", "[" * 20_000)
    store.set("hashi.history", '"' + "x" * 3_000_000 + '"')
    store.set("hashi.unknown", "[" * 20_000)
    ctl, _ = make(store)
    assert ctl.phase == "setup"
    # Both set aside as the page opens, never later by the view.
    assert [n.code for n in ctl.reports] == ["corrupt_save", "corrupt_save"]
    assert ctl.saves.history() == []
    assert ctl.saves.take_problems() == []


# -- two tabs ------------------------------------------------------------------------------


def test_another_tab_moving_the_game_on_is_shown_and_no_step_is_lost_silently():
    store = MemoryStore()
    one, _ = make(store, "?seed=TWOTAB&side=A")
    one.seed_start()
    two = reload(store)
    assert two.envelope.id == one.envelope.id
    two.confirm()  # round 1 played in the second tab
    one.storage_changed()
    assert one.notice.code == "moved_elsewhere" and one.game.round() == 2
    # Without the storage event: the next step sees the newer save and says so.
    two.confirm()
    one.confirm()
    assert one.notice.code == "moved_elsewhere" and one.notice.key == "ui.moved_elsewhere_refused"
    assert to_record(one.game) == to_record(two.game)


# -- pass and play ---------------------------------------------------------------------------


def test_the_table_writes_starts_round_the_table_with_a_handover_each_time():
    ctl, _ = party()
    assert ctl.kind == "party" and ctl.phase == "setup"
    order = []
    for _ in range(3):
        order.append((ctl.game.players[ctl.holder].name, ctl.game.players[ctl.seat].name))
        ctl.seed_start()
        assert ctl.handover
        ctl.tap_island(1)
        assert ctl.notice.code == "handover"
        ctl.take_turn()
    assert order == [("Ana", "Ben"), ("Ben", "Cy"), ("Cy", "Ana")]
    assert ctl.phase == "play" and ctl.seat == 0


def test_a_reload_in_setup_keeps_names_starts_and_the_handover():
    ctl, store = party()
    ctl.seed_start()
    assert ctl.handover
    again = reload(store)
    assert [p.name for p in again.game.players] == ["Ana", "Ben", "Cy"]
    assert again.game.players[1].start == ctl.game.players[1].start
    assert again.handover and again.kind == "party"
    again.take_turn()
    assert not reload(store).handover


def test_a_reload_between_players_brings_back_the_handover():
    ctl, store = party(("Ana", "Ben"))
    write_starts(ctl)
    ctl.confirm()
    assert ctl.handover and ctl.seat == 1
    again = reload(store)
    assert again.handover and again.seat == 1


def test_another_board_is_shown_as_it_is_this_round_with_nothing_playable():
    from web import view

    ctl, _ = party(("Ana", "Ben"))
    write_starts(ctl)
    play_taps(ctl, random.Random(2))  # Ana played round 1; Ben's turn
    assert ctl.seat == 1 and ctl.game.round(0) == 2
    ctl.view_player(0)
    shown = view.build(ctl, "en")
    assert shown["round"] == "1"
    assert shown["card"] == {
        "number": ctl.game.deal.draw[0].number,
        "bridges": ctl.game.deal.draw[0].bridges,
    }
    assert not any("legal" in a["class"] for a in shown["board"].values())
    assert not shown["undo_enabled"] and shown["bridges_left"] == ""
    ctl.tap_island(ctl.game.legal_islands(1)[0])
    assert ctl.notice.code == "not_your_board"
    states = [c["state"] for c in shown["cards"]]
    assert states.count("now") == 1 and states.count("played") == 0


def test_a_table_of_computer_free_seats_needs_two_to_four_names():
    ctl, _ = make(query="?seed=TABLE3&side=A")
    ctl.new_party(["Ana", "  "])
    assert ctl.notice.code == "party_players" and ctl.kind == "solo"
    ctl.new_party(["Ana", "Ana"])
    assert [p.name for p in ctl.game.players] == ["Ana", "Ana (2)"]


# -- challenges ---------------------------------------------------------------------------------


def friend(seed, name, rounds, side="A", rng_seed=5):
    return encode_result(
        to_record(random_game(seed, side, random.Random(rng_seed), (name, "x"), rounds)), 0
    )


def test_a_challenge_link_on_a_new_device_asks_for_the_name_first():
    ctl, store = make(query="?seed=CHAL01&side=A&mode=challenge")
    assert ctl.kind == "challenge" and ctl.asking_name
    ctl.seed_start()
    assert ctl.notice.code == "name_needed"
    ctl.give_name("   ")
    assert ctl.asking_name
    ctl.give_name("  Zoe  ")
    assert not ctl.asking_name and ctl.game.players[0].name == "Zoe"
    other = reload(store, "?seed=CHAL02&side=A&mode=challenge")
    assert not other.asking_name and other.game.players[0].name == "Zoe"


def test_a_result_link_on_a_new_device_adds_the_result_and_asks_the_name():
    code = friend("CHAL03", "Ana", 5)
    ctl, _ = make(query=f"?result={code}")
    assert ctl.notice.code == "result_added" and ctl.asking_name
    assert (ctl.game.seed, ctl.kind) == ("CHAL03", "challenge")
    assert ctl.saves.results("CHAL03", "A") == [code]


def test_a_friends_older_or_repeated_link_never_adds_a_second_row():
    old, new = friend("CHAL04", "Ana", 4), friend("CHAL04", "Ana", 9)
    ctl, _ = make(query="?seed=CHAL04&side=A&mode=challenge")
    ctl.give_name("Ben")
    ctl.add_result(f"https://h.example/?result={old}")
    assert ctl.notice.code == "result_added"
    ctl.add_result(old)
    assert ctl.notice.code == "result_known"
    ctl.add_result(new)
    assert ctl.notice.code == "result_updated" and ctl.notice.params["count"] == 9
    ctl.add_result(old)
    assert ctl.notice.code == "result_known"
    assert ctl.saves.results("CHAL04", "A") == [new]


def test_a_result_for_another_deal_is_refused():
    ctl, _ = make(query="?seed=CHAL05&side=A&mode=challenge")
    ctl.give_name("Ben")
    ctl.add_result(friend("OTHER9", "Ana", 3))
    assert ctl.notice.code == "bad_record" and ctl.saves.results("CHAL05", "A") == []


def test_share_during_a_challenge_shares_the_challenge():
    ctl, _ = make(query="?seed=CHAL06&side=B&mode=challenge")
    assert ctl.share_target() == {"seed": "CHAL06", "side": "B", "mode": "challenge"}
    ctl.new_game(seed="SOLO01")
    assert ctl.share_target()["mode"] == "solo"


@pytest.mark.parametrize(
    ("now", "day"),
    [
        (datetime.datetime(2026, 3, 5, 19, 0), datetime.date(2026, 3, 5)),
        (datetime.datetime(2026, 3, 5, 23, 59), datetime.date(2026, 3, 5)),
        (datetime.datetime(2026, 3, 6, 1, 30), datetime.date(2026, 3, 5)),
        (datetime.datetime(2026, 3, 6, 3, 59), datetime.date(2026, 3, 5)),
        (datetime.datetime(2026, 3, 6, 4, 0), datetime.date(2026, 3, 6)),
    ],
)
def test_the_daily_challenge_keeps_one_evening_together(now, day):
    assert challenge_day(now) == day
    ctl = Controller(Saves(MemoryStore()), now=lambda: now)
    ctl.open(parse(""))
    ctl.daily("Ana")
    assert (ctl.game.seed, ctl.kind) == (daily_seed(day), "challenge")


def test_a_finished_party_goes_to_the_history_once():
    ctl, _ = party(("Ana", "Ben"))
    write_starts(ctl)
    rng = random.Random(4)
    while ctl.phase != "end":
        play_taps(ctl, rng)
    history = ctl.saves.history()
    assert sorted(h["name"] for h in history) == ["Ana", "Ben"]
    assert all(h["id"] == ctl.envelope.id for h in history)
    assert verify(ctl.record())[0] == 0


def test_a_typed_seed_is_checked_then_opened():
    ctl, _ = make(query="?seed=TYPED1&side=B")
    ctl.play_seed("<b>")
    assert ctl.notice.code == "bad_link" and ctl.game.seed == "TYPED1"
    ctl.play_seed(" k7qx2m ")
    assert (ctl.game.seed, ctl.game.side, ctl.kind) == ("K7QX2M", "B", "solo")


def test_the_side_changes_only_before_any_start():
    ctl, _ = make(query="?seed=SIDE01&side=A")
    ctl.set_side("B")
    assert (ctl.game.seed, ctl.game.side) == ("SIDE01", "B")
    ctl.set_side("Q")
    assert ctl.game.side == "B"
    table, _ = party(("Ana", "Ben"))
    ident = table.envelope.id
    table.set_side("B")
    assert table.game.side == "B" and table.envelope.id == ident
    assert [p.name for p in table.game.players] == ["Ana", "Ben"]
    table.seed_start()
    table.take_turn()
    table.set_side("A")
    assert table.notice.code == "side_locked" and table.game.side == "B"


def test_the_daily_challenge_is_always_side_a():
    now = datetime.datetime(2026, 5, 1, 20, 0)
    ctl = Controller(Saves(MemoryStore()), now=lambda: now)
    ctl.open(parse("?seed=SIDEB1&side=B"))
    ctl.daily("Ana")
    assert (ctl.game.seed, ctl.game.side) == ("DAY-2026-05-01", "A")


def test_a_result_link_opens_its_challenge_over_the_game_in_play():
    ctl, store = make(query="?seed=INPLAY&side=A")
    ctl.seed_start()
    code = friend("CHAL08", "Ana", 6)
    again = reload(store, f"?result={code}")
    assert (again.game.seed, again.kind, again.notice.code) == (
        "CHAL08",
        "challenge",
        "result_added",
    )


def test_the_handover_names_who_takes_the_device():
    ctl, _ = party(("Ana", "Ben"))
    ctl.seed_start()
    ctl.confirm()
    assert ctl.notice.code == "handover" and ctl.notice.params == {"name": "Ben"}
    ctl.take_turn()
    ctl.view_player(1)
    assert ctl.viewing == 1  # Ben looks at his board while writing Ana's start
    ctl.view_player(0)
    assert ctl.viewing is None  # Ana's board is the one in play


def test_a_new_game_keeps_the_side_unless_told():
    ctl, _ = make(query="?seed=NEWG01&side=B")
    ctl.new_game()
    assert ctl.game.side == "B" and ctl.game.seed != "NEWG01" and ctl.phase == "setup"
    ctl.new_game(side="A")
    assert ctl.game.side == "A"


def test_a_table_takes_two_to_four_names_on_this_deal_or_a_fresh_one():
    ctl, _ = make(query="?seed=TABLE5&side=A")
    ctl.new_party(["A", "B", "C", "D", "E"])
    assert ctl.notice.code == "party_players" and ctl.kind == "solo"
    ctl.new_party(["A", "B", "C", "D"])
    assert ctl.kind == "party" and ctl.game.seed == "TABLE5" and len(ctl.game.players) == 4
    write_starts(ctl)
    ctl.new_party(["A", "B"])
    assert ctl.game.seed != "TABLE5" and [p.name for p in ctl.game.players] == ["A", "B"]


def test_a_challenge_without_a_typed_name_uses_the_remembered_one():
    ctl, _ = make(query="?seed=NAME01&side=A")
    ctl.new_challenge("  ")
    assert ctl.asking_name
    ctl.give_name("Zoe")
    ctl.new_game(seed="NAME02")
    ctl.new_challenge("")
    assert not ctl.asking_name and ctl.game.players[0].name == "Zoe"
    assert (ctl.game.seed, ctl.kind) == ("NAME02", "challenge")


def test_an_imported_file_keeps_its_kind_from_its_players():
    ctl, _ = make()
    one = random_game("IMP001", "A", random.Random(1), names=("Ana", "x"), rounds=2)
    record = to_record(one)
    record["players"] = record["players"][:1]
    ctl.import_text(json.dumps(record))
    assert ctl.kind == "challenge" and ctl.envelope.kind == "challenge"
    table = random_game("IMP002", "A", random.Random(1), names=("Ana", "Ben"), rounds=2)
    ctl.import_text(json.dumps(to_record(table)))
    assert ctl.kind == "party"
    ctl.import_text(json.dumps(to_record(random_game("IMP003", "B", random.Random(1), rounds=2))))
    assert ctl.kind == "solo"


def test_this_players_own_result_is_not_a_friends_row():
    ctl, _ = make(query="?seed=OWN001&side=A&mode=challenge")
    ctl.give_name("Zoe")
    ctl.seed_start()
    ctl.confirm()
    ctl.add_result(ctl.result_code())
    ctl.add_result(friend("OWN001", "Ana", 3))
    assert [r["players"][0]["name"] for r in ctl.friends_records()] == ["Ana"]


def test_a_reload_of_a_finished_game_shows_its_end_and_a_new_link_a_new_game():
    store = MemoryStore()
    ctl, _ = make(store, "?seed=ENDED1&side=A")
    ctl.seed_start()
    while ctl.phase != "end":
        ctl.confirm()
    ident = ctl.envelope.id
    again = reload(store, "?seed=ENDED1&side=A")
    assert again.phase == "end" and again.envelope.id == ident
    again.new_game(seed="OTHER7")
    again.seed_start()
    fresh = reload(store, "?seed=ENDED1&side=A")
    assert fresh.phase == "setup" and fresh.envelope is None
