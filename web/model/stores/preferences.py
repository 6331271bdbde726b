"""What this device keeps about its player beside the games: short values, each its own key.

- ``hashi.name``: the player's name (asked before a first game with friends);
- ``hashi.computer``: set once the player has asked the computer for help;
- ``hashi.backup``: the day a game was last saved to a file (ISO date);
- ``hashi.keep``: what the page asked and told about keeping games
  (``web.model.keeping``: a JSON object of flags);
- ``hashi.table``: the names and seats last typed for pass-and-play (a JSON list of
  ``[name, kind]`` pairs), kept from one start of the page to the next.
"""

from __future__ import annotations

import datetime
import json

from .storage import Storage, Unreadable, read_json

NAME = "hashi.name"
COMPUTER = "hashi.computer"
BACKUP = "hashi.backup"
KEEP = "hashi.keep"
TABLE = "hashi.table"
MAX_NOTE = 1000  # characters of a short value read (longer ones are not ours)


class Preferences:
    """The player's name and the device's notes; never raises for what it finds stored."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    def _note(self, key: str) -> str | None:
        raw = self.storage.get(key)
        return raw[:MAX_NOTE] if raw else None

    def name(self) -> str | None:
        raw = self.storage.get(NAME)
        return raw[:100] if raw else None

    def set_name(self, name: str) -> None:
        self.storage.write(NAME, name)

    def computer_used(self) -> bool:
        """Whether this device's player has asked the computer for help before."""
        return self.storage.get(COMPUTER) is not None

    def note_computer_used(self) -> None:
        if not self.computer_used():
            self.storage.write(COMPUTER, "1")

    def last_backup(self) -> datetime.date | None:
        """The day a game was last saved to a file here (None: never, or unreadable)."""
        raw = self._note(BACKUP)
        try:
            return datetime.date.fromisoformat(raw) if raw else None
        except ValueError:
            return None

    def backed_up(self, day: datetime.date) -> None:
        self.storage.write(BACKUP, day.isoformat())

    def keeping(self) -> dict[str, bool]:
        """The keeping flags (``web.model.keeping``): unreadable ones read as none set."""
        raw = self._note(KEEP)
        try:
            data = read_json(raw, MAX_NOTE) if raw else {}
        except Unreadable:
            data = {}
        return {k: v for k, v in data.items() if type(v) is bool} if isinstance(data, dict) else {}

    def set_keeping(self, **flags: bool) -> None:
        self.storage.write(KEEP, json.dumps({**self.keeping(), **flags}, sort_keys=True))

    def table(self) -> list[tuple[str, str]]:
        """The names and seats last typed for pass-and-play, each ``(name, kind)``; what is
        not a pair of texts is left out (read without trusting it)."""
        raw = self._note(TABLE)
        try:
            data = read_json(raw, MAX_NOTE) if raw else []
        except Unreadable:
            return []
        pairs = data if isinstance(data, list) else []
        return [
            (pair[0], pair[1])
            for pair in pairs
            if isinstance(pair, list)
            and len(pair) == 2
            and all(isinstance(part, str) for part in pair)
        ]

    def set_table(self, seats: list[tuple[str, str]]) -> None:
        self.storage.write(TABLE, json.dumps([list(seat) for seat in seats], ensure_ascii=False))
