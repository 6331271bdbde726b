"""The page, played by taps like a person, in real Chromium."""

from __future__ import annotations

import json
import random

from hashi_core import deal

from ..helpers import cli
from .player import (
    REFUSE_CLIPBOARD,
    attr,
    legal,
    message,
    open_game,
    play_round,
    press,
    record,
    resize,
    snapshot,
    tap_island,
    tap_line,
    wait_ready,
)


def test_refused_taps_say_why_and_change_nothing(page, server):
    open_game(page, server, "?seed=REFUSE&side=A")
    tap_island(page, 1)  # a flag cannot take the start
    assert message(page)[0] == "bad_start"
    press(page, "seed-start")
    before = snapshot(page)
    tap_island(page, 1)  # flagged, no bridge yet
    code, text = message(page)
    assert code == "flag_needs_bridge" and "flag" in text
    tap_line(page, "1-2")  # neither end has a number
    assert message(page)[0] == "bridge_needs_number"
    assert snapshot(page) == before
    assert page.get_attribute("[data-message]", "aria-live")
    # Legal targets are marked, and illegal ones are not.
    assert "1" not in legal(page, "island") and "2" in legal(page, "island")


def test_undo_steps_back_inside_the_round(page, server):
    open_game(page, server, "?seed=UNDO1&side=A")
    press(page, "seed-start")
    start = int(deal("UNDO1").start.island)
    before = snapshot(page)
    target = next(i for i in legal(page, "island"))
    tap_island(page, int(target))
    assert attr(page, f'[data-island="{target}"]', "data-number") == attr(
        page, "[data-card]", "data-card-number"
    )
    line = legal(page, "line")[0]
    tap_line(page, line)
    assert attr(page, f'[data-line="{line}"]', "data-bridges") == "1"
    press(page, "undo")
    assert attr(page, f'[data-line="{line}"]', "data-bridges") == "0"
    press(page, "undo")
    assert snapshot(page) == before
    assert page.is_disabled('[data-action="undo"]')
    assert start > 0


# A tap, then the page left, in one task: no frame is painted between them, so the tap's
# save (written once its step is painted) is still due when the page goes.
TAP_AND_LEAVE = """(island) => {
  const hit = document.querySelector(`[data-island="${island}"] circle.hit`);
  hit.dispatchEvent(new MouseEvent("click", {bubbles: true, detail: 1}));
  window.dispatchEvent(new PageTransitionEvent("pagehide"));
  const key = "hashi.save." + localStorage.getItem("hashi.current");
  return JSON.parse(localStorage.getItem(key)).record;
}"""


def test_a_reload_right_after_a_tap_resumes_with_that_tap(page, server):
    open_game(page, server, "?seed=RIGHT1&side=A")
    press(page, "seed-start")
    saved = page.evaluate(TAP_AND_LEAVE, int(legal(page, "island")[0]))
    assert saved == record(page) and any(p.get("draft") for p in saved["players"])
    page.reload()
    wait_ready(page)
    assert record(page) == saved
    tap_line(page, legal(page, "line")[0])  # and at once, by a person's tap
    before = record(page)
    page.reload()
    wait_ready(page)
    assert record(page) == before


def test_reload_mid_round_restores_the_same_position(page, server):
    open_game(page, server, "?seed=RELOAD&side=B")
    press(page, "seed-start")
    rng = random.Random(2)
    play_round(page, rng)
    play_round(page, rng)
    tap_island(page, int(legal(page, "island")[0]))
    tap_line(page, legal(page, "line")[0])
    before, data = snapshot(page), record(page)
    page.reload()
    wait_ready(page)
    assert snapshot(page) == before
    assert record(page) == data
    # Undo still knows the steps of the round in progress.
    press(page, "undo")
    assert (
        sum(int(b) for _, b in snapshot(page)["lines"])
        == sum(int(b) for _, b in before["lines"]) - 1
    )
    # Closing the tab and opening the site again (no query) resumes the game too.
    page.goto(server)
    wait_ready(page)
    assert record(page)["seed"] == "RELOAD" and attr(page, "svg[data-board]", "data-board") == "B"


def test_a_seed_link_gives_the_engines_deal(page, server):
    expected = deal("K7QX2M", "B")
    open_game(page, server, "?seed=k7qx2m&side=B")
    assert attr(page, "svg[data-board]", "data-board") == "B"
    assert page.text_content("[data-seed]") == "K7QX2M"
    press(page, "seed-start")
    start = expected.start
    assert attr(page, f'[data-island="{start.island}"]', "data-number") == str(start.value)
    for card in expected.draw[:4]:
        assert attr(page, "[data-card]", "data-card-number") == str(card.number)
        assert attr(page, "[data-card]", "data-card-bridges") == str(card.bridges)
        before = attr(page, "[data-round]", "data-round")
        press(page, "confirm")  # skip: nothing drawn (a tap of its own, not a double tap)
        assert attr(page, "[data-round]", "data-round") == str(int(before) + 1)
    data = record(page)
    assert (data["seed"], data["side"], data["mode"]) == ("K7QX2M", "B", "solo")
    # Share gives the deal's link (copied, and shown to the player).
    link = f"{server}?seed=K7QX2M&side=B"
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        press(page, "share")
        page.wait_for_function(
            "document.querySelector('[data-message]').textContent.includes('?seed=')"
        )
        assert message(page)[1] == f"Link copied: {link}"
        assert page.evaluate("navigator.clipboard.readText()") == link
        # A clipboard that refuses it: the link is shown to copy, never said copied.
        page.evaluate(REFUSE_CLIPBOARD)
        press(page, "share")
        page.wait_for_function(
            "document.querySelector('[data-message]').textContent.startsWith('Copy this')"
        )
        assert message(page)[1] == f"Copy this link to send it: {link}"
    finally:
        page.context.clear_permissions()
    code, _, _ = cli("verify", "-", stdin=json.dumps(data))
    assert code == 0


