"""Per-cell overhead of the Dask executor against the local one (pytest-benchmark).

Skipped in the default test run; run with

    pytest tests/benchmarks/test_bench_dask.py --benchmark-only -s

or, for the table of README's "Running on Dask" section,

    python tests/benchmarks/test_bench_dask.py [ROUNDS]

Two sets of cells on 2 workers each:

* ``tiny``: 64 cheap cells (cuckoo-planning at 4-32 groups, four methods,
  four seeds);
* ``default``: a slice of the default matrix, every problem and method of
  it at the problem's smallest size, instance seed 0 (real cells, MILPs
  included).

The warm-cluster comparison runs the executors interleaved on one cluster
that outlives the runs (as a deployment's workers do; the first run
prepares the workers), ``ROUNDS`` times, and reports medians: local
``--jobs 2``, Dask with automatic batching (the default), and Dask with one
cell per task (``--cells-per-task 1``).
"""

from __future__ import annotations

import math
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pytest

from schedbench.harness.executor import LocalExecutor
from schedbench.harness.driver import plan
from schedbench.harness.matrix import Matrix, load_default_matrix, matrix_from_flags
from schedbench.harness.store import Store

pytest.importorskip("dask.distributed", reason="the dask extra is not installed")
from schedbench.harness.executor import DaskExecutor, local_cluster  # noqa: E402

WORKERS = 2
ROUNDS = 3


def tiny_matrix() -> Matrix:
    return matrix_from_flags(["cuckoo-planning"], sizes=[4, 8, 16, 32], seeds=[0, 1, 2, 3],
                             methods=["mcf", "fifo", "edf", "milp"], time_limit_s=20)


def default_slice() -> Matrix:
    """The default matrix at each problem's smallest size, instance seed 0."""
    m = load_default_matrix()
    smallest: dict[str, int] = {}
    for c in m.cells:
        smallest[c.problem] = min(smallest.get(c.problem, c.size), c.size)
    cells = tuple(c for c in m.cells if c.size == smallest[c.problem] and c.instance_seed == 0)
    return Matrix(cells=cells, source=f"{m.source} (smallest sizes, seed 0)", description=m.description,
                  notes=m.notes)


def _tasks(matrix: Matrix, folder: Path):
    with Store(folder / "plan.sqlite") as db:
        return plan(matrix, db, "bench").tasks


#: Median wall time (s) of each cell's own process (fork to collected
#: result, Outcome.wall_s) per executor, over every run of compare_on_a_warm_cluster.
CELL_WALLS: dict[str, list[float]] = {}


def _wall(executor, tasks, name: str | None = None) -> float:
    t0 = time.perf_counter()
    outcomes = list(executor.run(tasks))
    wall = time.perf_counter() - t0
    assert len(outcomes) == len(tasks) and all(o.scored is not None or o.status.value == "timeout"
                                               for o in outcomes)
    if name is not None:
        CELL_WALLS.setdefault(name, []).extend(o.wall_s for o in outcomes)
    return wall


def compare_on_a_warm_cluster(tasks, rounds: int = ROUNDS) -> dict[str, list[float]]:
    """Seconds per run of each executor, interleaved round by round."""
    cluster = local_cluster(WORKERS)  # the cluster `run --executor dask` starts, kept for every run
    try:
        executors = {
            "local --jobs 2": LocalExecutor(WORKERS),
            "dask (batched)": DaskExecutor(cluster.scheduler_address),
            "dask --cells-per-task 1": DaskExecutor(cluster.scheduler_address, cells_per_task=1),
        }
        _wall(executors["dask (batched)"], tasks[:WORKERS * 2])  # prepares the workers (imports)
        walls: dict[str, list[float]] = {name: [] for name in executors}
        CELL_WALLS.clear()
        for _ in range(rounds):
            for name, executor in executors.items():
                walls[name].append(_wall(executor, tasks, name))
        return walls
    finally:
        cluster.close()


