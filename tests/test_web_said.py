"""What the controller's and the computer's steps return (``outcome.Said``); how long notices last.

Each step is checked by its returned value: taken or not, and the notice it says,
the same code, key, parameters and kind the page showed before steps returned
them. ``UiState.say`` is the one place the message is set from it; a notice's
lifetime is declared when it is made (``Notice.until``) and ended by
``UiState.end``: a screen opened ends an information and keeps a problem; a
computer's turn over ends the refusal said during it, nothing else.
"""

from __future__ import annotations

import datetime
import json
import random

from hashi_core import to_record
from hashi_core.share import encode_result
from web.bots.bot_service import handle
from web.model.address import parse
from web.model.controller import MAX_IMPORT, Controller
from web.model.notice import Notice, info, problem
from web.model.outcome import UNCHANGED, Said, declined, done, waiting
from web.model.saves import MemoryStore, Saves
from web.model.stores.storage import Unreadable
from web.model.ui_state import UiState
from web.ui import view

from .helpers import random_game


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def opened(query: str = "?seed=SAID01&side=A", now: datetime.datetime | None = None) -> Controller:
    day = now or datetime.datetime(2026, 5, 2, 20, 0)
    ctl = Controller(Saves(MemoryStore()), now=lambda: day, clock=Clock())
    ctl.open(parse(query))
    return ctl


def shown(ctl: Controller, said: Said) -> Notice | None:
    """The message after ``said``: its notice (a step that did nothing: checked apart)."""
    assert ctl.ui.notice == said.notice
    return ctl.ui.notice


OLD = problem("ui.internal_error", "internal")  # a message shown before the step


def friend(seed: str, name: str, rounds: int) -> str:
    game = random_game(seed, "A", random.Random(5), (name, "x"), rounds)
    return encode_result(to_record(game), 0)


def challenge(seed: str = "SAID02") -> Controller:
    ctl = opened(f"?seed={seed}&side=A&mode=challenge")
    assert ctl.give_name("Ana") == done()
    return ctl


# -- the rule of saying -------------------------------------------------------------------------


def test_a_notice_replaces_a_step_taken_ends_and_a_step_that_did_nothing_leaves_the_message():
    ui = UiState()
    told = info("ui.saved_file")
    assert ui.say(declined(OLD)) == declined(OLD) and ui.notice == OLD
    assert ui.say(UNCHANGED) is UNCHANGED and ui.notice == OLD  # nothing done, nothing said
    assert ui.say(done(told)).taken and ui.notice is told
    assert ui.say(done()) == Said(True, None) and ui.notice is None


def test_a_notice_declares_its_lifetime_and_is_equal_whatever_it_is():
    assert (info("ui.saved_file").until, problem("ui.x", "x").until) == ("screen", "step")
    turn = waiting("computer_turn", name="Ana").notice()
    assert turn is not None and turn.until == "computer_turn"
    assert turn == Notice("computer_turn", "ui.computer_turn", {"name": "Ana"}, "error")
    assert waiting("handover", name="Ben").notice().until == "step"  # type: ignore[union-attr]


# -- lifetimes ------------------------------------------------------------------------------


def test_a_screen_opened_ends_an_information_and_keeps_a_problem():
    ctl = opened()
    ctl.ui.say(done(info("ui.result_copied")))
    ctl.open_history(300.0)
    assert ctl.ui.notice is None
    ctl.close_screen()
    ctl.ui.say(declined(OLD))
    ctl.open_history(300.0)
    assert ctl.ui.notice == OLD
    turn = waiting("computer_turn", name="Bot").notice()
    ctl.ui.say(declined(turn))  # type: ignore[arg-type]
    ctl.ui.end("screen")
    assert ctl.ui.notice is turn  # (an error: it ends with the computer's turn)


def test_ending_a_lifetime_ends_only_the_notices_declared_to_end_there():
    ui = UiState()
    turn = waiting("computer_turn", name="Bot").notice()
    for notice, ends in (
        (turn, {"computer_turn"}),
        (info("ui.shared", url="x"), {"screen"}),
        (OLD, set()),
    ):
        for until in ("screen", "computer_turn"):
            ui.say(declined(notice))  # type: ignore[arg-type]
            ui.end(until)  # type: ignore[arg-type]
            assert (ui.notice is None) == (until in ends), (notice, until)


