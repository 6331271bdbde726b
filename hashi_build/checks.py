"""Every check, in .venv: ``python3 build.py test``."""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import IO

from . import CACHE, MODULES, ROOT
from .install import (
    apt_install,
    ensure_packages,
    missing_test_packages,
    venv_is_current,
    venv_python,
)
from .site import build

JS_TESTS = ROOT / "tests" / "js"  # *.mjs, run by Node's own test runner
# mypy --strict
TYPED = ["hashi_core", "hashi_texts", "hashi_bots", "hashi_cli", "web", "hashi_build", "build.py"]


# Names the lock file held while the test command fills the build's cache; the tests'
# build (tests/conftest.py) waits for it rather than build the same things twice.
WARMING_ENV = "HASHI_BUILD_WARMING"
# Names the folder where that build, when it began with an empty cache, left a clean
# build of a copy of the working tree (``CLEAN_MARK`` there once it succeeded):
# tests/test_build.py compares it instead of making its own.
CLEAN_BUILD_ENV = "HASHI_CLEAN_BUILD"
CLEAN_MARK = "clean"


def copy_working_tree(target: Path) -> Path:
    """A copy of the working tree as git sees it (committed or not, ignored files left
    out), sharing only the pinned runtime packages (node_modules)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        if (ROOT / name).is_file():  # a file deleted but not yet committed is listed too
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, target / name)
    (target / "node_modules").symlink_to(MODULES)
    return target


def cache_is_empty() -> bool:
    return not CACHE.is_dir() or not any(CACHE.iterdir())


def fill_build_cache(lock: IO[bytes], clean: Path) -> None:
    """A build of the site that fills its cache (what it keeps by content: the runtime's
    bytecode and memory snapshot, ``site.build_zip``, ``site.build_snapshot``, Node on one
    core) for the tests' build to reuse. ``lock`` (held) is let go when it is done. With
    the cache empty (a fresh clone), it is a clean build: made of a copy of the working
    tree, in another folder (``clean``), ``--strict``, kept for the tests to compare with
    theirs (``CLEAN_BUILD_ENV``); otherwise thrown away. A build that fails here is left to
    the tests to report."""
    try:
        with contextlib.suppress(Exception):  # (the tests build again, and say what fails)
            if cache_is_empty():
                CACHE.mkdir(exist_ok=True)
                tree = copy_working_tree(clean / "tree")
                (tree / ".cache").symlink_to(CACHE)
                command = [sys.executable, "build.py", "--strict"]
                if subprocess.run(command, cwd=tree, capture_output=True).returncode == 0:
                    (clean / CLEAN_MARK).touch()
            else:
                with tempfile.TemporaryDirectory() as folder:
                    build(Path(folder) / "dist", strict=False)
    finally:
        lock.close()


def workers() -> str:
    """pytest's workers: one more than the cores this process may use. A browser test
    waits part of its time on its page (a timer, the computer's worker, a file), and the
    extra worker's tests use those waits (2 cores: 345 s -> 315 s on a fresh clone)."""
    return str(len(os.sched_getaffinity(0)) + 1)


def with_bytecode(env: dict[str, str] | None) -> dict[str, str]:
    """``env`` (else this process's) with Python's bytecode written and read again
    (``PYTHONDONTWRITEBYTECODE``, which this machine sets, dropped): pytest's workers and
    every Python the tests start would otherwise each compile the same sources, and pytest
    rewrite the same test modules (the pure tests: 113 -> 100 core-seconds, three workers).
    The bytecode goes to ``__pycache__`` folders, which git ignores."""
    kept = dict(os.environ if env is None else env)
    kept.pop("PYTHONDONTWRITEBYTECODE", None)
    return kept


def run_tests(extra: list[str]) -> int:
    """Lint, format, types, the JavaScript's lint and unit tests, and pytest (the Python
    tools from .venv); extra arguments go to pytest.

    The quick checks start first and run beside pytest, one after another, their output
    held and shown once pytest ends (pytest's first test that needs the site waits for
    its build, and every check is single-threaded: run apart, they would add their time
    to the run's). A whole run's pytest starts after one collection that writes the
    bytecode its workers read (:func:`with_bytecode`). pytest runs one worker more than
    the cores (pytest-xdist; ``-n 0`` in ``extra`` runs in one process: :func:`workers`),
    idle workers taking queued tests from busy ones.
    The run ends with pytest's 15 slowest tests (``--durations=15``: where its time goes),
    then a line per quick check that passed (a failed one's output in full).
    Fails (exit 1) when any step fails.
    """
    if missing := missing_test_packages():
        apt_install(*missing)
    # The venv and the npm packages are set up side by side (each mostly waits on files).
    # While pip installs a new venv, the npm packages are followed by a build that fills
    # the build's cache, on the core pip leaves; it may go on beside pytest's start.
    env, warming, clean = None, None, None
    if not venv_is_current():
        warming = tempfile.NamedTemporaryFile(prefix="hashi-warming-")  # noqa: SIM115
        fcntl.flock(warming, fcntl.LOCK_EX)
        clean = tempfile.TemporaryDirectory(prefix="hashi-clean-", ignore_cleanup_errors=True)
        env = {**os.environ, WARMING_ENV: warming.name, CLEAN_BUILD_ENV: clean.name}
    pool = ThreadPoolExecutor(1)  # one job after the other
    packages = pool.submit(ensure_packages)
    if warming is not None and clean is not None:
        pool.submit(fill_build_cache, warming, Path(clean.name))
    python = str(venv_python())
    packages.result()
    pool.shutdown(wait=False)
    checks = [
        ["ruff", "check", "."],
        ["ruff", "format", "--check", "."],
        # Every layer, the browser glue too (the browser objects it uses: stubs/), and the build.
        ["mypy", "--strict", *TYPED],
        # The JavaScript: ESLint (eslint.config.mjs), then its unit tests (Node's runner).
        ["node", "node_modules/eslint/bin/eslint.js", "."],
        [
            "node",
            "--test",
            "--test-reporter=spec",
            *sorted(p.relative_to(ROOT).as_posix() for p in JS_TESTS.glob("*.mjs")),
        ],
    ]

    def command(step: list[str]) -> list[str]:
        return step if step[0] == "node" else [python, "-m", *step]

    def run_checks() -> tuple[list[str], list[str]]:
        """Every quick check (each runs, so one run shows every problem): a line for one
        that passed, a failed one's output in full, and the names of those that failed."""
        reports, failed = [], []
        for step in checks:
            done = subprocess.run(command(step), cwd=ROOT, capture_output=True, text=True)
            if done.returncode:
                reports.append(f"+ {' '.join(step)}\n{done.stdout}{done.stderr}")
                failed.append(" ".join(step[:2]))
            else:
                reports.append(f"+ {' '.join(step)}: passed\n")
        return reports, failed

    quick = ThreadPoolExecutor(1).submit(run_checks)
    env = with_bytecode(env)
    # A whole run's one collection, beside the quick checks, writes the bytecode pytest's
    # workers then read (:func:`with_bytecode`); what it would report, pytest reports.
    if not extra:
        collect = ["pytest", "--collect-only", "-q", "-p", "no:xdist"]
        subprocess.run(command(collect), cwd=ROOT, env=env, capture_output=True)
    tests = ["pytest", "-n", workers(), "--dist", "worksteal", "--durations=15", *extra]
    print("+", " ".join(tests), flush=True)
    pytest = subprocess.Popen(command(tests), cwd=ROOT, env=env)
    reports, failed = quick.result()
    if pytest.wait():
        failed.append(" ".join(tests[:2]))
    print("".join(reports), end="", flush=True)
    if clean is not None:
        clean.cleanup()
    if failed:
        print("failed:", ", ".join(failed), flush=True)
    return 1 if failed else 0
