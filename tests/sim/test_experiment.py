"""Designs of `regnum analyze`: the built-in questions and custom TOML files."""

from __future__ import annotations

from pathlib import Path

import pytest

from regnum.sim.experiment import ExperimentError, builtin, from_toml


def test_builtin_design_covers_every_count_variant_and_skill() -> None:
    experiment = builtin("kuf", seed=5, games=10)
    labels = experiment.labels()
    assert labels[:2] == ["3p heuristic", "4p heuristic"]  # seat order at 3 and 4 players
    assert "4p heuristic scoring=dagger" in labels
    assert "3p heuristic setup3=reveal" in labels  # a 3-player set-up is played at 3 players
    assert not any("first_adviser" in label for label in labels)  # a table choice, no variant
    assert "4p heuristic,random,random,random" in labels
    assert "4p heuristic,random,random,random long_term=true" in labels
    experiment.check()


def test_fief_seat_order_leaves_out_the_seven_seat_table_whose_last_seat_judges() -> None:
    labels = builtin("fief", seed=5, games=10).labels()
    assert "6p heuristic" in labels and not any(label.startswith("7p") for label in labels)
    assert not any("judge-seat" in label for label in labels)  # a table choice, no variant


def test_every_arm_plays_the_same_seeds() -> None:
    experiment = builtin("kus", seed=5, games=3, players=[2, 3])
    assert experiment.seed_of(2) == 5_000_002
    assert experiment.tasks()[: len(experiment.arms)] == [(a, 0) for a in range(len(experiment.arms))]


def test_toml_grid(tmp_path: Path) -> None:
    design = tmp_path / "d.toml"
    design.write_text(
        'game = "kuf"\nplayers = [3, 4]\nbots = ["heuristic", "heuristic,random,random,random"]\n'
        '[options]\nscoring = ["standard", "dagger"]\nlong_term = [false, true]\n',
        encoding="utf-8",
    )
    with pytest.raises(ExperimentError, match="names 4 bots for 3 seats"):
        from_toml(design, "kuf", seed=1, games=2)
    design.write_text(design.read_text().replace("players = [3, 4]", "players = 4"))
    experiment = from_toml(design, "kuf", seed=1, games=2)
    assert len(experiment.arms) == 2 * 2 * 2
    assert experiment.arms[1].options["long_term"] == "true"  # booleans read as the option text
    assert experiment.name == "d"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('game = "kus"\n', "not on Krieg und Frieden"),
        ('[options]\nscoring = ["gold"]\n', "not valid"),
        ('bots = ["nobody"]\n', "nobody"),
        ("turns = 3\n", "unknown keys turns"),
        ("players = [\n", "not valid TOML"),
    ],
)
def test_toml_errors_are_precise(tmp_path: Path, text: str, message: str) -> None:
    design = tmp_path / "d.toml"
    design.write_text(text, encoding="utf-8")
    with pytest.raises(Exception, match=message):
        from_toml(design, "kuf", seed=1, games=2)
