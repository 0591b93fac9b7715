"""Exact reach of ``asrpt-schedule``'s ``milp`` in 60 s (issue 13;
pytest-benchmark, skipped in the default run):

    .venv/bin/python -m pytest tests/benchmarks/test_bench_asrpt_schedule_reach.py --benchmark-only -s

On the default matrix's contended cluster (2 x 8 GPUs, 80% multi-GPU jobs,
load 4, 5-minute slots), seeds 0-2, HiGHS with 1 thread and a 60 s limit,
prints one Markdown line per instance: binaries (after horizon and
Lagrangian reduced-cost fixing, ``formulations.asrpt.lagrangian_fixing``),
status, wall time, objective, the returned bound and the open gap
(objective - bound) / objective. ``REACH_SIZES`` (comma-separated),
``REACH_FIXING=0`` (no fixing, no LP-guided incumbent) and
``REACH_SYMMETRY=0`` (no server symmetry breaking), ``REACH_SERVER=0`` (no
per-server Lagrangian), ``REACH_LOCAL_SEARCH=0`` (no local search on the
list order) and ``REACH_POOLED=0`` (no pooled relaxation MILP) change what
runs. The
pooled and per-server Lagrangian bounds (``formulations.asrpt.server_lagrangian``),
the warm start's source and the preprocessing's work (local-search moves,
per-server Lagrangian steps: counts, the same on any machine) are printed
too. The preprocessing stops on its work budgets and its CPU seconds come
out of the 60 s, so ``wall`` is the method's whole time; ``REACH_WORK``
scales the work budgets (``Budget.work``, default 1).
"""

from __future__ import annotations

import math
import os

from schedbench.formulations.asrpt import run_schedule_milp
from schedbench.instances.asrpt import generate_schedule

from schedbench.contracts import Budget
from schedbench.problems.asrpt import evaluate_schedule

#: The default matrix's asrpt-schedule options (schedbench/matrices/default.toml).
CONTENDED = {"servers": 2, "single_gpu_share": 0.2, "load": 4.0, "slot_s": 300.0}
SIZES = (16, 24, 32, 48, 64)
SEEDS = (0, 1, 2)
TIME_LIMIT_S = 60.0


def reach_table(sizes, seeds, fixing: bool, symmetry: bool = True, server_rows: bool = True,
                local_search: bool = True, pooled_milp: bool = True) -> str:
    lines = ["| jobs | seed | binaries | kept by fixing | L pooled / server | warm start | moves / steps | status "
             "| wall (s) | objective | bound | open gap |",
             "|---:|---:|---:|---:|---|---|---|---|---:|---:|---:|---:|"]
    work = float(os.environ.get("REACH_WORK", "1"))
    for n in sizes:
        for seed in seeds:
            inst = generate_schedule(n, seed, **CONTENDED)
            res = run_schedule_milp(inst, Budget(time_limit_s=TIME_LIMIT_S, work=work), fixing=fixing, symmetry=symmetry,
                                    server_rows=server_rows, local_search=local_search, pooled_milp=pooled_milp)
            ev = evaluate_schedule(inst, res.solution)
            assert ev.feasible and res.bound <= ev.objective * (1 + 1e-9)
            info = res.info
            kept = (f"{info['fixing_kept']} / {info['fixing_candidates']}" if info.get("fixing") else "-")
            lag = (f"{info['fixing_pooled_bound']:.0f} / {info.get('fixing_server_bound', math.nan):.0f}"
                   if info.get("fixing") else "-")
            steps = f"{info.get('local_search_moves', '-')} / {info.get('fixing_server_iterations', '-')}"
            lines.append(f"| {n} | {seed} | {info['binaries']} | {kept} | {lag} | {info['warm_start']} | {steps} | {res.status.value} | "
                         f"{res.timings.total_s:.1f} | {ev.objective:.0f} | {res.bound:.0f} | "
                         f"{(ev.objective - res.bound) / ev.objective:.2%} |")
            print(lines[-1], flush=True)
    return "\n".join(lines) + "\n"


def test_milp_reach(benchmark):
    sizes = tuple(int(s) for s in os.environ.get("REACH_SIZES", ",".join(map(str, SIZES))).split(","))
    fixing = os.environ.get("REACH_FIXING", "1") != "0"
    symmetry = os.environ.get("REACH_SYMMETRY", "1") != "0"
    server_rows = os.environ.get("REACH_SERVER", "1") != "0"
    local_search = os.environ.get("REACH_LOCAL_SEARCH", "1") != "0"
    pooled_milp = os.environ.get("REACH_POOLED", "1") != "0"
    text = benchmark.pedantic(reach_table, args=(sizes, SEEDS, fixing, symmetry, server_rows, local_search, pooled_milp),
                              rounds=1, iterations=1)
    print("\n" + text)
