"""The instance library shipped with the package (``instances/library``),
checked the way a MIPLIB user would check it: every problem with a MILP has
model files; CBC, a second solver and a second reader, re-solves every model
to the ``.solu`` value and reads the counts and the sense of the metadata;
every solution file is feasible for its model file (HiGHS reads the model)
and has the ``.solu`` objective; ``schedbench export`` says the objective's
unit.

Rewrite the library (after a change of a generator or a formulation) with
the two commands at the top of ``schedbench/matrices/library.toml``.
"""

from __future__ import annotations

import math
import re
import subprocess
from pathlib import Path

import highspy
import numpy as np
import pytest
from scipy.sparse import csc_matrix

import schedbench.instances
from schedbench.cli import main
from schedbench.errors import ValidationError
from schedbench.harness.library import (
    NO_MODEL_DEFAULT,
    NO_MODEL_REASONS,
    OPTIMAL_REL_GAP,
    SOLU_TAGS,
    LibraryEntry,
    read_library,
    read_model_file,
    read_sol,
    read_solu,
    sol_text,
    solu_text,
)
from schedbench.registry import registry
from schedbench.solvers import cbc as cbc_backend
from schedbench.solvers.options import SolveOptions

LIBRARY = Path(schedbench.instances.__file__).parent / "library"
#: Tolerance of a solution file against its model's rows and bounds (HiGHS's
#: default primal feasibility tolerance is 1e-7; the values are written in full).
FEASIBILITY_TOL = 1e-6
#: CBC's time limit per model (the largest shipped model takes it about 4 s).
CBC_TIME_LIMIT_S = 120

ENTRIES = read_library(LIBRARY)
MODELS = [e for e in ENTRIES if e.mps_file is not None]


def _ids(entries: list[LibraryEntry]) -> list[str]:
    return [e.name for e in entries]


def test_every_problem_with_a_milp_has_model_files_and_the_others_say_why():
    shipped = {e.problem for e in ENTRIES}
    assert shipped == set(registry().names())
    for name in registry().names():
        spec = registry().get(name)
        mine = [e for e in ENTRIES if e.problem == name]
        if spec.build is not None:
            assert mine and all(e.mps_file and e.lp_file and e.model_note is None for e in mine), name
        else:
            assert all(e.mps_file is None and e.model_note == NO_MODEL_REASONS[name] for e in mine), name
    assert set(NO_MODEL_REASONS) == {n for n in registry().names() if registry().get(n).build is None}
    assert NO_MODEL_DEFAULT.startswith("no MILP")


def test_solu_file_lists_every_model_in_the_files_units():
    solu = read_solu(LIBRARY / "library.solu")
    assert set(solu) == {e.name for e in MODELS}
    for e in MODELS:
        tag, value = solu[e.name]
        assert tag == SOLU_TAGS[e.status]
        assert value == e.model_objective
        assert value * e.objective_scale == pytest.approx(e.best_objective, rel=1e-12)


def test_every_model_file_says_its_objective_scale():
    for e in MODELS:
        for path in (LIBRARY / e.mps_file, LIBRARY / e.lp_file):
            head = path.read_text().splitlines()[:6]
            assert any(f"objective_scale = {e.objective_scale!r}:" in line for line in head), path.name
    assert any(e.objective_scale != 1.0 for e in MODELS)  # GIMBAL's time unit is exercised


def _cbc_output(path: Path, *args: str) -> str:
    return subprocess.run([str(cbc_backend.cbc_path()), str(path), *args], cwd=path.parent, capture_output=True,
                          text=True, timeout=CBC_TIME_LIMIT_S, check=True).stdout


def _cbc_counts(entry: LibraryEntry, tmp_path: Path) -> dict[str, int]:
    """Rows, columns, nonzeros, integers and binaries as CBC reads them.

    Rows, columns and nonzeros: CBC's MPS reader on the MPS file ("Problem
    NAME has R rows, C columns and N elements"). CBC 2.10's MPS reader
    rejects a BOUNDS section of ``BV`` lines only, so they are given to it as
    the same bound in ``UP`` form (an integer column, bounds [0, 1]).
    Integers and binaries: ``-stat`` on the LP file ("Original problem has I
    integers (B of which binary)"), since CBC ignores OBJSENSE MAX in MPS and
    its presolve then empties a maximisation model before it counts them.
    """
    mps = tmp_path / Path(entry.mps_file).name
    mps.write_text(re.sub(r"^ BV BOUND (\S+)$", r" UP BOUND \1 1", (LIBRARY / entry.mps_file).read_text(), flags=re.M))
    read = re.search(r"^Problem \S+ has (\d+) rows, (\d+) columns and (\d+) elements$", _cbc_output(mps), flags=re.M)
    stat = _cbc_output(LIBRARY / entry.lp_file, "-stat")
    integers = re.search(r"Original problem has (\d+) integers \((\d+) of which binary\)", stat)
    assert read and integers, stat[-2000:]
    rows, columns, nonzeros = (int(v) for v in read.groups())
    return {"rows": rows, "columns": columns, "nonzeros": nonzeros,
            "integers": int(integers.group(1)), "binaries": int(integers.group(2))}


