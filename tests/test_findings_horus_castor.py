"""The findings page's HORUS and CASTOR claims: regimes, effects, verdicts and the page."""

from __future__ import annotations

from pathlib import Path

import pytest

from schedbench.cli import main
from schedbench.reporting.findings import Cell, Outcome, build_results, evaluate, load_cells
from schedbench.reporting.findings import castor as castor_claims
from schedbench.reporting.findings import horus as horus_claims
from schedbench.reporting.findings.page import SUMMARY_BEGIN, SUMMARY_END, default_output
from schedbench.problems.castor_regimes import SharingDeviation
from schedbench.harness.store import Store
from test_reference_data_numbers import offending_clauses

SEEDS = range(10)
CLAIM = {c.key: c for c in (*horus_claims.CLAIMS, *horus_claims.STUDY_CLAIMS, *castor_claims.CLAIMS,
                            *castor_claims.STUDY_CLAIMS)}


# ------------------------------------------------------------------ HORUS Table 6


TABLE6 = {"cluster": "testbed", "arrivals": "batch", "beta": 15, "max_colocation": 2, "prediction": "profile"}


def horus(method: str, makespan: float, seed: int, workload: str = "w-large", **options) -> Cell:
    opts = {**TABLE6, "workload": workload, **options}
    metrics = {"makespan_s": makespan, "gap_to_lb": 0.3, "oom_failures": 2.0}
    return Cell("horus-online", 100, seed, method, opts, makespan, True, metrics, {})


def table6_cells(horus_span: float, workload: str = "w-large", **options) -> list[Cell]:
    """Horus at ``horus_span`` (+-1%), OBP 1000, PAB 1100, FIFO 1200 per seed."""
    cells = []
    for s in SEEDS:
        cells.append(horus("horus", horus_span * (1 + 0.01 * (s % 3 - 1)), s, workload, **options))
        cells += [horus(m, v, s, workload, **options) for m, v in (("obp", 1000.0), ("pab", 1100.0), ("fifo", 1200.0))]
    return cells


def test_horus_regimes_keep_fit_arrivals_load_prediction_and_cluster_apart():
    """Every workload option is a regime axis; a cell without ``fit`` ran
    the default ``fig4-shape``; ``load`` only counts with Poisson arrivals."""
    view = horus_claims.VIEW
    base = horus("horus", 1.0, 0)
    assert view.regime(base) == view.regime(horus("horus", 1.0, 1, fit="fig4-shape"))
    assert view.regime(base) == view.regime(horus("horus", 1.0, 1, load=2.0))  # batch: load is no axis
    for other in ({"fit": "gavel-miso"}, {"prediction": "xgboost"}, {"cluster": "simulation"},
                  {"arrivals": "poisson"}):
        assert view.regime(base) != view.regime(horus("horus", 1.0, 0, **other)), other
    p1, p2 = (view.regime(horus("horus", 1.0, 0, arrivals="poisson", load=x)) for x in (1.0, 2.0))
    assert p1 != p2 and dict(p1)["load"] == 1.0 and dict(view.regime(base))["load"] is None
    key = dict(view.regime(base))
    assert {k: key[k] for k in ("workload", "fit", "arrivals", "prediction", "cluster")} == {
        "workload": "w-large", "fit": "fig4-shape", "arrivals": "batch", "prediction": "profile", "cluster": "testbed"}


def test_table6_judges_direction_and_the_papers_magnitude_per_workload():
    """W-Large, Horus vs FIFO: the paper's 1 - 204.0 / 306.9 = 33.5%."""
    claim = CLAIM["horus-table6-w-large-fifo"]
    assert claim.rule is not None and claim.rule.magnitude == pytest.approx(33.5)
    small = evaluate(claim, table6_cells(1080.0)).primary  # 10% shorter than FIFO
    assert small is not None and small.units == 10 and small.verdict.outcome is Outcome.DIRECTION_ONLY
    big = evaluate(claim, table6_cells(780.0)).primary  # 35% shorter
    assert big is not None and big.verdict.outcome is Outcome.HOLDS
    worse = evaluate(claim, table6_cells(1300.0)).primary
    assert worse is not None and worse.verdict.outcome is Outcome.FAILS
    assert "Table 6's order Horus < OBP < PAB < FIFO on 10 of 10 instances" in big.context


