// Before Python: fetch the engine, bound the start's waits and report a failed
// start with a way out (Try again), keep the runtime it downloads for offline
// play, and look after the service worker.
import { fetchApp, sha256, unpacked } from "./app-archive.mjs";
import { appReady } from "./ready.mjs";

const html = document.documentElement;
// build.py: the engine's SHA-256 (its zip, unpacked), and every precached file's
// (for Try again).
const APP_SHA256 = "__APP__";
const DIGESTS = "./files.json";
// Every wait of the start has a bound: when nothing has arrived for this long,
// the player is told, with Try again (the start goes on if the files come).
// Try again reloads within REPAIR_MS, repaired or not.
const STALL_MS = 30000;
const REPAIR_MS = 15000;
// Set once the player was told the game will not work offline.
const OFFLINE_TOLD = "hashi.offline-told";

// A start that fails says so: html[data-app-state="error"] shows only what
// happened and Try again (index.html, style.css).
function failed(why) {
  if (html.dataset.appState === "loading") {
    html.dataset.appState = "error";
    console.error("hashi: start-up failed", why);
    // (An open modal dialog, hidden now, would leave Try again inert.)
    for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
  }
}
window.addEventListener("unhandledrejection", (event) => failed(event.reason));
window.addEventListener("py:error", failed);
// Captured, so that a script that could not load (its own error event does not
// bubble) counts too, not only errors thrown by scripts that ran.
window.addEventListener(
  "error",
  (event) => {
    const target = event.target;
    if (target === window) failed(event.message);
    else if (target instanceof HTMLScriptElement) failed(`${target.src || "a script"} did not load`);
  },
  true,
);
// Pyodide only logs a runtime (wasm) that fails to download or compile, then
// waits for ever: a failure here is the start's failure. The compiled runtime is
// kept (window.hashiRuntime) for the computer's worker (web/browser/bots.py hands
// it over), which then need not compile it again: WebKit keeps no compiled wasm,
// and compiling Pyodide's takes it over a second.
const instantiate = WebAssembly.instantiateStreaming;
if (instantiate) {
  WebAssembly.instantiateStreaming = function (...args) {
    return instantiate.apply(this, args).then(
      (made) => {
        window.hashiRuntime = made.module;
        return made;
      },
      (error) => {
        failed(error);
        throw error;
      },
    );
  };
}
// A page that arrived cut short (this module runs once it is parsed) never starts Python.
if (!document.querySelector('script[type="py"]')) failed("the page arrived incomplete");

let stall = 0;
function progress() {
  clearTimeout(stall);
  delete html.dataset.loadSlow;
  if (html.dataset.appState !== "loading") return;
  stall = setTimeout(() => {
    if (html.dataset.appState === "loading") html.dataset.loadSlow = "true";
  }, STALL_MS);
}
if ("PerformanceObserver" in window) new PerformanceObserver(progress).observe({ type: "resource" });
progress();
appReady().then(progress);

// Try again: the page, and any file left damaged in the HTTP cache (one that
// looks complete, so a reload would use it again), are fetched anew; then the
// page reloads.
const fresh = (url) => fetch(url, { cache: "reload" }).then((response) => response.arrayBuffer());

async function repairFile([url, wanted]) {
  const cached = await fetch(url, { cache: "only-if-cached", mode: "same-origin" }).catch(() => null);
  // (Not in the HTTP cache: the reload fetches it anyway.)
  if (!cached) return;
  const content = async () => sha256(await unpacked(new Uint8Array(await cached.arrayBuffer())));
  if (!cached.ok || (await content().catch(() => null)) !== wanted) await fresh(url);
}

async function repair() {
  const page = fresh(location.href).catch(() => {});
  const files = await fetch(DIGESTS, { cache: "reload" }).then((answer) => answer.json());
  await Promise.all([page, ...Object.entries(files).map((file) => repairFile(file).catch(() => {}))]);
}

