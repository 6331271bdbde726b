"""Rules properties: random play, legality query vs. checks, record round trips."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hashi_core import (
    DrawBridge,
    EndTurn,
    Game,
    PlaceStart,
    Record,
    RuleError,
    WriteNumber,
    from_record,
    get_board,
    table_round,
    to_record,
)

from .oracle import bonus_rounds

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
seeds = st.text(alphabet="ABCDEFGHJKMNPQRSTVWXYZ0123456789", min_size=1, max_size=8)


def assert_sheet_is_legal(game: Game) -> None:
    for p in game.players:
        sheet, board = p.sheet, game.board
        for line, count in sheet.bridges.items():
            assert 1 <= count <= 2
            ln = board.lines[line]
            assert ln.a in sheet.numbers or ln.b in sheet.numbers
            assert not any(other in sheet.bridges for other in ln.crosses)
        for line, ln in board.lines.items():
            crossed = [other for other in ln.crosses if other in sheet.bridges]
            assert sheet.is_closed(line) == (line not in sheet.bridges and bool(crossed))
        for island in board.islands:
            assert sheet.degree[island.id] <= sheet.numbers.get(island.id, 6)
            if island.id in sheet.numbers:
                assert 1 <= sheet.numbers[island.id] <= 6


def predicted(game: Game, move, player: int) -> bool:
    """What the legality queries say of ``move``: it is among ``legal_moves`` exactly then."""
    legal = set(game.legal_moves(player))
    assert game.is_legal(move, player) == (move in legal)
    return move in legal


# The moves a step may try, built once: a strategy made afresh at every step is checked
# afresh by hypothesis (half of this file's time went there). Legal ones are drawn by
# index into the position's own lists.
ANY_NUMBER = st.builds(WriteNumber, st.integers(1, 18))
ANY_BRIDGE = st.builds(DrawBridge, st.integers(1, 18), st.integers(1, 18))
END, UNDO, LEGAL_ISLAND, LEGAL_LINE = "end", "undo", "island", "line"


def pick(data, items: list):
    """One of ``items``, drawn by its index (``st.integers`` of one size is made once)."""
    return items[data.draw(st.integers(0, len(items) - 1))]


def play(data, game: Game, steps: int) -> None:
    n = len(game.players)
    for index in range(n):
        bad = data.draw(st.builds(PlaceStart, st.integers(0, 19), st.integers(1, 6)))
        if not predicted(game, bad, index):
            refused = game.check(bad, index)
            assert refused is not None and refused.code in ("bad_start", "no_such_island")
        start = pick(data, list(game.legal_moves(index)))
        assert predicted(game, start, index)
        game.push(start, index)
    for _ in range(steps):
        player = data.draw(st.integers(0, n - 1))
        if game.round(player) > 17:
            continue
        legal_lines = game.legal_lines(player)
        legal_islands = game.legal_islands(player)
        assert not set(legal_lines) & set(game.players[player].sheet.closed_lines())
        options: list = [ANY_NUMBER, ANY_BRIDGE, END, UNDO]
        if legal_islands:
            options.append(LEGAL_ISLAND)
        if legal_lines:
            options += [LEGAL_LINE, LEGAL_LINE, LEGAL_LINE]
        option = pick(data, options)
        if option == UNDO:
            if game.players[player].draft:
                game.undo(player)
            continue
        if option == END:
            move = EndTurn()
        elif option == LEGAL_ISLAND:
            move = WriteNumber(pick(data, legal_islands))
        elif option == LEGAL_LINE:
            move = DrawBridge(*map(int, pick(data, legal_lines).split("-")))
        else:
            move = data.draw(option)
        expect = predicted(game, move, player)
        try:
            game.push(move, player)
            accepted = True
        except RuleError as error:
            accepted = False
            assert error.code and error.key
        assert accepted == expect, (move, game.players[player].draft)
        assert_sheet_is_legal(game)


@SETTINGS
@given(st.data(), seeds, st.sampled_from("AB"))
def test_random_play_stays_legal_and_the_query_matches_the_checks(data, seed, side):
    game = Game(seed, side)
    play(data, game, 120)


@SETTINGS
@given(st.data(), seeds, st.sampled_from("AB"), st.integers(1, 4))
def test_record_replay_record_is_the_identity(data, seed, side, players):
    mode = "solo" if players == 1 else "multi"
    game = Game(seed, side, mode, [f"P{i}" for i in range(players)])
    play(data, game, 150)
    record = to_record(game)
    again = from_record(record)
    assert to_record(again) == record
    # The record as a value answers as the game does.
    read = Record.from_dict(record)
    assert read == Record.of(game) and read.to_dict() == record
    assert table_round(read) == table_round(game) and read.final == game.final
    assert [(p.round, p.done) for p in read.players] == [(p.round, p.done) for p in game.players]
    # Scores kept incrementally equal scores computed afresh from the record.
    assert again.scores() == game.scores()
    assert again.scores(preview=True) == game.scores(preview=True)
    rounds = bonus_rounds(record)
    assert [{b: s.bonuses[b][0] for b in rounds[0]} for s in game.scores()] == rounds


@SETTINGS
@given(seeds, st.sampled_from("AB"))
def test_every_deal_starts_on_a_plain_island(seed, side):
    game = Game(seed, side)
    start = game.deal.start
    assert get_board(side).island(start.island).flag is None
    game.push(PlaceStart(start.island, start.value))