def test_table6_variants_are_their_own_rows_and_workloads_never_mix():
    cells = table6_cells(1080.0) + table6_cells(1300.0, fit="gavel-miso") + table6_cells(700.0, "w-small")
    cells += table6_cells(900.0, arrivals="poisson", load=1.5)
    res = evaluate(CLAIM["horus-table6-w-large-fifo"], cells)
    assert len(res.regimes) == 3 and res.primary is not None
    assert res.primary.estimate is not None and res.primary.estimate.value == pytest.approx(10.0, abs=0.2)
    fits = {dict(r.key)["fit"]: r.verdict.outcome for r in res.sweeps if dict(r.key)["arrivals"] == "batch"}
    assert fits == {"gavel-miso": Outcome.FAILS}
    small = evaluate(CLAIM["horus-table6-w-small-fifo"], cells)
    assert len(small.regimes) == 1 and small.verdict.outcome is Outcome.HOLDS  # 41.7% shorter, the paper's 20.4%


# ------------------------------------------------------------------ HORUS Table 4 and the premise


def table4_rows(xgboost: float, forest: float) -> list[dict]:
    rows = []
    for split in ("random", "lomo"):
        for s in SEEDS:
            rmsle = {"linear": 0.19, "lightgbm": 0.33, "xgboost": xgboost + 0.001 * (s % 3), "random_forest": forest,
                     "mean": 0.33}
            rows.append({"split": split, "seed": s, "rmsle": rmsle})
    return rows


def test_table4_is_judged_per_split_on_xgboosts_margin():
    claim = CLAIM["horus-table4"]
    cells = horus_claims.table4_cells(table4_rows(0.155, 0.121))
    assert len(cells) == 2 * 10 * 5 and {c.problem for c in cells} == {"horus-table4"}
    res = evaluate(claim, cells)
    assert res.primary is not None and dict(res.primary.key) == {"split": "random"} and res.primary.units == 10
    assert res.primary.estimate is not None and res.primary.estimate.value == pytest.approx(0.121 - (0.155 + 0.0009))
    assert res.verdict.outcome is Outcome.FAILS and len(res.sweeps) == 1
    assert "random_forest on 10" in res.primary.context
    best = evaluate(claim, horus_claims.table4_cells(table4_rows(0.133, 0.150)))
    assert best.verdict.outcome is Outcome.HOLDS


def test_premise_is_not_testable_with_permissive_data_never_refuted():
    """Sec. 3.2's premise on the shipped proxy join: one instance per Gavel
    job type; the correlation is negative, and the verdict is "not testable
    here" with the data's reason, never "fails"."""
    cells = horus_claims.premise_cells()
    assert len(cells) == 25 and all(c.problem == "horus-premise" for c in cells)
    res = evaluate(CLAIM["horus-premise"], cells)
    p = res.primary
    assert p is not None and p.units == 25 and p.estimate is not None and p.estimate.high < 0.0
    assert p.verdict.outcome is Outcome.NOT_TESTABLE
    assert p.verdict.why.startswith("untestable with permissive data")
    assert "refut" not in p.verdict.why
    share3, share15 = p.also
    assert share3 is not None and share15 is not None and 0.0 < share15.value < share3.value <= 100.0
    assert "pooled over the 587 pairs" in p.context


