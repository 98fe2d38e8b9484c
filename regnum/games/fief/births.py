"""Phase 1's births: each seat, in round order, may have each of its ladies bear a child; the
child is placed, a fifth son goes to the Church, a third child of a generation may make a
daughter d'Arc.

Seed, "La constitution d'une famille": "suivant le désir des joueurs, un enfant est mis au monde par
femme présente sur le plateau de jeu (reçu au hasard des cartes seigneur restantes) : fils ou fille
si mariée, bâtard(e) si non mariée ... Cette femme est alors d'office excommuniée". The father's d6:
1 failure, 2-5 a child, 6 twins; the mother's d6: 1 mother and child die, 2 the child dies, 3 the
child lives and the mother dies, 4-6 all is well (*decided*: each twin rolls the mother's die).
Children are placed "soit avec le père, soit avec la mère, soit au château ou dans la cité"; in a
couple of two seats the mother's seat places the child, in her family or in the father's
(*decided*: the seed leaves it to the couple's negotiation). A fifth living male of a family goes
to a cleric the mother chooses: priests first, else bishops, cardinals, the Pope, of a family with
room for him; with none, his card returns to the deck (*decided*). "Lors d'un troisième enfant né
vivant, sur une même génération", a daughter of those three, living, unmarried, free, legitimate
and not excommunicated, may be named d'Arc (one d'Arc card: one d'Arc at a time, *decided*).

A plague-stricken mother rolls the plague's birth die (`plague.STRICKEN_BIRTH`), and a lady whose
husband is stricken bears no child ("le père ne peut pas être pestiféré").

*decided*: a lady who is a prisoner bears no child (the content decision: the seed's births in
captivity are the rape it describes); an unmarried lady bears a child only while a bastard token
is left, and, unless she is excommunicated already or a bastard (who cannot be), an
excommunication token (a bastard twin born when the last token is taken has no place: his card
returns to the deck); a child's card is the top of the shuffled lord deck; a child who dies at
birth puts his card back under the deck; a d'Arc lady bears no child ("ne peut pas ... avoir un
enfant").

Scratch `FiefState.family` during phase 1 (ints): `MOTHER`, `FATHER` (lord ids, -1), `CHILD` (the
card of the child to place, -1), `TWIN` (the card of the next one, -1), `DARC_SEAT`,
`DARC_GEN` (the family and generation whose third child calls for a d'Arc, -1), then the ids of
the ladies who have borne a child (or tried) this turn and of the children born in it.
`FiefState.born` records live births as (seat, generation, card) triples, up to the third of each
family and generation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import Event
from regnum.engine.game import Action, JsonDict
from regnum.engine.tables import replaced
from regnum.games.fief.actions import act
from regnum.games.fief.battle import kill
from regnum.games.fief.church import alive, excommunicate, free, lord_of_card, name
from regnum.games.fief.control import fort_sites
from regnum.games.fief.data import LORD_NAMES, is_female
from regnum.games.fief.diplomacy import record_bastard
from regnum.games.fief.family import (
    bastards_left,
    clerics_by_rank,
    excommunications_left,
    room_for_a_man,
    spouse,
)
from regnum.games.fief.map import VILLAGE_NAMES
from regnum.games.fief.plague import STRICKEN_BIRTH
from regnum.games.fief.state import (
    PHASE_BIRTHS,
    PHASE_CHURCH_CHILD,
    PHASE_DARC,
    PHASE_PLACE_CHILD,
)

if TYPE_CHECKING:
    from regnum.games.fief.state import FiefState

MOTHER: Final = 0
FATHER: Final = 1
CHILD: Final = 2
TWIN: Final = 3
DARC_SEAT: Final = 4
DARC_GEN: Final = 5
HEADER: Final = 6
DARC_BIRTH: Final = 3  # "Lors d'un troisième enfant né vivant, sur une même génération"
BIRTH_PHASES: Final = frozenset({PHASE_BIRTHS, PHASE_PLACE_CHILD, PHASE_CHURCH_CHILD, PHASE_DARC})


# -- who may bear a child ------------------------------------------------------------------------
def birth_problem(state: FiefState, p: int, lady: int) -> Event | None:
    """Why lady `lady` of seat `p` may not bear a child now, or None."""
    who = name(state, lady)
    if state.lord_owner[lady] != p or not alive(state, lady) or not state.is_female(lady):
        return Event("bear.not-yours", {"lord": who})
    if not free(state, lady):
        return Event("bear.prisoner", {"lord": who})
    if state.lord_darc[lady]:
        return Event("bear.darc", {"lord": who})
    if state.family and lady in state.family[HEADER:]:
        return Event("bear.borne", {"lord": who})
    if not state.lord_deck:
        return Event("bear.no-card", {})
    husband = spouse(state, lady)
    if husband >= 0 and state.lord_plague[husband]:
        return Event("bear.plague", {"lord": name(state, husband)})
    if husband >= 0:
        return None
    if bastards_left(state) <= 0:
        return Event("bear.no-bastard", {"lord": who})
    if (not state.lord_excommunicated[lady] and not state.lord_bastard[lady]
            and excommunications_left(state) <= 0):
        return Event("bear.no-excommunication", {"lord": who})
    return None


def mothers(state: FiefState, p: int) -> list[int]:
    return [lady for lady in state.living_lords(p)
            if state.is_female(lady) and birth_problem(state, p, lady) is None]


def newborn_cards(state: FiefState) -> list[int]:
    """The cards of the children born and not yet placed (neither in play nor in the deck)."""
    f = state.family
    if state.phase not in BIRTH_PHASES or len(f) < HEADER:
        return []
    return [card for card in (f[CHILD], f[TWIN]) if card >= 0]


# -- the round -----------------------------------------------------------------------------------
def births_start(state: FiefState) -> None:
    """The births round of phase 1, before the new lords; `turn.new_lords` when it is over."""
    from regnum.games.fief.turn import open_round, round_order

    state.family = [-1] * HEADER
    open_round(state, PHASE_BIRTHS, [p for p in round_order(state) if mothers(state, p)], _over)


def _over(state: FiefState) -> None:
    from regnum.games.fief.turn import new_lords

    state.family = []
    new_lords(state)


def end_births(state: FiefState) -> None:
    from regnum.games.fief.turn import next_in_round

    next_in_round(state, _over)


def _resume(state: FiefState) -> None:
    """After a birth is settled: the same seat goes on if another lady of its may bear a child,
    else the round moves on."""
    state.phase = PHASE_BIRTHS
    state.actor = state.pending[0]
    state.family[MOTHER] = state.family[FATHER] = -1
    if not mothers(state, state.actor):
        end_births(state)


def bear(state: FiefState, p: int, lady: int) -> None:
    """The father's die, then the mother's for each child; the living children are placed."""
    f = state.family
    f.append(lady)
    father = spouse(state, lady)
    f[MOTHER], f[FATHER] = lady, father
    who = name(state, lady)
    roll = state.rng_gen.below(6) + 1
    if roll == 1:
        state.say(f"{who} bears no child (the father's die shows 1)")
        _resume(state)
        return
    count = 2 if roll == 6 else 1
    state.say(f"{who} is with {'twins' if count == 2 else 'child'} (the father's die shows {roll})")
    if father < 0 and not state.lord_excommunicated[lady]:
        excommunicate(state, lady)  # "Cette femme est alors d'office excommuniée"
    living: list[int] = []
    stricken = bool(state.lord_plague[lady])
    for _ in range(count):
        card = state.lord_deck[-1]
        state.lord_deck = state.lord_deck[:-1]
        face = state.rng_gen.below(6) + 1
        if stricken:  # the plague's own birth die
            mother_dies, child_dies = STRICKEN_BIRTH[face - 1]
            mother_dies = mother_dies and alive(state, lady)
        else:
            child_dies = face in (1, 2)
            mother_dies = face in (1, 3) and alive(state, lady)
        kind = "daughter" if is_female(card) else "son"
        if child_dies:
            state.lord_deck = (card, *state.lord_deck)
            state.say(f"the {kind} of {who} dies at birth (the mother's die shows {face})")
        else:
            living.append(card)
            state.say(f"{who} bears a {kind} (the mother's die shows {face})")
        if mother_dies:
            state.say(f"{who} dies in childbirth")
            kill(state, lady)
    if father < 0 and living and alive(state, lady):
        record_bastard(state, lady)  # a case for the Church's justice (`church_court.py`)
    f[CHILD], f[TWIN] = [*living, -1, -1][:2]
    next_child(state)


# -- placing a child -----------------------------------------------------------------------------
def sites(state: FiefState, family_seat: int) -> list[int]:
    """Villages where the child being placed may go in the family of `family_seat`: with its
    mother, with its father, or at a castle or city of that family."""
    f = state.family
    found = set(fort_sites(state, family_seat))
    for parent in (f[MOTHER], f[FATHER]):
        if parent >= 0 and free(state, parent) and state.lord_owner[parent] == family_seat:
            found.add(state.lord_village[parent])
    return sorted(found)


def families(state: FiefState) -> tuple[int, int]:
    """(the mother's seat, the father's seat when it is another, else -1)."""
    f = state.family
    mother_seat = state.lord_owner[f[MOTHER]]
    father_seat = state.lord_owner[f[FATHER]] if f[FATHER] >= 0 else -1
    return mother_seat, father_seat if father_seat != mother_seat else -1


def place_options(state: FiefState) -> list[Action]:
    card = state.family[CHILD]
    mother_seat, father_seat = families(state)
    found: list[Action] = []
    for seat, kind in ((mother_seat, "place_child"), (father_seat, "place_child_father")):
        if seat >= 0 and (is_female(card) or room_for_a_man(state, seat)):
            found += [act(kind, v) for v in sites(state, seat)]
    return found


def church_options(state: FiefState) -> list[Action]:
    """Clerics a fifth son may be given to (each with somewhere to place him)."""
    return [act("church_child", state.lord_card[cleric]) for cleric in clerics_by_rank(state)
            if church_site(state, cleric) >= 0]


def church_site(state: FiefState, cleric: int) -> int:
    """Where a son given to `cleric` goes: with him if he is free, else to his family's first
    castle or city (-1 with none)."""
    if free(state, cleric):
        return state.lord_village[cleric]
    found = fort_sites(state, state.lord_owner[cleric])
    return found[0] if found else -1


def next_child(state: FiefState) -> None:
    """Ask where the next living child goes (placing it at once where there is one choice), or
    resume the round when none is left."""
    f = state.family
    while True:
        if f[CHILD] < 0 and f[TWIN] >= 0:
            f[CHILD], f[TWIN] = f[TWIN], -1
        if f[CHILD] < 0:
            _resume(state)
            return
        mother_seat = state.lord_owner[f[MOTHER]]
        if f[FATHER] < 0 and bastards_left(state) <= 0:  # the twin of a bastard, tokens gone
            options, phase = [], PHASE_PLACE_CHILD
        else:
            options, phase = place_options(state), PHASE_PLACE_CHILD
        if not options and not is_female(f[CHILD]) and (f[FATHER] >= 0 or bastards_left(state)):
            options, phase = church_options(state), PHASE_CHURCH_CHILD
        if len(options) > 1:
            state.phase = phase
            state.actor = mother_seat
            return
        if options:
            apply_placement(state, options[0])
            if state.phase == PHASE_DARC:
                return
            continue
        kind = "daughter" if is_female(f[CHILD]) else "son"
        state.say(f"the {kind} of {name(state, f[MOTHER])} has nowhere to go; the card returns "
                  "to the deck")
        state.lord_deck = (f[CHILD], *state.lord_deck)
        f[CHILD] = -1


def apply_placement(state: FiefState, action: Action) -> None:
    """Bring the child into play as `action` says, then look for a d'Arc."""
    f = state.family
    card, mother, father = f[CHILD], f[MOTHER], f[FATHER]
    mother_seat, father_seat = families(state)
    if action.kind == "church_child":
        cleric = next(lord for lord, c in enumerate(state.lord_card)
                      if c == action.args[0] and alive(state, lord))
        seat, v = state.lord_owner[cleric], church_site(state, cleric)
        how = f"is given to the Church: {name(state, cleric)} raises him"
    else:
        seat = father_seat if action.kind == "place_child_father" else mother_seat
        v = action.args[0]
        how = f"joins p{seat + 1} at {VILLAGE_NAMES[v]}"
    child = state.add_lord(card, seat, v, father=father, mother=mother, bastard=int(father < 0))
    f[CHILD] = -1
    f.append(child)  # a daughter born this turn bears no child before the next
    state.say(f"{name(state, child)}, {'bastard ' if father < 0 else ''}child of "
              f"{name(state, mother)}, {how}")
    _third_child(state, seat, state.lord_generation[child], card)


