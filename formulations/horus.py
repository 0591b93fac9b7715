"""HORUS's scheduling round as MILPs (Pyomo): the exact set-partitioning
model (``milp``) and Eq. 3-10 as printed (``ilp``).

Reference: Yeung et al., "Horus" (IEEE TPDS 2022), Sec. 4.2.1, Eq. 3-10;
readings A1-A6 as stated in :mod:`schedbench.problems.horus`.

Set-partitioning model (``build``; method ``milp``)
----------------------------------------------------
GPUs with the same node and the same state (capacity, used memory, used
utilisation, jobs) form a *class* c with ``m_c`` GPUs; they are
interchangeable. A *column* is (class c, set S of buffered jobs), kept only if
S fits one GPU of c: ``|S| <= max_colocation - jobs_c`` (A6),
``UR^GMem_c + GMem(S) <= CP^GMem_c`` (A3), and S's CPU and RAM fit the node's
free CPU and RAM. Its cost ``cost(c, S)`` is the evaluator's cost of a GPU of
c that receives S (``schedbench.problems.horus.gpu_cost``) under the
instance's reading A1: ``final`` ``|S| [omega1 (UR^GMem + GMem(S))/CP +
omega2 f(UR^GUtil + GUtil(S))]``, ``sequential`` the sum of the prefix costs
in buffer order, ``static`` the sum of the pre-round costs.

Variables: ``z[c, S]`` integer in ``[0, m_c]`` (how many GPUs of c receive
exactly S), ``u[j]`` binary (job j deferred, A2). Constraints::

    sum_S z[c, S] <= m_c                                   each class (one set per GPU)
    sum_{(c,S) : j in S} z[c, S] + RQGPU_j u[j] = RQGPU_j  each job (Eq. 4 with A2)
    sum_{c in n, S} RQ^r(S) z[c, S] <= CP^r_n - UR^r_n     each node, r in {CPU, RAM} (Eq. 5)

Objective: ``sum cost(c, S) z[c, S] + P sum_j u[j]`` (P of A2).

*Exactness* (for any f, no linearisation). Map a feasible placement to
``z[c, S]`` = the number of GPUs of c whose set of new jobs is exactly S
(non-empty), ``u[j] = 1`` iff j is deferred. Every such S satisfies the
column rules (they are the evaluator's per-GPU rules), each GPU counts once
in its class, a placed job lies in the sets of exactly ``RQGPU_j`` GPUs, and
node CPU/RAM sums are the same sums regrouped: the point is feasible. The
evaluator's cost is a sum over GPUs of a function of the GPU's state and its
set of new jobs (under each reading of A1; Eq. 7-10 never couple two GPUs),
so the MILP objective equals the evaluator's objective. Conversely, from a
feasible (z, u), give each column with ``z[c, S] = t`` t distinct, unused
GPUs of c (possible: at most ``m_c`` in total); a job j with ``u_j = 0``
lies in exactly ``RQGPU_j`` chosen sets, and a set contains j at most once,
so j gets ``RQGPU_j`` distinct GPUs, and with ``u_j = 1`` none (the row then
forces every column containing j to 0). The per-GPU and per-node rules hold
by construction, and the objective again equals the evaluator's. The two
maps preserve objective values, so the optima coincide. f enters only
through the column costs, which are computed exactly (the jump of Eq. 9 at
100% included).

*Thresholds* (against :func:`schedbench.problems.horus.violations`). A
column's memory rule is the evaluator's, ``UR^GMem + GMem(S) <= CP^GMem (1 +
1e-12)`` with the sum taken in buffer order as the evaluator takes it
(:func:`gpu_memory_fits`), so a set fits one GPU in the model iff it does in
the evaluator (no set lost, none added); the cap is the same count (A6); the
node rows of Eq. 5 have the evaluator's right-hand side ``free (1 + 1e-12) +
1e-9`` (:func:`node_limit_of`). The only slack left is HiGHS's feasibility
tolerance (1e-7 on a row activity), which can admit a node's CPU or RAM sum
that exceeds the threshold by less than that: the decoded placement then
fails the evaluator and the runner reports an error, never a silent wrong
optimum (the loosening side). ``build_ilp`` uses the same rules.

Eq. 3-10 as printed (``build_ilp``; method ``ilp``)
---------------------------------------------------
``X[j, g]`` binary for every (job, GPU) pair that fits alone, ``u[j]``
binary; cost ``Cost_jg`` of Eq. 7 against the state *before* the round (the
literal print, A1 ``static``)::

    sum_g X[j, g] + RQGPU_j u[j] = RQGPU_j          (Eq. 4 with A2)
    sum_j GMem_j X[j, g] <= CP^GMem_g - UR^GMem_g    (A3)
    sum_j X[j, g] <= max_colocation - jobs_g         (A6)
    sum_{g in n} sum_j RQ^r_j X[j, g] <= CP^r_n - UR^r_n   (Eq. 5)

A generalized-assignment MILP; exact for the ``static`` reading only (its
objective is then the evaluator's). Under ``final`` and ``sequential`` its
placement is scored by the evaluator like any heuristic's, and its bound is
recorded in ``info`` only (it bounds the static objective, not the
instance's).

Tie-breaking (``run_ilp``). Static costs tie often: every idle GPU with the
same capacity costs a job the same, wherever it is, so Eq. 3 has many optima,
and which one a solver returns decides the ``final``/``sequential`` score
(it moved between HiGHS versions). ``run_ilp`` therefore solves
lexicographically: stage 1 minimises Eq. 3 (the objective above, unchanged);
stage 2 keeps Eq. 3 within ``TIE_TOL`` (relative, the default MIP gap) of
stage 1's optimum and minimises the secondary ``sum_{j,g} (j+1)(g+1)
X[j, g]`` (buffer position times global GPU index, both from 1). Any
exchange of two jobs between two GPUs changes it by ``(j2-j1)(g2-g1) != 0``,
so the swaps that tie under Eq. 3 no longer tie; its values are integers, so
the default relative gap proves it optimal exactly. Stage 2 changes which
static optimum is returned, never its Eq. 3 value (up to ``TIE_TOL``);
without a stage-1 proof (time limit) stage 2 is skipped.
"""

