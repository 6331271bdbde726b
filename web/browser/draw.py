"""Apply the view (``web.view.build``) to the page: attributes, texts and lists."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from pyscript import document

from hashi_core import get_board
from web.render import board_svg, frame, legal_extents, pan_to

from .dom import BOARD, Dom, button_item, li

if TYPE_CHECKING:  # types only: a browser may lack one (Firefox: TouchEvent)
    from js import Element

PANNED = "legal-extents"  # the targets the board was last panned to (``Dom.changed``)
SIDE_SHOWN = "board-side"  # the side the board shows (``Dom.changed``)


def ensure_board(dom: Dom, side: str, lang: str) -> bool:
    """Draw the board side in play if the page shows another one (True: drawn anew)."""
    if dom.shown(SIDE_SHOWN, "side") == side:  # (only this draws the board: no look needed)
        return False
    svg, box = dom.node(BOARD), dom.node("#board")
    if box is None:
        return False
    drawn = svg is None or svg.getAttribute("data-board") != side
    if drawn:
        box.innerHTML = board_svg(get_board(side), lang)  # engine data only
        dom.forget_board()
        dom.forget(PANNED)
    dom.changed((SIDE_SHOWN, "side"), side)
    return drawn


class BoardBox(NamedTuple):
    """The board's frame as laid out: its scroll width, width, scroll position (px), the
    board's drawn width (px) and where the board is on the screen (whole px)."""

    scroll_width: float
    width: float
    left: float
    board_width: float
    at: tuple[int, int]


BoxMeasure = Callable[[], "BoardBox | None"]


def measure_box(dom: Dom) -> BoardBox | None:
    """The board's frame, read before a tap's drawing writes anything: then the layout is
    the last frame's, and reading it costs no layout of its own (read after the writes, it
    would lay the page out once more in the middle of the tap)."""
    box, svg = dom.node("#board"), dom.node(BOARD)
    if box is None or svg is None:
        return None
    rect = svg.getBoundingClientRect()
    at = round(rect.left), round(rect.top)
    return BoardBox(box.scrollWidth, box.clientWidth, box.scrollLeft, rect.width, at)


def pan_to_targets(
    dom: Dom, side: str, state: dict[Any, dict[str, str]], measured: BoxMeasure
) -> None:
    """On a phone the board is wider than the screen: bring the new legal targets into view.

    Only when they change, so a player's own panning between steps stands.
    """
    board = get_board(side)
    extents = legal_extents(board, state)
    if not dom.changed(PANNED, extents):
        return
    found = measured()
    box = dom.node("#board")
    if found is None or box is None or found.scroll_width <= found.width:
        return
    scale = found.board_width / frame(board)[0]  # px per SVG unit
    if scale > 0:
        left = pan_to(extents, found.left / scale, found.width / scale, frame(board)[0])
        box.scrollLeft = left * scale


def resume_item(entry: dict[str, str]) -> Element:
    return button_item(entry["label"], "resume", data_resume=entry["key"])


def player_item(entry: dict[str, Any]) -> Element:
    item = button_item(
        entry["label"],
        "view-player",
        data_player=str(entry["index"]),
        aria_current="true" if entry["current"] else "false",
        aria_pressed="true" if entry["shown"] else "false",
    )
    picture = document.createElement("span")
    picture.className = "thumb-box"
    picture.innerHTML = entry["thumbnail"]  # our own markup from engine data; names stay text
    button = item.firstChild
    if button is not None:
        button.prepend(picture)
    return item


def ranked_item(row: dict[str, Any]) -> Element:
    """A ranking row numbered by the list itself: equal totals share the number."""
    item = li(row["text"])
    item.setAttribute("value", str(row["place"]))
    return item


def standing_row(row: dict[str, Any]) -> Element:
    tr = document.createElement("tr")
    if row["me"]:
        tr.setAttribute("aria-current", "true")
    values = (str(row["place"]), row["name"], row["rounds"], row["islands"], *row["bonuses"])
    for index, value in enumerate((*values, str(row["total"]))):
        cell = document.createElement("td")
        if index == 1 and row["replay"]:  # a finished friend's name opens their game's replay
            item = button_item(value, "replay", data_replay=row["replay"])
            button = item.firstChild
            if button is not None:
                button.setAttribute("aria-label", row["replay_label"])
                cell.appendChild(button)
        else:
            cell.textContent = value
        tr.appendChild(cell)
    return tr


