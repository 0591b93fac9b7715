"""cuckoo-packing's pruned graph built from per-type sorted arrays: the same
edges, values and greedy matching as the dense n x n construction it
replaced (kept below as the oracle), in memory linear in the jobs."""

from __future__ import annotations

import tracemalloc

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cuckoo_factory import random_packing_document
from schedbench.instances.cuckoo import CuckooPackingInstance, generate
from schedbench.heuristics.cuckoo import PRUNE_K_DEFAULT, PRUNE_MAX_DEGREE
from schedbench.heuristics.cuckoo_pruning import (
    GREEDY_DENSE_MAX_JOBS,
    exact_matching,
    greedy_pairs,
    matching_bound,
    pruned_edges,
    window_matching,
)
from schedbench.problems.cuckoo import pair_tables, pair_types

#: Deadlines drawn from this short list make ties (equal deadlines) common,
#: and two of them one ulp-scale step apart make near-ties in Eq. 11.
TIE_DEADLINES = (50.0, 100.0, 100.0000000000001, 400.0)


# --- the dense construction, as it was: the oracle ---------------------------


def dense_all_edges(total):
    a, b = np.triu_indices(total.shape[0], k=1)
    return a, b, total[a, b]


def dense_greedy(total):
    """Heaviest positive edge of the complete table first, ties by (a, b)."""
    a, b, wt = dense_all_edges(total)
    order = np.argsort(-wt, kind="stable")
    order = order[wt[order] > 0.0]
    free = np.ones(total.shape[0], dtype=bool)
    ca, cb = [], []
    for x, y in zip(a[order].tolist(), b[order].tolist()):
        if free[x] and free[y]:
            free[x] = free[y] = False
            ca.append(x)
            cb.append(y)
    return np.asarray(ca, dtype=np.int64), np.asarray(cb, dtype=np.int64)


def dense_unique(a, b, n):
    lo, hi = np.minimum(a, b), np.maximum(a, b)
    keys = np.unique(lo * n + hi)
    return keys // n, keys % n


def dense_degree_limited(a, b, wt, n, d):
    ends = np.concatenate([a, b])
    edge = np.concatenate([np.arange(len(a)), np.arange(len(a))])
    order = np.lexsort((-np.concatenate([wt, wt]), ends))
    ends, edge = ends[order], edge[order]
    rank = np.arange(len(ends)) - np.searchsorted(ends, ends, side="left")
    keep = np.zeros(len(a), dtype=bool)
    keep[edge[rank < d]] = True
    return a[keep], b[keep]


def dense_pruned(instance, cls, k, max_degree):
    n = len(cls.jobs)
    if n <= 2 * k + 1:
        return dense_all_edges(cls.total)
    jobs = [instance.jobs[i] for i in cls.jobs]
    deadline = np.array([np.inf if j.deadline is None else j.deadline for j in jobs])
    index: dict = {}
    type_ids = np.array([index.setdefault(j.job_type, len(index)) for j in jobs])
    rows, cols = [], []
    for t in np.unique(type_ids):
        members = np.flatnonzero(type_ids == t)
        members = members[np.argsort(deadline[members], kind="stable")]
        pos = np.searchsorted(deadline[members], deadline, side="left")
        for off in range(-k, k):
            rows.append(np.arange(n))
            cols.append(members[np.clip(pos + off, 0, len(members) - 1)])
    r, c = np.concatenate(rows), np.concatenate(cols)
    keep = r != c
    a, b = dense_unique(r[keep], c[keep], n)
    a, b = dense_degree_limited(a, b, cls.total[a, b], n, max_degree)
    ga, gb = dense_greedy(cls.total)
    a, b = dense_unique(np.concatenate([a, ga]), np.concatenate([b, gb]), n)
    return a, b, cls.total[a, b]


# --- instances ----------------------------------------------------------------


def instance(n: int, seed: int, *, ties: bool = False, identical: bool = False, **kw) -> CuckooPackingInstance:
    doc = random_packing_document(n, seed, **kw)
    rng = np.random.default_rng(seed)
    for job in doc["jobs"]:
        if ties and job["deadline"] is not None:
            job["deadline"] = float(rng.choice(TIE_DEADLINES))
        if identical:  # every job the same type and deadline as job 0
            for key in ("model", "batch_size", "num_gpus", "deadline"):
                job[key] = doc["jobs"][0][key]
    return CuckooPackingInstance.from_dict(doc)


