"""Tables and plots from a results store (DESIGN.md, "Harness").

For each problem, over the cells of one code version (the latest one in the
store unless told otherwise), one row per (method, size) [and budget, when a
problem was run under more than one]:

* ``n``: cells; every cell is counted, time-outs and errors included;
* gap to bound, median and mean: ``(obj - bound) / max(|obj|, 1e-9)``
  (:func:`~schedbench.contracts.gap_to_bound`; mirrored for maximisation)
  where ``bound`` is the *best proven bound on the instance*
  (:func:`best_bounds`): the tightest bound that any cell of the same
  instance reported (the largest for a minimisation, the smallest for a
  maximisation), over the cells that did not end in ``error`` (or ``infra-error``). Any method's
  ``bound`` is, by contract, a valid bound of the whole problem (exact
  methods, bound-only methods such as asrpt-schedule's ``lower-bound``), so
  every solved cell of an instance that has one gets a gap, heuristics
  included: how far from optimal it can at most be. A cell whose objective
  is better than that bound beyond float noise (:func:`~schedbench.contracts.beats_bound`, the
  runner's own test) means some method is wrong: its
  gap stays negative and the problem's page carries a warning naming it;
  within the noise the gap is clamped at 0. The per-cell CSV keeps the gap
  to the cell's own bound (as stored) as ``gap_to_own_bound``;
* gap to best, median and mean: relative to the best objective that any
  method found on the same instance (:func:`~schedbench.contracts.gap_to_best`),
  over the cells with a solution;
* median runtime, over the cells that did not end in ``error`` (a crash is
  no measure of speed): the method's own total time, or for a cell that was
  killed, the harness's wall clock (time-outs count at the hard limit instead
  of being dropped);
* counts of optimal, feasible, time-out, no-solution, infeasible, error (the
  method crashed or its answer failed a check) and infra-error (the worker
  process died or the executor lost the cell: not the method's verdict, and
  re-run when the matrix is run again).

Only ``optimal`` and ``feasible`` cells have a gap. Where a group has no gap at
all (all time-outs, an instance without any proven bound, ...) the Markdown shows
``—`` and the CSV leaves the field empty.

Files, under the output folder: ``report.md`` (summary of every problem,
with links), and per problem ``<problem>.md``, ``<problem>.csv`` (the table),
``<problem>-cells.csv`` (one row per cell), ``<problem>-gap.png`` and
``<problem>-runtime.png``; for online problems (cells whose metrics carry
``series``, :mod:`schedbench.online_metrics`) also ``<problem>-online.png``:
the JCT CDF per method and GPU utilisation over time on one instance.
"""

from __future__ import annotations

import datetime as _dt
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from schedbench.contracts import Sense, beats_bound, better, gap_to_best, gap_to_bound, signed_gap_to_bound
from schedbench.errors import SchedbenchError
from schedbench.registry import Registry, registry
from schedbench.store import Store

#: Shown in Markdown where a statistic has no value.
MISSING = "—"
SECONDS_PER_HOUR = 3600.0
ONLINE_NOTE = (
    "JCT CDF per method and GPU utilisation over time on one instance (the largest size, its lowest instance seed), "
    "from the series each online evaluator stores with its metrics: the JCT at every percentile 0-100 "
    "and the exact time average of busy GPUs over 100 equal bins from first arrival to last completion "
    "(per-job data is not stored). Offered load vs achieved occupancy: `offered_load` and "
    "`gpu_occupancy_arrivals` in the metrics table."
)
#: Statuses whose cells carry a solution scored by the evaluator.
SOLVED = ("optimal", "feasible")
#: (status value, column name) of the count columns, in table order.
STATUS_COUNTS = (
    ("optimal", "optimal"),
    ("feasible", "feasible"),
    ("timeout", "time-out"),
    ("no-solution", "no-solution"),
    ("infeasible", "infeasible"),
    ("error", "error"),
    ("infra-error", "infra-error"),
)
#: Statuses that say nothing about a method's speed (runtime medians leave them out).
UNTIMED = ("error", "infra-error")
#: Gaps at or below this are drawn on the linear part of the symlog axis
#: (zero gaps cannot be drawn on a log axis).
GAP_PLOT_LINTHRESH = 1e-4
#: The gap axis reaches at least this high, so that rounding noise (1e-16)
#: does not fill a whole panel.
GAP_PLOT_MIN_TOP = 1e-2
#: At most this many cells are named in a page's bound warning (the cells
#: CSV has them all: a negative ``gap_to_bound``).
WARNING_MAX_CELLS = 10
#: Fields of the per-cell CSV. ``bound``/``gap_to_own_bound``: the cell's own
#: proven bound and its gap to it; ``best_bound`` (reported by a cell of
#: ``best_bound_method``) and ``gap_to_bound``: the best proven bound on the
#: instance and the gap to it.
CELL_FIELDS = (
    "problem", "size", "instance_seed", "instance_id", "method", "seed", "budget_key", "status", "objective",
    "bound", "gap_to_own_bound", "best_bound", "best_bound_method", "gap_to_bound", "gap_to_best", "runtime_s",
    "build_s", "handoff_s", "solve_s", "decode_s", "total_s", "wall_s", "error", "exit_code", "host",
    "code_version",
)

