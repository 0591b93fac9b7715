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
``lower-bound`` (:func:`run_lower_bound`) also takes the time-indexed
configuration LP (:func:`config_lp_flow_bound`, small instances) and its
kind-aggregated relaxation solved by column generation
(:func:`kind_config_lp_bound`, every size); their proofs are by the code.

Work budgets. What ``lower-bound`` computes is fixed by work, never by a
clock, so that a cell gives the same bound on any machine and under any
load: HiGHS simplex iterations of the configuration LP
(``CONFIG_LP_ITERATIONS``; an LP stopped there gives no bound), pricing
rounds and simplex iterations over all rounds of the kind-aggregated LP
(``KIND_LP_MAX_ROUNDS``, ``KIND_LP_ITERATIONS``; stopped there it gives its
best Farley bound so far), each times ``Budget.work``. HiGHS with one thread
follows the same pivots on the same model, so an iteration limit is
deterministic. The cell's time limit is only a safety cap
(:class:`~schedbench.contracts.TimeCap`, CPU seconds, read before and during each LP
run: :func:`schedbench.solvers.highs.run_lp`); a run that the cap stopped says so
(``info["stopped_at_time_cap"]``) and its bound, still valid, depends on the
machine.

Thresholds against the evaluator (:func:`schedbench.problems.castor.evaluate_schedule`).
Every comparison of a time with the slot grid is made in units of slots,
with a margin of ``SLOT_TOL`` slots on the side that keeps every schedule
the evaluator accepts (:func:`earliest_start`, :func:`per_job_floor`,
:func:`min_slots`): a bound then never rises above a feasible value, and a
MILP cut never removes a feasible schedule. The MILP's first start slot is
the evaluator's own rule, :func:`first_slot` (see there).
"""

from __future__ import annotations

import heapq
import math
import time

from schedbench.contracts import Budget, MethodResult, Status, TimeCap, Timings
from schedbench.milp import require_solution
from schedbench.perfmodels.castor import XI_FLOOR
from schedbench.solvers.highs import lp_to_highs, run_lp


#: Margin (in slots) of every comparison of a time with the slot grid, always
#: on the side that keeps each schedule the evaluator accepts (module
#: docstring). The replay's float error on a time ``t`` is a few ulps, about
#: ``1e-16 t``, so this covers horizons up to ``1e6`` slots.
SLOT_TOL = 1e-9


def first_slot(arrival_s: float, slot: float) -> int:
    """The first start slot the evaluator accepts: the smallest ``k`` with
    ``k * slot >= arrival_s``, in floating point exactly as the evaluator
    compares them (its static check of Eq. 10). Used by the MILP, which must
    match it exactly."""
    k = max(math.ceil(arrival_s / slot), 0)
    while k > 0 and (k - 1) * slot >= arrival_s:
        k -= 1
    while k * slot < arrival_s:
        k += 1
    return k


def earliest_start(arrival_s: float, slot: float) -> float:
    """A slot boundary at or before every start the evaluator accepts (Eq. 10:
    a start at ``tau Delta >= a``), less ``SLOT_TOL``: the bounds' earliest
    start (never later than :func:`first_slot`)."""
    return math.ceil(arrival_s / slot - SLOT_TOL) * slot


def min_slots(duration_s: float, slot: float) -> int:
    """Slots a run of ``duration_s`` seconds at least covers from a slot
    boundary (B2): ``ceil(duration / slot)``, less ``SLOT_TOL`` (a run whose
    length is a whole number of slots up to float noise may end on that
    boundary in the replay)."""
    return max(math.ceil(duration_s / slot - SLOT_TOL), 0)


def per_job_floor(instance) -> list[float]:
    """(a): the earliest slot-end completion of each job alone."""
    slot = instance.slot_s
    out = []
    for j in instance.jobs:
        s = earliest_start(j.arrival_s, slot)
        out.append(math.ceil((s + j.solo_s) / slot - SLOT_TOL) * slot)
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
    """max(:func:`schedule_lower_bound`, :func:`config_lp_flow_bound`,
    :func:`kind_config_lp_bound`) (the configuration LP where its columns fit
    ``CONFIG_LP_MAX_COLUMNS`` and HiGHS proves it within its iterations; the
    kind-aggregated LP, at every size, its best Farley bound when its rounds
    or iterations run out), returned with sjf-bsbf's schedule (so the harness
    has a solution to score; its makespan places the LP's grid).

    Work at ``Budget.work = 1`` (module docstring): ``CONFIG_LP_ITERATIONS``
    simplex iterations, then ``KIND_LP_MAX_ROUNDS`` pricing rounds and
    ``KIND_LP_ITERATIONS`` simplex iterations, each times ``work``. The
    time limit is only the safety cap of both LPs together."""
    from schedbench.heuristics.castor import CastorPolicy
    from schedbench.problems.castor import replay

    t0 = time.perf_counter()
    cap = TimeCap(budget.time_limit_s)
    bound, info = schedule_lower_bound(instance)
    sol = CastorPolicy(instance, "sjf-bsbf").run()
    trace, _ = replay(instance, sol)
    horizon = None if trace is None else max(trace.end)
    solver = "ipm" if budget.solver == "ipm" else "simplex"
    lp, lp_info = config_lp_flow_bound(instance, horizon_s=horizon, solver=solver, time_limit_s=cap.left(),
                                       iterations=budget.scaled(CONFIG_LP_ITERATIONS))
    info.update(lp_info)
    if lp is not None:
        bound = max(bound, lp)
    kind_lp, kind_info = kind_config_lp_bound(instance, horizon_s=horizon, solver=solver, time_limit_s=cap.left(),
                                              max_rounds=budget.scaled(KIND_LP_MAX_ROUNDS),
                                              iterations=budget.scaled(KIND_LP_ITERATIONS))
    info.update(kind_info)
    if kind_lp is not None:
        bound = max(bound, kind_lp)
    info["stopped_at_time_cap"] = bool(lp_info.get("config_lp_stopped_at_time_cap")
                                       or kind_info.get("kind_lp_stopped_at_time_cap"))
    total = time.perf_counter() - t0
    return MethodResult(sol, Status.FEASIBLE, bound=bound, timings=Timings(solve_s=total, total_s=total), info=info)


# ----------------------------------------------------------------------------
# castor-schedule: the time-indexed MILP of spec §2 (exact on the slot grid)
# ----------------------------------------------------------------------------
#
# Slots tau = 0..H-1 of length Delta; jobs j; GPUs g; options b in S_j (the
# sub-batches that fit alone, B4); t_j(b) the solo iteration time (Eq. 3).
#
# Variables: sigma_jb (one-hot sub-batch), x_jtau (one-hot start slot),
# e_jtau (one-hot last slot), A_jg (GPU set, sum_g A_jg = G_j, Eq. 6);
# run_jtau = sum_{tau' <= tau} x - sum_{tau' < tau} e (an expression in
# [0, 1]; sum_{tau' <= tau} e <= sum_{tau' <= tau} x keeps it so), so a job
# runs on one fixed set from its start to its last slot: no preemption, no
# migration (Eq. 8 as read in B1, Eq. 9); y_jgtau >= A_jg + run_jtau - 1
# (job j on GPU g in slot tau); p_jktau >= y_jgtau + y_kgtau - 1 for every g
# (j and k share a GPU in slot tau); r_jtau >= 0 iterations of j in slot tau.
#
# Constraints: sum_j y_jgtau <= 2 (Eq. 7); r_jtau <= R_j run_jtau with
# R_j = Delta / min_b t_j(b); r_jtau <= sum_b sigma_jb Delta / t_j(b);
# r_jtau <= Delta / (t_j(b) xi_{j|k}(b, b')) + R_j (3 - p_jktau - sigma_jb -
# sigma_kb') for every partner k and (b, b') that fit together (B3: a gang
# job runs at its slowest worker, so every partner's bound applies);
# p_jktau + sigma_jb + sigma_kb' <= 2 where they do not fit together (B4);
# sum_tau r_jtau >= I_j (Eq. 11 as read in B2); x_jtau = 0 for
# tau Delta < a_j (Eq. 10). Objective: sum_j sum_tau (tau + 1) Delta e_jtau -
# sum_j a_j (Eq. 13, B2: completion at the end of the completing slot).
#
# Proof of exactness (on the slot grid: every schedule of Problem (13) starts
# jobs at slot boundaries). (i) Every schedule S (starts, sets, sub-batches)
# replayed by the evaluator gives a feasible MILP point of the same value:
# set x, A, sigma from S, e at each job's simulated completing slot, y and p
# at their products, r at the simulated iterations per slot. In the replay
# every rate changes only at slot boundaries (starts are at boundaries and
# a job holds its GPUs and its partners' slowdown to its slot end, B2), so
# r_jtau = Delta / (t_j(b) max_k xi) in each full slot, which is exactly the
# tightest bound above. (ii) Conversely, take any MILP point and replay its
# decoded (start, set, sub-batch): by induction over slots, if every
# simulated job ends no later than its MILP last slot up to slot tau, the
# jobs the replay runs next to j in slot tau are a subset of the MILP's
# (p only forced up), so j's replay rate is at least the MILP's bound on
# r_jtau, its cumulative progress at least the MILP's, and it ends no later;
# memory (B4) and Eq. 7 hold for the subset too. Hence replay value <= MILP
# value, and with (i) the optimum of the MILP is the optimum of Problem (13)
# and its decoded schedule scores exactly the MILP objective. This needs
# xi >= 1 (the instance type enforces it; pitfall 6).
#
# Horizon pruning: with UB the replayed sum of JCT of ``sjf-bsbf`` and F_k
# the per-job floors of (a) above, job j ends by a_j + UB - sum_{k != j}
# (F_k - a_k) in every schedule at least as good as UB, so its last slot is
# at most that over Delta (minus 1). Cuts: e_j - start_j >= ceil(L_j /
# Delta) - 1 and sum_tau run_jtau >= ceil(L_j / Delta) (every option runs
# at least L_j). Symmetry: the rate model does not depend on which GPUs a
# job uses (consolidated placement, B6 as simplified), so job 0 is fixed
# to GPUs 0..G_0 - 1.
#
# Thresholds, each against the evaluator's rule (the replay of
# :func:`schedbench.problems.castor.replay` on the shared core):
# * Eq. 10, the start. x_jtau exists for tau >= :func:`first_slot` (a_j),
#   the smallest tau with tau Delta >= a_j in floating point: the replay
#   admits a job at the boundary t = tau Delta iff a_j <= t, so the model
#   has exactly the replay's starts (the static check's relative tolerance
#   is looser and never binds).
# * Eq. 7, the capacity. sum_j y_jgtau <= max_share: the replay refuses a
#   start on a GPU that holds max_share jobs. A job holds its GPUs through
#   its last slot; at the next boundary the core ends it before it calls
#   the policy, so a job may start there: in the model, slot e_j + 1.
# * B4, memory. p + sigma_jb + sigma_kb' <= 2 for every sub-batch pair that
#   the instance lists as not fitting together or does not list: the
#   replay's xi is None for the same pairs, checked against every occupant.
# * B2, the completion slot. Per-slot progress is bounded above by the exact
#   rates and the last slot e_j needs sum_tau r_jtau >= I_j. A job whose
#   work ends exactly on a boundary in exact arithmetic may land on either
#   side in the replay (float rounding); the model lets it end on the
#   boundary, and HiGHS's feasibility tolerance can only loosen the rows
#   further. Both sides are the relaxed side: the solver's bound stays a
#   bound, and a decoded schedule whose replay ends later scores above the
#   claimed optimum, which the runner reports as an error (never a silent
#   wrong optimum).
# * Cuts and pruning. The run length ``min_slots`` (L_j) is rounded with
#   ``SLOT_TOL`` down and the horizon's last slot with ``SLOT_TOL`` up: never
#   tighter than the replay.

#: Above this many (job, GPU, slot) triples the model is refused (size guard).
MAX_TRIPLES = 60_000


def _horizon(instance, ub: float) -> list[int]:
    """Last allowed slot index per job (pruned by the UB argument above)."""
    floor = per_job_floor(instance)
    excess = [f - j.arrival_s for f, j in zip(floor, instance.jobs)]
    total = sum(excess)
    slot = instance.slot_s
    out = []
    for k, j in enumerate(instance.jobs):
        latest = j.arrival_s + ub - (total - excess[k])
        out.append(max(int(math.floor(latest / slot + SLOT_TOL)) - 1, round(floor[k] / slot) - 1))
    return out


def build_schedule_milp(instance, ub: float):
    """The Pyomo model of the comment above, for the horizon given by ``ub``."""
    import pyomo.environ as pyo

    jobs, slot, N = instance.jobs, instance.slot_s, instance.total_gpus
    n = len(jobs)
    last = _horizon(instance, ub)
    H = max(last) + 1
    if n * N * H > MAX_TRIPLES:
        raise ValueError(f"castor-schedule milp: {n} jobs x {N} GPUs x {H} slots exceeds {MAX_TRIPLES} triples")
    first = [first_slot(j.arrival_s, slot) for j in jobs]  # Eq. 10, the evaluator's rule exactly
    nslots = [max(min_slots(j.solo_s, slot), 1) for j in jobs]  # never more than the replay needs
    opts = [[o for o in j.options if o.mem_ok_alone] for j in jobs]
    R = [slot / min(o.iter_time_s for o in op) for op in opts]
    m = pyo.ConcreteModel()
    m.SB = pyo.Set(dimen=2, initialize=[(j, o.sub_batch) for j in range(n) for o in opts[j]])
    m.X = pyo.Set(dimen=2, initialize=[(j, t) for j in range(n) for t in range(first[j], last[j] - nslots[j] + 2)])
    m.E = pyo.Set(dimen=2, initialize=[(j, t) for j in range(n) for t in range(first[j] + nslots[j] - 1, last[j] + 1)])
    m.T = pyo.Set(dimen=2, initialize=[(j, t) for j in range(n) for t in range(first[j], last[j] + 1)])
    m.G = pyo.Set(dimen=2, initialize=[(j, g) for j in range(n) for g in range(N)])
    m.sigma = pyo.Var(m.SB, domain=pyo.Binary)
    m.x = pyo.Var(m.X, domain=pyo.Binary)
    m.e = pyo.Var(m.E, domain=pyo.Binary)
    m.A = pyo.Var(m.G, domain=pyo.Binary)
    m.r = pyo.Var(m.T, domain=pyo.NonNegativeReals)
    YI = [(j, g, t) for (j, t) in m.T for g in range(N)]
    m.Y = pyo.Set(dimen=3, initialize=YI)
    m.y = pyo.Var(m.Y, bounds=(0, 1))
    pairs = [(j, k) for j in range(n) for k in range(j + 1, n)]
    PI = [(j, k, t) for j, k in pairs for t in range(max(first[j], first[k]), min(last[j], last[k]) + 1)]
    m.P = pyo.Set(dimen=3, initialize=PI)
    m.p = pyo.Var(m.P, bounds=(0, 1))
    c = m.cons = pyo.ConstraintList()

    def run(j, t):
        return (sum(m.x[j, u] for u in range(first[j], t + 1) if (j, u) in m.X)
                - sum(m.e[j, u] for u in range(first[j], t) if (j, u) in m.E))

    for j in range(n):
        c.add(sum(m.sigma[j, o.sub_batch] for o in opts[j]) == 1)
        c.add(sum(m.x[j, t] for (jj, t) in m.X if jj == j) == 1)
        c.add(sum(m.e[j, t] for (jj, t) in m.E if jj == j) == 1)
        c.add(sum(m.A[j, g] for g in range(N)) == jobs[j].gpus)
        c.add(sum(m.r[j, t] for t in range(first[j], last[j] + 1)) >= jobs[j].iterations)
        # e after x, and the length cut e - start >= nslots - 1
        c.add(sum(t * m.e[j, t] for (jj, t) in m.E if jj == j) - sum(t * m.x[j, t] for (jj, t) in m.X if jj == j)
              >= nslots[j] - 1)
        for t in range(first[j], last[j] + 1):
            c.add(sum(m.e[j, u] for u in range(first[j], t + 1) if (j, u) in m.E)
                  <= sum(m.x[j, u] for u in range(first[j], t + 1) if (j, u) in m.X))
            rt = run(j, t)
            c.add(m.r[j, t] <= R[j] * rt)
            c.add(m.r[j, t] <= sum(m.sigma[j, o.sub_batch] * slot / o.iter_time_s for o in opts[j]))
            for g in range(N):
                c.add(m.y[j, g, t] >= m.A[j, g] + rt - 1)
    for g in range(N):
        for t in range(H):
            on = [m.y[j, g, t] for j in range(n) if (j, t) in m.T]
            if len(on) > instance.max_share:
                c.add(sum(on) <= instance.max_share)
    for (j, k, t) in PI:
        for g in range(N):
            c.add(m.p[j, k, t] >= m.y[j, g, t] + m.y[k, g, t] - 1)
        for a, b in ((j, k), (k, j)):
            for oa in opts[a]:
                for ob in opts[b]:
                    pr = instance.pair(jobs[a].model, oa.sub_batch, jobs[b].model, ob.sub_batch)
                    trio = m.p[j, k, t] + m.sigma[a, oa.sub_batch] + m.sigma[b, ob.sub_batch]
                    if pr is None or not pr.mem_ok:
                        if a == j:  # one row per unordered (pair, options)
                            c.add(trio <= 2)
                        continue
                    c.add(m.r[a, t] <= slot / (oa.iter_time_s * pr.xi_a) + R[a] * (3 - trio))
    for g in range(jobs[0].gpus):  # symmetry: job 0 on GPUs 0..G_0 - 1
        m.A[0, g].fix(1)
    m.obj = pyo.Objective(expr=sum((t + 1) * slot * m.e[j, t] for (j, t) in m.E) - sum(j.arrival_s for j in jobs),
                          sense=pyo.minimize)
    m._castor = {"first": first, "last": last, "H": H, "opts": opts}
    return m


def _relabel_for_symmetry(instance, solution):
    """Permute GPU ids so that job 0 holds GPUs 0..G_0 - 1 (same value: the
    rate model does not depend on which GPUs)."""
    from schedbench.problems.castor import CastorScheduleSolution, ScheduledJob

    g0 = sorted(solution.jobs[0].gpus)
    rest = [g for g in range(instance.total_gpus) if g not in g0]
    perm = {old: new for new, old in enumerate(g0 + rest)}
    return CastorScheduleSolution(tuple(ScheduledJob(s.start_slot, tuple(sorted(perm[g] for g in s.gpus)), s.sub_batch)
                                        for s in solution.jobs))


def warm_start_schedule(instance, model, solution) -> bool:
    """Set every variable from a replayed schedule (point (i) of the proof); False if it falls outside the horizon."""
    from schedbench.problems.castor import CastorRates, replay

    trace, _ = replay(instance, solution)
    slot = instance.slot_s
    info = model._castor
    ends = [round(trace.end[j] / slot) - 1 for j in range(len(instance.jobs))]
    if any(e > info["last"][j] for j, e in enumerate(ends)):
        return False
    rates = CastorRates(instance, [s.sub_batch for s in solution.jobs])
    for v in (model.sigma, model.x, model.e, model.A, model.r, model.y, model.p):
        for key in v:
            if not v[key].fixed:
                v[key].set_value(0)
    for j, s in enumerate(solution.jobs):
        model.sigma[j, s.sub_batch].set_value(1)
        model.x[j, s.start_slot].set_value(1)
        model.e[j, ends[j]].set_value(1)
        for g in s.gpus:
            if not model.A[j, g].fixed:
                model.A[j, g].set_value(1)
    n = len(instance.jobs)
    for j, s in enumerate(solution.jobs):
        done = 0.0
        for t in range(s.start_slot, ends[j] + 1):
            partners = tuple(k for k in range(n) if k != j and solution.jobs[k].start_slot <= t <= ends[k]
                             and set(solution.jobs[k].gpus) & set(s.gpus))
            for g in s.gpus:
                model.y[j, g, t].set_value(1)
            for k in partners:
                model.p[min(j, k), max(j, k), t].set_value(1)
            step = min(slot / rates.iter_time(j, partners), instance.jobs[j].iterations - done)
            model.r[j, t].set_value(max(step, 0.0))
            done += step
    return True


def decode_schedule(instance, model):
    require_solution(model, "castor-schedule MILP")
    from schedbench.problems.castor import CastorScheduleSolution, ScheduledJob

    out = []
    for j in range(len(instance.jobs)):
        start = next(t for (jj, t) in model.X if jj == j and model.x[j, t].value > 0.5)
        gpus = tuple(g for g in range(instance.total_gpus) if model.A[j, g].value > 0.5)
        b = next(o.sub_batch for o in model._castor["opts"][j] if model.sigma[j, o.sub_batch].value > 0.5)
        out.append(ScheduledJob(start, gpus, b))
    return CastorScheduleSolution(tuple(out))


def build_schedule(instance):
    """castor-schedule's MILP as a file (``schedbench export``, the instance
    library): the model the ``milp`` method solves, with the same horizon,
    from SJF-BSBF's value (a model file carries no warm start)."""
    from schedbench.heuristics.castor import CastorPolicy
    from schedbench.problems.castor import evaluate_schedule

    warm = _relabel_for_symmetry(instance, CastorPolicy(instance, "sjf-bsbf").run())
    ub = evaluate_schedule(instance, warm).objective
    assert ub is not None, "the SJF-BSBF schedule must be feasible"
    return build_schedule_milp(instance, ub)


