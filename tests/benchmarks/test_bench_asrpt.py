"""Speed regressions and Table II-style evidence for asrpt-placement
(pytest-benchmark; skipped in the default run by ``--benchmark-skip``).

    .venv/bin/pytest tests/benchmarks/test_bench_asrpt.py --benchmark-only

``test_table2_report`` runs :func:`schedbench.problems.asrpt.table2` (20
server-availability cases per Table I model, Heavy-Edge vs the exact MILP)
and writes the Markdown table to ``$ASRPT_TABLE2_OUT`` (default: the test's
temporary folder), printing it too (``-s`` to see it).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from schedbench.contracts import Budget
from schedbench.formulations.asrpt import build
from schedbench.heuristics import asrpt as heuristics
from schedbench.instances.asrpt import generate, generate_schedule
from schedbench.problems.asrpt import table2, table2_markdown
from schedbench.registry import registry


@pytest.mark.parametrize("size", [3, 8, 16])
def test_heavy_edge(benchmark, score, size):
    inst = generate(size, seed=0, model="resnet152")
    result = benchmark(heuristics.heavy_edge, inst, Budget())
    # gap to the exact MILP's bound (untimed; it solves 16 stages in seconds)
    exact = registry().get("asrpt-placement").method("milp").run(inst, Budget(time_limit_s=60))
    score("asrpt-placement", inst, result, bound=exact.bound)


def test_milp_build_8_stages(benchmark):
    inst = generate(8, seed=0, model="resnet152")
    benchmark.pedantic(build, args=(inst,), rounds=3)


def test_table2_report(benchmark, tmp_path):
    rows = benchmark.pedantic(table2, rounds=1, iterations=1)
    text = table2_markdown(rows)
    out = Path(os.environ.get("ASRPT_TABLE2_OUT", tmp_path / "asrpt_table2.md"))
    out.write_text(text)
    print("\n" + text)
    assert all(r["errors"] == 0 and r["cases"] == 20 for r in rows)
    assert all(r["mean_ratio"] >= 1 - 1e-6 for r in rows)  # the MILP is exact


# ---------------------------------------------------------------- asrpt-schedule at Fig. 6's scale


#: Sec. V-B-1-a: 250 servers x 8 GPUs; Fig. 6: 37,500-150,000 jobs.
PAPER_SERVERS = 250


@pytest.fixture(scope="module")
def paper_scale_jobs():
    return generate_schedule(37_500, seed=0, servers=PAPER_SERVERS)


@pytest.mark.parametrize("method", ["a_srpt", "spjf", "spwf", "wcs_duration", "wcs_workload", "wcs_subtime"])
def test_schedule_37500_jobs_on_250_servers(benchmark, score, paper_scale_jobs, method):
    fn = getattr(heuristics, method)
    result = benchmark.pedantic(fn, args=(paper_scale_jobs, Budget()), rounds=1, iterations=1)
    assert len(result.solution.jobs) == 37_500
    score("asrpt-schedule", paper_scale_jobs, result)  # no bound at this scale: the objective only
