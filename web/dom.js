// Turns the node trees that web/dom.py describes into DOM, in one call from Python.
// A node is a string (always a text node, never parsed as HTML) or [tag, attributes|null,
// [children]]. Rendering patches the existing DOM in place: nodes whose tag matches are kept and
// only changed attributes and texts are written, so a click re-lays out only what changed and
// keyboard focus stays where it was. A node that cannot be kept is rebuilt; if it had the focus,
// the element with the same data-focus key (else the first [data-autofocus]) takes it.
const SVG = "http://www.w3.org/2000/svg";

function build(spec, svg) {
  if (typeof spec === "string") return document.createTextNode(spec);
  const [tag, attrs, children] = spec;
  const inSvg = svg || tag === "svg";
  const el = inSvg ? document.createElementNS(SVG, tag) : document.createElement(tag);
  if (attrs) {
    for (const name in attrs) {
      const value = attrs[name];
      if (value !== null && value !== false) el.setAttribute(name, value === true ? "" : String(value));
    }
  }
  if (children) for (const child of children) el.appendChild(build(child, inSvg));
  return el;
}

function sameKind(node, spec) {
  if (typeof spec === "string") return node.nodeType === Node.TEXT_NODE;
  return node.nodeType === Node.ELEMENT_NODE && node.localName === spec[0];
}

function update(node, spec, svg) {
  if (typeof spec === "string") {
    if (node.data !== spec) node.data = spec;
    return;
  }
  const [tag, attrs, children] = spec;
  const wanted = {};
  if (attrs) {
    for (const name in attrs) {
      const value = attrs[name];
      if (value !== null && value !== false) wanted[name] = value === true ? "" : String(value);
    }
  }
  for (const attr of Array.from(node.attributes)) {
    if (!(attr.name in wanted)) node.removeAttribute(attr.name);
  }
  for (const name in wanted) {
    if (node.getAttribute(name) !== wanted[name]) node.setAttribute(name, wanted[name]);
  }
  patch(node, children || [], svg || tag === "svg");
}

function patch(parent, specs, svg) {
  const nodes = parent.childNodes;
  for (let i = 0; i < specs.length; i++) {
    const node = nodes[i];
    if (node && sameKind(node, specs[i])) update(node, specs[i], svg);
    else if (node) parent.replaceChild(build(specs[i], svg), node);
    else parent.appendChild(build(specs[i], svg));
  }
  while (nodes.length > specs.length) parent.removeChild(parent.lastChild);
}

// The data-follow boxes the player has scrolled up in (to read older entries).
const readUp = new WeakSet();
document.addEventListener("scroll", (event) => {
  const box = event.target;
  if (!(box instanceof Element) || !box.dataset.follow || box.clientHeight === 0) return;
  if (box.scrollHeight - box.scrollTop - box.clientHeight > 8) readUp.add(box);
  else readUp.delete(box);
}, { capture: true, passive: true });
// The scroll box of an element inside the page (not the page itself): its nearest ancestor that
// scrolls, or null.
function scrollBox(el) {
  for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
    const style = getComputedStyle(box);
    if (/(auto|scroll)/.test(style.overflowY) && box.scrollHeight > box.clientHeight) return box;
  }
  return null;
}

// The decision pane stays within the screen (assets/style.css): --decision-top is where it
// starts now (a wide screen's pane starts below the table's bar and sticks to the top when the
// page scrolls), so its bottom, "Since your last turn" included, is never cut off. Opened above
// a phone's decision bar, that list may use the room above the bar, never more (--since-room).
let fitting = 0;
function fitSummary() {
  const html = document.documentElement;
  if (html.dataset.styles === "loading") return;  // not laid out yet: measured once it is
  const pane = document.querySelector(".table-game [data-pane=decision]");
  // (a pane below the screen's bottom, as under an end screen's chart, sticks to the top when
  // the page scrolls to it)
  const box = pane ? pane.getBoundingClientRect() : null;
  const top = box && box.top < innerHeight ? Math.max(0, Math.round(box.top)) : 0;
  if (pane && html.style.getPropertyValue("--decision-top") !== `${top}px`) {
    html.style.setProperty("--decision-top", `${top}px`);
  }
  const since = pane ? pane.querySelector(".since") : null;
  const room = since ? since.getBoundingClientRect().top : 0;
  if (room > 0) html.style.setProperty("--since-room", `${Math.floor(room)}px`);
}
function fitSoon() {
  if (!fitting) {
    fitting = requestAnimationFrame(() => {
      fitting = 0;
      if (pressing) refit = true;  // after the release (below)
      else fitSummary();
    });
  }
}
// Nothing moves the page while a pointer is down: a press and its release must land on the same
// element, or the click is lost. A reveal then is dropped (the player is at the decision already),
// a re-fit waits for the release.
let pressing = false;
let refit = false;
document.addEventListener("pointerdown", (event) => { if (event.isPrimary) pressing = true; }, true);
for (const type of ["pointerup", "pointercancel"]) {
  document.addEventListener(type, () => {
    pressing = false;
    if (refit) { refit = false; fitSoon(); }
  }, true);
}
addEventListener("resize", fitSoon, { passive: true });
addEventListener("scroll", fitSoon, { passive: true });

