// A collapsible, read-only tree of a JSON value: how a seat's private part of a view is shown
// without the page knowing any game.
import { el } from "./api.js";

function scalar(value) {
  if (value === null) return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** A tree of `value`; objects and arrays deeper than `openDepth` start collapsed. */
export function viewTree(value, openDepth = 1, depth = 0) {
  if (value === null || typeof value !== "object") return el("span", {}, scalar(value));
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  if (entries.length === 0) return el("span", { class: "muted" }, Array.isArray(value) ? "none" : "—");
  const allScalar = entries.every(([, v]) => v === null || typeof v !== "object");
  if (Array.isArray(value) && allScalar) return el("span", {}, value.map(scalar).join(", "));
  const list = el("dl", {});
  for (const [key, child] of entries) {
    const isBranch = child !== null && typeof child === "object" && Object.keys(child).length > 0
      && !(Array.isArray(child) && child.every((v) => v === null || typeof v !== "object"));
    if (isBranch) {
      const details = el("details", { open: depth < openDepth }, el("summary", {}, key),
        viewTree(child, openDepth, depth + 1));
      list.append(el("dt", {}, ""), el("dd", {}, details));
    } else {
      list.append(el("dt", {}, key), el("dd", {}, viewTree(child, openDepth, depth + 1)));
    }
  }
  return list;
}

/**
 * The parts of `view` that belong to `seat` alone, found generically: a top-level `you` entry,
 * and the entry of `players` whose `seat` is this seat (as an index or as `p1`, `p2`, ...).
 */
export function ownParts(view, seat) {
  const parts = {};
  if (!view || seat === null || seat === undefined) return parts;
  if (view.you && typeof view.you === "object") Object.assign(parts, view.you);
  if (Array.isArray(view.players)) {
    const mine = view.players.find((p) => p && (p.seat === seat || p.seat === `p${seat + 1}`));
    if (mine) {
      for (const [key, value] of Object.entries(mine)) {
        if (key !== "seat" && !(key in parts)) parts[key] = value;
      }
    }
  }
  return parts;
}
