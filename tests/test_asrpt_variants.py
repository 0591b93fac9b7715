"""Alg. 1 variants of issue 15's review (switches of heuristics/asrpt.py::_a_srpt):
the literal reading of lines 14-20 (``a-srpt-hold-blocks``) and the ablation
"pending_queue ordered by predicted size" (``a-srpt-sorted-queue``, not in the
paper)."""

from __future__ import annotations

import math

from schedbench.heuristics.asrpt import (
    TAU_DEFAULT,
    _a_srpt,
    a_srpt_hold_blocks,
    a_srpt_sorted_queue,
)
from schedbench.instances.asrpt import ScheduleInstance, ScheduleJob, build_stages, generate_schedule
from test_oracle_asrpt_alg1 import held_cases, oracle
from test_online_pins import schedule_digest

from schedbench.contracts import Budget
from schedbench.perfmodels.asrpt import iteration_time_ms
from schedbench.problems.asrpt import evaluate_schedule


#: Schedules of a backlogged instance (150 jobs at load 0.95: 16-19 jobs held,
#: queues of every GPU demand) written by Alg. 1's loop before the switches
#: were folded into it (one FIFO deque per demand, now a heap keyed by the A~1
#: completion rank): with every switch off the loop gives the same schedules.
BACKLOG_DIGESTS = {"a-srpt": "c49596014024bed7", "a-srpt-perfect": "94307686c474337d",
                   "a-srpt-backfill": "92959d11a65f909d"}


def test_switches_off_keep_alg1s_schedules_on_a_generated_backlog():
    inst = generate_schedule(150, 0, load=0.95)
    preds, truth = [j.predicted for j in inst.jobs], [j.iterations for j in inst.jobs]
    got = {"a-srpt": _a_srpt(inst, preds, TAU_DEFAULT), "a-srpt-perfect": _a_srpt(inst, truth, TAU_DEFAULT),
           "a-srpt-backfill": _a_srpt(inst, preds, TAU_DEFAULT, backfill=True)}
    assert {name: schedule_digest(res.solution) for name, res in got.items()} == BACKLOG_DIGESTS


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
