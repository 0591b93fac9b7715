"""Exact reach of ``cuckoo-joint``'s ``milp`` in 60 s (issue 13;
pytest-benchmark, skipped in the default run):

    .venv/bin/python -m pytest tests/benchmarks/test_bench_cuckoo_joint_reach.py --benchmark-only -s

On the default generator's instances (the small cluster at these sizes),
seeds 0-2, HiGHS with 1 thread and a 60 s limit, prints one Markdown line
per instance: binaries (of them fixed off by the pair dominance of
``formulations.cuckoo.dominated_pairs``), the model's horizon, status,
wall time, objective, the MILP's bound and the open gap
(objective - bound) / objective. ``REACH_SIZES`` (comma-separated) and
``REACH_STRENGTHEN=1`` (pair dominance and completion caps from the warm
start, ``run_joint_milp(strengthen=True)``; off by default, as in the
method) change what runs.
"""

from __future__ import annotations

import os

from schedbench.contracts import Budget
from schedbench.formulations.cuckoo import run_joint_milp
from schedbench.problems.cuckoo import evaluate_joint
from schedbench.registry import get_problem

SPEC = "cuckoo-joint"
SIZES = (10, 12, 16)
SEEDS = (0, 1, 2)
TIME_LIMIT_S = 60.0


def reach_table(sizes, seeds, strengthen: bool) -> str:
    spec = get_problem(SPEC)
    lines = ["| jobs | seed | binaries | fixed off | horizon (h) | status | wall (s) | objective | bound | open gap |",
             "|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|"]
    for n in sizes:
        for seed in seeds:
            inst = spec.generate(size=n, seed=seed)
            res = run_joint_milp(inst, Budget(time_limit_s=TIME_LIMIT_S, threads=1), strengthen=strengthen)
            ev = evaluate_joint(inst, res.solution)
            assert ev.feasible and (res.bound is None or res.bound <= ev.objective + 1e-6)
            info = res.info
            gap = "-" if res.bound is None else f"{(ev.objective - res.bound) / max(ev.objective, 1e-12):.2%}"
            bound = "-" if res.bound is None else f"{res.bound:.4f}"
            lines.append(f"| {n} | {seed} | {info['binaries']} | {info['pruned']} | {info['horizon_s'] / 3600:.1f} | "
                         f"{res.status.value} | {res.timings.total_s:.1f} | {ev.objective:.4f} | {bound} | {gap} |")
            print(lines[-1], flush=True)
    return "\n".join(lines) + "\n"


def test_milp_reach(benchmark):
    sizes = tuple(int(s) for s in os.environ.get("REACH_SIZES", ",".join(map(str, SIZES))).split(","))
    strengthen = os.environ.get("REACH_STRENGTHEN", "0") != "0"
    text = benchmark.pedantic(reach_table, args=(sizes, SEEDS, strengthen), rounds=1, iterations=1)
    print("\n" + text)
