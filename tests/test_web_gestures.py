"""Taps as a player means them (web/ui/gestures.py): two-tap bridges, double taps, drags."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from hashi_core import DrawBridge, EndTurn, Game, PlaceStart, WriteNumber, to_record
from web.model.address import parse
from web.model.controller import Controller
from web.model.saves import MemoryStore, Saves
from web.ui.gestures import DOUBLE_TAP_MS, NEXT_CARD_MS, Gestures, Point, bridge_end, tap_point

HERE = Point(300.0, 200.0)  # where a finger taps
SOON = 150.0  # a double tap's second tap comes 80-200 ms after the first
LATER = DOUBLE_TAP_MS + 50.0
NEXT = NEXT_CARD_MS + 50.0  # after a button that brought the next card


class Clock:
    """The page's performance.now(), moved on by the test."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def wait(self, ms: float) -> None:
        self.now += ms


def opened(query: str = "?seed=TWOTAPS&side=A") -> tuple[Controller, Gestures, Clock]:
    ctl = Controller(Saves(MemoryStore()))
    ctl.open(parse(query))
    clock = Clock()
    return ctl, Gestures(clock), clock


def in_play(query: str = "?seed=TWOTAPS&side=A") -> tuple[Controller, Gestures, Clock]:
    ctl, gestures, clock = opened(query)
    ctl.session.seed_start()
    return ctl, gestures, clock


def state(ctl: Controller, gestures: Gestures) -> object:
    """Everything a tap may change: the game, the screen's state and the two-tap's first end."""
    return (
        to_record(ctl.session.game, label="TUTORIAL"),
        ctl.session.phase,
        ctl.ui.handover,
        ctl.ui.selected,
        ctl.ui.viewing,
        ctl.session.progress,
        ctl.session.envelope and ctl.session.envelope.id,
        gestures.first_end,
    )


def code(ctl: Controller) -> str:
    return ctl.ui.notice.code if ctl.ui.notice is not None else ""


# -- two taps on neighbouring islands ---------------------------------------------------------


def numbered_neighbours(game: Game, seat: int = 0) -> list[tuple[int, int]]:
    """(numbered island, free neighbour that takes the number now) pairs."""
    numbers = game.players[seat].sheet.numbers
    legal = set(game.legal_islands(seat))
    return [
        (a, b)
        for line in game.board.lines.values()
        for a, b in ((line.a, line.b), (line.b, line.a))
        if a in numbers and b in legal
    ]


def test_in_the_number_step_a_numbered_island_is_refused_and_the_next_tap_writes_the_number():
    ctl, gestures, _ = in_play()
    taken, free = numbered_neighbours(ctl.session.game)[0]
    before = state(ctl, gestures)
    gestures.tap_island(ctl, taken, HERE)
    assert code(ctl) == "island_taken" and ctl.ui.notice.kind == "error"
    assert ctl.ui.notice.key == "rule.island_taken"  # the refusal's own text, not an offer
    assert gestures.first_end is None and state(ctl, gestures) == before
    gestures.tap_island(ctl, free, Point(500.0, 500.0))
    assert ctl.session.game.players[0].draft_number == free  # the number, not a bridge
    assert ctl.session.game.players[0].draft_bridges == []


def test_once_the_number_is_written_two_taps_on_neighbours_draw_their_bridge():
    ctl, gestures, clock = in_play()
    taken, free = numbered_neighbours(ctl.session.game)[0]
    gestures.tap_island(ctl, free, HERE)
    assert ctl.session.game.players[0].draft_number == free and gestures.first_end == free
    clock.wait(LATER)
    gestures.tap_island(ctl, taken, Point(100.0, 100.0))
    drawn = ctl.session.game.players[0].draft_bridges
    assert drawn == [DrawBridge(free, taken)] or drawn == [DrawBridge(taken, free)]


