"""Honest sampling of hidden information, shared by every game's `determinize` and by
`regnum.bots.Observation`.

A determinized state must not lead back to the truth: the true seed replayed with the true
decisions (some of them secret) rebuilds every hidden card, so a sample gets a fresh seed and no
history (`forget_origin`). An Observation draws its pre-scrubbed state with a seed computed from
the seat's view alone (`view_seed`): the same view gives the same draws, whatever is hidden. Bot
seeds are derived from game seeds under a secret (`keyed_seed`), so that a bot cannot work back
from its own seed to the game's.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Final

from regnum.engine.game import JsonDict, Player, State
from regnum.engine.rng import Rng

SEED_BITS: Final = 63  # a sample's seed stays a non-negative JSON-safe integer for every codec


def forget_origin(sample: State, rng: Rng) -> None:
    """Give `sample` a fresh seed drawn from `rng` and an empty history (so nothing to take
    back), in place."""
    sample.seed = rng.next64() >> (64 - SEED_BITS)
    sample.history = []
    sample.undo_depth = 0


def keyed_seed(secret: bytes, *parts: int) -> int:
    """A seed from `parts` (a game seed, a seat, ...) under `secret`: HMAC-SHA256, so that without
    the secret the seed tells nothing about the parts (a bot's seed about the game's)."""
    message = ":".join(str(part) for part in parts).encode()
    digest = hmac.new(secret, message, hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - SEED_BITS)


def view_seed(view: JsonDict, player: Player) -> int:
    """A seed that is a function of what `player` sees and nothing else (BLAKE2b of the view as
    canonical JSON)."""
    text = json.dumps([player, view], sort_keys=True, separators=(",", ":"))
    digest = hashlib.blake2b(text.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")