from __future__ import annotations

import itertools
import math
import time
from collections import defaultdict

import numpy as np
import pyomo.environ as pyo

from schedbench.contracts import Budget, MethodResult, Status, TimeCap, Timings
from schedbench.extras import install_line, require
from schedbench.instances.horus import HorusInstance
from schedbench.milp import (
    claim_when_optimal,
    has_solution,
    method_status,
    milp_timings,
    require_solution,
    run_milp_method,
    solve_budgeted,
    solver_info,
    stopped_at_time_cap,
)
from schedbench.problems.horus import HorusSolution, deferral_penalty, gpu_cost, jobs_per_gpu

#: The evaluator's tolerances (:func:`schedbench.problems.horus.violations`):
#: GPU memory may reach ``capacity (1 + CAPACITY_REL_TOL)``, a node's CPU and RAM
#: ``free (1 + CAPACITY_REL_TOL) + CAPACITY_ABS_TOL``. The models use the same
#: thresholds, computed by the same float expressions, so that they keep exactly
#: the placements the evaluator accepts ("Thresholds" in the module docstring).
CAPACITY_REL_TOL = 1e-12
CAPACITY_ABS_TOL = 1e-9


def gpu_memory_fits(gpu, mems) -> bool:
    """The evaluator's A3 rule for a GPU receiving jobs of memory ``mems``
    (in buffer order): ``UR^GMem + sum GMem <= CP^GMem (1 + tol)``."""
    return gpu.used_mem_mib + sum(mems) <= gpu.mem_capacity_mib * (1 + CAPACITY_REL_TOL)


def node_limit_of(free: float) -> float:
    """The evaluator's Eq. 5 threshold for a node's free CPU or RAM."""
    return free * (1 + CAPACITY_REL_TOL) + CAPACITY_ABS_TOL


def gpu_classes(instance: HorusInstance) -> list[list[int]]:
    """Global GPU indices grouped by (node, state), in order of first GPU."""
    groups: dict[tuple, list[int]] = {}
    for g, (n, gpu) in enumerate(instance.gpu_list):
        key = (n, gpu.mem_capacity_mib, gpu.used_mem_mib, gpu.used_util_pct, gpu.jobs)
        groups.setdefault(key, []).append(g)
    return list(groups.values())


def columns(instance: HorusInstance) -> list[tuple[int, tuple[int, ...], float]]:
    """Every column (class index, job set S in buffer order, cost), see above."""
    out = []
    gl = instance.gpu_list
    jobs = instance.jobs
    for c, members in enumerate(gpu_classes(instance)):
        n, gpu = gl[members[0]]
        node = instance.nodes[n]
        room = instance.max_colocation - gpu.jobs  # A6
        cpu, ram = node_limit_of(node.cpu_free), node_limit_of(node.ram_free_gb)
        # a job that does not fit alone fits in no set (memory is never negative)
        fits = [k for k, j in enumerate(jobs) if gpu_memory_fits(gpu, (j.mem_mib,)) and j.gpus <= instance.num_gpus]
        for size in range(1, room + 1):
            for s in itertools.combinations(fits, size):
                if (gpu_memory_fits(gpu, [jobs[k].mem_mib for k in s])  # A3, the evaluator's sum in buffer order
                        and sum(jobs[k].cpu_per_gpu for k in s) <= cpu  # Eq. 5 for this GPU alone (necessary)
                        and sum(jobs[k].ram_per_gpu_gb for k in s) <= ram):
                    out.append((c, s, gpu_cost(instance, members[0], s)))
    return out


