"""Why the computer suggests a turn: what the turn does, as data the texts turn into words.

A reason is a code, a message key and parameters, like the engine's errors:
``hashi_texts`` renders it in the player's language. Its facts are the engine's
own figures, read after the turn is played on a copy of the game: the islands it
finishes, each bonus's progress and worth (``Game.outlook``), the rounds left
before a bonus's deadline. Which of them are told is the computer's judgement:
a bonus reached first, then islands finished, a bonus brought closer, an island
kept free for a big number, and else what the island written still needs, or that
no island can take the card's number.
At most two, so the sentence stays short.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hashi_core import BONUSES, DECK, ROUNDS, Game, Turn
from hashi_core.scoring import CHAIN
from hashi_core.sheet import MAX_BRIDGES_PER_ISLAND, MAX_BRIDGES_PER_LINE, Sheet
from hashi_core.values import Value

# The kinds of reason, in the order a sentence tells them.
KINDS = ("finishes", "reaches", "closer", "keeps_open", "needs", "no_room")
# Which are told first when there are more than ``MOST``.
PRIORITY = ("reaches", "finishes", "closer", "keeps_open", "needs", "no_room")
MOST = 2
BIG = 5  # a free island is worth keeping for a number at least this big

Param = int | str | tuple[int, ...]


class Reason(Value):
    """One reason: its kind (``code``, one of ``KINDS``), message key and parameters.

    ``finishes``: ``islands`` (ascending), ``count``. ``reaches``: ``bonus``,
    ``points`` (what it brings; 0 at a table, where that depends on the others).
    ``closer``: ``bonus``, ``done`` of ``need``, ``rounds`` left to reach it for
    ``points`` (0 at a table: the rounds left in the game). ``keeps_open``:
    ``island`` left free, the biggest ``number`` it can still take and finish of those
    still to come (a card this player has not seen: the rounds left can bring it).
    ``needs``: the ``island`` written and the ``count`` of bridges it still needs.
    ``no_room``: no island can take the card's ``number`` (so none is written).
    """

    __slots__ = ("code", "key", "params")
    code: str
    key: str
    params: tuple[tuple[str, Param], ...]

    @property
    def values(self) -> dict[str, Param]:
        return dict(self.params)

    def to_dict(self) -> dict[str, Any]:
        """As a worker's reply carries it: ``{code, key, params}`` (lists for tuples)."""
        params = {k: list(v) if isinstance(v, tuple) else v for k, v in self.params}
        return {"code": self.code, "key": self.key, "params": params}


def reason(code: str, key: str, **params: Param) -> Reason:
    return Reason(code, key, tuple(sorted(params.items())))


def reasons(game: Game, turn: Turn, player: int = 0, solo: bool = True) -> tuple[Reason, ...]:
    """Up to ``MOST`` reasons for ``turn``, the card in play of ``player`` in ``game``
    (between steps: no draft), in the order a sentence tells them.

    ``solo``: bonuses have the solo deadlines and values; at a table (False) what a
    bonus brings depends on who reaches it first, which a player's view cannot tell.
    ``game`` is left as it was; RuleError when ``turn`` is not legal there.
    """
    rnd = game.round(player)
    card = game.card(player)
    after = game.copy()
    for move in turn.moves():
        after.push(move, player)
    before_sheet, sheet = game.players[player].sheet, after.players[player].sheet
    found: dict[str, Reason] = {}
    finished = sorted(set(sheet.finished()) - set(before_sheet.finished()))
    if finished:
        found["finishes"] = reason(
            "finishes", "coach.finishes", islands=tuple(finished), count=len(finished)
        )
    was, now = game.outlook(player), after.outlook(player)
    closer: list[tuple[int, int, str]] = []
    for order, bonus in enumerate(BONUSES):
        if was[bonus].reached is not None:
            continue
        if now[bonus].reached is not None and "reaches" not in found:
            key = f"coach.reaches_{bonus}" if solo else f"coach.completes_{bonus}"
            points = now[bonus].points if solo else 0
            found["reaches"] = reason("reaches", key, bonus=bonus, points=points)
        elif now[bonus].reached is None and now[bonus].done > was[bonus].done:
            if bonus == CHAIN and now[bonus].done < 2:
                continue  # one finished island alone is no chain yet
            closer.append((now[bonus].need - now[bonus].done, order, bonus))
    if closer and rnd < ROUNDS:
        bonus = min(closer)[2]
        o = now[bonus]
        in_time = solo and o.deadline is not None and rnd < o.deadline
        rounds = o.deadline - rnd if in_time and o.deadline is not None else ROUNDS - rnd
        found["closer"] = reason(
            "closer",
            f"coach.closer_{bonus}",
            bonus=bonus,
            done=o.done,
            need=o.need,
            rounds=rounds,
            points=o.worth if solo else 0,
        )
    if card is not None:
        kept = _kept_open(game, turn, sheet, card.number, player)
        if kept is not None:
            found["keeps_open"] = reason(
                "keeps_open", "coach.keeps_open", island=kept[0], number=kept[1]
            )
    if turn.number is not None and not sheet.is_finished(turn.number):
        count = sheet.numbers[turn.number] - sheet.degree[turn.number]
        found["needs"] = reason("needs", "coach.needs", island=turn.number, count=count)
    if turn.number is None and card is not None and not game.legal_islands(player):
        found["no_room"] = reason("no_room", "coach.no_room", number=card.number)
    chosen = [found[kind] for kind in PRIORITY if kind in found][:MOST]
    return tuple(sorted(chosen, key=lambda r: KINDS.index(r.code)))


