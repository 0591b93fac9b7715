"""The Dask executor on a loopback cluster (127.0.0.1 only): the same
outcomes as the local executor, hard limit and crash isolation included,
and `schedbench run --executor dask` end to end."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from schedbench.contracts import Status
from schedbench.harness.driver import plan
from schedbench.harness.matrix import matrix_from_flags
from schedbench.harness.store import Store

distributed = pytest.importorskip("dask.distributed", reason="the dask extra is not installed")

from schedbench.harness.executor import DaskExecutor, LocalExecutor, local_cluster  # noqa: E402

TESTS_DIR = str(Path(__file__).resolve().parent)
#: Grace of the hard limit in these tests: small, so a hung cell dies fast.
GRACE_S = 2.0


@pytest.fixture
def worker_path(monkeypatch):
    """Dask's worker processes import the toy problem from tests/."""
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [TESTS_DIR, os.environ.get("PYTHONPATH")])))


def _tasks(tmp_path, methods, time_limit_s=5.0):
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=methods, time_limit_s=time_limit_s)
    with Store(tmp_path / "plan.sqlite") as db:
        return plan(m, db, "test").tasks


def test_dask_outcomes_match_the_local_executor(toy_registry, worker_path, tmp_path):
    tasks = _tasks(tmp_path, ["exact", "good", "crashy", "segv", "sleepy"], time_limit_s=0.5)
    pool = DaskExecutor(workers=2, grace_s=GRACE_S, registry_factory="toy_problem:make_registry")
    remote = {o.task.cell.method: o for o in pool.run(tasks)}
    local = {o.task.cell.method: o for o in LocalExecutor(2, grace_s=GRACE_S).run(tasks)}
    assert set(remote) == set(local) == {"exact", "good", "crashy", "segv", "sleepy"}
    for method, outcome in remote.items():
        assert outcome.status is local[method].status, (method, outcome.error)
    assert remote["exact"].status is Status.OPTIMAL
    assert remote["sleepy"].status is Status.TIMEOUT  # killed at the hard limit on the worker
    assert remote["segv"].exit_code == -11  # a dying cell takes only its own process
    assert remote["exact"].scored["evaluation"]["objective"] == local["exact"].scored["evaluation"]["objective"]


def _cli(capsys, args) -> tuple[int, str]:
    from schedbench.cli import main

    with pytest.raises(SystemExit) as info:
        main([str(a) for a in args])
    return (info.value.code or 0), capsys.readouterr().err


def test_run_on_a_local_dask_cluster_end_to_end(tmp_path, capsys):
    args = ["run", "--problem", "cuckoo-planning", "--sizes", "4", "--seeds", "0", "--methods", "mcf,fifo",
            "--no-report", "-q"]
    assert _cli(capsys, [*args, "--store", tmp_path / "dask.sqlite", "--executor", "dask", "--jobs", "2",
                               "--cells-per-task", "2"])[0] == 0
    assert _cli(capsys, [*args, "--store", tmp_path / "local.sqlite", "--jobs", "2"])[0] == 0
    rows = {}
    for name in ("dask", "local"):
        with Store(tmp_path / f"{name}.sqlite") as db:
            rows[name] = {(r["method"], r["instance_id"]): (r["status"], r["objective"]) for r in db.rows()}
    assert len(rows["dask"]) == 2
    assert rows["dask"] == rows["local"]


def test_scheduler_without_the_dask_executor_is_an_error(tmp_path, capsys):
    code, err = _cli(capsys, ["run", "--problem", "cuckoo-planning", "--sizes", "4", "--seeds", "0", "--methods", "mcf",
                              "--store", tmp_path / "s.sqlite", "--scheduler", "tcp://127.0.0.1:8786", "--no-report"])
    assert code == 2
    assert "--scheduler: needs --executor dask" in err
    assert not (tmp_path / "s.sqlite").exists()  # refused before anything ran


def test_a_crash_inside_a_batch_takes_only_its_own_cell(toy_registry, worker_path, tmp_path):
    """Five cells in one Dask task: each still runs in its own process under its own limit."""
    methods = ["exact", "segv", "good", "sleepy", "crashy"]
    tasks = _tasks(tmp_path, methods, time_limit_s=0.5)
    pool = DaskExecutor(workers=1, grace_s=GRACE_S, registry_factory="toy_problem:make_registry", cells_per_task=5)
    outcomes = {o.task.cell.method: o for o in pool.run(tasks)}
    assert {m: o.status for m, o in outcomes.items()} == {
        "exact": Status.OPTIMAL, "segv": Status.INFRA_ERROR, "good": Status.FEASIBLE, "sleepy": Status.TIMEOUT,
        "crashy": Status.ERROR}
    assert outcomes["segv"].exit_code == -11


@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="reads /proc")
def test_stopping_a_run_kills_the_running_cell_and_skips_the_rest_of_its_batch(toy_registry, worker_path, tmp_path,
                                                                               monkeypatch):
    import time

    import toy_problem

    pids = tmp_path / "pids"
    pids.mkdir()
    monkeypatch.setenv(toy_problem.PID_DIR_ENV, str(pids))
    tasks = _tasks(tmp_path, ["sleepy", "good"], time_limit_s=30.0)  # hard limit 47 s: only a stop ends it
    cluster = local_cluster(1)
    try:
        pool = DaskExecutor(cluster.scheduler_address, grace_s=GRACE_S, registry_factory="toy_problem:make_registry",
                            cells_per_task=2)

        class Stop(Exception):
            pass

        def tick():
            if any(pids.iterdir()):
                raise Stop

        with pytest.raises(Stop):
            list(pool.run([tasks[0], tasks[1]] if tasks[0].cell.method == "sleepy" else [tasks[1], tasks[0]], tick))
        pid = int(next(pids.iterdir()).read_text())
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and _alive(pid):
            time.sleep(0.1)
        assert not _alive(pid), "the stopped cell's process is still running"
        # the worker is free again at once: the rest of the stopped batch did not run first
        started = time.monotonic()
        assert [o.status for o in pool.run([t for t in tasks if t.cell.method == "good"])] == [Status.FEASIBLE]
        assert time.monotonic() - started < 20
    finally:
        cluster.close()


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_cells_per_task_without_the_dask_executor_is_an_error(tmp_path, capsys):
    code, err = _cli(capsys, ["run", "--problem", "cuckoo-planning", "--sizes", "4", "--seeds", "0", "--methods", "mcf",
                              "--store", tmp_path / "s.sqlite", "--cells-per-task", "4", "--no-report"])
    assert code == 2
    assert "--cells-per-task: needs --executor dask" in err
    assert not (tmp_path / "s.sqlite").exists()
