"""Storage that fails, an upgrade in place, a history past any size: nothing a player had is lost.

Each test plays through the controller as the page does (``web/browser/storage.py``
is a thin wrapper whose refusals are the ones imitated here).
"""

from __future__ import annotations

import datetime
import json
import random

import pytest

import hashi_texts
from hashi_core import to_record, verify
from web.model.address import parse
from web.model.controller import Controller
from web.model.saves import (
    CURRENT,
    HISTORY,
    HISTORY_SUMMARY,
    LEGACY,
    SAVE,
    MemoryStore,
    Saves,
    StorageFull,
)
from web.model.stores.storage import WARNINGS
from web.ui import view

from .helpers import random_game
from .history_rows import history_entries
from .test_web_controller import play_taps


class Off(MemoryStore):
    """Storage switched off: every call throws (as a blocked localStorage does)."""

    def get(self, key: str) -> str | None:
        raise RuntimeError("SecurityError")

    def set(self, key: str, value: str) -> None:
        raise RuntimeError("SecurityError")

    def remove(self, key: str) -> None:
        raise RuntimeError("SecurityError")

    def keys(self) -> list[str]:
        raise RuntimeError("SecurityError")


class ReadOnly(MemoryStore):
    """Reads work, every write is refused (a zero quota)."""

    def set(self, key: str, value: str) -> None:
        raise StorageFull(key)


class KeptThenRefused(MemoryStore):
    """Keeps the value, then raises (the old memory fallback of ``LocalStore.set``)."""

    def set(self, key: str, value: str) -> None:
        super().set(key, value)
        raise StorageFull(key)


class Recording(MemoryStore):
    """Counts writes and removals."""

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[str] = []

    def set(self, key: str, value: str) -> None:
        self.writes.append(key)
        super().set(key, value)

    def remove(self, key: str) -> None:
        self.writes.append(key)
        super().remove(key)


def play_to_the_end(ctl: Controller, seed: str) -> list:
    """A whole solo game by taps; returns the warnings seen after each round."""
    ctl.open(parse(f"?seed={seed}&side=A"))
    ctl.session.seed_start()
    rng = random.Random(seed)
    warnings = []
    while ctl.session.phase == "play":
        before = len(ctl.session.game.players[0].turns)
        play_taps(ctl, rng)  # asserts that no tap was refused (no "moved elsewhere")
        assert len(ctl.session.game.players[0].turns) == before + 1
        warnings.append(ctl.saves.warning)
    return warnings


@pytest.mark.parametrize(
    ("store", "code"),
    [
        (Off(), "storage_unavailable"),
        (ReadOnly(), "storage_full"),
        (KeptThenRefused(), "storage_full"),
        (MemoryStore(600), "storage_full"),
    ],
    ids=["off", "set-refused", "kept-then-refused", "quota"],
)
def test_with_storage_failing_a_whole_game_plays_on_from_memory(store, code):
    ctl = Controller(Saves(store))
    warnings = play_to_the_end(ctl, "NOSTORE")
    assert ctl.session.phase == "end" and verify(ctl.session.record())[0] == 0
    # Warned once: one lasting notice from the first refusal to the end, never replaced.
    said = [w for w in warnings if w is not None]
    assert said[0].code == code and all(w is said[0] for w in said)
    assert warnings[-len(said) :] == said
    assert view.build(ctl, "en").saved.warning  # with Save to file beside it (index.html)
    # Everything of this visit is there: the game to resume, its history entry.
    assert ctl.saves.games.current()[0].id == ctl.session.envelope.id  # type: ignore[index,union-attr]
    assert [h.total for h in ctl.saves.history.entries()] == [ctl.session.game.scores()[0].total]
    assert ctl.session.record() == to_record(ctl.session.game)


def test_storage_off_from_the_start_warns_that_nothing_is_kept():
    saves = Saves(Off(), persistent=False)
    ctl = Controller(saves)
    play_to_the_end(ctl, "PRIVATE")
    assert saves.warning is not None and saves.warning.code == "storage_unavailable"
    assert ctl.ui.notice is None or ctl.ui.notice.code != "moved_elsewhere"


