"""The questions of `regnum analyze`, answered from the rows of an experiment.

Each question reads the arms it applies to (the design says nothing about questions: an arm with
one bot in every seat can show a seat advantage and be compared with its variants, an arm with a
mixed line-up shows whether skill matters) and returns a `Section`: tables of estimates with 95%
intervals and verdicts in plain words. A shared win counts 1/k to each of the k winners, as in
`regnum simulate`. Failed games are counted and left out of every figure.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from regnum.games import get
from regnum.sim.experiment import Experiment
from regnum.sim.outcomes import Row
from regnum.sim.statistics import (
    Estimate,
    equal_shares_test,
    mean,
    mean_difference,
    proportion,
    proportion_difference,
    quantile,
)
from regnum.sim.tournament import rate

ALPHA = 0.05
# "The last piece will decide the game in about half the cases": read as 40% to 60%.
ABOUT_HALF = (0.4, 0.6)


@dataclass
class Table:
    caption: str
    headers: list[str]
    rows: list[list[str]]


@dataclass
class Section:
    """One question: its verdicts, tables and the data its figure is drawn from."""

    key: str
    title: str
    verdicts: list[str] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    figure: dict[str, Any] = field(default_factory=dict)


def pct(e: Estimate | float) -> str:
    if isinstance(e, Estimate):
        return f"{100 * e.value:.1f}% ({100 * e.low:.1f}-{100 * e.high:.1f})"
    return f"{100 * e:.1f}%"


def pct_points(e: Estimate) -> str:
    """A difference of shares in percentage points."""
    return f"{100 * e.value:+.1f} points ({100 * e.low:+.1f} to {100 * e.high:+.1f})"


def num(e: Estimate, digits: int = 1) -> str:
    return f"{e.value:.{digits}f} ({e.low:.{digits}f} to {e.high:.{digits}f})"


def by_arm(experiment: Experiment, rows: Sequence[Row]) -> list[list[Row]]:
    """The finished games of each arm, in index order."""
    arms: list[list[Row]] = [[] for _ in experiment.arms]
    for row in rows:
        if row["error"] is None:
            arms[row["arm"]].append(row)
    return arms


def seat_wins(rows: Sequence[Row], players: int) -> list[float]:
    wins = [0.0] * players
    for row in rows:
        for seat in row["winners"]:
            wins[seat] += 1 / len(row["winners"])
    return wins


def margin(row: Row) -> float:
    """The winner's lead over the best other seat (0 when the win is shared)."""
    scores = sorted(row["scores"], reverse=True)
    return float(scores[0] - scores[1]) if len(scores) > 1 else 0.0


def seat_spread(rows: Sequence[Row], players: int) -> float:
    wins = seat_wins(rows, players)
    return (max(wins) - min(wins)) / len(rows) if rows else 0.0


def _finish(section: Section, table: Table, figure: list[dict[str, Any]], empty: str) -> Section:
    """Attach the table and the figure's data; say so when no arm answered the question."""
    section.tables.append(table)
    section.figure = {"kind": section.key, "arms": figure}
    if not figure:
        section.verdicts.append(empty)
    return section


