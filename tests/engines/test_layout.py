"""The whole board in every hand (issue 27) in WebKit and Firefox: at a phone's size and a
tablet's, the board, every island's 44 px tap area, the card in play, the bridges left, Undo,
Hint and Done show at once, whole and apart (every size in Chromium: tests/e2e/test_layout.py).

One page per engine, resized between the sizes; a screenshot of each size goes to
``tests/output/layout/``. WebKitGTK's MiniBrowser keeps its window at least 447 px wide, so
in WebKit the game runs in a frame of the phone's size (the frame is its viewport: the same
media queries, viewport units and hit testing), inside a blank page of the game's origin.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.e2e.conftest import BLANK
from tests.e2e.layout import MEASURE, PHONE, SHOTS, TABLET, problems

from .conftest import Site
from .drivers import Driver

LEGAL = "[...document.querySelectorAll('.island.legal')].map(n => n.dataset.island)"
BOX = """(() => {
  const box = document.querySelector(%s).getBoundingClientRect();
  return [box.left, box.top, box.width, box.height];
})()"""
FRAME = """(() => {
  document.body.style.margin = "0";
  const frame = document.createElement("iframe");
  frame.style.cssText = "border: 0; position: fixed; left: 0; top: 0";
  frame.src = %s;
  document.body.append(frame);
  return true;
})()"""


class Game:
    """The game's page in ``browser``: the page itself, or a frame at the window's top left."""

    def __init__(self, browser: Driver, framed: bool) -> None:
        self.browser, self.framed = browser, framed

    def open(self, site: Site, query: str, size: tuple[int, int]) -> None:
        if self.framed:
            self.browser.resize(TABLET[0], PHONE[1])  # room for either size
            self.browser.open(site.url + BLANK[1:])
            self.browser.value(FRAME % json.dumps(site.url + query))
        self.resize(*size)
        if not self.framed:
            self.browser.open(site.url + query)
        self.wait("document.documentElement.dataset.appState === 'ready'", seconds=240)

    def resize(self, width: int, height: int) -> None:
        if self.framed:
            self.browser.value(
                f"(() => {{ const f = document.querySelector('iframe');"
                f" f.width = {width}; f.height = {height}; return true; }})()"
            )
        else:
            self.browser.resize(width, height)
        self.wait(f"innerWidth === {width} && innerHeight === {height}", seconds=30)

    def inside(self, expression: str) -> str:
        if not self.framed:
            return expression
        return f"document.querySelector('iframe').contentWindow.eval({json.dumps(expression)})"

    def value(self, expression: str) -> Any:
        return self.browser.value(self.inside(expression))

    def wait(self, condition: str, seconds: float = 120) -> None:
        if self.framed:  # (the frame's page may be between two documents)
            condition = f"(() => {{ try {{ return {self.inside(condition)}; }} catch {{}} }})()"
        self.browser.wait(condition, seconds)

    def tap(self, selector: str) -> None:
        left, top, width, height = self.value(BOX % json.dumps(selector))
        self.browser.click(left + width / 2, top + height / 2)  # (the frame is at 0, 0)


@pytest.mark.parametrize("browser", ["webkit", "firefox"], indirect=True)
def test_the_whole_board_and_the_round_on_a_phone_and_a_tablet(browser: Driver, site: Site):
    game = Game(browser, framed=browser.engine == "webkit")
    game.open(site, "?seed=LAYOUT&side=B", PHONE)
    game.value("window.scrollTo(0, 0)")
    game.tap('[data-action="seed-start"]')
    game.wait("document.documentElement.dataset.phase === 'play'")
    # The board takes focus once the step is painted, which may scroll a phone's page: the
    # next tap is aimed after that, as a person's is at what they see.
    game.wait("document.activeElement.matches('[data-island]')", seconds=30)
    island = game.value(LEGAL)[0]
    game.tap(f'[data-island="{island}"] circle.hit')
    game.wait(f"document.querySelector('[data-island=\"{island}\"]').dataset.number !== ''")
    found = []
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in (PHONE, TABLET):
        game.resize(width, height)
        game.value("window.scrollTo(0, 0)")
        found += [f"{width}x{height}: {p}" for p in problems(game.value(MEASURE))]
        browser.screenshot(SHOTS / f"{browser.engine}-solo-B-{width}x{height}.png")
    assert found == []
