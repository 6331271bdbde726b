"""Which modules a memory snapshot of the page's interpreter holds (web/snapshot.py)."""

from __future__ import annotations

import json
import sys
import zipfile

from web.snapshot import imported_json, snapshot_modules

ZIP = "/tmp/hashi-app.zip"


def test_only_modules_from_the_app_zip_and_never_the_browser_glue():
    files = {
        "hashi_core": f"{ZIP}/hashi_core/__init__.pyc",
        "hashi_core.rules": f"{ZIP}/hashi_core/rules.pyc",
        "web.view": f"{ZIP}/web/view.pyc",
        "web.browser": f"{ZIP}/web/browser/__init__.pyc",
        "web.browser.page": f"{ZIP}/web/browser/page.pyc",
        "web.browserish": f"{ZIP}/web/browserish.pyc",
        "json": "/lib/python314.zip/json/__init__.py",
        "js": None,
        "elsewhere": "/tmp/hashi-app.zip.old/x.pyc",
    }
    assert snapshot_modules(files, ZIP) == [
        "hashi_core",
        "hashi_core.rules",
        "web.browserish",
        "web.view",
    ]
    assert snapshot_modules(files, ZIP + "/") == snapshot_modules(files, ZIP)


def test_the_running_interpreters_modules_from_a_zip(tmp_path):
    archive = tmp_path / "app.zip"
    with zipfile.ZipFile(archive, "w") as out:
        out.writestr("snapshot_probe_mod.py", "VALUE = 1\n")
    sys.path.insert(0, str(archive))
    try:
        import snapshot_probe_mod  # noqa: F401

        assert json.loads(imported_json(str(archive))) == ["snapshot_probe_mod"]
    finally:
        sys.path.remove(str(archive))
        sys.modules.pop("snapshot_probe_mod", None)


def test_pyscript_loads_pyodide_through_the_snapshot_module(dist):
    config = json.loads((dist / "pyscript.json").read_text())
    assert config == {"interpreter": "./web/interpreter.mjs"}
    module = (dist / "web" / "interpreter.mjs").read_text()
    assert "__PYODIDE__" not in module
    imported = module.split('from "', 1)[1].split('"', 1)[0]
    assert (dist / "web" / imported).resolve().is_file()
    assert (dist / "web" / "snapshot-worker.mjs").is_file()