def seat_order(experiment: Experiment, arms: list[list[Row]], labels: list[str]) -> Section:
    """Win share by seat for each arm with one bot in every seat under the default rules."""
    section = Section("seats", "Seat-order advantage")
    defaults = get(experiment.game).normalize_options(None)
    figure: list[dict[str, Any]] = []
    tested = [a for a, arm in enumerate(experiment.arms)
              if arm.symmetric and arm.options == defaults and arms[a]]
    # one test per player count: Bonferroni keeps the chance of any false alarm at 5%
    alpha = ALPHA / max(1, len(tested))
    for a in tested:
        arm, rows = experiment.arms[a], arms[a]
        wins = seat_wins(rows, arm.players)
        shares = [proportion(w, len(rows)) for w in wins]
        _, p = equal_shares_test(wins)
        fair = 1 / arm.players
        best = max(range(arm.players), key=lambda s: wins[s])
        worst = min(range(arm.players), key=lambda s: wins[s])
        if p < alpha:
            section.verdicts.append(
                f"{arm.players} players: seat order matters (chi-square p = {p:.2g}): seat "
                f"{best + 1} wins {pct(shares[best])}, seat {worst + 1} {pct(shares[worst])}, "
                f"against an even {pct(fair)}."
            )
        else:
            widest = max(max(fair - s.low, s.high - fair) for s in shares)
            section.verdicts.append(
                f"{arm.players} players: no seat advantage detectable in {len(rows)} games "
                f"(chi-square p = {p:.2g}, against {alpha:.2g}); a seat's share is within about "
                f"{100 * widest:.0f} points of an even {pct(fair)}."
            )
        section.tables.append(
            Table(
                f"{labels[a]}: {len(rows)} games; an even share is {pct(fair)}",
                ["seat", "wins", "win share (95% interval)"],
                [[str(s + 1), f"{wins[s]:g}", pct(shares[s])] for s in range(arm.players)],
            )
        )
        figure.append({"label": labels[a], "fair": fair, "shares": shares})
    section.figure = {"kind": "seats", "arms": figure}
    if len(tested) > 1:
        section.verdicts.append(
            f"Each player count is tested at {alpha:.2g} (5% shared by {len(tested)} tests, "
            "Bonferroni), so that a seat advantage is not claimed by chance.")
    if not figure:
        section.verdicts.append("No arm with one bot in every seat under the default rules.")
    return section


def _baselines(experiment: Experiment) -> dict[int, int]:
    """For each arm that differs from the default rules only by options, the arm it is compared
    with: same player count and line-up, default options."""
    defaults = get(experiment.game).normalize_options(None)
    base = {
        (arm.players, arm.bots): a
        for a, arm in enumerate(experiment.arms)
        if arm.options == defaults
    }
    return {
        a: base[(arm.players, arm.bots)]
        for a, arm in enumerate(experiment.arms)
        if arm.options != defaults and (arm.players, arm.bots) in base
    }


def variants(experiment: Experiment, arms: list[list[Row]], labels: list[str]) -> Section:
    """Each option set against the default rules, same players and line-up."""
    section = Section("variants", "Options and variants against the default rules")
    table = Table(
        "Each variant minus its default arm (same players and bots); 95% intervals",
        ["variant", "games", "length (decisions)", "change in length", "score margin",
         "change in margin", "seat spread", "main end reason"],
        [],
    )
    figure = []
    for a, b in _baselines(experiment).items():
        rows, base = arms[a], arms[b]
        if not rows or not base or not experiment.arms[a].symmetric:
            continue  # mixed line-ups: the skill question compares variants for them
        arm = experiment.arms[a]
        name = labels[a]
        length = mean([r["decisions"] for r in rows])
        base_length = mean([r["decisions"] for r in base])
        d_length = mean_difference([r["decisions"] for r in rows], [r["decisions"] for r in base])
        margins = mean([margin(r) for r in rows])
        d_margin = mean_difference([margin(r) for r in rows], [margin(r) for r in base])
        reasons = Counter(r["end_reason"] for r in rows).most_common(1)
        reason = f"{reasons[0][0]} ({pct(reasons[0][1] / len(rows))})" if reasons else "-"
        table.rows.append([
            name, str(len(rows)), num(length), num(d_length), num(margins, 2), num(d_margin, 2),
            f"{pct(seat_spread(rows, arm.players))} (default {pct(seat_spread(base, arm.players))})",
            reason,
        ])
        figure.append({"label": name, "length": d_length, "margin": d_margin})
        said = []
        if d_length.excludes(0):
            said.append(f"games {'longer' if d_length.value > 0 else 'shorter'} by "
                        f"{abs(d_length.value):.0f} decisions "
                        f"({100 * d_length.value / base_length.value:+.0f}%)")
        if d_margin.excludes(0):
            said.append(f"the winner's lead {'wider' if d_margin.value > 0 else 'narrower'} by "
                        f"{abs(d_margin.value):.2f} points")
        section.verdicts.append(
            f"{name}: " + ("; ".join(said) if said else "no difference detectable in length or "
                           "winning margin") + "."
        )
    return _finish(section, table, figure, "No variant arm with a default arm to compare it with.")


