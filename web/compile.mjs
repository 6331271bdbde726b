// Compile the app's Python sources to .pyc with Pyodide's own Python, so the
// browser imports bytecode instead of compiling source at every start.
// Usage: node web/compile.mjs SOURCES.zip OUTPUT.zip
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [source, output] = process.argv.slice(2);
const pyodide = await loadPyodide();
pyodide.FS.writeFile("/sources.zip", readFileSync(source));
pyodide.runPython(`
import importlib.util
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

with zipfile.ZipFile("/sources.zip") as src, zipfile.ZipFile("/out.zip", "w", zipfile.ZIP_DEFLATED) as out:
    for name in src.namelist():
        text = src.read(name)
        code = compile(text, name, "exec", dont_inherit=True)
        # Unchecked hash-based pyc: valid without its source next to it.
        out.writestr(name + "c", _code_to_hash_pyc(code, importlib.util.source_hash(text), False))
`);
writeFileSync(output, pyodide.FS.readFile("/out.zip"));
