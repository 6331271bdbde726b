// The Pyodide memory snapshot the site ships (made at build time by
// web/build/make-snapshot.mjs: Python started, the engine imported) and the copy a
// device keeps of it: shared by the page (interpreter.mjs) and the computer
// player's worker (bot-worker.mjs), which both start from it instead of
// starting CPython.
// What this build ships, filled in by build.py: {file (the gzip, from the site's
// folder), packed (its SHA-256), size and sha256 (of the snapshot's bytes),
// runtime (Pyodide's version), app (SHA-256 of the engine's zip)}; null when
// the build could make none.
export const SHIPPED = "__SNAPSHOT__";
// Not "hashi-...": sw.js drops those caches whenever a new version takes over,
// and the device's copy may outlive a build that ships the same snapshot.
export const CACHE = "pyodide-snapshot";
export const KEY_HEADER = "x-snapshot-key";
export const FIELDS = ["runtime", "app", "sha256"];
// Where Python imports the engine from, in the page (main.py's APP_ZIP) and so
// in the snapshot: the computer's worker puts its zip there too.
export const APP_ZIP = "/tmp/hashi-app.zip";

export const hex = (buffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");

export const sha256 = async (bytes) => hex(await crypto.subtle.digest("SHA-256", bytes));

/** Where the device's copy of the snapshot for the game at ``base`` (its folder) is kept. */
export const snapshotUrl = (base) => new URL("./pyodide-snapshot", base).href;

export const fits = (stored, wanted, fields = FIELDS) =>
  Boolean(stored && wanted) && fields.every((field) => stored[field] && stored[field] === wanted[field]);

export function parseKey(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// A snapshot holds what a start would have set from the browser: Python's
// random (seeded afresh, or every start would replay the same numbers) and the
// language of its environment and C locale (LANG, as Pyodide's start sets it
// from navigator.language; the snapshot was made with en_US).
export function settle(py) {
  const lang = `${(self.navigator?.language ?? "C").replace("-", "_")}.UTF-8`;
  py.runPython(`(__import__("os").environ.__setitem__("LANG", ${JSON.stringify(lang)}),
 __import__("_locale").setlocale(__import__("_locale").LC_CTYPE, ""),
 __import__("sys").modules.get("random") and __import__("random").seed())`);
}

/**
 * The snapshot for the game at ``base``, if this build ships one and the
 * browser can check it: {source, bytes}, where source is "device" (the copy
 * kept here) or "shipped" (downloaded now) and bytes a promise of them,
 * rejected unless ``runtime`` (a promise of Pyodide's version) and the engine's
 * zip (``zip``, a promise) are the ones it was made for and the bytes are the
 * build's (SHA-256). Null otherwise, and when the device refused this
 * snapshot before (see refuse). Never drops anything.
 */
export async function findSnapshot(base, runtime, zip) {
  if (!(SHIPPED && "caches" in self && self.crypto?.subtle && self.DecompressionStream)) return null;
  // An engine already at hand (the page's, handed to the computer's worker) that is not the one
  // this snapshot was made for (another tab's update left the page behind): nothing is read
  // or downloaded for it.
  const atHand = zip instanceof Uint8Array ? await sha256(zip) : null; // (hashed once)
  if (atHand !== null && atHand !== SHIPPED.app) return null;
  const hit = await (await caches.open(CACHE)).match(snapshotUrl(base));
  const stored = hit && parseKey(hit.headers.get(KEY_HEADER));
  if (fits(stored, SHIPPED) && stored.refused) return null;
  const kept = fits(stored, SHIPPED) && hit;
  // The copy is checked whole; a download by its gzip (whose CRC vouches for what it unpacks to).
  const data = kept ? kept.arrayBuffer().then(read).then(checked) : download(new URL(SHIPPED.file, base).href);
  // The runtime or the engine not arriving is the start's failure, not the snapshot's.
  const needed = Promise.all([runtime, zip]).catch((error) => {
    throw unreachable(error);
  });
  const bytes = Promise.all([needed, data]).then(async ([[version, engine], data]) => {
    if (version !== SHIPPED.runtime) throw new Error("snapshot made for another runtime");
    if ((atHand ?? (await sha256(engine))) !== SHIPPED.app) throw new Error("snapshot made for another engine");
    if (!data) throw new Error("snapshot damaged");
    return data;
  });
  bytes.catch(() => {}); // met where it is awaited
  return { source: kept ? "device" : "shipped", bytes };
}

const read = (data) => (performance.mark("hashi:snapshot-read"), data);
const checked = async (data) => ((await sha256(data)) === SHIPPED.sha256 ? new Uint8Array(data) : null);

// A download that failed (offline, a server error, the connection lost) is no
// reason to refuse the snapshot for good: it says so, and the next start tries again.
const unreachable = (error) => Object.assign(new Error(`snapshot not downloaded: ${error}`), { unreachable: true });

// A download that stops arriving for this long is given up (a normal start).
const STALL_MS = 15000;

// The shipped gzip, unpacked as it arrives (into the build's size); null if it
// is not the build's gzip (SHA-256) or does not unpack to the build's size,
// even once more past the HTTP cache (which may have kept a damaged copy).
async function download(url) {
  for (const cache of ["default", "reload"]) {
    const bytes = await downloadOnce(url, cache);
    if (bytes) return bytes;
  }
  return null;
}

async function downloadOnce(url, cache) {
  const stop = new AbortController();
  let timer = 0;
  const alive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => stop.abort(new Error("snapshot download stalled")), STALL_MS);
  };
  alive();
  try {
    let response;
    try {
      response = await fetch(url, { cache, signal: stop.signal });
      if (!response.ok) throw new Error(`status ${response.status}`);
    } catch (error) {
      throw unreachable(error);
    }
    const [packed, unpacked] = response.body.tee();
    const bytes = new Uint8Array(SHIPPED.size);
    const filled = fill(bytes, unpacked.pipeThrough(new DecompressionStream("gzip")), alive).then(
      () => bytes,
      () => null,
    );
    const gzip = await new Response(packed).arrayBuffer().catch((error) => {
      throw unreachable(error);
    });
    return (await sha256(gzip)) === SHIPPED.packed ? await filled : null;
  } finally {
    clearTimeout(timer);
  }
}

