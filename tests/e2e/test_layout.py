"""The whole board in every hand (issue 27): while playing, the board, every island's 44 px
tap area, the card in play, the bridges left, Undo, Hint and Done show at once, whole and
apart, at every size of phone and tablet, both ways up, without panning or scrolling.

One warm page, resized (no reload per size). A screenshot of each size goes to
``tests/output/layout/`` for a person to look at. WebKit and Firefox at a phone and a tablet
size: ``tests/engines/test_layout.py``.
"""

from __future__ import annotations

import random

from playwright.sync_api import Page

from hashi_core import to_record
from hashi_core.share import encode_result

from ..helpers import random_game
from .layout import MEASURE, PHONE, SHOTS, SIZES, TABLET, button_on_top, problems
from .player import attr, legal, open_game, press, resize, start_party, tap_island

# The replay's board and the button that steps it: whole in view, and apart.
STILL = """(() => {
  const b = document.querySelector("svg[data-still-board]").getBoundingClientRect();
  const n = document.querySelector('[data-step="next"]').getBoundingClientRect();
  const apart = n.right <= b.left || n.left >= b.right || n.bottom <= b.top || n.top >= b.bottom;
  return [Math.min(b.left, n.left), Math.min(b.top, n.top), Math.max(b.right, n.right),
          Math.max(b.bottom, n.bottom), innerWidth, innerHeight, apart];
})()"""


# Whether an element is drawn on top at its first and last lines (nothing covers it).
ON_TOP = """(selector) => {
  const node = document.querySelector(selector); const r = node.getBoundingClientRect();
  const at = (y) => document.elementFromPoint(r.left + 8, y);
  return [r.top + 4, r.bottom - 4].every((y) => node.contains(at(y)));
}"""


def check(page: Page, name: str, sizes: list[tuple[int, int]]) -> list[str]:
    """Each of ``sizes`` in turn on the page as it is: what is wrong, and its screenshot."""
    found = []
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in sizes:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("window.scrollTo(0, 0)")
        found += [f"{name} {width}x{height}: {p}" for p in problems(page.evaluate(MEASURE))]
        page.screenshot(path=SHOTS / f"chromium-{name}-{width}x{height}.png")
    return found


def test_a_solo_game_shows_the_whole_board_and_the_round_at_every_size(page, server):
    found = []
    for side in ("A", "B"):
        open_game(page, server, f"?seed=LAYOUT&side={side}")
        press(page, "seed-start")
        tap_island(page, int(legal(page, "island")[0]))  # the round's number written
        assert attr(page, "html", "data-phase") == "play"
        found += check(page, f"solo-{side}", SIZES)
    assert found == []


BOARD_TOP = "document.querySelector('svg[data-board]').getBoundingClientRect().top"


def test_on_a_phone_upright_a_message_never_moves_the_board(page, server):
    """A refusal four lines long on the smallest phone (Polish) is said under the board, so
    the island under the finger stays the one tapped (above the board it pushed it 47 px
    down: a second tap at the same spot wrote a number on another island)."""
    page.set_viewport_size({"width": 320, "height": 568})
    open_game(page, server, "?seed=Q23SMALL&side=A&lang=pl")
    press(page, "seed-start")
    page.evaluate("window.scrollTo(0, 0)")
    before = page.evaluate(BOARD_TOP)
    blue = page.evaluate("document.querySelector('[data-flag=\"blue\"]').dataset.island")
    tap_island(page, int(blue))  # a flagged island with no bridge yet: refused
    assert attr(page, "[data-message]", "data-code") == "flag_needs_bridge"
    assert page.locator("[data-message]").bounding_box()["height"] > 80  # (a long one)
    assert page.evaluate(BOARD_TOP) == before
    board = page.locator("svg[data-board]").bounding_box()
    said = page.locator("[data-message]").bounding_box()
    assert board["y"] + board["height"] <= said["y"] and said["y"] + said["height"] <= 568


def test_on_a_phone_sideways_the_hand_over_cover_fits_long_names(page, server):
    """The cover's sentence and its button, with a long name, fit the cover on a phone held
    sideways: nothing to scroll, so focus on its button never scrolls the sentence away."""
    page.set_viewport_size({"width": 568, "height": 320})
    names = ["Maria da Conceição Magalhães de Araújo", "Brzęczyszczykiewicz Grzegorz"]
    start_party(page, server, "?seed=LAYOUT6&side=A", names)
    tap_island(page, int(legal(page, "island")[0]))
    press(page, "start-4")
    page.wait_for_selector("[data-handover]:not([hidden])")
    overflow = page.evaluate(
        "(() => { const c = document.querySelector('[data-handover]');"
        " return c.scrollHeight - c.clientHeight })()"
    )
    assert overflow <= 1


# Where the new table's question, the board and the hand-over's cover are on the screen.
WHERE = """(() => {
  const top = (s) => document.querySelector(s).getBoundingClientRect().top;
  const button = document.querySelector('[data-action="take-turn"]').getBoundingClientRect();
  return {prompt: top('[data-prompt]'), board: top('svg[data-board]'),
          cover: top('[data-handover-text]'), button: button.bottom, height: innerHeight};
})()"""


def test_on_a_phone_upright_a_table_begun_and_its_cover_are_seen_whole(page, server):
    """*Start pass-and-play* sits far below the board on a phone upright: the new table's
    question and board are brought into view (it seemed to do nothing, and a second tap
    began another table); the hand-over's cover shows its words with its button (Q51)."""
    page.set_viewport_size({"width": 360, "height": 640})
    start_party(page, server, "?seed=LAYOUT8&side=A", ["Ana", "Bo"])
    where = page.evaluate(WHERE)
    assert where["prompt"] >= 0 and 0 <= where["board"] < where["height"] / 2, where
    page.evaluate("scrollTo(0, 336)")  # (the panel read down to the deal's own start)
    press(page, "seed-start")
    page.wait_for_selector("[data-handover]:not([hidden])")
    where = page.evaluate(WHERE)
    assert where["cover"] >= 0 and where["button"] <= where["height"], where


