"""The few engine services the computer player needs, in one place.

Scripted deals (a game on cards chosen by the caller) and a cheap copy of a
game in progress. Everything the rules decide still comes from ``hashi_core``.
"""

from __future__ import annotations

from collections.abc import Sequence

from hashi_core import DECK, Card, Deal, Game, PlaceStart, Start

SCRIPTED_SEED = "BOT"


def scripted_game(side: str, start: Start, draw: Sequence[Card]) -> Game:
    """A solo game on ``side`` whose cards are ``draw`` in order, set up with ``start``."""
    cards = list(draw)
    rest = [c for c in DECK if c not in cards]
    hidden = rest[0] if rest else cards[-1]
    game = Game(SCRIPTED_SEED, side)
    game.deal = Deal(SCRIPTED_SEED, side, hidden, tuple(cards), start)
    game.push(PlaceStart(start.island, start.value))
    return game


def copy_game(game: Game) -> Game:
    """An independent copy of a solo game between rounds (no draft)."""
    twin = Game.__new__(Game)
    twin.deal, twin.mode, twin.board = game.deal, game.mode, game.board
    src = game.players[0]
    new = type(src).__new__(type(src))
    new.name, new.start, new.turns = src.name, src.start, list(src.turns)
    new.draft = list(src.draft)
    new.achieved = dict(src.achieved)
    new.finished_count = src.finished_count
    sheet = type(src.sheet).__new__(type(src.sheet))
    sheet.board = src.sheet.board
    sheet.numbers = dict(src.sheet.numbers)
    sheet.bridges = dict(src.sheet.bridges)
    sheet.degree = list(src.sheet.degree)
    new.sheet = sheet
    twin.players = [new]
    return twin
