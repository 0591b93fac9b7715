"""HORUS's slowdown curve f (Eq. 9) against the premise of Sec. 3.2 and
4.2.1: co-location "with increasing levels of GPU over-commitment ... results
in a JCT increase between 1.5x-3x", and "we penalize the combinations of
co-located DL jobs when over-commitment manifests".

The default f must be non-decreasing in the summed utilisation and never
cheaper above 100% than below it, and on a hand-made round the exact method
and Alg. 1 must keep a job off the GPU it would over-commit. The proxy-data
fit ``gavel-miso`` stays a labelled variant; these tests also pin how it
breaks the premise, which is why it is not the default."""

from __future__ import annotations

import math

import numpy as np
import pytest

from schedbench.contracts import Budget
from schedbench.instances.horus import (
    FIT_DEFAULT,
    Gpu,
    HorusInstance,
    Job,
    Node,
    generate,
    generate_online,
    slowdown_fit,
)
from schedbench.instances.horus_predict import premise_study
from schedbench.perfmodels.horus import OVERCOMMIT_PCT, SlowdownFit, premise_check
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

#: The grid of summed utilisation (%) the tests walk: 0 to 400 in 0.01 steps.
GRID = np.linspace(0.0, 400.0, 40_001)
#: The hand-made round: a 50% job; GPU 0 runs a job at 45% (95% after), GPU 1 one at 55% (105% after).
JOB_UTIL, LOW_UTIL, HIGH_UTIL = 50.0, 45.0, 55.0
GPU_MIB, USED_MIB, JOB_MIB = 40_960.0, 4_000.0, 4_000.0
#: The methods that must keep the job off the over-committed GPU.
METHODS = ("milp", "horus", "horus-f")
TOL = 1e-3


def _values(fit: SlowdownFit) -> np.ndarray:
    return np.array([fit.f(float(u)) for u in GRID])


def test_the_default_curve_is_the_premise_shaped_one():
    assert FIT_DEFAULT == "fig4-shape"
    assert slowdown_fit() == slowdown_fit("fig4-shape")
    assert generate(4, 0).slowdown == slowdown_fit("fig4-shape")
    assert generate_online(4, 0).slowdown == slowdown_fit("fig4-shape")
    assert "slowdown_fig4_shape" in generate_online(4, 0).metadata["synthetic"]
    variant = generate(4, 0, fit="gavel-miso")
    assert variant.slowdown == slowdown_fit("gavel-miso")
    assert "slowdown_cross_platform_proxy" in variant.metadata["synthetic"]


def test_default_f_is_non_decreasing_in_summed_utilisation():
    values = _values(slowdown_fit())
    assert np.all(np.diff(values) >= 0.0), f"f drops at U = {GRID[np.argmin(np.diff(values))]:.2f}"
    assert premise_check(slowdown_fit()).non_decreasing


def test_default_f_above_100_is_at_least_f_below():
    fit = slowdown_fit()
    values = _values(fit)
    below, above = values[GRID <= OVERCOMMIT_PCT], values[GRID > OVERCOMMIT_PCT]
    just_above = fit.f(math.nextafter(OVERCOMMIT_PCT, math.inf))
    assert min(above.min(), just_above) >= below.max()
    assert premise_check(fit).respected


def test_default_f_spans_the_stated_ranges():
    # Sec. 3.2: 1x-1.5x JCT below over-commitment (T_deg 0-0.5), 1.5x-3x above it (0.5-2 for a pair, U <= 200).
    fit = slowdown_fit()
    assert fit.f(0.0) == pytest.approx(0.0)
    assert fit.f(OVERCOMMIT_PCT) == pytest.approx(0.5)
    assert fit.f(200.0) == pytest.approx(2.0)


