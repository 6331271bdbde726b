"""Keeping a device's games (web/model/keeping.py): persistent storage asked once, the player told
once how to keep games, the last file backup, and a wiped device recognised."""

from __future__ import annotations

import datetime
import json
import random

from hashi_core import to_record
from web.model.address import parse
from web.model.controller import Controller
from web.model.keeping import Keeping, came_whole
from web.model.saves import BACKUP, MemoryStore, Saves
from web.ui import view

from .helpers import random_game

DAY = datetime.datetime(2026, 11, 26, 18, 0)


def device(store: MemoryStore | None = None) -> Controller:
    """A page opened on a device whose storage is ``store`` (a new, empty one if None)."""
    ctl = Controller(Saves(store if store is not None else MemoryStore()), now=lambda: DAY)
    ctl.open(parse(""))
    return ctl


def with_a_finished_game(store: MemoryStore) -> Controller:
    ctl = device(store)
    game = random_game("12345", "A", random.Random(5))
    ctl.import_text(json.dumps(to_record(game)))
    assert ctl.session.phase == "end"
    return ctl


def test_persistent_storage_is_asked_once_per_device_on_a_finished_game() -> None:
    store = MemoryStore()
    keeping = device(store).keeping
    assert not keeping.should_ask(finished=False)
    assert keeping.should_ask(finished=True)
    assert not keeping.should_ask(finished=True)
    assert not device(store).keeping.should_ask(finished=True)  # a reload: never again
    assert device().keeping.should_ask(finished=True)  # another device (or a wiped one)


def test_the_page_asks_to_keep_games_on_the_first_finished_game_only() -> None:
    store = MemoryStore()
    ctl = device(store)
    assert not ctl.ask_to_keep()  # a game in play
    assert with_a_finished_game(store).ask_to_keep()
    assert not with_a_finished_game(store).ask_to_keep()  # asked once on this device


def test_the_player_is_told_once_how_to_keep_games_where_storage_is_not_persisted() -> None:
    store = MemoryStore()
    for granted in (True, None, False):
        keeping = Keeping(Saves(MemoryStore()))
        keeping.persist_answer(granted)
        assert keeping.tip is (not granted)
    ctl = device(store)
    ctl.keeping.persist_answer(False)
    tip = view.build(ctl, "pl").saved.keep_tip
    assert "„Zapisz do pliku”" in tip  # the button's own name, in the player's language
    ctl.keeping.dismiss_tip()
    assert view.build(ctl, "pl").saved.keep_tip == ""
    again = device(store).keeping
    again.persist_answer(False)
    assert not again.tip  # told once


def test_the_history_screen_says_when_a_game_was_last_saved_to_a_file() -> None:
    store = MemoryStore()
    ctl = with_a_finished_game(store)
    assert view.build(ctl, "en").saved.last_backup == "No game saved to a file yet."
    assert ctl.export() is not None
    assert store.get(BACKUP) == "2026-11-26"
    assert view.build(device(store), "pl").saved.last_backup == "Ostatni zapis do pliku: 26.11.2026"
    assert view.build(device(store), "en").saved.last_backup == "Last saved to a file: 11/26/2026"


def test_nothing_to_save_is_no_backup() -> None:
    ctl = device()
    assert ctl.export() is None
    assert ctl.keeping.last_backup() is None


def test_an_unreadable_backup_day_reads_as_none() -> None:
    store = MemoryStore()
    store.set(BACKUP, "yesterday")
    assert device(store).keeping.last_backup() is None


def test_the_marker_is_fetched_once_a_visit_once_the_device_has_games() -> None:
    store = MemoryStore()
    first = device(store).keeping
    assert not first.should_mark()  # nothing to keep yet
    ctl = with_a_finished_game(store)
    assert ctl.keeping.should_mark()
    assert not ctl.keeping.should_mark()


def test_a_device_with_games_or_a_service_worker_is_never_checked() -> None:
    store = MemoryStore()
    with_a_finished_game(store)
    assert not device(store).keeping.should_check(controlled=False)
    assert not device().keeping.should_check(controlled=True)
    assert device().keeping.should_check(controlled=False)


def test_a_page_that_came_whole_from_the_network_never_looks_for_the_marker() -> None:
    fresh = device().keeping
    assert not fresh.should_check(controlled=False, page_came_whole=True)
    assert fresh.should_check(controlled=False, page_came_whole=False)
    assert fresh.should_check(controlled=False, page_came_whole=None)  # (not told: looked)
    assert came_whole(transfer_size=24_300, body_size=24_000) is True  # headers and body
    assert came_whole(transfer_size=300, body_size=24_000) is False  # a revalidation (304)
    assert came_whole(transfer_size=0, body_size=24_000) is False  # from the HTTP cache
    assert came_whole(transfer_size=0, body_size=0) is None  # the browser does not say
    assert came_whole(transfer_size=24_000, body_size=24_000) is False  # no headers crossed
    assert came_whole(transfer_size=300, body_size=1) is True  # a tiny page is a page


def test_a_wiped_device_is_told_once_and_a_first_visit_never() -> None:
    first_visit = device()
    first_visit.keeping.marker_found(False)
    assert view.build(first_visit, "en").saved.storage_lost == ""
    store = MemoryStore()  # the storage of a returning device, found empty
    wiped = device(store)
    wiped.keeping.marker_found(True)
    lost = view.build(wiped, "es").saved.storage_lost
    assert "«Abrir archivo»" in lost
    later = device(store)
    later.keeping.marker_found(True)  # the marker outlives the wipe: said once
    assert view.build(later, "es").saved.storage_lost == ""


def test_games_played_again_after_a_wipe_make_the_next_wipe_said_again() -> None:
    store = MemoryStore()
    device(store).keeping.marker_found(True)
    ctl = with_a_finished_game(store)
    assert ctl.keeping.should_mark()
    wiped = device(MemoryStore())  # Safari erased the storage again, lost_told with it
    wiped.keeping.marker_found(True)
    assert wiped.keeping.lost
    store.data = {k: v for k, v in store.data.items() if k.startswith("hashi.keep")}
    again = device(store)  # only the flags survived (a partial clear): said again
    again.keeping.marker_found(True)
    assert again.keeping.lost
