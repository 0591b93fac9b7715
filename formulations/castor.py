"""CASTOR ``castor-schedule`` (Problem 13): a proven lower bound.

Reference: CASTOR (Luo et al.), Sec. 3.3 (Eq. 6-13); spec
``shared/specs/castor.md`` §1-2.

Lower bound (:func:`schedule_lower_bound`), valid at every size. Notation:
``t*_j`` the job's fastest solo iteration time over its sub-batches that fit
alone, ``L_j = I_j t*_j``, Delta the slot, N the GPUs.

(a) Per job. A job starts at a slot boundary at or after its arrival,
``S_j >= ceil(a_j / Delta) Delta``. While it runs, its iteration time is
``t_j(b) * max xi >= t*_j`` (every xi >= 1, enforced by the instance type,
pitfall 6), so it runs at least ``L_j`` and, completing at the end of a slot
(B2), ``T_j >= ceil((ceil(a_j/Delta) Delta + L_j) / Delta) Delta``. Summing
``T_j - a_j`` gives LB_a.

(b) Capacity. Measure work in solo GPU-seconds: job j needs ``W_j = G_j L_j``.
At any moment a GPU holds at most two jobs (Eq. 7); a job on it progresses
per GPU at rate ``t*_j / (t_j(b) xi_{j|k}) <= 1 / xi_{j|k}`` (B3 only slows it
further), so a GPU delivers at most ``rho = max(1, max over fitting pairs of
1/xi_a + 1/xi_b)`` solo GPU-seconds per second (true xi, every (model,
sub-batch) pair the instance lists). Hence the whole cluster is a relaxation
of one machine of speed ``rho N`` on which job j needs ``W_j / (rho N)``
seconds, may be preempted and may start at ``a_j``. Shortest-remaining-
processing-time is optimal for ``sum C_j`` on one machine with release dates
and preemption (Schrage 1968), so its ``sum (C_j - a_j)`` is LB_b: every
feasible schedule of Problem (13) maps to a feasible preemptive one-machine
schedule with completions no later (slot rounding only delays the real one).

The bound is ``max(LB_a, LB_b)`` (each is a bound on the same sum).
"""

from __future__ import annotations

import heapq
import math
import time

from schedbench.contracts import Budget, MethodResult, Status, Timings
from schedbench.perfmodels.castor import XI_FLOOR


def per_job_floor(instance) -> list[float]:
    """(a): the earliest slot-end completion of each job alone."""
    slot = instance.slot_s
    out = []
    for j in instance.jobs:
        s = math.ceil(j.arrival_s / slot - 1e-12) * slot
        out.append(math.ceil((s + j.solo_s) / slot - 1e-12) * slot)
    return out


def sharing_gain(instance) -> float:
    """rho: the most solo GPU-seconds one GPU delivers per second (>= 1)."""
    rho = 1.0
    for p in instance.pairs:
        if p.mem_ok:
            rho = max(rho, 1.0 / max(p.xi_a, XI_FLOOR) + 1.0 / max(p.xi_b, XI_FLOOR))
    return rho


def srpt_flow(release: list[float], work: list[float]) -> float:
    """sum (C_j - r_j) of preemptive SRPT on one unit-speed machine (optimal, Schrage 1968)."""
    order = sorted(range(len(release)), key=lambda j: release[j])
    heap: list[tuple[float, int]] = []
    t, k, total = 0.0, 0, 0.0
    while k < len(order) or heap:
        if not heap:
            t = max(t, release[order[k]])
        while k < len(order) and release[order[k]] <= t:
            heapq.heappush(heap, (work[order[k]], order[k]))
            k += 1
        rem, j = heapq.heappop(heap)
        nxt = release[order[k]] if k < len(order) else math.inf
        if t + rem <= nxt:
            t += rem
            total += t - release[j]
        else:
            heapq.heappush(heap, (rem - (nxt - t), j))
            t = nxt
    return total


def schedule_lower_bound(instance) -> tuple[float, dict[str, float]]:
    floor = per_job_floor(instance)
    lb_a = sum(f - j.arrival_s for f, j in zip(floor, instance.jobs))
    rho = sharing_gain(instance)
    speed = rho * instance.total_gpus
    lb_b = srpt_flow([j.arrival_s for j in instance.jobs], [j.gpus * j.solo_s / speed for j in instance.jobs])
    return max(lb_a, lb_b), {"lb_per_job_s": lb_a, "lb_capacity_s": lb_b, "rho": rho}


def run_lower_bound(instance, budget: Budget) -> MethodResult:
    """The bound, returned with sjf-bsbf's schedule (so the harness has a solution to score)."""
    from schedbench.heuristics.castor import CastorPolicy

    t0 = time.perf_counter()
    bound, info = schedule_lower_bound(instance)
    sol = CastorPolicy(instance, "sjf-bsbf").run()
    total = time.perf_counter() - t0
    return MethodResult(sol, Status.FEASIBLE, bound=bound, timings=Timings(solve_s=total, total_s=total), info=info)
