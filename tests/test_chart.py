"""The scores chart: solo totals per side on the titles' bands, the best, the streak, the table."""

from __future__ import annotations

import datetime
import random
import re
import xml.etree.ElementTree as ET

import pytest

from hashi_core import scoring
from hashi_core.scoring import TITLES
from hashi_core.share import daily_seed
from hashi_texts import render
from web.model import chart as charts
from web.model.chart import StreakShown, daily_day, layout
from web.model.stores.history import entries_of

SVG = "{http://www.w3.org/2000/svg}"
DAY = datetime.date(2026, 1, 27)


# The chart takes the history as the store reads it: each stored entry checked once.


def chart(history: list, *args: object, **kwargs: object) -> dict:
    return charts.chart(entries_of(history), *args, **kwargs)  # type: ignore[arg-type]


def streak(history: list, today: datetime.date | None = None) -> charts.Streak:
    return charts.streak(entries_of(history), today)


def solo_entries(history: list) -> list[charts.Entry]:
    return charts.solo_entries(entries_of(history))


def entry(total: int, side: str = "A", kind: str = "solo", **more: object) -> dict:
    return {"seed": "K7QX2M", "side": side, "kind": kind, "name": "Ana", "total": total, **more}


def daily(day: datetime.date, kind: str = "challenge") -> dict:
    return {**entry(40, kind=kind), "seed": daily_seed(day)}


def panels(svg: str) -> list[ET.Element]:
    root = ET.fromstring(svg)
    return [e for e in root if e.tag == SVG + "polyline"]


def texts(svg: str) -> list[str]:
    return [t.text or "" for t in ET.fromstring(svg).iter(SVG + "text")]


def test_no_games_draws_two_empty_panels_and_an_empty_table():
    found = chart([], "en", 1024)
    assert found.empty and found.empty_text == render("chart.empty", "en")
    assert panels(found.svg) == []
    assert texts(found.svg).count(render("chart.side_empty", "en")) == 2
    assert found.table.rows == () and len(found.table.head) == 7
    assert found.streak == StreakShown(0, 0, "No daily challenge played yet.")
    assert found.summary == "0 solo games"


def test_one_game_is_a_dot_marked_as_the_best():
    found = chart([entry(47, "B", id="K7QX2M.B.solo.1")], "en", 1024)
    root = ET.fromstring(found.svg)
    dots = [c for c in root.iter(SVG + "circle") if c.find(SVG + "title") is not None]
    assert len(dots) == 1
    assert dots[0].find(SVG + "title").text == "Seed K7QX2M, side B: 47 points"
    best = [c for c in root.iter(SVG + "circle") if c.get("class") == "chart-best"]
    assert [(b.get("cx"), b.get("cy")) for b in best] == [(dots[0].get("cx"), dots[0].get("cy"))]
    assert "Best: 47" in texts(found.svg)
    assert texts(found.svg).count(render("chart.side_empty", "en")) == 1
    # The titles' bands are named on the panel with a game only: on the empty one the
    # names would cross its message.
    titles = {render(f"title.{key}", "en") for _, key in scoring.TITLES}
    assert titles & set(texts(found.svg))
    assert not titles & set(texts(chart([], "en", 390).svg))
    (row,) = found.table.rows
    assert row.id == "K7QX2M.B.solo.1" and row.best
    assert row.cells[2:] == ("K7QX2M", "B", "47", "Concrete pourer", "Personal best")
    assert found.summary == "1 solo game \u00b7 Best on side B: 47"


def test_the_best_is_the_highest_total_of_each_side_first_reached():
    history = [entry(30), entry(52), entry(44, "B"), entry(52), entry(50, "B"), entry(12)]
    found = chart(history, "en", 390)
    best = [r.cells[0] for r in found.table.rows if r.best]
    assert best == ["2", "5"]
    assert found.summary == "6 solo games \u00b7 Best on side A: 52 \u00b7 Best on side B: 50"
    assert {"Best: 52", "Best: 50"} <= set(texts(found.svg))


def test_only_solo_games_are_charted_and_hostile_entries_are_left_out():
    history = [
        entry(40),
        entry(41, kind="party"),
        entry(42, kind="challenge"),
        entry(43, kind="tutorial"),
        "not a dict",
        None,
        entry("44"),
        entry(True),
        entry(10**9),
        entry(-1),
        entry(45, side="C"),
        entry(46, kind=["solo"]),
        {**entry(47), "seed": "<script>"},
        {**entry(48), "date": "<b>2026-01-01</b>"},
    ]
    found = solo_entries(history)
    assert [e.total for e in found] == [40, 48]
    assert found[1].day is None
    svg = chart(history, "en", 800).svg
    assert "<script" not in svg and "<b>" not in svg
    ET.fromstring(svg)  # well-formed


