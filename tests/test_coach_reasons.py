"""The coach's reasons agree with the engine's own figures after the suggested turn.

Seeded random games give the positions; for each, the computer's hint (and a
random legal turn, for breadth) is explained by ``hashi_bots.reasons``, then the
turn is pushed on a copy and every fact is found again here from the engine's
public API (finished islands, ``Game.outlook``, ``Game.scores``, the solo
deadlines), never from the reasons module's own helpers.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hashi_bots.hints import hint
from hashi_bots.position import Position
from hashi_bots.reasons import KINDS, MOST, PRIORITY, Reason, read_reasons, reasons, reasons_data
from hashi_core import BONUSES, DECK, ROUNDS, Game, Turn
from hashi_core.playout import random_start, random_turn
from hashi_core.scoring import HIGH, LOW, SOLO_DEADLINE
from hashi_core.sheet import Sheet

GAMES = 6  # seeded games per side: every round of each is a position


def room(sheet: Sheet, island: int) -> int:
    """Bridges ``island`` has, plus those its open lines can still take (at most 6)."""
    total = sheet.degree[island]
    for lid in sheet.board.lines_of[island]:
        line = sheet.board.lines[lid]
        if lid not in sheet.bridges and any(c in sheet.bridges for c in line.crosses):
            continue
        other = line.b if line.a == island else line.a
        free_end = sheet.numbers.get(other, 6) - sheet.degree[other]
        total += min(2 - sheet.bridges.get(lid, 0), free_end)
    return min(6, total)


def expected(game: Game, turn: Turn, solo: bool) -> dict[str, dict[str, object]]:
    """Every reason the turn has, with its facts, found from the engine's figures."""
    rnd, card = game.round(), game.card()
    assert card is not None
    after = game.copy()
    for move in turn.moves():
        after.push(move)
    sheet, was_sheet = after.players[0].sheet, game.players[0].sheet
    out: dict[str, dict[str, object]] = {}
    finished = sorted(set(sheet.finished()) - set(was_sheet.finished()))
    if finished:
        out["finishes"] = {"islands": tuple(finished), "count": len(finished)}
    was, now = game.outlook(), after.outlook()
    reached = [b for b in BONUSES if was[b].reached is None and now[b].reached == rnd]
    if reached:
        bonus = reached[0]
        points = after.scores()[0].bonuses[bonus][1] if solo else 0
        out["reaches"] = {"bonus": bonus, "points": points}
    closer = [
        (now[b].need - now[b].done, BONUSES.index(b), b)
        for b in BONUSES
        if now[b].reached is None
        and now[b].done > was[b].done
        and not (b == "chain" and now[b].done < 2)  # one finished island is no chain yet
    ]
    if closer and rnd < ROUNDS:
        bonus = min(closer)[2]
        if solo and rnd < SOLO_DEADLINE[bonus]:
            rounds, points = SOLO_DEADLINE[bonus] - rnd, HIGH[bonus]
        else:
            rounds, points = ROUNDS - rnd, LOW[bonus] if solo else 0
        out["closer"] = {
            "bonus": bonus,
            "done": now[bonus].done,
            "need": now[bonus].need,
            "rounds": rounds,
            "points": points,
        }
    # The numbers still to come: cards of the deck not seen yet, none after the last card.
    to_come = {c.number for c in DECK if c not in game.seen()} if rnd < ROUNDS else set()
    free = [
        (max(n for n in to_come if card.number < n <= room(sheet, i)), i)
        for i in game.legal_islands()
        if i not in sheet.numbers
        and any(5 <= n <= room(sheet, i) for n in to_come if n > card.number)
    ]
    if free:
        biggest = max(n for n, _ in free)
        out["keeps_open"] = {"island": min(i for n, i in free if n == biggest), "number": biggest}
    if turn.number is not None and not sheet.is_finished(turn.number):
        count = sheet.numbers[turn.number] - sheet.degree[turn.number]
        out["needs"] = {"island": turn.number, "count": count}
    if turn.number is None and not game.legal_islands():
        out["no_room"] = {"number": card.number}
    return out


