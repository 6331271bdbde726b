// The start's decisions on its waits (boot.js carries them out): which
// downloads the first fetches take, when a start is too slow and the player is
// told (with Try again), and what Try again fetches anew before it reloads.
// Timers and fetches are handed in: Node's tests run these with fake ones.

// When nothing has arrived for this long, the player is told, with Try again
// (the start goes on if the files come). Try again reloads within REPAIR_MS,
// repaired or not.
export const STALL_MS = 30000;
export const REPAIR_MS = 15000;

// A watch on the start's progress: each call says that something arrived. Once
// nothing has for ``ms`` while the start is still ``loading()``, ``slow(true)``
// (the message and Try again show); the next sign of progress takes it back.
export function stallWatch(loading, slow, timers = globalThis, ms = STALL_MS) {
  let stall = 0;
  return function progress() {
    timers.clearTimeout(stall);
    slow(false);
    if (!loading()) return;
    stall = timers.setTimeout(() => {
      if (loading()) slow(true);
    }, ms);
  };
}

// ``fetch`` that hands each of ``urls`` (absolute) the download begun at once
// (``fetch(url)`` now), to the first plain fetch of it: one request per file in
// every engine (WebKit never hands a preload to a script's fetch: there the
// runtime's 12 MB crossed twice). Any other fetch, or one with a method or an
// integrity, goes to the network as asked.
export function sharingEarly(fetch, urls, base) {
  const early = new Map();
  for (const url of urls) {
    const answer = fetch(url);
    answer.catch(() => {}); // a failure is reported by whoever takes it, never as unhandled
    early.set(url, answer);
  }
  return function (input, init) {
    const url = typeof input === "string" || input instanceof URL ? new URL(input, base).href : "";
    const answer = early.get(url);
    if (answer === undefined || (init && (init.method || init.integrity))) return fetch.call(this, input, init);
    early.delete(url);
    return answer;
  };
}

const fresh = (fetch, url) => fetch(url, { cache: "reload" }).then((response) => response.arrayBuffer());

// Try again's look at one file listed with its SHA-256 (``digest`` reads a
// response's): a copy in the HTTP cache that looks complete but is an error or
// not the one listed would be used again by a reload, so it is fetched anew
// (true). A file not in the HTTP cache is left: the reload fetches it anyway.
export async function repairFile([url, wanted], fetch, digest) {
  const cached = await fetch(url, { cache: "only-if-cached", mode: "same-origin" }).catch(() => null);
  if (!cached) return false;
  if (cached.ok && (await digest(cached).catch(() => null)) === wanted) return false;
  await fresh(fetch, url);
  return true;
}

// Try again's repair: the page fetched anew, and every file of ``digests``
// (files.json, itself fetched anew) looked at; one that fails is left.
export async function repair(fetch, digest, page, digests) {
  const reloaded = fresh(fetch, page).catch(() => {});
  const files = await fetch(digests, { cache: "reload" }).then((answer) => answer.json());
  await Promise.all([reloaded, ...Object.entries(files).map((file) => repairFile(file, fetch, digest).catch(() => {}))]);
}

// Try again: ``repairing()`` (null where it cannot: no digests in this browser),
// then ``reload()``, which comes within ``bound`` repaired or not.
export function tryAgain(repairing, reload, timers = globalThis, bound = REPAIR_MS) {
  const waited = new Promise((resolve) => timers.setTimeout(resolve, bound));
  const repaired = repairing ? repairing().catch((error) => console.warn("hashi: not repaired", error)) : null;
  return Promise.race([repaired, waited]).then(reload);
}
