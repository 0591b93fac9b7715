"""The instance library: ``schedbench library`` writes instance files, MPS/LP
models, solution files, a .solu file and a metadata table filled from a
results store; CBC re-solving the LP file of every instance marked optimal
finds the recorded optimum; ``schedbench run --library`` benchmarks exactly
those instances. The shipped library is checked in test_library_shipped.py."""

from __future__ import annotations

import csv
import json
import math
import shutil
import subprocess

import pytest

from schedbench.cli import main
from schedbench.contracts import Sense
from schedbench.errors import SchedbenchError, ValidationError
from schedbench.harness.library import (
    COLUMNS,
    NO_MODEL_REASONS,
    OPTIMAL_REL_GAP,
    LIBRARY_STATUSES,
    best_known,
    library_matrix,
    read_library,
    read_sol,
    read_solu,
)
from schedbench.registry import registry
from schedbench.solvers import cbc as cbc_backend
from schedbench.solvers.options import SolveOptions
from schedbench.harness.store import Store

#: One exact method and one heuristic per problem with a formulation, at
#: sizes the exact method proves in well under a second; castor-pair has no
#: MILP (instance file and table row only).
MATRIX = """
[defaults]
time_limit_s = 30
seeds = [0, 1]
[problems.cuckoo-packing]
sizes = [6]
methods = ["milp", "greedy"]
[problems.cuckoo-planning]
sizes = [4]
methods = ["milp", "edf"]
[problems.cuckoo-joint]
sizes = [4]
methods = ["milp", "cuckoo"]
[problems.asrpt-placement]
sizes = [4]
methods = ["milp", "heavy-edge"]
[problems.asrpt-schedule]
sizes = [4]
methods = ["milp", "a-srpt"]
[problems.gimbal-coordination]
sizes = [2]
methods = ["exact", "coordination-search"]
[problems.castor-pair]
sizes = [4]
methods = ["exact", "theorem1"]
"""


def _cli(*args: str) -> None:
    with pytest.raises(SystemExit) as exc:
        main(list(args))
    assert exc.value.code == 0


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    root = tmp_path_factory.mktemp("library")
    (root / "m.toml").write_text(MATRIX)
    store = root / "store.sqlite"
    _cli("run", str(root / "m.toml"), "--store", str(store), "--no-report", "-q", "--jobs", "2")
    _cli("library", str(root / "m.toml"), "--store", str(store), "-o", str(root / "lib"))
    return root


def test_files_and_table(library):
    lib = library / "lib"
    entries = read_library(lib)
    assert len(entries) == 14  # 7 problems x 2 seeds
    with (lib / "library.csv").open() as fh:
        rows = list(csv.DictReader(fh))
    assert tuple(rows[0]) == COLUMNS and len(rows) == 14
    assert (lib / "library.md").read_text().count("\n| ") == 15  # header + 14 rows
    for e in entries:
        assert (lib / e.instance_file).is_file()
        if e.problem == "castor-pair":
            assert e.mps_file is None and e.rows is None and e.sense is None
            assert e.model_note == NO_MODEL_REASONS["castor-pair"]
        else:
            assert (lib / e.mps_file).stat().st_size > 0 and (lib / e.lp_file).stat().st_size > 0
            assert e.columns == e.binaries + e.integers + e.continuous and e.nonzeros > 0
            assert e.sense == ("max" if e.problem == "cuckoo-packing" else "min") and e.model_note is None
            assert e.model_objective * e.objective_scale == pytest.approx(e.best_objective, rel=1e-12)
            # solved to optimality: the solution file holds the optimum in the file's units
            objective, values = read_sol(lib / e.solution_file)
            assert values and objective == pytest.approx(e.model_objective, rel=OPTIMAL_REL_GAP)
        assert e.status in LIBRARY_STATUSES
    # every instance here was solved by its exact method, so all are optimal
    assert all(e.status == "optimal" and e.best_method is not None for e in entries)
    solu = read_solu(lib / "library.solu")
    assert solu == {e.name: ("=opt=", e.model_objective) for e in entries if e.mps_file is not None}


@pytest.mark.cbc
@pytest.mark.skipif(cbc_backend.cbc_path() is None, reason="PuLP's CBC binary is not available")
def test_cbc_resolves_every_optimal_model_to_the_recorded_optimum(library, tmp_path):
    lib = library / "lib"
    checked = 0
    for e in read_library(lib):
        if e.status != "optimal" or e.lp_file is None:
            continue
        sol = tmp_path / f"{e.name}.sol"
        cmd = cbc_backend.build_command(cbc_backend.cbc_path(), lib / e.lp_file, sol, SolveOptions(time_limit=60), None)
        subprocess.run(cmd, cwd=tmp_path, capture_output=True, timeout=120, check=True)
        got = cbc_backend.read_solution(sol)
        assert got.header.startswith("Optimal"), (e.name, got.header)
        objective = got.objective * e.objective_scale  # the model file's units -> the problem's
        assert math.isclose(objective, e.best_objective, rel_tol=1e-6, abs_tol=1e-6), (e.name, got.objective)
        checked += 1
    assert checked == 12


