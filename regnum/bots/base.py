"""What a bot is given and what it returns. A bot never sees the true state: only an Observation.

An Observation holds nothing hidden from its seat. Its sampler of full states does not reach the
true state: `Observation.of` first draws one determinized copy (hidden parts resampled with a seed
computed from the seat's view alone, the true seed and history dropped) and the sampler resamples
that copy. Each game's `determinize` keeps only what the seat knows (sizes, cards it has seen), so
resampling the copy draws from the same set of states as resampling the truth would. The copy costs
several times a heuristic bot's decision, so it is drawn only for bots that sample (`Bot.samples`);
the others get a sampler that refuses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from regnum.engine.game import Action, Game, Player, State, View
from regnum.engine.rng import Rng
from regnum.engine.sampling import view_seed


class Sampler:
    """Full states for one seat, resampled from a state that is already a sample, never the
    truth (see the module docstring)."""

    __slots__ = ("_player", "_sample")

    def __init__(self, sample: State, player: Player) -> None:
        self._sample = sample
        self._player = player

    def __call__(self, rng: Rng) -> State:
        return self._sample.determinize(self._player, rng)


@dataclass(frozen=True)
class Observation:
    """Everything a seat may know when it must act: its view, its legal actions, and a sampler of
    full states consistent with that view (for search bots)."""

    game: Game
    player: Player
    view: View
    legal: Sequence[Action]
    determinize: Callable[[Rng], State]
    # whether the seat plays for the win (`State.competitors`); a seat without a stake (Fief's
    # treasurer and judge) has nothing for a search to maximise
    competes: bool = True

    @classmethod
    def of(cls, state: State, samples: bool = True) -> Observation:
        """The Observation of the seat to act in the true `state`; with `samples` false (a bot
        that never calls `determinize`) no scrubbed copy is drawn and the sampler refuses."""
        player = _to_act(state)
        view = state.view(player)
        sampler: Callable[[Rng], State] = _no_samples
        if samples:
            scrubbed = state.determinize(player, Rng(view_seed(view, player)))
            sampler = Sampler(scrubbed, player)
        return cls(state.game, player, view, state.legal_actions(), sampler,
                   player in state.competitors)

    @classmethod
    def for_bot(cls, state: State, bot: Bot) -> Observation:
        """The Observation `bot` is given in the true `state`: with a sampler if it samples."""
        return cls.of(state, bot.samples)

    @classmethod
    def of_sample(cls, sample: State) -> Observation:
        """The Observation of the seat to act in a state a search bot has already sampled (a
        rollout): no second scrub is needed, since the sample holds no truth to hide. Its view is
        the game's `lazy_view`: the parts the bot reads, built by the view's own code."""
        player = _to_act(sample)
        return cls(
            sample.game, player, sample.lazy_view(player), sample.legal_actions(),
            Sampler(sample, player), player in sample.competitors,
        )


def _no_samples(rng: Rng) -> State:
    raise RuntimeError("this Observation was made for a bot that does not sample (Bot.samples)")


def _to_act(state: State) -> Player:
    player = state.current_player
    if player is None:
        raise ValueError("the game is over; nobody observes a decision")
    return player


class Bot(Protocol):
    name: str
    samples: bool  # whether `choose` calls `obs.determinize` (only then is a sampler drawn)

    def choose(self, obs: Observation) -> Action: ...
