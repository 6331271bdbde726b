"""Run a benchmark's Python in Pyodide under Node: the page's own runtime, without a browser.

Pyodide comes from ``node_modules`` (``npm ci``, as ``build.py`` installs it);
the project's Python sources are written into its file system under ``/work``
with any ``data`` files, then ``script`` runs there and prints to stdout.
"""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("hashi_core", "hashi_texts", "hashi_bots", "web", "bench")


def run_in_pyodide(script: str, data: dict[str, str]) -> None:
    """Run ``script`` in Pyodide under Node, the project's sources and ``data`` under /work."""
    files = {
        str(path.relative_to(ROOT)): path.read_text(encoding="utf-8")
        for package in PACKAGES
        for path in (ROOT / package).rglob("*.py")
        if "browser" not in path.parts
    }
    files.update(data)
    pyodide = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"
    node = f"""
import {{ readFileSync }} from "node:fs";
const {{ loadPyodide }} = await import({json.dumps(pyodide.as_uri())});
const py = await loadPyodide();
const files = JSON.parse(readFileSync(process.argv[2], "utf8"));
for (const [name, text] of Object.entries(files)) {{
  py.FS.mkdirTree("/work/" + name.split("/").slice(0, -1).join("/"));
  py.FS.writeFile("/work/" + name, text);
}}
py.setStdout({{ batched: (line) => console.log(line) }});
await py.runPythonAsync(files["script.py"]);
"""
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "files.json").write_text(json.dumps({**files, "script.py": script}))
        (Path(tmp) / "run.mjs").write_text(node)
        subprocess.run(
            ["node", str(Path(tmp) / "run.mjs"), str(Path(tmp) / "files.json")], check=True
        )
