"""Load time of the largest instance files (issue 14: the schema layer must
not be slower than the hand-written parsers it replaced).

    .venv/bin/python -m pytest tests/benchmarks/test_bench_schema.py --benchmark-only

Each benchmark reads, parses, validates and builds one instance document
and checks its stored content id, as ``schedbench solve FILE`` does
(:func:`schedbench.io.load_instance_file`). The documents: a 2,000-job
cuckoo-packing instance (the largest default size) and a 150,000-job
asrpt-schedule instance (a 300-job generated instance repeated 500 times,
each copy shifted by a whole number of slots, so the file stays valid).

Measured on the 2-core development machine (shared, so +-20%), median of
the rounds: hand-written parsers (commit 1118e36) 31 ms and 7.0 s; schema
layer (pydantic 2.13) 11 ms and 2.4 s. Of the 150,000-job gain, pausing the
cyclic garbage collector while loading (schedbench.io) is worth about 2 s
(the schema layer alone: 4.5-5.0 s; the old parsers with the collector
paused: 3.8-4.9 s).
"""

from __future__ import annotations

import copy

import pytest

from schedbench.contracts import content_hash
from schedbench.instances.asrpt import generate_schedule
from schedbench.instances.cuckoo import generate
from schedbench.io import load_instance_file, write_json_atomic

PACKING_JOBS = 2_000
SCHEDULE_BASE_JOBS = 300
SCHEDULE_COPIES = 500  # 150,000 jobs
#: Each copy starts this many slots after the previous one.
COPY_SHIFT_SLOTS = 1_000


def _document(problem: str, instance: dict) -> dict:
    return {"problem": problem, "schema_version": 1, "id": content_hash(instance), "instance": instance}


@pytest.fixture(scope="module")
def packing_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("bench") / "cuckoo-packing-2000.json"
    write_json_atomic(path, _document("cuckoo-packing", generate(PACKING_JOBS, 0).to_dict()))
    return path


@pytest.fixture(scope="module")
def schedule_file(tmp_path_factory):
    base = generate_schedule(SCHEDULE_BASE_JOBS, 0).to_dict()
    shift = COPY_SHIFT_SLOTS * base["slot_s"]
    jobs = []
    for c in range(SCHEDULE_COPIES):
        for job in base["jobs"]:
            job = copy.deepcopy(job)
            job["id"] = f"c{c}-{job['id']}"
            job["release_s"] = job["release_s"] + c * shift
            jobs.append(job)
    instance = {**base, "jobs": jobs}
    path = tmp_path_factory.mktemp("bench") / "asrpt-schedule-150000.json"
    write_json_atomic(path, _document("asrpt-schedule", instance))
    return path


def test_load_cuckoo_packing_2000(benchmark, packing_file):
    spec, inst = benchmark.pedantic(load_instance_file, args=(packing_file,), rounds=5, iterations=1, warmup_rounds=1)
    assert inst.size == PACKING_JOBS


def test_load_asrpt_schedule_150000(benchmark, schedule_file):
    spec, inst = benchmark.pedantic(load_instance_file, args=(schedule_file,), rounds=3, iterations=1, warmup_rounds=1)
    assert inst.size == SCHEDULE_BASE_JOBS * SCHEDULE_COPIES
