"""The stores over one storage: typed history entries, a section per owner in a save, and a
start that reads only what it shows (however many finished games are kept)."""

from __future__ import annotations

import datetime
import json
import random

import pytest

from hashi_core import Record
from hashi_core.share import encode_result
from web.model.address import parse
from web.model.controller import Controller
from web.model.flows import FLOWS
from web.model.saves import HISTORY, SAVE, MemoryStore, Saves
from web.model.stores import history as history_store
from web.model.stores.games import FINISHED, Envelope
from web.model.stores.history import RECENT, RECENT_ENTRIES, HistoryEntry
from web.model.stores.preferences import KEEP
from web.ui import view

from .helpers import random_game
from .history_rows import history_entries

NOW = datetime.datetime(2026, 11, 20, 18, 30)


class Reads(MemoryStore):
    """Counts the keys read."""

    def __init__(self) -> None:
        super().__init__()
        self.reads: list[str] = []

    def get(self, key: str) -> str | None:
        self.reads.append(key)
        return super().get(key)


def finished_device(count: int, store: MemoryStore) -> list[str]:
    """``count`` finished solo games, saved and listed as the code before the stores kept
    them (no index, no newest entries beside the list); their ids, oldest first."""
    rng = random.Random(7)
    listed, ids = [], []
    for n in range(count):
        game = random_game(f"KEPT{n}", "AB"[n % 2], rng)
        ident = f"KEPT{n}.{game.side}.solo.{n:06x}"
        data = {"id": ident, "kind": "solo", "record": Record.of(game).to_dict()}
        store.set(SAVE + ident, json.dumps({**data, "version": 1, "rev": 2, "ui": {}}))
        total = game.scores()[0].total
        listed.append({"seed": f"KEPT{n}", "side": game.side, "kind": "solo", "total": total})
        listed[-1] |= {"name": "Ana", "id": ident, "date": f"2026-01-{n % 28 + 1:02d}"}
        ids.append(ident)
    store.set(HISTORY, json.dumps(listed))
    return ids


def start(store: MemoryStore, query: str = "") -> Controller:
    ctl = Controller(Saves(store), now=lambda: NOW)
    ctl.open(parse(query))
    return ctl


# -- the history's entries ---------------------------------------------------------------


@pytest.mark.parametrize(
    "stored",
    [
        "not a dict",
        None,
        {"seed": "K7QX2M", "side": "A", "kind": "solo", "total": "44"},
        {"seed": "K7QX2M", "side": "A", "kind": "solo", "total": True},
        {"seed": "K7QX2M", "side": "A", "kind": "solo", "total": 10**9},
        {"seed": "K7QX2M", "side": "A", "kind": "solo", "total": -1},
        {"seed": "K7QX2M", "side": "C", "kind": "solo", "total": 40},
        {"seed": "<script>", "side": "A", "kind": "solo", "total": 40},
        {"seed": "K7QX2M", "side": "A", "kind": ["solo"], "total": 40},
        {"seed": "K7QX2M", "side": "A", "kind": "solo", "total": 40, "name": 7},
    ],
)
def test_a_stored_entry_that_is_not_well_formed_is_never_an_entry(stored):
    assert HistoryEntry.read(stored) is None


def test_an_entry_is_read_once_into_its_fields():
    stored = {"seed": "K7QX2M", "side": "B", "kind": "party", "name": "Ana", "total": 47}
    assert HistoryEntry.read({**stored, "id": "G1", "date": "2026-02-03"}) == HistoryEntry(
        "K7QX2M", "B", "party", "Ana", 47, datetime.date(2026, 2, 3), "G1"
    )
    first_version = HistoryEntry.read({**stored, "key": "K7QX2M/B", "date": "2026-02-30"})
    assert first_version is not None and (first_version.id, first_version.date) == (
        "K7QX2M/B",
        None,
    )


