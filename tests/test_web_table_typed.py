"""Names and seats typed for pass-and-play are kept before *Start* (Q51: a reload or a
language chosen lost them): ``Controller.table_typed`` and ``table_kept``, over the
device's storage (``hashi.table``), read back without trusting what is stored."""

from __future__ import annotations

import pytest

from hashi_core import MAX_PLAYERS
from hashi_core.record import MAX_NAME
from web.model.address import parse
from web.model.controller import Controller
from web.model.saves import MemoryStore, Saves
from web.model.stores.preferences import TABLE


def opened(store: MemoryStore) -> Controller:
    ctl = Controller(Saves(store))
    ctl.open(parse("?seed=TYPED1&side=A"))
    return ctl


def test_what_is_typed_is_there_after_a_reload():
    store = MemoryStore()
    opened(store).table_typed(["Ana", "Ben", "Cy", ""], ["person", "person", "hard", "person"])
    again = opened(store)  # (the page started again: a reload, another language's page)
    assert again.table_kept() == [
        ("Ana", "person"),
        ("Ben", "person"),
        ("Cy", "hard"),
        ("", "person"),
    ]
    again.table_typed(["Ana", "", "", ""], ["person"] * 4)  # typed over: the last kept
    assert opened(store).table_kept()[:2] == [("Ana", "person"), ("", "person")]


def test_at_most_a_tables_seats_a_names_length_and_a_seat_the_page_offers_are_kept():
    store = MemoryStore()
    names = ["n" * (MAX_NAME + 9), "B", "C", "D", "E"]
    opened(store).table_typed(names, ["easy", "nobody", "hard", "person", "hard"])
    assert (
        opened(store).table_kept()
        == [
            ("n" * MAX_NAME, "easy"),
            ("B", "person"),
            ("C", "hard"),
            ("D", "person"),
        ][:MAX_PLAYERS]
    )


@pytest.mark.parametrize(
    "stored",
    [
        "not json",
        '{"Ana": "person"}',
        '[["Ana"], ["Ben", 2], [1, "hard"], "Cy", null, [["x"], "y"]]',
        '[["Ana", "person"]' + ', ["x", "person"]' * 40 + "]",
        "[" * 500 + "]" * 500,
    ],
)
def test_hostile_stored_seats_never_stop_the_start(stored):
    store = MemoryStore()
    store.set(TABLE, stored)
    kept = opened(store).table_kept()
    assert len(kept) <= MAX_PLAYERS
    assert all(isinstance(n, str) and k in ("person", "easy", "normal", "hard") for n, k in kept)
