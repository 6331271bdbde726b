"""Apply the view (``web.ui.view.build``, typed in ``web.shown.view_types``) to the page:
attributes, texts and lists; only the parts, islands, lines and cards that changed since the
last draw."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyscript import document

from hashi_core import get_board
from web.pictures.render import board_svg
from web.shown.view_types import (
    Analysis,
    CardCell,
    GameRow,
    PlayerRow,
    RaceChoice,
    RaceView,
    RankRow,
    Resume,
    ScreenView,
    SeatShown,
    StandingRow,
    View,
    attributes_of,
    changed_cards,
    changed_elements,
    changed_parts,
)
from web.shown.view_types import Element as BoardElement

from .dom import BOARD, Dom, button_item, li

if TYPE_CHECKING:  # types only: a browser may lack one (Firefox: TouchEvent)
    from js import Element

RESULT_LINK = ("[data-result-link]", ".value")
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
    dom.changed((SIDE_SHOWN, "side"), side)
    return drawn


def measure_box(dom: Dom) -> tuple[int, int] | None:
    """Where the board is on the screen (whole px), read before a tap's drawing writes
    anything: then the layout is the last frame's, and reading it costs no layout of its
    own (read after the writes, it would lay the page out once more in the middle of the
    tap)."""
    svg = dom.node(BOARD)
    if svg is None:
        return None
    rect = svg.getBoundingClientRect()
    return round(rect.left), round(rect.top)


def resume_item(entry: Resume) -> Element:
    return button_item(entry.label, "resume", data_resume=entry.key)


def player_item(entry: PlayerRow) -> Element:
    item = button_item(
        entry.label,
        "view-player",
        data_player=str(entry.index),
        aria_current="true" if entry.current else "false",
        aria_pressed="true" if entry.shown else "false",
    )
    picture = document.createElement("span")
    picture.className = "thumb-box"
    picture.innerHTML = entry.thumbnail  # our own markup from engine data; names stay text
    button = item.firstChild
    if button is not None:
        button.prepend(picture)
    return item


def ranked_item(row: RankRow) -> Element:
    """A ranking row numbered by the list itself: equal totals share the number."""
    item = li(row.text)
    item.setAttribute("value", str(row.place))
    return item


def standing_row(row: StandingRow) -> Element:
    tr = document.createElement("tr")
    if row.me:
        tr.setAttribute("aria-current", "true")
    # The total beside the name: both stay in view while the rest scrolls under them.
    place, total = ("\u2014" if n is None else str(n) for n in (row.place, row.total))
    values = (place, row.name, total, row.rounds, row.islands, *row.bonuses)
    for index, value in enumerate(values):
        cell = document.createElement("td")
        if index == 1 and row.replay:  # a finished friend's name opens their game's replay
            item = button_item(value, "replay", data_replay=row.replay)
            button = item.firstChild
            if button is not None:
                button.setAttribute("aria-label", row.replay_label)
                cell.appendChild(button)
        else:
            cell.textContent = value
        tr.appendChild(cell)
    return tr


def replay_item(entry: GameRow) -> Element:
    """A finished game: its replay, and its replay link shared when it sends one."""
    item = button_item(entry.label, "replay", data_replay=entry.id)
    if entry.code:
        link = document.createElement("button")
        link.type = "button"
        link.className = "replay-link"
        link.dataset.action = "share-replay"
        link.dataset.replayCode = entry.code
        link.textContent = entry.link_text
        link.setAttribute("aria-label", entry.link_label)
        item.appendChild(link)
    return item


def seat_figure(seat: SeatShown) -> Element:
    """One seat of a replay: the name, the board (our own markup: engine data and escaped
    texts), then what the round did, as text."""
    figure = document.createElement("figure")
    figure.className = "replay-seat"
    name = document.createElement("h3")
    name.textContent = seat.name
    board = document.createElement("div")
    board.innerHTML = seat.svg
    lines = [seat.heading, seat.card_label, *seat.turn, *seat.bonuses]
    notes = document.createElement("ul")
    notes.replaceChildren(*[li(line) for line in lines])
    total = document.createElement("p")
    total.textContent = " · ".join(t for t in (seat.total_label, seat.title) if t)
    figure.replaceChildren(name, board, notes, total)
    return figure


def card_item(card: CardCell) -> Element:
    item = document.createElement("li")
    set_card(item, card)
    item.textContent = f"{card.number}·{'|' * card.bridges}"
    return item


def set_card(item: Element, card: CardCell) -> None:
    item.className = f"mini-card {card.state}"
    item.setAttribute("aria-label", card.label)


def draw_cards(dom: Dom, before: tuple[CardCell, ...] | None, cards: tuple[CardCell, ...]) -> None:
    """The cards bar: made once, then only the cards whose state changed (a round: two)."""
    node = dom.node("[data-cards]")
    if node is None:
        return
    places = changed_cards(before, cards)
    if places is None or node.children.length != len(cards):
        node.replaceChildren(*[card_item(card) for card in cards])
        return
    for place in places:  # (a card's number and bridges never change in its place)
        set_card(node.children.item(place), cards[place])


def mark_buttons(dom: Dom, actions: tuple[str, ...]) -> None:
    """The guided game's highlight on its buttons (``data-tutorial-target``): the step's own
    copy beside its text where it has one (the last step's New game), else every copy."""
    if not dom.changed("tutorial-buttons", actions):
        return
    scope = document if dom.root is None else dom.root
    for node in scope.querySelectorAll("[data-action][data-tutorial-target]"):
        node.removeAttribute("data-tutorial-target")
    for action in actions:  # the script's own action names, never a player's text
        copies = scope.querySelectorAll(f'[data-tutorial-step] [data-action="{action}"]')
        if not copies.length:
            copies = scope.querySelectorAll(f'[data-action="{action}"]')
        for node in copies:
            node.setAttribute("data-tutorial-target", "true")


def draw_board(dom: Dom, elements: list[BoardElement]) -> None:
    """Each changed island's and line's attributes (and an island's number), where they
    changed: an attribute the element no longer has is removed."""
    applied = dom.applied
    for element in elements:
        key = element.key
        attrs = attributes_of(element)
        before = applied.get(key, {})
        if before == attrs or not isinstance(before, dict):
            continue
        node = dom.board_element(key)
        if node is None:
            continue
        applied[key] = attrs
        for name, value in attrs.items():
            if before.get(name) == value:
                continue
            number = dom.board_element((*key, "num")) if name == "text" else None
            if number is not None:
                number.textContent = value
            elif name != "text":
                node.setAttribute(name, value)
        for name in before.keys() - attrs.keys():  # an attribute the element no longer has
            node.removeAttribute(name)


def draw(
    dom: Dom,
    view: View,
    lang: str,
    result_url: str,
    message: str,
) -> None:
    """``view`` on the page: only its parts that differ from the last drawn
    (``dom.drawn``); ``message`` is the message region's text (said again when a refusal
    repeats: ``describe.Speech.message``)."""
    last = dom.drawn
    board = view.board
    drawn_anew = ensure_board(dom, board.side, lang)  # then every element, every target
    parts = changed_parts(last, view)
    if drawn_anew or "board" in parts:
        draw_board(dom, changed_elements(None if drawn_anew or last is None else last.board, board))
    panel, cover, tutorial, scores, saved = (
        view.panel,
        view.cover,
        view.tutorial,
        view.scores,
        view.saved,
    )
    card = panel.card
    handover, stuck, step = cover.handover, cover.stuck, tutorial.step
    covered = handover is not None
    # The page's ~70 single values, each group only when its part changed (a value is made
    # from its part alone: one that did not change has nothing to write).
    if "panel" in parts:
        dom.put_all(
            (
                ("html", "data-phase", panel.phase),
                ("html", "data-side", panel.side),
                ("html", "data-kind", panel.kind),
                ("html", "data-asking-name", "true" if panel.asking_name else "false"),
                ("[data-prompt]", "text", panel.prompt),
                ("html", "data-computer-busy", "true" if panel.computer_busy else "false"),
                ("[data-name-prompt]", ".hidden", not panel.asking_name),
                ("[data-name-deal]", "text", panel.name_deal),
                ("[data-round]", "data-round", panel.round),
                ("[data-round]", "text", panel.round),
                ("[data-card]", "data-card-number", str(card.number) if card else ""),
                ("[data-card]", "data-card-bridges", str(card.bridges) if card else ""),
                ("[data-card]", "aria-label", panel.card_label),
                ('[data-card-text="number"]', "text", str(card.number) if card else ""),
                ('[data-card-text="bridges"]', "text", "|" * card.bridges if card else ""),
                ("[data-score-total]", "data-score-total", str(panel.total)),
                ("[data-score-total]", "text", str(panel.total)),
                ("[data-bridges-left]", "text", panel.bridges_left),
                ('[data-action="confirm"]', "text", panel.confirm_label),
                # Dimmed, not disabled: it keeps the focus of the tap that handed the turn to
                # the computer, and a tap on it is refused at once, saying whose turn it is.
                (
                    '[data-action="confirm"]',
                    "data-waits",
                    "false" if panel.confirm_enabled else "true",
                ),
                ('[data-action="seed-start"]', "text", panel.seed_start_label),
                ('[data-action="undo"]', ".disabled", not panel.undo_enabled),
                ('[data-action="start-3"]', ".disabled", not panel.start_enabled),
                ('[data-action="start-4"]', ".disabled", not panel.start_enabled),
                ("[data-seed]", "text", panel.seed),
                ("[data-side-label]", "text", panel.side_label),
                ('[data-action="hint"]', ".disabled", not panel.hint_enabled),
                ("[data-hint-reason]", ".hidden", not panel.hint_reason),
                ("[data-hint-reason]", "text", panel.hint_reason),
                ('[data-action="analyse"]', ".hidden", not panel.analyse_enabled),
                ('[data-action="replay-game"]', ".hidden", not panel.replay_enabled),
            )
        )
    if "tutorial" in parts:
        dom.put_all(
            (
                ("[data-tutorial-step]", ".hidden", step is None),
                ("[data-tutorial-title]", "text", step.title if step else ""),
                ("[data-tutorial-progress]", "text", step.progress if step else ""),
                ("[data-tutorial-text]", "text", step.text if step else ""),
                ('[data-action="tutorial"]', "text", tutorial.label),
            )
        )
    if "cover" in parts:
        dom.put_all(
            (
                ("[data-handover]", ".hidden", handover is None),
                ("[data-handover-text]", "text", handover.text if handover else ""),
                ("[data-handover-button]", "text", handover.button if handover else ""),
                ("[data-stuck]", ".hidden", stuck is None),
                ("[data-stuck-text]", "text", stuck.text if stuck else ""),
                ('[data-action="seat-person"]', "text", stuck.person if stuck else ""),
                ('[data-action="seat-out"]', "text", stuck.out if stuck else ""),
                # While the hand-over cover shows, the board and controls under it are inert.
                ("#board", ".inert", covered),
                (".controls", ".inert", covered),
            )
        )
    if "scores" in parts:
        dom.put_all(
            (
                ("[data-replay-share]", ".hidden", not scores.replay_label),
                ('[data-action="share-replay"]', ".disabled", not scores.replay_code),
                ("[data-replay-link-label]", "text", scores.replay_label),
                ('[data-action="share-replay"]', "data-replay-code", scores.replay_code),
                ("[data-share-text]", "text", scores.share_text),
                ("[data-standings-note]", "text", scores.standings_note),
                ("[data-end-summary]", "text", scores.end_summary),
                ("[data-end-board]", "text", scores.end_board),
                ("[data-end-hints]", ".hidden", not scores.end_hints),
                ("[data-end-hints]", "text", scores.end_hints),
            )
        )
    if "saved" in parts:
        dom.put_all(
            (
                ("[data-storage-warning]", ".hidden", not saved.warning),
                ("[data-storage-warning-text]", "text", saved.warning),
                ("[data-storage-warning-short]", "text", saved.warning_short),
                ("[data-reports-box]", ".hidden", not saved.reports),
                ('[data-when-items="in-progress"]', ".hidden", not saved.in_progress),
                ('[data-when-items="history"]', ".hidden", not saved.history),
                ("[data-keep-tip]", ".hidden", not saved.keep_tip),
                ("[data-keep-tip-text]", "text", saved.keep_tip),
                ("html", "data-storage-checked", "true" if saved.storage_checked else "false"),
                ("[data-storage-lost]", ".hidden", not saved.storage_lost),
                ("[data-storage-lost]", "text", saved.storage_lost),
                ("[data-last-backup]", "text", saved.last_backup),
            )
        )
    if "message" in parts or message != dom.said:
        dom.put_all(
            (
                ("[data-message]", "data-code", view.message.code),
                ("[data-message]", "data-kind", view.message.kind),
                ("[data-message]", "text", message),
            )
        )
    # The step on its own: it changes while the words stay (CSS shows it, never said).
    dom.put("[data-message]", "data-step", view.message.step)
    dom.put(*RESULT_LINK, result_url)
    if "panel" in parts:
        for side, pressed in panel.sides:
            dom.put(f'button[data-side="{side}"]', "aria-pressed", "true" if pressed else "false")
    if "analysis" in parts:
        draw_analysis(dom, view.analysis)
    if "scores" in parts:
        dom.fill_list("[data-players]", scores.players, player_item)
        dom.fill_list("[data-ranking]", scores.ranking, ranked_item)
        dom.fill_list("[data-standings] tbody", scores.standings, standing_row)
        dom.fill_texts("[data-score-rows]", scores.rows)
    if "cards" in parts:
        draw_cards(dom, None if last is None else last.cards, view.cards)
    if "saved" in parts:
        dom.fill_list("[data-in-progress]", saved.in_progress, resume_item)
        dom.fill_texts("[data-history]", saved.history)
        dom.fill_texts("[data-best]", saved.best)
        dom.fill_texts("[data-reports]", saved.reports)
    if "tutorial" in parts:
        mark_buttons(dom, tutorial.buttons)
    if "race" in parts:
        draw_race(dom, view.race)
    if "screens" in parts or message != dom.said:
        draw_screens(dom, view.screens, message)
    dom.drawn, dom.said = view, message


def draw_screens(dom: Dom, shown: ScreenView, message: str) -> None:
    """The history and replay screens (``web.model.screens.screen_view``); the game's ``main`` is
    hidden meanwhile (one main at a time), drawn as ever. The message (a link's refused
    value, say) shows on the open screen too: the game's region is hidden under it."""
    screen = shown.screen
    dom.put("html", "data-screen", screen)
    dom.put(".layout", ".hidden", screen != "game")
    for box in ("history", "replay"):
        dom.put(f'[data-screen-box="{box}"]', ".hidden", screen != box)
        dom.put(f'[data-screen-box="{box}"] [data-action="close-screen"]', "text", shown.close)
        said = message if screen == box else ""
        dom.put(f'[data-screen-box="{box}"] [data-screen-message]', "text", said)
        dom.put(f'[data-screen-box="{box}"] [data-screen-message]', ".hidden", not said)
    history = shown.history
    if history is not None:
        # Our own markup: the chart's SVG and the table, every text in them escaped.
        dom.put("[data-chart]", ".innerHTML", history.svg)
        dom.put("[data-chart-table]", ".innerHTML", history.table)
        dom.put("[data-chart-summary]", "text", f"{history.summary} · {history.streak}")
        dom.fill_list("[data-replay-list]", history.games, replay_item)
        dom.put("[data-more-games]", "text", history.more)
        dom.put("[data-more-games]", ".hidden", not history.more)
    replay = shown.replay
    if replay is None:
        return
    controls = replay.controls
    # aria-disabled, not disabled: a button that has nothing to do keeps the focus (a step
    # there changes nothing). The toggle's label says what it does: Play or Pause.
    for step, button in (
        ("first", controls.first),
        ("previous", controls.previous),
        ("next", controls.next),
        ("last", controls.last),
        ("toggle", controls.toggle),
    ):
        selector = f'[data-step="{step}"]'
        dom.put(selector, "aria-disabled", "false" if button.enabled else "true")
        if step != "toggle":  # signs, named by their labels
            dom.put(selector, "aria-label", button.label)
            dom.put(selector, "title", button.label)
    dom.put('[data-step="toggle"]', "text", controls.toggle.label)
    slider = controls.slider
    dom.put("[data-replay-slider-label]", "text", slider.label)
    dom.put("[data-replay-slider]", "max", str(slider.max))
    dom.forget(("[data-replay-slider]", ".value"))  # a drag may have moved it meanwhile
    dom.put("[data-replay-slider]", ".value", str(slider.value))
    dom.put("[data-replay-slider]", "aria-valuetext", slider.valuetext)
    dom.put("[data-replay-round]", "text", slider.shown)
    dom.put("#replay-title", "text", replay.heading)  # players' names: text, never markup
    dom.put("[data-replay-announce]", "text", replay.announcement)
    dom.fill_list("[data-replay-seats]", replay.seats, seat_figure)


def draw_analysis(dom: Dom, found: Analysis) -> None:
    """The end screen's comparison with the best game in hindsight."""
    best, boards = found.best_total, found.boards
    for selector, name, value in (
        ("[data-analysis]", ".hidden", not found.status),
        ("[data-analysis-status]", "text", found.status),
        ("[data-analysis-best]", ".hidden", best is None),
        ("[data-best-total]", "text", "" if best is None else str(best)),
        ("[data-analysis-step]", ".hidden", boards is None),
        ("[data-analysis-boards]", ".hidden", boards is None),
        ("[data-analysis-step-label]", "text", boards.step_label if boards else ""),
        ("[data-analysis-own-score]", "text", str(boards.own_score) if boards else ""),
        ("[data-analysis-best-score]", "text", str(boards.best_score) if boards else ""),
    ):
        dom.put(selector, name, value)
    steps = (("prev", boards and boards.back), ("next", boards and boards.forward))
    for action, enabled in steps:  # (aria-disabled, as the replay's: it keeps the focus)
        disabled = "false" if enabled else "true"
        dom.put(f'[data-action="analysis-{action}"]', "aria-disabled", disabled)
    # Our own markup from engine data (numbers and ids), never a player's text.
    dom.put("[data-analysis-own]", ".innerHTML", boards.own_board if boards else "")
    dom.put("[data-analysis-theirs]", ".innerHTML", boards.best_board if boards else "")
    dom.fill_texts("[data-analysis-rounds]", found.rounds)


def race_item(choice: RaceChoice) -> Element:
    """A friend to race: the button names them (text), ``data-friend`` says whom."""
    pressed = "true" if choice.pressed else "false"
    return button_item(choice.label, "race", data_friend=choice.name, aria_pressed=pressed)


def draw_choices(dom: Dom, choices: tuple[RaceChoice, ...]) -> None:
    """The friends to race: made anew when they change, else only which one is pressed (the
    button just tapped keeps the focus)."""
    node = dom.node("[data-race-choices]")
    names = [(choice.name, choice.label) for choice in choices]
    if node is None or dom.changed("race-names", names) or node.children.length != len(names):
        dom.forget("[data-race-choices]")
        dom.fill_list("[data-race-choices]", choices, race_item)
        return
    for place, choice in enumerate(choices):
        button = node.children.item(place).firstChild
        if button is not None:
            button.setAttribute("aria-pressed", "true" if choice.pressed else "false")


def draw_race(dom: Dom, race: RaceView) -> None:
    """Racing a friend's game: whom to race, and the friend's board at the player's round
    (``web.model.ghost``: nothing of a later round is in the view)."""
    for selector, name, value in (
        ("[data-race]", ".hidden", not race.choices),
        ('[data-action="stop-race"]', ".hidden", not race.stop),
        ('[data-action="stop-race"]', "text", race.stop),
        ("[data-race-note]", ".hidden", not race.note),
        ("[data-race-note]", "text", race.note),
        ("[data-race-ghost]", ".hidden", not race.board),
        ("[data-race-heading]", "text", race.heading),
        ("[data-race-scores]", "text", race.scores),
        ("[data-race-line]", ".hidden", not race.board),
        ("[data-race-line-heading]", "text", race.heading),
        ("[data-race-line-scores]", "text", race.scores),
        ("[data-race-line-note]", "text", race.note),  # (their result stops earlier)
    ):
        dom.put(selector, name, value)
    draw_choices(dom, race.choices)
    # Our own markup from engine data (numbers and ids), never a player's text.
    dom.put("[data-race-board]", ".innerHTML", race.board)
    dom.fill_texts("[data-race-bonuses]", race.rows)
