"""Every distinct turn for the card in play, walked with the engine's own moves.

A turn is the island that takes the card's number (or None) and the bridges
drawn (none, or exactly the card's count). The walk pushes the engine's moves
and takes them back, so legality is always the engine's; the caller looks at
the game's sheet at each turn the walk yields, before the walk moves on.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from itertools import islice

from hashi_core import DrawBridge, Game, RuleError, Turn, WriteNumber

Bridges = tuple[tuple[int, int], ...]


def first_turns(game: Game, numbers: list[int | None], count: int) -> Iterator[Turn]:
    """The first ``count`` turns of :func:`walk_turns`, the game left as found at the end."""
    walk = walk_turns(game, numbers)
    try:
        yield from islice(walk, count)
    finally:
        walk.close()


def walk_turns(
    game: Game, numbers: list[int | None] | None = None, bridges: bool = True
) -> Generator[Turn, None, None]:
    """Yield each legal turn once, with its steps pushed (as a draft) while it is yielded.

    ``numbers`` limits the islands tried for the number (None: every legal one);
    without ``bridges`` only the turns that draw none are walked.
    """
    card = game.card()
    if card is None:
        return
    order = {lid: i for i, lid in enumerate(game.board.lines)}
    choices: list[int | None] = [None, *game.legal_islands()] if numbers is None else numbers
    for number in choices:
        if number is not None:
            game.push(WriteNumber(number))
        try:
            yield Turn(number, ())
            if bridges:
                yield from _bridges(game, card.bridges, order, number)
        finally:
            # Also when the caller stops early (close()): the game is left as found.
            if number is not None:
                game.undo()


def _bridges(game: Game, count: int, order: dict[str, int], number: int | None) -> Iterator[Turn]:
    """Sets of ``count`` bridges as multisets of lines in board order (each set once)."""
    # A bridge only ever closes lines, never opens one, so the lines legal
    # before the first bridge are the only candidates; the engine's check
    # when each is pushed has the last word.
    candidates = [order[lid] for lid in game.legal_lines()]
    names = list(game.board.lines)
    yield from _extend(game, count, 0, (), candidates, names, number)


def _extend(
    game: Game,
    left: int,
    start: int,
    drawn: Bridges,
    candidates: list[int],
    names: list[str],
    number: int | None,
) -> Iterator[Turn]:
    lines = game.board.lines
    for k in range(start, len(candidates)):
        line = lines[names[candidates[k]]]
        move = DrawBridge(line.a, line.b)
        try:
            game.push(move)  # the engine checks it
        except RuleError:
            continue
        try:
            now = (*drawn, (line.a, line.b))
            if left == 1:
                yield Turn(number, now)
            else:
                yield from _extend(game, left - 1, k, now, candidates, names, number)
        finally:
            game.undo()


def play(game: Game, turn: Turn) -> None:
    """Push ``turn``'s moves, ending the round (RuleError, nothing left half-done, if illegal)."""
    done = 0
    try:
        for move in turn.moves():
            game.push(move)
            done += 1
    except RuleError:
        for _ in range(done):
            game.undo()
        raise
