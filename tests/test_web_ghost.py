"""Racing a friend's game (a ghost), in CPython: the friend's board, score and bonuses at the
player's round are their record replayed to that round by the engine; nothing of a later
round is in the view; the race is chosen, switched and stopped, and kept in the save."""

from __future__ import annotations

import json
import random

import pytest

from hashi_core import BONUSES, ROUNDS, Game, PlaceStart, Turn, from_record, to_record
from hashi_core.share import decode_result, encode_result
from hashi_texts import render, shown_name
from web.model.address import parse
from web.model.controller import Controller
from web.model.ghost import NO_RACE, Race
from web.model.saves import SAVE, MemoryStore, Saves
from web.pictures.picture import picture_svg
from web.pictures.render import board_thumbnail
from web.shown.view_types import NO_RACE_VIEW
from web.ui import view

from .helpers import random_game
from .test_web_controller import play_turn

SEED = "RACE01"
ROWS = {  # a bonus reached by both, by the player only, by the friend only
    (True, True): "ui.race_bonus_both",
    (True, False): "ui.race_bonus_mine",
    (False, True): "ui.race_bonus_theirs",
}


def result(name: str, rounds: int = ROUNDS, rng_seed: int = 5, seed: str = SEED) -> str:
    """A friend's result code: their game on ``seed`` played at random for ``rounds`` rounds."""
    game = random_game(seed, "A", random.Random(rng_seed), (name, "x"), rounds)
    return encode_result(to_record(game), 0)


def challenge(*codes: str, store: MemoryStore | None = None, name: str = "Zoe") -> Controller:
    """A challenge on ``SEED`` for ``name`` on this device, with friends' results kept."""
    ctl = Controller(Saves(store if store is not None else MemoryStore()))
    ctl.open(parse(f"?seed={SEED}&side=A&mode=challenge"))
    if ctl.ui.asking_name:
        ctl.give_name(name)
    for code in codes:
        ctl.add_result(code)
    return ctl


def reload(store: MemoryStore) -> Controller:
    ctl = Controller(Saves(store))
    ctl.open(parse(""))
    return ctl


def friend_at(code: str, rounds: int) -> Game:
    """The friend's game after ``rounds`` rounds, replayed move by move by the engine."""
    data = decode_result(code)
    player = data["players"][0]
    game = Game(data["seed"], data["side"], "multi", [player["name"]])
    game.push(PlaceStart(player["start"]["island"], player["start"]["value"]))
    for turn in player["turns"][:rounds]:
        for move in Turn.from_dict(turn, data["side"]).moves():
            game.push(move)
    return game


def race_table(ctl: Controller, code: str, rounds: int) -> Game:
    """The player's committed rounds and the friend's first ``rounds`` as one table."""
    mine = to_record(ctl.session.game)["players"][0]
    mine = {**mine, "turns": mine["turns"][:rounds]}
    mine.pop("draft", None)
    theirs = decode_result(code)["players"][0]
    theirs = {**theirs, "turns": theirs["turns"][:rounds]}
    data = {**decode_result(code), "players": [mine, theirs]}
    return from_record(data)


def test_after_each_done_the_ghost_is_the_friends_record_replayed_to_that_round():
    code = result("Ana", rng_seed=15)  # Ana's blue flags in round 14, her chain in 13
    ctl = challenge(code)
    ctl.race("Ana")
    assert ctl.ui.notice.code == "race_started"
    shown = view.build(ctl, "en").race
    assert shown.board == "" and shown.note == render("ui.race_waiting", "en", name="Ana")
    ctl.session.seed_start()
    rng, kinds = random.Random(6), set()  # Zoe's chain in round 9
    for rnd in range(ROUNDS + 1):
        if rnd:
            play_turn(ctl, rng)
        race = view.build(ctl, "en").race
        table = race_table(ctl, code, rnd)
        assert len(table.players[1].turns) == rnd
        assert race.board == board_thumbnail(table, 1)
        assert table.players[1].sheet.bridges == friend_at(code, rnd).players[0].sheet.bridges
        mine, theirs = table.scores()
        assert race.scores == render(
            "ui.race_scores", "en", mine=mine.total, name="Ana", theirs=theirs.total
        )
        key = "ui.race_round" if rnd else "ui.race_start"
        assert race.heading == render(key, "en", name="Ana", round=rnd)
        reached = [(b, mine.bonuses[b][0], theirs.bonuses[b][0]) for b in BONUSES]
        expected = tuple(
            render(
                ROWS[(me is not None, them is not None)],
                "en",
                label=render(f"bonus.{b}", "en"),
                mine=me,
                name="Ana",
                theirs=them,
            )
            for b, me, them in reached
            if me is not None or them is not None
        )
        assert race.rows == expected
        kinds |= {(me is not None, them is not None) for _, me, them in reached}
        assert race.note == ""
    assert ctl.session.phase == "end"
    assert kinds >= set(ROWS)  # each kind of row was said: both, the player's, the friend's