SUMMARY_COLUMNS = (
    "method", "budget", "size", "n", "gap_to_bound_median", "gap_to_bound_mean", "gap_to_best_median",
    "gap_to_best_mean", "runtime_median_s", *(name for _, name in STATUS_COUNTS), "limit-stop",
)


@dataclass
class ProblemReport:
    problem: str
    summary: pd.DataFrame
    cells: pd.DataFrame
    budgets: list[str]
    files: dict[str, Path] = field(default_factory=dict)
    #: Markdown lines on cells that beat the best proven bound (:func:`bound_warnings`).
    warnings: list[str] = field(default_factory=list)


@dataclass
class Report:
    store: Path
    code_version: str | None
    other_versions: list[tuple[str, int]]
    cell_count: int
    problems: list[ProblemReport]
    files: list[Path] = field(default_factory=list)


# ------------------------------------------------------------------ compute


def load_cells(store: Store, code_version: str | None = None) -> tuple[pd.DataFrame, str | None, list[tuple[str, int]]]:
    """The cells of ``code_version`` (default: the latest in the store), and
    the (version, count) of the others."""
    versions = store.code_versions()
    if code_version is None:
        code_version = versions[0][0] if versions else None
    elif code_version not in {v for v, _, _ in versions}:
        known = ", ".join(v for v, _, _ in versions) or "none"
        raise SchedbenchError(f"{store.path}: no cells of code version {code_version!r} (stored: {known})")
    others = [(v, n) for v, n, _ in versions if v != code_version]
    rows = store.rows(code_version) if code_version is not None else []
    return pd.DataFrame(rows), code_version, others


def _sense_of(problem: str, frame: pd.DataFrame, reg: Registry | None) -> Sense:
    senses = set(frame["sense"].dropna())
    if len(senses) == 1:
        return Sense(senses.pop())
    try:
        return (reg or registry()).get(problem).sense
    except Exception:
        raise SchedbenchError(f"{problem}: cannot tell whether it is minimised or maximised") from None


def _finite(value: Any) -> float | None:
    """``value`` as a float, or None when it is missing, NaN or infinite."""
    if value is None:
        return None
    value = float(value)
    return value if math.isfinite(value) else None


def best_bounds(frame: pd.DataFrame, sense: Sense) -> dict[str, tuple[float, str]]:
    """Per ``instance_id``, the best proven bound and the method that reported it.

    Best = tightest: the largest bound for a minimisation, the smallest for a
    maximisation, over the cells whose status is not ``error`` and whose
    ``bound`` is finite (ties: the first such cell). Instances without any
    such cell are absent.
    """
    best: dict[str, tuple[float, str]] = {}
    usable = ~frame["status"].isin(UNTIMED)
    for iid, bound, method in zip(frame.loc[usable, "instance_id"], frame.loc[usable, "bound"],
                                  frame.loc[usable, "method"]):
        b = _finite(bound)
        if b is None:
            continue
        # a bound is tighter when it is "better" as an objective would be:
        # larger for a minimisation (closer to the optimum from below)
        if iid not in best or better(best[iid][0], b, sense):
            best[iid] = (b, method)
    return best


