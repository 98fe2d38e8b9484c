// The HTTP side of the web API (see docs: /tmp/coord/web-api.md), shared by every page.
import { _ } from "./words.js";

/** An error answer of the server: `status` and the player-facing `detail`. */
export class ApiError extends Error {
  /** `reason`: for an illegal action, the engine's reason as the game's words (texts.js). */
  constructor(status, detail, reason = null) {
    super(detail);
    this.status = status;
    this.reason = reason;
  }
}

/** Fetch JSON from the API. `token` goes in the Authorization header; errors become ApiError. */
export async function api(path, { method = "GET", body, token } = {}) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new ApiError(0, _("the server cannot be reached ({error})", { error: err.message }));
  }
  const text = await response.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    throw new ApiError(response.status, describeDetail(data?.detail) || `${response.status} ${response.statusText}`,
      data?.reason ?? null);
  }
  return data;
}

/** FastAPI validation errors arrive as a list of objects; make one line of them. */
function describeDetail(detail) {
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) {
    return detail.map((d) => `${(d.loc || []).slice(1).join(".")}: ${d.msg}`).join("; ");
  }
  return detail ? JSON.stringify(detail) : "";
}

/** Shorthand for document.createElement with properties, attributes and children. */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key in node && typeof value !== "string") node[key] = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

// The bot levels (`regnum.bots.names`) by their names for players; a level not listed keeps its id.
const BOT_LEVELS = {
  random: _("random"), heuristic: _("heuristic"), easy: _("easy"), normal: _("normal"),
  hard: _("hard"), expert: _("expert"),
};

/** A bot level as players read it. */
export function botLevel(name) {
  return BOT_LEVELS[name] ?? name;
}

/** How a seat is called where people read it (lobby, turn line, results): its player's name,
 *  or the bot, its seat number and its level — never the engine's `p3`. */
export function seatName(seat) {
  if (!seat) return "?";
  if (seat.kind === "bot") return _("bot {n} ({level})", { n: seat.index + 1, level: botLevel(seat.bot) });
  return seat.name || _("Player {n}", { n: seat.index + 1 });
}

/** `p1`, `p2`, ...: the engine's way of writing seats (seat 0 is p1). */
export function seatTag(index) {
  return `p${index + 1}`;
}

/** The table id from a path like /tables/<id> or /tables/<id>/replay. */
export function tableIdFromPath() {
  const match = location.pathname.match(/^\/tables\/([^/]+)/);
  return match ? decodeURIComponent(match[1]) : null;
}
