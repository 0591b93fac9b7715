"""gimbal-coordination: throughput model, evaluator by hand, MILP = brute force,
methods feasible and never better than the optimum, schemas, catalog."""

from __future__ import annotations

import dataclasses

import itertools
import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from data_marks import needs_sets  # tests/ is on sys.path (pytest's rootdir conftest)

from schedbench.contracts import Budget, Status
from schedbench.errors import ValidationError
from schedbench.formulations import gimbal as formulation
from schedbench.heuristics import gimbal as heuristics
from schedbench.instances import gimbal as instances
from schedbench.instances.gimbal import GimbalInstance
from schedbench.perfmodels.gimbal import ShareCurve, corun_rate, liss_allocation, share_levels, step_time
from schedbench.problems.gimbal import GimbalSolution, evaluate, rate_table, score
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

OPT_REL_TOL = 1e-6
BUDGET = Budget(time_limit_s=60)
REPO_ROOT = Path(__file__).resolve().parents[1]
METHODS = ("exact", "coordination-search", "full-search", "no-liss", "exact-no-liss", "free-competition")


def job_doc(k, gpus, *, batch, solo, curve, util=50.0, steps=1000, deadline=100.0, corun=None, jcorun=None):
    return {"id": f"j{k}", "model": f"m{k}", "batch_size": batch, "num_gpus": len(gpus), "gpus": list(gpus),
            "remaining_steps": steps, "deadline_s": deadline, "solo_steps_per_s": solo,
            "share_curve": [list(p) for p in curve], "utilization_pct": util,
            "corun_steps_per_s": corun, "jmax_corun_steps_per_s": jcorun}


def random_document(seed: int, layout: tuple[int, tuple[int, ...]], *, step: int, objective: str = "jct"):
    """J_max on ``layout[0]`` GPUs, partners of the given sizes on consecutive GPUs."""
    import numpy as np

    rng = np.random.default_rng(seed)

    def curve():
        xs = sorted(rng.choice([0.15, 0.3, 0.45, 0.6, 0.8], size=3, replace=False).tolist())
        return [(x, round(float(rng.uniform(0.2, 1.05)), 3)) for x in xs]

    width, parts = layout
    jsolo = round(float(rng.uniform(1, 20)), 3)
    docs = [job_doc(0, range(width), batch=int(rng.choice([2, 3, 8])), solo=jsolo, curve=curve(),
                    util=round(float(rng.uniform(20, 90)), 1), steps=int(rng.integers(100, 5000)),
                    deadline=round(float(rng.uniform(50, 2000)), 2))]
    start = 0
    for k, size in enumerate(parts, start=1):
        solo = round(float(rng.uniform(1, 20)), 3)
        docs.append(job_doc(k, range(start, start + size), batch=int(rng.choice([1, 2, 5])), solo=solo, curve=curve(),
                            util=round(float(rng.uniform(20, 90)), 1), steps=int(rng.integers(100, 5000)),
                            deadline=round(float(rng.uniform(50, 2000)), 2),
                            corun=round(solo * float(rng.uniform(0.1, 1.0)), 4),
                            jcorun=round(jsolo * float(rng.uniform(0.1, 1.0)), 4)))
        start += size
    return {"objective": objective, "share_step": step, "jobs": docs}


def brute_force(instance: GimbalInstance, *, allow_liss: bool = True) -> float:
    """Minimum of the objective over every cap pair of every shared GPU and
    every LISS flag vector (the full grid, no reductions)."""
    table = rate_table(instance)
    pairs = [(a, b) for a in instance.levels for b in instance.levels]
    gpus = instance.shared_gpus
    flag_sets = (list(itertools.product([False, True], repeat=instance.size)) if allow_liss
                 else [(False,) * instance.size])
    best = math.inf
    for combo in itertools.product(pairs, repeat=len(gpus)):
        shares = dict(zip(gpus, combo))
        for flags in flag_sets:
            best = min(best, score(instance, table, shares, list(flags)))
    return best


