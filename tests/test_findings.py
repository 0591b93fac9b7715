"""schedbench findings (issue 15): verdicts computed from stored cells."""

from __future__ import annotations

from pathlib import Path

import pytest

from schedbench.cli import main
from schedbench.findings import (
    Cell,
    build_findings,
    cuckoo_findings,
    gimbal_findings,
    load_cells,
    predictor_errors,
    render,
    sensitivity_lines,
    verdict,
    virtual_order,
    write_findings,
)
from schedbench.store import Store


def cuckoo(method, ds, jct, seed=0, **options):
    opts = {"cluster": "paper", "copies": 1, **options}
    return Cell("cuckoo-joint", 521, seed, method, opts, 1.0, True,
                {"deadline_satisfaction": ds, "mean_jct_s": jct}, {})


def test_verdict_words():
    assert verdict({}) == "not measured"
    assert verdict({"a": True, "b": True}) == "holds"
    assert verdict({"a": False}) == "does not hold"
    assert verdict({"a": True, "b": False, "c": True}) == "holds only when a; c"


def test_cuckoo_table12_verdict_follows_the_cells():
    cells = [
        # light load: packing wins nothing
        cuckoo("cuckoo", 0.9, 100.0, intensity=1.0), cuckoo("none", 0.9, 100.0, intensity=1.0),
        # heavy load: DAB meets more deadlines
        cuckoo("cuckoo", 0.5, 100.0, intensity=2.0), cuckoo("none", 0.4, 150.0, intensity=2.0),
    ]
    t12 = cuckoo_findings(cells)[0]
    assert t12.verdict == "holds only when intensity=2, deadline_factor=8"
    assert "+0.0 to +10.0 points" in t12.measured
    # Table 13 needs dab-edf: not measured
    assert cuckoo_findings(cells)[1].verdict == "not measured"
    flipped = [*cells[:2], cuckoo("cuckoo", 0.3, 100.0, intensity=2.0), cuckoo("none", 0.4, 150.0, intensity=2.0)]
    assert cuckoo_findings(flipped)[0].verdict == "does not hold"


def gimbal(method, objective, seed, value, share_model="mig", **metrics):
    return Cell("gimbal-coordination", 2, seed, method, {"objective": objective, "share_model": share_model},
                value, True, metrics, {"probes": 3})


def test_gimbal_optimality_and_early_exit():
    cells = []
    for seed in range(3):
        cells += [gimbal("exact", "jct", seed, 100.0), gimbal("coordination-search", "jct", seed, 100.0),
                  gimbal("full-search", "jct", seed, 100.0)]
        cells += [gimbal("exact", "jct", seed, 100.0, "linear"), gimbal("coordination-search", "jct", seed, 150.0, "linear"),
                  gimbal("full-search", "jct", seed, 120.0, "linear")]
        cells += [gimbal("exact", "deadline", seed, 0.0, deadlines_missed=0, max_tardiness_s=0.0),
                  gimbal("coordination-search", "deadline", seed, 5.0, deadlines_missed=1, max_tardiness_s=10.0)]
    early, optimal = gimbal_findings(cells)
    assert early.verdict == "holds only when share_model=mig, objective=jct"
    assert optimal.verdict == "holds only when share_model=mig, objective=jct"
    assert any("deadlines missed: coordination 3 vs exact 0" in m for _, m, _ in optimal.details)


def test_sensitivity_reports_a_changed_verdict():
    cells = [
        cuckoo("cuckoo", 0.5, 100.0, intensity=2.0), cuckoo("none", 0.4, 150.0, intensity=2.0),
        cuckoo("cuckoo", 0.3, 100.0, intensity=2.0, length_scale=2.0),
        cuckoo("none", 0.4, 150.0, intensity=2.0, length_scale=2.0),
        cuckoo("cuckoo", 0.6, 100.0, intensity=2.0, length_scale=0.5),
        cuckoo("none", 0.4, 150.0, intensity=2.0, length_scale=0.5),
    ]
    lines = sensitivity_lines(cells)
    line = next(x for x in lines if "`length_scale`" in x and "cuckoo-joint" in x)
    assert "verdicts change" in line and "length_scale=2: does not hold (default: holds)" in line
    assert any("`alpha`" in x and "not swept" in x for x in lines)
    # the main findings ignore the moved cells
    t12 = build_findings(cells, None)[0]
    assert t12.verdict == "holds"


