"""Fixtures shared by every test folder: the site, built once per run into a temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh build of the working tree (never the repository's own dist/)."""
    import build

    return build.build(tmp_path_factory.mktemp("build") / "dist")
