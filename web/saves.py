"""Saved games on this device, each in an envelope with its own identity.

Storage layout (any key-value store with ``get``/``set``/``remove``/``keys``;
the page wraps localStorage, tests use :class:`MemoryStore`):

- ``hashi.save.<id>``: ``{"id", "kind", "record", "version", "rev", "ui"}``, one
  per game. The kind of game is stored, never guessed; ``rev`` counts saves
  so that two tabs on one game notice each other; ``ui`` keeps what a reload
  must bring back beside the record (``Session``: the hand-over cover, computer
  seats, hints asked, a scripted flow's step).
- ``hashi.current``: the id of the game on screen.
- ``hashi.history``: every finished game, one compact entry per player
  (``{"id", "seed", "side", "kind", "name", "total", "date"}``), oldest first; nothing
  is dropped: past ``HISTORY_BUDGET`` characters the oldest games are first folded
  into ``hashi.history.summary`` (their bests and counts), so the list never outgrows
  the device's storage.
- ``hashi.results.<SEED>/<SIDE>``, ``hashi.name``, ``hashi.computer``
  (set once the player has asked the computer for help).
- ``hashi.backup`` (the day a game was last saved to a file), ``hashi.keep`` (what the
  page asked and told about keeping games: ``keeping.py``).
- ``hashi.corrupt.<key>.<n>``: every value that could not be read, set aside
  (a new copy each time, never one slot per game), never deleted.

Every stored value is read through :func:`read_json`, which refuses huge or
deeply nested data before parsing it: no stored value can stop the start.
A write the store refuses (storage off, full, or gone) is kept in memory for
the rest of the visit, so the game plays on; a lasting warning offers a file.
"""

from __future__ import annotations

import json
import re
import secrets
from dataclasses import dataclass, field
from typing import Any, Protocol

from hashi_core import Deal, Game, HashiError, Record, from_record, table_round
from hashi_core.board_data import SIDES

from .flows import DEFAULT, FLOWS, solo_kinds
from .notice import Notice, problem

VERSION = 1
SAVE = "hashi.save."
CURRENT = "hashi.current"
HISTORY = "hashi.history"
HISTORY_SUMMARY = "hashi.history.summary"  # bests and counts of games folded out of the list
RESULTS = "hashi.results."
NAME = "hashi.name"
COMPUTER = "hashi.computer"  # set once the player has asked the computer for help
CORRUPT = "hashi.corrupt."
BACKUP = "hashi.backup"  # the day a game was last saved to a file (keeping.py)
KEEP = "hashi.keep"  # persistent storage asked, keeping told (keeping.py)
LEGACY = "hashi.game."  # saves of the first version, keyed by seed/side[/kind]
MAX_CHARS = 256 * 1024  # a 17-round, 4-player save is ~6 KB
HISTORY_BUDGET = 1_000_000  # characters of listed games (~9,000 of ~110 each)
MAX_HISTORY_CHARS = 2 * HISTORY_BUDGET
MAX_DEPTH = 16  # a record nests 6 deep


class StorageFull(Exception):
    """The store refused a write (quota exceeded, or storage switched off)."""


class Store(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class MemoryStore:
    """A dict-backed store: tests, and the fallback when storage is unavailable.

    ``quota`` (characters) makes it refuse writes like a full localStorage.
    """

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(v) for k, v in self.data.items() if k != key)
            if used + len(value) > self.quota:
                raise StorageFull(key)
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


class Unreadable(ValueError):
    """Stored or imported text that is not data we can use (with the reason's key)."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.S)  # to the end if unterminated
_BRACKET = re.compile(r"[\[\]{}]")


def nesting(text: str) -> int:
    """The deepest bracket nesting of JSON text (brackets inside strings ignored)."""
    depth = deepest = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):  # in C: fast on a long history
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def read_json(text: str, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON that may be hostile: too long or too deep is refused before parsing."""
    if len(text) > max_chars:
        raise Unreadable("ui.data_too_big", size=len(text), limit=max_chars)
    if nesting(text) > max_depth:
        raise Unreadable("ui.data_too_deep", limit=max_depth)
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise Unreadable("ui.data_not_json") from None


