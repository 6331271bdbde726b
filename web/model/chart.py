"""Your scores as a chart: solo totals over time, side A and B apart, on the titles' bands.

Pure: from the history's entries (:class:`~web.model.stores.history.HistoryEntry`:
seed, side, kind, name, total, id and the local day the game ended, if known;
checked when read) to an SVG, a one-line summary, the daily streak and
a table of the same data (for screen readers: the view renders it as a
``<table>``).

Charted are the games scored by the solo rules (the flows whose ``mode`` is
solo, scripted deals left out), the ones the titles are for; the personal
best is the best of them per side, as the saved games' "Best on side" says.
The streak counts every finished game of a daily challenge's seed, whatever
the way it was played. The title bands come from the engine's table
(``hashi_core.scoring.TITLES``), the top of the scale from its scoring.

``chart(history, lang, width, today)``: ``width`` is the width the chart
gets on the page in CSS pixels (the SVG's units are pixels, so its texts keep
their size): from 720 the two sides stand side by side, below it one above
the other. ``today`` is the daily challenge's day now (the controller's
``challenge_day``): a streak is alive until a day is missed.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from hashi_core import scoring
from hashi_core.board_data import SIDES
from hashi_core.share import daily_seed
from hashi_core.values import Value
from hashi_texts import render
from hashi_texts.formats import format_date, format_int

from ..pictures.svg_markup import FONT, PALETTE, fitted, label, tag, text_width
from .flows import solo_kinds
from .stores.history import MAX_TOTAL, HistoryEntry, day_of

TOP = MAX_TOTAL
DAILY_PREFIX = daily_seed(datetime.date.min).removesuffix(datetime.date.min.isoformat())
MIN_WIDTH, MAX_WIDTH, SIDE_BY_SIDE = 320, 1200, 720
GAP = 16
ASPECT = (0.8, 0.62)  # a panel's height to its width: one above the other, side by side
PAD_LEFT, PAD_RIGHT, PAD_TOP, PAD_BOTTOM = 34, 8, 30, 24
FONT_SIZE = 12  # the labels' size (``svg_markup.label``'s), for the room they take
BAND_FONT = 10
DOTS_UP_TO = 60  # more games than this: the line only
X_TICKS = 5  # at most, on the games' axis
LABEL, LABEL_WITH_YEAR = 56, 84  # room for an axis label, in pixels
RING, RING_STROKE = 7, 3  # the best's ring: radius and stroke (pixels)
DOT = 3.5  # a game's dot: radius (pixels)
BAND_INSET = 4  # a band's title from the panel's edge; halo's width 3: 1.5 each side
STRIP_HEIGHT = 78
STRIP_DAYS = (14, 28)  # days in the streak's strip: narrow, side by side


class Entry:
    """One charted game: its place among them, deal, total, day and id (a plain class: a
    thousand are made per drawing)."""

    __slots__ = ("number", "seed", "side", "total", "day", "id")

    def __init__(
        self,
        number: int,
        seed: str,
        side: str,
        total: int,
        day: datetime.date | None,
        ident: str | None,
    ) -> None:
        self.number, self.seed, self.side, self.total = number, seed, side, total
        self.day, self.id = day, ident


def daily_day(seed: object) -> datetime.date | None:
    """The day of a daily challenge's seed (``share.daily_seed``'s inverse), else None."""
    if not isinstance(seed, str) or not seed.upper().startswith(DAILY_PREFIX):
        return None
    day = day_of(seed[-10:])
    return day if day is not None and daily_seed(day) == seed.upper() else None


def solo_entries(history: Sequence[HistoryEntry]) -> list[Entry]:
    """The entries of games scored by the solo rules, oldest first."""
    charted = solo_kinds()
    out: list[Entry] = []
    for entry in history:
        if entry.kind in charted:
            number = len(out) + 1
            out.append(
                Entry(number, entry.seed.upper(), entry.side, entry.total, entry.date, entry.id)
            )
    return out


class Streak(Value):
    """Daily challenges played on days in a row: now, and the longest run."""

    __slots__ = ("current", "best", "days", "end")
    current: int
    best: int
    days: frozenset[datetime.date]
    end: datetime.date | None  # the strip's last day: today, else the last day played


def streak(history: Sequence[HistoryEntry], today: datetime.date | None = None) -> Streak:
    """The streak of daily challenges in ``history`` (finished games of ``DAY-…`` seeds).

    ``current`` counts back from ``today`` (or yesterday: today's may still
    be played); without ``today``, from the last day played.
    """
    days = frozenset(day for entry in history if (day := daily_day(entry.seed)) is not None)
    played = {day.toordinal() for day in days}
    best = 0
    for first in played:
        if first - 1 not in played:  # a run starts here
            last = first
            while last + 1 in played:
                last += 1
            best = max(best, last - first + 1)
    end = today if today is not None else max(days, default=None)
    current = 0
    if end is not None:
        ordinal = end.toordinal() if end.toordinal() in played else end.toordinal() - 1
        while ordinal in played:
            current += 1
            ordinal -= 1
    return Streak(current, best, days, end)


def best_of(entries: Sequence[Entry]) -> Entry | None:
    """The personal best: the highest total, the first game that reached it."""
    return max(entries, key=lambda e: (e.total, -e.number), default=None)


# -- drawing ------------------------------------------------------------------------------------


class Frame(Value):
    __slots__ = ("x", "y", "width", "height")
    x: float
    y: float
    width: float
    height: float


def layout(width: float) -> tuple[int, list[Frame], Frame]:
    """The chart's width, a panel per side and the streak's strip, for ``width`` pixels."""
    w = int(max(MIN_WIDTH, min(width, MAX_WIDTH)))
    if w >= SIDE_BY_SIDE:
        pw = (w - GAP) / len(SIDES)
        ph = round(pw * ASPECT[1])
        panels = [Frame(i * (pw + GAP), 0, pw, ph) for i in range(len(SIDES))]
        below = ph
    else:
        ph = round(w * ASPECT[0])
        panels = [Frame(0, i * (ph + GAP), w, ph) for i in range(len(SIDES))]
        below = len(SIDES) * ph + (len(SIDES) - 1) * GAP
    return w, panels, Frame(0, below + GAP, w, STRIP_HEIGHT)


def _bands() -> list[tuple[int, int, str]]:
    """Each title's totals, lowest first: (low, high, title key)."""
    out = []
    high = TOP
    for lowest, key in scoring.TITLES:  # highest first
        out.append((lowest, high, key))
        high = lowest - 1
    out.append((0, high, scoring.title(high)))
    return out[::-1]