def test_proxy_fit_inverts_the_premise():
    fit = slowdown_fit("gavel-miso")
    assert fit.f(100.0) == pytest.approx(2.765, abs=TOL)
    assert fit.f(100.01) == pytest.approx(1.083, abs=TOL)
    assert fit.f(200.0) == pytest.approx(0.447, abs=TOL)
    assert fit.f(79.0) == 0.0 and fit.f(79.5) > 0.0  # clamped at 0 below U = 79.3
    check = premise_check(fit)
    assert not check.non_decreasing and not check.overcommit_not_cheaper and not check.respected
    assert check.worst_drop == pytest.approx(fit.f(100.0) - fit.f(math.nextafter(100.0, math.inf)))


def test_premise_check_finds_each_kind_of_break():
    rising = SlowdownFit((0.0, 0.005), (0.5, 0.0, 0.0), "flat above 100")
    assert premise_check(rising).respected
    # 0.5 + 0.008 (U - 100) - 1.5e-5 (U - 100)^2: continuous at 100, peaks at U = 366.7, still >= 0.5 at 400.
    dip = SlowdownFit((0.0, 0.005), (-0.45, 0.011, -1.5e-5), "falls near 400")
    assert not premise_check(dip).non_decreasing and premise_check(dip).overcommit_not_cheaper
    jump_down = SlowdownFit((0.0, 0.01), (0.2, 0.004, 0.0), "cheaper just above 100")
    assert not premise_check(jump_down).overcommit_not_cheaper
    with pytest.raises(Exception, match="hi_pct"):
        premise_check(rising, hi_pct=50.0)


def hand_made_round(fit: SlowdownFit) -> HorusInstance:
    """One node, two GPUs with equal memory in use: only f tells them apart."""
    gpus = (Gpu(GPU_MIB, USED_MIB, LOW_UTIL, 1), Gpu(GPU_MIB, USED_MIB, HIGH_UTIL, 1))
    return HorusInstance((Node(24.0, 128.0, gpus),), (Job("j0", 1, JOB_UTIL, JOB_MIB),), fit)


@pytest.mark.parametrize("method", METHODS)
def test_default_keeps_the_job_off_the_over_committed_gpu(method):
    inst = hand_made_round(slowdown_fit())
    run = run_and_score(get_problem("horus-placement"), method, inst, Budget(seed=0, time_limit_s=30))
    assert run.error is None, run.error
    assert run.result.solution.gpus == ((0,),)  # 95% rather than 105%
    mem = (USED_MIB + JOB_MIB) / GPU_MIB
    assert run.evaluation.objective == pytest.approx(mem + slowdown_fit().f(LOW_UTIL + JOB_UTIL))


@pytest.mark.parametrize("method", METHODS)
def test_proxy_fit_sends_the_job_to_the_over_committed_gpu(method):
    # Why gavel-miso is not the default: its cost is 1.24 on the 105% GPU against 2.29 on the 95% one.
    inst = hand_made_round(slowdown_fit("gavel-miso"))
    run = run_and_score(get_problem("horus-placement"), method, inst, Budget(seed=0, time_limit_s=30))
    assert run.result.solution.gpus == ((1,),)
    assert run.evaluation.objective == pytest.approx(1.24, abs=0.01)
    mem = (USED_MIB + JOB_MIB) / GPU_MIB
    assert mem + slowdown_fit("gavel-miso").f(LOW_UTIL + JOB_UTIL) == pytest.approx(2.29, abs=0.01)


def test_premise_is_untestable_on_the_permissive_join():
    study = premise_study(seed=0, resamples=200)
    assert study["testable"] is False and "untestable with permissive data" in study["reason"]
    assert (study["pairs"], study["gavel_types"], study["proxies"]) == (587, 25, 12)
    lo, hi = study["corr_ci"]
    assert lo <= study["corr"] <= hi
    assert study["corr"] < 0.0  # what the proxy join shows, reported as such
    assert set(study["median_t_deg"]) == {"0-100", "100-150", "150-200"}
    assert 0.0 < study["share_ratio_le_light_max"] <= study["share_ratio_le_max"] <= 1.0
    assert premise_study(seed=0, resamples=200) == study  # seeded
