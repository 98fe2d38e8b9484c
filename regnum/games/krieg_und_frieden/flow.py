"""Moving from one phase of the year to the next. Phase modules call `enter` with the phase that
follows theirs (seeds: a year is winter, spring, summer, autumn; then the next year)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from regnum.games.krieg_und_frieden.phases import PHASE_NAMES, Phase, Step

if TYPE_CHECKING:
    from regnum.games.krieg_und_frieden.state import KufState


def enter(state: KufState, phase: int) -> None:
    state.phase = phase
    if phase != Phase.OVER and state.told is not None:
        state.tell("kuf.season", {"season": f"season.{PHASE_NAMES[phase]}", "year": state.year})
    # the season's own start is reached through the state, which imports the rules (`rules.begin`):
    # the seasons call this module, so it cannot import them (it did, at every change of season)
    state.begin(phase)


def end_game(state: KufState) -> None:
    state.phase = Phase.OVER
    state.step = Step.OVER
    state.actor = -1
