"""Quality regressions: every registered method's objective on pinned
instances, as ``tests/data/pinned/make_objectives.py`` recorded it.

A heuristic or baseline whose objective moves at all fails (same instance,
seed 0, deterministic code: any change is a behaviour change); an exact
method fails when its status or its optimum moves beyond the solver's
relative gap (``Budget.mip_rel_gap`` 1e-6, ``OBJECTIVE_REL_TOL``). If the
change is intended, regenerate the pins on purpose (see that script).
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from schedbench.contracts import OBJECTIVE_REL_TOL
from schedbench.io import load_instance_file
from schedbench.registry import registry

PINNED = Path(__file__).resolve().parent / "data" / "pinned"
ROWS = json.loads((PINNED.parent / "pinned_objectives.json").read_text())

#: Heuristics and baselines are deterministic: only float noise from
#: summation order may differ between platforms.
HEURISTIC_REL_TOL = 1e-9

import sys  # noqa: E402  (the script is a module of the test data, not the package)

sys.path.insert(0, str(PINNED))
from make_objectives import pin  # noqa: E402


def test_every_registered_method_is_pinned_on_every_pinned_instance_of_its_problem():
    pinned = {(r["problem"], r["method"]) for r in ROWS}
    wanted = {(spec.name, m) for spec in registry() for m in spec.methods}
    assert wanted == pinned, "run tests/data/pinned/make_objectives.py to pin new methods"
    per_problem = {}
    for r in ROWS:
        per_problem.setdefault(r["problem"], set()).add(r["instance"])
    assert all(len(files) >= 2 for files in per_problem.values())


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{Path(r['instance']).stem}-{r['method']}")
def test_objective_is_unchanged(row):
    spec, inst = load_instance_file(PINNED / row["instance"])
    assert inst.id == row["instance_id"]
    now = pin(PINNED / row["instance"], row["method"])
    assert now["status"] == row["status"]
    tol = OBJECTIVE_REL_TOL if row["kind"] == "exact" else HEURISTIC_REL_TOL
    if row["objective"] is None:
        assert now["objective"] is None
    else:
        assert math.isclose(now["objective"], row["objective"], rel_tol=tol, abs_tol=tol), (
            f"{row['method']} on {row['instance']}: objective {now['objective']!r}, pinned {row['objective']!r}"
        )
    if row["kind"] == "exact" and row["bound"] is not None:
        assert math.isclose(now["bound"], row["bound"], rel_tol=OBJECTIVE_REL_TOL, abs_tol=OBJECTIVE_REL_TOL)
