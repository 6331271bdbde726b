// PyScript's interpreter (pyscript.json "interpreter"; build.py fills in the
// runtime's folder): Pyodide's own loadPyodide, started from a memory snapshot
// made on this device when one fits this build, this runtime, this browser and
// these engine bytes. That skips starting Python and importing the engine.
// Without one, Python starts as usual and, once the game is ready and idle, a
// worker (snapshot-worker.mjs) makes one for the next start. Anything wrong with
// a stored snapshot (another key, damaged, refused while restoring) drops it
// and starts normally: a start is never worse off than without snapshots.
// The page also runs this module early (index.html), so the stored snapshot is
// read while PyScript loads.
import { appReady } from "./ready.mjs";
import { APP_ZIP, CACHE, KEY_HEADER, RESEED, fits, handOver, parseKey, sha256, snapshotKey, snapshotUrl } from "./snapshot-store.mjs";
import { loadPyodide as loadRuntime, version } from "__PYODIDE__/pyodide.mjs";

export { version };

const RUNTIME = new URL("__PYODIDE__/", import.meta.url).href;
const SNAPSHOT = snapshotUrl(document.baseURI);
const IDLE_MS = 2000; // once the game is ready and cached, before a snapshot is made
const html = document.documentElement;

// For tests and the benchmark, html[data-snapshot] says what happened:
// "loaded" (this start restored one), "made" (one stored for the next start),
// "refused" (a stored one could not be used and was dropped), "failed" (none made),
// "no-room" (none tried: the storage left could not keep one).
const report = (state) => html.setAttribute("data-snapshot", state);

const currentKey = async () => snapshotKey(html.dataset.build || "", version, await window.hashiApp);

const dropSnapshot = () => caches.delete(CACHE).catch(() => false);

// The stored snapshot, looked up at once: null, or {bytes} (a promise that
// Pyodide awaits only once its own script has loaded, so the read overlaps it).
// Build, runtime and browser are checked at once; the engine's bytes (app.zip
// may still be arriving) and the snapshot's own hash when they come (a damaged
// memory image must never run). A snapshot that does not fit is dropped.
async function storedSnapshot(key) {
  const hit = await (await caches.open(CACHE)).match(SNAPSHOT);
  if (!hit) return null;
  const stored = parseKey(hit.headers.get(KEY_HEADER));
  const now = { build: html.dataset.build, runtime: version, agent: navigator.userAgent };
  if (!fits(stored, now, ["build", "runtime", "agent"])) {
    await dropSnapshot();
    report("refused");
    return null;
  }
  const bytes = Promise.all([key, hit.arrayBuffer()]).then(async ([wanted, data]) => {
    if (!fits(stored, wanted)) throw new Error("snapshot made for another engine");
    if ((await sha256(data)) !== stored.sha256) throw new Error("snapshot damaged");
    return new Uint8Array(data);
  });
  bytes.catch(() => {}); // met where Pyodide awaits it
  return { bytes };
}

function lookUp() {
  if (!("caches" in self && self.crypto?.subtle && html.dataset.build && window.hashiApp)) return null;
  const key = currentKey();
  const snapshot = storedSnapshot(key);
  key.catch(() => {}); // both met where they are awaited
  snapshot.catch(() => {});
  return { key, snapshot };
}

let early = lookUp();

export async function loadPyodide(options = {}) {
  const settings = { ...options, indexURL: RUNTIME };
  const look = early || lookUp();
  early = null; // a second interpreter (if any) looks again
  try {
    const snapshot = look && (await look.snapshot);
    if (snapshot) {
      const py = await loadRuntime({ ...settings, _loadSnapshot: handOver(snapshot.bytes) });
      py.runPython(RESEED);
      report("loaded");
      dropIfTheStartFails();
      return py;
    }
  } catch (error) {
    console.warn("hashi: snapshot refused, starting normally", error);
    await dropSnapshot();
    report("refused");
  }
  const py = await loadRuntime(settings);
  if (look) {
    whenIdle(() =>
      look.key.then(
        (key) => makeSnapshot(py, key),
        () => report("failed"),
      ),
    );
  }
  return py;
}

// A start from a snapshot that still ends in the error screen drops it, so
// that the next start is a normal one (a snapshot never stops the game twice).
function dropIfTheStartFails() {
  const watch = new MutationObserver(() => {
    const state = html.dataset.appState;
    if (state !== "loading") watch.disconnect();
    if (state === "error") dropSnapshot();
  });
  watch.observe(html, { attributes: true, attributeFilter: ["data-app-state"] });
}

// Once the game is ready and the site is cached for offline play (the service
// worker in control, so the worker's runtime comes from the caches, never the
// network a second time), and the page has been idle a moment.
function whenIdle(callback) {
  const gameReady = appReady();
  const cached = new Promise((resolve) => {
    if (!("serviceWorker" in navigator)) return; // no offline copy: no snapshot
    if (navigator.serviceWorker.controller) return resolve();
    navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true });
  });
  // (An idle callback may never come while something on the page animates.)
  const idle = () => (self.requestIdleCallback || setTimeout)(callback, { timeout: IDLE_MS });
  Promise.all([gameReady, cached]).then(() => setTimeout(idle, IDLE_MS));
}

// The modules the page imported from the engine's zip that a snapshot can hold
// (web/snapshot.py decides), as JSON.
const IMPORTED = `__import__("web.snapshot", fromlist=["_"]).imported_json(${JSON.stringify(APP_ZIP)})`;

// A snapshot is tried only where it can be kept: a quota too small for its
// ~31 MB would fail it on every visit (a worker's whole start for nothing).
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

async function makeSnapshot(py, key) {
  if (!(await roomForSnapshot())) return report("no-room");
  let worker = null;
  try {
    const modules = JSON.parse(py.runPython(IMPORTED));
    const app = new Uint8Array(await window.hashiApp).slice(); // a copy, handed over
    worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module" });
    const answer = await new Promise((resolve) => {
      worker.onmessage = ({ data }) => resolve(data);
      worker.onerror = (event) => resolve({ failed: event.message || "worker error" });
      const task = { runtime: RUNTIME, app, zip: APP_ZIP, modules, url: SNAPSHOT, key };
      worker.postMessage(task, [app.buffer]);
    });
    if (answer.failed) throw new Error(answer.failed);
    report("made");
  } catch (error) {
    console.warn("hashi: no snapshot made", error);
    report("failed");
  } finally {
    if (worker) worker.terminate();
  }
}
