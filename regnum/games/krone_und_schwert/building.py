"""Building (seed, "Construction de bâtiments"): 2 AP and the matching card, on an owned space
without a building. Castles on mountains; cities on meadows, never next to another city; a large
city on an owned square and an adjacent owned octagon; a cathedral in a large city without one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from regnum.engine.events import seat
from regnum.engine.game import Action
from regnum.engine.tables import replaced
from regnum.games.krone_und_schwert.actions import act, family
from regnum.games.krone_und_schwert.board import DIRECTIONS, MAX_SPACES, Terrain
from regnum.games.krone_und_schwert.data import COST_BUILD, NUM_CARD_KINDS, Building, Built, Card
from regnum.games.krone_und_schwert.events import crown_first_king
from regnum.games.krone_und_schwert.spaces import replaced_byte

if TYPE_CHECKING:
    from regnum.games.krone_und_schwert.state import KusState

# supply index (see KusState.supply) of each kind of building
SUPPLY_INDEX: Final = {Building.CASTLE: 0, Building.SMALL_CITY: 1, Building.LARGE_CITY: 2}
CATHEDRAL_SUPPLY: Final = 3
CARD_FOR: Final = {
    Building.CASTLE: Card.BUILD_CASTLE,
    Building.SMALL_CITY: Card.BUILD_CITY,
    Building.LARGE_CITY: Card.BUILD_CITY,
}
# typed as of any length: compiled, a fixed-length tuple read at a variable index is made again
IS_CITY: Final[tuple[bool, ...]] = (False, False, True, True)
CASTLE_AT: Final = tuple(act("build", Building.CASTLE, s) for s in range(MAX_SPACES))
CITY_AT: Final = tuple(act("build", Building.SMALL_CITY, s) for s in range(MAX_SPACES))
LARGE_AT: Final = tuple(tuple(act("build_large", s, d) for d in range(len(DIRECTIONS)))
                 for s in range(MAX_SPACES))
CATHEDRAL_AT: Final = family("build_cathedral", MAX_SPACES)
# Plain ints for the loop over the spaces: compiled, an IntEnum member is a Python attribute lookup
NONE: Final = int(Building.NONE)
LARGE_CITY: Final = int(Building.LARGE_CITY)
MEADOW: Final = int(Terrain.MEADOW)
MOUNTAIN: Final = int(Terrain.MOUNTAIN)
CASTLE_CARD: Final = int(Card.BUILD_CASTLE)
CITY_CARD: Final = int(Card.BUILD_CITY)
CATHEDRAL_CARD: Final = int(Card.BUILD_CATHEDRAL)


def city_next_to(state: KusState, space: int, besides: int = -1) -> bool:
    """Whether a city stands on a space adjacent to `space` (other than `besides`)."""
    building = state.building
    near = state.board.adjacent[space]
    for i in range(len(near)):  # by index (`spaces.py`)
        t = near[i]
        if IS_CITY[building[t]] and t != besides:
            return True
    return False


def _city_ground(state: KusState, p: int, space: int) -> bool:
    return (state.owner[space] == p and state.building[space] == NONE
            and state.board.terrain[space] == MEADOW)


def build_options(state: KusState, p: int) -> list[Action]:
    """Every building `p` may put up now, in action-id order (castles, cities, large cities,
    cathedrals, each by space), so that the turn's list needs no sort. The caller checks the
    action points."""
    hand = p * NUM_CARD_KINDS
    board = state.board
    supply = state.supply
    hands = state.hands
    castle = hands[hand + CASTLE_CARD] > 0 and supply[0] > 0
    small = hands[hand + CITY_CARD] > 0 and supply[1] > 0
    large = hands[hand + CITY_CARD] > 0 and supply[2] > 0
    cathedral = hands[hand + CATHEDRAL_CARD] > 0 and supply[3] > 0
    castles: list[Action] = []
    if not (castle or small or large or cathedral):
        return castles
    cities: list[Action] = []
    larges: list[Action] = []
    cathedrals: list[Action] = []
    buildings = state.building
    terrains = board.terrain
    owner = state.owner
    left = state.on_board(p)  # spaces of `p` not reached yet: the scan stops after the last one
    for s in range(len(owner)):
        if not left:
            break
        if owner[s] != p:
            continue
        left -= 1
        building = buildings[s]
        if building == NONE:
            terrain = terrains[s]
            if castle and terrain == MOUNTAIN:
                castles.append(CASTLE_AT[s])
            elif terrain == MEADOW and (small or large) and not city_next_to(state, s):
                if small:
                    cities.append(CITY_AT[s])
                if large and board.is_square(s):
                    for d, o in enumerate(board.corner[s]):
                        if o >= 0 and _city_ground(state, p, o) and not city_next_to(state, o, s):
                            larges.append(LARGE_AT[s][d])
        elif (cathedral and building == LARGE_CITY and board.is_square(s)
              and not state.cathedral[s]):
            cathedrals.append(CATHEDRAL_AT[s])
    # extended in place: adding the lists would make a new list per `+`
    castles.extend(cities)
    castles.extend(larges)
    castles.extend(cathedrals)
    return castles


def _pay(state: KusState, p: int, card: int) -> None:
    state.hands[p * NUM_CARD_KINDS + card] -= 1
    state.discard[card] += 1
    state.ap -= COST_BUILD


def build(state: KusState, p: int, kind: int, space: int) -> None:
    _pay(state, p, CARD_FOR[Building(kind)])
    state.building = replaced_byte(state.building, space, kind)
    state.supply[SUPPLY_INDEX[Building(kind)]] -= 1
    counter = Built.CASTLES if kind == Building.CASTLE else Built.SMALL_CITIES
    state.built[p * 4 + counter] += 1
    word = "castle" if kind == Building.CASTLE else "city"
    state.say(f"{seat(p)} builds a {word} on {space}")
    building = "building.castle" if kind == Building.CASTLE else "building.city"
    state.tell("kus.build", {"seat": seat(p), "building": building, "space": space})
    _maybe_first_king(state, p)


def build_large(state: KusState, p: int, square: int, direction: int) -> None:
    octagon = state.board.corner[square][direction]
    _pay(state, p, Card.BUILD_CITY)
    for s, other in ((square, octagon), (octagon, square)):
        state.building = replaced_byte(state.building, s, LARGE_CITY)
        state.partner = replaced(state.partner, s, other)
    state.supply[SUPPLY_INDEX[Building.LARGE_CITY]] -= 1
    state.built[p * 4 + Built.LARGE_CITIES] += 1
    state.say(f"{seat(p)} builds a large city on {square} and {octagon} ({DIRECTIONS[direction]})")
    state.tell("kus.build.large", {"seat": seat(p), "space": square, "octagon": octagon})
    _maybe_first_king(state, p)


def build_cathedral(state: KusState, p: int, square: int) -> None:
    _pay(state, p, Card.BUILD_CATHEDRAL)
    state.cathedral = replaced(state.cathedral, square, 1)
    state.supply[CATHEDRAL_SUPPLY] -= 1
    state.built[p * 4 + Built.CATHEDRALS] += 1
    state.say(f"{seat(p)} builds a cathedral in the large city on {square}")
    state.tell("kus.build.cathedral", {"seat": seat(p), "space": square})


def _maybe_first_king(state: KusState, p: int) -> None:
    if state.king < 0 and state.castles(p) > 0 and state.cities(p) > 0:
        crown_first_king(state, p)
