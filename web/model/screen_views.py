"""What the history and replay screens show (``web.model.screens`` decides which is open).

Pure: ``web.model.replay`` replays and steps, ``web.model.chart`` draws; imported only
when a screen opens (the start never loads this module).

- :func:`open_replay` puts one deal's records together (a friend's result
  beside your game of it), every player a seat; :func:`beside_best` your
  game and the best one in hindsight;
- :func:`replay_view`, :func:`history_view`: the screens' contents, in the
  player's language.
"""

from __future__ import annotations

import contextlib
import datetime
from collections.abc import Collection, Mapping, Sequence
from html import escape
from typing import Any

from hashi_core import HashiError
from hashi_core.share import SharedGame, encode_game, merge_standings
from hashi_texts import names_list, render
from hashi_texts.formats import format_date, format_int

from ..shown.view_types import (
    GameRow,
    HistoryScreen,
    ReplayScreen,
    SeatShown,
)
from .chart import ChartTable, chart
from .flows import FLOWS
from .replay import Replay, Scrubber, Seat, controls, last_position, seat_svg, seat_view
from .screens import GAMES_SHOWN
from .stores.games import Envelope
from .stores.history import HistoryEntry

COMPANION_LABEL = "ui.analysis_best"  # a seat that is the best game in hindsight


class OpenReplay:
    """A replay on screen: its seats (stepping together), where they are, its address
    (``target``: a result code or a game id; None when it has none, e.g. the best game)
    and the day its game ended (``day``: None when not known, e.g. a friend's link)."""

    __slots__ = ("seats", "scrub", "target", "labels", "day")

    def __init__(
        self,
        seats: list[Seat],
        target: str | None,
        labels: Sequence[str | None] = (),
        day: datetime.date | None = None,
    ) -> None:
        self.seats = seats
        self.scrub = Scrubber.open(last_position(seats))
        self.target = target
        self.labels = list(labels) + [None] * (len(seats) - len(labels))  # text keys for names
        self.day = day  # the day the game ended, where the history knows it (a link: None)


# -- what a replay shows ----------------------------------------------------------------------


def open_replay(
    records: Sequence[Mapping[str, Any]], target: str | None, day: datetime.date | None = None
) -> OpenReplay:
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
    return OpenReplay([Seat(replay, i) for i in range(len(replay.final.players))], target, day=day)


def shared_replay(shared: SharedGame, target: str) -> OpenReplay:
    """A replay link's game: the board it was sent for (every board when sent for all),
    scored as at its table, dated as the link says."""
    replay = Replay(shared.record)
    shown = range(len(replay.final.players)) if shared.player is None else [shared.player]
    return OpenReplay([Seat(replay, i) for i in shown], target, day=shared.day)


def beside_best(
    mine: Mapping[str, Any],
    best: Mapping[str, Any],
    target: str | None,
    day: datetime.date | None = None,
) -> OpenReplay:
    """Your game and the best game in hindsight of its deal, stepping together."""
    seats = [Seat(Replay(mine), 0), Seat(Replay(best), 0)]
    return OpenReplay(seats, target, [None, COMPANION_LABEL], day)


def replay_view(shown: OpenReplay, lang: str) -> ReplayScreen:
    """The replay screen: its controls, and each seat's board (a still SVG) and texts."""
    position = shown.scrub.position
    seats = []
    for seat, key in zip(shown.seats, shown.labels, strict=True):
        view = seat_view(seat, position, lang)
        seats.append(
            SeatShown(
                name=view.name if key is None else render(key, lang),
                svg=seat_svg(seat, position, lang),
                heading=view.heading,
                card_label=view.card_label,
                turn=view.turn,
                bonuses=view.bonuses,
                total_label=view.total_label,
                title=view.title,
                announcement=view.announcement,
            )
        )
    announce = " ".join((f"{s.name}: " if len(seats) > 1 else "") + s.announcement for s in seats)
    return ReplayScreen(
        controls(shown.scrub, lang), tuple(seats), announce, replay_heading(shown, lang)
    )


def replay_heading(shown: OpenReplay, lang: str) -> str:
    """The replay's heading: its players (not the best game in hindsight), the deal's seed
    and side, and the day the game ended where it is known (never a guessed one)."""
    names: list[str] = []
    for seat, key in zip(shown.seats, shown.labels, strict=True):
        name = seat.replay.final.players[seat.player].name
        if key is None and name not in names:
            names.append(name)
    record = shown.seats[0].replay.record
    params = {"names": names_list(names, lang), "seed": record["seed"], "side": record["side"]}
    if shown.day is None:
        return render("replay.heading", lang, **params)
    return render("replay.heading_dated", lang, **params, date=format_date(shown.day, lang))


# -- the history screen -------------------------------------------------------------------------


def finished_games(
    history: Sequence[HistoryEntry],
    envelopes: Mapping[str, Envelope],
    lang: str,
    shown: int = GAMES_SHOWN,
    finished: Collection[str] = (),
) -> tuple[tuple[GameRow, ...], bool]:
    """The ``shown`` newest finished games still saved here, one row per game: its id and
    a label; and whether there are older ones (``envelopes`` is looked up, never listed:
    the saves shown are read, no other; an older one is known by the index of finished
    saves, ``finished``)."""
    out: list[GameRow] = []
    seen: set[str] = set()
    for entry in reversed(history):
        ident = entry.id
        if ident is None or ident in seen:
            continue
        seen.add(ident)
        if len(out) >= shown:
            flow = FLOWS.get(entry.kind)
            if ident in finished and flow is not None and flow.scripted_deal() is None:
                return tuple(out), True
            continue
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
            total=format_int(entry.total, lang),
        )
        code = ""
        if flow.sends_replays():
            code = encode_game(record.to_dict(), day=entry.date)
        share = render("ui.replay_link_copy", lang), render("ui.replay_link_of", lang, game=label)
        out.append(GameRow(ident, label, code, *share))
    return tuple(out), False


def table_html(table: ChartTable) -> str:
    """The chart's table (``web.model.chart.table``) as markup, every text escaped: a thousand rows
    go in with one call, not thousands (the page sets it as the table's ``innerHTML``)."""
    head = "".join(f'<th scope="col">{escape(h)}</th>' for h in table.head)
    rows = []
    for row in table.rows:
        cells = "".join(f"<td>{escape(c)}</td>" for c in row.cells)
        mark = ' class="best"' if row.best else ""
        rows.append(f"<tr{mark}>{cells}</tr>")
    caption = escape(table.caption)
    return (
        f"<caption>{caption}</caption><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody>"
    )


def history_view(
    history: Sequence[HistoryEntry],
    envelopes: Mapping[str, Envelope],
    lang: str,
    width: float,
    today: datetime.date,
    shown: int = GAMES_SHOWN,
    finished: Collection[str] = (),
) -> HistoryScreen:
    drawn = chart(history, lang, width, today)
    games, older = finished_games(history, envelopes, lang, shown, finished)
    return HistoryScreen(
        svg=drawn.svg,
        summary=drawn.summary if not drawn.empty else drawn.empty_text,
        streak=drawn.streak.text,
        table=table_html(drawn.table),
        games=games,
        more=render("ui.more_games", lang) if older else "",
    )
