"""Fixtures of the cross-engine journey: the built site on a server of its own (counting
what it sends, and able to go away as a network does), an X display for WebKit, and a
browser of each engine (``drivers.py``).

These tests are marked ``browser`` and run first: each is one long journey, so a
pytest worker runs it while the other takes the short tests.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import socket
import struct
import threading
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.e2e.conftest import PagesHandler
from tests.helpers import POLL_S

from .drivers import Driver, launch, x_display

HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    ours = [item for item in items if HERE in item.path.parents]
    for item in ours:
        item.add_marker(pytest.mark.browser)
    items[:] = ours + [item for item in items if item not in ours]


class CountingHandler(PagesHandler):
    """The e2e tests' server (as GitHub Pages serves), but each server counts the body
    bytes it sends per path, and how each path was first asked for (``Sec-Fetch-Dest``:
    the browser's own load of a document, script or style, or ``empty``: a fetch)."""

    server: Server

    def copyfile(self, source, outputfile) -> None:  # type: ignore[no-untyped-def]
        data = source.read()
        outputfile.write(data)
        path = self.path.split("?")[0]
        self.server.sent[path] += len(data)
        self.server.first_asked_as.setdefault(path, self.headers.get("Sec-Fetch-Dest", ""))


class Server(http.server.ThreadingHTTPServer):
    """Counts what it sends, and keeps the connections it accepted, so that going offline
    ends them too (a browser's kept-alive or pre-connected socket would still be answered)."""

    sent: Counter[str]
    first_asked_as: dict[str, str]

    def process_request(self, request, client_address) -> None:  # type: ignore[no-untyped-def]
        self.accepted.append(request)
        super().process_request(request, client_address)

    @functools.cached_property
    def accepted(self) -> list[socket.socket]:
        return []


@dataclass
class Site:
    """The built site on localhost: ``url``, what was sent, and ``go_offline()``."""

    folder: Path
    server: Server
    url: str = field(init=False)
    refusing: Refusing | None = field(default=None, init=False)  # once offline

    def __post_init__(self) -> None:
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    @property
    def sent(self) -> Counter[str]:
        return self.server.sent

    def go_offline(self) -> None:
        """The server goes away: every new connection is cut at once, as with no network.
        Its port stays held (``Refusing``): let go, another test's server may take it, and
        the page "offline" would fetch another build from it (its worker's script, an
        update: a journey's page hung at a start in 2 runs of 3, full runs only)."""
        port = self.server.server_address[1]
        self.server.shutdown()
        self.server.server_close()
        for connection in self.server.accepted:  # (Chromium pre-connects: Q38)
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)
        self.refusing = Refusing(port)


class Refusing:
    """Holds ``port`` on localhost, cutting each connection as it comes (a reset), until
    the test ends (a daemon thread)."""

    def __init__(self, port: int) -> None:
        self.listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", port))
        self.listener.listen(64)
        threading.Thread(target=self.cut, daemon=True).start()

    def cut(self) -> None:
        reset = struct.pack("ii", 1, 0)  # SO_LINGER on, 0 s: close() sends a reset
        while True:
            try:
                connection, _ = self.listener.accept()
            except OSError:
                return
            with contextlib.suppress(OSError):
                connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, reset)
                connection.close()

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.listener.close()


@pytest.fixture
def site(dist: Path) -> Iterator[Site]:
    handler = functools.partial(CountingHandler, directory=str(dist))
    server = Server(("127.0.0.1", 0), handler)
    server.sent, server.first_asked_as = Counter(), {}
    thread = threading.Thread(target=server.serve_forever, args=(POLL_S,), daemon=True)
    thread.start()
    site = Site(dist, server)
    yield site
    if thread.is_alive():
        site.go_offline()
    if site.refusing is not None:
        site.refusing.close()


@pytest.fixture(scope="session")
def display() -> Iterator[str]:
    with x_display() as name:
        yield name


@pytest.fixture
def browser(request: pytest.FixtureRequest) -> Iterator[Driver]:
    """A new browser of the engine the test is parametrised with (a new profile: a
    device that never saw the game)."""
    engine: str = request.param
    display = request.getfixturevalue("display") if engine == "webkit" else None
    driver = launch(engine, display)
    yield driver
    driver.close()
