"""``python3 build.py test``'s set-up (hashi_build/checks.py): while a new venv installs,
the site's build cache is filled, so the tests' own build starts warm; a venv already
made starts the tests at once."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from hashi_build import checks


class Ran:
    """What the test command did, in order (every process faked)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, venv_current: bool) -> None:
        self.steps: list[str] = []
        monkeypatch.setattr(checks, "missing_test_packages", lambda: [])
        monkeypatch.setattr(checks, "venv_is_current", lambda: venv_current)
        monkeypatch.setattr(checks, "ensure_packages", lambda: self.steps.append("npm"))
        monkeypatch.setattr(checks, "venv_python", self.venv)
        monkeypatch.setattr(checks, "build", self.build)
        monkeypatch.setattr(subprocess, "Popen", self.popen)
        monkeypatch.setattr(subprocess, "run", self.run)
        self.build_fails = False

    def venv(self) -> Path:
        self.steps.append("venv")
        return Path("/venv/bin/python")

    def build(self, out: Path, strict: bool) -> Path:
        assert not strict and out.parent.exists() and not out.exists()
        self.steps.append("build")
        if self.build_fails:
            raise RuntimeError("broken")
        return out

    def popen(self, command: list[str], **_: object) -> object:
        self.steps.append(command[2])  # python -m pytest
        return type("Process", (), {"wait": lambda _: 0})()

    def run(self, command: list[str], **_: object) -> subprocess.CompletedProcess[str]:
        return subprocess.CompletedProcess(command, 0, "", "")


def test_a_new_venv_installs_beside_the_packages_and_the_build_cache(monkeypatch):
    ran = Ran(monkeypatch, venv_current=False)
    assert checks.run_tests([]) == 0
    assert ran.steps.index("npm") < ran.steps.index("build") < ran.steps.index("pytest")
    assert "venv" in ran.steps


def test_with_the_venv_made_the_tests_start_without_a_build_of_their_own(monkeypatch):
    ran = Ran(monkeypatch, venv_current=True)
    assert checks.run_tests([]) == 0
    assert "build" not in ran.steps and ran.steps[-1] == "pytest"


def test_a_build_that_fails_during_set_up_is_left_to_the_tests_to_report(monkeypatch):
    ran = Ran(monkeypatch, venv_current=False)
    ran.build_fails = True
    assert checks.run_tests([]) == 0
    assert ran.steps[-1] == "pytest"
