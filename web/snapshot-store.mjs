// Where a Pyodide memory snapshot is kept on the device, and what it was made
// for: shared by the page (interpreter.mjs), the worker that makes it
// (snapshot-worker.mjs) and the computer player's worker (bot-worker.mjs).
// Not "hashi-...": sw.js drops those caches whenever a new version takes over.
export const CACHE = "pyodide-snapshot";
export const KEY_HEADER = "x-snapshot-key";
export const FIELDS = ["build", "runtime", "agent", "app"];
// Where Python imports the engine from, in the page (main.py's APP_ZIP) and so
// in every snapshot of it: the computer's worker puts its zip there too.
export const APP_ZIP = "/tmp/hashi-app.zip";

// Python's random module, if imported before the snapshot, would replay the same
// numbers on every start: seeded afresh, as a normal start would be.
export const RESEED = "__import__('sys').modules.get('random') and __import__('random').seed()";

export const hex = (buffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");

export const sha256 = async (bytes) => hex(await crypto.subtle.digest("SHA-256", bytes));

/** Where the snapshot of the game at ``base`` (the page's folder) is kept. */
export const snapshotUrl = (base) => new URL("./pyodide-snapshot", base).href;

/** What a snapshot is made for: this build, runtime and browser, these engine bytes. */
export const snapshotKey = async (build, runtime, app) => ({
  build,
  runtime,
  agent: navigator.userAgent,
  app: await sha256(app),
});

export const fits = (stored, wanted, fields = FIELDS) =>
  Boolean(stored && wanted) && fields.every((field) => stored[field] && stored[field] === wanted[field]);

export function parseKey(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The stored snapshot's bytes if it fits ``wanted`` whole (every field, and its own
 * hash), else null. Never drops anything: the page decides that. */
export async function fittingSnapshot(url, wanted) {
  const hit = await (await caches.open(CACHE)).match(url);
  const stored = hit && parseKey(hit.headers.get(KEY_HEADER));
  if (!fits(stored, wanted)) return null;
  const data = await hit.arrayBuffer();
  return (await sha256(data)) === stored.sha256 ? new Uint8Array(data) : null;
}

/** Pyodide keeps its options for good: it gets a thenable that lets go of the
 * 31 MB once they are handed over. */
export function handOver(bytes) {
  let held = bytes;
  return {
    then(resolve, reject) {
      const once = held || Promise.reject(new Error("snapshot already handed over"));
      held = null;
      return Promise.resolve(once).then(resolve, reject);
    },
  };
}
