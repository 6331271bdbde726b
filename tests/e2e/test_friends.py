"""Playing with friends: pass-and-play on one device, and seed challenges across devices."""

from __future__ import annotations

import json
import random

from ..helpers import cli
from .player import (
    READY,
    attr,
    legal,
    message,
    open_game,
    play_round,
    play_turn,
    record,
    tap_island,
)


def test_three_players_pass_and_play_to_the_end(page, server):
    open_game(page, server, "?seed=TABLE3&side=A")
    page.click("text=Pass and play")
    for field, name in zip(
        page.query_selector_all("[data-player-name]"), ["Ana", "Ben", "Cy"], strict=False
    ):
        field.fill(name)
    page.click('[data-action="start-party"]')
    assert attr(page, "html", "data-kind") == "party"
    # Setup round the table: each player writes the start on the next one's board.
    for chooser, player in (("Ana", "Ben"), ("Ben", "Cy"), ("Cy", "Ana")):
        assert page.text_content("[data-prompt]").startswith(f"{chooser}, choose {player}'s start")
        tap_island(page, int(legal(page, "island")[0]))
        page.click('[data-action="start-4"]')
        page.wait_for_selector("[data-handover]:not([hidden])")
        page.click('[data-action="take-turn"]')
    assert attr(page, "html", "data-phase") == "play"
    rng = random.Random(8)
    for rnd in range(1, 18):
        for name in ("Ana", "Ben", "Cy"):
            assert page.text_content("[data-prompt]") == f"{name}'s turn \u2014 round {rnd}"
            assert attr(page, "[data-round]", "data-round") == str(rnd)
            play_turn(page, rng)
            page.click('[data-action="confirm"]')
            if rnd == 17 and name == "Cy":
                break
            # Nobody plays on the next board before taking the device: it is covered.
            page.wait_for_selector("[data-handover]:not([hidden])")
            following = {"Ana": "Ben", "Ben": "Cy", "Cy": "Ana"}[name]
            assert f"Pass the device to {following}" in page.text_content("[data-handover]")
            page.click('[data-action="take-turn"]')
    assert attr(page, "html", "data-phase") == "end"
    data = record(page)
    assert data["mode"] == "multi" and [p["name"] for p in data["players"]] == ["Ana", "Ben", "Cy"]
    code, verdict, _ = cli("verify", "-", stdin=json.dumps(data))
    assert code == 0 and verdict["final"]
    ranking = page.text_content("[data-ranking]")
    for player in verdict["players"]:
        assert f"{player['name']} \u2014 {player['total']}" in ranking
    winners = ", ".join(verdict["winners"])
    assert winners in page.text_content("[data-end-summary]")
    # Every board at a glance, and each one a tap away.
    assert page.locator("[data-players] svg.thumb").count() == 3
    page.click('[data-action="view-player"][data-player="1"]')
    ben = verdict["players"][1]
    assert attr(page, "[data-score-total]", "data-score-total") == str(ben["total"])


def play_challenge(page, server, name: str, rng: random.Random) -> str:
    open_game(page, server, "?seed=FRIENDS&side=B")
    page.click("text=Seed challenge")
    page.fill("[data-challenge-name]", name)
    page.click('[data-action="start-challenge"]')
    assert attr(page, "html", "data-kind") == "challenge"
    page.click('[data-action="seed-start"]')
    for _ in range(17):
        play_round(page, rng)
    assert attr(page, "html", "data-phase") == "end"
    link = page.input_value("[data-result-link]")
    assert "?result=" in link and len(link) < 300
    share = page.text_content("[data-share-text]")
    assert "FRIENDS" in share and "points" in share
    return link


def standings(page) -> list[list[str]]:
    return page.eval_on_selector_all(
        "[data-standings] tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
    )


def test_result_links_build_the_same_standings_on_two_devices(browser, server):
    ana_device = browser.new_context()
    ben_device = browser.new_context()
    try:
        ana, ben = ana_device.new_page(), ben_device.new_page()
        ana_link = play_challenge(ana, server, "Ana", random.Random(1))
        ben_link = play_challenge(ben, server, "Ben", random.Random(2))
        ben.goto(ana_link)
        ben.wait_for_selector(READY, timeout=90_000)
        assert message(ben)[0] == "result_added"
        ana.fill("[data-result-input]", ben_link)
        ana.click('[data-action="add-result"]')
        assert message(ana)[0] == "result_added"
        table = standings(ana)
        assert sorted(r[0] for r in table) == ["Ana", "Ben"]
        assert standings(ben) == table
        # The engine agrees: both records merged, scored as one table.
        records = [record(ana), record(ben)]
        merged = {**records[0], "players": records[0]["players"] + records[1]["players"]}
        _, verdict, _ = cli("verify", "-", stdin=json.dumps(merged))
        totals = {p["name"]: str(p["total"]) for p in verdict["players"]}
        assert {r[0]: r[-1] for r in table} == totals
        # A tampered link is refused and changes nothing.
        code_part = ben_link.split("result=")[1]
        tampered = code_part[:10] + ("B" if code_part[10] == "A" else "A") + code_part[11:]
        ana.fill("[data-result-input]", tampered)
        ana.click('[data-action="add-result"]')
        assert message(ana)[0] == "bad_record"
        assert standings(ana) == table
        # A result for another deal is refused too.
        other = browser.new_context()
        page = other.new_page()
        open_game(page, server, "?seed=ELSEWHERE&side=B")
        page.click("text=Seed challenge")
        page.fill("[data-challenge-name]", "Cy")
        page.click('[data-action="start-challenge"]')
        page.click('[data-action="seed-start"]')
        play_round(page, random.Random(3))
        foreign = page.input_value("[data-result-link]")
        other.close()
        ana.fill("[data-result-input]", foreign)
        ana.click('[data-action="add-result"]')
        assert message(ana)[0] == "bad_record" and "ELSEWHERE" in message(ana)[1]
        assert standings(ana) == table
    finally:
        ana_device.close()
        ben_device.close()
