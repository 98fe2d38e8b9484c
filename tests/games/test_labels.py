"""The words of every action's button (`Game.label`): each action of each game has a label, its
`label.<id>` text exists in English and is translated in every language with the same
placeholders, which are exactly the label's parameters. A new kind of action fails here until it
has words in `labels.py` and `texts.py` and their translations (docs/translations.md)."""

from __future__ import annotations

import random
import re

import pytest

from regnum import games, translations
from regnum.engine.events import Event, in_words
from regnum.engine.game import Game

PLACEHOLDER = re.compile(r"\{(\w*)\}")
GAMES = games.shipped_ids()


def _labels(game: Game) -> dict[str, Event]:
    """Every action's label by notation (a kind without words raises KeyError here)."""
    found = {}
    for action in game.actions:
        words = game.label(action)
        assert words is not None, f"{game.id}: no label for {action.text!r} ({action.kind})"
        found[action.text] = words
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_every_action_has_a_label_whose_placeholders_are_its_parameters(game_id: str) -> None:
    game = games.get(game_id)
    for text, words in _labels(game).items():
        template = game.texts.get(f"label.{words.id}")
        assert template is not None, f"{game_id}: {text!r} names label.{words.id}, which has no text"
        assert set(PLACEHOLDER.findall(template)) == set(words.params), (text, template, words)
        for value in words.params.values():  # a text id a label names is a text of the game
            assert not isinstance(value, str) or "." not in value or value in game.texts, value


# The words a game gives a secret move as the other seats read it (`State.describe_words`).
SECRET_WORDS = {
    "krieg-und-frieden": set(),
    "krone-und-schwert": {"secret.side", "secret.commit"},
    "fief": {"secret.ballot", "secret.take"},
}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_label_text_is_used_by_an_action_or_a_secret_move(game_id: str) -> None:
    game = games.get(game_id)
    used = {f"label.{words.id}" for words in _labels(game).values()}
    used |= {f"label.{secret}" for secret in SECRET_WORDS[game_id]}
    assert {key for key in game.texts if key.startswith("label.")} == used


@pytest.mark.parametrize(("game_id", "players", "options"), [
    ("krieg-und-frieden", 4, {}), ("krone-und-schwert", 4, {}), ("fief", 4, {"turn-limit": "20"}),
])
def test_a_move_reads_in_the_log_as_its_label_or_as_a_secret_that_names_nothing(
    game_id: str, players: int, options: dict[str, str]
) -> None:
    """Every seat reads a move it may see by the action's label, and a move kept from it by the
    game's words for a secret, which carry no parameter; random games meet every secret."""
    game = games.get(game_id)
    met: set[str] = set()
    for seed in range(3):
        state = game.new_game(players, seed, options)
        rng = random.Random(seed)
        while not state.is_over:
            player = state.current_player
            action = rng.choice(state.legal_actions())
            if player is not None:
                for viewer in [None, *range(players)]:
                    words = state.describe_words(action, player, viewer)
                    if state.describe_action(action, player, viewer) == action.text:
                        assert words == game.label(action), (action.text, viewer)
                    else:
                        assert words is not None and words.params == {}, (action.text, words)
                        met.add(words.id)
            state.apply(action)
    assert met == SECRET_WORDS[game_id]


@pytest.mark.parametrize("prefix", ["label.", "reason."])  # buttons, and why one is greyed
@pytest.mark.parametrize("language", translations.LANGUAGES[1:])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_label_and_reason_is_translated_with_its_placeholders(
    game_id: str, language: str, prefix: str
) -> None:
    game = games.get(game_id)
    catalog = translations.catalogue(language, game_id)
    assert catalog is not None
    for key, english in game.texts.items():
        if not key.startswith(prefix):
            continue
        message = catalog.get(english, context=key)
        assert message is not None and message.string and not message.fuzzy, (language, key)
        assert sorted(PLACEHOLDER.findall(str(message.string))) == \
            sorted(PLACEHOLDER.findall(english)), (language, key, message.string)


@pytest.mark.parametrize(
    ("game_id", "notation", "language", "words"),
    [
        ("fief", "propose alliance to p2", "en", "Propose an alliance to Bob"),
        ("fief", "propose alliance to p2", "fr", "Proposer une alliance à Bob"),
        ("fief", "march corvignac", "de", "Nach Corvignac ziehen"),
        ("fief", "propose truce with p1 for 1 turn", "it", "Proponi a Ada una tregua di 1 turno"),
        ("fief", "dowry 200 from the husband's family", "en",
         "Dowry of 200 écus from the husband's family"),
        ("krieg-und-frieden", "privilege wealth from p2", "fr",
         "Prendre un privilège Richesse à Bob"),
        ("krieg-und-frieden", "change war-cathedral pay food", "en",
         "Change the agenda to War (cathedral), paying a Food privilege"),
        ("krone-und-schwert", "build large city 12 sw", "de",
         "Eine große Stadt auf Feld 12 bauen, nach Südwesten"),
        ("krone-und-schwert", "expand with leader-3", "en", "Expand with Anführer 3 (leader)"),
    ],
)
def test_a_label_reads_in_the_language_with_the_seats_names(
    game_id: str, notation: str, language: str, words: str
) -> None:
    game = games.get(game_id)
    label = game.label(game.parse_action(notation))
    assert label is not None
    texts = translations.game_texts(game_id, game.texts, language)
    # as the page fills it (static/js/texts.js, `told`: the same rules as the log's events)
    assert in_words(label.to_json(), texts, ["Ada", "Bob", "Cy"], "label") == words
