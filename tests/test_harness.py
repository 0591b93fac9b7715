"""Matrices (TOML and flags), executors and the run loop, on the toy problem."""

from __future__ import annotations

import gc
import multiprocessing
import re
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest
import toy_problem

from schedbench import schema

from schedbench.contracts import Budget, Status
from schedbench.errors import SchedbenchError, ValidationError
from schedbench.harness.executor import (
    HARD_LIMIT_FACTOR,
    HARD_LIMIT_GRACE_S,
    POLL_INTERVAL_S,
    WALL_LIMIT_FACTOR,
    DaskExecutor,
    LocalExecutor,
    cpu_limit_s,
    hard_limit_s,
    prepare_worker,
    wall_limit_s,
)
from schedbench.harness.driver import InstanceCache, execute, plan, rerun_statuses
from schedbench.harness.matrix import (
    SOLVER_NAMES,
    default_matrix_path,
    load_matrix_file,
    matrix_from_flags,
    parse_assignments,
    parse_int_list,
    parse_matrix,
)
from schedbench.harness.store import Store
from schedbench.io import document_type

#: A small grace keeps the hard limit (and the tests) short.
TEST_GRACE_S = 1.0
#: Slack on top of the hard limit for the parent to notice and kill (poll period + join).
KILL_SLACK_S = POLL_INTERVAL_S + 1.0


