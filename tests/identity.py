"""Transcripts of seeded whole games with bots, to compare the compiled core with the pure one.

A transcript holds, for every decision of one game, everything the engine says about the state as
canonical JSON text (so `true` and `1` differ, as they would on the wire): the full state's JSON,
every seat's view and the spectator's, the legal actions, the move chosen by the seat's bot, how
it is described to each viewer and the events it told as each viewer sees them, why a move that
is not legal is refused, and every few steps a determinization for the seat to act; at the end
the scores, winners, stats, end reason and the game record. `tests/test_compiled_identity.py`
runs this module as a script under `REGNUM_PURE_PYTHON=1` and compares its digests with the
compiled core's, step by step.

    python -m tests.identity GAME:PLAYERS ...        # prints {case: [digest per step]}
    python -m tests.identity GAME:PLAYERS --step N   # prints step N's text
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterator
from typing import Any

import regnum
from regnum.bots import Observation, make
from regnum.engine import GameRecord, Rng
from regnum.engine.events import seen_by
from regnum.games import get
from regnum.sim.outcomes import end_reason

# seat i plays BOTS[i % len(BOTS)]: a small search (determinize, clone, rollouts through the
# compiled search bot), the game's heuristic and a random bot
BOTS = ("ismcts:iters=6:depth=6:rollout=heuristic", "heuristic", "random", "easy:iters=4")
DETERMINIZE_EVERY = 5


def case_seed(game_id: str, players: int) -> int:
    return int.from_bytes(hashlib.sha256(f"{game_id}:{players}".encode()).digest()[:4], "big")


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)


def transcript(game_id: str, players: int) -> Iterator[str]:
    """One canonical JSON text per decision of a seeded game, then one for its end."""
    game = get(game_id)
    seed = case_seed(game_id, players)
    state = game.new_game(players, seed)
    bots = [make(BOTS[seat % len(BOTS)], game, seed + seat) for seat in range(players)]
    viewers: list[int | None] = [*range(players), None]
    step = 0
    while not state.is_over:
        player = state.current_player
        assert player is not None
        legal = state.legal_actions()
        action = bots[player].choose(Observation.for_bot(state, bots[player]))
        illegal = next((a for a in game.actions if a not in legal), None)
        text: dict[str, Any] = {
            "step": step,
            "player": player,
            "state": state.to_json(),
            "views": [state.view(viewer) for viewer in viewers],
            "legal": [a.id for a in legal],
            "chosen": action.id,
            "described": [state.describe_action(action, player, viewer) for viewer in viewers],
            "refused": None if illegal is None else [illegal.id, state.explain_illegal(illegal)],
            "scores": state.scores,
        }
        if step % DETERMINIZE_EVERY == 0:
            text["sample"] = state.determinize(player, Rng(step)).to_json()
        events = state.apply_narrated(action)
        text["told"] = [seen_by(events, viewer) for viewer in viewers]
        yield canonical(text)
        step += 1
    yield canonical({
        "final": state.to_json(),
        "views": [state.view(viewer) for viewer in viewers],
        "scores": state.scores,
        "winners": state.winners,
        "stats": state.stats(),
        "end_reason": end_reason(state),
        "record": GameRecord.from_state(state, list(BOTS[:players])).to_json(),
    })


def digests(game_id: str, players: int) -> list[str]:
    return [hashlib.sha256(text.encode()).hexdigest()[:16] for text in transcript(game_id, players)]


def step_text(game_id: str, players: int, step: int) -> str:
    for index, text in enumerate(transcript(game_id, players)):
        if index == step:
            return text
    raise IndexError(f"{game_id} {players}p has no step {step}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("cases", nargs="+", help="GAME:PLAYERS")
    parser.add_argument("--step", type=int, help="print this step's text instead of digests")
    args = parser.parse_args(argv)
    cases = [(name, int(players)) for name, players in (c.split(":") for c in args.cases)]
    if args.step is not None:
        sys.stdout.write(step_text(*cases[0], args.step))
        return
    json.dump({"core": regnum.core.describe(),
               "digests": {f"{g}:{p}": digests(g, p) for g, p in cases}}, sys.stdout)


if __name__ == "__main__":
    main()
