// A plain module Worker where the bots think, with its own Pyodide, so the page never freezes.
// It needs no SharedArrayBuffer (no cross-origin isolation), so it works on any static host. It
// starts like the page (web/runtime.mjs), from the same files: through the service worker's cache
// when the page is controlled, else from the HTTP cache the page's boot filled.
// Messages in: {type: "init", snapshot, controlled} once, then {type: "choose", id, request}
// where request is JSON {game, level, seed, view, legal, budget}. Out: {id, move} or {id, error}.
import { fetchSite, startDownloads, startPython, unpack } from "./runtime.mjs";

let started = null;  // {py, choose}
const games = new Map();  // game id → the promise of its package unpacked here

let controlled = false;  // the page's fetches go through the service worker (so do ours)

async function start(snapshotUrl) {
  const downloads = startDownloads(snapshotUrl, controlled);
  const py = await startPython(downloads);
  unpack(py, await downloads.app);
  const choose = py.runPython([
    "import json",
    "from game.bots import get_bot",
    "def ec_choose(request):",
    "    r = json.loads(request)",
    "    bot = get_bot(r['game'], r['level'], seed=r['seed'], **r.get('budget', {}))",
    "    return bot.choose(r['view'], r['legal'])",
    "ec_choose",
  ].join("\n"));
  return { py, choose };
}

// A game's package (games/<id>.zip, as the page loads it: web/games.py), once per game. A game
// without one (its package already in app.zip) needs nothing.
function ensureGame(py, gameId) {
  if (!games.has(gameId)) {
    games.set(gameId, (async () => {
      if (!/^[a-z0-9_]+$/.test(gameId)) return;
      const response = await fetchSite(`games/${gameId}.zip`, "application/zip", controlled);
      if (!response.ok) return;
      unpack(py, await response.arrayBuffer());
      py.runPython("from game.core.registry import refresh\nrefresh()");
    })());
  }
  return games.get(gameId);
}

self.onmessage = async (event) => {
  const message = event.data || {};
  if (message.type === "init") {
    controlled = Boolean(message.controlled);
    started = start(message.snapshot);
    started.then(() => postMessage({ type: "ready" }),
                 (error) => postMessage({ type: "failed", error: String(error) }));
    return;
  }
  if (message.type === "choose") {
    try {
      const { py, choose } = await started;
      await ensureGame(py, String(JSON.parse(message.request).game));
      postMessage({ id: message.id, move: choose(message.request) });
    } catch (error) {
      postMessage({ id: message.id, error: String(error && error.message || error) });
    }
  }
};
