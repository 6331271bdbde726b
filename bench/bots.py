"""Strength and speed of the computer player (issue 13).

Each seed's deal is played solo from the deal's own start; every turn is
asked through ``hashi_bots.suggest`` with the position as JSON data, the very
function behind ``python -m hashi_core hint``. The final record is scored
by the engine's ``verify``.

    python3 bench/bots.py                         # hold-out seeds, every level, both sides
    python3 bench/bots.py --seeds tune --level hard --side A --count 10

Seed sets: ``tune`` (TUNE000...) is the set the evaluation was tuned on;
``holdout`` (HOLD000...) was never used for tuning. ``--analyse easy`` also
runs ``hashi_bots.analyse`` on the easy games: its best totals (knowing all
17 cards) and its wall time per record.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hashi_bots import suggest
from hashi_bots.selfplay import play_deal, solo_record
from hashi_core import deal, verify


def seeds(kind: str, count: int) -> list[str]:
    prefix = {"tune": "TUNE", "holdout": "HOLD"}[kind]
    return [f"{prefix}{i:03d}" for i in range(count)]


def play(seed: str, side: str, level: str) -> tuple[int, list[tuple[float, float]], dict]:
    """One solo game asked turn by turn: (verified total, (wall, CPU) seconds per hint, record)."""
    d = deal(seed, side)
    times = []

    def ask(position: object) -> dict:
        data = json.loads(json.dumps(position))
        began, cpu = time.perf_counter(), time.process_time()
        turn = suggest(data)
        times.append((time.perf_counter() - began, time.process_time() - cpu))
        return turn

    turns = play_deal(side, d.start, d.draw, level, ask)
    record = solo_record(seed, side, d.start, turns, level)
    code, verdict = verify(record)
    assert code == 0 and verdict["final"], verdict
    return verdict["players"][0]["total"], times, record


def _job(args: tuple[str, str, str]) -> tuple[str, str, str, int, list[tuple[float, float]], dict]:
    seed, side, level = args
    total, times, record = play(seed, side, level)
    return seed, side, level, total, times, record


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", choices=["tune", "holdout"], default="holdout")
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--level", action="append", choices=["easy", "normal", "hard"])
    parser.add_argument("--side", action="append", choices=["A", "B"])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--cpu-clock",
        action="store_true",
        help="count analyse's time budget in CPU time (what an idle machine would give it)",
    )
    parser.add_argument(
        "--analyse",
        choices=["easy", "normal", "hard"],
        help="also run analyse on that level's games (easy: the search gets the least help)",
    )
    args = parser.parse_args()
    levels = args.level or ["easy", "normal", "hard"]
    sides = args.side or ["A", "B"]
    jobs = [(s, side, lv) for lv in levels for side in sides for s in seeds(args.seeds, args.count)]
    results: dict[tuple[str, str], list[int]] = {}
    times: dict[tuple[str, str], list[tuple[float, float]]] = {}
    records = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for _seed, side, level, total, spent, record in pool.map(_job, jobs):
            results.setdefault((level, side), []).append(total)
            times.setdefault((level, side), []).extend(spent)
            if level == args.analyse:
                records.append(record)
    print(f"seeds: {args.seeds} x {args.count}")
    print("level  side  mean   min  max   hint p95 ms (wall / CPU)  hint max ms (wall / CPU)")
    for (level, side), totals in results.items():
        spent = times[(level, side)]
        print(
            f"{level:6} {side:4} {statistics.mean(totals):5.1f} {min(totals):5} {max(totals):4}"
            f" {p95([w for w, _ in spent]) * 1000:12.0f} / {p95([c for _, c in spent]) * 1000:4.0f}"
            f" {max(w for w, _ in spent) * 1000:14.0f} / {max(c for _, c in spent) * 1000:4.0f}"
        )
    if args.analyse and records:
        for side in sides:
            own = [r for r in records if r["side"] == side]
            with ProcessPoolExecutor(args.jobs) as pool:
                found = list(pool.map(_analyse, own, [args.cpu_clock] * len(own)))
            best = [f[0] for f in found]
            spent = [f[1] for f in found]
            cpu = [f[3] for f in found]
            print(
                f"analyse side {side}: best mean {statistics.mean(best):.1f}"
                f" (games analysed {statistics.mean(r[2] for r in found):.1f}),"
                f" wall mean {statistics.mean(spent):.2f} s, max {max(spent):.2f} s;"
                f" CPU mean {statistics.mean(cpu):.2f} s, max {max(cpu):.2f} s"
            )


def _analyse(record: dict[str, Any], cpu_clock: bool) -> tuple[int, float, int, float]:
    from hashi_bots import analyse

    began, cpu = time.perf_counter(), time.process_time()
    clock = time.process_time if cpu_clock else time.perf_counter
    result = analyse(record, clock=clock)
    spent = time.perf_counter() - began
    return result["best"]["total"], spent, result["total"], time.process_time() - cpu


if __name__ == "__main__":
    main()
