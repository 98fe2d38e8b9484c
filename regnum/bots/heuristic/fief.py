"""A heuristic bot for Fief. It reads only its view and legal actions: it settles in a small fief,
buys mills, spreads its soldiers over the fiefs it can crown soonest, buys the castle and the crown
of every fief it alone holds, recruits lords with its purchases, and attacks a stack only when its
group is clearly stronger than its estimate of the enemy (stacks are face down, so an enemy stack
is guessed from what is visible: its lords, its walls). In a battle, where both sides are open, it
fights on while its dice are at least a match for the enemy's and withdraws otherwise. The crown
and the church (royal army, cardinal's hats, phase 6's acts, nominations, ballots, vetoes and
consents) are `fief_court`'s; births, marriages and holy orders `fief_family`'s; the talks of
phases 1 and 6 (alliances against the leader) `fief_talks`'s. Allies and seats under a truce are
not enemies: their stacks neither threaten nor invite an attack.

Every decision is a pure function of the view, so the same bot can play every seat of a rollout.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from regnum.bots.base import Observation
from regnum.bots.heuristic.fief_cards import (
    assassin_choice,
    card_play,
    card_purchase,
    opposition,
    peasants_march,
    plague_flight,
    revolt_purchase,
)
from regnum.bots.heuristic.fief_court import church_choice, court_purchase
from regnum.bots.heuristic.fief_family import family_choice
from regnum.bots.heuristic.fief_talks import talks_choice
from regnum.engine.game import Action, JsonDict, View
from regnum.engine.rng import Rng
from regnum.games.fief.combat import Force, Fort, attack_dice, defence_dice
from regnum.games.fief.data import (
    CROWN_PRICES,
    ENTITLE_LORD,
    LORD_NAMES,
    PIECE_PRICES,
    PRICE_CASTLE,
    PRICE_MILL,
    PRICE_PRESS,
    PRICE_SOLDIER,
    TROOPS,
    Piece,
)
from regnum.games.fief.map import DISTANCES, FIEF_OF, FIEFS, NEIGHBOURS, NUM_VILLAGES

V: Final = NUM_VILLAGES
WANTED_LORDS: Final = 3  # lords worth recruiting for (each moves a group of his own)
ACTIVE_FIEFS: Final = 2  # uncrowned fiefs worked on at a time
# an enemy stack's hidden strength is guessed: troops in the open, troops behind walls
GUESS_STACK: Final = 4
GUESS_FORT: Final = 8
ATTACK_MARGIN: Final = 1.5  # wanted ratio of our points to the guessed enemy points
DIE_POINTS: Final = 6  # points per die: each die a wall takes must be paid for with this much more
# value of holding a village: of a fief we work on, any other, and per fixed piece in it
TARGET_WORTH: Final = 10.0
OTHER_WORTH: Final = 2.0
FIXED_WORTH: Final = 2.0
ENEMY_LORD_WORTH: Final = 4.0  # taking an enemy lord prisoner (300 écus and a family weakened)
ARMY_MONEY: Final = 1500  # money beyond plans that goes into knights for an attack
LOOSE_WANTED: Final = 2  # troop pieces free to march, beyond one per village still to take


class Board:
    """The view read once per decision into flat per-village tables (a plain class: a
    dataclass's `__init__` and its default factories would run interpreted at every decision)."""

    def __init__(self, me: int) -> None:
        self.me = me
        self.holder = [-1] * V
        self.fixed = [0] * V
        self.fort = [0] * V  # 0 none, 1 castle, 2 city
        self.mine: list[View | None] = [None] * V  # my stack
        self.enemy = [False] * V  # enemy troops or lords
        self.guess = [0.0] * V  # enemy points guessed
        self.enemy_lords = [0] * V
        self.my_lords = [0] * V  # my free lords there
        self.crown: list[int] = []  # seat of each fief's crown, or -1
        self.money = 0
        self.reach = [-1] * V  # roads from our nearest piece

    def pieces(self, v: int) -> int:
        """My troop pieces in `v`."""
        stack = self.mine[v]
        if stack is None:
            return 0
        return int(stack["soldiers"] + stack["knights3"] + stack["knights6"])

    def points(self, v: int) -> int:
        stack = self.mine[v]
        return 0 if stack is None else int(stack["points"])


def friends(view: View, me: int) -> set[int]:
    """Seats at peace with `me`: allies and truces (they may not be attacked)."""
    talks = view.get("diplomacy") or {}
    found = set(talks.get("allies", [[]] * (me + 1))[me])
    for truce in talks.get("truces", []):
        if me in truce["seats"]:
            found.update(truce["seats"])
    found.discard(me)
    return found


def read(view: View, me: int) -> Board:
    board = Board(me)
    peace = friends(view, me)
    for v, village in enumerate(view["villages"]):
        board.holder[v] = village["controller"]
        board.fixed[v] = village["castle"] + village["city"] + village["mills"] + village["presses"]
        board.fort[v] = 2 if village["city"] else 1 if village["castle"] else 0
        for stack in village["stacks"]:
            if stack["seat"] == me:
                board.mine[v] = stack
            elif stack["troops"] and stack["seat"] not in peace:
                board.enemy[v] = True
                board.guess[v] += GUESS_FORT if board.fort[v] else GUESS_STACK
        if village["peasants"]:  # the revolting peasants: open strength, hostile to us too
            board.enemy[v] = True
            board.guess[v] += village["peasants"]
        for lord in village["lords"]:
            if lord["status"] != "free":
                continue
            if lord["seat"] == me:
                board.my_lords[v] += 1
            elif lord["seat"] not in peace:
                board.enemy[v] = True
                board.enemy_lords[v] += 1
                board.guess[v] += 0 if lord["female"] else 1
    board.crown = [fief["crown"] for fief in view["fiefs"]]
    board.money = view["players"][me].get("money", 0)
    frontier = [v for v in range(V) if board.mine[v] is not None or board.my_lords[v]]
    for v in frontier:
        board.reach[v] = 0
    for v in frontier:  # breadth first from every piece at once (the list grows as it goes)
        for u in NEIGHBOURS[v]:
            if board.reach[u] < 0:
                board.reach[u] = board.reach[v] + 1
                frontier.append(u)
    return board


class HeuristicBot:
    name = "heuristic"
    samples = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, obs: Observation) -> Action:
        view = obs.view  # in a rollout, the lazy view: its parts are built as they are read
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        by_text = {a.text: a for a in legal}
        if phase == "setup-fief":
            return min(legal, key=lambda a: fief_rank(a.args[0]))
        if phase == "setup-castle":
            return max(legal, key=lambda a: castle_rank(a.args[0]))
        if phase == "setup-lord":
            return by_text.get("choose lord", legal[0])
        if phase == "disband":  # out of the running: its troops still stand in the others' way
            return by_text.get("keep troops", legal[0])
        board = read(view, obs.player)
        if phase == "new-lord":
            males = [a for a in legal if a.args[0] == 0] or list(legal)
            return max(males, key=lambda a: (board.points(a.args[1]), -a.id))
        if phase == "purchase":
            return purchase(board, view, legal, by_text)
        if phase == "military":  # a tunnel in hand opens the walls it attacks
            return by_text.get("play tunnel: treason") or military(board, view, legal, by_text)
        if phase == "peasants":
            return peasants_march(view, obs.player, legal)
        choice = (talks_choice(view, obs.player, legal)
                  or family_choice(view, obs.player, legal) or church_choice(view, obs.player, legal)
                  or card_play(view, obs.player, legal) or plague_flight(legal)
                  or assassin_choice(view, obs.player, legal)
                  or opposition(view, obs.player, legal))
        return choice if choice is not None else self.rng.choice(list(legal))


