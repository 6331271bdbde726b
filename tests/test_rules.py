"""Every rule and refusal code, by hand-written positions on side A.

Side A (x right, y down; R red flag, B blue flag):

    1R --- 2 --- 3 --- 4 --- 5R
           |     |     |     |
           6B ---+---- 7 --- 8B
           |     |     |
    9 -----+--- 10R -- 11
    |      |     |     |
    12 --- 13 ---+---- 14
    |      |     |     |
    15R -- 16B - 17 -- 18
"""

import pytest

from hashi_core import DrawBridge, EndTurn, Game, PlaceStart, RuleError, WriteNumber

from .helpers import bridge, game_with, message


def refused(game: Game, move, code: str, player: int = 0) -> RuleError:
    before = game.scores(preview=True), [dict(p.sheet.bridges) for p in game.players]
    with pytest.raises(RuleError) as info:
        game.push(move, player)
    assert info.value.code == code
    assert message(info.value) and "{" not in message(info.value)
    assert game.check(move, player).code == code
    after = game.scores(preview=True), [dict(p.sheet.bridges) for p in game.players]
    assert before == after  # a refused move changes nothing
    return info.value


def draw(game: Game, *lines: str) -> None:
    for line in lines:
        game.push(bridge(line))


# -- setup -------------------------------------------------------------------


@pytest.mark.parametrize(("island", "value"), [(1, 3), (6, 4), (13, 5), (13, 2)])
def test_start_needs_a_3_or_4_on_a_plain_island(island, value):
    game = Game("SETUP")
    refused(game, PlaceStart(island, value), "bad_start")
    assert game.round() == 0 and game.card() is None
    game.push(PlaceStart(13, 4))
    assert game.round() == 1 and game.players[0].sheet.numbers == {13: 4}
    refused(game, PlaceStart(12, 3), "already_started")


def test_no_move_before_the_start():
    game = Game("SETUP")
    refused(game, WriteNumber(12), "not_started")
    assert game.legal_islands() == [] and game.legal_lines() == []
    assert len(game.legal_starts()) == 11


# -- action a ------------------------------------------------------------------


def test_number_on_a_free_plain_island():
    game = game_with((5, 3))
    refused(game, WriteNumber(13), "island_taken")
    game.push(WriteNumber(12))
    assert game.players[0].sheet.numbers[12] == 5
    refused(game, WriteNumber(14), "number_written")


def test_flagged_island_needs_a_bridge_from_an_earlier_round():
    game = game_with((5, 3), (4, 1))
    refused(game, WriteNumber(16), "flag_needs_bridge")
    draw(game, "13-16")
    # This round's bridges come after action a: they do not count.
    refused(game, WriteNumber(16), "flag_needs_bridge")
    assert 16 not in game.legal_islands()
    draw(game, "12-13", "13-14")
    game.push(EndTurn())
    assert 16 in game.legal_islands()
    game.push(WriteNumber(16))
    assert game.players[0].sheet.numbers[16] == 4


def test_number_never_below_the_bridges_already_there():
    game = game_with((6, 3), (1, 1), (2, 1))
    draw(game, "12-13", "12-13", "13-14")
    game.push(EndTurn())
    error = refused(game, WriteNumber(12), "number_below_bridges")
    assert "2" in message(error) and "12" in message(error)
    game.push(WriteNumber(14))  # one bridge there: a 1 is fine, and finishes it
    assert game.players[0].sheet.is_finished(14)
    game.push(EndTurn())
    game.push(WriteNumber(12))  # a 2 on two bridges: finished at once
    assert game.players[0].sheet.is_finished(12)


def test_a_number_may_follow_this_rounds_bridges_if_the_turn_stays_legal():
    game = game_with((1, 2))
    draw(game, "12-13", "12-13")
    refused(game, WriteNumber(12), "number_below_bridges")
    game.push(WriteNumber(9))
    assert game.players[0].sheet.numbers[9] == 1


# -- action b ------------------------------------------------------------------


def test_bridges_run_only_along_printed_lines():
    game = game_with((5, 3))
    refused(game, DrawBridge(13, 17), "no_such_line")
    refused(game, DrawBridge(13, 13), "no_such_line")
    refused(game, DrawBridge(1, 3), "no_such_line")


def test_a_bridge_needs_a_number_at_one_end():
    game = game_with((5, 3))
    refused(game, DrawBridge(1, 2), "bridge_needs_number")
    game.push(WriteNumber(2))
    game.push(DrawBridge(2, 1))  # either order names the same line
    assert game.players[0].sheet.bridges == {"1-2": 1}


def test_at_most_two_bridges_on_a_line():
    game = game_with((5, 3))
    draw(game, "12-13", "13-12")
    refused(game, bridge("12-13"), "line_full")
    assert "12-13" not in game.legal_lines()


