"""The game: deal, players' sheets, moves with their checks, undo, legal targets.

Every change goes through :meth:`Game.push`, which checks the move against
the rules first and raises :class:`RuleError` without changing anything when
it is illegal. Inside a round each player's steps are kept as a draft that
:meth:`Game.undo` takes back one by one; :class:`EndTurn` commits it.
"""

from __future__ import annotations

from .board import Board, get_board, line_id
from .deal import ROUNDS, Card, Deal, Start, deal
from .errors import RuleError
from .moves import DrawBridge, EndTurn, Move, PlaceStart, WriteNumber
from .scoring import BONUSES, Score, reached, score_players
from .sheet import MAX_BRIDGES_PER_LINE, Sheet
from .values import Value

START_VALUES = (3, 4)
MODES = ("solo", "multi")
MAX_PLAYERS = 4


class Turn(Value):
    """A committed round: the island numbered (or None) and the bridges drawn."""

    __slots__ = ("number", "bridges")

    number: int | None
    bridges: tuple[tuple[int, int], ...]


class Refusal:
    """A rule broken, before it is turned into a RuleError (cheap for legality queries)."""

    __slots__ = ("code", "key", "params")

    def __init__(self, code: str, params: dict, key: str | None = None) -> None:
        self.code = code
        self.params = params
        self.key = key

    def error(self) -> RuleError:
        return RuleError(self.code, key=self.key, **self.params)


class Player:
    """One player's side of the game: sheet, committed turns, this round's draft."""

    def __init__(self, name: str, board: Board) -> None:
        self.name = name
        self.sheet = Sheet(board)
        self.start: Start | None = None
        self.turns: list[Turn] = []
        self.draft: list[WriteNumber | DrawBridge] = []
        self.achieved: dict[str, int | None] = dict.fromkeys(BONUSES)
        self.finished_count = 0  # finished islands at the last commit

    @property
    def round(self) -> int:
        """0 during setup, then 1-17; 18 once all cards are played."""
        return 0 if self.start is None else len(self.turns) + 1

    @property
    def draft_number(self) -> int | None:
        return next((s.island for s in self.draft if isinstance(s, WriteNumber)), None)

    @property
    def draft_bridges(self) -> list[DrawBridge]:
        return [s for s in self.draft if isinstance(s, DrawBridge)]


