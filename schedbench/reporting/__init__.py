"""The reporting: what a results store shows once its cells have run.

* :mod:`~schedbench.reporting.report`: tables and plots of a store;
* :mod:`~schedbench.reporting.stats`: spread across seeds, shifted geometric
  means, performance profiles;
* :mod:`~schedbench.reporting.certified`: certified optimality gaps at the
  papers' own scales;
* :mod:`~schedbench.reporting.compare`: two runs of the same cells compared
  (``schedbench compare``);
* :mod:`~schedbench.reporting.readme_tables`: the documentation's results
  tables;
* :mod:`~schedbench.reporting.findings`: the findings page (the papers'
  headline claims judged on stored cells).

Nothing here computes a cell: these modules read stored results only.
Modules outside this package use the names of ``__all__`` only; each is
imported on first use (PEP 562), so importing the package costs nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from schedbench.lazy import LazyNames

if TYPE_CHECKING:  # the lazy names, for type checkers
    from schedbench.reporting.report import (
        STATUS_COUNTS, check_formats, markdown_table, write_report,
    )
    from schedbench.reporting.certified import (
        certified_command,
    )
    from schedbench.reporting.compare import (
        EXIT_REGRESSION, SAME_REL_TOL, Comparison, compare_stores,
    )
    from schedbench.reporting.findings import (
        default_output, shown_path, write_findings,
    )

#: Public name -> the module that defines it, imported on first use.
_LAZY: dict[str, str] = {
    **dict.fromkeys((
        "STATUS_COUNTS", "check_formats", "markdown_table", "write_report",
    ), "schedbench.reporting.report"),
    **dict.fromkeys((
        "certified_command",
    ), "schedbench.reporting.certified"),
    **dict.fromkeys((
        "EXIT_REGRESSION", "SAME_REL_TOL", "Comparison", "compare_stores",
    ), "schedbench.reporting.compare"),
    **dict.fromkeys((
        "default_output", "shown_path", "write_findings",
    ), "schedbench.reporting.findings"),
}

__all__ = [
    "EXIT_REGRESSION", "SAME_REL_TOL", "STATUS_COUNTS", "Comparison", "certified_command", "check_formats",
    "compare_stores", "default_output", "markdown_table", "shown_path", "write_findings", "write_report",
]


_NAMES = LazyNames(__name__, _LAZY, globals(), __all__)


def __getattr__(name: str) -> Any:
    """Import a public name on first use (PEP 562)."""
    return _NAMES.load(name)


def __dir__() -> list[str]:
    return _NAMES.names()