// A box that gets its height later (the page revealed after boot, a tab shown) scrolls to its
// newest entry then, unless the player had scrolled up in it.
const watched = new WeakSet();
const resized = new ResizeObserver((entries) => {
  for (const { target: box } of entries) {
    if (!readUp.has(box)) box.scrollTop = box.scrollHeight;
  }
});

// -- motion (web/gameui.py, "Motion") ----------------------------------------------------------
// What a table marks is animated between two renders, transform and opacity only, never in the
// way of input: data-flip="<key>" glides from where the element with that key was to where it is
// (FLIP: first, last, invert, play), a new data-flip-from="<key>" element glides in from where
// the data-flip="<key>" element was, a data-pop element whose text changed pops. None when the
// player turned animations off (html[data-motion=off], set by Python before each render) or the
// device asks for reduced motion.
const MOTION_MS = 320;
const EASING = "cubic-bezier(.2, .7, .3, 1)";
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
const motion = new Set(); // the animations running now

function motionWanted() {
  return !reducedMotion.matches && document.documentElement.dataset.motion !== "off";
}

function shownBox(el) {
  const box = el.getBoundingClientRect();
  return box.width > 0 || box.height > 0 ? box : null; // (a hidden pane's elements have none)
}

// Where the marked elements are before a render (null: nothing to animate).
function motionBefore(target) {
  if (!motionWanted() || !target.querySelector("[data-flip], [data-flip-from], [data-pop]")) return null;
  const boxes = new Map();
  for (const el of target.querySelectorAll("[data-flip]")) {
    const box = shownBox(el);
    if (box && !boxes.has(el.dataset.flip)) boxes.set(el.dataset.flip, box);
  }
  const from = new Map();
  for (const el of target.querySelectorAll("[data-flip-from]")) from.set(el, el.dataset.flipFrom);
  const texts = new Map();
  for (const el of target.querySelectorAll("[data-pop]")) texts.set(el.dataset.pop || el, el.textContent);
  return { boxes, from, texts };
}

function play(el, frames, id) {
  for (const old of el.getAnimations()) if (String(old.id).startsWith("ec-")) old.cancel();
  const animation = el.animate(frames, { duration: MOTION_MS, easing: EASING, id });
  motion.add(animation);
  const done = () => motion.delete(animation);
  animation.finished.then(done, done);
}

function glide(el, from, id) {
  const to = shownBox(el);
  if (!to) return false;
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return false;
  const sx = to.width ? from.width / to.width : 1;
  const sy = to.height ? from.height / to.height : 1;
  const scale = Math.abs(sx - 1) > 0.05 || Math.abs(sy - 1) > 0.05 ? ` scale(${sx}, ${sy})` : "";
  play(el, [{ transform: `translate(${dx}px, ${dy}px)${scale}`, transformOrigin: "0 0" },
    { transform: "none", transformOrigin: "0 0" }], id);
  return true;
}

function motionAfter(target, before) {
  if (!before || !motionWanted()) return;
  const moved = new Set();
  for (const el of target.querySelectorAll("[data-flip]")) {
    const from = before.boxes.get(el.dataset.flip);
    if (from && glide(el, from, "ec-flip")) moved.add(el);
  }
  for (const el of target.querySelectorAll("[data-flip-from]")) {
    if (moved.has(el) || before.from.get(el) === el.dataset.flipFrom) continue; // not new
    if (el.dataset.flip && before.boxes.has(el.dataset.flip)) continue; // it was here already
    const from = before.boxes.get(el.dataset.flipFrom);
    if (from && !glide(el, from, "ec-flip-from")) {
      play(el, [{ opacity: 0 }, { opacity: 1 }], "ec-flip-from");
    }
  }
  for (const el of target.querySelectorAll("[data-pop]")) {
    const was = before.texts.get(el.dataset.pop || el);
    if (was !== undefined && was !== el.textContent && shownBox(el)) {
      play(el, [{ transform: "scale(1)", opacity: 1 }, { transform: "scale(1.35)", opacity: 0.6 },
        { transform: "scale(1)", opacity: 1 }], "ec-pop");
    }
  }
}