def computers_turn() -> tuple[Controller, dict[str, object]]:
    """Ana (a person) and Bot at a table: Bot's go, its question asked."""
    ctl = opened()
    ctl.begin("party", ["Ana", "Bot"], ["person", "easy"])
    ctl.session.tap_island(ctl.session.game.legal_starts(ctl.session.seat)[0])
    ctl.session.start(4)
    ctl.session.confirm()  # Ana's round 1: the computer's go
    request = ctl.computer.seats_go()
    assert request is not None and ctl.session.computer_holds_turn()
    return ctl, request


def play_the_turn(ctl: Controller, request: dict[str, object]) -> None:
    assert ctl.computer.receive(json.loads(handle(json.dumps(request)))) == UNCHANGED
    while ctl.computer.play_queued():
        pass


def test_the_computers_turn_over_ends_its_own_refusal_only():
    ctl, request = computers_turn()
    refused = ctl.session.confirm()  # tapped during its turn: refused, said why
    assert refused.code == "computer_turn" and ctl.ui.notice == refused.notice()
    play_the_turn(ctl, request)
    assert ctl.ui.notice is None and not ctl.session.computer_holds_turn()
    ctl, request = computers_turn()
    ctl.ui.say(declined(OLD))  # any other message stays
    play_the_turn(ctl, request)
    assert ctl.ui.notice == OLD


# -- the controller's steps -----------------------------------------------------------------------


def test_a_seed_typed_is_refused_or_opens_its_deal():
    ctl = opened()
    bad = ctl.play_seed(" no good! ")
    assert bad == declined(problem("record.seed", "bad_seed", value="no good!"))
    assert shown(ctl, bad) is not None and ctl.session.game.seed == "SAID01"
    assert ctl.play_seed("k7qx2m") == done() and ctl.session.game.seed == "K7QX2M"
    assert ctl.ui.notice is None
    # Pasted far too long (the field cuts nothing): refused, shown by its beginning (Q50).
    long = ctl.play_seed("K7" * 100)
    assert long == declined(problem("record.seed", "bad_seed", value="K7" * 32 + "…"))
    assert ctl.session.game.seed == "K7QX2M"


def test_the_daily_challenge_is_begun_then_opened_on_its_end_said_so():
    ctl = opened()
    assert ctl.daily("Ana") == done() and ctl.session.phase == "setup"
    ctl.session.seed_start()
    while ctl.session.phase != "end":
        ctl.session.confirm()
    ctl.begin(seed="OTHER1")
    again = ctl.daily("Ana")
    assert again == done(info("ui.daily_played", "daily_played")) and shown(ctl, again)
    assert ctl.session.phase == "end"


def test_a_name_is_needed_then_taken():
    ctl = opened("?seed=SAID03&side=A&mode=challenge")
    assert ctl.ui.asking_name
    empty = ctl.give_name("   ")
    assert empty == declined(problem("ui.name_needed", "name_needed")) and shown(ctl, empty)
    assert ctl.give_name("Ana") == done() and not ctl.ui.asking_name and ctl.ui.notice is None


def test_the_side_changes_before_any_start_is_refused_after_and_the_same_side_does_nothing():
    ctl = opened()
    ctl.ui.say(declined(OLD))
    assert ctl.set_side("A") is UNCHANGED and ctl.ui.notice == OLD  # the side on screen
    assert ctl.set_side("Z") is UNCHANGED and ctl.ui.notice == OLD
    assert ctl.set_side("B") == done() and ctl.session.game.side == "B"
    ctl.begin("party", ["Ana", "Ben"])
    ctl.session.seed_start()  # Ana's start written: the side is the table's now
    locked = ctl.set_side("A")
    assert locked == declined(problem("ui.side_after_start", "side_locked")) and shown(ctl, locked)


def test_a_table_needs_its_players():
    ctl = opened()
    few = ctl.begin("party", ["Ana"])
    assert not few.taken and shown(ctl, few) == problem(
        "ui.party_needs_players", "party_players", low=2, high=4
    )
    assert ctl.begin("party", ["Ana", "Ben"]) == done() and ctl.session.kind == "party"
    assert ctl.begin() == done() and ctl.ui.notice is None


