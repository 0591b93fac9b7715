"""CUCKOO's time model (Sec. 3.2) against the paper's worked example."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schedbench.perfmodels.cuckoo import (
    StageTimes,
    SyncClass,
    ddl_value,
    eff_value,
    iteration_time,
    pair_iteration_time,
    simulate,
    total_value,
)

# Table 3 (ms): job 0 ResNet, order 0; job 1 BERT, order 1. Sec. 3.2.1: BERT
# synchronises before the communication stage, ResNet before the next forward.
RESNET = StageTimes(load=10, forward=37, backward=76, comm=98, sync=SyncClass.BEFORE_NEXT_FORWARD)
BERT = StageTimes(load=10, forward=72, backward=61, comm=363, sync=SyncClass.BEFORE_COMM_STAGE)
LAMBDA_EXAMPLE = 2.0  # "the interference coefficient of kernel and communication are 2"

# Table 4, rows i = 0..5: (f_0, b_0, c_0, f_1, b_1, c_1, R)
TABLE_4 = [
    (0, 0, 0, 0, 0, 0, 10),
    (0, 0, 0, 72, 0, 0, 72),
    (74, 152, 0, 0, 122, 363, 363),
    (0, 0, 98, 0, 0, 0, 98),
    (0, 0, 0, 0, 0, 0, 10),
    (0, 0, 0, 72, 0, 0, 72),
]


def test_table_4_stage_by_stage():
    records, _ = simulate((RESNET, BERT), orders=(0, 1), interference=LAMBDA_EXAMPLE, n_stages=6)
    got = [(r.forward[0], r.backward[0], r.comm[0], r.forward[1], r.backward[1], r.comm[1], r.length) for r in records]
    assert got == TABLE_4


def test_table_4_iteration_is_543_ms():
    # "Observably, the execution time converges and one iteration time is 543ms in total."
    assert iteration_time((RESNET, BERT), orders=(0, 1), interference=LAMBDA_EXAMPLE) == 543.0


def test_standalone_overlaps_communication_with_backward():
    assert RESNET.standalone() == 10 + 37 + max(76, 98)
    assert BERT.standalone() == 10 + 72 + max(61, 363)


def test_pair_takes_the_better_order():
    other = iteration_time((RESNET, BERT), orders=(1, 0), interference=LAMBDA_EXAMPLE)
    assert pair_iteration_time(RESNET, BERT, LAMBDA_EXAMPLE) == min(543.0, other)


def test_eff_value_eq_1():
    assert eff_value(RESNET, BERT, LAMBDA_EXAMPLE) == pytest.approx((145 + 445) / 543)


def test_ddl_value_eq_11():
    assert ddl_value(50.0, 100.0, now=0.0) == 0.5
    assert ddl_value(100.0, 50.0, now=25.0) == pytest.approx(25 / 75)
    assert ddl_value(None, None, now=0.0) == 1.0  # Sec. 5.2: both "infinitely large"
    assert ddl_value(10.0, None, now=0.0) == 0.0
    with pytest.raises(ValueError, match="later than now"):
        ddl_value(5.0, 10.0, now=6.0)


def test_total_value_eq_12():
    assert total_value(1.2, 0.5, w=0.6) == pytest.approx(0.6 * 1.2 + 0.4 * 0.5)


times = st.floats(min_value=0.0, max_value=500.0, allow_nan=False)
syncs = st.sampled_from(list(SyncClass))
stage_times = st.builds(StageTimes, times, st.floats(0.1, 500.0), times, times, syncs)


@settings(max_examples=200, deadline=None)
@given(stage_times, stage_times, st.floats(1.0, 3.0))
def test_pair_time_is_bounded_by_each_jobs_work(a, b, lam):
    """Every job loads then runs forward in two distinct stages, and finishes
    its GPU work and its all-reduce within each four-stage cycle; and a pair
    never costs more than both jobs alone with every resource slowed by lambda.

    (A pair may beat a job's standalone time: alone, a job whose main thread
    has nothing to do waits for its asynchronous work (the rule behind Table 4's
    stage 3), while in a pair the partner's stage lets it overlap that work
    with its own next data loading.)"""
    t = pair_iteration_time(a, b, lam)
    floor = max(max(j.load + j.forward, j.forward + j.backward, j.comm) for j in (a, b))
    assert t >= floor - 1e-9
    assert t <= lam * (a.standalone() + b.standalone()) + 1e-9


@settings(max_examples=100, deadline=None)
@given(stage_times, stage_times)
def test_no_interference_means_no_slowdown_of_a_lone_job(a, b):
    assert iteration_time((a,), interference=3.0) == a.standalone()
    assert pair_iteration_time(a, b, 2.0) == pair_iteration_time(b, a, 2.0)


@settings(max_examples=100, deadline=None)
@given(stage_times, stage_times, st.floats(1.0, 3.0))
def test_the_memoised_eq_1_is_eq_1_to_the_last_bit(a, b, lam):
    """The packing reads Eq. 1 from a memo built on the memoised standalone
    and pair times: it must be ``eff_value`` itself, not a rounding of it."""
    from schedbench.problems.cuckoo import _eff_cached

    assert _eff_cached(a, b, lam) == eff_value(a, b, lam)
