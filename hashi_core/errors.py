"""The engine's errors: a broken rule, and input that is not a record."""

from __future__ import annotations

from .messages import text


class HashiError(Exception):
    """Base class: every error carries a stable ``code`` and a player-facing ``message``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class RuleError(HashiError):
    """A move that breaks a rule of the game; ``code`` is one of CONTRACT section 3."""

    def __init__(self, code: str, key: str | None = None, **params: object) -> None:
        """``key`` picks a more specific message than the code's own."""
        super().__init__(code, text(f"rule.{key or code}", **params))
        self.params = params
        self.player: int | None = None
        self.round: int | None = None


class RecordError(HashiError):
    """Data that cannot be read as a game record (``bad_record``)."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__("bad_record", text(f"record.{key}", **params))
