"""``python3 build.py test``'s set-up (hashi_build/checks.py): while a new venv installs,
the npm packages are followed by a build that fills the build's cache, under a lock that
the tests' own build waits for (tests/conftest.py); a venv already made builds nothing."""

from __future__ import annotations

import fcntl
import subprocess
import threading
import time
from pathlib import Path

import pytest

from hashi_build import checks


class Ran:
    """What the test command did, in order (every process faked)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, venv_current: bool) -> None:
        self.steps: list[str] = []
        self.building = threading.Event()
        self.build_fails = False
        self.lock: str | None = None
        self.clean: str | None = None  # the folder named for the set-up's clean build
        self.builds: list[tuple[list[str], Path, Path]] = []  # build.py: command, folder, cache
        self.envs: dict[str, dict[str, str]] = {}  # the environment pytest's runs were given
        # (run by the test command itself, this process holds its lock's and folder's names)
        monkeypatch.delenv(checks.WARMING_ENV, raising=False)
        monkeypatch.delenv(checks.CLEAN_BUILD_ENV, raising=False)
        monkeypatch.setattr(checks, "cache_is_empty", lambda: False)
        monkeypatch.setattr(checks, "missing_test_packages", lambda: [])
        monkeypatch.setattr(checks, "venv_is_current", lambda: venv_current)
        monkeypatch.setattr(checks, "ensure_packages", lambda: self.steps.append("npm"))
        monkeypatch.setattr(checks, "venv_python", self.venv)
        monkeypatch.setattr(checks, "build", self.build)
        monkeypatch.setattr(subprocess, "Popen", self.popen)
        monkeypatch.setattr(subprocess, "run", self.run)

    def venv(self) -> Path:
        self.building.wait(timeout=2)  # pip is slower than npm: the build starts meanwhile
        self.steps.append("venv")
        return Path("/venv/bin/python")

    def build(self, out: Path, strict: bool) -> Path:
        assert not strict and out.parent.exists() and not out.exists()
        self.steps.append("build")
        self.building.set()
        if self.build_fails:
            raise RuntimeError("broken")
        return out

    def popen(self, command: list[str], env: dict[str, str] | None = None, **_: object) -> object:
        self.steps.append(command[2])  # python -m pytest
        self.envs["pytest"] = env or {}
        self.lock = (env or {}).get(checks.WARMING_ENV)
        self.clean = (env or {}).get(checks.CLEAN_BUILD_ENV)
        return type("Process", (), {"wait": lambda _: 0})()

    def run(self, command: list[str], **options: object) -> subprocess.CompletedProcess[str]:
        if command[1:2] == ["build.py"]:
            folder = Path(str(options["cwd"]))
            self.builds.append((command, folder, (folder / ".cache").resolve()))
            self.building.set()
        if "--collect-only" in command:  # (the quick checks beside it are not listed)
            self.steps.append("collect")
            self.envs["collect"] = dict(options["env"])
        return subprocess.CompletedProcess(command, 0, "", "")

    def lock_let_go(self) -> bool:
        """Whether the build's lock was let go (its file removed), within a few seconds."""
        deadline = time.monotonic() + 5
        while self.lock and Path(self.lock).exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        return bool(self.lock) and not Path(self.lock).exists()


def test_a_new_venv_installs_beside_the_packages_then_the_build_cache(monkeypatch):
    ran = Ran(monkeypatch, venv_current=False)
    assert checks.run_tests([]) == 0
    assert ran.steps == ["npm", "build", "venv", "collect", "pytest"]
    assert ran.lock_let_go()


def test_a_fresh_clones_set_up_build_is_clean_and_kept_for_the_tests(monkeypatch, tmp_path):
    """An empty cache: the set-up's build is of a copy of the working tree, in a folder of
    its own, --strict, filling the cache; the tests are told where (and compare it)."""
    ran = Ran(monkeypatch, venv_current=False)
    monkeypatch.setattr(checks, "cache_is_empty", lambda: True)
    monkeypatch.setattr(checks, "CACHE", tmp_path / "cache")
    monkeypatch.setattr(checks, "copy_working_tree", lambda t: (t.mkdir(parents=True), t)[1])
    assert checks.run_tests([]) == 0
    assert ran.steps == ["npm", "venv", "collect", "pytest"] and ran.lock_let_go()
    ((command, folder, cache),) = ran.builds
    assert command[1:] == ["build.py", "--strict"]
    assert folder == Path(str(ran.clean)) / "tree" and cache == (tmp_path / "cache").resolve()
    assert not folder.exists()  # (gone once the tests are done)


