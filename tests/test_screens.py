"""The screens beside the game (history with the chart, replays) and the share picture's
choices, through the controller and the view, as the page uses them."""

from __future__ import annotations

import html.parser
import random

import pytest

from hashi_core import DEFAULT_NAME, ROUNDS, Record, to_record
from hashi_core.share import decode_result, encode_result
from hashi_texts import LANGUAGES, names_list, render
from hashi_texts.formats import format_date
from web.bots.computer import Analysis
from web.model import screens
from web.model.address import parse
from web.model.chart import ChartRow, ChartTable
from web.model.controller import Controller
from web.model.saves import MemoryStore, Saves
from web.model.screen_views import open_replay, replay_view, table_html
from web.model.screens import GAMES_SHOWN, Screens, link_delivery, picture_delivery
from web.ui import view
from web.ui.keyboard import focus_after

from .helpers import random_game
from .test_web_controller import play_taps


def make(store=None, query=""):
    store = store if store is not None else MemoryStore()
    ctl = Controller(Saves(store))
    ctl.open(parse(query))
    return ctl, store


def finished_solo(store=None, seed="RPLAY1", rng_seed=2):
    ctl, store = make(store, f"?seed={seed}&side=A")
    ctl.session.seed_start()
    play_taps(ctl, random.Random(rng_seed), 17)
    assert ctl.session.phase == "end"
    return ctl, store


def friend(seed, name, rng_seed=5, rounds=17):
    game = random_game(seed, "A", random.Random(rng_seed), (name, "x"), rounds)
    return encode_result(to_record(game), 0)


def still(svg: str) -> dict[str, tuple[str, str]]:
    """A still board's islands: id -> (number, finished)."""
    found: dict[str, tuple[str, str]] = {}

    class Reader(html.parser.HTMLParser):
        def handle_starttag(self, tag, attrs):
            a = dict(attrs)
            if "data-still-island" in a:
                found[a["data-still-island"]] = (a["data-still-number"], a["data-still-finished"])

    Reader().feed(svg)
    return found


def test_a_finished_game_in_the_history_replays_to_its_final_board_and_back():
    ctl, _ = finished_solo()
    game, record = ctl.session.game, ctl.session.record()
    ctl.open_history(720)
    shown = view.build(ctl, "en").screens
    assert shown.screen == "history"
    games = shown.history.games
    assert [g.id for g in games] == [ctl.session.envelope.id]
    assert ctl.open_replay(games[0].id)
    ctl.screens.go("last")
    seat = view.build(ctl, "en").screens.replay.seats[0]
    sheet = game.players[0].sheet
    expected = {
        str(i.id): (str(sheet.numbers.get(i.id, "")), str(sheet.is_finished(i.id)).lower())
        for i in game.board.islands
    }
    assert still(seat.svg) == expected
    assert seat.total_label == f"Total: {game.scores()[0].total}"
    # Back to the history it was opened from, then to the game, untouched.
    ctl.close_screen()
    assert ctl.screens.screen == "history"
    ctl.close_screen()
    assert ctl.screens.screen is None and view.build(ctl, "en").screens.screen == "game"
    assert ctl.session.record() == record


def test_the_history_chart_is_drawn_again_at_a_new_width():
    """A phone turned with the history open: the chart is drawn at the page's new width, not
    the old one stretched (its texts grew three times)."""
    ctl, _ = finished_solo()
    ctl.open_history(328)
    narrow = view.build(ctl, "en").screens.history.svg
    ctl.chart_resized(992)
    wide = view.build(ctl, "en").screens.history.svg
    assert 'width="328"' in narrow and 'width="992"' in wide
    ctl.close_screen()
    ctl.chart_resized(600)  # not shown: kept for the next opening
    ctl.open_history(ctl.screens.width)
    assert 'width="600"' in view.build(ctl, "en").screens.history.svg


