"""The screens beside the game (issue 21): replays from the history, the standings and a
link; the scores chart; the share picture; offline and in every language."""

from __future__ import annotations

import json
import random
import re
import struct
import zlib
from pathlib import Path

import pytest

from hashi_core import ROUNDS, from_record, to_record
from hashi_core.share import encode_result
from hashi_texts import LANGUAGES, render
from web.pictures.picture import picture_svg

from ..helpers import random_game
from .player import (
    attr,
    import_game,
    message,
    open_game,
    play_round,
    press,
    record,
    snapshot,
    wait_ready,
)

STILL = """() => [...document.querySelectorAll('[data-replay-seats] figure')].map(f =>
  Object.fromEntries([...f.querySelectorAll('[data-still-island]')].map(n =>
    [n.dataset.stillIsland, [n.dataset.stillNumber, n.dataset.stillFinished]])))"""


def friend_code(seed: str, name: str, rounds: int = 17, rng: int = 5) -> tuple[str, dict]:
    game = random_game(seed, "A", random.Random(rng), (name, "x"), rounds)
    return encode_result(to_record(game), 0), to_record(game)


def final_islands(record: dict, player: int = 0) -> dict[str, list[str]]:
    """A record's final sheet as the still board shows it: id -> [number, finished]."""
    game = from_record(record)
    sheet = game.players[player].sheet
    return {
        str(i.id): [str(sheet.numbers.get(i.id, "")), str(sheet.is_finished(i.id)).lower()]
        for i in game.board.islands
    }


def screen(page) -> str:
    return attr(page, "html", "data-screen")


def step(page, key: str, position: str) -> None:
    page.keyboard.press(key)
    page.wait_for_function(f"document.querySelector('[data-replay-slider]').value === '{position}'")


HISTORY_LENGTH = "history.length"
RULES_OPEN = "dialog[data-rules][open]"
RULES_SHUT = "html:not(:has(dialog[data-rules][open]))"
GAME = 'html[data-screen="game"]'
HISTORY = 'html[data-screen="history"]'
REPLAY = 'html[data-screen="replay"]'


def back(page, selector: str, steps: int = -1) -> None:
    """The browser's Back (or Forward), then what it shows: the same page, never another
    document (nor another site)."""
    page.evaluate("window.stayed = true")
    if steps < 0:
        page.go_back()
    else:
        page.go_forward()
    page.wait_for_selector(selector)
    assert page.evaluate("window.stayed === true")


def forward(page, selector: str) -> None:
    back(page, selector, 1)