document.addEventListener("click", (event) => {
  const button = event.target.closest && event.target.closest('[data-action="try-again"]');
  if (!button || button.disabled) return;
  button.disabled = true;
  const bound = new Promise((resolve) => setTimeout(resolve, REPAIR_MS));
  const repaired = self.crypto?.subtle ? repair().catch((error) => console.warn("hashi: not repaired", error)) : null;
  Promise.race([repaired, bound]).then(() => location.reload());
});

// The runtime's two big files and the entry script start downloading as soon
// as this module runs, and the first plain fetch of each takes that download:
// one request per file in every engine. (`<link rel=preload as=fetch>` did
// this before, but WebKit never hands a preload to a script's fetch: there
// the 12 MB crossed twice.)
const early = new Map();
for (const path of [`${html.dataset.runtime}pyodide.asm.wasm`, `${html.dataset.runtime}python_stdlib.zip`, "./web/main.py"]) {
  const url = new URL(path, document.baseURI).href;
  const answer = window.fetch(url);
  answer.catch(() => {}); // a failure is reported by whoever takes it, never as unhandled
  early.set(url, answer);
}
const plainFetch = window.fetch;
window.fetch = function (input, init) {
  const url = typeof input === "string" || input instanceof URL ? new URL(input, document.baseURI).href : "";
  const answer = early.get(url);
  if (answer === undefined || (init && (init.method || init.integrity))) return plainFetch.call(this, input, init);
  early.delete(url);
  return answer;
};

