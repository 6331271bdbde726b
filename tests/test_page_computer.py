"""The computer player in the page: hints and the best game, through the worker's service.

The worker's service (``web/bot_service.handle``) runs here in CPython; the
controller builds the requests and reads the replies exactly as in the page.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

from hashi_core import ROUNDS, DrawBridge, EndTurn, Move, Record, WriteNumber, to_record, verify
from hashi_core.record import PlayerRecord
from hashi_texts import render
from web.bots.bot_service import handle
from web.model.controller import Controller
from web.model.saves import MemoryStore, Saves
from web.pictures.render import board_thumbnail
from web.ui import view

from .helpers import ROOT


def ask(request: dict[str, Any] | None, **extra: Any) -> dict[str, Any]:
    assert request is not None
    return json.loads(handle(json.dumps({**request, **extra})))


def solo(seed: str = "HINT1") -> Controller:
    ctl = Controller(Saves(MemoryStore()))
    ctl.begin(side="A", seed=seed)
    ctl.session.seed_start()
    return ctl


def marked(ctl: Controller) -> tuple[list[int], list[str]]:
    board = view.build(ctl, "en").board.attributes()
    islands = [k for (kind, k), a in board.items() if kind == "island" and a["data-hint"] == "true"]
    lines = [k for (kind, k), a in board.items() if kind == "line" and a["data-hint"] == "true"]
    return islands, lines  # type: ignore[return-value]


def test_a_hint_marks_a_legal_turn_and_plays_nothing():
    ctl = solo()
    before = json.dumps(ctl.session.record())
    request = ctl.computer.ask_hint()
    assert request is not None and "seed" not in json.dumps(request)  # the position hides the deal
    assert ctl.ui.notice is not None and ctl.ui.notice.code == "thinking"
    reply = ask(request)
    ctl.computer.receive(reply)
    assert json.dumps(ctl.session.record()) == before  # nothing played
    islands, lines = marked(ctl)
    assert ctl.ui.hint is not None and (islands or lines)
    assert islands == ([] if ctl.ui.hint.island is None else [ctl.ui.hint.island])
    # The marked turn is the reply's, and legal: play it by taps.
    steps = [Move.parse(text) for text in reply["moves"]]
    assert sorted({m.line for m in steps if isinstance(m, DrawBridge)}) == sorted(lines)
    for move in steps:
        if isinstance(move, WriteNumber):
            ctl.session.tap_island(move.island)
        elif isinstance(move, DrawBridge):
            ctl.session.tap_line(move.line)
    ctl.session.confirm()
    assert ctl.ui.notice is None or ctl.ui.notice.kind != "error"
    assert len(ctl.session.game.players[0].turns) == 1
    assert verify(ctl.session.record())[0] == 0
    assert marked(ctl) == ([], [])  # the hint was for the round just played


def test_hints_are_counted_saved_and_said_at_the_end_and_in_the_share_text():
    ctl = solo("HINT2")
    ctl.computer.receive(ask(ctl.computer.ask_hint()))
    ctl.session.confirm()  # (a hint a round: one asked again as it stands is not counted)
    ctl.computer.receive(ask(ctl.computer.ask_hint()))
    assert ctl.session.hints_used == 2
    again = Controller(ctl.saves)
    again.resume(ctl.session.envelope.id)  # type: ignore[union-attr]
    assert again.session.hints_used == 2
    assert "2 hints" in view.share_message(again.session, "en")
    while not again.session.game.final:
        again.session.confirm()
    shown = view.build(again, "en")
    assert shown.scores.end_hints == "You used 2 hints in this game."
    assert "2 podpowiedzi" in view.build(again, "pl").scores.end_hints


def test_a_game_without_hints_says_nothing_about_them():
    ctl = solo("HINT3")
    while not ctl.session.game.final:
        ctl.session.confirm()
    assert view.build(ctl, "en").scores.end_hints == ""
    assert "hint" not in view.share_message(ctl.session, "en")


def test_a_hint_is_refused_outside_a_round_and_a_late_answer_is_dropped():
    ctl = Controller(Saves(MemoryStore()))
    ctl.begin(side="A", seed="HINT4")
    assert ctl.computer.ask_hint() is None and ctl.ui.notice.code == "hint_not_now"  # type: ignore[union-attr]
    ctl.session.seed_start()
    request = ctl.computer.ask_hint()
    ctl.begin(side="B", seed="OTHER")  # the player moved on before the answer came
    ctl.computer.receive(ask(request))
    assert ctl.ui.hint is None and ctl.session.hints_used == 0


def test_a_failed_worker_is_said_and_changes_nothing():
    ctl = solo("HINT5")
    before = to_record(ctl.session.game)
    ctl.computer.ask_hint()
    assert ctl.computer.message({"failed": "TypeError: boom"})  # the glue stops it
    assert ctl.ui.notice.code == "bot_start_failed" and ctl.ui.hint is None  # type: ignore[union-attr]
    assert to_record(ctl.session.game) == before and ctl.computer.waiting is None


def test_at_a_table_a_players_hint_never_shows_on_the_next_players_board():
    """(Q54: Ana's hint, marks and reason, showed on Bob's board after her Done; his Hint
    said hers again, uncounted.)"""
    ctl = Controller(Saves(MemoryStore()))
    ctl.begin("party", ["Ana", "Bob"], seed="HINTLEAK", side="A")
    s = ctl.session
    while s.phase == "setup":
        if ctl.ui.handover:
            s.take_turn()
        else:
            s.seed_start()
    if ctl.ui.handover:
        s.take_turn()
    ana = s.seat
    ctl.computer.receive(ask(ctl.computer.ask_hint()))
    assert ctl.ui.hint is not None and marked(ctl) != ([], [])
    s.confirm()  # Ana's Done, nothing drawn
    assert s.seat != ana and ctl.ui.handover
    s.take_turn()
    shown = view.build(ctl, "en")
    assert marked(ctl) == ([], []) and shown.panel.hint_reason == ""
    asked = ctl.computer.ask_hint()  # Bob's own, asked of the computer
    assert asked is not None
    ctl.computer.receive(ask(asked))
    assert ctl.ui.hint is not None and s.hints_used == 2


def test_the_best_game_in_hindsight_on_the_end_screen():
    ctl = solo("BEST1")
    while not ctl.session.game.final:
        islands = ctl.session.game.legal_islands()
        if islands:
            ctl.session.tap_island(islands[0])
        ctl.session.confirm()
    own = verify(ctl.session.record())[1]["players"][0]["total"]
    request = ctl.computer.ask_analysis()
    assert request is not None
    assert view.build(ctl, "en").analysis.status.startswith("Looking")
    ctl.computer.receive(ask(request, seconds=0.5))
    shown = view.build(ctl, "en").analysis
    found = ctl.ui.analysis
    assert found is not None and shown.best_total == found.best_total >= own
    assert verify(found.best)[1]["players"][0]["total"] == found.best_total
    assert shown.rounds and shown.boards.step == ROUNDS
    assert shown.boards.own_score == own and shown.boards.best_score == found.best_total
    ctl.ui.step_analysis(-ROUNDS)
    early = view.build(ctl, "en").analysis
    assert early.boards.step == 0 and early.boards.own_score == early.boards.best_score == 0
    assert found.best.players[0].start == ctl.session.game.players[0].start
    # Each step shows both games after that round, nothing of the next (Q53: one round late).
    for step in range(ROUNDS + 1):
        boards = view.build(ctl, "en").analysis.boards
        assert boards is not None and boards.step == step
        for game, board, score in (
            (ctl.session.game, boards.own_board, boards.own_score),
            (found.best, boards.best_board, boards.best_score),
        ):
            record = Record.of(game)
            player = record.players[0]
            cut = PlayerRecord(player.name, player.start, player.turns[:step], ())
            at = Record(record.seed, record.side, record.mode, (cut,)).replay()
            assert board == board_thumbnail(at, 0) and score == at.scores()[0].total, step
        assert (boards.back, boards.forward) == (step > 0, step < ROUNDS)  # (steps at the ends)
        ctl.ui.step_analysis(1)


def test_analysis_is_only_for_a_finished_game_of_one_player():
    ctl = solo("BEST2")
    assert ctl.computer.ask_analysis() is None and ctl.ui.notice.code == "analysis_not_now"  # type: ignore[union-attr]


def test_moves_of_a_hint_arrive_in_their_text_form():
    ctl = solo("HINT6")
    reply = ask(ctl.computer.ask_hint())
    for text in reply["moves"]:
        assert text == "end" or text.split()[0] in ("number", "bridge")
    kinds = {type(Move.parse(text)) for text in reply["moves"]}
    assert EndTurn in kinds and kinds <= {WriteNumber, DrawBridge, EndTurn}


# -- computer seats at the table -------------------------------------------------------------


def run_computers(ctl: Controller) -> int:
    """Let computer seats play as the page does (the worker's service, here in CPython)."""
    turns = 0
    while (request := ctl.computer.seats_go()) is not None:
        ctl.computer.receive(ask(request))
        while ctl.computer.play_queued():
            pass
        turns += 1
    return turns


def play_person(ctl: Controller) -> None:
    """The person at the table plays a simple legal round (a number if any)."""
    islands = ctl.session.game.legal_islands(ctl.session.seat)
    if islands:
        ctl.session.tap_island(islands[0])
    ctl.session.confirm()
    assert ctl.ui.notice is None or ctl.ui.notice.kind != "error", ctl.ui.notice


def test_one_person_against_three_computers_plays_to_the_end():
    ctl = Controller(Saves(MemoryStore()))
    ctl.begin(side="A", seed="SEATS1")
    ctl.begin("party", ["Ana", "Bot1", "Bot2", "Bot3"], ["person", "easy", "normal", "hard"])
    assert ctl.session.seats.levels == {1: "easy", 2: "normal", 3: "hard"}
    # The computers wrote their starts at once; Ana writes Bot1's (the board on her left).
    assert ctl.session.phase == "setup" and ctl.session.holder == 0 and not ctl.ui.handover
    ctl.session.tap_island(ctl.session.game.legal_starts(ctl.session.seat)[0])
    ctl.session.start(4)
    assert ctl.session.phase == "play" and not ctl.ui.handover
    while ctl.session.phase != "end":
        assert ctl.session.seat == 0 and not ctl.ui.handover  # never a hand-over for computers
        play_person(ctl)
        assert run_computers(ctl) == 3
    code, verdict = verify(ctl.session.record())
    assert code == 0 and verdict["final"]
    totals = [p["total"] for p in verdict["players"]]
    assert [s.total for s in ctl.session.game.scores()] == totals
    shown = view.build(ctl, "en")
    assert "(computer, hard)" in shown.scores.players[3].label
    assert len(shown.scores.ranking) == 4
    # The end shows Ana her own board and total, not the last computer's to play.
    assert ctl.session.shown == 0 and shown.panel.total == totals[0]
    assert shown.scores.end_board == render("ui.end_board_of", "en", name="Ana")
    ctl.session.view_player(3)  # a computer's board looked at, then hers again
    assert ctl.session.shown == 3 and view.build(ctl, "en").panel.total == totals[3]
    ctl.session.view_player(0)
    assert ctl.session.shown == 0 and ctl.ui.viewing is None


def test_computer_seats_are_saved_and_take_no_taps():
    ctl = Controller(Saves(MemoryStore()))
    ctl.begin(side="B", seed="SEATS2")
    ctl.begin("party", ["Ana", "Ben", "Cy"], ["hard", "person", "person"])
    # Ana (computer) wrote Ben's start; Ben writes Cy's, Cy writes Ana's. Whoever set the
    # table up hands the device to Ben without a cover (nobody's board was on screen).
    assert ctl.session.holder == 1 and not ctl.ui.handover
    ctl.session.tap_island(ctl.session.game.legal_starts(ctl.session.seat)[0])
    ctl.session.start(3)
    assert ctl.session.holder == 2 and ctl.ui.handover
    ctl.session.take_turn()
    ctl.session.tap_island(ctl.session.game.legal_starts(ctl.session.seat)[0])
    ctl.session.start(4)
    assert ctl.session.phase == "play" and ctl.session.seat == 0 and not ctl.ui.handover
    ctl.session.tap_island(
        ctl.session.game.legal_islands(0)[0] if ctl.session.game.legal_islands(0) else 1
    )
    assert ctl.ui.notice.code == "computer_turn"  # type: ignore[union-attr]
    again = Controller(ctl.saves)
    again.resume(ctl.session.envelope.id)  # type: ignore[union-attr]
    assert again.session.seats.levels == {0: "hard"}
    assert run_computers(again) == 1
    assert again.session.seat == 1 and again.ui.handover  # the device goes to Ben after Cy had it


def test_the_page_knows_the_levels_without_loading_the_computer_player():
    """The computer thinks in its worker: the page's start never imports it."""
    script = (
        "import sys, web.browser, web.model.controller, web.ui.view; "
        "print(sorted(m for m in sys.modules if m.startswith('hashi_bots')))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert loaded.stdout.split() == ["['hashi_bots',", "'hashi_bots.levels']"]


def test_the_computer_starts_early_only_for_players_who_use_it():
    store = MemoryStore()
    ctl = Controller(Saves(store))
    ctl.begin(side="A", seed="EARLY1")
    ctl.session.seed_start()
    assert not ctl.computer.wanted_soon()  # never asked on this device: not started
    assert ctl.computer.ask_analysis() is None  # refused (not the end): not a use
    assert not ctl.computer.wanted_soon()
    assert ctl.computer.ask_hint() is not None
    # The next visit on this device starts it early, whatever the game.
    again = Controller(Saves(store))
    again.begin(side="B", seed="EARLY2")
    assert again.computer.wanted_soon()
    # A table with a computer seat wants it on a new device too.
    table = Controller(Saves(MemoryStore()))
    table.begin("party", ["Ana", "Bot"], ["person", "easy"])
    assert table.computer.wanted_soon()
    people = Controller(Saves(MemoryStore()))
    people.begin("party", ["Ana", "Ben"], ["person", "person"])
    assert not people.computer.wanted_soon()
    # Asking for the best game in hindsight is asking the computer too.
    ended = Controller(Saves(MemoryStore()))
    ended.begin(side="A", seed="EARLY3")
    ended.session.seed_start()
    while not ended.session.game.final:
        ended.session.confirm()
    assert not ended.computer.wanted_soon()
    assert ended.computer.ask_analysis() is not None
    assert ended.computer.wanted_soon()


def test_a_hint_says_why_beside_its_marks_and_the_screen_reader_hears_it_once():
    from hashi_texts.coach import advice
    from web.ui.describe import Speech

    ctl = solo("HINT5")
    reply = ask(ctl.computer.ask_hint())
    assert reply["reasons"]  # a first turn that writes a number always has one
    ctl.computer.receive(reply)
    hint, card = ctl.ui.hint, ctl.session.game.card()
    assert hint is not None and card is not None
    said = [(r["key"], r["params"]) for r in reply["reasons"]]
    for lang in ("en", "pl"):
        reason = view.build(ctl, lang).panel.hint_reason
        assert reason == advice(card.number, hint.island, said, lang)
        assert str(card.number) in reason
    reason = view.build(ctl, "en").panel.hint_reason
    speech = Speech()
    game = ctl.session.game
    speech.announcement(game, 0, "en", None)  # the page's first look
    said_now = speech.announcement(game, 0, "en", None, hint, reason, retold=ctl.ui.hint_retold)
    assert said_now is not None and said_now.rstrip("\u00a0") == reason
    again = speech.announcement(game, 0, "en", None, hint, reason, retold=ctl.ui.hint_retold)
    assert again is None  # said once (a redraw)
    assert ctl.computer.ask_hint() is None  # Hint pressed again: its reason said again too
    again = speech.announcement(game, 0, "en", None, hint, reason, retold=ctl.ui.hint_retold)
    assert again is not None and again.rstrip("\u00a0") == reason
    assert speech.announcement(game, 0, "en", None, hint, reason, retold=ctl.ui.hint_retold) is None
    # Played by taps: gone with its marks once the round is over.
    for move in [Move.parse(text) for text in reply["moves"]]:
        if isinstance(move, WriteNumber):
            ctl.session.tap_island(move.island)
        elif isinstance(move, DrawBridge):
            ctl.session.tap_line(move.line)
    assert view.build(ctl, "en").panel.hint_reason == reason  # kept while its marks show
    ctl.session.confirm()
    assert view.build(ctl, "en").panel.hint_reason == ""


def test_a_reply_without_reasons_still_marks_the_hint():
    ctl = solo("HINT6")
    reply = ask(ctl.computer.ask_hint())
    del reply["reasons"]  # an older worker's reply
    ctl.computer.receive(reply)
    assert ctl.ui.hint is not None and ctl.ui.hint.reasons == ()
    assert marked(ctl) != ([], [])
    card = ctl.session.game.card()
    assert card is not None
    reason = view.build(ctl, "en").panel.hint_reason
    assert reason.endswith(".") and ":" not in reason and str(card.number) in reason


def test_a_table_asks_for_reasons_without_the_solo_deadlines():
    from hashi_core import Game, PlaceStart
    from web.bots import computer

    game = Game("HINT7", "B", mode="multi", names=("Ana", "Ben"))
    for seat in (0, 1):
        game.push(PlaceStart(game.deal.start.island, game.deal.start.value), seat)
    request = computer.hint_request(computer.ticket(1, "hint", "g", game, 0), game, "easy")
    assert request["solo"] is False
    assert solo("HINT7").computer.ask_hint()["solo"] is True  # type: ignore[index]
    reply = ask(request)
    assert all(r["params"].get("points", 0) == 0 for r in reply["reasons"])
    assert not any(r["key"].startswith("coach.reaches_") for r in reply["reasons"])


def test_a_hint_after_moves_it_does_not_go_on_from_says_to_undo_them():
    """A hint is a whole turn from the round's start: asked once the number is written
    elsewhere, it says so (undo first); asked after moves it goes on from, it does not."""
    for other in (True, False):
        ctl = solo("HINT2")
        first = ask(ctl.computer.ask_hint())
        number = next(m for m in map(Move.parse, first["moves"]) if isinstance(m, WriteNumber))
        if other:
            island = next(i for i in ctl.session.game.legal_islands(0) if i != number.island)
        else:
            island = number.island
        ctl.session.tap_island(island)
        ctl.computer.receive(ask(ctl.computer.ask_hint()))
        assert ctl.ui.notice is not None
        assert ctl.ui.notice.code == ("hint_undo" if other else "hint")
        hint = ctl.ui.hint
        assert hint is not None and (hint.island == island) is not other
        assert ctl.ui.notice.key == ("ui.hint_undo" if other else "ui.hint_shown")


def test_a_hint_left_by_a_move_goes_and_one_followed_stays():
    """A number written on another island than the hint's: its marks and reason go (they
    would say "write 5 on island 10" with the number already elsewhere; Q32). Moves of the
    hint keep it; a hint given after other moves (undo first) stays through them."""
    ctl = solo("HINT2")
    ctl.computer.receive(ask(ctl.computer.ask_hint()))
    hint = ctl.ui.hint
    assert hint is not None and hint.island is not None
    other = next(i for i in ctl.session.game.legal_islands(0) if i != hint.island)
    ctl.session.tap_island(other)
    assert ctl.ui.hint is None and marked(ctl) == ([], [])
    assert view.build(ctl, "en").panel.hint_reason == ""
    # Asked again now: a turn from the round's start, kept while the player undoes.
    ctl.computer.receive(ask(ctl.computer.ask_hint()))
    assert ctl.ui.notice is not None and ctl.ui.notice.code == "hint_undo"
    ctl.session.undo()
    assert ctl.ui.hint is not None and marked(ctl)[0] == [ctl.ui.hint.island]
    ctl.session.tap_island(ctl.ui.hint.island)  # (its own number: followed, kept)
    assert ctl.ui.hint is not None and marked(ctl)[0] == [ctl.ui.hint.island]


def test_a_hint_to_skip_the_card_says_so_and_claims_no_marks():
    """A suggestion of no number and no bridges marks nothing: the notice and the reason say
    the card is skipped, never "the suggestion is marked"."""
    ctl = solo("HINT8")
    reply = ask(ctl.computer.ask_hint())
    ctl.computer.receive({**reply, "moves": [], "reasons": []})
    hint = ctl.ui.hint
    assert hint is not None and hint.island is None and hint.lines == ()
    assert ctl.ui.notice is not None and ctl.ui.notice.key == "ui.hint_skip"
    for lang in ("en", "pl"):
        head = render("coach.pass", lang)
        assert view.build(ctl, lang).panel.hint_reason == render(
            "coach.advice_bare", lang, head=head
        )


def test_a_hint_follows_a_draft_only_when_every_move_of_it_is_the_hints():
    from web.bots.computer import Hint

    hint = Hint(3, 7, ("7-8", "8-9"), ())
    assert hint.follows([]) and hint.follows([WriteNumber(7), DrawBridge(9, 8)])
    assert not hint.follows([WriteNumber(8)])
    assert not hint.follows([WriteNumber(7), DrawBridge(7, 11)])
    assert Hint(3, None, ("7-8",), ()).follows([DrawBridge(7, 8)])
