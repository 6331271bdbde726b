"""hashi_build/serve.py compresses what GitHub Pages compresses, and only when asked."""

from __future__ import annotations

import functools
import gzip
import http.client
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from hashi_build import serve
from tests.helpers import POLL_S

FILES = {
    "index.html": b"<!doctype html><p>page</p>" * 50,
    "run.wasm": b"\0asm" + bytes(range(256)) * 40,
    "web/boot.js": b"console.log('boot');" * 50,
    "std.zip": b"PK" + b"z" * 4000,
    "snapshot-1.bin.gz": gzip.compress(b"s" * 4000),
    "icon.png": b"\x89PNG" + b"p" * 4000,
}


class Gzipping(serve.Handler):
    gzip = True


@pytest.fixture(params=[Gzipping, serve.Handler], ids=["gzip", "plain"])
def server(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[int, bool]]:
    for name, data in FILES.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(data)
    handler = functools.partial(request.param, directory=str(tmp_path))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, args=(POLL_S,), daemon=True).start()
    yield httpd.server_address[1], request.param.gzip
    httpd.shutdown()


def get(port: int, path: str, accept: str | None) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request("GET", path, headers={"Accept-Encoding": accept} if accept else {})
    answer = connection.getresponse()
    body = answer.read()
    connection.close()
    return answer.status, {k.lower(): v for k, v in answer.getheaders()}, body


@pytest.mark.parametrize("path", ["/index.html", "/", "/run.wasm", "/web/boot.js"])
def test_text_and_wasm_are_gzipped_when_accepted(server: tuple[int, bool], path: str) -> None:
    port, gzipping = server
    status, headers, body = get(port, path, "gzip, deflate, br")
    wanted = FILES["index.html" if path == "/" else path[1:]]
    assert status == 200
    if gzipping:
        assert headers["content-encoding"] == "gzip"
        assert int(headers["content-length"]) == len(body) < len(wanted)
        assert gzip.decompress(body) == wanted
    else:
        assert "content-encoding" not in headers
        assert body == wanted


@pytest.mark.parametrize("path", ["/std.zip", "/snapshot-1.bin.gz", "/icon.png"])
def test_compressed_files_are_sent_as_they_are(server: tuple[int, bool], path: str) -> None:
    status, headers, body = get(server[0], path, "gzip")
    assert (status, body) == (200, FILES[path[1:]])
    assert "content-encoding" not in headers


def test_nothing_is_gzipped_unless_the_request_accepts_it(server: tuple[int, bool]) -> None:
    status, headers, body = get(server[0], "/run.wasm", None)
    assert (status, body) == (200, FILES["run.wasm"])
    assert "content-encoding" not in headers


def test_a_folder_without_its_slash_is_redirected_not_gzipped(server: tuple[int, bool]) -> None:
    status, headers, _ = get(server[0], "/web", "gzip")
    assert status == 301
    assert "content-encoding" not in headers
