"""Replays: a record's game round by round, seats stepping together, ``?replay=`` resolved."""

from __future__ import annotations

import copy
import json
import random
import re
import xml.etree.ElementTree as ET
from functools import cache

import pytest

from hashi_bots import play_turn
from hashi_core import (
    BONUSES,
    ROUNDS,
    Game,
    PlaceStart,
    Record,
    RuleError,
    WriteNumber,
    from_record,
    line_id,
    to_record,
    verify,
)
from hashi_core.share import decode_result, encode_result, merge_standings
from hashi_texts import render
from web.model.replay import (
    ACTIONS,
    KEYS,
    Replay,
    Scrubber,
    Seat,
    controls,
    key_action,
    last_position,
    play_delay,
    resolve,
    seat_svg,
    seat_view,
)
from web.model.saves import Envelope
from web.model.stores.history import HistoryEntry
from web.shown.view_types import Slider, StepButton

from .helpers import random_game

# Games the computer played (rng None): they take bonuses, early and late; the others are random.
GAMES = [("K7QX2M", "A", None), ("REPLAY2", "B", None), ("BONUS3", "A", None), ("LATE4", "B", 9)]


@cache
def _bot_record(seed: str, side: str) -> str:
    game = Game(seed, side)
    game.push(PlaceStart(game.deal.start.island, game.deal.start.value))
    for _ in range(ROUNDS):
        play_turn(game, 0, "normal")
    return json.dumps(to_record(game))


def solo_record(seed: str, side: str, rng: int | None, rounds: int = ROUNDS) -> dict:
    if rng is None:
        return cut(json.loads(_bot_record(seed, side)), rounds)
    return to_record(random_game(seed, side, random.Random(rng), rounds=rounds))


def cut(record: dict, rounds: int) -> dict:
    """The record as it stood after ``rounds`` rounds: an independent replay to compare with."""
    out = copy.deepcopy(record)
    for player in out["players"]:
        player["turns"] = player["turns"][:rounds]
    return out


def sheet_of(game, player: int = 0) -> tuple:
    sheet = game.players[player].sheet
    return dict(sheet.numbers), dict(sheet.bridges), sorted(sheet.finished())


def still_board(svg: str) -> tuple:
    """Numbers, bridges and finished islands read back from a still SVG."""
    root = ET.fromstring(svg)
    numbers, bridges, finished = {}, {}, []
    for g in root.iter("{http://www.w3.org/2000/svg}g"):
        if "data-still-island" in g.attrib:
            island = int(g.attrib["data-still-island"])
            if g.attrib["data-still-number"]:
                numbers[island] = int(g.attrib["data-still-number"])
            if g.attrib["data-still-finished"] == "true":
                finished.append(island)
        if "data-still-line" in g.attrib and g.attrib["data-still-bridges"] != "0":
            bridges[g.attrib["data-still-line"]] = int(g.attrib["data-still-bridges"])
    return numbers, bridges, sorted(finished)


def fresh_of(svg: str) -> set[tuple[str, int | str]]:
    """What a still SVG marks as written in the round it shows."""
    fresh: set[tuple[str, int | str]] = set()
    for g in ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}g"):
        if g.attrib.get("data-still-fresh") == "true":
            if "data-still-island" in g.attrib:
                fresh.add(("island", int(g.attrib["data-still-island"])))
            else:
                fresh.add(("line", g.attrib["data-still-line"]))
    return fresh


@pytest.mark.parametrize(("seed", "side", "rng"), GAMES)
def test_a_finished_record_replayed_to_round_17_is_the_records_final_board(seed, side, rng):
    record = solo_record(seed, side, rng)
    final = from_record(record)
    seat = Seat(Replay(record), 0)
    assert last_position([seat]) == ROUNDS
    view = seat_view(seat, ROUNDS, "en")
    assert still_board(seat_svg(seat, ROUNDS, "en")) == sheet_of(final)
    _, verdict = verify(record)
    assert view.total == verdict["players"][0]["total"]
    assert view.total_label == f"Total: {verdict['players'][0]['total']}"
    title = render(f"title.{verdict['players'][0]['title']}", "en")
    assert view.title == f"Title: {title}"  # anyone's game: no "your"
    assert seat_view(seat, ROUNDS - 1, "en").title == ""  # a title once the game is over


