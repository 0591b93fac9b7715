"""schedbench findings: verdicts with intervals, regimes, readings and the page."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from schedbench.cli import main
from schedbench.reporting.findings import (
    Cell,
    Estimate,
    Outcome,
    Rule,
    Statistic,
    build_results,
    estimate,
    evaluate,
    judge,
    load_cells,
    predictor_errors,
    table2_cells,
    virtual_order,
    write_findings,
)
from schedbench.reporting.findings import asrpt as asrpt_claims
from schedbench.reporting.findings import cuckoo as cuckoo_claims
from schedbench.reporting.findings import gimbal as gimbal_claims
from schedbench.reporting.findings.core import MIN_SEEDS
from schedbench.reporting.findings import page as page_module
from schedbench.reporting.findings.page import SUMMARY_BEGIN, SUMMARY_END, default_output, sensitivity, shown_path
from schedbench.harness.store import Store

SEEDS = range(10)


# ------------------------------------------------------------------ the verdict rule


def est(lo: float, hi: float, n: int = 10) -> Estimate:
    return Estimate(n, (lo + hi) / 2, lo, hi)


DIRECTION = Rule(0.0, +1, "above 0")
MAGNITUDE = Rule(0.0, +1, "above 0, by 30", 30.0)
BOUND = Rule(14.0, -1, "at most 14")


@pytest.mark.parametrize(("rule", "lo", "hi", "outcome"), [
    (DIRECTION, 0.5, 2.0, Outcome.HOLDS),
    (DIRECTION, 0.0, 2.0, Outcome.INCONCLUSIVE),  # touching the null is not "on the paper's side"
    (DIRECTION, -1.0, 2.0, Outcome.INCONCLUSIVE),
    (DIRECTION, -2.0, -0.1, Outcome.FAILS),
    (MAGNITUDE, 5.0, 40.0, Outcome.HOLDS),
    (MAGNITUDE, 5.0, 30.0, Outcome.HOLDS),  # reaching the magnitude is enough
    (MAGNITUDE, 5.0, 20.0, Outcome.DIRECTION_ONLY),
    (MAGNITUDE, -5.0, 20.0, Outcome.FAILS),  # the magnitude is excluded
    (MAGNITUDE, -5.0, 35.0, Outcome.INCONCLUSIVE),
    (MAGNITUDE, -9.0, -1.0, Outcome.FAILS),
    (BOUND, 2.0, 10.0, Outcome.HOLDS),
    (BOUND, -20.0, 13.9, Outcome.HOLDS),
    (BOUND, 10.0, 20.0, Outcome.INCONCLUSIVE),
    (BOUND, 14.5, 30.0, Outcome.FAILS),
])
def test_verdict_rule(rule, lo, hi, outcome):
    assert judge(est(lo, hi), rule).outcome is outcome


def test_verdict_rule_needs_enough_instances_and_a_rule():
    assert judge(est(1.0, 2.0, n=MIN_SEEDS - 1), DIRECTION).outcome is Outcome.INCONCLUSIVE
    assert judge(est(1.0, 2.0, n=MIN_SEEDS), DIRECTION).outcome is Outcome.HOLDS
    assert judge(None, DIRECTION).outcome is Outcome.INCONCLUSIVE
    assert judge(est(1.0, 2.0), None).outcome is Outcome.MEASUREMENT
    with pytest.raises(ValueError, match="magnitude"):
        Rule(0.0, +1, "wrong side", -5.0)
    with pytest.raises(ValueError, match="sense"):
        Rule(0.0, 0, "no sense")


def test_bootstrap_interval_is_seeded_paired_and_covers_the_statistic():
    rng = np.random.default_rng(1)
    x = rng.normal(2.0, 1.0, 12)
    a = estimate((list(x),))
    assert a == estimate((list(x),))  # the same cells give the same interval
    assert a is not None and a.low < a.value < a.high and a.n == 12
    assert a.value == pytest.approx(float(np.mean(x)))
    # identical values: a point; one instance: no interval
    assert estimate(([3.0] * 6,)) == Estimate(6, 3.0, 3.0, 3.0)
    assert estimate(([3.0],)) is None and estimate(([],)) is None
    # ratio of means over paired columns: one shared resampling of the instances
    he, ilp = [110.0, 220.0, 330.0, 440.0, 550.0], [100.0, 200.0, 300.0, 400.0, 500.0]
    r = estimate((he, ilp), Statistic.RATIO_OF_MEANS)
    assert r is not None and r.value == pytest.approx(1.1) and r.low == pytest.approx(1.1) and r.high == pytest.approx(1.1)


@pytest.mark.parametrize("rule", [DIRECTION, MAGNITUDE, BOUND])
def test_adding_seeds_never_flips_holds_into_fails(rule):
    """Synthetic per-seed effects from fixed distributions (clearly for,
    clearly against, and near each boundary): the verdicts at n seeds and at
    n + k seeds (the first n plus k more) never flip between holds and a
    verdict against the paper."""
    against = (Outcome.FAILS, Outcome.DIRECTION_ONLY)
    for mean in (-20.0, -3.0, 0.0, 3.0, 14.0, 20.0, 30.0, 45.0):
        for stream in range(3):
            draws = np.random.default_rng([stream, int(mean * 10) + 1000]).normal(mean, 8.0, 40)
            verdicts = {n: judge(estimate((list(draws[:n]),), n_resamples=999), rule).outcome for n in range(5, 41)}
            for n in range(5, 41):
                for k in (1, 5, 10, 20):
                    if n + k > 40:
                        continue
                    pair = {verdicts[n], verdicts[n + k]}
                    assert not (Outcome.HOLDS in pair and pair & set(against)), (mean, stream, n, k, pair)


# ------------------------------------------------------------------ CUCKOO


def cuckoo(method: str, pj: float, seed: int = 0, ds: float | None = None, **options) -> Cell:
    opts = {"cluster": "paper", "copies": 1, **options}
    metrics = {"deadline_satisfaction": pj if ds is None else ds, "per_job_deadline_satisfaction": pj,
               "per_job_mean_jct_s": 100.0, "mean_jct_s": 100.0, "offered_load": 1.2}
    return Cell("cuckoo-joint", 521, seed, method, opts, 1.0, True, metrics, {})


def primary_cuckoo(method: str, pj: float, seed: int, ds: float | None = None, **extra) -> Cell:
    return cuckoo(method, pj, seed, ds, stand_ins="spread", intensity=0.25, deadline_factor=8.0, **extra)


def test_cuckoo_verdict_reads_per_job_completion_with_eq_7_8_beside_it():
    """Reading 1: Tables 12-14 measure "the percentage of [jobs] that
    complete before their specified deadlines" (Sec. 4.1): each job's own
    completion; Eq. 7-8's group end is the objective V, shown beside it."""
    cells = []
    for s in SEEDS:
        # per job, DAB meets 30 +- 1 points more; with the group end 5 points fewer
        cells += [primary_cuckoo("cuckoo", 0.70 + 0.002 * s, s, ds=0.35), primary_cuckoo("none", 0.40, s)]
    t12 = evaluate(cuckoo_claims.CLAIMS[0], cells)
    p = t12.primary
    assert p is not None and p.units == 10
    assert p.estimate is not None and p.estimate.value == pytest.approx(30.9)
    assert p.verdict.outcome is Outcome.HOLDS  # above 0 and reaching the paper's 28.6 points
    v, jct = p.also
    assert v is not None and v.value == pytest.approx(-5.0)
    assert jct is not None and jct.value == pytest.approx(1.0)
    assert "none meets 40.0%" in p.context


