"""The battle dice (seed, phase 5, "On n'utilise plus la grille de combat"), rule by rule."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regnum.engine.rng import Rng
from regnum.games.fief.combat import (
    HIT_FACES,
    RANSOM,
    Force,
    Fort,
    Piece,
    attack_dice,
    default_losses,
    defence_dice,
    destroys_engine,
    dice_for,
    effective_engines,
    kills_lord,
    loss_choices,
    needs_choice,
    remove,
    roll_hits,
    roll_round,
)


class Faces(Rng):
    """A stand-in generator returning the given die indices in order (for exact dice)."""

    def __init__(self, *indices: int) -> None:
        super().__init__(0)
        self.indices = list(indices)

    def below(self, n: int) -> int:
        assert n == 6
        return self.indices.pop(0)


@pytest.mark.parametrize(("points", "dice"), [
    (0, 0), (1, 1), (6, 1), (7, 2), (12, 2), (13, 3), (18, 3), (19, 4), (40, 4),
])
def test_dice_by_combat_points(points, dice):
    assert dice_for(points) == dice


def test_male_lords_count_ladies_do_not():
    assert Force(soldiers=6, lords=1).points == 7
    assert attack_dice(Force(soldiers=6, lords=1), Fort.NONE) == 2
    assert attack_dice(Force(soldiers=6, ladies=1), Fort.NONE) == 1


def test_knights_count_three_and_six():
    force = Force(soldiers=1, knights3=2, knights6=1, lords=1)
    assert force.points == 1 + 6 + 6 + 1
    assert attack_dice(force, Fort.NONE) == 3


def test_castle_takes_one_attack_die_city_two():
    force = Force(soldiers=12, lords=1)  # 13 points: 3 dice
    assert attack_dice(force, Fort.NONE) == 3
    assert attack_dice(force, Fort.CASTLE) == 2
    assert attack_dice(force, Fort.CITY) == 1
    assert attack_dice(Force(soldiers=5, lords=1), Fort.CITY) == 0


def test_siege_engine_counts_five_points_and_restores_the_castle_die():
    with_engine = Force(soldiers=10, lords=1, engines=1)  # 11 + 5 = 16 points: 3 dice, -1 +1
    assert attack_dice(with_engine, Fort.CASTLE) == 3
    assert attack_dice(Force(soldiers=10, lords=1), Fort.CASTLE) == 1


def test_city_needs_two_engines_and_a_third_restores_nothing_more():
    one = Force(soldiers=9, lords=1, engines=1)  # 15 points: 3 dice, -2 +1
    two = Force(soldiers=9, lords=1, engines=2)  # 20 points: 4 dice, -2 +2
    three = Force(soldiers=9, lords=1, engines=3)  # 25 points: 4 dice, -2 +2
    assert attack_dice(one, Fort.CITY) == 2
    assert attack_dice(two, Fort.CITY) == 4
    assert attack_dice(three, Fort.CITY) == 4


def test_engine_needs_three_soldiers_and_a_lord():
    assert effective_engines(Force(soldiers=2, lords=1, engines=1)) == 0
    assert effective_engines(Force(soldiers=3, engines=1)) == 0
    assert effective_engines(Force(soldiers=3, ladies=1, engines=1)) == 1
    assert effective_engines(Force(soldiers=5, knights6=1, lords=1, engines=2)) == 1
    assert attack_dice(Force(soldiers=2, lords=1, engines=1), Fort.CASTLE) == 0


def test_engine_counts_nothing_in_open_ground():
    assert attack_dice(Force(soldiers=3, lords=1, engines=1), Fort.NONE) == 1


def test_defender_always_keeps_a_die():
    assert defence_dice(Force(soldiers=1)) == 1
    assert defence_dice(Force(lords=1)) == 1
    assert defence_dice(Force(soldiers=30)) == 4
    assert defence_dice(Force(ladies=2)) == 0  # no combat point: the battle is already lost


def test_special_die_faces():
    assert sorted(HIT_FACES) == [0, 1, 1, 2, 2, 3]
    assert roll_hits(Faces(0, 1, 2, 3, 4, 5), 6) == 9


def test_special_dice_are_fair_over_a_seeded_run():
    rng = Rng(7)
    counts = Counter(roll_hits(rng, 1) for _ in range(6000))
    assert set(counts) == {0, 1, 2, 3}
    for hits, share in ((0, 1), (1, 2), (2, 2), (3, 1)):
        assert abs(counts[hits] - 1000 * share) < 150


def test_d6_faces_for_lords_and_engines():
    assert [f for f in range(1, 7) if kills_lord(f)] == [1, 6]
    assert [f for f in range(1, 7) if destroys_engine(f)] == [5, 6]


def test_round_replaces_one_die_by_the_d6():
    # attacker 2 dice aiming: one special die (face index 5 -> 3 hits), then the d6 (index 0 -> 1)
    roll = roll_round(Faces(5, 0, 3, 4), 2, 2, True, False)
    assert (roll.attack_hits, roll.attack_aim, roll.defence_hits, roll.defence_aim) == (3, 1, 4, 0)


def test_round_without_a_die_cannot_aim():
    with pytest.raises(ValueError):
        roll_round(Rng(1), 0, 1, True, False)


def test_knight_hit_once_is_changed_for_two_soldiers():
    loss = remove(Force(knights3=1, lords=1), Piece.KNIGHT3, 1, reserve=10)
    assert loss.force == Force(soldiers=2, lords=1)
    assert (loss.hits, loss.change) == (0, 2)


def test_knight_of_six_hit_twice_gives_four_soldiers():
    force, killed, change = default_losses(Force(knights6=1), 2, reserve=10)
    assert force == Force(soldiers=4) and killed == 0 and change == 4


def test_change_is_limited_by_the_reserve():
    loss = remove(Force(knights6=1), Piece.KNIGHT6, 1, reserve=2)
    assert loss.force == Force(soldiers=2) and loss.change == 2


def test_lords_are_hit_only_after_their_troops():
    assert loss_choices(Force(soldiers=1, lords=2), 3) == [Piece.SOLDIER]
    force, killed, _ = default_losses(Force(soldiers=1, knights3=1, lords=2), 6, reserve=0)
    assert force == Force() and killed == 2
    force, killed, _ = default_losses(Force(soldiers=2, lords=2), 3, reserve=0)
    assert force == Force(lords=1) and killed == 1


def test_ladies_are_never_killed_by_hits():
    force, killed, _ = default_losses(Force(soldiers=1, ladies=1), 3, reserve=0)
    assert force == Force(ladies=1) and killed == 0


def test_captives_fight_as_soldiers_and_fall_before_the_lords():
    force = Force(soldiers=2, captives=1, lords=1)
    assert force.points == 4 and force.troop_points == 3
    assert Piece.CAPTIVE in loss_choices(force, 1)
    after, killed, _ = default_losses(force, 3, reserve=0)
    assert after == Force(lords=1) and killed == 0


def test_a_choice_exists_only_with_several_kinds_and_fewer_hits_than_troops():
    assert needs_choice(Force(soldiers=2, knights3=1), 1)
    assert not needs_choice(Force(soldiers=2, knights3=1), 5)
    assert not needs_choice(Force(soldiers=4, lords=1), 2)
    assert not needs_choice(Force(soldiers=2, knights3=1), 0)


def test_nothing_to_remove_is_refused():
    with pytest.raises(ValueError):
        remove(Force(soldiers=1), Piece.KNIGHT3, 1, 0)
    with pytest.raises(ValueError):
        remove(Force(soldiers=1), Piece.SOLDIER, 0, 0)


def test_ransom_is_fixed():
    assert RANSOM == 300


forces = st.builds(Force, soldiers=st.integers(0, 15), knights3=st.integers(0, 4),
                   knights6=st.integers(0, 3), captives=st.integers(0, 2), lords=st.integers(0, 4),
                   ladies=st.integers(0, 2), engines=st.integers(0, 3))


@given(forces, st.integers(0, 40), st.integers(0, 20))
def test_losses_match_hits_with_change(force, hits, reserve):
    after, killed, change = default_losses(force, hits, reserve)
    lost = force.points - after.points
    assert after.points >= 0 and min(after.soldiers, after.knights3, after.knights6) >= 0
    assert 0 <= change <= reserve
    assert after.ladies == force.ladies and after.engines == force.engines
    if hits >= force.points:
        assert after.points == 0 and killed == force.lords
    else:
        # exactly the hits are lost, unless the reserve could not make all the change
        assert lost >= hits
        assert lost == hits or change == reserve
        assert killed == max(0, hits - force.troop_points)


@given(forces, st.sampled_from(list(Fort)))
def test_dice_stay_within_the_limits(force, fort):
    dice = attack_dice(force, fort)
    assert 0 <= dice <= 4
    assert dice <= attack_dice(force, Fort.NONE) or effective_engines(force) > 0
    assert (defence_dice(force) >= 1) == (force.points > 0)


@given(forces, st.integers(1, 12), st.data())
def test_every_offered_loss_is_removable(force, hits, data):
    choices = loss_choices(force, hits)
    if force.points == 0:
        assert choices == []
        return
    piece = data.draw(st.sampled_from(choices))
    loss = remove(force, piece, hits, reserve=10)
    assert loss.hits == max(0, hits - (1, 3, 6, 1, 1)[piece])
    assert piece != Piece.LORD or force.troop_points == 0
