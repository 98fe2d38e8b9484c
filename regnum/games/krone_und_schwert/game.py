"""Krone & Schwert (Klaus-Jürgen Wrede, Queen Games), 2 to 5 players."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from regnum.engine.errors import InvalidOptionError
from regnum.engine.events import Event, labelled
from regnum.engine.game import Action, Game, JsonDict
from regnum.games.krone_und_schwert.actions import ACTIONS
from regnum.games.krone_und_schwert.data import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from regnum.games.krone_und_schwert.state import KusState
from regnum.games.krone_und_schwert.texts import TEXTS


class KroneUndSchwert(Game):
    id = "krone-und-schwert"
    name = "Krone & Schwert"
    aliases = ("kus",)
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    # 2: larger board elements, optional free markers, territory prizes counted by territory
    rules_version = 2
    actions = ACTIONS
    texts = TEXTS
    option_specs = OPTIONS

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> KusState:
        if not isinstance(num_players, int) or not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
            raise InvalidOptionError(
                f"{self.name} is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players}"
            )
        from regnum.games.krone_und_schwert.setup import new_state

        state = KusState(self, num_players, seed, self.normalize_options(options))
        new_state(state)
        return state

    def from_json(self, data: JsonDict) -> KusState:
        from regnum.games.krone_und_schwert.codec import state_from_json

        return state_from_json(self, data)

    def render_text(self, view: JsonDict) -> str:
        from regnum.games.krone_und_schwert.render import render_text

        return render_text(view)

    def render_svg(self, view: JsonDict, actions: Sequence[Action] = ()) -> str | None:
        from regnum.games.krone_und_schwert.svg import render_svg

        return render_svg(view, actions)

    def label(self, action: Action) -> Event:
        from regnum.games.krone_und_schwert.labels import WORDS

        return labelled(WORDS, action.kind, action.args)