def run_schedule_milp(instance, budget: Budget) -> MethodResult:
    """Build with the horizon from ``sjf-bsbf``'s value, warm-start from it, solve, decode.

    Returns the better of the decoded schedule and ``sjf-bsbf``'s as the
    evaluator scores them (never worse than the warm start, also where the
    start falls outside the horizon or the solver stops at a limit or holds
    no incumbent). The bound is max(solver bound,
    :func:`schedule_lower_bound`); OPTIMAL only when the returned
    schedule's score meets it (:func:`schedbench.milp.settle`; the model is
    exact on the slot grid, see above, so a proven optimum does). Only a
    proven optimum's objective is claimed, which the evaluator must
    reproduce on the decoded schedule: at any other MILP point the replay
    value is at most the MILP value (proof above, (ii)), so a schedule
    stopped at a limit may score below its incumbent (seen: 36,203 against
    36,973 at 4 jobs).

    Work: branch-and-bound nodes, ``Budget.node_limit`` (HiGHS
    ``mip_max_nodes``; none by default). With one thread a node-limited
    solve is deterministic; the time limit is the solver's own, and a stop
    there is recorded as ``stopped_at_time_cap`` (machine-dependent)."""
    from schedbench.heuristics.castor import CastorPolicy
    from schedbench.milp import claim_when_optimal, run_milp_method
    from schedbench.problems.castor import evaluate_schedule

    def start():
        """The relabelled SJF-BSBF schedule and its value (the horizon's upper bound)."""
        warm = _relabel_for_symmetry(instance, CastorPolicy(instance, "sjf-bsbf").run())
        ub = evaluate_schedule(instance, warm).objective
        assert ub is not None, "the SJF-BSBF warm start must be feasible"
        return warm, ub

    def bound(solved) -> float:
        lb, _ = schedule_lower_bound(instance)
        res = solved.res
        return lb if res.bound is None or res.bound != res.bound else max(lb, float(res.bound))

    return run_milp_method(
        budget,
        start=start,
        build=lambda warm: build_schedule_milp(instance, warm[1]),
        warm_start=lambda model, warm: warm_start_schedule(instance, model, warm[0]),
        decode=lambda model: decode_schedule(instance, model),
        claim=claim_when_optimal,
        bound=bound,
        info=lambda s: {"slots": s.model._castor["H"], "warm_ub": s.start[1],
                        "binaries": len(s.model.x) + len(s.model.e) + len(s.model.A) + len(s.model.sigma)},
        evaluate=lambda solution: evaluate_schedule(instance, solution),
        warm_solutions=lambda warm: [("sjf-bsbf", warm[0])],
    )


