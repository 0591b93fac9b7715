"""The SQLite results store: schema, commit per cell, resume, and a parent
killed with SIGKILL in the middle of a run."""

from __future__ import annotations

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
import toy_problem

from schedbench.errors import SchedbenchError
from schedbench.harness.executor import LocalExecutor
from schedbench.harness.driver import execute, plan
from schedbench.harness.matrix import matrix_from_flags
from schedbench.harness.store import COLUMNS, KEY_COLUMNS, CellKey, Store, code_version

TESTS = Path(__file__).parent
#: How long the subprocess tests wait for the child run to reach a state.
WAIT_S = 30.0


def row(**changes):
    base = {
        "problem": "toy-pick",
        "instance_id": "i1",
        "method": "good",
        "seed": 0,
        "budget_key": "t=1",
        "method_version": "m1",
        "problem_version": "p1",
        "code_version": "v1",
        "size": 4,
        "instance_seed": 0,
        "options": {"spread": 5},
        "time_limit_s": 1.0,
        "threads": 1,
        "solver": "highs",
        "mip_rel_gap": 1e-6,
        "status": "feasible",
        "objective": 12.0,
        "sense": "min",
        "feasible": True,
        "metrics": {"picked": 2.0},
        "solution": {"chosen": [0, 1]},
        "info": {"note": "x"},
        "wall_s": 0.1,
        "host": "h",
        "started_at": 1.0,
        "finished_at": 2.0,
    }
    base.update(changes)
    return base


def test_store_schema_wal_and_round_trip(tmp_path):
    path = tmp_path / "sub" / "s.sqlite"
    with Store(path) as db:
        db.record(row())
        db.record(row(method="exact", status="optimal", objective=10.0, bound=10.0, gap_to_bound=0.0))
        assert db.count() == 2
        rows = db.rows("v1", with_solution=True)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    cols = [r[1] for r in conn.execute("PRAGMA table_info(cells)")]
    assert tuple(cols) == COLUMNS
    pk = [r[1] for r in sorted(conn.execute("PRAGMA table_info(cells)"), key=lambda r: r[5]) if r[5]]
    assert tuple(pk) == KEY_COLUMNS
    conn.close()
    good = next(r for r in rows if r["method"] == "good")
    assert good["solution"] == {"chosen": [0, 1]}
    assert good["metrics"] == {"picked": 2.0}
    assert good["options"] == {"spread": 5}
    assert good["feasible"] == 1
    assert good["bound"] is None


def test_same_key_replaces_and_versions_are_separate(tmp_path):
    with Store(tmp_path / "s.sqlite") as db:
        db.record(row(status="error", error="boom"))
        db.record(row(status="feasible"))
        db.record(row(method_version="m2", code_version="v2", finished_at=5.0))
        db.record(row(problem_version="p2", code_version="v2", finished_at=4.0))
        assert db.count() == 3
        assert db.statuses() == {CellKey("toy-pick", "i1", "good", 0, "t=1", "m1", "p1"): "feasible",
                                 CellKey("toy-pick", "i1", "good", 0, "t=1", "m2", "p1"): "feasible",
                                 CellKey("toy-pick", "i1", "good", 0, "t=1", "m1", "p2"): "feasible"}
        assert db.statuses(problems=["other"]) == {}
        assert [v for v, _, _ in db.code_versions()] == ["v2", "v1"]
        # the latest run stands for the cell
        (latest,) = db.latest_rows()
        assert (latest["method_version"], latest["problem_version"], latest["finished_at"]) == ("m2", "p1", 5.0)
        (of_v1,) = db.latest_rows("v1")
        assert of_v1["method_version"] == "m1"


def test_the_code_version_is_a_label_outside_the_key(tmp_path):
    """A new release label with the same versions is the same cell: it replaces it."""
    with Store(tmp_path / "s.sqlite") as db:
        db.record(row(code_version="v1"))
        db.record(row(code_version="v2", objective=11.0))
        (r,) = db.rows()
        assert (r["code_version"], r["objective"]) == ("v2", 11.0)


