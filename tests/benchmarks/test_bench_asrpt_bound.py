"""Runtime and certified gap of ``asrpt-schedule``'s ``bound`` at the
paper's scale (Sec. V-B: 250 servers x 8 GPUs, 37,500 and 150,000 jobs;
pytest-benchmark, skipped in the default run):

    .venv/bin/python -m pytest tests/benchmarks/test_bench_asrpt_bound.py --benchmark-only -s

Each test runs ``bound`` through ``run_and_score`` (so its carried schedule is
checked by the evaluator and the bound against it by the runner), records the
carried objective and the certified gap (objective - bound) / objective in
``extra_info``, and prints the bound, which relaxation gave it, its grid and
the certified gap of every paper policy on the same instance.
"""

from __future__ import annotations

import time

import pytest
from schedbench.instances.asrpt import generate_schedule

from schedbench.contracts import Budget, Sense
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

#: Sec. V-B-1-a: 250 servers x 8 GPUs.
PAPER_SERVERS = 250
#: The cell budget of the paper-scale matrix (schedbench/matrices/paper-scale.toml).
TIME_LIMIT_S = 390.0
#: The paper's policies (Fig. 6) whose certified gap is printed next to the bound.
POLICIES = ("a-srpt", "a-srpt-perfect", "spjf", "spwf", "wcs-duration", "wcs-workload", "wcs-subtime")


@pytest.mark.parametrize("size", [37_500, 150_000])
def test_asrpt_bound_paper_scale(benchmark, quality, size):
    spec = get_problem("asrpt-schedule")
    inst = generate_schedule(size, 0, servers=PAPER_SERVERS)
    run = benchmark.pedantic(run_and_score, args=(spec, "bound", inst, Budget(time_limit_s=TIME_LIMIT_S)),
                             rounds=1, iterations=1)
    assert run.error is None, run.error
    obj, lb, info = run.evaluation.objective, run.result.bound, run.result.info
    assert lb <= obj * (1 + 1e-9)
    quality(obj, lb, Sense.MINIMIZE, exact=False)
    benchmark.extra_info["bound"] = lb
    print(f"\nasrpt-schedule {size} jobs, {PAPER_SERVERS} servers: bound {lb:.6g} in {run.result.timings.total_s:.1f} s "
          f"(pooled {info.get('relaxation')} {info.get('pooled_bound_s'):.6g} on a {info.get('grid_s'):g} s grid, "
          f"{info.get('grid_slots')} slots); carried {info.get('carried_policy')} {obj:.6g}: "
          f"certified gap {(obj - lb) / obj:.2%}")
    for method in POLICIES:
        t0 = time.perf_counter()
        r = run_and_score(spec, method, inst, Budget(time_limit_s=TIME_LIMIT_S))
        assert r.error is None, r.error
        o = r.evaluation.objective
        print(f"  {method}: {o:.6g}, certified gap {(o - lb) / o:.2%} ({time.perf_counter() - t0:.1f} s with evaluation)")


#: The default matrix's contended cluster (schedbench/matrices/default.toml).
CONTENDED = {"servers": 2, "single_gpu_share": 0.2, "load": 4.0, "slot_s": 300.0}


@pytest.mark.parametrize("size", [32, 128, 256])
def test_asrpt_bound_contended(benchmark, size):
    """Seeds 0-2 on the contended cluster: the carried (best) schedule and its
    certified gap per seed."""
    spec = get_problem("asrpt-schedule")

    def run_all():
        out = []
        for seed in (0, 1, 2):
            inst = generate_schedule(size, seed, **CONTENDED)
            run = run_and_score(spec, "bound", inst, Budget(time_limit_s=60))
            assert run.error is None, run.error
            out.append((seed, run))
        return out

    for seed, run in benchmark.pedantic(run_all, rounds=1, iterations=1):
        obj, lb, info = run.evaluation.objective, run.result.bound, run.result.info
        print(f"\nasrpt-schedule {size} jobs seed {seed}, contended: bound {lb:.6g} ({info.get('relaxation')}) in "
              f"{run.result.timings.total_s:.1f} s; carried {info.get('carried_policy')} {obj:.6g}: "
              f"certified gap {(obj - lb) / obj:.2%}")
