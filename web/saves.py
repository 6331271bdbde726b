"""Saved games on this device, each in an envelope with its own identity.

Storage layout (any key-value store with ``get``/``set``/``remove``/``keys``;
the page wraps localStorage, tests use :class:`MemoryStore`):

- ``hashi.save.<id>``: ``{"id", "kind", "record", "version", "rev", "ui"}``, one
  per game. The kind of game is stored, never guessed; ``rev`` counts saves
  so that two tabs on one game notice each other; ``ui`` keeps what a reload
  must bring back (the hand-over screen).
- ``hashi.current``: the id of the game on screen.
- ``hashi.history``, ``hashi.results.<SEED>/<SIDE>``, ``hashi.name``, ``hashi.computer``
  (set once the player has asked the computer for help).
- ``hashi.corrupt.<key>.<n>``: every value that could not be read, set aside
  (a new copy each time, never one slot per game), never deleted.

Every stored value is read through :func:`read_json`, which refuses huge or
deeply nested data before parsing it: no stored value can stop the start.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field
from typing import Any, Protocol

from hashi_core import Deal, Game, HashiError, from_record, to_record

from .flows import FLOWS
from .notice import Notice, problem

VERSION = 1
SAVE = "hashi.save."
CURRENT = "hashi.current"
HISTORY = "hashi.history"
RESULTS = "hashi.results."
NAME = "hashi.name"
COMPUTER = "hashi.computer"  # set once the player has asked the computer for help
CORRUPT = "hashi.corrupt."
LEGACY = "hashi.game."  # saves of the first version, keyed by seed/side[/kind]
MAX_HISTORY = 200
MAX_CHARS = 256 * 1024  # a 17-round, 4-player save is ~6 KB
MAX_DEPTH = 16  # a record nests 6 deep
KINDS_STORED = ("solo", "party", "challenge", "tutorial")


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


def nesting(text: str) -> int:
    """The deepest bracket nesting of JSON text (brackets inside strings ignored)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
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
    record: dict[str, Any]
    rev: int = 0
    ui: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> str:
        data = {
            "id": self.id,
            "kind": self.kind,
            "record": self.record,
            "version": VERSION,
            "rev": self.rev,
            "ui": self.ui,
        }
        return json.dumps(data, separators=(",", ":"))

    @property
    def finished(self) -> bool:
        players = self.record.get("players", [])
        return bool(players) and all(len(p.get("turns", [])) >= 17 for p in players)

    @property
    def round(self) -> int:
        """The round the table is in (0 in setup)."""
        players = self.record.get("players", [])
        if not players or any(p.get("start") is None for p in players):
            return 0
        return min(len(p.get("turns", [])) for p in players) + 1


def parse_envelope(raw: str, key_id: str) -> tuple[Envelope, Game]:
    """The envelope stored under ``key_id`` and its game; Unreadable or HashiError if bad."""
    data = read_json(raw)
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise Unreadable("ui.save_not_ours")
    ident, kind, record = data.get("id"), data.get("kind"), data.get("record")
    rev, ui = data.get("rev", 0), data.get("ui", {})
    if ident != key_id or kind not in KINDS_STORED or not isinstance(record, dict):
        raise Unreadable("ui.save_not_ours")
    if not isinstance(rev, int) or not isinstance(ui, dict):
        raise Unreadable("ui.save_not_ours")
    game = restore(record, FLOWS[kind].scripted_deal() if kind in FLOWS else None)
    return Envelope(ident, kind, record, rev, ui), game


