"""The page's controller in CPython: links, saves, the table's order, challenges, two tabs."""

from __future__ import annotations

import datetime
import json
import random

import pytest

from hashi_core import DEFAULT_NAME, Game, PlaceStart, deal, to_record, verify
from hashi_core.playout import playout
from hashi_core.share import daily_seed, encode_result
from hashi_texts import isolate as N
from hashi_texts import render
from web.model.address import parse
from web.model.controller import Controller, challenge_day
from web.model.saves import CURRENT, SAVE, MemoryStore, Saves
from web.ui import view

from .helpers import random_game


def make(store=None, query=""):
    store = store if store is not None else MemoryStore()
    ctl = Controller(Saves(store))
    ctl.open(parse(query))
    return ctl, store


def reload(store, query=""):
    return make(store, query)[0]


def play_turn(ctl, rng):
    """Play the turn of the seat in play through the controller's taps, up to its Done."""
    seat = ctl.session.seat
    game = ctl.session.game
    islands = game.legal_islands(seat)
    if islands:
        ctl.session.tap_island(rng.choice(islands))
    card = game.card(seat)
    for _ in range(card.bridges):
        lines = game.legal_lines(seat)
        if not lines:
            break
        ctl.session.tap_line(rng.choice(lines))
    while (
        game.players[seat].draft_bridges and len(game.players[seat].draft_bridges) != card.bridges
    ):
        ctl.session.undo()
    ctl.session.confirm()
    assert ctl.ui.notice is None or ctl.ui.notice.kind == "info", ctl.ui.notice


def play_taps(ctl, rng, rounds=1):
    """Play ``rounds`` turns of the seat in play through the controller's taps."""
    for _ in range(rounds):
        play_turn(ctl, rng)
        if ctl.ui.handover:
            ctl.session.take_turn()


def party(names=("Ana", "Ben", "Cy"), store=None, seed="TABLE3"):
    ctl, store = make(store, f"?seed={seed}&side=A")
    ctl.begin("party", list(names))
    return ctl, store


def write_starts(ctl):
    for _ in ctl.session.game.players:
        ctl.session.seed_start()
        ctl.session.take_turn()


# -- links and saves -------------------------------------------------------------------


def test_a_link_opens_the_deal_and_a_reload_resumes_the_same_game():
    ctl, store = make(query="?seed=k7qx2m&side=b")
    assert (ctl.session.game.seed, ctl.session.game.side, ctl.session.phase, ctl.session.kind) == (
        "K7QX2M",
        "B",
        "setup",
        "solo",
    )
    ctl.session.seed_start()
    start = deal("K7QX2M", "B").start
    assert ctl.session.game.players[0].sheet.numbers == {start.island: start.value}
    again = reload(store)
    assert to_record(again.session.game) == to_record(ctl.session.game)
    assert again.session.envelope.id == ctl.session.envelope.id == store.get(CURRENT)
    assert reload(store, "?seed=K7QX2M&side=B").session.envelope.id == ctl.session.envelope.id


def test_a_new_game_never_writes_over_an_unfinished_one():
    ctl, store = make(query="?seed=FIRST1&side=A")
    ctl.session.seed_start()
    first = to_record(ctl.session.game)
    ctl.begin(seed="FIRST1")
    ctl.session.seed_start()
    ctl.session.confirm()
    ids = [k for k in store.data if k.startswith(SAVE)]
    assert len(ids) == 2
    kept = [json.loads(store.get(k))["record"] for k in ids]
    assert first in kept


def test_an_unknown_mode_is_reported_and_a_solo_game_opens():
    ctl, _ = make(query="?seed=K7QX2M&side=A&mode=chess")
    assert ctl.ui.notice.code == "bad_mode" and ctl.ui.notice.params == {"mode": "chess"}
    assert (ctl.session.game.seed, ctl.session.kind) == ("K7QX2M", "solo")


def test_a_bad_result_link_keeps_the_game_in_play():
    ctl, store = make(query="?seed=KEEP01&side=B")
    ctl.session.seed_start()
    ident = ctl.session.envelope.id
    again = reload(store, "?result=garbage")
    assert again.ui.notice.code == "bad_record" and again.ui.notice.key == "ui.result_refused"
    assert again.session.envelope.id == ident and again.session.game.seed == "KEEP01"


