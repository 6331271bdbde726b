"""The games on this device, each saved in an envelope with its own identity.

- ``hashi.save.<id>``: ``{"id", "kind", "record", "version", "rev", "sections"}``,
  one per game. The kind of game is stored, never guessed; ``rev`` counts saves
  so that two tabs on one game notice each other; ``sections`` keeps what a
  reload must bring back beside the record, one section per owner (``OWNERS``:
  the UI state, the hints asked, the seats, the flow's own, the friend raced), so
  that no owner can write over another's key. Saves written before the sections kept all
  owners' keys in one flat ``ui`` object: read, each owner gets it whole (as
  then), and the next save writes sections.
- ``hashi.current``: the id of the game on screen.
- ``hashi.finished``: the ids of saves known to be finished (a list): the start
  reads only the others (the game on screen, the games to resume); the finished
  ones are read when something shows them (the history screen, a replay). It
  only spares reads: a save it does not list is read, one it lists that is gone
  is ignored.
- ``hashi.game.<seed>/<side>[/<kind>]``: the first version's saves, moved into
  envelopes at the start (:meth:`Games.migrate_legacy`).
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from hashi_core import Deal, Game, HashiError, Record, from_record, table_round
from hashi_core.board_data import SIDES

from ..flows import DEFAULT, FLOWS
from ..notice import Notice
from .storage import Storage, Unreadable, compact, read_json

VERSION = 1
SAVE = "hashi.save."
CURRENT = "hashi.current"
FINISHED = "hashi.finished"
LEGACY = "hashi.game."  # saves of the first version, keyed by seed/side[/kind]
OWNERS = ("ui", "hints", "seats", "flow", "ghost")  # a save's sections, one per owner
BAD_SAVE = (Unreadable, HashiError, TypeError, ValueError, KeyError, AttributeError, RecursionError)

Sections = dict[str, dict[str, Any]]


def restore(record: object, deal: Deal | None = None) -> Game:
    """The game in a record, including one still in its setup (starts not all written).

    ``deal``: the scripted deal it was played on (its seed is only a label).
    Raises HashiError for a record that is not a legal game.
    """
    return from_record(record, deal, in_setup=True)


def new_id(seed: str, side: str, kind: str) -> str:
    return f"{seed}.{side}.{kind}.{secrets.token_hex(3)}"


def imported_id(record: Record, kind: str) -> str:
    """An imported file's game: named by what it holds, so that the same file imported again
    is the same game (one save, one history entry), never a second copy of it."""
    digest = hashlib.sha256(compact(record.to_dict()).encode()).hexdigest()
    return f"{record.seed}.{record.side}.{kind}.{digest[:6]}"


@dataclass
class Envelope:
    """One saved game: its identity and kind, the record, and what a reload brings back
    (``sections``: one per owner, each the owner's own)."""

    id: str
    kind: str
    record: Record
    rev: int = 0
    sections: Sections = field(default_factory=dict)

    def section(self, owner: str) -> dict[str, Any]:
        """What ``owner`` (one of ``OWNERS``) saved ({} when nothing)."""
        if owner not in OWNERS:  # (a section no save keeps: a reload would lose it)
            raise KeyError(f"not an owner of a save's sections: {owner}")
        return self.sections.get(owner, {})

    def to_json(self) -> str:
        """The stored form; only ``OWNERS``' sections (another would be lost on reading)."""
        if strays := set(self.sections) - set(OWNERS):
            raise KeyError(f"not owners of a save's sections: {sorted(strays)}")
        data = {
            "id": self.id,
            "kind": self.kind,
            "record": self.record.to_dict(),
            "version": VERSION,
            "rev": self.rev,
            "sections": self.sections,
        }
        return json.dumps(data, separators=(",", ":"))

    @property
    def finished(self) -> bool:
        return self.record.final

    @property
    def round(self) -> int:
        """The round the table is in (0 in setup)."""
        return table_round(self.record)


def _sections(data: dict[str, Any]) -> Sections:
    """The owners' sections of a stored envelope: its ``sections``, or (saved before them)
    the flat ``ui`` given whole to every owner, its ``hints`` count as the hints' section."""
    nested = data.get("sections")
    if nested is not None:
        if not isinstance(nested, dict):
            raise Unreadable("ui.save_not_ours")
        return {k: v for k, v in nested.items() if k in OWNERS and isinstance(v, dict)}
    flat = data.get("ui", {})
    if not isinstance(flat, dict):
        raise Unreadable("ui.save_not_ours")
    sections = {owner: flat for owner in OWNERS}
    sections["hints"] = {"used": flat["hints"]} if "hints" in flat else {}
    return sections


def parse_envelope(raw: str, key_id: str) -> tuple[Envelope, Game]:
    """The envelope stored under ``key_id`` and its game; Unreadable or HashiError if bad."""
    data = read_json(raw)
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise Unreadable("ui.save_not_ours")
    ident, kind, stored, rev = (
        data.get("id"),
        data.get("kind"),
        data.get("record"),
        data.get("rev", 0),
    )
    if ident != key_id or kind not in FLOWS or not isinstance(stored, dict):
        raise Unreadable("ui.save_not_ours")
    if not isinstance(rev, int):
        raise Unreadable("ui.save_not_ours")
    sections = _sections(data)
    record = Record.from_dict(stored, in_setup=True)
    game = record.replay(FLOWS[kind].scripted_deal())
    return Envelope(ident, kind, record, rev, sections), game


def _final_record(raw: str | None) -> bool:
    """Whether a stored save holds a finished game, by its record's shape alone (no replay:
    a device's first start with this version notes a thousand finished games quickly)."""
    if raw is None:
        return False
    try:
        data = read_json(raw)
        if not isinstance(data, dict) or data.get("version") != VERSION:
            return False
        return Record.from_dict(data.get("record"), in_setup=True).final
    except BAD_SAVE:
        return False


def _id_parts(ident: str) -> tuple[str, str, str] | None:
    """The seed, side and kind an id was made of (``new_id``), if it has that shape: only a
    guess at which saves to read (what a save is comes from what it stores)."""
    parts = ident.rsplit(".", 3)
    return (parts[0], parts[1], parts[2]) if len(parts) == 4 else None


class Saved(Mapping[str, Envelope]):
    """Every readable save by id, each read when first asked for (``Games.peek``): the
    history screen looks up its newest games among a thousand without reading them all."""

    def __init__(self, games: Games) -> None:
        self.games = games

    def __getitem__(self, ident: str) -> Envelope:
        envelope = self.games.peek(ident)
        if envelope is None:
            raise KeyError(ident)
        return envelope

    def __iter__(self) -> Iterator[str]:
        return (ident for ident in self.games.ids() if self.games.peek(ident) is not None)

    def __len__(self) -> int:
        return sum(1 for _ in self)


class Games:
    """Reads and writes the saved games; never raises for what it finds stored."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        storage.item_names[SAVE] = storage.item_names[LEGACY] = "ui.item_save"
        self._saved: dict[str, tuple[str, int]] = {}  # each save's text last written, its rev
        self._read: dict[str, Envelope | None] = {}  # saves read this visit (None: unreadable)
        self._finished: set[str] | None = None  # ``FINISHED``, once read
        self._ids: list[str] | None = None  # the saves' ids, listed once (every view asks)

    # -- one game -------------------------------------------------------------------------

    def load(self, ident: str) -> tuple[Envelope, Game] | None:
        """The saved game ``ident`` (None if there is none or it had to be set aside)."""
        key = SAVE + ident
        raw = self.storage.get(key)
        if raw is None:
            self._read.pop(ident, None)
            return None
        try:
            loaded = parse_envelope(raw, ident)
        except Unreadable as error:
            reason = Notice("corrupt", error.key, error.params)
        except HashiError as error:
            reason = Notice(error.code, getattr(error, "key", "") or "", _params(error))
        except BAD_SAVE:
            reason = Notice("corrupt", "ui.save_not_ours", {})
        else:
            self._read[ident] = loaded[0]
            return loaded
        self.storage.set_aside(key, raw, reason)
        self._read.pop(ident, None)
        self._ids = None
        return None

    def peek(self, ident: str) -> Envelope | None:
        """The save ``ident`` as read this visit (None: none, or unreadable: only ``check``
        and ``load`` set one aside)."""
        if ident not in self._read:
            raw = self.storage.get(SAVE + ident)
            try:
                self._read[ident] = None if raw is None else parse_envelope(raw, ident)[0]
            except BAD_SAVE:
                self._read[ident] = None
        return self._read[ident]

    def save(self, envelope: Envelope) -> bool:
        """Write ``envelope`` unless another tab saved this game meanwhile (False then).

        On success its ``rev`` goes up by one and it becomes the current game.
        """
        key = SAVE + envelope.id
        stored = self.storage.get(key)
        mine = self._saved.get(key)
        if stored is not None and (mine is None or mine[0] != stored):  # another tab's?
            try:
                rev = read_json(stored).get("rev", 0)
            except (Unreadable, AttributeError):
                rev = envelope.rev
            if isinstance(rev, int) and rev > envelope.rev:
                return False
        elif mine is not None and mine[1] > envelope.rev:  # (stored as this page wrote it)
            return False
        envelope.rev += 1
        text = envelope.to_json()
        self.storage.write(key, text)  # if refused: kept in memory
        self._saved[key] = (text, envelope.rev)
        if self.storage.get(CURRENT) != envelope.id:  # (a tap's save: the same game, not again)
            self.storage.write(CURRENT, envelope.id)
        self._read[envelope.id] = envelope
        if self._ids is not None and envelope.id not in self._ids:
            self._ids = sorted([*self._ids, envelope.id])
        if envelope.finished != (envelope.id in self.finished()):
            self._note_finished({envelope.id} if envelope.finished else set(), {envelope.id})
        return True

    def stored_rev(self, ident: str) -> int | None:
        raw = self.storage.get(SAVE + ident)
        if raw is None:
            return None
        try:
            rev = read_json(raw).get("rev")
        except (Unreadable, AttributeError):
            return None
        return rev if isinstance(rev, int) else None

    def current(self) -> tuple[Envelope, Game] | None:
        ident = self.storage.get(CURRENT)
        if ident is None or len(ident) > 200:
            return None
        return self.load(ident)

    # -- the saves as lists ----------------------------------------------------------------

    def ids(self) -> list[str]:
        """Every save's id, sorted (listed again after ``refresh`` and ``check``)."""
        if self._ids is None:
            self._ids = [key[len(SAVE) :] for key in self.storage.keys(SAVE)]
        return self._ids

    def any(self) -> bool:
        """Whether any game is saved here (none read)."""
        return bool(self.ids())

    def envelopes(self) -> Saved:
        """Every readable save, by id, each read when asked for (read only)."""
        return Saved(self)

    def in_progress(self) -> list[Envelope]:
        """The games not finished (read only; the finished ones ``FINISHED`` lists are not read)."""
        finished = self.finished()
        found = (self.peek(i) for i in self.ids() if i not in finished)
        return [e for e in found if e is not None and not e.finished]

    def find(self, kind: str, seed: str | None = None, side: str | None = None) -> list[Envelope]:
        """The saves of ``kind`` (on ``seed`` and ``side`` if given), reading only those whose
        id may be one (ids are made of the deal and kind: ``new_id``)."""
        out = []
        for ident in self.ids():
            parts = _id_parts(ident)
            if parts is not None and (
                parts[2] != kind
                or (seed is not None and parts[0] != seed)
                or (side is not None and parts[1] != side)
            ):
                continue
            envelope = self.peek(ident)
            if envelope is None or envelope.kind != kind:
                continue
            if seed is not None and (envelope.record.seed, envelope.record.side) != (seed, side):
                continue
            out.append(envelope)
        return out

    def finished(self) -> set[str]:
        """The ids ``FINISHED`` lists (read once a visit; unreadable: none)."""
        if self._finished is None:
            try:
                listed = self.storage.read(FINISHED, list)
            except Unreadable:
                listed = []
            self._finished = {i for i in listed if isinstance(i, str)}
        return self._finished

    def _note_finished(self, finished: set[str], read: set[str]) -> None:
        """``FINISHED`` again: of the saves ``read``, ``finished`` are; the gone ones leave."""
        known = self.finished()
        now = (known - read) | finished
        if now != known:
            self._finished = now
            self.storage.write(FINISHED, compact(sorted(now)))

    def check(self) -> None:
        """Read every save the start may show, setting aside what cannot be read (at the
        start, and when another tab wrote): every save but those known finished. Those
        read and found finished are noted, so that the next start does not read them."""
        finished = self.finished()
        self._ids = None
        ids = self.ids()
        read, done = set(), set()
        for ident in ids:
            if ident in finished:
                continue
            read.add(ident)
            if self._read.get(ident) is None and _final_record(self.storage.get(SAVE + ident)):
                done.add(ident)  # (replayed when shown, as those listed already are)
            elif self._read.get(ident) is None:  # (one read this visit is as stored)
                self.load(ident)
        done |= {i for i in read if (e := self._read.get(i)) is not None and e.finished}
        self._note_finished(done, read | (finished - set(ids)))  # (gone ones leave)

    def refresh(self) -> None:
        """Forget what was read (another tab may have written)."""
        self._read.clear()
        self._finished = self._ids = None

    # -- the first version's saves ---------------------------------------------------------

    def migrate_legacy(self) -> None:
        """Move ``hashi.game.<seed>/<side>[/<kind>]`` saves into envelopes (kind from the key).

        The first version's ``hashi.current`` named its game by that key (without the
        prefix): it is pointed at the envelope, so the game in progress opens again.
        """
        moved: dict[str, str] = {}
        for key in self.storage.keys(LEGACY):
            raw = self.storage.get(key)
            seed, _, rest = key[len(LEGACY) :].partition("/")
            side, _, kind = rest.partition("/")
            kind = kind or DEFAULT
            if raw is None or kind not in FLOWS or side not in SIDES:
                continue
            try:
                record = Record.of(restore(read_json(raw)))
            except BAD_SAVE:
                self.storage.set_aside(key, raw, Notice("corrupt", "ui.save_not_ours", {}))
                continue
            envelope = Envelope(new_id(seed, side, kind), kind, record)
            moved[key[len(LEGACY) :]] = envelope.id
            if self.storage.write(SAVE + envelope.id, envelope.to_json()):
                self.storage.remove(key)
        current = self.storage.get(CURRENT) if moved else None
        if current is not None:
            legacy = current.removeprefix(LEGACY)
            if legacy in moved:
                self.storage.write(CURRENT, moved[legacy])


def _params(error: Exception) -> dict[str, Any]:
    return dict(getattr(error, "params", {}) or {})
