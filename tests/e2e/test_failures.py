"""What fails around the game, in a real browser: storage blocked, a computer that cannot
start, an upgrade in place; and a challenge's end (one total, standings that fit)."""

from __future__ import annotations

import json
import random
import re

from hashi_core import ROUNDS, Game, to_record
from hashi_core.playout import playout, random_start
from hashi_core.share import encode_result

from ..helpers import cli, random_game
from .player import (
    attr,
    import_game,
    legal,
    message,
    open_game,
    play_round,
    press,
    record,
    resize,
    tap_island,
    wait_ready,
)

BLOCKED_STORAGE = """
Object.defineProperty(window, 'localStorage', {
  get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }
});
"""
BLOCKED_SESSION = BLOCKED_STORAGE.replace("localStorage", "sessionStorage")
WORKER = "**/web/bot-worker.mjs"
THROWING_WORKER = "self.onmessage = () => { throw new Error('the computer broke'); };"


def test_with_storage_blocked_every_tap_is_kept_and_the_warning_said_once(page, server):
    page.add_init_script(BLOCKED_STORAGE)
    open_game(page, server, "?seed=BLOCK1&side=A")
    warning = page.text_content("[data-storage-warning-text]")
    assert page.is_visible("[data-storage-warning]") and "lost when the tab closes" in warning
    size = page.viewport_size
    assert size is not None
    page.set_viewport_size({"width": 320, "height": 568})  # a phone upright: the headline
    assert page.is_visible("[data-storage-warning-short]")
    assert page.text_content("[data-storage-warning-short]") == "This browser keeps no progress"
    assert page.get_attribute('[data-action="export-now"]', "aria-describedby") == (
        page.get_attribute("[data-storage-warning-text]", "id")
    )  # (the sentence, hidden there, still describes Save to file)
    resize(page, size["width"], size["height"])
    press(page, "seed-start")
    rng = random.Random(3)
    numbers = []
    for _ in range(4):
        island = int(rng.choice(legal(page, "island")))
        tap_island(page, island)
        assert attr(page, f'[data-island="{island}"]', "data-number") != ""  # kept, not undone
        numbers.append(island)
        play_round(page, rng)  # the rest of the round, then Done
        assert message(page)[0] != "moved_elsewhere"
        assert page.text_content("[data-storage-warning-text]") == warning  # the same, once
    turns = record(page)["players"][0]["turns"]
    assert [t["number"] for t in turns] == numbers
    with page.expect_download() as saved:
        page.click('[data-storage-warning] [data-action="export-now"]')
    with open(saved.value.path()) as file:
        assert cli("verify", "-", stdin=file.read())[0] == 0


def test_with_only_the_tabs_storage_the_game_lives_through_reloads_and_languages(page, server):
    """localStorage refused, sessionStorage there: the game is kept for the tab (told so)."""
    page.add_init_script(BLOCKED_STORAGE)
    open_game(page, server, "?seed=BLOCKT&side=A&lang=es")
    assert page.is_visible("[data-storage-warning]")
    press(page, "seed-start")
    rng = random.Random(5)
    play_round(page, rng)
    play_round(page, rng)
    tap_island(page, int(rng.choice(legal(page, "island"))))
    game = record(page)
    page.reload()
    wait_ready(page)
    assert record(page) == game and attr(page, "[data-round]", "data-round") == "3"
    page.select_option('select[data-setting="language"]', "pl")
    page.wait_for_function("document.documentElement.lang === 'pl'")
    wait_ready(page)
    assert record(page) == game and page.is_visible("[data-storage-warning]")


