"""Report tables and plots from a hand-made store with known answers."""

from __future__ import annotations

import csv
import math
from pathlib import Path

import pandas as pd
import pytest

from schedbench.errors import SchedbenchError
from schedbench.reporting.report import MISSING, add_derived, write_report
from schedbench.harness.store import Store

#: Tolerance of the gaps read back from CSV text.
GAP_TOL = 1e-12
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def cell(problem, instance, size, method, status, objective=None, bound=None, total_s=None, wall_s=0.5,
         version="v1", budget="t=1", sense="min", seed=0, metrics=None):
    gap = None
    if objective is not None and bound is not None:
        gap = (objective - bound if sense == "min" else bound - objective) / abs(objective)
    return {
        "problem": problem, "instance_id": instance, "method": method, "seed": seed, "budget_key": budget,
        "method_version": f"m-{version}", "problem_version": "p1", "code_version": version, "size": size, "instance_seed": 0, "options": {}, "time_limit_s": 1.0,
        "threads": 1, "solver": "highs", "mip_rel_gap": 1e-6, "status": status, "objective": objective,
        "bound": bound, "gap_to_bound": gap, "sense": sense, "total_s": total_s, "wall_s": wall_s, "host": "h",
        "started_at": 0.0, "finished_at": 1.0 if version == "v1" else 0.5,
        "error": "boom" if status == "error" else None, "metrics": metrics,
    }


TOY_CELLS = [
    # instance A, size 4: best 10
    cell("toy-pick", "A", 4, "exact", "optimal", 10.0, 10.0, total_s=1.0),
    cell("toy-pick", "A", 4, "good", "feasible", 12.0, total_s=0.1),
    cell("toy-pick", "A", 4, "sleepy", "timeout", wall_s=3.0),
    cell("toy-pick", "A", 4, "crashy", "error", total_s=0.01),
    # instance B, size 4: best 20; exact stopped with bound 16
    cell("toy-pick", "B", 4, "exact", "feasible", 20.0, 16.0, total_s=3.0),
    cell("toy-pick", "B", 4, "good", "feasible", 25.0, total_s=0.3),
    cell("toy-pick", "B", 4, "sleepy", "timeout", wall_s=3.0),
    cell("toy-pick", "B", 4, "giveup", "no-solution", total_s=0.2),
    # instance C, size 8: best 30
    cell("toy-pick", "C", 8, "exact", "optimal", 30.0, 30.0, total_s=2.0, metrics={"late": 1.0, "jct": 5.0}),
    cell("toy-pick", "C", 8, "good", "feasible", 30.0, total_s=0.2, metrics={"late": 3.0}),
    cell("toy-pick", "C", 8, "nofeas", "infeasible", total_s=0.1),
    # an earlier run of a cell, at an older method version: left out of the report
    cell("toy-pick", "A", 4, "good", "feasible", 1.0, version="v0"),
    # a maximisation problem that is not registered: its stored sense is used
    cell("max-prob", "D", 16, "m1", "feasible", 10.0, sense="max", total_s=1.0),
    cell("max-prob", "D", 16, "m2", "feasible", 8.0, sense="max", total_s=1.0),
]


@pytest.fixture
def store(tmp_path):
    path = tmp_path / "hand.sqlite"
    with Store(path) as db:
        for row in TOY_CELLS:
            db.record(row)
    return path


def read_csv(path: Path) -> dict[tuple[str, int], dict[str, str]]:
    with path.open() as fh:
        return {(r["method"], int(r["size"])): r for r in csv.DictReader(fh)}


def num(text: str) -> float | None:
    return None if text == "" else float(text)


def test_report_counts_and_gaps(toy_registry, store, tmp_path):
    out = tmp_path / "results"
    report = write_report(store, out)
    assert report.code_version == "v1"
    assert report.cell_count == 13

    rows = read_csv(out / "toy-pick.csv")
    assert "budget" not in next(iter(rows.values()))  # one budget: no budget column
    exact4 = rows[("exact", 4)]
    assert int(exact4["n"]) == 2
    assert num(exact4["gap_to_bound_median"]) == pytest.approx(0.1, abs=GAP_TOL)  # (0 + 4/20) / 2
    assert num(exact4["gap_to_bound_mean"]) == pytest.approx(0.1, abs=GAP_TOL)
    assert num(exact4["gap_to_best_median"]) == 0.0
    assert num(exact4["runtime_median_s"]) == pytest.approx(2.0)
    assert (exact4["optimal"], exact4["feasible"]) == ("1", "1")

    good4 = rows[("good", 4)]
    # a heuristic has no bound of its own, but exact's bounds on A (10) and B (16) hold for it too
    assert num(good4["gap_to_bound_median"]) == pytest.approx((2 / 12 + 9 / 25) / 2, abs=GAP_TOL)
    assert num(good4["gap_to_bound_mean"]) == pytest.approx((2 / 12 + 9 / 25) / 2, abs=GAP_TOL)
    assert num(good4["gap_to_best_median"]) == pytest.approx((0.2 + 0.25) / 2, abs=GAP_TOL)
    assert num(good4["gap_to_best_mean"]) == pytest.approx((0.2 + 0.25) / 2, abs=GAP_TOL)

    sleepy4 = rows[("sleepy", 4)]
    assert (sleepy4["n"], sleepy4["time-out"]) == ("2", "2")  # time-outs are counted, never dropped
    assert num(sleepy4["gap_to_best_median"]) is None
    assert num(sleepy4["runtime_median_s"]) == pytest.approx(3.0)  # at the harness's wall clock

    crashy4 = rows[("crashy", 4)]
    assert (crashy4["n"], crashy4["error"]) == ("1", "1")
    assert num(crashy4["runtime_median_s"]) is None  # a crash is no measure of speed
    assert rows[("giveup", 4)]["no-solution"] == "1"
    assert rows[("nofeas", 8)]["infeasible"] == "1"
    assert num(rows[("good", 8)]["gap_to_best_median"]) == 0.0
    assert sum(int(r["n"]) for r in rows.values()) == 11
    for r in rows.values():  # every cell in exactly one status column
        assert int(r["n"]) == sum(int(r[c]) for c in ("optimal", "feasible", "time-out", "no-solution",
                                                      "infeasible", "error"))
    # method order follows the registry
    assert [m for m, _ in rows][:3] == ["exact", "exact", "good"]

    maxrows = read_csv(out / "max-prob.csv")
    assert num(maxrows[("m1", 16)]["gap_to_bound_median"]) is None  # no method proved a bound on D
    assert num(maxrows[("m1", 16)]["gap_to_best_median"]) == 0.0
    assert num(maxrows[("m2", 16)]["gap_to_best_median"]) == pytest.approx(0.2, abs=GAP_TOL)


