"""The one board drawer: every use draws through it and they agree; each of its options."""

from __future__ import annotations

import random
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

import pytest

from hashi_core import Record
from hashi_core.sheet import Sheet
from hashi_texts import render
from web.lessons.figures import FigureBoard, figure_svg, figures
from web.model import replay
from web.pictures import board_drawing, picture
from web.pictures import render as page_board
from web.pictures.board_drawing import BRIDGE_GAP, Drawing, draw_board, frame, island_xy
from web.pictures.svg_markup import PALETTE

from .helpers import random_game
from .page_board import board_state

SVG = "{http://www.w3.org/2000/svg}"
ROUNDS = 9


@contextmanager
def calls(function: Callable[..., Any]) -> Iterator[list[FrameType]]:
    """The frames of every call to ``function`` made inside the block (by anyone)."""
    seen: list[FrameType] = []
    code = function.__code__

    def profile(frame: FrameType, event: str, arg: object) -> None:
        if event == "call" and frame.f_code is code:
            seen.append(frame)

    sys.setprofile(profile)
    try:
        yield seen
    finally:
        sys.setprofile(None)


@pytest.fixture(scope="module")
def game():
    return random_game("DRAWN1", "A", random.Random(11), rounds=ROUNDS)


def groups(root: ET.Element, key: str) -> dict[str, ET.Element]:
    return {g.get(key): g for g in root.iter(f"{SVG}g") if g.get(key)}


def body_centre(g: ET.Element) -> tuple[str, str]:
    (body,) = [c for c in g.iter(f"{SVG}circle") if c.get("r") == "22"]
    return body.get("cx"), body.get("cy")


def strokes(g: ET.Element) -> list[tuple[str, ...]]:
    """A line's bridge strokes' ends (the dotted line, and the page's hit line, left out)."""
    return sorted(
        tuple(ln.get(k) for k in ("x1", "y1", "x2", "y2"))
        for ln in g.iter(f"{SVG}line")
        if ln.get("class", "bridge").startswith("bridge") and ln.get("stroke") != PALETTE["dots"]
    )


def seen_by(root: ET.Element, prefix: str) -> dict[str, Any]:
    """What a drawing shows of the position: bridges, numbers and finished per element,
    island centres; its attributes named ``data-<prefix>...``."""
    lines = groups(root, f"data-{prefix}line")
    islands = groups(root, f"data-{prefix}island")
    return {
        "bridges": {k: g.get(f"data-{prefix}bridges") for k, g in lines.items()},
        "numbers": {k: g.get(f"data-{prefix}number") for k, g in islands.items()},
        "finished": {k: g.get(f"data-{prefix}finished") for k, g in islands.items()},
        "centres": {k: body_centre(g) for k, g in islands.items()},
    }


