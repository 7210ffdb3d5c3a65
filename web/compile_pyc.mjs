// Build step (run by serve.py): add to each zip of the site's Python the compiled bytecode of its
// modules, made by the pinned Pyodide's own Python, so the page imports them without compiling
// (a game's first opening was mostly compiling). The .pyc files are "unchecked hash-based": Python
// uses them without comparing them with the sources, which stay beside them for tracebacks.
//
//   node web/compile_pyc.mjs PYODIDE_DIR IN_ZIP OUT_ZIP MODE [IN_ZIP OUT_ZIP MODE ...]
//
// MODE "all": every module; "page": only those that import `js` (the page's globals), which the
// boot snapshot cannot hold (it holds the others already imported).
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, ...pairs] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const py = await loadPyodide({ indexURL: `${pyodideDir}/` });
const compile = py.runPython(`
import importlib.util, re, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

HOME = "/home/pyodide/"  # where the page unpacks the zips: the paths tracebacks show
PAGE = re.compile(rb"^\s*(from js import|import js\b)", re.M)

def compile_zip(source, target, mode):
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as dst:
        for info in src.infolist():
            data = src.read(info)
            dst.writestr(info, data)
            if not info.filename.endswith(".py") or (mode == "page" and not PAGE.search(data)):
                continue
            code = compile(data, HOME + info.filename, "exec", dont_inherit=True)
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            entry = zipfile.ZipInfo(importlib.util.cache_from_source(info.filename), info.date_time)
            entry.external_attr = info.external_attr
            dst.writestr(entry, bytes(pyc))

compile_zip
`);
for (let i = 0; i < pairs.length; i += 3) {
  py.FS.writeFile("/tmp/in.zip", readFileSync(pairs[i]));
  compile("/tmp/in.zip", "/tmp/out.zip", pairs[i + 2]);
  writeFileSync(pairs[i + 1], py.FS.readFile("/tmp/out.zip"));
}
