// Fief's board tooltips: villages (name and fief) and the pieces on them.
import { say } from "../texts.js";
import { tip } from "./title.js";

function title(name) {
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : "";
}

export function tips(svg, view, seats, texts) {
  const fiefs = new Map((view.fiefs || []).map((f) => [f.id, f]));
  const villages = new Map((view.villages || []).map((v) => [String(v.id), v]));
  for (const node of svg.querySelectorAll("g.village[data-village]")) {
    const village = villages.get(node.dataset.village);
    if (village) {
      tip(node, say(texts, "tip.village", { name: title(village.name), fief: title(fiefs.get(village.fief)?.name) }));
    }
  }
  for (const piece of ["castle", "city", "mill", "press", "engine", "stack"]) {
    for (const node of svg.querySelectorAll(`g.${piece}`)) tip(node, say(texts, `tip.${piece}`));
  }
}