def test_a_replay_link_opens_on_a_new_device_and_a_bad_one_keeps_the_game():
    code = friend("LINK1", "Ana")
    ctl, _ = make(query=f"?replay={code}")
    assert ctl.screens.screen == "replay"
    seats = ctl.screens.replay.seats
    assert [s.replay.final.players[s.player].name for s in seats] == ["Ana"]
    assert ctl.screens.replay.target == code
    # Under it, nothing else on this device: the deal to play, where "Back to the game" goes.
    assert (ctl.session.game.seed, ctl.session.game.side, ctl.session.phase) == (
        "LINK1",
        "A",
        "setup",
    )
    ctl.close_screen()
    assert ctl.screens.screen is None and ctl.session.game.seed == "LINK1"
    for bad, notice in (("x" * 20, "bad_replay"), ("LINK1.A.solo.zz", "replay_unknown")):
        ctl, store = finished_solo(seed="KEEP1")
        before = ctl.session.record()
        ctl, _ = make(store, f"?replay={bad}")
        assert ctl.screens.screen is None
        assert ctl.ui.notice.code == notice
        assert ctl.session.record() == before  # the game in play resumed as it was
    ctl, _ = make(query="?replay=%3Cb%3E")  # not a code's alphabet: refused by the address
    assert ctl.ui.notice.code == "bad_replay" and ctl.screens.screen is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_solo_players_name_nobody_gave_is_shown_in_the_players_language(lang):
    ctl, _ = finished_solo(seed="NONAME")
    word = render("ui.default_name", lang)
    assert ctl.session.game.players[0].name == DEFAULT_NAME  # the record keeps the engine's
    assert word in view.build(ctl, lang).saved.history[0]
    ctl.open_replay(ctl.session.envelope.id)
    seat = view.build(ctl, lang).screens.replay.seats[0]
    assert seat.name == word and (lang == "en") == (word == DEFAULT_NAME)
    named = random_game("NAMED1", "A", random.Random(1), names=(DEFAULT_NAME, "Ana"), rounds=1)
    assert "Ana" in view.names_list([p.name for p in named.players], lang)
    assert word in view.names_list([p.name for p in named.players], lang)


def test_a_reload_on_the_history_comes_back_to_it_over_the_same_game():
    ctl, store = finished_solo(seed="HIST1")
    record = ctl.session.record()
    ctl.open_history(720)
    assert ctl.screens.addressed == "history"
    ctl = Controller(Saves(store))
    ctl.open(parse("?seed=HIST1&side=A&screen=history"), chart_width=300)
    assert ctl.screens.screen == "history" and ctl.session.record() == record
    assert ctl.screens.width == 300
    assert view.build(ctl, "en").screens.screen == "history"
    ctl.close_screen()
    assert ctl.screens.screen is None and ctl.screens.addressed is None
    ctl.open_replay(ctl.session.envelope.id)
    assert ctl.screens.addressed is None  # a replay's address is its own


def test_a_replay_link_opens_at_its_round_and_a_bad_round_is_told_over_the_starts():
    code = friend("LINK2", "Ana", rounds=12)
    ctl, _ = make(query=f"?replay={code}&round=9")
    assert (ctl.screens.screen, ctl.screens.replay.scrub.position) == ("replay", 9)
    assert view.build(ctl, "en").screens.replay.controls.slider.value == 9
    ctl, _ = make(query=f"?replay={code}&round=x")
    assert (ctl.screens.screen, ctl.screens.replay.scrub.position) == ("replay", 0)
    assert ctl.ui.notice.code == "bad_round"


@pytest.mark.parametrize("asked", ["13", "17", "99", "x"])
def test_a_round_past_an_unfinished_games_last_is_refused_naming_its_last(asked):
    """Ana's game stops after round 12: a link's round past it (or not a round) is told
    with the rounds there are (0 to 12, not to 17), over the starts; 12 itself opens."""
    code = friend("LINK3", "Ana", rounds=12)
    ctl, _ = make(query=f"?replay={code}&round={asked}")
    assert (ctl.screens.screen, ctl.screens.replay.scrub.position) == ("replay", 0)
    notice = ctl.ui.notice
    said = render(notice.key, "en", **notice.params)
    assert said == f"The link's round '{asked}' is not one of the game's rounds (0 to 12)."
    ctl, _ = make(query=f"?replay={code}&round=12")
    assert ctl.screens.replay.scrub.position == 12 and ctl.ui.notice is None


def test_a_replay_links_refused_round_is_told_with_its_other_refused_values():
    code = friend("LINK4", "Ana", rounds=12)
    ctl, _ = make(query=f"?replay={code}&round=x&lang=xx")
    said = view.build(ctl, "en").message.text
    assert "The link's round 'x' is not one of the game's rounds (0 to 12)." in said
    assert "The link's language 'xx' is not available." in said


