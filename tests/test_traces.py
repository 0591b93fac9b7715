"""Trace loaders and busiest-window sampling (schedbench.instances.traces),
and the ``workload=`` option of the online problems' generators.

The loader tests run on small files written here; the tests on the real
traces find them as the readers do (``schedbench.data``), are marked
``data`` and skip, naming the fetch command, when they are absent.
"""

from __future__ import annotations

import json
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from data_marks import marks, needs  # tests/ is on sys.path (pytest's rootdir conftest)

from schedbench import data as sbdata
from schedbench.contracts import Budget
from schedbench.data import FALLBACK_ENV, locate
from schedbench.errors import ValidationError
from schedbench.instances import traces
from schedbench.instances.asrpt import ScheduleInstance, generate_schedule, on_slot_grid
from schedbench.instances.cuckoo import CuckooJointInstance, generate_joint
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

#: The files each trace workload reads.
WORKLOAD_FILES = {"philly": (traces.PHILLY_FILE,), "venus": (traces.HELIOS_SUMMARY_FILE,),
                  "alibaba": (traces.ALIBABA_FILE,)}
TRACE_WORKLOADS = [pytest.param(w, marks=marks(*files)) for w, files in WORKLOAD_FILES.items()]

PHILLY_ROWS = 82_247  # data README, pollux/
OPENB_PODS = 8_152  # data README, alibaba/
#: specs/castor.md Sec. 6 and specs/horus.md Sec. 6: the busiest 8 h of Philly.
PHILLY_BUSIEST_8H = 2_335
PHILLY_BUSIEST_FIRST = "2017-10-04 23:41:46"
PHILLY_BUSIEST_LAST = "2017-10-05 07:40:55"
#: Loading the whole Philly file must stay well under a second (the issue);
#: a loose limit because the test machine is shared.
PHILLY_LOAD_LIMIT_S = 1.0
BUDGET = Budget(time_limit_s=60)

HEADER = "timestamp,duration,num_gpus,gpu_time,cluster\n"
GOOD = [
    "2017-10-01 00:00:00,60.0,1,60.0,a\n",
    "2017-10-01 01:00:00,120.0,2,240.0,b\n",
    "2017-10-01 00:30:00,30.0,4,120.0,a\n",
    "2017-10-03 00:00:00,10.0,1,10.0,b\n",
]


@pytest.fixture
def unpinned(monkeypatch):
    """The small trace files written here stand for a user's own traces: the
    registry pins no file at their paths, so they are read as they are (a
    registered file with other bytes is refused: tests/test_data.py)."""
    own = {traces.PHILLY_FILE, traces.ALIBABA_FILE}
    sets = {name: replace(ds, files=tuple(f for f in ds.files if f.path not in own))
            for name, ds in sbdata.registry().items()}
    monkeypatch.setattr(sbdata, "registry", lambda: sets)


def _philly_dir(tmp_path: Path, text: str) -> Path:
    path = tmp_path / traces.PHILLY_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return tmp_path


def test_small_philly_file_loads_sorted_with_source_lines(unpinned, tmp_path):
    data = _philly_dir(tmp_path, HEADER + "".join(GOOD) + "\n")  # a blank last line is not a row
    tr = traces.load_philly(data)
    assert len(tr) == 4
    assert tr.epoch == "2017-10-01 00:00:00"
    assert list(tr.submit_s) == [0.0, 1800.0, 3600.0, 2 * 86_400.0]
    assert list(tr.line) == [2, 4, 3, 5]  # sorted by time, each row keeps its line in the file
    assert list(tr.num_gpus) == [1, 4, 2, 1]
    assert list(tr.duration_s) == [60.0, 30.0, 120.0, 10.0]
    assert list(tr.extra["cluster"]) == ["a", "a", "b", "b"]
    with pytest.raises(ValueError):
        tr.submit_s[0] = 1.0  # read-only: a cached trace cannot be changed by a caller


