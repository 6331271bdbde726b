"""The share picture: a self-contained 1080x1080 SVG, and its spoiler-free variant."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

from hashi_core import Game, PlaceStart, from_record, to_record
from hashi_core.share import merge_standings
from hashi_texts import render
from web.pictures.picture import file_name, picture_svg, spoiler_free
from web.pictures.svg_markup import PALETTE

from .helpers import random_game
from .test_colours import palette

SVG = "{http://www.w3.org/2000/svg}"


def finished_game(seed: str = "PICTURE", side: str = "A", names: tuple[str, ...] = ("Ana",)):
    return random_game(seed, side, random.Random(3), names=names)


def board_of(svg: str) -> ET.Element:
    return next(e for e in ET.fromstring(svg).iter(SVG + "svg") if e.get("class") == "still")


def written(board: ET.Element) -> dict[int, int]:
    return {
        int(g.get("data-still-island")): int(g.get("data-still-number"))
        for g in board.iter(SVG + "g")
        if g.get("data-still-number")
    }


def test_the_picture_is_1080_square_and_says_seed_side_total_and_title():
    game = finished_game()
    score = game.scores()[0]
    svg = picture_svg(game, 0, "en")
    root = ET.fromstring(svg)
    assert (root.get("width"), root.get("height"), root.get("viewBox")) == (
        "1080",
        "1080",
        "0 0 1080 1080",
    )
    shown = [t.text for t in root.iter(SVG + "text")]
    assert "Seed PICTURE \u00b7 side A" in shown
    assert f"{score.total} points" in shown
    assert render(f"title.{score.title}", "en") in shown
    assert root.get("aria-label") == f"Hashi, seed PICTURE, side A: {score.total} points"
    board = board_of(svg)
    assert written(board) == game.players[0].sheet.numbers
    assert (board.get("width"), board.get("height")) == ("660", "660")


def test_the_picture_needs_nothing_from_outside():
    svg = picture_svg(finished_game(), 0, "pl")
    assert not re.search(r"href|url\(|<style|<image|<script|@import", svg)
    assert re.findall(r"https?://[^\"]+", svg) == ["http://www.w3.org/2000/svg"] * 2
    root = ET.fromstring(svg)
    assert root.get("font-family").startswith("system-ui")
    fills = {e.get("fill") for e in root.iter() if e.get("fill")}
    assert fills <= {*PALETTE.values(), "none"}


def test_the_spoiler_free_picture_shows_finished_islands_and_bonuses_only():
    game = finished_game("SPOILER", "B")
    score = game.scores()[0]
    sheet = game.players[0].sheet
    assert sheet.finished() and sheet.bridges  # something to hide
    svg = picture_svg(game, 0, "en", spoiler_free=True)
    board = board_of(svg)
    assert written(board) == {}
    assert {
        g.get("data-still-bridges") for g in board.iter(SVG + "g") if g.get("data-still-line")
    } == {"0"}
    finished = {
        int(g.get("data-still-island"))
        for g in board.iter(SVG + "g")
        if g.get("data-still-finished") == "true"
    }
    assert finished == set(sheet.finished())
    island_texts = [t.text for t in board.iter(SVG + "text") if t.get("class") != "still-id"]
    assert island_texts == []  # no number on any island; the printed ids stay
    shown = [t.text for t in ET.fromstring(svg).iter(SVG + "text")]
    assert f"Finished islands: {score.finished}" in shown
    assert render(f"title.{score.title}", "en") not in shown
    assert "No numbers and no bridges: the challenge is still open." in shown


def test_bonuses_are_said_with_their_round_or_as_missed():
    game = finished_game()
    score = game.scores()[0]
    shown = [t.text for t in ET.fromstring(picture_svg(game, 0, "es")).iter(SVG + "text")]
    for bonus, (rnd, points) in score.bonuses.items():
        assert render(f"bonus.{bonus}", "es") in shown
        want = "no conseguido" if rnd is None else f"ronda {rnd} \u00b7 {points} puntos"
        assert want in shown


def test_a_challenge_picture_shows_the_standings_total_and_an_escaped_name():
    game = Game("CHAL", "B", "multi", ["<b>Zo\u00eb</b> & co"])
    game.push(PlaceStart(game.deal.start.island, game.deal.start.value))
    svg = picture_svg(game, 0, "it", total=31, name=game.players[0].name)
    assert "&lt;b&gt;Zo\u00eb&lt;/b&gt; &amp; co" in svg and "<b>" not in svg
    shown = [t.text for t in ET.fromstring(svg).iter(SVG + "text")]
    assert "Punti: 31" in shown and "<b>Zo\u00eb</b> & co" in shown


@pytest.mark.parametrize("lang", ["en", "es", "pt", "it", "pl"])
@pytest.mark.parametrize("spoiler_free", [False, True])
def test_every_text_of_the_picture_is_in_the_language(lang, spoiler_free):
    svg = picture_svg(finished_game(), 0, lang, spoiler_free=spoiler_free)
    shown = [t.text or "" for t in ET.fromstring(svg).iter(SVG + "text")]
    assert not [t for t in shown if re.search(r"\b(picture|ui|bonus|title|share)\.\w+", t)]
    assert to_record(finished_game())["seed"] in svg


def test_the_still_drawings_colours_are_the_pages_own():
    page = palette("light")
    assert {name: page[name] for name in PALETTE} == PALETTE


def test_a_challenge_picture_is_spoiler_free_until_every_friend_has_finished():
    mine = {**to_record(finished_game("OPEN")), "mode": "multi"}
    done = {**to_record(finished_game("OPEN", names=("Ben",))), "mode": "multi"}
    playing = {
        **to_record(random_game("OPEN", "A", random.Random(5), names=("Cy",), rounds=9)),
        "mode": "multi",
    }
    assert spoiler_free(False, None) is False  # solo: nothing to spoil
    assert spoiler_free(True, None) is True
    assert spoiler_free(True, from_record(merge_standings([mine]))) is True  # no friend yet
    assert spoiler_free(True, from_record(merge_standings([mine, done, playing]))) is True
    assert spoiler_free(True, from_record(merge_standings([mine, done]))) is False


def test_the_downloaded_file_is_named_after_the_deal():
    assert file_name(finished_game("K7QX2M", "B")) == "hashi-K7QX2M-B.png"
