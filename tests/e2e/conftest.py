"""End-to-end fixtures: the built site on localhost, and Debian's Chromium via Playwright."""

from __future__ import annotations

import functools
import http.server
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest

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


@pytest.fixture(scope="session")
def dist() -> Path:
    import build

    return build.build()


@pytest.fixture(scope="session")
def serve() -> Iterator:
    """Start a static server for a folder on a free localhost port; returns its URL."""
    from build import Handler

    servers = []

    def start(directory: Path) -> str:
        handler = functools.partial(Handler, directory=str(directory))
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


@pytest.fixture
def page(context, server):
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    assert errors == []
