"""Hostile storage, two tabs, huge files, bad addresses: the page starts, says so, loses nothing."""

from __future__ import annotations

import json
import random

from ..helpers import cli
from .player import attr, message, open_game, play_round, press, record, wait_ready

THROWING_STORAGE = """
Object.defineProperty(window, 'localStorage', {
  get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }
});
"""
FULL_STORAGE = """
Storage.prototype.setItem = function () {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};
"""


def test_hostile_stored_values_never_stop_the_start(page, server):
    open_game(page, server, "?seed=HOST01&side=A")
    page.evaluate(
        """() => {
        const deep = '['.repeat(20000) + ']'.repeat(20000);
        localStorage.setItem('hashi.save.X1', deep);
        localStorage.setItem('hashi.current', 'X1');
        localStorage.setItem('hashi.history', '"' + 'x'.repeat(1500000) + '"');
        localStorage.setItem('hashi.results.HOST01/A', deep);
        localStorage.setItem('hashi.whatever', deep);
    }"""
    )
    page.goto(server)
    wait_ready(page)
    reports = page.locator("[data-reports] li").all_text_contents()
    assert len(reports) == 2 and all("set aside" in r or "left where it is" in r for r in reports)
    copies = page.evaluate(
        "() => Object.keys(localStorage).filter(k => k.startsWith('hashi.corrupt.'))"
    )
    assert len(copies) >= 1
    assert page.evaluate("() => localStorage.getItem('hashi.whatever').length") == 40000
    press(page, "seed-start")
    play_round(page, random.Random(1))
    assert attr(page, "[data-round]", "data-round") == "2"
    press(page, "dismiss-reports")
    assert not page.is_visible("[data-reports]")


def test_storage_switched_off_gives_a_lasting_warning_and_the_export(page, server):
    page.add_init_script(THROWING_STORAGE)
    open_game(page, server, "?seed=PRIV01&side=A")
    assert page.is_visible("[data-storage-warning]")
    assert "progress will be lost" in page.text_content("[data-storage-warning]")
    press(page, "seed-start")
    play_round(page, random.Random(2))
    assert page.is_visible("[data-storage-warning]")
    with page.expect_download() as info:
        page.click('[data-storage-warning] [data-action="export-now"]')
    with open(info.value.path()) as saved:
        data = json.load(saved)
    assert cli("verify", "-", stdin=json.dumps(data))[0] == 0


def test_full_storage_gives_a_lasting_warning(page, server):
    page.add_init_script(FULL_STORAGE)
    open_game(page, server, "?seed=FULL01&side=A")
    press(page, "seed-start")
    # (the save is written in the task after the step is painted: the warning with it)
    page.wait_for_selector("[data-storage-warning]", state="visible", timeout=5_000)
    assert "storage is full" in page.text_content("[data-storage-warning]")
    play_round(page, random.Random(3))
    assert page.is_visible("[data-storage-warning]")


def test_two_tabs_on_one_game_lose_no_move_silently(page, server):
    one = page
    open_game(one, server, "?seed=TABS01&side=A")
    one.click('[data-action="seed-start"]')
    two = page.context.new_page()
    open_game(two, server, "?seed=TABS01&side=A")
    play_round(two, random.Random(4))
    # The first tab hears of it and shows the game as it is now.
    one.wait_for_function("document.querySelector('[data-round]').dataset.round === '2'")
    assert message(one)[0] == "moved_elsewhere"
    assert record(one) == record(two)


def test_a_huge_or_deep_file_is_refused_and_import_keeps_working(page, server, tmp_path):
    open_game(page, server, "?seed=FILE01&side=A")
    press(page, "seed-start")
    before = record(page)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 20_000 + "]" * 20_000)
    page.set_input_files("[data-import-input]", str(deep))
    page.wait_for_function("document.querySelector('[data-message]').dataset.code !== ''")
    code, text = message(page)
    assert code == "import_refused" and "nested too deeply" in text
    huge = tmp_path / "huge.json"
    huge.write_text('"' + "x" * 3_000_000 + '"')
    page.set_input_files("[data-import-input]", str(huge))
    page.wait_for_function(
        "document.querySelector('[data-message]').textContent.includes('too large')"
    )
    assert record(page) == before
    good = tmp_path / "good.json"
    good.write_text(json.dumps(before))
    page.set_input_files("[data-import-input]", str(good))
    page.wait_for_function("document.querySelector('[data-message]').dataset.code === 'imported'")
    assert record(page) == before


def test_an_unknown_mode_is_reported_and_setup_has_no_record(page, server):
    open_game(page, server, "?seed=MODE01&side=A&mode=chess")
    code, text = message(page)
    assert code == "bad_mode" and "chess" in text
    assert page.evaluate("() => window.hashi.record()") is None
    press(page, "seed-start")
    assert cli("verify", "-", stdin=json.dumps(record(page)))[0] == 0


def test_a_save_refused_after_a_tap_is_told_without_another_tap(page, server):
    open_game(page, server, "?seed=FULL02&side=A")
    assert page.is_hidden("[data-storage-warning]")
    page.evaluate(f"() => {{ {FULL_STORAGE} }}")  # the storage fills up meanwhile
    press(page, "seed-start")  # its save is written once the step is painted
    page.wait_for_selector("[data-storage-warning]", state="visible", timeout=5_000)
    assert "storage is full" in page.text_content("[data-storage-warning]")
