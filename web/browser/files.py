"""Sharing links, copying the result link, and record files (export and import)."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import js
from pyodide.ffi import create_proxy
from pyscript import document, window

from web.controller import MAX_IMPORT, Controller
from web.notice import info, problem

MAX_FILE_BYTES = 4 * MAX_IMPORT  # UTF-8: at most 4 bytes per character


async def share(ctl: Controller, url: str, text: str, title: str) -> None:
    """The system share sheet on phones, else the clipboard; the message shows the link."""
    navigator = window.navigator
    data = {"title": title, "url": url, "text": text}
    try:
        if hasattr(navigator, "share") and js.matchMedia("(pointer: coarse)").matches:
            await navigator.share(js.JSON.parse(json.dumps(data)))
            return
    except Exception:
        pass  # cancelled or refused: fall back to the clipboard
    with contextlib.suppress(Exception):  # no clipboard: the message shows the link
        await navigator.clipboard.writeText(url)
    ctl.ui.notice = info("ui.shared", url=url)


def copy_result(ctl: Controller) -> None:
    link = document.querySelector("[data-result-link]")
    link.select()
    with contextlib.suppress(Exception):
        window.navigator.clipboard.writeText(link.value)
    ctl.ui.notice = info("ui.result_copied")


def export(ctl: Controller) -> None:
    data = ctl.session.record_json()
    if data is None:
        ctl.ui.notice = problem("ui.nothing_to_export", "nothing_to_export")
        return
    blob = js.Blob.new([data], js.JSON.parse('{"type": "application/json"}'))
    url = js.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = f"hashi-{ctl.session.game.seed}-{ctl.session.game.side}.json"
    document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(create_proxy(lambda: js.URL.revokeObjectURL(url)), 1000)
    ctl.ui.notice = info("ui.saved_file")


async def import_file(ctl: Controller, event: Any) -> None:
    """Read the chosen file; a huge one is refused unread. The input is always reset."""
    field = event.target
    try:
        if field.files.length:
            chosen = field.files.item(0)
            if chosen.size > MAX_FILE_BYTES:
                ctl.refuse_import(int(chosen.size))
            else:
                ctl.import_text(str(await chosen.text()))
    except Exception as error:  # an unreadable file (not text): a message, never a traceback
        js.console.error(f"hashi: {error!r}")
        ctl.ui.notice = problem("ui.internal_error", "internal")
    finally:
        field.value = ""
