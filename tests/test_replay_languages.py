"""A replay link's screen in every language, as the page shows it: its title (from the
language's page, made by the build) and its controls (from the view). The browser shows
it in one language (tests/e2e/test_screens.py)."""

from __future__ import annotations

import html
import random
import re

import pytest

from hashi_build.site import page_name
from hashi_core import to_record
from hashi_core.share import encode_result
from hashi_texts import LANGUAGES, render
from web.model.address import parse
from web.model.controller import Controller
from web.model.saves import MemoryStore, Saves
from web.ui import view

from .helpers import random_game


def replay_link(seed: str, name: str) -> str:
    game = random_game(seed, "A", random.Random(4), (name, "x"), 17)
    return f"?replay={encode_result(to_record(game), 0)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_replay_link_on_a_new_device_opens_its_screen_in_the_players_language(lang):
    ctl = Controller(Saves(MemoryStore()))
    ctl.open(parse(f"{replay_link('LANG2', 'Dan')}&lang={lang}"))
    assert ctl.screens.screen == "replay"
    replay = view.build(ctl, lang).screens.replay
    assert replay is not None
    controls = replay.controls
    assert controls.toggle.label == render("replay.play", lang)
    assert controls.slider.valuetext == render("replay.at_start", lang)
    assert controls.slider.value == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_languages_page_titles_the_replay_screen_in_its_language(dist, lang):
    page = (dist / page_name(lang)).read_text(encoding="utf-8")
    title = re.search(r'<h2 id="replay-title"[^>]*>([^<]*)</h2>', page)
    assert title is not None and html.unescape(title.group(1)) == render("replay.open", lang)
