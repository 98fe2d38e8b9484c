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
}
