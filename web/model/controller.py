"""The page's controller: which game is on screen, and the page's parts around it.

The game itself is a :class:`~web.model.session.Session` (its steps, its flow, its
save and its UI state); the controller opens one from the address, a save, a
file or a way of playing's button, and keeps what outlives games: the saves,
friends' results (``friends.py``), the computer's worker (``computer.BotLink``,
joined to the game on screen by ``computer``) and what was set aside in storage
until the player dismisses it.

No browser imports and no text: the browser glue forwards events here (or to
``session``), the pure view (``view.py``) turns it all into what is shown.
Every way of playing is a flow (``flows/``); what differs between them is
asked of the flow, never tested by name here. A step that can be refused or that
says something returns what it did (``outcome.Said``: taken, and its notice),
said in one place (``UiState.say``).
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Callable, Sequence

from hashi_core import (
    DEFAULT_NAME,
    MAX_PLAYERS,
    Game,
    HashiError,
    Record,
    RuleError,
    is_seed,
    new_seed,
    normalise_seed,
)
from hashi_core.board import DEFAULT_SIDE
from hashi_core.board_data import SIDES
from hashi_core.deal import SEED_LENGTH
from hashi_core.record import MAX_NAME, PlayerRecord, clean_name, distinct_names, tell_apart
from hashi_core.share import SharedGame, daily_seed, decode_replay

from ..bots.computer import PERSON, BotLink, Seats
from .address import Address, bad_round
from .computer_play import ComputerPlay
from .flows import DEFAULT, FLOWS, Flow, for_record, of_friends
from .friends import Friends, same_game
from .ghost import Race
from .keeping import Keeping
from .notice import Notice, info, problem
from .outcome import UNCHANGED, Said, declined, done
from .saves import Saves
from .screens import Screens
from .session import Session
from .stores.games import Envelope, imported_id, restore
from .stores.history import finished_on
from .stores.storage import Unreadable, read_json
from .ui_state import UiState

DAY_STARTS_AT = 4  # the daily challenge changes at 04:00 on the player's own clock
MAX_IMPORT = 256 * 1024  # characters of an imported record file


def challenge_day(now: datetime.datetime) -> datetime.date:
    """The daily challenge's day for a local time: an evening (even past midnight) is one day."""
    return (now - datetime.timedelta(hours=DAY_STARTS_AT)).date()


