"""One owner per rule fact: the engine spells each, every other layer asks it.

- the number of rounds and the record's format: ``ROUNDS``, ``Seat.done``,
  ``table_round``, ``Record``;
- the board sides: ``hashi_core.board_data.SIDES`` (and ``DEFAULT_SIDE``); a
  text lists them through a ``sides`` parameter, never by name;
- the bonuses: ``BONUSES`` (``FLAGS``, ``CHAIN``), never told apart by name;
- the card of a round: ``Game.card`` and ``Game.seen``, never the deal's order
  read again (``deal.draw[rnd - 1]``);
- JSON text from outside: one reader, which bounds it (``parse_json``);
- the page's message: set in one place (``UiState.say``, ``UiState.end``), from
  what a step returned; nothing reads a notice's code or kind back to decide
  (what makes a notice, what ends it and the view that renders it aside).

The scans read Python tokens or syntax trees, so words in texts and
docstrings ("17 cards", "side A") are not code and do not count. Each scan
is run over a made-up copy too, so none passes by finding nothing.
"""

from __future__ import annotations

import ast
import re
import tokenize
from pathlib import Path

import pytest

from hashi_core import BONUSES
from hashi_core.board_data import SIDES
from hashi_texts import LANGUAGES, catalogue

from .helpers import ROOT

ENGINE = "hashi_core"
OTHERS = ("hashi_bots", "hashi_cli", "hashi_texts", "web")
# Everything else that is code: the build and the repository's tools.
TOOLS = ("hashi_build", "tools", "build.py")
FACTS = {
    (tokenize.NUMBER, "17"),  # the rounds: ROUNDS
    (tokenize.STRING, '"hashi/1"'),  # the record's format: FORMAT
    (tokenize.STRING, "'hashi/1'"),
}


def literals(path: Path) -> list[tuple[int, str]]:
    """(line, token) of each code literal that spells a rule fact: 17, the format string."""
    found = []
    with path.open("rb") as handle:
        for token in tokenize.tokenize(handle.readline):
            if (token.type, token.string) in FACTS:
                found.append((token.start[0], token.string))
    return found


def sources(*where: str) -> list[Path]:
    """Every Python file of the packages, folders or files named (from the repository)."""
    out = []
    for name in where:
        path = ROOT / name
        out += [path] if path.is_file() else sorted(path.rglob("*.py"))
    return out


