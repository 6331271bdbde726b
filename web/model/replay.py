"""Replays: a record's game round by round, and several of them stepping together.

A :class:`Replay` replays a record once through the engine (``from_record``:
every move checked as in play) and keeps the game as it stood after each
round, taken back round by round with ``Game.pop``: position 0 is the starts,
position r the board after round r (at most 17). A step then costs no
replaying, only drawing. Positions are the table's rounds, so in a record of
several players the scores at a position are those of that round across the
table (the engine compares bonus rounds); a player with fewer rounds (a
friend still playing) shows their last one.

Two replays of one deal (yours and a friend's, or yours and the best game in
hindsight) are two :class:`Seat` values driven by one :class:`Scrubber`; a
friend's result and yours can also be one replay of the merged record
(``hashi_core.share.merge_standings``), two seats of it.

For the page (the browser glue decides nothing):

- ``?replay=`` -> :func:`resolve` (the saves' envelopes and history, and
  ``decode_replay``) gives the record (a replay link's: a ``SharedGame``), or a
  Notice and the game in play stays;
- ``seats = [Seat(Replay(record), 0)]``, ``scrub = Scrubber.open(last_position(seats))``;
- buttons, the scrubber's input and keys: ``scrub = scrub.go(action, to)``
  with :data:`ACTIONS` (keys through :func:`key_action`); while
  ``scrub.playing`` the glue calls ``scrub.go("tick")`` every
  :func:`play_delay` ms (which stops by itself at the end);
- what to show: :func:`controls` (labels, whether each can act, the slider's
  values), and per seat :func:`seat_view` (texts and scores) and :func:`seat_svg`
  (its board, a still picture).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from hashi_core import BONUSES, ROUNDS, Card, Deal, Game, HashiError, PlayerRecord, Record, line_id
from hashi_core.share import SharedGame
from hashi_core.values import Value
from hashi_texts import render, shown_name

from ..pictures.board_drawing import Drawing, draw_board
from ..shown.view_types import ReplayControls, Slider, StepButton
from .flows import FLOWS
from .notice import Notice, from_error, problem
from .stores.games import Envelope
from .stores.history import HistoryEntry

ACTIONS = ("first", "previous", "next", "last", "seek", "play", "pause", "toggle", "tick")
KEYS = {"ArrowLeft": "previous", "ArrowRight": "next", "Home": "first", "End": "last"}
PLAY_DELAY_MS = 1200
# Reduced motion: no transitions (style.css) and a calmer pace; the player can pause any time.
REDUCED_MOTION_DELAY_MS = 2400


class Replay:
    """A record's game after each round, replayed once (``HashiError`` if it is not legal)."""

    __slots__ = ("record", "final", "last", "_games")

    def __init__(self, record: Mapping[str, Any], deal: Deal | None = None) -> None:
        """``deal``: the scripted deal the record was played on (its seed is then a label)."""
        read = Record.from_dict(record)
        # A round in progress is not part of a replay.
        players = tuple(PlayerRecord(p.name, p.start, p.turns, ()) for p in read.players)
        committed = Record(read.seed, read.side, read.mode, players)
        game = committed.replay(deal)
        self.record: dict[str, Any] = committed.to_dict()
        self.final = game.copy()
        self.last = max(len(p.turns) for p in game.players)
        games: list[Game] = []
        for position in range(self.last, -1, -1):
            for index, p in enumerate(game.players):
                while len(p.turns) > position or p.draft:  # a popped round comes back as a draft
                    game.pop(index)
            games.append(game.copy())
        self._games = games[::-1]

    def at(self, position: int) -> Game:
        """The game after round ``position`` (clamped to 0..last); do not change it."""
        return self._games[max(0, min(position, self.last))]

    def rounds(self, player: int) -> int:
        return len(self.final.players[player].turns)


class Seat(Value):
    """One player of one replay, as shown beside others."""

    __slots__ = ("replay", "player")
    replay: Replay
    player: int

    def shown(self, position: int) -> int:
        """The round this seat shows at ``position``: its last one once it has no more."""
        return max(0, min(position, self.replay.rounds(self.player)))


def last_position(seats: Sequence[Seat]) -> int:
    """Where the scrubber ends: the longest seat's last round."""
    return max(seat.replay.rounds(seat.player) for seat in seats)


# -- stepping ---------------------------------------------------------------------------


