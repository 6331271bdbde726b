"""Replay links of your own games and the screens' small fixes (issue 27 #5, #6): a solo
game's and a table's board's link watched round by round on a fresh device, a crafted link
refused, the chart's labels and a friend's standings laid out without overlaps."""

from __future__ import annotations

import itertools
import json
import random
import tempfile
from pathlib import Path

import pytest

from hashi_core import ROUNDS, from_record, to_record
from hashi_core.share import encode_result
from hashi_texts import render

from ..helpers import random_game
from .conftest import BLANK
from .player import attr, import_game, message, open_game, press, resize

STILL = """() => [...document.querySelectorAll('[data-replay-seats] figure')].map(f =>
  Object.fromEntries([...f.querySelectorAll('[data-still-island]')].map(n =>
    [n.dataset.stillIsland, [n.dataset.stillNumber, n.dataset.stillFinished]])))"""
SHOTS = Path(tempfile.gettempdir()) / "hashi-screenshots"  # for a person to look at (kept)
STORED = "() => JSON.stringify(Object.entries(localStorage).sort())"


def islands(record: dict, player: int, rounds: int) -> dict[str, list[str]]:
    """A record's sheet after ``rounds`` rounds as a still board shows it."""
    cut = {
        **record,
        "players": [{**p, "turns": p["turns"][:rounds]} for p in record["players"]],
    }
    sheet = from_record(cut).players[player].sheet
    return {
        str(i): [str(sheet.numbers.get(i, "")), str(sheet.is_finished(i)).lower()]
        for i in range(1, 19)
    }


def shared_link(page) -> str:
    assert page.locator("[data-replay-share]").is_visible()
    # (encoded in the task after the end's paint, with its save: filled once settled)
    page.wait_for_function("document.querySelector('[data-replay-link]').value !== ''")
    assert page.locator('[data-action="share-replay"]').first.is_enabled()
    link = page.input_value("[data-replay-link]")
    assert "?replay=" in link
    return link


def watch(page, link: str, record: dict, player: int) -> None:
    """Open ``link`` and step it round by round: each round the board as the record has it."""
    open_game(page, "", link)
    assert attr(page, "html", "data-screen") == "replay"
    for position in range(ROUNDS + 1):
        if position:
            page.keyboard.press("ArrowRight")
            page.wait_for_function(
                f"document.querySelector('[data-replay-slider]').value === '{position}'"
            )
        assert page.evaluate(STILL) == [islands(record, player, position)], position
    said = render("replay.round_of", "en", round=ROUNDS, rounds=ROUNDS)
    assert page.text_content("[data-replay-round]") == said


def test_replay_links_of_a_solo_game_and_a_tables_board_play_on_a_fresh_device(page, server):
    open_game(page, server, "?seed=SENDA1&side=A")
    solo = to_record(random_game("SENDA1", "A", random.Random(3), ("Zoë",)))
    import_game(page, solo)
    assert attr(page, "html", "data-phase") == "end"
    solo_link = shared_link(page)
    assert page.text_content("[data-replay-link-label]") == render("ui.replay_link_game", "en")
    press(page, "share-replay")  # (no share sheet here: copied, and the link said)
    page.wait_for_function(
        "document.querySelector('[data-message]').textContent.includes('?replay=')"
    )
    table = to_record(random_game("SENDB2", "B", random.Random(4), ("Ana", "Ben")))
    import_game(page, table)
    assert attr(page, "html", "data-phase") == "end"
    page.click('[data-action="view-player"][data-player="1"]')
    page.wait_for_function(
        "document.querySelector('[data-replay-link-label]').textContent.includes('Ben')"
    )
    ben_link = shared_link(page)
    # The history's entry of the solo game shares the same game.
    press(page, "open-history")
    rows = page.locator('[data-replay-list] [data-action="share-replay"]')
    assert rows.count() == 2

    # A fresh device: the shared page's browser with the game's storage cleared (as every
    # test's page starts), the sender's page closed first.
    fresh = page.context.new_page()
    page.close()
    fresh.goto(server + BLANK[1:])
    fresh.evaluate("localStorage.clear()")
    watch(fresh, solo_link, solo, 0)
    heading = fresh.text_content("#replay-title")
    assert "Zoë" in heading and "SENDA1" in heading
    stored = fresh.evaluate(STORED)
    watch(fresh, ben_link, table, 1)
    (seat,) = fresh.locator("[data-replay-seats] figure h3").all_text_contents()
    assert seat == "Ben"
    # A crafted link: refused with why, the replay and the saves as they were.
    code = ben_link.split("?replay=")[1]
    flipped = code[:30] + ("A" if code[30] != "A" else "B") + code[31:]
    open_game(fresh, server, f"?replay={flipped}")
    assert attr(fresh, "html", "data-screen") == "game"
    assert message(fresh)[0] == "bad_replay"
    reason = render("record.replay_damaged", "en")
    assert fresh.text_content("[data-message]").strip() == render(
        "ui.replay_refused", "en", reason=reason
    )
    assert fresh.evaluate(STORED) == stored


