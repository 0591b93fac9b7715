"""Where the cuckoo-joint bound loses at the paper's scale (issue 13): the
Lagrangian of the group formulation (``lagrangian_bound``) on the 521-job
paper-scale instance (Table 7 cluster once, seed 0) at several time grids,
each run without a time limit until column generation converges (or stops
after ``max_iter`` rounds). Each row brackets the grid's LP optimum: the
Lagrangian value L (a proven bound) and the restricted LP's value (an
upper bound on that LP's optimum); then the grid's multipliers spread onto
grids 2, 4 and 8 times finer (``spread_bound``, at most 6,400 slots), the
step ``bound`` takes after its levels. The horizon is ``list-ls``'s makespan,
as in ``bound``. Opt-in (minutes):

    GRID_SLOTS=100,200,400 .venv/bin/python -m pytest \
        tests/benchmarks/test_bench_cuckoo_joint_grid.py --benchmark-only -s
"""

from __future__ import annotations

import os

import pytest

from schedbench.formulations.cuckoo_bounds import lagrangian_bound, spread_bound
from schedbench.heuristics.cuckoo import list_ls
from schedbench.problems.cuckoo import evaluate_joint
from schedbench.registry import get_problem

SLOTS = [int(s) for s in os.environ.get("GRID_SLOTS", "100,200,400").split(",")]


@pytest.fixture(scope="module")
def paper_instance():
    spec = get_problem("cuckoo-joint")
    inst = spec.generate(size=521, seed=0, cluster="paper", copies=1)
    schedule = list_ls(inst, seed=0, max_evals=600 * inst.size).solution
    ev = evaluate_joint(inst, schedule)
    assert ev.feasible and ev.objective is not None
    return inst, schedule, ev.objective, ev.metrics["makespan_s"]


@pytest.mark.parametrize("slots", SLOTS)
def test_lagrangian_by_grid(benchmark, paper_instance, slots):
    inst, schedule, objective, horizon = paper_instance
    value, info = benchmark.pedantic(lagrangian_bound, args=(inst, horizon),
                                     kwargs={"slots": slots, "schedule": schedule, "max_iter": 400,
                                             "keep_solution": True},
                                     rounds=1, iterations=1)
    spread, spread_info = spread_bound(inst, horizon, info["lag_pi"], every=True)
    assert max(value, spread) <= objective * (1 + 1e-9)  # a bound is a claim
    benchmark.extra_info.update({"slots": slots, "bound": value, "rmp": info["lag_rmp"], "objective": objective,
                                 "spread": spread})
    print(f"\n{slots} slots of {info['lag_grid_s']:.0f} s: L = {value:.4f}, restricted LP {info['lag_rmp']:.4f} "
          f"({info['lag_status']}, {info['lag_iterations']} rounds, {info['lag_s']:.0f} s); list-ls {objective:.4f}, "
          f"certified gap {(objective - value) / objective:.2%}; spread {spread_info['spread_values']} "
          f"({spread_info['spread_s']:.0f} s), certified gap {(objective - max(value, spread)) / objective:.2%}")
