"""Saved games on this device: one record per game in progress, and a history.

Works on any key-value store with ``get``, ``set``, ``remove`` and ``keys``
(the page wraps localStorage; tests use a dict). A save that cannot be read
is set aside under another key, never deleted, and never stops the others.
"""

from __future__ import annotations

import json
from typing import Protocol

from hashi_core import Game, HashiError, from_record, to_record

PREFIX = "hashi.game."
CURRENT = "hashi.current"
HISTORY = "hashi.history"
CORRUPT = "hashi.corrupt."
MAX_HISTORY = 200


class Store(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class MemoryStore:
    """A dict-backed store (tests, and the fallback when storage is unavailable)."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


def game_key(seed: str, side: str) -> str:
    return f"{seed.upper()}/{side}"


class Saves:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.problems: list[str] = []  # reasons for saves set aside, to tell the player

    def save(self, game: Game) -> None:
        key = game_key(game.seed, game.side)
        self.store.set(PREFIX + key, json.dumps(to_record(game), separators=(",", ":")))
        self.store.set(CURRENT, key)
        if game.final:
            self._add_history(game)

    def load(self, key: str) -> Game | None:
        """The saved game ``key``; None if there is none or it was set aside."""
        raw = self.store.get(PREFIX + key)
        if raw is None:
            return None
        try:
            return from_record(json.loads(raw))
        except (ValueError, RecursionError):
            reason = "not JSON"
        except HashiError as error:
            reason = error.message
        self.store.set(CORRUPT + key, raw)
        self.store.remove(PREFIX + key)
        self.problems.append(reason)
        return None

    def current(self) -> Game | None:
        key = self.store.get(CURRENT)
        return self.load(key) if key else None

    def in_progress(self) -> list[dict]:
        """Unfinished games, newest keys first: seed, side, round."""
        out = []
        for name in sorted(self.store.keys()):
            if not name.startswith(PREFIX):
                continue
            try:
                record = json.loads(self.store.get(name) or "")
                turns = len(record["players"][0]["turns"])
                if turns < 17:
                    out.append(
                        {
                            "key": name[len(PREFIX) :],
                            "seed": record["seed"],
                            "side": record["side"],
                            "round": turns + 1,
                        }
                    )
            except (ValueError, KeyError, IndexError, TypeError):
                continue  # set aside when it is opened
        return out

    def history(self) -> list[dict]:
        try:
            data = json.loads(self.store.get(HISTORY) or "[]")
        except ValueError:
            return []
        return [h for h in data if isinstance(h, dict)] if isinstance(data, list) else []

    def best(self) -> dict[str, int]:
        best: dict[str, int] = {}
        for entry in self.history():
            side, total = entry.get("side"), entry.get("total")
            if side in ("A", "B") and isinstance(total, int):
                best[side] = max(best.get(side, total), total)
        return best

    def _add_history(self, game: Game) -> None:
        score = game.scores()[0]
        key = game_key(game.seed, game.side)
        history = [h for h in self.history() if h.get("key") != key]
        history.append(
            {
                "key": key,
                "seed": game.seed,
                "side": game.side,
                "total": score.total,
                "finished": score.finished,
                "mode": game.mode,
            }
        )
        self.store.set(HISTORY, json.dumps(history[-MAX_HISTORY:]))
