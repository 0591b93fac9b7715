"""Tables and plots from a results store (DESIGN.md, "Harness").

For each problem, over the latest row of each stored cell
(:func:`~schedbench.harness.store.latest_cells`; after ``schedbench run``,
the rows at the versions of the code that ran it:
:func:`~schedbench.harness.store.at_versions`; with ``code_version``, among
the rows that release wrote), one row per (method, size) [and budget, when a
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
  included: how far from optimal it can at most be. A bound better than a
  feasible objective of the instance beyond float noise is a conflict
  (:func:`~schedbench.harness.store.bound_conflicts`): the bound's method is
  wrong, or the schedule's method, or the evaluator that accepted the
  schedule, and nothing tells which. Both cells keep their status and
  numbers, and the instance's gaps are withheld (:func:`mark_conflicts`):
  no cell of it gets a gap to bound, a gap to best or a gap to its own
  bound, and its bounds are no instance's best bound, since the conflicting
  bound must certify nothing and the conflicting objective may be the
  wrong number. So no gap is ever negative (within the noise the gap is
  clamped at 0), and the conflicts are listed instead (:func:`conflict_rows`:
  a section naming both cells and their kinds, and ``conflicts.csv``). The
  per-cell CSV keeps the gap to the cell's own bound (as stored) as
  ``gap_to_own_bound``, and marks the cells of such instances in
  ``instance_in_conflict``;
* gap to best, median and mean: relative to the best objective that any
  method found on the same instance (:func:`~schedbench.contracts.gap_to_best`),
  over the cells with a solution;
* median runtime, over the cells that did not end in ``error`` (a crash is
  no measure of speed): the method's own total time, or for a cell that was
  killed, the harness's wall clock (time-outs count at the hard limit instead
  of being dropped);
* the spread of each of the three across the row's cells (its instance and
  method seeds): min, quartiles, max and the number of values, in the CSV;
  the Markdown shows ``median (min-max)`` and the plots draw min-max error
  bars; and each one's shifted geometric mean (:mod:`schedbench.reporting.stats`);
* counts of optimal, feasible, time-out, no-solution, infeasible, error (the
  method crashed or its answer failed a check; in stores written by earlier
  versions, also a bound cell of a conflict)
  and infra-error (the worker process died or the executor lost the cell:
  not the method's verdict, and re-run when the matrix is run again); and,
  beside them, of the stops (:func:`~schedbench.harness.store.stop_kinds`):
  ``limit-stop`` (a MILP solver ran out of its time or node limit before it
  proved optimality) and ``time-cap`` (the clock stopped the cell: a MILP's
  time limit or a budgeted method's CPU-time safety cap, so its numbers
  depend on the machine's speed).

Only ``optimal`` and ``feasible`` cells have a gap. Where a group has no gap at
all (all time-outs, an instance without any proven bound, ...) the Markdown shows
``—`` and the CSV leaves the field empty.

Per problem and (method, budget), over all its cells (:func:`aggregates`):
shifted geometric means of runtime and of the gaps, on all of the method's
cells and on the instances every method ran, and Dolan-Moré performance
profiles of the objective ratio (instances whose gaps are withheld left
out) and the runtime (:func:`profile_ratios`).

Files, under the output folder: ``report.md`` (summary of every problem,
with links), ``conflicts.csv`` (every conflict, :data:`CONFLICT_FIELDS`;
only the header when there is none), and per problem ``<problem>.md``, ``<problem>.csv`` (the table),
``<problem>-cells.csv`` (one row per cell), ``<problem>-aggregate.csv`` (the
shifted geometric means and profile values), ``<problem>-profile.csv`` (every
performance ratio), plots ``<problem>-gap``, ``<problem>-runtime`` and
``<problem>-profile``; for online problems (cells whose metrics carry
``series``, :mod:`schedbench.online.metrics`) also ``<problem>-online``: the
JCT CDF per method and GPU utilisation over time on one instance. Each plot is
written in every format asked for (:data:`PLOT_FORMATS`: PNG by default, PDF
and SVG for papers); pages embed the PNG (else the SVG, else link the PDF).
Each method keeps one colour, marker and dash in every plot of its problem
(:func:`plot_styles`: colour-blind-safe colours x markers x dashes, distinct
for 16 methods and more); the paper's own method (:data:`PAPER_METHODS`) is
always drawn thick, black and solid. The legend sits outside the panels, the
size axis names what the size counts (:func:`size_label`), gaps are in
percent like the tables, and under a panel a note names each method and size
without a value and why (:func:`no_data_notes`: time-out, error, above its
size cap, no proven bound, ...).
"""

from __future__ import annotations

import datetime as _dt
import json
import math
import multiprocessing as mp
import os
import re
import sys
import textwrap
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pandas as pd

from schedbench.contracts import (
    Sense,
    better,
    gap_to_best,
    gap_to_bound,
)
from schedbench.errors import SchedbenchError, ValidationError
from schedbench.extras import available, install_line
from schedbench.io import staged_folder
from schedbench.registry import Registry, registry
from schedbench.reporting.stats import (
    GAP_SHIFT,
    RUNTIME_FLOOR_S,
    RUNTIME_SHIFT_S,
    performance_ratios,
    profile_curve,
    profile_value,
    shifted_geometric_mean,
    spread,
)
from schedbench.harness import (
    STOP_KINDS,
    BoundConflict,
    Store,
    Versions,
    at_versions,
    bound_conflicts,
    budget_of_key,
    latest_cells,
    method_kinds,
    outside_bound_methods,
    registered_versions,
    stop_kinds,
)

if TYPE_CHECKING:
    from matplotlib.figure import Figure

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
#: The report's file of conflicts.
CONFLICTS_CSV = "conflicts.csv"
#: At most this many conflicts are listed on a page (``conflicts.csv`` has them all).
CONFLICTS_SHOWN = 10
#: Fields of ``conflicts.csv``: one conflict each, a proven bound and the
#: best feasible objective of the same instance that beats it. Both cells
#: (method, kind: :func:`~schedbench.harness.store.cell_kind`, seed, budget
#: key, status as stored) and both numbers; ``stored_as_error``: an earlier
#: version's guard turned the bound's cell into an error (``bound_status`` is
#: then the status it had before).
CONFLICT_FIELDS = (
    "problem", "size", "instance_seed", "instance_id", "bound_method", "bound_kind", "bound_seed",
    "bound_budget_key", "bound_status", "bound", "objective_method", "objective_kind", "objective_seed",
    "objective_budget_key", "objective_status", "objective", "sense", "stored_as_error", "reason",
)
#: Fields of the per-cell CSV. ``bound``/``gap_to_own_bound``: the cell's own
#: proven bound and its gap to it; ``best_bound`` (reported by a cell of
#: ``best_bound_method``) and ``gap_to_bound``: the best proven bound on the
#: instance and the gap to it; ``conflict``: the conflicts the cell takes
#: part in; ``instance_in_conflict``: its instance has a conflict, so no gap.
CELL_FIELDS = (
    "problem", "size", "instance_seed", "instance_id", "method", "seed", "budget_key", "status", "objective",
    "bound", "gap_to_own_bound", "best_bound", "best_bound_method", "gap_to_bound", "gap_to_best", "runtime_s",
    "build_s", "handoff_s", "solve_s", "decode_s", "total_s", "wall_s", "error", "exit_code", "host",
    "method_version", "problem_version", "stops", "conflict", "instance_in_conflict",
)

#: Per-row statistics of a gap column (:func:`schedbench.reporting.stats.spread`;
#: ``sgm``: shifted geometric mean, shift :data:`GAP_SHIFT`).
GAP_STATS = ("median", "mean", "min", "q1", "q3", "max", "n", "sgm")
#: Per-row statistics of the runtime (``runtime_<stat>_s``; ``runtime_n``
#: is a count; ``sgm``: shift :data:`RUNTIME_SHIFT_S`).
RUNTIME_STATS = ("median", "min", "q1", "q3", "max", "n", "sgm")
SUMMARY_COLUMNS = (
    "method", "budget", "size", "n", "gap_to_bound_median", "gap_to_bound_mean", "gap_to_best_median",
    "gap_to_best_mean", "runtime_median_s", *(name for _, name in STATUS_COUNTS), *STOP_KINDS,
    *(f"{col}_{stat}" for col in ("gap_to_bound", "gap_to_best") for stat in GAP_STATS[2:]),
    *("runtime_n" if stat == "n" else f"runtime_{stat}_s" for stat in RUNTIME_STATS[1:]),
)
#: Plot file formats that :func:`write_report` can write (``formats=``).
PLOT_FORMATS = ("png", "pdf", "svg")
#: Resolution of the PNG plots.
PNG_DPI = 110


@dataclass
class ProblemReport:
    problem: str
    summary: pd.DataFrame
    cells: pd.DataFrame
    budgets: list[str]
    files: dict[str, Path] = field(default_factory=dict)
    #: The conflicts of the problem (:func:`conflict_rows`).
    conflicts: pd.DataFrame = field(default_factory=lambda: pd.DataFrame(columns=list(CONFLICT_FIELDS)))


