// PyScript's interpreter (pyscript.json "interpreter"; build.py fills in the
// runtime's folder): Pyodide's own loadPyodide, started from the memory snapshot
// the site ships (snapshot-store.mjs), which skips starting CPython and
// importing the engine. A first visit downloads it (gzip) beside the runtime and
// keeps it unpacked on the device; later starts read that copy. Both are checked
// first (runtime, engine bytes, their own SHA-256). Anything wrong (damaged,
// made for another engine, refused by Pyodide, twice a start that still fails)
// and Python starts as usual; a snapshot refused once is not tried again on this
// device until a build ships another one.
// The page also runs this module early (index.html), so the snapshot is read
// or downloaded while PyScript loads.
import { failedOnce, findSnapshot, keep, refuse, settle, startedWell, startingFrom } from "./snapshot-store.mjs";

const RUNTIME = new URL("__PYODIDE__/", import.meta.url).href;
// Pyodide's module, awaited below: the lookup starts before it has arrived; and
// its large script, read meanwhile (Pyodide asks for it once the snapshot is there).
const runtime = import("__PYODIDE__/pyodide.mjs");
import("__PYODIDE__/pyodide.asm.mjs").catch(() => {}); // (if it fails, Pyodide says so)
const BASE = document.baseURI;
const html = document.documentElement;

// For tests and the benchmark, html[data-snapshot] says what happened:
// "loaded" (this start restored the device's copy), "shipped" (it restored the
// shipped snapshot, downloaded now), then "made" (kept on the device for the
// next start), "failed" (not kept) or "no-room" (not kept: the storage left
// could not hold it); "refused" (a snapshot could not be used: a normal start).
// None: a normal start, with no snapshot to try.
const report = (state) => html.setAttribute("data-snapshot", state);
// Where a start spends its time, for the benchmark (bench/firstvisit.py reads them):
// performance marks named "hashi:<stage>".
const mark = (stage) => performance.mark(`hashi:${stage}`);
mark("interpreter");

// The shipped snapshot is kept only where it fits: a quota too small for its
// ~31 MB would fail the copy on every visit (and crowd out the site's own files).
const SNAPSHOT_ROOM = 48 * 2 ** 20;

async function roomForSnapshot() {
  try {
    const { quota, usage } = await navigator.storage.estimate();
    // (Unknown: tried.)
    return !(quota - usage < SNAPSHOT_ROOM);
  } catch {
    return true;
  }
}

function lookUp() {
  if (!(html.dataset.build && window.hashiApp)) return null;
  const found = findSnapshot(BASE, runtime.then((module) => module.version), window.hashiApp);
  found.catch(() => {}); // met where it is awaited
  return found;
}

let early = lookUp();
// Pyodide's version (build.py writes the pinned one), known as soon as this module
// runs, which never waits at its top level: WebKit may hand this module to
// PyScript's import() while an earlier import's top-level await is still pending,
// and PyScript reads ``version`` at once ("Cannot access uninitialized variable":
// the start failed, on a busy or offline page; Q38).
export const version = "__PYODIDE_VERSION__";

export async function loadPyodide(options = {}) {
  const { loadPyodide: loadRuntime } = await runtime;
  const settings = { ...options, indexURL: RUNTIME };
  const look = early || lookUp();
  early = null; // a second interpreter (if any) looks again
  const snapshot = look && (await look.catch(() => null));
  if (snapshot) {
    snapshot.bytes.then(() => mark("snapshot-checked")).catch(() => {});
    // Copied as soon as it is checked (before Pyodide's start changes the bytes)
    // and kept where there is room; a refusal waits for that, so that it has
    // the last word.
    const keeping =
      snapshot.source === "shipped"
        ? Promise.all([snapshot.bytes.then((bytes) => new Blob([bytes])), roomForSnapshot()]).then(([copy, room]) =>
            room ? keep(BASE, copy).then(() => "made") : "no-room",
          )
        : null;
    const kept = Promise.resolve(keeping).catch(() => {});
    try {
      mark("runtime-asked");
      const py = await loadRuntime({ ...settings, ...startingFrom(RUNTIME, snapshot.bytes, undefined, mark) });
      mark("python");
      settle(py);
      report(snapshot.source === "device" ? "loaded" : "shipped");
      if (keeping) keeping.then(report, () => report("failed"));
      watchTheStart(kept);
      return py;
    } catch (error) {
      console.warn("hashi: no start from the snapshot, starting normally", error);
      // Refused only if a normal start works where it failed (a file that did not
      // come whole fails both: no reason to give up the snapshot for good).
      const py = await loadRuntime(settings);
      if (!error?.unreachable) {
        await kept.then(() => refuse(BASE)).catch(() => {});
        report("refused");
      }
      return py;
    }
  }
  return loadRuntime(settings);
}

// A start from a snapshot that still ends in the error screen is noted, and the
// second in a row refuses it, so that the next start is a normal one (a snapshot
// never stops the game more than twice; one failure alone may be a damaged file).
function watchTheStart(kept) {
  const watch = new MutationObserver(() => {
    const state = html.dataset.appState;
    if (state !== "loading") watch.disconnect();
    if (state === "error") kept.then(() => failedOnce(BASE)).catch(() => {});
    if (state === "ready") startedWell(BASE).catch(() => {});
  });
  watch.observe(html, { attributes: true, attributeFilter: ["data-app-state"] });
}