// Reads ``stream`` into ``bytes``, which it must fill exactly (``alive`` at each chunk).
async function fill(bytes, stream, alive) {
  const reader = stream.getReader();
  let at = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    alive();
    bytes.set(chunk.value, at);
    at += chunk.value.length;
  }
  if (at !== bytes.length) throw new Error("snapshot of another size");
}

/** Keeps ``copy`` (a Blob of the checked bytes, taken before Pyodide's start
 * changes them: putBack) as the device's copy of the shipped snapshot, for the next starts. */
export async function keep(base, copy) {
  const headers = { [KEY_HEADER]: JSON.stringify(SHIPPED) };
  await (await caches.open(CACHE)).put(snapshotUrl(base), new Response(copy, { headers }));
}

/** Remembers that this build's snapshot failed here: later starts are normal ones and
 * download nothing (a new build ships a new snapshot, which is tried again). */
export async function refuse(base) {
  const headers = { [KEY_HEADER]: JSON.stringify({ ...SHIPPED, refused: true }) };
  await (await caches.open(CACHE)).put(snapshotUrl(base), new Response("", { headers }));
}

// Where a start from this build's snapshot that ended in the error screen is noted.
const failedUrl = (base) => new URL("./pyodide-snapshot-failed", base).href;

/** Notes a start from the snapshot that ended in the error screen; the second in a
 * row refuses it (one alone may be a file that came damaged, repaired by Try again). */
export async function failedOnce(base) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(failedUrl(base));
  if (hit && fits(parseKey(hit.headers.get(KEY_HEADER)), SHIPPED)) {
    await refuse(base);
    await cache.delete(failedUrl(base));
  } else {
    const headers = { [KEY_HEADER]: JSON.stringify(SHIPPED) };
    await cache.put(failedUrl(base), new Response("", { headers }));
  }
}

/** A start from the snapshot reached the game: any failure noted before is forgotten. */
export async function startedWell(base) {
  await (await caches.open(CACHE)).delete(failedUrl(base));
}

/**
 * Pyodide's options that start it from ``bytes`` (a promise of a checked
 * snapshot, as this file keeps it), Pyodide's own runtime folder ``indexURL``
 * and the build's ``base`` (SHIPPED.base); ``mark`` notes each stage (a name)
 * for the benchmark.
 *
 * A snapshot holds Pyodide's whole memory, whose first 4 MB (the wasm's static
 * data) are mostly what the wasm puts there when it is instantiated: the build
 * ships that part as its difference from it (XOR: 1.4 MB less to download), and
 * the new instance's memory puts it back before Pyodide restores the snapshot.
 */
export function startingFrom(indexURL, bytes, base = SHIPPED.base, mark = () => {}) {
  let held = bytes; // Pyodide keeps its options for good: both let go of the 31 MB once used
  let taken = null; // the bytes, between Pyodide taking them and making its module
  const script = import(`${indexURL}pyodide.asm.mjs`); // as early as Pyodide itself would
  script.catch(() => {}); // met below
  return {
    _loadSnapshot: {
      then(resolve, reject) {
        const given = held || Promise.reject(new Error("snapshot already handed over"));
        held = null;
        return Promise.resolve(given).then((got) => resolve((taken = got)), reject);
      },
    },
    async createPyodideModule(settings) {
      const { default: create } = await script;
      const snapshot = taken;
      taken = null;
      let start = null; // the memory as the wasm's instantiation leaves it (before any code runs)
      const instantiate = settings.instantiateWasm;
      settings.instantiateWasm = (imports, done) =>
        instantiate(imports, (instance, module) => {
          mark("wasm-instantiated");
          const memory = instance.exports.memory || imports.env.memory;
          start = new Uint8Array(memory.buffer, 0, base.end).slice();
          done(instance, module);
        });
      mark("wasm-asked");
      const module = await create(settings);
      mark("module-made");
      await putBack(snapshot, start, base);
      start = null; // (the wrapper above stays with the module)
      return module;
    },
  };
}

/** XORs, in place, ``snapshot``'s static data (up to ``base.end``) with ``start``:
 * the build does it, and putBack undoes it. Returns that part of the snapshot. */
export function xorStatic(snapshot, start, base) {
  const header = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2)[1]; // Pyodide's header length
  const words = new Uint32Array(snapshot.buffer, snapshot.byteOffset + header, base.end / 4);
  const with_ = new Uint32Array(start.buffer, start.byteOffset, base.end / 4);
  for (let i = 0; i < words.length; i++) words[i] ^= with_[i];
  return snapshot.subarray(header, header + base.end);
}

/** Puts back ``snapshot``'s static data from the wasm's own (``start``); throws
 * unless that gives back the build's bytes (``base.sha256``). */
export async function putBack(snapshot, start, base) {
  if (!start || (await sha256(xorStatic(snapshot, start, base))) !== base.sha256) {
    throw new Error("snapshot made for another start");
  }
}
