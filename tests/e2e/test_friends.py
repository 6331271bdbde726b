"""Playing with friends: pass-and-play on one device, and seed challenges across devices."""

from __future__ import annotations

import json
import random

from hashi_core import ROUNDS, Game, to_record
from hashi_core.playout import playout, random_start
from hashi_core.share import encode_result
from hashi_texts import isolate as N
from web.model.address import parse
from web.model.controller import Controller
from web.model.saves import MemoryStore, Saves
from web.ui import view

from ..helpers import cli, random_game
from .player import (
    REFUSE_CLIPBOARD,
    attr,
    import_game,
    legal,
    message,
    open_game,
    play_round,
    play_turn,
    press,
    record,
    resize,
    start_party,
    tap_island,
    wait_ready,
)


def test_three_players_pass_and_play_then_a_finished_table_ranks_them(page, server):
    """The table's first rounds by taps (each turn prompted, the device covered between
    players), then a finished table of three (opened from its file) ranked on the page.
    Every round to the end through the controller: tests/test_table_of_three.py; a table
    played to its end by taps: tests/e2e/test_journeys.py."""
    start_party(page, server, "?seed=TABLE3&side=A", ["Ana", "Ben", "Cy"])
    assert attr(page, "html", "data-kind") == "party"
    # Setup round the table: each player writes the start on the next one's board.
    for chooser, player in (("Ana", "Ben"), ("Ben", "Cy"), ("Cy", "Ana")):
        assert page.text_content("[data-prompt]").startswith(
            f"{N(chooser)}, choose {N(player)}'s start"
        )
        tap_island(page, int(legal(page, "island")[0]))
        press(page, "start-4")
        page.wait_for_selector("[data-handover]:not([hidden])")
        press(page, "take-turn")
    assert attr(page, "html", "data-phase") == "play"
    rng = random.Random(8)
    for rnd in (1, 2):
        for name in ("Ana", "Ben", "Cy"):
            assert page.text_content("[data-prompt]") == f"{N(name)}'s turn \u2014 round {rnd}"
            assert attr(page, "[data-round]", "data-round") == str(rnd)
            play_turn(page, rng)
            press(page, "confirm")
            # Nobody plays on the next board before taking the device: it is covered.
            page.wait_for_selector("[data-handover]:not([hidden])")
            following = {"Ana": "Ben", "Ben": "Cy", "Cy": "Ana"}[name]
            assert f"Pass the device to {N(following)}" in page.text_content("[data-handover]")
            press(page, "take-turn")
    assert [len(p["turns"]) for p in record(page)["players"]] == [2, 2, 2]
    finished = to_record(random_game("TABLE3", "A", random.Random(8), ("Ana", "Ben", "Cy")))
    import_game(page, finished)
    assert attr(page, "html", "data-phase") == "end"
    data = record(page)
    assert data["mode"] == "multi" and [p["name"] for p in data["players"]] == ["Ana", "Ben", "Cy"]
    code, verdict, _ = cli("verify", "-", stdin=json.dumps(data))
    assert code == 0 and verdict["final"]
    ranking = page.text_content("[data-ranking]")
    for player in verdict["players"]:
        assert f"{N(player['name'])} \u2014 {player['total']}" in ranking
    summary = page.text_content("[data-end-summary]")
    assert all(name in summary for name in verdict["winners"])
    # Numbered once, by the list: equal totals share a place.
    places = page.eval_on_selector_all("[data-ranking] li", "items => items.map(i => i.value)")
    totals = sorted((p["total"] for p in verdict["players"]), reverse=True)
    assert places == [1 + sum(t > total for t in totals) for total in totals]
    assert not any(
        row.startswith("1.") for row in page.locator("[data-ranking] li").all_text_contents()
    )
    board = page.text_content("[data-end-board]")
    assert board == view.build(opened(finished), "en").scores.end_board
    # Every board at a glance, and each one a tap away.
    assert page.locator("[data-players] svg.thumb").count() == 3
    page.click('[data-action="view-player"][data-player="1"]')
    ben = verdict["players"][1]
    assert attr(page, "[data-score-total]", "data-score-total") == str(ben["total"])


def opened(data: dict) -> Controller:
    """The page's controller (CPython) with ``data`` opened from its file, as the page does."""
    controller = Controller(Saves(MemoryStore()))
    controller.open(parse(""))
    controller.import_text(json.dumps(data))
    return controller