def write(tmp_path: Path, text: str, name: str = "matrix.toml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def tasks_for(matrix, store: Store, version: str = "test"):
    return plan(matrix, store, version).tasks


# ------------------------------------------------------------------- TOML

GOOD_TOML = """
description = "toy"
[defaults]
time_limit_s = 2
seeds = [0, 1]
threads = 2
[problems.toy-pick]
sizes = [4, 8, 32]
methods = ["exact", "good"]
options = { spread = 7 }
"""


def test_toml_matrix_expands_to_cells(toy_registry, tmp_path):
    m = load_matrix_file(write(tmp_path, GOOD_TOML))
    # exact is capped at 16 by its MethodSpec: 3 sizes x 2 seeds x good + 2 sizes x 2 seeds x exact
    assert len(m.cells) == 6 + 4
    assert m.description == "toy"
    assert {c.budget for c in m.cells} == {Budget(time_limit_s=2.0, threads=2, seed=0)}
    assert {c.options for c in m.cells} == {(("spread", 7),)}
    assert not any(c.method == "exact" and c.size == 32 for c in m.cells)
    assert len(m.notes) == 1 and "toy-pick/exact" in m.notes[0] and "32" in m.notes[0]


def test_toml_max_size_overrides_method_cap(toy_registry, tmp_path):
    text = GOOD_TOML.replace('options = { spread = 7 }', "max_size = { exact = 64, good = 8 }")
    m = load_matrix_file(write(tmp_path, text))
    sizes = {(c.method, c.size) for c in m.cells}
    assert ("exact", 32) in sizes
    assert ("good", 32) not in sizes and ("good", 8) in sizes
    assert any("good" in n and "matrix's max_size 8" in n for n in m.notes)


def test_toml_defaults_and_problem_overrides(toy_registry, tmp_path):
    text = """
[defaults]
seeds = [3]
method_seeds = [0, 1]
[problems.toy-pick]
time_limit_s = 0.5
solver = "cbc"
mip_rel_gap = 0.01
"""
    m = load_matrix_file(write(tmp_path, text))
    spec = toy_registry.get("toy-pick")
    # sizes default to the problem's, methods to all of them
    assert {c.size for c in m.cells} == set(spec.default_sizes)
    assert {c.method for c in m.cells} == set(spec.methods)
    assert {c.instance_seed for c in m.cells} == {3}
    assert {c.method_seed for c in m.cells} == {0, 1}
    assert {(c.budget.time_limit_s, c.budget.solver, c.budget.mip_rel_gap) for c in m.cells} == {(0.5, "cbc", 0.01)}


def test_packaged_default_matrix_is_valid():
    path = default_matrix_path()
    assert path.is_file()
    import tomllib

    data = tomllib.loads(path.read_text())
    assert data["defaults"]["time_limit_s"] == 20
    assert data["defaults"]["seeds"] == [0, 1, 2]
    problem = data["problems"]["cuckoo-packing"]
    assert problem["methods"] == ["milp", "blossom", "blossom-pruned", "greedy", "muri"]
    sizes = problem["sizes"]
    assert sizes == sorted(sizes) and sizes[0] <= 8 and sizes[-1] >= 2000  # tiny to the paper's 2,000 jobs
    assert "milp" in problem["max_size"]
    try:
        from schedbench.harness.matrix import load_default_matrix

        m = load_default_matrix()
    except ImportError as exc:  # pragma: no cover - the built-in registry must load
        pytest.fail(f"the built-in registry does not load: {exc}")
    from schedbench.registry import get_problem, registry

    assert set(data["problems"]) == set(registry().names())  # every registered problem is in the default run
    expected = 0
    for name, table in data["problems"].items():
        spec = get_problem(name)
        caps = {m_: table.get("max_size", {}).get(m_, spec.method(m_).max_size) for m_ in table["methods"]}
        expected += sum(1 for m_ in table["methods"] for n in table["sizes"] if caps[m_] is None or n <= caps[m_])
    assert len(m.cells) == len(data["defaults"]["seeds"]) * expected
    # 20 s per cell, or a problem's own limit (a MILP whose solver counts wall time under load)
    limits = {name: table.get("time_limit_s", data["defaults"]["time_limit_s"]) for name, table in data["problems"].items()}
    assert all(c.budget.time_limit_s == limits[c.problem] for c in m.cells)


BAD_TOML = [
    # (TOML text, the one-line message, or a fragment of it)
    ('[problems.toy-pick]\nsizes = [4, 8, -4]\n', "matrix.toml: problems.toy-pick.sizes[2]: must be a positive integer (got -4)"),
    ('[problems.toy-pick]\nsizes = [4, 8.5]\n', "problems.toy-pick.sizes[1]: must be a positive integer (got 8.5)"),
    ('[problems.toy-pick]\nsizes = [true]\n', "problems.toy-pick.sizes[0]: must be a positive integer (got True)"),
    ('[problems.toy-pick]\nsizes = 8\n', "problems.toy-pick.sizes: must be an array (got 8)"),
    ('[problems.toy-pick]\nsizes = []\n', "problems.toy-pick.sizes: must not be empty"),
    ('[problems.toy-pick]\nsizes = [4, 4]\n', "problems.toy-pick.sizes[1]: must not repeat an earlier element (got 4)"),
    ('[problems.toy-pick]\nmethods = ["good", "nope"]\n', "problems.toy-pick.methods[1]: must be a method of toy-pick (known: exact, good"),
    ('[problems.toy-pick]\nmethods = [3]\n', "problems.toy-pick.methods[0]: must be a method of toy-pick"),
    ('[problems.toy-pick]\nmethods = ["good", "good"]\n', "problems.toy-pick.methods[1]: must not repeat an earlier element"),
    ('[problems.toy-pick]\nmethods = "good"\n', "problems.toy-pick.methods: must be an array"),
    ('[problems.toy-pick]\nmax_size = 3\n', "problems.toy-pick.max_size: must be a table (got 3)"),
    ('[problems.toy-pick]\nmax_size = { nope = 3 }\n', "problems.toy-pick.max_size.nope: must name a method of toy-pick"),
    ('[problems.toy-pick]\nmax_size = { exact = 0 }\n', "problems.toy-pick.max_size.exact: must be a positive integer (got 0)"),
    ('[problems.toy-pick]\noptions = 3\n', "problems.toy-pick.options: must be a table"),
    ('[problems.toy-pick]\noptions = { w = 0.6 }\n', "problems.toy-pick.options.w: is not a generator option of toy-pick (known: spread)"),
    ('[problems.toy-pick]\noptions = { spread = [1] }\n', "problems.toy-pick.options.spread: must be a number, a string or a boolean"),
    ('[problems.toy-pick]\nsize = [4]\n', "problems.toy-pick.size: is not a known key (known: sizes, methods"),
    ('[problems.toy-pick]\ntime_limit_s = 0\n', "problems.toy-pick.time_limit_s: must be a positive finite number of seconds (got 0)"),
    ('[problems.toy-pick]\nthreads = 0\n', "problems.toy-pick.threads: must be a positive integer (got 0)"),
    ('[problems.toy-pick]\nseeds = [-1]\n', "problems.toy-pick.seeds[0]: must be a non-negative integer (got -1)"),
    ('[defaults]\ntime_limit_s = "20"\n[problems.toy-pick]\n', "defaults.time_limit_s: must be a positive finite number of seconds (got '20')"),
    ('[defaults]\ntime_limit_s = inf\n[problems.toy-pick]\n', "defaults.time_limit_s: must be a positive finite number of seconds (got inf)"),
    ('[defaults]\nseeds = []\n[problems.toy-pick]\n', "defaults.seeds: must not be empty"),
    ('[defaults]\nseeds = [0, 0]\n[problems.toy-pick]\n', "defaults.seeds[1]: must not repeat an earlier element"),
    ('[defaults]\nmethod_seeds = ["a"]\n[problems.toy-pick]\n', "defaults.method_seeds[0]: must be a non-negative integer"),
    ('[defaults]\nsolver = "gurobi"\n[problems.toy-pick]\n', "defaults.solver: must be one of highs, cbc (got 'gurobi')"),
    ('[defaults]\nmip_rel_gap = -1\n[problems.toy-pick]\n', "defaults.mip_rel_gap: must be a number in [0, 1) (at a gap of 1 any feasible solution would count as optimal) (got -1)"),
    ('[defaults]\ntime_limit = 20\n[problems.toy-pick]\n', "defaults.time_limit: is not a known key (known: time_limit_s, seeds"),
    ('defaults = 3\n[problems.toy-pick]\n', "defaults: must be a table (got 3)"),
    ('description = 3\n[problems.toy-pick]\n', "description: must be a string (got 3)"),
    ('problem = 3\n', "problem: is not a known key (known: description, defaults, problems)"),
    ('[defaults]\nseeds = [0]\n', "problems: is required"),
    ('problems = 3\n', "problems: must be a table (got 3)"),
    ('[problems]\n', "problems: must name at least one problem"),
    ('problems = { toy-pick = 3 }\n', "problems.toy-pick: must be a table (got 3)"),
    ('[problems.nope]\n', "problems.nope: must be a registered problem (known: toy-pick) (got 'nope')"),
]


@pytest.mark.parametrize("text, message", BAD_TOML)
def test_toml_validation_errors_name_key_and_rule(toy_registry, tmp_path, text, message):
    path = write(tmp_path, text)
    with pytest.raises(ValidationError) as info:
        load_matrix_file(path)
    shown = str(info.value)
    assert shown.startswith(f"{path}: ")
    assert message.replace("matrix.toml: ", "") in shown
    assert "\n" not in shown


def test_exact_message_of_the_issue(toy_registry):
    with pytest.raises(ValidationError) as info:
        parse_matrix({"problems": {"toy-pick": {"sizes": [8, 16, -4]}}}, "matrix.toml")
    assert str(info.value) == "matrix.toml: problems.toy-pick.sizes[2]: must be a positive integer (got -4)"


def test_toml_syntax_and_missing_file(toy_registry, tmp_path):
    with pytest.raises(SchedbenchError, match=r"matrix.toml: not valid TOML: .*line 1"):
        load_matrix_file(write(tmp_path, "[problems.toy-pick\n"))
    with pytest.raises(SchedbenchError, match="cannot be read"):
        load_matrix_file(tmp_path / "missing.toml")


# ------------------------------------------------------------------ flags


def test_flag_matrix(toy_registry):
    m = matrix_from_flags(["toy-pick"], sizes=[4, 8], seeds=[0, 1, 2], methods=["good", "exact"], time_limit_s=3)
    assert len(m.cells) == 2 * 3 * 2
    assert m.source == "command line"
    assert {c.budget.time_limit_s for c in m.cells} == {3.0}


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"methods": ["good", "nope"]}, "--methods[1]: must be a method of toy-pick"),
        ({"time_limit_s": -1}, "--time-limit: must be a positive finite number of seconds (got -1)"),
        ({"max_size": {"nope": 3}}, "--max-size.nope: must name a method of toy-pick"),
        ({"options": {"w": 1}}, "--option.w: is not a generator option of toy-pick"),
        ({"solver": "glpk"}, "--solver: must be one of highs, cbc"),
    ],
)
def test_flag_matrix_errors_name_the_flag(toy_registry, kwargs, message):
    with pytest.raises(ValidationError, match=re.escape(message)):
        matrix_from_flags(["toy-pick"], **kwargs)


