"""The findings page: each paper claim's verdict, computed from a results store.

``schedbench findings --store runs/findings.sqlite`` reads the cells the
sweep matrices (``schedbench/matrices/*-paper*.toml``, ``cuckoo-tables*``,
``asrpt-fig*``, ``asrpt-trace*``, ``gimbal-coordination``,
``sensitivity-*``, ``horus-table6*``, ``castor-*``) left in the store and
writes the page and one figure per claim beside the store
(``runs/findings/findings.md``), or at ``--output``.

Modules:

* :mod:`~schedbench.reporting.findings.core`: cells, regimes, the paired bootstrap,
  the verdict rule and the shape of a claim (its docstring states both);
* :mod:`~schedbench.reporting.findings.cuckoo`, :mod:`~schedbench.reporting.findings.asrpt`,
  :mod:`~schedbench.reporting.findings.gimbal`, :mod:`~schedbench.reporting.findings.horus`,
  :mod:`~schedbench.reporting.findings.castor`: one paper's claims each, the same
  shape (``VIEW``, ``CLAIMS``, ``SENSITIVITY``, ``NOT_SWEPT``; HORUS and
  CASTOR also ``STUDY_CLAIMS`` with ``study_cells()``, computed in-process);
* :mod:`~schedbench.reporting.findings.figures`: one forest plot per claim;
* :mod:`~schedbench.reporting.findings.page`: the page, its summary table and the
  sensitivity section;
* :mod:`~schedbench.reporting.findings.readme`: README's copy of the summary table.
"""

from schedbench.reporting.findings.asrpt import predictor_errors, table2_cells, table2_rows, virtual_order
from schedbench.reporting.findings.core import (
    Cell,
    Claim,
    ClaimResult,
    Effect,
    Estimate,
    Outcome,
    ProblemView,
    RegimeResult,
    Rule,
    Statistic,
    Verdict,
    estimate,
    evaluate,
    judge,
    load_cells,
    per_instance,
)
from schedbench.reporting.findings.page import (
    FINDINGS_COMMAND,
    PAPERS,
    build_results,
    default_output,
    render,
    sensitivity,
    shown_path,
    write_findings,
)

__all__ = [
    "FINDINGS_COMMAND", "PAPERS", "Cell", "Claim", "ClaimResult", "Effect", "Estimate", "Outcome", "ProblemView",
    "RegimeResult", "Rule", "Statistic", "Verdict", "build_results", "default_output", "estimate", "evaluate", "judge",
    "load_cells", "per_instance", "predictor_errors", "render", "sensitivity", "shown_path", "table2_cells",
    "table2_rows", "virtual_order", "write_findings",
]
