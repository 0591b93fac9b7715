"""cuckoo-packing: evaluator, exactness, heuristics' guarantees, schemas."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cuckoo_factory import random_packing_document, random_packing_instance
from schedbench.contracts import Budget, Status
from schedbench.errors import ValidationError
from schedbench.heuristics import cuckoo as heuristics
from schedbench.instances.cuckoo import CuckooPackingInstance
from schedbench.problems.cuckoo import PackingSolution, evaluate, pair_value
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

OPT_REL_TOL = 1e-6  # matching weights are rounded to 1e-9 for rustworkx
BUDGET = Budget(time_limit_s=30)


def brute_force_optimum(instance: CuckooPackingInstance) -> float:
    """Maximum over every matching of the admissible-pair graph (tiny n)."""
    jobs = list(instance.jobs)

    def best(rest: list) -> float:
        if len(rest) < 2:
            return 0.0
        first, others = rest[0], rest[1:]
        value = best(others)  # first stays alone
        for k, partner in enumerate(others):
            if partner.num_gpus == first.num_gpus:
                value = max(value, pair_value(instance, first, partner) + best(others[:k] + others[k + 1 :]))
        return value

    return best(jobs)


@pytest.mark.parametrize("seed", range(12))
def test_blossom_equals_brute_force_on_tiny_instances(seed):
    inst = random_packing_instance(2 + seed % 7, seed)
    result = heuristics.blossom(inst, BUDGET)
    assert result.status is Status.OPTIMAL
    assert evaluate(inst, result.solution).objective == pytest.approx(brute_force_optimum(inst), rel=OPT_REL_TOL, abs=1e-9)


@pytest.mark.parametrize("seed", range(8))
def test_milp_equals_blossom(seed):
    inst = random_packing_instance(10 + 4 * seed, 100 + seed)
    spec = get_problem("cuckoo-packing")
    milp = run_and_score(spec, "milp", inst, BUDGET)
    exact = run_and_score(spec, "blossom", inst, BUDGET)
    assert milp.error is None and exact.error is None  # evaluator agrees with each method's own objective
    assert milp.result.status is Status.OPTIMAL
    assert milp.evaluation.objective == pytest.approx(exact.evaluation.objective, rel=OPT_REL_TOL)
    assert milp.result.bound == pytest.approx(exact.evaluation.objective, rel=OPT_REL_TOL)


@pytest.mark.cbc
@pytest.mark.parametrize("seed", range(3))
def test_highs_and_cbc_agree(seed):
    from schedbench.solvers import available_solvers

    if "cbc" not in available_solvers():
        pytest.skip("CBC (PuLP's bundled binary) is not available on this machine")
    inst = random_packing_instance(14, 200 + seed)
    spec = get_problem("cuckoo-packing")
    highs = run_and_score(spec, "milp", inst, BUDGET)
    cbc = run_and_score(spec, "milp", inst, Budget(time_limit_s=30, solver="cbc"))
    assert highs.error is None and cbc.error is None
    assert cbc.result.status is Status.OPTIMAL
    assert cbc.evaluation.objective == pytest.approx(highs.evaluation.objective, rel=OPT_REL_TOL)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 40), st.integers(0, 10_000))
def test_heuristics_are_feasible_and_within_their_guarantees(n, seed):
    inst = random_packing_instance(n, seed)
    opt = evaluate(inst, heuristics.blossom(inst, BUDGET).solution).objective
    greedy = evaluate(inst, heuristics.greedy(inst, BUDGET).solution)
    pruned = evaluate(inst, heuristics.blossom_pruned(inst, BUDGET).solution)
    muri = evaluate(inst, heuristics.muri(inst, BUDGET).solution)
    assert greedy.feasible and pruned.feasible and muri.feasible
    slack = OPT_REL_TOL * max(opt, 1.0)
    assert greedy.objective >= opt / 2 - slack  # 1/2-approximation
    assert pruned.objective >= greedy.objective - slack  # greedy's edges are kept
    for ev in (greedy, pruned, muri):
        assert ev.objective <= opt + slack  # no heuristic beats a proven optimum


def test_evaluator_rejects_a_job_used_twice():
    inst = random_packing_instance(6, 3, gpu_counts=(1,))
    ev = evaluate(inst, PackingSolution.of([("j0", "j1"), ("j1", "j2")]))
    assert not ev.feasible and ev.objective is None
    assert any("'j1' is already in pairs[" in v for v in ev.violations)


def test_evaluator_rejects_unknown_self_and_unequal_gpu_pairs():
    doc = random_packing_document(4, 5, gpu_counts=(1, 2))
    doc["jobs"][0]["num_gpus"], doc["jobs"][1]["num_gpus"] = 1, 2
    for job in doc["jobs"][:2]:
        job["model"] = "m0"
    inst = CuckooPackingInstance.from_dict(doc)
    ev = evaluate(inst, PackingSolution.of([("j0", "j1"), ("j2", "j2"), ("j3", "nope")]))
    text = " | ".join(ev.violations)
    assert "(Eq. 3)" in text and "paired with itself" in text and "unknown job 'nope'" in text


def test_evaluator_scores_eq_12_by_hand():
    """Two identical-type jobs: value = w * eff + (1 - w) * (D_min / D_max)."""
    doc = random_packing_document(2, 7, gpu_counts=(1,), n_types=1, no_deadline_p=0.0)
    doc["jobs"][0]["deadline"], doc["jobs"][1]["deadline"] = 100.0, 400.0
    doc["w"] = 0.6
    inst = CuckooPackingInstance.from_dict(doc)
    from schedbench.problems.cuckoo import pair_eff

    eff = pair_eff(inst, *inst.jobs)
    ev = evaluate(inst, PackingSolution.of([("j0", "j1")]))
    assert ev.objective == pytest.approx(0.6 * eff + 0.4 * 0.25)
    assert ev.metrics["pairs"] == 1 and ev.metrics["groups"] == 1


def test_instance_json_round_trip_keeps_the_id():
    inst = random_packing_instance(12, 9)
    again = CuckooPackingInstance.from_dict(json.loads(json.dumps(inst.to_dict())))
    assert again == inst and again.id == inst.id
    changed = inst.to_dict()
    changed["jobs"][0]["iterations"] += 1
    assert CuckooPackingInstance.from_dict(changed).id != inst.id


def test_solution_round_trip():
    sol = PackingSolution.of([("j3", "j1"), ("j0", "j2")])
    assert sol.pairs == (("j0", "j2"), ("j1", "j3"))
    assert PackingSolution.from_dict(json.loads(json.dumps(sol.to_dict()))) == sol


@pytest.mark.parametrize(
    ("mutate", "path", "rule"),
    [
        (lambda d: d["jobs"][2].__setitem__("batch_size", 0), "jobs[2].batch_size", "must be >= 1"),
        (lambda d: d["jobs"][1].__setitem__("num_gpus", 1.5), "jobs[1].num_gpus", "must be an integer"),
        (lambda d: d["jobs"][0].pop("model"), "jobs[0].model", "is required"),
        (lambda d: d["jobs"][3].__setitem__("id", "j0"), "jobs[3].id", "must be unique"),
        (lambda d: d["jobs"][0].__setitem__("deadline", -5.0), "jobs[0].deadline", "must be later than now"),
        (lambda d: d.__setitem__("w", 1.5), "w", "must be <= 1.0"),
        (lambda d: d.__setitem__("interference", 0.5), "interference", "must be >= 1.0"),
        (lambda d: d["profiles"][0].__setitem__("sync", "sometimes"), "profiles[0].sync", "must be one of"),
        (lambda d: d["profiles"][1].__setitem__("load_ms", float("nan")), "profiles[1].load_ms", "finite"),
        (lambda d: d.__setitem__("gpus", {}), "gpus", "at least one GPU type"),
        (lambda d: d.__setitem__("colour", "blue"), "colour", "is not a known field"),
        (lambda d: d.__setitem__("profiles", []), "jobs[0]", "needs a profile"),
    ],
)
def test_malformed_instances_name_the_field_and_rule(mutate, path, rule):
    doc = random_packing_document(5, 11, no_deadline_p=0.0)
    mutate(doc)
    with pytest.raises(ValidationError) as err:
        CuckooPackingInstance.from_dict(doc)
    assert err.value.path == path
    assert rule in err.value.rule