@pytest.mark.parametrize(
    ("rows", "path", "words"),
    [
        (["2017-10-01 00:00:00,60.0,1,60.0\n"], "philly.csv:1.cluster", "missing column"),
        (["2017-10-01 00:00:00,sixty,1,60.0,a\n"], "philly.csv:3.duration", "must be a number"),
        (["2017-10-01 00:00:00,-5.0,1,60.0,a\n"], "philly.csv:3.duration", "> 0"),
        (["2017-10-01 00:00:00,60.0,0,60.0,a\n"], "philly.csv:3.num_gpus", "integer >= 1"),
        (["2017-10-01 00:00:00,60.0,1.5,60.0,a\n"], "philly.csv:3.num_gpus", "integer >= 1"),
        (["yesterday,60.0,1,60.0,a\n"], "philly.csv:3.timestamp", "must be a time"),
        (["2017-10-01 00:00:00,60.0"], "philly.csv:3.num_gpus", "must be present"),  # truncated last line
        (["\n", GOOD[1]], "philly.csv:3.timestamp", "must be present"),  # a blank line between rows
        (["2017-10-01 00:00:00,60.0,1,60.0,a,extra\n"], "philly.csv:3", "as many fields"),
    ],
)
def test_bad_row_names_file_line_field_and_rule(unpinned, tmp_path, rows, path, words):
    head = "timestamp,duration,num_gpus,gpu_time\n" if words == "missing column" else HEADER
    text = head + GOOD[0] + "".join(rows)
    data = _philly_dir(tmp_path, text)
    with pytest.raises(ValidationError) as err:
        traces.load_philly(data)
    assert err.value.path == path
    assert words in err.value.rule


def test_header_only_file_is_an_error(unpinned, tmp_path):
    with pytest.raises(ValidationError) as err:
        traces.load_philly(_philly_dir(tmp_path, HEADER))
    assert err.value.path == "philly.csv:2" and "at least one data row" in err.value.rule


def test_first_bad_row_is_reported_and_nothing_is_loaded(unpinned, tmp_path):
    text = HEADER + GOOD[0] + "2017-10-01 00:00:00,60.0,0,60.0,a\n" + "2017-10-01 00:00:00,-1,1,60.0,a\n"
    with pytest.raises(ValidationError) as err:
        traces.load_philly(_philly_dir(tmp_path, text))
    assert err.value.path == "philly.csv:3.num_gpus"  # line 3 comes before line 4's duration


def test_missing_data_folder_says_how_to_set_it(tmp_path, monkeypatch):
    monkeypatch.setenv(traces.DATA_ENV, str(tmp_path / "nowhere"))
    monkeypatch.setenv(FALLBACK_ENV, "0")
    with pytest.raises(ValidationError) as err:
        traces.load_philly()
    assert err.value.path == "data" and traces.DATA_ENV in err.value.rule
    assert "`schedbench data fetch philly`" in str(err.value) and "\n" not in str(err.value)


def test_environment_variable_names_the_data_folder(unpinned, tmp_path, monkeypatch):
    data = _philly_dir(tmp_path, HEADER + "".join(GOOD))
    monkeypatch.setenv(traces.DATA_ENV, str(data))
    assert locate(traces.PHILLY_FILE) == data / traces.PHILLY_FILE
    assert len(traces.load_philly()) == 4


def test_busiest_window_counts_and_ties():
    t = np.array([0.0, 1.0, 2.0, 10.0, 10.5, 11.0, 11.5, 30.0])
    assert traces.busiest_window(t, 3.0) == (3, 7)  # 10..11.5: four submissions
    assert traces.busiest_window(t, 100.0) == (0, 8)
    assert traces.busiest_window(np.array([0.0, 5.0]), 1.0) == (0, 1)  # tie: the earliest
    # Binned counts (Lucid's 10-minute rows): the window with the most jobs.
    assert traces.busiest_window(np.array([0.0, 1.0, 2.0, 3.0]), 2.0, np.array([5, 0, 3, 3])) == (2, 4)


