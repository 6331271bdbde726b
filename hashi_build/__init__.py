"""The build's tools, one job per module; ``build.py`` is their command line.

- ``site``: assemble the static site (dist/) from the sources.
- ``serve``: serve a built site on this machine.
- ``install``: what the build and the tests need here: the pinned npm packages,
  the test venv (.venv, from the hashed lock file), Debian's browsers and Java.
- ``checks``: run every check (lint, format, types, the JavaScript, pytest).

How the build hands the page's JavaScript and HTML their facts: everything is
written into each pre-rendered page from its one owner, as markup or ``data-``
attributes, so nothing waits for Python and no list is spelled twice:

- ``<html data-languages="en es ...">``: the shipped languages
  (``hashi_texts.LANGUAGES``), the default first (its page is index.html);
  ``web/scripts/early.js`` chooses among them. The language select's options, each in
  its own language's name (the catalogues' ``ui.language_name``).
- The side buttons (``<!--SIDES-->`` in index.html): one per board side in
  ``hashi_core.board_data.SIDES``, labelled by the text ``ui.side_<side>``.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
MODULES = ROOT / "node_modules"
CACHE = ROOT / ".cache"
