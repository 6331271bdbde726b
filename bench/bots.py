"""Strength and speed of the computer player (issues 13 and 28).

Each seed's deal is played solo from the deal's own start; every turn is
asked through ``hashi_bots.suggest`` with the position as JSON data, the very
function behind ``python -m hashi_core hint``. The final record is scored
by the engine's ``verify``.

    python3 bench/bots.py                         # hold-out seeds, every level, both sides
    python3 bench/bots.py --seeds tune --level hard --side A --count 10
    python3 bench/bots.py --count 200 --jobs 1 --base main   # before / after, same deals

Seed sets: ``tune`` (TUNE000...) is the set the evaluation was tuned on;
``holdout`` (HOLD000...) was never used for tuning. ``--analyse easy`` also
runs ``hashi_bots.analyse`` on the easy games: its best totals (knowing all
17 cards) and its wall time per record.

``--base REF`` also plays the same deals with REF's computer player (a copy of
REF from ``git archive``, imported in a process of its own) and prints both;
``--head REF`` plays a commit's player (kept the same way) in place of the working tree's.
A commit never changes, so its games are kept in
``bench/results/bots-<commit>.jsonl`` and a later run plays only the missing
ones. ``--pyodide N`` asks again, in Pyodide under Node (the V8 engine and the
WebAssembly runtime the page's worker runs, ``node_modules/pyodide``), every
hint of the first N deals per level and side (of the base too), checks each
answer is CPython's and gives its latency: wall time and the Node process's
CPU time. Hint times are given in CPU time (the process's own) beside wall time: on
a shared machine wall time measures the load more than the player.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from io import BytesIO
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # a base's copy, put first by --code, stays first
    sys.path.insert(0, str(ROOT))
RESULTS = ROOT / "bench" / "results"

Game = dict[str, Any]  # seed, side, level, total, wall and cpu (seconds per hint), record


def seeds(kind: str, count: int) -> list[str]:
    prefix = {"tune": "TUNE", "holdout": "HOLD"}[kind]
    return [f"{prefix}{i:03d}" for i in range(count)]


def play(seed: str, side: str, level: str) -> Game:
    """One solo game asked turn by turn, with the (wall, CPU) seconds of each hint."""
    from hashi_bots import suggest
    from hashi_bots.selfplay import play_deal, solo_record
    from hashi_core import deal, verify

    d = deal(seed, side)
    wall: list[float] = []
    cpu: list[float] = []

    def ask(position: object) -> dict:
        data = json.loads(json.dumps(position))
        began, began_cpu = time.perf_counter(), time.process_time()
        turn = suggest(data)
        wall.append(time.perf_counter() - began)
        cpu.append(time.process_time() - began_cpu)
        return turn

    turns = play_deal(side, d.start, d.draw, level, ask)
    record = solo_record(seed, side, d.start, turns, level)
    code, verdict = verify(record)
    assert code == 0 and verdict["final"], verdict
    total = verdict["players"][0]["total"]
    return {
        "seed": seed,
        "side": side,
        "level": level,
        "total": total,
        "wall": wall,
        "cpu": cpu,
        "record": record,
    }


def _job(args: tuple[str, str, str]) -> Game:
    return play(*args)


def _check_code(code: str | None) -> None:
    """Each worker imports the computer player from the copy it was asked for."""
    if code is None:
        return
    import hashi_bots

    assert Path(hashi_bots.__file__).resolve().is_relative_to(Path(code).resolve())


def play_all(jobs: list[tuple[str, str, str]], workers: int, code: str | None = None) -> list[Game]:
    with ProcessPoolExecutor(workers, initializer=_check_code, initargs=(code,)) as pool:
        return list(pool.map(_job, jobs))


def key(game: Game) -> tuple[str, str, str]:
    return game["seed"], game["side"], game["level"]


def read_games(path: Path) -> dict[tuple[str, str, str], Game]:
    if not path.exists():
        return {}
    games = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return {key(g): g for g in games}


def play_missing(jobs: list[tuple[str, str, str]], workers: int, out: Path, code: str) -> None:
    """Play the games ``out`` does not hold yet with ``code``'s player, each appended when done."""
    have = read_games(out)
    missing = [j for j in jobs if j not in have]
    with (
        ProcessPoolExecutor(workers, initializer=_check_code, initargs=(code,)) as pool,
        out.open("a") as sink,
    ):
        for game in pool.map(_job, missing):
            sink.write(json.dumps(game) + "\n")
            sink.flush()