def test_in_setup_the_record_is_none_then_verify_accepts_it():
    ctl, _ = make(query="?seed=REC001&side=A")
    assert ctl.session.record() is None and ctl.session.record_json() is None
    ctl.session.seed_start()
    assert verify(ctl.session.record())[0] == 0
    ctl.session.tap_island(ctl.session.game.legal_islands()[0])
    assert verify(json.loads(ctl.session.record_json()))[0] == 0


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
    ctl.session.seed_start()
    before = to_record(ctl.session.game)
    ctl.import_text(text)
    assert ctl.ui.notice.code == code and ctl.ui.notice.key == "ui.import_failed"
    assert to_record(ctl.session.game) == before
    other = random_game("OTHER1", "B", random.Random(1), rounds=3)
    ctl.import_text(json.dumps(to_record(other)))
    assert ctl.ui.notice.code == "imported" and to_record(ctl.session.game) == to_record(other)


def test_the_same_file_imported_again_is_the_same_game_not_a_second_one():
    ctl, _ = make(query="?seed=KEEP04&side=A")
    finished = json.dumps(to_record(random_game("TWICE1", "A", random.Random(3))))
    ctl.import_text(finished)
    ctl.session.flush()
    ctl.import_text(finished)
    ctl.session.flush()
    assert [h.seed for h in ctl.saves.history.entries()] == ["TWICE1"]  # one game, not two
    # A game in play, imported, played on, then imported again: the game as played on.
    unfinished = json.dumps(to_record(random_game("TWICE2", "B", random.Random(4), rounds=3)))
    ctl.import_text(unfinished)
    session = ctl.session
    session.tap_island(session.game.legal_islands(session.seat)[0])
    session.confirm()
    session.flush()
    played_on = to_record(session.game)
    ctl.import_text(unfinished)
    assert to_record(ctl.session.game) == played_on and ctl.ui.notice.code == "imported"
    assert len(ctl.saves.games.find("solo")) == 2  # the two files' games, each once


def test_this_devices_own_saved_file_opened_again_is_its_game_not_a_copy():
    ctl, _ = make(query="?seed=OWNFILE&side=A")
    session = ctl.session
    session.seed_start()
    play_taps(ctl, random.Random(6), rounds=2)
    older = json.dumps(to_record(ctl.session.game))  # "Save to file" after round 2
    play_taps(ctl, random.Random(7), rounds=2)
    ctl.session.flush()
    ident, now = ctl.session.envelope.id, to_record(ctl.session.game)
    ctl.import_text(older)  # opened again later: the game as played on since, not a copy
    assert ctl.session.envelope.id == ident and to_record(ctl.session.game) == now
    assert len(ctl.saves.games.find("solo")) == 1
    other = random_game("OWNFILE", "A", random.Random(8), rounds=9)  # the deal played otherwise
    ctl.import_text(json.dumps(to_record(other)))
    assert to_record(ctl.session.game) == to_record(other)
    assert len(ctl.saves.games.find("solo")) == 2


def test_an_imported_tables_namesakes_are_told_apart_as_a_table_begun_here():
    ctl, _ = make(query="?seed=KEEP05&side=A")
    game = random_game("NAMES1", "A", random.Random(5), names=("Ana", "Ana", "Ana"))
    ctl.import_text(json.dumps(to_record(game)))
    assert [p.name for p in ctl.session.game.players] == ["Ana", "Ana (2)", "Ana (3)"]
    totals = [score.total for score in game.scores()]
    assert [score.total for score in ctl.session.game.scores()] == totals  # the same game
    ranked = view.build(ctl, "pl").scores.ranking
    assert all(
        any(f"{name}\u2069" in row.text for row in ranked) for name in ("Ana (2)", "Ana (3)")
    )


