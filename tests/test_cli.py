"""The command line end to end: on the toy problem, then on cuckoo-packing."""

from __future__ import annotations

import csv
import json
import re
import sys

import pytest
import toy_problem  # tests/ is on sys.path (pytest's rootdir conftest)

import schedbench.harness.matrix as matrix_module
from schedbench.cli import main, time_breakdown
from schedbench.harness.executor import CELL_CPU_KEY
from schedbench.harness.store import Store


def cli(capsys, *args) -> tuple[int, str, str]:
    """Run ``schedbench ARGS`` in this process: (exit status, stdout, stderr)."""
    with pytest.raises(SystemExit) as info:
        main([str(a) for a in args])
    out, err = capsys.readouterr()
    code = info.value.code
    return (0 if code is None else code), out, err


@pytest.fixture
def instance_file(toy_registry, tmp_path, capsys):
    path = tmp_path / "inst.json"
    code, out, _ = cli(capsys, "generate", "toy-pick", "--size", 6, "--seed", 2, "-o", path)
    assert code == 0 and path.is_file()
    return path


TINY_MATRIX = """
[defaults]
time_limit_s = 0.5
seeds = [0, 1]
[problems.toy-pick]
sizes = [4, 8]
methods = ["exact", "good", "crashy", "giveup"]
"""


# ---------------------------------------------------------------- commands


def test_list(toy_registry, capsys):
    code, out, err = cli(capsys, "list")
    assert code == 0
    assert "toy-pick: pick k of n costs" in out
    assert "size: number of items n (k = n // 2)" in out
    assert "default sizes: 4, 8" in out
    assert "spread: largest cost drawn" in out
    lines = out.splitlines()
    exact = next(ln for ln in lines if ln.strip().startswith("exact "))
    assert "exact" in exact.split()[1] and "(max size 16)" in exact
    assert any(ln.split()[:2] == ["good", "heuristic"] for ln in lines)


def test_generate_writes_a_loadable_document(instance_file, capsys):
    doc = json.loads(instance_file.read_text())
    assert doc["problem"] == "toy-pick"
    assert len(doc["instance"]["costs"]) == 6
    code, out, _ = cli(capsys, "generate", "toy-pick", "--size", 8, "-o", instance_file.parent / "s.json",
                       "--option", "spread=3")
    assert code == 0 and "size 8" in out
    assert max(json.loads((instance_file.parent / "s.json").read_text())["instance"]["costs"]) <= 3


def test_solve_text(instance_file, capsys):
    code, out, err = cli(capsys, "solve", instance_file, "--method", "exact")
    assert code == 0, err
    fields = dict(line.split(None, 1) for line in out.splitlines())
    assert fields["status"] == "optimal"
    assert fields["gap"] == "0%"
    assert fields["objective"].endswith("(min)")
    assert fields["bound"] == fields["objective"].split()[0]
    assert fields["time"].endswith(")") and "solve" in fields["time"]


def test_solve_json_is_one_object(instance_file, capsys):
    doc = json.loads(instance_file.read_text())
    code, out, err = cli(capsys, "solve", instance_file, "--method", "good", "--json", "--time-limit", 5,
                         "--seed", 3, "--threads", 2)
    assert code == 0, err
    assert out.count("\n") == 1
    data = json.loads(out)
    assert data["instance_id"] == doc["id"]
    assert data["problem"] == "toy-pick" and data["method"] == "good"
    assert data["result"]["status"] == "feasible"
    assert data["budget"] == {"time_limit_s": 5.0, "threads": 2, "seed": 3, "mip_rel_gap": 1e-6, "solver": "highs",
                              "work": 1.0, "node_limit": None}
    assert data["evaluation"]["feasible"] is True
    assert data["gap_to_bound"] is None and data["error"] is None
    assert set(data["result"]["timings"]) == {"build_s", "handoff_s", "solve_s", "decode_s", "total_s"}


def test_solve_of_a_crashing_method_exits_1(instance_file, capsys):
    code, out, _ = cli(capsys, "solve", instance_file, "--method", "crashy")
    assert code == 1
    assert "error      RuntimeError: crashy always fails" in out
    code, out, _ = cli(capsys, "solve", instance_file, "--method", "crashy", "--json")
    assert code == 1 and json.loads(out)["result"]["status"] == "error"


def test_run_tiny_matrix_resume_and_report(toy_registry, tmp_path, capsys):
    matrix = tmp_path / "m.toml"
    matrix.write_text(TINY_MATRIX)
    store, results = tmp_path / "runs" / "s.sqlite", tmp_path / "results"
    code, out, err = cli(capsys, "run", matrix, "--store", store, "--report-dir", results, "--jobs", 2, "--verbose")
    assert code == 1, err  # the crashy cells: the run says so in its exit status, after the report
    assert "4 cell(s) ended in error" in err
    assert "0 cell(s) already stored, skipped; 16 to run" in err
    assert "ran 16 cell(s)" in err and "4 error" in err
    assert "16/16 cells done" in err  # the plain progress line (stderr is not a terminal here)
    assert "| exact | 4 | 2 | 0.00% |" in out  # --verbose: the summary table
    for name in ("report.md", "toy-pick.md", "toy-pick.csv", "toy-pick-gap.png", "toy-pick-runtime.png"):
        assert (results / name).is_file()

    code, out, err = cli(capsys, "run", matrix, "--store", store, "--report-dir", results)
    assert code == 0
    assert "16 cell(s) already stored, skipped; 0 to run" in err
    assert "ran 0 cell(s)" in err
    # without --verbose: one line per problem and where the report is, no tables
    assert out.splitlines() == [
        "toy-pick  16 cell(s): 4 optimal, 4 feasible, 4 no-solution, 4 error",
        f"report of 16 cell(s) (code version {_version_of(store)}): {results / 'report.md'}",
    ]

    code, out, err = cli(capsys, "run", matrix, "--store", store, "--no-report", "--retry-errors")
    assert code == 1  # crashy crashes again
    assert "12 cell(s) already stored, skipped; 4 to run (4 stored cell(s) retried: 4 error)" in err

    code, out, err = cli(capsys, "report", store, "-o", tmp_path / "again")
    assert code == 0, err
    assert "report of 16 cell(s)" in out and "|" not in out
    rows = list(csv.DictReader((tmp_path / "again" / "toy-pick.csv").open()))
    assert sum(int(r["n"]) for r in rows) == 16
    assert sum(int(r["error"]) for r in rows) == 4


