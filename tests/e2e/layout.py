"""What a player must see at once while playing, measured in the page (issue 27): the whole
board, every island's tap area, the card in play, the bridges left and the round's buttons.

Shared by the layout tests in Chromium (``test_layout.py``) and in the other engines
(``tests/engines/test_layout.py``): ``MEASURE`` is a JavaScript function of no argument,
``problems`` reads its answer.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SIZES = [
    (360, 640),
    (390, 844),
    (412, 915),  # upright phones
    (640, 360),
    (844, 390),  # sideways
    (768, 1024),
    (1024, 768),
    (1366, 1024),  # tablets
]
PHONE, TABLET = (390, 844), (1024, 768)
TARGET_PX = 44
# Where the screenshots go for a person to look at (not committed: .gitignore).
SHOTS = Path(__file__).resolve().parents[1] / "output" / "layout"

# The parts that must show, whole and uncovered, beside the board.
PARTS = {
    "card": "[data-card]",
    "bridges left": "[data-bridges-left]",
    "undo": '[data-action="undo"]',
    "hint": '[data-action="hint"]',
    "done": '[data-action="confirm"]',
}

MEASURE = """(() => {
  const box = node => { const r = node.getBoundingClientRect();
    return {x: r.left, y: r.top, w: r.width, h: r.height}; };
  // Shown: the points near its corners and its centre are its own (nothing covers it, no
  // scroller clips it).
  const owns = (node, b) => [[0.5, 0.5], [0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]]
    .every(([fx, fy]) => { const hit = document.elementFromPoint(b.x + fx * b.w, b.y + fy * b.h);
      return !!hit && (hit === node || node.contains(hit)); });
  const parts = {};
  for (const [name, selector] of Object.entries(PARTS)) {
    const node = document.querySelector(selector), b = box(node);
    parts[name] = {...b, owned: owns(node, b)};
  }
  const board = document.querySelector("svg[data-board]");
  parts.board = box(board);
  // Each island: its hit square's size, and whether taps at its square's edges reach it.
  const islands = [...board.querySelectorAll("[data-island]")].map(node => {
    const b = box(node.querySelector("rect.hit")), cx = b.x + b.w / 2, cy = b.y + b.h / 2;
    const reach = [-21, 0, 21].every(dx => [-21, 0, 21].every(dy => {
      const hit = document.elementFromPoint(cx + dx, cy + dy);
      return hit?.closest("[data-island]") === node; }));
    return {id: node.dataset.island, size: Math.min(b.w, b.h), reach};
  });
  return {parts, islands, width: innerWidth, height: innerHeight,
          pageWidth: document.documentElement.scrollWidth, scrolled: [scrollX, scrollY]};
})()""".replace("PARTS", json.dumps(PARTS))


def problems(measured: dict[str, Any]) -> list[str]:
    """What is wrong with a ``MEASURE``: a part outside the screen, covered or overlapping
    another, an island's tap area under 44 px or not its own, the page scrolled sideways."""
    found = []
    width, height = measured["width"], measured["height"]
    parts = measured["parts"]
    for name, b in parts.items():
        inside = b["x"] >= -0.5 and b["y"] >= -0.5
        inside = inside and b["x"] + b["w"] <= width + 0.5 and b["y"] + b["h"] <= height + 0.5
        if not inside or b["w"] <= 0 or b["h"] <= 0:
            found.append(f"{name} not inside the {width}x{height} screen: {b}")
        elif not b.get("owned", True):
            found.append(f"{name} covered or clipped: {b}")
    names = sorted(parts)
    for i, one in enumerate(names):
        for other in names[i + 1 :]:
            a, b = parts[one], parts[other]
            if not (
                a["x"] + a["w"] <= b["x"] + 0.5
                or b["x"] + b["w"] <= a["x"] + 0.5
                or a["y"] + a["h"] <= b["y"] + 0.5
                or b["y"] + b["h"] <= a["y"] + 0.5
            ):
                found.append(f"{one} and {other} overlap")
    for island in measured["islands"]:
        if island["size"] < TARGET_PX - 0.01:
            found.append(f"island {island['id']}: tap area {island['size']:.1f} px")
        elif not island["reach"]:
            found.append(f"island {island['id']}: a tap inside its 44 px square misses it")
    if measured["pageWidth"] > width:
        found.append(f"the page is {measured['pageWidth']} px wide")
    if measured["scrolled"] != [0, 0]:
        found.append(f"scrolled to {measured['scrolled']}")
    return found


def button_on_top(page: Any, box: dict[str, float], y: float | None = None) -> str | None:
    """The action of the button drawn on top at ``box``'s middle across, at height ``y`` (its
    middle by default): nothing laid over it there, or what is."""
    at = [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2 if y is None else y]
    found = page.evaluate(
        "([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.dataset.action ?? null",
        at,
    )
    return None if found is None else str(found)
