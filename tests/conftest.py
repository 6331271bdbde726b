"""Fixtures shared by every test folder: the site, built once per run into a temporary folder."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh build of the working tree (never the repository's own dist/).

    Under pytest-xdist every worker asks for it: the first one builds into the
    run's shared temporary folder while the others wait on a lock, then all
    read the same files (no test writes into them).
    """
    import build

    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # this run's folder, above each worker's own
    out = root / "shared-build" / "dist"
    done = out.parent / "done"
    with open(root / "shared-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            build.build(out)
            done.touch()
    return out
