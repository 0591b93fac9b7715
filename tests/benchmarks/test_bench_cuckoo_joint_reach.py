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
method) change what runs; ``REACH_SEEDS`` the seeds. Each line also gives
the branch-and-bound nodes and the run's CPU seconds (``time.process_time``:
the 60 s limit counts CPU, so load changes the wall time, not where it
stops). ``REACH_ROOT_LP=1`` adds the model's LP relaxation (integrality
dropped, HiGHS simplex, no cuts), its CPU seconds, and the model's rows and
nonzeros: what a solve must get through before its first branch.
"""

from __future__ import annotations

import os
import time

import numpy as np

from schedbench.contracts import Budget
from schedbench.formulations.cuckoo import build_joint, run_joint_milp
from schedbench.problems.cuckoo import evaluate_joint
from schedbench.registry import get_problem

SPEC = "cuckoo-joint"
SIZES = (10, 12, 16)
SEEDS = (0, 1, 2)
TIME_LIMIT_S = 60.0


def root_lp(inst) -> str:
    """The positional model's LP relaxation: value, CPU seconds, rows, nonzeros (Markdown cells)."""
    from schedbench.solvers import SolveOptions
    from schedbench.solvers.highs import compile_model, to_highs

    form = compile_model(build_joint(inst))
    highs = to_highs(form, SolveOptions(time_limit=TIME_LIMIT_S * 10, threads=1))
    cols = np.arange(form.num_cols, dtype=np.int32)
    highs.changeColsIntegrality(form.num_cols, cols, np.zeros(form.num_cols, dtype=np.uint8))
    cpu = time.process_time()
    highs.run()
    cpu = time.process_time() - cpu
    value = highs.getInfo().objective_function_value
    return f" {value:.4f} | {cpu:.1f} | {form.num_rows} | {form.matrix.nnz} |"


def reach_table(sizes, seeds, strengthen: bool, lp: bool = False) -> str:
    spec = get_problem(SPEC)
    lines = ["| jobs | seed | binaries | fixed off | horizon (h) | status | wall (s) | CPU (s) | nodes | objective | bound "
             "| open gap |" + (" root LP | LP CPU (s) | rows | nonzeros |" if lp else ""),
             "|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|" + ("---:|---:|---:|---:|" if lp else "")]
    for n in sizes:
        for seed in seeds:
            inst = spec.generate(size=n, seed=seed)
            cpu = time.process_time()
            res = run_joint_milp(inst, Budget(time_limit_s=TIME_LIMIT_S, threads=1), strengthen=strengthen)
            cpu = time.process_time() - cpu
            ev = evaluate_joint(inst, res.solution)
            assert ev.feasible and (res.bound is None or res.bound <= ev.objective + 1e-6)
            info = res.info
            gap = "-" if res.bound is None else f"{(ev.objective - res.bound) / max(ev.objective, 1e-12):.2%}"
            bound = "-" if res.bound is None else f"{res.bound:.4f}"
            lines.append(f"| {n} | {seed} | {info['binaries']} | {info['pruned']} | {info['horizon_s'] / 3600:.1f} | "
                         f"{res.status.value} | {res.timings.total_s:.1f} | {cpu:.1f} | {info['nodes']} | "
                         f"{ev.objective:.4f} | {bound} | {gap} |" + (root_lp(inst) if lp else ""))
            print(lines[-1], flush=True)
    return "\n".join(lines) + "\n"


def test_milp_reach(benchmark):
    sizes = tuple(int(s) for s in os.environ.get("REACH_SIZES", ",".join(map(str, SIZES))).split(","))
    seeds = tuple(int(s) for s in os.environ.get("REACH_SEEDS", ",".join(map(str, SEEDS))).split(","))
    strengthen = os.environ.get("REACH_STRENGTHEN", "0") != "0"
    lp = os.environ.get("REACH_ROOT_LP", "0") != "0"
    text = benchmark.pedantic(reach_table, args=(sizes, seeds, strengthen, lp), rounds=1, iterations=1)
    print("\n" + text)