def add_derived(frame: pd.DataFrame, problem: str, reg: Registry | None = None) -> pd.DataFrame:
    """Add ``best_bound``, ``best_bound_method``, ``gap_to_bound`` (to the
    best bound), ``gap_to_own_bound``, ``bound_beaten``, ``gap_to_best`` and
    ``runtime_s`` to one problem's cells (see the module doc)."""
    frame = frame.copy()
    sense = _sense_of(problem, frame, reg)
    solved = frame["status"].isin(SOLVED) & frame["objective"].notna()
    # the stored gap is to the cell's own bound; it only counts with a solution
    frame["gap_to_own_bound"] = frame["gap_to_bound"].where(solved).astype("float64")
    bounds = best_bounds(frame, sense)
    frame["best_bound"] = pd.Series([bounds[i][0] if i in bounds else None for i in frame["instance_id"]],
                                    index=frame.index, dtype="float64")
    frame["best_bound_method"] = pd.Series([bounds[i][1] if i in bounds else None for i in frame["instance_id"]],
                                           index=frame.index, dtype="object")
    bound_gaps: list[float | None] = []
    beaten: list[bool] = []
    for is_solved, iid, obj in zip(solved, frame["instance_id"], frame["objective"]):
        if not is_solved or iid not in bounds:
            bound_gaps.append(None)
            beaten.append(False)
            continue
        bound = bounds[iid][0]
        wrong = beats_bound(float(obj), bound, sense)
        # beyond the noise the negative gap is kept (some method is wrong); within it, clamped at 0
        bound_gaps.append((signed_gap_to_bound if wrong else gap_to_bound)(float(obj), bound, sense))
        beaten.append(wrong)
    frame["gap_to_bound"] = pd.Series(bound_gaps, index=frame.index, dtype="float64")
    frame["bound_beaten"] = pd.Series(beaten, index=frame.index, dtype="bool")
    best: dict[str, float] = {}
    for iid, obj in zip(frame.loc[solved, "instance_id"], frame.loc[solved, "objective"]):
        if iid not in best or better(obj, best[iid], sense):
            best[iid] = obj
    gaps = []
    for is_solved, iid, obj in zip(solved, frame["instance_id"], frame["objective"]):
        gaps.append(gap_to_best(float(obj), best.get(iid), sense) if is_solved else None)
    frame["gap_to_best"] = pd.Series(gaps, index=frame.index, dtype="float64")
    frame["runtime_s"] = frame["total_s"].where(frame["total_s"].notna(), frame["wall_s"]).astype("float64")
    return frame


def certified_gaps(cells: pd.DataFrame, problem: str, reg: Registry | None = None) -> pd.DataFrame:
    """Per size, the certified gap over the instances that have a proven bound:
    the gap to bound (:func:`schedbench.contracts.gap_to_bound`) of the best
    objective any method found on the instance, against the best bound any
    method proved there (:func:`add_derived`'s ``best_bound``). Columns: size,
    instances, median, min, max (fractions); empty when no instance has both."""
    sense = _sense_of(problem, cells, reg)
    solved = cells[cells["status"].isin(SOLVED) & cells["objective"].notna() & cells["best_bound"].notna()]
    per_instance: dict[tuple[int, str], float] = {}
    for (size, iid), group in solved.groupby(["size", "instance_id"]):
        objectives = group["objective"].astype(float)
        best = objectives.min() if sense is Sense.MINIMIZE else objectives.max()
        gap = gap_to_bound(float(best), float(group["best_bound"].iloc[0]), sense)
        if gap is not None:
            per_instance[(int(size), iid)] = gap
    rows = []
    for size in sorted({k[0] for k in per_instance}):
        values = pd.Series([g for (n, _), g in per_instance.items() if n == size])
        rows.append({"size": size, "instances": len(values), "median": float(values.median()),
                     "min": float(values.min()), "max": float(values.max())})
    return pd.DataFrame(rows, columns=["size", "instances", "median", "min", "max"])


def certified_markdown(certified: pd.DataFrame) -> str:
    lines = ["| size | instances with a bound | certified gap median | min | max |", "|---:|---:|---:|---:|---:|"]
    for r in certified.to_dict("records"):
        lines.append(f"| {r['size']} | {r['instances']} | {_pct(r['median'])} | {_pct(r['min'])} | {_pct(r['max'])} |")
    return "\n".join(lines) + "\n"


