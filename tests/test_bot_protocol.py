"""The computer's questions and answers: tickets, stale answers, bounded waits, failures.

The worker's service (``web/bot_service.handle``) answers here in CPython; the
controller asks and reads exactly as in the page, with a clock the test moves.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from hashi_core import Move, to_record
from web.bots import bot_protocol as protocol
from web.bots import computer
from web.bots.bot_service import handle
from web.model.address import parse
from web.model.controller import Controller
from web.model.saves import MemoryStore, Saves
from web.shown.view_types import Message, Stuck
from web.ui import view


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def answer(request: dict[str, Any] | None) -> dict[str, Any]:
    """The worker's reply, as the page receives it (``{reply: text}``)."""
    assert request is not None
    return {"reply": handle(json.dumps(request))}


def controller(store: MemoryStore | None = None) -> tuple[Controller, Clock]:
    clock = Clock()
    return Controller(Saves(store or MemoryStore()), clock=clock), clock


def solo(seed: str = "TICKET", side: str = "A") -> tuple[Controller, Clock]:
    ctl, clock = controller()
    ctl.begin(side=side, seed=seed)
    ctl.session.seed_start()
    return ctl, clock


def marked(ctl: Controller) -> list[tuple[str, Any]]:
    board = view.build(ctl, "en").board.attributes()
    return [key for key, attrs in board.items() if attrs["data-hint"] == "true"]


# -- the shapes ---------------------------------------------------------------------------


def test_a_reply_carries_its_requests_ticket_back():
    ctl, _ = solo()
    request = ctl.computer.ask_hint()
    assert request is not None
    asked = protocol.ticket_of(request)
    assert asked == ctl.ui.question.ticket and asked.op == "hint" and asked.round == 1
    kind, reply = protocol.worker_message(answer(request))
    assert kind == "reply" and protocol.ticket_of(reply) == asked
    refused = json.loads(handle(json.dumps({**request, "position": {"side": "C"}})))
    assert protocol.ticket_of(refused) == asked and refused["error"]["code"] == "bad_record"


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ({"reply": "not json"}, "failed"),
        ({"reply": "[1]"}, "failed"),
        ({"progress": {"done": 1, "total": 3}}, "progress"),
        ({"progress": {"done": 0, "total": 3}}, "progress"),  # (its first sign of life)
        ({"progress": {"done": 4, "total": 3}}, "unknown"),
        ({"progress": {"done": -1, "total": 3}}, "unknown"),
        ({"ready": "snapshot"}, "ready"),
        ({"failed": "NetworkError"}, "failed"),
        ("text", "unknown"),
        ({}, "unknown"),
    ],
)
def test_what_the_worker_says_is_read_without_trusting_it(message, kind):
    assert protocol.worker_message(message)[0] == kind


def test_each_question_has_its_own_id_and_position():
    ctl, _ = solo()
    first = ctl.computer.ask_hint()
    panel = view.build(ctl, "en").panel  # Hint stays enabled (a key's focus stays on it: Q50)
    assert panel.hint_enabled and panel.computer_busy
    assert ctl.computer.ask_hint() is None  # pressed again while it thinks: not asked again
    assert ctl.ui.notice is not None and ctl.ui.notice.key == "ui.hint_thinking"
    ctl.ui.question = None  # (the question given up: asked again, with an id of its own)
    second = ctl.computer.ask_hint()
    assert first is not None and second is not None and first["id"] != second["id"]
    assert {k: first[k] for k in ("game", "round", "seat", "steps")} == {
        k: second[k] for k in ("game", "round", "seat", "steps")
    }
    ctl.computer.receive(json.loads(handle(json.dumps(first))))  # the earlier question: dropped
    assert ctl.ui.hint is None and ctl.computer.waiting == "hint"


# -- stale answers --------------------------------------------------------------------------


