// web/scripts/bot-worker.mjs: the computer's worker plays by the engine the page hands it.
// After another tab took an update, the server and the offline copy hold the next build's
// engine: a worker that fetched app.zip.gz then would play by rules this page does not run.
import assert from "node:assert/strict";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

const SCRIPTS = new URL("../../web/scripts/", import.meta.url);

// A folder with the worker and its modules, and a Pyodide that records the engine's zip
// written into its file system.
function workerFolder() {
  const folder = mkdtempSync(join(tmpdir(), "hashi-bot-worker-"));
  for (const name of ["bot-worker.mjs", "app-archive.mjs", "snapshot-store.mjs"]) {
    copyFileSync(new URL(name, SCRIPTS), join(folder, name));
  }
  writeFileSync(join(folder, "pyodide.asm.mjs"), "");
  writeFileSync(
    join(folder, "pyodide.mjs"),
    `export const version = "314.0.7";
export async function loadPyodide() {
  return {
    FS: { writeFile: (path, bytes) => globalThis.written.push([path, bytes]) },
    runPython: () => undefined,
    globals: { get: () => (request) => "reply to " + request },
  };
}
`,
  );
  return folder;
}

// The worker started with ``init`` (its runtime folder filled in): every message it
// posted until it said how it started, and what it fetched.
async function started(init, t) {
  const folder = workerFolder();
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const said = [];
  const fetched = [];
  globalThis.written = [];
  globalThis.fetch = async (url) => {
    fetched.push(String(url));
    const zip = new Uint8Array([80, 75, 5, 6, ...new Array(18).fill(0)]); // an empty zip
    return new Response(zip);
  };
  let done;
  const over = new Promise((resolve) => (done = resolve));
  globalThis.self = {
    postMessage: (message) => {
      said.push(message);
      if (message.ready || message.failed) done();
    },
  };
  await import(pathToFileURL(join(folder, "bot-worker.mjs")).href);
  const pyodide = pathToFileURL(folder).href + "/";
  globalThis.self.onmessage({ data: { init: { pyodide, app: "https://games.test/app.zip.gz", ...init } } });
  await over;
  return { said, fetched, written: globalThis.written, worker: globalThis.self };
}

test("the worker takes the page's engine and fetches no archive of its own", async (t) => {
  const zip = new Uint8Array([1, 2, 3, 4]);
  const { said, fetched, written, worker } = await started({ build: "b1", zip }, t);
  assert.deepEqual(said.at(-1), { ready: "started" });
  assert.deepEqual(fetched, []);
  assert.equal(written.length, 1);
  assert.equal(written[0][0], "/tmp/hashi-app.zip");
  assert.deepEqual([...written[0][1]], [1, 2, 3, 4]);
  // And it answers with that engine.
  const replies = [];
  worker.postMessage = (message) => replies.push(message);
  await worker.onmessage({ data: { request: "{}" } });
  assert.deepEqual(replies, [{ reply: "reply to {}" }]);
});

test("without the page's engine the worker fetches the build's archive", async (t) => {
  const { said, fetched, written } = await started({ build: "b1" }, t);
  assert.deepEqual(said.at(-1), { ready: "started" });
  assert.deepEqual(fetched, ["https://games.test/app.zip.gz"]);
  assert.deepEqual([...written[0][1]].slice(0, 4), [80, 75, 5, 6]);
});
