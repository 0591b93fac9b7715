"""Write a model as an MPS or LP file that other solvers read.

For users who want schedbench's MILP instances in their own solver (DESIGN.md:
"optimization people who want realistic, hard MILP instances"). Pyomo's own
writers produce the file, with symbolic names (``x(3_7)``) so that a reader
can tell the variables apart; highspy reads both formats back.

Every file opens with comment lines (``*`` in MPS, ``\\`` in LP) that give
``objective_scale``: a model may be written in scaled units so that the
solver's tolerances are relative (GIMBAL's MILP is in a time unit), and a
reader of the file alone must be able to turn its objective into the
problem's: the problem's objective = the file's objective x objective_scale.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any

from pyomo.opt import ProblemFormat

from schedbench.errors import ValidationError
from schedbench.solvers.standard_form import active_objective, check_components

#: Accepted ``format`` values and Pyomo's name for each.
FORMATS = MappingProxyType({"mps": ProblemFormat.mps, "lp": ProblemFormat.cpxlp})


#: The comment marker that opens a line in each format.
COMMENT_MARKERS = MappingProxyType({"mps": "* ", "lp": "\\ "})


def objective_scale(model: Any) -> float:
    """The problem's objective per unit of the model's objective (1 unless the
    model says otherwise through an ``objective_scale`` attribute)."""
    return float(getattr(model, "objective_scale", 1.0))


def scale_comment(scale: float) -> str:
    """The sentence that every exported file carries about its objective's unit."""
    return (f"objective_scale = {scale!r}: the problem's objective = this file's objective x {scale!r}"
            + ("" if scale == 1.0 else " (the model is written in scaled units)"))


def export_model(
    model: Any,
    path: str | os.PathLike[str],
    format: str = "mps",  # noqa: A002 (public name)
    comments: Sequence[str] = (),
) -> Path:
    """Write ``model`` to ``path`` in ``format`` ("mps" or "lp") and return the path.

    The file opens with ``comments`` and the :func:`scale_comment` line, as
    comment lines of the format. The folder must exist; the file is
    overwritten. Raises ``ValidationError`` for an unknown format, a missing
    folder, or a model that is not a linear model with one active objective.
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
    marker = COMMENT_MARKERS[format]
    header = "".join(f"{marker}{line}\n" for text in (*comments, scale_comment(objective_scale(model)))
                     for line in text.splitlines())
    target.write_text(header + target.read_text(encoding="utf-8"), encoding="utf-8")
    return target