def test_flag_matrix_unknown_problem(toy_registry):
    with pytest.raises(ValidationError, match=r"--problem: must be a registered problem \(known: toy-pick\)"):
        matrix_from_flags(["nope"])


def test_parse_int_list():
    assert parse_int_list("8,16, 32", "--sizes", positive=True) == (8, 16, 32)
    assert parse_int_list("0-2,5", "--seeds", positive=False) == (0, 1, 2, 5)
    with pytest.raises(ValidationError, match=r"--sizes\[1\]: must be a positive integer \(got 'x'\)"):
        parse_int_list("8,x", "--sizes", positive=True)
    with pytest.raises(ValidationError, match=r"--sizes\[0\]: must be a positive integer \(got '0'\)"):
        parse_int_list("0", "--sizes", positive=True)
    with pytest.raises(ValidationError, match=r"--seeds\[0\]: range must not be decreasing"):
        parse_int_list("3-1", "--seeds", positive=False)
    with pytest.raises(ValidationError, match="--seeds: must not repeat a value"):
        parse_int_list("1,0-2", "--seeds", positive=False)


def test_parse_assignments():
    assert parse_assignments(["a=1", "b=0.5", "c=true", "d=x"], "--option") == {"a": 1, "b": 0.5, "c": True, "d": "x"}
    with pytest.raises(ValidationError, match=r"--option\[0\]: must have the form key=value"):
        parse_assignments(["a"], "--option")
    with pytest.raises(ValidationError, match=r"--option\[1\]: sets a twice"):
        parse_assignments(["a=1", "a=2"], "--option")


