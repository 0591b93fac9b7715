"""``cuckoo-joint``: a lower bound on Eq. 10 valid at every size.

``bound`` (:func:`run_joint_bound`) takes the largest of four proven lower
bounds: the combinatorial one below (:func:`joint_lower_bound`, milliseconds
at 521 jobs), a Lagrangian bound of a time-indexed formulation whose columns
are whole groups (:func:`lagrangian_bound`, multipliers by column generation
on grids of growing fineness, then spread onto finer grids still,
:func:`lagrangian_bound_levels`, :func:`spread_bound`; the strongest from 4
to 521 jobs), the LP of a preemptive flow relaxation with pair modes
(:func:`flow_bound`, sized to its work budget; only where no grid of the
Lagrangian converges), and the LP of a non-preemptive time-indexed
relaxation (:func:`time_indexed_bound`, up to 64 jobs). Each proof is in its
docstring; every part stops on work, never on the clock (:func:`run_joint_bound`).

Thresholds follow the evaluator's rules on the safe side: a job is late iff
it ends at or after its deadline (Eq. 9). The combinatorial bound counts a
job late only if its earliest end ``r_c + T_ck``, computed in floating point
as the evaluator computes ``s + T_gk`` (monotone in ``s >= r_c``), is at or
after the deadline; the flow and time-indexed LPs floor slots with a margin
so that a column's completion never exceeds the evaluator's end; the
Lagrangian counts late only from ``d + LAG_LATE_TOL_S`` (fewer late jobs).
Each only lowers the bound, which stays valid.
The combinatorial and flow bounds charge a pair's gang to its two jobs at
rates proportional to their standalone times (they sum to 1), so a pair's
saving (T_i + T_j - T_ij) is shared, not handed to each job whole; the
time-indexed LP splits a pair's gang in halves; the Lagrangian bound keeps a
pair whole (one gang for T_ij) and pairs jobs by a (fractional) matching.

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
    w_j = min_{c ∋ j, k} T_ck rho_j(c)       least gang time charged to j
                                              (rho_j = 1 alone, T_jk / (T_ik + T_jk) in a pair {i, j})

Bound. LB = alpha / (N V1_UNIT_S) (LB_C - sum_j a_j) + beta / N * #{j : f_j >= d_j}, with

    LB_C = max( sum_j f_j,  SRPT(a, w / Q),  sum_j M^LP_j(a, w / Q) + sum_j l_j / 2 ),   Q = sum_k Q_k.

Proof. Take any feasible schedule. V is a sum of the V1 and V2 terms, so a
lower bound on each, minimised separately, bounds V (min(A + B) >= min A + min B).
(V2) Job j's group c on type k ends at C_j = s_c + T_ck >= r_c + T_ck >= f_j; if
f_j >= d_j then C_j >= d_j: j is late in every schedule (Eq. 9), and so counts.
(V1, first term) C_j >= f_j, summed. (Second term) Charge each running group's
gang to its members at rate rho_j(c) each (1 alone; T_jk / (T_ik + T_jk) and
T_ik / (T_ik + T_jk) in a pair: they sum to 1): at any instant the charged rates sum
to the number of busy gangs, at most Q (Eq. 5 summed over types). Job j is
charged T_ck rho_j(c) >= w_j in total, all of it in [s_c, C_j) with s_c >= a_j. Divided
by Q, this is a processor-sharing (hence, in the limit, preemptive) schedule
of one unit-speed machine in which job j of size w_j / Q, released at a_j, is done by
C_j; SRPT minimises sum_j C_j of 1 | r_j, pmtn | sum C_j, so SRPT <= sum_j C_j.
(Third term) Charge instead at rate (w_j / T_ck) <= rho_j(c) over [s_c, C_j): rates
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
from typing import Any

import numpy as np
from schedbench.instances.cuckoo import V1_UNIT_S

from schedbench.contracts import Budget, MethodResult, Status, TimeCap, Timings
from schedbench.perfmodels.cuckoo import joint_pair_times as pair_tables
from schedbench.solvers.highs import lp_to_highs


def pair_charges(single: np.ndarray, pair: np.ndarray) -> np.ndarray:
    """``c_j(i) = T_{ij} T_j / (T_i + T_j)``: the gang time a pair charges
    job ``j`` (row) when the pair's gang is split between its jobs at rates
    ``T_j / (T_i + T_j)`` and ``T_i / (T_i + T_j)`` (they sum to 1)."""
    return pair * single[:, None] / (single[:, None] + single[None, :])


def job_terms(instance) -> dict[str, np.ndarray]:
    """f_j, l_j, w_j of the module docstring (seconds), over every single and
    pair candidate (Alg. 3) and every usable GPU type."""
    arrival = np.array([j.arrival for j in instance.jobs], dtype=float)
    n = len(arrival)
    f = np.full(n, np.inf)
    length = np.full(n, np.inf)
    work = np.full(n, np.inf)
    for k in instance.gangs:
        single, pair = pair_tables(instance, k)
        ends = np.maximum.outer(arrival, arrival) + pair
        f = np.minimum(f, np.minimum(arrival + single, ends.min(axis=1, initial=np.inf)))
        length = np.minimum(length, np.minimum(single, pair.min(axis=1, initial=np.inf)))
        work = np.minimum(work, np.minimum(single, pair_charges(single, pair).min(axis=1, initial=np.inf)))
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
    """``bound``: the largest of :func:`joint_lower_bound`,
    :func:`lagrangian_bound_levels` (grids doubling up to :func:`lag_slots`'
    while the work allows, then its multipliers spread onto finer grids),
    :func:`flow_bound` (only where no grid of the Lagrangian converged: it
    is the weaker part wherever one does, README) and
    :func:`time_indexed_bound` (up to :data:`TI_MAX_JOBS` jobs), returned
    with the better schedule of ``list-ls`` and a list schedule read off
    the finest level's restricted LP (:func:`lp_guided_starts`, then
    ``list-ls``'s search), so that the harness has a feasible solution to
    score (``list-ls``'s makespan is the relaxations' horizon). The paper's
    pipeline and ``none`` are not carried: ``list-ls`` is below both on
    every instance of the default matrix, and at 521 jobs they cost about
    3.5 s of CPU.

    Every part stops on work, never on the clock, so the bound and the
    schedule depend on the instance, ``budget.seed`` and ``budget.work``
    alone (:func:`bound_work` lists the amounts at ``work = 1``, each times
    ``budget.work``): decodings and group placements of the two searches,
    group-slots of pricing and simplex iterations of the column generation,
    group-slots of the spread grids, nonzeros and iterations of the LPs.
    ``budget.time_limit_s`` is only a safety cap on this process's CPU time
    (:class:`~schedbench.contracts.TimeCap`): a part that finds it used up
    stops or is skipped, and ``info["stopped_at_time_cap"]`` says so. A
    relaxation whose LP is not proven optimal within its iterations is left
    out (the others still bound)."""
    from schedbench.heuristics.cuckoo import list_ls, list_ls_from

    from schedbench.problems.cuckoo import evaluate_joint

    cap = TimeCap(budget.time_limit_s)
    n = instance.size
    t0 = time.perf_counter()
    carried = list_ls(instance, seed=budget.seed, max_evals=budget.scaled(BOUND_LS_EVALS_PER_JOB * n),
                      max_placements=budget.scaled(BOUND_LS_PLACEMENTS), cap=cap).solution
    ev = evaluate_joint(instance, carried)
    if not ev.feasible or ev.objective is None:
        raise RuntimeError("list-ls's schedule is infeasible: " + "; ".join(ev.violations[:3]))
    best: tuple[float, str, Any, float] = (ev.objective, "list-ls", carried, ev.metrics["makespan_s"])
    t1 = time.perf_counter()
    bound, info = joint_lower_bound(instance)
    info["combinatorial_bound"] = bound
    cpu = {"carried": cap.used()}
    converged = False
    if not cap.reached():
        lag, lag_info = lagrangian_bound_levels(
            instance, best[3], slots=lag_slots(best[3]), work=budget.scaled(LAG_WORK),
            spread_work=budget.scaled(LAG_SPREAD_WORK), schedule=best[2], cap=cap)
        cpu["lagrangian"] = cap.used() - sum(cpu.values())
        last = lag_info.pop("lag_last", None)
        converged = any(level["status"] == "converged" for level in lag_info["lag_levels"])
        info.update(lag_info)
        info["lagrangian_bound"] = lag
        if np.isfinite(lag):
            bound = max(bound, lag)
        if last is not None and last.get("lag_solution") and not cap.reached():
            guided = list_ls_from(instance, lp_guided_starts(last, n), seed=budget.seed,
                                  max_evals=budget.scaled(BOUND_GUIDED_EVALS_PER_JOB * n),
                                  max_placements=budget.scaled(BOUND_GUIDED_PLACEMENTS), cap=cap)
            cpu["guided"] = cap.used() - sum(cpu.values())
            ev = evaluate_joint(instance, guided.solution)
            name = f"lp-guided-{last['lag_slots']}"
            info.update({"guided_objective": ev.objective, "guided_start_costs": guided.info["start_costs"],
                         "guided_evaluations": guided.info["evaluations"],
                         "guided_placements": guided.info["placements"]})
            if ev.feasible and ev.objective is not None and ev.objective < best[0]:
                best = (ev.objective, name, guided.solution, ev.metrics["makespan_s"])
    if not converged and not cap.reached():  # where a grid converged the Lagrangian is the stronger part
        flow, flow_info = flow_bound(instance, best[3], max_nonzeros=min(FLOW_MAX_NONZEROS, budget.scaled(FLOW_NONZEROS)),
                                     iterations=budget.scaled(FLOW_ITERATIONS), cap=cap)
        cpu["flow"] = cap.used() - sum(cpu.values())
        info.update(flow_info)
        info["flow_bound"] = flow
        if flow is not None:
            bound = max(bound, flow)
    if n <= TI_MAX_JOBS and not cap.reached():
        ti, ti_info = time_indexed_bound(instance, best[3], iterations=budget.scaled(TI_ITERATIONS), cap=cap)
        cpu["time_indexed"] = cap.used() - sum(cpu.values())
        info.update(ti_info)
        info["time_indexed_bound"] = ti
        if ti is not None:
            bound = max(bound, ti)
    total = time.perf_counter() - t0
    info.update({"carried_policy": best[1], "carried_objective": best[0], "cpu_s": cpu, **cap.info()})
    return MethodResult(best[2], Status.FEASIBLE, bound=bound,
                        timings=Timings(build_s=t1 - t0, solve_s=total - (t1 - t0), total_s=total), info=info)


def bound_work() -> dict[str, str]:
    """``bound``'s work budget at ``Budget.work = 1``, part by part, in
    words (each amount is multiplied by ``work``)."""
    return {
        "carried list-ls": f"{BOUND_LS_EVALS_PER_JOB} decodings per job, at most {BOUND_LS_PLACEMENTS:,} group placements",
        "column generation": f"{LAG_WORK:,} work units (group-slots priced, simplex iterations x rows x "
                             f"{LAG_SIMPLEX_ROW_WEIGHT:g}, assignments' N^3 x {LAG_ASSIGN_WEIGHT:g}) on grids doubling "
                             f"up to about {LAG_GRID_S:g} s a slot while a grid converges with the work left",
        "spread grids": f"{LAG_SPREAD_WORK:,} range-minimum table cells",
        "LP-guided search": f"{BOUND_GUIDED_EVALS_PER_JOB:,} decodings per job, at most "
                            f"{BOUND_GUIDED_PLACEMENTS:,} group placements",
        "flow LP (where no grid converged)": f"{FLOW_NONZEROS:,} nonzeros, {FLOW_ITERATIONS:,} iterations",
        "time-indexed LP": f"{TI_TARGET_SLOTS} slots up to {TI_MAX_JOBS} jobs, {TI_ITERATIONS:,} simplex iterations",
    }


#: ``bound``'s work budget at ``Budget.work = 1`` (every amount below is
#: multiplied by ``work``; the default matrix runs it at 1, the paper-scale
#: matrix at more). The carried ``list-ls`` search: decodings per job ...
BOUND_LS_EVALS_PER_JOB = 600
#: ... and group placements at most (list-ls's own: ``heuristics.cuckoo.LIST_LS_PLACEMENTS``;
#: about 1 microsecond of CPU each on the shared 2-core machine).
BOUND_LS_PLACEMENTS = 500_000
#: The search from the LP-guided starts (521 jobs, paper cluster, 397-slot
#: LP: 600 decodings per job took its start from 6.06 to 5.60, 2,000 per job
#: to 5.51; other starts, ordered by LP completion, alpha-point or Smith's
#: rule, or pairing above 0.25 or 0.75, ended within 1% of each other):
#: decodings per job ...
BOUND_GUIDED_EVALS_PER_JOB = 3000
#: ... and group placements at most.
BOUND_GUIDED_PLACEMENTS = 2_500_000
#: Nonzeros of :func:`flow_bound`'s LP (at most FLOW_MAX_NONZEROS), which
#: runs only where no grid of the Lagrangian converged (measured, seed 0:
#: flow 0.570 vs Lagrangian 0.665 at 32 jobs, 1.134 vs 1.574 at 128, 0.730
#: vs 0.910 at 521 on five Table 7 copies).
FLOW_NONZEROS = 300_000
#: Iterations (IPM and crossover's simplex each) the flow LP may take
#: before it is left out.
FLOW_ITERATIONS = 20_000
#: A HiGHS LP gets this many seconds of wall time per CPU second left of the
#: safety cap (its own clock is wall time; load stretches it, and an LP that
#: its iteration limit does not stop is hung, not slow).
LP_WALL_PER_CPU_S = 4.0


def _lp_limits(h, iterations: int, cap: TimeCap | None) -> None:
    """The work limit of a HiGHS LP (simplex and IPM iterations) and its
    safety cap (wall time, :data:`LP_WALL_PER_CPU_S` per CPU second left)."""
    h.setOptionValue("simplex_iteration_limit", int(iterations))
    h.setOptionValue("ipm_iteration_limit", int(iterations))
    left = None if cap is None else cap.left()
    if left is not None:
        h.setOptionValue("time_limit", float(max(left * LP_WALL_PER_CPU_S, 0.01)))


def _lp_status(h, cap: TimeCap | None) -> str:
    """The LP's status in words; a stop at the time limit marks the cap as hit."""
    import highspy

    status = h.getModelStatus()
    if cap is not None and status == highspy.HighsModelStatus.kTimeLimit:
        cap.hit = True
    return h.modelStatusToString(status)


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
#: ... and leaves it out if simplex needs more iterations than this.
TI_ITERATIONS = 200_000


