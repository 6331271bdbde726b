// Service worker: the whole site, precached per build, served offline.
// build.py fills VERSION and PRECACHE; a new build is a new cache, and the
// old one is dropped only once the new version takes over (after the player
// agrees to reload), so a page never mixes files of two builds.
const VERSION = "__VERSION__";
const CACHE = `hashi-${VERSION}`;
// The pinned runtime (Pyodide, PyScript): one cache for every build, since a
// runtime file never changes under its versioned URL. boot.js fills it as the
// first start downloads the runtime, so it is never downloaded twice.
const RUNTIME = "hashi-runtime";
// Kept at install: the whole site but each language's own page and manifest
// (English, the start URL's page, is in PRECACHE) and the install icons.
const PRECACHE = __PRECACHE__;
// A language's files, kept for the languages this device uses (open now, or
// kept by an earlier version), and for any other when its page is first opened.
const BY_LANGUAGE = __BY_LANGUAGE__;
const isRuntime = (url) => new URL(url, self.location).pathname.includes("/runtime/");
const runtimeUrls = () => PRECACHE.filter(isRuntime).map((url) => new URL(url, self.location).href);

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
    { condition: { requestMode: "navigate", urlPattern: where("", "") }, source: { cacheName: CACHE } },
    { condition: { requestMode: "navigate" }, source: "fetch-event" },
    { condition: { urlPattern: where("runtime/*"), requestMethod: "GET" }, source: { cacheName: RUNTIME } },
    { condition: { urlPattern: where("*"), requestMethod: "GET" }, source: { cacheName: CACHE } },
  ];
}

async function precacheRuntime() {
  const cache = await caches.open(RUNTIME);
  for (const url of runtimeUrls()) {
    if (await cache.match(url)) continue; // already kept by the page on its first start
    await cache.add(new Request(url, { cache: "force-cache" }));
  }
}

// The language of one of our pages (index.html is English).
function languageOf(url) {
  const found = /\/index\.([a-z]{2})\.html$/.exec(new URL(url, self.location).pathname);
  return found && BY_LANGUAGE[found[1]] ? found[1] : "en";
}

async function languagesInUse() {
  const used = new Set();
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) used.add(languageOf(client.url));
  for (const name of await caches.keys()) {
    if (!name.startsWith("hashi-") || name === RUNTIME) continue;
    for (const request of await (await caches.open(name)).keys()) used.add(languageOf(request.url));
  }
  return used;
}

async function precacheApp() {
  const urls = PRECACHE.filter((url) => !isRuntime(url));
  for (const lang of await languagesInUse()) urls.push(...(BY_LANGUAGE[lang] || []));
  const cache = await caches.open(CACHE);
  // Revalidated, so a new build never picks up a stale file from the HTTP
  // cache; a page already kept by this build's first start is not fetched again.
  const missing = [];
  for (const url of urls) if (!(await cache.match(url))) missing.push(new Request(url, { cache: "no-cache" }));
  await cache.addAll(missing);
  // The page under the start URL too, for the static route above.
  await cache.put(new URL("./", self.location).href, await cache.match("./index.html"));
}

self.addEventListener("install", (event) => {
  if (event.addRoutes && typeof URLPattern !== "undefined") {
    event.waitUntil(event.addRoutes(routes()).catch((error) => console.warn("hashi: no static routes", error)));
  }
  event.waitUntil(Promise.all([precacheApp(), precacheRuntime()]));
});

async function dropOldCaches() {
  const keys = await caches.keys();
  await Promise.all(
    keys.filter((key) => key.startsWith("hashi-") && key !== CACHE && key !== RUNTIME).map((key) => caches.delete(key)),
  );
  const runtime = await caches.open(RUNTIME);
  const wanted = new Set(runtimeUrls());
  for (const request of await runtime.keys()) {
    if (!wanted.has(request.url)) await runtime.delete(request);
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil(dropOldCaches().then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

// A navigation's page: a language's own page (index.<lang>.html), else the index.
function pageOf(url) {
  const name = url.pathname.slice(new URL("./", self.location).pathname.length);
  return /^index\.[a-z]{2}\.html$/.test(name) ? `./${name}` : "./index.html";
}

// A language's page not kept yet: from the network, kept with its manifest
// when it is this build's (a newer build's page must not run on this
// build's engine); offline or from another build, the English page, which
// plays on (early.js never redirects twice in a row).
async function firstOpen(event, cache, page) {
  try {
    const response = await fetch(event.request);
    const text = response.ok ? await response.clone().text() : "";
    if (text.includes(`data-build="${VERSION}"`)) {
      const lang = languageOf(page);
      const others = BY_LANGUAGE[lang].filter((url) => url !== page);
      const keep = cache.put(page, response.clone()).then(() => cache.addAll(others));
      event.waitUntil(keep.catch(() => {}));
      return response;
    }
  } catch (error) {
    // offline: below
  }
  return (await cache.match("./index.html")) || Response.error();
}

// Without static routes (other browsers), the same answers from the handler:
// this build's copy (the page for any navigation), else the network.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  const page = request.mode === "navigate" ? pageOf(url) : null;
  const lookup = page ? new Request(page) : request;
  const cacheName = isRuntime(request.url) ? RUNTIME : CACHE;
  event.respondWith(
    caches.open(cacheName).then(async (cache) => {
      const hit = await cache.match(lookup, { ignoreSearch: true });
      if (hit) return hit;
      return page && page !== "./index.html" ? firstOpen(event, cache, page) : fetch(request);
    }),
  );
});
