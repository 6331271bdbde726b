"""Saves: envelopes with their own identity; nothing stored can stop the start or get lost."""

import json

import pytest

from hashi_core import Game, PlaceStart, Record, to_record
from hashi_core.record import nesting
from web.model.saves import (
    CORRUPT,
    CURRENT,
    HISTORY,
    LEGACY,
    RESULTS,
    SAVE,
    Envelope,
    HistoryEntry,
    MemoryStore,
    Saves,
    Unreadable,
    read_json,
    restore,
)

from .history_rows import history_entries


def started(seed="SAVES1", side="A", names=None):
    game = Game(seed, side, "multi" if names else "solo", names or ["Player"])
    for seat in range(len(game.players)):
        game.push(PlaceStart(game.deal.start.island, game.deal.start.value), seat)
    return game


def corrupt_keys(store):
    return sorted(k for k in list(store.data) if k.startswith(CORRUPT))


def test_nesting_ignores_brackets_in_strings():
    assert nesting('[[{"a": "[[[["}]]') == 3
    assert nesting('"\\"[["') == 0
    assert nesting("[]") == 1


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("[" * 20_000 + "]" * 20_000, "ui.data_too_deep"),
        ('"' + "x" * 3_000_000 + '"', "ui.data_too_big"),
        ("{not json", "ui.data_not_json"),
    ],
)
def test_hostile_json_is_refused_before_parsing(text, key):
    with pytest.raises(Unreadable) as refused:
        read_json(text)
    assert refused.value.key == key


def test_a_save_round_trips_with_its_kind_and_a_rising_rev():
    store = MemoryStore()
    saves = Saves(store)
    game = started()
    envelope = Envelope("G1", "challenge", Record.of(game))
    assert saves.save(envelope) and envelope.rev == 1
    assert saves.save(envelope) and envelope.rev == 2
    loaded, again = Saves(store).load("G1")
    assert (loaded.kind, loaded.rev) == ("challenge", 2)
    assert to_record(again) == to_record(game)
    assert store.get(CURRENT) == "G1"
    stored = json.loads(store.get(SAVE + "G1"))
    assert set(stored) == {"id", "kind", "record", "version", "rev", "sections"}


def test_a_setup_in_progress_comes_back_with_names_and_starts():
    game = Game("TABLE3", "A", "multi", ["Ana", "Ben", "Cy"])
    game.push(PlaceStart(game.deal.start.island, 4), 1)
    back = restore(to_record(game))
    assert [p.name for p in back.players] == ["Ana", "Ben", "Cy"]
    assert back.players[1].start == game.players[1].start
    assert back.players[0].start is None and back.players[2].start is None


def test_a_save_from_another_tab_is_never_written_over():
    store = MemoryStore()
    mine, theirs = Saves(store), Saves(store)
    record = Record.of(started())
    envelope = Envelope("G1", "solo", record)
    mine.save(envelope)
    other = theirs.load("G1")[0]
    assert theirs.save(other) and other.rev == 2
    assert not mine.save(envelope)  # this tab is behind: refused, nothing written
    assert json.loads(store.get(SAVE + "G1"))["rev"] == 2
    assert mine.stored_rev("G1") == 2


def test_a_save_of_an_older_version_without_its_rev_does_not_block_a_new_game_of_its_id():
    """A stored save with no ``rev`` (an older version's) counts as none: a first save of
    that id goes through, and counts from there."""
    store = MemoryStore()
    envelope = Envelope("G1", "solo", Record.of(started()))
    older = json.loads(envelope.to_json())
    del older["rev"]
    store.set(SAVE + "G1", json.dumps(older))
    assert Saves(store).save(envelope) and envelope.rev == 1
    assert json.loads(store.get(SAVE + "G1"))["rev"] == 1


