"""A proven makespan lower bound for ``horus-online`` at every size: a
time-segmented configuration LP.

Reference: Yeung et al., "Horus" (IEEE TPDS 2022), Sec. 5.2 (makespan);
the rate model is the evaluator's (:class:`schedbench.perfmodels.horus.TruthRates`,
Gavel's measured pair slowdowns ``t_deg``, Eq. 1).

The model being relaxed
-----------------------
Job j (arrival ``a_j``, solo duration ``d_j``, ``lambda_j`` GPUs) runs on a
set of ``lambda_j`` GPUs at a time, at most one run at a time; a run that is
evicted loses its progress. While it runs, its progress (solo seconds per
second) is ``r_j(t) = 1 / max_{g in G_j} (1 + sum_{k on g, k != j}
t_deg[j][k])`` (the evaluator re-times every partner at each start and end).
A GPU holds at most ``max_colocation`` jobs and never a measured OOM pair;
nothing starts before its arrival. The makespan is ``C - a_0`` with ``C``
the last completion and ``a_0`` the first arrival.

The LP
------
Breakpoints ``a_0 = b_0 < b_1 < ... < b_K`` are arrival times (all distinct
arrivals, or a subset when that would make too many columns); segment i is
``[b_i, e_i)`` with ``e_i = b_{i+1}`` for ``i < K`` and ``e_K = C``. A
*configuration* of segment i is a set S of jobs with ``a_j < e_i`` (every
job for i = K), ``1 <= |S| <= max_colocation`` and no OOM pair; in S, job j's
rate is ``rho_j(S) = 1 / (1 + sum_{k in S - j} t_deg[j][k])``. Variables:
``x[S, i] >= 0`` (GPU-seconds in segment i during which a GPU's occupant set
is exactly S) and ``C``::

    minimise C - a_0
    sum_S x[S, i] <= N (e_i - b_i)                                    each segment (capacity)
    sum_{S ni j} x[S, i] <= lambda_j (e_i - max(a_j, b_i))            each job, segment (one run at a time)
    sum_i sum_{S ni j} rho_j(S) x[S, i] >= lambda_j d_j               each job (work)
    C >= b_K

*Proof that the optimum is at most every feasible schedule's makespan.*
Take a feasible schedule with last completion C and set ``x[S, i]`` to the
measure of ``{(g, t): t in [b_i, e_i), occupants of GPU g at t = S}``
(every run counted, evicted or not; OOM records hold nothing). (1) Each S
that occurs is a configuration of its segment: the evaluator enforces the
cap and the OOM rule, and a job occupies a GPU only after its arrival, so
``a_j < e_i`` when it occurs in segment i. (2) Capacity: at each t the N
GPUs have one occupant set each (empty sets are not variables). (3) One run
at a time: job j occupies exactly ``lambda_j`` GPUs while running and only
after ``max(a_j, b_i)`` within segment i. (4) Work: the completing run of j
delivers ``d_j`` solo seconds, ``int r_j(t) dt = d_j``; at every t of it and
on each of its ``lambda_j`` GPUs g, ``r_j(t) <= rho_j(S_g(t))`` (the max
over GPUs is at least g's term), so ``lambda_j d_j <= int sum_{g in G_j}
rho_j(S_g(t)) dt <= sum_i sum_{S ni j} rho_j(S) x[S, i]`` (evicted runs only
add non-negative terms). (5) ``C >= b_K``: the last breakpoint is an arrival
and every job completes after it arrives. So every schedule maps to a
feasible LP point of objective ``C - a_0``, and the LP optimum is at most
the optimal makespan.

Coarser breakpoints keep the proof (a job released inside a segment is
allowed in it, for at most ``e_i - a_j``); they only weaken the bound. The
LP implies both terms of :func:`schedbench.problems.horus.makespan_lower_bound`
(work rows with ``rho <= 1`` and the one-run rows give ``C >= a_j + d_j``;
summing the work rows with ``sum_{j in S} rho_j(S) <= rho_max`` gives the
squashed-area term); the returned bound is the larger of the two anyway (the
LP's value is a floating-point solve).

Work budgets. What ``bound`` computes is fixed by work, never by a clock,
so that a cell gives the same bound and schedule on any machine and under
any load: at ``Budget.work = 1``, ``LP_ITERATIONS`` HiGHS LP iterations (an
LP stopped there gives no LP bound: the combinatorial one remains) and
``GUIDE_RESTARTS`` jittered restarts of the LP-guided schedule (after one
plain run per threshold), each times ``work``. HiGHS with one thread follows
the same pivots on the same model, so the iteration limit is deterministic.
The cell's time limit is only a safety cap (:class:`~schedbench.contracts.TimeCap`,
CPU seconds, read before and during the LP and before each list schedule); a run
stopped there says so (``info["stopped_at_time_cap"]``).

Size: with ``max_colocation = 2`` a segment with m released jobs has
``m + m (m - 1) / 2`` columns (5,050 at 100 jobs). Columns are enumerated
while ``MAX_COLUMNS`` allows (breakpoints are thinned to stay under it);
with a cap of 3 or more and too many sets, the method returns the combinatorial
bound only (``info["config_lp"] = "skipped"``).
"""

