// Build step (run by serve.py): start the pinned Pyodide in Node with the site's (trimmed)
// standard library, unpack the app where the page will unpack it (/home/pyodide), import the
// pure-Python modules the page needs at boot, and write the memory snapshot that web/runtime.mjs
// restores in the browser (serve.py compresses it).
//
//   node web/make_snapshot.mjs PYODIDE_DIR STDLIB_ZIP APP_ZIP OUT_FILE MODULE...
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, stdlib, appZip, outFile, ...modules] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
// The page's modules bind `window` and `document` when imported (`from js import window`):
// stand-ins here, which the snapshot records by name and the page's restore swaps for its own.
for (const name of ["window", "document"]) {
  if (!(name in globalThis)) globalThis[name] = {};
}
const py = await loadPyodide({ indexURL: `${pyodideDir}/`, stdLibURL: stdlib, _makeSnapshot: true });
py.unpackArchive(new Uint8Array(readFileSync(appZip)), "zip", { extractDir: "/home/pyodide" });
py.globals.set("ec_modules", py.toPy(modules));
py.runPython([
  "import importlib, os, sys",
  "os.chdir('/home/pyodide')",
  "if '/home/pyodide' not in sys.path: sys.path.insert(0, '/home/pyodide')",
  "for name in ec_modules:",
  "    importlib.import_module(name)",
  "del ec_modules",
  // what the page finds imported when it starts (tests/browser/test_boot.py reads it)
  "import web",
  "web.snapshot_modules = frozenset(sys.modules)",
].join("\n"));
zeroFreeMemory(py);
const snapshot = py.makeMemorySnapshot();
writeFileSync(outFile, snapshot);
console.log(`snapshot: ${snapshot.length} bytes, ${modules.length} modules pre-imported`);

/** Memory that Python has freed still holds its old bytes, which the snapshot would carry (and
 * compress badly). Allocate every free block the heap has, zeroed (calloc), then free them all:
 * the heap's state is the same, its free memory zeros. Never grows the memory (the snapshot
 * would grow with it): an allocation that needed more heap is given back at once, and only sizes
 * that fit below the memory's end are tried. */
function zeroFreeMemory(py) {
  const m = py._module;
  if (!m || typeof m._calloc !== "function" || typeof m._emscripten_get_sbrk_ptr !== "function") {
    return;
  }
  py.runPython("import gc; gc.collect()");
  const heapEnd = () => m.HEAPU32[m._emscripten_get_sbrk_ptr() >> 2];
  const memoryEnd = m.HEAPU8.length;
  const held = [];
  for (let size = 1 << 22; size >= 16; size >>= 1) {
    while (heapEnd() + size + (1 << 20) <= memoryEnd) {
      const before = heapEnd();
      const block = m._calloc(size, 1);
      if (!block) break;
      if (heapEnd() !== before) {  // not free memory: the heap grew for it
        m._free(block);
        break;
      }
      held.push(block);
    }
  }
  for (const block of held) m._free(block);
  if (m.HEAPU8.length !== memoryEnd) throw new Error("zeroing the free memory grew the memory");
}
