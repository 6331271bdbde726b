"""Fixtures shared by every test folder: the site, built once per run into a temporary folder;
and ``--cpu-durations=N``, the N tests that cost the most CPU, browsers included."""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from .helpers import once_per_run

TICK = os.sysconf("SC_CLK_TCK")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--cpu-durations",
        type=int,
        default=None,
        metavar="N",
        help="show the N tests that cost the most CPU seconds (this process and every "
        "process under it, browsers included; setup, call and teardown; 0 for all)",
    )


def tree_cpu() -> float:
    """CPU seconds of this process and of every process under it, each with its children
    that have ended (Linux: /proc). A test's cost is the difference around it: on a shared
    machine, the wall-clock time says more about the other work than about the test."""
    parents: dict[int, list[int]] = {}
    used: dict[int, float] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as file:
                fields = file.read().rsplit(")", 1)[1].split()
        except OSError:  # ended meanwhile
            continue
        parents.setdefault(int(fields[1]), []).append(int(name))
        used[int(name)] = sum(int(f) for f in fields[11:15]) / TICK  # utime stime cutime cstime
    total, todo = 0.0, [os.getpid()]
    while todo:
        pid = todo.pop()
        total += used.get(pid, 0.0)
        todo += parents.get(pid, [])
    return total


BEGAN = pytest.StashKey[float]()
ENDS = pytest.StashKey[str]()  # the phase whose end ends the test's measure


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    if item.config.getoption("cpu_durations") is not None:
        # A process's last test also ends the run's browsers, whose time then leaves the
        # tree: its measure ends with its call.
        item.stash[ENDS] = "teardown" if nextitem is not None else "call"
        item.stash[BEGAN] = tree_cpu()
    yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    outcome = yield
    if call.when == item.stash.get(ENDS, None):  # (its report goes to xdist's controller)
        outcome.get_result().user_properties.append(("cpu", tree_cpu() - item.stash[BEGAN]))


def pytest_terminal_summary(terminalreporter, config: pytest.Config) -> None:  # type: ignore[no-untyped-def]
    count = config.getoption("cpu_durations")
    if count is None:
        return
    costs = sorted(
        (
            (value, report.nodeid)
            for reports in terminalreporter.stats.values()
            for report in reports
            for name, value in getattr(report, "user_properties", ())
            if name == "cpu"
        ),
        reverse=True,
    )
    terminalreporter.write_sep("=", f"CPU seconds per test: {sum(c for c, _ in costs):.1f} in all")
    for cost, nodeid in costs[: count or None]:
        terminalreporter.write_line(f"{cost:8.2f}s cpu  {nodeid}")


def wait_for_build_cache() -> None:
    """The test command may still be filling the build's cache (hashi_build/checks.py,
    under a lock it names): wait for it, rather than build the same things twice."""
    from hashi_build.checks import WARMING_ENV

    with contextlib.suppress(FileNotFoundError), open(os.environ.get(WARMING_ENV, "")) as held:
        fcntl.flock(held, fcntl.LOCK_SH)


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh build of the working tree (never the repository's own dist/); no test
    writes into it."""
    from hashi_build import site

    def make(folder: Path) -> None:
        wait_for_build_cache()
        site.build(folder / "dist")

    return once_per_run(tmp_path_factory, "shared-build", make) / "dist"