# ---------------------------------------------------------------- perfmodel


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.floats(0.01, 0.99), st.floats(0.01, 1.5)), min_size=1, max_size=5,
                unique_by=lambda p: round(p[0], 6)),
       st.floats(0.01, 1.0), st.floats(0.1, 50.0))
def test_corun_rate_is_monotone_bounded_and_hits_both_measured_ends(points, rho, solo):
    points = sorted((round(s, 6), v) for s, v in points)
    curve = ShareCurve(tuple(points))
    grid = [x / 10 for x in range(1, 11)]
    for other in grid:
        rates = [corun_rate(solo, curve, rho, own, other) for own in grid]
        assert all(b >= a - 1e-12 for a, b in zip(rates, rates[1:]))  # monotone in own share
        assert all(0.0 < r <= solo * (1 + 1e-12) for r in rates)  # positive, never faster than solo
    for own in grid:
        rates = [corun_rate(solo, curve, rho, own, other) for other in grid]
        assert all(b <= a + 1e-12 for a, b in zip(rates, rates[1:]))  # a greedier co-runner never helps
        if own <= 0.5:  # isolated caps: the MIG curve alone
            assert corun_rate(solo, curve, rho, own, 1.0 - own) == pytest.approx(solo * curve.value(own))
    assert corun_rate(solo, curve, rho, 1.0, 1.0) == pytest.approx(solo * rho)  # free competition = Gavel pair


def test_share_curve_is_the_running_max_capped_at_one():
    curve = ShareCurve(((0.2, 0.5), (0.4, 0.3), (0.6, 1.2)))
    assert curve.knots == ((0.0, 0.2, 0.4, 0.6, 1.0), (0.0, 0.5, 0.5, 1.0, 1.0))
    assert curve.value(0.1) == pytest.approx(0.25)
    assert curve.value(0.5) == pytest.approx(0.75)
    assert curve.inverse(0.5) == pytest.approx(0.2)
    assert share_levels(10) == (10, 20, 30, 40, 50, 60, 70, 80, 90, 100)
    assert share_levels(30) == (30, 60, 90, 100)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.floats(0.01, 10.0), min_size=1, max_size=4), st.integers(0, 6))
def test_liss_allocation_is_the_integer_optimum(costs, extra):
    batch = len(costs) + extra
    n = liss_allocation(batch, costs)
    assert sum(n) == batch and min(n) >= 1
    best = math.inf
    for split in itertools.product(range(1, batch + 1), repeat=len(costs)):
        if sum(split) == batch:
            best = min(best, max(k * c for k, c in zip(split, costs)))
    assert max(k * c for k, c in zip(n, costs)) == pytest.approx(best, rel=1e-12)


def test_step_time_without_and_with_liss_by_hand():
    # rates 2 and 1 steps/s at batch 3: without LISS the slow worker sets 1 s;
    # with LISS the 6 samples split 4/2: max(4/6, 2/3) = 2/3 s.
    assert step_time(3, [2.0, 1.0], False) == pytest.approx(1.0)
    assert liss_allocation(6, [1 / 6, 1 / 3]) == (4, 2)
    assert step_time(3, [2.0, 1.0], True) == pytest.approx(2.0 / 3.0)


# ---------------------------------------------------------------- evaluator by hand


def hand_instance(objective: str) -> GimbalInstance:
    """J_max (batch 2) on GPUs 0-1, partner (batch 1) on GPU 1; linear curves
    f(s) = s (points (0.5, 0.5)); rho = 0.5 for both."""
    lin = [(0.5, 0.5)]
    return GimbalInstance.from_dict({"objective": objective, "share_step": 50, "jobs": [
        job_doc(0, (0, 1), batch=2, solo=4.0, curve=lin, steps=1000, deadline=300.0),
        job_doc(1, (1,), batch=1, solo=2.0, curve=lin, steps=100, deadline=40.0, corun=1.0, jcorun=2.0),
    ]})


