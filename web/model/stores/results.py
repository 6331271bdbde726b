"""Friends' results kept on this device: ``hashi.results.<SEED>/<SIDE>``, a list of result
codes per deal (each checked when it is used: ``web.model.friends``)."""

from __future__ import annotations

from .storage import Storage, Unreadable, compact

RESULTS = "hashi.results."


class FriendsResults:
    """The result codes kept per deal; never raises for what it finds stored."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        storage.item_names[RESULTS] = "ui.item_results"

    def codes(self, seed: str, side: str) -> list[str]:
        """Friends' result codes kept for a deal (read only)."""
        try:
            data = self.storage.read(f"{RESULTS}{seed}/{side}", list)
        except Unreadable:
            data = []
        return [c for c in data if isinstance(c, str)]

    def keep(self, seed: str, side: str, codes: list[str]) -> None:
        key = f"{RESULTS}{seed}/{side}"
        self.storage.read_or_set_aside(key, list)  # an unreadable list is kept, never written over
        self.storage.write(key, compact(codes))

    def check(self, seed: str, side: str) -> None:
        """Read the deal's list, setting it aside if it cannot be read (when its game is
        shown; other deals' are read when their game is)."""
        self.storage.read_or_set_aside(f"{RESULTS}{seed}/{side}", list)
