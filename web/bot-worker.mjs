// The computer player in a worker: its own Pyodide, so that taps are never
// kept waiting while it thinks. The page sends {init: {pyodide, app, build}}
// once (the runtime folder and the app archive as absolute URLs of this build,
// and the build's id), then {request: "<json>"};
// each request gets one message back with the reply's JSON text (see
// web/bot_service.py); {ready: "snapshot" | "started"} says how it started.
// Nothing is fetched from another host.
//
// It starts from the site's memory snapshot when this build ships one (Python
// started, the engine imported: seconds saved on the first hint): the device's
// copy, or the shipped one on a first visit before the page has kept it; and
// normally otherwise. The page starts it only once its own start is over, so
// two Python runtimes never start at once.
import { fetchApp } from "./app-archive.mjs";
import { APP_ZIP, findSnapshot, settle, startingFrom } from "./snapshot-store.mjs";

let handle = null;

// Python with the engine's zip in place and the computer's service imported.
async function service(loadPyodide, indexURL, zip, snapshot) {
  const py = await loadPyodide(snapshot ? { indexURL, ...startingFrom(indexURL, snapshot) } : { indexURL });
  if (snapshot) settle(py);
  py.FS.writeFile(APP_ZIP, zip);
  const path = JSON.stringify(APP_ZIP);
  py.runPython(`import sys\nif ${path} not in sys.path: sys.path.insert(0, ${path})\nfrom web.bot_service import handle`);
  return py.globals.get("handle");
}

async function start({ pyodide, app }) {
  import(`${pyodide}pyodide.asm.mjs`).catch(() => {}); // read meanwhile (if it fails, Pyodide says so)
  const [{ loadPyodide, version }, zip] = await Promise.all([import(`${pyodide}pyodide.mjs`), fetchApp(app)]);
  try {
    const found = await findSnapshot(app, version, zip);
    if (found) return { answer: await service(loadPyodide, pyodide, zip, found.bytes), restored: true };
  } catch (error) {
    console.warn("hashi: computer player starts without the snapshot", error);
  }
  return { answer: await service(loadPyodide, pyodide, zip, null), restored: false };
}

self.onmessage = async (event) => {
  const { init, request } = event.data;
  if (init) {
    handle = start(init);
    handle.then(
      ({ restored }) => self.postMessage({ ready: restored ? "snapshot" : "started" }),
      (error) => self.postMessage({ failed: String(error) }),
    );
    return;
  }
  try {
    const { answer } = await handle;
    self.postMessage({ reply: answer(request) });
  } catch (error) {
    self.postMessage({ failed: String(error) });
  }
};