# --------------------------------------------------------------- instances


def test_instances_generated_once_per_problem_size_seed(toy_registry, tmp_path):
    m = matrix_from_flags(["toy-pick"], sizes=[4, 8], seeds=[0, 1], methods=["good", "exact", "crashy"])
    cache = InstanceCache()
    with Store(tmp_path / "s.sqlite") as db:
        p = plan(m, db, "v", cache=cache)
    assert len(cache) == 4
    assert len(p.tasks) == 12
    expected = toy_problem.generate(size=8, seed=1)
    assert any(t.key.instance_id == expected.id for t in p.tasks)
    assert all(t.document["id"] == t.key.instance_id for t in p.tasks)


# ---------------------------------------------------------------- executor


def test_hard_limit_rule():
    budget = Budget(time_limit_s=20)
    assert hard_limit_s(budget) == 20 * HARD_LIMIT_FACTOR + HARD_LIMIT_GRACE_S == 40.0
    assert hard_limit_s(budget, grace_s=1.0) == 31.0
    assert cpu_limit_s(budget) == 40  # CPU seconds, per thread of the budget
    assert cpu_limit_s(Budget(time_limit_s=20, threads=2)) == 80
    assert wall_limit_s(budget) == 40.0 * WALL_LIMIT_FACTOR  # a worker that long is hung


def _burn_cpu(seconds: float) -> None:
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass


def test_a_cells_cpu_seconds_count_the_processes_its_method_waited_for():
    """blossom-pruned with --threads matches its windows in child processes:
    the cell's CPU seconds (the run summary's) count them."""
    from schedbench.harness.executor import _cpu_with_children

    method = "fork" if sys.platform.startswith("linux") else "spawn"
    start_all, start_own = _cpu_with_children(), time.process_time()
    proc = multiprocessing.get_context(method).Process(target=_burn_cpu, args=(0.3,))
    proc.start()
    proc.join()
    assert time.process_time() - start_own < 0.2  # this process's own clock misses the child's work
    assert _cpu_with_children() - start_all >= 0.29


def test_executor_kills_at_the_cpu_limit_not_the_wall_clock(toy_registry, tmp_path):
    """The spinner computes past any limit: the kernel stops it once its CPU
    time passes the hard limit; the cell is a time-out, not an infra-error."""
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["spinner", "good"], time_limit_s=0.2)
    with Store(tmp_path / "s.sqlite") as db:
        tasks = tasks_for(m, db)
    # a wall limit far out of reach, so that only the CPU limit can stop it even on a loaded machine
    executor = LocalExecutor(2, grace_s=TEST_GRACE_S, wall_factor=1000.0)
    outcomes = {o.task.cell.method: o for o in executor.run(tasks)}
    spinner = outcomes["spinner"]
    cpu = cpu_limit_s(Budget(time_limit_s=0.2), TEST_GRACE_S)
    assert spinner.status is Status.TIMEOUT
    assert spinner.error.startswith("killed after the hard limit of")  # the CPU limit, not the wall limit ("hung")
    assert cpu <= spinner.wall_s
    assert outcomes["good"].status is Status.FEASIBLE
    assert multiprocessing.active_children() == []


def test_executor_kills_sleepy_records_crashes_and_goes_on(toy_registry, tmp_path):
    m = matrix_from_flags(
        ["toy-pick"], sizes=[4], seeds=[0], methods=["sleepy", "crashy", "exiter", "good", "exact"], time_limit_s=0.2
    )
    with Store(tmp_path / "s.sqlite") as db:
        tasks = tasks_for(m, db)
    executor = LocalExecutor(3, grace_s=TEST_GRACE_S)
    t0 = time.perf_counter()
    outcomes = {o.task.cell.method: o for o in executor.run(tasks)}
    elapsed = time.perf_counter() - t0
    limit = wall_limit_s(Budget(time_limit_s=0.2), TEST_GRACE_S)

    sleepy = outcomes["sleepy"]  # uses no CPU: killed as hung at the wall limit
    assert sleepy.status is Status.TIMEOUT
    assert sleepy.scored is None
    assert limit <= sleepy.wall_s <= limit + KILL_SLACK_S
    assert "hung" in sleepy.error
    assert elapsed < limit + KILL_SLACK_S + 2

    crashy = outcomes["crashy"]
    assert crashy.status is Status.ERROR
    assert crashy.error == "RuntimeError: crashy always fails"
    assert "Traceback" in crashy.scored["result"]["info"]["traceback"]

    exiter = outcomes["exiter"]
    assert exiter.status is Status.INFRA_ERROR  # the worker died: not the method's verdict
    assert exiter.exit_code == 3
    assert exiter.error == "worker process died with exit code 3"

    assert outcomes["good"].status is Status.FEASIBLE
    assert outcomes["exact"].status is Status.OPTIMAL
    assert outcomes["exact"].scored["gap_to_bound"] == 0.0
    assert multiprocessing.active_children() == []