def test_every_use_draws_one_position_with_the_one_drawer_and_they_agree(game):
    sheet = game.players[0].sheet
    seat = replay.Seat(replay.Replay(Record.of(game).to_dict()), 0)
    uses: dict[str, Callable[[], str]] = {
        "page": lambda: page_board.board_svg(game.board),
        "replay": lambda: replay.seat_svg(seat, ROUNDS, "en"),
        "picture": lambda: picture.picture_svg(game, 0, "en"),
        "figure": lambda: figure_svg(FigureBoard("game", game.board, sheet, (), {}), "A game"),
        "thumbnail": lambda: page_board.board_thumbnail(game, 0),
    }
    drawn = {}
    for use, draw in uses.items():
        with calls(draw_board) as seen:
            drawn[use] = ET.fromstring(draw())
        assert len(seen) == 1, use
        assert seen[0].f_locals["board"] is game.board, use

    # The page draws the board once and then sets each element's state, as the glue does.
    page = drawn["page"]
    state = board_state(game, 0, None, playable=False)
    for (kind, ident), attrs in state.items():
        (g,) = [g for g in page.iter(f"{SVG}g") if g.get(f"data-{kind}") == str(ident)]
        for name, value in attrs.items():
            if name.startswith("data-"):
                g.set(name, value)
    still = next(e for e in drawn["picture"].iter(f"{SVG}svg") if e.get("class") == "still")
    views = {
        "page": seen_by(page, ""),
        "page, drawn at the position": seen_by(
            ET.fromstring(draw_board(game.board, sheet, Drawing("play"))), ""
        ),
        "replay": seen_by(drawn["replay"], "still-"),
        "picture": seen_by(still, "still-"),
        "figure": seen_by(drawn["figure"], "fig-"),
    }
    expected = {
        "bridges": {lid: str(sheet.bridges.get(lid, 0)) for lid in game.board.lines},
        "numbers": {str(i.id): str(sheet.numbers.get(i.id, "")) for i in game.board.islands},
        "finished": {str(i.id): str(sheet.is_finished(i.id)).lower() for i in game.board.islands},
        "centres": {
            str(i.id): tuple(map(str, island_xy(game.board, i.id))) for i in game.board.islands
        },
    }
    assert any(n != "0" for n in expected["bridges"].values())
    for use, view in views.items():
        assert view == expected, use
    # The drawn bridges lie at the same places in the figure and the still pictures.
    figure_lines = groups(drawn["figure"], "data-fig-line")
    for other in (drawn["replay"], still):
        assert {k: strokes(g) for k, g in groups(other, "data-still-line").items()} == {
            k: strokes(g) for k, g in figure_lines.items()
        }
    # (A thumbnail sits in the page's HTML: no namespace of its own.)
    thumb = {c.get("cx") + "," + c.get("cy") for c in drawn["thumbnail"].iter("circle")}
    assert thumb == {",".join(c) for c in expected["centres"].values()}


@pytest.mark.parametrize(
    ("style", "root"),
    [
        ("play", {"data-board": "A", "role": "group"}),
        ("figure", {"class": "figure-board", "role": "img"}),
        ("still", {"class": "still", "data-still-board": "A", "role": "img"}),
        ("thumb", {"class": "thumb", "aria-hidden": "true"}),
    ],
)
def test_each_style_draws_its_own_frame_at_the_boards_size(game, style, root):
    svg = ET.fromstring(draw_board(game.board, game.players[0].sheet, Drawing(style)))
    assert {k: svg.get(k) for k in root} == root
    width, height = frame(game.board)
    assert svg.get("viewBox") == f"0 0 {width} {height}"
    focusable = [e for e in svg.iter() if e.get("tabindex") is not None]
    assert len(focusable) == (len(game.board.lines) + len(game.board.islands)) * (style == "play")


def test_no_sheet_is_the_empty_sheet(game):
    for style in board_drawing.STYLES:
        empty = draw_board(game.board, Sheet(game.board), Drawing(style))
        assert draw_board(game.board, None, Drawing(style)) == empty
        assert draw_board(game.board, game.players[0].sheet, Drawing(style)) != empty


def test_the_page_style_writes_the_state_it_is_given_and_names_it(game):
    sheet = game.players[0].sheet
    root = ET.fromstring(draw_board(game.board, sheet, Drawing("play", lang="pl")))
    lid, count = next(iter(sheet.bridges.items()))
    line = groups(root, "data-line")[lid]
    assert line.get("data-bridges") == str(count)
    a, b = lid.split("-")
    assert line.get("aria-label") == render("ui.line_label", "pl", a=a, b=b, bridges=count)
    island, number = next(iter(sheet.numbers.items()))
    g = groups(root, "data-island")[str(island)]
    assert g.get("data-number") == g.find(f"{SVG}text").text == str(number)
    assert render("ui.island_number", "pl", number=number) in g.get("aria-label")
    assert root.get("aria-label") == render("ui.board_label", "pl", side="A")


def test_the_label_names_the_picture_escaped(game):
    for style in ("play", "figure", "still"):
        svg = draw_board(game.board, None, Drawing(style, label='<b>"A" & B</b>'))
        assert ET.fromstring(svg).get("aria-label") == '<b>"A" & B</b>', style
        assert "<b>" not in svg


