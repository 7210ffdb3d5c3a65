// The plain bytes of one of the site's big files (the WebAssembly runtime, the boot snapshot),
// whatever the host does about compression. `serve.py build` writes a `.gz` (and a `.br`) beside
// each; a host that compresses (or serves those files with Content-Encoding) sends the plain URL
// compressed and the browser decodes it; a host that compresses nothing would send it whole, so
// the `.gz` is fetched instead and decoded here. The service worker keeps plain bytes under the
// plain URL, so a page it controls reads them from that cache.
//
// Loaded three ways, so it is a plain script: by the page as an async <script data-early>,
// which starts the boot's big downloads at once (before the page's modules have loaded: on a
// phone that is a few round trips sooner), with `import` by web/runtime.mjs (the page and the
// bots' Worker) and with importScripts() by sw.js.
(function () {
  // fetchDecoded(url, type, {controlled, init}) → a Response with the plain bytes of `url` and
  // Content-Type `type`. controlled: the caller's fetches go through the service worker.
  // The plain URL is asked for at once: a host that compresses answers it encoded (the browser
  // decodes it), and its header says so. Only a host that sends it as it is costs a second
  // request: that answer is dropped at its headers and the `.gz`, a third of the size, is fetched
  // instead. (Asking first with HEAD cost every host a round trip before any byte.)
  globalThis.ecFetchDecoded = async function fetchDecoded(url, type, options = {}) {
    const init = options.init || {};
    if (options.controlled) {
      // Straight from the service worker's cache: asking the worker for it costs a hop through
      // its thread, busy with the page's other files. (Caches are searched oldest first: while a
      // new version installs, that is still the one this page's worker serves.)
      const hit = typeof caches === "object" ? await caches.match(url).catch(() => null) : null;
      return hit || fetch(url, init);
    }
    if (typeof DecompressionStream !== "function") return fetch(url, init);
    const direct = await fetch(url, init);
    if (!direct.ok || direct.headers.get("Content-Encoding")) return direct;
    if (direct.body) direct.body.cancel().catch(() => {});
    const packed = await fetch(`${url}.gz`, init).catch(() => null);
    if (!packed || !packed.ok) return fetch(url, init);  // no .gz here after all: the plain file
    // A host that labels .gz files with Content-Encoding has had the browser decode them already.
    const body = packed.headers.get("Content-Encoding")
      ? packed.body : packed.body.pipeThrough(new DecompressionStream("gzip"));
    return new Response(body, { headers: { "Content-Type": type } });
  };

  // The big files a Python start needs, fetched at once (responses with their plain bytes):
  // the WebAssembly, the standard library, the snapshot (when `snapshot` names it) and app.zip.
  // `site`: the site's root URL.
  globalThis.ecStartDownloads = function startDownloads(site, snapshot, controlled) {
    const get = (path, type) => {
      const response = globalThis.ecFetchDecoded(new URL(path, site).href, type, { controlled });
      response.catch(() => {});  // whoever awaits it reports the failure
      return response;
    };
    return {
      controlled,
      wasm: get("vendor/pyodide/pyodide.asm.wasm", "application/wasm"),
      stdlib: get("vendor/pyodide/python_stdlib.zip", "application/zip"),
      snapshot: snapshot ? get(snapshot, "application/octet-stream") : null,
      app: get("app.zip", "application/zip"),
    };
  };

  const script = typeof document === "object" ? document.currentScript : null;
  if (script && "early" in script.dataset) {
    const meta = document.querySelector('meta[name="ec-snapshot"]');
    globalThis.ecEarlyDownloads = globalThis.ecStartDownloads(
      new URL("..", script.src).href, meta && meta.content,
      Boolean(navigator.serviceWorker && navigator.serviceWorker.controller));
  }
})();