def _plot_certified(certified: pd.DataFrame, path: Path, *, title: str) -> None:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(5.5, 4.0), layout="constrained")
    FigureCanvasAgg(fig)
    ax = fig.add_subplot(1, 1, 1)
    sizes = certified["size"].tolist()
    ax.fill_between(sizes, certified["min"], certified["max"], alpha=0.25, label="min-max over instances")
    ax.plot(sizes, certified["median"], marker="o", label="median")
    ax.set_xscale("log", base=2)
    ax.set_xticks(sizes, [str(n) for n in sizes])
    ax.minorticks_off()
    ax.set_yscale("symlog", linthresh=GAP_PLOT_LINTHRESH)
    ax.set_ylim(0.0, max(ax.get_ylim()[1], GAP_PLOT_MIN_TOP))
    ax.set_xlabel("size")
    ax.set_ylabel("certified gap of the best method (fraction)")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize="small")
    fig.suptitle(title)
    fig.savefig(path, dpi=110)


def bound_warnings(cells: pd.DataFrame) -> list[str]:
    """Markdown lines naming the cells of :func:`add_derived`'s frame whose
    objective beats the best proven bound on their instance (empty if none):
    either that cell's solution or that bound is wrong."""
    bad = cells[cells["bound_beaten"]]
    if bad.empty:
        return []
    named = [
        f"{r['method']}/{r['size']}/{r['instance_id']} (objective {r['objective']:.10g} vs bound "
        f"{r['best_bound']:.10g} of {r['best_bound_method']})"
        for r in bad.head(WARNING_MAX_CELLS).to_dict("records")
    ]
    more = f"; and {len(bad) - WARNING_MAX_CELLS} more (negative gap_to_bound in the cells CSV)" \
        if len(bad) > WARNING_MAX_CELLS else ""
    return [f"**Warning**: {len(bad)} cell(s) beat another method's proven bound on their instance, so a "
            f"solution or a bound is wrong (method/size/instance): " + "; ".join(named) + more + "."]


def _method_order(problem: str, methods: Sequence[str], reg: Registry | None) -> list[str]:
    try:
        order = list((reg or registry()).get(problem).methods)
    except Exception:
        order = []
    known = [m for m in order if m in methods]
    return known + sorted(m for m in methods if m not in order)


def summarize(frame: pd.DataFrame, problem: str, reg: Registry | None = None) -> pd.DataFrame:
    """One row per (method, budget, size) of one problem's cells (see module doc)."""
    rows = []
    methods = _method_order(problem, list(frame["method"].unique()), reg)
    for method in methods:
        for (budget, size), group in frame[frame["method"] == method].groupby(["budget_key", "size"], sort=True):
            row: dict[str, Any] = {"method": method, "budget": budget, "size": int(size), "n": len(group)}
            for col in ("gap_to_bound", "gap_to_best"):
                values = group[col].dropna()
                row[f"{col}_median"] = float(values.median()) if len(values) else None
                row[f"{col}_mean"] = float(values.mean()) if len(values) else None
            runtimes = group.loc[~group["status"].isin(UNTIMED), "runtime_s"].dropna()
            row["runtime_median_s"] = float(runtimes.median()) if len(runtimes) else None
            counts = group["status"].value_counts()
            for status, name in STATUS_COUNTS:
                row[name] = int(counts.get(status, 0))
            # MILP cells whose solver ran out of its limit (milp.solver_info): feasible or no-solution
            infos = group["info"] if "info" in group else ()
            row["limit-stop"] = sum(1 for i in infos if isinstance(i, dict) and i.get("stopped_at_limit"))
            rows.append(row)
    return pd.DataFrame(rows, columns=list(SUMMARY_COLUMNS))


def metrics_summary(frame: pd.DataFrame, problem: str, reg: Registry | None = None) -> pd.DataFrame:
    """Median of every evaluator metric per (method, budget, size), over the
    cells with a feasible solution (the paper-style metrics beside the
    objective: JCT, deadline satisfaction, ...)."""
    solved = frame[frame["status"].isin(SOLVED) & frame["objective"].notna()]
    rows = []
    for method in _method_order(problem, list(solved["method"].unique()), reg):
        for (budget, size), group in solved[solved["method"] == method].groupby(["budget_key", "size"], sort=True):
            values: dict[str, list[float]] = {}
            for m in group["metrics"]:
                for key, v in (m or {}).items():
                    if isinstance(v, (int, float)) and not isinstance(v, bool):
                        values.setdefault(key, []).append(float(v))
            row: dict[str, Any] = {"method": method, "budget": budget, "size": int(size), "n": len(group)}
            row.update({k: float(pd.Series(v).median()) for k, v in sorted(values.items())})
            rows.append(row)
    return pd.DataFrame(rows)


