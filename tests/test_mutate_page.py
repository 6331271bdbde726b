"""The mutation tool itself, on tiny fake projects (never the real suite: it takes hours)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hashi_build import site
from tests import mutate_page

from .helpers import ROOT


def _project(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def test_the_modules_are_every_shipped_page_module_outside_the_browser_glue() -> None:
    found = mutate_page.modules()
    assert {"web/model/friends.py", "web/model/computer_play.py", "web/ui/view.py"} <= set(found)
    assert {"web/model/flows/base.py", "web/lessons/figures.py"} <= set(found)
    assert not [name for name in found if name.startswith("web/browser/")]
    assert not set(found) & site.NOT_SHIPPED


def test_a_new_module_and_a_new_test_file_are_picked_up(tmp_path: Path) -> None:
    root = _project(
        tmp_path,
        {
            "web/__init__.py": "",
            "web/fresh.py": "LIMIT = 3\n",
            "web/browser/glue.py": "X = 1\n",
            "web/main.py": "X = 1\n",
            "tests/__init__.py": "",
            "tests/helpers.py": "from web import fresh\n",
            "tests/test_direct.py": "from web.fresh import LIMIT\n",
            "tests/test_through_helper.py": "from .helpers import fresh\n",
            "tests/test_relative_package.py": "def test():\n    import web.fresh\n",
            "tests/test_engine_only.py": "import json\n",
            "tests/test_glue_only.py": "from web.browser import glue\n",
            "tests/test_in_a_browser.py": (
                "import pytest\nfrom web import fresh\npytestmark = pytest.mark.browser\n"
            ),
            "tests/e2e/test_page.py": "from web import fresh\n",
        },
    )
    assert mutate_page.modules(root) == ["web/__init__.py", "web/fresh.py"]
    assert mutate_page.tests(root) == [
        "tests/test_direct.py",
        "tests/test_relative_package.py",
        "tests/test_through_helper.py",
    ]


def test_the_tests_are_the_unit_tests_importing_the_page() -> None:
    found = mutate_page.tests()
    assert {"tests/test_web_view.py", "tests/test_web_saves.py"} <= set(found)
    assert "tests/test_build.py" not in found  # reaches web/ only through the build
    assert "tests/test_rules.py" not in found
    assert "tests/test_mutate_page.py" not in found
    assert not [name for name in found if name.count("/") > 1]  # no e2e/engines tests


def test_a_mutant_that_loops_for_ever_is_killed_by_timeout(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Two mutants: ``1`` -> ``2`` never reaches 0 from 3 (timeout); ``return None`` fails.
    root = _project(
        tmp_path,
        {
            "web/__init__.py": "",
            "web/loop.py": "def countdown(n):\n    while n:\n        n -= 1\n    return n\n",
            "tests/__init__.py": "",
            "tests/test_loop.py": (
                "from web.loop import countdown\n\n\n"
                "def test_countdown():\n    assert countdown(3) == 0\n"
            ),
        },
    )
    assert mutate_page.main(["--margin", "2"], root=root) == 0
    out = capsys.readouterr().out
    assert "TIMEOUT web/loop.py:3 value 2 (killed)" in out
    assert out.splitlines()[-1] == (
        "SUMMARY 2 modules, 2 mutants: 2 killed (1 by a failing test, 1 by timeout), "
        "0 survived (0 reached by no test), score 100.0%"
    )


def test_a_surviving_and_an_unreached_mutant_are_listed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = _project(
        tmp_path,
        {
            "web/__init__.py": "",
            "web/sign.py": (
                "def positive(n):\n    return n > 0\n\n\ndef unused():\n    return 1\n"
            ),
            "tests/__init__.py": "",
            "tests/test_sign.py": (
                "from web.sign import positive\n\n\n"
                "def test_positive():\n    assert positive(5) and not positive(-5)\n"
            ),
        },
    )
    mutate_page.main(["web/sign.py", "--margin", "5"], root=root)
    out = capsys.readouterr().out
    # ``>`` -> ``>=`` and ``0`` -> ``1`` pass the test; ``unused`` is run by no test.
    assert "SURVIVED web/sign.py:2 ops GtE (tests pass)" in out
    assert "SURVIVED web/sign.py:6 value 2 (no test)" in out
    assert "SUMMARY 1 modules, 5 mutants: 1 killed (1 by a failing test, 0 by timeout), " in out
    assert "4 survived (2 reached by no test), score 20.0%" in out


def test_the_summary_is_printed_with_no_mutants_and_an_unparsable_module(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = _project(
        tmp_path,
        {
            "web/__init__.py": "",
            "web/doc.py": '"""Only a docstring."""\n',
            "web/bad.py": "def (:\n",
        },
    )
    assert mutate_page.main([], root=root) == 0
    out = capsys.readouterr().out
    assert "NOT PARSED web/bad.py" in out
    assert out.splitlines()[-1] == (
        "SUMMARY 3 modules, 0 mutants: 0 killed (0 by a failing test, 0 by timeout), "
        "0 survived (0 reached by no test), score n/a, 1 not parsed"
    )


def test_a_failing_baseline_is_the_only_failure(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = _project(
        tmp_path,
        {
            "web/__init__.py": "",
            "web/one.py": "ONE = 1\n",
            "tests/__init__.py": "",
            "tests/test_one.py": "from web.one import ONE\n\n\ndef test_one():\n    assert 0\n",
        },
    )
    assert mutate_page.main([], root=root) == 1
    out = capsys.readouterr().out
    assert "BASELINE FAILED" in out
    assert out.splitlines()[-1].startswith("SUMMARY 2 modules, 1 mutants")


def test_a_sample_is_the_same_on_every_run() -> None:
    source = (ROOT / "web" / "model" / "address.py").read_text()
    every = list(mutate_page.mutants(source, "web/model/address.py"))
    first = sorted(every, key=lambda m: m.key)[:5]
    again = sorted(mutate_page.mutants(source, "web/model/address.py"), key=lambda m: m.key)[:5]
    assert [m.label() for m in first] == [m.label() for m in again]
    assert len({m.label() for m in first}) > 1
