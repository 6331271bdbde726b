"""Saves written once the tap's step is painted (``Session.later``): never lost, never out of
order, and the page told when writing one changed what it shows."""

from __future__ import annotations

import datetime

from hashi_core import to_record
from web.model.address import parse
from web.model.controller import Controller
from web.model.saves import HISTORY, MemoryStore, Saves

NOON = datetime.datetime(2026, 5, 1, 12, 0)


def tab(store: MemoryStore, query: str = "?seed=LATER1&side=A") -> Controller:
    """A page on ``store`` (one device's storage: tabs share it), its saves waiting."""
    ctl = Controller(Saves(store), now=lambda: NOON, later=True)
    ctl.open(parse(query))
    ctl.flush()
    return ctl


def stored(ctl: Controller) -> dict[str, object] | None:
    """The game on screen as this device's storage has it (a new page's reading)."""
    assert ctl.session.envelope is not None
    loaded = Saves(ctl.saves.store).load(ctl.session.envelope.id)
    return None if loaded is None else to_record(loaded[1])


def test_a_steps_save_waits_for_the_flush_and_is_written_once():
    store = MemoryStore()
    ctl = tab(store)
    ctl.session.seed_start()
    assert ctl.session.unsaved and not store.keys()  # nothing written yet
    ctl.flush()
    ctl.session.confirm()
    assert ctl.session.unsaved and stored(ctl) != to_record(ctl.session.game)
    assert ctl.flush() is False  # written; nothing else on the page changes
    assert not ctl.session.unsaved and stored(ctl) == to_record(ctl.session.game)
    rev = ctl.session.envelope.rev if ctl.session.envelope else None
    assert ctl.flush() is False and ctl.session.envelope and ctl.session.envelope.rev == rev


def test_without_later_a_step_is_saved_at_once():
    store = MemoryStore()
    ctl = Controller(Saves(store), now=lambda: NOON)
    ctl.open(parse("?seed=LATER1&side=A"))
    ctl.session.seed_start()
    assert not ctl.session.unsaved and stored(ctl) == to_record(ctl.session.game)


def test_a_new_game_writes_the_one_leaving_the_screen_first():
    store = MemoryStore()
    ctl = tab(store)
    ctl.session.seed_start()
    first = ctl.session
    ctl.begin("solo", seed="LATER2", side="B")
    assert not first.unsaved and first.envelope is not None
    loaded = Saves(store).load(first.envelope.id)
    assert loaded is not None and to_record(loaded[1]) == to_record(first.game)


def test_a_save_due_after_another_tab_moved_the_game_on_shows_theirs_and_says_so():
    store = MemoryStore()
    one = tab(store)
    one.session.seed_start()
    one.flush()
    two = tab(store)  # the same game in another tab
    assert two.session.envelope and one.session.envelope
    assert two.session.envelope.id == one.session.envelope.id
    two.session.confirm()
    two.flush()
    one.session.confirm()  # this tab is behind: its step waits to be written...
    assert one.flush() is True  # ...and is not written over theirs: the page shows theirs
    assert one.ui.notice is not None and one.ui.notice.key == "ui.moved_elsewhere_refused"
    assert to_record(one.session.game) == to_record(two.session.game) == stored(two)


def test_a_refused_write_is_shown_when_the_save_is_written():
    store = MemoryStore()
    ctl = tab(store)
    store.quota = 0  # the storage fills up meanwhile
    ctl.session.seed_start()
    assert ctl.saves.warning is None
    assert ctl.flush() is True and ctl.saves.warning is not None


def test_a_finished_games_save_lists_it_and_the_page_shows_the_history():
    ctl = tab(MemoryStore())
    ctl.session.seed_start()
    while ctl.session.phase != "end":
        assert ctl.flush() is False
        ctl.session.confirm()
    assert ctl.saves.store.get(HISTORY) is None
    assert ctl.flush() is True
    assert [h.seed for h in ctl.saves.history.entries()] == ["LATER1"]