def test_executor_respects_jobs(toy_registry, tmp_path):
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0, 1, 2, 3], methods=["slow"])
    with Store(tmp_path / "s.sqlite") as db:
        tasks = tasks_for(m, db)
    t0 = time.perf_counter()
    outcomes = list(LocalExecutor(4).run(tasks))
    parallel = time.perf_counter() - t0
    assert [o.status for o in outcomes] == [Status.FEASIBLE] * 4
    # four 0.3 s cells on four workers take well under the 1.2 s of one worker
    assert parallel < 4 * toy_problem.SLOW_S


def test_a_freed_worker_starts_its_next_cell_before_the_caller_takes_the_outcome(toy_registry, tmp_path):
    # the caller commits each outcome (a disk sync): the next cell runs meanwhile
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0, 1], methods=["slow"])
    with Store(tmp_path / "s.sqlite") as db:
        tasks = tasks_for(m, db)
    with closing(LocalExecutor(1).run(tasks)) as run:
        first = next(run)
        running = [p.name for p in multiprocessing.active_children()]
        rest = list(run)
    assert [o.status for o in [first, *rest]] == [Status.FEASIBLE] * 2
    assert running == ["schedbench-slow"]


def test_forked_workers_start_with_the_parents_objects_frozen_and_the_run_thaws_them(toy_registry, tmp_path):
    # a child's garbage collections skip what it inherited: no walk over the parent's heap, no copied pages
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0, 1], methods=["exact"])
    with Store(tmp_path / "s.sqlite") as db:
        tasks = tasks_for(m, db)
    assert gc.get_freeze_count() == 0
    with closing(LocalExecutor(1).run(tasks)) as run:
        first = next(run)
        frozen = gc.get_freeze_count()
        rest = list(run)
    assert [o.status for o in [first, *rest]] == [Status.OPTIMAL] * 2
    assert frozen > 0
    assert gc.get_freeze_count() == 0


def test_forked_workers_inherit_the_validators_the_parent_built(toy_registry, tmp_path, monkeypatch):
    built: list[type] = []
    monkeypatch.setattr(schema, "prepare", lambda *classes: built.extend(classes))
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["exact"])
    with Store(tmp_path / "s.sqlite") as db:
        tasks = tasks_for(m, db)
    (outcome,) = LocalExecutor(1).run(tasks)
    spec = toy_registry.get("toy-pick")
    assert outcome.status is Status.OPTIMAL
    assert built == [document_type("toy-pick", spec.instance_type), spec.solution_type]


def test_forked_workers_take_the_planned_instance_without_parsing_it(toy_registry, tmp_path, monkeypatch):
    import schedbench.io

    def refuse(*args, **kwargs):
        raise AssertionError("parsed")

    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["exact"])
    with Store(tmp_path / "s.sqlite") as db:
        (task,) = tasks_for(m, db)
    assert task.instance is not None and task.portable().instance is None
    monkeypatch.setattr(schedbench.io, "parse_instance_document", refuse)  # the forked worker inherits this
    (outcome,) = LocalExecutor(1).run([task])
    assert outcome.status is Status.OPTIMAL, outcome.error
    (parsed,) = LocalExecutor(1).run([task.portable()])  # without it, the worker parses the document
    assert parsed.status is Status.INFRA_ERROR and "parsed" in parsed.error


def test_a_prepared_batch_process_builds_every_problems_validators(toy_registry, monkeypatch):
    # what a Dask worker does once before it forks a process per cell
    built: list[type] = []
    monkeypatch.setattr(schema, "prepare", lambda *classes: built.extend(classes))
    prepare_worker.__wrapped__(None)
    spec = toy_registry.get("toy-pick")
    assert built == [document_type("toy-pick", spec.instance_type), spec.solution_type]


def test_worker_killed_by_signal_is_reported_with_signal_name(toy_registry, tmp_path):
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["segv"])
    with Store(tmp_path / "s.sqlite") as db:
        tasks = tasks_for(m, db)
    (outcome,) = LocalExecutor(1).run(tasks)
    assert outcome.status is Status.INFRA_ERROR
    assert outcome.exit_code == -11
    assert outcome.error == "worker process died with exit code -11 (SIGSEGV)"


def test_spawned_worker_rebuilds_the_registry_from_a_factory(toy_registry, tmp_path):
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["exact"])
    with Store(tmp_path / "s.sqlite") as db:
        tasks = tasks_for(m, db)
    executor = LocalExecutor(1, start_method="spawn", registry_factory="toy_problem:make_registry")
    (outcome,) = executor.run(tasks)
    assert outcome.status is Status.OPTIMAL, outcome.error


