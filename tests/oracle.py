"""An independent, deliberately plain reading of the bonus rules, for cross-checks."""

from __future__ import annotations

from hashi_core import get_board


def bonuses_now(side: str, numbers: dict[int, int], bridges: dict[str, int]) -> set[str]:
    board = get_board(side)
    count = dict.fromkeys(range(1, 19), 0)
    for line, n in bridges.items():
        a, b = map(int, line.split("-"))
        count[a] += n
        count[b] += n
    done = {i for i, n in numbers.items() if count[i] == n}
    out = set()
    for flag in ("red", "blue"):
        if all(i.id in done for i in board.islands if i.flag == flag):
            out.add(flag)
    groups = [{i} for i in done]
    for line in bridges:
        a, b = map(int, line.split("-"))
        if a in done and b in done:
            ga = next(g for g in groups if a in g)
            gb = next(g for g in groups if b in g)
            if ga is not gb:
                ga |= gb
                groups.remove(gb)
    if any(len(g) >= 6 for g in groups):
        out.add("chain")
    return out


def bonus_rounds(record: dict) -> list[dict[str, int | None]]:
    """For each player, the first round each bonus holds, replaying the record's turns."""
    out = []
    for player in record["players"]:
        numbers = {player["start"]["island"]: player["start"]["value"]}
        bridges: dict[str, int] = {}
        first: dict[str, int | None] = {"red": None, "blue": None, "chain": None}
        from hashi_core import deal

        cards = deal(record["seed"], record["side"]).draw
        for rnd, turn in enumerate(player["turns"], start=1):
            if turn["number"] is not None:
                numbers[turn["number"]] = cards[rnd - 1].number
            for a, b in turn["bridges"]:
                key = f"{min(a, b)}-{max(a, b)}"
                bridges[key] = bridges.get(key, 0) + 1
            for bonus in bonuses_now(record["side"], numbers, bridges):
                if first[bonus] is None:
                    first[bonus] = rnd
        out.append(first)
    return out
