"""CASTOR's Tiresias baseline (Sec. 9.1, baseline 4) and the evaluator's
preemptive solution form (castor-schedule).

A hand instance shows the point of the form: one 2-GPU node, a long 2-GPU
job from t = 0 and a short one at t = 2000 s that cannot share with it.
Problem (13) forbids preemption, so its optimum (``milp``) makes one of
them wait, while Tiresias preempts the long job once it has attained more
than 3,600 GPU-seconds and runs the short one at once: its schedule beats
the MILP's proven optimum and ``lower-bound``'s bound. That is why the
method is registered as outside the bounds and never certified against
them.
"""

from __future__ import annotations

import json

import pytest

from data_marks import marks  # tests/ is on sys.path (pytest's rootdir conftest)

from schedbench.contracts import Budget
from schedbench.errors import ValidationError
from schedbench.formulations.castor import schedule_lower_bound
from schedbench.heuristics.castor import TIRESIAS_QUEUE_THRESHOLDS_GPU_S, CastorPolicy, TiresiasPolicy
from schedbench.instances.castor import CastorScheduleInstance, PairXi, build_job, generate_schedule
from schedbench.instances import traces
from schedbench.problems.castor import (
    RESUME_COST_S,
    CastorScheduleSolution,
    Preemption,
    ScheduledJob,
    evaluate_schedule,
    resume_scale,
)
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

SLOT_S = 100.0
#: The short job arrives on a slot boundary after the long one has attained
#: 2 GPUs x 2000 s = 4000 GPU-seconds, past Tiresias's first threshold.
SHORT_ARRIVAL_S = 2000.0
REL = 1e-9


def _job(model: str, arrival: float, gpus: int, batch: int, solo_s: float):
    probe, _ = build_job(model, 0.0, gpus, batch, 1)
    return build_job(model, arrival, gpus, batch, max(1, round(solo_s / probe.best_alone().iter_time_s)))[0]


def hand_instance(long_solo_s: float = 4000.0, short_arrival_s: float = SHORT_ARRIVAL_S) -> CastorScheduleInstance:
    """A long and a short 2-GPU cifar10 job on one 2-GPU node; no pair fits together."""
    jobs = (_job("cifar10", 0.0, 2, 64, long_solo_s), _job("cifar10", short_arrival_s, 2, 64, 150.0))
    keys = sorted({(j.model, o.sub_batch) for j in jobs for o in j.options if o.mem_ok_alone})
    pairs = tuple(PairXi(a, b, c, d, False) for a, b in keys for c, d in keys)
    return CastorScheduleInstance.from_dict(CastorScheduleInstance(1, 2, SLOT_S, jobs, pairs).to_dict())


def test_tiresias_preempts_the_long_job_and_beats_the_non_preemptive_optimum():
    inst = hand_instance()
    spec = get_problem("castor-schedule")
    tir = run_and_score(spec, "tiresias", inst, Budget(time_limit_s=30))
    milp = run_and_score(spec, "milp", inst, Budget(time_limit_s=30))
    lb = run_and_score(spec, "lower-bound", inst, Budget(time_limit_s=30))
    assert tir.error is None and tir.evaluation.feasible
    sol = tir.result.solution
    assert sol.jobs[0].preemptions == (Preemption(20, 22, (0, 1)),)  # stopped at 2000 s, back after the short job
    assert sol.jobs[1] == ScheduledJob(20, (0, 1), 64)
    # short: 2000 -> 2150.03, slot end 2200; long: 2000 s done, resumed at 2200 with 2000.02 + 10 s left -> 4300
    assert tir.evaluation.objective == pytest.approx(200.0 + 4300.0, rel=REL)
    # Sec. 9.2's queuing delay counts the long job's 200 s between its runs; the first start counts none
    assert tir.evaluation.metrics["mean_waiting_s"] == pytest.approx(100.0, rel=REL)
    assert tir.evaluation.metrics["mean_queueing_s"] == 0.0
    assert milp.result.status.value == "optimal"
    assert milp.evaluation.objective == pytest.approx(6400.0, rel=REL)  # one of them waits
    assert tir.evaluation.objective < milp.result.bound and tir.evaluation.objective < lb.result.bound
    # the per-job floor and the SRPT bound on one fast machine do hold for a preemptive schedule
    assert schedule_lower_bound(inst)[0] <= tir.evaluation.objective
    assert spec.method("tiresias").outside_bounds and not spec.method("sjf-bsbf").outside_bounds


def test_the_resume_cost_is_charged_in_solo_seconds():
    # long solo ~4095 s: it resumes at 2200 with ~2095 s left; with the 10 s cost it ends past 4300 (slot 44)
    inst = hand_instance(long_solo_s=4095.0)
    long_solo = inst.jobs[0].solo_s
    assert 4290.0 < 2200.0 + long_solo - 2000.0 < 4300.0 < 2200.0 + long_solo - 2000.0 + RESUME_COST_S
    ev = evaluate_schedule(inst, TiresiasPolicy(inst).run())
    assert ev.objective == pytest.approx(200.0 + 4400.0, rel=REL)
    assert ev.metrics["preemptions"] == 1.0
    # the scale rule: work left grows by the cost in solo seconds, the remaining fraction unchanged
    scale, left, solo = 1.3, 0.4, 1000.0
    assert left * resume_scale(scale, left, solo) * solo == pytest.approx(left * scale * solo + RESUME_COST_S)


