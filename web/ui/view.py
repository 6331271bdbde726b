"""What the page shows, built from the game's session, its UI state and the controller's
parts (friends' results, the computer) as typed values (``web.shown.view_types``: a frozen
value per part of the screen, which the glue compares with what it drew last).

Pure: no browser, no storage writes, no rule arithmetic (bonus values, places,
winners come from the engine). Every text is rendered here, in the player's
language, through ``hashi_texts.render``; the browser glue only applies it.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import hashi_texts
from hashi_core import BONUSES, DECK, ROUNDS, Card, Deal, Game, HashiError, Record, from_record
from hashi_core.board_data import SIDES
from hashi_core.scoring import CHAIN, Outlook, Score, places, winners
from hashi_core.share import encode_result, merge_standings
from hashi_texts import names_list, shown_name
from hashi_texts.coach import advice
from hashi_texts.formats import format_date

from ..model.flows import FLOWS
from ..model.ghost import ghost, played, seen
from ..model.screens import screen_view
from ..model.stores.history import finished_on
from ..model.stores.storage import WARNINGS
from ..pictures.board_view import board_view
from ..pictures.render import board_thumbnail
from ..shown.view_types import (
    NO_ANALYSIS,
    NO_RACE_VIEW,
    Analysis,
    AnalysisBoards,
    CardCell,
    CardShown,
    Cover,
    Handover,
    Key,
    Message,
    Panel,
    Phase,
    Picture,
    PlayerRow,
    RaceChoice,
    RaceView,
    RankRow,
    Resume,
    Saved,
    Scores,
    StandingRow,
    Stuck,
    Tutorial,
    TutorialStep,
    View,
)

if TYPE_CHECKING:
    from ..model.controller import Controller
    from ..model.session import Session

HISTORY_SHOWN = 10


# A tap's view says again most of what the last one said (the round, the card, the score's
# rows): each text is rendered once per key, language and values, not on every tap.
@functools.lru_cache(maxsize=4096)
def _rendered(key: str, lang: str, params: tuple[tuple[str, type, object], ...]) -> str:
    return hashi_texts.render(key, lang, **{name: value for name, _, value in params})


def render(key: str, lang: str = hashi_texts.DEFAULT, /, **params: object) -> str:
    """``hashi_texts.render``, kept (above); its values' types are part of the key (1 and
    True say different things)."""
    try:
        return _rendered(key, lang, tuple([(k, type(v), v) for k, v in params.items()]))
    except TypeError:  # (a value that cannot be kept: rendered each time)
        return hashi_texts.render(key, lang, **params)


def text_of(item: Any, lang: str) -> str:
    """A notice, an engine error or an unreadable-data reason, in ``lang``.

    Parameters that are themselves notices or errors (a refusal's ``reason``, a link's
    problems told together) are rendered first; the message is catalogue sentences only.
    """
    if item is None:
        return render("ui.reason_unknown", lang)
    params = {
        name: text_of(value, lang) if hasattr(value, "key") or value is None else value
        for name, value in (getattr(item, "params", {}) or {}).items()
    }
    return render(item.key, lang, **params)


def message(notice: Any, lang: str) -> Message:
    if notice is None:
        return Message()
    return Message(notice.code, text_of(notice, lang), notice.kind)


# -- scores -----------------------------------------------------------------------------


def score_rows(game: Game, seat: int, lang: str) -> list[str]:
    """The live breakdown of one seat: islands, each bonus (reached or its progress), total."""
    score = game.scores()[seat]
    names = tuple(p.name for p in game.players)
    outlook = tuple(game.outlook(seat).values())
    final = game.final
    return list(
        _score_rows(
            score.finished,
            score.island_points,
            score.total,
            score.title,
            outlook,
            final,
            names,
            lang,
        )
    )


# A tap's breakdown is most often the last one's (a number, a bridge that finishes nothing):
# its rows are rendered once per distinct score and outlook, not on every tap.
@functools.lru_cache(maxsize=512)
def _score_rows(
    finished: int,
    island_points: int,
    total: int,
    title: str | None,
    outlook: tuple[Outlook, ...],
    final: bool,
    names: tuple[str, ...],
    lang: str,
) -> tuple[str, ...]:
    if final:
        rows = [render("ui.island_points", lang, count=finished, points=island_points)]
    else:
        rows = [render("ui.finished_islands", lang, count=finished)]
    for o in outlook:
        bonus = o.bonus
        label = render(f"bonus.{bonus}", lang)
        chain = bonus == CHAIN
        if o.reached is not None:
            rows.append(
                render("ui.bonus_reached", lang, label=label, round=o.reached, points=o.points)
            )
        elif o.preview:
            rows.append(render("ui.bonus_preview", lang, label=label, points=o.preview))
        elif final:
            rows.append(render("ui.bonus_missed", lang, label=label))
        elif o.first is not None:
            who = names_list([names[i] for i in o.first_by], lang)
            rows.append(
                render(
                    "ui.bonus_taken",
                    lang,
                    label=label,
                    name=who,
                    round=o.first,
                    done=o.done,
                    need=o.need,
                    points=o.worth,
                )
            )
        else:
            key = {
                (False, False): "ui.bonus_progress",
                (False, True): "ui.bonus_progress_deadline",
                (True, False): "ui.chain_need",
                (True, True): "ui.chain_deadline",
            }[(chain, o.in_time)]
            rows.append(
                render(
                    key,
                    lang,
                    label=label,
                    done=o.done,
                    need=o.need,
                    points=o.worth,
                    deadline=o.deadline,
                    low=o.low,
                )
            )
    rows.append(render("ui.total_line", lang, total=total))
    if title and final:
        rows.append(render("ui.title_line", lang, title=render(f"title.{title}", lang)))
    return tuple(rows)


def ranking(scores: list[Score], lang: str) -> tuple[RankRow, ...]:
    """The end ranking: best first, equal totals sharing a place (numbered by the list)."""
    place = places([s.total for s in scores])
    won = set(winners(scores))
    order = sorted(range(len(scores)), key=lambda i: (place[i], i))
    rows = []
    for i in order:
        s = scores[i]
        key = "ui.ranking_winner" if s.name in won else "ui.ranking_row"
        points = {bonus: s.bonuses[bonus][1] for bonus in BONUSES}
        text = render(key, lang, name=s.name, total=s.total, islands=s.island_points, **points)
        rows.append(RankRow(place[i], text))
    return tuple(rows)


def end_summary(game: Game, seat: int, table: bool, lang: str, total: int | None = None) -> str:
    """The end's one line. ``total``: the screen's one total where it is not the game's
    own (a challenge's, against friends' results); the solo rules' total is then named."""
    scores = game.scores()
    if table:
        best = winners(scores)
        top = scores[[s.name for s in scores].index(best[0])].total
        return render(
            "ui.table_winners", lang, names=names_list(best, lang), total=top, count=len(best)
        )
    score = scores[seat]
    if total is not None:
        solo = solo_total(game, seat)
        if solo is not None and solo != total:
            return render("ui.end_summary_solo_rules", lang, total=total, solo=solo)
        return render("ui.end_summary", lang, total=total)
    if score.title:
        title = render(f"title.{score.title}", lang)
        return render("ui.end_summary_title", lang, total=score.total, title=title)
    return render("ui.end_summary", lang, total=score.total)


