"""Alg. 1 variants of issue 15's review (heuristics/asrpt.py::_a_srpt_variant):
the literal reading of lines 14-20 (``a-srpt-hold-blocks``) and the ablation
"pending_queue ordered by predicted size" (``a-srpt-sorted-queue``, not in the
paper)."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import HealthCheck, given, settings
from schedbench.heuristics.asrpt import (
    TAU_DEFAULT,
    _a_srpt,
    _a_srpt_variant,
    a_srpt_hold_blocks,
    a_srpt_sorted_queue,
)
from schedbench.instances.asrpt import ScheduleInstance, ScheduleJob, build_stages, generate_schedule
from test_oracle_asrpt_alg1 import HELD_CASES, HELD_SEED, MODELS, instances, oracle

from schedbench.contracts import Budget
from schedbench.perfmodels.asrpt import iteration_time_ms
from schedbench.problems.asrpt import evaluate_schedule


def starts(res):
    return [(j.id, j.start_s, j.placement) for j in res.solution.jobs]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(instances())
def test_default_variant_is_a_srpt(inst):
    preds = [j.predicted for j in inst.jobs]
    assert starts(_a_srpt_variant(inst, preds, TAU_DEFAULT)) == starts(_a_srpt(inst, preds, TAU_DEFAULT))


def test_default_variant_is_a_srpt_on_a_generated_backlog():
    inst = generate_schedule(150, 0, load=0.95)
    preds = [j.predicted for j in inst.jobs]
    assert starts(_a_srpt_variant(inst, preds, TAU_DEFAULT)) == starts(_a_srpt(inst, preds, TAU_DEFAULT))


def held_cases():
    """The contended instances of the oracle's held-job study (same draws)."""
    rng = np.random.default_rng(HELD_SEED)
    for _ in range(HELD_CASES):
        servers = int(rng.integers(1, 4))
        jobs = []
        for i in range(int(rng.integers(2, 11))):
            model = MODELS[int(rng.integers(len(MODELS)))]
            ks = tuple(int(v) for v in rng.integers(1, 5, size=int(rng.integers(1, 4))))
            ks = ks if sum(ks) <= 8 * servers else (1,)
            it = int(rng.integers(1, 20_000))
            pred = [0, it, max(1, it // 3), 3 * it][int(rng.integers(4))]
            jobs.append(ScheduleJob(f"j{i}", 60.0 * int(rng.integers(0, 21)), build_stages(model, ks), it, pred))
        b_inter = [0.3, 1.25, 12.5][int(rng.integers(3))]
        yield ScheduleInstance(tuple(jobs), servers, 8, b_inter, 300.0, slot_s=60.0)


def test_hold_blocks_is_the_literal_reading_of_lines_14_20():
    """The oracle of tests/test_oracle_asrpt_alg1.py reads lines 14-20
    literally; ``a-srpt-hold-blocks`` agrees with it on every start and alpha
    of all 60 contended instances, the held-job ones included (where
    ``a-srpt`` differs on 2)."""
    held = 0
    for inst in held_cases():
        want, held_jobs = oracle(inst)
        res = a_srpt_hold_blocks(inst, Budget())
        assert evaluate_schedule(inst, res.solution).feasible
        held += bool(held_jobs)
        got = {int(j.id[1:]): j for j in res.solution.jobs}
        for i, (t, _placement, alpha) in want.items():
            a = iteration_time_ms(inst.jobs[i].stages, [list(x) for _, x in got[i].placement], inst.network)
            assert math.isclose(got[i].start_s, t * inst.slot_s) and math.isclose(a, alpha, rel_tol=1e-9), i
    assert held == 10


def test_sorted_queue_drains_a_backlog_shortest_predicted_first():
    # one 8-GPU server busy with a long job (alpha~min 23.4 ms: about 1,170 s,
    # predicted as 1 iteration so that it starts at once); a 50-s job then a
    # 5-s job queue behind it. On A~1 the 50-s job completes
    # (t = 110 s) before the 5-s one is released (180 s), so line 2 queues it
    # first; the ablation starts the short one first.
    big = build_stages("vgg19", (8,))
    jobs = (
        ScheduleJob("j0", 0.0, big, 50_000, 1),
        ScheduleJob("j1", 60.0, big, 2_141, 2_141),
        ScheduleJob("j2", 180.0, big, 214, 214),
    )
    inst = ScheduleInstance(jobs, 1, 8, 1.25, 300.0, slot_s=60.0)
    plain = {j.id: j.start_s for j in _a_srpt(inst, [j.predicted for j in jobs], TAU_DEFAULT).solution.jobs}
    res = a_srpt_sorted_queue(inst, Budget())
    assert evaluate_schedule(inst, res.solution).feasible
    ablation = {j.id: j.start_s for j in res.solution.jobs}
    assert plain["j0"] == ablation["j0"] == 60.0  # A~1 completes it at once: the next slot
    assert plain["j1"] < plain["j2"] and ablation["j2"] < ablation["j1"]
    assert res.info["queue_order"] == "predicted-size"
