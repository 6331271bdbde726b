// web/scripts/snapshot-store.mjs: what a Pyodide snapshot was made for, when a kept one
// fits, and the static data the build ships as a difference.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";

import { FIELDS, fits, hex, parseKey, putBack, sha256, snapshotUrl, xorStatic } from "../../web/scripts/snapshot-store.mjs";

const APP = new TextEncoder().encode("the engine's zip");
const digest = (bytes) => createHash("sha256").update(bytes).digest("hex");

test("hex and sha256 spell bytes and their digest as the build does", async () => {
  assert.equal(hex(new Uint8Array([0, 15, 255]).buffer), "000fff");
  assert.equal(await sha256(APP), digest(APP));
});

test("the device's copy lives next to the page, whatever the page's own name", () => {
  const url = "https://example.org/hashi/pyodide-snapshot";
  assert.equal(snapshotUrl("https://example.org/hashi/"), url);
  assert.equal(snapshotUrl("https://example.org/hashi/index.pl.html?seed=X"), url);
});

test("a kept snapshot fits only when every field is there and equal", () => {
  const wanted = { runtime: "314.0.7", app: digest(APP), sha256: "s" };
  assert.deepEqual(FIELDS, ["runtime", "app", "sha256"]);
  assert.equal(fits({ ...wanted, extra: 1 }, wanted), true);
  for (const field of FIELDS) {
    assert.equal(fits({ ...wanted, [field]: "other" }, wanted), false, field);
    assert.equal(fits({ ...wanted, [field]: undefined }, { ...wanted, [field]: undefined }), false);
  }
  assert.equal(fits(null, wanted), false);
  assert.equal(fits(wanted, null), false);
  assert.equal(fits({ ...wanted, sha256: "other" }, wanted, ["runtime", "app"]), true);
});

test("a key that is not JSON reads as none", () => {
  assert.deepEqual(parseKey('{"runtime": "r"}'), { runtime: "r" });
  assert.equal(parseKey("{cut sh"), null);
  assert.equal(parseKey(null), null);
});

// A snapshot as Pyodide writes it: two words of header (the second its length),
// then the memory, whose first ``end`` bytes are the wasm's static data.
function snapshotOf(memory) {
  const out = new Uint8Array(8 + memory.length);
  new Uint32Array(out.buffer, 0, 2).set([0, 8]);
  out.set(memory, 8);
  return out;
}

test("the static data shipped as a difference is put back exactly, and checked", async () => {
  const start = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]); // what a new instance holds
  const memory = new Uint8Array([9, 2, 3, 0, 5, 6, 7, 1, 42, 43, 44, 45]);
  const base = { end: 8, sha256: digest(memory.subarray(0, 8)) };
  const shipped = snapshotOf(memory);
  xorStatic(shipped, start, base); // what the build does
  assert.notDeepEqual(shipped.subarray(8, 16), memory.subarray(0, 8));
  assert.deepEqual(shipped.subarray(16), memory.subarray(8)); // the rest is untouched
  await putBack(shipped, start, base);
  assert.deepEqual(shipped.subarray(8), memory);
  const other = snapshotOf(memory);
  xorStatic(other, start, base);
  await assert.rejects(putBack(other, new Uint8Array(8), base), /another start/);
  await assert.rejects(putBack(snapshotOf(memory), null, base), /another start/);
});

test("an engine at hand that is not the snapshot's reads and downloads nothing", async (t) => {
  const { mkdtempSync, readFileSync, rmSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { pathToFileURL } = await import("node:url");
  const folder = mkdtempSync(join(tmpdir(), "hashi-snapshot-store-"));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const shipped = { runtime: "314.0.7", app: digest(APP), sha256: "s", file: "./snapshot.bin.gz" };
  const source = readFileSync(new URL("../../web/scripts/snapshot-store.mjs", import.meta.url), "utf8");
  writeFileSync(join(folder, "store.mjs"), source.replace('"__SNAPSHOT__"', JSON.stringify(shipped)));
  const opened = [];
  const fetched = [];
  const fetch = globalThis.fetch;
  globalThis.self = globalThis; // (a worker's or a page's global)
  globalThis.caches = { open: async (name) => (opened.push(name), { match: async () => undefined }) };
  globalThis.fetch = async (url) => (fetched.push(String(url)), new Response(null, { status: 404 }));
  t.after(() => {
    delete globalThis.caches;
    delete globalThis.self;
    globalThis.fetch = fetch;
  });
  const { findSnapshot } = await import(pathToFileURL(join(folder, "store.mjs")).href);
  const base = "https://games.test/hashi/";
  const other = new TextEncoder().encode("another build's engine");
  assert.equal(await findSnapshot(base, Promise.resolve("314.0.7"), other), null);
  assert.deepEqual([opened, fetched], [[], []]);
  // This snapshot's own engine: looked for on the device (none), then downloaded.
  const found = await findSnapshot(base, Promise.resolve("314.0.7"), new Uint8Array(APP));
  assert.equal(found.source, "shipped");
  await found.bytes.catch(() => {});
  assert.deepEqual(opened, ["pyodide-snapshot"]);
  assert.deepEqual(fetched, ["https://games.test/hashi/snapshot.bin.gz"]);
});
