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
WORDED = ("krieg-und-frieden", "krone-und-schwert", "fief")
SHORT_WALK: dict[str, tuple[int, int]] = {"fief": (1, 4)}
"""(seeds, every) for a game whose walk is shortened: Fief has many actions and long games, and
one seed per player count, checked at every fourth decision, meets its kinds of refusal."""


def _refusals(game_id: str, seeds: int = 4, every: int = 3) -> dict[str, tuple[State, Event]]:
    """Each reason id met in a few random games, with a state and the refusal that names it: at
    every `every`-th decision, the relevant actions that are not legal and 300 others at random."""
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
                    others = rng.sample(game.actions, min(300, len(game.actions)))
                    for action in (*state.relevant_actions(), *others):
                        if action not in legal:
                            words = state.refusal(action)
                            assert words is not None, (game_id, action.text)
                            found.setdefault(words.id, (state.clone(), words))
                state.apply(rng.choice(sorted(legal, key=lambda a: a.id)))
    return found


@pytest.mark.parametrize("game_id", WORDED)
def test_every_refusal_names_a_reason_text_with_its_parameters(game_id: str) -> None:
    game = games.get(game_id)
    refusals = _refusals(game_id, *SHORT_WALK.get(game_id, ()))
    assert len(refusals) >= 25, sorted(refusals)  # the walk meets most kinds of refusal
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


def test_a_fief_refusal_in_english_is_the_text_filled_in() -> None:
    game = games.get("fief")
    state = game.new_game(3, 1)
    buy = game.parse_action(next(a.text for a in game.actions if a.kind == "buy"))
    words = state.refusal(buy)  # a purchase while the seats choose their fiefs
    assert words == Event("not-now.setup-fief", {"kind": "phase-name.purchase", "seat": "p1"})
    assert state.explain_illegal(buy) == ("this is a purchase action, but now p1 must choose a "
                                          "starting fief")


WEALTH = Event("no-card", {"card": "resource.wealth"})
POPE = Event("attack.pope", {"seat": "p2"})
TERRAIN = Event("terrain.castle", {"space": 12, "terrain": "terrain.meadow"})
NOT_NOW = Event("not-now.setup-fief", {"kind": "phase-name.purchase", "seat": "p1"})
DISCARD = Event("discard.none", {"card": "card-name.tunnel"})
ROAD = Event("move.no-road", {"village": "belvirac", "to": "gaudrecourt"})
MARRIED = Event("lord.married", {"lord": "agnes"})


@pytest.mark.parametrize(
    ("game_id", "reason", "language", "words"),
    [
        ("krieg-und-frieden", WEALTH, "en", "you have no wealth card in your hand"),
        ("krieg-und-frieden", WEALTH, "fr", "vous n'avez pas de carte richesse en main"),
        ("krieg-und-frieden", WEALTH, "de", "du hast keine Karte Reichtum in der Hand"),
        ("krieg-und-frieden", WEALTH, "it", "non hai una carta ricchezza in mano"),
        ("krone-und-schwert", POPE, "en",
         "Bob has Papstbesuch in front of them and cannot be attacked"),
        ("krone-und-schwert", POPE, "de",
         "Bob hat den Papstbesuch vor sich liegen und kann nicht angegriffen werden"),
        ("krone-und-schwert", TERRAIN, "fr", "la case 12 est en prairie : les châteaux demandent "
         "la montagne (jamais la forêt)"),
        ("krone-und-schwert", TERRAIN, "it", "la casella 12 è una casella di prato: i castelli "
         "richiedono montagna (mai bosco)"),
        ("fief", NOT_NOW, "en", "this is a purchase action, but now Ada must choose a starting fief"),
        ("fief", NOT_NOW, "fr", "c'est une action de la phase « achats », mais Ada doit maintenant "
         "choisir un fief de départ"),
        ("fief", NOT_NOW, "de", "das ist eine Aktion der Phase „Einkauf“, aber jetzt muss Ada ein "
         "Startlehen wählen"),
        ("fief", DISCARD, "it", "non hai una carta passaggio segreto"),
        ("fief", ROAD, "en", "no road from belvirac to gaudrecourt"),
        ("fief", ROAD, "de", "kein Weg von belvirac nach gaudrecourt"),
        ("fief", MARRIED, "fr", "agnes a déjà un conjoint"),  # said of a lady or a lord alike
        ("fief", MARRIED, "it", "agnes ha già un coniuge"),
    ],
)
def test_a_reason_reads_in_each_language(game_id: str, reason: Event, language: str,
                                         words: str) -> None:
    game = games.get(game_id)
    texts = translations.game_texts(game.id, game.texts, language)
    assert in_words(reason.to_json(), texts, ["Ada", "Bob", "Cy"], "reason") == words
