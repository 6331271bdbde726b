"""The build's output: what the site ships, and how it is published."""

import gzip
import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from hashi_build import checks, site

ROOT = site.ROOT


def test_the_site_ships_only_what_it_needs(dist):
    pyodide, pyscript = site.runtime_dirs()
    assert sorted(p.name for p in (dist / pyodide).iterdir()) == sorted(site.PYODIDE_FILES)
    names = [p.name for p in (dist / pyscript).iterdir()]
    assert "core.js" in names and not any("codemirror" in n or "xterm" in n for n in names)
    assert not list(dist.rglob("*.map"))
    with site.read_app(dist / site.APP_ARCHIVE) as archive:
        entries = archive.namelist()
    assert "hashi_core/game.pyc" in entries and "web/model/controller.pyc" in entries
    # what a start imports is bytecode; what is imported later (a language's
    # texts, the replay screen) is source, compiled when first used
    sources = {name: path.read_bytes() for path, name in site.app_sources()}
    at_start = site.start_modules(sources)
    assert "web/bots/bot_service.py" in at_start and "hashi_bots/evaluate.py" in at_start
    assert "web/model/replay.py" not in at_start and "hashi_texts/catalogues/en.py" not in at_start
    assert sorted(entries) == sorted(n + "c" if n in at_start else n for n in sources)
    # without docstrings (nothing reads them in the page), with the code's own strings
    with site.read_app(dist / site.APP_ARCHIVE) as archive:
        board_data = archive.read("hashi_core/board_data.pyc")
    assert b"The two printed board sides" not in board_data and b"islands" in board_data


def test_every_url_is_relative_and_local(dist):
    page = (dist / "index.html").read_text()
    for url in re.findall(r'(?:src|href)="([^"]+)"', page):
        assert url.startswith(("./", "#")), url  # a11y: "#controls" (skip link) stays on the page
    assert "{{" not in page and "<!--BOARD-->" not in page
    assert 'data-board="A"' in page  # the board is drawn before Python loads
    worker = (dist / "sw.js").read_text()
    precache = json.loads(re.search(r"const PRECACHE = (\{.*?\});", worker).group(1))
    assert all(u.startswith("./") for u in precache)
    # Kept offline: everything, the other languages' pages and manifests
    # unpacked from one gzip; only the install icons are left to the network
    # (and the memory snapshot, which the page keeps unpacked itself).
    with gzip.open(dist / site.PAGES_BUNDLE) as bundle:
        pages = json.load(bundle)
    assert sorted(pages) == sorted(
        f"./{name}" for lang in ("es", "pt", "it", "pl") for name in site.language_files(lang)
    )
    assert all(text == (dist / url).read_text() for url, text in pages.items())
    icons = {"web/icon-192.png", "web/icon-512.png", "web/icon-maskable-512.png"}
    snapshot = {p.name for p in dist.iterdir() if site.SNAPSHOT_FILE.fullmatch(p.name)}
    assert len(snapshot) == 1
    assert {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()} == {
        u[2:] for u in [*precache, *pages]
    } | icons | snapshot | {"sw.js", site.PAGES_BUNDLE, site.FILE_DIGESTS}
    assert "./index.html" in precache and "./app.zip.gz" in precache
    version = json.loads((dist / "version.json").read_text())["version"]
    assert f'const VERSION = "{version}"' in worker and f'data-build="{version}"' in page


