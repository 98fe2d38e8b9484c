"""The heuristic Fief bot's cards: it takes the cards its purchases earn when it does not want the
lord they could bring instead (a big card when it may), discards the card it can use least, and in
phase 4 plays with sense: a famine on the bishopric that feeds the leading rival most and itself
least, a good harvest where a famine starves its own mills, a storm over the fief where the
leader's lords stand and its own do not, fine weather where its own lords are stuck, the plague
where the rivals stand thickest and it does not, an assassination on the leader's crowned head, the
spy on one of its lords, the excommunication on the leader, a revolt next to the leader's weakest
walls and mills and far from its own, a tunnel to free a prisoner, to take its lords out of a storm,
to save a lord from a plague about to strike, or (`fief.py`) to open the walls it attacks. It
marches the peasants it raised against the leader's weakest riches (into a city by a tunnel it
holds), restores its ruins, and has its Pope or bishop appease peasants at its door.

Every choice reads only the view and the legal actions, as the rest of the bot does.
"""

from __future__ import annotations

from collections.abc import Sequence

from regnum.engine.game import Action, View
from regnum.games.fief.data import BISHOP_GIFT, POPE_GIFT, RESTORE_CASTLE, RESTORE_CITY
from regnum.games.fief.map import BISHOPRIC_OF, FIEF_OF, NEIGHBOURS, NUM_VILLAGES

# what a card in hand is worth keeping, by name (the lowest goes when the hand is full)
KEEP = {"assassination": 6, "plague": 5, "excommunication": 5, "spy": 4, "famine": 3, "revolt": 3,
        "tunnel": 2, "storm": 2, "good harvest": 1, "fine weather": 1}


def leader(view: View, me: int) -> int:
    """The rival with most crowns, then most lords (the first such seat)."""
    rivals = [p for p in view["players"] if p["seat"] != me and not p["out"]]
    if not rivals:
        return -1
    return int(max(rivals, key=lambda p: (p["crowns"], p["lords"], -p["seat"]))["seat"])


def card_purchase(view: View, legal: Sequence[Action], wants_lord: bool) -> Action | None:
    """Take an earned card unless a lord is wanted (a card taken at 3 points would forbid the lord
    of 5); with a full hand, discard the weakest."""
    if wants_lord:
        return None
    take = [a for a in legal if a.kind == "take_card"]
    if take:
        return max(take, key=lambda a: a.args[0])
    discards = [a for a in legal if a.kind == "discard"]
    if discards:
        from regnum.games.fief.data import CARD_NAMES

        return min(discards, key=lambda a: KEEP[CARD_NAMES[a.args[0]]])
    return None


def _presence(view: View, me: int) -> tuple[list[int], list[int], list[int]]:
    """Per village: my pieces (lords and stacks), the leader's, and all rivals' (a stack or lord
    one each)."""
    top = leader(view, me)
    mine, lead, rivals = [0] * NUM_VILLAGES, [0] * NUM_VILLAGES, [0] * NUM_VILLAGES
    for v, village in enumerate(view["villages"]):
        for seat in [s["seat"] for s in village["stacks"] if s["troops"]] + [
                lord["seat"] for lord in village["lords"]]:
            if seat == me:
                mine[v] += 1
            else:
                rivals[v] += 1
                lead[v] += seat == top
    return mine, lead, rivals


def card_play(view: View, me: int, legal: Sequence[Action]) -> Action | None:
    """Phase 4's choice: the best play by the rules above, or no card."""
    if not any(a.kind == "play_none" for a in legal):
        return None
    mine, lead, rivals = _presence(view, me)
    produce = [v["mills"] * 2 + v["presses"] for v in view["villages"]]
    held_mine = [v["controller"] == me for v in view["villages"]]
    top = leader(view, me)
    held_lead = [v["controller"] == top for v in view["villages"]]
    best: tuple[float, Action] | None = None

    def consider(score: float, action: Action) -> None:
        nonlocal best
        if score > 0 and (best is None or score > best[0]):
            best = (score, action)

    def in_see(b: int, table: Sequence[float]) -> float:
        return sum(table[v] for v in range(NUM_VILLAGES) if BISHOPRIC_OF[v] == b)

    def in_fief(f: int, table: Sequence[float]) -> float:
        return sum(table[v] for v in range(NUM_VILLAGES) if FIEF_OF[v] == f)

    for action in legal:
        kind, arg = action.kind, action.args[0] if action.args else -1
        if kind == "play_famine":
            theirs = in_see(arg, [p * h for p, h in zip(produce, held_lead, strict=True)])
            ours = in_see(arg, [p * h for p, h in zip(produce, held_mine, strict=True)])
            consider(theirs - 2 * ours, action)
        elif kind == "play_good_harvest":
            consider(in_see(arg, [p * h for p, h in zip(produce, held_mine, strict=True)]), action)
        elif kind == "play_storm":
            consider(in_fief(arg, lead) - 3 * in_fief(arg, mine), action)
        elif kind == "play_fine_weather":
            consider(in_fief(arg, mine) - in_fief(arg, lead), action)
        elif kind == "play_plague":
            consider(in_see(arg, rivals) - 3 * in_see(arg, mine) - 1, action)
        elif kind == "play_assassination":
            victim = next(lord for lord in view["lords"] if lord["status"] != "dead"
                          and lord["name"] == action.text.removeprefix("play assassination on "))
            worn = sum(1 for f in view["fiefs"] if f["lord"] == victim["id"])
            consider(2 * worn + (victim["seat"] == top), action)
        elif kind in ("play_spy", "play_excommunication"):
            consider(1.0 if kind == "play_spy" or arg == top else 0.0, action)
        elif kind == "play_revolt":
            consider(sum(_prey(view, me, u) for u in (arg, *NEIGHBOURS[arg])), action)
        elif kind == "play_tunnel_escape":
            consider(8.0, action)
        elif kind == "play_tunnel_evacuate":
            stormy = view["cards"]["storm"][FIEF_OF[action.args[1]]]
            consider(0.0 if stormy else 2.0, action)
    return best[1] if best is not None else next(a for a in legal if a.kind == "play_none")


