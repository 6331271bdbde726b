"""Pictures and taps the mutation run (``python3 -m tests.mutate_page``) found unchecked."""

from __future__ import annotations

import datetime
import random
import xml.etree.ElementTree as ET

from hashi_texts.formats import format_date
from web.pictures.board_drawing import Drawing, draw_board
from web.pictures.svg_markup import PALETTE
from web.ui.gestures import NEAR_PX, Point

from .helpers import random_game
from .test_chart import DAY, SVG, chart, days


def test_the_streaks_squares_are_dated_under_the_first_and_the_last() -> None:
    root = ET.fromstring(chart(days("2026-01-25"), "en", 390, today=DAY).svg)
    squares = [r for r in root.iter(SVG + "rect") if r.get("data-played")]
    first = DAY - datetime.timedelta(days=len(squares) - 1)
    shown = [t.text for t in root.iter(SVG + "text")]
    assert shown[-2:] == [format_date(d, "en", year=False) for d in (first, DAY)]


def test_two_taps_within_the_distance_each_way_are_near_and_no_further() -> None:
    here = Point(100.0, 100.0)
    assert here.near(Point(100.0 + NEAR_PX, 100.0 - NEAR_PX))
    assert not here.near(Point(100.0 + NEAR_PX + 1, 100.0))
    assert not here.near(Point(100.0, 100.0 - NEAR_PX - 1))


def test_only_the_island_written_this_round_is_drawn_fresh() -> None:
    game = random_game("FRESH1", "A", random.Random(5), rounds=3)
    sheet = game.players[0].sheet
    island = next(i.id for i in game.board.islands if not sheet.is_finished(i.id))
    drawing = Drawing("still", label="label", fresh_island=island)
    root = ET.fromstring(draw_board(game.board, sheet, drawing))
    fresh = {
        g.get("data-still-island")
        for g in root.iter(SVG + "g")
        if any(c.get("fill") == PALETTE["fresh"] for c in g.iter(SVG + "circle"))
    }
    assert fresh == {str(island)}
