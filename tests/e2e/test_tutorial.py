"""The guided first game, played to its end by taps in real Chromium."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from hashi_core import get_board
from hashi_texts import render
from web.lessons import tutorial_script as script

from .layout import button_on_top
from .player import (
    after_paint,
    attr,
    message,
    open_game,
    press,
    record,
    snapshot,
    tap_island,
    tap_line,
    wait_ready,
)


def open_in(page: Page, server: str, lang: str) -> None:
    """The page in ``lang``: the one place that knows how a language is chosen (``?lang=``)."""
    open_game(page, server, "" if lang == "en" else f"?lang={lang}")


def step_shown(page: Page) -> str:
    return page.text_content("[data-tutorial-progress]") or ""


# Where two lines cross: the horizontal one's middle height, the vertical one's middle width.
CROSSING = """([line, other]) => {
  const at = (id) =>
    document.querySelector(`[data-line="${id}"] line.dots`).getBoundingClientRect();
  const [a, b] = [at(line), at(other)];
  const [across, down] = a.width > a.height ? [a, b] : [b, a];
  return [down.x + down.width / 2, across.y + across.height / 2];
}"""


def tap(page: Page, t: script.Tap) -> None:
    if t.kind == "island":
        tap_island(page, int(t.target))
    elif t.kind == "line":
        crosses = get_board(script.SIDE).lines[str(t.target)].crosses
        if crosses:  # on the crossing: the step's line is the one tapped (Q36)
            page.locator(f'[data-line="{t.target}"]').scroll_into_view_if_needed()
            x, y = page.evaluate(CROSSING, [str(t.target), crosses[0]])
            page.mouse.click(x, y)
        else:
            tap_line(page, str(t.target))
    else:  # the visible copy of the button (New game is on the panel and the end screen)
        page.locator(f'[data-action="{t.target}"]:visible').first.click()


# A button's opacity half-way through its pulse (its animations paused there, then resumed).
MID_PULSE = """(selector) => {
  const button = document.querySelector(selector);
  const running = button.getAnimations();
  for (const a of running) { a.pause(); a.currentTime = 600; }
  const opacity = getComputedStyle(button).opacity;
  for (const a of running) a.play();
  return opacity;
}"""


def target_marked(page: Page, t: script.Tap) -> bool:
    selector = {
        "island": f'[data-island="{t.target}"]',
        "line": f'[data-line="{t.target}"]',
        "action": f'[data-action="{t.target}"]:visible',
    }[t.kind]
    return attr(page, selector, "data-tutorial-target") == "true"


def refusal_text(index: int, lang: str) -> str:
    """The engine's refusal of step ``index``'s tap, as the player's language says it."""
    move = script.move_of(script.STEPS[index])
    error = script.replay(index).check(move, 0)
    assert error is not None
    return render(error.key, lang, **error.params)


# English and Polish (long words, other plural forms) as the page draws them; every
# language's texts, refusals and wrong taps step by step: tests/test_tutorial_flow.py.
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_guided_game_played_to_its_end_by_taps(page, server, lang):
    open_in(page, server, lang)
    press(page, "tutorial")
    assert attr(page, "html", "data-kind") == "tutorial"
    region = page.locator("[data-tutorial-step]")
    assert region.is_visible() and region.get_attribute("aria-live") == "polite"
    for index, step in enumerate(script.STEPS):
        assert page.text_content("[data-tutorial-text]") == render(step.text, lang, **step.params)
        assert step_shown(page) == render(
            "tutorial.progress", lang, step=index + 1, total=len(script.STEPS)
        )
        assert target_marked(page, step.tap), step
        if index == 0 and step.tap.kind == "action":  # its label's contrast at mid-pulse
            assert page.evaluate(MID_PULSE, f'[data-action="{step.tap.target}"]') == "1"
        assert page.locator('[data-tutorial-target="true"]').count() == 1
        if index in (1, 8):  # a wrong tap: explained, and nothing changes
            before = snapshot(page)
            tap_island(page, 1)
            code, text = message(page)
            assert code == "tutorial_not_now"
            assert text == render(step.not_now, lang, **step.params)
            assert snapshot(page) == before
        # The last step on a phone, upright or sideways (where its long text once left the
        # panel's rest 0 px high): its button in view beside its text (upright, the panel's
        # is a screen below: Q36), and nothing over it.
        width, height = (360, 640) if lang == "en" else (568, 320)
        if index == len(script.STEPS) - 2:
            page.set_viewport_size({"width": width, "height": height})
        tap(page, step.tap)
        if index == len(script.STEPS) - 2:
            shown = '[data-tutorial-step] [data-tutorial-target="true"]'
            page.wait_for_function(f"document.activeElement === document.querySelector('{shown}')")
            for part in (shown, "[data-tutorial-text]"):
                box = page.locator(part).bounding_box()
                assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height
            assert button_on_top(page, page.locator(shown).bounding_box()) == "new-game"
        if step.refusal:
            assert message(page) == (step.refusal, refusal_text(index, lang))
        if index == 5:
            assert page.evaluate("() => window.hashi.record()") is None
    # The last tap starts a real game; the lesson's region is gone.
    assert attr(page, "html", "data-kind") == "solo"
    assert attr(page, "html", "data-phase") == "setup"
    assert not region.is_visible()
    assert page.locator('[data-tutorial-target]:not([data-tutorial-target="false"])').count() == 0
    assert page.text_content("[data-seed]")  # a real deal, with its seed


