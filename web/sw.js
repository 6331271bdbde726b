// Service worker: the whole site, precached per build, served offline.
// build.py fills VERSION and PRECACHE; a new build is a new cache, and the
// old one is dropped only once the new version takes over (after the player
// agrees to reload), so a page never mixes files of two builds.
const VERSION = "__VERSION__";
const CACHE = `hashi-${VERSION}`;
const PRECACHE = __PRECACHE__;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
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

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  const lookup = request.mode === "navigate" ? "./index.html" : request;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(lookup, { ignoreSearch: true }))
      .then((hit) => hit || fetch(request)),
  );
});
