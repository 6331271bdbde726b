"""The guided first game played through the page's controller (CPython), like the page does."""

from __future__ import annotations

import random

import pytest

from hashi_core import to_record
from hashi_texts import LANGUAGES, render
from web.lessons import tutorial_script as script
from web.model import address
from web.model.address import parse
from web.model.controller import Controller
from web.model.saves import CURRENT, SAVE, MemoryStore, Saves
from web.shown.view_types import View
from web.ui import view
from web.ui.gestures import Gestures, Point

from .test_web_controller import play_taps

LANGS = LANGUAGES  # every language (the browser plays it in two: tests/e2e/test_tutorial.py)


def make(store=None, query=""):
    store = store if store is not None else MemoryStore()
    ctl = Controller(Saves(store))
    ctl.open(parse(query))
    return ctl, store


def tap(ctl: Controller, t: script.Tap) -> None:
    """What the page does with a tap on an island, a line or a button."""
    if t.kind == "island":
        ctl.session.tap_island(int(t.target))
    elif t.kind == "line":
        ctl.session.tap_line(str(t.target))
    else:
        {
            "seed-start": ctl.session.seed_start,
            "confirm": ctl.session.confirm,
            "undo": ctl.session.undo,
            "new-game": ctl.begin,
            "start-3": lambda: ctl.session.start(3),
        }[str(t.target)]()


def label_record(game):
    return to_record(game, label="TUTORIAL")


def play_until(ctl: Controller, index: int) -> None:
    while ctl.session.progress < index:
        tap(ctl, script.STEPS[ctl.session.progress].tap)


def saves_of(store: MemoryStore) -> dict[str, str]:
    return {k: v for k, v in store.data.items() if k.startswith(SAVE)}


def marked(shown: View, value: str = "true") -> list:
    return [e.key for e in shown.board.elements() if e.target == value]


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_guided_game_by_its_taps(lang):
    ctl, _ = make()
    ctl.begin("tutorial")
    assert (ctl.session.kind, ctl.session.phase, ctl.session.progress) == ("tutorial", "setup", 0)
    for index, step in enumerate(script.STEPS):
        assert ctl.session.progress == index
        assert label_record(ctl.session.game) == label_record(script.replay(index))
        shown = view.build(ctl, lang)
        assert shown.tutorial.step.text == render(step.text, lang, **step.params)
        assert shown.tutorial.step.progress == render(
            "tutorial.progress", lang, step=index + 1, total=len(script.STEPS)
        )
        # The tap asked for, and only it, is the target; no other legal move is marked.
        if step.tap.kind == "action":
            assert shown.tutorial.buttons == (step.tap.target,)
            assert marked(shown) == []
        else:
            assert marked(shown) == [(step.tap.kind, step.tap.target)]
            assert shown.tutorial.buttons == ()
        also = {(t.kind, t.target) for t in step.highlight[1:] if t.kind != "action"}
        assert set(marked(shown, "context")) == also
        assert not any("legal" in e.classes for e in shown.board.elements())
        tap(ctl, step.tap)
        if step.refusal:  # the engine's own refusal, in the player's language
            assert ctl.ui.notice.code == step.refusal
            assert ctl.ui.notice.key.startswith("rule.")
            assert view.build(ctl, lang).message.text == render(
                ctl.ui.notice.key, lang, **ctl.ui.notice.params
            )
        elif index < len(script.STEPS) - 1:
            assert ctl.ui.notice is None or ctl.ui.notice.kind == "info", ctl.ui.notice
            assert ctl.ui.notice is None or ctl.ui.notice.code != "tutorial_not_now"
    # The last step's button starts a real game: solo, on a real seed.
    assert (ctl.session.kind, ctl.session.phase) == ("solo", "setup")
    assert ctl.session.game.seed is not None and view.build(ctl, lang).tutorial.step is None


def test_the_guided_game_shows_its_flag_finished_and_bonus_moments():
    ctl, _ = make()
    ctl.begin("tutorial")
    play_until(ctl, [s.id for s in script.STEPS].index("chain_island"))
    score = ctl.session.game.scores()[0]
    assert score.bonuses["blue"][0] == 4 and score.finished >= 3
    play_until(ctl, len(script.STEPS) - 1)
    assert ctl.session.game.scores()[0].bonuses["chain"][0] == 5
    assert view.build(ctl, "en").tutorial.step.last is True


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_tap_is_explained_and_changes_nothing(lang):
    ctl, store = make()
    ctl.begin("tutorial")
    play_until(ctl, 3)  # first_bridge: the line 6-7
    step = script.STEPS[3]
    before, saved = label_record(ctl.session.game), saves_of(store)
    for wrong in (
        script.Tap.island(1),
        script.Tap.line("13-16"),
        script.Tap.action("confirm"),
        script.Tap.action("undo"),
    ):
        tap(ctl, wrong)
        assert ctl.ui.notice.code == "tutorial_not_now"
        assert view.build(ctl, lang).message.text == render(step.not_now, lang, **step.params)
        assert (ctl.session.progress, label_record(ctl.session.game), saves_of(store)) == (
            3,
            before,
            saved,
        )
    tap(ctl, step.tap)
    assert ctl.session.progress == 4 and ctl.ui.notice is None


