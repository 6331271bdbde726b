// web/scripts/sw.js, run as the build ships it (its __NAMES__ filled in) against fake caches and a
// fake network: what an install keeps, what an update replaces and keeps, and what each
// request is answered from.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { gunzipSync, gzipSync } from "node:zlib";

const SOURCE = readFileSync(new URL("../../web/scripts/sw.js", import.meta.url), "utf8");
const SCOPE = "https://games.test/hashi/";
const at = (path) => new URL(path, SCOPE).href;
const sha = (text) => createHash("sha256").update(text).digest("hex");

// The site of one build: each file's content, by its ./ URL (as build.py lists them).
const SITE = {
  "./index.html": "<html>en</html>",
  "./web/boot.js": "boot",
  "./app.zip.gz": gzipSync("the engine"), // its digest is the content's, unpacked
  "./runtime/pyodide-0.1/pyodide.asm.wasm": "wasm",
  "./runtime/pyodide-0.1/python_stdlib.zip": "stdlib",
};
const PAGES = { "./index.es.html": "<html>es</html>", "./manifest.es.webmanifest": "{}" };
const SNAPSHOT = ["./snapshot-0123456789abcdef.bin.gz", sha("memory")];
const digestOf = (body) => sha(typeof body === "string" ? body : gunzipSync(body));

/** Request as in a worker: relative URLs are the worker's. */
class WorkerRequest extends Request {
  constructor(input, init) {
    super(typeof input === "string" ? at(input) : input, init);
  }
}

/** URLPattern (Node has none): what it was made of. */
class Pattern {
  constructor(init) {
    this.init = init;
  }
}

/** One Cache: responses by URL. */
class FakeCache {
  constructor() {
    this.entries = new Map();
  }
  key(request, ignoreSearch = false) {
    const url = new URL(typeof request === "string" ? at(request) : request.url);
    if (ignoreSearch) url.search = "";
    return url.href;
  }
  async match(request, options = {}) {
    const wanted = this.key(request, options.ignoreSearch);
    for (const [url, response] of this.entries) {
      if (this.key(url, options.ignoreSearch) === wanted) return response.clone();
    }
    return undefined;
  }
  async put(request, response) {
    this.entries.set(this.key(request), response.clone());
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request) {
    return this.entries.delete(this.key(request));
  }
  urls() {
    return [...this.entries.keys()].sort();
  }
}

/** CacheStorage: caches by name. */
class FakeCaches {
  constructor() {
    this.named = new Map();
  }
  async open(name) {
    if (!this.named.has(name)) this.named.set(name, new FakeCache());
    return this.named.get(name);
  }
  async keys() {
    return [...this.named.keys()];
  }
  async delete(name) {
    return this.named.delete(name);
  }
  async match(request, { cacheName }) {
    return this.named.get(cacheName)?.match(request);
  }
}

/**
 * The service worker of build ``version`` listing ``site`` (its digests), on a device
 * with ``caches``; ``network`` answers fetches by URL (a function: its answer, or an
 * Error for no network). Returns its handlers, its pure parts and what it fetched.
 */