// -- long press on a touch screen: the card, never the move ----------------------------------
// A finger held still on a data-card element for LONG_PRESS_MS shows its card (an "ec:card"
// event, which web/shell/table.py handles like a hover) and the click its release makes is
// swallowed: a move is played by a short tap only.
const LONG_PRESS_MS = 500;
let press = null;
let swallowPressClick = false;

document.addEventListener("pointerdown", (event) => {
  press = null;
  swallowPressClick = false;
  if (event.pointerType !== "touch" || !event.isPrimary) return;
  const el = event.target.closest ? event.target.closest("[data-card]") : null;
  if (!el) return;
  const held = { el, x: event.clientX, y: event.clientY, id: event.pointerId, long: false };
  held.timer = setTimeout(() => {
    held.long = true;
    el.dispatchEvent(new CustomEvent("ec:card", { bubbles: true }));
  }, LONG_PRESS_MS);
  press = held;
}, true);

document.addEventListener("pointermove", (event) => {
  if (press && event.pointerId === press.id && !press.long
      && Math.hypot(event.clientX - press.x, event.clientY - press.y) > 10) {
    clearTimeout(press.timer); // a scroll or a drag, not a press
    press = null;
  }
}, true);

function endPress(event) {
  if (!press || event.pointerId !== press.id) return;
  clearTimeout(press.timer);
  if (press.long && event.type === "pointerup") {
    swallowPressClick = true; // the click this release makes
    setTimeout(() => { swallowPressClick = false; }, 800);
  }
  press = null;
}
document.addEventListener("pointerup", endPress, true);
document.addEventListener("pointercancel", endPress, true);

window.addEventListener("click", (event) => {
  if (!swallowPressClick) return;
  swallowPressClick = false;
  event.stopPropagation();
  event.preventDefault();
}, true);

// -- "your turn": the tab's title and a badge on its icon, a short sound ------------------------
let baseTitle = null;
let baseIcons = null;
let badgeUrl = null;

function drawBadge() {
  if (badgeUrl) return Promise.resolve(badgeUrl);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 64;
      const g = canvas.getContext("2d");
      g.drawImage(image, 0, 0, 64, 64);
      g.beginPath();
      g.arc(46, 18, 16, 0, 2 * Math.PI);
      g.fillStyle = "#c23b22";
      g.fill();
      g.lineWidth = 5;
      g.strokeStyle = "#ffffff";
      g.stroke();
      badgeUrl = canvas.toDataURL("image/png");
      resolve(badgeUrl);
    };
    // the tab's own icon, drawn crisp at 64 px (else its 32 px picture), nothing downloaded
    image.onerror = () => {
      if (image.src.endsWith(".svg")) image.src = "assets/icons/favicon-32.png";
      else resolve(null);
    };
    image.src = "assets/icons/favicon.svg";
  });
}

function chime() {
  const Context = globalThis.AudioContext || globalThis.webkitAudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const gain = audio.createGain();
    gain.connect(audio.destination);
    const start = audio.currentTime;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.15, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
    for (const [freq, at] of [[660, 0], [880, 0.12]]) {
      const tone = audio.createOscillator();
      tone.type = "sine";
      tone.frequency.value = freq;
      tone.connect(gain);
      tone.start(start + at);
      tone.stop(start + 0.45);
    }
    setTimeout(() => audio.close().catch(() => {}), 800);
  } catch (error) { /* no sound is no harm */ }
}

function clearSignal() {
  if (baseTitle === null) return;
  document.title = baseTitle;
  for (const [link, href] of baseIcons) link.setAttribute("href", href);
  baseTitle = baseIcons = null;
}
window.addEventListener("focus", clearSignal);

