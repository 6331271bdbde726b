"""The computer player's worker, from the page's side: started, asked, stopped.

The worker (``web/scripts/bot-worker.mjs``) runs its own Pyodide, so the page's taps
never wait while the computer thinks. Everything it says (and a worker that
cannot even load: an ``error`` event) goes to one callback as data in the
shapes of ``web/bots/bot_protocol.py``; what it means is the controller's business.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING

import js
from pyodide.ffi import create_proxy
from pyscript import document, window

from hashi_core import RecordError
from hashi_core.record import parse_json
from web.bots.bot_protocol import Request

if TYPE_CHECKING:  # types only: a browser may lack one (Firefox: TouchEvent)
    from js import ErrorEvent, MessageEvent, Worker

Listener = Callable[[object], None]  # what the worker says, as data (``bot_protocol``)


class BotWorker:
    """The running worker (None when none runs) and the callback that hears it."""

    def __init__(self, on_message: Listener) -> None:
        self.on_message = on_message
        self.worker: Worker | None = None
        self.proxies = [create_proxy(self._message), create_proxy(self._error)]

    def start(self) -> dict[str, object] | None:
        """Start a worker if none runs (its runtime loads in the background).

        Returns what happened for the controller (``{"starting": True}`` or
        ``{"failed": ...}``), or None when one was running already.
        """
        if self.worker is not None:
            return None
        try:
            base, data = document.baseURI, document.documentElement.dataset
            runtime = js.URL.new(str(data.runtime), base).href
            app = js.URL.new("./app.zip.gz", base).href
            build = str(data.build or "")
            options = js.JSON.parse('{"type": "module"}')
            worker = js.Worker.new(js.URL.new("./web/bot-worker.mjs", base).href, options)
            self.worker = worker
            worker.addEventListener("message", self.proxies[0])
            worker.addEventListener("error", self.proxies[1])  # it could not load, or threw
            worker.addEventListener("messageerror", self.proxies[1])
            task = {"pyodide": runtime, "app": app, "build": build}
            message = js.JSON.parse(json.dumps({"init": task}))
            # The page's compiled runtime and its checked engine (boot.js): the worker
            # compiles nothing again, and plays this build's rules even once another tab
            # has put the next build in the offline copy.
            message.init.wasm = getattr(window, "hashiRuntime", None)
            message.init.zip = getattr(window, "hashiAppZip", None)
            worker.postMessage(message)
        except Exception as error:
            js.console.error(f"hashi: computer player unavailable: {error!r}")
            self.stop()
            return {"failed": repr(error)}
        return {"starting": True}

    def ask(self, request: Request) -> None:
        """Send a request to the running worker (``start`` first)."""
        if self.worker is not None:
            self.worker.postMessage(js.JSON.parse(json.dumps({"request": json.dumps(request)})))

    def stop(self) -> None:
        """End the worker (failed, or past its bound); the next question starts a new one."""
        worker, self.worker = self.worker, None
        if worker is not None:
            try:
                worker.terminate()
            except Exception as error:
                js.console.error(f"hashi: {error!r}")

    def _mine(self, event: MessageEvent | ErrorEvent) -> bool:
        """Whether ``event`` comes from the running worker (not a stopped one's last words)."""
        return self.worker is not None and bool(event.target == self.worker)  # JS ===

    def _message(self, event: MessageEvent) -> None:
        if not self._mine(event):
            return
        try:
            data = parse_json(str(js.JSON.stringify(event.data)))  # (bounded: the one reader)
        except RecordError:
            data = None
        if isinstance(data, dict) and "ready" in data:  # how it started (tests, benchmarks)
            document.documentElement.setAttribute("data-computer", str(data["ready"]))
        if isinstance(data, dict) and "failed" in data:
            js.console.error(f"hashi: computer player failed: {data['failed']}")
        self.on_message(data if isinstance(data, dict) else {"failed": "message"})

    def _error(self, event: ErrorEvent) -> None:
        if not self._mine(event):
            return
        event.preventDefault()  # handled here: the player is told
        text = str(getattr(event, "message", "") or "the worker could not load")
        js.console.error(f"hashi: computer player failed: {text}")
        self.on_message({"failed": text})
