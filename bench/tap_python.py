"""A tap's Python in CPython, without a browser: the page's own glue on a fake page.

    python bench/tap_python.py [--games 8] [--root DIR] [--profile N]

Runs the page (``web.browser.page.Page``, its model, view and draw) against a fake
``js``/``pyscript``/``pyodide`` (:class:`Node`: an element that keeps its attributes,
text and children, and counts every crossing into the page: a method called, a property
written), and plays whole solo games of the bench's deal (``?seed=TAPS&side=B``) by
clicks, as ``tests/e2e/player.play_round`` does (a number, then all of the card's bridges
or none, *Done*). Each tap's click handler is timed (``click``), and apart from it what runs
once its frame is painted (``after``: the board's look, the save). Given per kind of tap
(``confirm``: a round's *Done*; ``last``: a game's last), mean and p95 in ms, and the page's
crossings per tap. ``--root``: the tree to run (another revision's checkout, to compare);
``--profile N``: cProfile's N most expensive functions over every click. Python's garbage
collector is off while the games run (in the page none ran in a whole game: bench/README.md;
here its full collections put 4-5 ms on one tap in twenty), unless ``--gc``.

The fake's own Python is part of each figure (a few us a tap); in the page each crossing
costs ~1-5 us more (Pyodide's proxies), 4x that on a slow tablet.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import json
import pstats
import random
import statistics
import sys
import time
import types
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CROSSINGS = [0]  # calls and writes into the page so far
CLOCK = [0.0]  # the page's clock (ms): moved on between taps, as a person's taps are apart
ROUNDS = 17


def cross() -> None:
    CROSSINGS[0] += 1


class Bag:
    """A plain JS object (a dataset, options, a rect): anything set on it is kept."""

    def __init__(self, **values: Any) -> None:
        self.__dict__.update(values)

    def __setattr__(self, name: str, value: Any) -> None:
        cross()
        self.__dict__[name] = value

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return None


class Children:
    def __init__(self, items: list[Node]) -> None:
        self.items = items

    @property
    def length(self) -> int:
        cross()
        return len(self.items)

    def item(self, place: int) -> Node:
        cross()
        return self.items[place]


class Node:
    """An element: its attributes, text, children; what a query finds is made once per
    selector (and kept)."""

    hidden = False
    disabled = False
    inert = False
    value = ""
    isConnected = True
    textContent = ""
    innerHTML = ""

    def __init__(self, tag: str = "div", matches: dict[str, Node] | None = None) -> None:
        d = self.__dict__
        d["tagName"] = tag.upper()
        d["attrs"] = {}
        d["kids"] = []
        d["found"] = {}
        d["matches"] = matches or {}
        d["dataset"] = Bag()

    def __setattr__(self, name: str, value: Any) -> None:
        cross()
        self.__dict__[name] = value

    def querySelector(self, selector: str) -> Node:
        cross()
        found = self.found.get(selector)
        if found is None:
            found = self.found[selector] = Node("text" if selector == "text.num" else "div")
        return found

    def querySelectorAll(self, selector: str) -> list[Node]:
        cross()
        return []

    def closest(self, selector: str) -> Node | None:
        cross()
        return self.matches.get(selector)

    def getAttribute(self, name: str) -> str | None:
        cross()
        return self.attrs.get(name)

    def setAttribute(self, name: str, value: str) -> None:
        cross()
        self.attrs[name] = value

    def removeAttribute(self, name: str) -> None:
        cross()
        self.attrs.pop(name, None)

    def hasAttribute(self, name: str) -> bool:
        cross()
        return name in self.attrs

    @property
    def children(self) -> Children:
        cross()
        return Children(self.kids)

    @property
    def firstChild(self) -> Node | None:
        cross()
        return self.kids[0] if self.kids else None

    def replaceChildren(self, *nodes: Node) -> None:
        cross()
        self.kids[:] = nodes

    def appendChild(self, node: Node) -> None:
        cross()
        self.kids.append(node)

    def prepend(self, node: Node) -> None:
        cross()
        self.kids.insert(0, node)

    def getBoundingClientRect(self) -> Bag:
        cross()
        return Bag(left=10.0, top=20.0)

    def cloneNode(self, deep: bool = False) -> Node:
        cross()
        return Node(self.tagName)

    def focus(self, options: object = None) -> None:
        cross()

    def scrollIntoView(self, options: object = None) -> None:
        cross()

    def addEventListener(self, *args: object) -> None:
        cross()

    def dispatchEvent(self, event: object) -> None:
        cross()


class Storage:
    def __init__(self) -> None:
        self.data: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:
        cross()
        return self.data.get(key)

    def setItem(self, key: str, value: str) -> None:
        cross()
        self.data[key] = value

    def removeItem(self, key: str) -> None:
        cross()
        self.data.pop(key, None)


class Window:
    """The window: timers and after-paint tasks queued for :func:`run_due`."""

    def __init__(self) -> None:
        self.location = Bag(origin="http://localhost", pathname="/", search="?seed=TAPS&side=B")
        self.history = Bag(state=None)
        self.history.__dict__.update(
            pushState=lambda *a: cross(), replaceState=lambda *a: cross(), go=lambda *a: cross()
        )
        self.localStorage = Storage()
        self.timers: dict[int, tuple[float, Any]] = {}
        self.painted: list[Any] = []
        self.ids = 0
        self.phases: list[tuple[str, float]] = []

    def start_phases(self) -> None:
        """The page's phases (``web/browser/timing.py``), as the bench's ``--phases``."""
        self.__dict__["hashiTimings"] = Bag(push=lambda name, ms: self.phases.append((name, ms)))

    def setTimeout(self, work: Any, ms: float = 0) -> int:
        cross()
        self.ids += 1
        self.timers[self.ids] = (CLOCK[0] + ms, work)
        return self.ids

    def clearTimeout(self, ident: int | None) -> None:
        cross()
        self.timers.pop(ident or 0, None)

    def hashiAfterPaint(self, work: Any) -> Any:
        cross()
        self.painted.append(work)
        return lambda: self.painted.remove(work) if work in self.painted else None

    def scrollTo(self, *args: object) -> None:
        cross()

    def addEventListener(self, *args: object) -> None:
        cross()


class Document(Node):
    def __init__(self) -> None:
        super().__init__("#document")
        self.__dict__.update(documentElement=Node("html"), body=Node("body"))
        self.__dict__["activeElement"] = self.body
        self.__dict__["visibilityState"] = "visible"

    def createElement(self, tag: str) -> Node:
        cross()
        return Node(tag)


def install() -> tuple[Document, Window]:
    """The fake ``js``, ``pyscript`` and ``pyodide.ffi`` modules, as the glue imports them."""
    document, window = Document(), Window()
    js = types.ModuleType("js")
    # The clock moves on between taps (:func:`play`) and, within one, as its CPU time does.
    js.performance = Bag(now=lambda: CLOCK[0] + time.thread_time() * 1000)  # type: ignore[attr-defined]
    js.JSON = Bag(parse=json.loads, stringify=json.dumps)  # type: ignore[attr-defined]
    js.Object = Bag(  # type: ignore[attr-defined]
        new=Bag,
        assign=lambda target, *others: target,
        keys=lambda storage: Bag(to_py=lambda: list(storage.data)),
    )
    js.console = Bag(error=print, log=print)  # type: ignore[attr-defined]
    js.matchMedia = lambda query: Bag(matches=False)  # type: ignore[attr-defined]
    now = time.localtime()
    js.Date = Bag(  # type: ignore[attr-defined]
        new=lambda: Bag(
            getFullYear=lambda: now.tm_year,
            getMonth=lambda: now.tm_mon - 1,
            getDate=lambda: now.tm_mday,
            getHours=lambda: now.tm_hour,
            getMinutes=lambda: now.tm_min,
        )
    )
    pyscript = types.ModuleType("pyscript")
    pyscript.document, pyscript.window = document, window  # type: ignore[attr-defined]
    pyodide = types.ModuleType("pyodide")
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = ffi.create_once_callable = lambda f: f  # type: ignore[attr-defined]
    pyodide.ffi = ffi  # type: ignore[attr-defined]
    sys.modules.update({"js": js, "pyscript": pyscript, "pyodide": pyodide, "pyodide.ffi": ffi})
    return document, window


def target(kind: str, name: str) -> Node:
    """What a click lands on: a button of ``data-action`` ``name``, an island, a line."""
    node = Node()
    node.__dict__["matches"] = {f"[data-{kind}]": node}
    setattr(node.dataset, kind, name)
    return node


def run_due(window: Window, until: float) -> None:
    """What runs once a tap's frame is painted, and the timers due before ``until``."""
    while window.painted:
        window.painted.pop(0)()
    while True:
        due = [(at, ident) for ident, (at, _) in window.timers.items() if at <= until]
        if not due:
            return
        at, ident = min(due)
        CLOCK[0] = max(CLOCK[0], at)
        window.timers.pop(ident)[1]()
        while window.painted:
            window.painted.pop(0)()


