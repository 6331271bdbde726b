// Makes a Pyodide memory snapshot for the page (web/interpreter.mjs), off the
// page's thread: Python started, the app's zip in place at the page's path and
// the modules the page imported from it already imported, then the whole
// interpreter memory, kept in Cache Storage under the page's key. One message
// in ({runtime, app, zip, modules, url, key}: app the zip's
// bytes, exactly the page's), one out ({made: size, skipped: modules that
// would not import here} or {failed: reason}); then the page ends this worker.
import { CACHE, KEY_HEADER, sha256 } from "./snapshot-store.mjs";

const LIST = "/tmp/snapshot-modules.json";

async function make({ runtime, app, zip, modules }) {
  const { loadPyodide } = await import(`${runtime}pyodide.mjs`);
  const py = await loadPyodide({ indexURL: runtime, _makeSnapshot: true });
  py.FS.writeFile(zip, new Uint8Array(app));
  py.FS.writeFile(LIST, JSON.stringify(modules));
  // No JavaScript object may be held by Python when the memory is taken: the
  // imports see plain Python data only, and leave no name behind.
  const skipped = py.runPython(`
def _imports():
    import importlib, json, os, sys
    sys.path.insert(0, ${JSON.stringify(zip)})
    with open(${JSON.stringify(LIST)}) as listing:
        names = json.load(listing)
    os.remove(${JSON.stringify(LIST)})
    skipped = []
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # the page imports it itself, as without a snapshot
            skipped.append(name)
    return json.dumps(skipped)
_skipped = _imports()
del _imports
_skipped
`);
  py.runPython("del _skipped");
  return { snapshot: py.makeMemorySnapshot(), skipped: JSON.parse(skipped) };
}

// Stored whole (reading 31 MB from Cache Storage is faster than unzipping 7 MB),
// with its SHA-256, which the page checks before restoring it.
async function keep(bytes, { url, key }) {
  const store = await caches.open(CACHE);
  for (const request of await store.keys()) await store.delete(request);
  const headers = { [KEY_HEADER]: JSON.stringify({ ...key, sha256: await sha256(bytes) }) };
  await store.put(url, new Response(bytes, { headers }));
}

self.onmessage = async ({ data }) => {
  try {
    const { snapshot, skipped } = await make(data);
    await keep(snapshot, data);
    self.postMessage({ made: snapshot.length, skipped });
  } catch (error) {
    self.postMessage({ failed: String(error) });
  }
};
