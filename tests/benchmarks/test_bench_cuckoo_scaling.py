"""How ``blossom-pruned`` scales with the queue: 1,000 to 100,000 jobs.

Skipped in the default test run (``--benchmark-skip`` in pyproject); run with

    pytest tests/benchmarks/test_bench_cuckoo_scaling.py --benchmark-only --benchmark-json=scaling.json
    python tests/benchmarks/plot_cuckoo_scaling.py scaling.json -o scaling.png

Each size times the whole method (Eq. 1/11/12 weights, the pruned graph, the
matching) on ``generate(size, seed=0)``, one round (100,000 jobs take tens of
seconds). Recorded untimed beside it, in ``extra_info``: the method's CPU
seconds (``time.process_time``, less sensitive to a loaded machine than wall
time), the peak of traced memory (tracemalloc) in a second run, and the loss
against the fractional matching LP's bound on the same pruned graph
(``matching_bound``), so a reader sees speed, memory and quality together.
"""

from __future__ import annotations

import time
import tracemalloc

import pytest

from schedbench.contracts import Budget
from schedbench.heuristics import cuckoo as heuristics
from schedbench.heuristics.cuckoo_pruning import matching_bound, pruned_edges
from schedbench.instances.cuckoo import generate
from schedbench.problems import cuckoo as problem

SIZES = (1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000)
MB = 1024 * 1024
#: The matching LP's bound is computed up to this many jobs: at 100,000 it ran
#: past 2 CPU minutes and 1.4 GB without finishing.
LP_BOUND_MAX_JOBS = 20_000


@pytest.mark.parametrize("size", SIZES)
def test_blossom_pruned_scaling(benchmark, size):
    inst = generate(size, seed=0)

    def run():
        problem._eff_cached.cache_clear()  # count the simulations too
        start = time.process_time()
        result = heuristics.blossom_pruned(inst, Budget())
        return result, time.process_time() - start

    result, cpu_s = benchmark.pedantic(run, rounds=1, iterations=1)
    tracemalloc.start()
    try:
        run()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    objective = problem.evaluate(inst, result.solution).objective
    assert objective is not None
    bound: float | None = None
    if size <= LP_BOUND_MAX_JOBS:
        bound = 0.0
        for tc in problem.pair_types(inst):
            a, b, wt = pruned_edges(tc, heuristics.PRUNE_K_DEFAULT, heuristics.PRUNE_MAX_DEGREE)
            bound += matching_bound(len(tc.jobs), a, b, wt)
        assert objective <= bound * (1 + 1e-9)  # a bound never below a feasible matching
    benchmark.extra_info.update(
        jobs=size, cpu_s=cpu_s, peak_traced_mb=peak / MB, objective=objective, lp_bound=bound,
        loss_to_lp_bound=None if bound is None else (bound - objective) / bound, **result.info,
    )
