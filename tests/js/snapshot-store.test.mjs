// web/snapshot-store.mjs: what a Pyodide snapshot was made for, and when a stored one fits.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { afterEach, test } from "node:test";

import {
  CACHE,
  FIELDS,
  KEY_HEADER,
  fits,
  fittingSnapshot,
  handOver,
  hex,
  parseKey,
  sha256,
  snapshotKey,
  snapshotUrl,
} from "../../web/snapshot-store.mjs";

const AGENT = "Mozilla/5.0 (test) Chrome/1";
Object.defineProperty(globalThis, "navigator", { value: { userAgent: AGENT }, configurable: true });
const realCaches = globalThis.caches;
afterEach(() => {
  globalThis.caches = realCaches;
});

const APP = new TextEncoder().encode("the engine's zip");
const digest = (bytes) => createHash("sha256").update(bytes).digest("hex");

test("hex and sha256 spell bytes and their digest as build.py does", async () => {
  assert.equal(hex(new Uint8Array([0, 15, 255]).buffer), "000fff");
  assert.equal(await sha256(APP), digest(APP));
});

test("the snapshot lives next to the page, whatever the page's own name", () => {
  const url = "https://example.org/hashi/pyodide-snapshot";
  assert.equal(snapshotUrl("https://example.org/hashi/"), url);
  assert.equal(snapshotUrl("https://example.org/hashi/index.pl.html?seed=X"), url);
});

test("the key names the build, the runtime, the browser and the engine's bytes", async () => {
  const key = await snapshotKey("b1", "pyodide-314", APP);
  assert.deepEqual(key, { build: "b1", runtime: "pyodide-314", agent: AGENT, app: digest(APP) });
  assert.deepEqual(Object.keys(key), FIELDS);
});

test("a stored snapshot fits only when every field is there and equal", async () => {
  const wanted = await snapshotKey("b1", "r1", APP);
  assert.equal(fits({ ...wanted, sha256: "x" }, wanted), true);
  for (const field of FIELDS) {
    assert.equal(fits({ ...wanted, [field]: "other" }, wanted), false, field);
    assert.equal(fits({ ...wanted, [field]: undefined }, { ...wanted, [field]: undefined }), false);
  }
  assert.equal(fits(null, wanted), false);
  assert.equal(fits(wanted, null), false);
  assert.equal(fits({ ...wanted, agent: "other" }, wanted, ["build", "runtime"]), true);
});

test("a key that is not JSON reads as none", () => {
  assert.deepEqual(parseKey('{"build": "b1"}'), { build: "b1" });
  assert.equal(parseKey("{cut sh"), null);
  assert.equal(parseKey(null), null);
});

/** A Cache Storage holding ``response`` under ``CACHE``, whatever is asked. */
function store(response) {
  const opened = [];
  globalThis.caches = {
    open: async (name) => {
      opened.push(name);
      return { match: async () => response };
    },
  };
  return opened;
}

const stored = (bytes, key) =>
  new Response(bytes, { headers: { [KEY_HEADER]: JSON.stringify(key) } });

test("a stored snapshot is used only whole: its key fits and its bytes match their hash", async () => {
  const url = snapshotUrl("https://example.org/");
  const wanted = await snapshotKey("b1", "r1", APP);
  const bytes = new Uint8Array([1, 2, 3, 4]);
  const opened = store(stored(bytes, { ...wanted, sha256: digest(bytes) }));
  assert.deepEqual(await fittingSnapshot(url, wanted), bytes);
  assert.deepEqual(opened, [CACHE]);
  store(stored(bytes.slice(0, 3), { ...wanted, sha256: digest(bytes) })); // cut short
  assert.equal(await fittingSnapshot(url, wanted), null);
  store(stored(bytes, { ...wanted, build: "b0", sha256: digest(bytes) })); // an older build's
  assert.equal(await fittingSnapshot(url, wanted), null);
  store(new Response(bytes, { headers: { [KEY_HEADER]: "not json" } }));
  assert.equal(await fittingSnapshot(url, wanted), null);
  store(undefined); // none stored
  assert.equal(await fittingSnapshot(url, wanted), null);
});

test("the snapshot's bytes are handed over once, then let go", async () => {
  const bytes = new Uint8Array([9]);
  const options = handOver(Promise.resolve(bytes));
  assert.equal(await options, bytes);
  await assert.rejects(Promise.resolve(options), /already handed over/);
});