def solo_total(game: Game, seat: int) -> int | None:
    """The total of ``seat``'s game scored by the solo rules (deadlines), as the engine
    scores a solo record of the same turns; None when it is not a finished game."""
    if not game.final:
        return None
    record = Record.of(game)
    p = record.players[seat]
    alone = Record.solo(record.seed, record.side, p.placed, p.turns, p.name)
    try:
        return alone.replay().scores()[0].total
    except HashiError:
        return None


# -- a challenge's standings ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Standings:
    """A challenge's standings: the rows (best first, shared places), the player's own
    total in them (``mine``), a note when island points wait for a friend still playing,
    and the scored ``game`` (the player first) for the breakdown that adds up to ``mine``."""

    rows: tuple[StandingRow, ...] = ()
    mine: int | None = None
    note: str = ""
    game: Game | None = None
    waiting: bool = False  # a friend still playing (the challenge is not over for all)

    def shown_total(self, end: bool) -> int | None:
        """The one total a challenge's screens show (the bar, the end, the picture): the
        standings', but at the ``end`` only once they are final (a friend still playing:
        island points and the bonuses' order wait; the game's own total stands, None)."""
        if self.game is None or (end and not self.game.final):
            return None
        return self.mine


def standings(game: Game, friends: list[Record], lang: str) -> Standings:
    """This device's player and friends' results, scored together (multi-player rules)."""
    mine_included = all(p.start is not None for p in game.players)
    records = [Record.of(game)] if mine_included else []
    records += friends
    if not records:
        return Standings()
    try:
        merged = from_record(merge_standings([r.to_dict() for r in records]))
    except HashiError:
        return Standings()
    players = merged.players
    done = [i for i, p in enumerate(players) if p.done]
    scored, seats = merged, {i: i for i in range(len(players))}
    ended = mine_included and players[0].done and not merged.final
    if ended:
        # The player has ended while a friend still plays: those who have played all 17
        # rounds are scored together (one total each, as the header, the end and the race
        # say it); those still playing show their rounds and islands, no total yet.
        whole = Record.of(merged).to_dict()
        scored = from_record({**whole, "players": [whole["players"][i] for i in done]})
        seats = {i: j for j, i in enumerate(done)}
    scores, all_scores = scored.scores(), merged.scores()
    ranked = places([scores[seats[i]].total for i in seats])
    place = dict(zip(seats, ranked, strict=True))
    table = Record.of(scored).to_dict()
    rows = []
    for i in sorted(range(len(players)), key=lambda i: (i not in place, place.get(i, 0), i)):
        p, s = players[i], (scores[seats[i]] if i in seats else all_scores[i])
        me = mine_included and i == 0
        rows.append(
            StandingRow(
                place=place.get(i),
                name=shown_name(s.name, lang),
                me=me,
                rounds=str(ROUNDS)
                if p.done
                else render("ui.standing_rounds_of", lang, count=len(p.turns)),
                # (points once every game is over; islands finished while one is played, for
                # every row alike: one unit in the column)
                islands=str(s.island_points)
                if merged.final
                else render("ui.standing_islands_later", lang, count=s.finished),
                bonuses=tuple(
                    render("ui.standing_bonus", lang, round=s.bonuses[b][0], points=s.bonuses[b][1])
                    if s.bonuses[b][0] is not None
                    else "\u2014"
                    for b in BONUSES
                ),
                total=s.total if i in seats else None,
                # a finished friend's game opens as a replay (its result code)
                replay=encode_result(table, seats[i]) if p.done and not me else "",
                replay_label=render("ui.replay_of", lang, name=s.name),
            )
        )
    playing = [p.name for p in players if not p.done]
    note = ""
    if playing:
        key = "ui.standings_waiting_ended" if ended else "ui.standings_waiting"
        note = render(key, lang, names=names_list(playing, lang), count=len(playing))
    mine = next((r.total for r in rows if r.me), None)
    # The player's own scores among the friends' (seat 0), for the breakdown beside them.
    game_scored = scored if mine_included else None
    return Standings(tuple(rows), mine, note, game_scored, bool(playing))


