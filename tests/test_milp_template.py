"""schedbench.milp.run_milp_method: the one build / warm start / solve /
decode / timings template of the MILP methods."""

from __future__ import annotations

from dataclasses import replace

import pyomo.environ as pyo
import pytest

import schedbench.milp as milp
from schedbench.contracts import Budget, Evaluation, Sense, Status

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


# ---------------------------------------------------------------- never worse than the warm start


def _evaluate(items: tuple[int, ...]) -> Evaluation:
    """The knapsack's own evaluator: total value, refused over capacity."""
    if sum(WEIGHTS[i] for i in items) > CAPACITY:
        return Evaluation(None, Sense.MAXIMIZE, False, ("over capacity",))
    return Evaluation(sum(VALUES[i] for i in items), Sense.MAXIMIZE, True)


def _set(model, start) -> bool:
    for i in model.I:
        model.x[i].set_value(1 if i in start else 0)
    return True


def test_a_decoded_solution_worse_than_the_warm_start_is_not_returned():
    """A decoder that loses value (here: it keeps item 0 only) cannot make
    the method return worse than its warm start; the warm start meets the
    bound, so the method is optimal, with no model objective to claim."""
    result = milp.run_milp_method(Budget(time_limit_s=10), start=lambda: (1, 2), build=_knapsack, warm_start=_set,
                                  decode=lambda model: (0,), claim=milp.claim_when_decoded, evaluate=_evaluate,
                                  warm_solutions=lambda start: [("greedy", start)])
    assert result.solution == (1, 2) and result.status is Status.OPTIMAL
    assert result.claimed_objective is None
    assert result.info["returned"] == "greedy"
    assert result.info["candidate_objectives"] == {"model": 6.0, "greedy": OPTIMUM}


def test_a_warm_start_below_the_bound_is_returned_feasible():
    result = milp.run_milp_method(Budget(time_limit_s=10), start=lambda: (1,), build=_knapsack, warm_start=_set,
                                  decode=lambda model: (), evaluate=_evaluate,
                                  warm_solutions=lambda start: [("greedy", start)])
    assert result.solution == (1,) and result.status is Status.FEASIBLE and result.bound == pytest.approx(OPTIMUM)


def test_an_infeasible_model_next_to_a_feasible_warm_start_is_an_error():
    def infeasible(start):
        model = _knapsack(start)
        model.at_least = pyo.Constraint(expr=sum(model.x[i] for i in model.I) >= 4)
        return model

    result = milp.run_milp_method(Budget(time_limit_s=10), start=lambda: (0,), build=infeasible, warm_start=_set,
                                  decode=_decode, evaluate=_evaluate, warm_solutions=lambda start: [("greedy", start)])
    assert result.status is Status.ERROR and result.solution is None
    assert "model error" in result.info["message"]


def test_best_incumbent_keeps_the_model_on_ties_and_a_refused_decoding():
    tie = milp.best_incumbent((1, 2), [("greedy", (1, 2)), ("none", None)], _evaluate)
    assert tie.source == milp.MODEL and tie.objective == OPTIMUM and "none" not in tie.scores
    refused = milp.best_incumbent((0, 1, 2), [("greedy", (1, 2))], _evaluate)
    assert refused.source == milp.MODEL and refused.solution == (0, 1, 2) and refused.objective is None
    alone = milp.best_incumbent(None, [("a", (0,)), ("b", (1, 2))], _evaluate)
    assert alone.source == "b" and alone.objective == OPTIMUM
    nothing = milp.best_incumbent(None, [("a", (0, 1, 2))], _evaluate)
    assert nothing.solution is None and milp.settle(Status.NO_SOLUTION, nothing, 9.0, Budget()) is Status.NO_SOLUTION


def test_certified_follows_the_sense_the_gap_and_the_slack():
    budget = Budget(mip_rel_gap=1e-4)
    assert milp.certified(100.0, 99.995, budget)
    assert not milp.certified(100.0, 99.9, budget)
    assert milp.certified(100.0, 99.9, budget, slack=0.1)
    assert milp.certified(100.0, 100.005, budget, Sense.MAXIMIZE)
    assert not milp.certified(100.0, 100.1, budget, Sense.MAXIMIZE)
    assert not milp.certified(100.0, None, budget) and not milp.certified(None, 100.0, budget)