def test_cuckoo_direction_without_the_papers_margin():
    cells = []
    for s in SEEDS:
        cells += [primary_cuckoo("cuckoo", 0.45 + 0.003 * (s % 3), s), primary_cuckoo("none", 0.40, s)]
    p = evaluate(cuckoo_claims.CLAIMS[0], cells).primary
    assert p is not None and p.verdict.outcome is Outcome.DIRECTION_ONLY
    assert p.verdict.text == "direction holds, magnitude not"


def test_cuckoo_regime_key_keeps_the_cluster_and_its_copies_apart():
    """Reading 11: cells on the default cluster (one Table 7 copy per 100
    jobs) or on more copies never merge into the 16-GPU regimes."""
    cells = []
    for s in SEEDS:
        cells += [primary_cuckoo("cuckoo", 0.50, s), primary_cuckoo("none", 0.40, s)]
        # the same options on the default cluster, and on two copies: DAB loses there
        default = {"stand_ins": "spread", "intensity": 0.25, "deadline_factor": 8.0}
        cells += [Cell("cuckoo-joint", 521, s, m, default, 1.0, True,
                       {"per_job_deadline_satisfaction": v, "deadline_satisfaction": v}, {})
                  for m, v in (("cuckoo", 0.30), ("none", 0.40))]
        cells += [cuckoo(m, v, s, copies=2, **default) for m, v in (("cuckoo", 0.30), ("none", 0.40))]
    res = evaluate(cuckoo_claims.CLAIMS[0], cells)
    assert len(res.regimes) == 3
    p = res.primary
    assert p is not None and p.units == 10 and p.estimate is not None and p.estimate.value == pytest.approx(10.0)
    keys = [dict(r.key) for r in res.regimes]
    assert {(k["cluster"], k["copies"]) for k in keys} == {("paper", 1.0), ("auto", None), ("paper", 2.0)}
    assert all(r.estimate is not None and r.estimate.value == pytest.approx(-10.0) for r in res.sweeps)


