// web/runtime-wasm.mjs: the runtime's wasm compiled as it arrives, handed to the
// instantiateStreaming call given the same response, and only to that one.
import assert from "node:assert/strict";
import { afterEach, test } from "node:test";

import { compileEarly } from "../../web/runtime-wasm.mjs";

// A module exporting answer() -> 42 (type () -> i32).
const WASM = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 127, 3, 2, 1, 0, 7, 10, 1, 6, 97, 110, 115, 119, 101, 114, 0, 0, 10,
  6, 1, 4, 0, 65, 42, 11,
]);
const wasm = () => new Response(WASM, { headers: { "Content-Type": "application/wasm" } });
const { compileStreaming, instantiateStreaming } = WebAssembly;
afterEach(() => {
  Object.assign(WebAssembly, { compileStreaming, instantiateStreaming });
});

/** Counts WebAssembly.compileStreaming's and the original instantiateStreaming's calls. */
function counting() {
  const calls = { compiled: 0, instantiated: 0 };
  WebAssembly.compileStreaming = (...args) => (calls.compiled++, compileStreaming(...args));
  WebAssembly.instantiateStreaming = (...args) => (calls.instantiated++, instantiateStreaming(...args));
  return calls;
}

test("the response fetched early is compiled at once and instantiated from that module", async () => {
  const calls = counting();
  const answer = Promise.resolve(wasm());
  compileEarly(answer);
  await new Promise((resolve) => setTimeout(resolve));
  assert.equal(calls.compiled, 1); // before anyone asks for an instance
  const { module, instance } = await WebAssembly.instantiateStreaming(answer, {});
  assert.equal(instance.exports.answer(), 42);
  assert.ok(module instanceof WebAssembly.Module);
  assert.deepEqual(calls, { compiled: 1, instantiated: 0 });
});

test("any other response, and a second start, go to WebAssembly's own instantiateStreaming", async () => {
  const calls = counting();
  const answer = Promise.resolve(wasm());
  compileEarly(answer);
  const other = await WebAssembly.instantiateStreaming(Promise.resolve(wasm()), {});
  assert.equal(other.instance.exports.answer(), 42);
  assert.equal(calls.instantiated, 1);
  await WebAssembly.instantiateStreaming(answer, {});
  assert.equal(calls.instantiated, 1);
  const again = await WebAssembly.instantiateStreaming(Promise.resolve(wasm()), {});
  assert.equal(again.instance.exports.answer(), 42);
  assert.equal(calls.instantiated, 2);
});

test("a download or a compilation that fails is the instantiation's failure", async () => {
  const lost = Promise.reject(new TypeError("network"));
  compileEarly(lost);
  await assert.rejects(WebAssembly.instantiateStreaming(lost, {}), /network/);
  Object.assign(WebAssembly, { compileStreaming, instantiateStreaming });
  const headers = { "Content-Type": "application/wasm" };
  const broken = Promise.resolve(new Response(new Uint8Array([0, 97, 115, 109, 9]), { headers }));
  compileEarly(broken);
  await assert.rejects(WebAssembly.instantiateStreaming(broken, {}), WebAssembly.CompileError);
});