def test_bridges_never_cross():
    game = game_with((5, 3), (5, 2))
    game.push(WriteNumber(9))
    draw(game, "9-10", "13-16")
    error = refused(game, bridge("6-13"), "bridges_cross")
    assert "9-10" in message(error)
    assert "6-13" not in game.legal_lines()
    # The line is closed for good (a dead line); the one with bridges is not.
    sheet = game.players[0].sheet
    assert sheet.closed_lines() == ["6-13"] and sheet.crossing("6-13") == "9-10"
    assert not sheet.is_closed("9-10") and sheet.crossing("9-10") is None
    draw(game, "13-14")
    game.push(EndTurn())
    refused(game, bridge("6-13"), "bridges_cross")
    assert set(sheet.closed_lines()) == {"6-13", "10-17"}


def test_a_finished_island_takes_no_more_bridges():
    game = game_with((5, 3), (4, 3), start=(13, 3))
    draw(game, "12-13", "13-14", "13-16")
    sheet = game.players[0].sheet
    assert sheet.is_finished(13)
    error = refused(game, bridge("6-13"), "wrong_bridge_count")
    game.push(EndTurn())
    error = refused(game, bridge("12-13"), "too_many_bridges")
    assert "finished" in message(error)
    assert not any("13" in line.split("-") for line in game.legal_lines())


def test_a_number_limits_its_bridges():
    game = game_with((2, 3))
    game.push(WriteNumber(12))
    draw(game, "12-13", "12-13")
    refused(game, bridge("12-15"), "too_many_bridges")


def test_an_island_without_a_number_takes_at_most_six():
    game = game_with((2, 1), (3, 1), (4, 1), (5, 3), (6, 3), start=(3, 4))
    for island in (9, 11, 17):
        game.push(WriteNumber(island))
        game.push(EndTurn())
    draw(game, "3-10", "3-10", "9-10")
    game.push(EndTurn())
    draw(game, "9-10", "10-11", "10-11")
    game.push(EndTurn())
    assert game.players[0].sheet.degree[10] == 6
    error = refused(game, bridge("10-17"), "too_many_bridges")
    assert "6" in message(error)


def test_all_of_the_cards_bridges_or_none():
    game = game_with((5, 3))
    draw(game, "12-13")
    error = refused(game, EndTurn(), "wrong_bridge_count")
    assert "3" in message(error)
    draw(game, "13-14", "13-16")
    more = refused(game, bridge("12-15"), "wrong_bridge_count")
    # One bridge past the card: told as the card's bridges all drawn (3 of 3), not "you have 4".
    assert (more.key, more.params) == ("rule.all_bridges_drawn", {"count": 3, "drawn": 3})
    assert "all drawn already" in message(more) and "4" not in message(more)
    game.push(EndTurn())
    assert game.round() == 2
    game.push(EndTurn())  # skipping both actions is always allowed
    assert game.round() == 3


def test_the_game_ends_after_17_cards():
    game = game_with((5, 3))
    for _ in range(17):
        game.push(EndTurn())
    assert game.round() == 18 and game.card() is None and game.final
    refused(game, EndTurn(), "game_over")
    assert game.legal_islands() == [] and game.legal_lines() == []


# -- undo and legal targets --------------------------------------------------------


def test_undo_takes_back_steps_of_this_round_only():
    game = game_with((5, 3), (1, 1))
    game.push(WriteNumber(12))
    draw(game, "12-13", "12-15")
    assert game.undo() == DrawBridge(12, 15)
    assert game.undo() == DrawBridge(12, 13)
    assert game.undo() == WriteNumber(12)
    assert game.players[0].sheet.numbers == {13: 4} and not game.players[0].sheet.bridges
    with pytest.raises(RuleError) as info:
        game.undo()
    assert info.value.code == "nothing_to_undo"
    game.push(WriteNumber(14))
    game.push(EndTurn())
    with pytest.raises(RuleError):
        game.undo()  # the last round is committed
    assert game.players[0].sheet.numbers == {13: 4, 14: 5}


def test_taking_back_the_number_keeps_bridges_that_do_not_need_it():
    game = game_with((5, 3))
    game.push(WriteNumber(12))
    draw(game, "13-14", "12-15")
    with pytest.raises(RuleError) as info:
        game.take_back_number()
    assert info.value.code == "undo_breaks_turn"
    assert game.players[0].sheet.numbers[12] == 5  # nothing changed
    game.undo()
    game.take_back_number()
    assert 12 not in game.players[0].sheet.numbers
    assert game.players[0].sheet.bridges == {"13-14": 1}


def test_legal_targets_match_the_checks():
    game = game_with((5, 3))
    assert set(game.legal_islands()) == {2, 3, 4, 7, 9, 11, 12, 14, 17, 18}
    assert set(game.legal_lines()) == {"6-13", "12-13", "13-14", "13-16"}
    game.push(WriteNumber(9))
    assert game.legal_islands() == []
    assert set(game.legal_lines()) == {"6-13", "12-13", "13-14", "13-16", "1-9", "9-10", "9-12"}
