"""The computer player: legal suggestions, levels in order, no peeking, hindsight analysis."""

from __future__ import annotations

import json
import random
import statistics
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hashi_bots import LEVELS, Position, analyse, hint, parse_position, play_turn, player, suggest
from hashi_bots.evaluate import Style, evaluate, geometry
from hashi_bots.levels import HARD
from hashi_bots.player import PLAY, best_turn
from hashi_bots.position import scripted_game
from hashi_bots.rollouts import orders, sampled_deal
from hashi_bots.selfplay import play_deal, solo_record
from hashi_bots.turns import play
from hashi_core import (
    DECK,
    ROUNDS,
    Deal,
    Game,
    RuleError,
    Start,
    deal,
    from_record,
    get_board,
    to_record,
    verify,
)
from hashi_core.playout import random_turn
from hashi_core.scoring import BONUSES
from hashi_core.sheet import Sheet

from .helpers import random_game

seeds = st.text(alphabet="ABCDEFGHJKMNPQRSTVWXYZ0123456789", min_size=1, max_size=8)


def random_position(seed: str, side: str, rounds: int, level: str, rng: random.Random) -> Position:
    """A position after ``rounds`` rounds of random legal play on the seed's deal."""
    d = deal(seed, side)
    game = scripted_game(side, d.start, d.draw)
    for _ in range(rounds):
        random_turn(game, rng)
    return Position.of(game, level)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=seeds,
    side=st.sampled_from("AB"),
    rounds=st.integers(0, 16),
    level=st.sampled_from(tuple(LEVELS)),
    salt=st.integers(0, 2**16),
)
def test_every_suggestion_is_legal(seed: str, side: str, rounds: int, level: str, salt: int):
    position = random_position(seed, side, rounds, level, random.Random(salt))
    turn = hint(position)
    game = position.game()
    play(game, turn)  # the engine refuses anything illegal
    assert len(game.players[0].turns) == rounds + 1
    card = position.cards[-1]
    assert len(turn.bridges) in (0, card.bridges)


def test_a_position_as_json_round_trips_and_needs_no_seed():
    position = random_position("K7QX2M", "B", 6, "normal", random.Random(3))
    data = position.to_dict()
    assert "seed" not in data
    again = parse_position(data)
    assert suggest(data) == suggest(again.to_dict())
    assert again.cards == position.cards and again.turns == position.turns


@pytest.mark.parametrize("level", LEVELS)
def test_the_cards_to_come_do_not_change_the_suggestion(level: str):
    """Two games that share everything seen so far but not the cards to come get one answer."""
    d = deal("NOPEEK", "A")
    for rounds in (2, 9):
        position = random_position("NOPEEK", "A", rounds, level, random.Random(rounds))
        seen = list(d.draw[: rounds + 1])
        unseen = [c for c in DECK if c not in seen]
        answers = set()
        for future in (unseen[:-1], list(reversed(unseen))[:-1], unseen[1:]):
            game = scripted_game("A", d.start, [*seen, *future][:17])
            for turn in position.turns:
                play(game, turn)
            answers.add(best_turn(game, level, position.unseen))
        answers.add(hint(position))
        assert len(answers) == 1


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("rounds", [1, 6, 11, 15])
def test_the_hint_is_the_same_whatever_order_the_unseen_cards_are_in(level: str, rounds: int):
    """The unseen cards (the hidden one too) permuted at random: the same hint every time.

    A game replaying a position draws its later cards from the deck in some order; the
    player may use which cards are unseen, never that order nor which card is hidden.
    """
    position = random_position("PERMUTE", "B", rounds, level, random.Random(rounds))
    rng = random.Random(f"{level}{rounds}")
    answers = {hint(position)}
    for _ in range(4):
        future = list(position.unseen)
        rng.shuffle(future)
        draw = [*position.cards, *future[:-1]]
        game = Deal(None, "B", future[-1], tuple(draw), position.start)
        replay = position.record().replay(game)
        answers.add(best_turn(replay, level, position.unseen))
    assert len(answers) == 1


