"""The CUCKOO packing problem as a MILP (Pyomo).

Reference: CUCKOO (SoCC '25), Sec. 3.3.2, Eq. 3, Eq. 12, Alg. 3.

    maximise    sum_{e in P} W_e x_e                         (Eq. 12 summed over chosen pairs)
    subject to  sum_{e in P : j in e} x_e <= 1   for every job j   (each job in at most one group)
                x_e in {0, 1}                    for every e in P

where P holds the admissible pairs: two distinct jobs requesting the same
number of GPUs (Eq. 3). It is the matching polytope's integer program; the
LP relaxation alone is not integral on odd cycles, so branching or cuts
remain necessary. ``build`` is pure (no solving); ``decode`` reads the
solved model back into a :class:`PackingSolution`.
"""

from __future__ import annotations

import time

import numpy as np
import pyomo.environ as pyo

from schedbench.contracts import Budget, MethodResult, Status, Timings
from schedbench.instances.cuckoo import CuckooPackingInstance
from schedbench.problems.cuckoo import PackingSolution, pair_tables


def build(instance: CuckooPackingInstance) -> pyo.ConcreteModel:
    """The MILP above. ``model.pair_u[e]``/``model.pair_v[e]`` give each
    binary's two job indices; ``model.x[e]`` is the decision."""
    classes = pair_tables(instance)
    us, vs, ws = [], [], []
    for cls in classes:
        a, b = np.triu_indices(len(cls.jobs), k=1)
        us.append(cls.jobs[a])
        vs.append(cls.jobs[b])
        ws.append(cls.total[a, b])
    u = np.concatenate(us) if us else np.empty(0, dtype=np.int64)
    v = np.concatenate(vs) if vs else np.empty(0, dtype=np.int64)
    w = np.concatenate(ws) if ws else np.empty(0)

    m = pyo.ConcreteModel(name=f"cuckoo-packing-{instance.id}")
    m.P = pyo.RangeSet(0, len(u) - 1) if len(u) else pyo.Set(initialize=[])
    m.J = pyo.RangeSet(0, len(instance.jobs) - 1)
    m.pair_u = u.tolist()
    m.pair_v = v.tolist()
    m.x = pyo.Var(m.P, within=pyo.Binary)
    weights = w.tolist()
    m.value = pyo.Objective(expr=pyo.quicksum(weights[e] * m.x[e] for e in m.P), sense=pyo.maximize)  # Eq. 12

    incident: list[list[int]] = [[] for _ in range(len(instance.jobs))]
    for e, (a, b) in enumerate(zip(m.pair_u, m.pair_v)):
        incident[a].append(e)
        incident[b].append(e)

    def degree(model, j):
        if not incident[j]:
            return pyo.Constraint.Skip
        return pyo.quicksum(model.x[e] for e in incident[j]) <= 1  # one group per job

    m.degree = pyo.Constraint(m.J, rule=degree)
    return m


def decode(instance: CuckooPackingInstance, model: pyo.ConcreteModel) -> PackingSolution:
    """The pairs whose binary is 1 in the solved model."""
    pairs = []
    for e in model.P:
        val = model.x[e].value
        if val is not None and val > 0.5:
            pairs.append((instance.jobs[model.pair_u[e]].id, instance.jobs[model.pair_v[e]].id))
    return PackingSolution.of(pairs)


def warm_start(instance: CuckooPackingInstance, model: pyo.ConcreteModel, solution: PackingSolution) -> None:
    """Set the binaries to a known packing (a MIP start for the solver)."""
    index = {j.id: k for k, j in enumerate(instance.jobs)}
    chosen = {(min(index[a], index[b]), max(index[a], index[b])) for a, b in solution.pairs}
    for e in model.P:
        model.x[e].set_value(1 if (model.pair_u[e], model.pair_v[e]) in chosen else 0)


_STATUS = {
    "optimal": Status.OPTIMAL,
    "feasible": Status.FEASIBLE,
    "no-solution": Status.NO_SOLUTION,
    "infeasible": Status.INFEASIBLE,
}


def run_milp(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """Build, warm-start with ``blossom-pruned``, solve, decode; each phase timed."""
    from schedbench.heuristics.cuckoo import blossom_pruned
    from schedbench.solvers import solve

    t0 = time.perf_counter()
    model = build(instance)
    start = blossom_pruned(instance, budget).solution
    warm_start(instance, model, start)
    build_s = time.perf_counter() - t0
    res = solve(
        model,
        solver=budget.solver,
        time_limit=budget.time_limit_s,
        mip_rel_gap=budget.mip_rel_gap,
        threads=budget.threads,
        seed=budget.seed,
        warm_start=True,
    )
    t1 = time.perf_counter()
    status = _STATUS.get(res.status.value, Status.ERROR)
    solution = decode(instance, model) if status in (Status.OPTIMAL, Status.FEASIBLE) else None
    decode_s = time.perf_counter() - t1
    info = {"solver": res.solver, "nodes": res.nodes, "message": res.message, "binaries": len(model.P)}
    return MethodResult(
        solution,
        status,
        bound=res.bound,
        claimed_objective=res.objective if solution is not None else None,
        timings=Timings(
            build_s=build_s,
            handoff_s=res.handoff_s,
            solve_s=res.solver_s,
            decode_s=decode_s + res.load_s,
            total_s=build_s + res.wall_s + decode_s,
        ),
        info=info,
    )
