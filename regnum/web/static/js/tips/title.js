// One tooltip on an element of a drawn board: a <title>, after the one it has (a live action's).
const SVG_NS = "http://www.w3.org/2000/svg";

export function tip(node, text) {
  if (!text) return;
  let title = [...node.children].find((child) => child.localName === "title");
  if (!title) {
    title = document.createElementNS(SVG_NS, "title");
    node.prepend(title);
  }
  title.textContent = title.textContent ? `${title.textContent}\n${text}` : text;
}