from __future__ import annotations

import itertools
import math
import time

import numpy as np
import scipy.sparse as sp

from schedbench.contracts import Budget, MethodResult, Status, TimeCap, Timings
from schedbench.solvers.highs import lp_to_highs, run_lp

#: Most LP columns enumerated (breakpoints are thinned to stay under it).
MAX_COLUMNS = 40_000
#: LP column values at or below this (GPU-seconds) are read as zero by the guide.
AFFINITY_TOL = 1e-6
#: Pair throughputs (rho_j + rho_k) above which :func:`lp_guided_schedule`
#: also co-locates a pair the LP does not use (inf: LP pairs only).
GUIDE_THRESHOLDS = (math.inf, 1.5, 1.3, 1.1)
#: ``bound``'s work at ``Budget.work = 1``: list schedules of
#: :func:`lp_guided_schedule` after the first (one plain LPT run per threshold,
#: then jittered priorities), and the jitter: priority = duration x U[1 - j, 1 + j].
#: Measured: the whole ``bound`` cell, these 61 schedules included, takes 1.4-1.5
#: CPU s at 100 batch jobs (W-Large, testbed, seeds 0-2).
GUIDE_RESTARTS = 60
GUIDE_JITTER = 0.2
#: ``bound``'s work on the LP at ``Budget.work = 1``: HiGHS LP iterations (simplex,
#: interior point and crossover alike). Measured (W-Large, testbed, seeds 0-2): at
#: most 240 at 100 batch jobs (4,900 columns), 7,546 at 100 Poisson jobs (37,000
#: columns, 5.6 CPU s), so the LP converges far inside it.
LP_ITERATIONS = 100_000
#: The heuristics whose best schedule ``bound`` carries (its cell's score).
CARRIED_POLICIES = ("horus-f", "horus", "obp", "fifo")


def config_rate(t_deg, types: tuple[int, ...], k: int) -> float:
    """``rho_k(S) = 1 / (1 + sum_{l in S - k} t_deg[type k][type l])`` for the
    set S with job types ``types`` (``k`` an index into it)."""
    row = t_deg[types[k]]
    return 1.0 / (1.0 + sum(row[types[m]] for m in range(len(types)) if m != k))


def breakpoints(arrivals: list[float], segments: int) -> list[float]:
    """``segments`` (>= 1) breakpoints among the distinct arrivals: the first,
    the last (from 2 on), and evenly spaced ones (by index) between them."""
    distinct = sorted(set(arrivals))
    if segments >= len(distinct):
        return distinct
    if segments <= 1:
        return distinct[:1]
    idx = sorted({round(i * (len(distinct) - 1) / (segments - 1)) for i in range(segments)})
    return [distinct[i] for i in idx]


def _configurations(instance, jobs: list[int]) -> list[tuple[int, ...]]:
    """Every set of ``jobs`` of size 1..max_colocation without an OOM pair."""
    types = [j.type for j in instance.jobs]
    out: list[tuple[int, ...]] = [(j,) for j in jobs]
    for size in range(2, instance.max_colocation + 1):
        for s in itertools.combinations(jobs, size):
            if not any(instance.oom(types[x], types[y]) for x, y in itertools.combinations(s, 2)):
                out.append(s)
    return out


