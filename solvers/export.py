"""Write a model as an MPS or LP file that other solvers read.

For users who want schedbench's MILP instances in their own solver (DESIGN.md:
"optimization people who want realistic, hard MILP instances"). Pyomo's own
writers produce the file, with symbolic names (``x(3_7)``) so that a reader
can tell the variables apart; highspy reads both formats back.
"""

from __future__ import annotations

import os
from pathlib import Path
from types import MappingProxyType
from typing import Any

from pyomo.opt import ProblemFormat

from schedbench.errors import ValidationError
from schedbench.solvers.standard_form import active_objective, check_components

#: Accepted ``format`` values and Pyomo's name for each.
FORMATS = MappingProxyType({"mps": ProblemFormat.mps, "lp": ProblemFormat.cpxlp})


def export_model(model: Any, path: str | os.PathLike[str], format: str = "mps") -> Path:  # noqa: A002 (public name)
    """Write ``model`` to ``path`` in ``format`` ("mps" or "lp") and return the path.

    The folder must exist; the file is overwritten. Raises ``ValidationError``
    for an unknown format, a missing folder, or a model that is not a linear
    model with one active objective.
    """
    if format not in FORMATS:
        raise ValidationError("format", f"must be one of {', '.join(FORMATS)}", format)
    if not isinstance(path, (str, os.PathLike)):
        raise ValidationError("path", "must be a file path", path)
    target = Path(path)
    if not target.parent.is_dir():
        raise ValidationError("path", "folder must exist", str(target.parent))
    active_objective(model)
    check_components(model)
    try:
        model.write(str(target), format=FORMATS[format], io_options={"symbolic_solver_labels": True})
    except OSError:
        raise
    except Exception as exc:  # the writer refuses models it cannot express
        raise ValidationError("model", f"cannot be written as {format.upper()} ({exc})") from exc
    return target
