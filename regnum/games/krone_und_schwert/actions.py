"""The fixed action space of Krone & Schwert: every action, its id and its notation.

Compound decisions are split into steps: an expansion is `expand with <card>` then `expand <space>`
once per space (and `expand done` to stop early); an attack is `attack <space>`, then
`attack with <card>` per card and `attack go`; a revolt vote is `side revolt|king`, then
`commit <card>` per card and `commit done`. A player without spaces places each free marker with
`place <space>` or declines the rest with `no free marker`. Spaces are numbered 0.. in reading
order of the board; ids of spaces the current board does not have are never legal.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from regnum.engine.game import Action
from regnum.games.krone_und_schwert.board import DIRECTIONS, ELEMENT_NAMES, MAX_SPACES
from regnum.games.krone_und_schwert.data import (
    ATTACK_KINDS,
    CARD_NAMES,
    EXPAND_KINDS,
    HAND_KINDS,
    LAYOUT_OFFSET,
    Building,
    Card,
)


class Defence(IntEnum):
    NONE = 0
    TRUCE = 1
    AMBUSH = 2


DEFENCE_TEXTS: Final = ("no defence", "defend truce", "defend ambush")
BUILD_WORDS: Final = {Building.CASTLE: "castle", Building.SMALL_CITY: "city"}
CATHEDRAL_WORD: Final = "cathedral"


def _build() -> tuple[Action, ...]:
    specs: list[tuple[str, str, tuple[int, ...]]] = []
    for e, name in enumerate(ELEMENT_NAMES):
        specs.append((f"element {name.lower()}", "element", (e,)))
    span = range(-LAYOUT_OFFSET, LAYOUT_OFFSET + 1)
    for turns in range(4):
        for x in span:
            for y in span:
                specs.append((f"put r{turns} {x} {y}", "put", (turns, x, y)))
    specs += [(f"place {s}", "place", (s,)) for s in range(MAX_SPACES)]
    specs.append(("no free marker", "no_free_marker", ()))
    specs.append(("tax", "tax", (1,)))
    specs.append(("no tax", "tax", (0,)))
    for building, word in BUILD_WORDS.items():
        specs += [(f"build {word} {s}", "build", (building, s)) for s in range(MAX_SPACES)]
    for s in range(MAX_SPACES):
        specs += [(f"build large city {s} {d}", "build_large", (s, i))
                  for i, d in enumerate(DIRECTIONS)]
    specs += [(f"build {CATHEDRAL_WORD} {s}", "build_cathedral", (s,)) for s in range(MAX_SPACES)]
    specs.append((f"play {CARD_NAMES[Card.POPE_VISIT]}", "play", (Card.POPE_VISIT,)))
    specs.append((f"play {CARD_NAMES[Card.INCITE]}", "play", (Card.INCITE,)))
    specs.append(("draw", "draw", ()))
    specs += [(f"expand with {CARD_NAMES[c]}", "expand_with", (c,)) for c in EXPAND_KINDS]
    specs += [(f"expand {s}", "expand", (s,)) for s in range(MAX_SPACES)]
    specs.append(("expand done", "expand_done", ()))
    specs += [(f"occupy {s}", "occupy", (s,)) for s in range(MAX_SPACES)]
    specs += [(f"attack {s}", "attack", (s,)) for s in range(MAX_SPACES)]
    specs += [(f"attack with {CARD_NAMES[c]}", "attack_with", (c,)) for c in ATTACK_KINDS]
    specs.append(("attack go", "attack_go", ()))
    specs += [(text, "defend", (d,)) for d, text in enumerate(DEFENCE_TEXTS)]
    specs.append(("revolt", "revolt", ()))
    specs.append(("side king", "side", (0,)))
    specs.append(("side revolt", "side", (1,)))
    specs += [(f"commit {CARD_NAMES[c]}", "commit", (c,)) for c in HAND_KINDS]
    specs.append(("commit done", "commit_done", ()))
    specs.append(("end turn", "end_turn", ()))
    return tuple(Action(i, text, kind, args) for i, (text, kind, args) in enumerate(specs))


ACTIONS: Final = _build()
INDEX: Final[dict[tuple[str, tuple[int, ...]], Action]] = {(a.kind, a.args): a for a in ACTIONS}


def act(kind: str, *args: int) -> Action:
    """The action of `kind` with `args` (a KeyError means a rules bug, not a player error)."""
    return INDEX[(kind, args)]


def family(kind: str, size: int) -> tuple[Action, ...]:
    """The actions `kind s` for s in 0..size-1, indexed by s (for fast legal generation)."""
    return tuple(INDEX[(kind, (s,))] for s in range(size))