def name(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def spelled_in(packages: tuple[str, ...]) -> dict[str, list[tuple[int, str]]]:
    return {name(path): found for path in sources(*packages) if (found := literals(path))}


def test_only_the_engine_spells_the_rounds_and_the_format():
    assert spelled_in(OTHERS) == {}


def test_the_scan_finds_the_facts_where_they_are_owned(tmp_path):
    """Not vacuous: the engine's own definitions are found, and so is a new copy."""
    owned = spelled_in((ENGINE,))
    assert [token for _, token in owned["hashi_core/deal.py"]] == ["17"]  # ROUNDS = 17
    assert [token for _, token in owned["hashi_core/record.py"]] == ['"hashi/1"']
    copy = tmp_path / "copy.py"
    copy.write_text('"""17 cards, hashi/1."""\nLEFT = 17 - rnd  # 17\nFORMAT = "hashi/1"\n')
    assert literals(copy) == [(2, "17"), (3, '"hashi/1"')]


# -- scans of the syntax tree: each gives (line, code) of what it finds in one module ----------


def scan(paths: list[Path], finder) -> dict[str, list[tuple[int, str]]]:
    """What ``finder`` finds in each module, by path (modules where it finds nothing left out)."""
    out = {}
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        if found := finder(tree):
            out[name(path)] = found
    return out


def at(node: ast.AST) -> tuple[int, str]:
    return node.lineno, ast.unparse(node)  # type: ignore[attr-defined]


def side_names(tree: ast.Module) -> list[tuple[int, str]]:
    """Code literals naming a board side ("A", "B"): the board data names them, nothing else."""
    return [
        at(node)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in SIDES
    ]


def bonus_names(tree: ast.Module) -> list[tuple[int, str]]:
    """A bonus looked up or told apart by its spelled name (``score.bonuses["red"]``,
    ``bonus == "chain"``). A flag compared by its colour (``flag == "red"``: how the
    drawers draw the board's flags) is a flag, not a bonus."""

    def named(node: ast.AST) -> bool:
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            return any(named(e) for e in node.elts)
        return isinstance(node, ast.Constant) and node.value in BONUSES

    def a_flag(node: ast.AST) -> bool:
        return ast.unparse(node).split(".")[-1].endswith("flag")

    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and named(node.slice):
            found.append(at(node))
        elif isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(named(s) for s in sides) and not any(a_flag(s) for s in sides):
                found.append(at(node))
    return found


def cards_read_from_the_deal(tree: ast.Module) -> list[tuple[int, str]]:
    """A round's card (or the cards so far) read from the deal's order: ``deal.draw[...]``,
    directly or through a name bound to it (``draw = deal.draw``)."""
    aliases = {
        target.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Attribute)
        and node.value.attr == "draw"
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    return [
        at(node)
        for node in ast.walk(tree)
        if isinstance(node, ast.Subscript)
        and isinstance(node.ctx, ast.Load)
        and (
            (isinstance(node.value, ast.Attribute) and node.value.attr == "draw")
            or (isinstance(node.value, ast.Name) and node.value.id in aliases)
        )
    ]


def json_readers(tree: ast.Module) -> list[tuple[int, str]]:
    """Where JSON text is parsed (``json.loads``, ``json.load``), by the function that does it."""
    found = []
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(function):
            call = isinstance(node, ast.Call) and ast.unparse(node.func)
            if call in ("json.loads", "json.load"):
                found.append((node.lineno, function.name))
    return found


# -- the board sides -----------------------------------------------------------------------


# Where a side's name is the point: the guided game's script is written for one board's islands,
# and hard's own weights for side A were fit to that board's games.
NAMES_A_SIDE = {"hashi_bots/player.py": ["'A'"], "web/lessons/tutorial_script.py": ["'A'"]}


def test_only_the_board_data_names_the_sides():
    """A side is ``DEFAULT_SIDE`` or one of ``SIDES``: never "A" in the code (the build's
    pre-drawn board, an example, a default)."""
    engine = [p for p in sources(ENGINE) if p.name != "board_data.py"]
    found = scan([*engine, *sources(*OTHERS, *TOOLS)], side_names)
    assert {path: [code for _, code in lines] for path, lines in found.items()} == NAMES_A_SIDE


# Two side names joined as a list: "A or B", "A o B", "A lub B", "A ou B", "A/B", "A, B".
SIDE = "|".join(re.escape(side) for side in SIDES)
LISTED = re.compile(rf"\b(?:{SIDE})(?:\s*[,/]\s*|\s+\w{{1,3}}\s+)(?:{SIDE})\b")


def forms(message: str | dict[str, str]) -> list[str]:
    return [message] if isinstance(message, str) else list(message.values())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_lists_the_sides_by_name(lang):
    """A message gets the sides as a ``sides`` parameter (``hashi_texts.alternatives`` writes
    "A or B"): a side added to ``SIDES`` shows in every message that lists them."""
    listed = {
        key: text
        for key, message in catalogue(lang).items()
        for text in forms(message)
        if LISTED.search(text)
    }
    assert listed == {}


# -- the bonuses -------------------------------------------------------------------------------


def test_only_the_engine_tells_the_bonuses_apart_by_name():
    assert scan(sources(*OTHERS, *TOOLS), bonus_names) == {}


# -- the card of a round -----------------------------------------------------------------------


def test_only_the_engine_reads_a_rounds_card_from_the_deal():
    """``Game.card`` (the card in play), ``Game.seen`` (the cards so far), a replay's game
    of the round before (``Replay.at(rnd - 1).card``): never ``deal.draw[rnd - 1]``."""
    assert scan(sources(*OTHERS, *TOOLS), cards_read_from_the_deal) == {}


def bridges_counted_down(tree: ast.Module) -> list[tuple[int, str]]:
    """A card's bridges less those drawn (``card.bridges - drawn``): ``Game.bridges_left``."""
    return [
        at(node)
        for node in ast.walk(tree)
        if isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Sub)
        and isinstance(node.left, ast.Attribute)
        and node.left.attr == "bridges"
    ]


