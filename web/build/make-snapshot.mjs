// Makes the Pyodide memory snapshot the site ships (build.py, at build time):
// Pyodide's own runtime started in Node, the engine's zip at the page's path and
// every module web/build/snapshot.py names imported from it, then the whole memory.
// A snapshot is specific to a Pyodide build, not to a browser: the page restores
// it in place of starting CPython (web/scripts/interpreter.mjs), as does the computer's
// worker (web/scripts/bot-worker.mjs).
// Usage: node web/build/make-snapshot.mjs APP.zip MODULES.json OUTPUT
// Prints {runtime, base} (what the page checks it by: snapshot-store.mjs).
//
// Nothing of Node may leak into it, and two builds must give the same bytes:
// - the clock stands still at a fixed date, in UTC, and "random" bytes come from
//   a fixed stream (so the hash secret, random's state, file times and whatever
//   memory held them before are the same at every build; the page reseeds random);
// - the program's name is the browser's ("./this.program"), not this file's path;
// - the environment is Pyodide's defaults only, with a browser's language
//   (LANG=en_US.UTF-8, so that Python sets up its streams as in a browser; the
//   page then sets the player's own: settle() in snapshot-store.mjs);
// - Python holds no JavaScript object when the memory is taken (jsglobals paths only).
import nodeCrypto from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

const [app, modules, output] = process.argv.slice(2);

const REAL = { now: Date.now, tick: performance.now.bind(performance), fill: nodeCrypto.randomFillSync };
process.env.TZ = "UTC";
const EPOCH = Date.UTC(2020, 0, 1); // build.py's ZIP_TIME
let ticks = 0;
let block = 0;
function fixed(bytes) {
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at < view.length; at += 32) {
    const digest = nodeCrypto.createHash("sha256").update(`hashi-snapshot-${block++}`).digest();
    view.set(digest.subarray(0, Math.min(32, view.length - at)), at);
  }
  return bytes;
}
let seed = 1;
Math.random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
// The clock and the random bytes Pyodide sees: fixed, or real.
function world(real = false) {
  Date.now = real ? REAL.now : () => EPOCH;
  performance.now = real ? REAL.tick : () => ticks++;
  nodeCrypto.randomFillSync = real ? REAL.fill : fixed;
}
world();

// Imported only now, so that Pyodide sees the clock and the bytes above.
const { loadPyodide, version } = await import("pyodide");
const { APP_ZIP, sha256, startingFrom, xorStatic } = await import("../scripts/snapshot-store.mjs");
const RUNTIME = new URL("../../node_modules/pyodide/", import.meta.url).href;

const py = await loadPyodide({ _makeSnapshot: true, _sysExecutable: "./this.program", env: { LANG: "en_US.UTF-8" } });
py.FS.writeFile(APP_ZIP, readFileSync(app));
// The names go in as a Python literal (JSON's strings are Python's): no module
// is imported that the page would not import itself.
py.runPython(`
def _imports(names):
    import importlib, sys
    sys.path.remove("")  # the page's start puts it back (Pyodide's finalizeSetup)
    sys.path.insert(0, ${JSON.stringify(APP_ZIP)})
    for name in names:
        importlib.import_module(name)
    import gc
    gc.collect()  # what the imports left behind: free memory, zeroed below
_imports(${JSON.stringify(JSON.parse(readFileSync(modules, "utf8")))})
del _imports
`);
zeroFreeMemory(py._module);
const snapshot = py.makeMemorySnapshot();
const { memory, ...base } = await staticData(snapshot);
xorStatic(snapshot, memory, base); // undone by the page (putBack)
await restores(snapshot, base);
writeFileSync(output, snapshot);
console.log(JSON.stringify({ runtime: version, base }));

// Memory that malloc holds free still has what it held before (~4 MB of stale
// objects): zeroed, the gzip is ~1 MB smaller. Every free block is taken (the
// heap may not grow meanwhile), zeroed and given back, which leaves malloc's
// state as it was. (Python here allocates with malloc only: no pymalloc pools.)
function zeroFreeMemory(module) {
  module._malloc_set_footprint_limit(module._malloc_footprint());
  const taken = [];
  for (let size = 1 << 24; size >= 16; size >>= 1) {
    for (let block = module._malloc(size); block; block = module._malloc(size)) {
      module.HEAPU8.fill(0, block, block + size);
      taken.push(block);
    }
  }
  for (const block of taken) module._free(block);
  module._malloc_set_footprint_limit(-1 >>> 0); // no limit, as before (dlmalloc keeps it in memory)
}

// The wasm's static data as its instantiation leaves it (up to its stack), and the
// SHA-256 of the snapshot's own, which the page checks once it has put it back.
async function staticData(snapshot) {
  const { default: create } = await import(`${RUNTIME}pyodide.asm.mjs`);
  let found = null;
  const createPyodideModule = async (settings) => {
    const instantiate = settings.instantiateWasm;
    let memory = null;
    settings.instantiateWasm = (imports, done) =>
      instantiate(imports, (instance, module) => {
        memory = (instance.exports.memory || imports.env.memory).buffer;
        found = new Uint8Array(memory).slice();
        done(instance, module);
      });
    const module = await create(settings);
    found = found.subarray(0, module._emscripten_stack_get_end());
    return module;
  };
  await loadPyodide({ _loadSnapshot: snapshot.slice(), _sysExecutable: "./this.program", createPyodideModule });
  const header = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2)[1];
  const own = await sha256(snapshot.subarray(header, header + found.length));
  return { memory: found, end: found.length, sha256: own };
}

// The snapshot as shipped starts Pyodide as the page will (real clock and random
// bytes), with the engine imported.
async function restores(snapshot, base) {
  world(true);
  const options = startingFrom(RUNTIME, Promise.resolve(snapshot.slice()), base);
  const again = await loadPyodide({ ...options, _sysExecutable: "./this.program" });
  world();
  // (the engine answers: the default side's board has its islands)
  const islands = again.runPython(
    `(lambda board: len(board.get_board(board.DEFAULT_SIDE).islands))(__import__("hashi_core.board").board)`,
  );
  if (!(islands > 0)) throw new Error(`the snapshot does not restore: ${islands}`);
}