def test_with_storage_blocked_the_language_asked_or_chosen_is_the_one_shown(page, server):
    """No storage to remember a language in: ``?lang=`` still opens its page, and the
    language select's choice goes along in the address (else the page it opens would
    fall back to the device's language)."""
    page.add_init_script(BLOCKED_STORAGE + BLOCKED_SESSION)
    open_game(page, server, "?seed=BLOCKL&side=A&lang=pt")
    assert attr(page, "html", "lang") == "pt" and "index.pt.html" in page.url
    page.select_option('select[data-setting="language"]', "es")
    page.wait_for_function("document.documentElement.lang === 'es'")
    wait_ready(page)
    assert "index.es.html" in page.url and "lang=es" in page.url
    page.reload()
    wait_ready(page)
    assert attr(page, "html", "lang") == "es"


def test_the_longest_seed_wraps_and_nothing_scrolls_sideways(page, server):
    """A seed may be 64 characters long (one word): where it shows, it wraps."""
    seed = "W" * 64
    open_game(page, server, f"?seed={seed}&side=B&lang=pl")
    press(page, "seed-start")
    assert page.text_content("[data-seed]") == seed
    for width, height in ((1024, 768), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        wide = page.eval_on_selector(".panel", "p => p.scrollWidth - p.clientWidth")
        assert wide <= 0, (width, wide)


def worker_requests(page) -> list[str]:
    seen: list[str] = []
    page.on("request", lambda r: seen.append(r.url) if r.url.endswith("bot-worker.mjs") else None)
    return seen


def test_a_worker_that_cannot_load_is_said_and_the_hint_asked_again_only_by_the_player(
    page, server
):
    page.route(WORKER, lambda route: route.fulfill(status=404, body="gone"))
    asked = worker_requests(page)
    open_game(page, server, "?seed=NOBOT1&side=A")
    press(page, "seed-start")
    press(page, "hint")
    page.wait_for_function("document.querySelector('[data-message]').dataset.code !== 'thinking'")
    code, text = message(page)
    assert code == "bot_start_failed" and "could not start" in text
    assert attr(page, "html", "data-computer-busy") == "false"
    assert not page.is_disabled('[data-action="hint"]') and len(asked) == 1
    press(page, "hint")  # the player asks again: at most one new try
    page.wait_for_function("document.querySelector('[data-message]').dataset.code !== 'thinking'")
    assert message(page)[0] in ("bot_unavailable", "bot_start_failed") and len(asked) <= 2
    # The game goes on by taps meanwhile.
    play_round(page, random.Random(1))
    assert attr(page, "[data-round]", "data-round") == "2"


def test_a_worker_that_throws_is_said_in_the_players_language(page, server):
    page.route(
        WORKER,
        lambda route: route.fulfill(
            status=200, body=THROWING_WORKER, headers={"content-type": "text/javascript"}
        ),
    )
    open_game(page, server, "?seed=NOBOT2&side=A&lang=pl")
    press(page, "seed-start")
    press(page, "hint")
    page.wait_for_function(
        "document.querySelector('[data-message]').dataset.code === 'bot_start_failed'"
    )
    assert message(page)[1].startswith("Komputer nie mógł się uruchomić")


def test_a_table_whose_computer_cannot_play_chooses_a_person_and_goes_on(page, server):
    page.route(WORKER, lambda route: route.fulfill(status=404, body="gone"))
    asked = worker_requests(page)
    open_game(page, server, "?seed=NOBOT3&side=A")
    page.click("text=Pass and play")
    names, kinds = (
        page.query_selector_all("[data-player-name]"),
        page.query_selector_all("[data-player-kind]"),
    )
    names[0].fill("Ana")
    names[1].fill("Bot")
    kinds[1].select_option("easy")
    press(page, "start-party")
    tap_island(page, int(legal(page, "island")[0]))  # Ana writes Bot's start
    press(page, "start-4")
    press(page, "confirm")  # Ana's round 1; now the computer's go
    page.wait_for_selector("[data-stuck]:not([hidden])")
    assert page.text_content("[data-stuck-text]").startswith(
        "The computer cannot play \u2068Bot\u2069's"
    )
    assert message(page)[0] == "bot_start_failed"
    assert len(asked) == 1  # no busy loop: nothing asks the failed worker again
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-stuck]:not([hidden])")  # after a reload: asked once more
    assert len(asked) == 2
    press(page, "seat-person")
    page.wait_for_selector("[data-handover]:not([hidden])")
    assert "Pass the device to \u2068Bot\u2069" in page.text_content("[data-handover]")
    press(page, "take-turn")
    press(page, "confirm")  # Bot's round 1, by a person
    assert attr(page, "[data-round]", "data-round") == "2" and page.is_hidden("[data-stuck]")
    page.reload()
    wait_ready(page)
    assert page.is_hidden("[data-stuck]") and len(asked) == 2  # a person's seat now
    assert [len(p["turns"]) for p in record(page)["players"]] == [1, 1]


