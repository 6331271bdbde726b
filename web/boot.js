// Before Python runs: fetch the engine, report a failed start, and look after
// the service worker.
const html = document.documentElement;

// The engine's bytecode, fetched while Pyodide boots; main.py picks it up.
window.hashiApp = fetch("./app.zip").then((response) => {
  if (!response.ok) throw new Error(`app.zip: ${response.status}`);
  return response.arrayBuffer();
});

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
      const registration = await navigator.serviceWorker.register("./sw.js");
      if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        worker.addEventListener("statechange", () => {
          if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
        });
      });
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") registration.update().catch(() => {});
      });
    } catch (error) {
      console.warn("hashi: offline play unavailable", error);
    }
  });
}