def test_a_default_option_and_its_absence_are_one_regime():
    a = cuckoo("cuckoo", 0.5, 0, stand_ins="spread", intensity=0.25)
    b = cuckoo("cuckoo", 0.5, 1, stand_ins="spread", intensity=0.25, deadline_factor=8, alpha=1)
    assert cuckoo_claims.VIEW.regime(a) == cuckoo_claims.VIEW.regime(b)
    assert cuckoo_claims.VIEW.regime(a) != cuckoo_claims.VIEW.regime(cuckoo("cuckoo", 0.5, 0, intensity=0.25))


# ------------------------------------------------------------------ A-SRPT


PAPER = {"servers": 250, "workload": "philly", "window_h": 720, "sample": "consecutive", "compression": 1.0}


def asrpt(method: str, total: float, seed: int, size: int = 37500, **options) -> Cell:
    opts = {**PAPER, **options}
    return Cell("asrpt-schedule", size, seed, method, opts, total, True,
                {"offered_load": 0.3, "mean_queue_length": 2.0}, {})


def fig6_cells(reduction: float, spread: float = 0.01) -> list[Cell]:
    cells = []
    for s in SEEDS:
        base = 1000.0
        cells += [asrpt("a-srpt", base * (1 - reduction + spread * (s % 3 - 1)), s), asrpt("spjf", base, s),
                  asrpt("spwf", base * 1.5, s), asrpt("a-srpt-sorted-queue", base * 0.9, s)]
    return cells


def test_fig6_judges_direction_and_magnitude_apart():
    """Reading 6: "reducing total job completion times by 31% to 91%"."""
    claim = asrpt_claims.CLAIMS[0]
    small = evaluate(claim, fig6_cells(0.10)).primary
    assert small is not None and small.verdict.outcome is Outcome.DIRECTION_ONLY
    assert "best baseline spjf" in small.context and "a-srpt-sorted-queue -10%" in small.context
    big = evaluate(claim, fig6_cells(0.40)).primary
    assert big is not None and big.verdict.outcome is Outcome.HOLDS
    worse = evaluate(claim, fig6_cells(-0.05)).primary
    assert worse is not None and worse.verdict.outcome is Outcome.FAILS