def test_bad_links_and_corrupt_saves_get_a_message_and_lose_nothing(page, server):
    open_game(page, server, "?seed=GOOD1&side=A")
    press(page, "seed-start")
    good = record(page)
    # A strange address: shown as text, never run, and the good game stays.
    open_game(page, server, "?seed=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&side=Z")
    assert message(page)[0] == "bad_link"
    assert page.locator("img").count() == 0
    assert record(page) == good
    # A save that cannot be read is set aside (a copy kept), said, and the start goes on.
    page.evaluate("() => localStorage.setItem('hashi.save.BROKEN', '{not json')")
    page.evaluate("() => localStorage.setItem('hashi.current', 'BROKEN')")
    open_game(page, server, "?seed=OTHER2&side=A")
    assert attr(page, "html", "data-phase") == "setup"
    assert "set aside" in page.text_content("[data-reports]")
    copies = page.evaluate(
        "() => Object.keys(localStorage).filter(k => k.startsWith('hashi.corrupt.'))"
        ".map(k => localStorage.getItem(k))"
    )
    assert copies == ["{not json"]
    open_game(page, server, "?seed=GOOD1&side=A")
    assert record(page) == good


def test_export_and_import_a_record(page, server, tmp_path):
    open_game(page, server, "?seed=EXPORT&side=A")
    press(page, "seed-start")
    play_round(page, random.Random(1))
    with page.expect_download() as info:
        press(page, "export")
    path = tmp_path / "game.json"
    info.value.save_as(path)
    exported = json.loads(path.read_text())
    assert exported == record(page)
    code, _, _ = cli("verify", str(path))
    assert code == 0
    # A tampered record is refused with its rule, and the game in play stays; on a phone
    # upright, from the file's button at the page's foot, the message is brought into view.
    tampered = json.loads(json.dumps(exported))
    tampered["players"][0]["start"]["value"] = 6
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(tampered))
    resize(page, 390, 844)
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.set_input_files("[data-import-input]", str(bad))
    page.wait_for_function("document.querySelector('[data-message]').dataset.code !== ''")
    assert message(page)[0] == "bad_start"
    assert record(page) == exported
    page.wait_for_function(IN_VIEW, arg="[data-message]")
    # A good record opens: a new device resumes it (and says so in view).
    other = page.context.new_page()
    open_game(other, server, "?seed=ELSEWHERE&side=B")
    other.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    other.set_input_files("[data-import-input]", str(path))
    other.wait_for_function("document.querySelector('[data-message]').dataset.code === 'imported'")
    assert record(other) == exported
    other.wait_for_function(IN_VIEW, arg="[data-message]")
    other.close()


# Whether the selector's element is wholly on the screen.
IN_VIEW = """(selector) => {
  const box = document.querySelector(selector).getBoundingClientRect();
  return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
}"""


def test_keyboard_players_reach_islands_and_lines(page, server):
    open_game(page, server, "?seed=KEYS&side=A")
    press(page, "seed-start")
    target = legal(page, "island")[0]
    label = attr(page, f'[data-island="{target}"]', "aria-label")
    assert f"Island {target}" in label
    page.focus(f'[data-island="{target}"]')
    page.keyboard.press("Enter")
    assert attr(page, f'[data-island="{target}"]', "data-number") != ""
    assert "number" in attr(page, f'[data-island="{target}"]', "aria-label")
    line = legal(page, "line")[0]
    page.focus(f'[data-line="{line}"]')
    page.keyboard.press(" ")
    assert attr(page, f'[data-line="{line}"]', "data-bridges") == "1"
    name = attr(page, f'[data-line="{line}"]', "aria-label")
    assert name.split(", ")[1] == "1 bridge"  # then "playable now" while it takes another


def test_a_failed_start_shows_a_message_not_a_traceback(page, server):
    page.route("**/app.zip.gz", lambda route: route.abort())

    def python_gave_up(message):  # main.py's own report, after boot.js's "start-up failed"
        # (An error, not a warning such as a snapshot's refusal: until main.py reports, the
        # runtime may still be starting, keeping the page too busy to answer.)
        text = message.text
        return message.type == "error" and text.startswith("hashi: ") and "start-up" not in text

    with page.expect_console_message(python_gave_up, timeout=90_000):
        page.goto(server + "?seed=BROKEN1&side=A")
    assert page.get_attribute("html", "data-app-state") == "error"
    assert page.is_visible(".load-error")
    assert "could not start" in page.text_content(".load-error")
    assert "Traceback" not in page.inner_text("body")