def biggest_number(sheet: Sheet, island: int) -> int:
    """The biggest number a free ``island`` could take and still be finished on ``sheet``:
    its bridges now plus those its lines can still take (a line crossed by a bridge
    takes none; each other end takes no more than its own number allows)."""
    board = sheet.board
    room = sheet.degree[island]
    for lid in board.lines_of[island]:
        if sheet.is_closed(lid):
            continue
        line = board.lines[lid]
        other = line.b if line.a == island else line.a
        room += min(
            MAX_BRIDGES_PER_LINE - sheet.bridges.get(lid, 0),
            sheet.limit(other) - sheet.degree[other],
        )
    return min(MAX_BRIDGES_PER_ISLAND, room)


def _kept_open(
    game: Game, turn: Turn, sheet: Sheet, number: int, player: int
) -> tuple[int, int] | None:
    """The island the turn leaves free for a bigger number than the card's (None: none
    worth telling): one that could have taken the card's number, for the biggest number it
    could take of those still to come (none after the last card: a number the player saw
    played is not kept for)."""
    seen = set(game.seen(player))
    last = game.round(player) >= ROUNDS
    to_come = set() if last else {c.number for c in DECK if c not in seen}
    wanted = sorted((n for n in to_come if n >= BIG and n > number), reverse=True)
    best: tuple[int, int] | None = None
    for island in game.legal_islands(player) if wanted else ():
        if island == turn.number or island in sheet.numbers:
            continue
        biggest = biggest_number(sheet, island)
        fits = next((n for n in wanted if n <= biggest), None)
        if fits is not None and (best is None or fits > best[1]):
            best = (island, fits)
    return best


def reasons_data(found: tuple[Reason, ...]) -> list[dict[str, Any]]:
    """The reasons as a worker's reply carries them."""
    return [r.to_dict() for r in found]


def read_reasons(data: object) -> tuple[Reason, ...]:
    """Reasons back from a reply's data; whatever is not a well-formed reason is left out
    (an older worker sends none: the hint is shown without them)."""
    out: list[Reason] = []
    for item in data if isinstance(data, list) else []:
        found = _read(item)
        if found is not None and len(out) < MOST:
            out.append(found)
    return tuple(out)


def _read(item: object) -> Reason | None:
    if not isinstance(item, dict):
        return None
    code, key, params = item.get("code"), item.get("key"), item.get("params")
    if code not in KINDS or not isinstance(key, str) or not key.startswith("coach."):
        return None
    if not isinstance(params, Mapping):
        return None
    values: dict[str, Param] = {}
    for name, value in params.items():
        if type(value) is int or isinstance(value, str):
            values[str(name)] = value
        elif isinstance(value, list) and all(type(v) is int for v in value):
            values[str(name)] = tuple(value)
        else:
            return None
    return reason(str(code), key, **values)