def test_a_tap_elsewhere_ends_the_double_tap_of_the_island_just_numbered():
    """Its number written, a quick tap on a neighbour then back on it draws their bridge: the
    tap between was carried out, so the second tap on it is no double tap's second."""
    ctl, gestures, clock = in_play()
    taken, free = numbered_neighbours(ctl.session.game)[0]
    gestures.tap_island(ctl, free, HERE)  # the number: this island guarded for a moment
    gestures.drawn()
    gestures.tap_elsewhere()  # (not a first end any more)
    clock.wait(SOON / 3)
    gestures.tap_island(ctl, taken, Point(100.0, 100.0))  # the bridge's first end
    assert gestures.first_end == taken
    clock.wait(SOON / 3)
    gestures.tap_island(ctl, free, HERE)  # back, within the first tap's moment
    drawn = ctl.session.game.players[0].draft_bridges
    assert drawn == [DrawBridge(free, taken)] or drawn == [DrawBridge(taken, free)]
    assert code(ctl) != "double_tap"


def test_a_numbered_island_is_offered_as_a_first_end_only_when_a_bridge_from_it_is_legal_now():
    ctl, gestures, clock = in_play()
    game = ctl.session.game
    free = game.legal_islands(0)[0]
    gestures.tap_island(ctl, free, HERE)
    legal = set(game.legal_lines(0))
    offered = 0
    for island in sorted(game.players[0].sheet.numbers):
        if island == free:
            continue
        clock.wait(LATER)
        gestures.tap_elsewhere()  # no bridge from the island tapped before
        gestures.tap_island(ctl, island, Point(island * 50.0, 0.0))
        joins = any(line in legal for line in game.board.lines_of[island])
        if joins:
            assert gestures.first_end == island and code(ctl) == "bridge_from"
            offered += 1
        else:
            assert gestures.first_end is None and code(ctl) == "number_written"
    assert offered  # the deal's start joins the island just numbered, or another


def test_a_first_end_tapped_again_is_put_down_not_offered_anew():
    ctl, gestures, clock = in_play()
    game = ctl.session.game
    free = game.legal_islands(0)[0]
    gestures.tap_island(ctl, free, HERE)
    legal = set(game.legal_lines(0))
    old = next(
        island
        for island in sorted(game.players[0].sheet.numbers)
        if island != free and any(line in legal for line in game.board.lines_of[island])
    )
    clock.wait(LATER)
    gestures.tap_elsewhere()
    gestures.tap_island(ctl, old, Point(500.0, 500.0))
    assert gestures.first_end == old and code(ctl) == "bridge_from"
    clock.wait(LATER)
    gestures.tap_island(ctl, old, Point(500.0, 500.0))  # again: put down
    assert gestures.first_end is None and code(ctl) == "number_written"
    assert game.players[0].draft_bridges == []


def crossing_pair(game: Game) -> tuple[str, str]:
    """A line the rules refuse now that crosses one they take."""
    legal = set(game.legal_lines(0))
    return next(
        (top, other)
        for top, line in game.board.lines.items()
        for other in line.crosses
        if top not in legal and other in legal
    )


def test_a_tap_where_lines_cross_means_the_line_the_rules_take():
    """A tap on a crossing is on both lines: the one on top when it is taken, else the other
    (asked of the page only then); neither taken, the top one's refusal."""
    ctl, gestures, _ = in_play()
    game = ctl.session.game
    top, other = crossing_pair(game)
    asked: list[str] = []

    def under() -> tuple[str, ...]:
        asked.append("under")
        return (top, other)

    gestures.tap_line(ctl, top, HERE, under)
    assert asked == ["under"] and [m.line for m in game.players[0].draft_bridges] == [other]
    ctl, gestures, _ = in_play()
    top, other = crossing_pair(ctl.session.game)
    gestures.tap_line(ctl, other, HERE, under)  # the one on top taken: nothing else asked
    assert asked == ["under"] and [m.line for m in ctl.session.game.players[0].draft_bridges] == [
        other
    ]
    ctl, gestures, _ = in_play()
    top, other = crossing_pair(ctl.session.game)
    before = state(ctl, gestures)
    gestures.tap_line(ctl, top, HERE, lambda: (top,))  # alone under the finger: refused
    assert state(ctl, gestures) == before and code(ctl) not in ("", "double_tap")