def test_report_files(toy_registry, store, tmp_path):
    out = tmp_path / "results"
    report = write_report(store, out)
    for stem in ("toy-pick", "max-prob"):
        for suffix in (".md", ".csv", "-cells.csv"):
            assert (out / f"{stem}{suffix}").is_file()
        for suffix in ("-gap.png", "-runtime.png"):
            data = (out / f"{stem}{suffix}").read_bytes()
            assert data.startswith(PNG_MAGIC) and len(data) > 1000
    assert set(report.files) >= {out / "report.md", out / "toy-pick.md", out / "toy-pick-gap.png"}

    page = (out / "toy-pick.md").read_text()
    line = next(ln for ln in page.splitlines() if ln.startswith("| sleepy | 4 |"))
    cells = [c.strip() for c in line.strip("|").split("|")]
    # n, gap to bound, gap to best, runtime, optimal, feasible, time-out, no-solution, infeasible, error,
    # infra-error, limit-stop, time-cap
    assert cells == ["sleepy", "4", "2", MISSING, MISSING, "3", "0", "0", "2", "0", "0", "0", "0", "0", "0"]
    line = next(ln for ln in page.splitlines() if ln.startswith("| exact | 4 |"))
    # median (min–max) across the two instances; equal extremes show the median alone
    assert "| 10.00% (0.00%–20.00%) | 0.00% | 2 (1–3) | 1 | 1 |" in line
    assert "![gap vs size](toy-pick-gap.png)" in page

    summary = (out / "report.md").read_text()
    assert "code version: `v1`" in summary
    assert f"store: `{store}`" in summary
    assert "cells: 13" in summary
    assert "not included: 1 stored row(s) of earlier runs of these cells" in summary  # the superseded run
    assert "- date: " in summary
    for link in ("toy-pick.md", "toy-pick.csv", "toy-pick-gap.png", "toy-pick-runtime.png", "max-prob.md"):
        assert f"({link})" in summary
    assert f"{MISSING} means" in summary
    # the legend says what each stop means
    assert "*limit-stop* counts the cells whose MILP solver stopped at one of its limits" in summary
    assert "*time-cap* counts the cells that the clock stopped" in summary

    cells_csv = list(csv.DictReader((out / "toy-pick-cells.csv").open()))
    assert len(cells_csv) == 11
    good_a = next(r for r in cells_csv if r["method"] == "good" and r["instance_id"] == "A")
    assert float(good_a["gap_to_best"]) == pytest.approx(0.2, abs=GAP_TOL)
    assert (num(good_a["bound"]), num(good_a["gap_to_own_bound"])) == (None, None)
    assert (num(good_a["best_bound"]), good_a["best_bound_method"]) == (10.0, "exact")
    assert float(good_a["gap_to_bound"]) == pytest.approx(2 / 12, abs=GAP_TOL)
    # each row names the versions of its cell's code, which change only with that code; no release label,
    # which every unrelated edit changes
    assert (good_a["method_version"], good_a["problem_version"]) == ("m-v1", "p1") and "code_version" not in good_a
    exact_b = next(r for r in cells_csv if r["method"] == "exact" and r["instance_id"] == "B")
    assert float(exact_b["gap_to_own_bound"]) == pytest.approx(0.2, abs=GAP_TOL)
    assert "conflict(s) on" not in page and "## Conflicts" not in summary  # every bound holds
    assert "- conflicts: 0" in summary
    assert list(csv.DictReader((out / "conflicts.csv").open())) == []  # the header only


def test_report_of_an_older_version_and_several_budgets(toy_registry, store, tmp_path):
    with Store(store) as db:
        db.record(cell("toy-pick", "A", 4, "good", "feasible", 11.0, budget="t=5", total_s=0.1))
    out = tmp_path / "results"
    write_report(store, out)
    rows = list(csv.DictReader((out / "toy-pick.csv").open()))
    assert {r["budget"] for r in rows} == {"t=1", "t=5"}
    good_t5 = next(r for r in rows if r["budget"] == "t=5")
    # best on A is still 10 (exact under t=1): gap 0.1
    assert float(good_t5["gap_to_best_median"]) == pytest.approx(0.1, abs=GAP_TOL)
    assert "| budget |" in (out / "toy-pick.md").read_text()

    old = write_report(store, tmp_path / "old", code_version="v0")
    assert old.cell_count == 1
    with pytest.raises(SchedbenchError, match="no cells of code version 'v9'"):
        write_report(store, tmp_path / "x", code_version="v9")


