"""CUCKOO packing methods: Algorithm 3 and the baselines it is compared with.

Reference: CUCKOO (SoCC '25), Alg. 3 (deadline-aware blossom, DAB), Sec. 4.4
(Blossom = Muri's efficiency-only matching), Sec. 6 ("pruning and caching").

Every method returns a :class:`~schedbench.problems.cuckoo.PackingSolution`
and never scores itself: the evaluator does.
"""

from __future__ import annotations

import time

import numpy as np
import rustworkx as rx

from schedbench.contracts import Budget, MethodResult, Status, Timings
from schedbench.instances.cuckoo import CuckooPackingInstance
from schedbench.problems.cuckoo import PackingSolution, pair_tables

#: rustworkx's max_weight_matching takes integer weights (DESIGN.md): pair
#: values (of order 1) are scaled by this and rounded, so two matchings whose
#: true weights differ by less than n / 2 * 0.5 / WEIGHT_SCALE may be ranked
#: wrongly (below 1e-6 for n <= 2,000).
WEIGHT_SCALE = 1e9
#: Sec. 6's pruning: each job keeps only its heaviest admissible partners.
#: 20 kept every optimum on uniform random weights (DESIGN.md); the loss on
#: real job weights is what ``blossom-pruned`` vs ``blossom`` reports.
PRUNE_K_DEFAULT = 20


def match_edges(n: int, u: np.ndarray, v: np.ndarray, weight: np.ndarray) -> list[tuple[int, int]]:
    """Exact maximum weight matching (blossom) of the graph on nodes 0..n-1."""
    graph = rx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(n))
    scaled = np.rint(weight * WEIGHT_SCALE).astype(np.int64)
    graph.add_edges_from(list(zip(u.tolist(), v.tolist(), scaled.tolist())))
    matching = rx.max_weight_matching(graph, max_cardinality=False, weight_fn=lambda x: x)
    return [(min(a, b), max(a, b)) for a, b in matching]


def _all_edges(total: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    a, b = np.triu_indices(total.shape[0], k=1)
    return a, b, total[a, b]


def _pruned_edges(total: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each node's k heaviest partners; an edge is kept if either end keeps it."""
    n = total.shape[0]
    if n - 1 <= k:
        return _all_edges(total)
    masked = total.copy()
    np.fill_diagonal(masked, -np.inf)
    top = np.argpartition(-masked, k, axis=1)[:, :k]
    rows = np.repeat(np.arange(n), k)
    cols = top.ravel()
    a, b = np.minimum(rows, cols), np.maximum(rows, cols)
    keys = np.unique(a * n + b)
    a, b = keys // n, keys % n
    return a, b, total[a, b]


def _matching_method(instance: CuckooPackingInstance, *, w: float | None, prune_k: int | None) -> MethodResult:
    t0 = time.perf_counter()
    classes = pair_tables(instance, w)
    build_s = time.perf_counter() - t0
    pairs: list[tuple[str, str]] = []
    edges = 0
    solve_s = 0.0
    weight = 0.0
    for cls in classes:
        t1 = time.perf_counter()
        a, b, wt = _all_edges(cls.total) if prune_k is None else _pruned_edges(cls.total, prune_k)
        edges += len(a)
        build_s += time.perf_counter() - t1
        t2 = time.perf_counter()
        for x, y in match_edges(len(cls.jobs), a, b, wt):
            pairs.append((instance.jobs[cls.jobs[x]].id, instance.jobs[cls.jobs[y]].id))
            weight += float(cls.total[x, y])
        solve_s += time.perf_counter() - t2
    total_s = time.perf_counter() - t0
    own_weights = w is None
    exact = prune_k is None and own_weights
    return MethodResult(
        PackingSolution.of(pairs),
        Status.OPTIMAL if exact else Status.FEASIBLE,
        # The matching's weight is the method's claim, cross-checked against
        # the evaluator; for an exact matching it is also the proven optimum.
        bound=weight if exact else None,
        claimed_objective=weight if own_weights else None,
        timings=Timings(build_s=build_s, solve_s=solve_s, total_s=total_s),
        info={"edges": edges, "prune_k": prune_k, "w": instance.w if w is None else w},
    )


def blossom(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """Alg. 3 (DAB): exact maximum weight matching on all admissible pairs,
    edge weights from Eq. 12. Proven optimal, so its objective is also
    reported as the bound."""
    return _matching_method(instance, w=None, prune_k=None)


def blossom_pruned(instance: CuckooPackingInstance, budget: Budget, k: int = PRUNE_K_DEFAULT) -> MethodResult:
    """Sec. 6 "pruning": exact matching on each job's ``k`` heaviest partners."""
    return _matching_method(instance, w=None, prune_k=k)


def muri(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """Muri's efficiency-only packing (Sec. 4.4, "Blossom"): Eq. 12 with w = 1,
    pruned like ``blossom-pruned`` so that it scales to 2,000 jobs; the
    evaluator scores its pairs with the instance's own w."""
    return _matching_method(instance, w=1.0, prune_k=PRUNE_K_DEFAULT)


def greedy(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """Heaviest admissible pair first. A maximal matching built this way
    weighs at least half the maximum (each chosen edge blocks at most two
    heavier-or-equal optimal edges), the classic 1/2-approximation."""
    t0 = time.perf_counter()
    classes = pair_tables(instance)
    build_s = time.perf_counter() - t0
    pairs: list[tuple[str, str]] = []
    weight = 0.0
    for cls in classes:
        a, b, wt = _all_edges(cls.total)
        order = np.argsort(-wt, kind="stable")
        free = np.ones(len(cls.jobs), dtype=bool)
        left = len(cls.jobs) // 2
        for e in order:
            if left == 0 or wt[e] <= 0.0:
                break
            x, y = a[e], b[e]
            if free[x] and free[y]:
                free[x] = free[y] = False
                left -= 1
                weight += float(wt[e])
                pairs.append((instance.jobs[cls.jobs[x]].id, instance.jobs[cls.jobs[y]].id))
    total_s = time.perf_counter() - t0
    return MethodResult(
        PackingSolution.of(pairs),
        Status.FEASIBLE,
        claimed_objective=weight,
        timings=Timings(build_s=build_s, solve_s=total_s - build_s, total_s=total_s),
    )
