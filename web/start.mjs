// The page's boot: start Python (web/runtime.mjs), unpack our Python packages, run web/main.py.
// The downloads begin as soon as this module runs; boot.js shows the stages and any failure.
import { SITE, startDownloads, startPython, unpack } from "./runtime.mjs";

const boot = globalThis.ecBoot;
const controlled = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
const snapshotMeta = document.querySelector('meta[name="ec-snapshot"]');
const downloads = startDownloads(snapshotMeta && snapshotMeta.content, controlled);
const app = fetch(new URL("app.zip", SITE)).then((response) => {
  if (!response.ok) throw new Error(`app.zip: HTTP ${response.status}`);
  return response.arrayBuffer();
});

try {
  boot.stage("download", "Downloading the game");
  await downloads.snapshot;
  boot.stage("python", "Starting Python");
  const py = await startPython(downloads);
  unpack(py, await app);
  globalThis.ecPython = py;  // web/games.mjs unpacks each game's package into it
  boot.stage("engine", "Loading the rules engine");
  await py.runPythonAsync("import os\nos.chdir('/home/pyodide')\nimport web.main");
} catch (error) {
  boot.fail("Python could not start: {detail}", (error && error.message) || String(error));
  throw error;
}
