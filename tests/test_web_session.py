"""A game's session and its UI state: what a save keeps of each, what a reload brings back.

Also the small pure parts the glue relies on: the computer seats' and the
analysis' readers (stored or sent data is never trusted), the live regions'
speech, and which storage writes concern the page.
"""

from __future__ import annotations

import datetime
import json
import random

import pytest

from hashi_core import ROUNDS, Game, Record, to_record
from hashi_core.share import daily_seed
from hashi_texts import render
from web.bots import computer
from web.bots.computer import Seats
from web.model.address import parse
from web.model.flows import FLOWS
from web.model.notice import info, problem
from web.model.saves import HISTORY, SAVE, MemoryStore, Saves, watched
from web.model.session import Session
from web.model.ui_state import UiState
from web.ui.describe import NBSP, Speech

from .helpers import random_game

TODAY = datetime.date(2026, 5, 1)


def session(kind: str = "party", store: MemoryStore | None = None, names=("Ana", "Ben")):
    flow = FLOWS[kind]
    saves = Saves(store if store is not None else MemoryStore())
    return Session(saves, flow, flow.new_game("SESS01", "A", list(names)), today=lambda: TODAY)


def reloaded(s: Session) -> Session:
    assert s.envelope is not None
    loaded = Saves(s.saves.store).load(s.envelope.id)
    assert loaded is not None
    return Session.load(s.saves, *loaded, today=lambda: TODAY)


# -- the UI state --------------------------------------------------------------------------


def test_a_new_ui_state_shows_nothing_in_particular():
    ui = UiState()
    assert (ui.selected, ui.viewing, ui.handover, ui.asking_name, ui.notice) == (
        None,
        None,
        False,
        False,
        None,
    )
    assert (ui.hint, ui.question, ui.queue, ui.analysis, ui.analysis_round) == (
        None,
        None,
        [],
        None,
        ROUNDS,
    )
    assert ui.encode() == {}


@pytest.mark.parametrize("shared", [True, False])
def test_the_cover_round_trips_where_players_share_the_device(shared):
    ui = UiState(handover=True)
    ui.selected, ui.viewing, ui.notice = 4, 1, info("ui.undone")  # never kept
    assert ui.encode() == {"handover": True}
    back = UiState.decode(json.loads(json.dumps(ui.encode())), shared)
    assert back.handover is shared and (back.selected, back.viewing, back.notice) == (None,) * 3


@pytest.mark.parametrize("value", ["true", 1, [], {}, None, "yes", 2.0])
def test_a_stored_cover_that_is_not_true_is_no_cover(value):
    assert UiState.decode({"handover": value}, shared_device=True).handover is False


def test_the_comparison_steps_within_the_game():
    ui = UiState()
    ui.step_analysis(3)
    assert ui.analysis_round == ROUNDS
    ui.step_analysis(-(ROUNDS + 5))
    assert ui.analysis_round == 0


# -- what a session saves and brings back ---------------------------------------------------


def test_a_session_saves_its_seats_hints_and_cover_and_a_reload_brings_them_back():
    s = session()
    s.seats = Seats.of(["person", "hard"])
    s.computer_starts()  # the computer writes Ana's start... after Ana writes Ben's
    s.seed_start()  # Ana writes Ben's; Ben's computer writes Ana's at once
    assert s.phase == "play" and s.game.players[0].start is not None
    s.hints_used = 2
    s.seats.out.add(1)
    s.ui.handover = True
    s.save()
    assert s.envelope is not None and s.envelope.sections == {  # one section per owner
        "ui": {"handover": True},
        "hints": {"used": 2},
        "seats": {"computers": {"1": "hard"}, "sitting_out": [1]},
    }
    back = reloaded(s)
    assert (back.seats.levels, back.seats.out, back.hints_used) == ({1: "hard"}, {1}, 2)
    assert back.ui.handover and back.kind == "party"
    assert to_record(back.game) == to_record(s.game)


@pytest.mark.parametrize(
    "stored",
    [
        {"computers": {"1": "superhuman", "9": "hard", "x": "easy", "-1": "easy"}},
        {"computers": ["hard", "hard"]},
        {"computers": "hard", "sitting_out": "1"},
        {"hints": -3},
        {"hints": "2"},
        {"hints": True},
        {"handover": "yes"},
    ],
)
@pytest.mark.parametrize("layout", ["flat", "sections"])  # saved before the sections, and now
def test_hostile_saved_values_read_as_nothing(stored, layout):
    s = session()
    s.seed_start()
    s.take_turn()
    s.seed_start()
    assert s.envelope is not None
    raw = json.loads(s.saves.store.get(SAVE + s.envelope.id))
    if layout == "flat":
        del raw["sections"]
        raw["ui"] = stored
    else:
        hints = {"used": stored["hints"]} if "hints" in stored else {}
        raw["sections"] = {"ui": stored, "seats": stored, "hints": hints}
    s.saves.store.set(SAVE + s.envelope.id, json.dumps(raw))
    back = reloaded(s)
    assert (back.seats.levels, back.seats.out, back.hints_used, back.ui.handover) == (
        {},
        set(),
        0,
        False,
    )