def time_indexed_bound(instance, horizon_s: float, *, slots: int = TI_TARGET_SLOTS, iterations: int = TI_ITERATIONS,
                       cap: TimeCap | None = None, solver: str = "simplex") -> tuple[float | None, dict]:
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
    schedule. In floating point too: the release and hold slots are floored
    with a margin (:data:`LAG_ROUND_MARGIN`), so the column with the exact
    ``floor(s_g / Delta)`` exists and ``fl(tau Delta) <= s_g``; rounding is
    monotone, so ``c <= fl(s_g + T_gk)``, the evaluator's end, and a job
    counted late here (``c >= d_j``) is late under Eq. 9. Returns (None,
    info) when the LP would exceed ``TI_MAX_NONZEROS`` or HiGHS does not
    prove it optimal within ``iterations`` (or the safety ``cap``).
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
    R = np.floor(a / delta - LAG_ROUND_MARGIN).astype(int).clip(0)
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
    info: dict = {"ti_grid_s": delta, "ti_slots": H, "ti_nonzeros_estimate": int(nnz)}
    if nnz > TI_MAX_NONZEROS:
        return None, info
    w1 = instance.alpha / (n * V1_UNIT_S)
    cost, rows, cols, vals = [], [], [], []
    col = 0
    for j, t_i, share, L, e in options:
        D = max(int(np.floor(L / delta - LAG_ROUND_MARGIN)), 0)
        d = jobs[j].deadline
        for tau in range(min(R[j], H), H + 1):
            c = max(tau * delta + L, e)
            cost.append(w1 * (c - a[j]) + (instance.beta / n if d is not None and c >= d else 0.0))
            rows.append(j)
            cols.append(col)
            vals.append(1.0)
            for sigma in range(tau, min(tau + D, H)):
                rows.append(n + t_i * H + sigma)
                cols.append(col)
                vals.append(share)
            col += 1
    A = sparse.csc_matrix((vals, (rows, cols)), shape=(n + len(types) * H, col))
    rlo = np.concatenate([np.ones(n), np.full(len(types) * H, -highspy.kHighsInf)])
    rhi = np.concatenate([np.ones(n), np.repeat([float(instance.gangs[k]) for k in types], H)])
    h = lp_to_highs(cost, A, rlo, rhi, solver=solver)
    _lp_limits(h, iterations, cap)
    h.run()
    info.update({"ti_columns": int(col), "ti_s": time.perf_counter() - t0, "ti_status": _lp_status(h, cap),
                 "ti_iterations": int(h.getInfo().simplex_iteration_count)})
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return None, info
    return float(h.getInfo().objective_function_value), info


