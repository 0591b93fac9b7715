"""cuckoo-joint's ``bound`` (formulations/cuckoo_bounds.py): below the
brute-force optimum (also with deadlines tight enough that jobs are late in
every schedule), below the MILP optimum and every heuristic, and a bound
above a feasible objective recorded as an error by the runner."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_cuckoo_joint_milp import CASES, brute_force, tight, tiny

from schedbench.contracts import Budget
from schedbench.formulations.cuckoo_bounds import joint_lower_bound
from schedbench.instances.cuckoo import generate_joint
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

SPEC = "cuckoo-joint"
HEURISTICS = ("cuckoo", "none", "dab-fifo", "dab-edf", "cuckoo-homo", "muri-hetero", "muri")


@pytest.mark.parametrize(("seed", "arrivals", "tightened"), CASES)
def test_bound_never_exceeds_the_brute_force_optimum(seed, arrivals, tightened):
    inst = tiny(seed, arrivals, tightened)
    best, _, _, _ = brute_force(inst)
    run = run_and_score(get_problem(SPEC), "bound", inst, Budget())
    assert run.error is None
    assert run.result.bound <= best * (1 + 1e-9)


@pytest.mark.parametrize("seed", range(3))
def test_jobs_late_in_every_schedule_are_counted_and_stay_below_the_optimum(seed):
    inst = tight(generate_joint(4, seed, cluster="small", arrivals="batch"), fraction=0.02)
    lb, info = joint_lower_bound(inst)
    best, _, _, _ = brute_force(inst)
    assert info["always_late_jobs"] >= 1  # deadlines at 2% of their slack: not met even alone
    assert lb <= best * (1 + 1e-9)


@pytest.mark.parametrize("seed", range(2))
def test_bound_below_the_milp_optimum(seed):
    spec = get_problem(SPEC)
    inst = spec.generate(size=6, seed=seed)
    milp = run_and_score(spec, "milp", inst, Budget(time_limit_s=30))
    assert milp.result.status.value == "optimal"
    run = run_and_score(spec, "bound", inst, Budget())
    assert run.error is None
    assert run.result.bound <= milp.evaluation.objective * (1 + 1e-9)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(size=st.integers(1, 30), seed=st.integers(0, 10_000), arrivals=st.sampled_from(["trace", "batch"]),
       cluster=st.sampled_from(["small", "paper"]), num_gpus=st.sampled_from([1, 2]))
def test_bound_below_every_heuristic(size, seed, arrivals, cluster, num_gpus):
    spec = get_problem(SPEC)
    inst = generate_joint(size, seed, arrivals=arrivals, cluster=cluster, num_gpus=num_gpus)
    lb, _ = joint_lower_bound(inst)
    for name in HEURISTICS:
        run = run_and_score(spec, name, inst, Budget())
        assert lb <= run.evaluation.objective * (1 + 1e-9), name


def test_runner_records_a_bound_above_a_feasible_objective_as_an_error():
    spec = get_problem(SPEC)
    inst = spec.generate(size=6, seed=0)
    honest = spec.methods["bound"].run(inst, Budget())
    inflated = dataclasses.replace(spec.methods["bound"],
                                   run=lambda i, b: dataclasses.replace(honest, bound=2.0 * honest.bound + 1.0))
    run = run_and_score(dataclasses.replace(spec, methods={**spec.methods, "bound": inflated}), "bound", inst, Budget())
    assert run.error is not None and "beats the method's own proven bound" in run.error


@pytest.mark.parametrize(("seed", "arrivals", "tightened"), CASES)
def test_time_indexed_bound_never_exceeds_the_brute_force_optimum(seed, arrivals, tightened):
    from schedbench.formulations.cuckoo_bounds import time_indexed_bound

    inst = tiny(seed, arrivals, tightened)
    best, schedule, _, _ = brute_force(inst)
    from schedbench.problems.cuckoo import evaluate_joint

    horizon = evaluate_joint(inst, schedule).metrics["makespan_s"]
    for slots in (20, 100):
        ti, info = time_indexed_bound(inst, horizon, slots=slots)
        assert ti is not None, info
        assert ti <= best * (1 + 1e-9)
    # a horizon shorter than the optimum's makespan drops rows: still a bound
    short, _ = time_indexed_bound(inst, horizon / 3.0, slots=50)
    assert short <= best * (1 + 1e-9)


def test_time_indexed_lp_agrees_between_simplex_and_ipm():
    from schedbench.formulations.cuckoo_bounds import time_indexed_bound

    inst = get_problem(SPEC).generate(size=6, seed=1)
    a, _ = time_indexed_bound(inst, 20_000.0, slots=60, solver="simplex")
    b, _ = time_indexed_bound(inst, 20_000.0, slots=60, solver="ipm")
    assert a == pytest.approx(b, rel=1e-6)
