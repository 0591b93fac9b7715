"""The results tables of the documentation (each problem's page, and README
where it holds any) are the reference report's numbers (schedbench/reporting/readme_tables.py)."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from schedbench.reporting.readme_tables import main, marked_files, render, table
from schedbench.registry import registry

ROOT = Path(__file__).resolve().parents[1]


def test_pages_tables_match_the_reference_results():
    files = marked_files(ROOT)
    assert files, "no page holds a results table"
    for path in files:
        text = path.read_text()
        assert render(text, ROOT / "results") == text, (
            f"{path.relative_to(ROOT)}: results tables differ from results/*.csv: run `python -m schedbench.reporting.readme_tables`")


def test_every_problem_in_the_results_has_its_table_on_its_page():
    """A problem of the reference results shows its table on its own page."""
    for name in registry().names():
        if (ROOT / "results" / f"{name}.csv").is_file():
            page = (ROOT / "docs" / "problems" / f"{name}.md").read_text()
            assert f"<!-- results-table: {name} -->" in page, f"docs/problems/{name}.md has no results table"


def test_main_rewrites_the_named_files(tmp_path):
    summary = pd.DataFrame([{"method": "greedy", "size": 8, "gap_to_best_median": 0.5, "gap_to_bound_median": None,
                             "runtime_median_s": 0.25}])
    (tmp_path / "res").mkdir()
    summary.to_csv(tmp_path / "res" / "cuckoo-packing.csv", index=False)
    page = tmp_path / "p.md"
    page.write_text("a\n<!-- results-table: cuckoo-packing -->\n| stale |\n<!-- /results-table -->\nb\n")
    assert main([str(page), "--results", str(tmp_path / "res")]) == 0
    assert "| `greedy` | 50.00% / 0.25 s |" in page.read_text()


def test_table_format_gap_runtime_and_capped_sizes():
    summary = pd.DataFrame([
        {"method": "greedy", "size": 8, "gap_to_best_median": 0.0316, "gap_to_bound_median": None, "runtime_median_s": 0.0041},
        {"method": "milp", "size": 8, "gap_to_best_median": 0.0, "gap_to_bound_median": 0.0, "runtime_median_s": 123.4},
        {"method": "greedy", "size": 16, "gap_to_best_median": 0.0086, "gap_to_bound_median": None, "runtime_median_s": 1.66},
    ])
    text = table("cuckoo-packing", summary)
    assert text.splitlines() == [
        "| method | 8 | 16 |",
        "|---|---:|---:|",
        "| `milp` | 0.00% / 123 s | · |",
        "| `greedy` | 3.16% / 0.0041 s | 0.86% / 1.7 s |",
    ]


def test_a_missing_summary_is_named(tmp_path):
    with pytest.raises(FileNotFoundError, match="no-such-problem.csv"):
        render("<!-- results-table: no-such-problem -->\n| x |\n<!-- /results-table -->", tmp_path)


def test_tables_from_a_fresh_report(tmp_path):
    """The generator reads what `schedbench report` writes today (a tiny
    store of hand-made cells), so README can be regenerated after a re-run."""
    from schedbench.reporting.report import write_report
    from schedbench.harness.store import Store

    def cell(instance, method, objective, total_s, bound=None):
        return {"problem": "cuckoo-packing", "instance_id": instance, "method": method, "seed": 0,
                "budget_key": "t=1", "method_version": "m1", "problem_version": "p1", "code_version": "v1", "size": 8,
                "instance_seed": int(instance[-1]),
                "options": {}, "time_limit_s": 1.0, "threads": 1, "solver": "highs", "mip_rel_gap": 1e-6,
                "status": "optimal" if bound is not None else "feasible", "objective": objective, "bound": bound,
                "gap_to_bound": 0.0 if bound is not None else None, "sense": "max", "total_s": total_s,
                "wall_s": total_s, "host": "h", "started_at": 0.0, "finished_at": 1.0, "error": None,
                "metrics": None}

    store = tmp_path / "s.sqlite"
    with Store(store) as db:
        for row in (cell("i0", "milp", 10.0, 0.5, 10.0), cell("i1", "milp", 20.0, 1.5, 20.0),
                    cell("i0", "greedy", 9.0, 0.01), cell("i1", "greedy", 19.0, 0.03)):
            db.record(row)
    write_report(store, tmp_path / "results")
    readme = "<!-- results-table: cuckoo-packing -->\n| stale |\n<!-- /results-table -->\n"
    # medians over the two instances: greedy (10% + 5%) / 2 and (0.01 + 0.03) / 2 s
    assert render(readme, tmp_path / "results").splitlines()[1:-1] == [
        "| method | 8 |",
        "|---|---:|",
        "| `milp` | 0.00% / 1 s |",
        "| `greedy` | 7.50% / 0.02 s |",
    ]