def positions(side: str) -> list[tuple[Game, Turn]]:
    """A hint (easy: quick) and a random legal turn at each round of seeded random games."""
    out = []
    for k in range(GAMES):
        rng = random.Random(f"{side}{k}")
        game = Game(f"COACH{k}", side)
        random_start(game, rng)
        while game.round() <= ROUNDS:
            position = Position.of(game, "easy")
            out.append((position.game(), hint(position)))
            other = game.copy()
            random_turn(other, rng)
            turn = other.players[0].turns[-1]
            out.append((Position.of(game).game(), turn))
            for move in (turn if rng.random() < 0.5 else out[-2][1]).moves():
                game.push(move)
    return out


def hinted(*games: tuple[str, int]) -> list[Game]:
    """Every round's position of seeded games played by the easy hint (a random start)."""
    out = []
    for side, k in games:
        game = Game(f"COACH{k}", side)
        random_start(game, random.Random(k))
        while game.round() <= ROUNDS:
            position = Position.of(game, "easy")
            out.append(position.game())
            for move in hint(position).moves():
                game.push(move)
    return out


@pytest.fixture(scope="module")
def sample() -> list[tuple[Game, Turn]]:
    return positions("A") + positions("B")


@pytest.mark.parametrize("solo", [True, False])
def test_each_reason_is_the_engines_figure_after_the_turn(sample, solo):
    seen: Counter[str] = Counter()
    for game, turn in sample:
        before = Position.of(game).to_dict()
        found = reasons(game, turn, solo=solo)
        assert Position.of(game).to_dict() == before  # the game is left as it was
        facts = expected(game, turn, solo)
        chosen = [kind for kind in PRIORITY if kind in facts][:MOST]
        assert [r.code for r in found] == [k for k in KINDS if k in chosen], (turn, facts)
        for r in found:
            assert r.values == facts[r.code], (turn, r)
            if r.code == "reaches":
                prefix = "coach.reaches_" if solo else "coach.completes_"
                assert r.key == prefix + str(r.values["bonus"])
            elif r.code == "closer":
                assert r.key == f"coach.closer_{r.values['bonus']}"
            else:
                assert r.key == f"coach.{r.code}"
        seen.update(r.code for r in found)
    assert set(seen) == set(KINDS), seen  # the sample has every kind of reason


def test_reasons_cross_the_worker_as_data_and_back():
    game = Game("COACHX", "B")
    random_start(game, random.Random(3))
    turn = hint(Position.of(game, "easy"))
    found = reasons(Position.of(game).game(), turn)
    assert found and read_reasons(reasons_data(found)) == found


@pytest.mark.parametrize(
    "data",
    [
        None,
        "finishes",
        [{"code": "praise", "key": "coach.praise", "params": {}}],
        [{"code": "needs", "key": "ui.hint_shown", "params": {"island": 3, "count": 1}}],
        [{"code": "needs", "key": "coach.needs", "params": {"island": [3.5]}}],
        [{"code": "needs", "key": "coach.needs", "params": {"island": {"x": 1}}}],
        [{"code": "needs", "key": "coach.needs", "params": []}],
    ],
)
def test_a_reply_without_well_formed_reasons_gives_none(data):
    assert read_reasons(data) == ()


def test_only_well_formed_reasons_are_kept_and_at_most_two():
    good = {"code": "needs", "key": "coach.needs", "params": {"island": 3, "count": 1}}
    assert (
        read_reasons(["x", good, good, good])
        == (Reason("needs", "coach.needs", (("count", 1), ("island", 3))),) * 2
    )


def test_an_island_is_kept_free_only_for_a_number_still_to_come(sample):
    """ "Keeps island N free for a 5" only while a 5 can still come: a card this player has
    not seen, and never at the last card (Q32: told after every 5 had been played)."""
    told = 0
    # Each island left free (the card skipped), in the sample's games and in three games
    # played by the easy hint, where islands are kept for a 6 after every 6 has come.
    games = [game for game, _ in sample[::2]] + hinted(("A", 6), ("A", 11), ("B", 14))
    for game, turn in [*sample, *[(game, Turn(None, ())) for game in games]]:
        to_come = {c.number for c in DECK if c not in game.seen()}
        for r in reasons(game, turn):
            if r.code == "keeps_open":
                told += 1
                assert game.round() < ROUNDS, (game.round(), r)
                assert r.values["number"] in to_come, (sorted(to_come), r)
    assert told  # (not vacuous)
