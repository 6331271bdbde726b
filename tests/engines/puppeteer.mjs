// Puppeteer for the cross-engine tests (tests/engines/drivers.py): Firefox over
// WebDriver BiDi (no geckodriver), Chromium over its DevTools protocol. One JSON
// command a line on stdin ({"op": ..., "args": [...]}), one JSON answer a line on
// stdout ({"value": ...} or {"error": "..."}); the first command is "launch".
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

let browser;
let page;

const ops = {
  async launch(engine, executablePath, args, prefs, width, height) {
    browser = await puppeteer.launch({
      browser: engine === "firefox" ? "firefox" : "chrome",
      executablePath,
      args,
      extraPrefsFirefox: prefs,
      headless: true,
    });
    page = await browser.newPage();
    page.setDefaultTimeout(180_000); // a slow engine on a busy machine (the tests wait for states)
    await page.setViewport({ width, height });
    return browser.version();
  },
  open: (url) => page.goto(url).then(() => null),
  reload: () => page.reload().then(() => null),
  value: (expression) => page.evaluate(`(async () => (${expression}))()`),
  wait: (condition, seconds) =>
    page.waitForFunction(condition, { timeout: seconds * 1000, polling: 100 }).then(() => null),
  click: (x, y) => page.mouse.click(x, y),
  choose: (selector, value) => page.select(selector, value).then(() => null),
  press: (key) => page.keyboard.press(key),
  resize: (width, height) => page.setViewport({ width, height }),
  screenshot: (path) => page.screenshot({ path }).then(() => null),
  close: () => browser.close(),
};

const answer = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
// One command at a time, in order (the Python side waits for each answer).
let queue = Promise.resolve();
const commands = createInterface({ input: process.stdin });
// No more commands (the test process ended, however it ended): Puppeteer closes the
// browser as this process exits.
commands.on("close", () => process.exit(0));
commands.on("line", (line) => {
  queue = queue.then(async () => {
    const { op, args } = JSON.parse(line);
    try {
      answer({ value: (await ops[op](...args)) ?? null });
    } catch (error) {
      answer({ error: String(error && error.stack ? error.stack : error) });
    }
    if (op === "close") process.exit(0);
  });
});