class Controller:
    """The game on screen (``session``) and what outlives it."""

    def __init__(
        self,
        saves: Saves,
        now: Callable[[], datetime.datetime] = datetime.datetime.now,
        clock: Callable[[], float] = time.monotonic,
        later: bool = False,
    ) -> None:
        self.saves = saves
        self.later = later  # each game's saves wait for ``flush`` (``Session.later``)
        self.now = now  # the player's local time (the daily challenge's day, history's dates)
        self.clock = clock  # seconds that only go forward: the bounds on the computer's waits
        self.friends = Friends(saves.results)
        self.bot = BotLink()  # the worker outlives games
        self.screens = Screens()  # the history and replays, beside the game (never touching it)
        self.reports: list[Notice] = []  # what was set aside, until dismissed
        self.keeping = Keeping(saves)  # persistent storage, file backups, a wiped device
        self.session = self._session(FLOWS[DEFAULT], Game(new_seed()))  # (no friends' results)
        self.session.later = later
        self._computer = ComputerPlay(self.bot, self.session, self.clock)

    @property
    def ui(self) -> UiState:
        """The game on screen's UI state."""
        return self.session.ui

    @property
    def computer(self) -> ComputerPlay:
        """The computer's part in the game on screen (one per game: made anew only for another)."""
        if self._computer.session is not self.session:
            self._computer = ComputerPlay(self.bot, self.session, self.clock)
        return self._computer

    def _session(self, flow: Flow, game: Game, envelope: Envelope | None = None) -> Session:
        return Session(self.saves, flow, game, envelope, self._today)

    def _today(self) -> datetime.date:
        return self.now().date()

    def challenge_today(self) -> datetime.date:
        """The daily challenge's day now (a daily streak lives until a day is missed)."""
        return challenge_day(self.now())

    # -- opening games ------------------------------------------------------------------

    def open(self, address: Address, chart_width: float | None = None) -> None:
        """Start from the address, else resume the game on screen last time; ``chart_width``:
        the history's chart on the page (CSS pixels), should the address open the history."""
        if chart_width is not None:
            self.screens.width = chart_width
        said = done()  # what opening says
        opened = False
        if address.result is not None:
            said = self._result_link(address.result)
            opened = said.taken
        elif address.seed is not None:
            self.open_deal(address.seed, address.side or DEFAULT_SIDE, address.mode or DEFAULT)
            opened = True
        elif address.mode is not None and FLOWS[address.mode].scripted_deal() is not None:
            # (the guided game's address has no seed: its own deal). On screen last time (a
            # reload), it comes back as it was, at its last step too (Q37).
            current = self.saves.games.current()
            if current is not None and current[0].kind == address.mode:
                self._use(*current)
            else:
                self.begin(address.mode)
            opened = True
        fresh = False  # nothing of a game to go back to (a new device)
        if not opened:  # (a refused result link is said over the resumed game)
            resumed = self.saves.games.current()
            if resumed is not None:
                self._use(*resumed)
            elif address.side:
                self._begin(FLOWS[DEFAULT], new_seed(), address.side, [])
            else:
                fresh = True
        if address.problems and said.taken:  # (a result link refused is said first)
            said = declined(address.told())
        self.ui.say(said)
        if address.replay is not None:
            opened_replay = self.open_replay(address.replay, address.round or 0).taken
            shown = self.screens.replay
            if opened_replay and address.round_refused is not None and shown is not None:
                # a round the address refused: the rounds there are are the game's (told
                # with the link's other refused values)
                self.ui.say(declined(address.told(shown.scrub.last)))
            if opened_replay and fresh:
                # Under a replay link on a new device, its deal to play (not a random one):
                # "Back to the game" lands where the friend played.
                shown = self.screens.replay
                game = shown.seats[0].replay.final if shown and shown.seats else None
                if game is not None and game.seed is not None:
                    told = self.ui  # (what opening said stays said)
                    self._begin(FLOWS[DEFAULT], str(game.seed), game.side, [])
                    told.hand_on(self.ui)
        elif address.screen is not None:  # (a reload there: the screen over the game)
            self.screens.open(address.screen)
        self.saves.check()  # what cannot be read is set aside here, never by the view
        self._collect_reports()

    def open_deal(self, seed: str, side: str, kind: str) -> None:
        """A deal from a link: resume this device's game of it, or begin one."""
        flow = FLOWS[kind]
        current = self.saves.games.current()  # a reload of a finished game shows its end
        if current is not None and _same_deal(current[0], seed, side, kind):
            self._use(*current)
            return
        found = self._latest(seed, side, kind, unfinished=not flow.with_friends)
        if found is not None:
            loaded = self.saves.games.load(found.id)
            if loaded is not None:
                self._use(*loaded)
                return
        if flow.min_players > 1:  # a table starts from its setup screen, with names
            flow = FLOWS[DEFAULT]
        if flow.with_friends:
            self._with_friends(flow, seed, side, self.saves.prefs.name())
        else:
            self._begin(flow, seed, side, [])

    def _latest(self, seed: str, side: str, kind: str, unfinished: bool) -> Envelope | None:
        found = [
            e for e in self.saves.games.find(kind, seed, side) if not (unfinished and e.finished)
        ]
        return max(found, key=lambda e: (not e.finished, e.rev)) if found else None

    def _begin(
        self, flow: Flow, seed: str, side: str, names: list[str], envelope: Envelope | None = None
    ) -> None:
        """A new game: a new identity (or ``envelope``'s, the same game begun again)."""
        self._show(self._session(flow, flow.new_game(seed, side, names), envelope))

    def _use(self, envelope: Envelope, game: Game) -> None:
        self._show(Session.load(self.saves, envelope, game, self._today))

    def _show(self, session: Session) -> None:
        """The game on screen from now on; the storage it shows is read here (an unreadable
        list set aside and said), so that the view only reads."""
        self.flush()  # the game leaving the screen is written before any other is read
        session.later = self.later
        self.session = session
        if session.flow.with_friends:
            self.saves.results.check(str(session.game.seed), session.game.side)

    def flush(self) -> bool:
        """Write the game's save if one is due (``Session.flush``): True when that changed
        what the page shows."""
        return self.session.flush()

    def _collect_reports(self) -> None:
        self.reports += self.saves.take_problems()

    def ask_to_keep(self) -> bool:
        """Ask the browser to keep this device's games now (``Keeping.should_ask``): on the
        first finished game only."""
        return self.keeping.should_ask(self.session.phase == "end")

    def dismiss_reports(self) -> None:
        self.reports = []
        self.saves.take_problems()

    def begin(
        self,
        kind: str = DEFAULT,
        names: Sequence[str] = (),
        seats: Sequence[str] = (),
        seed: str | None = None,
        side: str | None = None,
    ) -> Said:
        """A game of ``kind`` (its button's: ``Flow.action``) with the names typed for it and
        who plays each (``person`` or a computer level), on ``seed`` and ``side`` if given.

        What the flow is decides the rest: a scripted game resumes its one save; a game
        with friends resumes this deal's; a table plays this deal while it is unplayed; a
        game alone deals anew. The side stays the one on screen unless told.
        """
        flow = FLOWS[kind]
        side = side or self.session.game.side
        if flow.scripted_deal() is not None:
            self._scripted(flow)
        elif flow.with_friends:
            self._challenge(flow, names[0] if names else "", seed, side)
        elif flow.max_players > 1:
            return self.ui.say(self._table(flow, list(names), list(seats), seed, side))
        else:
            self._begin(flow, seed or new_seed(), side, [])
        return self.ui.say(done())

    def table_typed(self, names: Sequence[str], kinds: Sequence[str]) -> None:
        """The names and seats typed for pass-and-play, kept as they are typed: a reload or
        a language chosen before *Start* lost them (Q51). At most a table's players; a
        name as long as the engine keeps; a seat a person's unless a computer's level."""
        self.saves.prefs.set_table(table_fields(list(zip(names, kinds, strict=False))))

    def table_kept(self) -> list[tuple[str, str]]:
        """The names and seats typed for pass-and-play last (:meth:`table_typed`), as the
        fields show them: at most a table's players, unknown seats a person's."""
        return table_fields(self.saves.prefs.table())

    def _scripted(self, flow: Flow) -> None:
        """A scripted game (the guided first game) is one save of its own: resumed at its
        step, begun again when over or when it is on screen."""
        envelope = self.session.envelope if self.session.flow is flow else None
        if envelope is None:
            found = self.saves.games.find(flow.kind)
            loaded = self.saves.games.load(max(found, key=lambda e: e.rev).id) if found else None
            if loaded is not None:
                self._use(*loaded)
                if not flow.over(self.session.progress):
                    self.session.save()  # the game on screen now: a reload comes back to it
                    return
                envelope = loaded[0]
        deal = flow.scripted_deal()
        assert deal is not None
        self._begin(flow, "", deal.side, [], envelope)  # its own save: none written over
        self.session.save()

    def play_seed(self, text: str) -> Said:
        """A seed typed in *Play this seed* (a link's is :meth:`open`'s): its deal, or why not
        in the words of a seed typed, not a link's."""
        seed = text.strip()
        if not is_seed(seed):  # (one pasted far too long is shown by its beginning)
            value = seed if len(seed) <= SEED_LENGTH else seed[:SEED_LENGTH] + "…"
            return self.ui.say(declined(problem("record.seed", "bad_seed", value=value)))
        self.open_deal(normalise_seed(seed), self.session.game.side, DEFAULT)
        return self.ui.say(done())

    def _table(
        self, flow: Flow, names: list[str], kinds: list[str], seed: str | None, side: str
    ) -> Said:
        """Players around this device, on this deal while it is unplayed (else a fresh one).

        ``kinds`` says, name by name, who plays: ``"person"`` or a computer level. A computer
        seat left without a name is called by its place (``Bot 2``: the word reads the same
        in every language of the game); a person's empty field is no one.
        """
        seated = [(n, kinds[i] if i < len(kinds) else PERSON) for i, n in enumerate(names)]
        seated = [
            (n if clean_name(n) or k == PERSON else f"Bot {place}", k)
            for place, (n, k) in enumerate(seated, 1)
        ]
        seated = [(n, k) for n, k in seated if clean_name(n)]
        cleaned = distinct_names([n for n, _ in seated])
        if not flow.min_players <= len(cleaned) <= flow.max_players:
            return declined(
                problem(
                    "ui.party_needs_players",
                    "party_players",
                    low=flow.min_players,
                    high=flow.max_players,
                )
            )
        if seed is None:
            setup = self.session.phase == "setup"
            seed = str(self.session.game.seed) if setup else new_seed()
        self._begin(flow, seed, side, cleaned)
        self.session.seats = Seats.of([k for _, k in seated])
        self.session.computer_starts()
        self.session.save()
        return done()

    def _challenge(self, flow: Flow, name: str, seed: str | None, side: str) -> None:
        """Play a deal on this device (this one unless told), scored against friends'
        results: this deal's game resumed, else begun."""
        seed = seed or str(self.session.game.seed)
        found = self._latest(seed, side, flow.kind, unfinished=True)
        loaded = self.saves.games.load(found.id) if found else None
        if loaded is not None:
            self._use(*loaded)
            return
        self._with_friends(flow, seed, side, clean_name(name) or self.saves.prefs.name())

    def daily(self, name: str) -> Said:
        """Today's challenge (on the player's own clock), always on the first side, played
        once: finished, it opens on its end (its result among friends'), not dealt again to
        a player who now knows its cards."""
        day = challenge_day(self.now())
        seed, kind = daily_seed(day), of_friends().kind
        played = self._latest(seed, DEFAULT_SIDE, kind, unfinished=False)
        loaded = self.saves.games.load(played.id) if played and played.finished else None
        if loaded is not None:
            self._use(*loaded)
            return self.ui.say(done(info("ui.daily_played", "daily_played")))
        return self.begin(kind, [name], seed=seed, side=DEFAULT_SIDE)

    def _with_friends(self, flow: Flow, seed: str, side: str, name: str | None) -> None:
        name = clean_name(name or "")  # (a name kept by an older version may need it)
        self._begin(flow, seed, side, [name] if name else [])
        if name:
            self.saves.prefs.set_name(name)
            self.session.save()
        else:
            self.ui.asking_name = True  # a new device: who is playing?

    def give_name(self, raw: str) -> Said:
        """The player's name, asked for before a game with friends on a new device."""
        name = clean_name(raw)
        if not name:
            return self.ui.say(declined(problem("ui.name_needed", "name_needed")))
        session = self.session
        self._with_friends(session.flow, str(session.game.seed), session.game.side, name)
        return self.ui.say(done())

    def set_side(self, side: str) -> Said:
        """In setup, play the other side of the board (the same game, still unplayed);
        the side on screen (or none) changes nothing."""
        session = self.session
        if session.phase != "setup" or side not in SIDES or side == session.game.side:
            return UNCHANGED
        if any(p.start is not None for p in session.game.players):
            return self.ui.say(declined(problem("ui.side_after_start", "side_locked")))
        names = [p.name for p in session.game.players]
        seed, asking = str(session.game.seed), session.ui.asking_name
        self._begin(session.flow, seed, side, names, session.envelope)
        self.ui.asking_name = asking
        if session.envelope is not None:  # nothing played on it yet: the same game, other side
            self.session.save()
        return self.ui.say(done())

    def resume(self, ident: str) -> Said:
        """A game of this device's list, by its id; refused when its save is gone."""
        loaded = self.saves.games.load(ident)
        if loaded is None:
            said = declined(problem("ui.save_gone", "save_gone"))
        else:
            self._use(*loaded)
            said = done()
        self._collect_reports()
        return self.ui.say(said)

    def import_text(self, text: str) -> Said:
        """A record file: opened as a new game; a bad one is refused and nothing changes."""
        data: object = None
        try:
            data = read_json(text, MAX_IMPORT)
            game = restore(data)
            record = told_apart(Record.of(game))
            if [p.name for p in record.players] != [p.name for p in game.players]:
                game = restore(record.to_dict())
        except Unreadable as error:
            return self.ui.say(
                declined(problem("ui.import_failed", "import_refused", reason=error))
            )
        except RuleError as error:  # where in the file: whose turn, which round
            return self.ui.say(declined(_refused_at(error, data)))
        except HashiError as error:
            return self.ui.say(declined(problem("ui.import_failed", error.code, reason=error)))
        except (TypeError, ValueError, KeyError, AttributeError, RecursionError):
            return self.ui.say(declined(problem("ui.import_failed", "import_refused", reason=None)))
        flow = for_record(game.mode, len(game.players))  # stored from now on
        ident = imported_id(record, flow.kind)
        kept = self.saves.games.load(ident) or self._kept_as_far(record, flow.kind)
        if kept is not None:  # this game again: as it is now on this device (played on since?)
            self._use(*kept)
        else:
            self._show(self._session(flow, game, Envelope(ident, flow.kind, record)))
            self.session.save()
        return self.ui.say(done(info("ui.imported", "imported", seed=game.seed, side=game.side)))

    def _kept_as_far(self, record: Record, kind: str) -> tuple[Envelope, Game] | None:
        """This device's save of the game in ``record`` (its own file, saved and opened
        again), played as far or further: each player the same game (``same_game``), none
        behind the file. A file further on than the device's game is another game."""
        for envelope in self.saves.games.find(kind, record.seed, record.side):
            mine = envelope.record.players
            if len(mine) == len(record.players) and all(
                same_game(a, b) and len(a.turns) >= len(b.turns)
                for a, b in zip(mine, record.players, strict=True)
            ):
                return self.saves.games.load(envelope.id)
        return None

    def refuse_import(self, size: int) -> Said:
        """The browser saw a file too big to read."""
        too_big = Unreadable("ui.data_too_big", size=size, limit=MAX_IMPORT)
        return self.ui.say(declined(problem("ui.import_failed", "import_refused", reason=too_big)))

    def export(self) -> tuple[str, str] | None:
        """The game on screen as a record file (its name and text; None: nothing to save
        yet, and said), noted as this device's last file backup."""
        found = self.session.export()
        if found is not None:
            self.keeping.backed_up(self._today())
        return found

    def storage_changed(self) -> None:
        """Another tab wrote storage: show this game's newer state, and say where it came from."""
        self.saves.refresh()
        self.session.refresh()
        self.saves.check()  # read again here, so that the view sets nothing aside
        self._show(self.session)
        self._collect_reports()

    # -- friends' results ---------------------------------------------------------------------

    def _result_link(self, code: str) -> Said:
        """Open a friend's result link: taken when its deal opened (kept, and said how), else
        refused (not said yet: :meth:`open` says it)."""
        try:
            record = self.friends.read(code)
        except HashiError as error:
            return declined(problem("ui.result_refused", error.code, reason=error))
        self.open_deal(record.seed, record.side, of_friends().kind)
        return self.friends.keep(record, code, self.session.game)

    def add_result(self, link: str) -> Said:
        """A pasted result link for the game in play (another deal's is refused; nothing
        pasted is told so, not taken for a damaged link)."""
        if not link.strip():
            return self.ui.say(declined(problem("ui.result_nothing_pasted", "nothing_pasted")))
        return self.ui.say(self.friends.add(link, self.session.game))

    def race(self, name: str) -> Said:
        """Race the friend ``name`` on the game in play (their result kept for its deal:
        their board at the player's round shows after each *Done*); "": stop racing. Kept
        in the game's save; nothing changes for a name with no result here."""
        session = self.session
        if not session.flow.with_friends or session.ui.asking_name:
            return UNCHANGED
        names = {r.players[0].name for r in self.friends.records(session.game)}
        if name and name not in names:
            return UNCHANGED
        session.race = Race(name)
        if name:
            said = session.ui.say(done(info("ui.race_started", "race_started", name=name)))
        else:
            said = session.ui.say(done(info("ui.race_stopped", "race_stopped")))
        session.save()
        return said

    # -- the screens beside the game: the history and replays ----------------------------------

    def open_history(self, width: float) -> None:
        """The history screen; ``width``: the chart's on the page, in CSS pixels."""
        self.screens.width = width
        self.screens.open("history")
        self._screen_opened()

    def chart_resized(self, width: float) -> None:
        """The page's width changed (a phone turned, a window resized): the history's chart
        is drawn again at it (stretched, its texts grew with it)."""
        self.screens.width = width

    def _screen_opened(self) -> None:
        """A screen the player opened: what the last step said for the game (a picture
        saved, a link copied: ``Notice.until`` "screen") is not said again on it; a
        problem still is."""
        self.ui.end("screen")

    def close_screen(self) -> None:
        self.screens.close()

    def open_replay(self, target: str, at: int = 0) -> Said:
        """A replay of a game id of this device, a result code or a replay link's code
        (``?replay=``, the history's and the standings' buttons) at position ``at``
        (``&round=``: a reload comes back where it was); refused with a notice, the game
        untouched. Nothing is stored.

        A friend's result is shown beside this device's game of the deal, if begun; a
        replay link shows the board it was sent for (every board: all), as it carries it.
        """
        from .replay import SAVE_ID_MARK, resolve  # (the replays load when one opens)
        from .screen_views import open_replay, shared_replay

        # The whole history only for a game of this device (its day; a save gone, told
        # apart): a code's replay, often a start's, reads none of it.
        own = SAVE_ID_MARK in target
        history = self.saves.history.entries() if own else ()
        found = resolve(target, self.saves.games.envelopes(), history, decode_replay)
        if isinstance(found, Notice):
            return self.ui.say(declined(found))
        self._screen_opened()  # (said nothing: what the game said ends, or stays)
        if isinstance(found, SharedGame):  # a replay link: the game it carries, nothing kept
            self.screens.show_replay(shared_replay(found, target))
            return self._replay_at(at)
        beside = []
        if not own:  # a result code: a friend's game
            kind = of_friends().kind
            mine = self._latest(str(found["seed"]), str(found["side"]), kind, unfinished=False)
            if mine is not None and all(p.start is not None for p in mine.record.players):
                beside.append(mine.record.to_dict())
        day = finished_on(history, target) if own else None  # (a link: none)
        self.screens.show_replay(open_replay([*beside, found], target, day))
        return self._replay_at(at)

    def _replay_at(self, at: int) -> Said:
        """The replay just opened at round ``at``; past its game's last round (an unfinished
        game's, say), refused naming that round, at the starts."""
        shown = self.screens.replay
        last = shown.scrub.last if shown is not None else 0
        if at > last:
            self.screens.go("seek", 0)
            return self.ui.say(done(bad_round(str(at), last)))
        self.screens.go("seek", at)
        return done()

    def replay_game(self) -> None:
        """The finished game on screen replayed, beside the best game in hindsight if found."""
        from .screen_views import beside_best, open_replay

        session, found = self.session, self.ui.analysis
        record = session.record()
        ident = session.envelope.id if session.envelope else None
        if record is None:
            return
        self._screen_opened()
        history = self.saves.history
        day = finished_on(history.recent().entries, ident) or finished_on(history.entries(), ident)
        if found is None:
            self.screens.show_replay(open_replay([record], ident, day))
        else:
            best = Record.of(found.best).to_dict()
            self.screens.show_replay(beside_best(record, best, ident, day))