def test_an_answer_for_the_previous_game_never_marks_a_new_side_b_board():
    ctl, _ = solo("OLDGAME", "A")
    old = ctl.computer.ask_hint()
    ctl.begin(side="B", seed="NEWGAME")
    ctl.session.seed_start()
    new = ctl.computer.ask_hint()
    ctl.computer.message(answer(old))  # the previous game's answer arrives first
    assert ctl.ui.hint is None and marked(ctl) == [] and ctl.session.hints_used == 0
    reply = answer(new)
    ctl.computer.message(reply)
    assert ctl.ui.hint is not None and marked(ctl)
    board = ctl.session.game.copy()
    for text in json.loads(reply["reply"])["moves"]:
        board.push(Move.parse(text))  # the marked turn is legal on this board
    kept = ctl.saves.games.envelopes()[ctl.session.envelope.id].section("hints")  # type: ignore[union-attr]
    assert kept["used"] == 1 and kept["shown"] == ctl.ui.hint.to_dict()


def test_an_answer_for_a_game_left_for_a_new_one_on_side_b_is_dropped():
    ctl, _ = solo("LEFTGAME", "A")
    request = ctl.computer.ask_hint()
    ctl.begin(side="B", seed="LEFTGAME")  # the same deal, the other side, nothing asked yet
    ctl.session.seed_start()
    ctl.computer.message(answer(request))
    assert ctl.ui.hint is None and marked(ctl) == [] and ctl.computer.waiting is None
    assert view.build(ctl, "en").panel.hint_enabled


def test_an_answer_for_the_previous_round_is_dropped():
    ctl, _ = solo("LASTROUND")
    request = ctl.computer.ask_hint()
    ctl.session.confirm()  # Done at once: round 2 while the computer thinks about round 1
    assert ctl.computer.waiting is None and view.build(ctl, "en").panel.hint_enabled
    ctl.computer.message(answer(request))
    assert ctl.ui.hint is None and marked(ctl) == [] and ctl.session.hints_used == 0
    ctl.computer.message(answer(ctl.computer.ask_hint()))  # asked again: round 2's own
    assert ctl.ui.hint is not None and ctl.ui.hint.round == 2 and marked(ctl)


def test_an_answer_asked_before_an_undo_is_dropped():
    ctl, _ = solo("UNDONE")
    ctl.session.tap_island(ctl.session.game.legal_islands()[0])
    request = ctl.computer.ask_hint()
    ctl.session.undo()
    ctl.computer.message(answer(request))
    assert ctl.ui.hint is None and ctl.session.hints_used == 0


def test_a_reply_with_a_forged_or_missing_ticket_is_dropped():
    ctl, _ = solo("FORGED")
    request = ctl.computer.ask_hint()
    assert request is not None
    reply = json.loads(handle(json.dumps(request)))
    for changed in ({"id": request["id"] + 1}, {"steps": 0}, {"game": "other"}, {"id": None}):
        ctl.computer.message({"reply": json.dumps({**reply, **changed})})
        assert ctl.ui.hint is None and ctl.computer.waiting == "hint"
    ctl.computer.message({"reply": json.dumps(reply)})
    assert ctl.ui.hint is not None


# -- bounded waits ----------------------------------------------------------------------------


def test_a_worker_that_never_gets_ready_is_given_up_and_the_player_told():
    ctl, clock = solo("NEVER")
    request = ctl.computer.ask_hint()
    ctl.computer.message({"starting": True})
    shown = view.build(ctl, "en").message
    assert shown == Message("thinking", "The computer is getting ready…", "info")
    clock.now += computer.START_BOUND - 1
    assert not ctl.computer.overdue()
    ctl.computer.message({"progress": {"done": 1, "total": 3}})  # a sign of life: more time
    clock.now += computer.START_BOUND - 1
    assert not ctl.computer.overdue() and ctl.computer.wait() == pytest.approx(1)
    shown = view.build(ctl, "en")
    # The live region's words stay the same (said once); the step is shown beside them.
    assert shown.message == Message(
        "thinking", "The computer is getting ready…", "info", "(step 2 of 3)"
    )
    assert shown.panel.computer_busy
    clock.now += 1
    assert ctl.computer.overdue()  # the glue stops the worker
    assert ctl.ui.notice.code == "bot_start_failed" and ctl.computer.waiting is None  # type: ignore[union-attr]
    shown = view.build(ctl, "en")
    assert shown.message.text.startswith("The computer player could not start")
    assert not shown.panel.computer_busy
    ctl.computer.message(answer(request))  # too late: dropped
    assert ctl.ui.hint is None


