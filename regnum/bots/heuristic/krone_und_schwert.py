"""A heuristic bot for Krone & Schwert. It reads only its view and legal actions: settles next to
mountains and meadows (but does not end the game with a free marker on the last free space),
builds whenever it can (a castle and a city first, to be crowned), keeps its
territory in one piece, draws for building cards, answers attacks, and revolts when the swords are
out and its hand is strong."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from regnum.bots.base import Observation
from regnum.engine.game import Action, JsonDict, View
from regnum.engine.rng import Rng
from regnum.games.krone_und_schwert.data import CARD_NAMES, COMBAT, SHIELDS, Card

TERRAIN_WORTH: Final = {"meadow": 2.0, "mountain": 2.5, "forest": 0.3}
# build order when several are open: a cathedral, then what crowns or pays most
BUILD_WORTH: Final = {"cathedral": 6.0, "large": 5.0, "castle": 4.0, "city": 3.5}
# cards given up first for an expansion (least useful first)
EXPAND_ORDER: Final = ("incite", "pope-visit", "leader-3", "build-cathedral", "build-city",
                "build-castle", "leader-4")
KEEP: Final = {"build-castle": 1, "build-city": 1, "build-cathedral": 1}
REVOLT_MARGIN: Final = 3  # extra strength wanted over the king's expected votes
HOARD: Final = 15  # cards in hand beyond which a free space is worth more than another draw


def _card(name: str) -> int:
    return CARD_NAMES.index(name)


class HeuristicBot:
    name = "heuristic"
    samples = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, obs: Observation) -> Action:
        view = obs.view
        legal = {a.text: a for a in obs.legal}
        phase = view["phase"]
        me = obs.player
        if phase == "free-place":
            choice = self._free_marker(view, me, obs.legal)
        elif phase == "setup":
            choice = self._best_space(view, me, [a for a in obs.legal if a.kind == "place"])
        elif phase == "tax":
            choice = "tax"
        elif phase == "actions":
            choice = self._turn(view, me, obs.legal)
        elif phase == "expand":
            spaces = [a for a in obs.legal if a.kind == "expand"]
            choice = self._best_space(view, me, spaces) if spaces else "expand done"
        elif phase == "attack":
            choice = self._attack_card(legal)
        elif phase == "defend":
            choice = next((t for t in ("defend truce", "defend ambush") if t in legal),
                          "no defence")
        elif phase == "revolt-side":
            choice = self._side(view, me)
        elif phase == "revolt-cards":
            choice = self._commit(view, me, legal)
        else:
            return self.rng.choice(list(obs.legal))
        return legal.get(choice, obs.legal[0])

    # -- where to settle ---------------------------------------------------------------------
    def _space_worth(self, view: View, me: int, space: int) -> float:
        spaces = view["spaces"]
        here = spaces[space]
        worth = TERRAIN_WORTH[here["terrain"]] * 2
        mine = 0
        for t in here["adjacent"]:
            other = spaces[t]
            if other["owner"] < 0:
                worth += TERRAIN_WORTH[other["terrain"]] * 0.5
            mine += other["owner"] == me
        # joining own spaces keeps the territory in one piece
        return worth + 1.5 * min(mine, 2)

    def _free_marker(self, view: View, me: int, legal: Sequence[Action]) -> str:
        """Place the free markers, but never on the last free space: that ends the game at once,
        and a seat that has just lost every space is rarely the one ahead."""
        places = [a for a in legal if a.kind == "place"]
        if len(places) <= 1:
            return "no free marker"
        return self._best_space(view, me, places)

    def _best_space(self, view: View, me: int, actions: list[Action]) -> str:
        best = max(actions, key=lambda a: (self._space_worth(view, me, a.args[0]), -a.id))
        return best.text

    # -- a turn ------------------------------------------------------------------------------
    def _turn(self, view: View, me: int, legal: Sequence[Action]) -> str:
        by_kind: dict[str, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        hand: dict[str, int] = view["players"][me]["hand"]
        builds = self._builds(by_kind)
        if builds:
            return builds
        if "revolt" in by_kind and self._revolt_worth(view, me, hand):
            return "revolt"
        if "expand_with" in by_kind and self._wants_expansion(view, me, hand):
            return self._expansion_card(by_kind["expand_with"], hand)
        if "attack" in by_kind and self._strong(hand) >= 6:
            target = max(by_kind["attack"], key=lambda a: self._space_worth(view, me, a.args[0]))
            return target.text
        occupy = ("occupy" in by_kind and view["players"][me]["markers"] > 0
                  and not by_kind.get("expand_with"))
        if occupy and sum(hand.values()) >= HOARD:
            # More cards buy nothing now: taking a space moves the game on (without this, bots
            # holding forty cards drew from a reshuffled pile for ever beside two free spaces).
            return self._best_space(view, me, by_kind["occupy"])
        if "draw" in by_kind and view["ap"] >= 1:
            return "draw"
        if occupy:
            return self._best_space(view, me, by_kind["occupy"])
        return "end turn"

    def _builds(self, by_kind: dict[str, list[Action]]) -> str | None:
        options: list[tuple[float, str]] = []
        for a in by_kind.get("build_cathedral", []):
            options.append((BUILD_WORTH["cathedral"], a.text))
        for a in by_kind.get("build_large", []):
            options.append((BUILD_WORTH["large"], a.text))
        for a in by_kind.get("build", []):
            word = a.text.split()[1]
            options.append((BUILD_WORTH[word], a.text))
        return max(options)[1] if options else None

    def _wants_expansion(self, view: View, me: int, hand: dict[str, int]) -> bool:
        spare = sum(max(0, count - KEEP.get(name, 0)) for name, count in hand.items()
                    if SHIELDS[_card(name)] > 0)
        return spare > 0 or view["players"][me]["markers"] > 20

    def _expansion_card(self, options: list[Action], hand: dict[str, int]) -> str:
        def rank(a: Action) -> tuple[int, int]:
            name = CARD_NAMES[a.args[0]]
            surplus = hand.get(name, 0) > KEEP.get(name, 0)
            two = SHIELDS[a.args[0]] > 1
            return (0 if surplus else 1, 0 if two else 1) if name != "leader-4" else (2, 2)

        best = min(options, key=lambda a: (rank(a), EXPAND_ORDER.index(CARD_NAMES[a.args[0]])))
        return best.text

    # -- fights ------------------------------------------------------------------------------
    @staticmethod
    def _strong(hand: dict[str, int]) -> int:
        return sum(COMBAT[_card(name)] * count for name, count in hand.items()
                   if name.startswith("leader"))

    def _revolt_worth(self, view: View, me: int, hand: dict[str, int]) -> bool:
        swords = view["people_swords"] + 1  # about one more from the two cards drawn
        mine = self._strong(hand) + hand.get("ambush", 0) * 3
        king_votes = 2 * (view["num_players"] - 1)
        king = view["players"][view["king"]]
        return bool(swords + mine >= king_votes + REVOLT_MARGIN + king["hand_size"] // 2)

    def _attack_card(self, legal: dict[str, Action]) -> str:
        if "attack go" in legal:
            return "attack go"
        cards = [a for a in legal.values() if a.kind == "attack_with"]
        return max(cards, key=lambda a: COMBAT[a.args[0]]).text

    def _side(self, view: View, me: int) -> str:
        players = view["players"]
        king = players[view["king"]]
        leader = players[view["revolt"]["leader"]]

        def size(entry: JsonDict) -> int:
            return int(entry["castles"] + entry["small_cities"] + entry["large_cities"])

        return "side revolt" if size(king) > size(leader) + 1 else "side king"

    def _commit(self, view: View, me: int, legal: dict[str, Action]) -> str:
        revolt = view["revolt"]
        if me not in (revolt["leader"], revolt["king"]):
            return "commit done"
        if me == revolt["king"] and f"commit {CARD_NAMES[Card.TRUCE]}" in legal:
            return f"commit {CARD_NAMES[Card.TRUCE]}"
        for name in ("leader-4", "leader-3", "ambush"):
            if f"commit {name}" in legal:
                return f"commit {name}"
        return "commit done"
