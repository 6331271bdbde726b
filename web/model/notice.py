"""What the page tells the player, as data: a code, a text key and its parameters.

The controller and the session only produce notices; the view renders them in the
player's language (``hashi_texts.render``), so nothing in between holds text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Notice:
    """One message: ``code`` for tests and ``data-code``, ``key``/``params`` for the text."""

    code: str
    key: str
    params: dict[str, Any] = field(default_factory=dict)
    kind: str = "error"  # "error" (a refusal or a problem) or "info"


def info(key: str, code: str = "", **params: Any) -> Notice:
    return Notice(code, key, params, "info")


def problem(key: str, code: str, **params: Any) -> Notice:
    return Notice(code, key, params, "error")


def from_error(error: Exception) -> Notice:
    """An engine error (code, key, params) as a notice; anything else as an internal one."""
    code = getattr(error, "code", "internal")
    key = getattr(error, "key", None) or "ui.internal_error"
    params = dict(getattr(error, "params", {}) or {})
    return Notice(code, key, params, "error")
