"""Every check, in .venv: ``python3 build.py test``."""

from __future__ import annotations

import subprocess

from . import ROOT
from .install import apt_install, ensure_packages, missing_test_packages, venv_python

JS_TESTS = ROOT / "tests" / "js"  # *.mjs, run by Node's own test runner
# mypy --strict
TYPED = ["hashi_core", "hashi_texts", "hashi_bots", "hashi_cli", "web", "hashi_build", "build.py"]


def run_tests(extra: list[str]) -> int:
    """Lint, format, types, the JavaScript's lint and unit tests, then pytest (the Python
    tools from .venv); extra arguments go to pytest.

    pytest runs one worker per core (pytest-xdist; ``-n 0`` in ``extra`` runs
    in one process), idle workers taking queued tests from busy ones. Fails
    (exit 1) when any step fails.
    """
    python = str(venv_python())
    if missing := missing_test_packages():
        apt_install(*missing)
    ensure_packages()
    steps = [
        ["ruff", "check", "."],
        ["ruff", "format", "--check", "."],
        # Every layer but the browser glue (web/browser, main.py: js and pyscript, no stubs).
        ["mypy", "--strict", *TYPED],
        # The JavaScript: ESLint (eslint.config.mjs), then its unit tests (Node's runner).
        ["node", "node_modules/eslint/bin/eslint.js", "."],
        [
            "node",
            "--test",
            "--test-reporter=spec",
            *sorted(p.relative_to(ROOT).as_posix() for p in JS_TESTS.glob("*.mjs")),
        ],
        ["pytest", "-n", "auto", "--dist", "worksteal", *extra],
    ]
    failed = []
    for step in steps:  # every step runs, so one run shows every problem
        print("+", " ".join(step), flush=True)
        command = step if step[0] == "node" else [python, "-m", *step]
        if subprocess.run(command, cwd=ROOT).returncode:
            failed.append(" ".join(step[:2]))
    if failed:
        print("failed:", ", ".join(failed), flush=True)
    return 1 if failed else 0
