"""The screens beside the game in play: the history (scores chart, finished games) and replays.

Which screen is open, where closing it goes back to, and the open replay's
stepping are decided here; what a screen shows is ``web.model.screen_views`` (the
replays, the chart), imported only when one opens: the start never loads it
(and the build ships it as source, compiled the first time it is used). The
game in play is never touched: a screen holds records, not the session.

- :class:`Screens` (one per page, held by the controller): the open screen
  (``None``: the game), the screen to go back to, and the open replay;
- :func:`screen_view` is what the page shows of the open screen, in the
  player's language (the chart only while the history is open);
- :func:`picture_delivery` chooses how the share picture leaves the page.
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from hashi_texts import render

from ..shown.view_types import ScreenView

if TYPE_CHECKING:
    from .saves import Saves
    from .screen_views import OpenReplay

SCREENS = ("history", "replay")
GAMES_SHOWN = 30  # finished games the history lists (newest first), and how many more each ask
# The screens an address opens by name (``?screen=``); a replay has an address of its own.
ADDRESSED = tuple(screen for screen in SCREENS if screen != "replay")


class Screens:
    """The open screen (``None``: the game), where closing it goes, and the open replay."""

    __slots__ = ("screen", "back", "replay", "width", "games")

    def __init__(self) -> None:
        self.screen: str | None = None
        self.back: str | None = None
        self.replay: OpenReplay | None = None
        self.width = 720.0  # the chart's width on the page (CSS pixels), told by the glue
        self.games = GAMES_SHOWN  # finished games the history lists (more: "Show older games")

    def open(self, screen: str) -> None:
        if screen not in SCREENS:
            raise ValueError(f"not a screen: {screen!r}")
        if screen != self.screen:
            self.back = self.screen
        if screen == "history" and self.screen != "history":  # (back from a replay: kept)
            self.games = GAMES_SHOWN
        self.screen = screen

    def more_games(self) -> None:
        """The history's "Show older games": as many again listed."""
        self.games += GAMES_SHOWN

    def show_replay(self, replay: OpenReplay) -> None:
        self.replay = replay
        self.open("replay")

    def close(self) -> None:
        """Back where the player was: the history a replay was opened from, else the game."""
        back = self.back if self.back != self.screen else None
        if self.screen == "replay":
            self.replay = None
        self.screen, self.back = back, None

    def go(self, action: str, to: int | None = None) -> None:
        """A replay's button, key, slider or timer (``web.model.replay.ACTIONS``)."""
        if self.replay is not None:
            self.replay.scrub = self.replay.scrub.go(action, to)

    @property
    def addressed(self) -> str | None:
        """The open screen, if the address names it (a reload then comes back to it)."""
        return self.screen if self.screen in ADDRESSED else None

    @property
    def playing(self) -> bool:
        return self.screen == "replay" and self.replay is not None and self.replay.scrub.playing


def screen_view(
    screens: Screens, saves: Saves, lang: str, today: datetime.date | None
) -> ScreenView:
    """What the page shows of the open screen (``screen`` "game" when none is open);
    ``today``: the daily challenge's day, needed by the history only (None: not asked).
    The history and the finished games' saves are read only while the history is open."""
    screen = screens.screen or "game"
    close = render("ui.screen_back_history" if screens.back == "history" else "replay.close", lang)
    if screen == "history":
        from .screen_views import history_view  # (loaded when a screen first opens)

        assert today is not None
        history, envelopes = saves.history.entries(), saves.games.envelopes()
        finished = saves.games.finished()  # (the index: an older game is known unread)
        shown = history_view(
            history, envelopes, lang, screens.width, today, screens.games, finished
        )
        return ScreenView(screen, close, history=shown)
    if screen == "replay" and screens.replay is not None:
        from .screen_views import replay_view

        return ScreenView(screen, close, replay=replay_view(screens.replay, lang))
    return ScreenView(screen, close)


# -- a link shared ----------------------------------------------------------------------------


def link_delivery(can_share: bool, coarse_pointer: bool) -> str:
    """How a link leaves the page: the device's share sheet on a phone or tablet that has
    one (``navigator.share``, a coarse pointer), else the clipboard."""
    return "share" if can_share and coarse_pointer else "copy"


# -- the share picture -------------------------------------------------------------------------


def picture_delivery(can_share_files: bool) -> str:
    """How the picture leaves the page: the device's share sheet where it takes files
    (``navigator.canShare({files})``), else a download."""
    return "share" if can_share_files else "download"
