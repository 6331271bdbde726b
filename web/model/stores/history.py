"""The finished games of this device: every one listed, typed when read.

- ``hashi.history``: one compact entry per player of each finished game
  (``{"id", "seed", "side", "kind", "name", "total", "date"}``), oldest first;
  nothing is dropped: past ``HISTORY_BUDGET`` characters the oldest games are
  first folded into ``hashi.history.summary`` (their bests and counts), so the
  list never outgrows the device's storage.
- ``hashi.history.recent``: what the start shows of it (the newest entries, the
  bests and the count of games), made from the list and the summary and marked
  with their length and checksum (``of``): the start parses it, never a list
  of thousands (whose text it only checksums); when the list changed without it
  (an older release, another writer) it is made again from the list.

Entries are stored data and may be anything: each is checked once, when read,
into a :class:`HistoryEntry`; what is not a well-formed entry is kept in storage
but never shown. The chart, the screens and the view use the entries' fields.
"""

from __future__ import annotations

import datetime
import re
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hashi_core import is_seed, scoring
from hashi_core.board_data import SIDES

from ..flows import solo_kinds
from .storage import MAX_CHARS, Storage, Unreadable, compact

HISTORY = "hashi.history"
HISTORY_SUMMARY = "hashi.history.summary"  # bests and counts of games folded out of the list
RECENT = "hashi.history.recent"  # the newest entries, bests and count: what the start shows
HISTORY_BUDGET = 1_000_000  # characters of listed games (~9,000 of ~110 each)
MAX_HISTORY_CHARS = 2 * HISTORY_BUDGET
RECENT_ENTRIES = 32  # entries the start may show (the page lists 10)
MAX_TOTAL = scoring.max_total()
DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def day_of(value: object) -> datetime.date | None:
    if not isinstance(value, str) or not DATE.fullmatch(value):
        return None
    try:
        return datetime.date.fromisoformat(value)
    except ValueError:
        return None


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One player's result in a finished game (``id``: its save's; the first version named
    games by ``key``; ``date``: the player's local day it ended, if known)."""

    seed: str
    side: str
    kind: str
    name: str
    total: int
    date: datetime.date | None = None
    id: str | None = None

    @staticmethod
    def read(data: object) -> HistoryEntry | None:
        """The entry in stored ``data``; None when it is not a well-formed one."""
        if not isinstance(data, dict):
            return None
        seed, side, total = data.get("seed"), data.get("side"), data.get("total")
        kind, name = data.get("kind", ""), data.get("name", "")
        ident = data.get("id") or data.get("key")
        if not isinstance(seed, str) or not is_seed(seed) or side not in SIDES:
            return None
        if type(total) is not int:
            return None
        if not 0 <= total <= MAX_TOTAL or not isinstance(kind, str) or not isinstance(name, str):
            return None
        ident = ident if isinstance(ident, str) else None
        return HistoryEntry(seed, side, kind, name, total, day_of(data.get("date")), ident)

    def to_dict(self) -> dict[str, Any]:
        """The stored form, which :meth:`read` reads back (no ``date`` nor ``id`` if none)."""
        data: dict[str, Any] = {"seed": self.seed, "side": self.side, "kind": self.kind}
        data |= {"name": self.name, "total": self.total}
        if self.date is not None:
            data["date"] = self.date.isoformat()
        if self.id is not None:
            data["id"] = self.id
        return data


def finished_on(entries: Sequence[HistoryEntry], game_id: str | None) -> datetime.date | None:
    """The day the game ``game_id`` ended, as its newest entry in ``entries`` has it (None:
    not listed there, or listed without a day)."""
    if game_id is None:
        return None
    for entry in reversed(entries):
        if entry.id == game_id:
            return entry.date
    return None


def entries_of(listed: list[Any]) -> list[HistoryEntry]:
    """The well-formed entries of a stored list, in its order."""
    return [e for e in map(HistoryEntry.read, listed) if e is not None]


