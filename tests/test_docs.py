"""The documents stay true: generated parts fresh, every named file and module there, links whole.

``docs/interfaces.md``'s generated parts must be what ``python3 -m
tools.docs_codes`` writes from the code now; every path, module and
relative link named in ``docs/*.md``, ``README.md`` and ``bench/README.md``
must exist; every folder and module of ``web/`` has its row in
``docs/architecture.md``'s "The files"; every ``data-*`` attribute the page uses is in
``docs/interfaces.md`` and every one listed there is used; the README stays
short.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tools import docs_codes

from .helpers import ROOT

DOCS = sorted((ROOT / "docs").glob("*.md"))
DOCUMENTS = [*DOCS, ROOT / "README.md", ROOT / "bench" / "README.md"]
TOP = ("hashi_core", "hashi_texts", "hashi_bots", "hashi_cli", "web", "tools", "tests")
FOLDERS = (*TOP, "bench", "docs", "requirements", "stubs", ".github", ".ci")
FILE = re.compile(r"[\w.<>*-]+\.(py|pyi|js|mjs|md|html|json|toml|css|txt|lock|yml|svg)")
# What the build and the benchmarks write: named in the documents, never in the repository.
BUILT = {
    *("index.<lang>.html", "manifest.<lang>.json", "pyscript.json", "app.zip.gz", "pages.json.gz"),
    *("dist/", "bench/results/startup.json"),
}
SKIPPED = {"node_modules", ".venv", ".git", "dist"}


def _repo_files() -> set[str]:
    out = set()
    for path in ROOT.rglob("*"):
        parts = path.relative_to(ROOT).parts
        if path.is_file() and not SKIPPED & set(parts):
            out.add(path.relative_to(ROOT).as_posix())
    return out


def code_spans(text: str) -> list[str]:
    """Every inline code span of a Markdown text (fenced blocks left out)."""
    text = re.sub(r"```.*?```", "", text, flags=re.DOTALL)
    return re.findall(r"`([^`\n]+)`", text)


def _defined(path: Path, name: str) -> bool:
    """Whether the module at ``path`` defines or imports ``name`` at its top level."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found = {node.name}
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            found = {t.id for t in targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.Import | ast.ImportFrom):
            found = {(a.asname or a.name).split(".")[0] for a in node.names}
        else:
            continue
        if "__all__" in found and isinstance(node, ast.Assign):  # names a module exports lazily
            found |= {e.value for e in ast.walk(node.value) if isinstance(e, ast.Constant)}
        if name in found:
            return True
    return False


def _module(dotted: str) -> str | None:
    """Why the dotted name ``pkg.mod.attr`` does not resolve in the sources; None when it does.

    The longest prefix that is a module's file must define the next name (read, not imported:
    the browser glue cannot be imported outside a browser).
    """
    parts = dotted.split(".")
    for size in range(len(parts), 0, -1):
        base = ROOT.joinpath(*parts[:size])
        for path in (base / "__init__.py", base.with_suffix(".py")):
            if path.is_file():
                rest = parts[size:]
                if not rest or _defined(path, rest[0]):
                    return None
                return f"{path.relative_to(ROOT)} has no {rest[0]}"
    return "no such module"


def missing_names(text: str, files: set[str]) -> list[str]:
    """The paths and modules named in ``text``'s code spans that the repository lacks."""
    wrong = []
    for span in code_spans(text):
        for token in re.split(r"[\s,()]+", span):
            token = token.strip(".:;'\"")
            if not token or token in BUILT or "://" in token:
                continue
            pattern = re.escape(token).replace(r"<lang>", "[a-z]+").replace(r"\*", "[^/]*")
            pattern = re.sub(r"<[a-z]+>", "[^/]+", pattern.replace(r"\<", "<").replace(r"\>", ">"))
            if token.split("/")[0] in FOLDERS and "/" in token:
                if (ROOT / token).is_dir():
                    continue
                folder = token.endswith("/")
                regex = re.compile(pattern + (".*" if folder else ""))
                if not any(regex.fullmatch(f) for f in files):
                    wrong.append(f"{token}: no such path")
            elif FILE.fullmatch(token):
                regex = re.compile(r"(.*/)?" + pattern)
                if not any(regex.fullmatch(f) for f in files):
                    wrong.append(f"{token}: no such file")
            elif re.fullmatch(r"[a-z_]+(\.[A-Za-z_]\w*)+", token) and token.split(".")[0] in TOP:
                why = _module(token)
                wrong += [] if why is None else [f"{token}: {why}"]
    return wrong


def anchors(text: str) -> set[str]:
    """GitHub's anchors for a Markdown text's headings."""
    out = set()
    for heading in re.findall(r"^#+ (.+)$", text, flags=re.MULTILINE):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower().replace("`", ""))
        out.add(slug.replace(" ", "-"))
    return out


def broken_links(path: Path) -> list[str]:
    """The relative links of the Markdown file ``path`` whose file or heading is missing."""
    text = path.read_text(encoding="utf-8")
    wrong = []
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if "://" in target or target.startswith("mailto:"):
            continue
        file, _, anchor = target.partition("#")
        linked = (path.parent / file).resolve() if file else path
        if not linked.exists():
            wrong.append(f"{target}: no such file")
        elif anchor and anchor not in anchors(linked.read_text(encoding="utf-8")):
            wrong.append(f"{target}: no such heading")
    return wrong


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_path_and_module_named_exists_and_every_link_resolves(path):
    text = path.read_text(encoding="utf-8")
    assert missing_names(text, _repo_files()) == []
    assert broken_links(path) == []


