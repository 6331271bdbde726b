"""A seed challenge: one player on this device, scored with friends' result links.

Each friend plays the same seed on their own device and sends a result link;
the standings score everyone together with the multi-player rules.
"""

from __future__ import annotations

from hashi_core import MULTI

from .base import Flow


class Challenge(Flow):
    kind = "challenge"
    action = "start-challenge"
    mode = MULTI
    with_friends = True
