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
