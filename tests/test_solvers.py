"""Tests of ``schedbench.solvers``: both back ends against known optima and brute force.

Every model is built here, small enough that its optimum is known by hand or
by enumeration. CBC tests carry ``@pytest.mark.cbc`` and skip when PuLP's
binary is missing.
"""

from __future__ import annotations

import itertools
import math
import os
import stat
from pathlib import Path

import highspy
import numpy as np
import pyomo.environ as pyo
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schedbench.errors import UnknownNameError, ValidationError
from schedbench.solvers import SolveResult, SolveStatus, available_solvers, export_model, solve
from schedbench.solvers import cbc as cbc_backend
from schedbench.solvers import highs as highs_backend
from schedbench.solvers.standard_form import compile_model

#: Relative tolerance on objectives: the solvers stop at mip_rel_gap = 1e-6.
OBJ_TOL = 1e-6
#: Seconds a time-limited call may take beyond its limit (process start, hand-off, clean-up).
HIGHS_OVERRUN_S = 1.5
CBC_OVERRUN_S = 3.0
#: The time limit of the "hard model" tests.
SHORT_LIMIT_S = 0.5

CBC_AVAILABLE = cbc_backend.cbc_path() is not None
needs_cbc = [pytest.mark.cbc, pytest.mark.skipif(not CBC_AVAILABLE, reason="PuLP's CBC binary is not available")]
SOLVERS = ["highs", pytest.param("cbc", marks=needs_cbc)]


# ---------------------------------------------------------------- models


def knapsack(values: list[int], weights: list[int], capacity: int, offset: float = 0.0) -> pyo.ConcreteModel:
    """max sum v_i x_i + offset  s.t.  sum w_i x_i <= capacity, x binary."""
    m = pyo.ConcreteModel()
    m.I = pyo.RangeSet(0, len(values) - 1)
    m.x = pyo.Var(m.I, domain=pyo.Binary)
    m.cap = pyo.Constraint(expr=sum(weights[i] * m.x[i] for i in m.I) <= capacity)
    m.obj = pyo.Objective(expr=sum(values[i] * m.x[i] for i in m.I) + offset, sense=pyo.maximize)
    return m


def knapsack_brute_force(values: list[int], weights: list[int], capacity: int) -> int:
    best = 0
    for pick in itertools.product((0, 1), repeat=len(values)):
        if sum(w * p for w, p in zip(weights, pick)) <= capacity:
            best = max(best, sum(v * p for v, p in zip(values, pick)))
    return best


KNAPSACK = ([10, 13, 7, 8, 9, 4], [5, 6, 3, 4, 4, 2], 12)
KNAPSACK_OPT = 26  # e.g. items 1, 4, 5 (13 + 9 + 4); checked by brute force below

#: The classic 4x4 assignment example; optimum 2 + 6 + 1 + 4 = 13.
ASSIGNMENT_COST = [[9, 2, 7, 8], [6, 4, 3, 7], [5, 8, 1, 8], [7, 6, 9, 4]]
ASSIGNMENT_OPT = 13


def assignment(cost: list[list[float]]) -> pyo.ConcreteModel:
    """min sum c_ij x_ij, every row and column assigned exactly once."""
    n = len(cost)
    m = pyo.ConcreteModel()
    m.R = pyo.RangeSet(0, n - 1)
    m.x = pyo.Var(m.R, m.R, domain=pyo.Binary)
    m.row = pyo.Constraint(m.R, rule=lambda m, i: sum(m.x[i, j] for j in m.R) == 1)
    m.col = pyo.Constraint(m.R, rule=lambda m, j: sum(m.x[i, j] for i in m.R) == 1)
    m.obj = pyo.Objective(expr=sum(cost[i][j] * m.x[i, j] for i in m.R for j in m.R))
    return m


def infeasible_mip() -> pyo.ConcreteModel:
    m = pyo.ConcreteModel()
    m.x = pyo.Var([1, 2], domain=pyo.Binary)
    m.c = pyo.Constraint(expr=m.x[1] + m.x[2] >= 3)
    m.obj = pyo.Objective(expr=m.x[1] + m.x[2])
    return m


