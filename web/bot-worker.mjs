// The computer player in a worker: its own Pyodide, so that taps are never
// kept waiting while it thinks. The page sends {init: {pyodide, app}} once
// (the runtime folder and the app archive, as absolute URLs of this build),
// then {request: "<json>"}; each request gets one message back with the
// reply's JSON text (see web/bot_service.py). Nothing is fetched from another host.
import { fetchApp } from "./app-archive.mjs";

let handle = null;

async function start({ pyodide, app }) {
  const { loadPyodide } = await import(`${pyodide}pyodide.mjs`);
  const py = await loadPyodide({ indexURL: pyodide });
  py.FS.writeFile("/tmp/hashi-app.zip", await fetchApp(app));
  py.runPython(
    "import sys\nsys.path.insert(0, '/tmp/hashi-app.zip')\nfrom web.bot_service import handle",
  );
  return py.globals.get("handle");
}

self.onmessage = async (event) => {
  const { init, request } = event.data;
  if (init) {
    handle = start(init);
    handle.then(
      () => self.postMessage({ ready: true }),
      (error) => self.postMessage({ failed: String(error) }),
    );
    return;
  }
  try {
    const answer = await handle;
    self.postMessage({ reply: answer(request) });
  } catch (error) {
    self.postMessage({ failed: String(error) });
  }
};
