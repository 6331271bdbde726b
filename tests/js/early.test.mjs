// web/scripts/early.js's language choice, the pure part the page runs before its first paint.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";

const { chooseLanguage, languageMove, pageOf, switchTo, rulesEntry, rulesShown, backOnClose, afterPaint } = createRequire(import.meta.url)(
  "../../web/scripts/early.js",
);
const SHIPPED = ["en", "es", "pt", "it", "pl"];

test("?lang= wins over everything and is remembered, in any case", () => {
  assert.deepEqual(chooseLanguage(SHIPPED, "PL", "es", ["it"]), { lang: "pl", remember: true });
});

test("a ?lang= not shipped is ignored: the remembered language, then the device's", () => {
  assert.deepEqual(chooseLanguage(SHIPPED, "xx", "es", ["it"]), { lang: "es", remember: false });
  assert.deepEqual(chooseLanguage(SHIPPED, null, "xx", ["it"]), { lang: "it", remember: false });
});

test("the device's first shipped language, by its base (pt-BR is pt, es_MX is es)", () => {
  assert.equal(chooseLanguage(SHIPPED, "", null, ["de-DE", "pt-BR", "es"]).lang, "pt");
  assert.equal(chooseLanguage(SHIPPED, "", null, ["es_MX"]).lang, "es");
  // A browser's languages for its locale, as Chromium gives them (the e2e test's devices).
  assert.equal(chooseLanguage(SHIPPED, "", null, ["pt-BR", "pt"]).lang, "pt");
  assert.equal(chooseLanguage(SHIPPED, "", null, ["pl-PL", "pl"]).lang, "pl");
});

test("nothing shipped preferred: the first language, the site's index", () => {
  assert.deepEqual(chooseLanguage(SHIPPED, "", null, ["de", ""]), { lang: "en", remember: false });
  assert.deepEqual(chooseLanguage(SHIPPED, "", null, ["de-DE", "de"]), { lang: "en", remember: false });
  assert.equal(chooseLanguage(["pl", "en"], "", null, []).lang, "pl");
});

test("only the languages the page names are chosen", () => {
  assert.equal(chooseLanguage(["en", "xx"], "xx", null, []).lang, "xx");
  assert.equal(chooseLanguage(["en"], "es", "es", ["es"]).lang, "en");
});

test("the first language's page is the index, the others index.<lang>.html", () => {
  assert.equal(pageOf(SHIPPED, "en"), "./");
  assert.equal(pageOf(SHIPPED, "it"), "./index.it.html");
  assert.equal(pageOf(["pl", "en"], "en"), "./index.en.html");
});

test("the language select keeps the query and the hash but drops ?lang=", () => {
  assert.equal(switchTo(SHIPPED, "es", "?lang=pl&seed=K7QX2M", "#controls"), "./index.es.html?seed=K7QX2M#controls");
  assert.equal(switchTo(SHIPPED, "en", "?lang=es", ""), "./");
  assert.equal(switchTo(SHIPPED, "pt", "", "#x"), "./index.pt.html#x");
});

test("a choice that could not be remembered goes along as ?lang=", () => {
  assert.equal(switchTo(SHIPPED, "es", "?lang=pl&seed=K7QX2M", "", false), "./index.es.html?seed=K7QX2M&lang=es");
  assert.equal(switchTo(SHIPPED, "en", "", "", false), "./?lang=en");
  assert.equal(switchTo(SHIPPED, "es", "?seed=K7QX2M", "", true), "./index.es.html?seed=K7QX2M");
});

test("the rules add an entry once the game is ready, the game's own state kept", () => {
  const game = { hashi: ["history"] };
  assert.deepEqual(rulesEntry(game, "ready"), { hashi: ["history"], rules: true });
  assert.deepEqual(game, { hashi: ["history"] }); // (the entry below keeps its own)
  assert.deepEqual(rulesEntry(null, "ready"), { rules: true });
  assert.equal(rulesEntry(game, "loading"), null); // the game's entry is not written yet
  assert.equal(rulesEntry(game, "failed"), null);
});

