"""The board as text for the terminal, drawn from a view (so it never shows hidden cards)."""

from __future__ import annotations

from regnum.engine.game import JsonDict
from regnum.games.krieg_und_frieden.data import SECTIONS

_SHORT = {"knight": "K", "wealth": "W", "worker": "H", "food": "F"}
_LONG = {
    "knight": "knight(shield)",
    "wealth": "wealth(cup)",
    "worker": "worker(hammer)",
    "food": "food(barley)",
}


def _cards(counts: dict[str, int]) -> str:
    parts = [f"{n}{_SHORT[name]}" for name, n in counts.items() if n]
    return " ".join(parts) if parts else "-"


def render(view: JsonDict) -> str:
    lines = []
    cath = view["cathedral"]
    built = len(cath["built"])
    lines.append(
        f"Year {view['year']} · {view['phase']} · Adviser {view['adviser']}"
        + (f" · to act: {view['current_player']}" if view["current_player"] else " · game over")
    )
    bar = "".join("#" if i < built else "." for i in range(len(SECTIONS)))
    lines.append(
        f"Cathedral [{bar}] {built}/{len(SECTIONS)}"
        + (f" by {', '.join(cath['builders'])}" if cath["builders"] else "")
        + (f" · next: {cath['next']}" if cath["next"] else "")
    )
    if view["agenda"]:
        values = ", ".join(f"{_LONG[k]} {v}" for k, v in view["values"].items())
        lines.append(f"Agenda: {view['agenda']}  (values: {values})")
    lines.append(
        f"Deck {view['deck_size']} · discard {_cards(view['discard'])} · "
        f"privileges in supply {_cards(view['privilege_supply'])}"
    )
    if view["phase"] == "spring":
        bidding = view["bidding"]
        lines.append(
            f"High bid {bidding['high']}"
            + (f" by {bidding['high_bidder']}" if bidding["high_bidder"] else "")
            + (
                f" · raise being built: {_cards(bidding['raise'])}"
                if any(bidding["raise"].values())
                else ""
            )
        )
    if view["attack"]:
        lines.append(f"Attack! {view['attack']['attacker']} attacks {view['attack']['defender']}")
    lines.append("")
    lines.append("seat  seals  privileges     farms workers stock  cards agenda  bid")
    for seat in view["players"]:
        marker = "*" if seat["seat"] == view["current_player"] else " "
        bid = " | ".join(_cards(layer) for layer in seat["bid_layers"])
        if seat["bid_layers"]:
            bid += f" = {seat['bid_total']}"
        if seat["bid_passed"] and view["phase"] == "spring":
            bid = (bid + " " if bid else "") + "(passed)"
        cards = str(seat["hand_size"]) + (
            f"+{seat['plunder_size']}p" if seat["plunder_size"] else ""
        )
        lines.append(
            f"{marker}{seat['seat']:<4} {seat['seals']:>5}  {_cards(seat['privileges']):<14} "
            f"{seat['farmsteads']:>5} {seat['workers']:>7} {seat['stock']:>5}  {cards:>5} "
            f"{seat['agenda_hand_size']:>6}  {bid}"
        )
    you = view.get("you")
    if you:
        lines.append("")
        lines.append(
            f"Your hand ({you['seat']}): {_cards(you['hand'])}"
            + (
                f" · plunder (defence only): {_cards(you['plunder'])}"
                if any(you["plunder"].values())
                else ""
            )
        )
        if you["agenda_hand"]:
            lines.append(
                "Your agenda cards: "
                + ", ".join(f"{k} x{n}" if n > 1 else k for k, n in you["agenda_hand"].items())
            )
        for shown in you["shown_hands"]:
            lines.append(
                f"Shown to you by a failed bribe: {shown['seat']} holds "
                f"{_cards(shown['hand'])} (plunder {_cards(shown['plunder'])})"
            )
    if view["winners"]:
        lines.append("")
        lines.append("Winner: " + ", ".join(view["winners"]))
    lines.append("Cards: K=knight(shield) W=wealth(cup) H=worker(hammer) F=food(barley)")
    return "\n".join(lines)
