// Service worker: the whole site, precached per build, served offline.
// build.py fills VERSION and PRECACHE; a new build is a new cache, and the
// old one is dropped only once the new version takes over (after the player
// agrees to reload), so a page never mixes files of two builds.
const VERSION = "__VERSION__";
const CACHE = `hashi-${VERSION}`;
const PRECACHE = __PRECACHE__;

self.addEventListener("install", (event) => {
  // The pinned runtime never changes under its URL: reuse what the first visit
  // already downloaded. Everything else is revalidated, so a new build never
  // picks up a stale file from the HTTP cache.
  const requests = PRECACHE.map(
    (url) => new Request(url, { cache: url.includes("/runtime/") ? "force-cache" : "no-cache" }),
  );
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith("hashi-") && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

function fromCache(request) {
  return caches.open(CACHE).then((cache) => cache.match(request, { ignoreSearch: true }));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.includes("/runtime/")) {
    // Pinned runtime files, immutable under their versioned URL: the network
    // first (HTTP cache and the browser's compiled-wasm cache make it fast),
    // this build's copy when offline or gone from the server.
    event.respondWith(
      fetch(request)
        .then((response) => (response.ok ? response : fromCache(request).then((hit) => hit || response)))
        .catch(() => fromCache(request)),
    );
    return;
  }
  // The page and the engine: always this build's copy, so they never mix.
  const lookup = request.mode === "navigate" ? new Request("./index.html") : request;
  event.respondWith(fromCache(lookup).then((hit) => hit || fetch(request)));
});
