"""The game: a deal, the players' sheets, moves with their checks, undo, what is legal now.

Every change goes through :meth:`Game.push`, which checks the move against
the rules first and raises :class:`RuleError` without changing anything when
it is illegal. Inside a round each player's steps are kept as a draft that
:meth:`Game.undo` takes back one by one; :class:`EndTurn` commits it.
:meth:`Game.pop` also takes back committed rounds and the start, and
:meth:`Game.copy` is cheap: together they serve searches.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

from .board import DEFAULT_SIDE, Board, Line, get_board, line_id
from .deal import ROUNDS, Card, Deal, Start, deal
from .errors import RuleError
from .moves import DrawBridge, EndTurn, Move, PlaceStart, Step, Turn, WriteNumber
from .scoring import (
    BONUSES,
    LOW,
    SOLO_DEADLINE,
    Outlook,
    Score,
    first_round,
    largest_chain,
    progress,
    reached,
    score_players,
    worth_now,
)
from .sheet import MAX_BRIDGES_PER_LINE, Sheet
from .table import Seat, is_over

START_VALUES = (3, 4)
MODES = ("solo", "multi")
SOLO, MULTI = MODES  # one player by the solo rules; 1-4 scored against each other
MAX_PLAYERS = 4
# The name of a player nobody named (a solo game): shown in the player's language.
DEFAULT_NAME = "Player"

T = TypeVar("T")


class Refusal:
    """A rule broken, before it is turned into a RuleError (cheap for legality queries)."""

    __slots__ = ("code", "key", "params")

    def __init__(self, code: str, params: dict[str, object], key: str | None = None) -> None:
        self.code = code
        self.params = params
        self.key = key

    def error(self) -> RuleError:
        return RuleError(self.code, key=self.key, **self.params)


class Player(Seat):
    """One player's side of the game: sheet, committed turns, this round's draft."""

    __slots__ = (
        "achieved",
        "commits",
        "draft",
        "finished_count",
        "name",
        "sheet",
        "start",
        "turns",
    )

    def __init__(self, name: str, board: Board) -> None:
        self.name = name
        self.sheet = Sheet(board)
        self.start: Start | None = None
        self.turns: list[Turn] = []
        self.draft: list[Step] = []
        self.achieved: dict[str, int | None] = dict.fromkeys(BONUSES)
        self.finished_count = 0  # finished islands at the last commit
        # For pop(): each committed round's steps and the bonus state before it.
        self.commits: list[tuple[tuple[Step, ...], dict[str, int | None], int]] = []

    def copy(self) -> Player:
        other = Player.__new__(Player)
        other.name = self.name
        other.sheet = self.sheet.copy()
        other.start = self.start
        other.turns = self.turns.copy()
        other.draft = self.draft.copy()
        other.achieved = self.achieved.copy()
        other.finished_count = self.finished_count
        other.commits = self.commits.copy()
        return other

    @property
    def draft_number(self) -> int | None:
        return next((s.island for s in self.draft if isinstance(s, WriteNumber)), None)

    @property
    def draft_bridges(self) -> list[DrawBridge]:
        return [s for s in self.draft if isinstance(s, DrawBridge)]


class Game:
    """A game of Hashi for 1-4 players on one deal (a seed's, or a scripted one).

    The queries a page asks several times of one state (the scores, the outlook, the legal
    islands and lines) are answered once: kept until the next change (every change goes
    through :meth:`push`, :meth:`undo` and :meth:`pop`, which forget them) and only for
    the deal and players they were found on (a copy starts with none).
    """

    # (deal, players, answers) of the state as it is now; a class default, so that
    # ``copy`` (hot in searches) does not pay for it.
    _memo: tuple[Deal, list[Player], dict[tuple[Any, ...], Any]] | None = None

    def __init__(
        self,
        seed: str | Deal,
        side: str = DEFAULT_SIDE,
        mode: str = "solo",
        names: Sequence[str] = (DEFAULT_NAME,),
    ) -> None:
        """``seed`` is a seed (its deal on ``side``) or a :class:`Deal` (``side`` unused)."""
        if mode not in MODES:
            raise ValueError(f"mode must be solo or multi, not {mode!r}")
        if not 1 <= len(names) <= MAX_PLAYERS or (mode == "solo" and len(names) != 1):
            raise ValueError("solo has one player, multi 1-4")
        self.deal: Deal = seed if isinstance(seed, Deal) else deal(seed, side)
        self.mode = mode
        self.board: Board = get_board(self.deal.side)
        self.players = [Player(name, self.board) for name in names]

    def copy(self) -> Game:
        """An independent copy: moves pushed on one never show on the other."""
        other = Game.__new__(Game)
        other.deal = self.deal
        other.mode = self.mode
        other.board = self.board
        other.players = [p.copy() for p in self.players]
        return other

    @property
    def seed(self) -> str | None:
        """The deal's seed, None for a scripted deal."""
        return self.deal.seed

    @property
    def side(self) -> str:
        return self.deal.side

    @property
    def final(self) -> bool:
        """Whether every player has played every card (asked a dozen times of one state by
        a page's tap: kept, as the answers below)."""
        return self._kept(("final",), self._over)

    def _over(self) -> bool:
        return is_over(self)

    def round(self, player: int = 0) -> int:
        return self.players[player].round

    def card(self, player: int = 0) -> Card | None:
        """The card ``player`` plays now, or None during setup and after the end."""
        rnd = self.players[player].round
        return self.deal.draw[rnd - 1] if 1 <= rnd <= ROUNDS else None

    def bridges_left(self, player: int = 0) -> int:
        """Bridges ``player`` may still draw this round: the card's less those drawn (0
        with no card in play)."""
        card = self.card(player)
        return 0 if card is None else card.bridges - len(self.players[player].draft_bridges)

    def seen(self, player: int = 0) -> tuple[Card, ...]:
        """The cards ``player`` has seen: one per round played, then the card in play."""
        return self.deal.draw[: self.players[player].round]

    # -- checking and applying moves ---------------------------------------

    def check(self, move: Move, player: int = 0) -> RuleError | None:
        """The rule ``move`` would break for ``player`` now, or None if legal."""
        refusal = self._refusal(move, self.players[player])
        return refusal.error() if refusal else None

    def _kept(self, key: tuple[Any, ...], make: Callable[[], T]) -> T:
        """``make()``'s answer for the game as it is now, found once (see the class)."""
        memo = self._memo
        if memo is None or memo[0] is not self.deal or memo[1] is not self.players:
            memo = self._memo = (self.deal, self.players, {})
        known = memo[2]
        if key in known:
            found: T = known[key]
            return found
        made = known[key] = make()
        return made

    def is_legal(self, move: Move, player: int = 0) -> bool:
        return self._refusal(move, self.players[player]) is None

    def _refusal(self, move: Move, p: Player) -> Refusal | None:
        if isinstance(move, PlaceStart):
            return self._check_start(p, move)
        if p.start is None:
            return Refusal("not_started", {})
        if p.round > ROUNDS:
            return Refusal("game_over", {})
        if isinstance(move, WriteNumber):
            return self._check_number(p, move.island)
        if isinstance(move, DrawBridge):
            return self._check_bridge(p, move.a, move.b)
        if isinstance(move, EndTurn):
            drawn, count = len(p.draft_bridges), self._card(p).bridges
            if drawn not in (0, count):
                return Refusal("wrong_bridge_count", {"count": count, "drawn": drawn})
            return None
        raise TypeError(f"not a move: {move!r}")

    def push(self, move: Move, player: int = 0) -> None:
        """Apply ``move`` for ``player``; raises RuleError (changing nothing) if illegal."""
        p = self.players[player]
        refusal = self._refusal(move, p)
        if refusal is not None:
            error = refusal.error()
            error.player, error.round = player, p.round
            raise error
        self._memo = None
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
        """Take back the last step of ``player``'s current round (the player's undo)."""
        p = self.players[player]
        if not p.draft:
            raise RuleError("nothing_to_undo")
        self._memo = None
        step = p.draft.pop()
        if isinstance(step, WriteNumber):
            del p.sheet.numbers[step.island]
        else:
            p.sheet.add_bridge(step.line, -1)
        return step

    def pop(self, player: int = 0) -> Move:
        """Take back ``player``'s last move of any kind: a step, a whole ``EndTurn``, the start.

        After ``pop`` the game is exactly as it was before that move was pushed.
        """
        p = self.players[player]
        if p.draft:
            return self.undo(player)
        self._memo = None
        if p.commits:
            steps, achieved, finished = p.commits.pop()
            p.turns.pop()
            p.draft = list(steps)
            p.achieved = achieved
            p.finished_count = finished
            return EndTurn()
        if p.start is not None:
            start, p.start = p.start, None
            del p.sheet.numbers[start.island]
            return PlaceStart(start.island, start.value)
        raise RuleError("nothing_to_undo")

    def take_back_number(self, player: int = 0) -> None:
        """Remove this round's number even if bridges were drawn after it.

        Refused (nothing changes) when a bridge of this round needs that number.
        """
        p = self.players[player]
        number = p.draft_number
        if number is None:
            raise RuleError("nothing_to_undo")
        steps = list(p.draft)
        while p.draft:
            self.undo(player)
        kept = [s for s in steps if not isinstance(s, WriteNumber)]
        try:
            for bridge in kept:
                self.push(bridge, player)
        except RuleError:
            while p.draft:
                self.undo(player)
            for step in steps:
                self.push(step, player)
            raise RuleError("undo_breaks_turn", island=number) from None

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
        if drawn >= count:  # (said as what is drawn, not what one more would make)
            return Refusal(
                "wrong_bridge_count", {"count": count, "drawn": drawn}, "all_bridges_drawn"
            )
        return self._check_line(sheet, lid, line)

    def _check_line(self, sheet: Sheet, lid: str, line: Line) -> Refusal | None:
        """Why ``line`` takes no bridge on ``sheet`` (the round's count allowing one)."""
        if line.a not in sheet.numbers and line.b not in sheet.numbers:
            return Refusal("bridge_needs_number", {"a": line.a, "b": line.b})
        if sheet.bridges.get(lid, 0) >= MAX_BRIDGES_PER_LINE:
            return Refusal("line_full", {"a": line.a, "b": line.b})
        other = sheet.crossing(lid) if line.crosses else None  # most lines cross none
        if other is not None:
            return Refusal("bridges_cross", {"a": line.a, "b": line.b, "other": other})
        for end in line.ends:
            limit = sheet.limit(end)
            if sheet.degree[end] >= limit:
                if sheet.is_finished(end):
                    return Refusal(
                        "too_many_bridges", {"island": end, "limit": limit}, "island_finished"
                    )
                return Refusal("too_many_bridges", {"island": end, "limit": limit})
        return None

    def _commit(self, p: Player) -> None:
        p.commits.append((tuple(p.draft), p.achieved.copy(), p.finished_count))
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

    def legal_moves(self, player: int = 0) -> Iterator[Move]:
        """Every move ``player`` may make now: exactly the moves :meth:`push` accepts.

        Setup: the starts. In a round: the numbers, the bridges (smaller island
        first) and, when the bridges drawn allow it, ``EndTurn``.
        """
        p = self.players[player]
        if p.start is None:
            for island in self.legal_starts(player):
                for value in START_VALUES:
                    yield PlaceStart(island, value)
            return
        if p.round > ROUNDS:
            return
        for island in self.legal_islands(player):
            yield WriteNumber(island)
        for lid in self.legal_lines(player):
            line = self.board.lines[lid]
            yield DrawBridge(line.a, line.b)
        if len(p.draft_bridges) in (0, self._card(p).bridges):
            yield EndTurn()

    def legal_islands(self, player: int = 0) -> list[int]:
        """Islands that would accept this round's number now."""
        return list(self._kept(("islands", player), lambda: self._legal_islands(player)))

    def _legal_islands(self, player: int) -> tuple[int, ...]:
        p = self.players[player]
        if not 1 <= p.round <= ROUNDS or p.draft_number is not None:
            return ()
        numbers = p.sheet.numbers  # (an island with a number is refused: skipped here)
        return tuple(
            i.id
            for i in self.board.islands
            if i.id not in numbers and self._check_number(p, i.id) is None
        )

    def legal_lines(self, player: int = 0) -> list[str]:
        """Lines that would accept one more bridge now."""
        return list(self._kept(("lines", player), lambda: self._legal_lines(player)))

    def _legal_lines(self, player: int) -> tuple[str, ...]:
        p = self.players[player]
        if not 1 <= p.round <= ROUNDS:
            return ()
        if len(p.draft_bridges) >= self._card(p).bridges:
            return ()
        sheet = p.sheet
        numbers = sheet.numbers
        # A line with no number at either end is refused first (``_check_line``): skipped here
        # without making its refusal, as most of a board's lines are on most turns.
        return tuple(
            lid
            for lid, ln in self.board.lines.items()
            if (ln.a in numbers or ln.b in numbers) and self._check_line(sheet, lid, ln) is None
        )

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
        if preview and not any(p.draft for p in self.players):
            preview = False  # (no draft: the preview is the score, found once for both)
        return list(self._kept(("scores", preview), lambda: self._scores(preview)))

    def _scores(self, preview: bool) -> tuple[Score, ...]:
        achieved = [self._achieved(seat, preview) for seat in range(len(self.players))]
        finished = [len(p.sheet.finished()) if preview else p.finished_count for p in self.players]
        names = [p.name for p in self.players]
        return tuple(score_players(names, finished, achieved, self.mode, self.final))

    def _achieved(self, seat: int, preview: bool) -> dict[str, int | None]:
        p = self.players[seat]
        got = dict(p.achieved)
        if preview and p.draft and p.round <= ROUNDS:
            for bonus in reached(p.sheet, self._chain(seat)):
                got[bonus] = got[bonus] or p.round
        return got

    def _chain(self, player: int) -> int:
        """The largest chain on ``player``'s sheet (the preview's bonuses and the outlook's
        progress both ask it of one state)."""
        return self._kept(("chain", player), lambda: largest_chain(self.players[player].sheet))

    def outlook(self, player: int = 0) -> dict[str, Outlook]:
        """Where each bonus stands for ``player``: reached, previewed, or worth what now."""
        return dict(self._kept(("outlook", player), lambda: self._outlook(player)))

    def _outlook(self, player: int) -> dict[str, Outlook]:
        p = self.players[player]
        achieved = [q.achieved for q in self.players]
        score = self.scores()[player]
        preview = self.scores(preview=True)[player]
        rnd = min(max(p.round, 1), ROUNDS)
        done = progress(p.sheet, self._chain(player))
        out = {}
        for bonus in BONUSES:
            first = first_round(achieved, bonus) if self.mode == "multi" else None
            reached_round, points = score.bonuses[bonus]
            preview_points = preview.bonuses[bonus][1] if reached_round is None else 0
            deadline = SOLO_DEADLINE[bonus] if self.mode == "solo" else None
            out[bonus] = Outlook(
                bonus,
                reached_round,
                points,
                preview_points,
                done[bonus][0],
                done[bonus][1],
                worth_now(bonus, rnd, self.mode, first),
                deadline,
                deadline is not None and rnd <= deadline,
                LOW[bonus],
                first,
                tuple(i for i, a in enumerate(achieved) if first is not None and a[bonus] == first),
            )
        return out
