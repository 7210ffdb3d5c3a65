// The page's side of the bot Worker (web/bot-worker.mjs). Python calls
// `ecBots.choose(requestJson)` and awaits the move; if Workers are unavailable or the worker
// fails, the promise rejects and Python falls back to thinking on the main thread with a small
// budget, so a game never hangs.
const pending = new Map();
let worker = null;
let broken = false;
let nextId = 1;

function failAll(reason) {
  broken = true;
  for (const { reject } of pending.values()) reject(new Error(reason));
  pending.clear();
  if (worker) worker.terminate();
  worker = null;
}

function ensureWorker() {
  if (worker || broken) return worker;
  if (typeof Worker !== "function") {
    broken = true;
    return null;
  }
  try {
    worker = new Worker(new URL("./bot-worker.mjs", import.meta.url), { type: "module" });
  } catch (error) {
    broken = true;
    return null;
  }
  worker.onmessage = (event) => {
    const data = event.data || {};
    if (data.type === "failed") return failAll(`the bot worker could not start: ${data.error}`);
    const entry = pending.get(data.id);
    if (!entry) return;
    pending.delete(data.id);
    if (data.error) entry.reject(new Error(data.error));
    else {
      globalThis.ecBots.answered += 1;
      entry.resolve(data.move);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failAll("the bot worker stopped");
  };
  const meta = document.querySelector('meta[name="ec-snapshot"]');
  worker.postMessage({
    type: "init",
    snapshot: meta ? new URL(meta.content, location.href).href : null,
    controlled: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
  });
  return worker;
}

globalThis.ecBots = {
  answered: 0,  // moves the worker has chosen (tests read it)
  // Start the worker ahead of need (e.g. when a game with bots opens).
  warm() { ensureWorker(); },
  available() { return !broken && typeof Worker === "function"; },
  choose(request, timeoutMs = 60000) {
    const w = ensureWorker();
    if (!w) return Promise.reject(new Error("Workers are not available"));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.postMessage({ type: "choose", id, request });
      setTimeout(() => {
        if (pending.has(id)) {
          pending.delete(id);
          reject(new Error("the bot took too long"));
        }
      }, timeoutMs);
    });
  },
};
