"""The page's controller in CPython: what a tap does, saves, and what is shown."""

import json
import random

from hashi_core import deal, to_record
from web.app import App
from web.saves import CURRENT, PREFIX, MemoryStore, Saves

from .helpers import random_game


def make(store=None):
    store = store or MemoryStore()
    return App(Saves(store)), store


def test_a_link_opens_the_deal_and_a_reload_resumes_it():
    app, store = make()
    app.open("k7qx2m", "b")
    assert (app.game.seed, app.game.side, app.phase) == ("K7QX2M", "B", "setup")
    app.seed_start()
    start = deal("K7QX2M", "B").start
    assert app.game.players[0].sheet.numbers == {start.island: start.value}
    again, _ = make(store)
    again.open()
    assert to_record(again.game) == to_record(app.game)
    assert store.get(CURRENT) == "K7QX2M/B"


def test_bad_links_are_refused_politely():
    app, _ = make()
    app.open("<b>bad</b>", "Q")
    assert app.message["code"] == "bad_link"
    assert app.phase == "setup"


def test_setup_by_island_then_value():
    app, _ = make()
    app.open("SETUP1", "A")
    app.start(3)
    assert app.message["code"] == "choose_island"
    app.tap_island(1)
    assert app.message["code"] == "bad_start" and app.selected is None
    app.tap_island(12)
    assert app.view()["board"][("island", 12)]["class"].endswith("selected")
    app.start(4)
    assert app.phase == "play" and app.game.players[0].start.value == 4


def test_taps_and_the_number_taken_back():
    app, store = make()
    app.open("TAPS", "A")
    app.tap_island(12)
    app.start(3)
    card = app.game.card()
    app.tap_island(2)
    assert app.game.players[0].sheet.numbers[2] == card.number
    app.tap_island(2)  # again: taken back
    assert 2 not in app.game.players[0].sheet.numbers
    app.tap_line("12-13")
    assert app.game.players[0].sheet.bridges == {"12-13": 1}
    app.tap_line("not-a-line")
    app.tap_line("1-3")
    assert app.message["code"] == "no_such_line"
    saved = json.loads(store.get(PREFIX + "TAPS/A"))
    assert saved["players"][0]["draft"] == [{"bridge": [12, 13]}]


def test_corrupt_saves_are_set_aside_not_lost():
    store = MemoryStore()
    store.set(PREFIX + "BAD/A", "{broken")
    store.set(CURRENT, "BAD/A")
    app, _ = make(store)
    app.open()
    assert app.message["code"] == "corrupt_save"
    assert store.get("hashi.corrupt.BAD/A") == "{broken"
    assert store.get(PREFIX + "BAD/A") is None


def test_importing_a_tampered_record_changes_nothing():
    app, store = make()
    app.open("KEEP", "A")
    app.seed_start()
    before = to_record(app.game)
    record = to_record(random_game("OTHER", "B", random.Random(3), rounds=5))
    tampered = json.loads(json.dumps(record))
    tampered["players"][0]["turns"][0]["bridges"] = [[1, 18]]
    app.import_record(json.dumps(tampered))
    assert app.message["code"] == "no_such_line"
    app.import_record("not json at all")
    assert app.message["code"] == "bad_record"
    assert to_record(app.game) == before
    app.import_record(json.dumps(record))
    assert app.message["code"] == "imported" and to_record(app.game) == record
    assert json.loads(store.get(PREFIX + "OTHER/B")) == record


def test_finished_games_go_to_the_history_with_the_best_per_side():
    app, _ = make()
    game = random_game("DONE", "A", random.Random(9))
    app.import_record(json.dumps(to_record(game)))
    view = app.view()
    assert view["phase"] == "end" and view["round"] == "end"
    total = game.scores()[0].total
    assert view["best"] == [f"Best on side A: {total}"]
    assert view["history"] == [f"DONE side A \u2014 Ana: {total} points"]
    assert sum(c["state"] == "hidden" for c in view["cards"]) == 1