def _same_deal(envelope: Envelope, seed: str, side: str, kind: str) -> bool:
    record = envelope.record
    return envelope.kind == kind and (record.seed, record.side) == (seed, side)


def told_apart(record: Record) -> Record:
    """``record`` with its players' names told apart (``Ana``, ``Ana (2)``), as a table's
    are when it begins here: the ranking, the turns and the replays name each one. A
    player the file names not at all is named by their place (``Player 2``; alone, as a
    solo game's player is)."""
    names: list[str] = []
    alone = len(record.players) == 1
    for seat, player in enumerate(record.players):
        name = player.name or (DEFAULT_NAME if alone else f"{DEFAULT_NAME} {seat + 1}")
        names.append(tell_apart(name, names))
    if names == [p.name for p in record.players]:
        return record
    players = tuple(
        PlayerRecord(name, p.start, p.turns, p.draft)
        for name, p in zip(names, record.players, strict=True)
    )
    return Record(record.seed, record.side, record.mode, players)


def _refused_at(error: RuleError, data: object) -> Notice:
    """A file's rule broken, said with where (the player's name in the file, the round;
    round 0: their start), not as if of the board on screen."""
    if error.player is None or error.round is None:
        return problem("ui.import_failed", error.code, reason=error)
    players = data.get("players") if isinstance(data, dict) else None
    seat = error.player
    player = players[seat] if isinstance(players, list) and 0 <= seat < len(players) else None
    name = clean_name(player.get("name", "")) if isinstance(player, dict) else ""
    name = name or f"{DEFAULT_NAME} {seat + 1}"  # (as ``told_apart`` names a player unnamed)
    if error.round == 0:
        return problem("ui.import_failed_start", error.code, name=name, reason=error)
    return problem("ui.import_failed_at", error.code, name=name, round=error.round, reason=error)


def table_fields(seats: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """Pass-and-play's fields as the page offers them: a table's players at most, a name as
    long as the engine keeps, a seat a person's unless a computer's level."""
    return [(name[:MAX_NAME], Seats.kind(kind)) for name, kind in seats[:MAX_PLAYERS]]
