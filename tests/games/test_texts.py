"""Every game has words for what its pages name by id: its options and their choices (the
lobby), its cards (the private panel); so a player never reads an engine's name for them."""

from __future__ import annotations

import pytest

from regnum.games import get, shipped_ids
from regnum.games.fief.data import CARD_NAMES as FIEF_CARD_NAMES
from regnum.games.krieg_und_frieden.data import AGENDA_NAMES, RESOURCE_NAMES, SYMBOL_NAMES
from regnum.games.krone_und_schwert.data import CARD_NAMES


@pytest.mark.parametrize("game_id", shipped_ids())
def test_every_option_and_choice_has_words(game_id: str) -> None:
    game = get(game_id)
    wanted = []
    for spec in game.option_specs:
        wanted += [f"option.{spec.name}", f"option.{spec.name}.help"]
        if set(spec.choices) != {"true", "false"}:  # a switch is a checkbox: no choice words
            wanted += [f"option.{spec.name}.{choice}" for choice in spec.choices]
    assert [key for key in wanted if not game.texts.get(key)] == []


def test_krieg_und_frieden_cards_have_words() -> None:
    texts = get("kuf").texts
    wanted = [f"card.{r}{part}" for r in RESOURCE_NAMES for part in ("", ".help")]
    wanted += [f"agenda.{a}" for a in AGENDA_NAMES]
    wanted += [f"symbol.{s}{part}" for s in SYMBOL_NAMES for part in ("", ".help")]
    assert [key for key in wanted if not texts.get(key)] == []


def test_krone_und_schwert_cards_have_words() -> None:
    texts = get("kus").texts
    wanted = [f"card.{c}{part}" for c in CARD_NAMES for part in ("", ".help", ".face")]
    assert [key for key in wanted if not texts.get(key)] == []


def test_fief_cards_have_words() -> None:
    texts = get("fief").texts
    wanted = [f"card.{c}{part}" for c in FIEF_CARD_NAMES for part in ("", ".help", ".face")]
    assert [key for key in wanted if not texts.get(key)] == []


@pytest.mark.parametrize("game_id", shipped_ids())
def test_every_kind_of_action_says_what_it_does(game_id: str) -> None:
    game = get(game_id)
    kinds = sorted({action.kind for action in game.actions})
    assert [kind for kind in kinds if not game.texts.get(f"action.{kind}")] == []