def share_line(game: Game, total: int, lang: str, hints: int = 0) -> str:
    """The spoiler-free share line: deal, rounds, bonus rounds, the total, hints if any."""
    p = game.players[0]
    score = game.scores()[0]
    parts = [render("share.head", lang, seed=game.seed, side=game.side, rounds=len(p.turns))]
    for bonus in BONUSES:
        rnd = score.bonuses[bonus][0]
        parts.append(
            render(f"share.{bonus}", lang, round=rnd)
            if rnd is not None
            else render(f"share.{bonus}_none", lang)
        )
    parts.append(render("share.total", lang, total=total))
    if hints:
        parts.append(render("share.hints", lang, count=hints))
    return " \u00b7 ".join(parts)


def replay_link(c: Controller, lang: str) -> tuple[str, str]:
    """The finished game's replay link (``Scores.replay_code``, ``replay_label``): a
    table's for the board on screen; dated as the history has it.

    Its code waits for the end's save, which lists the game (dating it) and draws the page
    again in the task after the end is painted (``Session.flush``): encoding the record is
    most of a game's last *Done* view on a slow tablet, and a code made before would lack
    the day. Until then the link's label shows, its *Share* not yet pressable. ("", ""):
    a game that sends none."""
    s = c.session
    if not s.sends_replay():
        return "", ""
    ident = s.envelope.id if s.envelope else None
    day = finished_on(c.saves.history.recent().entries, ident)
    code = "" if day is None and s.unsaved else s.replay_code(day) or ""
    if len(s.game.players) > 1:
        label = render("ui.replay_link_board", lang, name=s.game.players[s.shown].name)
    else:
        label = render("ui.replay_link_game", lang)
    return code, label