def test_bridge_end_follows_the_number_step():
    game = Game("TWOTAPS")
    start = game.deal.start
    game.push(PlaceStart(start.island, start.value))
    free = game.legal_islands(0)[0]
    assert bridge_end(game, 0, start.island, "island_taken") is None  # the number first
    assert bridge_end(game, 0, free, "") is None  # no number there yet
    game.push(WriteNumber(free))
    joins = set(game.board.lines_of[free]) & set(game.legal_lines(0))
    assert bridge_end(game, 0, free, "") == (free if joins else None)
    assert bridge_end(game, 0, free, "flag_needs_bridge") is None
    for island in game.players[0].sheet.numbers:
        joins = set(game.board.lines_of[island]) & set(game.legal_lines(0))
        assert bridge_end(game, 0, island, "number_written") == (island if joins else None)


def test_when_no_island_can_take_the_number_a_numbered_island_is_a_first_end():
    game = Game("TWOTAPS")
    game.push(PlaceStart(game.deal.start.island, game.deal.start.value))
    while game.legal_islands(0):  # numbers only: the flags, with no bridge, take none
        game.push(WriteNumber(game.legal_islands(0)[0]))
        game.push(EndTurn())
    assert game.legal_lines(0) and game.players[0].draft_number is None
    island = next(
        i
        for i in game.players[0].sheet.numbers
        if set(game.board.lines_of[i]) & set(game.legal_lines(0))
    )
    assert bridge_end(game, 0, island, "island_taken") == island


def test_a_refused_bridge_by_two_taps_keeps_its_refusal_and_forgets_the_first_end():
    ctl, gestures, clock = in_play()
    game = ctl.session.game
    free = game.legal_islands(0)[0]
    gestures.tap_island(ctl, free, HERE)
    assert gestures.first_end == free
    while game.legal_lines(0):  # the card's bridges, drawn some other way
        ctl.session.tap_line(game.legal_lines(0)[0])
    line = game.board.lines[game.board.lines_of[free][0]]
    neighbour = line.b if line.a == free else line.a
    clock.wait(LATER)
    before = to_record(game)
    gestures.tap_island(ctl, neighbour, Point(0.0, 0.0))
    assert to_record(game) == before
    assert code(ctl) == "wrong_bridge_count" and ctl.ui.notice.kind == "error"
    assert gestures.first_end is None


# -- double taps ----------------------------------------------------------------------------


def test_a_double_tap_on_the_island_just_numbered_keeps_the_number_and_draws_nothing():
    ctl, gestures, clock = in_play()
    free = ctl.session.game.legal_islands(0)[0]
    gestures.tap_island(ctl, free, HERE)
    after_first = state(ctl, gestures)
    clock.wait(SOON)
    gestures.tap_island(ctl, free, Point(HERE.x + 6, HERE.y - 4))
    assert state(ctl, gestures) == after_first
    assert code(ctl) == "double_tap"
    # A line tapped twice quickly gets two bridges, as meant.
    line = next(
        ln
        for ln in ctl.session.game.legal_lines(0)
        if ctl.session.game.board.lines[ln].a == free or ctl.session.game.board.lines[ln].b == free
    )
    card = ctl.session.game.card(0)
    gestures.tap_line(ctl, line, Point(50.0, 50.0))
    clock.wait(SOON)
    gestures.tap_line(ctl, line, Point(50.0, 50.0))
    assert len(ctl.session.game.players[0].draft_bridges) == min(2, card.bridges)


def test_the_island_chosen_for_the_start_is_a_toggle_and_a_double_tap_keeps_it_chosen():
    ctl, gestures, clock = opened()
    island = ctl.session.game.legal_starts(0)[0]
    gestures.tap_island(ctl, island, HERE)
    assert ctl.ui.selected == island
    clock.wait(SOON)
    gestures.tap_island(ctl, island, HERE)
    assert ctl.ui.selected == island and code(ctl) == "double_tap"
    clock.wait(LATER)
    gestures.tap_island(ctl, island, HERE)  # a tap of its own: the choice is taken back
    assert ctl.ui.selected is None and ctl.ui.notice is None
    gestures.tap_island(ctl, island, None)  # by a key: chosen again
    assert ctl.ui.selected == island