def test_a_computer_seat_plays_its_own_turn_at_a_shared_table():
    game = Game("TABLE1", "A", "multi", ["Ana", "Bot"])
    from hashi_core import PlaceStart

    game.push(PlaceStart(7, 3), 0)
    game.push(PlaceStart(9, 4), 1)
    rng = random.Random(1)
    for _ in range(17):
        random_turn(game, rng, 0)
        play_turn(game, 1, "normal")
    code, verdict = verify(to_record(game))
    assert code == 0 and verdict["final"]


def mean_total(level: str, sides: str, names: list[str]) -> float:
    totals = []
    for seed, side in ((seed, side) for seed in names for side in sides):
        d = deal(seed, side)
        record = solo_record(seed, side, d.start, play_deal(side, d.start, d.draw, level), level)
        code, verdict = verify(record)
        assert code == 0 and verdict["final"]
        totals.append(verdict["players"][0]["total"])
    return statistics.mean(totals)


def test_levels_are_ordered_on_a_fixed_set_of_seeds():
    """A fast check; the full figures (30 seeds per side) come from bench/bots.py."""
    names = ["ORDER1", "ORDER2", "ORDER3"]
    easy, normal, hard = (mean_total(level, "AB", names) for level in LEVELS)
    assert easy < normal < hard


@pytest.fixture(scope="module")
def analysed() -> tuple[dict, dict]:
    d = deal("HINDSIGHT", "B")
    start = Start(d.start.island, 3 if d.start.value == 4 else 4)  # not the deal's own start
    record = solo_record("hindsight", "B", start, play_deal("B", start, d.draw, "easy"), "Ana")
    return record, analyse(record, seconds=2.0)


def test_analyse_returns_a_legal_17_turn_game_on_the_same_deal_and_start(analysed):
    record, result = analysed
    best = result["best"]["record"]
    assert (best["seed"], best["side"], best["mode"]) == ("HINDSIGHT", "B", "solo")
    assert best["players"][0]["start"] == record["players"][0]["start"]
    assert len(best["players"][0]["turns"]) == 17
    code, verdict = verify(best)
    assert code == 0 and verdict["final"]
    assert verdict["players"][0]["total"] == result["best"]["total"]
    own = verify(record)[1]["players"][0]["total"]
    assert result["total"] == own
    assert result["best"]["total"] >= own


def test_analyse_points_at_the_rounds_where_the_best_game_got_ahead(analysed):
    record, result = analysed
    compare = result["compare"]
    best_game = from_record(result["best"]["record"])
    own_game = from_record(record)
    assert compare["best"]["bonuses"] == best_game.players[0].achieved
    assert compare["own"]["bonuses"] == own_game.players[0].achieved
    assert len(compare["own"]["finished"]) == len(compare["best"]["finished"]) == 17
    assert set(compare["best"]["finished"][-1]) == set(best_game.players[0].sheet.finished())
    for moment in compare["ahead"]:
        if "bonus" in moment:
            mine = compare["own"]["bonuses"][moment["bonus"]]
            assert moment["round"] == compare["best"]["bonuses"][moment["bonus"]]
            assert mine is None or mine > moment["round"]
        else:
            assert moment["island"] not in compare["own"]["finished"][-1]
            assert moment["island"] in compare["best"]["finished"][moment["round"] - 1]
            if moment["round"] > 1:
                assert moment["island"] not in compare["best"]["finished"][moment["round"] - 2]


def test_analyse_never_returns_less_than_a_strong_game():
    d = deal("STRONG", "A")
    record = solo_record("STRONG", "A", d.start, play_deal("A", d.start, d.draw, "hard"), "Bo")
    result = analyse(record, seconds=1.0)
    assert result["best"]["total"] >= result["total"] == verify(record)[1]["players"][0]["total"]


