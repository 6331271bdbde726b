"""How good a sheet looks between rounds: points now plus what it promises.

Points now come from the engine's scoring (finished islands, bonuses by the
round they were reached). The promise is the bot's own judgement: how likely
each open island is to be finished in the rounds left, how close each bonus
is and whether it can still be had in time. A level sees with its own
``Style``: an easy player ignores crossings and deadlines, and looks at the
islands it is building rather than at the whole board.
"""

from __future__ import annotations

from functools import cache

from hashi_core import ROUNDS, SOLO, Board, get_board
from hashi_core.board import FLAGS
from hashi_core.scoring import (
    BONUSES,
    CHAIN,
    CHAIN_LENGTH,
    HIGH,
    LOW,
    SOLO_DEADLINE,
    bonus_points,
    island_points,
    reached,
)
from hashi_core.sheet import MAX_BRIDGES_PER_ISLAND, MAX_BRIDGES_PER_LINE, Sheet


class Style:
    """What a level pays attention to, and how much."""

    __slots__ = (
        "open_island",
        "deficit",
        "dead",
        "free_island",
        "flag_progress",
        "chain_progress",
        "crossings",
        "deadlines",
        "bonus_horizon",
        "flag_power",
        "chain_power",
        "flag_room",
    )

    def __init__(
        self,
        *,
        open_island: float = 1.5,  # an alive open island, before its deficit
        deficit: float = 0.25,  # cost of each bridge an open island still needs
        dead: float = 1.5,  # an island that can never be finished
        free_island: float = 0.3,  # an island still free for a number
        flag_progress: float = 1.0,  # weight of the flags' bonus promise
        chain_progress: float = 1.0,  # weight of the chain's bonus promise
        crossings: bool = True,  # sees that a bridge closes the lines it crosses
        deadlines: bool = True,  # knows the solo deadlines
        bonus_horizon: float = 1.0,  # how far ahead the bonuses matter (1: the whole game)
        flag_power: float = 1.0,  # how the flags' promise grows with their progress
        chain_power: float = 2.0,  # how the chain's promise grows with its size
        flag_room: bool = False,  # a flag is lost once a free flagged island can take no bridge
    ) -> None:
        self.open_island = open_island
        self.deficit = deficit
        self.dead = dead
        self.free_island = free_island
        self.flag_progress = flag_progress
        self.chain_progress = chain_progress
        self.crossings = crossings
        self.deadlines = deadlines
        self.bonus_horizon = bonus_horizon
        self.flag_power = flag_power
        self.chain_power = chain_power
        self.flag_room = flag_room


class Geometry:
    """Per board side, the tables the evaluation reads on every call (found once).

    Each island's lines as (line id, other end, crossing line ids), its neighbours,
    each flag's islands (as a tuple, in the board's order, and as a set) and each
    line's ends.
    """

    def __init__(self, board: Board) -> None:
        self.board = board
        self.count = len(board.islands)
        self.links: list[list[tuple[str, int, tuple[str, ...]]]] = [[]]
        for island in board.islands:
            links = []
            for lid in board.lines_of[island.id]:
                line = board.lines[lid]
                other = line.b if line.a == island.id else line.a
                links.append((lid, other, line.crosses))
            self.links.append(links)
        self.neighbours = [tuple(other for _, other, _ in links) for links in self.links]
        self.flags = {flag: board.flagged(flag) for flag in FLAGS}
        self.flag_sets = [(flag, frozenset(islands)) for flag, islands in self.flags.items()]
        self.flagged = {i.id for i in board.islands if i.flag}
        self.ends = {lid: (line.a, line.b) for lid, line in board.lines.items()}


@cache
def geometry(side: str) -> Geometry:
    return Geometry(get_board(side))


def bonus_rounds(
    sheet: Sheet,
    achieved: dict[str, int | None],
    rnd: int,
    finished: set[int],
    geo: Geometry,
) -> dict[str, int | None]:
    """The round of each bonus once round ``rnd`` is committed (the engine's test).

    ``finished`` holds the sheet's finished islands. The answer is ``achieved``
    itself (not a copy) when no bonus can have been reached this round.
    """
    # Ask the engine only when a bonus may have been reached: a chain needs six
    # finished islands, a flag bonus all its flags finished.
    maybe = achieved[CHAIN] is None and len(finished) >= CHAIN_LENGTH
    if not maybe:
        for flag, islands in geo.flag_sets:
            if achieved[flag] is None and islands <= finished:
                maybe = True
                break
    if not maybe:
        return achieved
    got = dict(achieved)
    for bonus in reached(sheet):
        if got[bonus] is None:
            got[bonus] = rnd
    return got


