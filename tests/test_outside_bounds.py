"""A method outside the bounds' schedule space (CASTOR's preemptive
Tiresias) may beat a valid non-preemptive bound: the guard must not flag the
bound, and the method gets no certified gap."""

from __future__ import annotations

import pandas as pd

from schedbench.reporting.report import add_derived, certified_gaps
from schedbench.harness.store import bound_conflicts, outside_bound_methods


def _row(method, objective=None, bound=None, status="feasible"):
    return {"problem": "castor-schedule", "instance_id": "i", "size": 4, "method": method, "seed": 0,
            "budget_key": "b", "status": status, "objective": objective, "bound": bound, "info": {},
            "env_key": None, "gap_to_bound": None, "code_version": "v", "wall_s": 1.0, "total_s": 1.0,
            "sense": "min", "error": None}


def test_castor_tiresias_is_outside_the_bounds():
    assert outside_bound_methods("castor-schedule") == {"tiresias"}
    assert outside_bound_methods("cuckoo-packing") == frozenset()
    assert outside_bound_methods("no-such-problem") == frozenset()


def test_a_preemptive_objective_below_the_bound_is_no_conflict():
    rows = [_row("lower-bound", 5300.0, 5300.0), _row("tiresias", 4500.0), _row("sjf-bsbf", 6400.0)]
    outside = outside_bound_methods("castor-schedule")
    assert bound_conflicts(rows, "min", outside) == []
    assert [c.bound_cell.method for c in bound_conflicts(rows, "min")] == ["lower-bound"]  # without the exemption


def test_a_preemptive_method_gets_no_certified_gap():
    frame = add_derived(pd.DataFrame([_row("lower-bound", 5300.0, 5300.0), _row("tiresias", 4500.0),
                                      _row("sjf-bsbf", 6400.0)]), "castor-schedule")
    gaps = dict(zip(frame["method"], frame["gap_to_bound"]))
    assert pd.isna(gaps["tiresias"])
    assert gaps["sjf-bsbf"] > 0
    assert (frame["status"] != "error").all()
    certified = certified_gaps(frame, "castor-schedule")
    assert certified["median"].iloc[0] == 0.0  # lower-bound's own schedule (5300) is the best inside the space
