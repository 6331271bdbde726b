"""The coach's sentence: a hint and its reasons (the computer's data) in the player's language.

A reason arrives as a message key and parameters (``hashi_bots.reasons``); here its
counted parts become phrases with their own plural forms (islands, bridges, rounds
left, points), so each message counts one thing. The sentence says what to write,
then at most two reasons: "Write 4 on island 7: it finishes islands 7 and 8, and your
chain reaches 5 of 6 with 9 rounds left for 8 points."
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from . import render

Reason = tuple[str, Mapping[str, object]]  # a message key and its parameters


def advice(
    number: int, island: int | None, reasons: Sequence[Reason], lang: str, bridges: bool = True
) -> str:
    """The hint as a sentence: write ``number`` on ``island`` (None: no number), because...;
    with no number and no ``bridges`` either, the card skipped."""
    if island is None and not bridges:
        head = render("coach.pass", lang)
    elif island is None:
        head = render("coach.skip", lang)
    else:
        head = render("coach.write", lang, number=number, island=island)
    said = [clause(key, params, lang) for key, params in reasons[:2]]
    if not said:
        return render("coach.advice_bare", lang, head=head)
    why = said[0] if len(said) == 1 else render("coach.and", lang, first=said[0], second=said[1])
    if island is None and not bridges:  # (its head has a colon of its own: one a sentence)
        return render("coach.pass_advice", lang, reasons=why)
    return render("coach.advice", lang, head=head, reasons=why)


def clause(key: str, params: Mapping[str, object], lang: str) -> str:
    """One reason as a clause: its islands as a list, its points and rounds as phrases."""
    values = dict(params)
    islands = values.get("islands")
    if isinstance(islands, list | tuple):
        values["islands"] = numbers_list([str(i) for i in islands], lang)
    points = values.get("points")
    if type(points) is int:
        values["points"] = render("coach.points", lang, points=points)
    rounds = values.get("rounds")
    if type(rounds) is int:
        left = "coach.left_for" if points else "coach.left"
        values["left"] = render(left, lang, rounds=rounds, points=values.get("points"))
    return render(key, lang, **values)


def numbers_list(items: Sequence[str], lang: str) -> str:
    """ "7", "7 and 8", "3, 7 and 8" in ``lang``."""
    if len(items) <= 1:
        return "".join(items)
    return render("coach.list", lang, first=", ".join(items[:-1]), last=items[-1])
