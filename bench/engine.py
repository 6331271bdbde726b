"""Engine speed on CPython: verify, the legality queries, copy, and random playouts.

Run: ``python3 bench/engine.py``. Prints medians over repeated runs with the
targets (issues 2 and 8): a 17-round verify under 2 ms, the legality query
for the current step under 0.2 ms, ``legal_moves()`` mid-game under 0.3 ms,
``copy()`` of a mid-game state under 20 us, a full random playout of 17
rounds under 5 ms.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hashi_core import Game, to_record, verify
from hashi_core.playout import playout, random_start


def median_ms(func: Callable[[], object], repeat: int = 15, number: int = 50) -> float:
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            func()
        runs.append((time.perf_counter() - start) / number * 1000)
    return statistics.median(runs)


def played(seed: str, side: str, rng: random.Random, rounds: int | None = None) -> Game:
    game = Game(seed, side)
    random_start(game, rng)
    return playout(game, rng, rounds)


def main() -> None:
    rng = random.Random(1)
    records = [to_record(played(f"B{i}", "AB"[i % 2], rng)) for i in range(20)]
    games = [played(f"M{i}", "AB"[i % 2], rng, rounds=8) for i in range(20)]
    fresh = [Game(f"P{i}", "AB"[i % 2]) for i in range(20)]

    def verify_all() -> None:
        for record in records:
            verify(record)

    def query_all() -> None:
        for game in games:
            game.legal_islands()
            game.legal_lines()

    def moves_all() -> None:
        for game in games:
            list(game.legal_moves())

    def copy_all() -> None:
        for game in games:
            game.copy()

    play_rng = random.Random(2)

    def playout_all() -> None:
        for game in fresh:
            trial = game.copy()
            random_start(trial, play_rng)
            playout(trial, play_rng)

    figures = [
        ("verify a 17-round record", median_ms(verify_all, number=5) / len(records), 2.0, "ms"),
        (
            "legality query (islands + lines, mid-game)",
            median_ms(query_all) / len(games),
            0.2,
            "ms",
        ),
        ("legal_moves() mid-game", median_ms(moves_all) / len(games), 0.3, "ms"),
        ("copy() mid-game", median_ms(copy_all, number=200) / len(games) * 1000, 20.0, "us"),
        ("random playout, 17 rounds", median_ms(playout_all, number=3) / len(fresh), 5.0, "ms"),
    ]
    for name, value, target, unit in figures:
        print(f"{name}: {value:.3f} {unit}  (target < {target:g} {unit})")


if __name__ == "__main__":
    main()
