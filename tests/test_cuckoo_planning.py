"""cuckoo-planning: Tables 5-6, MCHP's exactness, the baselines, schemas."""

from __future__ import annotations

import itertools
import json

import networkx as nx
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schedbench.contracts import Budget, Status
from schedbench.errors import ValidationError
from schedbench.heuristics import cuckoo as heuristics
from schedbench.instances.cuckoo import CuckooPlanningInstance, PlanGroup, generate_planning, table5_instance
from schedbench.problems.cuckoo import Placement, PlanningSolution, average_times, edge_cost, evaluate_planning
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

BUDGET = Budget(time_limit_s=30)
COST_TOL = 1e-9
#: Table 6, every edge: (group, GPU, order) -> (C1, C2, C1 + C2).
TABLE_6 = {
    ("Group 1", "GPU A", 1): (2.0, 0.0, 2.0),
    ("Group 1", "GPU A", 2): (4.5, 0.0, 4.5),
    ("Group 1", "GPU B", 1): (3.0, 0.0, 3.0),
    ("Group 1", "GPU B", 2): (6.5, 1.5, 8.0),
    ("Group 2", "GPU A", 1): (3.0, 0.0, 3.0),
    ("Group 2", "GPU A", 2): (5.5, 0.5, 6.0),
    ("Group 2", "GPU B", 1): (4.0, 0.0, 4.0),
    ("Group 2", "GPU B", 2): (7.5, 2.5, 10.0),
}


def test_table_5_averages():
    assert average_times(table5_instance()) == {"GPU A": 2.5, "GPU B": 3.5}


@pytest.mark.parametrize(("edge", "expected"), sorted(TABLE_6.items()))
def test_table_6_edge_weights(edge, expected):
    inst = table5_instance()
    group = {g.id: g for g in inst.groups}[edge[0]]
    avg = average_times(inst)
    c1, c2 = edge_cost(group.time[edge[1]], avg[edge[1]], edge[2], group.deadline)
    assert (c1, c2, c1 + c2) == pytest.approx(expected, abs=COST_TOL)


def test_table_6_optimal_plan_costs_6():
    inst = table5_instance()
    result = heuristics.mcf(inst, BUDGET)
    assert result.status is Status.OPTIMAL
    assert evaluate_planning(inst, result.solution).objective == pytest.approx(6.0)
    # Sec. 3.3.3: "allocating Group 1 to GPU A Order 1 and Group 2 to GPU B Order 1 is the best matching"
    paper_plan = PlanningSolution.of([Placement("Group 1", "GPU A", 0, 1), Placement("Group 2", "GPU B", 0, 1)])
    assert evaluate_planning(inst, paper_plan).objective == pytest.approx(6.0)


def brute_force(instance: CuckooPlanningInstance) -> float:
    """Minimum over every injective map of groups to (gang, order) slots."""
    slots = [(t, q, n) for t, k in instance.gangs.items() for q in range(k) for n in range(1, instance.size + 1)]
    best = np.inf
    for choice in itertools.permutations(slots, instance.size):
        sol = PlanningSolution.of([Placement(g.id, *s) for g, s in zip(instance.groups, choice)])
        best = min(best, evaluate_planning(instance, sol).objective)
    return best


@pytest.mark.parametrize("seed", range(4))
def test_mcf_equals_brute_force_on_tiny_instances(seed):
    inst = generate_planning(3, seed, cluster="small")  # 3 groups, 3 gangs, 9 slots
    result = heuristics.mcf(inst, BUDGET)
    assert evaluate_planning(inst, result.solution).objective == pytest.approx(brute_force(inst), rel=1e-12)


def flow_optimum(instance: CuckooPlanningInstance) -> float:
    """Sec. 3.3.3 literally: min-cost max-flow on the bipartite graph of Fig. 7
    over every (gang, order) slot (networkx; costs scaled to integers)."""
    scale = 1000.0
    avg = average_times(instance)
    g = nx.DiGraph()
    n = instance.size
    for grp in instance.groups:
        g.add_edge("s", ("g", grp.id), capacity=1, weight=0)
        for t, k in instance.gangs.items():
            for q in range(k):
                for order in range(1, n + 1):
                    c1, c2 = edge_cost(grp.time[t], avg[t], order, grp.deadline)
                    g.add_edge(("g", grp.id), (t, q, order), capacity=1, weight=round((c1 + c2) * scale))
    for t, k in instance.gangs.items():
        for q in range(k):
            for order in range(1, n + 1):
                g.add_edge((t, q, order), "t", capacity=1, weight=0)
    flow = nx.max_flow_min_cost(g, "s", "t")
    assert sum(flow["s"].values()) == n
    return nx.cost_of_flow(g, flow) / scale


