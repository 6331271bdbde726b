"""What the pure-Python benchmarks share: timed runs, their figures, and Pyodide under Node.

:func:`run_in_pyodide` runs a benchmark in the page's own runtime without a
browser: Pyodide from ``node_modules`` (``npm ci``, as ``build.py`` installs
it), the project's Python sources written into its file system under
``/work`` with any ``data`` files; the script prints to stdout.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("hashi_core", "hashi_texts", "hashi_bots", "web", "bench")
Runs = list[tuple[float, float]]  # (wall, CPU) milliseconds of each run


def started() -> tuple[float, float]:
    return time.perf_counter(), time.process_time()


def elapsed(began: tuple[float, float]) -> tuple[float, float]:
    """Wall and CPU milliseconds since ``began`` (:func:`started`)."""
    return (time.perf_counter() - began[0]) * 1000, (time.process_time() - began[1]) * 1000


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


def print_runs(name: str, runs: Runs) -> None:
    """Median, 95th percentile and maximum of the runs, wall time and CPU time."""
    for clock, values in (("wall", [w for w, _ in runs]), ("CPU", [c for _, c in runs])):
        print(
            f"  {name:<10} {clock:<4} median {statistics.median(values):6.2f}"
            f"  p95 {p95(values):6.2f}  max {max(values):6.2f}  ({len(values)} runs)"
        )


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