def build(instance: HorusInstance) -> pyo.ConcreteModel:
    """The set-partitioning MILP above; ``model.cols``/``model.classes`` keep the index."""
    classes = gpu_classes(instance)
    cols = columns(instance)
    gl = instance.gpu_list
    penalty = deferral_penalty(instance)
    m = pyo.ConcreteModel(name=f"horus-{instance.id}")
    m.classes, m.cols = classes, cols
    m.C = pyo.RangeSet(0, len(cols) - 1) if cols else pyo.Set(initialize=[])
    m.J = pyo.RangeSet(0, instance.size - 1)
    m.z = pyo.Var(m.C, within=pyo.NonNegativeIntegers, bounds=lambda _, i: (0, len(classes[cols[i][0]])))
    m.u = pyo.Var(m.J, within=pyo.Binary)
    by_class: dict[int, list[int]] = defaultdict(list)
    by_job: dict[int, list[int]] = defaultdict(list)
    by_node: dict[int, list[int]] = defaultdict(list)
    for i, (c, s, _) in enumerate(cols):
        by_class[c].append(i)
        by_node[gl[classes[c][0]][0]].append(i)
        for k in s:
            by_job[k].append(i)
    m.one_set = pyo.Constraint(list(by_class), rule=lambda mod, c: sum(mod.z[i] for i in by_class[c])
                               <= len(classes[c]))
    m.cover = pyo.Constraint(m.J, rule=lambda mod, k: sum(mod.z[i] for i in by_job[k])
                             + instance.jobs[k].gpus * mod.u[k] == instance.jobs[k].gpus)  # Eq. 4, A2

    def node_rule(attr: str, free: str):
        def rule(mod, n):
            total = sum(sum(getattr(instance.jobs[k], attr) for k in cols[i][1]) * mod.z[i] for i in by_node[n])
            return total <= node_limit_of(getattr(instance.nodes[n], free)) if by_node[n] else pyo.Constraint.Skip
        return rule

    m.cpu = pyo.Constraint(list(by_node), rule=node_rule("cpu_per_gpu", "cpu_free"))  # Eq. 5
    m.ram = pyo.Constraint(list(by_node), rule=node_rule("ram_per_gpu_gb", "ram_free_gb"))
    m.obj = pyo.Objective(expr=sum(cols[i][2] * m.z[i] for i in m.C) + penalty * sum(m.u[k] for k in m.J),
                          sense=pyo.minimize)
    return m


def decode(instance: HorusInstance, model: pyo.ConcreteModel) -> HorusSolution:
    """Give each chosen column distinct GPUs of its class (see "Exactness")."""
    require_solution(model, "horus-placement MILP")
    pool = [list(members) for members in model.classes]
    placement: list[list[int]] = [[] for _ in instance.jobs]
    for i, (c, s, _) in enumerate(model.cols):
        for _ in range(round(model.z[i].value or 0.0)):
            g = pool[c].pop(0)
            for k in s:
                placement[k].append(g)
    return HorusSolution.of(placement)


def warm_start(instance: HorusInstance, model: pyo.ConcreteModel, solution: HorusSolution) -> bool:
    """Set z and u to a feasible placement; False if one of its sets is not a column."""
    index = {(c, s): i for i, (c, s, _) in enumerate(model.cols)}
    class_of = {g: c for c, members in enumerate(model.classes) for g in members}
    counts: dict[int, int] = defaultdict(int)
    for g, ks in enumerate(jobs_per_gpu(instance, solution)):
        if ks:
            key = (class_of[g], tuple(ks))
            if key not in index:
                return False
            counts[index[key]] += 1
    for i in model.C:
        model.z[i].set_value(counts.get(i, 0))
    for k in model.J:
        model.u[k].set_value(0 if solution.gpus[k] else 1)
    return True