def unbounded(integer: bool) -> pyo.ConcreteModel:
    """max x + y s.t. x - y <= 1, x, y >= 0: the ray (1, 1) is unbounded."""
    m = pyo.ConcreteModel()
    m.x = pyo.Var(domain=pyo.NonNegativeIntegers if integer else pyo.NonNegativeReals)
    m.y = pyo.Var(domain=pyo.NonNegativeReals)
    m.c = pyo.Constraint(expr=m.x - m.y <= 1)
    m.obj = pyo.Objective(expr=m.x + m.y, sense=pyo.maximize)
    return m


def equality_and_range(sense: int, integer: bool) -> pyo.ConcreteModel:
    """x + y == 4 and 1 <= x - y <= 2; min x + 2y -> (3, 1) = 5, max -> (2.5, 1.5) = 5.5 (LP)."""
    domain = pyo.NonNegativeIntegers if integer else pyo.NonNegativeReals
    m = pyo.ConcreteModel()
    m.x = pyo.Var(domain=domain)
    m.y = pyo.Var(domain=domain)
    m.eq = pyo.Constraint(expr=m.x + m.y == 4)
    m.rng = pyo.Constraint(expr=pyo.inequality(1, m.x - m.y, 2))
    m.obj = pyo.Objective(expr=m.x + 2 * m.y, sense=sense)
    return m


def market_split(rows: int, seed: int, slack: bool) -> pyo.ConcreteModel:
    """Cornuejols-Dawande market split: hard for branch and bound at 4 x 30.

    With ``slack`` the equalities get penalised slacks (always feasible,
    objective 0 iff a split exists); without, it is a pure feasibility MIP.
    """
    rng = np.random.default_rng(seed)
    cols = 10 * (rows - 1)
    a = rng.integers(0, 100, size=(rows, cols))
    b = a.sum(axis=1) // 2
    m = pyo.ConcreteModel()
    m.J = pyo.RangeSet(0, cols - 1)
    m.I = pyo.RangeSet(0, rows - 1)
    m.x = pyo.Var(m.J, domain=pyo.Binary)
    if slack:
        m.up = pyo.Var(m.I, domain=pyo.NonNegativeReals)
        m.down = pyo.Var(m.I, domain=pyo.NonNegativeReals)
        m.split = pyo.Constraint(
            m.I, rule=lambda m, i: sum(int(a[i, j]) * m.x[j] for j in m.J) + m.up[i] - m.down[i] == int(b[i])
        )
        m.obj = pyo.Objective(expr=sum(m.up[i] + m.down[i] for i in m.I))
    else:
        m.split = pyo.Constraint(m.I, rule=lambda m, i: sum(int(a[i, j]) * m.x[j] for j in m.J) == int(b[i]))
        m.obj = pyo.Objective(expr=sum(int(a[0, j]) * m.x[j] for j in m.J))
    return m


def assert_optimal(result: SolveResult, expected: float) -> None:
    assert result.status == SolveStatus.OPTIMAL, result
    assert result.objective == pytest.approx(expected, rel=OBJ_TOL)
    assert result.bound == pytest.approx(result.objective, rel=OBJ_TOL)
    assert result.gap is not None and result.gap <= OBJ_TOL


# ---------------------------------------------------------------- known optima


def test_knapsack_optimum_is_the_brute_force_one() -> None:
    assert knapsack_brute_force(*KNAPSACK) == KNAPSACK_OPT


@pytest.mark.parametrize("solver", SOLVERS)
def test_knapsack_max_optimum_and_values_loaded(solver: str) -> None:
    values, weights, capacity = KNAPSACK
    m = knapsack(values, weights, capacity)
    result = solve(m, solver=solver, time_limit=10)
    assert_optimal(result, KNAPSACK_OPT)
    assert result.solver == solver
    x = [pyo.value(m.x[i]) for i in m.I]
    assert all(type(v) is int and v in (0, 1) for v in x)  # exact ints
    assert sum(w * v for w, v in zip(weights, x)) <= capacity
    assert sum(v * xi for v, xi in zip(values, x)) == KNAPSACK_OPT
    assert pyo.value(m.obj) == pytest.approx(result.objective, rel=OBJ_TOL)


