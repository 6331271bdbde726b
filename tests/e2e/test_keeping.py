"""Keeping games on a device whose browser clears them (Safari's seven-day rule): persistent
storage asked once, the player told how to keep games, and a wiped device told its games
are gone, while a first visit is told nothing (web/model/keeping.py)."""

from __future__ import annotations

import pytest

from .player import open_game, press, wait_ready

# navigator.storage.persist() stubbed: counted, and refused (as Safari does outside the Home
# Screen), so that the page tells the player how to keep their games.
COUNT_PERSIST = """
window.persistCalls = 0;
if (navigator.storage) {
  navigator.storage.persist = () => { window.persistCalls += 1; return Promise.resolve(false); };
}
"""

# What Safari erases after seven days without a visit: script-written storage, Cache Storage
# and the service worker's registration. The HTTP cache stays.
WIPE = """async () => {
  localStorage.clear();
  for (const key of await caches.keys()) await caches.delete(key);
  for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
}"""

CHECKED = "html[data-storage-checked=true]"


def finish_by_passing(page) -> None:
    """A whole solo game by taps: its start, then every round passed."""
    press(page, "seed-start")
    page.wait_for_selector("html[data-phase=play]")
    while page.get_attribute("html", "data-phase") != "end":
        before = page.get_attribute("[data-round]", "data-round")
        press(page, "confirm")
        page.wait_for_function(
            "(r) => document.querySelector('[data-round]').getAttribute('data-round') !== r",
            arg=before,
        )


@pytest.mark.unseeded  # a true first visit: nothing of the game on the device
def test_a_wiped_device_is_told_its_games_are_gone_and_a_first_visit_is_not(context, server):
    context.add_init_script(COUNT_PERSIST)
    page = context.new_page()
    open_game(page, server, "?seed=KEEP1&side=A")
    page.wait_for_selector(CHECKED)
    assert page.is_hidden("[data-storage-lost]")  # a first visit: nothing was lost
    assert page.text_content("[data-last-backup]") == "No game saved to a file yet."
    with page.expect_response(lambda r: "kept-games" in r.url):  # the device has a game now
        finish_by_passing(page)
    page.wait_for_selector("[data-keep-tip]:visible")
    assert "Home Screen" in page.text_content("[data-keep-tip]")
    assert page.evaluate("window.persistCalls") == 1
    press(page, "dismiss-keep-tip")
    page.wait_for_selector("[data-keep-tip]", state="hidden")

    page.reload()  # a visit before the wipe: the end screen again, nothing said or asked
    page.wait_for_selector(CHECKED)
    assert page.is_hidden("[data-storage-lost]") and page.is_hidden("[data-keep-tip]")
    with page.expect_download():
        press(page, "export")
    today = page.evaluate("new Date().toLocaleDateString('en-US')")  # 11/26/2026
    page.wait_for_selector(f"[data-last-backup]:text-is('Last saved to a file: {today}')")
    assert page.evaluate("window.persistCalls") == 0

    page.evaluate(WIPE)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-storage-lost]:visible")
    assert "cleared them" in page.text_content("[data-storage-lost]")
    # (no service worker was in charge at that start: the page says so only then; it
    # registers one again once ready, so the controller is not looked at here: a race)

    page.reload()  # said once
    page.wait_for_selector(CHECKED)
    assert page.is_hidden("[data-storage-lost]")
