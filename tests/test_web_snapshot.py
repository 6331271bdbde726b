"""The memory snapshot the site ships: which modules it holds (web/build/snapshot.py), how
the build makes it (site.build_snapshot) and what the page checks it by."""

from __future__ import annotations

import gzip
import hashlib
import json
import re

import pytest

from hashi_build import site
from web.build.snapshot import module_name, snapshot_modules


def test_every_module_of_the_zip_but_the_browser_glue_and_command_lines():
    entries = [
        "hashi_core/__init__.pyc",
        "hashi_core/__main__.pyc",
        "hashi_core/game.pyc",
        "hashi_texts/catalogues/pl.pyc",
        "web/__init__.pyc",
        "web/browser/__init__.pyc",
        "web/browser/page.pyc",
        "web/browserish.pyc",
        "web/model/flows/__init__.py",  # sources, when the build could not compile them
        "web/ui/view.py",
        "web/README.txt",
        "web/",
    ]
    assert snapshot_modules(entries) == [
        "hashi_core",
        "hashi_core.game",
        "hashi_texts.catalogues.pl",
        "web",
        "web.browserish",
        "web.model.flows",
        "web.ui.view",
    ]
    assert module_name("web/model/flows/__init__.pyc") == "web.model.flows"
    assert module_name("web/README.txt") is None


def test_the_build_ships_the_snapshot_the_page_checks(dist):
    store = (dist / "web" / "snapshot-store.mjs").read_text()
    shipped = json.loads(re.search(r"export const SHIPPED = (\{.*?\});", store).group(1))
    packed = (dist / shipped["file"]).read_bytes()
    # Named by its content, so that no cache ever mixes two builds' snapshots.
    assert site.SNAPSHOT_FILE.fullmatch(shipped["file"][2:])
    assert shipped["file"] == f"./snapshot-{hashlib.sha256(packed).hexdigest()[:16]}.bin.gz"
    assert shipped["packed"] == hashlib.sha256(packed).hexdigest()
    memory = gzip.decompress(packed)
    assert shipped["sha256"] == hashlib.sha256(memory).hexdigest()
    assert shipped["size"] == len(memory)
    app = gzip.decompress((dist / site.APP_ARCHIVE).read_bytes())
    assert shipped["app"] == hashlib.sha256(app).hexdigest()
    version = json.loads((site.MODULES / "pyodide" / "package.json").read_text())["version"]
    assert shipped["runtime"] == version
    # A Pyodide snapshot (its magic number), its first 4 MB of memory shipped as
    # their difference from what the wasm's instantiation puts there.
    assert int.from_bytes(memory[:4], "little") == 1886286592
    assert len(memory) > 20_000_000 and len(packed) < len(memory) / 5
    header = int.from_bytes(memory[4:8], "little")
    assert 3_000_000 < shipped["base"]["end"] < 8_000_000
    static = memory[header : header + shipped["base"]["end"]]
    assert hashlib.sha256(static).hexdigest() != shipped["base"]["sha256"]
    assert static.count(0) > 0.95 * len(static)
    # Not precached: the page keeps it unpacked itself, so it is downloaded once
    # (an update brings it in the background, checked by its memory's SHA-256: SNAPSHOT).
    worker = (dist / "sw.js").read_text()
    precache = json.loads(re.search(r"const PRECACHE = (\{.*?\});", worker).group(1))
    assert shipped["file"] not in precache
    brought = re.search(r"const \[SNAPSHOT, SNAPSHOT_SHA256\] = (\[.*?\]) \|\| \[\];", worker)
    assert json.loads(brought.group(1)) == [shipped["file"], hashlib.sha256(memory).hexdigest()]


def test_the_snapshot_holds_no_path_of_the_machine_that_built_it(dist):
    store = (dist / "web" / "snapshot-store.mjs").read_text()
    shipped = json.loads(re.search(r"export const SHIPPED = (\{.*?\});", store).group(1))
    memory = gzip.decompress((dist / shipped["file"]).read_bytes())
    assert str(site.ROOT).encode() not in memory
    assert b"make-snapshot.mjs" not in memory and b"node_modules" not in memory


@pytest.fixture
def broken_maker(tmp_path, monkeypatch):
    """A snapshot maker that fails, and an empty cache."""
    maker = tmp_path / "make-snapshot.mjs"
    maker.write_text('throw new Error("no Pyodide here");\n')
    monkeypatch.setattr(site, "SNAPSHOT_MAKER", maker)
    monkeypatch.setattr(site, "CACHE", tmp_path / "cache")


def test_without_a_snapshot_every_start_is_normal_or_a_strict_build_fails(
    broken_maker, dist, tmp_path
):
    out = tmp_path / "site"
    out.mkdir()
    (out / site.APP_ARCHIVE).write_bytes((dist / site.APP_ARCHIVE).read_bytes())
    assert site.build_snapshot(out) is None
    assert [p.name for p in out.iterdir()] == [site.APP_ARCHIVE]
    with pytest.raises(site.BuildError, match="no snapshot"):
        site.build_snapshot(out, strict=True)


def test_pyscript_loads_pyodide_through_the_snapshot_module(dist):
    config = json.loads((dist / "pyscript.json").read_text())
    assert config == {"interpreter": "./web/interpreter.mjs"}
    module = (dist / "web" / "interpreter.mjs").read_text()
    assert "__PYODIDE__" not in module and "__SNAPSHOT__" not in module
    imported = re.search(r'import\("([^"]+/pyodide\.mjs)"\)', module).group(1)
    assert (dist / "web" / imported).resolve().is_file()
    assert '"__SNAPSHOT__"' not in (dist / "web" / "snapshot-store.mjs").read_text()
