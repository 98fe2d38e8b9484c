"""The words players read for Fief's ids (end reasons, score parts, ...), in English, in one
place so that they can be translated (`Game.texts`)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "result.score": "Crowned fiefs",
    "result.reason.three-crowns": "A family holds three crowned fiefs.",
    "result.reason.royal-couple": "The king and the queen, of two families joined by marriage, "
    "wear four crowns between them.",
    "result.reason.pope": "A family has the Pope, a crowned fief and a bishop.",
    "result.reason.last-seat": "Only one family could still win.",
    "result.reason.turn-limit": "The turn limit was reached.",
    "result.reason.over": "The game is over.",
    "result.also.villages": "Villages held",
    "result.also.money": "Money (écus)",
    "result.tiebreak": "A victory names its families. Otherwise the families still able to win "
    "are ranked by crowned fiefs, then villages held, then money; equal ones share the victory.",
    # -- the private panel: a seat's treasury and family ----------------------------------------
    "panel.money": "Your treasury",
    "panel.money.help": "Hidden from the others. Phase 2 brings income from your villages, "
    "mills and presses; phase 3 spends it.",
    "panel.ecus": "{n} écus",
    "panel.income": "Last income: {n} écus",
    "panel.home": "Home fief: {fief}",
    "panel.crowns": "Crowned fiefs: {n} (three win)",
    "panel.lords": "Lords in play: {n}",
    "panel.bought": "Combat points bought this turn: {n} (three earn a small card, five a new "
    "lord, six a big card or two small ones; a lord or cards, not both)",
    "panel.lord_bonus": "You took this turn's lord for five combat points bought.",
    "panel.out": "Your family can no longer win; its troops may still be disbanded or kept.",
    # -- options, as the lobby names them ------------------------------------------------------
    "option.female-lords": "Ladies",
    "option.female-lords.help": "Whether a player may choose a lady instead of a lord at set-up.",
    "option.female-lords.yes": "allowed",
    "option.female-lords.no": "not allowed",
    "option.turn-limit": "Turn limit",
    "option.turn-limit.help": "Turns before the game ends and the families still able to win "
    "are ranked (the rules have no limit).",
    "option.turn-limit.20": "20 turns",
    "option.turn-limit.40": "40 turns",
    "option.turn-limit.60": "60 turns",
    "option.turn-limit.100": "100 turns",
    # -- what each kind of action does (tooltips of the action buttons) ------------------------
    "action.choose_fief": "Choose this fief as your family's home.",
    "action.place_castle": "Put your first castle in this village.",
    "action.choose_lord": "Take a lord or a lady as the head of your family.",
    "action.new_lord": "Your family has no lord left: a new one arrives at this castle.",
    "action.buy": "Buy this piece here: troops where you hold a combat point, your castle or your "
    "crowned fief; mills, presses and castles in a village you hold.",
    "action.recruit_lord": "You bought five combat points this turn: a new lord joins here.",
    "action.crown": "Crown the fief of this village (you hold all its villages): its castle "
    "becomes the city. Three crowns win.",
    "action.end_purchase": "End your purchases for this turn.",
    "action.m_lead": "Lead this lord: troops and engines may go with him, two road steps a turn.",
    "action.m_take_lord": "Take this lord along with the group.",
    "action.m_take": "Take troops of this kind along (the others do not see which).",
    "action.m_take_all": "Take every troop here along.",
    "action.m_march": "March the group to this village; an enemy village means a battle.",
    "action.m_halt": "Stop the group here.",
    "action.m_done": "End your movements of this step.",
    "action.m_ransom": "Pay 300 écus: this lord, a prisoner, comes home.",
    "action.m_fight": "Fight a round of the battle.",
    "action.m_aim": "Aim the six-sided die at this lord (he dies on 1 or 6).",
    "action.m_aim_engine": "Aim the six-sided die at a siege engine (destroyed on 5 or 6).",
    "action.m_withdraw": "Withdraw the attacking side to this village.",
    "action.m_surrender": "Surrender: your lords here are taken, your troops removed.",
    "action.m_lose": "Take this loss from these troops.",
    "action.m_lose_lord": "This lord is the one hit.",
    "action.m_pursue": "Pursue the withdrawing side: the battle goes on in open ground.",
    "action.m_let_go": "Let the withdrawing side go.",
    "action.disband": "Your family can no longer win: disband its troops, or keep them on the "
    "board.",
    "action.c_hat": "Buy a cardinal's hat for this lord (500 écus, 300 for a bishop).",
    "action.c_army": "As king, buy a point of the royal army (100 écus).",
    "action.c_absolve": "Lift this lord's excommunication.",
    "action.c_legitimise": "Make this bastard a legitimate child.",
    "action.c_name_cardinal": "As Pope, name this priest or bishop a cardinal.",
    "action.c_annul": "As Pope, annul this lord's marriage.",
    "action.c_acts_done": "End your church acts.",
    "action.c_nominate": "Propose this lord in the election.",
    "action.c_nominate_none": "Propose nobody.",
    "action.c_ballot": "Cast your secret vote (only the totals are announced).",
    "action.c_vote_for": "Vote for this lord, in secret.",
    "action.c_abstain": "Do not vote.",
    "action.c_veto": "Veto the election, or let it stand.",
    "action.c_consent": "Consent to the crowning of the king, or refuse it.",
    # the family: phase 1's births, phase 6's family round
    "action.bear": "This lady tries for a child: the father's die, then the mother's (a bastard "
    "and her excommunication if she is unmarried).",
    "action.end_births": "No more births this turn.",
    "action.place_child": "The newborn joins the mother's family here.",
    "action.place_child_father": "The newborn joins the father's family here.",
    "action.church_child": "A fifth son goes to this cleric, who raises him in his family.",
    "action.darc": "Name this daughter d'Arc: a fighting lady, three moves and two attacks a turn.",
    "action.no_darc": "Name no d'Arc.",
    "action.ordain": "Ordain this unmarried lord priest (two priests at most).",
    "action.leave_orders": "This priest or bishop leaves holy orders; he may marry next turn.",
    "action.retire": "Retire this lord from the family to make room for another.",
    "action.take_wife": "Pay a dowry of 300 écus to the bank: a lady comes to marry this lord.",
    "action.propose": "Ask for this marriage; a priest (a bishop for a crowned head) must bless it.",
    "action.end_family": "End your family acts for this turn.",
    "action.dowry": "The dowry one family pays the other with this marriage.",
    "action.answer": "Accept or refuse the marriage asked of your family.",
    "action.bless": "Your clergy blesses this marriage, or refuses.",
    # the cards: phase 3's cards earned, phase 4's rounds
    "action.take_card": "Take a card your purchases earned, face down from its pile.",
    "action.discard": "Discard this card to make room for one earned (three at most).",
    "action.play_famine": "Famine on this bishopric: no mill or press income there.",
    "action.play_storm": "Storm over this fief: nobody moves or fights inside, for two turns.",
    "action.play_plague": "Plague on this bishopric: troops halved, lords die on 1 or 2.",
    "action.play_fine_weather": "Fine weather ends the storm over this fief.",
    "action.play_good_harvest": "A good harvest ends the famine in this bishopric.",
    "action.play_assassination": "Have this lord assassinated (a lord alone escapes).",
    "action.play_spy": "This lord becomes your spy: you see every hidden army, purse, hand and vote.",
    "action.play_excommunication": "Excommunicate this family's lords (four at most).",
    "action.play_none": "Play no card in this round.",
    "action.assassin": "This lord of yours does the deed (he bears the mark for justice).",
    "action.oppose": "Your cardinal opposes the excommunication, or lets it stand.",
    "action.play_revolt": "Raise the peasants of this village (its bishopric starves): two dice "
    "+ 1 points, hostile to every family.",
    "action.play_tunnel_escape": "This lord, a prisoner, escapes home by a tunnel (his one move "
    "this turn, and no attack).",
    "action.play_tunnel_evacuate": "Your lords and soldiers (not the knights) leave this village "
    "under the storm for the next one by a tunnel.",
    "action.play_tunnel_treason": "A tunnel into the besieged castle or city: treason opens its "
    "gates, and the battle goes on as in open ground.",
    # the revolt: the peasants' moves, phase 3's peasants, ruins and appeasement
    "action.peasants_move": "March the revolting peasants to this village: they burn its mills "
    "and presses and fight whoever is there.",
    "action.peasants_stay": "The peasants stay where they are this turn.",
    "action.buy_peasant": "Add a point to the revolting peasants (100 écus).",
    "action.restore": "Restore this ruin of yours: 200 écus for a castle, 400 for a city.",
    "action.appease": "This bishop, cardinal or Pope tries to appease the revolt: calmed, the "
    "peasants become your soldiers; a bishop who fails is massacred.",
    # the tunnel on the march, for the peasants and against the plague; troops rising
    "action.m_tunnel": "March by a tunnel: on foot past one village to the next, or a lord alone "
    "to a castle or city of his family (one move).",
    "action.peasants_tunnel": "The peasants enter this city by your tunnel, and fight there as "
    "in open ground.",
    "action.play_tunnel_flee": "This lord flees the plague alone by a tunnel before it strikes "
    "(he then stays out of this turn's votes and marriages).",
    "action.flee_none": "Play no tunnel: your lords there face the plague.",
    "action.troops_rise": "Your troops in this village rise as revolting peasants, hostile to "
    "every family.",
    # the talks of phases 1 and 6: alliances, truces, promises and gifts
    "action.d_end": "End your negotiations for this phase.",
    "action.d_reply": "Accept or refuse the proposal made to your family.",
    "action.d_ally": "Propose an alliance: allies do not fight each other, share villages and "
    "fight side by side. One proposal per phase.",
    "action.d_break": "Break the alliance openly: from now on you are enemies again.",
    "action.d_truce": "Propose a written truce: neither of you may attack the other for these "
    "turns of movements and combats. One proposal per phase.",
    "action.d_promise": "Offer a written promise of money, due by the end of the next turn; a "
    "gift of at least the sum keeps it, otherwise it is recorded as broken.",
    "action.d_gift": "Give écus to this family, at once and in the open. One gift per phase.",
    "action.d_cede": "Offer this village by a written treaty: your garrison, engines and castle "
    "there pass to this family if it accepts. One proposal per phase.",
    "action.j_murder": "Bring this lord before the judge for the murder of a lord of yours (once, "
    "by the end of the turn after the murder).",
    "action.j_promise": "Bring this family before the judge for the written promise it broke "
    "(once).",
    "action.j_acquit": "Acquit the accused: the case is closed.",
    "action.j_sentence": "Sentence the accused: death of the condemned lord, or a fine paid to "
    "the victim as far as the purse goes.",
    "action.j_pardon": "As king, pardon the condemned (your veto) or let the sentence stand.",
    "action.mercenaries": "Your troops and engines serve this family as mercenaries from now on.",
    # -- the cards in hand ----------------------------------------------------------------------
    "panel.cards": "Your cards",
    "panel.cards.help": "Hidden from the others, who see how many you hold. Play them in phase "
    "4: round 1 attack, round 2 defence, round 3 the revolt; some in any round.",
    "panel.cards.none": "No cards: three combat points bought in one turn earn a small one.",
    "card.famine": "Famine",
    "card.famine.face": "small · round 1",
    "card.famine.help": "Laid on a bishopric: no mill or press income there (nor the bishop's "
    "dîme) until a good harvest.",
    "card.storm": "Storm",
    "card.storm.face": "small · round 1",
    "card.storm.help": "Laid on a fief for two turns: nobody moves or fights inside, the lords "
    "there do not vote or marry, the bishop loses 100 of its dîme.",
    "card.fine weather": "Fine weather",
    "card.fine weather.face": "small · round 2",
    "card.fine weather.help": "Ends a storm.",
    "card.good harvest": "Good harvest",
    "card.good harvest.face": "small · round 2",
    "card.good harvest.help": "Ends a famine.",
    "card.plague": "Plague",
    "card.plague.face": "big · round 1",
    "card.plague.help": "On a bishopric: every army there keeps half its points, every lord there "
    "dies on 1 or 2; the survivors are stricken until next turn (no vote, marriage or office).",
    "card.assassination": "Assassination",
    "card.assassination.face": "big · any round",
    "card.assassination.help": "A lord of another family dies, unless he stands alone; one of "
    "your lords bears the assassin's mark.",
    "card.spy": "Spy",
    "card.spy.face": "big · any round",
    "card.spy.help": "One of your lords becomes the spy: while he is free you see every hidden "
    "army, purse, hand and ballot.",
    "card.excommunication": "Excommunication",
    "card.excommunication.face": "big · any round",
    "card.excommunication.help": "Up to four lords of a family without a cardinal, Pope, king or "
    "queen are excommunicated, unless a cardinal opposes it.",
    "card.revolt": "Revolt",
    "card.revolt.face": "small · round 3",
    "card.revolt.help": "Where a famine lasts and no revolt is running: peasants of two dice + 1 "
    "points rise in a village without castle or city. Hostile to all, they fight to the death, "
    "burn mills and presses, ruin castles; you move them from next turn, two steps and one fight.",
    "card.tunnel": "Tunnel",
    "card.tunnel.face": "small · any round, or before a battle round",
    "card.tunnel.help": "A prisoner of yours escapes home, or your lords and soldiers leave a "
    "village under the storm for a neighbouring one (phase 4); a lord flees a plague before it "
    "strikes; a group on foot skips a village, or a lord alone goes from castle to castle "
    "(phase 5); attacking a castle or city, treason opens its gates; your revolting peasants "
    "enter a city.",
    # -- the board's tooltips -----------------------------------------------------------------
    "tip.village": "{name}, in {fief}",
    "tip.castle": "A castle: 100 écus a turn to its owner; it costs an attacker a die.",
    "tip.city": "A city, the crowned fief's seat: 200 écus a turn; it costs an attacker two dice.",
    "tip.mill": "A mill: 200 écus a turn to whoever holds the village.",
    "tip.press": "A press: 100 écus a turn to whoever holds the village.",
    "tip.engine": "A siege engine: five points against a castle or a city, and a die back.",
    "tip.stack": "An army: its strength is hidden from the other families.",
    "tip.ruin": "A ruin: no income and no walls until its owner restores it (200 écus a castle, "
    "400 a city).",
    "tip.peasants": "Revolting peasants ({n} points): hostile to every family; they give no "
    "quarter.",
    # -- the narrated log: what happened (`event.<id>`, placeholders from the event's params) ----
    "event.fief.turn": "Turn {turn}: {first} holds the first-player card.",
    "event.fief.income": "{seat} collects {money} écus of income.",
    "event.fief.battle": "Battle at {village}: {seat} attacks {target}.",
    "event.fief.battle.open": "Battle at {village} in open ground: {seat} attacks {target}.",
    "event.fief.battle.round": "At {village}, {seat} scores {hits} hits and {target} scores "
    "{target_hits}.",
    "event.fief.engine.destroyed": "The die shows {face}: a siege engine of {seat} is destroyed.",
    "event.fief.lord.shot": "The die shows {face}: {lord} is killed.",
    "event.fief.battle.won": "{seat} wins the battle at {village} against {target}.",
    "event.fief.battle.won.razed": "{seat} wins the battle at {village} against {target}; its "
    "mills and presses are destroyed.",
    "event.fief.battle.surrender": "{seat} surrenders at {village}.",
    "event.fief.battle.withdraw": "{seat} withdraws from {village} to {to}.",
    "event.fief.card.drawn": "{seat} takes a {size} card: {card}.",
    "event.fief.card.taken": "{seat} takes a {size} card.",
    "size.big": "big",
    "size.small": "small",
    "event.fief.crowned": "{seat} is crowned in the fief of {fief}; {village} becomes its city.",
    "event.fief.elected.bishop": "{lord} ({seat}) is elected bishop of {bishopric}.",
    "event.fief.elected.pope": "{lord} ({seat}) is elected Pope.",
    "event.fief.king": "{lord} ({seat}) is crowned king.",
    "event.fief.plague.death": "The die shows {face}: {lord} dies of the plague.",
    "event.fief.plague": "{seat} lays the plague on the bishopric of {bishopric}.",
    "event.fief.plague.caught": "{seat} catches the plague in the battle at {village}.",
    "event.fief.famine": "{seat} lays a famine on the bishopric of {bishopric}.",
    "event.fief.harvest": "{seat} plays a good harvest: the famine of {bishopric} ends.",
    "event.fief.storm": "{seat} lays a storm over the fief of {fief}.",
    "event.fief.fine_weather": "{seat} plays fine weather: the storm over {fief} ends.",
    "event.fief.storm.over": "The storm over {fief} blows over.",
    "event.fief.plague.over": "The plague leaves the bishopric of {bishopric}.",
    "event.fief.assassination": "{lord} is assassinated by {assassin}.",
    "event.fief.assassination.unknown": "{lord} is assassinated by an unknown hand.",
    "event.fief.spy": "{seat} makes {lord} a spy.",
    "event.fief.excommunication": "{seat} plays an excommunication against {target}'s family.",
    "event.fief.excommunication.opposed": "{seat}'s cardinal opposes the excommunication.",
    "event.fief.revolt": "{seat} raises a revolt at {village}: {points} points of peasants.",
    "event.fief.peasants.rise": "{seat}'s troops at {village} rise as {points} points of "
    "peasants.",
    "event.fief.peasants.move": "The peasants march from {village} to {to}.",
    "event.fief.peasants.tunnel": "The peasants enter {to} from {village} by a tunnel.",
    "event.fief.peasants.fight": "The peasants ({points} points) fight {seat} at {village}.",
    "event.fief.peasants.won": "The peasants beat {seat} at {village}.",
    "event.fief.peasants.beaten": "{seat} puts down the revolt at {village}.",
    "event.fief.peasants.ruin": "The peasants leave the {fort} of {village} in ruins.",
    "event.fief.peasants.appeased": "{lord} appeases the revolt; the peasants become {seat}'s "
    "soldiers.",
    "event.fief.peasants.massacre": "{lord} fails to appease the revolt and is massacred.",
    "event.fief.peasants.pope": "The Pope fails to appease the revolt: the peasants grow.",
    "fort.castle": "castle",
    "fort.city": "city",
    "event.fief.tunnel.escape": "{seat} plays a tunnel: {lord} escapes home.",
    "event.fief.tunnel.evacuation": "{seat} plays a tunnel: its lords and {soldiers} soldiers "
    "leave {village} under the storm for {to}.",
    "event.fief.tunnel.flight": "{seat} plays a tunnel: {lord} flees the plague from {village} "
    "to {to}.",
    "event.fief.tunnel.march": "{seat} marches by a tunnel from {village} to {to}.",
    "event.fief.tunnel.treason": "{seat} plays a tunnel: treason opens the gates of {village}.",
    "event.fief.alliance.proposed": "{seat} proposes an alliance to {target}.",
    "event.fief.alliance.accepted": "{seat} accepts the alliance with {target}.",
    "event.fief.alliance.refused": "{seat} refuses the alliance with {target}.",
    "event.fief.alliance.broken": "{seat} breaks the alliance with {target}.",
    "event.fief.alliance.marriage": "{seat} and {target} are allied by the marriage.",
    "event.fief.truce.proposed": "{seat} proposes to {target} a truce for {n} turns.",
    "event.fief.truce.accepted": "{seat} signs the truce of {n} turns with {target}.",
    "event.fief.truce.refused": "{seat} refuses the truce with {target}.",
    "event.fief.promise.proposed": "{seat} offers to promise {target} {n} écus in writing.",
    "event.fief.promise.accepted": "{seat} accepts the written promise of {n} écus from "
    "{target}, due by the end of the next turn.",
    "event.fief.promise.refused": "{seat} refuses the promise of {n} écus from {target}.",
    "event.fief.promise.broken": "{seat} has not paid the {money} écus promised to {target}: "
    "the written promise is broken.",
    "event.fief.gift": "{seat} gives {money} écus to {target}.",
    "event.fief.cession.proposed": "{seat} offers {target} the village of {village} by treaty.",
    "event.fief.cession.accepted": "{seat} accepts the village of {village} from {target}.",
    "event.fief.cession.refused": "{seat} refuses the village of {village} from {target}.",
    "event.fief.cession": "{seat} cedes {village} to {target} by a written treaty.",
    "event.fief.mercenaries": "The troops of {seat} serve {target} as mercenaries.",
    "event.fief.justice.murder": "{seat} accuses {lord} of {target} of murder; {judge} judges.",
    "event.fief.justice.promise": "{seat} accuses {target} of breaking a written promise of "
    "{money} écus; {judge} judges.",
    "event.fief.justice.champion": "{seat} stands as champion for {target}.",
    "event.fief.justice.acquitted": "{judge} acquits {target}.",
    "event.fief.justice.pardoned": "{seat}, the king's family, pardons {target}.",
    "event.fief.justice.death": "{judge} sentences {lord} to death, and the sentence is carried "
    "out.",
    "event.fief.justice.fine": "{judge} fines {target} {money} écus, paid to {seat}.",
    "event.fief.justice.fine.partial": "{judge} fines {target} {money} écus; it can pay only "
    "{paid}, paid to {seat}.",
    "event.fief.justice.lapsed": "The time for justice for the murder by {lord} is over.",
}
