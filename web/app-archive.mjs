// The engine and the page's modules arrive as app.zip.gz: a gzip of a stored
// zip (build.py), unpacked here into the zip that Python imports from. Shared
// by the page (boot.js) and the computer player's worker (bot-worker.mjs).
// A server that already decoded the gzip (Content-Encoding) hands over the zip.
export async function fetchApp(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`app archive: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const zip = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(zip).arrayBuffer());
}
