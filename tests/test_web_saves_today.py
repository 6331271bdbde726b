"""Saves of the format before the stores' split still load: every part of a device comes back.

The files in ``tests/data/saves/`` were made by the code of that time
(``make_saves.py`` beside them): each holds a device's storage and what that
code read back from it.
"""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

from hashi_core import Record
from web.model.address import parse
from web.model.controller import Controller
from web.model.saves import MemoryStore, Saves

DATA = Path(__file__).resolve().parent / "data" / "saves"
DEVICES = sorted(p.stem for p in DATA.glob("*.json"))
NOW = datetime.datetime(2026, 11, 20, 18, 30)


def device(name: str, store: MemoryStore | None = None) -> tuple[Controller, dict]:
    data = json.loads((DATA / f"{name}.json").read_text())
    if store is None:
        store = MemoryStore()
        store.data.update(data["store"])
    ctl = Controller(Saves(store), now=lambda: NOW)
    ctl.open(parse(""))
    return ctl, data["expect"]


def test_every_kind_of_device_is_here():
    assert DEVICES == [
        "challenge_with_friends",
        "party_with_computer",
        "solo_finished",
        "solo_mid_round",
        "tutorial_mid_way",
    ]


@pytest.mark.parametrize("name", DEVICES)
@pytest.mark.parametrize("saved_again", [False, True])
def test_the_game_on_screen_comes_back_as_it_was(name, saved_again):
    ctl, want = device(name)
    if saved_again:  # written in today's format (a section per owner), then read again
        ctl.session.save()
        ctl, _ = device(name, ctl.saves.store)
    s = ctl.session
    assert s.envelope is not None and s.envelope.id == want["current"]
    assert (s.kind, s.phase, str(s.game.seed), s.game.side) == (
        want["kind"],
        want["phase"],
        want["seed"],
        want["side"],
    )
    assert [p.name for p in s.game.players] == want["names"]
    assert Record.of(s.game, s.flow.label).to_dict() == want["record"]
    assert s.progress == want["progress"]
    assert {str(k): v for k, v in s.seats.levels.items()} == want["computers"]
    assert (s.ui.handover, s.hints_used) == (want["handover"], want["hints"])
    assert ctl.reports == []


@pytest.mark.parametrize("name", DEVICES)
def test_the_history_and_the_rest_come_back(name):
    ctl, want = device(name)
    saves, game = ctl.saves, ctl.session.game
    history = saves.history.entries()
    assert sorted(e.id for e in saves.in_progress()) == want["in_progress"]
    fields = [(e.seed, e.side, e.kind, e.name, e.total, str(e.date), e.id) for e in history]
    assert fields == [
        (h["seed"], h["side"], h["kind"], h["name"], h["total"], h["date"], h["id"])
        for h in want["history"]
    ]
    assert list(saves.history.recent().entries) == history  # (fewer than it keeps)
    assert (saves.bests(), saves.history.games_played()) == (want["bests"], want["games_played"])
    assert saves.results.codes(str(game.seed), game.side) == want["results"]
    assert (saves.prefs.name(), saves.computer_used()) == (want["name"], want["computer_used"])
    assert str(ctl.keeping.last_backup()) == want["last_backup"]
    assert ctl.keeping._state() == want["keep"]
