"""The per-seed effects of schedbench/problems/castor_regimes.py on hand-made
stored rows (no store, no run), and Sec. 9.5's sharing-benefit deviation on a
small instance."""

from __future__ import annotations

import pytest

from schedbench.problems import castor_regimes as cr


def _row(method, seed, jct, *, workload="philly", size=30, scale="physical", iterations="scaled", **metrics):
    return {"problem": "castor-schedule", "size": size, "instance_seed": seed, "method": method, "feasible": 1,
            "options": {"workload": workload, "scale": scale, "iterations": iterations},
            "metrics": {"mean_jct_s": jct, **metrics}}


def test_table4_reduction_is_paired_per_seed():
    rows = []
    for seed, (c, t, lu) in enumerate([(60.0, 100.0, 80.0), (90.0, 100.0, 100.0), (50.0, 100.0, 50.0)]):
        rows += [_row("sjf-bsbf", seed, c), _row("tiresias", seed, t), _row("lucid-like", seed, lu)]
    rows.append(_row("tiresias", 7, 1.0))  # a seed without Castor's cell is left out
    sensitivity = _row("sjf-bsbf", 7, 1.0)
    sensitivity["options"]["gpu_mix"] = "trace"  # not the paper's regime: left out
    rows.append(sensitivity)
    out = {(w, b): (e, p) for w, _, b, e, p in cr.table4(cr.by_seed(rows))}
    e, paper = out[("philly", "tiresias")]
    assert e.values == pytest.approx((0.4, 0.1, 0.5)) and e.mean == pytest.approx(1.0 / 3.0)
    assert e.low <= e.mean <= e.high and paper == 0.342
    assert out[("philly", "lucid-like")][0].values == pytest.approx((0.25, 0.1, 0.0))
    assert "venus" not in {w for w, _ in out}


def test_effect_interval_is_seeded_and_degenerate_for_one_value():
    a, b = cr.effect([0.1, 0.3, 0.2, 0.5]), cr.effect([0.1, 0.3, 0.2, 0.5])
    assert (a.low, a.high) == (b.low, b.high) and a.low < a.mean < a.high
    one = cr.effect([0.2])
    assert one.low == one.high == one.mean == 0.2


def test_markdown_covers_the_regimes():
    rows = [_row("sjf-bsbf", 0, 50.0), _row("tiresias", 0, 100.0), _row("lucid-like", 0, 60.0)]
    for size, jct in ((120, 1.0), (240, 2.0), (480, 4.0)):
        rows.append(_row("sjf-bsbf", 0, jct * 3600, workload="venus", size=size, scale="simulation",
                         iterations="trace", mean_queueing_s=0.0))
    text = cr.markdown(rows)
    assert "| philly | 30 | tiresias | 50.0%" in text
    assert "## Table 6" in text and "## Fig. 16" in text and "| venus | sjf-bsbf | 4.0x" in text


def _sharing_instance():
    from schedbench.heuristics.castor import CastorPolicy
    from schedbench.instances.castor import generate_schedule
    from schedbench.problems.castor import sharing_benefits

    for seed in range(20):
        inst = generate_schedule(8, seed, gpus=2)
        if sharing_benefits(inst, CastorPolicy(inst, "sjf-bsbf").run()):
            return inst
    raise AssertionError("no small instance where SJF-BSBF shares")


def test_sec95_deviation_is_zero_with_the_true_xi_and_counts_every_job():
    from schedbench.instances.castor import model_fits, xi_table

    inst = _sharing_instance()
    same = cr.table_sharing_deviation(inst, {}, "truth")  # no prediction: the scheduler sees the true xi
    assert same.per_job == 0.0 and same.mean_sb_change == 0.0 and same.mean_jct_change == 0.0
    assert same.decisions_truth == same.decisions_pred > 0
    # a predictor that says "never share": every job that shared now has SB 1 instead of its own
    table, _ = xi_table()
    never = {k: 1e9 for k, v in table.items() if v is not None}
    assert {m.gavel_type for m in model_fits().values()} <= {k[0] for k in never}
    r = cr.table_sharing_deviation(inst, never, "never")
    assert r.decisions_pred == 0 and r.per_job > 0.0
    from schedbench.heuristics.castor import CastorPolicy
    from schedbench.problems.castor import sharing_benefits

    sb = sharing_benefits(inst, CastorPolicy(inst, "sjf-bsbf").run())
    assert r.per_job == pytest.approx(sum(abs(1.0 - v) / v for v in sb.values()) / len(inst.jobs))