def share_message(s: Session, lang: str) -> str:
    """What "Share" says with the link: the deal, and whether hints helped this game."""
    key = "ui.share_challenge_text" if s.flow.with_friends else "ui.share_text"
    text = render(key, lang, seed=str(s.game.seed), side=s.game.side)
    if s.hints_used:
        text += " " + render("share.hints_note", lang, count=s.hints_used)
    return text


def picture(c: Controller, lang: str) -> Picture:
    """The end screen's picture to share: its SVG, the PNG's name, a line to send with it.

    Spoiler-free while a challenge is still open among friends (``picture.spoiler_free``).
    """
    from ..pictures.picture import SIZE, file_name, picture_svg, spoiler_free  # (loaded when asked)

    s = c.session
    game, seat = s.game, s.shown
    total: int | None = None
    table = None
    if s.flow.with_friends:
        friends = standings(game, c.friends.records(game), lang)
        total = friends.shown_total(s.phase == "end")
        # (while a friend still plays, the finished players' table does not open it)
        table = None if friends.waiting else friends.game
    hidden = spoiler_free(s.flow.with_friends, table)
    named = len(game.players) > 1 or s.flow.with_friends
    name = shown_name(game.players[seat].name, lang) if named else None
    shown = game.scores()[seat].total if total is None else total
    return Picture(
        svg=picture_svg(game, seat, lang, spoiler_free=hidden, total=total, name=name),
        name=file_name(game),
        size=SIZE,
        title=render("ui.title", lang),
        text=render("picture.label", lang, seed=game.seed, side=game.side, total=shown),
    )


# -- racing a friend's game ----------------------------------------------------------------


def race_view(s: Session, records: list[Record], lang: str) -> RaceView:
    """Racing a friend (``web.model.ghost``): the friends one may race (every result kept
    for the deal), and the race after the player's rounds: the friend's board then, both
    running scores, the bonuses each has reached by then. Nothing of a later round."""
    if not records:
        return NO_RACE_VIEW
    friend = s.race.friend
    choices = tuple(
        RaceChoice(name, render("ui.race_with", lang, name=name), name == friend)
        for name in (r.players[0].name for r in records)
    )
    stop = render("ui.race_stop", lang) if friend else ""
    found = ghost(s.game, s.seat, records, s.race)
    if found is None:  # (before the player's start; or the friend's result is gone)
        waiting = friend and s.game.players[s.seat].start is None
        note = render("ui.race_waiting", lang, name=friend) if waiting else ""
        return RaceView(choices, stop, "", "", "", (), note)
    name, table = found.name, found.table
    heading = (
        render("ui.race_round", lang, name=name, round=found.shown)
        if found.shown
        else render("ui.race_start", lang, name=name)
    )
    mine, theirs = table.scores()
    rows = []
    for bonus in BONUSES:
        label = render(f"bonus.{bonus}", lang)
        me, them = mine.bonuses[bonus][0], theirs.bonuses[bonus][0]
        if me is not None and them is not None:
            rows.append(
                render("ui.race_bonus_both", lang, label=label, mine=me, name=name, theirs=them)
            )
        elif me is not None:
            rows.append(render("ui.race_bonus_mine", lang, label=label, mine=me, name=name))
        elif them is not None:
            rows.append(render("ui.race_bonus_theirs", lang, label=label, name=name, theirs=them))
    note = render("ui.race_behind", lang, name=name, round=found.shown) if found.behind else ""
    return RaceView(
        choices=choices,
        stop=stop,
        heading=heading,
        board=board_thumbnail(table, 1),
        scores=render("ui.race_scores", lang, mine=mine.total, name=name, theirs=theirs.total),
        rows=tuple(rows),
        note=note,
    )


