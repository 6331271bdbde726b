"""The browser's Back and Forward over the screens beside the game (issue 27 #3).

Each entry the page writes in the browser's history holds, in its state, the
screens open over the game, the lowest first (``{"hashi": ["history", "replay"]}``),
and every entry with screens has just below it the entry of one screen fewer. So:

- a screen opened by the player pushes one entry (its address, ``address.build``);
  a change that opens nothing (a replay's round, another game) rewrites the entry;
- a screen closed by its own button (or Escape) goes back to the entry below: Back
  then neither opens it again nor leaves the page, and the history does not grow;
- the browser's Back or Forward brings the entry's screens to the page
  (:meth:`Navigation.arrive`), never its game: the address of an older entry may
  name a game since replaced, and a game in progress is never changed by it;
- a first entry that names a screen (a link, a new tab, another language's page)
  is made two, the game and the screen over it: Back closes the screen rather
  than leaving the page.

Pure: the glue reads the entry's state and address, then carries out the orders
(:class:`Push`, :class:`Replace`, :class:`Go`) with ``history.pushState``,
``replaceState`` and ``go``. The rules dialog's entries are ``web/scripts/early.js``'s
(its ``rules`` key, kept when this rewrites an entry).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import address
from .screens import ADDRESSED, SCREENS
from .stores.storage import Unreadable, read_json

if TYPE_CHECKING:
    from .controller import Controller

KEY = "hashi"  # the key of the entry's state that holds its screens
MAX_STATE = 1024  # characters of an entry's state read (ours is ~40)

Stack = tuple[str, ...]  # the screens open over the game, the lowest first


@dataclass(frozen=True)
class Push:
    """A new entry over this one (the forward entries dropped), ``screens`` in its state."""

    query: str
    screens: Stack


@dataclass(frozen=True)
class Replace:
    """This entry rewritten: its address, and ``screens`` under its state's ``KEY`` (the
    state's other keys kept)."""

    query: str
    screens: Stack


@dataclass(frozen=True)
class Go:
    """Back (``steps`` < 0) through the page's own entries; its ``popstate`` comes later."""

    steps: int


Move = Push | Replace | Go


def state_of(screens: Stack) -> dict[str, list[str]]:
    """What an entry's state holds of the page (the glue merges it into the state)."""
    return {KEY: list(screens)}


def entry_screens(state_json: str) -> Stack | None:
    """The screens an entry's state holds (its JSON text, as the glue reads it), None
    when the state is not the page's: a first visit's entry, or one it cannot read."""
    try:
        state = read_json(state_json, max_chars=MAX_STATE)
    except Unreadable:
        return None
    names = state.get(KEY) if isinstance(state, dict) else None
    if not isinstance(names, list) or not all(name in SCREENS for name in names):
        return None
    return tuple(names)


def named(found: address.Address) -> Stack:
    """The screens an address names alone (an entry whose state is not the page's)."""
    if found.replay is not None:
        return ("replay",)
    return () if found.screen is None else (found.screen,)


def open_screens(ctl: Controller) -> Stack:
    """The screens open on the page, the lowest first."""
    screens = ctl.screens
    if screens.screen is None:
        return ()
    if screens.back is not None and screens.back != screens.screen:
        return (screens.back, screens.screen)
    return (screens.screen,)


def query(ctl: Controller, lang: str | None, screens: Stack) -> str:
    """The address of an entry with these screens: an open replay's own (when it has a
    target: a game saved on this device, or a result code), else the game's, with the
    screen over it if the address names it (``?screen=``)."""
    top = screens[-1] if screens else None
    replay = ctl.screens.replay
    if top == "replay" and replay is not None and replay.target:
        return address.build(replay=replay.target, at=replay.scrub.position, lang=lang)
    session = ctl.session
    game = session.game
    seed = None if game.seed is None else str(game.seed)  # a scripted deal has none
    screen = top if top in ADDRESSED else None
    return address.build(seed, game.side, session.kind, lang=lang, screen=screen)


class Navigation:
    """The browser's entry the page is on, and what the page asks of the browser's history."""

    __slots__ = ("entry", "moving", "written")

    def __init__(self) -> None:
        self.entry: Stack | None = None  # the entry's screens; None: not the page's yet
        self.moving = False  # gone back (``Go``): until its popstate, nothing is written
        self.written: str | None = None  # the entry's address as last read or written

    def start(self, ctl: Controller, state_json: str, query: str, width: float) -> None:
        """The page's start (the controller opened the address): an entry of the page's
        own (a reload, a Forward from another page) brings back its screens below the
        one the address opened (a replay opened from the history goes back to it)."""
        self.written = query
        self.entry = entry_screens(state_json)
        if self.entry is not None:
            self._bring(ctl, self.entry, address.parse(query), width)

    def arrive(self, ctl: Controller, state_json: str, query: str, width: float) -> None:
        """The browser moved to another entry (``popstate``): Back or Forward brings its
        screens (``width``: the history's chart on the page, should it open); the page's
        own ``Go`` only arrives."""
        found = address.parse(query)
        self.written = query
        self.entry = entry_screens(state_json)
        if self.entry is None:
            self.entry = named(found)
        if self.moving:
            self.moving = False
            return
        self._bring(ctl, self.entry, found, width)

    def _bring(self, ctl: Controller, screens: Stack, found: address.Address, width: float) -> None:
        """The page's screens made the entry's: closed down to the game, then opened one
        by one (a replay from the entry's address); the game is never touched."""
        shown, replay = open_screens(ctl), ctl.screens.replay
        if shown[-1:] == screens[-1:] == ("replay",) and replay and replay.target == found.replay:
            ctl.screens.back = screens[-2] if len(screens) > 1 else None  # the same replay
            return
        while ctl.screens.screen is not None:
            ctl.close_screen()
        for screen in screens:
            if screen == "history":
                ctl.open_history(width)
            elif found.replay is None or not ctl.open_replay(found.replay, found.round or 0).taken:
                return  # (refused: said; the orders then go back to what is open)

    def orders(self, ctl: Controller, lang: str | None) -> list[Move]:
        """What the browser's history is to do so that its entry shows the page as it is
        (``lang``: ``?lang=`` as the player gave it, kept in every address)."""
        if self.moving:
            return []  # (the entry comes with its popstate: ``arrive``)
        shown = open_screens(ctl)
        entry = self.entry
        orders: list[Move] = []
        if entry is None:  # a first entry: the game under whatever screen it names
            entry, self.written = (), query(ctl, lang, ())
            orders.append(Replace(self.written, entry))
        same = 0
        while same < min(len(entry), len(shown)) and entry[same] == shown[same]:
            same += 1
        if len(entry) > same:  # closed (or another screen in its place): back first
            self.entry, self.moving = entry[:same], True
            return [*orders, Go(same - len(entry))]
        levels = [shown[:n] for n in range(same + 1, len(shown) + 1)]
        pushed = [Push(query(ctl, lang, level), level) for level in levels]
        here = pushed[-1].query if pushed else query(ctl, lang, shown)
        if not pushed and here != self.written:
            orders.append(Replace(here, shown))
        self.entry, self.written = shown, here
        return [*orders, *pushed]
