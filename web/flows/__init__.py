"""The ways of playing, by the name used in addresses and saves.

Adding one (the guided first game, computer seats) is one new module here and
one line in :data:`FLOWS`; the controller, saves and address take it from there.
"""

from __future__ import annotations

from .base import Flow
from .challenge import Challenge
from .party import Party
from .solo import Solo
from .tutorial import Tutorial

FLOWS: dict[str, Flow] = {
    "solo": Solo(),
    "party": Party(),
    "challenge": Challenge(),
    "tutorial": Tutorial(),  # issue 11: a scripted deal, one tap asked at a time
}
KINDS = tuple(FLOWS)

__all__ = ["FLOWS", "KINDS", "Flow"]