def test_after_an_upgrade_the_start_url_opens_the_game_in_progress(page, server):
    game = random_game("UPGRADE", "B", random.Random(2), rounds=5)
    open_game(page, server)
    page.evaluate(
        """([record]) => {
        localStorage.clear();
        localStorage.setItem('hashi.game.UPGRADE/B', record);
        localStorage.setItem('hashi.current', 'UPGRADE/B');
    }""",
        [json.dumps(to_record(game))],
    )
    open_game(page, server)  # the installed app's start URL
    assert attr(page, "html", "data-phase") == "play"
    assert attr(page, "[data-round]", "data-round") == "6"
    assert record(page)["players"] == to_record(game)["players"]


def finished_challenge(page, server) -> None:
    """A challenge at its end, with three friends' results pasted: Zoe's game, played to
    its end (the library's random play), opened from its file as a player opens a saved
    one (a challenge played to its end by taps: tests/e2e/test_journeys.py)."""
    zoe = Game("ENDS1", "A", "multi", ["Zoe"])  # a challenge: one seat, scored as a table
    random_start(zoe, random.Random(7), 0)
    open_game(page, server)
    import_game(page, to_record(playout(zoe, random.Random(7), ROUNDS)))
    assert attr(page, "html", "data-kind") == "challenge"
    assert attr(page, "html", "data-phase") == "end"
    for n, name in enumerate(["Alexandra", "Bartholomew", "Cy"]):
        friend = random_game("ENDS1", "A", random.Random(n), names=(name, "x"), rounds=17)
        page.fill("[data-result-input]", encode_result(to_record(friend), 0))
        press(page, "add-result")


def test_a_challenges_end_has_one_total_and_standings_that_fit(page, server):
    finished_challenge(page, server)
    header = attr(page, "[data-score-total]", "data-score-total")
    mine = page.eval_on_selector(
        "[data-standings] tr[aria-current=true]", "r => [...r.cells].map(c => c.textContent)"
    )
    summary = page.text_content("[data-end-summary]")
    assert re.findall(r"\d+", summary)[0] == header == mine[2]  # the total, beside the name
    solo = cli("verify", "-", stdin=json.dumps({**record(page), "mode": "solo"}))[1]
    solo_total = str(solo["players"][0]["total"])
    assert (f"({solo_total} by the solo rules)" in summary) == (solo_total != header)
    assert page.locator("[data-score-rows] li").last.text_content() == f"Total: {header}"
    for width, height in ((1024, 768), (768, 1024), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.locator("[data-standings]").scroll_into_view_if_needed()
        for scrolled in (0, 10_000):  # the table scrolls inside itself if it must
            page.eval_on_selector(".table-scroll", f"box => box.scrollLeft = {scrolled}")
            frame = page.locator(".table-scroll").bounding_box()
            row = "[data-standings] tr[aria-current=true]"
            for cell in (f"{row} td:nth-child(2)", f"{row} td:nth-child(3)"):
                box = page.locator(cell).bounding_box()
                assert (
                    frame["x"] - 1 <= box["x"]
                    and box["x"] + box["width"] <= frame["x"] + frame["width"] + 1
                ), (width, cell, scrolled)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
