"""Speed of the MILP hand-off, measured apart from the solve (pytest-benchmark).

Skipped in the default test run (``--benchmark-skip`` in pyproject); run with

    pytest tests/benchmarks/test_bench_solvers.py --benchmark-only

The model is DESIGN.md's reference for the hand-off: an assignment of 500
groups to 600 slots (300,000 binaries, 1,100 rows, 600,000 nonzeros), each
group placed once, each slot used at most once, random costs. DESIGN.md
measured 8-10 s for Pyomo's ``highs``/``appsi_highs`` interfaces and 4.4-5.5 s
for Pyomo's standard-form compiler fed to highspy on this machine class. The
solve itself (25-35 s with HiGHS) is benchmarked on a smaller instance so that
the suite stays affordable.
"""

from __future__ import annotations

import numpy as np
import pyomo.environ as pyo
import pytest

from schedbench.solvers import SolveStatus, solve
from schedbench.solvers.highs import to_highs
from schedbench.solvers.options import SolveOptions
from schedbench.solvers.standard_form import compile_model

GROUPS, SLOTS = 500, 600  # 300,000 binaries
SMALL_GROUPS, SMALL_SLOTS = 60, 80  # 4,800 binaries: solved in well under a second


def assignment_model(groups: int, slots: int, seed: int = 0) -> pyo.ConcreteModel:
    """min sum c[g, s] x[g, s]; every group once, every slot at most once."""
    cost = np.random.default_rng(seed).random((groups, slots))
    m = pyo.ConcreteModel()
    m.G = pyo.RangeSet(0, groups - 1)
    m.S = pyo.RangeSet(0, slots - 1)
    m.x = pyo.Var(m.G, m.S, domain=pyo.Binary)
    m.once = pyo.Constraint(m.G, rule=lambda m, g: sum(m.x[g, s] for s in m.S) == 1)
    m.cap = pyo.Constraint(m.S, rule=lambda m, s: sum(m.x[g, s] for g in m.G) <= 1)
    m.obj = pyo.Objective(expr=sum(float(cost[g, s]) * m.x[g, s] for g in m.G for s in m.S))
    return m


@pytest.fixture(scope="module")
def big_model() -> pyo.ConcreteModel:
    return assignment_model(GROUPS, SLOTS)


def test_compile_300k_binaries(benchmark, big_model):
    form = benchmark.pedantic(compile_model, args=(big_model,), rounds=3, iterations=1)
    assert (form.num_cols, form.num_rows, form.matrix.nnz) == (GROUPS * SLOTS, GROUPS + SLOTS, 2 * GROUPS * SLOTS)


def test_pass_model_300k_binaries(benchmark, big_model):
    form = compile_model(big_model)
    highs = benchmark.pedantic(to_highs, args=(form, SolveOptions()), rounds=3, iterations=1)
    assert highs.getNumCol() == GROUPS * SLOTS


def test_handoff_300k_binaries(benchmark, big_model):
    """Compile plus passModel: everything between the Pyomo model and HiGHS's run()."""

    def handoff():
        return to_highs(compile_model(big_model), SolveOptions())

    highs = benchmark.pedantic(handoff, rounds=3, iterations=1)
    assert highs.getNumNz() == 2 * GROUPS * SLOTS


def test_solve_small_assignment_highs(benchmark):
    model = assignment_model(SMALL_GROUPS, SMALL_SLOTS)
    result = benchmark.pedantic(solve, args=(model,), kwargs={"time_limit": 60}, rounds=3, iterations=1)
    assert result.status == SolveStatus.OPTIMAL
