"""Words for a screen reader: the board's shape on request, and what just happened.

Pure (no browser imports). The board description lists the islands row by
row and which lines cross, so a player who cannot see the drawing knows its
shape. :func:`announcement` compares two :func:`summary` values and says
once, briefly, what changed: a start, a number, a bridge, a step taken back,
a new round's card, the end; and a hint's reason when the hint first shows.
"""

from __future__ import annotations

from hashi_core import Board, DrawBridge, Game, Start, WriteNumber
from hashi_texts import DEFAULT, shown_name
from hashi_texts import render as text

Summary = tuple[int, int, object, tuple[str, ...]]  # see summary()


def describe_board(board: Board, lang: str = DEFAULT) -> list[str]:
    """The board's shape as sentences: one per row of islands, then the lines and crossings."""
    out = []
    rows = sorted({island.y for island in board.islands})
    for number, y in enumerate(rows, start=1):
        names = []
        for island in sorted((i for i in board.islands if i.y == y), key=lambda i: i.x):
            name = str(island.id)
            if island.flag:
                name += f" ({text('ui.flag_' + island.flag, lang)})"
            names.append(name)
        key = "a11y.describe_row_one" if len(names) == 1 else "a11y.describe_row"
        out.append(text(key, lang, row=number, islands=", ".join(names)))
    out.append(text("a11y.describe_lines", lang, count=len(board.lines)))
    pairs = sorted(
        {tuple(sorted((line.id, other))) for line in board.lines.values() for other in line.crosses}
    )
    if pairs:
        listed = "; ".join(text("a11y.describe_pair", lang, a=a, b=b) for a, b in pairs)
        out.append(text("a11y.describe_crossings", lang, count=len(pairs), pairs=listed))
    else:
        out.append(text("a11y.describe_no_crossings", lang))
    return out


def summary(game: Game, player: int, chosen: int | None = None) -> Summary:
    """What an announcement compares: whose board, its round, its start (or the island
    chosen for it), this round's steps."""
    p = game.players[player]
    start = p.start if p.start is not None else chosen
    return (player, game.round(player), start, tuple(str(step) for step in p.draft))


def announcement(
    before: Summary | None,
    game: Game,
    player: int,
    lang: str = DEFAULT,
    chosen: int | None = None,
    after: Summary | None = None,
    covered: bool = False,
) -> str:
    """A short sentence for what changed on ``player``'s board since ``before`` ("" if nothing).

    ``chosen`` is the island picked for the start in setup, before 3 or 4 is chosen;
    ``after``: the board's summary now, when already made; ``covered``: the board is behind
    the hand-over's cover, its new round and card kept for its player (Q52).
    """
    if after is None:
        after = summary(game, player, chosen)
    if before is not None and before[0] != player:
        return _start_left(before, game, lang)
    if before is None or before == after:
        return ""
    p = game.players[player]
    said = []
    if p.start is None and isinstance(after[2], int):
        said.append(text("a11y.announce_chosen", lang, island=after[2]))
    if not isinstance(before[2], Start) and p.start is not None:
        said.append(text("a11y.announce_start", lang, island=p.start.island, value=p.start.value))
    if after[1] != before[1] and not covered:
        card = game.card(player)
        if card is None:
            if p.start is not None:  # (else a new game's setup: no card yet, nothing over)
                total = game.scores(preview=True)[player].total
                said.append(text("a11y.announce_end", lang, total=total))
        else:
            said.append(round_said(game, player, lang))
    elif len(after[3]) > len(before[3]):
        said.append(_step(game, player, p.draft[-1], lang))
    # (a step taken back: its message says so, assertively; said here too, it was heard twice)
    return " ".join(said)


def round_said(game: Game, player: int, lang: str = DEFAULT) -> str:
    """``player``'s round and card ("" when no card is in play: the setup, the end)."""
    card = game.card(player)
    if card is None or game.players[player].start is None:
        return ""
    rnd = game.round(player)
    return text("a11y.announce_round", lang, round=rnd, number=card.number, bridges=card.bridges)


def _start_left(before: Summary, game: Game, lang: str = DEFAULT) -> str:
    """The step moved the device on to another board (a table's setup: the start written,
    then the next player's board): the start it wrote on the board it left. Nothing else
    of that board is said (after a round's *Done* it would tell the next card to the
    player the device goes to)."""
    if not 0 <= before[0] < len(game.players):  # (another game now: a New game's)
        return ""
    left = game.players[before[0]]
    if isinstance(before[2], Start) or left.start is None:
        return ""
    return text("a11y.announce_start", lang, island=left.start.island, value=left.start.value)


def _step(game: Game, player: int, step: object, lang: str) -> str:
    sheet = game.players[player].sheet
    if isinstance(step, WriteNumber):
        number = sheet.numbers.get(step.island)
        return text("a11y.announce_number", lang, island=step.island, number=number)
    if isinstance(step, DrawBridge):
        bridges = sheet.bridges.get(step.line, 0)
        return text("a11y.announce_bridge", lang, a=step.a, b=step.b, bridges=bridges)
    return ""


NBSP = "\u00a0"  # an invisible change: a live region says the same words again


class Speech:
    """What the live regions say next, decided here so the glue only writes it: the message
    (the same refusal again is changed invisibly, so a screen reader says it again) and the
    announcement of what a step changed."""

    def __init__(self) -> None:
        self.summary: Summary | None = None  # the board as last announced
        self.notice: object = None  # the notice last shown (a new one is a new message)
        self.hint: object = None  # the hint whose reason was last said
        self.covered = False  # the hand-over's cover up when last announced
        self.retold = 0  # *Hint* pressed again, as many times, when last announced
        self.flip = False

    def message(self, text: str, notice: object, shown: str) -> str:
        """The message region's text for ``notice`` (rendered as ``text``), where it shows
        ``shown`` now: a redraw of the same notice keeps it; a new notice with the same
        words changes it invisibly (and back, the time after)."""
        same_text = bool(text) and shown.rstrip(NBSP) == text
        if notice is self.notice:
            return shown if same_text else text
        self.notice = notice
        if not same_text:
            return text
        return text if shown.endswith(NBSP) else text + NBSP

    def announcement(
        self,
        game: Game,
        player: int,
        lang: str,
        chosen: int | None,
        hint: object = None,
        reason: str = "",
        covered: bool = False,
        by: str = "",
        retold: int = 0,
    ) -> str | None:
        """What to announce of ``player``'s board now (None: nothing changed); the same words
        twice differ invisibly, so each is said. A new ``hint``'s ``reason`` (the hint as a
        sentence, shown beside its marks) is said once, when it first shows. Once the
        hand-over's cover (``covered``) is gone, the board's round and card are said to the
        player who took it (behind the cover they were never said: Q50). ``by``: the name
        of the computer seat whose board it is, said first (its moves sounded like the
        player's own). *Hint* pressed again (``retold``: how many times it was) says its
        reason again too (Q50: only the message was said again)."""
        now = summary(game, player, chosen)
        said = announcement(self.summary, game, player, lang, chosen, now, covered)
        if self.covered and not covered and not said:
            said = round_said(game, player, lang)
        if said and by:
            said = text("a11y.announce_by", lang, name=shown_name(by, lang), said=said)
        self.summary, self.covered = now, covered
        again = retold != self.retold and hint is self.hint
        if reason and (hint is not self.hint or again):
            said = f"{said} {reason}" if said else reason
        self.hint = hint if reason else self.hint
        self.retold = retold
        if not said:
            return None
        self.flip = not self.flip
        return said + (NBSP if self.flip else "")