@dataclass
class Report:
    store: Path
    #: The code versions (release labels) of the rows read, comma-separated.
    code_version: str | None
    #: Stored rows not read: earlier runs of the same cells, other releases.
    left_out: int
    cell_count: int
    problems: list[ProblemReport]
    files: list[Path] = field(default_factory=list)

    def conflicts(self) -> pd.DataFrame:
        """The conflicts of every problem (:data:`CONFLICT_FIELDS`)."""
        frames = [pr.conflicts for pr in self.problems if not pr.conflicts.empty]
        if not frames:
            return pd.DataFrame(columns=list(CONFLICT_FIELDS))
        return pd.concat(frames, ignore_index=True)


# ------------------------------------------------------------------ compute


def load_cells(store: Store, code_version: str | None = None, versions: Versions | None = None
               ) -> tuple[pd.DataFrame, str | None, int]:
    """The latest row of each stored cell (among the rows of ``code_version``,
    a release label, if given; at ``versions`` only, if given:
    :func:`~schedbench.harness.store.at_versions`), the code versions of
    those rows (comma-separated; None without rows) and the number of
    stored rows left out."""
    if code_version is not None and code_version not in {v for v, _, _ in store.code_versions()}:
        known = ", ".join(v for v, _, _ in store.code_versions()) or "none"
        raise SchedbenchError(f"{store.path}: no cells of code version {code_version!r} (stored: {known})")
    rows = store.rows(code_version)
    chosen = latest_cells(rows) if versions is None else at_versions(rows, versions)
    labels = ", ".join(sorted({str(r["code_version"]) for r in chosen})) or None
    return pd.DataFrame(chosen), labels, store.count() - len(chosen)


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


def _column(frame: pd.DataFrame, name: str) -> pd.Series:
    """``frame[name]``, or a column of None where hand-made frames lack it."""
    return frame[name] if name in frame else pd.Series([None] * len(frame), index=frame.index, dtype="object")


def mark_conflicts(frame: pd.DataFrame, sense: Sense, problem: str | None = None) -> pd.DataFrame:
    """One problem's cells with their conflicts marked
    (:func:`schedbench.harness.store.bound_conflicts`, per instance, with the
    kinds and outside methods of ``problem`` as registered here). Adds
    ``conflicts`` (a tuple of the
    :class:`~schedbench.harness.store.BoundConflict` values each cell takes
    part in, as the bound's cell or the objective's), ``conflict`` (their
    reasons, or None) and ``instance_in_conflict`` (the cell's instance has
    a conflict). Every other column is left as stored: no status, objective
    or bound is changed."""
    frame = frame.copy()
    frame["info"] = _column(frame, "info").astype("object")
    if problem is None:
        problem = str(frame["problem"].iloc[0]) if len(frame) and "problem" in frame else ""
    outside, kinds = outside_bound_methods(problem), method_kinds(problem)
    found: dict[Any, tuple[BoundConflict, ...]] = {}
    withheld: set[Any] = set()
    for _, group in frame.groupby("instance_id", sort=False):
        records = group.to_dict("records")
        conflicts = bound_conflicts(records, sense, outside, kinds)
        if not conflicts:
            continue
        withheld.update(group.index)
        for index, record in zip(group.index, records):
            mine = tuple(c for c in conflicts if c.involves(record))
            if mine:
                found[index] = mine
    frame["conflicts"] = pd.Series([found.get(i, ()) for i in frame.index], index=frame.index, dtype="object")
    frame["conflict"] = pd.Series([CONFLICT_SEPARATOR.join(c.reason() for c in found[i]) if i in found else None
                                   for i in frame.index], index=frame.index, dtype="object")
    frame["instance_in_conflict"] = pd.Series([i in withheld for i in frame.index], index=frame.index, dtype="bool")
    return frame


#: Joins the reasons of a cell's conflicts in its ``conflict`` field.
CONFLICT_SEPARATOR = " | "


def add_derived(frame: pd.DataFrame, problem: str, reg: Registry | None = None) -> pd.DataFrame:
    """Mark the conflicts (:func:`mark_conflicts`), then add ``best_bound``,
    ``best_bound_method``, ``gap_to_bound`` (to the best bound),
    ``gap_to_own_bound``, ``gap_to_best``, ``runtime_s`` and ``stops`` to one
    problem's cells (see the module doc). An instance with a conflict gets
    none of them but the runtime and the stops: neither the conflicting
    bound nor the conflicting objective counts for any gap."""
    sense = _sense_of(problem, frame, reg)
    frame = mark_conflicts(frame, sense, problem)
    open_ = ~frame["instance_in_conflict"]
    solved = frame["status"].isin(SOLVED) & frame["objective"].notna() & open_
    # the stored gap is to the cell's own bound; it only counts with a solution
    frame["gap_to_own_bound"] = frame["gap_to_bound"].where(solved).astype("float64")
    bounds = best_bounds(frame[open_], sense)
    frame["best_bound"] = pd.Series([bounds[i][0] if i in bounds else None for i in frame["instance_id"]],
                                    index=frame.index, dtype="float64")
    frame["best_bound_method"] = pd.Series([bounds[i][1] if i in bounds else None for i in frame["instance_id"]],
                                           index=frame.index, dtype="object")
    # no trusted bound of an instance without a conflict beats a solved objective beyond the noise: clamping
    # removes only the noise
    # a method outside the bounds' schedule space (a preemptive policy) gets no certified gap
    outside = outside_bound_methods(problem)
    bound_gaps = [gap_to_bound(float(obj), bounds[iid][0], sense)
                  if is_solved and iid in bounds and method not in outside else None
                  for is_solved, iid, obj, method in zip(solved, frame["instance_id"], frame["objective"], frame["method"])]
    frame["gap_to_bound"] = pd.Series(bound_gaps, index=frame.index, dtype="float64")
    best: dict[str, float] = {}
    for iid, obj in zip(frame.loc[solved, "instance_id"], frame.loc[solved, "objective"]):
        if iid not in best or better(obj, best[iid], sense):
            best[iid] = obj
    gaps = []
    for is_solved, iid, obj in zip(solved, frame["instance_id"], frame["objective"]):
        gaps.append(gap_to_best(float(obj), best.get(iid), sense) if is_solved else None)
    frame["gap_to_best"] = pd.Series(gaps, index=frame.index, dtype="float64")
    frame["runtime_s"] = frame["total_s"].where(frame["total_s"].notna(), frame["wall_s"]).astype("float64")
    frame["stops"] = pd.Series([",".join(stop_kinds(i)) or None for i in frame["info"]], index=frame.index,
                               dtype="object")
    return frame


def conflict_rows(cells: pd.DataFrame) -> pd.DataFrame:
    """The conflicts among :func:`add_derived`'s cells of one problem, one
    row each (:data:`CONFLICT_FIELDS`), in (size, instance seed, instance,
    bound method) order."""
    rows = []
    seen: set[tuple[Any, ...]] = set()
    for record in cells[cells["conflict"].notna()].to_dict("records"):
        for c in record["conflicts"]:
            key = (record["instance_id"], c.bound_cell, c.bound_cell.env_key, c.objective_cell)
            if key in seen:
                continue
            seen.add(key)
            rows.append({
                "problem": record["problem"], "size": int(record["size"]),
                "instance_seed": record.get("instance_seed"), "instance_id": record["instance_id"],
                "bound_method": c.bound_cell.method, "bound_kind": c.bound_cell.kind,
                "bound_seed": c.bound_cell.seed, "bound_budget_key": c.bound_cell.budget_key,
                "bound_status": c.bound_cell.status, "bound": c.bound,
                "objective_method": c.objective_cell.method, "objective_kind": c.objective_cell.kind,
                "objective_seed": c.objective_cell.seed, "objective_budget_key": c.objective_cell.budget_key,
                "objective_status": c.objective_cell.status, "objective": c.objective, "sense": c.sense,
                "stored_as_error": c.stored_as_error, "reason": c.reason(),
            })
    frame = pd.DataFrame(rows, columns=list(CONFLICT_FIELDS))
    return frame.sort_values(["size", "instance_seed", "instance_id", "bound_method", "bound_seed"],
                             kind="stable").reset_index(drop=True)


#: What a conflict is and what the report does with it, in one paragraph.
CONFLICT_NOTE = (
    "A proven bound that a feasible objective of the same instance beats is a conflict: a valid bound never "
    "allows it, so the bound's method is wrong, or the schedule's method, or the evaluator that accepted the "
    "schedule. Neither cell is changed (each keeps the status and numbers its method and the evaluator gave it), "
    "and the instance's gaps are withheld: no number of it counts for any gap, so the conflicting bound "
    "certifies nothing there."
)


def conflict_markdown(conflicts: pd.DataFrame, *, csv_name: str | None = None) -> list[str]:
    """Markdown lines that list conflicts, both cells with their kinds
    (empty when there is none)."""
    if conflicts.empty:
        return []
    instances = conflicts[["problem", "instance_id"]].drop_duplicates()
    lines = [
        f"{len(conflicts)} conflict(s) on {len(instances)} instance(s). {CONFLICT_NOTE}",
        "",
        "| problem | size | instance | bound by | its kind | bound | beaten by | its kind | objective |",
        "|---|---:|---|---|---|---:|---|---|---:|",
    ]
    for r in conflicts.head(CONFLICTS_SHOWN).to_dict("records"):
        stored = " (stored as an error by an earlier version)" if r["stored_as_error"] else ""
        lines.append(
            f"| {r['problem']} | {r['size']} | {r['instance_id']} (seed {r['instance_seed']}) "
            f"| {r['bound_method']} (seed {r['bound_seed']}, `{r['bound_budget_key']}`){stored} | {r['bound_kind']} "
            f"| {r['bound']:.10g} | {r['objective_method']} (seed {r['objective_seed']}, "
            f"`{r['objective_budget_key']}`) | {r['objective_kind']} | {r['objective']:.10g} |")
    more = len(conflicts) - CONFLICTS_SHOWN
    tail = f"{more} more in " if more > 0 else "All of them in "
    lines += ["", f"{tail}[{csv_name or 'conflicts.csv'}]({csv_name or 'conflicts.csv'}).", ""]
    return lines


