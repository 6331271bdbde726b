"""The page's controller: taps and actions in, moves through the flow, notices out.

No browser imports and no text: the browser glue forwards events here, the
pure view (``view.py``) turns the state into what is shown, in the player's
language. Every way of playing is a flow (``flows/``); what differs between
them is asked of the flow, never tested by name here.
"""

from __future__ import annotations

import datetime
import json
import time
from collections.abc import Callable
from typing import Any

from hashi_core import (
    DrawBridge,
    EndTurn,
    Game,
    HashiError,
    Move,
    PlaceStart,
    RuleError,
    WriteNumber,
    new_seed,
    to_record,
)
from hashi_core.record import clean_name, distinct_names
from hashi_core.share import daily_seed

from . import computer
from .address import Address
from .bot_protocol import Ticket
from .computer import BotLink, Hint
from .computer_play import ComputerPlay
from .flows import FLOWS, Flow
from .friends import FriendsResults
from .notice import Notice, from_error, info, problem
from .saves import Envelope, Saves, Unreadable, new_id, read_json, restore

DAY_STARTS_AT = 4  # the daily challenge changes at 04:00 on the player's own clock
MAX_IMPORT = 256 * 1024  # characters of an imported record file


def challenge_day(now: datetime.datetime) -> datetime.date:
    """The daily challenge's day for a local time: an evening (even past midnight) is one day."""
    return (now - datetime.timedelta(hours=DAY_STARTS_AT)).date()


