"""The scores chart with 1,000 games in the history: how long it takes to draw.

Run: ``python3 bench/chart.py`` (CPython) or ``python3 bench/chart.py
--pyodide`` (the page's own runtime, Pyodide under Node). Target (issue 21):
1,000 games draw in under 50 ms. ``read`` is the history's store reading the
stored list once (each entry checked into a ``HistoryEntry``: the history
screen's first drawing pays it). A draw is :func:`web.model.chart.chart`: the streak,
the SVG (both sides, the titles' bands, the streak's strip) and the table, at a
phone's width (390) and a tablet's (1024). The page's path (``page``) is what
the history screen computes: :func:`web.model.screens.screen_view` with the history
open (the chart, the table's markup, the finished games' list); ``closed`` is
the same call with no screen open, what every redraw from the start pays (the
chart is never drawn then). Medians and 95th percentiles, milliseconds (wall and
CPU).
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.runs import Runs, elapsed, print_runs, run_in_pyodide, started

TARGET_MS = 50.0
KINDS = ("solo", "solo", "solo", "challenge", "party")  # mostly solo, as a history would be


def history(count: int = 1000) -> list[dict[str, object]]:
    """``count`` finished games, oldest first, one a day with some daily challenges."""
    rng = random.Random(1)
    start = datetime.date(2023, 1, 1)
    out: list[dict[str, object]] = []
    for i in range(count):
        day = start + datetime.timedelta(days=i)
        kind = rng.choice(KINDS)
        seed = f"DAY-{day.isoformat()}" if kind == "challenge" else f"S{i:05d}"
        out.append(
            {
                "seed": seed,
                "side": rng.choice("AB"),
                "kind": kind,
                "name": "Ana",
                "total": rng.randint(18, 60),
                "id": f"{seed}.A.{kind}.{i:06x}",
                "date": day.isoformat(),
            }
        )
    return out


def measure(stored: list[dict[str, object]], runs: int) -> dict[str, Runs]:
    from web.model.chart import chart
    from web.model.saves import MemoryStore, Saves
    from web.model.screens import Screens, screen_view
    from web.model.stores.history import HISTORY, entries_of

    today = datetime.date(2025, 9, 27)
    store = MemoryStore()
    store.set(HISTORY, json.dumps(stored))
    saves = Saves(store)  # (the page's: the list read and checked once, when first shown)
    began = started()
    entries = saves.history.entries()
    times: dict[str, Runs] = {"read": [elapsed(began)], "closed": []}
    assert entries == entries_of(stored)
    chart(entries[:10], "en", 390, today)  # warm-up: the catalogue, the flows
    closed, opened = Screens(), Screens()
    opened.open("history")
    for _ in range(runs):
        for width in (390, 1024):
            began = started()
            chart(entries, "en", width, today)
            times.setdefault(f"width {width}", []).append(elapsed(began))
            opened.width = width
            began = started()
            screen_view(opened, saves, "en", today)
            times.setdefault(f"page {width}", []).append(elapsed(began))
        began = started()
        screen_view(closed, saves, "en", today)
        times["closed"].append(elapsed(began))
    return times


def report(times: dict[str, Runs], count: int, runtime: str) -> None:
    print(f"scores chart, {count} games, {runtime}, ms (target: under {TARGET_MS:g} ms)")
    for name, runs in times.items():
        print_runs(name, runs)


PYODIDE_SCRIPT = """
import sys, json
sys.path.insert(0, "/work")
from bench import chart as bench
entries = json.loads(open("/work/history.json").read())
bench.report(bench.measure(entries, RUNS), len(entries), "Pyodide " + sys.version.split()[0])
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--pyodide", action="store_true", help="run in Pyodide under Node")
    args = parser.parse_args()
    entries = history(args.games)
    if args.pyodide:
        import json

        script = f"RUNS = {args.runs}\n" + PYODIDE_SCRIPT
        run_in_pyodide(script, {"history.json": json.dumps(entries)})
    else:
        runtime = f"CPython {sys.version.split()[0]}"
        report(measure(entries, args.runs), len(entries), runtime)


if __name__ == "__main__":
    main()