def test_a_game_resumed_or_its_save_gone():
    ctl = opened()
    ctl.session.seed_start()
    ident = ctl.session.envelope.id  # type: ignore[union-attr]
    ctl.begin(seed="OTHER2")
    gone = ctl.resume("no-such-game")
    assert gone == declined(problem("ui.save_gone", "save_gone")) and shown(ctl, gone)
    assert ctl.resume(ident) == done() and ctl.session.game.seed == "SAID01"


def test_a_file_imported_or_refused_says_which():
    ctl = opened()
    ctl.session.seed_start()
    text = ctl.session.record_json()
    assert text is not None
    broken = ctl.import_text("{not json")
    assert not broken.taken and broken.notice is not None
    assert (broken.notice.code, broken.notice.key) == ("import_refused", "ui.import_failed")
    assert shown(ctl, broken)
    ctl.begin(seed="OTHER3")
    imported = ctl.import_text(text)
    assert imported == done(info("ui.imported", "imported", seed="SAID01", side="A"))
    assert shown(ctl, imported) and ctl.session.game.seed == "SAID01"
    big = ctl.refuse_import(MAX_IMPORT + 1)
    too_big = Unreadable("ui.data_too_big", size=MAX_IMPORT + 1, limit=MAX_IMPORT)
    assert not big.taken and big.notice is not None and shown(ctl, big)
    assert (big.notice.code, big.notice.params["reason"].params) == (
        "import_refused",
        too_big.params,
    )


def test_a_result_pasted_is_added_refused_or_nothing():
    ctl = challenge()
    nothing = ctl.add_result("  ")
    assert nothing == declined(problem("ui.result_nothing_pasted", "nothing_pasted"))
    foreign = ctl.add_result(friend("OTHER4", "Ben", 3))
    assert not foreign.taken and shown(ctl, foreign) is not None
    added = ctl.add_result(friend("SAID02", "Ben", 3))
    assert added == done(info("ui.result_added", "result_added", name="Ben", seed="SAID02"))
    known = ctl.add_result(friend("SAID02", "Ben", 3))
    assert known == done(info("ui.result_known", "result_known", name="Ben")) and shown(ctl, known)


def test_past_the_standings_room_a_friends_result_is_refused_and_the_standings_stay():
    """A game of Hashi has at most four players, and the standings score them together:
    the player and three friends. A fourth friend's result is refused and said (the
    standings went blank, Q50); a friend already listed is still updated; a device that
    kept more before the limit shows the first three."""
    ctl = challenge()
    for name in ("Ala", "Bo", "Ce"):
        assert ctl.add_result(friend("SAID02", name, 2)).taken
    full = ctl.add_result(friend("SAID02", "Di", 5))
    notice = problem("ui.result_full", "result_full", name="Di", count=4)
    assert full == declined(notice) and shown(ctl, full) == notice
    assert ctl.add_result(friend("SAID02", "Bo", 5)).taken  # Bo's newer result
    ctl.session.seed_start()
    rows = view.build(ctl, "en").scores.standings
    assert [row.name for row in rows if not row.me] == ["Ala", "Bo", "Ce"] and len(rows) == 4
    seed, side = "SAID02", ctl.session.game.side
    codes = ctl.friends.kept.codes(seed, side)  # as kept before the limit: a fourth friend
    ctl.friends.kept.keep(seed, side, [*codes, friend("SAID02", "Di", 5)])
    assert len(view.build(ctl, "en").scores.standings) == 4


def test_a_race_started_stopped_or_nothing_to_race():
    ctl = challenge()
    ctl.ui.say(declined(OLD))
    assert ctl.race("Ben") is UNCHANGED and ctl.ui.notice == OLD  # no result of Ben's here
    ctl.add_result(friend("SAID02", "Ben", 3))
    started = ctl.race("Ben")
    assert started == done(info("ui.race_started", "race_started", name="Ben"))
    assert shown(ctl, started) and ctl.session.race.friend == "Ben"
    assert ctl.race("") == done(info("ui.race_stopped", "race_stopped"))
    alone = opened()
    assert alone.race("Ben") is UNCHANGED  # not a game with friends


def test_a_replay_opens_said_nothing_or_is_refused_with_the_game_untouched():
    ctl = opened()
    ctl.session.seed_start()
    while ctl.session.phase != "end":
        ctl.session.confirm()
    ident = ctl.session.envelope.id  # type: ignore[union-attr]
    refused = ctl.open_replay("not-a-replay")
    assert not refused.taken and refused.notice is not None and shown(ctl, refused)
    assert ctl.screens.screen is None
    ctl.ui.say(done(info("ui.result_copied")))
    assert ctl.open_replay(ident) == done() and ctl.screens.screen == "replay"
    assert ctl.ui.notice is None  # (an information of the game's: not said again there)


