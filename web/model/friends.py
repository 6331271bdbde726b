"""Friends' results: result links in, kept per deal on this device, records out for the standings.

Each friend plays the same deal on their own device and sends a result link;
:class:`Friends` keeps the codes (``web.model.stores.results``), one per friend (a newer
result of theirs replaces the older), and reads them back as the engine's
records. No browser, no text: what happened is a step's result (``outcome.Said``).
"""

from __future__ import annotations

from hashi_core import MAX_PLAYERS, Game, HashiError, Record, RecordError
from hashi_core.record import PlayerRecord, tell_apart
from hashi_core.share import decode_result

from .address import result_code
from .notice import info, problem
from .outcome import Said, declined, done
from .stores.results import FriendsResults


class Friends:
    """The result links kept on this device (``kept``), each code read once."""

    def __init__(self, kept: FriendsResults) -> None:
        self.kept = kept
        self._read: dict[str, Record | None] = {}  # codes already decoded (None: damaged)

    @staticmethod
    def read(code: str) -> Record:
        """The one-player record in a result code; HashiError when it is not one."""
        return Record.from_dict(decode_result(code))

    def _decoded(self, code: str) -> Record | None:
        if code not in self._read:
            try:
                self._read[code] = self.read(code)
            except HashiError:
                self._read[code] = None
        return self._read[code]

    def keep(self, record: Record, code: str, game: Game) -> Said:
        """Keep a friend's result for its deal, or update that friend's older one (the same
        name and the same game so far: one's turns begin the other's); what happened, as a
        step taken. Another player of the same name is another friend (told apart by a number).
        ``game`` (on screen, of that deal)'s own result is no friend's: said so, not kept;
        while it is not finished, an update does not say how many rounds the friend played.
        A new friend past the standings' room (:func:`room`) is refused, and said."""
        seed, side = record.seed, record.side
        if any(same_game(player, record.players[0]) for player in Record.of(game).players):
            return done(info("ui.result_own", "result_own", seed=seed))
        name, turns = record.players[0].name, len(record.players[0].turns)
        codes = self.kept.codes(seed, side)
        for index, known in enumerate(codes):
            other = self._decoded(known)
            if other is None or not same_game(other.players[0], record.players[0]):
                continue
            if known == code or len(other.players[0].turns) >= turns:
                return done(info("ui.result_known", "result_known", name=name))
            codes[index] = code
            self.kept.keep(seed, side, codes)
            if not game.final:  # (how far the friend has played would give the race away)
                return done(info("ui.result_updated_unfinished", "result_updated", name=name))
            return done(info("ui.result_updated", "result_updated", name=name, count=turns))
        if len(self.records(game)) >= room(game):
            return declined(problem("ui.result_full", "result_full", name=name, count=MAX_PLAYERS))
        self.kept.keep(seed, side, [*codes, code])
        return done(info("ui.result_added", "result_added", name=name, seed=seed))

    def add(self, link: str, game: Game) -> Said:
        """A pasted result link for ``game``'s deal (another deal's is refused)."""
        code = result_code(link)
        try:
            record = self.read(code)
            if (record.seed, record.side) != (game.seed, game.side):
                raise RecordError(
                    "result_foreign",
                    seed=record.seed,
                    side=record.side,
                    want=game.seed,
                    side_want=game.side,
                )
        except HashiError as error:
            return declined(problem("ui.result_refused", error.code, reason=error))
        return self.keep(record, code, game)

    def records(self, game: Game) -> list[Record]:
        """Friends' results for ``game``'s deal, each under a name of its own: the game's own
        players' results (their link opened here) left out, a friend who shares a name with
        one of them or with an earlier friend told apart by a number (``Ana (2)``)."""
        own = {p.name for p in game.players}
        taken = set(own)
        mine: list[PlayerRecord] | None = None  # the game's own, made on a namesake only
        out = []
        for code in self.kept.codes(str(game.seed), game.side):
            record = self._decoded(code)
            if record is None:
                continue
            friend = record.players[0]
            if friend.name in own:
                mine = mine if mine is not None else list(Record.of(game).players)
                if any(same_game(p, friend) for p in mine):
                    continue
            name = tell_apart(friend.name, taken)
            taken.add(name)
            if name != friend.name:
                renamed = PlayerRecord(name, friend.start, friend.turns, friend.draft)
                record = Record(record.seed, record.side, record.mode, (renamed,))
            out.append(record)
        return out[: room(game)]  # (a device that kept more before there was a limit)


def room(game: Game) -> int:
    """How many friends the standings take beside ``game``'s own players: a game of Hashi
    has at most ``MAX_PLAYERS``, and the standings score them by its rules, together. A
    further friend's result is refused and said (their standings went blank, Q50)."""
    return MAX_PLAYERS - len(game.players)


def same_game(a: PlayerRecord, b: PlayerRecord) -> bool:
    """One player's game at two moments: one name, one start, one's turns beginning the
    other's (a friend's newer result, or this device's own game in a link of it)."""
    n = min(len(a.turns), len(b.turns))
    if a.name != b.name or a.start != b.start or a.turns[:n] != b.turns[:n]:
        return False
    # (a challenge's players share the deal's start: before a round is played by both, two
    # namesakes would look alike, so only the very same moment counts as one game)
    return n > 0 or len(a.turns) == len(b.turns)