@pytest.mark.parametrize(("objective", "expected"), [
    # caps (100, 50) on GPU 1: o = 0.5; w = f^-1(0.5) = 0.5 for both.
    # J_max worker: e = 1 - 0.5 * 0.5 = 0.75 -> 3 steps/s; GPU 0 worker: 4 steps/s.
    # LISS on J_max: 4 samples, c = (1/8, 1/6): split (2, 2) -> max(1/4, 1/3) = 1/3 s; T = 1000/3.
    # Partner: e = 0.5 - 0.5 * 0.5 = 0.25 -> 0.5 steps/s -> 2 s per step; T = 200.
    ("jct", (1000 / 3 + 200) / 2),
    ("makespan", 1000 / 3),
    ("deadline", max(1000 / 3 - 300, 200 - 40)),
])
def test_evaluator_scores_each_objective_by_hand(objective, expected):
    inst = hand_instance(objective)
    sol = GimbalSolution.of({1: (100, 50)}, {"j0": True, "j1": False})
    ev = evaluate(inst, sol)
    assert ev.feasible
    assert ev.objective == pytest.approx(expected)
    assert ev.metrics["makespan_s"] == pytest.approx(1000 / 3)
    assert ev.metrics["deadlines_missed"] == 2


def test_evaluator_free_competition_by_hand():
    # (100, 100): J_max worker at rho * solo = 2 steps/s; without LISS the step is 1/2 s.
    inst = hand_instance("jct")
    ev = evaluate(inst, GimbalSolution.of({1: (100, 100)}, {"j0": False, "j1": False}))
    assert ev.objective == pytest.approx((1000 * 0.5 + 100 * 1.0) / 2)
    assert ev.metrics["free_competition_objective"] == pytest.approx(ev.objective)


def test_evaluator_rejects_off_grid_missing_and_extra_caps():
    inst = hand_instance("jct")
    ev = evaluate(inst, GimbalSolution.of({0: (100, 100), 1: (60, 100)}, {"j0": True, "nope": True}))
    text = " | ".join(ev.violations)
    assert not ev.feasible and ev.objective is None
    assert "not on the 50% grid" in text and "GPU 0 does not host two workers" in text
    assert "no flag for job 'j1'" in text and "unknown job 'nope'" in text
    ev = evaluate(inst, GimbalSolution.of({}, {"j0": True, "j1": True}))
    assert any("GPU 1 hosts two workers and needs caps" in v for v in ev.violations)


def test_evaluator_rechecks_the_packing_rules():
    inst = hand_instance("jct")
    # Loading rejects such an instance; build it past the checks to test the evaluator's own.
    bad = GimbalInstance.unchecked(jobs=(inst.jobs[0], inst.jobs[1], dataclasses.replace(inst.jobs[1], id="j2")),
                                   objective="jct", share_step=50)
    ev = evaluate(bad, GimbalSolution.of({1: (100, 100)}, {"j0": True, "j1": True, "j2": True}))
    assert not ev.feasible and any("at most two workers per GPU" in v for v in ev.violations)


# ---------------------------------------------------------------- exactness

EXACT_CASES = [
    # (seed, layout, grid step): every case is enumerated in full
    (0, (2, (1,)), 10), (1, (2, (2,)), 20), (2, (2, (1, 1)), 20),
    (3, (4, (2, 1)), 50), (4, (4, (2, 2)), 50), (5, (4, (1,)), 10),
]


@pytest.mark.parametrize("objective", ["jct", "deadline", "makespan"])
@pytest.mark.parametrize(("seed", "layout", "step"), EXACT_CASES)
def test_exact_equals_brute_force(seed, layout, step, objective):
    inst = GimbalInstance.from_dict(random_document(seed, layout, step=step, objective=objective))
    spec = get_problem("gimbal-coordination")
    run = run_and_score(spec, "exact", inst, BUDGET)
    assert run.error is None  # feasible, claim = evaluator, not beyond its own bound
    assert run.result.status is Status.OPTIMAL
    assert run.evaluation.objective == pytest.approx(brute_force(inst), rel=OPT_REL_TOL, abs=1e-6)


