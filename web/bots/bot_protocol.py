"""The messages between the page and the computer player's worker: their one definition.

Both sides import this module: the page (``web/bots/computer.py``) builds requests
and reads replies, the worker (``web/bots/bot_service.py``) reads requests and
echoes their ticket in its reply. A ticket names the question and the position
it was asked in, so that an answer can be matched to the board it is for:

- request (:class:`Request`): ``{"id", "op", "game", "round", "seat", "steps", ...}``
  (``op``: ``hint`` or ``analyse``; the rest of the request is the question itself: a
  hint's ``position`` and ``solo``, false at a table; an analysis's ``record``);
- reply: the request's ticket, then ``moves`` and ``reasons`` (a hint: why, each
  ``{code, key, params}``; a reply without them is a hint without reasons) or
  ``analysis``, or ``error`` (``{code, key, params}``).

``web/scripts/bot-worker.mjs`` carries them as JSON text (``{request: text}`` in,
``{reply: text}`` out) and adds what only it knows: ``{progress: {done, total}}``
while its runtime starts, ``{ready: "snapshot" | "started"}``, and
``{failed: text}`` when it cannot start or answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict, cast, get_type_hints

from hashi_bots import levels
from hashi_core.errors import RecordError
from hashi_core.record import parse_json
from hashi_core.values import Value

OPS = ("hint", "analyse")
ANALYSIS_SECONDS = levels.ANALYSIS_SECONDS  # the longest an analysis may search


class Ticket(Value):
    """One question: its id (unique on the page), kind, the game and the position asked in."""

    __slots__ = ("id", "op", "game", "round", "seat", "steps")
    id: int
    op: str
    game: str
    round: int
    seat: int
    steps: int

    def fields(self) -> Request:
        """The ticket's part of a request (its fields by name)."""
        return cast(Request, {name: getattr(self, name) for name in self.__slots__})

    def same_position(self, other: Ticket) -> bool:
        """Whether ``other`` was asked on the same game, round, seat and steps."""
        return self._values()[2:] == other._values()[2:]


class Request(TypedDict, total=False):
    """A question as the page sends it: its ticket's fields, then the question itself."""

    id: int
    op: str
    game: str
    round: int
    seat: int
    steps: int
    position: dict[str, object]  # a hint's: what the seat sees (``hashi_bots.position``)
    solo: bool  # a hint's: whether bonuses have the solo deadlines
    record: dict[str, object]  # an analysis's: the game (``hashi_core.to_record``)


# A JSON object from the other side (a request in the worker, a reply in the page): every
# value is checked where it is read.
Message = Mapping[str, object]

_TYPES = {name: get_type_hints(Ticket)[name] for name in Ticket.__slots__}  # (each one class)


def hint_request(ticket: Ticket, position: dict[str, object], solo: bool) -> Request:
    """A hint's request: the seat's ``position`` and whether the game is ``solo``."""
    request = ticket.fields()
    request["position"], request["solo"] = position, solo
    return request


def analysis_request(ticket: Ticket, record: dict[str, object]) -> Request:
    """An analysis's request: the game's ``record``."""
    request = ticket.fields()
    request["record"] = record
    return request


def ticket_of(message: object) -> Ticket | None:
    """The ticket of a request or a reply; None when it carries none (or a malformed one)."""
    if not isinstance(message, dict):
        return None
    values: list[Any] = [message.get(name) for name in Ticket.__slots__]
    for name, value in zip(Ticket.__slots__, values, strict=True):
        if type(value) is not _TYPES[name]:
            return None
    if values[1] not in OPS:
        return None
    return Ticket(*values)


def reply(asked: object, **answer: object) -> dict[str, object]:
    """A reply to ``asked`` (a request, possibly malformed): its ticket echoed, then the answer."""
    ticket = {n: asked.get(n) for n in Ticket.__slots__} if isinstance(asked, dict) else {}
    return {**ticket, **answer}


def worker_message(data: object) -> tuple[str, Any]:
    """What a message of ``web/scripts/bot-worker.mjs`` (as data) says, as ``(kind, value)``:
    ``("reply", dict)``, ``("progress", (done, total))``, ``("ready", how)``,
    ``("failed", why)``, ``("starting", None)`` (the glue's own, on a new worker),
    or ``("unknown", None)``. A reply that is not a JSON object is a failure."""
    if not isinstance(data, dict):
        return "unknown", None
    if isinstance(data.get("reply"), str):
        try:
            answer = parse_json(data["reply"])
        except RecordError:
            answer = None
        if isinstance(answer, dict):
            return "reply", answer
        return "failed", "reply"
    progress = data.get("progress")
    if isinstance(progress, dict):
        done, total = progress.get("done"), progress.get("total")
        if type(done) is int and type(total) is int and 0 <= done <= total:
            return "progress", (done, total)
        return "unknown", None
    for kind in ("ready", "failed", "starting"):
        if kind in data:
            return kind, str(data[kind])
    return "unknown", None