def fig9_cells(ratios: dict[str, float]) -> list[Cell]:
    cells = []
    for s in SEEDS:
        cells.append(asrpt("a-srpt-perfect", 1000.0, s))
        for p, r in ratios.items():
            opts = {} if p == "forest" else {"predictor": p}
            cells.append(asrpt("a-srpt", 1000.0 * r * (1 + 0.001 * (s % 2)), s, **opts))
    return cells


def test_fig9_is_not_testable_where_every_predictor_gives_the_same_schedule():
    """Reading 7: a regime where the noisy predictor too gives the perfect
    predictor's total cannot test Fig. 9."""
    claim, baselines = asrpt_claims.CLAIMS[1], asrpt_claims.CLAIMS[2]
    same = fig9_cells({"forest": 1.0, "mean": 1.0, "median": 1.0, "noisy": 1.0})
    for c in (claim, baselines):
        p = evaluate(c, same).primary
        assert p is not None and p.verdict.outcome is Outcome.NOT_TESTABLE and "noisy one included" in p.verdict.why
    moving = fig9_cells({"forest": 1.05, "mean": 1.30, "median": 1.20, "noisy": 1.4})
    assert evaluate(claim, moving).primary.verdict.outcome is Outcome.HOLDS  # type: ignore[union-attr]
    assert evaluate(baselines, moving).primary.verdict.outcome is Outcome.HOLDS  # type: ignore[union-attr]
    # without noisy cells: testable where a predictor moves the total, not where none does
    no_noisy = fig9_cells({"forest": 1.05, "mean": 1.30, "median": 1.20})
    assert evaluate(claim, no_noisy).primary.verdict.outcome is Outcome.HOLDS  # type: ignore[union-attr]
    p = evaluate(claim, fig9_cells({"forest": 1.0, "mean": 1.0, "median": 1.0})).primary
    assert p is not None and p.verdict.outcome is Outcome.NOT_TESTABLE and "no noisy-predictor cells" in p.verdict.why
    worse = fig9_cells({"forest": 1.30, "mean": 1.20, "median": 1.25, "noisy": 1.4})
    assert evaluate(claim, worse).primary.verdict.outcome is Outcome.FAILS  # type: ignore[union-attr]


def test_trace_regimes_never_mix_with_synthetic_ones():
    cells = fig6_cells(0.4)
    for s in SEEDS:  # a synthetic regime of the same size and methods where A-SRPT loses
        cells += [Cell("asrpt-schedule", 37500, s, m, {"servers": 250, "load": 0.5}, v, True, {}, {})
                  for m, v in (("a-srpt", 1200.0 + s), ("spjf", 1000.0))]
    res = evaluate(asrpt_claims.CLAIMS[0], cells)
    assert len(res.regimes) == 2
    trace, synthetic = (dict(r.key) for r in res.regimes)
    assert trace["workload"] == "philly" and trace["load"] is None and trace["sample"] == "consecutive"
    assert synthetic["workload"] == "synthetic" and synthetic["load"] == 0.5
    assert res.sweeps[0].verdict.outcome is Outcome.FAILS


def test_table2_judges_vgg19_only_and_measures_the_rest():
    """Reading 5: the paper's 20 cases; the 6% sentence is about VGG19; the
    other models and server selection carry no verdict."""
    def row(model, setting, ratio):
        return {"model": model, "setting": setting, "outliers": [],
                "per_case": [[100.0 * ratio * (1 + 0.01 * (k % 2)), 100.0] for k in range(20)]}

    rows = [row("vgg19", "given", 1.27), row("gpt_6.7b", "given", 1.03), row("vgg19", "select", 1.5)]
    cells = table2_cells(rows)
    verdict, measured = (evaluate(c, cells) for c in asrpt_claims.TABLE2_CLAIMS)
    p = verdict.primary
    assert p is not None and p.units == 20 and p.estimate is not None and p.estimate.value == pytest.approx(1.27 * 1.005)
    assert p.verdict.outcome is Outcome.FAILS and len(verdict.regimes) == 1
    assert measured.primary is None and len(measured.regimes) == 3
    assert all(r.verdict.outcome is Outcome.MEASUREMENT for r in measured.regimes)
    assert measured.verdict.outcome is Outcome.MEASUREMENT