def test_only_the_engine_counts_a_rounds_bridges_left():
    assert scan(sources(*OTHERS, *TOOLS), bridges_counted_down) == {}


def languages_spelled(tree: ast.Module) -> list[tuple[int, str]]:
    """A language's code spelled (``lang: str = "en"``): ``hashi_texts.LANGUAGES`` and
    ``DEFAULT`` name them."""
    return [
        at(node)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and node.value in LANGUAGES
    ]


def test_only_the_texts_spell_a_language():
    """(Inside ``hashi_texts``, each language's own data is keyed by its code.)"""
    others = [package for package in OTHERS if package != "hashi_texts"]
    assert scan(sources(ENGINE, *others, *TOOLS), languages_spelled) == {}


# -- JSON ------------------------------------------------------------------------------------


def test_json_text_is_read_in_one_place():
    """Text that may be hostile (a record file, a save, a link, a worker's message, a
    request to the worker) is parsed by one reader, the engine's ``parse_json``, which
    bounds its size and depth first; the build and its tools read their own files."""
    readers = {
        (path, function)
        for path, found in scan(sources(ENGINE, *OTHERS), json_readers).items()
        for _, function in found
    }
    assert readers == {("hashi_core/record.py", "parse_json")}


# -- the message -------------------------------------------------------------------------------

SAYS = "web/model/ui_state.py"  # UiState.say and UiState.end: the one place the message is set
# What reads a notice's code, kind or lifetime: what makes one, what ends one, the view (renders).
READ_BY = {"web/model/notice.py", "web/model/outcome.py", SAYS, "web/ui/view.py"}
# An attribute named ``notice`` that is not the message: the speech's memory of the one it read.
NOT_THE_MESSAGE = {"web/ui/describe.py": ["self.notice", "self.notice"]}


def notice_set(tree: ast.Module) -> list[tuple[int, str]]:
    """An attribute ``notice`` assigned (``ui.notice = ...``, also in a tuple or through
    ``setattr``): the message set outside ``UiState.say``."""

    def sets(node: ast.AST) -> bool:
        if isinstance(node, ast.Attribute):
            return node.attr == "notice" and isinstance(node.ctx, ast.Store | ast.Del)
        return (
            isinstance(node, ast.Call)
            and ast.unparse(node.func) == "setattr"
            and len(node.args) > 1
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value == "notice"
        )

    return [at(node) for node in ast.walk(tree) if sets(node)]


def notice_read_to_decide(tree: ast.Module) -> list[tuple[int, str]]:
    """A notice's code, kind or lifetime read (``ui.notice.code``, ``notice.kind``,
    ``told_notice.until``), or the message read back (``self.ui.notice``) rather than taken
    from what the step returned."""

    def reads(node: ast.AST) -> bool:
        if not isinstance(node, ast.Attribute) or not isinstance(node.ctx, ast.Load):
            return False
        base = ast.unparse(node.value).split(".")[-1]
        told = node.attr in ("code", "kind", "until") and "notice" in base
        return told or (node.attr == "notice" and base == "ui")

    def code_of(node: ast.AST) -> bool:
        """A code read: ``x.code``, or ``getattr(x, "code", ...)``."""
        if isinstance(node, ast.Attribute):
            return node.attr == "code"
        return (
            isinstance(node, ast.Call)
            and ast.unparse(node.func) == "getattr"
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value in ("code", "kind", "until")
        )

    def code_compared(node: ast.AST) -> bool:
        """Whatever its name, a code told apart by its spelling (``p.code == "bad_round"``)."""
        if not isinstance(node, ast.Compare):
            return False
        sides = [node.left, *node.comparators]
        return any(code_of(s) for s in sides) and any(
            isinstance(s, ast.Constant) and isinstance(s.value, str) for s in sides
        )

    return [at(node) for node in ast.walk(tree) if reads(node) or code_compared(node)]


