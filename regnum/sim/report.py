"""The self-contained HTML report of `regnum analyze`: one file, plots embedded as base64 PNG, with
the exact command and the versions that reproduce it. It draws the sections of `analysis` and
computes nothing of its own."""

from __future__ import annotations

import base64
import html
import io
import platform
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import regnum
from regnum.games import get
from regnum.sim.analysis import Section, Table
from regnum.sim.experiment import Experiment
from regnum.sim.statistics import Estimate

STYLE = """
body { font-family: system-ui, sans-serif; max-width: 980px; margin: 2em auto; padding: 0 1em;
       color: #222; line-height: 1.45; }
h1 { font-size: 1.6em; } h2 { border-bottom: 1px solid #ccc; padding-bottom: .2em; margin-top: 2em; }
table { border-collapse: collapse; margin: 1em 0; font-size: .9em; }
th, td { border: 1px solid #ddd; padding: .25em .6em; text-align: right; }
th:first-child, td:first-child { text-align: left; }
caption { caption-side: top; text-align: left; font-style: italic; padding: .3em 0; }
.verdict { background: #f4f7fb; border-left: 4px solid #3b6ea5; padding: .5em 1em; }
code, pre { background: #f3f3f3; padding: .1em .3em; } pre { padding: .6em; overflow-x: auto; }
img { max-width: 100%; }
"""


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")  # files only: no display on a server or in CI
    import matplotlib.pyplot as plt

    return plt


def _png(figure: Any) -> str:
    plt = _pyplot()
    buffer = io.BytesIO()
    figure.tight_layout()
    figure.savefig(buffer, format="png", dpi=80)
    plt.close(figure)
    # a plot has few colours: a 64-colour palette keeps it sharp at about half the bytes, so
    # that a report with many arms stays small enough to mail or commit
    from PIL import Image

    buffer.seek(0)
    small = io.BytesIO()
    Image.open(buffer).convert("RGB").quantize(colors=64).save(small, format="PNG", optimize=True)
    data = base64.b64encode(small.getvalue()).decode("ascii")
    return f'<img alt="plot" src="data:image/png;base64,{data}">'


def _err(estimates: Sequence[Estimate]) -> list[list[float]]:
    """Lower and upper error bar lengths (never below zero: a Wilson bound at 0% or 100% can sit
    a rounding error beyond the share itself)."""
    return [[max(0.0, e.value - e.low) for e in estimates],
            [max(0.0, e.high - e.value) for e in estimates]]


def _errorbars(axes: Any, estimates: Sequence[Estimate], positions: Sequence[float],
               horizontal: bool = False, **style: Any) -> None:
    values = [e.value for e in estimates]
    if horizontal:
        axes.errorbar(values, positions, xerr=_err(estimates), fmt="o", capsize=3, **style)
    else:
        axes.errorbar(positions, values, yerr=_err(estimates), fmt="o", capsize=3, **style)


def _seats(arms: list[dict[str, Any]]) -> str:
    plt = _pyplot()
    figure, axes = plt.subplots(figsize=(8, 3.2))
    x0 = 0.0
    ticks, names = [], []
    for arm in arms:
        positions = [x0 + s for s in range(len(arm["shares"]))]
        _errorbars(axes, arm["shares"], positions)
        axes.hlines(arm["fair"], positions[0] - 0.4, positions[-1] + 0.4, colors="grey",
                    linestyles="dashed")
        ticks += positions
        names += [f"{arm['label'].split()[0]}\nseat {s + 1}" for s in range(len(positions))]
        x0 += len(positions) + 1
    axes.set_xticks(ticks, names, fontsize=7)
    axes.set_ylabel("win share (95%)")
    axes.set_title("Win share by seat; dashed: an even share")
    return _png(figure)


def _differences(arms: list[dict[str, Any]]) -> str:
    plt = _pyplot()
    figure, (left, right) = plt.subplots(1, 2, figsize=(9, 0.8 + 0.35 * len(arms)))
    ys = list(range(len(arms)))
    for axes, key, title in ((left, "length", "change in length (decisions)"),
                             (right, "margin", "change in winner's lead (points)")):
        _errorbars(axes, [a[key] for a in arms], ys, horizontal=True)
        axes.axvline(0, color="grey", linestyle="dashed")
        axes.set_title(title, fontsize=9)
        axes.set_yticks(ys, [a["label"] for a in arms] if axes is left else [], fontsize=7)
    return _png(figure)


def _late(arms: list[dict[str, Any]], kuf: bool) -> str:
    plt = _pyplot()
    figure, axes = plt.subplots(figsize=(8, 0.8 + 0.35 * len(arms)))
    ys = list(range(len(arms)))
    key = "differs" if kuf else "decided"
    _errorbars(axes, [a[key] for a in arms], ys, horizontal=True,
               label="winners differ without the final decision's points")
    if kuf:
        _errorbars(axes, [a["won"] for a in arms], [y + 0.2 for y in ys], horizontal=True,
                   label="builder of the last section wins")
        axes.axvspan(0.4, 0.6, color="orange", alpha=0.15, label="'about half'")
        axes.legend(fontsize=7, loc="best")
    axes.set_yticks(ys, [a["label"] for a in arms], fontsize=7)
    axes.set_xlim(0, 1)
    axes.set_xlabel("share of games (95%)")
    return _png(figure)


