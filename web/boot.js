// Boot-time glue that must run before Python is up: the loading indicator, the error screen,
// the service worker and its "new version" banner. Everything after boot is Python (web/*.py).

const STAGES = ["download", "python", "engine"];

// The boot screen speaks the player's language before Python is up: the saved choice picks a
// catalog from assets/i18n (the same files web/i18n.py reads), and [data-i18n] texts are swapped.
let catalog = {};
const tr = (text) => catalog[text] || text;
try {
  const lang = JSON.parse(localStorage.getItem("ec:settings") || "{}").lang;
  if (lang && lang !== "en" && /^[a-z]{2}$/.test(lang)) {
    document.documentElement.lang = lang;
    fetch(`assets/i18n/${lang}.json`).then((r) => (r.ok ? r.json() : {})).then((data) => {
      catalog = data || {};
      for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = tr(el.textContent);
    }).catch(() => {});
  }
} catch (error) { /* storage refused: English */ }
const bootEl = document.getElementById("boot");
const bar = document.getElementById("boot-bar");
const detail = document.getElementById("boot-detail");
let ready = false;
let failed = false;

function setStage(name, text) {
  if (ready || failed) return;
  const index = STAGES.indexOf(name);
  if (index < 0) return;
  for (const li of bootEl.querySelectorAll("[data-stage]")) {
    const i = STAGES.indexOf(li.dataset.stage);
    li.classList.toggle("done", i < index);
    li.classList.toggle("active", i === index);
  }
  // (a transform, not the width: the compositor animates it without laying out the page)
  bar.style.transform = `scaleX(${(20 + index * 35) / 100})`;
  if (text) detail.textContent = tr(text);
}

function showError(message, detail = "") {
  if (ready || failed) return;
  message = tr(String(message)).replace("{detail}", String(detail));
  failed = true;
  bootEl.hidden = true;
  document.getElementById("boot-error-message").textContent = message;
  document.getElementById("boot-error").hidden = false;
  document.body.setAttribute("data-boot-failed", "");
}

// web/start.mjs and Python (web/main.py, the shell) call these through `window`.
window.ecBoot = {
  stage: setStage,
  fail: showError,
  ready() {
    ready = true;
    window.ecReadyMs = performance.now();  // read by the benchmark (tools/bench.py)
    bootEl.hidden = true;
    registerServiceWorker();
  },
};

document.getElementById("boot-retry").addEventListener("click", () => location.reload());

if (typeof WebAssembly !== "object") {
  showError("This browser cannot run WebAssembly, which the game needs. Please use a recent Chrome, Edge, Firefox or Safari.");
}

// A script that fails to load (a missing runtime file) or an error before Python takes over.
addEventListener("error", (event) => {
  const target = event.target;
  if (target && target !== window && (target.src || target.href)) {
    showError("A file the game needs could not be loaded: {detail}", target.src || target.href);
  }
}, true);
addEventListener("unhandledrejection", (event) => {
  if (!ready) showError("Loading failed: {detail}", event.reason && event.reason.message || event.reason);
});

// Never leave a player staring at a spinner forever.
setTimeout(() => {
  if (!ready) showError("Loading is taking far too long. Check your connection and try again.");
}, 120000);

// -- service worker: offline play and safe updates ----------------------------------------------
function showUpdate(worker) {
  const banner = document.getElementById("update-banner");
  banner.hidden = false;
  document.getElementById("update-reload").onclick = () => {
    worker.postMessage({ type: "SKIP_WAITING" });
  };
}

function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // Only a reload the player asked for: the first install also changes the controller.
    if (document.body.hasAttribute("data-update-requested") && !reloading) {
      reloading = true;
      location.reload();
    }
  });
  navigator.serviceWorker.register("sw.js").then((registration) => {
    const watch = (worker) => {
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) showUpdate(worker);
      });
    };
    if (registration.waiting && navigator.serviceWorker.controller) showUpdate(registration.waiting);
    if (registration.installing) watch(registration.installing);
    registration.addEventListener("updatefound", () => watch(registration.installing));
    // Look for a new deployment when the player comes back to the tab.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") registration.update().catch(() => {});
    });
  }).catch(() => { /* offline support is a bonus; the game still works online */ });
  document.getElementById("update-reload").addEventListener("click", () => {
    document.body.setAttribute("data-update-requested", "");
  });
}