def certified_gaps(cells: pd.DataFrame, problem: str, reg: Registry | None = None) -> pd.DataFrame:
    """Per size, the certified gap over the instances that have a proven bound:
    the gap to bound (:func:`schedbench.contracts.gap_to_bound`) of the best
    objective any method found on the instance, against the best bound any
    method proved there (:func:`add_derived`'s ``best_bound``). Columns: size,
    instances, median, min, max (fractions); empty when no instance has both."""
    sense = _sense_of(problem, cells, reg)
    solved = cells[cells["status"].isin(SOLVED) & cells["objective"].notna() & cells["best_bound"].notna()
                   & ~cells["method"].isin(outside_bound_methods(problem))]
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


def _plot_certified(certified: pd.DataFrame, *, title: str, size_axis: str = "size") -> Figure:
    fig = _figure(5.5, 4.0)
    ax = fig.add_subplot(1, 1, 1)
    sizes = [int(n) for n in certified["size"]]
    ax.fill_between(sizes, certified["min"] * PERCENT, certified["max"] * PERCENT, alpha=0.25,
                    label="min-max over instances")
    ax.plot(sizes, certified["median"] * PERCENT, marker="o", label="median")
    _size_axis(ax, sizes, size_axis)
    _percent_axis(ax)
    ax.set_ylabel("certified gap of the best method (%)")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize="small")  # two entries beside a single band: it stays small
    fig.suptitle(title)
    return fig


#: Taus at which the aggregate table reads the objective-ratio profile.
OBJECTIVE_TAUS = (1.0, 1.01, 1.1)
#: Taus at which the aggregate table reads the runtime-ratio profile.
RUNTIME_TAUS = (1.0, 2.0, 10.0)
#: The two performance profiles: name and the cost column of a solved cell.
PROFILE_METRICS = ("objective", "runtime")
#: Columns of ``<problem>-profile.csv``: every performance ratio.
PROFILE_FIELDS = ("metric", "method", "budget", "size", "instance_id", "seed", "ratio")


def _solver_order(cells: pd.DataFrame, problem: str, reg: Registry | None) -> list[tuple[str, str]]:
    """The (method, budget) pairs of the cells, methods in registry order."""
    pairs = set(zip(cells["method"], cells["budget_key"]))
    return [(m, b) for m in _method_order(problem, sorted({m for m, _ in pairs}), reg)
            for b in sorted(b for mm, b in pairs if mm == m)]


def _profile_cost(row: dict[str, Any], metric: str) -> float | None:
    """A solved cell's cost in a profile: ``1 + gap to best`` or its runtime
    (floored at :data:`RUNTIME_FLOOR_S`); None without a solution."""
    if row["status"] not in SOLVED or pd.isna(row["objective"]):
        return None
    value = row["gap_to_best"] if metric == "objective" else row["runtime_s"]
    if pd.isna(value):
        return None
    return 1.0 + float(value) if metric == "objective" else max(float(value), RUNTIME_FLOOR_S)


def profile_ratios(cells: pd.DataFrame, problem: str, reg: Registry | None = None) -> pd.DataFrame:
    """Every Dolan-Moré performance ratio of one problem's cells
    (:func:`add_derived`'s frame; :func:`schedbench.reporting.stats.performance_ratios`).

    A profile's problems are the (instance, method seed) pairs of the cells,
    its solvers the (method, budget) pairs. The cost of a solved cell is
    ``1 + gap_to_best`` (metric ``objective``) or its runtime (``runtime``);
    a cell without a solution, or no cell at all (a method capped below the
    instance's size), is not solved: ratio ``inf``. The objective profile
    leaves out the instances whose gaps are withheld (a conflict: their
    objectives compare with nothing). Columns: :data:`PROFILE_FIELDS`.
    """
    if cells.empty:
        return pd.DataFrame(columns=list(PROFILE_FIELDS))
    units = cells.drop_duplicates(["instance_id", "seed"]).sort_values(["size", "instance_id", "seed"])
    keys = list(zip(units["instance_id"], units["seed"]))
    size_of = dict(zip(keys, units["size"]))
    solvers = _solver_order(cells, problem, reg)
    withheld = {iid for iid, flag in zip(cells["instance_id"], _column(cells, "instance_in_conflict"))
                if pd.notna(flag) and bool(flag)}
    rows = []
    for metric in PROFILE_METRICS:
        costs: dict[Any, dict[Any, float | None]] = {s: {} for s in solvers}
        for r in cells.to_dict("records"):
            cost = _profile_cost(r, metric)
            if cost is not None:
                costs[(r["method"], r["budget_key"])][(r["instance_id"], r["seed"])] = cost
        shown = [k for k in keys if metric != "objective" or k[0] not in withheld]
        ratios = performance_ratios(costs, shown)
        for (method, budget) in solvers:
            for key in shown:
                rows.append({"metric": metric, "method": method, "budget": budget, "size": int(size_of[key]),
                             "instance_id": key[0], "seed": key[1], "ratio": ratios[(method, budget)][key]})
    return pd.DataFrame(rows, columns=list(PROFILE_FIELDS))


def _tau_name(tau: float) -> str:
    return f"{tau:g}"


def aggregates(cells: pd.DataFrame, ratios: pd.DataFrame, problem: str, reg: Registry | None = None) -> pd.DataFrame:
    """One row per (method, budget) over all sizes: shifted geometric means
    (:func:`schedbench.reporting.stats.shifted_geometric_mean`) of the runtime
    (shift :data:`RUNTIME_SHIFT_S`, cells not in :data:`UNTIMED`) and of each
    gap (shift :data:`GAP_SHIFT`, cells with a gap), over all of the method's
    cells and over the ``common`` instances (the (instance, method seed) pairs
    on which every (method, budget) has a cell not in :data:`UNTIMED`); and the
    performance profiles of :func:`profile_ratios` read at
    :data:`OBJECTIVE_TAUS` and :data:`RUNTIME_TAUS`, with ``solved`` the share
    of the problem's instances the method solved."""
    solvers = _solver_order(cells, problem, reg)
    timed = cells[~cells["status"].isin(UNTIMED)]
    ran = {s: set(zip(g["instance_id"], g["seed"])) for s, g in timed.groupby(["method", "budget_key"])}
    common = set.intersection(*(ran.get(s, set()) for s in solvers)) if solvers else set()
    in_common = pd.Series([k in common for k in zip(cells["instance_id"], cells["seed"])], index=cells.index,
                          dtype="bool")
    rows = []
    for method, budget in solvers:
        mine = (cells["method"] == method) & (cells["budget_key"] == budget)
        row: dict[str, Any] = {"method": method, "budget": budget, "cells": int(mine.sum()),
                               "solved_cells": int((mine & cells["status"].isin(SOLVED)).sum())}
        for prefix, chosen in (("", mine), ("common_", mine & in_common)):
            group = cells[chosen]
            if prefix:
                row["common_instances"] = len(common)
            runtimes = group.loc[~group["status"].isin(UNTIMED), "runtime_s"].dropna().tolist()
            row[f"{prefix}runtime_sgm_s"] = shifted_geometric_mean(runtimes, RUNTIME_SHIFT_S)
            for col in ("gap_to_best", "gap_to_bound"):
                row[f"{prefix}{col}_sgm"] = shifted_geometric_mean(group[col].dropna().tolist(), GAP_SHIFT)
        for metric, taus in (("objective", OBJECTIVE_TAUS), ("runtime", RUNTIME_TAUS)):
            mine_r = ratios[(ratios["metric"] == metric) & (ratios["method"] == method) & (ratios["budget"] == budget)]
            values = mine_r["ratio"].astype(float).tolist()
            for tau in taus:
                row[f"{metric}_within_{_tau_name(tau)}"] = profile_value(values, tau)
            if metric == "objective":
                row["solved"] = profile_value(values, math.inf)
        rows.append(row)
    return pd.DataFrame(rows)


