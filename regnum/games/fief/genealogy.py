"""The families of a Fief view put into words: each seat's family tree, and the court (king, queen,
dauphin, Pope, cardinals, bishops). The text board and the SVG both draw from these lines, so the
terminal and the browser say the same; they read only the view (family and offices are public).

A seat's tree starts from its lords whose parents are not of the family (founders, lords bought or
married in); under each lord stands the spouse, then the children of either, a generation deeper.
A child of a couple of two seats belongs to one of them: it is listed in that family's tree and,
with its seat named, under the other parent too. A lord whose parents are all of other families (a
bastard gone to another seat) starts a branch of his own, marked "child of" them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from regnum.engine.game import JsonDict
from regnum.games.fief.map import BISHOPRICS, FIEFS
from regnum.games.fief.state import RANK_BISHOP, RANK_CARDINAL, RANK_POPE

RANK_WORDS: Final = ("", "priest", "bishop", "cardinal", "Pope")
TITLES: Final = (("duke", "duchess"), ("count", "countess"), ("baron", "baroness"))  # by FiefKind


def seat_name(p: int) -> str:
    return f"p{p + 1}"


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a family tree: the lord it names, how deep in the tree it stands, how it is
    joined to the line above ("" a lord of the family, "spouse", "child"), and what it says."""

    lord: JsonDict
    depth: int
    joined: str
    text: str
    marks: tuple[str, ...]


def by_id(view: JsonDict) -> dict[int, JsonDict]:
    return {int(lord["id"]): lord for lord in view["lords"]}


def bishopric_of(view: JsonDict, lord_id: int) -> int:
    """The bishopric `lord_id` is bishop of, or -1."""
    return next((b for b, holder in enumerate(view["bishops"]) if holder == lord_id), -1)


def marks(view: JsonDict, lord: JsonDict) -> tuple[str, ...]:
    """What sets a lord apart, in words: titles, offices, church rank and standing. Empty for a
    plain living lord."""
    lord_id = int(lord["id"])
    female = bool(lord["female"])
    words = [f"{TITLES[FIEFS[f['id']].kind][female]} of {FIEFS[f['id']].name}"
             for f in view["fiefs"] if f["lord"] == lord_id]
    for office in ("king", "queen", "dauphin"):
        if view[office] == lord_id:
            words.append(office)
    rank = int(lord["rank"])
    if rank == RANK_BISHOP:
        see = bishopric_of(view, lord_id)
        words.append(f"bishop of {BISHOPRICS[see].name}" if see >= 0 else "bishop")
    elif rank:
        words.append(RANK_WORDS[rank])
    for key, word in (("darc", "d'Arc"), ("bastard", "bastard"),
                      ("excommunicated", "excommunicated"), ("plague", "plague-stricken")):
        if lord.get(key):
            words.append(word)
    if (view.get("cards") or {}).get("spy") == lord_id:
        words.append("spy")
    if lord["status"] == "prisoner":
        words.append(f"prisoner of {seat_name(lord['captor'])}")
    elif lord["status"] == "dead":
        words.append("dead")
    return tuple(words)


def describe(view: JsonDict, lord: JsonDict, seat: int) -> str:
    """`Jeanne (lady, gen 2)`: the name, gender for a lady, generation, and the seat when it is
    not the family's own."""
    facts = ["lady"] if lord["female"] else []
    facts.append(f"gen {lord['generation']}")
    if lord["seat"] != seat:
        facts.append(seat_name(lord["seat"]))
    return f"{str(lord['name']).capitalize()} ({', '.join(facts)})"


def family(view: JsonDict, seat: int) -> list[Line]:
    """Seat `seat`'s family tree as lines, founders first (by lord id, the order of arrival). A
    lord born in another family (a bastard, a child of a couple of two seats) starts a branch of
    his own, marked with his parents."""
    lords = by_id(view)
    members = [lord for lord in view["lords"] if lord["seat"] == seat]
    ids = {int(lord["id"]) for lord in members}
    lines: list[Line] = []
    placed: set[int] = set()

    def add(lord: JsonDict, depth: int, joined: str, extra: tuple[str, ...] = ()) -> None:
        lord_id = int(lord["id"])
        placed.add(lord_id)
        lines.append(Line(lord, depth, joined, describe(view, lord, seat),
                          marks(view, lord) + extra))
        if lord_id not in ids:  # a child in another family: its branch is drawn there
            return
        couple = {lord_id}
        spouse = lords.get(int(lord["spouse"]))
        if spouse is not None and int(spouse["id"]) not in placed:
            couple.add(int(spouse["id"]))
            placed.add(int(spouse["id"]))
            lines.append(Line(spouse, depth, "spouse", describe(view, spouse, seat),
                              marks(view, spouse)))
        for child in view["lords"]:  # his own, and the spouse's with him or raised here
            parents = {child["father"], child["mother"]}
            ours = lord_id in parents or (parents & couple and int(child["id"]) in ids)
            if ours and int(child["id"]) not in placed:
                add(child, depth + 1, "child")

    for lord in members:
        parents = [lords[p] for p in (lord["father"], lord["mother"])
                   if p in lords]
        if int(lord["id"]) in placed or any(int(p["id"]) in ids for p in parents):
            continue
        named = " and ".join(describe(view, p, seat) for p in parents)
        add(lord, 0, "", (f"child of {named}",) if parents else ())
    return lines


def generations(view: JsonDict, seat: int) -> int:
    """How many generations of the seat's family are alive."""
    return len({lord["generation"] for lord in view["lords"]
                if lord["seat"] == seat and lord["status"] != "dead"})


def court(view: JsonDict) -> list[str]:
    """The crown and the Church in a few lines: king, queen, dauphin and the royal army, the Pope
    and cardinals, each bishopric's bishop."""
    lords = by_id(view)

    def who(lord_id: int) -> str:
        lord = lords.get(lord_id)
        if lord is None:
            return "none"
        return f"{str(lord['name']).capitalize()} ({seat_name(lord['seat'])})"

    army = sum(view["royal_army"])
    crown = [f"King: {who(view['king'])}", f"queen: {who(view['queen'])}",
             f"dauphin: {who(view['dauphin'])}"]
    if army:
        crown.append(f"royal army: {army}")
    popes = [who(i) for i, lord in lords.items() if lord["rank"] == RANK_POPE]
    cardinals = [who(i) for i, lord in lords.items() if lord["rank"] == RANK_CARDINAL]
    church = ["Pope: " + (popes[0] if popes else "none")]
    church.append("cardinals: " + (", ".join(cardinals) if cardinals else "none"))
    bishops = [f"{BISHOPRICS[b].name}: {who(holder)}" for b, holder in enumerate(view["bishops"])]
    lines = ["; ".join(crown), "; ".join(church), "Bishops: " + "; ".join(bishops)]
    election = view["church"]
    if election and election["votes"]:
        lines.append(_election(election, who))
    return lines


def _election(election: JsonDict, who: Callable[[int], str]) -> str:
    """The election under way: its office, the candidate once named, the votes each seat holds
    and how many ballots are in the urn (ballots are secret: only their number is public)."""
    kind = election["election"]
    office = (f"bishop of {BISHOPRICS[election['bishopric']].name}" if kind == "bishop"
              else kind)
    parts = [f"Election of the {office}"]
    if election["candidate"] >= 0:
        parts.append(f"candidate {who(election['candidate'])}")
    votes = ", ".join(f"{seat_name(p)} {w}" for p, w in enumerate(election["votes"]) if w)
    parts += [f"votes {votes}", f"{election['ballots_cast']} ballot(s) cast"]
    return "; ".join(parts)