def plague_flight(legal: Sequence[Action]) -> Action | None:
    """A plague about to strike: save a lord by a tunnel when we hold one (a lord is worth more
    than a small card), else face it."""
    flee = [a for a in legal if a.kind in ("play_tunnel_flee", "flee_none")]
    return min(flee, key=lambda a: a.kind == "flee_none", default=None)


def assassin_choice(view: View, me: int, legal: Sequence[Action]) -> Action | None:
    """The assassin: the spy if it is ours (no justice then), else the least valuable lord."""
    if not any(a.kind == "assassin" for a in legal):
        return None
    spy = view["cards"]["spy"]
    for action in legal:
        lord = next(lord for lord in view["lords"] if lord["status"] != "dead"
                    and lord["name"] == action.text.removeprefix("assassin "))
        if lord["id"] == spy:
            return action
    return legal[-1]


def opposition(view: View, me: int, legal: Sequence[Action]) -> Action | None:
    """Oppose an excommunication unless it strikes the leader."""
    if not any(a.kind == "oppose" for a in legal):
        return None
    target = view["cards"]["settling"]["target"]
    return next(a for a in legal if a.args[0] == int(target != leader(view, me)))


# -- the revolt ------------------------------------------------------------------------------------
def _prey(view: View, me: int, v: int) -> float:
    """What peasants in `v` would take from the others, less what they would take from us: walls
    (a castle is ruined), mills and presses, weighed against who waits there."""
    village = view["villages"][v]
    riches = float(3 * (village["castle"] + village["city"]) * (not village["ruin"])
                   + 2 * village["mills"] + village["presses"])
    defenders = sum(1 for s in village["stacks"] if s["troops"]) + len(village["lords"])
    holder = village["controller"] if village["controller"] >= 0 else village["fort_owner"]
    if holder == me or any(lord["seat"] == me for lord in village["lords"]):
        return -3.0 * (riches + 1)
    if holder < 0:
        return 0.0
    return riches - 0.5 * defenders + float(holder == leader(view, me))


def peasants_march(view: View, me: int, legal: Sequence[Action]) -> Action:
    """The peasants we raised step to the richest prey of the others (a city too, by a tunnel we
    hold), or stay."""
    stay = next(a for a in legal if a.kind == "peasants_stay")
    best = max((a for a in legal if a.kind in ("peasants_move", "peasants_tunnel")),
               key=lambda a: (_prey(view, me, a.args[0]), -a.id), default=None)
    return best if best is not None and _prey(view, me, best.args[0]) > 0 else stay


def revolt_purchase(view: View, me: int, legal: Sequence[Action], spare: int) -> Action | None:
    """Restore our ruins when the money allows; appease peasants within a step of our villages
    (the Pope pays when he can, a bishop adds his 100 écus)."""
    for action in legal:
        if action.kind == "restore":
            price = RESTORE_CITY if view["villages"][action.args[0]]["city"] else RESTORE_CASTLE
            if spare >= price:
                return action
    here = next((v for v, village in enumerate(view["villages"]) if village["peasants"]), -1)
    if here < 0 or not any(_prey(view, me, u) < 0 for u in (here, *NEIGHBOURS[here])):
        return None
    tries = [a for a in legal if a.kind == "appease" and a.args[1] <= spare]
    paid = [a for a in tries if a.args[1] in (BISHOP_GIFT, POPE_GIFT)]
    return max(paid or tries, key=lambda a: a.args[1], default=None)