def test_a_challenges_one_seat_is_analysed_as_a_table_scores_it():
    """A challenge's game is one seat scored as a table (a bonus is always reached first):
    its best game is scored so too, and comes back in that mode, never below the player's
    own (scored as solo, a late bonus is worth less: 46 here, against 50)."""
    record = json.loads((Path(__file__).parent / "data" / "one_seat_challenge.json").read_text())
    own = verify(record)[1]["players"][0]["total"]
    assert own > verify({**record, "mode": "solo"})[1]["players"][0]["total"]
    result = analyse(record, seconds=0.2)
    best = result["best"]
    assert result["total"] == own and best["total"] >= own
    assert best["record"]["mode"] == "multi" and len(best["record"]["players"]) == 1
    assert verify(best["record"])[1]["players"][0]["total"] == best["total"]


def test_analyse_of_a_game_in_progress_plays_all_17_turns():
    d = deal("EARLY", "A")
    turns = play_deal("A", d.start, d.draw[:5], "normal")
    result = analyse(solo_record("EARLY", "A", d.start, turns, "Cy"), seconds=1.0)
    assert len(result["best"]["record"]["players"][0]["turns"]) == 17
    assert verify(result["best"]["record"])[1]["players"][0]["total"] == result["best"]["total"]


def test_a_position_whose_turns_break_a_rule_is_refused_with_its_round():
    d = deal("BROKEN", "A")
    data = Position("A", d.start, [], d.draw[:1]).to_dict()
    data["turns"] = [{"number": None, "bridges": []}, {"number": None, "bridges": [[1, 2]]}]
    data["cards"] = [c.to_dict() for c in d.draw[:3]]
    with pytest.raises(RuleError) as caught:
        suggest(data)
    assert (caught.value.player, caught.value.round) == (0, 2)


def test_a_suggestion_crosses_to_the_page_as_move_texts_that_parse_back():
    from hashi_bots import moves_text
    from hashi_core import Move

    position = random_position("WORKER", "B", 5, "normal", random.Random(5))
    turn = hint(position)
    texts = moves_text(turn)
    assert texts[-1] == "end"
    game = position.game()
    for text in texts:
        game.push(Move.parse(text))
    assert game.players[0].turns[-1] == turn


@pytest.mark.parametrize("side", ["A", "B"])
def test_a_finished_sheet_is_worth_to_the_computer_what_the_engine_scores(side):
    """The computer's points now are the engine's (islands and solo bonuses), never its own sum."""
    for seed in range(4):
        game = random_game(f"WORTH{seed}", side, random.Random(seed))
        p = game.players[0]
        for level in PLAY.values():
            worth = evaluate(p.sheet, p.achieved, ROUNDS, level.style_on(side), geometry(side))
            assert worth == game.scores()[0].total


def test_hard_sees_the_blue_flag_lost_once_a_free_blue_island_can_take_no_bridge():
    """Side B's blue island 16 has two lines, closed by bridges on 11-12 and 11-17."""
    hard = PLAY[HARD].style_on("B")
    blind = Style(**{name: getattr(hard, name) for name in Style.__slots__})
    blind.flag_room = False
    geo = geometry("B")
    sheet = Sheet(get_board("B"))
    for island in (11, 12, 17):
        sheet.numbers[island] = 3
    achieved = {bonus: None for bonus in BONUSES}
    sheet.add_bridge("11-12")
    assert not sheet.is_closed("15-16")
    assert evaluate(sheet, achieved, 4, hard, geo) == evaluate(sheet, achieved, 4, blind, geo)
    sheet.add_bridge("11-17")
    assert sheet.is_closed("3-16") and sheet.is_closed("15-16") and 16 not in sheet.numbers
    assert evaluate(sheet, achieved, 4, hard, geo) < evaluate(sheet, achieved, 4, blind, geo)


@pytest.mark.parametrize("rounds", [4, 6, 7])
def test_hard_looks_two_cards_ahead_on_cheap_positions_without_reading_their_order(
    rounds: int, monkeypatch: pytest.MonkeyPatch
):
    """Where it looks a second card ahead, the hint is still the same for any unseen order.

    The second card is picked from the unseen set; a look that read the deal's later
    cards (or the hidden one) would change with the order drawn below.
    """
    same_hint_for_any_unseen_order(monkeypatch, "_two_ahead", "TWOCARDS", "A", rounds)