function worker({ version = "v2", site = SITE, caches = new FakeCaches(), network, active = null }) {
  const precache = Object.fromEntries(Object.entries(site).map(([url, body]) => [url, digestOf(body)]));
  const bundle = gzipSync(JSON.stringify(PAGES));
  const served = { ...site, "./pages.json.gz": bundle, [SNAPSHOT[0]]: gzipSync("memory") };
  const fetched = [];
  const fetch = async (request) => {
    const url = typeof request === "string" ? at(request) : request.url;
    fetched.push([url.replace(SCOPE, "./"), request.cache]);
    const answer = network ? network(url.replace(SCOPE, "./"), request) : undefined;
    if (answer instanceof Error) throw answer;
    if (answer) return answer;
    const body = served[url.replace(SCOPE, "./")];
    return body === undefined ? new Response("", { status: 404 }) : new Response(body);
  };
  const listeners = {};
  const state = { skipped: 0, claimed: 0 };
  const self = {
    location: new URL("sw.js", SCOPE),
    registration: { active },
    clients: { claim: async () => state.claimed++ },
    skipWaiting: () => state.skipped++,
    addEventListener: (type, listener) => (listeners[type] = listener),
  };
  const text = SOURCE.replace("__VERSION__", version)
    .replace("__PRECACHE__", JSON.stringify(precache))
    .replace("__PAGES__", JSON.stringify(["./pages.json.gz", sha(JSON.stringify(PAGES))]))
    .replace("__SNAPSHOT__", JSON.stringify(SNAPSHOT));
  const parts = "return { answerOf, pageOf, oldCaches, unlisted, snapshotWanted, CACHE, RUNTIME };";
  const run = new Function("self", "caches", "fetch", "Request", "URLPattern", `${text}\n${parts}`);
  return { ...run(self, caches, fetch, WorkerRequest, Pattern), listeners, caches, fetched, state };
}

/** An event's waitUntil / respondWith, awaited. */
async function dispatch(sw, type, fields = {}) {
  const waits = [];
  let answer;
  const event = { ...fields, waitUntil: (p) => waits.push(p), respondWith: (p) => (answer = p) };
  sw.listeners[type](event);
  await Promise.all(waits);
  return answer && (await answer);
}

const APP = ["./app.zip.gz", "./index.html", "./web/boot.js"].map(at);
const RUNTIME_FILES = ["./runtime/pyodide-0.1/pyodide.asm.wasm", "./runtime/pyodide-0.1/python_stdlib.zip"].map(at);

test("an install keeps every listed file, the runtime apart, and the pages' bundle unpacked", async () => {
  const sw = worker({});
  await dispatch(sw, "install");
  const app = await sw.caches.open("hashi-v2");
  const runtime = await sw.caches.open("hashi-runtime");
  assert.deepEqual(app.urls(), [at("./"), ...APP, ...Object.keys(PAGES).map(at)].sort());
  assert.deepEqual(runtime.urls(), RUNTIME_FILES);
  assert.equal(await (await app.match("./index.es.html")).text(), PAGES["./index.es.html"]);
  assert.equal(await (await app.match("./")).text(), SITE["./index.html"]); // the start URL
  // The runtime may come from the HTTP cache (versioned URLs); the build's files are revalidated.
  const modes = Object.fromEntries(sw.fetched);
  assert.equal(modes["./runtime/pyodide-0.1/pyodide.asm.wasm"], "force-cache");
  assert.equal(modes["./web/boot.js"], "no-cache");
  assert.ok(!(SNAPSHOT[0] in modes)); // a first install: the page keeps the snapshot itself
});

test("a file already kept whole is not fetched again; a damaged copy is replaced", async () => {
  const caches = new FakeCaches();
  const runtime = await caches.open("hashi-runtime");
  await runtime.put(at("./runtime/pyodide-0.1/pyodide.asm.wasm"), new Response("wasm")); // boot.js kept it
  await runtime.put(at("./runtime/pyodide-0.1/python_stdlib.zip"), new Response("stdl")); // cut short
  const sw = worker({ caches });
  await dispatch(sw, "install");
  const urls = sw.fetched.map(([url]) => url);
  assert.ok(!urls.includes("./runtime/pyodide-0.1/pyodide.asm.wasm"));
  assert.ok(urls.includes("./runtime/pyodide-0.1/python_stdlib.zip"));
  assert.equal(await (await runtime.match("./runtime/pyodide-0.1/python_stdlib.zip")).text(), "stdlib");
});

test("a damaged download is fetched once more past the HTTP cache, and kept only whole", async () => {
  let tries = 0;
  const damaged = (url) => (url === "./web/boot.js" && tries++ === 0 ? new Response("bo") : undefined);
  const sw = worker({ network: damaged });
  await dispatch(sw, "install");
  assert.deepEqual(
    sw.fetched.filter(([url]) => url === "./web/boot.js"),
    [
      ["./web/boot.js", "no-cache"],
      ["./web/boot.js", "reload"],
    ],
  );
  assert.equal(await (await (await sw.caches.open("hashi-v2")).match("./web/boot.js")).text(), "boot");
});