def ref_games(
    ref: str, args: argparse.Namespace, jobs: list[tuple[str, str, str]]
) -> tuple[list[Game], Path]:
    """The deals played by ``ref``'s computer player (kept per commit), and its copy."""
    commit = subprocess.run(
        ["git", "rev-parse", f"{ref}^{{commit}}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    RESULTS.mkdir(parents=True, exist_ok=True)
    out = RESULTS / f"bots-{commit[:12]}.jsonl"
    code = RESULTS / f"code-{commit[:12]}"
    if not code.exists():
        archive = subprocess.run(
            ["git", "archive", commit, "hashi_core", "hashi_bots"],
            cwd=ROOT,
            capture_output=True,
            check=True,
        ).stdout
        with tarfile.open(fileobj=BytesIO(archive)) as tar:
            tar.extractall(code, filter="data")
    have = read_games(out)  # read once: a kept file holds thousands of games
    if any(j not in have for j in jobs):
        command = [sys.executable, __file__, "--code", str(code), "--out", str(out)]
        command += ["--seeds", args.seeds, "--count", str(args.count), "--jobs", str(args.jobs)]
        for level in args.level or []:
            command += ["--level", level]
        for side in args.side or []:
            command += ["--side", side]
        subprocess.run(command, check=True)
        have = read_games(out)
    return [have[j] for j in jobs], code


PYODIDE_RUN = """
import {loadPyodide} from %(module)s;
import {readFileSync} from "node:fs";
const job = JSON.parse(readFileSync(%(job)s, "utf8"));
const py = await loadPyodide({indexURL: %(index)s});
for (const [path, text] of Object.entries(job.files)) {
  py.FS.mkdirTree("/code/" + path.split("/").slice(0, -1).join("/"));
  py.FS.writeFile("/code/" + path, text);
}
py.runPython("import sys; sys.path.insert(0, '/code')");
const suggest = py.runPython(
  "import json\\nfrom hashi_bots import suggest\\n" +
    "lambda text: json.dumps(suggest(json.loads(text)))"
);
suggest(job.positions[0]);  // the first call imports the player
const out = [];
for (const text of job.positions) {
  const began = performance.now(), cpu = process.cpuUsage();
  const answer = suggest(text);
  const spent = process.cpuUsage(cpu);
  out.push([answer, (performance.now() - began) / 1000, (spent.user + spent.system) / 1e6]);
}
console.log(JSON.stringify(out));
"""


def in_pyodide(code: Path, games: list[Game], pyodide: Path) -> list[Game]:
    """``games``' hints asked again in Pyodide under Node, with ``code``'s player: time per hint."""
    from hashi_bots.position import Position
    from hashi_core import Record, deal

    positions, answers = [], []
    for game in games:
        record = Record.from_dict(game["record"])
        p = record.players[0]
        assert p.start is not None
        draw = deal(game["seed"], game["side"]).draw
        for rnd, turn in enumerate(p.turns):
            position = Position(
                game["side"], p.start, p.turns[:rnd], draw[: rnd + 1], game["level"]
            )
            positions.append(json.dumps(position.to_dict()))
            answers.append(turn.to_dict())
    files = {
        str(path.relative_to(code)): path.read_text()
        for package in ("hashi_core", "hashi_bots")
        for path in sorted((code / package).rglob("*.py"))
    }
    with tempfile.TemporaryDirectory() as tmp:
        job = Path(tmp) / "job.json"
        job.write_text(json.dumps({"files": files, "positions": positions}))
        script = PYODIDE_RUN % {
            "module": json.dumps((pyodide / "pyodide.mjs").as_uri()),
            "job": json.dumps(str(job)),
            "index": json.dumps(str(pyodide) + "/"),
        }
        done = subprocess.run(
            ["node", "--input-type=module", "-e", script],
            capture_output=True,
            text=True,
            check=True,
        )
    out = json.loads(done.stdout.splitlines()[-1])
    timed, k = [], 0
    for game in games:
        rounds = len(game["cpu"])
        chunk = out[k : k + rounds]
        k += rounds
        for (answer, _, _), expected in zip(chunk, answers[k - rounds : k], strict=True):
            assert json.loads(answer) == expected, (game["seed"], answer, expected)
        wall = [c[1] for c in chunk]
        cpu = [c[2] for c in chunk]
        timed.append({**game, "wall": wall, "cpu": cpu})
    return timed


def p(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def p95(values: list[float]) -> float:
    return p(values, 0.95)


def table(title: str, games: list[Game]) -> None:
    """Mean ± standard error per level and side, and the hint times (ms, wall / CPU)."""
    print(title)
    print("level  side  n    mean ± s.e.   min  max   hint p50 ms   hint p95 ms   hint max ms")
    print(f"{'(wall / CPU)':>92}")
    groups: dict[tuple[str, str], list[Game]] = {}
    for game in games:
        groups.setdefault((game["level"], game["side"]), []).append(game)
    for (level, side), group in groups.items():
        totals = [g["total"] for g in group]
        wall = [t for g in group for t in g["wall"]]
        cpu = [t for g in group for t in g["cpu"]]
        error = statistics.stdev(totals) / len(totals) ** 0.5 if len(totals) > 1 else 0.0
        print(
            f"{level:6} {side:4} {len(totals):3} {statistics.mean(totals):6.2f} ± {error:4.2f}"
            f" {min(totals):5} {max(totals):4}"
            f" {p(wall, 0.5) * 1000:7.0f} / {p(cpu, 0.5) * 1000:4.0f}"
            f" {p95(wall) * 1000:7.0f} / {p95(cpu) * 1000:4.0f}"
            f" {max(wall) * 1000:7.0f} / {max(cpu) * 1000:4.0f}"
        )


def gains(base: list[Game], games: list[Game]) -> None:
    """Per level and side: the mean of each deal's total minus the base's, ± its standard error."""
    before = {key(g): g["total"] for g in base}
    diffs: dict[tuple[str, str], list[int]] = {}
    for game in games:
        diffs.setdefault((game["level"], game["side"]), []).append(
            game["total"] - before[key(game)]
        )
    print("gain over the base, deal by deal (mean ± s.e.):")
    for (level, side), values in diffs.items():
        error = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
        print(f"{level:6} {side:4} {statistics.mean(values):+6.2f} ± {error:4.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", choices=["tune", "holdout"], default="holdout")
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--level", action="append", choices=["easy", "normal", "hard"])
    parser.add_argument("--side", action="append", choices=["A", "B"])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--base", help="also play the same deals with this git ref's computer player"
    )
    parser.add_argument(
        "--pyodide", type=int, default=0, help="time the first N deals' hints in Pyodide under Node"
    )
    parser.add_argument("--head", help="a git ref's computer player in place of the working tree's")
    parser.add_argument("--pyodide-dir", type=Path, default=ROOT / "node_modules" / "pyodide")
    parser.add_argument("--code", help=argparse.SUPPRESS)  # a base's copy to import (with --out)
    parser.add_argument("--out", help=argparse.SUPPRESS)  # where a base's games go, one per line
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
    # Deal by deal, so that a run cut short (a base's is kept) covers every level and side.
    jobs = [(s, side, lv) for s in seeds(args.seeds, args.count) for lv in levels for side in sides]
    if args.code:
        sys.path.insert(0, args.code)
        play_missing(jobs, args.jobs, Path(args.out), args.code)
        return
    load = os.getloadavg()
    began = time.time()
    base, base_code = ref_games(args.base, args, jobs) if args.base else ([], ROOT)
    if args.head:
        games, code = ref_games(args.head, args, jobs)
    else:
        games, code = play_all(jobs, args.jobs), ROOT
    name = f"head {args.head}" if args.head else "this tree"
    print(
        f"seeds: {args.seeds} x {args.count}; load average {load[0]:.1f} at the start,"
        f" {os.getloadavg()[0]:.1f} at the end; {time.time() - began:.0f} s"
    )
    if base:
        table(f"base {args.base}:", base)
    table(f"{name}:", games)
    if base:
        gains(base, games)
    if args.pyodide:
        first = set(seeds(args.seeds, args.pyodide))
        for title, copy, played in ((f"base {args.base}", base_code, base), (name, code, games)):
            if played:
                sample = [g for g in played if g["seed"] in first]
                table(f"{title}, in Pyodide:", in_pyodide(copy, sample, args.pyodide_dir))
    records = [g for g in games if g["level"] == args.analyse]
    if args.analyse and records:
        for side in sides:
            own = [g["record"] for g in records if g["side"] == side]
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