def assert_same_as_dense(inst, w=None, k=PRUNE_K_DEFAULT, max_degree=PRUNE_MAX_DEGREE):
    for cls, tc in zip(pair_tables(inst, w), pair_types(inst, w), strict=True):
        assert np.array_equal(cls.jobs, tc.jobs)
        a, b = np.triu_indices(len(tc.jobs), k=1)
        assert np.array_equal(tc.values(a, b), cls.total[a, b])  # to the last bit
        for dense_max in (GREEDY_DENSE_MAX_JOBS, 0):  # the complete scan, and the bands
            for got, want in zip(greedy_pairs(tc, dense_max), dense_greedy(cls.total), strict=True):
                assert np.array_equal(got, want)
        for got, want in zip(pruned_edges(tc, k, max_degree), dense_pruned(inst, cls, k, max_degree), strict=True):
            assert np.array_equal(got, want)


# --- tests --------------------------------------------------------------------


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 90), st.integers(0, 10_000), st.sampled_from([None, 0.0, 1.0]), st.booleans(),
       st.integers(1, 4))
def test_pruned_graph_and_greedy_equal_the_dense_construction(n, seed, w, ties, n_types):
    inst = instance(n, seed, ties=ties, n_types=n_types)
    assert_same_as_dense(inst, w)


@pytest.mark.parametrize("seed", range(4))
def test_identical_jobs_and_jobs_without_deadlines(seed):
    assert_same_as_dense(instance(40 + seed, seed, identical=True))
    assert_same_as_dense(instance(60, seed, no_deadline_p=0.5, ties=True), w=0.6)
    assert_same_as_dense(instance(50, seed, no_deadline_p=1.0), w=0.0)


@pytest.mark.parametrize(("k", "max_degree"), [(1, 3), (2, 24), (3, 5)])
def test_other_pruning_parameters(k, max_degree):
    assert_same_as_dense(instance(80, k, ties=True), k=k, max_degree=max_degree)


def test_generated_queue_of_1500_jobs_with_mixed_gpus_and_missing_deadlines():
    assert_same_as_dense(generate(1500, 3, num_gpus="mixed", deadline_fraction=0.8))


def test_memory_grows_with_the_jobs_not_their_pairs():
    """4,000 jobs: one dense float table would take 128 MB; the pruned build
    stays far below it."""
    inst = generate(4000, 1)
    tracemalloc.start()
    try:
        for tc in pair_types(inst):
            pruned_edges(tc, PRUNE_K_DEFAULT, PRUNE_MAX_DEGREE)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    dense_bytes = 4000 * 4000 * 8
    assert peak < dense_bytes / 4


# --- the matching at scale ------------------------------------------------------

#: rustworkx matches on weights scaled by 1e9 and rounded: totals agree with
#: float matchings to about n * 1e-9.
MATCH_ABS_TOL = 1e-6


def random_graph(n: int, seed: int, *, p: float = 0.3, ties: bool = False, bipartite: bool = False):
    rng = np.random.default_rng(seed)
    a, b = np.triu_indices(n, k=1)
    keep = rng.random(len(a)) < p
    if bipartite:
        keep &= (a % 2) != (b % 2)
    a, b = a[keep].astype(np.int64), b[keep].astype(np.int64)
    wt = rng.choice([0.5, 1.0, 1.25], size=len(a)) if ties else rng.uniform(0.1, 2.0, size=len(a))
    return a, b, wt


def networkx_weight(n, a, b, wt) -> float:
    import networkx as nx

    g = nx.Graph()
    g.add_nodes_from(range(n))
    g.add_weighted_edges_from(zip(a.tolist(), b.tolist(), wt.tolist()))
    return sum(g[u][v]["weight"] for u, v in nx.max_weight_matching(g))


def weight_of(a, b, wt, ma, mb) -> float:
    lookup = {(int(x), int(y)): float(v) for x, y, v in zip(a, b, wt)}
    assert len(set(ma.tolist()) | set(mb.tolist())) == 2 * len(ma)  # a matching
    return sum(lookup[(int(x), int(y))] for x, y in zip(ma, mb))


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("ties", [False, True])
def test_exact_and_whole_window_matching_equal_networkx(seed, ties):
    n = 12 + 7 * seed
    a, b, wt = random_graph(n, seed, ties=ties)
    want = networkx_weight(n, a, b, wt)
    assert weight_of(a, b, wt, *exact_matching(n, a, b, wt)) == pytest.approx(want, abs=MATCH_ABS_TOL)
    ma, mb, _ = window_matching(np.arange(n), a, b, wt, window=n, max_passes=4)
    assert weight_of(a, b, wt, ma, mb) == pytest.approx(want, abs=MATCH_ABS_TOL)


@pytest.mark.parametrize("seed", range(4))
def test_small_windows_stay_below_the_optimum_and_the_bound(seed):
    n = 120
    a, b, wt = random_graph(n, seed, p=0.08, ties=seed % 2 == 1)
    opt = networkx_weight(n, a, b, wt)
    ma, mb, passes = window_matching(np.arange(n), a, b, wt, window=30, max_passes=12)
    got = weight_of(a, b, wt, ma, mb)
    assert got <= opt + MATCH_ABS_TOL
    assert matching_bound(n, a, b, wt) >= opt - MATCH_ABS_TOL
    assert 2 <= passes <= 12


