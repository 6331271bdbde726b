"""The page's glue: browser events in, the controller's view out to the DOM.

Thin on purpose: every decision is made in ``app.py`` (tested in CPython);
here we only read taps, apply what changed, and talk to browser APIs
(localStorage, the address bar, share, files). Player text is always set
with ``textContent``, never as markup.
"""

import asyncio
import contextlib
import json
import sys
from urllib.parse import parse_qs

import js
from pyodide.ffi import create_proxy
from pyscript import document, window

# The engine and the page's modules come as one zip of bytecode, fetched by
# boot.js while Pyodide boots: imported straight from it, nothing to compile.
APP_ZIP = "/tmp/hashi-app.zip"
html = document.documentElement
try:
    with open(APP_ZIP, "wb") as archive:
        archive.write((await js.window.hashiApp).to_bytes())  # noqa: F704
    sys.path.insert(0, APP_ZIP)

    from hashi_core import get_board
    from web.app import App
    from web.describe import announcement, describe_board, summary  # a11y:
    from web.keyboard import bridge_from, focus_after, key_action, line_between  # a11y:
    from web.render import board_svg
    from web.saves import MemoryStore, Saves
except Exception:  # the page shows its own message; never a traceback
    html.setAttribute("data-app-state", "error")
    raise


class LocalStore:
    """localStorage, falling back to memory when the browser refuses it."""

    def __init__(self) -> None:
        self.memory = MemoryStore()
        try:
            self.storage = window.localStorage
            self.storage.getItem("hashi.current")
        except Exception:
            self.storage = None

    def get(self, key):
        if self.storage is None:
            return self.memory.get(key)
        value = self.storage.getItem(key)
        return value if isinstance(value, str) else None  # JS null is not a str

    def set(self, key, value):
        if self.storage is None:
            self.memory.set(key, value)
            return
        try:
            self.storage.setItem(key, value)
        except Exception:
            app.message = {
                "code": "storage_full",
                "text": app_text("ui.storage_full"),
                "kind": "error",
            }

    def remove(self, key):
        if self.storage is None:
            self.memory.remove(key)
        else:
            self.storage.removeItem(key)

    def keys(self):
        if self.storage is None:
            return self.memory.keys()
        return [str(self.storage.key(i)) for i in range(self.storage.length)]


def app_text(key, **params):
    from hashi_texts import render as text

    return text(key, app.lang, **params)


app = App(Saves(LocalStore()))
applied: dict = {}  # what the DOM shows now, per element key
elements: dict = {}
asked_persist = False
spoken: dict = {"summary": None, "message": None, "flip": False}  # a11y: what was announced
dragged: dict = {"from": None, "end": None}  # a11y: pointer-down island; a bridge's first end
tasks: set = set()  # running async work (share), kept referenced until done


def nothing(value):
    """JS null and undefined arrive as JsNull/None depending on Pyodide's settings."""
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


def q(selector, root=None):
    node = (root or document).querySelector(selector)
    return None if nothing(node) else node


def closest(node, selector):
    found = node.closest(selector) if hasattr(node, "closest") else None
    return None if nothing(found) else found


def page_node(selector):
    """An element of the page around the board (never replaced, so looked up once)."""
    node = elements.get(selector)
    if node is None:
        node = elements[selector] = q(selector)
    return node


def put(selector, name, value):
    """Set text (``text``), a property (``.name``) or an attribute, only when it changed."""
    key = (selector, name)
    if applied.get(key) == value:
        return
    applied[key] = value
    node = page_node(selector)
    if name == "text":
        node.textContent = value
    elif name.startswith("."):
        setattr(node, name[1:], value)
    else:
        node.setAttribute(name, value)


def fill_list(selector, items, build):
    """Replace a list's children, built with DOM calls (no markup)."""
    if applied.get(selector) == items:
        return
    applied[selector] = items
    node = page_node(selector)
    node.replaceChildren()
    for item in items:
        node.appendChild(build(item))


def li(label):
    item = document.createElement("li")
    item.textContent = label
    return item


def button_item(label, action, **attributes):
    """A list item holding one button (its label as text, never markup)."""
    item = document.createElement("li")
    button = document.createElement("button")
    button.type = "button"
    button.dataset.action = action
    for name, value in attributes.items():
        button.setAttribute(name.replace("_", "-"), value)
    button.textContent = label
    item.appendChild(button)
    return item


