"""A picture to share: the finished board with seed, side, total and title, 1080x1080.

Pure: one self-contained SVG (presentation attributes and font families only,
no stylesheet, no image, no link: an ``<img>`` of a blob URL draws it, and a
canvas exports it as PNG). The board is :func:`web.board_image.sheet_svg`,
the same still drawing as the replays.

Spoiler-free (a challenge still open among friends): the board shows its
flags and which islands are finished (ring and check mark) and nothing else:
no number and no bridge, since bridges on finished islands would give their
numbers away and show the plan. The texts keep what the spoiler-free share
line already tells (seed, side, the bonuses' rounds, the total) and the count
of finished islands; the title is left out too (it says nothing new).
"""

from __future__ import annotations

from html import escape

from hashi_core import BONUSES, Game
from hashi_texts import render
from hashi_texts.formats import format_int

from .board_image import FONT, PALETTE, sheet_svg, tag, text_element

SIZE = 1080
MARGIN = 60
HEAD = 100  # the baseline of the brand and the deal
BOARD_TOP, BOARD_SIZE = 170, 660
FOOT = BOARD_TOP + BOARD_SIZE + 60  # the baseline of the total and the title
BONUS_TOP = FOOT + 72  # the bonuses: three columns, a label over its round and points


def picture_svg(
    game: Game,
    player: int,
    lang: str,
    *,
    spoiler_free: bool = False,
    total: int | None = None,
    name: str | None = None,
) -> str:
    """``player``'s board in ``game`` as a 1080x1080 picture, texts in ``lang``.

    ``total``: the total shown everywhere else when it is not the game's own
    (a challenge's standings); ``name``: said under the deal when given.
    """
    score = game.scores()[player]
    shown_total = score.total if total is None else total
    seed, side = str(game.seed or ""), game.side
    label = render("picture.label", lang, seed=seed, side=side, total=shown_total)
    ink, muted = PALETTE["ink"], PALETTE["muted"]
    right = SIZE - MARGIN
    texts = [
        text_element(
            render("ui.title", lang),
            x=MARGIN,
            y=HEAD,
            font_size=64,
            font_weight=700,
            fill=PALETTE["accent"],
        ),
        text_element(
            render("picture.deal", lang, seed=seed, side=side),
            x=right,
            y=HEAD,
            font_size=36,
            font_weight=700,
            text_anchor="end",
            fill=ink,
        ),
        text_element(
            render("share.total", lang, total=format_int(shown_total, lang)),
            x=MARGIN,
            y=FOOT,
            font_size=60,
            font_weight=700,
            fill=ink,
        ),
    ]
    if name:
        texts.append(
            text_element(name, x=right, y=HEAD + 48, font_size=30, text_anchor="end", fill=muted)
        )
    if spoiler_free:
        beside = render("ui.finished_islands", lang, count=score.finished)
    else:
        beside = render(f"title.{score.title}", lang) if score.title and game.final else ""
    texts.append(text_element(beside, x=right, y=FOOT, font_size=40, text_anchor="end", fill=ink))
    column = (SIZE - 2 * MARGIN) / len(BONUSES)
    for index, bonus in enumerate(BONUSES):
        rnd, got = score.bonuses[bonus]
        x = MARGIN + column * (index + 0.5)
        colour = PALETTE.get(bonus, PALETTE["accent"])
        texts.append(
            text_element(
                render(f"bonus.{bonus}", lang),
                x=x,
                y=BONUS_TOP,
                font_size=28,
                font_weight=700,
                text_anchor="middle",
                fill=colour,
            )
        )
        result = (
            render("picture.bonus", lang, round=rnd, points=got)
            if rnd is not None
            else render("picture.bonus_none", lang)
        )
        texts.append(
            text_element(
                result,
                x=x,
                y=BONUS_TOP + 38,
                font_size=28,
                text_anchor="middle",
                fill=ink if rnd is not None else muted,
            )
        )
    if spoiler_free:
        texts.append(
            text_element(
                render("picture.spoiler_free", lang),
                x=SIZE / 2,
                y=SIZE - 24,
                font_size=24,
                text_anchor="middle",
                fill=muted,
            )
        )
    board = sheet_svg(
        game,
        player,
        render("ui.board_label", lang, side=side),
        spoiler_free=spoiler_free,
        place=((SIZE - BOARD_SIZE) // 2, BOARD_TOP, BOARD_SIZE, BOARD_SIZE),
    )
    return tag(
        "svg",
        tag("title", escape(label))
        + tag("rect", width=SIZE, height=SIZE, fill=PALETTE["sea"])
        + board
        + "".join(texts),
        width=SIZE,
        height=SIZE,
        viewBox=f"0 0 {SIZE} {SIZE}",
        role="img",
        aria_label=label,
        font_family=FONT,
        xmlns="http://www.w3.org/2000/svg",
    )
