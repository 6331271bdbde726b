"""Keeping a device's games when its browser may clear them (Safari's seven-day rule).

Safari erases a site's script-written storage (localStorage, Cache Storage,
IndexedDB, service worker registrations) after seven days of use without a
visit, unless the app was added to the Home Screen. So the page:

- asks for persistent storage (``navigator.storage.persist()``) once per device,
  when there is something worth keeping: the first finished game (a tap, so a
  browser that asks the player asks then, and never again: ``hashi.keep``);
- where storage is not persisted, tells the player once how to keep their games
  (add to the Home Screen; *Save to file*);
- says on the history screen when a game was last saved to a file;
- says when a device that had games finds its storage gone.

How a wiped device is recognised: whenever this device holds games, the page
fetches :data:`MARKER` into the browser's HTTP cache (a same-origin file; no
cookie, nothing about the player leaves the device). The HTTP cache is not
script-written storage: Safari's rule does not erase it, and a page cannot
write it without a fetch. A visit that finds no games, no service worker in
charge (it is erased with the storage; while it is there, so is the storage)
and the marker still in the HTTP cache (``only-if-cached``) is a returning
device whose games are gone. A first visit has no marker, so it is never told
anything was lost; a device whose HTTP cache was also cleared is simply not
told (never a false claim). A page that came whole from the network is not
looked for at all (:func:`came_whole`): its HTTP cache held not even the page,
so it holds no marker either, and the look would only log a cache miss in the
console of every first visit.

Pure: the glue (``web/browser/keep.py``) makes the requests and forwards what
the browser answers; storage goes through :class:`~web.model.saves.Saves` (its ``prefs``).
"""

from __future__ import annotations

import datetime

from .saves import Saves

MARKER = "sw.js?kept-games"  # past the service worker (sw.js is never served from its caches)


def came_whole(transfer_size: float, body_size: float) -> bool | None:
    """Whether the page itself came whole from the network (its navigation's Resource
    Timing sizes): more bytes crossed than its body (headers and body: a first visit, or
    a cache that held nothing), not fewer (a revalidation's headers, or none at all: the
    HTTP cache served it). None when the browser does not tell (no sizes)."""
    if body_size <= 0:
        return None
    return transfer_size > body_size


class Keeping:
    """This device's keeping of games: what was asked and told (kept in ``hashi.keep``),
    and what this visit shows (``tip``, ``lost``)."""

    def __init__(self, saves: Saves) -> None:
        self.saves = saves
        self.tip = False  # show how to keep games (this visit, once per device)
        self.lost = False  # this returning device's games are gone (said this visit)
        self.marked = False  # the marker was fetched this visit
        self.checked = False  # the look for a wiped device is over (this visit)

    def _state(self) -> dict[str, bool]:
        return self.saves.prefs.keeping()

    def _set(self, **flags: bool) -> None:
        self.saves.prefs.set_keeping(**flags)

    def has_games(self) -> bool:
        """Whether this device holds anything a wipe would lose (a save, a listed game)."""
        return self.saves.games.any() or self.saves.history.games_played() > 0

    # -- persistent storage -----------------------------------------------------------------

    def should_ask(self, finished: bool) -> bool:
        """Ask for persistent storage now? Once per device, on the first finished game."""
        if not finished or self._state().get("asked"):
            return False
        self._set(asked=True)
        return True

    def persist_answer(self, granted: bool | None) -> None:
        """The browser's answer (None: it offers no persistent storage): where storage is not
        persisted, the player is told once how to keep their games."""
        if granted or self._state().get("told"):
            return
        self._set(told=True)
        self.tip = True

    def dismiss_tip(self) -> None:
        self.tip = False

    # -- a wiped device --------------------------------------------------------------------

    def should_check(self, controlled: bool, page_came_whole: bool | None = None) -> bool:
        """Look for the marker? Only when no games are here and no service worker is in
        charge (both erased together): the only case where storage may have been wiped;
        and not when the page itself came whole from the network (``came_whole``)."""
        return not controlled and not self.has_games() and page_came_whole is not True

    def marker_found(self, found: bool) -> None:
        """The marker's answer (False also when not looked for): still cached means this
        device had games (told once)."""
        self.checked = True
        if found and not self._state().get("lost_told"):
            self.lost = True
            self._set(lost_told=True)

    def should_mark(self) -> bool:
        """Fetch the marker now? Once a visit, as soon as the device holds games (a new wipe
        may come: the next one is said again)."""
        if self.marked or not self.has_games():
            return False
        self.marked = True
        if self._state().get("lost_told"):
            self._set(lost_told=False)
        return True

    # -- file backups -----------------------------------------------------------------------

    def backed_up(self, day: datetime.date) -> None:
        self.saves.prefs.backed_up(day)

    def last_backup(self) -> datetime.date | None:
        """The day a game was last saved to a file on this device (None: never, or unreadable)."""
        return self.saves.prefs.last_backup()
