"""schedbench.milp.run_milp_method: the one build / warm start / solve /
decode / timings template of the MILP methods."""

from __future__ import annotations

from dataclasses import replace

import pyomo.environ as pyo
import pytest

import schedbench.milp as milp
from schedbench.contracts import Budget, Status

VALUES = (6.0, 5.0, 4.0)
WEIGHTS = (3.0, 2.0, 2.0)
CAPACITY = 4.0
#: The knapsack's optimum: items 1 and 2.
OPTIMUM = 9.0


def _knapsack(_start) -> pyo.ConcreteModel:
    m = pyo.ConcreteModel()
    m.I = pyo.RangeSet(0, len(VALUES) - 1)
    m.x = pyo.Var(m.I, within=pyo.Binary)
    m.obj = pyo.Objective(expr=sum(VALUES[i] * m.x[i] for i in m.I), sense=pyo.maximize)
    m.cap = pyo.Constraint(expr=sum(WEIGHTS[i] * m.x[i] for i in m.I) <= CAPACITY)
    return m


def _decode(model) -> tuple[int, ...]:
    return tuple(i for i in model.I if (model.x[i].value or 0) > 0.5)


def test_the_template_solves_decodes_claims_and_times():
    calls = []

    def warm_start(model, start):
        calls.append(start)
        for i in model.I:
            model.x[i].set_value(1 if i in start else 0)
        return True

    result = milp.run_milp_method(Budget(time_limit_s=10), start=lambda: (0,), build=_knapsack,
                                  warm_start=warm_start, decode=_decode, info=lambda s: {"items": len(s.model.I)})
    assert calls == [(0,)]
    assert result.status is Status.OPTIMAL
    assert result.solution == (1, 2)
    assert result.claimed_objective == pytest.approx(OPTIMUM)
    assert result.bound == pytest.approx(OPTIMUM)
    assert result.info["items"] == 3 and result.info["stopped_at_limit"] is False
    assert result.info["incumbent"] == pytest.approx(OPTIMUM)
    t = result.timings
    assert t.total_s >= t.build_s + t.decode_s  # total = build + solver wall + decode; decode_s adds the load, within the wall
    assert t.build_s > 0 and t.total_s > 0


def test_no_mip_start_is_handed_over_when_the_warm_start_did_not_set_the_model(monkeypatch):
    seen = []
    real = milp.solve_budgeted

    def spy(model, budget, *, warm_start):
        seen.append(warm_start)
        return real(model, budget, warm_start=warm_start)

    monkeypatch.setattr(milp, "solve_budgeted", spy)
    milp.run_milp_method(Budget(time_limit_s=10), build=_knapsack, warm_start=lambda m, s: False, decode=_decode)
    milp.run_milp_method(Budget(time_limit_s=10), build=_knapsack, decode=_decode)
    assert seen == [False, False]


def test_rescale_comes_before_claim_bound_and_info():
    result = milp.run_milp_method(
        Budget(time_limit_s=10), build=_knapsack, decode=_decode,
        rescale=lambda model, res: replace(res, objective=res.objective * 2, bound=res.bound * 2),
        claim=milp.claim_when_decoded)
    assert result.claimed_objective == pytest.approx(2 * OPTIMUM)
    assert result.bound == pytest.approx(2 * OPTIMUM)
    assert result.info["incumbent"] == pytest.approx(2 * OPTIMUM)
