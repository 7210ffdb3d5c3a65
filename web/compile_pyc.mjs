// Build step (run by serve.py): add to each game's zip the compiled bytecode of its modules, made
// by the pinned Pyodide's own Python, so the page imports them without compiling (a game's first
// opening was mostly compiling). The .pyc files are "unchecked hash-based": Python uses them
// without comparing them with the sources, which stay beside them for tracebacks. (The shell
// needs none: the boot snapshot holds its modules already imported.)
//
//   node web/compile_pyc.mjs PYODIDE_DIR IN_ZIP OUT_ZIP [IN_ZIP OUT_ZIP ...]
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, ...pairs] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const py = await loadPyodide({ indexURL: `${pyodideDir}/` });
const compile = py.runPython(`
import importlib.util, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

HOME = "/home/pyodide/"  # where the page unpacks the zips: the paths tracebacks show

def compile_zip(source, target):
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as dst:
        for info in src.infolist():
            data = src.read(info)
            dst.writestr(info, data)
            if not info.filename.endswith(".py"):
                continue
            code = compile(data, HOME + info.filename, "exec", dont_inherit=True)
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            entry = zipfile.ZipInfo(importlib.util.cache_from_source(info.filename), info.date_time)
            entry.external_attr = info.external_attr
            dst.writestr(entry, bytes(pyc))

compile_zip
`);
for (let i = 0; i < pairs.length; i += 2) {
  py.FS.writeFile("/tmp/in.zip", readFileSync(pairs[i]));
  compile("/tmp/in.zip", "/tmp/out.zip");
  writeFileSync(pairs[i + 1], py.FS.readFile("/tmp/out.zip"));
}