@pytest.mark.parametrize(("size", "seed"), [(4, 0), (6, 1), (10, 2), (16, 3)])
def test_mcf_matches_a_min_cost_flow_solver(size, seed):
    """The assignment (scipy, on the pruned slots) is the paper's flow (networkx, all slots)."""
    inst = generate_planning(size, seed)
    result = heuristics.mcf(inst, BUDGET)
    ours = evaluate_planning(inst, result.solution).objective
    # the flow's costs are rounded to 1/1000 s per edge
    assert ours == pytest.approx(flow_optimum(inst), abs=size * 1e-3)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(size=st.integers(1, 40), seed=st.integers(0, 10_000), cluster=st.sampled_from(["small", "paper"]))
def test_every_method_is_feasible_and_mcf_is_never_beaten(size, seed, cluster):
    inst = generate_planning(size, seed, cluster=cluster)
    spec = get_problem("cuckoo-planning")
    best = run_and_score(spec, "mcf", inst, BUDGET)
    assert best.error is None and best.evaluation.feasible
    for method in ("fifo", "edf"):
        run = run_and_score(spec, method, inst, BUDGET)
        assert run.error is None and run.evaluation.feasible
        assert run.evaluation.objective >= best.evaluation.objective - 1e-9 * max(1.0, best.evaluation.objective)


def test_list_planners_follow_their_order():
    """FIFO places groups in instance order, EDF by deadline: on one GPU the
    orders are those sequences."""
    groups = (
        PlanGroup("a", ("a",), (("X", 5.0),), 100.0),
        PlanGroup("b", ("b",), (("X", 1.0),), 3.0),
        PlanGroup("c", ("c",), (("X", 2.0),), None),
    )
    inst = CuckooPlanningInstance(groups, (("X", 1),), 1)
    order = lambda sol: [p.group for p in sorted(sol.placements, key=lambda p: p.order)]  # noqa: E731
    assert order(heuristics.fifo(inst, BUDGET).solution) == ["a", "b", "c"]
    assert order(heuristics.edf(inst, BUDGET).solution) == ["b", "a", "c"]
    # MCHP: b (deadline 3) first, then c and a; avg T = 8/3
    assert order(heuristics.mcf(inst, BUDGET).solution)[0] == "b"


def test_evaluator_rejects_bad_plans():
    inst = table5_instance()
    cases = {
        "already placed": [Placement("Group 1", "GPU A", 0, 1), Placement("Group 1", "GPU B", 0, 1),
                           Placement("Group 2", "GPU B", 0, 2)],
        "already used": [Placement("Group 1", "GPU A", 0, 1), Placement("Group 2", "GPU A", 0, 1)],
        "does not exist": [Placement("Group 1", "GPU A", 1, 1), Placement("Group 2", "GPU B", 0, 1)],
        "has no gang": [Placement("Group 1", "GPU C", 0, 1), Placement("Group 2", "GPU B", 0, 1)],
        "is not placed": [Placement("Group 1", "GPU A", 0, 1)],
        "unknown group": [Placement("Group 9", "GPU A", 0, 2), Placement("Group 1", "GPU A", 0, 1),
                          Placement("Group 2", "GPU B", 0, 1)],
    }
    for words, placements in cases.items():
        ev = evaluate_planning(inst, PlanningSolution.of(placements))
        assert not ev.feasible and any(words in v for v in ev.violations), (words, ev.violations)


def test_round_trips_keep_ids():
    inst = generate_planning(7, 3)
    again = CuckooPlanningInstance.from_dict(json.loads(json.dumps(inst.to_dict())))
    assert again == inst and again.id == inst.id
    sol = heuristics.mcf(inst, BUDGET).solution
    assert PlanningSolution.from_dict(json.loads(json.dumps(sol.to_dict()))) == sol


def _doc() -> dict:
    return json.loads(json.dumps(generate_planning(4, 0).to_dict()))


@pytest.mark.parametrize(
    ("mutate", "path", "rule"),
    [
        (lambda d: d["groups"][1].__setitem__("id", d["groups"][0]["id"]), "groups[1].id", "must be unique"),
        (lambda d: d["groups"][0].__setitem__("jobs", ["a", "b", "c"]), "groups[0].jobs", "one or two"),
        (lambda d: d["groups"][1].__setitem__("jobs", d["groups"][0]["jobs"]), "groups[1].jobs", "already in groups[0]"),
        (lambda d: d["groups"][0]["times"].clear(), "groups[0].times", "needs a time"),
        (lambda d: d["groups"][2]["times"].__setitem__("v100", -1.0), "groups[2].times.v100", "must be >= 0"),
        (lambda d: d["groups"][0].pop("deadline"), "groups[0].deadline", "is required"),
        (lambda d: d.__setitem__("gang_size", 64), "gpus", "at least gang_size"),
        (lambda d: d.__setitem__("groups", []), "groups", "at least 1"),
    ],
)
def test_malformed_instances_name_the_field_and_rule(mutate, path, rule):
    doc = _doc()
    mutate(doc)
    with pytest.raises(ValidationError) as err:
        CuckooPlanningInstance.from_dict(doc)
    assert err.value.path == path
    assert rule in err.value.rule
