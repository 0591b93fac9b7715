"""What every MILP method shares: one solve under the cell's budget, and the
translation of the solver's answer into a method's status and timings.

Each paper's ``run_*milp`` builds its model, warm-starts it, calls
:func:`solve_budgeted`, decodes when :func:`has_solution`, and reports
:func:`milp_timings`; only the claimed objective and bound are its own.
"""

from __future__ import annotations

from typing import Any

from schedbench.contracts import Budget, Status, Timings

#: SolveStatus value -> method Status; anything else (unbounded, unavailable,
#: error) is an error of the method.
_STATUS = {
    "optimal": Status.OPTIMAL,
    "feasible": Status.FEASIBLE,
    "no-solution": Status.NO_SOLUTION,
    "infeasible": Status.INFEASIBLE,
}


def solve_budgeted(model: Any, budget: Budget, *, warm_start: bool):
    """:func:`schedbench.solvers.solve` with the budget's solver, limits and seed."""
    from schedbench.solvers import solve

    return solve(
        model,
        solver=budget.solver,
        time_limit=budget.time_limit_s,
        mip_rel_gap=budget.mip_rel_gap,
        threads=budget.threads,
        seed=budget.seed,
        warm_start=warm_start,
    )


def method_status(res: Any) -> Status:
    """The method's status for a :class:`~schedbench.solvers.SolveResult`."""
    return _STATUS.get(res.status.value, Status.ERROR)


def has_solution(status: Status) -> bool:
    """Whether the model holds values worth decoding."""
    return status in (Status.OPTIMAL, Status.FEASIBLE)


def milp_timings(build_s: float, res: Any, decode_s: float) -> Timings:
    """Build (ours), hand-off and solve (the solver's), decode (ours plus
    loading values back into Pyomo); total = build + solver wall + decode."""
    return Timings(
        build_s=build_s,
        handoff_s=res.handoff_s,
        solve_s=res.solver_s,
        decode_s=decode_s + res.load_s,
        total_s=build_s + res.wall_s + decode_s,
    )


#: Solver statuses that mean "stopped at a limit" (solvers.SolveStatus: a
#: limit is never optimal; with an incumbent it is feasible, without one no-solution).
_LIMIT_STATUSES = frozenset({"feasible", "no-solution"})


def stopped_at_limit(res: Any) -> bool:
    """Whether the solver stopped at its time (or other) limit before proving optimality."""
    return res.status.value in _LIMIT_STATUSES


def solver_info(res: Any, **extra: Any) -> dict[str, Any]:
    """The solver facts every MILP method records, plus its own.

    ``stopped_at_limit`` says that the solver ran out of its limit, so the
    report can count such cells apart from the ones that finished;
    ``incumbent`` and ``solver_bound`` are the solver's own numbers then
    (either may be ``None``: no incumbent yet, or no bound proven yet)."""
    return {"solver": res.solver, "nodes": res.nodes, "message": res.message,
            "stopped_at_limit": stopped_at_limit(res), "incumbent": res.objective, "solver_bound": res.bound, **extra}
