"""The harness: the benchmark matrix and how its cells run and are stored.

* :mod:`~schedbench.harness.matrix`: cells and matrices (the TOML schema, the
  command-line flags that make one);
* :mod:`~schedbench.harness.runner`: one method on one instance, scored by the
  problem's evaluator (:func:`run_and_score`);
* :mod:`~schedbench.harness.executor`: where cells run (local processes, Dask);
* :mod:`~schedbench.harness.driver`: plan a matrix against a store and run what
  is missing;
* :mod:`~schedbench.harness.store`: the results store (one SQLite file) and the
  code version;
* :mod:`~schedbench.harness.versions`: the versions of a method and of a
  problem, which key the stored cells;
* :mod:`~schedbench.harness.progress`: progress of a long run;
* :mod:`~schedbench.harness.library`: the instance library (instances, their
  MILPs, one metadata table).

Modules outside this package use the names of ``__all__`` only; each is
imported on first use (PEP 562), so importing the package costs nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from schedbench.lazy import LazyNames

if TYPE_CHECKING:  # the lazy names, for type checkers
    from schedbench.harness.matrix import (
        Cell, Matrix, check_generator_option, check_setting, known_solvers, load_default_matrix, load_matrix_file,
        matrix_from_flags, methods_per_problem, parse_assignments, parse_int_list, parse_name_list,
    )
    from schedbench.harness.runner import (
        ScoredRun, run_and_score,
    )
    from schedbench.harness.executor import (
        DaskExecutor, Executor, LocalExecutor, Outcome, Task,
    )
    from schedbench.harness.driver import (
        STATUS_ALIASES, execute, generate_instance, parse_retry, parse_statuses, plan, rerun_statuses,
    )
    from schedbench.harness.store import (
        CONFLICT_INFO_KEY, PLUGIN_KIND, STOP_KINDS, UNKNOWN_KIND, BoundConflict, CellKey, Store, Versions,
        at_versions, bound_conflicts, budget_of_key, cell_budget_key, cell_identity, cell_kind, code_version,
        instance_conflicts, latest_cells, method_kinds, outside_bound_methods, plugin_of_key, stop_kinds,
    )
    from schedbench.harness.versions import (
        cell_versions, method_version, problem_version, registered_versions,
    )
    from schedbench.harness.progress import (
        make_progress,
    )
    from schedbench.harness.library import (
        LIBRARY_STATUSES, NO_MODEL_DEFAULT, NO_MODEL_REASONS, library_matrix, write_library,
    )

#: Public name -> the module that defines it, imported on first use.
_LAZY: dict[str, str] = {
    **dict.fromkeys((
        "Cell", "Matrix", "check_generator_option", "check_setting", "known_solvers", "load_default_matrix",
        "load_matrix_file", "matrix_from_flags", "methods_per_problem", "parse_assignments",
        "parse_int_list", "parse_name_list",
    ), "schedbench.harness.matrix"),
    **dict.fromkeys((
        "ScoredRun", "run_and_score",
    ), "schedbench.harness.runner"),
    **dict.fromkeys((
        "DaskExecutor", "Executor", "LocalExecutor", "Outcome", "Task",
    ), "schedbench.harness.executor"),
    **dict.fromkeys((
        "STATUS_ALIASES", "execute", "generate_instance", "parse_retry", "parse_statuses", "plan",
        "rerun_statuses",
    ), "schedbench.harness.driver"),
    **dict.fromkeys((
        "CONFLICT_INFO_KEY", "PLUGIN_KIND", "STOP_KINDS", "UNKNOWN_KIND", "BoundConflict", "CellKey", "Store",
        "Versions", "at_versions", "bound_conflicts", "budget_of_key", "cell_budget_key", "cell_identity",
        "cell_kind", "code_version", "instance_conflicts", "latest_cells", "method_kinds", "outside_bound_methods",
        "plugin_of_key", "stop_kinds",
    ), "schedbench.harness.store"),
    **dict.fromkeys((
        "cell_versions", "method_version", "problem_version", "registered_versions",
    ), "schedbench.harness.versions"),
    **dict.fromkeys((
        "make_progress",
    ), "schedbench.harness.progress"),
    **dict.fromkeys((
        "LIBRARY_STATUSES", "NO_MODEL_DEFAULT", "NO_MODEL_REASONS", "library_matrix", "write_library",
    ), "schedbench.harness.library"),
}

__all__ = [
    "BoundConflict", "CONFLICT_INFO_KEY", "Cell", "LIBRARY_STATUSES", "NO_MODEL_DEFAULT", "NO_MODEL_REASONS", "CellKey", "DaskExecutor", "Executor", "LocalExecutor",
    "Matrix", "Outcome", "STATUS_ALIASES", "STOP_KINDS", "ScoredRun", "Store", "Task", "bound_conflicts",
    "budget_of_key", "cell_budget_key", "cell_kind", "check_generator_option", "code_version", "execute",
    "generate_instance", "instance_conflicts", "known_solvers", "library_matrix", "load_default_matrix", "load_matrix_file",
    "make_progress", "matrix_from_flags", "method_kinds", "methods_per_problem", "outside_bound_methods",
    "parse_assignments", "PLUGIN_KIND", "plugin_of_key", "UNKNOWN_KIND",
    "parse_int_list", "parse_name_list", "parse_retry", "parse_statuses", "plan", "rerun_statuses", "run_and_score", "stop_kinds",
    "write_library", "Versions", "at_versions", "cell_identity", "latest_cells", "cell_versions", "method_version",
    "problem_version", "registered_versions", "check_setting",
]


_NAMES = LazyNames(__name__, _LAZY, globals(), __all__)


def __getattr__(name: str) -> Any:
    """Import a public name on first use (PEP 562)."""
    return _NAMES.load(name)


def __dir__() -> list[str]:
    return _NAMES.names()
