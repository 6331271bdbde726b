"""Sharing links, copying the result link, and record files (export and import).

What to save, and what the player is told, is the session's (``Session.export``,
``shared``...); here the browser's share sheet, clipboard and files carry it out.
"""

from __future__ import annotations

import contextlib
import json
from typing import TYPE_CHECKING

import js
from pyodide.ffi import create_proxy
from pyscript import document, window

from web.model.controller import MAX_IMPORT, Controller
from web.model.screens import link_delivery, picture_delivery
from web.model.session import Session
from web.shown.view_types import Picture

from .dom import q

if TYPE_CHECKING:  # types only: a browser may lack one (Firefox: TouchEvent)
    from js import Element

MAX_FILE_BYTES = 4 * MAX_IMPORT  # UTF-8: at most 4 bytes per character


async def share(session: Session, url: str, text: str, title: str) -> None:
    """The system share sheet or the clipboard, as ``link_delivery`` chooses; the message
    shows the link, and says it was copied only when it was."""
    navigator = window.navigator
    coarse = bool(js.matchMedia("(pointer: coarse)").matches)
    if link_delivery(hasattr(navigator, "share"), coarse) == "share":
        data = {"title": title, "url": url, "text": text}
        try:
            await navigator.share(js.JSON.parse(json.dumps(data)))
            return
        except Exception as error:
            if str(getattr(error, "name", "")) == "AbortError":
                return  # the player closed the share sheet: nothing more to do
            # refused (no sheet for this page, say): the clipboard instead
    session.shared(url, await copied(url))


async def copy_result(session: Session) -> None:
    """The result link selected in its field, then copied (or left there to copy)."""
    link = q("[data-result-link]")
    if link is None:
        return
    link.select()
    session.result_copied(await copied(str(link.value)))


async def copied(text: str) -> bool:
    """Whether the clipboard took ``text`` (a browser may have none, or refuse it)."""
    try:
        await window.navigator.clipboard.writeText(text)
    except Exception:
        return False
    return True


def export(ctl: Controller) -> None:
    """Download the game as a record file (the session says what, and tells the player)."""
    found = ctl.export()
    if found is None:
        return
    name, text = found
    download(js.Blob.new([text], js.JSON.parse('{"type": "application/json"}')), name)


async def import_file(ctl: Controller, field: Element) -> None:
    """Read the chosen file; a huge one is refused unread. The input is always reset."""
    try:
        chosen = field.files.item(0) if field.files.length else None
        if chosen is not None and chosen.size > MAX_FILE_BYTES:
            ctl.refuse_import(int(chosen.size))
        elif chosen is not None:
            ctl.import_text(str(await chosen.text()))
    except Exception as error:  # an unreadable file (not text): a message, never a traceback
        js.console.error(f"hashi: {error!r}")
        ctl.session.went_wrong()
    finally:
        field.value = ""


async def share_picture(session: Session, made: Picture) -> None:
    """The end screen's picture (``view.picture``): its SVG drawn to a canvas, exported as
    PNG, then shared or downloaded as ``web.model.screens.picture_delivery`` chooses."""
    svg = js.Blob.new([made.svg], js.JSON.parse('{"type": "image/svg+xml"}'))
    url = js.URL.createObjectURL(svg)
    try:
        image = js.Image.new()
        image.src = url
        await image.decode()
        canvas = document.createElement("canvas")
        size = made.size
        canvas.width = canvas.height = size
        canvas.getContext("2d").drawImage(image, 0, 0, size, size)
        png = await js.Promise.new(
            create_proxy(lambda done, failed: canvas.toBlob(done, "image/png"))
        )
    except Exception as error:
        js.console.error(f"hashi: {error!r}")
        session.picture_sent("failed", made.name)
        return
    finally:
        js.URL.revokeObjectURL(url)
    kind = js.JSON.parse('{"type": "image/png"}')
    files = js.Array.of(js.File.new([png], made.name, kind))
    navigator = window.navigator
    offer = js.Object.new()
    offer.files = files
    can = False
    with contextlib.suppress(Exception):
        can = hasattr(navigator, "canShare") and bool(navigator.canShare(offer))
    how = picture_delivery(can)
    if how == "share":
        offer.title, offer.text = made.title, made.text
        try:
            await navigator.share(offer)
        except Exception as error:
            if str(getattr(error, "name", "")) == "AbortError":
                return  # the player closed the share sheet
            how = "download"
    if how == "download":
        download(png, made.name)
    session.picture_sent(how, made.name)


def download(blob: js.Blob, name: str) -> None:
    """A file to the downloads: an ``<a download>`` of a blob URL, clicked."""
    url = js.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = name
    document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(create_proxy(lambda: js.URL.revokeObjectURL(url)), 1000)
