"""``python -m hashi_core board|deal|verify``: JSON on stdout, never a traceback."""

from __future__ import annotations

import argparse
import json
import sys

from .board import get_board
from .deal import deal, is_seed
from .errors import RecordError
from .record import verify


def _print(data: dict) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m hashi_core", description="Hashi rules engine: boards, deals, verdicts."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    board = commands.add_parser("board", help="print a board side's islands and lines")
    board.add_argument("side", choices=["A", "B"])
    deal_cmd = commands.add_parser("deal", help="print the deal of a seed")
    deal_cmd.add_argument("seed", help="1-64 characters: letters, digits, _ or - (any case)")
    deal_cmd.add_argument("--side", choices=["A", "B"], default="A")
    check = commands.add_parser(
        "verify",
        help="check a game record",
        description="Exit 0: legal record; 1: a rule is broken; 2: not a readable record.",
    )
    check.add_argument("file", help="the record's file, or - for standard input")
    return parser


def _read(path: str) -> str:
    try:
        if path == "-":
            return sys.stdin.read()
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError("unreadable_file", reason=str(error)) from None


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "board":
        _print(get_board(args.side).to_dict())
        return 0
    if args.command == "deal":
        if not is_seed(args.seed):
            sys.stderr.write(f"not a seed: {args.seed!r} (1-64 letters, digits, _ or -)\n")
            return 2
        _print(deal(args.seed, args.side).to_dict())
        return 0
    try:
        data = json.loads(_read(args.file))
    except RecordError as error:
        data = error
    except (ValueError, RecursionError):
        data = RecordError("not_json")
    if isinstance(data, RecordError):
        _print({"valid": False, "error": {"code": data.code, "message": data.message}})
        return 2
    code, verdict = verify(data)
    _print(verdict)
    return code
