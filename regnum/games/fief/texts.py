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
    "panel.bought": "Combat points bought this turn: {n} (five earn a new lord)",
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
    # -- the board's tooltips -----------------------------------------------------------------
    "tip.village": "{name}, in {fief}",
    "tip.castle": "A castle: 100 écus a turn to its owner; it costs an attacker a die.",
    "tip.city": "A city, the crowned fief's seat: 200 écus a turn; it costs an attacker two dice.",
    "tip.mill": "A mill: 200 écus a turn to whoever holds the village.",
    "tip.press": "A press: 100 écus a turn to whoever holds the village.",
    "tip.engine": "A siege engine: five points against a castle or a city, and a die back.",
    "tip.stack": "An army: its strength is hidden from the other families.",
}

