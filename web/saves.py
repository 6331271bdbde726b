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


RESULTS = "hashi.results."
KINDS = ("solo", "party", "challenge")


def kind_of(game: Game) -> str:
    """Solo; a table of 2-4 around one device (party); or one player of a seed challenge."""
    if game.mode == "solo":
        return "solo"
    return "challenge" if len(game.players) == 1 else "party"


def game_key(seed: str, side: str, kind: str = "solo") -> str:
    base = f"{seed.upper()}/{side}"
    return base if kind == "solo" else f"{base}/{kind}"


def parse_key(key: str) -> tuple[str, str, str] | None:
    """(seed, side, kind) of a save key, or None for a key that is not one."""
    seed, _, rest = key.partition("/")
    side, _, kind = rest.partition("/")
    kind = kind or "solo"
    if side in ("A", "B") and kind in KINDS and seed and seed.upper() == seed:
        return seed, side, kind
    return None


class Saves:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.problems: list[str] = []  # reasons for saves set aside, to tell the player

    def save(self, game: Game) -> None:
        key = game_key(game.seed, game.side, kind_of(game))
        self.store.set(PREFIX + key, json.dumps(to_record(game), separators=(",", ":")))
        self.store.set(CURRENT, key)
        if game.final:
            self._add_history(game)

    def results(self, seed: str, side: str) -> list[str]:
        """Friends' result codes kept for a deal (checked when they were added)."""
        try:
            codes = json.loads(self.store.get(RESULTS + game_key(seed, side)) or "[]")
        except ValueError:
            return []
        return [c for c in codes if isinstance(c, str)] if isinstance(codes, list) else []

    def add_result(self, seed: str, side: str, code: str) -> None:
        codes = self.results(seed, side)
        if code not in codes:
            codes.append(code)
            self.store.set(RESULTS + game_key(seed, side), json.dumps(codes))

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
                turns = min(len(p["turns"]) for p in record["players"])
                key = name[len(PREFIX) :]
                parsed = parse_key(key)
                if turns < 17 and parsed:
                    seed, side, kind = parsed
                    out.append(
                        {"key": key, "seed": seed, "side": side, "kind": kind, "round": turns + 1}
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
            if entry.get("kind", "solo") != "solo":
                continue
            side, total = entry.get("side"), entry.get("total")
            if side in ("A", "B") and isinstance(total, int):
                best[side] = max(best.get(side, total), total)
        return best

    def _add_history(self, game: Game) -> None:
        kind = kind_of(game)
        key = game_key(game.seed, game.side, kind)
        history = [h for h in self.history() if h.get("key") != key]
        for score in game.scores():
            history.append(
                {
                    "key": key,
                    "seed": game.seed,
                    "side": game.side,
                    "total": score.total,
                    "finished": score.finished,
                    "kind": kind,
                    "name": score.name,
                }
            )
        self.store.set(HISTORY, json.dumps(history[-MAX_HISTORY:]))