def test_discretized_las_is_fifo_in_a_queue_and_demotes_at_the_threshold():
    """The short job arrives at 1000 s while the long one (2 GPUs) has 2000
    GPU-seconds: both in the first queue, FIFO, so it waits; at 1800 s the
    long job reaches 3,600 GPU-seconds, drops to the second queue, and the
    short job preempts it in that slot."""
    assert TIRESIAS_QUEUE_THRESHOLDS_GPU_S == (3600.0,)
    inst = hand_instance(short_arrival_s=1000.0)
    sol = TiresiasPolicy(inst).run()
    assert sol.jobs[1].start_slot == 18
    assert sol.jobs[0].preemptions == (Preemption(18, 20, (0, 1)),)
    # with the threshold out of reach the first queue stays FIFO: no preemption at all
    fifo = TiresiasPolicy(inst, thresholds=(1e9,)).run()
    assert not fifo.preemptive and fifo.jobs[1].start_slot == 41  # after the long job's slot-rounded end


def test_preemptive_form_round_trips_and_leaves_old_solutions_unchanged():
    spec = get_problem("castor-schedule")
    inst = hand_instance()
    sol = TiresiasPolicy(inst).run()
    data = json.loads(json.dumps(sol.to_dict()))
    assert data["jobs"][0]["preemptions"] == [{"stop_slot": 20, "resume_slot": 22, "gpus": [0, 1]}]
    assert "preemptions" not in data["jobs"][1]  # a job without preemptions is written as before
    again = spec.load_solution(data)
    assert again == sol and evaluate_schedule(inst, again).objective == evaluate_schedule(inst, sol).objective
    plain = CastorPolicy(inst, "sjf").run()
    assert all("preemptions" not in j for j in plain.to_dict()["jobs"]) and not plain.preemptive


def _preemptive(stop: int, resume: int, gpus=(0, 1), short_start: int = 20) -> CastorScheduleSolution:
    return CastorScheduleSolution((ScheduledJob(0, (0, 1), 64, (Preemption(stop, resume, gpus),)),
                                   ScheduledJob(short_start, (0, 1), 64)))


def test_the_evaluator_checks_preemptive_runs():
    inst = hand_instance()
    assert evaluate_schedule(inst, _preemptive(20, 22)).feasible
    # resumed onto GPUs the short job holds (the pair does not fit, B4)
    ev = evaluate_schedule(inst, _preemptive(20, 21))
    assert not ev.feasible and "B4" in ev.violations[0]
    # stopped after it completed
    late = CastorScheduleSolution((ScheduledJob(0, (0, 1), 64, (Preemption(45, 46, (0, 1)),)),
                                   ScheduledJob(41, (0, 1), 64)))
    ev = evaluate_schedule(inst, late)
    assert not ev.feasible and "not running" in ev.violations[0]
    # a run of the wrong width
    ev = evaluate_schedule(inst, _preemptive(20, 22, gpus=(0,)))
    assert not ev.feasible and "preemptions[0].gpus" in ev.violations[0]
    # the short job starts while the long one still holds both GPUs (no stop): Eq. 7 allows two jobs, B4 does not
    ev = evaluate_schedule(inst, _preemptive(30, 32))
    assert not ev.feasible


def test_malformed_preemptions_name_the_field():
    spec = get_problem("castor-schedule")
    bad = {"jobs": [{"start_slot": 5, "gpus": [0, 1], "sub_batch": 64,
                     "preemptions": [{"stop_slot": 5, "resume_slot": 7, "gpus": [0, 1]}]}]}
    with pytest.raises(ValidationError, match="stop_slot"):
        spec.load_solution(bad)
    bad["jobs"][0]["preemptions"] = [{"stop_slot": 6, "resume_slot": 5, "gpus": [0, 1]}]
    with pytest.raises(ValidationError, match="resume_slot"):
        spec.load_solution(bad)


@pytest.mark.parametrize("seed", range(6))
def test_tiresias_is_feasible_exclusive_and_above_the_bounds_that_hold(seed):
    inst = generate_schedule(5 + seed, seed, gpus=1 + seed % 3)
    policy = TiresiasPolicy(inst)
    sol = policy.run()
    ev = evaluate_schedule(inst, sol)
    assert ev.feasible, ev.violations
    assert ev.metrics["shared_jobs"] == 0.0 and ev.metrics["sharing_decisions"] == 0.0
    assert ev.objective >= schedule_lower_bound(inst)[0] * (1 - REL)
    variant = TiresiasPolicy(inst, service="gpu_iterations").run()
    assert evaluate_schedule(inst, variant).feasible


@pytest.mark.parametrize(("workload", "n"), [pytest.param("philly", 30, marks=marks(traces.PHILLY_FILE)),
                                             pytest.param("venus", 60, marks=marks(traces.HELIOS_SUMMARY_FILE))])
def test_tiresias_on_the_table4_regime(workload, n):
    inst = generate_schedule(n, 1, workload=workload, scale="physical", iterations="scaled")
    sol = TiresiasPolicy(inst).run()
    ev = evaluate_schedule(inst, sol)
    assert ev.feasible, ev.violations[:2]
    assert ev.objective >= schedule_lower_bound(inst)[0] * (1 - REL)
    assert ev.metrics["preemptions"] > 0 and ev.metrics["shared_jobs"] == 0.0