# ----------------------------------------------------------------------------
# castor-schedule: a time-indexed configuration LP bound
# ----------------------------------------------------------------------------
#
# Notation as in the module docstring: ``r_j = ceil(a_j / Delta) Delta`` the
# earliest start, ``t*_j`` the fastest solo iteration time over the
# sub-batches that fit alone, ``L_j = I_j t*_j``, ``W_j = G_j L_j``, ``F_j``
# the per-job slot floor (a). A *configuration* c of a GPU is one job alone,
# or a pair (j, k) with sub-batches (b, b') that fit together (B4); in it
# job j progresses, per GPU-second, by at most ``rho_j(c) / W_j`` of its
# work, ``rho_j = t*_j / (t_j(b) xi_{j|k}(b, b'))`` (1 alone at the best
# sub-batch; ``xi >= 1``, so ``rho <= 1``).
#
# Grid ``0 = t_0 < t_1 < ... < t_K`` (multiples of Delta); interval k is
# ``[t_k, t_{k+1})`` of length ``l_k``, the last one ``[t_K, inf)``. A job
# is *live* in interval k if ``t_{k+1} > r_j``; ``t'_k = max(t_k, r_j)``.
# Variables: ``x[c, k] >= 0`` GPU-seconds of configuration c in k (its jobs
# live); per live (j, k) the cumulative fractions ``P[j, k]`` (work done by
# ``t_{k+1}``), ``Y[j, k]`` (started before ``t_{k+1}``), ``E[j, k]`` (ended
# by ``t_{k+1}``), all in [0, 1], equal to 1 at k = K and taken as 0 before
# the first live interval; ``C_j``. With ``o[j, k] = sum_{c ni j} x[c, k]``::
#
#     minimise sum_j (C_j - a_j)
#     sum_c x[c, k] <= N l_k                                         k < K   (capacity; Eq. 7)
#     W_j (P[j, k] - P[j, k-1]) <= sum_{c ni j} rho_j(c) x[c, k]             (progress)
#     P, Y, E non-decreasing in k;  E[j, k] <= P[j, k] <= Y[j, k]            (end after the work, work after the start)
#     o[j, k] <= G_j l_k (Y[j, k] - E[j, k-1])                        k < K   (runs only between start and end)
#     o[j, k] >= G_j l_k (Y[j, k-1] - E[j, k])                        k < K   (and all the time in between)
#     E[j, k] <= Y[j, m-1], t_m the first grid point > t_{k+1} - D_j          (a run lasts >= D_j; E = 0 if m = 0)
#     C_j >= t_K - sum_{k<K} l_k E[j, k]                                       (C_j >= t_k if it ends in (t_k, t_{k+1}])
#
# with ``D_j = ceil(L_j / Delta) Delta``. When the grid is the slot grid
# (``l_k = Delta``), two rows are stronger: ``o[j, k] = G_j l_k (Y[j, k] -
# E[j, k-1])`` (equality) and ``C_j >= t_K - sum_{k<K-1} l_{k+1} E[j, k]``
# (``C_j = t_{k+1}`` if it ends in ``(t_k, t_{k+1}]``).
#     C_j >= t'_K - sum_{k<K} (t'_{k+1} - t'_k) P[j, k] + L_j / 2              (mean busy time + L_j / 2)
#     C_j >= F_j
#
# *Proof of validity.* Take a feasible schedule of Problem (13) and its
# replay (B2-B3): job j starts at ``S_j >= r_j``, holds its G_j GPUs to
# ``C_j`` (B1: one run), and ``p_j(t)`` is its completed fraction. Set
# ``x[c, k]`` to the GPU-seconds in interval k during which a GPU holds
# exactly the jobs of c at their sub-batches (Eq. 7 and B4 make every
# occupied GPU's set a configuration), ``P[j, k] = p_j(t_{k+1})``, ``Y[j,
# k] = [S_j < t_{k+1}]``, ``E[j, k] = [C_j <= t_{k+1}]``. Capacity: N GPUs
# hold one set each. Progress: while j runs with sub-batch b, on each of its
# G_j GPUs g, ``dp_j/dt = 1 / (I_j t_j(b) max_k xi) <= rho_j(c_g) / L_j``, so
# ``W_j dp_j <= sum_g rho_j(c_g) dt``. Order: all work is done by ``C_j`` and
# none before ``S_j``. Occupancy: ``o[j, k] = G_j |[S_j, C_j) cap interval k|``,
# which is 0 unless ``S_j < t_{k+1}`` and ``C_j > t_k``, and ``G_j l_k`` if
# ``S_j < t_k`` (then also ``S_j < t_{k+1}``... the lower row is 0 or
# negative otherwise) and ``C_j > t_{k+1}``. Length: ``C_j - S_j >= L_j``
# (every rate is at most ``1 / L_j``) and both are slot boundaries (starts
# by Eq. 10's slotting, completions by B2), so ``C_j - S_j >= D_j`` and
# ``C_j <= t_{k+1}`` implies ``S_j <= t_{k+1} - D_j < t_m``. On the slot
# grid, j holds its GPUs for the whole of every slot from ``S_j`` to
# ``C_j`` (B2), which is ``[S_j <= t_k < C_j] = Y[j, k] - E[j, k-1]``, and
# it completes exactly at the end of the slot where it ends. Completion: the E-row is ``C_j >= t_k`` for the
# interval of ``C_j`` (summation by parts); ``p_j`` rises from 0 to 1 at
# density at most ``1 / L_j``, so its mean ``M_j = int t dp_j <= C_j - L_j
# / 2``, and ``M_j >= sum_k t'_k (P[j, k] - P[j, k-1])`` (work in interval k
# is done at or after ``t'_k``), which is the P-row by parts; ``C_j >= F_j``
# by (a). So every schedule maps to a feasible LP point of its own
# objective, and the LP optimum is a lower bound. Any grid is valid (the
# last interval is unbounded).