@pytest.mark.parametrize("field", ["side", "seed", "format"])
def test_a_files_huge_field_is_quoted_short_in_its_refusal(field):
    """A record whose field is 200,000 characters (within the import's limit): refused,
    the value quoted cut short, never the whole (it froze a phone's page for 22 s: Q28)."""
    ctl, _ = make(query="?seed=KEEP03&side=A")
    record = to_record(random_game("HUGE01", "A", random.Random(2), rounds=2))
    ctl.import_text(json.dumps({**record, field: "X" * 200_000}))
    assert ctl.ui.notice.code == "bad_record"
    text = view.build(ctl, "en").message.text
    assert "X" * 40 + "\u2026" in text and len(text) < 300


def test_a_stored_value_that_cannot_be_read_never_stops_the_start():
    store = MemoryStore()
    store.set(CURRENT, "G1")
    store.set(SAVE + "G1", "[" * 20_000)
    store.set("hashi.history", '"' + "x" * 3_000_000 + '"')
    store.set("hashi.unknown", "[" * 20_000)
    ctl, _ = make(store)
    assert ctl.session.phase == "setup"
    # Both set aside as the page opens, never later by the view.
    assert [n.code for n in ctl.reports] == ["corrupt_save", "corrupt_save"]
    assert ctl.saves.history.entries() == []
    assert ctl.saves.take_problems() == []


# -- two tabs ------------------------------------------------------------------------------


def test_another_tab_moving_the_game_on_is_shown_and_no_step_is_lost_silently():
    store = MemoryStore()
    one, _ = make(store, "?seed=TWOTAB&side=A")
    one.session.seed_start()
    two = reload(store)
    assert two.session.envelope.id == one.session.envelope.id
    two.session.confirm()  # round 1 played in the second tab
    one.storage_changed()
    assert one.ui.notice.code == "moved_elsewhere" and one.session.game.round() == 2
    # Without the storage event: the next step sees the newer save and says so.
    two.session.confirm()
    one.session.confirm()
    assert (
        one.ui.notice.code == "moved_elsewhere"
        and one.ui.notice.key == "ui.moved_elsewhere_refused"
    )
    assert to_record(one.session.game) == to_record(two.session.game)


# -- pass and play ---------------------------------------------------------------------------


def test_the_table_writes_starts_round_the_table_with_a_handover_each_time():
    ctl, _ = party()
    assert ctl.session.kind == "party" and ctl.session.phase == "setup"
    order = []
    for _ in range(3):
        order.append(
            (
                ctl.session.game.players[ctl.session.holder].name,
                ctl.session.game.players[ctl.session.seat].name,
            )
        )
        ctl.session.seed_start()
        assert ctl.ui.handover
        assert not view.build(ctl, "en").panel.confirm_enabled  # dimmed under the cover
        ctl.session.tap_island(1)
        assert ctl.ui.notice.code == "handover"
        ctl.session.take_turn()
        assert view.build(ctl, "en").panel.confirm_enabled
    assert order == [("Ana", "Ben"), ("Ben", "Cy"), ("Cy", "Ana")]
    assert ctl.session.phase == "play" and ctl.session.seat == 0


def test_a_reload_in_setup_keeps_names_starts_and_the_handover():
    ctl, store = party()
    ctl.session.seed_start()
    assert ctl.ui.handover
    again = reload(store)
    assert [p.name for p in again.session.game.players] == ["Ana", "Ben", "Cy"]
    assert again.session.game.players[1].start == ctl.session.game.players[1].start
    assert again.ui.handover and again.session.kind == "party"
    again.session.take_turn()
    assert not reload(store).ui.handover


def test_a_reload_between_players_brings_back_the_handover():
    ctl, store = party(("Ana", "Ben"))
    write_starts(ctl)
    ctl.session.confirm()
    assert ctl.ui.handover and ctl.session.seat == 1
    again = reload(store)
    assert again.ui.handover and again.session.seat == 1


