"""The problem registry of this process: the only thing the CLI and the
harness read.

:func:`registry` builds it once, on first use, through discovery
(:func:`schedbench.plugins.build_registry`): the built-in problems and every
installed plug-in come in by the same path. The values it holds
(:class:`ProblemSpec`, :class:`MethodSpec`, :class:`Registry`) are declared
in :mod:`schedbench.specs` and re-exported here.
"""

from __future__ import annotations

from schedbench.specs import MethodFn, MethodSpec, PluginOrigin, ProblemSpec, Registry

__all__ = ["MethodFn", "MethodSpec", "PluginOrigin", "ProblemSpec", "Registry", "get_problem", "problem_names",
           "registry"]

_REGISTRY: Registry | None = None


def registry() -> Registry:
    """The registry of every built-in problem and installed plug-in (built
    once, on first use). A plug-in that fails to load is left out and named
    in :attr:`Registry.plugin_errors`; it never stops the build."""
    global _REGISTRY
    if _REGISTRY is None:
        from schedbench.plugins import build_registry

        _REGISTRY = build_registry()
    return _REGISTRY


def get_problem(name: str) -> ProblemSpec:
    """The registered problem ``name`` (:class:`~schedbench.errors.UnknownNameError` if none)."""
    return registry().get(name)


def problem_names() -> list[str]:
    """The names of every registered problem, sorted."""
    return registry().names()