@dataclass
class Tap:
    kind: str  # a button's action, "island", "line"; "last": a game's last Done
    click: float  # ms of CPU in the click's handler
    after: float  # ms of CPU once its frame is painted (the board's look, the save)
    crossings: int  # calls and writes into the page, both
    phases: dict[str, float] = field(default_factory=dict)  # the page's own (``--phases``)


def play(
    document: Document, window: Window, seed: int, profile: cProfile.Profile | None
) -> list[Tap]:
    """One whole solo game by clicks on a fresh page and device (as a new browser context)."""
    document.found.clear()
    document.documentElement.attrs.clear()
    window.localStorage.data.clear()
    window.timers.clear()
    window.painted.clear()
    from web.browser.page import Page  # (after the fakes: it imports them)
    from web.model import address

    page = Page("en", None)
    page.keep_games = lambda tapped=True: None  # type: ignore[method-assign] (async, the browser's)
    page.ctl.open(address.parse(str(window.location.search)), chart_width=1000.0)
    page.navigation.start(page.ctl, "null", str(window.location.search), 1000.0)
    page.settle()
    run_due(window, CLOCK[0])
    rng = random.Random(seed)
    taps: list[Tap] = []
    where = [0]

    def click(kind: str, name: str) -> None:
        where[0] += 1
        CLOCK[0] += 700.0  # (a person's next tap: the double tap's guard long over)
        event = Bag(target=target(kind, name), clientX=100.0 + 97 * (where[0] % 5), clientY=300.0)
        event.__dict__.update(detail=1, preventDefault=lambda: None)
        crossed = CROSSINGS[0]
        window.phases.clear()
        start = time.thread_time()
        if profile is not None:
            profile.enable()
        page.on_click(event)
        if profile is not None:
            profile.disable()
        handled = time.thread_time()
        run_due(window, CLOCK[0] + 50.0)
        after = time.thread_time()
        phases: dict[str, float] = {}
        for phase, ms in window.phases:
            phases[phase] = phases.get(phase, 0.0) + ms
        label = name if kind == "action" else kind
        spent = ((handled - start) * 1000, (after - handled) * 1000)
        taps.append(Tap(label, *spent, CROSSINGS[0] - crossed, phases))

    click("action", "seed-start")  # (the deal's own start: the game begins at its round 1)
    for _ in range(ROUNDS):
        session = page.ctl.session
        game, seat = session.game, session.seat
        islands = sorted(game.legal_islands(seat))
        if islands and rng.random() < 0.85:
            click("island", str(rng.choice(islands)))
        card = session.game.card(seat)
        count, drawn = (0 if card is None else card.bridges), 0
        for _ in range(count):
            lines = sorted(session.game.legal_lines(seat))
            if not lines:
                break
            click("line", rng.choice(lines))
            drawn += 1
        if drawn not in (0, count):
            for _ in range(drawn):
                click("action", "undo")
        click("action", "confirm")
    assert page.ctl.session.phase == "end", page.ctl.ui.notice
    taps[-1].kind = "last"
    return taps


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    parser.add_argument("--phases", action="store_true", help="the page's phases, mean ms")
    parser.add_argument("--profile", type=int, default=0, help="cProfile's top N functions")
    parser.add_argument("--sort", default="cumulative", help="cProfile's order (tottime...)")
    parser.add_argument("--gc", action="store_true", help="Python's collector on (see above)")
    args = parser.parse_args()
    sys.path.insert(0, args.root)
    profile = cProfile.Profile(time.thread_time) if args.profile else None
    document, window = install()
    if args.phases:
        window.start_phases()
    play(document, window, 0, None)  # (imports and first runs: not counted)
    games = range(1, args.games + 1)
    gc.collect()
    if not args.gc:
        gc.disable()
    taps = [tap for game in games for tap in play(document, window, game, profile)]
    names = sorted({name for tap in taps for name in tap.phases})
    print(f"{args.root}: {args.games} games, {len(taps)} taps (ms of CPU; crossings a tap)")
    head = f"{'kind':8} {'taps':>5} {'click mean':>10} {'p95':>6} {'after mean':>10} {'p95':>6}"
    print(head, f"{'cross':>6}", *[f"{name[:8]:>8}" for name in names])
    for kind in ["island", "line", "undo", "confirm", "last", "all"]:
        mine = [t for t in taps if kind in (t.kind, "all")]
        if not mine:
            continue
        clicks, afters = [t.click for t in mine], [t.after for t in mine]
        phases = [statistics.mean(t.phases.get(name, 0.0) for t in mine) for name in names]
        print(
            f"{kind:8} {len(mine):5d} {statistics.mean(clicks):10.3f} {p95(clicks):6.3f}"
            f" {statistics.mean(afters):10.3f} {p95(afters):6.3f}"
            f" {statistics.mean(t.crossings for t in mine):6.1f}",
            *[f"{ms:8.3f}" for ms in phases],
        )
    if profile is not None:
        pstats.Stats(profile).sort_stats(args.sort).print_stats(args.profile)


if __name__ == "__main__":
    main()
