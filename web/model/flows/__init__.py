"""The ways of playing, by the name used in addresses and saves.

Adding one (the guided first game, computer seats) is one new module here and
one line in :data:`FLOWS` (and its texts in the catalogues): the controller,
saves, address and view read every way of playing from this registry.
"""

from __future__ import annotations

from hashi_core import SOLO

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
DEFAULT = "solo"  # the way of playing when none is named (an address without ``mode``)


def for_record(mode: str, players: int) -> Flow:
    """How a record file is played once opened (a file does not say): the first way of
    playing on a seed's deal that seats ``players`` in the engine's ``mode``."""
    for flow in FLOWS.values():
        seats = flow.min_players <= players <= flow.max_players
        if flow.mode == mode and seats and flow.scripted_deal() is None:
            return flow
    return FLOWS[DEFAULT]


def of_friends() -> Flow:
    """The way of playing with friends' results, which a friend's result link opens."""
    return next(flow for flow in FLOWS.values() if flow.with_friends)


def solo_kinds() -> tuple[str, ...]:
    """The ways of playing scored by the solo rules on a seed's deal: what titles, personal
    bests and the scores' chart are for (a tuple: a stored kind may be anything)."""
    return tuple(
        kind for kind, flow in FLOWS.items() if flow.mode == SOLO and flow.scripted_deal() is None
    )


__all__ = ["DEFAULT", "FLOWS", "Flow", "for_record", "of_friends", "solo_kinds"]
