"""Bot levels and search specs: `easy`, `normal`, `hard`, `expert`, or `ismcts:iters=500:...`.

`easy`, `normal` and `hard` are named ISMCTS configurations with an iteration budget, so that a
seeded game is reproducible. `expert` thinks for a fixed time instead (1 s of CPU time per move by
default, so that its strength does not depend on how busy the machine is); a table or a tournament
sets another with `expert:seconds=0.5`. Any level's knobs can be changed the same way
(`hard:iters=100`), and `ismcts:...` starts from `normal`. Budgets were chosen from measured game
lengths and strength (docs/bots.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TypedDict

from regnum.bots.base import Bot
from regnum.bots.ismcts import (
    ROOTS,
    Evaluation,
    IsmctsBot,
    Policy,
    SearchConfig,
    Settled,
    bot_policy,
    evaluate,
    random_policy,
)


@dataclass(frozen=True)
class SearchSpec:
    """A search bot before it is seeded: its budget and its rollout policy."""

    config: SearchConfig
    rollout: str  # "heuristic" (the game's heuristic bot, where it has one) or "random"


LEVELS: dict[str, SearchSpec] = {
    "easy": SearchSpec(SearchConfig(iterations=16, depth=8, bias=0.0), "random"),
    "normal": SearchSpec(SearchConfig(iterations=12, depth=12), "heuristic"),
    "hard": SearchSpec(SearchConfig(iterations=50, depth=30), "heuristic"),
    "expert": SearchSpec(
        SearchConfig(iterations=None, seconds=1.0, clock="cpu", depth=30), "heuristic"
    ),
}


class Budget(TypedDict, total=False):
    """What of a level's `SearchConfig` a game sets otherwise."""

    iterations: int
    depth: int


# A level's budget where a game's differs from `LEVELS` (docs/bots.md, *Budgets*): where the
# search is past three times the speed of the code before the compiled core, `hard` spends it on
# three times the iterations in the card games (about 0.09 s of CPU a move compiled in Krieg und
# Frieden, 0.17 s in Krone & Schwert; under 1 s pure), shown stronger than 50 against three of
# them. Fief keeps 50 iterations but cuts its rollouts after 90 decisions instead of 30: a cut
# rollout there barely sees a lord's march pay off, and the longer horizon won more against the
# heuristic bots (about 0.3 s of CPU a move compiled, 0.9 s pure, where a tenth of the moves pass
# 1 s). `expert`, `hard`'s search for a fixed time, keeps the same horizon.
GAME_BUDGETS: dict[tuple[str, str], Budget] = {
    ("hard", "krieg-und-frieden"): {"iterations": 150},
    ("hard", "krone-und-schwert"): {"iterations": 150},
    ("hard", "fief"): {"depth": 90},
    ("expert", "fief"): {"depth": 90},
}

SEARCH = "ismcts"
SPEC_KEYS = (
    "iters", "seconds", "clock", "rollout", "depth", "settle", "root", "c", "widen", "bias",
)
ROLLOUTS = ("heuristic", "random")
SETTLE = {"yes": True, "no": False}
SPEC_HELP = (
    "ismcts:KEY=VALUE:KEY=VALUE... (or a level, e.g. expert:seconds=2) with keys iters (>0), "
    "seconds (>0), clock (wall|cpu), rollout (heuristic|random), depth (>=0 or none), "
    "settle (yes|no), root (tree|halving), c (>=0), widen (>0), bias (>=0)"
)


class SpecError(ValueError):
    """A search spec that cannot be read; the message says which part and why."""


def level(name: str, game_id: str) -> SearchSpec:
    """The level `name` as `game_id` plays it: `LEVELS`, with the game's own budget."""
    spec = LEVELS[name]
    budget = GAME_BUDGETS.get((name, game_id))
    if budget is None:
        return spec
    return replace(spec, config=replace(spec.config, **budget))


def parse_spec(text: str, game_id: str = "") -> SearchSpec:
    """`ismcts:iters=500:rollout=random` -> a SearchSpec (defaults: the `normal` level), or a
    level with changed knobs (`expert:seconds=2`: the rest as the level has it in `game_id`).
    Colons, not commas, separate the keys, so that a spec fits in a comma list of seats."""
    head, *parts = text.split(":")
    if head != SEARCH and head not in LEVELS:
        raise SpecError(f"a search spec starts with {SEARCH}: or a level ({', '.join(LEVELS)}):")
    base = level(head if head in LEVELS else "normal", game_id)
    fields: dict[str, int | float | str | None] = {}
    rollout = base.rollout
    for part in filter(None, (p.strip() for p in parts)):
        key, eq, value = (s.strip() for s in part.partition("="))
        if not eq or key not in SPEC_KEYS:
            raise SpecError(f"{part!r} is not KEY=VALUE with KEY one of {', '.join(SPEC_KEYS)}")
        try:
            if key == "rollout":
                if value not in ROLLOUTS:
                    raise SpecError(f"rollout must be one of {', '.join(ROLLOUTS)}")
                rollout = value
            elif key == "iters":
                fields["iterations"], fields["seconds"] = int(value), None
            elif key == "seconds":
                fields["seconds"], fields["iterations"] = float(value), None
            elif key == "clock":
                fields["clock"] = value
            elif key == "depth":
                fields["depth"] = None if value == "none" else int(value)
            elif key == "settle":
                if value not in SETTLE:
                    raise SpecError("settle must be yes or no")
                fields["settle"] = SETTLE[value]
            elif key == "root":
                if value not in ROOTS:
                    raise SpecError(f"root must be one of {', '.join(ROOTS)}")
                fields["root"] = value
            elif key == "c":
                fields["exploration"] = float(value)
            elif key == "widen":
                fields["widen"] = float(value)
            else:
                fields["bias"] = float(value)
        except ValueError as err:
            raise SpecError(f"{part!r}: {err}") from None
    try:
        config = replace(base.config, **fields)  # type: ignore[arg-type]
    except ValueError as err:
        raise SpecError(str(err)) from None
    return SearchSpec(config, rollout)


def search_bot(
    name: str,
    spec: SearchSpec,
    seed: int,
    heuristic: Callable[[int], Bot] | None,
    evaluation: Evaluation = evaluate,
    settled: Settled | None = None,
) -> IsmctsBot:
    """An ISMCTS bot; heuristic rollouts fall back to random ones where the game has no heuristic.
    `evaluation` scores cut rollouts: the game's own where it has one, else the scores-based one;
    `settled`, where the game has it, says where a rollout may be cut."""
    policy: Policy = random_policy
    prior = None
    if spec.rollout == "heuristic" and heuristic is not None:
        prior = heuristic(seed)
        policy = bot_policy(prior)
    return IsmctsBot(name, seed, spec.config, policy, prior, evaluation, settled)
