"""What a step did, as a value its caller branches on: taken, refused, waiting, or a second tap.

A session's step (``session.py``) and a tap's gesture (``gestures.py``) return an
:class:`Outcome`; the caller decides from it (the two-tap bridge goes on after a
tap taken, never after a refusal), and what the player is told is made from it
here, in :meth:`Outcome.notice`, the one place a tap's message is chosen.

The controller's steps (``controller.py``: a seed typed, a name given, a file
imported, a result pasted...) and the computer's (``computer_play.py``: a seat
given to a person, the computer asked again...) return a :class:`Said`: whether
the step was taken and what it says. Either is said in one place,
``UiState.say``; nothing reads the notice back to decide. No text: a notice is a
code, a text key and its parameters (``notice.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from hashi_core import HashiError

from .notice import Notice, Until, from_error, info, problem

Kind = Literal["taken", "refused", "waiting", "second_tap"]

# What a step taken says (its code: text key, data-code); "" says nothing.
SAID = {
    "undone": ("ui.undone", ""),
    "number_taken_back": ("ui.number_taken_back", ""),
    "bridge_from": ("a11y.bridge_from", "bridge_from"),  # refused as a number: a first end
}
# The page's own refusals, before any move reaches the engine (code: text key).
REFUSED = {
    "bad_start": "rule.bad_start",  # an island that takes no start, chosen for it
    "choose_island": "ui.choose_island_first",  # a start's value before its island
}
# Why a tap waits (code: text key): the flow's own refusal says its own notice.
WAITS = {
    "name_needed": "ui.name_first",
    "handover": "ui.handover_first",
    "not_your_board": "ui.not_your_board",
    "game_over": "rule.game_over",
    "computer_turn": "ui.computer_turn",
}
# A refusal said past the step (code: where it ends): a tap refused while a computer
# plays its turn, until that turn is over.
LASTING: dict[str, Until] = {"computer_turn": "computer_turn"}
DOUBLE_TAP = "double_tap"


@dataclass(frozen=True)
class Said:
    """What a step did, for the player: ``taken`` (False: refused, or nothing to do) and
    what it says (``notice``; None: nothing). Said (``UiState.say``), a notice replaces
    the message; a step taken that says nothing ends it; a step neither taken nor
    saying anything changes nothing, the message included."""

    taken: bool
    notice: Notice | None = None


def done(notice: Notice | None = None) -> Said:
    """A step carried out, saying ``notice`` (None: nothing, and what was said ends)."""
    return Said(True, notice)


def declined(notice: Notice) -> Said:
    """A step refused (nothing changed), or a question not answered: ``notice`` says why."""
    return Said(False, notice)


UNCHANGED = Said(False)  # nothing to do: nothing changed, nothing said


@dataclass(frozen=True)
class Outcome:
    """A step's result. ``code``: taken, what it says ("" nothing, or a ``SAID`` code);
    refused, the rule's code (``error``: the engine's refusal; None for the page's own,
    ``REFUSED``); waiting, why (``WAITS``, or the flow's notice's code with ``answer``:
    the flow's notice); a second tap, ``double_tap``. ``params``: the notice's (a name,
    an island)."""

    kind: Kind
    code: str = ""
    error: HashiError | None = None
    params: dict[str, Any] = field(default_factory=dict)
    answer: Notice | None = None

    @property
    def taken(self) -> bool:
        return self.kind == "taken"

    def said(self) -> Said:
        """This outcome as the player is told it (every tap replaces the message)."""
        return Said(self.taken, self.notice())

    def notice(self) -> Notice | None:
        """What the player is told of this step (None: nothing)."""
        if self.kind == "taken":
            if not self.code:
                return None
            key, code = SAID[self.code]
            return info(key, code, **self.params)
        if self.kind == "refused":
            if self.error is not None:
                return from_error(self.error)
            return problem(REFUSED[self.code], self.code, **self.params)
        if self.kind == "waiting":
            if self.answer is not None:
                return self.answer
            waits = problem(WAITS[self.code], self.code, **self.params)
            return waits.lasting(LASTING.get(self.code, "step"))
        if self.params.get("button"):  # (again would be the next step: not invited)
            return info("ui.double_tap_button", DOUBLE_TAP)
        if self.params.get("key"):
            return info("ui.double_press", DOUBLE_TAP)
        return info("ui.double_tap", DOUBLE_TAP)


def taken(said: str = "", **params: Any) -> Outcome:
    """A step carried out; ``said``: what it says (a ``SAID`` code)."""
    assert not said or said in SAID, said
    return Outcome("taken", said, params=params)


def refused(error: HashiError) -> Outcome:
    """A step the engine refused: nothing changed."""
    return Outcome("refused", error.code, error)


def refused_here(code: str) -> Outcome:
    """A tap the page refuses before any move (a ``REFUSED`` code)."""
    assert code in REFUSED, code
    return Outcome("refused", code)


def waiting(code: str, **params: Any) -> Outcome:
    """A tap that waits for something else first (a ``WAITS`` code)."""
    assert code in WAITS, code
    return Outcome("waiting", code, params=params)


def waiting_on_flow(answer: Notice) -> Outcome:
    """A tap the way of playing takes elsewhere now (the guided game's "not now")."""
    return Outcome("waiting", answer.code, answer=answer)


SECOND_TAP = Outcome("second_tap", DOUBLE_TAP)  # a double tap's second tap, not carried out
SECOND_TAP_ON_BUTTON = Outcome("second_tap", DOUBLE_TAP, params={"button": True})
SECOND_PRESS = Outcome("second_tap", DOUBLE_TAP, params={"key": True})  # a key's, on the board