@pytest.mark.parametrize("lang", hashi_texts.LANGUAGES)
@pytest.mark.parametrize("store", [Off(), ReadOnly()], ids=["off", "full"])
def test_the_lasting_warning_has_a_headline_for_a_phone_in_every_language(store, lang):
    """A phone upright shows the headline beside Save to file (the sentence, up to six lines
    on a small phone, describes the button): short enough for two lines there."""
    ctl = Controller(Saves(store, persistent=not isinstance(store, Off)))
    ctl.open(parse("?seed=HEADLINE&side=A"))
    ctl.session.seed_start()
    play_taps(ctl, random.Random(2))
    saved = view.build(ctl, lang).saved
    assert saved.warning and saved.warning_short
    assert saved.warning_short == view.render(WARNINGS[ctl.saves.warning.code][1], lang)  # type: ignore[union-attr]
    assert len(saved.warning_short) <= 40 < len(saved.warning)


def test_storage_filling_up_mid_game_loses_no_step():
    store = MemoryStore(quota=20_000)
    ctl = Controller(Saves(store))
    ctl.open(parse("?seed=FILLUP&side=A"))
    ctl.session.seed_start()
    rng = random.Random(5)
    play_taps(ctl, rng, rounds=3)
    assert ctl.saves.warning is None
    store.set("other.app", "x" * (20_000 - sum(len(v) for v in store.data.values())))
    play_taps(ctl, rng, rounds=3)
    assert ctl.saves.warning.code == "storage_full"  # type: ignore[union-attr]
    assert len(ctl.session.game.players[0].turns) == 6
    store.remove("other.app")  # room again: the next step is written to the store
    play_taps(ctl, rng)
    stored = json.loads(store.data[SAVE + ctl.session.envelope.id])  # type: ignore[union-attr]
    assert len(stored["record"]["players"][0]["turns"]) == 7
    assert not ctl.saves.memory


# -- an upgrade from the first version -------------------------------------------------------


@pytest.mark.parametrize("current", ["UPG1/B/party", LEGACY + "UPG1/B/party"])
def test_after_an_upgrade_the_game_in_progress_opens_at_the_start_url(current):
    store = MemoryStore()
    table = random_game("UPG1", "B", random.Random(3), ("Ana", "Ben"), rounds=4)
    store.set(LEGACY + "UPG1/B/party", json.dumps(to_record(table)))
    store.set(
        LEGACY + "OTHER/A", json.dumps(to_record(random_game("OTHER", "A", random.Random(4))))
    )
    store.set(CURRENT, current)
    ctl = Controller(Saves(store))
    ctl.open(parse(""))  # the installed app's start URL: no query
    assert ctl.session.kind == "party" and ctl.session.phase == "play"
    assert to_record(ctl.session.game)["players"] == to_record(table)["players"]
    assert store.get(CURRENT) == ctl.session.envelope.id  # type: ignore[union-attr]
    assert not [k for k in store.data if k.startswith(LEGACY)]
    assert len([k for k in store.data if k.startswith(SAVE)]) == 2


def test_an_upgrade_leaves_a_current_game_of_the_new_form_alone():
    store = MemoryStore()
    store.set(LEGACY + "UPG2/A", json.dumps(to_record(random_game("UPG2", "A", random.Random(1)))))
    store.set(CURRENT, "SOMEID")
    Saves(store)
    assert store.get(CURRENT) == "SOMEID"


# -- the history -----------------------------------------------------------------------------


def entry(n: int, side: str = "A", kind: str = "solo") -> dict:
    return {"seed": f"S{n}", "side": side, "kind": kind, "name": "Ana", "total": n % 61}


