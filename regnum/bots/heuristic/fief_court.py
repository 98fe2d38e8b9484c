"""The heuristic Fief bot's choices in the family and church rounds of phase 6: it raises its own
(absolves and legitimises its lords, makes its clerics cardinals), stands its own clerics and
lords for every office, votes for its own family (else for the weakest rival's lord), consents
only to its own king, and vetoes the others' bishops.

Every choice reads only the view and the legal actions, as the rest of the bot does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from regnum.engine.game import Action, View
from regnum.games.fief.church import HAT_BISHOP, HAT_LAYMAN
from regnum.games.fief.data import LORD_NAMES
from regnum.games.fief.royalty import ROYAL_PRICE
from regnum.games.fief.state import RANK_BISHOP, RANK_CARDINAL

# church acts worth doing for one's own lords (annulling a marriage is never in our interest)
OWN_ACTS: Final = ("c_absolve", "c_legitimise", "c_name_cardinal")
HAT_LORDS: Final = 3  # a hat only for a family of this many lords (a cardinal never marries or reigns)
HAT_RESERVE: Final = 1000  # money kept for troops and crowns beyond the hat's price
ARMY_RESERVE: Final = 300  # royal army points bought with money beyond this


def lord_of(view: View, card: int) -> View:
    """The living lord of lord card `card` (a card is in play at most once)."""
    name = LORD_NAMES[card]
    return next(lord for lord in view["lords"] if lord["name"] == name
                and lord["status"] != "dead")


def owner_of(view: View, lord_id: int) -> int:
    return next((int(lord["seat"]) for lord in view["lords"] if lord["id"] == lord_id), -1)


def crowns_worn(view: View, lord_id: int) -> int:
    return sum(1 for fief in view["fiefs"] if fief["lord"] == lord_id)


def court_purchase(view: View, me: int, legal: Sequence[Action], spare: int) -> Action | None:
    """Phase 3's purchases for the crown and the church: royal army points for our king (a
    point at 100 that stands with him), and one cardinal's hat for a large family (two votes for
    bishops, two half-dîmes, and the Pope is chosen among cardinals), a bishop's first."""
    army = [a for a in legal if a.kind == "c_army"]
    if army and spare >= ROYAL_PRICE + ARMY_RESERVE:
        return army[0]
    hats = [a for a in legal if a.kind == "c_hat"]
    mine = [lord for lord in view["lords"] if lord["seat"] == me and lord["status"] != "dead"]
    if not hats or len(mine) < HAT_LORDS or any(lord["rank"] >= RANK_CARDINAL for lord in mine):
        return None
    best = max(hats, key=lambda a: (lord_of(view, a.args[0])["rank"], -a.id))
    price = HAT_BISHOP if lord_of(view, best.args[0])["rank"] == RANK_BISHOP else HAT_LAYMAN
    return best if spare >= price + HAT_RESERVE else None


def church_choice(view: View, me: int, legal: Sequence[Action]) -> Action | None:
    """The bot's action when the decision is one of the church's, else None."""
    kinds = {a.kind for a in legal}
    if "c_acts_done" in kinds:
        own = [a for a in legal if a.kind in OWN_ACTS and lord_of(view, a.args[0])["seat"] == me]
        return own[0] if own else next(a for a in legal if a.kind == "c_acts_done")
    if "c_nominate_none" in kinds:
        mine = [a for a in legal if a.kind == "c_nominate" and lord_of(view, a.args[0])["seat"] == me]
        return mine[0] if mine else next(a for a in legal if a.kind == "c_nominate_none")
    candidate = owner_of(view, view["church"]["candidate"]) == me if view.get("church") else False
    for kind in ("c_ballot", "c_consent"):
        if kind in kinds:  # yes for our own, no for another's
            return next(a for a in legal if a.kind == kind and a.args[0] == int(candidate))
    if "c_veto" in kinds:
        return next(a for a in legal if a.kind == "c_veto" and a.args[0] == int(not candidate))
    if "c_abstain" in kinds:
        return vote_for(view, me, legal)
    return None


def vote_for(view: View, me: int, legal: Sequence[Action]) -> Action:
    """A vote for a lord (the king, the Pope): our lord wearing most crowns; without one, a lord of
    the seat with fewest crowns, so that the pension and the royal army go to the weakest rival
    rather than the leader."""
    votes = [a for a in legal if a.kind == "c_vote_for"]
    mine = [a for a in votes if lord_of(view, a.args[0])["seat"] == me]
    if mine:
        return max(mine, key=lambda a: (crowns_worn(view, lord_of(view, a.args[0])["id"]), -a.id))
    if votes:
        crowns = [entry["crowns"] for entry in view["players"]]
        return min(votes, key=lambda a: (crowns[lord_of(view, a.args[0])["seat"]], a.id))
    return next(a for a in legal if a.kind == "c_abstain")
