"""Solver back ends behind one call and one result type (DESIGN.md, "Solver call").

``solve(model, solver="highs", ...)`` takes a linear Pyomo model (one active
objective; continuous, integer and binary variables with bounds), solves it,
loads the values back into the model's variables and returns a
:class:`SolveResult`. Two back ends:

* ``"highs"``: the fast path. The model is compiled to sparse arrays
  (``standard_form``) and handed to ``highspy`` in one call.
* ``"cbc"``: the cross-check. Pyomo writes an MPS file, PuLP's bundled CBC
  binary solves it in a subprocess.

``solve`` never raises for solver trouble (the matrix must go on): a missing
solver gives ``UNAVAILABLE``, a crash ``ERROR``, a time limit ``FEASIBLE`` or
``NO_SOLUTION``. It raises only for caller mistakes: an unknown solver name
(``UnknownNameError``) and bad argument values or a model no linear solver can
take (``ValidationError``, naming the argument or the model component).

An "unbounded or infeasible" answer (HiGHS presolve's verdict) is settled by
a second solve of the constraints alone: feasible means ``UNBOUNDED``,
infeasible means ``INFEASIBLE``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from time import perf_counter
from typing import Any

from schedbench.errors import UnknownNameError, ValidationError
from schedbench.extras import install_line
from schedbench.milp import mark_solved
from schedbench.solvers import cbc
from schedbench.solvers.cbc import solve_cbc
from schedbench.solvers.export import export_model
from schedbench.solvers.highs import highs_available, solve_highs
from schedbench.solvers.options import SolveOptions, make_options
from schedbench.solvers.result import SolveResult, SolveStatus, relative_gap

__all__ = [
    "SolveOptions",
    "SolveResult",
    "SolveStatus",
    "available_solvers",
    "export_model",
    "relative_gap",
    "solve",
]

#: Every solver name ``solve`` knows, installed or not.
KNOWN_SOLVERS = ("highs", "cbc")


def _backend(name: str) -> tuple[Callable[[Any, SolveOptions], SolveResult], Callable[[], bool]]:
    """The solve function and the availability check of a known solver."""
    if name == "highs":
        return solve_highs, highs_available
    return solve_cbc, lambda: cbc.cbc_path() is not None


def available_solvers() -> list[str]:
    """The known solvers that are installed here, in ``KNOWN_SOLVERS`` order."""
    return [name for name in KNOWN_SOLVERS if _backend(name)[1]()]


def solve(
    model: Any,
    solver: str = "highs",
    time_limit: float = 60.0,
    mip_rel_gap: float = 1e-6,
    threads: int = 1,
    seed: int = 0,
    warm_start: bool = False,
    node_limit: int | None = None,
) -> SolveResult:
    """Solve a linear Pyomo model and load the solution into its variables.

    Args:
        model: a Pyomo ``ConcreteModel`` with exactly one active objective.
        solver: ``"highs"`` or ``"cbc"`` (see :func:`available_solvers`).
        time_limit: seconds the solver may search (> 0). The hand-off and the
            loading of values come on top (see the result's timings); CBC is
            killed if it overruns by more than a grace period.
        mip_rel_gap: stop when ``|objective - bound| / |objective|`` is at most this.
        threads: threads the solver may use (>= 1).
        seed: the solver's random seed (0 .. 2**31 - 1), for repeatable runs.
        warm_start: hand the variables' current values (where set) to the
            solver as a MIP start, e.g. a heuristic's solution.
        node_limit: branch-and-bound nodes the solver may explore (>= 1), or
            ``None`` for no limit. With one thread a node-limited search is
            deterministic, unlike a time-limited one; a solve stopped at the
            node limit is ``FEASIBLE`` or ``NO_SOLUTION``, as at a time limit.

    Returns:
        A :class:`SolveResult`. When its status is ``OPTIMAL`` or ``FEASIBLE``
        every variable of the model holds a value (integers as exact ints).
        The status is also recorded on the model: the formulations' decoders
        refuse a model whose last solve found no solution
        (:func:`schedbench.milp.require_solution`).
    """
    t0 = perf_counter()
    if not isinstance(solver, str):
        raise ValidationError("solver", "must be a solver name", solver)
    if solver not in KNOWN_SOLVERS:
        raise UnknownNameError("solver", solver, list(KNOWN_SOLVERS))
    options = make_options(time_limit, mip_rel_gap, threads, seed, warm_start, node_limit)
    run, available = _backend(solver)
    if not available():
        missing = install_line("cbc", "--solver cbc") if solver == "cbc" else f"{solver} is not installed"
        result = _failure(SolveStatus.UNAVAILABLE, solver, t0, missing)
    else:
        try:
            result = replace(run(model, options), wall_s=perf_counter() - t0)
        except ValidationError:
            raise
        except Exception as exc:  # a solver crash is a result, never the end of the matrix
            result = _failure(SolveStatus.ERROR, solver, t0, f"{type(exc).__name__}: {exc}")
    mark_solved(model, result.status.value)  # what the decoders check (schedbench.milp.require_solution)
    return result


def _failure(status: SolveStatus, solver: str, t0: float, message: str) -> SolveResult:
    return SolveResult(
        status=status,
        objective=None,
        bound=None,
        gap=None,
        wall_s=perf_counter() - t0,
        handoff_s=0.0,
        solver_s=0.0,
        load_s=0.0,
        nodes=None,
        solver=solver,
        message=message,
    )
