// Before the first paint, and before Python: the page's language, the rules (a
// dialog pre-rendered by the build, readable offline at any time), and the one
// timing helper Python's glue calls (afterPaint: its work after the next paint).
//
// The language: open the page in the player's language.
// ?lang= wins (and is remembered), then the remembered choice, then the
// device's preferred languages, then English. Each language is a page of its
// own, pre-rendered by the build (index.html is English, index.<lang>.html
// the others), so nothing on screen changes language after it is painted.
// The language select goes through here too; the game itself is saved after
// every step, so switching pages keeps it exactly as it is.
// The languages come from the page: the build writes them in <html
// data-languages> from the catalogues, the first one being index.html's.
//
// The choice itself is pure (chooseLanguage, pageOf, switchTo): Node's tests
// load this file and get them from module.exports; the page runs the rest.
(function () {
  "use strict";

  // The language to open: ?lang= (when shipped), else the remembered one, else the
  // device's first preferred language that is shipped, else the default (the first).
  // ``remember`` says whether the choice came from ?lang= and is to be kept.
  function chooseLanguage(shipped, asked, stored, preferred) {
    var wanted = String(asked || "").toLowerCase();
    if (shipped.indexOf(wanted) >= 0) return { lang: wanted, remember: true };
    if (shipped.indexOf(stored) >= 0) return { lang: stored, remember: false };
    for (var i = 0; i < preferred.length; i++) {
      var base = String(preferred[i]).toLowerCase().split(/[-_]/)[0];
      if (shipped.indexOf(base) >= 0) return { lang: base, remember: false };
    }
    return { lang: shipped[0], remember: false };
  }

  // The page of ``lang``: the default language's is the site's index.
  function pageOf(shipped, lang) {
    return lang === shipped[0] ? "./" : "./index." + lang + ".html";
  }

  // Where the language select goes: ``lang``'s page, with the query but its
  // ?lang= (which would win over the choice) and the hash as they are; when the
  // choice could not be remembered (storage blocked), with ?lang= of the choice,
  // else that page would open in the device's language instead.
  function switchTo(shipped, lang, search, hash, kept) {
    var rest = new URLSearchParams(search);
    rest.delete("lang");
    if (kept === false) rest.set("lang", lang);
    var query = rest.toString();
    return pageOf(shipped, lang) + (query ? "?" + query : "") + hash;
  }

  // The rules and the browser's Back (issue 27 #3): opened once the game is ready, the
  // rules add an entry to the browser's history, marked in its state, so Back closes them
  // and Forward (or a reload) opens them again; closed by their button or Escape, they go
  // back to the entry below, so the history does not grow. Opened while the game is still
  // loading, they add none: the game's own entry is not written yet (web/model/navigation.py).
  // The state of the entry to add for the rules, or null for none.
  function rulesEntry(state, appState) {
    return appState === "ready" ? Object.assign({}, state, { rules: true }) : null;
  }

  // Whether an entry's state holds the rules open.
  function rulesShown(state) {
    return Boolean(state && state.rules === true);
  }

  // Whether the rules, once closed, go back from their entry: only when the player closed
  // them (button, Escape) on it. Closed by Back, the entry is gone already: and the close
  // event comes in a task of its own, by which time a quick Forward may have made the
  // rules' entry current again (going back then would close the rules it reopens).
  function backOnClose(byHistory, state) {
    return !byHistory && rulesShown(state);
  }

  // A task once the next frame is painted (web/browser/page.py: the schedule's frames, focus
  // after a tap): the animation frame's own callback only queues it, so that Python (each
  // call into it costs a slow tablet about a millisecond) runs after the paint, not before it.
  // ``timers``: the window's frame and timer functions. Returns what cancels it.
  function afterPaint(callback, timers) {
    var frame = null;
    var task = null;
    frame = timers.requestAnimationFrame(function () {
      frame = null;
      task = timers.setTimeout(function () {
        task = null;
        callback();
      }, 0);
    });
    return function cancel() {
      if (frame !== null) timers.cancelAnimationFrame(frame);
      if (task !== null) timers.clearTimeout(task);
      frame = task = null;
    };
  }

  // The language select, by what happened on it: whether to open the chosen language now,
  // whether keys changed its value since (a closed select's arrow keys change it at once:
  // opening each language as the player browses them would take the page away under
  // them, WCAG 3.2.2), and whether to put back the page's own. A choice made so opens on
  // Enter or when the select is left, and Escape puts it back; one picked from its list (a
  // pointer's, or a phone's picker) opens at once. ``what``: "key" (a key that browses:
  // arrows, Home, End, Page Up and Down, a letter), "open" (its list opened: a pointer
  // on it, Space, Alt+arrow), "escape", "enter", "change" or "leave"; ``keyed``: whether
  // keys changed it since. Returns {go, keyed, back}.
  function languageMove(what, keyed) {
    if (what === "key") return { go: false, keyed: true, back: false };
    if (what === "change") return { go: !keyed, keyed: keyed, back: false };
    if (what === "open") return { go: false, keyed: false, back: false };
    if (what === "escape") return { go: false, keyed: false, back: keyed };
    return { go: keyed || what === "enter", keyed: false, back: false };
  }

  if (typeof module === "object" && module && module.exports) {
    module.exports = {
      chooseLanguage: chooseLanguage,
      languageMove: languageMove,
      pageOf: pageOf,
      switchTo: switchTo,
      rulesEntry: rulesEntry,
      rulesShown: rulesShown,
      backOnClose: backOnClose,
      afterPaint: afterPaint,
    };
  }
  if (typeof document === "undefined") return;

  // For Python's glue: ``window.hashiAfterPaint(callback)`` (afterPaint, on this window).
  window.hashiAfterPaint = function (callback) {
    return afterPaint(callback, window);
  };

  var KEY = "hashi.lang";
  var html = document.documentElement;
  var SHIPPED = (html.getAttribute("data-languages") || html.lang).split(" ");

  // Whether the choice is kept (storage refused, as in some private modes: it is not).
  function remember(lang) {
    try {
      localStorage.setItem(KEY, lang);
      return true;
    } catch {
      return false;
    }
  }

  function remembered() {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  }

  var HOP = "hashi.lang-hop";

  function go(lang) {
    location.replace(pageOf(SHIPPED, lang) + location.search + location.hash);
  }

  var params = new URLSearchParams(location.search);
  var preferred = navigator.languages || [navigator.language || ""];
  var choice = chooseLanguage(SHIPPED, params.get("lang"), remembered(), preferred);
  if (choice.remember) remember(choice.lang);
  if (choice.lang !== html.lang && choice.remember) {
    go(choice.lang); // ?lang= goes along and wins there too: this cannot loop
  } else {
    try {
      // Otherwise one redirect at most per load: never loop if a page's language is off.
      if (choice.lang === html.lang) sessionStorage.removeItem(HOP);
      else if (sessionStorage.getItem(HOP) !== choice.lang) {
        sessionStorage.setItem(HOP, choice.lang);
        go(choice.lang);
      }
    } catch {
      // sessionStorage refused: stay on this page rather than risk a loop
    }
  }

  // The language select: remember the choice and open that language's page (languageMove
  // says when).
  var keyed = false;
  function languageSelect(target) {
    return target && target.matches && target.matches('select[data-setting="language"]');
  }
  function onLanguage(what, event) {
    var select = event.target;
    if (!languageSelect(select)) return;
    var move = languageMove(what, keyed);
    keyed = move.keyed;
    if (move.back) select.value = html.lang;
    // (in a task: an Enter that picks from the open list commits its pick first)
    if (move.go) setTimeout(function () {
      openLanguage(select);
    }, 0);
  }
  document.addEventListener("keydown", function (event) {
    var key = event.key || "";
    if (key === "Enter") onLanguage("enter", event);
    else if (key === "Escape") onLanguage("escape", event);
    else if (event.altKey || key === " " || key === "F4") onLanguage("open", event);
    else if (/^(Arrow|Page|Home$|End$)/.test(key) || key.length === 1) onLanguage("key", event);
  });
  document.addEventListener("pointerdown", function (event) {
    onLanguage("open", event);
  });
  document.addEventListener("change", function (event) {
    onLanguage("change", event);
  });
  document.addEventListener("focusout", function (event) {
    onLanguage("leave", event);
  });
  var leaving = false; // (once per page: back from the next one, it shows anew)
  window.addEventListener("pageshow", function () {
    leaving = keyed = false;
    var select = document.querySelector('select[data-setting="language"]');
    if (select) select.value = html.lang;
  });
  function openLanguage(select) {
    var lang = select.value;
    if (leaving || SHIPPED.indexOf(lang) < 0 || lang === html.lang) return;
    leaving = true;
    var kept = remember(lang);
    try {
      sessionStorage.removeItem(HOP);
    } catch {
      // nothing to clear
    }
    location.assign(switchTo(SHIPPED, lang, location.search, location.hash, kept));
  }

  // The rules: [data-action="rules"] opens them, [data-action="close-rules"]
  // (or Escape, the dialog's own) closes them; focus returns to the opener. Back
  // and Forward close and open them (rulesEntry, rulesShown).
  var opener = null;
  var closedByHistory = false; // the rules' close event to come is Back's (backOnClose)
  function rulesDialog() {
    return document.querySelector("dialog[data-rules]");
  }
  function openRules(dialog, from) {
    opener = from;
    dialog.showModal();
    var body = dialog.querySelector("[data-rules-body]");
    if (body) body.scrollTop = 0;
  }
  document.addEventListener("click", function (event) {
    var target = event.target.closest ? event.target.closest("[data-action]") : null;
    if (!target) return;
    var dialog = rulesDialog();
    if (!dialog) return;
    var action = target.getAttribute("data-action");
    if (action === "rules" && !dialog.open) {
      openRules(dialog, target);
      var entry = rulesEntry(history.state, html.getAttribute("data-app-state"));
      if (entry) history.pushState(entry, "");
    } else if (action === "close-rules" && dialog.open) {
      dialog.close();
    }
  });
  document.addEventListener(
    "close",
    function (event) {
      if (!event.target.matches || !event.target.matches("dialog[data-rules]")) return;
      var byHistory = closedByHistory;
      closedByHistory = false;
      if (backOnClose(byHistory, history.state)) history.back();
      if (opener) {
        opener.focus();
        opener = null;
      }
    },
    true,
  );
  window.addEventListener("popstate", function (event) {
    var dialog = rulesDialog();
    if (!dialog || rulesShown(event.state) === dialog.open) return;
    if (dialog.open) {
      closedByHistory = true; // (its close event, still to come, goes back from nothing)
      dialog.close();
    } else openRules(dialog, document.activeElement);
  });
  document.addEventListener("DOMContentLoaded", function () {
    var dialog = rulesDialog(); // a reload over the rules: open again (closed, to their button)
    var button = document.querySelector('[data-action="rules"]');
    if (dialog && !dialog.open && rulesShown(history.state)) openRules(dialog, button);
  });
})();
