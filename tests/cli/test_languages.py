"""The terminal in French, German and Italian: its own messages, the actions' labels beside their
notation, refusals and the narrated log come from the catalogues; `--lang` chooses, else the
environment as gettext reads it; the board stays English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from regnum.cli import app
from regnum.engine.record import GameRecord, save
from regnum.games import get
from regnum.sim.simulate import make_bots
from regnum.terminal import HotSeat, ReplayViewer, Words
from regnum.translations import from_environment
from tests.cli.scripted import ScriptedTerminal

SEATS = ["human", "random", "random"]


def _session(language: str, lines: list[str], game_id: str = "kuf") -> HotSeat:
    """A hot seat where seat 1 types `lines` (then input ends) against two random bots."""
    game = get(game_id)
    state = game.new_game(3, 4)
    terminal = ScriptedTerminal(lines)
    hot_seat = HotSeat(state, SEATS, make_bots(game, SEATS, 4, "test"), terminal, Words(language))
    assert hot_seat.run() is False  # input ran out: the player left
    return hot_seat


def _text(hot_seat: HotSeat) -> str:
    assert isinstance(hot_seat.terminal, ScriptedTerminal)
    return hot_seat.terminal.text


def test_a_french_session_shows_labels_refusals_and_the_log_in_french() -> None:
    hot_seat = _session("fr", ["attack p2", "pass"])
    text = _text(hot_seat)
    assert "À vous de décider, place 1 (human) :" in text
    assert "Actions permises (5) :" in text
    assert "  1) Passer  [pass]" in text
    assert "  2) Ajouter une carte Chevalier  [add knight]" in text
    assert (
        "action refusée 'attack p2' : pas maintenant (printemps, à place 1 (human) de jouer) : "
        "ce sont les enchères : ajoutez des cartes à votre surenchère, enchérissez ou passez\n"
        "permises maintenant : pass, add knight, add wealth, add worker, add food\n"
        "(tapez help pour la liste des commandes)"
    ) in text
    assert hot_seat.state.history  # the refusal changed nothing, `pass` was played
    assert re.search(r"\n  place [23] \(random\) remporte l'enchère pour .+ avec \d+ et devient "
                     r"Conseiller du roi\.\n", text)
    assert "Attaquer place 2 (random)  [attack p2]" in text  # seats in labels are named
    assert "Partie quittée sans sauvegarder ses derniers coups." in text
    for english in ("Your decision", "Legal actions", "illegal action", "wins the bid",
                    "Add a Knight card", "Left the game"):
        assert english not in text
    assert "Year 1 · spring" in text  # the board stays English


def test_a_german_session_shows_labels_refusals_and_the_log_in_german() -> None:
    hot_seat = _session("de", ["build farmstead", "help", "undo", "pass"])
    text = _text(hot_seat)
    assert "Deine Entscheidung, Platz 1 (human):" in text
    assert "  2) Eine Karte Ritter hinzufügen  [add knight]" in text
    assert (
        "unerlaubte Aktion 'build farmstead': nicht jetzt (Frühling, Platz 1 (human) ist am Zug)"
    ) in text
    assert "  undo                    deine letzte Aktion zurücknehmen" in text  # the help
    assert "Zurücknehmen nicht möglich: jetzt kann nichts zurückgenommen werden" in text
    assert re.search(r"\n  Platz [23] \(random\) gewinnt das Bieten um .+ mit \d+", text)
    assert "Partie verlassen, ohne ihre letzten Züge zu speichern." in text
    for english in ("Your decision", "illegal action", "Commands:", "nothing can be taken back"):
        assert english not in text


def test_a_replay_in_german_narrates_each_seats_view() -> None:
    hot_seat = _session("de", ["pass"])
    record = GameRecord.from_state(hot_seat.state, SEATS)
    terminal = ScriptedTerminal()
    ReplayViewer.of(record, terminal, seat=0, say=Words("de")).print_all()
    total = len(record.actions)
    assert f"Schritt 0/{total}: der Beginn der Partie" in terminal.text
    assert f"Schritt 1/{total}: Platz 1 (human) spielte Passen  [pass]" in terminal.text
    assert re.search(r"\n  Platz [23] \(random\) gewinnt das Bieten um .+ mit \d+",
                     terminal.text)
    assert "Step " not in terminal.text


def test_a_fief_refusal_is_worded_in_the_sessions_language() -> None:
    hot_seat = _session("it", ["castle at aubrevaux"], game_id="fief")
    text = _text(hot_seat)
    assert ("azione non consentita 'castle at aubrevaux': questa è un'azione della fase «posa del "
            "castello», ma ora posto 1 (human) deve scegliere un feudo di partenza\nconsentite "
            "ora: ") in text
    assert "Scegli il feudo di Valombre  [choose fief valombre]" in text
    assert "Tocca a te decidere, posto 1 (human):" in text


def test_english_is_the_default_and_keeps_its_words() -> None:
    hot_seat = HotSeat(get("kuf").new_game(3, 4), SEATS, {}, ScriptedTerminal(["attack p2"]))
    hot_seat.run()
    text = _text(hot_seat)
    assert "Your decision, seat 1 (human):" in text
    assert "  2) Add a Knight card  [add knight]" in text
    assert "illegal action 'attack p2': not now (spring, seat 1 (human) to act)" in text


def _play_and_quit(runner: CliRunner, *extra: str, env: dict[str, str] | None = None) -> str:
    result = runner.invoke(app, ["play", "kuf", "--bots", "human,random,random", "--seed", "4",
                                 *extra], input="quit\n", env=env)
    assert result.exit_code == 0, result.output
    return result.stdout


def test_lang_chooses_the_language_of_regnum_play(runner: CliRunner) -> None:
    out = _play_and_quit(runner, "--lang", "fr")
    assert "Krieg und Frieden, 3 joueurs, graine 4 (rejouez la même partie avec --seed 4)." in out
    assert "Places : place 1 (human), place 2 (random), place 3 (random)" in out
    assert "À votre tour, tapez une action, son numéro, ou `help`." in out
    assert "  2) Ajouter une carte Chevalier  [add knight]" in out


def test_the_language_defaults_to_the_environments(runner: CliRunner) -> None:
    assert "Deine Entscheidung, Platz 1 (human):" in _play_and_quit(
        runner, env={"LANG": "de_DE.UTF-8"})
    # LANGUAGE comes first, and --lang before the environment
    assert "À vous de décider" in _play_and_quit(runner, env={"LANG": "de_DE.UTF-8",
                                                             "LANGUAGE": "fr"})
    assert "Tocca a te decidere" in _play_and_quit(runner, "--lang", "it",
                                                   env={"LANG": "de_DE.UTF-8"})
    assert "Your decision, seat 1 (human):" in _play_and_quit(runner, env={"LANG": "es_ES.UTF-8"})


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "de_AT"}, "de"),
        ({"LC_MESSAGES": "it_IT@euro", "LANG": "fr_FR"}, "it"),
        ({"LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "it_IT", "LANG": "fr_FR"}, "de"),
        ({"LANGUAGE": "es:it:fr", "LANG": "de_DE"}, "it"),  # the first language we have
        ({"LANGUAGE": "", "LANG": "fr_CA.UTF-8"}, "fr"),  # an empty variable is not set
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANGUAGE": "C:fr"}, "en"),  # gettext stops at C
        ({"LANG": "pt_BR.UTF-8"}, "en"),
    ],
)
def test_the_environment_is_read_as_gettext_reads_it(environ: dict[str, str],
                                                      language: str) -> None:
    assert from_environment(environ) == language


def test_an_unknown_language_is_refused_with_the_four(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save(path, GameRecord.from_state(get("toy").new_game(2, 1), ["random", "random"]))
    for args in (["play", "kuf", "--lang", "xx"], ["replay", str(path), "--lang", "xx"]):
        result = runner.invoke(app, args, input="quit\n")
        assert result.exit_code == 2
        assert "unknown language 'xx' for --lang; choose one of: en, fr, de, it" in result.stderr
        assert "Traceback" not in result.output
        assert result.stdout == ""  # nothing was played or shown


def test_regnum_replay_speaks_the_chosen_language(runner: CliRunner, tmp_path: Path) -> None:
    hot_seat = _session("en", ["pass"])
    path = tmp_path / "game.json"
    save(path, GameRecord.from_state(hot_seat.state, SEATS))
    result = runner.invoke(app, ["replay", str(path), "--lang", "it", "--no-step"])
    assert result.exit_code == 0, result.output
    assert "Passo 1/" in result.stdout and ": posto 1 (human) ha giocato Passa  [pass]" in result.stdout
    assert re.search(r"\n  posto [23] \(random\) vince l'asta per .+ con \d+", result.stdout)
