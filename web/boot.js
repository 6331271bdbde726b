// Before Python runs: fetch the engine, report a failed start, keep the
// runtime it downloads for offline play, and look after the service worker.
import { fetchApp } from "./app-archive.mjs";
import { appReady } from "./ready.mjs";

const html = document.documentElement;

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
    if (url.origin !== location.origin || url.search || page || method !== "GET") return answer;
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
window.hashiApp = fetchApp("./app.zip.gz");

function failed(event) {
  if (html.dataset.appState === "loading") {
    html.dataset.appState = "error";
    console.error("hashi: start-up failed", event && (event.reason || event.message));
  }
}
window.addEventListener("error", failed);
window.addEventListener("unhandledrejection", failed);
window.addEventListener("py:error", failed);

let updating = false;

function offerUpdate(worker) {
  const bar = document.querySelector("[data-update]");
  bar.hidden = false;
  bar.querySelector("button").addEventListener("click", () => {
    updating = true;
    worker.postMessage("skip-waiting");
  });
}

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // Every step is already saved, so this reload loses nothing; it happens
    // only when the player asked for the new version.
    if (updating) location.reload();
  });
  // Offline play: register once the game is ready, so precaching never slows the start.
  appReady().then(async () => {
    try {
      await Promise.all(keeping);
      const registration = await navigator.serviceWorker.register("./sw.js");
      if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        worker.addEventListener("statechange", () => {
          if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
        });
      });
      // A start served by static routes may not check for a new version: ask.
      if (navigator.serviceWorker.controller) registration.update().catch(() => {});
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") registration.update().catch(() => {});
      });
    } catch (error) {
      console.warn("hashi: offline play unavailable", error);
    }
  });
}