def test_a_friends_result_in_the_standings_replays_beside_your_game():
    ctl, _ = make(query="?seed=FR1&side=A&mode=challenge")
    ctl.give_name("Me")
    ctl.session.seed_start()
    play_taps(ctl, random.Random(4), 17)
    code = friend("FR1", "Ana")
    ctl.add_result(code)
    rows = view.build(ctl, "en").scores.standings
    theirs = [r for r in rows if r.name == "Ana"]
    assert [r.replay for r in rows if r.me] == [""]
    assert theirs[0].replay and "Ana" in theirs[0].replay_label
    assert decode_result(theirs[0].replay) == decode_result(code)
    assert ctl.open_replay(theirs[0].replay)
    names = [s.replay.final.players[s.player].name for s in ctl.screens.replay.seats]
    assert names == ["Me", "Ana"]
    ctl.screens.go("last")
    shown = view.build(ctl, "en").screens.replay
    assert [s.total_label for s in shown.seats] == [
        f"Total: {r.total}" for r in sorted(rows, key=lambda r: r.name != "Me")
    ]
    assert shown.announcement.startswith("Me: ")


def test_a_friend_still_playing_has_no_replay_button():
    ctl, _ = make(query="?seed=FR2&side=A&mode=challenge")
    ctl.give_name("Me")
    ctl.session.seed_start()
    ctl.add_result(friend("FR2", "Ben", rounds=5))
    rows = view.build(ctl, "en").scores.standings
    assert [r.replay for r in rows] == ["", ""]


def test_two_replays_step_together_and_a_shorter_one_keeps_its_last_round():
    long, short = friend("LOCK1", "Ana"), friend("LOCK1", "Ben", rounds=6)
    shown = open_replay([decode_result(short), decode_result(long)], None)
    assert shown.scrub.last == 17 and len(shown.seats) == 2
    screens = Screens()
    screens.show_replay(shown)
    screens.go("seek", 10)
    rounds = [s.shown(shown.scrub.position) for s in shown.seats]
    assert sorted(rounds) == [6, 10]


def test_the_best_game_in_hindsight_replays_beside_yours():
    ctl, _ = finished_solo(seed="BEST1")
    best = random_game("BEST1", "A", random.Random(9))
    ctl.ui.analysis = Analysis(40, best.scores()[0].total, best, ())
    ctl.replay_game()
    shown = view.build(ctl, "en").screens.replay
    assert [s.name for s in shown.seats][1] == "Best game"
    assert ctl.screens.replay.target == ctl.session.envelope.id
    ctl.close_screen()
    assert ctl.screens.screen is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_replays_heading_names_the_player_the_deal_and_the_day_the_game_ended(lang):
    ctl, _ = finished_solo(seed="HEAD1")
    ident = ctl.session.envelope.id
    (entry,) = [e for e in ctl.saves.history.entries() if e.id == ident]
    assert entry.date is not None  # the player's local day the game ended
    heading = render(
        "replay.heading_dated",
        lang,
        names=DEFAULT_NAME,
        seed="HEAD1",
        side="A",
        date=format_date(entry.date, lang),
    )
    assert ctl.open_replay(ident)
    assert view.build(ctl, lang).screens.replay.heading == heading
    assert render("ui.default_name", lang) in heading and format_date(entry.date, lang) in heading
    # The same game replayed from its end screen, beside the best game: the same heading
    # (the best game is not a player).
    ctl.close_screen()
    best = random_game("HEAD1", "A", random.Random(9))
    ctl.ui.analysis = Analysis(40, best.scores()[0].total, best, ())
    ctl.replay_game()
    assert view.build(ctl, lang).screens.replay.heading == heading