def _version_of(store) -> str:
    from schedbench.harness.store import Store

    with Store(store) as db:
        return db.code_versions()[0][0]


def test_run_from_flags_with_time_limit_override(toy_registry, tmp_path, capsys):
    store = tmp_path / "s.sqlite"
    code, out, err = cli(capsys, "run", "--problem", "toy-pick", "--sizes", "4,32", "--seeds", "0-1",
                         "--methods", "exact,good", "--time-limit", 2, "--store", store, "--no-report")
    assert code == 0, err
    assert "note: toy-pick/exact: size(s) 32 skipped" in err
    assert "6 to run" in err
    assert out.splitlines() == ["toy-pick  6 cell(s): 2 optimal, 4 feasible"]  # --no-report: this run's line, no table
    code, out, err = cli(capsys, "run", "--problem", "toy-pick", "--sizes", "4,32", "--seeds", "0-1",
                         "--methods", "exact,good", "--max-size", "exact=32", "--store", store, "--no-report",
                         "--time-limit", 2)
    assert code == 0, err
    assert "6 cell(s) already stored, skipped; 2 to run" in err


def test_run_without_arguments_runs_the_default_matrix(toy_registry, tmp_path, capsys, monkeypatch):
    default = tmp_path / "default.toml"
    default.write_text(TINY_MATRIX)
    monkeypatch.setattr(matrix_module, "default_matrix_path", lambda: default)
    monkeypatch.chdir(tmp_path)
    code, out, err = cli(capsys, "run")
    assert code == 1, err  # the tiny matrix has crashy cells
    assert f"matrix {default}: 16 cell(s)" in err
    assert (tmp_path / "runs" / "schedbench.sqlite").is_file()  # the default store
    assert (tmp_path / "runs" / "schedbench" / "report.md").is_file()  # the default report folder: beside it
    assert not (tmp_path / "results").exists()  # never the tracked reference results
    assert "runs/schedbench/report.md" in out
    # `report` of that store writes to the same default folder
    (tmp_path / "runs" / "schedbench" / "report.md").unlink()
    code, out, err = cli(capsys, "report", "runs/schedbench.sqlite")
    assert code == 0, err
    assert (tmp_path / "runs" / "schedbench" / "report.md").is_file() and not (tmp_path / "results").exists()


# --------------------------------------------------------------- bad input

