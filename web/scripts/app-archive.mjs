// The engine and the page's modules arrive as app.zip.gz: a gzip of a stored
// zip (build.py), unpacked here into the zip that Python imports from. Shared
// by the page (boot.js) and the computer player's worker (bot-worker.mjs).
// A server that already decoded the gzip (Content-Encoding) hands over the zip.
//
// Given the zip's SHA-256 (build.py puts it in boot.js), a copy that does not
// match (cut short, damaged, kept so by a cache) is fetched once more past the
// HTTP cache, and never used: the start fails instead, and says so.
export async function fetchApp(url, wanted = null) {
  let failure = null;
  for (const cache of ["default", "reload"]) {
    try {
      const response = await fetch(url, { cache });
      if (!response.ok) throw new Error(`app archive: ${response.status}`);
      const zip = await unpacked(new Uint8Array(await response.arrayBuffer()));
      if (!wanted || !self.crypto?.subtle || (await sha256(zip)) === wanted) return zip;
      failure = new Error("app archive: damaged");
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

// ``bytes`` unpacked when they are a gzip: a file's content, as build.py hashes it.
export async function unpacked(bytes) {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const zip = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(zip).arrayBuffer());
}

// The SHA-256 of ``bytes`` in hex, as build.py writes it.
export async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