def test_nothing_of_the_friends_later_rounds_is_in_the_view():
    """After each round, the page's whole view is the same whether the friend's result
    holds their later rounds or stops at the player's round."""
    code = result("Ana", rng_seed=11)
    record = decode_result(code)
    rng_mine = random.Random(4)
    ctl = challenge(code)
    ctl.race("Ana")
    ctl.session.seed_start()
    for rnd in range(1, ROUNDS):
        play_turn(ctl, rng_mine)
        ctl.ui.notice = None
        player = record["players"][0]
        cut = {**record, "players": [{**player, "turns": player["turns"][:rnd]}]}
        other = challenge(encode_result(cut))
        other.session.game = ctl.session.game
        other.session.race = ctl.session.race
        other.ui.notice = None
        shown, told = view.build(ctl, "en"), view.build(other, "en")
        assert shown.race == told.race and shown.scores == told.scores
        assert shown.panel == told.panel
        if rnd in (1, 8):  # the test can fail: without the race, the standings tell more
            ctl.race("")
            ctl.ui.notice = None
            assert view.build(ctl, "en").scores.standings != told.scores.standings
            ctl.race("Ana")
            ctl.ui.notice = None


def test_while_racing_no_friends_later_rounds_are_in_the_view_nor_a_replay_of_them():
    """Racing Ana, the standings hold Ben's game too cut at the player's round, and open
    no friend's game as a replay before the player's own has ended; not racing, whole."""
    ana, ben = result("Ana", rng_seed=11), result("Ben", rng_seed=12)
    ctl = challenge(ana, ben)
    ctl.race("Ana")
    ctl.session.seed_start()
    rng = random.Random(4)
    for rnd in range(1, ROUNDS + 1):
        play_turn(ctl, rng)
        ctl.ui.notice = None
        cut = [
            encode_result({**decode_result(c), "players": [player_at(c, rnd)]}) for c in (ana, ben)
        ]
        other = challenge(*cut)
        other.session.game, other.session.race = ctl.session.game, ctl.session.race
        other.ui.notice = None
        shown, told = view.build(ctl, "en"), view.build(other, "en")
        assert shown.scores == told.scores and shown.race == told.race
        replays = [row.replay for row in shown.scores.standings if not row.me]
        assert all(replays) if rnd == ROUNDS else not any(replays)
        if rnd == 3:  # the test can fail: not racing, Ben's whole game is compared
            ctl.race("")
            assert view.build(ctl, "en").scores.standings != told.scores.standings
            ctl.race("Ana")
            ctl.ui.notice = None


def player_at(code: str, rounds: int) -> dict[str, object]:
    player = decode_result(code)["players"][0]
    return {**player, "turns": player["turns"][:rounds]}


def test_the_end_with_a_friend_still_playing_gives_one_total_per_player_everywhere():
    """A friend still playing at the player's end: the finished players are scored together
    (island points counted), and the header, the end, the picture and the standings say one
    total; the friend playing has no total yet, and the standings say whom they wait for."""
    ctl = challenge(result("Ana", rng_seed=11), result("Ben", rounds=8, rng_seed=12))
    ctl.session.seed_start()
    rng = random.Random(4)
    for _ in range(ROUNDS):
        play_turn(ctl, rng)
    shown = view.build(ctl, "en")
    own = ctl.session.game.scores()[0]
    rows = {row.name.strip("\u2068\u2069"): row for row in shown.scores.standings}
    mine = rows["Zoe"].total
    assert ctl.session.phase == "end" and own.island_points > 0 and mine is not None
    assert mine >= own.island_points and rows["Ana"].total is not None
    assert (rows["Ben"].total, rows["Ben"].place) == (None, None)
    assert shown.panel.total == mine
    assert shown.scores.end_summary.startswith(f"Final score: {mine}")
    waiting = render("ui.standings_waiting_ended", "en", names="Ben", count=1)
    assert shown.scores.standings_note == waiting
    assert view.picture(ctl, "en").text.endswith(f"{mine} points")  # the same total
    hidden = picture_svg(
        ctl.session.game, 0, "en", spoiler_free=True, total=mine, name=shown_name("Zoe", "en")
    )
    assert view.picture(ctl, "en").svg == hidden  # (still spoiler-free while Ben plays)
    ctl.add_result(result("Ben", rng_seed=12))  # Ben has finished: the standings' total
    shown = view.build(ctl, "en")
    mine = next(r.total for r in shown.scores.standings if r.me)
    assert shown.panel.total == mine and shown.scores.standings_note == ""


