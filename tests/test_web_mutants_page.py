"""Behaviour the mutation run (``python3 -m tests.mutate_page``) found no test checking."""

from __future__ import annotations

import random
import re

import pytest

from hashi_core import to_record
from hashi_core.record import nesting
from hashi_texts import render
from web.bots.computer import RETRY_AFTER
from web.lessons.figures import FigureBoard, _figure, figure_svg, figures
from web.lessons.tutorial_script import STEPS, save
from web.model.controller import Controller
from web.model.saves import CORRUPT, HISTORY, MemoryStore, Saves
from web.pictures.board_drawing import BRIDGE_GAP
from web.pictures.picture import picture_svg

from .helpers import random_game
from .history_rows import history_entries
from .test_web_controller import party, write_starts

LINE = re.compile(r'<line class="(dots|bridge \w+)" x1="(\S+)" y1="(\S+)" x2="(\S+)" y2="(\S+)"/>')


def test_a_figures_bridges_lie_on_their_line_or_one_gap_either_side_of_it() -> None:
    column = _figure("column", (1, 3), [(1, 0, 0, None), (2, 0, 2, None)], {}, {(1, 2): 2})
    drawn = []
    for figure in [*figures().values(), FigureBoard("column", *column, (), {})]:
        svg = figure_svg(figure, "label")
        for group in re.findall(r'<g class="line[^"]*"[^>]*>(.*?)</g>', svg):
            (kind, *dots), *bridges = [(kind, *map(float, xy)) for kind, *xy in LINE.findall(group)]
            assert kind == "dots"
            shifts = []
            for _, x1, y1, x2, y2 in bridges:
                shift = (x1 - dots[0], y1 - dots[1])
                assert (x2 - dots[2], y2 - dots[3]) == shift  # parallel to the dotted line
                shifts.append(shift)
            across = dots[1] == dots[3]
            gap = (0.0, BRIDGE_GAP) if across else (BRIDGE_GAP, 0.0)
            expected = [[], [(0.0, 0.0)], [(-gap[0], -gap[1]), gap]][len(bridges)]
            assert sorted(shifts) == sorted(expected), (figure.name, group)
            drawn.append((len(bridges), across))
    assert {(1, True), (2, True), (2, False)} <= set(drawn) and (0, False) in drawn


def test_a_tap_on_a_board_only_looked_at_changes_nothing_in_the_game() -> None:
    ctl, _ = party(("Ana", "Ben"))
    write_starts(ctl)
    session = ctl.session
    session.confirm()  # Ana's round 1 done: Ben's turn
    session.take_turn()
    session.view_player(0)
    before = to_record(session.game)
    session.tap_island(session.game.legal_islands(1)[0])
    assert ctl.ui.notice is not None and ctl.ui.notice.code == "not_your_board"
    assert to_record(session.game) == before


def test_a_game_over_the_budget_on_its_own_stays_listed() -> None:
    saves = Saves(MemoryStore())
    saves.history.add(
        "G1", history_entries({"seed": "S1", "side": "A", "total": 3}), budget=1
    )  # none older
    assert [(h.id, h.total) for h in saves.history.entries()] == [("G1", 3)]


def test_the_picture_of_a_game_in_play_names_no_title() -> None:
    game = random_game("PICTURE", "A", random.Random(3), rounds=5)
    assert not game.final and game.scores()[0].title
    shown = picture_svg(game, 0, "en")
    assert render(f"title.{game.scores()[0].title}", "en") not in shown


def test_each_unreadable_value_is_kept_under_the_next_number() -> None:
    store = MemoryStore()
    for raw in ("{broken", "[also broken"):
        store.data[HISTORY] = raw
        Saves(store).check()
    kept = {k: v for k, v in store.data.items() if k.startswith(CORRUPT)}
    assert kept == {f"{CORRUPT}{HISTORY}.1": "{broken", f"{CORRUPT}{HISTORY}.2": "[also broken"}


def test_nesting_is_the_deepest_after_closed_siblings() -> None:
    assert nesting("[][[]]") == 2
    assert nesting('[{}, {"a": [1]}]') == 3


def test_a_hint_after_a_failure_asks_again_once_the_wait_is_over() -> None:
    now = [0.0]
    ctl = Controller(Saves(MemoryStore()), clock=lambda: now[0])
    ctl.begin(side="A", seed="HINT9")
    ctl.session.seed_start()
    ctl.computer.ask_hint()
    assert ctl.computer.message({"failed": "TypeError: boom"})
    assert ctl.computer.ask_hint() is None and ctl.ui.notice is not None
    assert ctl.ui.notice.code == "bot_unavailable"  # at once: refused, no loop
    now[0] += RETRY_AFTER[-1]
    assert ctl.computer.ask_hint() is not None and ctl.computer.waiting == "hint"


def test_a_guided_game_is_saved_only_at_one_of_its_steps() -> None:
    assert save(len(STEPS) - 1)["step"] == len(STEPS) - 1
    with pytest.raises(IndexError):
        save(len(STEPS))