def test_a_computer_seat_getting_ready_says_so_in_the_prompt():
    ctl, _ = controller()
    ctl.begin(side="A", seed="READY1")
    ctl.begin("party", ["Ana", "Bot"], ["person", "easy"])
    ctl.session.tap_island(ctl.session.game.legal_starts(ctl.session.seat)[0])
    ctl.session.start(4)
    ctl.session.confirm()
    assert ctl.computer.seats_go() is not None
    ctl.computer.message({"starting": True})
    assert view.prompt(ctl, "en") == "The computer is getting ready…"
    ctl.computer.message({"ready": "snapshot"})
    assert view.prompt(ctl, "en") == "\u2068Bot\u2069 (computer) is playing…"


def test_done_looks_disabled_while_a_computer_seat_holds_the_turn_and_a_tap_says_whose():
    ctl, _ = controller()
    ctl.begin(side="A", seed="BUSY1")
    ctl.begin("party", ["Ana", "Bot"], ["person", "easy"])
    assert view.build(ctl, "en").panel.confirm_enabled  # Ana's setup
    ctl.session.tap_island(ctl.session.game.legal_starts(ctl.session.seat)[0])
    ctl.session.start(4)
    ctl.session.confirm()
    request = ctl.computer.seats_go()
    assert request is not None  # the computer's setup
    assert not view.build(ctl, "en").panel.confirm_enabled
    ctl.session.confirm()  # tapped anyway: refused, and said why
    assert ctl.ui.notice.code == "computer_turn"  # type: ignore[union-attr]
    ctl.computer.message(answer(request))
    while ctl.ui.queue:
        ctl.computer.play_queued()
    assert not ctl.session.computer_holds_turn()
    shown = view.build(ctl, "en")
    assert shown.panel.confirm_enabled  # Ana's go again
    assert shown.message.code != "computer_turn"  # that turn is over: not said any more


def test_an_answer_that_takes_too_long_is_given_up():
    ctl, clock = solo("SLOW")
    ctl.computer.message({"starting": True})
    ctl.computer.message({"ready": "started"})
    ctl.computer.ask_hint()
    clock.now += computer.ANSWER_BOUND["hint"]
    assert ctl.computer.overdue()
    assert ctl.ui.notice.code == "bot_timeout"  # type: ignore[union-attr]
    assert "took too long" in view.build(ctl, "en").message.text
    assert view.build(ctl, "pl").message.text.startswith("Komputer zbyt długo")


def test_nothing_is_overdue_when_nothing_is_asked():
    ctl, clock = solo("IDLE")
    clock.now += 10_000
    assert ctl.computer.wait() is None and not ctl.computer.overdue()


def test_after_a_failure_a_player_may_ask_again_but_not_in_a_loop():
    ctl, clock = solo("RETRY")
    ctl.computer.ask_hint()
    assert ctl.computer.message({"failed": "404"})
    retries = []
    for _ in range(5):  # at once, then after each back-off
        assert ctl.computer.ask_hint() is None and ctl.ui.notice.code == "bot_unavailable"  # type: ignore[union-attr]
        clock.now += ctl.bot.retry_in(clock.now)
        request = ctl.computer.ask_hint()
        assert request is not None
        retries.append(computer.RETRY_AFTER[min(ctl.bot.failures, 6) - 1])
        ctl.computer.message({"starting": True})
        assert ctl.computer.message({"failed": "404"})
    assert retries == sorted(retries) and retries[-1] > retries[0]  # waits grow
    ctl.computer.message({"starting": True})
    clock.now += 60
    request = ctl.computer.ask_hint()
    ctl.computer.message({"ready": "started"})
    assert ctl.bot.failures == 0  # a worker that works forgets the failures
    ctl.computer.message(answer(request))
    assert ctl.ui.hint is not None


# -- computer seats whose computer cannot play --------------------------------------------------


