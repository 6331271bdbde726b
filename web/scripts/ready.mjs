// Resolves once the game is ready to play (html[data-app-state="ready"]):
// what waits for it in boot.js (the service worker's registration, the offline
// copy's messages) never slows the start.
export function appReady() {
  const html = document.documentElement;
  return new Promise((resolve) => {
    if (html.dataset.appState === "ready") return resolve();
    const watch = new MutationObserver(() => {
      if (html.dataset.appState === "ready") {
        watch.disconnect();
        resolve();
      }
    });
    watch.observe(html, { attributes: true, attributeFilter: ["data-app-state"] });
  });
}
