"""The Nu HTML Checker (``vnu-jar`` from npm, on Debian's Java) over every built page.

Nothing but PyScript's own ``<script type="py" src=... config=...>`` may break the
rules; one run of the checker reads the five pages and a page broken on purpose (the
canary), which shows that the checker still sees what it must.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from hashi_build import MODULES, site
from hashi_texts import LANGUAGES

VNU = MODULES / "vnu-jar" / "build" / "dist" / "vnu.jar"
PYSCRIPT_ELEMENT = '<script type="py" src="./web/main.py" config="./pyscript.json">'
# What the checker says of PyScript's element, and only of it: its type, its src on a
# "data block", its config attribute.
PYSCRIPT_ONLY = {
    "Bad value “py” for attribute “type” on element “script”: Subtype missing.",
    "A “script” element with a “type” attribute whose value is neither a JavaScript MIME"
    " type, “module”, “importmap”, nor “speculationrules” (i.e., a data block) must not"
    " have a “src” attribute.",
    "Attribute “config” not allowed on element “script” at this point.",
}


def check(pages: list[Path]) -> dict[str, list[str]]:
    """The checker's errors for each page (by file name), PyScript's own left out."""
    done = subprocess.run(
        ["java", "-jar", str(VNU), "--errors-only", "--no-langdetect", "--format", "json"]
        + [str(page) for page in pages],
        capture_output=True,
        text=True,
        timeout=600,
    )
    errors: dict[str, list[str]] = {page.name: [] for page in pages}
    for message in json.loads(done.stderr)["messages"]:
        pyscript = '<script type="py"' in message.get("extract", "")
        if not (pyscript and message["message"] in PYSCRIPT_ONLY):
            errors[message["url"].rsplit("/", 1)[-1]].append(message["message"])
    return errors


def test_every_built_page_is_valid_html(dist: Path, tmp_path: Path) -> None:
    pages = [dist / site.page_name(lang) for lang in LANGUAGES]
    for page in pages:
        assert PYSCRIPT_ELEMENT in page.read_text(encoding="utf-8")
    # The canary: a box left open (issue 18's missing New game) and an attribute that
    # PyScript does not own on its element.
    canary = tmp_path / "canary.html"
    text = pages[0].read_text(encoding="utf-8")
    text = text.replace("<main ", "<div><main ", 1)
    canary.write_text(text.replace(' config="', ' configx="', 1), encoding="utf-8")
    errors = check([*pages, canary])
    assert {page.name: errors[page.name] for page in pages} == {page.name: [] for page in pages}
    found = " ".join(errors["canary.html"])
    assert "Unclosed element “div”" in found
    assert "Attribute “configx” not allowed on element “script”" in found
