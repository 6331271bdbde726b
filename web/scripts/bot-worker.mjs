// The computer player in a worker: its own Pyodide, so that taps are never
// kept waiting while it thinks. The page sends {init: {pyodide, app, build, wasm, zip}}
// once (the runtime folder and the app archive as absolute URLs of this build,
// the build's id, and when the page has them its compiled runtime and its checked
// engine: the app archive is fetched only without it), then {request: "<json>"};
// each request gets one message back: {reply: "<json>"} (the shapes are
// web/bots/bot_protocol.py's) or {failed: "<why>"}. While it starts it says
// {progress: {done, total}}, then {ready: "snapshot" | "started"} (how it
// started), or {failed: "<why>"} once if it cannot start.
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
async function service(loadPyodide, indexURL, zip, snapshot, progress) {
  const py = await loadPyodide(snapshot ? { indexURL, ...startingFrom(indexURL, snapshot) } : { indexURL });
  progress(2);
  if (snapshot) settle(py);
  py.FS.writeFile(APP_ZIP, zip);
  const path = JSON.stringify(APP_ZIP);
  py.runPython(`import sys\nif ${path} not in sys.path: sys.path.insert(0, ${path})\nfrom web.bots.bot_service import handle`);
  return py.globals.get("handle");
}

// The page's compiled runtime, when it hands it over: Pyodide's instantiation
// takes it instead of compiling the wasm again (it still asks for the file: not read).
function useCompiled(wasm) {
  const own = WebAssembly.instantiateStreaming;
  if (!(wasm instanceof WebAssembly.Module) || !own) return;
  WebAssembly.instantiateStreaming = async function (response, imports) {
    try {
      return { instance: await WebAssembly.instantiate(wasm, imports), module: wasm };
    } catch (error) {
      console.warn("hashi: the page's runtime did not fit, compiling it here", error);
      return own.call(this, response, imports);
    }
  };
}

// The page's engine when it hands it over: after another tab took an update, the
// archive at ``app`` is the next build's, and this page's computer would play by its rules.
async function start({ pyodide, app, wasm, zip: own }, progress) {
  useCompiled(wasm);
  import(`${pyodide}pyodide.asm.mjs`).catch(() => {}); // read meanwhile (if it fails, Pyodide says so)
  const engine = own instanceof Uint8Array ? own : fetchApp(app);
  const [{ loadPyodide, version }, zip] = await Promise.all([import(`${pyodide}pyodide.mjs`), engine]);
  progress(1);
  try {
    const found = await findSnapshot(app, version, zip);
    if (found) return { answer: await service(loadPyodide, pyodide, zip, found.bytes, progress), restored: true };
  } catch (error) {
    console.warn("hashi: computer player starts without the snapshot", error);
  }
  return { answer: await service(loadPyodide, pyodide, zip, null, progress), restored: false };
}

// -- Messages (the page's web/browser/bots.py reads them; web/bots/bot_protocol.py
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
