"""Every check, in .venv: ``python3 build.py test``."""

from __future__ import annotations

import contextlib
import fcntl
import os
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import IO

from . import ROOT
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


def fill_build_cache(lock: IO[bytes]) -> None:
    """A throwaway build of the site: what its cache keeps by content (the runtime's
    bytecode and memory snapshot: ``site.build_zip``, ``site.build_snapshot``, Node on one
    core) the tests' build then reuses. ``lock`` (held) is let go when it is done. A build
    that fails here is left to the tests to report."""
    try:
        with tempfile.TemporaryDirectory() as folder, contextlib.suppress(Exception):
            build(Path(folder) / "dist", strict=False)
    finally:
        lock.close()


def workers() -> str:
    """pytest's workers: one more than the cores this process may use. A browser test
    waits part of its time on its page (a timer, the computer's worker, a file), and the
    extra worker's tests use those waits (2 cores: 345 s -> 315 s on a fresh clone)."""
    return str(len(os.sched_getaffinity(0)) + 1)


def run_tests(extra: list[str]) -> int:
    """Lint, format, types, the JavaScript's lint and unit tests, and pytest (the Python
    tools from .venv); extra arguments go to pytest.

    pytest starts first and the quick checks run beside it, one after another, their
    output held and shown once pytest ends (pytest's first test that needs the site
    waits for its build, and every check is single-threaded: run apart, they would add
    their time to the run's). pytest runs one worker more than the cores (pytest-xdist;
    ``-n 0`` in ``extra`` runs in one process: :func:`workers`), idle workers taking queued
    tests from busy ones.
    The run ends with pytest's 15 slowest tests (``--durations=15``: where its time goes),
    then a line per quick check that passed (a failed one's output in full).
    Fails (exit 1) when any step fails.
    """
    if missing := missing_test_packages():
        apt_install(*missing)
    # The venv and the npm packages are set up side by side (each mostly waits on files).
    # While pip installs a new venv, the npm packages are followed by a build that fills
    # the build's cache, on the core pip leaves; it may go on beside pytest's start.
    env, warming = None, None
    if not venv_is_current():
        warming = tempfile.NamedTemporaryFile(prefix="hashi-warming-")  # noqa: SIM115
        fcntl.flock(warming, fcntl.LOCK_EX)
        env = {**os.environ, WARMING_ENV: warming.name}
    pool = ThreadPoolExecutor(1)  # one job after the other
    packages = pool.submit(ensure_packages)
    if warming is not None:
        pool.submit(fill_build_cache, warming)
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

    tests = ["pytest", "-n", workers(), "--dist", "worksteal", "--durations=15", *extra]
    print("+", " ".join(tests), flush=True)
    pytest = subprocess.Popen(command(tests), cwd=ROOT, env=env)
    failed, reports = [], []
    for step in checks:  # every step runs, so one run shows every problem
        done = subprocess.run(command(step), cwd=ROOT, capture_output=True, text=True)
        if done.returncode:  # in full; a step that passed in one line, below pytest's slowest
            reports.append(f"+ {' '.join(step)}\n{done.stdout}{done.stderr}")
            failed.append(" ".join(step[:2]))
        else:
            reports.append(f"+ {' '.join(step)}: passed\n")
    if pytest.wait():
        failed.append(" ".join(tests[:2]))
    print("".join(reports), end="", flush=True)
    if failed:
        print("failed:", ", ".join(failed), flush=True)
    return 1 if failed else 0