def test_spoiler_free_shows_only_flags_and_finished_islands(game):
    sheet = game.players[0].sheet
    for style in board_drawing.STYLES:
        root = ET.fromstring(draw_board(game.board, sheet, Drawing(style, spoiler_free=True)))
        # Only the printed island ids are text then (the page's and figures' numbers empty).
        shown = [t.text for t in root.iter(f"{SVG}text") if t.text]
        printed = [t.text for t in root.iter(f"{SVG}text") if t.get("class") in ("id", "still-id")]
        assert shown == printed, style
    root = ET.fromstring(draw_board(game.board, sheet, Drawing("still", spoiler_free=True)))
    seen = seen_by(root, "still-")
    assert set(seen["bridges"].values()) == {"0"} and set(seen["numbers"].values()) == {""}
    finished = {str(i) for i in sheet.finished()}
    assert finished and {k for k, v in seen["finished"].items() if v == "true"} == finished
    flags = {k: g.get("data-still-flag") for k, g in groups(root, "data-still-island").items()}
    assert flags == {str(i.id): i.flag or "none" for i in game.board.islands}


def test_fresh_marks_only_what_the_round_wrote_and_spoiler_free_hides_them(game):
    sheet = game.players[0].sheet
    island = next(i for i in sheet.numbers if not sheet.is_finished(i))
    drawn_line = next(iter(sheet.bridges))
    empty_line = next(lid for lid in game.board.lines if lid not in sheet.bridges)
    lines = frozenset({drawn_line, empty_line})

    def fresh(spoiler_free: bool) -> tuple[set[str], set[str]]:
        drawing = Drawing(
            "still", fresh_island=island, fresh_lines=lines, spoiler_free=spoiler_free
        )
        root = ET.fromstring(draw_board(game.board, sheet, drawing))
        islands = {
            k
            for k, g in groups(root, "data-still-island").items()
            if any(c.get("fill") == PALETTE["fresh"] for c in g.iter(f"{SVG}circle"))
        }
        coloured = {
            k
            for k, g in groups(root, "data-still-line").items()
            if any(ln.get("stroke") == PALETTE["legal"] for ln in g.iter(f"{SVG}line"))
        }
        return islands, coloured

    assert fresh(False) == ({str(island)}, {drawn_line})
    assert fresh(True) == (set(), set())


def test_marked_islands_are_drawn_selected_and_closed_lines_dead():
    for fig in figures().values():
        marked = tuple(i.id for i in fig.board.islands[:2])
        drawing = Drawing("figure", name=fig.name, marked=marked)
        root = ET.fromstring(draw_board(fig.board, fig.sheet, drawing))
        selected = {
            k for k, g in groups(root, "data-fig-island").items() if "selected" in g.get("class")
        }
        assert selected == {str(i) for i in marked}
        dead = {k for k, g in groups(root, "data-fig-line").items() if "dead" in g.get("class")}
        assert dead == set(fig.sheet.closed_lines())
        assert root.get("data-figure") == fig.name
    assert any(figure.sheet.closed_lines() for figure in figures().values())


def test_a_place_nests_the_still_board_in_a_larger_picture(game):
    placed = ET.fromstring(draw_board(game.board, None, Drawing("still", place=(1, 2, 30, 40))))
    assert [placed.get(k) for k in ("x", "y", "width", "height")] == ["1", "2", "30", "40"]
    alone = ET.fromstring(draw_board(game.board, None, Drawing("still")))
    assert [alone.get(k) for k in ("x", "y", "width", "height")] == [None] * 4


def test_a_double_bridge_is_two_strokes_a_gap_either_side_of_the_line(game):
    sheet = game.players[0].sheet
    double = next(lid for lid, n in sheet.bridges.items() if n == 2)
    line = game.board.lines[double]
    (x1, y1), (x2, y2) = island_xy(game.board, line.a), island_xy(game.board, line.b)
    dx, dy = (0, BRIDGE_GAP) if y1 == y2 else (BRIDGE_GAP, 0)
    expected = sorted(
        tuple(str(v) for v in (x1 + s * dx, y1 + s * dy, x2 + s * dx, y2 + s * dy)) for s in (-1, 1)
    )
    for style, key in (("still", "data-still-line"), ("figure", "data-fig-line")):
        root = ET.fromstring(draw_board(game.board, sheet, Drawing(style)))
        assert strokes(groups(root, key)[double]) == expected, style
