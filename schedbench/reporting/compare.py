"""Compare two runs of the same cells: two stores, or one store at two
code versions, or each cell's latest run against the run before it.

Cells are matched by what names a cell whatever ran it: problem, instance
id, method, method seed and budget key
(:data:`~schedbench.harness.store.CELL_IDENTITY`); each side holds the
latest row of each cell (:func:`~schedbench.harness.store.latest_cells`).
Per matched cell the comparison says what changed in status, objective and
bound, each number compared at :data:`SAME_REL_TOL` and read in the
problem's sense (:func:`cell_change`). Quality regressions, which make
``schedbench compare`` exit 1 so that CI can gate on it:

* ``worse objective``: a solution the evaluator scores worse;
* ``weaker bound``: a proven bound that proves less, or none any more;
* ``lost proof``: an ``optimal`` cell that is not optimal any more;
* ``lost solution``: a cell that had a solution and has none;
* ``new error``: an ``error`` or ``infra-error`` cell that was not one.

Their opposites are improvements; other changes (a status between two
non-solutions, a version alone) are reported without a verdict. Per
(problem, method), the runtime ratio (candidate over baseline) is the
geometric mean of the cells' ratios with a seeded paired bootstrap interval
(:func:`runtime_ratio`). Runtime is the method's own total time, or the
harness's wall clock for a cell that has none; cells that ended in an
error on either side are left out of it.
"""

from __future__ import annotations

import inspect
import math
import warnings
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from schedbench.harness import cell_identity, latest_cells

#: Two numbers are the same when they differ by at most this, relative to
#: the larger magnitude: float noise of the evaluator's arithmetic, far
#: below any difference a method's change makes.
SAME_REL_TOL = 1e-9
#: Statuses with a solution the evaluator accepted.
SOLVED = frozenset({"optimal", "feasible"})
#: Statuses that a method's or the harness's failure gives.
FAILED = frozenset({"error", "infra-error"})
#: Runtimes below this count as this (the ratio of two zero times is 1).
RUNTIME_FLOOR_S = 1e-6
#: The bootstrap's confidence, resamples and seed: the same cells give the
#: same interval on any machine.
CONFIDENCE = 0.95
N_RESAMPLES = 2000
BOOTSTRAP_SEED = 0
#: Quality regressions and their opposites, in report order.
REGRESSIONS = ("worse objective", "weaker bound", "lost proof", "lost solution", "new error")
IMPROVEMENTS = ("better objective", "stronger bound", "new proof", "new solution", "error fixed")


def same(a: float | None, b: float | None) -> bool:
    """Whether two stored numbers agree (both missing, or within :data:`SAME_REL_TOL`)."""
    if a is None or b is None:
        return a is None and b is None
    return abs(a - b) <= SAME_REL_TOL * max(abs(a), abs(b))


def _number(value: Any) -> float | None:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None


def _better(a: float, b: float, sense: str) -> bool:
    """``a`` is a better objective than ``b`` (beyond :data:`SAME_REL_TOL`)."""
    return not same(a, b) and (a < b if sense == "min" else a > b)


def runtime_s(row: Mapping[str, Any]) -> float | None:
    """The method's own total time, else the harness's wall clock."""
    total = _number(row.get("total_s"))
    return total if total is not None else _number(row.get("wall_s"))


def _objective(row: Mapping[str, Any]) -> float | None:
    """The evaluator's score of a solved cell (None without one)."""
    return _number(row.get("objective")) if row.get("status") in SOLVED else None


def _bound(row: Mapping[str, Any]) -> float | None:
    """A trusted proven bound (none from a failed cell)."""
    return None if row.get("status") in FAILED else _number(row.get("bound"))


