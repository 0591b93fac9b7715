"""cuckoo-joint certified gaps and exact reach (issue 13; pytest-benchmark,
skipped in the default run):

    .venv/bin/python -m pytest tests/benchmarks/test_bench_cuckoo_joint.py --benchmark-only -s

``test_bound`` runs ``bound`` (formulations/cuckoo_bounds.py) on the default
generator's instances (Table 7 cluster, one copy per 100 jobs; 521 jobs is
Sec. 4.1's workload) at the default matrix's work (1) and twenty times it,
and prints the bound, each part of it, the carried schedule and the
certified gap (objective - bound) / objective. ``test_exact_reach`` runs the
MILP with 60 s on 1 thread and prints its status and open gap.
"""

from __future__ import annotations

import pytest

from schedbench.contracts import Budget
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

SPEC = "cuckoo-joint"


@pytest.mark.parametrize("work", [1, 20])
@pytest.mark.parametrize("size", [32, 128, 521])
def test_bound(benchmark, size, work):
    spec = get_problem(SPEC)
    inst = spec.generate(size=size, seed=0)
    run = benchmark.pedantic(run_and_score, args=(spec, "bound", inst, Budget(time_limit_s=600, work=work)),
                             rounds=1, iterations=1)
    assert run.error is None, run.error
    obj, lb, info = run.evaluation.objective, run.result.bound, run.result.info
    assert lb <= obj
    benchmark.extra_info.update({"objective": obj, "bound": lb})
    print(f"\n{size} jobs, work {work}: bound {lb:.4f} (combinatorial {info['combinatorial_bound']:.4f}, "
          f"flow {info.get('flow_bound')}, {info.get('flow_slots')} slots, {info.get('flow_modes')} modes; "
          f"time-indexed {info.get('time_indexed_bound')}; Lagrangian {info.get('lagrangian_bound')}, "
          f"{info.get('lag_slots')} slots, {info.get('lag_iterations')} rounds, {info.get('lag_status')}); "
          f"{info['carried_policy']} {obj:.4f}; "
          f"certified gap {(obj - lb) / obj:.1%}")


@pytest.mark.parametrize("size", [8, 10, 12])
def test_exact_reach(benchmark, size):
    spec = get_problem(SPEC)
    inst = spec.generate(size=size, seed=0)
    run = benchmark.pedantic(run_and_score, args=(spec, "milp", inst, Budget(time_limit_s=60, threads=1)),
                             rounds=1, iterations=1)
    assert run.error is None, run.error
    obj, lb = run.evaluation.objective, run.result.bound
    print(f"\nmilp {size} jobs: {run.result.status.value}, objective {obj:.4f}, bound {lb}, "
          f"open gap {(obj - lb) / obj:.1%}")


@pytest.mark.parametrize("size", [8, 32])
def test_bound_parts(benchmark, size):
    """The diagnosis of README's ``cuckoo-joint`` section, seeds 0-2: the
    flow LP (100 slots, horizon: ``list-ect``'s makespan) with one mode per
    type (threshold inf: every job charged its least charge over all
    partners) and with pair modes (threshold 0.1), the time-indexed LP and
    the Lagrangian bound of the group formulation (200 slots)."""
    from schedbench.formulations.cuckoo_bounds import flow_bound, lagrangian_bound, time_indexed_bound

    spec = get_problem(SPEC)

    def parts():
        rows = []
        for seed in range(3):
            inst = spec.generate(size=size, seed=seed)
            run = run_and_score(spec, "list-ect", inst, Budget())
            horizon = run.evaluation.metrics["makespan_s"]
            one, _ = flow_bound(inst, horizon, slots=100, threshold=float("inf"))
            modes, _ = flow_bound(inst, horizon, slots=100)
            ti, _ = time_indexed_bound(inst, horizon)
            lag, _ = lagrangian_bound(inst, horizon, slots=200, schedule=run.result.solution)
            rows.append((seed, run.evaluation.objective, one, modes, ti, lag))
        return rows

    for seed, obj, one, modes, ti, lag in benchmark.pedantic(parts, rounds=1, iterations=1):
        print(f"\n{size} jobs seed {seed}: list-ect {obj:.4f}; flow one mode {one:.4f}, flow pair modes {modes:.4f}, "
              f"time-indexed {ti:.4f}, Lagrangian (200 slots) {lag:.4f}")