def resume_item(entry):
    return button_item(entry["label"], "resume", data_resume=entry["key"])


def player_item(entry):
    item = button_item(
        entry["label"],
        "view-player",
        data_player=str(entry["index"]),
        aria_current="true" if entry["current"] else "false",
        aria_pressed="true" if entry["shown"] else "false",
    )
    # The thumbnail is our own markup from engine data; the name stays text.
    picture = document.createElement("span")
    picture.className = "thumb-box"
    picture.innerHTML = entry["thumbnail"]
    item.firstChild.prepend(picture)
    return item


def standing_row(row):
    tr = document.createElement("tr")
    for value in (row["name"], str(row["rounds"]), *row["bonuses"], str(row["total"])):
        cell = document.createElement("td")
        cell.textContent = value
        tr.appendChild(cell)
    return tr


def card_item(card):
    item = document.createElement("li")
    item.className = f"mini-card {card['state']}"
    item.setAttribute("aria-label", card["label"])
    item.textContent = f"{card['number']}·{'|' * card['bridges']}"
    return item


def ensure_board():
    """Draw the board side in play if the page shows another one."""
    svg = q("svg[data-board]")
    side = app.game.side
    if svg is None or svg.getAttribute("data-board") != side:
        # Our own markup from engine data only (no player text in it).
        q("#board").innerHTML = board_svg(get_board(side), app.lang)
        for cache in (elements, applied):
            for key in [k for k in cache if isinstance(k, tuple) and k[0] in ("island", "line")]:
                del cache[key]


def element(key):
    node = elements.get(key)
    if node is None:
        kind, ident = key
        node = q(f'[data-{kind}="{ident}"]')
        elements[key] = node
    return node


def draw():
    view = app.view()
    ensure_board()
    for key, attrs in view["board"].items():
        before = applied.get(key, {})
        if before == attrs:
            continue
        node = element(key)
        for name, value in attrs.items():
            if before.get(name) == value:
                continue
            if name == "text":
                node.querySelector("text.num").textContent = value
            else:
                node.setAttribute(name, value)
        applied[key] = attrs
    card = view["card"] or {"number": "", "bridges": ""}
    message = view["message"] or {"code": "", "text": "", "kind": ""}
    link = result_url(view["result_link"]) if view["result_link"] else ""
    side_label = app_text("ui.side_a" if view["side"] == "A" else "ui.side_b")
    for selector, name, value in (
        ("html", "data-phase", view["phase"]),
        ("html", "data-side", view["side"]),
        ("html", "data-kind", view["kind"]),
        ("[data-prompt]", "text", view["prompt"]),
        ("[data-handover]", ".hidden", view["handover"] is None),
        ("[data-handover-text]", "text", (view["handover"] or {}).get("text", "")),
        ("[data-handover-button]", "text", (view["handover"] or {}).get("button", "")),
        ("[data-result-link]", ".value", link),
        ("[data-share-text]", "text", view["share_text"]),
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
        ('[data-action="confirm"]', "text", view["confirm_label"]),
        ('[data-action="seed-start"]', "text", view["seed_start_label"]),
        ('[data-action="undo"]', ".disabled", not view["undo_enabled"]),
        ('[data-action="start-3"]', ".disabled", not view["start_enabled"]),
        ('[data-action="start-4"]', ".disabled", not view["start_enabled"]),
        # a11y: scoped to buttons: '[data-side="A"]' also matched <html data-side="A">
        ('button[data-side="A"]', "aria-pressed", "true" if view["side"] == "A" else "false"),
        ('button[data-side="B"]', "aria-pressed", "true" if view["side"] == "B" else "false"),
        # a11y: while the hand-over cover shows, the board and controls under it are inert
        ("#board", ".inert", view["handover"] is not None),
        (".controls", ".inert", view["handover"] is not None),
        ("[data-seed]", "text", view["seed"]),
        ("[data-side-label]", "text", side_label),
        ("[data-message]", "data-code", message["code"]),
        ("[data-message]", "data-kind", message["kind"]),
        ("[data-message]", "text", repeated(message)),  # a11y: a repeated refusal is re-said
        ('[data-when-items="in-progress"]', ".hidden", not view["in_progress"]),
        ('[data-when-items="history"]', ".hidden", not view["history"]),
    ):
        put(selector, name, value)
    for selector, items, build in (
        ("[data-players]", view["players"], player_item),
        ("[data-ranking]", view["ranking"], li),
        ("[data-standings] tbody", view["standings"], standing_row),
        ("[data-score-rows]", view["score_rows"], li),
        ("[data-cards]", view["cards"], card_item),
        ("[data-in-progress]", view["in_progress"], resume_item),
        ("[data-history]", view["history"], li),
        ("[data-best]", view["best"], li),
    ):
        fill_list(selector, items, build)
    announce()  # a11y:
    sync_address()