@pytest.mark.parametrize("solver", SOLVERS)
def test_assignment_min_optimum_and_values_loaded(solver: str) -> None:
    m = assignment(ASSIGNMENT_COST)
    result = solve(m, solver=solver, time_limit=10)
    assert_optimal(result, ASSIGNMENT_OPT)
    picked = {(i, j) for i in m.R for j in m.R if pyo.value(m.x[i, j]) == 1}
    assert sorted(picked) == [(0, 1), (1, 0), (2, 2), (3, 3)]
    assert pyo.value(m.obj) == pytest.approx(ASSIGNMENT_OPT)


def test_assignment_brute_force_agrees() -> None:
    n = len(ASSIGNMENT_COST)
    best = min(sum(ASSIGNMENT_COST[i][p[i]] for i in range(n)) for p in itertools.permutations(range(n)))
    assert best == ASSIGNMENT_OPT


@pytest.mark.parametrize("solver", SOLVERS)
def test_infeasible(solver: str) -> None:
    result = solve(infeasible_mip(), solver=solver, time_limit=10)
    assert result.status == SolveStatus.INFEASIBLE, result
    assert result.objective is None and result.gap is None


@pytest.mark.parametrize("integer", [False, True], ids=["lp", "mip"])
@pytest.mark.parametrize("solver", SOLVERS)
def test_unbounded(solver: str, integer: bool) -> None:
    # HiGHS's MIP presolve says "infeasible or unbounded"; the feasibility
    # re-solve must turn that into UNBOUNDED.
    result = solve(unbounded(integer), solver=solver, time_limit=10)
    assert result.status == SolveStatus.UNBOUNDED, result
    assert result.objective is None


@pytest.mark.parametrize("solver", SOLVERS)
def test_infeasible_lp_relaxation(solver: str) -> None:
    m = pyo.ConcreteModel()
    m.x = pyo.Var([1, 2], bounds=(0, 1))
    m.c = pyo.Constraint(expr=m.x[1] + m.x[2] >= 3)
    m.obj = pyo.Objective(expr=m.x[1])
    assert solve(m, solver=solver).status == SolveStatus.INFEASIBLE


@pytest.mark.parametrize("solver", SOLVERS)
@pytest.mark.parametrize("offset", [100.0, -7.25])
def test_constant_offset_is_part_of_objective_and_bound(solver: str, offset: float) -> None:
    values, weights, capacity = KNAPSACK
    result = solve(knapsack(values, weights, capacity, offset=offset), solver=solver)
    assert_optimal(result, KNAPSACK_OPT + offset)
    m = assignment(ASSIGNMENT_COST)
    m.obj.expr = m.obj.expr + offset
    assert_optimal(solve(m, solver=solver), ASSIGNMENT_OPT + offset)


@pytest.mark.parametrize("solver", SOLVERS)
@pytest.mark.parametrize(
    ("sense", "integer", "expected", "xy"),
    [
        (pyo.minimize, False, 5.0, (3.0, 1.0)),  # upper side of the range binds
        (pyo.maximize, False, 5.5, (2.5, 1.5)),  # lower side of the range binds
        (pyo.maximize, True, 5.0, (3, 1)),  # integers: (2.5, 1.5) is cut off
    ],
)
def test_equality_and_ranged_rows(solver: str, sense: int, integer: bool, expected: float, xy: tuple) -> None:
    m = equality_and_range(sense, integer)
    result = solve(m, solver=solver)
    assert_optimal(result, expected)
    assert (pyo.value(m.x), pyo.value(m.y)) == pytest.approx(xy, abs=1e-6)