# -- the computer's steps ---------------------------------------------------------------------


def test_a_hint_asked_is_refused_or_thinking():
    ctl = opened()
    early = ctl.computer.hint_asked()  # setup: no card in play
    assert early == declined(problem("ui.hint_not_now", "hint_not_now"))
    assert ctl.computer.ask_hint() is None and ctl.ui.notice == early.notice
    ctl.session.seed_start()
    thinking = done(info("ui.hint_thinking", "thinking"))
    assert ctl.computer.hint_asked() == thinking
    request = ctl.computer.ask_hint()
    assert request is not None and shown(ctl, thinking)
    answered = ctl.computer.receive(json.loads(handle(json.dumps(request))))
    assert answered.taken and answered.notice is not None and answered.notice.code == "hint"
    assert shown(ctl, answered) and ctl.ui.hint is not None
    assert ctl.computer.receive(json.loads(handle(json.dumps(request)))) is UNCHANGED  # again


def test_a_hint_asked_again_while_it_holds_is_said_again_not_asked_nor_counted():
    ctl = opened("?seed=HNT2&side=A")
    ctl.session.seed_start()

    def hint() -> Said:
        request = ctl.computer.ask_hint()
        if request is None:  # not asked: what was said instead
            assert ctl.ui.notice is not None
            return declined(ctl.ui.notice)
        return ctl.computer.receive(json.loads(handle(json.dumps(request))))

    first = hint()
    assert first.taken and ctl.session.hints_used == 1
    for _ in range(3):  # pressed again: the same words, no question, no count
        again = hint()
        assert not again.taken and again.notice == first.notice
    assert ctl.session.hints_used == 1
    ctl.session.confirm()  # (the round skipped, its hint left: the next round's is new)
    assert hint().taken and ctl.session.hints_used == 2


def test_the_best_game_asked_before_the_end_is_refused():
    ctl = opened()
    ctl.session.seed_start()
    early = ctl.computer.analysis_asked()
    assert early == declined(problem("ui.analysis_not_now", "analysis_not_now"))
    assert ctl.computer.ask_analysis() is None and ctl.ui.notice == early.notice
    assert not view.build(ctl, "en").panel.analyse_enabled  # the button says the same
    while ctl.session.phase != "end":
        ctl.session.confirm()
    assert ctl.computer.analysis_asked() == done(info("ui.analysis_thinking", "thinking"))
    assert view.build(ctl, "en").panel.analyse_enabled


def stuck() -> tuple[Controller, Clock]:
    """A table whose computer seat's worker failed at its first question."""
    ctl, _ = computers_turn()
    assert ctl.computer.message({"failed": "404"})
    assert ctl.ui.stuck == 1 and ctl.ui.notice is not None
    clock = ctl.clock
    assert isinstance(clock, Clock)
    return ctl, clock


def test_the_stuck_seat_asked_again_too_soon_is_refused_then_taken():
    ctl, clock = stuck()
    soon = ctl.computer.retry()
    assert soon == declined(problem("ui.bot_retry_later", "bot_unavailable")) and shown(ctl, soon)
    assert ctl.ui.stuck == 1
    clock.now += ctl.bot.retry_in(clock.now)
    assert ctl.computer.retry() == done() and ctl.ui.stuck is None and ctl.ui.notice is None
    ctl.ui.say(declined(OLD))
    assert ctl.computer.retry() is UNCHANGED and ctl.ui.notice == OLD  # nothing stuck


def test_the_stuck_seat_given_to_a_person_or_sitting_out():
    ctl, _ = stuck()
    person = ctl.computer.seat_to_person()
    assert person == done(info("ui.seat_person_now", "seat_person", name="Bot"))
    assert shown(ctl, person) and 1 not in ctl.session.seats.levels
    assert ctl.computer.seat_to_person() is UNCHANGED and ctl.computer.seat_sits_out() is UNCHANGED
    ctl, _ = stuck()
    out = ctl.computer.seat_sits_out()
    assert out == done(info("ui.seat_out_now", "seat_out", name="Bot")) and shown(ctl, out)
    assert ctl.session.seats.out == {1}
