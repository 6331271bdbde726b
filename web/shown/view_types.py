"""What the page shows, as typed values: one frozen dataclass per part of the screen.

``web.ui.view.build`` makes a :class:`View`; ``web.browser.draw`` applies it. Frozen
values compare by value, so the glue keeps the parts it drew last and draws again
only those that changed (:func:`changed_parts`), and of the board only the islands
and lines whose state changed (:func:`changed_elements`).

The board's islands and lines and the cards bar's cards are named tuples: the same
frozen values, made ~40 times a tap at a fraction of a frozen dataclass's cost (a slow
tablet's tap builds them all).

Pure: no browser, no rules; every text here is already rendered.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, fields
from typing import Literal, NamedTuple

# A game's phase (``Session.phase``): its starts being written, its rounds, its end. Typed so
# that a misspelt phase compared anywhere is mypy's error (``--strict``: strict equality).
Phase = Literal["setup", "play", "end"]

# -- the board ------------------------------------------------------------------------------

Key = tuple[str, int | str]  # ("island", 7) or ("line", "6-7"): a board element


class IslandState(NamedTuple):
    """One island as drawn: its number, marks, accessible name and the page's flags."""

    ident: int
    number: str  # "" when free: ``data-number`` and the island's text
    finished: bool
    classes: str  # ``class``: island, legal, fresh, selected, start
    label: str  # ``aria-label``
    pressed: bool | None  # ``aria-pressed``: a start's toggle in setup (None: not one)
    hint: bool  # ``data-hint``: the computer's suggestion
    target: str  # ``data-tutorial-target``: "true" (the tap asked for), "context", "false"

    @property
    def key(self) -> Key:
        return ("island", self.ident)

    def attributes(self) -> dict[str, str]:
        """The element's attributes (``text``: its number's text), as the page sets them."""
        out = {
            "data-number": self.number,
            "data-finished": "true" if self.finished else "false",
            "class": self.classes,
            "aria-label": self.label,
            "text": self.number,
        }
        if self.pressed is not None:
            out["aria-pressed"] = "true" if self.pressed else "false"
        out["data-hint"] = "true" if self.hint else "false"
        out["data-tutorial-target"] = self.target
        return out


class LineState(NamedTuple):
    """One line as drawn: its bridges, marks and accessible name."""

    ident: str
    bridges: int
    classes: str  # ``class``: line, legal or dead
    label: str
    hint: bool
    target: str

    @property
    def key(self) -> Key:
        return ("line", self.ident)

    def attributes(self) -> dict[str, str]:
        return {
            "data-bridges": str(self.bridges),
            "class": self.classes,
            "aria-label": self.label,
            "data-hint": "true" if self.hint else "false",
            "data-tutorial-target": self.target,
        }


Element = IslandState | LineState


@dataclass(frozen=True, slots=True)
class BoardView:
    """The board side in play and every island's and line's state (in the board's order)."""

    side: str
    islands: tuple[IslandState, ...]
    lines: tuple[LineState, ...]

    def elements(self) -> tuple[Element, ...]:
        return (*self.islands, *self.lines)

    def attributes(self) -> dict[Key, dict[str, str]]:
        """Each island's and line's attributes, as the page sets them."""
        return {element.key: element.attributes() for element in self.elements()}


@functools.lru_cache(maxsize=4096)
def attributes_of(element: Element) -> dict[str, str]:
    """``element.attributes()``, made once per state: the states a tap changes are most often
    ones drawn before (a legal mark comes and goes). Read only: the draw keeps it as drawn."""
    return element.attributes()


def changed_elements(before: BoardView | None, after: BoardView) -> list[Element]:
    """The islands and lines of ``after`` whose state differs from ``before`` (all of them
    when nothing of this side was drawn)."""
    if (
        before is None
        or before.side != after.side
        or len(before.islands) != len(after.islands)
        or len(before.lines) != len(after.lines)
    ):
        return list(after.elements())
    out: list[Element] = [
        new for old, new in zip(before.islands, after.islands, strict=True) if old != new
    ]
    out += [new for old, new in zip(before.lines, after.lines, strict=True) if old != new]
    return out


# -- the panel beside the board -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardShown:
    """The card in play."""

    number: int
    bridges: int


@dataclass(frozen=True, slots=True)
class Message:
    """The message region: a notice's code, its text and its kind ("" when none), and a
    step of the computer's start shown after the text but never said (the region is
    live: each step would be said again, interrupting, five times for a first hint)."""

    code: str = ""
    text: str = ""
    kind: str = ""
    step: str = ""


