"""Solve times of asrpt-schedule's time-indexed MILP (pytest-benchmark;
skipped in the default run by ``--benchmark-skip``).

    .venv/bin/pytest tests/benchmarks/test_bench_asrpt_schedule_milp.py --benchmark-only -s

``test_milp_times`` runs the ``milp`` method (through ``run_and_score``, so
every schedule is checked by the evaluator) on generated instances of 6, 8,
10, 12 jobs on 2, 3, 4 servers in three settings (``SETTINGS``), 5-minute slots
(``SLOT_S``, as in the default matrix), seed 0, HiGHS, 60 s limit,
and prints a Markdown table (written to ``$ASRPT_MILP_TIMES_OUT`` if set):
binaries, slot length, model status, wall time, and the objective relative to
A-SRPT's and to the lower bound.
"""

from __future__ import annotations

import os
from pathlib import Path

from schedbench.contracts import Budget
from schedbench.instances.asrpt import generate_schedule
from schedbench.problems.asrpt import register_schedule
from schedbench.registry import Registry
from schedbench.harness.runner import run_and_score

SIZES = (6, 8, 10, 12)
SERVERS = (2, 3, 4)
#: (offered load, share of single-GPU groups): the generator's default mix, and a
#: congested all-multi-GPU mix where start times and mappings really interact.
SETTINGS = ((1.0, 0.7), (3.0, 0.7), (10.0, 0.0))
TIME_LIMIT_S = 60.0
#: The time slot of the generated instances (the default matrix's).
SLOT_S = 300.0


def milp_times(quality: dict[str, dict[str, float]] | None = None) -> str:
    reg = Registry()
    register_schedule(reg)
    spec = reg.get("asrpt-schedule")
    budget = Budget(time_limit_s=TIME_LIMIT_S)
    lines = ["| jobs | servers | load | single-GPU share | binaries | slot (s) | model status | milp wall (s) | milp / a-srpt | (milp - LB) / milp |",
             "|" + " --- |" * 10]
    for load, share in SETTINGS:
        for servers in SERVERS:
            for n in SIZES:
                inst = generate_schedule(n, 0, servers=servers, load=load, single_gpu_share=share, slot_s=SLOT_S)
                run = run_and_score(spec, "milp", inst, budget)
                if run.error is not None:
                    raise RuntimeError(f"milp n={n} M={servers} load={load}: {run.error}")
                a = run_and_score(spec, "a-srpt", inst, budget).evaluation.objective
                obj, info = run.evaluation.objective, run.result.info
                if quality is not None:  # objective, bound and status of each case (the benchmark's extra_info)
                    quality[f"n={n},M={servers},load={load:g},share={share:g}"] = {
                        "objective": obj, "bound": run.result.bound, "status": run.result.status.value,
                        "a_srpt_objective": a}
                lines.append(
                    f"| {n} | {servers} | {load:g} | {share:g} | {info['binaries']} | {info['slot_s']:.1f} | {info['model_status']} "
                    f"| {run.result.timings.total_s:.2f} | {obj / a:.3f} | {100 * (obj - run.result.bound) / obj:.1f}% |"
                )
    return "\n".join(lines) + "\n"


def test_milp_times(benchmark, tmp_path):
    cases: dict[str, dict[str, float]] = {}
    text = benchmark.pedantic(milp_times, args=(cases,), rounds=1, iterations=1)
    benchmark.extra_info["cases"] = cases
    out = Path(os.environ.get("ASRPT_MILP_TIMES_OUT", tmp_path / "asrpt_schedule_milp_times.md"))
    out.write_text(text, encoding="utf-8")
    print(text)
