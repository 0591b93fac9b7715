"""``cuckoo-joint``: a lower bound on Eq. 10 valid at every size.

Reference: CUCKOO (SoCC '25), Sec. 3.3.1, Eq. 2-10. Objective (minimise)
V = alpha V1 + beta V2, V1 = (1/N) sum_j (e_{g_j} - a_j) / V1_UNIT_S (Eq. 8),
V2 = (1/N) #{j : e_{g_j} >= d_j} (Eq. 9). A group g (one job or a pair, Alg. 3)
starts at s_g >= r_g = max_{j in g} a_j (Eq. 6), runs on ``gang_size`` GPUs of one
type k for T_gk (Eq. 7), and type k runs at most Q_k = M_k // m groups at once
(Eq. 5; ``instance.gangs``). Write C_j = e_{g_j}.

Per job j, over every group c that may hold it (j alone, or j with any other
job) and every usable type k:

    f_j = min_{c ∋ j, k} (r_c + T_ck)        earliest possible completion
    l_j = min_{c ∋ j, k} T_ck                shortest possible run
    w_j = min_{c ∋ j, k} T_ck / |c|          least gang time charged to j

Bound. LB = alpha / (N V1_UNIT_S) (LB_C - sum_j a_j) + beta / N * #{j : f_j >= d_j}, with

    LB_C = max( sum_j f_j,  SRPT(a, w / Q),  sum_j M^LP_j(a, w / Q) + sum_j l_j / 2 ),   Q = sum_k Q_k.

Proof. Take any feasible schedule. V is a sum of the V1 and V2 terms, so a
lower bound on each, minimised separately, bounds V (min(A + B) >= min A + min B).
(V2) Job j's group c on type k ends at C_j = s_c + T_ck >= r_c + T_ck >= f_j; if
f_j >= d_j then C_j >= d_j: j is late in every schedule (Eq. 9), and so counts.
(V1, first term) C_j >= f_j, summed. (Second term) Charge each running group's
gang to its members at rate 1/|c| each: at any instant the charged rates sum
to the number of busy gangs, at most Q (Eq. 5 summed over types). Job j is
charged T_ck / |c| >= w_j in total, all of it in [s_c, C_j) with s_c >= a_j. Divided
by Q, this is a processor-sharing (hence, in the limit, preemptive) schedule
of one unit-speed machine in which job j of size w_j / Q, released at a_j, is done by
C_j; SRPT minimises sum_j C_j of 1 | r_j, pmtn | sum C_j, so SRPT <= sum_j C_j.
(Third term) Charge instead at rate (w_j / T_ck) <= 1/|c| over [s_c, C_j): rates
still sum to <= Q, j receives exactly w_j and its mean busy time is
(s_c + C_j)/2 = C_j - T_ck / 2 <= C_j - l_j / 2. On the unit machine (sizes w_j / Q)
the LP schedule (preemptive, shortest original size first, Goemans 1997)
minimises sum_j M_j over every such fractional schedule, so
sum_j C_j >= sum_j M^LP_j + sum_j l_j / 2. The three terms are the asrpt-schedule
arguments of :func:`schedbench.formulations.asrpt.schedule_lower_bound`,
with gangs for GPUs and the pair's shared time split between its jobs.
"""

from __future__ import annotations

import time

import numpy as np

from schedbench.contracts import Budget, MethodResult, Status, Timings
from schedbench.instances.cuckoo import V1_UNIT_S


def job_terms(instance) -> dict[str, np.ndarray]:
    """f_j, l_j, w_j of the module docstring (seconds), over every single and
    pair candidate (Alg. 3) and every usable GPU type."""
    jobs = instance.jobs
    n = len(jobs)
    arrival = np.array([j.arrival for j in jobs], dtype=float)
    f = np.full(n, np.inf)
    length = np.full(n, np.inf)
    work = np.full(n, np.inf)
    cache: dict = {}
    for k in instance.gangs:
        for a in range(n):
            t = instance.group_duration([jobs[a]], k)
            f[a] = min(f[a], arrival[a] + t)
            length[a] = min(length[a], t)
            work[a] = min(work[a], t)
        for a in range(n):
            for b in range(a + 1, n):
                key = (jobs[a].job_type, jobs[a].iterations, jobs[b].job_type, jobs[b].iterations, k)
                t = cache.get(key)
                if t is None:
                    t = cache[key] = instance.group_duration([jobs[a], jobs[b]], k)
                end = max(arrival[a], arrival[b]) + t
                for j in (a, b):
                    f[j] = min(f[j], end)
                    length[j] = min(length[j], t)
                    work[j] = min(work[j], t / 2.0)
    return {"arrival": arrival, "finish": f, "length": length, "work": work}


