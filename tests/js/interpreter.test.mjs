// web/scripts/interpreter.mjs: PyScript imports it while index.html's own import of it may
// still be under way. It must never wait at its top level: WebKit hands such a module to the
// second import() before a top-level await is over, and PyScript's first read of ``version``
// threw ("Cannot access uninitialized variable"; the start failed, Q38).
import assert from "node:assert/strict";
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

const SCRIPTS = new URL("../../web/scripts/", import.meta.url);

test("the interpreter module is whole at once, while Pyodide's module has not arrived", async () => {
  const folder = mkdtempSync(join(tmpdir(), "hashi-interpreter-"));
  // A Pyodide that never arrives (a slow network, a busy page).
  writeFileSync(join(folder, "pyodide.mjs"), "await new Promise(() => {});\nexport const version = 'never';\n");
  writeFileSync(join(folder, "pyodide.asm.mjs"), "await new Promise(() => {});\n");
  copyFileSync(new URL("snapshot-store.mjs", SCRIPTS), join(folder, "snapshot-store.mjs"));
  const source = readFileSync(new URL("interpreter.mjs", SCRIPTS), "utf8")
    .replaceAll("__PYODIDE_VERSION__", "314.0.7")
    .replaceAll("__PYODIDE__", ".");
  writeFileSync(join(folder, "interpreter.mjs"), source);
  globalThis.document = { baseURI: "https://games.test/hashi/", documentElement: { dataset: {} } };
  globalThis.window = {};
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve("still waiting"), 2000)));
  const module = await Promise.race([import(pathToFileURL(join(folder, "interpreter.mjs")).href), late]);
  clearTimeout(timer);
  assert.notEqual(module, "still waiting");
  assert.equal(module.version, "314.0.7"); // what PyScript reads first
  assert.equal(typeof module.loadPyodide, "function");
});
