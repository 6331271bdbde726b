"""``hint`` and ``analyse``: the computer player on the command line (docs/interfaces.md).

Each reads JSON (a file, or ``-`` for standard input) and prints JSON: exit 0
with the answer, 1 when the turns break a rule (the error as ``verify``
reports it), 2 when the input is not readable (``bad_record``).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from hashi_core.errors import RecordError, RuleError

from . import COMMANDS, emit, english, read_json, unreadable

HINT = (
    "Read a position (side, start, turns, the cards revealed so far, optional level "
    "easy|normal|hard) and print the turn the computer player suggests for the card in play. "
    "Exit 0: the turn; 1: the turns break a rule; 2: not a readable position."
)
ANALYSE = (
    "Read a one-player game record and print the best game found in hindsight for the same "
    "seed, side and start, knowing all 17 cards. Exit 0: the analysis; 1: the record breaks a "
    "rule; 2: not a readable record."
)


def _answer(path: str, command: Callable[[object], dict[str, Any]]) -> int:
    try:
        emit(command(read_json(path)))
    except RecordError as error:
        return unreadable(error)
    except RuleError as error:
        emit(english({"valid": False, "error": error.to_dict()}))
        return 1
    return 0


def cmd_hint(args: argparse.Namespace) -> int:
    from hashi_bots import suggest

    return _answer(args.file, suggest)


def cmd_analyse(args: argparse.Namespace) -> int:
    from hashi_bots import analyse

    def best(data: object) -> dict[str, Any]:
        result = analyse(data)
        return {"total": result["total"], "best": result["best"]}

    return _answer(args.file, best)


def register(commands: Any) -> None:
    """Add ``hint`` and ``analyse`` to the command line's sub-commands."""
    for name, text, brief, command in (
        ("hint", HINT, "suggest a turn for a position", cmd_hint),
        ("analyse", ANALYSE, "the best game in hindsight for a record", cmd_analyse),
    ):
        sub = commands.add_parser(name, help=brief, description=text)
        sub.add_argument("file", help="the JSON file, or - for standard input")
        COMMANDS[name] = command