def test_the_pages_workflow_tests_then_builds_then_deploys_dist():
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "pages.yml").read_text())
    jobs = workflow["jobs"]

    def runs(job):
        return [step["run"] for step in jobs[job]["steps"] if "run" in step]

    def uses(job):
        return [step["uses"].split("@")[0] for step in jobs[job]["steps"] if "uses" in step]

    # The tests run first, with the README's command; the build needs them, the deploy the build.
    assert runs("test") == ["python3 build.py test"] and "needs" not in jobs["test"]
    assert jobs["build"]["needs"] == "test" and runs("build") == ["python build.py --strict"]
    assert jobs["deploy"]["needs"] == "build" and runs("deploy") == []
    assert workflow["env"] == {site.STRICT_ENV: "1"}
    assert "actions/upload-pages-artifact" in uses("build")
    (upload,) = (s for s in jobs["build"]["steps"] if "upload-pages-artifact" in s.get("uses", ""))
    assert upload["with"]["path"] == "dist"
    assert uses("deploy") == ["actions/deploy-pages"]
    assert workflow["permissions"]["pages"] == workflow["permissions"]["id-token"] == "write"
    assert workflow[True]["push"]["branches"] == ["main"]  # YAML 1.1 reads the key "on" as true


def _tree(folder):
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()
    }


def test_a_clean_build_of_the_working_tree_is_byte_identical_to_the_runs_build(tmp_path, dist):
    """The working tree built again in another folder, with its own (empty) compile cache
    and --strict: the same bytes as the run's shared build (which may have used a warm
    cache: the cache never changes what ships). In a fresh clone the test command's set-up
    made that build while filling the cache (``checks.fill_build_cache``): compared here."""
    made = Path(os.environ.get(checks.CLEAN_BUILD_ENV, "/nonexistent"))
    if (made / checks.CLEAN_MARK).is_file():  # (``dist`` waited for that build to end)
        tree = made / "tree"
    else:
        tree = checks.copy_working_tree(tmp_path / "tree")
        subprocess.run(
            [sys.executable, "build.py", "--strict"], cwd=tree, check=True, capture_output=True
        )
    again, shared = _tree(tree / "dist"), _tree(dist)
    assert sorted(again) == sorted(shared)
    assert [name for name in again if again[name] != shared[name]] == []
    assert site.APP_ARCHIVE in again and "sw.js" in again and "index.html" in again


@pytest.fixture
def broken_compiler(tmp_path, monkeypatch):
    """A bytecode compiler that fails, and an empty compile cache."""
    compiler = tmp_path / "compile.mjs"
    compiler.write_text('throw new Error("no Pyodide here");\n')
    monkeypatch.setattr(site, "COMPILER", compiler)
    monkeypatch.setattr(site, "CACHE", tmp_path / "cache")


def test_a_build_without_bytecode_ships_sources_or_fails_when_strict(broken_compiler, tmp_path):
    target = tmp_path / "app.zip.gz"
    assert site.build_zip(target) is False
    with site.read_app(target) as archive:
        names = archive.namelist()
    assert "hashi_core/game.py" in names and not any(n.endswith(".pyc") for n in names)
    with pytest.raises(site.BuildError, match="no bytecode"):
        site.build_zip(tmp_path / "strict.zip", strict=True)
    assert not (tmp_path / "strict.zip").exists()


def test_a_start_imports_what_is_imported_when_modules_load_not_later():
    sources = {
        "pkg/__init__.py": b"from . import a\n",
        "pkg/a.py": (
            b"import pkg.b as b\nfrom .sub import c\n"
            b"try:\n    from pkg import d\nexcept ImportError:\n    pass\n"
        ),
        "pkg/b.py": b"from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import e\n",
        "pkg/sub/__init__.py": b"",
        "pkg/sub/c.py": b"def later():\n    from pkg import f\n",
        "pkg/d.py": b"",
        "pkg/e.py": b"",
        "pkg/f.py": b"",
        "other.py": b"",
    }
    assert site.start_modules(sources, ("pkg.sub.c",)) == {
        "pkg/__init__.py",
        "pkg/a.py",
        "pkg/b.py",
        "pkg/sub/__init__.py",
        "pkg/sub/c.py",
        "pkg/d.py",
    }


def test_app_zip_holds_every_module_of_the_shipped_packages(dist):
    with site.read_app(dist / site.APP_ARCHIVE) as archive:
        shipped = sorted(name.removesuffix("c") for name in archive.namelist())
    expected = sorted(
        p.relative_to(ROOT).as_posix()
        for package in site.APP_PACKAGES
        for p in (ROOT / package).rglob("*.py")
        if p.relative_to(ROOT).as_posix() not in site.NOT_SHIPPED
    )
    assert shipped == expected
    assert "web/main.py" not in shipped and "hashi_core/__init__.py" in shipped