@dataclass(frozen=True)
class Recent:
    """What the start shows of the history: the newest entries (oldest first), the best solo
    total on each side over every game ever finished here, and how many games that is."""

    entries: tuple[HistoryEntry, ...]
    bests: dict[str, int]
    games: int


class History:
    """Reads and writes the history; never raises for what it finds stored."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        storage.item_names[HISTORY] = "ui.item_history"  # (the summary's too)
        self._listed: tuple[list[dict[str, Any]], dict[str, Any]] | None = None
        self._entries: list[HistoryEntry] | None = None
        self._recent: Recent | None = None

    # -- reading ------------------------------------------------------------------------------

    def entries(self) -> list[HistoryEntry]:
        """Every finished game still listed, oldest first (read only: the history screen's).

        An unreadable list reads as empty here; ``check`` sets it aside.
        """
        if self._entries is None:
            self._entries = entries_of(self._read()[0])
        return self._entries

    def recent(self) -> Recent:
        """What the start shows (read only): from ``RECENT`` when it was made from the list
        as it is, else from the list."""
        if self._recent is None:
            self._recent = self._stored_recent() or self._made_recent()
        return self._recent

    def bests(self) -> dict[str, int]:
        """The best solo total on each side, over every game ever finished here."""
        return self.recent().bests

    def games_played(self) -> int:
        return self.recent().games

    def _fingerprint(self) -> list[int]:
        """The list's and the summary's lengths and checksums, as stored now."""
        out = []
        for key in (HISTORY, HISTORY_SUMMARY):
            raw = self.storage.get(key) or ""
            out += [len(raw), zlib.crc32(raw.encode())]
        return out

    def _stored_recent(self) -> Recent | None:
        try:
            data = self.storage.read(RECENT, dict)
        except Unreadable:
            return None
        shown, games = data.get("entries"), data.get("games")
        if data.get("of") != self._fingerprint() or not isinstance(shown, list):
            return None
        best = data.get("best")
        if type(games) is not int or games < 0 or not isinstance(best, dict):
            return None
        return Recent(tuple(entries_of(shown)), _bests([], best), games)

    def _made_recent(self) -> Recent:
        listed, summary = self._read()
        entries = entries_of(listed)
        games = sum(1 for i, h in enumerate(listed) if not i or not _same_game(listed[i - 1], h))
        best = _bests(entries, summary["best"])
        return Recent(tuple(entries[-RECENT_ENTRIES:]), best, int(summary["games"]) + games)

    def _write_recent(self) -> None:
        """``RECENT`` made again from the list (read this visit) as stored now."""
        listed = self._read()[0]
        recent = self._made_recent()
        tail = [h for h in listed[-RECENT_ENTRIES * 2 :] if HistoryEntry.read(h) is not None]
        data = {
            "of": self._fingerprint(),
            "entries": tail[-RECENT_ENTRIES:],
            "best": recent.bests,
            "games": recent.games,
        }
        self.storage.write(RECENT, compact(data))
        self._recent = recent

    def _read(self) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        """The list and the summary, read once a visit (again after ``refresh``).

        Unreadable ones read as empty and are not kept: ``add`` reads them
        again to set them aside before it writes.
        """
        if self._listed is not None:
            return self._listed
        try:
            listed = self.storage.read(HISTORY, list, MAX_HISTORY_CHARS)
            summary = _summary(self.storage.read(HISTORY_SUMMARY, dict))
        except Unreadable:
            return [], _summary({})
        self._listed = ([h for h in listed if isinstance(h, dict)], summary)
        return self._listed

    def refresh(self) -> None:
        """Forget what was read (another tab may have written)."""
        self._listed = self._entries = self._recent = None

    def check(self) -> None:
        """At the start (and when another tab wrote): when ``RECENT`` was not made from the
        list as stored, read the list, setting aside what cannot be read, and make it again.
        Otherwise nothing more is read: that list was read when it was made."""
        self.refresh()
        self._recent = self._stored_recent()
        if self._recent is not None or self._fingerprint() == [0, 0, 0, 0]:
            return  # (nothing listed: nothing to make)
        self.storage.read_or_set_aside(HISTORY, list, MAX_HISTORY_CHARS)
        self.storage.read_or_set_aside(HISTORY_SUMMARY, dict, MAX_CHARS)
        self._write_recent()

    # -- writing ------------------------------------------------------------------------------

    def add(
        self, game_id: str, entries: Sequence[HistoryEntry], budget: int = HISTORY_BUDGET
    ) -> None:
        """List a finished game, one entry per player (again: its entries replaced, the
        first date kept; each entry's ``id`` is ``game_id``).

        Past ``budget`` characters the oldest games are folded into the summary
        (their bests and counts) before they leave the list: nothing is lost.
        """
        if self._listed is not None:  # read this visit, and no other tab wrote since
            listed, summary = list(self._listed[0]), self._listed[1]
        else:
            listed = self.storage.read_or_set_aside(HISTORY, list, MAX_HISTORY_CHARS)
            summary = _summary(self.storage.read_or_set_aside(HISTORY_SUMMARY, dict))
            listed = [h for h in listed if isinstance(h, dict)]
        before = [h for h in listed if h.get("id") == game_id]
        dates = [h["date"] for h in before if "date" in h]
        kept = {"date": dates[0]} if dates else {}
        rows = [{**entry.to_dict(), **kept, "id": game_id} for entry in entries]
        if rows == before:
            return  # listed already (the end screen saves again): nothing to write
        listed = [h for h in listed if h.get("id") != game_id] + rows
        text = compact(listed)
        if len(text) > budget:
            listed, summary = self._fold(listed, len(rows), len(text) - budget, summary)
            text = compact(listed)
        self.storage.write(HISTORY, text)
        self._listed, self._entries = (listed, summary), None
        self._write_recent()

    def _fold(
        self, listed: list[dict[str, Any]], newest: int, excess: int, summary: dict[str, Any]
    ) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        """Fold the oldest games (never the ``newest`` entries) into the summary until
        ``excess`` characters are gone; the summary is written first, so that a game
        leaves the list only once it is counted there (if refused: nothing folded)."""
        older = len(listed) - newest
        folded, games, best = 0, summary["games"], summary["best"]
        while excess > 0 and folded < older:
            gone = 1
            while folded + gone < older and _same_game(listed[folded], listed[folded + gone]):
                gone += 1
            excess -= sum(len(compact(h)) + 1 for h in listed[folded : folded + gone])
            games, best = games + 1, _bests(entries_of(listed[folded : folded + gone]), best)
            folded += gone
        folded_summary = {"games": games, "best": best}
        if folded and self.storage.write(HISTORY_SUMMARY, compact(folded_summary)):
            return listed[folded:], folded_summary
        return listed, summary


def _same_game(one: dict[str, Any], other: dict[str, Any]) -> bool:
    """Entries of one game (the first version named games by ``key``, not ``id``)."""
    ident = one.get("id") or one.get("key")
    return ident is not None and ident == (other.get("id") or other.get("key"))


def _summary(data: dict[str, Any]) -> dict[str, Any]:
    """A history summary with only well-formed counts and bests."""
    games, best = data.get("games"), data.get("best")
    return {
        "games": games if type(games) is int and games > 0 else 0,
        "best": _bests([], best if isinstance(best, dict) else {}),
    }


def _bests(entries: list[HistoryEntry], best: dict[str, Any]) -> dict[str, int]:
    """The best solo total per side over ``entries`` and the bests so far."""
    out = {s: t for s, t in best.items() if s in SIDES and type(t) is int}
    solo = solo_kinds()
    for h in entries:
        if h.kind in solo:
            out[h.side] = max(out.get(h.side, h.total), h.total)
    return out