def same_hint_for_any_unseen_order(
    monkeypatch: pytest.MonkeyPatch, looks: str, seed: str, side: str, rounds: int
) -> None:
    """Hard's hint on a position of ``rounds`` rounds, where it calls ``player.<looks>`` (the
    look checked), is the same for four random orders of the unseen cards."""
    answered: list[object] = []
    look = getattr(player, looks)

    def counted(*args, **kwargs):
        answered.append(look(*args, **kwargs))
        return answered[-1]

    monkeypatch.setattr(player, looks, counted)
    position = random_position(seed, side, rounds, HARD, random.Random(rounds))
    answer = hint(position)
    # (looked, and not given up: a play-out past its work cap answers None)
    assert answered and None not in answered, f"hard was meant to use {looks} here"
    rng = random.Random(rounds)
    for _ in range(4):
        future = list(position.unseen)
        rng.shuffle(future)
        game = Deal(None, side, future[-1], (*position.cards, *future[:-1]), position.start)
        assert best_turn(position.record().replay(game), HARD, position.unseen) == answer


PINNED = json.loads((Path(__file__).parent / "data" / "bot_hints.json").read_text())["positions"]


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_gives_the_hints_pinned_for_a_sample_of_its_own_games(level: str):
    """The search is made faster only with the same answers: the pinned hints (main's
    player, on positions of its own hold-out games, rounds 1 to 17, both sides)."""
    sample = [p for p in PINNED if p["position"]["level"] == level]
    assert len(sample) == 24
    assert [suggest(p["position"]) for p in sample] == [p["hint"] for p in sample]


def test_the_sampled_orders_hold_the_unseen_cards_and_never_read_their_order():
    """Each order is the unseen set shuffled by a fixed rule: the same for any order given."""
    unseen = [c for c in DECK if c.number != 3]
    made = orders(unseen, 6)
    for shuffled in range(3):
        given = list(unseen)
        random.Random(shuffled).shuffle(given)
        assert orders(given, 6) == made
    assert all(set(order) == set(unseen) and len(order) == len(unseen) for order in made)
    assert len({tuple(order) for order in made}) == 6


def test_a_sampled_deal_keeps_the_cards_seen_and_deals_the_rest_from_the_order():
    position = random_position("ORDERS", "B", 5, HARD, random.Random(5))
    game = position.game()
    order = orders(position.unseen, 1)[0]
    sampled = sampled_deal(game, order)
    assert sampled.draw[:6] == position.cards
    assert (*sampled.draw[6:], sampled.hidden) == tuple(order)


@pytest.mark.parametrize("rounds", [11, 13, 15])
def test_hard_plays_late_positions_out_on_sampled_orders_without_reading_the_real_one(
    rounds: int, monkeypatch: pytest.MonkeyPatch
):
    """Late in a game hard plays each of its best turns to the end on sampled orders of the
    unseen cards; the hint is still the same for any order of those cards."""
    same_hint_for_any_unseen_order(monkeypatch, "_rollouts", "ROLLOUT", "B", rounds)


def test_hard_looks_a_card_ahead_as_before_where_one_sampled_order_would_cost_too_much(
    monkeypatch: pytest.MonkeyPatch,
):
    """A crowded late sheet (every number written on the first legal island, no bridge):
    one play-out per turn would pass the work cap, so hard answers as without play-outs."""
    from hashi_core import EndTurn, WriteNumber

    d = deal("PAGE1", "A")
    game = scripted_game("A", d.start, d.draw)
    for _ in range(11):
        islands = game.legal_islands()
        if islands:
            game.push(WriteNumber(islands[0]))
        game.push(EndTurn())
    unseen = Position.of(game).unseen
    how = PLAY[HARD]
    style, geo = how.style_on("A"), geometry("A")
    turns = [turn for _, turn in player.scored_turns(game, style, geo, how.budget)]
    assert player._rollouts(game, turns[: how.rollout_turns], unseen, how, style, geo) is None
    answer = best_turn(game, HARD, unseen)
    monkeypatch.setattr(how, "rollouts", 0)
    assert best_turn(game, HARD, unseen) == answer