# -- the best game in hindsight -----------------------------------------------------------


def _game_at(game: Game, rounds: int) -> Game:
    """A one-player game after its first ``rounds`` rounds (a copy): a round taken back puts
    its steps back as a draft, which goes too (drawn, it showed the next round: Q53)."""
    played = game.copy()
    while len(played.players[0].turns) > rounds or played.players[0].draft:
        played.pop()
    return played


def analysis(c: Controller, lang: str) -> Analysis:
    """The end screen's comparison: the best total, where it got ahead, a round to look at."""
    if c.computer.waiting == "analyse":
        return Analysis(render("ui.analysis_thinking", lang), None, ())
    found = c.ui.analysis
    if found is None:
        return NO_ANALYSIS
    rows = []
    for moment in found.ahead:
        if moment.bonus is not None:
            label = render(f"bonus.{moment.bonus}", lang)
            rows.append(render("ui.ahead_bonus", lang, round=moment.round, label=label))
        else:
            rows.append(render("ui.ahead_island", lang, round=moment.round, island=moment.island))
    step = c.ui.analysis_round
    mine, theirs = _game_at(c.session.game, step), _game_at(found.best, step)
    boards = AnalysisBoards(
        step=step,
        step_label=render("ui.analysis_step", lang, round=step),
        own_board=board_thumbnail(mine, 0),
        best_board=board_thumbnail(theirs, 0),
        own_score=mine.scores()[0].total,
        best_score=theirs.scores()[0].total,
        back=step > 0,
        forward=step < ROUNDS,
    )
    return Analysis(
        render("ui.analysis_summary", lang, total=found.total, best=found.best_total),
        found.best_total,
        tuple(rows or [render("ui.analysis_no_gap", lang)]),
        boards,
    )


# -- the table ----------------------------------------------------------------------------


def prompt(c: Controller, lang: str) -> str:
    """Who does what now, for ways of playing with more than one person."""
    s, ui = c.session, c.ui
    if ui.asking_name or not s.flow.shared_device or s.phase == "end":
        return ""
    if ui.viewing is not None:
        return render("ui.viewing", lang, name=s.name(ui.viewing))
    if s.phase == "setup":
        return render("ui.choose_start_for", lang, chooser=s.name(s.holder), player=s.name(s.seat))
    if s.seat in s.seats.levels:  # unless it cannot play: the table's choice says so
        if ui.stuck is not None:
            return ""
        status, _ = computer_status(c, lang)  # still getting ready: says so (once)
        return status or render("ui.computer_playing", lang, name=s.name(s.seat))
    return render("ui.your_turn", lang, name=s.name(s.seat), round=s.table_round)


def computer_message(c: Controller, lang: str) -> Message:
    """The message; while the player waits on a computer still getting ready, it says so
    in place of "thinking" (in the same box: nothing moves under a finger)."""
    shown = message(c.ui.notice, lang)
    status, step = computer_status(c, lang)
    if status and shown.code == "thinking":
        return Message(shown.code, status, shown.kind, step)
    return shown


def computer_status(c: Controller, lang: str) -> tuple[str, str]:
    """While someone waits on a computer that is still getting ready: says so ("" when
    not), and the step of its start under way when the worker reports one (shown, not
    said: the words stay the same from the first step to the last). Taps never wait."""
    if c.computer.waiting is None or c.bot.state == "ready":
        return "", ""
    starting = render("ui.bot_starting", lang)
    if c.bot.progress is None:
        return starting, ""
    done, total = c.bot.progress  # steps done: the one under way is shown
    return starting, render("ui.bot_step", lang, done=min(done + 1, total), total=total)


