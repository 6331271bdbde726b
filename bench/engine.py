"""Engine speed on CPython: verifying a whole record, and the legality query.

Run: ``python bench/engine.py``. Prints medians over repeated runs; the
targets (issue 2) are a 17-round verify under 2 ms and the legality query
for the current step under 0.2 ms.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hashi_core import from_record, to_record, verify
from tests.helpers import random_game


def median_ms(func, repeat: int = 15, number: int = 50) -> float:
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            func()
        runs.append((time.perf_counter() - start) / number * 1000)
    return statistics.median(runs)


def main() -> None:
    rng = random.Random(1)
    records = [to_record(random_game(f"B{i}", "AB"[i % 2], rng)) for i in range(20)]
    mid = [to_record(random_game(f"M{i}", "AB"[i % 2], rng, rounds=8)) for i in range(20)]
    games = [from_record(r) for r in mid]

    def verify_all() -> None:
        for record in records:
            verify(record)

    def query_all() -> None:
        for game in games:
            game.legal_islands()
            game.legal_lines()

    verify_ms = median_ms(verify_all, number=5) / len(records)
    query_ms = median_ms(query_all) / len(games)
    print(f"verify a 17-round record: {verify_ms:.3f} ms  (target < 2 ms)")
    print(f"legality query (islands + lines, mid-game): {query_ms:.3f} ms  (target < 0.2 ms)")


if __name__ == "__main__":
    main()
