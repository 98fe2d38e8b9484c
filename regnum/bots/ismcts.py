"""Single-observer Information Set Monte Carlo Tree Search (SO-ISMCTS; Cowling, Powley & Whitehouse,
"Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012), for any game of the contract.

The bot never sees the true state. Each iteration samples one full state consistent with its view
(`Observation.determinize`), walks a single tree of action ids through it (UCB1 with availability
counts, since an action open in one determinization may be closed in another), adds one node, plays
the rest out with a rollout policy and backs up every seat's reward. Rewards are win shares (1/k to
each of k winners), the quantity the strength targets measure; a rollout cut short after `depth`
decisions is scored by an evaluation (the game's own, regnum.bots.evaluation, else `evaluate`),
but only where the game says a state can be judged (`Settled`): a rollout that reaches its depth in
the middle of a move (Fief's lords on the march, their battles still to fight) plays on until the
move is over, as a chess search plays out captures before it judges a position (quiescence).
Large action spaces are tamed by progressive widening: a node with n visits may have at most
`ceil(widen * sqrt(n + 1))` children. A prior bot (the game's heuristic) may name a favoured root
move: it is expanded first and gets a progressive bias `bias / (visits + 1)`, so that a small
budget plays at least as well as the prior and the search overrules it only on evidence.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from regnum.bots.base import Bot, Observation
from regnum.engine.game import Action, Player, State
from regnum.engine.rng import Rng

# A rollout policy picks the next action of a playout from a full (determinized) state.
Policy = Callable[[State, Rng], Action]
# An evaluation estimates every seat's win share of an unfinished (determinized) state.
Evaluation = Callable[[State], list[float]]
# Whether an unfinished state can be judged by an evaluation, or is in the middle of a move whose
# outcome the evaluation cannot see (a game's evaluation module says which: regnum.bots.evaluation).
Settled = Callable[[State], bool]
# what a time budget counts: the wall clock, or the CPU time of the searching thread
CLOCKS: Final[dict[str, Callable[[], float]]] = {"wall": time.perf_counter, "cpu": time.thread_time}
# how the root move is found (SearchConfig.root)
ROOTS: Final = ("tree", "halving")


@dataclass(frozen=True)
class SearchConfig:
    """How hard to think. Exactly one of `iterations` (reproducible) or `seconds` (a fixed thinking
    time, measured on the wall clock or, with `clock="cpu"`, as the CPU time of the searching
    thread, which a busy machine does not eat into)."""

    iterations: int | None = 1000
    seconds: float | None = None
    clock: str = "wall"  # "wall" or "cpu": what `seconds` counts
    exploration: float = 0.2  # UCB1 constant; rewards lie in [0, 1] and differ by little
    widen: float = 2.0  # progressive widening: children <= ceil(widen * sqrt(visits + 1))
    # rollout decisions before `evaluate` scores the state; None: play to the end
    depth: int | None = None
    bias: float = 1.0  # progressive bias towards the prior's move at the root: bias / (visits + 1)
    # past `depth`, play on to a settled state (at most `depth` decisions more) before judging
    settle: bool = True
    # how the root move is found: "tree" (ISMCTS) or "halving" (sequential halving over the root
    # moves, each compared on the same samples; an iteration budget only)
    root: str = "tree"

    def __post_init__(self) -> None:
        if (self.iterations is None) == (self.seconds is None):
            raise ValueError("give a budget in iterations or in seconds, not both")
        if self.iterations is not None and self.iterations <= 0:
            raise ValueError("the iteration budget must be at least 1")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError("the time budget must be more than 0 seconds")
        if self.clock not in CLOCKS:
            raise ValueError(f"the clock is one of {', '.join(CLOCKS)}")
        if self.depth is not None and self.depth < 0:
            raise ValueError("the rollout depth must be 0 or more")
        if self.exploration < 0 or self.widen <= 0 or self.bias < 0:
            raise ValueError("exploration and bias must be >= 0, widening > 0")
        if self.root not in ROOTS:
            raise ValueError(f"the root search is one of {', '.join(ROOTS)}")
        if self.root == "halving" and self.iterations is None:
            raise ValueError("the halving root search takes a budget in iterations, not seconds")


def win_shares(state: State) -> list[float]:
    """1/k for each of k winners, 0 for the others (all 0 if nobody wins)."""
    winners = state.winners
    shares = [0.0] * state.num_players
    for player in winners:
        shares[player] = 1 / len(winners)
    return shares


def evaluate(state: State) -> list[float]:
    """Rewards of an unfinished game from its scores: half to the current leaders (as if it ended
    now), half in proportion to the scores. Sums to 1 like a finished game's win shares."""
    if state.is_over:
        return win_shares(state)
    scores = state.scores
    n = len(scores)
    best = max(scores)
    leaders = [p for p in range(n) if scores[p] == best]
    low = min(scores)
    spread = [s - low for s in scores]
    total = sum(spread)
    return [
        0.5 * (1 / len(leaders) if p in leaders else 0.0)
        + 0.5 * (spread[p] / total if total > 0 else 1 / n)
        for p in range(n)
    ]