def test_an_entry_is_written_in_the_form_it_is_read_from():
    entry = HistoryEntry("K7QX2M", "B", "party", "Ana", 47, datetime.date(2026, 2, 3), "G1")
    assert entry.to_dict() == {
        **{"seed": "K7QX2M", "side": "B", "kind": "party", "name": "Ana", "total": 47},
        **{"date": "2026-02-03", "id": "G1"},
    }
    undated = HistoryEntry("K7QX2M", "A", "solo", "", 3)
    assert set(undated.to_dict()) == {"seed", "side", "kind", "name", "total"}
    for each in (entry, undated):
        assert HistoryEntry.read(json.loads(json.dumps(each.to_dict()))) == each


def test_an_entry_that_cannot_be_shown_stays_stored():
    store = MemoryStore()
    odd = {"seed": "K7QX2M", "side": "A", "total": "lots", "id": "OLD"}
    store.set(HISTORY, json.dumps([odd]))
    saves = Saves(store)
    saves.history.add(
        "G1", history_entries({"seed": "K7QX2M", "side": "A", "kind": "solo", "total": 30})
    )
    assert [h.id for h in saves.history.entries()] == ["G1"]
    assert json.loads(store.data[HISTORY])[0] == odd  # nothing a player had is lost


# -- a section per owner ------------------------------------------------------------------


def test_no_owner_of_a_save_can_write_over_another_owners_key(monkeypatch):
    flow = FLOWS["party"]
    clash = {"hints": 99, "handover": False, "computers": {}, "tutorial": "mine"}
    monkeypatch.setattr(type(flow), "saved", lambda self, progress: clash)
    ctl = start(MemoryStore())
    ctl.begin("party", ["Ana", "Bo"], ["person", "hard"], seed="OWNERS")
    s = ctl.session
    s.seed_start()
    s.hints_used, s.ui.handover = 2, True
    s.save()
    assert s.envelope is not None
    stored = json.loads(ctl.saves.store.get(SAVE + s.envelope.id))["sections"]
    assert stored["flow"] == clash and stored["hints"] == {"used": 2}
    back = start(ctl.saves.store).session
    assert (back.hints_used, back.ui.handover, back.seats.levels) == (2, True, {1: "hard"})


def test_a_section_no_save_keeps_is_refused_when_written_and_when_read(monkeypatch):
    """The owners are ``OWNERS``: a section of another name would be saved and then lost
    on reading, so it is refused at once, both ways."""
    envelope = Envelope("G1", "solo", Record.of(random_game("OWN", "A", random.Random(2))))
    with pytest.raises(KeyError):
        envelope.section("coach")
    envelope.sections["coach"] = {"said": 1}
    with pytest.raises(KeyError):
        Saves(MemoryStore()).save(envelope)
    s = start(MemoryStore()).session  # every owner the session writes is one
    encode = s._encode
    monkeypatch.setattr(s, "_encode", lambda: {**encode(), "coach": {"said": 1}})
    with pytest.raises(KeyError):
        s.seed_start()  # (its save)


def test_a_save_of_the_format_before_the_sections_gives_each_owner_its_keys():
    store = MemoryStore()
    saves = Saves(store)
    envelope = Envelope("G1", "party", Record.of(random_game("FLAT", "A", random.Random(1))))
    saves.save(envelope)
    raw = json.loads(store.data[SAVE + "G1"])
    del raw["sections"]
    raw["ui"] = {"handover": True, "hints": 3, "computers": {"1": "easy"}}
    store.set(SAVE + "G1", json.dumps(raw))
    loaded = Saves(store).games.load("G1")
    assert loaded is not None
    assert loaded[0].section("hints") == {"used": 3}
    assert loaded[0].section("seats")["computers"] == {"1": "easy"}
    assert loaded[0].section("ui")["handover"] is True


# -- the start reads only what it shows -----------------------------------------------------


def entries_counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """From now on, how many stored entries each reading of the history's makes typed."""
    read_entries: list[int] = []
    entries_of = history_store.entries_of

    def counted(listed: list) -> list[HistoryEntry]:
        read_entries.append(len(listed))
        return entries_of(listed)

    monkeypatch.setattr(history_store, "entries_of", counted)
    return read_entries