def run_milp(instance: HorusInstance, budget: Budget) -> MethodResult:
    """Build, warm-start with ``horus`` (Alg. 1), solve, decode; each phase timed.

    Returns the better of the decoded placement and ``horus``'s as the
    evaluator scores them (never worse than the warm start, also where a
    set of the start is not a column or the solver stops at a limit), with
    the solver's dual bound; ``optimal`` only when that score meets the
    bound (:func:`schedbench.milp.settle`)."""
    from schedbench.heuristics.horus import horus
    from schedbench.problems.horus import evaluate

    return run_milp_method(
        budget,
        start=lambda: horus(instance, budget).solution,
        build=lambda _: build(instance),
        warm_start=lambda model, solution: warm_start(instance, model, solution),
        decode=lambda model: decode(instance, model),
        claim=claim_when_optimal,
        info=lambda s: {"incumbent_objective": s.res.objective, "columns": len(s.model.cols),
                        "classes": len(s.model.classes)},
        evaluate=lambda solution: evaluate(instance, solution),
        warm_solutions=lambda warm: [("horus", warm)],
    )


def build_ilp(instance: HorusInstance) -> pyo.ConcreteModel:
    """Eq. 3-10 as printed, with A2, A3 and A6 (see above)."""
    gl = instance.gpu_list
    jobs = instance.jobs
    pairs = [(k, g) for k, j in enumerate(jobs) for g, (_, gpu) in enumerate(gl)
             if gpu.jobs < instance.max_colocation and gpu_memory_fits(gpu, (j.mem_mib,))]
    m = pyo.ConcreteModel(name=f"horus-ilp-{instance.id}")
    m.P = pyo.Set(initialize=pairs, dimen=2)
    m.J = pyo.RangeSet(0, instance.size - 1)
    m.x = pyo.Var(m.P, within=pyo.Binary)
    m.u = pyo.Var(m.J, within=pyo.Binary)
    by_job: dict[int, list[int]] = defaultdict(list)
    by_gpu: dict[int, list[int]] = defaultdict(list)
    for k, g in pairs:
        by_job[k].append(g)
        by_gpu[g].append(k)
    m.eq4 = pyo.Constraint(m.J, rule=lambda mod, k: sum(mod.x[k, g] for g in by_job[k])
                           + jobs[k].gpus * mod.u[k] == jobs[k].gpus)
    m.mem = pyo.Constraint(list(by_gpu), rule=lambda mod, g: gl[g][1].used_mem_mib + sum(
        jobs[k].mem_mib * mod.x[k, g] for k in by_gpu[g]) <= gl[g][1].mem_capacity_mib * (1 + CAPACITY_REL_TOL))  # A3
    m.cap = pyo.Constraint(list(by_gpu), rule=lambda mod, g: sum(mod.x[k, g] for k in by_gpu[g])
                           <= instance.max_colocation - gl[g][1].jobs)  # A6
    node_pairs: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for k, g in pairs:
        node_pairs[gl[g][0]].append((k, g))
    m.cpu = pyo.Constraint(list(node_pairs), rule=lambda mod, n: sum(
        jobs[k].cpu_per_gpu * mod.x[k, g] for k, g in node_pairs[n]) <= node_limit_of(instance.nodes[n].cpu_free))  # Eq. 5
    m.ram = pyo.Constraint(list(node_pairs), rule=lambda mod, n: sum(
        jobs[k].ram_per_gpu_gb * mod.x[k, g] for k, g in node_pairs[n]) <= node_limit_of(instance.nodes[n].ram_free_gb))
    cost = {(k, g): gpu_cost(instance, g, (k,), "static") for k, g in pairs}  # Eq. 7-10, pre-round state
    m.obj = pyo.Objective(expr=sum(cost[p] * m.x[p] for p in pairs)
                          + deferral_penalty(instance) * sum(m.u[k] for k in m.J), sense=pyo.minimize)
    return m


def decode_ilp(instance: HorusInstance, model: pyo.ConcreteModel) -> HorusSolution:
    require_solution(model, "horus-placement ILP")
    placement: list[list[int]] = [[] for _ in instance.jobs]
    for k, g in model.P:
        if (model.x[k, g].value or 0.0) > 0.5:
            placement[k].append(g)
    return HorusSolution.of(placement)


#: Stage 2 keeps Eq. 3 within this relative distance of stage 1's optimum (Budget's default gap).
TIE_TOL = 1e-6


def tie_break_objective(model: pyo.ConcreteModel):
    """The secondary objective: ``sum (j+1)(g+1) X[j, g]`` (see the module docstring)."""
    return sum((k + 1) * (g + 1) * model.x[k, g] for k, g in model.P)