@pytest.mark.parametrize(("seed", "layout", "step"), EXACT_CASES[:4])
def test_exact_without_liss_equals_brute_force_without_liss(seed, layout, step):
    inst = GimbalInstance.from_dict(random_document(seed, layout, step=step))
    res = formulation.run_milp(inst, BUDGET, allow_liss=False)
    assert res.status is Status.OPTIMAL and not any(on for _, on in res.solution.liss)
    ev = evaluate(inst, res.solution)
    assert ev.objective == pytest.approx(brute_force(inst, allow_liss=False), rel=OPT_REL_TOL, abs=1e-6)
    assert res.claimed_objective == pytest.approx(ev.objective, rel=OPT_REL_TOL, abs=1e-6)


@pytest.mark.cbc
@pytest.mark.parametrize("seed", range(2))
def test_highs_and_cbc_agree(seed):
    from schedbench.solvers import available_solvers

    if "cbc" not in available_solvers():
        pytest.skip("CBC (PuLP's bundled binary) is not available on this machine")
    inst = GimbalInstance.from_dict(random_document(10 + seed, (4, (2, 1)), step=25))
    spec = get_problem("gimbal-coordination")
    highs = run_and_score(spec, "exact", inst, BUDGET)
    cbc = run_and_score(spec, "exact", inst, Budget(time_limit_s=60, solver="cbc"))
    assert highs.error is None and cbc.error is None
    assert cbc.result.status is Status.OPTIMAL
    assert cbc.evaluation.objective == pytest.approx(highs.evaluation.objective, rel=OPT_REL_TOL)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 3), st.integers(0, 10_000), st.sampled_from(["jct", "deadline", "makespan"]))
@example(2, 130, "jct")  # before the step rows were scaled by R_j, the MILP's objective
@example(3, 1225, "jct")  # missed the evaluator's by 4e-5 and 1.2e-6 (solver tolerance)
def test_every_method_is_feasible_and_none_beats_the_optimum(size, seed, objective):
    inst = instances.generate(size, seed, objective=objective, share_step=20)
    spec = get_problem("gimbal-coordination")
    runs = {m: run_and_score(spec, m, inst, BUDGET) for m in METHODS}
    for m, run in runs.items():
        assert run.error is None, (m, run.error)
        assert run.evaluation.feasible
    opt = runs["exact"].evaluation.objective
    assert runs["exact"].result.status is Status.OPTIMAL
    slack = OPT_REL_TOL * max(abs(opt), 1.0)
    for m in METHODS[1:]:
        assert runs[m].evaluation.objective >= opt - slack, m
    # the searches return the best setting they probed, free competition included
    fc = runs["free-competition"].evaluation.objective
    for m in ("coordination-search", "full-search", "no-liss"):
        assert runs[m].evaluation.objective <= fc + slack, m
    # the LGRR-only optimum is no worse than the LGRR-only search
    assert runs["exact-no-liss"].evaluation.objective <= runs["no-liss"].evaluation.objective + slack
    assert runs["exact-no-liss"].result.bound is None
    # early exit probes no more than the full search
    assert runs["coordination-search"].result.info["probes"] <= runs["full-search"].result.info["probes"]


def test_search_cost_uses_the_paper_per_iteration_costs():
    inst = instances.job_combination("JC5", 0)
    info = heuristics.coordination_search(inst, BUDGET).info
    assert info["probes"] > 0
    assert info["search_time_s"] == pytest.approx(
        heuristics.LGRR_ITERATION_S * info["lgrr_iterations"] + heuristics.LISS_ITERATION_S * info["liss_iterations"])
    assert info["switch_overhead_s"] == pytest.approx(heuristics.LGRR_SWITCH_S * info["lgrr_switches"])


# ---------------------------------------------------------------- instances and schemas


