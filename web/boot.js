// Before Python runs: fetch the engine, report a failed start, keep the
// runtime it downloads for offline play, and look after the service worker.
import { fetchApp } from "./app-archive.mjs";

const html = document.documentElement;

// The first start (no service worker in control yet) keeps each runtime file
// Pyodide fetches (the 9.6 MB wasm, the standard library) in the cache the
// service worker serves them from, so its precache never downloads them again.
// Must match RUNTIME in sw.js.
const RUNTIME_CACHE = "hashi-runtime";
const keeping = [];
const firstStart = "caches" in window && "serviceWorker" in navigator && !navigator.serviceWorker.controller;
if (firstStart) {
  const networkFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), document.baseURI);
    const answer = networkFetch.call(this, input, init);
    if (url.origin !== location.origin || !url.pathname.includes("/runtime/")) return answer;
    return answer.then((response) => {
      if (response.ok && response.status === 200) {
        // Cloned and stored at once: both copies are read together (an unread
        // clone would hold the original back in Chrome and stall the start).
        const copy = response.clone();
        keeping.push(
          caches
            .open(RUNTIME_CACHE)
            .then((cache) => cache.put(url.href, copy))
            .catch((error) => console.warn("hashi: runtime not kept", error)),
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

// Offline play: register once the game is ready, so precaching never slows the start.
function whenReady(callback) {
  if (html.dataset.appState === "ready") return callback();
  const watch = new MutationObserver(() => {
    if (html.dataset.appState === "ready") {
      watch.disconnect();
      callback();
    }
  });
  watch.observe(html, { attributes: true, attributeFilter: ["data-app-state"] });
}

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
  whenReady(async () => {
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
