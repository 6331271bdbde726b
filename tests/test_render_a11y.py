"""The board's markup for assistive technology: names, tab stops, marks that are not only colour."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hashi_core import Game, PlaceStart, WriteNumber, get_board
from web.pictures.board_drawing import (
    CELL,
    HIT_R,
    SQUARE,
    TARGET_PX,
    island_xy,
    smallest_board_px,
)
from web.pictures.render import board_svg, frame

from .page_board import board_state


@pytest.mark.parametrize("side", ["A", "B"])
def test_each_island_button_shows_no_text_but_its_number_and_one_island_is_a_tab_stop(side):
    svg = board_svg(get_board(side))
    islands = re.findall(r'<g class="island".*?</g>', svg)
    assert len(islands) == 18
    for markup in islands:
        # Visible text inside the button: only the (empty) number; ids are drawn outside.
        assert re.findall(r"<text[^>]*>([^<]*)</text>", markup) == [""]
        assert 'class="check"' in markup
    assert svg.count('tabindex="0"') == 1
    ids = re.search(r'<g class="ids" aria-hidden="true">(.*?)</g>', svg).group(1)
    assert sorted(int(n) for n in re.findall(r">(\d+)</text>", ids)) == list(range(1, 19))


STYLE = Path(__file__).resolve().parents[1] / "web" / "assets" / "style.css"


@pytest.mark.parametrize("side", ["A", "B"])
def test_every_island_has_a_44px_square_above_the_lines_at_the_smallest_board_drawn(side):
    """The page never draws a side below its --min-board (style.css), the size at which an
    island's square is TARGET_PX wide; the squares of two islands never meet, and each is
    drawn after every line, so a line never takes a tap inside it."""
    board = get_board(side)
    css = STYLE.read_text(encoding="utf-8")
    least = re.search(rf'\.board svg\[data-board="{side}"\] {{ --min-board: (\d+)px; }}', css)
    assert least is not None and int(least.group(1)) == smallest_board_px(board)
    scale = smallest_board_px(board) / max(frame(board))  # screen px per SVG unit, at least
    assert SQUARE * scale >= TARGET_PX > SQUARE * (smallest_board_px(board) - 1) / max(frame(board))
    islands = board.islands
    closest = min(
        max(abs(a.x - b.x), abs(a.y - b.y)) for i, a in enumerate(islands) for b in islands[i + 1 :]
    )
    assert closest * CELL > SQUARE and 2 * HIT_R <= SQUARE
    svg = board_svg(board)
    assert svg.rindex('<g class="line"') < svg.index('<g class="island"')
    for island in islands:
        x, y = island_xy(board, island.id)
        half = SQUARE // 2
        square = f'x="{x - half}" y="{y - half}" width="{SQUARE}" height="{SQUARE}"'
        assert f'<rect class="hit square" {square}/>' in svg


def test_names_say_which_islands_and_lines_are_playable_now():
    game = Game("NAMES1")
    start = game.deal.start
    game.push(PlaceStart(start.island, start.value))
    state = board_state(game, 0, None)
    legal = set(game.legal_islands(0))
    for island in game.board.islands:
        name = state[("island", island.id)]["aria-label"]
        assert ("playable now" in name) == (island.id in legal), name
    game.push(WriteNumber(sorted(legal)[0]))
    state = board_state(game, 0, None)
    lines = set(game.legal_lines(0))
    assert lines
    for line in game.board.lines.values():
        name = state[("line", line.id)]["aria-label"]
        assert ("playable now" in name) == (line.id in lines), name
        assert name.startswith(f"Line from island {line.a} to island {line.b}, ")


def test_the_island_chosen_for_the_start_is_a_pressed_toggle_only_in_setup():
    game = Game("PRESSED")
    state = board_state(game, 0, selected=7)
    pressed = {k[1]: v.get("aria-pressed") for k, v in state.items() if k[0] == "island"}
    plain = {i.id for i in game.board.islands if i.flag is None}
    assert pressed[7] == "true"
    assert {i for i, v in pressed.items() if v == "false"} == plain - {7}
    assert all(pressed[i] is None for i in pressed if i not in plain)  # no toggle: no start there
    assert all(v == "false" for v in [pressed[i] for i in plain - {7}])
    nothing_chosen = board_state(game, 0, selected=None)
    assert all(v.get("aria-pressed") in (None, "false") for v in nothing_chosen.values())
    game.push(PlaceStart(7, 3))
    assert all("aria-pressed" not in v for v in board_state(game, 0, None).values())
