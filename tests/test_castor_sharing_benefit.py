"""Eq. 24's sharing benefit and Tables 5-6's job classes in the castor-schedule
evaluator, on a hand instance computed by hand (Sec. 9.2, Sec. 9.4)."""

from __future__ import annotations

import pytest

from schedbench.heuristics.castor import CastorPolicy
from schedbench.instances.castor import CastorScheduleInstance, JobOption, PairXi, ScheduleJob, generate_schedule
from schedbench.problems.castor import CastorScheduleSolution, ScheduledJob, evaluate_schedule, sharing_benefits

XI_A, XI_B = 1.2, 1.5
REL = 1e-9


def one_gpu_pair() -> CastorScheduleInstance:
    """Slot 10 s, one GPU. A: arrives at 0, 100 iterations of 1 s. B: arrives
    at 20 s, 50 iterations of 1 s. Next to each other A runs 1.2x slower, B 1.5x."""
    a = ScheduleJob("a", 0.0, 1, 1, 100, (JobOption(1, 1.0, True),))
    b = ScheduleJob("b", 20.0, 1, 1, 50, (JobOption(1, 1.0, True),))
    pairs = (PairXi("a", 1, "a", 1, False), PairXi("b", 1, "b", 1, False),
             PairXi("a", 1, "b", 1, True, XI_A, XI_B, XI_A, XI_B), PairXi("b", 1, "a", 1, True, XI_B, XI_A, XI_B, XI_A))
    return CastorScheduleInstance(1, 1, 10.0, (a, b), pairs)


def test_eq24_by_hand():
    """B shares at 20 s: it needs 50 x 1.5 = 75 s, ends at 95, holds to the
    slot end 100 (B2): JCT 80. Waiting instead: A has 80 s left alone, ends at
    100, B runs 100-150: JCT 130. Sharing benefit 130 / 80."""
    inst = one_gpu_pair()
    shared = CastorScheduleSolution((ScheduledJob(0, (0,), 1), ScheduledJob(2, (0,), 1)))
    assert sharing_benefits(inst, shared) == {1: pytest.approx(130.0 / 80.0, rel=REL)}
    ev = evaluate_schedule(inst, shared)
    assert ev.metrics["sharing_decisions"] == 1.0
    assert ev.metrics["sharing_benefit_mean"] == pytest.approx(1.625, rel=REL)
    # A: 66.67 s of work by 100 (slowed to the slot end), 13.33 s alone -> 113.33 -> slot end 120
    assert ev.objective == pytest.approx(120.0 + 80.0, rel=REL)
    waited = CastorScheduleSolution((ScheduledJob(0, (0,), 1), ScheduledJob(10, (0,), 1)))
    ev = evaluate_schedule(inst, waited)
    assert ev.objective == pytest.approx(100.0 + 130.0, rel=REL)  # the JCT Eq. 24 predicted for waiting
    assert ev.metrics["sharing_decisions"] == 0.0 and "sharing_benefit_mean" not in ev.metrics


@pytest.mark.parametrize("seed", range(4))
def test_class_parts_add_up_and_only_sharing_policies_decide(seed):
    inst = generate_schedule(8, seed, gpus=4)
    for kind in ("sjf-bsbf", "sjf-ffs", "sjf", "fifo"):
        ev = evaluate_schedule(inst, CastorPolicy(inst, kind).run())
        m = ev.metrics
        assert m["mean_jct_large_part_s"] + m["mean_jct_small_part_s"] == pytest.approx(m["mean_jct_s"], rel=REL)
        assert m["mean_waiting_large_part_s"] + m["mean_waiting_small_part_s"] == pytest.approx(
            m["mean_waiting_s"], rel=REL)
        assert m["mean_waiting_s"] == pytest.approx(m["mean_queueing_s"], rel=REL, abs=REL)  # no preemption
        assert m["large_jobs"] == 0.0  # one node: every job has at most 8 GPUs
        if kind in ("sjf", "fifo"):
            assert m["sharing_decisions"] == 0.0 and m["shared_jobs"] == 0.0
        assert m["sharing_decisions"] <= m["shared_jobs"]
