// web/scripts/app-archive.mjs: the engine's archive unpacked and checked against its SHA-256.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { afterEach, test } from "node:test";
import { gzipSync } from "node:zlib";

import { fetchApp, sha256, unpacked } from "../../web/scripts/app-archive.mjs";

const ZIP = new TextEncoder().encode("PK\u0003\u0004 the engine's zip");
const GZIP = new Uint8Array(gzipSync(ZIP));
const DIGEST = createHash("sha256").update(ZIP).digest("hex");
globalThis.self ??= globalThis; // the page's and the worker's name for their global
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A fetch that answers each request with the next of ``answers``, noting its cache mode. */
function serve(...answers) {
  const asked = [];
  globalThis.fetch = async (url, init) => {
    asked.push([url, init.cache]);
    const next = answers.shift();
    return next instanceof Error ? Promise.reject(next) : next;
  };
  return asked;
}

test("sha256 is the hex digest build.py writes", async () => {
  assert.equal(await sha256(ZIP), DIGEST);
});

test("a gzip is unpacked; bytes a server already decoded are handed over as they are", async () => {
  assert.deepEqual(await unpacked(GZIP), ZIP);
  assert.equal(await unpacked(ZIP), ZIP);
});

test("a good archive is fetched once, through the HTTP cache", async () => {
  const asked = serve(new Response(GZIP));
  assert.deepEqual(await fetchApp("./app.zip.gz", DIGEST), ZIP);
  assert.deepEqual(asked, [["./app.zip.gz", "default"]]);
});

test("a damaged copy is fetched once more past the HTTP cache, and never used", async () => {
  const other = new Uint8Array(gzipSync(new TextEncoder().encode("another zip")));
  const asked = serve(new Response(other), new Response(GZIP));
  assert.deepEqual(await fetchApp("./app.zip.gz", DIGEST), ZIP);
  assert.deepEqual(asked.map(([, cache]) => cache), ["default", "reload"]);
  serve(new Response(other), new Response(other));
  await assert.rejects(fetchApp("./app.zip.gz", DIGEST), /app archive: damaged/);
});

test("a failed answer or request is tried again, then its failure reported", async () => {
  serve(new Response("gone", { status: 404 }), new Response(GZIP));
  assert.deepEqual(await fetchApp("./app.zip.gz", DIGEST), ZIP);
  serve(new Response("", { status: 503 }), new TypeError("offline"));
  await assert.rejects(fetchApp("./app.zip.gz", DIGEST), /offline/);
  serve(new Response("", { status: 404 }), new Response("", { status: 404 }));
  await assert.rejects(fetchApp("./app.zip.gz"), /app archive: 404/);
});

test("without a digest to check, any archive is taken", async () => {
  serve(new Response(ZIP));
  assert.deepEqual(await fetchApp("./app.zip.gz"), ZIP);
});