test("only an entry the rules added holds them open", () => {
  assert.equal(rulesShown(rulesEntry({ hashi: [] }, "ready")), true);
  for (const state of [null, undefined, {}, { hashi: ["replay"] }, { rules: "true" }, "rules"]) {
    assert.equal(rulesShown(state), false, JSON.stringify(state));
  }
});

// The browser's frames and timers, by hand: what is queued runs when the test says.
function fakeTimers() {
  const frames = new Map();
  const tasks = new Map();
  let next = 1;
  return {
    frames,
    tasks,
    requestAnimationFrame: (run) => (frames.set(next, run), next++),
    cancelAnimationFrame: (id) => frames.delete(id),
    setTimeout: (run, ms) => (assert.equal(ms, 0), tasks.set(next, run), next++),
    clearTimeout: (id) => tasks.delete(id),
    paint() {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((run) => run(16.7));
    },
    runTasks() {
      const due = [...tasks.values()];
      tasks.clear();
      due.forEach((run) => run());
    },
  };
}

test("afterPaint's work runs in a task after the next frame, not in the frame itself", () => {
  const timers = fakeTimers();
  const ran = [];
  afterPaint(() => ran.push("work"), timers);
  assert.deepEqual(ran, []);
  timers.paint(); // the frame's callback only queues the task
  assert.deepEqual(ran, []);
  assert.equal(timers.tasks.size, 1);
  timers.runTasks();
  assert.deepEqual(ran, ["work"]);
  timers.paint();
  timers.runTasks();
  assert.deepEqual(ran, ["work"]); // once
});

test("afterPaint cancelled before its frame or before its task never runs", () => {
  const timers = fakeTimers();
  const ran = [];
  const early = afterPaint(() => ran.push("early"), timers);
  early();
  assert.equal(timers.frames.size, 0);
  const late = afterPaint(() => ran.push("late"), timers);
  timers.paint();
  late();
  assert.equal(timers.tasks.size, 0);
  timers.runTasks();
  late(); // (cancelling twice, or after it ran, does nothing)
  assert.deepEqual(ran, []);
});

test("closed by the player on their entry, the rules go back from it; closed by Back, never", () => {
  assert.equal(backOnClose(false, { rules: true }), true); // their button or Escape
  assert.equal(backOnClose(false, { screens: [] }), false); // (an entry without the rules)
  // Back closed them; a quick Forward made their entry current before the close event came.
  assert.equal(backOnClose(true, { rules: true }), false);
  assert.equal(backOnClose(true, null), false);
});

// A language select's life: each thing that happens on it, one after the other.
function languageSelect() {
  let keyed = false;
  return (what) => {
    const next = languageMove(what, keyed);
    keyed = next.keyed;
    return next;
  };
}

test("the language select: keys browse, Enter or leaving opens, a pick from its list at once", () => {
  const move = languageSelect();
  assert.equal(move("change").go, true); // picked from its list (a pointer, a phone's picker)
  assert.equal(move("key").go, false); // an arrow on the closed select: its value changes...
  assert.equal(move("change").go, false); // ...and the page stays
  assert.equal(move("key").go, false);
  assert.equal(move("enter").go, true); // Enter opens the one chosen
  assert.equal(move("leave").go, false); // (nothing changed since)
  move("key");
  move("change");
  assert.equal(move("leave").go, true); // or leaving the select
  assert.equal(move("change").go, true); // and then a pick opens at once again
});

test("the language select: its list opened after browsing picks at once; Escape puts it back", () => {
  const move = languageSelect();
  move("key");
  move("change");
  assert.deepEqual(move("open"), { go: false, keyed: false, back: false }); // a pointer, Space
  assert.equal(move("change").go, true); // the pick from the list opens
  move("key");
  assert.deepEqual(move("escape"), { go: false, keyed: false, back: true }); // the page's own
  assert.equal(move("leave").go, false); // and leaving then opens nothing
  assert.equal(move("escape").back, false); // nothing browsed: nothing to put back
});
