"""Accessibility of the page: axe-core on every screen, keyboard play, touch targets, announcements."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from .player import attr, legal, open_game, play_round, tap_island

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
SIZES = {"desktop": (1024, 768), "phone": (390, 844)}


def axe_violations(page) -> list[str]:
    """axe-core's violations on the page as it is now: ``rule (impact): targets``."""
    if not page.evaluate("() => !!window.axe"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    found = page.evaluate(
        """async () => (await axe.run(document, {resultTypes: ['violations']})).violations
        .map(v => `${v.id} (${v.impact}): ${v.nodes.slice(0, 4).map(n => n.target.join(' ')).join(', ')}`)"""
    )
    return list(found)


def sized(context, server, size: str):
    width, height = SIZES[size]
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    return page


def to_end(page, seed: str) -> None:
    open_game(page, page.url_base, f"?seed={seed}&side=A")


@pytest.mark.parametrize("size", list(SIZES))
def test_no_axe_violations_on_any_screen(context, server, size):
    page = sized(context, server, size)
    found: dict[str, list[str]] = {}
    open_game(page, server, "?seed=AXE1&side=A")
    found["setup"] = axe_violations(page)
    page.click('[data-action="seed-start"]')
    rng = random.Random(3)
    for _ in range(3):
        play_round(page, rng)
    tap_island(page, int(legal(page, "island")[0]))
    found["mid-round"] = axe_violations(page)
    while attr(page, "html", "data-phase") != "end":
        play_round(page, rng)
    found["end"] = axe_violations(page)
    open_game(page, server, "?seed=AXE2&side=A")
    page.click("text=Pass and play")
    for field, name in zip(
        page.query_selector_all("[data-player-name]"), ["Ana", "Ben"], strict=False
    ):
        field.fill(name)
    page.click('[data-action="start-party"]')
    tap_island(page, int(legal(page, "island")[0]))
    page.click('[data-action="start-4"]')
    page.wait_for_selector("[data-handover]:not([hidden])")
    found["hand-over"] = axe_violations(page)
    problems = [f"{screen}: {v}" for screen, rules in found.items() for v in rules]
    assert problems == [], "\n".join(problems)