class Scrubber(Value):
    """Where the replays are (0..last) and whether they are playing."""

    __slots__ = ("position", "last", "playing")
    position: int
    last: int
    playing: bool

    @staticmethod
    def open(last: int, position: int = 0) -> Scrubber:
        return Scrubber(max(0, min(position, last)), last, False)

    def go(self, action: str, to: int | None = None) -> Scrubber:
        """The scrubber after ``action`` (one of :data:`ACTIONS`; ``to`` for ``seek``).

        Stepping by hand pauses; ``play`` at the end starts again from the
        starts; ``tick`` (the glue's timer) moves one round and stops at the end.
        """
        if action not in ACTIONS:
            raise ValueError(f"not a replay action: {action!r}")
        if action == "toggle":
            action = "pause" if self.playing else "play"
        if action == "tick":
            if not self.playing:
                return self
            position = min(self.position + 1, self.last)
            return Scrubber(position, self.last, position < self.last)
        if action == "play":
            restart = self.position >= self.last
            return Scrubber(0 if restart else self.position, self.last, self.last > 0)
        if action == "pause":
            return Scrubber(self.position, self.last, False)
        target = {
            "first": 0,
            "previous": self.position - 1,
            "next": self.position + 1,
            "last": self.last,
            "seek": self.position if to is None else to,
        }[action]
        return Scrubber(max(0, min(target, self.last)), self.last, False)


def key_action(key: str) -> str | None:
    """The action of a key pressed on the replay (``KeyboardEvent.key``), or None."""
    return KEYS.get(key)


def play_delay(reduced_motion: bool) -> int:
    """Milliseconds between two rounds while playing."""
    return REDUCED_MOTION_DELAY_MS if reduced_motion else PLAY_DELAY_MS


def position_label(position: int, lang: str) -> str:
    """The position in words (the scrubber's ``aria-valuetext``, the heading)."""
    if position <= 0:
        return render("replay.at_start", lang)
    return render("replay.after_round", lang, round=position, rounds=ROUNDS)


def round_label(position: int, lang: str) -> str:
    """The round shown beside the scrubber ("Round 7 of 17"; the starts: "Start")."""
    if position <= 0:
        return render("replay.at_start", lang)
    return render("replay.round_of", lang, round=position, rounds=ROUNDS)


def controls(scrub: Scrubber, lang: str) -> ReplayControls:
    """The replay's buttons and slider: labels, whether each can act now, values."""
    at_start, at_end = scrub.position <= 0, scrub.position >= scrub.last

    def button(key: str, enabled: bool) -> StepButton:
        return StepButton(render(key, lang), enabled)

    return ReplayControls(
        first=button("replay.first", not at_start),
        previous=button("replay.previous", not at_start),
        next=button("replay.next", not at_end),
        last=button("replay.last", not at_end),
        toggle=button("replay.pause" if scrub.playing else "replay.play", scrub.last > 0),
        slider=Slider(
            label=render("replay.slider", lang),
            max=scrub.last,
            value=scrub.position,
            valuetext=position_label(scrub.position, lang),
            shown=round_label(scrub.position, lang),
        ),
    )


# -- what a seat shows ------------------------------------------------------------------------


def _fresh(seat: Seat, position: int) -> tuple[int | None, list[str]]:
    """The island and lines written in the round shown, if the seat played it."""
    rnd = seat.shown(position)
    p = seat.replay.final.players[seat.player]
    if rnd != position or p.start is None:
        return None, []
    if rnd == 0:
        return p.start.island, []
    turn = p.turns[rnd - 1]
    return turn.number, [line_id(a, b) for a, b in turn.bridges]


@dataclass(frozen=True, slots=True)
class SeatAt:
    """What one seat shows at a position of its replay (``seat_view``)."""

    name: str
    round: int  # the round shown: the position, or the seat's last when it played fewer
    played: bool  # whether the seat played the position's round
    heading: str
    card: Card | None  # the round's card as it was played (None at the start)
    card_label: str
    turn: tuple[str, ...]  # what the round's turn did, sentence by sentence
    bonuses: tuple[str, ...]  # the bonuses taken in that round
    total: int
    total_label: str
    title: str  # the solo title, once the game is over
    announcement: str


