"""The best game in hindsight: a beam search over the record's deal, knowing all 17 cards.

The search keeps the best few games round by round (scored by the hard
player's evaluation, which knows nothing of the cards to come), always keeping
the player's own game among them so the result is never below it. Its answer
is a ``hashi/1`` record of the same mode as the player's (a solo game, or a
challenge's one seat scored as a table: a bonus is then always reached first),
scored by the engine's ``verify`` as the player's own is, and a comparison the
end screen uses to point at the rounds where the best game got ahead (a bonus
reached earlier, an island finished that the player's game never finished).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from hashi_core import (
    BONUSES,
    ROUNDS,
    Game,
    PlayerRecord,
    Record,
    RecordError,
    Start,
    Turn,
    from_record,
    verify,
)

from .evaluate import Style, evaluate, geometry
from .levels import ANALYSIS_SECONDS
from .player import scored_turns
from .position import scripted_game
from .turns import play

Clock = Callable[[], float]


class Search:
    """One beam: how many games it keeps and how many turns it weighs for each."""

    __slots__ = ("style", "width", "budget", "children")

    def __init__(self, style: Style, width: int, budget: int, children: int) -> None:
        self.style = style
        self.width = width  # games kept after each round
        self.budget = budget  # turns weighed per game and round
        self.children = children  # turns of each game offered to the beam


# Beams with different eyes find different games; the best of them is kept. They run
# in this order while the time allows (the first always runs).
SEARCHES = (
    Search(Style(chain_progress=1.5, deficit=0.15), 20, 600, 5),
    Search(Style(chain_progress=1.5, open_island=2.0, bonus_horizon=0.7), 20, 600, 5),
    Search(Style(), 12, 600, 4),
)
TIME_BUDGET = ANALYSIS_SECONDS  # seconds: no new beam starts if it would likely end after this
# Then: keep the best game's first rounds and search the rest again (rounds kept, beam).
IMPROVE = ((8, 0), (6, 1), (10, 1), (4, 0), (12, 0), (7, 1), (5, 0), (9, 1), (3, 0))


def _signature(game: Game) -> tuple[object, ...]:
    sheet = game.players[0].sheet
    return (tuple(sorted(sheet.numbers.items())), tuple(sorted(sheet.bridges.items())))


def beam(base: Game, own: list[Turn], search: Search, prefix: int = 0) -> list[Turn]:
    """The best 17 turns the beam finds, ``own``'s game always kept in it.

    ``base`` is set up; the beam starts after ``own``'s first ``prefix`` turns.
    """
    geo = geometry(base.side)
    start = base.copy()
    for turn in own[:prefix]:
        play(start, turn)
    beam_games: list[tuple[float, Game, list[Turn]]] = [(0.0, start, list(own[:prefix]))]
    own_game = start.copy()
    for rnd in range(prefix + 1, ROUNDS + 1):
        kept: list[tuple[float, Game, list[Turn]]] = []
        seen = set()
        for _, game, turns in beam_games:
            offers = scored_turns(game, search.style, geo, search.budget)
            for value, turn in offers[: search.children]:
                child = game.copy()
                play(child, turn)
                sig = _signature(child)
                if sig not in seen:
                    seen.add(sig)
                    kept.append((value, child, [*turns, turn]))
        kept.sort(key=lambda k: -k[0])
        kept = kept[: search.width]
        if rnd <= len(own):
            play(own_game, own[rnd - 1])
            if _signature(own_game) not in seen:
                p = own_game.players[0]
                value = evaluate(p.sheet, p.achieved, rnd, search.style, geo)
                kept.append((value, own_game.copy(), list(own[:rnd])))
        beam_games = kept
    finals = [(g.scores()[0].total, turns) for _, g, turns in beam_games]
    return max(finals, key=lambda f: f[0])[1]


class Best:
    """The best game found so far, and the clock."""

    def __init__(
        self,
        seed: str,
        side: str,
        start: Start,
        seconds: float,
        clock: Clock,
        mode: str,
    ) -> None:
        self.seed, self.side, self.start, self.mode = seed, side, start, mode
        self.seconds = seconds
        self.clock = clock
        self.turns: list[Turn] = []
        self.total = -1
        self.began = clock()
        self.longest = 0.0

    def time_for_more(self) -> bool:
        return not self.turns or self.elapsed() + self.longest <= self.seconds

    def elapsed(self) -> float:
        return self.clock() - self.began

    def offer(self, turns: list[Turn], began: float) -> None:
        self.longest = max(self.longest, self.elapsed() - began)
        total = _score(self.seed, self.side, self.start, turns, self.mode)
        if total > self.total:
            self.turns, self.total = turns, total


def search_best(base: Game, own: list[Turn], best: Best) -> None:
    """Beams from the start, then beams that keep the best game's opening and vary the rest."""
    for search in SEARCHES:
        if not best.time_for_more():
            return
        began = best.elapsed()
        best.offer(beam(base, own, search), began)
    for prefix, which in IMPROVE:
        if not best.time_for_more():
            return
        began = best.elapsed()
        best.offer(beam(base, best.turns, SEARCHES[which], prefix), began)