def metrics_markdown(metrics: pd.DataFrame, *, show_budget: bool) -> str:
    if metrics.empty:
        return ""
    keys = [c for c in metrics.columns if c not in ("method", "budget", "size", "n")]
    head = ["method"] + (["budget"] if show_budget else []) + ["size", "n", *keys]
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join("---" if h in ("method", "budget") else "---:" for h in head) + "|"]
    for r in metrics.to_dict("records"):
        cells = [r["method"]] + ([r["budget"]] if show_budget else []) + [str(r["size"]), str(r["n"])]
        cells += [MISSING if pd.isna(r.get(k)) else f"{r[k]:.4g}" for k in keys]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ format


def _pct(x: Any) -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return MISSING
    return f"{100 * x:.2f}%"


def _secs(x: Any) -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return MISSING
    return f"{x:.3g}"


def markdown_table(summary: pd.DataFrame, *, show_budget: bool) -> str:
    head = ["method"] + (["budget"] if show_budget else []) + [
        "size", "n", "gap to bound median", "gap to bound mean", "gap to best median", "gap to best mean",
        "runtime median (s)", *(name for _, name in STATUS_COUNTS), "limit-stop",
    ]
    right = ({"size", "n", "runtime median (s)", "limit-stop"} | {h for h in head if h.startswith("gap")}
             | {n for _, n in STATUS_COUNTS})
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join("---:" if h in right else "---" for h in head) + "|"]
    for r in summary.to_dict("records"):
        cells = [r["method"]] + ([r["budget"]] if show_budget else []) + [
            str(r["size"]), str(r["n"]),
            _pct(r["gap_to_bound_median"]), _pct(r["gap_to_bound_mean"]),
            _pct(r["gap_to_best_median"]), _pct(r["gap_to_best_mean"]),
            _secs(r["runtime_median_s"]),
        ]
        cells += [str(r[name]) for _, name in STATUS_COUNTS] + [str(r["limit-stop"])]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


LEGEND = (
    "Gaps are relative (shown in percent), each with its own denominator: *gap to bound* is "
    "`(objective - bound) / |objective|` (minimisation; `(bound - objective) / |objective|` for a maximisation) "
    "to the best proven bound on the same instance, the "
    "tightest bound that any method proved there (exact and bound-only methods), so heuristic rows have one too "
    "(a negative gap means an objective beat a proven bound: see the warning); *gap to best* is "
    "`|objective - best| / |best|` to the best objective any method found on the same instance. The two differ for "
    "the same pair of numbers (a schedule twice the optimum is 50% to the bound, 100% to the best). *limit-stop* "
    "counts the cells whose solver stopped at its time limit (they are counted as feasible or no-solution too). "
    "The *certified gap* of an instance is the gap to bound of the best objective found: how far from optimal the "
    "best method is proven to be. Only optimal and feasible cells "
    f"have a gap; {MISSING} means no cell of the row has one (time-outs, no-solution, errors, or no bound). "
    "Every cell is counted in n and in exactly one status column; time-outs are never dropped; infra-error counts "
    "cells whose worker process died or whose executor lost them (not the method's failure; run again to retry). "
    "The median runtime is over the cells that did not end in error or infra-error: the method's own total time, or the harness's wall clock (the "
    "hard limit) for a cell that was killed. Sizes with no cell of a method (above its size cap) have no row."
)


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name)


# ------------------------------------------------------------------- plots


def _plot(summary: pd.DataFrame, path: Path, *, kind: str, show_budget: bool, title: str) -> None:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    panels = (
        [("gap_to_bound_median", "median gap to best proven bound (fraction)"),
         ("gap_to_best_median", "median gap to best found (fraction)")]
        if kind == "gap"
        else [("runtime_median_s", "median runtime (s)")]
    )
    fig = Figure(figsize=(5.5 * len(panels), 4.0), layout="constrained")
    FigureCanvasAgg(fig)
    for i, (col, label) in enumerate(panels):
        ax = fig.add_subplot(1, len(panels), i + 1)
        drawn = False
        for (method, budget), group in summary.groupby(["method", "budget"], sort=False):
            group = group.dropna(subset=[col]).sort_values("size")
            if group.empty:
                continue
            name = f"{method} [{budget}]" if show_budget else method
            ax.plot(group["size"], group[col], marker="o", label=name, clip_on=False)
            drawn = True
        ax.set_xscale("log", base=2)
        sizes = sorted(summary["size"].unique())
        ax.set_xticks(sizes, [str(n) for n in sizes])
        ax.minorticks_off()
        if kind == "gap":
            ax.set_yscale("symlog", linthresh=GAP_PLOT_LINTHRESH)
            lowest = summary[col].min(skipna=True)  # negative only when a bound was beaten: show it
            bottom = float(lowest) * 1.2 if pd.notna(lowest) and lowest < 0 else 0.0
            ax.set_ylim(bottom, max(ax.get_ylim()[1], GAP_PLOT_MIN_TOP))
        else:
            ax.set_yscale("log")
        ax.set_xlabel("size")
        ax.set_ylabel(label)
        ax.grid(True, which="both", alpha=0.3)
        if drawn:
            ax.legend(fontsize="small")
        else:
            ax.text(0.5, 0.5, "no values", ha="center", va="center", transform=ax.transAxes)
    fig.suptitle(title)
    fig.savefig(path, dpi=110)