def aggregate_markdown(agg: pd.DataFrame, *, show_budget: bool) -> str:
    """The shifted geometric means and the profile values as two Markdown tables."""
    def name(r: dict[str, Any]) -> str:
        return f"{r['method']} | {r['budget']}" if show_budget else str(r["method"])

    first = "method | budget" if show_budget else "method"
    align = "---|---" if show_budget else "---"
    common = int(agg["common_instances"].iloc[0]) if len(agg) else 0
    lines = [
        (f"| {first} | cells | solved cells | runtime SGM (s) | gap to best SGM | gap to bound SGM | "
         f"runtime SGM, common (s) | gap to best SGM, common | gap to bound SGM, common |"),
        f"|{align}|" + "---:|" * 8,
    ]
    for r in agg.to_dict("records"):
        lines.append(f"| {name(r)} | {r['cells']} | {r['solved_cells']} | {_secs(r['runtime_sgm_s'])} | "
                     f"{_pct(r['gap_to_best_sgm'])} | {_pct(r['gap_to_bound_sgm'])} | "
                     f"{_secs(r['common_runtime_sgm_s'])} | {_pct(r['common_gap_to_best_sgm'])} | "
                     f"{_pct(r['common_gap_to_bound_sgm'])} |")
    lines += ["", (f"Common instances: {common} (instance and method seed pairs on which every method has a "
                   "cell that did not end in error or infra-error)."), ""]
    obj = [f"objective within {_tau_name(t)}" for t in OBJECTIVE_TAUS]
    run = [f"runtime within {_tau_name(t)}" for t in RUNTIME_TAUS]
    lines += [f"| {first} | " + " | ".join(obj + run) + " | solved |",
              f"|{align}|" + "---:|" * (len(obj) + len(run) + 1)]
    for r in agg.to_dict("records"):
        values = [r[f"objective_within_{_tau_name(t)}"] for t in OBJECTIVE_TAUS]
        values += [r[f"runtime_within_{_tau_name(t)}"] for t in RUNTIME_TAUS] + [r["solved"]]
        lines.append(f"| {name(r)} | " + " | ".join(f"{100 * v:.0f}%" for v in values) + " |")
    return "\n".join(lines) + "\n"


def _step_value(curve: Sequence[tuple[float, float]], x: float) -> float:
    """The profile step function of :func:`profile_curve` at ``x`` (>= 1)."""
    value = 0.0
    for tau, rho in curve:
        if tau > x:
            break
        value = rho
    return value


def _plot_profiles(ratios: pd.DataFrame, *, show_budget: bool, title: str,
                   styles: dict[str, PlotStyle] | None = None) -> Figure:
    """The objective-ratio and runtime-ratio performance profiles of one
    problem. Each method's markers sit at its own evenly spaced positions
    (staggered between methods), so lines that coincide still show every marker."""
    from matplotlib.lines import Line2D
    from matplotlib.ticker import NullFormatter, ScalarFormatter

    fig = _figure(11.6, 4.2)
    solvers = list(dict.fromkeys(zip(ratios["method"], ratios["budget"])))
    labels = [_label(m, b, show_budget) for m, b in solvers]
    styles = styles or plot_styles(labels, _method_of)
    axis_names = {"objective": "objective ratio tau (1 + gap to best, to the best method)",
                  "runtime": "runtime ratio tau (to the fastest method)"}
    for i, metric in enumerate(PROFILE_METRICS):
        ax = fig.add_subplot(1, 2, i + 1)
        mine = ratios[ratios["metric"] == metric]
        finite = mine["ratio"][mine["ratio"].map(math.isfinite)]
        top = float(finite.max()) if len(finite) else 1.0
        right = max(top * 1.05, PROFILE_MIN_RIGHT)
        log = right >= PROFILE_LOG_FROM
        for k, ((method, budget), label) in enumerate(zip(solvers, labels)):
            values = mine[(mine["method"] == method) & (mine["budget"] == budget)]["ratio"].astype(float).tolist()
            curve = profile_curve(values)
            style = styles[label]
            ax.plot([t for t, _ in curve] + [right], [v for _, v in curve] + [curve[-1][1]], drawstyle="steps-post",
                    clip_on=False, **style.line_kwargs())
            where = [(j + (k + 0.5) / len(solvers)) / PROFILE_MARKERS for j in range(PROFILE_MARKERS)]
            xs = [right ** w if log else 1.0 + (right - 1.0) * w for w in where]
            ax.plot(xs, [_step_value(curve, x) for x in xs], linestyle="none", marker=style.marker,
                    color=style.color, markersize=style.markersize, zorder=style.zorder, clip_on=False)
        if log:
            ax.set_xscale("log")
            ax.xaxis.set_major_formatter(ScalarFormatter())
            ax.xaxis.set_minor_formatter(NullFormatter())
        ax.set_xlim(1.0, right)
        ax.set_ylim(0.0, 1.02)
        ax.set_xlabel(axis_names[metric])
        ax.set_ylabel("share of instances within tau")
        ax.grid(True, which="both", alpha=0.3)
    _legend_outside(fig, [Line2D([], [], **styles[label].kwargs()) for label in labels], labels)
    fig.suptitle(f"{title}: performance profiles")
    return fig


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
                values = group[col].dropna().tolist()
                st = spread(values)
                row.update({f"{col}_{k}": getattr(st, k) for k in GAP_STATS[:-1]})
                row[f"{col}_sgm"] = shifted_geometric_mean(values, GAP_SHIFT)
            runtimes = group.loc[~group["status"].isin(UNTIMED), "runtime_s"].dropna().tolist()
            st = spread(runtimes)
            row.update({f"runtime_{k}_s": getattr(st, k) for k in RUNTIME_STATS if k not in ("n", "sgm")})
            row["runtime_n"] = st.n
            row["runtime_sgm_s"] = shifted_geometric_mean(runtimes, RUNTIME_SHIFT_S)
            counts = group["status"].value_counts()
            for status, name in STATUS_COUNTS:
                row[name] = int(counts.get(status, 0))
            # stops beside the statuses (store.stop_kinds): a MILP out of its limit (feasible or
            # no-solution), and cells the clock stopped (their numbers depend on the machine)
            stops = [kind for i in (group["info"] if "info" in group else ()) for kind in stop_kinds(i)]
            for kind in STOP_KINDS:
                row[kind] = stops.count(kind)
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


def _range(median: Any, low: Any, high: Any, fmt: Callable[[Any], str]) -> str:
    """``median (low–high)``; the median alone where the row has one value
    (or equal extremes), :data:`MISSING` where it has none."""
    if median is None or (isinstance(median, float) and math.isnan(median)):
        return MISSING
    if low == high:
        return fmt(median)
    return f"{fmt(median)} ({fmt(low)}–{fmt(high)})"


def markdown_table(summary: pd.DataFrame, *, show_budget: bool) -> str:
    """The summary as a Markdown table: per row the median and (min–max)
    of each gap and of the runtime, then the status counts."""
    head = ["method"] + (["budget"] if show_budget else []) + [
        "size", "n", "gap to bound median (min–max)", "gap to best median (min–max)",
        "runtime median (min–max) (s)", *(name for _, name in STATUS_COUNTS), *STOP_KINDS,
    ]
    right = ({"size", "n", *STOP_KINDS} | {h for h in head if h.startswith(("gap", "runtime"))}
             | {n for _, n in STATUS_COUNTS})
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join("---:" if h in right else "---" for h in head) + "|"]
    for r in summary.to_dict("records"):
        cells = [r["method"]] + ([r["budget"]] if show_budget else []) + [
            str(r["size"]), str(r["n"]),
            _range(r["gap_to_bound_median"], r["gap_to_bound_min"], r["gap_to_bound_max"], _pct),
            _range(r["gap_to_best_median"], r["gap_to_best_min"], r["gap_to_best_max"], _pct),
            _range(r["runtime_median_s"], r["runtime_min_s"], r["runtime_max_s"], _secs),
        ]
        cells += [str(r[name]) for _, name in STATUS_COUNTS] + [str(r[kind]) for kind in STOP_KINDS]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


