"""Issue 15: asrpt-schedule's cells count the jobs that need more GPUs than
one server has (the trace regimes' multi-GPU demand, printed on the
findings page)."""

from __future__ import annotations

from schedbench.contracts import Budget
from schedbench.instances.asrpt import (
    B_INTER_MB_PER_MS,
    B_INTRA_MB_PER_MS,
    ScheduleInstance,
    ScheduleJob,
    build_stages,
    catalog_models,
)
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score


def test_jobs_over_one_server_are_counted():
    model = sorted(catalog_models())[0]
    jobs = (
        ScheduleJob("a", 0.0, build_stages(model, (8, 8)), 50, 50, "g0"),   # 16 GPUs: two servers
        ScheduleJob("b", 0.0, build_stages(model, (2,)), 50, 50, "g1"),
        ScheduleJob("c", 60.0, build_stages(model, (6, 6)), 50, 50, "g2"),  # 12 GPUs
    )
    inst = ScheduleInstance(jobs, 3, 8, B_INTER_MB_PER_MS, B_INTRA_MB_PER_MS, slot_s=60.0)
    run = run_and_score(get_problem("asrpt-schedule"), "a-srpt", inst, Budget(time_limit_s=30))
    assert run.error is None and run.evaluation.feasible
    assert run.evaluation.metrics["jobs_over_one_server"] == 2
    assert run.evaluation.metrics["max_job_gpus"] == 16