def run_ilp(instance: HorusInstance, budget: Budget) -> MethodResult:
    """Eq. 3-10 as printed, solved lexicographically (Eq. 3, then the
    tie-break of the module docstring); exact (with a bound) only under
    ``static``. Both stages honour ``Budget.node_limit`` (each its own
    search; stage 2 only after stage 1 proved its optimum) and share the
    time limit; ``stopped_at_time_cap`` is set if either stopped there."""
    from dataclasses import replace

    t0 = time.perf_counter()
    model = build_ilp(instance)
    build_s = time.perf_counter() - t0
    exact = instance.cost_semantics == "static"
    res = solve_budgeted(model, budget, warm_start=False)
    t1 = time.perf_counter()
    status = method_status(res)
    solution = decode_ilp(instance, model) if has_solution(status) else None
    decode_s = time.perf_counter() - t1
    info = solver_info(res, incumbent_objective=res.objective, binaries=len(model.x) + len(model.u),
                       tie_break="not run")
    total = res
    if status is Status.OPTIMAL and res.objective is not None:
        z1 = res.objective
        model.eq3_kept = pyo.Constraint(expr=model.obj.expr <= z1 + TIE_TOL * max(1.0, abs(z1)))
        model.obj.deactivate()
        model.tie = pyo.Objective(expr=tie_break_objective(model), sense=pyo.minimize)
        left = max(1.0, budget.time_limit_s - res.wall_s)
        res2 = solve_budgeted(model, replace(budget, time_limit_s=left), warm_start=True)
        total = replace(res, wall_s=res.wall_s + res2.wall_s, handoff_s=res.handoff_s + res2.handoff_s,
                        solver_s=res.solver_s + res2.solver_s, load_s=res.load_s + res2.load_s)
        # stage 2 runs under the same node limit; a stop at its time limit is the machine's
        info.update(tie_break_nodes=res2.nodes,
                    stopped_at_time_cap=info["stopped_at_time_cap"] or stopped_at_time_cap(res2))
        if method_status(res2) is Status.OPTIMAL:
            t2 = time.perf_counter()
            solution = decode_ilp(instance, model)
            decode_s += time.perf_counter() - t2
            info.update(tie_break="optimal", tie_break_objective=res2.objective,
                        incumbent_objective=pyo.value(model.obj.expr))
        else:
            info.update(tie_break=f"stopped: {res2.status.value}")
    claimed = None
    if exact and status is Status.OPTIMAL and solution is not None:
        claimed = info["incumbent_objective"]
    if not exact:
        info.update(static_bound=res.bound, static_status=status.value)
        status = Status.FEASIBLE if status is Status.OPTIMAL else status
    return MethodResult(solution, status, bound=res.bound if exact else None, claimed_objective=claimed,
                        timings=milp_timings(build_s, total, decode_s), info=info)


# ============================================================================
# horus-online: exact makespan on small instances
# ============================================================================

#: Largest instance the event-order enumeration takes (jobs).
ONLINE_EXACT_MAX_JOBS = 5
#: ``exact``'s work at ``Budget.work = 1``: event-order LPs (:func:`order_lp`).
#: Measured on the mini cluster (1 x 2 GPUs), batch and Poisson, seeds 0-3: at
#: most 6 LPs at 3 jobs, 834 at 4 and 12,726 at 5 (20 CPU s), all proven.
ONLINE_EXACT_ORDER_LPS = 100_000
#: A start that the event order puts after a completion at the same instant
#: is delayed by this much (s, times the number of such starts before it on
#: its GPU), so that the replay sees the completion first (float noise could
#: otherwise make the GPU hold one job too many); the next value is tried if
#: the replay still finds a violation.
TIE_DELAYS_S: tuple[float, ...] = (1e-6, 1e-5, 1e-4)


def _exact_runs(instance, partition, cache, delay: float):
    """The runs of the optimal orders in ``cache`` for ``partition`` (block b on GPU b)."""
    from schedbench.problems.horus import OnlineRunRecord

    runs = []
    for g, b in enumerate(partition):
        _, order, tau = cache[b]
        last_end, shifted = -math.inf, 0
        for i, (j, is_start) in enumerate(order):
            if not is_start:
                last_end = max(last_end, tau[i])
                continue
            start = tau[i]
            if tau[i] <= last_end + delay * (shifted + 1):
                shifted += 1
                start = max(tau[i], last_end) + delay * shifted
            runs.append(OnlineRunRecord(instance.jobs[j].id, max(start, instance.jobs[j].arrival_s), (g,)))
    return tuple(sorted(runs, key=lambda r: (r.start_s, r.job)))


def online_rate(instance, job: int, others) -> float:
    """Solo-work rate of ``job`` next to ``others`` on its GPU:
    ``1 / max(1, 1 + sum_k t_deg[j][k])`` (the evaluator's truth rates)."""
    row = instance.t_deg[instance.jobs[job].type]
    return 1.0 / max(1.0, 1.0 + sum(row[instance.jobs[k].type] for k in others))


