"""README's results tables are the reference report's numbers (schedbench/readme_tables.py)."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from schedbench.readme_tables import render, table

ROOT = Path(__file__).resolve().parents[1]


def test_readme_tables_match_the_reference_results():
    readme = (ROOT / "README.md").read_text()
    assert "<!-- results-table:" in readme
    assert render(readme, ROOT / "results") == readme, (
        "README's results tables differ from results/*.csv: run `python -m schedbench.readme_tables`")


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
    from schedbench.report import write_report
    from schedbench.store import Store

    def cell(instance, method, objective, total_s, bound=None):
        return {"problem": "cuckoo-packing", "instance_id": instance, "method": method, "seed": 0,
                "budget_key": "t=1", "code_version": "v1", "size": 8, "instance_seed": int(instance[-1]),
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
