"""The build's output: what the site ships, and how it is published."""

import json
import re
import zipfile

import pytest

import build

ROOT = build.ROOT


@pytest.fixture(scope="module")
def dist():
    return build.build()


def test_the_site_ships_only_what_it_needs(dist):
    pyodide, pyscript = build.runtime_dirs()
    assert sorted(p.name for p in (dist / pyodide).iterdir()) == sorted(build.PYODIDE_FILES)
    names = [p.name for p in (dist / pyscript).iterdir()]
    assert "core.js" in names and not any("codemirror" in n or "xterm" in n for n in names)
    assert not list(dist.rglob("*.map"))
    with zipfile.ZipFile(dist / "app.zip") as archive:
        entries = archive.namelist()
    assert "hashi_core/game.pyc" in entries and "web/app.pyc" in entries
    assert not any(n.endswith(".py") for n in entries)  # bytecode only


def test_every_url_is_relative_and_local(dist):
    page = (dist / "index.html").read_text()
    for url in re.findall(r'(?:src|href)="([^"]+)"', page):
        assert url.startswith(("./", "#")), url  # a11y: "#controls" (skip link) stays on the page
    assert "{{" not in page and "<!--BOARD-->" not in page
    assert 'data-board="A"' in page  # the board is drawn before Python loads
    worker = (dist / "sw.js").read_text()
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", worker).group(1))
    assert all(u.startswith("./") for u in precache)
    assert {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()} == {
        u[2:] for u in precache
    } | {"sw.js"}
    version = json.loads((dist / "version.json").read_text())["version"]
    assert f'const VERSION = "{version}"' in worker and f'data-build="{version}"' in page


def test_the_pages_workflow_builds_and_deploys_dist():
    workflow = (ROOT / ".github" / "workflows" / "pages.yml").read_text()
    assert "python build.py" in workflow
    assert "actions/upload-pages-artifact" in workflow and "path: dist" in workflow
    assert "actions/deploy-pages" in workflow
    assert "pages: write" in workflow and "id-token: write" in workflow