def stored(cell: Cell, version: str = "v1", finished: float = 1.0) -> dict:
    """A store row of a cell (the columns the store requires)."""
    return {
        "problem": cell.problem, "instance_id": f"{cell.problem}-{cell.size}-{cell.seed}-{sorted(cell.options.items())}",
        "method": cell.method, "seed": 0, "budget_key": "b", "code_version": version, "size": cell.size,
        "instance_seed": cell.seed, "options": dict(cell.options), "time_limit_s": 1.0, "threads": 1, "solver": "highs",
        "mip_rel_gap": 0.0, "status": "feasible", "objective": cell.objective, "sense": "min", "feasible": True,
        "wall_s": 0.1, "metrics": dict(cell.metrics), "info": dict(cell.info), "host": "h", "started_at": 0.0,
        "finished_at": finished,
    }


def test_page_from_a_tiny_store(tmp_path: Path):
    cells = [
        cuckoo("cuckoo", 0.5, 100.0, intensity=2.0), cuckoo("none", 0.4, 150.0, intensity=2.0),
        cuckoo("dab-edf", 0.6, 90.0, intensity=2.0), cuckoo("cuckoo-homo", 0.5, 100.0, intensity=2.0),
        *(gimbal(m, "jct", s, v) for s in range(2) for m, v in
          (("exact", 100.0), ("coordination-search", 130.0), ("full-search", 129.0))),
    ]
    db = tmp_path / "s.sqlite"
    with Store(db) as store:
        for c in cells:
            store.record(stored(c))
        # an older run of the same cell at another code version is superseded
        store.record(stored(cuckoo("none", 0.9, 150.0, intensity=2.0), "v0", finished=0.5))
        read = load_cells(store)
    assert len(read) == len(cells)
    assert {c.code_version for c in read} == {"v1"}
    out = tmp_path / "findings.md"
    with pytest.raises(SystemExit) as exc:
        main(["findings", "--store", str(db), "-o", str(out), "--table2-cases", "0"])
    assert exc.value.code == 0
    text = out.read_text()
    verdicts = {f.claim: f.verdict for f in build_findings(read, None)}
    assert verdicts["CUCKOO Table 12 (DAB vs no packing)"] == "holds"
    assert verdicts["CUCKOO Table 13 (MCHP vs EDF)"] == "does not hold"
    assert verdicts["CUCKOO Table 14 (heterogeneity-aware vs Homo)"] == "does not hold"
    assert verdicts["GIMBAL early exit (Fig. 15-b)"] == "does not hold"  # 129 / 130 = 99.2% < 99.4%
    assert verdicts["GIMBAL coordination search finds the optimum"] == "does not hold"
    assert verdicts["A-SRPT Fig. 6 (A-SRPT vs baselines)"] == "not measured"
    for claim, v in verdicts.items():
        assert f"| {claim} |" in text and v in text
    assert "## Sensitivity" in text and f"Cells read: {len(cells)}" in text
    assert render(build_findings(read, None), sensitivity_lines(read), f"`{db}`", len(cells), "v1") == text


def test_missing_store_is_one_clear_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["findings", "--store", str(tmp_path / "nope.sqlite"), "-o", str(tmp_path / "f.md")])
    assert exc.value.code == 2
    assert "no such results store" in capsys.readouterr().err


def test_write_findings_skips_table2_when_asked(tmp_path):
    with Store(tmp_path / "e.sqlite") as store:
        path = write_findings(store, tmp_path / "f.md", table2_cases=0)
    text = path.read_text()
    assert "A-SRPT Table II" not in text and "not measured" in text


def test_virtual_order_measures_line_2():
    stats = virtual_order(60, 0, 0.8)
    assert -1.0 <= stats["kendall_tau"] <= 1.0
    assert stats["mean_virtual_wait_s"] >= 0.0 and stats["median_virtual_size_s"] > 0.0


def asrpt(method, total, seed=0, **options):
    opts = {"load": 0.5, **options}
    return Cell("asrpt-schedule", 1000, seed, method, opts, total, True,
                {"offered_load": 0.5, "gpu_occupancy_arrivals": 0.6, "mean_queue_length": 3.0}, {})