def test_closing_the_run_kills_running_cells(toy_registry, tmp_path):
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0, 1], methods=["sleepy"], time_limit_s=60)
    with Store(tmp_path / "s.sqlite") as db:
        tasks = tasks_for(m, db)
    seen: list[int] = []
    t0 = time.perf_counter()

    def tick():
        seen.append(len(multiprocessing.active_children()))
        if time.perf_counter() - t0 > 0.5:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        list(LocalExecutor(2).run(tasks, tick=tick))
    assert max(seen) == 2
    assert multiprocessing.active_children() == []
    assert time.perf_counter() - t0 < 10


def test_execute_commits_each_cell_and_reports_interruption(toy_registry, tmp_path):
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0, 1, 2, 3, 4, 5], methods=["slow"])

    class StopAfterTwo:
        def __init__(self):
            self.done = 0

        def start(self, total, stored):
            pass

        def advance(self, outcome):
            self.done += 1
            if self.done == 2:
                raise KeyboardInterrupt

        def tick(self):
            pass

        def close(self):
            pass

    with Store(tmp_path / "s.sqlite") as db:
        p = plan(m, db, "v")
        summary = execute(p, db, LocalExecutor(1), StopAfterTwo())
        assert summary.interrupted
        assert summary.executed == 2
        assert db.count("v") == 2
        assert multiprocessing.active_children() == []
        # resume: only the four missing cells run
        p2 = plan(m, db, "v")
        assert (p2.stored, len(p2.tasks)) == (2, 4)
        summary2 = execute(p2, db, LocalExecutor(2))
        assert (summary2.executed, summary2.interrupted) == (4, False)
        assert db.count("v") == 6


def test_infra_errors_are_stored_apart_and_run_again_on_resume(toy_registry, tmp_path):
    """A worker that died is an infra-error: stored with its exit code, kept
    apart from the method's own errors, and planned again by the next run
    (a method error is a result: only --retry-errors runs it again)."""
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["exiter", "crashy", "good"])
    with Store(tmp_path / "s.sqlite") as db:
        summary = execute(plan(m, db, "v"), db, LocalExecutor(2, grace_s=TEST_GRACE_S))
        assert summary.statuses == {"infra-error": 1, "error": 1, "feasible": 1}
        stored = {r["method"]: r for r in db.rows("v")}
        assert stored["exiter"]["status"] == "infra-error" and stored["exiter"]["exit_code"] == 3
        assert stored["crashy"]["status"] == "error"
        again = plan(m, db, "v")
        assert [t.cell.method for t in again.tasks] == ["exiter"]
        assert (again.stored, again.retried) == (2, 1)
        both = plan(m, db, "v", retry_errors=True)
        assert sorted(t.cell.method for t in both.tasks) == ["crashy", "exiter"]
        mine, owner = db.claim([t.key for t in again.tasks], rerun=rerun_statuses(False))
        assert [k.method for k in mine] == ["exiter"]  # a stored infra-error cell can be claimed again
        db.release(owner)


def test_a_harness_failure_in_the_worker_is_an_infra_error(toy_registry, tmp_path):
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["exact"])
    with Store(tmp_path / "s.sqlite") as db:
        tasks = tasks_for(m, db)
    executor = LocalExecutor(1, start_method="spawn", registry_factory="no_such_module:make_registry")
    (outcome,) = executor.run(tasks)
    assert outcome.status is Status.INFRA_ERROR
    assert outcome.error.startswith("worker failed before the method returned: ModuleNotFoundError")


def test_a_worker_that_cannot_be_started_is_an_infra_error(toy_registry, tmp_path, monkeypatch):
    """fork failing (EAGAIN at the process limit, ENOMEM) ends that cell in
    infra-error and the run goes on (before: the OSError ended the run)."""
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0, 1], methods=["good"])
    with Store(tmp_path / "s.sqlite") as db:
        tasks = tasks_for(m, db)
    executor = LocalExecutor(1)
    real_start = executor._start
    calls = []

    def flaky_start(task):
        calls.append(task)
        if len(calls) == 1:
            raise BlockingIOError(11, "Resource temporarily unavailable")
        return real_start(task)

    monkeypatch.setattr(executor, "_start", flaky_start)
    first, second = executor.run(tasks)
    assert first.status is Status.INFRA_ERROR
    assert first.error == "could not start the worker process: BlockingIOError: [Errno 11] Resource temporarily unavailable"
    assert second.status is Status.FEASIBLE


