// Compile the app's Python sources to .pyc with Pyodide's own Python, so the
// browser imports bytecode instead of compiling source at every start.
// Docstrings are left out (nothing reads them at run time; ~10% of the
// download); asserts and line numbers stay.
// Usage: node web/compile.mjs SOURCES.zip OUTPUT.zip
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [source, output] = process.argv.slice(2);
const pyodide = await loadPyodide();
pyodide.FS.writeFile("/sources.zip", readFileSync(source));
pyodide.runPython(`
import ast
import importlib.util
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def without_docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
    return tree

with zipfile.ZipFile("/sources.zip") as src, zipfile.ZipFile("/out.zip", "w") as out:
    for name in src.namelist():
        text = src.read(name)
        tree = without_docstrings(ast.parse(text, name))
        code = compile(tree, name, "exec", dont_inherit=True)
        # Unchecked hash-based pyc: valid without its source next to it.
        out.writestr(name + "c", _code_to_hash_pyc(code, importlib.util.source_hash(text), False))
`);
writeFileSync(output, pyodide.FS.readFile("/out.zip"));