def late(experiment: Experiment, arms: list[list[Row]], labels: list[str]) -> Section:
    """How often the final decision decides the game; for Krieg und Frieden, the last section."""
    section = Section("late", "How often the end is decided late")
    kuf = get(experiment.game).id == "krieg-und-frieden"
    headers = ["arm", "games", "final decision changes the winner"]
    if kuf:
        headers += ["cathedral complete", "last builder wins", "winner differs without its points"]
    table = Table(
        "Share of games (95% interval). 'Changes the winner': the winners by the final scores "
        "differ from the winners by the scores before the final decision.", headers, [])
    figure = []
    for a, arm in enumerate(experiment.arms):
        rows = [r for r in arms[a] if "decided_by_last" in r["stats"]]
        if not arm.symmetric or not rows or len(rows) < len(arms[a]):
            continue  # defined only where every game is ranked by score (not Fief)
        decided = proportion(sum(r["stats"]["decided_by_last"] for r in rows), len(rows))
        line = [labels[a], str(len(rows)), pct(decided)]
        entry: dict[str, Any] = {"label": labels[a], "decided": decided}
        if kuf:
            built = [r for r in rows if "last_builder" in r["stats"]]
            complete = proportion(len(built), len(rows))
            won = proportion(sum(r["stats"]["last_builder_won"] for r in built), len(built))
            differs = proportion(sum(r["stats"]["decided_by_last"] for r in built), len(built))
            line += [pct(complete), pct(won), pct(differs)]
            entry.update(won=won, differs=differs)
            section.verdicts.append(_half_verdict(labels[a], won, differs))
        else:
            section.verdicts.append(
                f"{labels[a]}: the final decision (with any scoring it triggers) changes the "
                f"winner in {pct(decided)} of the games.")
        table.rows.append(line)
        figure.append(entry)
    key = "differs" if kuf else "decided"
    found = {entry["label"]: entry for entry in figure}
    changes = Table(
        "Each variant against its default arm: change in the share of games "
        + ("the last section decides" if kuf else "the final decision decides")
        + " (Newcombe 95% interval)", ["variant", "default", "change"], [])
    for a, b in _baselines(experiment).items():
        if labels[a] in found and labels[b] in found:
            d = proportion_difference(found[labels[a]][key], found[labels[b]][key])
            changes.rows.append([labels[a], labels[b], pct_points(d)])
            if d.excludes(0):
                section.verdicts.append(
                    f"{labels[a]}: the end is decided late {'more' if d.value > 0 else 'less'} "
                    f"often than under the default rules ({pct_points(d)}).")
    if changes.rows:
        section.tables.append(changes)
    if kuf:
        section.verdicts.append(
            "The rule book (long-term strategy variant) says the last piece will decide the game "
            "'in about half the cases'; read here as 40% to 60% of the games that end with the "
            "cathedral, counting a game as decided by the last piece when its winners would "
            "differ without the points of the last section (with its worker huts).")
    section.tables.insert(0, table)
    section.figure = {"kind": "late", "arms": figure, "kuf": kuf}
    return section


def _half_verdict(label: str, won: Estimate, differs: Estimate) -> str:
    low, high = ABOUT_HALF
    if differs.low >= low and differs.high <= high:
        claim = "consistent with 'about half'"
    elif differs.high < low:
        claim = "fewer than 'about half'"
    elif differs.low > high:
        claim = "more than 'about half'"
    else:
        claim = "not settled at this sample size"
    return (f"{label}: the builder of the last section wins {pct(won)} of the games; the last "
            f"section changes the winner in {pct(differs)}: {claim}.")