def test_table2_rows_carry_each_case(monkeypatch):
    from schedbench.problems.asrpt import table2

    rows = table2(models=["vgg19"], cases=2)
    assert len(rows[0]["per_case"]) == rows[0]["cases"] == 2
    he, ex = zip(*rows[0]["per_case"])
    assert rows[0]["pitt_ratio"] == pytest.approx(sum(he) / sum(ex))


# ------------------------------------------------------------------ GIMBAL


def gimbal(method: str, value: float, seed: int, size: int = 3, status: str = "feasible", probes: int = 5,
           **options) -> Cell:
    opts = {"objective": "jct", "share_model": "mig", **options}
    return Cell("gimbal-coordination", size, seed, method, opts, value, True, {},
                {"probes": probes, "search_time_s": 39.0 * probes}, status=status)


def test_gimbal_early_exit_halves_are_judged_apart_and_the_gap_is_a_measurement():
    """Reading 8: 99.4% quality AND 48% less search time, separately; the
    gap to the exact optimum carries no verdict (Sec. 5.2: "a greedy one")."""
    cells = []
    for s in SEEDS:
        for jc in ("JC1", "JC2"):
            cells += [gimbal("coordination-search", 110.0, s, probes=7, combination=jc),
                      gimbal("full-search", 110.0, s, probes=9 + s % 2, combination=jc),
                      gimbal("exact", 100.0, s, status="optimal" if s else "feasible", combination=jc)]
    quality, time, gap = (evaluate(c, cells) for c in gimbal_claims.CLAIMS)
    assert quality.primary is not None and quality.primary.units == 20
    assert quality.verdict.outcome is Outcome.HOLDS
    assert time.verdict.outcome is Outcome.DIRECTION_ONLY  # 22-30% saved, short of 48%
    g = gap.primary
    assert g is not None and g.verdict.outcome is Outcome.MEASUREMENT and g.units == 20
    assert g.estimate is not None and g.estimate.value == pytest.approx(10.0)
    assert "the exact MILP proved the optimum on 18 of 20 sets (on the other 2 it stopped at its limit" in g.context


def test_gimbal_gap_splits_between_rate_model_and_search():
    cells = []
    for s in SEEDS:
        for size in (2, 3):
            for model, gap in (("mig", 0.15), ("linear", 0.02)):
                cells += [gimbal("coordination-search", 100.0 * (1 + gap), s, size, share_model=model),
                          gimbal("exact", 100.0, s, size, status="optimal", share_model=model)]
    lines = gimbal_claims.gap_split(cells)
    row = next(x for x in lines if x.startswith("| random | jct |"))
    assert "| 15.0% (20) | 2.0% (20) | +13.0 [+13.0, +13.0] pt (20) |" in row


# ------------------------------------------------------------------ the page


def stored(cell: Cell, version: str = "v1", finished: float = 1.0) -> dict:
    """A store row of a cell (the columns the store requires)."""
    return {
        "problem": cell.problem,
        "instance_id": f"{cell.problem}-{cell.size}-{cell.seed}-{sorted(cell.options.items())}",
        "method": cell.method, "seed": 0, "budget_key": "b", "method_version": f"m-{version}", "problem_version": "p1",
        "code_version": version, "size": cell.size,
        "instance_seed": cell.seed, "options": dict(cell.options), "time_limit_s": 1.0, "threads": 1, "solver": "highs",
        "mip_rel_gap": 0.0, "status": cell.status, "objective": cell.objective, "sense": "min", "feasible": True,
        "wall_s": 0.1, "metrics": dict(cell.metrics), "info": dict(cell.info), "host": "h", "started_at": 0.0,
        "finished_at": finished,
    }


