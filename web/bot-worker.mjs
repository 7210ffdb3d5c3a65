// A plain module Worker where the bots think, with its own Pyodide, so the page never freezes.
// It needs no SharedArrayBuffer (no cross-origin isolation), so it works on any static host.
// Messages in: {type: "init", snapshot, app} once, then {type: "choose", id, request} where
// request is JSON {game, level, seed, view, legal, budget}. Out: {id, move} or {id, error}.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

let choose = null;

async function snapshotBytes(url) {
  if (!url || typeof DecompressionStream !== "function") return null;
  const response = await fetch(url);
  if (!response.ok) return null;
  const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function start(snapshotUrl, appUrl) {
  const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
  const snapshot = await snapshotBytes(snapshotUrl).catch(() => null);
  let py = null;
  if (snapshot) {
    try {
      py = await loadPyodide({ indexURL, _loadSnapshot: snapshot });
    } catch (error) {
      py = null;
    }
  }
  if (!py) py = await loadPyodide({ indexURL });
  const app = new Uint8Array(await (await fetch(appUrl)).arrayBuffer());
  py.unpackArchive(app, "zip", { extractDir: "/home/pyodide" });
  return py.runPython([
    "import json",
    "from game.bots import get_bot",
    "def ec_choose(request):",
    "    r = json.loads(request)",
    "    bot = get_bot(r['game'], r['level'], seed=r['seed'], **r.get('budget', {}))",
    "    return bot.choose(r['view'], r['legal'])",
    "ec_choose",
  ].join("\n"));
}

self.onmessage = async (event) => {
  const message = event.data || {};
  if (message.type === "init") {
    choose = start(message.snapshot, message.app);
    choose.then(() => postMessage({ type: "ready" }),
                (error) => postMessage({ type: "failed", error: String(error) }));
    return;
  }
  if (message.type === "choose") {
    try {
      const fn = await choose;
      postMessage({ id: message.id, move: fn(message.request) });
    } catch (error) {
      postMessage({ id: message.id, error: String(error && error.message || error) });
    }
  }
};
