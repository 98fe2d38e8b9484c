"""Moving from one phase of the year to the next. Phase modules call `enter`; this module knows the
order of the seasons (seeds: a year is winter, spring, summer, autumn; then the next year)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.games.krieg_und_frieden.phases import PHASE_NAMES, Phase, Step

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.state import KufState


def enter(state: KufState, phase: int) -> None:
    from regnum.games.krieg_und_frieden import autumn, spring, summer, winter

    state.phase = phase
    if phase != Phase.OVER and state.told is not None:
        state.tell("kuf.season", {"season": f"season.{PHASE_NAMES[phase]}", "year": state.year})
    if phase == Phase.WINTER:
        winter.start(state)
    elif phase == Phase.SPRING:
        spring.start(state)
    elif phase == Phase.SUMMER:
        summer.start(state)
    elif phase == Phase.AUTUMN:
        autumn.start(state)
    else:
        end_game(state)


def end_game(state: KufState) -> None:
    state.phase = Phase.OVER
    state.step = Step.OVER
    state.actor = -1
