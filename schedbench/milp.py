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

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from schedbench.contracts import OBJECTIVE_REL_TOL, Budget, MethodResult, Sense, Status, Timings, better
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


#: The name of the model's own decoded solution among a method's candidates
#: (:func:`best_incumbent`); a warm start goes by its heuristic's name.
MODEL = "model"


@dataclass(frozen=True)
class Incumbent:
    """What a MILP method returns, chosen by :func:`best_incumbent`: the
    ``solution``, where it comes from (``source``: :data:`MODEL` or a warm
    start's name; ``None`` with no solution), the evaluator's ``objective``
    and ``sense``, and every candidate's score (``None``: refused)."""

    solution: Any | None
    source: str | None
    objective: float | None
    sense: Sense | None
    scores: dict[str, float | None]

    def info(self) -> dict[str, Any]:
        """What the method records: the returned solution's source and every candidate's score."""
        return {"returned": self.source, "candidate_objectives": dict(self.scores)}


def _score(evaluation: Any) -> float | None:
    """An evaluation's objective if it is a result (feasible, finite), else None."""
    obj = evaluation.objective
    return float(obj) if evaluation.feasible and obj is not None and math.isfinite(obj) else None


def best_incumbent(decoded: Any | None, warm_starts: Sequence[tuple[str, Any | None]],
                   evaluate: Callable[[Any], Any]) -> Incumbent:
    """The best of the model's ``decoded`` solution and the ``warm_starts``
    ((name, solution); a None solution is skipped), as ``evaluate`` (the
    problem's evaluator on the instance) scores them.

    The evaluator is the definition, so it alone ranks them: a warm start
    replaces the decoded solution only when it scores strictly better, so
    ties keep the model's solution (and its claim). A decoded solution the
    evaluator refuses is returned as it is: that is a model error, which the
    runner must report, not hide behind a warm start. With no decoded
    solution the best warm start is returned (none feasible: no solution).
    """
    scores: dict[str, float | None] = {}
    best: tuple[str, Any, float, Sense] | None = None
    sense: Sense | None = None
    if decoded is not None:
        ev = evaluate(decoded)
        scores[MODEL] = own = _score(ev)
        if own is None:
            return Incumbent(decoded, MODEL, None, ev.sense, scores)
        best = (MODEL, decoded, own, ev.sense)
    for name, solution in warm_starts:
        if solution is None:
            continue
        ev = evaluate(solution)
        scores[name] = obj = _score(ev)
        sense = ev.sense
        if obj is not None and (best is None or better(obj, best[2], ev.sense)):
            best = (name, solution, obj, ev.sense)
    if best is None:
        return Incumbent(None, None, None, sense, scores)
    return Incumbent(best[1], best[0], best[2], best[3], scores)


def certified(objective: float | None, bound: float | None, budget: Budget,
              sense: Sense | None = Sense.MINIMIZE, slack: float = 0.0) -> bool:
    """Whether an evaluator's ``objective`` meets a proven ``bound`` (lower
    for minimisation, upper for maximisation): within the budget's MIP gap
    (the solver's own optimality test), plus
    :data:`~schedbench.contracts.OBJECTIVE_REL_TOL` relative (the runner's
    tolerance between a claim and the evaluator) and a model's own absolute
    ``slack`` (its solver tolerances, argued where it is given)."""
    if objective is None or bound is None or not math.isfinite(objective) or not math.isfinite(bound):
        return False
    excess = objective - bound if sense is not Sense.MAXIMIZE else bound - objective
    return excess <= budget.mip_rel_gap * abs(objective) + OBJECTIVE_REL_TOL * max(abs(objective), 1.0) + slack


def settle(solver_status: Status, incumbent: Incumbent, bound: float | None, budget: Budget,
           slack: float = 0.0) -> Status:
    """The method's status once :func:`best_incumbent` has chosen.

    ``optimal`` exactly when the returned solution's score meets the proven
    ``bound`` (:func:`certified`), whatever the solver said: a proof is the
    bound's, and the evaluator confirms the solution's side of it (so a
    warm start at the bound is optimal, and a solver optimum whose decoded
    solution scores off the bound is not). Otherwise ``feasible`` with a
    solution, ``no-solution`` without one. A solver error stays an error;
    an infeasible model next to a feasible warm start is an error of the
    model (the caller says so), never a verdict of infeasibility.
    """
    if solver_status is Status.ERROR:
        return Status.ERROR
    if solver_status is Status.INFEASIBLE:
        return Status.ERROR if incumbent.solution is not None else Status.INFEASIBLE
    if incumbent.solution is None:
        return Status.NO_SOLUTION
    if certified(incumbent.objective, bound, budget, incumbent.sense, slack):
        return Status.OPTIMAL
    return Status.FEASIBLE


#: The message of :func:`settle`'s error for an infeasible model next to a feasible warm start.
INFEASIBLE_WITH_START = "the model is infeasible, yet warm start {name!r} is feasible (objective {objective!r}): a model error"


def _no_start() -> None:
    return None


def _no_info(solved: SolvedMilp) -> dict[str, Any]:
    return {}


def _no_solutions(start: Any) -> Sequence[tuple[str, Any | None]]:
    return ()


def _no_slack(solved: SolvedMilp) -> float:
    return 0.0


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
    evaluate: Callable[[Any], Any] | None = None,
    warm_solutions: Callable[[Any], Sequence[tuple[str, Any | None]]] = _no_solutions,
    slack: Callable[[SolvedMilp], float] = _no_slack,
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

    With ``evaluate`` (the problem's evaluator on the instance), the method
    returns the best of the decoded solution and ``warm_solutions(start)``
    ((name, solution) pairs: every warm-start solution the method had) as
    the evaluator scores them (:func:`best_incumbent`), never worse than its
    warm start, and its status is :func:`settle`'s: ``optimal`` only when
    that score meets the bound within :func:`certified`'s tolerances plus
    ``slack(solved)`` (a model's own, argued where given). The claim is
    ``claim``'s only when the model's solution is returned (a warm start
    carries no model objective). Scoring counts in ``decode_s``.
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
    proven = bound(solved)
    claimed = claim(solved)
    extra = info(solved)
    if evaluate is not None:
        t2 = time.perf_counter()
        incumbent = best_incumbent(solution, warm_solutions(warm), evaluate)
        status = settle(status, incumbent, proven, budget, slack(solved))
        if incumbent.source != MODEL:
            claimed = None
        extra = {**extra, **incumbent.info()}
        if status is Status.ERROR and res.status.value == "infeasible":
            extra["message"] = INFEASIBLE_WITH_START.format(name=incumbent.source, objective=incumbent.objective)
        solution = incumbent.solution if status is not Status.ERROR else None
        decode_s += time.perf_counter() - t2
    return MethodResult(
        solution,
        status,
        bound=proven,
        claimed_objective=claimed,
        timings=milp_timings(build_s, res, decode_s),
        info=solver_info(res, **extra),
    )
