"""The lessons: "How to play" in five languages, its figures, and the guided first game."""

from __future__ import annotations

import re
import string
import xml.etree.ElementTree as ET

import pytest

from hashi_core import Game, RuleError
from hashi_core.scoring import LOW, SOLO_DEADLINE, TITLES, largest_chain
from hashi_texts import CATEGORIES, render
from hashi_texts.lessons import FIGURES, LANGUAGES, SECTIONS, Figure, howto_keys, messages
from web.lessons import tutorial_script as tut
from web.lessons.figures import figure_svg, figures
from web.lessons.howto import FigureShown, Paragraph, howto_html, howto_view

SHIPPED = [lang for lang in LANGUAGES if lang != "en"]
SVG = "{http://www.w3.org/2000/svg}"


def forms(value: str | dict[str, str]) -> list[str]:
    return list(value.values()) if isinstance(value, dict) else [value]


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def tutorial_keys() -> set[str]:
    keys = set(tut.GENERAL_KEYS)
    for step in tut.STEPS:
        keys |= {step.text, step.not_now}
    return keys


# -- catalogues ----------------------------------------------------------------------


def test_the_structure_and_the_script_name_exactly_the_catalogue_keys():
    wanted = set(howto_keys()) | tutorial_keys()
    assert set(messages("en")) == wanted
    assert len(howto_keys()) == len(set(howto_keys()))


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_language_has_every_key_and_placeholder(lang):
    english, other = messages("en"), messages(lang)
    assert set(other) == set(english)
    for key, value in english.items():
        want = set().union(*(placeholders(f) for f in forms(value)))
        for form in forms(other[key]):
            assert placeholders(form) == want, (lang, key, form)
        assert isinstance(other[key], dict) == isinstance(value, dict), (lang, key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_forms_are_the_languages_cldr_categories(lang):
    plurals = {k: v for k, v in messages(lang).items() if isinstance(v, dict)}
    assert plurals, "the lessons use plural forms"
    for key, value in plurals.items():
        assert set(value) == set(CATEGORIES[lang]), (lang, key)
        assert all("{count}" in form for form in value.values()), (lang, key)


@pytest.mark.parametrize("lang", SHIPPED)
def test_no_english_left_in_a_shipped_language(lang):
    english, other = messages("en"), messages(lang)
    words = re.compile(r"\b(the|and|with|island|islands|bridge|bridges|tap|round|card)\b", re.I)
    for key, value in other.items():
        for mine, theirs in zip(forms(value), forms(english[key]), strict=False):
            assert mine != theirs, (lang, key)
            assert not words.search(re.sub(r"\{\w*\}", "", mine)), (lang, key, mine)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_how_to_play_has_at_least_300_words(lang):
    catalogue = messages(lang)
    paragraphs = [key for section in SECTIONS for key in section.paragraphs]
    words = sum(len(re.findall(r"\w+", catalogue[key])) for key in paragraphs)
    assert words >= 300, (lang, words)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_how_to_play_states_the_rules_numbers(lang):
    """The values the engine plays by appear in each language's text."""
    m = messages(lang)
    titles = m["howto.solo.titles"]
    for lowest, _ in TITLES:
        assert str(lowest) in titles, (lang, lowest)
    assert "40" in titles
    solo = m["howto.solo.p1"]
    for bonus, deadline in SOLO_DEADLINE.items():
        assert str(deadline) in solo and str(LOW[bonus]) in solo, (lang, bonus)
    for bonus, high in {"red": 9, "blue": 7, "chain": 8}.items():
        text = m[f"howto.bonuses.{bonus}"]
        assert str(high) in text and str(LOW[bonus]) in text, (lang, bonus)
    assert "17" in m["howto.cards.p1"] and "18" in m["howto.cards.p1"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_fills_with_its_parameters(lang):
    m = messages(lang)
    for step in tut.STEPS:
        for key in (step.text, step.not_now):
            for form in forms(m[key]):
                assert "{" not in form.format(**step.params), (lang, key)
    for name, fig in figures().items():
        for key in (Figure(name).caption, Figure(name).label):
            for form in forms(m[key]):
                assert "{" not in form.format(**fig.params), (lang, key)


# -- figures ---------------------------------------------------------------------------


def test_the_structure_places_each_figure_once():
    assert list(FIGURES) == list(figures())


def _parse(fig) -> ET.Element:
    return ET.fromstring(figure_svg(fig, f"{fig.name} <label> & more"))


@pytest.mark.parametrize("name", list(figures()))
def test_figures_draw_their_islands_numbers_and_bridges(name):
    fig = figures()[name]
    root = _parse(fig)
    assert root.get("role") == "img" and root.get("aria-label") == f"{name} <label> & more"
    islands = {
        int(g.get("data-fig-island")): g for g in root.iter(f"{SVG}g") if g.get("data-fig-island")
    }
    assert set(islands) == {i.id for i in fig.board.islands}
    for island in fig.board.islands:
        g = islands[island.id]
        number = fig.sheet.numbers.get(island.id)
        assert g.get("data-fig-number") == ("" if number is None else str(number))
        assert g.find(f"{SVG}text").text == (None if number is None else str(number))
        assert f"flag-{island.flag or 'none'}" in g.get("class")
        assert (g.find(f"{SVG}path") is not None) == bool(island.flag)
        assert g.get("data-fig-finished") == str(fig.sheet.is_finished(island.id)).lower()
        assert ("selected" in g.get("class")) == (island.id in fig.marked)
    lines = {g.get("data-fig-line"): g for g in root.iter(f"{SVG}g") if g.get("data-fig-line")}
    assert set(lines) == set(fig.board.lines)
    for lid, g in lines.items():
        count = fig.sheet.bridges.get(lid, 0)
        assert g.get("data-fig-bridges") == str(count)
        strokes = [ln for ln in g if "bridge" in ln.get("class")]
        assert len(strokes) == count
    assert "tabindex" not in figure_svg(fig, "x")


def test_the_finished_figure_has_a_finished_island_and_an_unfinished_one():
    fig = figures()["finished"]
    (island,) = fig.sheet.finished()
    assert fig.params == {"number": fig.sheet.numbers[island], "count": fig.sheet.degree[island]}
    assert any(not fig.sheet.is_finished(i) for i in fig.sheet.numbers)


def test_the_flag_figure_marks_the_flag_island_a_bridge_reaches():
    fig = figures()["flag"]
    flagged = [i for i in fig.board.islands if i.flag]
    assert {i.flag for i in flagged} == {"red", "blue"}
    assert fig.marked == tuple(i.id for i in flagged if fig.sheet.degree[i.id] > 0)
    assert any(fig.sheet.degree[i.id] == 0 for i in flagged)
    assert not any(i.id in fig.sheet.numbers for i in flagged)


def test_the_crossing_figure_closes_the_line_the_bridge_crosses():
    fig = figures()["crossing"]
    (closed,) = fig.sheet.closed_lines()
    assert set(fig.board.lines[closed].crosses) == set(fig.sheet.bridges)
    root = _parse(fig)
    faded = [g.get("data-fig-line") for g in root.iter(f"{SVG}g") if "dead" in g.get("class", "")]
    assert faded == [closed]


def test_the_chain_figure_is_a_chain_of_six():
    fig = figures()["chain"]
    assert largest_chain(fig.sheet) == 6 == fig.params["count"]
    assert len(fig.sheet.finished()) < len(fig.sheet.numbers)


# -- the guided first game ---------------------------------------------------------------


def _played() -> list[tuple[tut.Step, Game]]:
    """Each step with the game as it stands after its tap (refused taps change nothing)."""
    game, out = tut.new_game(), []
    for step in tut.STEPS:
        move = tut.move_of(step)
        if step.refusal:
            error = game.check(move)
            assert error is not None and error.code == step.refusal, step
            with pytest.raises(RuleError):
                game.push(move)
        elif move is not None:
            game.push(move)
        out.append((step, game.copy()))
    return out


def test_the_script_replays_legally_and_reaches_its_moments():
    before = tut.new_game()
    seen: set[str] = set()
    for step, game in _played():
        sheet, old = game.players[0].sheet, before.players[0].sheet
        if "flag" in step.shows:
            island = step.tap.target
            assert game.board.island(island).flag and island in sheet.numbers
        if "finished" in step.shows:
            assert len(sheet.finished()) > len(old.finished()), step
        for moment in step.shows:
            if moment.startswith("bonus:"):
                bonus = moment.removeprefix("bonus:")
                assert before.players[0].achieved[bonus] is None
                assert game.players[0].achieved[bonus] == game.players[0].round - 1, step
        seen |= set(step.shows)
        before = game
    assert {"refusal", "flag", "finished", "bonus:blue", "bonus:chain"} <= seen
    assert tut.STEPS[-1].tap == tut.Tap.action(tut.REAL_GAME_ACTION)
    assert tut.move_of(tut.STEPS[-1]) is None


def test_the_refusals_are_the_flag_rule_and_a_finished_island():
    game = tut.new_game()
    refused = []
    for step in tut.STEPS:
        move = tut.move_of(step)
        if step.refusal:
            refused.append(game.check(move).key)
        elif move is not None:
            game.push(move)
    assert refused == ["rule.flag_needs_bridge", "rule.island_finished"]


def test_the_step_texts_tell_the_truth():
    """Every number a step's text shows is what the engine has at that step."""
    played = _played()
    game = tut.new_game()
    bonus = None
    for (step, after), index in zip(played, range(len(played)), strict=True):
        p = game.players[0]
        card = game.card()
        facts = step.params
        if "number" in facts:
            assert facts["number"] == card.number, step
        if "count" in facts:
            assert facts["count"] == card.bridges, step
        if step.id == "start":
            assert (facts["island"], facts["value"]) == tuple(game.deal.start._values())
        if "value" in facts:
            assert facts["value"] == game.deal.start.value
        if "flag" in facts:
            assert game.board.island(facts["flag"]).flag and p.sheet.degree[facts["flag"]] == 0
        if "bridges" in facts:
            assert facts["bridges"] == p.sheet.degree[facts["island"]]
        if step.tap.kind == "action" and "island" in facts and step.id != "start":
            assert p.sheet.is_finished(facts["island"])
        if "points" in facts:
            score = game.scores()[0]
            assert facts["points"] == score.bonuses[bonus][1], step
            assert facts["deadline"] == SOLO_DEADLINE[bonus] and facts["low"] == LOW[bonus]
        bonus = next((s.removeprefix("bonus:") for s in step.shows if "bonus:" in s), bonus)
        game = after
        assert tut.replay(index + 1).players[0].sheet.bridges == game.players[0].sheet.bridges


def test_check_tap_expects_the_steps_tap_and_explains_any_other():
    for index, step in enumerate(tut.STEPS):
        assert tut.check_tap(index, step.tap).expected
        for other in (tut.Tap.island(99), tut.Tap.line("1-2"), tut.Tap.action("undo")):
            answer = tut.check_tap(index, other)
            assert not answer.expected
            assert answer.key == step.not_now and answer.params == step.params
    assert not tut.check_tap(1, tut.Tap.island(13)).expected  # step 2's tap, one step early
    assert tut.check_tap(1, tut.Tap("island", 6)).expected
    with pytest.raises(IndexError):
        tut.check_tap(len(tut.STEPS), tut.STEPS[0].tap)
    with pytest.raises(ValueError):
        tut.Tap("button", "confirm")


def test_every_step_highlights_its_target_first():
    for step in tut.STEPS:
        assert step.highlight[0] == step.tap
        for tap in step.highlight:
            assert tap.kind in tut.KINDS


def test_save_and_restore_the_guided_game_at_any_step():
    for index in range(len(tut.STEPS)):
        data = tut.save(index)
        assert set(data) == {"tutorial", "step", "moves"}
        step, game = tut.restore(data)
        assert step == index
        assert [str(m) for m in tut.moves_until(index)] == data["moves"]
        assert game.players[0].sheet.bridges == tut.replay(index).players[0].sheet.bridges
        assert game.players[0].round == tut.replay(index).players[0].round


@pytest.mark.parametrize(
    "data",
    [
        None,
        "3",
        {"tutorial": 1, "step": 5},
        {"tutorial": 1, "step": 5, "moves": ["start 7=3"]},
        {"tutorial": 1, "step": 99, "moves": []},
        {"tutorial": 2, "step": 0, "moves": []},
        {"tutorial": 1, "step": True, "moves": ["start 7=3"]},
    ],
)
def test_a_save_that_does_not_fit_the_script_starts_over(data):
    step, game = tut.restore(data)
    assert step == 0 and game.players[0].start is None


# -- "How to play" as the page shows it ----------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_how_to_play_view_shows_every_section_and_figure_in_order(lang):
    view = howto_view(lang, render)
    assert [s.id for s in view.sections] == [s.id for s in SECTIONS]
    for section, shown in zip(SECTIONS, view.sections, strict=True):
        assert shown.heading == messages(lang)[section.heading]
        kinds = [FigureShown if isinstance(b, Figure) else Paragraph for b in section.blocks]
        assert [type(b) for b in shown.blocks] == kinds
    html = howto_html(view)
    root = ET.fromstring(f"<div>{html}</div>")
    assert len(root.findall(".//figure")) == len(FIGURES)
    for fig, svg in zip(FIGURES, root.iter(f"{SVG}svg"), strict=True):
        assert svg.get("data-figure") == fig
        assert svg.get("aria-label") == render(
            f"howto.figure.{fig}.label", lang, **figures()[fig].params
        )
    assert "{" not in html


def test_how_to_play_html_escapes_every_text():
    view = howto_view("en", lambda key, lang, **params: "<b>&amp;</b>")
    html = howto_html(view)
    assert "<b>" not in html and "&lt;b&gt;&amp;amp;" in html


@pytest.mark.parametrize(
    ("count", "words"),
    [
        (1, "ukończona wyspa połączona"),
        (2, "ukończone wyspy połączone"),
        (6, "ukończonych wysp połączonych"),
    ],
)
def test_polish_figure_label_takes_the_plural_form_of_its_count(count, words):
    assert f"{count} {words}" in render("howto.figure.chain.label", "pl", count=count)


def test_the_lessons_load_with_the_main_catalogue():
    for lang in LANGUAGES:
        assert render("howto.title", lang) == messages(lang)["howto.title"]
    step = tut.STEPS[1]
    text = render(step.text, "pl", **step.params)
    assert "3 mosty" in text and "wyspy 6" in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_step_view_is_fully_rendered_text(lang):
    for index, step in enumerate(tut.STEPS):
        view = tut.step_view(index, lang, render)
        assert view.text == render(step.text, lang, **step.params)
        assert "{" not in view.text and str(len(tut.STEPS)) in view.progress
        assert view.highlight[0] == (step.tap.kind, step.tap.target)
        assert view.last == (index == len(tut.STEPS) - 1)
        assert view.id == step.id and view.title == render("tutorial.title", lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_how_to_play_names_the_titles_the_end_screen_shows(lang):
    titles = messages(lang)["howto.solo.titles"]
    for _, key in (*TITLES, (0, "minion")):
        assert render(f"title.{key}", lang) in titles, (lang, key)
