"""The texts of each language: catalogues, plural forms, and rendering a key.

Nothing else in the project holds a player-facing sentence: the rules carry
codes, keys and parameters; the page and the command line render them here.
Each language is one module in ``catalogues/`` (plus ``lessons/`` for the
rules and the guided game where present), loaded on first use.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping

from .plurals import CATEGORIES, Catalogue, Message, plural_category

LANGUAGES = ("en", "es", "pt", "it", "pl")
DEFAULT = "en"
_loaded: dict[str, Catalogue] = {}

__all__ = [
    "CATEGORIES",
    "DEFAULT",
    "LANGUAGES",
    "catalogue",
    "plural_category",
    "render",
]


def catalogue(lang: str) -> Catalogue:
    """Every message of ``lang`` (its catalogue and lessons), loaded once."""
    if lang not in LANGUAGES:
        lang = DEFAULT
    found = _loaded.get(lang)
    if found is None:
        found = {}
        for part in ("catalogues", "lessons"):
            try:
                module = importlib.import_module(f"{__name__}.{part}.{lang}")
            except ModuleNotFoundError:
                continue
            found.update(module.MESSAGES)
        _loaded[lang] = found
    return found


def _template(message: Message, lang: str, params: Mapping[str, object]) -> str:
    if isinstance(message, str):
        return message
    count = params.get(message.get("param", "count"), 0)
    category = plural_category(lang, count if isinstance(count, int) else 0)
    return message.get(category) or message["other"]


def render(key: str, lang: str = DEFAULT, /, **params: object) -> str:
    """The message ``key`` in ``lang``, filled with ``params``.

    ``key`` and ``lang`` are positional only, so a message may itself have a
    parameter named ``lang`` or ``key`` (a refused ``?lang=`` value, say).

    A key missing in ``lang`` falls back to English (the catalogue tests keep
    shipped languages complete), then to the key itself; never an exception.
    """
    message = catalogue(lang).get(key)
    if message is None:
        lang, message = DEFAULT, catalogue(DEFAULT).get(key)
    if message is None:
        return key
    template = _template(message, lang, params)
    try:
        return template.format(**params) if params else template
    except (KeyError, IndexError, ValueError):
        return template
