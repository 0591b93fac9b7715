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
import numpy as np
from schedbench.formulations.cuckoo_bounds import (
    _range_min,
    sparse_min,
    _columns,
    _Groups,
    group_lp_bound,
    lagrangian_bound,
    lagrangian_bound_levels,
    lp_guided_starts,
    spread_bound,
    spread_multipliers,
)
from schedbench.heuristics.cuckoo import list_ls_from
from schedbench.instances.cuckoo import generate_joint
from test_cuckoo_joint_milp import CASES, brute_force, tiny

from schedbench.contracts import Budget
from schedbench.problems.cuckoo import evaluate_joint
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

SPEC = "cuckoo-joint"
#: LP duality: the Lagrangian never exceeds the LP; relative slack for rounding.
LP_TOL = 1e-9
#: Two HiGHS algorithms on one LP agree to this (issue 13).
SOLVER_TOL = 1e-6
HEURISTICS = ("cuckoo", "none", "dab-edf", "muri", "list-ect", "list-ls")


def heuristic_runs(inst):
    """Every heuristic's scored run on ``inst`` and their longest makespan (the horizon)."""
    spec = get_problem(SPEC)
    runs = [run_and_score(spec, m, inst, Budget(time_limit_s=4.0)) for m in HEURISTICS]
    return runs, max(r.evaluation.metrics["makespan_s"] for r in runs)


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
    inst = generate_joint(size, seed, arrivals=arrivals, cluster=cluster, num_gpus=num_gpus)
    runs, horizon = heuristic_runs(inst)
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
    assert [lv["status"] for lv in info["lag_levels"]] == ["converged"] * len(info["lag_levels"])
    assert info["lagrangian_bound"] == max(info["lag_grid_bound"], info["spread_bound"])
    assert run.result.bound >= info["lagrangian_bound"] > info["combinatorial_bound"]
    assert run.evaluation.objective <= info["guided_objective"] * (1 + LP_TOL)  # carried when better
    assert run.result.bound <= run.evaluation.objective
    ls = run_and_score(spec, "list-ls", inst, Budget(time_limit_s=10.0))
    assert run.evaluation.objective <= ls.evaluation.objective * (1 + LP_TOL)


@pytest.mark.parametrize(("seed", "arrivals", "tightened"), CASES)
def test_spread_and_level_bounds_below_the_brute_force_optimum(seed, arrivals, tightened):
    inst = tiny(seed, arrivals, tightened)
    best, schedule, _, _ = brute_force(inst)
    horizon = evaluate_joint(inst, schedule).metrics["makespan_s"]
    for slots in (12, 40):
        _, info = lagrangian_bound(inst, horizon, slots=slots, max_iter=300, keep_solution=True)
        spread, sinfo = spread_bound(inst, horizon, info["lag_pi"], factors=(2, 4, 8, 16), every=True)
        assert len(sinfo["spread_values"]) == 4 and spread <= best * (1 + LP_TOL), (slots, sinfo)
    levels, linfo = lagrangian_bound_levels(inst, horizon, slots=96, schedule=schedule)
    assert [lv["slots"] for lv in linfo["lag_levels"]] == [48, 96]  # halvings of 96 with at least LAG_LEVEL_MIN_SLOTS
    assert levels <= best * (1 + LP_TOL)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(size=st.integers(2, 24), seed=st.integers(0, 10_000), arrivals=st.sampled_from(["trace", "batch"]),
       slots=st.sampled_from([20, 60]))
def test_spread_bound_below_every_heuristic(size, seed, arrivals, slots):
    inst = generate_joint(size, seed, arrivals=arrivals)
    runs, horizon = heuristic_runs(inst)
    _, info = lagrangian_bound(inst, horizon, slots=slots, max_iter=150, keep_solution=True)
    lb, _ = spread_bound(inst, horizon, info["lag_pi"], every=True)
    for m, run in zip(HEURISTICS, runs):
        assert lb <= run.evaluation.objective * (1 + LP_TOL), m


def test_spread_multipliers_keep_each_coarse_slots_charge():
    pi = np.array([[0.0, 1.0, 3.0], [2.0, 0.5, 0.0]])
    fine = spread_multipliers(pi, 4)
    assert fine.shape == (2, 12)
    assert np.allclose(fine.reshape(2, 3, 4).sum(axis=2), pi)
    assert np.allclose(fine[0, 4:8], 0.25)