# ----------------------------------------------------------------------------
# A flow relaxation with pair modes (every size)
# ----------------------------------------------------------------------------

#: Grid slots of :func:`flow_bound` at most (Delta = horizon / slots) ...
FLOW_SLOTS = 100
#: ... and at least with pair modes (below, they are dropped). Measured
#: (seed 0, HiGHS IPM, 1 thread, shared 2-core machine): 32 jobs, 100 slots,
#: 0.3M nonzeros: 6-15 s; 128 jobs, 40 slots, 1.0M: 27 s; 521 jobs, 20 slots,
#: 1.8M: 82 s; 521 jobs without pair modes, 40 slots, 0.3M: 9 s.
FLOW_MIN_SLOTS = 20
#: Largest LP (nonzeros) :func:`flow_bound` builds (HiGHS IPM did
#: 20,000-35,000 nonzeros per second on the shared 2-core machine).
FLOW_MAX_NONZEROS = 2_000_000
#: A pair of job types gets its own mode on a GPU type when some pair of jobs
#: of those types interleaves with an efficiency (T_i + T_j) / T_ij above
#: 1 + this; the other pairs are folded into the alone mode (smaller charge).
FLOW_MODE_THRESHOLD = 0.1


def flow_modes(instance, gpu_type: str, arrival: np.ndarray, threshold: float = FLOW_MODE_THRESHOLD):
    """The modes of :func:`flow_bound` on one GPU type.

    Returns ``(modes, kind, mode_pairs)``: ``modes`` a list of
    ``(j, tau, charge, length, end)`` (``tau = -1``: alone and every partner
    whose type pair is not a mode; else a partner of job type ``tau``), with
    ``charge``, ``length``, ``end`` the least ``c_j(i)`` (T_jk alone), group
    time and group end (release + time) over the groups mapped to the mode;
    ``kind[j]`` job ``j``'s type index; ``mode_pairs`` the symmetric boolean
    matrix of job-type pairs that are modes."""
    single, pair = pair_tables(instance, gpu_type)
    n = len(single)
    charge = pair_charges(single, pair)
    ends = np.maximum.outer(arrival, arrival) + pair
    kinds = sorted({j.job_type for j in instance.jobs})
    kind = np.array([kinds.index(j.job_type) for j in instance.jobs], dtype=np.int64)
    eff = np.where(np.isfinite(pair), (single[:, None] + single[None, :]) / pair, 0.0)
    best = np.zeros((len(kinds), len(kinds)))
    np.maximum.at(best, (np.repeat(kind, n), np.tile(kind, n)), eff.ravel())
    mode_pairs = best > 1.0 + threshold
    modes = []
    for j in range(n):
        moded = mode_pairs[kind[j]][kind]
        moded[j] = False
        rest = ~moded
        rest[j] = False
        modes.append((j, -1, min(single[j], charge[j, rest].min(initial=np.inf)),
                      min(single[j], pair[j, rest].min(initial=np.inf)),
                      min(arrival[j] + single[j], ends[j, rest].min(initial=np.inf))))
        for tau in np.nonzero(mode_pairs[kind[j]])[0]:
            sel = kind == tau
            sel[j] = False
            if sel.any():
                modes.append((j, int(tau), float(charge[j, sel].min()), float(pair[j, sel].min()), float(ends[j, sel].min())))
    return modes, kind, mode_pairs


def flow_slots(per_type: list, arrival: np.ndarray, horizon: float, max_nonzeros: float) -> int:
    """The most slots (at most :data:`FLOW_SLOTS`) whose flow LP has an
    estimated ``max_nonzeros`` or fewer nonzeros (~7 per column; a mode has
    one column per slot from its job's release on); 0 if none fits."""
    n_modes = sum(len(m) for m, _, _ in per_type)
    frac = float(np.mean(1.0 - arrival / horizon))
    for slots in range(FLOW_SLOTS, 0, -1):
        if 7.0 * (frac * slots + 1.0) * n_modes <= max_nonzeros:
            return slots
    return 0


