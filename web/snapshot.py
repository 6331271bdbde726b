"""What a memory snapshot of the page's interpreter holds (made by ``web/snapshot-worker.mjs``).

The snapshot is taken in a worker, where Python may hold no object of the
page's: so it imports the engine and the page's pure modules, exactly those
the page imported from the app's zip, and never the browser glue
(``web.browser`` needs the page's ``js`` and ``pyscript``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping

BROWSER_GLUE = "web.browser"


def snapshot_modules(files: Mapping[str, str | None], archive: str) -> list[str]:
    """The modules (name -> file, or None) that came from ``archive``, minus the browser glue."""
    inside = archive.rstrip("/") + "/"
    return sorted(
        name
        for name, path in files.items()
        if path
        and path.startswith(inside)
        and name != BROWSER_GLUE
        and not name.startswith(BROWSER_GLUE + ".")
    )


def imported_json(archive: str) -> str:
    """The page's imported modules from ``archive`` that a snapshot should hold, as JSON."""
    files = {}
    for name, module in list(sys.modules.items()):
        path = getattr(module, "__file__", None)
        files[name] = path if isinstance(path, str) else None
    return json.dumps(snapshot_modules(files, archive))
