"""Five languages: the first paint, a played round, a refusal, the rules and the scores
chart on a narrow phone, with no English."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Page

from hashi_core import get_board
from hashi_texts import catalogue, render

from .player import legal, press, tap_island, wait_ready

FOREIGN = ("es", "pt", "it", "pl")


def english_only(lang: str) -> list[str]:
    """English texts (without parameters) whose translation differs: none may show in ``lang``."""
    english, other = catalogue("en"), catalogue(lang)
    return [
        text
        for key, text in english.items()
        if isinstance(text, str) and "{" not in text and len(text) >= 10 and other[key] != text
    ]


# Every control whose text does not fit in it (cut off, or spilling over its edge).
CLIPPED = """() => [...document.querySelectorAll('button, select, summary, a')]
  .filter(n => n.getClientRects().length && n.scrollWidth > n.clientWidth + 1)
  .map(n => `${n.dataset.action || n.tagName}: ${n.textContent.trim()} `
            + `(${n.scrollWidth} > ${n.clientWidth} px)`)"""
WIDTHS = (320, 390, 1024)  # the narrowest phones, a phone, a tablet


def clipped(page: Page) -> dict[int, list[str]]:
    """The controls whose text does not fit, at each of ``WIDTHS``, then back to the size."""
    size = page.viewport_size
    found = {}
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 800})
        found[width] = page.evaluate(CLIPPED)
    page.set_viewport_size(size)
    return {width: texts for width, texts in found.items() if texts}


def shown_english(page: Page, lang: str) -> list[str]:
    body = page.inner_text("body")
    return [text for text in english_only(lang) if text in body]


@pytest.mark.parametrize("lang", FOREIGN)
def test_a_round_in_each_language_with_no_english(page: Page, server: str, lang: str):
    page.goto(f"{server}?lang={lang}&seed=LANG{lang.upper()}&side=A")
    page.wait_for_load_state("domcontentloaded")
    # Before Python runs, the page is already in the player's language.
    assert page.get_attribute("html", "lang") == lang
    assert page.get_attribute("html", "data-app-state") in ("loading", "ready")
    assert shown_english(page, lang) == []
    wait_ready(page)
    assert page.input_value('select[data-setting="language"]') == lang
    assert clipped(page) == {}  # every label fits its control, the longest language's too
    press(page, "seed-start")
    assert clipped(page) == {}
    flag = get_board("A").flagged("red")[0]
    tap_island(page, flag)
    assert page.get_attribute("[data-message]", "data-code") == "flag_needs_bridge"
    expected = render("rule.flag_needs_bridge", lang, island=flag)
    assert page.text_content("[data-message]").strip("\u00a0") == expected
    tap_island(page, int(legal(page, "island")[0]))
    press(page, "confirm")
    assert page.get_attribute("[data-round]", "data-round") == "2"
    assert shown_english(page, lang) == []
    press(page, "rules")
    assert page.evaluate("document.querySelector('dialog[data-rules]').open")
    assert page.text_content("#howto-title") == render("howto.title", lang)
    words = len(re.findall(r"\w+", page.inner_text("dialog[data-rules]")))
    assert words >= 300
    press(page, "close-rules")
    assert not page.evaluate("document.querySelector('dialog[data-rules]').open")
    # (the panel's button: at 320 px the phone reaches it by another way; the chart is the same)
    opened = lambda: page.dispatch_event('[data-action="open-history"]', "click")  # noqa: E731
    chart_fits_a_narrow_phone(page, opened, lang)


# Each text of the chart that runs past its picture's edge (SVG text never wraps).
CHART_OVERRUNS = """() => {
  const svg = document.querySelector('[data-chart] svg');
  const right = svg.getBoundingClientRect().right + 1;
  return [...svg.querySelectorAll('text')]
    .filter(t => t.getBoundingClientRect().right > right)
    .map(t => t.textContent);
}"""


def chart_fits_a_narrow_phone(page: Page, show: Callable[[], object], lang: str) -> None:
    """The scores screen with no finished game (empty panels, no daily challenge yet),
    shown by ``show``: the longest words of ``lang`` on the narrowest phones."""
    page.set_viewport_size({"width": 320, "height": 700})
    show()
    page.wait_for_selector('html[data-screen="history"]')
    assert page.evaluate(CHART_OVERRUNS) == [], lang
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    assert not page.is_visible('[data-screen-box="history"] h3')  # no games: no heading


def test_the_scores_chart_fits_a_narrow_phone(page: Page, server: str):
    """A fresh device's scores in English (``&screen=history``; the shared page's storage
    is cleared after every test); each other language's: after its round, above."""

    def show() -> None:
        page.goto(f"{server}?screen=history&lang=en")
        wait_ready(page)

    chart_fits_a_narrow_phone(page, show, "en")


# The device's locale reaching the choice (a device of its own: the locale is the context's)
# is checked on tests/e2e/test_faults.py's Polish device, its start once its files come.
# Which language each device's languages give, pt-BR's and de-DE's among them, is
# web/scripts/early.js's pure choice: tests/js/early.test.mjs.


def test_the_choice_is_remembered_and_keeps_the_game(page: Page, server: str):
    page.goto(f"{server}?lang=pt&seed=KEEPLANG&side=B")
    wait_ready(page)
    press(page, "seed-start")
    tap_island(page, int(legal(page, "island")[0]))
    before = page.evaluate("window.hashi.record()")
    with page.expect_navigation():
        page.select_option('select[data-setting="language"]', "it")
    wait_ready(page)
    assert page.get_attribute("html", "lang") == "it"
    assert page.evaluate("window.hashi.record()") == before  # the round in progress kept
    # By keys: an arrow browses the languages (the page stays), Enter opens the one chosen.
    page.focus('select[data-setting="language"]')
    page.keyboard.press("ArrowDown")
    page.wait_for_timeout(300)
    assert page.evaluate("document.documentElement.lang") == "it"
    assert page.input_value('select[data-setting="language"]') == "pl"
    page.keyboard.press("Escape")  # put back: leaving opens nothing
    assert page.input_value('select[data-setting="language"]') == "it"
    page.keyboard.press("ArrowDown")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    wait_ready(page)
    assert page.get_attribute("html", "lang") == "pl"
    page.goto(server)  # no ?lang: the remembered choice
    wait_ready(page)
    assert page.get_attribute("html", "lang") == "pl"
    assert page.evaluate("window.hashi.record()") == before