def test_premise_lines_check_both_decision_curves():
    lines = horus_claims.premise_curves()
    default = next(x for x in lines if x.startswith("- `fig4-shape`"))
    variant = next(x for x in lines if x.startswith("- `gavel-miso`"))
    assert "non-decreasing: yes" in default and "never cheaper above 100%: yes" in default
    assert "non-decreasing: no" in variant and "never cheaper above 100%: no" in variant


# ------------------------------------------------------------------ CASTOR


def castor(method: str, jct: float, seed: int, workload: str = "philly", size: int = 240, **options) -> Cell:
    opts = {"workload": workload, **options}
    metrics = {"mean_jct_s": jct, "mean_waiting_s": jct / 4, "mean_jct_large_part_s": jct / 2,
               "mean_jct_small_part_s": jct / 2, "mean_waiting_large_part_s": jct / 8,
               "mean_waiting_small_part_s": jct / 8, "offered_load": 3.0, "large_jobs": 80.0,
               "sharing_benefit_mean": 2.0, "sharing_decisions": 10.0}
    return Cell("castor-schedule", size, seed, method, opts, jct * size, True, metrics, {})


PHYSICAL = {"scale": "physical", "iterations": "scaled"}


def test_castor_table4_in_its_own_regime_only():
    """Table 4 is the testbed's 30 Philly jobs; 60 Philly jobs are a sweep,
    the simulation's cells are not Table 4's."""
    cells = []
    for s in SEEDS:
        cells += [castor("sjf-bsbf", 800.0 + s, s, size=30, **PHYSICAL), castor("tiresias", 1000.0, s, size=30, **PHYSICAL)]
        cells += [castor("sjf-bsbf", 500.0, s, size=60, **PHYSICAL), castor("tiresias", 1000.0, s, size=60, **PHYSICAL)]
        cells += [castor("sjf-bsbf", 2000.0, s), castor("tiresias", 1000.0, s)]  # simulation: not Table 4
        cells += [castor("sjf-bsbf", 100.0, s, "venus", 30, **PHYSICAL), castor("tiresias", 1000.0, s, "venus", 30,
                                                                               **PHYSICAL)]
    res = evaluate(CLAIM["castor-table4-philly-tiresias"], cells)
    assert len(res.regimes) == 2 and res.primary is not None and res.primary.units == 10
    assert res.primary.estimate is not None and res.primary.estimate.value == pytest.approx(19.55)
    assert res.verdict.outcome is Outcome.DIRECTION_ONLY  # 19.6% against the paper's 34.2%
    assert res.sweeps[0].verdict.outcome is Outcome.HOLDS  # 60 jobs: 50%
    assert "paper: Castor 185.1 s, tiresias 281.1 s" in res.primary.context


def tables56_cells(castor_jct: float, workload: str = "philly", size: int = 240) -> list[Cell]:
    """Castor against SJF (1000 s), Lucid (1100), Tiresias (900, but
    preemptive) and FIFO (3000), queuing a quarter of each."""
    cells = []
    for s in SEEDS:
        cells.append(castor("sjf-bsbf", castor_jct * (1 + 0.01 * (s % 2)), s, workload, size))
        cells += [castor(m, v, s, workload, size) for m, v in (("sjf", 1000.0), ("lucid-like", 1100.0),
                                                               ("tiresias", 900.0), ("fifo", 3000.0))]
    return cells


def test_tables56_compare_with_the_best_baseline_jct_over_all_queuing_over_preemption_free():
    cells = tables56_cells(800.0)
    jct = evaluate(CLAIM["castor-table5-jct"], cells).primary
    assert jct is not None and "best baseline tiresias" in jct.context
    assert jct.estimate is not None and jct.estimate.value == pytest.approx(100 * (1 - 804 / 900))
    assert jct.verdict.outcome is Outcome.DIRECTION_ONLY  # 10.7% against the paper's 18.1%
    large, small = jct.also
    assert large is not None and large.value == pytest.approx((402 - 450) / 3600)
    queuing = evaluate(CLAIM["castor-table5-queuing"], cells).primary
    assert queuing is not None and "best baseline sjf" in queuing.context  # Tiresias preempts: not compared
    assert queuing.estimate is not None and queuing.estimate.value == pytest.approx(100 * (1 - 201 / 250))
    assert evaluate(CLAIM["castor-table6-jct"], cells).primary is None  # Venus claims read Venus cells only
    assert evaluate(CLAIM["castor-table6-jct"], tables56_cells(700.0, "venus")).verdict.outcome is Outcome.HOLDS


