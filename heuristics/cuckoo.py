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
from schedbench.problems.cuckoo import GpuClass, PackingSolution, pair_tables

#: rustworkx's max_weight_matching takes integer weights (DESIGN.md): pair
#: values (of order 1) are scaled by this and rounded, so two matchings whose
#: true weights differ by less than n / 2 * 0.5 / WEIGHT_SCALE may be ranked
#: wrongly (below 1e-6 for n <= 2,000).
WEIGHT_SCALE = 1e9
#: Sec. 6's pruning: each job keeps, per partner job type, the k partners
#: with the nearest deadlines on either side (see ``_pruned_edges``); the
#: loss against the exact matching is what ``blossom-pruned`` vs ``blossom``
#: reports.
PRUNE_K_DEFAULT = 1
#: ... and then keeps, of those, the edges among the 24 heaviest of either
#: end (about half of them on the catalog's 23 job types). Matching time grows
#: with edges: on 2,000 generated jobs this halves it for a small loss.
PRUNE_MAX_DEGREE = 24


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


def _pruned_edges(
    instance: CuckooPackingInstance, cls: GpuClass, k: int, max_degree: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Deadline-neighbour pruning (our reading of Sec. 6's "pruning").

    A pair's value is ``w * eff(type_u, type_v) + (1 - w) * ddl(D_u, D_v)``:
    for a fixed partner type the efficiency is a constant and Eq. 11 only
    grows as the partner's deadline approaches ``D_u``. So each job keeps,
    for every job type of its GPU class, the ``k`` jobs of that type whose
    deadlines are next below and the ``k`` next above its own; jobs without
    a deadline sort last and so pair among themselves (Sec. 5.2). Of these,
    an edge stays if it is among the ``max_degree`` heaviest of either end.
    The greedy matching's edges are added, so the result is never worse
    than ``greedy`` (hence at least half the optimum).

    Keeping each job's heaviest partners instead (plain top-k) fails on
    real weights: every job ranks the same few high-efficiency partners
    first, and the pruned graph becomes a handful of stars.
    """
    n = len(cls.jobs)
    if n <= 2 * k + 1:
        return _all_edges(cls.total)
    jobs = [instance.jobs[i] for i in cls.jobs]
    deadline = np.array([np.inf if j.deadline is None else j.deadline for j in jobs])
    type_ids = _type_ids(jobs)
    rows, cols = [], []
    for t in np.unique(type_ids):
        members = np.flatnonzero(type_ids == t)
        members = members[np.argsort(deadline[members], kind="stable")]
        pos = np.searchsorted(deadline[members], deadline, side="left")
        for off in range(-k, k):  # k below (pos-k..pos-1), k at or above (pos..pos+k-1)
            cand = np.clip(pos + off, 0, len(members) - 1)
            rows.append(np.arange(n))
            cols.append(members[cand])
    rows_a, cols_a = np.concatenate(rows), np.concatenate(cols)
    keep = rows_a != cols_a
    a, b = _unique_edges(rows_a[keep], cols_a[keep], n)
    a, b = _degree_limited(a, b, cls.total[a, b], n, max_degree)
    ga, gb = _greedy_pairs(cls.total)
    a, b = _unique_edges(np.concatenate([a, ga]), np.concatenate([b, gb]), n)
    return a, b, cls.total[a, b]


def _unique_edges(a: np.ndarray, b: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    lo, hi = np.minimum(a, b), np.maximum(a, b)
    keys = np.unique(lo * n + hi)
    return keys // n, keys % n


def _degree_limited(a: np.ndarray, b: np.ndarray, wt: np.ndarray, n: int, d: int) -> tuple[np.ndarray, np.ndarray]:
    """Keep an edge if it is among the ``d`` heaviest edges of either end."""
    ends = np.concatenate([a, b])
    edge = np.concatenate([np.arange(len(a)), np.arange(len(a))])
    order = np.lexsort((-np.concatenate([wt, wt]), ends))
    ends, edge = ends[order], edge[order]
    first = np.searchsorted(ends, ends, side="left")
    rank = np.arange(len(ends)) - first
    keep = np.zeros(len(a), dtype=bool)
    keep[edge[rank < d]] = True
    return a[keep], b[keep]


def _type_ids(jobs) -> np.ndarray:
    pos: dict[tuple[str, int, int], int] = {}
    return np.array([pos.setdefault(j.job_type, len(pos)) for j in jobs], dtype=np.int64)


def _greedy_pairs(total: np.ndarray, chunk: int = 65_536) -> tuple[np.ndarray, np.ndarray]:
    """Heaviest positive edge first, skipping matched nodes.

    Edges are scanned in sorted chunks; within a chunk the edges with an
    already-matched end are dropped in one numpy step, so the Python loop
    only sees edges that may still be taken.
    """
    a, b, wt = _all_edges(total)
    order = np.argsort(-wt, kind="stable")
    order = order[wt[order] > 0.0]
    free = np.ones(total.shape[0], dtype=bool)
    left = total.shape[0] // 2
    chosen_a: list[int] = []
    chosen_b: list[int] = []
    for start in range(0, len(order), chunk):
        if left == 0:
            break
        part = order[start : start + chunk]
        part = part[free[a[part]] & free[b[part]]]
        for x, y in zip(a[part].tolist(), b[part].tolist()):
            if free[x] and free[y]:
                free[x] = free[y] = False
                chosen_a.append(x)
                chosen_b.append(y)
                left -= 1
                if left == 0:
                    break
    return np.asarray(chosen_a, dtype=np.int64), np.asarray(chosen_b, dtype=np.int64)


def _matching_method(
    instance: CuckooPackingInstance, *, w: float | None, prune_k: int | None, max_degree: int = PRUNE_MAX_DEGREE
) -> MethodResult:
    t0 = time.perf_counter()
    classes = pair_tables(instance, w)
    build_s = time.perf_counter() - t0
    pairs: list[tuple[str, str]] = []
    edges = 0
    solve_s = 0.0
    weight = 0.0
    for cls in classes:
        t1 = time.perf_counter()
        a, b, wt = _all_edges(cls.total) if prune_k is None else _pruned_edges(instance, cls, prune_k, max_degree)
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


def blossom_pruned(
    instance: CuckooPackingInstance, budget: Budget, k: int = PRUNE_K_DEFAULT, max_degree: int = PRUNE_MAX_DEGREE
) -> MethodResult:
    """Sec. 6 "pruning": exact matching on a sparse graph of likely partners
    (see ``_pruned_edges``)."""
    return _matching_method(instance, w=None, prune_k=k, max_degree=max_degree)


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
        for x, y in zip(*_greedy_pairs(cls.total)):
            weight += float(cls.total[x, y])
            pairs.append((instance.jobs[cls.jobs[x]].id, instance.jobs[cls.jobs[y]].id))
    total_s = time.perf_counter() - t0
    return MethodResult(
        PackingSolution.of(pairs),
        Status.FEASIBLE,
        claimed_objective=weight,
        timings=Timings(build_s=build_s, solve_s=total_s - build_s, total_s=total_s),
    )