def event_orders(instance, block: tuple[int, ...]):
    """Every order of the start and end events of ``block``'s jobs on one
    GPU in which at most ``max_colocation`` jobs are active and no measured
    OOM pair is ever active together. Yields ``(job, is_start)`` tuples."""
    cap = instance.max_colocation
    types = [instance.jobs[j].type for j in block]

    def rec(seq, active, unstarted):
        if not active and not unstarted:
            yield tuple(seq)
            return
        for j in sorted(active):
            seq.append((j, False))
            yield from rec(seq, active - {j}, unstarted)
            seq.pop()
        if len(active) < cap:
            for j in sorted(unstarted):
                tj = types[block.index(j)]
                if any(instance.oom(tj, types[block.index(k)]) for k in active):
                    continue
                seq.append((j, True))
                yield from rec(seq, active | {j}, unstarted - {j})
                seq.pop()

    yield from rec([], frozenset(), frozenset(block))


def order_lp(instance, order, solver: str = "highs") -> tuple[float, list[float]] | None:
    """The earliest last event of ``order`` (event times ``tau``): minimise
    ``tau_last`` s.t. ``tau`` non-decreasing, a start no earlier than its
    job's arrival, and each job's solo work done exactly by its end:
    ``sum_i rate_j(S_i) (tau_{i+1} - tau_i) = d_j`` over the intervals
    between its start and end, ``S_i`` the active set after event ``i``.
    None if the order admits no times. ``solver``: ``highs`` (scipy's
    HiGHS) or ``cbc`` (PuLP's CBC: slow, a cross-check)."""

    n_ev = len(order)
    active: set[int] = set()
    sets = []
    for j, is_start in order:
        (active.add if is_start else active.discard)(j)
        sets.append(frozenset(active))
    jobs = sorted({j for j, _ in order})
    row_of = {j: r for r, j in enumerate(jobs)}
    a_eq = np.zeros((len(jobs), n_ev))
    for i in range(n_ev - 1):
        for j in sets[i]:
            r = online_rate(instance, j, sets[i] - {j})
            a_eq[row_of[j], i + 1] += r
            a_eq[row_of[j], i] -= r
    b_eq = np.array([instance.jobs[j].duration_s for j in jobs])
    a_ub = np.zeros((n_ev - 1, n_ev))
    for i in range(n_ev - 1):
        a_ub[i, i], a_ub[i, i + 1] = 1.0, -1.0
    lower = [0.0] * n_ev
    for i, (j, is_start) in enumerate(order):
        if is_start:
            lower[i] = instance.jobs[j].arrival_s
    if solver == "cbc":
        return _order_lp_cbc(a_ub, a_eq, b_eq, lower)
    from scipy.optimize import linprog
    c = np.zeros(n_ev)
    c[-1] = 1.0
    res = linprog(c, A_ub=a_ub, b_ub=np.zeros(n_ev - 1), A_eq=a_eq, b_eq=b_eq,
                  bounds=[(lo, None) for lo in lower], method="highs")
    if res.status != 0:
        return None
    return float(res.fun), [float(t) for t in res.x]


def _order_lp_cbc(a_ub, a_eq, b_eq, lower) -> tuple[float, list[float]] | None:
    require("cbc", "the order LP on CBC")
    import pulp

    from schedbench.errors import ValidationError

    n_ev = len(lower)
    prob = pulp.LpProblem("order", pulp.LpMinimize)
    make = getattr(prob, "add_variable", None)  # PuLP >= 3.3; LpVariable(...) before
    tau = [make(f"t{i}", lowBound=lower[i]) if make else pulp.LpVariable(f"t{i}", lowBound=lower[i])
           for i in range(n_ev)]
    prob += tau[-1]
    for row in a_ub:
        prob += pulp.lpSum(float(c) * tau[i] for i, c in enumerate(row) if c) <= 0.0
    for row, rhs in zip(a_eq, b_eq):
        prob += pulp.lpSum(float(c) * tau[i] for i, c in enumerate(row) if c) == float(rhs)
    from schedbench.solvers.cbc import cbc_path
    exe = cbc_path()
    if exe is None:
        raise ValidationError("solver", install_line("cbc", "CBC"), "cbc")
    prob.solve(pulp.COIN_CMD(path=str(exe), msg=False))
    if pulp.LpStatus[prob.status] != "Optimal":
        return None
    return float(pulp.value(prob.objective)), [float(t.value()) for t in tau]