LEGEND = (
    "Gaps are relative (shown in percent), each with its own denominator: *gap to bound* is "
    "`(objective - bound) / |objective|` (minimisation; `(bound - objective) / |objective|` for a maximisation) "
    "to the best proven bound on the same instance, the "
    "tightest bound that any method proved there (exact and bound-only methods), so heuristic rows have one too; "
    "*gap to best* is "
    "`|objective - best| / |best|` to the best objective any method found on the same instance. The two differ for "
    "the same pair of numbers (a schedule twice the optimum is 50% to the bound, 100% to the best). "
    "A bound better than a feasible objective of its instance is a conflict: one of the two methods is wrong, or "
    "the evaluator is; both cells keep their results, the instance gets no gap of any kind (so no gap is "
    "negative), and the report lists it under *Conflicts* with both cells and their kinds. "
    "*limit-stop* counts the cells whose MILP solver stopped at one of its limits (time or nodes) before it proved "
    "optimality; *time-cap* counts the cells that the clock stopped: a MILP's time limit, or a searching method's "
    "CPU-time safety cap before its work budget ran out. A node limit or a work budget gives the same numbers on "
    "any machine; a time-cap cell's objective and bound depend on the machine's speed and load. Both are counted "
    "beside the status columns (such a cell is feasible or no-solution too). "
    "The *certified gap* of an instance is the gap to bound of the best objective found: how far from optimal the "
    "best method is proven to be. Only optimal and feasible cells "
    f"have a gap; {MISSING} means no cell of the row has one (time-outs, no-solution, errors, or no bound; a method "
    "whose schedules lie outside the space the bounds range over, such as a preemptive policy beside "
    "non-preemptive bounds, gets no gap to bound and never makes a bound a conflict). "
    "Every cell is counted in n and in exactly one status column; time-outs are never dropped; infra-error counts "
    "cells whose worker process died or whose executor lost them (not the method's failure; run again to retry). "
    "The runtime is over the cells that did not end in error or infra-error: the method's own total time, or the "
    "harness's wall clock (the hard limit) for a cell that was killed. Each entry is the median over the row's cells (its instance and "
    "method seeds), with the smallest and largest value in brackets where they differ; the CSV adds the mean, "
    "the quartiles, the number of values and the shifted geometric mean of each. The plots draw the median with "
    "min-max bars, each method shifted slightly sideways so that equal values stay visible. "
    "Sizes with no cell of a method (above its size cap) have no row."
)
AGGREGATE_LEGEND = (
    "Over all sizes, per method. *Shifted geometric mean* (SGM) `exp(mean(log(v + s))) - s`: of the runtime with "
    f"s = {RUNTIME_SHIFT_S:g} s (MIPLIB-style; cells that did not end in error or infra-error, time-outs at the hard "
    "limit), and of "
    f"each gap with s = {GAP_SHIFT:g} (the geometric mean of 1 + gap, minus 1; cells with a gap). *All its cells*: "
    "every cell of the method, so methods capped at different sizes are measured on different instances; "
    "*common*: only the instances on which every method of the table has a cell that did not end in error or "
    "infra-error. "
    "*Performance profiles* (Dolan and Moré 2002): on each instance (and method seed) the ratio of a method's cost "
    "to the smallest cost of any method there; the profile at tau is the share of the problem's instances where "
    "the ratio is at most tau. Objective cost: `1 + gap to best` (for a minimisation with positive objectives, "
    "objective / best); runtime cost: the runtime, counted only where the method returned a solution "
    f"(floored at {RUNTIME_FLOOR_S:g} s). A cell without a solution, and an instance on which the method has no "
    "cell (above its size cap), count as not solved (ratio infinite), so *solved* is the profile's right end. "
    "The runtime profile counts any solution, however poor: read it with the objective profile."
)


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "_", name)


# ------------------------------------------------------------------- plots

#: Line colours of every method but the paper's own (drawn in black,
#: :data:`PAPER_STYLE`): the Okabe-Ito colour-blind-safe palette (M. Okabe and
#: K. Ito, *Color Universal Design*, 2008) without its black and its yellow
#: (too light on white), then three dark colours of P. Tol's colour-blind-safe
#: "muted" scheme (wine, olive, indigo) and a mid grey, far from the first six.
PALETTE = ("#E69F00", "#56B4E9", "#009E73", "#0072B2", "#D55E00", "#CC79A7", "#882255", "#999933", "#332288",
           "#777777")
#: Markers that stay distinct in print at small sizes; their count (11) and
#: the palette's (10) share no factor, so two methods of one colour (10
#: apart) never share a marker.
MARKERS = ("s", "^", "v", "D", "P", "X", "<", ">", "h", "*", "p")
#: Dash patterns (solid, dashed, dash-dot, dotted as dash tuples, so that
#: they read apart at a thin line width).
LINESTYLES: tuple[Any, ...] = ("-", (0, (5.0, 2.0)), (0, (6.0, 1.5, 1.5, 1.5)), (0, (1.2, 1.2)))
#: Line width and marker size of every method but the paper's own.
LINE_WIDTH = 1.3
MARKER_SIZE = 5.0
#: Sideways shift between methods at one size, in octaves of the size axis,
#: so that equal medians and their bars stay visible.
DODGE_OCTAVES = 0.03
#: Length of a legend's line sample (in font sizes): long enough to show the dash pattern.
LEGEND_HANDLE_LENGTH = 3.5
#: Markers drawn on each performance profile's step line.
PROFILE_MARKERS = 6
#: A profile's tau axis reaches at least this far (all ratios 1: a flat line).
PROFILE_MIN_RIGHT = 1.1
#: From this largest ratio on, a profile's tau axis is logarithmic.
PROFILE_LOG_FROM = 4.0
#: Gap plots show percent, like the tables.
PERCENT = 100.0
#: A note under a panel wraps at this many characters.
NOTE_WIDTH = 80


@dataclass(frozen=True)
class PlotStyle:
    color: str
    marker: str
    linestyle: Any
    linewidth: float = LINE_WIDTH
    markersize: float = MARKER_SIZE
    zorder: float = 2.0

    def kwargs(self) -> dict[str, Any]:
        return {"color": self.color, "marker": self.marker, "linestyle": self.linestyle,
                "linewidth": self.linewidth, "markersize": self.markersize, "zorder": self.zorder}

    def line_kwargs(self) -> dict[str, Any]:
        """The line alone (no marker): for step lines and stairs."""
        return {"color": self.color, "linestyle": self.linestyle, "linewidth": self.linewidth,
                "zorder": self.zorder}


#: The paper's own method: the same emphasised look in every plot of every
#: problem (thick, black, solid, large circles, drawn on top), a look no
#: other method gets (black is not in :data:`PALETTE`).
PAPER_STYLE = PlotStyle("#000000", "o", "-", linewidth=2.8, markersize=7.0, zorder=3.0)

#: The paper's own method of each problem (its heuristic; for CUCKOO's
#: sub-problems, the paper's exact algorithm: Alg. 3's matching, Sec. 3.3.3's
#: MCHP). A problem not listed (a plug-in) has none drawn apart.
PAPER_METHODS = {
    "asrpt-placement": "heavy-edge",  # A-SRPT Sec. IV-B
    "asrpt-schedule": "a-srpt",  # A-SRPT Alg. 1
    "castor-pair": "theorem1",  # CASTOR Alg. 2 + Theorem 1
    "castor-schedule": "sjf-bsbf",  # CASTOR Alg. 1-2
    "cuckoo-joint": "cuckoo",  # CUCKOO Sec. 3.3
    "cuckoo-packing": "blossom",  # CUCKOO Alg. 3
    "cuckoo-planning": "mcf",  # CUCKOO Sec. 3.3.3 (MCHP)
    "gimbal-coordination": "coordination-search",  # GIMBAL Alg. 1
    "horus-online": "horus",  # HORUS Sec. 4.2, 5.2
    "horus-placement": "horus",  # HORUS Alg. 1
}

#: What a problem's size counts, for the size axis (the registry's
#: ``size_meaning`` is a sentence; a plug-in problem not listed here gets it).
SIZE_UNITS = {
    "asrpt-placement": "pipeline stages",
    "asrpt-schedule": "jobs",
    "castor-pair": "size n (candidate sub-batches of B = 2^(n-1))",
    "castor-schedule": "jobs",
    "cuckoo-joint": "jobs",
    "cuckoo-packing": "jobs in the queue",
    "cuckoo-planning": "job groups",
    "gimbal-coordination": "jobs in the packing set",
    "horus-online": "jobs",
    "horus-placement": "buffered jobs",
}


def size_label(problem: str, reg: Registry | None = None) -> str:
    """The size axis's label: what the size counts (:data:`SIZE_UNITS`,
    else the registry's ``size_meaning``, else ``size``)."""
    if problem in SIZE_UNITS:
        return SIZE_UNITS[problem]
    try:
        return str((reg or registry()).get(problem).size_meaning) or "size"
    except SchedbenchError:
        return "size"