# Every text and mark of the chart's panels as the browser draws them (its fonts): the
# bands' titles, the best's label and its ring.
CHART_BOXES = """() => [...document.querySelectorAll(
    '[data-chart] svg text[dominant-baseline="central"], [data-chart] svg circle.chart-best')]
  .map(n => { const r = n.getBoundingClientRect();
              return [n.textContent || 'ring', r.left, r.top, r.right, r.bottom]; })"""


def overlaps(boxes: list) -> list[tuple[str, str]]:
    return [
        (a[0], b[0])
        for i, a in enumerate(boxes)
        for b in boxes[i + 1 :]
        if a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5 and a[2] < b[4] - 0.5 and b[2] < a[4] - 0.5
    ]


def test_the_charts_labels_do_not_overlap_on_a_phone_or_a_desktop(page, server):
    open_game(page, server, "?seed=CHART2&side=A")
    entries = []
    for n, total in enumerate([31, 38, 44, 41, 52, 47, 55]):  # the newest game is the best
        ident = f"C{n}.A.solo.x{n}"
        entries.append(
            {
                "seed": f"C{n}",
                "side": "A",
                "kind": "solo",
                "name": "Me",
                "total": total,
                "id": ident,
                "date": f"2026-11-{10 + n:02d}",
            }
        )
    for n, total in enumerate([40, 46, 53, 49]):
        entries.append({"seed": f"D{n}", "side": "B", "kind": "solo", "name": "Me", "total": total})
    page.evaluate("h => localStorage.setItem('hashi.history', h)", json.dumps(entries))
    for lang in ("en", "it", "pl"):
        drawn = {}
        for width, height in ((360, 640), (1024, 768)):  # the chart is drawn for its width
            resize(page, width, height)
            if width == 360:
                open_game(page, server, f"?seed=CHART2&side=A&lang={lang}&screen=history")
            else:  # drawn again as the screen opens again
                press(page, "close-screen")
                page.wait_for_selector('html[data-screen="game"]')
                press(page, "open-history")
                page.wait_for_selector('html[data-screen="history"]')
            page.wait_for_selector("[data-chart] svg")
            drawn[width] = page.get_attribute("[data-chart] svg", "viewBox")
            boxes = page.evaluate(CHART_BOXES)
            assert sum(1 for b in boxes if b[0] == "ring") == 2
            assert len(boxes) > 10  # the bands' titles and the bests' labels
            assert overlaps(boxes) == [], (lang, width)
            page.locator("[data-chart]").screenshot(path=SHOTS / f"chart-{lang}-{width}.png")
        assert drawn[360] != drawn[1024]  # each drawn for its width


# The standings' cells as drawn: the frozen ones (place, name, total) and the others.
STANDINGS_CELLS = """() => [...document.querySelectorAll('[data-standings] tr')].map(row =>
  [...row.cells].map(c => { const r = c.getBoundingClientRect();
    return [c.cellIndex, r.left, r.right, r.top, r.bottom]; }))"""


@pytest.mark.parametrize("lang", ["it", "pl"])
def test_a_friends_standings_at_1024_px_keep_the_header_whole_and_cover_nothing(page, server, lang):
    page.set_viewport_size({"width": 1024, "height": 768})
    zofia = to_record(random_game("STAND2", "A", random.Random(9), ("Zofia", "x"), ROUNDS))
    zofia["players"] = zofia["players"][:1]  # a challenge: one seat, scored as a table
    open_game(page, server, f"?lang={lang}")
    import_game(page, zofia)
    assert attr(page, "html", "data-kind") == "challenge"
    for n, name in enumerate(["Aleksandra", "Bartłomiej", "Cy"]):
        friend = random_game("STAND2", "A", random.Random(n), (name, "x"), ROUNDS)
        page.fill("[data-result-input]", encode_result(to_record(friend), 0))
        press(page, "add-result")
    page.locator("[data-standings]").scroll_into_view_if_needed()
    box = page.locator(".table-scroll").bounding_box()
    left, right = box["x"], box["x"] + box["width"]
    for scrolled in (0, 10_000):
        page.eval_on_selector(".table-scroll", f"b => b.scrollLeft = {scrolled}")
        rows = page.evaluate(STANDINGS_CELLS)
        for row in rows:
            frozen = [c for c in row if c[0] < 3]
            assert frozen[-1][2] <= right + 1 and frozen[0][1] >= left - 1  # in view
            # Nothing in view lies under a frozen cell; at rest nothing is under one at all.
            for cell in row[3:]:
                under = cell[1] < frozen[-1][2] - 1
                assert not under or scrolled, (lang, cell)
        # The header's cells side by side, none squeezed into another.
        head = rows[0]
        assert all(a[2] <= b[1] + 1 for a, b in itertools.pairwise(head)) or scrolled
    page.eval_on_selector(".table-scroll", "b => b.scrollLeft = 0")
    page.locator(".challenge").screenshot(path=SHOTS / f"standings-{lang}-1024.png")
