"""asrpt-schedule's time-indexed MILP (formulations/asrpt.py, build_schedule):
brute force on tiny slotted instances (the paper's model, any durations) and
on grid-aligned continuous-time ones, feasibility of every decoded schedule,
no heuristic below a proven optimum, the lower bound below it, and HiGHS
against CBC."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_asrpt_schedule import brute_force_schedule, one_gpu_stage

from schedbench.contracts import Budget, Status
from schedbench.errors import ValidationError
from schedbench.formulations import asrpt as formulation
from schedbench.instances.asrpt import ScheduleInstance, generate_schedule
from schedbench.problems.asrpt import register_schedule
from schedbench.registry import Registry
from schedbench.harness.runner import run_and_score
from schedbench.milp import certified

SPEC = "asrpt-schedule"


def get_problem(name: str):
    """This problem alone (independent of the other problems' registration)."""
    reg = Registry()
    register_schedule(reg)
    return reg.get(name)

HEURISTICS = ("a-srpt", "a-srpt-perfect", "a-srpt-backfill", "spjf", "spwf", "wcs-duration", "wcs-workload", "wcs-subtime")
BUDGET = Budget(time_limit_s=30)
#: Every number of the tiny instances is chosen so that durations are
#: multiples of 0.5 s: comp = 300 ms; a 2-replica stage with h = 125 MB costs
#: AR = 100 ms intra (B_intra = 1.25) and 200 ms inter (g = 2, B_inter = 1.25);
#: a 2-stage chain with d = 62.5 MB costs 100 ms on one server, 200 ms split.
#: Iterations are multiples of 5 and releases integers.
GRID_S = 0.5


def aligned_instance(seed: int, jobs: int) -> ScheduleInstance:
    rng = np.random.default_rng(seed)
    docs = []
    for i in range(jobs):
        kind = int(rng.integers(3))
        if kind == 0:
            stages = [one_gpu_stage()]
        elif kind == 1:
            stages = [dict(one_gpu_stage(), replicas=2, params_mb=125.0)]
        else:
            stages = [dict(one_gpu_stage(), d_out_mb=62.5), dict(one_gpu_stage(), d_in_mb=62.5)]
        docs.append({"id": f"j{i}", "release_s": float(rng.integers(0, 5)), "stages": stages,
                     "iterations": 5 * int(rng.integers(1, 9)), "predicted": 5 * int(rng.integers(0, 9))})
    return ScheduleInstance.from_dict({"servers": 2, "gpus_per_server": 2, "b_inter": 1.25, "b_intra": 1.25,
                                       "jobs": docs})


def assert_milp_proves_the_brute_force_optimum(inst: ScheduleInstance) -> None:
    """The MILP is optimal with the brute-force objective and a bound below
    it, the lower bound never exceeds the optimum, no policy beats it."""
    spec = get_problem(SPEC)
    run = run_and_score(spec, "milp", inst, BUDGET)
    assert run.error is None, run.error
    assert run.result.status is Status.OPTIMAL
    opt = brute_force_schedule(inst)
    assert run.evaluation.objective == pytest.approx(opt, rel=1e-9)
    assert run.result.bound <= run.evaluation.objective * (1 + 1e-9)
    lb = run_and_score(spec, "lower-bound", inst, BUDGET)
    assert lb.result.bound <= opt * (1 + 1e-9)
    for name in HEURISTICS:
        h = run_and_score(spec, name, inst, BUDGET)
        assert h.error is None and h.evaluation.objective >= opt * (1 - 1e-9), name


def returned_meets_bound(result, budget: Budget) -> bool:
    """Whether the evaluator's score of the returned schedule meets the
    method's proven bound (the rule of its status)."""
    return certified(result.info["candidate_objectives"][result.info["returned"]], result.bound, budget)


CASES = [(seed, jobs) for jobs in (2, 3, 4) for seed in range(3)]


@pytest.mark.parametrize(("seed", "jobs"), CASES)
def test_milp_equals_brute_force_on_aligned_instances(seed, jobs):
    inst = aligned_instance(seed, jobs)
    data = formulation.discretise(inst)
    assert data.exact_time and data.complete and data.slot_s == pytest.approx(GRID_S)
    assert_milp_proves_the_brute_force_optimum(inst)


def slotted_instance(seed: int, jobs: int, slot_s: float = 1.0) -> ScheduleInstance:
    """Random real per-iteration times (durations on no grid), 1-s slots,
    releases in whole slots: the paper's time-slotted model (Sec. III)."""
    rng = np.random.default_rng(1000 + seed)
    docs = []
    for i in range(jobs):
        k = int(rng.integers(1, 3))
        stage = dict(one_gpu_stage(float(rng.uniform(10, 100))), replicas=k, params_mb=float(rng.uniform(0, 400)))
        if k == 1 and rng.random() < 0.4:  # a 2-stage chain: mapping changes alpha
            stage = [dict(stage, d_out_mb=float(rng.uniform(1, 80))), dict(stage, d_in_mb=0.0)]
            stage[1]["d_in_mb"] = stage[0]["d_out_mb"]
        docs.append({"id": f"j{i}", "release_s": slot_s * int(rng.integers(0, 4)),
                     "stages": stage if isinstance(stage, list) else [stage],
                     "iterations": int(rng.integers(5, 60)), "predicted": int(rng.integers(0, 60))})
    return ScheduleInstance.from_dict({"servers": 2, "gpus_per_server": 2, "b_inter": 1.25, "b_intra": 300.0,
                                       "slot_s": slot_s, "jobs": docs})


SLOTTED_CASES = [(seed, jobs) for jobs in (3, 4) for seed in range(5)]


@pytest.mark.parametrize(("seed", "jobs"), SLOTTED_CASES)
def test_milp_equals_brute_force_on_slotted_instances(seed, jobs):
    """Problem (8) as printed (t_i in [T]) with real durations: the model is
    exact whatever the durations, so the MILP proves the brute-force optimum."""
    inst = slotted_instance(seed, jobs)
    data = formulation.discretise(inst)
    assert data.exact_time and data.complete and data.slot_s == 1.0
    assert not formulation._on_grid([d for ds in data.duration_s for d in ds], 0.5)  # off any coarse grid
    assert_milp_proves_the_brute_force_optimum(inst)


def test_slots_cost_time_against_continuous_time():
    """The slotted optimum is never below the continuous-time optimum of the
    same data (slots restrict starts), and the lower bound stays below both."""
    for seed in range(4):
        slotted = slotted_instance(seed, 3)
        doc = slotted.to_dict()
        doc["slot_s"] = 0.0
        cont = ScheduleInstance.from_dict(doc)
        assert brute_force_schedule(slotted) >= brute_force_schedule(cont) * (1 - 1e-12)
        lb, _ = formulation.schedule_lower_bound(slotted, Budget())
        assert lb <= brute_force_schedule(cont) * (1 + 1e-9)


def test_slot_option_must_keep_starts_on_the_instance_slots():
    inst = slotted_instance(0, 3)
    coarse = formulation.run_schedule_milp(inst, BUDGET, slot_s=2.0)
    assert not coarse.info["exact_time"]
    # the coarse model's optimum lies above the bound (its starts are restricted);
    # the method is optimal only because a warm start it returns meets the bound
    scores = coarse.info["candidate_objectives"]
    assert scores["model"] > coarse.bound * (1 + 1e-6)
    assert coarse.info["returned"] != "model"
    assert coarse.status is Status.OPTIMAL and scores[coarse.info["returned"]] == pytest.approx(coarse.bound, rel=1e-9)
    with pytest.raises(ValidationError) as err:
        formulation.discretise(inst, slot_s=1.5)
    assert err.value.path == "slot_s" and "whole multiple" in err.value.rule


def test_milp_finds_what_brute_force_finds_when_mapping_matters():
    """Two 2-GPU jobs released together on 2 servers of 2 GPUs: each on its
    own server (alpha 400 ms) beats any split (500 ms); the MILP must pick it."""
    inst = ScheduleInstance.from_dict({
        "servers": 2, "gpus_per_server": 2, "b_inter": 1.25, "b_intra": 1.25,
        "jobs": [{"id": f"j{i}", "release_s": 0.0, "stages": [dict(one_gpu_stage(), replicas=2, params_mb=125.0)],
                  "iterations": 10, "predicted": 10} for i in range(2)],
    })
    run = run_and_score(get_problem(SPEC), "milp", inst, BUDGET)
    assert run.result.status is Status.OPTIMAL
    assert run.evaluation.objective == pytest.approx(8.0)  # both end at 10 x 0.4 s
    assert run.evaluation.objective == pytest.approx(brute_force_schedule(inst))


def test_heavy_edge_pattern_set_is_not_claimed_exact():
    inst = aligned_instance(1, 3)
    data = formulation.discretise(inst, patterns="heavy-edge")
    assert not data.complete
    res = formulation.run_schedule_milp(inst, BUDGET, patterns="heavy-edge")
    # the model's proof is not the problem's: the bound is the lower bound alone,
    # and the status is optimal only where the returned schedule meets it
    lb, _ = formulation.schedule_lower_bound(inst, Budget())
    assert res.bound == pytest.approx(lb, rel=1e-12)
    assert (res.status is Status.OPTIMAL) == returned_meets_bound(res, BUDGET)


@pytest.mark.parametrize(("size", "seed", "servers", "load"),
                         [(6, 0, 2, 1.0), (8, 1, 3, 3.0), (10, 2, 4, 2.0), (12, 3, 2, 4.0), (7, 4, 3, 0.5)])
def test_decoded_schedules_are_feasible_off_grid(size, seed, servers, load):
    """Continuous-time instances (slot_s = 0) are off the grid: the schedule
    is feasible, scored exactly by the evaluator (claimed objective checked by
    run_and_score), the bound is the valid lower bound, and the status is
    optimal only where the schedule meets it (the model's proof is not the
    problem's)."""
    inst = generate_schedule(size, seed, servers=servers, load=load, slot_s=0.0)
    budget = Budget(time_limit_s=10)
    run = run_and_score(get_problem(SPEC), "milp", inst, budget)
    assert run.error is None, run.error
    assert run.evaluation.feasible
    assert (run.result.status is Status.OPTIMAL) == returned_meets_bound(run.result, budget)
    assert not run.result.info["exact_time"]
    lb, _ = formulation.schedule_lower_bound(inst, Budget())
    assert run.result.bound == pytest.approx(lb)
    # the warm start is a feasible model solution, so the MILP never does worse than it
    assert run.evaluation.objective <= run.result.info["warm_start_objective"] * (1 + 1e-9)


@pytest.mark.parametrize(("size", "seed"), [(6, 0), (8, 1), (8, 2)])
def test_generated_slotted_instances_are_solved_to_optimality(size, seed):
    """The generator's instances are slotted: on a small contended cluster the
    MILP proves the optimum, and no online policy beats it."""
    inst = generate_schedule(size, seed, servers=1, load=2.0, single_gpu_share=0.5, slot_s=300.0)
    spec = get_problem(SPEC)
    run = run_and_score(spec, "milp", inst, BUDGET)
    assert run.error is None and run.result.status is Status.OPTIMAL, run.error
    assert run.result.info["exact_time"]
    for name in HEURISTICS:
        h = run_and_score(spec, name, inst, BUDGET)
        assert h.error is None and h.evaluation.objective >= run.evaluation.objective * (1 - 1e-9), name


@pytest.mark.cbc
def test_highs_and_cbc_agree():
    from schedbench.solvers import available_solvers

    if "cbc" not in available_solvers():
        pytest.skip("CBC (PuLP's bundled binary) is not available on this machine")
    inst = slotted_instance(2, 4)
    spec = get_problem(SPEC)
    highs = run_and_score(spec, "milp", inst, BUDGET)
    cbc = run_and_score(spec, "milp", inst, Budget(time_limit_s=30, solver="cbc"))
    assert highs.error is None and cbc.error is None
    assert highs.result.status is Status.OPTIMAL and cbc.result.status is Status.OPTIMAL
    assert cbc.evaluation.objective == pytest.approx(highs.evaluation.objective, rel=1e-9)


#: The default matrix's contended cluster (schedbench/matrices/default.toml).
CONTENDED = {"servers": 2, "single_gpu_share": 0.2, "load": 4.0, "slot_s": 300.0}


@pytest.mark.parametrize(("size", "seed"), [(8, 0), (12, 1)])
def test_lagrangian_fixing_keeps_the_optimum(size, seed):
    """Reduced-cost fixing (formulations.asrpt.lagrangian_fixing) and the
    server symmetry breaking drop variables but no optimum: with and without
    them the MILP proves the same objective, and L lies below that optimum."""
    inst = generate_schedule(size, seed, **CONTENDED)
    fixed = formulation.run_schedule_milp(inst, BUDGET)
    plain = formulation.run_schedule_milp(inst, BUDGET, fixing=False, symmetry=False)
    assert fixed.status is Status.OPTIMAL and plain.status is Status.OPTIMAL
    assert fixed.claimed_objective == pytest.approx(plain.claimed_objective, rel=1e-9)
    assert fixed.info["symmetry_breaking"] and not plain.info["symmetry_breaking"]
    info = fixed.info
    assert info["fixing"] and info["fixing_kept"] < info["fixing_candidates"]
    assert info["binaries"] < plain.info["binaries"]
    assert info["fixing_bound"] <= fixed.claimed_objective * (1 + 1e-9)


@pytest.mark.parametrize(("size", "seed"), [(8, 0), (12, 0)])
def test_pooled_milp_lifts_the_bound_and_keeps_the_optimum(size, seed):
    """The pooled relaxation solved as a MILP (asrpt_bounds.pooled_milp_bound)
    lies above the Lagrangian bound on these instances, so its bound goes
    into the model as a row (build_schedule's objective_floor); with and
    without it the MILP proves the same optimum, and the pooled bound
    stays below that optimum."""
    inst = generate_schedule(size, seed, **CONTENDED)
    res = formulation.run_schedule_milp(inst, BUDGET)
    plain = formulation.run_schedule_milp(inst, BUDGET, pooled_milp=False)
    assert res.status is Status.OPTIMAL and plain.status is Status.OPTIMAL
    assert res.claimed_objective == pytest.approx(plain.claimed_objective, rel=1e-9)
    info = res.info
    assert info["pooled_milp_bound"] > info["fixing_bound"] * (1 + 1e-6)
    assert info["objective_floor"] == pytest.approx(info["pooled_milp_bound"], rel=1e-12)
    assert info["pooled_milp_bound"] <= plain.claimed_objective * (1 + 1e-9)
    assert "pooled_milp_bound" not in plain.info and plain.info["objective_floor"] is None


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(size=st.integers(2, 12), seed=st.integers(0, 10_000), slot=st.sampled_from([60.0, 300.0]),
       load=st.sampled_from([1.0, 4.0]))
def test_fixing_bound_below_every_heuristic_and_keeps_the_warm_start(size, seed, slot, load):
    inst = generate_schedule(size, seed, servers=2, single_gpu_share=0.2, load=load, slot_s=slot)
    data = formulation.discretise(inst)
    grid, upper, _ = formulation._upper_schedule(inst, data, Budget())
    L, allowed, _, better = formulation.lagrangian_fixing(inst, data, upper, Budget())
    if better is not None:
        grid, upper = better[0], better[1]
    assert allowed is not None and L <= upper * (1 + 1e-9)
    # the warm start's own starts survive the fixing
    for i, (tau, p) in grid.items():
        assert tau in allowed[i, p]
    spec = get_problem(SPEC)
    for name in HEURISTICS:
        obj = run_and_score(spec, name, inst, Budget()).evaluation.objective
        assert L <= obj * (1 + 1e-9), name


@pytest.mark.parametrize("g", range(1, 9))
def test_chvatal_gomory_rows_hold_for_every_server_load(g):
    """The rows of formulations.asrpt.server_lagrangian: every multiset of
    usages that fits one server (sum <= g) meets sum floor(u/q) <= floor(g/q)."""
    import itertools

    qs = formulation.cg_divisors(g)
    assert qs[0] == 1 and all(1 < q <= g for q in qs[1:])
    for k in range(1, g + 1):
        for usages in itertools.combinations_with_replacement(range(1, g + 1), k):
            if sum(usages) <= g:
                for q in qs:
                    assert sum(u // q for u in usages) <= g // q
    if g == 8:  # at most one job with 5+ GPUs, at most two with 3+
        assert qs == (1, 5, 3)


def test_server_lagrangian_raises_the_bound_and_keeps_the_optimum():
    """On an instance where the per-server rows bind, the server Lagrangian's
    L lies above the pooled one and below the optimum proven without any
    fixing, fixes more starts, and the fixed model proves the same optimum."""
    inst = generate_schedule(8, 0, **CONTENDED)
    data = formulation.discretise(inst)
    grid, upper, _ = formulation._upper_schedule(inst, data, Budget())
    # the Lagrangian bounds alone (without the pooled MILP, which would lift both)
    L, allowed, info, better = formulation.lagrangian_fixing(inst, data, upper, Budget(), grid=grid, pooled_milp=False)
    pooled, _, pooled_info, _ = formulation.lagrangian_fixing(inst, data, upper, Budget(), grid=grid, server_rows=False,
                                                              pooled_milp=False)
    plain = formulation.run_schedule_milp(inst, BUDGET, fixing=False, symmetry=False)
    fixed = formulation.run_schedule_milp(inst, BUDGET)
    assert plain.status is Status.OPTIMAL and fixed.status is Status.OPTIMAL
    assert fixed.claimed_objective == pytest.approx(plain.claimed_objective, rel=1e-9)
    assert pooled == pytest.approx(info["fixing_pooled_bound"], rel=1e-12)
    assert L > pooled * (1 + 1e-3)
    assert L <= plain.claimed_objective * (1 + 1e-9)
    assert info["fixing_kept"] < pooled_info["fixing_kept"]
    start = grid if better is None else better[0]
    for i, (tau, p) in start.items():
        assert tau in allowed[i, p]


@pytest.mark.parametrize(("size", "seed"), [(8, 2), (10, 5)])
def test_local_search_schedule_is_what_the_evaluator_scores(size, seed):
    """improve_order's schedule decodes to a feasible schedule whose Eq. 8
    equals the objective it reports, and it is no worse than its start."""
    inst = generate_schedule(size, seed, **CONTENDED)
    data = formulation.discretise(inst)
    grid, upper, _ = formulation._upper_schedule(inst, data, Budget())
    moved = formulation.improve_order(inst, data, grid, formulation.LOCAL_SEARCH_MOVES)
    new_grid, obj = moved.grid, moved.objective
    assert obj < upper  # these instances have a better list order
    ev = get_problem(SPEC).evaluate(inst, formulation.grid_solution(inst, data, new_grid))
    assert ev.feasible and ev.objective == pytest.approx(obj, rel=1e-9)


@pytest.mark.parametrize(("size", "seed", "servers"), [(6, 0, 2), (8, 1, 3), (5, 2, 1), (10, 3, 2)])
def test_left_shift_never_starts_a_job_later_and_stays_feasible(size, seed, servers):
    """formulations.asrpt.left_shift on continuous-time schedules: the grid's
    own times (rounded releases and durations, slot boundaries) and the
    policies' schedules. Every job starts no later, the evaluator accepts
    the result, and the grid's schedules gain (their jobs wait for slots)."""
    from schedbench.problems.asrpt import evaluate_schedule

    inst = generate_schedule(size, seed, servers=servers, load=4.0, single_gpu_share=0.3, slot_s=0.0)
    data = formulation.discretise(inst)
    grid, _, _ = formulation._upper_schedule(inst, data, Budget())
    on_grid = formulation.grid_solution(inst, data, grid)
    schedules = [on_grid] + [run_and_score(get_problem(SPEC), name, inst, BUDGET).result.solution
                             for name in ("a-srpt", "spjf", "wcs-duration")]
    for sol in schedules:
        shifted = formulation.left_shift(inst, sol)
        before = {sj.id: sj.start_s for sj in sol.jobs}
        assert {sj.id for sj in shifted.jobs} == set(before)
        assert all(sj.start_s <= before[sj.id] for sj in shifted.jobs)
        ev = evaluate_schedule(inst, shifted)
        assert ev.feasible, ev.violations
        assert ev.objective <= evaluate_schedule(inst, sol).objective
    assert evaluate_schedule(inst, formulation.left_shift(inst, on_grid)).objective < evaluate_schedule(inst, on_grid).objective