def test_sample_small_file_window_compression_and_determinism(unpinned, tmp_path):
    data = _philly_dir(tmp_path, HEADER + "".join(GOOD))
    w = traces.sample("philly", 2, 7, data=data, window_h=2.0, compression=2.0)
    # The busiest 2 h holds the three jobs of 00:00-01:00; two are drawn.
    assert w.provenance["window"]["submissions"] == 3
    assert w.provenance["window"]["start"] == "2017-10-01 00:00:00"
    assert set(w.provenance["rows"]) <= {2, 3, 4}
    assert all(a in (0.0, 900.0, 1800.0) for a in w.arrival_s)  # (submit - start) / 2
    assert w == traces.sample("philly", 2, 7, data=data, window_h=2.0, compression=2.0)
    c = traces.sample("philly", 3, 0, data=data, window_h=2.0, how="consecutive")
    assert c.provenance["rows"] == [2, 4, 3]
    with pytest.raises(ValidationError, match="busiest 2 h"):
        traces.sample("philly", 4, 0, data=data, window_h=2.0)


def test_synthetic_workload_rejects_trace_options():
    with pytest.raises(ValidationError) as err:
        generate_joint(8, 0, window_h=4)
    assert err.value.path == "window_h"
    with pytest.raises(ValidationError):
        generate_schedule(8, 0, workload="helios")


def test_venus_gpu_distribution_meets_the_helios_mean():
    sizes, probs = traces.venus_gpu_distribution(6.736)
    assert probs[0] == pytest.approx(traces.VENUS_SINGLE_GPU_SHARE)  # median 1
    assert sum(probs) == pytest.approx(1.0)
    assert float(np.dot(sizes, probs)) == pytest.approx(6.736, rel=1e-9)


# ---------------------------------------------------------------------------
# The real traces
# ---------------------------------------------------------------------------


@needs(traces.PHILLY_FILE)
def test_philly_real_rows_ranges_speed_and_cache():
    traces._load_philly.cache_clear()
    start = time.perf_counter()
    tr = traces.load_philly()
    took = time.perf_counter() - start
    assert took < PHILLY_LOAD_LIMIT_S, f"loading Philly took {took:.2f} s"
    assert len(tr) == tr.rows_in_file == PHILLY_ROWS
    assert tr.num_gpus.min() == 1 and tr.num_gpus.max() == 128
    assert tr.duration_s.min() >= 1.0 and np.all(np.isfinite(tr.duration_s))
    assert np.all(np.diff(tr.submit_s) >= 0)
    assert sorted(tr.line.tolist()) == list(range(2, PHILLY_ROWS + 2))
    assert traces.load_philly() is tr  # cached per path


@needs(traces.PHILLY_FILE)
def test_philly_busiest_window_is_the_specs_window():
    w = traces.sample("philly", 240, 0)
    win = w.provenance["window"]
    assert win["submissions"] == PHILLY_BUSIEST_8H
    assert win["start"] == PHILLY_BUSIEST_FIRST and win["last_submission"] == PHILLY_BUSIEST_LAST
    assert len(w) == 240 and len(set(w.provenance["rows"])) == 240
    tr = traces.load_philly()
    submit = dict(zip(tr.line.tolist(), tr.submit_s.tolist()))
    for line, arrival in zip(w.provenance["rows"], w.arrival_s):  # each job's own row, inside the window
        assert win["start_s"] <= submit[line] < win["end_s"]
        assert arrival == pytest.approx(submit[line] - win["start_s"])
    assert all(0.0 <= a < 8 * 3600 for a in w.arrival_s)
    assert w.provenance["shippable"] is True
    assert set(w.provenance["fields"]) >= {"arrival_s", "num_gpus", "duration_s"}