def test_a_thousand_games_draw_as_lines_with_grouped_counts():
    rng = random.Random(1)
    start = datetime.date(2023, 1, 1)
    history = [
        entry(
            rng.randint(20, 60),
            rng.choice("AB"),
            date=(start + datetime.timedelta(days=i)).isoformat(),
            id=f"S{i}.A.solo.1",
        )
        for i in range(1000)
    ]
    found = chart(history, "en", 1024)
    lines = panels(found.svg)
    assert sum(len(p.get("points").split()) for p in lines) == 1000
    assert not [c for c in ET.fromstring(found.svg).iter(SVG + "circle") if c.find(SVG + "title")]
    assert found.summary.startswith("1,000 solo games")
    assert chart(history, "es", 1024).summary.startswith("1000 partidas")
    assert chart(history, "it", 1024).summary.startswith("1000 partite")
    assert chart(history, "pt", 1024).summary.startswith("1000 ")
    assert chart(history, "pl", 1024).summary.startswith("1000 gier")
    assert len(found.table.rows) == 1000
    assert found.table.rows[-1].cells[:2] == ("1,000", "9/26/2025")


def test_the_bands_are_the_engines_titles(monkeypatch):
    def labels() -> set[str]:
        shown = set(texts(chart([entry(45)], "en", 1024).svg))
        return {key for key in all_titles if render(f"title.{key}", "en") in shown}

    all_titles = [key for _, key in TITLES] + ["minion"]
    # Every title two totals wide or more is named on its band (one total is too thin).
    assert labels() == set(all_titles) - {"island_god", "master_bridge_builder"}
    monkeypatch.setattr(scoring, "TITLES", ((50, "island_god"),))
    assert labels() == {"island_god", "minion"}


def test_the_layout_fits_a_phone_and_a_tablet():
    width, (a, b), strip = layout(390)
    assert width == 390 and a.x == b.x == 0 and b.y > a.y + a.height
    assert strip.y > b.y + b.height
    width, (a, b), strip = layout(1024)
    assert width == 1024 and a.y == b.y and b.x > a.x + a.width
    assert layout(100)[0] == 320 and layout(5000)[0] == 1200
    svg = ET.fromstring(chart([entry(40)], "en", 390).svg)
    w, h = map(float, svg.get("viewBox").split()[2:])
    assert w == 390 and 1.0 < h / w < 2.0  # taller than wide on a phone, never a sliver
    svg = ET.fromstring(chart([entry(40)], "en", 1024).svg)
    w, h = map(float, svg.get("viewBox").split()[2:])
    assert h / w < 0.6  # beside each other on a tablet


@pytest.mark.parametrize(
    ("lang", "label"),
    [("en", "3/5"), ("es", "5/3"), ("pt", "05/03"), ("it", "05/03"), ("pl", "5.03")],
)
def test_dates_on_the_axis_are_in_the_languages_form(lang, label):
    history = [entry(40, date="2026-02-01"), entry(44, date="2026-03-05")]
    assert label in texts(chart(history, lang, 1024).svg)


def test_without_dates_the_axis_counts_games():
    found = texts(chart([entry(40), entry(41), entry(42)], "en", 1024).svg)
    assert {"1", "2", "3"} <= set(found)


def test_games_of_one_day_share_one_date_label():
    history = [entry(40, date="2026-03-05"), entry(44, date="2026-03-05")]
    assert texts(chart(history, "en", 1024).svg).count("3/5") == 1
    # Many games on a few days: each day on the axis once at most, in order.
    history = [entry(40 + i % 9, date=f"2026-03-0{1 + i // 7}") for i in range(30)]
    found = charts.axis_labels(solo_entries(history), 400, "en")
    labels = [text for _, text in found]
    assert len(labels) == len(set(labels)) > 1
    assert [i for i, _ in found] == sorted(i for i, _ in found)
    assert found[0] == (0, "3/1")


def band_labels_and_rings(svg: str) -> list[tuple[list[charts.Box], charts.Box]]:
    """Each panel's title labels' boxes and its best's ring's box, read from the drawing."""
    keys = [key for _, _, key in charts._bands()]
    titles = {render(f"title.{key}", lang) for key in keys for lang in ("en", "it", "pl")}
    root = ET.fromstring(svg)
    rings = [
        charts.ring_box(float(c.get("cx")), float(c.get("cy")))
        for c in root.iter(SVG + "circle")
        if c.get("class") == "chart-best"
    ]
    labels = [
        charts.text_box(
            t.text, float(t.get("x")), float(t.get("y")), t.get("text-anchor"), charts.BAND_FONT
        )
        for t in root.iter(SVG + "text")
        if t.text in titles and t.get("font-size") == str(charts.BAND_FONT)
    ]
    # The panels are apart (side by side or one above the other): a label is its ring's.
    return [
        ([b for b in labels if min(abs(b.left - r.left), abs(b.top - r.top)) < 500], r)
        for r in rings
    ]