def test_on_the_smallest_phone_the_name_prompts_button_is_never_under_the_message(page, server):
    """A challenge link on a new phone asks the name over the board; the message (under the
    board on a phone upright) goes back above it then, never over the cover's button."""
    page.set_viewport_size({"width": 320, "height": 568})
    open_game(page, server, "?seed=PORTUGALCHALLENGE2026NOVEMBROXYZ&side=B&mode=challenge&lang=pt")
    assert attr(page, "html", "data-asking-name") == "true"
    box = page.locator('[data-action="give-name"]').bounding_box()
    for y in (box["y"] + 4, box["y"] + box["height"] / 2, box["y"] + box["height"] - 4):
        assert button_on_top(page, box, y) == "give-name", y


def test_on_a_phone_upright_the_update_prompt_never_covers_the_rounds_buttons(page, server):
    """A new version's prompt (shown here as the page shows it) sits with the page's notes at
    the top on a phone held upright: Undo, Hint and Done, scrolled to, are never under it."""
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, server, "?seed=LAYOUT7&side=A&lang=pt")
    press(page, "seed-start")
    page.evaluate("document.querySelector('[data-update]').hidden = false")
    for action in ("undo", "hint", "confirm"):
        button = page.locator(f'[data-action="{action}"]:visible').first
        button.scroll_into_view_if_needed()
        box = button.bounding_box()
        for y in (box["y"] + 4, box["y"] + box["height"] - 4):
            assert button_on_top(page, box, y) == action, (action, y)
    label = page.locator("[data-update] button").bounding_box()
    assert label["height"] < 60  # its label on one line ("Recarregar" was broken mid-word)


def test_every_way_of_playing_shows_the_whole_board_on_a_phone_and_a_tablet(page, server):
    sizes = [(360, 640), PHONE, (844, 390), TABLET]
    found = []
    # The guided game: its step's text above the board.
    open_game(page, server, "?seed=LAYOUT2&side=B")
    press(page, "tutorial")
    press(page, "seed-start")
    assert attr(page, "html", "data-kind") == "tutorial"
    found += check(page, "tutorial", sizes)
    # Pass and play: each player's turn is prompted above the board.
    start_party(page, server, "?seed=LAYOUT3&side=B", ["Ana", "Ben"])
    for turn in range(2):
        tap_island(page, int(legal(page, "island")[0]))
        press(page, "start-4")
        page.wait_for_selector("[data-handover]:not([hidden])")
        if turn == 0:  # whose turn it is reads whole above the hand-over cover, on a phone
            page.set_viewport_size({"width": 320, "height": 568})
            assert page.evaluate(ON_TOP, "[data-prompt]"), "the prompt is under the cover"
            resize(page, *TABLET)
        press(page, "take-turn")
    assert attr(page, "html", "data-phase") == "play"
    found += check(page, "party", sizes)
    # A seed challenge: the result link and the standings under the round's buttons.
    open_game(page, server, "?seed=LAYOUT4&side=B")
    page.click("text=Seed challenge")
    page.fill("[data-challenge-name]", "Ana")
    press(page, "start-challenge")
    press(page, "seed-start")
    assert attr(page, "html", "data-kind") == "challenge"
    found += check(page, "challenge", sizes)
    assert found == []
    # A replay: the still board whole on the screen with its controls (under them; on a
    # phone sideways, beside them), whatever the length of its title (a long name here) or of
    # its round's words ("Round 16 of 17" took a line more than the starts', Q39).
    game = random_game("LAYOUT5", "B", random.Random(3), ("Bartłomiej Wąsowicz-Żółkiewski", "x"))
    open_game(page, server, f"?replay={encode_result(to_record(game), 0)}&round=16")
    outside = []
    for width, height in [
        (320, 568),
        (360, 640),
        PHONE,
        (844, 390),
        (640, 360),
        (768, 1024),
        TABLET,
    ]:
        page.set_viewport_size({"width": width, "height": height})
        left, top, right, bottom, w, h, apart = page.evaluate(STILL)
        page.screenshot(path=SHOTS / f"chromium-replay-{width}x{height}.png")
        if not (left >= 0 and top >= 0 and right <= w and bottom <= h and apart):
            outside.append((width, height, top, bottom))
    assert outside == []


def test_with_storage_full_the_warning_leaves_the_board_and_the_round_in_view(page, server):
    """The lasting warning (storage full: nothing is saved) sits above the board: on a phone
    upright it is one compact row, its headline beside Save to file, and no room is kept for
    a message until there is one. In Spanish, whose sentence is among the longest (six lines
    on the smallest phone), and on the smallest phone too."""
    open_game(page, server, "?seed=LAYOUTFULL&side=B&lang=es")
    press(page, "seed-start")
    page.evaluate(
        "() => { Storage.prototype.setItem = () => {"
        " throw new DOMException('full', 'QuotaExceededError') } }"
    )
    tap_island(page, int(legal(page, "island")[0]))
    page.wait_for_selector("[data-storage-warning]:not([hidden])")
    assert check(page, "storage-full", [(320, 568), (360, 640), PHONE]) == []
    assert page.is_visible("[data-storage-warning-short]")
    assert not page.is_visible("[data-storage-warning-text]")
    page.set_viewport_size({"width": TABLET[0], "height": TABLET[1]})  # room: the sentence
    assert page.is_visible("[data-storage-warning-text]")
    assert not page.is_visible("[data-storage-warning-short]")
