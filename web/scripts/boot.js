// Before Python: fetch the engine, bound the start's waits and report a failed
// start with a way out (Try again), keep the runtime it downloads for offline
// play, and look after the service worker.
import { fetchApp, sha256, unpacked } from "./app-archive.mjs";
import {
  checkedState,
  forgetTold,
  freshWorker,
  installState,
  isUpdate,
  leftBehind,
  versionOf,
  keepingFetch,
  keepingPage,
  latestOnly,
  tellOnce,
  updateStep,
} from "./offline-copy.mjs";
import { appReady } from "./ready.mjs";
import { repair, sharingEarly, stallWatch, tryAgain } from "./start-bounds.mjs";

const html = document.documentElement;
// build.py: the engine's SHA-256 (its zip, unpacked), and every precached file's
// (for Try again).
const APP_SHA256 = "__APP__";
const DIGESTS = "./files.json";

// A start that fails says so: html[data-app-state="error"] shows only what
// happened and Try again (index.html, style.css).
// What failed is logged, and kept as text in window.hashiStartFailure (a test that
// sees the start fail reports it: engines' consoles are not all readable).
function failed(why) {
  if (html.dataset.appState === "loading") {
    html.dataset.appState = "error";
    console.error("hashi: start-up failed", why);
    window.hashiStartFailure = [why, why?.detail, why?.stack].filter(Boolean).map(String).join("\n");
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

// Every wait of the start has a bound (start-bounds.mjs): when nothing has
// arrived for a while, the player is told, with Try again.
const progress = stallWatch(
  () => html.dataset.appState === "loading",
  (slow) => (slow ? (html.dataset.loadSlow = "true") : delete html.dataset.loadSlow),
);
if ("PerformanceObserver" in window) new PerformanceObserver(progress).observe({ type: "resource" });
progress();
appReady().then(progress);

// Try again: the page, and any file left damaged in the HTTP cache (one that
// looks complete, so a reload would use it again), are fetched anew; then the
// page reloads.
const digest = async (cached) => sha256(await unpacked(new Uint8Array(await cached.arrayBuffer())));

document.addEventListener("click", (event) => {
  const button = event.target.closest && event.target.closest('[data-action="try-again"]');
  if (!button || button.disabled) return;
  button.disabled = true;
  const repairing = self.crypto?.subtle ? () => repair(fetch, digest, location.href, DIGESTS) : null;
  tryAgain(repairing, () => location.reload());
});

// The runtime's two big files and the entry script start downloading as soon
// as this module runs, and the first plain fetch of each takes that download:
// one request per file in every engine. (`<link rel=preload as=fetch>` did
// this before, but WebKit never hands a preload to a script's fetch: there
// the 12 MB crossed twice.)
const early = [`${html.dataset.runtime}pyodide.asm.wasm`, `${html.dataset.runtime}python_stdlib.zip`, "./web/main.py"];
window.fetch = sharingEarly(
  window.fetch,
  early.map((path) => new URL(path, document.baseURI).href),
  document.baseURI,
);

// The first start (no service worker in control yet) keeps each file it
// fetches in the cache the service worker serves it from, so its precache
// never downloads it again: the runtime's (the 9.6 MB wasm, the standard
// library) in RUNTIME's, the engine and the entry script in this build's (an
// engine with no HTTP cache, as WebKit's private and automated sessions,
// would download those again). Must match RUNTIME and CACHE in sw.js.
const keeping = [];
const firstStart = "caches" in window && "serviceWorker" in navigator && !navigator.serviceWorker.controller;
if (firstStart) {
  const build = html.dataset.build;
  window.fetch = keepingFetch(window.fetch, { base: document.baseURI, origin: location.origin, build, caches, keeping });
  // The page too, from the HTTP cache where the navigation just put it, in this
  // build's cache, so that the precache does not download it again under its own name.
  const cached = () => fetch(location.href, { cache: "force-cache" });
  keeping.push(
    keepingPage(cached, caches, document.baseURI, location.pathname, build).catch((error) =>
      console.warn("hashi: page not kept", error),
    ),
  );
}

// The engine's bytecode, fetched while Pyodide boots; main.py picks it up. Once checked it
// is kept (window.hashiAppZip) for the computer's worker (web/browser/bots.py hands it
// over): after another tab has taken an update, the server and the offline copy hold the
// next build's engine, and this page's computer must play by this page's rules.
window.hashiApp = fetchApp("./app.zip.gz", APP_SHA256);
// A failure shows at once, without waiting for Python.
window.hashiApp.then((zip) => {
  window.hashiAppZip = zip;
}, failed);

let updating = false;
let behind = false; // another tab put the next version in charge (offline-copy.mjs)
let offered = null; // the new version the update bar offers
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
  if (offered === null) {
    bar.querySelector("button").addEventListener("click", () => {
      if (updateStep(offered.state) === "reload") return location.reload();
      updating = true;
      offered.postMessage("skip-waiting");
    });
  }
  offered = worker;
}

// Where no offline copy could be installed (no service worker, its install
// failed: a download, or storage too small for the site), the player is told
// once, on this device, that the game will not work offline.
function offlineUnavailable(why) {
  offline("unavailable");
  console.warn("hashi: offline play unavailable", why);
  if (!tellOnce(() => localStorage)) return;
  const bar = document.querySelector("[data-offline-warning]");
  bar.hidden = false;
  bar.querySelector("button").addEventListener("click", () => (bar.hidden = true), { once: true });
}

function offlineReady() {
  if (behind) return offline("update"); // the copy is another build's: the bar stays
  offline("ready");
  forgetTold(() => localStorage);
}

// What an installing worker's states tell (offline-copy.mjs): a new version
// offered, offline play ready, or the install failed.
function tell(state, worker) {
  if (state === "update") offerUpdate(worker);
  else if (state === "ready") offlineReady();
  else if (state === "unavailable") offlineUnavailable("install failed");
  else if (state) offline(state);
}

function watchInstall(registration, worker) {
  if (!worker || watched.has(worker)) return;
  watched.add(worker);
  offline("installing");
  worker.addEventListener("statechange", () => {
    tell(installState(worker, navigator.serviceWorker.controller, registration.active), worker);
  });
}

const beginCheck = latestOnly();
function checkForUpdate(registration) {
  const told = beginCheck();
  offline("checking");
  freshWorker(() => registration.update(), fetch).then(
    told(() => tell(checkedState(registration, navigator.serviceWorker.controller), registration.waiting)),
    told(() => offline("failed")),
  );
}

if ("serviceWorker" in navigator) {
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener("controllerchange", async () => {
    // Every step is already saved, so this reload loses nothing; it happens
    // only when the player asked for the new version.
    if (updating) return location.reload();
    const [before, now] = [controller, navigator.serviceWorker.controller];
    controller = now;
    if (now && leftBehind(await versionOf(now), html.dataset.build, before)) {
      behind = true;
      offerUpdate(now);
    }
  });
  // Offline play: register once the game is ready, so precaching never slows the start.
  appReady().then(async () => {
    let registration;
    try {
      await Promise.all(keeping);
      registration = await freshWorker(() => navigator.serviceWorker.register("./sw.js"), fetch);
    } catch (error) {
      return offlineUnavailable(error);
    }
    // (Service workers turned off by a test harness.)
    if (!registration) return;
    if (registration.active) offlineReady();
    if (isUpdate(registration.waiting, navigator.serviceWorker.controller)) offerUpdate(registration.waiting);
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
