"""Two runs on one store at once, and the environment in the store's key
(issue 16, item 5 and the code review)."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import time
import sys
from pathlib import Path

import pytest

from schedbench.errors import SchedbenchError
from schedbench.harness.store import STORE_SCHEMA_VERSION, CellKey, Store, environment, environment_key

ROOT = Path(__file__).resolve().parents[1]


def _key(i: int) -> CellKey:
    return CellKey("p", f"inst{i}", "m", 0, "t=1", "mv", "pv")


def _row(key: CellKey, **extra):
    return {**dict(zip(("problem", "instance_id", "method", "seed", "budget_key", "method_version", "problem_version"),
                       key.as_tuple())), "code_version": "v",
            "size": 1, "instance_seed": 0, "time_limit_s": 1.0, "threads": 1, "solver": "highs",
            "mip_rel_gap": 1e-6, "status": "feasible", "sense": "min", "wall_s": 0.1, "host": "h",
            "started_at": 0.0, "finished_at": 1.0, **extra}


def test_claims_split_cells_between_live_runs_and_expire_with_their_process(tmp_path):
    path = tmp_path / "s.sqlite"
    keys = [_key(i) for i in range(6)]
    with Store(path) as a, Store(path) as b:
        mine_a, owner_a = a.claim(keys[:4])
        mine_b, owner_b = b.claim(keys)
        assert mine_a == keys[:4] and mine_b == keys[4:]
        a.record(_row(keys[0]))
        a.release(owner_a)
        again, _ = b.claim(keys, owner_b)  # keys[0] is stored now, 1-3 free, 4-5 its own
        assert again == keys[1:]
        assert b.claim(keys[:1], owner_b, rerun={"feasible"})[0] == keys[:1]
    # a claim of a process that is gone is taken over
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    with Store(path) as c:
        c._conn.execute("UPDATE claims SET pid = ?", (int(dead.stdout),))
        assert c.claim(keys[1:2])[0] == keys[1:2]


def test_environment_is_recorded_and_keyed(tmp_path):
    env = environment()
    assert {"python", "pyomo", "highspy", "pulp", "cpu"} <= set(env)
    path = tmp_path / "s.sqlite"
    with Store(path) as db:
        db.record(_row(_key(0)))
        row = db.rows()[0]
        assert row["environment"] == env and row["env_key"] == environment_key(env) == db.env_key
        assert _key(0) in db.statuses()
    other = {**env, "highspy": "0.0.1"}
    with Store(path, env=other) as db:  # another solver version: the cell is not reused ...
        assert db.statuses() == {}
        db.record(_row(_key(0)))
        assert db.count() == 2  # ... and both results are kept
        assert len(db.environments("v")) == 2


def test_old_store_layout_is_refused_with_the_reason(tmp_path):
    path = tmp_path / "old.sqlite"
    with Store(path) as db:
        db._conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    with pytest.raises(SchedbenchError, match=f"schema version 1 is not {STORE_SCHEMA_VERSION} .*environment"):
        Store(path)


@pytest.mark.slow
def test_two_runs_on_one_store_at_once_neither_duplicate_nor_corrupt_cells(tmp_path):
    store = tmp_path / "shared.sqlite"
    args = [sys.executable, "-m", "schedbench.cli", "run", "--problem", "cuckoo-packing", "--sizes", "6,8,10,12",
            "--seeds", "0-2", "--methods", "milp,blossom,greedy", "--store", str(store), "--no-report", "-q",
            "--jobs", "1"]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    procs = [subprocess.Popen(args, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for _ in range(2)]
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [o[1][-2000:] for o in outs]
    ran = [int(line.split()[1]) for _, err in outs for line in err.splitlines() if line.startswith("ran ")]
    assert sum(ran) == 36, [o[1] for o in outs]  # every cell ran once, in one of the two processes
    conn = sqlite3.connect(store)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    rows = conn.execute("SELECT problem, instance_id, method, seed, budget_key, method_version, problem_version, "
                        "env_key, solution, environment FROM cells").fetchall()
    assert len(rows) == 36 and len({r[:8] for r in rows}) == 36
    assert all(json.loads(r[8]) is not None and json.loads(r[9])["python"] for r in rows)
    assert conn.execute("SELECT COUNT(*) FROM claims").fetchone()[0] == 0  # both released theirs


def _open_at_once(path: str, barrier, delay: float, results) -> None:
    barrier.wait()
    time.sleep(delay)
    try:
        with Store(path) as db:
            db.statuses()
        results.put("ok")
    except SchedbenchError as exc:
        results.put(str(exc))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="forks the two openers")
def test_two_processes_creating_one_new_store_at_once_both_open_it(tmp_path):
    """Switching a new file to WAL answers "locked" at once to a second
    process (no busy timeout): without the store's retry about 1 pair in
    20 failed here, within 4 ms of each other."""
    import multiprocessing
    import random

    ctx = multiprocessing.get_context("fork")
    rng = random.Random(0)
    failures = []
    for trial in range(150):
        path = str(tmp_path / f"s{trial}.sqlite")
        barrier, results = ctx.Barrier(2), ctx.Queue()
        procs = [ctx.Process(target=_open_at_once, args=(path, barrier, rng.random() * 0.004 * k, results))
                 for k in range(2)]
        for p in procs:
            p.start()
        for p in procs:
            p.join(60)
        failures += [r for r in (results.get(timeout=60), results.get(timeout=60)) if r != "ok"]
    assert failures == []