def style_at(index: int) -> PlotStyle:
    """The ``index``-th style of :data:`PALETTE` x :data:`MARKERS` x
    :data:`LINESTYLES`: colours cycle fastest; two styles of one colour
    (10 apart) differ in marker and in dash, so the first 16 (and many
    more) are distinct triples, and neighbours differ in all three."""
    colours, dashes = len(PALETTE), len(LINESTYLES)
    return PlotStyle(PALETTE[index % colours], MARKERS[index % len(MARKERS)],
                     LINESTYLES[(index + index // colours) % dashes])


def plot_styles(
    labels: Iterable[str], method_of: Callable[[str], str] = lambda label: label, methods: Iterable[str] = (),
    paper: str | None = None,
) -> dict[str, PlotStyle]:
    """One style per label (``method`` or ``method [budget]``), all distinct.

    The first label of the ``paper`` method gets :data:`PAPER_STYLE`. The
    other methods take :func:`style_at` in the order of ``methods`` (a
    problem's registered methods, the paper's left out), then any other
    method in sorted order; a method's second budget takes the next free
    style. So within a problem a method looks the same in every plot
    whichever methods ran, and the paper's method looks the same everywhere.
    """
    labels = sorted(set(labels))
    order = [m for m in dict.fromkeys(methods) if m != paper]
    order += sorted({method_of(label) for label in labels} - set(order) - {paper})
    slot = {m: i for i, m in enumerate(order)}
    styles: dict[str, PlotStyle] = {}
    taken: set[str] = set()
    extra = len(order)
    for label in labels:
        method = method_of(label)
        if method == paper and paper not in taken:
            styles[label] = PAPER_STYLE
        elif method in slot and method not in taken:
            styles[label] = style_at(slot[method])
        else:
            styles[label] = style_at(extra)
            extra += 1
        taken.add(method)
    return styles


def _label(method: str, budget: str, show_budget: bool) -> str:
    return f"{method} [{budget}]" if show_budget else method


def _method_of(label: str) -> str:
    return label.split(" [", 1)[0]


def _figure(width: float, height: float) -> Figure:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), layout="constrained")
    FigureCanvasAgg(fig)
    return fig


def check_formats(formats: Iterable[str], field: str = "formats") -> tuple[str, ...]:
    """The plot formats, lower-cased and deduplicated in order; a
    :class:`~schedbench.errors.ValidationError` naming ``field`` for an
    unknown one or none at all. Accepts ``"png,pdf"`` as well as a list."""
    items = formats.split(",") if isinstance(formats, str) else list(formats)
    out: list[str] = []
    for item in items:
        fmt = str(item).strip().lower().lstrip(".")
        if not fmt:
            continue
        if fmt not in PLOT_FORMATS:
            raise ValidationError(field, f"must be among {', '.join(PLOT_FORMATS)}", item)
        if fmt not in out:
            out.append(fmt)
    if not out:
        raise ValidationError(field, f"must name at least one of {', '.join(PLOT_FORMATS)}", formats)
    return tuple(out)


def _figure_paths(base: Path, formats: Sequence[str]) -> list[Path]:
    """The files :func:`_save` writes: ``base.<fmt>`` for each format."""
    return [base.with_name(f"{base.name}.{fmt}") for fmt in formats]


def _save(fig: Figure, base: Path, formats: Sequence[str]) -> list[Path]:
    """``fig`` as ``base.<fmt>`` for each format. No dates in the PDF and
    SVG metadata and fixed SVG ids, so the same data gives the same files."""
    import matplotlib

    paths = _figure_paths(base, formats)
    for fmt, path in zip(formats, paths):
        metadata = {"pdf": {"CreationDate": None}, "svg": {"Date": None}}.get(fmt)
        with matplotlib.rc_context({"svg.hashsalt": "schedbench"}):
            fig.savefig(path, dpi=PNG_DPI, metadata=metadata)
    return paths


@dataclass(frozen=True)
class Drawing:
    """A figure to draw and where: ``draw()`` gives it, :func:`_save` writes it."""

    draw: Callable[[], Figure]
    base: Path
    formats: tuple[str, ...]

    def render(self) -> None:
        _save(self.draw(), self.base, self.formats)


def _render_share(drawings: Sequence[Drawing], share: int, processes: int) -> None:
    for d in drawings[share::processes]:
        d.render()


def _render_child(drawings: Sequence[Drawing], share: int, processes: int) -> None:
    """A drawing process: its share, or exit status 1 without a traceback
    (the parent draws the share again and raises the error itself)."""
    try:
        _render_share(drawings, share, processes)
    except Exception:
        sys.exit(1)


def render_drawings(drawings: Sequence[Drawing], processes: int) -> None:
    """Draw and save every figure, in ``processes`` forked processes at once
    (each every ``processes``-th figure; a figure's file depends on its data
    alone, so who draws it does not matter). Drawing is most of a report's
    time: 44 figures took 8 of the default matrix report's 12 s on one
    core. A share whose process fails is drawn again here, so its error is
    raised as usual. Serial with one process or where fork is missing."""
    if processes < 2 or len(drawings) < 2 or "fork" not in mp.get_all_start_methods():
        _render_share(drawings, 0, 1)
        return
    processes = min(processes, len(drawings))
    ctx = mp.get_context("fork")
    # Fork inherits the drawings (closures over the report's tables): nothing is pickled.
    procs = [ctx.Process(target=_render_child, args=(drawings, k, processes), daemon=True) for k in range(processes)]
    for proc in procs:
        proc.start()
    try:
        for proc in procs:
            proc.join()
    finally:
        for proc in procs:
            if proc.is_alive():
                proc.kill()
                proc.join()
    for k, proc in enumerate(procs):
        if proc.exitcode != 0:
            _render_share(drawings, k, processes)


def _shown(paths: Sequence[Path]) -> Path:
    """The file a page embeds: PNG, else SVG, else the first (PDF)."""
    by_suffix = {p.suffix: p for p in paths}
    return by_suffix.get(".png") or by_suffix.get(".svg") or paths[0]


def figure_link(alt: str, paths: Sequence[Path]) -> str:
    """Markdown that shows a plot (PNG or SVG), or links it (PDF only); empty without a plot."""
    if not paths:
        return ""
    path = _shown(paths)
    return f"[{alt} (PDF)]({path.name})" if path.suffix == ".pdf" else f"![{alt}]({path.name})"


def _dodge(index: int, count: int) -> float:
    """The factor that shifts series ``index`` of ``count`` along a log2 size axis."""
    return float(2.0 ** ((index - (count - 1) / 2) * DODGE_OCTAVES))


#: (median, min, max) columns of each plotted statistic.
_PLOT_COLUMNS = {
    "gap_to_bound": ("gap_to_bound_median", "gap_to_bound_min", "gap_to_bound_max"),
    "gap_to_best": ("gap_to_best_median", "gap_to_best_min", "gap_to_best_max"),
    "runtime": ("runtime_median_s", "runtime_min_s", "runtime_max_s"),
}


def _percent_axis(ax: Any) -> None:
    """A gap axis in percent (values already x :data:`PERCENT`), symlog so
    that zero gaps show: never negative (:func:`add_derived`), tall enough
    that rounding noise does not fill the panel, up to a whole decade."""
    from matplotlib.ticker import FuncFormatter

    ax.set_yscale("symlog", linthresh=GAP_PLOT_LINTHRESH * PERCENT)
    top = max(ax.get_ylim()[1], GAP_PLOT_MIN_TOP * PERCENT)
    ax.set_ylim(0.0, 10.0 ** math.ceil(math.log10(top)))  # up to a labelled decade: the top values stay readable
    ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _pos: f"{v:g}%"))


def _size_axis(ax: Any, sizes: Sequence[int], label: str) -> None:
    ax.set_xscale("log", base=2)
    ax.set_xticks(sizes, [str(n) for n in sizes])
    ax.minorticks_off()
    ax.set_xlabel(label)


def _legend_outside(fig: Figure, handles: Sequence[Any], labels: Sequence[str]) -> None:
    """One legend for the whole figure, right of its panels (never on the data)."""
    if handles:
        fig.legend(handles, labels, loc="outside right upper", fontsize="small", handlelength=LEGEND_HANDLE_LENGTH)


def _note(ax: Any, lines: Sequence[str]) -> None:
    """``lines`` under the panel's size label, wrapped (constrained layout makes room)."""
    if lines:
        text = textwrap.fill("; ".join(lines), NOTE_WIDTH)
        ax.annotate(text, xy=(0.0, 0.0), xycoords=("axes fraction", ax.xaxis.label), xytext=(0.0, -4.0),
                    textcoords="offset points",
                    ha="left", va="top", fontsize="x-small", color="#444444", annotation_clip=False)


def no_data_reason(row: dict[str, Any] | None, stat: str, size: int, cap: int | None) -> str:
    """Why a method's row of the summary has no ``stat`` at ``size``: no
    cell there (above the method's size cap, or not in the matrix), no
    solution in any cell (the statuses it ended in: time-out, error, ...),
    or, for the gap to bound, no proven bound on its instances."""
    if row is None:
        return f"above its size cap {cap}" if cap is not None and size > cap else "not run"
    if int(row.get("optimal", 0)) + int(row.get("feasible", 0)):
        return "no proven bound" if stat == "gap_to_bound" else "no value"
    failed = [name for status, name in STATUS_COUNTS if status not in SOLVED and row.get(name)]
    return ", ".join(failed) or "no cell"


def no_data_notes(summary: pd.DataFrame, stat: str, labels: Sequence[str], sizes: Sequence[int],
                  caps: dict[str, int | None] | None = None) -> list[str]:
    """One note per label that has no ``stat`` at some size of the axis:
    ``bound at 521 (time-out)``, ``milp at 32, 128 (above its size cap 12)``."""
    med = _PLOT_COLUMNS[stat][0]
    caps = caps or {}
    notes = []
    rows = {(r["method"], r["budget"], int(r["size"])): r for r in summary.to_dict("records")}
    keys = list(dict.fromkeys(zip(summary["method"], summary["budget"])))
    for label, (method, budget) in zip(labels, keys):
        reasons: dict[str, list[int]] = {}
        for size in sizes:
            row = rows.get((method, budget, int(size)))
            if row is not None and _finite(row.get(med)) is not None:
                continue
            reasons.setdefault(no_data_reason(row, stat, int(size), caps.get(method)), []).append(int(size))
        for reason, where in reasons.items():
            at = "every size" if len(where) == len(sizes) > 1 else ", ".join(map(str, where))
            notes.append(f"{label} at {at} ({reason})")
    return notes


