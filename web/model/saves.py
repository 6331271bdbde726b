"""This device's storage as the page uses it: one store of each kind over one storage.

The stores (``web/model/stores/``) each own their keys and their values' types:
``games`` (the saved games and the game on screen), ``history`` (the finished
games), ``results`` (friends' results), ``prefs`` (the player's name and the
device's notes), all over one :class:`~web.model.stores.storage.Storage` (what was set
aside, the lasting warning, writes kept when refused).

The start reads only what it shows: the game on screen, the games to resume,
the newest finished games and the bests; the saves of finished games and the
whole history are read when something shows them (the history screen, a replay).
Storage keys and formats: each store's docstring; what an older version
stored still loads.
"""

from __future__ import annotations

from hashi_core import Game

from .notice import Notice
from .stores.games import (
    CURRENT,
    LEGACY,
    SAVE,
    Envelope,
    Games,
    new_id,
    parse_envelope,
    restore,
)
from .stores.history import HISTORY, HISTORY_SUMMARY, History, HistoryEntry
from .stores.preferences import BACKUP, COMPUTER, KEEP, NAME, Preferences
from .stores.results import RESULTS, FriendsResults
from .stores.storage import (
    CORRUPT,
    MAX_CHARS,
    MAX_DEPTH,
    MemoryStore,
    Storage,
    StorageFull,
    Store,
    Unreadable,
    read_json,
)

__all__ = [
    "BACKUP",
    "COMPUTER",
    "CORRUPT",
    "CURRENT",
    "HISTORY",
    "HISTORY_SUMMARY",
    "KEEP",
    "LEGACY",
    "MAX_CHARS",
    "MAX_DEPTH",
    "NAME",
    "RESULTS",
    "SAVE",
    "Envelope",
    "HistoryEntry",
    "MemoryStore",
    "Saves",
    "StorageFull",
    "Store",
    "Unreadable",
    "new_id",
    "parse_envelope",
    "read_json",
    "restore",
    "watched",
]


class Saves:
    """The device's stores (``games``, ``history``, ``results``, ``prefs``) over one
    ``storage``; the first version's saves are moved into envelopes as it is made.

    The few calls beside them are what the session, the view and the computer's play
    ask of storage as a whole (or of one store, by the name they always used).
    """

    def __init__(self, store: Store, persistent: bool = True) -> None:
        self.storage = Storage(store, persistent)
        self.games = Games(self.storage)
        self.history = History(self.storage)
        self.results = FriendsResults(self.storage)
        self.prefs = Preferences(self.storage)
        self.games.migrate_legacy()

    @property
    def store(self) -> Store:
        return self.storage.store

    @property
    def memory(self) -> dict[str, str]:
        """What the store refused, kept for this visit."""
        return self.storage.memory

    @property
    def warning(self) -> Notice | None:
        """The lasting warning while progress is not being saved."""
        return self.storage.warning

    @property
    def problems(self) -> list[Notice]:
        """What was set aside, not yet taken (``take_problems``)."""
        return self.storage.problems

    def take_problems(self) -> list[Notice]:
        return self.storage.take_problems()

    def check(self) -> None:
        """Read what the start shows, setting aside what cannot be read (at the start, and
        when another tab wrote): what shows it afterwards only reads."""
        self.history.check()
        self.games.check()

    def refresh(self) -> None:
        """Forget what was read (another tab may have written)."""
        self.storage.forget()
        self.games.refresh()
        self.history.refresh()

    # -- the session's saving, the view's lists, the computer's note --------------------------

    def load(self, ident: str) -> tuple[Envelope, Game] | None:
        return self.games.load(ident)

    def save(self, envelope: Envelope) -> bool:
        return self.games.save(envelope)

    def stored_rev(self, ident: str) -> int | None:
        return self.games.stored_rev(ident)

    def in_progress(self) -> list[Envelope]:
        return self.games.in_progress()

    def bests(self) -> dict[str, int]:
        return self.history.bests()

    def computer_used(self) -> bool:
        return self.prefs.computer_used()

    def note_computer_used(self) -> None:
        self.prefs.note_computer_used()


def watched(key: str | None) -> bool:
    """Whether another tab's write of ``key`` may change what this page shows: a save or the
    history (None: the other tab cleared storage)."""
    return key is None or key.startswith((SAVE, HISTORY))
