// The runtime's WebAssembly (pyodide.asm.wasm, 9.6 MB) compiled as soon as it is
// asked for, instead of when Pyodide instantiates it. Pyodide compiles it only
// once the memory snapshot is there (read from the device and checked, or
// downloaded): in WebKit, whose JavaScriptCore keeps no compiled code between
// visits, compiling is most of a start from the snapshot, and doing it while
// the snapshot is read or downloaded takes it off the start's path. Shared by
// the page (boot.js) and the computer player's worker (bot-worker.mjs).

/**
 * Compiles the response ``answer`` (a promise of it, fetched by the caller) at
 * once, and hands that module to the ``WebAssembly.instantiateStreaming`` call
 * that is given this same response (Pyodide's, its fetch having been answered
 * with ``answer``); any other call is WebAssembly's own. A failure to download
 * or compile is that call's failure, as it would have been.
 */
export function compileEarly(answer) {
  const compiled = answer.then((response) => WebAssembly.compileStreaming(response));
  compiled.catch(() => {}); // met by the call that takes it
  const instantiate = WebAssembly.instantiateStreaming;
  let taken = false;
  WebAssembly.instantiateStreaming = async function (source, imports) {
    const response = await source;
    if (taken || response !== (await answer.catch(() => null))) return instantiate.call(this, response, imports);
    taken = true; // (a second start fetches and compiles anew)
    const module = await compiled;
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
}