def replay_item(entry: dict[str, str]) -> Element:
    return button_item(entry["label"], "replay", data_replay=entry["id"])


def seat_figure(seat: dict[str, Any]) -> Element:
    """One seat of a replay: the name, the board (our own markup: engine data and escaped
    texts), then what the round did, as text."""
    figure = document.createElement("figure")
    figure.className = "replay-seat"
    name = document.createElement("h3")
    name.textContent = seat["name"]
    board = document.createElement("div")
    board.innerHTML = seat["svg"]
    lines = [seat["heading"], seat["card_label"], *seat["turn"], *seat["bonuses"]]
    notes = document.createElement("ul")
    notes.replaceChildren(*[li(line) for line in lines])
    total = document.createElement("p")
    total.textContent = " · ".join(t for t in (seat["total_label"], seat["title"]) if t)
    figure.replaceChildren(name, board, notes, total)
    return figure


def card_item(card: dict[str, Any]) -> Element:
    item = document.createElement("li")
    item.className = f"mini-card {card['state']}"
    item.setAttribute("aria-label", card["label"])
    item.textContent = f"{card['number']}·{'|' * card['bridges']}"
    return item


def mark_buttons(dom: Dom, actions: list[str]) -> None:
    """The guided game's highlight on its buttons (``data-tutorial-target``; every copy)."""
    if not dom.changed("tutorial-buttons", actions):
        return
    for node in document.querySelectorAll("[data-action][data-tutorial-target]"):
        node.removeAttribute("data-tutorial-target")
    for action in actions:  # the script's own action names, never a player's text
        for node in document.querySelectorAll(f'[data-action="{action}"]'):
            node.setAttribute("data-tutorial-target", "true")


def draw_board(dom: Dom, board: dict[tuple[str, Any], dict[str, str]]) -> None:
    """Each island's and line's attributes (and an island's number), where they changed."""
    applied = dom.applied
    for key, attrs in board.items():
        before = applied.get(key, {})
        if before == attrs:  # (most of the board, most taps: no look-up, no call)
            continue
        node = dom.board_element(key)
        if node is None or not isinstance(before, dict):
            continue
        applied[key] = attrs
        for name, value in attrs.items():
            if before.get(name) == value:
                continue
            number = node.querySelector("text.num") if name == "text" else None
            if number is not None:
                number.textContent = value
            elif name != "text":
                node.setAttribute(name, value)
        for name in before.keys() - attrs.keys():  # an attribute the element no longer has
            node.removeAttribute(name)