def table(store: MemoryStore | None = None) -> tuple[Controller, Clock]:
    ctl, clock = controller(store)
    ctl.begin(side="A", seed="STUCK1")
    ctl.begin("party", ["Ana", "Bot"], ["person", "easy"])
    ctl.session.tap_island(ctl.session.game.legal_starts(ctl.session.seat)[0])
    ctl.session.start(4)
    ctl.session.confirm()  # Ana's round 1: now the computer's go
    assert ctl.session.seat == 1 and (1 in ctl.session.seats.levels)
    return ctl, clock


def stuck_table(store: MemoryStore) -> Controller:
    """A table whose computer seat's worker failed at its first question."""
    ctl, _ = table(store)
    ctl.computer.seats_go()
    ctl.computer.message({"failed": "404"})
    assert ctl.ui.stuck == 1
    return ctl


def ask_like_the_page(ctl: Controller, times: int = 50) -> int:
    """What the page does after every event: ask for a computer seat's turn. Counts asks."""
    return sum(ctl.computer.seats_go() is not None for _ in range(times))


def test_a_failed_worker_is_not_asked_again_and_the_table_chooses():
    ctl, _ = table()
    assert ask_like_the_page(ctl) == 1  # one question, however often the page looks
    ctl.computer.message({"starting": True})
    assert ctl.computer.message({"failed": "404"})
    assert ctl.ui.stuck == 1 and ctl.ui.notice.code == "bot_start_failed"  # type: ignore[union-attr]
    assert ask_like_the_page(ctl) == 0  # no busy loop
    assert view.prompt(ctl, "en") == ""  # not "Bot (computer) is playing…"
    shown = view.build(ctl, "en").cover.stuck
    assert shown == Stuck(
        text=(
            "The computer cannot play \u2068Bot\u2069's turns right now. How should the game go on?"
        ),
        person="A person plays \u2068Bot\u2069's board",
        out="\u2068Bot\u2069 sits out the rest of the game",
    )
    assert (
        view.build(ctl, "it").cover.stuck.person == "Una persona gioca la tavola di \u2068Bot\u2069"
    )


def test_a_stuck_seat_given_to_a_person_is_played_by_taps_and_stays_so_after_a_reload():
    store = MemoryStore()
    ctl = stuck_table(store)
    ctl.computer.seat_to_person()
    assert ctl.ui.stuck is None and 1 not in ctl.session.seats.levels and ctl.ui.handover
    assert ctl.ui.notice.code == "seat_person"  # type: ignore[union-attr]
    assert "Pass the device to \u2068Bot\u2069" in view.build(ctl, "en").cover.handover.text
    ctl.session.take_turn()
    ctl.session.confirm()  # Bot's round 1, by a person
    assert ctl.session.seat == 0 and ctl.session.game.players[1].round == 2
    again, _ = controller(store)
    again.resume(ctl.session.envelope.id)  # type: ignore[union-attr]
    assert again.session.seats.levels == {} and ask_like_the_page(again) == 0


def test_a_stuck_seat_sitting_out_plays_empty_turns_to_the_end():
    store = MemoryStore()
    ctl = stuck_table(store)
    ctl.computer.seat_sits_out()
    assert ctl.ui.stuck is None and ctl.ui.notice.code == "seat_out"  # type: ignore[union-attr]
    assert "(sits out)" in view.build(ctl, "en").scores.players[1].label
    while ctl.session.phase == "play":
        if ctl.session.seat == 1:
            assert ctl.computer.seats_go() is None  # never the worker
            while ctl.computer.play_queued():
                pass
        else:
            ctl.session.confirm()
    turns = to_record(ctl.session.game)["players"][1]["turns"]
    assert len(turns) == 17 and all(t == {"number": None, "bridges": []} for t in turns[1:])
    again, _ = controller(store)
    again.resume(ctl.session.envelope.id)  # type: ignore[union-attr]
    assert again.session.seats.out == {1}