def _column_estimate(arrivals: list[float], bps: list[float], cap: int) -> int:
    """An upper estimate of the LP's columns for breakpoints ``bps`` (OOM pairs ignored)."""
    ends = bps[1:] + [math.inf]
    return sum(sum(math.comb(m, s) for s in range(1, min(cap, m) + 1))
               for m in (sum(1 for a in arrivals if a < e) for e in ends))


def _segments_for(instance, max_columns: int) -> list[float] | None:
    """Breakpoints for the LP: all distinct arrivals if their columns fit
    ``max_columns``, else the most (by bisection on the count) that fit;
    None if even one segment does not."""
    arrivals = sorted(j.arrival_s for j in instance.jobs)
    cap = instance.max_colocation
    hi = len(set(arrivals))
    if _column_estimate(arrivals, breakpoints(arrivals, hi), cap) <= max_columns:
        return breakpoints(arrivals, hi)
    if _column_estimate(arrivals, breakpoints(arrivals, 1), cap) > max_columns:
        return None
    lo = 1  # fits; hi does not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if _column_estimate(arrivals, breakpoints(arrivals, mid), cap) <= max_columns:
            lo = mid
        else:
            hi = mid
    return breakpoints(arrivals, lo)


def config_lp_arrays(instance, bps: list[float]):
    """The LP above as arrays ``(c, A (csc), row_lo, row_hi, col_hi, info)``;
    the last column is ``L = C - b_K`` (objective ``L + b_K - a_0``)."""
    jobs = instance.jobs
    n, N = len(jobs), instance.total_gpus
    types = [j.type for j in jobs]
    lam = np.array([j.gpus for j in jobs], dtype=float)
    arr = np.array([j.arrival_s for j in jobs], dtype=float)
    K = len(bps) - 1
    ends = bps[1:] + [math.inf]
    # rows: capacity (K+1), one-run (job, segment) for the jobs of each segment, work (n)
    cols_r: list[int] = []
    cols_c: list[int] = []
    cols_v: list[float] = []
    row_hi: list[float] = []
    row_lo: list[float] = []
    ncol = 0
    occ_row: dict[tuple[int, int], int] = {}
    cap_rows = list(range(K + 1))
    row_lo += [-np.inf] * (K + 1)
    row_hi += [N * (ends[i] - bps[i]) if i < K else 0.0 for i in range(K + 1)]
    nrow = K + 1
    seg_jobs = []
    for i in range(K + 1):
        members = [j for j in range(n) if arr[j] < ends[i]]
        seg_jobs.append(members)
        for j in members:
            occ_row[(j, i)] = nrow
            row_lo.append(-np.inf)
            row_hi.append(lam[j] * (ends[i] - max(arr[j], bps[i])) if i < K else lam[j] * (bps[K] - max(arr[j], bps[K])))
            nrow += 1
    work_row = nrow
    row_lo += [float(lam[j] * jobs[j].duration_s) for j in range(n)]
    row_hi += [np.inf] * n
    nrow += n
    column_sets: list[tuple[int, ...]] = []
    for i in range(K + 1):
        for s in _configurations(instance, seg_jobs[i]):
            column_sets.append(s)
            ts = tuple(types[j] for j in s)
            cols_r.append(cap_rows[i])
            cols_c.append(ncol)
            cols_v.append(1.0)
            for pos, j in enumerate(s):
                cols_r += [occ_row[(j, i)], work_row + j]
                cols_c += [ncol, ncol]
                cols_v += [1.0, config_rate(instance.t_deg, ts, pos)]
            ncol += 1
    # the last column L (length of the last segment): capacity -N L, one-run -lambda_j L
    last = ncol
    cols_r.append(cap_rows[K])
    cols_c.append(last)
    cols_v.append(-float(N))
    for j in seg_jobs[K]:
        cols_r.append(occ_row[(j, K)])
        cols_c.append(last)
        cols_v.append(-float(lam[j]))
    ncol += 1
    A = sp.csc_matrix((np.array(cols_v), (np.array(cols_r), np.array(cols_c))), shape=(nrow, ncol))
    c = np.zeros(ncol)
    c[last] = 1.0
    info = {"lp_columns": ncol, "lp_rows": nrow, "lp_segments": K + 1, "_column_sets": column_sets}
    return c, A, np.array(row_lo), np.array(row_hi), info


