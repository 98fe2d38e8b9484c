"""Fief ("Fief 5" fan rules, 25/09/2012): map, money, armies, combat and crowns; the family, the
church and the crown; the cards, the revolt and the tunnel (docs/rules/fief.md lists what is still
to come)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from regnum.engine.errors import InvalidOptionError
from regnum.engine.events import Event, labelled
from regnum.engine.game import Action, Game, JsonDict
from regnum.games.fief.actions import ACTIONS
from regnum.games.fief.data import MAX_PLAYERS, MIN_JUDGE_SEATS, MIN_PLAYERS, OPTIONS
from regnum.games.fief.state import FiefState
from regnum.games.fief.texts import TEXTS


class FiefGame(Game):
    id = "fief"
    name = "Fief"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    rules_version = 11  # 2: prisoner tokens, massacre/escape roll; 3: out seats may disband;
    # 4: castles keep their owner, a city uses up its castle, a lone lady holds nothing, a city
    # taken takes its crown; 5: families, church and royalty; 6: the cards of phase 4; 7: the
    # revolt (peasants, ruins, restoring, appeasing) and the tunnel (escape, storm evacuation) in
    # the deck; 8: the tunnel on the march, for the peasants and against the plague, the plague
    # carried by battles, troops rising as peasants, three ruins at most; 9: negotiation
    # (alliances, truces, promises, gifts, joint battles); 10: the storm bars a family from the
    # talks, a lord shot by the d6 is a murder for the justice; 11: a bastard's birth is a case
    # for the Church's justice, and the seventh seat, treasurer and judge (option judge-seat)
    # (docs/rules/fief.md, "Changes by rules version")
    actions = ACTIONS
    texts = TEXTS
    option_specs = OPTIONS

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> FiefState:
        if not isinstance(num_players, int) or not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
            raise InvalidOptionError(
                f"{self.name} is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players}"
            )
        from regnum.games.fief.setup import new_state

        state = FiefState(self, num_players, seed, self.seat_options(num_players, options))
        new_state(state)
        return state

    def seat_options(self, num_players: int, options: Mapping[str, Any] | None) -> dict[str, str]:
        """The options normalized; a judge seat at fewer than seven seats (judge-seat=yes) needs
        two families besides it."""
        normalized = self.normalize_options(options)
        if normalized["judge-seat"] == "yes" and num_players < MIN_JUDGE_SEATS:
            raise InvalidOptionError(
                f"a judge seat needs {MIN_JUDGE_SEATS} seats at least (two families and the "
                f"judge), not {num_players}"
            )
        return normalized

    def from_json(self, data: JsonDict) -> FiefState:
        from regnum.games.fief.codec import state_from_json

        return state_from_json(self, data)

    def render_text(self, view: JsonDict) -> str:
        from regnum.games.fief.render import render_text

        return render_text(view)

    def render_svg(self, view: JsonDict, actions: Sequence[Action] = ()) -> str | None:
        from regnum.games.fief.render import render_svg

        return render_svg(view, actions)

    def label(self, action: Action) -> Event:
        from regnum.games.fief.labels import WORDS

        return labelled(WORDS, action.kind, action.args)