def test_the_tests_build_waits_for_the_lock_the_set_up_holds(monkeypatch, tmp_path):
    from tests.conftest import wait_for_build_cache

    held = tmp_path / "lock"
    held.touch()
    monkeypatch.setenv(checks.WARMING_ENV, str(held))
    waited = threading.Event()
    with open(held) as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        waiter = threading.Thread(target=lambda: (wait_for_build_cache(), waited.set()))
        waiter.start()
        assert not waited.wait(0.3)
    assert waited.wait(5)
    waiter.join()


def test_with_the_venv_made_the_tests_start_without_a_build_of_their_own(monkeypatch):
    ran = Ran(monkeypatch, venv_current=True)
    ran.building.set()
    assert checks.run_tests([]) == 0
    assert ran.steps == ["npm", "venv", "collect", "pytest"] and ran.lock is None


def test_one_collection_writes_the_bytecode_pytests_workers_then_read(monkeypatch):
    """This machine sets PYTHONDONTWRITEBYTECODE: a whole run drops it for pytest, whose
    workers read what one collection before them wrote; a run of some tests only (extra
    arguments) goes straight to pytest."""
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    ran = Ran(monkeypatch, venv_current=True)
    ran.building.set()
    assert checks.run_tests([]) == 0
    assert ran.steps[-2:] == ["collect", "pytest"]
    assert all("PYTHONDONTWRITEBYTECODE" not in env for env in ran.envs.values())
    assert ran.envs["collect"] == ran.envs["pytest"]
    ran.steps.clear()
    assert checks.run_tests(["tests/test_record.py"]) == 0
    assert ran.steps == ["npm", "venv", "pytest"]


def test_a_build_that_fails_during_set_up_is_left_to_the_tests_to_report(monkeypatch):
    ran = Ran(monkeypatch, venv_current=False)
    ran.build_fails = True
    assert checks.run_tests([]) == 0
    assert ran.steps[-1] == "pytest" and ran.lock_let_go()


def test_the_npm_packages_install_once_per_lock_files_bytes(monkeypatch, tmp_path):
    """A checkout whose lock file is newer than the packages (a fresh clone sharing another
    one's node_modules) does not reinstall them, which would empty them under the other."""
    from hashi_build import install

    root, modules = tmp_path / "checkout", tmp_path / "node_modules"
    root.mkdir()
    (root / "package-lock.json").write_text('{"lockfileVersion": 3}')
    installs: list[Path] = []

    def npm_ci(command: list[str], cwd: Path, check: bool) -> None:
        assert command[1:] == ["ci", "--no-audit", "--no-fund"] and check
        installs.append(cwd)
        (modules / "pyodide").mkdir(parents=True, exist_ok=True)
        (modules / "pyodide" / "pyodide.mjs").touch()

    monkeypatch.setattr(install, "ROOT", root)
    monkeypatch.setattr(install, "MODULES", modules)
    monkeypatch.setattr(install.shutil, "which", lambda _: "/usr/bin/npm")
    monkeypatch.setattr(install.subprocess, "run", npm_ci)
    install.ensure_packages()
    assert installs == [root]
    time.sleep(0.01)
    (root / "package-lock.json").write_text('{"lockfileVersion": 3}')  # newer, same bytes
    install.ensure_packages()
    assert installs == [root]
    (root / "package-lock.json").write_text('{"lockfileVersion": 3, "x": 1}')
    install.ensure_packages()
    assert installs == [root, root]
    (modules / "pyodide" / "pyodide.mjs").unlink()  # packages gone, stamp left
    install.ensure_packages()
    assert len(installs) == 3