def _table(name: str, tasks, walls: dict[str, list[float]]) -> str:
    local = statistics.median(walls["local --jobs 2"])
    lines = [f"{name}: {len(tasks)} cells on {WORKERS} workers, medians of {len(walls['local --jobs 2'])} "
             f"interleaved rounds (load {os.getloadavg()[0]:.1f})"]
    for executor, values in walls.items():
        med = statistics.median(values)
        lines.append(f"  {executor:26s} {med:7.2f} s  ratio {med / local:5.2f}  "
                     f"({(med - local) / len(tasks) * 1e3:+.1f} ms a cell; cell process median "
                     f"{statistics.median(CELL_WALLS.get(executor) or [math.nan]) * 1e3:.0f} ms)  runs: "
                     + " ".join(f"{v:.2f}" for v in values))
    return "\n".join(lines)


@pytest.mark.benchmark(group="executor")
def test_dask_overhead_against_local(benchmark, tmp_path):
    """A cold run: the loopback cluster is started (and its workers prepared) inside the timing."""
    tasks = _tasks(tiny_matrix(), tmp_path)
    local_s = _wall(LocalExecutor(WORKERS), tasks)
    dask_s = benchmark.pedantic(lambda: _wall(DaskExecutor(workers=WORKERS), tasks), rounds=3, iterations=1)
    benchmark.extra_info.update(cells=len(tasks), local_s=local_s, dask_s=dask_s,
                                overhead_per_cell_s=(dask_s - local_s) / len(tasks))
    print(f"\n{len(tasks)} cells on {WORKERS} workers: local {local_s:.2f} s, dask {dask_s:.2f} s "
          f"(cluster start included)")


@pytest.mark.parametrize("cells", ["tiny", "default"])
@pytest.mark.benchmark(group="executor")
def test_dask_warm_cluster_against_local(benchmark, tmp_path, cells):
    """The per-cell cost alone, which is what the 10% target of issue 16 is about."""
    tasks = _tasks(tiny_matrix() if cells == "tiny" else default_slice(), tmp_path)
    walls = benchmark.pedantic(lambda: compare_on_a_warm_cluster(tasks), rounds=1, iterations=1)
    local = statistics.median(walls["local --jobs 2"])
    benchmark.extra_info.update(cells=len(tasks), walls=walls, load=os.getloadavg()[0],
                                ratios={k: statistics.median(v) / local for k, v in walls.items()})
    print("\n" + _table(cells, tasks, walls))


def _cpu_s(procs) -> float:
    return sum(sum(p.cpu_times()[:2]) for p in procs if p.is_running())


def idle_cpu(seconds: float = 8.0) -> None:
    """CPU that an idle 2-worker loopback cluster takes (its nannies, workers,
    and this process's scheduler), with Dask's default timers and with
    schedbench's settings (executor.DASK_WORKER_CONFIG)."""
    import dask
    import psutil
    from dask.distributed import Client, LocalCluster

    from schedbench.harness.executor import DASK_WORKER_CONFIG

    for name, config in (("dask defaults (daemon off)", {"distributed.worker.daemon": False}),
                         ("schedbench's settings", DASK_WORKER_CONFIG)):
        with dask.config.set(config):
            cluster = LocalCluster(n_workers=WORKERS, threads_per_worker=1, processes=True, host="127.0.0.1",
                                   dashboard_address=None)
        client = Client(cluster)
        me = psutil.Process()
        procs = [me, *me.children(recursive=True)]
        time.sleep(2.0)

        c0, t0 = _cpu_s(procs), time.perf_counter()
        time.sleep(seconds)
        share = (_cpu_s(procs) - c0) / (time.perf_counter() - t0)
        print(f"idle cluster, {name}: {share * 100:.1f}% of a core (load {os.getloadavg()[0]:.1f})")
        client.close()
        cluster.close()


if __name__ == "__main__":
    if sys.argv[1:] == ["idle"]:
        idle_cpu()
        sys.exit(0)
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else ROUNDS
    which = sys.argv[2:] or ["tiny", "default"]
    with tempfile.TemporaryDirectory() as folder:
        for name in which:
            sub = Path(folder) / name
            sub.mkdir()
            tasks = _tasks(tiny_matrix() if name == "tiny" else default_slice(), sub)
            print(_table(name, tasks, compare_on_a_warm_cluster(tasks, rounds)), flush=True)
