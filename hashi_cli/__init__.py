"""The command line (``python -m hashi_core ...``): JSON on stdout, never a traceback.

A front end like the page: it reads input, asks the rules, and renders
their codes, keys and parameters as English text (docs/interfaces.md).
Each command is a function taking the parsed arguments and returning the
exit code; ``COMMANDS`` registers them.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from hashi_core import get_board
from hashi_core.board import DEFAULT_SIDE
from hashi_core.board_data import SIDES
from hashi_core.deal import deal, is_seed
from hashi_core.errors import RecordError
from hashi_core.record import parse_json, verify
from hashi_texts import DEFAULT, render

LANG = DEFAULT  # the command line's messages: the default language's (English)


def emit(data: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


def english(verdict: dict[str, Any]) -> dict[str, Any]:
    """A verdict of the rules with its error message and titles rendered (the printed shape)."""
    out = dict(verdict)
    error = out.get("error")
    if isinstance(error, dict):
        fields = {k: v for k, v in error.items() if k not in ("key", "params")}
        fields["message"] = render(error["key"], LANG, **error["params"])
        out["error"] = fields
    if "players" in out:
        out["players"] = [
            {**p, "title": None if p["title"] is None else render(f"title.{p['title']}", LANG)}
            for p in out["players"]
        ]
    return out


def unreadable(error: RecordError) -> int:
    emit(english({"valid": False, "error": error.to_dict()}))
    return 2


def read_json(path: str) -> object:
    """The JSON in ``path`` (``-``: standard input); RecordError when it cannot be read."""
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError("unreadable_file", reason=str(error)) from None
    return parse_json(text)


def cmd_board(args: argparse.Namespace) -> int:
    emit(get_board(args.side).to_dict())
    return 0


def cmd_deal(args: argparse.Namespace) -> int:
    if not is_seed(args.seed):  # (told as a record's seed is: ``bad_record``, exit 2)
        return unreadable(RecordError("seed", value=args.seed))
    emit(deal(args.seed, args.side).to_dict())
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    try:
        data = read_json(args.file)
    except RecordError as error:
        return unreadable(error)
    code, verdict = verify(data)
    emit(english(verdict))
    return code


Command = Callable[[argparse.Namespace], int]
COMMANDS: dict[str, Command] = {}


class Parser(argparse.ArgumentParser):
    """argparse's parser, whose usage errors are JSON on stdout too (``usage``, exit 2), with
    its usage and message for a person on stderr as before."""

    def error(self, message: str) -> NoReturn:
        emit({"valid": False, "error": {"code": "usage", "message": message}})
        super().error(message)


def _parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="python -m hashi_core", description="Hashi rules engine: boards, deals, verdicts."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    board = commands.add_parser("board", help="print a board side's islands and lines")
    board.add_argument("side", choices=list(SIDES))
    COMMANDS["board"] = cmd_board
    deal_cmd = commands.add_parser("deal", help="print the deal of a seed")
    deal_cmd.add_argument("seed", help="1-64 characters: letters, digits, _ or - (any case)")
    deal_cmd.add_argument("--side", choices=list(SIDES), default=DEFAULT_SIDE)
    COMMANDS["deal"] = cmd_deal
    check = commands.add_parser(
        "verify",
        help="check a game record",
        description="Exit 0: legal record; 1: a rule is broken; 2: not a readable record.",
    )
    check.add_argument("file", help="the record's file, or - for standard input")
    COMMANDS["verify"] = cmd_verify
    from .bot_commands import register  # the computer player's commands

    register(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    return COMMANDS[args.command](args)
