"""What the shipped memory snapshot holds (made at build time by ``web/build/make-snapshot.mjs``).

The snapshot is Python started with the engine's modules already imported, so
that the page and the computer's worker skip both. It holds every module of
the app's zip that imports without the browser: the engine, the texts of every
language, the computer player and the page's pure modules; never the browser
glue (``web.browser`` needs the page's ``js`` and ``pyscript``) nor a package's
``__main__`` (a command line, which runs when imported).
"""

from __future__ import annotations

from collections.abc import Iterable

BROWSER_GLUE = "web.browser"
SUFFIXES = (".pyc", ".py")


def module_name(entry: str) -> str | None:
    """The module a zip entry holds (``web/model/flows/__init__.pyc``: ``web.model.flows``), or
    None."""
    for suffix in SUFFIXES:
        if entry.endswith(suffix):
            parts = entry.removesuffix(suffix).split("/")
            return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
    return None


def snapshot_modules(entries: Iterable[str]) -> list[str]:
    """The modules of the app's zip (its entry names) that the snapshot imports, sorted."""
    names = {module_name(entry) for entry in entries}
    return sorted(
        name
        for name in names
        if name
        and name != BROWSER_GLUE
        and not name.startswith(BROWSER_GLUE + ".")
        and name.rsplit(".", 1)[-1] != "__main__"
    )