def joint_lower_bound(instance) -> tuple[float, dict]:
    """LB of the module docstring and its parts."""
    from schedbench.formulations.asrpt import lp_mean_busy_times
    from schedbench.heuristics.asrpt import virtual_srpt_completions

    terms = job_terms(instance)
    n = instance.size
    a = terms["arrival"]
    q = sum(instance.gangs.values())
    sizes = (terms["work"] / q).tolist()
    own = float(terms["finish"].sum())
    srpt = float(sum(virtual_srpt_completions(a.tolist(), sizes)))
    busy = float(sum(lp_mean_busy_times(a.tolist(), sizes))) + float(terms["length"].sum()) / 2.0
    total_c = max(own, srpt, busy)
    late = sum(1 for j, fj in zip(instance.jobs, terms["finish"]) if j.deadline is not None and fj >= j.deadline)
    v1 = (total_c - float(a.sum())) / (n * V1_UNIT_S)
    v2 = late / n
    return instance.alpha * v1 + instance.beta * v2, {
        "v1_lower_bound_h": v1, "v2_lower_bound": v2, "always_late_jobs": late,
        "sum_own_finish_s": own, "srpt_relaxation_s": srpt, "mean_busy_time_s": busy, "gangs": q,
    }


def run_joint_bound(instance, budget: Budget) -> MethodResult:
    """``bound``: max(:func:`joint_lower_bound`, :func:`time_indexed_bound`
    where its LP is small enough), returned with the better schedule of the
    paper's pipeline (``cuckoo``) and ``none`` so that the harness has a
    feasible solution to score (its makespan is the relaxation's horizon)."""
    from schedbench.heuristics.cuckoo import joint_cuckoo, joint_none
    from schedbench.problems.cuckoo import evaluate_joint

    t0 = time.perf_counter()
    best = None
    for name, fn in (("cuckoo", joint_cuckoo), ("none", joint_none)):
        sol = fn(instance, budget).solution
        ev = evaluate_joint(instance, sol)
        if ev.feasible and (best is None or ev.objective < best[0]):
            best = (ev.objective, name, sol, ev.metrics["makespan_s"])
    t1 = time.perf_counter()
    bound, info = joint_lower_bound(instance)
    info["combinatorial_bound"] = bound
    if instance.size <= TI_MAX_JOBS:
        limit = None if budget.time_limit_s is None else TI_BUDGET_SHARE * budget.time_limit_s
        ti, ti_info = time_indexed_bound(instance, best[3], time_limit_s=limit)
        info.update(ti_info)
        info["time_indexed_bound"] = ti
        if ti is not None:
            bound = max(bound, ti)
    total = time.perf_counter() - t0
    info.update({"carried_policy": best[1], "carried_objective": best[0]})
    return MethodResult(best[2], Status.FEASIBLE, bound=bound,
                        timings=Timings(build_s=t1 - t0, solve_s=total - (t1 - t0), total_s=total), info=info)


# ----------------------------------------------------------------------------
# A time-indexed relaxation (small and medium sizes)
# ----------------------------------------------------------------------------

#: Grid slots of :func:`time_indexed_bound` (Delta = horizon / this). Measured
#: at 8 jobs, seeds 0-2: 100 slots 0.1 s, 300 slots 1.1-1.3 s and at most 1% higher.
TI_TARGET_SLOTS = 200
#: Largest LP (nonzeros) :func:`time_indexed_bound` builds; above it, None.
TI_MAX_NONZEROS = 2_000_000
#: ``bound`` tries the time-indexed LP up to this many jobs (its pair loop is
#: O(N^2) group durations in Python) ...
TI_MAX_JOBS = 64
#: ... within this share of the cell's time limit.
TI_BUDGET_SHARE = 0.5