def repeated(message):
    """a11y: the refusal's text; the same refusal again changes invisibly, so it is said again."""
    said = message["text"]
    shown = applied.get(("[data-message]", "text"), "")
    if not said or shown.rstrip("\u00a0") != said:
        spoken["message"] = message
        return said
    if message is spoken["message"]:
        return shown  # a redraw, not a new refusal
    spoken["message"] = message
    return said if shown.endswith("\u00a0") else said + "\u00a0"


def announce():
    """a11y: say once, politely, what the last step changed (number, bridge, round, end)."""
    chosen = getattr(app, "selected", None)
    now = summary(app.game, app.shown, chosen)
    said = announcement(spoken["summary"], app.game, app.shown, app.lang, chosen)
    spoken["summary"] = now
    if said:
        spoken["flip"] = not spoken["flip"]  # the same words twice are still a change
        put("[data-announce]", "text", said + ("\u00a0" if spoken["flip"] else ""))


def focus_board():
    """a11y: focus the board's island in the tab order (roving focus)."""
    node = q('[data-island][tabindex="0"]') or q("[data-island]")
    if node is not None:
        node.focus()


def move_focus(node):
    """a11y: roving focus: the focused island becomes the board's one tab stop."""
    if node is None:
        return
    old = q('[data-island][tabindex="0"]')
    if old is not None and old is not node:
        old.setAttribute("tabindex", "-1")
    if node.hasAttribute("data-island"):
        node.setAttribute("tabindex", "0")
    node.focus()


def focus_after_action(name):
    """a11y: focus never falls to <body> when the button pressed hides itself."""
    view_phase = str(html.getAttribute("data-phase"))
    handover = not q("[data-handover]").hidden
    where = focus_after(name, view_phase, handover)
    active = document.activeElement
    lost = nothing(active) or str(active.tagName) == "BODY" or bool(active.disabled)
    if where == "@board" or (not where and lost):
        focus_board()
    elif where:
        node = q(where)
        if node is not None:
            node.focus()


def sync_address():
    """Keep ``?seed=&side=`` in the address bar, so a reload or a shared link comes back here."""
    mode = None if app.kind == "solo" else app.kind
    wanted = (app.game.seed, app.game.side, mode)
    if applied.get("address") == wanted:
        return
    applied["address"] = wanted
    params = address_params()
    if (params.get("seed"), params.get("side"), params.get("mode")) == wanted:
        return
    query = f"?seed={app.game.seed}&side={app.game.side}"
    if app.kind != "solo":
        query += f"&mode={app.kind}"
    window.history.replaceState(None, "", f"{window.location.pathname}{query}")


def result_url(code):
    return f"{window.location.origin}{window.location.pathname}?result={code}"


def address_params():
    """The address's query as plain Python strings (first value of each name)."""
    query = parse_qs(str(window.location.search).lstrip("?"), keep_blank_values=True)
    return {name: values[0] for name, values in query.items()}


def share_url():
    return (
        f"{window.location.origin}{window.location.pathname}"
        f"?seed={app.game.seed}&side={app.game.side}"
    )


async def share():
    url = share_url()
    navigator = window.navigator
    data = {
        "title": app_text("ui.title"),
        "url": url,
        "text": app_text("ui.share_text", seed=app.game.seed, side=app.game.side),
    }
    try:
        if hasattr(navigator, "share") and js.matchMedia("(pointer: coarse)").matches:
            await navigator.share(js.JSON.parse(json.dumps(data)))
            return
    except Exception:
        pass  # cancelled or refused: fall back to the clipboard
    with contextlib.suppress(Exception):  # no clipboard: the message shows the link
        await navigator.clipboard.writeText(url)
    app.message = {"code": "", "text": app_text("ui.shared", url=url), "kind": "info"}
    draw()


