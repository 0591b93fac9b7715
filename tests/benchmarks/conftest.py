"""Shared helpers of the benchmark suite: solution quality in ``extra_info``
and its check against a compared baseline (issue 16, item 1).

``quality(objective, bound, sense)`` records the objective and the gap to a
reference bound (``schedbench.contracts.gap_to_bound``: one definition) in
the benchmark's ``extra_info``; when the run compares against a baseline
(``--benchmark-compare=FILE``) that holds an objective for the same
benchmark, a different objective fails the test, so the documented gate
command fails on a quality regression as ``--benchmark-compare-fail`` does on
a speed one.
"""

from __future__ import annotations

import math
import os

import pytest

from schedbench.contracts import OBJECTIVE_REL_TOL, Sense, gap_to_bound

#: Heuristics are deterministic on a fixed seed: only float summation order
#: may move their objective (tests/test_pinned_objectives.py uses the same).
QUALITY_REL_TOL = 1e-9


def pytest_benchmark_update_machine_info(config, machine_info):
    """Keep host names and interpreter paths out of committed baselines."""
    machine_info.pop("node", None)
    if machine_info.get("python_executable"):
        machine_info["python_executable"] = os.path.basename(machine_info["python_executable"])


def pytest_benchmark_update_json(config, benchmarks, output_json):
    """``--benchmark-json`` writes every round's time; a baseline needs only
    the statistics (``--benchmark-save-data`` keeps the rounds)."""
    if not config.getoption("benchmark_save_data"):
        for bench in output_json["benchmarks"]:
            bench["stats"].pop("data", None)


def _baseline_extra_info(config, fullname: str) -> dict | None:
    session = getattr(config, "_benchmarksession", None)
    for mapping in (getattr(session, "compared_mapping", None) or {}).values():
        if fullname in mapping:
            return mapping[fullname].get("extra_info") or {}
    return None


@pytest.fixture
def quality(benchmark, request):
    def record(objective: float, bound: float | None, sense: Sense, exact: bool) -> None:
        benchmark.extra_info["objective"] = objective
        benchmark.extra_info["gap"] = gap_to_bound(objective, bound, sense)
        baseline = _baseline_extra_info(request.config, benchmark.fullname)
        if baseline and baseline.get("objective") is not None:
            tol = OBJECTIVE_REL_TOL if exact else QUALITY_REL_TOL
            assert math.isclose(objective, baseline["objective"], rel_tol=tol, abs_tol=tol), (
                f"quality regression: objective {objective!r}, baseline {baseline['objective']!r}"
            )

    return record


@pytest.fixture
def score(quality):
    """``score(problem, instance, result, bound=None)``: record, untimed, the
    evaluator's objective of a benchmarked method's result (a
    :class:`~schedbench.contracts.MethodResult` or a scored run) and its gap
    to ``bound`` (default: the result's own proven bound; no gap without
    one) through :func:`quality`. The older benchmarks call it after timing."""
    from schedbench.registry import registry

    def record(problem: str, instance, result, bound: float | None = None):
        spec = registry().get(problem)
        method_result = getattr(result, "result", result)  # a ScoredRun holds the MethodResult
        evaluation = getattr(result, "evaluation", None) or spec.evaluate(instance, method_result.solution)
        assert evaluation.feasible, evaluation.violations[:3]
        exact = method_result.status.value == "optimal"
        quality(evaluation.objective, method_result.bound if bound is None else bound, spec.sense, exact)
        return evaluation

    return record