BAD_INPUT = [
    (["generate", "nope", "--size", "3", "-o", "x.json"], "PROBLEM: must be a registered problem (known: toy-pick)"),
    (["generate", "toy-pick", "--size", "x", "-o", "x.json"], "'--size'"),
    (["generate", "toy-pick", "--size", "0", "-o", "x.json"], "--size: must be a positive integer (got 0)"),
    (["generate", "toy-pick", "--size", "4", "--seed", "-1", "-o", "x.json"], "--seed: must be a non-negative integer"),
    (["generate", "toy-pick", "--size", "4", "-o", "x.json", "--option", "w=1"], "--option w: is not a generator option of toy-pick"),
    (["generate", "toy-pick", "--size", "4", "-o", "x.json", "--option", "w"], "--option[0]: must have the form key=value"),
    (["generate", "toy-pick", "--size", "4"], "'--output'"),
    (["solve", "{inst}", "--method", "nope"], "--method: must be a method of toy-pick"),
    (["solve", "{inst}", "--method", "good", "--solver", "gurobi"], "--solver: must be one of highs, cbc (got 'gurobi')"),
    (["solve", "{inst}", "--method", "good", "--time-limit", "0"], "--time-limit: must be a positive finite number"),
    (["solve", "{inst}", "--method", "good", "--threads", "0"], "--threads: must be a positive integer"),
    (["solve", "{inst}", "--method", "good", "--mip-rel-gap", "-1"], "--mip-rel-gap: must be a number in [0, 1)"),
    (["solve", "{inst}", "--method", "good", "--threads", "1.5"], "'--threads'"),
    (["solve", "{dir}/missing.json", "--method", "good"], "missing.json: cannot be read"),
    (["solve", "{dir}/notjson.json", "--method", "good"], "notjson.json: <root>: is not valid JSON"),
    (["solve", "{dir}/badfield.json", "--method", "good"], "badfield.json: instance.costs[1]: must be >= 1 (got -2)"),
    (["solve", "{dir}/badproblem.json", "--method", "good"], "problem: must be a registered problem"),
    (["export", "{inst}", "--format", "docx"], "--format: must be one of mps, lp (got 'docx')"),
    (["export", "{inst}", "--format", "mps"], "toy-pick has no MILP formulation to export"),
    (["run", "--sizes", "4"], "--sizes: needs --problem"),
    (["run", "{dir}/m.toml", "--problem", "toy-pick"], "--problem: cannot be combined with a matrix file"),
    (["run", "--problem", "toy-pick", "--sizes", "4,x"], "--sizes[1]: must be a positive integer (got 'x')"),
    (["run", "--problem", "toy-pick", "--seeds", "2-1"], "--seeds[0]: range must not be decreasing"),
    (["run", "--problem", "toy-pick", "--methods", "good,nope"], "--methods[1]: must be a method of toy-pick"),
    (["run", "--problem", "nope"], "--problem: must be a registered problem"),
    (["run", "--problem", "toy-pick", "--jobs", "0"], "--jobs: must be a positive integer"),
    (["run", "--problem", "toy-pick", "--jobs", "100000000"], "--jobs: must be at most 1024"),
    (["run", "--problem", "toy-pick", "--time-limit", "-3"], "--time-limit: must be a positive finite number"),
    (["run", "--problem", "toy-pick", "--max-size", "nope=3"], "--max-size.nope: must name a method of toy-pick"),
    (["run", "--problem", "toy-pick", "--executor", "slurm"], "--executor: must be one of local, dask"),
    (["run", "{dir}/bad.toml"], "bad.toml: problems.toy-pick.sizes[1]: must be a positive integer (got -4)"),
    (["run", "{dir}/syntax.toml"], "syntax.toml: not valid TOML"),
    (["run", "{dir}/missing.toml"], "missing.toml: cannot be read"),
    (["run", "{dir}/latin1.toml"], "latin1.toml: is not UTF-8 text (byte 1)"),
    (["report", "{dir}/missing.sqlite"], "missing.sqlite: no such results store"),
    (["report", "{dir}/notjson.json"], "not a schedbench results store"),
    (["frobnicate"], "No such command 'frobnicate'"),
    (["run", "--bogus"], "No such option: --bogus"),
]


@pytest.mark.parametrize("args, message", BAD_INPUT, ids=[" ".join(a) for a, _ in BAD_INPUT])
def test_bad_input_exits_2_with_one_line(instance_file, tmp_path, capsys, args, message):
    d = tmp_path
    (d / "notjson.json").write_text("{")
    (d / "badfield.json").write_text(json.dumps({"problem": "toy-pick", "instance": {"costs": [1, -2], "k": 1}}))
    (d / "badproblem.json").write_text(json.dumps({"problem": "nope", "instance": {}}))
    (d / "bad.toml").write_text("[problems.toy-pick]\nsizes = [4, -4]\n")
    (d / "syntax.toml").write_text("[problems.toy-pick\n")
    (d / "latin1.toml").write_bytes("#\u00e9\n".encode("latin-1"))
    (d / "m.toml").write_text(TINY_MATRIX)
    args = [a.format(inst=instance_file, dir=d) for a in args]
    code, out, err = cli(capsys, *args)
    assert code == 2, (out, err)
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith("schedbench")
    assert message in err
    assert "Traceback" not in err and out == ""


# ------------------------------------------------------------ cuckoo-packing


def _cuckoo_or_skip():
    from schedbench.registry import registry

    try:
        names = registry().names()
    except Exception as exc:  # the problem module is being written
        pytest.skip(f"the built-in registry does not load: {exc}")
    if "cuckoo-packing" not in names:
        pytest.skip("cuckoo-packing is not registered yet")


def test_cuckoo_generate_solve_export_run_report(tmp_path, capsys):
    _cuckoo_or_skip()
    inst = tmp_path / "c.json"
    code, out, err = cli(capsys, "generate", "cuckoo-packing", "--size", 12, "--seed", 1, "-o", inst)
    assert code == 0, err
    objective = {}
    for method in ("blossom", "greedy"):
        code, out, err = cli(capsys, "solve", inst, "--method", method, "--json", "--time-limit", 10)
        assert code == 0, err
        data = json.loads(out)
        assert data["result"]["status"] in ("optimal", "feasible")
        assert data["evaluation"]["sense"] == "max"
        objective[method] = data["evaluation"]["objective"]
    assert objective["blossom"] >= objective["greedy"] - 1e-9  # exact matching is never worse

    for fmt in ("mps", "lp"):
        try:
            import schedbench.solvers as solvers
        except ImportError:
            pytest.skip("schedbench.solvers does not load")
        if not hasattr(solvers, "export_model"):
            pytest.skip("schedbench.solvers has no export_model yet")
        code, out, err = cli(capsys, "export", inst, "--format", fmt)
        assert code == 0, err
        model = inst.with_suffix(f".{fmt}")
        assert model.is_file() and model.stat().st_size > 0
    assert "ROWS" in inst.with_suffix(".mps").read_text()

    store, results = tmp_path / "s.sqlite", tmp_path / "results"
    code, out, err = cli(capsys, "run", "--problem", "cuckoo-packing", "--sizes", "8,12", "--seeds", "0",
                         "--methods", "blossom,greedy,blossom-pruned", "--time-limit", 10, "--store", store,
                         "--report-dir", results, "--jobs", 2)
    assert code == 0, err
    assert "ran 6 cell(s)" in err
    rows = {(r["method"], int(r["size"])): r for r in csv.DictReader((results / "cuckoo-packing.csv").open())}
    assert set(rows) == {(m, n) for m in ("blossom", "greedy", "blossom-pruned") for n in (8, 12)}
    for n in (8, 12):
        assert rows[("blossom", n)]["optimal"] == "1"
        assert float(rows[("blossom", n)]["gap_to_best_median"]) == 0.0  # the optimum is the best found
        assert float(rows[("greedy", n)]["gap_to_best_median"]) >= 0.0
    code, out, err = cli(capsys, "report", store, "-o", tmp_path / "again", "--verbose")
    assert code == 0, err
    assert (tmp_path / "again" / "cuckoo-packing-gap.png").is_file()
    assert "| blossom | 8 | 1 |" in out