@pytest.mark.parametrize(("seed", "side", "rng"), GAMES[:2])
def test_every_position_is_the_game_after_that_round(seed, side, rng):
    record = solo_record(seed, side, rng)
    replay = Replay(record)
    for position in range(ROUNDS + 1):
        alone = from_record(cut(record, position))
        shown = replay.at(position)
        assert sheet_of(shown) == sheet_of(alone), position
        assert shown.scores() == alone.scores(), position
        total = seat_view(Seat(replay, 0), position, "en").total
        assert total == alone.scores()[0].total


def test_positions_outside_the_game_are_its_ends():
    replay = Replay(solo_record("ENDS", "A", 3))
    assert replay.at(-4) is replay.at(0)
    assert replay.at(99) is replay.at(ROUNDS)


def test_a_round_in_progress_is_left_out_and_the_record_kept_as_played():
    game = random_game("DRAFTY", "A", random.Random(4), rounds=6)
    number = next(m for m in game.legal_moves() if isinstance(m, WriteNumber))
    game.push(number)
    record = to_record(game)
    assert "draft" in record["players"][0]
    replay = Replay(record)
    assert replay.last == 6 and "draft" not in replay.record["players"][0]
    assert number.island not in replay.at(6).players[0].sheet.numbers
    assert "draft" in record["players"][0]  # the caller's record is not changed


def test_an_illegal_record_is_refused_by_the_engine():
    record = solo_record("BROKEN", "A", 6)
    record["players"][0]["turns"][3]["bridges"] = [[1, 2]] * 5
    with pytest.raises(RuleError):
        Replay(record)


@pytest.mark.parametrize(("seed", "side", "rng"), GAMES)
def test_a_rounds_view_shows_its_card_turn_fresh_marks_and_bonuses(seed, side, rng):
    record = solo_record(seed, side, rng)
    replay = Replay(record)
    seat = Seat(replay, 0)
    final = from_record(record).scores()[0]
    turns = record["players"][0]["turns"]
    for position in range(1, ROUNDS + 1):
        view = seat_view(seat, position, "en")
        card = replay.final.deal.draw[position - 1]
        assert view.card == card
        assert view.heading == f"After round {position} of 17"
        turn = turns[position - 1]
        fresh = fresh_of(seat_svg(seat, position, "en"))
        want = {("line", line_id(a, b)) for a, b in turn["bridges"]}
        if turn["number"] is not None:
            want.add(("island", turn["number"]))
            assert view.turn[0] == f"Wrote {card.number} on island {turn['number']}."
        else:
            assert view.turn[0] == "No number written."
        assert fresh == want
        if turn["bridges"]:
            assert view.turn[1].startswith(f"{len(turn['bridges'])} bridge")
        taken = [b for b in BONUSES if final.bonuses[b][0] == position]
        assert len(view.bonuses) == len(taken)
        for bonus, text in zip(taken, view.bonuses, strict=True):
            label = {"red": "Red flags", "blue": "Blue flags", "chain": "Chain of 6"}[bonus]
            assert text == f"{label} reached: {final.bonuses[bonus][1]} points."


def test_the_games_above_take_every_bonus_early_and_late():
    taken = {
        (bonus, points)
        for seed, side, rng in GAMES
        for bonus, (rnd, points) in from_record(solo_record(seed, side, rng))
        .scores()[0]
        .bonuses.items()
        if rnd is not None
    }
    assert {b for b, _ in taken} == set(BONUSES)
    assert ("red", 5) in taken and ("red", 9) in taken


def test_position_zero_shows_the_start_and_no_card():
    record = solo_record("START0", "B", 7)
    start = record["players"][0]["start"]
    seat = Seat(Replay(record), 0)
    view = seat_view(seat, 0, "en")
    assert view.heading == "Start" and view.card is None
    assert view.turn == (f"Start: {start['value']} on island {start['island']}.",)
    svg = seat_svg(seat, 0, "en")
    numbers, bridges, _ = still_board(svg)
    assert numbers == {start["island"]: start["value"]} and bridges == {}
    assert fresh_of(svg) == {("island", start["island"])}


