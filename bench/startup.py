"""Start-up and tap benchmark in headless Chromium, against two reference pages.

    python bench/startup.py [--runs 5] [--kinds static,bare,site,nosnap] [--no-taps]
    python bench/startup.py --engine webkit|firefox|chromium [--runs 5]

Builds the site, then serves it as GitHub Pages does (``Cache-Control:
max-age=600``) from a server that counts the bytes it sends, and measures:

- ``site``: the game (dist/), served under /site/; its warm runs start from
  the Pyodide memory snapshot that the warm-up visit made (web/scripts/interpreter.mjs);
- ``nosnap``: the same game, its warm runs started without that snapshot
  (dropped after the warm-up visit): what the snapshot saves;
- ``bare``: a page that only loads PyScript + Pyodide (the same pinned files)
  and runs one line of Python;
- ``static``: the game's own page with every script removed (and the links
  that only preload what those scripts fetch).

A cold run opens a seed link (a new deal: the first tap takes its start); a
warm run opens the start URL, as the installed app does (the game just
played resumes: the first tap writes a number). Runs alternate (cold, then
warm, for each page in turn, ``--runs`` times) so noise hits every page
alike; medians are reported. A cold run is a first
visit in a new on-disk browser profile; a warm run loads again in a profile
that has just visited (service worker and HTTP cache filled). Reported: board
visible (first contentful paint), interactive (first legal tap accepted and
drawn; for ``bare``, its line of Python has run), bytes sent by the server
(on a cold run, the service worker's precache included), and tap-to-paint
latency over a whole game. Results go to bench/results/startup.json.

``--engine`` measures one engine through the cross-engine tests' drivers
(tests/engines/drivers.py: Selenium for WebKit, Puppeteer for Firefox and
Chromium), the same way in each, from outside the page: the time from asking
for the page to the first legal tap drawn (polled every 0.1 s; ``bare``: its
line of Python ran), cold (a new browser profile: a first visit, until the
offline copy and the snapshot are made) and warm (the start URL again, from
the snapshot), and the bytes the server sent on the first visit, for ``site``
and ``bare`` in turn. Results go to bench/results/startup-<engine>.json.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import json
import random
import re
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hashi_build import site  # noqa: E402
from hashi_build.serve import Handler  # noqa: E402
from tests.e2e.conftest import ARGS, CHROMIUM  # noqa: E402
from tests.e2e.player import open_game, play_round  # noqa: E402
from tests.engines.drivers import ENGINES  # noqa: E402

OUT = ROOT / "bench" / "out"
RESULTS = ROOT / "bench" / "results"

BARE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare</title>
<script type="module" src="./pyscript/core.js"></script></head>
<body><p>bare PyScript + Pyodide</p>
<script type="py" config="./pyscript.json">
from pyscript import document; document.documentElement.setAttribute("data-ran", "1")
</script></body></html>
"""

# Marks "interactive": for the game, the first legal tap (the deal's start)
# dispatched as soon as the page is ready, then drawn; for bare, Python ran.
PROBE = """
(() => {
  const done = () => requestAnimationFrame(() => { window.__interactive = performance.now(); });
  new MutationObserver((_, observer) => {
    const html = document.documentElement;
    if (html.dataset.ran === "1") { observer.disconnect(); done(); }
    if (html.dataset.appState === "ready") {
      observer.disconnect();
      const click = new MouseEvent("click", {bubbles: true});
      if (html.dataset.phase === "setup") {  // a new deal: take its start
        document.querySelector('[data-action="seed-start"]').dispatchEvent(click);
        if (html.dataset.phase === "play") done();
      } else {  // a game resumed: write the card's number on a legal island
        const island = document.querySelector(".island.legal");
        island.querySelector("circle.hit").dispatchEvent(click);
        if (island.getAttribute("data-number")) done();
      }
    }
  }).observe(document, {attributes: true, subtree: true,
                        attributeFilter: ["data-ran", "data-app-state"]});
  // Tap-to-paint: from the input event to the end of our handlers plus style
  // and layout, and to the start of the next frame.
  window.__taps = [];
  window.addEventListener("click", (event) => {
    const start = event.timeStamp;
    queueMicrotask(() => {
      document.body.getBoundingClientRect();
      const handled = performance.now() - start;
      requestAnimationFrame((frame) => window.__taps.push([handled, frame - start]));
    });
  });
})();
"""