class Controller(FriendsResults, ComputerPlay):
    """The state of the page (game, flow, selection, hand-over, notices) and what changes it.

    Friends' results (``friends.py``) and the computer player (``computer_play.py``)
    are parts of it kept in modules of their own.
    """

    def __init__(
        self,
        saves: Saves,
        now: Callable[[], datetime.datetime] = datetime.datetime.now,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.saves = saves
        self.now = now  # the player's local time (the daily challenge's day)
        self.clock = clock  # seconds that only go forward: the bounds on the computer's waits
        self.flow: Flow = FLOWS["solo"]
        self.game: Game = Game(new_seed())
        self.envelope: Envelope | None = None  # None until the game is first saved
        self.selected: int | None = None  # setup: the island tapped for the start
        self.viewing: int | None = None  # another seat's board, shown read-only
        self.handover = False  # a shared device waits for the next player
        self.asking_name = False  # a challenge waits for the player's name
        self.notice: Notice | None = None
        self.hint: Hint | None = None  # the computer's suggestion for this round
        self.hints_used = 0  # in this game (said on its end screen and in its share text)
        self.pending: Ticket | None = None  # the question the computer is answering
        self.pending_kind = ""  # "hint", "seat" or "analyse"
        self.asked_at = 0.0
        self.asked = 0  # questions asked on this page: each ticket's id is new
        self.bot = BotLink()  # the worker outlives games: never reset with one
        self.stuck: int | None = None  # a computer seat that cannot play: the table chooses
        self.sitting_out: set[int] = set()  # computer seats the table chose to skip
        self.analysis: dict[str, Any] | None = None  # the best game in hindsight
        self.analysis_round = 17  # the round the comparison shows
        self.computers: dict[int, str] = {}  # seats played by the computer: their level
        self.queue: list[Move] = []  # a computer seat's turn, played one move at a time
        self.queue_seat: int | None = None
        self.progress = 0  # how far a scripted flow has come (the guided game's step)
        self.reports: list[Notice] = []  # what was set aside, until dismissed
        self._results: dict[str, dict[str, Any] | None] = {}  # decoded result codes

    # -- what the flow decides -----------------------------------------------------

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
        return self.seat if self.viewing is None else self.viewing

    @property
    def phase(self) -> str:
        if any(p.start is None for p in self.game.players):
            return "setup"
        return "end" if self.game.final else "play"

    @property
    def table_round(self) -> int:
        return self.flow.table_round(self.game)

    # -- opening games ------------------------------------------------------------------

    def open(self, address: Address) -> None:
        """Start from the address, else resume the game on screen last time."""
        opened = False
        if address.result is not None:
            opened = self.open_result(address.result)
        elif address.seed is not None:
            self.open_deal(address.seed, address.side or "A", address.mode or "solo")
            opened = True
        if not opened:
            refusal = self.notice  # a refused result link is said over the resumed game
            resumed = self.saves.current()
            if resumed is not None:
                self._use(*resumed)
            elif address.side:
                self._begin(FLOWS["solo"], new_seed(), address.side, [])
            self.notice = refusal
        if address.problems and (self.notice is None or self.notice.kind == "info"):
            self.notice = address.problems[0]
        self.saves.check()  # what cannot be read is set aside here, never by the view
        self._collect_reports()

    def open_deal(self, seed: str, side: str, kind: str) -> None:
        """A deal from a link: resume this device's game of it, or begin one."""
        flow = FLOWS[kind]
        current = self.saves.current()  # a reload of a finished game shows its end
        if current is not None and _same_deal(current[0], seed, side, kind):
            self._use(*current)
            return
        found = self._latest(seed, side, kind, unfinished=not flow.with_friends)
        if found is not None:
            loaded = self.saves.load(found.id)
            if loaded is not None:
                self._use(*loaded)
                return
        if flow.min_players > 1:  # a table starts from its setup screen, with names
            flow = FLOWS["solo"]
        if flow.with_friends:
            self._challenge_for(seed, side, self.saves.name())
        else:
            self._begin(flow, seed, side, [])

    def _latest(self, seed: str, side: str, kind: str, unfinished: bool) -> Envelope | None:
        found = [
            e
            for e in self.saves.envelopes().values()
            if _same_deal(e, seed, side, kind) and not (unfinished and e.finished)
        ]
        return max(found, key=lambda e: (not e.finished, e.rev)) if found else None

    def _begin(self, flow: Flow, seed: str, side: str, names: list[str]) -> None:
        """A new game: a new identity, never written over another game."""
        self.flow = flow
        self.game = flow.new_game(seed, side, names)
        self.envelope = None
        self._reset_ui()

    def _use(self, envelope: Envelope, game: Game) -> None:
        self.flow = FLOWS.get(envelope.kind, FLOWS["solo"])
        self.game = game
        self.envelope = envelope
        self._reset_ui()
        self.handover = bool(envelope.ui.get("handover")) and self.flow.shared_device
        hints = envelope.ui.get("hints", 0)
        self.hints_used = hints if type(hints) is int and hints > 0 else 0
        self.computers = computer.read_seats(envelope.ui.get("computers"), len(game.players))
        out = envelope.ui.get("sitting_out")
        self.sitting_out = {s for s in self.computers if isinstance(out, list) and s in out}
        self.progress, self.game = self.flow.restored(envelope.ui, game)

    def _reset_ui(self) -> None:
        self.computers = {}
        self.queue = []
        self.queue_seat = None
        self.hint = None
        self.hints_used = 0
        self.pending = None
        self.stuck = None
        self.sitting_out = set()
        self.analysis = None
        self.selected = None
        self.viewing = None
        self.handover = False
        self.asking_name = False
        self.notice = None
        self.progress = 0

    def _collect_reports(self) -> None:
        self.reports += self.saves.take_problems()

    def dismiss_reports(self) -> None:
        self.reports = []
        self.saves.take_problems()

    def new_game(self, side: str | None = None, seed: str | None = None) -> None:
        self._begin(FLOWS["solo"], seed or new_seed(), side or self.game.side, [])

    def tutorial(self) -> None:
        """The guided first game: resumed at its step; begun again when over or in play."""
        flow = FLOWS["tutorial"]
        envelope = self.envelope if self.flow is flow else None
        if envelope is None:
            found = [e for e in self.saves.envelopes().values() if e.kind == flow.kind]
            loaded = self.saves.load(max(found, key=lambda e: e.rev).id) if found else None
            if loaded is not None:
                self._use(*loaded)
                if not flow.over(self.progress):
                    self._save()  # the game on screen now: a reload comes back to it
                    return
                envelope = loaded[0]
        self._begin(flow, "", "A", [])
        self.envelope = envelope  # its own save, begun again: no other game is written over
        self._save()

    def play_seed(self, text: str) -> None:
        from .address import parse

        found = parse("seed=" + text.strip()[:80])
        if found.seed is None:
            self.notice = found.problems[0]
            return
        self.open_deal(found.seed, self.game.side, "solo")

    def new_party(self, names: list[str], kinds: list[str] | None = None) -> None:
        """Pass-and-play for 2-4 named players on this deal (a fresh one after setup).

        ``kinds`` says, name by name, who plays: ``"person"`` or a computer level.
        """
        flow = FLOWS["party"]
        kinds = kinds or []
        seated = [(n, kinds[i] if i < len(kinds) else "person") for i, n in enumerate(names)]
        seated = [(n, k) for n, k in seated if clean_name(n)]
        cleaned = distinct_names([n for n, _ in seated])
        if not flow.min_players <= len(cleaned) <= flow.max_players:
            self.notice = problem(
                "ui.party_needs_players", "party_players", low=flow.min_players, high=4
            )
            return
        seed = self.game.seed if self.phase == "setup" else new_seed()
        self._begin(flow, str(seed), self.game.side, cleaned)
        self.computers = {i: k for i, (_, k) in enumerate(seated) if k in computer.LEVELS}
        self._computer_starts()
        self._save()

    def new_challenge(self, name: str, seed: str | None = None, side: str | None = None) -> None:
        """Play a seed on this device, scored against friends' results."""
        seed = seed or str(self.game.seed)
        side = side or self.game.side
        found = self._latest(seed, side, "challenge", unfinished=True)
        loaded = self.saves.load(found.id) if found else None
        if loaded is not None:
            self._use(*loaded)
            return
        self._challenge_for(seed, side, clean_name(name) or self.saves.name())

    def daily(self, name: str) -> None:
        self.new_challenge(name, daily_seed(challenge_day(self.now())), "A")

    def _challenge_for(self, seed: str, side: str, name: str | None) -> None:
        name = clean_name(name or "")  # (a name kept by an older version may need it)
        self._begin(FLOWS["challenge"], seed, side, [name] if name else [])
        if name:
            self.saves.set_name(name)
            self._save()
        else:
            self.asking_name = True  # a new device: who is playing?

    def give_name(self, raw: str) -> None:
        """The player's name, asked for before a challenge on a new device."""
        name = clean_name(raw)
        if not name:
            self.notice = problem("ui.name_needed", "name_needed")
            return
        self._challenge_for(str(self.game.seed), self.game.side, name)

    def set_side(self, side: str) -> None:
        """In setup, play the other side of the board (the same game, still unplayed)."""
        if self.phase != "setup" or side not in ("A", "B") or side == self.game.side:
            return
        if any(p.start is not None for p in self.game.players):
            self.notice = problem("ui.side_after_start", "side_locked")
            return
        names = [p.name for p in self.game.players]
        envelope, asking = self.envelope, self.asking_name
        self._begin(self.flow, str(self.game.seed), side, names)
        self.asking_name = asking
        if envelope is not None:  # nothing played on it yet: the same game, other side
            self.envelope = envelope
            self._save()

    def resume(self, ident: str) -> None:
        loaded = self.saves.load(ident)
        if loaded is None:
            self.notice = problem("ui.save_gone", "save_gone")
        else:
            self._use(*loaded)
        self._collect_reports()

    def import_text(self, text: str) -> None:
        """A record file: opened as a new game; a bad one is refused and nothing changes."""
        try:
            data = read_json(text, MAX_IMPORT)
            game = restore(data)
            record = to_record(game)
        except Unreadable as error:
            self.notice = problem("ui.import_failed", "import_refused", reason=error)
            return
        except HashiError as error:
            self.notice = problem("ui.import_failed", error.code, reason=error)
            return
        except (TypeError, ValueError, KeyError, AttributeError, RecursionError):
            self.notice = problem("ui.import_failed", "import_refused", reason=None)
            return
        # A record file does not say how it was played: one player in multi is a
        # challenge, several are a table, else solo (the import's choice, stored from now on).
        kind = "solo" if game.mode == "solo" else "challenge" if len(game.players) == 1 else "party"
        self._begin(FLOWS[kind], str(game.seed), game.side, [p.name for p in game.players])
        self.game = game
        self.envelope = Envelope(new_id(str(game.seed), game.side, kind), kind, record)
        self._save()
        self.notice = info("ui.imported", "imported", seed=game.seed, side=game.side)

    def refuse_import(self, size: int) -> None:
        """The browser saw a file too big to read."""
        self.notice = problem(
            "ui.import_failed",
            "import_refused",
            reason=Unreadable("ui.data_too_big", size=size, limit=MAX_IMPORT),
        )

    # -- taps --------------------------------------------------------------------------------

    def _locked(self, kind: str, target: int | str) -> bool:
        """Taps wait while a name is asked, the device is handed over or another board shown,
        and go only where the flow takes them now (the guided game asks for one per step)."""
        if self.asking_name:
            self.notice = problem("ui.name_first", "name_needed")
        elif self.handover:
            self.notice = problem("ui.handover_first", "handover", name=self._name(self.holder))
        elif self.viewing is not None and self.viewing != self.seat:
            self.notice = problem("ui.not_your_board", "not_your_board", name=self._name(self.seat))
        elif self.phase == "end":
            self.notice = problem("rule.game_over", "game_over")
        elif self.phase == "play" and self.seat in self.computers:
            self.notice = problem("ui.computer_turn", "computer_turn", name=self._name(self.seat))
        elif (refusal := self.flow.refusal(self.progress, kind, target)) is not None:
            self.notice = refusal
        else:
            return False
        return True

    def tap_island(self, island: int) -> None:
        if self._locked("island", island):
            return
        seat = self.seat
        if self.phase == "setup":
            if island in self.game.legal_starts(seat):
                self.selected = None if island == self.selected else island  # a toggle
                self.notice = None
            else:
                self.notice = problem("rule.bad_start", "bad_start")
            return
        if self.game.players[seat].draft_number == island:
            self._step(lambda: self.game.take_back_number(seat), "ui.number_taken_back")
        else:
            self._step(lambda: self.game.push(WriteNumber(island), seat))

    def tap_line(self, line: str) -> None:
        if self._locked("line", line):
            return
        a, _, b = line.partition("-")
        if a.isdigit() and b.isdigit():
            seat = self.seat
            self._step(lambda: self.game.push(DrawBridge(int(a), int(b)), seat))

    def start(self, value: int) -> None:
        if self._locked("action", f"start-{value}"):
            return
        if self.selected is None:
            self.notice = problem("ui.choose_island_first", "choose_island")
            return
        island, seat = self.selected, self.seat
        self._step(lambda: self.game.push(PlaceStart(island, value), seat))

    def seed_start(self) -> None:
        if self._locked("action", "seed-start"):
            return
        start, seat = self.game.deal.start, self.seat
        self._step(lambda: self.game.push(PlaceStart(start.island, start.value), seat))

    def confirm(self) -> None:
        if self._locked("action", "confirm"):
            return
        seat = self.seat
        self._step(lambda: self.game.push(EndTurn(), seat))

    def undo(self) -> None:
        if self._locked("action", "undo"):
            return
        seat = self.seat
        self._step(lambda: self.game.undo(seat), "ui.undone")

    def take_turn(self) -> None:
        """A shared device: the next player has it."""
        self.handover = False
        self.viewing = None
        self.notice = None
        if self.envelope is not None:
            self._save()

    def view_player(self, index: int) -> None:
        """Look at any seat's board (read-only); the seat to play takes taps."""
        if 0 <= index < len(self.game.players):
            self.viewing = None if index == self.seat else index
            self.notice = None

    def _step(self, action: Callable[[], object], done_key: str | None = None) -> None:
        before = self.holder
        try:
            action()
        except RuleError as error:
            self.notice = from_error(error)
            if self._advance(error.code):  # a refusal the guided game shows, then explains
                self._save()
            return
        self.notice = info(done_key) if done_key else None
        self._advance(None)
        self.selected = None
        self._computer_starts()
        if self.flow.shared_device and self.phase != "end" and self.holder != before:
            self.handover = self.holder not in self.computers
        self._save()

    def _advance(self, refused: str | None) -> bool:
        """After a tap the flow took (refused: the rule code), it may move on; True if it did."""
        progress = self.flow.advance(self.progress, refused)
        moved, self.progress = progress != self.progress, progress
        return moved

    def _save(self) -> None:
        """Write the game; if another tab moved it on meanwhile, show that game and say so."""
        game = self.game
        record = to_record(game, label=self.flow.label)
        if self.envelope is None:
            ident = new_id(str(game.seed or self.flow.label), game.side, self.kind)
            self.envelope = Envelope(ident, self.kind, record)
        envelope = self.envelope
        envelope.record = record
        envelope.ui = {"handover": True} if self.handover else {}
        if self.hints_used:
            envelope.ui["hints"] = self.hints_used
        if self.computers:
            envelope.ui["computers"] = {str(k): v for k, v in self.computers.items()}
        if self.sitting_out:
            envelope.ui["sitting_out"] = sorted(self.sitting_out)
        envelope.ui.update(self.flow.saved(self.progress))
        if not self.saves.save(envelope):
            loaded = self.saves.load(envelope.id)
            if loaded is not None:
                self._use(*loaded)
            self.notice = problem("ui.moved_elsewhere_refused", "moved_elsewhere")
            return
        if game.final and self.phase == "end":
            self._add_history()

    def _add_history(self) -> None:
        assert self.envelope is not None
        ended = self.now().date().isoformat()  # the player's local date (kept if listed before)
        entries = [
            {
                "seed": self.game.seed,
                "side": self.game.side,
                "kind": self.kind,
                "name": score.name,
                "total": score.total,
                "date": ended,
            }
            for score in self.game.scores()
        ]
        self.saves.add_history(self.envelope.id, entries)

    def storage_changed(self) -> None:
        """Another tab wrote storage: show this game's newer state, and say where it came from."""
        self.saves.refresh()
        envelope = self.envelope
        rev = None if envelope is None else self.saves.stored_rev(envelope.id)
        if envelope is not None and rev is not None and rev > envelope.rev:
            loaded = self.saves.load(envelope.id)
            if loaded is not None:
                self._use(*loaded)
                self.notice = info("ui.moved_elsewhere", "moved_elsewhere")
        self.saves.check()  # read again here, so that the view sets nothing aside
        self._collect_reports()

    def _name(self, index: int) -> str:
        return self.game.players[index].name

    # -- the record ---------------------------------------------------------------------------

    def record(self) -> dict[str, Any] | None:
        """The game as a record ``verify`` accepts; None while a start is still to be written,
        and for a scripted deal (the guided game: not a deal anyone can play again)."""
        if self.phase == "setup" or self.asking_name or self.flow.scripted_deal() is not None:
            return None
        return to_record(self.game)

    def record_json(self) -> str | None:
        record = self.record()
        return None if record is None else json.dumps(record, indent=1)

    def share_target(self) -> dict[str, str]:
        """What "Share" shares: the deal, as played here (a challenge stays a challenge)."""
        mode = "challenge" if self.flow.with_friends else "solo"
        return {"seed": str(self.game.seed), "side": self.game.side, "mode": mode}


def _same_deal(envelope: Envelope, seed: str, side: str, kind: str) -> bool:
    record = envelope.record
    return envelope.kind == kind and (record.get("seed"), record.get("side")) == (seed, side)
