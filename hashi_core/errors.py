"""The engine's errors: a broken rule, input that is not a record, a move that does not parse.

An error never holds a sentence: it carries a stable ``code``, the ``key`` of
its message and the ``params`` to fill it with. The text is rendered in the
player's language where it is shown (``hashi_texts.render(error.key, lang,
**error.params)``). :data:`CODES` lists every code with its message keys.
"""

from __future__ import annotations

from typing import Any

from .values import Value


class HashiError(Exception):
    """Base class: a stable ``code``, a message ``key`` and its ``params``."""

    def __init__(self, code: str, key: str, params: dict[str, object]) -> None:
        super().__init__(code, key, params)
        self.code = code
        self.key = key
        self.params = params

    def __str__(self) -> str:
        details = ", ".join(f"{k}={v!r}" for k, v in self.params.items())
        return f"{self.code} ({self.key}{': ' + details if details else ''})"

    def to_dict(self) -> dict[str, Any]:
        """The error as data (a verdict's, a worker's reply): code, message key, parameters."""
        return {"code": self.code, "key": self.key, "params": self.params}

    @staticmethod
    def from_dict(data: object) -> HashiError:
        """An error back from :meth:`to_dict`'s data; ValueError when it is not one.

        A refusal with a player and a round comes back as a :class:`RuleError`.
        """
        if not isinstance(data, dict):
            raise ValueError("an error is an object")
        code, key, params = data.get("code"), data.get("key"), data.get("params")
        if not (isinstance(code, str) and isinstance(key, str) and isinstance(params, dict)):
            raise ValueError("an error has a code, a key and params")
        if "player" not in data and "round" not in data:
            return HashiError(code, key, params)
        player, rnd = data.get("player"), data.get("round")
        if not all(v is None or type(v) is int for v in (player, rnd)):
            raise ValueError("a refusal's player and round are integers")
        error = RuleError(code)
        error.key, error.params = key, params
        error.player, error.round = player, rnd
        return error


class RuleError(HashiError):
    """A move that breaks a rule of the game; ``code`` is one of :data:`CODES`.

    ``player`` and ``round`` say where it happened once the game knows.
    """

    def __init__(self, code: str, key: str | None = None, **params: object) -> None:
        """``key`` picks a more specific message than the code's own (``rule.<code>``)."""
        super().__init__(code, f"rule.{key or code}", params)
        self.player: int | None = None
        self.round: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """Where (player, round), then code, message key and parameters."""
        return {"player": self.player, "round": self.round, **super().to_dict()}


class RecordError(HashiError):
    """Data that cannot be read as a game record (code ``bad_record``)."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__("bad_record", f"record.{key}", params)


class MoveParseError(HashiError):
    """Text that is not a move's text form (code ``bad_move``)."""

    def __init__(self, text: str) -> None:
        super().__init__("bad_move", "move.unreadable", {"text": text[:80]})


# -- every refusal there is ------------------------------------------------------------


class ErrorCode(Value):
    """One refusal: its ``code``, a message ``key`` it comes with and that message's ``params``.

    ``verify``: the command line's ``verify`` may report it (a record breaks
    the rule, or is not a record); the others come up in play only (a tap at
    the wrong moment, an undo) or from other input (a friend's result code).
    """

    __slots__ = ("code", "key", "params", "verify")
    code: str
    key: str
    params: tuple[str, ...]
    verify: bool


def _rule(code: str, *params: str, verify: bool = True, key: str | None = None) -> ErrorCode:
    return ErrorCode(code, f"rule.{key or code}", params, verify)


def _unreadable(key: str, *params: str, verify: bool = True) -> ErrorCode:
    return ErrorCode("bad_record", f"record.{key}", params, verify)


CODES: tuple[ErrorCode, ...] = (
    # The rules, in the order a move is checked.
    _rule("bad_start"),
    _rule("island_taken", "island"),
    _rule("flag_needs_bridge", "island"),
    _rule("number_below_bridges", "island", "bridges"),
    _rule("number_written", "island"),  # a record's draft with a second number
    _rule("no_such_line", "a", "b"),
    _rule("bridge_needs_number", "a", "b"),
    _rule("line_full", "a", "b"),
    _rule("bridges_cross", "a", "b", "other"),
    _rule("too_many_bridges", "island", "limit"),
    _rule("too_many_bridges", "island", "limit", key="island_finished"),
    _rule("wrong_bridge_count", "count", "drawn"),
    _rule("wrong_bridge_count", "count", "drawn", key="all_bridges_drawn"),  # one bridge more
    _rule("too_many_rounds"),
    # Moves a record cannot hold: play out of turn, undo.
    _rule("already_started", verify=False),
    _rule("not_started", verify=False),
    _rule("game_over", verify=False),
    _rule("no_such_island", "island", verify=False),
    _rule("nothing_to_undo", verify=False),
    _rule("undo_breaks_turn", "island", verify=False),
    # Data that is not a record (or a position), or a friend's result code that is damaged.
    _unreadable("not_json"),
    _unreadable("too_big", "size", "limit"),
    _unreadable("too_deep", "limit"),
    _unreadable("not_object"),
    _unreadable("unreadable_file", "reason"),
    _unreadable("format", "value"),
    _unreadable("seed", "value"),
    _unreadable("side", "value", "sides"),
    _unreadable("mode", "value"),
    _unreadable("no_players"),
    _unreadable("solo_players", "count"),
    _unreadable("analysis_players", "count", verify=False),  # ``analyse`` of a table's record
    _unreadable("too_many_players", "count"),
    _unreadable("field", "field"),
    _unreadable("name_long", "most"),
    _unreadable("island", "value", "side"),
    _unreadable("result_damaged", verify=False),
    _unreadable("result_version", verify=False),
    _unreadable("result_foreign", "seed", "side", "want", "side_want", verify=False),
    _unreadable("result_is_replay", verify=False),
    _unreadable("replay_damaged", verify=False),
    _unreadable("replay_version", verify=False),
    # Text that is not a move.
    ErrorCode("bad_move", "move.unreadable", ("text",), False),
)
"""Every code an engine error carries, with each message key it may come with.

The interface documentation is generated from it; a test checks it against
every place that raises an engine error.
"""
