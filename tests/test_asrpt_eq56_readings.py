"""Issue 15 (A-SRPT Table II): a second reading of the damaged Eq. 5-6 and
whether it changes Table II's verdict.

Our reading (``schedbench/perfmodels/asrpt.py``): the x^m_s replicas of a
stage on server m share the stage's NIC share (x^m_s / g) B_inter, so each
replica's inter-server traffic moves at B_inter / g. The alternative that a
reviewer may defend: every replica has the whole NIC, B_inter (no 1 / g).
Since B_inter enters Eq. 5-6 only as g / B_inter, the alternative is our
model on a network with B_inter' = g B_inter; the first test checks that
against a from-the-text implementation of the alternative. The second runs
Table II on the paper's given server sets under both readings: the verdict
("Heavy-Edge within 6% of the optimal PITT") is the same per model in both.

The full table (20 cases per model, about 2 min):
``python tests/test_asrpt_eq56_readings.py 20``.
"""

from __future__ import annotations

import dataclasses
import sys

import numpy as np
import pytest

from schedbench.contracts import Budget
from schedbench.instances.asrpt import (
    B_INTER_MB_PER_MS,
    B_INTRA_MB_PER_MS,
    GPUS_PER_SERVER,
    TABLE2_CONFIGS,
    build_stages,
    given_set_cases,
)
from schedbench.perfmodels.asrpt import Network, stage_time_ms
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

PAPER_RATIO = 1.06  # Sec. V-B-2-e: "a PITT only 6% longer than the optimal ILP solution"


def whole_nic_stage_ms(stages, s: int, column, b_inter: float, b_intra: float) -> float:
    """Eq. 4-6 with every replica owning the whole NIC (written from the paper's
    text, not from the production model): 2 d / k_neighbour per replica pair,
    the pairs off the server over B_inter, those on it over B_intra; the
    all-reduce moves 2 (k - 1) h / k over the slowest link."""
    if column[s] <= 0:
        return 0.0
    st = stages[s]
    inter = intra = 0.0
    for nb, d in ((s - 1, st.d_in_mb), (s + 1, st.d_out_mb)):
        if 0 <= nb < len(stages):
            k_nb = stages[nb].replicas
            inter += 2 * d * (k_nb - column[nb]) / k_nb
            intra += 2 * d * column[nb] / k_nb
    k = st.replicas
    reduce = 0.0
    if k > 1:
        reduce = 2 * (k - 1) * st.params_mb / k / (b_intra if column[s] >= k else b_inter)
    return st.comp_ms + inter / b_inter + intra / b_intra + reduce


@pytest.mark.parametrize("model", sorted(TABLE2_CONFIGS))
def test_whole_nic_reading_is_our_model_with_g_times_the_bandwidth(model):
    ks = TABLE2_CONFIGS[model]
    stages = build_stages(model, ks)
    g = GPUS_PER_SERVER
    scaled = Network(g, g * B_INTER_MB_PER_MS, B_INTRA_MB_PER_MS)
    ours = Network(g, B_INTER_MB_PER_MS, B_INTRA_MB_PER_MS)
    rng = np.random.default_rng(0)
    differs = 0
    for _ in range(200):
        column = [int(rng.integers(0, k + 1)) for k in ks]
        for s in range(len(stages)):
            alt = whole_nic_stage_ms(stages, s, column, B_INTER_MB_PER_MS, B_INTRA_MB_PER_MS)
            assert stage_time_ms(stages, s, column, scaled) == pytest.approx(alt, rel=1e-12)
            differs += stage_time_ms(stages, s, column, ours) > alt * (1 + 1e-9)
    assert differs > 0  # the readings do differ: ours charges g x the inter-server time


def table2_under(model: str, cases: int, whole_nic: bool) -> tuple[float, float]:
    """(ratio of mean PITT, worst per-case ratio) of Heavy-Edge against the
    MILP on the paper's given server sets, under one reading."""
    spec = get_problem("asrpt-placement")
    budget = Budget(time_limit_s=60.0, seed=0)
    he, ex = [], []
    for inst in given_set_cases(model, cases, 0):
        if whole_nic:
            inst = dataclasses.replace(inst, b_inter=inst.b_inter * inst.gpus_per_server)
        a = run_and_score(spec, "heavy-edge", inst, budget)
        b = run_and_score(spec, "milp", inst, budget)
        assert a.evaluation and b.evaluation and a.evaluation.feasible and b.evaluation.feasible
        he.append(float(a.evaluation.objective or 0.0))
        ex.append(float(b.evaluation.objective or 0.0))
    return (sum(he) / len(he)) / (sum(ex) / len(ex)), max(h / e for h, e in zip(he, ex))


@pytest.mark.parametrize("model, holds", [("resnet152", False), ("vgg19", False), ("bert_large", True)])
def test_table2_verdict_is_the_same_under_both_readings(model, holds):
    for whole_nic in (False, True):
        ratio, _ = table2_under(model, 5, whole_nic)
        assert (ratio <= PAPER_RATIO) is holds, (model, whole_nic, ratio)


if __name__ == "__main__":  # the full table for README
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    print("| model | ours (B_inter / g): mean PITT ratio, worst | whole NIC (B_inter): mean PITT ratio, worst |")
    print("| --- | ---: | ---: |")
    for m in TABLE2_CONFIGS:
        a, b = table2_under(m, n, False), table2_under(m, n, True)
        print(f"| {m} | {a[0]:.3f}, {a[1]:.2f} | {b[0]:.3f}, {b[1]:.2f} |", flush=True)