def test_report_of_an_empty_store(tmp_path):
    path = tmp_path / "empty.sqlite"
    Store(path).close()
    report = write_report(path, tmp_path / "out")
    assert report.cell_count == 0
    assert "The store holds no cells." in (tmp_path / "out" / "report.md").read_text()


def test_report_needs_an_existing_store(tmp_path):
    with pytest.raises(SchedbenchError, match="no such results store"):
        write_report(tmp_path / "nope.sqlite", tmp_path / "out")


def test_report_metrics_are_medians_of_solved_cells(toy_registry, store, tmp_path):
    out = tmp_path / "results"
    write_report(store, out)
    rows = read_csv(out / "toy-pick-metrics.csv")
    assert num(rows[("exact", 8)]["late"]) == 1.0 and num(rows[("exact", 8)]["jct"]) == 5.0
    assert num(rows[("good", 8)]["late"]) == 3.0 and num(rows[("good", 8)]["jct"]) is None
    assert ("nofeas", 8) not in rows  # an infeasible cell has no metrics row
    page = (out / "toy-pick.md").read_text()
    assert "## Evaluator metrics" in page and "| exact | 8 | 1 | 5 | 1 |" in page


def derived(rows, problem):
    """add_derived on hand-made cells (their stored sense is used: no registry needed)."""
    return add_derived(pd.DataFrame(rows), problem).set_index(["instance_id", "method"])


def gap(frame, instance, method, col="gap_to_bound"):
    value = frame.loc[(instance, method), col]
    return None if pd.isna(value) else float(value)


def test_gap_to_bound_uses_the_tightest_bound_on_the_same_instance_min():
    frame = derived([
        # instance P: lower bounds 8 (lb), 9 (milp), 9.5 (nosol: no solution, but its bound is proven)
        cell("bnd", "P", 4, "lb", "feasible", 14.0, 8.0),
        cell("bnd", "P", 4, "milp", "feasible", 12.0, 9.0),
        cell("bnd", "P", 4, "nosol", "no-solution", bound=9.5),
        cell("bnd", "P", 4, "heur", "feasible", 12.5),
        cell("bnd", "P", 4, "crash", "error", 5.0, 11.0),  # an error's bound is not trusted
        cell("bnd", "P", 4, "inf", "feasible", 13.0, math.inf),  # nor a bound that is not finite
        cell("bnd", "P", 4, "slow", "timeout"),
        # instance Q, same size: no bound on it, so P's bounds must not leak
        cell("bnd", "Q", 4, "heur", "feasible", 20.0),
    ], "bnd")
    assert frame.loc[("P", "heur"), "best_bound"] == 9.5
    assert frame.loc[("P", "heur"), "best_bound_method"] == "nosol"
    assert gap(frame, "P", "lb") == pytest.approx(4.5 / 14, abs=GAP_TOL)
    assert gap(frame, "P", "milp") == pytest.approx(2.5 / 12, abs=GAP_TOL)
    assert gap(frame, "P", "heur") == pytest.approx(3.0 / 12.5, abs=GAP_TOL)
    assert gap(frame, "P", "inf") == pytest.approx(3.5 / 13, abs=GAP_TOL)
    # the own gaps stay available
    assert gap(frame, "P", "lb", "gap_to_own_bound") == pytest.approx(6 / 14, abs=GAP_TOL)
    assert gap(frame, "P", "milp", "gap_to_own_bound") == pytest.approx(3 / 12, abs=GAP_TOL)
    assert gap(frame, "P", "heur", "gap_to_own_bound") is None
    # cells without a solution have no gap, though they share the instance's bound
    for method in ("nosol", "crash", "slow"):
        assert gap(frame, "P", method) is None and gap(frame, "P", method, "gap_to_own_bound") is None
    assert gap(frame, "Q", "heur") is None and pd.isna(frame.loc[("Q", "heur"), "best_bound"])
    assert frame["conflict"].isna().all()


def test_gap_to_bound_uses_the_tightest_bound_on_the_same_instance_max():
    frame = derived([
        cell("bmax", "R", 8, "ub1", "feasible", 10.0, 15.0, sense="max"),
        cell("bmax", "R", 8, "ub2", "feasible", 11.0, 13.0, sense="max"),  # smallest upper bound: the tightest
        cell("bmax", "R", 8, "heur", "feasible", 9.0, sense="max"),
        cell("bmax", "R", 8, "crash", "error", 12.0, 12.0, sense="max"),
    ], "bmax")
    assert frame.loc[("R", "heur"), "best_bound"] == 13.0
    assert gap(frame, "R", "ub1") == pytest.approx(3 / 10, abs=GAP_TOL)
    assert gap(frame, "R", "ub2") == pytest.approx(2 / 11, abs=GAP_TOL)
    assert gap(frame, "R", "heur") == pytest.approx(4 / 9, abs=GAP_TOL)
    assert gap(frame, "R", "ub1", "gap_to_own_bound") == pytest.approx(5 / 10, abs=GAP_TOL)


