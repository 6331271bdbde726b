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
from html import escape
from typing import Any

from hashi_texts.lessons import INTRO, SECTIONS, TITLE, Figure

from .figures import figure_svg, figures

Render = Callable[..., str]


def howto_view(lang: str, render: Render) -> dict[str, Any]:
    """Title, introduction and every section with its paragraphs and figures, rendered."""
    drawn = figures()
    sections: list[dict[str, Any]] = []
    for section in SECTIONS:
        blocks: list[dict[str, str]] = []
        for block in section.blocks:
            if isinstance(block, Figure):
                fig = drawn[block.name]
                label = render(block.label, lang, **fig.params)
                blocks.append(
                    {
                        "kind": "figure",
                        "name": block.name,
                        "svg": figure_svg(fig, label),
                        "caption": render(block.caption, lang, **fig.params),
                    }
                )
            else:
                blocks.append({"kind": "paragraph", "text": render(block.key, lang)})
        sections.append(
            {"id": section.id, "heading": render(section.heading, lang), "blocks": blocks}
        )
    return {"title": render(TITLE, lang), "intro": render(INTRO, lang), "sections": sections}


def howto_html(view: dict[str, Any]) -> str:
    """The view as an HTML fragment: headings, paragraphs, figures with captions."""
    out = [f'<h2 id="howto-title">{escape(view["title"])}</h2>', f"<p>{escape(view['intro'])}</p>"]
    for section in view["sections"]:
        out.append(
            f'<section data-howto="{escape(section["id"])}"><h3>{escape(section["heading"])}</h3>'
        )
        for block in section["blocks"]:
            if block["kind"] == "figure":
                out.append(
                    f'<figure class="howto-figure">{block["svg"]}'
                    f"<figcaption>{escape(block['caption'])}</figcaption></figure>"
                )
            else:
                out.append(f"<p>{escape(block['text'])}</p>")
        out.append("</section>")
    return "".join(out)
