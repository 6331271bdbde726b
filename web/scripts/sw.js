// Service worker: the whole site, precached per build, served offline.
// build.py fills VERSION and PRECACHE; a new build is a new cache, and the
// old one is dropped only once the new version takes over (after the player
// agrees to reload), so a page never mixes files of two builds, unless another
// tab took the update first: this one, still on the old build (its update bar
// shown), then gets the new build's files for what it fetches later. Its
// computer's worker plays by the page's own engine all the same: the page hands
// it over (web/browser/bots.py); the worker's scripts are the new build's, and its
// snapshot, made for the new engine, is left unread (a normal start).
const VERSION = "__VERSION__";
const CACHE = `hashi-${VERSION}`;
// The pinned runtime (Pyodide, PyScript): one cache for every build, since a
// runtime file never changes under its versioned URL. boot.js fills it as the
// first start downloads the runtime, so it is never downloaded twice.
const RUNTIME = "hashi-runtime";
// Kept at install: the whole site but the install icons (the browser fetches
// them when installing, online) and the other languages' pages and manifests,
// which come in one gzip (PAGES: ~40 KB instead of ~210 KB), unpacked here.
// Each with its SHA-256 (a gzip's once unpacked): nothing that does not match
// is kept or served, whoever fetched it (see keep below).
const PRECACHE = __PRECACHE__;
const [PAGES, PAGES_SHA256] = __PAGES__;
// The memory snapshot the build ships (web/scripts/snapshot-store.mjs) and the SHA-256 of
// its memory (the gzip unpacked), or null: not in PRECACHE, since a first visit
// downloads it and keeps it unpacked itself; an update brings it here in the
// background, so that the new version's first start reads it from here instead
// of waiting for the network.
const [SNAPSHOT, SNAPSHOT_SHA256] = __SNAPSHOT__ || [];
const isRuntime = (url) => new URL(url, self.location).pathname.includes("/runtime/");
const runtimeUrls = () => Object.keys(PRECACHE).filter(isRuntime).map((url) => new URL(url, self.location).href);

// Static routes (Chrome 123+): the page's files come straight from this
// build's caches without starting the worker (a miss goes to the network).
// So does the page at the start URL (./, no query: how the installed app
// opens); other navigations (any query) run the fetch handler below.
function routes() {
  const here = new URL("./", self.location);
  const where = (path, search = "*") =>
    new URLPattern({
      protocol: here.protocol.slice(0, -1),
      hostname: here.hostname,
      port: here.port,
      pathname: here.pathname + path,
      search,
    });
  return [
    // The worker's own script, always from the network as asked: boot.js
    // fetches it past the HTTP cache to replace a copy that arrived broken.
    { condition: { urlPattern: where("sw.js") }, source: "network" },
    { condition: { requestMode: "navigate", urlPattern: where("", "") }, source: { cacheName: CACHE } },
    { condition: { requestMode: "navigate" }, source: "fetch-event" },
    { condition: { urlPattern: where("runtime/*"), requestMethod: "GET" }, source: { cacheName: RUNTIME } },
    { condition: { urlPattern: where("*"), requestMethod: "GET" }, source: { cacheName: CACHE } },
  ];
}

// A file's content (a gzip unpacked, unless a server already decoded it:
// Content-Encoding) and its SHA-256 in hex, as build.py writes it.
async function content(response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  let data = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const body = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    data = new Uint8Array(await new Response(body).arrayBuffer());
  }
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  return { data, sha256: Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("") };
}

const matches = async (response, wanted) =>
  Boolean(response && response.ok) && (await content(response.clone()).catch(() => ({}))).sha256 === wanted;

// One file of this build, checked against its SHA-256 before it is kept:
// already in the cache and whole (the page's first start may have kept it), or
// fetched (``mode``: how far the HTTP cache may answer), and when that copy is
// damaged (cut short, a server's error, kept so by a cache) once more past the
// HTTP cache. A file that still does not match fails the install: the version
// in charge (if any) stays, and the next update check tries again.
async function fetchChecked(url, wanted, mode) {
  for (const cache of [mode, "reload"]) {
    const response = await fetch(new Request(url, { cache })).catch(() => null);
    if (await matches(response, wanted)) return response;
  }
  throw new Error(`${url}: damaged or unavailable`);
}

async function keep(cache, url, mode) {
  if (await matches(await cache.match(url), PRECACHE[url])) return;
  await cache.put(url, await fetchChecked(url, PRECACHE[url], mode));
}

async function precacheRuntime() {
  const cache = await caches.open(RUNTIME);
  // A runtime file never changes under its versioned URL: the HTTP cache may answer.
  await Promise.all(Object.keys(PRECACHE).filter(isRuntime).map((url) => keep(cache, url, "force-cache")));
}

