"""What a step returns (web/model/outcome.py): taken, refused, waiting and why, a second tap.

Each step's outcome is checked with the notice the page shows for it: the same
code, text key, parameters and kind as before steps returned outcomes.
"""

from __future__ import annotations

import pytest

from hashi_core import RuleError, to_record
from web.lessons import tutorial_script as script
from web.model.address import parse
from web.model.controller import Controller
from web.model.notice import Notice, info
from web.model.outcome import SECOND_TAP, SECOND_TAP_ON_BUTTON, Outcome, refused, taken, waiting
from web.model.saves import MemoryStore, Saves
from web.ui import view
from web.ui.gestures import Gestures, Point

HERE = Point(300.0, 200.0)


def opened(query: str = "?seed=OUTCOME&side=A") -> Controller:
    ctl = Controller(Saves(MemoryStore()))
    ctl.open(parse(query))
    return ctl


def in_play() -> Controller:
    ctl = opened()
    ctl.session.seed_start()
    return ctl


def party(seats: tuple[str, ...] = ()) -> Controller:
    ctl = opened("?seed=TABLE2&side=A")
    ctl.begin("party", ["Ana", "Ben", "Cy"][: max(2, len(seats))], list(seats))
    return ctl


def said(ctl: Controller, outcome: Outcome) -> Notice | None:
    """The notice on the page after ``outcome``: the one the outcome makes."""
    assert ctl.ui.notice == outcome.notice()
    return ctl.ui.notice


# -- taken --------------------------------------------------------------------------------


def test_a_step_taken_says_nothing_or_what_it_did():
    ctl = in_play()
    s, game = ctl.session, ctl.session.game
    free = game.legal_islands(0)[0]
    written = s.tap_island(free)
    assert written == taken() and written.taken and said(ctl, written) is None
    back = s.tap_island(free)
    assert back == taken("number_taken_back") and game.players[0].draft_number is None
    assert said(ctl, back) == Notice("", "ui.number_taken_back", {}, "info")
    s.tap_island(free)
    undone = s.undo()
    assert undone == taken("undone") and game.players[0].draft == []
    assert said(ctl, undone) == Notice("", "ui.undone", {}, "info")
    s.tap_island(free)
    assert s.confirm() == taken() and game.round(0) == 2 and ctl.ui.notice is None


def test_choosing_the_start_island_is_taken_and_says_nothing():
    ctl = opened()
    island = ctl.session.game.legal_starts(0)[0]
    assert ctl.session.tap_island(island) == taken() and ctl.ui.selected == island
    assert ctl.session.start(3) == taken() and ctl.session.phase == "play"
    assert ctl.ui.notice is None


def test_a_hand_over_taken_and_another_board_looked_at_say_nothing():
    ctl = party()
    ctl.session.seed_start()
    assert ctl.session.take_turn() == taken() and not ctl.ui.handover
    assert ctl.session.view_player(1) == taken() and ctl.ui.viewing == 1  # Ana writes Ben's
    assert ctl.session.view_player(9) is None and ctl.ui.viewing == 1  # no such seat


# -- refused ------------------------------------------------------------------------------


def test_a_refused_step_carries_the_engines_error_and_changes_nothing():
    ctl = in_play()
    s, game = ctl.session, ctl.session.game
    numbered = next(iter(game.players[0].sheet.numbers))
    before = to_record(game)
    out = s.tap_island(numbered)
    assert out.kind == "refused" and not out.taken and out.code == "island_taken"
    assert isinstance(out.error, RuleError) and out.error.code == "island_taken"
    assert said(ctl, out) == Notice("island_taken", "rule.island_taken", out.error.params)
    assert to_record(game) == before
    while game.card(0).bridges < 2:  # a card of two or more bridges: one is too few
        s.confirm()
    s.tap_island(game.legal_islands(0)[0])
    s.tap_line(game.legal_lines(0)[0])
    before = to_record(game)
    out = s.confirm()
    assert out.error is not None and out == refused(out.error)
    assert out.code == "wrong_bridge_count" and to_record(game) == before
    assert said(ctl, out) == Notice("wrong_bridge_count", out.error.key, out.error.params)


def test_the_pages_own_refusals_say_what_they_said():
    ctl = opened()
    game = ctl.session.game
    flag = next(i.id for i in game.board.islands if i.flag is not None)
    out = ctl.session.tap_island(flag)
    assert (out.kind, out.code, out.error) == ("refused", "bad_start", None)
    assert said(ctl, out) == Notice("bad_start", "rule.bad_start", {}, "error")
    out = ctl.session.start(4)
    assert (out.kind, out.code) == ("refused", "choose_island") and ctl.session.phase == "setup"
    assert said(ctl, out) == Notice("choose_island", "ui.choose_island_first", {}, "error")