def test_run_matrix_file_with_budget_overrides(toy_registry, tmp_path, capsys):
    from schedbench.harness.store import Store

    matrix = tmp_path / "m.toml"
    matrix.write_text(TINY_MATRIX)
    store = tmp_path / "s.sqlite"
    code, out, err = cli(capsys, "run", matrix, "--store", store, "--no-report", "--time-limit", 3, "--threads", 2,
                         "--quiet", "--code-version", "mine")
    assert code == 1, err  # the tiny matrix has crashy cells
    assert "cells done" not in err  # --quiet
    with Store(store) as db:
        rows = db.rows("mine")
    assert len(rows) == 16
    assert {(r["time_limit_s"], r["threads"]) for r in rows} == {(3.0, 2)}
    assert all(r["budget_key"].startswith("t=3,threads=2") for r in rows)


def test_dask_executor_without_dask_is_a_clear_error(toy_registry, tmp_path, capsys, monkeypatch):
    # Dask is an optional extra: make it look absent (a None entry makes `import` raise ImportError).
    monkeypatch.setitem(sys.modules, "dask", None)
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    code, out, err = cli(capsys, "run", "--problem", "toy-pick", "--executor", "dask", "--store", tmp_path / "s.sqlite")
    assert code == 2
    assert err.count("\n") == 1 and "dask executor needs dask.distributed" in err


def test_every_problem_with_an_exact_milp_exports_it(tmp_path, capsys):
    """Each built-in problem whose methods include an exact MILP hands that
    MILP to `schedbench export` (LP and MPS files other solvers read)."""
    from schedbench.registry import registry

    for name in registry().names():
        spec = registry().get(name)
        if spec.build is None or not any(m.kind == "exact" for m in spec.methods.values()):
            continue  # no MILP (castor-pair's exact method is an enumeration)
        inst = tmp_path / f"{name}.json"
        code, out, err = cli(capsys, "generate", name, "--size", min(spec.default_sizes), "--seed", 0, "-o", inst)
        assert code == 0, err
        code, out, err = cli(capsys, "export", inst, "--format", "lp")
        assert code == 0, (name, err)
        assert "min" in inst.with_suffix(".lp").read_text() or "max" in inst.with_suffix(".lp").read_text()


@pytest.mark.parametrize(("command", "option", "said"), [
    ("generate", "w=abc", "--option w: must be a finite number (got 'abc')"),
    ("generate", "w=true", "--option w: must be a finite number (got True)"),
    ("run", "servers=abc", "servers: must be an integer (got 'abc')"),
    ("run", "servers=2.5", "servers: must be an integer (got 2.5)"),
])
def test_an_option_of_the_wrong_type_is_one_line(tmp_path, capsys, command, option, said):
    problem = "cuckoo-packing" if command == "generate" else "asrpt-schedule"
    if command == "generate":
        args = ["generate", problem, "--size", 8, "--seed", 0, "--option", option, "-o", tmp_path / "x.json"]
    else:
        args = ["run", "--problem", problem, "--sizes", 8, "--seeds", 0, "--methods", "spjf", "--option", option,
                "--store", tmp_path / "s.sqlite", "--no-report"]
    code, out, err = cli(capsys, *args)
    assert code == 2
    assert err.count("\n") == 1 and said in err
    assert not (tmp_path / "x.json").exists() and not (tmp_path / "s.sqlite").exists()


def test_version_prints_the_code_version(capsys):
    from schedbench.harness.store import code_version

    code, out, err = cli(capsys, "--version")
    assert code == 0 and out == f"schedbench {code_version()}\n"


def test_unwritable_outputs_are_refused_before_any_work(tmp_path, capsys):
    folder = tmp_path / "a-folder"
    folder.mkdir()
    code, out, err = cli(capsys, "generate", "cuckoo-packing", "--size", 8, "--seed", 0, "-o", folder)
    assert code == 2 and "--output: must be a file path, not a folder" in err and err.count("\n") == 1
    inst = tmp_path / "x.json"
    assert cli(capsys, "generate", "cuckoo-packing", "--size", 8, "--seed", 0, "-o", inst)[0] == 0
    code, out, err = cli(capsys, "export", inst, "--format", "lp", "-o", folder)
    assert code == 2 and "--output: must be a file path, not a folder" in err
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    store = tmp_path / "s.sqlite"
    code, out, err = cli(capsys, "run", "--problem", "cuckoo-planning", "--sizes", 4, "--seeds", 0, "--methods", "mcf",
                         "--store", store, "--report-dir", blocker / "sub", "-q")
    assert code == 2 and "--report-dir: cannot be created" in err
    assert not store.exists()  # refused before the run, not after it