def party(names: tuple[str, ...] = ("Ana", "Ben")) -> tuple[Controller, Gestures, Clock]:
    ctl, gestures, clock = opened("?seed=TABLE2&side=A")
    ctl.begin("party", list(names))
    return ctl, gestures, clock


Setup = Callable[[], tuple[Controller, Gestures, Clock]]


def at_end() -> tuple[Controller, Gestures, Clock]:
    ctl, gestures, clock = in_play()
    while ctl.session.phase != "end":
        ctl.session.confirm()
    return ctl, gestures, clock


def chosen() -> tuple[Controller, Gestures, Clock]:
    ctl, gestures, clock = opened()
    ctl.session.tap_island(ctl.session.game.legal_starts(0)[0])
    return ctl, gestures, clock


def handed_over() -> tuple[Controller, Gestures, Clock]:
    ctl, gestures, clock = party()
    ctl.session.seed_start()
    assert ctl.ui.handover
    return ctl, gestures, clock


# Every button that commits a step, in the state where it is offered.
COMMITS: dict[str, tuple[Setup, Callable[[Controller], None]]] = {
    "confirm": (in_play, lambda c: c.session.confirm()),
    "seed-start": (opened, lambda c: c.session.seed_start()),
    "start-3": (chosen, lambda c: c.session.start(3)),
    "start-4": (chosen, lambda c: c.session.start(4)),
    "take-turn": (handed_over, lambda c: c.session.take_turn()),
    "new-game": (at_end, lambda c: c.begin()),
    "start-party": (opened, lambda c: c.begin("party", ["Ana", "Ben"])),
    "start-challenge": (opened, lambda c: c.begin("challenge", ["Ana"])),
    "daily": (opened, lambda c: c.daily("Ana")),
    "tutorial": (in_play, lambda c: c.begin("tutorial")),
}


@pytest.mark.parametrize("name", sorted(COMMITS))
def test_a_double_tap_on_a_button_that_commits_does_it_once(name):
    setup, press = COMMITS[name]
    ctl, gestures, clock = setup()
    gestures.tap(ctl, HERE, lambda: press(ctl))
    once = state(ctl, gestures)
    assert code(ctl) != "double_tap"
    clock.wait(SOON)
    gestures.tap(ctl, Point(HERE.x + 10, HERE.y + 10), lambda: press(ctl))
    assert state(ctl, gestures) == once and code(ctl) == "double_tap"
    # Not told to tap again: on Done that would skip the next card.
    assert ctl.ui.notice is not None and ctl.ui.notice.key == "ui.double_tap_button"


def test_a_slow_double_tap_on_take_turn_in_setup_never_chooses_a_start_unseen():
    """(Q52: in a table's setup the second tap chose the island under the button as the
    next player's start.)"""
    ctl, gestures, clock = handed_over()
    assert ctl.session.phase == "setup"
    gestures.tap(ctl, HERE, ctl.session.take_turn)
    assert not ctl.ui.handover and gestures.settling() == (HERE, NEXT_CARD_MS)
    island = ctl.session.game.legal_starts(ctl.session.seat)[0]
    clock.wait(400.0)
    gestures.tap_island(ctl, island, HERE)
    assert code(ctl) == "double_tap" and ctl.ui.selected is None
    clock.wait(NEXT - 400.0)
    gestures.tap_island(ctl, island, HERE)
    assert ctl.ui.selected == island


