"""The computer player in the page: hints and the best game, through the worker's service.

The worker's service (``web/bot_service.handle``) runs here in CPython; the
controller builds the requests and reads the replies exactly as in the page.
"""

from __future__ import annotations

import json
from typing import Any

from hashi_core import DrawBridge, EndTurn, Move, WriteNumber, from_record, verify
from web import view
from web.bot_service import handle
from web.controller import Controller
from web.saves import MemoryStore, Saves


def ask(request: dict[str, Any] | None, **extra: Any) -> dict[str, Any]:
    assert request is not None
    return json.loads(handle(json.dumps({**request, **extra})))


def solo(seed: str = "HINT1") -> Controller:
    ctl = Controller(Saves(MemoryStore()))
    ctl.new_game("A", seed)
    ctl.seed_start()
    return ctl


def marked(ctl: Controller) -> tuple[list[int], list[str]]:
    board = view.build(ctl, "en")["board"]
    islands = [k for (kind, k), a in board.items() if kind == "island" and a["data-hint"] == "true"]
    lines = [k for (kind, k), a in board.items() if kind == "line" and a["data-hint"] == "true"]
    return islands, lines  # type: ignore[return-value]


def test_a_hint_marks_a_legal_turn_and_plays_nothing():
    ctl = solo()
    before = json.dumps(ctl.record())
    request = ctl.ask_hint()
    assert request is not None and "seed" not in json.dumps(request)  # the position hides the deal
    assert ctl.notice is not None and ctl.notice.code == "thinking"
    reply = ask(request)
    ctl.receive(reply)
    assert json.dumps(ctl.record()) == before  # nothing played
    islands, lines = marked(ctl)
    assert ctl.hint is not None and (islands or lines)
    assert islands == ([] if ctl.hint.island is None else [ctl.hint.island])
    # The marked turn is the reply's, and legal: play it by taps.
    steps = [Move.parse(text) for text in reply["moves"]]
    assert sorted({m.line for m in steps if isinstance(m, DrawBridge)}) == sorted(lines)
    for move in steps:
        if isinstance(move, WriteNumber):
            ctl.tap_island(move.island)
        elif isinstance(move, DrawBridge):
            ctl.tap_line(move.line)
    ctl.confirm()
    assert ctl.notice is None or ctl.notice.kind != "error"
    assert len(ctl.game.players[0].turns) == 1
    assert verify(ctl.record())[0] == 0
    assert marked(ctl) == ([], [])  # the hint was for the round just played


def test_hints_are_counted_saved_and_said_at_the_end_and_in_the_share_text():
    ctl = solo("HINT2")
    ctl.receive(ask(ctl.ask_hint()))
    ctl.receive(ask(ctl.ask_hint()))
    assert ctl.hints_used == 2
    again = Controller(ctl.saves)
    again.resume(ctl.envelope.id)  # type: ignore[union-attr]
    assert again.hints_used == 2
    assert "2 hints" in view.share_message(again, "en")
    while not again.game.final:
        again.confirm()
    shown = view.build(again, "en")
    assert shown["end_hints"] == "You used 2 hints in this game."
    assert "2 podpowiedzi" in view.build(again, "pl")["end_hints"]


def test_a_game_without_hints_says_nothing_about_them():
    ctl = solo("HINT3")
    while not ctl.game.final:
        ctl.confirm()
    assert view.build(ctl, "en")["end_hints"] == ""
    assert "hint" not in view.share_message(ctl, "en")


def test_a_hint_is_refused_outside_a_round_and_a_late_answer_is_dropped():
    ctl = Controller(Saves(MemoryStore()))
    ctl.new_game("A", "HINT4")
    assert ctl.ask_hint() is None and ctl.notice.code == "hint_not_now"  # type: ignore[union-attr]
    ctl.seed_start()
    request = ctl.ask_hint()
    ctl.new_game("B", "OTHER")  # the player moved on before the answer came
    ctl.receive(ask(request))
    assert ctl.hint is None and ctl.hints_used == 0


def test_a_failed_worker_is_said_and_changes_nothing():
    ctl = solo("HINT5")
    ctl.ask_hint()
    ctl.receive({"failed": True})
    assert ctl.notice.code == "bot_failed" and ctl.hint is None  # type: ignore[union-attr]


def test_the_best_game_in_hindsight_on_the_end_screen():
    ctl = solo("BEST1")
    while not ctl.game.final:
        islands = ctl.game.legal_islands()
        if islands:
            ctl.tap_island(islands[0])
        ctl.confirm()
    own = verify(ctl.record())[1]["players"][0]["total"]
    request = ctl.ask_analysis()
    assert request is not None
    assert view.build(ctl, "en")["analysis"]["status"].startswith("Looking")
    ctl.receive(ask(request, seconds=0.5))
    shown = view.build(ctl, "en")["analysis"]
    best = ctl.analysis["best"]  # type: ignore[index]
    assert shown["best_total"] == best["total"] >= own
    assert verify(best["record"])[1]["players"][0]["total"] == best["total"]
    assert shown["rounds"] and shown["step"] == 17
    assert shown["own_score"] == own and shown["best_score"] == best["total"]
    ctl.analysis_step(-17)
    early = view.build(ctl, "en")["analysis"]
    assert early["step"] == 0 and early["own_score"] == early["best_score"] == 0
    assert from_record(best["record"]).players[0].start == ctl.game.players[0].start


def test_analysis_is_only_for_a_finished_game_of_one_player():
    ctl = solo("BEST2")
    assert ctl.ask_analysis() is None and ctl.notice.code == "analysis_not_now"  # type: ignore[union-attr]


def test_moves_of_a_hint_arrive_in_their_text_form():
    ctl = solo("HINT6")
    reply = ask(ctl.ask_hint())
    for text in reply["moves"]:
        assert text == "end" or text.split()[0] in ("number", "bridge")
    kinds = {type(Move.parse(text)) for text in reply["moves"]}
    assert EndTurn in kinds and kinds <= {WriteNumber, DrawBridge, EndTurn}
