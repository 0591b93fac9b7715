"""Runtimes of the ``bound`` methods (formulations/asrpt_bounds.py,
formulations/cuckoo_bounds.py) at the default matrix's largest sizes and at
each paper's scale (pytest-benchmark; skipped in the default run):

    .venv/bin/python -m pytest tests/benchmarks/test_bench_bounds.py --benchmark-only -s

Each test prints the bound, the carried policy's objective and the
certified gap (objective - bound) / objective.
"""

from __future__ import annotations

import pytest

from schedbench.contracts import Budget
from schedbench.instances.asrpt import generate_schedule
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

#: Sec. V-B-1-a: 250 servers x 8 GPUs; Fig. 6: 37,500 jobs and more.
PAPER_SERVERS = 250
#: The default matrix's contended cluster (schedbench/matrices/default.toml).
CONTENDED = {"servers": 2, "single_gpu_share": 0.2, "load": 4.0, "slot_s": 300.0}
#: Sec. 4.1: 521 jobs on the Table 7 cluster.
CUCKOO_PAPER_JOBS = 521


def _report(run, label: str) -> None:
    assert run.error is None, run.error
    obj, lb = run.evaluation.objective, run.result.bound
    print(f"\n{label}: bound {lb:.6g}, {run.result.info.get('carried_policy')} {obj:.6g}, "
          f"certified gap {(obj - lb) / obj:.1%}")


@pytest.mark.parametrize("size", [32, 256])
def test_asrpt_bound_contended(benchmark, score, size):
    spec = get_problem("asrpt-schedule")
    inst = generate_schedule(size, 0, **CONTENDED)
    run = benchmark.pedantic(run_and_score, args=(spec, "bound", inst, Budget(time_limit_s=60)), rounds=1, iterations=1)
    _report(run, f"asrpt-schedule {size} jobs, contended")
    score("asrpt-schedule", inst, run)  # the carried schedule and its certified gap to the bound


def test_asrpt_bound_paper_scale(benchmark, score):
    spec = get_problem("asrpt-schedule")
    inst = generate_schedule(37_500, 0, servers=PAPER_SERVERS)
    run = benchmark.pedantic(run_and_score, args=(spec, "bound", inst, Budget(time_limit_s=390)), rounds=1, iterations=1)
    _report(run, "asrpt-schedule 37,500 jobs, 250 servers")
    score("asrpt-schedule", inst, run)


def test_cuckoo_bound_paper_scale(benchmark, score):
    spec = get_problem("cuckoo-joint")
    inst = spec.generate(size=CUCKOO_PAPER_JOBS, seed=0)
    run = benchmark.pedantic(run_and_score, args=(spec, "bound", inst, Budget()), rounds=1, iterations=1)
    _report(run, "cuckoo-joint 521 jobs, Table 7 cluster")
    score("cuckoo-joint", inst, run)