def _record(
    seed: str, side: str, start: Start, turns: list[Turn], name: str, mode: str
) -> dict[str, Any]:
    """One player's game as a record of ``mode`` (the analysed record's)."""
    return Record(seed, side, mode, (PlayerRecord(name, start, tuple(turns), ()),)).to_dict()


def timeline(game: Game) -> dict[str, Any]:
    """Round by round: the islands finished so far and the bonuses' rounds."""
    p = game.players[0]
    replay = game.copy()
    while replay.players[0].turns or replay.players[0].draft:
        replay.pop()  # back to the start, then forward round by round
    finished = []
    for turn in p.turns:
        play(replay, turn)
        finished.append(sorted(replay.players[0].sheet.finished()))
    return {"finished": finished, "bonuses": dict(p.achieved)}


def moments(own: dict[str, Any], best: dict[str, Any]) -> list[dict[str, Any]]:
    """Where the best game got ahead: bonuses reached earlier, islands the player never finished."""
    out = []
    for bonus in BONUSES:
        when = best["bonuses"][bonus]
        mine = own["bonuses"][bonus]
        if when is not None and (mine is None or when < mine):
            out.append({"round": when, "bonus": bonus})
    lost = set(best["finished"][-1]) - set(own["finished"][-1]) if own["finished"] else set()
    for island in sorted(lost):
        when = next(r for r, done in enumerate(best["finished"], 1) if island in done)
        out.append({"round": when, "island": island})
    out.sort(key=lambda m: (m["round"], "island" in m))
    return out


def analyse(
    record: object, seconds: float = TIME_BUDGET, clock: Clock = time.perf_counter
) -> dict[str, Any]:
    """The best game found for ``record``'s seed, side and start, knowing all 17 cards, as
    a record of its mode, scored as it is (so never below it).

    ``{"total": own total, "best": {"total", "record"}, "compare": {...}}``; RecordError
    when ``record`` is unreadable or not one player's game, RuleError when it breaks a rule.
    No new beam starts once it would likely end after ``seconds`` (the first always runs),
    measured by ``clock`` (wall time; a benchmark may pass CPU time).
    """
    game = from_record(record)
    if len(game.players) != 1:
        raise RecordError("analysis_players", count=len(game.players))
    p = game.players[0]
    verdict = verify(game)[1]
    own_total = verdict["players"][0]["total"]
    seed, side, start = game.deal.seed, game.side, p.start
    assert seed is not None and start is not None  # a record has both
    base = scripted_game(side, start, game.deal.draw)
    # A game in progress is compared by what it has so far; its own turns seed the beam.
    best = Best(seed, side, start, seconds, clock, game.mode)
    if p.done:
        best.offer(list(p.turns), 0.0)
    search_best(base, list(p.turns), best)
    best_turns, best_total = best.turns, best.total
    best_record = _record(seed, side, start, best_turns, p.name, game.mode)
    best_game = from_record(best_record)
    own_line, best_line = timeline(game), timeline(best_game)
    return {
        "total": own_total,
        "best": {"total": best_total, "record": best_record},
        "compare": {"own": own_line, "best": best_line, "ahead": moments(own_line, best_line)},
    }


def _score(seed: str, side: str, start: Start, turns: list[Turn], mode: str) -> int:
    code, verdict = verify(_record(seed, side, start, turns, "best", mode))
    if code != 0:
        raise AssertionError(verdict)
    return int(verdict["players"][0]["total"])
