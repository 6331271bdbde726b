"""``hint`` and ``analyse``: the computer player on the command line (CONTRACT section 3).

Each command reads JSON (a file, or ``-`` for standard input) and prints JSON:
exit 0 with the answer, 1 when the turns break a rule (the error as ``verify``
reports it), 2 when the input is not readable (``bad_record``). Never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from hashi_bots import analyse, suggest
from hashi_core import HashiError, RecordError, RuleError

HINT_HELP = (
    "Read a position (side, start, turns, cards revealed so far, optional level) and print the "
    "turn the computer player suggests for the card in play. Exit 0: the turn; 1: the turns "
    "break a rule; 2: not a readable position."
)
ANALYSE_HELP = (
    "Read a one-player game record and print the best game found in hindsight for the same "
    "seed, side and start, knowing all 17 cards. Exit 0: the analysis; 1: the record breaks a "
    "rule; 2: not a readable record."
)


def _message(error: HashiError) -> str:
    message = getattr(error, "message", None)
    if isinstance(message, str):
        return message
    from hashi_texts import error_text  # the engine API renders messages outside the rules

    return str(error_text(error, "en"))


def error_verdict(error: HashiError) -> tuple[int, dict]:
    """A refusal as ``verify`` prints it, with its exit code."""
    if isinstance(error, RuleError):
        detail = {
            "player": error.player,
            "round": error.round,
            "code": error.code,
            "message": _message(error),
        }
        return 1, {"valid": False, "error": detail}
    return 2, {"valid": False, "error": {"code": "bad_record", "message": _message(error)}}


def _read_json(path: str) -> object:
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError("unreadable_file", reason=str(error)) from None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise RecordError("not_json") from None


def answer(path: str, command: Callable[[object], dict]) -> tuple[int, dict]:
    """Run ``command`` on the JSON read from ``path``: (exit code, what to print)."""
    try:
        return 0, command(_read_json(path))
    except (RecordError, RuleError) as error:
        return error_verdict(error)


def hint_command(path: str) -> tuple[int, dict]:
    return answer(path, suggest)


def analyse_command(path: str) -> tuple[int, dict]:
    """The contract's answer: the record's total and the best game (the comparison stays inside)."""

    def run(data: object) -> dict:
        result = analyse(data)
        return {"total": result["total"], "best": result["best"]}

    return answer(path, run)


COMMANDS = {"hint": hint_command, "analyse": analyse_command}


def register(commands: argparse._SubParsersAction) -> None:
    """Add ``hint`` and ``analyse`` to the command line's sub-commands."""
    for name, text, brief in (
        ("hint", HINT_HELP, "suggest a turn for a position"),
        ("analyse", ANALYSE_HELP, "the best game in hindsight for a record"),
    ):
        sub = commands.add_parser(name, help=brief, description=text)
        sub.add_argument("file", help="the JSON file, or - for standard input")


def run(args: argparse.Namespace) -> int | None:
    """Run ``args`` if it is one of these commands (print the JSON, return the exit code)."""
    command = COMMANDS.get(args.command)
    if command is None:
        return None
    code, data = command(args.file)
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
    return code
