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
const STDLIB = `${INDEX}python_stdlib.zip`;
// Where Pyodide's start-up asks for the WebAssembly: it gets this, and the module compiled below.
const PLACEHOLDER = new Response(null);

/** A file of the site (a path from its root) as plain bytes, however the host compresses it
 * (web/fetch-decoded.js). `controlled`: this context's fetches go through the service worker. */
export function fetchSite(path, type, controlled) {
  return globalThis.ecFetchDecoded(new URL(path, SITE).href, type, { controlled });
}

/** Start the big downloads at once: the WebAssembly, compiled while it arrives, the standard
 * library and the snapshot's bytes (null when `snapshotPath` is empty or the snapshot cannot be
 * had). `controlled`: this context's fetches go through the service worker. */
export function startDownloads(snapshotPath, controlled) {
  const fetchDecoded = globalThis.ecFetchDecoded;
  const wasm = WebAssembly.compileStreaming(
    fetchDecoded(WASM, "application/wasm", { controlled }));
  const stdlib = fetchDecoded(STDLIB, "application/zip", { controlled });
  stdlib.catch(() => {});  // Pyodide asks again and reports the failure
  wasm.catch(() => {});  // startPython falls back to Pyodide's own download
  const snapshot = !snapshotPath ? Promise.resolve(null)
    : fetchDecoded(new URL(snapshotPath, SITE).href, "application/octet-stream", { controlled })
      .then((response) => (response.ok ? response.arrayBuffer() : null))
      .then((bytes) => (bytes ? new Uint8Array(bytes) : null))
      .catch(() => null);
  return { wasm, stdlib, snapshot };
}

/** Pyodide, started from the downloads of startDownloads(). */
export async function startPython(downloads) {
  const module = await downloads.wasm.catch(() => null);
  const snapshot = await downloads.snapshot;
  const realFetch = globalThis.fetch;
  const realInstantiate = WebAssembly.instantiateStreaming;
  // Pyodide's start-up fetches the standard library and the WebAssembly itself: it gets the
  // downloads already under way (the library once: a second start fetches it again).
  let stdlib = downloads.stdlib;
  globalThis.fetch = (input, init) => {
    const url = String(input);
    if (url === STDLIB && stdlib) {
      const response = stdlib;
      stdlib = null;
      return response;
    }
    if (url === WASM && module) return Promise.resolve(PLACEHOLDER);
    return realFetch.call(globalThis, input, init);
  };
  if (module) {
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