class _OutOfWork(Exception):
    """The exact method's work budget (or its safety cap) ran out mid-block."""


class OrderLpBudget:
    """The work of :func:`run_online_exact`: at most ``lps`` event-order LPs,
    and the safety cap ``cap`` (read before each LP)."""

    def __init__(self, lps: int, cap: TimeCap):
        self.left = lps
        self.used = 0
        self.cap = cap

    def spend(self) -> None:
        """Count one LP; raise :class:`_OutOfWork` when none is left."""
        if self.left <= 0 or self.cap.reached():
            raise _OutOfWork
        self.left -= 1
        self.used += 1


def block_optimum(instance, block: tuple[int, ...], solver: str = "highs", work: OrderLpBudget | None = None):
    """``(earliest completion of the last job, order, times)`` of the jobs
    ``block`` sharing one GPU, over every event order (None when no order is
    feasible). ``work`` counts the LPs (and may stop the search)."""
    if len(block) == 1:  # alone: start at arrival, rate 1
        j = block[0]
        a, d = instance.jobs[j].arrival_s, instance.jobs[j].duration_s
        return (a + d, ((j, True), (j, False)), [a, a + d])
    best = None
    cutoff = math.inf
    for order in event_orders(instance, block):
        if work is not None:
            work.spend()
        got = order_lp(instance, order, solver)
        if got is not None and got[0] < (best[0] if best else cutoff):
            best = (got[0], order, got[1])
    return best


def block_bound(instance, block: tuple[int, ...]) -> float:
    """A lower bound on the last completion of ``block`` on one GPU:
    ``max(max_j (a_j + d_j), min_j a_j + sum_j d_j / rho)``, where (cap <= 2)
    ``rho = max(1, best non-OOM pair's r_a|b + r_b|a)`` is the most solo work
    the GPU delivers per second (as in ``makespan_lower_bound``); with a cap
    above 2 only the first term."""
    jobs = instance.jobs
    longest = max(jobs[j].arrival_s + jobs[j].duration_s for j in block)
    if instance.max_colocation > 2:
        return longest
    rho = 1.0
    for x, y in itertools.combinations(block, 2):
        if not instance.oom(jobs[x].type, jobs[y].type):
            rho = max(rho, online_rate(instance, x, (y,)) + online_rate(instance, y, (x,)))
    return max(longest, min(jobs[j].arrival_s for j in block) + sum(jobs[j].duration_s for j in block) / rho)


