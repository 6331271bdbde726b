"""The board's markup for assistive technology: names, tab stops, marks that are not only colour."""

from __future__ import annotations

import re

import pytest

from hashi_core import Game, PlaceStart, WriteNumber, get_board
from web.render import HIT_R, LINE_HIT, board_state, board_svg


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


def test_hit_areas_are_44px_on_a_390px_phone_for_the_wider_side():
    board = get_board("B")
    scale = 390 / (2 * 40 + (board.width - 1) * 60)  # the board runs edge to edge
    assert 2 * HIT_R * scale >= 44 and LINE_HIT * scale >= 44


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