def draw(
    dom: Dom,
    view: dict[str, Any],
    lang: str,
    result_url: str,
    message: str,
    box: BoardBox | None = None,
) -> None:
    """Everything of ``view`` on the page; ``message`` is the message region's text (said
    again when a refusal repeats: ``describe.Speech.message``); ``box``: the board's frame
    as measured before this drawing (None: measured when needed)."""
    drawn_anew = ensure_board(dom, view["side"], lang)
    draw_board(dom, view["board"])
    pan_to_targets(
        dom,
        view["side"],
        view["board"],
        (lambda: measure_box(dom)) if drawn_anew or box is None else lambda: box,
    )
    card = view["card"] or {"number": "", "bridges": ""}
    shown = view["message"]
    handover = view["handover"] or {}
    stuck = view["stuck"] or {}
    step = view["tutorial"] or {}
    dom.put_all(
        (
            ("html", "data-phase", view["phase"]),
            ("html", "data-side", view["side"]),
            ("html", "data-kind", view["kind"]),
            ("html", "data-asking-name", "true" if view["asking_name"] else "false"),
            ("[data-prompt]", "text", view["prompt"]),
            ("[data-tutorial-step]", ".hidden", not step),
            ("[data-tutorial-title]", "text", step.get("title", "")),
            ("[data-tutorial-progress]", "text", step.get("progress", "")),
            ("[data-tutorial-text]", "text", step.get("text", "")),
            ('[data-action="tutorial"]', "text", view["tutorial_label"]),
            ("[data-handover]", ".hidden", not handover),
            ("[data-handover-text]", "text", handover.get("text", "")),
            ("[data-handover-button]", "text", handover.get("button", "")),
            ("html", "data-computer-busy", "true" if view["computer_busy"] else "false"),
            ("[data-stuck]", ".hidden", not stuck),
            ("[data-stuck-text]", "text", stuck.get("text", "")),
            ('[data-action="seat-person"]', "text", stuck.get("person", "")),
            ('[data-action="seat-out"]', "text", stuck.get("out", "")),
            ("[data-name-prompt]", ".hidden", not view["asking_name"]),
            ("[data-result-link]", ".value", result_url),
            ("[data-share-text]", "text", view["share_text"]),
            ("[data-standings-note]", "text", view["standings_note"]),
            ("[data-round]", "data-round", view["round"]),
            ("[data-round]", "text", view["round"]),
            ("[data-card]", "data-card-number", str(card["number"])),
            ("[data-card]", "data-card-bridges", str(card["bridges"])),
            ("[data-card]", "aria-label", view["card_label"]),
            ('[data-card-text="number"]', "text", str(card["number"])),
            ('[data-card-text="bridges"]', "text", "|" * int(card["bridges"] or 0)),
            ("[data-score-total]", "data-score-total", str(view["total"])),
            ("[data-score-total]", "text", str(view["total"])),
            ("[data-bridges-left]", "text", view["bridges_left"]),
            ("[data-end-summary]", "text", view["end_summary"]),
            ("[data-end-board]", "text", view["end_board"]),
            ('[data-action="confirm"]', "text", view["confirm_label"]),
            ('[data-action="seed-start"]', "text", view["seed_start_label"]),
            ('[data-action="undo"]', ".disabled", not view["undo_enabled"]),
            ('[data-action="start-3"]', ".disabled", not view["start_enabled"]),
            ('[data-action="start-4"]', ".disabled", not view["start_enabled"]),
            ("[data-seed]", "text", view["seed"]),
            ("[data-side-label]", "text", view["side_label"]),
            ("[data-message]", "data-code", shown["code"]),
            ("[data-message]", "data-kind", shown["kind"]),
            ("[data-message]", "text", message),
            # While the hand-over cover shows, the board and controls under it are inert.
            ("#board", ".inert", view["handover"] is not None),
            (".controls", ".inert", view["handover"] is not None),
            ('[data-action="whole-board"]', ".inert", view["handover"] is not None),
            ("[data-storage-warning]", ".hidden", not view["warning"]),
            ("[data-storage-warning-text]", "text", view["warning"]),
            ("[data-reports-box]", ".hidden", not view["reports"]),
            ('[data-when-items="in-progress"]', ".hidden", not view["in_progress"]),
            ('[data-when-items="history"]', ".hidden", not view["history"]),
            ('[data-action="hint"]', ".disabled", not view["hint_enabled"]),
            ("[data-end-hints]", ".hidden", not view["end_hints"]),
            ("[data-end-hints]", "text", view["end_hints"]),
            ('[data-action="analyse"]', ".hidden", not view["analyse_enabled"]),
            ("[data-keep-tip]", ".hidden", not view["keep_tip"]),
            ("[data-keep-tip-text]", "text", view["keep_tip"]),
            ("html", "data-storage-checked", view["storage_checked"]),
            ("[data-storage-lost]", ".hidden", not view["storage_lost"]),
            ("[data-storage-lost]", "text", view["storage_lost"]),
            ("[data-last-backup]", "text", view["last_backup"]),
        )
    )
    for side, pressed in view["sides"].items():
        dom.put(f'button[data-side="{side}"]', "aria-pressed", "true" if pressed else "false")
    draw_analysis(dom, view["analysis"])
    for selector, items, build in (
        ("[data-players]", view["players"], player_item),
        ("[data-ranking]", view["ranking"], ranked_item),
        ("[data-standings] tbody", view["standings"], standing_row),
        ("[data-score-rows]", view["score_rows"], li),
        ("[data-cards]", view["cards"], card_item),
        ("[data-in-progress]", view["in_progress"], resume_item),
        ("[data-history]", view["history"], li),
        ("[data-best]", view["best"], li),
        ("[data-reports]", view["reports"], li),
    ):
        dom.fill_list(selector, items, build)
    mark_buttons(dom, view["tutorial_buttons"])
    dom.put('[data-action="replay-game"]', ".hidden", not view["replay_enabled"])
    draw_screens(dom, view["screens"], message)