def stuck(s: Session, lang: str) -> Stuck | None:
    """The table's choice for a computer seat that cannot play: again, a person, or out."""
    if s.ui.stuck is None:
        return None
    name = s.name(s.ui.stuck)
    return Stuck(
        text=render("ui.seat_stuck", lang, name=name),
        person=render("ui.stuck_person", lang, name=name),
        out=render("ui.stuck_out", lang, name=name),
    )


def handover(s: Session, lang: str) -> Handover | None:
    if not s.ui.handover:
        return None
    name = s.name(s.holder)
    return Handover(render("ui.pass_to", lang, name=name), render("ui.take_turn", lang, name=name))


def players(s: Session, lang: str) -> tuple[PlayerRow, ...]:
    game, seats = s.game, s.seats
    out = []
    for index, (p, score) in enumerate(zip(game.players, game.scores(), strict=True)):
        if index in seats.out:
            key = "ui.player_row_out"
        elif index in seats.levels:
            key = f"ui.player_row_{seats.levels[index]}"
        else:
            key = "ui.player_row"
        label = render(
            key,
            lang,
            name=p.name,
            total=score.total,
            finished=score.finished,
            round=min(p.round, ROUNDS),
        )
        shown = index == s.shown
        out.append(PlayerRow(index, label, index == s.seat, shown, board_thumbnail(game, index)))
    return tuple(out)


def cards(game: Game, seat: int, table_round: int, phase: Phase, lang: str) -> tuple[CardCell, ...]:
    """All 18 cards in the box's order and what became of each, as far as the table has seen
    (the card in play: the engine's ``Game.card`` of ``seat``, the seat to play).

    The same list for a deal's round and phase: made once (a tap made them all again,
    ~10% of building the view), and the page compares the same items at once.
    """
    current = game.card(seat) if phase == "play" else None
    key = (id(game.deal), table_round, phase, lang, current)
    found = _CARDS.get(key)
    if found is not None and found[0] is game.deal:  # (the deal kept: its id is not reused)
        return found[1]
    made = _cards(game.deal, table_round, current, phase, lang)
    if len(_CARDS) >= CARDS_KEPT:
        _CARDS.clear()
    _CARDS[key] = (game.deal, made)
    return made


CARDS_KEPT = 64  # a game's rounds and phases, a few games over
_CARDS: dict[tuple[int, int, str, str, Card | None], tuple[Deal, tuple[CardCell, ...]]] = {}


def _cards(
    deal: Deal, table_round: int, current: Card | None, phase: Phase, lang: str
) -> tuple[CardCell, ...]:
    # The rounds the table has played (at the end, every card drawn). Cards compared by their
    # number and bridges (a Value's own comparison was most of this list's time on a Done).
    played = {
        (c.number, c.bridges) for c in deal.played(ROUNDS if phase == "end" else table_round - 1)
    }
    now = None if current is None else (current.number, current.bridges)
    hidden = (deal.hidden.number, deal.hidden.bridges) if phase == "end" else None
    out = []
    for card in DECK:
        seen = (card.number, card.bridges)
        if seen == now:
            state = "now"
        elif seen in played:
            state = "played"
        elif seen == hidden:
            state = "hidden"
        else:
            state = "to_come"
        label = card_label(card.number, card.bridges, state, lang)
        out.append(CardCell(card.number, card.bridges, state, label))
    return tuple(out)


@functools.lru_cache(maxsize=512)  # 18 cards x 4 states per language: said again every tap
def card_label(number: int, bridges: int, state: str, lang: str) -> str:
    state_text = render(f"ui.card_{state}", lang)
    return render("ui.card_cell", lang, number=number, bridges=bridges, state=state_text)


# -- saved games ---------------------------------------------------------------------------


