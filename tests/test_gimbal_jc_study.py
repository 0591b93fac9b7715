"""GIMBAL Sec. 7.4 on Table 3's sets (issue 15): schedbench.problems.gimbal.jc_study."""

from __future__ import annotations

from schedbench.problems.gimbal import jc_markdown, jc_study


def test_jc_study_per_objective():
    rows = jc_study(["JC1"], seeds=(0,), objectives=("makespan", "deadline"))
    by = {(r["objective"], r["method"]): r for r in rows}
    assert set(by) == {("makespan", "coordination-search"), ("makespan", "full-search"),
                       ("deadline", "exact"), ("deadline", "coordination-search"), ("deadline", "full-search")}
    mk = by["makespan", "coordination-search"]
    assert mk["sets"] == 1 and mk["exact_optimal"] == 1
    assert 0.0 <= mk["median_gap"] <= mk["worst_gap"]  # a heuristic never beats a proven optimum
    # the deadline objective: misses and tardiness, not relative gaps (the optimum is 0)
    assert by["deadline", "exact"]["jobs_late"] == 0 and by["deadline", "exact"]["worst_max_tardiness_s"] == 0.0
    assert by["deadline", "coordination-search"]["jobs_late"] >= 0 and "median_gap" not in by["deadline", "exact"]
    text = jc_markdown(rows)
    assert "| `mig` | makespan | `coordination-search` | 1 |" in text and "| `mig` | `exact` | 1 | 0/1 | 0 |" in text
