"""The layers, held by import-linter: its contracts (``[tool.importlinter]`` in pyproject.toml).

Each contract is named by the rule it holds (docs/architecture.md, "The
layers"). The tool reads every import, a function's and a ``TYPE_CHECKING``
block's too. A broken contract fails here with the tool's report: which
import, from which module, breaks which rule. The second test breaks each
rule in a copy of the packages, so no contract passes by holding nothing.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import grimp
import pytest

from .helpers import ROOT

CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
PACKAGES: list[str] = CONFIG["root_packages"]
BROWSER = {"js", "pyscript", "pyodide"}  # the browser's modules, under Pyodide only
LINT = (
    "import sys; from importlinter.cli import lint_imports; "
    "sys.exit(lint_imports(no_cache=True, no_logo=True, limit_to_contracts=tuple(sys.argv[1:])))"
)


def lint(where: Path, *contracts: str) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` on the packages in ``where`` (only ``contracts`` when named)."""
    return subprocess.run(
        [sys.executable, "-c", LINT, *contracts],
        cwd=where,
        capture_output=True,
        text=True,
        check=False,
    )


def test_every_layer_contract_is_kept():
    done = lint(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"{len(CONFIG['contracts'])} kept, 0 broken" in done.stdout


# One import that breaks each rule: (module, the import added, the contract it breaks).
# A new contract (its ``id`` in pyproject.toml) adds its own here.
BREAKS = [
    ("hashi_core/board.py", "import hashi_texts", "layers"),  # the rules import nothing of ours
    ("hashi_core/deal.py", "from web import address", "layers"),
    ("hashi_bots/levels.py", "import hashi_texts", "layers"),  # the player: the rules only
    ("hashi_texts/plurals.py", "import hashi_bots", "layers"),  # the texts: the rules only
    ("hashi_texts/formats.py", "import hashi_cli", "layers"),
    ("hashi_cli/__init__.py", "import web.ui.view", "layers"),  # the command line never the page
    ("web/model/notice.py", "import hashi_cli", "layers"),  # the page never the command line
    ("web/ui/view.py", "import js", "browser"),  # only the glue touches the browser
    ("hashi_core/game.py", "from pyodide.ffi import to_js", "browser"),
    ("web/model/session.py", "from web.browser import dom", "glue"),  # the glue sits above the page
    ("web/model/computer_play.py", "import hashi_bots", "one-door"),  # through web.bots only
    ("web/pictures/picture.py", "from web.model import session", "folders"),  # pictures: below
    ("web/model/chart.py", "from web.ui import view", "folders"),  # the model: below what is shown
]


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Our packages' Python files and the configuration, copied to be broken."""
    where = tmp_path_factory.mktemp("layers")
    for package in PACKAGES:
        shutil.copytree(ROOT / package, where / package, ignore=all_but_python)
    shutil.copy(ROOT / "pyproject.toml", where)
    return where


def all_but_python(folder: str, names: list[str]) -> list[str]:
    return [n for n in names if not n.endswith(".py") and not (Path(folder) / n).is_dir()]


@pytest.mark.parametrize("contract", [contract["id"] for contract in CONFIG["contracts"]])
def test_each_contract_fails_where_its_rule_breaks(copy, contract):
    breaks = [(module, line) for module, line, name in BREAKS if name == contract]
    assert breaks, f"a new contract has its breaks in BREAKS: {contract}"
    kept = {module: (copy / module).read_text() for module, _ in breaks}
    try:
        for module, line in breaks:
            with (copy / module).open("a") as out:
                out.write(f"\nif False:\n    {line}  # the break\n")
        done = lint(copy, contract)
    finally:
        for module, text in kept.items():
            (copy / module).write_text(text)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "0 kept, 1 broken" in done.stdout, done.stdout
    report = done.stdout.replace("\n", " ")
    for module, line in breaks:
        importer = module.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
        assert f"{importer} -> " in report, (module, line, done.stdout)


def outside_imports() -> dict[str, set[str]]:
    """Each module outside our packages and the standard library, with who imports it."""
    graph = grimp.build_graph(*PACKAGES, include_external_packages=True)
    return {
        name: graph.find_modules_that_directly_import(name)
        for name in graph.modules
        if name.split(".")[0] not in {*PACKAGES, *sys.stdlib_module_names}
    }


def test_the_packages_import_the_standard_library_and_the_browser_only():
    """Nothing to install: the rules, texts, player and command line ship on their own
    (``dependencies = []``), and the page runs in Pyodide (the browser's modules: the
    ``browser`` contract says who may import them)."""
    assert set(outside_imports()) == BROWSER  # (found: the scan sees what is not ours)