def _file_sense(e: LibraryEntry) -> tuple[str, str]:
    """The sense each file states: MPS ``OBJSENSE`` (MIN when absent), LP's first keyword."""
    mps = (LIBRARY / e.mps_file).read_text()
    found = re.search(r"^OBJSENSE\s*\n\s*(MAX|MIN)", mps, flags=re.M)
    mps_sense = found.group(1).lower() if found else "min"
    lp_lines = [ln.strip() for ln in (LIBRARY / e.lp_file).read_text().splitlines()]
    lp_sense = next(ln for ln in lp_lines if ln in ("min", "max", "minimize", "maximize"))[:3]
    return mps_sense, lp_sense


@pytest.mark.cbc
@pytest.mark.skipif(cbc_backend.cbc_path() is None, reason="PuLP's CBC binary is not available")
@pytest.mark.parametrize("entry", MODELS, ids=_ids(MODELS))
def test_cbc_resolves_the_model_to_the_solu_value_and_reads_the_metadata(entry, tmp_path):
    assert _file_sense(entry) == (entry.sense, entry.sense)
    counts = _cbc_counts(entry, tmp_path)
    assert counts == {"rows": entry.rows, "columns": entry.columns, "nonzeros": entry.nonzeros,
                      "integers": entry.binaries + entry.integers, "binaries": entry.binaries + entry.integers_01}
    assert entry.continuous == entry.columns - entry.binaries - entry.integers
    # the LP file: CBC 2.10 ignores OBJSENSE MAX in MPS, its LP reader takes "max"
    sol = tmp_path / "cbc.sol"
    cmd = cbc_backend.build_command(cbc_backend.cbc_path(), LIBRARY / entry.lp_file, sol,
                                    SolveOptions(time_limit=CBC_TIME_LIMIT_S), None)
    subprocess.run(cmd, cwd=tmp_path, capture_output=True, timeout=2 * CBC_TIME_LIMIT_S, check=True)
    got = cbc_backend.read_solution(sol)
    tag, value = read_solu(LIBRARY / "library.solu")[entry.name]
    assert tag == SOLU_TAGS[entry.status] and tag in ("=opt=", "=best="), tag
    if tag == "=opt=":
        assert got.header.startswith("Optimal"), got.header
        assert got.objective == pytest.approx(value, rel=OPTIMAL_REL_GAP, abs=OPTIMAL_REL_GAP)
        return
    # best known: CBC's solution lies between the bound and the best known value, in the file's units
    assert got.objective is not None and value is not None and entry.model_bound is not None, got.header
    low, high = sorted((value, entry.model_bound))
    slack = OPTIMAL_REL_GAP * max(1.0, abs(low), abs(high))
    if entry.sense == "min":
        assert low - slack <= got.objective <= (high + slack if got.header.startswith("Optimal") else math.inf)
    else:
        assert (low - slack if got.header.startswith("Optimal") else -math.inf) <= got.objective <= high + slack


def _check_feasible(lp, x: np.ndarray) -> list[str]:
    """Violations of ``x`` against the model's column bounds, integrality and rows."""
    bad = []
    lower, upper = np.asarray(lp.col_lower_), np.asarray(lp.col_upper_)
    tol_col = FEASIBILITY_TOL * np.maximum(1.0, np.abs(x))
    for j in np.flatnonzero((x < lower - tol_col) | (x > upper + tol_col)):
        bad.append(f"{lp.col_names_[j]} = {x[j]} outside [{lower[j]}, {upper[j]}]")
    for j, kind in enumerate(lp.integrality_ or []):
        if kind == highspy.HighsVarType.kInteger and x[j] != round(x[j]):
            bad.append(f"{lp.col_names_[j]} = {x[j]} is not integer")
    a = lp.a_matrix_
    activity = csc_matrix((a.value_, a.index_, a.start_), shape=(lp.num_row_, lp.num_col_)) @ x
    row_lower, row_upper = np.asarray(lp.row_lower_), np.asarray(lp.row_upper_)
    tol_row = FEASIBILITY_TOL * np.maximum(1.0, np.abs(activity))
    for i in np.flatnonzero((activity < row_lower - tol_row) | (activity > row_upper + tol_row)):
        bad.append(f"row {lp.row_names_[i]} = {activity[i]} outside [{row_lower[i]}, {row_upper[i]}]")
    return bad


