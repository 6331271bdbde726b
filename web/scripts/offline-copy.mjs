// The offline copy's decisions (boot.js carries them out): what the first start
// keeps and where, what the service worker's install and update checks tell the
// player, when another tab's update leaves this page behind, and when a worker
// script is fetched anew. Caches, fetches and storage
// are handed in: Node's tests run these with fake ones.

// The runtime's cache, one for every build; each build's own is `hashi-<build>`.
// Must match RUNTIME and CACHE in sw.js.
export const RUNTIME_CACHE = "hashi-runtime";
// Set once the player was told the game will not work offline.
export const OFFLINE_TOLD = "hashi.offline-told";

// The cache the first start keeps a file it fetched in (the one the service
// worker serves it from, so that its precache never downloads it again), or null:
// not kept. Pages are kept by keepingPage (if of this build); the memory
// snapshot's gzip (build.py's SNAPSHOT_FILE) is kept unpacked by the page itself;
// another site's file, a query or anything but a GET is not the site's copy.
export function keptIn(url, method, origin, build) {
  const page = /(\/|\.html)$/.test(url.pathname);
  const snapshot = /\/snapshot-[0-9a-f]{16}\.bin\.gz$/.test(url.pathname);
  if (url.origin !== origin || url.search || page || snapshot || method !== "GET") return null;
  return url.pathname.includes("/runtime/") ? RUNTIME_CACHE : `hashi-${build}`;
}

// ``fetch`` that keeps each whole answer (200) it gets in the cache keptIn names,
// its promise pushed to ``keeping``. The copy is stored at once: both are read
// together (an unread clone would hold the original back in Chrome and stall
// the start).
export function keepingFetch(fetch, { base, origin, build, caches, keeping }) {
  return function (input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), base);
    const answer = fetch.call(this, input, init);
    const method = (init && init.method) || (input instanceof Request ? input.method : "GET");
    const kept = keptIn(url, method, origin, build);
    if (!kept) return answer;
    return answer.then((response) => {
      if (response.ok && response.status === 200) {
        const copy = response.clone();
        keeping.push(
          caches
            .open(kept)
            .then((cache) => cache.put(url.href, copy))
            .catch((error) => console.warn("hashi: not kept", url.href, error)),
        );
      }
      return response;
    });
  };
}

// The name the page at ``pathname`` is kept under: a language's own page
// (index.<lang>.html), else the index.
export function pageName(pathname) {
  const lang = /\/index\.([a-z]{2})\.html$/.exec(pathname);
  return lang ? `./index.${lang[1]}.html` : "./index.html";
}

// The first start keeps this page too, from the HTTP cache where the navigation
// just put it (``cached()``), in this build's cache: only if it is this very
// page (of ``build``).
export async function keepingPage(cached, caches, base, pathname, build) {
  const page = await cached();
  const text = page.ok ? await page.text() : "";
  if (!text.includes(`data-build="${build}"`)) return false;
  const cache = await caches.open(`hashi-${build}`);
  await cache.put(new URL(pageName(pathname), base).href, new Response(text, { headers: page.headers }));
  return true;
}

// Whether ``worker`` (installed, waiting) is a new version to offer: only while
// another version is in charge of this page (``controller``). A first visit's
// worker never is, whatever the order its news arrives in: WebKit, on a busy
// page, may tell the registration's or the worker's states late, after the
// worker took charge, and the first visit offered a "new version" (Q38).
export function isUpdate(worker, controller) {
  return Boolean(worker && controller && worker !== controller);
}

// Whether a new version put in charge of this page (not by its own Reload, which
// reloads it) leaves the page behind it: the build the worker keeps (``version``, as it
// answers ``versionOf``) is not the page's (``build``): another tab's Reload put the next
// version in charge of every tab, a first visit's page among them when the next build
// came out while it started. A first visit's worker of its own build is no news. A worker
// that does not say (an older one, or no answer in time): behind only if a version was in
// charge ``before``. A page left behind still runs its own build: it is offered the new
// version (its Reload loads it), never told its offline copy is up to date.
export function leftBehind(version, build, before) {
  return version ? version !== build : Boolean(before);
}

// The build a service worker keeps, as it answers (sw.js: "version"); null when it
// does not answer within ``wait`` ms. ``Channel``: MessageChannel (Node's tests: theirs).
export function versionOf(worker, { Channel = MessageChannel, wait = 3000 } = {}) {
  return new Promise((resolve) => {
    const channel = new Channel();
    const answer = (version) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(version);
    };
    const timer = setTimeout(() => answer(null), wait);
    channel.port1.onmessage = (event) => answer(typeof event.data === "string" ? event.data : null);
    try {
      worker.postMessage("version", [channel.port2]);
    } catch {
      answer(null);
    }
  });
}

// What a new state of an installing worker tells (html[data-offline]): "update"
// (installed while another version is in charge: offered, taken on Reload),
// "ready" (in charge), "failed" (gone redundant while a version is in charge:
// that one stays, and offline play with it), "unavailable" (redundant with
// none: no offline copy); null, nothing.
export function installState(worker, controller, active) {
  const state = worker.state;
  if (state === "installed" && isUpdate(worker, controller)) return "update";
  if (state === "activated") return "ready";
  if (state !== "redundant") return null;
  return active ? "failed" : "unavailable";
}

// What a finished update check tells: null while a new version installs (its
// states tell), "update" when one waits behind the version in charge, else "ready".
export function checkedState(registration, controller) {
  if (registration.installing) return null;
  return isUpdate(registration.waiting, controller) ? "update" : "ready";
}

// What the update bar's Reload does with the new version's worker: one still
// waiting is asked to take charge (the page reloads once it has: boot.js's
// controllerchange); one already in charge, or replaced (another tab's Reload
// came first: its controllerchange here has passed, see leftBehind), is loaded at once.
export function updateStep(workerState) {
  return workerState === "installed" || workerState === "installing" ? "skip-waiting" : "reload";
}

// Checks may overlap (the page shown again while one is under way): only the
// latest check's outcome is told, never a late answer to an older one. Each
// call begins a check and returns its ``told``: ``told(tell)`` tells only while
// no later check has begun.
export function latestOnly() {
  let checks = 0;
  return function begin() {
    const check = ++checks;
    return (tell) =>
      (...args) =>
        check === checks ? tell(...args) : undefined;
  };
}

// A worker script that arrived broken stays in the HTTP cache, confirmed by
// every check (304): after a failure it is fetched anew and tried once more.
export async function freshWorker(attempt, fetch) {
  try {
    return await attempt();
  } catch {
    await fetch("./sw.js", { cache: "reload" }).catch(() => {});
    return attempt();
  }
}

// Whether to tell the player the game will not work offline: once on a device
// (remembered in ``storage()``: reaching it may throw too); where storage is
// refused, each visit, the only way to be told at all.
export function tellOnce(storage) {
  try {
    if (storage().getItem(OFFLINE_TOLD)) return false;
    storage().setItem(OFFLINE_TOLD, "1");
  } catch {
    // storage refused
  }
  return true;
}

// Offline play works again: told again if it is ever lost.
export function forgetTold(storage) {
  try {
    storage().removeItem(OFFLINE_TOLD);
  } catch {
    // nothing to forget
  }
}