@pytest.mark.parametrize("lang", LANGS)
def test_a_tap_on_the_flag_island_is_explained_in_the_steps_text_before_and_after_the_start(lang):
    """Island 1 (a flag) tapped at the second step and the ninth, as the browser test does."""
    ctl, store = make()
    ctl.begin("tutorial")
    for index in (1, 8):
        play_until(ctl, index)
        step = script.STEPS[index]
        before, shown = label_record(ctl.session.game), view.build(ctl, lang).board
        saved = saves_of(store)
        ctl.session.tap_island(1)
        assert ctl.ui.notice.code == "tutorial_not_now"
        assert view.build(ctl, lang).message.text == render(step.not_now, lang, **step.params)
        assert (ctl.session.progress, label_record(ctl.session.game)) == (index, before)
        assert saves_of(store) == saved
        assert view.build(ctl, lang).board == shown


def test_the_setup_step_takes_only_the_start_button():
    ctl, _ = make()
    ctl.begin("tutorial")
    for wrong in (script.Tap.island(7), script.Tap.action("start-3")):
        tap(ctl, wrong)
        assert ctl.ui.notice.code == "tutorial_not_now" and ctl.session.phase == "setup"
    assert ctl.ui.notice.key == "tutorial.not_now.start"


def test_a_refusal_step_shows_the_engines_refusal_in_polish():
    ctl, store = make()
    ctl.begin("tutorial")
    play_until(ctl, 1)
    before = label_record(ctl.session.game)
    tap(ctl, script.STEPS[1].tap)  # island 6: a flag with no bridge yet
    message = view.build(ctl, "pl").message
    assert message.code == "flag_needs_bridge"
    assert message.text == render("rule.flag_needs_bridge", "pl", **ctl.ui.notice.params)
    assert message.text != render("rule.flag_needs_bridge", "en", **ctl.ui.notice.params)
    assert label_record(ctl.session.game) == before  # refused: nothing written
    assert ctl.session.progress == 2  # ... and the next step explains it; a reload keeps that step
    again, _ = make(store)
    assert (again.session.kind, again.session.progress) == ("tutorial", 2)


def test_leave_and_resume_at_the_same_step():
    ctl, store = make()
    ctl.begin("tutorial")
    play_until(ctl, 9)
    tutorial_id = ctl.session.envelope.id
    ctl.begin()  # leave: a real game
    assert ctl.session.kind == "solo" and ctl.session.progress == 0
    play_taps_after_start(ctl)
    solo_id = ctl.session.envelope.id
    # A reload shows the real game; the guided game waits at its step.
    again, _ = make(store)
    assert again.session.envelope.id == solo_id
    again.begin("tutorial")
    assert (again.session.kind, again.session.progress, again.session.envelope.id) == (
        "tutorial",
        9,
        tutorial_id,
    )
    assert label_record(again.session.game) == label_record(script.replay(9))
    # A reload in the guided game (its address has no seed) comes back to the same step.
    back, _ = make(store, "?side=A&mode=tutorial")
    assert (back.session.kind, back.session.progress) == ("tutorial", 9)
    tap(back, script.STEPS[9].tap)
    assert back.session.progress == 10


def test_a_two_tap_bridge_the_step_does_not_ask_for_goes_on_from_its_second_island():
    """Two taps that would draw another bridge than the step's: "not now", and the second
    island is the next bridge's first end, so a tap on the step's other end draws it."""
    index = next(i for i, step in enumerate(script.STEPS) if step.tap.kind == "line")
    a, b = (int(n) for n in str(script.STEPS[index].tap.target).split("-"))
    ctl, _ = make()
    ctl.begin("tutorial")
    play_until(ctl, index)
    board = ctl.session.game.board
    numbers = ctl.session.game.players[0].sheet.numbers
    other = next(  # a numbered neighbour of a, by another line than the step's
        n
        for line in board.lines_of[a]
        for n in (board.lines[line].a, board.lines[line].b)
        if n not in (a, b) and n in numbers
    )
    clock = iter(range(0, 10**9, 1000))  # taps far apart: never a double tap
    gestures = Gestures(lambda: float(next(clock)))
    gestures.tap_island(ctl, other, Point(10.0, 10.0))
    gestures.tap_island(ctl, a, Point(200.0, 200.0))
    assert ctl.ui.notice is not None and ctl.ui.notice.code == "tutorial_not_now"
    assert gestures.first_end == a and ctl.session.progress == index
    gestures.tap_island(ctl, b, Point(400.0, 400.0))
    assert ctl.session.progress == index + 1


def test_a_reload_at_the_last_step_comes_back_to_it_and_the_button_begins_again():
    """At its last step only New game is left: the guided game's button then begins it
    again, but a reload (its own address) shows the step the player was reading (Q37)."""
    last = len(script.STEPS) - 1
    ctl, store = make()
    ctl.begin("tutorial")
    play_until(ctl, last)
    back, _ = make(store, "?side=A&mode=tutorial")
    assert (back.session.kind, back.session.progress) == ("tutorial", last)
    back.begin("tutorial")  # asked for again: from its start
    assert back.session.progress == 0
    # Elsewhere (a real game on screen), its address finds it over: begun again.
    ctl, store = make()
    ctl.begin("tutorial")
    play_until(ctl, last)
    ctl.begin()
    ctl.session.seed_start()  # (a real game begun: the one on screen, saved)
    other, _ = make(store, "?side=A&mode=tutorial")
    assert (other.session.kind, other.session.progress) == ("tutorial", 0)