@needs(traces.ALIBABA_FILE)
def test_alibaba_openb_rows_and_labels():
    tr = traces.load_alibaba()
    assert tr.rows_in_file == OPENB_PODS
    assert len(tr) + sum(tr.rows_not_used.values()) == OPENB_PODS
    assert tr.num_gpus.min() >= 1 and tr.num_gpus.max() <= 8
    assert np.all(tr.duration_s > 0)
    assert tr.shippable is False and tr.fields["duration_s"].startswith("proxy")


@needs(traces.HELIOS_SUMMARY_FILE, traces.LUCID_VENUS_FILE)
def test_venus_synthetic_and_lucid_arrivals():
    v = traces.sample("venus", 500, 0)
    assert v.provenance["shippable"] is True and v.provenance["file"] == traces.HELIOS_SUMMARY_FILE
    assert all(f.startswith("synthetic") for f in v.provenance["fields"].values())
    assert float(np.median(v.duration_s)) == pytest.approx(204.0, rel=0.5)
    assert set(v.num_gpus) <= {1, 2, 4, 8, 16, 32, 64}
    lucid = traces.sample("venus", 100, 0, venus_arrivals="lucid")
    assert lucid.provenance["shippable"] is False
    assert lucid.provenance["fields"]["arrival_s"].startswith("proxy")
    assert all(0.0 <= a < 8 * 3600 for a in lucid.arrival_s)


@pytest.mark.parametrize("workload", TRACE_WORKLOADS)
def test_cuckoo_joint_trace_workload_is_valid_and_deterministic(workload):
    inst = generate_joint(40, 3, workload=workload)
    again = generate_joint(40, 3, workload=workload)
    assert inst.id == again.id
    assert inst.id != generate_joint(40, 4, workload=workload).id
    assert CuckooJointInstance.from_dict(json.loads(json.dumps(inst.to_dict()))).id == inst.id
    meta = inst.metadata["workload"]
    assert meta["trace"] == workload and meta["n"] == 40
    assert {"arrival", "iterations", "num_gpus"} <= set(meta["job_fields"])
    if workload != "venus":
        length = meta["window"]["end_s"] - meta["window"]["start_s"]
        assert all(0.0 <= j.arrival < length for j in inst.jobs)  # from the busiest window
    run = run_and_score(get_problem("cuckoo-joint"), "cuckoo", inst, BUDGET)
    assert run.error is None, run.error
    assert run.evaluation.feasible, run.evaluation.violations[:3]


@needs(traces.PHILLY_FILE)
def test_cuckoo_joint_philly_keeps_gpu_seconds():
    inst = generate_joint(30, 1, workload="philly")
    w = traces.sample("philly", 30, 1)
    assert [j.arrival for j in inst.jobs] == list(w.arrival_s)
    for job, d, g in zip(inst.jobs, w.duration_s, w.num_gpus):
        fastest_ms = min(inst.stage_times(job, t).standalone() for t in inst.gpu_types)
        # iterations = max(1, round(d g / num_gpus / fastest iteration time)):
        # the trace's GPU-seconds over num_gpus, to half an iteration
        length = d * g / job.num_gpus
        assert job.iterations == 1 or abs(job.iterations * fastest_ms / 1000.0 - length) <= fastest_ms / 2000.0 + 1e-9