def test_columns_and_best_starts_match_the_definitions():
    """The vectorised column builder against the docstring's column (its job
    rows, then the capacity rows of the held slots below H, and its cost at
    tau = R_g or later), and best_starts' slot attains phi_g(pi)."""
    inst = generate_joint(12, 5)
    H = 50
    g = _Groups(inst, 400.0, H)
    rng = np.random.default_rng(0)
    ids = rng.integers(0, len(g.k), 200)
    taus = np.minimum(g.R[ids] + rng.integers(0, 6, 200), H)
    cost, starts, index = _columns(g, ids, taus)
    ends = np.append(starts[1:], len(index))
    for c, (x, tau) in enumerate(zip(ids, taus)):
        members = [g.i[x]] + ([g.j[x]] if g.j[x] >= 0 else [])
        held = [g.n + g.k[x] * H + s for s in range(tau, min(tau + g.D[x], H))]
        assert index[starts[c]:ends[c]].tolist() == members + held
        late = g.wl * (float(tau >= g.th1[x]) + float(tau >= g.th2[x]))
        assert cost[c] == pytest.approx(g.cost_R[x] if tau == g.R[x] else g.c0[x] + g.w[x] * g.w1 * g.delta * tau + late)
    pi = rng.random((g.K, H)) * 1e-4
    every = np.arange(len(g.k))
    best = g.best_starts(pi, every)
    c2, s2, i2 = _columns(g, every, best)
    e2 = np.append(s2[1:], len(i2))
    held_pi = np.array([pi.reshape(-1)[i2[s2[c]:e2[c]][i2[s2[c]:e2[c]] >= g.n] - g.n].sum() for c in range(len(every))])
    assert np.allclose(c2 + held_pi, g.phi(pi))


def test_warm_started_grid_reaches_the_same_lp():
    """The support of a coarser grid's LP, mapped by start time, is a valid start:
    column generation from them converges to the grid's LP optimum."""
    inst = generate_joint(10, 2)
    lp, _ = group_lp_bound(inst, 20_000.0, slots=40)
    _, coarse = lagrangian_bound(inst, 20_000.0, slots=20, max_iter=2_000, keep_solution=True)
    support = [(x, t * coarse["lag_grid_s"]) for x, t, _ in coarse["lag_solution"]]
    warm, info = lagrangian_bound(inst, 20_000.0, slots=40, max_iter=2_000, columns=support)
    assert lp is not None and info["lag_status"] == "converged"
    assert lp * (1 - 0.02) <= warm <= lp * (1 + LP_TOL)


def test_lp_guided_starts_and_list_ls_from_give_feasible_schedules():
    inst = generate_joint(16, 3)
    _, info = lagrangian_bound(inst, 20_000.0, slots=60, max_iter=500, keep_solution=True)
    starts = lp_guided_starts(info, inst.size)
    for seq in starts:
        assert sorted(j for grp in seq for j in grp) == list(range(inst.size))
    run = list_ls_from(inst, starts, seed=0, max_evals=600 * inst.size)
    ev = evaluate_joint(inst, run.solution)
    assert ev.feasible and ev.objective is not None
    assert ev.objective == pytest.approx(run.info["ls_cost"], rel=1e-9)  # the decoder scores as the evaluator
    assert ev.objective <= min(run.info["start_costs"]) * (1 + 1e-12)
    with pytest.raises(ValueError, match="each job index"):
        list_ls_from(inst, [starts[0][1:]], seed=0, max_evals=10)


@settings(max_examples=50, deadline=None)
@given(rows=st.integers(1, 4), width=st.integers(1, 70), seed=st.integers(0, 10_000))
def test_range_minima_equal_the_minimum_of_each_slice(rows, width, seed):
    """phi's sparse table answers min(values[row, lo..hi]) exactly, and inf
    for an empty range (lo > hi, as a job's late window can be)."""
    rng = np.random.default_rng(seed)
    values = rng.integers(-5, 5, size=(rows, width)).astype(float)  # ties are common
    row = rng.integers(0, rows, size=200)
    lo = rng.integers(0, width + 1, size=200)
    hi = rng.integers(-1, width, size=200)
    got = _range_min(sparse_min(values), row, lo, hi)
    want = [values[r, a:b + 1].min() if a <= b else np.inf for r, a, b in zip(row, lo, hi)]
    assert got.tolist() == want