def test_a_line_that_names_no_two_islands_is_refused_as_a_moves_text():
    ctl = in_play()
    before = to_record(ctl.session.game)
    out = ctl.session.tap_line("north")
    assert (out.kind, out.code) == ("refused", "bad_move") and to_record(ctl.session.game) == before
    assert said(ctl, out) == Notice("bad_move", "move.unreadable", {"text": "bridge north"})


# -- waiting ------------------------------------------------------------------------------


def asking_name() -> Controller:
    return opened("?seed=CHAL01&side=A&mode=challenge")


def handed_over() -> Controller:
    ctl = party()
    ctl.session.seed_start()
    return ctl


def viewing() -> Controller:
    ctl = party()
    for _ in range(2):  # the starts, then Ana plays, looking at Ben's board
        ctl.session.seed_start()
        ctl.session.take_turn()
    ctl.session.view_player(1)
    return ctl


def over() -> Controller:
    ctl = in_play()
    while ctl.session.phase != "end":
        ctl.session.confirm()
    return ctl


def computers_turn() -> Controller:
    ctl = opened("?seed=SEATS2&side=B")
    ctl.begin("party", ["Ana", "Ben"], ["hard", "person"])
    ctl.session.tap_island(ctl.session.game.legal_starts(ctl.session.seat)[0])
    ctl.session.start(3)
    assert ctl.session.phase == "play" and ctl.session.seat == 0
    return ctl


# Each reason a tap waits: the state, and the notice said for it (as before outcomes).
WAITS = {
    "name_needed": (asking_name, Notice("name_needed", "ui.name_first", {}, "error")),
    "handover": (handed_over, Notice("handover", "ui.handover_first", {"name": "Ben"})),
    "not_your_board": (viewing, Notice("not_your_board", "ui.not_your_board", {"name": "Ana"})),
    "game_over": (over, Notice("game_over", "rule.game_over", {}, "error")),
    "computer_turn": (computers_turn, Notice("computer_turn", "ui.computer_turn", {"name": "Ana"})),
}


@pytest.mark.parametrize("reason", sorted(WAITS))
def test_a_tap_that_waits_says_why_and_changes_nothing(reason):
    setup, notice = WAITS[reason]
    ctl = setup()
    s = ctl.session
    target = s.game.legal_islands(s.seat)[:1] or [1]
    line = next(iter(s.game.board.lines))
    before = to_record(s.game), ctl.ui.handover, ctl.ui.viewing, ctl.ui.selected, s.progress
    steps = (lambda: s.tap_island(target[0]), lambda: s.tap_line(line), s.confirm, s.undo)
    for step in (*steps, s.seed_start):
        out = step()
        assert out == waiting(reason, **notice.params) and out.kind == "waiting"
        assert said(ctl, out) == notice
        assert (
            to_record(s.game),
            ctl.ui.handover,
            ctl.ui.viewing,
            ctl.ui.selected,
            s.progress,
        ) == (before)


def looks_playable(ctl: Controller) -> bool:
    """Whether the page shows anything a tap would play: a legal mark, Undo, Hint or the
    start's button enabled."""
    shown = view.build(ctl, "en")
    marked = any("legal" in e.classes.split() for e in shown.board.elements())
    panel = shown.panel
    return marked or panel.undo_enabled or panel.hint_enabled or panel.start_enabled


@pytest.mark.parametrize("reason", sorted(WAITS))
def test_while_a_tap_waits_nothing_looks_playable(reason):
    """What looks playable is what a tap may play (``Session.waits``, the view's and the
    taps' one rule): in each state where taps wait, no mark nor button invites one."""
    ctl = WAITS[reason][0]()
    assert ctl.session.waits() is not None and not looks_playable(ctl)


def test_where_taps_are_taken_the_board_looks_playable():
    for ctl in (opened(), in_play(), party()):
        assert ctl.session.waits() is None and looks_playable(ctl)
    ctl = viewing()
    ctl.session.view_player(0)  # back to the board that plays
    assert ctl.session.waits() is None and looks_playable(ctl)


@pytest.mark.parametrize("reason", sorted(WAITS))
def test_asking_why_a_tap_waits_changes_nothing(reason):
    ctl = WAITS[reason][0]()
    ctl.ui.notice = shown = info("ui.saved_file")
    out = ctl.session.refusal("action", "confirm")
    assert out is not None and out.code == reason and ctl.ui.notice is shown


def test_a_hint_asked_while_a_tap_waits_is_refused_with_the_same_notice():
    ctl = handed_over()
    assert ctl.computer.ask_hint() is None
    assert ctl.ui.notice == WAITS["handover"][1]