@pytest.mark.parametrize(
    "value",
    [
        "[" * 20_000 + "]" * 20_000,
        '"' + "x" * 3_000_000 + '"',
        "{}",
        '{"id": "G1", "kind": "poker", "record": {}, "version": 1}',
        '{"id": "G1", "kind": "solo", "record": {"format": "hashi/1"}, "version": 1}',
    ],
)
def test_an_unreadable_save_is_set_aside_and_reported(value):
    store = MemoryStore()
    store.set(SAVE + "G1", value)
    store.set(CURRENT, "G1")
    saves = Saves(store)
    assert saves.games.current() is None
    assert store.get(SAVE + "G1") is None
    assert [store.get(k) for k in corrupt_keys(store)] == [value]
    problems = saves.take_problems()
    assert [(p.code, p.key) for p in problems] == [("corrupt_save", "ui.set_aside")]


def test_every_corrupt_copy_is_kept():
    store = MemoryStore()
    saves = Saves(store)
    for n in range(3):
        store.set(SAVE + "G1", f"broken {n}")
        saves.load("G1")
    assert [store.get(k) for k in corrupt_keys(store)] == ["broken 0", "broken 1", "broken 2"]


def test_a_corrupt_save_stays_in_place_when_it_cannot_be_copied():
    store = MemoryStore(quota=50)
    store.data[SAVE + "G1"] = "x" * 40  # already there; a copy would not fit
    saves = Saves(store)
    assert saves.load("G1") is None
    assert store.get(SAVE + "G1") == "x" * 40
    assert [p.key for p in saves.take_problems()] == ["ui.left_in_place"]
    assert saves.warning is not None and saves.warning.code == "storage_full"


def test_a_corrupt_save_copied_but_not_removed_is_said_to_be_left_in_place():
    """The copy was written but the original could not be removed (a storage that refuses
    removals): the player is told it was left where it was, not that it was set aside."""

    class NoRemoval(MemoryStore):
        def remove(self, key: str) -> None:
            raise RuntimeError("SecurityError")

    store = NoRemoval()
    store.set(SAVE + "G1", "broken")
    saves = Saves(store)
    assert saves.load("G1") is None
    assert store.get(SAVE + "G1") == "broken"
    assert [store.get(k) for k in corrupt_keys(store)] == ["broken"]
    assert [p.key for p in saves.take_problems()] == ["ui.left_in_place"]


@pytest.mark.parametrize("key", [HISTORY, RESULTS + "K7QX2M/A"])
def test_a_corrupt_list_is_set_aside_not_replaced_silently(key):
    store = MemoryStore()
    store.set(key, "[" * 5000)
    saves = Saves(store)
    assert saves.history.entries() == [] and saves.results.codes("K7QX2M", "A") == []
    assert corrupt_keys(store) == []  # reading writes nothing
    saves.check()
    saves.results.check("K7QX2M", "A")
    assert [store.get(k) for k in corrupt_keys(store)] == ["[" * 5000]
    assert [p.code for p in saves.take_problems()] == ["corrupt_save"]
    saves.history.add(
        "G1", history_entries({"seed": "K7QX2M", "side": "A", "kind": "solo", "total": 3})
    )
    assert saves.history.entries() == [HistoryEntry("K7QX2M", "A", "solo", "", 3, None, "G1")]
    saves.results.keep("K7QX2M", "A", ["CODE"])
    assert saves.results.codes("K7QX2M", "A") == ["CODE"]


def test_a_corrupt_list_written_over_is_set_aside_first():
    store = MemoryStore()
    store.set(RESULTS + "K7QX2M/A", "{")
    saves = Saves(store)
    saves.results.keep("K7QX2M", "A", ["CODE"])
    assert [store.get(k) for k in corrupt_keys(store)] == ["{"]
    assert saves.results.codes("K7QX2M", "A") == ["CODE"]


def test_unknown_keys_are_left_alone():
    store = MemoryStore()
    store.set("hashi.whatever", "[" * 20_000)
    store.set("other.app", "x" * 3_000_000)
    saves = Saves(store)
    assert saves.games.current() is None and saves.games.envelopes() == {}
    assert saves.history.entries() == []
    assert saves.take_problems() == [] and corrupt_keys(store) == []


def test_full_storage_gives_a_lasting_warning():
    store = MemoryStore(quota=10)
    saves = Saves(store)
    assert saves.save(Envelope("G1", "solo", Record.of(started())))
    assert saves.warning.code == "storage_full"
    assert Saves(MemoryStore(), persistent=False).warning.code == "storage_unavailable"


