"""CASTOR's regime matrices (Table 4, Tables 5-6, Fig. 14, Fig. 16) hold the
paper's settings, and no packaged matrix puts the preemptive Tiresias next to
the non-preemptive exact methods (it is outside their bounds' schedule space)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from schedbench.harness.matrix import load_matrix_file
from schedbench.registry import registry

MATRICES = Path(__file__).resolve().parents[1] / "schedbench" / "matrices"
SEEDS = tuple(range(10))


@pytest.mark.parametrize("name", sorted(p.name for p in MATRICES.glob("*.toml")))
def test_no_matrix_runs_a_method_outside_the_bounds_beside_them(name):
    reg = registry()
    m = load_matrix_file(MATRICES / name, reg)
    by_problem: dict[str, set[str]] = {}
    for c in m.cells:
        by_problem.setdefault(c.problem, set()).add(c.method)
    for problem, methods in by_problem.items():
        spec = reg.get(problem)
        outside = {x for x in methods if spec.method(x).outside_bounds}
        bounding = {x for x in methods if spec.method(x).kind == "exact"}
        assert not (outside and bounding), (name, problem, outside, bounding)


def _cells(name: str):
    return [c for c in load_matrix_file(MATRICES / name, registry()).cells if c.problem == "castor-schedule"]


def test_table4_matrix_is_the_physical_regime():
    cells = _cells("castor-table4.toml")
    assert {c.instance_seed for c in cells} == set(SEEDS)
    assert {"sjf-bsbf", "tiresias", "lucid-like", "fifo", "sjf", "ssf"} <= {c.method for c in cells}
    paper = {(dict(c.options)["workload"], c.size) for c in cells}
    assert {("philly", 30), ("venus", 60)} <= paper
    for c in cells:
        opts = dict(c.options)
        assert opts["scale"] == "physical" and opts["iterations"] == "scaled"


@pytest.mark.parametrize(("name", "sizes"), [("castor-tables56.toml", {240}), ("castor-fig14.toml", {240}),
                                             ("castor-fig16.toml", {120, 240, 480})])
def test_simulation_matrices(name, sizes):
    cells = _cells(name)
    assert {c.size for c in cells} == sizes
    assert {c.instance_seed for c in cells} == set(SEEDS)
    assert {dict(c.options)["workload"] for c in cells} == {"philly", "venus"}
    assert all(dict(c.options).get("scale", "simulation") == "simulation" for c in cells)
    assert Counter(c.method for c in cells)["sjf-bsbf"] == len(sizes) * 2 * len(SEEDS)