def test_shipped_scripts_and_styles_lose_their_notes_but_still_parse(dist):
    for name in filter(site.COMMENTED.search, site.WEB_FILES):
        text = (ROOT / "web" / name).read_text()
        target = dist / "web" / name.rpartition("/")[2]  # dist/web/ is flat
        shipped = target.read_text()
        assert len(shipped) < len(text) and "\n\n" not in shipped
        if name.endswith((".js", ".mjs")):
            assert not any(line.lstrip().startswith("//") for line in shipped.splitlines())
            done = subprocess.run(["node", "--check", str(target)], capture_output=True)
            assert done.returncode == 0, (name, done.stderr)
        else:
            assert "/*" not in shipped and "{" in shipped
    assert site.compact("x.js", 'a = "//not a comment";\n  // note\n\nb();\n') == (
        'a = "//not a comment";\nb();\n'
    )
    assert site.compact("x.css", "/* note */\n.a {\n  color: red; /* why */\n}\n") == (
        ".a {\ncolor: red;\n}\n"
    )


def _sha256(path):
    data = path.read_bytes()
    return hashlib.sha256(gzip.decompress(data) if path.suffix == ".gz" else data).hexdigest()


def test_every_kept_file_is_listed_with_its_sha256(dist):
    """What the service worker and the page check each file against (issue 18 #11)."""
    worker = (dist / "sw.js").read_text()
    precache = json.loads(re.search(r"const PRECACHE = (\{.*?\});", worker).group(1))
    assert precache == {url: _sha256(dist / url) for url in precache}
    assert json.loads((dist / site.FILE_DIGESTS).read_text()) == precache
    pages = json.loads(re.search(r"const \[PAGES, PAGES_SHA256\] = (\[.*?\]);", worker).group(1))
    assert pages == [f"./{site.PAGES_BUNDLE}", _sha256(dist / site.PAGES_BUNDLE)]
    # The page checks the engine it fetches itself: the zip's digest, unpacked.
    assert f'"{_sha256(dist / site.APP_ARCHIVE)}"' in (dist / "web" / "boot.js").read_text()
    assert not re.search(r"__[A-Z]+__", worker + (dist / "web" / "boot.js").read_text())


def test_no_shipped_script_names_a_source_map(dist):
    """The runtime's scripts lose the notes naming maps that are not shipped (nine 404s)."""
    scripts = [p for p in dist.rglob("*") if p.suffix in (".js", ".mjs")]
    assert len(scripts) > 10
    assert [p.name for p in scripts if b"sourceMappingURL" in p.read_bytes()] == []
    assert not list(dist.rglob("*.map"))


def test_every_language_installs_as_one_app_under_the_site_s_path(dist):
    """No "id" (resolved against the origin, it would name every app of a GitHub Pages
    account): the id is then start_url, resolved against the manifest's own URL, and
    one start_url for every language gives one app (checked in Chromium: test_offline)."""
    for lang in ("en", "es", "pt", "it", "pl"):
        manifest = json.loads((dist / site.manifest_name(lang)).read_text())
        assert "id" not in manifest and manifest["start_url"] == "./", lang
        assert manifest["lang"] == lang and manifest["scope"] == "./"


def test_no_page_shows_a_text_waiting_for_its_values(dist):
    """Before Python runs (and for good when it cannot), the page shows what the build
    wrote: never a template such as "Deal's start: {value} on island {island}"."""
    for lang in ("en", "es", "pt", "it", "pl"):
        page = (dist / site.page_name(lang)).read_text()
        assert site.PLACEHOLDER.findall(page) == [], lang  # texts and attributes alike


def _options(page):
    return re.findall(r'<option value="(\w+)" lang="\w+"(?: selected)?>([^<]*)</option>', page)


