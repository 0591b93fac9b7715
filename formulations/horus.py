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
import time
from collections import defaultdict

import pyomo.environ as pyo

from schedbench.contracts import Budget, MethodResult, Status
from schedbench.instances.horus import HorusInstance
from schedbench.milp import has_solution, method_status, milp_timings, solve_budgeted, solver_info
from schedbench.problems.horus import HorusSolution, deferral_penalty, gpu_cost, jobs_per_gpu

#: Absolute slack when a column's resources are compared with a capacity.
CAPACITY_TOL = 1e-9


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
        room = instance.max_colocation - gpu.jobs
        free_mem = gpu.mem_capacity_mib - gpu.used_mem_mib + CAPACITY_TOL
        fits = [k for k, j in enumerate(jobs) if j.mem_mib <= free_mem and j.gpus <= instance.num_gpus]
        for size in range(1, room + 1):
            for s in itertools.combinations(fits, size):
                if (sum(jobs[k].mem_mib for k in s) <= free_mem
                        and sum(jobs[k].cpu_per_gpu for k in s) <= node.cpu_free + CAPACITY_TOL
                        and sum(jobs[k].ram_per_gpu_gb for k in s) <= node.ram_free_gb + CAPACITY_TOL):
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
            return total <= getattr(instance.nodes[n], free) if by_node[n] else pyo.Constraint.Skip
        return rule

    m.cpu = pyo.Constraint(list(by_node), rule=node_rule("cpu_per_gpu", "cpu_free"))  # Eq. 5
    m.ram = pyo.Constraint(list(by_node), rule=node_rule("ram_per_gpu_gb", "ram_free_gb"))
    m.obj = pyo.Objective(expr=sum(cols[i][2] * m.z[i] for i in m.C) + penalty * sum(m.u[k] for k in m.J),
                          sense=pyo.minimize)
    return m


def decode(instance: HorusInstance, model: pyo.ConcreteModel) -> HorusSolution:
    """Give each chosen column distinct GPUs of its class (see "Exactness")."""
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


def _run(instance: HorusInstance, budget: Budget, model: pyo.ConcreteModel, decoder, start: HorusSolution | None,
         build_s: float, exact: bool, **extra) -> MethodResult:
    res = solve_budgeted(model, budget, warm_start=start is not None)
    t1 = time.perf_counter()
    status = method_status(res)
    solution = decoder(instance, model) if has_solution(status) else None
    decode_s = time.perf_counter() - t1
    info = solver_info(res, incumbent_objective=res.objective, **extra)
    if not exact:
        info.update(static_bound=res.bound, static_status=status.value)
        status = Status.FEASIBLE if status is Status.OPTIMAL else status
    return MethodResult(solution, status, bound=res.bound if exact else None,
                        claimed_objective=res.objective if exact and status is Status.OPTIMAL else None,
                        timings=milp_timings(build_s, res, decode_s), info=info)


def run_milp(instance: HorusInstance, budget: Budget) -> MethodResult:
    """Build, warm-start with ``horus`` (Alg. 1), solve, decode; each phase timed."""
    from schedbench.heuristics.horus import horus
    t0 = time.perf_counter()
    model = build(instance)
    start = horus(instance, budget).solution
    started = warm_start(instance, model, start)
    build_s = time.perf_counter() - t0
    return _run(instance, budget, model, decode, start if started else None, build_s, True,
                columns=len(model.cols), classes=len(model.classes))


def build_ilp(instance: HorusInstance) -> pyo.ConcreteModel:
    """Eq. 3-10 as printed, with A2, A3 and A6 (see above)."""
    gl = instance.gpu_list
    jobs = instance.jobs
    pairs = [(k, g) for k, j in enumerate(jobs) for g, (_, gpu) in enumerate(gl)
             if gpu.jobs < instance.max_colocation
             and gpu.used_mem_mib + j.mem_mib <= gpu.mem_capacity_mib + CAPACITY_TOL]
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
    m.mem = pyo.Constraint(list(by_gpu), rule=lambda mod, g: sum(jobs[k].mem_mib * mod.x[k, g] for k in by_gpu[g])
                           <= gl[g][1].mem_capacity_mib - gl[g][1].used_mem_mib)  # A3
    m.cap = pyo.Constraint(list(by_gpu), rule=lambda mod, g: sum(mod.x[k, g] for k in by_gpu[g])
                           <= instance.max_colocation - gl[g][1].jobs)  # A6
    node_pairs: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for k, g in pairs:
        node_pairs[gl[g][0]].append((k, g))
    m.cpu = pyo.Constraint(list(node_pairs), rule=lambda mod, n: sum(
        jobs[k].cpu_per_gpu * mod.x[k, g] for k, g in node_pairs[n]) <= instance.nodes[n].cpu_free)  # Eq. 5
    m.ram = pyo.Constraint(list(node_pairs), rule=lambda mod, n: sum(
        jobs[k].ram_per_gpu_gb * mod.x[k, g] for k, g in node_pairs[n]) <= instance.nodes[n].ram_free_gb)
    cost = {(k, g): gpu_cost(instance, g, (k,), "static") for k, g in pairs}  # Eq. 7-10, pre-round state
    m.obj = pyo.Objective(expr=sum(cost[p] * m.x[p] for p in pairs)
                          + deferral_penalty(instance) * sum(m.u[k] for k in m.J), sense=pyo.minimize)
    return m


def decode_ilp(instance: HorusInstance, model: pyo.ConcreteModel) -> HorusSolution:
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
    ``static``."""
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