globalThis.ecDom = {
  // The human at the device has a decision after others moved (text: "Your turn", translated):
  // the tab's title and icon say so until they act (Python calls this with null) or come back
  // to the page; ``sound`` plays a short chime (a preference, off by default).
  turnSignal(text, sound) {
    clearSignal();
    if (!text) return;
    baseTitle = document.title;
    baseIcons = Array.from(document.querySelectorAll("link[rel=icon]"), (l) => [l, l.getAttribute("href")]);
    document.title = `● ${text} — ${baseTitle}`;
    const icons = baseIcons;
    drawBadge().then((url) => {
      if (url && baseIcons === icons) for (const [link] of icons) link.setAttribute("href", url);
    });
    if (sound) chime();
  },

  // Resolves when the animations running now have finished (the bots wait for it before their
  // next move, so each one is seen); at most a second.
  settled() {
    const running = Array.from(motion, (a) => a.finished.catch(() => {}));
    if (!running.length) return Promise.resolve();
    return Promise.race([Promise.all(running), new Promise((r) => setTimeout(r, 1000))]);
  },

  // "Skip animations": every running one jumps to its end.
  finishMotion() {
    for (const animation of Array.from(motion)) {
      try { animation.finish(); } catch (error) { animation.cancel(); }
    }
  },

  // A new decision is shown: what it is about comes into view. The panes' own scroll boxes (a
  // phone's) show their first highlighted element; a page scrolled past the player's own board
  // goes back to it when the decision is on that board. Nothing else moves the page.
  reveal() {
    requestAnimationFrame(() => {
      if (document.documentElement.dataset.styles === "loading") return;  // done once styled
      if (pressing) return;  // the player is already at it: the page stays where they pressed
      for (const pane of document.querySelectorAll(".table-game [data-pane]:not([data-pane=decision])")) {
        const legal = Array.from(pane.querySelectorAll(".legal, [data-drag], [data-drop]")).find(shownBox);
        if (!legal) continue;
        const box = scrollBox(legal);
        if (!box) continue;
        const outer = box.getBoundingClientRect();
        const inner = legal.getBoundingClientRect();
        if (inner.top < outer.top || inner.bottom > outer.bottom) {
          box.scrollTop += inner.top - outer.top - Math.max(0, (outer.height - inner.height) / 2);
        }
        // (a box that scrolls sideways too, as a phone's map: the element comes into view)
        if (inner.left < outer.left || inner.right > outer.right) {
          box.scrollLeft += inner.left - outer.left - Math.max(0, (outer.width - inner.width) / 2);
        }
      }
      // a decision on the player's own board: the page shows that board
      const mine = document.querySelector(".table-game [data-pane=me]");
      const top = mine && mine.querySelector(".legal, [data-drag], [data-drop]") ? shownBox(mine) : null;
      if (top && top.top < 0) window.scrollTo(0, Math.max(0, window.scrollY + top.top - 8));
      fitSummary();
    });
  },

  render(target, json) {
    const active = document.activeElement;
    const key = active && active.dataset ? active.dataset.focus : undefined;
    // Scroll boxes marked data-follow (the game log) keep showing their newest entry, unless
    // the player has scrolled up to read older ones.
    // Whether a box was scrolled up is remembered from the player's own scrolling (readUp), not
    // from its geometry: a box rendered while hidden (a phone tab, behind the pass screen) has no
    // height and would otherwise count as "scrolled up" for ever.
    const following = new Set();
    for (const box of target.querySelectorAll("[data-follow]")) {
      if (readUp.has(box)) following.add(box);
    }
    const before = motionBefore(target);
    patch(target, JSON.parse(json), target instanceof SVGElement);
    motionAfter(target, before);
    fitSummary();
    for (const box of target.querySelectorAll("[data-follow]")) {
      if (!following.has(box)) box.scrollTop = box.scrollHeight;
      if (!watched.has(box)) { watched.add(box); resized.observe(box); }
    }
    if (active && active !== document.body && !document.body.contains(active)) {
      let next = key ? target.querySelector(`[data-focus="${CSS.escape(key)}"]`) : null;
      if (!next) next = target.querySelector("[data-autofocus]");
      if (next) next.focus({ preventScroll: true });
    }
  },

  // A game's own stylesheet (web/gameui.py GameUI.stylesheet), linked after the shell's the
  // first time its table is shown and switched on again when it returns; any other game's is
  // switched off. Until it has loaded the table stays hidden (html[data-styles=loading] in
  // assets/style.css), never drawn unstyled, and "ec:styles" is dispatched on the document.
  linkStyles(href) {
    const html = document.documentElement;
    let link = null;
    for (const other of document.querySelectorAll("link[data-game-styles]")) {
      if (other.getAttribute("href") === href) link = other;
      else other.disabled = true;
    }
    if (link) {
      link.disabled = false;
      return;
    }
    link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.gameStyles = "";
    link.dataset.loading = "";
    html.dataset.styles = "loading";
    const done = () => {
      delete link.dataset.loading;
      // (another game's stylesheet may still be on its way)
      if (!document.querySelector("link[data-game-styles][data-loading]")) delete html.dataset.styles;
      if (!html.dataset.styles) globalThis.ecDom.reveal();  // laid out at last: measure now
      document.dispatchEvent(new Event("ec:styles"));
    };
    link.addEventListener("load", done, { once: true });
    link.addEventListener("error", done, { once: true });
    document.head.appendChild(link);
  },

  stylesLoading() {
    return document.documentElement.dataset.styles === "loading";
  },
};