test("a file still damaged, or the network gone, fails the install", async () => {
  const always = worker({ network: (url) => (url === "./web/boot.js" ? new Response("bo") : undefined) });
  await assert.rejects(dispatch(always, "install"), /boot\.js: damaged or unavailable/);
  const error = worker({ network: (url) => (url === "./app.zip.gz" ? new Response("", { status: 500 }) : undefined) });
  await assert.rejects(dispatch(error, "install"), /app\.zip\.gz/);
  const offline = worker({ network: () => new Error("offline") });
  await assert.rejects(dispatch(offline, "install"));
});

test("an update brings the snapshot unless the device's copy is already this one", async () => {
  const update = worker({ active: {} });
  await dispatch(update, "install");
  assert.ok(update.fetched.some(([url]) => url === SNAPSHOT[0]));
  const caches = new FakeCaches();
  const own = await caches.open("pyodide-snapshot");
  const key = JSON.stringify({ sha256: SNAPSHOT[1] });
  await own.put(at("./pyodide-snapshot"), new Response("memory", { headers: { "x-snapshot-key": key } }));
  const same = worker({ active: {}, caches });
  await dispatch(same, "install");
  assert.ok(!same.fetched.some(([url]) => url === SNAPSHOT[0]));
  assert.equal(same.snapshotWanted(undefined), true);
  assert.equal(same.snapshotWanted(new Response("", { headers: { "x-snapshot-key": '{"sha256":"old"}' } })), true);
});

test("an update that takes over drops other builds' caches and runtime files no longer listed", async () => {
  const caches = new FakeCaches();
  for (const name of ["hashi-v1", "hashi-v2", "pyodide-snapshot", "someone-else"]) await caches.open(name);
  const runtime = await caches.open("hashi-runtime");
  await runtime.put(at("./runtime/pyodide-0.0/pyodide.asm.wasm"), new Response("old wasm"));
  await runtime.put(at("./runtime/pyodide-0.1/pyodide.asm.wasm"), new Response("wasm"));
  const sw = worker({ caches });
  await dispatch(sw, "activate");
  assert.deepEqual((await caches.keys()).sort(), ["hashi-runtime", "hashi-v2", "pyodide-snapshot", "someone-else"]);
  assert.deepEqual(runtime.urls(), [at("./runtime/pyodide-0.1/pyodide.asm.wasm")]);
  assert.equal(sw.state.claimed, 1); // the open pages are taken over at once
  assert.deepEqual(sw.oldCaches(["hashi-v1", "hashi-v2", "hashi-runtime", "x"]), ["hashi-v1"]);
  assert.deepEqual(sw.unlisted([at("./runtime/pyodide-0.0/a"), RUNTIME_FILES[0]]), [at("./runtime/pyodide-0.0/a")]);
});

test("the new version takes over only when the page asks (the player's Reload)", async () => {
  const sw = worker({});
  sw.listeners.message({ data: "something else" });
  assert.equal(sw.state.skipped, 0);
  sw.listeners.message({ data: "skip-waiting" });
  assert.equal(sw.state.skipped, 1);
});

test("a page that asks which build the worker keeps is told, over its own port", () => {
  const sw = worker({ version: "v9" });
  const said = [];
  sw.listeners.message({ data: "version", ports: [{ postMessage: (data) => said.push(data) }] });
  sw.listeners.message({ data: "version", ports: [] }); // (no port: nothing to answer on)
  assert.deepEqual(said, ["v9"]);
  assert.equal(sw.state.skipped, 0);
});

/** A device with ``sw``'s build installed. */
async function installed(network) {
  const sw = worker({ network });
  await dispatch(sw, "install");
  sw.fetched.length = 0;
  return sw;
}

const request = (path, mode = "cors", method = "GET") => ({ url: at(path), mode, method });

