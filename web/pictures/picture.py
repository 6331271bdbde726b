"""A picture to share: the finished board with seed, side, total and title, 1080x1080.

Pure: one self-contained SVG (presentation attributes and font families only,
no stylesheet, no image, no link: an ``<img>`` of a blob URL draws it, and a
canvas exports it as PNG). The board is :func:`web.pictures.board_drawing.draw_board`'s
still drawing, as the replays'.

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

from .board_drawing import Drawing, draw_board
from .svg_markup import FONT, PALETTE, fitted, label, tag, text_width

SIZE = 1080
MARGIN = 60
HEAD = 100  # the baseline of the brand and the deal
BOARD_TOP, BOARD_SIZE = 170, 660
FOOT = BOARD_TOP + BOARD_SIZE + 60  # the baseline of the total and the title
BONUS_TOP = FOOT + 72  # the bonuses: three columns, a label over its round and points
GAP = 30  # at least between two texts on one line


def spoiler_free(with_friends: bool, table: Game | None) -> bool:
    """Whether the picture must not give the game away: a challenge (``with_friends``) stays
    open until the standings (``table``: their merged game) hold a friend's result too and
    every player there has played all 17 rounds."""
    if not with_friends:
        return False
    return table is None or len(table.players) < 2 or not table.final


def file_name(game: Game) -> str:
    """The PNG's name when it is downloaded (the seed is a seed: letters, digits, _ and -)."""
    return f"hashi-{game.seed or 'game'}-{game.side}.png"


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
    alt = render("picture.label", lang, seed=seed, side=side, total=shown_total)
    right = SIZE - MARGIN
    brand = render("ui.title", lang)
    deal = render("picture.deal", lang, seed=seed, side=side)
    total_text = render("share.total", lang, total=format_int(shown_total, lang))
    # A long seed, or a long title, is drawn smaller rather than over the text beside it.
    beside_brand = right - MARGIN - text_width(brand, 64, bold=True) - GAP
    beside_total = right - MARGIN - text_width(total_text, 60, bold=True) - GAP
    texts = [
        label(brand, MARGIN, HEAD, colour="accent", size=64, bold=True),
        label(
            deal,
            right,
            HEAD,
            "end",
            colour="ink",
            size=fitted(deal, beside_brand, 36, bold=True),
            bold=True,
        ),
        label(total_text, MARGIN, FOOT, colour="ink", size=60, bold=True),
    ]
    if name:
        texts.append(label(name, right, HEAD + 48, "end", size=fitted(name, beside_brand, 30)))
    if spoiler_free:
        beside = render("ui.finished_islands", lang, count=score.finished)
    else:
        beside = render(f"title.{score.title}", lang) if score.title and game.final else ""
    size = fitted(beside, beside_total, 40)
    texts.append(label(beside, right, FOOT, "end", colour="ink", size=size))
    column = (SIZE - 2 * MARGIN) / len(BONUSES)
    for index, bonus in enumerate(BONUSES):
        rnd, got = score.bonuses[bonus]
        x = MARGIN + column * (index + 0.5)
        colour = bonus if bonus in PALETTE else "accent"  # the flags' colours
        texts.append(
            label(
                render(f"bonus.{bonus}", lang), x, BONUS_TOP, "middle", colour, size=28, bold=True
            )
        )
        if rnd is None:
            texts.append(
                label(render("picture.bonus_none", lang), x, BONUS_TOP + 38, "middle", size=28)
            )
        else:
            result = render("picture.bonus", lang, round=rnd, points=got)
            texts.append(label(result, x, BONUS_TOP + 38, "middle", colour="ink", size=28))
    if spoiler_free:
        note = render("picture.spoiler_free", lang)
        texts.append(label(note, SIZE / 2, SIZE - 24, "middle", size=24))
    drawing = Drawing(
        "still",
        label=render("ui.board_label", lang, side=side),
        spoiler_free=spoiler_free,
        place=((SIZE - BOARD_SIZE) // 2, BOARD_TOP, BOARD_SIZE, BOARD_SIZE),
    )
    board = draw_board(game.board, game.players[player].sheet, drawing)
    return tag(
        "svg",
        tag("title", escape(alt))
        + tag("rect", width=SIZE, height=SIZE, fill=PALETTE["sea"])
        + board
        + "".join(texts),
        width=SIZE,
        height=SIZE,
        viewBox=f"0 0 {SIZE} {SIZE}",
        role="img",
        aria_label=alt,
        font_family=FONT,
        xmlns="http://www.w3.org/2000/svg",
    )
