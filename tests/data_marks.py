"""Marks for the tests that read public data files at run time.

Each such test is marked ``data`` (``.ci/run`` runs them a second time with
``$SCHEDBENCH_DATA`` on an empty folder and the fallbacks off, where every
one must pass or skip) and skips, with the line that names the
``schedbench data fetch`` command, when a file it reads is found nowhere.
The folder is found as the readers find it (:mod:`schedbench.data`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from schedbench import data


def folder(*rels: str) -> Path | None:
    """The first folder searched that holds every file of ``rels``, or None."""
    return data.find_root(rels)


def folder_of(*sets: str) -> Path | None:
    """:func:`folder` for every registered file of the data sets ``sets``."""
    return folder(*data.files_of(*sets))


def _missing(rels: tuple[str, ...]) -> str:
    try:
        data.root(rels)
    except data.DataMissingError as exc:
        return str(exc)
    return ""


def marks(*rels: str) -> list[pytest.MarkDecorator]:
    """The marks of a test that reads ``rels`` (for ``pytest.param(..., marks=...)``).
    Only finds the folder: a file whose bytes differ from the registry fails
    the test that reads it, not the collection."""
    absent = folder(*rels) is None
    return [pytest.mark.data, pytest.mark.skipif(absent, reason=_missing(rels) if absent else "data present")]


def needs(*rels: str) -> Callable[[Any], Any]:
    """Mark a test ``data`` and skip it unless one folder holds all of ``rels``."""

    def mark(obj: Any) -> Any:
        for m in marks(*rels):
            obj = m(obj)
        return obj

    return mark


def needs_sets(*sets: str) -> Callable[[Any], Any]:
    """:func:`needs` for every registered file of the data sets ``sets``."""
    return needs(*data.files_of(*sets))