def saved_lists(
    c: Controller, lang: str
) -> tuple[tuple[Resume, ...], tuple[str, ...], tuple[str, ...]]:
    """The other games in progress (to resume), the last finished ones, the bests."""
    current = c.session.envelope.id if c.session.envelope else None
    listing = c.session.flow.others_listed
    in_progress = tuple(
        Resume(
            e.id,
            render(
                f"ui.resume_{e.kind}", lang, seed=e.record.seed, side=e.record.side, round=e.round
            ),
        )
        for e in sorted(c.saves.in_progress(), key=lambda e: e.id)
        if listing and e.id != current and FLOWS[e.kind].listed
    )
    history = c.saves.history.recent().entries
    rows = tuple(
        render("ui.history_row", lang, seed=h.seed, side=h.side, total=h.total, name=h.name)
        for h in reversed(history[-HISTORY_SHOWN:])
    )
    best = c.saves.bests()  # over every game, those folded out of the list too
    bests = tuple(render("ui.best", lang, side=s, total=t) for s, t in sorted(best.items()))
    return in_progress, rows, bests


def saved(c: Controller, lang: str) -> Saved:
    """The device's games and how it keeps them: the lists (anything unreadable in them was
    set aside when the page opened, ``Controller.open``), storage's warning and reports, the
    last file backup (history screen), the tip on keeping them (once), and that a wiped
    device's games are gone."""
    in_progress, history, best = saved_lists(c, lang)
    day = c.keeping.last_backup()
    warning = c.saves.warning
    return Saved(
        in_progress=in_progress,
        history=history,
        best=best,
        warning=text_of(warning, lang) if warning else "",
        warning_short=render(WARNINGS[warning.code][1], lang) if warning else "",
        reports=tuple(text_of(n, lang) for n in [*c.reports, *c.saves.problems]),
        last_backup=render("ui.no_backup", lang)
        if day is None
        else render("ui.last_backup", lang, date=format_date(day, lang)),
        keep_tip=render("ui.keep_tip", lang, export=render("ui.export", lang))
        if c.keeping.tip
        else "",
        storage_checked=c.keeping.checked,
        storage_lost=render("ui.storage_lost", lang, import_=render("ui.import", lang))
        if c.keeping.lost
        else "",
    )


# -- the guided first game ----------------------------------------------------------------


def tutorial_step(s: Session, lang: str) -> TutorialStep | None:
    """The step of a scripted flow: its text, progress and what to highlight (None: no script)."""
    return None if s.ui.asking_name else s.flow.step_view(s.progress, lang)


def target_marks(step: TutorialStep | None) -> dict[Key, str]:
    """``data-tutorial-target`` of what the step points at: "true" for the tap asked for,
    "context" for the rest (every other element: "false")."""
    marks: dict[Key, str] = {}
    for position, (kind, target) in enumerate(step.highlight if step else ()):
        marks[(kind, target)] = "true" if position == 0 else "context"
    return marks


# -- everything ----------------------------------------------------------------------------


