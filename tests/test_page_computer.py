"""The computer player in the page: hints and the best game, through the worker's service.

The worker's service (``web/bot_service.handle``) runs here in CPython; the
controller builds the requests and reads the replies exactly as in the page.
"""

from __future__ import annotations

import json
from typing import Any

from hashi_core import DrawBridge, EndTurn, Move, WriteNumber, from_record, to_record, verify
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
    before = to_record(ctl.game)
    ctl.ask_hint()
    assert ctl.computer_message({"failed": "TypeError: boom"})  # the glue stops it
    assert ctl.notice.code == "bot_start_failed" and ctl.hint is None  # type: ignore[union-attr]
    assert to_record(ctl.game) == before and ctl.waiting is None


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


# -- computer seats at the table -------------------------------------------------------------


def run_computers(ctl: Controller) -> int:
    """Let computer seats play as the page does (the worker's service, here in CPython)."""
    turns = 0
    while (request := ctl.computer_request()) is not None:
        ctl.receive(ask(request))
        while ctl.play_queued():
            pass
        turns += 1
    return turns


def play_person(ctl: Controller) -> None:
    """The person at the table plays a simple legal round (a number if any)."""
    islands = ctl.game.legal_islands(ctl.seat)
    if islands:
        ctl.tap_island(islands[0])
    ctl.confirm()
    assert ctl.notice is None or ctl.notice.kind != "error", ctl.notice


def test_one_person_against_three_computers_plays_to_the_end():
    ctl = Controller(Saves(MemoryStore()))
    ctl.new_game("A", "SEATS1")
    ctl.new_party(["Ana", "Bot1", "Bot2", "Bot3"], ["person", "easy", "normal", "hard"])
    assert ctl.computers == {1: "easy", 2: "normal", 3: "hard"}
    # The computers wrote their starts at once; Ana writes Bot1's (the board on her left).
    assert ctl.phase == "setup" and ctl.holder == 0 and not ctl.handover
    ctl.tap_island(ctl.game.legal_starts(ctl.seat)[0])
    ctl.start(4)
    assert ctl.phase == "play" and not ctl.handover
    while ctl.phase != "end":
        assert ctl.seat == 0 and not ctl.handover  # never a hand-over for computers
        play_person(ctl)
        assert run_computers(ctl) == 3
    code, verdict = verify(ctl.record())
    assert code == 0 and verdict["final"]
    totals = [p["total"] for p in verdict["players"]]
    assert [s.total for s in ctl.game.scores()] == totals
    shown = view.build(ctl, "en")
    assert "(computer, hard)" in shown["players"][3]["label"]
    assert len(shown["ranking"]) == 4


def test_computer_seats_are_saved_and_take_no_taps():
    ctl = Controller(Saves(MemoryStore()))
    ctl.new_game("B", "SEATS2")
    ctl.new_party(["Ana", "Ben", "Cy"], ["hard", "person", "person"])
    # Ana (computer) wrote Ben's start; Ben writes Cy's, Cy writes Ana's. Whoever set the
    # table up hands the device to Ben without a cover (nobody's board was on screen).
    assert ctl.holder == 1 and not ctl.handover
    ctl.tap_island(ctl.game.legal_starts(ctl.seat)[0])
    ctl.start(3)
    assert ctl.holder == 2 and ctl.handover
    ctl.take_turn()
    ctl.tap_island(ctl.game.legal_starts(ctl.seat)[0])
    ctl.start(4)
    assert ctl.phase == "play" and ctl.seat == 0 and not ctl.handover
    ctl.tap_island(ctl.game.legal_islands(0)[0] if ctl.game.legal_islands(0) else 1)
    assert ctl.notice.code == "computer_turn"  # type: ignore[union-attr]
    again = Controller(ctl.saves)
    again.resume(ctl.envelope.id)  # type: ignore[union-attr]
    assert again.computers == {0: "hard"}
    assert run_computers(again) == 1
    assert again.seat == 1 and again.handover  # the device goes to Ben after Cy had it


def test_the_page_offers_exactly_the_computer_players_levels():
    # web/computer.py keeps its own copy so the page need not import hashi_bots at start-up.
    from hashi_bots import LEVELS
    from web.computer import LEVELS as OFFERED

    assert tuple(OFFERED) == tuple(LEVELS)


def test_the_computer_starts_early_only_for_players_who_use_it():
    store = MemoryStore()
    ctl = Controller(Saves(store))
    ctl.new_game("A", "EARLY1")
    ctl.seed_start()
    assert not ctl.computer_wanted_soon()  # never asked on this device: not started
    assert ctl.ask_analysis() is None  # refused (not the end): not a use
    assert not ctl.computer_wanted_soon()
    assert ctl.ask_hint() is not None
    # The next visit on this device starts it early, whatever the game.
    again = Controller(Saves(store))
    again.new_game("B", "EARLY2")
    assert again.computer_wanted_soon()
    # A table with a computer seat wants it on a new device too.
    table = Controller(Saves(MemoryStore()))
    table.new_party(["Ana", "Bot"], ["person", "easy"])
    assert table.computer_wanted_soon()
    people = Controller(Saves(MemoryStore()))
    people.new_party(["Ana", "Ben"], ["person", "person"])
    assert not people.computer_wanted_soon()
    # Asking for the best game in hindsight is asking the computer too.
    ended = Controller(Saves(MemoryStore()))
    ended.new_game("A", "EARLY3")
    ended.seed_start()
    while not ended.game.final:
        ended.confirm()
    assert not ended.computer_wanted_soon()
    assert ended.ask_analysis() is not None
    assert ended.computer_wanted_soon()