def test_another_board_is_shown_as_it_is_this_round_with_nothing_playable():
    ctl, _ = party(("Ana", "Ben"))
    write_starts(ctl)
    play_taps(ctl, random.Random(2))  # Ana played round 1; Ben's turn
    assert ctl.session.seat == 1 and ctl.session.game.round(0) == 2
    ctl.session.view_player(0)
    shown = view.build(ctl, "en")
    assert shown.panel.round == "1"
    card = shown.panel.card
    assert card is not None
    assert (card.number, card.bridges) == (
        ctl.session.game.deal.draw[0].number,
        ctl.session.game.deal.draw[0].bridges,
    )
    assert not any("legal" in e.classes for e in shown.board.elements())
    assert not shown.panel.undo_enabled and shown.panel.bridges_left == ""
    ctl.session.tap_island(ctl.session.game.legal_islands(1)[0])
    assert ctl.ui.notice.code == "not_your_board"
    states = [c.state for c in shown.cards]
    assert states.count("now") == 1 and states.count("played") == 0


def test_a_table_of_computer_free_seats_needs_two_to_four_names():
    ctl, _ = make(query="?seed=TABLE3&side=A")
    ctl.begin("party", ["Ana", "  "])
    assert ctl.ui.notice.code == "party_players" and ctl.session.kind == "solo"
    ctl.begin("party", ["Ana", "Ana"])
    assert [p.name for p in ctl.session.game.players] == ["Ana", "Ana (2)"]


def test_a_computer_seat_left_without_a_name_is_called_by_its_place_a_person_s_is_no_one():
    ctl, _ = make(query="?seed=TABLE4&side=A")
    ctl.begin("party", ["Ana", "", "  ", ""], ["person", "hard", "person", "easy"])
    assert [p.name for p in ctl.session.game.players] == ["Ana", "Bot 2", "Bot 4"]
    assert ctl.session.seats.levels == {1: "hard", 2: "easy"}
    ctl, _ = make(query="?seed=TABLE4&side=A")
    ctl.begin("party", ["Ana", "Bot 2", ""], ["person", "person", "normal"])
    assert [p.name for p in ctl.session.game.players] == ["Ana", "Bot 2", "Bot 3"]
    ctl, _ = make(query="?seed=TABLE4&side=A")
    ctl.begin("party", ["", ""], ["person", "person"])  # nobody named: still refused
    assert ctl.ui.notice.code == "party_players" and ctl.session.kind == "solo"


# -- challenges ---------------------------------------------------------------------------------


def friend(seed, name, rounds, side="A", rng_seed=5):
    return encode_result(
        to_record(random_game(seed, side, random.Random(rng_seed), (name, "x"), rounds)), 0
    )


def test_a_challenge_link_on_a_new_device_asks_for_the_name_first():
    ctl, store = make(query="?seed=CHAL01&side=A&mode=challenge")
    assert ctl.session.kind == "challenge" and ctl.ui.asking_name
    ctl.session.seed_start()
    assert ctl.ui.notice.code == "name_needed"
    ctl.give_name("   ")
    assert ctl.ui.asking_name
    ctl.give_name("  Zoe  ")
    assert not ctl.ui.asking_name and ctl.session.game.players[0].name == "Zoe"
    other = reload(store, "?seed=CHAL02&side=A&mode=challenge")
    assert not other.ui.asking_name and other.session.game.players[0].name == "Zoe"


def test_a_result_link_on_a_new_device_adds_the_result_and_asks_the_name():
    code = friend("CHAL03", "Ana", 5)
    ctl, _ = make(query=f"?result={code}")
    assert ctl.ui.notice.code == "result_added" and ctl.ui.asking_name
    assert (ctl.session.game.seed, ctl.session.kind) == ("CHAL03", "challenge")
    assert ctl.saves.results.codes("CHAL03", "A") == [code]


def test_a_friends_older_or_repeated_link_never_adds_a_second_row():
    old, new = friend("CHAL04", "Ana", 4), friend("CHAL04", "Ana", 9)
    ctl, _ = make(query="?seed=CHAL04&side=A&mode=challenge")
    ctl.give_name("Ben")
    ctl.add_result(f"https://h.example/?result={old}")
    assert ctl.ui.notice.code == "result_added"
    ctl.add_result(old)
    assert ctl.ui.notice.code == "result_known"
    ctl.add_result(new)
    assert ctl.ui.notice.code == "result_updated" and ctl.ui.notice.params == {"name": "Ana"}
    ctl.add_result(old)
    assert ctl.ui.notice.code == "result_known"
    assert ctl.saves.results.codes("CHAL04", "A") == [new]


