"""``schedbench compare``: two runs of the same cells, cell by cell, with a
quality gate (exit 1 on a regression) and runtime ratios per method."""

from __future__ import annotations

import json

import pytest

from schedbench.cli import main
from schedbench.harness.store import Store
from schedbench.reporting.compare import (
    SAME_REL_TOL,
    compare_consecutive,
    compare_rows,
    quality_changes,
    runtime_ratio,
    same,
)


def cli(capsys, *args) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as info:
        main([str(a) for a in args])
    out, err = capsys.readouterr()
    return (0 if info.value.code is None else info.value.code), out, err


def cell(method, instance="A", status="feasible", objective=None, bound=None, total_s=1.0, version="v1",
         finished=1.0, sense="min", problem="toy-pick", seed=0):
    return {
        "problem": problem, "instance_id": instance, "method": method, "seed": seed, "budget_key": "t=1",
        "method_version": f"m-{version}", "problem_version": "p1", "code_version": version, "size": 4,
        "instance_seed": 0, "options": {}, "time_limit_s": 1.0, "threads": 1, "solver": "highs",
        "mip_rel_gap": 1e-6, "status": status, "objective": objective, "bound": bound, "sense": sense,
        "total_s": total_s, "wall_s": total_s, "host": "h", "started_at": 0.0, "finished_at": finished,
        "error": "boom" if status == "error" else None,
    }


BASELINE = [
    cell("exact", "A", "optimal", 10.0, 10.0, total_s=1.0),
    cell("exact", "B", "optimal", 20.0, 20.0, total_s=2.0),
    cell("good", "A", "feasible", 12.0, total_s=0.1),
    cell("good", "B", "feasible", 25.0, total_s=0.2),
    cell("bound", "A", "no-solution", None, 9.0, total_s=0.5),
    cell("crashy", "A", "error", total_s=0.01),
    cell("gone", "A", "feasible", 30.0),
]
#: The candidate: exact loses its proof on B, good gets worse on A (and
#: 2x slower everywhere), bound's bound gets weaker, crashy is fixed, gone
#: is gone and new is new.
CANDIDATE = [
    cell("exact", "A", "optimal", 10.0 * (1 + SAME_REL_TOL / 10), 10.0, total_s=1.0, version="v2"),  # noise: same
    cell("exact", "B", "feasible", 20.0, 18.0, total_s=2.0, version="v2"),
    cell("good", "A", "feasible", 13.0, total_s=0.2, version="v2"),
    cell("good", "B", "feasible", 25.0, total_s=0.4, version="v2"),
    cell("bound", "A", "no-solution", None, 8.5, total_s=0.5, version="v2"),
    cell("crashy", "A", "feasible", 11.0, total_s=0.01, version="v2"),
    cell("new", "A", "feasible", 11.0, version="v2"),
]


def _store(path, rows):
    with Store(path) as db:
        for r in rows:
            db.record(r)
    return path


def test_same_is_within_the_named_relative_tolerance():
    assert SAME_REL_TOL == 1e-9
    assert same(1.0, 1.0 + 1e-10) and not same(1.0, 1.0 + 1e-8)
    assert same(None, None) and not same(None, 0.0) and same(0.0, 0.0)


@pytest.mark.parametrize("old, new, worse, better", [
    (cell("m", objective=10.0), cell("m", objective=11.0), ["worse objective"], []),
    (cell("m", objective=10.0, sense="max"), cell("m", objective=11.0, sense="max"), [], ["better objective"]),
    (cell("m", "A", "optimal", 10.0, 10.0), cell("m", "A", "feasible", 10.0, 9.0),
     ["weaker bound", "lost proof"], []),
    (cell("m", "A", "optimal", 10.0, 10.0, sense="max"), cell("m", "A", "optimal", 10.0, 10.5, sense="max"),
     ["weaker bound"], []),  # an upper bound that rose proves less
    (cell("m", "A", "no-solution", None, 9.0), cell("m", "A", "no-solution", None, None), ["weaker bound"], []),
    (cell("m", objective=10.0), cell("m", "A", "timeout"), ["lost solution"], []),
    (cell("m", objective=10.0), cell("m", "A", "error"), ["lost solution", "new error"], []),
    (cell("m", "A", "no-solution", None, 9.0), cell("m", "A", "infra-error", None, 9.0),
     ["weaker bound", "new error"], []),  # a failed cell's bound is no bound
    (cell("m", "A", "error"), cell("m", "A", "optimal", 3.0, 3.0), [],
     ["new solution", "stronger bound", "new proof", "error fixed"]),
    (cell("m", "A", "timeout"), cell("m", "A", "no-solution"), [], []),  # changed, without a verdict
])
def test_what_counts_as_a_regression(old, new, worse, better):
    assert quality_changes(old, new) == (worse, better)