# -- d'Arc -------------------------------------------------------------------------------------
def _third_child(state: FiefState, seat: int, generation: int, card: int) -> None:
    born = state.born
    count = sum(1 for i in range(0, len(born), 3) if born[i] == seat and born[i + 1] == generation)
    if count >= DARC_BIRTH:
        return
    state.born = (*born, seat, generation, card)
    if count + 1 == DARC_BIRTH and darc_candidates(state, seat, generation):
        f = state.family
        f[DARC_SEAT], f[DARC_GEN] = seat, generation
        state.phase = PHASE_DARC
        state.actor = seat


def darc_candidates(state: FiefState, seat: int, generation: int) -> list[int]:
    """Daughters among the three children of `generation` of the family who may be named d'Arc
    (none while a d'Arc lives: there is one d'Arc card)."""
    if any(flag and alive(state, lord) for lord, flag in enumerate(state.lord_darc)):
        return []
    born = state.born
    cards = {born[i + 2] for i in range(0, len(born), 3)
             if born[i] == seat and born[i + 1] == generation}
    return [lord for lord in state.living_lords(seat)
            if state.lord_card[lord] in cards and state.lord_generation[lord] == generation
            and state.is_female(lord) and free(state, lord) and spouse(state, lord) < 0
            and not state.lord_bastard[lord] and not state.lord_excommunicated[lord]]