// Drag and drop as taps, for mouse, pen and touch alike (pointer events). A game marks what may
// be picked up with data-drag="<key>" and where it may go with data-drop="<key>" (keys unique on
// the page); data-picked marks what a tap has already picked up. A drop on a target puts down
// what was picked up (a click on it), then clicks the source and the target: the very actions
// the tap flow sends, so the game's Python sees nothing new. Targets are highlighted while
// dragging (.drop-target, .drop-over under the pointer), the source's .drag-icon (else its first
// icon) follows the pointer; a drop anywhere else cancels.
const DRAG_START = 8; // px the pointer moves before a press becomes a drag (else it is a tap)
let drag = null;
let swallowClick = false;

function dropUnder(x, y) {
  const hit = document.elementFromPoint(x, y);
  const target = hit ? hit.closest("[data-drop]") : null;
  return target && target.classList.contains("drop-target") ? target : null;
}

function endDrag() {
  if (!drag) return;
  if (drag.ghost) drag.ghost.remove();
  for (const el of document.querySelectorAll(".drop-target, .drop-over, .drag-source")) {
    el.classList.remove("drop-target", "drop-over", "drag-source");
  }
  document.documentElement.classList.remove("dragging");
  drag = null;
}

function startDrag(event) {
  const { source } = drag;
  drag.active = true;
  document.documentElement.classList.add("dragging");
  source.classList.add("drag-source");
  for (const el of document.querySelectorAll("[data-drop]")) {
    if (el !== source && !source.contains(el)) el.classList.add("drop-target");
  }
  const ghost = document.createElement("div");
  ghost.className = "drag-ghost";
  ghost.setAttribute("aria-hidden", "true");
  const icon = source.querySelector(".drag-icon") || source.querySelector("svg"); // what is carried
  if (icon) ghost.appendChild(icon.cloneNode(true));
  document.body.appendChild(ghost);
  drag.ghost = ghost;
  moveDrag(event);
}

function moveDrag(event) {
  drag.ghost.style.transform = `translate(${event.clientX}px, ${event.clientY}px)`;
  const over = dropUnder(event.clientX, event.clientY);
  for (const el of document.querySelectorAll(".drop-over")) if (el !== over) el.classList.remove("drop-over");
  if (over) over.classList.add("drop-over");
}

document.addEventListener("pointerdown", (event) => {
  if (!event.isPrimary || event.button !== 0) return;
  const source = event.target.closest ? event.target.closest("[data-drag]") : null;
  endDrag();
  if (source) drag = { source, x: event.clientX, y: event.clientY, id: event.pointerId, active: false };
});

document.addEventListener("pointermove", (event) => {
  if (!drag || event.pointerId !== drag.id) return;
  if (!drag.active) {
    if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_START) return;
    startDrag(event);
  } else {
    moveDrag(event);
  }
  event.preventDefault();
});

document.addEventListener("pointerup", (event) => {
  if (!drag || event.pointerId !== drag.id) return;
  const { source, active } = drag;
  const target = active ? dropUnder(event.clientX, event.clientY) : null;
  endDrag();
  if (!active) return; // a tap: its click does the rest
  if (target) {
    // every click re-renders: elements are found again by their keys
    const find = (attr, key) => document.querySelector(`[${attr}="${CSS.escape(key)}"]`);
    const from = source.dataset.drag;
    const to = target.dataset.drop;
    const held = document.querySelector("[data-picked]");
    if (held) held.click(); // put down what a tap had picked up
    const picked = find("data-drag", from);
    if (picked) picked.click();
    const dropped = picked && find("data-drop", to);
    if (dropped) dropped.click();
  }
  // the browser's own click after a drag (on what is under both ends) must not act
  swallowClick = true;
  setTimeout(() => { swallowClick = false; }, 0);
});

document.addEventListener("pointercancel", endDrag);

window.addEventListener("click", (event) => {
  if (!swallowClick) return;
  swallowClick = false;
  event.stopPropagation();
  event.preventDefault();
}, true);