@pytest.mark.parametrize("lang", ["en", "es", "pt", "it", "pl"])
def test_the_replays_announcement_at_the_starts_says_the_start_once(lang):
    """(It was "Start Start: 3 on island 3.", pt "Início Início: ...", it "Inizio Partenza".)"""
    record = solo_record("START0", "B", 7)
    start = record["players"][0]["start"]
    seat = Seat(Replay(record), 0)
    said = render("a11y.announce_start", lang, value=start["value"], island=start["island"])
    assert seat_view(seat, 0, lang).announcement == said
    later = seat_view(seat, 1, lang)  # (a round's heading is said, once)
    assert later.announcement.startswith(later.heading + " ")
    assert later.heading not in later.announcement[len(later.heading) :]


# -- seats stepping together -----------------------------------------------------------------


def test_a_shorter_record_shows_its_last_round_in_lockstep():
    mine = Seat(Replay(solo_record("PAIR", "A", 8)), 0)
    friend_record = solo_record("PAIR", "A", 9, rounds=9)
    friend = Seat(Replay(friend_record), 0)
    seats = [mine, friend]
    assert last_position(seats) == ROUNDS
    scrub = Scrubber.open(last_position(seats)).go("seek", 12)
    mine_view, friend_view = (seat_view(s, scrub.position, "en") for s in seats)
    assert mine_view.round == 12 and mine_view.played
    assert friend_view.round == 9 and not friend_view.played
    assert friend_view.heading == "\u2068Ana\u2069 has played 9 rounds so far."
    assert friend_view.turn == () and friend_view.bonuses == ()
    assert fresh_of(seat_svg(friend, scrub.position, "en")) == set()
    alone = from_record(cut(friend_record, 9))
    assert still_board(seat_svg(friend, 12, "en")) == sheet_of(alone)
    assert seat_view(friend, 9, "en").played


def test_one_replay_of_a_merged_challenge_scores_each_round_across_the_table():
    ana = {**solo_record("CHAL", "B", 10), "mode": "multi"}
    ben = {**solo_record("CHAL", "B", 11, rounds=12), "mode": "multi"}
    ben["players"][0]["name"] = "Ben"
    merged = merge_standings([ana, ben])
    replay = Replay(merged)
    seats = [Seat(replay, 0), Seat(replay, 1)]
    for position in (0, 5, 12, 15, 17):
        table = from_record(cut(merged, position)).scores()
        assert [seat_view(s, position, "en").total for s in seats] == [t.total for t in table]
    assert seat_view(seats[1], 17, "en").round == 12


def test_names_are_escaped_in_the_still_picture():
    record = solo_record("NAMES", "A", 12)
    record["players"][0]["name"] = '<script>alert("x")</script>'
    svg = seat_svg(Seat(Replay(record), 0), 3, "en")
    assert "<script" not in svg
    assert (
        ET.fromstring(svg)
        .attrib["aria-label"]
        .startswith('\u2068<script>alert("x")</script>\u2069 \u2014')
    )


# -- stepping ---------------------------------------------------------------------------------


def test_stepping_clamps_to_the_ends_and_seeks():
    scrub = Scrubber.open(17)
    assert scrub.position == 0 and not scrub.playing
    assert scrub.go("previous").position == 0
    assert scrub.go("next").go("next").position == 2
    assert scrub.go("last").position == 17 and scrub.go("last").go("next").position == 17
    assert scrub.go("last").go("first").position == 0
    assert scrub.go("seek", 9).position == 9
    assert scrub.go("seek", 40).position == 17 and scrub.go("seek", -3).position == 0
    assert Scrubber.open(9, position=12).position == 9
    with pytest.raises(ValueError):
        scrub.go("rewind")


def test_play_ticks_to_the_end_and_stops_there():
    scrub = Scrubber.open(3).go("play")
    assert scrub.playing
    seen = []
    while scrub.playing:
        scrub = scrub.go("tick")
        seen.append(scrub.position)
    assert seen == [1, 2, 3] and scrub.go("tick") == scrub
    again = scrub.go("play")  # at the end: from the start again
    assert (again.position, again.playing) == (0, True)
    assert again.go("toggle").playing is False and again.go("pause").go("toggle").playing


def test_stepping_by_hand_pauses_and_an_empty_replay_never_plays():
    playing = Scrubber.open(17).go("play").go("tick")
    for action in ("first", "previous", "next", "last", "seek"):
        assert playing.go(action, 5).playing is False
    assert Scrubber.open(0).go("play").playing is False