def online_cells(cells: pd.DataFrame) -> pd.DataFrame:
    """The solved cells of one instance that carry online series
    (:mod:`schedbench.online_metrics`): the largest size, its lowest
    instance seed, every method on that same instance. Empty for offline problems."""
    solved = cells[cells["status"].isin(SOLVED) & cells["objective"].notna()]
    has = solved[solved["metrics"].map(lambda m: isinstance(m, dict) and isinstance(m.get("series"), dict))]
    if has.empty:
        return has
    at = has[has["size"] == has["size"].max()]
    at = at[at["instance_seed"] == at["instance_seed"].min()]
    return at[at["instance_id"] == sorted(at["instance_id"].unique())[0]]


def _plot_online(cells: pd.DataFrame, path: Path, *, show_budget: bool, title: str) -> None:
    """JCT CDF per method and GPU utilisation over time, on one instance
    (:func:`online_cells`), from the downsampled series in the store."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(11.0, 4.0), layout="constrained")
    FigureCanvasAgg(fig)
    cdf, util = fig.add_subplot(1, 2, 1), fig.add_subplot(1, 2, 2)
    for row in cells.sort_values(["method", "budget_key"]).to_dict("records"):
        series = row["metrics"]["series"]
        name = f"{row['method']} [{row['budget_key']}]" if show_budget else row["method"]
        q = series["jct_quantiles_s"]
        cdf.plot(q, [k / (len(q) - 1) for k in range(len(q))], label=name)
        edges = series["time_s"]
        hours = [(t - edges[0]) / SECONDS_PER_HOUR for t in edges]
        util.stairs(series["gpu_utilisation"], hours, label=name)
    cdf.set_xscale("log")
    cdf.set_xlabel("job completion time (s)")
    cdf.set_ylabel("fraction of jobs")
    util.set_xlabel("time since first arrival (h)")
    util.set_ylabel("GPU utilisation (bin average)")
    util.set_ylim(0.0, 1.05)
    for ax in (cdf, util):
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize="small")
    first = cells.iloc[0]
    fig.suptitle(f"{title}: size {first['size']}, instance seed {first['instance_seed']}")
    fig.savefig(path, dpi=110)


# ------------------------------------------------------------------- write


def build_report(store: Store, code_version: str | None = None, reg: Registry | None = None) -> Report:
    frame, version, others = load_cells(store, code_version)
    problems = []
    if not frame.empty:
        for problem in sorted(frame["problem"].unique()):
            cells = add_derived(frame[frame["problem"] == problem], problem, reg)
            summary = summarize(cells, problem, reg)
            problems.append(ProblemReport(problem, summary, cells, sorted(cells["budget_key"].unique()),
                                          warnings=bound_warnings(cells)))
    return Report(store.path, version, others, len(frame), problems)


def environment_line(env: dict[str, str]) -> str:
    """One environment of the store (store.environment()) as a header line."""
    return ", ".join(f"{k} {v}" for k, v in env.items())


def write_report(
    store_path: str | Path, out_dir: str | Path, *, code_version: str | None = None, reg: Registry | None = None
) -> Report:
    """Write report.md and every per-problem table, CSV and plot."""
    store_path = Path(store_path)
    with Store(store_path, create=False) as store:
        report = build_report(store, code_version, reg)
        environments = store.environments(report.code_version) if report.code_version else []
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    date = _dt.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    lines = [
        "# schedbench results",
        "",
        f"- date: {date}",
        f"- store: `{store_path}`",
        f"- code version: `{report.code_version or 'none'}`",
        f"- cells: {report.cell_count}",
    ]
    lines += [f"- environment: {environment_line(env)}" for env in environments]
    if report.other_versions:
        shown = ", ".join(f"`{v}` ({n} cells)" for v, n in report.other_versions)
        lines.append(f"- not included (other code versions in the store): {shown}")
    lines += ["", LEGEND, ""]
    if not report.problems:
        lines.append("The store holds no cells.")
    for pr in report.problems:
        stem = _safe(pr.problem)
        show_budget = len(pr.budgets) > 1
        files = {
            "md": out / f"{stem}.md",
            "csv": out / f"{stem}.csv",
            "cells": out / f"{stem}-cells.csv",
            "gap": out / f"{stem}-gap.png",
            "runtime": out / f"{stem}-runtime.png",
            "metrics": out / f"{stem}-metrics.csv",
        }
        pr.files = files
        table = markdown_table(pr.summary, show_budget=show_budget)
        try:
            spec = (reg or registry()).get(pr.problem)
            about = f"{spec.description} ({spec.paper}). Size: {spec.size_meaning}."
        except Exception:
            about = ""
        budget_line = "Budgets: " + ", ".join(f"`{b}`" for b in pr.budgets) + "."
        metrics = metrics_summary(pr.cells, pr.problem, reg)
        warning_lines = [line for w in pr.warnings for line in (w, "")]
        page = [f"# {pr.problem}", "", about, "", budget_line, "", *warning_lines, table, LEGEND, "",
                f"![gap vs size]({files['gap'].name})", "", f"![runtime vs size]({files['runtime'].name})", ""]
        certified = certified_gaps(pr.cells, pr.problem, reg)
        certified_links: list[str] = []
        if not certified.empty:
            files["certified"] = out / f"{stem}-certified.png"
            files["certified_csv"] = out / f"{stem}-certified.csv"
            certified.to_csv(files["certified_csv"], index=False)
            _plot_certified(certified, files["certified"], title=f"{pr.problem} ({report.code_version})")
            certified_links = ["Certified gap of the best method found (gap to bound of the best objective, per "
                               "instance with a proven bound):", "", certified_markdown(certified),
                               f"![certified gap vs size]({files['certified'].name})", ""]
            page += ["## Certified gap", "", *certified_links]
        if not metrics.empty:
            page += ["## Evaluator metrics", "",
                     "Medians over the cells with a feasible solution (the evaluator's metrics beside the objective).", "",
                     metrics_markdown(metrics, show_budget=show_budget)]
        (metrics if show_budget or metrics.empty else metrics.drop(columns=["budget"])).to_csv(files["metrics"], index=False)
        files["md"].write_text("\n".join(page))
        csv = pr.summary if show_budget else pr.summary.drop(columns=["budget"])
        csv.to_csv(files["csv"], index=False)
        cells = pr.cells.reindex(columns=list(CELL_FIELDS))
        cells.to_csv(files["cells"], index=False)
        title = f"{pr.problem} ({report.code_version})"
        _plot(pr.summary, files["gap"], kind="gap", show_budget=show_budget, title=title)
        _plot(pr.summary, files["runtime"], kind="runtime", show_budget=show_budget, title=title)
        online = online_cells(pr.cells)
        online_links: list[str] = []
        if not online.empty:
            files["online"] = out / f"{stem}-online.png"
            _plot_online(online, files["online"], show_budget=show_budget, title=title)
            online_links = [f"![JCT CDF and GPU utilisation]({files['online'].name})", ""]
            with files["md"].open("a") as fh:
                fh.write("\n## Online runs\n\n" + ONLINE_NOTE + "\n\n" + "\n".join(online_links))
        report.files += list(files.values())
        lines += [
            f"## {pr.problem}",
            "",
            about,
            "",
            budget_line,
            "",
            f"[table]({files['md'].name}) · [CSV]({files['csv'].name}) · [cells CSV]({files['cells'].name}) · "
            f"[gap plot]({files['gap'].name}) · [runtime plot]({files['runtime'].name})",
            "",
            *warning_lines,
            table,
            f"![gap vs size]({files['gap'].name})",
            "",
            f"![runtime vs size]({files['runtime'].name})",
            "",
            *certified_links,
            *online_links,
        ]
    summary_path = out / "report.md"
    summary_path.write_text("\n".join(lines))
    report.files.insert(0, summary_path)
    return report
