"""Shared helpers for the engine tests: seeds with chosen cards, and random play."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from functools import cache
from pathlib import Path

from hashi_core import Card, DrawBridge, EndTurn, Game, PlaceStart, WriteNumber, deal

ROOT = Path(__file__).resolve().parent.parent


@cache
def seed_with(*cards: tuple[int, int]) -> str:
    """The first seed ``T0``, ``T1``, ... whose draw begins with ``cards``."""
    want = [Card(n, b) for n, b in cards]
    for i in range(200_000):
        seed = f"T{i}"
        if list(deal(seed).draw[: len(want)]) == want:
            return seed
    raise LookupError(cards)


def seed_where(test, side: str = "A") -> str:
    """The first seed ``W0``, ``W1``, ... whose 17 drawn cards satisfy ``test``."""
    for i in range(200_000):
        if test(deal(f"W{i}", side).draw):
            return f"W{i}"
    raise LookupError("no such seed")


def game_with(*cards: tuple[int, int], start: tuple[int, int] = (13, 4), side: str = "A") -> Game:
    """A solo game on ``side`` whose first cards are ``cards``, already set up."""
    game = Game(seed_with(*cards), side)
    game.push(PlaceStart(*start))
    return game


def bridge(line: str) -> DrawBridge:
    a, b = line.split("-")
    return DrawBridge(int(a), int(b))


def _pick_line(game: Game, lines: list[str], player: int, rng: random.Random) -> str:
    """Prefer lines that lead towards finishing a numbered island (a keener player)."""
    sheet = game.players[player].sheet

    def need(line: str) -> int:
        ends = [int(i) for i in line.split("-")]
        return min(sheet.numbers.get(i, 9) - sheet.degree[i] for i in ends)

    keen = [ln for ln in lines if need(ln) <= 2]
    return rng.choice(keen if keen and rng.random() < 0.7 else lines)


def random_turn(game: Game, rng: random.Random, player: int = 0, skip: float = 0.15) -> None:
    """Play one legal round for ``player`` at random, through the public API only."""
    if rng.random() > skip and (islands := game.legal_islands(player)):
        flagged = [i for i in islands if game.board.island(i).flag]
        pool = flagged if flagged and rng.random() < 0.6 else islands
        game.push(WriteNumber(rng.choice(pool)), player)
    card = game.card(player)
    assert card is not None
    if rng.random() > skip:
        for _ in range(card.bridges):
            lines = game.legal_lines(player)
            if not lines:
                break
            game.push(bridge(_pick_line(game, lines, player, rng)), player)
        if len(game.players[player].draft_bridges) != card.bridges:
            while game.players[player].draft_bridges:
                game.undo(player)
    game.push(EndTurn(), player)


def random_game(seed: str, side: str, rng: random.Random, names=("Ana",), rounds=17) -> Game:
    mode = "solo" if len(names) == 1 else "multi"
    game = Game(seed, side, mode, list(names))
    for index in range(len(names)):
        game.push(PlaceStart(rng.choice(game.legal_starts(index)), rng.choice((3, 4))), index)
    for _ in range(rounds):
        for index in range(len(names)):
            random_turn(game, rng, index)
    return game


def cli(*args: str, stdin: str | None = None) -> tuple[int, dict | None, str]:
    """Run ``python -m hashi_core`` and return (exit code, parsed JSON or None, stderr)."""
    proc = subprocess.run(
        [sys.executable, "-m", "hashi_core", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    try:
        data = json.loads(proc.stdout) if proc.stdout.strip() else None
    except ValueError:
        data = None
    return proc.returncode, data, proc.stderr
