"""The computer player's levels by name, weakest first: the one list everyone offers.

A module of its own so that the page knows the levels (a table's seats, its
saves) without loading the computer player, which runs in a worker.
"""

from __future__ import annotations

LEVELS = ("easy", "normal", "hard")
EASY, NORMAL, HARD = LEVELS
DEFAULT_LEVEL = HARD  # a hint, and a position that names no level
# The best game in hindsight's search: no new beam starts if it would likely end after this
# (seconds); the page shows it is thinking meanwhile and asks for no longer.
ANALYSIS_SECONDS = 8.0