def test_a_bound_beaten_by_a_feasible_objective_is_a_conflict_and_its_instance_gets_no_gap(toy_registry, tmp_path):
    """A proven optimum (exact, 10) beaten by a schedule the evaluator
    accepted (good, 9): both cells keep their status and numbers, the
    conflict names both with their kinds, and no number of that instance
    counts for any gap (not even the bound 8 that holds there); float noise
    is no conflict."""
    path = tmp_path / "bad.sqlite"
    with Store(path) as db:
        for row in [
            cell("toy-pick", "A", 4, "exact", "optimal", 10.0, 10.0, total_s=1.0),
            cell("toy-pick", "A", 4, "good", "feasible", 9.0, total_s=0.1),  # better than a proven optimum
            cell("toy-pick", "A", 4, "giveup", "no-solution", bound=8.0, total_s=0.1),  # a bound that holds
            cell("toy-pick", "B", 8, "exact", "optimal", 20.0, 20.0, total_s=1.0),
            cell("toy-pick", "B", 8, "good", "feasible", 20.0 - 1e-9, total_s=0.1),  # float noise only
        ]:
            db.record(row)
    out = tmp_path / "results"
    report = write_report(path, out)
    cells_csv = list(csv.DictReader((out / "toy-pick-cells.csv").open()))
    by = {(r["method"], r["instance_id"]): r for r in cells_csv}
    exact_a, good_a = by[("exact", "A")], by[("good", "A")]
    assert (exact_a["status"], num(exact_a["objective"]), num(exact_a["bound"]), exact_a["error"]) == (
        "optimal", 10.0, 10.0, "")
    assert (good_a["status"], num(good_a["objective"])) == ("feasible", 9.0)
    for r in (exact_a, good_a):
        assert r["conflict"].startswith("conflict: the lower bound 10 of exact (exact; seed 0, budget t=1)")
        assert "objective 9 that good (heuristic; seed 0, budget t=1)" in r["conflict"]
    for method in ("exact", "good", "giveup"):
        r = by[(method, "A")]
        assert r["instance_in_conflict"] == "True"
        assert all(num(r[name]) is None for name in ("gap_to_bound", "gap_to_best", "gap_to_own_bound", "best_bound"))
    assert by[("giveup", "A")]["conflict"] == ""  # its bound holds: not part of the conflict
    assert float(by[("good", "B")]["gap_to_bound"]) == 0.0  # within the noise: clamped, no conflict
    assert by[("good", "B")]["instance_in_conflict"] == "False" and by[("exact", "B")]["status"] == "optimal"
    assert all(num(r["gap_to_bound"]) is None or float(r["gap_to_bound"]) >= 0 for r in cells_csv)

    (conflict,) = report.problems[0].conflicts.to_dict("records")
    assert (conflict["bound_method"], conflict["bound_kind"], conflict["bound_status"], conflict["bound"],
            conflict["objective_method"], conflict["objective_kind"], conflict["objective_status"],
            conflict["objective"], conflict["stored_as_error"]) == (
        "exact", "exact", "optimal", 10.0, "good", "heuristic", "feasible", 9.0, False)
    written = list(csv.DictReader((out / "conflicts.csv").open()))[0]
    assert (written["bound_method"], written["bound_kind"], written["objective_method"],
            written["objective_kind"]) == ("exact", "exact", "good", "heuristic")
    rows = read_csv(out / "toy-pick.csv")
    assert rows[("exact", 4)]["error"] == "0" and rows[("exact", 4)]["optimal"] == "1"  # counted as stored
    assert num(rows[("good", 4)]["gap_to_bound_median"]) is None and num(rows[("good", 4)]["gap_to_best_median"]) is None
    page = (out / "toy-pick.md").read_text()
    assert "1 conflict(s) on 1 instance(s)." in page and "the instance's gaps are withheld" in page
    assert ("| toy-pick | 4 | A (seed 0) | exact (seed 0, `t=1`) | exact | 10 | good (seed 0, `t=1`) | heuristic "
            "| 9 |") in page
    assert "11.11%" not in page
    summary = (out / "report.md").read_text()
    assert "- conflicts: 1 ([conflicts.csv](conflicts.csv))" in summary and "## Conflicts" in summary
    ratios = read_csv_rows(out / "toy-pick-profile.csv")
    assert {r["instance_id"] for r in ratios if r["metric"] == "objective"} == {"B"}  # A compares with nothing
    assert {r["instance_id"] for r in ratios if r["metric"] == "runtime"} == {"A", "B"}


def test_a_conflict_stored_as_an_error_by_an_earlier_version_is_listed_as_such(toy_registry, tmp_path):
    """A store written by an earlier version, whose guard turned the bound's
    cell into an error: it opens, the conflict is listed (marked stored as
    an error, with the status the cell had), the cell is counted as stored,
    and its instance gets no gap."""
    from test_store import LEGACY_ERROR, LEGACY_FLAG

    path = tmp_path / "old.sqlite"
    with Store(path) as db:
        legacy = cell("toy-pick", "A", 4, "exact", "error", 10.0, 10.0, total_s=1.0)
        db.record({**legacy, "error": LEGACY_ERROR, "info": LEGACY_FLAG})
        db.record(cell("toy-pick", "A", 4, "good", "feasible", 9.0, total_s=0.1))
    report = write_report(path, tmp_path / "out")
    (conflict,) = report.conflicts().to_dict("records")
    assert (conflict["bound_method"], conflict["bound_status"], conflict["objective_method"],
            conflict["stored_as_error"]) == ("exact", "optimal", "good", True)
    cells = report.problems[0].cells.set_index("method")
    assert cells.loc["exact", "status"] == "error" and cells.loc["good", "status"] == "feasible"
    assert pd.isna(cells.loc["good", "best_bound"]) and pd.isna(cells.loc["good", "gap_to_best"])
    assert "stored as an error by an earlier version" in (tmp_path / "out" / "toy-pick.md").read_text()