def test_a_slow_double_tap_on_take_turn_never_writes_the_cards_number_unseen():
    """The hand-over's button leaves the board, with the card, under the finger (Q51: a
    second tap 400 ms later wrote the number on the island there): guarded as *Done*."""
    ctl, gestures, clock = handed_over()
    s = ctl.session
    while s.phase != "play" or not ctl.ui.handover:  # the starts, then Ana's first round
        if ctl.ui.handover:
            s.take_turn()
        elif s.phase == "setup":
            s.seed_start()
        else:
            s.confirm()
    gestures.tap(ctl, HERE, ctl.session.take_turn)
    assert not ctl.ui.handover and gestures.settling() == (HERE, NEXT_CARD_MS)
    island = ctl.session.game.legal_islands(ctl.session.seat)[0]
    clock.wait(400.0)
    gestures.tap_island(ctl, island, HERE)
    assert code(ctl) == "double_tap" and ctl.session.game.players[ctl.session.seat].draft == []
    clock.wait(NEXT - 400.0)
    gestures.tap_island(ctl, island, HERE)
    assert ctl.session.game.players[ctl.session.seat].draft_number == island


def test_the_moment_counts_from_when_the_page_shows_the_step():
    ctl, gestures, clock = in_play()
    gestures.tap(ctl, HERE, ctl.session.confirm)
    clock.wait(NEXT_CARD_MS + 200)  # a busy phone: the redraw took long
    gestures.drawn()
    clock.wait(SOON)  # the second tap, queued meanwhile, comes right after it
    gestures.tap(ctl, HERE, ctl.session.confirm)
    assert ctl.session.game.round(0) == 2 and code(ctl) == "double_tap"
    gestures.drawn()  # a redraw of nothing new moves nothing on
    clock.wait(NEXT - SOON)
    gestures.tap(ctl, HERE, ctl.session.confirm)
    assert ctl.session.game.round(0) == 3


def test_a_board_that_moved_under_the_finger_guards_the_taps_spot_for_anything():
    ctl, gestures, clock = in_play()
    free = ctl.session.game.legal_islands(0)[0]
    gestures.tap_island(ctl, free, HERE)
    gestures.drawn(moved=True)  # the page panned the board to the new targets
    line = ctl.session.game.legal_lines(0)[0]
    clock.wait(SOON)
    gestures.tap_line(ctl, line, HERE)  # the second tap landed on a line that came there
    assert ctl.session.game.players[0].draft_bridges == [] and code(ctl) == "double_tap"
    gestures.drawn(moved=True)  # a redraw with no tap: nothing new to guard
    clock.wait(LATER)
    gestures.tap_line(ctl, line, HERE)
    assert len(ctl.session.game.players[0].draft_bridges) == 1
    gestures.drawn(moved=False)
    clock.wait(SOON)
    gestures.tap_line(ctl, line, HERE)  # nothing moved: a quick second bridge, as meant
    assert len(ctl.session.game.players[0].draft_bridges) == 2


def test_a_second_tap_after_the_moment_or_elsewhere_or_by_a_key_is_carried_out():
    for delay, where in ((NEXT, HERE), (SOON, Point(HERE.x + 100, HERE.y)), (SOON, None)):
        ctl, gestures, clock = in_play()
        gestures.tap(ctl, HERE if where else None, ctl.session.confirm)
        assert ctl.session.game.round(0) == 2
        clock.wait(delay)
        gestures.tap(ctl, where, ctl.session.confirm)
        assert ctl.session.game.round(0) == 3, (delay, where)


def test_a_slow_second_tap_on_done_never_skips_the_card_it_brought():
    """After a round's *Done*, *Skip this card* is under the finger: a second tap there
    400 ms later (a slow double tap) is refused, told, and the card stays; once the card
    has been seen, a tap there skips it. Elsewhere, or on an island, nothing waits."""
    ctl, gestures, clock = in_play()
    gestures.tap(ctl, HERE, ctl.session.confirm)
    gestures.drawn()
    assert ctl.session.game.round(0) == 2
    clock.wait(400)
    gestures.tap(ctl, HERE, ctl.session.confirm)
    assert ctl.session.game.round(0) == 2 and code(ctl) == "double_tap"
    assert ctl.ui.notice is not None and ctl.ui.notice.key == "ui.double_tap_button"
    clock.wait(NEXT - 400)
    gestures.tap(ctl, HERE, ctl.session.confirm)
    assert ctl.session.game.round(0) == 3  # seen: skipped as meant
    gestures.drawn()
    clock.wait(SOON)
    free = ctl.session.game.legal_islands(0)[0]
    gestures.tap_island(ctl, free, Point(HERE.x, HERE.y + 100))  # elsewhere: at once
    assert ctl.session.game.players[0].draft_number == free
    # The last Done brings no card (the end): the double tap's own moment.
    while ctl.session.game.round(0) < 17:
        ctl.session.confirm()
    gestures.tap(ctl, HERE, ctl.session.confirm)
    assert ctl.session.phase == "end" and gestures.settling() == (HERE, DOUBLE_TAP_MS)


