// Starting Python, in the page (web/start.mjs) and in the bots' Worker (web/bot-worker.mjs): the
// self-hosted Pyodide (vendor/pyodide), restored from the memory snapshot `serve.py build` made of
// the initialised runtime with the shell already imported. Restoring skips Python's start-up and
// the compiling of our modules, the slowest part of booting. If there is no snapshot, or it
// cannot be used, Pyodide starts the ordinary way: a snapshot problem costs time, never the game.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
import "./fetch-decoded.js";

export const SITE = new URL("../", import.meta.url);
const INDEX = new URL("vendor/pyodide/", SITE).href;
const WASM = `${INDEX}pyodide.asm.wasm`;
// Where Pyodide's start-up asks for the WebAssembly: it gets this, and the module compiled below.
const PLACEHOLDER = new Response(null);

/** Start the two big downloads at once: the WebAssembly, compiled while it arrives, and the
 * snapshot's bytes (null when `snapshotPath` is empty or the snapshot cannot be had).
 * `controlled`: this context's fetches go through the service worker. */
export function startDownloads(snapshotPath, controlled) {
  const fetchDecoded = globalThis.ecFetchDecoded;
  const wasm = WebAssembly.compileStreaming(
    fetchDecoded(WASM, "application/wasm", { controlled }));
  wasm.catch(() => {});  // startPython falls back to Pyodide's own download
  const snapshot = !snapshotPath ? Promise.resolve(null)
    : fetchDecoded(new URL(snapshotPath, SITE).href, "application/octet-stream", { controlled })
      .then((response) => (response.ok ? response.arrayBuffer() : null))
      .then((bytes) => (bytes ? new Uint8Array(bytes) : null))
      .catch(() => null);
  return { wasm, snapshot };
}

/** Pyodide, started from the downloads of startDownloads(). */
export async function startPython(downloads) {
  const module = await downloads.wasm.catch(() => null);
  const snapshot = await downloads.snapshot;
  const realFetch = globalThis.fetch;
  const realInstantiate = WebAssembly.instantiateStreaming;
  if (module) {
    globalThis.fetch = (input, init) => (String(input) === WASM
      ? Promise.resolve(PLACEHOLDER) : realFetch.call(globalThis, input, init));
    WebAssembly.instantiateStreaming = async (source, imports) => {
      const response = await source;
      if (response !== PLACEHOLDER) return realInstantiate.call(WebAssembly, response, imports);
      return { instance: await WebAssembly.instantiate(module, imports), module };
    };
  }
  try {
    if (snapshot) {
      try {
        return await loadPyodide({ indexURL: INDEX, _loadSnapshot: snapshot });
      } catch (error) {
        console.warn("Starting without the boot snapshot:", error);
      }
    }
    return await loadPyodide({ indexURL: INDEX });
  } finally {
    globalThis.fetch = realFetch;
    WebAssembly.instantiateStreaming = realInstantiate;
  }
}

/** Unpack a zip of the site's Python (app.zip, a game's games/<id>.zip) where imports find it. */
export function unpack(py, bytes) {
  py.unpackArchive(new Uint8Array(bytes), "zip", { extractDir: "/home/pyodide" });
}
