"""`pip install .` gives the command line: the wheel holds every package it imports."""

import json
import shutil
import subprocess
import sys

from tests.helpers import ROOT

PACKAGES = ["hashi_core", "hashi_cli", "hashi_texts", "hashi_bots"]


def test_the_wheel_installs_a_working_command_line(tmp_path):
    """Built offline with .venv's setuptools (no build isolation), from a copy of the
    sources (the build writes its build/ and egg-info there, not in the tree), then
    installed alone into a folder that is all Python may import from."""
    source = tmp_path / "source"
    source.mkdir()
    shutil.copy2(ROOT / "pyproject.toml", source)
    for package in PACKAGES:
        shutil.copytree(ROOT / package, source / package, ignore=shutil.ignore_patterns(".*"))
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-input"]
    offline = ["--no-deps", "--no-index", "--quiet"]
    wheels = tmp_path / "wheels"
    subprocess.run(
        [*pip, "wheel", *offline, "--no-build-isolation", "-w", wheels, source], check=True
    )
    (wheel,) = wheels.glob("hashi-*.whl")
    site = tmp_path / "site"
    subprocess.run([*pip, "install", *offline, "--target", site, wheel], check=True)
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(site)}
    elsewhere = tmp_path  # not the project's folder: nothing imported from the sources

    def run(*command: str) -> dict:
        done = subprocess.run(command, cwd=elsewhere, env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    board = run(sys.executable, "-m", "hashi_core", "board", "A")
    assert board["side"] == "A" and len(board["islands"]) == 18
    assert run(str(site / "bin" / "hashi"), "deal", "K7QX2M")["seed"] == "K7QX2M"