def _set_partitions(items: list[int], max_blocks: int):
    """Set partitions of ``items`` into at most ``max_blocks`` blocks (each once)."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for part in _set_partitions(rest, max_blocks):
        for b in range(len(part)):
            yield part[:b] + [[first] + part[b]] + part[b + 1:]
        if len(part) < max_blocks:
            yield [[first]] + part


def run_online_exact(instance, budget: Budget) -> MethodResult:
    """The proven minimum makespan of a small ``horus-online`` instance
    (one-GPU jobs, at most ``ONLINE_EXACT_MAX_JOBS``), in continuous time.

    Proof. (1) Evictions and OOM records never help: an OOM record holds
    nothing, and deleting an evicted run only removes a co-runner for a
    while (rates are ``1 / max(1, 1 + sum t_deg)``, so no job gets slower)
    and frees capacity, with every other start unchanged. So some optimal
    schedule runs each job once, without interruption, on one GPU. (2) With
    one-GPU jobs the GPUs interact only through which jobs they get: the
    makespan is ``max over GPUs`` of each GPU's last completion, each a
    function of that GPU's jobs alone, and GPUs are identical (Gavel's pair
    rates do not depend on the GPU), so it suffices to take every set
    partition of the jobs into at most N blocks. (3) On one GPU, every
    schedule has an order of its start and end events (ties broken in any
    way), and its times are feasible for :func:`order_lp` of that order,
    whose rates are constant between consecutive events; conversely every
    LP solution is a schedule of that order. So the LP optimum, minimised
    over :func:`event_orders`, is the GPU's earliest last completion.
    Blocks are cached; partitions are taken in increasing order of their
    bound (:func:`block_bound`, max over blocks) and the search stops when
    that bound reaches the incumbent (no later partition can win). When the jobs
    fit one per GPU, every job alone from its arrival attains ``max_j (a_j +
    d_j)``, a bound of every schedule (rates <= 1), so that is returned at
    once, at any size. Otherwise at most ``ONLINE_EXACT_MAX_JOBS`` jobs.
    ``budget.solver`` ``cbc`` solves the LPs with CBC instead of HiGHS.

    Work: at most ``ONLINE_EXACT_ORDER_LPS`` event-order LPs times
    ``Budget.work`` (deterministic); the time limit is only a safety cap
    (CPU seconds, read before each LP). Stopped by either before the proof,
    it returns its incumbent (``feasible``; none: ``no-solution``) and the
    bound ``min(incumbent, sort key of the first partition not finished)``:
    every partition before it was solved, every later one has a key at
    least as large, and a key is a lower bound on its partition's makespan.

    Thresholds (against :func:`schedbench.problems.horus.evaluate_online`).
    Starts: the LP's lower bound on a start is the job's arrival itself (the
    evaluator accepts ``start >= arrival - 1e-9``). Capacity and OOM:
    :func:`event_orders` never has more than ``max_colocation`` jobs active
    nor an OOM pair, as the evaluator checks at every start. A start that
    the order puts right after a completion at the same instant is delayed
    by ``TIE_DELAYS_S`` so that the replay ends the completion first (it
    could otherwise count one job too many on the GPU); the delays move a
    completion by at most about 1e-5 s, far inside the runner's 1e-6
    relative check of the claimed objective, and the next delay is tried if
    the replay still finds a violation. The claimed objective and the bound
    are the LP's (HiGHS; its tolerances make them exact to about 1e-7
    relative, inside the harness's tolerance for a bound above a schedule).
    """
    from schedbench.errors import ValidationError
    from schedbench.problems.horus import HorusOnlineSolution

    t0 = time.perf_counter()
    n = instance.size
    if n > ONLINE_EXACT_MAX_JOBS and n > instance.total_gpus:
        raise ValidationError("size", f"the exact method takes at most {ONLINE_EXACT_MAX_JOBS} jobs"
                              " (or at most one per GPU)", n)
    if any(j.gpus != 1 for j in instance.jobs):
        raise ValidationError("jobs", "the exact method takes one-GPU jobs only (no gangs)",
                              [j.gpus for j in instance.jobs])
    a0 = min(j.arrival_s for j in instance.jobs)
    cache: dict[tuple[int, ...], tuple | None] = {}
    best_val, best_part = math.inf, None
    solver = "cbc" if budget.solver == "cbc" else "highs"
    work = OrderLpBudget(budget.scaled(ONLINE_EXACT_ORDER_LPS), TimeCap(budget.time_limit_s))
    if n <= instance.total_gpus:  # one job per GPU attains max_j (a_j + d_j)
        best_part = [(j,) for j in range(n)]
        alone = [block_optimum(instance, b) for b in best_part]
        cache.update(zip(best_part, alone))
        best_val = max(got[0] for got in alone if got is not None)
    partitions = [] if best_part is not None else [
        [tuple(sorted(b)) for b in part] for part in _set_partitions(list(range(n)), instance.total_gpus)]
    bounds = {b: block_bound(instance, b) for part in partitions for b in part}
    partitions.sort(key=lambda part: (max(bounds[b] for b in part), part))
    unfinished = math.inf  # sort key of the first partition the work budget left unsolved
    for blocks in partitions:
        key = max(bounds[b] for b in blocks)
        if key >= best_val:
            break  # sorted: no later partition can win
        worst = -math.inf
        try:
            for b in blocks:
                if b not in cache:
                    cache[b] = block_optimum(instance, b, solver, work)
                got = cache[b]
                worst = math.inf if got is None else max(worst, got[0])
                if worst >= best_val:
                    break
        except _OutOfWork:
            unfinished = key
            break
        if worst < best_val:
            best_val, best_part = worst, blocks
    proven = unfinished == math.inf
    if best_part is None and proven:
        raise ValidationError("jobs", "no feasible schedule (every order infeasible)", n)
    from schedbench.problems.horus import evaluate_online
    solution = None
    if best_part is not None:
        for delay in TIE_DELAYS_S:
            solution = HorusOnlineSolution(_exact_runs(instance, best_part, cache, delay))
            if evaluate_online(instance, solution).feasible:
                break
    dt = time.perf_counter() - t0
    info = {"blocks_solved": len(cache), "lp_solver": solver, "order_lps": work.used,
            "stopped_at_work_budget": not proven and not work.cap.hit, **work.cap.info()}
    if proven:
        makespan = best_val - a0
        return MethodResult(solution, Status.OPTIMAL, bound=makespan, claimed_objective=makespan,
                            timings=Timings(solve_s=dt, total_s=dt), info=info)
    status = Status.FEASIBLE if solution is not None else Status.NO_SOLUTION
    return MethodResult(solution, status, bound=min(best_val, unfinished) - a0,
                        timings=Timings(solve_s=dt, total_s=dt), info=info)