@pytest.mark.parametrize("name", sorted(instances.TABLE3))
def test_table3_combinations_follow_the_paper(name):
    inst = instances.job_combination(name, 0)
    expected = instances.TABLE3[name]
    assert [instances.TABLE3_NAMES[n] for n, _ in expected] == [j.model for j in inst.jobs]
    assert [g for _, g in expected] == [j.num_gpus for j in inst.jobs]
    assert inst.jmax_index == 0 and len(inst.shared_gpus) == inst.jmax.num_gpus  # partners fill J_max's GPUs
    assert evaluate(inst, heuristics.free_competition_method(inst, BUDGET).solution).feasible


@pytest.mark.parametrize("size", [2, 3, 4, 5, 8])
@pytest.mark.parametrize("seed", range(5))
def test_generated_sets_obey_sec_5_1(size, seed):
    inst = instances.generate(size, seed)
    assert inst.size == size and instances.packing_violations(inst.jobs) == []
    assert all(j.num_gpus < inst.jmax.num_gpus for j in inst.jobs[1:]) or size == 2
    assert GimbalInstance.from_dict(inst.to_dict()) == inst
    assert "remaining_time_loguniform" in inst.metadata["synthetic"]


def test_generator_options_are_checked():
    with pytest.raises(ValidationError, match="objective"):
        instances.generate(3, 0, objective="throughput")
    with pytest.raises(ValidationError, match="combination"):
        instances.generate(3, 0, combination="JC9")
    with pytest.raises(ValidationError, match="size"):
        instances.generate(4, 0, combination="JC1")
    with pytest.raises(ValidationError, match="size"):
        instances.generate(1, 0)
    assert instances.generate(3, 7, combination="JC3").metadata["combination"] == "JC3"


def test_instance_json_round_trip_keeps_the_id():
    inst = instances.generate(4, 9, objective="deadline")
    again = GimbalInstance.from_dict(json.loads(json.dumps(inst.to_dict())))
    assert again == inst and again.id == inst.id
    changed = inst.to_dict()
    changed["jobs"][1]["remaining_steps"] += 1
    assert GimbalInstance.from_dict(changed).id != inst.id


def test_solution_round_trip():
    sol = GimbalSolution.of({3: (60, 100), 1: (100, 40)}, {"j1": True, "j0": False})
    assert sol.shares == ((1, 100, 40), (3, 60, 100)) and sol.liss == (("j0", False), ("j1", True))
    assert GimbalSolution.from_dict(json.loads(json.dumps(sol.to_dict()))) == sol
    with pytest.raises(ValidationError) as err:
        GimbalSolution.from_dict({"shares": [{"gpu": 1, "jmax": 50, "other": 50}] * 2, "liss": {}})
    assert err.value.path == "shares[1].gpu"


@pytest.mark.parametrize(
    ("mutate", "path", "rule"),
    [
        (lambda d: d["jobs"][1].__setitem__("gpus", [4, 5]), "jobs[1].gpus", "must be GPUs of J_max"),
        (lambda d: d["jobs"][2].__setitem__("gpus", [0]), "jobs[2].gpus", "at most two workers per GPU"),
        (lambda d: d["jobs"][0].__setitem__("gpus", [1, 2, 3, 4]), "jobs[0].gpus", "J_max must run on GPUs 0..3"),
        (lambda d: d["jobs"][1].__setitem__("gpus", [0]), "jobs[1].gpus", "must list num_gpus distinct GPUs"),
        (lambda d: d["jobs"][1].__setitem__("corun_steps_per_s", None), "jobs[1]", "needs corun_steps_per_s"),
        (lambda d: d["jobs"][1].__setitem__("corun_steps_per_s", 1e6), "jobs[1].corun_steps_per_s",
         "never faster than solo"),
        (lambda d: d["jobs"][0].__setitem__("corun_steps_per_s", 1.0), "jobs[0]", "J_max has no pair rates"),
        (lambda d: d["jobs"][0].__setitem__("share_curve", [[0.5, 0.4], [0.3, 0.6]]), "jobs[0].share_curve[1][0]",
         "shares must increase"),
        (lambda d: d["jobs"][0].__setitem__("share_curve", [[1.0, 1.0]]), "jobs[0].share_curve[0][0]", "must be < 1"),
        (lambda d: d["jobs"][2].__setitem__("remaining_steps", 0), "jobs[2].remaining_steps", "must be >= 1"),
        (lambda d: d["jobs"][1].__setitem__("deadline_s", None), "jobs[1].deadline_s",
         "required by the deadline objective"),
        (lambda d: d.__setitem__("objective", "fairness"), "objective", "must be one of"),
        (lambda d: d.__setitem__("share_step", 1), "share_step", "must be >= 5"),
        (lambda d: d["jobs"][2].__setitem__("id", "j1"), "jobs[2].id", "must be unique"),
        (lambda d: d.__setitem__("colour", "blue"), "colour", "is not a known field"),
    ],
)
def test_malformed_instances_name_the_field_and_rule(mutate, path, rule):
    doc = random_document(3, (4, (2, 1)), step=10, objective="deadline")
    mutate(doc)
    with pytest.raises(ValidationError) as err:
        GimbalInstance.from_dict(doc)
    assert err.value.path == path
    assert rule in err.value.rule


