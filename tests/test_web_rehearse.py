"""The schedule's warm-ups (``web.ui.rehearse``): what a tap runs, run while the page is idle,
changes nothing a player sees or keeps, in every phase of a game."""

from __future__ import annotations

import random

from hashi_core import to_record
from web.model.address import parse
from web.model.controller import Controller
from web.model.saves import MemoryStore, Saves
from web.ui import view
from web.ui.rehearse import Rehearsal, rehearse
from web.ui.schedule import WARM_UPS


def game_at(seed: str, phase: str) -> tuple[Controller, MemoryStore]:
    """A solo game in ``phase``: its setup, a round with a number and a bridge drawn, its end."""
    store = MemoryStore()
    ctl = Controller(Saves(store), clock=lambda: 0.0)
    ctl.open(parse(f"?seed={seed}&side=B"))
    session, rng = ctl.session, random.Random(seed)
    if phase != "setup":
        session.seed_start()
    for _ in range(3 if phase == "play" else 0):
        session.confirm()
    if phase == "play":
        session.tap_island(rng.choice(session.game.legal_islands(session.seat)))
        session.tap_line(rng.choice(session.game.legal_lines(session.seat)))
    while phase == "end" and session.phase != "end":
        session.confirm()  # (each round passed)
    assert session.phase == phase
    return ctl, store


def test_a_warm_up_changes_neither_the_game_nor_the_view_nor_the_save():
    for seed, phase in (("REHEARSE1", "setup"), ("REHEARSE2", "play"), ("REHEARSE3", "end")):
        ctl, store = game_at(seed, phase)
        before, saved, shown = to_record(ctl.session.game), dict(store.data), view.build(ctl, "en")
        rehearse(ctl, "en", shown)
        rehearse(ctl, "en", None)  # (before the first draw)
        assert to_record(ctl.session.game) == before
        assert view.build(ctl, "en") == shown
        assert store.data == saved


def test_the_rehearsal_plays_a_game_of_its_own_to_the_end_within_the_warm_ups():
    """A number, a bridge, *Undo* and *Done* as a player's taps make them, every round's
    *Done* up to the end (the view a game's last *Done* shows), then a new game; all of it
    within the page's warm-ups, though they come faster than a double tap's two taps."""
    rehearsal = Rehearsal("B", "en", clock=lambda: 0.0)  # (a clock that never moves)
    views = [rehearsal.tap() for _ in range(WARM_UPS)]
    phases = [v.panel.phase for v in views]
    assert "end" in phases
    end = phases.index("end")
    assert views[end].scores.end_summary and views[end].scores.replay_code
    numbers = [sum(i.number != "" for i in v.board.islands) for v in views[:end]]
    bridges = [sum(line.bridges for line in v.board.lines) for v in views[:end]]
    rounds = [v.panel.round for v in views[:end]]
    assert max(numbers) >= 8  # numbers written, round after round
    assert any(i.finished for i in views[end].board.islands)  # and islands finished
    drawn = [i for i in range(1, end) if bridges[i] > bridges[i - 1]]
    assert drawn and any(bridges[i + 1] < bridges[i] and rounds[i + 1] == rounds[i] for i in drawn)
    assert rounds[-1] == "17" and len(set(rounds)) == 17  # every round, none skipped twice
    assert end + 1 < WARM_UPS and views[end + 1].panel.phase != "end"  # then a new game


def test_the_rehearsal_leaves_the_game_on_screen_its_view_and_its_store_alone():
    ctl, store = game_at("REHEARSE4", "play")
    before, saved, shown = to_record(ctl.session.game), dict(store.data), view.build(ctl, "en")
    rehearsal = Rehearsal(ctl.session.game.side, "en", clock=lambda: 0.0)
    for _ in range(WARM_UPS):
        rehearsal.tap()
        rehearse(ctl, "en", shown)
    assert rehearsal.ctl is not ctl and rehearsal.ctl.saves is not ctl.saves
    assert to_record(ctl.session.game) == before
    assert view.build(ctl, "en") == shown
    assert store.data == saved
