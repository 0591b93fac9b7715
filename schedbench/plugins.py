"""Discovery: how the registry finds its problems and methods, built in or
from other packages.

The registry (:func:`schedbench.registry.registry`) is built here by
:func:`build_registry`: first the built-in problems (``BUILTIN_PROVIDERS``,
each a ``register(reg)`` function loaded by name), then every installed
plug-in, through two entry-point groups, then the methods of the quick path.

**The plug-in contract.**

* ``schedbench.methods``: each entry point adds one method to a registered
  problem. Its name is the method's name (shown by ``schedbench list``,
  selected with ``--methods``); its object is a function
  ``run(instance, budget) -> MethodResult | Solution`` declared with
  :func:`method`, which names the problem(s) it solves::

      # pyproject.toml of the plug-in package
      [project.entry-points."schedbench.methods"]
      mypkg-greedy = "mypkg.heuristics:greedy"

      # mypkg/heuristics.py
      @schedbench.method("cuckoo-packing", description="pair by deadline")
      def greedy(instance, budget):
          return schedbench.PackingSolution.of(pairs)

  The function may return the problem's solution type (then its status is
  ``feasible``) or a :class:`~schedbench.contracts.MethodResult`. Its kind is
  ``heuristic`` or ``baseline``: a plug-in added to a problem it does not own
  proves no bound, so a ``bound`` it returns is dropped and an ``optimal``
  status becomes ``feasible`` (``info["plugin_claims_dropped"]`` keeps
  them); the certified gaps of every method stay those of the built-in bounds.
* ``schedbench.problems``: each entry point adds whole problems. Its object
  is a function ``register(reg)`` that calls ``reg.register(ProblemSpec(...))``
  (the built-in problems' own form, ``schedbench/problems/<paper>.py``). The
  problem's methods may be exact: their bounds certify its own methods only.

Every plug-in method runs as a built-in one does: in the same cells, scored
by the problem's evaluator (:func:`schedbench.harness.runner.run_and_score`), its gap
certified against the same bounds. Its store key carries its package and
version (:func:`schedbench.harness.store.cell_budget_key`), so a new version runs its
cells again; built-in cells keep their keys.

**Failures cost the plug-in only.** A plug-in that fails to import, whose
object breaks the contract, or that registers a name already taken (by a
built-in or by another plug-in: entry points are loaded in order of package
name, and the first keeps the name) is left out, with one line naming its
package in :attr:`Registry.plugin_errors` (``schedbench list`` and
``schedbench run`` print them, once; other commands stay quiet). A method
whose plug-in failed to load is also kept by name in
:attr:`Registry.failed_methods`, so a command that asks for it
(``--method NAME``, ``--methods``) says that its plug-in failed to load and
why, rather than that no such method exists. A plug-in method that raises, returns
something else or returns a solution the evaluator rejects gives ``error``
cells whose message names its package; the rest of the matrix runs.

**The quick path.** ``--method FILE.py:FUNCTION`` or ``--method
MODULE:FUNCTION`` loads one function without packaging it
(:func:`load_quick_method`). Its problems are those its :func:`method`
declaration names, or else the ones the command names; its name is
``<file or module stem>.<function>`` unless the declaration gives one; its
store key carries the SHA-256 of the file's content (the file only, not
what it imports). Worker processes that do not inherit the registry (spawn,
Dask) find it again through the environment variable ``QUICK_METHODS_ENV``,
which the command line sets.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import json
import os
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from importlib import metadata
from pathlib import Path
from typing import Any, TypeVar

from schedbench.contracts import MethodResult, Status
from schedbench.errors import SchedbenchError, ValidationError
from schedbench.specs import MethodSpec, PluginFailure, PluginOrigin, ProblemSpec, Registry

#: Entry-point group of plug-in methods (added to a registered problem).
METHOD_GROUP = "schedbench.methods"
#: Entry-point group of plug-in problems.
PROBLEM_GROUP = "schedbench.problems"
#: The built-in problems: ``register(reg)`` functions, loaded in this order.
BUILTIN_PROVIDERS = (
    "schedbench.problems.cuckoo:register",
    "schedbench.problems.gimbal:register",
    "schedbench.problems.asrpt:register",
    "schedbench.problems.castor:register",
    "schedbench.problems.horus:register",
    "schedbench.problems.horus:register_online",
)
#: Kinds a plug-in method added to another package's problem may have.
PLUGIN_METHOD_KINDS = ("heuristic", "baseline")
#: Environment variable carrying the quick-path methods to worker processes:
#: a JSON list of ``[reference, [problem, ...]]``.
QUICK_METHODS_ENV = "SCHEDBENCH_QUICK_METHODS"
#: Hex digits of a quick-path file's SHA-256 in its version.
QUICK_HASH_LENGTH = 12
#: The attribute :func:`method` sets on the function it declares.
DECLARATION_ATTR = "__schedbench_method__"

F = TypeVar("F", bound=Callable[..., Any])


class PluginError(SchedbenchError):
    """A plug-in broke the contract (its message names the package)."""


@dataclass(frozen=True)
class MethodDeclaration:
    """What :func:`method` records: the problems the function solves, its
    kind and description, an advisory size cap, and (quick path) a name."""

    problems: tuple[str, ...]
    kind: str = "heuristic"
    description: str = ""
    max_size: int | None = None
    name: str | None = None


def method(
    problem: str | Sequence[str],
    *,
    kind: str = "heuristic",
    description: str = "",
    max_size: int | None = None,
    name: str | None = None,
) -> Callable[[F], F]:
    """Declare ``run(instance, budget)`` a method of ``problem`` (one name or
    several) for a plug-in (see the module docstring). ``kind`` is
    ``heuristic`` or ``baseline``; ``max_size`` caps the sizes a matrix
    schedules it at; ``name`` names it on the quick path (an entry point's
    name wins over it). Returns the function unchanged."""
    problems = (problem,) if isinstance(problem, str) else tuple(problem)
    if not problems or not all(isinstance(p, str) and p for p in problems):
        raise ValidationError("problem", "must be a problem name or a non-empty list of them", problem)
    if kind not in PLUGIN_METHOD_KINDS:
        raise ValidationError("kind", f"must be one of {', '.join(PLUGIN_METHOD_KINDS)}", kind)
    if max_size is not None and (not isinstance(max_size, int) or max_size < 1):
        raise ValidationError("max_size", "must be a positive integer or None", max_size)
    declaration = MethodDeclaration(problems, kind, description, max_size, name)

    def mark(fn: F) -> F:
        setattr(fn, DECLARATION_ATTR, declaration)
        return fn

    return mark


def declaration_of(obj: Any) -> MethodDeclaration | None:
    """The :func:`method` declaration of ``obj``, if it has one."""
    found = getattr(obj, DECLARATION_ATTR, None)
    return found if isinstance(found, MethodDeclaration) else None


# ------------------------------------------------------------ entry points


@dataclass(frozen=True)
class PluginEntry:
    """One entry point of a plug-in group, with the distribution it comes
    from (``package``, ``version``)."""

    name: str
    value: str  # module:attribute
    group: str
    package: str
    version: str

    def load(self) -> Any:
        """Import the module and return the attribute (what
        :meth:`importlib.metadata.EntryPoint.load` does)."""
        return resolve(self.value)

    def origin(self) -> PluginOrigin:
        return PluginOrigin(self.package, self.version, self.value)


def discover(group: str) -> list[PluginEntry]:
    """The installed entry points of ``group``, ordered by package and name
    (so which of two plug-ins keeps a shared name does not depend on the
    order of ``sys.path``)."""
    found = []
    for ep in metadata.entry_points(group=group):
        dist = getattr(ep, "dist", None)
        package = dist.metadata["Name"] if dist is not None else ep.module.split(".")[0]
        version = dist.version if dist is not None else "unknown"
        # ``module:attr [extra]`` (the extras suffix is legacy syntax that consumers ignore)
        value = f"{ep.module}:{ep.attr}" if ep.attr else ep.value
        found.append(PluginEntry(ep.name, value, group, str(package), str(version)))
    return sorted(found, key=lambda e: (e.package.lower(), e.name))


def resolve(reference: str) -> Any:
    """``module:attribute`` (dots allowed after the colon) -> the object."""
    module_name, sep, attr = reference.partition(":")
    if not sep or not module_name or not attr:
        raise ValidationError("reference", "must have the form module:attribute", reference)
    obj: Any = importlib.import_module(module_name)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


def _failure(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


# -------------------------------------------------------------- the build


def build_registry(
    entries: Callable[[str], list[PluginEntry]] | None = None, quick: Iterable[tuple[str, Sequence[str]]] | None = None
) -> Registry:
    """The built-in problems, then the plug-in problems, the plug-in methods
    and the quick-path methods (default: those of :data:`QUICK_METHODS_ENV`).
    A built-in that fails to register raises (a bug of this package); a
    plug-in that fails is left out and named in ``plugin_errors``."""
    find = entries or discover
    reg = Registry()
    for reference in BUILTIN_PROVIDERS:
        resolve(reference)(reg)
    for entry in find(PROBLEM_GROUP):
        add_plugin_problems(reg, entry)
    for entry in find(METHOD_GROUP):
        add_plugin_method(reg, entry)
    for reference, problems in (quick_methods_from_env() if quick is None else quick):
        try:
            add_quick_method(reg, reference, problems)
        except (SchedbenchError, ImportError, OSError) as exc:
            reg.plugin_errors.append(f"quick-path method {reference}: {exc}")
    return reg


def add_plugin_problems(reg: Registry, entry: PluginEntry) -> list[str]:
    """Register the problems of one ``schedbench.problems`` entry point;
    returns their names. Failures are recorded, never raised."""
    origin = entry.origin()
    where = f"plug-in {origin.label()} (entry point {entry.name} = {entry.value})"
    try:
        provider = entry.load()
        if not callable(provider):
            raise PluginError(f"is a {type(provider).__name__}, not a register(reg) function")
        scratch = Registry()
        provider(scratch)
        specs = list(scratch)
        if not specs:
            raise PluginError("registered no problem")
    except Exception as exc:  # noqa: BLE001 - a broken plug-in costs itself only
        reg.plugin_errors.append(f"{where}: could not be loaded ({_failure(exc)}); left out")
        return []
    added = []
    for spec in specs:
        if spec.name in reg.names():
            owner = _owner(reg.get(spec.name).origin)
            reg.plugin_errors.append(f"{where}: problem {spec.name!r} is already registered ({owner}); left out")
            continue
        methods = {n: replace(m, origin=origin) for n, m in spec.methods.items()}
        reg.register(replace(spec, methods=methods, origin=origin))
        added.append(spec.name)
    return added


def add_plugin_method(reg: Registry, entry: PluginEntry) -> list[str]:
    """Add the method of one ``schedbench.methods`` entry point to each
    problem it declares; returns those problems. Failures are recorded."""
    origin = entry.origin()
    where = f"plug-in {origin.label()} (entry point {entry.name} = {entry.value})"
    try:
        fn = entry.load()
        declaration = _checked_declaration(fn, entry.name)
    except Exception as exc:  # noqa: BLE001 - a broken plug-in costs itself only
        reg.plugin_errors.append(f"{where}: could not be loaded ({_failure(exc)}); left out")
        reg.failed_methods.setdefault(entry.name, PluginFailure(entry.name, origin, _failure(exc)))
        return []
    return _add_to_problems(reg, fn, declaration, entry.name, origin, declaration.problems, where)


def _checked_declaration(fn: Any, name: str) -> MethodDeclaration:
    if not callable(fn):
        raise PluginError(f"is a {type(fn).__name__}, not a function run(instance, budget)")
    declaration = declaration_of(fn)
    if declaration is None:
        raise PluginError("declares no problem: decorate it with @schedbench.method(PROBLEM)")
    if not name or any(c in name for c in ",:;= \t"):
        raise PluginError(f"method name {name!r} must be non-empty, without commas, colons, semicolons or spaces")
    return declaration


def _add_to_problems(
    reg: Registry, fn: Callable[..., Any], declaration: MethodDeclaration, name: str, origin: PluginOrigin,
    problems: Sequence[str], where: str,
) -> list[str]:
    added = []
    for problem in problems:
        if problem not in reg.names():
            reg.plugin_errors.append(f"{where}: problem {problem!r} is not registered; method {name} left out there")
            continue
        spec = reg.get(problem)
        if name in spec.methods:
            owner = _owner(spec.methods[name].origin)
            reg.plugin_errors.append(f"{where}: {problem} already has a method {name!r} ({owner}); left out")
            continue
        reg.add_method(problem, plugin_method_spec(spec, name, fn, declaration, origin))
        added.append(problem)
    return added


def _owner(origin: PluginOrigin | None) -> str:
    return "built in" if origin is None else f"from {origin.label()}"


def plugin_method_spec(
    spec: ProblemSpec, name: str, fn: Callable[..., Any], declaration: MethodDeclaration, origin: PluginOrigin
) -> MethodSpec:
    """The :class:`MethodSpec` of a plug-in function on ``spec``: its run
    checks what the function returns (:func:`guarded_run`)."""
    return MethodSpec(
        name=name,
        run=guarded_run(fn, spec.solution_type),
        kind=declaration.kind,
        description=declaration.description or (fn.__doc__ or "").strip().split("\n")[0],
        max_size=declaration.max_size,
        origin=origin,
    )


def guarded_run(fn: Callable[..., Any], solution_type: Any) -> Callable[[Any, Any], MethodResult]:
    """``fn`` as a method: a returned solution becomes a ``feasible``
    :class:`MethodResult`; anything but a result holding a ``solution_type``
    (or none) raises :class:`PluginError`; a bound or an ``optimal`` status is
    dropped (a plug-in on another package's problem proves nothing: the
    module docstring). The function's own exceptions pass through to
    :func:`schedbench.harness.runner.run_and_score`, which names the package."""

    def run(instance: Any, budget: Any) -> MethodResult:
        out = fn(instance, budget)
        if isinstance(out, solution_type):
            return MethodResult(out, Status.FEASIBLE)
        if not isinstance(out, MethodResult):
            raise PluginError(f"returned a {type(out).__name__}, not a MethodResult or a {solution_type.__name__}")
        if out.solution is not None and not isinstance(out.solution, solution_type):
            raise PluginError(f"returned a solution of type {type(out.solution).__name__}, "
                              f"not {solution_type.__name__}")
        if out.bound is not None or out.status is Status.OPTIMAL:
            dropped = {"bound": out.bound, "status": out.status.value}
            status = Status.FEASIBLE if out.status is Status.OPTIMAL else out.status
            out = replace(out, bound=None, status=status, info={**out.info, "plugin_claims_dropped": dropped})
        return out

    run.__name__ = getattr(fn, "__name__", "plugin_method")
    run.__doc__ = getattr(fn, "__doc__", None)
    return run


# ------------------------------------------------------------- quick path


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _is_file_reference(target: str) -> bool:
    return target.endswith(".py") or "/" in target or os.sep in target


def load_quick_method(reference: str, flag: str = "--method") -> tuple[Callable[..., Any], str, PluginOrigin]:
    """``FILE.py:FUNCTION`` or ``MODULE:FUNCTION`` -> (function, method name,
    origin). Errors are one :class:`ValidationError` naming ``flag``."""
    target, sep, attr = reference.rpartition(":")
    if not sep or not target or not attr.isidentifier():
        raise ValidationError(flag, "must have the form FILE.py:FUNCTION or MODULE:FUNCTION", reference)
    if _is_file_reference(target):
        path = Path(target).expanduser().resolve()
        if not path.is_file():
            raise ValidationError(flag, "names a file that does not exist", target)
        digest = _sha256(path)
        module_name = f"schedbench_quick_{path.stem}_{digest[:QUICK_HASH_LENGTH]}"
        module = sys.modules.get(module_name)
        if module is None:
            loader_spec = importlib.util.spec_from_file_location(module_name, path)
            if loader_spec is None or loader_spec.loader is None:
                raise ValidationError(flag, "names a file Python cannot load as a module", target)
            module = importlib.util.module_from_spec(loader_spec)
            sys.modules[module_name] = module  # dataclasses and pickling look the module up by name
            try:
                loader_spec.loader.exec_module(module)
            except Exception as exc:  # noqa: BLE001 - the user's file: one line, not a traceback
                del sys.modules[module_name]
                raise ValidationError(flag, f"failed to import ({_failure(exc)})", target) from None
        stem, reference_text = path.stem, f"{path}:{attr}"
        origin = PluginOrigin(path.name, f"sha256:{digest[:QUICK_HASH_LENGTH]}", reference_text)
    else:
        try:
            module = importlib.import_module(target)
        except Exception as exc:  # noqa: BLE001 - one line naming the flag
            raise ValidationError(flag, f"names a module that failed to import ({_failure(exc)})", target) from None
        source = getattr(module, "__file__", None)
        version = f"sha256:{_sha256(Path(source))[:QUICK_HASH_LENGTH]}" if source else "unknown"
        stem, reference_text = target.rsplit(".", 1)[-1], reference
        origin = PluginOrigin(target, version, reference_text)
    fn = getattr(module, attr, None)
    if not callable(fn):
        raise ValidationError(flag, f"names no function {attr!r} in {target}", reference)
    declaration = declaration_of(fn)
    name = declaration.name if declaration is not None and declaration.name else f"{stem}.{attr}"
    return fn, name, origin


def add_quick_method(reg: Registry, reference: str, problems: Sequence[str], flag: str = "--method") -> tuple[str, list[str]]:
    """Load a quick-path function and add it to its problems: those its
    declaration names, else ``problems``. Returns (method name, problems).
    Errors (unknown problem, a name taken) are :class:`ValidationError`s
    naming ``flag``."""
    fn, name, origin = load_quick_method(reference, flag)
    declaration = declaration_of(fn)
    targets = tuple(declaration.problems) if declaration is not None else tuple(problems)
    if not targets:
        raise ValidationError(flag, "declares no problem: decorate it with @schedbench.method(PROBLEM) "
                              "or name the problem (--problem)", reference)
    declaration = declaration or MethodDeclaration(targets)
    for problem in targets:
        if problem not in reg.names():
            raise ValidationError(flag, f"names problem {problem!r}, which is not registered", reference)
        existing = reg.get(problem).methods.get(name)
        if existing is not None and existing.origin != origin:
            raise ValidationError(flag, f"gives {problem} a method {name!r} it already has ({_owner(existing.origin)})",
                                  reference)
    for problem in targets:
        if name not in reg.get(problem).methods:  # the same file loaded twice (the environment and the flag)
            reg.add_method(problem, plugin_method_spec(reg.get(problem), name, fn, declaration, origin))
    return name, list(targets)


def quick_methods_from_env() -> list[tuple[str, list[str]]]:
    """The quick-path methods named by :data:`QUICK_METHODS_ENV`."""
    text = os.environ.get(QUICK_METHODS_ENV, "")
    if not text:
        return []
    try:
        items = json.loads(text)
        return [(str(ref), [str(p) for p in problems]) for ref, problems in items]
    except (ValueError, TypeError):
        raise ValidationError(QUICK_METHODS_ENV, "must be a JSON list of [reference, [problem, ...]]", text) from None


def export_quick_method(reference: str, problems: Sequence[str]) -> None:
    """Name a quick-path method in :data:`QUICK_METHODS_ENV`, so worker
    processes that build their own registry find it (file paths absolute)."""
    target, _, attr = reference.rpartition(":")
    if _is_file_reference(target):
        reference = f"{Path(target).expanduser().resolve()}:{attr}"
    items = [[r, list(p)] for r, p in quick_methods_from_env()]
    if [reference, list(problems)] not in items:
        items.append([reference, list(problems)])
    os.environ[QUICK_METHODS_ENV] = json.dumps(items)


# ----------------------------------------------------------------- matrix


def extend_matrix(matrix: Any, additions: Mapping[str, Sequence[str]], reg: Registry) -> Any:
    """``matrix`` (a :class:`schedbench.harness.matrix.Matrix`) with each method of
    ``additions[problem]`` added to that problem's cells: one cell per
    distinct (size, instance seed, generator options, budget) the problem
    already has, below the method's ``max_size``. A cell the matrix already
    has is not repeated."""
    cells = list(matrix.cells)
    have = set(cells)
    notes = list(matrix.notes)
    for problem, names in additions.items():
        slots = {(c.size, c.instance_seed, c.options, c.budget): c for c in matrix.cells if c.problem == problem}
        for name in names:
            cap = reg.get(problem).method(name).max_size
            skipped = sorted({size for size, *_ in slots if cap is not None and size > cap})
            if skipped:
                notes.append(f"{problem}/{name}: size(s) {', '.join(map(str, skipped))} skipped (above its max_size {cap})")
            for (size, *_), template in slots.items():
                cell = replace(template, method=name)
                if (cap is None or size <= cap) and cell not in have:
                    cells.append(cell)
                    have.add(cell)
    return replace(matrix, cells=tuple(cells), notes=tuple(notes))
