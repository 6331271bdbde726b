"""The screens beside the game in play: the history (scores chart, finished games) and replays.

Pure: which screen is open, what a replay shows and where closing goes back
to, decided here; ``web.replay`` replays and steps, ``web.chart`` draws. The
game in play is never touched: a screen holds records, not the session.

- :class:`Screens` (one per page, held by the controller): the open screen
  (``None``: the game), the screen to go back to, and the open replay;
- :func:`replay_records` puts a record together with the other players of
  its deal on this device (a friend's result beside your game of it);
- :func:`screen_view` is what the page shows of the open screen, in the
  player's language (the chart only when the history is open: the start
  never draws it);
- :func:`picture_delivery` chooses how the share picture leaves the page.
"""

from __future__ import annotations

import contextlib
import datetime
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from hashi_core import HashiError
from hashi_core.share import merge_standings
from hashi_texts import render
from hashi_texts.formats import format_int

from .chart import chart
from .flows import FLOWS
from .replay import Replay, Scrubber, Seat, controls, last_position, seat_svg, seat_view
from .saves import Envelope

SCREENS = ("history", "replay")
GAMES_SHOWN = 30  # finished games listed under the chart, newest first (each opens a replay)
COMPANION_LABEL = "ui.analysis_best"  # a seat that is the best game in hindsight


class OpenReplay:
    """A replay on screen: its seats (stepping together), where they are, and its address
    (``target``: a result code or a game id; None when it has none, e.g. the best game)."""

    __slots__ = ("seats", "scrub", "target", "labels")

    def __init__(
        self, seats: list[Seat], target: str | None, labels: Sequence[str | None] = ()
    ) -> None:
        self.seats = seats
        self.scrub = Scrubber.open(last_position(seats))
        self.target = target
        self.labels = list(labels) + [None] * (len(seats) - len(labels))  # text keys for names


class Screens:
    """The open screen (``None``: the game), where closing it goes, and the open replay."""

    __slots__ = ("screen", "back", "replay", "width")

    def __init__(self) -> None:
        self.screen: str | None = None
        self.back: str | None = None
        self.replay: OpenReplay | None = None
        self.width = 720.0  # the chart's width on the page (CSS pixels), told by the glue

    def open(self, screen: str) -> None:
        if screen not in SCREENS:
            raise ValueError(f"not a screen: {screen!r}")
        if screen != self.screen:
            self.back = self.screen
        self.screen = screen

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
        """A replay's button, key, slider or timer (``web.replay.ACTIONS``)."""
        if self.replay is not None:
            self.replay.scrub = self.replay.scrub.go(action, to)

    @property
    def playing(self) -> bool:
        return self.screen == "replay" and self.replay is not None and self.replay.scrub.playing


# -- what a replay shows ----------------------------------------------------------------------


def open_replay(records: Sequence[Mapping[str, Any]], target: str | None) -> OpenReplay:
    """A replay of one deal's records (the one asked for last: this device's game of the
    deal before a friend's result), every player a seat, stepping together.

    Several records are merged by the engine (``merge_standings``: scored
    together, as the standings are); when they cannot be, the last alone.
    One record stays as it is (a solo game keeps the solo rules).
    """
    record = dict(records[-1])
    if len(records) > 1:
        with contextlib.suppress(HashiError):
            record = merge_standings([dict(r) for r in records])
    replay = Replay(record)
    return OpenReplay([Seat(replay, i) for i in range(len(replay.final.players))], target)


def beside_best(mine: Mapping[str, Any], best: Mapping[str, Any], target: str | None) -> OpenReplay:
    """Your game and the best game in hindsight of its deal, stepping together."""
    seats = [Seat(Replay(mine), 0), Seat(Replay(best), 0)]
    return OpenReplay(seats, target, [None, COMPANION_LABEL])


def replay_view(shown: OpenReplay, lang: str) -> dict[str, Any]:
    """The replay screen: its controls, and each seat's board (a still SVG) and texts."""
    position = shown.scrub.position
    seats = []
    for seat, key in zip(shown.seats, shown.labels, strict=True):
        view = seat_view(seat, position, lang)
        view.pop("board")
        if key is not None:
            view["name"] = render(key, lang)
        view["svg"] = seat_svg(seat, position, lang)
        seats.append(view)
    announce = " ".join(
        (f"{s['name']}: " if len(seats) > 1 else "") + s["announcement"] for s in seats
    )
    return {"controls": controls(shown.scrub, lang), "seats": seats, "announcement": announce}


# -- the history screen -------------------------------------------------------------------------


def finished_games(
    history: Sequence[Mapping[str, Any]], envelopes: Mapping[str, Envelope], lang: str
) -> list[dict[str, str]]:
    """The newest finished games still saved here, one row per game: its id and a label."""
    out: list[dict[str, str]] = []
    seen: set[str] = set()
    for entry in reversed(history):
        ident = entry.get("id")
        if not isinstance(ident, str) or ident in seen:
            continue
        seen.add(ident)
        envelope = envelopes.get(ident)
        if envelope is None or not envelope.finished:
            continue
        flow = FLOWS.get(envelope.kind)
        if flow is None or flow.scripted_deal() is not None:
            continue
        record = envelope.record
        label = render(
            "ui.replay_game",
            lang,
            seed=record.seed,
            side=record.side,
            total=format_int(int(entry.get("total") or 0), lang),
        )
        out.append({"id": ident, "label": label})
        if len(out) >= GAMES_SHOWN:
            break
    return out


def table_html(table: Mapping[str, Any]) -> str:
    """The chart's table (``web.chart.table``) as markup, every text escaped: a thousand rows
    go in with one call, not thousands (the page sets it as the table's ``innerHTML``)."""
    head = "".join(f'<th scope="col">{escape(h)}</th>' for h in table["head"])
    rows = []
    for row in table["rows"]:
        cells = "".join(f"<td>{escape(c)}</td>" for c in row["cells"])
        mark = ' class="best"' if row["best"] else ""
        rows.append(f"<tr{mark}>{cells}</tr>")
    caption = escape(table["caption"])
    return (
        f"<caption>{caption}</caption><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody>"
    )


def history_view(
    history: Sequence[Mapping[str, Any]],
    envelopes: Mapping[str, Envelope],
    lang: str,
    width: float,
    today: datetime.date,
) -> dict[str, Any]:
    drawn = chart(history, lang, width, today)
    return {
        "svg": drawn["svg"],
        "summary": drawn["summary"] if not drawn["empty"] else drawn["empty_text"],
        "streak": drawn["streak"]["text"],
        "table": table_html(drawn["table"]),
        "games": finished_games(history, envelopes, lang),
    }


def screen_view(
    screens: Screens,
    history: Sequence[Mapping[str, Any]],
    envelopes: Mapping[str, Envelope],
    lang: str,
    today: datetime.date,
) -> dict[str, Any]:
    """What the page shows of the open screen (``screen`` "game" when none is open)."""
    screen = screens.screen or "game"
    out: dict[str, Any] = {"screen": screen, "history": None, "replay": None}
    if screen == "history":
        out["history"] = history_view(history, envelopes, lang, screens.width, today)
    elif screen == "replay" and screens.replay is not None:
        out["replay"] = replay_view(screens.replay, lang)
    out["close"] = render(
        "ui.screen_back_history" if screens.back == "history" else "replay.close", lang
    )
    return out


# -- the share picture -------------------------------------------------------------------------


def picture_delivery(can_share_files: bool) -> str:
    """How the picture leaves the page: the device's share sheet where it takes files
    (``navigator.canShare({files})``), else a download."""
    return "share" if can_share_files else "download"
