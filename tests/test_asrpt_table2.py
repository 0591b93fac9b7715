"""Issue 15 (A-SRPT Table II): the paper's setting (a given server set with
sum g_m = g_i, ratio of mean PITT) beside today's (server selection)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schedbench.contracts import Budget
from schedbench.instances.asrpt import (
    B_INTER_MB_PER_MS,
    B_INTRA_MB_PER_MS,
    GPUS_PER_SERVER,
    TABLE2_CONFIGS,
    PlacementInstance,
    build_stages,
    given_set_capacities,
    given_set_cases,
)
from schedbench.problems.asrpt import split_stages, table2, table2_markdown
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 40), st.integers(0, 10_000))
def test_given_sets_partition_exactly_g_i(gpus, seed):
    caps = given_set_capacities(np.random.default_rng(seed), gpus)
    assert sum(caps) == gpus
    assert all(1 <= c <= GPUS_PER_SERVER for c in caps)
    assert list(caps) == sorted(caps, reverse=True)


def test_given_set_cases_use_every_free_gpu():
    for inst in given_set_cases("vgg19", 5, 0):
        assert sum(inst.free) == sum(TABLE2_CONFIGS["vgg19"])


def test_resnet152_on_4_3_heavy_edge_splits_a_replicated_stage():
    """The review's case: ResNet152 (k = 2, 2, 1, 2) on servers with 4 and 3
    free GPUs. Heavy-Edge fills the 4-GPU server and leaves one replica of a
    replicated stage for the other server, whose AllReduce then crosses the
    NIC (Eq. 6); the optimum keeps every replicated stage on one server."""
    stages = build_stages("resnet152", TABLE2_CONFIGS["resnet152"])
    inst = PlacementInstance(stages, (4, 3), GPUS_PER_SERVER, B_INTER_MB_PER_MS, B_INTRA_MB_PER_MS, {})
    spec = get_problem("asrpt-placement")
    he = run_and_score(spec, "heavy-edge", inst, Budget(time_limit_s=30))
    ex = run_and_score(spec, "milp", inst, Budget(time_limit_s=30))
    assert he.error is None and ex.error is None
    assert he.evaluation.objective == pytest.approx(424.6, abs=0.1)
    assert ex.evaluation.objective == pytest.approx(44.0, abs=0.1)
    assert split_stages(he.result.solution.x) and not split_stages(ex.result.solution.x)


def test_table2_given_reports_the_ratio_of_means_and_outliers():
    rows = table2(["resnet152"], cases=3, setting="given")
    (r,) = rows
    assert r["setting"] == "given" and r["cases"] == 3 and r["errors"] == 0
    assert r["pitt_ratio"] == pytest.approx(r["heavy_edge_pitt_ms"] / r["milp_pitt_ms"])
    assert all(o["ratio"] > 1.5 for o in r["outliers"])
    text = table2_markdown(rows)
    assert "| resnet152 | given |" in text
    with pytest.raises(Exception, match="setting"):
        table2(["vgg19"], cases=1, setting="paper")
