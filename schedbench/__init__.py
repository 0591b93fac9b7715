"""schedbench: optimality gaps and runtimes of the combinatorial problems
inside GPU-cluster schedulers for deep-learning training.

The public API is ``__all__``; everything else may move between versions.

* the registry: :func:`get_problem` (a :class:`ProblemSpec`: instance and
  solution types, generator, evaluator, formulation, methods),
  :func:`problem_names`;
* the contracts: :class:`Budget`, :class:`TimeCap`, :class:`MethodResult`,
  :class:`Evaluation`, :class:`Status`, :class:`Sense`, :class:`Timings`,
  :func:`gap_to_bound`, and :func:`run_and_score` (run a method, score it with
  the evaluator);
* each problem's instance and solution types, its evaluator
  ``evaluate_<problem>`` and, where it has a MILP, ``build_<problem>`` /
  ``decode_<problem>`` (``<problem>`` with ``_`` for ``-``:
  ``evaluate_cuckoo_packing`` is ``get_problem("cuckoo-packing").evaluate``);
* the solver hand-off: :func:`solve`, :class:`SolveResult`, :class:`SolveStatus`,
  :func:`available_solvers`;
* the simulation core of the online problems: :class:`Simulation`,
  :class:`Cluster`, :class:`Node`, :class:`SimJob`, :class:`SimTrace`,
  :class:`Policy`, :class:`RateModel`;
* plug-ins: :func:`method` declares a plug-in method (see
  :mod:`schedbench.plugins` for the contract).

Names whose modules take long to import (Pyomo, the problem layers) are
imported on first use, so ``import schedbench`` stays cheap.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING, Any

from schedbench.contracts import Budget, Evaluation, MethodResult, Sense, Status, TimeCap, Timings, gap_to_bound
from schedbench.errors import SchedbenchError, UnknownNameError, ValidationError
from schedbench.lazy import LazyNames
from schedbench.registry import MethodSpec, PluginOrigin, ProblemSpec, Registry, get_problem, problem_names

# ``registry()`` is deliberately not re-exported: it would shadow the module
# ``schedbench.registry`` as an attribute of the package.

try:
    __version__ = version("schedbench")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0"

#: Public name -> (module, attribute), imported on first use (PEP 562).
_LAZY: dict[str, tuple[str, str]] = {
    # running and scoring
    "run_and_score": ("schedbench.harness", "run_and_score"),
    "ScoredRun": ("schedbench.harness", "ScoredRun"),
    # plug-ins
    "method": ("schedbench.plugins", "method"),
    "PluginError": ("schedbench.plugins", "PluginError"),
    # the solver hand-off
    "solve": ("schedbench.solvers", "solve"),
    "SolveResult": ("schedbench.solvers", "SolveResult"),
    "SolveStatus": ("schedbench.solvers", "SolveStatus"),
    "available_solvers": ("schedbench.solvers", "available_solvers"),
    # the simulation core
    "Simulation": ("schedbench.online", "Simulation"),
    "Cluster": ("schedbench.online", "Cluster"),
    "Node": ("schedbench.online", "Node"),
    "SimJob": ("schedbench.online", "SimJob"),
    "SimTrace": ("schedbench.online", "SimTrace"),
    "Policy": ("schedbench.online", "Policy"),
    "RateModel": ("schedbench.online", "RateModel"),
    "SimulationError": ("schedbench.online", "SimulationError"),
    # instance types
    "PlacementInstance": ("schedbench.instances.asrpt", "PlacementInstance"),
    "ScheduleInstance": ("schedbench.instances.asrpt", "ScheduleInstance"),
    "CastorPairInstance": ("schedbench.instances.castor", "CastorPairInstance"),
    "CastorScheduleInstance": ("schedbench.instances.castor", "CastorScheduleInstance"),
    "CuckooJointInstance": ("schedbench.instances.cuckoo", "CuckooJointInstance"),
    "CuckooPackingInstance": ("schedbench.instances.cuckoo", "CuckooPackingInstance"),
    "CuckooPlanningInstance": ("schedbench.instances.cuckoo", "CuckooPlanningInstance"),
    "GimbalInstance": ("schedbench.instances.gimbal", "GimbalInstance"),
    "HorusInstance": ("schedbench.instances.horus", "HorusInstance"),
    "HorusOnlineInstance": ("schedbench.instances.horus", "HorusOnlineInstance"),
    # solution types
    "PlacementSolution": ("schedbench.problems.asrpt", "PlacementSolution"),
    "ScheduleSolution": ("schedbench.problems.asrpt", "ScheduleSolution"),
    "CastorPairSolution": ("schedbench.problems.castor", "CastorPairSolution"),
    "CastorScheduleSolution": ("schedbench.problems.castor", "CastorScheduleSolution"),
    "JointSchedule": ("schedbench.problems.cuckoo", "JointSchedule"),
    "PackingSolution": ("schedbench.problems.cuckoo", "PackingSolution"),
    "PlanningSolution": ("schedbench.problems.cuckoo", "PlanningSolution"),
    "GimbalSolution": ("schedbench.problems.gimbal", "GimbalSolution"),
    "HorusSolution": ("schedbench.problems.horus", "HorusSolution"),
    "HorusOnlineSolution": ("schedbench.problems.horus", "HorusOnlineSolution"),
    # evaluators
    "evaluate_asrpt_placement": ("schedbench.problems.asrpt", "evaluate"),
    "evaluate_asrpt_schedule": ("schedbench.problems.asrpt", "evaluate_schedule"),
    "evaluate_castor_pair": ("schedbench.problems.castor", "evaluate"),
    "evaluate_castor_schedule": ("schedbench.problems.castor", "evaluate_schedule"),
    "evaluate_cuckoo_joint": ("schedbench.problems.cuckoo", "evaluate_joint"),
    "evaluate_cuckoo_packing": ("schedbench.problems.cuckoo", "evaluate"),
    "evaluate_cuckoo_planning": ("schedbench.problems.cuckoo", "evaluate_planning"),
    "evaluate_gimbal_coordination": ("schedbench.problems.gimbal", "evaluate"),
    "evaluate_horus_online": ("schedbench.problems.horus", "evaluate_online"),
    "evaluate_horus_placement": ("schedbench.problems.horus", "evaluate"),
    # formulations: build (instance -> Pyomo model) and decode (model -> solution)
    "build_asrpt_placement": ("schedbench.formulations.asrpt", "build"),
    "decode_asrpt_placement": ("schedbench.formulations.asrpt", "decode"),
    "build_asrpt_schedule": ("schedbench.formulations.asrpt", "build_schedule"),
    "build_castor_schedule": ("schedbench.formulations.castor", "build_schedule"),
    "build_cuckoo_joint": ("schedbench.formulations.cuckoo", "build_joint"),
    "decode_cuckoo_joint": ("schedbench.formulations.cuckoo", "decode_joint"),
    "build_cuckoo_packing": ("schedbench.formulations.cuckoo", "build"),
    "decode_cuckoo_packing": ("schedbench.formulations.cuckoo", "decode"),
    "build_cuckoo_planning": ("schedbench.formulations.cuckoo", "build_planning"),
    "decode_cuckoo_planning": ("schedbench.formulations.cuckoo", "decode_planning"),
    "build_gimbal_coordination": ("schedbench.formulations.gimbal", "build"),
    "decode_gimbal_coordination": ("schedbench.formulations.gimbal", "decode"),
    "build_horus_placement": ("schedbench.formulations.horus", "build"),
    "decode_horus_placement": ("schedbench.formulations.horus", "decode"),
}

if TYPE_CHECKING:  # the lazy names, for type checkers
    from schedbench.formulations.asrpt import build as build_asrpt_placement
    from schedbench.formulations.asrpt import build_schedule as build_asrpt_schedule
    from schedbench.formulations.asrpt import decode as decode_asrpt_placement
    from schedbench.formulations.castor import build_schedule as build_castor_schedule
    from schedbench.formulations.cuckoo import build as build_cuckoo_packing
    from schedbench.formulations.cuckoo import build_joint as build_cuckoo_joint
    from schedbench.formulations.cuckoo import build_planning as build_cuckoo_planning
    from schedbench.formulations.cuckoo import decode as decode_cuckoo_packing
    from schedbench.formulations.cuckoo import decode_joint as decode_cuckoo_joint
    from schedbench.formulations.cuckoo import decode_planning as decode_cuckoo_planning
    from schedbench.formulations.gimbal import build as build_gimbal_coordination
    from schedbench.formulations.gimbal import decode as decode_gimbal_coordination
    from schedbench.formulations.horus import build as build_horus_placement
    from schedbench.formulations.horus import decode as decode_horus_placement
    from schedbench.instances.asrpt import PlacementInstance, ScheduleInstance
    from schedbench.instances.castor import CastorPairInstance, CastorScheduleInstance
    from schedbench.instances.cuckoo import CuckooJointInstance, CuckooPackingInstance, CuckooPlanningInstance
    from schedbench.instances.gimbal import GimbalInstance
    from schedbench.instances.horus import HorusInstance, HorusOnlineInstance
    from schedbench.plugins import PluginError, method
    from schedbench.problems.asrpt import PlacementSolution, ScheduleSolution
    from schedbench.problems.asrpt import evaluate as evaluate_asrpt_placement
    from schedbench.problems.asrpt import evaluate_schedule as evaluate_asrpt_schedule
    from schedbench.problems.castor import CastorPairSolution, CastorScheduleSolution
    from schedbench.problems.castor import evaluate as evaluate_castor_pair
    from schedbench.problems.castor import evaluate_schedule as evaluate_castor_schedule
    from schedbench.problems.cuckoo import JointSchedule, PackingSolution, PlanningSolution
    from schedbench.problems.cuckoo import evaluate as evaluate_cuckoo_packing
    from schedbench.problems.cuckoo import evaluate_joint as evaluate_cuckoo_joint
    from schedbench.problems.cuckoo import evaluate_planning as evaluate_cuckoo_planning
    from schedbench.problems.gimbal import GimbalSolution
    from schedbench.problems.gimbal import evaluate as evaluate_gimbal_coordination
    from schedbench.problems.horus import HorusOnlineSolution, HorusSolution
    from schedbench.problems.horus import evaluate as evaluate_horus_placement
    from schedbench.problems.horus import evaluate_online as evaluate_horus_online
    from schedbench.harness import ScoredRun, run_and_score
    from schedbench.online import Cluster, Node, Policy, RateModel, SimJob, Simulation, SimTrace, SimulationError
    from schedbench.solvers import SolveResult, SolveStatus, available_solvers, solve

#: The public API (sorted; tests/test_public_api.py pins it).
__all__ = [
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


_NAMES = LazyNames(__name__, _LAZY, globals(), __all__)


def __getattr__(name: str) -> Any:
    """Import a public name on first use (PEP 562)."""
    return _NAMES.load(name)


def __dir__() -> list[str]:
    return _NAMES.names()