def test_store_refuses_bad_rows_and_foreign_files(tmp_path):
    with Store(tmp_path / "s.sqlite") as db:
        bad = row()
        del bad["status"]
        with pytest.raises(SchedbenchError, match="lacks status"):
            db.record(bad)
        with pytest.raises(SchedbenchError, match="unknown column"):
            db.record(row(colour="red"))
        assert db.count() == 0
    junk = tmp_path / "junk.sqlite"
    junk.write_text("not a database, just text" * 100)
    with pytest.raises(SchedbenchError, match="not a schedbench results store"):
        Store(junk)
    with pytest.raises(SchedbenchError, match="no such results store"):
        Store(tmp_path / "missing.sqlite", create=False)
    other = tmp_path / "other.sqlite"
    sqlite3.connect(other).execute("CREATE TABLE x (a)").connection.commit()
    with pytest.raises(SchedbenchError, match="no cells table"):
        Store(other, create=False)
    with Store(tmp_path / "old.sqlite") as db:
        db._conn.execute("UPDATE meta SET value = '0' WHERE key = 'schema_version'")
    with pytest.raises(SchedbenchError, match="schema version 0 is not 3"):
        Store(tmp_path / "old.sqlite")


def test_code_version_is_version_plus_source_hash():
    from schedbench import __version__

    v = code_version()
    assert re.fullmatch(re.escape(__version__) + r"\+[0-9a-f]{10}", v)
    assert code_version() == v


def test_presentation_modules_do_not_make_the_code_version(monkeypatch):
    """Editing the findings page, the report or the CLI keeps stored cells valid."""
    import schedbench.harness.store as store

    v = code_version()
    monkeypatch.setattr(store, "CODE_VERSION_EXCLUDE_DIRS", ())
    assert code_version() != v  # the reporting package's files are left out by that folder rule


def test_the_code_version_leaves_out_exactly_the_presentation_modules():
    """The modules that cannot change a cell's result, and only those: the
    CLI, the perf-guard script, the run's progress line, the instance library
    and the whole reporting package (the same files as before the core was
    laid out by role, at their new paths)."""
    from schedbench.harness.store import code_files

    package = Path(__file__).resolve().parent.parent / "schedbench"
    every = {f"schedbench/{p.relative_to(package).as_posix()}" for p in package.rglob("*.py")
             if "__pycache__" not in p.parts}
    left_out = every - set(code_files())
    reporting = {f for f in every if f.startswith("schedbench/reporting/")}
    assert left_out == {"schedbench/cli.py", "schedbench/perf.py", "schedbench/harness/progress.py",
                        "schedbench/harness/library.py"} | reporting
    assert {"schedbench/reporting/report.py", "schedbench/reporting/stats.py", "schedbench/reporting/certified.py",
            "schedbench/reporting/readme_tables.py", "schedbench/reporting/findings/page.py"} <= reporting


def test_rerun_skips_finished_cells_and_retry_errors_reruns_errors(toy_registry, tmp_path):
    m = matrix_from_flags(["toy-pick"], sizes=[4, 8], seeds=[0, 1], methods=["good", "exact", "crashy"])
    with Store(tmp_path / "s.sqlite") as db:
        first = execute(plan(m, db, "v"), db, LocalExecutor(2))
        assert first.executed == 12
        assert first.statuses == {"feasible": 4, "optimal": 4, "error": 4}
        again = plan(m, db, "v")
        assert (again.stored, len(again.tasks)) == (12, 0)
        assert execute(again, db, LocalExecutor(2)).executed == 0
        retry = plan(m, db, "v", retry_errors=True)
        assert (retry.stored, retry.retried, len(retry.tasks)) == (8, 4, 4)
        assert {t.cell.method for t in retry.tasks} == {"crashy"}
        # another release label shares everything: the versions key the cells
        assert (plan(m, db, "v2").stored, len(plan(m, db, "v2").tasks)) == (12, 0)