async function precacheApp() {
  const cache = await caches.open(CACHE);
  // Revalidated, so a new build never picks up a stale file from the HTTP cache.
  const files = Object.keys(PRECACHE).filter((url) => !isRuntime(url));
  await Promise.all([...files.map((url) => keep(cache, url, "no-cache")), unpackPages(cache)]);
  // The page under the start URL too, for the static route above.
  await cache.put(new URL("./", self.location).href, await cache.match("./index.html"));
}

const TYPES = { html: "text/html; charset=utf-8", webmanifest: "application/manifest+json" };

async function unpackPages(cache) {
  const { data } = await content(await fetchChecked(PAGES, PAGES_SHA256, "no-cache"));
  const pages = JSON.parse(new TextDecoder().decode(data));
  await Promise.all(
    Object.entries(pages).map(([url, text]) => {
      const type = TYPES[url.split(".").pop()] || "text/plain";
      return cache.put(url, new Response(text, { headers: { "Content-Type": type } }));
    }),
  );
}

// Whether an update brings the memory snapshot: not when the device's copy
// (``kept``, with its key) is already this one: a new build of the same engine
// ships the same snapshot.
const snapshotWanted = (kept) => !kept || JSON.parse(kept.headers.get("x-snapshot-key") || "{}").sha256 !== SNAPSHOT_SHA256;

async function precacheSnapshot() {
  if (!SNAPSHOT || !self.registration.active) return; // a first install: the page has it
  // The device's copy (CACHE, KEY_HEADER and snapshotUrl in web/scripts/snapshot-store.mjs).
  const kept = await caches.match(new URL("./pyodide-snapshot", self.location).href, { cacheName: "pyodide-snapshot" });
  if (!snapshotWanted(kept)) return;
  const cache = await caches.open(CACHE);
  if (!(await matches(await cache.match(SNAPSHOT), SNAPSHOT_SHA256))) {
    await cache.put(SNAPSHOT, await fetchChecked(SNAPSHOT, SNAPSHOT_SHA256, "no-cache"));
  }
}

self.addEventListener("install", (event) => {
  if (event.addRoutes && typeof URLPattern !== "undefined") {
    event.waitUntil(event.addRoutes(routes()).catch((error) => console.warn("hashi: no static routes", error)));
  }
  const snapshot = precacheSnapshot().catch((error) => console.warn("hashi: snapshot not precached", error));
  event.waitUntil(Promise.all([precacheApp(), precacheRuntime(), snapshot]));
});

// What an update replaces once it takes over: the caches of other builds (never
// another site's nor the snapshot's), and in the runtime's cache (shared by every
// build) the files this build no longer lists; the rest is kept.
const oldCaches = (keys) => keys.filter((key) => key.startsWith("hashi-") && key !== CACHE && key !== RUNTIME);
function unlisted(urls) {
  const wanted = new Set(runtimeUrls());
  return urls.filter((url) => !wanted.has(url));
}

async function dropOldCaches() {
  await Promise.all(oldCaches(await caches.keys()).map((key) => caches.delete(key)));
  const runtime = await caches.open(RUNTIME);
  const gone = new Set(unlisted((await runtime.keys()).map((request) => request.url)));
  for (const request of await runtime.keys()) {
    if (gone.has(request.url)) await runtime.delete(request);
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil(dropOldCaches().then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
  // Which build this worker keeps: a page another tab's update put it in charge of
  // compares it with its own (offline-copy.mjs's leftBehind).
  if (event.data === "version") event.ports?.[0]?.postMessage(VERSION);
});

// A navigation's page: a language's own page (index.<lang>.html), else the index.
function pageOf(url) {
  const name = url.pathname.slice(new URL("./", self.location).pathname.length);
  return /^index\.[a-z]{2}\.html$/.test(name) ? `./${name}` : "./index.html";
}

// Where the handler answers a request from: null when it leaves it to the browser
// (not a GET, another origin, this script); else the cache to look in (the
// runtime's, or this build's) and, for a navigation, the page to look up there.
function answerOf(request) {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || url.href === self.location.href) return null;
  const page = request.mode === "navigate" ? pageOf(url) : null;
  return { cacheName: isRuntime(request.url) ? RUNTIME : CACHE, page };
}

// Without static routes (other browsers), the same answers from the handler:
// this build's copy (the page for any navigation), else the network.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  const answer = answerOf(request);
  if (!answer) return;
  const navigation = answer.page !== null;
  const lookup = navigation ? new Request(answer.page) : request;
  event.respondWith(
    caches.open(answer.cacheName).then(async (cache) => {
      const hit = await cache.match(lookup, { ignoreSearch: true });
      if (hit || !navigation) return hit || fetch(request);
      // A page missing from the cache (none should be): the network, else
      // offline the English page, which plays (early.js never loops).
      return fetch(request).catch(async () => (await cache.match("./index.html")) || Response.error());
    }),
  );
});