def test_a_friend_whose_result_stops_earlier_shows_where_it_stops():
    code = result("Ana", rounds=3)
    ctl = challenge(code)
    ctl.session.seed_start()
    ctl.race("Ana")
    rng = random.Random(6)
    for _ in range(5):
        play_turn(ctl, rng)
    race = view.build(ctl, "en").race
    assert race.heading == render("ui.race_round", "en", name="Ana", round=3)
    assert race.note == render("ui.race_behind", "en", name="Ana", round=3)
    assert race.board == board_thumbnail(race_table(ctl, code, 3), 1)


def test_choose_switch_and_stop_the_race():
    ana, ben = result("Ana", rng_seed=1), result("Ben", rng_seed=2)
    ctl = challenge(ana, ben)
    ctl.session.seed_start()
    race = view.build(ctl, "en").race
    assert [(c.name, c.pressed) for c in race.choices] == [("Ana", False), ("Ben", False)]
    assert race.stop == "" and race.board == ""
    ctl.race("Ana")
    play_turn(ctl, random.Random(1))
    assert [c.pressed for c in view.build(ctl, "en").race.choices] == [True, False]
    assert view.build(ctl, "en").race.board == board_thumbnail(race_table(ctl, ana, 1), 1)
    ctl.race("Ben")
    race = view.build(ctl, "en").race
    assert [c.pressed for c in race.choices] == [False, True]
    assert race.heading == render("ui.race_round", "en", name="Ben", round=1)
    assert race.board == board_thumbnail(race_table(ctl, ben, 1), 1)
    assert race.stop == render("ui.race_stop", "en")
    ctl.race("Nobody")  # no result of theirs here: nothing changes
    assert ctl.session.race == Race("Ben")
    ctl.session.race = Race("Gone")  # a result no longer kept here: no board, no note
    race = view.build(ctl, "en").race
    assert race.board == race.note == "" and not any(c.pressed for c in race.choices)
    assert race.stop == render("ui.race_stop", "en")
    ctl.race("")
    race = view.build(ctl, "en").race
    assert ctl.ui.notice.code == "race_stopped" and ctl.session.race == NO_RACE
    assert race.board == race.stop == "" and not any(c.pressed for c in race.choices)


def test_no_race_outside_a_game_with_friends():
    ctl = Controller(Saves(MemoryStore()))
    ctl.open(parse(f"?seed={SEED}&side=A"))
    ctl.race("Ana")
    assert ctl.session.race == NO_RACE and view.build(ctl, "en").race == NO_RACE_VIEW
    assert view.build(challenge(), "en").race == NO_RACE_VIEW  # no friend's result: nothing


def test_the_race_is_kept_in_its_own_section_of_the_save():
    code = result("Ana")
    store = MemoryStore()
    ctl = challenge(code, store=store)
    ctl.session.seed_start()
    ctl.race("Ana")
    play_turn(ctl, random.Random(2))
    before = view.build(ctl, "en").race
    (key,) = [k for k in store.data if k.startswith(SAVE)]
    assert json.loads(store.data[key])["sections"]["ghost"] == {"friend": "Ana"}
    again = reload(store)
    assert again.session.race == Race("Ana")
    assert view.build(again, "en").race == before


@pytest.mark.parametrize("old", ["no section", "flat ui"])
def test_an_old_save_without_the_race_loads(old):
    code = result("Ana")
    store = MemoryStore()
    ctl = challenge(code, store=store)
    ctl.session.seed_start()
    play_turn(ctl, random.Random(2))
    (key,) = [k for k in store.data if k.startswith(SAVE)]
    data = json.loads(store.data[key])
    if old == "no section":
        data["sections"].pop("ghost", None)
    else:
        data["ui"] = {"hints": 1}
        del data["sections"]
    store.data[key] = json.dumps(data)
    again = reload(store)
    assert again.session.race == NO_RACE
    assert again.session.game.players[0].turns == ctl.session.game.players[0].turns
    assert [c.pressed for c in view.build(again, "en").race.choices] == [False]


@pytest.mark.parametrize("data", [{"friend": 3}, {"friend": None}, {}, {"other": "x"}])
def test_a_race_section_that_is_not_one_reads_as_none(data):
    assert Race.decode(data) == NO_RACE
    assert Race.decode(Race("Ana").encode()) == Race("Ana")
