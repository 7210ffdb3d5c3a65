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

/** The big downloads a start needs (web/fetch-decoded.js's ecStartDownloads, or `early` when
 * the page's early script began them already): the WebAssembly compiled while it arrives, the
 * standard library, the snapshot's bytes (null when there is none or it cannot be had) and the
 * shell's app.zip. `controlled`: this context's fetches go through the service worker. */
export function startDownloads(snapshotPath, controlled, early = null) {
  const started = early || globalThis.ecStartDownloads(SITE.href, snapshotPath, controlled);
  const wasm = WebAssembly.compileStreaming(started.wasm);
  wasm.catch(() => {});  // startPython falls back to Pyodide's own download
  const snapshot = !started.snapshot ? Promise.resolve(null) : started.snapshot
    .then((response) => (response.ok ? response.arrayBuffer() : null))
    .then((bytes) => (bytes ? unsparse(new Uint8Array(bytes)) : null))
    .catch(() => null);
  const app = started.app.then((response) => {
    if (!response.ok) throw new Error(`app.zip: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  app.catch(() => {});  // whoever awaits it reports the failure
  return { wasm, stdlib: started.stdlib, snapshot, app };
}

/** The snapshot as the build ships it (serve.py, sparse): "ecs1", the whole length, where its
 * delta ends in the memory (see undoDelta), the number of pieces, their offsets and lengths,
 * the pieces; the long runs of zeros between them left out. Null for anything else. */
function unsparse(bytes) {
  const magic = String.fromCharCode(...bytes.subarray(0, 4));
  if (magic !== "ecs1") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const whole = new Uint8Array(view.getUint32(4, true));
  whole.deltaEnd = view.getUint32(8, true);
  const count = view.getUint32(12, true);
  let at = 16 + count * 8;
  for (let i = 0; i < count; i += 1) {
    const offset = view.getUint32(16 + i * 8, true);
    const length = view.getUint32(20 + i * 8, true);
    whole.set(bytes.subarray(at, at + length), offset);
    at += length;
  }
  return whole;
}

/** The build ships the snapshot's memory XORed with the memory a new instance starts with
 * (serve.py, snapshot_delta: mostly zeros, which compress to nothing); XORed again with that
 * memory, before any code of the instance has run, it is whole. Once per snapshot. */
function undoDelta(snapshot, memory) {
  if (snapshot.undone) return;
  snapshot.undone = true;
  const header = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2);
  const start = snapshot.byteOffset + header[1];
  const words = Math.min(memory.buffer.byteLength, snapshot.byteLength - header[1],
                         snapshot.deltaEnd + 3) >> 2;
  const ours = new Uint32Array(snapshot.buffer, start, words);
  const initial = new Uint32Array(memory.buffer, 0, words);
  for (let i = 0; i < words; i += 1) ours[i] ^= initial[i];
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
      const instance = await WebAssembly.instantiate(module, imports);
      if (snapshot) undoDelta(snapshot, instance.exports.memory);
      return { instance, module };
    };
  }
  try {
    if (snapshot && module) {  // (the snapshot is made whole again as the module is instantiated)
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
  const zip = new Uint8Array(bytes);
  if (!writeStoredZip(py.FS, zip, "/home/pyodide")) {
    py.unpackArchive(zip, "zip", { extractDir: "/home/pyodide" });
  }
}

/** Write the files of a zip whose entries are all stored (serve.py builds them so: they are
 * compressed whole for the wire) straight into Pyodide's file system under `root`: Pyodide's own
 * unpacking goes through a temporary file and Python's zipfile, several times slower on a first
 * visit. False, having written nothing, for any other zip (the caller unpacks it the usual way). */
function writeStoredZip(fs, zip, root) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.byteLength - 22;  // the end-of-central-directory record (no zip comment)
  if (end < 0 || view.getUint32(end, true) !== 0x06054b50) return false;
  const decoder = new TextDecoder();
  const files = [];
  let at = view.getUint32(end + 16, true);
  for (let i = view.getUint16(end + 10, true); i > 0; i -= 1) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) return false;
    const size = view.getUint32(at + 20, true);
    const nameEnd = at + 46 + view.getUint16(at + 28, true);
    const name = decoder.decode(zip.subarray(at + 46, nameEnd));
    const local = view.getUint32(at + 42, true);
    if (view.getUint16(at + 10, true) !== 0 || view.getUint32(at + 24, true) !== size
        || name.startsWith("/") || name.split("/").includes("..")
        || local + 30 > end || view.getUint32(local, true) !== 0x04034b50) return false;
    const data = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (data + size > end) return false;
    files.push([name, zip.subarray(data, data + size)]);
    at = nameEnd + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  for (const [name, data] of files) {
    const path = `${root}/${name}`;
    if (name.endsWith("/")) {
      fs.mkdirTree(path);
    } else {
      fs.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      fs.writeFile(path, data);
    }
  }
  return true;
}
