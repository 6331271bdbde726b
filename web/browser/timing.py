"""Where a tap's time goes, for ``bench/taps.py`` only.

When the page has ``window.hashiTimings`` (an array the bench's init script puts there),
each phase timed here is pushed to it as ``[name, ms]``; otherwise a phase costs one
attribute test.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import js
from pyscript import window


class Timings:
    def __init__(self) -> None:
        self.sink: object | None = getattr(window, "hashiTimings", None)

    @contextmanager
    def __call__(self, name: str) -> Iterator[None]:
        if self.sink is None:
            yield
            return
        start = js.performance.now()
        yield
        self.sink.push(name, js.performance.now() - start)  # type: ignore[attr-defined]