def test_report_takes_the_same_folder_flag_as_run(tmp_path, capsys):
    store = tmp_path / "s.sqlite"
    assert cli(capsys, "run", "--problem", "cuckoo-planning", "--sizes", 4, "--seeds", 0, "--methods", "mcf",
               "--store", store, "--no-report", "-q")[0] == 0
    code, out, err = cli(capsys, "report", store, "--report-dir", tmp_path / "rep")
    assert code == 0 and (tmp_path / "rep" / "report.md").is_file()


def test_infra_errors_exit_1_are_counted_apart_and_retried(toy_registry, tmp_path, capsys):
    args = ["run", "--problem", "toy-pick", "--sizes", 4, "--seeds", 0, "--methods", "exiter,good", "--jobs", 2,
            "--store", tmp_path / "s.sqlite", "--report-dir", tmp_path / "rep", "-q"]
    code, out, err = cli(capsys, *args)
    assert code == 1, err
    assert "1 cell(s) ended in infra-error" in err and "ended in error" not in err
    assert "toy-pick  2 cell(s): 1 feasible, 1 infra-error" in out
    rows = {r["method"]: r for r in csv.DictReader((tmp_path / "rep" / "toy-pick.csv").open())}
    assert (rows["exiter"]["infra-error"], rows["exiter"]["error"]) == ("1", "0")
    code, out, err = cli(capsys, *args)  # the same command runs the infra-error cell again, not the good one
    assert code == 1
    assert "1 cell(s) already stored, skipped; 1 to run (1 stored cell(s) retried: 1 infra-error)" in err


def test_out_of_range_magnitudes_are_refused_at_validation(tmp_path, capsys):
    """Rates and counts too large to compute with are one line naming the
    field (before: a ZeroDivisionError traceback from GIMBAL's evaluator at
    solo_steps_per_s=1e300, a TypeError for replicas=2, a numpy error or a
    7.45 GB allocation for extra_servers)."""
    inst = tmp_path / "g.json"
    assert cli(capsys, "generate", "gimbal-coordination", "--size", 3, "--seed", 0, "-o", inst)[0] == 0
    doc = json.loads(inst.read_text())
    del doc["id"]
    doc["instance"]["jobs"][0]["solo_steps_per_s"] = 1e300
    inst.write_text(json.dumps(doc))
    code, out, err = cli(capsys, "solve", inst, "--method", "free-competition")
    assert code == 2 and err.count("\n") == 1
    assert "instance.jobs[0].solo_steps_per_s: must be <= 1000000.0 (got 1e+300)" in err
    for problem, option, said in [
        ("asrpt-placement", "extra_servers=1000000000000000000000000000000", "extra_servers: must be <= 100000"),
        ("asrpt-placement", "extra_servers=200000", "extra_servers: must be <= 100000"),
        ("asrpt-schedule", "servers=200000", "servers: must be <= 100000"),
        ("asrpt-placement", "replicas=2", "replicas: must give one count per stage (4)"),
        ("cuckoo-joint", "copies=1000000000000000000000000000000", "copies: must be <= 1000000000"),
    ]:
        code, out, err = cli(capsys, "generate", problem, "--size", 4, "--option", option, "-o", tmp_path / "x.json")
        assert code == 2, (option, err)
        assert err.count("\n") == 1 and said in err, err


TEST_ONLY_DEPENDENCIES = ("networkx", "pytest_benchmark", "pytest", "hypothesis", "jsonschema")


