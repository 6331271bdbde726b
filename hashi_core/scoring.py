"""Bonuses, end scoring and the solo titles."""

from __future__ import annotations

from .board import FLAGS, get_board
from .board_data import SIDES
from .sheet import Sheet
from .values import Value

CHAIN = "chain"  # the bonus for a chain of CHAIN_LENGTH finished islands (the others: FLAGS)
BONUSES = (*FLAGS, CHAIN)
HIGH = {"red": 9, "blue": 7, "chain": 8}
LOW = {"red": 5, "blue": 3, "chain": 4}
SOLO_DEADLINE = {"blue": 7, "red": 12, "chain": 12}  # last round for the high value
CHAIN_LENGTH = 6
POINTS_PER_ISLAND = 2
# (lowest total, title key), highest first.
TITLES = (
    (60, "island_god"),
    (58, "construction_genius"),
    (56, "ace_architect"),
    (54, "statics_expert"),
    (52, "professional_planner"),
    (51, "master_bridge_builder"),
    (49, "project_manager"),
    (47, "concrete_pourer"),
    (45, "screw_tightener"),
    (43, "bamboo_binder"),
    (41, "dogsbody"),
)


def largest_chain(sheet: Sheet) -> int:
    """Size of the largest group of finished islands joined by bridges among them."""
    finished = set(sheet.finished())
    lines = sheet.board.lines
    neighbours: dict[int, list[int]] = {i: [] for i in finished}
    for lid in sheet.bridges:
        a, b = lines[lid].ends
        if a in finished and b in finished:
            neighbours[a].append(b)
            neighbours[b].append(a)
    best, seen = 0, set()
    for root in finished:
        if root in seen:
            continue
        seen.add(root)
        stack, size = [root], 0
        while stack:
            size += 1
            for nxt in neighbours[stack.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        best = max(best, size)
    return best


def reached(sheet: Sheet, chain: int | None = None) -> set[str]:
    """The bonus conditions that hold on ``sheet`` now (``chain``: its largest chain, when
    already known)."""
    board = sheet.board
    out = {flag for flag in FLAGS if all(sheet.is_finished(i) for i in board.flagged(flag))}
    if (largest_chain(sheet) if chain is None else chain) >= CHAIN_LENGTH:
        out.add(CHAIN)
    return out


def bonus_points(bonus: str, rnd: int | None, mode: str, first: int | None) -> int:
    """Points for reaching ``bonus`` in round ``rnd``.

    Solo: the high value by the deadline. Multi: the high value to everyone
    who reached it in the earliest round any player did (``first``).
    """
    if rnd is None:
        return 0
    if mode == "solo":
        return HIGH[bonus] if rnd <= SOLO_DEADLINE[bonus] else LOW[bonus]
    return HIGH[bonus] if rnd == first else LOW[bonus]


def worth_now(bonus: str, rnd: int, mode: str, first: int | None) -> int:
    """What ``bonus`` would bring if reached in round ``rnd``.

    ``first`` is the earliest round any player reached it (multi), or None.
    """
    return bonus_points(bonus, rnd, mode, rnd if first is None or first >= rnd else first)


def island_points(finished: int) -> int:
    """What ``finished`` islands bring at the end of the game."""
    return POINTS_PER_ISLAND * finished


def max_total() -> int:
    """No game scores more: every island of the larger side finished, every bonus at its
    high value (a bound, not a total reached: a stored total above it is not a game's)."""
    islands = max(len(get_board(side).islands) for side in SIDES)
    return island_points(islands) + sum(HIGH.values())


def title(total: int) -> str:
    """The solo title's key for ``total`` (``"island_god"``...): texts render it."""
    for lowest, key in TITLES:
        if total >= lowest:
            return key
    return "minion"


class Outlook(Value):
    """Where one bonus stands for one player, for a live score view.

    ``reached``/``points``: the round it was reached and what it brings (or
    None/0); ``preview``: the points it brings if this round's draft is
    confirmed (0 if the draft does not reach it); ``done``/``need``: finished
    flags, or the largest chain; ``worth``: what it would bring if reached this
    round; ``deadline``: the last round for the high value in solo, else None;
    ``in_time``: solo, and this round is not past the deadline; ``low``: the
    later value; ``first``/``first_by``: the earliest round anyone reached it
    and who (multi).
    """

    __slots__ = (
        "bonus",
        "reached",
        "points",
        "preview",
        "done",
        "need",
        "worth",
        "deadline",
        "in_time",
        "low",
        "first",
        "first_by",
    )
    bonus: str
    reached: int | None
    points: int
    preview: int
    done: int
    need: int
    worth: int
    deadline: int | None
    in_time: bool
    low: int
    first: int | None
    first_by: tuple[int, ...]


class Score(Value):
    """One player's breakdown, as ``verify`` reports it; ``title`` is a title key."""

    __slots__ = ("name", "finished", "island_points", "bonuses", "total", "title")
    name: str
    finished: int
    island_points: int
    bonuses: dict[str, tuple[int | None, int]]
    total: int
    title: str | None

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "name": self.name,
            "finished": self.finished,
            "island_points": self.island_points,
        }
        for bonus in BONUSES:
            rnd, pts = self.bonuses[bonus]
            out[bonus] = {"round": rnd, "points": pts}
        out["total"] = self.total
        out["title"] = self.title
        return out


def score_players(
    names: list[str],
    finished: list[int],
    achieved: list[dict[str, int | None]],
    mode: str,
    final: bool,
) -> list[Score]:
    """Scores for every player from their finished counts and bonus rounds."""
    first = {b: first_round(achieved, b) for b in BONUSES}
    scores = []
    for name, count, got in zip(names, finished, achieved, strict=True):
        bonuses = {b: (got[b], bonus_points(b, got[b], mode, first[b])) for b in BONUSES}
        islands = island_points(count) if final else 0
        total = islands + sum(p for _, p in bonuses.values())
        solo_title = title(total) if mode == "solo" else None
        scores.append(Score(name, count, islands, bonuses, total, solo_title))
    return scores


def first_round(achieved: list[dict[str, int | None]], bonus: str) -> int | None:
    """The earliest round any player reached ``bonus``, or None."""
    return min((r for a in achieved if (r := a[bonus]) is not None), default=None)


def winners(scores: list[Score]) -> list[str]:
    best = max((s.total for s in scores), default=0)
    return [s.name for s in scores if s.total == best]


def progress(sheet: Sheet, chain: int | None = None) -> dict[str, tuple[int, int]]:
    """How far each bonus is: (done, needed) finished flags, or the largest chain
    (``chain``, when already known)."""
    board = sheet.board
    out = {
        flag: (sum(sheet.is_finished(i) for i in board.flagged(flag)), len(board.flagged(flag)))
        for flag in FLAGS
    }
    out[CHAIN] = (largest_chain(sheet) if chain is None else chain, CHAIN_LENGTH)
    return out


def places(totals: list[int]) -> list[int]:
    """Each total's place, equal totals sharing one (1, 1, 3 ...)."""
    return [1 + sum(other > total for other in totals) for total in totals]
