"""The device's key-value storage, as every store reads and writes it.

Any store with ``get``/``set``/``remove``/``keys`` will do (the page wraps
localStorage, tests use :class:`MemoryStore`). :class:`Storage` is the one
way in: it never raises for what it finds or for a store that fails.

- Every stored value is read through :func:`read_json`, which refuses huge or
  deeply nested data before parsing it: no stored value can stop the start.
- A value that cannot be read is set aside under ``hashi.corrupt.<key>.<n>``
  (a new copy each time, never deleted) and the player told once.
- A write the store refuses (storage off, full, or gone) is kept in memory
  for the rest of the visit, so the game plays on; a lasting warning offers a file.
"""

from __future__ import annotations

import json
from typing import Any, Protocol, TypeVar

from hashi_core import RecordError
from hashi_core.record import parse_json

from ..notice import Notice, problem

# The lasting warnings, by code: the sentence, and its headline where room is short (a phone
# upright; the sentence then describes the export button).
WARNINGS = {
    "storage_full": ("ui.storage_full", "ui.storage_full_short"),
    "storage_unavailable": ("ui.storage_unavailable", "ui.storage_unavailable_short"),
}

CORRUPT = "hashi.corrupt."
MAX_CHARS = 256 * 1024  # a 17-round, 4-player save is ~6 KB
MAX_DEPTH = 16  # a record nests 6 deep

Data = TypeVar("Data", list[Any], dict[str, Any])


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


def read_json(text: str, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON that may be hostile (``parse_json``: too long or too deep is refused
    before parsing), with the page's limits and its words for why not.

    Every stored value and imported file is read here.
    """
    try:
        return parse_json(text, max_chars, max_depth)
    except RecordError as error:
        reason = error.key.removeprefix("record.")
        why = {"too_big": "ui.data_too_big", "too_deep": "ui.data_too_deep"}
        raise Unreadable(why.get(reason, "ui.data_not_json"), **error.params) from None


def compact(data: object) -> str:
    """JSON as stored: no spaces, any language's letters as they are."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


class Storage:
    """The store as the stores use it: reads that never raise, writes kept when refused.

    ``problems`` collects what was set aside (for the player to be told once);
    ``warning`` is a lasting notice while progress is not being saved (set once).
    ``memory`` holds what the store refused: reads see it first, so a game goes
    on exactly as if it had been written. ``item_names`` says, by key prefix, what a
    set-aside value was (each store names its own keys).
    """

    def __init__(self, store: Store, persistent: bool = True) -> None:
        self.store = store
        self.problems: list[Notice] = []
        self.warning: Notice | None = None
        self.memory: dict[str, str] = {}  # refused writes, kept for this visit
        self.item_names: dict[str, str] = {}  # key prefix: the text key naming what it holds
        self._keys: list[str] | None = None  # the store's keys, listed once (``forget``)
        if not persistent:  # memory only (private modes): progress ends with the tab
            self.warn("storage_unavailable")

    def warn(self, code: str) -> None:
        """The lasting warning, said once: the first reason stands."""
        if self.warning is None:
            self.warning = problem(WARNINGS[code][0], code)

    def write(self, key: str, value: str) -> bool:
        """Store ``value``; refused (quota, storage off or gone): kept in memory, False."""
        try:
            self.store.set(key, value)
        except Exception:
            self.memory[key] = value
            self.warn("storage_full")
            return False
        self.memory.pop(key, None)
        if self._keys is not None and key not in self._keys:
            self._keys.append(key)
        return True

    def get(self, key: str) -> str | None:
        if key in self.memory:
            return self.memory[key]
        try:
            value = self.store.get(key)
        except Exception:
            self.warn("storage_unavailable")
            return None
        return value if isinstance(value, str) else None

    def remove(self, key: str) -> bool:
        self.memory.pop(key, None)
        try:
            self.store.remove(key)
        except Exception:
            return False
        if self._keys is not None and key in self._keys:
            self._keys.remove(key)
        return True

    def keys(self, prefix: str = "") -> list[str]:
        """The stored keys starting with ``prefix`` (and those kept in memory), sorted; the
        store is asked once a visit, and again after ``forget``."""
        if self._keys is None:
            try:
                stored = self.store.keys()  # a Store, not a dict
                self._keys = [k for k in stored if isinstance(k, str)]
            except Exception:
                self.warn("storage_unavailable")
                return sorted(k for k in self.memory if k.startswith(prefix))
        keys = self._keys + [k for k in self.memory if k not in self._keys]
        return sorted(k for k in keys if k.startswith(prefix))

    def forget(self) -> None:
        """Another tab may have written: list the keys again when next asked."""
        self._keys = None

    def read(self, key: str, kind: type[Data], max_chars: int = MAX_CHARS) -> Data:
        """A stored JSON list or object ([] or {} when there is none); raises Unreadable."""
        raw = self.get(key)
        if raw is None:
            return kind()
        data = read_json(raw, max_chars)
        if not isinstance(data, kind):
            raise Unreadable("ui.save_not_ours")
        return data

    def read_or_set_aside(self, key: str, kind: type[Data], max_chars: int = MAX_CHARS) -> Data:
        """As ``read``; an unreadable value is set aside (and an empty one returned)."""
        try:
            return self.read(key, kind, max_chars)
        except Unreadable as error:
            raw = self.get(key)
            if raw is not None:
                self.set_aside(key, raw, Notice("corrupt", error.key, error.params))
            return kind()

    def set_aside(self, key: str, raw: str, reason: Notice) -> None:
        """Keep an unreadable value under a new corrupt key; the original goes only once copied."""
        n = 1
        while self.get(f"{CORRUPT}{key}.{n}") is not None:  # (asked: another tab may have one)
            n += 1
        copied = self.write(f"{CORRUPT}{key}.{n}", raw) and self.remove(key)
        what = "ui.set_aside" if copied else "ui.left_in_place"
        item = Notice("", self.item_name(key), {})
        self.problems.append(problem(what, "corrupt_save", item=item, reason=reason))

    def item_name(self, key: str) -> str:
        """The text key naming what a storage key holds (for the player)."""
        for prefix, name in self.item_names.items():
            if key.startswith(prefix):
                return name
        return "ui.item_other"

    def take_problems(self) -> list[Notice]:
        out, self.problems = self.problems, []
        return out