def test_run_library_benchmarks_exactly_those_instances(library):
    lib = library / "lib"
    store = library / "again.sqlite"
    _cli("run", "--library", str(lib), "--methods", "greedy,heavy-edge,exact", "--store", str(store), "--no-report", "-q")
    with Store(store, create=False) as db:
        rows = db.rows()
    wanted = {(e.problem, e.instance_id) for e in read_library(lib)
              if e.problem in ("cuckoo-packing", "asrpt-placement", "gimbal-coordination", "castor-pair")}
    assert {(r["problem"], r["instance_id"]) for r in rows} == wanted
    assert len(rows) == len(wanted)


def test_a_library_improves_when_the_store_does():
    assert best_known([], Sense.MINIMIZE)["status"] == "open"  # nothing known
    rows = [{"method": "h", "status": "feasible", "objective": 12.0, "feasible": 1, "bound": None}]
    assert best_known(rows, Sense.MINIMIZE)["status"] == "best known"
    with_bound = [*rows, {"method": "lb", "status": "feasible", "objective": None, "feasible": 0, "bound": 9.0}]
    assert best_known(with_bound, Sense.MINIMIZE) == {"best_objective": 12.0, "best_method": "h", "best_bound": 9.0,
                                                      "status": "best known"}
    rows.append({"method": "milp", "status": "optimal", "objective": 10.0, "feasible": 1, "bound": 10.0 - 1e-9})
    best = best_known(rows, Sense.MINIMIZE)
    assert best == {"best_objective": 10.0, "best_method": "milp", "best_bound": 10.0 - 1e-9, "status": "optimal"}
    worse = best_known([{**rows[1], "bound": 10.0 * (1 - 10 * OPTIMAL_REL_GAP)}], Sense.MINIMIZE)
    assert worse["status"] == "best known"  # a solution, its bound 1e-5 away
    errored = [{**rows[1], "status": "error"}]
    assert best_known(errored, Sense.MINIMIZE)["best_objective"] is None
    proof = [{"method": "milp", "status": "infeasible", "objective": None, "feasible": 0, "bound": None}]
    assert best_known(proof, Sense.MINIMIZE)["status"] == "infeasible"
    # maximisation: the best objective is the largest, the best bound the smallest
    up = [{"method": "a", "status": "feasible", "objective": 3.0, "feasible": 1, "bound": None},
          {"method": "b", "status": "optimal", "objective": 5.0, "feasible": 1, "bound": 5.0},
          {"method": "c", "status": "feasible", "objective": None, "feasible": 0, "bound": 7.0}]
    assert best_known(up, Sense.MAXIMIZE) == {"best_objective": 5.0, "best_method": "b", "best_bound": 5.0,
                                              "status": "optimal"}


def test_a_bound_in_conflict_proves_nothing_in_the_library():
    """A feasible objective below a proven lower bound: one of the two (or
    the evaluator) is wrong, so the instance gets no bound and is not
    proven optimal."""
    rows = [{"method": "milp", "status": "optimal", "objective": 10.0, "feasible": 1, "bound": 10.0},
            {"method": "h", "status": "feasible", "objective": 9.0, "feasible": 1, "bound": None}]
    assert best_known(rows, Sense.MINIMIZE) == {"best_objective": 9.0, "best_method": "h", "best_bound": None,
                                                "status": "best known"}


def test_a_tie_names_the_same_method_whatever_the_order():
    rows = [{"method": m, "status": "optimal", "objective": 4.0, "feasible": 1, "bound": 4.0} for m in ("z", "a")]
    assert best_known(rows, Sense.MINIMIZE)["best_method"] == best_known(rows[::-1], Sense.MINIMIZE)["best_method"]


def test_tampered_or_foreign_libraries_are_refused(library, tmp_path):
    lib = tmp_path / "lib"
    shutil.copytree(library / "lib", lib)
    doc = json.loads((lib / "library.json").read_text())
    doc["entries"][0]["instance_id"] = "0" * 16
    (lib / "library.json").write_text(json.dumps(doc))
    with pytest.raises(ValidationError, match="instance_id"):
        read_library(lib)
    with pytest.raises(ValidationError, match="library folder"):
        read_library(tmp_path)
    doc["entries"][0]["instance_id"] = read_library(library / "lib")[0].instance_id
    doc["entries"][0]["seed"] += 7  # the file no longer matches what the generator gives for this seed
    (lib / "library.json").write_text(json.dumps(doc))
    with pytest.raises(SchedbenchError, match="generator"):
        library_matrix(lib, reg=registry())


def test_file_counts_split_declared_binaries_from_zero_one_integers(tmp_path):
    """BV columns are binaries; an integer column written LI 0 / UI 1 stays an
    integer (SCIP's reading) and is counted again in integers_01 (CBC's and HiGHS's)."""
    from schedbench.harness.library import file_counts

    mps = tmp_path / "tiny.mps"
    mps.write_text(
        "NAME tiny\nROWS\n N obj\n L c1\nCOLUMNS\n"
        "    MARKER 'MARKER' 'INTORG'\n"
        "    b obj 1 c1 1\n    z obj 1 c1 1\n    w obj 1 c1 1\n"
        "    MARKER 'MARKER' 'INTEND'\n"
        "    x obj 1 c1 1\n"
        "RHS\n    rhs c1 2\n"
        "BOUNDS\n BV BOUND b\n LI BOUND z 0\n UI BOUND z 1\n LI BOUND w 0\n UI BOUND w 5\n UP BOUND x 3\nENDATA\n")
    counts = file_counts(mps)
    assert (counts["columns"], counts["binaries"], counts["integers"], counts["integers_01"],
            counts["continuous"]) == (4, 1, 2, 1, 1)