def test_a_stuck_seat_asked_again_gets_one_new_question_after_the_back_off():
    ctl, clock = table()
    ctl.computer.seats_go()
    ctl.computer.message({"failed": "404"})
    ctl.computer.retry()  # at once: refused, still stuck
    assert ctl.ui.stuck == 1 and ctl.ui.notice.code == "bot_unavailable"  # type: ignore[union-attr]
    clock.now += ctl.bot.retry_in(clock.now)
    ctl.computer.retry()
    assert ctl.ui.stuck is None
    request = ctl.computer.seats_go()
    assert request is not None and ask_like_the_page(ctl) == 0
    ctl.computer.message({"ready": "started"})
    ctl.computer.message(answer(request))
    while ctl.computer.play_queued():
        pass
    assert ctl.session.seat == 0 and ctl.session.game.players[1].round == 2


def test_a_reloaded_table_whose_worker_fails_again_is_offered_the_choice_again():
    store = MemoryStore()
    ctl, _ = table(store)
    again, _ = controller(store)
    again.resume(ctl.session.envelope.id)  # type: ignore[union-attr]
    assert ask_like_the_page(again) == 1
    again.computer.message({"failed": "404"})
    assert again.ui.stuck == 1 and ask_like_the_page(again) == 0


def test_a_computer_seat_whose_worker_failed_before_its_go_is_offered_at_once():
    ctl, _ = controller()
    ctl.begin(side="A", seed="STUCK2")
    ctl.begin("party", ["Ana", "Bot"], ["person", "easy"])
    ctl.computer.message({"starting": True})  # the warm-up, before anyone asked
    assert ctl.computer.message({"failed": "404"}) and ctl.ui.notice is None
    ctl.session.tap_island(ctl.session.game.legal_starts(ctl.session.seat)[0])
    ctl.session.start(4)
    ctl.session.confirm()
    assert ctl.computer.seats_go() is None and ctl.ui.stuck == 1
    assert ctl.ui.notice.code == "bot_start_failed"  # type: ignore[union-attr]


def test_a_hint_shown_comes_back_after_a_reload_with_its_reason_and_is_not_counted_again():
    store = MemoryStore()
    ctl, _ = controller(store)
    ctl.begin(side="B", seed="KEPTHINT")
    ctl.session.seed_start()
    ctl.computer.message(answer(ctl.computer.ask_hint()))
    before = view.build(ctl, "en")
    assert marked(ctl) and before.panel.hint_reason and ctl.session.hints_used == 1
    ctl.flush()
    back, _ = controller(store)
    back.open(parse("?seed=KEPTHINT&side=B"))
    assert back.ui.hint == ctl.ui.hint and back.session.hints_used == 1
    assert marked(back) == marked(ctl)
    assert view.build(back, "pl").panel.hint_reason == view.build(ctl, "pl").panel.hint_reason


@pytest.mark.parametrize(
    "kept",
    [
        {"round": 1, "island": 99, "lines": []},  # no such island
        {"round": 1, "island": None, "lines": ["1-99"]},  # no such line
        {"round": 0, "island": 3, "lines": []},
        {"round": "1", "island": 3, "lines": []},
        {"round": 1, "island": True, "lines": []},
        {"round": 1, "island": 3, "lines": "1-2"},
        {"round": 1, "island": 3, "lines": [["1-2"]]},  # (unhashable: never a crash)
        {"round": 1, "island": [3], "lines": []},
        "hint",
    ],
)
def test_a_kept_hint_that_is_not_one_on_the_board_is_left_out_and_the_game_loads(kept):
    from hashi_core import get_board

    assert computer.read_kept_hint(kept, get_board("B")) is None
    store = MemoryStore()
    ctl, _ = controller(store)
    ctl.begin(side="B", seed="BADHINT")
    ctl.session.seed_start()
    ctl.computer.message(answer(ctl.computer.ask_hint()))
    ctl.flush()
    key = next(k for k in store.data if k.startswith("hashi.save."))
    saved = json.loads(store.data[key])
    saved["sections"]["hints"]["shown"] = kept
    store.data[key] = json.dumps(saved)
    back, _ = controller(store)
    back.open(parse("?seed=BADHINT&side=B"))
    assert back.ui.hint is None and back.session.hints_used == 1
    assert to_record(back.session.game) == to_record(ctl.session.game)