def test_the_message_is_set_in_one_place():
    """A step returns what it did (``outcome.Said``, ``Outcome``) and ``UiState.say`` sets the
    message from it: no ``ui.notice = ...`` anywhere else in the page."""
    found = scan([p for p in sources("web") if name(p) != SAYS], notice_set)
    assert {path: [code for _, code in lines] for path, lines in found.items()} == NOT_THE_MESSAGE


def test_no_step_reads_the_message_back_to_decide():
    """What a step did is its returned value, and a notice's lifetime is declared when it is
    made (``Notice.until``, ended by ``UiState.end``): nothing in the page's model or its
    gestures reads the message, or a notice's code or kind, to decide."""
    model = [p for p in sources("web/model", "web/ui") if name(p) not in READ_BY]
    assert scan(model, notice_read_to_decide) == {}


# -- not vacuous: each scan finds what it looks for --------------------------------------------


def test_the_scans_find_each_kind_of_leak():
    tree = ast.parse(
        'board = get_board("A")\nsides = ("A", "B")\n'
        'red = score.bonuses["red"][1]\nif bonus == "chain": pass\n'
        'if flag == "red": pass\nout["chain"] = figure\n'
        "card = game.deal.draw[rnd - 1]\ndraw = deal.draw\nseen = draw[:rnd]\n"
        "def read(text):\n    return json.loads(text)\n"
    )
    assert side_names(tree) == [(1, "'A'"), (2, "'A'"), (2, "'B'")]
    assert sorted(line for line, _ in bonus_names(tree)) == [3, 4]  # not the flag, not a store
    assert cards_read_from_the_deal(tree) == [(7, "game.deal.draw[rnd - 1]"), (9, "draw[:rnd]")]
    assert json_readers(tree) == [(11, "read")]
    assert languages_spelled(ast.parse('def text(lang="en"): pass')) == [(1, "'en'")]
    assert bridges_counted_down(ast.parse("left = card.bridges - drawn")) == [
        (1, "card.bridges - drawn")
    ]
    said = ast.parse(
        "self.ui.notice = problem('x', 'y')\nui.analysis, ui.notice = None, None\n"
        "setattr(ui, 'notice', None)\nnotice = info('z')\nui.say(done(notice))\n"
        "if self.ui.notice is not None and self.ui.notice.kind == 'info': pass\n"
        "if notice.code == 'computer_turn': pass\nkept = said.notice\n"
        "mended = [mine if p.code == 'bad_round' else p for p in problems]\n"
        "told = notice if getattr(notice, 'code', '') == 'hint' else None\n"
    )
    assert [code for _, code in sorted(notice_set(said))] == [
        "self.ui.notice",
        "ui.notice",
        "setattr(ui, 'notice', None)",
    ]
    assert sorted(notice_read_to_decide(said)) == [
        (6, "self.ui.notice"),
        (6, "self.ui.notice"),
        (6, "self.ui.notice.kind"),
        (7, "notice.code"),
        (7, "notice.code == 'computer_turn'"),
        (9, "p.code == 'bad_round'"),
        (10, "getattr(notice, 'code', '') == 'hint'"),
    ]
    for text in ("A or B", "A o B", "A lub B", "A ou B", "lado A/B", "A, B", "B e A"):
        assert LISTED.search(text), text
    for text in ("A ilha 12", "Side A (easier)", "A bridge on 3-4", "Lado B (más difícil)"):
        assert not LISTED.search(text), text