GAMES = ("site", "nosnap")
# The warm-up visit waits for the snapshot to be made (or to have failed).
SNAPSHOT_SETTLED = "['made', 'failed'].includes(document.documentElement.dataset.snapshot)"

FCP = """new Promise((resolve) => new PerformanceObserver((list, observer) => {
  const entry = list.getEntriesByName("first-contentful-paint")[0];
  if (entry) { observer.disconnect(); resolve(entry.startTime); }
}).observe({type: "paint", buffered: true}))"""


class CountingHandler(Handler):
    """The built files as GitHub Pages serves them (``Cache-Control: max-age=600``),
    counting the body bytes actually sent, per path: measured at the server."""

    sent: dict[str, int] = {}  # noqa: RUF012 - shared by design: one counter per server

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def copyfile(self, source, outputfile) -> None:
        data = source.read()
        outputfile.write(data)
        path = self.path.split("?")[0]
        CountingHandler.sent[path] = CountingHandler.sent.get(path, 0) + len(data)


def sent_under(kind: str) -> dict[str, int]:
    return {p: n for p, n in CountingHandler.sent.items() if p.startswith(f"/{kind}/")}


def prepare() -> None:
    dist = site.build()
    if OUT.exists():
        shutil.rmtree(OUT)
    shutil.copytree(dist, OUT / "site")
    shutil.copytree(dist, OUT / "nosnap")
    bare = OUT / "bare"
    bare.mkdir()
    shutil.copytree(dist / "runtime", bare / "runtime")
    pyodide, pyscript = site.runtime_dirs()
    (bare / "pyscript.json").write_text(json.dumps({"interpreter": f"./{pyodide}/pyodide.mjs"}))
    (bare / "index.html").write_text(BARE.replace("./pyscript/", f"./{pyscript}/"))
    static = OUT / "static"
    (static / "web").mkdir(parents=True)
    shutil.copy2(dist / "web" / "style.css", static / "web" / "style.css")
    # The game's own page with every script removed (and the links that only
    # preload what those scripts would fetch): what a page without Python costs.
    page = (dist / "index.html").read_text()
    page = re.sub(r"<script\b.*?</script>", "", page, flags=re.S)
    page = re.sub(r'<link rel="(?:modulepreload|preload)"[^>]*>', "", page)
    (static / "index.html").write_text(
        page.replace('data-app-state="loading"', 'data-app-state="ready"')
    )


def measure(pw, url: str, kind: str, warm: bool) -> dict:
    # A new, real (on-disk) browser profile per run: "cold" is a first visit.
    profile = tempfile.mkdtemp(prefix="hashi-bench-")
    context = pw.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, args=ARGS, viewport={"width": 1280, "height": 900}
    )
    context.add_init_script(PROBE)
    page = context.new_page()
    wait = "window.__interactive !== undefined" if kind != "static" else "true"
    if warm:
        page.goto(url)
        page.wait_for_function(wait, timeout=120_000)
        if kind in GAMES:  # let the service worker finish precaching, then the snapshot
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
            page.wait_for_function(SNAPSHOT_SETTLED, timeout=120_000)
            if kind == "nosnap":
                page.evaluate("caches.delete('pyodide-snapshot')")
    CountingHandler.sent.clear()
    # Cold: a seed link opens a new deal. Warm: the start URL (how the
    # installed app or a bookmark opens) resumes the game just played.
    page.goto(url + ("?seed=BENCH&side=A" if kind in GAMES and not warm else ""))
    page.wait_for_function(wait, timeout=120_000)
    if kind in GAMES and not warm:
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    sent = sent_under(kind)
    result = {
        "visible": page.evaluate(FCP),
        "interactive": page.evaluate("window.__interactive ?? null"),
        "bytes": sum(sent.values()),
        "snapshot": page.evaluate("document.documentElement.dataset.snapshot ?? null"),
        "largest": sorted(sent.items(), key=lambda item: -item[1])[:4],
    }
    context.close()
    shutil.rmtree(profile, ignore_errors=True)
    return result


