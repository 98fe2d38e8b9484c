// Drawing the board: the server's SVG or one drawn here from the view (boards/), or the text
// board, and the clickable legal actions in it.
import { el } from "./api.js";
import { boardSvg } from "./boards/index.js";
import { actionLabel, say } from "./texts.js";
import { addTips } from "./tips/index.js";
import { _ } from "./words.js";

const SVG_NS = "http://www.w3.org/2000/svg";

/** Parse the server's SVG document and drop anything that could run script. */
function parseSvg(source) {
  const doc = new DOMParser().parseFromString(source, "image/svg+xml");
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== SVG_NS || doc.querySelector("parsererror")) return null;
  for (const bad of root.querySelectorAll("script, foreignObject")) bad.remove();
  for (const node of [root, ...root.querySelectorAll("*")]) {
    for (const attr of [...node.attributes]) {
      const value = attr.value.trim().toLowerCase();
      if (attr.name.toLowerCase().startsWith("on") || value.startsWith("javascript:")) {
        node.removeAttribute(attr.name);
      }
    }
  }
  prefixIds(root);
  return document.importNode(root, true);
}

/** The SVG lives inside the page, so its ids could collide with the page's own: give them a
 *  prefix, and follow the prefix in the references (`url(#x)`, `href="#x"`) that use them. */