def test_a_daemonic_dask_worker_is_named_in_the_infra_error():
    from schedbench.harness.executor import _dask_failure_text

    text = _dask_failure_text(AssertionError("daemonic processes are not allowed to have children"))
    assert text.startswith("dask task failed: AssertionError: daemonic processes")
    assert "DASK_DISTRIBUTED__WORKER__DAEMON=False" in text


def test_solver_names_agree_with_the_solvers_layer():
    solvers = pytest.importorskip("schedbench.solvers")
    known = getattr(solvers, "KNOWN_SOLVERS", None)
    if known is None:
        pytest.skip("schedbench.solvers does not publish KNOWN_SOLVERS")
    assert tuple(known) == SOLVER_NAMES


def test_dask_executor_needs_dask(monkeypatch):
    # Dask is an optional extra: make it look absent (a None entry makes `import` raise ImportError).
    monkeypatch.setitem(sys.modules, "dask", None)
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    with pytest.raises(SchedbenchError, match=r"dask executor needs dask\.distributed"):
        DaskExecutor()


# ------------------------------------------------- crash paths, one line each


def test_an_evaluator_crash_or_an_infinite_objective_is_an_error_status(toy_registry):
    from dataclasses import replace

    from schedbench.contracts import Evaluation, Sense
    from schedbench.harness.runner import run_and_score

    spec = toy_registry.get("toy-pick")
    inst = spec.generate(size=4, seed=0)

    def crashing(instance, solution):
        return 1.0 / 0.0

    run = run_and_score(replace(spec, evaluate=crashing), "good", inst, Budget())
    assert run.result.status is Status.ERROR and run.evaluation is None
    assert run.error == "the evaluator failed on the method's solution: ZeroDivisionError: float division by zero"
    assert "Traceback" in run.result.info["traceback"]

    def infinite(instance, solution):
        return Evaluation(float("inf"), Sense.MINIMIZE, True)

    run = run_and_score(replace(spec, evaluate=infinite), "good", inst, Budget())
    assert run.result.status is Status.ERROR  # not "feasible"
    assert run.error.startswith("the evaluator scored a non-finite objective (inf)")


def test_a_generator_that_fails_on_its_options_is_one_error(toy_registry):
    from dataclasses import replace

    from schedbench.harness.driver import generate_instance

    spec = toy_registry.get("toy-pick")

    def fragile(size, seed, **options):
        return list(range(int(options["spread"]) * 0)) + [None] * (1 // 0)

    with pytest.raises(SchedbenchError) as err:
        generate_instance(replace(spec, generate=fragile), 4, 0, {"spread": 3})
    assert str(err.value).startswith("generating toy-pick size=4 seed=0, spread=3: the generator failed "
                                     "(ZeroDivisionError: integer division or modulo by zero)")
    def checking(size, seed, **options):
        raise ValidationError("spread", "must be >= 1", options["spread"])

    with pytest.raises(ValidationError, match="spread: must be >= 1"):  # the generator's own checks pass unchanged
        generate_instance(replace(spec, generate=checking), 4, 0, {"spread": 0})


@pytest.mark.parametrize("cells,workers", [(0, 2), (1, 2), (5, 2), (64, 2), (1000, 8), (7, 1)])
def test_dask_batch_sizes_cover_every_cell_and_shrink_to_one(cells, workers):
    from schedbench.harness.executor import MAX_CELLS_PER_TASK, batch_sizes

    sizes = batch_sizes(cells, workers)
    assert sum(sizes) == cells
    assert all(1 <= s <= MAX_CELLS_PER_TASK for s in sizes)
    assert sizes == sorted(sizes, reverse=True)  # guided: never a big batch at the end
    if cells >= 2 * workers:
        assert sizes[-workers:] == [1] * workers


def test_a_batch_past_its_time_starts_no_further_cell(toy_registry, tmp_path):
    from schedbench.harness.executor import run_batch

    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["good", "exact", "crashy"], time_limit_s=5)
    with Store(tmp_path / "s.sqlite") as db:
        tasks = tasks_for(m, db)
    assert len(run_batch(tasks, grace_s=TEST_GRACE_S, max_batch_s=0.0)) == 1  # the first cell always runs
    whole = run_batch(tasks, grace_s=TEST_GRACE_S)
    assert [o.task for o in whole] == list(tasks)
    assert {o.task.cell.method: o.status for o in whole} == {"good": Status.FEASIBLE, "exact": Status.OPTIMAL,
                                                              "crashy": Status.ERROR}


# ------------------------------------------------- the guard and the stops, through execute