def test_left_for_a_real_game_and_resumed_at_the_same_step(page, server):
    open_in(page, server, "en")
    press(page, "tutorial")
    for step in script.STEPS[:6]:
        tap(page, step.tap)
    here, board = step_shown(page), snapshot(page)
    page.click('[data-action="new-game"]:visible')
    assert attr(page, "html", "data-kind") == "solo"
    press(page, "seed-start")
    real = record(page)
    press(page, "tutorial")
    assert (step_shown(page), snapshot(page)) == (here, board)
    # A reload in the guided game comes back to the same step.
    page.reload()
    wait_ready(page)
    assert attr(page, "html", "data-kind") == "tutorial"
    assert (step_shown(page), snapshot(page)) == (here, board)
    tap(page, script.STEPS[6].tap)
    assert step_shown(page) == render("tutorial.progress", "en", step=8, total=len(script.STEPS))
    # The real game is where it was: after New game, first in the panel (scrolled to reach
    # New game, the panel is back at its top), in view without scrolling.
    page.click('[data-action="new-game"]:visible')
    box = page.locator("[data-in-progress] button").first.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 900
    page.click("[data-in-progress] button")
    assert record(page) == real


def test_on_a_phone_the_first_target_is_in_view_sideways_from_a_scrolled_panel_and_upright(
    page, server
):
    """On a phone sideways the panel scrolls under the round's buttons: the guided game's
    button is reached by scrolling it, and the first step's target is then in view (the
    panel back at its top), not 258 px above it."""
    page.set_viewport_size({"width": 844, "height": 390})
    open_in(page, server, "pt")
    page.locator('[data-action="tutorial"]:visible').first.scroll_into_view_if_needed()
    assert page.evaluate("document.querySelector('.panel-more').scrollTop") > 0
    press(page, "tutorial")
    page.wait_for_function("document.documentElement.dataset.kind === 'tutorial'")
    box = page.locator('[data-tutorial-target="true"]:visible').first.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 390
    # On a phone upright the step's text is at the top and its button far below the board:
    # both in view once the guided game is (re)started (Q39: the button was under the fold).
    page.set_viewport_size({"width": 360, "height": 640})
    page.click('[data-action="new-game"]:visible')
    page.wait_for_function("document.documentElement.dataset.kind !== 'tutorial'")
    page.evaluate("window.scrollTo(0, 0)")
    press(page, "tutorial")
    page.wait_for_function("document.documentElement.dataset.kind === 'tutorial'")
    in_view = """() => [...document.querySelectorAll('[data-tutorial-target="true"]')]
      .some((b) => { const r = b.getBoundingClientRect();
                     return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight + 0.5; })"""
    page.wait_for_function(in_view, timeout=10_000)  # (focus and the scroll follow the paint)
    box = page.locator('[data-tutorial-target="true"]:visible').first.bounding_box()
    text = page.locator("[data-tutorial-text]").bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 640.5
    assert text is not None and text["y"] >= 0
    # A wrong tap on the board: its message, under the board, pushes the button down; the
    # button is brought into view again once the tap is painted (Q41).
    page.evaluate("window.scrollTo(0, 0)")
    tap_island(page, 7)
    assert message(page)[0] == "tutorial_not_now"
    page.wait_for_function(in_view, timeout=10_000)
    # The smallest phone: the step's heading whole at the top, and the button with its ring
    # (a 4 px shadow) on the screen (the setup's own help, said by the step, is left out).
    page.set_viewport_size({"width": 320, "height": 568})
    page.click('[data-action="new-game"]:visible')
    page.wait_for_function("document.documentElement.dataset.kind !== 'tutorial'")
    page.evaluate("window.scrollTo(0, 0)")
    press(page, "tutorial")
    page.wait_for_function("document.documentElement.dataset.kind === 'tutorial'")
    page.wait_for_function(in_view, timeout=10_000)
    after_paint(page)
    step = page.locator("[data-tutorial-step]").bounding_box()
    box = page.locator('[data-tutorial-target="true"]:visible').first.bounding_box()
    assert step is not None and step["y"] >= -0.5
    assert box is not None and box["y"] + box["height"] + 4 <= 568.5