def test_the_view_is_filled_and_live():
    app, _ = make()
    app.open("VIEW", "A")
    app.seed_start()
    view = app.view()
    texts = [view["card_label"], view["bridges_left"], view["confirm_label"], *view["score_rows"]]
    texts += [c["label"] for c in view["cards"]]
    assert all(t and "{" not in t for t in texts)
    assert view["confirm_label"] == "Skip this card"
    assert sum(c["state"] == "now" for c in view["cards"]) == 1
    assert not any(c["state"] == "hidden" for c in view["cards"])


def test_in_progress_games_can_be_resumed():
    app, _ = make()
    app.open("FIRST", "A")
    app.seed_start()
    app.new_game(side="B")
    assert app.phase == "setup" and app.game.side == "B"
    entries = app.view()["in_progress"]
    assert [e["key"] for e in entries] == ["FIRST/A"]
    app.resume("FIRST/A")
    assert app.game.seed == "FIRST" and app.phase == "play"
    app.new_game(seed="bad seed!")
    assert app.message["code"] == "bad_seed" and app.game.seed == "FIRST"


def test_pass_and_play_goes_round_the_table_with_handovers():
    app, store = make()
    app.open("TABLE", "B")
    app.new_party(["Ana", " Ben ", "", "Ana"])
    assert [p.name for p in app.game.players] == ["Ana", "Ben", "Ana (2)"]
    assert app.view()["prompt"].startswith("Ana, choose Ben's start")
    app.seed_start()
    assert app.view()["handover"]["text"] == "Pass the device to Ben."
    app.tap_island(12)
    assert app.message["code"] == "handover"  # the device must change hands first
    app.take_turn()
    for _ in range(2):
        app.tap_island(app.game.legal_starts(app.current)[0])
        app.start(3)
        app.take_turn()
    assert app.phase == "play" and app.current == 0
    assert json.loads(store.get(PREFIX + "TABLE/B/party"))["mode"] == "multi"
    app.confirm()
    assert app.current == 1 and app.view()["handover"]["text"] == "Pass the device to Ben."
    app.take_turn()
    app.view_player(0)
    assert app.view()["prompt"] == "Ana's board (look only)"
    app.tap_line("12-14")
    assert app.message["code"] == "not_your_board"
    app.view_player(1)
    assert app.view()["prompt"] == "Ben's turn \u2014 round 1"
    thumbs = [p["thumbnail"] for p in app.view()["players"]]
    assert len(thumbs) == 3 and all(t.startswith("<svg") for t in thumbs)
    assert "Ana" not in "".join(thumbs)  # names never go into markup
    again, _ = make(store)
    again.open("TABLE", "B", "party")
    assert again.kind == "party" and again.current == 1


def test_a_challenge_scores_friends_results_together():
    ana, _ = make()
    ana.open("FRIENDS", "A")
    ana.new_challenge("Ana")
    ana.seed_start()
    for _ in range(3):
        ana.confirm()
    ben, ben_store = make()
    ben.open(result=ana.result_code())
    assert ben.message["code"] == "result_added" and ben.kind == "challenge"
    assert [row["name"] for row in ben.view()["standings"]] == ["Ana"]
    ben.new_challenge("Ben")
    ben.seed_start()
    ben.confirm()
    names = sorted(row["name"] for row in ben.view()["standings"])
    assert names == ["Ana", "Ben"]
    before = ben_store.data.copy()
    ben.add_result(ana.result_code()[:-2] + "xx")
    assert ben.message["code"] == "bad_record"
    other, _ = make()
    other.open("OTHER", "A")
    other.new_challenge("Cy")
    other.seed_start()
    ben.add_result("https://example.test/?result=" + other.result_code())
    assert ben.message["code"] == "bad_record" and "OTHER" in ben.message["text"]
    assert ben_store.data == before
    assert "FRIENDS" in ben.view()["share_text"]