@dataclass(frozen=True, slots=True)
class Panel:
    """The game's state and its buttons: the phase, the deal, the round, the card, the total."""

    phase: Phase
    kind: str
    side: str
    seed: str
    side_label: str
    sides: tuple[tuple[str, bool], ...]  # each side's button: pressed when in play
    round: str
    card: CardShown | None
    card_label: str
    bridges_left: str
    total: int
    confirm_label: str
    confirm_enabled: bool  # not while a computer seat holds the turn (a tap says whose it is),
    # nor under the hand-over cover
    undo_enabled: bool
    start_enabled: bool
    seed_start_label: str
    hint_enabled: bool
    analyse_enabled: bool
    replay_enabled: bool
    computer_busy: bool
    asking_name: bool
    name_deal: str  # the deal a challenge's name is asked for ("" when none is asked)
    prompt: str
    hint_reason: str = ""  # the hint as a sentence, with why: shown while its marks are


class CardCell(NamedTuple):
    """One of the 18 cards in the cards bar and what became of it."""

    number: int
    bridges: int
    state: str  # "now", "played", "hidden", "to_come"
    label: str


@dataclass(frozen=True, slots=True)
class TutorialStep:
    """The guided game's step: its texts and what it points at (the tap asked for first)."""

    id: str
    title: str
    text: str
    progress: str
    highlight: tuple[tuple[str, int | str], ...]
    last: bool


@dataclass(frozen=True, slots=True)
class Tutorial:
    """The guided game's box and its marks on buttons (``step`` None: not guided)."""

    step: TutorialStep | None
    label: str  # the "How to play" / "Start the guided game again" button
    buttons: tuple[str, ...]  # the actions marked as the step's targets


@dataclass(frozen=True, slots=True)
class Handover:
    text: str
    button: str


@dataclass(frozen=True, slots=True)
class Stuck:
    """The table's choice for a computer seat that cannot play (its *Try again* is the
    page's own label: it names nobody)."""

    text: str
    person: str
    out: str


@dataclass(frozen=True, slots=True)
class Cover:
    """What covers the board: the hand-over, a stuck computer's choice, the name asked."""

    handover: Handover | None
    stuck: Stuck | None


# -- scores -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """A seat of a table: its label, whether it plays now or is shown, its thumbnail."""

    index: int
    label: str
    current: bool
    shown: bool
    thumbnail: str  # our own markup from engine data


@dataclass(frozen=True, slots=True)
class RankRow:
    place: int
    text: str


@dataclass(frozen=True, slots=True)
class StandingRow:
    """A row of a challenge's standings (``replay``: a finished friend's result code;
    ``place`` and ``total`` None: a friend still playing once the player has ended)."""

    place: int | None
    name: str
    me: bool
    rounds: str
    islands: str
    bonuses: tuple[str, ...]
    total: int | None
    replay: str
    replay_label: str


@dataclass(frozen=True, slots=True)
class Picture:
    """The end screen's picture to share (``web.ui.view.picture``): its SVG, the PNG's
    file name and size (px, square), and the title and line sent with it."""

    svg: str
    name: str
    size: int
    title: str
    text: str


@dataclass(frozen=True, slots=True)
class Scores:
    """The score breakdown, the table's seats and ranking, friends' standings, the end."""

    rows: tuple[str, ...]
    players: tuple[PlayerRow, ...]
    ranking: tuple[RankRow, ...]
    standings: tuple[StandingRow, ...]
    standings_note: str
    end_summary: str
    end_board: str
    end_hints: str
    share_text: str
    result_code: str
    replay_code: str = ""  # a finished game's replay link (``Session.replay_code``; "": not yet)
    replay_label: str = ""  # what that link sends: the game, or the board on screen


@dataclass(frozen=True, slots=True)
class Analysis:
    """The end screen's comparison with the best game in hindsight (``boards``: a round to
    look at, None until the answer came)."""

    status: str
    best_total: int | None
    rounds: tuple[str, ...]
    boards: AnalysisBoards | None = None


@dataclass(frozen=True, slots=True)
class AnalysisBoards:
    step: int
    step_label: str
    own_board: str  # our own markup from engine data
    best_board: str
    own_score: int
    best_score: int
    back: bool = True  # a round before this one to step to (the previous step enabled)
    forward: bool = True  # a round after it (the next step enabled)


NO_ANALYSIS = Analysis("", None, ())

