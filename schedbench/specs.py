"""The values the registry holds: one :class:`ProblemSpec` per problem, one
:class:`MethodSpec` per method, and the :class:`Registry` that maps names
to them and rejects duplicates.

These are declarations only: nothing here finds or imports a problem. The
built-in problems and every plug-in are found by :mod:`schedbench.plugins`
and the process's registry is built by :func:`schedbench.registry.registry`.
A paper's module in ``schedbench/problems/`` imports this module, never the
registry, so the registry and the problems import no circle.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from schedbench.contracts import Budget, Evaluation, MethodResult, Sense
from schedbench.errors import SchedbenchError, UnknownNameError
from schedbench.scoring import evaluator, is_admitting

MethodFn = Callable[[Any, Budget], MethodResult]
#: The kinds a method may have.
METHOD_KINDS = ("exact", "heuristic", "baseline")


@dataclass(frozen=True)
class PluginOrigin:
    """Where a method or problem that is not built in comes from.

    ``package`` and ``version`` are the installed distribution's name and
    version (entry points), or the file's name and ``sha256:`` of its content
    (the quick path ``--method FILE.py:FUNCTION`` or ``MODULE:FUNCTION``);
    ``reference`` is what was loaded (``module:attribute`` or
    ``path:function``). :meth:`key` joins a cell's store key, so a new
    version of a plug-in runs its cells again (:func:`schedbench.harness.store.cell_budget_key`).
    """

    package: str
    version: str
    reference: str

    def label(self) -> str:
        """``package version``: how messages and ``schedbench list`` name it."""
        return f"{self.package} {self.version}"

    def key(self) -> str:
        """The text a cell's store key carries: ``plugin=package==version``."""
        return f"plugin={self.package}=={self.version}"


@dataclass(frozen=True)
class PluginFailure:
    """A plug-in method's entry point that could not be loaded: ``name`` is
    the entry point's name, the method it would have added; ``reason`` the
    failure in one line (``ModuleNotFoundError: No module named 'x'``)."""

    name: str
    origin: PluginOrigin
    reason: str

    def rule(self) -> str:
        """What a command says when asked for the method: that its plug-in
        failed to load, and why."""
        return (f"names the method of plug-in {self.origin.label()} (entry point {self.name} = "
                f"{self.origin.reference}), which failed to load ({self.reason}); fix or reinstall that package")


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
    #: Where a plug-in method comes from (``None``: built in).
    origin: PluginOrigin | None = None


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
    #: Where a plug-in problem comes from (``None``: built in).
    origin: PluginOrigin | None = None
    #: ``solution -> reason`` (empty when none): why a solution the evaluator
    #: scores lies outside the space the problem's exact methods and bounds
    #: range over (a preemptive schedule of a non-preemptive problem). Only a
    #: method declared ``outside_bounds`` may return such a solution; from
    #: any other it is an error (:func:`schedbench.harness.runner.run_and_score`),
    #: so that no method outscores the optimum by leaving the problem.
    solution_outside_bounds: Callable[[Any], str] | None = None

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
    """Name -> ProblemSpec, rejecting duplicates.

    ``plugin_errors`` holds one line per plug-in that could not be loaded
    or was refused (:mod:`schedbench.plugins`), each naming its package;
    ``failed_methods`` maps the name of each plug-in method that could not
    be loaded to its :class:`PluginFailure`, so that a command asked for it
    can say why it is missing.
    """

    def __init__(self) -> None:
        self._problems: dict[str, ProblemSpec] = {}
        self.plugin_errors: list[str] = []
        self.failed_methods: dict[str, PluginFailure] = {}

    def register(self, spec: ProblemSpec) -> ProblemSpec:
        """Add ``spec``. Its evaluator is wrapped by
        :func:`schedbench.scoring.evaluator` unless it already is, so that a
        plug-in problem's solutions pass the same door as the built-in ones'."""
        if spec.name in self._problems:
            raise SchedbenchError(f"problem {spec.name!r} is registered twice")
        for name, method in spec.methods.items():
            if name != method.name:
                raise SchedbenchError(f"{spec.name}: method registered as {name!r} is named {method.name!r}")
            _check_kind(spec.name, method)
        if not is_admitting(spec.evaluate):
            spec = replace(spec, evaluate=evaluator(spec.solution_type, spec.sense)(spec.evaluate))
        self._problems[spec.name] = spec
        return spec

    def add_method(self, problem: str, method: MethodSpec) -> ProblemSpec:
        """Add ``method`` to the registered ``problem`` (a plug-in method);
        a name the problem already has is refused."""
        spec = self.get(problem)
        if method.name in spec.methods:
            raise SchedbenchError(f"{problem}: a method named {method.name!r} is already registered")
        _check_kind(problem, method)
        self._problems[problem] = replace(spec, methods={**spec.methods, method.name: method})
        return self._problems[problem]

    def get(self, name: str) -> ProblemSpec:
        try:
            return self._problems[name]
        except KeyError:
            raise UnknownNameError("problem", name, list(self._problems)) from None

    def names(self) -> list[str]:
        return sorted(self._problems)

    def __iter__(self):
        return iter(self._problems[n] for n in self.names())


def _check_kind(problem: str, method: MethodSpec) -> None:
    if method.kind not in METHOD_KINDS:
        raise SchedbenchError(f"{problem}.{method.name}: kind must be exact, heuristic or baseline")
