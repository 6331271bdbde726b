"""The board's markup for assistive technology: names, tab stops, marks that are not only colour."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hashi_core import Game, PlaceStart, WriteNumber, get_board
from web.pictures.board_drawing import CELL, PHONE_CELL_PX, SQUARE
from web.pictures.render import board_state, board_svg, frame, legal_extents, pan_to


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


def phone_css() -> tuple[dict[str, int], dict[str, float]]:
    """The phone layout as style.css states it: each side's span, and its sizes in px."""
    css = STYLE.read_text(encoding="utf-8")
    spans = dict(re.findall(r'\.board svg\[data-board="(\w)"\] \{ --span: (\d+); \}', css))
    phone = css[css.index("@media (max-width: 600px)") :]
    sizes = {
        "cell": float(re.search(r"--cell: (\d+)px", phone).group(1)),
        "island_r": float(re.search(r"\.board \.island circle\.hit \{ r: (\d+)px", phone).group(1)),
        "line": float(re.search(r"\.board \.line \.hit \{ stroke-width: (\d+)px", phone).group(1)),
    }
    return {side: int(n) for side, n in spans.items()}, sizes


@pytest.mark.parametrize("side", ["A", "B"])
def test_on_a_phone_every_target_has_a_44px_square_and_the_board_is_sized_from_its_data(side):
    board = get_board(side)
    spans, px = phone_css()
    assert spans[side] == board.width == board.height
    assert px["cell"] == PHONE_CELL_PX
    scale = px["cell"] / CELL  # px per SVG unit on a phone
    # The CSS width, (span + 1/3) cells, is the drawing's own frame at that scale.
    assert (spans[side] + 1 / 3) * px["cell"] == pytest.approx(frame(board)[0] * scale)
    # An island's square, and a line as wide: 44 px or more.
    assert SQUARE * scale >= 44 and px["line"] == SQUARE
    assert 2 * px["island_r"] <= SQUARE  # the round hit area stays inside the square
    # The shortest line leaves 44 px or more between its ends' squares.
    shortest = min(
        abs(board.island(ln.a).x - board.island(ln.b).x)
        + abs(board.island(ln.a).y - board.island(ln.b).y)
        for ln in board.lines.values()
    )
    assert (shortest * CELL - SQUARE) * scale >= 44


def test_legal_targets_extents_are_island_squares_and_free_lengths():
    game = Game("PAN1", "B")
    board = game.board
    start = game.deal.start
    game.push(PlaceStart(start.island, start.value))
    state = board_state(game, 0, None)
    islands = set(game.legal_islands(0))
    lines = set(game.legal_lines(0))
    assert islands and lines
    expected = [
        (40 + board.island(i).x * CELL - 30, 40 + board.island(i).x * CELL + 30) for i in islands
    ]
    for ident in lines:
        a, b = sorted((board.island(board.lines[ident].a).x, board.island(board.lines[ident].b).x))
        expected.append(
            (40 + a * CELL + 30, 40 + b * CELL - 30) if a != b else (10 + a * CELL, 70 + a * CELL)
        )
    assert sorted(legal_extents(board, state)) == sorted(expected)
    hidden = board_state(game, 0, None, playable=False)
    assert legal_extents(board, hidden) == []
    hidden[("island", 14)]["data-tutorial-target"] = "true"  # the guided game's asked-for tap
    hidden[("island", 5)]["data-tutorial-target"] = "context"
    assert legal_extents(board, hidden) == [(610, 670)]


@pytest.mark.parametrize(
    ("extents", "left", "expected"),
    [
        ([], 50, 50),  # nothing legal: the player's panning stands
        ([(100, 200)], 50, 50),  # already in view
        ([(100, 200), (260, 340)], 50, 50),  # all in view
        ([(300, 450)], 0, 150),  # fits: the least move right
        ([(20, 120)], 150, 20),  # fits: the least move left
        ([(0, 60), (600, 660)], 100, 0),  # too wide, none in view: the nearer end
        ([(0, 60), (600, 660)], 250, 380),
        ([(0, 60), (200, 260), (600, 660)], 10, 0),  # too wide: the end with the most in view
        ([(0, 60), (400, 460), (600, 660)], 100, 380),
        ([(200, 260), (600, 660)], 10, 10),  # no place shows more: the player's panning stands
        ([(640, 680)], 0, 380),  # never past the end
    ],
)
def test_the_board_pans_the_least_to_show_the_legal_targets(extents, left, expected):
    assert pan_to(extents, left, 300, 680) == expected


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