def play_taps_after_start(ctl: Controller) -> None:
    ctl.session.seed_start()
    play_taps(ctl, random.Random(3), rounds=2)


def test_the_other_games_are_never_touched():
    ctl, store = make(query="?seed=OTHER1&side=B")
    play_taps_after_start(ctl)
    ctl.begin("party", ["Ana", "Ben"])
    ctl.session.seed_start()
    others = saves_of(store)
    history = store.get("hashi.history")
    ctl.begin("tutorial")
    play_until(ctl, len(script.STEPS) - 1)
    mine = {k: v for k, v in saves_of(store).items() if k not in others}
    assert len(mine) == 1 and '"kind":"tutorial"' in next(iter(mine.values()))
    # While it plays, its panel lists no other game: on a phone its buttons stay in reach.
    assert view.build(ctl, "en").saved.in_progress == ()
    tap(ctl, script.STEPS[-1].tap)  # the real game it offers is a new one
    assert {k: v for k, v in saves_of(store).items() if k in others} == others
    assert store.get("hashi.history") == history
    # The guided game is not among the games to resume: its own button resumes it.
    listed = view.build(ctl, "en").saved.in_progress
    assert len(listed) == 2 and all("tutorial" not in e.key for e in listed)


def test_no_record_of_the_guided_game_and_its_address_has_no_seed():
    ctl, _ = make()
    ctl.begin("tutorial")
    play_until(ctl, 5)
    assert ctl.session.record() is None and ctl.session.record_json() is None
    assert view.build(ctl, "en").panel.seed == ""


def test_its_address_opens_it_on_another_device_and_resumes_it_on_this_one():
    """The guided game's address (``?side=A&mode=tutorial``, as the page writes it) opens the
    guided game on a new device, and on this one the guided game at its step (Q28)."""
    ctl, store = make()
    ctl.begin("tutorial")
    play_until(ctl, 5)
    query = address.build(None, ctl.session.game.side, ctl.session.kind)
    assert "mode=tutorial" in query and "seed" not in query
    elsewhere, _ = make(query=query)
    assert (elsewhere.session.kind, elsewhere.session.progress) == ("tutorial", 0)
    here, _ = make(store, query=query)
    assert (here.session.kind, here.session.progress) == ("tutorial", 5)
    other, _ = make(store, query="?mode=party")  # no seed, no deal of its own: as before
    assert other.session.kind == "tutorial"


def test_over_or_in_play_the_button_begins_it_again_in_its_own_save():
    ctl, store = make()
    ctl.begin("tutorial")
    ident = ctl.session.envelope.id
    assert store.get(CURRENT) == ident  # a reload at the first step comes back to it
    play_until(ctl, 4)
    assert view.build(ctl, "pl").tutorial.label == render("tutorial.restart", "pl")
    ctl.begin("tutorial")  # in the guided game: start it again
    assert (ctl.session.progress, ctl.session.phase, ctl.session.envelope.id) == (0, "setup", ident)
    play_until(ctl, len(script.STEPS) - 1)
    ctl.begin()
    assert view.build(ctl, "pl").tutorial.label == render("ui.tutorial", "pl")
    ctl.begin("tutorial")  # it was over: begun again, still the one save
    assert (ctl.session.kind, ctl.session.progress, ctl.session.envelope.id) == (
        "tutorial",
        0,
        ident,
    )
    assert sum('"kind":"tutorial"' in v for v in saves_of(store).values()) == 1


@pytest.mark.parametrize("first", [0, 1])
def test_each_bridge_step_also_takes_two_taps_on_its_islands(first):
    """On a small screen a short line is hard to tap between its islands (issue 27): each step
    that asks for a line takes its bridge from a tap on either end, then on the other."""
    clock = iter(range(0, 10**9, 1000))  # taps far apart: never a double tap
    bridge_steps = [  # (not the step whose line the rules refuse: its tap is on the line)
        i for i, step in enumerate(script.STEPS) if step.tap.kind == "line" and not step.refusal
    ]
    assert len(bridge_steps) >= 5
    for index in bridge_steps:
        ctl, _ = make()
        ctl.begin("tutorial")
        play_until(ctl, index)
        gestures = Gestures(lambda: float(next(clock)))
        ends = [int(n) for n in str(script.STEPS[index].tap.target).split("-")]
        gestures.tap_island(ctl, ends[first], Point(10.0, 10.0))
        assert ctl.ui.notice is not None and ctl.ui.notice.code == "bridge_from", index
        assert ctl.session.progress == index
        gestures.tap_island(ctl, ends[1 - first], Point(200.0, 200.0))
        assert ctl.session.progress == index + 1, script.STEPS[index].id
