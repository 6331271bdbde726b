"""A small driver interface for the cross-engine journey, one implementation per client.

- WebKit: Selenium 4 with WebKitGTK's WebDriver (``WebKitWebDriver`` starts MiniBrowser,
  which has no headless mode: it draws into an Xvfb display);
- Firefox (over WebDriver BiDi, no geckodriver) and Chromium (over its DevTools
  protocol): Puppeteer, run from Node (``puppeteer.mjs`` beside this file).

The test body speaks only this interface: JavaScript expressions for what the page
shows, and pointer clicks at viewport points for taps.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import subprocess
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from tests.e2e.conftest import ARGS, CHROMIUM

ROOT = Path(__file__).resolve().parents[2]
ENGINES = ("webkit", "firefox", "chromium")
FIREFOX = os.environ.get("HASHI_FIREFOX", "/usr/bin/firefox-esr")
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
# Debian's libwebkit2gtk-4.1-0 (a dependency of webkit2gtk-driver) ships MiniBrowser.
MINIBROWSER = next(iter(sorted(Path("/usr/lib").glob("*/webkit2gtk-4.1/MiniBrowser"))), None)
# Neither engine keeps compiled WebAssembly from one page to the next here, so each start
# would optimise the runtime's hot code again in the top tier (WebKit's OMG, Firefox's
# Ion), which a test's few minutes never repay: the tiers below run the same code
# (WebKit's journey ~30 -> ~21 core-seconds, Firefox's ~16 -> ~15).
WEBKIT_ENV = {"JSC_useOMGJIT": "0"}
FIREFOX_PREFS = {"javascript.options.wasm_optimizingjit": False}
# How long a browser may take to start before it is tried again, and how many tries.
LAUNCH_S, LAUNCH_TRIES = 90, 3
# Where an element is on screen, after scrolling it into view: its box, in CSS pixels.
BOX = """(() => {
  const node = document.querySelector(%s);
  node.scrollIntoView({block: "center", inline: "center"});
  const box = node.getBoundingClientRect();
  return [box.left, box.top, box.width, box.height];
})()"""


# What a wait that timed out reports, of the page and of each frame in it: where it is,
# what its root says (its start's state, the offline copy's, the snapshot's...), its
# message (a refusal's code and text), where it is scrolled, why its start failed (if it
# did), and the start of its text.
PAGE_STATE = """(() => {
  const state = (w) => {
    const d = w.document, message = d.querySelector("[data-message]");
    return {
      href: w.location.href,
      root: {...d.documentElement.dataset},
      message: message ? [message.dataset.code, message.textContent.trim()] : null,
      scroll: [w.scrollX, w.scrollY],
      failure: w.hashiStartFailure,  // (web/scripts/boot.js: a start that failed, why)
      text: (d.body ? d.body.innerText : "").slice(0, 300),
    };
  };
  const frames = [...document.querySelectorAll("iframe")].map((f) => {
    try { return state(f.contentWindow); } catch (error) { return String(error); }
  });
  return JSON.stringify({...state(window), frames});
})()"""


class EngineError(Exception):
    """The browser or its client failed a command (the message is the client's)."""


class WaitTimeout(EngineError):
    """A wait's condition did not hold in time (the message says where the page was)."""


class Driver(ABC):
    """One browser with one page, driven like a player: open, reload, look, tap."""

    engine: str

    @abstractmethod
    def open(self, url: str) -> None: ...

    @abstractmethod
    def reload(self) -> None: ...

    @abstractmethod
    def value(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page (a promise is awaited)."""

    @abstractmethod
    def wait(self, condition: str, seconds: float = 120) -> None:
        """Until the JavaScript ``condition`` holds in the page (across navigations)."""

    @abstractmethod
    def click(self, x: float, y: float) -> None:
        """A pointer click (press and release) at a point of the viewport."""

    @abstractmethod
    def choose(self, selector: str, value: str) -> None:
        """Pick an option of a ``<select>``, as a player does."""

    @abstractmethod
    def press(self, key: str) -> None:
        """A key pressed and released where focus is (``PageDown``, ``Tab``...)."""

    @abstractmethod
    def resize(self, width: int, height: int) -> None:
        """The page's viewport, ``width`` x ``height`` CSS px (a device turned, another device)."""

    @abstractmethod
    def screenshot(self, path: Path) -> None: ...

    @abstractmethod
    def close(self) -> None: ...

    def box(self, selector: str) -> tuple[float, float, float, float]:
        left, top, width, height = self.value(BOX % json.dumps(selector))
        return left, top, width, height

    def tap(self, selector: str) -> None:
        """Tap the middle of the element (scrolled into view first)."""
        left, top, width, height = self.box(selector)
        self.click(left + width / 2, top + height / 2)


def timed_out(browser: Driver, condition: str, seconds: float) -> str:
    """What a wait that timed out tells: its condition, and the page's state if it answers."""
    try:
        state = browser.value(PAGE_STATE)
    except Exception as error:  # the page itself may be what hangs
        state = f"(the page did not answer: {error})"
    return f"not within {seconds} s: {condition}\npage: {state}"


def busy(root: int) -> str:
    """Each process under ``root`` with its share of a core over two seconds (Linux's
    /proc): a page whose own thread spins shows its renderer near 100%."""

    def tree() -> dict[int, tuple[str, int]]:
        found: dict[int, tuple[int, str, int]] = {}
        for stat in Path("/proc").glob("[0-9]*/stat"):
            with contextlib.suppress(OSError, ValueError, IndexError):
                head, _, rest = stat.read_text().rpartition(")")
                fields = rest.split()
                command = (stat.parent / "cmdline").read_bytes().replace(b"\0", b" ")
                kind = next((w for w in command.decode().split() if w.startswith("--type=")), "")
                name = head.partition("(")[2] + (f" {kind}" if kind else "")
                found[int(stat.parent.name)] = (
                    int(fields[1]),
                    name,
                    int(fields[11]) + int(fields[12]),
                )
        kept, grew = {root}, True
        while grew:
            more = {pid for pid, (parent, _, _) in found.items() if parent in kept} - kept
            grew, kept = bool(more), kept | more
        return {pid: (found[pid][1], found[pid][2]) for pid in kept if pid in found}

    before = tree()
    time.sleep(2)
    after = tree()
    tick = os.sysconf("SC_CLK_TCK")
    shares = [
        f"{name} {100 * (ticks - before[pid][1]) / tick / 2:.0f}%"
        for pid, (name, ticks) in after.items()
        if pid in before
    ]
    return ", ".join(shares) or "(none)"


def started(start: Callable[[Any], Any], service: Callable[[], Any]) -> Any:
    """A WebDriver session, given ``LAUNCH_S`` to start, tried ``LAUNCH_TRIES`` times. On a
    busy machine WebKitWebDriver sometimes never starts MiniBrowser, and its session's
    request waits for ever (Selenium sets no timeout): that driver is stopped, and another
    tried."""
    failure: Exception = EngineError(f"no browser started in {LAUNCH_TRIES} x {LAUNCH_S} s")
    for _ in range(LAUNCH_TRIES):
        one, made = service(), queue.Queue[Any]()
        threading.Thread(target=attempt, args=(start, one, made), daemon=True).start()
        try:
            driver = made.get(timeout=LAUNCH_S)
        except queue.Empty:
            with contextlib.suppress(Exception):
                one.stop()  # (the waiting request fails; its thread ends)
            continue
        if not isinstance(driver, Exception):
            return driver
        failure = driver
    raise failure


def attempt(start: Callable[[Any], Any], service: Any, made: queue.Queue[Any]) -> None:
    try:
        made.put(start(service))
    except Exception as error:
        made.put(error)


class WebKit(Driver):
    """WebKitGTK through Selenium 4 and WebKitWebDriver, on an X display (Xvfb)."""

    engine = "webkit"

    def __init__(self, display: str, width: int, height: int) -> None:
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        assert MINIBROWSER is not None, "WebKitGTK's MiniBrowser is missing: python3 build.py test"
        options = Options()
        options.binary_location = str(MINIBROWSER)
        options.add_argument("--automation")
        env = {**os.environ, **WEBKIT_ENV, "DISPLAY": display}
        self.driver = started(
            lambda service: webdriver.WebKitGTK(options=options, service=service),
            lambda: Service(WEBKIT_DRIVER, env=env),
        )
        self.driver.set_script_timeout(180)
        self.driver.set_page_load_timeout(180)
        self.resize(width, height)

    def resize(self, width: int, height: int) -> None:
        # The window's size, so that the page's viewport (inside the window's bars) is the size.
        self.driver.set_window_size(width, height)
        inner = self.driver.execute_script("return [innerWidth, innerHeight]")
        self.driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])

    def open(self, url: str) -> None:
        self.driver.get(url)

    def reload(self) -> None:
        self.driver.refresh()

    def value(self, expression: str) -> Any:
        script = (
            "const done = arguments[arguments.length - 1];"
            f"(async () => ({expression}))().then((value) => done({{value}}),"
            " (error) => done({error: String(error)}));"
        )
        answer = self.driver.execute_async_script(script)
        if "error" in answer:
            raise EngineError(answer["error"])
        return answer.get("value")

    def wait(self, condition: str, seconds: float = 120) -> None:
        from selenium.common.exceptions import TimeoutException, WebDriverException
        from selenium.webdriver.support.ui import WebDriverWait

        try:
            WebDriverWait(
                self.driver, seconds, poll_frequency=0.1, ignored_exceptions=(WebDriverException,)
            ).until(lambda driver: driver.execute_script(f"return !!({condition})"))
        except TimeoutException:
            raise WaitTimeout(timed_out(self, condition, seconds)) from None

    def click(self, x: float, y: float) -> None:
        from selenium.webdriver.common.actions.action_builder import ActionBuilder

        actions = ActionBuilder(self.driver)
        actions.pointer_action.move_to_location(round(x), round(y))
        actions.pointer_action.click()
        actions.perform()

    def choose(self, selector: str, value: str) -> None:
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support.ui import Select

        Select(self.driver.find_element(By.CSS_SELECTOR, selector)).select_by_value(value)

    def press(self, key: str) -> None:
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        name = "".join(f"_{c}" if c.isupper() else c.upper() for c in key).lstrip("_")
        ActionChains(self.driver).send_keys(getattr(Keys, name)).perform()  # PAGE_DOWN...

    def screenshot(self, path: Path) -> None:
        self.driver.save_screenshot(str(path))

    def close(self) -> None:
        self.driver.quit()