# -- set-up ------------------------------------------------------------------------------------------
def fief_rank(fief: int) -> tuple[int, int]:
    """Cheapest crown first; among equals, the fief with most villages of small fiefs near it."""
    own = FIEFS[fief].villages
    near = sum(1 for v in range(V) if FIEF_OF[v] != fief and CROWN_PRICES[FIEFS[FIEF_OF[v]].kind]
               < CROWN_PRICES[0] and min(DISTANCES[v][u] for u in own) <= 2)
    return CROWN_PRICES[FIEFS[fief].kind], -near


def castle_rank(v: int) -> tuple[int, int]:
    """The village from which the rest of the fief is reached in fewest steps."""
    own = FIEFS[FIEF_OF[v]].villages
    return -sum(DISTANCES[v][u] for u in own), len(NEIGHBOURS[v])


# -- which fiefs to work on --------------------------------------------------------------------------
def fief_cost(board: Board, fief: int) -> float:
    """What crowning `fief` still costs us in écus, roughly: crown, castle, soldiers to hold its
    villages, enemies to drive out, and the marching to get there."""
    me = board.me
    villages = FIEFS[fief].villages
    cost = float(CROWN_PRICES[FIEFS[fief].kind])
    if not any(board.fort[v] and board.holder[v] in (me, -1) and not board.enemy[v]
               for v in villages):
        cost += PRICE_CASTLE
    for v in villages:
        if board.holder[v] == me and not board.enemy[v]:
            continue
        cost += 100
        if board.enemy[v]:
            cost += 150 * board.guess[v] + (600 * board.fort[v])
    near = board.reach[villages[0]]
    for v in villages:  # the nearest village of the fief (a loop: `min` of a generator is a call)
        if board.reach[v] < near:
            near = board.reach[v]
    return cost + (150 * near if near >= 0 else 2000)