def test_a_friends_newer_link_says_how_far_they_played_only_once_the_players_game_ended():
    """While the player's own game of the deal is not finished (racing the friend, say), an
    update says no count of rounds: it would tell how far ahead the friend is."""
    older, newer, newest = (friend("CHAL05", "Ana", n) for n in (4, 9, 17))
    ctl, _ = make(query="?seed=CHAL05&side=A&mode=challenge")
    ctl.give_name("Ben")
    ctl.add_result(older)
    ctl.race("Ana")
    ctl.session.seed_start()
    ctl.session.confirm()
    ctl.add_result(newer)
    said = render(ctl.ui.notice.key, "en", **ctl.ui.notice.params)
    assert ctl.ui.notice.code == "result_updated" and said == f"{N('Ana')}'s result was updated."
    while ctl.session.phase != "end":
        ctl.session.confirm()
    ctl.add_result(newest)
    said = render(ctl.ui.notice.key, "en", **ctl.ui.notice.params)
    assert said == f"{N('Ana')}'s result was updated: 17 rounds played."


def test_a_friend_who_shares_a_name_is_told_apart_never_dropped():
    """A friend named as the player (or as another friend) is another row, raced by the name
    shown; only a result of the player's own game (its link opened here) is left out."""
    ctl, _ = make(query="?seed=CHAL08&side=A&mode=challenge")
    ctl.give_name("Ana")
    ctl.session.seed_start()
    other = friend("CHAL08", "Ben", 9, rng_seed=8)
    twin = Game("CHAL08", "A", "multi", ["Ana", "x"])  # another Ana, from the deal's start too
    twin.push(PlaceStart(twin.deal.start.island, twin.deal.start.value), 0)
    twin = encode_result(to_record(playout(twin, random.Random(7), 9)), 0)
    ctl.add_result(twin)  # before the player's first round: not taken for the player's game
    assert [r.players[0].name for r in ctl.friends.records(ctl.session.game)] == ["Ana (2)"]
    play_taps(ctl, random.Random(3), rounds=2)
    own = encode_result(to_record(ctl.session.game), 0)
    namesake = friend("CHAL08", "Ben", 5, rng_seed=9)  # another Ben: another game
    for code in (other, namesake):
        ctl.add_result(code)
        assert ctl.ui.notice.code == "result_added"
    ctl.add_result(own)
    assert ctl.ui.notice.code == "result_own"  # the player's own: said so, not kept
    assert ctl.saves.results.codes("CHAL08", "A") == [twin, other, namesake]
    names = [r.players[0].name for r in ctl.friends.records(ctl.session.game)]
    assert names == ["Ana (2)", "Ben", "Ben (2)"]  # (the player's own result: not twice)
    rows = view.build(ctl, "en").scores.standings
    assert sorted(r.name for r in rows) == ["Ana", "Ana (2)", "Ben", "Ben (2)"]
    ctl.race("Ana (2)")
    assert ctl.session.race.friend == "Ana (2)" and view.build(ctl, "en").race.board
    ctl.add_result(friend("CHAL08", "Ben", 4, rng_seed=9))  # the second Ben's older result
    assert ctl.ui.notice.code == "result_known"


def test_a_result_for_another_deal_is_refused():
    ctl, _ = make(query="?seed=CHAL05&side=A&mode=challenge")
    ctl.give_name("Ben")
    ctl.add_result(friend("OTHER9", "Ana", 3))
    assert ctl.ui.notice.code == "bad_record" and ctl.saves.results.codes("CHAL05", "A") == []


def test_unreadable_friends_results_are_set_aside_when_their_deal_is_on_screen():
    store = MemoryStore()
    store.set("hashi.results.CHAL07/A", "[" * 40)
    ctl, _ = make(store, "?seed=SOLO07&side=A")  # another deal: its results are not read
    assert ctl.reports == [] and not ctl.saves.problems
    assert "hashi.results.CHAL07/A" in store.data
    ctl.open(parse("?seed=CHAL07&side=A&mode=challenge"))
    assert [p.code for p in [*ctl.reports, *ctl.saves.problems]] == ["corrupt_save"]
    assert "hashi.results.CHAL07/A" not in store.data  # set aside (a copy is kept)
    assert any(k.startswith("hashi.corrupt.hashi.results.CHAL07/A") for k in store.data)


