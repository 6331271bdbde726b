"""A small mutation test of the page's pure modules: do the unit tests notice a changed rule?

    python3 -m tests.mutate_page                 # every module below, all mutants
    python3 -m tests.mutate_page web/view.py     # one module

Each mutant changes one operator or constant (a comparison flipped, ``and``/``or``
swapped, ``not`` dropped, a number moved by one, ``True``/``False`` swapped, a
``return`` of a value replaced by ``None``) in a copy of the project; the page's
unit tests run against it; a mutant that passes them "survives". The report
lists survivors so they can be looked at (some are equivalent: no behaviour
changed). Written here rather than with mutmut, whose copying and trampolines do
not fit the Pyodide-only browser modules living beside the pure ones.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODULES = [
    "web/view.py",
    "web/render.py",
    "web/flows/base.py",
    "web/flows/party.py",
    "web/controller.py",
    "web/session.py",
    "web/address.py",
    "web/saves.py",
]
TESTS = [
    "tests/test_web_view.py",
    "tests/test_web_controller.py",
    "tests/test_web_session.py",
    "tests/test_web_saves.py",
    "tests/test_web_address.py",
    "tests/test_web_render.py",
]
SWAPS: dict[type, type] = {
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.And: ast.Or,
    ast.Or: ast.And,
}


def _docstring_lines(tree: ast.AST) -> set[int]:
    lines = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            value = body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                lines.update(range(value.lineno, (value.end_lineno or value.lineno) + 1))
    return lines


def mutants(source: str) -> Iterator[tuple[int, str, str]]:
    """(line, description, mutated source) for each single change."""
    tree = ast.parse(source)
    skip = _docstring_lines(tree)
    sites = [n for n in ast.walk(tree) if getattr(n, "lineno", 0) not in skip]
    for index, node in enumerate(sites):
        changes = []
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                if type(op) in SWAPS:
                    changes.append((("ops", i), SWAPS[type(op)]()))
        elif isinstance(node, ast.BinOp | ast.BoolOp) and type(node.op) in SWAPS:
            changes.append((("op", None), SWAPS[type(node.op)]()))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            changes.append((("drop_not", None), None))
        elif isinstance(node, ast.Constant) and type(node.value) is bool:
            changes.append((("value", None), not node.value))
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            changes.append((("value", None), node.value + 1))
        elif (
            isinstance(node, ast.Return)
            and node.value is not None
            and not (isinstance(node.value, ast.Constant) and node.value.value is None)
        ):
            changes.append((("return_none", None), None))
        for (kind, i), new in changes:
            mutated = ast.parse(source)
            target = [n for n in ast.walk(mutated) if getattr(n, "lineno", 0) not in skip][index]
            if kind == "ops":
                target.ops[i] = new  # type: ignore[attr-defined]
            elif kind == "op":
                target.op = new  # type: ignore[attr-defined]
            elif kind == "value":
                target.value = new  # type: ignore[attr-defined]
            elif kind == "return_none":
                target.value = ast.Constant(None)  # type: ignore[attr-defined]
            elif kind == "drop_not":
                parent = _replace_parent(mutated, target, target.operand)  # type: ignore[attr-defined]
                if not parent:
                    continue
            described = f"{kind} {type(new).__name__ if not isinstance(new, bool | int) else new}"
            yield node.lineno, described, ast.unparse(mutated)


def _replace_parent(tree: ast.AST, old: ast.AST, new: ast.AST) -> bool:
    for parent in ast.walk(tree):
        for field, value in ast.iter_fields(parent):
            if value is old:
                setattr(parent, field, new)
                return True
            if isinstance(value, list) and old in value:
                value[value.index(old)] = new
                return True
    return False


def _copy(tmp: str, name: str) -> Path:
    work = Path(tmp) / name
    shutil.copytree(
        ROOT,
        work,
        ignore=shutil.ignore_patterns("node_modules", "dist", ".cache", ".git", "__pycache__"),
    )
    return work


def _run(work: Path, jobs: list[tuple[str, int, str, str]]) -> list[str]:
    """Run the tests against each mutant in ``work``; the survivors' descriptions."""
    survivors = []
    for done, (module, line, what, mutated) in enumerate(jobs, start=1):
        path = work / module
        original = path.read_text()
        path.write_text(mutated)
        try:
            run = subprocess.run(
                [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *TESTS],
                cwd=work,
                capture_output=True,
                timeout=600,
            )
        finally:
            path.write_text(original)
        if run.returncode == 0:
            survivors.append(f"SURVIVED {module}:{line} {what}")
            print(survivors[-1], flush=True)
        print(f"TALLY {work.name} {module} {done} run, {len(survivors)} survived", flush=True)
    return survivors


def main(modules: list[str], workers: int = 2) -> int:
    jobs = [
        (module, line, what, mutated)
        for module in modules
        for line, what, mutated in mutants((ROOT / module).read_text())
    ]
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(workers) as pool:
        copies = [_copy(tmp, f"project{i}") for i in range(workers)]
        runs = [pool.submit(_run, copies[i], jobs[i::workers]) for i in range(workers)]
        survived = sum(len(run.result()) for run in runs)
    total = len(jobs)
    print(
        f"{total - survived} of {total} mutants killed, {survived} survived "
        f"({100 * survived / max(total, 1):.1f}% survival)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or MODULES))
