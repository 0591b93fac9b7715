"""Speed and the early-exit study for gimbal-coordination (pytest-benchmark).

Skipped in the default test run (``--benchmark-skip`` in pyproject); run with

    pytest tests/benchmarks/test_bench_gimbal.py --benchmark-only -s

``test_early_exit_study`` prints, per objective, the gap of coordination
search (Alg. 1 with early exit) and of full search to the MILP optimum, their
probes and simulated search time (Sec. 7.4 costs), and the early-exit ratios
the paper reports (Sec. 7.4: 99.4% of full-search quality, 48% less search
time), on random sets of 2-5 jobs (seeds STUDY_SEEDS) and Table 3's JC1-JC8.
"""

from __future__ import annotations

import statistics

import pytest

from schedbench.contracts import Budget
from schedbench.formulations.gimbal import build
from schedbench.heuristics import gimbal as heuristics
from schedbench.instances import gimbal as instances
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

STUDY_SEEDS = range(6)
STUDY_SIZES = (2, 3, 4, 5)
#: Objectives below this (seconds) count as zero when forming ratios (deadline: all met).
ZERO_S = 1e-6


def test_build_jc6(benchmark):
    inst = instances.job_combination("JC6", 0)
    model = benchmark.pedantic(build, args=(inst,), rounds=3)
    assert len(model.S) == 8


def test_exact_jc7(benchmark, score):
    inst = instances.job_combination("JC7", 0)
    spec = get_problem("gimbal-coordination")
    run = benchmark.pedantic(run_and_score, args=(spec, "exact", inst, Budget(time_limit_s=120)), rounds=1)
    assert run.error is None
    score("gimbal-coordination", inst, run)


def test_coordination_search_jc8(benchmark, score):
    inst = instances.job_combination("JC8", 0)
    result = benchmark.pedantic(heuristics.coordination_search, args=(inst, Budget()), rounds=5)
    exact = get_problem("gimbal-coordination").method("exact").run(inst, Budget(time_limit_s=120))  # untimed
    score("gimbal-coordination", inst, result, bound=exact.bound)


def _ratio(num: float, den: float) -> float:
    if den <= ZERO_S:
        return 1.0 if num <= ZERO_S else float("inf")
    return num / den


def _study() -> dict[str, dict[str, float]]:
    spec = get_problem("gimbal-coordination")
    out = {}
    for objective in instances.OBJECTIVES:
        cases = [instances.generate(n, s, objective=objective) for n in STUDY_SIZES for s in STUDY_SEEDS]
        cases += [instances.job_combination(c, 0, objective=objective) for c in sorted(instances.TABLE3)]
        rows = []
        for inst in cases:
            runs = {m: run_and_score(spec, m, inst, Budget(time_limit_s=120))
                    for m in ("exact", "coordination-search", "full-search", "no-liss", "exact-no-liss",
                              "free-competition")}
            assert all(r.error is None for r in runs.values())
            assert runs["exact"].result.status.value == "optimal"
            rows.append({m: (r.evaluation.objective, r.result.info) for m, r in runs.items()})
        opt = [r["exact"][0] for r in rows]
        summary = {"instances": len(rows)}
        for m, tag in (("coordination-search", "early"), ("full-search", "full"), ("no-liss", "noliss"),
                       ("exact-no-liss", "lgrr_opt"), ("free-competition", "free")):
            gaps = [_ratio(r[m][0] - o, o) for r, o in zip(rows, opt) if o > ZERO_S]
            excess = [r[m][0] - o for r, o in zip(rows, opt)]
            summary[f"{tag}_median_gap"] = statistics.median(gaps) if gaps else float("nan")
            summary[f"{tag}_worst_gap"] = max(gaps) if gaps else float("nan")
            summary[f"{tag}_optimal_share"] = sum(e <= 1e-6 * max(o, 1.0) for e, o in zip(excess, opt)) / len(rows)
            summary[f"{tag}_worst_excess_s"] = max(excess)
        for tag, m in (("early", "coordination-search"), ("full", "full-search")):
            summary[f"{tag}_mean_probes"] = statistics.mean(r[m][1]["probes"] for r in rows)
            summary[f"{tag}_mean_search_s"] = statistics.mean(r[m][1]["search_time_s"] for r in rows)
        quality = [_ratio(r["full-search"][0], r["coordination-search"][0]) for r in rows]
        summary["early_quality_vs_full_mean"] = statistics.mean(quality)
        summary["early_quality_vs_full_min"] = min(quality)
        summary["early_search_time_vs_full"] = summary["early_mean_search_s"] / summary["full_mean_search_s"]
        out[objective] = summary
    return out


def test_early_exit_study(benchmark):
    result = benchmark.pedantic(_study, rounds=1)
    benchmark.extra_info["study"] = result  # gaps to the exact optimum per objective and method
    for objective, summary in result.items():
        print(f"\n[{objective}]")
        for key, value in summary.items():
            print(f"  {key:32s} {value:.4g}" if isinstance(value, float) else f"  {key:32s} {value}")
    assert set(result) == set(instances.OBJECTIVES)


@pytest.mark.parametrize("name", ["JC2", "JC5", "JC7"])
def test_exact_time_per_combination(benchmark, score, name):
    inst = instances.job_combination(name, 0)
    spec = get_problem("gimbal-coordination")
    run = benchmark.pedantic(run_and_score, args=(spec, "exact", inst, Budget(time_limit_s=120)), rounds=1)
    assert run.error is None
    score("gimbal-coordination", inst, run)
