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
    "action.j_bastard": "Bring this lady's family before the Church's justice for the bastard she "
    "bore (once, by the end of the turn after the birth).",
    "action.j_acquit": "Acquit the accused: the case is closed.",
    "action.j_sentence": "Sentence the accused: death of the condemned lord, or a fine paid to "
    "the victim (to the Church in its cases) as far as the purse goes.",
    "action.j_pardon": "As king, or as Pope in the Church's cases, pardon the condemned (your "
    "veto) or let the sentence stand.",
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
    "there do not vote, marry or negotiate, the bishop loses 100 of its dîme.",
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
    # -- the action buttons' words (`label.<id>`; labels.py gives each action's id and
    # parameters; the notation stays what records and the API use) -------------------
    "label.choose_fief": "Choose the fief of {fief}",
    "label.place_castle": "Put the castle at {village}",
    "label.choose_lord.lord": "Choose a lord",
    "label.choose_lord.lady": "Choose a lady",
    "label.new_lord.lord": "New lord at {village}",
    "label.new_lord.lady": "New lady at {village}",
    "label.buy.soldier": "Buy a soldier at {village}",
    "label.buy.knight3": "Buy a knight (3) at {village}",
    "label.buy.knight6": "Buy a knight (6) at {village}",
    "label.buy.engine": "Buy a siege engine at {village}",
    "label.buy.mill": "Buy a mill at {village}",
    "label.buy.press": "Buy a press at {village}",
    "label.buy.castle": "Buy a castle at {village}",
    "label.recruit_lord": "Recruit a lord at {village}",
    "label.crown": "Crown the fief of {fief} at {village}",
    "label.end_purchase": "End purchases",
    "label.m_lead": "Lead {lord}",
    "label.m_take_lord": "Take {lord} along",
    "label.m_take.soldier": "Take a soldier along",
    "label.m_take.knight3": "Take a knight (3) along",
    "label.m_take.knight6": "Take a knight (6) along",
    "label.m_take.engine": "Take a siege engine along",
    "label.m_take_all": "Take all troops along",
    "label.m_march": "March to {village}",
    "label.m_halt": "Halt",
    "label.m_done": "End movements",
    "label.m_ransom": "Ransom {lord}",
    "label.m_fight": "Fight",
    "label.m_aim": "Aim at {lord}",
    "label.m_aim_engine": "Aim at a siege engine",
    "label.m_withdraw": "Withdraw to {village}",
    "label.m_surrender": "Surrender",
    "label.m_lose.soldier": "Lose a soldier",
    "label.m_lose.knight3": "Lose a knight (3)",
    "label.m_lose.knight6": "Lose a knight (6)",
    "label.m_lose_lord": "Lose {lord}",
    "label.m_pursue": "Pursue",
    "label.m_let_go": "Let them go",
    "label.m_tunnel": "March by tunnel to {village}",
    "label.disband.yes": "Disband the troops",
    "label.disband.no": "Keep the troops",
    "label.troops_rise": "Troops rise as peasants at {village}",
    "label.c_hat": "Buy a cardinal's hat for {lord}",
    "label.c_army": "Buy a royal army point",
    "label.c_absolve": "Absolve {lord}",
    "label.c_legitimise": "Legitimise {lord}",
    "label.c_name_cardinal": "Name {lord} cardinal",
    "label.c_annul": "Annul the marriage of {lord}",
    "label.c_acts_done": "End church acts",
    "label.c_nominate": "Nominate {lord}",
    "label.c_nominate_none": "Nominate nobody",
    "label.c_ballot.yes": "Vote yes",
    "label.c_ballot.no": "Vote no",
    "label.c_vote_for": "Vote for {lord}",
    "label.c_abstain": "Abstain",
    "label.c_veto.yes": "Veto the election",
    "label.c_veto.no": "Let the election stand",
    "label.c_consent.yes": "Consent to the crowning",
    "label.c_consent.no": "Refuse the crowning",
    "label.bear": "{lord} tries for a child",
    "label.end_births": "End births",
    "label.place_child": "Place the child at {village}",
    "label.place_child_father": "Place the child with the father's family at {village}",
    "label.church_child": "Give the son to {lord}",
    "label.darc": "Name {lord} d'Arc",
    "label.no_darc": "Name no d'Arc",
    "label.ordain": "Ordain {lord}",
    "label.leave_orders": "{lord} leaves holy orders",
    "label.retire": "Retire {lord}",
    "label.take_wife": "Take a wife for {lord}",
    "label.propose": "Ask for the marriage of {lord} and {lady}",
    "label.end_family": "End family acts",
    "label.dowry.none": "No dowry",
    "label.dowry.wife": "Dowry of {money} écus from the wife's family",
    "label.dowry.husband": "Dowry of {money} écus from the husband's family",
    "label.answer.yes": "Accept the marriage",
    "label.answer.no": "Refuse the marriage",
    "label.bless.yes": "Bless the marriage",
    "label.bless.no": "Refuse to bless",
    "label.take_card.small": "Take a small card",
    "label.take_card.big": "Take a big card",
    "label.discard": "Discard the {card} card",
    "label.play_famine": "Play famine on {bishopric}",
    "label.play_storm": "Play storm on {fief}",
    "label.play_plague": "Play plague on {bishopric}",
    "label.play_fine_weather": "Play fine weather on {fief}",
    "label.play_good_harvest": "Play good harvest on {bishopric}",
    "label.play_assassination": "Play assassination on {lord}",
    "label.play_spy": "Play spy on {lord}",
    "label.play_excommunication": "Play excommunication on {seat}",
    "label.play_none": "Play no card",
    "label.assassin": "{lord} is the assassin",
    "label.oppose.yes": "Oppose the excommunication",
    "label.oppose.no": "Let the excommunication stand",
    "label.play_revolt": "Play revolt at {village}",
    "label.play_tunnel_escape": "Play tunnel: {lord} escapes",
    "label.play_tunnel_evacuate": "Play tunnel from {village} to {to}",
    "label.play_tunnel_treason": "Play tunnel: treason",
    "label.play_tunnel_flee": "Play tunnel: {lord} flees the plague",
    "label.flee_none": "Face the plague",
    "label.peasants_move": "Move the peasants to {village}",
    "label.peasants_stay": "The peasants stay",
    "label.peasants_tunnel": "Move the peasants by tunnel into {village}",
    "label.buy_peasant": "Buy a peasant point",
    "label.restore": "Restore the ruin at {village}",
    "label.appease": "Appease the revolt with {lord}",
    "label.appease.gift": "Appease the revolt with {lord} for {money} écus",
    "label.d_end": "End negotiations",
    "label.d_reply.yes": "Accept the proposal",
    "label.d_reply.no": "Refuse the proposal",
    "label.d_ally": "Propose an alliance to {seat}",
    "label.d_break": "Break the alliance with {seat}",
    "label.d_truce.one": "Propose a truce to {seat} for 1 turn",
    "label.d_truce": "Propose a truce to {seat} for {n} turns",
    "label.d_promise": "Promise {seat} {money} écus",
    "label.d_gift": "Give {seat} {money} écus",
    "label.d_cede": "Cede {village} to {seat}",
    "label.j_murder": "Accuse {lord} of murder",
    "label.j_promise": "Accuse {seat} of a broken promise",
    "label.j_bastard": "Accuse {lord} before the Church",
    "label.j_acquit": "Acquit",
    "label.j_sentence.death": "Sentence to death",
    "label.j_sentence.fine": "Fine {money} écus",
    "label.j_pardon.yes": "Pardon the condemned",
    "label.j_pardon.no": "Let the sentence stand",
    "label.mercenaries": "Your troops serve {seat} as mercenaries",
    "event.fief.cession.proposed": "{seat} offers {target} the village of {village} by treaty.",
    "event.fief.cession.accepted": "{seat} accepts the village of {village} from {target}.",
    "event.fief.cession.refused": "{seat} refuses the village of {village} from {target}.",
    "event.fief.cession": "{seat} cedes {village} to {target} by a written treaty.",
    "event.fief.mercenaries": "The troops of {seat} serve {target} as mercenaries.",
    "event.fief.justice.murder": "{seat} accuses {lord} of {target} of murder; {judge} judges.",
    "event.fief.justice.promise": "{seat} accuses {target} of breaking a written promise of "
    "{money} écus; {judge} judges.",
    "event.fief.justice.bastard": "{seat} accuses {target} before the Church for the bastard "
    "born to {lord}; {judge} judges.",
    "event.fief.justice.champion": "{seat} stands as champion for {target}.",
    "event.fief.justice.acquitted": "{judge} acquits {target}.",
    "event.fief.justice.pardoned": "{seat}, the king's family, pardons {target}.",
    "event.fief.justice.pardoned.pope": "{seat}, the Pope's family, pardons {target}.",
    "event.fief.justice.death": "{judge} sentences {lord} to death, and the sentence is carried "
    "out.",
    "event.fief.justice.fine": "{judge} fines {target} {money} écus, paid to {seat}.",
    "event.fief.justice.fine.partial": "{judge} fines {target} {money} écus; it can pay only "
    "{paid}, paid to {seat}.",
    "event.fief.justice.fine.church": "{judge} fines {target} {money} écus, paid to the Church.",
    "event.fief.justice.fine.church.partial": "{judge} fines {target} {money} écus; it can pay "
    "only {paid}, paid to the Church.",
    "event.fief.justice.lapsed": "The time for justice for the murder by {lord} is over.",
    "event.fief.justice.lapsed.bastard": "The time for the Church's justice for the bastard born "
    "to {lord} is over.",
    # -- why an action is refused (`reason.<id>`; explain.py gives each refusal's id and
    # parameters; refusals checked in the phase modules are English sentences still)
    "reason.over": "the game is over",
    "reason.not-allowed": "that action is not allowed at this point of the game",
    "reason.not-now.setup-fief": "this is a {kind} action, but now {seat} must choose a starting "
    "fief",
    "reason.not-now.setup-castle": "this is a {kind} action, but now {seat} must place a castle",
    "reason.not-now.setup-lord": "this is a {kind} action, but now {seat} must choose a lord or a "
    "lady",
    "reason.not-now.new-lord": "this is a {kind} action, but now {seat} must place a new lord",
    "reason.not-now.purchase": "this is a {kind} action, but now {seat} must buy or end purchases",
    "reason.not-now.military": "this is a {kind} action, but now {seat} must move and fight",
    "reason.not-now.disband": "this is a {kind} action, but now {seat} must keep, disband or "
    "raise as peasants the troops of a seat that can no longer win",
    "reason.not-now.church-acts": "this is a {kind} action, but now {seat} must act for the "
    "Church or end church acts",
    "reason.not-now.nominate": "this is a {kind} action, but now {seat} must nominate a candidate "
    "or nobody",
    "reason.not-now.ballot": "this is a {kind} action, but now {seat} must cast a ballot",
    "reason.not-now.veto": "this is a {kind} action, but now {seat} must veto the election or let "
    "it stand",
    "reason.not-now.consent": "this is a {kind} action, but now {seat} must consent to the "
    "crowning or refuse it",
    "reason.not-now.births": "this is a {kind} action, but now {seat} must have a lady bear a "
    "child or end births",
    "reason.not-now.place-child": "this is a {kind} action, but now {seat} must place the newborn "
    "child",
    "reason.not-now.church-child": "this is a {kind} action, but now {seat} must give the fifth "
    "son to a cleric",
    "reason.not-now.darc": "this is a {kind} action, but now {seat} must name a daughter d'Arc or "
    "not",
    "reason.not-now.family": "this is a {kind} action, but now {seat} must ordain, leave orders, "
    "retire, ask for a marriage or end family acts",
    "reason.not-now.dowry": "this is a {kind} action, but now {seat} must name the dowry",
    "reason.not-now.answer": "this is a {kind} action, but now {seat} must accept or refuse the "
    "marriage",
    "reason.not-now.bless": "this is a {kind} action, but now {seat} must bless the marriage or "
    "refuse",
    "reason.not-now.cards": "this is a {kind} action, but now {seat} must play a card of this "
    "round or none",
    "reason.not-now.assassin": "this is a {kind} action, but now {seat} must name the assassin",
    "reason.not-now.oppose": "this is a {kind} action, but now {seat} must oppose the "
    "excommunication or let it stand",
    "reason.not-now.peasants": "this is a {kind} action, but now {seat} must move the revolting "
    "peasants or let them stay",
    "reason.not-now.flight": "this is a {kind} action, but now {seat} must flee the plague by a "
    "tunnel or face it",
    "reason.not-now.negotiate": "this is a {kind} action, but now {seat} must propose, give, "
    "break an alliance or end negotiations",
    "reason.not-now.reply": "this is a {kind} action, but now {seat} must accept or refuse the "
    "proposal",
    "reason.not-now.judge": "this is a {kind} action, but now {seat} must judge the case: "
    "sentence or acquit",
    "reason.not-now.pardon": "this is a {kind} action, but now {seat} must pardon the condemned "
    "or let the sentence stand",
    "reason.tunnel-treason": "the tunnel's treason is played by the attacker of a battle at "
    "standing walls, before a round, with a tunnel in hand",
    "reason.choose-fief.taken": "{fief} is already taken",
    "reason.place-castle.home": "the castle goes in your fief {home}, and {village} lies in {fief}",
    "reason.new-lord.no-ladies": "female lords are switched off (option female-lords=no)",
    "reason.new-lord.none-left": "no lord card of that kind is left in the deck",
    "reason.new-lord.site": "a new lord is placed in a castle or city you hold; {village} is not "
    "one",
    "card-name.famine": "famine",
    "card-name.storm": "storm",
    "card-name.fine weather": "fine weather",
    "card-name.good harvest": "good harvest",
    "card-name.plague": "plague",
    "card-name.assassination": "assassination",
    "card-name.spy": "spy",
    "card-name.excommunication": "excommunication",
    "card-name.revolt": "revolt",
    "card-name.tunnel": "tunnel",
    "reason.discard.none": "you hold no {card} card",
    "reason.discard.room": "a card is discarded only to make room for one earned",
    "reason.tunnel-flee": "a lord flees the plague by a tunnel you hold: {lord} is not a free "
    "lord of yours in the bishopric with a way out (a neighbour out of it free of enemies, or "
    "from a castle or city to another of your family)",
    "reason.peasants-move": "the peasants step to a neighbouring village, never into a standing "
    "city, not out of a fief under the storm, and into one only where nobody waits; {village} is "
    "not such a step",
    "reason.peasants-tunnel": "the peasants enter a standing city next to them only by a tunnel "
    "their player holds, not out of or into a storm; {village} is not such a city",
    "reason.troops-rise": "troops rise as peasants where they stand, while no peasant is on the "
    "board; you have no soldier or knight at {village} or a revolt runs",
    "reason.assassin": "{lord} is not a living lord of yours",
    "reason.bear.no-lady": "{lord} is not a living lady",
    "reason.place-child": "the child may go with its mother, its father or to a castle or city of "
    "the family; {village} is none of those",
    "reason.church-child": "a fifth son goes to a priest (else a bishop, cardinal or the Pope) "
    "whose family has room for him; {lord} is not one",
    "reason.darc": "{lord} is not a daughter of the three who may be named d'Arc (living, "
    "unmarried, free, legitimate, not excommunicated)",
    "phase-name.setup-fief": "setup-fief",
    "phase-name.setup-castle": "setup-castle",
    "phase-name.setup-lord": "setup-lord",
    "phase-name.new-lord": "new-lord",
    "phase-name.purchase": "purchase",
    "phase-name.military": "military",
    "phase-name.disband": "disband",
    "phase-name.church-acts": "church-acts",
    "phase-name.nominate": "nominate",
    "phase-name.ballot": "ballot",
    "phase-name.veto": "veto",
    "phase-name.consent": "consent",
    "phase-name.births": "births",
    "phase-name.place-child": "place-child",
    "phase-name.church-child": "church-child",
    "phase-name.darc": "darc",
    "phase-name.family": "family",
    "phase-name.dowry": "dowry",
    "phase-name.answer": "answer",
    "phase-name.bless": "bless",
    "phase-name.cards": "cards",
    "phase-name.assassin": "assassin",
    "phase-name.oppose": "oppose",
    "phase-name.peasants": "peasants",
    "phase-name.flight": "flight",
    "phase-name.negotiate": "negotiate",
    "phase-name.reply": "reply",
    "phase-name.judge": "judge",
    "phase-name.pardon": "pardon",
    "reason.buy.money.soldier": "not enough money: a soldier costs {price} écus and you have "
    "{money}",
    "reason.buy.none-left.soldier": "your reserve has no soldier left",
    "reason.buy.money.knight3": "not enough money: a knight3 costs {price} écus and you have "
    "{money}",
    "reason.buy.none-left.knight3": "your reserve has no knight3 left",
    "reason.buy.money.knight6": "not enough money: a knight6 costs {price} écus and you have "
    "{money}",
    "reason.buy.none-left.knight6": "your reserve has no knight6 left",
    "reason.buy.money.engine": "not enough money: a engine costs {price} écus and you have {money}",
    "reason.buy.none-left.engine": "the supply has no engine left",
    "reason.buy.money.mill": "not enough money: a mill costs {price} écus and you have {money}",
    "reason.buy.none-left.mill": "the supply has no mill left",
    "reason.buy.money.press": "not enough money: a press costs {price} écus and you have {money}",
    "reason.buy.none-left.press": "the supply has no press left",
    "reason.buy.money.castle": "not enough money: a castle costs {price} écus and you have {money}",
    "reason.buy.none-left.castle": "the supply has no castle left",
    "reason.buy.not-held.mill": "a mill is built only in a village you hold; you do not hold "
    "{village}",
    "reason.buy.not-held.press": "a press is built only in a village you hold; you do not hold "
    "{village}",
    "reason.buy.not-held.castle": "a castle is built only in a village you hold; you do not hold "
    "{village}",
    "reason.village.enemy": "{village} is occupied by an enemy",
    "reason.buy.troop-site": "troops are placed in your crowned fief, your castle or city, or a "
    "village where you already have a combat point; {village} is none of these",
    "reason.buy.full": "{village} already has {most} fixed pieces, the most a village holds",
    "reason.buy.has-fort": "{village} already has a castle or city",
    "reason.recruit.once": "only one lord is earned per purchase phase (no cumulation)",
    "reason.recruit.cards-taken": "cards were taken for the combat points bought: no lord besides "
    "(no cumulation)",
    "reason.recruit.points": "a lord is earned by buying {points} combat points in one purchase "
    "phase; you have bought {bought}",
    "reason.recruit.most": "a family has at most {most} living male lords",
    "reason.recruit.none-left": "no male lord card is left",
    "reason.recruit.site": "the new lord joins a village where you have a soldier, knight or "
    "lord, or any village of your crowned fief; {village} is neither",
    "reason.crown.crowned": "{fief} is already crowned",
    "reason.crown.not-held": "you do not alone hold every village of {fief}, so you cannot crown "
    "it",
    "reason.crown.no-castle": "the city replaces a castle, and {village} has none",
    "reason.crown.money": "not enough money: the crown of {fief} costs {price} écus and you have "
    "{money}",
    "reason.crown.no-lord": "a crown needs a living lord to wear it",
    "reason.crown.excommunicated": "a family whose lords are all excommunicated receives no new "
    "crown",
    "reason.take.lord-taken": "the lord earned by the combat points bought is taken: no card "
    "besides (no cumulation)",
    "reason.take.big": "a big card is earned by buying {points} combat points in one purchase "
    "phase, before any other card; you have bought {bought}",
    "reason.take.small": "a small card is earned by {points} combat points bought, two by {two}; "
    "you have bought {bought} and taken {taken} card(s)",
    "reason.take.hand-full": "you hold {most} cards: discard one first",
    "reason.take.none-left.big": "no big card is left",
    "reason.take.none-left.small": "no small card is left",
    "reason.mercenaries.seat": "{seat} is not another seat at this table",
    "reason.mercenaries.out": "{seat} can no longer win either",
    "reason.mercenaries.enemy": "your troops at {village} stand with {target}, an enemy of {seat}",
    "reason.army.king": "only a free king buys royal army points",
    "reason.army.tokens": "all {tokens} royal army tokens are on the board",
    "reason.army.money": "not enough money: a royal army point costs {price} écus",
    "reason.bear.not-yours": "{lord} is not a living lady of yours",
    "reason.bear.prisoner": "{lord} is a prisoner",
    "reason.bear.darc": "{lord} is d'Arc, who bears no child",
    "reason.bear.borne": "{lord} has already borne a child this turn",
    "reason.bear.no-card": "no lord card is left for a child",
    "reason.bear.plague": "her husband {lord} is plague-stricken and cannot father a child",
    "reason.bear.no-bastard": "{lord} is unmarried and no bastard token is left",
    "reason.bear.no-excommunication": "{lord} is unmarried and no excommunication token is left "
    "for her",
    "reason.peasant.no-revolt": "there is no revolt to join",
    "reason.peasant.tokens": "the {points} points of peasant tokens are all on the board",
    "reason.peasant.money": "a point of peasants costs {price} écus and you have {money}",
    "reason.restore.no-ruin": "{village} holds no ruin of yours",
    "reason.restore.peasants": "the peasants still hold the ruin",
    "reason.restore.money": "restoring it costs {price} écus and you have {money}",
    "reason.appease.no-revolt": "there is no revolt to appease",
    "reason.appease.tried": "your family has tried to appease the revolt this turn already",
    "reason.appease.not-bishop": "{lord} is not a free bishop, cardinal or Pope of your family",
    "reason.appease.unfit": "{lord} is plague-stricken or excommunicated",
    "reason.appease.gift": "a bishop or cardinal may add 100 écus, the Pope 300",
    "reason.appease.money": "you have {money} écus, not {gift}",
    "reason.play.no-card": "you hold no {card} card",
    "reason.play.round": "{card} is played only in round 4.{when}; this is round 4.{step}",
    "reason.play.famine": "one famine at a time on a bishopric",
    "reason.play.storm": "one storm at a time on a fief",
    "reason.play.plague": "one plague at a time on a bishopric, never twice in a row",
    "reason.play.fine-weather": "fine weather ends a storm: that fief has none",
    "reason.play.good-harvest": "a good harvest ends a famine: that bishopric has none",
    "reason.play.assassination": "the victim must be another family's living lord, not alone in "
    "his village (a lord alone escapes the assassin)",
    "reason.play.spy": "the spy is a free lord of yours, lay, unmarried and not king, and there "
    "is one spy at a time",
    "reason.play.excommunication": "not on a family with a cardinal, the Pope, the king or the "
    "queen, nor on one with no lord left to excommunicate (or no token)",
    "reason.play.revolt": "a revolt rises in a village without castle or city of a bishopric "
    "under famine, while no peasant is on the board",
    "reason.play.tunnel": "the tunnel frees a prisoner of yours, or evacuates your lords and "
    "soldiers from a village under the storm to a neighbour free of enemies",
    "reason.talks.no-proposal": "no proposal awaits your answer",
    "reason.talks.judging": "a case is before the judge",
    "reason.talks.phases": "negotiations happen in phases 1 and 6",
    "reason.talks.storm": "your lords all stand under the storm and take no part in the talks: "
    "you may only end them",
    "reason.talks.out": "{seat} can no longer win and takes no part in the talks",
    "reason.talks.storm.other": "{seat}'s lords all stand under the storm: it takes no part in "
    "the talks",
    "reason.talks.not-allied": "you are not allied with {seat}",
    "reason.talks.one-gift": "one gift per round of talks",
    "reason.talks.one-proposal": "one proposal per round of talks",
    "reason.talks.allied": "you are already allied with {seat}",
    "reason.talks.truce": "a truce with {seat} already holds",
    "reason.cede.no-garrison": "you have no soldier or knight at {village} to hand over",
    "reason.cede.city": "a city is not ceded: its crown passes only by inheritance or conquest",
    "reason.cede.lord": "a lord of yours stands at {village}: a village is ceded by its garrison "
    "alone",
    "reason.cede.other": "another family stands at {village}",
    "reason.cede.castle": "the castle of {village} is not yours to cede",
    "reason.case.phases": "a case is brought in the talks of phases 1 and 6",
    "reason.case.storm": "your lords all stand under the storm: no case is brought",
    "reason.case.no-murder": "no murder of a lord of yours by {lord} awaits justice (a case is "
    "brought once, by the end of the turn after the murder)",
    "reason.case.no-promise": "no broken promise of {seat} to you awaits justice",
    "reason.case.dead": "the murderer is dead: justice is done only to the living",
    "reason.case.no-bastard": "no bastard born to {lord} of another family awaits the Church's "
    "justice (a case is brought once, by the end of the turn after the birth)",
    "reason.case.mother-dead": "the mother is dead: justice is done only to the living",
    "reason.case.church-standing": "only a family with a cardinal, the Pope or the most-crowned "
    "lord, not excommunicated, brings a case before the Church",
    "reason.case.church-judge": "no one may judge the case: the Church's justice needs a free Pope "
    "or cardinal of a family other than the accuser's and the accused's, not excommunicated",
    "reason.case.champion": "you need a living lord, not excommunicated, crowned at least as high "
    "as the accused, or an ally with one as your champion",
    "reason.case.judge": "no lord may judge the case: a free cardinal, the Pope or a crowned lord "
    "of another family, neither the king nor excommunicated",
    "reason.case.pardon": "only the king's seat (the Pope's in a church case) pardons, after a "
    "sentence",
    "reason.case.not-judge": "only the judge of a case sentences or acquits",
    "reason.case.condemned-dead": "the condemned is dead: only a fine or an acquittal remains",
}
