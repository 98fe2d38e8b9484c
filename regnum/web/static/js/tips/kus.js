// Krone & Schwert's board tooltips: each space's terrain, shape, holder and building.
import { seatName } from "../api.js";
import { say } from "../texts.js";
import { tip } from "./title.js";

export function tips(svg, view, seats, texts) {
  const spaces = new Map((view.spaces || []).map((s) => [String(s.id), s]));
  for (const node of svg.querySelectorAll("g[data-space]")) {
    const space = spaces.get(node.dataset.space);
    if (!space) continue;
    const parts = [say(texts, "tip.space", {
      id: space.id,
      terrain: say(texts, `tip.terrain.${space.terrain}`, {}, space.terrain),
      shape: say(texts, `tip.shape.${space.shape}`, {}, space.shape),
    })];
    parts.push(space.owner >= 0
      ? say(texts, "tip.space.owner", { seat: seatName(seats?.[space.owner]) })
      : say(texts, "tip.space.free"));
    if (space.building !== "none") parts.push(say(texts, `tip.building.${space.building}`, {}, space.building));
    if (space.cathedral) parts.push(say(texts, "tip.cathedral"));
    tip(node, parts.join(", "));
  }
}