def quality_changes(old: Mapping[str, Any], new: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    """(regressions, improvements) from ``old`` to ``new``, two runs of one
    cell (see the module doc). Pure."""
    sense = str(new.get("sense") or old.get("sense") or "min")
    worse: list[str] = []
    better: list[str] = []
    o_obj, n_obj = _objective(old), _objective(new)
    if o_obj is not None and n_obj is not None:
        if _better(o_obj, n_obj, sense):
            worse.append("worse objective")
        elif _better(n_obj, o_obj, sense):
            better.append("better objective")
    elif o_obj is not None:
        worse.append("lost solution")
    elif n_obj is not None:
        better.append("new solution")
    o_bound, n_bound = _bound(old), _bound(new)
    if o_bound is not None and (n_bound is None or _better(o_bound, n_bound, _bound_sense(sense))):
        worse.append("weaker bound")
    elif n_bound is not None and (o_bound is None or _better(n_bound, o_bound, _bound_sense(sense))):
        better.append("stronger bound")
    o_status, n_status = old.get("status"), new.get("status")
    if o_status == "optimal" and n_status != "optimal":
        worse.append("lost proof")
    elif n_status == "optimal" and o_status != "optimal":
        better.append("new proof")
    if n_status in FAILED and o_status not in FAILED:
        worse.append("new error")
    elif o_status in FAILED and n_status not in FAILED:
        better.append("error fixed")
    return worse, better


def _bound_sense(sense: str) -> str:
    """A lower bound (minimisation) is better when larger, and the reverse."""
    return "max" if sense == "min" else "min"


@dataclass(frozen=True)
class CellChange:
    """Two runs of one cell: the baseline's (``old_*``) and the candidate's
    (``new_*``), what got worse and what got better."""

    problem: str
    instance_id: str
    size: int | None
    instance_seed: int | None
    method: str
    seed: int
    budget_key: str
    old_status: str
    new_status: str
    old_objective: float | None
    new_objective: float | None
    old_bound: float | None
    new_bound: float | None
    old_runtime_s: float | None
    new_runtime_s: float | None
    old_method_version: str
    new_method_version: str
    old_problem_version: str
    new_problem_version: str
    old_code_version: str
    new_code_version: str
    regressions: tuple[str, ...]
    improvements: tuple[str, ...]

    @property
    def changed(self) -> bool:
        """Status, objective or bound differ (a version alone is no change)."""
        return (self.old_status != self.new_status or not same(self.old_objective, self.new_objective)
                or not same(self.old_bound, self.new_bound))

    def text(self) -> str:
        parts = []
        if self.old_status != self.new_status:
            parts.append(f"status {self.old_status} -> {self.new_status}")
        for name, a, b in (("objective", self.old_objective, self.new_objective),
                           ("bound", self.old_bound, self.new_bound)):
            if not same(a, b):
                parts.append(f"{name} {_show(a)} -> {_show(b)}")
        verdict = ", ".join(self.regressions + self.improvements)
        where = (f"{self.problem} size={self.size} instance={self.instance_id} (seed {self.instance_seed}) "
                 f"{self.method} seed={self.seed} [{self.budget_key}]")
        return f"{where}: {'; '.join(parts) or 'unchanged'}" + (f" ({verdict})" if verdict else "")


def _show(value: float | None) -> str:
    return "none" if value is None else f"{value:.10g}"


def cell_change(old: Mapping[str, Any], new: Mapping[str, Any]) -> CellChange:
    """The :class:`CellChange` of two runs of one cell (store rows). Pure."""
    worse, better = quality_changes(old, new)

    def opt_int(value: Any) -> int | None:
        return None if value is None else int(value)

    return CellChange(
        str(new["problem"]), str(new["instance_id"]), opt_int(new.get("size")), opt_int(new.get("instance_seed")),
        str(new["method"]), int(new["seed"]), str(new["budget_key"]),
        str(old.get("status")), str(new.get("status")), _number(old.get("objective")), _number(new.get("objective")),
        _number(old.get("bound")), _number(new.get("bound")), runtime_s(old), runtime_s(new),
        str(old.get("method_version", "")), str(new.get("method_version", "")),
        str(old.get("problem_version", "")), str(new.get("problem_version", "")),
        str(old.get("code_version", "")), str(new.get("code_version", "")),
        tuple(worse), tuple(better),
    )


@dataclass(frozen=True)
class RuntimeRatio:
    """Candidate over baseline runtime of one method's matched cells: the
    geometric mean of the per-cell ratios, with its bootstrap interval
    (None below two cells)."""

    problem: str
    method: str
    n: int
    ratio: float
    low: float | None
    high: float | None

    def text(self) -> str:
        interval = "" if self.low is None or self.high is None else f" [{self.low:.3g}, {self.high:.3g}]"
        return f"{self.method}: runtime x{self.ratio:.3g}{interval} over {self.n} cell(s)"


def _geometric_mean_ratio(old: np.ndarray, new: np.ndarray, axis: int = -1) -> np.ndarray:
    return np.exp(np.mean(np.log(new) - np.log(old), axis=axis))


def runtime_ratio(problem: str, method: str, old: Sequence[float], new: Sequence[float], *,
                  confidence: float = CONFIDENCE, n_resamples: int = N_RESAMPLES,
                  seed: int = BOOTSTRAP_SEED) -> RuntimeRatio:
    """The geometric mean of ``new[i] / old[i]`` (times floored at
    :data:`RUNTIME_FLOOR_S`) and its percentile interval from a seeded
    paired bootstrap over the cells (:func:`scipy.stats.bootstrap`, each
    cell's two times kept together)."""
    from scipy.stats import bootstrap

    a = np.maximum(np.asarray(old, dtype=float), RUNTIME_FLOOR_S)
    b = np.maximum(np.asarray(new, dtype=float), RUNTIME_FLOOR_S)
    ratio = float(_geometric_mean_ratio(a, b))
    if a.size < 2:
        return RuntimeRatio(problem, method, int(a.size), ratio, None, None)
    logs = np.log(b) - np.log(a)
    if np.ptp(logs) == 0.0:  # every cell the same ratio: the interval is that point
        return RuntimeRatio(problem, method, int(a.size), ratio, ratio, ratio)
    seed_kw = "rng" if "rng" in inspect.signature(bootstrap).parameters else "random_state"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        res = bootstrap((a, b), _geometric_mean_ratio, paired=True, vectorized=True, method="percentile",
                        confidence_level=confidence, n_resamples=n_resamples,
                        **{seed_kw: np.random.default_rng(seed)})
    low, high = float(res.confidence_interval.low), float(res.confidence_interval.high)
    if not (math.isfinite(low) and math.isfinite(high)):
        return RuntimeRatio(problem, method, int(a.size), ratio, None, None)
    return RuntimeRatio(problem, method, int(a.size), ratio, min(low, ratio), max(high, ratio))


@dataclass(frozen=True)
class ProblemSummary:
    """Counts of one problem's cells in a comparison."""

    problem: str
    matched: int
    only_baseline: int
    only_candidate: int
    regressed: int
    improved: int
    changed: int  # changed without a verdict
    unchanged: int
    method_versions_changed: int  # matched cells whose method version differs
    problem_versions_changed: int
    regressions: Mapping[str, int] = field(default_factory=dict)

    def text(self) -> str:
        kinds = ", ".join(f"{n} {k}" for k, n in self.regressions.items())
        return (f"{self.problem}: {self.matched} matched cell(s): {self.regressed} regressed"
                + (f" ({kinds})" if kinds else "")
                + f", {self.improved} improved, {self.changed} changed otherwise, {self.unchanged} unchanged; "
                f"{self.only_baseline} only in the baseline, {self.only_candidate} only in the candidate; "
                f"method version changed in {self.method_versions_changed}, problem version in "
                f"{self.problem_versions_changed}")


@dataclass(frozen=True)
class Comparison:
    """Everything ``schedbench compare`` reports (:func:`compare_rows`)."""

    baseline: str
    candidate: str
    cells: tuple[CellChange, ...]
    runtimes: tuple[RuntimeRatio, ...]
    problems: tuple[ProblemSummary, ...]

    @property
    def regressions(self) -> list[CellChange]:
        return [c for c in self.cells if c.regressions]

    def to_json(self) -> dict[str, Any]:
        return {
            "baseline": self.baseline,
            "candidate": self.candidate,
            "same_rel_tol": SAME_REL_TOL,
            "regressions": len(self.regressions),
            "problems": [asdict(p) for p in self.problems],
            "runtimes": [asdict(r) for r in self.runtimes],
            "cells": [{**asdict(c), "changed": c.changed} for c in self.cells if c.changed or c.regressions
                      or c.improvements],
        }

    def lines(self) -> list[str]:
        """The text report: one line per problem, per changed cell (regressions
        first) and per method's runtime."""
        out = [f"compare {self.baseline} -> {self.candidate} (same: within {SAME_REL_TOL:g} relative)"]
        for summary in self.problems:
            out.append(summary.text())
            mine = [c for c in self.cells if c.problem == summary.problem]
            for c in sorted(mine, key=lambda c: (not c.regressions, not c.improvements, c.method, c.size or 0)):
                if c.changed or c.regressions or c.improvements:
                    out.append(f"  {'REGRESSION ' if c.regressions else ''}{c.text()}")
            out += [f"  {r.text()}" for r in self.runtimes if r.problem == summary.problem]
        if not self.problems:
            out.append("no cells to compare")
        count = len(self.regressions)
        out.append(f"{count} quality regression(s)" if count else "no quality regression")
        return out


def compare_rows(old_rows: Iterable[Mapping[str, Any]], new_rows: Iterable[Mapping[str, Any]], *,
                 baseline: str = "baseline", candidate: str = "candidate", seed: int = BOOTSTRAP_SEED) -> Comparison:
    """Compare the latest row of each cell of ``old_rows`` with that of
    ``new_rows`` (store rows; see the module doc). Pure."""
    old = {cell_identity(r): r for r in latest_cells(old_rows)}
    new = {cell_identity(r): r for r in latest_cells(new_rows)}
    changes = [cell_change(old[k], new[k]) for k in sorted(set(old) & set(new))]
    return _comparison(changes, old, new, baseline, candidate, seed)


def compare_consecutive(rows: Iterable[Mapping[str, Any]], *, baseline: str = "previous run",
                        candidate: str = "latest run", seed: int = BOOTSTRAP_SEED) -> Comparison:
    """Compare each cell's latest row with the row of the same cell that
    finished before it (a cell run once has nothing to compare). Pure."""
    runs: dict[tuple[Any, ...], list[Mapping[str, Any]]] = {}
    for row in rows:
        runs.setdefault(cell_identity(row), []).append(row)
    old, new = {}, {}
    for key, mine in runs.items():
        (latest,) = latest_cells(mine)
        rest = [r for r in mine if r is not latest]
        new[key] = latest
        if rest:
            (old[key],) = latest_cells(rest)
    changes = [cell_change(old[k], new[k]) for k in sorted(old)]
    only_new = {k: v for k, v in new.items() if k in old}  # a single run is not "only in the candidate"
    return _comparison(changes, old, only_new, baseline, candidate, seed)


def _comparison(changes: list[CellChange], old: Mapping[tuple[Any, ...], Any], new: Mapping[tuple[Any, ...], Any],
                baseline: str, candidate: str, seed: int) -> Comparison:
    problems = sorted({k[0] for k in old} | {k[0] for k in new})
    summaries = []
    for problem in problems:
        mine = [c for c in changes if c.problem == problem]
        kinds: Counter[str] = Counter(k for c in mine for k in c.regressions)
        summaries.append(ProblemSummary(
            problem, len(mine),
            sum(1 for k in old if k[0] == problem and k not in new),
            sum(1 for k in new if k[0] == problem and k not in old),
            sum(1 for c in mine if c.regressions),
            sum(1 for c in mine if c.improvements and not c.regressions),
            sum(1 for c in mine if c.changed and not c.regressions and not c.improvements),
            sum(1 for c in mine if not c.changed and not c.regressions and not c.improvements),
            sum(1 for c in mine if c.old_method_version != c.new_method_version),
            sum(1 for c in mine if c.old_problem_version != c.new_problem_version),
            {k: kinds[k] for k in REGRESSIONS if kinds[k]},
        ))
    timed: dict[tuple[str, str], tuple[list[float], list[float]]] = {}
    for c in changes:
        if c.old_status in FAILED or c.new_status in FAILED or c.old_runtime_s is None or c.new_runtime_s is None:
            continue
        a, b = timed.setdefault((c.problem, c.method), ([], []))
        a.append(c.old_runtime_s)
        b.append(c.new_runtime_s)
    runtimes = tuple(runtime_ratio(p, m, a, b, seed=seed) for (p, m), (a, b) in sorted(timed.items()))
    return Comparison(baseline, candidate, tuple(changes), runtimes, tuple(summaries))


#: ``schedbench compare``'s exit status when a quality regression is found.
EXIT_REGRESSION = 1


def _labels(rows: Sequence[Mapping[str, Any]]) -> list[str]:
    return sorted({str(r["code_version"]) for r in rows})


def _of_version(rows: list[dict[str, Any]], version: str, flag: str, where: str) -> list[dict[str, Any]]:
    """The rows that code version ``version`` wrote, or one error naming ``flag``."""
    from schedbench.errors import ValidationError

    mine = [r for r in rows if r["code_version"] == version]
    if not mine:
        raise ValidationError(flag, f"must name a code version of {where} (stored: "
                              f"{', '.join(_labels(rows)) or 'none'})", version)
    return mine


def compare_stores(baseline: Any, candidate: Any = None, *, versions: tuple[str, str] | None = None,
                   problems: Sequence[str] | None = None, seed: int = BOOTSTRAP_SEED) -> Comparison:
    """Compare two runs (the module doc): two stores (the latest run of
    each cell in each), one store at two code versions (``versions``: the
    release labels the runs recorded; with two stores, the first in
    ``baseline``, the second in ``candidate``), or, one store alone, each
    cell's latest run with the one before it. ``problems``: only these."""
    from schedbench.errors import ValidationError
    from schedbench.harness import Store

    with Store(baseline, create=False) as db:
        old_rows = db.rows()
    new_rows = old_rows
    if candidate is not None:
        with Store(candidate, create=False) as db:
            new_rows = db.rows()
    if problems is not None:
        stored = sorted({str(r["problem"]) for r in old_rows} | {str(r["problem"]) for r in new_rows})
        for i, name in enumerate(problems):
            if name not in stored:
                raise ValidationError(f"--problem[{i}]", f"must be a problem of the compared store(s) (stored: "
                                      f"{', '.join(stored) or 'none'})", name)
        old_rows = [r for r in old_rows if r["problem"] in problems]
        new_rows = [r for r in new_rows if r["problem"] in problems]
    if versions is not None:
        old_label, new_label = versions
        old_rows = _of_version(old_rows, old_label, "--versions[0]", str(baseline))
        new_rows = _of_version(new_rows, new_label, "--versions[1]", str(candidate or baseline))
        return compare_rows(old_rows, new_rows, baseline=f"{baseline} at {old_label}",
                            candidate=f"{candidate or baseline} at {new_label}", seed=seed)
    if candidate is None:
        return compare_consecutive(old_rows, baseline=f"{baseline}: each cell's previous run",
                                   candidate="its latest run", seed=seed)
    return compare_rows(old_rows, new_rows, baseline=str(baseline), candidate=str(candidate), seed=seed)
