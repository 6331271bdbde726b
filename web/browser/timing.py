"""Where a tap's time goes, for ``bench/taps.py`` only.

When the page has ``window.hashiTimings`` (an array the bench's init script puts there),
each phase timed here is pushed to it as ``[name, ms]``; otherwise a phase costs one
attribute test.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext

import js
from pyscript import window


class Timings:
    def __init__(self) -> None:
        self.sink: object | None = getattr(window, "hashiTimings", None)
        self.nothing: AbstractContextManager[None] = nullcontext()

    def __call__(self, name: str) -> AbstractContextManager[None]:
        # Without the bench, one shared context that does nothing: a generator's context
        # costs a slow tablet ~0.1 ms, and a tap passes a dozen phases.
        return self.nothing if self.sink is None else self._timed(name)

    @contextmanager
    def _timed(self, name: str) -> Iterator[None]:
        start = js.performance.now()
        yield
        self.sink.push(name, js.performance.now() - start)  # type: ignore[union-attr]