def restore(record: object, deal: Deal | None = None) -> Game:
    """The game in a record, including one still in its setup (starts not all written).

    ``deal``: the scripted deal it was played on (its seed is only a label).
    Raises HashiError for a record that is not a legal game.
    """
    return from_record(record, deal, in_setup=True)


def new_id(seed: str, side: str, kind: str) -> str:
    return f"{seed}.{side}.{kind}.{secrets.token_hex(3)}"


@dataclass
class Envelope:
    """One saved game: its identity and kind, the record, and what a reload brings back."""

    id: str
    kind: str
    record: Record
    rev: int = 0
    ui: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> str:
        data = {
            "id": self.id,
            "kind": self.kind,
            "record": self.record.to_dict(),
            "version": VERSION,
            "rev": self.rev,
            "ui": self.ui,
        }
        return json.dumps(data, separators=(",", ":"))

    @property
    def finished(self) -> bool:
        return self.record.final

    @property
    def round(self) -> int:
        """The round the table is in (0 in setup)."""
        return table_round(self.record)


def parse_envelope(raw: str, key_id: str) -> tuple[Envelope, Game]:
    """The envelope stored under ``key_id`` and its game; Unreadable or HashiError if bad."""
    data = read_json(raw)
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise Unreadable("ui.save_not_ours")
    ident, kind, stored = data.get("id"), data.get("kind"), data.get("record")
    rev, ui = data.get("rev", 0), data.get("ui", {})
    if ident != key_id or kind not in FLOWS or not isinstance(stored, dict):
        raise Unreadable("ui.save_not_ours")
    if not isinstance(rev, int) or not isinstance(ui, dict):
        raise Unreadable("ui.save_not_ours")
    record = Record.from_dict(stored, in_setup=True)
    game = record.replay(FLOWS[kind].scripted_deal())
    return Envelope(ident, kind, record, rev, ui), game


