"""SVG markup for the self-contained pictures (the still boards, the share picture, the chart).

Elements with presentation attributes (so a picture looks right on its own:
an ``<img>`` of a blob, a canvas, a PNG), the light theme's palette and the
app's font, and texts sized to fit their room (SVG text never wraps). Text
content and attribute values are escaped here.
"""

from __future__ import annotations

from functools import cache
from html import escape

# The light theme of ``web/assets/style.css`` (its ``:root`` variables; a test keeps them equal).
PALETTE = {
    "sea": "#e6f3f7",
    "ink": "#17313b",
    "accent": "#0f5e7a",
    "legal": "#a85400",
    "muted": "#44606b",
    "dots": "#5b7b87",
    "island": "#ffffff",
    "done": "#d9f0e3",
    "fresh": "#fff3cd",
    "red": "#c62828",
    "blue": "#1565c0",
    "on-accent": "#ffffff",
}
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"


@cache
def _name(keyword: str) -> str:
    """An attribute's name: ``class_`` -> ``class``, ``font_size`` -> ``font-size``."""
    return keyword.rstrip("_").replace("_", "-")


def _value(value: object) -> str:
    """An attribute's value: text escaped, a float to one decimal at most."""
    if isinstance(value, str):
        return escape(value)
    if isinstance(value, float):
        return f"{value:.1f}".rstrip("0").rstrip(".")
    return str(value)


def attrs(**values: object) -> str:
    """``name="value"`` pairs (see :func:`_name`, :func:`_value`); None is left out."""
    return "".join(
        f' {_name(name)}="{_value(value)}"' for name, value in values.items() if value is not None
    )


def tag(name: str, content: str | None = None, **values: object) -> str:
    """An element: self-closing without ``content``; ``content`` is markup (already escaped)."""
    if content is None:
        return f"<{name}{attrs(**values)}/>"
    return f"<{name}{attrs(**values)}>{content}</{name}>"


def text_element(content: str, **values: object) -> str:
    """A ``<text>`` element in the app's font; ``content`` is escaped (it may be a name)."""
    return tag("text", escape(content), font_family=FONT, **values)


# How wide a character is drawn, in ems, by kind (the system sans fonts, DejaVu Sans the
# widest of them; bold a little wider): an upper estimate, for a line that must fit its
# room (SVG text never wraps).
NARROW, WIDE = set(" .,:;'!|ijlrtf·()-"), set("MWmw@")
BOLD = 1.16  # (DejaVu Sans Bold: its lowercase ~0.69 em)
MIN_FONT = 9


def _em(character: str) -> float:
    if character in WIDE:
        return 1.0
    if character in NARROW:
        return 0.38
    if character.isupper():
        return 0.76
    return 0.66 if character.isdigit() else 0.6


def text_width(text: str, size: float, bold: bool = False) -> float:
    """About how wide ``text`` is drawn at ``size`` (pixels; at most this, as a rule)."""
    return sum(map(_em, text)) * size * (BOLD if bold else 1.0)


def fitted(text: str, room: float, size: float, bold: bool = False) -> float:
    """``size``, or smaller (not below ``MIN_FONT``) so that ``text`` fits ``room`` pixels."""
    wide = text_width(text, 1, bold)
    return max(MIN_FONT, min(size, room / wide)) if wide else size


def label(
    text: str,
    x: float,
    y: float,
    anchor: str = "start",
    colour: str = "muted",
    size: float = 12,
    bold: bool = False,
    halo: str | None = None,
    **more: object,
) -> str:
    """A text of a picture or chart: ``colour`` names a colour of the palette; ``halo`` (a
    colour) outlines it, drawn under it, so that it reads over lines."""
    if halo:
        more.update(stroke=halo, stroke_width=3, paint_order="stroke")
    if bold:
        more["font_weight"] = 700
    return text_element(
        text, x=x, y=y, font_size=size, text_anchor=anchor, fill=PALETTE[colour], **more
    )
