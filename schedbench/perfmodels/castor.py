"""CASTOR's time model (Sec. 3.1, Eq. 1-3) and interference ratio (Sec. 3.2, Eq. 4-5).

Reference: Luo et al., "Castor: Optimizing Deep Learning Job Scheduling in
Multi-Tenant GPU Clusters via Intelligent Colocation", Sec. 3.1-3.2, Sec. 6;
the reviewed spec ``shared/specs/castor.md`` (readings B4-B6, §6).

Iteration time (Eq. 1-3)
------------------------
::

    t_comp(B) = alpha_comp + beta_comp * B                                  (1)
    t_comm    = alpha_comm + beta_comm * M                                  (2)
    t_iter    = (s - 1) * t_comp(B / s) + (t_comp(B / s)^delta + t_comm^delta)^(1 / delta)   (3)

B is the per-GPU batch, s the number of gradient-accumulation steps (the job
runs sub-batches of ``b = B / s`` samples, s forward/backward passes and one
all-reduce per iteration, so the global batch and the iteration count stay
the same), delta the compute/all-reduce overlap of Pollux [18]. Eq. 2 has one
message size per model, so ``t_comm`` is one measured constant per (model,
placement) (B6); the catalog (``instances/profiles/castor_comm.csv``) keeps
the median measured all-reduce time. delta = 1 (no overlap,
:data:`DELTA_DEFAULT`): on Pollux's traces the measured step time is the sum
of compute and sync time (spec §6, label ``delta_1_no_overlap``).

Limits (tested): delta = 1 gives ``s * t_comp(B/s) + t_comm``; delta -> inf
gives ``(s - 1) * t_comp(B/s) + max(t_comp(B/s), t_comm)``. On one GPU
(``t_comm`` ~ 0) accumulation costs ``(s - 1) * alpha_comp``.

Memory (B4)
-----------
The paper motivates memory (Sec. 3.1.3) but never formalises it. Here a job
alone fits a sub-batch ``b`` iff ``b <= bsz_max`` (the largest per-GPU batch
Pollux measured on one T4; label ``pollux_max_bsz_as_memory``), and a pair
fits iff Gavel measured it at the nearest measured batches (a ``[0, 0]``
entry in Gavel's 1-GPU pair table is an out-of-memory pair: ``mem_ok`` False).

Interference ratio (Eq. 4-5)
----------------------------
``t_hat_A = t_A * xi_A`` and ``t_hat_B = t_B * xi_B`` while A and B share
their GPUs. ``xi = isolated / co-located throughput`` of Gavel's V100 1-GPU
pairs on the proxy types of spec §6, at the measured batch nearest each
job's (sub-)batch (B5, label ``xi_nearest_batch``), reused for G-GPU sharing
(label ``xi_from_1gpu_pair``), clipped at 1 from below (pitfall 6; label
``xi_clipped_at_1``, which no V100 pair needs).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

#: Eq. 3's overlap degree; 1 = no overlap of compute and all-reduce (spec §6:
#: Pollux's step time is compute + sync, ratio 1.00-1.06).
DELTA_DEFAULT = 1.0
#: Pitfall 6: xi below 1 (faster when shared) breaks Theorem 1; clip to this.
XI_FLOOR = 1.0


def comp_time(alpha_comp: float, beta_comp: float, batch: float) -> float:
    """Eq. 1: computation time of one forward/backward pass on ``batch`` samples."""
    return alpha_comp + beta_comp * batch


def iter_time(alpha_comp: float, beta_comp: float, t_comm: float, batch: int, steps: int = 1,
              delta: float = DELTA_DEFAULT) -> float:
    """Eq. 3: seconds per iteration at per-GPU batch ``batch`` run as ``steps``
    accumulated sub-batches of ``batch / steps``; ``delta = math.inf`` is full overlap."""
    if steps < 1 or batch % steps:
        raise ValueError(f"steps must divide the batch: batch {batch}, steps {steps}")
    c = comp_time(alpha_comp, beta_comp, batch / steps)
    if math.isinf(delta):
        last = max(c, t_comm)
    else:
        last = (c ** delta + t_comm ** delta) ** (1.0 / delta)
    return (steps - 1) * c + last


def sub_batches(batch: int) -> tuple[int, ...]:
    """Alg. 2's candidates, fixed (spec §3): ``b = B / 2^m``, integral and >= 1, descending."""
    out = []
    b = batch
    while True:
        out.append(b)
        if b % 2 or b == 1:
            break
        b //= 2
    return tuple(out)


def printed_loop_batches(batch: int, *, return_inside_loop: bool = True) -> tuple[float, ...]:
    """The values of ``b`` that Alg. 2 as printed visits: ``b <- B``; ``while
    ceil(b) != 1``: ..., ``b <- b / 2``; with line 13's ``return`` inside the
    loop only the first. Fractional values are returned as they are (the
    printed loop visits them when B is not a power of two)."""
    out: list[float] = []
    b: float = float(batch)
    while math.ceil(b) != 1:
        out.append(b)
        if return_inside_loop:
            break
        b /= 2.0
    return tuple(out)


def nearest(options: Sequence[int], target: float) -> int:
    """The measured batch nearest ``target`` (ties: the smaller one; B5)."""
    return min(options, key=lambda b: (abs(b - target), b))


def pair_xi(table: Mapping[tuple[str, int, str, int], tuple[float, float] | None],
            grids: Mapping[str, Sequence[int]], type_a: str, batch_a: float, type_b: str,
            batch_b: float) -> tuple[float, float] | None:
    """(xi_A, xi_B) of Gavel types ``type_a`` at ``batch_a`` and ``type_b`` at
    ``batch_b`` (nearest measured batches, B5), clipped at :data:`XI_FLOOR`;
    ``None`` where the pair does not fit in memory (B4)."""
    key = (type_a, nearest(grids[type_a], batch_a), type_b, nearest(grids[type_b], batch_b))
    value = table[key]
    if value is None:
        return None
    return max(value[0], XI_FLOOR), max(value[1], XI_FLOOR)
