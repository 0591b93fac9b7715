"""The best packing of ``blossom-pruned``'s own graph, bracketed: how much of
its loss above 2,000 jobs is its windows, and how much its pruning.

``blossom-pruned`` (CUCKOO Sec. 6, "pruning") matches its pruned graph
exactly up to 2,000 jobs of one GPU count; above, exactly window by window
(windows along the deadline order, two passes: 500 jobs up to 10,000 jobs,
then growing with the square root of the jobs, 1,582 at 100,000), which is
not the pruned graph's best matching. No exact matching of the whole pruned graph is
within reach at 100,000 jobs, so this method brackets its weight:

- from below, the packing it returns: the same pruned graph matched with
  windows of :data:`WINDOW` jobs, :data:`PASSES` passes (times ``--work``);
  exact on the whole graph where a GPU count has at most :data:`WINDOW` jobs;
- from above, ``info["pruned_graph_bound"]``: the pruned graph's matching LP
  (Edmonds: ``sum_{e at v} x_e <= 1``, ``0 <= x <= 1``) on HiGHS, with
  :data:`ROUNDS` rounds (times ``--work``) of odd-set cuts ``x(E(S)) <=
  (|S| - 1) / 2`` found among the connected components of its fractional
  edges. Every matching of the pruned graph satisfies every such row, so each
  round's LP optimum bounds every one of them.

The bracket is on matchings of the pruned graph only, not on the problem
(the pairs the pruning leaves out can weigh more): the problem's proven
bound is the ``bound`` method's. ``--time-limit`` is a CPU-seconds safety cap
checked between LP rounds (the rounds stop there and the method says
``stopped_at_time_cap``; the bound is still valid, only weaker); the windows
stop on their passes only, and ``--threads N`` solves each pass's windows in
N processes (the same packing). At 100,000 jobs give the time the work needs::

    schedbench generate cuckoo-packing --size 100000 --seed 0 -o p100k.json
    schedbench solve p100k.json --method examples/pruned_optimum.py:bracket --time-limit 3600 --json
    schedbench solve p100k.json --method blossom-pruned --threads 2   # the windows it brackets (1,582 jobs here)
    schedbench solve p100k.json --method examples/pruned_optimum.py:windows_1000 --time-limit 3600   # also _1500, _2000, _3000

The windows' loss against the pruned graph's best packing is then at least
(packing - blossom-pruned) / packing and at most (bound - blossom-pruned) /
bound, with the bracket's packing and bound.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from schedbench import Budget, CuckooPackingInstance, MethodResult, Status, TimeCap, Timings
from schedbench.formulations.cuckoo_packing_bound import violated_odd_sets
from schedbench.heuristics.cuckoo import PRUNE_K_DEFAULT, PRUNE_MAX_DEGREE
from schedbench.heuristics.cuckoo_pruning import (
    exact_matching,
    matching_lp,
    pruned_edges,
    solve_matching_lp,
    window_matching,
)
from schedbench.problems.cuckoo import PackingSolution, pair_types

#: Jobs per window of the bracket's packing, and its passes (alternating
#: offsets half a window apart; times ``Budget.work``).
WINDOW = 3000
PASSES = 4
#: Rounds of odd-set cuts of the LP (times ``Budget.work``). The LP falls
#: fast at first, then by a few thousandths a round (the separation only
#: looks at the fractional components).
ROUNDS = 40


def lp_with_odd_sets(n: int, a: np.ndarray, b: np.ndarray, wt: np.ndarray, rounds: int,
                     cap: TimeCap) -> tuple[float, int]:
    """An upper bound on every matching of the graph on nodes 0..n-1 with
    edges ``(a[i], b[i])`` of weight ``wt[i]``: the matching LP with up to
    ``rounds`` rounds of odd-set cuts (HiGHS, dual simplex, one thread, each
    round warm-started from the last). Returns the last LP's optimum and the
    rounds of cuts added."""
    import highspy

    h = matching_lp(n, a, b, wt)
    added = 0
    while True:
        value = solve_matching_lp(h)
        if added >= rounds or cap.reached():
            return value, added
        sets = violated_odd_sets(n, a, b, np.asarray(h.getSolution().col_value))
        if not sets:
            return value, added
        for members in sets:
            inside = np.zeros(n, dtype=bool)
            inside[members] = True
            cols = np.flatnonzero(inside[a] & inside[b]).astype(np.int32)
            h.addRow(-highspy.kHighsInf, (len(members) - 1) // 2, len(cols), cols, np.ones(len(cols)))
        added += 1


def _pruned_packing(instance: CuckooPackingInstance, budget: Budget, window: int, passes: int,
                    rounds: int | None) -> MethodResult:
    """``blossom-pruned``'s pruned graph matched with windows of ``window``
    jobs (``passes`` times ``Budget.work`` passes; exact where a GPU count
    has at most ``window`` jobs), and with ``rounds`` its LP bound."""
    t0 = time.perf_counter()
    cap = TimeCap(budget.time_limit_s)
    pairs: list[tuple[str, str]] = []
    weight = bound = 0.0
    used_rounds: list[int] = []
    for cls in pair_types(instance, None):
        n = len(cls.jobs)
        a, b, wt = pruned_edges(cls, PRUNE_K_DEFAULT, PRUNE_MAX_DEGREE)
        if n <= window:
            ma, mb = exact_matching(n, a, b, wt)
        else:
            order = np.lexsort((np.arange(n), cls.rest))
            ma, mb, _ = window_matching(order, a, b, wt, window, budget.scaled(passes), workers=budget.threads)
        weight += float(cls.values(ma, mb).sum())
        pairs += [(instance.jobs[cls.jobs[x]].id, instance.jobs[cls.jobs[y]].id) for x, y in zip(ma.tolist(), mb.tolist())]
        if rounds is not None:
            value, used = lp_with_odd_sets(n, a, b, wt, budget.scaled(rounds), cap)
            bound += value
            used_rounds.append(used)
    info: dict[str, Any] = {"window": window, "passes": budget.scaled(passes)}
    if rounds is not None:
        info.update(pruned_graph_bound=bound, odd_set_rounds=used_rounds, **cap.info())
    return MethodResult(PackingSolution.of(pairs), Status.FEASIBLE, claimed_objective=weight,
                        timings=Timings(total_s=time.perf_counter() - t0), info=info)


def bracket(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """``blossom-pruned``'s pruned graph, matched with windows of
    :data:`WINDOW` jobs (the packing), and its matching LP with odd-set cuts
    (``info["pruned_graph_bound"]``): the pruned graph's best packing lies
    between the two."""
    return _pruned_packing(instance, budget, WINDOW, PASSES, ROUNDS)


def windows_1000(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """The pruned graph with windows of 1,000 jobs, two passes (no bound)."""
    return _pruned_packing(instance, budget, 1000, 2, None)


def windows_1500(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """The pruned graph with windows of 1,500 jobs, two passes (no bound)."""
    return _pruned_packing(instance, budget, 1500, 2, None)


def windows_2000(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """The pruned graph with windows of 2,000 jobs, two passes (no bound)."""
    return _pruned_packing(instance, budget, 2000, 2, None)


def windows_3000(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """The pruned graph with windows of 3,000 jobs, two passes (no bound)."""
    return _pruned_packing(instance, budget, 3000, 2, None)
