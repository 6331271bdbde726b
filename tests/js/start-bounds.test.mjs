// web/scripts/start-bounds.mjs: boot.js's bounds on the start's waits, on a fake clock with fake fetches.
import assert from "node:assert/strict";
import { test } from "node:test";

import { REPAIR_MS, STALL_MS, repair, repairFile, sharingEarly, stallWatch, tryAgain } from "../../web/scripts/start-bounds.mjs";

/** setTimeout and clearTimeout on a clock that moves only when told (``tick``). */
class Clock {
  constructor() {
    this.now = 0;
    this.timers = new Map();
    this.next = 1;
  }
  setTimeout(run, ms) {
    this.timers.set(this.next, [this.now + ms, run]);
    return this.next++;
  }
  clearTimeout(id) {
    this.timers.delete(id);
  }
  tick(ms) {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers].filter(([, [at]]) => at <= end).sort((a, b) => a[1][0] - b[1][0]);
      if (!due.length) break;
      const [id, [at, run]] = due[0];
      this.timers.delete(id);
      this.now = at;
      run();
    }
    this.now = end;
  }
}

test("a start is told slow once nothing has arrived for STALL_MS, and each arrival takes it back", () => {
  const clock = new Clock();
  const shown = [];
  let loading = true;
  const progress = stallWatch(() => loading, (slow) => shown.push(slow), clock);
  progress();
  clock.tick(STALL_MS - 1);
  assert.deepEqual(shown, [false]);
  progress(); // a file arrived: the bound starts again
  clock.tick(STALL_MS - 1);
  assert.deepEqual(shown, [false, false]);
  clock.tick(1);
  assert.deepEqual(shown, [false, false, true]);
  progress(); // it goes on after all
  assert.deepEqual(shown, [false, false, true, false]);
  loading = false; // ready (or failed: the error shows instead)
  clock.tick(STALL_MS);
  assert.deepEqual(shown, [false, false, true, false]);
  progress();
  assert.equal(clock.timers.size, 0); // nothing watched once the start is over
});

test("a start that ends while the bound runs is not told slow", () => {
  const clock = new Clock();
  const shown = [];
  let loading = true;
  stallWatch(() => loading, (slow) => shown.push(slow), clock)();
  loading = false;
  clock.tick(STALL_MS);
  assert.deepEqual(shown, [false]);
});

const BASE = "https://games.test/hashi/";
const WASM = `${BASE}runtime/pyodide.asm.wasm`;

test("the first plain fetch of an early file takes its download; later ones go to the network", async () => {
  const asked = [];
  const network = (input, init) => {
    asked.push([String(input), init]);
    return Promise.resolve(`answer ${asked.length}`);
  };
  const fetch = sharingEarly(network, [WASM], BASE);
  assert.deepEqual(asked, [[WASM, undefined]]); // begun at once
  assert.equal(await fetch("./runtime/pyodide.asm.wasm"), "answer 1"); // that download
  assert.equal(await fetch(new URL(WASM)), "answer 2"); // taken once only
  assert.equal(await fetch("./web/main.py"), "answer 3");
  assert.equal(asked.length, 3);
});

test("an early file fetched with a method or an integrity is fetched as asked", async () => {
  const asked = [];
  const network = (input, init) => {
    asked.push(init);
    return Promise.resolve(asked.length);
  };
  const fetch = sharingEarly(network, [WASM], BASE);
  assert.equal(await fetch(WASM, { integrity: "sha256-x" }), 2);
  assert.equal(await fetch(WASM, { method: "HEAD" }), 3);
  assert.equal(await fetch(WASM), 1); // still there for the plain fetch
});

test("an early download that fails is told by whoever takes it, never as unhandled", async () => {
  const fetch = sharingEarly(() => Promise.reject(new Error("offline")), [WASM], BASE);
  await new Promise((resolve) => setImmediate(resolve)); // (an unhandled rejection fails the test)
  await assert.rejects(fetch(WASM), /offline/);
});

/** A network and HTTP cache: ``cached`` answers only-if-cached fetches by URL. */
function network(cached, files = {}) {
  const asked = [];
  const fetch = async (url, init = {}) => {
    asked.push([url, init.cache]);
    if (init.cache === "only-if-cached") {
      if (!(url in cached)) throw new TypeError("not cached");
      return cached[url];
    }
    return new Response(url in files ? JSON.stringify(files[url]) : "fresh");
  };
  return { fetch, asked };
}
const text = async (response) => response.text();

test("Try again fetches anew a cached copy that is damaged or an error, and leaves whole or absent ones", async () => {
  const { fetch, asked } = network({
    "./whole.js": new Response("good"),
    "./cut.js": new Response("go"),
    "./error.js": new Response("good", { status: 500 }),
  });
  assert.equal(await repairFile(["./whole.js", "good"], fetch, text), false);
  assert.equal(await repairFile(["./cut.js", "good"], fetch, text), true);
  assert.equal(await repairFile(["./error.js", "good"], fetch, text), true);
  assert.equal(await repairFile(["./absent.js", "good"], fetch, text), false);
  const fresh = asked.filter(([, cache]) => cache === "reload").map(([url]) => url);
  assert.deepEqual(fresh, ["./cut.js", "./error.js"]);
});

test("Try again repairs the page and every listed file, whatever one of them does", async () => {
  const digests = { "./a.js": "good", "./b.js": "good", "./c.js": "good" };
  const { fetch, asked } = network(
    { "./a.js": new Response("bad"), "./b.js": new Response("good"), "./c.js": new Response("unreadable") },
    { "./files.json": digests },
  );
  const digest = async (response) => {
    const body = await response.text();
    if (body === "unreadable") throw new Error("not a gzip");
    return body;
  };
  await repair(fetch, digest, `${BASE}?seed=X`, "./files.json");
  const fresh = asked.filter(([, cache]) => cache === "reload").map(([url]) => url);
  assert.deepEqual(fresh.sort(), [`${BASE}?seed=X`, "./a.js", "./c.js", "./files.json"].sort());
});

test("Try again reloads once repaired, or at REPAIR_MS if the repair hangs, or at once if none can run", async () => {
  const clock = new Clock();
  let reloads = 0;
  const reload = () => reloads++;
  await tryAgain(async () => {}, reload, clock);
  assert.equal(reloads, 1);
  const hanging = tryAgain(() => new Promise(() => {}), reload, clock);
  clock.tick(REPAIR_MS - 1);
  await Promise.resolve();
  assert.equal(reloads, 1);
  clock.tick(1);
  await hanging;
  assert.equal(reloads, 2);
  await tryAgain(null, reload, clock); // no digests in this browser: a plain reload
  assert.equal(reloads, 3);
  const warned = console.warn;
  console.warn = () => {};
  try {
    await tryAgain(() => Promise.reject(new Error("files.json gone")), reload, clock);
  } finally {
    console.warn = warned;
  }
  assert.equal(reloads, 4); // a failed repair reloads too
});
