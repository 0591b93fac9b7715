"""One figure per claim: a forest plot of the effect per regime.

Each row is a regime (the paper's own regime on top, in bold), its point the
effect over the instances and its bar the 95% interval; the colour is the
verdict. A dashed grey line marks where the paper's direction flips (the
rule's ``null``) and a red line each value the paper states (the claim's
``figure_lines``). Drawn with matplotlib's Agg backend (no display).
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from schedbench.reporting.findings.core import ClaimResult, Outcome, common_keys

#: Marker colour per outcome (colour-blind-safe pairs: blue / orange).
COLOURS: dict[Outcome, str] = {
    Outcome.HOLDS: "#1f77b4",
    Outcome.DIRECTION_ONLY: "#9467bd",
    Outcome.FAILS: "#ff7f0e",
    Outcome.INCONCLUSIVE: "#7f7f7f",
    Outcome.NOT_TESTABLE: "#bcbd22",
    Outcome.MEASUREMENT: "#2ca02c",
    Outcome.NOT_MEASURED: "#7f7f7f",
}
#: Inches per regime row, and the fixed part of the height.
ROW_IN = 0.32
BASE_IN = 1.4
#: Width of the plotting area, and the width per character of the longest regime label.
PLOT_IN = 5.5
CHAR_IN = 0.065
DPI = 110
#: Longest regime label drawn (longer ones are cut with an ellipsis).
LABEL_CHARS = 70
#: Characters per line of the axis label.
XLABEL_CHARS = 70
#: Share of the data range added on each side of the x axis (room for the labels of the lines).
X_PAD = 0.08


def figure_name(result: ClaimResult) -> str:
    return f"findings-{result.claim.key}.png"


def forest(result: ClaimResult, path: Path) -> Path | None:
    """Write the claim's forest plot to ``path`` (None: no regime with an estimate)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in result.regimes if r.estimate is not None]
    if not rows:
        return None
    view = result.claim.view
    varying, _ = common_keys(view, [r.key for r in rows])
    labels = []
    for r in rows:
        text = view.show(r.key, varying) or "every regime"
        text = text if len(text) <= LABEL_CHARS else text[: LABEL_CHARS - 1] + "…"
        labels.append(("paper's regime: " if r.primary else "") + text + f" (n={r.units})")
    width = PLOT_IN + CHAR_IN * max(len(label) for label in labels)
    fig, ax = plt.subplots(figsize=(width, BASE_IN + ROW_IN * len(rows)))
    ys = list(range(len(rows)))[::-1]
    seen: set[Outcome] = set()
    for y, r in zip(ys, rows):
        est = r.estimate
        assert est is not None
        colour = COLOURS[r.verdict.outcome]
        label = r.verdict.outcome.value if r.verdict.outcome not in seen else None
        seen.add(r.verdict.outcome)
        ax.errorbar([est.value], [y], xerr=[[est.value - est.low], [est.high - est.value]], fmt="o", color=colour,
                    ecolor=colour, capsize=3, markersize=7 if r.primary else 5, label=label)
    rule = result.claim.rule
    if rule is not None:
        ax.axvline(rule.null, color="0.5", linestyle="--", linewidth=1)
    for value, name in result.claim.figure_lines:
        ax.axvline(value, color="#d62728", linewidth=1.2)
        ax.annotate(name, (value, 1.0), xycoords=("data", "axes fraction"), xytext=(2, -10),
                    textcoords="offset points", color="#d62728", fontsize=8)
    xs = [v for r in rows if r.estimate is not None for v in (r.estimate.low, r.estimate.high)]
    xs += [v for v, _ in result.claim.figure_lines] + ([rule.null] if rule is not None else [])
    lo, hi = min(xs), max(xs)
    pad = X_PAD * (hi - lo) if hi > lo else max(1.0, abs(lo)) * X_PAD
    ax.set_xlim(lo - pad, hi + 2 * pad)
    ax.set_yticks(ys)
    ax.set_yticklabels(labels, fontsize=8)
    for tick, r in zip(ax.get_yticklabels(), rows):
        if r.primary:
            tick.set_fontweight("bold")
    ax.set_xlabel(textwrap.fill(result.claim.effect.label + " (95% interval)", XLABEL_CHARS), fontsize=9)
    ax.set_title(result.claim.title, fontsize=10)
    ax.grid(axis="x", linewidth=0.3)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0.0)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=DPI, bbox_inches="tight")
    plt.close(fig)
    return path
