"""The generated parts of ``docs/interfaces.md``: the rule codes, and an example the code produced.

Each part sits between ``<!-- generated: NAME -->`` and ``<!-- end: NAME -->``
and is written from the code itself: the codes from ``hashi_core.CODES`` with
their English messages from ``hashi_texts``; the example record, its verdict
and its result code by playing a seed's deal through the engine and the
command line. ``tests/test_docs.py`` fails when the file differs from what
this writes.

    python3 -m tools.docs_codes           # rewrite docs/interfaces.md
    python3 -m tools.docs_codes --check   # exit 1 when it is stale
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from pathlib import Path

from hashi_cli import english
from hashi_core import CODES, DrawBridge, EndTurn, Game, PlaceStart, WriteNumber, to_record, verify
from hashi_core.board import DEFAULT_SIDE
from hashi_core.scoring import HIGH, LOW, POINTS_PER_ISLAND, SOLO_DEADLINE, TITLES
from hashi_core.share import encode_result
from hashi_texts import DEFAULT, catalogue

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "interfaces.md"
EXAMPLE_SEED = "K7QX2M"
COMMAND = "python3 -m tools.docs_codes"


def message(key: str) -> str:
    """The English message of ``key`` as the catalogue writes it (a plural's ``other`` form)."""
    text = catalogue(DEFAULT)[key]
    return text if isinstance(text, str) else text["other"]


def codes_table() -> str:
    """Every code with its message keys, parameters, whether ``verify`` reports it, and its text."""
    rows = [
        "| code | message key | parameters | `verify` | English message |",
        "| --- | --- | --- | --- | --- |",
    ]
    for entry in CODES:
        params = ", ".join(f"`{p}`" for p in entry.params) or "—"
        text = message(entry.key).replace("|", "\\|")
        reported = "yes" if entry.verify else "no"
        rows.append(f"| `{entry.code}` | `{entry.key}` | {params} | {reported} | {text} |")
    return "\n".join(rows)


def scoring_tables() -> str:
    """The bonuses' values and solo deadlines, then the solo titles by total."""
    rows = [
        "| bonus | first (earliest round) | later | solo: high value only by the end of round |",
        "| --- | --- | --- | --- |",
    ]
    rows += [f"| `{b}` | {HIGH[b]} | {LOW[b]} | {SOLO_DEADLINE[b]} |" for b in HIGH]
    rows += [
        "",
        f"After the last round each finished island scores {POINTS_PER_ISLAND}.",
        "",
        "| solo total | title key | English |",
        "| --- | --- | --- |",
    ]
    top = None
    for lowest, key in TITLES:
        span = f"{lowest}+" if top is None else f"{lowest}" if top == lowest else f"{lowest}-{top}"
        rows.append(f"| {span} | `{key}` | {message('title.' + key)} |")
        top = lowest - 1
    rows.append(f"| ≤ {top} | `minion` | {message('title.minion')} |")
    return "\n".join(rows)


def _bridges(game: Game, left: int) -> bool:
    """Draw ``left`` more bridges (the first legal lines that allow them all); False if none do."""
    if left == 0:
        return True
    for move in list(game.legal_moves()):
        if isinstance(move, DrawBridge):
            game.push(move)
            if _bridges(game, left - 1):
                return True
            game.undo()
    return False


def example_game() -> Game:
    """The seed's fair start, two rounds (the first legal number and bridges), a number drafted."""
    game = Game(EXAMPLE_SEED, DEFAULT_SIDE, "solo", ["Ana"])
    start = game.deal.start
    game.push(PlaceStart(start.island, start.value))
    for _ in range(2):
        game.push(next(m for m in game.legal_moves() if isinstance(m, WriteNumber)))
        card = game.card()
        _bridges(game, card.bridges if card else 0)  # where none fit, the turn draws none
        game.push(EndTurn())
    game.push(next(m for m in game.legal_moves() if isinstance(m, WriteNumber)))
    return game


def _json(data: object, indent: int = 0) -> str:
    """JSON indented by two spaces, each object or list on one line where it fits in 80."""
    flat = json.dumps(data, ensure_ascii=False)
    if indent + len(flat) <= 80 or not isinstance(data, dict | list) or not data:
        return flat
    pad = " " * (indent + 2)
    if isinstance(data, dict):
        items = [f"{pad}{json.dumps(k)}: {_json(v, indent + 2)}" for k, v in data.items()]
        opening, closing = "{", "}"
    else:
        items = [pad + _json(v, indent + 2) for v in data]
        opening, closing = "[", "]"
    return opening + "\n" + ",\n".join(items) + "\n" + " " * indent + closing


def example_record() -> str:
    record = to_record(example_game())
    return f"```json\n{_json(record)}\n```"


def example_verdict() -> str:
    code, verdict = verify(to_record(example_game()))
    text = _json(english(verdict))
    return f"Exit {code}; on standard output (one line, shown indented):\n\n```json\n{text}\n```"


def example_result() -> str:
    code = encode_result(to_record(example_game()))
    return f"```text\n{code}\n```"


PARTS: dict[str, Callable[[], str]] = {
    "codes": codes_table,
    "scoring": scoring_tables,
    "record": example_record,
    "verdict": example_verdict,
    "result": example_result,
}


def regenerate(text: str) -> str:
    """``text`` with every generated part written again; ValueError when a part is missing."""
    for name, make in PARTS.items():
        pattern = re.compile(
            rf"(<!-- generated: {name} -->\n).*?(<!-- end: {name} -->)", flags=re.DOTALL
        )
        found = pattern.search(text)
        if found is None:
            raise ValueError(f"docs/interfaces.md has no generated part {name!r}")
        part = found.group(1) + make() + "\n" + found.group(2)
        text = text[: found.start()] + part + text[found.end() :]
    return text


def main(argv: list[str]) -> int:
    text = DOC.read_text(encoding="utf-8")
    fresh = regenerate(text)
    if "--check" in argv:
        if fresh != text:
            sys.stderr.write(f"docs/interfaces.md is stale: run {COMMAND}\n")
            return 1
        return 0
    DOC.write_text(fresh, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