# ---------------------------------------------------------------- catalog


def test_catalog_rates_respect_the_model_rules():
    models = instances.model_profiles()
    table1 = set(instances.TABLE3_NAMES.values()) | {"DeepSpeech2", "MNV3", "VGG-16", "PLNAS", "OFA"}
    assert {m for m, _ in models} == table1  # GIMBAL Table 1's 12 models
    pairs = instances.pair_rates()
    solo_of = {p.gavel_type: p.solo_steps_per_s for p in models.values()}
    for (a, b), (ra, rb) in pairs.items():
        assert 0 < ra <= solo_of[a] * (1 + 1e-9) and 0 < rb <= solo_of[b] * (1 + 1e-9)
        assert pairs[(b, a)] == (rb, ra)  # Gavel's pair entries are symmetric
    assert all("mig_slice_as_mps_share" in p.synthetic for p in models.values())


@needs_sets("gavel", "miso")
def test_derivation_is_reproducible(tmp_path):
    here = REPO_ROOT / "instances" / "profiles"
    done = subprocess.run([sys.executable, str(here / "derive_gimbal.py"), "--out", str(tmp_path)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    for name in ("gimbal_models.csv", "gimbal_pairs.csv"):
        assert (tmp_path / name).read_bytes() == (here / name).read_bytes()


# ----------------------------------------------------------------------------
# work: the searches end on their own; the MILP's node limit is deterministic
# ----------------------------------------------------------------------------


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 5), st.integers(0, 10_000), st.sampled_from(["jct", "deadline", "makespan"]),
       st.sampled_from([10, 20, 25, 50]))
def test_search_probes_stay_within_their_bound(size, seed, objective, step):
    """Alg. 1 needs no work budget: from free competition every changing
    primitive lowers a cap by one level or turns J_max's LISS on, so a run
    probes at most 1 + 2 S (L - 1) settings (heuristics/gimbal.py, "Work")."""
    inst = instances.generate(size, seed, objective=objective, share_step=step)
    limit = 1 + 2 * len(inst.shared_gpus) * (len(inst.levels) - 1)
    for method in (heuristics.coordination_search, heuristics.full_search, heuristics.no_liss):
        assert method(inst, BUDGET).info["probes"] <= limit


def test_exact_node_limit_is_deterministic():
    """The same node-limited cell twice: the same setting, objective and bound."""
    spec = get_problem("gimbal-coordination")
    inst = instances.generate(2, 2)  # needs 37 nodes to prove its optimum
    budget = Budget(time_limit_s=60, node_limit=2)
    a, b = (run_and_score(spec, "exact", inst, budget) for _ in range(2))
    assert a.error is None and a.result.solution == b.result.solution
    assert a.evaluation.objective == b.evaluation.objective and a.result.bound == b.result.bound
    assert not a.result.info["stopped_at_time_cap"]