function prefixIds(root) {
  const nodes = [root, ...root.querySelectorAll("*")];
  for (const node of nodes) {
    if (node.id) node.id = `board-${node.id}`;
  }
  for (const node of nodes) {
    for (const attr of [...node.attributes]) {
      if (attr.name === "id") continue;
      const value = attr.value.replace(/url\(#/g, "url(#board-");
      const linked = /(^|:)href$/.test(attr.name) && value.startsWith("#") ? `#board-${value.slice(1)}` : value;
      if (linked !== attr.value) node.setAttributeNS(attr.namespaceURI, attr.name, linked);
    }
  }
}

/**
 * Show a board in `container`: the SVG when there is one, otherwise `text` in a <pre>.
 * `legal` ([{id, text, kind}]) marks which `data-action` elements are live; `onAction(id)` is
 * called when one is clicked or activated with the keyboard. `texts`, the game's words, give
 * every live element and many others a tooltip. Returns the number of live elements.
 */
const WIDE = 1.4; // width / height above which a board counts as wide
const ZOOMS = [1, 1.5, 2, 3, 4]; // the board's width as a multiple of its panel's
const DRAG = 6; // pixels a mouse must move before a press on the board pans instead of clicking
let zoom = 0; // index into ZOOMS; kept across redraws, so a move does not undo the player's zoom

/** Zoom buttons and a hint above the board (made once per page), and panning by dragging with a
 *  mouse; fingers pan the zoomed board by scrolling its panel, as on any phone page. */
function zoomTools(container) {
  const existing = document.getElementById("board-tools");
  if (existing) return existing;
  const button = (cls, label, text) => el("button", { type: "button", class: cls, title: label, "aria-label": label }, text);
  const out = button("zoom-out", _("Zoom out"), "−");
  const into = button("zoom-in", _("Zoom in"), "+");
  const fit = button("zoom-fit", _("Show the whole board"), _("fit"));
  const level = el("output", { class: "zoom-level", "aria-live": "polite" }, "100%");
  const bar = el("div", { id: "board-tools", class: "board-tools" }, out, into, fit, level,
    el("span", { class: "hint muted" }, _("Zoom in to read; drag or swipe the board to move around.")));
  const setZoom = (next) => {
    const before = container.scrollWidth;
    const centre = (container.scrollLeft + container.clientWidth / 2) / before;
    const middle = (container.scrollTop + container.clientHeight / 2) / container.scrollHeight;
    zoom = Math.max(0, Math.min(ZOOMS.length - 1, next));
    applyZoom(container);
    container.scrollLeft = centre * container.scrollWidth - container.clientWidth / 2;
    container.scrollTop = middle * container.scrollHeight - container.clientHeight / 2;
  };
  out.addEventListener("click", () => setZoom(zoom - 1));
  into.addEventListener("click", () => setZoom(zoom + 1));
  fit.addEventListener("click", () => setZoom(0));
  container.before(bar);
  dragToPan(container);
  return bar;
}

function applyZoom(container) {
  const svgNode = container.querySelector("svg");
  const factor = ZOOMS[zoom];
  if (svgNode) svgNode.style.width = `${factor * 100}%`;
  container.classList.toggle("zoomed", factor > 1);
  const bar = document.getElementById("board-tools");
  if (!bar) return;
  bar.querySelector(".zoom-level").textContent = `${Math.round(factor * 100)}%`;
  bar.querySelector(".zoom-out").disabled = zoom === 0;
  bar.querySelector(".zoom-fit").disabled = zoom === 0;
  bar.querySelector(".zoom-in").disabled = zoom === ZOOMS.length - 1;
}

function dragToPan(container) {
  let start = null;
  let moved = false;
  container.addEventListener("pointerdown", (event) => {
    if (event.pointerType !== "mouse" || !container.classList.contains("zoomed")) return;
    start = { x: event.clientX, y: event.clientY, left: container.scrollLeft, top: container.scrollTop };
    moved = false;
  });
  container.addEventListener("pointermove", (event) => {
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!moved && Math.hypot(dx, dy) < DRAG) return;
    moved = true;
    container.classList.add("panning");
    container.scrollLeft = start.left - dx;
    container.scrollTop = start.top - dy;
  });
  const stop = () => {
    start = null;
    container.classList.remove("panning");
  };
  container.addEventListener("pointerup", stop);
  container.addEventListener("pointerleave", stop);
  // A drag that panned is not a click on whatever was under the mouse when it was let go.
  container.addEventListener("click", (event) => {
    if (moved) {
      event.stopPropagation();
      event.preventDefault();
      moved = false;
    }
  }, true);
}

export function showBoard(container, payload, legal = [], onAction = null, texts = {}) {
  container.replaceChildren();
  const svg = boardSvg(payload, texts);
  const svgNode = svg ? parseSvg(svg) : null;
  if (!svgNode) {
    container.append(el("pre", { class: "text-board" }, payload.text || ""));
    return 0;
  }
  svgNode.removeAttribute("width");
  svgNode.removeAttribute("height");
  svgNode.setAttribute("role", "img");
  // A board much wider than tall (Fief's map and its side panel) takes the page's whole width on
  // a desktop (the stylesheet puts the side column under it), so that its text stays readable;
  // so does a board that says it is wide (Fief's, with its family trees drawn under the map).
  const box = svgNode.viewBox.baseVal;
  const wide = svgNode.dataset.wide === "true"
    || Boolean(box && box.height && box.width / box.height > WIDE);
  container.classList.toggle("wide", wide);
  container.closest(".game")?.classList.toggle("wide-board", wide);
  container.append(svgNode);
  zoomTools(container);
  applyZoom(container);
  const byId = new Map(legal.map((action) => [String(action.id), action]));
  let live = 0;
  for (const node of svgNode.querySelectorAll("[data-action]")) {
    const action = byId.get(node.getAttribute("data-action"));
    if (!action || !onAction) continue;
    live += 1;
    node.classList.add("act");
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "button");
    const label = actionLabel(action, texts, payload.table?.seats);
    node.setAttribute("aria-label", label);
    // The drawing may carry its own title for the action: one tooltip, the action and what it does.
    let title = [...node.children].find((child) => child.localName === "title");
    if (!title) {
      title = document.createElementNS(SVG_NS, "title");
      node.prepend(title);
    }
    const help = say(texts, `action.${action.kind}`);
    title.textContent = help ? `${label}: ${help}` : label;
    node.addEventListener("click", (event) => {
      event.preventDefault();
      onAction(action.id);
    });
    node.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        onAction(action.id);
      }
    });
  }
  addTips(svgNode, payload, payload.table?.seats, texts);
  return live;
}