# -- racing a friend's game ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RaceChoice:
    """A friend one may race: their name (the button's ``data-friend``), its label, and
    whether they are raced now."""

    name: str
    label: str
    pressed: bool


@dataclass(frozen=True, slots=True)
class RaceView:
    """Racing a friend's game: whom one may race, and the race after the player's rounds
    (``board``: the friend's board then, "" when none shows; nothing of a later round)."""

    choices: tuple[RaceChoice, ...]
    stop: str  # the stop button's label ("": not racing)
    heading: str
    board: str  # our own markup from engine data
    scores: str
    rows: tuple[str, ...]  # the bonuses each has reached so far
    note: str


NO_RACE_VIEW = RaceView((), "", "", "", "", (), "")

# -- the device's games --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Resume:
    key: str  # the saved game's id
    label: str


@dataclass(frozen=True, slots=True)
class Saved:
    """The device's games and storage: games to resume, the last results, the bests,
    problems with storage, and how it keeps games."""

    in_progress: tuple[Resume, ...]
    history: tuple[str, ...]
    best: tuple[str, ...]
    warning: str
    warning_short: str  # its headline, where room is short
    reports: tuple[str, ...]
    last_backup: str
    keep_tip: str
    storage_checked: bool
    storage_lost: str


# -- the screens beside the game ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameRow:
    """A finished game under the chart (opens its replay)."""

    id: str
    label: str
    code: str = ""  # its replay link's code ("" when it sends none)
    link_text: str = ""  # the button that shares that link
    link_label: str = ""  # its accessible name (which game's link)


@dataclass(frozen=True, slots=True)
class HistoryScreen:
    svg: str  # our own markup: the chart, every text in it escaped
    summary: str
    streak: str
    table: str  # the chart's table as markup, escaped
    games: tuple[GameRow, ...]
    more: str = ""  # "Show older games" when older finished games are saved, else ""


@dataclass(frozen=True, slots=True)
class StepButton:
    label: str
    enabled: bool


@dataclass(frozen=True, slots=True)
class Slider:
    """The replay's scrubber: its label, its values, the position in words (its
    ``aria-valuetext``) and the round as shown beside it ("Round 7 of 17")."""

    label: str
    max: int
    value: int
    valuetext: str
    shown: str


@dataclass(frozen=True, slots=True)
class ReplayControls:
    first: StepButton
    previous: StepButton
    next: StepButton
    last: StepButton
    toggle: StepButton
    slider: Slider


@dataclass(frozen=True, slots=True)
class SeatShown:
    """One seat of a replay: its name, board (a still SVG) and what the round did."""

    name: str
    svg: str
    heading: str
    card_label: str
    turn: tuple[str, ...]
    bonuses: tuple[str, ...]
    total_label: str
    title: str
    announcement: str


@dataclass(frozen=True, slots=True)
class ReplayScreen:
    """The replay screen: its heading (the players, the deal, the day the game ended if
    known), its controls, its seats."""

    controls: ReplayControls
    seats: tuple[SeatShown, ...]
    announcement: str
    heading: str


@dataclass(frozen=True, slots=True)
class ScreenView:
    """The open screen ("game" when none) and its contents."""

    screen: str
    close: str
    history: HistoryScreen | None = None
    replay: ReplayScreen | None = None


# -- everything ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class View:
    """Everything the page shows, part by part."""

    board: BoardView
    panel: Panel
    message: Message
    cards: tuple[CardCell, ...]
    tutorial: Tutorial
    cover: Cover
    scores: Scores
    analysis: Analysis
    saved: Saved
    screens: ScreenView
    race: RaceView = NO_RACE_VIEW


PARTS = tuple(f.name for f in fields(View))


def changed_parts(before: View | None, after: View) -> frozenset[str]:
    """The names of ``after``'s parts that differ from ``before`` (every part the first time)."""
    if before is None:
        return frozenset(PARTS)
    return frozenset(
        name
        for name in PARTS
        if getattr(before, name) is not getattr(after, name)
        and getattr(before, name) != getattr(after, name)
    )


def changed_cards(
    before: tuple[CardCell, ...] | None, after: tuple[CardCell, ...]
) -> list[int] | None:
    """The places in the cards bar whose card changed, or None when the bar is to be made
    anew (nothing drawn yet, or another number of cards)."""
    if before is None or len(before) != len(after):
        return None
    return [i for i, (old, new) in enumerate(zip(before, after, strict=True)) if old != new]