def skill(experiment: Experiment, arms: list[list[Row]], labels: list[str]) -> Section:
    """Win share and openskill rating of each bot in arms with mixed line-ups."""
    section = Section("skill", "Does skill matter?")
    table = Table(
        "Per arm and bot: seats played, win share (95% interval) against the share of seats it "
        "holds, and its openskill rating (Plackett-Luce mu) over the arm's games",
        ["arm", "bot", "seats", "win share", "share of seats", "rating"],
        [],
    )
    figure = []
    for a, arm in enumerate(experiment.arms):
        rows = arms[a]
        if arm.symmetric or not rows:
            continue
        ratings = rate(rows, arm.bots)  # type: ignore[arg-type]
        for name in dict.fromkeys(arm.bots):
            seats = arm.bots.count(name)
            wins = sum(len([s for s in r["winners"] if r["bots"][s] == name]) / len(r["winners"])
                       for r in rows if r["winners"])
            share = proportion(wins, len(rows))
            fair = seats / arm.players
            table.rows.append([labels[a], name, str(seats), pct(share), pct(fair),
                               f"{ratings[name].mu:.1f}"])
            if seats == 1:
                figure.append({"label": labels[a], "bot": name, "share": share, "fair": fair})
                verdict = ("wins more than its share" if share.low > fair else
                           "wins less than its share" if share.high < fair else
                           "is not distinguishable from its share")
                section.verdicts.append(
                    f"{labels[a]}: {name} {verdict}: {pct(share)} against {pct(fair)}.")
    return _finish(section, table, figure, "No arm with a mixed line-up of bots.")


def length(experiment: Experiment, arms: list[list[Row]], labels: list[str]) -> Section:
    """Game length (decisions and the game's own measure) and end reasons, per arm."""
    section = Section("length", "Game length and end reasons")
    stat_keys = sorted({k for rows in arms for r in rows for k in r["stats"]
                        if k in ("years", "turns", "rounds")})
    lengths = Table(
        "Decisions per game (all seats together) and the game's own measure of length",
        ["arm", "games", "mean decisions (95%)", "median", "10%-90%",
         *[f"mean {k}" for k in stat_keys]],
        [],
    )
    reasons_all = sorted({r["end_reason"] for rows in arms for r in rows})
    ends = Table("How games end (share of games)", ["arm", *reasons_all], [])
    figure: list[dict[str, Any]] = []
    for a, rows in enumerate(arms):
        if not rows:
            continue
        decisions = [float(r["decisions"]) for r in rows]
        lengths.rows.append([
            labels[a], str(len(rows)), num(mean(decisions)), f"{quantile(decisions, 0.5):.0f}",
            f"{quantile(decisions, 0.1):.0f}-{quantile(decisions, 0.9):.0f}",
            *[f"{mean([r['stats'][k] for r in rows if k in r['stats']]).value:.1f}"
              for k in stat_keys],
        ])
        counts = Counter(r["end_reason"] for r in rows)
        ends.rows.append([labels[a], *[pct(proportion(counts[k], len(rows))) for k in reasons_all]])
        figure.append({"label": labels[a], "decisions": decisions,
                       "ends": {k: counts[k] / len(rows) for k in reasons_all}})
    longest = max(figure, key=lambda f: mean(f["decisions"]).value, default=None)
    shortest = min(figure, key=lambda f: mean(f["decisions"]).value, default=None)
    if longest and shortest:
        section.verdicts.append(
            f"Longest games: {longest['label']} ({mean(longest['decisions']).value:.0f} decisions "
            f"on average); shortest: {shortest['label']} "
            f"({mean(shortest['decisions']).value:.0f}).")
    section.tables += [lengths, ends]
    section.figure = {"kind": "length", "arms": figure}
    return section


def analyse(experiment: Experiment, rows: Sequence[Row]) -> list[Section]:
    """Every question of the report, in the order a designer reads them."""
    arms = by_arm(experiment, rows)
    labels = experiment.labels()
    return [
        seat_order(experiment, arms, labels),
        variants(experiment, arms, labels),
        late(experiment, arms, labels),
        skill(experiment, arms, labels),
        length(experiment, arms, labels),
    ]