def test_five_thousand_games_are_all_kept_with_their_bests():
    store = MemoryStore()
    entries = [entry(n, "AB"[n % 2], "solo" if n % 3 else "party") for n in range(5000)]
    earlier = [{**row, "id": f"g{n}"} for n, row in enumerate(entries[:4990])]
    store.set(HISTORY, json.dumps(earlier))  # as years of visits left it
    saves = Saves(store)
    for n, row in enumerate(entries[4990:], 4990):
        saves.history.add(f"g{n}", history_entries(row))
    again = Saves(store)  # the next visit
    assert len(again.history.entries()) == 5000 and again.history.games_played() == 5000
    solo = [e for e in entries if e["kind"] == "solo"]
    assert again.bests() == {s: max(e["total"] for e in solo if e["side"] == s) for s in "AB"}
    assert [h.id for h in again.history.entries()[-2:]] == ["g4998", "g4999"]


def test_past_its_budget_the_history_folds_its_oldest_games_into_bests_and_counts():
    store = MemoryStore()
    saves = Saves(store)
    best = {"A": 0, "B": 0}
    for n in range(3000):
        side = "AB"[n % 2]
        total = (n * 37) % 61
        best[side] = max(best[side], total)
        row = {**entry(n, side), "total": total}
        saves.history.add(
            f"g{n}",
            history_entries(*([row, {**row, "kind": "party"}] if n % 7 == 0 else [row])),
            20_000,
        )
        assert len(store.data[HISTORY]) <= 20_000
    again = Saves(store)
    assert again.history.games_played() == 3000  # every game counted, listed or folded
    assert again.bests() == best
    assert again.history.entries()[-1].id == "g2999" and len(again.history.entries()) < 1000
    assert view.saved_lists(Controller(again), "en")[2] == (
        f"Best on side A: {best['A']}",
        f"Best on side B: {best['B']}",
    )


def test_a_game_listed_again_keeps_its_place_and_its_first_date():
    saves = Saves(MemoryStore())
    saves.history.add("g1", history_entries({**entry(1), "date": "2027-01-02"}))
    saves.history.add("g2", history_entries(entry(2)))
    saves.history.add("g1", history_entries({**entry(1), "total": 9, "date": "2027-03-04"}))
    assert [(h.id, h.total, h.date and str(h.date)) for h in saves.history.entries()] == [
        ("g2", 2, None),
        ("g1", 9, "2027-01-02"),
    ]
    assert saves.history.games_played() == 2


def test_a_finished_game_is_listed_with_the_players_local_date():
    clock = datetime.datetime(2027, 5, 6, 23, 59)
    ctl = Controller(Saves(MemoryStore()), now=lambda: clock)
    ctl.open(parse("?seed=DATED&side=B"))
    ctl.session.seed_start()
    while ctl.session.phase == "play":
        ctl.session.confirm()
    assert [str(h.date) for h in ctl.saves.history.entries()] == ["2027-05-06"]


def test_the_first_versions_history_entries_count_as_games():
    store = MemoryStore()
    old = [
        {"key": f"K{n}/A", "seed": f"K{n}", "side": "A", "total": n, "kind": "solo"}
        for n in range(3)
    ]
    store.set(HISTORY, json.dumps(old))
    saves = Saves(store)
    assert saves.history.games_played() == 3 and saves.bests() == {"A": 2}


def test_the_view_never_writes_storage():
    store = Recording()
    store.set(HISTORY, "[" * 5000)  # unreadable: set aside as the page opens, not by the view
    store.set(HISTORY_SUMMARY, "{nope")
    store.set(SAVE + "X", "nope")
    ctl = Controller(Saves(store))
    ctl.open(parse("?seed=VIEWRO&side=A"))
    assert len(ctl.reports) == 3
    ctl.session.seed_start()
    store.writes.clear()
    for lang in ("en", "pl"):
        view.build(ctl, lang)
        view.saved_lists(ctl, lang)
    store.set(HISTORY, "[[[[")  # another tab wrote a broken list meanwhile
    ctl.saves.refresh()
    store.writes.clear()
    assert view.build(ctl, "en").saved.history == ()
    assert store.writes == []