def test_the_package_runs_without_its_test_only_dependencies(tmp_path):
    """networkx, pytest-benchmark, hypothesis and jsonschema are in the
    `test` extra only: every module of the package imports, and a tiny run
    works, with them made unimportable (a None entry in sys.modules)."""
    import subprocess

    code = f"""
import importlib, pkgutil, sys
for name in {TEST_ONLY_DEPENDENCIES!r}:
    sys.modules[name] = None
import schedbench
for package in ("schedbench", "schedbench.instances", "schedbench.formulations", "schedbench.heuristics",
                "schedbench.solvers", "schedbench.problems", "schedbench.perfmodels"):
    module = importlib.import_module(package)
    for info in pkgutil.iter_modules(module.__path__, package + "."):
        importlib.import_module(info.name)
from schedbench.cli import main
main(["run", "--problem", "cuckoo-packing", "--sizes", "8", "--seeds", "0", "--methods", "blossom,greedy",
      "--store", {str(tmp_path / "s.sqlite")!r}, "-q", "--jobs", "1"])
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "cuckoo-packing  2 cell(s): 1 optimal, 1 feasible" in done.stdout


def readme_method_kinds(text: str, problems: set[str]) -> dict[str, dict[str, str]]:
    """{problem: {method: kind}} from the problem pages' method tables: a table whose
    header starts ``| method | kind |`` belongs to the problem of the last
    ``###`` heading (or ``**`problem`**`` paragraph) before it; a row's first
    cell names one or more methods in backticks."""
    out: dict[str, dict[str, str]] = {}
    current: list[str] = []
    in_table = False
    for line in text.splitlines():
        if line.startswith("#"):
            current = [n for n in re.findall(r"`([a-z0-9-]+)`", line.split(":")[0]) if n in problems]
            in_table = False
            continue
        bold = re.match(r"\*\*`([a-z0-9-]+)`\*\*", line)
        if bold and bold.group(1) in problems:
            current = [bold.group(1)]
        if not line.startswith("|"):
            in_table = False
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[:2] == ["method", "kind"]:
            in_table = True
        elif in_table and not set(cells[0]) <= set("- :"):
            for name in re.findall(r"`([^`]+)`", cells[0]):
                for problem in current:
                    out.setdefault(problem, {})[name] = cells[1]
    return out


def test_list_and_problem_pages_agree_on_method_kinds(capsys):
    """Every method table of the documentation's problem pages names each
    registered method of its problem once, with the kind `schedbench list` prints."""
    from pathlib import Path

    from schedbench.registry import registry

    reg = registry()
    code, out, _ = cli(capsys, "list")
    assert code == 0
    listed: dict[str, dict[str, str]] = {}
    problem = None
    for line in out.splitlines():
        if line and not line.startswith(" ") and ":" in line:
            problem = line.split(":")[0]
        elif line.startswith("    ") and not line.startswith("     ") and problem in reg.names():
            words = line.split()
            if words[0] in reg.get(problem).methods:
                listed.setdefault(problem, {})[words[0]] = words[1]
    pages = sorted((Path(__file__).resolve().parents[1] / "docs" / "problems").glob("*.md"))
    readme = readme_method_kinds("\n".join(p.read_text() for p in pages), set(reg.names()))
    for name in reg.names():
        assert listed[name] == {m.name: m.kind for m in reg.get(name).methods.values()}
        assert readme.get(name) == listed[name], f"the method table of docs/problems/{name}.md differs from `schedbench list`"


def test_the_package_ships_a_py_typed_marker():
    """Issue 16: users' type checkers see the formulations' types (PEP 561)."""
    from importlib.resources import files
    from pathlib import Path

    assert (files("schedbench") / "py.typed").is_file()
    pyproject = (Path(__file__).resolve().parent.parent / "pyproject.toml").read_text()
    assert '"py.typed"' in pyproject  # in the package data, so the wheel carries it


# ------------------------------------------- conflicts, stops, `cells` and `--retry`


def _run_toy(capsys, store, methods, *extra):
    return cli(capsys, "run", "--problem", "toy-pick", "--sizes", 4, "--seeds", 0, "--methods", methods,
               "--jobs", 1, "--store", store, "-q", *extra)


@pytest.mark.parametrize("first, second", [("overbound", "good"), ("good", "overbound")])
def test_run_names_a_conflict_whichever_cell_comes_first(toy_registry, tmp_path, capsys, first, second):
    """Two runs on one store, the bound's cell first or the schedule's: the
    second run names the conflict (both cells, their kinds) in one line,
    counts it in its summary line and exits 1; both cells keep their status;
    the report and `cells` list it; no gap anywhere is negative."""
    store, rep = tmp_path / "s.sqlite", tmp_path / "rep"
    code, out, err = _run_toy(capsys, store, first, "--no-report")
    assert code == 0, err
    code, out, err = _run_toy(capsys, store, second, "--report-dir", rep)
    assert code == 1, err
    assert "Traceback" not in err
    ran = next(line for line in err.splitlines() if line.startswith("ran 1 cell(s)"))
    assert ran.endswith("; 1 bound conflict(s)") and " error" not in ran
    assert "1 bound conflict(s): a feasible objective beats a proven bound of the same instance" in err
    assert f"schedbench cells {store} --status conflict" in err
    (line,) = [line for line in err.splitlines() if line.startswith("  toy-pick instance ")]
    assert ": conflict: the lower bound " in line and "overbound (exact; seed 0," in line
    assert "good (heuristic; seed 0," in line
    # the report's per-problem line: both cells as their methods ended, and the conflict counted
    assert "toy-pick  2 cell(s): 1 feasible, 1 no-solution; 1 bound conflict(s)" in out
    conflicts = list(csv.DictReader((rep / "conflicts.csv").open()))
    assert [(r["bound_method"], r["bound_kind"], r["objective_method"], r["objective_kind"]) for r in conflicts] == [
        ("overbound", "exact", "good", "heuristic")]
    assert "## Conflicts" in (rep / "report.md").read_text()
    for path in rep.glob("*.csv"):
        for r in csv.DictReader(path.open()):
            for name, value in r.items():
                if name.startswith(("gap", "best_gap")) and value:
                    assert float(value) >= 0, (path.name, name, value)
    code, out, err = cli(capsys, "cells", store, "--status", "conflict")
    assert code == 0, err
    lines = {line.split()[5]: line for line in out.splitlines()}
    assert set(lines) == {"overbound", "good"}
    assert " no-solution: conflict: the lower bound " in lines["overbound"]
    assert " feasible: conflict: the lower bound " in lines["good"]
    code, out, err = cli(capsys, "cells", store, "--status", "conflict", "--json")
    assert {r["method"]: (r["status"], r["conflict"]) for r in json.loads(out)} == {
        "overbound": ("no-solution", True), "good": ("feasible", True)}


#: A file plug-in of the toy problem: the first k items, a schedule the evaluator accepts.
PLUGIN_FILE = """
import schedbench
from toy_problem import ToySolution


@schedbench.method("toy-pick", kind="heuristic", description="the first k items")
def first_k(instance, budget):
    return ToySolution(tuple(range(instance.k)))