def test_fig14_per_workload_and_venus_against_philly():
    cells = []
    for s in SEEDS:
        for wl, red in (("philly", 0.15), ("venus", 0.05)):
            cells += [castor("sjf-bsbf", 1000.0 * (1 - red) + s, s, wl), castor("sjf-ffs", 1000.0, s, wl)]
    philly, venus, pooled = (evaluate(CLAIM[k], cells) for k in ("castor-fig14-philly", "castor-fig14-venus",
                                                                 "castor-fig14-venus-over-philly"))
    assert philly.verdict.outcome is Outcome.HOLDS and venus.verdict.outcome is Outcome.HOLDS
    p = pooled.primary
    assert p is not None and p.units == 10 and p.estimate is not None and p.estimate.value == pytest.approx(-10.0)
    assert p.verdict.outcome is Outcome.FAILS and "against SJF-FFS: Philly +14." in p.context and "Venus +4." in p.context


def test_fig16_pools_the_job_counts_and_compares_growth():
    """Fig. 16's knob is the job count: one regime over 120 and 480 jobs,
    each method's growth per seed, Castor's against the lowest baseline's."""
    cells = []
    for s in SEEDS:
        for size, scale in ((120, 1.0), (480, 2.0)):
            cells += [castor("sjf-bsbf", 1000.0 * scale * (1 + 0.01 * (s % 2)), s, size=size),
                      castor("sjf", 1000.0 * (1.0 + 1.5 * (size == 480)), s, size=size),
                      castor("fifo", 1000.0 * (1.0 + 9.0 * (size == 480)), s, size=size)]
    res = evaluate(CLAIM["castor-fig16-philly"], cells)
    assert len(res.regimes) == 1 and res.primary is not None and res.primary.units == 10
    assert res.primary.estimate is not None and res.primary.estimate.value == pytest.approx(0.5, abs=0.01)
    assert res.verdict.outcome is Outcome.HOLDS and "lowest baseline growth sjf" in res.primary.context


def sharing_rows(deviation: float) -> list[SharingDeviation]:
    return [SharingDeviation(wl, s, m, deviation * (1 + 0.1 * (s % 2)) * (2 if m == "xgboost" else 1), 2.0, 2.1,
                             1000.0, 1010.0, 50, 55)
            for wl in ("philly", "venus") for m in ("decision_tree", "xgboost") for s in SEEDS]


def test_sec95_the_decision_tree_first_xgboost_a_named_variant():
    cells = castor_claims.sharing_cells(sharing_rows(0.05))
    res = evaluate(CLAIM["castor-sec95-philly"], cells)
    assert res.primary is not None and dict(res.primary.key) == {"model": "decision_tree", "trace": "philly"}
    assert res.verdict.outcome is Outcome.HOLDS  # 5.25% below the paper's 10%
    (xgb,) = res.sweeps
    assert dict(xgb.key)["model"] == "xgboost" and xgb.verdict.outcome is Outcome.FAILS  # 10.5%
    sb, jct = res.primary.also
    assert sb is not None and sb.value == pytest.approx(5.0) and jct is not None and jct.value == pytest.approx(1.0)
    bad = evaluate(CLAIM["castor-sec95-venus"], castor_claims.sharing_cells(sharing_rows(1.5)))
    assert bad.verdict.outcome is Outcome.FAILS