def test_online_plot_from_stored_series(tmp_path):
    """A problem whose metrics carry online series gets <problem>-online.png
    (one instance: the largest size), linked from its page; the series stay
    out of the metrics table."""
    from schedbench.online.metrics import online_metrics

    path = tmp_path / "online.sqlite"
    with Store(path) as db:
        for method, starts in (("fast", [0.0, 1.0]), ("slow", [0.0, 4.0])):
            m = online_metrics([0.0, 1.0], starts, [s + 3.0 for s in starts], total_gpus=1, gpus=[1, 1])
            for size, inst in ((2, "small"), (4, "big")):
                db.record(cell("online-toy", inst, size, method, "feasible", sum(starts), total_s=0.1, metrics=m))
        db.record(cell("toy-pick", "A", 4, "good", "feasible", 12.0, total_s=0.1))
    out = tmp_path / "out"
    write_report(path, out)
    assert (out / "online-toy-online.png").read_bytes().startswith(PNG_MAGIC)
    page = (out / "online-toy.md").read_text()
    assert "online-toy-online.png" in page and "series" not in page.split("## Online runs")[0]
    assert not (out / "toy-pick-online.png").exists()
    assert "mean_jct_s" in (out / "online-toy-metrics.csv").read_text()


def test_certified_gap_is_the_best_objective_against_the_best_bound():
    from schedbench.reporting.report import certified_gaps

    cells = pd.DataFrame([
        # instance a: best objective 10 (h2), best bound 8 (lb) -> (10 - 8) / 10
        {"size": 4, "instance_id": "a", "method": "h1", "status": "feasible", "objective": 12.0, "best_bound": 8.0},
        {"size": 4, "instance_id": "a", "method": "h2", "status": "feasible", "objective": 10.0, "best_bound": 8.0},
        {"size": 4, "instance_id": "a", "method": "lb", "status": "feasible", "objective": 12.0, "best_bound": 8.0},
        # instance b: proven optimum -> 0
        {"size": 4, "instance_id": "b", "method": "milp", "status": "optimal", "objective": 5.0, "best_bound": 5.0},
        # instance c: no bound anywhere -> not counted; an error cell never counts
        {"size": 8, "instance_id": "c", "method": "h1", "status": "feasible", "objective": 3.0, "best_bound": None},
        {"size": 8, "instance_id": "d", "method": "h1", "status": "error", "objective": 1.0, "best_bound": 2.0},
    ])
    cells["sense"] = "min"
    cert = certified_gaps(cells, "cuckoo-joint")
    assert cert.to_dict("records") == [{"size": 4, "instances": 2, "median": 0.1, "min": 0.0, "max": 0.2}]


def test_limit_stops_and_time_cap_stops_are_counted_apart():
    from schedbench.reporting.report import add_derived, markdown_table, summarize

    base = {"problem": "cuckoo-packing", "size": 8, "method": "milp", "seed": 0, "budget_key": "t=1", "sense": "max",
            "bound": None, "gap_to_bound": None, "total_s": 1.0, "wall_s": 1.0}
    time_limit = {"stopped_at_limit": True, "stopped_at_time_cap": True, "message": "Time limit reached"}
    frame = pd.DataFrame([
        {**base, "instance_id": "a", "status": "feasible", "objective": 3.0, "info": time_limit},
        # a node limit: a limit-stop whose numbers do not depend on the machine
        {**base, "instance_id": "b", "status": "no-solution", "objective": None,
         "info": {"stopped_at_limit": True, "stopped_at_time_cap": False, "message": "Node limit reached"}},
        {**base, "instance_id": "c", "status": "optimal", "objective": 4.0, "bound": 4.0,
         "info": {"stopped_at_limit": False, "stopped_at_time_cap": False}},
        # a search stopped by its CPU-time cap: a time-cap, no limit-stop
        {**base, "instance_id": "d", "status": "feasible", "objective": 2.0, "info": {"stopped_at_time_cap": True}},
        # stored before methods recorded the time cap: the solver's message tells
        {**base, "instance_id": "e", "status": "feasible", "objective": 2.0,
         "info": {"stopped_at_limit": True, "message": "Time limit reached"}},
    ])
    (row,) = summarize(add_derived(frame, "cuckoo-packing"), "cuckoo-packing").to_dict("records")
    assert (row["feasible"], row["no-solution"], row["optimal"]) == (3, 1, 1)
    assert (row["limit-stop"], row["time-cap"]) == (3, 3)
    table = markdown_table(pd.DataFrame([row]), show_budget=False)
    assert "| limit-stop | time-cap |" in table.splitlines()[0] and table.splitlines()[2].endswith("| 3 | 3 |")
    stops = add_derived(frame, "cuckoo-packing").set_index("instance_id")["stops"]
    assert stops.to_dict() == {"a": "limit-stop,time-cap", "b": "limit-stop", "c": None, "d": "time-cap",
                               "e": "limit-stop,time-cap"}


# ------------------------------------------------- spread, SGM, profiles, styles, formats

#: A (all sizes), B (all sizes) and C (capped below size 8) on instances i1, i2 (size 4) and i3 (size 8);
#: objectives minimised. Worked by hand in the tests below.
PROFILE_CELLS = [
    cell("prof", "i1", 4, "A", "optimal", 10.0, 10.0, total_s=2.0),
    cell("prof", "i1", 4, "B", "feasible", 12.0, total_s=1.0),
    cell("prof", "i1", 4, "C", "feasible", 11.0, total_s=0.5),
    cell("prof", "i2", 4, "A", "optimal", 20.0, 20.0, total_s=1.0),
    cell("prof", "i2", 4, "B", "feasible", 20.0, total_s=4.0),
    cell("prof", "i2", 4, "C", "feasible", 22.0, total_s=2.0),
    cell("prof", "i3", 8, "A", "timeout", wall_s=5.0),
    cell("prof", "i3", 8, "B", "feasible", 30.0, total_s=3.0),
]


