"""The words players read for Krone & Schwert's ids (end reasons, score parts, ...), in English,
in one place so that they can be translated (`Game.texts`)."""

from __future__ import annotations

from regnum.games.krone_und_schwert.data import CARD_NAMES, COMBAT, SHIELDS

TEXTS: dict[str, str] = {
    "result.score": "Victory points",
    "result.reason.end-card": "The Spielende card was drawn.",
    "result.reason.last-space": "The last free space of the board was taken.",
    "result.part.play": "Points earned in play (taxes, city scorings, revolts)",
    "result.part.buildings": "Buildings (1 each)",
    "result.part.territory": "Territory prizes (largest 5, second 2)",
    "result.part.king": "King in office at the end",
    "result.also.largest-territory": "Spaces in the largest territory",
    "result.tiebreak": "Most victory points wins; equal points share the victory.",
    # -- the private panel: a seat's hand and victory points -----------------------------------
    "panel.hand": "Your hand",
    "panel.hand.help": "Event cards: build with the matching card, expand with its shields, "
    "add its combat value to an attack or a revolt.",
    "panel.empty": "no cards",
    "panel.vp": "Your victory points",
    "panel.vp.help": "Kept behind your screen: the others learn them when you become king, "
    "and at the end.",
    "panel.announced": "The others see: {vp}",
    "panel.announced.none": "The others do not know them.",
    "panel.stock": "Markers in stock",
    "panel.pope": "Papstbesuch lies before you: nobody may attack you, nor revolt against you "
    "as king, until your next turn.",
    "card.city-scoring": "Städtewertung (city scoring)",
    "card.city-scoring.help": "Red: acts when drawn. Everybody but the king gains 1 VP per "
    "city.",
    "card.unrest": "Unruhen (unrest)",
    "card.unrest.help": "Red: acts when drawn. Two people cards are turned up; swords stay out "
    "against the king.",
    "card.game-end": "Spielende (end of the game)",
    "card.game-end.help": "Red: when drawn, the game ends at once.",
    "card.leader-3": "Anführer 3 (leader)",
    "card.leader-3.help": "Add it to an attack or a revolt, or expand with it.",
    "card.leader-4": "Anführer 4 (leader)",
    "card.leader-4.help": "Add it to an attack or a revolt, or expand with it.",
    "card.incite": "Aufwiegeln (incite)",
    "card.incite.help": "Play it (1 action point): three people cards are turned up, swords "
    "stay out against the king.",
    "card.build-castle": "Burg bauen (build a castle)",
    "card.build-castle.help": "Build a castle on a mountain space of yours (2 action points).",
    "card.build-cathedral": "Kathedrale bauen (build a cathedral)",
    "card.build-cathedral.help": "Build a cathedral in a large city of yours (2 action points).",
    "card.build-city": "Stadt bauen (build a city)",
    "card.build-city.help": "Build a small city on a meadow space of yours, or a large city on a "
    "square and an octagon beside it (2 action points); never next to another city.",
    "card.ambush": "Hinterhalt (ambush)",
    "card.ambush.help": "When you are attacked: the attacker's strongest card is discarded. In "
    "a revolt: the other side's strongest card is removed.",
    "card.truce": "Waffenstillstand (truce)",
    "card.truce.help": "When you are attacked: the attack fails and the attacker takes the cards "
    "back. In a revolt: it is called off.",
    "card.pope-visit": "Papstbesuch (pope's visit)",
    "card.pope-visit.help": "Play it (1 action point): until your next turn nobody may attack "
    "you, nor revolt against you as king.",
    # -- options, as the lobby names them ------------------------------------------------------
    "option.layout": "Board",
    "option.layout.help": "How the board elements are put together.",
    "option.layout.random": "laid out at random",
    "option.layout.players": "placed by the players in turn",
    "option.fewer_elements": "One board element fewer",
    "option.fewer_elements.help": "With 4 or 5 players, one board element fewer than players: "
    "a tighter board.",
    # -- what each kind of action does (tooltips of the action buttons) ------------------------
    "action.element": "Choose the next board element to lay.",
    "action.put": "Lay the chosen element here, turned as shown.",
    "action.place": "Place a marker on this space.",
    "action.no_free_marker": "Place no (more) free markers.",
    "action.tax": "Tax or not: 1 victory point per castle of yours, but a people card is turned "
    "up (swords stay out against you).",
    "action.build": "Build here (2 action points and the matching card).",
    "action.build_large": "Build a large city on this square and the octagon beside it (2 action "
    "points and a Stadt bauen card).",
    "action.build_cathedral": "Build a cathedral in this large city (2 action points and a "
    "Kathedrale bauen card).",
    "action.play": "Play this card (1 action point).",
    "action.draw": "Draw an event card (1 action point); a red card acts at once.",
    "action.expand_with": "Expand with this card: one free space next to yours per shield on "
    "it, 1 action point each.",
    "action.expand": "Take this free space for the expansion (1 action point).",
    "action.expand_done": "Stop the expansion here.",
    "action.occupy": "Occupy any free space: it takes all 3 action points of the turn.",
    "action.attack": "Attack this unbuilt space of another player next to yours (1 action point, "
    "once a turn).",
    "action.attack_with": "Add this card to the attack: its combat value counts.",
    "action.attack_go": "Attack: the cards must beat the defender's castles.",
    "action.defend": "Answer the attack: a truce calls it off, an ambush discards the attacker's "
    "strongest card.",
    "action.revolt": "Lead a revolt against the king (1 action point): everybody takes sides in "
    "secret.",
    "action.side": "Take a side in the revolt (secret until everybody has).",
    "action.commit": "Lay this card face down for your side: its combat value counts.",
    "action.commit_done": "Lay no more cards for the revolt.",
    "action.end_turn": "End your turn, even with action points left.",
    # -- the board's tooltips -----------------------------------------------------------------
    "tip.space": "Space {id}: {terrain} {shape}",
    "tip.space.owner": "held by {seat}",
    "tip.space.free": "free",
    "tip.terrain.meadow": "meadow (cities)",
    "tip.terrain.mountain": "mountain (castles)",
    "tip.terrain.forest": "forest (nothing can be built)",
    "tip.shape.octagon": "octagon",
    "tip.shape.square": "square",
    "tip.building.castle": "a castle",
    "tip.building.small city": "a small city",
    "tip.building.large city": "part of a large city",
    "tip.cathedral": "with a cathedral",
    # -- the narrated log: what happened (`event.<id>`, placeholders from the event's params) ----
    "event.kus.draw": "{seat} draws {card}.",
    "event.kus.draw.hidden": "{seat} draws an event card.",
    "event.kus.draw.red": "{seat} draws the red card {card}.",
    "event.kus.scoring.city": "City scoring: {seat} gains {vp} VP for {cities} cities.",
    "event.kus.tax": "{seat} raises taxes: {vp} VP; swords turned up: {swords}.",
    "event.kus.king.first": "{seat} is the first king.",
    "event.kus.end.near": "The end is near: {seat} is king with {vp} VP; Spielende is shuffled "
    "into the last cards of the pile.",
    "event.kus.build": "{seat} builds {building} on space {space}.",
    "building.castle": "a castle",
    "building.city": "a city",
    "event.kus.build.large": "{seat} builds a large city on spaces {space} and {octagon}.",
    "event.kus.build.cathedral": "{seat} builds a cathedral in the large city on space {space}.",
    "event.kus.expand": "{seat} expands with {card}: up to {spaces} spaces.",
    "event.kus.expand.done": "{seat} ends the expansion; spaces taken: {spaces}.",
    "event.kus.attack.won": "{seat} attacks {target} on space {space} ({defence}) and wins the "
    "space.",
    "event.kus.attack.failed": "{seat} attacks {target} on space {space} ({defence}) and fails.",
    "defence.none": "no defence",
    "defence.truce": "answered with a truce",
    "defence.ambush": "answered with an ambush",
    "event.kus.last.space": "{seat} takes the last free space: the game ends.",
    "event.kus.free": "{seat} has no space left and may place {markers} free markers.",
    "event.kus.free.declined": "{seat} places no more free markers.",
    "event.kus.pope": "{seat} receives the pope.",
    "event.kus.incite": "{seat} incites the people: swords turned up: {swords}.",
    "event.kus.revolt": "{seat} leads a revolt against king {king}.",
    "event.kus.revolt.side": "{seat} stood with {side}, laying: {cards}.",
    "side.revolt": "the revolt",
    "side.king": "the king",
    "event.kus.revolt.truce": "A truce calls the revolt off.",
    "event.kus.revolt.won": "The revolt wins, {rebels} against {loyal}: {king} is the new king.",
    "event.kus.revolt.failed": "The revolt fails, {rebels} against {loyal}: {king} stays king.",
    "event.kus.final": "Final scoring: {seat} gains {bonus} VP, {vp} VP in all.",
    # -- the action buttons' words (`label.<id>`; labels.py gives each action's id and
    # parameters; the notation stays what records and the API use) -------------------
    "label.element": "Choose board element {element}",
    "label.put": "Lay the element at {x}, {y}, turned {degrees}°",
    "label.place": "Place a marker on space {space}",
    "label.no_free_marker": "No more free markers",
    "label.tax.yes": "Tax",
    "label.tax.no": "No tax",
    "label.build.castle": "Build a castle on space {space}",
    "label.build.city": "Build a city on space {space}",
    "label.build_large": "Build a large city on space {space}, towards the {direction}",
    "label.build_cathedral": "Build a cathedral on space {space}",
    "label.play": "Play {card}",
    "label.draw": "Draw an event card",
    "label.expand_with": "Expand with {card}",
    "label.expand": "Expand to space {space}",
    "label.expand_done": "End the expansion",
    "label.occupy": "Occupy space {space}",
    "label.attack": "Attack space {space}",
    "label.attack_with": "Attack with {card}",
    "label.attack_go": "Launch the attack",
    "label.defend.none": "No defence",
    "label.defend.truce": "Defend with a truce",
    "label.defend.ambush": "Defend with an ambush",
    "label.revolt": "Lead a revolt",
    "label.side.king": "Side with the king",
    "label.side.revolt": "Side with the revolt",
    "label.commit": "Lay {card} for your side",
    "label.commit_done": "No more cards for the revolt",
    # a secret choice as the other seats read it in the log (`State.describe_words`)
    "label.secret.side": "Choose a side in secret",
    "label.secret.commit": "Lay a card face down",
    "label.end_turn": "End the turn",
    "direction.ne": "north-east",
    "direction.nw": "north-west",
    "direction.se": "south-east",
    "direction.sw": "south-west",
    **{
        f"card.{name}.face": f"combat {COMBAT[c]} · {SHIELDS[c]} "
        + ("shield" if SHIELDS[c] == 1 else "shields")
        for c, name in enumerate(CARD_NAMES)
    },
    # -- why an action is refused (`reason.<id>`; explain.py gives each refusal's id and
    # parameters, `State.refusal`) -------------------------------------------------------------
    "reason.not-now.layout-element": "now is not the time for that: choose the next board element "
    "(layout-element)",
    "reason.not-now.layout-put": "now is not the time for that: place the chosen board element "
    "(layout-put)",
    "reason.not-now.setup": "now is not the time for that: place an initial marker (setup)",
    "reason.not-now.free-place": "now is not the time for that: place a free marker or decline it "
    "(you have no space left) (free-place)",
    "reason.not-now.tax": "now is not the time for that: the king decides whether to tax (tax)",
    "reason.not-now.actions": "now is not the time for that: spend action points (actions)",
    "reason.not-now.expand": "now is not the time for that: choose the spaces of the expansion "
    "(expand)",
    "reason.not-now.attack": "now is not the time for that: add cards to the attack, then attack "
    "go (attack)",
    "reason.not-now.defend": "now is not the time for that: the defender answers the attack "
    "(defend)",
    "reason.not-now.revolt-side": "now is not the time for that: choose a side in the revolt "
    "(revolt-side)",
    "reason.not-now.revolt-cards": "now is not the time for that: lay cards for the revolt, then "
    "commit done (revolt-cards)",
    "reason.not-now.over": "now is not the time for that: the game is over (over)",
    "reason.space.none": "the board has spaces 0 to {last} only",
    "reason.place.taken": "space {space} is taken",
    "reason.place.touch": "space {space} is next to a marker: initial markers may not touch "
    "(seed, Préparation)",
    "reason.space.not-free": "space {space} is not free",
    "reason.space.not-adjacent": "space {space} is not adjacent to any of your spaces",
    "reason.occupy.points": "occupying a free space takes all 3 action points: do it as your only "
    "action",
    "reason.no-markers": "you have no markers left",
    "reason.attack.first-round": "nobody may attack in the first round",
    "reason.attack.once": "only one attack per turn",
    "reason.attack.points": "not enough action points (an attack costs 1)",
    "reason.attack.not-opponent": "space {space} is not an opponent's space",
    "reason.attack.building": "space {space} has a building: only unbuilt spaces can be attacked",
    "reason.attack.pope": "{seat} has Papstbesuch in front of them and cannot be attacked",
    "reason.attack.strength": "your cards' combat total ({total}) does not exceed {seat}'s "
    "castles ({castles})",
    "reason.large.octagon": "space {space} is an octagon: a large city is named by its square",
    "reason.large.direction": "space {space} has no octagon in that direction",
    "reason.build.points": "not enough action points (building costs 2)",
    "reason.no-card": "you hold no {card} card",
    "reason.not-yours": "space {space} is not your space",
    "reason.cathedral.large-city": "a cathedral needs a large city: name it by its square (space "
    "{space} is not)",
    "reason.cathedral.twice": "the large city on {space} already has a cathedral",
    "reason.building.taken": "space {space} already has a building",
    "reason.terrain.castle": "space {space} is {terrain}: castles need mountain (never forest)",
    "reason.terrain.city": "space {space} is {terrain}: cities need meadow (never forest)",
    "reason.city.touch": "space {space} is next to a city: two cities may not touch",
    "reason.supply": "none of those buildings is left in the supply",
    "reason.points": "not enough action points (this costs 1)",
    "reason.pope.played": "your Papstbesuch is already in front of you",
    "reason.no-draw": "no event card is left to draw",
    "reason.expand.frontier": "no free space is adjacent to your spaces",
    "reason.expand.shield": "that card shows no shield",
    "reason.attack_with.value": "{card} has no combat value",
    "reason.attack_go.strength": "the attack ({attack}) must exceed the defender's castles "
    "({castles})",
    "reason.defend.truce": "you hold no truce card",
    "reason.defend.ambush": "you hold no ambush card",
    "reason.expand_done": "take at least one space with the card you played",
    "reason.revolt.no-king": "there is no king yet",
    "reason.revolt.king": "the king cannot revolt against himself",
    "reason.revolt.pope": "the king has Papstbesuch in front of him: no revolt until his next turn",
    "reason.revolt.leader": "the leader of a revolt needs a castle and a city",
    "reason.not-allowed": "that action is not allowed at this point of the game",
    "terrain.meadow": "meadow",
    "terrain.mountain": "mountain",
    "terrain.forest": "forest",
    **{f"card-name.{name}": name for name in CARD_NAMES},  # as reasons name a card
}
