"""Statistics of the report: spread across seeds, shifted geometric means and
performance profiles (pure functions on plain numbers; :mod:`schedbench.reporting.report`
applies them to a store's cells).

* **Spread.** :func:`spread` gives n, min, quartiles, median, mean and max of
  the values of one (method, size) row, i.e. across its instance and method
  seeds. Quartiles are pandas' default (linear interpolation between order
  statistics), so with 3 seeds ``q1`` and ``q3`` lie halfway between the
  median and the extremes.
* **Shifted geometric mean** (:func:`shifted_geometric_mean`):
  ``exp(mean(log(v + s))) - s``. MIPLIB-style comparisons of solvers use it
  for running times, with a shift of 10 s in T. Achterberg's thesis
  (*Constraint Integer Programming*, TU Berlin 2007, Appendix A.3) and in
  Mittelmann's benchmarks, so that the many very short runs do not dominate
  the ratios. Our cells take milliseconds to tens of seconds (the default
  time limit is 20 s), so the report shifts runtimes by
  :data:`RUNTIME_SHIFT_S` = 1 s. For gaps the shift is 1: the geometric mean
  of ``1 + gap``, minus 1.
* **Performance profiles** (E. D. Dolan and J. J. Moré, *Benchmarking
  optimization software with performance profiles*, Math. Program. 91:201-213,
  2002). For a cost ``t[p, s] > 0`` of solver ``s`` on problem ``p`` (runtime,
  or an objective ratio), the performance ratio is
  ``r[p, s] = t[p, s] / min_s' t[p, s']`` (Eq. 1 there), infinite where ``s``
  did not solve ``p``; the profile of ``s`` is
  ``rho_s(tau) = |{p : r[p, s] <= tau}| / n_p`` (Eq. 2). ``rho_s(1)`` is the
  share of problems on which ``s`` was (one of) the best, and
  ``rho_s(tau)`` for large ``tau`` the share it solved at all.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass

#: Shift of the runtime shifted geometric mean, in seconds (see the module
#: doc: MIPLIB-style comparisons use 10 s; our runs are shorter).
RUNTIME_SHIFT_S = 1.0
#: Shift of the gaps' shifted geometric mean: the geometric mean of 1 + gap.
GAP_SHIFT = 1.0
#: A ratio counts as within ``tau`` when ``r <= tau * (1 + PROFILE_RTOL)``:
#: equal objectives computed along different paths differ in the last bits.
PROFILE_RTOL = 1e-9
#: Runtimes are floored at this before taking ratios (a timer can read 0).
RUNTIME_FLOOR_S = 1e-6


@dataclass(frozen=True)
class Spread:
    """Order statistics of one row's values (None where there are none)."""

    n: int
    min: float | None
    q1: float | None
    median: float | None
    q3: float | None
    max: float | None
    mean: float | None


def spread(values: Iterable[float]) -> Spread:
    """n, min, quartiles, median, max and mean of the finite ``values``
    (NaN and None are left out; quartiles interpolate linearly)."""
    xs = sorted(float(v) for v in values if v is not None and not math.isnan(float(v)))
    if not xs:
        return Spread(0, None, None, None, None, None, None)
    return Spread(len(xs), xs[0], _quantile(xs, 0.25), _quantile(xs, 0.5), _quantile(xs, 0.75), xs[-1],
                  math.fsum(xs) / len(xs))


def _quantile(xs: Sequence[float], q: float) -> float:
    """Quantile ``q`` of sorted ``xs`` by linear interpolation (numpy's and
    pandas' default, "type 7")."""
    pos = q * (len(xs) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def shifted_geometric_mean(values: Iterable[float], shift: float) -> float | None:
    """``exp(mean(log(v + shift))) - shift`` over the finite ``values``;
    None when there are none, or when some ``v + shift <= 0`` (only a gap
    below -1, i.e. an objective far beyond a proven bound, can do that: the
    report warns about those cells)."""
    xs = [float(v) for v in values if v is not None and math.isfinite(float(v))]
    if not xs or any(v + shift <= 0 for v in xs):
        return None
    return math.exp(math.fsum(math.log(v + shift) for v in xs) / len(xs)) - shift


def performance_ratios(
    costs: Mapping[Hashable, Mapping[Hashable, float | None]], problems: Iterable[Hashable]
) -> dict[Hashable, dict[Hashable, float]]:
    """Dolan-Moré performance ratios (Eq. 1): per solver and problem,
    ``cost / (the smallest cost of any solver on that problem)``.

    ``costs[solver][problem]`` must be positive where present; a missing,
    None or non-finite cost means the solver did not solve the problem, and
    its ratio is ``inf``. A problem that no solver solved gets ``inf`` for all.
    """
    problems = list(problems)
    best: dict[Hashable, float] = {}
    for per_problem in costs.values():
        for p, c in per_problem.items():
            if c is None or not math.isfinite(c):
                continue
            if c <= 0:
                raise ValueError(f"performance ratio: cost of problem {p!r} must be > 0 (got {c})")
            best[p] = min(best.get(p, math.inf), c)
    ratios: dict[Hashable, dict[Hashable, float]] = {}
    for solver, per_problem in costs.items():
        row = {}
        for p in problems:
            c = per_problem.get(p)
            row[p] = c / best[p] if c is not None and math.isfinite(c) and p in best else math.inf
        ratios[solver] = row
    return ratios


def profile_value(ratios: Iterable[float], tau: float) -> float:
    """``rho(tau)`` (Eq. 2): the share of the ``ratios`` that are finite and
    at most ``tau`` (up to :data:`PROFILE_RTOL`); 0 for no ratios. With
    ``tau = inf``: the share solved."""
    rs = list(ratios)
    if not rs:
        return 0.0
    return sum(1 for r in rs if math.isfinite(r) and r <= tau * (1 + PROFILE_RTOL)) / len(rs)


def profile_curve(ratios: Iterable[float]) -> list[tuple[float, float]]:
    """The profile as a step function: ``(tau, rho(tau))`` at each distinct
    finite ratio, ``tau`` increasing (the curve is flat in between and after
    the last point; starts at ``tau = 1`` even where no ratio is 1)."""
    rs = list(ratios)
    finite = sorted({r for r in rs if math.isfinite(r)} | {1.0})
    return [(tau, profile_value(rs, tau)) for tau in finite]