def _skill(arms: list[dict[str, Any]]) -> str:
    plt = _pyplot()
    figure, axes = plt.subplots(figsize=(8, 0.8 + 0.35 * len(arms)))
    ys = list(range(len(arms)))
    _errorbars(axes, [a["share"] for a in arms], ys, horizontal=True)
    axes.scatter([a["fair"] for a in arms], ys, marker="|", s=200, color="grey", label="its share of seats")
    axes.set_yticks(ys, [f"{a['bot']} in {a['label']}" for a in arms], fontsize=7)
    axes.set_xlim(0, 1)
    axes.set_xlabel("win share (95%)")
    axes.legend(fontsize=7)
    return _png(figure)


def _length(arms: list[dict[str, Any]]) -> str:
    plt = _pyplot()
    figure, (left, right) = plt.subplots(1, 2, figsize=(10, 0.8 + 0.35 * len(arms)))
    left.boxplot([a["decisions"] for a in arms], orientation="horizontal", showfliers=False)
    left.set_yticks(range(1, len(arms) + 1), [a["label"] for a in arms], fontsize=7)
    left.set_xlabel("decisions per game (box: quartiles; whiskers 1.5 IQR)")
    reasons = sorted({k for a in arms for k in a["ends"]})
    lefts = [0.0] * len(arms)
    for reason in reasons:
        widths = [a["ends"].get(reason, 0.0) for a in arms]
        right.barh(range(len(arms)), widths, left=lefts, label=reason)
        lefts = [x + w for x, w in zip(lefts, widths, strict=True)]
    right.set_yticks(range(len(arms)), [])
    right.set_xlabel("share of games by end reason")
    right.legend(fontsize=7, loc="lower right")
    return _png(figure)


def figure_html(section: Section) -> str:
    """The section's plot as an <img>, or nothing when it has nothing to draw."""
    spec = section.figure
    arms = spec.get("arms", [])
    if not arms:
        return ""
    kind = spec["kind"]
    if kind == "seats":
        return _seats(arms)
    if kind == "variants":
        return _differences(arms)
    if kind == "late":
        return _late(arms, spec["kuf"])
    if kind == "skill":
        return _skill(arms)
    return _length(arms)


def _table(table: Table) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in table.headers)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in table.rows
    )
    return f"<table><caption>{html.escape(table.caption)}</caption><tr>{head}</tr>{body}</table>"


def versions() -> dict[str, str]:
    import matplotlib

    return {
        "regnum": regnum.__version__,
        "python": platform.python_version(),
        "matplotlib": matplotlib.__version__,
    }


def _played_with(versions: Sequence[str], current: int) -> str:
    """Which rules versions the games were played under (rows written before rows recorded it
    say nothing: then the game's current version is named as such)."""
    if not versions:
        return f"Rules version {current} when this report was written."
    return "Played under rules version " + ", ".join(sorted(set(versions))) + "."


def render(
    experiment: Experiment,
    sections: Sequence[Section],
    command: str,
    played: int,
    failed: int,
    seconds_per_game: float | None = None,
    rows_versions: Sequence[str] = (),
) -> str:
    """The whole report as one HTML document."""
    game = get(experiment.game)
    labels = experiment.labels()
    title = f"{game.name}: {experiment.name}"
    arms = "".join(
        f"<tr><td>{html.escape(label)}</td><td>{arm.players}</td>"
        f"<td>{html.escape(','.join(arm.bots))}</td></tr>"
        for label, arm in zip(labels, experiment.arms, strict=True)
    )
    stamp = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    cost = (f"; this run took {seconds_per_game * 1000:.0f} ms of worker time per game "
            "(wall time x local workers)" if seconds_per_game else "")
    parts = [
        f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{html.escape(title)}"
        f"</title><style>{STYLE}</style></head><body><h1>{html.escape(title)}</h1>",
        f"<p>{played} games played ({failed} failed) of {experiment.games} per arm x "
        f"{len(experiment.arms)} arms; series seed {experiment.seed}; game i of every arm has "
        f"seed {experiment.seed_of(0)} + i{cost}. {_played_with(rows_versions, game.rules_version)}"
        "</p>",
        "<h2>Summary</h2>",
        *[f"<div class='verdict'><b>{html.escape(s.title)}</b><ul>"
          + "".join(f"<li>{html.escape(v)}</li>" for v in s.verdicts) + "</ul></div>"
          for s in sections],
    ]
    for s in sections:
        parts.append(f"<h2 id='{s.key}'>{html.escape(s.title)}</h2>")
        parts += [f"<p class='verdict'>{html.escape(v)}</p>" for v in s.verdicts]
        parts.append(figure_html(s))
        parts += [_table(t) for t in s.tables]
    parts += [
        "<h2 id='method'>Method and reproduction</h2>",
        f"<table><caption>Arms of the design</caption><tr><th>arm</th><th>players</th>"
        f"<th>bots (seat 1 first in game 0; shifted by one seat each game)</th></tr>{arms}</table>",
        "<p>Intervals are 95%: Wilson for shares, Newcombe for differences of shares, normal "
        "for means. A shared win counts 1/k to each of k winners. Bots rotate through the seats "
        "game by game. Arms share their game seeds, so they differ only by what the design "
        "changes.</p>",
        f"<p>Reproduce:</p><pre>{html.escape(command)}</pre>",
        "<p>Versions: " + ", ".join(f"{k} {html.escape(v)}" for k, v in versions().items())
        + f"; written {stamp}.</p>",
        "</body></html>",
    ]
    return "\n".join(parts)
