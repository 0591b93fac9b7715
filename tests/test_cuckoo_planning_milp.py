"""cuckoo-planning MILP (Sec. 3.3.3, Eq. 13-14): Tables 5-6, brute force, evaluator, solvers."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from schedbench.contracts import Budget, Status
from schedbench.formulations.cuckoo import (
    build_planning,
    decode_planning,
    planning_slots,
    run_planning_milp,
    warm_start_planning,
)
from schedbench.instances.cuckoo import CuckooPlanningInstance, generate_planning, table5_instance
from schedbench.problems.cuckoo import Placement, PlanningSolution, average_times, edge_cost, evaluate_planning

#: The MILP's objective, its bound and the evaluator must agree this closely
#: (contracts.OBJECTIVE_REL_TOL; the solves below ask for a 1e-9 gap).
OPT_REL_TOL = 1e-6
BUDGET = Budget(time_limit_s=30, mip_rel_gap=1e-9)

#: Table 6 of the paper: (group, GPU, order) -> (C1, C2).
TABLE6 = {
    ("Group 1", "GPU A", 1): (2.0, 0.0),
    ("Group 1", "GPU A", 2): (4.5, 0.0),
    ("Group 1", "GPU B", 1): (3.0, 0.0),
    ("Group 1", "GPU B", 2): (6.5, 1.5),
    ("Group 2", "GPU A", 1): (3.0, 0.0),
    ("Group 2", "GPU A", 2): (5.5, 0.5),
    ("Group 2", "GPU B", 1): (4.0, 0.0),
    ("Group 2", "GPU B", 2): (7.5, 2.5),
}
#: Table 6's last column, C1 + C2, in the same order.
TABLE6_TOTALS = (2.0, 4.5, 3.0, 8.0, 3.0, 6.0, 4.0, 10.0)


def random_planning_instance(n_groups: int, seed: int) -> CuckooPlanningInstance:
    """A small random planning instance built by hand (1-3 GPU types, 1-2
    gangs each, some groups without a deadline)."""
    rng = np.random.default_rng(seed)
    n_types = int(rng.integers(1, 4))
    types = [f"t{k}" for k in range(n_types)]
    gang_size = int(rng.integers(1, 3))
    gpus = {t: gang_size * int(rng.integers(1, 3)) for t in types}
    while sum(gpus.values()) // gang_size > 3:  # keep brute force small: at most 3 gangs
        gpus[types[-1]] = gang_size
        if sum(gpus.values()) // gang_size > 3:
            gpus.pop(types.pop())
    groups = []
    for g in range(n_groups):
        times = {t: round(float(rng.uniform(1.0, 100.0)), 3) for t in gpus}
        deadline = None if rng.random() < 0.2 else round(float(rng.uniform(5.0, 200.0)), 3)
        groups.append({"id": f"g{g}", "jobs": [f"j{g}"], "times": times, "deadline": deadline})
    return CuckooPlanningInstance.from_dict({"groups": groups, "gpus": gpus, "gang_size": gang_size})


def brute_force(instance: CuckooPlanningInstance) -> tuple[float, PlanningSolution]:
    """Minimum of Eq. 13 + Eq. 14 over every injective map of groups to
    (type, gang, order) slots, orders 1..|G| (larger orders only cost more)."""
    avg = average_times(instance)
    slots = [(k, q, n) for k, gangs in instance.gangs.items() for q in range(gangs) for n in range(1, instance.size + 1)]
    cost = np.array([[sum(edge_cost(g.time[k], avg[k], n, g.deadline)) for (k, _, n) in slots] for g in instance.groups])
    rows = np.arange(instance.size)
    best, arg = np.inf, None
    for choice in itertools.permutations(range(len(slots)), instance.size):
        total = cost[rows, list(choice)].sum()
        if total < best:
            best, arg = total, choice
    plan = PlanningSolution.of([Placement(g.id, *slots[s]) for g, s in zip(instance.groups, arg)])
    return float(best), plan


def test_table6_edge_costs_number_for_number():
    inst = table5_instance()
    avg = average_times(inst)
    assert avg == {"GPU A": 2.5, "GPU B": 3.5}  # Table 5's "Average" row
    by_id = {g.id: g for g in inst.groups}
    model = build_planning(inst)
    slot_index = {slot: s for s, slot in enumerate(model.slots)}
    group_index = {g.id: i for i, g in enumerate(inst.groups)}
    for ((gid, gpu, order), (c1, c2)), total in zip(TABLE6.items(), TABLE6_TOTALS):
        g = by_id[gid]
        assert edge_cost(g.time[gpu], avg[gpu], order, g.deadline) == (c1, c2)
        assert c1 + c2 == total
        assert model.edge_costs[group_index[gid], slot_index[(gpu, 0, order)]] == total


def test_table5_milp_optimum_is_6():
    inst = table5_instance()
    result = run_planning_milp(inst, BUDGET)
    assert result.status is Status.OPTIMAL
    assert result.claimed_objective == pytest.approx(6.0)
    assert result.bound == pytest.approx(6.0)
    assert evaluate_planning(inst, result.solution).objective == pytest.approx(6.0)
    # "allocating Group 1 to GPU A Order 1 and Group 2 to GPU B Order 1" is one optimum (cost 2 + 4)
    paper = PlanningSolution.of([Placement("Group 1", "GPU A", 0, 1), Placement("Group 2", "GPU B", 0, 1)])
    assert evaluate_planning(inst, paper).objective == 6.0


def test_milp_uses_every_slot():
    inst = random_planning_instance(5, 3)
    model = build_planning(inst)
    assert len(model.slots) == sum(inst.gangs.values()) * inst.size
    assert planning_slots(inst) == model.slots
    assert len(model.x) == inst.size * len(model.slots)


@pytest.mark.parametrize("seed", range(10))
def test_milp_equals_brute_force_on_tiny_instances(seed):
    inst = random_planning_instance(2 + seed % 3, seed)
    best, plan = brute_force(inst)
    assert evaluate_planning(inst, plan).objective == pytest.approx(best, rel=OPT_REL_TOL)
    result = run_planning_milp(inst, BUDGET)
    assert result.status is Status.OPTIMAL
    assert result.claimed_objective == pytest.approx(best, rel=OPT_REL_TOL)
    assert evaluate_planning(inst, result.solution).objective == pytest.approx(best, rel=OPT_REL_TOL)


@pytest.mark.parametrize("size", [2, 3])
def test_milp_equals_brute_force_on_generated_instances(size):
    inst = generate_planning(size, 40 + size)
    best, _ = brute_force(inst)
    result = run_planning_milp(inst, BUDGET)
    assert result.status is Status.OPTIMAL
    assert evaluate_planning(inst, result.solution).objective == pytest.approx(best, rel=OPT_REL_TOL)


@pytest.mark.parametrize("size", range(2, 13))
def test_milp_objective_equals_the_evaluator(size):
    inst = generate_planning(size, size)
    result = run_planning_milp(inst, BUDGET)
    assert result.status is Status.OPTIMAL
    ev = evaluate_planning(inst, result.solution)
    assert ev.feasible, ev.violations
    assert ev.objective == pytest.approx(result.claimed_objective, rel=OPT_REL_TOL)
    assert result.bound <= ev.objective * (1 + OPT_REL_TOL)


def test_warm_start_round_trips_a_plan():
    inst = random_planning_instance(4, 11)
    _, plan = brute_force(inst)
    model = build_planning(inst)
    assert warm_start_planning(inst, model, plan)
    assert decode_planning(inst, model) == plan
    partial = PlanningSolution.of(list(plan.placements[:-1]))
    assert not warm_start_planning(inst, model, partial)


@pytest.mark.cbc
@pytest.mark.parametrize("size", [4, 8])
def test_highs_and_cbc_agree(size):
    from schedbench.solvers import available_solvers

    if "cbc" not in available_solvers():
        pytest.skip("CBC (PuLP's bundled binary) is not available on this machine")
    inst = generate_planning(size, 300 + size)
    highs = run_planning_milp(inst, BUDGET)
    cbc = run_planning_milp(inst, Budget(time_limit_s=30, mip_rel_gap=1e-9, solver="cbc"))
    assert highs.status is Status.OPTIMAL and cbc.status is Status.OPTIMAL
    assert evaluate_planning(inst, cbc.solution).objective == pytest.approx(
        evaluate_planning(inst, highs.solution).objective, rel=OPT_REL_TOL
    )