def flow_bound(instance, horizon_s: float, *, slots: int | None = None, threshold: float = FLOW_MODE_THRESHOLD,
               iterations: int = FLOW_ITERATIONS, cap: TimeCap | None = None, solver: str = "ipm",
               max_nonzeros: float = FLOW_MAX_NONZEROS) -> tuple[float | None, dict]:
    """LP bound of a preemptive flow relaxation on gangs with pair modes.

    Grid: ``H`` slots ``[b_t, b_{t+1})`` of ``Delta = horizon_s / H`` (``H`` =
    ``slots``, default the most up to FLOW_SLOTS under ``max_nonzeros``; if
    that is below FLOW_MIN_SLOTS, the pair modes are dropped, ``threshold =
    inf``, and the slots chosen again), and an overflow slot ``[b_H, inf)``
    without rows. Any horizon and grid give a valid bound.
    Modes of job ``j`` on type ``k`` (:func:`flow_modes`): *alone* and, for
    each pair of job types whose best interleaving efficiency on ``k``
    exceeds ``1 + threshold``, *paired with a job of type tau*. Each mode
    ``m`` carries the least charge ``c_m``, group time ``L_m`` and group end
    ``E_m`` over the groups it stands for (a pair of a non-mode type pair
    stands under *alone*). Variables ``y[j,k,m,t] >= 0`` (t >= the slot of
    a_j), ``C_j``, ``0 <= u_j <= 1``; ``s_jt = max(b_t, a_j)``::

        min  alpha / (N V1_UNIT_S) sum_j (C_j - a_j) + beta / N sum_j u_j
        s.t. sum_{k,m,t} y[j,k,m,t] = 1                                 every job
             sum_{j,m} c_m y[j,k,m,t] <= Q_k Delta                      type k, slot t < H (Eq. 5)
             sum_{k,m} L_m y[j,k,m,t] <= b_{t+1} - s_jt                  job j, slot t < H
             C_j >= sum y[j,k,m,t] (s_jt + L_m / 2),  C_j >= sum y[j,k,m,t] E_m
             u_j >= sum_{s_jt >= d_j} y[j,k,m,t],     u_j >= sum_{E_m >= d_j} y[j,k,m,t]
             sum_{j of type s} sum_t y[j,k,(tau),t] = sum_{i of type tau} sum_t y[i,k,(s),t]   (s != tau)

    Proof. Take any feasible schedule; job j is in group g on type k over
    [s, C_j), C_j = s + T_gk, s >= r_g >= a_j (Eq. 6-7). Map j to the mode
    of g (alone if |g| = 1 or g's type pair is no mode) and set
    y[j,k,m,t] = |[s, C_j) ∩ slot t| / T_gk, the share of j's run in slot
    t (the overflow slot takes the part after b_H): they sum to 1. Charge
    the gang to the group's jobs at rates rho_j = T_jk / (T_ik + T_jk) and
    rho_i (1 alone): they sum to 1, so at any instant the charges on type k
    sum to its busy gangs, at most Q_k (Eq. 5); j's charge in slot t is
    rho_j T_gk y = c_j(i) y >= c_m y (c_m is the least over the mode's
    groups): the capacity row holds. j's run in slot t lasts T_gk y >= L_m y
    and lies in [s_jt, b_{t+1}): the job row holds. j's run is uniform over
    [s, C_j), so its mean time s + T_gk / 2 = sum_t y (mean time of j's run in
    slot t) >= sum_t y s_jt, and C_j = that mean + T_gk / 2 >= sum y (s_jt + L_m / 2);
    also C_j = r_g + (s - r_g) + T_gk >= E_m. If j runs at or after s_jt >= d_j,
    or E_m >= d_j, then C_j >= d_j: j is late (Eq. 9), u_j = 1 meets both u
    rows. A pair {i, j} of job types (s, tau), s != tau, on k maps i to mode
    (s) and j to mode (tau) (the type pair is a mode for both, the
    relation being symmetric), each with its y summing to 1 over t: the
    consistency rows hold. V (Eq. 10) is alpha / (N V1_UNIT_S) sum_j (C_j - a_j)
    + beta / N #late, so the point is feasible with cost V and the LP's
    optimum is <= V of every schedule. Returns (None, info) when HiGHS does
    not prove the LP optimal within ``iterations`` (or the safety ``cap``).
    """
    import highspy
    from scipy import sparse

    t0 = time.perf_counter()
    jobs = instance.jobs
    n = len(jobs)
    types = list(instance.gangs)
    a = np.array([j.arrival for j in jobs], dtype=float)
    d = np.array([np.inf if j.deadline is None else j.deadline for j in jobs], dtype=float)
    horizon = max(float(horizon_s), float(a.max()) + 1.0)
    per_type = [flow_modes(instance, k, a, threshold) for k in types]
    if slots is None:
        slots = flow_slots(per_type, a, horizon, max_nonzeros)
        if slots < FLOW_MIN_SLOTS and np.isfinite(threshold):  # too big with pair modes: one mode per type
            per_type = [flow_modes(instance, k, a, np.inf) for k in types]
            slots = flow_slots(per_type, a, horizon, max_nonzeros)
        slots = max(slots, FLOW_MIN_SLOTS)
    n_modes = sum(len(m) for m, _, _ in per_type)
    H = int(slots)
    delta = horizon / H
    b = np.arange(H + 1) * delta
    R = np.minimum(np.floor(a / delta - LAG_ROUND_MARGIN).astype(np.int64).clip(0), H)  # never above the exact floor
    info: dict = {"flow_slots": H, "flow_grid_s": delta, "flow_modes": n_modes}
    cap0 = n
    rate0 = cap0 + len(types) * H
    crow0 = rate0 + n * H
    cons_rows: dict[tuple[int, int, int], int] = {}
    nrows = crow0 + 4 * n
    rows: list[np.ndarray] = []
    cols: list[np.ndarray] = []
    vals: list[np.ndarray] = []
    col = 0
    for ki, (modes, kind, _) in enumerate(per_type):
        for j, tau, c, L, E in modes:
            ts = np.arange(R[j], H + 1)
            m = len(ts)
            ids = np.arange(col, col + m)
            start = np.maximum(b[ts], a[j])
            inner = ts < H
            blocks_r = [np.full(m, j), cap0 + ki * H + ts[inner], rate0 + j * H + ts[inner],
                        np.full(m, crow0 + 4 * j), np.full(m, crow0 + 4 * j + 1)]
            blocks_c = [ids, ids[inner], ids[inner], ids, ids]
            blocks_v = [np.ones(m), np.full(inner.sum(), c), np.full(inner.sum(), L), -(start + L / 2.0), np.full(m, -E)]
            late = start >= d[j]
            blocks_r.append(np.full(late.sum(), crow0 + 4 * j + 2))
            blocks_c.append(ids[late])
            blocks_v.append(-np.ones(late.sum()))
            if E >= d[j]:
                blocks_r.append(np.full(m, crow0 + 4 * j + 3))
                blocks_c.append(ids)
                blocks_v.append(-np.ones(m))
            if tau >= 0 and tau != kind[j]:
                key = (ki, min(int(kind[j]), tau), max(int(kind[j]), tau))
                if key not in cons_rows:
                    cons_rows[key] = nrows
                    nrows += 1
                blocks_r.append(np.full(m, cons_rows[key]))
                blocks_c.append(ids)
                blocks_v.append(np.full(m, 1.0 if kind[j] < tau else -1.0))
            rows += blocks_r
            cols += blocks_c
            vals += blocks_v
            col += m
    ny = col
    for r in range(4):
        rows.append(crow0 + 4 * np.arange(n) + r)
        cols.append(ny + np.arange(n) + (n if r >= 2 else 0))
        vals.append(np.ones(n))
    ncol = ny + 2 * n
    A = sparse.csc_matrix((np.concatenate(vals), (np.concatenate(rows), np.concatenate(cols))), shape=(nrows, ncol))
    inf = highspy.kHighsInf
    rlo = np.concatenate([np.ones(n), np.full(len(types) * H + n * H, -inf), np.zeros(4 * n), np.zeros(len(cons_rows))])
    job_room = np.array([[max(b[t + 1] - max(b[t], a[j]), 0.0) if t >= R[j] else 0.0 for t in range(H)]
                         for j in range(n)]).ravel()
    rhi = np.concatenate([np.ones(n), np.repeat([float(instance.gangs[k]) * delta for k in types], H), job_room,
                          np.full(4 * n, inf), np.zeros(len(cons_rows))])
    w1 = instance.alpha / (n * V1_UNIT_S)
    cost = np.concatenate([np.zeros(ny), np.full(n, w1), np.full(n, instance.beta / n)])
    upper = np.concatenate([np.full(ny + n, inf), np.ones(n)])
    info.update({"flow_columns": int(ncol), "flow_nonzeros": int(A.nnz), "flow_pair_rows": len(cons_rows)})
    h = lp_to_highs(cost, A, rlo, rhi, col_upper=upper, offset=float(-w1 * a.sum()), solver=solver)
    _lp_limits(h, iterations, cap)
    h.run()
    lp = h.getInfo()
    info.update({"flow_s": time.perf_counter() - t0, "flow_status": _lp_status(h, cap),
                 "flow_iterations": int(lp.ipm_iteration_count) + int(lp.crossover_iteration_count)
                 + int(lp.simplex_iteration_count)})
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return None, info
    return float(h.getInfo().objective_function_value), info


# ----------------------------------------------------------------------------
# A Lagrangian bound of the time-indexed group formulation (every size)
# ----------------------------------------------------------------------------

#: Grid slots of :func:`lagrangian_bound` (Delta = horizon / this) by default.
LAG_SLOTS = 600
#: ``bound``'s grid (:func:`lag_slots`): Delta about this (seconds; the
#: floor rounding loses up to Delta of capacity and completion per group) ...
LAG_GRID_S = 25.0
#: ... with at most this many slots ...
LAG_MAX_SLOTS = 1200
#: ... and at least this many.
LAG_MIN_SLOTS = 20
#: The work budget of :func:`lagrangian_bound_levels` at ``work = 1``
#: (all levels together), in work units that count what its CPU time
#: follows (fitted on the shared 2-core machine at 128 and 521 jobs, about
#: 2 ns of CPU each there, so about 4.5 s): every group-slot a pricing round
#: goes over (groups x (H + 1)), plus LAG_SIMPLEX_ROW_WEIGHT per simplex
#: iteration and row of the restricted LP, plus LAG_ASSIGN_WEIGHT x N^3 per
#: evaluation of L (an N x N assignment problem) ...
LAG_WORK = 2_250_000_000
#: ... (a simplex iteration costs about as much as pricing 70 group-slots
#: per row: 128 jobs, 166 and 333 slots, 22,000 and 37,000 iterations) ...
LAG_SIMPLEX_ROW_WEIGHT = 70.0
#: ... (scipy's assignment at 521 jobs: about 0.3 s) ...
LAG_ASSIGN_WEIGHT = 1.25
#: Work of :func:`spread_bound` at ``work = 1`` (all its grids together), in
#: cells of the range-minimum tables its pricing builds (one row per group
#: hold length, one level per power of two of the slots: what its time and
#: memory follow; 1e-8 to 2.5e-8 CPU s each on that machine, so about 1-2 s).
LAG_SPREAD_WORK = 100_000_000
#: HiGHS simplex strategy of the restricted LP: primal (4), since added
#: columns leave the basis primal feasible (measured at 521 jobs, 397 slots,
#: started from the 198-slot LP's support: converged in 67 s primal, 93 s dual).
LAG_SIMPLEX_STRATEGY = 4
#: Column-generation rounds at most (the bound is valid after any of them).
LAG_MAX_ITER = 200
#: A column enters when its reduced cost is below -this x max(|LP|, 1).
LAG_RC_TOL = 1e-9
#: Column generation stops once L(pi) is within this (relative) of the
#: restricted LP, which bounds the LP optimum from above.
LAG_GAP_TOL = 1e-6
#: L(pi) (an assignment problem) is evaluated every this many rounds, and at
#: the last round (convergence, the round cap, or the last round that fits
#: in the work budget).
LAG_VALUE_EVERY = 4
#: Release slots and hold lengths are floor(x / Delta - this): never above
#: the exact floor whatever the rounding of x / Delta.
LAG_ROUND_MARGIN = 1e-9
#: Late counts use ``e >= d + LAG_LATE_TOL_S`` (fewer late jobs: still a bound)
#: so that rounding never counts a job late that is on time.
LAG_LATE_TOL_S = 1e-6


