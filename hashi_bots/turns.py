"""Every distinct turn for the card in play, walked with the engine's own moves.

A turn is the island that takes the card's number (or None) and the bridges
drawn (none, or exactly the card's count). The walk pushes the engine's moves
and takes them back, so legality is always the engine's; the caller looks at
the game's sheet at each turn the walk yields, before the walk moves on.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from functools import cache
from itertools import islice

from hashi_core import Board, DrawBridge, Game, RuleError, Turn, WriteNumber

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
    choices: list[int | None] = [None, *game.legal_islands()] if numbers is None else numbers
    for number in choices:
        if number is not None:
            game.push(WriteNumber(number))
        try:
            yield Turn(number, ())
            if bridges:
                yield from _bridges(game, card.bridges, number)
        finally:
            # Also when the caller stops early (close()): the game is left as found.
            if number is not None:
                game.undo()


def _bridges(game: Game, count: int, number: int | None) -> Iterator[Turn]:
    """Sets of ``count`` bridges as multisets of lines in board order (each set once)."""
    # A bridge only ever closes lines, never opens one, so the lines legal
    # before the first bridge are the only candidates; the engine's check
    # when each is pushed has the last word.
    steps = _steps(game.board)
    candidates = [steps[lid] for lid in game.legal_lines()]
    yield from _extend(game, count, 0, (), candidates, number)


LineStep = tuple[DrawBridge, tuple[int, int]]  # a line's bridge move and the line's ends


@cache
def _steps(board: Board) -> dict[str, LineStep]:
    """Each line's bridge move and ends (made once per board: the walk pushes them often)."""
    return {
        lid: (DrawBridge(line.a, line.b), (line.a, line.b)) for lid, line in board.lines.items()
    }


def _extend(
    game: Game,
    left: int,
    start: int,
    drawn: Bridges,
    candidates: list[LineStep],
    number: int | None,
) -> Iterator[Turn]:
    for k in range(start, len(candidates)):
        move, ends = candidates[k]
        try:
            game.push(move)  # the engine checks it
        except RuleError:
            continue
        try:
            now = (*drawn, ends)
            if left == 1:
                yield Turn(number, now)
            else:
                yield from _extend(game, left - 1, k, now, candidates, number)
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