def prof_cells():
    return add_derived(pd.DataFrame(PROFILE_CELLS), "prof")


def test_profile_ratios_by_hand():
    from schedbench.reporting.report import profile_ratios

    ratios = profile_ratios(prof_cells(), "prof")
    got = {(r["metric"], r["method"], r["instance_id"]): r["ratio"] for r in ratios.to_dict("records")}
    inf = math.inf
    # objective cost 1 + gap to best: i1 best 10 (A), i2 best 20 (A and B), i3 only B
    assert {k[1:]: v for k, v in got.items() if k[0] == "objective"} == pytest.approx({
        ("A", "i1"): 1.0, ("A", "i2"): 1.0, ("A", "i3"): inf,    # a time-out is not solved
        ("B", "i1"): 1.2, ("B", "i2"): 1.0, ("B", "i3"): 1.0,
        ("C", "i1"): 1.1, ("C", "i2"): 1.1, ("C", "i3"): inf,    # not run at size 8: not solved
    })
    # runtime: i1 fastest C (0.5), i2 fastest A (1), i3 only B solved
    assert {k[1:]: v for k, v in got.items() if k[0] == "runtime"} == pytest.approx({
        ("A", "i1"): 4.0, ("A", "i2"): 1.0, ("A", "i3"): inf,
        ("B", "i1"): 2.0, ("B", "i2"): 4.0, ("B", "i3"): 1.0,
        ("C", "i1"): 1.0, ("C", "i2"): 2.0, ("C", "i3"): inf,
    })
    assert set(ratios.loc[ratios["instance_id"] == "i3", "size"]) == {8}


def test_aggregates_by_hand():
    from schedbench.reporting.report import aggregates, profile_ratios

    cells = prof_cells()
    agg = aggregates(cells, profile_ratios(cells, "prof"), "prof").set_index("method")
    a, b, c = agg.loc["A"], agg.loc["B"], agg.loc["C"]
    assert (a["cells"], a["solved_cells"], c["cells"]) == (3, 2, 2)
    # runtime SGM, shift 1 s: A's time-out counts at its wall clock (5 s)
    assert a["runtime_sgm_s"] == pytest.approx((3 * 2 * 6) ** (1 / 3) - 1, abs=GAP_TOL)
    assert b["runtime_sgm_s"] == pytest.approx((2 * 5 * 4) ** (1 / 3) - 1, abs=GAP_TOL)
    # gaps: geometric mean of 1 + gap, minus 1, over the cells with a gap
    assert b["gap_to_best_sgm"] == pytest.approx(1.2 ** (1 / 3) - 1, abs=GAP_TOL)
    assert c["gap_to_best_sgm"] == pytest.approx(0.1, abs=GAP_TOL)
    assert a["gap_to_best_sgm"] == 0.0
    # common instances: i1 and i2 (C has no cell on i3)
    assert set(agg["common_instances"]) == {2}
    assert a["common_runtime_sgm_s"] == pytest.approx(math.sqrt(3 * 2) - 1, abs=GAP_TOL)
    assert b["common_runtime_sgm_s"] == pytest.approx(math.sqrt(2 * 5) - 1, abs=GAP_TOL)
    assert b["common_gap_to_best_sgm"] == pytest.approx(math.sqrt(1.2) - 1, abs=GAP_TOL)
    # profile values: objective within 1 / 1.01 / 1.1, runtime within 1 / 2 / 10, solved
    third = 1 / 3
    assert [a[f"objective_within_{t}"] for t in ("1", "1.01", "1.1")] == pytest.approx([2 * third] * 3)
    assert [b[f"objective_within_{t}"] for t in ("1", "1.01", "1.1")] == pytest.approx([2 * third] * 3)
    assert [c[f"objective_within_{t}"] for t in ("1", "1.01", "1.1")] == pytest.approx([0, 0, 2 * third])
    assert [a[f"runtime_within_{t}"] for t in ("1", "2", "10")] == pytest.approx([third, third, 2 * third])
    assert [b[f"runtime_within_{t}"] for t in ("1", "2", "10")] == pytest.approx([third, 2 * third, 1])
    assert [c[f"runtime_within_{t}"] for t in ("1", "2", "10")] == pytest.approx([third, 2 * third, 2 * third])
    assert [a["solved"], b["solved"], c["solved"]] == pytest.approx([2 * third, 1, 2 * third])


def test_summary_spread_columns(toy_registry, store, tmp_path):
    out = tmp_path / "results"
    write_report(store, out)
    rows = read_csv(out / "toy-pick.csv")
    exact4 = rows[("exact", 4)]  # gaps to bound 0 (A) and 0.2 (B); runtimes 1 and 3
    assert [num(exact4[f"gap_to_bound_{s}"]) for s in ("min", "q1", "median", "q3", "max")] == pytest.approx(
        [0.0, 0.05, 0.1, 0.15, 0.2], abs=GAP_TOL)
    assert exact4["gap_to_bound_n"] == "2"
    assert num(exact4["gap_to_bound_sgm"]) == pytest.approx(math.sqrt(1.2) - 1, abs=GAP_TOL)
    assert (num(exact4["runtime_min_s"]), num(exact4["runtime_max_s"]), exact4["runtime_n"]) == (1.0, 3.0, "2")
    assert num(exact4["runtime_sgm_s"]) == pytest.approx(math.sqrt(2 * 4) - 1, abs=GAP_TOL)
    sleepy4 = rows[("sleepy", 4)]  # no gap at all: empty, and n 0
    assert (sleepy4["gap_to_best_min"], sleepy4["gap_to_best_n"], sleepy4["runtime_n"]) == ("", "0", "2")
    # the aggregate table and every ratio are written, and the page shows them
    agg = read_csv_rows(out / "toy-pick-aggregate.csv")
    assert [r["method"] for r in agg][:2] == ["exact", "good"]
    assert len(read_csv_rows(out / "toy-pick-profile.csv")) == 2 * len(agg) * 3  # 2 metrics x methods x 3 instances
    page = (out / "toy-pick.md").read_text()
    assert "## Shifted geometric means and performance profiles" in page
    assert "![performance profiles](toy-pick-profile.png)" in page
    assert "s = 1 s" in page and "Dolan and Moré" in page  # the shift and the definition are stated


