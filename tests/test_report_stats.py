"""Spread, shifted geometric means and performance profiles (schedbench/reporting/stats.py) on hand-made numbers."""

from __future__ import annotations

import math

import numpy as np
import pytest

from schedbench.reporting.stats import (
    performance_ratios,
    profile_curve,
    profile_value,
    shifted_geometric_mean,
    spread,
)

#: Tolerance of computed statistics against hand-worked values.
STAT_TOL = 1e-12


def test_spread_is_order_statistics_of_the_finite_values():
    st = spread([3.0, None, 1.0, float("nan"), 2.0, 10.0])
    assert (st.n, st.min, st.median, st.max) == (4, 1.0, 2.5, 10.0)
    assert st.mean == pytest.approx(4.0, abs=STAT_TOL)
    # numpy's default (linear) quartiles
    assert (st.q1, st.q3) == pytest.approx(tuple(np.percentile([1.0, 2.0, 3.0, 10.0], [25, 75])), abs=STAT_TOL)
    three = spread([0.0, 0.2, 0.1])  # 3 seeds: the quartiles lie halfway to the extremes
    assert (three.q1, three.median, three.q3) == pytest.approx((0.05, 0.1, 0.15), abs=STAT_TOL)
    assert spread([]).n == 0 and spread([]).median is None


def test_shifted_geometric_mean():
    # (0 + 1)(3 + 1) = 4: geometric mean 2, minus the shift
    assert shifted_geometric_mean([0.0, 3.0], 1.0) == pytest.approx(1.0, abs=STAT_TOL)
    # shift 10 (Achterberg's runtimes): sqrt(10 * 40) - 10 = 10
    assert shifted_geometric_mean([0.0, 30.0], 10.0) == pytest.approx(10.0, abs=STAT_TOL)
    # with a shift of 0 it is the plain geometric mean; NaN and inf are left out
    assert shifted_geometric_mean([2.0, 8.0, math.nan, math.inf], 0.0) == pytest.approx(4.0, abs=STAT_TOL)
    # a single value is itself
    assert shifted_geometric_mean([0.37], 1.0) == pytest.approx(0.37, abs=STAT_TOL)
    assert shifted_geometric_mean([], 1.0) is None
    assert shifted_geometric_mean([0.5, -1.0], 1.0) is None  # a gap of -100%: no mean of 1 + gap


def test_performance_ratios_and_profiles_two_methods_three_instances():
    """Dolan and Moré (2002), Eq. 1-2, worked by hand: A is the best on p1 and
    p2 and fails p3; B is 1.5x A on p1, 2x on p2 and alone on p3."""
    costs = {"A": {"p1": 2.0, "p2": 1.0, "p3": None}, "B": {"p1": 3.0, "p2": 2.0, "p3": 5.0}}
    ratios = performance_ratios(costs, ["p1", "p2", "p3"])
    assert ratios == {"A": {"p1": 1.0, "p2": 1.0, "p3": math.inf}, "B": {"p1": 1.5, "p2": 2.0, "p3": 1.0}}
    a, b = ratios["A"].values(), ratios["B"].values()
    assert [profile_value(a, t) for t in (1.0, 1.5, 2.0, math.inf)] == pytest.approx([2 / 3, 2 / 3, 2 / 3, 2 / 3])
    assert [profile_value(b, t) for t in (1.0, 1.49, 1.5, 2.0)] == pytest.approx([1 / 3, 1 / 3, 2 / 3, 1.0])
    # flattened: pytest >= 9.2 compares no nested structures with approx
    assert [x for point in profile_curve(b) for x in point] == pytest.approx([1.0, 1 / 3, 1.5, 2 / 3, 2.0, 1.0])
    assert profile_curve(a) == [(1.0, pytest.approx(2 / 3))]
    # an instance no one solved, and one a solver has no cost for (not run): both infinite
    both = performance_ratios({"A": {"p1": 4.0}, "B": {"p2": None}}, ["p1", "p2"])
    assert both == {"A": {"p1": 1.0, "p2": math.inf}, "B": {"p1": math.inf, "p2": math.inf}}


def test_profile_tolerates_float_noise_but_not_more():
    ratios = performance_ratios({"A": {"p": 1.0}, "B": {"p": 1.0 + 1e-13}, "C": {"p": 1.001}}, ["p"])
    assert profile_value(ratios["B"].values(), 1.0) == 1.0  # equal up to the last bits: counts as the best
    assert profile_value(ratios["C"].values(), 1.0) == 0.0


def test_performance_ratios_need_positive_costs():
    with pytest.raises(ValueError, match="must be > 0"):
        performance_ratios({"A": {"p": 0.0}}, ["p"])