def active_fiefs(board: Board) -> list[int]:
    """The uncrowned fiefs we work on, cheapest first."""
    open_fiefs = [f for f in range(len(FIEFS)) if board.crown[f] < 0]
    open_fiefs.sort(key=lambda f: fief_cost(board, f))
    return open_fiefs[:ACTIVE_FIEFS]


def worth(board: Board, v: int, targets: set[int]) -> float:
    """Value of holding `v` for us."""
    base = TARGET_WORTH if v in targets else OTHER_WORTH
    return base + FIXED_WORTH * board.fixed[v]


def target_villages(board: Board) -> set[int]:
    return {v for f in active_fiefs(board) for v in FIEFS[f].villages}


def keep(board: Board, v: int, targets: set[int]) -> int:
    """Troop pieces to leave in `v` when a group marches out (lords come and go)."""
    if board.fort[v] and board.holder[v] == board.me:
        return 2
    if board.crown[FIEF_OF[v]] == board.me and not board.fixed[v]:
        return 0  # an empty village of our crowned fief stays ours
    if v in targets or board.fixed[v]:
        return 1
    return 0


# -- phase 3 -----------------------------------------------------------------------------------------
def purchase(board: Board, view: View, legal: Sequence[Action],
             by_text: dict[str, Action]) -> Action:
    me = board.me
    crowns = [a for a in legal if a.kind == "crown"]
    if crowns:  # a crown at once: it is the game's goal and pays the taille
        return min(crowns, key=lambda a: CROWN_PRICES[FIEFS[FIEF_OF[a.args[0]]].kind])
    buys: dict[tuple[int, ...], Action] = {a.args: a for a in legal if a.kind == "buy"}
    save = 0
    for f in range(len(FIEFS)):
        if board.crown[f] >= 0 or not all(board.holder[v] == me for v in FIEFS[f].villages):
            continue
        price = CROWN_PRICES[FIEFS[f].kind]
        if any(board.fort[v] == 1 for v in FIEFS[f].villages):
            save = max(save, price)  # held with a castle: the crown next purchase (or now)
            continue
        sites = [buys[(Piece.CASTLE, v)] for v in FIEFS[f].villages
                 if (Piece.CASTLE, v) in buys]
        if sites:  # held without a castle: build one, crowned at once if the money allows
            return max(sites, key=lambda a: len(NEIGHBOURS[a.args[1]]))
        save = max(save, PRICE_CASTLE + price)
    spare = board.money - save
    court = court_purchase(view, me, legal, spare) or revolt_purchase(view, me, legal, spare)
    if court is not None:
        return court
    me_view = view["players"][me]
    card = card_purchase(view, legal, wants_lord=me_view["lords"] < WANTED_LORDS
                         and not me_view["lord_bonus"])
    if card is not None:
        return card
    targets = target_villages(board)
    recruits = [a for a in legal if a.kind == "recruit_lord"]
    if recruits and me_view["lords"] < WANTED_LORDS:
        return max(recruits, key=lambda a: (board.points(a.args[0]),
                                            -near_target(a.args[0], targets)))
    mills = [buys[(Piece.MILL, v)] for v in range(V)
             if (Piece.MILL, v) in buys and safe_site(board, v)]
    if mills and spare >= PRICE_MILL:
        return max(mills, key=lambda a: site_rank(board, a.args[1]))
    need = troops_needed(board, targets)
    wants_lord = me_view["lords"] < WANTED_LORDS and not me_view["lord_bonus"]
    for_lord = wants_lord and spare >= (ENTITLE_LORD - me_view["bought"]) * PRICE_SOLDIER
    troop = cheapest_troop(board, buys, spare, targets) if need > 0 or for_lord else None
    if troop is not None:
        return troop
    presses = [buys[(Piece.PRESS, v)] for v in range(V)
               if (Piece.PRESS, v) in buys and safe_site(board, v)]
    if presses and spare >= PRICE_PRESS:
        return max(presses, key=lambda a: site_rank(board, a.args[1]))
    troop = army_troop(board, buys) if spare >= ARMY_MONEY else None
    return troop if troop is not None else by_text["end purchases"]