def test_the_page_s_languages_come_from_the_catalogues(monkeypatch):
    """The select, each name and what early.js may open follow hashi_texts alone."""
    import hashi_texts

    page = site.render_page("", "es")
    shipped = list(hashi_texts.LANGUAGES)
    assert [code for code, _ in _options(page)] == shipped
    assert dict(_options(page))["pl"] == hashi_texts.render("ui.language_name", "pl") == "Polski"
    assert f'<html lang="es" data-languages="{" ".join(shipped)}"' in page
    # A new language: one catalogue with its own name, and the page offers it.
    monkeypatch.setattr(hashi_texts, "LANGUAGES", (*shipped, "xx"))
    monkeypatch.setitem(hashi_texts._loaded, "xx", {"ui.language_name": "Xish"})
    page = site.render_page("", "en")
    assert _options(page)[-1] == ("xx", "Xish")
    assert f'data-languages="{" ".join(shipped)} xx"' in page
    # The default language is first: its page is the site's index (early.js).
    monkeypatch.setattr(site, "DEFAULT", "es")
    assert re.search(r'data-languages="es en (\w+ )+xx"', site.render_page("", "en"))


def test_the_side_buttons_come_from_the_board_data(monkeypatch):
    from hashi_core import board_data
    from hashi_texts import catalogue

    def sides(page):
        return re.findall(r'data-side="(\w+)" aria-pressed="(\w+)">([^<]*)<', page)

    assert sides(site.render_page("", "it")) == [
        ("A", "true", "Lato A (più facile)"),
        ("B", "false", "Lato B (più difficile)"),
    ]
    monkeypatch.setitem(board_data.SIDES, "C", board_data.SIDES["B"])
    monkeypatch.setitem(catalogue("en"), "ui.side_c", "Side C (the hardest)")
    assert sides(site.render_page("", "en"))[2] == ("C", "false", "Side C (the hardest)")


def test_the_fields_take_what_the_engine_keeps():
    """A name's fields hold at most what the engine keeps of a name (``MAX_NAME``): written
    by the build, spelled in index.html by no number. A seed's field takes any length: one
    too long is refused and said (tests/test_web_said.py), not cut unseen (Q50)."""
    from hashi_core.deal import SEED_LENGTH, is_seed
    from hashi_core.record import MAX_NAME, clean_name

    assert not re.search(r'maxlength="\d', (ROOT / "index.html").read_text("utf-8"))
    inputs = re.findall(r'<input ([^>]*maxlength="(\d+)"[^>]*)>', site.render_page("", "pl"))
    fields = {re.search(r'data-[\w-]+|id="seed-input"', tag).group(): n for tag, n in inputs}
    assert fields == {
        "data-name-input": str(MAX_NAME),
        "data-player-name": str(MAX_NAME),
        "data-challenge-name": str(MAX_NAME),
    }
    assert is_seed("S" * SEED_LENGTH) and not is_seed("S" * (SEED_LENGTH + 1))
    assert len(clean_name("n" * (MAX_NAME + 5))) == MAX_NAME


def test_a_seats_choices_are_a_person_then_the_computers_levels(monkeypatch):
    from hashi_bots import levels
    from hashi_core.game import MAX_PLAYERS
    from hashi_texts import catalogue

    def kinds(page):
        selects = re.findall(r"<select data-player-kind[^>]*>(.*?)</select>", page)
        return selects, re.findall(r'<option value="(\w+)">([^<]*)</option>', selects[0])

    selects, options = kinds(site.render_page("", "pl"))
    assert len(selects) == MAX_PLAYERS
    assert [value for value, _ in options] == ["person", *levels.LEVELS]
    assert dict(options)["hard"] == catalogue("pl")["ui.seat_hard"]
    monkeypatch.setattr(levels, "LEVELS", (*levels.LEVELS, "expert"))
    monkeypatch.setitem(catalogue("en"), "ui.seat_expert", "Computer (expert)")
    assert kinds(site.render_page("", "en"))[1][-1] == ("expert", "Computer (expert)")