def test_a_newer_save_of_the_same_game_is_loaded_into_the_session_and_said():
    store = MemoryStore()
    mine = session("solo", store, names=("Ana",))
    mine.seed_start()
    theirs = reloaded(mine)  # the same game in another tab
    theirs.confirm()
    mine.ui.selected = 9
    mine.confirm()  # this tab is behind: its step is not written over theirs
    assert mine.ui.notice is not None and mine.ui.notice.key == "ui.moved_elsewhere_refused"
    assert to_record(mine.game) == to_record(theirs.game) and mine.ui.selected is None
    theirs.confirm()
    mine.saves.refresh()
    mine.refresh()
    assert mine.ui.notice is not None and mine.ui.notice.key == "ui.moved_elsewhere"
    assert mine.game.round() == theirs.game.round() == 3


def test_a_finished_game_is_listed_once_on_the_players_own_day():
    s = session("solo", names=("Ana",))
    s.seed_start()
    while s.phase != "end":
        s.confirm()
    s.save()  # the end screen saves again: still listed once
    history = s.saves.history.entries()
    assert [(h.name, str(h.date), h.kind) for h in history] == [("Ana", "2026-05-01", "solo")]


def test_a_tap_waits_while_the_device_is_handed_over_and_says_for_whom():
    s = session()
    s.seed_start()
    assert s.ui.handover
    before = to_record(s.game)
    s.seed_start()
    assert s.ui.notice is not None and s.ui.notice.code == "handover"
    assert s.ui.notice.params == {"name": "Ben"} and to_record(s.game) == before


def test_export_names_the_file_by_its_deal_and_says_it_was_saved():
    s = session("solo", names=("Ana",))
    assert s.export() is None and s.ui.notice is not None
    assert s.ui.notice.code == "nothing_to_export"
    s.seed_start()
    name, text = s.export() or ("", "")
    assert name == "hashi-SESS01-A.json" and json.loads(text) == to_record(s.game)
    assert s.ui.notice is not None and s.ui.notice.key == "ui.saved_file"


def test_what_the_glue_reports_is_said_by_the_session():
    s = session("solo", names=("Ana",))
    url = "https://h.example/?seed=SESS01"
    # Said copied only when the clipboard took it; else the link shown, to copy by hand.
    for copied, key in ((True, "ui.shared"), (False, "ui.share_link")):
        said = s.shared(url, copied)
        assert said.taken and said.notice == s.ui.notice
        assert (s.ui.notice.key, s.ui.notice.params) == (key, {"url": url})  # type: ignore[union-attr]
        assert url in render(key, "en", url=url)
    for copied, key in ((True, "ui.result_copied"), (False, "ui.result_select")):
        s.result_copied(copied)
        assert s.ui.notice is not None and s.ui.notice.key == key
    s.went_wrong()
    assert s.ui.notice == problem("ui.internal_error", "internal")


def test_a_challenge_shares_itself_and_a_table_shares_its_deal_alone():
    table = session("party")
    assert table.share_query() == "?seed=SESS01&side=A"  # alone (solo: the default mode)
    friends = session("challenge", names=("Zoe",))
    assert parse(friends.share_query()).mode == "challenge" and friends.result_code() is None
    friends.seed_start()
    assert friends.result_code()


# -- data from storage and from the worker, read without trusting it -------------------------------


def test_seats_of_a_new_table_are_its_computer_levels():
    seats = Seats.of(["person", "easy", "nobody", "hard"])
    assert (seats.levels, seats.out) == ({1: "easy", 3: "hard"}, set())
    assert Seats.decode(seats.encode(), 4).levels == {1: "easy", 3: "hard"}
    assert Seats.decode(seats.encode(), 2).levels == {1: "easy"}  # no seat 3 at a table of 2


def analysis_of(game: Game) -> dict:
    record = to_record(game)
    return {
        "total": 40,
        "best": {"total": 44, "record": record},
        "compare": {"ahead": [{"round": 3, "bonus": "red"}, {"round": 5, "island": 7}]},
    }


def test_an_analysis_is_read_with_its_best_game_replayed():
    game = random_game("ANAL01", "A", random.Random(2))
    found = computer.read_analysis(analysis_of(game))
    assert found is not None and (found.total, found.best_total) == (40, 44)
    assert to_record(found.best) == to_record(game)
    assert found.ahead == (computer.Ahead(3, "red", None), computer.Ahead(5, None, 7))


@pytest.mark.parametrize(
    "change",
    [
        lambda a: a.update(total="40"),
        lambda a: a["best"].update(total=None),
        lambda a: a["best"].update(record={"format": "hashi/0"}),
        lambda a: a["best"]["record"]["players"][0]["turns"][0].update(number=99),
        lambda a: a.update(best=[]),
    ],
)
def test_an_analysis_that_is_not_one_is_refused(change):
    data = analysis_of(random_game("ANAL02", "A", random.Random(3)))
    change(data)
    assert computer.read_analysis(data) is None
    assert computer.read_analysis("text") is None