def test_share_during_a_challenge_shares_the_challenge():
    ctl, _ = make(query="?seed=CHAL06&side=B&mode=challenge")
    assert ctl.session.share_query() == "?seed=CHAL06&side=B&mode=challenge"
    ctl.begin(seed="SOLO01")
    assert parse(ctl.session.share_query()).mode is None  # alone: solo, the default


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
    assert (ctl.session.game.seed, ctl.session.kind) == (daily_seed(day), "challenge")


def test_a_finished_party_goes_to_the_history_once():
    ctl, _ = party(("Ana", "Ben"))
    write_starts(ctl)
    rng = random.Random(4)
    while ctl.session.phase != "end":
        play_taps(ctl, rng)
    history = ctl.saves.history.entries()
    assert sorted(h.name for h in history) == ["Ana", "Ben"]
    assert all(h.id == ctl.session.envelope.id for h in history)
    assert verify(ctl.session.record())[0] == 0


def test_a_typed_seed_is_checked_then_opened():
    ctl, _ = make(query="?seed=TYPED1&side=B")
    ctl.play_seed("<b>")
    assert ctl.ui.notice.code == "bad_seed" and ctl.session.game.seed == "TYPED1"
    said = view.build(ctl, "en").message.text
    assert said.startswith("The seed '<b>' is not valid") and "link" not in said
    ctl.play_seed(" k7qx2m ")
    assert (ctl.session.game.seed, ctl.session.game.side, ctl.session.kind) == (
        "K7QX2M",
        "B",
        "solo",
    )


def test_the_side_changes_only_before_any_start():
    ctl, _ = make(query="?seed=SIDE01&side=A")
    ctl.set_side("B")
    assert (ctl.session.game.seed, ctl.session.game.side) == ("SIDE01", "B")
    ctl.set_side("Q")
    assert ctl.session.game.side == "B"
    table, _ = party(("Ana", "Ben"))
    ident = table.session.envelope.id
    table.set_side("B")
    assert table.session.game.side == "B" and table.session.envelope.id == ident
    assert [p.name for p in table.session.game.players] == ["Ana", "Ben"]
    table.session.seed_start()
    table.session.take_turn()
    table.set_side("A")
    assert table.ui.notice.code == "side_locked" and table.session.game.side == "B"


def test_todays_challenge_is_played_once_then_opens_on_its_result():
    """Finished, today's challenge is not dealt again the same day (its cards are known now):
    it opens on its end, said so; the next day deals the next one."""
    now = [datetime.datetime(2026, 5, 2, 20, 0)]
    ctl = Controller(Saves(MemoryStore()), now=lambda: now[0])
    ctl.open(parse(""))
    ctl.daily("Ana")
    ctl.session.seed_start()
    while ctl.session.phase != "end":
        ctl.session.confirm()
    finished, total = ctl.session.envelope.id, ctl.session.game.scores()[0].total
    ctl.begin(seed="OTHER1")
    ctl.daily("Ana")
    assert ctl.session.envelope.id == finished and ctl.session.phase == "end"
    assert ctl.ui.notice.code == "daily_played" and ctl.session.game.scores()[0].total == total
    assert [h.seed for h in ctl.saves.history.entries()] == ["DAY-2026-05-02"]  # once
    now[0] = datetime.datetime(2026, 5, 3, 20, 0)
    ctl.daily("Ana")
    assert (ctl.session.game.seed, ctl.session.phase) == ("DAY-2026-05-03", "setup")


def test_the_daily_challenge_is_always_side_a():
    now = datetime.datetime(2026, 5, 1, 20, 0)
    ctl = Controller(Saves(MemoryStore()), now=lambda: now)
    ctl.open(parse("?seed=SIDEB1&side=B"))
    ctl.daily("Ana")
    assert (ctl.session.game.seed, ctl.session.game.side) == ("DAY-2026-05-01", "A")