def random_policy(state: State, rng: Rng) -> Action:
    legal = state.legal_actions()
    return legal[rng.below(len(legal))]


def bot_policy(bot: Bot) -> Policy:
    """A rollout policy from a bot: every seat of the playout is played by `bot` from its own view
    of the sampled state (so a heuristic bot stays honest inside the search too). The state is
    already a sample, so its Observation is not scrubbed again."""

    def policy(state: State, rng: Rng) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return bot.choose(Observation.of_sample(state))

    return policy


class Node:
    """A node of the information-set tree, reached by an action of `player` (None at the root);
    `available` counts the iterations in which that action was legal at the parent."""

    __slots__ = ("available", "children", "player", "reward", "visits")

    def __init__(self, player: Player | None) -> None:
        self.player = player
        self.visits = 0
        self.available = 0
        self.reward = 0.0  # summed reward of `player`
        self.children: dict[int, Node] = {}

    def ucb(self, exploration: float) -> float:
        return self.reward / self.visits + exploration * math.sqrt(
            math.log(self.available) / self.visits
        )


class IsmctsBot:
    """An ISMCTS player. Seeded: with an iteration budget the same seed gives the same moves."""

    def __init__(
        self,
        name: str,
        seed: int,
        config: SearchConfig,
        policy: Policy = random_policy,
        prior: Bot | None = None,
        evaluation: Evaluation = evaluate,
        settled: Settled | None = None,
    ) -> None:
        self.name = name
        self.samples = True
        self.rng = Rng(seed)
        self.config = config
        self.policy = policy
        self.prior = prior  # its choice from the real Observation is tried first and favoured
        self.evaluation = evaluation  # scores a rollout cut after `depth` decisions
        # where a cut rollout may be judged; None: anywhere
        self.settled = settled if config.settle else None
        self.last_iterations = 0

    def choose(self, obs: Observation) -> Action:
        legal = list(obs.legal)
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        if not obs.competes and self.prior is not None:
            # every outcome is worth the same to a seat without a stake: the prior's judgment
            self.last_iterations = 0
            return self.prior.choose(obs)
        favoured = self.prior.choose(obs).id if self.prior is not None else None
        if self.config.root == "halving":
            return self.halve(obs, legal, favoured)
        root = self.search(obs, favoured)
        by_id = {a.id: a for a in legal}
        best = max(
            (child.visits, child.reward, -action_id, action_id)
            for action_id, child in root.children.items()
            if action_id in by_id
        )
        return by_id[best[3]]

    def search(self, obs: Observation, favoured: int | None = None) -> Node:
        config = self.config
        root = Node(None)
        now = CLOCKS[config.clock]
        deadline = now() + config.seconds if config.seconds is not None else None
        done = 0
        while True:
            if config.iterations is not None and done >= config.iterations:
                break
            if deadline is not None and done > 0 and now() >= deadline:
                break
            self._iterate(root, obs.determinize(self.rng), favoured)
            done += 1
        self.last_iterations = done
        return root

    def _iterate(self, root: Node, state: State, favoured: int | None) -> None:
        config = self.config
        node = root
        path = [root]
        while not state.is_over:
            legal = state.legal_actions()
            player = state.current_player
            open_children: list[tuple[Node, Action]] = []
            untried: list[Action] = []
            for action in legal:
                child = node.children.get(action.id)
                if child is None:
                    untried.append(action)
                else:
                    child.available += 1
                    open_children.append((child, action))
            limit = math.ceil(config.widen * math.sqrt(node.visits + 1))
            if untried and len(open_children) < limit:
                action = self._expansion(untried, favoured if node is root else None)
                child = node.children[action.id] = Node(player)
                child.available += 1
                state.apply(action)
                path.append(child)
                break
            bonus = favoured if node is root else None
            node, action = max(
                open_children,
                key=lambda pair: (
                    pair[0].ucb(config.exploration)
                    + (config.bias / (pair[0].visits + 1) if pair[1].id == bonus else 0.0)
                ),
            )
            state.apply(action)
            path.append(node)
        rewards = self._rollout(state, self.rng)
        for visited in path:
            visited.visits += 1
            if visited.player is not None:
                visited.reward += rewards[visited.player]

    def _expansion(self, untried: list[Action], favoured: int | None) -> Action:
        """The prior's move first, else a uniformly random untried action."""
        for action in untried:
            if action.id == favoured:
                return action
        return untried[self.rng.below(len(untried))]

    def halve(self, obs: Observation, legal: list[Action], favoured: int | None) -> Action:
        """Sequential halving at the root (Karnin, Koren & Somekh, 2013) with common random
        numbers: each round plays every move still in the race on the same samples, each sample
        one determinization and one rollout seed, then keeps the better half by mean reward. A
        rollout of a game like Fief swings far more with the sample (dice, hidden cards, the
        seats' fortunes) than with one move, and the tree search compares moves on different
        samples; on the same samples that swing cancels out of the difference.

        Two thirds of the budget run the race; the last third is a duel of its winner against
        the prior's move on fresh samples, and the prior's move is left only if the winner beats
        it there by more than `bias` standard errors of the paired differences. The race's own
        samples would flatter its winner: the best of many noisy means is chosen for being high."""
        config = self.config
        assert config.iterations is not None  # SearchConfig refuses halving with seconds
        race_budget = config.iterations * 2 // 3
        prior = [a for a in legal if a.id == favoured]
        others = [a for a in legal if a.id != favoured]
        self.rng.shuffle(others)
        race = (prior + others)[: math.ceil(config.widen * math.sqrt(config.iterations + 1))]
        rounds = max(1, math.ceil(math.log2(len(race))))
        rewards: dict[int, list[float]] = {a.id: [] for a in race}
        for _ in range(rounds):
            for _ in range(max(1, race_budget // (len(race) * rounds))):
                for action_id, reward in self._paired(obs, race).items():
                    rewards[action_id].append(reward)
            race.sort(key=lambda a: (-_mean(rewards[a.id]), a.id != favoured, a.id))
            race = race[: math.ceil(len(race) / 2)]
        best = race[0]
        played = sum(len(r) for r in rewards.values())
        if not prior or best is prior[0]:
            self.last_iterations = played
            return best
        duel = [best, prior[0]]
        diffs = []
        for _ in range(max(2, (config.iterations - played) // 2)):
            paired = self._paired(obs, duel)
            if len(paired) == 2:
                diffs.append(paired[best.id] - paired[prior[0].id])
        self.last_iterations = played + 2 * len(diffs)
        return best if _beats(diffs, config.bias) else prior[0]

    def _paired(self, obs: Observation, moves: list[Action]) -> dict[int, float]:
        """The seat's reward after each of `moves` on one sample: one determinization, one
        rollout seed (a move the sample does not allow is left out)."""
        base = obs.determinize(self.rng)
        seed = self.rng.next64()
        open_ids = {a.id: a for a in base.legal_actions()}
        rewards = {}
        for move in moves:
            if move.id in open_ids:
                state = base.clone()
                state.apply(open_ids[move.id])
                rewards[move.id] = self._rollout(state, Rng(seed))[obs.player]
        return rewards

    def _rollout(self, state: State, rng: Rng) -> list[float]:
        """Play on from `state` to the end, or to `depth` decisions and then on to a settled
        state, which the evaluation judges. The extension is bounded (`depth` decisions more) so
        that a move's cost stays bounded whatever the policy does."""
        steps = 0
        depth = self.config.depth
        settled = self.settled
        while not state.is_over:
            if depth is not None and steps >= depth and (
                settled is None or steps >= 2 * depth or settled(state)
            ):
                return self.evaluation(state)
            state.apply(self.policy(state, rng))
            steps += 1
        return win_shares(state)


def _mean(rewards: list[float]) -> float:
    return sum(rewards) / len(rewards) if rewards else -1.0


def _beats(diffs: list[float], z: float) -> bool:
    """Whether paired differences are above 0 by more than `z` standard errors (never on fewer
    than two)."""
    n = len(diffs)
    if n < 2:
        return False
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > z * math.sqrt(var / n)