@pytest.mark.parametrize("seed", range(3))
def test_matching_bound_is_tight_on_bipartite_graphs(seed):
    """The fractional matching LP is integral on bipartite graphs."""
    n = 40
    a, b, wt = random_graph(n, seed, bipartite=True)
    assert matching_bound(n, a, b, wt) == pytest.approx(networkx_weight(n, a, b, wt), abs=MATCH_ABS_TOL)


def test_windows_reach_the_exact_matching_on_a_generated_queue():
    """On 2,000 generated jobs (seed 0), windows of 500 along the deadline
    order find the exact matching's weight of the pruned graph."""
    tc = pair_types(generate(2000, 0))[0]
    a, b, wt = pruned_edges(tc, PRUNE_K_DEFAULT, PRUNE_MAX_DEGREE)
    order = np.lexsort((np.arange(len(tc.jobs)), tc.rest))
    ma, mb, _ = window_matching(order, a, b, wt, window=500, max_passes=12)
    ea, eb = exact_matching(len(tc.jobs), a, b, wt)
    assert tc.values(ma, mb).sum() == pytest.approx(tc.values(ea, eb).sum(), abs=MATCH_ABS_TOL)


def test_blossom_pruned_above_the_exact_size_matches_by_windows(monkeypatch):
    from schedbench.contracts import Budget
    from schedbench.heuristics import cuckoo as heuristics
    from schedbench.problems.cuckoo import evaluate

    inst = generate(600, 2)
    whole = heuristics.blossom_pruned(inst, Budget())
    monkeypatch.setattr(heuristics, "EXACT_MATCHING_MAX_JOBS", 100)
    monkeypatch.setattr(heuristics, "MATCH_WINDOW", 150)
    windowed = heuristics.blossom_pruned(inst, Budget())
    assert "windowed_jobs" in windowed.info and "windowed_jobs" not in whole.info
    ev = evaluate(inst, windowed.solution)
    assert ev.feasible and ev.objective == pytest.approx(windowed.claimed_objective, rel=1e-12)
    assert ev.objective <= whole.claimed_objective + MATCH_ABS_TOL


def test_windows_solved_side_by_side_give_the_same_matching():
    """The windows of one pass are disjoint problems: two processes give
    the matching one gives, edge for edge (ties included)."""
    tc = pair_types(generate(2000, 1))[0]
    a, b, wt = pruned_edges(tc, PRUNE_K_DEFAULT, PRUNE_MAX_DEGREE)
    order = np.lexsort((np.arange(len(tc.jobs)), tc.rest))
    one = window_matching(order, a, b, wt, window=150, max_passes=5)
    two = window_matching(order, a, b, wt, window=150, max_passes=5, workers=2)
    assert one[2] == two[2] == 5
    assert np.array_equal(one[0], two[0]) and np.array_equal(one[1], two[1])
    # ties: equal weights everywhere, where the matching found first decides
    flat = np.full(len(wt), 0.5)
    assert all(np.array_equal(x, y) for x, y in zip(window_matching(order, a, b, flat, 150, 3),
                                                    window_matching(order, a, b, flat, 150, 3, workers=2)))


def test_the_window_grows_with_the_square_root_of_a_large_queue_and_stays_even():
    from schedbench.heuristics.cuckoo import MATCH_WINDOW, MATCH_WINDOW_JOBS, match_window

    assert match_window(2001) == match_window(MATCH_WINDOW_JOBS) == MATCH_WINDOW == 500
    assert match_window(40_000) == 1000
    assert match_window(100_000) == 1582
    sizes = range(MATCH_WINDOW_JOBS, 200_000, 7919)
    assert all(match_window(x) <= match_window(y) for x, y in zip(sizes, sizes[1:]))
    assert all(match_window(x) % 2 == 0 for x in sizes)


def test_blossom_pruned_with_threads_matches_its_windows_in_processes_with_the_same_result(monkeypatch):
    from schedbench.contracts import Budget
    from schedbench.heuristics import cuckoo as heuristics

    inst = generate(900, 3)
    monkeypatch.setattr(heuristics, "EXACT_MATCHING_MAX_JOBS", 100)
    monkeypatch.setattr(heuristics, "MATCH_WINDOW", 120)
    one = heuristics.blossom_pruned(inst, Budget())
    two = heuristics.blossom_pruned(inst, Budget(threads=2))
    assert one.info["window"] == two.info["window"] == 120
    assert one.solution == two.solution and one.claimed_objective == two.claimed_objective


