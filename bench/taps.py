"""Taps on a slow tablet: tap-to-paint over whole games, CPU throttled, before and after.

    python bench/taps.py [--base REV] [--games 3] [--throttle 4] [--phases] [--cpu] [--look 3]

Builds the site twice, from ``--base`` (a git revision, default the merge base with
``main``: the page before this branch's changes) and from the working tree, serves both, and
plays whole solo games by taps in Debian's Chromium with the CPU throttled ``--throttle``
times (CDP ``Emulation.setCPUThrottlingRate``, set before the page opens, as a slow tablet
is slow from its start; only the taps are measured), alternating base and work game by game
so that noise hits both alike. The first tap comes ``--look`` seconds after the page is
ready, and once the page has had nothing to run for 50 ms (``IDLE``), as a person's comes
once they have read the card (both builds alike; 0: at once, as before 27 Nov 2026, racing
what the page runs while idle after its start). Each game is a new browser context on the
same deal, played by the same random player (``tests/e2e/player.play_round``, one seed per
game).

A tap's time is bench/startup.py's probe: from the input event to the end of the page's
handlers plus style and layout (``handled``) and to the start of the next frame
(``frame``: tap-to-paint). Reported per build: the median and p95 over every tap of its
games, and each game's p95; with ``--phases``, where the Python side's time goes (the
page pushes its phases to ``window.hashiTimings``: ``web/browser/timing.py``; the base
build may not have them); with ``--cpu``, each tap's main-thread CPU time from a trace
(``tap_cpu``). Each figure is also given per kind of tap (``confirm``: a round's *Done*) and
for the taps after each game's first round (``warm``: the runtime has compiled what a tap
runs). Results go to bench/results/taps.json.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.startup import PROBE, CountingHandler  # noqa: E402
from hashi_build import MODULES  # noqa: E402
from tests.e2e import player  # noqa: E402
from tests.e2e.conftest import ARGS, CHROMIUM  # noqa: E402
from tests.e2e.player import open_game, play_round  # noqa: E402

# Taps at the pace of the figures measured before the tests' taps became quicker: two
# frames before each, as Playwright's click waited for its target to hold still.
player.FRAMES_BEFORE_TAP = 2

RESULTS = ROOT / "bench" / "results"
ROUNDS = 17
PHASES = "window.hashiTimings = [];"
# What each tap was on: its button's action (``confirm``: *Done*), else an island or a line.
KINDS = """window.__kinds = [];
window.addEventListener("click", (event) => {
  const on = (selector) => event.target.closest && event.target.closest(selector);
  const action = on("[data-action]");
  window.__kinds.push(action ? action.dataset.action
    : on("[data-island]") ? "island" : on("[data-line]") ? "line" : "other");
}, true);"""

# Resolves once the page has had nothing to run for 50 ms (an idle period the browser gives
# whole), or after 60 s: what it runs after its start is over (a slow tablet's ~1 s of
# warm-ups, which a machine shared with other work stretches many times over).
IDLE = """() => new Promise((resolve) => {
  const until = performance.now() + 60000;
  const look = (deadline) => deadline.timeRemaining() >= 49 || performance.now() > until
    ? resolve() : requestIdleCallback(look);
  requestIdleCallback(look);
})"""


def build_at(rev: str | None, out: Path) -> None:
    """Build the site of ``rev`` (None: the working tree) into ``out``."""
    if rev is None:
        subprocess.run([sys.executable, "build.py", "--out", str(out)], cwd=ROOT, check=True)
        return
    tree = Path(tempfile.mkdtemp(prefix="hashi-base-"))
    archive = subprocess.run(["git", "archive", rev], cwd=ROOT, check=True, capture_output=True)
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive.stdout, check=True)
    (tree / "node_modules").symlink_to(MODULES)  # the same pinned runtime
    subprocess.run([sys.executable, "build.py", "--out", str(out)], cwd=tree, check=True)
    shutil.rmtree(tree, ignore_errors=True)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def traced(trace: bytes) -> dict[str, float]:
    """Milliseconds per kind of work on the page's main thread (a Chromium trace's complete
    events, outermost and nested alike: EventDispatch holds FunctionCall holds Layout...)."""
    events = json.loads(trace)["traceEvents"]
    main = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"
    }
    totals: dict[str, float] = {}
    for e in events:
        if e.get("ph") == "X" and (e.get("pid"), e.get("tid")) in main:
            totals[e["name"]] = totals.get(e["name"], 0) + e.get("dur", 0) / 1000
    top = sorted(totals.items(), key=lambda item: -item[1])[:25]
    return {name: round(ms) for name, ms in top}


TRACED = ["devtools.timeline", "v8.execute"]


def tap_cpu(trace: bytes) -> list[float]:
    """Each tap's main-thread CPU time (ms): from the input that ends in a click (the mouse's
    release: its pointerup and click) to the end of the next paint, the thread time of every
    task in between. Unlike the wall time, other processes on a busy machine add nothing
    to it, and neither does the throttle (it suspends the thread): times the throttle, it
    is the tap on a quiet machine that slow."""
    events = json.loads(trace)["traceEvents"]
    main = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"
    }
    on_main = sorted(
        (e for e in events if e.get("ph") == "X" and (e.get("pid"), e.get("tid")) in main),
        key=lambda e: (e["ts"], -e.get("dur", 0)),
    )
    tasks, end = [], 0  # the outermost events: one per task
    for e in on_main:
        if e["ts"] >= end:
            tasks.append(e)
            end = e["ts"] + e.get("dur", 0)
    clicks = [
        e["ts"]
        for e in on_main
        if e["name"] == "EventDispatch" and e["args"].get("data", {}).get("type") == "click"
    ]
    taps = []
    for click in clicks:
        first = next(i for i, t in enumerate(tasks) if t["ts"] + t.get("dur", 0) > click)
        spent = 0.0
        for t in tasks[first:]:
            spent += t.get("tdur", 0) / 1000  # (a few events carry no thread time)
            if t["name"] == "Paint" or t["ts"] > click + 2_000_000:  # (at most 2 s on)
                break
        taps.append(spent)
    return taps


def play(
    browser,
    url: str,
    seed: int,
    throttle: float,
    phases: bool,
    trace: bool = False,
    cpu: bool = False,
    look: float = 0.0,
) -> dict:
    """One whole solo game by taps, throttled from its start, the first ``look`` s after it is
    ready; its taps (and phases)."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(PROBE)
    context.add_init_script(KINDS)
    if phases:
        context.add_init_script(PHASES)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    # A slow tablet is slow from its start on: what the page decides from how long its start's
    # work took (a fast device runs one warm-up, not all) sees the tablet's speed.
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    open_game(page, url, "?seed=TAPS&side=B")
    if look:  # the player reads the card: at least ``look`` s, and the page idle by then
        page.wait_for_timeout(look * 1000)
        page.evaluate(IDLE)
    page.evaluate(
        "window.__taps.length = 0; window.__kinds.length = 0;"
        " if (window.hashiTimings) hashiTimings.length = 0"
    )
    rng = random.Random(seed)
    if trace or cpu:
        browser.start_tracing(page=page, categories=TRACED)
    for _ in range(ROUNDS):
        play_round(page, rng)
    recorded = browser.stop_tracing() if trace or cpu else b""
    work = traced(recorded) if trace else {}
    spent = tap_cpu(recorded) if cpu else []
    taps = page.evaluate("window.__taps")
    kinds = page.evaluate("window.__kinds")
    flat = page.evaluate("window.hashiTimings || []")  # name, ms, name, ms...
    timings = list(zip(flat[::2], flat[1::2], strict=True))
    context.close()
    return {
        "handled": [t[0] for t in taps],
        "frame": [t[1] for t in taps],
        "phases": timings,
        "trace": work,
        "cpu": spent,
        "kinds": kinds,
    }