class Puppeteer(Driver):
    """Firefox (WebDriver BiDi) or Chromium (CDP) through Puppeteer in a Node process."""

    def __init__(self, engine: str, width: int, height: int) -> None:
        self.engine = engine
        self.process = subprocess.Popen(
            ["node", str(Path(__file__).with_name("puppeteer.mjs"))],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.answers: queue.Queue[str] = queue.Queue()
        self.sent = 0
        threading.Thread(target=self._read, daemon=True).start()
        path, args = (CHROMIUM, ARGS) if engine == "chromium" else (FIREFOX, [])
        prefs = FIREFOX_PREFS if engine == "firefox" else {}
        self.version = self.call("launch", engine, path, args, prefs, width, height)

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.answers.put(line)
        self.answers.put(json.dumps({"error": "the Puppeteer process ended"}))

    def call(self, op: str, *args: Any, seconds: float = 180) -> Any:
        assert self.process.stdin is not None
        self.sent += 1
        ask = {"id": self.sent, "op": op, "args": list(args)}
        self.process.stdin.write(json.dumps(ask) + "\n")
        self.process.stdin.flush()
        until = time.monotonic() + seconds
        while True:  # (an answer to a command given up on may still come: it is dropped)
            try:
                answer = json.loads(self.answers.get(timeout=max(0, until - time.monotonic())))
            except queue.Empty:
                raise EngineError(f"{op}: no answer from Puppeteer in {seconds} s") from None
            if answer.get("id", self.sent) == self.sent:
                break
        if "error" in answer:
            raise EngineError(answer["error"])
        return answer["value"]

    def events(self) -> str:
        """What the page did lately (errors, navigations, a crash), where its thread is
        (Chromium) and how busy the browser's processes are: for a wait that timed out,
        whatever hangs."""
        told = []
        for op in ("events", "stack"):
            try:
                told.append(f"{op}:\n" + ("\n".join(self.call(op, seconds=20)) or "(none)"))
            except EngineError as error:
                told.append(f"{op}: {error}")
        return "\n".join([*told, f"processes (CPU over 2 s): {busy(self.process.pid)}"])

    def open(self, url: str) -> None:
        self.call("open", url)

    def reload(self) -> None:
        self.call("reload")

    def value(self, expression: str) -> Any:
        return self.call("value", expression)

    def wait(self, condition: str, seconds: float = 120) -> None:
        try:
            self.call("wait", condition, seconds, seconds=seconds + 30)
        except EngineError as error:  # Puppeteer's "Waiting failed: ... exceeded", or worse
            state = timed_out(self, condition, seconds)
            raise WaitTimeout(f"{error}; {state}\n{self.events()}") from None

    def click(self, x: float, y: float) -> None:
        self.call("click", x, y)

    def choose(self, selector: str, value: str) -> None:
        self.call("choose", selector, value)

    def press(self, key: str) -> None:
        self.call("press", key)

    def resize(self, width: int, height: int) -> None:
        self.call("resize", width, height)

    def screenshot(self, path: Path) -> None:
        self.call("screenshot", str(path))

    def close(self) -> None:
        try:
            self.call("close", seconds=30)
        except EngineError:
            pass
        finally:
            self.process.kill()
            self.process.wait()


@contextlib.contextmanager
def x_display() -> Iterator[str]:
    """An X display (Xvfb) for WebKitGTK's MiniBrowser, which cannot run headless."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=[write],
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        yield ":" + os.read(read, 16).decode().strip()
    finally:
        xvfb.terminate()
        xvfb.wait()
        os.close(read)  # (not before: Xvfb ends when its display's pipe closes)


def launch(engine: str, display: str | None, width: int = 1024, height: int = 768) -> Driver:
    if engine == "webkit":
        assert display is not None, "WebKit needs an X display"
        return WebKit(display, width, height)
    return Puppeteer(engine, width, height)
