// Drawing the board: the server's SVG (or its text board) and the clickable legal actions in it.
import { el } from "./api.js";

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
 * `legal` ([{id, text}]) marks which `data-action` elements are live; `onAction(id)` is called
 * when one is clicked or activated with the keyboard. Returns the number of live elements.
 */
const WIDE = 1.4; // width / height above which a board counts as wide

export function showBoard(container, { svg, text }, legal = [], onAction = null) {
  container.replaceChildren();
  const svgNode = svg ? parseSvg(svg) : null;
  if (!svgNode) {
    container.append(el("pre", { class: "text-board" }, text || ""));
    return 0;
  }
  svgNode.removeAttribute("width");
  svgNode.removeAttribute("height");
  svgNode.setAttribute("role", "img");
  // A board much wider than tall (Fief's map and its side panel) would be too small to read on a
  // phone: the stylesheet lets such a board overflow its panel, which then scrolls sideways.
  const box = svgNode.viewBox.baseVal;
  container.classList.toggle("wide", Boolean(box && box.height && box.width / box.height > WIDE));
  container.append(svgNode);
  const byId = new Map(legal.map((action) => [String(action.id), action]));
  let live = 0;
  for (const node of svgNode.querySelectorAll("[data-action]")) {
    const action = byId.get(node.getAttribute("data-action"));
    if (!action || !onAction) continue;
    live += 1;
    node.classList.add("act");
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "button");
    node.setAttribute("aria-label", action.text);
    const title = document.createElementNS(SVG_NS, "title");
    title.textContent = action.text;
    node.prepend(title);
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
  return live;
}
