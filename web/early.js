// Before the first paint, and before Python: the page's language, and the
// rules (a dialog pre-rendered by the build, readable offline at any time).
//
// The language: open the page in the player's language.
// ?lang= wins (and is remembered), then the remembered choice, then the
// device's preferred languages, then English. Each language is a page of its
// own, pre-rendered by the build (index.html is English, index.<lang>.html
// the others), so nothing on screen changes language after it is painted.
// The language select goes through here too; the game itself is saved after
// every step, so switching pages keeps it exactly as it is.
(function () {
  "use strict";
  var SHIPPED = ["en", "es", "pt", "it", "pl"];
  var KEY = "hashi.lang";
  var html = document.documentElement;

  function remember(lang) {
    try {
      localStorage.setItem(KEY, lang);
    } catch (error) {
      // storage refused (private mode): the choice lasts for this page only
    }
  }

  function remembered() {
    try {
      return localStorage.getItem(KEY);
    } catch (error) {
      return null;
    }
  }

  function fromDevice() {
    var preferred = navigator.languages || [navigator.language || ""];
    for (var i = 0; i < preferred.length; i++) {
      var base = String(preferred[i]).toLowerCase().split(/[-_]/)[0];
      if (SHIPPED.indexOf(base) >= 0) return base;
    }
    return "en";
  }

  function pageOf(lang) {
    return lang === "en" ? "./" : "./index." + lang + ".html";
  }

  function go(lang, search) {
    // One redirect at most per load: never loop if a page's language is off.
    if (sessionStorage.getItem("hashi.lang-hop") === lang) return;
    sessionStorage.setItem("hashi.lang-hop", lang);
    location.replace(pageOf(lang) + search + location.hash);
  }

  var params = new URLSearchParams(location.search);
  var asked = (params.get("lang") || "").toLowerCase();
  var want;
  if (SHIPPED.indexOf(asked) >= 0) {
    want = asked;
    remember(want);
  } else {
    var stored = remembered();
    want = SHIPPED.indexOf(stored) >= 0 ? stored : fromDevice();
  }
  try {
    if (want !== html.lang) go(want, location.search);
    else sessionStorage.removeItem("hashi.lang-hop");
  } catch (error) {
    // sessionStorage refused: stay on this page rather than risk a loop
  }

  // The language select: remember the choice and open that language's page.
  document.addEventListener("change", function (event) {
    var select = event.target;
    if (!select.matches || !select.matches('select[data-setting="language"]')) return;
    var lang = select.value;
    if (SHIPPED.indexOf(lang) < 0 || lang === html.lang) return;
    remember(lang);
    var rest = new URLSearchParams(location.search);
    rest.delete("lang");
    var query = rest.toString();
    try {
      sessionStorage.removeItem("hashi.lang-hop");
    } catch (error) {
      // nothing to clear
    }
    location.assign(pageOf(lang) + (query ? "?" + query : "") + location.hash);
  });

  // The rules: [data-action="rules"] opens them, [data-action="close-rules"]
  // (or Escape, the dialog's own) closes them; focus returns to the opener.
  var opener = null;
  document.addEventListener("click", function (event) {
    var target = event.target.closest ? event.target.closest("[data-action]") : null;
    if (!target) return;
    var dialog = document.querySelector("dialog[data-rules]");
    if (!dialog) return;
    var action = target.getAttribute("data-action");
    if (action === "rules" && !dialog.open) {
      opener = target;
      dialog.showModal();
      var body = dialog.querySelector("[data-rules-body]");
      if (body) body.scrollTop = 0;
    } else if (action === "close-rules" && dialog.open) {
      dialog.close();
    }
  });
  document.addEventListener(
    "close",
    function (event) {
      if (event.target.matches && event.target.matches("dialog[data-rules]") && opener) {
        opener.focus();
        opener = null;
      }
    },
    true,
  );
})();
