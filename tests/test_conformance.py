"""One conformance battery over the registry (STYLE.md, "Tests"): every
registered problem and every method, on the smallest default instances.

For each problem and seed:
- the instance document round-trips through JSON with the same id;
- every method ends optimal or feasible, with no runner error (the runner
  already rejects infeasible solutions, exact objectives the evaluator
  disagrees with, and objectives that beat the method's own bound);
- every solution round-trips through JSON and scores the same;
- no method's objective beats any method's proven bound on the instance
  (except a method registered as lying outside the bounds' solution space,
  ``MethodSpec.outside_bounds``: CASTOR's preemptive Tiresias);
- every exact method gives the same optimum under HiGHS and CBC (seed 0).

A problem added to the registry joins the battery without a line here.
"""

from __future__ import annotations

import json
import math

import pytest

from schedbench.contracts import Budget, Status, beats_bound
from schedbench.io import instance_document, parse_instance_document
from schedbench.registry import registry
from schedbench.harness.runner import run_and_score
from schedbench.solvers import available_solvers

#: Instance seeds of the battery.
SEEDS = (0, 1)
#: Per-method budget: the smallest instances solve in well under a second.
BUDGET = Budget(time_limit_s=30.0)
#: Objectives equal within this relative tolerance (contracts.OBJECTIVE_REL_TOL).
REL_TOL = 1e-6

CASES = [(spec.name, method) for spec in registry() for method in spec.methods]


def _smallest(spec) -> int:
    return min(spec.default_sizes)


def _instance(spec, seed: int):
    return spec.generate(size=_smallest(spec), seed=seed)


@pytest.mark.parametrize("problem", [spec.name for spec in registry()])
@pytest.mark.parametrize("seed", SEEDS)
def test_instance_document_round_trip(problem, seed):
    spec = registry().get(problem)
    inst = _instance(spec, seed)
    doc = json.loads(json.dumps(instance_document(spec, inst), allow_nan=False))
    spec2, again = parse_instance_document(doc)
    assert spec2.name == problem
    assert again.id == inst.id == doc["id"]
    assert again.to_dict() == inst.to_dict()


@pytest.mark.parametrize(("problem", "method"), CASES)
@pytest.mark.parametrize("seed", SEEDS)
def test_method_conforms(problem, method, seed):
    spec = registry().get(problem)
    inst = _instance(spec, seed)
    run = run_and_score(spec, method, inst, BUDGET)
    assert run.error is None, run.error
    assert run.result.status in (Status.OPTIMAL, Status.FEASIBLE)
    assert run.evaluation is not None and run.evaluation.feasible
    solution = spec.load_solution(json.loads(json.dumps(run.result.solution.to_dict(), allow_nan=False)))
    again = spec.evaluate(inst, solution)
    assert again.feasible
    assert again.objective == pytest.approx(run.evaluation.objective, rel=REL_TOL, abs=REL_TOL)


@pytest.mark.parametrize("problem", [spec.name for spec in registry()])
@pytest.mark.parametrize("seed", SEEDS)
def test_no_method_beats_any_proven_bound(problem, seed):
    spec = registry().get(problem)
    inst = _instance(spec, seed)
    runs = {m: run_and_score(spec, m, inst, BUDGET) for m in spec.methods}
    bounds = {m: r.result.bound for m, r in runs.items()
              if r.result.bound is not None and math.isfinite(r.result.bound)}
    for m, run in runs.items():
        if run.evaluation is None or run.evaluation.objective is None or spec.method(m).outside_bounds:
            continue
        for other, bound in bounds.items():
            assert not beats_bound(run.evaluation.objective, bound, spec.sense), (
                f"{m} scores {run.evaluation.objective} beyond {other}'s proven bound {bound}")


EXACT = [(spec.name, m.name) for spec in registry() for m in spec.methods.values() if m.kind == "exact"]


@pytest.mark.cbc
@pytest.mark.skipif("cbc" not in available_solvers(), reason="PuLP's CBC binary is not available")
@pytest.mark.parametrize(("problem", "method"), EXACT)
def test_exact_methods_agree_across_solvers(problem, method):
    spec = registry().get(problem)
    inst = _instance(spec, 0)
    highs = run_and_score(spec, method, inst, BUDGET)
    cbc = run_and_score(spec, method, inst, Budget(time_limit_s=BUDGET.time_limit_s, solver="cbc"))
    assert highs.error is None and cbc.error is None, (highs.error, cbc.error)
    if highs.result.status is Status.OPTIMAL and cbc.result.status is Status.OPTIMAL:
        assert cbc.evaluation.objective == pytest.approx(highs.evaluation.objective, rel=REL_TOL, abs=REL_TOL)