def test_a_result_link_opens_its_challenge_over_the_game_in_play():
    ctl, store = make(query="?seed=INPLAY&side=A")
    ctl.session.seed_start()
    code = friend("CHAL08", "Ana", 6)
    again = reload(store, f"?result={code}")
    assert (again.session.game.seed, again.session.kind, again.ui.notice.code) == (
        "CHAL08",
        "challenge",
        "result_added",
    )


def test_the_handover_names_who_takes_the_device():
    ctl, _ = party(("Ana", "Ben"))
    ctl.session.seed_start()
    ctl.session.confirm()
    assert ctl.ui.notice.code == "handover" and ctl.ui.notice.params == {"name": "Ben"}
    ctl.session.take_turn()
    ctl.session.view_player(1)
    assert ctl.ui.viewing == 1  # Ben looks at his board while writing Ana's start
    ctl.session.view_player(0)
    assert ctl.ui.viewing is None  # Ana's board is the one in play


def test_a_new_game_keeps_the_side_unless_told():
    ctl, _ = make(query="?seed=NEWG01&side=B")
    ctl.begin()
    assert (
        ctl.session.game.side == "B"
        and ctl.session.game.seed != "NEWG01"
        and ctl.session.phase == "setup"
    )
    ctl.begin(side="A")
    assert ctl.session.game.side == "A"


def test_a_table_takes_two_to_four_names_on_this_deal_or_a_fresh_one():
    ctl, _ = make(query="?seed=TABLE5&side=A")
    ctl.begin("party", ["A", "B", "C", "D", "E"])
    assert ctl.ui.notice.code == "party_players" and ctl.session.kind == "solo"
    ctl.begin("party", ["A", "B", "C", "D"])
    assert (
        ctl.session.kind == "party"
        and ctl.session.game.seed == "TABLE5"
        and len(ctl.session.game.players) == 4
    )
    write_starts(ctl)
    ctl.begin("party", ["A", "B"])
    assert ctl.session.game.seed != "TABLE5" and [p.name for p in ctl.session.game.players] == [
        "A",
        "B",
    ]


def test_a_challenge_without_a_typed_name_uses_the_remembered_one():
    ctl, _ = make(query="?seed=NAME01&side=A")
    ctl.begin("challenge", ["  "])
    assert ctl.ui.asking_name
    ctl.give_name("Zoe")
    ctl.begin(seed="NAME02")
    ctl.begin("challenge", [""])
    assert not ctl.ui.asking_name and ctl.session.game.players[0].name == "Zoe"
    assert (ctl.session.game.seed, ctl.session.kind) == ("NAME02", "challenge")


def test_an_imported_file_keeps_its_kind_from_its_players():
    ctl, _ = make()
    one = random_game("IMP001", "A", random.Random(1), names=("Ana", "x"), rounds=2)
    record = to_record(one)
    record["players"] = record["players"][:1]
    ctl.import_text(json.dumps(record))
    assert ctl.session.kind == "challenge" and ctl.session.envelope.kind == "challenge"
    table = random_game("IMP002", "A", random.Random(1), names=("Ana", "Ben"), rounds=2)
    ctl.import_text(json.dumps(to_record(table)))
    assert ctl.session.kind == "party"
    ctl.import_text(json.dumps(to_record(random_game("IMP003", "B", random.Random(1), rounds=2))))
    assert ctl.session.kind == "solo"


def test_nothing_pasted_is_told_so_not_taken_for_a_damaged_link():
    ctl, _ = make(query="?seed=PASTE1&side=A&mode=challenge")
    ctl.give_name("Zoe")
    ctl.add_result("  \n ")
    assert ctl.ui.notice.code == "nothing_pasted"
    assert view.build(ctl, "en").message.text == "Paste a friend's result link first, then add it."
    assert ctl.saves.results.codes("PASTE1", "A") == []


