"""The page's address, the one owner of its grammar: parse it and build it.

    ?seed=K7QX2M&side=B          a deal (solo unless ``mode`` says otherwise)
    &mode=party|challenge...     how it is played (a name of the flows' registry, ``FLOWS``)
    ?result=<code>               a friend's challenge result
    ?replay=<code or game id>    a replay: a result code, or a game saved on this device
    &round=0..last               where the replay stands (0, the starts, when left out)
    &screen=history              a screen beside the game open over it (``screens.ADDRESSED``)
    &lang=en|es|pt|it|pl...      the language (one of ``hashi_texts.LANGUAGES``)

Sides, ways of playing and languages are read from their owners when a value
is checked: registering a new one there is all the address needs.

Parsing never raises: every value it cannot use is left out and reported as
a :class:`Notice` (shown to the player), so a bad link still opens the page.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import parse_qsl, quote

import hashi_texts
from hashi_core import ROUNDS, RecordError, is_seed, normalise_seed
from hashi_core.board_data import SIDES
from hashi_texts import quoted

from .flows import DEFAULT, FLOWS
from .notice import Notice, from_error, problem
from .screens import ADDRESSED

MAX_VALUE = 4096  # longer values are not ours (a result code is ~100 characters)
# A replay names a result code (URL-safe base64) or a save's id (seed.side.kind.nonce).
REPLAY = re.compile(r"[A-Za-z0-9_.-]+")


@dataclass
class Address:
    seed: str | None = None
    side: str | None = None
    mode: str | None = None  # None: not given (solo, or resume what was being played)
    result: str | None = None
    lang: str | None = None
    replay: str | None = None  # see ``web.model.replay.resolve``
    round: int | None = None  # the replay's position (``web.model.replay.Scrubber``)
    round_refused: str | None = None  # a round refused, told again once the replay's is known
    screen: str | None = None  # a screen open over the game (``web.model.screens``)
    problems: list[Notice] = field(default_factory=list)
    round_told: int = -1  # where in ``problems`` the round refused is (-1: none)

    def told(self, last_round: int | None = None) -> Notice:
        """Every value refused, in one message (``all_told``: there is one at least). Given
        the open replay's ``last_round``, a round refused names the rounds it has."""
        problems = list(self.problems)
        if last_round is not None and self.round_refused is not None:
            problems[self.round_told] = bad_round(self.round_refused, last_round)
        return all_told(problems)


DAMAGED_REPLAY = from_error(RecordError("replay_damaged"))


def _round(value: str) -> int | None:
    """A round: past the replay's last one, refused once it is open (``bad_round``)."""
    digits = value.lstrip("0") or "0"  # ("0006" is round 6)
    return int(digits) if value.isascii() and value.isdigit() and len(digits) <= 3 else None


def bad_round(value: str, last: int = ROUNDS) -> Notice:
    """A replay's round refused, naming the rounds there are: the game's (``last``: its
    last round; an unfinished game's is before the 17th), or the 17 where no game is open."""
    return problem("ui.bad_round_link", "bad_round", round=quoted(value), last=last)


Reader = tuple[Callable[[str], object], Callable[[str], Notice]]
# Each parameter (an :class:`Address` field of its name), in the order problems are told:
# how its value is read (None: refused), and what the player is told when it is refused.
READERS: dict[str, Reader] = {
    "seed": (
        lambda v: normalise_seed(v) if is_seed(v) else None,
        lambda v: problem("ui.bad_seed_link", "bad_link", seed=quoted(v)),
    ),
    "side": (
        lambda v: v.upper() if v.upper() in SIDES else None,
        lambda v: problem("ui.bad_side_link", "bad_link", side=quoted(v), sides=list(SIDES)),
    ),
    "mode": (
        lambda v: v if v in FLOWS else None,
        lambda v: problem("ui.bad_mode_link", "bad_mode", mode=quoted(v)),
    ),
    "result": (
        lambda v: v.strip() if v.strip() and len(v) <= MAX_VALUE else None,
        lambda v: problem("ui.result_empty", "bad_result"),
    ),
    "replay": (
        lambda v: v.strip() if len(v) <= MAX_VALUE and REPLAY.fullmatch(v.strip()) else None,
        # (told as a code the decoder refuses is: one wording for every broken replay link)
        lambda v: problem("ui.replay_refused", "bad_replay", reason=DAMAGED_REPLAY),
    ),
    "round": (
        _round,
        bad_round,
    ),
    "screen": (
        lambda v: v if v in ADDRESSED else None,
        lambda v: problem("ui.bad_screen_link", "bad_screen", screen=quoted(v)),
    ),
    "lang": (
        lambda v: v.lower() if v.lower() in hashi_texts.LANGUAGES else None,
        lambda v: problem("ui.bad_lang_link", "bad_lang", lang=quoted(v)),
    ),
}


def parse(query: str) -> Address:
    """The address's query string (with or without ``?``) as an :class:`Address`."""
    values: dict[str, str] = {}
    for name, value in parse_qsl(query.lstrip("?")[: 4 * MAX_VALUE], keep_blank_values=True):
        values.setdefault(name, value)
    out = Address()
    for name, (read, bad) in READERS.items():
        raw = values.get(name)
        found = None if raw is None else read(raw)
        if name == "round" and out.replay is None and isinstance(found, int) and found > ROUNDS:
            found = None  # (no replay to ask: refused here, past every game's last round)
        if found is not None:
            setattr(out, name, found)
        elif raw is not None:
            out.problems.append(bad(raw))
            if name == "round":
                out.round_refused, out.round_told = raw, len(out.problems) - 1
    return out


def all_told(problems: list[Notice]) -> Notice:
    """Every value of a link that was refused, in one message under the first one's code:
    the player mends the link once, not once per value."""
    first, *rest = problems
    if not rest:
        return first
    return problem("ui.one_then_more", first.code, first=first, then=all_told(rest))


@functools.lru_cache(maxsize=256)  # (the same address on every tap: made once)
def build(
    seed: str | None = None,
    side: str | None = None,
    mode: str | None = None,
    result: str | None = None,
    lang: str | None = None,
    replay: str | None = None,
    at: int | None = None,
    screen: str | None = None,
) -> str:
    """The query string for these values (the default way of playing is left out; ``at``:
    the replay's position, left out at the starts)."""
    pairs = [
        ("seed", seed),
        ("side", side),
        ("mode", None if mode == DEFAULT else mode),
        ("result", result),
        ("replay", replay),
        ("round", str(at) if at else None),
        ("screen", screen),
        ("lang", lang),
    ]
    query = "&".join(f"{name}={quote(value, safe='-_')}" for name, value in pairs if value)
    return f"?{query}" if query else ""


def result_code(text: str) -> str:
    """The code in a pasted result link (or the bare code itself; a replay link's code, so
    that it is refused as one)."""
    text = text.strip()
    if "?" in text or "result=" in text or "replay=" in text:
        found = parse(text.split("?", 1)[-1])
        return found.result or found.replay or ""
    return text