def build(c: Controller, lang: str) -> View:
    """Everything the page shows, part by part."""
    s, ui, waiting = c.session, c.ui, c.computer.waiting
    game, phase, seat, shown = s.game, s.phase, s.seat, s.shown
    playable = s.waits() is None  # (the taps' own rule: what looks playable takes a tap)
    p = game.players[shown]
    card = game.card(seat) if phase == "play" else None
    drawn = len(game.players[seat].draft_bridges)
    if card is not None and game.players[seat].draft:
        confirm_key = "ui.confirm_no_bridges" if drawn == 0 else "ui.confirm"
    else:
        confirm_key = "ui.confirm_skip" if card is not None else "ui.confirm"
    rnd = {"setup": "0", "end": "end"}.get(phase, str(s.table_round))
    table = s.flow.shared_device  # players around this device: a ranking, a hand-over
    total = game.scores()[shown].total
    friends = Standings()
    share = result = ""
    scored, scored_seat, own_total = game, shown, None  # what the breakdown adds up
    race = NO_RACE_VIEW
    if s.flow.with_friends and not ui.asking_name:
        records = c.friends.records(game)
        race = race_view(s, records, lang)
        # The friend raced: only their rounds the player has played too (no spoiler).
        friends = standings(game, seen(records, s.race, played(game, seat)), lang)
        ranked = friends.shown_total(phase == "end")  # one total per screen
        if ranked is not None and friends.game is not None:
            total = own_total = ranked
            scored, scored_seat = friends.game, 0
        if phase != "setup":
            result = s.result_code() or ""
            share = share_line(game, total, lang, s.hints_used)
    start = game.deal.start
    step = tutorial_step(s, lang)
    marks = target_marks(step)
    selected = ui.selected if phase == "setup" else None
    # A guided step marks only its own targets, not every legal move.
    hint = ui.hint if playable and ui.hint and ui.hint.round == game.round(seat) else None
    hinted: set[Key] = set()
    if hint is not None:
        hinted = {("line", line) for line in hint.lines}
        if hint.island is not None:
            hinted.add(("island", hint.island))
    board = board_view(game, shown, selected, lang, playable and step is None, hinted, marks)
    saved_now = saved(c, lang)
    end = phase == "end"
    panel = Panel(
        phase=phase,
        kind=s.kind,
        side=game.side,
        seed=str(game.seed or ""),
        side_label=render(f"ui.side_{game.side.lower()}", lang),
        sides=tuple((side, side == game.side) for side in SIDES),
        round=rnd,
        card=None if card is None else CardShown(card.number, card.bridges),
        card_label=render("ui.card_label", lang, number=card.number, bridges=card.bridges)
        if card
        else render("ui.no_card", lang),
        bridges_left=render(
            "ui.bridges_left", lang, left=game.bridges_left(seat), count=card.bridges
        )
        if card and playable
        else "",
        total=total,
        confirm_label=render(confirm_key, lang),
        confirm_enabled=not s.computer_holds_turn() and not ui.handover,
        undo_enabled=playable and bool(p.draft),
        start_enabled=ui.selected is not None and playable,
        seed_start_label=render("ui.seed_start", lang, island=start.island, value=start.value),
        hint_enabled=playable and phase == "play",  # (pressed while it thinks: said so)
        analyse_enabled=c.computer.may_analyse() and waiting is None,
        replay_enabled=end and s.record() is not None,
        computer_busy=waiting is not None,
        asking_name=ui.asking_name,
        name_deal=render("ui.name_deal", lang, seed=str(game.seed or ""), side=game.side)
        if ui.asking_name
        else "",
        prompt=prompt(c, lang),
        hint_reason=""
        if hint is None or card is None
        else advice(
            card.number,
            hint.island,
            [(r.key, r.values) for r in hint.reasons],
            lang,
            bridges=bool(hint.lines),
        ),
    )
    replay_code, replay_label = replay_link(c, lang) if end else ("", "")
    scores = Scores(
        rows=tuple(score_rows(scored, scored_seat, lang)),
        players=players(s, lang) if table else (),
        ranking=ranking(game.scores(), lang) if end and table else (),
        standings=friends.rows,
        standings_note=friends.note,
        end_summary=end_summary(game, shown, table, lang, own_total) if end else "",
        end_board=render("ui.end_board_of", lang, name=p.name) if end and table else "",
        end_hints=render("ui.hints_used", lang, count=s.hints_used) if end and s.hints_used else "",
        share_text=share,
        result_code=result,
        replay_code=replay_code,
        replay_label=replay_label,
    )
    buttons = tuple(str(target) for (kind, target) in marks if kind == "action")
    tutorial_label = render("ui.tutorial" if step is None else "tutorial.restart", lang)
    return View(
        board=board,
        panel=panel,
        message=computer_message(c, lang),
        cards=cards(game, seat, s.table_round, phase, lang),
        tutorial=Tutorial(step, tutorial_label, buttons),
        cover=Cover(handover(s, lang), stuck(s, lang)),
        scores=scores,
        analysis=analysis(c, lang) if end else NO_ANALYSIS,
        saved=saved_now,
        screens=screen_view(
            c.screens,
            c.saves,
            lang,
            # the device's clock only when shown (on a slow tablet, ~1 ms of every tap)
            c.challenge_today() if c.screens.screen == "history" else None,
        ),
        race=race,
    )