def cheapest_troop(board: Board, buys: dict[tuple[int, ...], Action], spare: int,
                   targets: set[int]) -> Action | None:
    """A soldier (a knight once the reserve of soldiers is spent) where a lord can take it."""
    for piece in TROOPS:
        options = [buys[(piece, v)] for v in range(V) if (piece, v) in buys]
        if options and PIECE_PRICES[piece] <= spare:
            return max(options, key=lambda a: (board.my_lords[a.args[1]],
                                               board.points(a.args[1]),
                                               -near_target(a.args[1], targets)))
    return None


def army_troop(board: Board, buys: dict[tuple[int, ...], Action]) -> Action | None:
    """Money to spare: the biggest knight for the strongest group a lord leads, to take what the
    enemy holds behind walls."""
    for piece in reversed(TROOPS):
        options = [buys[(piece, v)] for v in range(V) if (piece, v) in buys and board.my_lords[v]]
        if options:
            return max(options, key=lambda a: (board.points(a.args[1]), -a.id))
    return None


def safe_site(board: Board, v: int) -> bool:
    """A village where a mill or press is likely to keep paying: walled, in our crowned fief, or
    guarded with no enemy next to it."""
    if board.fort[v] or board.crown[FIEF_OF[v]] == board.me:
        return True
    return board.points(v) > 0 and not any(board.enemy[u] for u in NEIGHBOURS[v])


def site_rank(board: Board, v: int) -> tuple[int, int, int]:
    return board.fort[v], int(board.crown[FIEF_OF[v]] == board.me), board.points(v)


def near_target(v: int, targets: set[int]) -> int:
    """Roads from `v` to the nearest target, 0 without targets."""
    distances = DISTANCES[v]
    nearest = -1
    for t in targets:
        if nearest < 0 or distances[t] < nearest:
            nearest = distances[t]
    return max(nearest, 0)


def troops_needed(board: Board, targets: set[int]) -> int:
    """Villages of the fiefs we work on that we do not hold, less the loose pieces we have."""
    missing = sum(1 for v in targets if board.holder[v] != board.me or board.enemy[v])
    loose = sum(spare_troops(board, v, targets) for v in range(V))
    return missing + LOOSE_WANTED - loose


# -- phase 5 -----------------------------------------------------------------------------------------
def military(board: Board, view: View, legal: Sequence[Action],
             by_text: dict[str, Action]) -> Action:
    phase5 = view["military"]
    if "battle" in phase5:
        return battle(board, phase5["battle"], legal, by_text)
    step = phase5["step"]
    if "group" in phase5:
        return move_group(board, view, phase5["group"], step, by_text)
    ransoms = [a for a in legal if a.kind == "m_ransom"]
    if ransoms:  # a lord back is worth the 300 écus: he moves troops and may wear a crown
        return ransoms[0]
    if step in (1, 5, 7):
        targets = target_villages(board)
        best: tuple[float, int] | None = None
        choice = by_text["end movements"]
        for a in legal:
            if a.kind != "m_lead":
                continue
            lord = lord_by_card(view, a.args[0])
            plan = best_move(board, lord, step, targets)
            if plan is not None and (best is None or (plan[0], -a.id) > best):
                best, choice = (plan[0], -a.id), a
        return choice
    return by_text.get("end movements", legal[0])


def lord_by_card(view: View, card: int) -> View:
    name = LORD_NAMES[card]
    return next(lord for lord in view["lords"] if lord["name"] == name
                and lord["status"] != "dead")


Plan = tuple[float, int, int]  # (value, destination, troop pieces to bring)


def spare_troops(board: Board, here: int, targets: set[int]) -> int:
    """Troop pieces that may leave `here` (garrisons are troops; lords come and go)."""
    return max(0, board.pieces(here) - keep(board, here, targets))