def lag_slots(horizon_s: float) -> int:
    """The finest grid of :func:`lagrangian_bound_levels` for ``bound``:
    Delta near :data:`LAG_GRID_S`, at most :data:`LAG_MAX_SLOTS` slots and
    at least :data:`LAG_MIN_SLOTS`; how far up the levels get is the work
    budget's business."""
    return max(min(LAG_MAX_SLOTS, int(np.ceil(horizon_s / LAG_GRID_S))), LAG_MIN_SLOTS)


def sparse_min(values: np.ndarray) -> np.ndarray:
    """Sparse table of range minima over the last axis, the levels stacked
    first: ``table[l, ..., x] = min(values[..., x : x + 2**l])`` where the
    run fits (the rest of a level is never read)."""
    width = values.shape[-1]
    levels = max(1, int(width).bit_length())
    table = np.empty((levels,) + values.shape)
    table[0] = values
    step = 1
    for lv in range(1, levels):
        prev, row = table[lv - 1], table[lv]
        np.minimum(prev[..., : width - step], prev[..., step:], out=row[..., : width - step])
        row[..., width - step :] = prev[..., width - step :]
        step *= 2
    return table


def _range_min(table: np.ndarray, row: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """min(values[row, lo..hi]) per query (inf where lo > hi)."""
    out = np.full(len(lo), np.inf)
    ok = np.flatnonzero(hi >= lo)
    lo, hi, row = lo[ok], hi[ok], row[ok]
    level = np.frexp((hi - lo + 1).astype(float))[1] - 1  # floor(log2(width)), exact
    out[ok] = np.minimum(table[level, row, lo], table[level, row, hi - (1 << level) + 1])
    return out


class _Groups:
    """Every group column family of :func:`lagrangian_bound`: a single job,
    or a pair whose group time on the type is below the two standalone
    times' sum (the others are dominated, see the proof), on each type."""

    def __init__(self, instance, delta: float, H: int):
        from schedbench.instances.cuckoo import V1_UNIT_S

        jobs = instance.jobs
        n = len(jobs)
        a = np.array([j.arrival for j in jobs], dtype=float)
        d = np.array([np.inf if j.deadline is None else j.deadline for j in jobs], dtype=float)
        w1 = instance.alpha / (n * V1_UNIT_S)
        wl = instance.beta / n
        parts = []
        for ki, k in enumerate(instance.gangs):
            single, pair = pair_tables(instance, k)
            parts.append((np.full(n, ki), np.arange(n), np.full(n, -1), single))
            i, j = np.nonzero(np.triu(pair < single[:, None] + single[None, :], k=1))
            parts.append((np.full(len(i), ki), i, j, pair[i, j]))
        self.k = np.concatenate([p[0] for p in parts]).astype(np.int64)
        self.i = np.concatenate([p[1] for p in parts]).astype(np.int64)
        self.j = np.concatenate([p[2] for p in parts]).astype(np.int64)
        self.T = np.concatenate([p[3] for p in parts]).astype(float)
        pair_ = self.j >= 0
        jj = np.where(pair_, self.j, self.i)
        self.w = np.where(pair_, 2, 1)
        self.r = np.maximum(a[self.i], a[jj])
        # rounded down with a margin: a smaller release slot or hold only relaxes
        self.R = np.clip(np.floor(self.r / delta - LAG_ROUND_MARGIN).astype(np.int64), 0, H)
        self.D = np.clip(np.floor(self.T / delta - LAG_ROUND_MARGIN).astype(np.int64), 0, H)
        # cost at tau > R: w w1 (tau delta + T) - w1 sum a + wl late(tau)
        self.c0 = w1 * (self.w * self.T - a[self.i] - np.where(pair_, a[jj], 0.0))
        # tau = R: the group starts at r
        e0 = self.r + self.T
        late0 = (e0 >= d[self.i] + LAG_LATE_TOL_S).astype(float) + np.where(pair_, e0 >= d[jj] + LAG_LATE_TOL_S, 0.0)
        self.cost_R = w1 * (self.w * e0 - a[self.i] - np.where(pair_, a[jj], 0.0)) + wl * late0
        # late from tau >= theta: tau delta + T >= d + tol (two thresholds, sorted; H + 1 = never)
        th = [np.ceil((d[x] + LAG_LATE_TOL_S - self.T) / delta) for x in (self.i, jj)]
        th = [np.clip(np.where(np.isfinite(t), t, H + 1), 0, H + 1).astype(np.int64) for t in th]
        th[1] = np.where(pair_, th[1], H + 1)
        self.th1, self.th2 = np.minimum(th[0], th[1]), np.maximum(th[0], th[1])
        self.n, self.H, self.delta, self.w1, self.wl, self.K = n, H, delta, w1, wl, len(instance.gangs)
        self.combos = {}
        self.combo_d = {}
        for w in (1, 2):
            for k in range(self.K):
                sel = np.nonzero((self.w == w) & (self.k == k))[0]
                if len(sel):
                    self.combos[(w, k)] = sel
                    self.combo_d[(w, k)] = np.unique(self.D[sel], return_inverse=True)
        # cells of phi's range-minimum tables (one row per hold length, one level per power of two)
        self.table_cells = sum(len(d[0]) for d in self.combo_d.values()) * (H + 1) * (int(np.log2(H + 1)) + 1)

    def phi(self, pi: np.ndarray) -> np.ndarray:
        """Least Lagrangian cost of each group over its start slots: per
        (group size, type), a sparse table of range minima of
        w w1 Delta tau + (pi held from tau) for each hold length D, queried
        over the start slots of each late count (0, 1, 2)."""
        H = self.H
        P = np.concatenate([np.zeros((self.K, 1)), np.cumsum(pi, axis=1)], axis=1)  # (K, H + 1)
        tau = np.arange(H + 1)
        out = np.empty(len(self.k))
        for (w, k), sel in self.combos.items():
            dvals, didx = self.combo_d[(w, k)]
            W = P[k, np.minimum(tau[None, :] + dvals[:, None], H)] - P[k, tau][None, :]  # (U, H + 1)
            table = sparse_min(W + (w * self.w1 * self.delta) * tau[None, :])
            lo, th1, th2 = self.R[sel] + 1, self.th1[sel], self.th2[sel]
            best = np.minimum.reduce([
                _range_min(table, didx, lo, np.minimum(th1, H + 1) - 1),
                _range_min(table, didx, np.maximum(lo, th1), np.minimum(th2, H + 1) - 1) + self.wl,
                _range_min(table, didx, np.maximum(lo, th2), np.full(len(lo), H)) + 2 * self.wl,
            ]) + self.c0[sel]
            out[sel] = np.minimum(best, self.cost_R[sel] + W[didx, self.R[sel]])
        return out

    def cost(self, x: np.ndarray, tau: np.ndarray) -> np.ndarray:
        """Cost of column (group x, start slot tau >= R_x), broadcasting: its
        jobs' completions at max(tau Delta, r_x) + T_x (Eq. 8) and late counts
        from the thresholds th1, th2 (Eq. 9)."""
        late = self.wl * ((tau >= self.th1[x]).astype(float) + (tau >= self.th2[x]))
        return np.where(tau == self.R[x], self.cost_R[x], self.c0[x] + self.w[x] * self.w1 * self.delta * tau + late)

    def best_starts(self, pi: np.ndarray, ids: np.ndarray, chunk: int = 2048) -> np.ndarray:
        """Start slot of the least Lagrangian cost (phi's argmin) of each group
        in ``ids`` under ``pi``, vectorised over chunks of groups."""
        H = self.H
        ids = np.asarray(ids, dtype=np.int64)
        P = np.concatenate([np.zeros((self.K, 1)), np.cumsum(pi, axis=1)], axis=1)  # (K, H + 1)
        tau = np.arange(H + 1)
        out = np.empty(len(ids), dtype=np.int64)
        for lo in range(0, len(ids), chunk):
            g = ids[lo:lo + chunk]
            k = self.k[g][:, None]
            W = P[k, np.minimum(tau[None, :] + self.D[g][:, None], H)] - P[k, tau[None, :]]
            f = np.where(tau[None, :] < self.R[g][:, None], np.inf, self.cost(g[:, None], tau[None, :]) + W)
            out[lo:lo + chunk] = np.argmin(f, axis=1)
        return out


def _lagrangian_value(groups: _Groups, phi: np.ndarray, pi: np.ndarray, cap: np.ndarray) -> float:
    """L(pi) of :func:`lagrangian_bound`: the assignment relaxation of the
    min-cost grouping under ``phi`` minus sum Q_k pi_{k,sigma}."""
    from scipy.optimize import linear_sum_assignment

    n = groups.n
    single = groups.j < 0
    s_cost = np.full(n, np.inf)
    np.minimum.at(s_cost, groups.i[single], phi[single])
    C = np.add.outer(s_cost, s_cost) / 2.0  # a pair never below its two singles (dominated)
    pg = ~single
    np.minimum.at(C.reshape(-1), groups.i[pg] * n + groups.j[pg], phi[pg] / 2.0)
    C = np.minimum(C, C.T)
    np.fill_diagonal(C, s_cost)
    rows, perm = linear_sum_assignment(C)
    return float(C[rows, perm].sum()) - float((cap[:, None] * pi).sum())


def _columns(groups: _Groups, ids, taus) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Costs, column starts and row indices (job rows, then capacity rows
    n + k H + sigma) of the columns (group ids[c], start slot taus[c]), in
    the compressed-column form HiGHS's addCols takes."""
    g, H, n = groups, groups.H, groups.n
    x = np.asarray(ids, dtype=np.int64)
    tau = np.asarray(taus, dtype=np.int64)
    cost = g.cost(x, tau)
    pair = g.j[x] >= 0
    held = np.minimum(tau + g.D[x], H) - tau
    size = 1 + pair + held
    starts = np.concatenate([[0], np.cumsum(size)[:-1]]).astype(np.int32)
    index = np.empty(int(size.sum()), dtype=np.int64)
    index[starts] = g.i[x]
    index[starts[pair] + 1] = g.j[x][pair]
    # capacity rows: n + k H + tau + (0 .. held - 1), after the 1 or 2 job rows
    first = starts + 1 + pair
    offs = np.arange(len(index)) - np.repeat(first, size)
    hold = offs >= 0
    index[hold] = (n + g.k[x] * H + tau).repeat(size)[hold] + offs[hold]
    return cost, starts, index.astype(np.int32)


def _schedule_columns(instance, groups: _Groups, schedule) -> tuple[list[int], list[int]]:
    """The group columns of a feasible schedule (the proof's mapping)."""
    index = instance.job_index
    types = list(instance.gangs)
    n = groups.n
    codes = (groups.k * n + groups.i) * (n + 1) + groups.j + 1  # one integer per (type, i, j), all distinct
    order = np.argsort(codes, kind="stable")
    sorted_codes = codes[order]

    def key(k: int, i: int, j: int) -> int | None:
        code = (k * n + i) * (n + 1) + j + 1
        at = int(np.searchsorted(sorted_codes, code))
        return int(order[at]) if at < len(order) and sorted_codes[at] == code else None

    ids, taus = [], []
    for grp in schedule.groups:
        members = sorted(index[x] for x in grp.jobs)
        x = key(types.index(grp.gpu_type), members[0], members[1] if len(members) == 2 else -1)
        if x is None:  # a pair left out as dominated: its two singles back to back instead
            for m in members:
                x = key(types.index(grp.gpu_type), m, -1)
                assert x is not None  # every single is a group
                ids.append(x)
                taus.append(max(min(int(np.floor(grp.start / groups.delta)), groups.H), int(groups.R[x])))
            continue
        ids.append(x)
        taus.append(max(min(int(np.floor(grp.start / groups.delta)), groups.H), int(groups.R[x])))
    return ids, taus


def lagrangian_bound(instance, horizon_s: float, *, slots: int = LAG_SLOTS, work: float | None = None,
                     cap: TimeCap | None = None,
                     max_iter: int = LAG_MAX_ITER, schedule=None, columns=None,
                     keep_solution: bool = False) -> tuple[float, dict]:
    """Lagrangian bound of a floor-rounded time-indexed group formulation.

    Grid Delta = horizon_s / H (H = ``slots``) and an overflow slot H without
    capacity rows. A *group column* is a group g (one job, or a pair {i, j},
    Alg. 3), a type k and a start slot tau >= R_g = floor(r_g / Delta),
    r_g = max_{x in g} a_x (Eq. 6): it holds one gang of type k in slots
    tau, ..., tau + D_gk - 1 (those below H), D_gk = floor(T_gk / Delta), and
    costs phi = sum_{x in g} [alpha / (N V1_UNIT_S) (e - a_x) + beta / N [e >= d_x]]
    with e = max(tau Delta, r_g) + T_gk. The formulation: choose columns so
    that every job is in exactly one chosen group, with at most Q_k chosen
    columns of type k holding each slot < H (Eq. 5). Its optimum is <= V of
    every schedule. Proof: map each group (start s, end e = s + T_gk) to
    tau = min(floor(s / Delta), H): tau >= R_g (s >= r_g); its cost uses
    max(tau Delta, r_g) + T_gk <= s + T_gk = e, and the cost is
    nondecreasing in e (Eq. 8-9). If g holds slot sigma < H, then
    tau <= sigma and sigma + 1 <= floor(s / Delta) + floor(T_gk / Delta)
    <= floor(e / Delta), so s < (sigma + 1) Delta <= e: g runs at the instant
    just before (sigma + 1) Delta, where at most Q_k groups run on type k
    (Eq. 5). Each job is in exactly one group (Eq. 3).

    Relaxing the capacity rows with multipliers pi_{k,sigma} >= 0 gives, for
    every pi, L(pi) = min over groupings of sum_g phi_g(pi) - sum_{k, sigma < H}
    Q_k pi_{k,sigma} <= the optimum above, with phi_g(pi) = min over k and tau
    of phi + sum of pi over the held slots (weak duality). The min over
    groupings is a minimum-cost perfect matching with singles; its LP (the
    fractional matching, half-integral) is smaller or equal, and equals the
    assignment problem min_perm sum_x C[x, perm(x)] with C[x, x] = phi_x and
    C[x, y] = min(phi_{xy}, phi_x + phi_y) / 2 (lowering a pair's cost to
    its two singles' only lowers the min; a doubly stochastic matrix symmetrised is a
    fractional matching of the same cost and back), solved exactly by
    scipy's linear_sum_assignment. A pair whose group time on k is at least
    T_ik + T_jk is left out on k: its column costs at least the two singles
    on k back to back from tau (floor(x) + floor(y) <= floor(x + y), the
    second single ends at or before the pair, pi >= 0), so leaving it out
    keeps the minimum. Lateness uses e >= d + LAG_LATE_TOL_S (fewer late
    jobs, a lower cost). So L(pi) is a lower bound on V for every pi >= 0.

    The multipliers come from column generation on the LP of the group
    formulation (:func:`group_lp_bound` solves it whole on small instances):
    a restricted LP over the columns of ``schedule`` (a feasible schedule,
    mapped as in the proof; optional) and every job alone in the overflow
    slot (always feasible), solved by HiGHS simplex with presolve off (each
    round starts from the last basis); pi = the capacity rows' duals,
    clipped at 0. Pricing takes, for every job and type, its group column of
    least reduced cost phi_g(pi) - sum_{x in g} mu_x (mu the job rows'
    duals) and adds it if negative. The method returns the largest L(pi)
    over the rounds where it is evaluated (every :data:`LAG_VALUE_EVERY`
    and the last), valid whenever it stops: converged (no column prices
    out, or L(pi) within :data:`LAG_GAP_TOL` of the restricted LP, an upper
    bound on the LP's optimum; L(pi) then equals that optimum by LP duality,
    up to the tolerance), after ``max_iter`` rounds, when the next round
    would pass ``work`` work units (:data:`LAG_WORK`: group-slots priced,
    simplex iterations x rows x :data:`LAG_SIMPLEX_ROW_WEIGHT`, N^3 x
    :data:`LAG_ASSIGN_WEIGHT` per evaluation of L; the restricted LP's
    simplex gets the iterations that the units left allow), or at the
    safety ``cap``. All but the cap are counts, so the result is the same
    on any machine.
    """
    import highspy

    t0, c0 = time.perf_counter(), time.process_time()
    a_max = max(j.arrival for j in instance.jobs)
    horizon = max(float(horizon_s), a_max + 1.0)
    H = int(slots)
    delta = horizon / H
    groups = _Groups(instance, delta, H)
    n, K = groups.n, groups.K
    gangs = np.array([float(q) for q in instance.gangs.values()])
    single = np.nonzero(groups.j < 0)[0]
    ids = [int(x) for x in single]
    taus = [H] * len(ids)
    if schedule is not None:
        more = _schedule_columns(instance, groups, schedule)
        ids, taus = ids + more[0], taus + more[1]
    if columns is not None:  # warm start: (group, start in seconds), e.g. a coarser grid's columns
        x = np.array([c[0] for c in columns], dtype=np.int64)
        # any start slot >= R_g is a column of this grid; + 1e-6 keeps a coarse slot's start on its fine slot
        t = np.floor(np.array([c[1] for c in columns], dtype=float) / delta + 1e-6).astype(np.int64)
        ids, taus = ids + x.tolist(), taus + np.clip(t, groups.R[x], H).tolist()
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("solver", "simplex")
    h.setOptionValue("presolve", "off")  # keep the basis from round to round (warm start)
    h.setOptionValue("simplex_strategy", LAG_SIMPLEX_STRATEGY)
    h.setOptionValue("threads", 1)
    inf = highspy.kHighsInf
    h.addRows(n, np.ones(n), np.ones(n), 0, np.zeros(0, dtype=np.int32), np.zeros(0, dtype=np.int32), np.zeros(0))
    h.addRows(K * H, np.full(K * H, -inf), np.repeat(gangs, H), 0, np.zeros(0, dtype=np.int32),
              np.zeros(0, dtype=np.int32), np.zeros(0))
    seen: set[tuple[int, int]] = set()
    order: list[tuple[int, int]] = []

    def add(new_ids: list[int], new_taus: list[int]) -> int:
        keep = [(x, t) for x, t in zip(new_ids, new_taus) if (x, t) not in seen]
        seen.update(keep)
        order.extend(keep)
        if not keep:
            return 0
        cost, starts, index = _columns(groups, [x for x, _ in keep], [t for _, t in keep])
        h.addCols(len(keep), cost, np.zeros(len(keep)), np.full(len(keep), inf), len(index), starts, index,
                  np.ones(len(index)))
        return len(keep)

    add(ids, taus)
    best, best_it, it, added = -np.inf, 0, 0, 0
    best_pi = np.zeros((K, H))
    status = "round cap"
    rmp = np.nan
    round_work = float(len(groups.k)) * (H + 1)  # group-slots priced a round
    value_work = LAG_ASSIGN_WEIGHT * float(n) ** 3  # an evaluation of L
    row_work = LAG_SIMPLEX_ROW_WEIGHT * (n + K * H)  # a simplex iteration
    used, simplex = 0.0, 0
    unvalued: tuple[np.ndarray, np.ndarray, int] | None = None  # the last priced round's (phi, pi), if not evaluated
    while it < max_iter:
        if work is not None and used + round_work + value_work > work:
            status = "work budget"
            break
        if cap is not None and cap.reached():
            status = "time cap"
            break
        it += 1
        if work is not None:
            h.setOptionValue("simplex_iteration_limit", int((work - used - round_work - value_work) / row_work))
        h.run()
        simplex += int(h.getInfo().simplex_iteration_count)
        used += row_work * int(h.getInfo().simplex_iteration_count)
        if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            iteration_stop = h.getModelStatus() == highspy.HighsModelStatus.kIterationLimit
            status = "work budget" if iteration_stop else h.modelStatusToString(h.getModelStatus())
            break
        used += round_work
        rmp = float(h.getInfo().objective_function_value)
        dual = np.array(h.getSolution().row_dual)
        mu = dual[:n]
        pi = np.maximum(-dual[n:].reshape(K, H), 0.0)
        phi = groups.phi(pi)
        rc = phi - mu[groups.i] - np.where(groups.j >= 0, mu[np.maximum(groups.j, 0)], 0.0)
        pick: list[int] = []
        scale = LAG_RC_TOL * max(abs(rmp), 1.0)
        for side in (groups.i, np.where(groups.j >= 0, groups.j, groups.i)):
            key = side * K + groups.k  # per job and type, the least reduced cost
            least = np.full(n * K, np.inf)
            np.minimum.at(least, key, rc)
            hit = np.nonzero(rc <= least[key])[0]
            pick += hit[rc[hit] < -scale].tolist()
        pick = sorted(set(pick))
        evaluate = not pick or it >= max_iter or it % LAG_VALUE_EVERY == 0 or (
            work is not None and used + 2 * (round_work + value_work) > work)  # the last round that fits
        unvalued = (phi, pi, it)
        if evaluate:
            unvalued = None
            used += value_work
            value = _lagrangian_value(groups, phi, pi, gangs)
            if value > best:
                best, best_it, best_pi = value, it, pi
        if not pick or rmp - best <= LAG_GAP_TOL * max(abs(rmp), 1.0):
            status = "converged"  # no column prices out, or L(pi) meets the restricted LP: the LP optimum
            break
        new_taus = groups.best_starts(pi, np.array(pick, dtype=np.int64)).tolist()
        added += add(pick, new_taus)
    if unvalued is not None:  # stopped before evaluating the last priced multipliers (its work was kept for it)
        used += value_work
        value = _lagrangian_value(groups, unvalued[0], unvalued[1], gangs)
        if value > best:
            best, best_it, best_pi = value, unvalued[2], unvalued[1]
    info = {"lag_slots": H, "lag_grid_s": delta, "lag_iterations": it, "lag_best_iteration": best_it,
            "lag_groups": int(len(groups.k)), "lag_columns": len(seen), "lag_status": status,
            "lag_rmp": rmp, "lag_work": used, "lag_simplex_iterations": simplex, "lag_s": time.perf_counter() - t0,
            "lag_cpu_s": time.process_time() - c0}
    if keep_solution:  # the restricted LP's columns with a positive value: (group, start slot, value)
        value_of = h.getSolution().col_value
        info["lag_solution"] = [(x, t, v) for (x, t), v in zip(order, value_of) if v > 1e-9]
        info["lag_groups_table"] = groups
        info["lag_pi"] = best_pi
    return best, info


# ----------------------------------------------------------------------------
# Finer grids: levels warm-started from coarser ones, multipliers spread
# ----------------------------------------------------------------------------

#: ``bound`` runs column generation on up to this many grids, each twice as
#: fine as the one before, up to the finest of :func:`lag_slots` and from
#: its coarsest halving with at least LAG_LEVEL_MIN_SLOTS slots (each level
#: starts from the support of the one before's LP) ...
LAG_LEVELS = 7
#: ... (coarser grids converge in as many rounds at 521 jobs, where a round
#: costs about the same on any coarse grid: its N x N assignment and the
#: restricted LP's N job rows dominate) ...
LAG_LEVEL_MIN_SLOTS = 40
#: ... a finer level runs only if the one before converged and at least
#: this many times its work is left (521 jobs: 198 slots converged in 29 s,
#: 397 in 64 s; 795 stopped at the limit after 103 s, and its multipliers
#: spread no higher than the 397-slot level's: 4.878 vs 4.946) ...
LAG_LEVEL_GROWTH = 2.5
#: ... and each level's multipliers are then spread onto grids this many
#: times finer (:func:`spread_bound`) ...
LAG_SPREAD_FACTORS = (2, 4, 8, 16, 32)
#: ... of at most this many slots (memory: the phi tables of the 12,704-slot
#: grid at 521 jobs peak at about 5 GB).
LAG_SPREAD_MAX_SLOTS = 12800


def spread_multipliers(pi: np.ndarray, factor: int) -> np.ndarray:
    """pi on a grid ``factor`` times finer: each fine slot gets its coarse
    slot's multiplier divided by ``factor`` (a gang held over one coarse slot
    is charged about the same over its fine slots)."""
    return np.repeat(pi, factor, axis=1) / float(factor)


def spread_bound(instance, horizon_s: float, pi: np.ndarray, *, factors=LAG_SPREAD_FACTORS,
                 max_slots: int = LAG_SPREAD_MAX_SLOTS, work: float | None = None,
                 cap: TimeCap | None = None, every: bool = False) -> tuple[float, dict]:
    """max over f in ``factors`` of L_f(spread(pi, f)): the Lagrangian value
    of :func:`lagrangian_bound` on the grid of H_f = f H slots (H = pi's
    slots) at the multipliers of :func:`spread_multipliers`.

    Proof. :func:`lagrangian_bound`'s argument holds for every grid H and
    every pi >= 0: the floor-rounded formulation on any grid has optimum <=
    V of every schedule, and L(pi) <= that optimum. Spread multipliers are
    >= 0, so every value here is a lower bound on V. Why it helps: the grid
    H's rounding (release slots, hold lengths and completions floored to
    Delta = horizon / H) costs up to one Delta per group; on the finer grid
    it costs Delta / f, while the spread multipliers price capacity about as
    the converged coarse ones do (no column generation on the fine grid,
    which would not fit the budget). Factors with H_f above ``max_slots``
    are skipped; of the others only the finest whose range-minimum tables'
    cells (``_Groups.table_cells``) fit in ``work`` is computed (the finer,
    the higher the value: measured at 32, 128 and 521 jobs, every coarser
    factor gave less), none once the safety ``cap`` is used up; ``every``
    computes each that fits, finest first. Deterministic. Returns the best
    value and the work used."""
    t0 = time.perf_counter()
    a_max = max(j.arrival for j in instance.jobs)
    horizon = max(float(horizon_s), a_max + 1.0)
    gangs = np.array([float(q) for q in instance.gangs.values()])
    best, values, used = -np.inf, {}, 0.0
    cpu: dict[int, float] = {}
    cells: dict[int, int] = {}
    for f in sorted(factors, reverse=True):
        H = pi.shape[1] * int(f)
        if H > max_slots or (cap is not None and cap.reached()):
            continue
        groups = _Groups(instance, horizon / H, H)
        if work is not None and used + groups.table_cells > work:
            continue
        used += groups.table_cells
        c0 = time.process_time()
        pf = spread_multipliers(pi, int(f))
        value = _lagrangian_value(groups, groups.phi(pf), pf, gangs)
        values[H] = value
        cpu[H] = time.process_time() - c0
        cells[H] = groups.table_cells
        best = max(best, value)
        if not every:
            break
    return best, {"spread_values": dict(sorted(values.items())), "spread_work": used,
                  "spread_s": time.perf_counter() - t0, "spread_cpu_s": cpu, "spread_cells": cells}


def lagrangian_bound_levels(instance, horizon_s: float, *, slots: int, levels: int = LAG_LEVELS,
                            work: float | None = None, spread_work: float | None = None, cap: TimeCap | None = None,
                            schedule=None) -> tuple[float, dict]:
    """:func:`lagrangian_bound` on up to ``levels`` grids, coarsest first
    (``slots`` halved while at least :data:`LAG_LEVEL_MIN_SLOTS`, or
    ``slots`` alone if its half is below that), each level's column
    generation started from the columns with a positive value in the level
    before's restricted LP (mapped to the new grid by start time: any start
    slot >= R_g is a column there), all levels within ``work`` work units
    (:data:`LAG_WORK`); a finer level runs
    only while the one before converged and :data:`LAG_LEVEL_GROWTH` times
    its work is left; then :func:`spread_bound` from each level's
    multipliers, the finest level's first, within ``spread_work`` table
    cells. Every stop is a count (``cap``, the safety cap on CPU
    time, aside). Each value is a proven bound (see those functions), so
    their maximum is. Returns it and the levels' record; under the key
    ``"lag_last"`` the finest level's own info with its restricted LP's
    solution (``keep_solution``; not JSON, popped by ``bound``)."""
    grids = sorted({int(slots) >> k for k in range(levels) if int(slots) >> k >= LAG_LEVEL_MIN_SLOTS} or {int(slots)})
    best, columns = -np.inf, None
    record: list[dict] = []
    runs: list[dict] = []
    used = 0.0
    for H in grids:
        if runs and runs[-1]["lag_status"] != "converged":
            break  # a finer grid would not converge either: spread these multipliers instead
        left = None if work is None else work - used
        if (left is not None and (left <= 0 or (runs and left < LAG_LEVEL_GROWTH * runs[-1]["lag_work"]))) or (
                cap is not None and cap.reached()):
            break
        value, info = lagrangian_bound(instance, horizon_s, slots=H, work=left, cap=cap,
                                       schedule=schedule, columns=columns, keep_solution=True)
        used += info["lag_work"]
        # the next level starts from this LP's support (with every column, its rounds took 5x longer)
        columns = [(x, t * info["lag_grid_s"]) for x, t, _ in info["lag_solution"]]
        record.append({"slots": H, "bound": value, "status": info["lag_status"], "rounds": info["lag_iterations"],
                       "columns": info["lag_columns"], "work": info["lag_work"],
                       "simplex_iterations": info["lag_simplex_iterations"], "s": info["lag_s"],
                       "cpu_s": info["lag_cpu_s"]})
        best = max(best, value)
        runs.append(info)
    out: dict[str, Any] = {"lag_levels": record}
    if not runs:
        return best, out
    last = runs[-1]
    out.update({k: v for k, v in last.items() if k.startswith("lag_") and not isinstance(v, (list, np.ndarray, _Groups))})
    out["lag_last"] = last
    t_spread = time.perf_counter()
    spread, values, spread_used = -np.inf, {}, 0.0
    spread_cpu: dict[str, float] = {}
    for info in reversed(runs):  # the finest level's multipliers first
        left = None if spread_work is None else spread_work - spread_used
        value, spread_info = spread_bound(instance, horizon_s, info["lag_pi"], work=left, cap=cap)
        spread_used += spread_info["spread_work"]
        spread = max(spread, value)
        values.update({f"{info['lag_slots']}->{h}": v for h, v in spread_info["spread_values"].items()})
        spread_cpu.update({f"{info['lag_slots']}->{h}": v for h, v in spread_info["spread_cpu_s"].items()})
    out.update({"spread_values": values, "spread_s": time.perf_counter() - t_spread, "spread_bound": spread,
                "spread_work": spread_used, "spread_cpu_s": spread_cpu, "lag_grid_bound": best, "lag_work": used})
    return max(best, spread), out


def lp_guided_starts(lag_info: dict, n: int) -> list[list[tuple[int, ...]]]:
    """List schedules read off a restricted LP of :func:`lagrangian_bound`
    (its ``lag_solution`` and ``lag_groups_table``): pairs {i, j} whose
    columns hold more than half of each job (at most one per job), the rest
    alone; groups in order of their jobs' mean LP start time
    (sum over the job's columns of value x max(tau Delta, r_g)). A second
    start pairs greedily above a quarter."""
    g: _Groups = lag_info["lag_groups_table"]
    start = np.zeros(n)
    mass: dict[tuple[int, int], float] = {}
    for x, tau, v in lag_info["lag_solution"]:
        s = max(tau * g.delta, float(g.r[x]))
        i, j = int(g.i[x]), int(g.j[x])
        start[i] += v * s
        if j >= 0:
            start[j] += v * s
            mass[(i, j)] = mass.get((i, j), 0.0) + v
    out = []
    for threshold in (0.5, 0.25):
        used = np.zeros(n, dtype=bool)
        groups: list[tuple[int, ...]] = []
        for (i, j), m in sorted(mass.items(), key=lambda e: (-e[1], e[0])):
            if m > threshold and not used[i] and not used[j]:
                used[i] = used[j] = True
                groups.append((i, j))
        groups += [(x,) for x in range(n) if not used[x]]
        groups.sort(key=lambda grp: (float(np.mean(start[list(grp)])), grp))
        out.append(groups)
    return out


def group_lp_bound(instance, horizon_s: float, *, slots: int, solver: str = "simplex") -> tuple[float | None, dict]:
    """The LP relaxation of :func:`lagrangian_bound`'s group formulation,
    solved directly by HiGHS (every column (group, type, start slot); small
    instances only: it has O(N^2 H) columns). By LP duality
    max_pi L(pi) over the fractional-matching subproblem equals this LP's
    optimum, so it checks the Lagrangian from above; ``solver`` is
    ``simplex`` or ``ipm`` (the two must agree)."""
    import highspy
    from scipy import sparse

    a_max = max(j.arrival for j in instance.jobs)
    horizon = max(float(horizon_s), a_max + 1.0)
    H = int(slots)
    g = _Groups(instance, horizon / H, H)
    n, K = g.n, g.K
    rows: list[int] = []
    cols: list[int] = []
    cost: list[float] = []
    col = 0
    for x in range(len(g.k)):
        members = [int(g.i[x])] + ([int(g.j[x])] if g.j[x] >= 0 else [])
        taus = np.arange(int(g.R[x]), H + 1)
        cost += g.cost(np.full(len(taus), x), taus).tolist()
        for tau in taus.tolist():
            held = list(range(tau, min(tau + int(g.D[x]), H)))
            rows += members + [n + int(g.k[x]) * H + s for s in held]
            cols += [col] * (len(members) + len(held))
            col += 1
    A = sparse.csc_matrix((np.ones(len(rows)), (rows, cols)), shape=(n + K * H, col))
    cap = np.repeat([float(q) for q in instance.gangs.values()], H)
    rlo = np.concatenate([np.ones(n), np.full(K * H, -highspy.kHighsInf)])
    rhi = np.concatenate([np.ones(n), cap])
    h = lp_to_highs(cost, A, rlo, rhi, solver=solver)
    h.run()
    info = {"group_lp_columns": col, "group_lp_status": h.modelStatusToString(h.getModelStatus())}
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return None, info
    return float(h.getInfo().objective_function_value), info
