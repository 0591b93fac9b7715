"""How ``blossom-pruned`` scales with the queue: 1,000 to 100,000 jobs.

Skipped in the default test run (``--benchmark-skip`` in pyproject); run with

    pytest tests/benchmarks/test_bench_cuckoo_scaling.py --benchmark-only --benchmark-json=scaling.json
    python tests/benchmarks/plot_cuckoo_scaling.py scaling.json -o scaling.png

Each size times the whole method (Eq. 1/11/12 weights, the pruned graph, the
matching) on ``generate(size, seed=0)``, one round (100,000 jobs take tens of
seconds). Recorded untimed beside it, in ``extra_info``: the method's CPU
seconds (``time.process_time``, less sensitive to a loaded machine than wall
time), the peak of traced memory (tracemalloc) in a second run, and the loss
against ``bound``'s proven upper bound on every packing of the instance
(matching-LP duals with odd-set cuts, priced window by window, every pair
priced once more at the end), with the bound's own CPU seconds, packing,
dual value and uncovered charge, so a reader sees speed, memory and quality
together.
"""

from __future__ import annotations

import time
import tracemalloc

import pytest

from schedbench.contracts import Budget
from schedbench.heuristics import cuckoo as heuristics
from schedbench.formulations.cuckoo_packing_bound import run_packing_bound
from schedbench.instances.cuckoo import generate
from schedbench.problems import cuckoo as problem

SIZES = (1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000)
MB = 1024 * 1024
#: The proven bound is computed up to this many jobs.
BOUND_MAX_JOBS = 100_000
#: The bound's CPU-seconds safety cap here: far above the work it does at
#: 100,000 jobs, so that every size runs its whole work (the default
#: budget's 60 s would stop it from about 20,000 jobs on, machine-dependently).
BOUND_TIME_CAP_S = 3600.0


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
    bound_info: dict = {}
    if size <= BOUND_MAX_JOBS:
        start = time.process_time()
        certified = run_packing_bound(inst, Budget(time_limit_s=BOUND_TIME_CAP_S))
        bound_cpu_s = time.process_time() - start
        bound = certified.bound
        assert bound is not None and objective <= bound * (1 + 1e-12)  # a bound never below a feasible packing
        bound_info = {"bound_cpu_s": bound_cpu_s, "bound_packing": problem.evaluate(inst, certified.solution).objective,
                      "bound_dual_objective": certified.info["dual_objective"],
                      "bound_violation_charge": certified.info["violation_charge"],
                      "bound_passes": certified.info["passes"],
                      "bound_stopped_at_time_cap": certified.info["stopped_at_time_cap"]}
        assert not certified.info["stopped_at_time_cap"]
    benchmark.extra_info.update(
        jobs=size, cpu_s=cpu_s, peak_traced_mb=peak / MB, objective=objective, bound=bound,
        loss_to_bound=None if bound is None else (bound - objective) / bound, **bound_info, **result.info,
    )
