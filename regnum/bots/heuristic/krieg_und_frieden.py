"""A heuristic bot for Krieg und Frieden. It reads only its view: bids by the value chart and what
the reward is worth, builds farmsteads, defends, attacks the leader, spends privileges with care."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from regnum.bots.base import Observation
from regnum.engine.game import Action, View
from regnum.games.krieg_und_frieden.data import (
    AGENDA_NAMES,
    RESOURCE_NAMES,
    SECTION_POINTS_DAGGER,
    SECTION_POINTS_STANDARD,
    VALUE,
)

CHANGE_GAIN: Final = 8  # chart points a change of agenda must win to be worth a privilege


def _seat(name: str) -> int:
    return int(name[1:]) - 1


def _hand(view: View) -> list[int]:
    return [view["you"]["hand"][name] for name in RESOURCE_NAMES]


def _agenda_index(kind: str) -> int:
    return AGENDA_NAMES.index(kind.split("-")[0])


class HeuristicBot:
    name = "heuristic"
    samples = False

    def __init__(self, seed: int) -> None:
        """Deterministic: the seed is accepted for the common bot signature and not needed. The
        handlers are bound once, not at every choice: a search's rollouts choose at every step."""
        self._handlers: dict[str, Callable[[View, dict[str, Action]], str]] = {
            "agenda-play": self._agenda_play,
            "agenda-change": self._agenda_change,
            "bid": self._bid,
            "privilege": self._privilege,
            "summer": self._summer,
            "defend": self._defend,
            "burn": self._burn,
            "income": self._income,
            "bounty": self._bounty,
            "tithe": self._tithe,
        }

    def choose(self, obs: Observation) -> Action:
        view = obs.view
        by_text = {a.text: a for a in obs.legal}
        choice = self._handlers[view["step"]](view, by_text)
        return by_text[choice] if choice in by_text else obs.legal[0]

    # -- winter ------------------------------------------------------------------------------
    def _kind_worth(self, view: View, kind: str) -> float:
        hand = _hand(view)
        values = VALUE[_agenda_index(kind)]
        strength = sum(h * v for h, v in zip(hand, values, strict=True))
        me = view["players"][_seat(view["you"]["seat"])]
        bonus = me["workers"] * 3 if kind.endswith("cathedral") else 2
        return strength + bonus

    def _agenda_play(self, view: View, moves: dict[str, Action]) -> str:
        plays = [m for m in moves if m.startswith("play ")]
        return max(plays, key=lambda m: self._kind_worth(view, m[5:]))

    def _agenda_change(self, view: View, moves: dict[str, Action]) -> str:
        current = self._kind_worth(view, view["agenda"])
        changes = [m for m in moves if m.startswith("change ")]
        if not changes:
            return "pass"
        best = max(changes, key=lambda m: self._kind_worth(view, m.split()[1]))
        if self._kind_worth(view, best.split()[1]) - current < CHANGE_GAIN:
            return "pass"
        # pay with the privilege whose income is least likely (fewest such cards discarded)
        kind = best.split()[1]
        options = [m for m in changes if m.split()[1] == kind]
        return min(options, key=lambda m: view["discard"][m.split()[3]])

    # -- spring ------------------------------------------------------------------------------
    def _reward_worth(self, view: View) -> float:
        me = view["players"][_seat(view["you"]["seat"])]
        dagger = view["options"]["scoring"] == "dagger"
        if view["agenda"].endswith("privilege"):
            return (2.0 if dagger else 1.0) + 1.0
        points = SECTION_POINTS_DAGGER if dagger else SECTION_POINTS_STANDARD
        built = len(view["cathedral"]["built"])
        return float(points[built] + me["workers"] + (3 if built == 5 else 0))

    def _bid(self, view: View, moves: dict[str, Action]) -> str:
        me = view["players"][_seat(view["you"]["seat"])]
        values = [view["values"][name] for name in RESOURCE_NAMES]
        hand = _hand(view)
        pending = [view["bidding"]["raise"][name] for name in RESOURCE_NAMES]
        committed = me["bid_total"] + sum(p * v for p, v in zip(pending, values, strict=True))
        if committed > view["bidding"]["high"] and "bid" in moves:
            return "bid"
        # cards we are willing to put on the table this year, beyond those already there
        budget = min(sum(hand), int(1 + 1.5 * self._reward_worth(view)))
        spent = sum(sum(layer.values()) for layer in me["bid_layers"]) + sum(pending)
        need = view["bidding"]["high"] - committed + 1
        order = sorted(range(4), key=lambda r: -values[r])
        plan: list[int] = []
        for r in order:
            for _ in range(hand[r]):
                if need <= 0:
                    break
                plan.append(r)
                need -= values[r]
        if need > 0 or spent + len(plan) > budget + (1 if spent else 0):
            return "pass"
        return f"add {RESOURCE_NAMES[plan[0]]}"

    def _privilege(self, view: View, moves: dict[str, Action]) -> str:
        def worth(move: str) -> float:
            name = move.split()[1]
            return float(view["discard"][name]) + (0.5 if " from " not in move else 0.0)

        return max(moves, key=worth)

    # -- summer ------------------------------------------------------------------------------
    def _summer(self, view: View, moves: dict[str, Action]) -> str:
        me_index = _seat(view["you"]["seat"])
        me = view["players"][me_index]
        hand = _hand(view)
        if "build farmstead" in moves:
            return "build farmstead"
        if (
            "assign worker" in moves
            and me["farmsteads"] >= 3
            and len(view["cathedral"]["built"]) < 6
        ):
            return "assign worker"
        attacks = [m for m in moves if m.startswith("attack ")]
        if attacks and hand[0] >= 2:
            return max(
                attacks,
                key=lambda m: (
                    view["players"][_seat(m[7:])]["seals"],
                    view["players"][_seat(m[7:])]["farmsteads"],
                ),
            )
        bribes = [m for m in moves if m.startswith("bribe ")]
        if bribes and hand[1] >= 3:
            return max(bribes, key=lambda m: view["players"][_seat(m[6:])]["seals"])
        return "end turn"

    def _defend(self, view: View, moves: dict[str, Action]) -> str:
        return "defend" if "defend" in moves else "yield"

    def _burn(self, view: View, moves: dict[str, Action]) -> str:
        me = view["players"][_seat(view["you"]["seat"])]
        return "burn farmstead" if me["farmsteads"] % 2 == 1 else "burn worker"

    # -- autumn ------------------------------------------------------------------------------
    def _type_worth(self, view: View) -> list[float]:
        worth = [0.0] * 4
        for kind, count in view["you"]["agenda_hand"].items():
            for r, v in enumerate(VALUE[_agenda_index(kind)]):
                worth[r] += v * count
        worth[0] += 1.0  # shields also defend
        return worth

    def _income(self, view: View, moves: dict[str, Action]) -> str:
        worth = self._type_worth(view)
        return max(moves, key=lambda m: worth[RESOURCE_NAMES.index(m.split()[1])])

    def _bounty(self, view: View, moves: dict[str, Action]) -> str:
        targets = [m for m in moves if m.startswith("bounty ")]
        best = max(targets, key=lambda m: view["players"][_seat(m[7:])]["hand_size"])
        return best if view["players"][_seat(best[7:])]["hand_size"] >= 2 else "decline bounty"

    def _tithe(self, view: View, moves: dict[str, Action]) -> str:
        worth = self._type_worth(view)
        return min(moves, key=lambda m: worth[RESOURCE_NAMES.index(m.split()[1])])