def test_sec95_second_reading_the_deviation_of_the_average():
    # truth: 50 of 240 jobs share at SB 2.0 -> average 290 / 240; predicted: 55 at 2.1 -> 300.5 / 240
    res = evaluate(CLAIM["castor-sec95-average-philly"], castor_claims.sharing_cells(sharing_rows(1.5)))
    assert res.primary is not None and res.primary.estimate is not None
    assert res.primary.estimate.value == pytest.approx(100 * (300.5 / 290 - 1))
    assert res.verdict.outcome is Outcome.HOLDS  # 3.6% below 10%, while the per-job reading of these rows fails


def test_sec95_without_the_data_folder_is_not_measured(tmp_path: Path):
    assert castor_claims.study_cells(seeds=(0,), data=str(tmp_path)) == []
    res = build_results([], None, [])
    assert {r.claim.key: r.verdict.outcome for r in res}["castor-sec95-philly"] is Outcome.NOT_MEASURED


# ------------------------------------------------------------------ the page


def stored(cell: Cell) -> dict:
    return {
        "problem": cell.problem, "instance_id": f"{cell.problem}-{cell.size}-{cell.seed}-{sorted(cell.options.items())}",
        "method": cell.method, "seed": 0, "budget_key": "b", "method_version": "m1", "problem_version": "p1",
        "code_version": "v1", "size": cell.size,
        "instance_seed": cell.seed, "options": dict(cell.options), "time_limit_s": 1.0, "threads": 1, "solver": "highs",
        "mip_rel_gap": 0.0, "status": cell.status, "objective": cell.objective, "sense": "min", "feasible": True,
        "wall_s": 0.1, "metrics": dict(cell.metrics), "info": dict(cell.info), "host": "h", "started_at": 0.0,
        "finished_at": 1.0,
    }


def test_page_covers_horus_and_castor(tmp_path: Path, monkeypatch):
    """The page, its summary and a figure for each HORUS and CASTOR claim,
    the in-process claims from their cells (Table 4 stubbed: its real
    computation refits every regressor and takes minutes)."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(horus_claims, "table4_rows", lambda seeds: table4_rows(0.155, 0.121))
    monkeypatch.setattr(castor_claims, "study_cells", lambda: castor_claims.sharing_cells(sharing_rows(1.5)))
    cells = table6_cells(1080.0) + table6_cells(700.0, "w-small") + tables56_cells(800.0)
    cells += [castor(m, v, s, size=30, **PHYSICAL) for s in SEEDS for m, v in (("sjf-bsbf", 800.0 + s),
                                                                                 ("tiresias", 1000.0))]
    db = Path("runs/hc.sqlite")
    db.parent.mkdir()
    with Store(db) as store:
        for c in cells:
            store.record(stored(c))
        assert len(load_cells(store)) == len(cells)
    with pytest.raises(SystemExit) as exc:
        main(["findings", "--store", str(db), "--table2-cases", "0"])
    assert exc.value.code == 0
    page = default_output(db)
    text = page.read_text()
    block = text[text.index(SUMMARY_BEGIN):text.index(SUMMARY_END)]
    for claim in CLAIM.values():
        assert f"| {claim.title} |" in block, claim.title
        assert f"## {claim.title}" in text
    for key in ("horus-table6-w-large-fifo", "horus-table4", "horus-premise", "castor-table4-philly-tiresias",
                "castor-table5-jct", "castor-sec95-venus"):
        assert (page.parent / f"findings-{key}.png").stat().st_size > 0, key
    assert "| HORUS Sec. 3.2 premise (slowdown rises with summed utilisation) |" in block
    assert "not testable here" in block and "refuted" not in text
    assert "(computed by `schedbench findings --store runs/findings.sqlite` itself)" in text
    assert "horus-online: the workload proportions" in text
    assert "issue" not in text.lower() and str(tmp_path) not in text
    # the page ships in results/: the paper's numbers about the Lucid scheduler must not read as Lucid's data
    assert offending_clauses(text) == []