def config_lp_bound(instance, *, time_limit_s: float | None = None, solver: str = "simplex",
                    max_columns: int = MAX_COLUMNS, iterations: int = LP_ITERATIONS) -> tuple[float | None, dict]:
    """The LP's optimum ``C - a_0`` with HiGHS (``solver`` "simplex", "ipm" or
    "pdlp"): (value, info); value None if the LP was not built (too many
    columns) or HiGHS did not prove it optimal within ``iterations`` LP
    iterations (the work budget) and ``time_limit_s`` CPU seconds (the safety
    cap; ``info["lp_stopped_at_time_cap"]``). ``info["_affinity"]``: per
    job pair (j, k), j < k, the GPU-seconds the LP solution co-locates them
    (summed over segments; a guide for :func:`lp_guided_schedule`)."""
    import highspy

    t0 = time.perf_counter()
    cap = TimeCap(time_limit_s)
    bps = _segments_for(instance, max_columns)
    if bps is None:
        return None, {"config_lp": "skipped", "config_lp_reason": f"more than {max_columns} columns"}
    c, A, rlo, rhi, info = config_lp_arrays(instance, bps)
    sets = info.pop("_column_sets")
    build_s = time.perf_counter() - t0
    h = lp_to_highs(c, A, rlo, rhi, solver=solver)
    status_name, used, timed_out = run_lp(h, iterations, cap)
    status = h.getModelStatus()
    info.update({"lp_build_s": build_s, "lp_solve_s": time.perf_counter() - t0 - build_s, "lp_solver": solver,
                 "lp_status": status_name, "lp_iterations": used, "lp_stopped_at_time_cap": timed_out})
    if status != highspy.HighsModelStatus.kOptimal or timed_out:
        return None, info
    a0 = min(j.arrival_s for j in instance.jobs)
    value = float(h.getInfo().objective_function_value) + bps[-1] - a0
    info["config_lp_bound_s"] = value
    x = np.asarray(h.getSolution().col_value, dtype=float)
    affinity: dict[tuple[int, int], float] = {}
    for S, v in zip(sets, x):
        if v > AFFINITY_TOL and len(S) >= 2:
            for j, k in itertools.combinations(S, 2):
                affinity[(j, k)] = affinity.get((j, k), 0.0) + float(v)
    info["_affinity"] = affinity
    return value, info


def best_carried_schedule(instance, budget: Budget):
    """(objective, name, solution) of the best of ``CARRIED_POLICIES``."""
    from schedbench.heuristics import horus as heuristics
    from schedbench.problems.horus import evaluate_online

    run = {"horus-f": heuristics.horus_f_online, "horus": heuristics.horus_online, "obp": heuristics.obp_online,
           "fifo": heuristics.fifo_online}
    best = None
    for name in CARRIED_POLICIES:
        sol = run[name](instance, budget).solution
        obj = evaluate_online(instance, sol).objective
        if obj is not None and (best is None or obj < best[0]):
            best = (obj, name, sol)
    return best


