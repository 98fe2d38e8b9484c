"""The heuristic Fief bot's family choices: births in phase 1, marriages and holy orders in phase
6. It wants heirs and an army of lords: its married ladies bear children (never a bastard: the
mother's excommunication costs her votes and crowns their marriages), children go where the family
holds a castle, a daughter who may be d'Arc is named d'Arc (a fighting lord with three moves).
It takes a wife for its first unmarried lord when it can spare the dowry, marries two of its own
lords when it can, ordains a priest once its family has three men (a bishopric's dîme and votes,
and its own blessing), and marries into the weakest rival's family for an alliance when nothing
closer is to be had. As the other family it accepts a marriage unless the asking seat leads or the
dowry is dear, and its clergy blesses every marriage but the leader's.

Every choice reads only the view and the legal actions, as the rest of the bot does.
"""

from __future__ import annotations

from collections.abc import Sequence

from regnum.bots.heuristic.fief_court import lord_of, owner_of
from regnum.engine.game import Action, View
from regnum.games.fief.family import WIFE_DOWRY

PRIEST_FAMILY = 3  # men in the family before one of them is ordained
WIFE_RESERVE = 600  # money kept for troops beyond a wife's dowry
DEAR_DOWRY = 100  # the most the bot pays as the family asked


def crowns(view: View) -> list[int]:
    """Crowned fiefs per seat."""
    counts = [0] * int(view["num_players"])
    for fief in view["fiefs"]:
        if fief["crown"] >= 0:
            counts[fief["crown"]] += 1
    return counts


def leader(view: View) -> int:
    """The seat with most crowns when it has two or more, else -1 (nobody to fear yet)."""
    counts = crowns(view)
    best = max(counts)
    return counts.index(best) if best >= 2 and counts.count(best) == 1 else -1


def family_choice(view: View, me: int, legal: Sequence[Action]) -> Action | None:
    """The bot's action when the decision is one of the family's, else None."""
    kinds = {a.kind for a in legal}
    if "end_births" in kinds:
        return _birth(view, legal)
    if kinds & {"place_child", "place_child_father"}:
        return _place(view, me, legal)
    if "church_child" in kinds:
        own = [a for a in legal if lord_of(view, a.args[0])["seat"] == me]
        return (own or list(legal))[0]
    if "no_darc" in kinds:
        return next(a for a in legal if a.kind == "darc") if len(legal) > 1 else legal[0]
    if "end_family" in kinds:
        return _family_act(view, me, legal)
    marriage = view.get("marriage") or {}
    if "dowry" in kinds:
        return next(a for a in legal if a.kind == "dowry" and a.args[0] == 0)
    if "answer" in kinds:
        asking = int(marriage.get("asking", -1))
        mine = lord_of_id(view, int(marriage["woman"]))["seat"] == me
        pays = marriage["dowry"] > 0 if mine else marriage["dowry"] < 0
        yes = asking != leader(view) and not (pays and abs(marriage["dowry"]) > DEAR_DOWRY)
        return next((a for a in legal if a.kind == "answer" and a.args[0] == int(yes)), legal[-1])
    if "bless" in kinds:
        seats = {owner_of(view, int(marriage["man"])), owner_of(view, int(marriage["woman"]))}
        yes = me in seats or leader(view) not in seats
        return next(a for a in legal if a.args[0] == int(yes))
    return None


def lord_of_id(view: View, lord_id: int) -> View:
    return next(lord for lord in view["lords"] if lord["id"] == lord_id)


def _birth(view: View, legal: Sequence[Action]) -> Action:
    """A married lady bears a child; an unmarried one does not (no bastards)."""
    for action in legal:
        if action.kind == "bear" and lord_of(view, action.args[0])["spouse"] >= 0:
            return action
    return next(a for a in legal if a.kind == "end_births")


def _place(view: View, me: int, legal: Sequence[Action]) -> Action:
    """In our own family if we may, at a castle or city of ours if there is one."""
    own_kind = "place_child" if any(a.kind == "place_child" for a in legal) else "place_child_father"
    options = [a for a in legal if a.kind == own_kind]
    forts = {int(v["id"]) for v in view["villages"] if v["fort_owner"] == me}
    return max(options, key=lambda a: (a.args[0] in forts, -a.id))


def _family_act(view: View, me: int, legal: Sequence[Action]) -> Action:
    by_kind: dict[str, list[Action]] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    mine = [lord for lord in view["lords"] if lord["seat"] == me and lord["status"] != "dead"]
    men = [lord for lord in mine if not lord["female"]]
    ordained = any(lord["rank"] >= 1 for lord in mine)
    if len(men) >= PRIEST_FAMILY and not ordained and by_kind.get("ordain"):
        # the youngest man who wears no crown: the crowned head stays lay to marry and reign
        crowned = {int(f["lord"]) for f in view["fiefs"] if f["lord"] >= 0}
        options = [a for a in by_kind["ordain"] if lord_of(view, a.args[0])["id"] not in crowned]
        if options:
            return max(options, key=lambda a: (lord_of(view, a.args[0])["generation"], a.id))
    proposals = by_kind.get("propose", [])
    own = [a for a in proposals if all(lord_of(view, c)["seat"] == me for c in a.args)]
    if own:
        return own[0]
    money = int(view["players"][me].get("money", 0))
    if by_kind.get("take_wife") and money >= WIFE_DOWRY + WIFE_RESERVE:
        return by_kind["take_wife"][0]
    counts = crowns(view)
    foreign = [a for a in proposals if lord_of(view, a.args[0])["seat"] == me
               or lord_of(view, a.args[1])["seat"] == me]
    if foreign:
        def partner(action: Action) -> int:
            seats = {lord_of(view, c)["seat"] for c in action.args} - {me}
            return int(next(iter(seats)))

        weakest = min(foreign, key=lambda a: (counts[partner(a)], a.id))
        if partner(weakest) != leader(view):
            return weakest
    return by_kind["end_family"][0]