def read_csv_rows(path: Path) -> list[dict[str, str]]:
    with path.open() as fh:
        return list(csv.DictReader(fh))


def test_plot_formats(toy_registry, tmp_path):
    from schedbench.errors import ValidationError
    from schedbench.reporting.report import figure_link

    store = tmp_path / "small.sqlite"
    with Store(store) as db:
        for row in TOY_CELLS[:3]:
            db.record(row)
    out = tmp_path / "paper"
    report = write_report(store, out, formats="svg, PDF")
    for plot in ("gap", "runtime", "profile", "certified"):
        assert (out / f"toy-pick-{plot}.pdf").read_bytes().startswith(b"%PDF")
        assert b"<svg" in (out / f"toy-pick-{plot}.svg").read_bytes()[:2000]
        assert not (out / f"toy-pick-{plot}.png").exists()
    assert {out / "toy-pick-gap.svg", out / "toy-pick-gap.pdf"} <= set(report.files)
    assert "![gap vs size](toy-pick-gap.svg)" in (out / "toy-pick.md").read_text()  # no PNG: the SVG is shown
    assert figure_link("gap", [out / "g.pdf"]) == "[gap (PDF)](g.pdf)"  # a PDF alone is linked
    assert figure_link("gap", [out / "g.pdf", out / "g.svg", out / "g.png"]) == "![gap](g.png)"
    # the same data gives the same PDF and SVG bytes (no dates, fixed ids)
    again = tmp_path / "again"
    write_report(store, again, formats=("svg", "pdf"))
    for name in ("toy-pick-profile.svg", "toy-pick-gap.pdf"):
        assert (again / name).read_bytes() == (out / name).read_bytes()
    with pytest.raises(ValidationError, match="formats: must be among png, pdf, svg.*'jpg'"):
        write_report(store, tmp_path / "x", formats="png,jpg")
    with pytest.raises(ValidationError, match="at least one"):
        write_report(store, tmp_path / "x", formats=" , ")


def test_styles_are_stable_distinct_and_colour_blind_safe():
    from schedbench.reporting.report import LINESTYLES, MARKERS, PALETTE, PAPER_STYLE, plot_styles, style_at

    names = [f"method-{i}" for i in range(16)]
    styles = plot_styles(names, methods=names)
    triples = {(s.color, s.marker, s.linestyle) for s in styles.values()}
    assert len(triples) == 16  # no two of 16 methods alike
    for a, b in ((styles[x], styles[y]) for x in names for y in names if x < y):
        if a.color == b.color:  # a colour shared: marker and dash both differ
            assert a.marker != b.marker and a.linestyle != b.linestyle
    assert len({s.color for s in styles.values()}) == len(PALETTE)  # every colour used before any repeats
    for s in styles.values():
        assert s.color in PALETTE and s.marker in MARKERS and s.linestyle in LINESTYLES
        assert s.color != PAPER_STYLE.color  # black is the paper's alone
    # the paper's method is drawn the emphasised way, whatever its name or place
    with_paper = plot_styles(names, methods=names, paper="method-7")
    assert with_paper["method-7"] == PAPER_STYLE and PAPER_STYLE.linewidth > style_at(0).linewidth
    assert len({(s.color, s.marker, s.linestyle) for s in with_paper.values()}) == 16
    # by registration order: the same with fewer methods present, in any order
    assert plot_styles(["method-9", "method-2"], methods=names) == {k: styles[k] for k in ("method-9", "method-2")}
    assert plot_styles(list(reversed(names)), methods=names) == styles
    # a second budget of a method gets a style of its own
    two = plot_styles(["milp [t=1]", "milp [t=5]"], lambda label: label.split(" [")[0], ["milp"], paper="milp")
    assert two["milp [t=1]"] == PAPER_STYLE and two["milp [t=5]"] != PAPER_STYLE


def test_every_problem_names_its_paper_method_and_size_unit():
    from schedbench.registry import registry
    from schedbench.reporting.report import PAPER_METHODS, SIZE_UNITS, size_label

    for spec in registry():
        assert PAPER_METHODS[spec.name] in spec.methods
        assert size_label(spec.name) == SIZE_UNITS[spec.name] != "size"
    assert size_label("no-such-problem") == "size"


def _texts(fig) -> str:
    return " ".join(t.get_text() for ax in fig.axes for t in ax.texts)


