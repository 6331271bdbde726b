"""The board's SVG: geometry, hit areas, flags and the thumbnails (our own markup only)."""

from __future__ import annotations

import re

from hashi_core import Game, PlaceStart, WriteNumber, get_board
from hashi_texts import render
from web.pictures.render import board_svg, board_thumbnail

from .helpers import bridge, game_with
from .page_board import board_state


def element(svg: str, kind: str, ident: str) -> str:
    return re.search(rf'<g class="{kind}" data-{kind}="{ident}".*?</g>', svg).group(0)


def test_an_island_is_drawn_at_its_place_with_a_large_hit_area():
    svg = board_svg(get_board("A"))
    assert svg.startswith('<svg data-board="A" viewBox="0 0 560 560" role="group"')
    island = element(svg, "island", "7")
    assert island.startswith(
        '<g class="island" data-island="7" data-flag="none" data-number="" '
        'data-finished="false" tabindex="-1" role="button" '
        'aria-label="Island 7, no number, 0 bridges">'
        '<circle class="hit" cx="400" cy="160" r="40"/>'
        '<rect class="hit square" x="350" y="110" width="100" height="100"/>'
        '<circle class="ring" cx="400" cy="160" r="27"/>'
        '<circle class="body" cx="400" cy="160" r="22"/>'
        '<text class="num" x="400" y="160" aria-hidden="true"></text>'
    )
    # The finished mark is drawn (hidden until finished); the id is outside the button.
    assert '<g class="check" aria-hidden="true"><circle cx="420" cy="176" r="10"/>' in island
    assert '<text class="id" x="376" y="194">7</text>' in svg
    assert "7</text>" not in island


def test_a_line_has_room_for_a_double_bridge_and_a_wide_hit_area():
    svg = board_svg(get_board("A"))
    assert element(svg, "line", "6-7") == (
        '<g class="line" data-line="6-7" data-bridges="0" tabindex="-1" role="button" '
        'aria-label="Line from island 6 to island 7, 0 bridges">'
        '<line class="hit" x1="160" y1="160" x2="400" y2="160" stroke-width="80"/>'
        '<line class="dots" x1="160" y1="160" x2="400" y2="160"/>'
        '<line class="bridge one" x1="160" y1="160" x2="400" y2="160"/>'
        '<line class="bridge two" x1="160" y1="154" x2="400" y2="154"/>'
        '<line class="bridge two" x1="160" y1="166" x2="400" y2="166"/></g>'
    )
    vertical = element(svg, "line", "1-9")
    assert '<line class="bridge two" x1="34" y1="40" x2="34" y2="280"/>' in vertical
    assert '<line class="bridge two" x1="46" y1="40" x2="46" y2="280"/>' in vertical


def test_flags_are_told_apart_by_shape():
    svg = board_svg(get_board("A"))
    red, blue = element(svg, "island", "1"), element(svg, "island", "6")
    assert '<path class="flag flag-red" d="M52 26 v-22 l16 7 l-16 7"' in red
    assert '<path class="flag flag-blue" d="M172 146 v-22 h14 v12 h-14"' in blue
    assert 'aria-label="Island 1, red flag, no number, 0 bridges"' in red


def test_a_thumbnail_shows_numbers_bridges_and_finished_islands_without_names():
    game = Game("THUMB1", "A", "multi", ["<b>Ana</b>"])
    game.push(PlaceStart(7, 4))
    thumb = board_thumbnail(game, 0)
    assert thumb.startswith('<svg class="thumb" viewBox="0 0 560 560" aria-hidden="true">')
    assert '<circle class="t-island t-plain" cx="400" cy="160" r="22"/>' in thumb
    assert '<text class="t-num" x="400" y="160">4</text>' in thumb
    assert '<line class="t-line t-0" x1="40" y1="40" x2="160" y2="40"/>' in thumb
    assert "Ana" not in thumb and thumb.endswith("</svg>")


def test_lines_closed_by_a_crossing_bridge_are_drawn_dead_and_named_so():
    game = game_with((5, 3), (5, 2))
    game.push(WriteNumber(9))
    for line in ("9-10", "13-16"):
        game.push(bridge(line))
    state = board_state(game, 0, None)
    dead = {ident for (kind, ident), attrs in state.items() if "dead" in attrs["class"].split()}
    assert dead == set(game.players[0].sheet.closed_lines()) == {"6-13"}
    assert render("a11y.line_blocked", "en") in state[("line", "6-13")]["aria-label"]
    # A board that is not playable (another player's) shows its dead lines too.
    assert "dead" in board_state(game, 0, None, playable=False)[("line", "6-13")]["class"]


def test_the_board_views_kept_states_say_what_each_element_is_now():
    """``board_view`` keeps each island's and line's state by what it depends on: over
    games, rounds, sides, languages, hints and guided marks, built one after another
    (each from what the ones before kept), every element says its own sheet's state."""
    import random

    from web.pictures.board_drawing import island_label, line_label
    from web.pictures.board_view import board_view

    from .helpers import random_game

    rng = random.Random(26)
    checked = 0
    for seed, side in (("KEPT1", "A"), ("KEPT2", "B"), ("KEPT3", "B")):
        for rounds in (1, 3, 9, 17):
            game = random_game(seed, side, random.Random(seed), rounds=rounds)
            sheet, board = game.players[0].sheet, game.board
            island = rng.choice(board.islands).id
            line = rng.choice(list(board.lines))
            hinted = {("island", island), ("line", line)} if rounds % 2 else set()
            marks = {("line", line): "true", ("island", island): "context"} if rounds == 3 else {}
            for lang in ("en", "pl"):
                for playable in (True, False):
                    shown = board_view(game, 0, None, lang, playable, hinted, marks)
                    legal_islands = set(game.legal_islands(0)) if playable else set()
                    legal_lines = set(game.legal_lines(0)) if playable else set()
                    for state in shown.islands:
                        ident = state.ident
                        number = sheet.numbers.get(ident)
                        finished = sheet.is_finished(ident)
                        legal = ident in legal_islands
                        assert state.number == ("" if number is None else str(number))
                        assert state.finished == finished
                        assert ("legal" in state.classes.split()) == legal
                        assert ("fresh" in state.classes.split()) == (
                            ident == game.players[0].draft_number
                        )
                        assert state.label == island_label(
                            board, ident, number, sheet.degree[ident], finished, lang, legal
                        )
                        assert state.hint == (("island", ident) in hinted)
                        assert state.target == marks.get(("island", ident), "false")
                    for state in shown.lines:
                        at = board.lines[state.ident]
                        count, legal = sheet.bridges.get(at.id, 0), at.id in legal_lines
                        blocked = sheet.is_closed(at.id)
                        assert state.bridges == count
                        assert state.classes == (
                            "line legal" if legal else "line dead" if blocked else "line"
                        )
                        assert state.label == line_label(at.a, at.b, count, lang, legal, blocked)
                        assert state.hint == (("line", at.id) in hinted)
                        assert state.target == marks.get(("line", at.id), "false")
                    checked += 1
    assert checked == 48
