"""Per-cell overhead of the Dask executor against the local one (pytest-benchmark).

Skipped in the default test run; run with

    pytest tests/benchmarks/test_bench_dask.py --benchmark-only -s

Both executors run the same 64 cheap cells (cuckoo-planning at 4-32 groups,
four methods, four seeds) on 2 workers. The Dask figure includes starting
the loopback cluster and preparing each worker (imports), which a run pays
once; ``extra_info`` records the per-cell difference.
"""

from __future__ import annotations

import time

import pytest

from schedbench.executor import LocalExecutor
from schedbench.harness import plan
from schedbench.matrix import matrix_from_flags
from schedbench.store import Store

pytest.importorskip("dask.distributed", reason="the dask extra is not installed")
from schedbench.executor import DaskExecutor  # noqa: E402

WORKERS = 2


def _tasks(tmp_path):
    m = matrix_from_flags(["cuckoo-planning"], sizes=[4, 8, 16, 32], seeds=[0, 1, 2, 3],
                          methods=["mcf", "fifo", "edf", "milp"], time_limit_s=20)
    with Store(tmp_path / "plan.sqlite") as db:
        return plan(m, db, "bench").tasks


def _wall(executor, tasks) -> float:
    t0 = time.perf_counter()
    outcomes = list(executor.run(tasks))
    assert len(outcomes) == len(tasks) and all(o.scored is not None for o in outcomes)
    return time.perf_counter() - t0


@pytest.mark.benchmark(group="executor")
def test_dask_overhead_against_local(benchmark, tmp_path):
    tasks = _tasks(tmp_path)
    local_s = _wall(LocalExecutor(WORKERS), tasks)
    dask_s = benchmark.pedantic(lambda: _wall(DaskExecutor(workers=WORKERS), tasks), rounds=3, iterations=1)
    benchmark.extra_info.update(cells=len(tasks), local_s=local_s, dask_s=dask_s,
                                overhead_per_cell_s=(dask_s - local_s) / len(tasks))
    print(f"\n{len(tasks)} cells on {WORKERS} workers: local {local_s:.2f} s, dask {dask_s:.2f} s "
          f"(cluster start included)")


@pytest.mark.benchmark(group="executor")
def test_dask_warm_cluster_against_local(benchmark, tmp_path):
    """The same cells on a cluster that is already running (as on a real
    deployment, where workers outlive runs): the per-cell cost alone, which
    is what the 10% target of issue 16 is about. The first run on a fresh
    cluster prepares its workers (imports); the timed runs reuse them."""
    import dask
    from dask.distributed import LocalCluster

    tasks = _tasks(tmp_path)
    local_s = min(_wall(LocalExecutor(WORKERS), tasks) for _ in range(3))
    with dask.config.set({"distributed.worker.daemon": False}):
        cluster = LocalCluster(n_workers=WORKERS, threads_per_worker=1, processes=True,
                               host="127.0.0.1", dashboard_address=None)
    try:
        executor = DaskExecutor(cluster.scheduler_address)
        _wall(executor, tasks)  # prepares the workers
        dask_s = benchmark.pedantic(lambda: _wall(executor, tasks), rounds=3, iterations=1)
    finally:
        cluster.close()
    ratio = dask_s / local_s
    benchmark.extra_info.update(cells=len(tasks), local_s=local_s, dask_s=dask_s, ratio=ratio)
    print(f"\n{len(tasks)} cells on {WORKERS} workers, warm cluster: local {local_s:.2f} s (best of 3), "
          f"dask {dask_s:.2f} s (ratio {ratio:.2f})")