// The first start (no service worker in control yet) keeps each file it
// fetches in the cache the service worker serves it from, so its precache
// never downloads it again: the runtime's (the 9.6 MB wasm, the standard
// library) in RUNTIME's, the engine and the entry script in this build's (an
// engine with no HTTP cache, as WebKit's private and automated sessions,
// would download those again). Must match RUNTIME and CACHE in sw.js.
const RUNTIME_CACHE = "hashi-runtime";
const keeping = [];
const firstStart = "caches" in window && "serviceWorker" in navigator && !navigator.serviceWorker.controller;
if (firstStart) {
  const networkFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), document.baseURI);
    const answer = networkFetch.call(this, input, init);
    const method = (init && init.method) || (input instanceof Request ? input.method : "GET");
    const page = /(\/|\.html)$/.test(url.pathname); // kept by keepThisPage, if of this build
    // The memory snapshot's gzip (build.py's SNAPSHOT_FILE): kept unpacked by the page itself.
    const snapshot = /\/snapshot-[0-9a-f]{16}\.bin\.gz$/.test(url.pathname);
    if (url.origin !== location.origin || url.search || page || snapshot || method !== "GET") return answer;
    const kept = url.pathname.includes("/runtime/") ? RUNTIME_CACHE : `hashi-${html.dataset.build}`;
    return answer.then((response) => {
      if (response.ok && response.status === 200) {
        // Cloned and stored at once: both copies are read together (an unread
        // clone would hold the original back in Chrome and stall the start).
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
  keeping.push(keepThisPage());
}

// The first start keeps this page too, from the HTTP cache where the
// navigation just put it, in this build's cache (CACHE in sw.js), so that
// the precache does not download it again under its own name.
async function keepThisPage() {
  try {
    const lang = /\/index\.([a-z]{2})\.html$/.exec(location.pathname);
    const name = new URL(lang ? `./index.${lang[1]}.html` : "./index.html", document.baseURI);
    const page = await fetch(location.href, { cache: "force-cache" });
    const text = page.ok ? await page.text() : "";
    if (!text.includes(`data-build="${html.dataset.build}"`)) return; // not this very page
    const cache = await caches.open(`hashi-${html.dataset.build}`);
    await cache.put(name.href, new Response(text, { headers: page.headers }));
  } catch (error) {
    console.warn("hashi: page not kept", error);
  }
}

// The engine's bytecode, fetched while Pyodide boots; main.py picks it up.
window.hashiApp = fetchApp("./app.zip.gz", APP_SHA256);
// A failure shows at once, without waiting for Python.
window.hashiApp.catch(failed);

let updating = false;
const watched = new WeakSet();
// For tests, html[data-offline] says where the offline copy stands: "checking"
// (for a new version), "installing", "ready" (kept, up to date), "update" (a new
// version waits for Reload), "failed" (a check or an install failed: the version
// in charge stays), "unavailable" (no offline copy: the player is told).
const offline = (state) => html.setAttribute("data-offline", state);

function offerUpdate(worker) {
  offline("update");
  const bar = document.querySelector("[data-update]");
  bar.hidden = false;
  bar.querySelector("button").addEventListener("click", () => {
    updating = true;
    worker.postMessage("skip-waiting");
  });
}

// Where no offline copy could be installed (no service worker, its install
// failed: a download, or storage too small for the site), the player is told
// once, on this device, that the game will not work offline.
function offlineUnavailable(why) {
  offline("unavailable");
  console.warn("hashi: offline play unavailable", why);
  try {
    if (localStorage.getItem(OFFLINE_TOLD)) return;
    localStorage.setItem(OFFLINE_TOLD, "1");
  } catch {
    // storage refused: told on each visit, the only way to be told at all
  }
  const bar = document.querySelector("[data-offline-warning]");
  bar.hidden = false;
  bar.querySelector("button").addEventListener("click", () => (bar.hidden = true), { once: true });
}

function offlineReady() {
  offline("ready");
  try {
    // Told again if it is ever lost.
    localStorage.removeItem(OFFLINE_TOLD);
  } catch {
    // nothing to forget
  }
}

// A new version installed while another is in charge is offered (taken on
// Reload). An install that ends redundant failed: the version in charge, if
// any, stays, and with it offline play.
function watchInstall(registration, worker) {
  if (!worker || watched.has(worker)) return;
  watched.add(worker);
  offline("installing");
  worker.addEventListener("statechange", () => {
    if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
    if (worker.state === "activated") offlineReady();
    if (worker.state !== "redundant") return;
    if (registration.active) offline("failed");
    else offlineUnavailable("install failed");
  });
}

// A worker script that arrived broken stays in the HTTP cache, confirmed by
// every check (304): after a failure it is fetched anew and tried once more.
async function freshWorker(attempt) {
  try {
    return await attempt();
  } catch {
    await fetch("./sw.js", { cache: "reload" }).catch(() => {});
    return attempt();
  }
}

// Checks may overlap (the page shown again while one is under way): only the
// latest check's outcome is told, never a late answer to an older one.
let checks = 0;
function checkForUpdate(registration) {
  const check = ++checks;
  offline("checking");
  const latest = (tell) => () => check === checks && tell();
  freshWorker(() => registration.update()).then(
    latest(() => registration.installing || (registration.waiting ? offerUpdate(registration.waiting) : offline("ready"))),
    latest(() => offline("failed")),
  );
}

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // Every step is already saved, so this reload loses nothing; it happens
    // only when the player asked for the new version.
    if (updating) location.reload();
  });
  // Offline play: register once the game is ready, so precaching never slows the start.
  appReady().then(async () => {
    let registration;
    try {
      await Promise.all(keeping);
      registration = await freshWorker(() => navigator.serviceWorker.register("./sw.js"));
    } catch (error) {
      return offlineUnavailable(error);
    }
    // (Service workers turned off by a test harness.)
    if (!registration) return;
    if (registration.active) offlineReady();
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
    watchInstall(registration, registration.installing);
    registration.addEventListener("updatefound", () => watchInstall(registration, registration.installing));
    // A start served by static routes may not check for a new version: ask.
    if (navigator.serviceWorker.controller) checkForUpdate(registration);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") checkForUpdate(registration);
    });
  });
} else {
  appReady().then(() => offlineUnavailable("no service worker"));
}