@pytest.mark.parametrize("maximize", [False, True], ids=["min", "max"])
@pytest.mark.parametrize("solver", SOLVERS)
def test_time_limit_with_incumbent_is_feasible_with_bound(solver: str, maximize: bool) -> None:
    m = market_split(4, seed=3, slack=True)
    if maximize:  # the same search, as max 10 - slack: checks the signs of objective and bound
        m.obj.deactivate()
        m.neg = pyo.Objective(expr=10 - sum(m.up[i] + m.down[i] for i in m.I), sense=pyo.maximize)
    result = solve(m, solver=solver, time_limit=SHORT_LIMIT_S)
    overrun = HIGHS_OVERRUN_S if solver == "highs" else CBC_OVERRUN_S
    assert result.wall_s <= SHORT_LIMIT_S + overrun, result
    if result.status == SolveStatus.OPTIMAL:  # a lucky split found and proven: nothing to test
        pytest.skip("market split solved within the limit")
    assert result.status == SolveStatus.FEASIBLE, result
    assert result.objective is not None and result.bound is not None
    if maximize:
        assert result.bound >= result.objective - 1e-9
    else:
        assert result.bound <= result.objective + 1e-9
    objective = m.neg if maximize else m.obj
    assert pyo.value(objective) == pytest.approx(result.objective, rel=OBJ_TOL, abs=1e-6)
    assert result.nodes is not None and result.nodes > 0


@pytest.mark.parametrize("solver", SOLVERS)
def test_time_limit_on_hard_feasibility_problem(solver: str) -> None:
    result = solve(market_split(4, seed=5, slack=False), solver=solver, time_limit=SHORT_LIMIT_S)
    overrun = HIGHS_OVERRUN_S if solver == "highs" else CBC_OVERRUN_S
    assert result.wall_s <= SHORT_LIMIT_S + overrun, result
    assert result.status in (SolveStatus.FEASIBLE, SolveStatus.NO_SOLUTION), result
    if result.status == SolveStatus.NO_SOLUTION:
        assert result.objective is None


# ---------------------------------------------------------------- warm start


def greedy_knapsack_start(m: pyo.ConcreteModel, values: list[int], weights: list[int], capacity: int) -> float:
    """A heuristic's solution (best ratio first), written into the model's variables."""
    order = sorted(range(len(values)), key=lambda i: -values[i] / weights[i])
    used, total = 0, 0
    for i in order:
        take = used + weights[i] <= capacity
        m.x[i].set_value(int(take))
        used += weights[i] * take
        total += values[i] * take
    return total


@pytest.mark.parametrize("solver", SOLVERS)
def test_warm_start_from_heuristic_reaches_the_optimum(solver: str) -> None:
    values, weights, capacity = KNAPSACK
    m = knapsack(values, weights, capacity)
    start = greedy_knapsack_start(m, values, weights, capacity)
    assert start <= KNAPSACK_OPT
    result = solve(m, solver=solver, warm_start=True)
    assert_optimal(result, KNAPSACK_OPT)
    assert "warm start" in result.message
    if solver == "highs":
        assert "MIP start solution is feasible" in result.message
    else:
        assert "MIPStart provided solution" in result.message


def test_warm_start_with_the_optimum_is_used_by_highs() -> None:
    m = assignment(ASSIGNMENT_COST)
    solve(m)
    result = solve(m, warm_start=True)
    assert_optimal(result, ASSIGNMENT_OPT)
    assert f"MIP start solution is feasible, objective value is {ASSIGNMENT_OPT}" in result.message


def test_partial_warm_start_is_accepted() -> None:
    m = assignment(ASSIGNMENT_COST)
    m.x[0, 1].set_value(1)  # one value only; HiGHS completes the rest
    result = solve(m, warm_start=True)
    assert_optimal(result, ASSIGNMENT_OPT)
    assert "warm start: 1 of 16 values passed" in result.message


# ---------------------------------------------------------------- errors and edge cases


def test_unknown_solver_name() -> None:
    with pytest.raises(UnknownNameError, match="gurobi"):
        solve(assignment(ASSIGNMENT_COST), solver="gurobi")