def test_a_replay_from_a_link_has_no_day_rather_than_a_wrong_one():
    code = friend("HEAD2", "Ana")
    ctl, _ = make(query=f"?replay={code}")
    heading = view.build(ctl, "en").screens.replay.heading
    assert heading == "Replay: \u2068Ana\u2069 · seed HEAD2 · side A"
    assert ctl.screens.replay.day is None
    # Beside this device's game of the deal: both players named, still no day.
    ctl, _ = make(query="?seed=HEAD3&side=A&mode=challenge")
    ctl.give_name("Me")
    ctl.session.seed_start()
    play_taps(ctl, random.Random(4), 17)
    ctl.open_replay(friend("HEAD3", "<b>Ana</b>"))
    heading = view.build(ctl, "pl").screens.replay.heading
    expected = render(
        "replay.heading", "pl", names=names_list(["Me", "<b>Ana</b>"], "pl"), seed="HEAD3", side="A"
    )
    assert heading == expected and "<b>Ana</b>" in heading  # a name as text: set as text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_scrubber_shows_its_round_beside_it(lang):
    screens = Screens()
    screens.show_replay(open_replay([decode_result(friend("ROUND1", "Ana"))], None))
    slider = view_of(screens, lang).controls.slider
    assert slider.shown == render("replay.at_start", lang) == slider.valuetext
    screens.go("seek", 7)
    slider = view_of(screens, lang).controls.slider
    assert slider.shown == render("replay.round_of", lang, round=7, rounds=ROUNDS)
    assert "7" in slider.shown and str(ROUNDS) in slider.shown
    assert slider.valuetext == render("replay.after_round", lang, round=7, rounds=ROUNDS)


def view_of(screens: Screens, lang: str):
    return replay_view(screens.replay, lang)


def test_the_replay_screen_steps_by_buttons_keys_slider_and_timer():
    screens = Screens()
    screens.show_replay(open_replay([decode_result(friend("STEP1", "Ana"))], None))
    assert screens.replay.scrub.position == 0 and not screens.playing
    screens.go("toggle")
    assert screens.playing
    for _ in range(17):
        screens.go("tick")
    assert screens.replay.scrub.position == 17 and not screens.playing
    screens.go("seek", 3)
    screens.go("previous")
    assert screens.replay.scrub.position == 2
    screens.close()
    assert screens.replay is None and not screens.playing
    with pytest.raises(ValueError):
        screens.open("elsewhere")


def test_focus_goes_to_the_screen_and_never_to_the_hidden_game():
    assert focus_after("replay-step", "end", False, "replay") == "@screen"
    assert focus_after("close-screen", "end", False, "game") == ""
    assert focus_after("replay", "end", False, "replay") == ""
    assert focus_after("confirm", "end", False) == "[data-end-summary]"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_history_screen_in_every_language(lang):
    ctl, _ = finished_solo(seed="LANG1")
    ctl.open_history(720)
    shown = view.build(ctl, lang).screens
    assert shown.history.svg.startswith("<svg")
    assert "{" not in shown.history.summary + shown.close
    ctl.open_replay(shown.history.games[0].id)
    replay = view.build(ctl, lang).screens.replay
    assert replay.controls.slider.max == 17
    assert "{" not in replay.announcement


def test_the_chart_is_drawn_only_when_the_history_is_open():
    ctl, _ = finished_solo(seed="LAZY1")
    shown = view.build(ctl, "en").screens
    assert shown.history is None and shown.replay is None


def test_the_history_lists_the_newest_saved_games_and_its_table_is_escaped():
    store = MemoryStore()
    for n in range(2):
        finished_solo(store, seed=f"LIST{n}")
    ctl, _ = make(store)
    ctl.open_history(720)
    games = view.build(ctl, "en").screens.history.games
    assert [g.label.split(" ")[1] for g in games] == ["LIST1", "LIST0"]
    assert GAMES_SHOWN >= 2
    table = ChartTable("<i>", ("a&b",), (ChartRow("x", True, ("<s>",)),))
    markup = table_html(table)
    assert "<i>" not in markup and "<s>" not in markup and 'class="best"' in markup


def test_the_history_shows_older_games_on_asking_as_many_again_each_time(monkeypatch):
    """Older finished games than the list shows are offered ("Show older games"), as many
    more each time, until there are none; the list starts short again when the history
    is opened again, and stays as it was after a replay opened from it is closed."""
    monkeypatch.setattr(screens, "GAMES_SHOWN", 2)
    store = MemoryStore()
    for n in range(5):
        finished_solo(store, seed=f"OLD{n}", rng_seed=n)
    ctl, _ = make(store)
    ctl.open_history(720)

    def listed() -> tuple[list[str], str]:
        history = view.build(ctl, "en").screens.history
        return [g.label.split(" ")[1] for g in history.games], history.more

    assert listed() == (["OLD4", "OLD3"], "Show older games")
    ctl.screens.more_games()
    assert listed() == (["OLD4", "OLD3", "OLD2", "OLD1"], "Show older games")
    ctl.open_replay(view.build(ctl, "en").screens.history.games[3].id)
    ctl.close_screen()
    assert listed() == (["OLD4", "OLD3", "OLD2", "OLD1"], "Show older games")
    ctl.screens.more_games()
    assert listed() == (["OLD4", "OLD3", "OLD2", "OLD1", "OLD0"], "")
    ctl.close_screen()
    ctl.open_history(720)
    assert listed() == (["OLD4", "OLD3"], "Show older games")


