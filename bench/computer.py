"""The computer player in the browser: how soon a hint shows, and taps while it thinks.

    python3 bench/computer.py [--hints 10] [--firsts 3]

Builds the site, serves it, and in headless Chromium:

- the first hint of a visit, its worker not started yet: on a device that keeps
  the shipped memory snapshot (any visit after the first), and on one where it
  was refused (Python started by the page and the worker); the first visit's
  own first hint: bench/firstvisit.py --hints;
- plays a solo deal, asking for a hint every round: the time from the tap on
  *Hint* to the marks on the board (the first one includes starting the
  worker's own runtime; the rest are the warm figure that matters), and its
  parts: the page's question until posted, the worker's answer (from the
  request's arrival to its reply posted) and the rest (messages both ways,
  the page's handling of the reply and its marks), and the worker's CPU time
  for each answer (its thread's clock, from a Chromium trace: what the
  answer costs however busy the machine);
- on the end screen, asks for the best game in hindsight (several seconds of
  work in the worker) and meanwhile taps the board 30 times: tap-to-paint
  while the computer thinks, against the same taps with nothing thinking.
Results go to bench/results/computer.json.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import statistics
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.startup import PROBE  # noqa: E402
from hashi_build.serve import Handler  # noqa: E402
from hashi_build.site import build  # noqa: E402
from tests.e2e.conftest import ARGS, CHROMIUM  # noqa: E402
from tests.e2e.player import READY, legal, press, tap_island  # noqa: E402

HINT_SHOWN = """() => new Promise((resolve) => {
  const start = performance.now();
  const seen = () => document.querySelector('[data-hint="true"]') ||
    document.querySelector('[data-message]').dataset.code === 'bot_failed';
  const watch = new MutationObserver(() => {
    if (seen()) { watch.disconnect(); resolve(performance.now() - start); }
  });
  watch.observe(document, {attributes: true, subtree: true});
  document.querySelector('[data-action="hint"]').click();
})"""


# Where a warm hint's time goes: the page's question posted, the worker's answer (from the
# request's arrival to its reply posted: parse, search, reasons), the page's handling of the
# reply (its listener: reading it, marking the board). Times on the epoch's clock, so that the
# page's and the worker's agree.
PAGE_MARKS = """
window.__marks = [];
const now = () => performance.timeOrigin + performance.now();
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message) {
  if (message && message.request) window.__marks.push(["posted", now()]);
  return post.call(this, message);
};
const listen = Worker.prototype.addEventListener;
Worker.prototype.addEventListener = function (type, listener, options) {
  if (type !== "message") return listen.call(this, type, listener, options);
  const timed = (event) => {
    const reply = event.data && event.data.reply;
    if (reply) window.__marks.push(["heard", now()]);
    const out = listener.call(this, event);
    if (reply) window.__marks.push(["handled", now()]);
    return out;
  };
  return listen.call(this, type, timed, options);
};
"""
WORKER_MARKS = """() => {
  self.__marks = [];
  const now = () => performance.timeOrigin + performance.now();
  const own = self.onmessage;
  self.onmessage = (event) => {
    if (event.data && event.data.request) self.__marks.push(["asked", now()]);
    return own(event);
  };
  const post = self.postMessage.bind(self);
  self.postMessage = (message) => {
    if (message && message.reply) self.__marks.push(["answered", now()]);
    return post(message);
  };
}"""
HINT_TIMED = """() => new Promise((resolve) => {
  window.__marks.length = 0;
  const start = performance.timeOrigin + performance.now();
  const seen = () => document.querySelector('[data-hint="true"]') ||
    document.querySelector('[data-message]').dataset.code === 'bot_failed';
  const watch = new MutationObserver(() => {
    if (seen()) {
      watch.disconnect();
      resolve([start, performance.timeOrigin + performance.now(), window.__marks]);
    }
  });
  watch.observe(document, {attributes: true, subtree: true});
  document.querySelector('[data-action="hint"]').click();
})"""


# The timeline's categories: its tasks (with their thread CPU time) and the threads' names.
TRACED = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline"]


def worker_cpu(trace: bytes, count: int) -> list[float]:
    """The thread CPU time (ms) of the worker's ``count`` longest tasks (its answers), in order.

    Chromium's trace counts each task's time on its thread's own clock (``tdur``): what
    the worker's answer cost, however busy the machine (wall time counts its load too).
    Its other tasks (a message, the trace's own start) take a millisecond or so.
    """
    data = json.loads(trace)
    events = data["traceEvents"] if isinstance(data, dict) else data
    workers = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("ph") == "M" and e.get("name") == "thread_name"
        if e["args"].get("name") == "DedicatedWorker thread"
    }
    tasks = [
        e
        for e in events
        if e.get("ph") == "X" and e.get("name") == "RunTask" and (e["pid"], e["tid"]) in workers
    ]
    longest = sorted(tasks, key=lambda e: e.get("tdur", 0))[-count:]
    return [e["tdur"] / 1000 for e in sorted(longest, key=lambda e: e["ts"])]


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def taps(page, count: int) -> list[list[float]]:
    page.evaluate("window.__taps.length = 0")
    for i in range(count):
        tap_island(page, 1 + i % 18)
    page.wait_for_timeout(100)
    return page.evaluate("window.__taps")


# This build's snapshot refused on the device: the page and the worker start Python.
REFUSE = "import('./web/snapshot-store.mjs').then((m) => m.refuse(document.baseURI))"


def first_hints(pw, url: str, runs: int) -> dict[str, list[float]]:
    """The first hint of a visit (worker not started), on one device (an on-disk
    profile) after its first visit: ``runs`` times from the snapshot it keeps, then
    ``runs`` times with the snapshot refused."""
    profile = tempfile.mkdtemp(prefix="hashi-bench-")
    context = pw.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, args=ARGS, viewport={"width": 1280, "height": 900}
    )
    page = context.new_page()
    page.goto(url + "?seed=FIRSTVISIT&side=A")
    page.wait_for_selector("html[data-snapshot=made]", state="attached", timeout=180_000)
    found: dict[str, list[float]] = {}
    for i in range(2 * runs):
        if i == runs:
            page.evaluate(REFUSE)
        page.goto(url + f"?seed=FIRST{i}&side=A")
        page.wait_for_selector(READY, timeout=120_000)
        page.click('[data-action="seed-start"]')
        ms = page.evaluate(HINT_SHOWN)
        found.setdefault(page.get_attribute("html", "data-computer") or "?", []).append(ms)
    context.close()
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hints", type=int, default=10)
    parser.add_argument("--firsts", type=int, default=3, help="first hints of each kind")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = build(Path(tmp) / "site")
        handler = functools.partial(Handler, directory=str(site))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        with sync_playwright() as pw:
            firsts = first_hints(pw, url, args.firsts)
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            context.add_init_script(PROBE)
            context.add_init_script(PAGE_MARKS)
            page = context.new_page()
            workers: list[Any] = []
            page.on("worker", lambda started: workers.append(started))
            page.goto(url + "?seed=COMPUTERBENCH&side=A")
            page.wait_for_selector(READY, timeout=120_000)
            page.wait_for_timeout(500)
            if page.get_attribute("html", "data-phase") == "setup":  # PROBE may have started
                page.click('[data-action="seed-start"]')
            hints: list[float] = []
            split: list[dict[str, float]] = []  # each warm hint's parts (ms)
            worker = None
            for _ in range(17):
                if len(hints) < args.hints:
                    if worker is not None:
                        worker.evaluate("() => { self.__marks.length = 0; }")
                    start, shown, marks = page.evaluate(HINT_TIMED)
                    hints.append(shown - start)
                    if worker is None:  # started by this first hint: timed from the next
                        worker = next(w for w in workers if "bot-worker" in w.url)
                        worker.evaluate(WORKER_MARKS)
                        browser.start_tracing(page=page, categories=TRACED)
                    else:
                        at = dict(marks) | dict(worker.evaluate("() => self.__marks"))
                        split.append(
                            {
                                "question": at["posted"] - start,
                                "worker": at["answered"] - at["asked"],
                                "page": (at["asked"] - at["posted"])
                                + (at["heard"] - at["answered"])
                                + (shown - at["heard"]),
                            }
                        )
                islands = legal(page, "island")
                if islands:
                    tap_island(page, int(islands[0]))
                press(page, "confirm")  # never as a double tap's second tap (two Done in a row)
            cpu = worker_cpu(browser.stop_tracing(), len(split))
            idle = taps(page, 30)
            page.click('[data-action="analyse"]')
            busy = taps(page, 30)  # while the worker searches
            page.wait_for_function(
                "document.querySelector('[data-best-total]').textContent !== ''",
                timeout=300_000,
            )
            browser.close()
        server.shutdown()
    warm = hints[1:]
    result = {
        "first_hint_from_snapshot_ms": statistics.median(firsts["snapshot"]),
        "first_hint_without_snapshot_ms": statistics.median(firsts["started"]),
        "first_hint_ms": hints[0],
        "warm_hint_median_ms": statistics.median(warm),
        "warm_hint_p95_ms": p95(warm),
        "warm_hint_question_p95_ms": p95([h["question"] for h in split]),
        "warm_hint_worker_median_ms": statistics.median(h["worker"] for h in split),
        "warm_hint_worker_p95_ms": p95([h["worker"] for h in split]),
        "warm_hint_page_p95_ms": p95([h["page"] for h in split]),
        "warm_hint_worker_cpu_median_ms": statistics.median(cpu),
        "warm_hint_worker_cpu_p95_ms": p95(cpu),
        "taps_idle_p95_handled_ms": p95([t[0] for t in idle]),
        "taps_thinking_p95_handled_ms": p95([t[0] for t in busy]),
        "taps_thinking_p95_next_frame_ms": p95([t[1] for t in busy]),
    }
    (ROOT / "bench" / "results").mkdir(parents=True, exist_ok=True)
    (ROOT / "bench" / "results" / "computer.json").write_text(json.dumps(result, indent=2))
    for name, value in result.items():
        print(f"{name}: {value:.0f}")
    print("worker CPU per task (ms):", ", ".join(f"{c:.0f}" for c in cpu))
    print(
        "warm hints (ms, worker's part):",
        ", ".join(f"{h:.0f} ({s['worker']:.0f})" for h, s in zip(warm, split, strict=True)),
    )


if __name__ == "__main__":
    main()
