"""The build's output: what the site ships, and how it is published."""

import gzip
import json
import re
import subprocess
import sys

import pytest

import build

ROOT = build.ROOT


def test_the_site_ships_only_what_it_needs(dist):
    pyodide, pyscript = build.runtime_dirs()
    assert sorted(p.name for p in (dist / pyodide).iterdir()) == sorted(build.PYODIDE_FILES)
    names = [p.name for p in (dist / pyscript).iterdir()]
    assert "core.js" in names and not any("codemirror" in n or "xterm" in n for n in names)
    assert not list(dist.rglob("*.map"))
    with build.read_app(dist / build.APP_ARCHIVE) as archive:
        entries = archive.namelist()
    assert "hashi_core/game.pyc" in entries and "web/controller.pyc" in entries
    assert not any(n.endswith(".py") for n in entries)  # bytecode only
    # without docstrings (nothing reads them in the page), with the code's own strings
    with build.read_app(dist / build.APP_ARCHIVE) as archive:
        board_data = archive.read("hashi_core/board_data.pyc")
    assert b"The two printed board sides" not in board_data and b"islands" in board_data


def test_every_url_is_relative_and_local(dist):
    page = (dist / "index.html").read_text()
    for url in re.findall(r'(?:src|href)="([^"]+)"', page):
        assert url.startswith(("./", "#")), url  # a11y: "#controls" (skip link) stays on the page
    assert "{{" not in page and "<!--BOARD-->" not in page
    assert 'data-board="A"' in page  # the board is drawn before Python loads
    worker = (dist / "sw.js").read_text()
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", worker).group(1))
    assert all(u.startswith("./") for u in precache)
    # Kept offline: everything, the other languages' pages and manifests
    # unpacked from one gzip; only the install icons are left to the network
    # (and the memory snapshot, which the page keeps unpacked itself).
    with gzip.open(dist / build.PAGES_BUNDLE) as bundle:
        pages = json.load(bundle)
    assert sorted(pages) == sorted(
        f"./{name}" for lang in ("es", "pt", "it", "pl") for name in build.language_files(lang)
    )
    assert all(text == (dist / url).read_text() for url, text in pages.items())
    icons = {"web/icon-192.png", "web/icon-512.png", "web/icon-maskable-512.png"}
    snapshot = {p.name for p in dist.iterdir() if build.SNAPSHOT_FILE.fullmatch(p.name)}
    assert len(snapshot) == 1
    assert {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()} == {
        u[2:] for u in [*precache, *pages]
    } | icons | snapshot | {"sw.js", build.PAGES_BUNDLE}
    assert "./index.html" in precache and "./app.zip.gz" in precache
    version = json.loads((dist / "version.json").read_text())["version"]
    assert f'const VERSION = "{version}"' in worker and f'data-build="{version}"' in page


def test_the_pages_workflow_builds_and_deploys_dist():
    workflow = (ROOT / ".github" / "workflows" / "pages.yml").read_text()
    jobs = workflow.split("\njobs:\n")[1]
    test_job, build_job = jobs.split("\n  build:\n")
    # The tests run first, with the README's command; the deploy needs them.
    assert "run: python3 build.py test" in test_job
    assert "needs: test" in build_job and "run: python build.py --strict" in build_job
    assert f'{build.STRICT_ENV}: "1"' in workflow.split("\njobs:\n")[0]
    assert "actions/upload-pages-artifact" in workflow and "path: dist" in workflow
    assert "actions/deploy-pages" in workflow
    assert "pages: write" in workflow and "id-token: write" in workflow


def _tree(folder):
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()
    }


def test_two_clean_builds_of_one_commit_are_byte_identical(tmp_path):
    """Each build in its own fresh clone of HEAD, with its own caches: same bytes."""
    trees = []
    for name in ("one", "two"):
        clone = tmp_path / name
        subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
        subprocess.run(
            [sys.executable, "build.py", "--strict"], cwd=clone, check=True, capture_output=True
        )
        trees.append(_tree(clone / "dist"))
    one, two = trees
    assert sorted(one) == sorted(two)
    assert [name for name in one if one[name] != two[name]] == []
    assert build.APP_ARCHIVE in one and "sw.js" in one and "index.html" in one


@pytest.fixture
def broken_compiler(tmp_path, monkeypatch):
    """A bytecode compiler that fails, and an empty compile cache."""
    compiler = tmp_path / "compile.mjs"
    compiler.write_text('throw new Error("no Pyodide here");\n')
    monkeypatch.setattr(build, "COMPILER", compiler)
    monkeypatch.setattr(build, "CACHE", tmp_path / "cache")


def test_a_build_without_bytecode_ships_sources_or_fails_when_strict(broken_compiler, tmp_path):
    target = tmp_path / "app.zip.gz"
    assert build.build_zip(target) is False
    with build.read_app(target) as archive:
        names = archive.namelist()
    assert "hashi_core/game.py" in names and not any(n.endswith(".pyc") for n in names)
    with pytest.raises(build.BuildError, match="no bytecode"):
        build.build_zip(tmp_path / "strict.zip", strict=True)
    assert not (tmp_path / "strict.zip").exists()


def test_app_zip_holds_every_module_of_the_shipped_packages(dist):
    with build.read_app(dist / build.APP_ARCHIVE) as archive:
        shipped = sorted(name.removesuffix("c") for name in archive.namelist())
    expected = sorted(
        p.relative_to(ROOT).as_posix()
        for package in build.APP_PACKAGES
        for p in (ROOT / package).rglob("*.py")
        if p.relative_to(ROOT).as_posix() not in build.NOT_SHIPPED
    )
    assert shipped == expected
    assert "web/main.py" not in shipped and "hashi_core/__init__.py" in shipped


def test_shipped_scripts_and_styles_lose_their_notes_but_still_parse(dist):
    for name in filter(build.COMMENTED.search, build.WEB_FILES):
        text = (ROOT / "web" / name).read_text()
        shipped = (dist / "web" / name).read_text()
        assert len(shipped) < len(text) and "\n\n" not in shipped
        if name.endswith((".js", ".mjs")):
            assert not any(line.lstrip().startswith("//") for line in shipped.splitlines())
            done = subprocess.run(
                ["node", "--check", str(dist / "web" / name)], capture_output=True
            )
            assert done.returncode == 0, (name, done.stderr)
        else:
            assert "/*" not in shipped and "{" in shipped
    assert build.compact("x.js", 'a = "//not a comment";\n  // note\n\nb();\n') == (
        'a = "//not a comment";\nb();\n'
    )
    assert build.compact("x.css", "/* note */\n.a {\n  color: red; /* why */\n}\n") == (
        ".a {\ncolor: red;\n}\n"
    )