@pytest.mark.parametrize("width", [320, 390, 720, 1024])
@pytest.mark.parametrize("lang", ["en", "it", "pl"])
def test_the_newest_games_best_ring_never_covers_a_bands_title(width, lang):
    for best in range(24, charts.TOP + 1, 3):
        for count in (1, 2, 5, 12):
            history = [entry(20 + i) for i in range(count - 1)] + [entry(best)]
            found = band_labels_and_rings(chart(history, lang, width).svg)
            for labels, ring in found:
                assert labels, (best, count)
                assert not [b for b in labels if b.meets(ring)], (best, count, width)


@pytest.mark.parametrize("width", [320, 360, 390, 844, 1024])
def test_the_bests_label_never_covers_a_games_dot(width):
    """(Q53: with 30 games, "Best: 60" hid half of the 56 beside it.)"""
    rng = random.Random(53)
    for _ in range(12):
        count = rng.randint(2, charts.DOTS_UP_TO)
        history = [entry(rng.randint(14, 60)) for _ in range(count)]
        root = ET.fromstring(chart(history, "en", width).svg)
        dots = [
            charts.dot_box(float(c.get("cx")), float(c.get("cy")))
            for c in root.iter(SVG + "circle")
            if c.get("r") == str(charts.DOT) and c.get("class") != "chart-best"
        ]
        best = render("chart.best", "en", total=max(e["total"] for e in history))
        (text,) = [t for t in root.iter(SVG + "text") if t.text == best]
        box = charts.text_box(
            best,
            float(text.get("x")),
            float(text.get("y")),
            text.get("text-anchor"),
            charts.FONT_SIZE,
            bold=True,
        )
        assert not [d for d in dots if box.meets(d)], (width, count)


def test_a_bands_title_moves_only_when_the_ring_is_in_its_way():
    place = charts.band_label_place
    ring = charts.ring_box(292, 100)
    assert place("Builder", (30, 50), 0, 300, ring) == (296, 40, "end")
    assert place("Builder", (90, 110), 0, 300, ring) == (4, 100, "start")
    # A long title and the ring in the middle of a narrow panel: above or below the ring,
    # in its band; left out where the band has no room clear of the ring.
    long = "Pianificatore professionista"
    ring = charts.ring_box(139, 100)
    x, y, anchor = place(long, (60, 140), 0, 278, ring)
    assert (x, anchor) == (274, "end") and y + 5 <= ring.top
    assert not charts.text_box(long, x, y, anchor, charts.BAND_FONT).meets(ring)
    assert place(long, (90, 110), 0, 278, ring) is None


# -- the daily streak -----------------------------------------------------------------------------


def days(*dates: str) -> list[dict]:
    return [daily(datetime.date.fromisoformat(d)) for d in dates]


def test_a_streak_runs_across_month_and_year_ends():
    run = streak(days("2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"), DAY)
    assert (run.current, run.best) == (0, 4)
    run = streak(days("2026-02-27", "2026-02-28", "2026-03-01"), datetime.date(2026, 3, 1))
    assert (run.current, run.best) == (3, 3)


def test_a_gap_breaks_the_streak_and_today_may_still_be_played():
    history = days("2026-01-20", "2026-01-21", "2026-01-23", "2026-01-25", "2026-01-26")
    assert (streak(history, DAY).current, streak(history, DAY).best) == (2, 2)
    assert streak(history, datetime.date(2026, 1, 28)).current == 0
    assert streak(history + days("2026-01-27"), DAY).current == 3
    assert streak(history).current == 2  # no clock: counted back from the last day played


def test_the_streak_counts_each_day_once_and_only_daily_seeds():
    history = [
        *days("2026-01-26", "2026-01-26"),
        daily(datetime.date(2026, 1, 25), kind="solo"),
        {**entry(40), "seed": "DAY-2026-02-30"},
        {**entry(40), "seed": "DAY-2026-1-24"},
        {**entry(40), "seed": "XDAY-2026-01-24"},
        {**entry(40), "seed": ["DAY-2026-01-24"]},
    ]
    run = streak(history, DAY)
    assert (run.current, run.best) == (2, 2)
    assert daily_day("day-2026-01-24") == datetime.date(2026, 1, 24)
    assert daily_day("DAY-2026-13-01") is None


