"""Made the saves in this folder with the code of commit 61978e9 (before the stores' split).

Run once, from the repository's root, with that commit checked out:
``.venv/bin/python tests/data/saves/make_saves.py``. Each file is one device's
storage (``store``) and what that code read back from it (``expect``); the
tests load the storage with today's code and check the same things come back.
Kept as it ran: it uses the API of that time, and is not run by the tests.
"""

import datetime
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from web.address import parse
from web.controller import Controller
from web.saves import MemoryStore, Saves

from hashi_core import Record, to_record
from hashi_core.playout import playout, random_start
from hashi_core.share import encode_result
from tests.helpers import random_game
from tests.test_tutorial_flow import play_until
from tests.test_web_controller import play_taps

HERE = Path(__file__).resolve().parent
NOW = datetime.datetime(2026, 11, 20, 18, 30)


def controller(store: MemoryStore, query: str = "") -> Controller:
    ctl = Controller(Saves(store), now=lambda: NOW)
    ctl.open(parse(query))
    return ctl


def expect(store: MemoryStore) -> dict:
    """What the code of that time reads back from ``store`` on a new start."""
    ctl = controller(store)
    s, saves = ctl.session, ctl.saves
    return {
        "current": saves.current()[0].id if saves.current() else None,
        "kind": s.kind,
        "phase": s.phase,
        "record": Record.of(s.game, s.flow.label).to_dict(),
        "seed": str(s.game.seed),
        "side": s.game.side,
        "names": [p.name for p in s.game.players],
        "progress": s.progress,
        "computers": {str(k): v for k, v in s.seats.levels.items()},
        "handover": s.ui.handover,
        "hints": s.hints_used,
        "in_progress": sorted(e.id for e in saves.in_progress()),
        "history": saves.history(),
        "bests": saves.bests(),
        "games_played": saves.games_played(),
        "results": saves.results(str(s.game.seed), s.game.side),
        "name": saves.name(),
        "computer_used": saves.computer_used(),
        "last_backup": str(ctl.keeping.last_backup()),
        "keep": ctl.keeping._state(),
    }


def write(name: str, store: MemoryStore) -> None:
    data = {"store": dict(sorted(store.data.items())), "expect": expect(store)}
    (HERE / f"{name}.json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def solo_mid_round() -> MemoryStore:
    store = MemoryStore()
    ctl = controller(store, "?seed=FIXSOLO&side=B")
    ctl.session.seed_start()
    play_taps(ctl, random.Random(1), rounds=4)
    ctl.session.tap_island(ctl.session.game.legal_islands(0)[0])  # a number written, mid-round
    ctl.session.hints_used = 2
    ctl.session.save()
    return store


def solo_finished() -> MemoryStore:
    store = MemoryStore()
    rng = random.Random(2)
    for seed, side in (("FIXDONE1", "A"), ("FIXDONE2", "B"), ("FIXDONE3", "A")):
        ctl = controller(store, f"?seed={seed}&side={side}")
        random_start(ctl.session.game, rng, 0)
        playout(ctl.session.game, rng, 17)
        ctl.session.save()
    ctl.keeping.backed_up(datetime.date(2026, 11, 19))
    ctl.keeping.should_ask(True)
    ctl.keeping.persist_answer(False)
    return store


def party_with_computer() -> MemoryStore:
    store = MemoryStore()
    ctl = controller(store)
    ctl.begin("party", ["Ana", "Bo", "Robo"], ["person", "person", "easy"], seed="FIXPARTY")
    ctl.session.seed_start()  # Ana's start; the device goes to Bo
    ctl.session.take_turn()
    ctl.session.seed_start()  # Bo's; the computer writes its own, the game starts
    ctl.session.take_turn()
    game = ctl.session.game
    ctl.session.tap_island(game.legal_islands(0)[0])  # Ana's number and bridges...
    while len(game.players[0].draft_bridges) < game.card(0).bridges and game.legal_lines(0):
        ctl.session.tap_line(game.legal_lines(0)[0])
    ctl.session.confirm()  # ...and her turn: the cover waits for Bo
    assert ctl.session.ui.handover, ctl.session.ui.notice
    ctl.saves.note_computer_used()
    return store


def challenge_with_friends() -> MemoryStore:
    store = MemoryStore()
    codes = [
        encode_result(to_record(random_game("FIXCHAL", "A", random.Random(n), (name,))))
        for n, name in ((4, "Friend"), (5, "Other"))
    ]
    ctl = controller(store, f"?result={codes[0]}")
    ctl.give_name("Ana")
    ctl.add_result(codes[1])
    ctl.session.seed_start()
    play_taps(ctl, random.Random(6), rounds=3)
    return store


def tutorial_mid_way() -> MemoryStore:
    store = MemoryStore()
    ctl = controller(store)
    ctl.begin("tutorial")
    play_until(ctl, 9)
    return store


if __name__ == "__main__":
    write("solo_mid_round", solo_mid_round())
    write("solo_finished", solo_finished())
    write("party_with_computer", party_with_computer())
    write("challenge_with_friends", challenge_with_friends())
    write("tutorial_mid_way", tutorial_mid_way())
