"""The words players read for Krieg und Frieden's ids (end reasons, score parts, ...), in
English, in one place so that they can be translated (`Game.texts`)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "result.score": "Seals",
    "result.reason.cathedral": "The cathedral is complete: its roof was built this spring.",
    "result.reason.no-agenda": "Nobody held an agenda card in winter, so no year could be played.",
    "result.part.sections": "Cathedral sections built",
    "result.part.huts": "Worker huts at the sections built",
    "result.part.privileges": "Agenda cards won with the privilege symbol",
    "result.also.cards": "Resource cards held",
    "result.tiebreak": "Most seals wins. A tie goes to the most resource cards held; a tie on "
    "both is a shared win.",
    # -- the private panel: a seat's hand and what only it knows --------------------------------
    "panel.hand": "Your hand",
    "panel.hand.help": "Resource cards. In spring any card can be added to a bid at its value "
    "against the agenda card on the table; in summer each kind has its own use.",
    "panel.empty": "none",
    "panel.worth": "worth {value} now",
    "panel.plunder": "Plunder",
    "panel.plunder.help": "Cards taken after a successful attack: they can only defend (or meet "
    "a bribe) until the end of summer, then they join your hand.",
    "panel.agenda": "Your agenda cards",
    "panel.agenda.help": "In winter the Adviser tables one; in the change round you may swap "
    "the tabled card for one of yours by paying a privilege.",
    "panel.privileges": "Your privileges",
    "panel.privileges.help": "Each pays for one change of the agenda card in winter, and brings "
    "one card of its kind from the discard pile each autumn.",
    "panel.known": "What you know of other hands",
    "panel.known.help": "Cards you saw go back into a hand (a bid layer taken back, an agenda "
    "card picked up): they are still there until a card of that kind may have left it.",
    "panel.known.seat": "{seat} holds at least",
    "panel.shown": "Hands shown to you by a bribe",
    "panel.shown.help": "A bribed player without a shield shows you the hand, until the end of "
    "summer.",
    "panel.shown.seat": "{seat} showed",
    "card.knight": "Knight",
    "card.knight.help": "A shield: attack in summer, defend against an attack, or give it up to "
    "a bribe.",
    "card.wealth": "Wealth",
    "card.wealth.help": "A cup: bribe someone in summer, who must give up a shield or show you "
    "the hand.",
    "card.worker": "Worker",
    "card.worker.help": "A hammer: assign a worker in summer (a farmstead becomes a worker hut, "
    "worth a seal when you build a cathedral section).",
    "card.food": "Food",
    "card.food.help": "Barley: build a farmstead in summer (every two farmsteads bring one more "
    "card each autumn).",
    "agenda.war": "War",
    "agenda.taxes": "Taxes",
    "agenda.unrest": "Unrest",
    "agenda.famine": "Famine",
    "symbol.cathedral": "cathedral",
    "symbol.cathedral.help": "Won in spring: the winner builds the next section of the "
    "cathedral for its seals, plus one per own worker hut.",
    "symbol.privilege": "privilege",
    "symbol.privilege.help": "Won in spring: the winner takes a seal and a privilege of its "
    "choice.",
    # -- options, as the lobby names them ------------------------------------------------------
    "option.setup3": "Three-player set-up",
    "option.setup3.help": "How three players find the first King's Adviser.",
    "option.setup3.deal": "deal: the stone cross face up, 5 agenda cards each (English and "
    "French rules)",
    "option.setup3.reveal": "reveal: deal face up until the stone cross appears (Italian rules)",
    "option.first_adviser": "First King's Adviser",
    "option.first_adviser.help": "Where the rules leave it to the table: with three players "
    "dealing, and in the long-term variant.",
    "option.first_adviser.random": "at random",
    "option.first_adviser.1": "seat 1",
    "option.first_adviser.2": "seat 2",
    "option.first_adviser.3": "seat 3",
    "option.first_adviser.4": "seat 4",
    "option.long_term": "Long-term strategy variant",
    "option.long_term.help": "Three agenda cards are removed, each player holds 3 or 4, and "
    "every builder of a cathedral section also takes a privilege.",
    "option.social": "Social variant",
    "option.social.help": "A privilege may be taken only from a player with at least as many "
    "seals.",
    "option.choose_income": "Chosen income cards",
    "option.choose_income.help": "In autumn each player names the kind of its basic income card "
    "instead of drawing it blind.",
    "option.combined": "Combined variant",
    "option.combined.help": "The long-term and social variants and chosen income cards, all "
    "together.",
    "option.scoring": "Scoring",
    "option.scoring.help": "Seals for the cathedral's sections and for the privilege reward.",
    "option.scoring.standard": "standard: sections 1, 1, 1, 2, 2, 3; privilege 1 seal",
    "option.scoring.dagger": "Stuart Dagger's: sections 2, 2, 2, 3, 3, 4; privilege 2 seals",
    # -- what each kind of action does (tooltips of the action buttons) ------------------------
    "action.play": "Table this agenda card: it is the kingdom's problem of the year.",
    "action.change": "Swap the tabled agenda card for this one of yours, paying a privilege of "
    "this kind; the old card goes to your hand.",
    "action.take": "You hold no agenda card: pay a privilege, take the tabled card; your left "
    "neighbour tables another.",
    "action.pass": "Pass: in winter, leave the agenda card as it is; in spring, drop out of the "
    "bidding for the year (your last raise comes back, earlier ones are lost).",
    "action.add": "Add this card to the raise you are building; it counts its value against "
    "the agenda card. Undo takes it back until you bid.",
    "action.bid": "Bid the raise: your total must beat the highest bid.",
    "action.privilege": "Take a privilege of this kind from the supply.",
    "action.privilege_from": "The supply has none of this kind: take it from this player.",
    "action.assign": "Discard a worker card: a farmstead becomes a worker hut (never more worker "
    "huts than farmsteads).",
    "action.build": "Discard a food card: a hut from your stock becomes a farmstead.",
    "action.attack": "Play a knight against this player: they defend with a knight or a hut of "
    "theirs burns, and you take two cards of plunder.",
    "action.bribe": "Discard a wealth card: this player gives up a knight, or shows you the hand.",
    "action.defend": "Answer the attack with a knight (from your hand or plunder): both are "
    "discarded and the attacker may go on.",
    "action.yield": "Do not defend: one of your huts burns.",
    "action.burn": "Choose which of your huts burns (never more worker huts than farmsteads).",
    "action.end": "End your summer turn.",
    "action.income": "Choose the kind of your basic income card.",
    "action.bounty": "Apply for the King's Bounty against this player: half their cards, at "
    "random; they take a privilege.",
    "action.decline": "Do not apply for the King's Bounty.",
    "action.discard": "Discard this card: more than ten cards must go down to ten.",
    # -- the board's tooltips -----------------------------------------------------------------
    "tip.estate": "An estate: farmsteads, worker huts beside them and the huts still in stock. "
    "Every two farmsteads bring one more card each autumn; each worker hut adds a seal when its "
    "owner builds a cathedral section.",
    "tip.seals": "Seals: the score. Most seals at the end wins.",
    "tip.cathedral": "The cathedral: six sections, built in order by the winners of cathedral "
    "years; the game ends in the spring its roof is built.",
    "tip.privileges": "Privileges: each pays for a change of the agenda card in winter and "
    "brings a card of its kind from the discard pile in autumn.",
    "tip.bid": "The bid: raises laid in layers, the newest on top; the total counts each card's "
    "value against the agenda card.",
    "tip.agenda-out": "Out of the game: {card}.",
    "tip.plunder": "Plunder: {card}. It can only defend until the end of summer.",
    # -- the narrated log: what happened (`event.<id>`, placeholders from the event's params) ----
    "event.kuf.season": "Year {year}: {season}.",
    "season.winter": "winter",
    "season.spring": "spring",
    "season.summer": "summer",
    "season.autumn": "autumn",
    "event.kuf.agenda.tabled": "{seat} tables the agenda card {agenda} ({symbol}).",
    "event.kuf.agenda.changed": "{seat} changes the agenda card to {agenda} ({symbol}).",
    "event.kuf.agenda.taken": "{seat} takes the agenda card {agenda} ({symbol}) into the hand.",
    "event.kuf.bid.won": "{seat} wins the bid for {agenda} ({symbol}) with {value} and becomes "
    "the King's Adviser.",
    "event.kuf.bid.none": "Everybody passed: {agenda} ({symbol}) leaves the game unrewarded.",
    "event.kuf.reward.section": "{seat} builds {section}: seals +{seals}, +{huts} for worker "
    "huts ({total} in all).",
    "event.kuf.reward.seal": "{seat} takes the privilege's seals: +{seals} ({total} in all).",
    "event.kuf.privilege.taken": "{seat} takes a privilege: {privilege}.",
    "event.kuf.privilege.from": "{seat} takes the privilege {privilege} from {from}.",
    "event.kuf.attack.repelled": "{target} beats off the attack of {seat} with a knight.",
    "event.kuf.attack.won": "{seat} wins the attack on {target}: {hut} burns.",
    "hut.farmstead": "a farmstead",
    "hut.worker": "a worker hut",
    "event.kuf.plunder": "{seat} plunders {cards}.",
    "event.kuf.plunder.hidden": "{seat} plunders hidden cards: {count}.",
    "event.kuf.bribe.shield": "{seat} bribes {target}, who gives up a knight.",
    "event.kuf.bribe.shown": "{seat} bribes {target}, who has no knight and shows the hand: "
    "{cards}.",
    "event.kuf.bribe.shown.hidden": "{seat} bribes {target}, who has no knight and shows the "
    "hand to {seat}.",
    "event.kuf.income": "{seat} receives as income: {cards}.",
    "event.kuf.income.hidden": "{seat} receives hidden income cards: {count}.",
    "event.kuf.bounty": "{seat} claims the King's Bounty from {target}: {cards}.",
    "event.kuf.bounty.hidden": "{seat} claims the King's Bounty from {target}: hidden cards, {count}.",
    "event.kuf.tithe": "{seat} pays a tithe: {card} to the discard pile, {left} cards left.",
    "section.1": "the nave",
    "section.2": "an aisle",
    "section.3": "the other aisle",
    "section.4": "the choir",
    "section.5": "the facade and tower",
    "section.6": "the roof",
    # -- the action buttons' words (`label.<id>`; labels.py gives each action's id and
    # parameters; the notation stays what records and the API use) -------------------
    "label.play": "Table {agenda} ({symbol})",
    "label.change": "Change the agenda to {agenda} ({symbol}), paying a {card} privilege",
    "label.take": "Take the agenda card, paying a {card} privilege",
    "label.pass": "Pass",
    "label.add": "Add a {card} card",
    "label.bid": "Bid",
    "label.privilege": "Take a {card} privilege",
    "label.privilege_from": "Take a {card} privilege from {seat}",
    "label.assign": "Assign a worker",
    "label.build": "Build a farmstead",
    "label.attack": "Attack {seat}",
    "label.bribe": "Bribe {seat}",
    "label.defend": "Defend",
    "label.yield": "Yield",
    "label.burn.farmstead": "Burn a farmstead",
    "label.burn.worker": "Burn a worker hut",
    "label.end": "End the turn",
    "label.income": "Income: a {card} card",
    "label.bounty": "King's Bounty against {seat}",
    "label.decline": "Decline the King's Bounty",
    "label.discard": "Discard a {card} card",
    # -- why an action is refused (`reason.<id>`; explain.py gives each refusal's id and
    # parameters, `State.refusal`) -------------------------------------------------------------
    "reason.not-now.agenda-play": "not now ({phase}, {seat} to act): you must table an agenda "
    "card from your hand",
    "reason.not-now.agenda-change": "not now ({phase}, {seat} to act): you may change the agenda "
    "card (paying a privilege) or pass",
    "reason.not-now.bid": "not now ({phase}, {seat} to act): it is the bidding: add cards to "
    "your raise, bid, or pass",
    "reason.not-now.privilege": "not now ({phase}, {seat} to act): you must choose a privilege",
    "reason.not-now.summer": "not now ({phase}, {seat} to act): it is your summer turn",
    "reason.not-now.defend": "not now ({phase}, {seat} to act): you are attacked: defend with a "
    "shield or yield",
    "reason.not-now.burn": "not now ({phase}, {seat} to act): you lost an attack and must choose "
    "which hut burns",
    "reason.not-now.income": "not now ({phase}, {seat} to act): you choose the type of your "
    "basic income card",
    "reason.not-now.bounty": "not now ({phase}, {seat} to act): you may apply for the King's "
    "Bounty or decline",
    "reason.not-now.tithe": "not now ({phase}, {seat} to act): you hold more than 10 cards and "
    "must discard",
    "reason.not-now.over": "not now ({phase}, {seat} to act): the game is over",
    "phase.over": "over",
    "reason.no-seat": "there is no seat {seat} in a {players}-player game",
    "reason.yourself": "you cannot act against yourself",
    "reason.assign.card": "assigning a worker needs a worker (hammer) card",
    "reason.assign.sites": "all three worker sites are taken",
    "reason.assign.farmsteads": "you may never have more worker huts than farmsteads",
    "reason.build.card": "building a farmstead needs a food (barley) card",
    "reason.build.stock": "you have no hut left in stock",
    "reason.build.sites": "all six farmstead sites are taken",
    "reason.attack.knight": "an attack needs a knight (shield) card in your hand (plunder only "
    "defends)",
    "reason.attack.no-hut": "the target has no hut left to burn",
    "reason.no-card": "you have no {card} card in your hand",
    "resource.knight": "knight",
    "resource.wealth": "wealth",
    "resource.worker": "worker",
    "resource.food": "food",
    "reason.bribe": "a bribe needs a wealth (cup) card in your hand",
    "reason.defend": "defending needs a knight (shield) card, in your hand or your plunder",
    "reason.bid": "your raise must be non-empty and bring your total above the highest bid "
    "({high})",
    "reason.play": "you do not hold that agenda card",
    "reason.change": "you need that agenda card in hand and a privilege of the type you pay with",
    "reason.take": "taking the agenda needs a privilege of that type, no agenda card in your "
    "hand, and another player holding one",
    "reason.privilege": "that privilege type is out of supply (take it from an opponent)",
    "reason.privilege_from": "privileges come from an opponent only when the supply has none of "
    "that type, and that opponent must hold one (social variant: and have at least your seals)",
    "reason.bounty": "the target must have at least as many seals as you",
    "reason.income": "no card of that type is in the draw deck",
    "reason.not-allowed": "that action is not allowed at this point of the game",
}
