"""The computer player's worker, from the page's side: started once, asked, answered.

The worker (``web/bot-worker.mjs``) runs its own Pyodide, so the page's taps
never wait while the computer thinks. Requests and replies are JSON text;
what they mean is the controller's business (``web/computer.py``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_proxy
from pyscript import document, window

Reply = Callable[[dict[str, Any]], None]


class BotWorker:
    def __init__(self, on_reply: Reply) -> None:
        self.on_reply = on_reply
        self.worker: Any = None
        self.proxy: Any = None

    def start(self) -> None:
        """Start the worker (its runtime loads in the background); once is enough."""
        if self.worker is not None:
            return
        try:
            base = document.baseURI
            runtime = js.URL.new(document.documentElement.dataset.runtime, base).href
            app = js.URL.new("./app.zip.gz", base).href
            build = str(document.documentElement.dataset.build or "")
            options = js.JSON.parse('{"type": "module"}')
            self.worker = js.Worker.new(js.URL.new("./web/bot-worker.mjs", base).href, options)
            self.proxy = create_proxy(self._message)
            self.worker.addEventListener("message", self.proxy)
            task = {"pyodide": runtime, "app": app, "build": build}
            init = js.JSON.parse(json.dumps({"init": task}))
            self.worker.postMessage(init)
        except Exception as error:
            js.console.error(f"hashi: computer player unavailable: {error!r}")
            self.worker = None
            self.on_reply({"failed": True})

    def ask(self, request: dict[str, Any] | None) -> None:
        if request is None:
            return
        self.start()
        if self.worker is not None:
            self.worker.postMessage(js.JSON.parse(json.dumps({"request": json.dumps(request)})))

    def _message(self, event: Any) -> None:
        data = event.data
        if getattr(data, "ready", None) is not None:  # how it started (for tests, benchmarks)
            document.documentElement.setAttribute("data-computer", str(data.ready))
        elif getattr(data, "reply", None) is not None:
            try:
                reply = json.loads(str(data.reply))
            except ValueError:
                reply = {"failed": True}
            self.on_reply(reply if isinstance(reply, dict) else {"failed": True})
        elif getattr(data, "failed", None) is not None:
            js.console.error(f"hashi: computer player failed: {data.failed}")
            self.on_reply({"failed": True})


def warm_up(worker: BotWorker, delay_ms: int = 5000) -> None:
    """Start the worker a little after the game is ready (when the controller wants it
    soon), so that the first answer comes quickly without slowing the start."""
    window.setTimeout(create_proxy(worker.start), delay_ms)
