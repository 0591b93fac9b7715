"""schedbench/reporting/certified.py on a hand-made store with known answers."""

from __future__ import annotations

import math

import pytest

from schedbench.reporting.certified import TARGET_GAP, certified_markdown, certified_report
from schedbench.cli import main
from schedbench.harness.store import Store


def cell(problem, instance, size, method, objective, bound=None, total_s=0.1, status="feasible", version="v1",
         budget_key="t=1"):
    gap = None if bound is None else (objective - bound) / objective
    return {
        "problem": problem, "instance_id": instance, "method": method, "seed": 0, "budget_key": budget_key,
        "method_version": f"m-{version}", "problem_version": "p1", "code_version": version, "size": size,
        "instance_seed": 0, "options": {}, "time_limit_s": 1.0,
        "threads": 1, "solver": "highs", "mip_rel_gap": 1e-6, "status": status, "objective": objective,
        "bound": bound, "gap_to_bound": gap, "sense": "min", "total_s": total_s, "wall_s": 1.0, "host": "h",
        "started_at": 0.0, "finished_at": 1.0 if version == "v1" else 0.5,
        "error": "boom" if status == "error" else None,
    }


CELLS = [
    # instance X: bound 100 in 2 s; best schedule 105 (the bound method's own)
    cell("asrpt-schedule", "X", 100, "bound", 105.0, 100.0, total_s=2.0),
    cell("asrpt-schedule", "X", 100, "a-srpt", 200.0),
    cell("asrpt-schedule", "X", 100, "spwf", 150.0),
    # instance Y: bound 99 in 4 s; a weaker bound by lower-bound; best 110
    cell("asrpt-schedule", "Y", 100, "bound", 110.0, 99.0, total_s=4.0),
    cell("asrpt-schedule", "Y", 100, "lower-bound", 120.0, 90.0, total_s=1.0),
    cell("asrpt-schedule", "Y", 100, "a-srpt", 198.0),
    cell("asrpt-schedule", "Y", 100, "spwf", 132.0),
    # an error cell's bound never counts
    cell("asrpt-schedule", "Y", 100, "milp", 115.0, 150.0, status="error"),
    # horus-online: bound 50, best 80: outside the target
    cell("horus-online", "Z", 100, "lower-bound", 90.0, 50.0, total_s=0.01),
    cell("horus-online", "Z", 100, "horus", 80.0),
    cell("horus-online", "Z", 100, "horus-f", 70.0),  # also of kind heuristic, but not the paper's
    # castor-schedule: no bound at all, left out
    cell("castor-schedule", "W", 240, "sjf-bsbf", 10.0),
    # an earlier run of a cell, at an older version, is not read
    cell("asrpt-schedule", "X", 100, "a-srpt", 1.0, version="v0"),
]


@pytest.fixture
def store(tmp_path):
    path = tmp_path / "hand.sqlite"
    with Store(path) as db:
        for row in CELLS:
            db.record(row)
    return path


def test_summaries_and_rows(store):
    summaries, rows = certified_report(store, "v1")
    by_problem = {s.problem: s for s in summaries}
    assert set(by_problem) == {"asrpt-schedule", "horus-online"}
    a = by_problem["asrpt-schedule"]
    assert (a.size, a.instances, a.heuristic, a.bound_method) == (100, 2, "a-srpt", "bound")
    # a-srpt: (200 - 100) / 200 and (198 - 99) / 198
    assert math.isclose(a.heuristic_gap_median, 0.5) and math.isclose(a.heuristic_gap_max, 0.5)
    # best per instance: 5/105 and 11/110
    assert math.isclose(a.best_gap_median, (5 / 105 + 0.1) / 2)
    assert math.isclose(a.best_gap_max, 0.1)
    assert a.within_target  # 10% exactly is within the target
    assert a.bound_runtime_median_s == 3.0
    h = by_problem["horus-online"]
    assert math.isclose(h.best_gap_max, 20 / 70) and not h.within_target
    assert h.best_method == "horus-f" and h.heuristic == "horus" and math.isclose(h.heuristic_gap_median, 30 / 80)
    spwf = next(r for r in rows if r.method == "spwf")
    assert spwf.kind == "baseline" and spwf.instances == 2
    assert math.isclose(spwf.gap_median, (50 / 150 + 33 / 132) / 2)
    lb = next(r for r in rows if r.method == "lower-bound")
    # measured against the best bound on Y (99), not its own 90
    assert math.isclose(lb.gap_median, 21 / 120) and lb.kind == "exact"
    assert TARGET_GAP == 0.10