class Box(Value):
    """A rectangle on the chart (pixels): what a text or a mark covers."""

    __slots__ = ("left", "top", "right", "bottom")
    left: float
    top: float
    right: float
    bottom: float

    def meets(self, other: Box) -> bool:
        return (
            self.left < other.right
            and other.left < self.right
            and self.top < other.bottom
            and other.top < self.bottom
        )


def dot_box(x: float, y: float) -> Box:
    """What a game's dot covers (a pixel's margin round it)."""
    return Box(x - DOT - 1, y - DOT - 1, x + DOT + 1, y + DOT + 1)


def ring_box(x: float, y: float) -> Box:
    """What the best's ring covers, its stroke included."""
    r = RING + RING_STROKE / 2
    return Box(x - r, y - r, x + r, y + r)


def text_box(text: str, x: float, y: float, anchor: str, size: float, bold: bool = False) -> Box:
    """What a one-line text covers (centred on ``y``), its halo included."""
    width = text_width(text, size, bold=bold)
    left = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
    return Box(left - 1.5, y - size / 2 - 1.5, left + width + 1.5, y + size / 2 + 1.5)


def band_label_place(
    text: str,
    band: tuple[float, float],
    left: float,
    right: float,
    ring: Box | None,
    others: Sequence[Box] = (),
) -> tuple[float, float, str] | None:
    """Where a band's title goes (x, y and anchor) in its ``band`` (top and bottom) between
    ``left`` and ``right``: at the panel's right end, in the band's middle, unless the best's
    ``ring`` or one of ``others`` (the best's label, the titles placed already) would cover
    it there; then at the left end; then above or below what is in the way, still in the
    band. None: nowhere clear (the title is left out; the table names every game's title)."""
    top, bottom = band
    middle = (top + bottom) / 2
    ends = [(right - BAND_INSET, "end"), (left + BAND_INSET, "start")]
    avoid = [box for box in (ring, *others) if box is not None]
    heights = [middle]
    for box in avoid:
        heights += [box.top - BAND_FONT / 2 - 2, box.bottom + BAND_FONT / 2 + 2]
    for y in heights:
        for x, anchor in ends:
            box = text_box(text, x, y, anchor, BAND_FONT)
            if not avoid:
                return x, y, anchor
            inside = box.left >= left and box.right <= right
            within = top <= y - BAND_FONT / 2 and y + BAND_FONT / 2 <= bottom
            if inside and within and not any(box.meets(other) for other in avoid):
                return x, y, anchor
    return None


