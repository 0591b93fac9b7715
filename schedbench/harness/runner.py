"""Run one method on one instance and score it with the problem's evaluator.

This is the one place where a method's output meets the evaluator: the CLI's
``solve`` and the harness's worker processes both call :func:`run_and_score`.
"""

from __future__ import annotations

import math
import time
import traceback
from dataclasses import dataclass, replace
from typing import Any

from schedbench.contracts import (
    OBJECTIVE_REL_TOL,
    Budget,
    Evaluation,
    MethodResult,
    Status,
    Timings,
    beats_bound,
    gap_to_bound,
)
from schedbench.specs import MethodSpec, ProblemSpec


@dataclass(frozen=True)
class ScoredRun:
    """A method's result, the evaluator's verdict, and the derived gap."""

    result: MethodResult
    evaluation: Evaluation | None
    gap_to_bound: float | None
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "result": self.result.to_dict(),
            "evaluation": None if self.evaluation is None else self.evaluation.to_dict(),
            "gap_to_bound": self.gap_to_bound,
            "error": self.error,
        }


def run_and_score(spec: ProblemSpec, method: str, instance: Any, budget: Budget) -> ScoredRun:
    """Run ``method`` within ``budget``; never raises for a method's failure.

    A crash becomes status ``error`` with the traceback's last line in
    ``error``; so does a crash of the evaluator on the method's solution. A
    solution the evaluator finds infeasible, one it scores with an infinite
    or NaN objective, or an exact method whose own objective disagrees with
    the evaluator beyond ``OBJECTIVE_REL_TOL``, is also an ``error``: these
    are bugs (or out-of-range inputs), not results. So is a solution outside
    the problem's bounded space (``ProblemSpec.solution_outside_bounds``, a
    preemptive schedule of a non-preemptive problem) from a method not
    declared ``outside_bounds``. The error of a plug-in method names its
    package (``plug-in mypkg 1.0: ...``).
    """
    m = spec.method(method)
    scored = _run_and_score(spec, m, instance, budget)
    if m.origin is not None and scored.error is not None:
        scored = replace(scored, error=f"plug-in {m.origin.label()}: {scored.error}")
    return scored


def _run_and_score(spec: ProblemSpec, m: MethodSpec, instance: Any, budget: Budget) -> ScoredRun:
    start = time.perf_counter()
    try:
        result = m.run(instance, budget)
    except Exception as exc:  # a method's crash is a result, not the matrix's end
        elapsed = time.perf_counter() - start
        last = traceback.format_exception_only(type(exc), exc)[-1].strip()
        return ScoredRun(
            MethodResult(None, Status.ERROR, timings=Timings(total_s=elapsed), info={"traceback": traceback.format_exc()}),
            None,
            None,
            error=last,
        )
    if result.timings.total_s == 0.0:
        result = replace(result, timings=replace(result.timings, total_s=time.perf_counter() - start))
    if result.solution is None:
        message = None
        if result.status is Status.ERROR:
            message = str(result.info.get("message") or "the method reported an error without a message")
        return ScoredRun(result, None, None, error=message)
    try:
        evaluation = spec.evaluate(instance, result.solution)
    except Exception as exc:  # noqa: BLE001 - the evaluator's crash (extreme magnitudes, a bug) is an error, not a traceback
        last = traceback.format_exception_only(type(exc), exc)[-1].strip()
        info = {**result.info, "traceback": traceback.format_exc()}
        return ScoredRun(replace(result, status=Status.ERROR, info=info), None, None,
                         error=f"the evaluator failed on the method's solution: {last}")
    error = None
    outside = "" if spec.solution_outside_bounds is None or not evaluation.feasible else \
        spec.solution_outside_bounds(result.solution)
    if not evaluation.feasible:
        error = "infeasible solution: " + "; ".join(evaluation.violations[:3])
    elif outside and not m.outside_bounds:
        error = (f"the solution is {outside}, outside the problem this method was registered for; only a "
                 "method declared outside the bounds' space may return one")
    elif evaluation.objective is not None and not math.isfinite(evaluation.objective):
        error = f"the evaluator scored a non-finite objective ({evaluation.objective!r}): not a result"
    elif result.claimed_objective is not None and evaluation.objective is not None:
        scale = max(abs(evaluation.objective), 1.0)
        if abs(result.claimed_objective - evaluation.objective) > OBJECTIVE_REL_TOL * scale:
            error = (
                f"method claims objective {result.claimed_objective!r} but the evaluator scores "
                f"{evaluation.objective!r}"
            )
    if (
        error is None
        and result.bound is not None
        and evaluation.objective is not None
        and beats_bound(evaluation.objective, result.bound, spec.sense)
    ):
        error = f"objective {evaluation.objective!r} beats the method's own proven bound {result.bound!r}"
    if error is not None:
        result = replace(result, status=Status.ERROR)
    return ScoredRun(result, evaluation, gap_to_bound(evaluation.objective, result.bound, spec.sense), error)
