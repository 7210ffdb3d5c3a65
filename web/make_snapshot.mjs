// Build step (run by serve.py): start the pinned Pyodide in Node, unpack the app where the page
// will unpack it (/home/pyodide), import the pure-Python modules the page needs at boot, and
// write a gzip-compressed memory snapshot that web/pyodide-loader.mjs restores in the browser.
//
//   node web/make_snapshot.mjs PYODIDE_DIR APP_ZIP OUT_FILE MODULE...
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const [pyodideDir, appZip, outFile, ...modules] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const py = await loadPyodide({ indexURL: `${pyodideDir}/`, _makeSnapshot: true });
py.unpackArchive(new Uint8Array(readFileSync(appZip)), "zip", { extractDir: "/home/pyodide" });
py.globals.set("ec_modules", py.toPy(modules));
py.runPython("import importlib\nfor name in ec_modules:\n    importlib.import_module(name)\ndel ec_modules");
const snapshot = py.makeMemorySnapshot();
writeFileSync(outFile, gzipSync(snapshot, { level: 9 }));
console.log(`snapshot: ${snapshot.length} bytes, ${modules.length} modules pre-imported`);