def seat_view(seat: Seat, position: int, lang: str) -> SeatAt:
    """What one seat shows at ``position``, rendered in ``lang`` (its board: :func:`seat_svg`)."""
    replay, index = seat.replay, seat.player
    rnd = seat.shown(position)
    game = replay.at(position)
    p = replay.final.players[index]
    score = game.scores()[index]
    card = replay.at(rnd - 1).card(index) if rnd >= 1 else None  # the round's, as it was played
    played = rnd == position
    turn: list[str] = []
    if rnd == 0 and p.start is not None:
        turn.append(render("a11y.announce_start", lang, value=p.start.value, island=p.start.island))
    elif played and card is not None:
        done = p.turns[rnd - 1]
        if done.number is None:
            turn.append(render("replay.no_number", lang))
        else:
            turn.append(
                render("a11y.announce_number", lang, number=card.number, island=done.number)
            )
        if done.bridges:
            lines = ", ".join(f"{a}\u2013{b}" for a, b in done.bridges)
            turn.append(render("replay.bridges", lang, count=len(done.bridges), lines=lines))
        else:
            turn.append(render("replay.no_bridges", lang))
    taken = [
        render(
            "replay.bonus_taken",
            lang,
            label=render(f"bonus.{bonus}", lang),
            points=score.bonuses[bonus][1],
        )
        for bonus in BONUSES
        if played and rnd >= 1 and score.bonuses[bonus][0] == rnd
    ]
    if played:
        heading = position_label(rnd, lang)
    else:
        heading = render("replay.still_playing", lang, name=p.name, count=rnd)
    title = ""
    if score.title and game.final:
        title = render("replay.title_line", lang, title=render(f"title.{score.title}", lang))
    card_label = (
        render("ui.card_label", lang, number=card.number, bridges=card.bridges)
        if card is not None
        else render("ui.no_card", lang)
    )
    return SeatAt(
        name=shown_name(p.name, lang),
        round=rnd,
        played=played,
        heading=heading,
        card=card,
        card_label=card_label,
        turn=tuple(turn),
        bonuses=tuple(taken),
        total=score.total,
        total_label=render("ui.total_line", lang, total=score.total),
        title=title,
        # (at the starts, the start's sentence names them: the heading is not said twice)
        announcement=" ".join(
            [
                *([] if played and rnd == 0 and turn else [heading]),
                *([card_label] if played and card else []),
                *turn,
                *taken,
            ]
        ),
    )


def seat_svg(seat: Seat, position: int, lang: str) -> str:
    """The seat's board at ``position`` as a still picture (``web.pictures.board_drawing``)."""
    rnd = seat.shown(position)
    name = seat.replay.final.players[seat.player].name
    label = render("replay.board_label", lang, name=name, position=position_label(rnd, lang))
    island, lines = _fresh(seat, position)
    game = seat.replay.at(position)
    drawing = Drawing("still", label=label, fresh_island=island, fresh_lines=frozenset(lines))
    return draw_board(game.board, game.players[seat.player].sheet, drawing)


# -- ?replay= ---------------------------------------------------------------------------------

SAVE_ID_MARK = "."  # a save's id has dots (seed.side.kind.nonce); a result code never does


def resolve(
    target: str,
    envelopes: Mapping[str, Envelope],
    history: Sequence[HistoryEntry],
    decode: Callable[[str], dict[str, Any] | SharedGame],
) -> dict[str, Any] | SharedGame | Notice:
    """The record a ``?replay=`` value names, or a Notice saying why there is none.

    ``target`` is a game id of this device (``saves.envelopes()``; one the
    ``history`` lists whose save is gone is told apart from an unknown one)
    or a code, read with ``decode`` (``hashi_core.share.decode_replay``: a friend's
    result code's record, or a replay link's :class:`SharedGame`; raising HashiError).
    The record is checked to replay. Nothing is stored.
    """
    value = target.strip()
    if SAVE_ID_MARK in value:
        envelope = envelopes.get(value)
        if envelope is None:
            known = any(entry.id == value for entry in history)
            if known:
                return problem("ui.save_gone", "replay_gone")
            return problem("ui.replay_unknown", "replay_unknown")
        flow = FLOWS.get(envelope.kind)
        if flow is None or flow.scripted_deal() is not None:
            return problem("ui.replay_unavailable", "replay_unavailable")
        record = envelope.record.to_dict()
    else:
        try:
            decoded = decode(value)
        except HashiError as error:
            return problem("ui.replay_refused", "bad_replay", reason=from_error(error))
        if isinstance(decoded, SharedGame):
            return decoded  # (replayed by the decoder: every move checked)
        record = decoded
    try:
        Replay(record)
    except HashiError as error:
        return problem("ui.replay_refused", "bad_replay", reason=from_error(error))
    return dict(record)