def test_the_streak_is_drawn_as_the_last_days():
    history = days("2026-01-25", "2026-01-26")
    found = chart(history, "en", 390, today=DAY)
    assert found.streak == StreakShown(2, 2, "Daily challenges in a row: 2 (best: 2)")
    squares = [r for r in ET.fromstring(found.svg).iter(SVG + "rect") if r.get("data-played")]
    assert len(squares) == 14
    assert [r.get("data-played") for r in squares[-3:]] == ["true", "true", "false"]
    assert squares[-1].find(SVG + "title").text == "1/27/2026: not played"
    wide = chart(history, "pl", 1024, today=DAY)
    assert (
        len([r for r in ET.fromstring(wide.svg).iter(SVG + "rect") if r.get("data-played")]) == 28
    )
    assert wide.streak.text == "Wyzwania dnia z rzędu: 2 (rekord: 2)"


@pytest.mark.parametrize("lang", ["en", "es", "pt", "it", "pl"])
def test_every_text_of_the_chart_is_in_the_language(lang):
    history = [entry(40 + i, "AB"[i % 2], date=f"2026-01-{i + 1:02d}") for i in range(9)]
    found = chart([*history, *days("2026-01-09")], lang, 800, today=DAY)
    shown = [
        *texts(found.svg),
        found.summary,
        found.streak.text,
        found.table.caption,
        *found.table.head,
        *(cell for row in found.table.rows for cell in row.cells),
        ET.fromstring(found.svg).get("aria-label"),
    ]
    assert not [t for t in shown if re.search(r"\b(chart|ui|title)\.\w+", t)]


def chart_boxes(svg: str) -> list[tuple[str, charts.Box]]:
    """The boxes of the bands' titles, the best's label and its ring, read from the drawing
    (shrunk by a hair: two boxes that only touch do not overlap)."""
    root = ET.fromstring(svg)
    out = []
    for t in root.iter(SVG + "text"):
        if t.get("dominant-baseline") != "central":
            continue  # (the axes' labels: outside the panel's plot)
        size, bold = float(t.get("font-size")), t.get("font-weight") == "bold"
        x, y = float(t.get("x")), float(t.get("y"))
        box = charts.text_box(t.text, x, y, t.get("text-anchor"), size, bold)
        out.append((t.text, box))
    for c in root.iter(SVG + "circle"):
        if c.get("class") == "chart-best":
            out.append(("ring", charts.ring_box(float(c.get("cx")), float(c.get("cy")))))
    hair = 0.01
    return [
        (n, charts.Box(b.left + hair, b.top + hair, b.right - hair, b.bottom - hair))
        for n, b in out
    ]


@pytest.mark.parametrize("width", [320, 390, 720])
def test_a_bands_title_never_covers_a_games_dot(width):
    """Six games whose dots run along the titles' right ends (a phone's history, Q20): each
    title moves off them, or is left out (the table names every game's title)."""
    titles = {render(f"title.{key}", "en") for _, key in scoring.TITLES}
    for history in (
        [entry(t) for t in (41, 43, 46, 41, 44, 42)],
        [entry(40 + i) for i in range(12)],
    ):
        root = ET.fromstring(chart(history, "en", width).svg)
        dots = [
            charts.dot_box(float(c.get("cx")), float(c.get("cy")))
            for c in root.iter(SVG + "circle")
            if c.get("class") != "chart-best"
        ]
        assert len(dots) >= len(history)  # (both sides' panels: side A's games)
        covering = [
            name
            for name, box in chart_boxes(chart(history, "en", width).svg)
            if name in titles and any(box.meets(dot) for dot in dots)
        ]
        assert covering == [], (width, covering)


@pytest.mark.parametrize("width", [320, 390, 720, 1024])
@pytest.mark.parametrize("lang", ["en", "it", "pl"])
def test_the_best_label_its_ring_and_the_bands_titles_never_overlap(width, lang):
    best_label = render("chart.best", lang, total="").strip()
    for best in range(24, charts.TOP + 1, 3):
        for count in (1, 2, 5, 12):
            history = [entry(20 + i) for i in range(count - 1)] + [entry(best)]
            found = chart_boxes(chart(history, lang, width).svg)
            assert sum(1 for name, _ in found if name.startswith(best_label)) == 1
            clashes = [
                (a, b)
                for i, (a, box) in enumerate(found)
                for b, other in found[i + 1 :]
                if box.meets(other)
            ]
            assert clashes == [], (best, count)