def test_the_wider_pruning_examples_widen_the_graph_and_stay_below_the_optimum():
    """examples/pruning_width.py (the docs' measurements of the pruning's
    loss): each keeps more edges than blossom-pruned, packs feasibly, and
    never above the exact matching."""
    from pathlib import Path

    from schedbench.contracts import Budget
    from schedbench.heuristics.cuckoo import blossom, blossom_pruned
    from schedbench.plugins import load_quick_method
    from schedbench.problems.cuckoo import evaluate

    example = Path(__file__).resolve().parent.parent / "examples" / "pruning_width.py"
    inst = generate(300, 0)
    base = blossom_pruned(inst, Budget())
    exact = blossom(inst, Budget()).claimed_objective
    for name in ("k1_d48", "k2_d48", "k2_d64"):
        fn, _, _ = load_quick_method(f"{example}:{name}")
        run = fn(inst, Budget())
        ev = evaluate(inst, run.solution)
        assert ev.feasible and ev.objective == pytest.approx(run.claimed_objective, rel=1e-12)
        assert run.info["edges"] > base.info["edges"]
        assert run.claimed_objective <= exact * (1 + 1e-12)


def _pruned_optimum_example(name="bracket"):
    from pathlib import Path

    from schedbench.plugins import load_quick_method

    example = Path(__file__).resolve().parent.parent / "examples" / "pruned_optimum.py"
    fn, _, _ = load_quick_method(f"{example}:{name}")
    return fn


def test_odd_set_rounds_close_a_triangles_gap_and_stay_above_every_matching():
    """examples/pruned_optimum.py's LP: a triangle of unit edges has LP value
    3/2 and best matching 1; one round of odd-set cuts brings the LP to 1.
    On random general graphs every round stays at or above the best
    matching (networkx) and at or below the plain LP."""
    from schedbench.contracts import TimeCap

    lp_with_odd_sets = _pruned_optimum_example().__globals__["lp_with_odd_sets"]
    tri = np.array([0, 0, 1]), np.array([1, 2, 2]), np.ones(3)
    assert lp_with_odd_sets(3, *tri, 0, TimeCap(None)) == (pytest.approx(1.5), 0)
    assert lp_with_odd_sets(3, *tri, 5, TimeCap(None)) == (pytest.approx(1.0), 1)
    for seed in range(4):
        n = 60
        a, b, wt = random_graph(n, seed, p=0.1, ties=seed % 2 == 1)
        opt = networkx_weight(n, a, b, wt)
        value, _ = lp_with_odd_sets(n, a, b, wt, 30, TimeCap(None))
        assert opt - MATCH_ABS_TOL <= value <= matching_bound(n, a, b, wt) + MATCH_ABS_TOL


@pytest.mark.parametrize("window", [None, 100])
def test_the_pruned_optimum_bracket_holds_the_pruned_graphs_best_matching(window, monkeypatch):
    """examples/pruned_optimum.py brackets the pruned graph's best packing:
    its packing is feasible, scored as it claims, at most the exact matching
    of the pruned graph (blossom-pruned's, exact at 300 jobs) and equal to it
    when one window holds every job; its LP bound is at least that
    matching."""
    from schedbench.contracts import Budget
    from schedbench.heuristics.cuckoo import blossom_pruned
    from schedbench.problems.cuckoo import evaluate

    fn = _pruned_optimum_example()
    if window is not None:
        monkeypatch.setitem(fn.__globals__, "WINDOW", window)
    inst = generate(300, 1)
    run = fn(inst, Budget())
    exact = blossom_pruned(inst, Budget()).claimed_objective
    ev = evaluate(inst, run.solution)
    assert ev.feasible and ev.objective == pytest.approx(run.claimed_objective, rel=1e-12)
    assert run.claimed_objective <= exact + MATCH_ABS_TOL
    if window is None:
        assert run.claimed_objective == pytest.approx(exact, abs=MATCH_ABS_TOL)
    assert run.info["pruned_graph_bound"] >= exact - MATCH_ABS_TOL
    assert run.bound is None and not run.info["stopped_at_time_cap"]


@pytest.mark.parametrize("name", ["windows_1000", "windows_1500", "windows_2000", "windows_3000"])
def test_the_wider_window_examples_match_the_pruned_graph_exactly_when_one_window_holds_it(name):
    from schedbench.contracts import Budget
    from schedbench.heuristics.cuckoo import blossom_pruned
    from schedbench.problems.cuckoo import evaluate

    inst = generate(300, 2)
    run = _pruned_optimum_example(name)(inst, Budget())
    ev = evaluate(inst, run.solution)
    assert ev.feasible and ev.objective == pytest.approx(run.claimed_objective, rel=1e-12)
    assert run.claimed_objective == pytest.approx(blossom_pruned(inst, Budget()).claimed_objective, abs=MATCH_ABS_TOL)
    assert "pruned_graph_bound" not in run.info
