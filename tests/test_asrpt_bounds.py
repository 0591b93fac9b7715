"""asrpt-schedule's ``bound`` (formulations/asrpt_bounds.py): below the
brute-force and MILP optimum, below every heuristic on random instances, the
LP equal between two HiGHS algorithms, the Lagrangian never above the LP, and
a bound above a feasible objective recorded as an error by the runner."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_asrpt_schedule import brute_force_schedule, tiny_random_instance
from test_asrpt_schedule_milp import slotted_instance

from schedbench.contracts import Budget, MethodResult
from schedbench.formulations import asrpt_bounds as bounds
from schedbench.instances.asrpt import generate_schedule
from schedbench.problems.asrpt import register_schedule
from schedbench.registry import Registry
from schedbench.harness.runner import run_and_score

SPEC = "asrpt-schedule"
HEURISTICS = ("a-srpt", "a-srpt-perfect", "a-srpt-backfill", "spjf", "spwf", "wcs-duration", "wcs-workload", "wcs-subtime")
#: The default matrix's contended cluster (schedbench/matrices/default.toml).
CONTENDED = {"servers": 2, "single_gpu_share": 0.2, "load": 4.0, "slot_s": 300.0}


def get_problem(name: str):
    reg = Registry()
    register_schedule(reg)
    return reg.get(name)


@pytest.mark.parametrize("seed", range(6))
def test_bound_never_exceeds_the_brute_force_optimum_continuous_time(seed):
    inst = tiny_random_instance(seed)
    opt = brute_force_schedule(inst)
    run = run_and_score(get_problem(SPEC), "bound", inst, Budget())
    assert run.error is None
    assert run.result.bound <= opt * (1 + 1e-9)


@pytest.mark.parametrize(("seed", "jobs"), [(0, 3), (1, 3), (2, 4), (3, 4)])
def test_bound_never_exceeds_the_brute_force_optimum_slotted(seed, jobs):
    inst = slotted_instance(seed, jobs)
    opt = brute_force_schedule(inst)
    run = run_and_score(get_problem(SPEC), "bound", inst, Budget())
    assert run.error is None
    assert run.result.bound <= opt * (1 + 1e-9)


@pytest.mark.parametrize(("size", "seed"), [(8, 0), (8, 2), (12, 1)])
def test_bound_below_the_milp_optimum_and_at_least_lower_bound(size, seed):
    spec = get_problem(SPEC)
    inst = generate_schedule(size, seed, **CONTENDED)
    milp = run_and_score(spec, "milp", inst, Budget(time_limit_s=30))
    assert milp.result.status.value == "optimal"
    new = run_and_score(spec, "bound", inst, Budget())
    old = run_and_score(spec, "lower-bound", inst, Budget())
    assert new.error is None
    assert old.result.bound <= new.result.bound <= milp.evaluation.objective * (1 + 1e-9)
    # it carries a real policy's schedule, scored by the evaluator
    assert new.evaluation.objective >= milp.evaluation.objective * (1 - 1e-9)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(size=st.integers(2, 14), seed=st.integers(0, 10_000), slot=st.sampled_from([0.0, 60.0, 300.0]),
       load=st.sampled_from([1.0, 4.0]))
def test_bound_below_every_heuristic(size, seed, slot, load):
    spec = get_problem(SPEC)
    inst = generate_schedule(size, seed, servers=2, single_gpu_share=0.2, load=load, slot_s=slot)
    lb = run_and_score(spec, "bound", inst, Budget()).result.bound
    for name in HEURISTICS:
        obj = run_and_score(spec, name, inst, Budget()).evaluation.objective
        assert lb <= obj * (1 + 1e-9), name


@pytest.mark.parametrize(("size", "seed"), [(16, 0), (32, 1)])
def test_lp_agrees_between_simplex_and_ipm_and_lagrangian_stays_below(size, seed):
    inst = generate_schedule(size, seed, **CONTENDED)
    best = bounds.best_policy_schedule(inst, Budget())
    data = bounds.pooled_data(inst, bounds.job_lengths(inst), inst.slot_s, best[1])
    simplex, _ = bounds.lp_bound(data, solver="simplex")
    ipm, _ = bounds.lp_bound(data, solver="ipm")
    assert simplex == pytest.approx(ipm, rel=1e-6)
    lag, _ = bounds.lagrangian_bound(data, target=best[0])
    assert lag <= simplex * (1 + 1e-9)
    assert lag >= simplex * (1 - 1e-2)  # the subgradient method gets within 1% here
    # the Lagrangian at any multipliers is a bound (weak duality)
    rng = np.random.default_rng(seed)
    assert bounds.lagrangian_value(data, rng.uniform(0, 50, data.horizon)) <= simplex * (1 + 1e-9)


def test_coarser_grid_stays_below_and_weakens():
    inst = generate_schedule(16, 1, **CONTENDED)
    best = bounds.best_policy_schedule(inst, Budget())
    d = bounds.job_lengths(inst)
    vals = [bounds.lp_bound(bounds.pooled_data(inst, d, k * inst.slot_s, best[1]))[0] for k in (1, 2, 4)]
    assert all(v <= best[0] for v in vals)
    assert vals[0] >= vals[2]


def test_bad_grid_is_one_clear_error():
    from schedbench.errors import ValidationError

    inst = generate_schedule(4, 0, **CONTENDED)
    with pytest.raises(ValidationError, match="delta"):
        bounds.pooled_data(inst, bounds.job_lengths(inst), 0.0, 1000.0)


def test_runner_records_a_bound_above_a_feasible_objective_as_an_error():
    spec = get_problem(SPEC)
    inst = generate_schedule(8, 0, **CONTENDED)
    honest = spec.methods["bound"].run(inst, Budget())
    inflated = dataclasses.replace(spec.methods["bound"],
                                   run=lambda i, b: dataclasses.replace(honest, bound=2.0 * honest.bound + 1e6))
    spec2 = dataclasses.replace(spec, methods={**spec.methods, "bound": inflated})
    run = run_and_score(spec2, "bound", inst, Budget())
    assert run.error is not None and "beats the method's own proven bound" in run.error
    assert isinstance(honest, MethodResult)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(size=st.integers(1, 40), seed=st.integers(0, 10_000), slot=st.sampled_from([0.0, 60.0, 300.0]),
       servers=st.integers(1, 4), load=st.sampled_from([0.5, 1.0, 4.0]))
def test_consolidated_list_is_feasible_and_above_the_bound(size, seed, slot, servers, load):
    spec = get_problem(SPEC)
    inst = generate_schedule(size, seed, servers=servers, single_gpu_share=0.2, load=load, slot_s=slot)
    run = run_and_score(spec, "consolidated-list", inst, Budget())
    assert run.error is None and run.evaluation.feasible, run.evaluation.violations[:3]
    lb = run_and_score(spec, "bound", inst, Budget()).result.bound
    assert lb <= run.evaluation.objective * (1 + 1e-9)


@pytest.mark.parametrize("seed", range(4))
def test_consolidated_list_never_beats_the_brute_force_optimum(seed):
    inst = tiny_random_instance(seed)
    run = run_and_score(get_problem(SPEC), "consolidated-list", inst, Budget())
    assert run.error is None
    assert run.evaluation.objective >= brute_force_schedule(inst) * (1 - 1e-9)


def test_lp_alpha_points_read_the_cumulative_columns():
    """Two jobs, H = 3: job 0 (R = 0) has columns z[0, 0..2], job 1 (R = 2)
    has z[1, 2]; z[i, H_i] = 1 is implicit."""
    data = bounds.PooledData(delta=1.0, horizon=3, release=np.array([0, 2]), dur_slots=np.array([1, 1]),
                             dur_s=np.array([1.0, 1.0]), gpus=np.array([1, 1]), capacity=1)
    z = np.array([0.2, 0.6, 0.6, 0.0])
    assert bounds.lp_alpha_points(data, z, 0.0).tolist() == [0, 2]
    assert bounds.lp_alpha_points(data, z, 0.5).tolist() == [1, 3]
    assert bounds.lp_alpha_points(data, z, 1.0).tolist() == [3, 3]
    assert bounds.lp_arrays(data)[4].shape[1] == len(z)  # one column per z
