// Before Python runs: show the failure message if the runtime cannot load.
const html = document.documentElement;
function failed(event) {
  if (html.dataset.appState === "loading") {
    html.dataset.appState = "error";
    console.error("hashi: start-up failed", event && (event.reason || event.message));
  }
}
window.addEventListener("error", failed);
window.addEventListener("unhandledrejection", failed);
window.addEventListener("py:error", failed);