def test_the_start_reads_no_finished_save_and_only_the_newest_entries(monkeypatch):
    store = Reads()
    ids = finished_device(40, store)
    first = start(store)  # a device of the format before: read once, the index made
    assert set(json.loads(store.data[FINISHED])) == set(ids)
    assert json.loads(store.data[RECENT])["games"] == 40
    read_entries = entries_counted(monkeypatch)
    store.reads.clear()
    again = start(store)
    shown = view.saved_lists(again, "en")
    assert not [k for k in store.reads if k.startswith(SAVE)]  # no save read
    assert max(read_entries) <= RECENT_ENTRIES  # the newest entries, never the list
    assert shown == view.saved_lists(first, "en")
    assert len(shown[1]) == 10 and again.saves.history.games_played() == 40
    assert again.keeping.has_games()


@pytest.mark.parametrize("link", ["result", "save id"])
def test_a_replay_link_reads_the_whole_history_only_for_a_game_of_this_device(link, monkeypatch):
    store = Reads()
    ids = finished_device(40, store)
    start(store)
    read_entries = entries_counted(monkeypatch)
    friend = random_game("FRIEND", "A", random.Random(3), ("Zoe",))
    target = encode_result(Record.of(friend).to_dict(), 0) if link == "result" else ids[0]
    ctl = start(store, "?replay=" + target)
    assert ctl.screens.replay is not None  # opened
    # A friend's code needs no history; a game of this device's its day, from the list.
    assert (max(read_entries) <= RECENT_ENTRIES) is (link == "result")


def test_the_history_screen_reads_what_it_shows():
    store = Reads()
    ids = finished_device(40, store)
    start(store)
    store.reads.clear()
    ctl = start(store, "?screen=history")
    shown = view.build(ctl, "en").screens.history
    assert shown is not None
    assert [g.id for g in shown.games] == ids[::-1][:30]
    assert len([k for k in store.reads if k.startswith(SAVE)]) == 30  # not all 40
    assert shown.more  # (older games known by the index of finished saves, unread)
    ctl.screens.more_games()
    shown = view.build(ctl, "en").screens.history
    assert [g.id for g in shown.games] == ids[::-1] and not shown.more


def test_the_newest_entries_follow_a_list_another_version_wrote():
    store = MemoryStore()
    finished_device(12, store)
    start(store)
    listed = json.loads(store.data[HISTORY])  # an older release lists a game: no RECENT
    listed.append({**listed[-1], "seed": "OLDER", "id": "OLDER.A.solo.1", "total": 33})
    store.set(HISTORY, json.dumps(listed))
    ctl = start(store)
    assert ctl.saves.history.recent().entries[-1].seed == "OLDER"
    assert ctl.saves.history.games_played() == 13


def test_the_finished_index_follows_the_saves():
    store = MemoryStore()
    ids = finished_device(3, store)
    start(store)
    assert set(json.loads(store.data[FINISHED])) == set(ids)
    del store.data[SAVE + ids[0]]  # gone (cleared by hand): it leaves the index
    again = start(store)
    assert set(json.loads(store.data[FINISHED])) == set(ids[1:])
    assert again.saves.games.in_progress() == []


def test_a_game_begun_again_under_its_id_leaves_the_finished_index():
    store = MemoryStore()
    ids = finished_device(1, store)
    saves = Saves(store)
    saves.check()
    envelope = saves.games.load(ids[0])[0]
    envelope.record = Record.of(random_game("KEPT0", "A", random.Random(2), rounds=3))
    saves.games.save(envelope)
    assert json.loads(store.data[FINISHED]) == []
    assert [e.id for e in Saves(store).games.in_progress()] == ids


def test_the_keeping_notes_are_read_by_the_one_reader():
    store = MemoryStore()
    store.set(KEEP, "[" * 5000)
    ctl = start(store)
    assert ctl.keeping._state() == {}
    ctl.keeping.should_ask(True)
    assert json.loads(store.data[KEEP]) == {"asked": True}