def test_two_stores_compared_cell_by_cell_with_a_planted_regression(tmp_path, capsys):
    a, b = _store(tmp_path / "a.sqlite", BASELINE), _store(tmp_path / "b.sqlite", CANDIDATE)
    code, out, err = cli(capsys, "compare", a, b)
    assert code == 1, err
    lines = out.splitlines()
    assert lines[1] == (
        "toy-pick: 6 matched cell(s): 3 regressed (1 worse objective, 2 weaker bound, 1 lost proof), 1 improved, "
        "0 changed otherwise, 2 unchanged; 1 only in the baseline, 1 only in the candidate; method version changed "
        "in 6, problem version in 0")
    assert "  REGRESSION toy-pick size=4 instance=A (seed 0) good seed=0 [t=1]: objective 12 -> 13 (worse objective)" \
        in lines
    assert ("  REGRESSION toy-pick size=4 instance=B (seed 0) exact seed=0 [t=1]: status optimal -> feasible; "
            "bound 20 -> 18 (weaker bound, lost proof)") in lines
    assert "  toy-pick size=4 instance=A (seed 0) crashy seed=0 [t=1]: status error -> feasible; objective none -> 11 " \
           "(new solution, error fixed)" in lines
    assert lines[-1] == "3 quality regression(s)"
    assert any(line.startswith("  good: runtime x2 [2, 2] over 2 cell(s)") for line in lines)

    code, out, _ = cli(capsys, "compare", a, b, "--json")
    assert code == 1
    doc = json.loads(out)
    assert (doc["regressions"], doc["same_rel_tol"]) == (3, SAME_REL_TOL)
    (summary,) = doc["problems"]
    assert summary["regressions"] == {"worse objective": 1, "weaker bound": 2, "lost proof": 1}
    assert {c["method"] for c in doc["cells"]} == {"exact", "good", "bound", "crashy"}  # the unchanged left out
    runtimes = {r["method"]: r for r in doc["runtimes"]}
    assert "crashy" not in runtimes  # an error on either side is no measure of speed
    assert runtimes["exact"]["ratio"] == pytest.approx(1.0) and runtimes["good"]["ratio"] == pytest.approx(2.0)

    # the same store against itself: nothing changed, exit 0
    code, out, _ = cli(capsys, "compare", a, a)
    assert code == 0 and out.splitlines()[-1] == "no quality regression"


def test_one_store_at_two_code_versions_and_each_cell_against_its_previous_run(tmp_path, capsys):
    path = _store(tmp_path / "s.sqlite", BASELINE + [{**r, "finished_at": 2.0} for r in CANDIDATE])
    code, out, _ = cli(capsys, "compare", path, "--versions", "v1", "v2", "--json")
    assert code == 1 and json.loads(out)["regressions"] == 3
    code, out, _ = cli(capsys, "compare", path, "--versions", "v2", "v1")  # the other way round
    assert code == 1 and "1 regressed (1 lost solution, 1 new error), 3 improved" in out  # crashy breaks again
    # one store alone: each cell's latest run against the one before (gone and new ran once: not compared)
    code, out, _ = cli(capsys, "compare", path)
    assert code == 1
    assert "toy-pick: 6 matched cell(s): 3 regressed" in out and "0 only in the baseline" in out
    code, out, err = cli(capsys, "compare", path, "--versions", "v1", "v9")
    assert code == 2 and out == ""
    assert f"--versions[1]: must name a code version of {path} (stored: v1, v2)" in err
    code, _, err = cli(capsys, "compare", path, "--problem", "nope")
    assert code == 2 and "--problem[0]: must be a problem of the compared store(s) (stored: toy-pick)" in err
    code, _, err = cli(capsys, "compare", tmp_path / "missing.sqlite")
    assert code == 2 and "missing.sqlite" in err


def test_the_latest_run_of_a_cell_stands_for_it():
    old = [cell("good", objective=12.0, finished=1.0), cell("good", objective=99.0, version="v0", finished=0.5)]
    result = compare_rows(old, [cell("good", objective=12.0, version="v2")])
    (change,) = result.cells
    assert (change.old_objective, change.regressions) == (12.0, ())
    (consecutive,) = compare_consecutive(old).cells
    assert (consecutive.old_objective, consecutive.new_objective) == (99.0, 12.0)
    assert consecutive.improvements == ("better objective",)


def test_runtime_ratio_is_a_seeded_paired_bootstrap():
    old, new = [1.0, 2.0, 4.0, 1.0, 3.0], [1.1, 2.4, 4.0, 1.3, 3.0]
    first = runtime_ratio("p", "m", old, new)
    assert first == runtime_ratio("p", "m", old, new)  # seeded: the same interval every time
    assert first.low is not None and first.high is not None
    assert first.low <= first.ratio <= first.high and 1.0 <= first.low and first.high <= 1.3
    assert runtime_ratio("p", "m", old, new, seed=1) != first or first.low == first.high
    single = runtime_ratio("p", "m", [1.0], [2.0])
    assert (single.ratio, single.low, single.high) == (2.0, None, None)
    assert runtime_ratio("p", "m", [0.0, 0.0], [0.0, 0.0]).ratio == 1.0  # floored times