def lp_guided_schedule(instance, affinity: dict[tuple[int, int], float], threshold: float,
                       priority: list[float] | None = None):
    """An offline list schedule guided by the LP (a schedule to carry; the
    bound does not depend on it). One-GPU jobs only (None otherwise).

    At every event, pending jobs (released) in decreasing ``priority``
    (default: solo duration, LPT): each empty GPU gets the first; then each GPU holding one job j
    gets the pending job k, without an OOM pair with j, of largest LP
    co-location time with j (ties: largest true pair throughput
    ``rho_j + rho_k``), if the LP co-locates them at all or their pair
    throughput exceeds ``threshold``. It uses the true pair slowdowns (an
    oracle, unlike the paper's policies, which see predictions)."""
    from schedbench.heuristics.horus import OnlineRun
    from schedbench.formulations.horus import online_rate

    if any(j.gpus != 1 for j in instance.jobs) or instance.max_colocation < 2:
        return None
    run = OnlineRun(instance)
    prio = [j.duration_s for j in instance.jobs] if priority is None else list(priority)
    ty = [j.type for j in instance.jobs]

    def pair(j: int, k: int) -> tuple[float, float]:
        return (affinity.get((min(j, k), max(j, k)), 0.0), online_rate(instance, j, (k,)) + online_rate(instance, k, (j,)))

    def decide(sim, t, arrived, finished) -> None:
        run.admit(arrived)
        pend = sorted(run.pending, key=lambda j: (-prio[j], j))
        for g in range(instance.total_gpus):
            if not pend:
                return
            occ = sim.occupants(g)
            if not occ:
                run.try_start(pend.pop(0), (g,))
                occ = sim.occupants(g)
            if len(occ) != 1:
                continue
            j = occ[0]
            cand = [k for k in pend if not instance.oom(ty[j], ty[k])]
            if not cand:
                continue
            k = max(cand, key=lambda k: pair(j, k))
            aff, rho = pair(j, k)
            if aff > 0.0 or rho > threshold:
                pend.remove(k)
                run.try_start(k, (g,))

    run.sim.run(decide)
    return run.solution()


def run_bound(instance, budget: Budget) -> MethodResult:
    """``bound``: max(:func:`config_lp_bound`, the combinatorial
    ``makespan_lower_bound``), with the best schedule of ``CARRIED_POLICIES``
    and :func:`lp_guided_schedule` (LPT at each of ``GUIDE_THRESHOLDS``, then
    jittered priorities drawn from ``budget.seed``) so that the cell is
    scored (the bound does not depend on it).

    Work at ``Budget.work = 1`` (module docstring): ``LP_ITERATIONS`` LP
    iterations and ``GUIDE_RESTARTS`` restarts, each times ``work``; the
    time limit is only the safety cap of the whole method."""
    from schedbench.problems.horus import evaluate_online, makespan_lower_bound

    t0 = time.perf_counter()
    cap = TimeCap(budget.time_limit_s)
    best = best_carried_schedule(instance, budget)
    t1 = time.perf_counter()
    solver = "ipm" if budget.solver == "ipm" else "simplex"
    lp, info = config_lp_bound(instance, time_limit_s=cap.left(), solver=solver,
                               iterations=budget.scaled(LP_ITERATIONS))
    affinity = info.pop("_affinity", None)
    runs = 0
    if affinity is not None:
        rng = np.random.default_rng(budget.seed)
        dur = np.array([j.duration_s for j in instance.jobs])
        for i in range(budget.scaled(GUIDE_RESTARTS, minimum=0) + 1):
            if cap.reached():
                break
            threshold = GUIDE_THRESHOLDS[i % len(GUIDE_THRESHOLDS)]
            prio = dur if i < len(GUIDE_THRESHOLDS) else dur * rng.uniform(1 - GUIDE_JITTER, 1 + GUIDE_JITTER, len(dur))
            sol = lp_guided_schedule(instance, affinity, threshold, list(prio))
            if sol is None:
                break
            runs += 1
            obj = evaluate_online(instance, sol).objective
            if obj is not None and (best is None or obj < best[0]):
                best = (obj, f"lp-guided(threshold={threshold:g}, restart={i})", sol)
    cheap = makespan_lower_bound(instance)
    total = time.perf_counter() - t0
    info.update({"combinatorial_bound_s": cheap, "carried_policy": best[1] if best else None,
                 "carried_objective": best[0] if best else None, "guided_schedules": runs,
                 "stopped_at_time_cap": bool(info.get("lp_stopped_at_time_cap")) or cap.hit})
    bound = cheap if lp is None else max(lp, cheap)
    return MethodResult(best[2] if best else None, Status.FEASIBLE, bound=bound,
                        timings=Timings(build_s=t1 - t0, solve_s=total - (t1 - t0), total_s=total), info=info)
