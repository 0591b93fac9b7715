"""The layers import downward only (DESIGN.md, "Layout"), checked on the source.

Layers, lowest first, and what each may import of the others:

* ``instances`` (schemas, generators, catalogs) and ``perfmodels`` (the
  papers' time, rate and cost models): neither heuristics, formulations,
  problems nor solvers;
* ``problems`` (solution types, evaluators, method registration): heuristics
  and formulations only inside registration functions and paper-table
  studies, imported lazily, never in an evaluator and never at module level
  (so importing a problem's evaluator imports no method);
* ``heuristics``: never formulations or solvers (a heuristic is not an
  exact method);
* ``formulations`` may use all of the above (warm starts come from
  heuristics, decoding targets the problems' solution types).

Each exception below is a paper's own definition, not a shortcut; its reason
is stated beside it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

#: Folder -> the schedbench sub-package it installs as.
LAYER_DIRS = {
    "instances": ROOT / "instances",
    "perfmodels": ROOT / "schedbench" / "perfmodels",
    "problems": ROOT / "schedbench" / "problems",
    "heuristics": ROOT / "heuristics",
}

#: Layer -> sub-packages it must never import.
FORBIDDEN = {
    "instances": {"heuristics", "formulations", "problems", "solvers"},
    "perfmodels": {"heuristics", "formulations", "problems", "solvers"},
    "heuristics": {"formulations", "solvers"},
}

#: In ``problems``, the functions that may import methods (lazily).
METHOD_IMPORTERS = ("register", "_register", "_milp_", "table", "schedule_report")

#: (file, enclosing function, imported module) -> why it is allowed.
EXCEPTIONS = {
    ("instances/cuckoo.py", "generate_planning", "schedbench.heuristics.cuckoo"):
        "CUCKOO Sec. 3.3: execution planning takes the groups packing made; the instance is DAB's output",
    ("instances/asrpt.py", "generate_schedule", "schedbench.heuristics.asrpt"):
        "A-SRPT Sec. IV-B defines alpha~min as Heavy-Edge's estimate on empty servers; the load is set with it",
    ("instances/asrpt.py", "_generate_schedule_trace", "schedbench.heuristics.asrpt"):
        "as above, for trace workloads",
    ("schedbench/problems/asrpt.py", "evaluate", "schedbench.heuristics.asrpt"):
        "the alpha_min_ms metric (Sec. IV-B's alpha~min, Heavy-Edge's estimate); not used in the objective",
    ("schedbench/problems/asrpt.py", "_online_metrics", "schedbench.heuristics.asrpt"):
        "offered load in alpha~min GPU-seconds (the generator's definition of load); not used in the objective",
    ("heuristics/horus.py", "_round_online", "schedbench.formulations.horus"):
        "horus-exact-round, an ablation that solves each online round with the round MILP",
}


def _imports(path: Path):
    """``(enclosing function or "<module>", imported schedbench module)``."""
    def walk(node, where):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                yield from walk(child, where if where != "<module>" else child.name)
            elif isinstance(child, ast.ImportFrom) and child.module and child.module.startswith("schedbench."):
                yield where, child.module
            elif isinstance(child, ast.Import):
                for alias in child.names:
                    if alias.name.startswith("schedbench."):
                        yield where, alias.name
            else:
                yield from walk(child, where)

    yield from walk(ast.parse(path.read_text(encoding="utf-8")), "<module>")


def _violations() -> list[str]:
    out = []
    for layer, folder in LAYER_DIRS.items():
        for path in sorted(folder.glob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for where, module in _imports(path):
                target = module.split(".")[1]
                if layer == "problems":
                    bad = target in ("heuristics", "formulations") and (
                        where == "<module>" or not where.startswith(METHOD_IMPORTERS))
                else:
                    bad = target in FORBIDDEN[layer]
                if bad and (rel, where, module) not in EXCEPTIONS and (
                        rel, where, module.rsplit(".", 1)[0]) not in EXCEPTIONS:
                    out.append(f"{rel}: {where} imports {module}")
    return out


def test_layers_import_downward_only():
    assert _violations() == []


def test_every_exception_is_still_needed():
    """An exception that no import uses any more is removed, so the list
    stays the true list of places where a layer reaches up."""
    used = set()
    for folder in LAYER_DIRS.values():
        for path in sorted(folder.glob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for where, module in _imports(path):
                used.add((rel, where, module))
                used.add((rel, where, module.rsplit(".", 1)[0]))
    assert [key for key in EXCEPTIONS if key not in used] == []


@pytest.mark.parametrize("source, expected", [
    ("from schedbench.heuristics.cuckoo import x\n", [("<module>", "schedbench.heuristics.cuckoo")]),
    ("def f():\n    def g():\n        import schedbench.solvers.cbc\n", [("f", "schedbench.solvers.cbc")]),
])
def test_import_scan(tmp_path, source, expected):
    """The scanner sees module-level and nested imports, named by the outermost function."""
    path = tmp_path / "m.py"
    path.write_text(source)
    assert list(_imports(path)) == expected