class Saves:
    """Reads and writes the device's saves; never raises for what it finds stored.

    ``problems`` collects what was set aside (for the player to be told once);
    ``warning`` is a lasting notice while progress is not being saved (set once).
    ``memory`` holds what the store refused: reads see it first, so a game goes
    on exactly as if it had been written.
    """

    def __init__(self, store: Store, persistent: bool = True) -> None:
        self.store = store
        self.problems: list[Notice] = []
        self.warning: Notice | None = None
        self.memory: dict[str, str] = {}  # refused writes, kept for this visit
        self._saved: dict[str, tuple[str, int]] = {}  # each save's text last written, its rev
        if not persistent:  # memory only (private modes): progress ends with the tab
            self.warning = problem("ui.storage_unavailable", "storage_unavailable")
        self._index: dict[str, Envelope] | None = None
        self._history: tuple[list[dict[str, Any]], dict[str, Any]] | None = None
        self._migrate_legacy()

    # -- low level ---------------------------------------------------------------

    def _warn(self, key: str, code: str) -> None:
        """The lasting warning, said once: the first reason stands."""
        if self.warning is None:
            self.warning = problem(key, code)

    def _write(self, key: str, value: str) -> bool:
        """Store ``value``; refused (quota, storage off or gone): kept in memory, False."""
        try:
            self.store.set(key, value)
        except Exception:
            self.memory[key] = value
            self._warn("ui.storage_full", "storage_full")
            return False
        self.memory.pop(key, None)
        return True

    def _get(self, key: str) -> str | None:
        if key in self.memory:
            return self.memory[key]
        try:
            value = self.store.get(key)
        except Exception:
            self._warn("ui.storage_unavailable", "storage_unavailable")
            return None
        return value if isinstance(value, str) else None

    def _remove(self, key: str) -> bool:
        self.memory.pop(key, None)
        try:
            self.store.remove(key)
        except Exception:
            return False
        return True

    def _keys(self) -> list[str]:
        try:
            stored = self.store.keys()  # a Store, not a dict
            keys = [k for k in stored if isinstance(k, str)]
        except Exception:
            self._warn("ui.storage_unavailable", "storage_unavailable")
            keys = []
        return keys + [k for k in self.memory if k not in keys]

    def set_aside(self, key: str, raw: str, reason: Notice) -> None:
        """Keep an unreadable value under a new corrupt key; the original goes only once copied."""
        n = 1
        keys = set(self._keys())
        while f"{CORRUPT}{key}.{n}" in keys:
            n += 1
        copied = self._write(f"{CORRUPT}{key}.{n}", raw) and self._remove(key)
        what = "ui.set_aside" if copied else "ui.left_in_place"
        item = Notice("", _item_key(key), {})
        self.problems.append(problem(what, "corrupt_save", item=item, reason=reason))

    def _read(self, key: str, kind: type, max_chars: int = MAX_CHARS) -> Any:
        """A stored JSON list or object ([] or {} when there is none); raises Unreadable."""
        raw = self._get(key)
        if raw is None:
            return kind()
        data = read_json(raw, max_chars)
        if not isinstance(data, kind):
            raise Unreadable("ui.save_not_ours")
        return data

    def _read_or_set_aside(self, key: str, kind: type, max_chars: int = MAX_CHARS) -> Any:
        """As ``_read``; an unreadable value is set aside (and None returned)."""
        try:
            return self._read(key, kind, max_chars)
        except Unreadable as error:
            raw = self._get(key)
            if raw is not None:
                self.set_aside(key, raw, Notice("corrupt", error.key, error.params))
            return None

    def take_problems(self) -> list[Notice]:
        out, self.problems = self.problems, []
        return out

    # -- games -----------------------------------------------------------------------

    def load(self, ident: str) -> tuple[Envelope, Game] | None:
        """The saved game ``ident`` (None if there is none or it had to be set aside)."""
        key = SAVE + ident
        raw = self._get(key)
        if raw is None:
            return None
        try:
            return parse_envelope(raw, ident)
        except Unreadable as error:
            reason = Notice("corrupt", error.key, error.params)
        except HashiError as error:
            reason = Notice(error.code, getattr(error, "key", "") or "", _params(error))
        except (TypeError, ValueError, KeyError, AttributeError, RecursionError):
            reason = Notice("corrupt", "ui.save_not_ours", {})
        self.set_aside(key, raw, reason)
        self._forget(ident)
        return None

    def save(self, envelope: Envelope) -> bool:
        """Write ``envelope`` unless another tab saved this game meanwhile (False then).

        On success its ``rev`` goes up by one and it becomes the current game.
        """
        key = SAVE + envelope.id
        stored = self._get(key)
        mine = self._saved.get(key)
        if stored is not None and (mine is None or mine[0] != stored):  # another tab's?
            try:
                rev = read_json(stored).get("rev", 0)
            except (Unreadable, AttributeError):
                rev = envelope.rev
            if isinstance(rev, int) and rev > envelope.rev:
                return False
        elif mine is not None and mine[1] > envelope.rev:  # (stored as this page wrote it)
            return False
        envelope.rev += 1
        text = envelope.to_json()
        self._write(key, text)  # if refused: kept in memory
        self._saved[key] = (text, envelope.rev)
        if self._get(CURRENT) != envelope.id:  # (a tap's save: the same game, not written again)
            self._write(CURRENT, envelope.id)
        if self._index is not None:
            self._index[envelope.id] = envelope
        return True

    def stored_rev(self, ident: str) -> int | None:
        raw = self._get(SAVE + ident)
        if raw is None:
            return None
        try:
            rev = read_json(raw).get("rev")
        except (Unreadable, AttributeError):
            return None
        return rev if isinstance(rev, int) else None

    def current(self) -> tuple[Envelope, Game] | None:
        ident = self._get(CURRENT)
        if ident is None or len(ident) > 200:
            return None
        return self.load(ident)

    def envelopes(self) -> dict[str, Envelope]:
        """Every readable save, by id (read only: ``check`` sets aside the others)."""
        if self._index is None:
            index = {}
            for key in sorted(self._keys()):
                raw = self._get(key) if key.startswith(SAVE) else None
                try:
                    envelope = None if raw is None else parse_envelope(raw, key[len(SAVE) :])[0]
                except (Unreadable, HashiError, TypeError, ValueError, KeyError, AttributeError):
                    envelope = None
                if envelope is not None:
                    index[envelope.id] = envelope
            self._index = index
        return self._index

    def refresh(self) -> None:
        """Forget what was read (another tab may have written)."""
        self._index = None
        self._history = None

    def _forget(self, ident: str) -> None:
        if self._index is not None:
            self._index.pop(ident, None)

    def in_progress(self) -> list[Envelope]:
        return [e for e in self.envelopes().values() if not e.finished]

    # -- history, friends' results, the player's name ------------------------------------

    def history(self) -> list[dict[str, Any]]:
        """Every finished game still listed, oldest first (read only: what the view shows).

        An unreadable list reads as empty here; ``check`` sets it aside.
        """
        return self._history_read()[0]

    def bests(self) -> dict[str, int]:
        """The best solo total on each side, over every game ever finished here."""
        listed, summary = self._history_read()
        return _bests(listed, summary.get("best", {}))

    def games_played(self) -> int:
        listed, summary = self._history_read()
        games = sum(1 for i, h in enumerate(listed) if not i or not _same_game(listed[i - 1], h))
        return int(summary["games"]) + games

    def _history_read(self) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        """The list and the summary, read once a visit (again after ``refresh``).

        Unreadable ones read as empty and are not kept: ``add_history`` reads them
        again to set them aside before it writes.
        """
        if self._history is not None:
            return self._history
        try:
            listed = self._read(HISTORY, list, MAX_HISTORY_CHARS)
            summary = _summary(self._read(HISTORY_SUMMARY, dict))
        except Unreadable:
            return [], _summary({})
        self._history = ([h for h in listed if isinstance(h, dict)], summary)
        return self._history

    def check(self) -> None:
        """Read every list the page shows, setting aside what cannot be read (at the start,
        and when another tab wrote): what shows it afterwards only reads."""
        self._read_or_set_aside(HISTORY, list, MAX_HISTORY_CHARS)
        self._read_or_set_aside(HISTORY_SUMMARY, dict)
        self._history = None
        for key in sorted(self._keys()):
            if key.startswith(SAVE):
                self.load(key[len(SAVE) :])
        self._index = None
        self.envelopes()

    def check_results(self, seed: str, side: str) -> None:
        """As :meth:`check`, for the friends' results of the deal on screen (other deals'
        are read when their game is)."""
        self._read_or_set_aside(f"{RESULTS}{seed}/{side}", list)

    def add_history(
        self, game_id: str, entries: list[dict[str, Any]], budget: int = HISTORY_BUDGET
    ) -> None:
        """List a finished game (again: its entries replaced, the first date kept).

        Past ``budget`` characters the oldest games are folded into the summary
        (their bests and counts) before they leave the list: nothing is lost.
        """
        if self._history is not None:  # read this visit, and no other tab wrote since
            listed, summary = list(self._history[0]), self._history[1]
        else:
            listed = self._read_or_set_aside(HISTORY, list, MAX_HISTORY_CHARS) or []
            summary = _summary(self._read_or_set_aside(HISTORY_SUMMARY, dict) or {})
            listed = [h for h in listed if isinstance(h, dict)]
        before = [h for h in listed if h.get("id") == game_id]
        dates = [h["date"] for h in before if "date" in h]
        kept = {"date": dates[0]} if dates else {}
        entries = [{**entry, **kept, "id": game_id} for entry in entries]
        if entries == before:
            return  # listed already (the end screen saves again): nothing to write
        listed = [h for h in listed if h.get("id") != game_id] + entries
        text = _compact(listed)
        if len(text) > budget:
            listed, summary = self._fold(listed, len(entries), len(text) - budget, summary)
            text = _compact(listed)
        self._write(HISTORY, text)
        self._history = (listed, summary)

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
            excess -= sum(len(_compact(h)) + 1 for h in listed[folded : folded + gone])
            games, best = games + 1, _bests(listed[folded : folded + gone], best)
            folded += gone
        folded_summary = {"games": games, "best": best}
        if folded and self._write(HISTORY_SUMMARY, _compact(folded_summary)):
            return listed[folded:], folded_summary
        return listed, summary

    def results(self, seed: str, side: str) -> list[str]:
        """Friends' result codes kept for a deal (each checked when it is used; read only)."""
        try:
            data = self._read(f"{RESULTS}{seed}/{side}", list)
        except Unreadable:
            data = []
        return [c for c in data if isinstance(c, str)]

    def set_results(self, seed: str, side: str, codes: list[str]) -> None:
        key = f"{RESULTS}{seed}/{side}"
        self._read_or_set_aside(key, list)  # an unreadable list is kept, never written over
        self._write(key, json.dumps(codes))

    def name(self) -> str | None:
        raw = self._get(NAME)
        return raw[:100] if raw else None

    def set_name(self, name: str) -> None:
        self._write(NAME, name)

    def computer_used(self) -> bool:
        """Whether this device's player has asked the computer for help before."""
        return self._get(COMPUTER) is not None

    def note_computer_used(self) -> None:
        if not self.computer_used():
            self._write(COMPUTER, "1")

    def note(self, key: str) -> str | None:
        """A short value of this device (``BACKUP``, ``KEEP``), as stored."""
        raw = self._get(key)
        return raw[:1000] if raw else None

    def set_note(self, key: str, value: str) -> None:
        self._write(key, value)

    # -- the first version's saves ---------------------------------------------------------

    def _migrate_legacy(self) -> None:
        """Move ``hashi.game.<seed>/<side>[/<kind>]`` saves into envelopes (kind from the key).

        The first version's ``hashi.current`` named its game by that key (without the
        prefix): it is pointed at the envelope, so the game in progress opens again.
        """
        moved: dict[str, str] = {}
        for key in self._keys():
            if not key.startswith(LEGACY):
                continue
            raw = self._get(key)
            seed, _, rest = key[len(LEGACY) :].partition("/")
            side, _, kind = rest.partition("/")
            kind = kind or DEFAULT
            if raw is None or kind not in FLOWS or side not in SIDES:
                continue
            try:
                record = Record.of(restore(read_json(raw)))
            except (Unreadable, HashiError, TypeError, ValueError, KeyError, AttributeError):
                self.set_aside(key, raw, Notice("corrupt", "ui.save_not_ours", {}))
                continue
            envelope = Envelope(new_id(seed, side, kind), kind, record)
            moved[key[len(LEGACY) :]] = envelope.id
            if self._write(SAVE + envelope.id, envelope.to_json()):
                self._remove(key)
        current = self._get(CURRENT) if moved else None
        if current is not None:
            legacy = current.removeprefix(LEGACY)
            if legacy in moved:
                self._write(CURRENT, moved[legacy])


