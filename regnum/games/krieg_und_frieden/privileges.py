"""Choosing a privilege: after winning a privilege agenda, as the long-term variant's cathedral
builder, or as the victim of the King's Bounty. From the supply; when the wanted type is out of
supply, from an opponent (the social variant: only one with at least as many seals)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.engine.events import EventParam, seat
from regnum.engine.game import Action
from regnum.games.krieg_und_frieden import actions as A
from regnum.games.krieg_und_frieden.data import RESOURCE_NAMES
from regnum.games.krieg_und_frieden.flow import enter
from regnum.games.krieg_und_frieden.phases import Phase, Step

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.state import KufState


def choices(state: KufState, p: int) -> list[Action]:
    n = state.num_players
    from_supply = [A.PRIVILEGE[r] for r in range(4) if state.supply(r) > 0]
    from_players = [
        A.PRIVILEGE_FROM[r][o]
        for r in range(4)
        if state.supply(r) == 0
        for o in range(n)
        if o != p
        and state.privileges[o * 4 + r]
        and (not state.social or state.seals[o] >= state.seals[p])
    ]
    return from_supply + from_players  # in action-id order


def offer(state: KufState, p: int) -> bool:
    """Ask seat p to choose a privilege if any can be had; False when there is nothing to take."""
    if not choices(state, p):
        return False
    state.step = Step.PRIVILEGE
    state.actor = p
    return True


def take(state: KufState, r: int, source: int) -> None:
    """Seat `state.actor` takes a privilege of type r from the supply (source -1) or a player."""
    if source >= 0:
        state.privileges[source * 4 + r] -= 1
    state.privileges[state.actor * 4 + r] += 1
    if state.told is not None:  # events are built only for someone listening: playouts are hot
        privilege: dict[str, EventParam] = {
            "seat": seat(state.actor), "privilege": f"card.{RESOURCE_NAMES[r]}"}
        if source >= 0:
            state.tell("kuf.privilege.from", {**privilege, "from": seat(source)})
        else:
            state.tell("kuf.privilege.taken", privilege)
    if state.phase == Phase.SPRING:
        enter(state, Phase.SUMMER)
    else:
        from regnum.games.krieg_und_frieden.autumn import next_bounty

        next_bounty(state, state.autumn_next + 1)