def files_table(text: str) -> set[str]:
    """The paths the table of "## The files" names (a section of ``docs/architecture.md``)."""
    section = re.split(r"^## ", text.split("## The files\n", 1)[1], flags=re.MULTILINE)[0]
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    return {t for row in rows for span in code_spans(row) for t in re.split(r"[\s,()]+", span)}


def unlisted(named: set[str], files: set[str]) -> list[str]:
    """The page's folders and modules (``web/``) that ``named`` leaves out: a folder's
    one-line ``__init__.py`` and the icons (images) need no row of their own."""
    wanted = set()
    for path in files:
        parts = path.split("/")
        if parts[0] != "web" or not path.endswith((".py", ".js", ".mjs", ".css")):
            continue
        if len(parts) > 2:
            wanted.add("/".join(parts[:2]) + "/")  # its folder
        source = (ROOT / path).read_text(encoding="utf-8") if (ROOT / path).is_file() else "x"
        if parts[-1] != "__init__.py" or len(source.splitlines()) > 1:
            wanted.add(path)
    return sorted(wanted - named)


def test_the_files_table_names_every_folder_and_module_of_the_page():
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    assert unlisted(files_table(text), _repo_files()) == [], "add them to The files"


def test_the_checks_find_what_is_missing(tmp_path):
    """Not vacuous: a missing file, module, name, path and heading are each found."""
    text = (
        "`web/nowhere.py`, `nowhere.mjs`, `hashi_core.nowhere`, `hashi_core.deal.NOWHERE`, "
        "`tests/e2e/`, `hashi_texts/catalogues/<lang>.py`, `hashi_core.deal.ROUNDS`, `page.py`"
    )
    assert missing_names(text, _repo_files()) == [
        "web/nowhere.py: no such path",
        "nowhere.mjs: no such file",
        "hashi_core.nowhere: hashi_core/__init__.py has no nowhere",
        "hashi_core.deal.NOWHERE: hashi_core/deal.py has no NOWHERE",
    ]
    table = "## The files\n\n| `web/ui/` | x |\n| `web/ui/view.py`, `web/main.py` | x |\n"
    files = {"web/main.py", "web/ui/view.py", "web/ui/keyboard.py", "web/shown/view_types.py"}
    assert unlisted(files_table(table), files) == [
        "web/shown/",
        "web/shown/view_types.py",
        "web/ui/keyboard.py",
    ]
    doc = tmp_path / "doc.md"
    doc.write_text("# A heading\n[a](#a-heading) [b](#nowhere) [c](missing.md) [d](doc.md)\n")
    assert broken_links(doc) == ["#nowhere: no such heading", "missing.md: no such file"]


def test_the_generated_parts_of_the_interfaces_are_fresh():
    text = docs_codes.DOC.read_text(encoding="utf-8")
    assert docs_codes.regenerate(text) == text, f"stale: run {docs_codes.COMMAND}"


def test_a_changed_code_makes_the_interfaces_stale(monkeypatch):
    text = docs_codes.DOC.read_text(encoding="utf-8")
    monkeypatch.setattr(docs_codes, "CODES", docs_codes.CODES[:-1])
    assert docs_codes.regenerate(text) != text
    with pytest.raises(ValueError, match="codes"):
        docs_codes.regenerate(text.replace("<!-- generated: codes -->", ""))


# -- the page's data attributes ------------------------------------------------------------

PAGE = ["index.html", "web/**/*.py", "web/**/*.js", "web/**/*.mjs"]


def data_attributes() -> dict[str, str]:
    """Every ``data-*`` attribute the page's code names, with the first file naming it."""
    found: dict[str, str] = {}
    for pattern in PAGE:
        for path in sorted(ROOT.glob(pattern)):
            text = path.read_text(encoding="utf-8")
            names = re.findall(r"\bdata-[a-z][a-z0-9-]*[a-z0-9]", text)
            names += [  # html.dataset.loadSlow; a button's data_resume="..." keyword
                "data-" + re.sub(r"[A-Z]", lambda m: "-" + m.group().lower(), name)
                for name in re.findall(r"\bdataset\.([a-z][A-Za-z]*)", text)
            ]
            names += ["data-" + n.replace("_", "-") for n in re.findall(r"\bdata_(\w+)=", text)]
            for name in names:
                found.setdefault(name, path.relative_to(ROOT).as_posix())
    return found


def test_every_data_attribute_of_the_page_is_documented_and_every_documented_one_used():
    text = (ROOT / "docs" / "interfaces.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"\bdata-[a-z][a-z0-9-]*[a-z0-9]", text))
    used = data_attributes()
    assert {n: f for n, f in used.items() if n not in documented} == {}, (
        "document these in docs/interfaces.md (The page)"
    )
    assert sorted(documented - set(used)) == []


def test_the_readme_is_short():
    assert len((ROOT / "README.md").read_bytes()) <= 10 * 1024
