"""Three players passing one device, every round to the end, through the page's controller
and its view (CPython): each turn's prompt and hand-over, then the end's ranking, its
places and every player's board. The browser plays the start of such a table and shows a
finished one (tests/e2e/test_friends.py)."""

from __future__ import annotations

import random

from hashi_core import verify
from hashi_texts import isolate as N
from hashi_texts import render
from web.ui import view

from .test_web_controller import party, play_turn

NAMES = ("Ana", "Ben", "Cy")


def test_three_players_pass_and_play_to_the_end_each_turn_prompted_and_handed_over():
    ctl, _ = party(NAMES)
    for chooser, player in (("Ana", "Ben"), ("Ben", "Cy"), ("Cy", "Ana")):
        assert view.prompt(ctl, "en").startswith(f"{N(chooser)}, choose {N(player)}'s start")
        ctl.session.seed_start()
        assert ctl.ui.handover
        ctl.session.take_turn()
    assert ctl.session.phase == "play"
    rng = random.Random(8)
    for rnd in range(1, 18):
        for seat, name in enumerate(NAMES):
            assert ctl.session.seat == seat and not ctl.ui.handover
            assert view.prompt(ctl, "en") == f"{N(name)}'s turn \u2014 round {rnd}"
            assert view.build(ctl, "en").panel.round == str(rnd)
            play_turn(ctl, rng)
            if rnd == 17 and name == "Cy":
                break
            # Nobody plays on the next board before taking the device: it is covered.
            following = NAMES[(seat + 1) % 3]
            handover = view.handover(ctl.session, "en")
            assert handover is not None
            assert handover.text == f"Pass the device to {N(following)}."
            ctl.session.take_turn()
    assert ctl.session.phase == "end"
    data = ctl.session.record()
    assert data["mode"] == "multi" and [p["name"] for p in data["players"]] == list(NAMES)
    code, verdict = verify(data)
    assert code == 0 and verdict["final"]
    shown = view.build(ctl, "en")
    ranking = [row.text for row in shown.scores.ranking]
    for player in verdict["players"]:
        assert any(f"{N(player['name'])} \u2014 {player['total']}" in row for row in ranking)
    assert all(name in shown.scores.end_summary for name in verdict["winners"])
    # Equal totals share a place; the list numbers them (no "1." in a row's text).
    totals = sorted((p["total"] for p in verdict["players"]), reverse=True)
    assert [row.place for row in shown.scores.ranking] == [
        1 + sum(t > total for t in totals) for total in totals
    ]
    assert not any(row.startswith("1.") for row in ranking)
    assert shown.scores.end_board == render("ui.end_board_of", "en", name="Cy")
    assert len(shown.scores.players) == 3
    ctl.session.view_player(1)
    assert view.build(ctl, "en").panel.total == verdict["players"][1]["total"]
