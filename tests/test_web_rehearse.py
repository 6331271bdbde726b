"""The schedule's warm-ups (``web.ui.rehearse``): what a tap runs, run while the page is idle,
changes nothing a player sees or keeps, in every phase of a game."""

from __future__ import annotations

import random

from hashi_core import to_record
from web.model.address import parse
from web.model.controller import Controller
from web.model.saves import MemoryStore, Saves
from web.ui import view
from web.ui.rehearse import rehearse


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