SOLVED = [e for e in MODELS if e.status == "optimal"]


def test_statuses_and_solution_files():
    """Every model solved to optimality ships its solution; the others do not
    claim one. The library holds best known instances too (a heuristic and a
    bound, no exact method), so that status is exercised end to end."""
    assert all(e.solution_file is not None for e in SOLVED)
    assert all(e.solution_file is None for e in MODELS if e.status != "optimal")
    best = [e for e in MODELS if e.status == "best known"]
    assert best and all(e.best_bound is not None and e.best_objective != e.best_bound for e in best)


@pytest.mark.parametrize("entry", SOLVED, ids=_ids(SOLVED))
def test_solution_file_is_feasible_for_its_model_and_has_the_solu_objective(entry):
    assert entry.solution_file == f"models/{entry.name}.sol"
    objective, values = read_sol(LIBRARY / entry.solution_file)
    lp = read_model_file(LIBRARY / entry.mps_file)
    index = {name: j for j, name in enumerate(lp.col_names_)}
    assert set(values) <= set(index), sorted(set(values) - set(index))[:5]
    assert all(v != 0 for v in values.values())  # nonzeros only
    x = np.zeros(lp.num_col_)
    for name, value in values.items():
        x[index[name]] = value
    assert _check_feasible(lp, x) == []
    at_x = lp.offset_ + float(np.dot(lp.col_cost_, x))
    _, solu_value = read_solu(LIBRARY / "library.solu")[entry.name]
    assert objective == pytest.approx(at_x, rel=1e-12, abs=1e-12)
    assert at_x == pytest.approx(solu_value, rel=OPTIMAL_REL_GAP, abs=OPTIMAL_REL_GAP)
    # HiGHS takes it as a solution of the model it read from the file
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.readModel(str(LIBRARY / entry.mps_file))
    given = highspy.HighsSolution()
    given.col_value = list(x)
    assert h.setSolution(given) == highspy.HighsStatus.kOk


def test_sol_and_solu_formats_round_trip_and_refuse_garbage(tmp_path):
    path = tmp_path / "x.sol"
    path.write_text(sol_text(2.5, {"x(1_2)": 1.0, "y": 0.25}))
    assert path.read_text() == "=obj=  2.5\nx(1_2)  1.0\ny  0.25\n"
    assert read_sol(path) == (2.5, {"x(1_2)": 1.0, "y": 0.25})
    path.write_text("x 1 2\n")
    with pytest.raises(ValidationError, match="line 1"):
        read_sol(path)
    path.write_text("x 1\n")
    with pytest.raises(ValidationError, match="=obj="):
        read_sol(path)
    solu = tmp_path / "x.solu"
    solu.write_text(solu_text(ENTRIES))
    assert read_solu(solu) == read_solu(LIBRARY / "library.solu")
    solu.write_text("=opt=  name\n")
    with pytest.raises(ValidationError, match="line 1"):
        read_solu(solu)


def test_export_says_the_objective_scale(tmp_path, capsys):
    gimbal = next(e for e in MODELS if e.problem == "gimbal-coordination")
    out = tmp_path / "g.mps"
    with pytest.raises(SystemExit) as exc:
        main(["export", str(LIBRARY / gimbal.instance_file), "--format", "mps", "-o", str(out)])
    assert exc.value.code == 0
    said = capsys.readouterr().out
    assert f"objective_scale {gimbal.objective_scale!r}" in said
    assert f"* objective_scale = {gimbal.objective_scale!r}:" in out.read_text()


@pytest.mark.parametrize("problem", sorted(NO_MODEL_REASONS))
def test_export_of_a_problem_without_a_model_gives_the_reason(problem, tmp_path, capsys):
    entry = next(e for e in ENTRIES if e.problem == problem)
    with pytest.raises(SystemExit) as exc:
        main(["export", str(LIBRARY / entry.instance_file), "--format", "lp", "-o", str(tmp_path / "x.lp")])
    assert exc.value.code != 0
    err = capsys.readouterr().err
    assert f"{problem} has no MILP formulation to export: " in err
    assert NO_MODEL_REASONS[problem].removeprefix("no MILP: ") in err
    assert not (tmp_path / "x.lp").exists()