def page_cells() -> list[Cell]:
    cells = []
    for s in SEEDS:
        cells += [primary_cuckoo(m, v, s) for m, v in (("cuckoo", 0.5 + 0.01 * (s % 3)), ("none", 0.4),
                                                         ("dab-edf", 0.6), ("cuckoo-homo", 0.45))]
        cells += [gimbal(m, v, s, combination="JC1") for m, v in (("coordination-search", 110.0),
                                                                    ("full-search", 108.0 + 0.1 * s))]
    return cells


def test_a_cell_run_again_with_an_option_spelt_4_0_supersedes_the_4(tmp_path: Path):
    # a matrix file writes 4.0 where command-line flags wrote 4: one instance, one cell, the newest run
    first = cuckoo("none", 0.4, 0, None, stand_ins="spread", intensity=0.125, deadline_factor=4)
    again = cuckoo("none", 0.5, 0, None, stand_ins="spread", intensity=0.125, deadline_factor=4.0)
    with Store(tmp_path / "f.sqlite") as store:
        store.record(stored(first, "v0", finished=0.5))
        store.record({**stored(again, "v1"), "instance_id": stored(first)["instance_id"]})
        read = load_cells(store)
    assert [(c.code_version, c.metrics["per_job_deadline_satisfaction"]) for c in read] == [("v1", 0.5)]


def test_page_from_a_tiny_store_beside_it(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(page_module, "study_cells", lambda: [])  # HORUS Table 4 takes minutes: its own test stubs it
    cells = page_cells()
    db = Path("runs/f.sqlite")
    db.parent.mkdir()
    with Store(db) as store:
        for c in cells:
            store.record(stored(c))
        store.record(stored(primary_cuckoo("none", 0.9, 0), "v0", finished=0.5))  # superseded
        read = load_cells(store)
    assert len(read) == len(cells) and {c.code_version for c in read} == {"v1"}
    with pytest.raises(SystemExit) as exc:
        main(["findings", "--store", str(db), "--table2-cases", "0"])
    assert exc.value.code == 0
    page = default_output(db)
    assert page == Path("runs/f/findings.md")
    text = page.read_text()
    assert "from the store `runs/f.sqlite`" in text and str(tmp_path) not in text
    assert (page.parent / "findings-cuckoo-table12.png").stat().st_size > 0
    assert "![CUCKOO Table 12 (DAB vs no packing)](findings-cuckoo-table12.png)" in text
    results = {r.claim.key: r for r in build_results(read, None)}
    assert results["cuckoo-table12"].verdict.outcome is Outcome.DIRECTION_ONLY
    assert results["cuckoo-table13"].verdict.outcome is Outcome.FAILS
    assert results["gimbal-early-exit-quality"].verdict.outcome is Outcome.FAILS  # 98.2-99.0% of the full search
    assert results["asrpt-fig6"].verdict.outcome is Outcome.NOT_MEASURED
    block = text[text.index(SUMMARY_BEGIN):text.index(SUMMARY_END)]
    for res in results.values():
        assert f"| {res.claim.title} |" in block
    assert "| CUCKOO Table 13 (MCHP vs EDF) |" in block and "| fails |" in block
    assert "## Sensitivity" in text and "## What the cells cost" in text
    assert "issue" not in text.lower()

    def section(key: str) -> str:
        start = text.index(f"\n## {results[key].claim.title}\n")
        return text[start:text.index("\n## ", start + 1)]

    assert "- Cause (our reading):" in section("cuckoo-table13")  # measured: the cause explains it
    assert "Cause" not in section("asrpt-fig6")  # not measured: nothing to explain


def test_output_flag_and_store_names(tmp_path: Path):
    assert shown_path(tmp_path / "x" / "s.sqlite") == "s.sqlite"
    assert shown_path(Path("runs/findings.sqlite")) == "runs/findings.sqlite"
    db = tmp_path / "s.sqlite"
    with Store(db) as store:
        path = write_findings(store, tmp_path / "out" / "page.md", table2_cases=0, studies=False, figures=False)
    assert path.read_text().count("not measured") >= 3


def test_missing_store_is_one_clear_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["findings", "--store", str(tmp_path / "nope.sqlite"), "-o", str(tmp_path / "f.md")])
    assert exc.value.code == 2
    assert "no such results store" in capsys.readouterr().err