@pytest.mark.parametrize("first, second", [("overbound", "good"), ("good", "overbound")])
def test_execute_names_a_conflict_in_either_order_and_keeps_both_cells(toy_registry, tmp_path, first, second):
    """``overbound`` proves a lower bound above every solution. Whether its
    cell is committed before or after ``good``'s schedule (one worker runs
    the cells in plan order), the run's summary lists the conflict naming
    both cells and their kinds, and both cells keep the status and numbers
    their methods and the evaluator gave them."""
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=[first, second])
    with Store(tmp_path / "s.sqlite") as db:
        p = plan(m, db, "v")
        assert [t.cell.method for t in p.tasks] == [first, second]
        summary = execute(p, db, LocalExecutor(1, grace_s=TEST_GRACE_S))
        stored = {r["method"]: r for r in db.rows("v")}
    assert (stored["overbound"]["status"], stored["overbound"]["error"]) == ("no-solution", None)
    assert stored["good"]["status"] == "feasible"
    assert summary.statuses == {"no-solution": 1, "feasible": 1}
    assert summary.problems == {"toy-pick": {"no-solution": 1, "feasible": 1}}
    ((problem, instance_id, conflict),) = summary.conflicts
    assert (problem, instance_id) == ("toy-pick", stored["good"]["instance_id"])
    assert (conflict.bound_cell.method, conflict.bound_cell.kind, conflict.bound_cell.status) == (
        "overbound", "exact", "no-solution")
    assert (conflict.objective_cell.method, conflict.objective_cell.kind) == ("good", "heuristic")
    reason = conflict.reason()
    assert reason.startswith("conflict: the lower bound ")
    assert "overbound (exact; seed 0, budget t=60,threads=1,gap=1e-06,solver=highs)" in reason
    assert f"the objective {stored['good']['objective']:.10g} that good (heuristic; seed 0," in reason


def test_a_conflict_with_a_cell_of_an_earlier_run_is_named_once_per_run(toy_registry, tmp_path):
    """The bound's cell came from an earlier run: this run's schedule takes
    part in the conflict, so this run names it (its counts stay its own);
    a later run whose cells take no part in it does not; nothing is an
    error, so --retry error has nothing to run again."""
    bound_m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["overbound"])
    good_m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["good"])
    other_m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["giveup"])
    with Store(tmp_path / "s.sqlite") as db:
        earlier = execute(plan(bound_m, db, "v"), db, LocalExecutor(1))
        assert earlier.statuses == {"no-solution": 1} and earlier.conflicts == []
        later = execute(plan(good_m, db, "v"), db, LocalExecutor(1))
        assert later.statuses == {"feasible": 1} and len(later.conflicts) == 1
        assert {r["method"]: r["status"] for r in db.rows("v")} == {"overbound": "no-solution", "good": "feasible"}
        assert plan(bound_m, db, "v", retry=["error"]).tasks == []
        unrelated = execute(plan(other_m, db, "v"), db, LocalExecutor(1))
        assert unrelated.conflicts == []


def test_retry_statuses_and_their_errors(toy_registry, tmp_path):
    from schedbench.harness.driver import parse_retry

    assert parse_retry("timeout,error") == {"timeout", "error"}
    assert parse_retry(" time-out ") == {"timeout"}
    assert rerun_statuses(True) == {"error", "infra-error"}
    assert rerun_statuses(retry={"timeout"}) == {"timeout", "infra-error"}
    with pytest.raises(ValidationError, match=re.escape("--retry[1]: must be one of error, timeout, no-solution, "
                                                        "infra-error (got 'optimal')")):
        parse_retry("error,optimal")
    with pytest.raises(ValidationError, match=re.escape("--retry: must name at least one of")):
        parse_retry(" , ")
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["sleepy", "crashy", "good"], time_limit_s=0.2)
    with Store(tmp_path / "s.sqlite") as db:
        execute(plan(m, db, "v"), db, LocalExecutor(3, grace_s=TEST_GRACE_S))
        assert {r["method"]: r["status"] for r in db.rows("v")} == {"sleepy": "timeout", "crashy": "error",
                                                                    "good": "feasible"}
        assert plan(m, db, "v").tasks == []  # a time-out is cached ...
        timeouts = plan(m, db, "v", retry=parse_retry("timeout"))  # ... until --retry timeout
        assert [t.cell.method for t in timeouts.tasks] == ["sleepy"]
        both = plan(m, db, "v", retry=parse_retry("timeout,error"))
        assert sorted(t.cell.method for t in both.tasks) == ["crashy", "sleepy"]
        assert both.retried_statuses == {"timeout": 1, "error": 1}


def test_the_run_summary_counts_stops_per_problem(toy_registry, tmp_path):
    m = matrix_from_flags(["toy-pick"], sizes=[4, 8], seeds=[0], methods=["capped", "limited", "exact"])
    with Store(tmp_path / "s.sqlite") as db:
        summary = execute(plan(m, db, "v"), db, LocalExecutor(2))
    assert summary.statuses == {"feasible": 4, "optimal": 2}
    assert summary.problems["toy-pick"] == {"feasible": 4, "optimal": 2, "time-cap": 2, "limit-stop": 2}
