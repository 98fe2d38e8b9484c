"""Why an action is refused, in words (`State.refusal`): every refusal of the games that give
them names a `reason.<id>` text whose placeholders are exactly its parameters, the English of
`explain_illegal` is that text filled in. A new refusal fails here until it has its text, and
tests/games/test_labels.py until it has its translations (docs/translations.md)."""

from __future__ import annotations

import random
import re

import pytest

from regnum import games, translations
from regnum.engine.events import Event, in_words
from regnum.engine.game import State

PLACEHOLDER = re.compile(r"\{(\w*)\}")
WORDED = ("krieg-und-frieden",)
"""The games whose refusals are words (Fief's are still English sentences only)."""


def _refusals(game_id: str, seeds: int = 4, every: int = 3) -> dict[str, tuple[State, Event]]:
    """Each reason id met in a few random games, with a state and the refusal that names it:
    every action that is not legal, at every `every`-th decision."""
    game = games.get(game_id)
    found: dict[str, tuple[State, Event]] = {}
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(seeds):
            state = game.new_game(players, seed)
            rng = random.Random(seed)
            for step in range(400):
                if state.is_over:
                    break
                legal = set(state.legal_actions())
                if step % every == 0:
                    for action in game.actions:
                        if action not in legal:
                            words = state.refusal(action)
                            assert words is not None, (game_id, action.text)
                            found.setdefault(words.id, (state.clone(), words))
                state.apply(rng.choice(sorted(legal, key=lambda a: a.id)))
    return found


@pytest.mark.parametrize("game_id", WORDED)
def test_every_refusal_names_a_reason_text_with_its_parameters(game_id: str) -> None:
    game = games.get(game_id)
    refusals = _refusals(game_id)
    assert len(refusals) >= 20, sorted(refusals)  # the walk meets most kinds of refusal
    for key, (_, words) in refusals.items():
        template = game.texts.get(f"reason.{key}")
        assert template is not None, f"{game_id}: a refusal names reason.{key}, which has no text"
        assert set(PLACEHOLDER.findall(template)) == set(words.params), (key, template, words)
        for value in words.params.values():  # a text id a reason names is a text of the game
            assert not isinstance(value, str) or "." not in value or value in game.texts, value


def test_the_english_reason_is_the_text_filled_in() -> None:
    game = games.get("krieg-und-frieden")
    state = game.new_game(4, 1)
    attack = game.parse_action("attack p2")  # a summer action, refused in spring
    words = state.refusal(attack)
    assert words is not None and words.id.startswith("not-now.")
    names = ["p1", "p2", "p3", "p4"]
    english = state.explain_illegal(attack)
    assert english == in_words(words.to_json(), game.texts, names, "reason")
    assert english.startswith("not now (spring, p")


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "you have no wealth card in your hand"),
        ("fr", "vous n'avez pas de carte richesse en main"),
        ("de", "du hast keine Karte Reichtum in der Hand"),
        ("it", "non hai una carta ricchezza in mano"),
    ],
)
def test_a_reason_reads_in_each_language(language: str, words: str) -> None:
    game = games.get("krieg-und-frieden")
    texts = translations.game_texts(game.id, game.texts, language)
    reason = Event("no-card", {"card": "resource.wealth"}).to_json()
    assert in_words(reason, texts, ["Ada", "Bob", "Cy"], "reason") == words
