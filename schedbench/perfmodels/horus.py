"""HORUS's models: JCT slowdown (Eq. 1), GPU memory (Eq. 2), the slowdown
fit against cumulative GPU utilisation (Sec. 3.2) and the placement cost
(Eq. 7-10).

Reference: Yeung et al., "Horus: Interference-Aware and Prediction-Based
Scheduling in Deep Learning Systems" (IEEE TPDS 2022), Sec. 3, 4.1, 4.2.1.

Slowdown (Eq. 1)
----------------
``T_deg = |T_colo - T_solo| / T_solo``. With throughputs (steps/s) instead of
times to a fixed epoch, ``T ~ 1 / rate`` and ``T_deg = |rate_solo /
rate_colo - 1|`` (:func:`slowdown_from_rates`).

Slowdown against cumulative utilisation (Sec. 3.2, Fig. 4; Eq. 9)
-----------------------------------------------------------------
``f(U)`` with ``U`` the summed solo GPU utilisation (%) of the jobs on one
GPU: ``f-(U) = a0 + a1 U`` for ``U <= 100`` (linear, "before GPU
over-commitment") and ``f+(U) = b0 + b1 U + b2 U^2`` for ``U > 100``
(quadratic). The paper publishes only the shape and the fit quality ("R-squared
0.88 and 0.84" on GTX 1080 and RTX 2080), not the coefficients, so they are
fitted here (:func:`fit_slowdown`) by least squares on each side of 100 on
measured pairs (``instances/profiles/derive_horus.py``).

* Reading A4: ``f`` returns ``T_deg`` (0 = no slowdown), not the time ratio
  (which would add ``omega2`` per placed GPU and change nothing else).
* ``T_deg >= 0`` by Eq. 1's absolute value, so :meth:`SlowdownFit.f` clamps a
  fitted value at 0 (a least-squares line can dip below 0 outside its data).
  This also keeps every placement cost non-negative, which the deferral
  penalty of ``schedbench.problems.horus`` relies on.
* The premise (:func:`premise_check`). Sec. 3.2: co-location "with
  increasing levels of GPU over-commitment ... results in a JCT increase
  between 1.5x-3x", pairs under 50% each "between 1x-1.5x"; Sec. 4.2.1: "we
  penalize the combinations of co-located DL jobs when over-commitment
  manifests". So f is non-decreasing in ``U``, and every over-committed
  value (``U > 100``) is at least every value at ``U <= 100``. A curve that
  breaks either rule rewards over-commitment and is not HORUS's cost.

Memory (Eq. 2)
--------------
``GMem_j = (B * A + P) + B * G + delta``: batch ``B``, activations ``A`` and
"gradients" ``G`` per sample, parameters ``P`` and an initialisation overhead
``delta``. Reading A5: ``A``, ``G`` and ``P`` are element counts, times
``BYTES_PER_ELEMENT`` (fp32); the paper prints no bytes-per-element, scales
gradients by the batch, and leaves out optimizer state, so the estimate is a
lower bound in spirit ("minimum expected memory usage", Sec. 4.1.2).

Cost (Eq. 7-10)
---------------
``Cost_jng = omega1 C^GMem + omega2 C^GUtil`` (Eq. 7), ``C^GMem = (UR^GMem_ng
+ GMem_j) / CP^GMem_ng`` (Eq. 8), ``C^GUtil = f(UR^GUtil_ng + GUtil_j)``
(Eq. 9-10). Which state ``UR`` is (before the round, after it, or after the
jobs placed earlier in the round) is reading A1, decided in
``schedbench.problems.horus``; :func:`placement_cost` takes the load as given.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any
from dataclasses import dataclass

import numpy as np

from schedbench.errors import ValidationError
from schedbench.schema import SCHEMA_CONFIG, FiniteFloat, NonEmptyStr, with_config

#: Eq. 9: the branch point of f, in percent of one GPU ("over-commitment").
OVERCOMMIT_PCT = 100.0
#: Reading A5: bytes per element of activations, gradients and parameters (fp32).
BYTES_PER_ELEMENT = 4
#: Bytes per MiB.
MIB = 1024 * 1024
#: Eq. 7: "we set all weights equally by default".
OMEGA_DEFAULT = 1.0
#: :func:`premise_check` looks at f on [0, PREMISE_MAX_PCT] (four jobs at 100% each)
#: in steps of PREMISE_STEP_PCT, plus the first value above OVERCOMMIT_PCT.
PREMISE_MAX_PCT = 400.0
PREMISE_STEP_PCT = 0.01


def slowdown(t_solo: float, t_colo: float) -> float:
    """Eq. 1: ``|T_colo - T_solo| / T_solo``."""
    if not t_solo > 0:
        raise ValidationError("t_solo", "must be > 0", t_solo)
    return abs(t_colo - t_solo) / t_solo


def slowdown_from_rates(rate_solo: float, rate_colo: float) -> float:
    """Eq. 1 with throughputs: the time to a fixed step count is ``1 / rate``."""
    if not (rate_solo > 0 and rate_colo > 0):
        raise ValidationError("rate", "solo and co-located rates must be > 0", (rate_solo, rate_colo))
    return slowdown(1.0 / rate_solo, 1.0 / rate_colo)


def memory_estimate_mib(batch: int, activations: float, gradients: float, parameters: float,
                        overhead_mib: float) -> float:
    """Eq. 2 in MiB: ``((B*A + P) + B*G) * BYTES_PER_ELEMENT / MIB + delta``.

    ``activations``/``gradients`` are element counts per sample, ``parameters``
    an element count (reading A5), ``overhead_mib`` is delta.
    """
    elements = (batch * activations + parameters) + batch * gradients
    return elements * BYTES_PER_ELEMENT / MIB + overhead_mib


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class SlowdownFit:
    """Eq. 9's pair of functions ``f-`` (linear, ``U <= 100``) and ``f+``
    (quadratic, ``U > 100``) for one GPU type, with where they come from.

    ``linear = (a0, a1)``, ``quadratic = (b0, b1, b2)`` in T_deg per percent
    (powers); ``source`` names the data and the fit.
    """

    linear: tuple[FiniteFloat, FiniteFloat]
    quadratic: tuple[FiniteFloat, FiniteFloat, FiniteFloat]
    source: NonEmptyStr

    def f(self, util_pct: float) -> float:
        """Eq. 9: ``f+`` above ``OVERCOMMIT_PCT``, ``f-`` at or below; clamped at 0."""
        if util_pct > OVERCOMMIT_PCT:
            b0, b1, b2 = self.quadratic
            value = b0 + util_pct * (b1 + util_pct * b2)
        else:
            a0, a1 = self.linear
            value = a0 + a1 * util_pct
        return max(0.0, value)

    def max_on(self, hi_pct: float) -> float:
        """``max f(U)`` for ``0 <= U <= hi_pct``: the pieces' ends and the
        parabola's vertex are the only candidates (both pieces are polynomials
        of degree <= 2; the clamp at 0 is monotone)."""
        points = [0.0, min(hi_pct, OVERCOMMIT_PCT)]
        if hi_pct > OVERCOMMIT_PCT:
            b0, b1, b2 = self.quadratic
            points += [math.nextafter(OVERCOMMIT_PCT, math.inf), hi_pct]
            if b2 != 0.0:
                vertex = -b1 / (2.0 * b2)
                if OVERCOMMIT_PCT < vertex < hi_pct:
                    points.append(vertex)
        return max(self.f(u) for u in points)


@dataclass(frozen=True)
class PremiseCheck:
    """How a slowdown curve f sits with Sec. 3.2's premise on a grid of ``U``.

    ``worst_drop``: the largest ``f(U) - f(U')`` over grid neighbours ``U <
    U'`` (0 when f is non-decreasing there); ``max_below``: the largest f at
    ``U <= 100``; ``min_above``: the smallest f at ``100 < U <= hi``."""

    worst_drop: float
    max_below: float
    min_above: float

    @property
    def non_decreasing(self) -> bool:
        return self.worst_drop <= 0.0

    @property
    def overcommit_not_cheaper(self) -> bool:
        """Every over-committed value is at least every value below 100%."""
        return self.min_above >= self.max_below

    @property
    def respected(self) -> bool:
        return self.non_decreasing and self.overcommit_not_cheaper


def premise_check(fit: SlowdownFit, hi_pct: float = PREMISE_MAX_PCT,
                  step_pct: float = PREMISE_STEP_PCT) -> PremiseCheck:
    """Sec. 3.2's premise for ``fit`` on ``0, step, ..., hi_pct`` and the first
    float above ``OVERCOMMIT_PCT`` (where Eq. 9 switches to f+)."""
    if not (hi_pct > OVERCOMMIT_PCT and step_pct > 0.0):
        raise ValidationError("hi_pct", f"must exceed {OVERCOMMIT_PCT} (and step_pct must be > 0)", hi_pct)
    grid = np.append(np.linspace(0.0, hi_pct, round(hi_pct / step_pct) + 1),
                     math.nextafter(OVERCOMMIT_PCT, math.inf))
    grid.sort()
    values = np.array([fit.f(float(u)) for u in grid])
    below = grid <= OVERCOMMIT_PCT
    return PremiseCheck(worst_drop=max(0.0, float(np.max(values[:-1] - values[1:]))),
                        max_below=float(values[below].max()), min_above=float(values[~below].min()))


def placement_cost(mem_after_mib: float, mem_capacity_mib: float, util_after_pct: float, fit: SlowdownFit,
                   omega1: float = OMEGA_DEFAULT, omega2: float = OMEGA_DEFAULT) -> float:
    """Eq. 7 with Eq. 8 and Eq. 9-10, given the GPU's memory and utilisation
    *including* the job being costed (``UR + GMem_j``, ``UR + GUtil_j``)."""
    return omega1 * (mem_after_mib / mem_capacity_mib) + omega2 * fit.f(util_after_pct)


@dataclass(frozen=True)
class FitReport:
    """A fitted :class:`SlowdownFit` and how well it fits (Sec. 3.2's R^2).

    ``r2_linear``/``r2_quadratic``: R^2 of each piece on its own points
    (``None`` with fewer than 3 points); ``r2``: of the piecewise function on
    all points; ``corr``: Pearson correlation of U and T_deg over all points.
    """

    fit: SlowdownFit
    n_linear: int
    n_quadratic: int
    r2_linear: float | None
    r2_quadratic: float | None
    r2: float
    corr: float


def _r2(y: np.ndarray, yhat: np.ndarray) -> float | None:
    if len(y) < 3:
        return None
    ss_tot = float(((y - y.mean()) ** 2).sum())
    return None if ss_tot == 0.0 else 1.0 - float(((y - yhat) ** 2).sum()) / ss_tot


def fit_slowdown(util_sum_pct: Sequence[float], t_deg: Sequence[float], source: str) -> FitReport:
    """Least-squares ``f-`` on ``U <= 100`` (degree 1) and ``f+`` on ``U > 100``
    (degree 2), Sec. 3.2. A side with too few points for its degree gets the
    other side's polynomial (a line is a quadratic with ``b2 = 0``)."""
    u = np.asarray(util_sum_pct, dtype=float)
    t = np.asarray(t_deg, dtype=float)
    if u.shape != t.shape or len(u) < 2:
        raise ValidationError("points", "need at least two (U, T_deg) points of equal count", len(u))
    low, high = u <= OVERCOMMIT_PCT, u > OVERCOMMIT_PCT
    lin = np.polyfit(u[low], t[low], 1)[::-1] if low.sum() >= 2 else None
    quad = np.polyfit(u[high], t[high], 2)[::-1] if high.sum() >= 3 else None
    if lin is None:
        lin = np.polyfit(u, t, 1)[::-1]
    if quad is None:
        quad = np.array([lin[0], lin[1], 0.0])
    fit = SlowdownFit((float(lin[0]), float(lin[1])), (float(quad[0]), float(quad[1]), float(quad[2])), source)
    pred = np.array([fit.f(x) for x in u])
    return FitReport(
        fit=fit,
        n_linear=int(low.sum()),
        n_quadratic=int(high.sum()),
        r2_linear=_r2(t[low], pred[low]),
        r2_quadratic=_r2(t[high], pred[high]),
        r2=_r2(t, pred) or 0.0,
        corr=float(np.corrcoef(u, t)[0, 1]),
    )


# --------------------------------------------------------------------------
# horus-online's truth: measured pair slowdowns on the shared core. Methods
# never see it (they see predictions); the evaluator replays schedules with it.


class TruthRates:
    """The measured-pair rate model (a :class:`schedbench.online.simulate.RateModel`)."""

    def __init__(self, instance) -> None:
        self.type = [j.type for j in instance.jobs]
        self.solo = [j.duration_s for j in instance.jobs]
        self.t_deg = instance.t_deg
        self.sim: Any = None  # the Simulation, set by online_simulation (per-GPU occupants)

    def slowdown(self, job: int, gpus: Sequence[int]) -> float:
        """``max_g (1 + sum_{k on g, k != job} t_deg[type j][type k])``."""
        row = self.t_deg[self.type[job]]
        worst = 1.0
        for g in gpus:
            s = 1.0 + sum(row[self.type[k]] for k in self.sim.occupants(g) if k != job)
            worst = s if s > worst else worst
        return worst

    def duration(self, job: int, gpus: tuple[int, ...], plan, partners: tuple[int, ...]) -> float:
        if not partners:
            return self.solo[job]
        return self.solo[job] * self.slowdown(job, gpus)


def online_simulation(instance, preemptive: bool = False):
    """The shared core set up for ``instance``: (simulation, truth rates)."""
    from schedbench.online import Cluster, Node, SimJob, Simulation

    cluster = Cluster(tuple(Node(instance.gpus_per_node, "gpu", instance.gpu_mem_mib) for _ in range(instance.nodes)),
                      instance.max_colocation)
    rates = TruthRates(instance)
    sim = Simulation(cluster, [SimJob(j.arrival_s, j.gpus) for j in instance.jobs], rates, preemptive=preemptive)
    rates.sim = sim
    return sim, rates