def memory_profile_bytes(browser, url: str, kind: str) -> int:
    """Bytes sent for a first visit in a new in-memory profile (a private window: its
    small HTTP cache does not keep the 9.6 MB wasm), precache included."""
    CountingHandler.sent.clear()
    context = browser.new_context()
    page = context.new_page()
    if kind in GAMES:
        page.goto(url + "?seed=BENCH&side=A")
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    else:
        page.goto(url)
        if kind == "bare":
            page.wait_for_function("document.documentElement.dataset.ran === '1'", timeout=120_000)
    context.close()
    return sum(sent_under(kind).values())


def tap_latency(browser, url: str) -> dict:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(PROBE)
    page = context.new_page()
    open_game(page, url, "?seed=TAPS&side=B")
    page.evaluate("window.__taps.length = 0")
    rng = random.Random(1)
    for _ in range(17):
        play_round(page, rng)
    taps = page.evaluate("window.__taps")
    context.close()
    handled = sorted(t[0] for t in taps)
    frame = sorted(t[1] for t in taps)

    def p95(values: list[float]) -> float:
        return values[min(len(values) - 1, int(0.95 * len(values)))]

    return {
        "taps": len(taps),
        "p95_handled_ms": p95(handled),
        "p95_next_frame_ms": p95(frame),
        "median_handled_ms": statistics.median(handled),
    }


def outside_run(driver, url: str, kind: str) -> dict:
    """A first visit, then a warm start, of ``kind`` in a new browser (``--engine``)."""
    from tests.engines.test_journey import READY, SETTLED, SNAPSHOT_SETTLED

    played = {
        "bare": "document.documentElement.dataset.ran === '1'",
        "site": "document.documentElement.dataset.phase === 'play'",
    }[kind]
    result: dict = {}
    for mode in ("cold", "warm"):
        CountingHandler.sent.clear()
        start = time.perf_counter()
        driver.open(url + ("?seed=BENCH&side=A" if kind == "site" and mode == "cold" else ""))
        if kind == "site":
            driver.wait(SETTLED, 300)
            assert driver.value(READY), f"{driver.engine}: the game did not start"
            if mode == "cold":  # a new deal: the first tap takes its start
                driver.tap('[data-action="seed-start"]')
            else:  # the game resumed: the first tap writes a number
                island = driver.value("document.querySelector('.island.legal').dataset.island")
                driver.tap(f'[data-island="{island}"] circle.hit')
                played = f"document.querySelector('[data-island=\"{island}\"]').dataset.number"
        driver.wait(played, 300)
        result[f"{mode}_interactive_ms"] = round(1000 * (time.perf_counter() - start))
        if kind == "site" and mode == "cold":  # the first visit ends once kept for offline
            driver.wait(SNAPSHOT_SETTLED, 300)
        if mode == "cold":
            result["bytes"] = sum(sent_under(kind).values())
        if kind == "site":
            result[f"{mode}_snapshot"] = driver.value("document.documentElement.dataset.snapshot")
    return result