def test_this_players_own_result_is_not_a_friends_row():
    ctl, _ = make(query="?seed=OWN001&side=A&mode=challenge")
    ctl.give_name("Zoe")
    ctl.session.seed_start()
    ctl.session.confirm()
    code = ctl.session.result_code()
    ctl.add_result(code)
    assert ctl.ui.notice.code == "result_own"  # said so, not "added to the standings"
    assert (
        view.build(ctl, "en").message.text
        == "That is your own result for OWN001: your game is here."
    )
    ctl.add_result(friend("OWN001", "Ana", 3))
    assert ctl.ui.notice.code == "result_added"
    assert [r.players[0].name for r in ctl.friends.records(ctl.session.game)] == ["Ana"]
    ctl.open(parse(f"?result={code}"))  # its link opened on this device
    assert ctl.ui.notice.code == "result_own" and ctl.session.game.players[0].name == "Zoe"
    # Kept as a friend's by an earlier version: still no row of its own.
    ctl.saves.results.keep("OWN001", "A", [code, *ctl.saves.results.codes("OWN001", "A")])
    assert [r.players[0].name for r in ctl.friends.records(ctl.session.game)] == ["Ana"]


def test_a_reload_of_a_finished_game_shows_its_end_and_a_new_link_a_new_game():
    store = MemoryStore()
    ctl, _ = make(store, "?seed=ENDED1&side=A")
    ctl.session.seed_start()
    while ctl.session.phase != "end":
        ctl.session.confirm()
    ident = ctl.session.envelope.id
    again = reload(store, "?seed=ENDED1&side=A")
    assert again.session.phase == "end" and again.session.envelope.id == ident
    again.begin(seed="OTHER7")
    again.session.seed_start()
    fresh = reload(store, "?seed=ENDED1&side=A")
    assert fresh.session.phase == "setup" and fresh.session.envelope is None


def test_a_file_that_breaks_a_rule_says_whose_turn_and_which_round():
    """(Said beside the board on screen, a bare "Island 4 already has a number" read as if
    of that board.)"""
    ctl, _ = make(query="?seed=HOLD7&side=A")
    ctl.session.seed_start()
    before = to_record(ctl.session.game)
    data = to_record(random_game("RULE9", "A", random.Random(3), ("Ana", "Bo", "Cy"), 12))
    bo = data["players"][1]
    bo["turns"][8] = {"number": bo["start"]["island"], "bridges": []}  # round 9: a number again
    refused = ctl.import_text(json.dumps(data))
    assert refused.notice is not None and not refused.taken
    assert refused.notice.key == "ui.import_failed_at"
    assert refused.notice.params["name"] == "Bo" and refused.notice.params["round"] == 9
    text = view.text_of(refused.notice, "en")
    assert text.startswith("This file cannot be opened: ") and "round 9" in text
    bo["name"] = ""  # (unnamed: by place, as an opened file's player would be)
    unnamed = ctl.import_text(json.dumps(data)).notice
    assert unnamed is not None and unnamed.params["name"] == "Player 2"
    # A start that breaks one: whose start.
    data["players"][2]["start"]["value"] = 6  # (a start is a 3 or a 4)
    del data["players"][1]["turns"][8:]
    start = ctl.import_text(json.dumps(data)).notice
    assert start is not None and start.key == "ui.import_failed_start"
    assert start.params["name"] == "Cy"
    assert to_record(ctl.session.game) == before  # the game in play kept


def test_a_file_that_names_a_player_not_at_all_names_them_by_their_place():
    ctl, _ = make(query="?seed=NAMES1&side=A")
    data = to_record(random_game("EMPTYN", "A", random.Random(4), ("Ana", "Bo", "Cy"), 6))
    data["players"][0]["name"] = ""
    data["players"][2]["name"] = " \u200b "  # nothing visible: no name
    assert ctl.import_text(json.dumps(data)).taken
    assert [p.name for p in ctl.session.game.players] == ["Player 1", "Bo", "Player 3"]
    solo = to_record(random_game("EMPTY1", "B", random.Random(5), ("Zoe",), 3))
    solo["players"][0]["name"] = ""
    assert ctl.import_text(json.dumps(solo)).taken
    assert [p.name for p in ctl.session.game.players] == [DEFAULT_NAME]  # (said in each language)