@pytest.mark.parametrize(
    ("kwargs", "argument"),
    [
        ({"time_limit": 0}, "time_limit"),
        ({"time_limit": -1.0}, "time_limit"),
        ({"time_limit": math.inf}, "time_limit"),
        ({"time_limit": "10"}, "time_limit"),
        ({"mip_rel_gap": -0.1}, "mip_rel_gap"),
        ({"threads": 0}, "threads"),
        ({"threads": 1.5}, "threads"),
        ({"seed": -1}, "seed"),
        ({"seed": 2**31}, "seed"),
        ({"warm_start": "yes"}, "warm_start"),
        ({"solver": 3}, "solver"),
    ],
)
def test_bad_arguments_name_the_argument(kwargs: dict, argument: str) -> None:
    with pytest.raises(ValidationError) as err:
        solve(assignment(ASSIGNMENT_COST), **kwargs)
    assert err.value.path == argument


@pytest.mark.parametrize("solver", SOLVERS)
def test_model_without_or_with_two_objectives_is_refused(solver: str) -> None:
    m = assignment(ASSIGNMENT_COST)
    m.obj.deactivate()
    with pytest.raises(ValidationError, match="exactly one active objective"):
        solve(m, solver=solver)
    m.obj.activate()
    m.obj2 = pyo.Objective(expr=m.x[0, 0])
    with pytest.raises(ValidationError, match="exactly one active objective"):
        solve(m, solver=solver)
    with pytest.raises(ValidationError):
        solve("not a model", solver=solver)


def test_nonlinear_model_is_refused() -> None:
    m = assignment(ASSIGNMENT_COST)
    m.bad = pyo.Constraint(expr=m.x[0, 0] * m.x[1, 1] <= 1)
    with pytest.raises(ValidationError, match="linear") as err:
        solve(m)
    assert err.value.path == "bad"


def test_changing_thread_count_between_calls() -> None:
    # HiGHS sizes its thread pool on first use; a later call with another
    # ``threads`` must still solve (the back end resets the pool).
    for threads in (2, 1, 2):
        assert_optimal(solve(assignment(ASSIGNMENT_COST), threads=threads), ASSIGNMENT_OPT)


def test_available_solvers() -> None:
    names = available_solvers()
    assert "highs" in names
    assert ("cbc" in names) == CBC_AVAILABLE


def test_highs_crash_is_an_error_result(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("simulated crash")

    monkeypatch.setattr(highs_backend, "to_highs", broken)
    result = solve(assignment(ASSIGNMENT_COST))
    assert result.status == SolveStatus.ERROR
    assert "simulated crash" in result.message


def test_missing_cbc_is_unavailable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cbc_backend, "cbc_path", lambda: None)
    assert "cbc" not in available_solvers()
    result = solve(assignment(ASSIGNMENT_COST), solver="cbc")
    assert result.status == SolveStatus.UNAVAILABLE
    assert result.objective is None


def _fake_cbc(folder: Path, body: str) -> Path:
    script = folder / "cbc"
    script.write_text(f"#!/bin/sh\n{body}\n")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


