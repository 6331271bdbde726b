// web/scripts/offline-copy.mjs: what boot.js keeps for offline play and what the service
// worker's install and update checks tell, with fake caches, fetches and storage.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  OFFLINE_TOLD,
  RUNTIME_CACHE,
  checkedState,
  forgetTold,
  freshWorker,
  installState,
  isUpdate,
  leftBehind,
  updateStep,
  versionOf,
  keepingFetch,
  keepingPage,
  keptIn,
  latestOnly,
  pageName,
  tellOnce,
} from "../../web/scripts/offline-copy.mjs";

const BASE = "https://games.test/hashi/";
const ORIGIN = "https://games.test";
const at = (path) => new URL(path, BASE);

test("the first start keeps the runtime in its cache and the build's files in the build's", () => {
  assert.equal(keptIn(at("./runtime/pyodide-1/pyodide.asm.wasm"), "GET", ORIGIN, "b1"), RUNTIME_CACHE);
  assert.equal(keptIn(at("./app.zip.gz"), "GET", ORIGIN, "b1"), "hashi-b1");
  assert.equal(keptIn(at("./web/main.py"), "GET", ORIGIN, "b1"), "hashi-b1");
});

test("what the first start never keeps: pages, the snapshot, queries, other sites, other methods", () => {
  for (const path of ["./", "./index.es.html", "./snapshot-0123456789abcdef.bin.gz", "./app.zip.gz?x=1"]) {
    assert.equal(keptIn(at(path), "GET", ORIGIN, "b1"), null, path);
  }
  assert.equal(keptIn(new URL("https://cdn.test/x.js"), "GET", ORIGIN, "b1"), null);
  assert.equal(keptIn(at("./app.zip.gz"), "POST", ORIGIN, "b1"), null);
});

/** CacheStorage: what was put where. */
function fakeCaches(failing = false) {
  const put = [];
  return {
    put,
    open: async (name) => {
      if (failing) throw new Error("quota");
      return { put: async (url, response) => put.push([name, url, await response.text()]) };
    },
  };
}

test("a whole answer is kept as it is read; an error or a partial answer is not", async () => {
  const caches = fakeCaches();
  const keeping = [];
  const answers = { "./app.zip.gz": ["zip", 200], "./web/main.py": ["gone", 404], "./web/x.mjs": ["part", 206] };
  const network = async (input) => {
    const [body, status] = answers[new URL(String(input), BASE).pathname.replace("/hashi/", "./")];
    return new Response(body, { status });
  };
  const fetch = keepingFetch(network, { base: BASE, origin: ORIGIN, build: "b1", caches, keeping });
  assert.equal(await (await fetch("./app.zip.gz")).text(), "zip"); // the page still reads it
  assert.equal((await fetch("./web/main.py")).status, 404);
  assert.equal((await fetch("./web/x.mjs")).status, 206);
  await Promise.all(keeping);
  assert.deepEqual(caches.put, [["hashi-b1", `${BASE}app.zip.gz`, "zip"]]);
});

test("a copy that cannot be kept never fails the fetch", async () => {
  const keeping = [];
  const caches = fakeCaches(true);
  const fetch = keepingFetch(async () => new Response("zip"), { base: BASE, origin: ORIGIN, build: "b1", caches, keeping });
  const warned = console.warn;
  console.warn = () => {};
  try {
    assert.equal(await (await fetch(new Request(`${BASE}app.zip.gz`))).text(), "zip");
    await Promise.all(keeping);
  } finally {
    console.warn = warned;
  }
  assert.equal(keeping.length, 1);
});

test("the page is kept under its language's name, and only if it is this build's", async () => {
  assert.equal(pageName("/hashi/index.pl.html"), "./index.pl.html");
  assert.equal(pageName("/hashi/"), "./index.html");
  assert.equal(pageName("/hashi/index.html"), "./index.html");
  const caches = fakeCaches();
  const page = (build) => async () => new Response(`<html data-build="${build}">`);
  assert.equal(await keepingPage(page("b1"), caches, BASE, "/hashi/index.es.html", "b1"), true);
  assert.equal(await keepingPage(page("b0"), caches, BASE, "/hashi/", "b1"), false); // an older page
  const missing = async () => new Response("", { status: 504 });
  assert.equal(await keepingPage(missing, caches, BASE, "/hashi/", "b1"), false);
  assert.deepEqual(caches.put, [["hashi-b1", `${BASE}index.es.html`, '<html data-build="b1">']]);
});

test("an installing worker's states: an update offered, offline play ready, a failed install", () => {
  const old = { state: "activated" };
  const at = (state) => ({ state });
  assert.equal(installState(at("installing"), null, null), null);
  assert.equal(installState(at("installed"), null, null), null); // a first install: it goes on to active
  assert.equal(installState(at("installed"), old, old), "update"); // another version in charge
  assert.equal(installState(at("activated"), null, old), "ready");
  assert.equal(installState(at("redundant"), old, old), "failed"); // the version in charge stays
  assert.equal(installState(at("redundant"), null, null), "unavailable"); // no offline copy
});