def best_move(board: Board, lord: View, step: int, targets: set[int]) -> Plan | None:
    """Where the lord should lead a group from his village, how many troop pieces it brings, and
    what that is worth; None when staying is best."""
    here = lord["village"]
    left = 2 - lord["moves"]
    if left <= 0:
        return None
    spare = spare_troops(board, here, targets)
    alone = board.pieces(here) - spare == 0 and board.my_lords[here] == 1
    # a lone lord holding a village we want gives it up only for something better
    leaving = worth(board, here, targets) if alone and keep(board, here, targets) else 0.0
    may_attack = step in (1, 5) and not lord["attacks"]
    power = board.points(here) - (board.pieces(here) - spare) + (0 if lord["female"] else 1)
    best: Plan | None = None
    frontier = [(u, 1) for u in NEIGHBOURS[here]]
    seen = {here}
    while frontier:
        u, dist = frontier.pop(0)
        if u in seen:
            continue
        seen.add(u)
        value = 0.0
        bring = min(spare, dist)
        if board.enemy[u]:
            if may_attack and attack_worth(board, u, power):
                value = worth(board, u, targets) + ENEMY_LORD_WORTH * board.enemy_lords[u]
                bring = spare
        elif board.holder[u] != board.me:
            value = worth(board, u, targets)
        value -= 0.5 * dist + leaving
        if value > 0 and (best is None or value > best[0]):
            best = (value, u, bring)
        if dist < left and not board.enemy[u]:
            frontier += [(w, dist + 1) for w in NEIGHBOURS[u]]
    if best is None and spare and not leaving:
        # nothing in reach: walk one road towards the nearest target we do not hold
        open_targets = [t for t in targets if board.holder[t] != board.me]
        if open_targets:
            goal = min(open_targets, key=lambda t: (DISTANCES[here][t], t))
            steps = [u for u in NEIGHBOURS[here] if not board.enemy[u]
                     and DISTANCES[u][goal] < DISTANCES[here][goal]]
            if steps:
                best = (0.25, steps[0], min(spare, 2))
    return best


def attack_worth(board: Board, v: int, power: int) -> bool:
    """Our group of `power` points is clearly stronger than the guessed defence of `v`."""
    walls = board.fort[v] * DIE_POINTS
    return power - walls >= ATTACK_MARGIN * max(1.0, board.guess[v]) and power - walls >= 2


def path_step(here: int, goal: int, board: Board) -> int | None:
    """The next village on a road towards `goal` that does not cross an enemy."""
    if goal in NEIGHBOURS[here]:
        return goal
    for u in NEIGHBOURS[here]:
        if not board.enemy[u] and goal in NEIGHBOURS[u]:
            return u
    return None


def move_group(board: Board, view: View, group: JsonDict, step: int,
               by_text: dict[str, Action]) -> Action:
    """The group on the move: take the troops the plan brings, march one road, or halt. The plan
    is worked out again at every decision from where the group stands, so a group that has just
    marched into a village that needs a garrison halts there (its lord may be led on again)."""
    here = group["village"]
    names = set(group["lords"])
    lords = [lord for lord in view["lords"] if lord["name"] in names and lord["status"] == "free"]
    leader = max(lords, key=lambda lord: lord["moves"])
    carried = group["soldiers"] + group["knights3"] + group["knights6"]
    targets = target_villages(board)
    plan = best_move(board, leader, step, targets)
    if plan is None or board.pieces(here) - carried < keep(board, here, targets):
        return by_text["halt"]
    _, goal, bring = plan
    if carried < bring:
        for text in ("take soldier", "take knight3", "take knight6"):
            if text in by_text:
                return by_text[text]
    nxt = path_step(here, goal, board)
    march = by_text.get(f"march {view['villages'][nxt]['name']}") if nxt is not None else None
    return march if march is not None else by_text["halt"]


# -- battles -----------------------------------------------------------------------------------------
def side_force(side: JsonDict) -> Force:
    return Force(side["soldiers"], side["knights3"], side["knights6"], side["lords"],
                 side["ladies"], side["engines"], side["captives"])


def battle(board: Board, fight: JsonDict, legal: Sequence[Action],
           by_text: dict[str, Action]) -> Action:
    me = board.me
    stage = fight["stage"]
    if stage == "pursuit":
        return by_text["let go"]
    if stage in ("attacker_losses", "defender_losses"):
        for text in ("lose soldier", "lose knight3", "lose knight6"):
            if text in by_text:
                return by_text[text]
        return legal[-1]
    attacker = fight["attacker"] == me
    mine = side_force(fight["sides"][str(fight["attacker" if attacker else "defender"])])
    theirs = side_force(fight["sides"][str(fight["defender" if attacker else "attacker"])])
    fort = Fort[fight["fort"].upper()]
    if attacker:
        ours, their = attack_dice(mine, fort), defence_dice(theirs)
    else:
        ours, their = defence_dice(mine), attack_dice(theirs, fort)
    # rounds each side needs to wipe the other out, at 1.5 hits a die
    ours_rounds = theirs.points / max(0.1, 1.5 * ours)
    their_rounds = mine.points / max(0.1, 1.5 * their)
    if attacker and ours_rounds > their_rounds:
        withdrawals = [a for a in legal if a.kind == "m_withdraw"]
        if withdrawals:
            return max(withdrawals, key=lambda a: (board.holder[a.args[0]] == me, -a.id))
    return by_text.get("fight", legal[0])