#: Most LP columns (configurations x intervals); the grid is coarsened to fit.
CONFIG_LP_MAX_COLUMNS = 20_000
#: ``lower-bound``'s work on the configuration LP at ``Budget.work = 1``: HiGHS
#: LP iterations (an LP stopped there gives no bound). Measured (synthetic, 2
#: GPUs, seeds 0-2): at most 1,300 at 3-4 jobs, 5,300 at 8, 6,700 at 16 and
#: 1,500 at 32 jobs (a coarser grid there, to fit ``CONFIG_LP_MAX_COLUMNS``).
CONFIG_LP_ITERATIONS = 100_000
#: The grid reaches this many times ``horizon_s`` (beyond it, one unbounded interval).
HORIZON_MARGIN = 2.0
#: Grid comparisons keep this margin (in slots) against float rounding, on the weak side.
GRID_TOL = 1e-6
#: Fewest bounded intervals worth solving (below, only the combinatorial bound).
CONFIG_LP_MIN_INTERVALS = 4
#: Most intervals of the grid (the slot grid, which is stronger, where it fits).
CONFIG_LP_INTERVALS = 300


def _pair_rates(instance, j: int, k: int) -> list[tuple[float, float]]:
    """The Pareto-undominated ``(rho_j, rho_k)`` over the sub-batch pairs of
    jobs j and k that fit together (B4); empty if none does."""
    jobs = instance.jobs
    bj, bk = jobs[j].best_alone().iter_time_s, jobs[k].best_alone().iter_time_s
    rates: set[tuple[float, float]] = set()
    for oj in jobs[j].options:
        if not oj.mem_ok_alone:
            continue
        for ok in jobs[k].options:
            if not ok.mem_ok_alone:
                continue
            p = instance.pair(jobs[j].model, oj.sub_batch, jobs[k].model, ok.sub_batch)
            if p is not None and p.mem_ok:
                rates.add((bj / (oj.iter_time_s * max(p.xi_a, XI_FLOOR)), bk / (ok.iter_time_s * max(p.xi_b, XI_FLOOR))))
    return sorted(r for r in rates if not any(q != r and q[0] >= r[0] and q[1] >= r[1] for q in rates))