def png_size(data: bytes) -> tuple[int, int]:
    """A PNG's width and height, after checking that its pixels decode (8-bit RGBA rows)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, header = 8, b"", b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour = struct.unpack(">IIBB", header[:10])
    channels = {6: 4, 2: 3}[colour]
    assert depth == 8 and len(zlib.decompress(idat)) == height * (1 + width * channels)
    return width, height


def test_a_finished_solo_game_replays_from_the_history_and_makes_its_picture(page, server):
    page.set_viewport_size({"width": 1024, "height": 768})
    open_game(page, server, "?seed=SCREEN1&side=A")
    # A game finished (by the library's random play) and opened from its file, as a player
    # opens a saved game: it goes to the history as a game played to its end by taps does
    # (tests/test_screens.py; whole games by taps: tests/e2e/test_journeys.py).
    import_game(page, to_record(random_game("SCREEN1", "A", random.Random(7))))
    assert attr(page, "html", "data-phase") == "end"
    game, board = record(page), snapshot(page)
    press(page, "open-history")
    page.wait_for_selector('html[data-screen="history"]')
    assert page.evaluate("document.activeElement.id") == "history-title"
    assert page.locator("[data-chart] svg").count() == 1
    # A reload there comes back to it (the address names the screen).
    assert "screen=history" in page.url
    page.reload()
    wait_ready(page)
    assert screen(page) == "history" and page.locator("[data-chart] svg").count() == 1
    # A phone turned (the window resized): the chart is drawn again at the new width.
    view_box = "document.querySelector('[data-chart] svg').getAttribute('viewBox')"
    wide = page.evaluate(view_box)
    page.set_viewport_size({"width": 640, "height": 768})
    page.wait_for_function(f"{view_box} !== {wide!r}")
    assert page.evaluate(view_box).split()[2] == str(640 - 32)  # (the screen's padding)
    page.set_viewport_size({"width": 1024, "height": 768})
    # Opened from a page scrolled down to the list, the replay is seen from its top.
    page.set_viewport_size({"width": 1024, "height": 360})
    games = page.locator("[data-replay-list] button").first
    games.scroll_into_view_if_needed()
    assert page.evaluate("window.scrollY") > 0
    games.click()
    page.wait_for_selector('html[data-screen="replay"]')
    assert "replay=SCREEN1.A.solo." in page.url
    assert page.evaluate("document.activeElement.id") == "replay-title"
    assert page.evaluate("window.scrollY") == 0
    page.set_viewport_size({"width": 1024, "height": 768})
    # Its heading names the player, the deal and the day the game ended (the device's).
    heading = render("replay.heading", "en", names="Ana", seed="SCREEN1", side="A")
    title = page.text_content("#replay-title")
    assert re.fullmatch(re.escape(heading) + r" · \d{1,2}/\d{1,2}/\d{4}", title)
    assert page.text_content("[data-replay-round]") == render("replay.at_start", "en")
    step(page, "End", "17")
    assert page.text_content("[data-replay-round]") == f"Round 17 of {ROUNDS}"
    assert page.evaluate(STILL) == [final_islands(game)]
    step(page, "Home", "0")
    step(page, "ArrowRight", "1")
    assert "1" in page.text_content("[data-replay-announce]")
    # Play runs the rounds on its own and stops at the end (a state, not a sleep).
    page.click('[data-step="last"]')
    page.click('[data-step="previous"]')
    page.click('[data-step="toggle"]')
    page.wait_for_function("document.querySelector('[data-replay-slider]').value === '17'")
    assert page.text_content('[data-step="toggle"]') == "Play"
    # A reload inside the replay comes back to it where it stood (the address keeps the
    # round); closing goes back to the history it was opened from, then to the game,
    # untouched.
    page.click('[data-step="previous"]')
    page.wait_for_function("document.querySelector('[data-replay-slider]').value === '16'")
    assert "&round=16" in page.url
    page.reload()
    wait_ready(page)
    assert screen(page) == "replay"
    assert page.input_value("[data-replay-slider]") == "16"
    press(page, "close-screen")
    page.wait_for_selector(HISTORY)
    press(page, "close-screen")
    assert screen(page) == "game"
    page.wait_for_function("location.search === '?seed=SCREEN1&side=A'")
    assert record(page) == game and snapshot(page) == board
    # The share picture: a 1080x1080 PNG, downloaded where files cannot be shared.
    with page.expect_download() as made:
        press(page, "share-picture")
    assert made.value.suggested_filename == "hashi-SCREEN1-A.png"
    data = Path(made.value.path()).read_bytes()
    assert png_size(data) == (1080, 1080)
    page.wait_for_function("document.querySelector('[data-message]').dataset.code !== ''")
    assert message(page)[0] == "picture_download"


def test_a_friends_result_replays_from_the_standings_beside_yours(page, server):
    code, theirs = friend_code("STAND1", "Ana")
    open_game(page, server, f"?result={code}")
    page.fill("[data-name-input]", "Me")
    page.press("[data-name-input]", "Enter")
    page.wait_for_selector("[data-name-prompt]", state="hidden")
    press(page, "seed-start")
    play_round(page, random.Random(2))
    mine = record(page)
    button = page.locator('[data-standings] [data-action="replay"]')
    assert button.count() == 1  # my game is in play: only the finished friend's
    button.click()
    page.wait_for_selector('html[data-screen="replay"]')
    names = page.eval_on_selector_all("[data-replay-seats] h3", "ns => ns.map(n => n.textContent)")
    assert names == ["Me", "Ana"]
    step(page, "End", "17")
    boards = page.evaluate(STILL)
    assert boards == [final_islands(mine), final_islands(theirs)]
    # Mine has one round: at the end it still shows it, and says so.
    still_playing = render("replay.still_playing", "en", name="Me", count=1)
    assert still_playing in page.text_content("[data-replay-seats] figure >> nth=0")
    # The browser's Back closes it, Forward opens it again.
    back(page, GAME)
    assert record(page) == mine
    forward(page, REPLAY)
    press(page, "close-screen")
    page.wait_for_selector(GAME)
    assert record(page) == mine


def test_a_replay_link_on_a_new_device_and_a_bad_one(page, server):
    """(A new device: the shared page's storage is cleared after every test.)"""
    code, theirs = friend_code("LINK2", "Bea", rng=8)
    open_game(page, server, f"?replay={code}")
    assert screen(page) == "replay"
    step(page, "End", "17")
    assert page.evaluate(STILL) == [final_islands(theirs)]
    # The link opened the replay over a game: Back goes to that game, not away.
    back(page, GAME)
    assert "replay=" not in page.url and attr(page, "html", "data-phase") == "setup"
    forward(page, REPLAY)
    open_game(page, server, "?replay=NOT-A-CODE")
    assert screen(page) == "game" and message(page)[0] == "bad_replay"
    assert page.text_content("[data-message]")
    # A bad round opens the replay at the starts, and says so on the replay's own screen.
    open_game(page, server, f"?replay={code}&round=99&lang=pl")
    assert screen(page) == "replay" and page.input_value("[data-replay-slider]") == "0"
    said = page.locator('[data-screen-box="replay"] [data-screen-message]')
    assert said.is_visible()
    assert said.text_content() == render("ui.bad_round_link", "pl", round="99", last=ROUNDS)
    press(page, "close-screen")
    assert not said.is_visible() and message(page)[0] == "bad_round"


# The share picture's texts as drawn: each one's [left, right] (the first two: the brand
# and the deal, side by side on one line).
PICTURE_TEXTS = """() => [...document.querySelectorAll('svg > text')].map(t => {
  const r = t.getBoundingClientRect();
  return [r.left, r.right];
})"""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_share_pictures_deal_line_never_runs_over_its_title(browser, lang):
    """The picture's SVG as the browser draws it (its fonts, not an estimate): a seed of
    any length stays beside the brand, inside the picture."""
    page = browser.new_page(viewport={"width": 1080, "height": 1080})
    try:
        for seed in ("K7QX2M", "MWMWMWMWMWMWMWMW", "W" * 64):
            game = random_game(seed, "B", random.Random(2), rounds=17)
            page.set_content(f"<body style='margin:0'>{picture_svg(game, 0, lang)}</body>")
            (brand, deal, *_) = page.evaluate(PICTURE_TEXTS)
            assert brand[1] < deal[0] and deal[1] <= 1080, (seed, brand, deal)
    finally:
        page.close()


def test_the_chart_with_a_thousand_stored_games(page, server):
    open_game(page, server, "?seed=CHART1&side=A")
    entries = [
        {
            "seed": f"S{n:04d}",
            "side": "AB"[n % 2],
            "kind": "solo",
            "name": "Me",
            "total": 30 + n % 27,
            "id": f"S{n:04d}.{'AB'[n % 2]}.solo.x{n}",
            "date": f"2026-{1 + n // 90 % 12:02d}-{1 + n % 28:02d}",
        }
        for n in range(1000)
    ]
    page.evaluate("h => localStorage.setItem('hashi.history', h)", json.dumps(entries))
    page.reload()
    wait_ready(page)
    assert page.locator("[data-chart] svg").count() == 0  # not drawn at the start
    press(page, "open-history")
    page.wait_for_selector("[data-chart] svg")
    assert page.locator("[data-chart-table] tbody tr").count() == 1000
    assert "1,000" in page.text_content("[data-chart-summary]")
    for width, height in ((390, 844), (1024, 768)):
        page.set_viewport_size({"width": width, "height": height})
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= width  # nothing sticks out sideways
    page.keyboard.press("Escape")
    assert screen(page) == "game"


def test_the_history_shows_older_games_when_asked(page, server):
    """More finished games than the history lists: "Show older games" lists as many
    again, then hides itself once every game is listed (the saves made by the pure
    controller, as the page keeps them: tests/test_screens.py)."""
    from web.model.address import parse
    from web.model.controller import Controller
    from web.model.saves import MemoryStore, Saves
    from web.model.screens import GAMES_SHOWN

    store = MemoryStore()
    made = Controller(Saves(store))
    made.open(parse(""))
    for n in range(GAMES_SHOWN + 2):
        made.import_text(json.dumps(to_record(random_game(f"OLDER{n}", "A", random.Random(n)))))
    open_game(page, server, "?seed=OLDER0&side=B")
    page.evaluate(
        "d => Object.entries(d).forEach(([k, v]) => localStorage.setItem(k, v))", store.data
    )
    page.reload()
    wait_ready(page)
    press(page, "open-history")
    page.wait_for_selector(HISTORY)
    listed = page.locator("[data-replay-list] [data-action='replay']")
    more = page.locator("[data-more-games]")
    assert listed.count() == GAMES_SHOWN and more.is_visible()
    assert more.text_content() == "Show older games"
    assert "OLDER31" in listed.first.text_content()
    more.click()
    count = "document.querySelectorAll('[data-replay-list] [data-action=replay]').length"
    page.wait_for_function(f"{count} === {GAMES_SHOWN + 2}")
    assert not more.is_visible() and "OLDER0" in listed.last.text_content()
    # Focus on the first game it listed, for the next Tab (the button is gone; Q34).
    focused = "document.activeElement.closest('li') === document.querySelector(" + (
        f"'[data-replay-list] > li:nth-child({GAMES_SHOWN + 1})')"
    )
    assert page.evaluate(focused)
    assert page.evaluate("document.activeElement.dataset.action") == "replay"
    # A replay opened from there, and Escape: focus back on its row, where the player was.
    page.keyboard.press("Enter")
    page.wait_for_selector("html[data-screen=replay]")
    page.keyboard.press("Escape")
    page.wait_for_selector(HISTORY)
    page.wait_for_function(focused)


# One language as the page draws it; every language: tests/test_replay_languages.py.
@pytest.mark.parametrize("lang", ["pt"])
def test_the_replay_screen_in_the_players_language(page, server, lang):
    code, _ = friend_code("LANG2", "Dan", rng=4)
    open_game(page, server, f"?replay={code}&lang={lang}")
    assert attr(page, "html", "lang") == lang and screen(page) == "replay"
    assert page.text_content('[data-step="toggle"]') == render("replay.play", lang)
    assert attr(page, "[data-replay-slider]", "aria-valuetext") == render("replay.at_start", lang)
    # A link has no day the game ended: the heading shows none rather than a wrong one.
    heading = render("replay.heading", lang, names="Dan", seed="LANG2", side="A")
    assert page.text_content("#replay-title") == heading
    assert page.text_content("[data-replay-round]") == render("replay.at_start", lang)


def test_back_closes_each_screen_and_forward_opens_it_again(page, server):
    """Every screen over the game: the rules, the history (its chart), a replay from it
    (one screen at a time), the end screen's replay, a reload between; the game never
    changes, closing by a button is a Back (the history does not grow). (A friend's
    standings and a replay link: the tests above.)"""
    page.set_viewport_size({"width": 1024, "height": 768})
    open_game(page, server, "?seed=BACK1&side=A")
    import_game(page, to_record(random_game("BACK1", "A", random.Random(7))))
    game, board, here = record(page), snapshot(page), page.url
    length = page.evaluate(HISTORY_LENGTH)
    # The rules: Back closes them, Forward opens them again, their button is a Back.
    press(page, "rules")
    page.wait_for_selector(RULES_OPEN)
    back(page, RULES_SHUT)
    forward(page, RULES_OPEN)
    press(page, "close-rules")
    page.wait_for_function(f"{HISTORY_LENGTH} === {length + 1} && location.href === {here!r}")
    page.wait_for_selector(RULES_SHUT)
    # The history, then a replay from it: Back steps down one screen at a time.
    press(page, "open-history")
    page.wait_for_selector(HISTORY)
    assert page.evaluate(HISTORY_LENGTH) == length + 1  # (the rules' entry replaced)
    back(page, GAME)
    assert page.url == here
    forward(page, "[data-chart] svg")
    page.locator("[data-replay-list] button").first.click()
    page.wait_for_selector(REPLAY)
    step(page, "End", "17")
    back(page, HISTORY)
    back(page, GAME)
    forward(page, HISTORY)
    forward(page, REPLAY)
    assert page.input_value("[data-replay-slider]") == "17"  # where it stood
    # A reload keeps the screens, the rules over the replay too; closed by its button,
    # the replay goes to the history.
    press(page, "rules")
    page.reload()
    wait_ready(page)
    assert screen(page) == "replay" and page.is_visible(RULES_OPEN)
    back(page, RULES_SHUT)
    assert screen(page) == "replay"
    press(page, "close-screen")
    page.wait_for_selector(HISTORY)
    back(page, GAME)
    assert page.url == here and page.evaluate(HISTORY_LENGTH) == length + 3
    # The end screen's replay: Back to the game as it was.
    press(page, "replay-game")
    page.wait_for_selector(REPLAY)
    back(page, GAME)
    assert record(page) == game and snapshot(page) == board
