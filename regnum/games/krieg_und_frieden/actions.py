"""The fixed action space of Krieg und Frieden: every action, its id and its notation.

Compound decisions are split into steps (a bid is built card by card with `add <card>`, then
`bid`; a summer turn is a series of actions closed by `end turn`), so the space stays small.
Seats are written p1..p4 (p1 is seat 0).
"""

from __future__ import annotations

from typing import Final

from regnum.engine.game import Action
from regnum.games.krieg_und_frieden.data import NUM_AGENDA_KINDS, RESOURCE_NAMES, kind_name

MAX_PLAYERS: Final = 4


def seat_name(player: int) -> str:
    return f"p{player + 1}"


def _build() -> tuple[Action, ...]:
    specs: list[tuple[str, str, tuple[int, ...]]] = []
    for k in range(NUM_AGENDA_KINDS):
        specs.append((f"play {kind_name(k)}", "play", (k,)))
    for k in range(NUM_AGENDA_KINDS):
        for r, rname in enumerate(RESOURCE_NAMES):
            specs.append((f"change {kind_name(k)} pay {rname}", "change", (k, r)))
    for r, rname in enumerate(RESOURCE_NAMES):
        specs.append((f"take agenda pay {rname}", "take", (r,)))
    specs.append(("pass", "pass", ()))
    for r, rname in enumerate(RESOURCE_NAMES):
        specs.append((f"add {rname}", "add", (r,)))
    specs.append(("bid", "bid", ()))
    for r, rname in enumerate(RESOURCE_NAMES):
        specs.append((f"privilege {rname}", "privilege", (r,)))
    for r, rname in enumerate(RESOURCE_NAMES):
        for p in range(MAX_PLAYERS):
            specs.append((f"privilege {rname} from {seat_name(p)}", "privilege_from", (r, p)))
    specs.append(("assign worker", "assign", ()))
    specs.append(("build farmstead", "build", ()))
    for p in range(MAX_PLAYERS):
        specs.append((f"attack {seat_name(p)}", "attack", (p,)))
    for p in range(MAX_PLAYERS):
        specs.append((f"bribe {seat_name(p)}", "bribe", (p,)))
    specs.append(("defend", "defend", ()))
    specs.append(("yield", "yield", ()))
    specs.append(("burn farmstead", "burn", (0,)))
    specs.append(("burn worker", "burn", (1,)))
    specs.append(("end turn", "end", ()))
    for r, rname in enumerate(RESOURCE_NAMES):
        specs.append((f"income {rname}", "income", (r,)))
    for p in range(MAX_PLAYERS):
        specs.append((f"bounty {seat_name(p)}", "bounty", (p,)))
    specs.append(("decline bounty", "decline", ()))
    for r, rname in enumerate(RESOURCE_NAMES):
        specs.append((f"discard {rname}", "discard", (r,)))
    return tuple(Action(i, text, kind, args) for i, (text, kind, args) in enumerate(specs))


ACTIONS: Final = _build()
_INDEX: Final = {(a.kind, a.args): a for a in ACTIONS}


def act(kind: str, *args: int) -> Action:
    """The action of `kind` with `args` (a dictionary lookup; actions are never built at run time)."""
    return _INDEX[(kind, args)]


PASS: Final = act("pass")
BID: Final = act("bid")
ASSIGN: Final = act("assign")
BUILD: Final = act("build")
DEFEND: Final = act("defend")
YIELD: Final = act("yield")
END: Final = act("end")
DECLINE: Final = act("decline")
PLAY: Final = tuple(act("play", k) for k in range(NUM_AGENDA_KINDS))
CHANGE: Final = tuple(tuple(act("change", k, r) for r in range(4)) for k in range(NUM_AGENDA_KINDS))
TAKE: Final = tuple(act("take", r) for r in range(4))
ADD: Final = tuple(act("add", r) for r in range(4))
PRIVILEGE: Final = tuple(act("privilege", r) for r in range(4))
PRIVILEGE_FROM: Final = tuple(
    tuple(act("privilege_from", r, p) for p in range(MAX_PLAYERS)) for r in range(4)
)
ATTACK: Final = tuple(act("attack", p) for p in range(MAX_PLAYERS))
BRIBE: Final = tuple(act("bribe", p) for p in range(MAX_PLAYERS))
BURN: Final = (act("burn", 0), act("burn", 1))
INCOME: Final = tuple(act("income", r) for r in range(4))
BOUNTY: Final = tuple(act("bounty", p) for p in range(MAX_PLAYERS))
DISCARD: Final = tuple(act("discard", r) for r in range(4))