def test_a_link_goes_to_the_share_sheet_on_a_touch_screen_that_has_one_else_the_clipboard():
    assert link_delivery(can_share=True, coarse_pointer=True) == "share"
    assert link_delivery(can_share=True, coarse_pointer=False) == "copy"  # a desktop's sheet
    assert link_delivery(can_share=False, coarse_pointer=True) == "copy"


def test_the_picture_is_shared_where_files_can_be_and_spoiler_free_while_a_challenge_is_open():
    assert picture_delivery(True) == "share" and picture_delivery(False) == "download"
    ctl, _ = finished_solo(seed="PIC1")
    made = view.picture(ctl, "en")
    assert made.name == "hashi-PIC1-A.png" and 'width="1080"' in made.svg and made.size == 1080
    assert str(ctl.session.game.scores()[0].total) in made.text
    ctl, _ = make(query="?seed=PIC2&side=A&mode=challenge")
    ctl.give_name("Me")
    ctl.session.seed_start()
    play_taps(ctl, random.Random(4), 17)
    ctl.add_result(friend("PIC2", "Ana", rounds=9))  # a friend still playing: still open
    made = view.picture(ctl, "en")
    assert 'data-still-number=""' in made.svg and not any(
        f'data-still-number="{n}"' in made.svg for n in range(1, 7)
    )


def test_the_pictures_outcome_is_told():
    ctl, _ = finished_solo(seed="PIC3")
    ctl.session.picture_sent("download", "hashi-PIC3-A.png")
    shown = view.build(ctl, "en").message
    assert shown.code == "picture_download" and "hashi-PIC3-A.png" in shown.text
    ctl.session.picture_sent("failed", "x")
    assert ctl.ui.notice.code == "picture_failed"


def test_an_own_result_code_replays_once():
    ctl, _ = make(query="?seed=OWN1&side=A&mode=challenge")
    ctl.give_name("Me")
    ctl.session.seed_start()
    play_taps(ctl, random.Random(4), 3)
    code = encode_result(Record.of(ctl.session.game).to_dict(), 0)
    assert ctl.open_replay(code)
    assert len(ctl.screens.replay.seats) == 1


def test_the_start_never_loads_the_screens_views_the_chart_the_replays_or_the_picture():
    from hashi_build import site

    sources = {name: path.read_bytes() for path, name in site.app_sources()}
    at_start = site.start_modules(sources)
    assert "web/model/screens.py" in at_start
    later = {
        "web/model/screen_views.py",
        "web/model/chart.py",
        "web/model/replay.py",
        "web/pictures/picture.py",
    }
    assert later.isdisjoint(at_start)


def test_what_the_game_last_said_is_not_said_again_on_a_screen_opened_but_a_problem_is():
    from web.model.notice import info, problem

    ctl, _ = finished_solo(seed="RPLAY7")
    ctl.ui.notice = info("ui.picture_download", "picture", name="hashi-RPLAY7-A.png")
    assert view.build(ctl, "en").message.text.startswith("Picture saved as")
    ctl.open_history(720)
    shown = view.build(ctl, "en")
    assert shown.screens.screen == "history" and shown.message.text == ""
    ctl.close_screen()
    ctl.ui.notice = info("ui.picture_download", "picture", name="hashi-RPLAY7-A.png")
    ctl.replay_game()
    assert view.build(ctl, "en").message.text == ""
    ctl.close_screen()
    ctl.ui.notice = problem("ui.save_gone", "save_gone")  # a problem stays said
    ctl.open_history(720)
    assert view.build(ctl, "en").message.code == "save_gone"
    assert ctl.open_replay(ctl.session.envelope.id)  # type: ignore[union-attr]
    assert view.build(ctl, "en").message.code == "save_gone"