def test_enter_pressed_twice_on_done_never_writes_the_next_cards_number_unseen():
    """A key's press on *Done* moves focus to the board with the next card: a second press
    there within ``DOUBLE_TAP_MS`` (Enter pressed twice) is not carried out, and said as a
    key's; a press after it or after an arrow moved focus, a pointer's tap, or a press
    after any other button is."""
    ctl, gestures, clock = in_play()
    gestures.tap(ctl, None, ctl.session.confirm)
    assert ctl.session.game.round(0) == 2
    free = ctl.session.game.legal_islands(0)[0]
    line = ctl.session.game.legal_lines(0)
    clock.wait(SOON)
    before = state(ctl, gestures)
    gestures.tap_island(ctl, free, None)
    assert state(ctl, gestures) == before and code(ctl) == "double_tap"
    assert ctl.ui.notice is not None and ctl.ui.notice.key == "ui.double_press"
    gestures.tap_line(ctl, line[0], None)  # a line's too
    assert state(ctl, gestures) == before and code(ctl) == "double_tap"
    clock.wait(DOUBLE_TAP_MS - SOON - 1)
    gestures.tap_island(ctl, free, None)  # still within the moment
    assert ctl.session.game.players[0].draft_number is None
    clock.wait(2)
    gestures.tap_island(ctl, free, None)  # the card seen: written
    assert ctl.session.game.players[0].draft_number == free
    # An arrow moved focus to the island: the player's choice, carried out at once.
    ctl, gestures, clock = in_play()
    gestures.tap(ctl, None, ctl.session.confirm)
    gestures.keys_chose()
    free = ctl.session.game.legal_islands(0)[0]
    gestures.tap_island(ctl, free, None)
    assert ctl.session.game.players[0].draft_number == free
    # A pointer's tap elsewhere on the board is not held by a key's press.
    ctl, gestures, clock = in_play()
    gestures.tap(ctl, None, ctl.session.confirm)
    clock.wait(SOON)
    free = ctl.session.game.legal_islands(0)[0]
    gestures.tap_island(ctl, free, Point(HERE.x, HERE.y + 100))
    assert ctl.session.game.players[0].draft_number == free
    # Nor after a button that brings no card (Undo), nor a pointer's Done.
    for press in (ctl.session.undo, ctl.session.confirm):
        ctl, gestures, clock = in_play()
        free = ctl.session.game.legal_islands(0)[0]
        gestures.tap(ctl, None if press == ctl.session.undo else HERE, press)
        clock.wait(SOON)
        gestures.tap_island(ctl, free, None)
        assert code(ctl) != "double_tap"


def test_enter_pressed_twice_at_a_table_never_passes_the_cover_or_writes_unseen():
    """At a table, Enter on *Done* brings the hand-over's cover with its button focused: a
    second press there within the moment does not take the turn; *Take turn* by a key
    shows the board with the card: a press there within the moment waits too (Q37)."""
    ctl, gestures, clock = party()
    s = ctl.session
    while s.phase == "setup":  # (each chooses the next one's start, the cover between)
        s.take_turn() if ctl.ui.handover else s.seed_start()
    while not ctl.ui.handover:
        s.confirm()
    gestures.tap(ctl, None, s.take_turn)  # the board in play, with the card
    assert not ctl.ui.handover and s.phase == "play"
    gestures.step_drawn()
    free = s.game.legal_islands(s.seat)[0]
    clock.wait(SOON)
    gestures.tap_island(ctl, free, None)
    assert ctl.session.game.players[ctl.session.seat].draft_number is None
    assert code(ctl) == "double_tap"
    while ctl.session.phase == "play" and not ctl.ui.handover:
        clock.wait(LATER)
        gestures.tap(ctl, None, ctl.session.confirm)  # the round's end, the next player's cover
    assert ctl.ui.handover
    gestures.step_drawn()
    clock.wait(SOON)
    gestures.tap(ctl, None, ctl.session.take_turn)
    assert ctl.ui.handover and code(ctl) == "double_tap"
    clock.wait(LATER)
    gestures.tap(ctl, None, ctl.session.take_turn)  # once the cover was seen
    assert not ctl.ui.handover