def copy_result():
    link = q("[data-result-link]")
    link.select()
    with contextlib.suppress(Exception):
        window.navigator.clipboard.writeText(link.value)
    app.message = {"code": "", "text": app_text("ui.result_copied"), "kind": "info"}


def export():
    options = js.JSON.parse('{"type": "application/json"}')
    blob = js.Blob.new([app.record_json()], options)
    url = js.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = f"hashi-{app.game.seed}-{app.game.side}.json"
    document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(create_proxy(lambda: js.URL.revokeObjectURL(url)), 1000)
    app.message = {"code": "", "text": app_text("ui.saved_file"), "kind": "info"}


async def import_file(event):
    files = event.target.files
    if files.length:
        data = await files.item(0).text()
        app.import_record(str(data))
        event.target.value = ""
        draw()


def ask_persist():
    global asked_persist
    if not asked_persist and hasattr(window.navigator, "storage"):
        asked_persist = True
        with contextlib.suppress(Exception):
            window.navigator.storage.persist()


def on_click(event):
    """Every tap, synchronously: the board is redrawn before the next frame."""
    target = event.target
    action = closest(target, "[data-action]")
    island = closest(target, "[data-island]")
    line = closest(target, "[data-line]")
    if island is None:
        mark_bridge_from(None)  # a11y: any other tap forgets a bridge's first end
    try:
        if action is not None:
            run_action(str(action.dataset.action), action, event)
            draw()
            focus_after_action(str(action.dataset.action))  # a11y:
        elif island is not None:
            tap_island(int(island.dataset.island))  # a11y: two taps may draw a bridge
        elif line is not None:
            app.tap_line(str(line.dataset.line))
        else:
            return
        ask_persist()
    except Exception as error:  # never a traceback for the player
        js.console.error(f"hashi: {error!r}")
        app.message = {"code": "internal", "text": app_text("ui.load_failed"), "kind": "error"}
    draw()


def tap_island(ident):
    """a11y: a tap on an island: the bridge from the island tapped before, else the usual tap."""
    start = dragged["end"]
    line = line_between(app.game.board, start, ident) if start is not None else None
    if line is not None:
        app.tap_line(line)
        refused = (app.message or {}).get("kind") == "error"
        mark_bridge_from(None if refused else ident)
        return
    app.tap_island(ident)
    message = app.message or {}
    code = str(message.get("code", "")) if message.get("kind") == "error" else ""
    end = bridge_from(app.game, app.current, ident, code) if app.phase == "play" else None
    mark_bridge_from(end)
    if end is not None and code:
        app.message = {
            "code": "",
            "text": app_text("a11y.bridge_from", island=ident),
            "kind": "info",
        }


def mark_bridge_from(ident):
    """a11y: remember (and show) the island a next tap on a neighbour draws a bridge from."""
    if dragged["end"] is not None:
        old = q(f'[data-island="{dragged["end"]}"]')
        if old is not None:
            old.removeAttribute("data-bridge-from")
    dragged["end"] = ident
    if ident is not None:
        node = q(f'[data-island="{ident}"]')
        if node is not None:
            node.setAttribute("data-bridge-from", "true")


def run_action(name, node, event):
    if name in ("confirm", "undo", "seed-start"):
        {"confirm": app.confirm, "undo": app.undo, "seed-start": app.seed_start}[name]()
    elif name in ("start-3", "start-4"):
        app.start(int(name[-1]))
    elif name == "new-game":
        app.new_game()
    elif name == "side":
        app.set_side(str(node.dataset.side))
    elif name == "play-seed":
        event.preventDefault()
        app.new_game(seed=str(q("#seed-input").value).strip())
    elif name == "resume":
        app.resume(str(node.dataset.resume))
    elif name == "share":
        tasks.add(task := asyncio.ensure_future(share()))
        task.add_done_callback(tasks.discard)
    elif name == "export":
        export()
    elif name == "import":
        q("[data-import-input]").click()
    elif name == "start-party":
        names = [str(n.value) for n in document.querySelectorAll("[data-player-name]")]
        app.new_party(names)
    elif name in ("start-challenge", "daily"):
        player = str(q("[data-challenge-name]").value)
        if name == "daily":
            app.daily(player)
        else:
            app.new_challenge(player)
    elif name == "take-turn":
        app.take_turn()
    elif name == "view-player":
        app.view_player(int(node.dataset.player))
    elif name == "add-result":
        event.preventDefault()
        app.add_result(str(q("[data-result-input]").value))
        q("[data-result-input]").value = ""
    elif name == "copy-result":
        copy_result()
    elif name == "describe-board":  # a11y: the board's shape as text
        put("[data-describe-text]", "text", "\n".join(describe_board(app.game.board, app.lang)))