def test_sensitivity_compares_regime_by_regime():
    cells = []
    for s in SEEDS:
        cells += [primary_cuckoo("cuckoo", 0.70, s), primary_cuckoo("none", 0.40, s)]
        for ls, v in ((2.0, 0.30), (0.5, 0.71)):
            cells += [primary_cuckoo("cuckoo", v, s, length_scale=ls), primary_cuckoo("none", 0.40, s, length_scale=ls)]
    lines = {(s.problem, s.option): s for s in sensitivity(cells)}
    line = lines[("cuckoo-joint", "length_scale")]
    assert line.values == (0.5, 1.0, 2.0)
    assert any("CUCKOO Table 12" in c and "fails at length_scale=2 (default: holds)" in c for c in line.changes)
    assert not any("length_scale=0.5" in c and "Table 12" in c for c in line.changes)
    assert lines[("cuckoo-joint", "alpha")].values == (1.0,)
    # the main page ignores the moved cells
    t12 = next(r for r in build_results(cells, None) if r.claim.key == "cuckoo-table12")
    assert t12.primary is not None and t12.primary.units == 10


def test_virtual_order_measures_line_2():
    stats = virtual_order(60, 0, 0.8)
    assert -1.0 <= stats["kendall_tau"] <= 1.0
    assert stats["mean_virtual_wait_s"] >= 0.0 and stats["median_virtual_size_s"] > 0.0


def test_predictor_errors_cover_every_predictor():
    err = predictor_errors(60, 3, 0.8)
    assert set(err) == {"forest", "mean", "median", "noisy"} and all(v > 0 for v in err.values())


# ------------------------------------------------------------------ README


ROOT = Path(__file__).resolve().parents[1]


def test_readme_summary_is_the_pages():
    """README's findings summary is the tracked page's, copied by
    ``python -m schedbench.reporting.findings.readme``."""
    from schedbench.reporting.findings.readme import render as readme_render

    readme = (ROOT / "README.md").read_text()
    page = (ROOT / "results" / "findings.md").read_text()
    assert readme_render(readme, page) == readme, (
        "README's findings summary differs from results/findings.md: run `python -m schedbench.reporting.findings.readme`")


def test_readme_summary_generator(tmp_path):
    from schedbench.reporting.findings.readme import main as readme_main
    from schedbench.reporting.findings.readme import render as readme_render

    page = f"# page\n\n{SUMMARY_BEGIN}\n| a | b |\n{SUMMARY_END}\n\nmore\n"
    readme = f"intro\n{SUMMARY_BEGIN}\n| stale |\n{SUMMARY_END}\noutro\n"
    assert readme_render(readme, page) == f"intro\n{SUMMARY_BEGIN}\n| a | b |\n{SUMMARY_END}\noutro\n"
    with pytest.raises(ValueError, match="README has no"):
        readme_render("no block", page)
    with pytest.raises(ValueError, match="page has no"):
        readme_render(readme, "no block")
    (tmp_path / "R.md").write_text(readme)
    (tmp_path / "P.md").write_text(page)
    assert readme_main([str(tmp_path / "R.md"), str(tmp_path / "P.md")]) == 0
    assert "| a | b |" in (tmp_path / "R.md").read_text()
