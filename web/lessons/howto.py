""" "How to play" as the page shows it: sections of texts and figures, then HTML.

:func:`howto_view` turns the shared structure (``hashi_texts.lessons``) into
rendered texts and figure pictures for one language; :func:`howto_html`
writes that view as an HTML fragment (every text escaped), which the build
can pre-render per language so the rules open offline and with no flash of
another language. ``render`` is ``hashi_texts.render`` (passed in, so this
module stays a pure view).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from hashi_texts.lessons import INTRO, SECTIONS, TITLE, Figure

from .figures import figure_svg, figures

Render = Callable[..., str]


@dataclass(frozen=True)
class Paragraph:
    text: str


@dataclass(frozen=True)
class FigureShown:
    """A figure: its name, its picture (SVG, its label inside) and its caption."""

    name: str
    svg: str
    caption: str


@dataclass(frozen=True)
class SectionShown:
    id: str
    heading: str
    blocks: tuple[Paragraph | FigureShown, ...]


@dataclass(frozen=True)
class HowTo:
    """The rules as shown in one language: title, introduction, sections."""

    title: str
    intro: str
    sections: tuple[SectionShown, ...]


def howto_view(lang: str, render: Render) -> HowTo:
    """Title, introduction and every section with its paragraphs and figures, rendered."""
    drawn = figures()
    sections: list[SectionShown] = []
    for section in SECTIONS:
        blocks: list[Paragraph | FigureShown] = []
        for block in section.blocks:
            if isinstance(block, Figure):
                fig = drawn[block.name]
                label = render(block.label, lang, **fig.params)
                caption = render(block.caption, lang, **fig.params)
                blocks.append(FigureShown(block.name, figure_svg(fig, label), caption))
            else:
                blocks.append(Paragraph(render(block.key, lang)))
        sections.append(SectionShown(section.id, render(section.heading, lang), tuple(blocks)))
    return HowTo(render(TITLE, lang), render(INTRO, lang), tuple(sections))


def howto_html(view: HowTo) -> str:
    """The view as an HTML fragment: headings, paragraphs, figures with captions."""
    out = [f'<h2 id="howto-title">{escape(view.title)}</h2>', f"<p>{escape(view.intro)}</p>"]
    for section in view.sections:
        out.append(f'<section data-howto="{escape(section.id)}"><h3>{escape(section.heading)}</h3>')
        for block in section.blocks:
            if isinstance(block, FigureShown):
                out.append(
                    f'<figure class="howto-figure">{block.svg}'
                    f"<figcaption>{escape(block.caption)}</figcaption></figure>"
                )
            else:
                out.append(f"<p>{escape(block.text)}</p>")
        out.append("</section>")
    return "".join(out)