def on_key(event):
    """a11y: keys on the board: web/keyboard.py decides, this only carries it out."""
    target = event.target
    node = closest(target, "[data-island]") or closest(target, "[data-line]")
    if node is None or event.altKey or event.ctrlKey or event.metaKey:
        return
    kind = "island" if node.hasAttribute("data-island") else "line"
    done = key_action(
        app.game.board,
        kind,
        str(node.getAttribute(f"data-{kind}")),
        str(event.key),
        bool(event.shiftKey),
    )
    if done is None:
        return
    event.preventDefault()
    if done.kind == "act":
        node.dispatchEvent(js.MouseEvent.new("click", js.JSON.parse('{"bubbles": true}')))
    elif done.kind == "focus":
        move_focus(q(f'[data-island="{done.target}"]'))
    elif done.kind == "line":
        guarded(lambda: app.tap_line(done.target))


def guarded(step):
    """a11y: run one step like a tap (never a traceback), then redraw."""
    try:
        step()
        ask_persist()
    except Exception as error:
        js.console.error(f"hashi: {error!r}")
        app.message = {"code": "internal", "text": app_text("ui.load_failed"), "kind": "error"}
    draw()


def on_pointer_down(event):
    """a11y: a drag from island to island draws a bridge on the line between them."""
    island = closest(event.target, "[data-island]")
    dragged["from"] = int(island.dataset.island) if island is not None else None


def on_touch_move(event):
    """a11y: a one-finger drag that starts on an island draws, so it must not scroll.

    (touch-action on SVG shapes is ignored by Chromium; anything else still
    scrolls and pinch-zooms.)"""
    if dragged["from"] is not None and event.touches.length == 1 and event.cancelable:
        event.preventDefault()


def on_pointer_cancel(event):
    dragged["from"] = None  # a11y: the browser took the gesture (a scroll or a zoom)


def on_pointer_up(event):
    start, dragged["from"] = dragged["from"], None
    if start is None:
        return
    under = document.elementFromPoint(event.clientX, event.clientY)
    island = closest(under, "[data-island]") if not nothing(under) else None
    if island is None or int(island.dataset.island) == start:
        return
    line = line_between(app.game.board, start, int(island.dataset.island))
    if line is not None:
        guarded(lambda: app.tap_line(line))


def on_submit(event):
    event.preventDefault()


def record():
    """``window.hashi.record()``: the game in play as a plain JS object."""
    return js.JSON.parse(json.dumps(app.record()))


def start():
    params = address_params()
    app.open(params.get("seed"), params.get("side"), params.get("mode"), params.get("result"))
    hashi = js.Object.new()
    hashi.record = create_proxy(record)
    window.hashi = hashi
    document.addEventListener("click", create_proxy(on_click))
    document.addEventListener("keydown", create_proxy(on_key))
    document.addEventListener("pointerdown", create_proxy(on_pointer_down))  # a11y:
    document.addEventListener("pointerup", create_proxy(on_pointer_up))  # a11y:
    document.addEventListener("pointercancel", create_proxy(on_pointer_cancel))  # a11y:
    active = js.JSON.parse('{"passive": false}')  # a11y: may cancel the scroll
    document.addEventListener("touchmove", create_proxy(on_touch_move), active)  # a11y:
    q("[data-seed-form]").addEventListener("submit", create_proxy(on_submit))
    q("[data-result-form]").addEventListener("submit", create_proxy(on_submit))
    q("[data-import-input]").addEventListener("change", create_proxy(import_file))
    draw()
    html.setAttribute("data-app-state", "ready")


try:
    start()
except Exception as error:  # a clear message, never a traceback
    js.console.error(f"hashi: {error!r}")
    html.setAttribute("data-app-state", "error")
