"""A replay step's cost: the position's view and its board drawn, over whole games.

Run: ``python3 bench/replay.py`` (CPython), or ``python3 bench/replay.py
--pyodide`` to run the same measurement in the page's own runtime (Pyodide
from ``node_modules``, under Node: the engine's speed as in the browser, the
DOM aside). Target (issue 21): a step draws in under 16 ms.

Whole games on both sides, played by the computer (so that bonuses are taken
and boards fill up): each is opened as a replay once, then stepped through
every position 0..17, one seat alone and two seats in lockstep (your game
and a friend's). A step is :func:`web.model.replay.seat_view` (texts and scores) plus
:func:`web.model.replay.seat_svg` (the still drawing), per seat shown, as the
page's replay screen makes it. Medians and 95th percentiles of single
steps, milliseconds of wall time (and the process's CPU time in total).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.runs import Runs, elapsed, print_runs, run_in_pyodide, started

TARGET_MS = 16.0


def games(count: int) -> list[dict[str, object]]:
    """``count`` finished solo records per side, played by the computer (level normal)."""
    from hashi_bots import play_turn
    from hashi_core import ROUNDS, Game, PlaceStart, to_record

    out = []
    for i in range(count):
        for side in ("A", "B"):
            game = Game(f"BENCH{i}", side)
            game.push(PlaceStart(game.deal.start.island, game.deal.start.value))
            for _ in range(ROUNDS):
                play_turn(game, 0, "normal")
            out.append(to_record(game))
    return out


Times = dict[str, Runs]


def measure(records: list[dict[str, object]], lang: str = "en") -> Times:
    from hashi_core import ROUNDS
    from web.model.replay import Replay, Seat, seat_svg, seat_view

    times: Times = {"open": [], "one seat": [], "two seats": []}
    for index, record in enumerate(records):
        began = started()
        seat = Seat(Replay(record), 0)
        times["open"].append(elapsed(began))
        friend = Seat(Replay(records[index - 2]), 0)  # another game of the same side
        for position in range(ROUNDS + 1):
            for key, seats in (("one seat", [seat]), ("two seats", [seat, friend])):
                began = started()
                for shown in seats:
                    seat_view(shown, position, lang)
                    seat_svg(shown, position, lang)
                times[key].append(elapsed(began))
    return times


def report(times: Times, runtime: str) -> None:
    print(f"replay steps, {runtime}, ms (target: a step under {TARGET_MS:g} ms)")
    for key, runs in times.items():
        print_runs(key, runs)


def main_cpython(count: int) -> None:
    records = games(count)
    measure(records[:2])  # warm-up: the catalogue and the boards' caches
    report(measure(records), f"CPython {sys.version.split()[0]}")


PYODIDE_SCRIPT = """
import sys, json
sys.path.insert(0, "/work")
from bench import replay as bench
records = json.loads(open("/work/records.json").read())
bench.measure(records[:2])
bench.report(bench.measure(records), "Pyodide " + sys.version.split()[0])
"""


def main_pyodide(count: int) -> None:
    import json

    run_in_pyodide(PYODIDE_SCRIPT, {"records.json": json.dumps(games(count))})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per side (default 10)")
    parser.add_argument("--pyodide", action="store_true", help="run in Pyodide under Node")
    args = parser.parse_args()
    (main_pyodide if args.pyodide else main_cpython)(args.games)


if __name__ == "__main__":
    main()
