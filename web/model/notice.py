"""What the page tells the player, as data: a code, a text key and its parameters.

The controller and the session only produce notices; the view renders them in the
player's language (``hashi_texts.render``), so nothing in between holds text.

A notice's lifetime is declared when it is made (``until``): every notice lasts
until the next step that says something or is taken; an information ends also
when the player opens a screen (what the last step did is not said again over the
history or a replay), and the refusal of a tap during a computer's turn ends with
that turn. ``UiState.end`` ends them there; nothing reads a notice back to decide.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal

# Where a notice ends besides the next step (``UiState.end``): a screen opened, a computer's
# turn over; "step": at the next step only.
Ends = Literal["screen", "computer_turn"]
Until = Literal["step", Ends]


@dataclass(frozen=True)
class Notice:
    """One message: ``code`` for tests and ``data-code``, ``key``/``params`` for the text;
    ``until``: its lifetime (not part of what it says: two notices saying the same are equal)."""

    code: str
    key: str
    params: dict[str, Any] = field(default_factory=dict)
    kind: str = "error"  # "error" (a refusal or a problem) or "info"
    until: Until = field(default="step", compare=False)

    def lasting(self, until: Until) -> Notice:
        """This notice, ending at ``until`` (and at the next step)."""
        return replace(self, until=until)


def info(key: str, code: str = "", **params: Any) -> Notice:
    """What a step did: said until the next step, or until a screen opens."""
    return Notice(code, key, params, "info", "screen")


def problem(key: str, code: str, **params: Any) -> Notice:
    """A refusal or a problem: said until the next step."""
    return Notice(code, key, params, "error")


def from_error(error: Exception) -> Notice:
    """An engine error (code, key, params) as a notice; anything else as an internal one."""
    code = getattr(error, "code", "internal")
    key = getattr(error, "key", None) or "ui.internal_error"
    params = dict(getattr(error, "params", {}) or {})
    return Notice(code, key, params, "error")
