"""The page's entry point (PyScript): load the app's bytecode, then start the browser glue.

Everything else lives in ``web/browser/`` (DOM, storage, events), ``web/model/controller.py``
and ``web/model/session.py`` (what a tap does) and ``web/ui/view.py`` (what is shown).
"""

# mypy: disable-error-code="top-level-await"

import sys

import js
from pyscript import document

# The engine and the page's modules come as one zip, fetched by boot.js while
# Pyodide boots: imported straight from it (what a start imports is bytecode).
APP_ZIP = "/tmp/hashi-app.zip"  # = APP_ZIP in web/scripts/snapshot-store.mjs
try:
    with open(APP_ZIP, "wb") as archive:
        archive.write((await js.window.hashiApp).to_bytes())  # noqa: F704
    if APP_ZIP not in sys.path:  # already there when started from a snapshot
        sys.path.insert(0, APP_ZIP)

    from web.browser.page import start

    start()
except Exception as error:  # the page shows its own message; never a traceback
    js.console.error(f"hashi: {error!r}")
    document.documentElement.setAttribute("data-app-state", "error")