class Saves:
    """Reads and writes the device's saves; never raises for what it finds stored.

    ``problems`` collects what was set aside (for the player to be told once);
    ``warning`` is a lasting notice while progress is not being saved.
    """

    def __init__(self, store: Store, persistent: bool = True) -> None:
        self.store = store
        self.problems: list[Notice] = []
        self.warning: Notice | None = None
        if not persistent:  # memory only (private modes): progress ends with the tab
            self.warning = problem("ui.storage_unavailable", "storage_unavailable")
        self._index: dict[str, Envelope] | None = None
        self._migrate_legacy()

    # -- low level ---------------------------------------------------------------

    def _write(self, key: str, value: str) -> bool:
        try:
            self.store.set(key, value)
        except Exception:  # quota exceeded, storage switched off, or gone
            self.warning = problem("ui.storage_full", "storage_full")
            return False
        return True

    def _get(self, key: str) -> str | None:
        try:
            value = self.store.get(key)
        except Exception:
            self.warning = problem("ui.storage_unavailable", "storage_unavailable")
            return None
        return value if isinstance(value, str) else None

    def _keys(self) -> list[str]:
        try:
            keys = self.store.keys()
            return [k for k in keys if isinstance(k, str)]
        except Exception:
            self.warning = problem("ui.storage_unavailable", "storage_unavailable")
            return []

    def set_aside(self, key: str, raw: str, reason: Notice) -> None:
        """Keep an unreadable value under a new corrupt key; the original goes only once copied."""
        n = 1
        keys = set(self._keys())
        while f"{CORRUPT}{key}.{n}" in keys:
            n += 1
        copied = self._write(f"{CORRUPT}{key}.{n}", raw)
        if copied:
            try:
                self.store.remove(key)
            except Exception:
                copied = False
        what = "ui.set_aside" if copied else "ui.left_in_place"
        item = Notice("", _item_key(key), {})
        self.problems.append(problem(what, "corrupt_save", item=item, reason=reason))

    def _read_list(self, key: str) -> list[Any] | None:
        """A stored JSON list; an unreadable one is set aside (and None returned)."""
        raw = self._get(key)
        if raw is None:
            return []
        try:
            data = read_json(raw)
            if not isinstance(data, list):
                raise Unreadable("ui.save_not_ours")
        except Unreadable as error:
            self.set_aside(key, raw, Notice("corrupt", error.key, error.params))
            return None
        return data

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
        stored = self._get(SAVE + envelope.id)
        if stored is not None:
            try:
                rev = read_json(stored).get("rev", 0)
            except (Unreadable, AttributeError):
                rev = envelope.rev
            if isinstance(rev, int) and rev > envelope.rev:
                return False
        envelope.rev += 1
        if not self._write(SAVE + envelope.id, envelope.to_json()):
            envelope.rev -= 1
            return True  # nothing newer elsewhere; the warning tells the player
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
        """Every readable save, by id (unreadable ones are set aside)."""
        if self._index is None:
            index = {}
            for key in sorted(self._keys()):
                if key.startswith(SAVE):
                    loaded = self.load(key[len(SAVE) :])
                    if loaded is not None:
                        index[loaded[0].id] = loaded[0]
            self._index = index
        return self._index

    def refresh(self) -> None:
        """Forget what was read (another tab may have written)."""
        self._index = None

    def _forget(self, ident: str) -> None:
        if self._index is not None:
            self._index.pop(ident, None)

    def unfinished(self, seed: str, side: str, kind: str) -> Envelope | None:
        """The unfinished game of this deal and kind, newest first (rev as tie-break)."""
        found = [
            e
            for e in self.envelopes().values()
            if e.kind == kind
            and not e.finished
            and (e.record.get("seed"), e.record.get("side")) == (seed, side)
        ]
        return max(found, key=lambda e: e.rev) if found else None

    def in_progress(self) -> list[Envelope]:
        return [e for e in self.envelopes().values() if not e.finished]

    # -- history, friends' results, the player's name ------------------------------------

    def history(self) -> list[dict[str, Any]]:
        data = self._read_list(HISTORY)
        return [h for h in (data or []) if isinstance(h, dict)]

    def add_history(self, game_id: str, entries: list[dict[str, Any]]) -> None:
        data = self._read_list(HISTORY)
        history = [h for h in (data or []) if isinstance(h, dict) and h.get("id") != game_id]
        history += [{**entry, "id": game_id} for entry in entries]
        self._write(HISTORY, json.dumps(history[-MAX_HISTORY:]))

    def results(self, seed: str, side: str) -> list[str]:
        """Friends' result codes kept for a deal (each checked when it is used)."""
        data = self._read_list(f"{RESULTS}{seed}/{side}")
        return [c for c in (data or []) if isinstance(c, str)]

    def set_results(self, seed: str, side: str, codes: list[str]) -> None:
        self._write(f"{RESULTS}{seed}/{side}", json.dumps(codes))

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

    # -- the first version's saves ---------------------------------------------------------

    def _migrate_legacy(self) -> None:
        """Move ``hashi.game.<seed>/<side>[/<kind>]`` saves into envelopes (kind from the key)."""
        for key in self._keys():
            if not key.startswith(LEGACY):
                continue
            raw = self._get(key)
            seed, _, rest = key[len(LEGACY) :].partition("/")
            side, _, kind = rest.partition("/")
            kind = kind or "solo"
            if raw is None or kind not in KINDS_STORED or side not in ("A", "B"):
                continue
            try:
                record = to_record(restore(read_json(raw)))
            except (Unreadable, HashiError, TypeError, ValueError, KeyError, AttributeError):
                self.set_aside(key, raw, Notice("corrupt", "ui.save_not_ours", {}))
                continue
            envelope = Envelope(new_id(seed, side, kind), kind, record)
            if self._write(SAVE + envelope.id, envelope.to_json()):
                try:
                    self.store.remove(key)
                except Exception:
                    continue


def _item_key(key: str) -> str:
    """The text key naming what a storage key holds (for the player)."""
    if key.startswith((SAVE, LEGACY)):
        return "ui.item_save"
    if key == HISTORY:
        return "ui.item_history"
    if key.startswith(RESULTS):
        return "ui.item_results"
    return "ui.item_other"


def _params(error: Exception) -> dict[str, Any]:
    return dict(getattr(error, "params", {}) or {})
