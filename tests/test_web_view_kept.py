"""What a tap's view keeps from one tap to the next gives the view built afresh.

The view keeps texts (``view.render``), a seat's score rows (``view._score_rows``), each
island's and line's state (``board_view``) and attributes (``attributes_of``); the engine
keeps each state's answers (``Game._kept``). After every step of whole random games (a
number, bridges, one taken back, *Undo*, *Done*, refused taps, a reload that resumes the
game from its save, a new game), the view built with all of them kept equals the one built
with none kept, and every element's kept attributes are its own."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from hashi_core import Game
from web.model.address import parse
from web.model.controller import Controller
from web.model.saves import MemoryStore, Saves
from web.pictures import board_view
from web.shown.view_types import View, attributes_of
from web.ui import view

KEPT: list[Callable[[], None]] = [
    view._rendered.cache_clear,
    view._score_rows.cache_clear,
    board_view._island.cache_clear,
    board_view._line.cache_clear,
    attributes_of.cache_clear,
]


def afresh(ctl: Controller, lang: str) -> View:
    """The view as a first build makes it: nothing kept by the view nor by the engine."""
    for clear in KEPT:
        clear()
    game = ctl.session.game
    game._memo = None  # (the engine's answers, found again)
    return view.build(ctl, lang)


def check(ctl: Controller, lang: str) -> None:
    kept = view.build(ctl, lang)
    elements = list(kept.board.elements())
    assert [attributes_of(e) for e in elements] == [e.attributes() for e in elements]
    assert kept == afresh(ctl, lang)


def tap(ctl: Controller, rng: random.Random) -> None:
    """One of a player's taps, as a page's go (often refused: nothing changes then)."""
    s = ctl.session
    game, seat = s.game, s.seat
    if s.phase == "setup":
        s.seed_start()
        return
    roll = rng.random()
    islands, lines = game.legal_islands(seat), game.legal_lines(seat)
    drawn = game.players[seat].draft_number
    if roll < 0.25 and islands:
        s.tap_island(rng.choice(islands))
    elif roll < 0.3 and drawn is not None:
        s.tap_island(drawn)  # the number taken back (refused when a bridge needs it)
    elif roll < 0.6 and lines:
        s.tap_line(rng.choice(lines))
    elif roll < 0.7:
        s.undo()
    elif roll < 0.75:
        s.tap_line(rng.choice(list(game.board.lines)))  # most often refused
    else:
        s.confirm()


@pytest.mark.parametrize("seed", range(3))
def test_the_kept_view_is_the_view_built_afresh_over_whole_games(seed: int):
    rng = random.Random(seed)
    store = MemoryStore()
    ctl = Controller(Saves(store), later=True)
    link = f"?seed=KEPT{seed}&side={'AB'[seed % 2]}"
    ctl.open(parse(link))
    lang = ("en", "de", "fr")[seed]
    games = 0
    for step in range(900):
        if ctl.session.phase == "end":
            games += 1
            if games == 2:
                break
            ctl.open_deal(f"KEPTNEW{seed}", "B", "solo")  # a new game, the caches warm
        tap(ctl, rng)
        if step % 37 == 36:  # a reload: the game resumed from its save
            ctl.flush()
            ctl = Controller(Saves(store), later=True)
            ctl.open(parse(link if games == 0 else f"?seed=KEPTNEW{seed}&side=B"))
        check(ctl, lang)
    assert games == 2  # (both games played to their end)


@pytest.mark.parametrize("names", [("Ana",), ("Ana", "Ben", "Cy")])
def test_a_preview_without_a_draft_is_the_score(names: tuple[str, ...]):
    """The engine finds a state without a draft's scores once for both (``Game.scores``),
    at a table too (every seat's draft empty), taken back (``pop``) as well as played."""
    rng = random.Random(7)
    game = Game("PREVIEW", "A", "solo" if len(names) == 1 else "multi", names)
    seen = 0
    while not game.final:
        seat = rng.randrange(len(names))
        moves = list(game.legal_moves(seat))
        if moves and rng.random() < 0.9:
            game.push(rng.choice(moves), seat)
        elif game.players[seat].start is not None:
            game.pop(seat)
        if not any(p.draft for p in game.players):
            seen += 1
            assert game.scores(preview=True) == list(game._scores(True))
            assert game.scores() == list(game._scores(False))
    assert seen >= 5  # (states without a draft were met)


def test_the_legal_islands_and_lines_are_the_moves_the_rules_take():
    """The engine lists the legal numbers and bridges without checking the lines and islands
    it can tell refused at once: each listed is taken, each other refused (``Game.check``)."""
    from hashi_core import DrawBridge, WriteNumber

    rng = random.Random(11)
    game = Game("LEGAL", "B")
    game.push(next(iter(game.legal_moves())))
    while not game.final:
        board = game.board
        taken = [i.id for i in board.islands if game.check(WriteNumber(i.id)) is None]
        assert game.legal_islands() == taken
        ends = [(ln.a, ln.b) for ln in board.lines.values()]
        open_ = [f"{a}-{b}" for a, b in ends if game.check(DrawBridge(a, b)) is None]
        assert game.legal_lines() == open_
        game.push(rng.choice(list(game.legal_moves())))
