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

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pytest

from schedbench.executor import LocalExecutor
from schedbench.harness import plan
from schedbench.matrix import Matrix, load_default_matrix, matrix_from_flags
from schedbench.store import Store

pytest.importorskip("dask.distributed", reason="the dask extra is not installed")
from schedbench.executor import DaskExecutor, local_cluster  # noqa: E402

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


def _wall(executor, tasks) -> float:
    t0 = time.perf_counter()
    outcomes = list(executor.run(tasks))
    assert len(outcomes) == len(tasks) and all(o.scored is not None or o.status.value == "timeout"
                                               for o in outcomes)
    return time.perf_counter() - t0


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
        for _ in range(rounds):
            for name, executor in executors.items():
                walls[name].append(_wall(executor, tasks))
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
                     f"({(med - local) / len(tasks) * 1e3:+.1f} ms a cell)  runs: "
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


if __name__ == "__main__":
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else ROUNDS
    which = sys.argv[2:] or ["tiny", "default"]
    with tempfile.TemporaryDirectory() as folder:
        for name in which:
            sub = Path(folder) / name
            sub.mkdir()
            tasks = _tasks(tiny_matrix() if name == "tiny" else default_slice(), sub)
            print(_table(name, tasks, compare_on_a_warm_cluster(tasks, rounds)), flush=True)
