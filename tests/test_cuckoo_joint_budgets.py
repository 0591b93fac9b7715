"""cuckoo-joint's searches and bounds stop on work, not on the clock
(``Budget.work``; DESIGN.md, "Harness"): the same instance, seed and work
give the same objective and bound whatever the time limit (a safety cap on
CPU seconds) and however often they run; ``work`` scales the counts; a
method stopped by its cap says so.
"""

from __future__ import annotations

import pytest

from schedbench.contracts import Budget, TimeCap
from schedbench.formulations.cuckoo_bounds import (
    LAG_MIN_SLOTS,
    bound_work,
    lag_slots,
    lagrangian_bound,
)
from schedbench.heuristics.cuckoo import LIST_LS_EVALS_PER_JOB, LIST_LS_PLACEMENTS, list_ls
from schedbench.instances.cuckoo import generate_joint
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

SPEC = "cuckoo-joint"
#: A safety cap no method of these tests comes near.
GENEROUS_S = 10_000.0


def _run(method: str, inst, **budget):
    run = run_and_score(get_problem(SPEC), method, inst, Budget(**budget))
    assert run.error is None, run.error
    return run


@pytest.mark.parametrize("method", ["list-ls", "bound"])
def test_same_objective_and_bound_run_twice_and_under_any_time_limit(method):
    """Twice in one process and under two time limits far apart: equal to
    the last bit (a clock-driven stop would differ between the runs)."""
    inst = generate_joint(24, 2)
    runs = [_run(method, inst, time_limit_s=limit) for limit in (60.0, GENEROUS_S, 60.0)]
    assert len({r.evaluation.objective for r in runs}) == 1
    assert len({r.result.bound for r in runs}) == 1
    assert not any(r.result.info["stopped_at_time_cap"] for r in runs)


def test_list_ls_stops_on_its_declared_decodings_and_work_scales_them():
    inst = generate_joint(16, 1)
    one = _run("list-ls", inst, time_limit_s=GENEROUS_S).result.info
    two = _run("list-ls", inst, time_limit_s=GENEROUS_S, work=2.0).result.info
    assert one["max_evaluations"] == one["evaluations"] == LIST_LS_EVALS_PER_JOB * 16
    assert two["evaluations"] == 2 * one["evaluations"]
    assert one["max_placements"] == LIST_LS_PLACEMENTS and two["max_placements"] == 2 * LIST_LS_PLACEMENTS


def test_list_ls_stops_at_its_placement_budget():
    inst = generate_joint(40, 0)
    res = list_ls(inst, seed=0, max_evals=10**9, max_placements=20_000)
    assert res.info["evaluations"] < 10**9
    assert 20_000 <= res.info["placements"] < 20_000 + inst.size  # the last decoding finishes
    assert not res.info["stopped_at_time_cap"]


def test_a_used_up_time_cap_stops_the_search_and_says_so():
    inst = generate_joint(16, 1)
    run = _run("list-ls", inst, time_limit_s=1e-9)
    assert run.evaluation.feasible
    assert run.result.info["stopped_at_time_cap"] and run.result.info["evaluations"] == 0
    bound = _run("bound", inst, time_limit_s=1e-9)
    assert bound.result.info["stopped_at_time_cap"]
    assert bound.result.bound == bound.result.info["combinatorial_bound"]  # every later part skipped
    assert bound.result.bound <= bound.evaluation.objective


def test_the_lagrangian_stops_on_its_work_units():
    inst = generate_joint(24, 2)
    horizon = _run("list-ls", inst, time_limit_s=GENEROUS_S).evaluation.metrics["makespan_s"]
    value, info = lagrangian_bound(inst, horizon, slots=120, work=5e6)
    assert info["lag_status"] == "work budget"
    assert info["lag_work"] <= 5e6
    _, more = lagrangian_bound(inst, horizon, slots=120, work=5e7)
    assert more["lag_iterations"] > info["lag_iterations"]
    assert lagrangian_bound(inst, horizon, slots=120, work=5e6, cap=TimeCap(GENEROUS_S))[0] == value


def test_bound_levels_and_grids_come_from_the_instance_and_work_only():
    assert lag_slots(100.0) == LAG_MIN_SLOTS
    assert lag_slots(10_000.0) == 400
    inst = generate_joint(32, 0)
    small = _run("bound", inst, time_limit_s=GENEROUS_S, work=0.05).result.info
    big = _run("bound", inst, time_limit_s=GENEROUS_S).result.info
    assert len(small["lag_levels"]) <= len(big["lag_levels"])
    assert small["lag_work"] <= 0.05 * 2_250_000_000 * (1 + 1e-9)


def test_every_budgeted_method_declares_its_work():
    spec = get_problem(SPEC)
    assert f"{LIST_LS_EVALS_PER_JOB} decodings per job" in spec.methods["list-ls"].description
    for part, amount in bound_work().items():
        assert f"{part} {amount}" in spec.methods["bound"].description
