// The page's boot: start Python (web/runtime.mjs), unpack our Python packages, run web/main.py.
// The downloads began in web/fetch-decoded.js; boot.js shows the stages and any failure. The
// performance marks (ec:*) time the stages for the benchmark (tools/bench.py).
import { startDownloads, startPython, unpack } from "./runtime.mjs";

const boot = globalThis.ecBoot;
const controlled = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
const snapshotMeta = document.querySelector('meta[name="ec-snapshot"]');
// (begun by web/fetch-decoded.js as soon as the page's head was read, where it could be)
const downloads = startDownloads(snapshotMeta && snapshotMeta.content, controlled,
                                 globalThis.ecEarlyDownloads);

try {
  boot.stage("download", "Downloading the game");
  await downloads.snapshot;
  performance.mark("ec:downloaded");
  boot.stage("python", "Starting Python");
  const py = await startPython(downloads);
  performance.mark("ec:python-started");
  unpack(py, await downloads.app);
  performance.mark("ec:unpacked");
  globalThis.ecPython = py;
  globalThis.ecUnpack = (bytes) => unpack(py, bytes);  // each game's package (web/games.py)
  boot.stage("engine", "Loading the rules engine");
  await py.runPythonAsync("import os\nos.chdir('/home/pyodide')\nimport web.main");
} catch (error) {
  boot.fail("Python could not start: {detail}", (error && error.message) || String(error));
  throw error;
}