def draw_screens(dom: Dom, shown: dict[str, Any], message: str) -> None:
    """The history and replay screens (``web.screens.screen_view``); the game's ``main`` is
    hidden meanwhile (one main at a time), drawn as ever. The message (a link's refused
    value, say) shows on the open screen too: the game's region is hidden under it."""
    screen = shown["screen"]
    dom.put("html", "data-screen", screen)
    dom.put(".layout", ".hidden", screen != "game")
    for box in ("history", "replay"):
        dom.put(f'[data-screen-box="{box}"]', ".hidden", screen != box)
        dom.put(f'[data-screen-box="{box}"] [data-action="close-screen"]', "text", shown["close"])
        said = message if screen == box else ""
        dom.put(f'[data-screen-box="{box}"] [data-screen-message]', "text", said)
        dom.put(f'[data-screen-box="{box}"] [data-screen-message]', ".hidden", not said)
    history = shown["history"]
    if history is not None:
        # Our own markup: the chart's SVG and the table, every text in them escaped.
        dom.put("[data-chart]", ".innerHTML", history["svg"])
        dom.put("[data-chart-table]", ".innerHTML", history["table"])
        dom.put("[data-chart-summary]", "text", f"{history['summary']} · {history['streak']}")
        dom.fill_list("[data-replay-list]", history["games"], replay_item)
    replay = shown["replay"]
    if replay is None:
        return
    controls = replay["controls"]
    # aria-disabled, not disabled: a button that has nothing to do keeps the focus (a step
    # there changes nothing). The toggle's label says what it does: Play or Pause.
    for step in ("first", "previous", "next", "last", "toggle"):
        selector = f'[data-step="{step}"]'
        dom.put(selector, "aria-disabled", "false" if controls[step]["enabled"] else "true")
        if step != "toggle":  # signs, named by their labels
            dom.put(selector, "aria-label", controls[step]["label"])
            dom.put(selector, "title", controls[step]["label"])
    dom.put('[data-step="toggle"]', "text", controls["toggle"]["label"])
    slider = controls["slider"]
    dom.put("[data-replay-slider-label]", "text", slider["label"])
    dom.put("[data-replay-slider]", "max", str(slider["max"]))
    dom.forget(("[data-replay-slider]", ".value"))  # a drag may have moved it meanwhile
    dom.put("[data-replay-slider]", ".value", str(slider["value"]))
    dom.put("[data-replay-slider]", "aria-valuetext", slider["valuetext"])
    dom.put("[data-replay-announce]", "text", replay["announcement"])
    dom.fill_list("[data-replay-seats]", replay["seats"], seat_figure)


def draw_analysis(dom: Dom, found: dict[str, Any] | None) -> None:
    """The end screen's comparison with the best game in hindsight."""
    found = found or {"status": "", "best_total": None, "rounds": []}
    best = found["best_total"]
    boards = "own_board" in found
    for selector, name, value in (
        ("[data-analysis]", ".hidden", not found["status"]),
        ("[data-analysis-status]", "text", found["status"]),
        ("[data-analysis-best]", ".hidden", best is None),
        ("[data-best-total]", "text", "" if best is None else str(best)),
        ("[data-analysis-step]", ".hidden", not boards),
        ("[data-analysis-boards]", ".hidden", not boards),
        ("[data-analysis-step-label]", "text", found.get("step_label", "")),
        ("[data-analysis-own-score]", "text", str(found.get("own_score", ""))),
        ("[data-analysis-best-score]", "text", str(found.get("best_score", ""))),
    ):
        dom.put(selector, name, value)
    # Our own markup from engine data (numbers and ids), never a player's text.
    dom.put("[data-analysis-own]", ".innerHTML", found.get("own_board", ""))
    dom.put("[data-analysis-theirs]", ".innerHTML", found.get("best_board", ""))
    dom.fill_list("[data-analysis-rounds]", found["rounds"], li)
