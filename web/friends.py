"""Friends' results, as the controller keeps them: result links in, standings' records out.

Part of the page's controller (``controller.Controller`` mixes it in): it
reads and writes the controller's game, saves and notice. No browser, no text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hashi_core import Game, HashiError, Record, RecordError, to_record
from hashi_core.share import decode_result, encode_result

from .address import result_code
from .flows import Flow
from .notice import Notice, info, problem
from .saves import Saves


class FriendsResults:
    """Result links of friends who played the same deal (a seed challenge)."""

    game: Game
    flow: Flow
    saves: Saves
    notice: Notice | None
    _results: dict[str, Record | None]  # decoded result codes

    if TYPE_CHECKING:  # what the controller provides

        @property
        def phase(self) -> str: ...

        def open_deal(self, seed: str, side: str, kind: str) -> None: ...

    def _decoded(self, code: str) -> Record | None:
        if code not in self._results:
            try:
                self._results[code] = Record.from_dict(decode_result(code))
            except HashiError:
                self._results[code] = None
        return self._results[code]

    def open_result(self, code: str) -> bool:
        """A friend's result link: kept for its deal, whose challenge opens. False if refused."""
        try:
            record = Record.from_dict(decode_result(code))
        except HashiError as error:
            self.notice = problem("ui.result_refused", error.code, reason=error)
            return False
        seed, side = record.seed, record.side
        notice = self._keep_result(seed, side, code, record)
        self.open_deal(seed, side, "challenge")
        self.notice = notice
        return True

    def add_result(self, link: str) -> None:
        """A pasted result link for the challenge in play (another deal is refused)."""
        code = result_code(link)
        game = self.game
        try:
            record = Record.from_dict(decode_result(code))
            if (record.seed, record.side) != (game.seed, game.side):
                raise RecordError(
                    "result_foreign",
                    seed=record.seed,
                    side=record.side,
                    want=game.seed,
                    side_want=game.side,
                )
        except HashiError as error:
            self.notice = problem("ui.result_refused", error.code, reason=error)
            return
        self.notice = self._keep_result(str(game.seed), game.side, code, record)

    def _keep_result(self, seed: str, side: str, code: str, record: Record) -> Notice:
        """Add a friend's result, or update that friend's older one (matched by name)."""
        name = record.players[0].name
        turns = len(record.players[0].turns)
        codes = self.saves.results(seed, side)
        for index, known in enumerate(codes):
            other = self._decoded(known)
            if other is None or other.players[0].name != name:
                continue
            if known == code or len(other.players[0].turns) >= turns:
                return info("ui.result_known", "result_known", name=name)
            codes[index] = code
            self.saves.set_results(seed, side, codes)
            return info("ui.result_updated", "result_updated", name=name, count=turns)
        self.saves.set_results(seed, side, [*codes, code])
        return info("ui.result_added", "result_added", name=name, seed=seed)

    def friends_records(self) -> list[Record]:
        """Friends' results for the challenge in play (not this player's own name)."""
        game = self.game
        mine = {p.name for p in game.players}
        out = []
        for code in self.saves.results(str(game.seed), game.side):
            record = self._decoded(code)
            if record is not None and record.players[0].name not in mine:
                out.append(record)
        return out

    def result_code(self) -> str | None:
        """This device's result for the challenge (committed rounds), or None before setup."""
        if not self.flow.with_friends or self.phase == "setup":
            return None
        return encode_result(to_record(self.game))