def test_fig9_predictor_variants_and_ablations():
    """Fig. 9 (Sec. V-B-2-d): a-srpt under each ``predictor`` against
    a-srpt-perfect; the forest-vs-mean/median claim; ablations shown beside
    Fig. 6 but outside its verdict."""
    cells = [
        asrpt("a-srpt", 110.0), asrpt("a-srpt-perfect", 100.0), asrpt("spwf", 120.0),
        asrpt("a-srpt-sorted-queue", 90.0), asrpt("a-srpt-hold-blocks", 130.0),
        asrpt("a-srpt", 150.0, predictor="mean"), asrpt("a-srpt", 105.0, predictor="median"),
        asrpt("a-srpt", 200.0, predictor="noisy"),
        # at load 0.8 the forest loses to the median
        asrpt("a-srpt", 110.0, load=0.8), asrpt("a-srpt-perfect", 100.0, load=0.8), asrpt("spwf", 100.0, load=0.8),
        asrpt("a-srpt", 150.0, load=0.8, predictor="mean"), asrpt("a-srpt", 108.0, load=0.8, predictor="median"),
    ]
    found = {f.claim: f for f in build_findings(cells, None)}
    fig6 = found["A-SRPT Fig. 6 (A-SRPT vs baselines)"]
    assert fig6.verdict == "holds only when size=1000, load=0.5"  # the predictor cells are not Fig. 6 cells
    assert "total relative to that baseline: a-srpt-sorted-queue -25%, a-srpt-hold-blocks +8%" in fig6.details[0][1]
    assert "a-srpt-sorted-queue (not in the paper) below it in 1 of 1 regimes" in fig6.measured
    fig9 = found["A-SRPT Fig. 9 (forest vs perfect predictor)"]
    assert fig9.verdict == "holds"
    assert "forest 1.10, mean 1.50, median 1.05, noisy 2.00" in fig9.details[0][1]
    fig9b = found["A-SRPT Fig. 9 (forest vs mean/median predictors)"]
    assert fig9b.verdict == "does not hold"  # the median beats the forest in both regimes
    cells[6] = asrpt("a-srpt", 115.0, predictor="median")
    assert {f.claim: f for f in build_findings(cells, None)}[fig9b.claim].verdict == "holds only when size=1000, load=0.5"


def test_cuckoo_per_job_completion_is_reported_beside_eq_7_8():
    cells = [
        Cell("cuckoo-joint", 521, 0, "cuckoo", {"intensity": 2.0}, 1.0, True,
             {"deadline_satisfaction": 0.40, "mean_jct_s": 100.0, "per_job_deadline_satisfaction": 0.50}, {}),
        Cell("cuckoo-joint", 521, 0, "none", {"intensity": 2.0}, 1.0, True,
             {"deadline_satisfaction": 0.40, "mean_jct_s": 100.0, "per_job_deadline_satisfaction": 0.40}, {}),
    ]
    t12 = cuckoo_findings(cells)[0]
    assert t12.verdict == "does not hold"  # the verdict stays on Eq. 7-8
    assert "per-job completion (not Eq. 7-8): cuckoo 50.0% vs none 40.0%" in t12.details[0][1]
    assert "it holds in 1 of 1 regimes" in t12.measured


def test_predictor_errors_cover_every_predictor():
    err = predictor_errors(60, 3, 0.8)
    assert set(err) == {"forest", "mean", "median", "noisy"} and all(v > 0 for v in err.values())


def trace(method, total, compression=2.0, over=5, **options):
    opts = {"servers": 250, "workload": "philly", "window_h": 168, "compression": compression, **options}
    return Cell("asrpt-schedule", 1000, 0, method, opts, total, True,
                {"offered_load": 0.3 * compression, "gpu_occupancy_arrivals": 0.2, "mean_queue_length": 1.0,
                 "jobs_over_one_server": over, "max_job_gpus": 16}, {})