def best_label_place(
    text: str, at: tuple[float, float], panel: Box, dots: Sequence[Box] = ()
) -> tuple[float, float, str, Box]:
    """Where the best's label goes (x, y, anchor and the box it covers): above its ring
    (below it at the panel's top), on the side towards the panel's middle, never out of
    the ``panel``'s sides; where that covers one of the games' ``dots``, the first other
    place that covers none (the other side, then below or above), else the first."""
    bx, by = at
    width = text_width(text, FONT_SIZE, bold=True)
    clear = RING + RING_STROKE / 2 + FONT_SIZE / 2 + 2  # the label's middle off the ring's
    above = by - clear - FONT_SIZE / 2 >= panel.top
    toward_middle = bx > (panel.left + panel.right) / 2
    places = []
    for up in (above, not above):
        for right in (toward_middle, not toward_middle):
            x, anchor = (bx - 10, "end") if right else (bx + 10, "start")
            x = max(x, panel.left + width + 2) if right else min(x, panel.right - width - 2)
            y = by - clear if up else by + clear
            box = text_box(text, x, y, anchor, FONT_SIZE, bold=True)
            if up or box.bottom <= panel.bottom:  # (below, only inside the panel)
                places.append((x, y, anchor, box))
    clear_of_dots = [place for place in places if not any(place[3].meets(d) for d in dots)]
    return (clear_of_dots or places)[0]