class Throwing(MemoryStore):
    def get(self, key):
        raise RuntimeError("SecurityError")

    def keys(self):
        raise RuntimeError("SecurityError")


def test_a_throwing_store_never_stops_the_start():
    saves = Saves(Throwing())
    assert saves.games.current() is None and saves.in_progress() == []
    assert saves.warning.code == "storage_unavailable"


def test_the_first_versions_saves_become_envelopes_keeping_their_kind():
    store = MemoryStore()
    table = started("TABLE3", names=["Ana", "Ben"])
    store.set(LEGACY + "TABLE3/A/party", json.dumps(to_record(table)))
    store.set(LEGACY + "SOLO1/B", json.dumps(to_record(started("SOLO1", "B"))))
    store.set(LEGACY + "BAD/A", "nope")
    saves = Saves(store)
    kinds = sorted((e.kind, e.record.seed) for e in saves.games.envelopes().values())
    assert kinds == [("party", "TABLE3"), ("solo", "SOLO1")]
    assert not [k for k in store.data if k.startswith(LEGACY)]
    assert [store.get(k) for k in corrupt_keys(store)] == ["nope"]


def test_the_limits_are_exact():
    from web.model.saves import MAX_CHARS, MAX_DEPTH

    assert read_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    with pytest.raises(Unreadable):
        read_json("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    fits = '"' + "x" * (MAX_CHARS - 2) + '"'
    assert len(read_json(fits)) == MAX_CHARS - 2
    with pytest.raises(Unreadable):
        read_json(fits + " ")


def test_an_envelope_knows_its_round_and_the_end():
    game = Game("ROUND1", "A", "multi", ["Ana", "Ben"])
    assert Envelope("x", "party", Record.of(game)).round == 0
    for seat in range(2):
        game.push(PlaceStart(game.deal.start.island, 4), seat)
    assert Envelope("x", "party", Record.of(game)).round == 1
    from hashi_core import EndTurn

    game.push(EndTurn(), 0)
    envelope = Envelope("x", "party", Record.of(game))
    assert envelope.round == 1 and not envelope.finished
    game.push(EndTurn(), 1)
    assert Envelope("x", "party", Record.of(game)).round == 2


@pytest.mark.parametrize(
    "change",
    [{"version": 2}, {"id": "OTHER"}, {"rev": "1"}, {"sections": []}, {"kind": "chess"}],
)
def test_an_envelope_that_is_not_ours_is_set_aside(change):
    store = MemoryStore()
    good = json.loads(Envelope("G1", "solo", Record.of(started())).to_json())
    store.set(SAVE + "G1", json.dumps({**good, **change}))
    saves = Saves(store)
    assert saves.load("G1") is None and len(corrupt_keys(store)) == 1
    store.set(SAVE + "G1", json.dumps(good))
    assert saves.load("G1")[0].id == "G1"


def test_a_refused_write_is_kept_for_the_visit_and_never_reaches_the_store():
    store = MemoryStore(quota=10)
    saves = Saves(store)
    envelope = Envelope("G1", "solo", Record.of(started()))
    assert saves.save(envelope) and envelope.rev == 1
    assert saves.stored_rev("G1") == 1 and saves.games.current()[0].id == "G1"
    assert saves.save(envelope) and envelope.rev == 2  # never "moved elsewhere"
    assert SAVE + "G1" not in store.data and saves.warning.code == "storage_full"


def test_what_was_set_aside_is_named_for_the_player():
    store = MemoryStore()
    for key in (SAVE + "G1", HISTORY, RESULTS + "K7QX2M/A"):
        store.set(key, "nope")
    saves = Saves(store)
    saves.check()
    saves.results.check("K7QX2M", "A")
    items = [p.params["item"].key for p in saves.take_problems()]
    assert items == ["ui.item_history", "ui.item_save", "ui.item_results"]
    assert saves.take_problems() == []


def test_the_games_in_progress_are_listed():
    saves = Saves(MemoryStore())
    old, new = (
        Envelope("a", "solo", Record.of(started())),
        Envelope("b", "solo", Record.of(started())),
    )
    saves.save(old)
    saves.save(new)
    saves.save(new)
    assert sorted(e.id for e in saves.in_progress()) == ["a", "b"]