@pytest.mark.parametrize("workload", TRACE_WORKLOADS)
def test_asrpt_schedule_trace_workload_is_valid_and_deterministic(workload):
    inst = generate_schedule(40, 2, workload=workload, compression=10.0)
    assert inst.id == generate_schedule(40, 2, workload=workload, compression=10.0).id
    assert ScheduleInstance.from_dict(json.loads(json.dumps(inst.to_dict()))).id == inst.id
    assert all(on_slot_grid(j.release_s, inst.slot_s) for j in inst.jobs)
    assert all(j.gpus <= inst.total_gpus for j in inst.jobs)
    meta = inst.metadata["workload"]
    assert meta["compression"] == 10.0
    if workload != "venus":
        length = (meta["window"]["end_s"] - meta["window"]["start_s"]) / 10.0
        assert all(0.0 <= j.release_s <= length + inst.slot_s for j in inst.jobs)
        assert inst.metadata["history_rows"] > 0 and any(j.predicted > 0 for j in inst.jobs)
    run = run_and_score(get_problem("asrpt-schedule"), "a-srpt", inst, BUDGET)
    assert run.error is None, run.error
    assert run.evaluation.feasible, run.evaluation.violations[:3]


@needs(traces.PHILLY_FILE)
def test_asrpt_philly_gpus_and_iterations_follow_the_trace():
    from schedbench.heuristics.asrpt import alpha_min_consolidated

    inst = generate_schedule(60, 0, workload="philly", servers=1)
    w = traces.sample("philly", 60, 0)
    for job, g, d in zip(inst.jobs, w.num_gpus, w.duration_s):
        assert job.gpus == min(g, inst.total_gpus)
        amin = alpha_min_consolidated(job.stages, inst.network)
        assert job.iterations == max(1, round(d * 1000.0 / amin))  # Sec. V-A-1-b
    assert inst.metadata["gpus_clipped"] == sum(1 for g in w.num_gpus if g > inst.total_gpus)


OPENB_HEADER = "name,cpu_milli,memory_mib,num_gpu,gpu_milli,gpu_spec,qos,pod_phase,creation_time,deletion_time,scheduled_time\n"


def _openb_dir(tmp_path: Path, rows: str) -> Path:
    path = tmp_path / traces.ALIBABA_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(OPENB_HEADER + rows)
    return tmp_path


def test_small_openb_file_uses_scheduled_gpu_pods_only(unpinned, tmp_path):
    data = _openb_dir(tmp_path, (
        "p0,1000,10,1,460,,LS,Running,0,100,10\n"     # a 0.46-GPU share: counted as one GPU
        "p1,1000,10,0,0,,BE,Running,5,100,5\n"        # a CPU pod: not used
        "p2,1000,10,2,1000,,LS,Pending,7,100,\n"      # never scheduled: not used
        "p3,1000,10,8,1000,,LS,Succeeded,3,50,4\n"
    ))
    tr = traces.load_alibaba(data)
    assert list(tr.line) == [2, 5] and list(tr.num_gpus) == [1, 8]
    assert list(tr.duration_s) == [90.0, 46.0]  # deletion - scheduled
    assert tr.rows_not_used == {"num_gpu = 0 (CPU pods)": 1, "never scheduled": 1}
    bad = _openb_dir(tmp_path / "bad", "p0,1000,10,1,1000,,LS,Running,0,5,10\n")
    with pytest.raises(ValidationError) as err:
        traces.load_alibaba(bad)
    assert err.value.path == "openb_pod_list_default.csv:2.deletion_time"


@pytest.mark.parametrize("problem", ["horus-online", "castor-schedule"])
@pytest.mark.parametrize("workload", TRACE_WORKLOADS)
def test_every_online_problem_replays_every_trace(problem, workload):
    """HORUS and CASTOR take the same trace workloads as CUCKOO and A-SRPT."""
    from schedbench.contracts import Budget
    from schedbench.registry import registry
    from schedbench.harness.runner import run_and_score

    spec = registry().get(problem)
    inst = spec.generate(size=60, seed=1, workload=workload)
    again = spec.generate(size=60, seed=1, workload=workload)
    assert inst.id == again.id and inst.size == 60
    assert workload in json.dumps(inst.metadata)  # the provenance names the trace
    method = "horus" if problem == "horus-online" else "sjf-bsbf"
    run = run_and_score(spec, method, inst, Budget())
    assert run.error is None and run.evaluation.feasible