def time_indexed_bound(instance, horizon_s: float, *, slots: int = TI_TARGET_SLOTS,
                       time_limit_s: float | None = None, solver: str = "simplex") -> tuple[float | None, dict]:
    """LP bound of a floor-rounded time-indexed relaxation on gangs.

    Grid Delta = horizon_s / slots, H = slots rows per type. Columns x[j, k, mode, tau],
    tau in {floor(a_j / Delta), ..., H} (tau = H: at or after the horizon, no rows):
    mode *alone* holds 1 gang of type k for L = T_{j,k}; mode *paired* holds
    1/2 gang for L = min_i T_{{i,j},k} (a pair's two jobs share its gang:
    halves sum to 1). D = floor(L / Delta) slots from tau. Rows: sum x = 1 per
    job; per type k and slot sigma < H, sum of held gangs <= Q_k. Cost of a
    column: alpha / (N V1_UNIT_S) (c - a_j) + beta / N [c >= d_j], with
    c = max(tau Delta + L, e), e = a_j + T_{j,k} alone, min_i (max(a_i, a_j) + T_{{i,j},k}) paired.

    Proof (as :mod:`schedbench.formulations.asrpt_bounds`). In any schedule job j
    is in a group g on type k from s_g >= a_j to C_j = s_g + T_gk. Map it to
    tau = min(floor(s_g / Delta), H) and its mode. Then tau Delta <= s_g,
    T_gk >= L and C_j >= e, so c <= C_j, and [c >= d_j] <= [C_j >= d_j]: the
    column's cost is at most j's share of V (V is a sum over jobs, nondecreasing
    in each C_j). Every mapped column with tau <= sigma < tau + D is running at
    the instant (sigma + 1) Delta - eps, and the gangs of type k busy at one
    instant number at most Q_k (Eq. 5), each split into halves of a pair or
    held whole by a single: the row holds. So the LP's optimum is <= V of every
    schedule. Returns (None, info) when the LP would exceed
    ``TI_MAX_NONZEROS`` or HiGHS does not prove it optimal.
    """
    import highspy
    from scipy import sparse

    t0 = time.perf_counter()
    jobs = instance.jobs
    n = len(jobs)
    types = list(instance.gangs)
    delta = max(horizon_s / slots, 1e-9)
    H = int(slots)
    a = np.array([j.arrival for j in jobs], dtype=float)
    R = np.floor(a / delta + 1e-9).astype(int)
    options = []  # (j, type index, share, L, e)
    for t_i, k in enumerate(types):
        single = [instance.group_duration([jobs[j]], k) for j in range(n)]
        pair_len = np.full(n, np.inf)
        pair_end = np.full(n, np.inf)
        for i in range(n):
            for j in range(i + 1, n):
                t = instance.group_duration([jobs[i], jobs[j]], k)
                e = max(a[i], a[j]) + t
                for x in (i, j):
                    pair_len[x] = min(pair_len[x], t)
                    pair_end[x] = min(pair_end[x], e)
        for j in range(n):
            options.append((j, t_i, 1.0, single[j], a[j] + single[j]))
            if n > 1:
                options.append((j, t_i, 0.5, pair_len[j], pair_end[j]))
    nnz = sum((H - min(R[j], H) + 1) * (1 + min(int(L // delta), H)) for j, _, _, L, _ in options)
    info = {"ti_grid_s": delta, "ti_slots": H, "ti_nonzeros_estimate": int(nnz)}
    if nnz > TI_MAX_NONZEROS:
        return None, info
    w1 = instance.alpha / (n * V1_UNIT_S)
    cost, rows, cols, vals = [], [], [], []
    col = 0
    for j, t_i, share, L, e in options:
        D = int(np.floor(L / delta + 1e-9))
        d = jobs[j].deadline
        for tau in range(min(R[j], H), H + 1):
            c = max(tau * delta + L, e)
            cost.append(w1 * (c - a[j]) + (instance.beta / n if d is not None and c >= d else 0.0))
            rows.append(j); cols.append(col); vals.append(1.0)
            for sigma in range(tau, min(tau + D, H)):
                rows.append(n + t_i * H + sigma); cols.append(col); vals.append(share)
            col += 1
    A = sparse.csc_matrix((vals, (rows, cols)), shape=(n + len(types) * H, col))
    rlo = np.concatenate([np.ones(n), np.full(len(types) * H, -highspy.kHighsInf)])
    rhi = np.concatenate([np.ones(n), np.repeat([float(instance.gangs[k]) for k in types], H)])
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("solver", solver)
    h.setOptionValue("threads", 1)
    if time_limit_s is not None:
        h.setOptionValue("time_limit", float(max(time_limit_s, 0.01)))
    h.passModel(int(col), int(A.shape[0]), int(A.nnz), int(highspy.MatrixFormat.kColwise),
                int(highspy.ObjSense.kMinimize), 0.0, np.array(cost), np.zeros(col), np.full(col, highspy.kHighsInf),
                rlo, rhi, A.indptr[:-1].astype(np.int32), A.indices.astype(np.int32), A.data.astype(np.float64),
                np.zeros(col, dtype=np.int32))
    h.run()
    info.update({"ti_columns": int(col), "ti_s": time.perf_counter() - t0,
                 "ti_status": h.modelStatusToString(h.getModelStatus())})
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return None, info
    return float(h.getInfo().objective_function_value), info
