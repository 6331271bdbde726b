// Puppeteer for the cross-engine tests (tests/engines/drivers.py): Firefox over
// WebDriver BiDi (no geckodriver), Chromium over its DevTools protocol. One JSON
// command a line on stdin ({"id": n, "op": ..., "args": [...]}), one JSON answer a line
// on stdout ({"id": n, "value": ...} or {"id": n, "error": "..."}); the first command is
// "launch". Commands run one at a time, in order, but "events".
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

let browser;
let page;
// A page whose renderer crashed never answers again: a command given to it fails at once.
let crashed = new Promise(() => null);
const unlessCrashed = (command) => Promise.race([command, crashed]);
// What the page did lately (errors, navigations, a crash), kept for a wait that times out:
// asked with "events", which is answered at once, even while another command hangs.
const events = [];
const note = (kind, text) => {
  events.push(`${(performance.now() / 1000).toFixed(1)} s ${kind}: ${String(text).slice(0, 300)}`);
  if (events.length > 60) events.shift();
};
const watch = (tab) => {
  tab.on("console", (m) => ["error", "warn"].includes(m.type()) && note(`console.${m.type()}`, m.text()));
  tab.on("pageerror", (error) => note("pageerror", error.message));
  tab.on("error", (error) => {
    note("crash", error.message);
    tab.isCrashed = true;
  });
  tab.on("requestfailed", (r) => note("requestfailed", `${r.url()} ${r.failure()?.errorText}`));
  tab.on("framenavigated", (frame) => frame === tab.mainFrame() && note("navigated", frame.url()));
  tab.on("load", () => note("load", tab.url()));
  tab.on("workercreated", (worker) => note("worker started", worker.url()));
  tab.on("workerdestroyed", (worker) => note("worker ended", worker.url()));
};

const ops = {
  async launch(engine, executablePath, args, prefs, width, height) {
    browser = await puppeteer.launch({
      browser: engine === "firefox" ? "firefox" : "chrome",
      executablePath,
      args,
      extraPrefsFirefox: prefs,
      headless: true,
    });
    // The browser's own last words (a renderer's crash is told there, and only there).
    browser.process()?.stderr?.on("data", (chunk) => {
      for (const line of String(chunk).split("\n")) if (line.trim()) note("stderr", line);
    });
    page = await browser.newPage();
    watch(page);
    crashed = new Promise((_, reject) => page.once("error", reject));
    crashed.catch(() => null); // (told by the command it ends)
    if (engine !== "firefox") {
      debug = await page.createCDPSession();
      await debug.send("Debugger.enable");
    }
    page.setDefaultTimeout(180_000); // a slow engine on a busy machine (the tests wait for states)
    await page.setViewport({ width, height });
    return browser.version();
  },
  open: (url) => page.goto(url).then(() => null),
  reload: () => page.reload().then(() => null),
  value: (expression) => unlessCrashed(page.evaluate(`(async () => (${expression}))()`)),
  wait: (condition, seconds) =>
    unlessCrashed(page.waitForFunction(condition, { timeout: seconds * 1000, polling: 100 })).then(
      () => null,
    ),
  click: (x, y) => page.mouse.click(x, y),
  choose: (selector, value) => page.select(selector, value).then(() => null),
  press: (key) => page.keyboard.press(key),
  resize: (width, height) => page.setViewport({ width, height }),
  screenshot: (path) => page.screenshot({ path }).then(() => null),
  close: () => browser.close(),
};
// Where the page's own thread is (Chromium: the debugger, enabled at launch because a
// busy page no longer answers its enabling, pauses there for a moment): the innermost
// frames first, WebAssembly's by their function's index.
let debug = null;
const stack = async () => {
  if (debug === null || page.isCrashed) return [];
  const paused = new Promise((resolve) => debug.once("Debugger.paused", resolve));
  await debug.send("Debugger.pause");
  const where = await Promise.race([paused, new Promise((go) => setTimeout(go, 10_000, null))]);
  if (where === null) return ["(the debugger did not pause in 10 s)"];
  await debug.send("Debugger.resume");
  return where.callFrames
    .slice(0, 30)
    .map((f) => `${f.functionName || "(anonymous)"} ${f.url}:${f.location.lineNumber + 1}`);
};
const immediate = {
  events: async () => events.splice(0),
  stack,
};

const answer = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
// One command at a time, in order (the Python side waits for each answer).
let queue = Promise.resolve();
const commands = createInterface({ input: process.stdin });
// No more commands (the test process ended, however it ended): Puppeteer closes the
// browser as this process exits.
commands.on("close", () => process.exit(0));
commands.on("line", (line) => {
  const { id, op, args } = JSON.parse(line);
  if (op in immediate) {
    immediate[op](...args).then(
      (value) => answer({ id, value }),
      (error) => answer({ id, error: String(error) }),
    );
    return;
  }
  queue = queue.then(async () => {
    try {
      answer({ id, value: (await ops[op](...args)) ?? null });
    } catch (error) {
      answer({ id, error: String(error && error.stack ? error.stack : error) });
    }
    if (op === "close") process.exit(0);
  });
});
