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

globalThis.ecDom = {
  render(target, json) {
    const active = document.activeElement;
    const key = active && active.dataset ? active.dataset.focus : undefined;
    // Scroll boxes marked data-follow (the game log) keep showing their newest entry, unless
    // the player has scrolled up to read older ones.
    const following = new Set();
    for (const box of target.querySelectorAll("[data-follow]")) {
      if (box.scrollHeight - box.scrollTop - box.clientHeight > 8) following.add(box.dataset.follow);
    }
    patch(target, JSON.parse(json), target instanceof SVGElement);
    for (const box of target.querySelectorAll("[data-follow]")) {
      if (!following.has(box.dataset.follow)) box.scrollTop = box.scrollHeight;
    }
    if (active && active !== document.body && !document.body.contains(active)) {
      let next = key ? target.querySelector(`[data-focus="${CSS.escape(key)}"]`) : null;
      if (!next) next = target.querySelector("[data-autofocus]");
      if (next) next.focus({ preventScroll: true });
    }
  },
};
