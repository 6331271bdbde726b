"""A new way of playing, a new language and a new board side: each one registration, no other file.

The test registers a fake of each where its owner keeps the list (a flow in
``web.model.flows.FLOWS``, a catalogue module and a line in ``hashi_texts.LANGUAGES``,
a side's data in ``hashi_core.board_data.SIDES``) and plays it through the
pure layers: the address, the controller and its session, the saves (a
reload), the view, a friend's result code.
"""

from __future__ import annotations

import random
import sys
import types
from typing import Any

import pytest

import hashi_texts
from hashi_core import board_data, to_record
from hashi_core.share import decode_result, encode_result
from hashi_texts import render
from web.model import address
from web.model.controller import Controller
from web.model.flows import FLOWS, Flow, for_record
from web.model.notice import Notice, problem
from web.model.saves import MemoryStore, Saves
from web.ui import view

from .test_web_controller import play_taps


class Sprint(Flow):
    """A fake way of playing: alone, no undo, and it counts the steps taken (saved)."""

    kind = "sprint"
    action = "start-sprint"

    def refusal(self, progress: int, kind: str, target: int | str) -> Notice | None:
        if (kind, target) == ("action", "undo"):
            return problem("rule.nothing_to_undo", "sprint_no_undo")
        return None

    def advance(self, progress: int, refused: str | None) -> int:
        return progress + 1 if refused is None else progress

    def saved(self, progress: int) -> dict[str, Any]:
        return {"sprint": progress}

    def restored(self, ui: dict[str, Any], game: Any) -> tuple[int, Any]:
        steps = ui.get("sprint")
        return (steps if type(steps) is int else 0), game


def mirrored(side: str) -> dict[str, Any]:
    """``side``'s board mirrored left to right, its islands numbered again in reading order."""
    data = board_data.SIDES[side]
    width = data["width"]
    moved = sorted(
        ((width - 1 - x, y, old, flag) for old, x, y, flag in data["islands"]),
        key=lambda island: (island[1], island[0]),
    )
    ids = {old: new for new, (_, _, old, _) in enumerate(moved, start=1)}
    return {
        "width": width,
        "height": data["height"],
        "islands": [(ids[old], x, y, flag) for x, y, old, flag in moved],
        "lines": sorted(tuple(sorted((ids[a], ids[b]))) for a, b in data["lines"]),
    }


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Side C, the way of playing "sprint" and the language "xx", each where it is owned."""
    monkeypatch.setitem(board_data.SIDES, "C", mirrored("A"))
    monkeypatch.setitem(FLOWS, "sprint", Sprint())
    catalogue = types.ModuleType("hashi_texts.catalogues.xx")
    catalogue.MESSAGES = {"ui.no_card": "Xx: no card"}  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, catalogue.__name__, catalogue)
    monkeypatch.setattr(hashi_texts, "LANGUAGES", (*hashi_texts.LANGUAGES, "xx"))


def test_each_is_played_through_the_address_the_session_the_saves_and_the_view(registered):
    query = address.build("FAKE01", "C", "sprint", lang="xx")
    found = address.parse(query)
    assert (found.seed, found.side, found.mode, found.lang) == ("FAKE01", "C", "sprint", "xx")
    assert found.problems == []
    store = MemoryStore()
    ctl = Controller(Saves(store))
    ctl.open(found)
    session = ctl.session
    assert (session.kind, session.game.side, session.phase) == ("sprint", "C", "setup")
    shown = view.build(ctl, "xx")
    panel = shown.panel
    assert panel.kind == "sprint" and dict(panel.sides) == {"A": False, "B": False, "C": True}
    assert panel.card_label == "Xx: no card"  # the language's one key
    assert panel.confirm_label == render("ui.confirm", "en")  # the others in English
    assert sorted(i.ident for i in shown.board.islands)[0] == 1

    session.seed_start()
    play_taps(ctl, random.Random(7), rounds=2)
    session.tap_island(session.game.legal_islands(0)[0])
    session.undo()  # the flow's own rule: no undo
    assert ctl.ui.notice is not None and ctl.ui.notice.code == "sprint_no_undo"
    steps = session.progress
    assert steps >= 4  # the start, two rounds, a number

    again = Controller(Saves(store))
    again.open(address.parse(""))  # a reload: the game on screen comes back
    assert again.reports == []  # its save was read, not set aside
    assert (again.session.kind, again.session.progress) == ("sprint", steps)
    assert to_record(again.session.game) == to_record(session.game)
    assert view.build(again, "xx").panel.side_label == "ui.side_c"  # its name: texts to add

    again.begin()  # another game: the sprint game waits in the list
    listed = view.build(again, "en").saved.in_progress
    assert [entry.key for entry in listed] == [session.envelope.id]

    record = to_record(session.game)
    assert decode_result(encode_result({**record, "mode": "multi"}))["side"] == "C"


def test_a_record_file_opens_in_the_first_way_of_playing_that_seats_it(registered):
    assert for_record("solo", 1).kind == "solo"  # registered first, it stays the file's way
    assert for_record("multi", 1).kind == "challenge" and for_record("multi", 3).kind == "party"


def test_without_registration_none_of_them_is_known():
    found = address.parse("?seed=FAKE01&side=C&mode=sprint&lang=xx")
    assert (found.side, found.mode, found.lang) == (None, None, None)
    assert [p.code for p in found.problems] == ["bad_link", "bad_mode", "bad_lang"]