def _toy_cli(args: list[str]) -> list[str]:
    code = (
        "import sys, toy_problem; toy_problem.install(); "
        f"from schedbench.cli import main; main({args!r})"
    )
    return [sys.executable, "-c", code]


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(TESTS), env.get("PYTHONPATH", "")])
    return env


def _count(path: Path) -> int:
    if not path.exists():
        return 0
    conn = sqlite3.connect(path, timeout=10)
    try:
        return conn.execute("SELECT COUNT(*) FROM cells").fetchone()[0]
    except sqlite3.OperationalError:  # the table is not there yet
        return 0
    finally:
        conn.close()


def _wait_for(predicate, what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


RUN_ARGS = ["run", "--problem", "toy-pick", "--sizes", "4,8", "--seeds", "0-3", "--methods", "slow",
            "--jobs", "1", "--no-report", "--code-version", "kill-test"]


def test_sigkill_of_the_parent_loses_nothing_and_resume_runs_only_the_rest(toy_registry, tmp_path):
    store = tmp_path / "s.sqlite"
    proc = subprocess.Popen(_toy_cli(RUN_ARGS + ["--store", str(store)]), env=_env(), cwd=tmp_path,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        _wait_for(lambda: _count(store) >= 3, "three stored cells")
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=WAIT_S)
    finally:
        proc.kill()
        proc.communicate()
    assert proc.returncode == -signal.SIGKILL
    with Store(store) as db:
        before = {(r["instance_id"], r["method"]): r["finished_at"] for r in db.rows("kill-test")}
        assert 3 <= len(before) < 8
        m = matrix_from_flags(["toy-pick"], sizes=[4, 8], seeds=[0, 1, 2, 3], methods=["slow"])
        resumed = plan(m, db, "kill-test")
        assert resumed.stored == len(before)
        assert len(resumed.tasks) == 8 - len(before)
        assert not {(t.key.instance_id, t.key.method) for t in resumed.tasks} & set(before)
        summary = execute(resumed, db, LocalExecutor(2))
        assert summary.executed == 8 - len(before)
        after = {(r["instance_id"], r["method"]): r["finished_at"] for r in db.rows("kill-test")}
    assert len(after) == 8
    assert all(after[k] == v for k, v in before.items())  # finished cells untouched


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False
    return state not in ("Z", "X")  # a zombie has finished


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG and /proc are Linux's")
def test_workers_die_with_a_killed_parent(toy_registry, tmp_path):
    pids = tmp_path / "pids"
    pids.mkdir()
    env = _env() | {toy_problem.PID_DIR_ENV: str(pids)}
    args = ["run", "--problem", "toy-pick", "--sizes", "4", "--seeds", "0,1", "--methods", "sleepy", "--jobs", "2",
            "--time-limit", "60", "--no-report", "--store", str(tmp_path / "s.sqlite")]
    # no pipes: a surviving worker would hold them open and hang the test instead of failing it
    proc = subprocess.Popen(_toy_cli(args), env=env, cwd=tmp_path, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        _wait_for(lambda: len(list(pids.iterdir())) == 2, "two sleeping workers")
        workers = [int(p.stem) for p in pids.iterdir()]
        assert all(_alive(pid) for pid in workers)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=WAIT_S)
    finally:
        proc.kill()
        proc.wait()
    try:
        _wait_for(lambda: not any(_alive(pid) for pid in workers), "the orphaned workers to die")
    finally:
        for pid in workers:  # clean up if the test fails
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize("signum, code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_interrupt_stops_cleanly_and_resume_finishes(toy_registry, tmp_path, signum, code):
    store = tmp_path / "s.sqlite"
    proc = subprocess.Popen(_toy_cli(RUN_ARGS + ["--store", str(store)]), env=_env(), cwd=tmp_path,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        _wait_for(lambda: _count(store) >= 2, "two stored cells")
        proc.send_signal(signum)
        out, err = proc.communicate(timeout=WAIT_S)
    finally:
        proc.kill()
    assert proc.returncode == code, err
    assert "interrupted" in err and "run the same command again to resume" in err
    assert "Traceback" not in err
    stored = _count(store)
    assert 2 <= stored < 8
    done = subprocess.run(_toy_cli(RUN_ARGS + ["--store", str(store)]), env=_env(), cwd=tmp_path,
                          capture_output=True, text=True, timeout=WAIT_S)
    assert done.returncode == 0, done.stderr
    assert f"{stored} cell(s) already stored, skipped; {8 - stored} to run" in done.stderr
    assert _count(store) == 8


def test_rows_json_columns_decode(tmp_path):
    with Store(tmp_path / "s.sqlite") as db:
        db.record(row(violations=["a", "b"], info=None))
        (r,) = db.rows()
    assert r["violations"] == ["a", "b"]
    assert r["info"] is None
    assert "solution" not in r
    assert json.loads(json.dumps(r))  # plain JSON values only


def _store_with_rows(path: Path, n: int = 60) -> None:
    with Store(path) as db:
        for i in range(n):
            db.record(row(instance_id=f"i{i}", solution={"chosen": list(range(50))}, info={"note": "x" * 200}))
    with sqlite3.connect(path) as conn:  # fold the WAL into the main file
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def test_garbage_mid_file_is_one_error_naming_the_store(tmp_path):
    """Overwrite one page after the header with garbage: every store
    operation either works or raises one SchedbenchError naming the file
    (before: sqlite3.DatabaseError 'database disk image is malformed' from
    whichever query touched the page)."""
    clean = tmp_path / "clean.sqlite"
    _store_with_rows(clean)
    data = clean.read_bytes()
    page = 4096
    said = []
    for offset in range(page, len(data), page):
        damaged = tmp_path / f"damaged-{offset}.sqlite"
        damaged.write_bytes(data[:offset] + b"\xff" * page + data[offset + page:])
        try:
            with Store(damaged, create=False) as db:
                db.rows(with_solution=True)
                db.statuses()
                db.environments()
                db.code_versions()
                db.record(row(instance_id="new"))
        except SchedbenchError as err:
            assert str(err).startswith(f"{damaged}: ")
            said.append(str(err))
    assert any("database disk image is malformed" in s for s in said), said


def test_malformed_json_in_a_cell_column_names_the_store_cell_and_column(tmp_path):
    path = tmp_path / "s.sqlite"
    with Store(path) as db:
        db.record(row())
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE cells SET metrics = '{bad'")
    with Store(path) as db, pytest.raises(SchedbenchError) as err:
        db.rows()
    text = str(err.value)
    assert text.startswith(f"{path}: column 'metrics' of the stored cell (problem=toy-pick, instance_id=i1")
    assert "is not valid JSON" in text


# ------------------------------------------------- conflicts: a bound that a feasible objective beats


def bound_row(method, status, objective=None, bound=None, **changes):
    """A cell of instance i1 (minimised) with an objective and/or a bound."""
    return row(method=method, status=status, objective=objective, bound=bound, info={}, **changes)


def test_bound_conflicts_rule():
    from schedbench.harness.store import bound_conflicts

    cells = [
        bound_row("exact", "optimal", 10.0, 10.0),
        bound_row("good", "feasible", 9.0),  # beats exact's bound: one of them (or the evaluator) is wrong
        bound_row("lb", "feasible", 12.0, 8.5),  # a bound that holds
        bound_row("nosol", "no-solution", None, 9.5),  # no schedule, and good beats its bound too
        bound_row("noise", "no-solution", None, 9.0 + 1e-9),  # within beats_bound's tolerance: no conflict
        bound_row("crash", "error", 1.0, 20.0),  # an error's bound is not trusted, nor its objective
        bound_row("late", "timeout"),
    ]
    kinds = {"exact": "exact", "good": "heuristic"}
    found = bound_conflicts(cells, "min", kinds=kinds)
    assert [(c.bound_cell.method, c.bound_cell.kind, c.bound_cell.status, c.bound, c.objective_cell.method,
             c.objective_cell.kind, c.objective_cell.status, c.objective) for c in found] == [
        ("exact", "exact", "optimal", 10.0, "good", "heuristic", "feasible", 9.0),
        ("nosol", "unknown", "no-solution", 9.5, "good", "heuristic", "feasible", 9.0)]
    reason = found[0].reason()
    assert reason.startswith("conflict: the lower bound 10 of exact (exact; seed 0, budget t=1) is above the "
                             "objective 9 that good (heuristic; seed 0, budget t=1) attained on the same instance")
    assert "one of the two methods is wrong, or the evaluator is" in reason and "impossible" not in reason
    # a maximisation: an upper bound below a feasible objective
    (up,) = bound_conflicts([bound_row("ub", "feasible", 5.0, 6.0), bound_row("h", "feasible", 7.0)], "max")
    assert (up.bound_cell.method, up.objective_cell.method) == ("ub", "h")
    assert "the upper bound 6 of ub (unknown; seed 0, budget t=1) is below the objective 7" in up.reason()
    # no feasible objective, no conflict
    assert bound_conflicts([bound_row("nosol", "no-solution", None, 9.5)], "min") == []


def test_a_cell_of_a_plugin_is_of_kind_plug_in_even_unregistered():
    from schedbench.harness.store import bound_conflicts, cell_kind, plugin_of_key

    key = "t=1;plugin=mypairs.py==sha256:0123456789ab"
    assert plugin_of_key(key) == "mypairs.py sha256:0123456789ab" and plugin_of_key("t=1") is None
    assert cell_kind("mypairs.pair_in_order", key, {}) == "plug-in"
    assert cell_kind("milp", "t=1", {"milp": "exact"}) == "exact" and cell_kind("gone", "t=1", {}) == "unknown"
    (c,) = bound_conflicts([bound_row("milp", "optimal", 10.0, 10.0),
                            bound_row("mypairs.pair_in_order", "feasible", 9.0, budget_key=key)],
                           "min", kinds={"milp": "exact"})
    assert (c.bound_cell.kind, c.objective_cell.kind) == ("exact", "plug-in")


def test_the_guard_names_a_conflict_in_either_order_and_rewrites_neither_cell(tmp_path):
    """Committed with guard=True, a cell that takes part in a conflict (its
    bound beaten by a feasible objective of the same instance, or its
    objective beating a proven bound there) gets the conflict back, whether
    the bound or the objective was stored first; both cells stay exactly as
    committed, and other instances and earlier runs of a cell are left alone."""
    for order in ("bound first", "objective first"):
        with Store(tmp_path / f"{order}.sqlite") as db:
            bound = bound_row("exact", "optimal", 10.0, 10.0, gap_to_bound=0.0, budget_key="t=2")
            objective = bound_row("good", "feasible", 9.0, seed=3)
            other = bound_row("exact", "optimal", 10.0, 10.0, instance_id="i2")  # another instance: untouched
            # an earlier run of a cell, at another method version, superseded by its re-run: untouched
            older = bound_row("good", "feasible", 1.0, seed=5, method_version="m0", finished_at=1.0)
            rerun = bound_row("good", "feasible", 11.0, seed=5, finished_at=3.0)
            assert [db.record(r, guard=True) for r in (other, older, rerun)] == [[], [], []]
            first, second = (bound, objective) if order == "bound first" else (objective, bound)
            assert db.record(first, guard=True) == []
            (conflict,) = db.record(second, guard=True)
            assert (conflict.bound_cell.method, conflict.bound_cell.budget_key) == ("exact", "t=2")
            assert (conflict.objective_cell.method, conflict.objective_cell.seed) == ("good", 3)
            assert (conflict.bound, conflict.objective, conflict.stored_as_error) == (10.0, 9.0, False)
            cells = {(r["instance_id"], r["method"], r["seed"], r["method_version"]): r for r in db.rows()}
            kept = cells[("i1", "exact", 0, "m1")]
            assert (kept["status"], kept["objective"], kept["bound"], kept["gap_to_bound"], kept["error"],
                    kept["info"]) == ("optimal", 10.0, 10.0, 0.0, None, {})
            assert (cells[("i1", "good", 3, "m1")]["status"], cells[("i1", "good", 3, "m1")]["error"]) == (
                "feasible", None)
            assert cells[("i2", "exact", 0, "m1")]["status"] == "optimal"
            assert cells[("i1", "good", 5, "m0")]["objective"] == 1.0  # as stored
            # a cell that takes no part in it is told nothing; a re-run of either cell is checked again
            assert db.record(bound_row("other", "feasible", 11.0), guard=True) == []
            (again,) = db.record(bound, guard=True)
            assert again.bound_cell.method == "exact"
    with Store(tmp_path / "unguarded.sqlite") as db:
        db.record(bound_row("exact", "optimal", 10.0, 10.0))
        assert db.record(bound_row("good", "feasible", 9.0)) == []  # the default: no check
        assert {r["method"]: r["status"] for r in db.rows()} == {"exact": "optimal", "good": "feasible"}


def test_instance_conflicts_reads_every_conflict_from_the_cells(tmp_path):
    from schedbench.harness.store import instance_conflicts

    with Store(tmp_path / "s.sqlite") as db:
        db.record(bound_row("exact", "optimal", 10.0, 10.0))
        db.record(bound_row("good", "feasible", 9.0))
        db.record(bound_row("exact", "optimal", 10.0, 10.0, instance_id="i2"))
        rows = db.rows()
    found = instance_conflicts(rows)
    assert list(found) == [("toy-pick", "i1")]
    (c,) = found[("toy-pick", "i1")]
    assert sorted(r["method"] for r in rows if r["instance_id"] == "i1" and c.involves(r)) == ["exact", "good"]


#: The conflict that stores written by earlier versions kept in a bound's
#: cell, whose status their guard had turned into ``error``.
LEGACY_FLAG = {"bound_conflict": {"bound": 10.0, "objective": 9.0, "objective_method": "good",
                                  "objective_seed": 0, "objective_budget_key": "t=1", "sense": "min",
                                  "previous_status": "optimal"}}
LEGACY_ERROR = ("impossible bound: the lower bound 10 of exact (seed 0, budget t=1) is above the objective 9 that "
                "good (seed 0, budget t=1) attained on the same instance with a solution the evaluator accepts; "
                "the bound is wrong (or the evaluator is), so it is not used")


def legacy_rows():
    """A conflict as an earlier version's guard stored it: the bound's cell rewritten to an error."""
    return [row(method="exact", status="error", objective=10.0, bound=10.0, error=LEGACY_ERROR, info=LEGACY_FLAG),
            bound_row("good", "feasible", 9.0)]


def test_a_conflict_stored_as_an_error_by_an_earlier_version_reads_as_a_conflict(tmp_path):
    """The old flag opens and reads as the same conflict (its bound cell's
    status as it was before, marked ``stored_as_error``); its schedule
    still counts, so it still exposes a later bound above it."""
    from schedbench.harness.store import bound_conflicts

    with Store(tmp_path / "old.sqlite") as db:
        for r in legacy_rows():
            db.record(r)
        (c,) = bound_conflicts(db.rows(), "min")
        assert (c.bound_cell.method, c.bound_cell.status, c.objective_cell.method, c.stored_as_error) == (
            "exact", "optimal", "good", True)
        assert {r["method"]: r["status"] for r in db.rows()} == {"exact": "error", "good": "feasible"}  # as stored
        (later,) = db.record(bound_row("c", "no-solution", None, 9.5, seed=1), guard=True)
        assert (later.bound_cell.method, later.objective_cell.method, later.objective) == ("c", "good", 9.0)
        db.record(bound_row("good", "error", error="boom"))  # good re-run: it crashed this time
        (last,) = db.record(bound_row("d", "no-solution", None, 10.5, seed=2), guard=True)
        assert (last.bound_cell.method, last.objective_cell.method, last.objective) == ("d", "exact", 10.0)
    assert bound_conflicts([{**legacy_rows()[0], "info": {"bound_conflict": {"bound": "x"}}}], "min") == []
