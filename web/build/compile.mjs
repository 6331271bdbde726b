// Compile the app's Python sources to .pyc with Pyodide's own Python, so the
// browser imports bytecode instead of compiling source at every start.
// Docstrings are left out (nothing reads them at run time; ~10% of the
// download); asserts and line numbers stay, columns go (PYTHONNODEBUGRANGES:
// tracebacks keep their lines, lose the carets; a quarter less). With COMPILED.json (a list of
// names), only those are compiled; the others are kept as source (half the
// bytes of their bytecode: for modules no start imports).
// Usage: node web/build/compile.mjs SOURCES.zip OUTPUT.zip [COMPILED.json]
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [source, output, only] = process.argv.slice(2);
const pyodide = await loadPyodide({ env: { PYTHONNODEBUGRANGES: "1" } });
pyodide.FS.writeFile("/sources.zip", readFileSync(source));
pyodide.FS.writeFile("/compiled.json", only ? readFileSync(only) : "null");
pyodide.runPython(`
import ast
import importlib.util
import json
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def without_docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
    return tree

with open("/compiled.json") as listed:
    compiled = json.load(listed)
with zipfile.ZipFile("/sources.zip") as src, zipfile.ZipFile("/out.zip", "w") as out:
    for name in src.namelist():
        text = src.read(name)
        if compiled is not None and name not in compiled:
            out.writestr(name, text)
            continue
        tree = without_docstrings(ast.parse(text, name))
        code = compile(tree, name, "exec", dont_inherit=True)
        # Unchecked hash-based pyc: valid without its source next to it.
        out.writestr(name + "c", _code_to_hash_pyc(code, importlib.util.source_hash(text), False))
`);
writeFileSync(output, pyodide.FS.readFile("/out.zip"));
