"""First visits and later starts with the shipped memory snapshot, without it, and bare.

    python3 bench/firstvisit.py [--runs 5] [--engines chromium,webkit] [--profile quiet|tablet]
                                [--kinds bare,site,nosnap] [--hints] [--base DIR]

Builds the site (bench/startup.py's pages) and serves three side by side, as GitHub Pages
serves them (``Cache-Control: max-age=600``), counting the bytes sent per path:

- ``site``: the game as built: a first visit downloads the shipped snapshot
  beside the runtime and starts from it, and keeps it unpacked; later starts
  restore that copy (web/scripts/interpreter.mjs);
- ``nosnap``: the same build with no snapshot shipped (``SHIPPED = null``):
  every start starts Python, as before the snapshot was shipped;
- ``bare``: PyScript + Pyodide running one line of Python (the reference page
  of bench/startup.py);
- ``base`` (with ``--base DIR``): another build of the game (``DIR``, e.g. an
  older commit's ``dist/``), measured as ``site``: a change side by side.

A run, for each engine and page in turn: a new browser profile; a first visit
(a seed link; "interactive" is the deal's start tapped and drawn, measured in
the page by bench/startup.py's probe, added to each page);
once the site is cached for offline play (and, for ``site``, the snapshot
kept), the start URL again (a warm start: the first tap writes a number).
For ``site`` in Chromium, a third start as after an update that ships another
snapshot (the device's copy no longer fits, the HTTP cache emptied: the runtime
comes from the service worker's cache, the snapshot from the network), against
``nosnap``'s warm start. ``--hints`` also asks for a hint right after each
start (the computer's worker not started yet): the first hint of a visit.
Each start's stages (web/scripts/interpreter.mjs's ``hashi:<stage>`` performance marks,
and when the runtime's files and the snapshot arrived) are printed as medians.
Medians; results go to bench/results/firstvisit-<profile>.json.

Profiles: ``quiet`` as the machine is; ``tablet`` (Chromium only) a slow tablet:
CPU throttled 4x (CDP ``Emulation.setCPUThrottlingRate``), 10 Mbit/s and 40 ms
(``Network.emulateNetworkConditions``); ``slownet`` (Chromium only) the same
network with this machine's CPU (a computer on a slow connection). Over those
slow links the server compresses as GitHub Pages does, for every page alike:
``Content-Encoding: gzip`` for HTML, CSS, JavaScript, JSON, SVG, the manifest and
WebAssembly when the request accepts it, never for .zip, .gz, .bin or images
(hashi_build/serve.py's GZIPPED: GitHub Pages compresses its text types on the
fly, and ``application/wasm`` too, as public reports show, e.g. issue 866 of
maxence-charriere/go-app). The 9.6 MB wasm then crosses as 3.5 MB, the 2.5 MB
standard library (a zip) whole. Bytes are counted as sent.

Engines: ``chromium`` (Playwright, Debian's Chromium); ``webkit`` (WebKitGTK's
MiniBrowser through WebKitWebDriver and Selenium 4: ``pip install selenium``;
an Xvfb of its own without a display).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import hashlib
import http.server
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.computer import HINT_SHOWN  # noqa: E402
from hashi_build import serve  # noqa: E402

OUT = ROOT / "bench" / "out"  # bench/startup.py's pages
RESULTS = ROOT / "bench" / "results"
KINDS = ("bare", "site", "nosnap")
GAMES = ("site", "nosnap", "base")
PROBE_PATH = "__probe.js"
TIMEOUT = 300  # s: a first visit on the slow tablet under load
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
WEBDRIVER = "/usr/bin/WebKitWebDriver"
TABLET = {
    "offline": False,
    "latency": 40,
    "downloadThroughput": 1_250_000,
    "uploadThroughput": 1_250_000,
}

# The site cached for offline play and, for "site", the snapshot kept (or not).
SETTLED = """(() => {
  const html = document.documentElement;
  const cached = navigator.serviceWorker && navigator.serviceWorker.controller !== null;
  const state = html.dataset.snapshot;
  return cached && (state === undefined || ["made", "failed", "refused", "loaded"].includes(state));
})()"""

# The device's copy made to look like another build's snapshot.
ANOTHER_BUILDS = """caches.open("pyodide-snapshot").then(async (cache) => {
  const [request] = await cache.keys();
  const hit = await cache.match(request);
  const key = {...JSON.parse(hit.headers.get("x-snapshot-key")), sha256: "0".repeat(64)};
  const headers = {"x-snapshot-key": JSON.stringify(key)};
  await cache.put(request, new Response(await hit.arrayBuffer(), {headers}));
})"""


# Where the start spent its time: web/scripts/interpreter.mjs's marks ("hashi:<stage>") and when
# the runtime's files and the engine had arrived (ms since the page was asked for).
MARKS = """(() => {
  const FILES = ["pyodide.asm.wasm", "pyodide.asm.mjs", "python_stdlib.zip", "app.zip.gz"];
  const found = {};
  for (const entry of performance.getEntriesByType("mark")) {
    if (entry.name.startsWith("hashi:")) found[entry.name.slice(6)] = Math.round(entry.startTime);
  }
  for (const entry of performance.getEntriesByType("resource")) {
    const name = entry.name.split("/").pop();
    const file = FILES.includes(name) || /^snapshot-[0-9a-f]+\\.bin\\.gz$/.test(name);
    if (file) found[name] = Math.round(entry.responseEnd);
  }
  return found;
})()"""


class Handler(serve.Handler):
    """The pages as GitHub Pages serves them, counting the bytes sent per path, and the
    probe (which ``prepare`` adds to each page as its first script: same origin, so the
    page's CSP allows it)."""

    sent: dict[str, int] = {}  # noqa: RUF012 - one counter per server
    probe = ""

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def do_GET(self) -> None:
        if self.path.split("?")[0].endswith("/" + PROBE_PATH):
            body = Handler.probe.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/javascript")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        else:
            super().do_GET()

    def copyfile(self, source, outputfile) -> None:  # type: ignore[no-untyped-def]
        data = source.read()
        outputfile.write(data)
        path = self.path.split("?")[0]
        Handler.sent[path] = Handler.sent.get(path, 0) + len(data)


def add_probe(folder: Path) -> None:
    """The probe as the first script of ``folder``'s index.html, on disk, with the page's
    SHA-256 in the service worker's precache list and files.json changed to match (the
    service worker keeps no file that differs from its digest)."""
    page = folder / "index.html"
    before = page.read_bytes()
    after = before.replace(b"<head>", f'<head><script src="{PROBE_PATH}"></script>'.encode(), 1)
    page.write_bytes(after)
    old, new = (hashlib.sha256(data).hexdigest() for data in (before, after))
    for name in ("sw.js", "files.json"):
        listed = folder / name
        if listed.exists():
            listed.write_text(listed.read_text().replace(old, new))


def sent_under(kind: str) -> int:
    return sum(n for path, n in Handler.sent.items() if path.startswith(f"/{kind}/"))


def prepare(against: Path | None = None) -> dict[str, Any]:
    """bench/startup.py's pages (under its OUT), ``nosnap`` made to ship no snapshot,
    ``base`` a copy of ``against``; returns what the build ships as its snapshot."""
    from bench import startup

    startup.prepare()
    Handler.probe = startup.PROBE
    if against is not None:
        shutil.copytree(against, OUT / "base")
    for kind in (*KINDS, "base") if against else KINDS:
        add_probe(OUT / kind)
    store = OUT / "nosnap" / "web" / "snapshot-store.mjs"
    text = store.read_text()
    shipped = json.loads(re.search(r"export const SHIPPED = (\{.*?\});", text).group(1))
    store.write_text(text.replace(json.dumps(shipped, sort_keys=True), "null"))
    (OUT / "nosnap" / shipped["file"]).unlink()
    return shipped


class Chromium:
    """A new on-disk profile of Debian's Chromium, driven by Playwright."""

    def __init__(self, pw: Any, profile: str) -> None:
        from tests.e2e.conftest import ARGS, CHROMIUM

        self.folder = tempfile.mkdtemp(prefix="hashi-bench-")
        viewport = {"width": 1280, "height": 900}
        self.context = pw.chromium.launch_persistent_context(
            self.folder, executable_path=CHROMIUM, args=ARGS, viewport=viewport
        )
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()
        if profile in ("tablet", "slownet"):
            cdp = self.context.new_cdp_session(self.page)
            if profile == "tablet":
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions", TABLET)

    def goto(self, url: str) -> None:
        self.page.goto(url, wait_until="commit", timeout=TIMEOUT * 1000)

    def run(self, expression: str) -> Any:
        return self.page.evaluate(expression)

    def close(self) -> None:
        self.context.close()
        shutil.rmtree(self.folder, ignore_errors=True)


class WebKit:
    """WebKitGTK's MiniBrowser through WebKitWebDriver (a new ephemeral profile per session)."""

    def __init__(self, _pw: Any, profile: str) -> None:
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        if profile != "quiet":
            raise SystemExit("WebKit runs the quiet profile only (no CPU or network throttling)")
        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        options.page_load_strategy = "none"
        # MiniBrowser cannot run headless: without a display, an Xvfb of its own (the tests').
        self.stack = contextlib.ExitStack()
        env = dict(os.environ)
        if not env.get("DISPLAY"):
            from tests.engines.drivers import x_display

            env["DISPLAY"] = self.stack.enter_context(x_display())
        service = Service(WEBDRIVER, env=env)
        self.driver = webdriver.WebKitGTK(options=options, service=service)
        self.driver.set_script_timeout(TIMEOUT)

    def goto(self, url: str) -> None:
        self.driver.get(url)

    def run(self, expression: str) -> Any:
        return self.driver.execute_script(f"return {expression}")

    def close(self) -> None:
        self.driver.quit()
        self.stack.close()


ENGINES = {"chromium": Chromium, "webkit": WebKit}


def until(browser: Chromium | WebKit, condition: str) -> None:
    """Polls ``condition`` in the page (a page may be replaced meanwhile)."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        try:
            if browser.run(condition):
                return
        except Exception:  # the page is navigating
            pass
        if time.monotonic() > deadline:
            raise TimeoutError(condition)
        time.sleep(0.05)


def start(browser: Chromium | WebKit, url: str, hints: bool, kind: str) -> dict[str, Any]:
    """Open ``url`` and wait until the page is interactive (and, with ``hints``, a hint shown)."""
    before = browser.run("performance.timeOrigin")  # the page that was there (none: blank)
    browser.goto(url)
    until(browser, f"performance.timeOrigin !== {before} && window.__interactive !== undefined")
    found: dict[str, Any] = {"interactive": browser.run("window.__interactive")}
    found["snapshot"] = browser.run("document.documentElement.dataset.snapshot ?? null")
    found["marks"] = browser.run(MARKS)
    if hints and kind in GAMES:
        found["hint"] = browser.run(f"({HINT_SHOWN})()")
        found["computer"] = browser.run("document.documentElement.dataset.computer ?? null")
    return found


def measure(pw: Any, engine: str, profile: str, base: str, kind: str, hints: bool) -> dict:
    browser = ENGINES[engine](pw, profile)
    try:
        Handler.sent.clear()
        cold = start(
            browser, f"{base}{kind}/" + ("?seed=BENCH&side=A" if kind in GAMES else ""), hints, kind
        )
        if kind in GAMES:
            until(browser, SETTLED)
        cold["bytes"] = sent_under(kind)
        cold["kept"] = browser.run("document.documentElement.dataset.snapshot ?? null")
        warm = start(browser, f"{base}{kind}/", hints, kind)
        found = {"cold": cold, "warm": warm}
        if kind in ("site", "base") and isinstance(browser, Chromium):
            # After an update that ships another snapshot: the runtime cached and
            # compiled, the device's copy no longer fits, the new one not downloaded yet.
            browser.run(ANOTHER_BUILDS)
            browser.context.new_cdp_session(browser.page).send("Network.clearBrowserCache")
            Handler.sent.clear()
            found["update"] = start(browser, f"{base}{kind}/?seed=UPDATE&side=A", hints, kind)
            found["update"]["bytes"] = sent_under(kind)
        return found
    finally:
        browser.close()


def median(runs: list[dict], mode: str, key: str) -> float | None:
    values = [run[mode][key] for run in runs if run.get(mode, {}).get(key) is not None]
    return statistics.median(values) if values else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--engines", default="chromium")
    parser.add_argument("--profile", choices=["quiet", "tablet", "slownet"], default="quiet")
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--hints", action="store_true", help="the first hint after each start")
    parser.add_argument("--base", type=Path, help="another build, measured as 'base'")
    args = parser.parse_args()
    engines, kinds = args.engines.split(","), args.kinds.split(",")
    if args.base and "base" not in kinds:
        kinds.append("base")
    shipped = prepare(args.base)
    Handler.gzip = args.profile != "quiet"  # over a slow link, as GitHub Pages sends them
    handler = functools.partial(Handler, directory=str(OUT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    results: dict[str, list[dict]] = {}
    pw = None
    if "chromium" in engines:
        from playwright.sync_api import sync_playwright

        playwright = sync_playwright().start()
        pw = playwright
    try:
        for _ in range(args.runs):  # alternating, so that noise hits every page alike
            for engine in engines:
                for kind in kinds:
                    run = measure(pw, engine, args.profile, base, kind, args.hints)
                    results.setdefault(f"{engine}/{kind}", []).append(run)
                    print(engine, kind, json.dumps(run), flush=True)
    finally:
        if pw is not None:
            pw.stop()
        server.shutdown()
    summary = {
        key: {
            f"{mode} {what}": median(runs, mode, what)
            for mode in ("cold", "warm", "update")
            for what in ("interactive", "bytes", "hint")
        }
        for key, runs in results.items()
    }
    print(
        f"profile {args.profile}; snapshot {(OUT / 'site' / shipped['file']).stat().st_size} bytes"
    )
    for key, figures in summary.items():
        print(key, {name: round(value) for name, value in figures.items() if value is not None})
    for engine in engines:
        bare = summary.get(f"{engine}/bare", {})
        for kind in GAMES:
            mine = summary.get(f"{engine}/{kind}", {})
            for mode in ("cold", "warm"):
                name = f"{mode} interactive"
                if mine.get(name) and bare.get(name):
                    print(f"{engine} {kind} {name}: {mine[name] / bare[name]:.2f}x bare")
        update = summary.get(f"{engine}/site", {}).get("update interactive")
        normal = summary.get(f"{engine}/nosnap", {}).get("warm interactive")
        if update and normal:
            print(f"{engine} site after an update: {update / normal:.2f}x nosnap warm")
    for key, runs in results.items():
        for mode in ("cold", "warm"):
            marks = [run[mode]["marks"] for run in runs if "marks" in run.get(mode, {})]
            stages = {name for found in marks for name in found}
            medians = {
                name: statistics.median(found[name] for found in marks if name in found)
                for name in stages
            }
            if medians:
                in_order = dict(sorted(medians.items(), key=lambda item: item[1]))
                print(key, mode, "marks (ms, medians):", in_order)
    if len(engines) > 1:
        for kind in (*GAMES, "bare"):
            for mode in ("cold", "warm"):
                name = f"{mode} interactive"
                first, other = (summary.get(f"{e}/{kind}", {}).get(name) for e in engines[:2])
                if first and other:
                    print(f"{kind} {name}: {engines[1]} {other / first:.2f}x {engines[0]}")
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"firstvisit-{args.profile}.json").write_text(
        json.dumps({"summary": summary, "runs": results, "shipped": shipped}, indent=1)
    )


if __name__ == "__main__":
    main()
