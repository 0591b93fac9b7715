"""GIMBAL's worker throughput model: MPS shares (LGRR) and sample stealing (LISS).

Reference: GIMBAL (Yang et al., ACM TACO 2025), Sec. 4.1 (LGRR: an MPS cap on
a worker's share of its GPU in 10% steps, two caps may add up to more than
100%, 200% being free competition; LISS: faster workers of a job steal input
samples from slower ones, the global batch is kept), Sec. 4.2 / Fig. 5
(stragglers in unequal packing).

Throughput of one worker (steps/s at its own batch size)
--------------------------------------------------------
A worker of job a shares its GPU with at most one worker of job b (Sec. 5.1).
Measured inputs (see ``instances/profiles/derive_gimbal.py``):

* ``solo``: a's isolated throughput (Gavel, 1 GPU);
* ``rho = fc / solo``: a's throughput in free competition with b (Gavel's
  1-GPU pair entry, both at 100%) relative to solo, ``0 < rho <= 1``;
* ``f(s)``: a's speed on a share ``s`` of the GPU relative to the whole GPU,
  measured on A100 MIG slices of 1/7 .. 4/7 and 7/7 (MISO). MIG slices stand
  in for MPS caps (a labelled assumption).

The curve between measured points (:class:`ShareCurve`): piecewise linear
through (0, 0), the measured points and (1, 1), after replacing each point by
the running maximum of the points at smaller shares and capping it at 1. So
``f`` is continuous, non-decreasing, ``f(0) = 0``, ``f(1) = 1`` and ``f <= 1``.

Co-located throughput (:func:`corun_rate`), shares ``s_a, s_b`` in (0, 1]:

    o   = max(0, s_a + s_b - 1)          contested share (0: isolated caps, 1: free competition)
    w_a = min{ s : f(s) >= rho }         share a effectively holds in free competition
    e_a = s_a - o * (1 - w_a)            a's effective share
    r_a = solo * f(e_a)

It reproduces both measured ends: ``s_a + s_b <= 1`` gives ``solo * f(s_a)``
(MPS caps that do not overlap are taken not to interfere, an assumption);
``s_a = s_b = 1`` gives ``solo * f(w_a) = solo * rho = fc``. It is monotone:
``d e_a / d s_a = w_a >= 0`` where ``o > 0`` and 1 elsewhere, and
``d e_a / d s_b = -(1 - w_a) <= 0``, so a worker never slows down when its own
share grows or its co-runner's shrinks; and ``e_a <= s_a <= 1`` so it is
never faster than solo. ``e_a >= s_a - o >= 0``, and ``e_a > 0`` whenever
``rho > 0``, so every rate is positive.

Step time of a data-parallel job (``step_time``)
------------------------------------------------
Worker k runs at ``r_k`` steps/s on the job's per-worker batch ``b``, i.e.
``b * r_k`` samples/s; a step on ``n_k`` samples takes ``c_k * n_k`` seconds,
``c_k = 1 / (b * r_k)`` (time linear in local batch, LB-BSP's model; an
assumption). Communication is not modelled: the step ends when the slowest
worker finishes its share of the global batch ``B = b * W``.

* without LISS every worker keeps ``b`` samples: ``t = max_k 1 / r_k``
  (Sec. 4.1, Fig. 5(a): the slowest worker sets the pace);
* with LISS the global batch is split into integers ``n_k >= 1`` with
  ``sum n_k = B`` minimising ``max_k c_k n_k`` (:func:`liss_allocation`):
  the exact integer optimum, not a rounded proportional split. Its value is
  the smallest ``T`` with ``sum_k floor(T / c_k) >= B`` (and ``T >= max c_k``,
  every worker keeps at least one sample).
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

#: Sec. 4.1 / Sec. 7.4: LGRR adjusts the MPS cap in steps of 10% of the GPU.
SHARE_STEP_PERCENT_DEFAULT = 10
#: The largest cap, in percent of the GPU: two workers at 100% compete freely
#: (Sec. 4.1, "200% represents free-competition").
FULL_SHARE_PERCENT = 100
#: Relative tolerance of float comparisons in the LISS threshold search.
FLOOR_EPS = 1e-9


@dataclass(frozen=True)
class ShareCurve:
    """Speed relative to the whole GPU against the share of the GPU.

    ``points`` are the measured (share, speed fraction) pairs, share in
    (0, 1), fraction > 0, sorted by share; the share 1 (fraction 1) is implied.
    """

    points: tuple[tuple[float, float], ...]

    @cached_property
    def knots(self) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """The monotone, capped knots (0, 0), ..., (1, 1) of the curve."""
        xs, ys = [0.0], [0.0]
        best = 0.0
        for s, v in self.points:
            best = min(1.0, max(best, v))
            xs.append(s)
            ys.append(best)
        xs.append(1.0)
        ys.append(1.0)
        return tuple(xs), tuple(ys)

    def value(self, share: float) -> float:
        """``f(share)``, linear between knots; ``share`` in [0, 1]."""
        xs, ys = self.knots
        share = min(max(share, 0.0), 1.0)
        i = bisect.bisect_right(xs, share) - 1
        if i >= len(xs) - 1:
            return ys[-1]
        x0, x1, y0, y1 = xs[i], xs[i + 1], ys[i], ys[i + 1]
        return y0 + (y1 - y0) * (share - x0) / (x1 - x0)

    def inverse(self, fraction: float) -> float:
        """The smallest share ``s`` with ``f(s) >= fraction`` (``fraction`` in (0, 1])."""
        xs, ys = self.knots
        fraction = min(max(fraction, 0.0), 1.0)
        for i in range(1, len(xs)):
            if ys[i] >= fraction:
                y0, y1 = ys[i - 1], ys[i]
                if y1 == y0:
                    return xs[i - 1]
                return xs[i - 1] + (xs[i] - xs[i - 1]) * (fraction - y0) / (y1 - y0)
        return 1.0


def corun_rate(solo: float, curve: ShareCurve, rho: float, own: float, other: float | None) -> float:
    """Throughput (steps/s) of a worker on share ``own`` of its GPU, next to a
    worker on share ``other`` (``None``: alone on the GPU); shares in (0, 1].
    ``rho`` is the measured free-competition slowdown against this co-runner."""
    if other is None:
        return solo * curve.value(own)
    overlap = max(0.0, own + other - 1.0)
    held = curve.inverse(rho)
    effective = own - overlap * (1.0 - held)
    return solo * curve.value(effective)


def share_levels(step_percent: int) -> tuple[int, ...]:
    """The share grid in percent: ``step, 2 step, ... < 100`` and 100
    (Sec. 4.1: 10% steps; Fig. 13 also tries coarser ones)."""
    levels = list(range(step_percent, FULL_SHARE_PERCENT, step_percent))
    levels.append(FULL_SHARE_PERCENT)
    return tuple(levels)


def liss_allocation(global_batch: int, sec_per_sample: Sequence[float]) -> tuple[int, ...]:
    """Integer split ``n_k >= 1``, ``sum n_k = global_batch``, minimising
    ``max_k n_k * sec_per_sample[k]`` (exact; see the module docstring)."""
    c = list(sec_per_sample)
    w = len(c)
    if global_batch < w:
        raise ValueError(f"global batch {global_batch} is smaller than the number of workers {w}")
    rate_sum = sum(1.0 / x for x in c)
    t = max(global_batch / rate_sum, max(c))

    def count(limit: float) -> list[int]:
        return [max(1, math.floor(limit / x * (1.0 + FLOOR_EPS))) for x in c]

    n = count(t)
    while sum(n) < global_batch:  # at most w rounds: sum floor(T_c / c_k) >= B - w
        t = min((n[k] + 1) * c[k] for k in range(w))
        n = count(t)
    excess = sum(n) - global_batch
    # Remove the excess from the workers that finish last; the maximum can only drop.
    while excess > 0:
        k = max((k for k in range(w) if n[k] > 1), key=lambda k: (n[k] * c[k], -k))
        n[k] -= 1
        excess -= 1
    return tuple(n)


def step_time(batch: int, rates: Sequence[float], liss: bool) -> float:
    """Seconds per training step of a job whose workers run at ``rates``
    (steps/s at per-worker batch ``batch``), with or without LISS."""
    if not liss:
        return max(1.0 / r for r in rates)
    c = [1.0 / (batch * r) for r in rates]
    n = liss_allocation(batch * len(rates), c)
    return max(nk * ck for nk, ck in zip(n, c))
