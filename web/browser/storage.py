"""localStorage as a store for ``web.saves``; memory when the browser refuses it.

A refused write raises :class:`web.saves.StorageFull` so the saves can warn
the player for as long as progress is not kept.
"""

from __future__ import annotations

from pyscript import window

from web.saves import MemoryStore, StorageFull


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None  # JS null is not a str


class LocalStore:
    def __init__(self) -> None:
        self.memory: MemoryStore | None = None
        try:
            self.storage = window.localStorage
            self.storage.getItem("hashi.current")
        except Exception:  # private modes, blocked cookies: no storage at all
            self.storage = None
            self.memory = MemoryStore()

    @property
    def available(self) -> bool:
        return self.memory is None

    def get(self, key: str) -> str | None:
        if self.memory is not None:
            return self.memory.get(key)
        return _text(self.storage.getItem(key))

    def set(self, key: str, value: str) -> None:
        if self.memory is not None:
            self.memory.set(key, value)  # kept for this visit only (the saves warn)
        try:
            self.storage.setItem(key, value)
        except Exception as error:
            raise StorageFull(key) from error

    def remove(self, key: str) -> None:
        if self.memory is not None:
            self.memory.remove(key)
        else:
            self.storage.removeItem(key)

    def keys(self) -> list[str]:
        if self.memory is not None:
            return self.memory.keys()
        return [str(self.storage.key(i)) for i in range(self.storage.length)]
