"""What the build and the tests need on this machine: the pinned npm packages, the
test venv made from the hashed lock file, and Debian's packages (browsers, Java)."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

from . import MODULES, ROOT

VENV = ROOT / ".venv"
TEST_LOCK = ROOT / "requirements" / "test.lock"
VENV_STAMP = VENV / "hashi-lock.sha256"


def ensure_packages() -> None:
    """Install the pinned runtime packages when they are missing or out of date.

    Up to date means installed from a lock file with today's bytes (a stamp in
    node_modules), not one older than the lock: a fresh checkout's lock file is newer
    than any install, and a checkout sharing another's node_modules (a symlink) must
    not reinstall, and so empty, the packages the other one is using."""
    lock = (ROOT / "package-lock.json").read_bytes()
    stamp = MODULES / ".hashi-lock.sha256"
    digest = hashlib.sha256(lock).hexdigest()
    ready = (MODULES / "pyodide" / "pyodide.mjs").exists()
    if ready and stamp.exists() and stamp.read_text() == digest:
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("npm is needed to fetch PyScript and Pyodide: install Node.js and npm.")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    stamp.write_text(digest)


def venv_python() -> Path:
    """The project's test environment (.venv), made from the hashed lock file when stale.

    Recreated whenever requirements/test.lock or the Python running this
    changes; pip checks every hash.
    """
    python = VENV / "bin" / "python"
    if venv_is_current():
        return python
    print(f"Setting up {VENV.name}/ from {TEST_LOCK.relative_to(ROOT)}")
    make = [sys.executable, "-m", "venv", "--clear", str(VENV)]
    if subprocess.run(make).returncode != 0:
        apt_install("python3-venv")  # Debian's Python keeps venv's pip apart
        subprocess.run(make, check=True)
    pip = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    subprocess.run([*pip, "--require-hashes", "--no-deps", "-r", str(TEST_LOCK)], check=True)
    VENV_STAMP.write_text(_lock_digest())
    return python


def venv_is_current() -> bool:
    """Whether .venv was made from today's lock file by the Python running this."""
    python, stamp = VENV / "bin" / "python", VENV_STAMP
    return python.exists() and stamp.exists() and stamp.read_text() == _lock_digest()


def _lock_digest() -> str:
    return hashlib.sha256(TEST_LOCK.read_bytes() + sys.version.encode()).hexdigest()


def missing_test_packages() -> list[str]:
    """The Debian packages the tests need that are missing here.

    The browsers the end-to-end tests drive (no browser download: Playwright and
    Puppeteer drive Debian's Chromium, Puppeteer Firefox ESR over WebDriver BiDi,
    Selenium WebKitGTK's WebDriver, which starts MiniBrowser on an Xvfb display),
    and Java for the Nu HTML Checker. HASHI_CHROMIUM names another Chromium-based
    browser already installed, HASHI_FIREFOX another Firefox.
    """
    wanted = {
        "chromium": os.environ.get("HASHI_CHROMIUM", "/usr/bin/chromium"),
        "firefox-esr": os.environ.get("HASHI_FIREFOX", "/usr/bin/firefox-esr"),
        "webkit2gtk-driver": "/usr/bin/WebKitWebDriver",  # with MiniBrowser (libwebkit2gtk-4.1)
        "xvfb": "/usr/bin/Xvfb",
    }
    missing = [package for package, path in wanted.items() if not Path(path).exists()]
    return missing + (["default-jre-headless"] if shutil.which("java") is None else [])


def apt_install(*packages: str) -> None:
    """Install Debian packages (the tests run as root on Debian machines)."""
    apt = shutil.which("apt-get")
    if apt is None:
        sys.exit(f"The tests need Debian's {' '.join(packages)} (apt-get is missing).")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run([apt, "update", "-qq"], check=True, env=env)
    subprocess.run([apt, "install", "-y", "-qq", *packages], check=True, env=env)