def test_trace_regimes_never_mix_with_synthetic_ones(tmp_path: Path):
    """Issue 15: a trace workload (``workload``, ``window_h``,
    ``compression``) is a regime of its own, even at the same size as a
    synthetic one; its regime names no ``load`` (a trace's load is its own)
    and the page prints the jobs over one 8-GPU server."""
    cells = [
        # synthetic, load 0.5: A-SRPT loses to spwf
        asrpt("a-srpt", 130.0), asrpt("a-srpt-perfect", 100.0), asrpt("spwf", 120.0),
        # Philly, compression 2: A-SRPT wins; a-srpt-perfect would fail Fig. 9 if the regimes mixed
        trace("a-srpt", 100.0), trace("a-srpt-perfect", 100.0), trace("spwf", 200.0),
        trace("a-srpt", 300.0, compression=5.0), trace("a-srpt-perfect", 100.0, compression=5.0),
        trace("spwf", 200.0, compression=5.0),
        trace("a-srpt", 90.0, predictor="median"), trace("a-srpt", 110.0, predictor="mean"),
    ]
    found = {f.claim: f for f in build_findings(cells, None)}
    fig6 = found["A-SRPT Fig. 6 (A-SRPT vs baselines)"]
    assert fig6.verdict == "holds only when workload=philly, window_h=168, servers=250, size=1000, compression=2"
    regimes = [r for r, _, _ in fig6.details]
    assert len(regimes) == 3
    synthetic = next(r for r in regimes if r.startswith("size=1000, load=0.5 "))
    assert "jobs over one" not in synthetic and "philly" not in synthetic
    philly = next(r for r in regimes if "compression=2 " in r)
    assert ", load=" not in philly.split(" (")[0]
    assert "jobs over one 8-GPU server: 5 of 1000, up to 16 GPUs" in philly
    assert "workload philly, synthetic" in fig6.regime and "compression 2, 5" in fig6.regime
    fig9 = found["A-SRPT Fig. 9 (forest vs perfect predictor)"]
    assert fig9.verdict == "holds only when workload=philly, window_h=168, servers=250, size=1000, compression=2"
    fig9b = found["A-SRPT Fig. 9 (forest vs mean/median predictors)"]
    # the trace's median beats the forest there; the synthetic regime has no mean/median cells
    assert fig9b.verdict == "does not hold" and len(fig9b.details) == 1
    assert "forest 1.00, mean 1.10, median 0.90" in fig9b.details[0][1]
    # the same through a store and the CLI
    db = tmp_path / "t.sqlite"
    with Store(db) as store:
        for c in cells:
            store.record(stored(c))
    out = tmp_path / "f.md"
    with pytest.raises(SystemExit):
        main(["findings", "--store", str(db), "-o", str(out), "--table2-cases", "0"])
    assert "jobs over one 8-GPU server: 5 of 1000, up to 16 GPUs" in out.read_text()


def test_cuckoo_stand_in_sets_are_separate_regimes():
    cells = [
        cuckoo("cuckoo", 0.5, 100.0), cuckoo("cuckoo-homo", 0.5, 100.0),
        cuckoo("cuckoo", 0.6, 100.0, stand_ins="spread"), cuckoo("cuckoo-homo", 0.4, 120.0, stand_ins="spread"),
    ]
    t14 = cuckoo_findings(cells)[2]
    assert t14.verdict == "holds only when stand_ins=spread, intensity=1, deadline_factor=8"
    assert [r for r, _, _ in t14.details] == ["intensity=1, deadline_factor=8",
                                               "stand_ins=spread, intensity=1, deadline_factor=8"]
    assert "stand_ins measured, spread" in t14.regime


def test_cuckoo_regimes_show_the_measured_load():
    """The intensity knob's load (issue 15: report the orderings across
    loads): the cells' offered load beside each regime."""
    cells = [cuckoo("cuckoo", 0.5, 100.0, intensity=0.25), cuckoo("none", 0.4, 100.0, intensity=0.25)]
    for c in cells:
        c.metrics.update(offered_load=1.4, gpu_occupancy_arrivals=0.9)  # type: ignore[attr-defined]
    regime = cuckoo_findings(cells)[0].details[0][0]
    assert regime == ("intensity=0.25, deadline_factor=8 (measured offered load at the fastest type 1.40, "
                      "cuckoo's GPU occupancy during arrivals 0.90)")


def test_table2_rows_show_the_cases_above_1_5x_with_their_cause():
    from schedbench.findings import _table2_findings

    outlier = {"ratio": 9.6, "free": [4, 3], "heavy_edge_ms": 424.6, "milp_ms": 44.0,
               "heavy_edge_x": [[2, 1, 1, 0], [0, 1, 0, 2]], "milp_x": [[2, 2, 0, 0], [0, 0, 1, 2]],
               "split_by_heavy_edge_only": {1}}
    rows = [{"model": "resnet152", "setting": "given", "pitt_ratio": 2.06, "max_ratio": 9.6, "cases": 5,
             "outliers": [outlier, {**outlier, "ratio": 1.6, "split_by_heavy_edge_only": set()}]},
            {"model": "bert_large", "setting": "given", "pitt_ratio": 1.01, "max_ratio": 1.02, "cases": 5, "outliers": []}]
    given = _table2_findings(rows)[0]
    assert given.verdict == "holds only when bert_large"
    text = dict((r, m) for r, m, _ in given.details)
    assert "2 case(s) above 1.5x, 1 of them a stage that Heavy-Edge splits across servers" in text["resnet152"]
    assert "worst: free GPUs [4, 3]" in text["resnet152"] and "(424.6 ms) vs ILP" in text["resnet152"]
    assert "above 1.5x" not in text["bert_large"]
