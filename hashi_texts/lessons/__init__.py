"""The teaching texts: "How to play" and the guided first game, in every language.

Each ``hashi_texts/lessons/<lang>.py`` holds ``MESSAGES`` (keys ``howto.*``
and ``tutorial.*``), in the same form as the main catalogues: a string, or a
dict of plural forms by CLDR category chosen by the ``count`` parameter.
``render`` merges them with the main catalogue of the same language.

This module holds what every language shares: which sections "How to play"
has, in which order, which paragraphs each one shows and where a figure
goes. A page draws the sections from :data:`SECTIONS` alone, so a language
cannot reorder or drop a part of the rules.
"""

from __future__ import annotations

from importlib import import_module

from .. import LANGUAGES


class Paragraph:
    """A paragraph of running text: one message key."""

    __slots__ = ("key",)

    def __init__(self, key: str) -> None:
        self.key = key

    def __repr__(self) -> str:
        return f"Paragraph({self.key!r})"


class Figure:
    """A small board drawn by ``web/lessons/figures.py``, named as there.

    ``caption`` is shown under it; ``label`` is its accessible name.
    """

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    @property
    def caption(self) -> str:
        return f"howto.figure.{self.name}.caption"

    @property
    def label(self) -> str:
        return f"howto.figure.{self.name}.label"

    def __repr__(self) -> str:
        return f"Figure({self.name!r})"


Block = Paragraph | Figure


class Section:
    """One part of "How to play": a heading, then paragraphs and figures in order."""

    __slots__ = ("id", "blocks")

    def __init__(self, id: str, *blocks: Block) -> None:
        self.id = id
        self.blocks = blocks

    @property
    def heading(self) -> str:
        return f"howto.{self.id}.heading"

    @property
    def paragraphs(self) -> tuple[str, ...]:
        return tuple(b.key for b in self.blocks if isinstance(b, Paragraph))

    @property
    def figures(self) -> tuple[Figure, ...]:
        return tuple(b for b in self.blocks if isinstance(b, Figure))

    def __repr__(self) -> str:
        return f"Section({self.id!r}, {len(self.blocks)} blocks)"


def _section(id: str, *blocks: str) -> Section:
    """``"p1"`` is the paragraph ``howto.<id>.p1``; ``"figure:chain"`` a figure."""
    return Section(
        id,
        *(
            Figure(b.removeprefix("figure:"))
            if b.startswith("figure:")
            else Paragraph(f"howto.{id}.{b}")
            for b in blocks
        ),
    )


TITLE = "howto.title"
INTRO = "howto.intro"

SECTIONS: tuple[Section, ...] = (
    _section("basics", "p1", "p2", "figure:finished"),
    _section("cards", "p1"),
    _section("setup", "p1", "p2"),
    _section("round", "p1", "p2"),
    _section("action_a", "p1", "p2", "figure:flag", "p3"),
    _section("action_b", "p1", "p2", "p3", "figure:crossing", "p4", "p5"),
    _section("finished", "p1"),
    _section("bonuses", "p1", "red", "blue", "chain", "figure:chain"),
    _section("end", "p1"),
    _section("solo", "p1", "titles"),
    _section("multi", "p1"),
)

FIGURES: tuple[str, ...] = tuple(f.name for s in SECTIONS for f in s.figures)


def howto_keys() -> tuple[str, ...]:
    """Every key "How to play" shows, in reading order (captions and labels included)."""
    keys = [TITLE, INTRO]
    for section in SECTIONS:
        keys.append(section.heading)
        for block in section.blocks:
            keys.extend(
                (block.key,) if isinstance(block, Paragraph) else (block.caption, block.label)
            )
    return tuple(keys)


def messages(lang: str) -> dict[str, str | dict[str, str]]:
    """The lessons catalogue of ``lang`` (KeyError for a language we do not ship)."""
    if lang not in LANGUAGES:
        raise KeyError(lang)
    found: dict[str, str | dict[str, str]] = import_module(f"{__name__}.{lang}").MESSAGES
    return found
