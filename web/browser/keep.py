"""The browser's side of keeping games (``web.model.keeping`` decides): persistent storage asked,
the marker of a device that had games fetched into the HTTP cache, and looked for."""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable

import js
from pyscript import window

from web.model.keeping import MARKER, Keeping, came_whole


def ask_persist() -> Awaitable[bool] | None:
    """``navigator.storage.persist()`` called now, within the player's tap (a browser may ask
    them); its answer, or None where the browser offers no persistent storage."""
    try:
        return window.navigator.storage.persist()
    except Exception:  # no navigator.storage (older Safari, insecure origins) or no persist
        return None


async def persist_answer(keeping: Keeping, asked: Awaitable[bool] | None) -> None:
    granted = None
    if asked is not None:
        with contextlib.suppress(Exception):
            granted = bool(await asked)
    keeping.persist_answer(granted)


async def look_for_marker(keeping: Keeping) -> None:
    """At the start: a device with no games and no service worker in charge looks for the
    marker in the HTTP cache (never the network)."""
    controlled = False
    with contextlib.suppress(Exception):  # no service workers here (e.g. Firefox's private mode)
        controlled = bool(window.navigator.serviceWorker.controller)
    whole = None
    with contextlib.suppress(Exception):  # no Navigation Timing here
        page = js.performance.getEntriesByType("navigation")[0]
        whole = came_whole(float(page.transferSize), float(page.encodedBodySize))
    found = False
    if keeping.should_check(controlled, whole):
        options = js.JSON.parse('{"cache": "only-if-cached", "mode": "same-origin"}')
        with contextlib.suppress(Exception):  # not cached: a TypeError or a 504
            found = bool((await js.fetch(MARKER, options)).ok)
    keeping.marker_found(found)


async def mark(keeping: Keeping) -> None:
    """Fetch the marker into the HTTP cache (offline: next visit): once per device, the
    copy kept answering every later visit (a stale copy still marks; only-if-cached)."""
    with contextlib.suppress(Exception):
        await js.fetch(MARKER, js.JSON.parse('{"cache": "force-cache"}'))