def test_a_keys_moment_counts_from_when_the_page_drew_its_step():
    ctl, gestures, clock = in_play()
    gestures.tap(ctl, None, ctl.session.confirm)
    clock.wait(DOUBLE_TAP_MS + 200)  # a busy phone: the drawing took long
    gestures.step_drawn()
    clock.wait(SOON)  # the second press, queued meanwhile
    free = ctl.session.game.legal_islands(0)[0]
    gestures.tap_island(ctl, free, None)
    assert ctl.session.game.players[0].draft_number is None and code(ctl) == "double_tap"
    gestures.step_drawn()  # a drawing of nothing new moves nothing on
    clock.wait(DOUBLE_TAP_MS - SOON)
    gestures.tap_island(ctl, free, None)
    assert ctl.session.game.players[0].draft_number == free


def test_a_double_tap_on_the_deals_start_never_asks_for_the_hint_that_came_under_the_finger():
    ctl, gestures, clock = opened()
    asked: list[object] = []
    gestures.tap(ctl, HERE, ctl.session.seed_start)
    clock.wait(SOON)
    gestures.tap(ctl, HERE, lambda: asked.append(ctl.computer.ask_hint()))
    assert asked == [] and code(ctl) == "double_tap"
    clock.wait(NEXT)  # (the start brought the first card)
    gestures.tap(ctl, HERE, lambda: asked.append(ctl.computer.ask_hint()))
    assert asked != [None] and len(asked) == 1


def test_a_step_that_moves_nothing_guards_nothing():
    ctl, gestures, clock = in_play()
    free = ctl.session.game.legal_islands(0)[0]
    ctl.session.tap_island(free)
    ctl.session.tap_line(ctl.session.game.board.lines_of[free][0])
    assert len(ctl.session.game.players[0].draft) == 2
    gestures.tap(ctl, HERE, ctl.session.undo)
    clock.wait(SOON)
    gestures.tap(ctl, HERE, ctl.session.undo)  # two quick undos are two undos
    assert ctl.session.game.players[0].draft == [] and gestures.settling() is None


def test_settling_says_where_and_how_long_a_second_tap_is_refused():
    ctl, gestures, clock = in_play()
    assert gestures.settling() is None
    gestures.tap(ctl, HERE, ctl.session.confirm)
    assert gestures.settling() == (HERE, NEXT_CARD_MS)
    clock.wait(SOON)
    assert gestures.settling() == (HERE, NEXT_CARD_MS - SOON)
    clock.wait(NEXT)
    assert gestures.settling() is None
    gestures.tap_island(ctl, ctl.session.game.legal_islands(0)[0], HERE)
    assert gestures.settling() is None  # only that island is guarded: other taps go


def test_a_tap_by_a_key_or_an_assistive_technology_has_no_point():
    assert tap_point(10.0, 20.0, 1) == Point(10.0, 20.0)
    assert tap_point(10.0, 20.0, 2) == Point(10.0, 20.0)
    assert tap_point(0.0, 0.0, 0) is None


# -- drags ---------------------------------------------------------------------------------


def test_a_drag_between_islands_is_their_line_and_a_tap_is_no_drag():
    ctl, gestures, _ = in_play()
    board = ctl.session.game.board
    line = next(iter(board.lines.values()))
    gestures.press(line.b)
    assert gestures.dragging
    assert gestures.release(board, line.a) == line.id
    assert not gestures.dragging
    gestures.press(line.a)
    assert gestures.release(board, line.a) is None  # down and up on one island: a tap
    gestures.press(None)
    assert gestures.release(board, line.a) is None  # not from an island
    gestures.press(line.a)
    gestures.cancel()  # the browser scrolled instead
    assert gestures.release(board, line.b) is None