def _plot(summary: pd.DataFrame, *, kind: str, show_budget: bool, title: str,
          styles: dict[str, PlotStyle] | None = None, size_axis: str = "size",
          caps: dict[str, int | None] | None = None) -> Figure:
    """Median vs size per method, with min-max error bars across the row's
    cells; gaps in percent. Under each panel, where a method has no value at
    a size, which and why (:func:`no_data_notes`)."""
    panels = (
        [("gap_to_bound", "gap to best proven bound (%)"),
         ("gap_to_best", "gap to best found (%)")]
        if kind == "gap"
        else [("runtime", "runtime (s)")]
    )
    fig = _figure(4.8 * len(panels) + 2.0, 4.4)
    series = list(summary.groupby(["method", "budget"], sort=False))
    labels = [_label(m, b, show_budget) for (m, b), _ in series]
    styles = styles or plot_styles(labels, _method_of)
    sizes = sorted(int(n) for n in summary["size"].unique())
    scale = PERCENT if kind == "gap" else 1.0
    for i, (stat, label) in enumerate(panels):
        med, low, high = _PLOT_COLUMNS[stat]
        ax = fig.add_subplot(1, len(panels), i + 1)
        drawn = False
        for k, (name, (_, group)) in enumerate(zip(labels, series)):
            group = group.dropna(subset=[med]).sort_values("size")
            if group.empty:
                continue
            x = group["size"].astype(float) * _dodge(k, len(series))
            y = group[med].astype(float) * scale
            yerr = [(y - group[low].astype(float) * scale).clip(lower=0),
                    (group[high].astype(float) * scale - y).clip(lower=0)]
            ax.errorbar(x, y, yerr=yerr, label=name, capsize=2.5, clip_on=False, **styles[name].kwargs())
            drawn = True
        _size_axis(ax, sizes, size_axis)
        if kind == "gap":
            _percent_axis(ax)
        else:
            ax.set_yscale("log")
        ax.set_ylabel(f"{label}: median, min-max")
        ax.grid(True, which="both", alpha=0.3)
        if not drawn:
            ax.text(0.5, 0.5, "no values", ha="center", va="center", transform=ax.transAxes)
        notes = no_data_notes(summary, stat, labels, sizes, caps)
        _note(ax, ["no data: " + notes[0], *notes[1:]] if notes else [])
    from matplotlib.lines import Line2D

    _legend_outside(fig, [Line2D([], [], **styles[name].kwargs()) for name in labels], labels)
    fig.suptitle(title)
    return fig


def online_cells(cells: pd.DataFrame) -> pd.DataFrame:
    """The solved cells of one instance that carry online series
    (:mod:`schedbench.online.metrics`): the largest size, its lowest
    instance seed, every method on that same instance. Empty for offline problems."""
    solved = cells[cells["status"].isin(SOLVED) & cells["objective"].notna()]
    has = solved[solved["metrics"].map(lambda m: isinstance(m, dict) and isinstance(m.get("series"), dict))]
    if has.empty:
        return has
    at = has[has["size"] == has["size"].max()]
    at = at[at["instance_seed"] == at["instance_seed"].min()]
    return at[at["instance_id"] == sorted(at["instance_id"].unique())[0]]