class Game:
    """A game of Hashi for 1-4 players on one deal."""

    def __init__(
        self,
        seed: str,
        side: str = "A",
        mode: str = "solo",
        names: list[str] | tuple[str, ...] = ("Player",),
    ) -> None:
        if mode not in MODES:
            raise ValueError(f"mode must be solo or multi, not {mode!r}")
        if not 1 <= len(names) <= MAX_PLAYERS or (mode == "solo" and len(names) != 1):
            raise ValueError("solo has one player, multi 1-4")
        self.deal: Deal = deal(seed, side)
        self.mode = mode
        self.board: Board = get_board(side)
        self.players = [Player(name, self.board) for name in names]

    @property
    def seed(self) -> str:
        return self.deal.seed

    @property
    def side(self) -> str:
        return self.deal.side

    @property
    def final(self) -> bool:
        return all(len(p.turns) == ROUNDS for p in self.players)

    def round(self, player: int = 0) -> int:
        return self.players[player].round

    def card(self, player: int = 0) -> Card | None:
        """The card ``player`` plays now, or None during setup and after the end."""
        rnd = self.players[player].round
        return self.deal.draw[rnd - 1] if 1 <= rnd <= ROUNDS else None

    # -- checking and applying moves ---------------------------------------

    def check(self, move: Move, player: int = 0) -> RuleError | None:
        """The rule ``move`` would break for ``player`` now, or None if legal."""
        p = self.players[player]
        if isinstance(move, PlaceStart):
            refusal = self._check_start(p, move)
        elif p.start is None:
            return RuleError("not_started")
        elif p.round > ROUNDS:
            return RuleError("game_over")
        elif isinstance(move, WriteNumber):
            refusal = self._check_number(p, move.island)
        elif isinstance(move, DrawBridge):
            refusal = self._check_bridge(p, move.a, move.b)
        elif isinstance(move, EndTurn):
            drawn, count = len(p.draft_bridges), self._card(p).bridges
            if drawn not in (0, count):
                return RuleError("wrong_bridge_count", count=count, drawn=drawn)
            return None
        else:
            raise TypeError(f"not a move: {move!r}")
        return refusal.error() if refusal else None

    def push(self, move: Move, player: int = 0) -> None:
        """Apply ``move`` for ``player``; raises RuleError (changing nothing) if illegal."""
        error = self.check(move, player)
        if error is not None:
            error.player, error.round = player, self.players[player].round
            raise error
        p = self.players[player]
        if isinstance(move, PlaceStart):
            p.start = Start(move.island, move.value)
            p.sheet.numbers[move.island] = move.value
        elif isinstance(move, WriteNumber):
            p.sheet.numbers[move.island] = self._card(p).number
            p.draft.append(move)
        elif isinstance(move, DrawBridge):
            p.sheet.add_bridge(move.line)
            p.draft.append(move)
        else:
            self._commit(p)

    def undo(self, player: int = 0) -> Move:
        """Take back the last step of ``player``'s current round."""
        p = self.players[player]
        if not p.draft:
            raise RuleError("nothing_to_undo")
        step = p.draft.pop()
        if isinstance(step, WriteNumber):
            del p.sheet.numbers[step.island]
        else:
            p.sheet.add_bridge(step.line, -1)
        return step

    def take_back_number(self, player: int = 0) -> None:
        """Remove this round's number even if bridges were drawn after it.

        Refused (nothing changes) when a bridge of this round needs that number.
        """
        p = self.players[player]
        if p.draft_number is None:
            raise RuleError("nothing_to_undo")
        steps = list(p.draft)
        while p.draft:
            self.undo(player)
        kept = [s for s in steps if not isinstance(s, WriteNumber)]
        try:
            for step in kept:
                self.push(step, player)
        except RuleError:
            while p.draft:
                self.undo(player)
            for step in steps:
                self.push(step, player)
            raise RuleError("undo_breaks_turn", island=p.draft_number) from None

    def _card(self, p: Player) -> Card:
        return self.deal.draw[p.round - 1]

    def _check_start(self, p: Player, move: PlaceStart) -> Refusal | None:
        if p.start is not None:
            return Refusal("already_started", {})
        if not self.board.has_island(move.island):
            return Refusal("no_such_island", {"island": move.island})
        if move.value not in START_VALUES or self.board.island(move.island).flag:
            return Refusal("bad_start", {})
        return None

    def _check_number(self, p: Player, island: int) -> Refusal | None:
        board, sheet = self.board, p.sheet
        if not board.has_island(island):
            return Refusal("no_such_island", {"island": island})
        written = p.draft_number
        if written is not None:
            return Refusal("number_written", {"island": written})
        if island in sheet.numbers:
            return Refusal("island_taken", {"island": island})
        bridges = sheet.degree[island]
        if board.island(island).flag:
            # Only bridges of earlier rounds count: action b comes after action a.
            this_round = sum(island in (s.a, s.b) for s in p.draft_bridges)
            if bridges - this_round == 0:
                return Refusal("flag_needs_bridge", {"island": island})
        if self._card(p).number < bridges:
            return Refusal("number_below_bridges", {"island": island, "bridges": bridges})
        return None

    def _check_bridge(self, p: Player, a: int, b: int) -> Refusal | None:
        board, sheet = self.board, p.sheet
        lid = line_id(a, b)
        line = board.lines.get(lid)
        if line is None or a == b:
            return Refusal("no_such_line", {"a": min(a, b), "b": max(a, b)})
        drawn, count = len(p.draft_bridges), self._card(p).bridges
        if drawn >= count:
            return Refusal("wrong_bridge_count", {"count": count, "drawn": drawn + 1})
        if line.a not in sheet.numbers and line.b not in sheet.numbers:
            return Refusal("bridge_needs_number", {"a": line.a, "b": line.b})
        if sheet.bridges.get(lid, 0) >= MAX_BRIDGES_PER_LINE:
            return Refusal("line_full", {"a": line.a, "b": line.b})
        for other in line.crosses:
            if other in sheet.bridges:
                return Refusal("bridges_cross", {"a": line.a, "b": line.b, "other": other})
        for end in line.ends:
            limit = sheet.limit(end)
            if sheet.degree[end] >= limit:
                key = "island_finished" if sheet.is_finished(end) else None
                return Refusal("too_many_bridges", {"island": end, "limit": limit}, key)
        return None

    def _commit(self, p: Player) -> None:
        number = p.draft_number
        bridges = tuple((s.a, s.b) for s in p.draft_bridges)
        p.turns.append(Turn(number, bridges))
        p.draft.clear()
        rnd = len(p.turns)
        p.finished_count = len(p.sheet.finished())
        for bonus in reached(p.sheet):
            if p.achieved[bonus] is None:
                p.achieved[bonus] = rnd

    # -- what is legal now ---------------------------------------------------

    def legal_islands(self, player: int = 0) -> list[int]:
        """Islands that would accept this round's number now."""
        p = self.players[player]
        if not 1 <= p.round <= ROUNDS or p.draft_number is not None:
            return []
        return [i.id for i in self.board.islands if self._check_number(p, i.id) is None]

    def legal_lines(self, player: int = 0) -> list[str]:
        """Lines that would accept one more bridge now."""
        p = self.players[player]
        if not 1 <= p.round <= ROUNDS:
            return []
        return [
            lid for lid, ln in self.board.lines.items() if self._check_bridge(p, ln.a, ln.b) is None
        ]

    def legal_starts(self, player: int = 0) -> list[int]:
        """Islands that may take the starting 3 or 4."""
        if self.players[player].start is not None:
            return []
        return [i.id for i in self.board.islands if i.flag is None]

    # -- scoring ---------------------------------------------------------------

    def scores(self, preview: bool = False) -> list[Score]:
        """Every player's breakdown so far.

        With ``preview``, each player's draft counts as if confirmed now
        (a live view of what this round would bring).
        """
        achieved = []
        for p in self.players:
            got = dict(p.achieved)
            if preview and p.draft and p.round <= ROUNDS:
                for bonus in reached(p.sheet):
                    got[bonus] = got[bonus] or p.round
            achieved.append(got)
        finished = [len(p.sheet.finished()) if preview else p.finished_count for p in self.players]
        names = [p.name for p in self.players]
        return score_players(names, finished, achieved, self.mode, self.final)
