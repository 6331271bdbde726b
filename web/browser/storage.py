"""localStorage as the store under ``web.model.stores.storage``.

Where localStorage is refused (storage blocked, some private modes) the tab's
sessionStorage stands in if it can: the game then lives through reloads and the
other languages' pages, and ends with the tab (not ``persistent``: the saves warn
the player once). Where the browser gives no storage at all the store holds
nothing and refuses every write; the saves keep what it refused in memory for
the visit (``Saves.memory``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import js
from pyscript import window

from web.model.stores.games import CURRENT
from web.model.stores.storage import StorageFull

if TYPE_CHECKING:  # types only: a browser may lack one (Firefox: TouchEvent)
    from js import Storage


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None  # JS null is not a str


class LocalStore:
    def __init__(self) -> None:
        self.storage: Storage | None = None
        self.persistent = False  # kept beyond the tab (localStorage)
        for name in ("localStorage", "sessionStorage"):
            try:
                storage = getattr(window, name)
                storage.getItem(CURRENT)  # (any key: a blocked storage throws)
            except Exception:  # private modes, blocked cookies
                continue
            self.storage, self.persistent = storage, name == "localStorage"
            break

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
        """Every key, in one call (a thousand saves: not a thousand calls into the page)."""
        if self.storage is None:
            return []
        return [str(key) for key in js.Object.keys(self.storage).to_py()]
