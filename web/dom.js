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
  const pane = document.querySelector(".table-game [data-pane=decision]");
  const top = pane ? Math.max(0, Math.round(pane.getBoundingClientRect().top)) : 0;
  if (pane && html.style.getPropertyValue("--decision-top") !== `${top}px`) {
    html.style.setProperty("--decision-top", `${top}px`);
  }
  const since = pane ? pane.querySelector(".since") : null;
  const room = since ? since.getBoundingClientRect().top : 0;
  if (room > 0) html.style.setProperty("--since-room", `${Math.floor(room)}px`);
}
function fitSoon() {
  if (!fitting) fitting = requestAnimationFrame(() => { fitting = 0; fitSummary(); });
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

// An element's box on screen; null when it has none (a hidden pane's elements).
function shownBox(el) {
  const box = el.getBoundingClientRect();
  return box.width > 0 || box.height > 0 ? box : null;
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

globalThis.ecDom = {
  // A new decision is shown: what it is about comes into view. The panes' own scroll boxes (a
  // phone's) show their first highlighted element; a page scrolled past the player's own board
  // goes back to it when the decision is on that board. Nothing else moves the page.
  reveal() {
    requestAnimationFrame(() => {
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
    patch(target, JSON.parse(json), target instanceof SVGElement);
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