def watched(key: str | None) -> bool:
    """Whether another tab's write of ``key`` may change what this page shows: a save or the
    history (None: the other tab cleared storage)."""
    return key is None or key.startswith((SAVE, HISTORY))


def _item_key(key: str) -> str:
    """The text key naming what a storage key holds (for the player)."""
    if key.startswith((SAVE, LEGACY)):
        return "ui.item_save"
    if key in (HISTORY, HISTORY_SUMMARY):
        return "ui.item_history"
    if key.startswith(RESULTS):
        return "ui.item_results"
    return "ui.item_other"


def _same_game(one: dict[str, Any], other: dict[str, Any]) -> bool:
    """Entries of one game (the first version named games by ``key``, not ``id``)."""
    ident = one.get("id") or one.get("key")
    return ident is not None and ident == (other.get("id") or other.get("key"))


def _compact(data: object) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def _summary(data: dict[str, Any]) -> dict[str, Any]:
    """A history summary with only well-formed counts and bests."""
    games, best = data.get("games"), data.get("best")
    return {
        "games": games if type(games) is int and games > 0 else 0,
        "best": _bests([], best if isinstance(best, dict) else {}),
    }


def _bests(entries: list[dict[str, Any]], best: dict[str, Any]) -> dict[str, int]:
    """The best solo total per side over ``entries`` and the bests so far."""
    out = {s: t for s, t in best.items() if s in SIDES and type(t) is int}
    solo = solo_kinds()
    for h in entries:
        side, total = h.get("side"), h.get("total")
        if h.get("kind") in solo and side in SIDES and type(total) is int:
            out[side] = max(out.get(side, total), total)
    return out


def _params(error: Exception) -> dict[str, Any]:
    return dict(getattr(error, "params", {}) or {})
