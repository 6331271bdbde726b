"""The computer player's side of the worker: a request in, a reply out, both JSON text.

It runs in a Web Worker's own Pyodide (``web/scripts/bot-worker.mjs``) so that the
page stays responsive while the computer thinks. Moves cross the boundary in
their text form (``"number 12"``, ``"bridge 7-12"``, ``"end"``), a hint's reasons as
codes, message keys and parameters (``hashi_bots.reasons``); errors as
code, message key and parameters, rendered by the page in the player's
language. Pure Python: tested in CPython like the rest of the page.
"""

from __future__ import annotations

import json

# From the parts, not hashi_bots' names loaded on first use: the build then sees what the
# worker's start imports (and ships it as bytecode).
from hashi_bots.hindsight import analyse
from hashi_bots.hints import hint, moves_text
from hashi_bots.position import parse_position
from hashi_bots.reasons import reasons, reasons_data
from hashi_core import HashiError, RecordError
from hashi_core.record import parse_json

from . import bot_protocol as protocol

MAX_REQUEST = 200_000  # characters: a position or record is a few kilobytes
MAX_SECONDS = protocol.ANALYSIS_SECONDS


def _answer(data: protocol.Message) -> dict[str, object]:
    op = data.get("op")
    if op == "hint":
        position = parse_position(data.get("position"))
        level = data.get("level")  # (the position's own, unless one is named)
        turn = hint(position, level if isinstance(level, str) else None)
        why = reasons(position.game(), turn, solo=data.get("solo") is not False)
        return {"moves": moves_text(turn), "reasons": reasons_data(why)}
    if op == "analyse":
        seconds = data.get("seconds", MAX_SECONDS)
        if not isinstance(seconds, int | float) or isinstance(seconds, bool):
            seconds = MAX_SECONDS
        return {"analysis": analyse(data.get("record"), max(0.1, min(MAX_SECONDS, seconds)))}
    raise RecordError("field", field="op")


def handle(request: str) -> str:
    """Answer one request (shapes: ``bot_protocol.py``): its ticket echoed, then the answer.

    Never raises: a bad request gets its ticket and ``{"error": {code, key, params}}``.
    """
    data: object = None
    answer: dict[str, object]
    try:
        data = parse_json(request, MAX_REQUEST)  # (RecordError: too long, too deep, not JSON)
        if not isinstance(data, dict):
            raise RecordError("not_object")
        answer = _answer(data)
    except HashiError as error:
        answer = {"error": error.to_dict()}
    except Exception:  # a clear refusal for the page, never a traceback
        answer = {"error": HashiError("internal", "ui.bot_failed", {}).to_dict()}
    return json.dumps(protocol.reply(data, **answer), default=str)