def first_round(kinds: list[str]) -> int:
    """How many of a game's taps were its first round's (up to its first *Done*): taps
    while the runtime still compiles the code a tap runs for the first time."""
    return kinds.index("confirm") + 1 if "confirm" in kinds else 0


def by_kind(games: list[dict]) -> dict:
    """Per kind of tap (``confirm``: *Done*, ``island``, ``line``...), and for every tap after
    each game's first round (``warm``): the count, median and p95 of the frame and the CPU."""
    groups: dict[str, dict[str, list[float]]] = {}
    for game in games:
        kinds = game["kinds"]
        if len(kinds) != len(game["frame"]) or (game["cpu"] and len(kinds) != len(game["cpu"])):
            continue  # (a tap not seen by both: no figures by kind for this game)
        warm = first_round(kinds)
        for place, kind in enumerate(kinds):
            names = [kind] + (["warm"] if place >= warm else ["first round"])
            for name in names:
                group = groups.setdefault(name, {"frame": [], "cpu": []})
                group["frame"].append(game["frame"][place])
                if game["cpu"]:
                    group["cpu"].append(game["cpu"][place])
    out = {}
    for name, group in sorted(groups.items()):
        figures: dict[str, float] = {"taps": len(group["frame"])}
        for measure, values in group.items():
            if values:
                figures[f"{measure}_median_ms"] = round(statistics.median(values), 1)
                figures[f"{measure}_p95_ms"] = round(p95(values), 1)
        out[name] = figures
    return out


def last_done(game: dict) -> float | None:
    """The CPU time of a game's last *Done* (its end drawn), if its taps' kinds were seen."""
    kinds, cpu = game["kinds"], game["cpu"]
    if "confirm" not in kinds or len(kinds) != len(cpu):
        return None
    return round(cpu[len(kinds) - 1 - kinds[::-1].index("confirm")], 1)


