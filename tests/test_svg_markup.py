"""The pictures' SVG markup: elements and their escaping, and texts sized to fit their room."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from web.pictures.svg_markup import (
    FONT,
    MIN_FONT,
    PALETTE,
    fitted,
    label,
    tag,
    text_element,
    text_width,
)


def test_an_element_names_its_attributes_escapes_its_values_and_leaves_none_out():
    assert (
        tag("rect", class_="a", stroke_width=2.5, fill=None)
        == '<rect class="a" stroke-width="2.5"/>'
    )
    assert tag("g", "<b/>", data_x='"1" & 2') == '<g data-x="&quot;1&quot; &amp; 2"><b/></g>'
    assert tag("line", x1=1.25, y1=3.0) == '<line x1="1.2" y1="3"/>'


def test_a_text_is_escaped_and_in_the_apps_font():
    root = ET.fromstring(text_element("<Ana & Bo>", x=1))
    assert (root.text, root.get("font-family"), root.get("x")) == ("<Ana & Bo>", FONT, "1")


def test_a_label_takes_its_colour_from_the_palette_and_a_halo_under_it():
    root = ET.fromstring(label("7", 0, 0, colour="accent", bold=True, halo="#fff"))
    assert root.get("fill") == PALETTE["accent"] and root.get("font-weight") == "700"
    assert (root.get("stroke"), root.get("paint-order")) == ("#fff", "stroke")


def test_wider_characters_and_bold_take_more_room():
    assert text_width("MW", 10) > text_width("AB", 10) > text_width("ab", 10) > text_width("il", 10)
    assert text_width("Seed 12", 10, bold=True) > text_width("Seed 12", 10)
    assert text_width("Seed 12", 20) == pytest.approx(2 * text_width("Seed 12", 10))


def test_a_text_is_made_smaller_to_fit_its_room_but_not_below_the_least_size():
    words = "A rather long title"
    assert fitted(words, 1000, 30) == 30  # it fits: unchanged
    size = fitted(words, 200, 30)
    assert size < 30 and text_width(words, size) == pytest.approx(200)
    assert fitted(words, 10, 30) == MIN_FONT
    assert fitted("", 0, 30) == 30
