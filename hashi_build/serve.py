"""Serve a built site on this machine (``python3 build.py serve``)."""

from __future__ import annotations

import contextlib
import functools
import gzip
import http.server
import io
import os
from pathlib import Path
from typing import BinaryIO, ClassVar

# What GitHub Pages sends gzipped (Content-Encoding: gzip, on the fly, when the
# request accepts it): its text types, and application/wasm too (reported in
# public, e.g. maxence-charriere/go-app issue 866: GitHub Pages serves .wasm
# gzipped). Never what is already compressed (.zip, .gz, .bin.gz, images).
GZIPPED = (".html", ".css", ".js", ".mjs", ".json", ".svg", ".wasm", ".webmanifest")
GZIP_LEVEL = 6  # zlib's default (the level GitHub Pages uses is not published)


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types browsers insist on (wasm, modules), and no log noise.

    With ``gzip`` set (the benchmarks' slow profiles), the types in GZIPPED are sent
    gzipped to a request that accepts it, as GitHub Pages sends them; each file is
    compressed once per server."""

    extensions_map: ClassVar[dict[str, str]] = {  # type: ignore[misc]  # one map for all
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
    }
    gzip = False
    packed: ClassVar[dict[tuple[str, int, int], bytes]] = {}  # (path, mtime, size): gzip
    _gzipped: bytes | None = None

    def log_message(self, format: str, *args: object) -> None:
        pass

    def send_head(self) -> BinaryIO | None:
        self._gzipped = self._gzip_of(self.translate_path(self.path))
        source = super().send_head()
        if source is None or self._gzipped is None:
            return source
        source.close()
        return io.BytesIO(self._gzipped)

    def send_header(self, keyword: str, value: str) -> None:
        if keyword == "Content-Length" and self._gzipped is not None:
            super().send_header("Content-Encoding", "gzip")
            super().send_header("Vary", "Accept-Encoding")
            value = str(len(self._gzipped))
        super().send_header(keyword, value)

    def _gzip_of(self, path: str) -> bytes | None:
        """The gzip to send for the file at ``path`` (a folder: its index.html), or None."""
        accepted = "gzip" in self.headers.get("Accept-Encoding", "")
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")  # (without the slash: a redirect)
        if not (self.gzip and accepted and path.endswith(GZIPPED) and os.path.isfile(path)):
            return None
        stat = os.stat(path)
        key = (path, stat.st_mtime_ns, stat.st_size)
        if key not in Handler.packed:
            Handler.packed[key] = gzip.compress(Path(path).read_bytes(), GZIP_LEVEL, mtime=0)
        return Handler.packed[key]


def serve(directory: Path, host: str, port: int) -> None:
    handler = functools.partial(Handler, directory=str(directory))
    with http.server.ThreadingHTTPServer((host, port), handler) as server:
        print(f"Hashi is served at http://{host}:{server.server_address[1]}/ (Ctrl+C stops)")
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