def _rate_columns(instance) -> list[tuple[tuple[int, ...], tuple[float, ...]]]:
    """Every configuration (jobs, rho per job): each job alone, and each pair
    at its Pareto-undominated rates (computed once per pair of job kinds:
    model, batch and options)."""
    jobs = instance.jobs
    kind = [(j.model, j.batch, j.options) for j in jobs]
    cache: dict[tuple, list[tuple[float, float]]] = {}
    out: list[tuple[tuple[int, ...], tuple[float, ...]]] = [((j,), (1.0,)) for j in range(len(jobs))]
    for j in range(len(jobs)):
        for k in range(j + 1, len(jobs)):
            key = (kind[j], kind[k])
            if key not in cache:
                cache[key] = _pair_rates(instance, j, k)
            out += [((j, k), r) for r in cache[key]]
    return out


def config_lp_flow_bound(instance, *, horizon_s: float | None = None, intervals: int = CONFIG_LP_INTERVALS,
                         solver: str = "simplex", time_limit_s: float | None = None,
                         max_columns: int = CONFIG_LP_MAX_COLUMNS,
                         iterations: int = CONFIG_LP_ITERATIONS) -> tuple[float | None, dict]:
    """The LP above with HiGHS: (sum of JCT bound, info); None if it does not
    fit ``max_columns`` with at least one bounded interval, or HiGHS does not
    prove it optimal within ``iterations`` LP iterations (the work budget;
    deterministic) and the safety cap of ``time_limit_s`` CPU seconds
    (``info["config_lp_stopped_at_time_cap"]`` says it stopped there).
    ``horizon_s`` (default: every job one after another from the last
    arrival) only places the grid."""
    import highspy
    import numpy as np
    import scipy.sparse as sp

    t0 = time.perf_counter()
    safety = TimeCap(time_limit_s)
    jobs = instance.jobs
    n, N, slot = len(jobs), instance.total_gpus, instance.slot_s
    if (n + n * (n - 1) // 2) * CONFIG_LP_MIN_INTERVALS > max_columns:  # skip before enumerating
        return None, {"config_lp": "skipped", "config_lp_reason": f"more than {max_columns} columns"}
    cols = _rate_columns(instance)
    r = [earliest_start(j.arrival_s, slot) for j in jobs]
    floor = per_job_floor(instance)
    L = [j.solo_s for j in jobs]
    D = [min_slots(x, slot) * slot for x in L]
    if horizon_s is None:
        horizon_s = max(r) + sum(L) + slot
    K = min(intervals, math.ceil(HORIZON_MARGIN * horizon_s / slot), max_columns // max(len(cols), 1) - 1)
    if K < CONFIG_LP_MIN_INTERVALS:
        return None, {"config_lp": "skipped", "config_lp_columns_per_interval": len(cols)}
    step = slot * max(1, math.ceil(horizon_s / (K * slot)))
    grid = [k * step for k in range(K + 1)]  # t_0..t_K; interval K is [t_K, inf)
    on_slots = step == slot  # every interval is one slot (B2: starts and ends on its boundaries)
    ends = grid[1:] + [math.inf]
    inf = math.inf
    rows: list[int] = []
    cidx: list[int] = []
    vals: list[float] = []
    rlo: list[float] = []
    rhi: list[float] = []
    cost: list[float] = []
    clo: list[float] = []
    chi: list[float] = []

    def row(lo: float, hi: float, entries) -> None:
        i = len(rlo)
        rlo.append(lo)
        rhi.append(hi)
        for c, v in entries:
            rows.append(i)
            cidx.append(c)
            vals.append(v)

    def var(lo: float = 0.0, hi: float = inf, c: float = 0.0) -> int:
        cost.append(c)
        clo.append(lo)
        chi.append(hi)
        return len(cost) - 1

    Cv = [var(floor[j], inf, 1.0) for j in range(n)]
    first = [next(k for k in range(K + 1) if ends[k] > r[j]) for j in range(n)]
    P: dict[tuple[int, int], int] = {}
    Y: dict[tuple[int, int], int] = {}
    E: dict[tuple[int, int], int] = {}
    for j in range(n):
        for k in range(first[j], K + 1):
            last = 1.0 if k == K else 0.0
            P[j, k], Y[j, k], E[j, k] = var(last, 1.0), var(last, 1.0), var(last, 1.0)
    # x columns; progress (as sums of x) and occupancy per live (j, k)
    prog: dict[tuple[int, int], list[tuple[int, float]]] = {}
    occ: dict[tuple[int, int], list[tuple[int, float]]] = {}
    for k in range(K + 1):
        gpus_row: list[tuple[int, float]] = []
        for members, rho in cols:
            if any(k < first[m] for m in members):
                continue
            c = var()
            gpus_row.append((c, 1.0))
            for m, rate in zip(members, rho):
                prog.setdefault((m, k), []).append((c, -rate))
                occ.setdefault((m, k), []).append((c, 1.0))
        if k < K:
            row(-inf, N * (ends[k] - grid[k]), gpus_row)
    for j in range(n):
        G, W = jobs[j].gpus, jobs[j].gpus * L[j]
        tp = [max(grid[k], r[j]) for k in range(K + 1)]
        for k in range(first[j], K + 1):
            prev = k > first[j]
            row(-inf, 0.0, [(P[j, k], W)] + ([(P[j, k - 1], -W)] if prev else []) + prog.get((j, k), []))
            if prev:
                for V in (P, Y, E):
                    row(0.0, inf, [(V[j, k], 1.0), (V[j, k - 1], -1.0)])
            row(-inf, 0.0, [(E[j, k], 1.0), (P[j, k], -1.0)])
            row(-inf, 0.0, [(P[j, k], 1.0), (Y[j, k], -1.0)])
            if k < K:
                lk = ends[k] - grid[k]
                o = occ.get((j, k), [])
                row(-inf, 0.0, o + [(Y[j, k], -G * lk)] + ([(E[j, k - 1], G * lk)] if prev else []))
                if on_slots:  # held for the whole slot from S_j to C_j
                    row(0.0, inf, o + [(Y[j, k], -G * lk)] + ([(E[j, k - 1], G * lk)] if prev else []))
                else:
                    row(0.0, inf, o + [(E[j, k], G * lk)] + ([(Y[j, k - 1], -G * lk)] if prev else []))
            # t_m > t_{k+1} - D_j, with a margin: a start exactly at t_{k+1} - D_j must stay allowed
            after = next((i for i in range(K + 1) if grid[i] > ends[k] - D[j] + GRID_TOL * slot), None) if k < K else None
            if k < K and after is not None:
                if after - 1 >= first[j]:
                    row(-inf, 0.0, [(E[j, k], 1.0), (Y[j, after - 1], -1.0)])
                else:
                    chi[E[j, k]] = 0.0
        if on_slots:  # C_j = t_{k+1} if it ends in (t_k, t_{k+1}] (B2)
            row(grid[K], inf, [(Cv[j], 1.0)] + [(E[j, k], ends[k + 1] - grid[k + 1]) for k in range(first[j], K - 1)])
        else:
            row(grid[K], inf, [(Cv[j], 1.0)] + [(E[j, k], ends[k] - grid[k]) for k in range(first[j], K)])
        row(tp[K] + L[j] / 2.0, inf, [(Cv[j], 1.0)] + [(P[j, k], tp[k + 1] - tp[k]) for k in range(first[j], K)])
    ncol, nrow = len(cost), len(rlo)
    A = sp.csc_matrix((np.array(vals), (np.array(rows), np.array(cidx))), shape=(nrow, ncol))
    h = lp_to_highs(cost, A, rlo, rhi, col_lower=clo, col_upper=chi, offset=-float(sum(j.arrival_s for j in jobs)),
                    solver=solver)
    status_name, used, timed_out = run_lp(h, iterations, safety)
    info = {"config_lp_columns": ncol, "config_lp_rows": nrow, "config_lp_intervals": K + 1,
            "config_lp_step_s": step, "config_lp_status": status_name, "config_lp_iterations": used,
            "config_lp_stopped_at_time_cap": timed_out, "config_lp_s": time.perf_counter() - t0}
    if timed_out or h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return None, info
    value = float(h.getInfo().objective_function_value)
    info["config_lp_bound_s"] = value
    return value, info


# ----------------------------------------------------------------------------
# castor-schedule: a kind-aggregated configuration LP by column generation
# (the configuration LP's relaxation that runs at 240 jobs)
# ----------------------------------------------------------------------------
#
# Notation as above; ``W_j = G_j L_j`` solo GPU-seconds, ``r_j`` the earliest
# start, ``F_j`` the per-job slot floor. The *kind* of a job is (model,
# batch, sub-batch options): two jobs of one kind have the same rates in
# every configuration. A *kind configuration* c is one kind alone (rate 1)
# or a pair of kinds (kappa, kappa'), possibly kappa = kappa', at a
# Pareto-undominated rate pair of :func:`_pair_rates`; ``rho_kappa(c)`` is
# the solo GPU-seconds per GPU-second kind kappa gets from one GPU in c (the
# sum of both rates when kappa = kappa').
#
# Grid ``0 = t_0 < ... < t_K`` (multiples of Delta: every slot up to
# ``fine_until``, then intervals growing by ``KIND_LP_GROWTH``; any grid is valid); interval k
# is ``[t_k, t_{k+1})`` of length ``l_k``, the last one ``[t_K, inf)``; job j
# is live in k if ``t_{k+1} > r_j``, with ``t'_k = max(t_k, r_j)`` and
# ``l'_jk = t_{k+1} - t'_k``. Variables ``f[j, k] >= 0`` (the fraction of
# j's work done in k), ``x[c, k] >= 0`` (GPU-seconds of c in k, k < K),
# ``C_j``::
#
#     minimise sum_j (C_j - a_j)
#     sum_k f[j, k] = 1;   f[j, k] <= l'_jk / L_j            (k < K)         (rate <= 1 / L_j)
#     sum_{j of kind kappa} W_j f[j, k] <= sum_c rho_kappa(c) x[c, k]  k < K  (progress, by kind)
#     sum_c x[c, k] <= N l_k                                  k < K           (capacity; Eq. 7)
#     C_j >= sum_k t'_k f[j, k] + L_j / 2;   C_j >= F_j                       (mean busy time; (a))
#     sum_{c = (kappa, kappa)} x[c, k] <= sum_{j of kappa} G_j l'_jk - max_{j of kappa} G_j l'_jk   (same-kind pairs)
#
# *Proof of validity.* Take a feasible schedule of Problem (13) and its
# replay (B2-B3); ``p_j(t)`` is j's completed fraction, ``f[j, k]`` its
# increase over interval k, and ``x[c, k]`` the GPU-seconds in k during
# which a GPU holds a set whose kinds and actual rates are dominated by c
# (the set is a job alone or a pair fitting together, Eq. 7 and B4; its
# actual rates ``t*_j / (t_j(b) xi)`` (B3 only lowers them) are one of the
# points :func:`_pair_rates` filters, hence dominated by a Pareto point of
# the same kinds; pick one). Rate: while j runs, ``dp_j / dt <= 1 / L_j``
# (xi >= 1, ``t_j(b) >= t*_j``) and it runs only after ``S_j >= r_j``, so
# ``f[j, k] <= l'_jk / L_j``. Progress: on each of its G_j GPUs g, j gains
# at most ``rho_j(c_g)`` solo GPU-seconds per second, so ``W_j f[j, k] <=
# sum_g int rho_j(c_g) dt``; summing over the jobs of kind kappa counts
# each GPU-second of c at most ``rho_kappa(c)`` (both seats when both jobs
# are of kind kappa). Capacity: N GPUs hold one set each. Same-kind
# pairs: at time t a GPU holding two jobs of kind kappa holds two distinct
# running jobs, so at least one that is not kappa's largest running job;
# hence at most ``S(t) - M(t)`` GPUs do, with ``S(t)`` the GPUs of kappa's
# running jobs and ``M(t)`` the largest one's. ``S - M`` only grows when
# jobs are added, so the jobs arrived by t (``t >= r_j``) bound it, and
# its integral over k is at most ``sum_j G_j l'_jk - int M dt <= sum_j
# G_j l'_jk - max_j G_j l'_jk``. Mean busy time:
# ``M_j = int t dp_j >= sum_k t'_k f[j, k]`` (work in k is done at or after
# ``t'_k``), and a density at most ``1 / L_j`` ending at ``C_j`` has mean
# at most ``C_j - L_j / 2``. ``C_j >= F_j`` by (a). With ``chunks = m``
# pieces, ``f[j, k]`` is split into m columns of at most ``l'_jk / (m L_j)``
# each, the i-th (i = 0..m-1) counted at ``t'_k + i l'_jk / m`` in the
# mean-busy-time row: at density at most ``1 / L_j``, the work of j in k
# beyond its first ``i l'_jk / (m L_j)`` is done at or after that time.
# So every schedule maps to a feasible point of its own objective and the LP optimum is a lower
# bound, on any grid. It relaxes the LP above (job rows summed by kind,
# the start/end rows dropped), but it has only #kinds rows per interval
# and its columns are priced, not enumerated.
#
# *Column generation.* The restricted master holds the single-kind columns
# and the priced ones; with its duals (``mu_{kappa,k} <= 0`` of the progress
# rows, ``lambda_k <= 0`` of the capacity rows, HiGHS's signs) the reduced
# cost of ``x[c, k]`` is ``-lambda_k + sum_kappa rho_kappa(c) mu_{kappa,k}``
# (minus the same-kind row's dual for c = (kappa, kappa)),
# priced for every c and k at once. At every round, Farley's bound
# ``z_RMP + sum_{k<K} N l_k min(0, min_c rc[c, k])`` is a valid lower bound
# on the LP (every LP point has ``sum_c x[c, k] <= N l_k``, so adding the
# missing columns lowers ``z`` by at most that; the restricted duals are
# feasible for every other column), so a run stopped by its work budget (or
# its safety cap) still returns a bound: the largest Farley bound seen. At
# convergence (no column below ``-KIND_LP_RC_TOL``) the Farley bound is the
# LP optimum up to that tolerance times the capacity.

#: Intervals grow by this factor after ``fine_until`` (1.0: the slot grid to the horizon).
KIND_LP_GROWTH = 1.05
#: The grid is every slot up to the horizon, or this many slots (or the last arrival) if fewer.
KIND_LP_FINE_SLOTS = 1000
#: ... and at most this many (kind, slot) cells, but at least ``KIND_LP_MIN_FINE_SLOTS`` slots
#: (many kinds make many configurations; a coarser grid lets the pricing converge in time).
KIND_LP_CELLS = 15_000
KIND_LP_MIN_FINE_SLOTS = 200
#: Pieces of each f[j, k] in the mean-busy-time row (1: all of it at t'_k).
KIND_LP_CHUNKS = 1
#: Columns added per interval and round of pricing.
KIND_LP_COLUMNS_PER_ROUND = 8
#: A column prices out below this reduced cost (per GPU-slot, in slots).
KIND_LP_RC_TOL = 1e-9
#: ``lower-bound``'s work on the kind-aggregated LP at ``Budget.work = 1``: pricing
#: rounds, and HiGHS LP iterations over all rounds (stopped at either, the best
#: Farley bound so far is still a bound). Measured: converged in at most 500
#: iterations (4 rounds) at 3-4 synthetic jobs, 20,600 (14 rounds) at 32, and
#: 34,000-71,500 (4-8 rounds, 24-49 CPU s on a loaded 2-core machine) at 240
#: Philly jobs on 4 x 8 GPUs (seeds 0-2), where the iterations keep the LP well
#: inside the 390 s cap of the paper-scale matrix.
KIND_LP_MAX_ROUNDS = 200
KIND_LP_ITERATIONS = 200_000


def _kind_columns(instance) -> tuple[list[int], list[tuple[tuple[int, ...], tuple[float, ...]]]]:
    """(kind of each job, kind configurations): each kind alone at rate 1,
    and each pair of kinds (a kind with itself included) at its
    Pareto-undominated rates, one representative job per kind."""
    jobs = instance.jobs
    kinds: dict[tuple, int] = {}
    rep: list[int] = []
    of = []
    for i, j in enumerate(jobs):
        key = (j.model, j.batch, j.options)
        if key not in kinds:
            kinds[key] = len(rep)
            rep.append(i)
        of.append(kinds[key])
    cols: list[tuple[tuple[int, ...], tuple[float, ...]]] = [((a,), (1.0,)) for a in range(len(rep))]
    for a in range(len(rep)):
        for b in range(a, len(rep)):
            cols += [((a, b), r) for r in _pair_rates(instance, rep[a], rep[b])]
    return of, cols


def kind_lp_grid(instance, horizon_s: float, *, fine_until_s: float | None = None,
                 growth: float = KIND_LP_GROWTH, fine_slots: int = KIND_LP_FINE_SLOTS) -> list[float]:
    """Grid points ``t_0 = 0 < ... < t_K`` in seconds, multiples of Delta:
    every slot to ``fine_until_s`` (default: ``horizon_s``, but at most
    ``fine_slots`` slots unless the arrivals need more), then intervals
    growing by ``growth`` until ``HORIZON_MARGIN * horizon_s``."""
    slot = instance.slot_s
    if fine_until_s is None:
        last = max(earliest_start(j.arrival_s, slot) for j in instance.jobs)
        fine_until_s = max(last, min(horizon_s, fine_slots * slot))
    end = max(HORIZON_MARGIN * horizon_s, fine_until_s + slot)
    grid = [0.0]
    step = 1
    while grid[-1] < end:
        if grid[-1] >= fine_until_s:
            step = max(step + 1, math.ceil(step * growth)) if growth > 1 else step
        grid.append(grid[-1] + step * slot)
    return grid


def kind_config_lp_bound(instance, *, horizon_s: float | None = None, fine_until_s: float | None = None,
                         growth: float = KIND_LP_GROWTH, solver: str = "simplex",
                         time_limit_s: float | None = None, price: bool = True,
                         max_rounds: int = KIND_LP_MAX_ROUNDS, iterations: int = KIND_LP_ITERATIONS,
                         chunks: int = KIND_LP_CHUNKS) -> tuple[float | None, dict]:
    """The kind-aggregated LP above by column generation with HiGHS: (sum of
    JCT bound, info). The bound is the best Farley bound of the rounds (the
    LP optimum at convergence); None if no round was solved to optimality.
    Work: at most ``max_rounds`` pricing rounds and ``iterations`` LP
    iterations over all rounds (deterministic); ``time_limit_s`` CPU seconds
    are only the safety cap (``info["kind_lp_stopped_at_time_cap"]``).
    ``price=False`` puts every column in at once (a check of the pricing).
    ``horizon_s`` (default: every job one after another from the last
    arrival) only places the grid."""
    import highspy
    import numpy as np
    import scipy.sparse as sp

    t0 = time.perf_counter()
    cap = TimeCap(time_limit_s)
    jobs = instance.jobs
    n, N, slot = len(jobs), instance.total_gpus, instance.slot_s
    kind, cols = _kind_columns(instance)
    nk = max(kind) + 1
    rate = np.zeros((len(cols), nk))  # rho_kappa(c)
    for i, (members, rho) in enumerate(cols):
        for m, v in zip(members, rho):
            rate[i, m] += v
    # time in slots from here on (moderate coefficients)
    r = [earliest_start(j.arrival_s, slot) / slot for j in jobs]
    floor = [f / slot for f in per_job_floor(instance)]
    L = [j.solo_s / slot for j in jobs]
    if horizon_s is None:
        horizon_s = max(j.arrival_s for j in jobs) + sum(j.solo_s for j in jobs) + slot
    fine_slots = min(KIND_LP_FINE_SLOTS, max(KIND_LP_MIN_FINE_SLOTS, KIND_LP_CELLS // nk))
    grid = [round(g / slot) for g in kind_lp_grid(instance, horizon_s, fine_until_s=fine_until_s, growth=growth,
                                                  fine_slots=fine_slots)]
    K = len(grid) - 1
    ends = grid[1:] + [math.inf]
    length = np.array([ends[k] - grid[k] for k in range(K)], dtype=float)
    first = [next(k for k in range(K + 1) if ends[k] > r[j]) for j in range(n)]
    live = np.zeros((K, nk), dtype=bool)
    for j in range(n):
        live[first[j]:, kind[j]] = True
    # row layout: progress rows (k, kappa) for live kinds, capacity rows k, job rows (sum, mean busy)
    prog_row = -np.ones((K, nk), dtype=np.int64)
    nrow = 0
    for k in range(K):
        for a in np.flatnonzero(live[k]):
            prog_row[k, a] = nrow
            nrow += 1
    cap_row = np.arange(nrow, nrow + K)
    nrow += K
    # same-kind pair rows (k, kappa): two distinct jobs of kappa per such GPU
    same = np.array([len(m) == 2 and m[0] == m[1] for m, _ in cols])
    seats = np.zeros((K, nk))
    top = np.zeros((K, nk))
    for j in range(n):
        for k in range(first[j], K):
            s = jobs[j].gpus * (ends[k] - max(grid[k], r[j]))
            seats[k, kind[j]] += s
            top[k, kind[j]] = max(top[k, kind[j]], s)
    pair_row = -np.ones((K, nk), dtype=np.int64)
    pair_rhs: list[float] = []
    for k in range(K):
        for a in np.flatnonzero(live[k]):
            pair_row[k, a] = nrow + len(pair_rhs)
            pair_rhs.append(float(seats[k, a] - top[k, a]))
    nrow += len(pair_rhs)
    rows: list[int] = []
    cidx: list[int] = []
    vals: list[float] = []
    cost: list[float] = []
    clo: list[float] = []
    chi: list[float] = []
    rlo = [-math.inf] * nrow
    rhi = [0.0] * int(cap_row[0]) + list(N * length) + pair_rhs

    def var(lo: float, hi: float, c: float, entries) -> int:
        cost.append(c)
        clo.append(lo)
        chi.append(hi)
        for i, v in entries:
            rows.append(i)
            cidx.append(len(cost) - 1)
            vals.append(v)
        return len(cost) - 1

    for j in range(n):
        sum_row, mbt_row = nrow, nrow + 1
        rlo += [1.0, L[j] / 2.0]
        rhi += [1.0, math.inf]
        nrow += 2
        var(floor[j], math.inf, 1.0, [(mbt_row, 1.0)])
        W = jobs[j].gpus * L[j]
        for k in range(first[j], K + 1):
            tp = max(grid[k], r[j])
            if k == K:
                var(0.0, 1.0, 0.0, [(sum_row, 1.0), (mbt_row, -tp)])
                continue
            span = ends[k] - tp
            piece, total = span / (chunks * L[j]), min(1.0, span / L[j])
            for i in range(chunks):  # the i-th piece of the work in k is done at or after tp + i span / chunks
                hi = min(piece, total - i * piece)
                if hi <= 0.0:
                    break
                var(0.0, hi, 0.0, [(sum_row, 1.0), (mbt_row, -(tp + i * span / chunks)),
                                   (int(prog_row[k, kind[j]]), W)])

    def config_entries(c: int, k: int) -> list[tuple[int, float]]:
        out = [(int(cap_row[k]), 1.0)] + [(int(prog_row[k, a]), -float(rate[c, a])) for a in np.flatnonzero(rate[c])]
        return out + ([(int(pair_row[k, cols[c][0][0]]), 1.0)] if same[c] else [])

    usable = np.array([live[:, list(cols[c][0])].all(axis=1) for c in range(len(cols))]).reshape(len(cols), K)
    active = np.zeros((len(cols), K), dtype=bool)
    start_cols = range(len(cols)) if not price else range(nk)  # the singles come first in cols
    for c in start_cols:
        for k in range(K):
            if usable[c, k]:
                var(0.0, math.inf, 0.0, config_entries(c, k))
                active[c, k] = True
    A = sp.csc_matrix((np.array(vals), (np.array(rows), np.array(cidx))), shape=(nrow, len(cost)))
    offset = -float(sum(j.arrival_s for j in jobs)) / slot
    h = lp_to_highs(cost, A, rlo, rhi, col_lower=clo, col_upper=chi, offset=offset, solver=solver)
    best: float | None = None
    value = math.nan
    rounds, added, converged, status_name, used, timed_out = 0, 0, False, "not run", 0, False
    while rounds < max_rounds and used < iterations:
        status_name, spent, timed_out = run_lp(h, iterations - used, cap)
        used += spent
        if timed_out:
            break
        rounds += 1
        if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            break
        value = float(h.getInfo().objective_function_value)
        dual = np.asarray(h.getSolution().row_dual)
        mu = np.zeros((K, nk))
        mask = prog_row >= 0
        mu[mask] = dual[prog_row[mask]]
        lam = dual[cap_row]
        rc = -lam[None, :] + rate @ mu.T  # (configs, intervals)
        nu = np.zeros((K, nk))
        pmask = pair_row >= 0
        nu[pmask] = dual[pair_row[pmask]]
        for ci in np.flatnonzero(same):
            rc[ci] -= nu[:, cols[ci][0][0]]
        rc[~usable] = math.inf
        worst = np.minimum(rc.min(axis=0), 0.0)
        farley = value + float(N * (length * worst).sum())
        best = farley if best is None else max(best, farley)
        cand = (rc < -KIND_LP_RC_TOL) & ~active
        if not price or not cand.any():
            converged = not (rc < -KIND_LP_RC_TOL).any()
            break
        new_costs: list[float] = []
        new_lo: list[float] = []
        new_hi: list[float] = []
        starts: list[int] = []
        idx: list[int] = []
        vv: list[float] = []
        for kk in np.flatnonzero(cand.any(axis=0)):
            order = np.flatnonzero(cand[:, kk])
            order = order[np.argsort(rc[order, kk])][:KIND_LP_COLUMNS_PER_ROUND]
            for ci in order:
                starts.append(len(idx))
                for i, v in config_entries(int(ci), int(kk)):
                    idx.append(i)
                    vv.append(v)
                new_costs.append(0.0)
                new_lo.append(0.0)
                new_hi.append(highspy.kHighsInf)
                active[ci, kk] = True
        h.addCols(len(new_costs), np.array(new_costs), np.array(new_lo), np.array(new_hi), len(idx),
                  np.array(starts, dtype=np.int32), np.array(idx, dtype=np.int32), np.array(vv))
        added += len(new_costs)
    info = {"kind_lp_status": status_name, "kind_lp_rounds": rounds, "kind_lp_converged": converged,
            "kind_lp_iterations": used, "kind_lp_stopped_at_time_cap": timed_out,
            "kind_lp_kinds": nk, "kind_lp_configs": len(cols), "kind_lp_intervals": K + 1,
            "kind_lp_columns_priced": added, "kind_lp_rows": nrow, "kind_lp_s": time.perf_counter() - t0}
    if best is None:
        return None, info
    # the restricted master's value is an upper bound on the LP: never report above it
    bound = min(best, value) * slot
    info["kind_lp_bound_s"] = bound
    info["kind_lp_master_s"] = value * slot
    return bound, info
