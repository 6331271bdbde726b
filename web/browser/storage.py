"""localStorage as a store for ``web.saves``.

Where the browser gives no storage at all (private modes, storage blocked) the
store holds nothing and refuses every write; the saves keep what it refused in
memory for the visit and warn the player once (``Saves.memory``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyscript import window

from web.saves import StorageFull

if TYPE_CHECKING:  # types only: a browser may lack one (Firefox: TouchEvent)
    from js import Storage


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None  # JS null is not a str


class LocalStore:
    def __init__(self) -> None:
        self.storage: Storage | None = None
        try:
            storage = window.localStorage
            storage.getItem("hashi.current")
            self.storage = storage
        except Exception:  # private modes, blocked cookies: no storage at all
            pass

    @property
    def available(self) -> bool:
        return self.storage is not None

    def get(self, key: str) -> str | None:
        return None if self.storage is None else _text(self.storage.getItem(key))

    def set(self, key: str, value: str) -> None:
        if self.storage is None:
            raise StorageFull(key)
        try:
            self.storage.setItem(key, value)
        except Exception as error:
            raise StorageFull(key) from error

    def remove(self, key: str) -> None:
        if self.storage is not None:
            self.storage.removeItem(key)

    def keys(self) -> list[str]:
        if self.storage is None:
            return []
        return [str(self.storage.key(i)) for i in range(self.storage.length)]
