"""Solo: one player, the solo deadlines and titles."""

from __future__ import annotations

from .base import Flow


class Solo(Flow):
    kind = "solo"
    action = "new-game"