def play_challenge(page, server, name: str, rng: random.Random) -> str:
    """A seed challenge taken on this device, then its game at the end: played (the
    library's random play) and opened from its file, as a player opens a saved game (a
    challenge played to its end by taps: tests/e2e/test_journeys.py)."""
    open_game(page, server, "?seed=FRIENDS&side=B")
    page.click("text=Seed challenge")
    page.fill("[data-challenge-name]", name)
    press(page, "start-challenge")
    assert attr(page, "html", "data-kind") == "challenge"
    press(page, "seed-start")
    game = Game("FRIENDS", "B", "multi", [name])  # a challenge: one seat, scored as a table
    random_start(game, rng, 0)
    import_game(page, to_record(playout(game, rng, ROUNDS)))
    assert attr(page, "html", "data-kind") == "challenge"
    assert attr(page, "html", "data-phase") == "end"
    link = page.input_value("[data-result-link]")
    assert "?result=" in link and len(link) < 300
    # Copied, and said so; with a clipboard that refuses it, selected to copy by hand.
    said = "t => document.querySelector('[data-message]').textContent === t"
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    press(page, "copy-result")
    page.wait_for_function(said, arg="Result link copied.")
    assert page.evaluate("navigator.clipboard.readText()") == link
    page.evaluate(REFUSE_CLIPBOARD)
    press(page, "copy-result")
    page.wait_for_function(said, arg="The result link is selected: copy it to send it.")
    assert page.eval_on_selector(
        "[data-result-link]", "i => i.selectionStart === 0 && i.selectionEnd === i.value.length"
    )
    share = page.text_content("[data-share-text]")
    assert "FRIENDS" in share and "points" in share
    return link


def standings(page) -> list[list[str]]:
    return page.eval_on_selector_all(
        "[data-standings] tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
    )


def test_result_links_build_the_same_standings_on_two_devices(device, server):
    ana_device = device()
    ben_device = device()
    ana, ben = ana_device.new_page(), ben_device.new_page()
    ana_link = play_challenge(ana, server, "Ana", random.Random(1))
    ben_link = play_challenge(ben, server, "Ben", random.Random(2))
    ben.goto(ana_link)
    wait_ready(ben)
    assert message(ben)[0] == "result_added"
    # The same link again (pasted this time) says it is already there: never a second "Ana".
    ben.fill("[data-result-input]", ana_link)
    press(ben, "add-result")
    assert message(ben)[0] == "result_known"
    assert [r[1] for r in standings(ben)].count("Ana") == 1
    ana.fill("[data-result-input]", ben_link)
    press(ana, "add-result")
    assert message(ana)[0] == "result_added"
    table = standings(ana)
    assert sorted(r[1] for r in table) == ["Ana", "Ben"]
    assert standings(ben) == table
    # The engine agrees: both records merged, scored as one table.
    records = [record(ana), record(ben)]
    merged = {**records[0], "players": records[0]["players"] + records[1]["players"]}
    _, verdict, _ = cli("verify", "-", stdin=json.dumps(merged))
    totals = {p["name"]: str(p["total"]) for p in verdict["players"]}
    assert {r[1]: r[2] for r in table} == totals  # the total, beside the name
    # One total per player on the screen: the header, the share line and the standings.
    mine = next(r for r in table if r[1] == "Ana")
    assert attr(ana, "[data-score-total]", "data-score-total") == mine[2]
    assert ana.text_content("[data-share-text]").endswith(f"{mine[2]} points")
    # A tampered link is refused and changes nothing.
    code_part = ben_link.split("result=")[1]
    tampered = code_part[:10] + ("B" if code_part[10] == "A" else "A") + code_part[11:]
    ana.fill("[data-result-input]", tampered)
    press(ana, "add-result")
    assert message(ana)[0] == "bad_record"
    assert standings(ana) == table
    # A result for another deal is refused too (Cy's link after one round, as Cy's page
    # makes it: the link of the game's record).
    cy = Game("ELSEWHERE", "B", "multi", ["Cy"])
    random_start(cy, random.Random(3), 0)
    foreign = f"{server}?result={encode_result(to_record(playout(cy, random.Random(3), 1)), 0)}"
    ana.fill("[data-result-input]", foreign)
    press(ana, "add-result")
    assert message(ana)[0] == "bad_record" and "ELSEWHERE" in message(ana)[1]
    assert standings(ana) == table


def test_a_friend_on_a_new_device_is_asked_for_their_name(page, server):
    """(A new device: the shared page's storage is cleared after every test.)"""
    # On a phone upright, today's challenge with no name typed: the question opens over
    # the board, above the screen, so its field is focused and brought into view.
    size = page.viewport_size
    resize(page, 390, 844)
    open_game(page, server, "?seed=PHONEQ&side=A")
    page.click("text=Seed challenge")
    press(page, "daily")
    page.wait_for_function(
        """() => {
          const field = document.activeElement, box = field.getBoundingClientRect();
          return field.matches("[data-name-input]") && box.top >= 0
            && box.bottom <= innerHeight;
        }"""
    )
    resize(page, size["width"], size["height"])
    open_game(page, server, "?seed=NEWDEV&side=A&mode=challenge")
    assert page.is_visible("[data-name-prompt]")
    page.click('[data-action="seed-start"]', force=True)
    assert message(page)[0] == "name_needed"
    page.fill("[data-name-input]", "  Dora  ")
    page.press("[data-name-input]", "Enter")
    page.wait_for_selector("[data-name-prompt]", state="hidden")
    press(page, "seed-start")
    play_round(page, random.Random(4))
    assert record(page)["players"][0]["name"] == "Dora"
    assert [r[1] for r in standings(page)] == ["Dora"]
    # "Share" during a challenge shares the challenge.
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        press(page, "share")
        page.wait_for_function("document.querySelector('[data-message]').textContent.includes('?')")
        assert "seed=NEWDEV&side=A&mode=challenge" in message(page)[1]
    finally:
        page.context.clear_permissions()