def test_two_versions_of_a_plugin_method_are_two_rows_named_by_version(tmp_path):
    path = tmp_path / "plugin.sqlite"
    with Store(path) as db:
        for row in CELLS + [
            cell("asrpt-schedule", "X", 100, "mypkg", 120.0, budget_key="t=1;plugin=mypkg==1.0"),
            cell("asrpt-schedule", "Y", 100, "mypkg", 121.0, budget_key="t=1;plugin=mypkg==1.0"),
            cell("asrpt-schedule", "X", 100, "mypkg", 200.0, budget_key="t=1;plugin=mypkg==2.0"),
        ]:
            db.record(row)
    _, rows = certified_report(path, "v1")
    mine = {r.method: r for r in rows if r.method.startswith("mypkg")}
    assert set(mine) == {"mypkg (mypkg 1.0)", "mypkg (mypkg 2.0)"}
    assert mine["mypkg (mypkg 1.0)"].instances == 2 and mine["mypkg (mypkg 1.0)"].kind == "plug-in"
    assert math.isclose(mine["mypkg (mypkg 2.0)"].gap_median, 100 / 200)
    assert "spwf" in {r.method for r in rows}  # a method of one budget keeps its plain name


#: The store key of a file plug-in's cells (``--method mypairs.py:pair_in_order``), before and after an edit.
FILE_KEY = "t=1;plugin=mypairs.py==sha256:{}"


def test_an_unregistered_file_plugin_is_of_kind_plug_in_and_named_by_its_method(tmp_path):
    """A file given with ``--method FILE.py:FUNCTION`` is not registered when
    ``certified`` runs later: its cells' key says it is a plug-in. After the
    file is edited, its two versions are two rows named by the method and
    the file's hash, never by the whole store key."""
    path = tmp_path / "file.sqlite"
    with Store(path) as db:
        for row in CELLS + [
            cell("asrpt-schedule", "X", 100, "mypairs.pair_in_order", 120.0, budget_key=FILE_KEY.format("aaaa")),
            cell("asrpt-schedule", "Y", 100, "mypairs.pair_in_order", 121.0, budget_key=FILE_KEY.format("aaaa")),
        ]:
            db.record(row)
    _, rows = certified_report(path, "v1")
    (mine,) = [r for r in rows if r.method.startswith("mypairs")]
    assert (mine.method, mine.kind) == ("mypairs.pair_in_order", "plug-in")
    assert "| `mypairs.pair_in_order` | plug-in | 2 |" in certified_markdown(path, "v1")
    with Store(path) as db:  # the file edited, and run again on X
        db.record(cell("asrpt-schedule", "X", 100, "mypairs.pair_in_order", 110.0, budget_key=FILE_KEY.format("bbbb")))
    text = certified_markdown(path, "v1")
    assert "| `mypairs.pair_in_order (mypairs.py sha256:aaaa)` | plug-in | 2 |" in text
    assert "| `mypairs.pair_in_order (mypairs.py sha256:bbbb)` | plug-in | 1 |" in text
    assert "plugin=" not in text and "t=1;" not in text


def test_methods_whose_every_cell_is_an_error_are_named(tmp_path):
    path = tmp_path / "errors.sqlite"
    with Store(path) as db:
        for row in CELLS + [
            {**cell("asrpt-schedule", "X", 100, "broken", 1.0, status="error"), "error": "ZeroDivisionError: x"},
            {**cell("asrpt-schedule", "Y", 100, "broken", 1.0, status="error"), "finished_at": 2.0},
        ]:
            db.record(row)
    text = certified_markdown(path, "v1")
    assert "Left out, every cell an error (no certified gap):" in text
    assert "- `asrpt-schedule` `broken`: 2 cell(s), all errors; the first: ZeroDivisionError: x" in text
    assert "- `asrpt-schedule` `milp`: 1 cell(s), all errors; the first: boom" in text
    assert "`spwf`:" not in text.split("Left out")[1]  # a method with results is not named there


