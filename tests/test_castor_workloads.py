"""CASTOR's trace workloads read as the paper has them (Sec. 9.1, Fig. 16):
the GPU mix ("66% of jobs employ no more than 8 GPUs, while the rest of them
utilize either 16 or 32 GPUs"), the job-count knob ("we scale the baseline
workload of 240 jobs by factors ranging from 0.5x to 2x, resulting in job
submission counts from 120 to 480"), arrival compression as a separate
sensitivity, and the physical runs' 200-2000 iterations. The trace tests
are marked ``data`` and skip, naming the fetch command, when a trace is absent."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from data_marks import marks, needs  # tests/ is on sys.path (pytest's rootdir conftest)

from schedbench.errors import ValidationError
from schedbench.instances import castor as ci
from schedbench.instances import traces

PHILLY, VENUS, ALIBABA = traces.PHILLY_FILE, traces.HELIOS_SUMMARY_FILE, traces.ALIBABA_FILE
#: How far the share of jobs with at most 8 GPUs may sit from 66%: the mix
#: rounds 0.34 n to whole jobs (240 jobs: 82 large, 65.8% small).
SHARE_TOL = 0.01
HOUR_S = 3600.0


def _gen(size, seed=0, **options):
    return ci.generate_schedule(size, seed, **options)


@pytest.mark.parametrize("workload", [pytest.param("philly", marks=marks(PHILLY)),
                                      pytest.param("venus", marks=marks(VENUS)),
                                      pytest.param("alibaba", marks=marks(ALIBABA))])
def test_a_240_job_sample_has_the_papers_gpu_mix(workload):
    inst = _gen(240, 0, workload=workload)
    gpus = Counter(j.gpus for j in inst.jobs)
    small = sum(c for g, c in gpus.items() if g <= ci.SMALL_JOB_MAX_GPUS)
    assert abs(small / 240 - ci.SMALL_JOB_SHARE) <= SHARE_TOL
    assert gpus[16] > 0 and gpus[32] > 0
    assert set(gpus) <= {1, 2, 4, 8, 16, 32}
    assert "gpu_mix_paper" in inst.metadata["synthetic"] and inst.metadata["gpu_mix"] == "paper"


@needs(PHILLY)
def test_philly_small_jobs_keep_the_trace_counts_and_the_large_split_is_the_traces():
    inst = _gen(240, 1, workload="philly")
    raw = ci.generate_schedule(240, 1, workload="philly", gpu_mix="trace")
    # arrivals and run times are the trace's in both; the small jobs keep the trace count
    assert [j.arrival_s for j in inst.jobs] == [j.arrival_s for j in raw.jobs]
    for j, r in zip(inst.jobs, raw.jobs):
        if j.gpus <= ci.SMALL_JOB_MAX_GPUS:
            assert j.gpus == r.gpus
    # the busiest window holds no job above 8 GPUs: Table 5's large class was empty before
    assert all(r.gpus <= ci.SMALL_JOB_MAX_GPUS for r in raw.jobs)
    assert Counter(r.gpus for r in raw.jobs)[1] >= 230
    split = inst.metadata["gpu_mix_split"]
    assert split["16"] == pytest.approx(199 / 266, abs=1e-6)  # the Philly file's 199 x 16 and 67 x 32 GPUs


@given(raw=st.lists(st.sampled_from([1, 2, 4, 8, 12, 16, 24, 32, 64]), min_size=1, max_size=200),
       seed=st.integers(0, 2**31))
@settings(max_examples=60, deadline=None)
def test_paper_gpu_mix_on_any_counts(raw, seed):
    out = ci.paper_gpu_mix(raw, np.random.default_rng(seed), (0.75, 0.25))
    large = [g for g in out if g > ci.SMALL_JOB_MAX_GPUS]
    assert len(out) == len(raw)
    assert len(large) == round((1 - ci.SMALL_JOB_SHARE) * len(raw))
    assert set(large) <= set(ci.LARGE_JOB_GPUS)
    assert all(g <= ci.SMALL_JOB_MAX_GPUS or g in ci.LARGE_JOB_GPUS for g in out)
    # a trace count that already fits its class is kept
    for r, g in zip(raw, out):
        if g <= ci.SMALL_JOB_MAX_GPUS and r <= ci.SMALL_JOB_MAX_GPUS:
            assert g == r
        if r in ci.LARGE_JOB_GPUS and g > ci.SMALL_JOB_MAX_GPUS:
            assert g == r
    # trace-large jobs become the large ones first
    n_large = len(large)
    big = [i for i, r in enumerate(raw) if r > ci.SMALL_JOB_MAX_GPUS]
    chosen = [i for i, g in enumerate(out) if g > ci.SMALL_JOB_MAX_GPUS]
    assert set(chosen) >= set(big) if len(big) <= n_large else set(chosen) <= set(big)


@needs(PHILLY, VENUS)
def test_job_count_knob_draws_120_240_480_jobs_from_one_window():
    """Fig. 16: the sizes are the knob; the window (and so the time line) stays."""
    window_s = traces.WINDOW_H_DEFAULT * HOUR_S
    for workload in ("philly", "venus"):
        spans, rates = [], []
        for n in (120, 240, 480):
            inst = _gen(n, 0, workload=workload)
            arr = [j.arrival_s for j in inst.jobs]
            assert len(arr) == n and min(arr) >= 0.0 and max(arr) < window_s
            spans.append(max(arr))
            rates.append(n / max(arr))
        # the same window: the span hardly moves while the submission rate doubles with the count
        assert max(spans) / min(spans) < 1.1
        assert rates[1] / rates[0] == pytest.approx(2.0, rel=0.1) and rates[2] / rates[1] == pytest.approx(2.0, rel=0.1)
    venus = _gen(240, 0, workload="venus")
    assert "venus_arrivals_in_window" in venus.metadata["synthetic"]


@needs(PHILLY)
def test_compression_is_a_separate_knob_that_divides_arrivals_only():
    base = _gen(60, 2, workload="philly")
    fast = _gen(60, 2, workload="philly", compression=2.0)
    assert [j.arrival_s for j in fast.jobs] == pytest.approx([j.arrival_s / 2.0 for j in base.jobs], abs=1e-3)
    assert [(j.model, j.gpus, j.batch, j.iterations) for j in fast.jobs] == \
        [(j.model, j.gpus, j.batch, j.iterations) for j in base.jobs]
    with pytest.raises(TypeError):
        ci.generate_schedule(60, 2, workload="philly", intensity=2.0)
    syn = ci.generate_schedule(4, 0, compression=2.0)
    assert max(j.arrival_s for j in syn.jobs) < max(j.arrival_s for j in ci.generate_schedule(4, 0).jobs)


def test_options_are_checked_at_the_boundary():
    with pytest.raises(ValidationError, match="gpu_mix"):
        ci.generate_schedule(4, 0, gpu_mix="paper")  # synthetic: no trace to mix
    with pytest.raises(ValidationError, match="iterations"):
        ci.generate_schedule(4, 0, iterations="scaled")
    with pytest.raises(ValidationError, match="compression"):
        ci.generate_schedule(4, 0, compression=0.0)


@needs(PHILLY)
def test_bad_trace_options_name_the_field():
    with pytest.raises(ValidationError, match="gpu_mix"):
        _gen(30, 0, workload="philly", gpu_mix="lucid")
    with pytest.raises(ValidationError, match="iterations"):
        _gen(30, 0, workload="philly", iterations="random")


def test_scaled_iterations_keep_the_run_time_order_and_the_papers_range():
    durations = [50.0, 7.0, 7.0, 9000.0, 300.0]
    out = ci.scaled_iterations(durations)
    assert min(out) == ci.PHYSICAL_ITERATIONS[0] and max(out) == ci.PHYSICAL_ITERATIONS[1]
    order = sorted(range(5), key=lambda i: (durations[i], i))
    assert [out[i] for i in order] == sorted(out)
    assert ci.scaled_iterations([5.0]) == [ci.PHYSICAL_ITERATIONS[0]]


@pytest.mark.parametrize(("workload", "n"), [pytest.param("philly", 30, marks=marks(PHILLY)),
                                             pytest.param("venus", 60, marks=marks(VENUS))])
def test_physical_runs_scale_iterations_and_arrivals_together(workload, n):
    """Sec. 9.1: 30 Philly / 60 Venus jobs on 4 x 8 GPUs, 200-2000 iterations;
    the arrivals are scaled down by the factor that keeps the sample's offered load."""
    inst = _gen(n, 3, workload=workload, scale="physical", iterations="scaled")
    trace = _gen(n, 3, workload=workload, scale="physical")
    assert (inst.nodes, inst.gpus_per_node) == (4, 8) and inst.slot_s == ci.SCALED_SLOT_S
    its = [j.iterations for j in inst.jobs]
    assert min(its) == 200 and max(its) == 2000
    factor = inst.metadata["time_scale"]
    assert [j.arrival_s for j in inst.jobs] == pytest.approx([j.arrival_s / factor for j in trace.jobs], rel=1e-6)  # factor rounded in metadata
    # offered load (solo GPU-seconds over the arrival span) of the scaled jobs: the trace's
    assert [(j.model, j.gpus) for j in inst.jobs] == [(j.model, j.gpus) for j in trace.jobs]
    trace_gpu_s = sum(j.gpus * j.solo_s for j in trace.jobs)  # I_k = run time / t_iter there
    scaled_gpu_s = sum(j.gpus * j.solo_s for j in inst.jobs)
    assert trace_gpu_s / scaled_gpu_s == pytest.approx(factor, rel=0.02)  # I_k rounding moves it a little
    assert {"iterations_scaled", "arrivals_scaled_with_iterations"} <= set(inst.metadata["synthetic"])


def test_synthetic_instances_are_unchanged():
    """The small MILP instances (pinned files) keep their ids."""
    assert ci.generate_schedule(4, 0).id == "f687b294c888438e"