def test_keys_map_to_steps():
    scrub = Scrubber.open(17, position=5)
    moved = {key: scrub.go(action).position for key, action in KEYS.items()}
    assert moved == {"ArrowLeft": 4, "ArrowRight": 6, "Home": 0, "End": 17}
    assert key_action("Enter") is None and key_action("ArrowRight") == "next"
    assert set(KEYS.values()) <= set(ACTIONS)


def test_reduced_motion_plays_slower():
    assert play_delay(True) > play_delay(False) > 0


def test_controls_say_what_can_be_done_now():
    start = controls(Scrubber.open(17), "en")
    assert (start.first.enabled, start.previous.enabled) == (False, False)
    assert (start.next.enabled, start.last.enabled) == (True, True)
    assert start.toggle == StepButton("Play", True)
    assert start.slider == Slider("Round", 17, 0, "Start", "Start")
    end = controls(Scrubber.open(17, 17).go("play").go("seek", 17).go("play").go("tick"), "pl")
    assert end.toggle == StepButton("Wstrzymaj", True)
    assert end.slider.valuetext == "Po rundzie 1 z 17"
    assert end.slider.shown == "Runda 1 z 17"
    last = controls(Scrubber.open(17, 17), "es")
    assert (last.next.enabled, last.last.label) == (False, "Al final")
    assert controls(Scrubber.open(0), "en").toggle == StepButton("Play", False)  # nothing to play


@pytest.mark.parametrize("lang", ["en", "es", "pt", "it", "pl"])
def test_every_text_of_a_replay_is_in_the_language(lang):
    record = solo_record("LANGS", "A", 13)
    seat = Seat(Replay(record), 0)
    short = Seat(Replay(solo_record("LANGS", "A", 14, rounds=4)), 0)
    texts = []
    for position in range(ROUNDS + 1):
        view = seat_view(seat, position, lang)
        texts += [view.heading, view.card_label, *view.turn, *view.bonuses]
        texts.append(seat_view(short, position, lang).heading)
    shown = controls(Scrubber.open(17), lang)
    texts += [b.label for b in (shown.first, shown.previous, shown.next, shown.last, shown.toggle)]
    texts.append(shown.slider.label)
    assert not [t for t in texts if re.search(r"\b(replay|ui|a11y|chart)\.\w+", t)]


# -- ?replay= ---------------------------------------------------------------------------------


def envelope(kind: str, record: dict, ident: str) -> Envelope:
    return Envelope(ident, kind, Record.from_dict(record, in_setup=True))


def test_resolve_finds_a_saved_game_by_its_id():
    record = solo_record("SAVED", "A", 15)
    saves = {"SAVED.A.solo.abc123": envelope("solo", record, "SAVED.A.solo.abc123")}
    assert resolve(" SAVED.A.solo.abc123 ", saves, [], decode_result) == record


def test_resolve_tells_a_gone_game_from_an_unknown_one():
    history = [HistoryEntry("GONE", "A", "solo", "Ana", 30, None, "GONE.A.solo.000001")]
    gone = resolve("GONE.A.solo.000001", {}, history, decode_result)
    unknown = resolve("NOPE.A.solo.000002", {}, history, decode_result)
    assert (gone.code, gone.key) == ("replay_gone", "ui.save_gone")
    assert (unknown.code, unknown.key) == ("replay_unknown", "ui.replay_unknown")


def test_resolve_refuses_the_guided_game_and_a_game_still_in_its_setup():
    record = solo_record("TUTOR", "A", 16)
    saves = {
        "T.A.tutorial.1": envelope("tutorial", record, "T.A.tutorial.1"),
        "S.A.party.1": envelope(
            "party",
            {**record, "mode": "multi", "players": [{"name": "A", "start": None, "turns": []}]},
            "S.A.party.1",
        ),
    }
    assert resolve("T.A.tutorial.1", saves, [], decode_result).code == "replay_unavailable"
    refused = resolve("S.A.party.1", saves, [], decode_result)
    assert (refused.code, refused.params["reason"].key) == ("bad_replay", "record.field")


def test_resolve_reads_a_result_code_and_reports_a_damaged_one():
    record = {**solo_record("CODE", "B", 17, rounds=11), "mode": "multi"}
    code = encode_result(record)
    assert resolve(code, {}, [], decode_result) == record
    damaged = resolve(code[:-2] + "zz", {}, [], decode_result)
    assert damaged.code == "bad_replay" and damaged.params["reason"].key == "record.result_damaged"
