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
    **{
        f"card.{name}.face": f"combat {COMBAT[c]} · {SHIELDS[c]} "
        + ("shield" if SHIELDS[c] == 1 else "shields")
        for c, name in enumerate(CARD_NAMES)
    },
}
