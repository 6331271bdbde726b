"""The browser glue keeps no state of its own and sets no field of the game's: read from its code.

Everything the glue holds lives in the one ``Page`` made at the start (its
methods are the handlers), and what a tap changes is changed by the
controller's, the session's or the computer's own methods. The scan reads
the modules' syntax trees, so a test of the rule fails where the rule breaks.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from .helpers import ROOT

GLUE = [*sorted((ROOT / "web" / "browser").glob("*.py")), ROOT / "web" / "main.py"]
CONSTANT = re.compile(r"[A-Z][A-Z0-9_]*")  # a module's constant
TYPE = re.compile(r"[A-Z][A-Z0-9]*[a-z][A-Za-z0-9]*|[A-Z]")  # a type alias or a type variable
MUTABLE = (ast.Dict, ast.List, ast.Set, ast.DictComp, ast.ListComp, ast.SetComp, ast.Call)
# Whose fields only their own methods set (the page holds them; it never reaches in).
OWNED = {"ctl", "session", "ui", "computer", "game", "saves", "envelope"}


def module_state(tree: ast.Module) -> list[str]:
    """Names a module binds at its top level to anything but a constant or a type."""
    found = []
    for node in tree.body:
        if isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                name = ast.unparse(target)
                if TYPE.fullmatch(name):
                    continue
                if not CONSTANT.fullmatch(name) or isinstance(node.value, MUTABLE):
                    found.append(name)
    return found


def fields_set(tree: ast.Module) -> list[str]:
    """Attributes assigned on an object the glue does not own (``ctl.ui.notice = ...``)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                path = ast.unparse(target).split(".")
                if isinstance(target, ast.Attribute) and OWNED & set(path[:-1]):
                    found.append(".".join(path))
    return found


def parsed(path: Path) -> ast.Module:
    return ast.parse(path.read_text(), str(path))


def test_the_glue_keeps_no_module_level_state():
    assert GLUE
    assert {p.name: module_state(parsed(p)) for p in GLUE} == {p.name: [] for p in GLUE}


def test_the_glue_sets_no_field_of_the_controller_the_session_or_the_ui():
    assert {p.name: fields_set(parsed(p)) for p in GLUE} == {p.name: [] for p in GLUE}


def names_from_js(tree: ast.Module) -> list[str]:
    """Names a module takes from ``js`` when it runs (``TYPE_CHECKING`` blocks excluded): each
    must exist in every browser, and an interface's type may not (Firefox: ``TouchEvent``)."""
    return [
        alias.name
        for node in tree.body
        if isinstance(node, ast.ImportFrom) and node.module == "js"
        for alias in node.names
    ]


def test_the_glue_takes_types_from_js_for_the_type_checker_only():
    assert {p.name: names_from_js(parsed(p)) for p in GLUE} == {p.name: [] for p in GLUE}
    old = ast.parse("from js import TouchEvent\nif TYPE_CHECKING:\n    from js import Element\n")
    assert names_from_js(old) == ["TouchEvent"]


def test_the_scans_find_what_they_look_for():
    """Not vacuous: the forms the glue once had are found."""
    old = ast.parse(
        "state = {}\nctl = Controller(saves)\nNEAREST = js.JSON.parse('{}')\n"
        "TASKS: set[int] = set()\nLIMIT = 4 * 1024\nAction = Callable[[int], None]\n"
        "def f():\n    ctl.notice = None\n    page.ctl.ui.notice = 1\n    self.ctl = ctl\n"
    )
    assert module_state(old) == ["state", "ctl", "NEAREST", "TASKS"]
    assert fields_set(old) == ["ctl.notice", "page.ctl.ui.notice"]


TIMING = {
    "setTimeout",
    "clearTimeout",
    "requestAnimationFrame",
    "cancelAnimationFrame",
    "hashiAfterPaint",  # (web/scripts/early.js: a task after the next paint)
}


def timers_set(tree: ast.Module) -> list[str]:
    """The functions that call a timer's or a frame's function of the browser."""
    found = []
    for function in ast.walk(tree):
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            body = function.body if isinstance(function.body, list) else [function.body]
            calls = [n for part in body for n in ast.walk(part) if isinstance(n, ast.Call)]
            if any(isinstance(c.func, ast.Attribute) and c.func.attr in TIMING for c in calls):
                found.append(getattr(function, "name", "<lambda>"))
    return found


def test_the_page_sets_timers_and_frames_only_as_the_schedule_orders():
    """``web/ui/schedule.py`` decides when to save, draw, warm up and ask the computer; the
    glue's one place that sets or clears a timer or a frame for them carries out its orders
    (``Page.do``). Two more are the browser's mechanics, no decision of the game's: focus put
    once the frame is painted (not in the tap, where it would lay the page out) and a
    downloaded file's blob URL let go a second later."""
    glue = sorted((ROOT / "web" / "browser").glob("*.py"))
    found = {path.name: timers_set(parsed(path)) for path in glue}
    assert {name: where for name, where in found.items() if where} == {
        "page.py": ["do"],
        "access.py": ["after_paint"],
        "files.py": ["download"],
    }
    old = ast.parse(
        "class Page:\n    def save_soon(self):\n"
        "        self.frame = window.requestAnimationFrame(self.painted)\n"
        "    def do(self, order):\n        window.clearTimeout(1)\n"
    )
    assert timers_set(old) == ["save_soon", "do"]
