"""schedbench: optimality gaps and runtimes of the combinatorial problems
inside GPU-cluster schedulers for deep-learning training."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from schedbench.contracts import Budget, Evaluation, MethodResult, Sense, Status, Timings
from schedbench.errors import SchedbenchError, UnknownNameError, ValidationError
from schedbench.registry import MethodSpec, ProblemSpec, get_problem

# ``registry()`` is deliberately not re-exported: it would shadow the module
# ``schedbench.registry`` as an attribute of the package.

try:
    __version__ = version("schedbench")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0"

__all__ = [
    "Budget",
    "Evaluation",
    "MethodResult",
    "MethodSpec",
    "ProblemSpec",
    "SchedbenchError",
    "Sense",
    "Status",
    "Timings",
    "UnknownNameError",
    "ValidationError",
    "__version__",
    "get_problem",
]
