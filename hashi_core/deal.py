"""Cards, seeds and the deal a seed makes.

The shuffle uses its own generator (SHA-256 in counter mode with rejection
sampling) rather than :mod:`random`, whose algorithms may change between
Python versions: a seed must give the same deal forever, in CPython and in
Pyodide alike. Golden vectors in the tests pin it.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Iterator, Sequence

from . import reading
from .board import DEFAULT_SIDE, get_board
from .errors import RecordError
from .values import Value

ROUNDS = 17
SEED_LENGTH = 64  # a seed's characters at most (a longer one is refused, not cut)
SEED_PATTERN = re.compile(rf"[A-Za-z0-9_-]{{1,{SEED_LENGTH}}}")
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # base32 without I, L, O, U


class Card(Value):
    __slots__ = ("number", "bridges")
    number: int
    bridges: int

    def to_dict(self) -> dict[str, int]:
        return {"number": self.number, "bridges": self.bridges}

    @staticmethod
    def from_dict(data: object, name: str = "cards") -> Card:
        """A card of the deck from ``{"number", "bridges"}``; RecordError for field ``name``."""
        if not isinstance(data, dict) or set(data) != {"number", "bridges"}:
            raise RecordError("field", field=name)
        number, bridges = data["number"], data["bridges"]
        if not reading.is_int(number) or not reading.is_int(bridges):
            raise RecordError("field", field=name)
        card = Card(number, bridges)
        if card not in DECK:
            raise RecordError("field", field=name)
        return card


DECK: tuple[Card, ...] = tuple(Card(n, b) for n in range(1, 7) for b in range(1, 4))


class Start(Value):
    __slots__ = ("island", "value")
    island: int
    value: int

    def to_dict(self) -> dict[str, int]:
        return {"island": self.island, "value": self.value}

    @staticmethod
    def from_dict(data: object, side: str) -> Start:
        """A start from ``{"island", "value"}`` on ``side``'s board (its rules are the game's)."""
        if not isinstance(data, dict):
            raise RecordError("field", field="start")
        value = data.get("value")
        if not reading.is_int(value):
            raise RecordError("field", field="start")
        return Start(reading.island(data.get("island"), side, "start"), value)


class Deal(Value):
    """The cards of one game: the hidden one, the 17 in play order, and a fair start.

    A seed's deal can be made again anywhere from its seed; a scripted deal
    (``seed`` None: a tutorial, a test, a computer player's guess at the cards
    to come) only exists as the value itself.
    """

    __slots__ = ("seed", "side", "hidden", "draw", "start")
    seed: str | None
    side: str
    hidden: Card
    draw: tuple[Card, ...]
    start: Start

    @staticmethod
    def scripted(side: str, draw: Sequence[Card], start: Start, hidden: Card | None = None) -> Deal:
        """A deal of chosen cards: 17 different cards of the deck, in play order.

        ``hidden`` defaults to the one card of the deck not in ``draw``.
        Raises ValueError for anything that no shuffle could deal.
        """
        get_board(side)  # KeyError for an unknown side
        cards = tuple(draw)
        unused = [c for c in DECK if c not in cards]
        if len(cards) != ROUNDS or len(set(cards)) != ROUNDS or len(unused) != 1:
            raise ValueError(f"a deal draws {ROUNDS} different cards of the deck")
        if hidden is not None and hidden != unused[0]:
            raise ValueError("the hidden card is the deck's card that is not drawn")
        return Deal(None, side, unused[0], cards, start)

    def played(self, rounds: int) -> tuple[Card, ...]:
        """The cards of the first ``rounds`` rounds (none for 0 or less; all past the last)."""
        return self.draw[: max(0, rounds)]

    def to_dict(self) -> dict[str, object]:
        return {
            "seed": self.seed,
            "side": self.side,
            "hidden": self.hidden.to_dict(),
            "draw": [c.to_dict() for c in self.draw],
            "start": self.start.to_dict(),
        }


def is_seed(text: object) -> bool:
    return isinstance(text, str) and SEED_PATTERN.fullmatch(text) is not None


def normalise_seed(text: str) -> str:
    """The canonical (upper-case) seed; raises ValueError for a malformed one."""
    if not is_seed(text):
        raise ValueError(f"not a seed: {text!r}")
    return text.upper()


def new_seed(length: int = 6) -> str:
    """A fresh seed of Crockford base32 characters, easy to read aloud."""
    return "".join(secrets.choice(CROCKFORD) for _ in range(length))


def _stream(label: str) -> Iterator[int]:
    """Unsigned 32-bit integers, deterministically derived from ``label``."""
    counter = 0
    while True:
        block = hashlib.sha256(f"{label}/{counter}".encode()).digest()
        for i in range(0, 32, 4):
            yield int.from_bytes(block[i : i + 4], "big")
        counter += 1


def _below(stream: Iterator[int], n: int) -> int:
    """A uniform integer in ``range(n)`` (rejection sampling: no modulo bias)."""
    limit = (1 << 32) - (1 << 32) % n
    while (value := next(stream)) >= limit:
        pass
    return value % n


def deal(seed: str, side: str = DEFAULT_SIDE) -> Deal:
    """The deal of ``seed`` on ``side``: hidden card, 17 cards in order, fair start.

    The card order depends on the seed alone, so friends on either side see
    the same cards; the start depends on the side's islands.
    """
    seed = normalise_seed(seed)
    board = get_board(side)
    cards = list(DECK)
    stream = _stream(f"hashi/1/cards/{seed}")
    for i in range(len(cards) - 1, 0, -1):  # Fisher-Yates
        j = _below(stream, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    # A fair start: a plain island with at least three lines, so that it can
    # be finished in several ways.
    candidates = [i.id for i in board.islands if i.flag is None and len(board.lines_of[i.id]) >= 3]
    stream = _stream(f"hashi/1/start/{seed}/{side}")
    start = Start(candidates[_below(stream, len(candidates))], 3 + _below(stream, 2))
    return Deal(seed, side, cards[0], tuple(cards[1:]), start)
