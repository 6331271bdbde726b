"""The engine's errors: a broken rule, input that is not a record, a move that does not parse.

An error never holds a sentence: it carries a stable ``code``, the ``key`` of
its message and the ``params`` to fill it with. The text is rendered in the
player's language where it is shown (``hashi_texts.error_text``).
"""

from __future__ import annotations


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


class RuleError(HashiError):
    """A move that breaks a rule of the game; ``code`` is one of CONTRACT section 3.

    ``player`` and ``round`` say where it happened once the game knows.
    """

    def __init__(self, code: str, key: str | None = None, **params: object) -> None:
        """``key`` picks a more specific message than the code's own (``rule.<code>``)."""
        super().__init__(code, f"rule.{key or code}", params)
        self.player: int | None = None
        self.round: int | None = None


class RecordError(HashiError):
    """Data that cannot be read as a game record (code ``bad_record``)."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__("bad_record", f"record.{key}", params)


class MoveParseError(HashiError):
    """Text that is not a move's text form (code ``bad_move``)."""

    def __init__(self, text: str) -> None:
        super().__init__("bad_move", "move.unreadable", {"text": text[:80]})
