"""A start with 1,000 finished games kept on the device, against an empty device (issue 26 #4).

    python3 bench/stored_games.py [--runs 7] [--games 1000] [--base DIR]

Builds the site and serves it (as bench/startup.py does); two browser profiles
on disk, side by side in one run: ``empty`` (nothing stored) and ``full``
(``--games`` finished solo games, each a real record played at random, with
its save and its history entry in today's format, as a device that has
played that many keeps them; no game on screen, so that both start a new
deal and differ only in what is stored). Each profile first visits once (the
site cached for offline play, the shipped snapshot kept), then ``full``
is filled and started once (``first``: a device of the earlier format, whose
start may rewrite what it reads), then both start again in turn, ``--runs``
times: a warm start from the start URL, as the installed app opens.

A start is from the navigation to ``html[data-app-state=ready]`` (the game
drawn and taking taps), measured in the page (``performance.now()``). Medians.
``--base DIR`` serves another build (e.g. an older commit's ``dist/``) as
``base-empty`` and ``base-full``, measured in the same turns. Results also go
to bench/results/stored_games.json.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import http.server
import json
import random
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hashi_build import site  # noqa: E402
from hashi_build.serve import Handler  # noqa: E402
from hashi_core import Record  # noqa: E402
from tests.e2e.conftest import ARGS, CHROMIUM  # noqa: E402
from tests.engines.test_journey import READY, SNAPSHOT_SETTLED  # noqa: E402
from tests.helpers import random_game  # noqa: E402

OUT = ROOT / "bench" / "out" / "stored"
RESULTS = ROOT / "bench" / "results"
TARGET = 1.1  # a full device's start, at most this times an empty one's

PROBE = """
(() => {
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.appState === "ready") {
      observer.disconnect();
      window.__ready = performance.now();
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-app-state"]});
})();
"""
FILL = "(items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }"


def finished_games(count: int) -> dict[str, str]:
    """``count`` finished solo games as a device keeps them: saves and the history."""
    rng = random.Random(26)
    items: dict[str, str] = {}
    history = []
    first = datetime.date(2024, 1, 1)
    for i in range(count):
        seed, side = f"STORE{i}", rng.choice("AB")
        game = random_game(seed, side, rng)
        ident = f"{seed}.{side}.solo.{i:06x}"
        envelope = {
            "id": ident,
            "kind": "solo",
            "record": Record.of(game).to_dict(),
            "version": 1,
            "rev": 2,
            "ui": {},
        }
        items[f"hashi.save.{ident}"] = json.dumps(envelope, separators=(",", ":"))
        day = (first + datetime.timedelta(days=i)).isoformat()
        total = game.scores()[0].total
        history.append(
            {"seed": seed, "side": side, "kind": "solo", "name": "", "total": total, "date": day}
            | {"id": ident}
        )
    items["hashi.history"] = json.dumps(history, separators=(",", ":"), ensure_ascii=False)
    return items


def start(page, url: str) -> float:
    page.goto(url)
    page.wait_for_function(READY, timeout=120_000)
    page.wait_for_function("window.__ready !== undefined", timeout=120_000)
    return float(page.evaluate("window.__ready"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--base", type=Path, help="another build, measured beside this one")
    args = parser.parse_args()
    items = finished_games(args.games)
    print(f"{args.games} games: {sum(len(v) for v in items.values())} characters stored")
    dist = site.build()
    if OUT.exists():
        shutil.rmtree(OUT)
    shutil.copytree(dist, OUT / "site")
    builds = {"site": "", **({"base": "base-"} if args.base else {})}
    if args.base:
        shutil.copytree(args.base, OUT / "base")
    handler = functools.partial(Handler, directory=str(OUT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base_url = f"http://127.0.0.1:{server.server_address[1]}/"
    from playwright.sync_api import sync_playwright

    times: dict[str, list[float]] = {}
    first: dict[str, float] = {}
    profiles = []
    with sync_playwright() as pw:
        pages = {}
        for build, prefix in builds.items():
            for device in ("empty", "full"):
                profile = tempfile.mkdtemp(prefix="hashi-stored-")
                profiles.append(profile)
                context = pw.chromium.launch_persistent_context(
                    profile,
                    executable_path=CHROMIUM,
                    args=ARGS,
                    viewport={"width": 1280, "height": 900},
                )
                context.add_init_script(PROBE)
                page = context.new_page()
                url = f"{base_url}{build}/"
                start(page, url)
                page.wait_for_function(SNAPSHOT_SETTLED, timeout=120_000)
                page.evaluate("localStorage.clear()")
                if device == "full":
                    page.evaluate(FILL, items)
                    first[prefix + device] = start(page, url)
                pages[prefix + device] = (page, url)
        for _ in range(args.runs):  # in turn, so that the machine's load falls on each alike
            for name, (page, url) in pages.items():
                taken = start(page, url)
                times.setdefault(name, []).append(taken)
                print(name, f"{taken:.0f} ms", flush=True)
    server.shutdown()
    for profile in profiles:
        shutil.rmtree(profile, ignore_errors=True)
    medians = {name: statistics.median(runs) for name, runs in times.items()}
    for prefix in builds.values():
        empty, full = medians[prefix + "empty"], medians[prefix + "full"]
        print(
            f"{prefix or 'this '}build: full {full:.0f} ms vs empty {empty:.0f} ms ="
            f" {full / empty:.2f}x (target <= {TARGET}x); the first start after filling:"
            f" {first[prefix + 'full']:.0f} ms"
        )
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "stored_games.json").write_text(
        json.dumps({"games": args.games, "times": times, "first": first}, indent=1)
    )


if __name__ == "__main__":
    main()
