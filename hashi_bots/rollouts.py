"""Determinised look-ahead: a turn judged by playing the game out on sampled card orders.

As bridge and skat programs do, the unseen cards are dealt in a few fixed orders
(made from the sorted unseen set by a fixed rule, never from their real order,
the same for every turn compared); after a turn the level plays the rounds left
greedily on each order, and the turn is worth the mean of the final scores. Late
in a game the rounds left are few and cheap, so the orders can be many.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hashi_core import ROUNDS, Card, Deal, Game, Turn

from .evaluate import Geometry, Style, evaluate
from .turns import play

# The greedy player of a play-out: the scored turns for the card in play, best first.
Step = Callable[[Game], list[tuple[float, Turn]]]


def fixed_order(unseen: Sequence[Card]) -> list[Card]:
    """The unseen cards by bridge count, then number: an order that tells nothing of the
    deal's, which every look ahead starts from."""
    return sorted(unseen, key=lambda c: (c.bridges, c.number))


def orders(unseen: Sequence[Card], count: int) -> list[list[Card]]:
    """``count`` orders of ``unseen``: sorted first, so never read from their real order.

    Each is a shuffle by a small linear congruential generator seeded with its
    index: fixed forever, in every runtime.
    """
    cards = fixed_order(unseen)
    out = []
    for k in range(count):
        state = 12345 + 7919 * k
        order = list(cards)
        for i in range(len(order) - 1, 0, -1):
            state = (state * 1103515245 + 12345) % 2**31
            j = state % (i + 1)
            order[i], order[j] = order[j], order[i]
        out.append(order)
    return out


def sampled_deal(game: Game, order: Sequence[Card]) -> Deal:
    """``game``'s deal, the cards after the one in play taken from ``order`` (its last hidden)."""
    seen = game.seen()
    deal = game.deal
    # A deal's cards in another order make a deal: the checks of Deal.scripted are not needed.
    return Deal(None, deal.side, order[-1], (*seen, *order[: ROUNDS - len(seen)]), deal.start)


def play_out(
    game: Game, turn: Turn, order: Sequence[Card], step: Step, style: Style, geo: Geometry
) -> tuple[float, int]:
    """``turn``, then ``step``'s turn every round left on ``order``'s cards: the end's worth
    (the engine's points) and how many turns were weighed."""
    sim = game.copy()
    play(sim, turn)
    sim.deal = sampled_deal(game, order)
    p = sim.players[0]
    work = 0
    while p.round <= ROUNDS:
        scored = step(sim)
        work += len(scored)
        play(sim, scored[0][1])
    return evaluate(p.sheet, p.achieved, p.round - 1, style, geo), work