test("a first visit's worker is never offered as a new version, whenever its news arrives", () => {
  // WebKit, on a busy page, told "installed" (or left the registration's waiting worker
  // set) after the worker had taken charge of the page: a first visit offered a reload.
  const worker = { state: "installed" };
  assert.equal(installState(worker, worker, null), null);
  assert.equal(isUpdate(worker, worker), false);
  assert.equal(isUpdate(worker, null), false);
  assert.equal(isUpdate(null, { state: "activated" }), false);
  assert.equal(isUpdate(worker, { state: "activated" }), true);
  assert.equal(checkedState({ installing: null, waiting: worker }, worker), "ready");
  assert.equal(checkedState({ installing: null, waiting: worker }, null), "ready");
});

test("a version put in charge of this page by another tab leaves it behind; its own build's does not", () => {
  const old = { state: "activated" };
  assert.equal(leftBehind("v2", "v1", old), true); // another tab's Reload: offered here too
  assert.equal(leftBehind("v2", "v1", null), true); // a page no version was in charge of
  assert.equal(leftBehind("v1", "v1", null), false); // a first visit's own worker
  assert.equal(leftBehind("v1", "v1", old), false);
  // A worker that does not say which build it keeps: behind if one was in charge before.
  assert.equal(leftBehind(null, "v1", old), true);
  assert.equal(leftBehind(null, "v1", null), false);
  // The page behind then loads the version in charge by its Reload.
  assert.equal(updateStep("activated"), "reload");
});

test("a worker's build is asked over a channel of its own; no answer in time is none", async () => {
  const answering = { postMessage: (data, [port]) => data === "version" && port.postMessage("v7") };
  assert.equal(await versionOf(answering), "v7");
  const silent = { postMessage: () => {} };
  assert.equal(await versionOf(silent, { wait: 20 }), null);
  const broken = {
    postMessage: () => {
      throw new Error("gone");
    },
  };
  assert.equal(await versionOf(broken), null);
});

test("Reload on the update bar: a waiting version is asked to take charge, one in charge loads", () => {
  assert.equal(updateStep("installed"), "skip-waiting");
  assert.equal(updateStep("installing"), "skip-waiting");
  // Another tab's Reload made it the version in charge: this tab's controllerchange came
  // and went, so the page loads it at once.
  assert.equal(updateStep("activating"), "reload");
  assert.equal(updateStep("activated"), "reload");
  assert.equal(updateStep("redundant"), "reload");
});

test("an update check tells an update waiting, else ready, and nothing while one installs", () => {
  const inCharge = {};
  assert.equal(checkedState({ installing: {}, waiting: null }, inCharge), null);
  assert.equal(checkedState({ installing: null, waiting: {} }, inCharge), "update");
  assert.equal(checkedState({ installing: null, waiting: null }, inCharge), "ready");
});

test("of overlapping checks only the latest one's outcome is told", () => {
  const told = [];
  const begin = latestOnly();
  const first = begin();
  const second = begin(); // the page shown again while the first is under way
  first(() => told.push("first"))();
  second((what) => told.push(what))("second");
  const third = begin();
  second(() => told.push("late"))();
  third(() => told.push("third"))();
  assert.deepEqual(told, ["second", "third"]);
});

test("a worker script that fails is fetched anew past the HTTP cache and tried once more", async () => {
  const asked = [];
  const fetch = async (url, init) => asked.push([url, init.cache]);
  let tries = 0;
  const flaky = async () => {
    if (tries++ === 0) throw new Error("broken script");
    return "registration";
  };
  assert.equal(await freshWorker(flaky, fetch), "registration");
  assert.deepEqual(asked, [["./sw.js", "reload"]]);
  assert.equal(await freshWorker(async () => "at once", fetch), "at once");
  assert.equal(asked.length, 1);
  const broken = async () => {
    throw new Error("still broken");
  };
  await assert.rejects(freshWorker(broken, async () => Promise.reject(new Error("offline"))), /still broken/);
});

/** localStorage as a Map (``refusing``: every use throws, as where storage is blocked). */
function storage(refusing = false) {
  const items = new Map();
  const guard = () => {
    if (refusing) throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    items,
    getItem: (key) => (guard(), items.has(key) ? items.get(key) : null),
    setItem: (key, value) => (guard(), items.set(key, value)),
    removeItem: (key) => (guard(), items.delete(key)),
  };
}

test("no offline copy is told once on a device, again once it worked and was lost", () => {
  const device = storage();
  assert.equal(tellOnce(() => device), true);
  assert.equal(tellOnce(() => device), false);
  assert.equal(device.items.get(OFFLINE_TOLD), "1");
  forgetTold(() => device); // offline play worked
  assert.equal(tellOnce(() => device), true);
});

test("where storage is refused, no offline copy is told on each visit", () => {
  const blocked = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  assert.equal(tellOnce(blocked), true);
  assert.equal(tellOnce(() => storage(true)), true);
  forgetTold(blocked); // (nothing to forget, nothing thrown)
});
