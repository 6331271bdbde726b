"""Fixtures shared by every test folder: the site, built once per run into a temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from .helpers import once_per_run


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh build of the working tree (never the repository's own dist/); no test
    writes into it."""
    from hashi_build import site

    return (
        once_per_run(tmp_path_factory, "shared-build", lambda folder: site.build(folder / "dist"))
        / "dist"
    )