def test_markdown_and_cli(store, tmp_path, capsys):
    text = certified_markdown(store, "v1")
    assert "| `asrpt-schedule` | 100 | 2 | `a-srpt` | 50.00%, 50.00% |" in text
    assert "castor-schedule" not in text
    out_file = tmp_path / "certified.md"
    with pytest.raises(SystemExit) as info:
        main(["certified", str(store), "--code-version", "v1", "-o", str(out_file)])
    assert info.value.code in (0, None)
    assert capsys.readouterr().out == text == out_file.read_text()


def test_a_conflict_withholds_every_gap_of_its_instance_and_names_both_cells(tmp_path, capsys):
    """The issue's case: an exact bound (1.475633) above a schedule the
    evaluator accepts (0.981285), from a plug-in here. One of the two (or
    the evaluator) is wrong: instance J gets no certified gap, not even from
    the bound that holds there, and a line names both cells with their
    kinds; instance K, without a conflict, keeps its gaps."""
    plugin_key = FILE_KEY.format("cccc")
    path = tmp_path / "wrong.sqlite"
    with Store(path) as db:
        for row in [
            cell("cuckoo-joint", "J", 2, "milp", 1.475633, 1.475633, status="optimal"),
            cell("cuckoo-joint", "J", 2, "mypairs.crafted", 0.981285, budget_key=plugin_key),
            cell("cuckoo-joint", "J", 2, "cuckoo", 1.2),
            cell("cuckoo-joint", "J", 2, "bound", 1.1, 0.9),
            cell("cuckoo-joint", "K", 2, "cuckoo", 2.0),
            cell("cuckoo-joint", "K", 2, "bound", 1.8, 1.5),
        ]:
            db.record(row)
    summaries, rows = certified_report(path, "v1")
    (summary,) = summaries
    assert summary.instances == 1 and math.isclose(summary.best_gap_median, (1.8 - 1.5) / 1.8)
    assert {r.method: r.instances for r in rows} == {"cuckoo": 1, "bound": 1}  # K only
    with Store(path, create=False) as db:  # neither cell was rewritten
        stored = {r["method"]: (r["status"], r["objective"], r["bound"]) for r in db.rows() if r["instance_id"] == "J"}
    assert stored["milp"] == ("optimal", 1.475633, 1.475633)
    assert stored["mypairs.crafted"] == ("feasible", 0.981285, None)
    with pytest.raises(SystemExit) as info:
        main(["certified", str(path), "--code-version", "v1"])
    assert info.value.code in (0, None)
    out = capsys.readouterr().out
    assert "-" + "50." not in out and "%, -" not in out and "| -" not in out
    assert "Gaps withheld on 1 instance(s)" in out
    assert ("- `cuckoo-joint` size 2, instance J: no gap; conflict: the lower bound 1.475633 of milp (exact; seed 0, "
            "budget t=1) is above the objective 0.981285 that mypairs.crafted (plug-in; seed 0, budget "
            f"{plugin_key}) attained") in out


def test_missing_store_is_one_clear_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as info:
        main(["certified", str(tmp_path / "nope.sqlite")])
    assert info.value.code != 0
    err = capsys.readouterr().err
    assert "nope.sqlite" in err and "Traceback" not in err


def test_paper_scale_matrix_loads_with_a_bound_and_the_paper_heuristic_per_problem():
    from importlib.resources import files

    from schedbench.reporting.certified import PAPER_HEURISTICS
    from schedbench.harness.matrix import load_matrix_file

    path = files("schedbench") / "matrices" / "paper-scale.toml"
    m = load_matrix_file(path)
    by_problem: dict[str, set[str]] = {}
    for c in m.cells:
        by_problem.setdefault(c.problem, set()).add(c.method)
    assert set(by_problem) == set(PAPER_HEURISTICS)
    for problem, methods in by_problem.items():
        assert PAPER_HEURISTICS[problem] in methods
        assert methods & {"bound", "lower-bound"}, problem
    sizes = {c.problem: c.size for c in m.cells}
    assert sizes == {"cuckoo-joint": 521, "asrpt-schedule": 37_500, "castor-schedule": 240, "horus-online": 100}
