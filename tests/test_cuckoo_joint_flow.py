"""cuckoo-joint's flow relaxation with pair modes and ``list-ect``
(formulations/cuckoo_bounds.py, heuristics/cuckoo.py, issue 13): the
vectorised pair tables equal the evaluator's group times, the flow LP stays
below the brute-force optimum (pair modes on and off, fine and coarse grids,
a horizon shorter than the optimum's makespan) and below every heuristic on
random instances, simplex and IPM agree, and ``list-ect`` is feasible and
never below the proven optimum."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schedbench.formulations.cuckoo_bounds import flow_bound, flow_modes, pair_tables
from schedbench.instances.cuckoo import generate_joint
from test_cuckoo_joint_milp import CASES, brute_force, tiny

from schedbench.contracts import Budget
from schedbench.problems.cuckoo import evaluate_joint
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

SPEC = "cuckoo-joint"
HEURISTICS = ("cuckoo", "none", "dab-fifo", "dab-edf", "cuckoo-homo", "muri-hetero", "muri", "list-ect")


@pytest.mark.parametrize("seed", range(2))
def test_pair_tables_equal_the_evaluators_group_times(seed):
    inst = generate_joint(12, seed, cluster="paper")
    jobs = inst.jobs
    for k in inst.gangs:
        single, pair = pair_tables(inst, k)
        assert single.tolist() == [inst.group_duration([j], k) for j in jobs]
        for i in range(len(jobs)):
            for j in range(len(jobs)):
                if i != j:
                    assert pair[i, j] == inst.group_duration([jobs[i], jobs[j]], k)
                    assert pair[i, j] == inst.group_duration([jobs[j], jobs[i]], k)
        assert np.isinf(np.diag(pair)).all()


@pytest.mark.parametrize(("seed", "arrivals", "tightened"), CASES[::2])
def test_flow_bound_and_list_ect_against_the_brute_force_optimum(seed, arrivals, tightened):
    inst = tiny(seed, arrivals, tightened)
    best, schedule, _, _ = brute_force(inst)
    horizon = evaluate_joint(inst, schedule).metrics["makespan_s"]
    for threshold, slots, h in ((0.0, 10, horizon), (0.0, 60, horizon), (np.inf, 60, horizon), (0.1, 40, horizon / 3.0)):
        lb, info = flow_bound(inst, h, slots=slots, threshold=threshold)
        assert lb is not None, info
        assert lb <= best * (1 + 1e-9), (threshold, slots, h)
    run = run_and_score(get_problem(SPEC), "list-ect", inst, Budget())
    assert run.error is None and run.evaluation.feasible
    assert run.evaluation.objective >= best * (1 - 1e-9)


def test_pair_modes_and_their_consistency_rows_are_built():
    inst = generate_joint(10, 0, cluster="small")
    a = np.array([j.arrival for j in inst.jobs])
    modes, _kind, mode_pairs = flow_modes(inst, next(iter(inst.gangs)), a, threshold=0.0)
    assert (mode_pairs == mode_pairs.T).all()
    assert len(modes) > inst.size  # some job has a pair mode besides its alone mode
    assert {m[0] for m in modes} == set(range(inst.size))
    lb, info = flow_bound(inst, 20_000.0, slots=20, threshold=0.0)
    assert info["flow_pair_rows"] > 0
    none, _ = flow_bound(inst, 20_000.0, slots=20, threshold=np.inf)
    assert lb >= none - 1e-9  # the modes only tighten the one-mode relaxation


def test_flow_lp_agrees_between_simplex_and_ipm():
    inst = get_problem(SPEC).generate(size=8, seed=1)
    a, _ = flow_bound(inst, 20_000.0, slots=40, threshold=0.0, solver="simplex")
    b, _ = flow_bound(inst, 20_000.0, slots=40, threshold=0.0, solver="ipm")
    assert a == pytest.approx(b, rel=1e-6)


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(size=st.integers(1, 16), seed=st.integers(0, 10_000), arrivals=st.sampled_from(["trace", "batch"]),
       cluster=st.sampled_from(["small", "paper"]), num_gpus=st.sampled_from([1, 2]))
def test_flow_bound_below_every_heuristic(size, seed, arrivals, cluster, num_gpus):
    spec = get_problem(SPEC)
    inst = generate_joint(size, seed, arrivals=arrivals, cluster=cluster, num_gpus=num_gpus)
    objectives = {}
    for name in HEURISTICS:
        run = run_and_score(spec, name, inst, Budget())
        assert run.error is None, (name, run.error)
        objectives[name] = run.evaluation.objective
    horizon = max(g.start for g in run.result.solution.groups) + 1.0
    lb, info = flow_bound(inst, horizon, slots=30, threshold=0.0)
    assert lb is not None, info
    for name, value in objectives.items():
        assert lb <= value * (1 + 1e-9), name


def test_list_ect_pairs_when_interleaving_pays():
    inst = generate_joint(128, 0)
    run = run_and_score(get_problem(SPEC), "list-ect", inst, Budget())
    assert run.error is None
    assert run.result.info["pairs"] > 0