"""


def test_a_plugin_schedule_beating_an_exact_bound_blames_neither_cell(toy_registry, tmp_path, capsys, monkeypatch):
    """A file plug-in's schedule beats an exact method's proven bound (here
    the bound is the wrong one; with a faulty evaluator it would be the
    schedule): the run exits 1 naming both cells and their kinds, both cells
    keep their status and numbers, and `certified` prints no gap for the
    instance but says why."""
    from schedbench.plugins import QUICK_METHODS_ENV

    monkeypatch.setenv(QUICK_METHODS_ENV, "")  # restored after the test: the run names the file there
    plugin, store = tmp_path / "mine.py", tmp_path / "s.sqlite"
    plugin.write_text(PLUGIN_FILE)
    code, out, err = _run_toy(capsys, store, "overbound", "--method", f"{plugin}:first_k", "--no-report")
    assert code == 1, err
    assert "Traceback" not in err
    (line,) = [line for line in err.splitlines() if line.startswith("  toy-pick instance ")]
    assert "overbound (exact; seed 0," in line and "mine.first_k (plug-in; seed 0," in line
    with Store(store, create=False) as db:
        rows = {r["method"]: r for r in db.rows()}
    bound, schedule = rows["overbound"], rows["mine.first_k"]
    assert (bound["status"], bound["error"]) == ("no-solution", None) and bound["bound"] is not None
    assert (schedule["status"], schedule["error"], schedule["feasible"]) == ("feasible", None, 1)
    assert schedule["objective"] < bound["bound"]
    code, out, err = cli(capsys, "certified", store)
    assert code == 0, err
    assert "| `toy-pick` |" not in out  # no gap for the instance, from either cell
    assert "Gaps withheld on 1 instance(s)" in out
    (withheld,) = [line for line in out.splitlines() if line.startswith("- `toy-pick` size 4, instance ")]
    assert ": no gap; conflict: the lower bound " in withheld
    assert "overbound (exact; seed 0," in withheld and "mine.first_k (plug-in; seed 0," in withheld


def test_a_store_whose_conflict_an_earlier_version_stored_as_an_error_reads_as_a_conflict(toy_registry, tmp_path,
                                                                                          capsys):
    from test_store import legacy_rows

    store = tmp_path / "old.sqlite"
    with Store(store) as db:
        for row in legacy_rows():
            db.record(row)
    code, out, err = cli(capsys, "cells", store, "--status", "conflict")
    assert code == 0, err
    lines = {line.split()[5]: line for line in out.splitlines()}
    assert set(lines) == {"exact", "good"}
    assert " error: impossible bound: " in lines["exact"] and " feasible: conflict: the lower bound 10 " in lines["good"]
    code, out, err = cli(capsys, "certified", store)
    assert code == 0 and "Traceback" not in err
    assert "Gaps withheld on 1 instance(s)" in out and "stored as an error by an earlier version" in out


#: The error the executor stores for a killed cell (the time-outs below are
#: made by hand: a real one takes the hard limit's 10 s of grace or more).
TIMEOUT_ERROR = "killed after 40 CPU seconds (hard limit)"


def _mark_timeout(store, method):
    """Turn a stored cell into a time-out, as a killed cell is stored."""
    import sqlite3

    with sqlite3.connect(store) as conn:
        conn.execute("UPDATE cells SET status = 'timeout', error = ?, objective = NULL WHERE method = ?",
                     (TIMEOUT_ERROR, method))


def test_cells_lists_cells_with_status_and_reason(toy_registry, tmp_path, capsys):
    store = tmp_path / "s.sqlite"
    code, _, err = _run_toy(capsys, store, "slow,crashy,good,capped,limited,giveup", "--no-report")
    assert code == 1, err  # crashy
    _mark_timeout(store, "slow")
    code, out, err = cli(capsys, "cells", store)
    assert code == 0, err
    lines = {line.split()[5]: line for line in out.splitlines()}
    assert set(lines) == {"slow", "crashy", "good", "capped", "limited", "giveup"}
    assert lines["crashy"].endswith(" error: RuntimeError: crashy always fails")
    assert lines["slow"].endswith(f" timeout: {TIMEOUT_ERROR}")
    assert lines["limited"].endswith(" feasible (limit-stop): the solver stopped at a limit: Node limit reached")
    assert lines["capped"].endswith(" feasible (time-cap): the method stopped at its CPU-time safety cap before "
                                    "its work budget ran out")
    assert lines["good"].endswith(" feasible") and lines["giveup"].endswith(" no-solution")
    assert lines["good"].startswith("toy-pick size=4 instance=")

    code, out, err = cli(capsys, "cells", store, "--status", "time-out,error")
    assert sorted(line.split()[5] for line in out.splitlines()) == ["crashy", "slow"]
    code, out, err = cli(capsys, "cells", store, "--status", "limit-stop,time-cap", "--problem", "toy-pick", "--json")
    assert code == 0, err
    records = json.loads(out)
    assert {r["method"]: r["stops"] for r in records} == {"capped": ["time-cap"], "limited": ["limit-stop"]}
    assert set(records[0]) >= {"problem", "size", "instance_id", "method", "seed", "budget_key", "status", "reason",
                               "objective", "bound", "conflict"}
    code, out, err = cli(capsys, "cells", store, "--status", "infeasible")
    assert (code, out) == (0, "") and "matches" in err


@pytest.mark.parametrize("args, message", [
    (["--status", "bogus"], "--status[0]: must be one of optimal, feasible, no-solution, infeasible, error, timeout, "
                            "infra-error, limit-stop, time-cap, conflict (got 'bogus')"),
    (["--status", ","], "--status: must name at least one of"),
    (["--problem", "nope"], "--problem[0]: must be a problem of {store} (stored: toy-pick) (got 'nope')"),
    (["--code-version", "v9"], "--code-version: must be a code version of {store} (stored: "),
])
def test_cells_bad_values_are_one_line(toy_registry, tmp_path, capsys, args, message):
    store = tmp_path / "s.sqlite"
    assert _run_toy(capsys, store, "good", "--no-report")[0] == 0
    code, out, err = cli(capsys, "cells", store, *args)
    assert code == 2
    assert err.count("\n") == 1 and message.format(store=store) in err
    code, out, err = cli(capsys, "cells", tmp_path / "missing.sqlite")
    assert code == 2 and "missing.sqlite: no such results store" in err and err.count("\n") == 1


def test_run_retry_reruns_timeouts_and_errors(toy_registry, tmp_path, capsys):
    store = tmp_path / "s.sqlite"
    args = ["run", "--problem", "toy-pick", "--sizes", 4, "--seeds", 0, "--store", store, "--jobs", 2, "-q",
            "--methods", "slow,crashy,good", "--no-report"]
    assert cli(capsys, *args)[0] == 1
    _mark_timeout(store, "slow")
    code, out, err = cli(capsys, *args)
    assert "3 cell(s) already stored, skipped; 0 to run" in err  # time-outs and errors are results
    code, out, err = cli(capsys, *args, "--retry", "timeout,error")
    assert code == 1  # crashy crashes again
    assert "1 cell(s) already stored, skipped; 2 to run (2 stored cell(s) retried: 1 error, 1 timeout)" in err
    assert out.splitlines() == ["toy-pick  2 cell(s): 1 feasible, 1 error"]  # no report: this run's cells
    code, out, err = cli(capsys, *args, "--retry", "time-out")
    assert "3 cell(s) already stored, skipped; 0 to run" in err  # slow is feasible now
    code, out, err = cli(capsys, *args, "--retry-errors")  # the alias of --retry error
    assert "2 cell(s) already stored, skipped; 1 to run (1 stored cell(s) retried: 1 error)" in err
    code, out, err = cli(capsys, *args, "--retry", "optimal")
    assert code == 2 and err.count("\n") == 1
    assert "--retry[0]: must be one of error, timeout, no-solution, infra-error (got 'optimal')" in err


def test_run_summary_counts_limit_stops_and_time_cap_stops_per_problem(toy_registry, tmp_path, capsys):
    """A cell stopped at a limit is feasible and a limit-stop; one the clock
    stopped is also a time-cap: the run's last lines say so per problem."""
    store = tmp_path / "s.sqlite"
    code, out, err = _run_toy(capsys, store, "capped,limited,exact", "--report-dir", tmp_path / "rep")
    assert code == 0, err
    ran = next(line for line in err.splitlines() if line.startswith("ran 3 cell(s)"))
    assert ran.endswith(": 2 feasible, 1 optimal; 1 limit-stop, 1 time-cap")
    assert out.splitlines()[0] == "toy-pick  3 cell(s): 1 optimal, 2 feasible; 1 limit-stop, 1 time-cap"


