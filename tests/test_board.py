from itertools import combinations

import pytest

from hashi_core import get_board
from hashi_core.board import build_board

from .helpers import cli


@pytest.mark.parametrize("side", ["A", "B"])
def test_islands_flags_and_reading_order(side):
    board = get_board(side)
    assert [i.id for i in board.islands] == list(range(1, 19))
    assert len(board.flagged("red")) == 4
    assert len(board.flagged("blue")) == 3
    assert sorted(board.islands, key=lambda i: (i.y, i.x)) == list(board.islands)
    assert all(0 <= i.x < board.width and 0 <= i.y < board.height for i in board.islands)


@pytest.mark.parametrize("side", ["A", "B"])
def test_lines_are_straight_and_pass_over_no_island(side):
    board = get_board(side)
    spots = {(i.x, i.y) for i in board.islands}
    for line in board.lines.values():
        a, b = board.island(line.a), board.island(line.b)
        assert line.a < line.b and line.id == f"{line.a}-{line.b}"
        assert a.x == b.x or a.y == b.y
        steps = max(abs(a.x - b.x), abs(a.y - b.y))
        inner = {
            (a.x + (b.x - a.x) * k // steps, a.y + (b.y - a.y) * k // steps)
            for k in range(1, steps)
        }
        assert not inner & spots


@pytest.mark.parametrize("side", ["A", "B"])
def test_every_island_can_be_finished_and_a_six_is_possible(side):
    board = get_board(side)
    degrees = [len(board.lines_of[i.id]) for i in board.islands]
    assert min(degrees) >= 2 and max(degrees) <= 4
    assert max(degrees) >= 3  # three lines carry up to 6 bridges


def _cross_pairs(board):
    return {tuple(sorted((a, b))) for a, ln in board.lines.items() for b in ln.crosses}


def test_crossings_follow_geometry_and_are_symmetric():
    for side in "AB":
        board = get_board(side)
        for a, b in combinations(board.lines.values(), 2):
            assert (b.id in a.crosses) == (a.id in b.crosses)
    assert 3 <= len(_cross_pairs(get_board("A"))) <= 6
    assert len(_cross_pairs(get_board("B"))) >= 10
    assert ("3-10", "6-7") in _cross_pairs(get_board("A"))


def test_side_b_spreads_its_flags_further():
    def spread(board, flag):
        spots = [board.island(i) for i in board.flagged(flag)]
        return min(abs(p.x - q.x) + abs(p.y - q.y) for p, q in combinations(spots, 2))

    a, b = get_board("A"), get_board("B")
    assert spread(b, "red") > spread(a, "red")
    assert spread(b, "blue") > spread(a, "blue")


def test_broken_board_data_is_rejected():
    islands = [(1, 0, 0, None), (2, 2, 0, None), (3, 4, 0, None)]
    with pytest.raises(ValueError, match="passes over"):
        build_board("X", {"width": 5, "height": 1, "islands": islands, "lines": [(1, 3)]})
    with pytest.raises(ValueError, match="straight"):
        build_board("X", {"width": 5, "height": 1, "islands": islands, "lines": [(2, 1)]})


@pytest.mark.parametrize("side", ["A", "B"])
def test_cli_board_prints_the_documented_shape(side):
    code, data, _ = cli("board", side)
    assert code == 0
    assert data["side"] == side and set(data) == {"side", "width", "height", "islands", "lines"}
    assert all(set(i) == {"id", "x", "y", "flag"} for i in data["islands"])
    assert all(set(ln) == {"id", "a", "b", "crosses"} for ln in data["lines"])
    assert data == get_board(side).to_dict()


def test_cli_rejects_an_unknown_side_without_traceback():
    code, data, err = cli("board", "C")
    assert code == 2 and "Traceback" not in err and "invalid choice: 'C'" in err
    assert data is not None and data["error"]["code"] == "usage"