def axis_labels(entries: Sequence[Entry], room: float, lang: str) -> list[tuple[int, str]]:
    """The games' axis: (a game's place, its label), as many as fit in ``room`` pixels.

    Days without the year, unless the games span more than one; a game without a
    day is numbered. One label per day: games of one day share the first's.
    """
    count = len(entries)
    years = {day.year for e in (entries[0], entries[-1]) if (day := e.day)}
    fit = max(2, min(X_TICKS, int(room // (LABEL_WITH_YEAR if len(years) > 1 else LABEL))))
    ticks = sorted({round(k * (count - 1) / (fit - 1)) for k in range(fit)})
    out: list[tuple[int, str]] = []
    shown: set[str] = set()
    for index in ticks:
        day = entries[index].day
        text = format_date(day, lang, len(years) > 1) if day else format_int(index + 1, lang)
        if text not in shown:
            shown.add(text)
            out.append((index, text))
    return out


def _panel(frame: Frame, side: str, entries: Sequence[Entry], lang: str) -> str:
    px, py = frame.x + PAD_LEFT, frame.y + PAD_TOP
    pw, ph = frame.width - PAD_LEFT - PAD_RIGHT, frame.height - PAD_TOP - PAD_BOTTOM
    lowest_title = min(lowest for lowest, _ in scoring.TITLES)
    low = min([lowest_title - 10, *(e.total for e in entries)]) // 10 * 10
    span = TOP - low + 1  # each total is one unit tall: total t spans t-0.5 .. t+0.5
    count = len(entries)

    def y_of(total: float) -> float:
        return py + ph - (total - low + 0.5) / span * ph

    def x_of(index: int) -> float:
        return px + pw / 2 if count == 1 else px + 8 + index * (pw - 16) / (count - 1)

    best = best_of(entries)
    best_at = 0 if best is None else entries.index(best)
    ring = None if best is None else ring_box(x_of(best_at), y_of(best.total))
    # The best's label first: the bands' titles keep clear of it and of each other.
    best_text = (
        "" if best is None else render("chart.best", lang, total=format_int(best.total, lang))
    )
    best_place = None
    # The games' dots, where they are drawn: the labels keep clear of them (the best's too).
    dots = [dot_box(x_of(i), y_of(e.total)) for i, e in enumerate(entries)]
    dots = dots if count <= DOTS_UP_TO else []
    placed: list[Box] = []
    if best is not None:
        at, panel = (x_of(best_at), y_of(best.total)), Box(px, py, px + pw, py + ph)
        best_place = best_label_place(best_text, at, panel, dots)
        placed.append(best_place[3])
    placed += dots
    heading = render(f"ui.side_{side.lower()}", lang)
    out = [label(heading, px, frame.y + FONT_SIZE + 6, colour="ink", size=FONT_SIZE + 2, bold=True)]
    for index, (lo, hi, key) in enumerate(_bands()):
        lo = max(lo, low)
        if lo > hi:
            continue
        top, bottom = y_of(hi + 0.5), y_of(lo - 0.5)
        fill = PALETTE["sea" if index % 2 else "island"]
        out.append(tag("rect", x=px, y=top, width=pw, height=bottom - top, fill=fill))
        # (An empty panel says so across its middle instead: the titles would cross it.)
        if entries and bottom - top >= BAND_FONT + 1:
            title = render(f"title.{key}", lang)
            place = band_label_place(title, (top, bottom), px, px + pw, ring, placed)
            if place is None:
                continue
            x, y, anchor = place
            placed.append(text_box(title, x, y, anchor, BAND_FONT))
            out.append(
                label(
                    title,
                    x,
                    y,
                    anchor,
                    size=BAND_FONT,
                    dominant_baseline="central",
                    halo=fill,
                )
            )
    out.append(tag("rect", x=px, y=py, width=pw, height=ph, fill="none", stroke=PALETTE["dots"]))
    for total in range(low, TOP + 1, 10):
        y = y_of(total)
        out.append(tag("line", x1=px - 4, y1=y, x2=px, y2=y, stroke=PALETTE["dots"]))
        out.append(label(format_int(total, lang), px - 6, y, "end", dominant_baseline="central"))
    if best is None:
        empty = render("chart.side_empty", lang)
        size = fitted(empty, pw - 8, FONT_SIZE)
        middle = label(empty, px + pw / 2, py + ph / 2, "middle", colour="ink", size=size)
        return "".join([*out, middle])

    for index, text in axis_labels(entries, pw, lang):
        anchor = "middle"
        if count > 1 and index in (0, count - 1):
            anchor = "start" if index == 0 else "end"
        out.append(label(text, x_of(index), py + ph + FONT_SIZE + 6, anchor))
    points = " ".join(f"{x_of(i):.1f},{y_of(e.total):.1f}" for i, e in enumerate(entries))
    width = 2 if count <= DOTS_UP_TO else 1.2
    out.append(
        tag(
            "polyline",
            points=points,
            fill="none",
            stroke=PALETTE["accent"],
            stroke_width=width,
            stroke_linejoin="round",
        )
    )
    if count <= DOTS_UP_TO:
        for i, e in enumerate(entries):
            hint = tag(
                "title",
                escape(render("chart.point", lang, seed=e.seed, side=e.side, total=e.total)),
            )
            out.append(
                tag("circle", hint, cx=x_of(i), cy=y_of(e.total), r=DOT, fill=PALETTE["accent"])
            )
    bx, by = x_of(best_at), y_of(best.total)
    out.append(
        tag(
            "circle",
            cx=bx,
            cy=by,
            r=RING,
            fill="none",
            stroke=PALETTE["legal"],
            stroke_width=RING_STROKE,
            class_="chart-best",
        )
    )
    assert best_place is not None
    x, y, anchor, _ = best_place
    out.append(
        label(
            best_text,
            x,
            y,
            anchor,
            colour="legal",
            bold=True,
            halo=PALETTE["island"],
            dominant_baseline="central",
        )
    )
    return "".join(out)


def streak_text(run: Streak, lang: str) -> str:
    if not run.days:
        return render("chart.no_daily", lang)
    current, best = format_int(run.current, lang), format_int(run.best, lang)
    return render("chart.streak", lang, number=current, best=best)


def _strip(frame: Frame, run: Streak, lang: str) -> str:
    """The streak in words, then the last days as squares (filled: a daily challenge played)."""
    text = streak_text(run, lang)
    size = fitted(text, frame.width, FONT_SIZE + 2, bold=True)
    out = [label(text, 0, frame.y + FONT_SIZE + 2, colour="ink", size=size, bold=True)]
    if run.end is None:
        return "".join(out)
    count = STRIP_DAYS[frame.width >= SIDE_BY_SIDE]
    cell = min(22.0, frame.width / count)
    size = cell - 4
    top = frame.y + FONT_SIZE + 12
    first = run.end - datetime.timedelta(days=count - 1)
    for k in range(count):
        day = first + datetime.timedelta(days=k)
        played = day in run.days
        key = "chart.day_played" if played else "chart.day_missed"
        hint = tag("title", escape(render(key, lang, date=format_date(day, lang))))
        out.append(
            tag(
                "rect",
                hint,
                x=k * cell,
                y=top,
                width=size,
                height=size,
                rx=3,
                fill=PALETTE["accent" if played else "island"],
                stroke=PALETTE["accent" if played else "dots"],
                data_played=str(played).lower(),
            )
        )
    for k, anchor in ((0, "start"), (count - 1, "end")):
        day = first + datetime.timedelta(days=k)
        x = k * cell + (0 if anchor == "start" else size)
        out.append(label(format_date(day, lang, year=False), x, top + size + FONT_SIZE + 4, anchor))
    return "".join(out)


def summary(entries: Sequence[Entry], lang: str) -> str:
    """The chart in one line: how many games, and the best on each side."""
    parts = [render("chart.games", lang, count=len(entries), number=format_int(len(entries), lang))]
    for side in SIDES:
        best = best_of([e for e in entries if e.side == side])
        if best is not None:
            parts.append(render("ui.best", lang, side=side, total=format_int(best.total, lang)))
    return " \u00b7 ".join(parts)


@dataclass(frozen=True)
class ChartRow:
    """A game's row of the chart's table: its save's id, whether it is its side's best."""

    id: str | None
    best: bool
    cells: tuple[str, ...]


@dataclass(frozen=True)
class ChartTable:
    """The chart's data as a table (the chart told in words, for a screen reader)."""

    caption: str
    head: tuple[str, ...]
    rows: tuple[ChartRow, ...]


@dataclass(frozen=True)
class StreakShown:
    """The daily challenges' run as the screen tells it."""

    current: int
    best: int
    text: str


@dataclass(frozen=True)
class Chart:
    """Everything the history screen shows of the player's scores."""

    svg: str
    summary: str
    empty: bool
    empty_text: str
    streak: StreakShown
    table: ChartTable


def table(entries: Sequence[Entry], lang: str) -> ChartTable:
    """The chart's data as a table: caption, column heads, a row per game (oldest first)."""
    bests = {side: best_of([e for e in entries if e.side == side]) for side in SIDES}
    titles: dict[int, str] = {}  # each total's title, rendered once
    note = render("chart.personal_best", lang)
    rows = []
    for e in entries:
        best = bests[e.side] is e
        shown = titles.get(e.total)
        if shown is None:
            shown = titles[e.total] = render(f"title.{scoring.title(e.total)}", lang)
        cells = (
            format_int(e.number, lang),
            format_date(e.day, lang) if e.day else "\u2014",
            e.seed,
            e.side,
            format_int(e.total, lang),
            shown,
            note if best else "",
        )
        rows.append(ChartRow(e.id, best, cells))
    head = tuple(
        render(key, lang)
        for key in (
            "chart.col_game",
            "chart.col_date",
            "ui.seed",
            "ui.side",
            "ui.standing_total",
            "chart.col_title",
            "chart.col_note",
        )
    )
    return ChartTable(render("chart.caption", lang), head, tuple(rows))


def chart(
    history: Sequence[HistoryEntry],
    lang: str,
    width: float = SIDE_BY_SIDE,
    today: datetime.date | None = None,
) -> Chart:
    """Everything the history screen shows of the player's scores, in ``lang``."""
    entries = solo_entries(history)
    run = streak(history, today)
    w, panels, strip = layout(width)
    height = strip.y + strip.height
    text = summary(entries, lang)
    body = [tag("rect", width=w, height=height, fill=PALETTE["island"])]
    for side, frame in zip(SIDES, panels, strict=True):
        body.append(_panel(frame, side, [e for e in entries if e.side == side], lang))
    body.append(_strip(strip, run, lang))
    svg = tag(
        "svg",
        "".join(body),
        class_="chart",
        viewBox=f"0 0 {w} {round(height)}",
        role="img",
        aria_label=text,
        font_family=FONT,
        xmlns="http://www.w3.org/2000/svg",
    )
    return Chart(
        svg,
        text,
        not entries,
        render("chart.empty", lang) if not entries else "",
        StreakShown(run.current, run.best, streak_text(run, lang)),
        table(entries, lang),
    )