def test_moments_that_are_not_well_formed_are_left_out():
    data = analysis_of(random_game("ANAL03", "B", random.Random(4)))
    data["compare"]["ahead"] += [{"round": "3", "bonus": "red"}, {"round": 4, "bonus": "gold"}, 7]
    found = computer.read_analysis(data)
    assert found is not None and len(found.ahead) == 2


# -- the live regions' speech -------------------------------------------------------------------


def test_a_refusal_repeated_is_changed_invisibly_so_it_is_said_again():
    speech = Speech()
    first, again = problem("rule.island_taken", "island_taken"), problem("x", "island_taken")
    shown = speech.message("Taken.", first, "")
    assert shown == "Taken."
    assert speech.message("Taken.", first, shown) == shown  # a redraw: nothing to say
    repeated = speech.message("Taken.", again, shown)
    assert repeated == "Taken." + NBSP  # a new notice, the same words: said again
    assert speech.message("Taken.", first, repeated) == "Taken."  # and back, the time after
    assert speech.message("", None, "Taken.") == ""


def test_a_step_is_announced_once_and_the_same_words_twice_differ():
    game = Game(daily_seed(TODAY))
    speech = Speech()
    assert speech.announcement(game, 0, "en", None) is None  # the first look: nothing yet
    chosen = speech.announcement(game, 0, "en", 7)
    assert chosen and chosen.startswith("Island 7")
    assert speech.announcement(game, 0, "en", 7) is None
    speech.announcement(game, 0, "en", None)
    again = speech.announcement(game, 0, "en", 7)
    assert again and again.rstrip(NBSP) == chosen.rstrip(NBSP) and again != chosen


def test_a_computer_seats_moves_are_said_with_its_name():
    """(Q50: at a table a computer's moves sounded like the player's own.)"""
    s = session(names=("Ana", "Ben"))
    s.seats = Seats({1: "hard"})
    assert (s.computer_named(0), s.computer_named(1)) == ("", "Ben")
    played = session("solo", names=("Ana",))
    played.seed_start()
    speech = Speech()
    speech.announcement(played.game, 0, "en", None)
    played.tap_island(played.game.legal_islands(0)[0])
    said = speech.announcement(played.game, 0, "pl", None, by="Ben") or ""
    assert said.startswith("\u2068Ben\u2069: Wpisano")  # (a name is isolated: any script)


def test_a_step_taken_back_is_said_once_by_its_message_not_again_by_the_announcement():
    """(Q50: every undo was heard twice, "Step undone." then "Step taken back.")"""
    s = session("solo", names=("Ana",))
    s.seed_start()
    speech = Speech()
    speech.announcement(s.game, 0, "en", None)
    island = s.game.legal_islands(0)[0]
    s.tap_island(island)
    assert (speech.announcement(s.game, 0, "en", None) or "").startswith("Wrote")
    for step in (s.undo, lambda: s.tap_island(island), lambda: s.tap_island(island)):
        step()
        if not s.game.players[0].draft:
            assert speech.announcement(s.game, 0, "en", None) is None
            assert s.ui.notice is not None and s.ui.notice.key in (
                "ui.undone",
                "ui.number_taken_back",
            )
        else:
            speech.announcement(s.game, 0, "en", None)


def test_at_a_table_the_round_and_card_are_said_to_the_player_who_takes_the_turn():
    """Behind the hand-over's cover nothing of the next board is said (its card would reach
    the one handing over); once its player takes the turn, its round and card are (Q50:
    after round 1 no card was ever said at a table)."""
    s = session()
    speech = Speech()

    def said() -> str:
        text = speech.announcement(s.game, s.shown, "en", s.ui.selected, None, "", s.ui.handover)
        return (text or "").rstrip(NBSP)

    said()
    while s.phase == "setup":
        if s.ui.handover:
            s.take_turn()
        else:
            s.seed_start()
        # (the start written is said; the next board's card, behind the cover, is not: Q52)
        assert "card" not in said() or not s.ui.handover
    for _ in range(4):  # two rounds, each player's board in turn
        if s.ui.handover:
            assert s.take_turn().taken
            card = s.game.card(s.seat)
            assert card is not None
            round_now = s.game.round(s.seat)
            assert said() == render(
                "a11y.announce_round",
                "en",
                round=round_now,
                number=card.number,
                bridges=card.bridges,
            )
        assert s.confirm().taken and s.ui.handover
        assert said() == ""  # the next board's card, not to the player handing over
    assert said() == ""  # (nothing new)


@pytest.mark.parametrize(
    ("key", "concerns"),
    [
        (None, True),
        (SAVE + "X.A.solo.1", True),
        (HISTORY, True),
        (HISTORY + ".summary", True),
        ("hashi.name", False),
        ("other.app", False),
    ],
)
def test_only_a_save_or_the_history_written_elsewhere_concerns_the_page(key, concerns):
    assert watched(key) is concerns


def test_a_record_of_the_game_is_the_engines():
    s = session("solo", names=("Ana",))
    assert s.record() is None  # in setup
    s.seed_start()
    record = s.record()
    assert record is not None and Record.from_dict(record) == Record.of(s.game)