def test_a_size_without_data_gets_a_note_saying_why(toy_registry, store):
    from schedbench.reporting.report import _plot, no_data_notes, summarize

    with Store(store, create=False) as db:
        frame = add_derived(pd.DataFrame(db.rows("v1")).query("problem == 'toy-pick'"), "toy-pick")
    summary = summarize(frame, "toy-pick")
    caps = {"exact": 4}
    notes = no_data_notes(summary, "gap_to_best", ["exact", "good", "sleepy", "crashy", "giveup", "nofeas"],
                          [4, 8], caps)
    assert "sleepy at 4 (time-out)" in notes and "sleepy at 8 (not run)" in notes
    assert "crashy at 4 (error)" in notes and "nofeas at 8 (infeasible)" in notes
    assert not any(n.startswith(("good", "exact ")) for n in notes)  # both have a gap at every size
    capped = no_data_notes(summary[~((summary["method"] == "exact") & (summary["size"] == 8))], "gap_to_best",
                           ["exact"], [4, 8], caps)
    assert capped == ["exact at 8 (above its size cap 4)"]
    # a solved cell without any proven bound on its instance: no gap to bound, said so
    bound_notes = no_data_notes(summary, "gap_to_bound", ["exact", "good"], [4, 8], caps)
    assert bound_notes == []  # A, B and C each have a bound
    fig = _plot(summary, kind="gap", show_budget=False, title="t", size_axis="items", caps=caps)
    text = _texts(fig)
    assert "no data: " in text and "sleepy at 4 (time-out)" in text
    assert [ax.get_xlabel() for ax in fig.axes] == ["items", "items"]
    assert all("(%)" in ax.get_ylabel() for ax in fig.axes)
    assert fig.legends and not any(ax.get_legend() for ax in fig.axes)  # one legend, outside the panels


def test_gap_axes_are_in_percent(toy_registry, store):
    from schedbench.reporting.report import PERCENT, _plot, summarize

    with Store(store, create=False) as db:
        frame = add_derived(pd.DataFrame(db.rows("v1")).query("problem == 'toy-pick'"), "toy-pick")
    summary = summarize(frame, "toy-pick")
    fig = _plot(summary, kind="gap", show_budget=False, title="t")
    drawn = {c.get_label(): c.lines[0].get_ydata() for c in fig.axes[1].containers}
    good = summary[summary["method"] == "good"].sort_values("size")["gap_to_best_median"].tolist()
    assert [float(y) for y in drawn["good"]] == pytest.approx([g * PERCENT for g in good], rel=GAP_TOL)
    assert max(good) > 0  # the check compares a nonzero gap
    assert fig.axes[0].yaxis.get_major_formatter()(20.0, 0) == "20%"


def test_the_online_plot_is_drawn_at_the_largest_size(tmp_path):
    from schedbench.online.metrics import online_metrics
    from schedbench.reporting.report import online_cells

    m = online_metrics([0.0, 1.0], [0.0, 1.0], [3.0, 4.0], total_gpus=1, gpus=[1, 1])
    path = tmp_path / "online.sqlite"
    with Store(path) as db:
        for size, inst in ((64, "big"), (2, "small"), (8, "mid")):
            for method in ("fast", "slow"):
                db.record(cell("online-toy", inst, size, method, "feasible", 1.0, total_s=0.1, metrics=m))
        db.record(cell("online-toy", "huge", 128, "fast", "timeout", wall_s=3.0))  # ran, no series
        frame = pd.DataFrame(db.rows("v1"))
    picked = online_cells(frame)
    assert set(picked["size"]) == {64} and set(picked["method"]) == {"fast", "slow"}


def test_cli_report_formats(toy_registry, tmp_path, capsys):
    """`schedbench report --formats` (and `run`, which checks it before running)."""
    from schedbench.cli import main

    def cli(*args):
        try:
            main([str(a) for a in args])
            code = 0
        except SystemExit as exc:
            code = exc.code or 0
        return code, capsys.readouterr().err

    store = tmp_path / "one.sqlite"
    with Store(store) as db:
        db.record(TOY_CELLS[0])
    assert cli("report", store, "--report-dir", tmp_path / "r", "--formats", "pdf")[0] == 0
    assert (tmp_path / "r" / "toy-pick-gap.pdf").is_file() and not (tmp_path / "r" / "toy-pick-gap.png").exists()
    code, err = cli("report", store, "--report-dir", tmp_path / "r2", "--formats", "png,eps")
    assert code == 2 and "--formats: must be among png, pdf, svg (got 'eps')" in err and err.count("\n") == 1
    code, err = cli("run", "--problem", "toy-pick", "--sizes", 4, "--store", tmp_path / "new.sqlite",
                    "--formats", "gif")
    assert code == 2 and "--formats" in err and not (tmp_path / "new.sqlite").exists()  # nothing ran


def test_plots_drawn_in_parallel_are_the_files_drawn_one_by_one(toy_registry, store, tmp_path):
    serial = write_report(store, tmp_path / "serial", processes=1)
    parallel = write_report(store, tmp_path / "parallel", processes=2)
    drawn = [p for p in serial.files if p.suffix == ".png"]
    assert len(drawn) >= 4  # the toy store has figures for several processes to share
    for path in drawn:
        twin = tmp_path / "parallel" / path.name
        assert twin.read_bytes() == path.read_bytes(), path.name
    assert [p.name for p in parallel.files] == [p.name for p in serial.files]


def _failing_figure():
    raise RuntimeError("this figure cannot be drawn")


def test_a_figure_that_fails_in_a_drawing_process_raises_its_own_error(tmp_path):
    from schedbench.reporting.report import Drawing, render_drawings

    drawings = [Drawing(_failing_figure, tmp_path / f"f{k}", ("png",)) for k in range(2)]
    with pytest.raises(RuntimeError, match="cannot be drawn"):
        render_drawings(drawings, 2)
