"""A small mutation test of the page's pure modules: do the unit tests notice a changed rule?

    python3 -m tests.mutate_page                      # every module, every mutant
    python3 -m tests.mutate_page web/ui/view.py       # one module (or several)
    python3 -m tests.mutate_page --max 200 --jobs 1   # a deterministic sample of 200

Options: ``--max N`` keeps N mutants, the same N on every run (mutants run in
the order of a hash of module, place and change, so a sample only moves where
the code did, and a run stopped early is such a sample too);
``--jobs N`` runs N copies of the project side by side (default 1);
``--margin S`` seconds added to each mutant's time limit (default 10).

The modules are derived from the files: every ``web/**/*.py`` but the browser
glue (``web/browser/``) and the modules the page does not ship (hashi_build.site's
``NOT_SHIPPED``: the entry script, build-time tools). The tests are derived
from the imports: every ``tests/test_*.py`` that imports a ``web`` module
(itself or through test helpers) and is not a browser test; tests that need
the built site (the ``dist`` fixture) are left out: they test the build.

Each mutant changes one operator or constant (a comparison flipped, ``and``/``or``
swapped, ``not`` dropped, a number moved by one, ``True``/``False`` swapped, a
``return`` of a value replaced by ``None``) in a copy of the project. A baseline
run of the unmutated tests records, per test, the lines of the modules it runs
and its time; each mutant then runs only the tests that reach its line (a line
run at import time: every test of a file that imports the module), stopping at
the first failure. A mutant is killed by a failing test, or by its time limit
(3x its tests' baseline time plus pytest's start-up, plus the margin: a loop
that never ends); it survives when its tests pass, or when no test reaches it.
A summary line is always printed, also after Ctrl-C; the exit code is 0 unless
the baseline fails (1). Written here rather than with mutmut, whose copying and
trampolines do not fit the Pyodide-only browser modules beside the pure ones.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "web"
GLUE = "web/browser/"
TIME_FACTOR = 3
BROWSER_MARK = "browser"
BUILD_FIXTURE = "dist"  # tests/conftest.py's built site
# The baseline's coverage plugin (this module, loaded by pytest as a top-level module).
PLUGIN = Path(__file__).stem
REPORT_ENV = "MUTATE_PAGE_REPORT"  # the baseline writes its coverage here
TARGETS_ENV = "MUTATE_PAGE_TARGETS"  # the module files (relative) it records
SELECT_ENV = "MUTATE_PAGE_SELECT"  # a file of the test ids a mutant run keeps
COPY_IGNORE = shutil.ignore_patterns(
    ".git", ".venv", "node_modules", "dist", ".cache", "__pycache__", ".pytest_cache", ".ci"
)
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


# --- what to mutate and what to run -------------------------------------------------


def _python_files(root: Path, folder: str) -> list[str]:
    base = root / folder
    files = base.rglob("*.py") if base.is_dir() else iter(())
    return sorted(p.relative_to(root).as_posix() for p in files)


def modules(root: Path = ROOT) -> list[str]:
    """Every module of the page outside the browser glue and the unshipped entry/build tools."""
    from hashi_build.site import NOT_SHIPPED  # the owner of the unshipped list

    return [
        name
        for name in _python_files(root, PACKAGE)
        if not name.startswith(GLUE) and name not in NOT_SHIPPED
    ]


def _module_file(root: Path, dotted: str) -> str | None:
    path = Path(*dotted.split("."))
    for candidate in (path.with_suffix(".py"), path / "__init__.py"):
        if (root / candidate).is_file():
            return candidate.as_posix()
    return None


def _imported_files(root: Path, name: str, tree: ast.AST) -> set[str]:
    """The local files ``name`` imports (each with its packages' ``__init__``)."""
    package = name.removesuffix(".py").split("/")[:-1]  # web/model/__init__.py: web.model
    dotted: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            dotted += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            dotted.append(module)
            dotted += [f"{module}.{alias.name}" for alias in node.names]
    found = set()
    for full in dotted:
        parts = full.split(".")
        for end in range(1, len(parts) + 1):
            file = _module_file(root, ".".join(parts[:end]))
            if file:
                found.add(file)
    return found


def import_closure(root: Path, start: str, through: str = "") -> set[str]:
    """Every local file ``start`` imports, directly or through other local files (only
    those whose path starts with ``through``)."""
    seen, todo = {start}, [start]
    while todo:
        name = todo.pop()
        if name != start and not name.startswith(through):
            continue
        try:
            tree = ast.parse((root / name).read_text())
        except (OSError, SyntaxError, ValueError):
            continue
        for file in _imported_files(root, name, tree) - seen:
            seen.add(file)
            todo.append(file)
    return seen


def _browser_marked(tree: ast.AST) -> bool:
    return any(
        isinstance(node, ast.Attribute)
        and node.attr == BROWSER_MARK
        and isinstance(node.value, ast.Attribute)
        and node.value.attr == "mark"
        for node in ast.walk(tree)
    )


def tests(root: Path = ROOT) -> list[str]:
    """The unit test files that import the page's modules, themselves or through test
    helpers (not through build.py: the build's tests), and are not browser tests."""
    page = {name for name in modules(root) if not name.endswith("/__init__.py")}
    chosen = []
    for name in _python_files(root, "tests"):
        if "/" in name.removeprefix("tests/") or not Path(name).name.startswith("test_"):
            continue
        try:
            tree = ast.parse((root / name).read_text())
        except SyntaxError:
            continue
        if not _browser_marked(tree) and import_closure(root, name, "tests/") & page:
            chosen.append(name)
    return chosen


# --- the mutants --------------------------------------------------------------------


@dataclass(eq=False)
class Mutant:
    module: str
    line: int
    end: int
    what: str
    ordinal: int  # its place among the module's mutants
    statement: int  # the first line of its statement (a folded constant runs there)
    change: tuple[ast.AST, Any, str, int, Any]  # (tree, node, kind, index, new) for _apply

    @property
    def key(self) -> str:
        """A stable order for sampling: the same mutant sorts the same on every run."""
        text = f"{self.module}:{self.ordinal}:{self.what}"
        return hashlib.sha256(text.encode()).hexdigest()

    def source(self) -> str:
        """The mutated module (made on demand: unparsing every mutant takes a while)."""
        return _apply(*self.change) or ""

    def label(self) -> str:
        return f"{self.module}:{self.line} {self.what}"


def _docstring_lines(tree: ast.AST) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            value = body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                lines.update(range(value.lineno, (value.end_lineno or value.lineno) + 1))
    return lines


def _changes(node: ast.AST) -> list[tuple[str, int, Any]]:
    if isinstance(node, ast.Compare):
        return [("ops", i, SWAPS[type(op)]()) for i, op in enumerate(node.ops) if type(op) in SWAPS]
    if isinstance(node, ast.BinOp | ast.BoolOp) and type(node.op) in SWAPS:
        return [("op", 0, SWAPS[type(node.op)]())]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return [("drop_not", 0, None)]
    if isinstance(node, ast.Constant) and type(node.value) is bool:
        return [("value", 0, not node.value)]
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return [("value", 0, node.value + 1)]
    if (
        isinstance(node, ast.Return)
        and node.value is not None
        and not (isinstance(node.value, ast.Constant) and node.value.value is None)
    ):
        return [("return_none", 0, None)]
    return []


def _slot(tree: ast.AST, node: ast.AST) -> tuple[ast.AST, str, int | None] | None:
    """Where ``node`` hangs in ``tree``: (parent, field, index in a list field or None)."""
    for parent in ast.walk(tree):
        for name, value in ast.iter_fields(parent):
            if value is node:
                return parent, name, None
            if isinstance(value, list) and any(item is node for item in value):
                return parent, name, next(i for i, item in enumerate(value) if item is node)
    return None


def _apply(tree: ast.AST, node: Any, kind: str, i: int, new: Any) -> str | None:
    """The source with one change made (``tree`` is left as it was); None: not possible."""
    if kind == "drop_not":
        slot = _slot(tree, node)
        if slot is None:
            return None
        parent, name, index = slot
        holder: Any = getattr(parent, name) if index is not None else parent.__dict__
        key: Any = index if index is not None else name
        new = node.operand
    elif kind == "ops":
        holder, key = node.ops, i
    else:
        holder, key = node.__dict__, "op" if kind == "op" else "value"
    old = holder[key]
    holder[key] = ast.Constant(None) if kind == "return_none" else new
    try:
        return ast.unparse(tree)
    finally:
        holder[key] = old


def _statement_starts(tree: ast.AST) -> dict[int, int]:
    """id(node) -> the first line of the innermost statement holding it."""
    starts: dict[int, int] = {}

    def visit(node: ast.AST, start: int) -> None:
        for child in ast.iter_child_nodes(node):
            here = child.lineno if isinstance(child, ast.stmt) else start
            starts[id(child)] = here
            visit(child, here)

    visit(tree, 0)
    return starts


def mutants(source: str, module: str = "") -> Iterator[Mutant]:
    """Each single change of ``source``; raises SyntaxError when it does not parse."""
    tree = ast.parse(source)
    skip = _docstring_lines(tree)
    ordinal = 0
    starts = _statement_starts(tree)
    for node in [n for n in ast.walk(tree) if getattr(n, "lineno", 0) not in skip]:
        for kind, i, new in _changes(node):
            if kind == "drop_not" and _slot(tree, node) is None:
                continue
            ordinal += 1
            shown = new if isinstance(new, bool | int) else type(new).__name__
            what = kind if new is None else f"{kind} {shown}"
            line: int = getattr(node, "lineno", 0)
            end: int = getattr(node, "end_lineno", None) or line
            first = starts.get(id(node), line)
            yield Mutant(module, line, end, what, ordinal, first, (tree, node, kind, i, new))


# --- the baseline: which test reaches which line, and how long it takes ------------------


@dataclass
class Baseline:
    lines: dict[str, dict[str, set[int]]]  # test id -> module -> lines run in the test
    seconds: dict[str, float]  # test id -> its time
    start_up: float  # the run's time outside the tests (Python, pytest, collection)
    files: dict[str, str]  # test id -> its file
    imported: dict[str, set[int]]  # module -> lines run outside any test (on import)

    def chosen(self, mutant: Mutant, importers: set[str]) -> list[str]:
        """The tests that reach the mutant's lines; for a line run on import, also every
        test of the files that import its module."""
        span = {*range(mutant.line, mutant.end + 1), mutant.statement}
        chosen = [t for t, seen in self.lines.items() if span & seen.get(mutant.module, set())]
        if span & self.imported.get(mutant.module, set()):
            chosen += [t for t, f in self.files.items() if f in importers and t not in chosen]
        return chosen

    def limit(self, ids: list[str], margin: float) -> float:
        return TIME_FACTOR * (self.start_up + sum(self.seconds[t] for t in ids)) + margin


class _Recorder:
    """A pytest plugin recording, per test, the lines run in the target modules."""

    def __init__(self, targets: dict[str, str], out: str) -> None:
        self.targets = targets  # absolute file -> relative name
        self.out = out
        self.imported: dict[str, set[int]] = {}  # lines run outside any test (imports)
        self.current = self.imported
        self.began = 0.0
        self.tests: dict[str, dict[str, Any]] = {}

    def _local(self, frame: FrameType, event: str, arg: object) -> Any:
        if event == "line":
            name = self.targets[frame.f_code.co_filename]
            self.current.setdefault(name, set()).add(frame.f_lineno)
        return self._local

    def _global(self, frame: FrameType, event: str, arg: object) -> Any:
        if frame.f_code.co_filename in self.targets:
            return self._local(frame, event, arg)
        return None

    def start(self) -> None:
        sys.settrace(self._global)
        threading.settrace(self._global)

    def pytest_runtest_logstart(self, nodeid: str, location: tuple[str, int, str]) -> None:
        self.current = {}
        self.began = time.perf_counter()

    def pytest_runtest_logfinish(self, nodeid: str, location: tuple[str, int, str]) -> None:
        self.tests[nodeid] = {
            "file": Path(location[0]).as_posix(),
            "seconds": time.perf_counter() - self.began,
            "lines": {name: sorted(lines) for name, lines in self.current.items()},
        }
        self.current = self.imported

    def pytest_unconfigure(self) -> None:
        sys.settrace(None)
        imported = {name: sorted(lines) for name, lines in self.imported.items()}
        Path(self.out).write_text(json.dumps({"tests": self.tests, "imported": imported}))


def pytest_configure(config: Any) -> None:
    """Pytest's entry when loaded with ``-p``: record (baseline) or select (mutant run)."""
    root = Path(str(config.rootpath))
    if os.environ.get(REPORT_ENV):
        names = os.environ[TARGETS_ENV].split(os.pathsep)
        targets = {str((root / name).resolve()): name for name in names}
        recorder = _Recorder(targets, os.environ[REPORT_ENV])
        config.pluginmanager.register(recorder, "mutate_page_recorder")
        recorder.start()


def pytest_collection_modifyitems(config: Any, items: list[Any]) -> None:
    """Leave out the tests of the build (they build the site: not unit tests of the page);
    in a mutant's run, keep only its tests."""
    items[:] = [item for item in items if BUILD_FIXTURE not in getattr(item, "fixturenames", ())]
    selection = os.environ.get(SELECT_ENV)
    if selection:
        keep = set(Path(selection).read_text().splitlines())
        items[:] = [item for item in items if item.nodeid in keep]


# --- running ------------------------------------------------------------------------


@dataclass
class Tally:
    modules: int = 0
    mutants: int = 0
    failed: int = 0
    timed_out: int = 0
    survived: int = 0
    unreached: int = 0
    unparsed: list[str] = field(default_factory=list)
    interrupted: bool = False
    per_module: dict[str, list[int]] = field(default_factory=dict)  # [mutants, run, survived]

    def line(self) -> str:
        done = self.failed + self.timed_out + self.survived
        score = f"{100 * (self.failed + self.timed_out) / done:.1f}%" if done else "n/a"
        extra = f", {len(self.unparsed)} not parsed" if self.unparsed else ""
        extra += f", stopped after {done}" if self.interrupted else ""
        return (
            f"SUMMARY {self.modules} modules, {self.mutants} mutants: "
            f"{self.failed + self.timed_out} killed ({self.failed} by a failing test, "
            f"{self.timed_out} by timeout), {self.survived} survived "
            f"({self.unreached} reached by no test), score {score}{extra}"
        )


class Runner:
    """Runs the tests against mutants in copies of the project."""

    def __init__(self, root: Path, tests: list[str], margin: float, tmp: Path) -> None:
        self.root, self.tests, self.margin, self.tmp = root, tests, margin, tmp
        self.children: set[subprocess.Popen[bytes]] = set()
        self.stop = threading.Event()
        self.lock = threading.Lock()

    def copy(self, name: str) -> Path:
        return Path(shutil.copytree(self.root, self.tmp / name, ignore=COPY_IGNORE))

    def pytest(
        self, work: Path, args: list[str], env: dict[str, str], limit: float | None
    ) -> int | None:
        """pytest's exit code, or None when it ran past ``limit`` seconds (then killed)."""
        command = [_python(self.root), "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", PLUGIN]
        full_env = {
            **os.environ,
            **env,
            "PYTHONPATH": os.pathsep.join([str(Path(__file__).parent), str(work)]),
            "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1",  # 1.5 s a run; the unit tests need none
        }
        child = subprocess.Popen(
            [*command, *args],
            cwd=work,
            env=full_env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        with self.lock:
            self.children.add(child)
        try:
            return child.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            return None
        finally:
            if child.poll() is None:
                os.killpg(child.pid, signal.SIGKILL)
                child.wait()
            with self.lock:
                self.children.discard(child)

    def baseline(self, work: Path, targets: list[str]) -> Baseline | None:
        report = self.tmp / "baseline.json"
        env = {REPORT_ENV: str(report), TARGETS_ENV: os.pathsep.join(targets)}
        began = time.perf_counter()
        if self.pytest(work, self.tests, env, None) != 0:
            return None
        total = time.perf_counter() - began
        data = json.loads(report.read_text())
        tests = data["tests"]
        inside = sum(test["seconds"] for test in tests.values())
        return Baseline(
            lines={t: {m: set(ls) for m, ls in v["lines"].items()} for t, v in tests.items()},
            seconds={t: v["seconds"] for t, v in tests.items()},
            start_up=max(total - inside, 0.0),
            files={t: v["file"] for t, v in tests.items()},
            imported={m: set(lines) for m, lines in data["imported"].items()},
        )

    def run(self, work: Path, base: Baseline, jobs: list[Mutant], tally: Tally) -> None:
        importers = {
            module: {t for t in self.tests if module in import_closure(self.root, t)}
            for module in {m.module for m in jobs}
        }
        for mutant in jobs:
            if self.stop.is_set():
                return
            ids = base.chosen(mutant, importers[mutant.module])
            outcome = "no test" if not ids else self._try(work, base, mutant, ids)
            with self.lock:
                tally.per_module[mutant.module][1] += outcome != "stopped"
                if outcome == "stopped":
                    return
                if outcome == "failed":
                    tally.failed += 1
                elif outcome == "timeout":
                    tally.timed_out += 1
                    print(f"TIMEOUT {mutant.label()} (killed)", flush=True)
                else:
                    tally.survived += 1
                    tally.unreached += outcome == "no test"
                    tally.per_module[mutant.module][2] += 1
                    print(f"SURVIVED {mutant.label()} ({outcome})", flush=True)
                done = tally.failed + tally.timed_out + tally.survived
                if done % 25 == 0:
                    print(f"... {done} of {tally.mutants} run", flush=True)

    def _try(self, work: Path, base: Baseline, mutant: Mutant, ids: list[str]) -> str:
        with self.lock:  # the module's tree is shared: one change at a time
            source = mutant.source()
        path = work / mutant.module
        original = path.read_text()
        selection = work.parent / f"{work.name}.ids"
        selection.write_text("\n".join(ids))
        files = sorted({base.files[t] for t in ids})
        _write(path, source)
        try:
            code = self.pytest(
                work,
                ["-x", *files],
                {SELECT_ENV: str(selection)},
                base.limit(ids, self.margin),
            )
        finally:
            _write(path, original)
        if self.stop.is_set():
            return "stopped"
        return "timeout" if code is None else "failed" if code else "tests pass"

    def halt(self) -> None:
        self.stop.set()
        with self.lock:
            for child in self.children:
                if child.poll() is None:
                    os.killpg(child.pid, signal.SIGKILL)


def _write(path: Path, source: str) -> None:
    """Write a module and drop its bytecode (a change within the same second and of the
    same size would otherwise run the stale bytecode); the others' bytecode is kept."""
    path.write_text(source)
    Path(importlib.util.cache_from_source(str(path))).unlink(missing_ok=True)


def _python(root: Path) -> str:
    """The project's test environment (build.py sets it up), else this interpreter."""
    venv = root / ".venv" / "bin" / "python"
    return str(venv) if venv.exists() else sys.executable


def _collect(root: Path, names: list[str], tally: Tally) -> list[Mutant]:
    found = []
    for name in names:
        try:
            own = list(mutants((root / name).read_text(), name))
        except (OSError, SyntaxError, ValueError) as error:
            tally.unparsed.append(name)
            print(f"NOT PARSED {name}: {error}", flush=True)
            continue
        found += own
    return found


def main(argv: list[str] | None = None, root: Path = ROOT) -> int:
    parser = argparse.ArgumentParser(description="Mutation test of the page's pure modules.")
    parser.add_argument("modules", nargs="*", help="module files (default: every page module)")
    parser.add_argument("--max", type=int, default=None, help="keep N mutants (a fixed sample)")
    parser.add_argument("--jobs", type=int, default=1, help="copies of the project run at once")
    parser.add_argument("--margin", type=float, default=10.0, help="seconds added to each limit")
    options = parser.parse_args(argv)
    tally = Tally()
    names = options.modules or modules(root)
    tally.modules = len(names)
    runner: Runner | None = None
    code = 0
    try:
        jobs = _collect(root, names, tally)
        jobs = sorted(jobs, key=lambda m: m.key)[: options.max]  # a run stopped early: a sample
        tally.mutants = len(jobs)
        for mutant in jobs:
            tally.per_module.setdefault(mutant.module, [0, 0, 0])[0] += 1
        print(f"{len(jobs)} mutants in {len(names)} modules", flush=True)
        if jobs:
            with tempfile.TemporaryDirectory() as tmp:
                runner = Runner(root, tests(root), options.margin, Path(tmp))
                code = _run_all(runner, jobs, max(options.jobs, 1), tally)
    except KeyboardInterrupt:
        tally.interrupted = True
        if runner:
            runner.halt()
    for module, (count, run, survived) in sorted(tally.per_module.items()):
        print(f"  {module}: {survived} of {run} survived ({count} mutants)", flush=True)
    print(tally.line(), flush=True)
    return code


def _run_all(runner: Runner, jobs: list[Mutant], workers: int, tally: Tally) -> int:
    copies = [runner.copy(f"project{i}") for i in range(workers)]
    started = time.perf_counter()
    base = runner.baseline(copies[0], sorted({m.module for m in jobs}))
    if base is None:
        print("BASELINE FAILED: the unmutated tests do not pass", flush=True)
        tally.interrupted = True
        return 1
    print(f"baseline: {len(base.seconds)} tests, {time.perf_counter() - started:.0f} s", flush=True)
    with ThreadPoolExecutor(workers) as pool:
        runs = [
            pool.submit(runner.run, copies[i], base, jobs[i::workers], tally)
            for i in range(workers)
        ]
        try:
            for run in runs:
                run.result()
        except KeyboardInterrupt:
            tally.interrupted = True
            runner.halt()
            raise
    return 0


if __name__ == "__main__":
    sys.exit(main())