def test_the_guided_game_answers_a_tap_it_does_not_wait_for_with_its_own_notice():
    ctl = opened()
    ctl.begin("tutorial")
    assert ctl.session.refusal("action", "seed-start") is None  # the step's own tap
    out = ctl.session.confirm()
    step = script.STEPS[0]
    assert (out.kind, out.code) == ("waiting", "tutorial_not_now") and out.answer is not None
    assert said(ctl, out) == info(step.not_now or "", "tutorial_not_now", **step.params)
    assert ctl.session.progress == 0 and ctl.session.phase == "setup"


def test_in_the_guided_game_two_taps_on_the_steps_line_ends_draw_it():
    """A "not now" on an end of the step's line offers it as a bridge's first end, and says so
    (the island just numbered here; any end: tests/test_tutorial_flow.py)."""
    ctl = opened()
    ctl.begin("tutorial")
    while ctl.session.progress < 5:  # third_bridge: the line 13-16, from the number on 13
        t = script.STEPS[ctl.session.progress].tap
        if t.kind == "island":
            ctl.session.tap_island(int(t.target))
        elif t.kind == "line":
            ctl.session.tap_line(str(t.target))
        else:
            ctl.session.seed_start()
    assert script.STEPS[5].tap == script.Tap("line", "13-16")
    gestures = Gestures(lambda: 0.0)
    first = gestures.tap_island(ctl, 13, None)
    assert first == taken("bridge_from", island=13) and gestures.first_end == 13
    second = gestures.tap_island(ctl, 16, None)
    assert second == taken() and ctl.session.progress == 6


# -- a double tap's second tap --------------------------------------------------------------


def test_a_double_taps_second_tap_is_its_own_outcome_and_changes_nothing():
    ctl = in_play()
    now = [1000.0]
    gestures = Gestures(lambda: now[0])
    assert gestures.tap(ctl, HERE, ctl.session.confirm) == taken()
    before = to_record(ctl.session.game)
    now[0] += 100.0
    out = gestures.tap(ctl, HERE, ctl.session.confirm)
    assert out is SECOND_TAP_ON_BUTTON and to_record(ctl.session.game) == before
    assert out.kind == "second_tap"
    # (a button's: not told to tap again, which on Done would skip the next card)
    assert said(ctl, out) == Notice("double_tap", "ui.double_tap_button", {}, "info")
    assert gestures.tap(ctl, HERE, lambda: None) is SECOND_TAP_ON_BUTTON  # a button, no step
    assert SECOND_TAP.notice() == Notice("double_tap", "ui.double_tap", {}, "info")
    now[0] += 1000.0
    assert gestures.tap(ctl, HERE, lambda: None) is None  # carried out: no step, no outcome


def test_an_island_refused_as_a_number_and_taken_as_a_first_end_says_so():
    ctl = in_play()
    game = ctl.session.game
    gestures = Gestures(lambda: 0.0)
    free = game.legal_islands(0)[0]
    assert gestures.tap_island(ctl, free, None) == taken()
    legal = set(game.legal_lines(0))
    island = next(
        i
        for i in sorted(game.players[0].sheet.numbers)
        if i != free and any(line in legal for line in game.board.lines_of[i])
    )
    out = gestures.tap_island(ctl, island, None)
    assert out == taken("bridge_from", island=island) and gestures.first_end == island
    assert said(ctl, out) == Notice("bridge_from", "a11y.bridge_from", {"island": island}, "info")


# -- the computer's part ----------------------------------------------------------------------


def test_the_computers_part_is_one_per_game_on_screen():
    ctl = in_play()
    play = ctl.computer
    assert ctl.computer is play and play.session is ctl.session
    ctl.begin()
    assert ctl.computer is not play and ctl.computer.session is ctl.session
    assert ctl.computer is ctl.computer


def test_a_hand_over_whose_save_another_tab_refused_says_so():
    store = MemoryStore()
    one = Controller(Saves(store))
    one.open(parse("?seed=TABLE2&side=A"))
    one.begin("party", ["Ana", "Ben"])
    one.session.seed_start()
    two = Controller(Saves(store))
    two.open(parse(""))
    assert two.session.envelope.id == one.session.envelope.id  # type: ignore[union-attr]
    two.session.take_turn()
    two.session.seed_start()  # Ben's start, written in the other tab
    out = one.session.take_turn()
    assert out == taken() and one.session.phase == "play"  # the other tab's game, shown
    assert one.ui.notice == Notice("moved_elsewhere", "ui.moved_elsewhere_refused", {}, "error")
