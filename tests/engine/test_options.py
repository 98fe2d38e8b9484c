"""Options: defaults filled in, unknown names and values refused with the list of valid options."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regnum.engine import InvalidOptionError, OptionSpec
from regnum.engine.options import describe, parse_pairs
from tests.toy_game import GAME, HighLow


class Plain(HighLow):
    name = "Plain"
    option_specs = ()


def test_defaults_are_filled_in() -> None:
    assert GAME.normalize_options(None) == {"rounds": "3", "hand": "3", "low": "off"}
    assert GAME.normalize_options({"low": "on"}) == {"rounds": "3", "hand": "3", "low": "on"}


def test_values_are_read_as_text() -> None:
    assert GAME.normalize_options({"rounds": 5})["rounds"] == "5"


def test_unknown_option_is_refused_with_the_valid_ones() -> None:
    with pytest.raises(InvalidOptionError, match="unknown option 'speed'") as caught:
        GAME.normalize_options({"speed": "fast"})
    for spec in GAME.option_specs:
        assert f"{spec.name}={'|'.join(spec.choices)}" in str(caught.value)


def test_invalid_value_is_refused_with_the_choices() -> None:
    with pytest.raises(InvalidOptionError, match="rounds='9' is not valid") as caught:
        GAME.new_game(2, 1, {"rounds": "9"})
    assert "1, 2, 3, 4, 5" in str(caught.value)


def test_booleans_become_lowercase_words() -> None:
    class Switch(HighLow):
        option_specs = (OptionSpec("low", "lowest wins", ("false", "true"), "false"),)

    assert Switch().normalize_options({"low": True})["low"] == "true"
    with pytest.raises(InvalidOptionError):
        GAME.normalize_options({"low": True})


def test_a_game_without_options_says_so() -> None:
    assert describe(Plain()) == "Plain takes no options"
    assert Plain().normalize_options(None) == {}
    with pytest.raises(InvalidOptionError, match="takes no options"):
        Plain().normalize_options({"low": "on"})


def test_parse_pairs() -> None:
    assert parse_pairs([]) == {}
    assert parse_pairs(["rounds=5", " low = on ", "note=a=b", "rounds=2"]) == {
        "rounds": "2",
        "low": "on",
        "note": "a=b",
    }


@pytest.mark.parametrize("pair", ["rounds", "=5", " =5", ""])
def test_parse_pairs_refuses_a_pair_without_name_or_equals(pair: str) -> None:
    with pytest.raises(InvalidOptionError, match="NAME=VALUE"):
        parse_pairs([pair])


names = st.text(st.characters(categories=["L", "N"], include_characters="-_"), min_size=1)


@given(st.dictionaries(names, st.text(st.characters(categories=["L", "N", "P"]))))
def test_parse_pairs_reads_back_what_was_written(options: dict[str, str]) -> None:
    assert parse_pairs([f"{k}={v}" for k, v in options.items()]) == options