def test_a_drag_to_an_island_that_is_no_neighbour_is_refused_with_the_reason():
    ctl, gestures, _ = in_play()
    board = ctl.session.game.board
    joined = {(ln.a, ln.b) for ln in board.lines.values()}
    a, b = next(
        (i.id, j.id)
        for i in board.islands
        for j in board.islands
        if i.id < j.id and (i.id, j.id) not in joined
    )
    gestures.press(b)
    line = gestures.release(board, a)
    assert line == f"{a}-{b}"
    ctl.session.tap_line(line)
    assert code(ctl) == "no_such_line"


# -- every tap says something -----------------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_every_tap_changes_something_or_says_why_not(seed):
    """Random taps on islands, lines and Done, quick and slow, some twice: none is silent."""
    rng = random.Random(seed)
    ctl, gestures, clock = in_play(f"?seed=SILENT{seed}&side={'AB'[seed % 2]}")
    board = ctl.session.game.board
    islands = [i.id for i in board.islands]
    lines = list(board.lines)
    taps = 0
    while ctl.session.phase == "play" and taps < 400:
        taps += 1
        ctl.ui.notice = None
        before = state(ctl, gestures)
        kind = rng.random()
        where = Point(rng.choice((100.0, 300.0)), rng.choice((100.0, 300.0)))
        clock.wait(rng.choice((SOON, LATER, 2000.0)))
        if kind < 0.45:
            gestures.tap_island(ctl, rng.choice(islands), where)
        elif kind < 0.85:
            gestures.tap_line(ctl, rng.choice(lines), where)
        elif kind < 0.9:
            gestures.tap(ctl, where, ctl.session.undo)
        else:
            gestures.tap(ctl, where, ctl.session.confirm)
        assert state(ctl, gestures) != before or ctl.ui.notice is not None, taps


def test_a_taps_spot_is_unchecked_until_the_page_looks_whether_its_step_moved_the_board():
    ctl, gestures, _clock = in_play()
    assert gestures.unchecked is None
    free = ctl.session.game.legal_islands(0)[0]
    gestures.tap_island(ctl, free, HERE)
    assert gestures.unchecked == HERE  # shown as settling until the next frame looks
    gestures.drawn(moved=False)
    assert gestures.unchecked is None and gestures.settling() is None
    gestures.tap(ctl, None, ctl.session.undo)  # a key's tap: no spot, nothing to look at
    assert gestures.unchecked is None


def test_the_board_is_measured_only_when_a_move_under_the_finger_would_change_the_guard():
    """A step that moved things on the screen (a round's *Done*) guards its spot for anything
    from when it is drawn, whether the board moved or not: the page need not measure it.
    A number (its island guarded), a bridge (nothing guarded) are measured; a key's tap
    has no spot; once drawn, nothing is left to measure."""
    ctl, gestures, clock = in_play()
    gestures.tap(ctl, HERE, ctl.session.confirm)
    assert gestures.unchecked == HERE and not gestures.to_measure
    other, other_gestures, _clock = in_play()
    other_gestures.tap(other, HERE, other.session.confirm)
    gestures.drawn(moved=False)
    other_gestures.drawn(moved=True)
    assert gestures.guard == other_gestures.guard  # (moved or not: the same guard)
    assert not gestures.to_measure
    clock.wait(NEXT)
    free = ctl.session.game.legal_islands(0)[0]
    gestures.tap_island(ctl, free, HERE)  # a number: its island guarded
    assert gestures.guard is not None and gestures.guard.island == free
    assert gestures.to_measure
    gestures.drawn(moved=False)
    clock.wait(LATER)
    gestures.tap_line(ctl, ctl.session.game.legal_lines(0)[0], HERE)  # a bridge: none
    assert gestures.to_measure
    gestures.drawn(moved=False)
    gestures.tap(ctl, None, ctl.session.undo)  # a key's tap
    assert not gestures.to_measure
