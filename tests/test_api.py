"""The move API: legal_moves, is_legal, copy, pop, the moves' text form, scripted deals."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hashi_core import (
    DECK,
    Card,
    Deal,
    DrawBridge,
    EndTurn,
    Game,
    Move,
    MoveParseError,
    PlaceStart,
    RuleError,
    Start,
    WriteNumber,
    deal,
    to_record,
)
from hashi_core.playout import playout, random_start, random_turn

from .helpers import scripted

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def snapshot(game: Game) -> tuple:
    """Everything a player could see of a game, to compare two games."""
    return (
        [
            (
                p.start,
                tuple(p.turns),
                tuple(p.draft),
                dict(p.sheet.numbers),
                dict(p.sheet.bridges),
                tuple(p.sheet.degree),
                dict(p.achieved),
                p.finished_count,
            )
            for p in game.players
        ],
        game.scores(),
        game.scores(preview=True),
    )


def mid_game(seed: int, side: str = "A", players: int = 1, rounds: int = 8) -> Game:
    rng = random.Random(seed)
    mode = "solo" if players == 1 else "multi"
    game = Game(f"API{seed}", side, mode, [f"P{i}" for i in range(players)])
    for index in range(players):
        random_start(game, rng, index)
    return playout(game, rng, rounds)


# -- legal_moves is exactly what push accepts ----------------------------------------


def every_candidate(game: Game) -> list[Move]:
    """Every move of the right shapes on this board, legal or not."""
    board = game.board
    ids = [i.id for i in board.islands]
    out: list[Move] = [PlaceStart(i, v) for i in ids for v in (2, 3, 4, 5)]
    out += [WriteNumber(i) for i in [0, *ids, 19]]
    out += [DrawBridge(a, b) for a in ids for b in ids if a < b]
    out.append(EndTurn())
    return out


def accepted(game: Game, player: int) -> set[Move]:
    found = set()
    for move in every_candidate(game):
        trial = game.copy()
        try:
            trial.push(move, player)
        except RuleError:
            continue
        found.add(move)
    return found


@SETTINGS
@given(st.integers(0, 10_000), st.sampled_from("AB"), st.integers(0, 17), st.integers(0, 3))
def test_legal_moves_are_exactly_the_moves_push_accepts(seed, side, rounds, steps):
    rng = random.Random(seed)
    game = Game(f"LM{seed}", side)
    if rounds:
        random_start(game, rng)
        playout(game, rng, rounds - 1)
        for _ in range(steps):  # part of a round drawn
            moves = [m for m in game.legal_moves() if not isinstance(m, EndTurn)]
            if moves:
                game.push(rng.choice(moves))
    legal = list(game.legal_moves())
    assert len(legal) == len(set(legal))
    assert set(legal) == accepted(game, 0)
    assert all(game.is_legal(m) for m in legal)


def test_setup_offers_every_plain_island_with_3_or_4_and_nothing_else():
    game = Game("SETUP")
    moves = set(game.legal_moves())
    plain = [i.id for i in game.board.islands if i.flag is None]
    assert moves == {PlaceStart(i, v) for i in plain for v in (3, 4)}
    assert EndTurn() not in moves and not game.is_legal(WriteNumber(plain[0]))


def test_end_of_turn_is_offered_only_with_none_or_all_of_the_cards_bridges():
    game = Game(scripted((5, 2)))
    game.push(PlaceStart(13, 4))
    assert EndTurn() in set(game.legal_moves())
    game.push(DrawBridge(12, 13))
    assert EndTurn() not in set(game.legal_moves())
    game.push(DrawBridge(13, 14))
    moves = set(game.legal_moves())
    assert EndTurn() in moves and not any(isinstance(m, DrawBridge) for m in moves)


def test_nothing_is_legal_once_all_17_cards_are_played():
    game = playout(Game("OVER"), random.Random(2))
    assert game.final and list(game.legal_moves()) == []
    assert not game.is_legal(EndTurn())


# -- copy and pop ------------------------------------------------------------------------


def test_copy_is_independent_of_its_source():
    game = mid_game(1, players=2)
    before = snapshot(game)
    twin = game.copy()
    assert snapshot(twin) == before
    rng = random.Random(5)
    random_turn(twin, rng, 0)
    twin.push(next(iter(twin.legal_moves(1))), 1)
    assert snapshot(game) == before
    random_turn(game, random.Random(6), 0)
    assert snapshot(twin) != snapshot(game)


@SETTINGS
@given(st.integers(0, 10_000), st.sampled_from("AB"))
def test_pop_takes_back_any_move_exactly(seed, side):
    rng = random.Random(seed)
    game = Game(f"POP{seed}", side, "multi", ["Ana", "Ben"])
    history: list[tuple[int, Move, tuple]] = []
    for _ in range(rng.randrange(1, 120)):
        player = rng.randrange(2)
        moves = list(game.legal_moves(player))
        if not moves:
            continue
        move = rng.choice(moves)
        history.append((player, move, snapshot(game)))
        game.push(move, player)
    for player, move, before in reversed(history):
        assert game.pop(player) == move
        assert snapshot(game) == before
    with pytest.raises(RuleError):
        game.pop(0)


def test_bridges_left_counts_the_cards_bridges_down_to_none_legal():
    rng = random.Random(5)
    game = Game("LEFT1", "B")
    assert game.bridges_left() == 0  # setup: no card
    random_start(game, rng, 0)
    while (card := game.card()) is not None:
        drawn = 0
        while bridges := [m for m in game.legal_moves() if isinstance(m, DrawBridge)]:
            assert game.bridges_left() == card.bridges - drawn > 0
            game.push(rng.choice(bridges))
            drawn += 1
        assert game.bridges_left() == card.bridges - drawn
        if game.bridges_left():  # stuck part way: the round takes none or all
            while game.players[0].draft:
                game.undo()
            assert game.bridges_left() == card.bridges
        game.push(EndTurn())
    assert game.bridges_left() == 0  # the end: no card


def test_undo_stays_inside_the_round_but_pop_crosses_it():
    game = Game(scripted((5, 1), (4, 1)))
    game.push(PlaceStart(13, 4))
    game.push(WriteNumber(12))
    game.push(EndTurn())
    with pytest.raises(RuleError) as info:
        game.undo()
    assert info.value.code == "nothing_to_undo"
    assert game.pop() == EndTurn() and game.players[0].draft == [WriteNumber(12)]


# -- the moves' text form -----------------------------------------------------------------


moves = st.one_of(
    st.builds(PlaceStart, st.integers(1, 18), st.sampled_from((3, 4))),
    st.builds(WriteNumber, st.integers(1, 18)),
    st.builds(DrawBridge, st.integers(1, 18), st.integers(1, 18)),
    st.just(EndTurn()),
)


@given(moves)
def test_a_moves_text_parses_back(move):
    assert Move.parse(str(move)) == move


def test_move_text_forms():
    assert [str(m) for m in (PlaceStart(7, 4), WriteNumber(12), DrawBridge(12, 7), EndTurn())] == [
        "start 7=4",
        "number 12",
        "bridge 7-12",
        "end",
    ]
    assert DrawBridge(12, 7) == DrawBridge(7, 12)


@pytest.mark.parametrize(
    "text", ["", "start", "start 7", "number x", "bridge 7", "bridge 7-", "ends", "number 123", 7]
)
def test_text_that_is_not_a_move_is_refused_with_a_code(text):
    with pytest.raises(MoveParseError) as info:
        Move.parse(text)
    assert info.value.code == "bad_move" and info.value.key == "move.unreadable"


# -- scripted deals ------------------------------------------------------------------------


def test_a_game_from_a_scripted_deal_plays_exactly_those_cards():
    cards = list(reversed(DECK))[:17]
    chosen = Deal.scripted("B", cards, Start(12, 3))
    assert chosen.seed is None and chosen.hidden == DECK[0]
    game = Game(chosen)
    game.push(PlaceStart(12, 3))
    played = []
    for _ in range(17):
        played.append(game.card())
        game.push(EndTurn())
    assert played == cards and game.side == "B" and game.final


def test_a_player_has_seen_the_cards_of_their_rounds_and_the_card_in_play():
    cards = list(reversed(DECK))[:17]
    game = Game(Deal.scripted("B", cards, Start(12, 3)))
    assert game.seen() == () and game.card() is None  # setup: no card yet
    game.push(PlaceStart(12, 3))
    for rnd in range(1, 18):
        assert game.seen() == tuple(cards[:rnd]) and game.seen()[-1] == game.card()
        game.push(EndTurn())
    assert game.seen() == tuple(cards) and game.card() is None  # the end: all 17, none in play


@pytest.mark.parametrize(
    "cards",
    [DECK[:16], DECK[:18], [DECK[0]] * 17, [*DECK[:16], Card(7, 1)]],
    ids=["short", "long", "repeated", "foreign"],
)
def test_a_scripted_deal_must_be_17_different_cards_of_the_deck(cards):
    with pytest.raises(ValueError):
        Deal.scripted("A", cards, Start(13, 4))


def test_a_seed_game_and_its_scripted_twin_agree():
    seeded = deal("TWIN", "A")
    twin = Deal.scripted("A", seeded.draw, seeded.start)
    assert twin.hidden == seeded.hidden
    rng_a, rng_b = random.Random(3), random.Random(3)
    a, b = Game("TWIN"), Game(twin)
    random_start(a, rng_a)
    random_start(b, rng_b)
    playout(a, rng_a)
    playout(b, rng_b)
    assert snapshot(a) == snapshot(b)
    assert to_record(b, label="TWIN") == to_record(a)
    with pytest.raises(ValueError):
        to_record(b)
