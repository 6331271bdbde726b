"""The page's controller: turns taps into moves and gives back what to draw.

No browser imports here: ``main.py`` forwards events and applies the view,
so everything a tap does can be tested in CPython.
"""

from __future__ import annotations

import json

from hashi_core import (
    DECK,
    ROUNDS,
    DrawBridge,
    EndTurn,
    Game,
    HashiError,
    PlaceStart,
    RuleError,
    WriteNumber,
    is_seed,
    load_record,
    new_seed,
    text,
    to_record,
)
from hashi_core.scoring import BONUSES, LOW, SOLO_DEADLINE, bonus_points, progress

from .render import board_state
from .saves import Saves, game_key


class App:
    def __init__(self, saves: Saves, lang: str = "en") -> None:
        self.saves = saves
        self.lang = lang
        self.game: Game = Game(new_seed())
        self.selected: int | None = None  # setup: the island tapped for the start
        self.message: dict | None = None

    # -- opening games -----------------------------------------------------------

    def open(self, seed: str | None = None, side: str | None = None) -> None:
        """Start up from the address (``?seed=&side=``), else resume the last game."""
        if side is not None and side.upper() not in ("A", "B"):
            self._say("ui.bad_side_link", code="bad_link")
            side = "A"
        side = side.upper() if side else None
        if seed is not None and not is_seed(seed):
            self._say("ui.bad_seed_link", code="bad_link", seed=seed[:80])
            seed = None
        if seed is not None:
            self._switch(seed, side or "A")
        else:
            game = self.saves.current()
            if game is not None:
                self.game = game
            elif side:
                self.game = Game(new_seed(), side)
        self._report_problems()

    def _switch(self, seed: str, side: str) -> None:
        """Resume the saved game for this deal, or begin it."""
        saved = self.saves.load(game_key(seed, side))
        self.game = saved if saved is not None else Game(seed, side)
        self.selected = None

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

    def set_side(self, side: str) -> None:
        if self.phase == "setup" and side in ("A", "B") and side != self.game.side:
            self._switch(self.game.seed, side)

    def resume(self, key: str) -> None:
        seed, _, side = key.partition("/")
        if is_seed(seed) and side in ("A", "B"):
            self._switch(seed, side)
            self._report_problems()

    def import_record(self, data: str) -> None:
        """Open a record file; a bad one is refused and nothing is changed."""
        try:
            game = load_record(data)
        except HashiError as error:
            self._say("ui.import_failed", code=error.code, reason=error.message)
            return
        if len(game.players) != 1:
            self._say(
                "ui.import_failed",
                code="bad_record",
                reason=text("record.solo_players", self.lang, count=len(game.players)),
            )
            return
        self.game = game
        self.selected = None
        self.saves.save(game)
        self._say("ui.imported", code="imported", kind="info", seed=game.seed, side=game.side)

    # -- taps ------------------------------------------------------------------------

    @property
    def phase(self) -> str:
        rnd = self.game.round()
        return "setup" if rnd == 0 else "end" if rnd > ROUNDS else "play"

    def tap_island(self, island: int) -> None:
        if self.phase == "setup":
            if island in self.game.legal_starts():
                self.selected = island
                self.message = None
            else:
                self._refuse(RuleError("bad_start"))
            return
        p = self.game.players[0]
        if p.draft_number == island:
            self._step(self.game.take_back_number, "ui.number_taken_back")
        else:
            self._step(lambda: self.game.push(WriteNumber(island)))

    def tap_line(self, line: str) -> None:
        a, _, b = line.partition("-")
        if a.isdigit() and b.isdigit():
            self._step(lambda: self.game.push(DrawBridge(int(a), int(b))))

    def start(self, value: int) -> None:
        if self.selected is None:
            self._say("ui.choose_island_first", code="choose_island")
            return
        self._step(lambda: self.game.push(PlaceStart(self.selected, value)))

    def seed_start(self) -> None:
        start = self.game.deal.start
        self.selected = start.island
        self._step(lambda: self.game.push(PlaceStart(start.island, start.value)))

    def confirm(self) -> None:
        self._step(lambda: self.game.push(EndTurn()))

    def undo(self) -> None:
        self._step(self.game.undo, "ui.undone")

    def _step(self, action, done_key: str | None = None) -> None:
        try:
            action()
        except RuleError as error:
            self._refuse(error)
            return
        self.message = (
            {"code": "", "text": text(done_key, self.lang), "kind": "info"} if done_key else None
        )
        if self.phase != "setup":
            self.selected = None
        self.saves.save(self.game)

    def _refuse(self, error: RuleError) -> None:
        self.message = {"code": error.code, "text": error.message, "kind": "error"}

    def _say(self, key: str, code: str, kind: str = "error", **params: object) -> None:
        self.message = {"code": code, "text": text(key, self.lang, **params), "kind": kind}

    def record(self) -> dict:
        return to_record(self.game)

    def record_json(self) -> str:
        return json.dumps(self.record(), indent=1)

    # -- the view ----------------------------------------------------------------------

    def view(self) -> dict:
        """Everything the page shows, as plain data (texts from the catalogue)."""
        game, lang = self.game, self.lang
        phase = self.phase
        p = game.players[0]
        card = game.card()
        score = game.scores()[0]
        drawn = len(p.draft_bridges)
        if phase == "play" and card is not None:
            key = (
                "ui.confirm_skip"
                if not p.draft
                else ("ui.confirm_no_bridges" if drawn == 0 else "ui.confirm")
            )
        else:
            key = "ui.confirm"
        start = game.deal.start
        return {
            "phase": phase,
            "side": game.side,
            "seed": game.seed,
            "round": {"setup": "0", "end": "end"}.get(phase, str(game.round())),
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
            "confirm_label": text(key, lang),
            "undo_enabled": bool(p.draft),
            "start_enabled": self.selected is not None,
            "seed_start_label": text("ui.seed_start", lang, island=start.island, value=start.value),
            "message": self.message,
            "board": board_state(game, 0, self.selected if phase == "setup" else None, lang),
            "score_rows": self._score_rows(),
            "cards": self._cards(),
            "title": score.title,
            "end_summary": (
                text("ui.end_summary_title", lang, total=score.total, title=score.title)
                if score.title
                else text("ui.end_summary", lang, total=score.total)
            )
            if phase == "end"
            else "",
            "in_progress": [
                {
                    "key": g["key"],
                    "label": text(
                        "ui.resume", lang, **{k: g[k] for k in ("seed", "side", "round")}
                    ),
                }
                for g in self.saves.in_progress()
                if g["key"] != game_key(game.seed, game.side)
            ],
            "history": [
                text(
                    "ui.history_row",
                    lang,
                    seed=h.get("seed"),
                    side=h.get("side"),
                    total=h.get("total"),
                )
                for h in reversed(self.saves.history()[-10:])
            ],
            "best": [
                text("ui.best", lang, side=side, total=total)
                for side, total in sorted(self.saves.best().items())
            ],
        }

    def _score_rows(self) -> list[str]:
        """The live breakdown: islands, then each bonus reached or its progress."""
        game, lang = self.game, self.lang
        p = game.players[0]
        score = game.scores()[0]
        preview = game.scores(preview=True)[0]
        rnd = min(game.round(), ROUNDS)
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
            now = bonus_points(bonus, rnd, game.mode, rnd)
            have, need = done[bonus]
            prefix = "ui.chain" if bonus == "chain" else "ui.bonus_progress"
            if game.mode == "solo" and rnd <= SOLO_DEADLINE[bonus]:
                key = f"{prefix}_deadline"
            else:
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
            rows.append(text("ui.title_line", lang, title=score.title))
        return rows

    def _cards(self) -> list[dict]:
        """The info bar: all 18 cards, in the box's order, with what became of each."""
        game = self.game
        played = set(game.deal.draw[: max(0, game.round() - 1)])
        current = game.card()
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
            out.append(
                {
                    "number": card.number,
                    "bridges": card.bridges,
                    "state": state,
                    "label": text(
                        "ui.card_cell",
                        self.lang,
                        number=card.number,
                        bridges=card.bridges,
                        state=text(f"ui.card_{state}", self.lang),
                    ),
                }
            )
        return out
