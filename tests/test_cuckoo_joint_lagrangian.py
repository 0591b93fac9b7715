"""cuckoo-joint's Lagrangian bound of the time-indexed group formulation
(formulations/cuckoo_bounds.py, issue 13): below the brute-force optimum
(fine and coarse grids, a horizon shorter than the optimum's makespan, tight
deadlines), at most the group LP it relaxes (solved by HiGHS simplex and
IPM, which agree to 1e-6) and equal to it once converged, and below every
heuristic's objective on random instances."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schedbench.formulations.cuckoo_bounds import group_lp_bound, lagrangian_bound
from schedbench.instances.cuckoo import generate_joint
from test_cuckoo_joint_milp import CASES, brute_force, tiny

from schedbench.contracts import Budget
from schedbench.problems.cuckoo import evaluate_joint
from schedbench.registry import get_problem
from schedbench.runner import run_and_score

SPEC = "cuckoo-joint"
#: LP duality: the Lagrangian never exceeds the LP; relative slack for rounding.
LP_TOL = 1e-9
#: Two HiGHS algorithms on one LP agree to this (issue 13).
SOLVER_TOL = 1e-6
HEURISTICS = ("cuckoo", "none", "dab-edf", "muri", "list-ect", "list-ls")


@pytest.mark.parametrize(("seed", "arrivals", "tightened"), CASES[1::2])
def test_lagrangian_bound_below_the_brute_force_optimum(seed, arrivals, tightened):
    inst = tiny(seed, arrivals, tightened)
    best, schedule, _, _ = brute_force(inst)
    horizon = evaluate_joint(inst, schedule).metrics["makespan_s"]
    for slots, h, start in ((10, horizon, None), (120, horizon, schedule), (60, horizon / 3.0, schedule)):
        lb, _ = lagrangian_bound(inst, h, slots=slots, max_iter=300, schedule=start)
        assert lb <= best * (1 + LP_TOL), (slots, h)


@pytest.mark.parametrize(("size", "seed", "slots"), [(8, 1, 30), (10, 2, 40), (12, 0, 25)])
def test_lagrangian_reaches_the_group_lp_which_simplex_and_ipm_agree_on(size, seed, slots):
    inst = generate_joint(size, seed)
    lp, _ = group_lp_bound(inst, 20_000.0, slots=slots, solver="simplex")
    ipm, _ = group_lp_bound(inst, 20_000.0, slots=slots, solver="ipm")
    assert lp is not None and ipm is not None
    assert lp == pytest.approx(ipm, rel=SOLVER_TOL)
    lag, info = lagrangian_bound(inst, 20_000.0, slots=slots, max_iter=2_000)
    assert lag <= lp * (1 + LP_TOL)
    assert lag >= lp * (1 - 0.02), info  # the subgradient gets within 2% of the LP


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(size=st.integers(1, 20), seed=st.integers(0, 10_000), arrivals=st.sampled_from(["trace", "batch"]),
       cluster=st.sampled_from(["small", "paper"]), num_gpus=st.sampled_from([1, 2]),
       slots=st.sampled_from([15, 80]))
def test_lagrangian_bound_below_every_heuristic(size, seed, arrivals, cluster, num_gpus, slots):
    spec = get_problem(SPEC)
    inst = generate_joint(size, seed, arrivals=arrivals, cluster=cluster, num_gpus=num_gpus)
    runs = [run_and_score(spec, m, inst, Budget(time_limit_s=4.0)) for m in HEURISTICS]
    horizon = max(r.evaluation.metrics["makespan_s"] for r in runs)
    lb, _ = lagrangian_bound(inst, horizon, slots=slots, max_iter=150)
    for m, run in zip(HEURISTICS, runs):
        assert run.evaluation.feasible, m
        assert lb <= run.evaluation.objective * (1 + LP_TOL), m


def test_lagrangian_lower_bound_counts_jobs_late_in_every_schedule():
    from test_cuckoo_joint_milp import tight

    inst = tight(generate_joint(4, 0, cluster="small", arrivals="batch"), fraction=0.02)
    best, _, _, _ = brute_force(inst)
    lb, _ = lagrangian_bound(inst, 20_000.0, slots=40, max_iter=200)
    assert inst.beta / inst.size <= lb <= best * (1 + LP_TOL)  # at least one job is late in every schedule


def test_bound_takes_the_lagrangian_part_and_carries_list_ls():
    spec = get_problem(SPEC)
    inst = generate_joint(16, 3)
    run = run_and_score(spec, "bound", inst, Budget(time_limit_s=10.0))
    info = run.result.info
    assert run.error is None
    assert info["lag_status"] == "converged"
    assert run.result.bound >= info["lagrangian_bound"] > info["combinatorial_bound"]
    assert run.result.bound <= run.evaluation.objective
    ls = run_and_score(spec, "list-ls", inst, Budget(time_limit_s=10.0))
    assert run.evaluation.objective <= ls.evaluation.objective * (1 + LP_TOL)