def summary(games: list[dict]) -> dict:
    handled = [t for g in games for t in g["handled"]]
    frame = [t for g in games for t in g["frame"]]
    phases: dict[str, list[float]] = {}
    for game in games:
        for name, ms in game["phases"]:
            phases.setdefault(name, []).append(ms)
    cpu = [t for g in games for t in g["cpu"]]
    slowest = slow_taps([tap for g in games for tap in per_tap(g["phases"])])
    spent = {}
    if cpu:
        spent = {
            "cpu_median_ms": round(statistics.median(cpu), 1),
            "cpu_p95_ms": round(p95(cpu), 1),
            "game_cpu_p95_ms": [round(p95(g["cpu"]), 1) for g in games],
            "last_done_cpu_ms": [last_done(g) for g in games],
        }
    return {
        **spent,
        "games": len(games),
        "taps": len(frame),
        "frame_median_ms": round(statistics.median(frame), 1),
        "frame_p95_ms": round(p95(frame), 1),
        "frame_max_ms": round(max(frame), 1),
        "handled_median_ms": round(statistics.median(handled), 1),
        "handled_p95_ms": round(p95(handled), 1),
        "game_frame_p95_ms": [round(p95(g["frame"]), 1) for g in games],
        "phases_median_p95_ms": {
            name: [round(statistics.median(v), 1), round(p95(v), 1)]
            for name, v in sorted(phases.items())
        },
        "slowest_taps_phases_median_ms": slowest,
        "by_kind": by_kind(games),
    }


def per_tap(timings: list[tuple[str, float]]) -> list[dict[str, float]]:
    """The phases of each tap: those pushed up to its ``click`` (the outermost), summed by name."""
    taps, current = [], {}
    for name, ms in timings:
        current[name] = current.get(name, 0.0) + ms
        if name == "click":
            taps.append(current)
            current = {}
    return taps


def slow_taps(taps: list[dict[str, float]]) -> dict[str, float]:
    """Where the slowest 5% of taps (by the click handler) spend it: each phase's median."""
    if not taps:
        return {}
    bound = p95([t["click"] for t in taps])
    slow = [t for t in taps if t["click"] >= bound]
    names = sorted({name for t in slow for name in t})
    return {n: round(statistics.median(t.get(n, 0.0) for t in slow), 1) for n in names}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", help="git revision to compare with (default: merge base)")
    parser.add_argument("--games", type=int, default=3, help="whole games per build")
    parser.add_argument("--throttle", type=float, default=4.0)
    parser.add_argument("--phases", action="store_true", help="the Python side's phases")
    parser.add_argument("--only-work", action="store_true", help="no base build")
    parser.add_argument("--trace", action="store_true", help="main-thread work by kind (ms)")
    parser.add_argument("--cpu", action="store_true", help="each tap's main-thread CPU time")
    parser.add_argument(
        "--look", type=float, default=3.0, help="seconds from ready to the first tap (0: at once)"
    )
    args = parser.parse_args()
    out = Path(tempfile.mkdtemp(prefix="hashi-taps-"))
    builds = {"work": None} if args.only_work else {"base": None, "work": None}
    if not args.only_work:
        base = (
            args.base
            or subprocess.run(
                ["git", "merge-base", "HEAD", "main"],
                cwd=ROOT,
                check=True,
                capture_output=True,
                text=True,
            ).stdout.strip()
        )
        builds["base"] = base
    for name, rev in builds.items():
        build_at(rev, out / name)
    handler = functools.partial(CountingHandler, directory=str(out))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    from playwright.sync_api import sync_playwright

    games: dict[str, list[dict]] = {name: [] for name in builds}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for game in range(args.games):
            for name in builds:
                played = play(
                    browser,
                    f"{site}{name}/",
                    game,
                    args.throttle,
                    args.phases,
                    args.trace,
                    args.cpu,
                    args.look,
                )
                if args.trace:
                    print(name, game, "trace", played["trace"], flush=True)
                games[name].append(played)
                got = summary([played])
                print(
                    name,
                    game,
                    {
                        k: got[k]
                        for k in ("taps", "frame_p95_ms", "cpu_p95_ms", "last_done_cpu_ms")
                        if k in got
                    },
                    flush=True,
                )
        browser.close()
    server.shutdown()
    results = {name: summary(g) for name, g in games.items()}
    for name, result in results.items():
        print(f"{name} ({builds[name] or 'working tree'}):", json.dumps(result), flush=True)
    RESULTS.mkdir(exist_ok=True)
    # Each tap's kind and CPU time (its frame without --cpu), game by game: which taps make
    # the slowest 5% (a tap not seen by both lists is left out).
    each = {
        name: [list(zip(g["kinds"], g["cpu"] or g["frame"], strict=False)) for g in played]
        for name, played in games.items()
    }
    (RESULTS / "taps.json").write_text(
        json.dumps(
            {
                "throttle": args.throttle,
                "look": args.look,
                "builds": builds,
                "results": results,
                "taps": each,
            },
            indent=1,
        )
    )
    if not os.environ.get("HASHI_KEEP_BENCH"):
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    main()