def test_run_summary_splits_the_cell_cpu_time_by_problem_and_method(toy_registry, tmp_path, capsys):
    """The end-of-run summary adds up the cells' CPU seconds as their
    workers measured them: per problem, then its costliest methods; the
    store keeps each cell's figure in its info."""
    store = tmp_path / "s.sqlite"
    code, out, err = _run_toy(capsys, store, "busy,good", "--no-report")
    assert code == 0, err
    lines = err.splitlines()
    head = next(k for k, line in enumerate(lines) if line.startswith("cell CPU time "))
    assert lines[head - 1].startswith("ran 2 cell(s)")
    total = float(lines[head].split()[3])
    problem = lines[head + 1].split()
    assert problem[0] == "toy-pick" and float(problem[1]) == total and problem[3] == "100.0%"
    # busy spent BUSY_CPU_S of CPU, good almost none: busy comes first
    methods = lines[head + 1].split("100.0%")[1].strip().split(", ")
    assert [m.split()[0] for m in methods] == ["busy", "good"]
    busy = float(methods[0].split()[1])
    assert busy >= toy_problem.BUSY_CPU_S and busy <= total
    with Store(store, create=False) as db:
        cpu = {r["method"]: r["info"][CELL_CPU_KEY] for r in db.rows()}
    assert cpu["busy"] >= toy_problem.BUSY_CPU_S > cpu["good"] >= 0.0


def test_time_breakdown_names_the_costliest_methods_and_sums_the_others():
    seconds = {"a": {"m1": 1.0, "m2": 3.0, "m3": 0.5, "m4": 0.25}, "b": {"x": 5.25}}
    lines = time_breakdown(seconds, unmeasured=1, top=2)
    assert lines[0] == ("cell CPU time 10.0 s, by problem (most first) and method: "
                        "(1 cell(s) killed or lost before returning count their wall seconds)")
    assert lines[1].split() == ["b", "5.2", "s", "52.5%", "x", "5.2", "s"]
    assert lines[2].split() == ["a", "4.8", "s", "47.5%", "m2", "3.0", "s,", "m1", "1.0", "s,", "2", "other(s)",
                                "0.8", "s"]
    assert time_breakdown({}) == []