def outside(engine: str, base: str, runs: int) -> None:
    """``--engine``: site and bare in turn, each run in a new browser; medians."""
    from tests.engines.drivers import launch, x_display

    results: dict[str, list[dict]] = {"site": [], "bare": []}
    with contextlib.ExitStack() as stack:
        display = stack.enter_context(x_display()) if engine == "webkit" else None
        for _ in range(runs):
            for kind in results:
                driver = launch(engine, display)
                try:
                    run = outside_run(driver, f"{base}{kind}/", kind)
                finally:
                    driver.close()
                results[kind].append(run)
                print(engine, kind, run, flush=True)
    summary = {
        kind: {
            m: statistics.median(r[m] for r in runs)
            for m in runs[0]
            if m == "bytes" or m.endswith("_ms")
        }
        for kind, runs in results.items()
    }
    site, bare = summary["site"], summary["bare"]
    for mode in ("cold", "warm"):
        key = f"{mode}_interactive_ms"
        print(
            f"{engine} {mode}: interactive {site[key]:.0f} vs bare {bare[key]:.0f} ms"
            f" = {site[key] / bare[key]:.2f}x"
        )
    print(
        f"{engine} first visit: bytes sent {site['bytes']:.0f} vs bare {bare['bytes']:.0f}"
        f" = {site['bytes'] / bare['bytes']:.3f}x"
    )
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"startup-{engine}.json").write_text(
        json.dumps({"summary": summary, "runs": results}, indent=1)
    )


def ratio(summary: dict, key: str, ref: str, measure: str) -> str:
    if key not in summary or ref not in summary or measure not in summary[key]:
        return "n/a"
    site, other = summary[key][measure], summary[ref][measure]
    if not other:
        return f"{site:.0f} vs 0"
    return f"{site:.0f} vs {other:.0f} = {site / other:.3f}x"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--kinds", default="static,bare,site,nosnap", help="pages to measure")
    parser.add_argument("--no-taps", action="store_true", help="skip the tap latency game")
    parser.add_argument(
        "--engine", choices=ENGINES, help="one engine, measured from outside (see above)"
    )
    args = parser.parse_args()
    kinds = args.kinds.split(",")
    prepare()
    handler = functools.partial(CountingHandler, directory=str(OUT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    if args.engine:
        outside(args.engine, base, args.runs)
        server.shutdown()
        return
    from playwright.sync_api import sync_playwright

    results: dict = {}
    taps = None
    with sync_playwright() as pw:
        for _ in range(args.runs):  # alternating, so noise hits every page alike
            for warm in (False, True):
                for kind in kinds:
                    run = measure(pw, f"{base}{kind}/", kind, warm)
                    results.setdefault(f"{kind}/{'warm' if warm else 'cold'}", []).append(run)
                    print(kind, "warm" if warm else "cold", run, flush=True)
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        private = {
            kind: memory_profile_bytes(browser, f"{base}{kind}/", kind)
            for kind in kinds
            if kind != "nosnap"  # the same bytes as site
        }
        if not args.no_taps and "site" in kinds:
            taps = tap_latency(browser, f"{base}site/")
        browser.close()
    server.shutdown()
    summary = {
        key: {
            m: statistics.median(r[m] for r in runs if r[m] is not None)
            for m in ("visible", "interactive", "bytes")
            if any(r[m] is not None for r in runs)
        }
        for key, runs in results.items()
    }
    for mode in ("cold", "warm"):
        site, bare, static = (f"{k}/{mode}" for k in ("site", "bare", "static"))
        print(f"{mode}: board visible (ms) {ratio(summary, site, static, 'visible')} static")
        print(f"{mode}: interactive (ms) {ratio(summary, site, bare, 'interactive')} bare")
        if mode == "warm":
            nosnap = "nosnap/warm"
            print(f"warm without the snapshot: {ratio(summary, nosnap, bare, 'interactive')} bare")
            used = [r["snapshot"] for r in results.get(site, [])]
            print(f"warm site runs started from the snapshot: {used.count('loaded')}/{len(used)}")
        print(f"{mode}: bytes sent {ratio(summary, site, bare, 'bytes')} bare")
    if "site" in private and private.get("bare"):
        print(
            f"first visit, in-memory profile: bytes sent {private['site']} vs"
            f" {private['bare']} = {private['site'] / private['bare']:.3f}x bare"
        )
    if taps:
        print(
            f"tap-to-paint over {taps['taps']} taps: p95 {taps['p95_handled_ms']:.1f} ms handled"
            f" (target < 16 ms), p95 {taps['p95_next_frame_ms']:.1f} ms to next frame"
        )
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "startup.json").write_text(
        json.dumps(
            {"summary": summary, "private_bytes": private, "taps": taps, "runs": results},
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