def _plot_online(cells: pd.DataFrame, *, show_budget: bool, title: str,
                 styles: dict[str, PlotStyle] | None = None, size_axis: str = "size",
                 order: Sequence[str] = ()) -> Figure:
    """JCT CDF per method and GPU utilisation over time, on one instance
    (:func:`online_cells`: the largest size that ran), from the downsampled
    series in the store; methods in ``order`` (the registry's) first."""
    from matplotlib.lines import Line2D

    fig = _figure(11.6, 4.2)
    cdf, util = fig.add_subplot(1, 2, 1), fig.add_subplot(1, 2, 2)
    rank = {m: i for i, m in enumerate(order)}
    rows = sorted(cells.to_dict("records"),
                  key=lambda r: (rank.get(r["method"], len(rank)), r["method"], r["budget_key"]))
    styles = styles or plot_styles([_label(r["method"], r["budget_key"], show_budget) for r in rows], _method_of)
    names = []
    for row in rows:
        series = row["metrics"]["series"]
        name = _label(row["method"], row["budget_key"], show_budget)
        names.append(name)
        style = styles[name]
        q = series["jct_quantiles_s"]
        cdf.plot(q, [k / (len(q) - 1) for k in range(len(q))], label=name, markevery=max(1, len(q) // 8),
                 **style.kwargs())
        edges = series["time_s"]
        hours = [(t - edges[0]) / SECONDS_PER_HOUR for t in edges]
        util.stairs(series["gpu_utilisation"], hours, label=name, **style.line_kwargs())
    cdf.set_xscale("log")
    cdf.set_xlabel("job completion time (s)")
    cdf.set_ylabel("fraction of jobs")
    util.set_xlabel("time since first arrival (h)")
    util.set_ylabel("GPU utilisation (bin average)")
    util.set_ylim(0.0, 1.05)
    for ax in (cdf, util):
        ax.grid(True, which="both", alpha=0.3)
    _legend_outside(fig, [Line2D([], [], **styles[name].kwargs()) for name in names], names)
    first = cells.iloc[0]
    unit = "" if size_axis == "size" else f" {size_axis}"
    fig.suptitle(f"{title}: size {first['size']}{unit} (the largest that ran), instance seed {first['instance_seed']}")
    return fig


# ------------------------------------------------------------------- write


def build_report(store: Store, code_version: str | None = None, reg: Registry | None = None,
                 versions: Versions | None = None) -> Report:
    frame, version, others = load_cells(store, code_version, versions)
    problems = []
    if not frame.empty:
        for problem in sorted(frame["problem"].unique()):
            cells = add_derived(frame[frame["problem"] == problem], problem, reg)
            summary = summarize(cells, problem, reg)
            # a plug-in's package and version in its budget key is no other budget
            budgets = sorted({budget_of_key(str(k)) for k in cells["budget_key"].unique()})
            problems.append(ProblemReport(problem, summary, cells, budgets,
                                          conflicts=conflict_rows(cells)))
    return Report(store.path, version, others, len(frame), problems)


def _environments(report: Report) -> list[dict[str, str]]:
    """The distinct environments of the report's cells."""
    seen: dict[str, dict[str, str]] = {}
    for pr in report.problems:
        if "environment" in pr.cells:
            for env in pr.cells["environment"]:
                if isinstance(env, dict):
                    seen.setdefault(json.dumps(env, sort_keys=True), env)
    return [seen[k] for k in sorted(seen)]


def environment_line(env: dict[str, str]) -> str:
    """One environment of the store (store.environment()) as a header line."""
    return ", ".join(f"{k} {v}" for k, v in env.items())


@dataclass
class ProblemContext:
    """What a section writer of one problem's page needs (:data:`SECTION_WRITERS`)."""

    problem: ProblemReport
    out: Path
    stem: str
    formats: tuple[str, ...]
    title: str
    show_budget: bool
    reg: Registry | None
    #: One style per (method, budget) label of the problem, shared by all its plots.
    styles: dict[str, PlotStyle] = field(default_factory=dict)
    #: The size axis's label (:func:`size_label`).
    size_axis: str = ""
    #: Each registered method's size cap (``MethodSpec.max_size``), for the no-data notes.
    caps: dict[str, int | None] = field(default_factory=dict)
    #: Where :meth:`figure` queues its figures (the report's list, drawn at its end).
    drawings: list[Drawing] = field(default_factory=list)

    def __post_init__(self) -> None:
        name = self.problem.problem
        try:
            methods = dict((self.reg or registry()).get(name).methods)
        except SchedbenchError:
            methods = {}
        self.caps = self.caps or {m: spec.max_size for m, spec in methods.items()}
        self.size_axis = self.size_axis or size_label(name, self.reg)
        if not self.styles:
            cells = self.problem.cells
            labels = [_label(m, b, self.show_budget) for m, b in zip(cells["method"], cells["budget_key"])]
            self.styles = plot_styles(labels, _method_of, list(methods), PAPER_METHODS.get(name))

    def figure(self, draw: Callable[[], Figure], key: str, suffix: str) -> list[Path]:
        """The figure ``draw()`` returns, as ``<stem>-<suffix>.<fmt>`` in
        every format; the shown file (:func:`figure_link`) under
        ``files[key]``, each format under ``files[key + "." + fmt]``. Queued
        in :attr:`drawings`, drawn later by :func:`render_drawings`. Nothing
        is drawn when there are no formats (the plots extra is missing)."""
        if not self.formats:
            return []
        base = self.out / f"{self.stem}-{suffix}"
        self.drawings.append(Drawing(draw, base, self.formats))
        paths = _figure_paths(base, self.formats)
        self.problem.files[key] = _shown(paths)
        self.problem.files.update({f"{key}.{p.suffix[1:]}": p for p in paths if p != _shown(paths)})
        return paths


@dataclass
class Section:
    """A part of a problem's page under ``## heading``, and the lines it adds
    under the problem in report.md (none for a page-only section)."""

    heading: str
    page: list[str]
    summary: list[str] = field(default_factory=list)


def aggregate_section(ctx: ProblemContext) -> Section | None:
    """Shifted geometric means and performance profiles (:func:`aggregates`)."""
    pr = ctx.problem
    ratios = profile_ratios(pr.cells, pr.problem, ctx.reg)
    agg = aggregates(pr.cells, ratios, pr.problem, ctx.reg)
    if agg.empty:
        return None
    pr.files["aggregate"] = ctx.out / f"{ctx.stem}-aggregate.csv"
    pr.files["profile_csv"] = ctx.out / f"{ctx.stem}-profile.csv"
    (agg if ctx.show_budget else agg.drop(columns=["budget"])).to_csv(pr.files["aggregate"], index=False)
    ratios.to_csv(pr.files["profile_csv"], index=False)
    paths = ctx.figure(lambda: _plot_profiles(ratios, show_budget=ctx.show_budget, title=ctx.title, styles=ctx.styles),
                       "profile", "profile")
    image = figure_link("performance profiles", paths)
    links = (f"Shifted geometric means and performance profiles: [table]({pr.files['md'].name}) · "
             f"[CSV]({pr.files['aggregate'].name}) · [every ratio]({pr.files['profile_csv'].name})")
    return Section("Shifted geometric means and performance profiles",
                   [aggregate_markdown(agg, show_budget=ctx.show_budget), AGGREGATE_LEGEND, "", image, ""],
                   [links, "", image, ""])


def certified_section(ctx: ProblemContext) -> Section | None:
    """The certified gap per size (:func:`certified_gaps`), where an instance has a proven bound."""
    pr = ctx.problem
    certified = certified_gaps(pr.cells, pr.problem, ctx.reg)
    if certified.empty:
        return None
    pr.files["certified_csv"] = ctx.out / f"{ctx.stem}-certified.csv"
    certified.to_csv(pr.files["certified_csv"], index=False)
    paths = ctx.figure(lambda: _plot_certified(certified, title=ctx.title, size_axis=ctx.size_axis), "certified",
                       "certified")
    lines = [("Certified gap of the best method found (gap to bound of the best objective, per instance with a "
              "proven bound):"), "", certified_markdown(certified), figure_link("certified gap vs size", paths), ""]
    return Section("Certified gap", lines, lines)


def metrics_section(ctx: ProblemContext) -> Section | None:
    """Medians of the evaluator's metrics (:func:`metrics_summary`); page only."""
    pr = ctx.problem
    metrics = metrics_summary(pr.cells, pr.problem, ctx.reg)
    pr.files["metrics"] = ctx.out / f"{ctx.stem}-metrics.csv"
    (metrics if ctx.show_budget or metrics.empty else metrics.drop(columns=["budget"])).to_csv(
        pr.files["metrics"], index=False)
    if metrics.empty:
        return None
    return Section("Evaluator metrics", [
        "Medians over the cells with a feasible solution (the evaluator's metrics beside the objective).", "",
        metrics_markdown(metrics, show_budget=ctx.show_budget)])


def online_section(ctx: ProblemContext) -> Section | None:
    """The JCT CDF and GPU utilisation of one instance (:func:`online_cells`), for online problems."""
    online = online_cells(ctx.problem.cells)
    if online.empty:
        return None
    paths = ctx.figure(lambda: _plot_online(online, show_budget=ctx.show_budget, title=ctx.title, styles=ctx.styles,
                                            size_axis=ctx.size_axis, order=list(ctx.caps)), "online", "online")
    if not paths:
        return None
    image = [figure_link("JCT CDF and GPU utilisation", paths), ""]
    return Section("Online runs", [ONLINE_NOTE, "", *image], image)


#: The sections of a problem's page after its main table and plots, in page
#: order. A writer saves its files (``ctx.problem.files``) and returns its
#: :class:`Section`, or None when it has nothing for this problem. To add a
#: section (e.g. from another module), append its writer here.
SECTION_WRITERS: list[Callable[[ProblemContext], Section | None]] = [
    aggregate_section, certified_section, metrics_section, online_section,
]


def write_report(
    store_path: str | Path, out_dir: str | Path, *, code_version: str | None = None, reg: Registry | None = None,
    formats: Iterable[str] = ("png",), processes: int | None = None, current: bool = False,
) -> Report:
    """Write report.md and every per-problem table, CSV and plot; each plot
    in every one of ``formats`` (:data:`PLOT_FORMATS`; a
    :class:`~schedbench.errors.ValidationError` names ``formats`` otherwise).
    The plots are drawn in ``processes`` processes at once (default: the
    CPU count; :func:`render_drawings`). The cells: the latest row of each
    (:func:`load_cells`); with ``current``, the rows at the versions of the
    code of this process (what ``schedbench run`` just ran), so that a
    report after running older code shows that code's results.

    The files are written aside and moved into ``out_dir`` once all are
    written (:func:`schedbench.io.staged_folder`): a report stopped half
    way (an error, Ctrl-C) leaves ``out_dir`` as it was, and makes no folder."""
    formats = check_formats(formats)
    out = Path(out_dir)
    with staged_folder(out) as stage:
        report = _write_report_files(store_path, stage, code_version=code_version, reg=reg, formats=formats,
                                     processes=processes, current=current)
    report.files = [out / f.relative_to(stage) for f in report.files]
    for pr in report.problems:
        pr.files = {key: out / f.relative_to(stage) if isinstance(f, Path) else f for key, f in pr.files.items()}
    return report


def _write_report_files(
    store_path: str | Path, out_dir: Path, *, code_version: str | None, reg: Registry | None,
    formats: tuple[str, ...], processes: int | None, current: bool = False,
) -> Report:
    """:func:`write_report`'s work: every file of the report, in ``out_dir``."""
    # Without the plots extra the report is complete less its figures, and says so.
    plots_note = None if available("plots") else install_line("plots", "plots not drawn")
    formats = formats if plots_note is None else ()
    store_path = Path(store_path)
    with Store(store_path, create=False) as store:
        versions = None
        if current:
            versions = registered_versions({(str(r["problem"]), str(r["method"])) for r in store.rows()}, reg)
        report = build_report(store, code_version, reg, versions)
    environments = _environments(report)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    date = _dt.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    lines = [
        "# schedbench results",
        "",
        f"- date: {date}",
        f"- store: `{store_path}`",
        f"- code version: `{report.code_version or 'none'}` (each cell's method and problem versions: the cells CSVs)",
        f"- cells: {report.cell_count}",
    ]
    lines += [f"- environment: {environment_line(env)}" for env in environments]
    if plots_note:
        lines.append(f"- {plots_note}")
    if report.left_out:
        lines.append(f"- not included: {report.left_out} stored row(s) of earlier runs of these cells"
                     + (" or of other code versions" if code_version is not None or current else "")
                     + " (schedbench compare compares two runs)")
    conflicts = report.conflicts()
    conflicts_path = out / CONFLICTS_CSV
    conflicts.to_csv(conflicts_path, index=False)
    lines.append(f"- conflicts: {len(conflicts)} ([{CONFLICTS_CSV}]({CONFLICTS_CSV}))")
    lines += ["", LEGEND, "", AGGREGATE_LEGEND, ""]
    if not conflicts.empty:
        lines += ["## Conflicts", "", *conflict_markdown(conflicts)]
    if not report.problems:
        lines.append("The store holds no cells.")
    drawings: list[Drawing] = []
    for pr in report.problems:
        stem = _safe(pr.problem)
        show_budget = len(pr.budgets) > 1
        ctx = ProblemContext(pr, out, stem, formats, pr.problem, show_budget, reg,
                             drawings=drawings)
        files = pr.files
        files.update({"md": out / f"{stem}.md", "csv": out / f"{stem}.csv", "cells": out / f"{stem}-cells.csv"})
        table = markdown_table(pr.summary, show_budget=show_budget)
        try:
            spec = (reg or registry()).get(pr.problem)
            about = f"{spec.description} ({spec.paper}). Size: {spec.size_meaning}."
        except Exception:
            about = ""
        budget_line = "Budgets: " + ", ".join(f"`{b}`" for b in pr.budgets) + "."
        csv = pr.summary if show_budget else pr.summary.drop(columns=["budget"])
        csv.to_csv(files["csv"], index=False)
        pr.cells.reindex(columns=list(CELL_FIELDS)).to_csv(files["cells"], index=False)
        gap_img = figure_link("gap vs size", ctx.figure(partial(
            _plot, pr.summary, kind="gap", show_budget=show_budget, title=ctx.title,
                  styles=ctx.styles, size_axis=ctx.size_axis, caps=ctx.caps), "gap", "gap"))
        runtime_img = figure_link("runtime vs size", ctx.figure(partial(
            _plot, pr.summary, kind="runtime", show_budget=show_budget, title=ctx.title,
                  styles=ctx.styles, size_axis=ctx.size_axis, caps=ctx.caps), "runtime", "runtime"))
        conflict_lines = conflict_markdown(pr.conflicts)
        page = [f"# {pr.problem}", "", about, "", budget_line, "", *conflict_lines, table, LEGEND, "",
                gap_img, "", runtime_img, ""]
        extra: list[str] = []
        for writer in SECTION_WRITERS:
            section = writer(ctx)
            if section is not None:
                page += [f"## {section.heading}", "", *section.page]
                extra += section.summary
        files["md"].write_text("\n".join(page))
        report.files += list(dict.fromkeys(files.values()))
        lines += [
            f"## {pr.problem}",
            "",
            about,
            "",
            budget_line,
            "",
            " · ".join(f"[{label}]({files[key].name})" for label, key in (
                ("table", "md"), ("CSV", "csv"), ("cells CSV", "cells"), ("gap plot", "gap"),
                ("runtime plot", "runtime")) if key in files),
            "",
            *([f"**{len(pr.conflicts)} conflict(s)**: their instances have no gap; see Conflicts above.", ""]
              if not pr.conflicts.empty else []),
            table,
            gap_img,
            "",
            runtime_img,
            "",
            *extra,
        ]
    render_drawings(drawings, processes if processes is not None else (os.cpu_count() or 1))
    summary_path = out / "report.md"
    summary_path.write_text("\n".join(lines))
    report.files.insert(0, summary_path)
    report.files.insert(1, conflicts_path)
    return report
