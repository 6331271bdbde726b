"""End-to-end fixtures: the built site on localhost, and Debian's Chromium via Playwright.

Every test in this folder is marked ``browser`` (``pytest -m "not browser"``
skips them). One browser serves the whole run; tests that only need a page
share one context without service workers (its HTTP and compiled-code caches
make each start cheaper), and its storage is cleared after every test. Tests
that need a device of their own (offline, routes, several players) take the
``context`` fixture: a new context each time.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import threading
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar
from urllib.parse import urlparse

import pytest

import build

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("HASHI_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-gpu",
]


HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.browser)


class PagesHandler(build.Handler):
    """Static files as GitHub Pages serves them (``Cache-Control: max-age=600``),
    counting the body bytes sent per path: what a visit costs, seen at the server."""

    sent: ClassVar[Counter[str]] = Counter()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def copyfile(self, source, outputfile) -> None:  # type: ignore[no-untyped-def]
        data = source.read()
        outputfile.write(data)
        PagesHandler.sent[self.path.split("?")[0]] += len(data)


@pytest.fixture(scope="session")
def serve() -> Iterator:
    """Start a static server for a folder on a free localhost port; returns its URL."""
    servers = []

    def start(directory: Path) -> str:
        handler = functools.partial(PagesHandler, directory=str(directory))
        httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        servers.append(httpd)
        return f"http://127.0.0.1:{httpd.server_address[1]}/"

    yield start
    for httpd in servers:
        httpd.shutdown()


@pytest.fixture(scope="session")
def server(dist: Path, serve) -> str:
    return serve(dist)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


class Requests(list):
    def outside(self) -> list[str]:
        return [
            url
            for url in self
            if urlparse(url).scheme not in ("data", "blob")
            and urlparse(url).hostname not in ("127.0.0.1", "localhost")
        ]


@pytest.fixture
def requests_seen() -> Requests:
    return Requests()


@pytest.fixture
def context(browser, requests_seen):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, accept_downloads=True)
    context.on("request", lambda request: requests_seen.append(request.url))
    yield context
    context.close()
    # No test may make the page reach any host but ours.
    assert requests_seen.outside() == []


@pytest.fixture(scope="session")
def shared_context(browser):
    """One context for the tests that only need a page: no service worker, so no test
    sees another's cached build; storage is cleared after each test."""
    seen = Requests()
    context = browser.new_context(
        viewport={"width": 1280, "height": 900}, accept_downloads=True, service_workers="block"
    )
    context.on("request", lambda request: seen.append(request.url))
    yield context, seen
    context.close()


@pytest.fixture
def page(shared_context, server):
    context, seen = shared_context
    first = len(seen)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    for other in context.pages:
        with contextlib.suppress(Exception):
            if other.url.startswith("http"):
                other.evaluate("localStorage.clear(); sessionStorage.clear()")
        other.close()
    assert errors == []
    # No test may make the page reach any host but ours.
    assert Requests(seen[first:]).outside() == []
