"""The page's colours meet WCAG AA: text 4.5:1, essential graphics and focus 3:1, light and dark."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

STYLE = Path(__file__).resolve().parent.parent / "web" / "assets" / "style.css"
CSS = STYLE.read_text(encoding="utf-8")


def palette(scheme: str) -> dict[str, str]:
    """The colour variables of ``:root``, with the dark theme's overrides for "dark"."""
    colours = dict(re.findall(r"--([a-z-]+):\s*(#[0-9a-f]{6})", CSS.split("}")[0]))
    if scheme == "dark":
        dark = CSS.split("@media (prefers-color-scheme: dark)")[1].split("}")[0]
        colours.update(re.findall(r"--([a-z-]+):\s*(#[0-9a-f]{6})", dark))
    return colours


def luminance(colour: str) -> float:
    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


TEXT = [
    ("ink", "sea"),
    ("ink", "panel"),
    ("ink", "island"),
    ("ink", "done"),
    ("ink", "fresh"),
    ("muted", "sea"),
    ("muted", "panel"),
    ("accent", "panel"),
    ("error", "panel"),
]
GRAPHICS = [
    ("legal", "sea"),
    ("legal", "island"),
    ("dots", "sea"),
    ("focus", "sea"),
    ("focus", "island"),
    ("ink", "sea"),
    ("red", "sea"),
    ("blue", "sea"),
    ("red", "island"),
    ("blue", "island"),
    ("accent", "done"),
]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_text_and_essential_graphics_meet_aa_contrast(scheme):
    colours = palette(scheme)
    low = [
        (f, b, round(contrast(colours[f], colours[b]), 2))
        for f, b in TEXT
        if contrast(colours[f], colours[b]) < 4.5
    ]
    low += [
        (f, b, round(contrast(colours[f], colours[b]), 2))
        for f, b in GRAPHICS
        if contrast(colours[f], colours[b]) < 3
    ]
    assert low == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_focus_is_never_the_legal_colour(scheme):
    colours = palette(scheme)
    assert colours["focus"] != colours["legal"]

    # Far apart in hue too: purple against orange.
    def hue(colour: str) -> int:
        import colorsys

        r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
        return round(colorsys.rgb_to_hsv(r, g, b)[0] * 360)

    gap = abs(hue(colours["focus"]) - hue(colours["legal"])) % 360
    assert min(gap, 360 - gap) > 90
