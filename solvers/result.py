"""The one result type every solver back end returns (DESIGN.md, "Solver call").

The shape follows Pyomo's ``contrib.solver`` results (a termination enum, an
objective bound, wall-clock timing) and linopy's ``SolverReport``: an enum for
the status, a frozen record for the numbers, and one function for the gap, so
that HiGHS and CBC answers are compared field by field.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass

from schedbench.contracts import GAP_FLOOR


class SolveStatus(str, enum.Enum):
    """Normalised outcome of one solver call.

    A limit (time) is never reported as optimal: with an incumbent it is
    ``FEASIBLE``, without one ``NO_SOLUTION``. ``UNAVAILABLE`` means the solver
    is not installed; ``ERROR`` means it crashed or answered something we
    could not read (``SolveResult.message`` says what).
    """

    OPTIMAL = "optimal"
    FEASIBLE = "feasible"
    NO_SOLUTION = "no-solution"
    INFEASIBLE = "infeasible"
    UNBOUNDED = "unbounded"
    ERROR = "error"
    UNAVAILABLE = "unavailable"

    @property
    def has_solution(self) -> bool:
        """True when variable values were loaded back into the model."""
        return self in (SolveStatus.OPTIMAL, SolveStatus.FEASIBLE)


@dataclass(frozen=True)
class SolveResult:
    """What one :func:`schedbench.solvers.solve` call found and what it cost.

    Objective and bound are in the model's own sense and include the
    objective's constant offset. ``bound`` is the dual bound the solver proved
    (a lower bound when minimising, an upper bound when maximising); when the
    status is ``OPTIMAL`` it equals ``objective`` up to the requested
    ``mip_rel_gap``. Times are wall-clock seconds: ``handoff_s`` translates the
    Pyomo model into solver input, ``solver_s`` is spent inside the solver,
    ``load_s`` writes the values back into the model, ``wall_s`` is the whole
    call (validation included).
    """

    status: SolveStatus
    objective: float | None
    bound: float | None
    gap: float | None
    wall_s: float
    handoff_s: float
    solver_s: float
    load_s: float
    nodes: int | None
    solver: str
    message: str = ""


def relative_gap(objective: float | None, bound: float | None) -> float | None:
    """``|objective - bound| / max(|objective|, GAP_FLOOR)`` (DESIGN.md, "Gap").

    ``None`` when either side is missing or not finite, so that a time-out
    without a bound is never mistaken for a zero gap.
    """
    if objective is None or bound is None:
        return None
    if not (math.isfinite(objective) and math.isfinite(bound)):
        return None
    return abs(objective - bound) / max(abs(objective), GAP_FLOOR)