def test_a_bad_result_link_keeps_the_game_in_play(page, server):
    open_game(page, server, "?seed=KEEPME&side=B")
    press(page, "seed-start")
    play_round(page, random.Random(5))
    before = record(page)
    open_game(page, server, "?result=AAAAxxxx")
    code, text = message(page)
    assert code == "bad_record" and "not added" in text
    assert record(page) == before


SEATS_TYPED = """() => [...document.querySelectorAll('[data-player-name]')].map(
  (field, i) => [field.value, document.querySelectorAll('[data-player-kind]')[i].value])"""


def test_pass_and_play_survives_reloads_in_setup_and_between_players(page, server):
    # Names and seats typed, then a reload before Start: still there (Q51: all lost).
    open_game(page, server, "?seed=RELOAD&side=A")
    page.click("text=Pass and play")
    fields = page.query_selector_all("[data-player-name]")
    for field, name in zip(fields, ["Ana", "Ben", "Cy"], strict=False):
        field.fill(name)
    page.locator("[data-player-kind]").nth(2).select_option("hard")
    typed = page.evaluate(SEATS_TYPED)
    assert typed[:3] == [["Ana", "person"], ["Ben", "person"], ["Cy", "hard"]]
    page.reload()
    wait_ready(page)
    assert page.evaluate(SEATS_TYPED) == typed
    page.click("text=Pass and play")  # (the section opened again)
    page.locator("[data-player-kind]").nth(2).select_option("person")
    page.locator("[data-player-name]").nth(2).fill("")
    press(page, "start-party")
    tap_island(page, int(legal(page, "island")[0]))
    press(page, "start-3")
    page.wait_for_selector("[data-handover]:not([hidden])")
    page.reload()
    wait_ready(page)
    assert f"Pass the device to {N('Ben')}" in page.text_content("[data-handover]")
    press(page, "take-turn")
    assert page.text_content("[data-prompt]").startswith(f"{N('Ben')}, choose {N('Ana')}'s start")
    press(page, "seed-start")
    press(page, "take-turn")
    play_turn(page, random.Random(6))
    press(page, "confirm")
    page.reload()
    wait_ready(page)
    assert page.is_visible("[data-handover]")
    shown = "document.getElementById('board').checkVisibility({visibilityProperty: true})"
    assert page.evaluate(shown) is False  # nothing of a board through the cover
    press(page, "take-turn")
    assert page.evaluate(shown) is True
    assert page.text_content("[data-prompt]") == f"{N('Ben')}'s turn \u2014 round 1"
    # Ana's board during Ben's turn: her round 1, this round's card, nothing playable.
    card = (
        attr(page, "[data-card]", "data-card-number"),
        attr(page, "[data-card]", "data-card-bridges"),
    )
    page.click('[data-action="view-player"][data-player="0"]')
    assert attr(page, "[data-round]", "data-round") == "1"
    assert (
        attr(page, "[data-card]", "data-card-number"),
        attr(page, "[data-card]", "data-card-bridges"),
    ) == card
    assert legal(page, "island") == [] and legal(page, "line") == []
    data = record(page)
    assert [p["name"] for p in data["players"]] == ["Ana", "Ben"]
    assert len(data["players"][0]["turns"]) == 1 and data["players"][1]["start"]["value"] == 3


def test_at_the_end_with_a_friend_still_playing_the_standings_say_the_same_totals(page, server):
    """Zoe has ended, Ana too, Ben is at round 6: the standings say Zoe's total as the header
    does (not 0 for everyone, all first), and Ben's row has no place and no total yet."""
    zoe = to_record(random_game("ENDQ33", "A", random.Random(1), ("Zoe", "x")))
    open_game(page, server, "?seed=ENDQ33&side=A&mode=challenge")
    import_game(page, {**zoe, "players": zoe["players"][:1]})
    assert attr(page, "html", "data-phase") == "end"
    for name, rounds, rng in (("Ana", ROUNDS, 2), ("Ben", 6, 3)):
        game = random_game("ENDQ33", "A", random.Random(rng), (name, "x"), rounds)
        page.fill("[data-result-input]", f"{server}?result={encode_result(to_record(game), 0)}")
        press(page, "add-result")
    rows = {r[1].strip("\u2068\u2069"): r for r in standings(page)}
    assert [r[1].strip("\u2068\u2069") for r in standings(page)][-1] == "Ben"
    assert rows["Ben"][0] == rows["Ben"][2] == "\u2014" and rows["Ben"][3] == "6/17, playing"
    assert rows["Zoe"][2] == attr(page, "[data-score-total]", "data-score-total") != "0"
    assert rows["Ana"][2] not in ("0", "\u2014")
    assert "scored together" in page.text_content("[data-standings-note]")
