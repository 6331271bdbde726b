"""One game on the page: the rules' state, its way of playing, its save, and what a step does.

A :class:`Session` is made for each game the page opens (``controller.py``
chooses which): the engine's game, the flow that decides who plays and which
taps it takes, the save it is written to, what the table chose (computer
seats, hints asked for) and the UI state (``ui_state.py``). Every step goes
through it and returns its outcome (``outcome.py``: taken, refused, or waiting
and why), which is what the player is told (``say``); the flow moves on, the
game is saved. A newer save of the same game (another tab) is loaded into it.

No browser and no text: notices are codes, keys and parameters.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable
from typing import Any

from hashi_core import (
    DrawBridge,
    EndTurn,
    Game,
    HashiError,
    Move,
    PlaceStart,
    Record,
    WriteNumber,
    to_record,
)
from hashi_core.share import encode_game, encode_result

from ..bots.computer import Seats, read_kept_hint
from ..shown.view_types import Phase
from . import address
from .flows import DEFAULT, FLOWS, Flow
from .ghost import NO_RACE, Race
from .notice import info, problem
from .outcome import (
    Outcome,
    Said,
    declined,
    done,
    refused,
    refused_here,
    taken,
    waiting,
    waiting_on_flow,
)
from .saves import Envelope, Saves, new_id
from .stores.history import HistoryEntry
from .ui_state import UiState

Today = Callable[[], datetime.date]


class Session:
    """A game as the page plays it: ``game``, ``flow``, ``envelope`` (its save, None until
    first written), ``progress`` (a scripted flow's step), ``seats``, ``hints_used``,
    ``race`` (the friend raced) and ``ui``."""

    def __init__(
        self,
        saves: Saves,
        flow: Flow,
        game: Game,
        envelope: Envelope | None = None,
        today: Today = datetime.date.today,
    ) -> None:
        self.saves = saves
        self.today = today  # the player's local date: the day a finished game is listed
        self.flow = flow
        self.game = game
        self.envelope = envelope
        self.progress = 0
        self.seats = Seats()
        self.hints_used = 0  # in this game (said on its end screen and in its share text)
        self.race = NO_RACE  # the friend raced, with friends' results (``ghost.py``)
        self.ui = UiState()
        self.later = False  # saves wait for ``flush`` (the page: once the step is painted)
        self.unsaved = False  # a save is due (``later``)

    @staticmethod
    def load(saves: Saves, envelope: Envelope, game: Game, today: Today) -> Session:
        """The game of a save, as it was when saved."""
        session = Session(saves, FLOWS[envelope.kind], game, envelope, today)
        session._restore(envelope, game)
        return session

    def _restore(self, envelope: Envelope, game: Game) -> None:
        """This game as ``envelope`` keeps it (also its newer save, from another tab)."""
        self.envelope = envelope
        self.seats = Seats.decode(envelope.section("seats"), len(game.players))
        hints = envelope.section("hints").get("used", 0)
        self.hints_used = hints if type(hints) is int and hints > 0 else 0
        self.progress, self.game = self.flow.restored(envelope.section("flow"), game)
        self.race = Race.decode(envelope.section("ghost")) if self.flow.with_friends else NO_RACE
        self.ui = UiState.decode(envelope.section("ui"), self.flow.shared_device)
        self.ui.hint = read_kept_hint(envelope.section("hints").get("shown"), game.board)

    def _encode(self) -> dict[str, dict[str, Any]]:
        """What a save keeps beside the record (its envelope's ``sections``): one section per
        owner, so that none writes over another's key."""
        sections: dict[str, dict[str, Any]] = {
            "ui": dict(self.ui.encode()),
            "hints": self._hints(),
            "seats": dict(self.seats.encode()),
            "flow": self.flow.saved(self.progress),
            "ghost": self.race.encode(),
        }
        return {owner: section for owner, section in sections.items() if section}

    def _hints(self) -> dict[str, Any]:
        """How many hints were used, and the one shown (a reload shows it again rather than
        make the player ask, and count, it twice)."""
        hints: dict[str, Any] = {"used": self.hints_used} if self.hints_used else {}
        if self.ui.hint is not None:
            hints["shown"] = self.ui.hint.to_dict()
        return hints

    # -- what the flow decides ---------------------------------------------------------------

    @property
    def kind(self) -> str:
        return self.flow.kind

    @property
    def seat(self) -> int:
        """The seat whose board takes taps now."""
        return self.flow.seat(self.game)

    @property
    def holder(self) -> int:
        """The seat that should hold the device (in setup: who writes the start)."""
        return self.flow.holder(self.game)

    @property
    def shown(self) -> int:
        """The seat whose board is on screen: the one looked at, else :attr:`own`."""
        return self.own if self.ui.viewing is None else self.ui.viewing

    @property
    def own(self) -> int:
        """The board shown unless another is looked at: the seat that takes taps; once the
        game is over, the last person's to play (a computer seat may play last: the
        person at the device sees their own board and total, not the computer's)."""
        seat = self.seat
        if seat in self.seats.levels and self.phase == "end":
            people = [s for s in range(len(self.game.players)) if s not in self.seats.levels]
            return people[-1] if people else seat
        return seat

    @property
    def phase(self) -> Phase:
        if any(p.start is None for p in self.game.players):
            return "setup"
        return "end" if self.game.final else "play"

    @property
    def table_round(self) -> int:
        return self.flow.table_round(self.game)

    def name(self, seat: int) -> str:
        return self.game.players[seat].name

    def computer_named(self, seat: int) -> str:
        """``seat``'s name when a computer plays it; "" for a person's."""
        return self.name(seat) if seat in self.seats.levels else ""

    def ident(self) -> str:
        """The game's identity: its save's id, or its deal and kind before the first save."""
        if self.envelope is not None:
            return self.envelope.id
        return f"{self.game.seed}.{self.game.side}.{self.kind}"

    # -- taps ------------------------------------------------------------------------------

    def refusal(self, kind: str, target: int | str) -> Outcome | None:
        """Why a tap (``island``/``line``/``action``) waits, as its outcome; None: the rules
        decide. It waits whenever the board takes no tap (:meth:`waits`), and where the flow
        takes taps elsewhere now (the guided game asks for one per step). Asking changes
        nothing."""
        if (wait := self.waits()) is not None:
            return wait
        answer = self.flow.refusal(self.progress, kind, target)
        return None if answer is None else waiting_on_flow(answer)

    def waits(self) -> Outcome | None:
        """Why the board takes no tap now, whichever it is, as its outcome: a name asked,
        the device handed over, another board shown, the game over, a computer to act (its
        turn, or its writing a person's start); None: the flow and the rules decide. The
        view's marks and buttons ask it too (``web/ui/view.py``), so what looks playable is
        what a tap may play."""
        ui = self.ui
        if ui.asking_name:
            return waiting("name_needed")
        if ui.handover:
            return waiting("handover", name=self.name(self.holder))
        if ui.viewing is not None and ui.viewing != self.seat:
            return waiting("not_your_board", name=self.name(self.seat))
        if self.phase == "end":
            return waiting("game_over")
        if self.holder in self.seats.levels:
            return waiting("computer_turn", name=self.name(self.holder))
        return None

    def computer_holds_turn(self) -> bool:
        """Whether a computer seat is playing the round now (a tap waits for it)."""
        return self.phase == "play" and self.seat in self.seats.levels

    def say(self, outcome: Outcome) -> Outcome:
        """Tell the player what a tap did (its message is made by ``Outcome.notice`` and set
        by ``UiState.say``)."""
        self.ui.say(outcome.said())
        return outcome

    def tap_island(self, island: int) -> Outcome:
        if (wait := self.refusal("island", island)) is not None:
            return self.say(wait)
        seat, game = self.seat, self.game
        if self.phase == "setup":
            if island not in game.legal_starts(seat):
                return self.say(refused_here("bad_start"))
            self.ui.selected = None if island == self.ui.selected else island  # a toggle
            return self.say(taken())
        if game.players[seat].draft_number == island:
            return self.step(lambda: game.take_back_number(seat), "number_taken_back")
        return self.step(lambda: game.push(WriteNumber(island), seat))

    def tap_line(self, line: str) -> Outcome:
        if (wait := self.refusal("line", line)) is not None:
            return self.say(wait)
        seat, game = self.seat, self.game
        return self.step(lambda: game.push(_bridge(line), seat))

    def start(self, value: int) -> Outcome:
        """The start ``value`` (3 or 4) on the island chosen for it."""
        if (wait := self.refusal("action", f"start-{value}")) is not None:
            return self.say(wait)
        island, seat, game = self.ui.selected, self.seat, self.game
        if island is None:
            return self.say(refused_here("choose_island"))
        return self.step(lambda: game.push(PlaceStart(island, value), seat))

    def seed_start(self) -> Outcome:
        """The deal's own fair start, in one tap."""
        if (wait := self.refusal("action", "seed-start")) is not None:
            return self.say(wait)
        start, seat, game = self.game.deal.start, self.seat, self.game
        return self.step(lambda: game.push(PlaceStart(start.island, start.value), seat))

    def confirm(self) -> Outcome:
        if (wait := self.refusal("action", "confirm")) is not None:
            return self.say(wait)
        seat, game = self.seat, self.game
        return self.step(lambda: game.push(EndTurn(), seat))

    def undo(self) -> Outcome:
        if (wait := self.refusal("action", "undo")) is not None:
            return self.say(wait)
        seat, game = self.seat, self.game
        return self.step(lambda: game.undo(seat), "undone")

    def take_turn(self) -> Outcome:
        """A shared device: the next player has it."""
        self.ui.handover = False
        self.ui.viewing = None
        outcome = self.say(taken())  # (before saving: a refused save says so)
        if self.envelope is not None:
            self.save()
        return outcome

    def view_player(self, index: int) -> Outcome | None:
        """Look at any seat's board (read-only); the seat to play takes taps. None: no such
        seat (nothing changes)."""
        if not 0 <= index < len(self.game.players):
            return None
        self.ui.viewing = None if index == self.own else index
        return self.say(taken())

    # -- what a step does --------------------------------------------------------------------

    def step(self, action: Callable[[], object], said: str = "") -> Outcome:
        """Carry out a step of the game: refused, it is said (and the flow may move on);
        taken, the flow moves on, computer seats write their starts, the device may go to
        the next player, and the game is saved. ``said``: what it says when taken.

        A hint the round's moves followed, left by this step (a number written elsewhere, a
        bridge it does not draw), goes: its marks and its reason no longer tell the truth; so
        does any hint once another board takes taps (a table's next turn)."""
        before, seat, hint = self.holder, self.seat, self.ui.hint
        followed = hint is not None and hint.follows(self.game.players[seat].draft)
        try:
            action()
        except HashiError as error:
            outcome = self.say(refused(error))
            if self._advance(error.code):  # a refusal the guided game shows, then explains
                self.save()
            return outcome
        if followed and hint is not None and not hint.follows(self.game.players[seat].draft):
            self.ui.hint = None
        outcome = self.say(taken(said))
        self._advance(None)
        self.ui.selected = None
        if self.seat != seat:  # another board takes taps now: the hint was the last one's
            self.ui.hint = None  # (Q54: at a table it showed on the next player's board)
        self.computer_starts()
        if self.flow.shared_device and self.phase != "end" and self.holder != before:
            self.ui.handover = self.holder not in self.seats.levels
        self.save()
        return outcome

    def _advance(self, refused: str | None) -> bool:
        """After a tap the flow took (refused: the rule code), it may move on; True if it did."""
        progress = self.flow.advance(self.progress, refused)
        moved, self.progress = progress != self.progress, progress
        return moved

    def computer_starts(self) -> None:
        """A computer that writes a start writes the deal's own fair one, at once."""
        while self.phase == "setup" and self.holder in self.seats.levels:
            start, board = self.game.deal.start, self.seat
            self.game.push(PlaceStart(start.island, start.value), board)

    # -- saving ----------------------------------------------------------------------------

    def save(self) -> None:
        """Write the game now, or (``later``) at the next ``flush``."""
        if self.later:
            self.unsaved = True
        else:
            self._write()

    def flush(self) -> bool:
        """Write the save that is due, if any. The page calls it once the tap's step is
        painted, and before anything else happens (another tap, another tab's write, a
        new game, the page hidden or left), so that a save is never lost nor written out
        of order. True when writing it changed what the page shows: another tab had moved
        the game on (its game is shown, and said), the store refused it (the lasting
        warning), or a finished game was listed."""
        if not self.unsaved:
            return False
        self.unsaved = False
        warned = self.saves.warning
        written = self._write()
        return not written or self.saves.warning is not warned or self.phase == "end"

    def _write(self) -> bool:
        """Write the game; if another tab moved it on meanwhile, show that game, say so and
        return False."""
        game = self.game
        record = Record.of(game, self.flow.label)
        if self.envelope is None:
            ident = new_id(record.seed, game.side, self.kind)
            self.envelope = Envelope(ident, self.kind, record)
        envelope = self.envelope
        envelope.record = record
        envelope.sections = self._encode()
        if not self.saves.save(envelope):
            self._reload()
            self.ui.say(declined(problem("ui.moved_elsewhere_refused", "moved_elsewhere")))
            return False
        if game.final and self.phase == "end":
            self._list_finished()
        return True

    def _reload(self) -> bool:
        """Load this game's newer save (another tab's); False when there is none."""
        loaded = None if self.envelope is None else self.saves.load(self.envelope.id)
        if loaded is not None:
            self._restore(*loaded)
        return loaded is not None

    def refresh(self) -> None:
        """Another tab wrote storage: show this game's newer state, and say where it came from."""
        envelope = self.envelope
        rev = None if envelope is None else self.saves.stored_rev(envelope.id)
        if envelope is not None and rev is not None and rev > envelope.rev and self._reload():
            self.ui.say(done(info("ui.moved_elsewhere", "moved_elsewhere")))

    def _list_finished(self) -> None:
        """A finished game goes to the history (dated by the player's own clock)."""
        assert self.envelope is not None
        game, ended = self.game, self.today()  # (the first day kept if listed before)
        if game.seed is None:
            return  # a scripted deal (the guided game): no game to list or play again
        entries = [
            HistoryEntry(game.seed, game.side, self.kind, score.name, score.total, ended)
            for score in game.scores()
        ]
        self.saves.history.add(self.envelope.id, entries)

    # -- the game as data ------------------------------------------------------------------------

    def record(self) -> dict[str, Any] | None:
        """The game as a record ``verify`` accepts; None while a start is still to be written,
        and for a scripted deal (the guided game: not a deal anyone can play again)."""
        if self.phase == "setup" or self.ui.asking_name or self.flow.scripted_deal() is not None:
            return None
        return to_record(self.game)

    def record_json(self) -> str | None:
        record = self.record()
        return None if record is None else json.dumps(record, indent=1)

    def export(self) -> tuple[str, str] | None:
        """A record file to save (its name and text), said as saved; None, and said why, when
        there is nothing to save yet."""
        text = self.record_json()
        if text is None:
            self.ui.say(declined(problem("ui.nothing_to_export", "nothing_to_export")))
            return None
        self.ui.say(done(info("ui.saved_file")))
        return f"hashi-{self.game.seed}-{self.game.side}.json", text

    def share_query(self) -> str:
        """What "Share" shares, as a link's query (``address.build``): the deal, as one
        plays it alone, or with friends when it is played with friends here (a challenge
        stays a challenge)."""
        mode = self.kind if self.flow.with_friends else DEFAULT
        return address.build(str(self.game.seed), self.game.side, mode)

    def result_code(self) -> str | None:
        """This device's result for a game with friends (committed rounds); None before
        the setup is over, and in other ways of playing."""
        if not self.flow.with_friends or self.phase == "setup":
            return None
        return encode_result(to_record(self.game))

    def sends_replay(self) -> bool:
        """Whether this game sends a replay link (:meth:`replay_code`), without making it."""
        return self.phase == "end" and self.flow.sends_replays()

    def replay_code(self, day: datetime.date | None = None) -> str | None:
        """A replay link's code for this finished game (``day``: the day it ended, if
        known): a table's for the board on screen, scored at its table; None before the
        end, and in ways of playing that send no replay links (``Flow.sends_replays``)."""
        if not self.sends_replay():
            return None
        player = self.shown if len(self.game.players) > 1 else None
        return encode_game(to_record(self.game), player, day)

    # -- what the page's glue reports ---------------------------------------------------------

    def shared(self, url: str, copied: bool) -> Said:
        """A link to send: the message shows it, and says it was copied only if it was."""
        return self.ui.say(done(info("ui.shared" if copied else "ui.share_link", url=url)))

    def picture_sent(self, how: str, name: str) -> Said:
        """The share picture was shared, downloaded (as ``name``), or could not be made."""
        if how == "failed":
            return self.ui.say(declined(problem("ui.picture_failed", "picture_failed")))
        return self.ui.say(done(info(f"ui.picture_{how}", f"picture_{how}", name=name)))

    def result_copied(self, copied: bool) -> Said:
        """The result link copied, or (the clipboard refused it) selected to copy."""
        return self.ui.say(done(info("ui.result_copied" if copied else "ui.result_select")))

    def went_wrong(self) -> Said:
        """Something unexpected failed in the page: the player is told, never a traceback."""
        return self.ui.say(declined(problem("ui.internal_error", "internal")))


def _bridge(line: str) -> Move:
    """The bridge on ``line`` (``a-b``); text that names no two islands is refused as the
    engine reads a move's text (the page only ever sends its lines' ids)."""
    a, _, b = line.partition("-")
    if a.isdigit() and b.isdigit():
        return DrawBridge(int(a), int(b))
    return Move.parse(f"bridge {line}")
