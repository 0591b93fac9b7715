"""Optional parts of the install, and the one line that asks for a missing one.

The base install runs the default matrix, writes its tables and CSVs, and
solves with HiGHS. Three parts are extras, because each is large on disk
and serves only some commands:

* ``plots`` (matplotlib): the report's and the findings page's figures. Without
  it the report is written in full, less its figures, and says so.
* ``cbc`` (PuLP, which bundles the CBC binary): the second solver,
  ``--solver cbc``. Without it a ``cbc`` on ``PATH`` is used if there is one.
* ``predictors`` (XGBoost, the CPU-only build): CASTOR's interference-ratio
  predictor study and HORUS's ``prediction=xgboost``.

``pip install 'schedbench[all]'`` installs the three.
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass

from schedbench.errors import SchedbenchError


@dataclass(frozen=True)
class Extra:
    """An optional dependency group of the distribution."""

    name: str
    module: str
    package: str
    serves: str


EXTRAS: dict[str, Extra] = {
    e.name: e for e in (
        Extra("plots", "matplotlib", "matplotlib", "the report's and the findings page's figures"),
        Extra("cbc", "pulp", "PuLP", "the CBC solver"),
        Extra("predictors", "xgboost", "XGBoost", "the XGBoost predictors"),
    )
}


class MissingExtra(SchedbenchError, ImportError):
    """An optional dependency that a command needs is not installed."""

    def __init__(self, extra: str, needed_for: str | None = None):
        self.extra = EXTRAS[extra]
        super().__init__(install_line(extra, needed_for))


def install_line(extra: str, needed_for: str | None = None) -> str:
    """``"<what>: <package> is not installed: pip install 'schedbench[<extra>]'"``."""
    e = EXTRAS[extra]
    return f"{needed_for or e.serves}: {e.package} is not installed: pip install 'schedbench[{e.name}]'"


def available(extra: str) -> bool:
    """Whether the extra's module can be imported (found on the path; not imported here)."""
    return importlib.util.find_spec(EXTRAS[extra].module) is not None


def require(extra: str, needed_for: str | None = None) -> None:
    """Raise :class:`MissingExtra` with the install line when ``extra`` is missing."""
    if not available(extra):
        raise MissingExtra(extra, needed_for)
