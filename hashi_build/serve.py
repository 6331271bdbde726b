"""Serve a built site on this machine (``python3 build.py serve``)."""

from __future__ import annotations

import contextlib
import functools
import http.server
from pathlib import Path
from typing import ClassVar


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types browsers insist on (wasm, modules), and no log noise."""

    extensions_map: ClassVar[dict[str, str]] = {  # type: ignore[misc]  # one map for all
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
    }

    def log_message(self, format: str, *args: object) -> None:
        pass


def serve(directory: Path, host: str, port: int) -> None:
    handler = functools.partial(Handler, directory=str(directory))
    with http.server.ThreadingHTTPServer((host, port), handler) as server:
        print(f"Hashi is served at http://{host}:{server.server_address[1]}/ (Ctrl+C stops)")
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
