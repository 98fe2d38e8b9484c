// What this browser keeps of its seats (localStorage, shared by all its tabs): the key of each
// seat it claimed, which opens that seat and nothing else, and the host key of each table it
// created, which re-issues invites nobody has claimed yet. "My tables" in the lobby is made of
// them. Keys never go into an address: the invite link's token is spent by its claim.

const SEATS = "regnum.seats"; // {tableId: {seat, key}}
const HOSTED = "regnum.hosted"; // {tableId: hostKey}
const memory = new Map(); // when localStorage is refused (private modes, policies)

function read(name) {
  try {
    return JSON.parse(localStorage.getItem(name) || "{}") || {};
  } catch {
    return memory.get(name) || {};
  }
}

function write(name, value) {
  memory.set(name, value);
  try {
    localStorage.setItem(name, JSON.stringify(value));
  } catch {
    // Kept for this tab only.
  }
}

/** The key of this browser's seat at a table, or null. */
export function seatKey(tableId) {
  return read(SEATS)[tableId]?.key ?? null;
}

/** This browser's seat at a table (its index), or null. */
export function mySeatAt(tableId) {
  return read(SEATS)[tableId]?.seat ?? null;
}

export function rememberSeat(tableId, seat, key) {
  write(SEATS, { ...read(SEATS), [tableId]: { seat, key } });
}

export function forgetSeat(tableId) {
  const seats = read(SEATS);
  delete seats[tableId];
  write(SEATS, seats);
}

export function hostKey(tableId) {
  return read(HOSTED)[tableId] ?? null;
}

export function rememberHosted(tableId, key) {
  write(HOSTED, { ...read(HOSTED), [tableId]: key });
}

/** The ids of the tables this browser plays at or created, and its seat at each. */
export function myTables() {
  const seats = read(SEATS);
  const hosted = read(HOSTED);
  const ids = [...new Set([...Object.keys(seats), ...Object.keys(hosted)])];
  return { ids, seatOf: (id) => seats[id]?.seat ?? null, hosted: (id) => id in hosted };
}

/** Drop what refers to tables the server no longer has (expired before they started). */
export function forgetGone(present) {
  const keep = new Set(present);
  const seats = read(SEATS);
  const hosted = read(HOSTED);
  for (const id of Object.keys(seats)) if (!keep.has(id)) delete seats[id];
  for (const id of Object.keys(hosted)) if (!keep.has(id)) delete hosted[id];
  write(SEATS, seats);
  write(HOSTED, hosted);
}
