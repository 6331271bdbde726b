"""The pure view: every row, place, standing, prompt and board mark the page shows."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from hashi_core import DrawBridge, Game, PlaceStart, Record, from_record, to_record, verify
from hashi_core.scoring import Score
from hashi_core.share import decode_result, encode_result
from hashi_texts import isolate as N
from hashi_texts import names_list, render
from web.model.address import parse
from web.model.controller import Controller
from web.model.notice import Notice, problem
from web.model.saves import HISTORY, RESULTS, SAVE, MemoryStore, Saves, Unreadable
from web.shown.view_types import Handover, Message
from web.ui import view

from .helpers import random_game
from .history_rows import history_entries
from .page_board import board_state


def game(seed, rounds, rng=2, names=("Ana",)):
    return random_game(seed, "A", random.Random(rng), names=names, rounds=rounds)


# -- score rows ---------------------------------------------------------------------------


POSITIONS = json.loads((Path(__file__).parent / "data" / "web_positions.json").read_text())


def position(name):
    """A fixed game (a record replayed): the inputs never change with the test helpers."""
    return from_record(POSITIONS[name])


@pytest.mark.parametrize(
    ("name", "seat", "rows"),
    [
        (
            "solo_early",
            0,
            [
                "Finished islands: 1",
                "Red flags: 0 of 4 \u2014 worth 9 by round 12, 5 after",
                "Blue flags: 0 of 3 \u2014 worth 7 by round 7, 3 after",
                "Chain of 6: largest group 1 of 6 \u2014 worth 8 by round 12, 4 after",
                "Total: 0",
            ],
        ),
        (
            "solo_deadline",
            0,
            [
                "Finished islands: 3",
                "Red flags: 0 of 4 \u2014 worth 9 by round 12, 5 after",
                "Blue flags: 0 of 3 \u2014 worth 7 by round 7, 3 after",
                "Chain of 6: largest group 2 of 6 \u2014 worth 8 by round 12, 4 after",
                "Total: 0",
            ],
        ),
        (
            "solo_late",
            0,
            [
                "Finished islands: 10",
                "Red flags: 2 of 4 \u2014 worth 5 now",
                "Blue flags: 0 of 3 \u2014 worth 3 now",
                "Chain of 6: largest group 5 of 6 \u2014 worth 4 now",
                "Total: 0",
            ],
        ),
        (
            "solo_final",
            0,
            [
                "Finished islands: 12 \u00d7 2 = 24",
                "Red flags: not reached",
                "Blue flags: not reached",
                "Chain of 6: round 7 \u2014 8 points",
                "Total: 32",
                "Your title: Minion",
            ],
        ),
        (
            "solo_preview",
            0,
            [
                "Finished islands: 6",
                "Red flags: 1 of 4 \u2014 worth 9 by round 12, 5 after",
                "Blue flags: 0 of 3 \u2014 worth 3 now",
                "Chain of 6: reached this round \u2014 8 points when you confirm",
                "Total: 0",
            ],
        ),
        (
            "multi_taken",
            0,
            [
                "Finished islands: 6",
                "Red flags: 0 of 4 \u2014 worth 9 now",
                "Blue flags: 2 of 3 \u2014 worth 7 now",
                "Chain of 6: round 10 \u2014 8 points",
                "Total: 8",
            ],
        ),
        (
            "multi_taken",
            1,
            [
                "Finished islands: 5",
                "Red flags: 1 of 4 \u2014 worth 9 now",
                "Blue flags: 0 of 3 \u2014 worth 7 now",
                f"Chain of 6: {N('Ana')} took the high value in round 10 \u2014 3 of 6, "
                "worth 4 now",
                "Total: 0",
            ],
        ),
    ],
)
def test_score_rows(name, seat, rows):
    assert view.score_rows(position(name), seat, "en") == rows


# -- ranking and the end ----------------------------------------------------------------------


def score(name, total, islands=0, red=0, blue=0, chain=0):
    bonuses = {"red": (None, red), "blue": (None, blue), "chain": (None, chain)}
    return Score(name, islands // 2, islands, bonuses, total, None)


def test_the_ranking_is_best_first_and_equal_totals_share_a_place():
    scores = [score("Ana", 20, 20), score("Ben", 31, 22, blue=9), score("Cy", 20, 12, chain=8)]
    rows = view.ranking(scores, "en")
    assert [r.place for r in rows] == [1, 2, 2]
    assert [r.text for r in rows] == [
        f"{N('Ben')} \u2014 31 (islands 22, red 0, blue 9, chain 0) \u2014 wins",
        f"{N('Ana')} \u2014 20 (islands 20, red 0, blue 0, chain 0)",
        f"{N('Cy')} \u2014 20 (islands 12, red 0, blue 0, chain 8)",
    ]


def test_a_shared_win_is_said_and_everyone_sharing_it_wins():
    scores = [score("Ana", 30), score("Ben", 30), score("Cy", 10)]
    rows = view.ranking(scores, "en")
    assert [r.place for r in rows] == [1, 1, 3]
    assert [r.text.endswith("wins") for r in rows] == [True, True, False]


def test_the_end_summary_names_the_winners_or_the_title():
    g = game("V2", 17, 2, ("Ana", "Ben", "Cy"))  # any finished table
    totals = [s.total for s in g.scores()]
    best = max(totals)
    names = [p.name for p, t in zip(g.players, totals, strict=True) if t == best]
    assert view.end_summary(g, 0, True, "en") == f"Winner: {N(names[0])} with {best} points"
    solo = position("solo_final")
    assert view.end_summary(solo, 0, False, "en") == "Final score: 32 \u2014 Minion"
    assert view.names_list(["A", "B", "C"], "en") == f"{N('A')}, {N('B')} and {N('C')}"
    assert view.names_list(["A"], "en") == "A"


# -- standings of a challenge ------------------------------------------------------------------


def friend_record(seed, name, rounds, rng):
    g = random_game(seed, "A", random.Random(rng), names=(name, "x"), rounds=rounds)
    return Record.from_dict(decode_result(encode_result(to_record(g), 0)))


def test_standings_rank_everyone_with_one_total_each_and_mark_this_player():
    me = random_game("CH1", "A", random.Random(1), names=("Zoe", "x"), rounds=17)
    mine = Game("CH1", "A", "multi", ["Zoe"])
    for move_game in (me,):
        record = to_record(move_game)
        record["players"] = record["players"][:1]
    from hashi_core import from_record

    mine = from_record(record)
    friends = [friend_record("CH1", "Ana", 17, 2), friend_record("CH1", "Ben", 17, 3)]
    table = view.standings(mine, friends, "en")
    totals = [r.total for r in table.rows]
    assert totals == sorted(totals, reverse=True)
    assert [r.place for r in table.rows] == [1 + sum(t > total for t in totals) for total in totals]
    me_rows = [r for r in table.rows if r.me]
    assert [r.name for r in me_rows] == ["Zoe"] and table.mine == me_rows[0].total
    assert table.note == "" and all(r.rounds == "17" for r in table.rows)
    assert all(r.islands.isdigit() for r in table.rows)


def test_standings_say_who_is_still_playing_and_keep_island_counts():
    mine = Game("CH2", "A", "multi", ["Zoe"])
    mine.push(PlaceStart(mine.deal.start.island, mine.deal.start.value))
    done = friend_record("CH2", "Ana", 17, 2)
    playing = friend_record("CH2", "Ben", 6, 3)
    table = view.standings(mine, [done, playing], "en")
    by_name = {r.name: r for r in table.rows}
    assert by_name["Ben"].rounds == "6/17, playing"
    assert by_name["Ana"].islands.endswith(" finished")
    assert not by_name["Ana"].islands.startswith("0 ")
    assert table.note.startswith(f"{N(N('Zoe') + ' and ' + N('Ben'))} are still playing")


def test_share_line_uses_the_total_shown():
    g = game("S2", 17, 2)
    line = view.share_line(g, 99, "en")
    assert line.startswith("Hashi S2 side A, 17/17") and line.endswith("99 points")


# -- the table: prompts and the hand-over ---------------------------------------------------------


def table_controller():
    ctl = Controller(Saves(MemoryStore()))
    ctl.open(parse("?seed=TABLE3&side=A"))
    ctl.begin("party", ["Ana", "Ben"])
    return ctl


def test_prompts_and_handover_follow_the_table():
    ctl = table_controller()
    assert (
        view.prompt(ctl, "en")
        == f"{N('Ana')}, choose {N('Ben')}'s start: tap an island without a flag, then 3 or 4."
    )
    assert view.handover(ctl.session, "en") is None
    ctl.session.seed_start()
    assert view.handover(ctl.session, "en") == Handover(
        f"Pass the device to {N('Ben')}.", f"I'm {N('Ben')} \u2014 show my board"
    )
    ctl.session.take_turn()
    ctl.session.seed_start()
    ctl.session.take_turn()
    assert view.prompt(ctl, "en") == f"{N('Ana')}'s turn \u2014 round 1"
    ctl.session.view_player(1)
    assert view.prompt(ctl, "en") == f"{N('Ben')}'s board (look only)"
    shown = view.build(ctl, "en")
    assert [p.shown for p in shown.scores.players] == [False, True]
    assert [p.current for p in shown.scores.players] == [True, False]


def test_a_solo_game_has_no_prompt_and_no_table():
    ctl = Controller(Saves(MemoryStore()))
    ctl.open(parse("?seed=SOLO01&side=A"))
    shown = view.build(ctl, "en")
    assert shown.panel.prompt == "" and shown.scores.players == () and shown.scores.ranking == ()
    ctl.session.seed_start()
    ctl.session.confirm()
    shown = view.build(ctl, "en")
    assert (
        shown.scores.standings == ()
        and shown.scores.share_text == ""
        and shown.scores.result_code == ""
    )


# -- the board's marks ---------------------------------------------------------------


def test_a_line_crossing_a_bridge_is_dead_and_legal_marks_only_on_a_playable_board():
    g = Game("DEAD01", "A")
    g.push(PlaceStart(7, 4))
    card = g.card()
    g.push(DrawBridge(6, 7))
    if card.bridges == 1:
        from hashi_core import EndTurn

        g.push(EndTurn())
    state = board_state(g, 0, None)
    assert state[("line", "3-10")]["class"] == "line dead"
    assert "dead" not in state[("line", "6-7")]["class"]
    assert state[("line", "6-7")]["data-bridges"] == "1"
    legal = {k for k, v in state.items() if "legal" in v["class"].split()}
    assert legal and all(k[0] in ("line", "island") for k in legal)
    quiet = board_state(g, 0, None, playable=False)
    assert not any("legal" in v["class"] for v in quiet.values())
    assert state[("island", 7)]["class"].split()[-1] == "start"


def test_the_cards_bar_shows_only_what_the_table_has_seen():
    g = game("S2", 5, 2)
    cards = view.cards(g, 0, 6, "play", "en")
    states = [c.state for c in cards]
    assert states.count("played") == 5 and states.count("now") == 1
    now = next(c for c in cards if c.state == "now")
    assert (now.number, now.bridges) == (g.deal.draw[5].number, g.deal.draw[5].bridges)
    assert states.count("hidden") == 0
    end = view.cards(game("S2", 17, 2), 0, 18, "end", "en")
    assert sorted(c.state for c in end).count("hidden") == 1


def test_the_cards_bar_is_made_once_per_deal_round_and_phase():
    g, other = game("S2", 5, 2), game("S3", 5, 2)
    first = view.cards(g, 0, 6, "play", "en")
    assert view.cards(g, 0, 6, "play", "en") is first  # the page compares it at once
    later = game("S2", 6, 2)  # a round on: the card played and the next one
    assert view.cards(later, 0, 7, "play", "en") != first
    assert view.cards(g, 0, 6, "play", "pl") != first
    theirs = view.cards(other, 0, 6, "play", "en")  # another deal: its own cards
    now = next(c for c in theirs if c.state == "now")
    assert (now.number, now.bridges) == (
        other.deal.draw[5].number,
        other.deal.draw[5].bridges,
    )


# -- messages ------------------------------------------------------------------------


def test_a_notice_renders_its_reason_inside_one_sentence():
    notice = problem(
        "ui.import_failed", "import_refused", reason=Unreadable("ui.data_too_deep", limit=16)
    )
    assert view.message(notice, "en") == Message(
        "import_refused",
        "This file cannot be opened: it is nested too deeply (more than 16 levels)",
        "error",
    )
    assert view.message(None, "en") == Message("", "", "")
    unknown = problem("ui.import_failed", "import_refused", reason=None)
    assert view.text_of(unknown, "en") == "This file cannot be opened: it is not a game record"
    aside = Notice(
        "corrupt_save", "ui.set_aside", {"item": Notice("", "ui.item_history"), "reason": None}
    )
    assert view.text_of(aside, "en").startswith("The list of finished games could not be read")


# -- saved games ------------------------------------------------------------------------


def test_saved_lists_show_other_unfinished_games_the_last_ten_results_and_bests():
    saves = Saves(MemoryStore())
    ctl = Controller(saves)
    ctl.open(parse("?seed=LIST01&side=B"))
    ctl.session.seed_start()
    ctl.session.confirm()
    ctl.begin(seed="LIST02", side="A")
    ctl.session.seed_start()
    for n in range(12):
        side = "A" if n % 2 else "B"
        kind = "solo" if n < 11 else "party"
        entry = {"seed": f"H{n}", "side": side, "kind": kind, "name": "Ana", "total": n}
        saves.history.add(f"g{n}", history_entries(entry))
    in_progress, history, best = view.saved_lists(ctl, "en")
    assert [e.label for e in in_progress] == ["Resume LIST01 (side B, round 2)"]
    assert history[0] == f"H11 side A \u2014 {N('Ana')}: 11 points"
    assert history[-1] == f"H2 side B \u2014 {N('Ana')}: 2 points"
    assert len(history) == 10
    assert best == ("Best on side A: 9", "Best on side B: 10")


# -- the whole view in its states -------------------------------------------------------


def test_the_confirm_button_says_what_ending_the_round_does():
    ctl = Controller(Saves(MemoryStore()))
    ctl.open(parse("?seed=CONF01&side=A"))
    assert view.build(ctl, "en").panel.confirm_label == "Done \u2014 next card"
    ctl.session.seed_start()
    assert view.build(ctl, "en").panel.confirm_label == "Skip this card"
    ctl.session.tap_island(ctl.session.game.legal_islands()[0])
    assert view.build(ctl, "en").panel.confirm_label == "Done \u2014 no bridges"
    ctl.session.tap_line(ctl.session.game.legal_lines()[0])
    shown = view.build(ctl, "en")
    assert shown.panel.confirm_label == "Done \u2014 next card" and shown.panel.undo_enabled
    card = ctl.session.game.card()
    assert shown.panel.bridges_left == f"Bridges to draw: {card.bridges - 1} of {card.bridges}"


def test_nothing_is_playable_behind_the_handover_or_the_name_prompt_or_at_the_end():
    ctl = table_controller()
    ctl.session.seed_start()
    shown = view.build(ctl, "en")
    assert ctl.ui.handover and not any(
        "legal" in a["class"] for a in shown.board.attributes().values()
    )
    assert not shown.panel.start_enabled and not shown.panel.undo_enabled
    ctl.session.take_turn()
    assert any("legal" in a["class"] for a in view.build(ctl, "en").board.attributes().values())
    asking = Controller(Saves(MemoryStore()))
    asking.open(parse("?seed=ASK001&side=A&mode=challenge"))
    shown = view.build(asking, "en")
    assert shown.panel.asking_name and shown.panel.prompt == "" and shown.panel.total == 0
    # The name is asked for a deal a friend sent: the prompt says which.
    assert shown.panel.name_deal == "Challenge ASK001, side A"
    assert view.build(asking, "pl").panel.name_deal == "Wyzwanie ASK001, strona A"
    assert not any("legal" in a["class"] for a in shown.board.attributes().values())
    assert (
        shown.scores.standings == ()
        and shown.scores.share_text == ""
        and shown.scores.result_code == ""
    )
    done = Controller(Saves(MemoryStore()))
    done.import_text(json.dumps(POSITIONS["solo_final"]))
    shown = view.build(done, "en")
    assert shown.panel.phase == "end" and shown.panel.round == "end"
    assert not any("legal" in a["class"] for a in shown.board.attributes().values())
    assert (
        shown.scores.end_summary == "Final score: 32 \u2014 Minion" and shown.scores.end_board == ""
    )
    assert shown.scores.players == () and shown.scores.ranking == ()


def test_a_challenge_shows_one_total_its_result_and_share_line_and_no_table():
    ctl = Controller(Saves(MemoryStore()))
    ctl.open(parse("?seed=ONE001&side=A&mode=challenge"))
    ctl.give_name("Zoe")
    assert view.build(ctl, "en").panel.name_deal == ""  # (once given, nothing is asked)
    ctl.session.seed_start()
    ctl.session.confirm()
    ctl.add_result(encode_result(to_record(game("ONE001", 17, 3, ("Ana", "x"))), 0))
    shown = view.build(ctl, "en")
    mine = next(r for r in shown.scores.standings if r.me)
    assert shown.panel.total == mine.total
    assert shown.scores.share_text.endswith(f"{mine.total} points")
    assert shown.scores.result_code == ctl.session.result_code() != ""
    assert shown.scores.players == () and shown.panel.prompt == ""
    assert shown.scores.standings_note.startswith(f"{N('Zoe')} is still playing")


def test_a_finished_challenge_alone_says_its_score_without_a_title():
    g = from_record({**POSITIONS["solo_final"], "mode": "multi"})
    assert view.end_summary(g, 0, False, "en") == "Final score: 32"
    assert view.standings(Game("NONE01", "A", "multi", ["Zoe"]), [], "en") == view.Standings()


def finished_challenge(rng: int) -> Controller:
    ctl = Controller(Saves(MemoryStore()))
    record = to_record(game("TWO001", 17, rng, ("Zoe", "x")))
    ctl.import_text(json.dumps({**record, "players": record["players"][:1]}))
    assert ctl.session.kind == "challenge" and ctl.session.phase == "end"
    ctl.add_result(encode_result(to_record(game("TWO001", 17, rng + 100, ("Ana", "x"))), 0))
    return ctl


def test_a_challenges_end_shows_one_total_and_names_the_solo_rules_one():
    differ = 0
    for rng in range(1, 12):
        ctl = finished_challenge(rng)
        shown = view.build(ctl, "en")
        mine = next(r for r in shown.scores.standings if r.me).total
        solo = verify({**to_record(ctl.session.game), "mode": "solo"})[1]["players"][0]["total"]
        totals = [int(n) for n in re.findall(r"\d+", shown.scores.end_summary)]
        assert totals[0] == shown.panel.total == mine
        assert shown.scores.rows[-1] == f"Total: {mine}"  # the breakdown adds up to it
        assert shown.scores.share_text.endswith(f" {mine} points")
        if solo != mine:
            differ += 1
            assert shown.scores.end_summary == f"Final score: {mine} ({solo} by the solo rules)"
        else:
            assert shown.scores.end_summary == f"Final score: {mine}"
        assert "Zoe" not in shown.scores.rows[-1]
    assert differ  # the case the screen must name was met


def test_a_finished_table_ranks_everyone_and_says_whose_board_is_shown():
    ctl = Controller(Saves(MemoryStore()))
    ctl.import_text(json.dumps(POSITIONS["table_final"]))
    assert ctl.session.kind == "party"
    shown = view.build(ctl, "en")
    assert [r.text for r in shown.scores.ranking] == [
        f"{N('Ana')} \u2014 39 (islands 24, red 0, blue 7, chain 8) \u2014 wins",
        f"{N('Ben')} \u2014 18 (islands 18, red 0, blue 0, chain 0)",
    ]
    assert shown.scores.end_summary == f"Winner: {N('Ana')} with 39 points"
    assert shown.scores.end_board == f"This is {N('Ben')}'s board."
    ctl.session.view_player(0)
    assert view.build(ctl, "en").scores.end_board == f"This is {N('Ana')}'s board."


def test_setup_marks_the_chosen_island_and_enables_the_values():
    ctl = Controller(Saves(MemoryStore()))
    ctl.open(parse("?seed=SEL001&side=B"))
    shown = view.build(ctl, "en")
    assert not shown.panel.start_enabled and not shown.panel.undo_enabled
    assert shown.panel.side_label == "Side B (harder)" and shown.panel.total == 0
    island = ctl.session.game.legal_starts()[0]
    ctl.session.tap_island(island)
    shown = view.build(ctl, "en")
    assert shown.panel.start_enabled
    assert shown.board.attributes()[("island", island)]["class"].split()[-1] == "selected"
    ctl.session.start(3)
    shown = view.build(ctl, "en")
    assert not shown.panel.undo_enabled and shown.panel.card is not None
    assert "selected" not in shown.board.attributes()[("island", island)]["class"]


def test_the_share_line_and_standings_cells_name_the_bonus_rounds():
    g = position("solo_final")
    line = view.share_line(g, 32, "en")
    assert (
        line == "Hashi F0 side A, 17/17 \u00b7 \U0001f6a9 red \u2014 \u00b7 "
        "\U0001f3f3 blue \u2014 \u00b7 \u26d3 chain r7 \u00b7 32 points"
    )
    mine = from_record({**POSITIONS["solo_final"], "mode": "multi"})
    row = view.standings(mine, [], "en").rows[0]
    assert row.bonuses == ("\u2014", "\u2014", "r7: 8")
    assert (row.place, row.rounds, row.islands, row.total) == (1, "17", "24", 32)


def test_a_written_number_is_fresh_and_labelled():
    g = Game("FRESH1", "A")
    g.push(PlaceStart(7, 4))
    island = g.legal_islands()[0]
    from hashi_core import WriteNumber

    g.push(WriteNumber(island))
    state = board_state(g, 0, None)
    node = state[("island", island)]
    number = str(g.card().number)
    assert node["data-number"] == node["text"] == number
    assert node["class"].split() == ["island", "fresh"]
    assert f"number {number}" in node["aria-label"]
    assert state[("island", 7)]["data-finished"] == "false"
    assert state[("island", 7)]["class"].split()[-1] == "start"


@pytest.mark.parametrize("query", ["lang=xx&seed=AB", "lang=%3Cb%3E", "lang=PL&lang=es"])
def test_a_bad_language_in_the_address_is_reported_not_fatal(query):
    ctl = Controller(Saves(MemoryStore()))
    ctl.open(parse("?" + query))
    shown = view.build(ctl, "en")
    assert shown.panel.phase == "setup"
    if "xx" in query or "%3C" in query:
        assert shown.message.code == "bad_lang"
        assert shown.message.kind == "error"


def test_the_view_reads_storage_and_never_writes_it():
    store = MemoryStore()
    ctl = Controller(Saves(store))
    ctl.open(parse("?seed=READ01&side=A&mode=challenge"))
    ctl.give_name("Zoe")
    ctl.session.seed_start()
    # Another tab (or a damaged device) leaves values nobody can read.
    for key in (SAVE + "BAD.A.solo.1", HISTORY, f"{RESULTS}READ01/A"):
        store.set(key, "[" * 20)
    ctl.saves.refresh()
    before = dict(store.data)
    shown = view.build(ctl, "en")
    assert store.data == before and shown.scores.standings and shown.saved.reports == ()
    ctl.storage_changed()  # the controller reads again, and sets aside what it cannot read
    assert len([k for k in store.data if k.startswith("hashi.corrupt.")]) == 3
    assert len(view.build(ctl, "en").saved.reports) == 3


def test_the_views_texts_are_kept_and_say_what_the_catalogues_say():
    """``view.render`` keeps each text by key, language and values (a tap's view says most
    of the last one's again): the same text as ``hashi_texts.render``, the values' types
    part of the key, and a value that cannot be kept rendered all the same."""
    import hashi_texts

    cases = [
        ("ui.card_label", "en", {"number": 1, "bridges": 2}),
        ("ui.card_label", "en", {"number": True, "bridges": 2}),  # (True == 1, said apart)
        ("ui.card_label", "pl", {"number": 1, "bridges": 2}),
        ("ui.card_label", "en", {"number": 5, "bridges": 1}),
        ("ui.island", "en", {"island": [3]}),  # (a list: not kept)
        ("ui.no_backup", "es", {}),
    ]
    for _ in range(2):  # (the second time from what was kept)
        for key, lang, params in cases:
            assert view.render(key, lang, **params) == hashi_texts.render(key, lang, **params)
    assert view.render("ui.card_label", "en", number=True, bridges=2) != view.render(
        "ui.card_label", "en", number=1, bridges=2
    )


def test_standings_at_the_players_end_score_the_finished_together_and_no_total_for_one_playing():
    """Zoe has ended, Ana too, Ben is at round 6: Zoe and Ana have one total each, the same
    as the two scored as a table (island points counted, as the header and the race say);
    Ben shows his rounds and islands, no place and no total, and the note says he plays."""
    record = to_record(random_game("CH3", "A", random.Random(1), names=("Zoe", "x"), rounds=17))
    mine = from_record({**record, "players": record["players"][:1]})
    done, playing = friend_record("CH3", "Ana", 17, 2), friend_record("CH3", "Ben", 6, 3)
    table = view.standings(mine, [done, playing], "en")
    two = from_record({**record, "players": [record["players"][0], done.to_dict()["players"][0]]})
    want = {s.name: s.total for s in two.scores()}
    assert two.scores()[0].island_points > 0
    by_name = {r.name: r for r in table.rows}
    assert {n: by_name[n].total for n in ("Zoe", "Ana")} == want
    assert table.mine == want["Zoe"] and table.shown_total(end=True) == want["Zoe"]
    # The islands column in one unit while Ben plays: islands finished, for every row.
    finished = {s.name: s.finished for s in two.scores()}
    for name in ("Zoe", "Ana"):
        assert by_name[name].islands == render(
            "ui.standing_islands_later", "en", count=finished[name]
        )
    ben = table.rows[-1]
    assert (ben.name, ben.place, ben.total, ben.rounds) == ("Ben", None, None, "6/17, playing")
    assert ben.islands.endswith(" finished") and ben.replay == ""
    assert by_name["Ana"].replay and table.waiting
    names = names_list(["Ben"], "en")
    assert table.note == render("ui.standings_waiting_ended", "en", names=names, count=1)
