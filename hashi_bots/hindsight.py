"""The best game in hindsight: a beam search over the record's deal, knowing all 17 cards.

The search keeps the best few games round by round (scored by the hard
player's evaluation, which knows nothing of the cards to come), always keeping
the player's own game among them so the result is never below it. Its answer
is a ``hashi/1`` solo record, re-scored by the engine's ``verify``, and a
comparison the end screen uses to point at the rounds where the best game got
ahead (a bonus reached earlier, an island finished that the player's game
never finished).
"""

from __future__ import annotations

import time

from hashi_core import BONUSES, ROUNDS, Game, RecordError, Start, Turn, from_record, verify

from .evaluate import Style, evaluate, geometry
from .player import scored_turns
from .position import scripted_game
from .selfplay import solo_record
from .turns import play, turn_dict


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
    Search(Style(chain_progress=1.5, open_island=2.0, bonus_horizon=0.7), 20, 600, 5),
    Search(Style(chain_progress=1.5), 20, 600, 5),
    Search(Style(), 12, 600, 4),
    Search(Style(flag_power=2.0), 12, 600, 4),
)
TIME_BUDGET = 8.0  # seconds: no new beam starts if it would likely end after this


def _signature(game: Game) -> tuple:
    sheet = game.players[0].sheet
    return (tuple(sorted(sheet.numbers.items())), tuple(sorted(sheet.bridges.items())))


def beam(base: Game, own: list[Turn], search: Search) -> list[Turn]:
    """The best 17 turns the beam finds from ``base`` (set up, round 1), ``own`` kept in it."""
    geo = geometry(base.side)
    beam_games: list[tuple[float, Game, list[Turn]]] = [(0.0, base, [])]
    own_game = base.copy()
    for rnd in range(1, ROUNDS + 1):
        offers: list[tuple[float, Game, list[Turn], Turn]] = []
        for _, game, turns in beam_games:
            for value, turn in scored_turns(game, search.style, geo, search.budget)[
                : search.children
            ]:
                offers.append((value, game, turns, turn))
        kept: list[tuple[float, Game, list[Turn]]] = []
        seen = set()
        for value, game, turns, turn in offers:
            child = game.copy()
            play(child, turn)
            sig = _signature(child)
            if sig in seen:
                continue
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


def _record(seed: str, side: str, start: Start, turns: list[Turn], name: str) -> dict:
    return solo_record(seed, side, start, [turn_dict(t) for t in turns], name)


def timeline(game: Game) -> dict:
    """Round by round: the islands finished so far and the bonuses' rounds."""
    p = game.players[0]
    replay = scripted_game(game.side, p.start, game.deal.draw)
    finished = []
    for turn in p.turns:
        play(replay, turn)
        finished.append(sorted(replay.players[0].sheet.finished()))
    return {"finished": finished, "bonuses": dict(p.achieved)}


def moments(own: dict, best: dict) -> list[dict]:
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


def analyse(record: object) -> dict:
    """The best solo game found for ``record``'s seed, side and start, knowing all 17 cards.

    ``{"total": own total, "best": {"total", "record"}, "compare": {...}}``; RecordError
    when ``record`` is unreadable or not one player's game, RuleError when it breaks a rule.
    """
    game = from_record(record)
    if len(game.players) != 1:
        raise RecordError("solo_players", count=len(game.players))
    p = game.players[0]
    verdict = verify(game)[1]
    own_total = verdict["players"][0]["total"]
    seed, side = game.seed, game.side
    base = scripted_game(side, p.start, game.deal.draw)
    # A game in progress is compared by what it has so far; its own turns seed the beam.
    best_turns: list[Turn] | None = None
    best_total = -1
    began = time.perf_counter()
    longest = 0.0
    for search in SEARCHES:
        elapsed = time.perf_counter() - began
        if best_turns is not None and elapsed + longest > TIME_BUDGET:
            break
        turns = beam(base, list(p.turns), search)
        longest = max(longest, time.perf_counter() - began - elapsed)
        total = _score(seed, side, p.start, turns)
        if total > best_total:
            best_turns, best_total = turns, total
    assert best_turns is not None
    if len(p.turns) == ROUNDS and own_total > best_total:
        best_turns, best_total = list(p.turns), own_total
    best_record = _record(seed, side, p.start, best_turns, p.name)
    best_game = from_record(best_record)
    own_line, best_line = timeline(game), timeline(best_game)
    return {
        "total": own_total,
        "best": {"total": best_total, "record": best_record},
        "compare": {"own": own_line, "best": best_line, "ahead": moments(own_line, best_line)},
    }


def _score(seed: str, side: str, start: Start, turns: list[Turn]) -> int:
    code, verdict = verify(_record(seed, side, start, turns, "best"))
    if code != 0:
        raise AssertionError(verdict)
    return int(verdict["players"][0]["total"])
