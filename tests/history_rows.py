"""The history's entries from rows in its stored form, for tests of the page's stores."""

from __future__ import annotations

from typing import Any

from web.model.stores.history import HistoryEntry


def history_entries(*rows: dict[str, Any]) -> list[HistoryEntry]:
    """Rows in the history's stored form, as the entries ``History.add`` lists."""
    entries = [HistoryEntry.read(row) for row in rows]
    assert None not in entries, rows
    return [e for e in entries if e is not None]
