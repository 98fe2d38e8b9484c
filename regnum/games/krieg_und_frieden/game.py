"""The Game object of Krieg und Frieden: static facts and the entry points of the contract."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from regnum.engine.errors import InvalidOptionError
from regnum.engine.events import Event, labelled
from regnum.engine.game import Action, Game, JsonDict
from regnum.engine.options import describe
from regnum.games.krieg_und_frieden.actions import ACTIONS
from regnum.games.krieg_und_frieden.data import OPTION_SPECS
from regnum.games.krieg_und_frieden.state import KufState, state_from_json
from regnum.games.krieg_und_frieden.texts import TEXTS


class KriegUndFrieden(Game):
    id = "krieg-und-frieden"
    name = "Krieg und Frieden"
    aliases = ("kuf",)
    min_players = 3
    max_players = 4
    rules_version = 2  # 2: the taker by the winter special rule may change the replacement
    actions = ACTIONS
    texts = TEXTS
    option_specs = OPTION_SPECS

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> KufState:
        from regnum.games.krieg_und_frieden.setup import set_up

        if not isinstance(num_players, int) or not 3 <= num_players <= 4:
            raise InvalidOptionError(f"{self.name} is played by 3 or 4 players, not {num_players}")
        opts = self.normalize_options(options)
        _check_combination(num_players, opts)
        state = KufState(self, num_players, seed, opts)
        set_up(state)
        return state

    def from_json(self, data: JsonDict) -> KufState:
        return state_from_json(self, data)

    def render_text(self, view: JsonDict) -> str:
        from regnum.games.krieg_und_frieden.render import render

        return render(view)

    def render_svg(self, view: JsonDict, actions: Sequence[Action] = ()) -> str | None:
        from regnum.games.krieg_und_frieden.svg import render_svg

        return render_svg(view, actions)

    def label(self, action: Action) -> Event:
        from regnum.games.krieg_und_frieden.labels import WORDS

        return labelled(WORDS, action.kind, action.args)


def _check_combination(n: int, opts: dict[str, str]) -> None:
    """Refuse options that the chosen set-up ignores, so nobody believes they took effect."""
    long_term = opts["long_term"] == "true" or opts["combined"] == "true"
    if opts["setup3"] != "deal" and n != 3:
        raise InvalidOptionError(
            "option setup3 applies to 3-player games only\nvalid options:\n" + describe(GAME)
        )
    if opts["first_adviser"] == "random":
        return
    if int(opts["first_adviser"]) > n:
        raise InvalidOptionError(f"first_adviser={opts['first_adviser']} but there are {n} seats")
    if n == 4 and not long_term:
        raise InvalidOptionError(
            "first_adviser does not apply: with 4 players the holder of the stone cross is Adviser"
        )
    if n == 3 and opts["setup3"] == "reveal":
        raise InvalidOptionError(
            "first_adviser does not apply with setup3=reveal: the revealed stone cross decides"
        )


GAME = KriegUndFrieden()
