"""The guided first game: the lesson's scripted deal, one expected tap per step.

The script (``web/lessons/tutorial_script.py``) says which tap each step waits
for; this flow answers any other tap with the script's "not now" text, moves
to the next step once the expected tap went through the session's usual
path (or, at a refusal step, was refused by the engine with the expected
rule), and saves the step with the moves as the script writes them.
Actions that leave the guided game, or touch no game, never ask a flow.
"""

from __future__ import annotations

from typing import Any

from hashi_core import Deal, Game
from hashi_texts import render

from ...lessons import tutorial_script as script
from ...shown.view_types import TutorialStep
from ..notice import Notice, info
from .base import Flow

NOT_NOW = "tutorial_not_now"  # data-code of the answer to an unexpected tap
LAST = len(script.STEPS) - 1


class Tutorial(Flow):
    kind = "tutorial"
    action = "tutorial"
    label = "TUTORIAL"
    listed = False  # resumed with its own button, not from the saved games
    # Its panel holds its steps' controls alone: on a phone upright the list of games to
    # resume pushed the first step's button off the screen (Q39). New game lists them.
    others_listed = False

    def new_game(self, seed: str, side: str, names: list[str]) -> Game:
        return script.new_game()

    def scripted_deal(self) -> Deal | None:
        return script.tutorial_deal()

    def refusal(self, progress: int, kind: str, target: int | str) -> Notice | None:
        check = script.check_tap(progress, script.Tap(kind, target))
        if check.expected:
            return None
        return info(check.key or "", NOT_NOW, **check.params)

    def advance(self, progress: int, refused: str | None) -> int:
        if progress >= LAST or refused != script.STEPS[progress].refusal:
            return progress
        return progress + 1

    def saved(self, progress: int) -> dict[str, Any]:
        return {"tutorial": script.save(progress)}

    def restored(self, ui: dict[str, Any], game: Game) -> tuple[int, Game]:
        return script.restore(ui.get("tutorial"))

    def step_view(self, progress: int, lang: str) -> TutorialStep | None:
        return script.step_view(progress, lang, render)

    def over(self, progress: int) -> bool:
        # At the last step only a real game is left: the guided game starts over next time.
        return progress >= LAST
