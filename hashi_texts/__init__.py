"""The texts of each language: catalogues, plural forms, and rendering a key.

Nothing else in the project holds a player-facing sentence: the rules carry
codes, keys and parameters; the page and the command line render them here.
Each language is one module in ``catalogues/`` (plus ``lessons/`` for the
rules and the guided game where present), loaded on first use.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence

from hashi_core import DEFAULT_NAME
from hashi_core.record import few_marks

from .plurals import CATEGORIES, Catalogue, Message, plural_category

LANGUAGES = ("en", "es", "pt", "it", "pl")
DEFAULT = LANGUAGES[0]  # English: for a language not among these
# Parameters that carry players' names (or a list of them, whose names are isolated
# each): each is set apart from the sentence around it.
NAME_PARAMS = frozenset({"name", "names", "chooser", "player"})
# Parameters that carry the choices a value may take (the board sides: a list, never
# spelled in a sentence): each is shown as the language's list of alternatives.
CHOICE_PARAMS = frozenset({"sides"})
# A value quoted back from outside (a refused file's field: any data, of any length) goes in
# cut to QUOTED characters, so that a huge one never floods the sentence (and the page).
QUOTED_PARAMS = frozenset({"value"})
QUOTED = 40
_loaded: dict[str, Catalogue] = {}

__all__ = [
    "CATEGORIES",
    "DEFAULT",
    "LANGUAGES",
    "alternatives",
    "catalogue",
    "isolate",
    "names_list",
    "plural_category",
    "quoted",
    "render",
    "shown_name",
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


def isolate(name: str) -> str:
    """``name`` as a bidi isolate (U+2068 ... U+2069): a right-to-left name, or one
    ending in a digit or a mark, never reorders the sentence around it."""
    return f"\u2068{name}\u2069"


def shown_name(name: str, lang: str) -> str:
    """A player's name as shown: the engine's name for a player nobody named
    (``DEFAULT_NAME``, a solo game's) in ``lang``."""
    return render("ui.default_name", lang) if name == DEFAULT_NAME else name


def alternatives(choices: Sequence[str], lang: str = DEFAULT) -> str:
    """``choices`` as one phrase in ``lang``: "A or B", "A, B or C" (the catalogue's
    ``ui.choices_list`` joins the last two)."""
    if len(choices) <= 1:
        return "".join(choices)
    return render("ui.choices_list", lang, first=", ".join(choices[:-1]), last=choices[-1])


def names_list(names: Sequence[str], lang: str = DEFAULT) -> str:
    """Names as one list ("Ana, Ben and Cy"), by the catalogue's list pattern; each
    name isolated (the list goes in a ``names`` parameter, isolated as a whole)."""
    shown = [shown_name(name, lang) for name in names]
    if len(shown) <= 1:
        return "".join(shown)
    first = ", ".join(map(isolate, shown[:-1]))
    return render("ui.names_list", lang, first=first, last=isolate(shown[-1]))


def _shown(key: str, value: object, lang: str) -> object:
    """A parameter's value as it goes into the sentence (names and choices)."""
    if key in NAME_PARAMS and isinstance(value, str):
        return isolate(shown_name(value, lang))
    if key in CHOICE_PARAMS and isinstance(value, list | tuple):
        return alternatives([str(choice) for choice in value], lang)
    if key in QUOTED_PARAMS:
        return _quoted(value)
    return value


def quoted(text: str) -> str:
    """A value from outside as a sentence quotes it: combining marks thinned
    (``few_marks``), then its first QUOTED characters and an ellipsis when longer. The
    one cut: refused files' values here, refused link values (``web.model.address``)."""
    text = few_marks(text)
    return text if len(text) <= QUOTED else text[:QUOTED] + "\u2026"


def _quoted(value: object) -> object:
    """``value`` as it is when short (a number stays one); else :func:`quoted` of its text,
    or of the data's written form."""
    if isinstance(value, str):
        return quoted(value)
    text = repr(value)
    return value if len(text) <= QUOTED else quoted(text)


def render(key: str, lang: str = DEFAULT, /, **params: object) -> str:
    """The message ``key`` in ``lang``, filled with ``params``.

    ``key`` and ``lang`` are positional only, so a message may itself have a
    parameter named ``lang`` or ``key`` (a refused ``?lang=`` value, say).

    A key missing in ``lang`` falls back to English (the catalogue tests keep
    shipped languages complete), then to the key itself; never an exception.
    Players' names (``NAME_PARAMS``) go in as shown (:func:`shown_name`) and isolated
    (:func:`isolate`); a list of choices (``CHOICE_PARAMS``) as :func:`alternatives`.
    """
    params = {k: _shown(k, v, lang) for k, v in params.items()}
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
