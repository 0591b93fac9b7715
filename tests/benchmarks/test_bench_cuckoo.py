"""Speed regressions for cuckoo-packing (pytest-benchmark).

Skipped in the default test run (``--benchmark-skip`` in pyproject); run with

    pytest tests/benchmarks --benchmark-only

Sec. 6 of the paper: "with over 2,000 jobs ... the decision time is less
than 3 s". ``test_pack_2000_jobs`` measures the whole decision: Eq. 1/11/12
weights from the stage profiles plus the pruned blossom matching.
"""

from __future__ import annotations

import pytest

from schedbench.contracts import Budget
from schedbench.formulations.cuckoo import build
from schedbench.heuristics import cuckoo as heuristics
from schedbench.instances.cuckoo import generate
from schedbench.problems import cuckoo as problem


@pytest.fixture(scope="module")
def jobs_2000():
    return generate(2000, seed=0)


def test_pair_tables_2000_jobs(benchmark, jobs_2000):
    problem._eff_cached.cache_clear()  # count the simulations too
    benchmark.pedantic(problem.pair_tables, args=(jobs_2000,), setup=problem._eff_cached.cache_clear, rounds=3)


def test_pack_2000_jobs(benchmark, score, jobs_2000):
    result = benchmark.pedantic(
        heuristics.blossom_pruned, args=(jobs_2000, Budget()), setup=problem._eff_cached.cache_clear, rounds=3
    )
    score("cuckoo-packing", jobs_2000, result)  # exact blossom takes minutes at 2,000 jobs: objective only


def test_greedy_2000_jobs(benchmark, score, jobs_2000):
    result = benchmark.pedantic(heuristics.greedy, args=(jobs_2000, Budget()), rounds=3)
    score("cuckoo-packing", jobs_2000, result)


@pytest.mark.parametrize("n", [250, 500])
def test_exact_blossom(benchmark, score, n):
    inst = generate(n, seed=0)
    result = benchmark.pedantic(heuristics.blossom, args=(inst, Budget()), rounds=1)
    score("cuckoo-packing", inst, result)


def test_milp_build_256_jobs(benchmark):
    inst = generate(256, seed=0)
    model = benchmark.pedantic(build, args=(inst,), rounds=3)
    assert len(model.x) == 256 * 255 // 2


# --- cuckoo-planning and cuckoo-joint ---------------------------------------


@pytest.mark.parametrize("n", [128, 512])
def test_mchp_planning(benchmark, score, n):
    """MCHP's assignment (Sec. 3.3.3) on n groups of the paper-scaled cluster."""
    from schedbench.instances.cuckoo import generate_planning

    inst = generate_planning(n, seed=0)
    result = benchmark.pedantic(heuristics.mcf, args=(inst, Budget()), rounds=3)
    score("cuckoo-planning", inst, result)


@pytest.mark.parametrize("policy", ["cuckoo", "muri"])
def test_joint_pipeline_521_jobs(benchmark, score, policy):
    """The whole online pipeline on the paper's workload size (521 jobs, Sec. 4.1)."""
    from schedbench.instances.cuckoo import generate_joint

    inst = generate_joint(521, seed=0)
    run = heuristics.joint_cuckoo if policy == "cuckoo" else heuristics.joint_muri
    result = benchmark.pedantic(run, args=(inst, Budget()), rounds=1)
    score("cuckoo-joint", inst, result)  # the MILP stops at 8 jobs: objective only (bound: test_bench_bounds.py)