def evaluate(
    sheet: Sheet, achieved: dict[str, int | None], rnd: int, style: Style, geo: Geometry
) -> float:
    """Points after round ``rnd`` (as the engine scores them) plus the rounds left's promise."""
    numbers, degree, bridges = sheet.numbers, sheet.degree, sheet.bridges
    drawn = bridges.keys()
    left = ROUNDS - rnd
    see_crossings = style.crossings
    links = geo.links
    promise = 0.0
    finished: set[int] = set()
    alive: dict[int, float] = {}  # numbered island -> chance-like score, 1 finished, -1 dead
    scale = style.deficit * 3.0 / (2.0 + min(left, 6))
    for i, n in numbers.items():
        need = n - degree[i]
        if need == 0:
            alive[i] = 1.0
            finished.add(i)
            continue
        if left <= 0:
            continue
        capacity = 0
        for lid, other, crosses in links[i]:
            # A closed line: empty, and crossed by a bridge (Sheet.is_closed, inlined).
            if crosses and see_crossings and lid not in bridges and not drawn.isdisjoint(crosses):
                continue
            line_room = MAX_BRIDGES_PER_LINE - bridges.get(lid, 0)
            end_room = numbers.get(other, MAX_BRIDGES_PER_ISLAND) - degree[other]
            capacity += line_room if line_room < end_room else end_room
            if capacity > need:
                break  # more room than needed: nothing below tells more from less
        if capacity < need:
            promise -= style.dead
            alive[i] = -1.0
            continue
        chance = 1.0 - need * scale
        if chance < 0.0:
            chance = 0.0
        if capacity == need:
            chance *= 0.8
        alive[i] = chance
        promise += style.open_island * chance
    got = bonus_rounds(sheet, achieved, rnd, finished, geo)
    now = island_points(len(finished))
    for bonus in BONUSES:
        reached_in = got[bonus]
        if reached_in is not None:
            now += bonus_points(bonus, reached_in, SOLO, None)
    if left <= 0:
        return float(now)
    free = geo.count - len(numbers)
    promise += style.free_island * min(free, left)
    promise += _flag_promise(sheet, got, rnd, left, alive, style, geo)
    if got[CHAIN] is None:
        promise += _chain_promise(sheet, rnd, alive, style, geo)
    return now + promise


def _deadline_value(bonus: str, rnd: int, need: float, style: Style) -> float:
    if not style.deadlines:
        return (HIGH[bonus] + LOW[bonus]) / 2
    time_left = SOLO_DEADLINE[bonus] - rnd
    if time_left <= 0:
        return float(LOW[bonus])
    if need > 2.5 * time_left + 1:
        return float(LOW[bonus])
    return float(HIGH[bonus])


def _flag_promise(
    sheet: Sheet,
    got: dict[str, int | None],
    rnd: int,
    left: int,
    alive: dict[int, float],
    style: Style,
    geo: Geometry,
) -> float:
    total = 0.0
    numbers, degree = sheet.numbers, sheet.degree
    horizon = min(1.0, style.bonus_horizon * ROUNDS / max(left, 1))
    flag_room = style.flag_room
    neighbours = geo.neighbours
    for flag, islands in geo.flags.items():
        if got[flag] is not None:
            continue
        progress = 0.0
        need = 0.0
        possible = True
        for i in islands:
            if i in numbers:
                chance = alive[i]
                if chance < 0:
                    possible = False
                    break
                progress += 0.5 + 0.5 * chance
                need += numbers[i] - degree[i]
            elif degree[i] > 0:
                progress += 0.35
                need += 3
            elif flag_room and not _has_room(sheet, i, geo):
                possible = False  # no bridge can reach it: no number there can be finished
                break
            else:
                numbered = False
                for other in neighbours[i]:
                    if other in numbers:
                        numbered = True
                        break
                progress += 0.15 if numbered else 0.05
                need += 4
        if not possible:
            continue
        share = progress / len(islands)
        value = _deadline_value(flag, rnd, need, style)
        total += style.flag_progress * value * share**style.flag_power * horizon
    return total


def _has_room(sheet: Sheet, island: int, geo: Geometry) -> bool:
    """Whether ``island`` can take one more bridge: an open line with room at both ends."""
    numbers, degree, bridges = sheet.numbers, sheet.degree, sheet.bridges
    drawn = bridges.keys()
    for lid, other, crosses in geo.links[island]:
        if crosses and lid not in bridges and not drawn.isdisjoint(crosses):
            continue
        if (
            bridges.get(lid, 0) < MAX_BRIDGES_PER_LINE
            and numbers.get(other, MAX_BRIDGES_PER_ISLAND) > degree[other]
        ):
            return True
    return False


def _chain_promise(
    sheet: Sheet,
    rnd: int,
    alive: dict[int, float],
    style: Style,
    geo: Geometry,
) -> float:
    """The chain's promise while it is not reached yet."""
    ends = geo.ends
    # Groups of alive numbered islands joined by bridges; finished ones count fully.
    parent = {i: i for i, c in alive.items() if c >= 0}
    for lid in sheet.bridges:
        a, b = ends[lid]
        if a in parent and b in parent:
            while parent[a] != a:
                a = parent[a]
            while parent[b] != b:
                b = parent[b]
            if a != b:
                parent[a] = b
    size: dict[int, float] = {}
    for i in parent:
        root = i
        while parent[root] != root:
            root = parent[root]
        size[root] = size.get(root, 0.0) + (1.0 if alive[i] >= 1.0 else 0.4 + 0.4 * alive[i])
    best = max(size.values(), default=0.0)
    share = min(1.0, best / CHAIN_LENGTH)
    need = max(0.0, CHAIN_LENGTH - best) * 2
    value = _deadline_value(CHAIN, rnd, need, style) * share**style.chain_power
    return float(style.chain_progress * value)