def darc_options(state: FiefState) -> list[Action]:
    f = state.family
    return sorted([*(act("darc", state.lord_card[lady])
                     for lady in darc_candidates(state, f[DARC_SEAT], f[DARC_GEN])),
                   act("no_darc")], key=lambda a: a.id)


def name_darc(state: FiefState, lady: int) -> None:
    state.lord_darc = replaced(state.lord_darc, lady, 1)
    state.say(f"{name(state, lady)} is named d'Arc")


def darc_done(state: FiefState) -> None:
    f = state.family
    f[DARC_SEAT] = f[DARC_GEN] = -1
    next_child(state)


def view(state: FiefState) -> JsonDict | None:
    """The birth being settled (all public: the dice are rolled and the children shown)."""
    f = state.family
    if state.phase not in BIRTH_PHASES or len(f) < HEADER:
        return None
    return {"mother": f[MOTHER], "father": f[FATHER],
            "children": [LORD_NAMES[card] for card in (f[CHILD], f[TWIN]) if card >= 0],
            "darc_seat": f[DARC_SEAT]}


# -- legal actions and effects -----------------------------------------------------------------
def legal(state: FiefState) -> list[Action]:
    phase = state.phase
    if phase == PHASE_BIRTHS:
        cards = sorted(state.lord_card[lady] for lady in mothers(state, state.actor))
        return [*(act("bear", card) for card in cards), act("end_births")]
    if phase == PHASE_PLACE_CHILD:
        return sorted(place_options(state), key=lambda a: a.id)
    if phase == PHASE_CHURCH_CHILD:
        return sorted(church_options(state), key=lambda a: a.id)
    return darc_options(state)


def apply(state: FiefState, action: Action) -> None:
    kind = action.kind
    p = state.actor
    if kind == "bear":
        lady = lord_of_card(state, action.args[0])
        bear(state, p, lady)
    elif kind == "end_births":
        end_births(state)
    elif kind in ("place_child", "place_child_father", "church_child"):
        apply_placement(state, action)
        if state.phase != PHASE_DARC:
            next_child(state)
    elif kind == "darc":
        lady = lord_of_card(state, action.args[0])
        name_darc(state, lady)
        darc_done(state)
    else:  # no_darc
        darc_done(state)
