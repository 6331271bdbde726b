"""The engine answers a state's queries once (``Game._kept``): never a stale answer.

Each step of random games (pushes, refused pushes, undos, pops, a number taken back,
copies, a deal changed on a copy as the bots do) is checked against a game that never
kept anything: the same moves replayed on a fresh game."""

from __future__ import annotations

import random

import pytest

from hashi_bots.player import next_card
from hashi_core import EndTurn, Game, HashiError, Move, PlaceStart
from hashi_core.game import Player
from hashi_core.playout import random_start

NAMES = (("Ana",), ("Ana", "Ben", "Cy"))


def answers(game: Game) -> list[object]:
    out: list[object] = [game.scores(), game.scores(preview=True)]
    for seat in range(len(game.players)):
        out += [game.legal_islands(seat), game.legal_lines(seat), game.outlook(seat)]
    return out


def fresh(game: Game) -> Game:
    """The same state, replayed move by move on a new game (nothing kept)."""
    names = [p.name for p in game.players]
    other = Game(game.deal, mode=game.mode, names=names)
    for seat, p in enumerate(game.players):
        if p.start is not None:
            other.push(_start(p), seat)
    for seat, p in enumerate(game.players):
        for steps, _, _ in p.commits:
            for step in steps:
                other.push(step, seat)
            other.push(EndTurn(), seat)
        for step in p.draft:
            other.push(step, seat)
    return other


def _start(p: Player) -> Move:
    assert p.start is not None
    return PlaceStart(p.start.island, p.start.value)


@pytest.mark.parametrize("names", NAMES)
@pytest.mark.parametrize("seed", range(4))
def test_kept_answers_are_those_of_a_game_that_keeps_none(seed: int, names: tuple[str, ...]):
    rng = random.Random(seed)
    game = Game(f"MEMO{seed}", "AB"[seed % 2], "solo" if len(names) == 1 else "multi", names)
    for seat in range(len(names)):
        random_start(game, rng, seat)
    for _ in range(300):
        seat = rng.randrange(len(names))
        answers(game)  # asked (and kept) before every change
        roll = rng.random()
        moves = list(game.legal_moves(seat))
        try:
            if roll < 0.6 and moves:
                game.push(rng.choice(moves), seat)
            elif roll < 0.7:
                game.push(EndTurn(), seat)  # often refused: nothing changes
            elif roll < 0.8:
                game.undo(seat)
            elif roll < 0.9:
                game.take_back_number(seat)
            else:
                game.pop(seat)
        except HashiError:
            pass
        assert answers(game) == answers(fresh(game))
        copy = game.copy()
        assert answers(copy) == answers(game)
        if copy.players[seat].start is not None:
            copy.pop(seat)
            assert answers(copy) == answers(fresh(copy))
            assert answers(game) == answers(fresh(game))  # the copy's change is its own


def test_a_deal_changed_on_a_copy_is_asked_anew():
    """The bots try another card on a copy (``hashi_bots.player``): the legal moves follow."""
    rng = random.Random(7)
    game = Game("MEMOCARD", "A")
    random_start(game, rng)
    before = game.legal_lines(), game.legal_islands()
    copy = game.copy()
    copy.legal_lines()  # kept for the copy's deal
    other = next((c for c in game.deal.draw if c.bridges != game.card().bridges), None)
    assert other is not None
    copy.deal = next_card(game.deal, 1, other)
    kept = copy.legal_lines(), copy.legal_islands()
    assert kept == (fresh(copy).legal_lines(), fresh(copy).legal_islands())
    assert (game.legal_lines(), game.legal_islands()) == before


def test_answers_are_copies():
    """A caller that changes what it was given never changes what the game keeps."""
    game = Game("MEMOCOPY", "B")
    random_start(game, random.Random(1))
    game.legal_lines().clear()
    game.scores().clear()
    game.outlook().clear()
    assert game.legal_lines() and game.scores() and game.outlook()
