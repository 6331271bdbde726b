// The computer player in a worker: its own Pyodide, so that taps are never
// kept waiting while it thinks. The page sends {init: {pyodide, app, build}}
// once (the runtime folder and the app archive as absolute URLs of this build,
// and the build's id), then {request: "<json>"};
// each request gets one message back: {reply: "<json>"} (the shapes are
// web/bot_protocol.py's) or {failed: "<why>"}. While it starts it says
// {progress: {done, total}}, then {ready: "snapshot" | "started"} (how it
// started), or {failed: "<why>"} once if it cannot start.
// Nothing is fetched from another host.
//
// It starts from the page's memory snapshot when one fits this build, runtime,
// browser and engine (Python started, the engine imported: seconds saved on
// the first hint), and normally otherwise.
import { fetchApp } from "./app-archive.mjs";
import { APP_ZIP, RESEED, fittingSnapshot, handOver, snapshotKey, snapshotUrl } from "./snapshot-store.mjs";

let handle = null;

// The page's snapshot (kept beside the app archive) if it fits this worker's
// build, runtime, browser and engine bytes; null otherwise (and where Cache
// Storage or hashing is missing).
async function snapshotFor(app, build, version, zip) {
  if (!("caches" in self && self.crypto?.subtle)) return null;
  try {
    return await fittingSnapshot(snapshotUrl(app), await snapshotKey(build, version, zip));
  } catch {
    return null; // no snapshot: a normal start
  }
}

// Python with the engine's zip in place and the computer's service imported.
async function service(loadPyodide, indexURL, zip, snapshot, progress) {
  const py = await loadPyodide(snapshot ? { indexURL, _loadSnapshot: handOver(snapshot) } : { indexURL });
  progress(2);
  if (snapshot) py.runPython(RESEED);
  py.FS.writeFile(APP_ZIP, zip);
  const path = JSON.stringify(APP_ZIP);
  py.runPython(`import sys\nif ${path} not in sys.path: sys.path.insert(0, ${path})\nfrom web.bot_service import handle`);
  return py.globals.get("handle");
}

async function start({ pyodide, app, build }, progress) {
  const [{ loadPyodide, version }, zip] = await Promise.all([import(`${pyodide}pyodide.mjs`), fetchApp(app)]);
  progress(1);
  const stored = await snapshotFor(app, build, version, zip);
  if (stored) {
    try {
      return { answer: await service(loadPyodide, pyodide, zip, stored, progress), restored: true };
    } catch (error) {
      console.warn("hashi: computer player starts without the snapshot", error);
    }
  }
  return { answer: await service(loadPyodide, pyodide, zip, null, progress), restored: false };
}

// -- Messages (the page's web/browser/bots.py reads them; web/bot_protocol.py
// owns the request and reply shapes). A start that fails is said once; each
// request is then refused at once, never retried here: the page decides.
const STEPS = 3; // the runtime and the engine fetched, Python started, the service imported

self.onmessage = async (event) => {
  const { init, request } = event.data;
  if (init) {
    const progress = (done) => self.postMessage({ progress: { done, total: STEPS } });
    progress(0);
    handle = start(init, progress);
    handle.then(
      ({ restored }) => self.postMessage({ ready: restored ? "snapshot" : "started" }),
      (error) => self.postMessage({ failed: String(error) }),
    );
    return;
  }
  let answer;
  try {
    ({ answer } = await handle);
  } catch {
    return; // the start's failure was said once; the page stops this worker
  }
  try {
    self.postMessage({ reply: answer(request) });
  } catch (error) {
    self.postMessage({ failed: String(error) });
  }
};
