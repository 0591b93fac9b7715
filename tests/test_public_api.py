"""The public API: ``schedbench.__all__`` is pinned here, so a refactor that
removes or renames a public name fails; every name resolves; the heavy ones
are imported on first use only; and the per-problem names cover every
built-in problem."""

from __future__ import annotations

import subprocess
import sys

import pytest

import schedbench
from schedbench.registry import registry

#: The public names. Adding one is a decision (add it here too); removing or
#: renaming one breaks the users who import it.
PUBLIC_API = [
    "Budget",
    "CastorPairInstance",
    "CastorPairSolution",
    "CastorScheduleInstance",
    "CastorScheduleSolution",
    "Cluster",
    "CuckooJointInstance",
    "CuckooPackingInstance",
    "CuckooPlanningInstance",
    "Evaluation",
    "GimbalInstance",
    "GimbalSolution",
    "HorusInstance",
    "HorusOnlineInstance",
    "HorusOnlineSolution",
    "HorusSolution",
    "JointSchedule",
    "MethodResult",
    "MethodSpec",
    "Node",
    "PackingSolution",
    "PlacementInstance",
    "PlacementSolution",
    "PlanningSolution",
    "PluginError",
    "PluginOrigin",
    "Policy",
    "ProblemSpec",
    "RateModel",
    "Registry",
    "SchedbenchError",
    "ScheduleInstance",
    "ScheduleSolution",
    "ScoredRun",
    "Sense",
    "SimJob",
    "SimTrace",
    "Simulation",
    "SimulationError",
    "SolveResult",
    "SolveStatus",
    "Status",
    "TimeCap",
    "Timings",
    "UnknownNameError",
    "ValidationError",
    "__version__",
    "available_solvers",
    "build_asrpt_placement",
    "build_asrpt_schedule",
    "build_castor_schedule",
    "build_cuckoo_joint",
    "build_cuckoo_packing",
    "build_cuckoo_planning",
    "build_gimbal_coordination",
    "build_horus_placement",
    "decode_asrpt_placement",
    "decode_cuckoo_joint",
    "decode_cuckoo_packing",
    "decode_cuckoo_planning",
    "decode_gimbal_coordination",
    "decode_horus_placement",
    "evaluate_asrpt_placement",
    "evaluate_asrpt_schedule",
    "evaluate_castor_pair",
    "evaluate_castor_schedule",
    "evaluate_cuckoo_joint",
    "evaluate_cuckoo_packing",
    "evaluate_cuckoo_planning",
    "evaluate_gimbal_coordination",
    "evaluate_horus_online",
    "evaluate_horus_placement",
    "gap_to_bound",
    "get_problem",
    "method",
    "problem_names",
    "run_and_score",
    "solve",
]

#: Modules that ``import schedbench`` must not import (seconds of Pyomo,
#: HiGHS and the problem layers; ``schedbench --help`` pays for them otherwise).
HEAVY_MODULES = ("pyomo", "highspy", "schedbench.solvers", "schedbench.problems", "schedbench.formulations",
                 "schedbench.instances", "schedbench.online.simulate", "numpy")


def test_the_public_names_are_pinned():
    assert schedbench.__all__ == PUBLIC_API


@pytest.mark.parametrize("name", PUBLIC_API)
def test_every_public_name_resolves(name):
    assert getattr(schedbench, name) is not None
    assert name in dir(schedbench)


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'nothing_here'"):
        _ = schedbench.nothing_here


def test_importing_schedbench_imports_nothing_heavy():
    code = (f"import sys, schedbench; heavy = {HEAVY_MODULES!r}; print(','.join(sorted(m for m in sys.modules "
            "if any(m == h or m.startswith(h + '.') for h in heavy))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "", f"import schedbench imported {out}"


def _snake(problem: str) -> str:
    return problem.replace("-", "_")


def test_every_builtin_problem_has_its_public_names():
    """``evaluate_<problem>``, ``build_<problem>`` and ``decode_<problem>``
    are the registry's own functions, and each instance and solution type is
    public; no per-problem name is left over."""
    expected: set[str] = set()
    for spec in registry():
        if spec.origin is not None:
            continue
        evaluate = f"evaluate_{_snake(spec.name)}"
        assert getattr(schedbench, evaluate) is spec.evaluate, spec.name
        expected.add(evaluate)
        for role in ("build", "decode"):
            fn = getattr(spec, role)
            if fn is not None:
                assert getattr(schedbench, f"{role}_{_snake(spec.name)}") is fn, (spec.name, role)
                expected.add(f"{role}_{_snake(spec.name)}")
        for kind in (spec.instance_type, spec.solution_type):
            assert getattr(schedbench, kind.__name__) is kind, spec.name
    per_problem = {n for n in PUBLIC_API if n.startswith(("evaluate_", "build_", "decode_"))}
    assert per_problem == expected
