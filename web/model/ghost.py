"""Racing a friend's game round by round (a "ghost"): which friend, and what of their game
the player may see now.

A race is a choice kept in the game's save (its ``ghost`` section): the friend's name, as
their result kept for the deal names them (``web.model.friends``), never the result itself.
Of the friend's game only its first rounds are ever made, as many as the player has played
(each *Done*): their record cut there (:func:`at_round`), replayed by the engine and scored
with the player's own rounds as a table of two (the multi-player rules, as the standings
score them). Nothing of a later round is made, so nothing of one can reach the page.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass

from hashi_core import MULTI, Game, HashiError, Record
from hashi_core.record import PlayerRecord


@dataclass(frozen=True, slots=True)
class Race:
    """The friend raced on this game (``friend``: their name; "" when not racing)."""

    friend: str = ""

    def encode(self) -> dict[str, object]:
        """The save's ``ghost`` section."""
        return {"friend": self.friend} if self.friend else {}

    @staticmethod
    def decode(data: Mapping[str, object]) -> Race:
        """The race a save keeps (none when its section is missing or not one)."""
        friend = data.get("friend")
        return Race(friend) if isinstance(friend, str) else Race()


NO_RACE = Race()


def at_round(record: Record, rounds: int, player: int = 0) -> Record:
    """``player``'s game in ``record`` after its first ``rounds`` rounds (no round in
    progress): a one-player record, as a result code holds one."""
    p = record.players[player]
    cut = PlayerRecord(p.name, p.start, p.turns[: max(rounds, 0)], ())
    return Record(record.seed, record.side, record.mode, (cut,))


def played(game: Game, seat: int = 0) -> int:
    """The rounds ``seat`` has played (confirmed with *Done*)."""
    return len(game.players[seat].turns)


def raced(records: list[Record], race: Race) -> Record | None:
    """The raced friend's result among the deal's ``records`` (None: not racing, or gone)."""
    if not race.friend:
        return None
    return next((r for r in records if r.players[0].name == race.friend), None)


def seen(records: list[Record], race: Race, rounds: int) -> list[Record]:
    """Friends' results as the player may see them after ``rounds`` rounds: while racing,
    every friend's cut there (the standings show nothing of anyone's later rounds, nor
    open a game not yet whole as a replay); not racing, as they came (compared whole)."""
    if raced(records, race) is None:
        return records
    return [at_round(r, rounds) for r in records]


@dataclass(frozen=True, slots=True)
class Ghost:
    """The race after the player's ``rounds`` rounds: the two scored as a table (``table``:
    seat 0 the player, seat 1 the friend), and the friend's rounds it holds (``shown``:
    fewer when their result stops earlier; they are still playing)."""

    name: str
    rounds: int
    shown: int
    table: Game

    @property
    def behind(self) -> bool:
        """The friend's result stops before the player's round."""
        return self.shown < self.rounds


def ghost(game: Game, seat: int, records: list[Record], race: Race) -> Ghost | None:
    """The race on ``game`` (``seat``: the player's board) against the raced friend's
    result among ``records``; None when not racing, the friend's result is gone, or the
    player's start is still to be written."""
    found = raced(records, race)
    player = game.players[seat]
    if found is None or player.start is None:
        return None
    rounds = played(game, seat)
    mine = at_round(Record.of(game), rounds, seat)
    theirs = at_round(found, rounds)
    table = _table(mine, theirs)
    if table is None:
        return None
    return Ghost(found.players[0].name, rounds, len(theirs.players[0].turns), table)


@functools.lru_cache(maxsize=8)  # a round's taps ask again; a Done makes the next
def _table(mine: Record, theirs: Record) -> Game | None:
    """The two games as one table, replayed by the engine (None: not one deal, or a move
    the rules refuse: a result is checked when kept, a save when loaded)."""
    players = (mine.players[0], theirs.players[0])
    try:
        return Record(mine.seed, mine.side, MULTI, players).replay()
    except HashiError:
        return None