@pytest.mark.skipif(os.name != "posix", reason="uses a shell script as a fake CBC")
def test_cbc_that_fails_is_an_error_result(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    fake = _fake_cbc(tmp_path, "echo 'segmentation fault' >&2; exit 139")
    monkeypatch.setattr(cbc_backend, "cbc_path", lambda: fake)
    result = solve(assignment(ASSIGNMENT_COST), solver="cbc")
    assert result.status == SolveStatus.ERROR
    assert "exit code 139" in result.message and "segmentation fault" in result.message


@pytest.mark.skipif(os.name != "posix", reason="uses a shell script as a fake CBC")
def test_cbc_that_hangs_is_killed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    progress = "Cbc0010I After 7 nodes, 3 on tree, 1e+50 best solution, best possible 12.5 (0.1 seconds)"
    fake = _fake_cbc(tmp_path, f"echo '{progress}'; exec sleep 30")
    monkeypatch.setattr(cbc_backend, "cbc_path", lambda: fake)
    monkeypatch.setattr(cbc_backend, "KILL_GRACE_S", 0.3)
    monkeypatch.setattr(cbc_backend, "KILL_GRACE_FRACTION", 0.0)
    result = solve(assignment(ASSIGNMENT_COST), solver="cbc", time_limit=0.2)
    assert result.status == SolveStatus.NO_SOLUTION
    assert "killed" in result.message
    assert result.wall_s < 5
    assert result.bound == pytest.approx(12.5)
    assert result.nodes == 7


def test_cbc_log_signs_for_maximisation() -> None:
    log = (
        "Cbc0010I After 100 nodes, 5 on tree, -110 best solution, best possible -113.66667 (0.5 seconds)\n"
        "Cbc0005I Partial search - best objective -113 (best possible -113.5), "
        "took 12 iterations and 140 nodes (1.0 seconds)\n"
        "Result - Stopped on time limit\n"
    )
    parsed = cbc_backend.parse_log(log, maximize=True)
    assert parsed.bound == pytest.approx(113.5)
    assert parsed.nodes == 140
    assert parsed.result == "Stopped on time limit"
    assert cbc_backend.parse_log(log, maximize=False).bound == pytest.approx(-113.5)


@pytest.mark.parametrize(
    ("header", "status"),
    [
        ("Optimal - objective value 13.00000000", SolveStatus.OPTIMAL),
        ("Infeasible - objective value 2.00000000", SolveStatus.INFEASIBLE),
        ("Integer infeasible - objective value 2.00000000", SolveStatus.INFEASIBLE),
        ("Unbounded - objective value 0.00000000", SolveStatus.UNBOUNDED),
        ("Stopped on time - objective value 41.00000000", SolveStatus.FEASIBLE),
        ("Stopped on time (no integer solution - continuous used) - objective value 3.5", SolveStatus.NO_SOLUTION),
        ("Stopped on difficulties - objective value 0", SolveStatus.ERROR),
        ("garbage", SolveStatus.ERROR),
    ],
)
def test_cbc_solution_headers(header: str, status: SolveStatus) -> None:
    assert cbc_backend.status_of(header) == status


@pytest.mark.parametrize("solver", SOLVERS)
def test_fixed_and_unreferenced_variables(solver: str) -> None:
    m = knapsack(*KNAPSACK)
    m.x[1].fix(0)  # item 1 forbidden: folded into the row bounds
    m.spare = pyo.Var(bounds=(2, 5))  # in no constraint and not in the objective
    m.spare_int = pyo.Var(domain=pyo.Integers, bounds=(-4.5, -1))
    values, weights, capacity = KNAPSACK
    rest = [i for i in range(len(values)) if i != 1]
    expected = knapsack_brute_force([values[i] for i in rest], [weights[i] for i in rest], capacity)
    result = solve(m, solver=solver)
    assert_optimal(result, expected)
    assert pyo.value(m.x[1]) == 0
    assert pyo.value(m.spare) == 2
    assert pyo.value(m.spare_int) == -1


@pytest.mark.parametrize("solver", SOLVERS)
def test_all_variables_fixed(solver: str) -> None:
    m = knapsack(*KNAPSACK, offset=1.5)
    for i in m.I:
        m.x[i].fix(1 if i in (1, 4, 5) else 0)
    assert_optimal(solve(m, solver=solver), KNAPSACK_OPT + 1.5)


# ---------------------------------------------------------------- compile and export


def mixed_model() -> pyo.ConcreteModel:
    """Every expression shape a formulation may produce, for the compile check."""
    m = pyo.ConcreteModel()
    m.I = pyo.RangeSet(0, 4)
    m.x = pyo.Var(m.I, bounds=(-3, 7))
    m.b = pyo.Var(m.I, domain=pyo.Binary)
    m.n = pyo.Var(domain=pyo.NonNegativeIntegers, bounds=(0, 9))
    m.f = pyo.Var(initialize=2.5)
    m.f.fix()
    m.p = pyo.Param(mutable=True, initialize=3.0)
    m.e = pyo.Expression(expr=2 * m.x[0] - m.b[1])
    m.c_sum = pyo.Constraint(expr=sum((i + 1) * m.x[i] for i in m.I) + 4 <= 20)
    m.c_dup = pyo.Constraint(expr=m.x[0] + m.x[0] - 3 * m.x[1] >= -5)  # duplicate variable
    m.c_param = pyo.Constraint(expr=m.p * m.x[2] + m.n == 6)  # mutable coefficient
    m.c_expr = pyo.Constraint(expr=pyo.inequality(-2, m.e + m.f, 9))  # named expression, fixed var
    m.c_lhs = pyo.Constraint(expr=5 >= m.x[3])  # bound on the left
    m.c_both = pyo.Constraint(expr=m.x[4] - m.b[2] == m.b[3] + 1)  # variables on both sides
    m.c_scaled = pyo.Constraint(expr=2 * (m.x[1] + m.b[4]) <= 8)
    m.obj = pyo.Objective(expr=sum(m.x[i] for i in m.I) + 3 * m.f - m.n + 11, sense=pyo.maximize)
    return m


def assert_form_matches_model(m: pyo.ConcreteModel, seed: int) -> None:
    """Objective and every row of the compiled form agree with Pyomo's evaluation at random points."""
    form = compile_model(m)
    objective = next(m.component_data_objects(pyo.Objective, active=True))
    cons = [c for c in m.component_data_objects(pyo.Constraint, active=True) if c.has_lb() or c.has_ub()]
    assert form.num_rows == len(cons)  # ranged rows stay one row
    rng = np.random.default_rng(seed)
    free = [v for v in m.component_data_objects(pyo.Var) if not v.fixed]
    for _ in range(3):
        for var in free:  # all of them: a variable with only zero coefficients is no column
            var.set_value(float(rng.uniform(-3, 3)), skip_validation=True)
        x = np.array([v.value for v in form.columns])
        assert form.cost @ x + form.offset == pytest.approx(pyo.value(objective.expr), abs=1e-9)
        activity = form.matrix @ x
        for i, con in enumerate(cons):
            body = pyo.value(con.body)
            if con.has_lb():
                assert activity[i] - form.row_lower[i] == pytest.approx(body - pyo.value(con.lower), abs=1e-9)
            if con.has_ub():
                assert activity[i] - form.row_upper[i] == pytest.approx(body - pyo.value(con.upper), abs=1e-9)


def test_compile_matches_pyomo_evaluation_at_random_points() -> None:
    m = mixed_model()
    assert_form_matches_model(m, seed=0)
    form = compile_model(m)
    assert form.maximize
    integer = {v.name for v, is_int in zip(form.columns, form.is_integer) if is_int}
    assert integer == {"b[1]", "b[2]", "b[3]", "b[4]", "n"}
    assert "f" not in {v.name for v in form.columns}  # fixed: folded into the bounds


TERM = st.tuples(st.integers(0, 5), st.sampled_from([-2.5, -1, 0, 1, 3]))  # (variable, coefficient)


@settings(max_examples=30, deadline=None)
@given(
    rows=st.lists(
        st.tuples(
            st.lists(TERM, min_size=1, max_size=6),  # left side (duplicates allowed)
            st.lists(TERM, max_size=2),  # right side: variables on both sides
            st.floats(-5, 5),  # constant in the body
            st.sampled_from(["<=", ">=", "==", "range"]),
            st.booleans(),  # body scaled by a mutable Param (leaves the fast path)
        ),
        min_size=1,
        max_size=5,
    ),
    objective=st.lists(TERM, max_size=6),
    fixed=st.sets(st.integers(0, 5), max_size=2),
    maximize=st.booleans(),
)
def test_compile_matches_pyomo_on_random_models(rows, objective, fixed, maximize) -> None:
    m = pyo.ConcreteModel()
    m.v = pyo.Var(range(6), bounds=(-10, 10))
    m.p = pyo.Param(mutable=True, initialize=1.5)
    for j in fixed:
        m.v[j].fix(0.5 * j - 1)
    m.c = pyo.ConstraintList()
    for k, (lhs, rhs, constant, kind, scaled) in enumerate(rows):
        body = sum(c * m.v[j] for j, c in lhs) + constant
        if scaled:
            body = m.p * body
        other = sum(c * m.v[j] for j, c in rhs) if rhs else 0
        if kind == "<=":
            m.c.add(body <= other + k)
        elif kind == ">=":
            m.c.add(body >= other - k)
        elif kind == "==":
            m.c.add(body == other)
        else:
            m.c.add(pyo.inequality(-1 - k, body, 1 + k))
    m.obj = pyo.Objective(expr=sum(c * m.v[j] for j, c in objective) + 2.0, sense=pyo.maximize if maximize else 1)
    assert_form_matches_model(m, seed=len(rows))


@pytest.mark.parametrize("solver", SOLVERS)
def test_mixed_model_solvers_agree(solver: str) -> None:
    reference = solve(mixed_model())
    assert reference.status == SolveStatus.OPTIMAL
    assert_optimal(solve(mixed_model(), solver=solver), reference.objective)


@pytest.mark.parametrize("fmt", ["mps", "lp"])
@pytest.mark.parametrize(
    ("build", "expected"),
    [
        (lambda: knapsack(*KNAPSACK, offset=3.0), KNAPSACK_OPT + 3.0),
        (lambda: assignment(ASSIGNMENT_COST), ASSIGNMENT_OPT),
    ],
    ids=["knapsack-max", "assignment-min"],
)
def test_export_is_read_back_by_highs(tmp_path: Path, fmt: str, build, expected: float) -> None:
    path = export_model(build(), tmp_path / f"model.{fmt}", format=fmt)
    assert path == tmp_path / f"model.{fmt}" and path.is_file()
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    assert h.readModel(str(path)) == highspy.HighsStatus.kOk
    h.run()
    assert h.getModelStatus() == highspy.HighsModelStatus.kOptimal
    assert h.getInfo().objective_function_value == pytest.approx(expected, rel=OBJ_TOL)


def test_export_validates_format_and_folder(tmp_path: Path) -> None:
    m = assignment(ASSIGNMENT_COST)
    with pytest.raises(ValidationError) as err:
        export_model(m, tmp_path / "m.nl", format="nl")
    assert err.value.path == "format"
    with pytest.raises(ValidationError) as err:
        export_model(m, tmp_path / "missing" / "m.mps")
    assert err.value.path == "path"


# ---------------------------------------------------------------- property


@pytest.mark.cbc
@pytest.mark.skipif(not CBC_AVAILABLE, reason="PuLP's CBC binary is not available")
@settings(max_examples=25, deadline=None)
@given(
    items=st.lists(st.tuples(st.integers(0, 30), st.integers(1, 20)), min_size=1, max_size=8),
    fill=st.floats(0.0, 1.0),
)
def test_random_knapsacks_highs_cbc_and_brute_force_agree(items: list[tuple[int, int]], fill: float) -> None:
    values = [v for v, _ in items]
    weights = [w for _, w in items]
    capacity = int(fill * sum(weights))
    best = knapsack_brute_force(values, weights, capacity)
    for solver in ("highs", "cbc"):
        m = knapsack(values, weights, capacity)
        result = solve(m, solver=solver, time_limit=10)
        assert result.status == SolveStatus.OPTIMAL, result
        assert result.objective == pytest.approx(best, rel=OBJ_TOL, abs=1e-9)
        chosen = [pyo.value(m.x[i]) for i in m.I]
        assert sum(w * x for w, x in zip(weights, chosen)) <= capacity
        assert sum(v * x for v, x in zip(values, chosen)) == best


def test_a_time_limit_stop_is_recorded_as_such(tmp_path):
    """A MILP stopped by its time limit says so in its info, with the
    solver's incumbent and bound, and `schedbench solve` prints it."""
    from schedbench import Budget, get_problem
    from schedbench.harness.runner import run_and_score

    spec = get_problem("cuckoo-packing")
    inst = spec.generate(size=400, seed=0)
    run = run_and_score(spec, "milp", inst, Budget(time_limit_s=0.01))
    info = run.result.info
    assert run.result.status.value in ("feasible", "no-solution")
    assert info["stopped_at_limit"] is True
    assert "incumbent" in info and "solver_bound" in info
    proven = run_and_score(spec, "milp", spec.generate(size=8, seed=0), Budget(time_limit_s=30))
    assert proven.result.status.value == "optimal" and proven.result.info["stopped_at_limit"] is False
