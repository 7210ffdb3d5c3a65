// The module PyScript loads as its `interpreter` (see pyscript.toml): the self-hosted Pyodide,
// started from a memory snapshot that `serve.py build` made of the initialised runtime with the
// engine already imported. Restoring it skips Python's start-up and the compiling of our modules:
// the slowest part of booting. If there is no snapshot, or it cannot be used, Pyodide starts the
// ordinary way, so a snapshot problem costs time, never the game.
import * as pyodide from "../vendor/pyodide/pyodide.mjs";

export const version = pyodide.version;

export async function loadPyodide(options = {}) {
  // PyScript derives indexURL from this module's folder; the runtime lives in vendor/pyodide.
  const config = { ...options, indexURL: new URL("../vendor/pyodide/", import.meta.url).href };
  const snapshot = await (globalThis.ecSnapshot || Promise.resolve(null)).catch(() => null);
  if (snapshot) {
    try {
      return await pyodide.loadPyodide({ ...config, _loadSnapshot: snapshot });
    } catch (error) {
      console.warn("Starting without the boot snapshot:", error);
    }
  }
  return pyodide.loadPyodide(config);
}
