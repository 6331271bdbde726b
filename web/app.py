"""The page's controller: turns taps into moves and gives back what to draw.

No browser imports here: ``main.py`` forwards events and applies the view,
so everything a tap does can be tested in CPython.

Three kinds of game share one flow: ``solo``; ``party`` (2-4 players passing
one device; each writes the start on the next player's board, then each
round every player plays in turn); ``challenge`` (one player on a seed,
scored with the multi-player rules against friends' result links).
"""

from __future__ import annotations

import json
from collections.abc import Callable

from hashi_core import (
    DECK,
    ROUNDS,
    DrawBridge,
    EndTurn,
    Game,
    HashiError,
    PlaceStart,
    RecordError,
    RuleError,
    WriteNumber,
    from_record,
    is_seed,
    load_record,
    new_seed,
    to_record,
)
from hashi_core.record import distinct_names
from hashi_core.scoring import BONUSES, LOW, SOLO_DEADLINE, bonus_points, progress
from hashi_core.share import daily_seed, decode_result, encode_result, merge_standings, summary
from hashi_texts import error_text
from hashi_texts import render as text

from .render import board_state, board_thumbnail
from .saves import Saves, game_key, kind_of, parse_key

MAX_PLAYERS = 4


class App:
    def __init__(self, saves: Saves, lang: str = "en") -> None:
        self.saves = saves
        self.lang = lang
        self.game: Game = Game(new_seed())
        self.selected: int | None = None  # setup: the island tapped for the start
        self.message: dict | None = None
        self.handover = False  # party: the device waits for the next player
        self.viewing: int | None = None  # party: another player's board, shown read-only
        self._challenge_cache: tuple = (None, {})
        self._saved_cache: tuple = (None, {})
        self._cards_cache: tuple = (None, [])

    # -- opening games -----------------------------------------------------------

    def open(
        self,
        seed: str | None = None,
        side: str | None = None,
        kind: str | None = None,
        result: str | None = None,
    ) -> None:
        """Start from the address (``?seed=&side=&mode=``, ``?result=``), else resume."""
        if side is not None and side.upper() not in ("A", "B"):
            self._say("ui.bad_side_link", code="bad_link")
            side = "A"
        side = side.upper() if side else None
        if seed is not None and not is_seed(seed):
            self._say("ui.bad_seed_link", code="bad_link", seed=seed[:80])
            seed = None
        kind = kind if kind in ("solo", "party", "challenge") else "solo"
        if result is not None:
            self.open_result(result)
        elif seed is not None:
            saved = self.saves.load(game_key(seed, side or "A", kind))
            if saved is not None:
                self._use(saved)
            else:  # a party can only be resumed; a new one starts from the setup screen
                self._switch(seed, side or "A", "solo" if kind == "party" else kind)
        else:
            game = self.saves.current()
            if game is not None:
                self._use(game)
            elif side:
                self.game = Game(new_seed(), side)
        self._report_problems()

    def _use(self, game: Game) -> None:
        self.game = game
        self.selected = None
        self.viewing = None
        self.handover = False

    def _switch(self, seed: str, side: str, kind: str = "solo", names: list[str] | None = None):
        """Resume the saved game for this deal and kind, or begin it."""
        saved = self.saves.load(game_key(seed, side, kind)) if names is None else None
        if saved is not None:
            self._use(saved)
        elif kind == "solo":
            self._use(Game(seed, side))
        else:
            self._use(Game(seed, side, "multi", names or [text("ui.default_name", self.lang)]))

    def _report_problems(self) -> None:
        if self.saves.problems:
            self._say("ui.corrupt_save", code="corrupt_save", reason=self.saves.problems[-1])
            self.saves.problems.clear()

    def new_game(self, side: str | None = None, seed: str | None = None) -> None:
        if seed is not None and not is_seed(seed):
            self._say("record.seed", code="bad_seed", value=seed[:80])
            return
        self._switch(seed or new_seed(), side or self.game.side)
        self.message = None
        self._report_problems()

    def new_party(self, names: list[str], side: str | None = None) -> None:
        """Pass-and-play for 2-4 named players on a fresh deal."""
        names = _clean_names(names, self.lang)
        if not 2 <= len(names) <= MAX_PLAYERS:
            self._say("ui.party_needs_players", code="party_players")
            return
        seed = self.game.seed if self.phase == "setup" else new_seed()
        self._switch(seed, side or self.game.side, "party", names)
        self.message = None

    def new_challenge(self, name: str, seed: str | None = None, side: str | None = None) -> None:
        """Play a seed on this device, scored against friends' results."""
        if seed is not None and not is_seed(seed):
            self._say("record.seed", code="bad_seed", value=seed[:80])
            return
        seed = (seed or self.game.seed).upper()
        side = side or self.game.side
        self._switch(seed, side, "challenge")
        if self.phase == "setup" and not self.game.players[0].turns:
            self._use(Game(seed, side, "multi", _clean_names([name], self.lang)))
        self.message = None

    def daily(self, name: str) -> None:
        self.new_challenge(name, daily_seed(), "A")

    def set_side(self, side: str) -> None:
        if self.phase == "setup" and side in ("A", "B") and side != self.game.side:
            names = [p.name for p in self.game.players]
            kind = self.kind
            self._switch(self.game.seed, side, kind, names if kind != "solo" else None)

    def resume(self, key: str) -> None:
        parsed = parse_key(key)
        if parsed:
            self._switch(*parsed)
            self._report_problems()

    def import_record(self, data: str) -> None:
        """Open a record file; a bad one is refused and nothing is changed."""
        try:
            game = load_record(data)
        except HashiError as error:
            self._say("ui.import_failed", code=error.code, reason=error_text(error, self.lang))
            return
        self._use(game)
        self.saves.save(game)
        self._say("ui.imported", code="imported", kind="info", seed=game.seed, side=game.side)

    # -- friends' results ------------------------------------------------------------

    def open_result(self, code: str) -> None:
        """A friend's result link: verified, added to that deal's standings, deal opened."""
        try:
            record = decode_result(code)
        except HashiError as error:
            self._say("ui.result_refused", code=error.code, reason=error_text(error, self.lang))
            return
        seed, side = record["seed"].upper(), record["side"]
        self.saves.add_result(seed, side, code)
        self._switch(seed, side, "challenge")
        name = record["players"][0]["name"]
        self._say("ui.result_added", code="result_added", kind="info", name=name, seed=seed)

    def add_result(self, link: str) -> None:
        """A pasted result link for the challenge in play (another deal is refused)."""
        code = link.rsplit("result=", 1)[-1].split("&", 1)[0].strip()
        game = self.game
        try:
            record = decode_result(code)
            if (record["seed"].upper(), record["side"]) != (game.seed, game.side):
                raise RecordError(
                    "result_foreign",
                    seed=record["seed"],
                    side=record["side"],
                    want=game.seed,
                    side_want=game.side,
                )
        except HashiError as error:
            self._say("ui.result_refused", code=error.code, reason=error_text(error, self.lang))
            return
        self.saves.add_result(self.game.seed, self.game.side, code)
        name = record["players"][0]["name"]
        self._say(
            "ui.result_added", code="result_added", kind="info", name=name, seed=self.game.seed
        )

    def result_code(self) -> str | None:
        """This device's result for the challenge (committed rounds), or None before setup."""
        if self.kind != "challenge" or self.game.players[0].start is None:
            return None
        return encode_result(to_record(self.game))

    def _challenge_view(self) -> dict:
        """Result link, share text and standings, recomputed only when they can change."""
        game = self.game
        if self.kind != "challenge" or game.players[0].start is None:
            return {"result_link": "", "share_text": "", "standings": self.standings()}
        key = (
            game.seed,
            game.side,
            len(game.players[0].turns),
            tuple(self.saves.results(game.seed, game.side)),
        )
        if self._challenge_cache[0] != key:
            view = {
                "result_link": self.result_code() or "",
                "share_text": share_line(to_record(game), self.lang),
                "standings": self.standings(),
            }
            self._challenge_cache = (key, view)
        return self._challenge_cache[1]

    def standings(self) -> list[dict]:
        """All known players of this deal, scored together with the multi-player rules."""
        records = []
        if self.game.players[0].start is not None:
            records.append(to_record(self.game))
        for code in self.saves.results(self.game.seed, self.game.side):
            try:
                records.append(decode_result(code))
            except HashiError:
                continue
        if not records:
            return []
        merged = from_record(merge_standings(records))
        rows = []
        for p, score in zip(merged.players, merged.scores(), strict=True):
            cells = [
                text(
                    "ui.standing_bonus",
                    self.lang,
                    round=score.bonuses[b][0],
                    points=score.bonuses[b][1],
                )
                if score.bonuses[b][0] is not None
                else "\u2014"
                for b in BONUSES
            ]
            rows.append(
                {"name": p.name, "rounds": len(p.turns), "bonuses": cells, "total": score.total}
            )
        return sorted(rows, key=lambda r: -r["total"])

    # -- whose turn ------------------------------------------------------------------

    @property
    def kind(self) -> str:
        return kind_of(self.game)

    @property
    def current(self) -> int:
        """The player whose board takes taps now.

        Setup goes round the table: the first player writes the start on the
        second one's board, and so on; then each round in table order.
        """
        players = self.game.players
        count = len(players)
        for chooser in range(count):
            if players[(chooser + 1) % count].start is None:
                return (chooser + 1) % count
        return min(range(count), key=lambda i: (len(players[i].turns), i))

    @property
    def chooser(self) -> int:
        """Setup: who writes the current player's start (the player to their right)."""
        return (self.current - 1) % len(self.game.players)

    @property
    def holder(self) -> int:
        """Who should have the device: the chooser during setup, else the current player."""
        return self.chooser if self.phase == "setup" else self.current

    @property
    def shown(self) -> int:
        return self.current if self.viewing is None else self.viewing

    @property
    def phase(self) -> str:
        game = self.game
        if any(p.start is None for p in game.players):
            return "setup"
        return "end" if game.final else "play"

    # -- taps ------------------------------------------------------------------------

    def _locked(self) -> bool:
        """Taps on the board wait while the device is handed over or another board is shown."""
        if self.handover:
            self._say("ui.handover_first", code="handover", name=self._name(self.holder))
            return True
        if self.viewing is not None and self.viewing != self.current:
            self._say("ui.not_your_board", code="not_your_board", name=self._name(self.current))
            return True
        return False

    def tap_island(self, island: int) -> None:
        if self._locked():
            return
        player = self.current
        if self.phase == "setup":
            if island in self.game.legal_starts(player):
                self.selected = island
                self.message = None
            else:
                self._refuse(RuleError("bad_start"))
            return
        if self.game.players[player].draft_number == island:
            self._step(lambda: self.game.take_back_number(player), "ui.number_taken_back")
        else:
            self._step(lambda: self.game.push(WriteNumber(island), player))

    def tap_line(self, line: str) -> None:
        if self._locked():
            return
        a, _, b = line.partition("-")
        if a.isdigit() and b.isdigit():
            player = self.current
            self._step(lambda: self.game.push(DrawBridge(int(a), int(b)), player))

    def start(self, value: int) -> None:
        if self._locked():
            return
        if self.selected is None:
            self._say("ui.choose_island_first", code="choose_island")
            return
        island, player = self.selected, self.current
        self._step(lambda: self.game.push(PlaceStart(island, value), player))

    def seed_start(self) -> None:
        if self._locked():
            return
        start, player = self.game.deal.start, self.current
        self._step(lambda: self.game.push(PlaceStart(start.island, start.value), player))

    def confirm(self) -> None:
        if self._locked():
            return
        player = self.current
        self._step(lambda: self.game.push(EndTurn(), player))

    def undo(self) -> None:
        if self._locked():
            return
        player = self.current
        self._step(lambda: self.game.undo(player), "ui.undone")

    def take_turn(self) -> None:
        """Party: the next player has the device."""
        self.handover = False
        self.viewing = None
        self.message = None

    def view_player(self, index: int) -> None:
        """Party: look at any player's board (one tap away); the current one's takes taps."""
        if 0 <= index < len(self.game.players):
            self.viewing = None if index == self.current else index
            self.message = None

    def _step(self, action: Callable[[], object], done_key: str | None = None) -> None:
        before = self.holder
        try:
            action()
        except RuleError as error:
            self._refuse(error)
            return
        self.message = (
            {"code": "", "text": text(done_key, self.lang), "kind": "info"} if done_key else None
        )
        self.selected = None
        if self.kind == "party" and self.phase != "end" and self.holder != before:
            self.handover = True
        if self.phase != "setup":
            self.saves.save(self.game)

    def _refuse(self, error: RuleError) -> None:
        self.message = {"code": error.code, "text": error_text(error, self.lang), "kind": "error"}

    def _say(self, key: str, code: str, kind: str = "error", **params: object) -> None:
        self.message = {"code": code, "text": text(key, self.lang, **params), "kind": kind}

    def _name(self, index: int) -> str:
        return self.game.players[index].name

    def record(self) -> dict:
        return to_record(self.game)

    def record_json(self) -> str:
        return json.dumps(self.record(), indent=1)

    # -- the view ----------------------------------------------------------------------

    def view(self) -> dict:
        """Everything the page shows, as plain data (texts from the catalogue)."""
        game, lang = self.game, self.lang
        phase, shown = self.phase, self.shown
        p = game.players[shown]
        card = game.card(shown) if phase == "play" else None
        scores = game.scores()
        score = scores[shown]
        drawn = len(p.draft_bridges)
        if card is not None and p.draft:
            confirm_key = "ui.confirm_no_bridges" if drawn == 0 else "ui.confirm"
        else:
            confirm_key = "ui.confirm_skip" if card is not None else "ui.confirm"
        start = game.deal.start
        rnd = str(game.round(shown)) if phase == "play" else {"setup": "0", "end": "end"}[phase]
        return {
            "phase": phase,
            "kind": self.kind,
            "side": game.side,
            "seed": game.seed,
            "round": rnd,
            "card": None if card is None else {"number": card.number, "bridges": card.bridges},
            "card_label": text("ui.card_label", lang, number=card.number, bridges=card.bridges)
            if card
            else text("ui.no_card", lang),
            "bridges_left": text(
                "ui.bridges_left", lang, left=card.bridges - drawn, count=card.bridges
            )
            if card
            else "",
            "total": score.total,
            "confirm_label": text(confirm_key, lang),
            "undo_enabled": bool(p.draft) and shown == self.current,
            "start_enabled": self.selected is not None,
            "seed_start_label": text("ui.seed_start", lang, island=start.island, value=start.value),
            "message": self.message,
            "board": board_state(game, shown, self.selected if phase == "setup" else None, lang),
            "score_rows": self._score_rows(shown),
            "cards": self._cards(),
            "title": text(f"title.{score.title}", lang) if score.title else None,
            "end_summary": self._end_summary() if phase == "end" else "",
            "prompt": self._prompt(),
            "handover": self._handover(),
            "players": self._players() if self.kind == "party" else [],
            "ranking": self._ranking() if phase == "end" and self.kind == "party" else [],
            **(
                self._challenge_view()
                if self.kind == "challenge"
                else {"result_link": "", "share_text": "", "standings": []}
            ),
            **self._saved_lists(),
        }

    def _saved_lists(self) -> dict:
        """Games in progress, history and bests: read from storage only when they can change."""
        game = self.game
        key = (game_key(game.seed, game.side, self.kind), self.phase)
        if self._saved_cache[0] == key:
            return self._saved_cache[1]
        lang = self.lang
        lists = {
            "in_progress": [
                {
                    "key": g["key"],
                    "label": text(
                        f"ui.resume_{g['kind']}",
                        lang,
                        seed=g["seed"],
                        side=g["side"],
                        round=g["round"],
                    ),
                }
                for g in self.saves.in_progress()
                if g["key"] != game_key(game.seed, game.side, self.kind)
            ],
            "history": [
                text(
                    "ui.history_row",
                    lang,
                    seed=h.get("seed"),
                    side=h.get("side"),
                    total=h.get("total"),
                    name=h.get("name", ""),
                )
                for h in reversed(self.saves.history()[-10:])
            ],
            "best": [
                text("ui.best", lang, side=side, total=total)
                for side, total in sorted(self.saves.best().items())
            ],
        }
        self._saved_cache = (key, lists)
        return lists

    def _prompt(self) -> str:
        if self.kind != "party":
            return ""
        if self.phase == "setup":
            return text(
                "ui.choose_start_for",
                self.lang,
                chooser=self._name(self.chooser),
                player=self._name(self.current),
            )
        if self.phase == "end":
            return ""
        if self.viewing is not None:
            return text("ui.viewing", self.lang, name=self._name(self.viewing))
        return text(
            "ui.your_turn",
            self.lang,
            name=self._name(self.current),
            round=self.game.round(self.current),
        )

    def _handover(self) -> dict | None:
        if not self.handover:
            return None
        who = self._name(self.holder)
        return {
            "text": text("ui.pass_to", self.lang, name=who),
            "button": text("ui.take_turn", self.lang, name=who),
        }

    def _players(self) -> list[dict]:
        game, out = self.game, []
        for index, (p, score) in enumerate(zip(game.players, game.scores(), strict=True)):
            label = text(
                "ui.player_row",
                self.lang,
                name=p.name,
                total=score.total,
                finished=len(p.sheet.finished()),
                round=min(p.round, ROUNDS),
            )
            out.append(
                {
                    "index": index,
                    "label": label,
                    "current": index == self.current,
                    "shown": index == self.shown,
                    "thumbnail": board_thumbnail(game, index),
                }
            )
        return out

    def _ranking(self) -> list[str]:
        scores = sorted(self.game.scores(), key=lambda s: -s.total)
        best = scores[0].total if scores else 0
        rows = []
        for place, score in enumerate(scores, start=1):
            parts = [text("ui.island_points_short", self.lang, points=score.island_points)]
            parts += [
                text(f"ui.{b}_short", self.lang, points=score.bonuses[b][1])
                for b in BONUSES
                if score.bonuses[b][1]
            ]
            key = "ui.rank_winner" if score.total == best else "ui.rank_row"
            rows.append(
                text(
                    key,
                    self.lang,
                    place=place,
                    name=score.name,
                    total=score.total,
                    parts=", ".join(parts),
                )
            )
        return rows

    def _end_summary(self) -> str:
        score = self.game.scores()[self.shown]
        if self.kind == "party":
            best = max(s.total for s in self.game.scores())
            winners = [s.name for s in self.game.scores() if s.total == best]
            return text("ui.party_winners", self.lang, names=", ".join(winners), total=best)
        if score.title:
            title = text(f"title.{score.title}", self.lang)
            return text("ui.end_summary_title", self.lang, total=score.total, title=title)
        return text("ui.end_summary", self.lang, total=score.total)

    def _score_rows(self, player: int) -> list[str]:
        """The live breakdown: islands, then each bonus reached or its progress."""
        game, lang = self.game, self.lang
        p = game.players[player]
        scores = game.scores()
        score = scores[player]
        preview = game.scores(preview=True)[player]
        rnd = min(p.round, ROUNDS) or 1
        done = progress(p.sheet)
        finished = len(p.sheet.finished())
        rows = [
            text("ui.island_points", lang, count=finished, points=2 * finished)
            if game.final
            else text("ui.finished_islands", lang, count=finished)
        ]
        for bonus in BONUSES:
            label = text(f"bonus.{bonus}", lang)
            reached_round, points = score.bonuses[bonus]
            if reached_round is not None:
                rows.append(
                    text("ui.bonus_reached", lang, label=label, round=reached_round, points=points)
                )
                continue
            if preview.bonuses[bonus][0] is not None:
                rows.append(
                    text("ui.bonus_preview", lang, label=label, points=preview.bonuses[bonus][1])
                )
                continue
            if game.final:
                rows.append(text("ui.bonus_missed", lang, label=label))
                continue
            have, need = done[bonus]
            if game.mode == "multi":
                taken = [(s.bonuses[bonus][0], s.name) for s in scores if s.bonuses[bonus][0]]
                first = min(taken)[0] if taken else None
                now = bonus_points(bonus, rnd, "multi", first if first is not None else rnd)
                if taken:
                    who = ", ".join(n for r, n in taken if r == first)
                    rows.append(
                        text(
                            "ui.bonus_taken",
                            lang,
                            label=label,
                            name=who,
                            round=first,
                            done=have,
                            need=need,
                            points=now,
                        )
                    )
                    continue
                key = "ui.chain_need" if bonus == "chain" else "ui.bonus_progress"
            elif rnd <= SOLO_DEADLINE[bonus]:
                now = bonus_points(bonus, rnd, "solo", rnd)
                key = "ui.chain_deadline" if bonus == "chain" else "ui.bonus_progress_deadline"
            else:
                now = bonus_points(bonus, rnd, "solo", rnd)
                key = "ui.chain_need" if bonus == "chain" else "ui.bonus_progress"
            rows.append(
                text(
                    key,
                    lang,
                    label=label,
                    done=have,
                    need=need,
                    points=now,
                    deadline=SOLO_DEADLINE[bonus],
                    low=LOW[bonus],
                )
            )
        rows.append(text("ui.total_line", lang, total=score.total))
        if score.title and game.final:
            rows.append(text("ui.title_line", lang, title=text(f"title.{score.title}", lang)))
        return rows

    def _cards(self) -> list[dict]:
        """The info bar: all 18 cards, in the box's order, with what became of each."""
        game = self.game
        rnd = game.round(self.shown)
        key = (game.seed, game.side, rnd, self.phase)
        if self._cards_cache[0] != key:
            self._cards_cache = (key, self._card_states(rnd))
        return self._cards_cache[1]

    def _card_states(self, rnd: int) -> list[dict]:
        game = self.game
        played = set(game.deal.draw[: max(0, rnd - 1)])
        current = game.card(self.shown) if self.phase == "play" else None
        out = []
        for card in DECK:
            if card == current:
                state = "now"
            elif card in played:
                state = "played"
            elif card == game.deal.hidden and self.phase == "end":
                state = "hidden"
            else:
                state = "to_come"
            label = text(
                "ui.card_cell",
                self.lang,
                number=card.number,
                bridges=card.bridges,
                state=text(f"ui.card_{state}", self.lang),
            )
            out.append(
                {"number": card.number, "bridges": card.bridges, "state": state, "label": label}
            )
        return out


def _clean_names(names: list[str], lang: str) -> list[str]:
    """Trimmed, non-empty, at most MAX_NAME characters, and told apart when repeated."""
    return distinct_names(names) or [text("ui.default_name", lang)]


def share_line(record: dict, lang: str) -> str:
    """A short, spoiler-free line: deal, total and which bonus came in which round."""
    brief = summary(record)
    parts = [text("share.head", lang, seed=brief.seed, side=brief.side, rounds=brief.rounds)]
    for bonus, rnd in brief.bonuses.items():
        key = f"share.{bonus}" if rnd is not None else f"share.{bonus}_none"
        parts.append(text(key, lang, round=rnd))
    parts.append(text("share.total", lang, total=brief.total))
    return " \u00b7 ".join(parts)
