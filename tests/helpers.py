"""Shared helpers for the engine tests: deals with chosen cards, random games, the CLI."""

from __future__ import annotations

import fcntl
import json
import os
import random
import subprocess
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from hashi_core import (
    DECK,
    ROUNDS,
    Card,
    Deal,
    DrawBridge,
    Game,
    HashiError,
    PlaceStart,
    Start,
    deal,
)
from hashi_core.playout import playout, random_start
from hashi_texts import render

ROOT = Path(__file__).resolve().parent.parent

# How often a test's HTTP server looks whether it is to stop (``serve_forever``'s poll):
# its default, 0.5 s, was most of each server's teardown (~20 a run).
POLL_S = 0.05


def message(error: HashiError, lang: str = "en") -> str:
    """An engine error's text, as the page and the command line render it."""
    return render(error.key, lang, **error.params)


@cache
def seed_with(*cards: tuple[int, int]) -> str:
    """The first seed ``T0``, ``T1``, ... whose draw begins with ``cards``."""
    want = [Card(n, b) for n, b in cards]
    for i in range(200_000):
        seed = f"T{i}"
        if list(deal(seed).draw[: len(want)]) == want:
            return seed
    raise LookupError(cards)


def scripted(*cards: tuple[int, int], side: str = "A") -> Deal:
    """A deal whose draw begins with ``cards`` (then the rest of the deck in box order)."""
    first = [Card(n, b) for n, b in cards]
    rest = [c for c in DECK if c not in first]
    return Deal.scripted(side, first + rest[: ROUNDS - len(first)], Start(13, 4))


def game_with(*cards: tuple[int, int], start: tuple[int, int] = (13, 4), side: str = "A") -> Game:
    """A solo game on ``side`` whose first cards are ``cards``, already set up."""
    game = Game(scripted(*cards, side=side))
    game.push(PlaceStart(*start))
    return game


def seeded_game_with(*cards: tuple[int, int], start: tuple[int, int] = (13, 4)) -> Game:
    """As ``game_with`` on side A, but on a real seed (so that it has a record)."""
    game = Game(seed_with(*cards))
    game.push(PlaceStart(*start))
    return game


def bridge(line: str) -> DrawBridge:
    a, b = line.split("-")
    return DrawBridge(int(a), int(b))


def random_game(
    seed: str, side: str, rng: random.Random, names: tuple[str, ...] = ("Ana",), rounds: int = 17
) -> Game:
    """A game on ``seed`` played at random (the library's playouts) for ``rounds`` rounds."""
    mode = "solo" if len(names) == 1 else "multi"
    game = Game(seed, side, mode, list(names))
    for index in range(len(names)):
        random_start(game, rng, index)
    return playout(game, rng, rounds)


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


def once_per_run(factory: pytest.TempPathFactory, name: str, make: Callable[[Path], None]) -> Path:
    """A folder of this run's shared temporary space, filled by ``make`` once.

    Under pytest-xdist every worker asks for it: the first one calls ``make``
    while the others wait on a lock, then all read the same files.
    """
    root = factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # this run's folder, above each worker's own
    folder = root / name
    done = root / f"{name}.done"
    with open(root / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            folder.mkdir(exist_ok=True)
            make(folder)
            done.touch()
    return folder