test("a file is answered from this build's copy, the runtime from its own, without the network", async () => {
  const sw = await installed();
  const boot = await dispatch(sw, "fetch", { request: request("./web/boot.js?x=1") });
  assert.equal(await boot.text(), "boot");
  const wasm = await dispatch(sw, "fetch", { request: request("./runtime/pyodide-0.1/pyodide.asm.wasm") });
  assert.equal(await wasm.text(), "wasm");
  assert.deepEqual(sw.fetched, []);
});

test("a file not kept goes to the network", async () => {
  const sw = await installed((url) => (url === "./icon-512.png" ? new Response("icon") : undefined));
  const icon = await dispatch(sw, "fetch", { request: request("./icon-512.png") });
  assert.equal(await icon.text(), "icon");
  assert.deepEqual(sw.fetched.map(([url]) => url), ["./icon-512.png"]);
});

test("a navigation is its language's page, with any query; another path is the index", async () => {
  const sw = await installed();
  const spanish = await dispatch(sw, "fetch", { request: request("./index.es.html?seed=K7QX2M", "navigate") });
  assert.equal(await spanish.text(), PAGES["./index.es.html"]);
  const start = await dispatch(sw, "fetch", { request: request("./?replay=abc", "navigate") });
  assert.equal(await start.text(), SITE["./index.html"]);
  assert.equal(sw.pageOf(new URL(at("index.xx-yy.html"))), "./index.html");
  assert.deepEqual(sw.fetched, []);
});

test("a page missing from the cache comes from the network, else offline the English page", async () => {
  let online = true;
  const sw = await installed(() => (online ? undefined : new Error("offline")));
  await (await sw.caches.open("hashi-v2")).delete("./index.es.html");
  const fresh = await dispatch(sw, "fetch", { request: request("./index.es.html", "navigate") });
  assert.equal(fresh.status, 404); // (this fake site's network has no such page)
  online = false;
  const offline = await dispatch(sw, "fetch", { request: request("./index.es.html", "navigate") });
  assert.equal(await offline.text(), SITE["./index.html"]);
});

test("what the worker leaves to the browser: other methods, other sites, its own script", () => {
  const sw = worker({});
  assert.equal(sw.answerOf(request("./web/boot.js", "cors", "POST")), null);
  assert.equal(sw.answerOf({ url: "https://elsewhere.test/x.js", mode: "cors", method: "GET" }), null);
  assert.equal(sw.answerOf(request("./sw.js")), null);
  assert.deepEqual(sw.answerOf(request("./web/boot.js")), { cacheName: "hashi-v2", page: null });
  assert.deepEqual(sw.answerOf(request("./runtime/pyodide-0.1/x.js")), { cacheName: "hashi-runtime", page: null });
  assert.deepEqual(sw.answerOf(request("./index.pl.html", "navigate")), { cacheName: "hashi-v2", page: "./index.pl.html" });
  let handled = false;
  sw.listeners.fetch({ request: request("./web/boot.js", "cors", "POST"), respondWith: () => (handled = true) });
  assert.equal(handled, false);
});

test("where static routes exist they say the same, its own script always from the network", async () => {
  const sw = worker({});
  let routes = [];
  await dispatch(sw, "install", { addRoutes: async (given) => (routes = given) });
  const shown = routes.map(({ condition, source }) => [
    condition.requestMode || "",
    condition.urlPattern ? `${condition.urlPattern.init.pathname}?${condition.urlPattern.init.search}` : "",
    typeof source === "string" ? source : source.cacheName,
  ]);
  assert.deepEqual(shown, [
    ["", "/hashi/sw.js?*", "network"],
    ["navigate", "/hashi/?", "hashi-v2"], // the start URL, no query: the installed app's
    ["navigate", "", "fetch-event"], // any other page: the handler (a language's page)
    ["", "/hashi/runtime/*?*", "hashi-runtime"],
    ["", "/hashi/*?*", "hashi-v2"],
  ]);
  assert.ok(routes.slice(3).every(({ condition }) => condition.requestMethod === "GET"));
});
