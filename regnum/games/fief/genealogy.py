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

from regnum.engine.board_words import BoardWords
from regnum.engine.game import JsonDict
from regnum.games.fief.map import BISHOPRICS, FIEFS
from regnum.games.fief.state import RANK_BISHOP, RANK_CARDINAL, RANK_POPE
from regnum.games.fief.texts import TEXTS

ENGLISH: Final = BoardWords(TEXTS)
"""The words of the text board, which stays English; the SVG passes the page's (`board.<id>`)."""


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


def marks(view: JsonDict, lord: JsonDict, say: BoardWords = ENGLISH) -> tuple[str, ...]:
    """What sets a lord apart, in words: titles, offices, church rank and standing. Empty for a
    plain living lord."""
    lord_id = int(lord["id"])
    female = int(bool(lord["female"]))
    words = [say(f"board.title.{FIEFS[f['id']].kind}.{female}", fief=FIEFS[f["id"]].name)
             for f in view["fiefs"] if f["lord"] == lord_id]
    for office in ("king", "queen", "dauphin"):
        if view[office] == lord_id:
            words.append(say(f"board.office.{office}"))
    rank = int(lord["rank"])
    see = bishopric_of(view, lord_id) if rank == RANK_BISHOP else -1
    if see >= 0:
        words.append(say("board.bishop-of", see=BISHOPRICS[see].name))
    elif rank:
        words.append(say(f"board.rank.{rank}"))
    for key in ("darc", "bastard", "excommunicated", "plague"):
        if lord.get(key):
            words.append(say(f"board.mark.{key}"))
    if (view.get("cards") or {}).get("spy") == lord_id:
        words.append(say("board.mark.spy"))
    if lord["status"] == "prisoner":
        words.append(say("board.mark.prisoner", seat=seat_name(lord["captor"])))
    elif lord["status"] == "dead":
        words.append(say("board.mark.dead"))
    return tuple(words)


def describe(view: JsonDict, lord: JsonDict, seat: int, say: BoardWords = ENGLISH) -> str:
    """`Jeanne (lady, gen 2)`: the name, gender for a lady, generation, and the seat when it is
    not the family's own."""
    key = "board.lord" + (".lady" if lord["female"] else "") + (".seat" if lord["seat"] != seat
                                                                 else "")
    return say(key, name=str(lord["name"]).capitalize(), generation=lord["generation"],
               seat=seat_name(lord["seat"]))


def family(view: JsonDict, seat: int, say: BoardWords = ENGLISH) -> list[Line]:
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
        lines.append(Line(lord, depth, joined, describe(view, lord, seat, say),
                          marks(view, lord, say) + extra))
        if lord_id not in ids:  # a child in another family: its branch is drawn there
            return
        couple = {lord_id}
        spouse = lords.get(int(lord["spouse"]))
        if spouse is not None and int(spouse["id"]) not in placed:
            couple.add(int(spouse["id"]))
            placed.add(int(spouse["id"]))
            lines.append(Line(spouse, depth, "spouse", describe(view, spouse, seat, say),
                              marks(view, spouse, say)))
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
        named = [describe(view, p, seat, say) for p in parents]
        both = say("board.and", first=named[0], second=named[-1]) if len(named) == 2 else ""
        add(lord, 0, "", (say("board.child-of", parents=both or named[0]),) if named else ())
    return lines


def generations(view: JsonDict, seat: int) -> int:
    """How many generations of the seat's family are alive."""
    return len({lord["generation"] for lord in view["lords"]
                if lord["seat"] == seat and lord["status"] != "dead"})


def court(view: JsonDict, say: BoardWords = ENGLISH) -> list[str]:
    """The crown and the Church in a few lines: king, queen, dauphin and the royal army, the Pope
    and cardinals, each bishopric's bishop."""
    lords = by_id(view)

    def who(lord_id: int) -> str:
        lord = lords.get(lord_id)
        if lord is None:
            return say("board.none")
        return say("board.who", name=str(lord["name"]).capitalize(), seat=seat_name(lord["seat"]))

    army = sum(view["royal_army"])
    crown = [say(f"board.court.{office}", who=who(view[office]))
             for office in ("king", "queen", "dauphin")]
    if army:
        crown.append(say("board.court.army", count=army))
    popes = [who(i) for i, lord in lords.items() if lord["rank"] == RANK_POPE]
    cardinals = [who(i) for i, lord in lords.items() if lord["rank"] == RANK_CARDINAL]
    church = [say("board.court.pope", who=popes[0] if popes else say("board.none")),
              say("board.court.cardinals", who=", ".join(cardinals) or say("board.none"))]
    bishops = [say("board.court.bishop", see=BISHOPRICS[b].name, who=who(holder))
               for b, holder in enumerate(view["bishops"])]
    lines = ["; ".join(crown), "; ".join(church),
             say("board.court.bishops", bishops="; ".join(bishops))]
    election = view["church"]
    if election and election["votes"]:
        lines.append(_election(election, who, say))
    return lines


def _election(election: JsonDict, who: Callable[[int], str], say: BoardWords) -> str:
    """The election under way: its office, the candidate once named, the votes each seat holds
    and how many ballots are in the urn (ballots are secret: only their number is public)."""
    kind = election["election"]
    see = BISHOPRICS[election["bishopric"]].name if kind == "bishop" else ""
    parts = [say(f"board.election.{kind}", see=see)]
    if election["candidate"] >= 0:
        parts.append(say("board.candidate", who=who(election["candidate"])))
    votes = ", ".join(f"{seat_name(p)} {w}" for p, w in enumerate(election["votes"]) if w)
    parts += [say("board.votes", votes=votes), say("board.ballots", count=election["ballots_cast"])]
    return "; ".join(parts)
