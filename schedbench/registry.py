"""The problem registry: the only thing the CLI and the harness read.

A paper contributes one or more :class:`ProblemSpec` values, registered from
its module in ``schedbench/problems/``. Adding a problem is one file there
plus one module per layer (instances, formulations, heuristics).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from schedbench.contracts import Budget, Evaluation, MethodResult, Sense
from schedbench.errors import SchedbenchError, UnknownNameError

MethodFn = Callable[[Any, Budget], MethodResult]


@dataclass(frozen=True)
class MethodSpec:
    """One method of a problem.

    ``kind`` is ``exact`` (returns a proven bound), ``heuristic`` (the paper's
    method) or ``baseline`` (what the paper compares against). ``max_size``
    is advisory: the default matrix does not schedule larger instances, and
    ``schedbench run`` warns if asked to. ``outside_bounds``, when not empty,
    says why the method's solutions lie outside the solution space that the
    problem's exact methods and bounds range over (CASTOR's preemptive
    Tiresias against a non-preemptive MILP): its objective may be better than
    their bounds, so it must never be certified against them.
    """

    name: str
    run: MethodFn
    kind: str
    description: str
    max_size: int | None = None
    outside_bounds: str = ""


@dataclass(frozen=True)
class ProblemSpec:
    """Everything the harness needs to know about one problem."""

    name: str
    paper: str
    description: str
    size_meaning: str
    sense: Sense
    instance_type: Any  # a SchemaValue class (schedbench.schema): from_dict/to_dict
    solution_type: Any
    generate: Callable[..., Any]
    evaluate: Callable[[Any, Any], Evaluation]
    methods: Mapping[str, MethodSpec]
    default_sizes: tuple[int, ...]
    build: Callable[..., Any] | None = None
    decode: Callable[[Any, Any], Any] | None = None
    generator_options: Mapping[str, str] = field(default_factory=dict)

    def method(self, name: str) -> MethodSpec:
        try:
            return self.methods[name]
        except KeyError:
            raise UnknownNameError(f"method of {self.name}", name, list(self.methods)) from None

    def load_instance(self, data: Mapping[str, Any]) -> Any:
        return self.instance_type.from_dict(data)

    def load_solution(self, data: Mapping[str, Any]) -> Any:
        return self.solution_type.from_dict(data)


class Registry:
    """Name -> ProblemSpec, rejecting duplicates."""

    def __init__(self) -> None:
        self._problems: dict[str, ProblemSpec] = {}

    def register(self, spec: ProblemSpec) -> ProblemSpec:
        if spec.name in self._problems:
            raise SchedbenchError(f"problem {spec.name!r} is registered twice")
        for name, method in spec.methods.items():
            if name != method.name:
                raise SchedbenchError(f"{spec.name}: method registered as {name!r} is named {method.name!r}")
            if method.kind not in ("exact", "heuristic", "baseline"):
                raise SchedbenchError(f"{spec.name}.{name}: kind must be exact, heuristic or baseline")
        self._problems[spec.name] = spec
        return spec

    def get(self, name: str) -> ProblemSpec:
        try:
            return self._problems[name]
        except KeyError:
            raise UnknownNameError("problem", name, list(self._problems)) from None

    def names(self) -> list[str]:
        return sorted(self._problems)

    def __iter__(self):
        return iter(self._problems[n] for n in self.names())


_REGISTRY: Registry | None = None


def registry() -> Registry:
    """The registry of every built-in problem (built once, on first use)."""
    global _REGISTRY
    if _REGISTRY is None:
        from schedbench.problems import register_all

        reg = Registry()
        register_all(reg)
        _REGISTRY = reg
    return _REGISTRY


def get_problem(name: str) -> ProblemSpec:
    return registry().get(name)
