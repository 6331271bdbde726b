"""The guided first game: a scripted deal and one expected tap per step.

Five rounds on side A show every part of the rules once: the start, a
refusal (a flag island with no bridge yet), a number on a plain island,
bridges that need a numbered end, a flag island once a bridge leads to it,
finished islands, a second bridge on a line, a refusal at a finished island,
skipping action b, the blue flags bonus and a chain of six. The last step
offers a real game.

Each step names the one tap it waits for (:class:`Tap`), the text shown
(``tutorial.step.<id>`` with :attr:`Step.params`), what to highlight, and
which move the tap makes; :func:`check_tap` answers any other tap with a
"not now" text. A step with :attr:`Step.refusal` waits for a tap the engine
refuses: the page shows the engine's refusal, and the next step explains it.

Saving: the step index is all the state there is. The moves so far are the
script's own (:func:`moves_until`), so :func:`save` writes both and
:func:`restore` replays them, starting over when they do not match the
script (a save from another version of it).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from hashi_core import Card, Deal, DrawBridge, EndTurn, Game, Move, PlaceStart, Start, WriteNumber
from hashi_core.values import Value

from ..shown.view_types import TutorialStep

SIDE = "A"
START = Start(7, 3)
# Rounds 1-5 are the lesson; the other twelve only make it a full deal.
DRAW = (
    (4, 3),
    (2, 1),
    (2, 3),
    (2, 2),
    (1, 2),
    (3, 2),
    (6, 1),
    (1, 1),
    (5, 3),
    (4, 2),
    (3, 1),
    (6, 2),
    (1, 3),
    (4, 1),
    (5, 2),
    (3, 3),
    (6, 3),
)
SAVE_VERSION = 1

KINDS = ("island", "line", "action")
START_ACTION = "seed-start"  # the page's button that writes the deal's start
DONE_ACTION = "confirm"  # the page's Done button: ends the round
REAL_GAME_ACTION = "new-game"  # the page's button that starts a real game


class Tap(Value):
    """What a player tapped: an island id, a line id (``"6-13"``) or a button action."""

    __slots__ = ("kind", "target")
    kind: str
    target: int | str

    def __init__(self, kind: str, target: int | str) -> None:
        if kind not in KINDS:
            raise ValueError(f"a tap is on an island, a line or an action, not {kind!r}")
        super().__init__(kind, target)

    @classmethod
    def island(cls, island: int) -> Tap:
        return cls("island", island)

    @classmethod
    def line(cls, line: str) -> Tap:
        return cls("line", line)

    @classmethod
    def action(cls, name: str) -> Tap:
        return cls("action", name)


class Step:
    """One step of the guided game: the tap it waits for and what it shows.

    ``params`` fill the step's text; ``highlight`` lists what the page marks
    (the tap's target first); ``refusal`` is the rule code the engine answers
    the expected tap with, for a step that shows a refusal; ``shows`` names
    the moments the step is there for (``flag``, ``finished``, ``refusal``,
    ``bonus:<name>``), which the tests check against the engine.
    """

    __slots__ = ("id", "tap", "params", "highlight", "refusal", "shows")

    def __init__(
        self,
        id: str,
        tap: Tap,
        params: dict[str, int] | None = None,
        *,
        also: tuple[Tap, ...] = (),
        refusal: str | None = None,
        shows: tuple[str, ...] = (),
    ) -> None:
        self.id = id
        self.tap = tap
        self.params = dict(params or {})
        if tap.kind == "island":
            self.params["island"] = int(tap.target)
        elif tap.kind == "line":
            a, b = str(tap.target).split("-")
            self.params.update(a=int(a), b=int(b))
        self.highlight = (tap, *also)
        self.refusal = refusal
        self.shows = shows + (("refusal",) if refusal else ())

    @property
    def text(self) -> str:
        return f"tutorial.step.{self.id}"

    @property
    def not_now(self) -> str:
        """The text for any other tap: what this step waits for, and why."""
        if self.tap.kind == "action":
            return {
                START_ACTION: "tutorial.not_now.start",
                DONE_ACTION: "tutorial.not_now.done",
                REAL_GAME_ACTION: "tutorial.not_now.finish",
            }[str(self.tap.target)]
        if self.refusal:
            return f"tutorial.not_now.try_{self.tap.kind}"
        return "tutorial.not_now.number" if self.tap.kind == "island" else "tutorial.not_now.bridge"

    def __repr__(self) -> str:
        return f"Step({self.id!r}, {self.tap!r})"


_island, _line, _action = Tap.island, Tap.line, Tap.action
_done = _action(DONE_ACTION)

STEPS: tuple[Step, ...] = (
    Step(
        "start",
        _action(START_ACTION),
        {"value": START.value, "island": START.island},
        also=(_island(START.island),),
    ),
    # Round 1: 4 and 3 bridges.
    Step("try_flag", _island(6), {"number": 4, "count": 3}, refusal="flag_needs_bridge"),
    Step("number_plain", _island(13), {"number": 4, "flag": 6}),
    Step("first_bridge", _line("6-7"), {"count": 3, "value": 3}, also=(_island(7),)),
    Step("second_bridge", _line("7-8")),
    Step("third_bridge", _line("13-16"), {"number": 4}),
    Step("done_round1", _done, also=(_island(6), _island(8), _island(16))),
    # Round 2: 2 and 1 bridge.
    Step("flag_number", _island(6), {"number": 2, "count": 1}, shows=("flag",)),
    Step("finish_island", _line("6-13"), {"number": 2}, shows=("finished",)),
    Step("done_round2", _done, {"island": 6}, also=(_island(6),)),
    # Round 3: 2 and 3 bridges.
    Step("flag_again", _island(8), {"number": 2, "count": 3}, shows=("flag",)),
    Step("double_bridge", _line("7-8"), shows=("finished",)),
    Step("double_again", _line("13-16")),
    Step("plain_end", _line("13-14"), shows=("finished",)),
    Step("done_round3", _done),
    # Round 4: 2 and 2 bridges.
    Step(
        "exact_number",
        _island(16),
        {"number": 2, "count": 2, "bridges": 2},
        shows=("flag", "finished"),
    ),
    Step("try_finished", _line("16-17"), refusal="too_many_bridges"),
    Step("skip_bridges", _done, {"island": 16}, shows=("bonus:blue",)),
    # Round 5: 1 and 2 bridges.
    Step(
        "chain_island",
        _island(14),
        {"number": 1, "count": 2, "points": 7, "deadline": 7, "low": 3},
        shows=("finished",),
    ),
    Step(
        "done_chain",
        _done,
        also=tuple(_island(i) for i in (6, 7, 8, 13, 14, 16)),
        shows=("bonus:chain",),
    ),
    Step("real_game", _action(REAL_GAME_ACTION), {"points": 8, "deadline": 12, "low": 4}),
)

GENERAL_KEYS = (
    "tutorial.title",
    "tutorial.progress",
    "tutorial.restart",
)


class TapCheck:
    """The answer to a tap: ``expected``, or not now with the text (key and params) why."""

    __slots__ = ("expected", "key", "params")

    def __init__(
        self, expected: bool, key: str | None = None, params: dict[str, int] | None = None
    ) -> None:
        self.expected = expected
        self.key = key
        self.params = params or {}

    def __repr__(self) -> str:
        return "TapCheck(expected)" if self.expected else f"TapCheck(not now: {self.key!r})"


def check_tap(index: int, tap: Tap) -> TapCheck:
    """Whether ``tap`` is what step ``index`` waits for; if not, the text that says why."""
    step = STEPS[_valid_index(index)]
    if tap == step.tap:
        return TapCheck(True)
    return TapCheck(False, step.not_now, step.params)


def step_view(index: int, lang: str, render: Callable[..., str]) -> TutorialStep:
    """What the page shows at step ``index``: the text, the progress, what to highlight.

    ``render`` is ``hashi_texts.render``; ``highlight`` lists ``(kind, target)`` pairs.
    """
    step = STEPS[_valid_index(index)]
    return TutorialStep(
        id=step.id,
        title=render("tutorial.title", lang),
        text=render(step.text, lang, **step.params),
        progress=render("tutorial.progress", lang, step=index + 1, total=len(STEPS)),
        highlight=tuple((tap.kind, tap.target) for tap in step.highlight),
        last=index == len(STEPS) - 1,
    )


def _valid_index(index: int) -> int:
    if not 0 <= index < len(STEPS):
        raise IndexError(f"the guided game has steps 0-{len(STEPS) - 1}, not {index}")
    return index


@cache
def tutorial_deal() -> Deal:
    """The scripted deal: side A, start 3 on island 7, the lesson's cards first."""
    return Deal.scripted(SIDE, [Card(n, b) for n, b in DRAW], START)


def new_game() -> Game:
    """The guided game before its first step (a solo game on the scripted deal)."""
    return Game(tutorial_deal())


def move_of(step: Step) -> Move | None:
    """The move the step's expected tap makes (None for the last step's button)."""
    tap = step.tap
    if tap.kind == "island":
        return WriteNumber(int(tap.target))
    if tap.kind == "line":
        a, b = str(tap.target).split("-")
        return DrawBridge(int(a), int(b))
    if tap.target == START_ACTION:
        return PlaceStart(START.island, START.value)
    if tap.target == DONE_ACTION:
        return EndTurn()
    return None


def moves_until(index: int) -> list[Move]:
    """The moves the game holds when step ``index`` begins (refused taps add none)."""
    if not 0 <= index <= len(STEPS):
        raise IndexError(index)
    return [m for s in STEPS[:index] if not s.refusal and (m := move_of(s)) is not None]


def replay(index: int) -> Game:
    """The guided game as it stands when step ``index`` begins."""
    game = new_game()
    for move in moves_until(index):
        game.push(move)
    return game


def save(index: int) -> dict[str, object]:
    """What a save holds: the step index and the moves so far, as text."""
    return {
        "tutorial": SAVE_VERSION,
        "step": _valid_index(index),
        "moves": [str(m) for m in moves_until(index)],
    }


def restore(data: object) -> tuple[int, Game]:
    """The step and game of a save; step 0 and a new game when it does not fit the script."""
    if isinstance(data, dict) and data.get("tutorial") == SAVE_VERSION:
        index, moves = data.get("step"), data.get("moves")
        if (
            type(index) is int
            and 0 <= index < len(STEPS)
            and moves == [str(m) for m in moves_until(index)]
        ):
            return index, replay(index)
    return 0, new_game()
