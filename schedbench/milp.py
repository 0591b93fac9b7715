"""What every MILP method shares: one solve under the cell's budget, and the
translation of the solver's answer into a method's status and timings.

:func:`run_milp_method` is the one template: it computes the warm start,
builds the model and sets the start (timed together as ``build_s``), calls
:func:`solve_budgeted`, decodes when :func:`has_solution` (``decode_s``),
and returns a :class:`~schedbench.contracts.MethodResult` with
:func:`milp_timings` and :func:`solver_info`. A paper's ``run_*milp`` gives
only what is its own: the model, the decoder, the warm start, and (where it
differs from the default) the claimed objective, the bound and extra info.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from schedbench.contracts import Budget, MethodResult, Status, Timings
from schedbench.errors import NoSolutionError

#: SolveStatus value -> method Status; anything else (unbounded, unavailable,
#: error) is an error of the method.
_STATUS = {
    "optimal": Status.OPTIMAL,
    "feasible": Status.FEASIBLE,
    "no-solution": Status.NO_SOLUTION,
    "infeasible": Status.INFEASIBLE,
}


#: The attribute :func:`schedbench.solvers.solve` leaves on a model: the
#: status of its last solve (a ``SolveStatus`` value), which decoders read.
SOLVE_STATUS_ATTRIBUTE = "_schedbench_solve_status"
#: Solve statuses after which the model's variables hold the solver's values.
_SOLVED = frozenset({"optimal", "feasible"})


def mark_solved(model: Any, status: str) -> None:
    """Record on ``model`` the status of the solve that just ended (for
    :func:`require_solution`). A value that takes no attribute is no model:
    the solve's own checks refuse it."""
    try:
        setattr(model, SOLVE_STATUS_ATTRIBUTE, status)
    except AttributeError:
        pass


def require_solution(model: Any, what: str) -> None:
    """Raise :class:`~schedbench.errors.NoSolutionError` unless ``model``
    holds a solution to decode: after :func:`schedbench.solvers.solve`, one
    whose status is optimal or feasible (a warm start's values are no
    solution); a model solved some other way (any Pyomo solver) must have
    values in its free (not fixed) variables, which an unsolved model lacks
    (values set by hand, such as a warm start, are decoded as they are). ``what`` names the model (``cuckoo-packing
    MILP``) in the message. Every formulation's decoder calls it first."""
    name = getattr(model, "name", None)
    shown = f"{what} {name!r}" if name and name != "unknown" else what
    status = getattr(model, SOLVE_STATUS_ATTRIBUTE, None)
    if status is not None:
        if status not in _SOLVED:
            raise NoSolutionError(f"{shown} holds no solution to decode: its last solve ended {status} "
                                  "(decode only after an optimal or feasible solve)")
        return
    from pyomo.environ import Var

    if all(v.value is None for v in model.component_data_objects(Var, descend_into=True) if not v.fixed):
        raise NoSolutionError(f"{shown} holds no solution to decode: it has not been solved (no variable that the "
                              "solver sets has a value)")


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
        node_limit=budget.node_limit,
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


def stopped_at_time_cap(res: Any) -> bool:
    """Whether the solver stopped at its *time* limit (machine-dependent),
    not at a node limit (deterministic): the first part of its message
    names the limit ("Time limit reached", CBC's "Stopped on time")."""
    return stopped_at_limit(res) and "time" in str(res.message).split(";")[0].lower()


def solver_info(res: Any, **extra: Any) -> dict[str, Any]:
    """The solver facts every MILP method records, plus its own.

    ``stopped_at_limit`` says that the solver ran out of a limit, so the
    report can count such cells apart from the ones that finished, and
    ``stopped_at_time_cap`` that the limit was the clock's (the cell's
    numbers then depend on the machine; a node limit's do not);
    ``incumbent`` and ``solver_bound`` are the solver's own numbers then
    (either may be ``None``: no incumbent yet, or no bound proven yet)."""
    return {"solver": res.solver, "nodes": res.nodes, "message": res.message,
            "stopped_at_limit": stopped_at_limit(res), "stopped_at_time_cap": stopped_at_time_cap(res),
            "incumbent": res.objective, "solver_bound": res.bound, **extra}


@dataclass(frozen=True)
class SolvedMilp:
    """What :func:`run_milp_method` hands to its ``claim``, ``bound`` and
    ``info`` hooks: the solved model, the solver's result (after
    ``rescale``), the method's status and the decoded solution (``None``
    when the solver has none)."""

    model: Any
    res: Any  # schedbench.solvers.SolveResult
    status: Status
    solution: Any | None
    start: Any  # what the ``start`` hook returned
    warm_started: bool  # whether ``warm_start`` set the model's values (a MIP start went to the solver)


def claim_when_optimal(solved: SolvedMilp) -> float | None:
    """Claim the solver's objective only at a proven optimum (an incumbent
    stopped at a limit may score differently under the evaluator)."""
    return solved.res.objective if solved.status is Status.OPTIMAL and solved.solution is not None else None


def claim_when_decoded(solved: SolvedMilp) -> float | None:
    """Claim the solver's objective whenever a solution was decoded (models
    whose objective is the evaluator's exactly, also at an incumbent)."""
    return solved.res.objective if solved.solution is not None else None


def solver_bound(solved: SolvedMilp) -> float | None:
    """The solver's dual bound (valid also when it stopped at a limit)."""
    return solved.res.bound


def _no_start() -> None:
    return None


def _no_info(solved: SolvedMilp) -> dict[str, Any]:
    return {}


def run_milp_method(
    budget: Budget,
    *,
    build: Callable[[Any], Any],
    decode: Callable[[Any], Any],
    start: Callable[[], Any] = _no_start,
    warm_start: Callable[[Any, Any], bool] | None = None,
    rescale: Callable[[Any, Any], Any] | None = None,
    claim: Callable[[SolvedMilp], float | None] = claim_when_optimal,
    bound: Callable[[SolvedMilp], float | None] = solver_bound,
    info: Callable[[SolvedMilp], dict[str, Any]] = _no_info,
) -> MethodResult:
    """Build, warm-start, solve and decode one MILP; each phase timed.

    ``start()`` computes the warm start (usually a heuristic's solution),
    ``build(start)`` the Pyomo model, ``warm_start(model, start)`` sets the
    model's values and says whether it did (a MIP start is handed to the
    solver only then); these three are ``build_s``. ``decode(model)`` turns
    the solver's values into a solution (``decode_s``, with loading the
    values back). ``rescale(model, res)`` converts the solver's objective
    and bound to the problem's units (before anything reads them).
    ``claim``, ``bound`` and ``info`` give the claimed objective, the proven
    bound and the method's own ``info`` entries (added to
    :func:`solver_info`); they run after the clock stops.
    """
    t0 = time.perf_counter()
    warm = start()
    model = build(warm)
    started = warm_start(model, warm) if warm_start is not None else False
    build_s = time.perf_counter() - t0
    res = solve_budgeted(model, budget, warm_start=started)
    t1 = time.perf_counter()
    status = method_status(res)
    solution = decode(model) if has_solution(status) else None
    decode_s = time.perf_counter() - t1
    if rescale is not None:
        res = rescale(model, res)
    solved = SolvedMilp(model, res, status, solution, warm, started)
    return MethodResult(
        solution,
        status,
        bound=bound(solved),
        claimed_objective=claim(solved),
        timings=milp_timings(build_s, res, decode_s),
        info=solver_info(res, **info(solved)),
    )
