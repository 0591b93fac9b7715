"""CUCKOO's pruned packing graph, built in memory linear in the jobs.

Reference: CUCKOO (SoCC '25), Eq. 11-12, Alg. 3 and Sec. 6 ("pruning and
caching": the pruned matching packs 2,000 jobs in under 3 s).

A pair's value (Eq. 12) is ``w * E[s, t] + (1 - w) * min(r_u, r_v) / max(r_u, r_v)``
with ``E`` Eq. 1 per pair of job types ``s``, ``t`` and ``r = D - now``.
For a job ``u`` and a partner type ``t`` the value is therefore unimodal
along type ``t``'s jobs sorted by ``r``: it rises up to ``r_u`` and falls
after it (IEEE division and the two scalings are monotone, so this holds
for the rounded values too, with possible ties). Everything here works on
per-type sorted arrays and never forms the n x n table of
:func:`schedbench.problems.cuckoo.pair_tables`:

- :func:`pruned_edges` is ``blossom-pruned``'s edge rule (per partner type
  the nearest-deadline partner each side, the heaviest edges per end, the
  greedy matching's edges), edge for edge the set the dense table gave;
- :func:`greedy_pairs` is the greedy matching of the complete graph
  (heaviest edge first, ties by the pair's indices), computed on a growing
  window of deadline neighbours and certified equal to the complete one.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np

from schedbench.problems.cuckoo import TypeClass

#: The greedy scans its edges in bands of decreasing value, each sized to
#: about this many edges per still-free job (memory and sort size per band).
BAND_EDGES_PER_JOB = 8
#: A band is sized on the pairs of two strided samples of the free jobs,
#: this many by this many (the estimate sizes work, never the result).
BAND_SAMPLE = 128
BAND_SAMPLE_PARTNERS = 1024
#: Up to this many jobs :func:`greedy_pairs` scans the complete graph at
#: once (the same matching): measured on a generated queue, 1.0 ms against
#: the bands' 5.5 ms at 130 jobs, 6.3 against 10.2 at 300, about even at 500.
GREEDY_DENSE_MAX_JOBS = 400
#: ... in chunks of this many edges (the numpy step that drops edges with a
#: matched end runs once per chunk; on the complete graph most edges lose
#: an end early, so short chunks keep them out of the Python loop: 10.5 ms
#: against 15.0 with :data:`GREEDY_CHUNK` at 400 jobs).
GREEDY_DENSE_CHUNK = 1024
#: Python-loop chunk of the greedy scan: edges are taken in sorted chunks,
#: those with a matched end dropped by one numpy step per chunk.
GREEDY_CHUNK = 65_536


def all_edges(n: int) -> tuple[np.ndarray, np.ndarray]:
    """Every pair ``a < b`` of ``n`` nodes, in row-major order."""
    a, b = np.triu_indices(n, k=1)
    return a.astype(np.int64), b.astype(np.int64)


def unique_edges(a: np.ndarray, b: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    """The distinct undirected edges among ``(a[i], b[i])`` as ``lo < hi``,
    sorted by ``(lo, hi)``."""
    lo, hi = np.minimum(a, b), np.maximum(a, b)
    keys = np.sort(lo * n + hi)
    if len(keys):
        keys = keys[np.concatenate(([True], keys[1:] != keys[:-1]))]
    return keys // n, keys % n


def degree_limited(a: np.ndarray, b: np.ndarray, wt: np.ndarray, n: int, d: int) -> tuple[np.ndarray, np.ndarray]:
    """Keep an edge if it is among the ``d`` heaviest edges of either end
    (ties: the edge listed first)."""
    ends = np.concatenate([a, b])
    wt2 = np.concatenate([wt, wt])
    # order by (end, weight descending, listing): the weight's stable rank,
    # then one integer key per (end, rank), all distinct
    rank = np.empty(len(wt2), dtype=np.int64)
    rank[np.argsort(-wt2, kind="stable")] = np.arange(len(wt2))
    order = np.argsort(ends * len(wt2) + rank)
    ends = ends[order]
    edge = order % max(len(a), 1)
    first = np.searchsorted(ends, ends, side="left")
    keep = np.zeros(len(a), dtype=bool)
    keep[edge[np.arange(len(ends)) - first < d]] = True
    return a[keep], b[keep]


def _type_members(key: np.ndarray, type_id: np.ndarray) -> list[np.ndarray]:
    """Per type (in increasing id), its members sorted by ``key``, ties by index."""
    order = np.lexsort((np.arange(len(key)), key, type_id))
    bounds = np.searchsorted(type_id[order], np.arange(int(type_id.max()) + 2), side="left")
    return [order[bounds[t] : bounds[t + 1]] for t in range(len(bounds) - 1)]


def deadline_neighbours(tc: TypeClass, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Sec. 6 pruning's candidates: for every job and every job type, the
    ``k`` jobs of that type whose deadlines come next below the job's own
    and the ``k`` at or above it (by deadline, ties by index; clipped at the
    ends of the type's list; a job drawn as its own candidate is dropped).
    Jobs without a deadline sort last (Sec. 5.2)."""
    n = len(tc.jobs)
    rows, cols = [], []
    for members in _type_members(tc.deadline, tc.type_id):
        if len(members) == 0:
            continue
        pos = np.searchsorted(tc.deadline[members], tc.deadline, side="left")
        for off in range(-k, k):  # k below (pos-k..pos-1), k at or above (pos..pos+k-1)
            rows.append(np.arange(n))
            cols.append(members[np.clip(pos + off, 0, len(members) - 1)])
    r, c = np.concatenate(rows), np.concatenate(cols)
    keep = r != c
    return r[keep], c[keep]


def pruned_edges(tc: TypeClass, k: int, max_degree: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``blossom-pruned``'s graph (our reading of Sec. 6's "pruning").

    For a fixed partner type the efficiency term of Eq. 12 is a constant and
    Eq. 11 only grows as the partner's deadline approaches ``D_u``, so each
    job keeps, per job type, its :func:`deadline_neighbours`; of these, an
    edge stays if it is among the ``max_degree`` heaviest of either end
    (:func:`degree_limited`). The greedy matching's edges
    (:func:`greedy_pairs`) are added, so the matching on this graph is never
    worse than ``greedy`` (hence at least half the optimum). Returns edges
    ``a < b`` sorted by ``(a, b)`` and their Eq. 12 values.

    Keeping each job's heaviest partners instead (plain top-k) fails on
    real weights: every job ranks the same few high-efficiency partners
    first, and the pruned graph becomes a handful of stars.
    """
    n = len(tc.jobs)
    if n <= 2 * k + 1:
        a, b = all_edges(n)
        return a, b, tc.values(a, b)
    r, c = deadline_neighbours(tc, k)
    a, b = unique_edges(r, c, n)
    a, b = degree_limited(a, b, tc.values(a, b), n, max_degree)
    ga, gb = greedy_pairs(tc)
    a, b = unique_edges(np.concatenate([a, ga]), np.concatenate([b, gb]), n)
    return a, b, tc.values(a, b)


def greedy_scan(a: np.ndarray, b: np.ndarray, wt: np.ndarray, n: int,
                chunk: int = GREEDY_CHUNK) -> tuple[np.ndarray, np.ndarray]:
    """Heaviest positive edge first, ties by ``(a, b)`` (edges ``a < b``
    given sorted by ``(a, b)``), skipping matched nodes. Returns the chosen
    edges in the order taken.

    Edges are scanned in sorted chunks of ``chunk`` edges; within a chunk
    the edges with an already-matched end are dropped in one numpy step, so
    the Python loop only sees edges that may still be taken. The chunk size
    changes the time, never the matching.
    """
    order = np.argsort(-wt, kind="stable")  # ties keep the (a, b) order
    order = order[wt[order] > 0.0]
    free = np.ones(n, dtype=bool)
    left = n // 2
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


def _run_length(tc: TypeClass, u: np.ndarray, mem: np.ndarray, pos: np.ndarray, limit: np.ndarray,
                floor: float, step: int) -> np.ndarray:
    """How many of the positions ``pos + step * d`` (``d = 0, 1, ...``, at
    most ``limit``) in type list ``mem`` have a value with ``u`` of at least
    ``floor``, given that these values fall as ``d`` grows (unimodality).

    Galloping, vectorised: probe ``d = 0, 1, 3, 7, ...`` while the values
    hold, then bisect, each step only on the jobs still undecided (most runs
    are empty or short, so most jobs leave at the first probe).
    """
    good = np.zeros(len(u), dtype=np.int64)  # offsets 0..good-1 hold
    bad = limit.copy()  # offset ``bad`` fails (or is past the end)
    probe = np.zeros(len(u), dtype=np.int64)
    galloping = np.ones(len(u), dtype=bool)
    active = np.flatnonzero(good < bad)
    while len(active):
        g = galloping[active]
        lo, hi = good[active], bad[active]
        d = np.where(g, np.minimum(probe[active], hi - 1), (lo + hi) // 2)
        ok = tc.values(u[active], mem[pos[active] + step * d]) >= floor
        good[active] = np.where(ok, d + 1, lo)
        bad[active] = np.where(ok, hi, d)
        probe[active] = 2 * d + 1
        galloping[active] = g & ok
        active = active[good[active] < bad[active]]
    return good


def edges_at_least(tc: TypeClass, nodes: np.ndarray, members: list[np.ndarray],
                   floor: float) -> tuple[np.ndarray, np.ndarray]:
    """Every edge ``(u, v)``, ``u < v``, among ``nodes`` whose Eq. 12 value is
    at least ``floor``, without looking at the others: per partner type
    ``t`` they form one run of positions around ``u``'s insertion point in
    ``t``'s list sorted by ``r`` (unimodality, module docstring), found by
    binary search on either side. ``members``: per type, its jobs among
    ``nodes`` sorted by ``r``, ties by index."""
    rows, cols = [], []
    for mem in members:
        m = len(mem)
        if m == 0:
            continue
        pos = np.searchsorted(tc.rest[mem], tc.rest[nodes], side="left")
        first = pos - _run_length(tc, nodes, mem, pos - 1, pos, floor, -1)
        last = pos + _run_length(tc, nodes, mem, pos, m - pos, floor, 1)
        length = last - first
        start = np.repeat(first - np.cumsum(length) + length, length)
        u = np.repeat(nodes, length)
        v = mem[np.arange(int(length.sum())) + start]
        keep = u < v  # each edge is found from both of its ends
        rows.append(u[keep])
        cols.append(v[keep])
    if not rows:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    return np.concatenate(rows), np.concatenate(cols)


def _band_floor(tc: TypeClass, nodes: np.ndarray, target: int) -> float:
    """A value above which about ``target`` edges among ``nodes`` lie,
    estimated on the pairs of two evenly strided samples of ``nodes``
    (deterministic; the estimate only sizes the work, the greedy stays exact
    whatever it is)."""
    rows = nodes[:: max(1, len(nodes) // BAND_SAMPLE)]
    cols = nodes[:: max(1, len(nodes) // BAND_SAMPLE_PARTNERS)]
    u, v = np.repeat(rows, len(cols)), np.tile(cols, len(rows))
    values = tc.values(u, v)[u != v]
    pairs = len(nodes) * (len(nodes) - 1) / 2
    k = int(len(values) * min(1.0, target / pairs))
    if k >= len(values):
        return -np.inf
    return float(np.partition(values, len(values) - k - 1)[len(values) - k - 1])


def greedy_pairs(tc: TypeClass, dense_max: int = GREEDY_DENSE_MAX_JOBS) -> tuple[np.ndarray, np.ndarray]:
    """The greedy matching of the complete graph of ``tc`` (heaviest
    positive edge first, ties by the pair ``(a, b)``, ``a < b``; the
    classic 1/2-approximation), without the complete graph.

    It proceeds in bands of decreasing value floors ``f``: each band scans
    every edge of value ``>= f`` between still-free jobs
    (:func:`edges_at_least`). This is the complete scan, band by band: when
    a band ends, every edge of value ``>= f`` has an end matched (the scan
    of a band leaves no edge of it with both ends free), so the complete
    scan's next decisions are among edges below ``f`` between free jobs,
    which the next band holds. The last band's floor is the smallest
    positive value, so every positive edge has been scanned. A floor is
    chosen so that a band holds about :data:`BAND_EDGES_PER_JOB` edges per
    free job (:func:`_band_floor`). Up to ``dense_max`` jobs it scans the
    complete graph at once instead (:data:`GREEDY_DENSE_MAX_JOBS`).
    """
    n = len(tc.jobs)
    if n <= dense_max:  # the complete scan itself: cheaper than the bands' searches here
        a, b = all_edges(n)
        return greedy_scan(a, b, tc.values(a, b), n, GREEDY_DENSE_CHUNK)
    taken_a: list[np.ndarray] = []
    taken_b: list[np.ndarray] = []
    static = _type_members(tc.rest, tc.type_id)
    free = np.ones(n, dtype=bool)
    nodes = np.arange(n)
    smallest_positive = float(np.nextafter(0.0, 1.0))
    while len(nodes) >= 2:
        floor = max(_band_floor(tc, nodes, BAND_EDGES_PER_JOB * len(nodes)), smallest_positive)
        members = [mem[free[mem]] for mem in static]
        a, b = edges_at_least(tc, nodes, members, floor)
        order = np.argsort(a * n + b)
        a, b = a[order], b[order]
        ga, gb = greedy_scan(a, b, tc.values(a, b), n)
        taken_a.append(ga)
        taken_b.append(gb)
        free[ga] = free[gb] = False
        nodes = nodes[free[nodes]]
        if floor == smallest_positive:
            break
    return np.concatenate(taken_a) if taken_a else np.zeros(0, np.int64), (
        np.concatenate(taken_b) if taken_b else np.zeros(0, np.int64))


# ---------------------------------------------------------------------------
# Matching the pruned graph at scale
# ---------------------------------------------------------------------------

#: rustworkx's max_weight_matching takes integer weights: values are scaled
#: by this and rounded (see ``heuristics.cuckoo.WEIGHT_SCALE``).
MATCH_WEIGHT_SCALE = 1e9


def exact_matching(n: int, a: np.ndarray, b: np.ndarray, wt: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Exact maximum weight matching (rustworkx's blossom, weights scaled by
    :data:`MATCH_WEIGHT_SCALE`) of the graph on nodes 0..n-1, as edges
    ``a < b`` sorted."""
    import rustworkx as rx

    graph = rx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(n))
    scaled = np.rint(wt * MATCH_WEIGHT_SCALE).astype(np.int64)
    graph.add_edges_from(list(zip(a.tolist(), b.tolist(), scaled.tolist())))
    pairs = sorted((min(x, y), max(x, y)) for x, y in rx.max_weight_matching(graph, weight_fn=int))
    arr = np.asarray(pairs, dtype=np.int64).reshape(-1, 2)
    return arr[:, 0], arr[:, 1]


def window_matching(order: np.ndarray, a: np.ndarray, b: np.ndarray, wt: np.ndarray, window: int,
                    max_passes: int, workers: int = 1) -> tuple[np.ndarray, np.ndarray, int]:
    """A maximum weight matching of the graph, exact on every window.

    The pruned graph's edges join jobs with near deadlines (deadline
    neighbours, and the greedy's heavy edges, which Eq. 11 favours between
    near deadlines), so along ``order`` (jobs by deadline) it is banded.
    Each pass cuts ``order`` into windows of ``window`` jobs, passes
    alternating between two offsets half a window apart, and replaces the
    matching inside each window by an exact one (:func:`exact_matching`) on
    the window's jobs whose partner is not outside it, when that is
    heavier (in the scaled integer weights, so it never cycles). It stops
    after a pass at each offset changes nothing, or after ``max_passes``.
    Returns the matching's edges ``a < b`` and the passes run. Every
    window is exact, the whole is not proven so: the bound beside it is
    :func:`matching_bound`.

    The windows of one pass are disjoint and a job matched outside its
    window keeps its partner, so each window's problem depends only on the
    matching at the start of the pass: ``workers`` processes solve them
    side by side, with the same result as one.
    """
    n = len(order)
    pos = np.empty(n, dtype=np.int64)
    pos[order] = np.arange(n)
    partner = np.full(n, -1, dtype=np.int64)
    scaled = np.rint(wt * MATCH_WEIGHT_SCALE).astype(np.int64)
    keys = a * n + b  # sorted: edges come sorted by (a, b)
    quiet = 0
    passes = 0
    last_change = np.zeros(n, dtype=np.int64)  # the pass that last changed a job's partner
    with _window_pool(workers) as pool:
        while passes < max_passes and quiet < 2:
            offset = 0 if passes % 2 == 0 else window // 2
            passes += 1
            changed = False
            problems = _window_problems(pos, order, a, b, wt, partner, window, offset,
                                        last_change if passes > 2 else None, passes)
            tasks = [p for _, p in problems]
            solved = pool.map(_solve_window, tasks) if pool else map(_solve_window, tasks)
            for (ids, _), (ea, eb) in zip(problems, solved):
                new = _scaled_weight(ids[ea], ids[eb], keys, scaled, n)
                cur_a = ids[(partner[ids] > ids)]
                old = _scaled_weight(cur_a, partner[cur_a], keys, scaled, n)
                if new > old:
                    before = partner[ids].copy()
                    partner[ids] = -1
                    partner[ids[ea]], partner[ids[eb]] = ids[eb], ids[ea]
                    moved = ids[partner[ids] != before]
                    last_change[moved] = passes
                    # their former partners outside ``ids`` cannot exist: ``ids`` is closed under partners
                    changed = True
            quiet = 0 if changed else quiet + 1
    ma = np.flatnonzero(partner > np.arange(n))
    return ma, partner[ma], passes


#: One window's problem: its node count and its edges in local numbering, with weights.
WindowProblem = tuple[int, np.ndarray, np.ndarray, np.ndarray]


def _window_problems(pos: np.ndarray, order: np.ndarray, a: np.ndarray, b: np.ndarray, wt: np.ndarray,
                     partner: np.ndarray, window: int, offset: int, last_change: np.ndarray | None,
                     this_pass: int) -> list[tuple[np.ndarray, WindowProblem]]:
    """The windows of one pass of :func:`window_matching`: for each, the
    jobs ``ids`` whose matching it may change (those not matched outside
    it) and its exact-matching problem on them. With ``last_change``, a
    window where no job moved since the pass before is left out (it was
    made exact then)."""
    n = len(order)
    block_a = (pos[a] + window - offset) // window
    block_b = (pos[b] + window - offset) // window
    inside = np.flatnonzero(block_a == block_b)
    inside = inside[np.argsort(block_a[inside], kind="stable")]
    cuts = np.flatnonzero(np.diff(block_a[inside])) + 1
    problems = []
    for part in np.split(inside, cuts):
        if len(part) == 0:
            continue
        blk = int(block_a[part[0]])
        lo, hi = max(0, blk * window - window + offset), min(n, blk * window + offset)
        nodes = order[lo:hi]
        if last_change is not None and last_change[nodes].max() < this_pass - 1:
            continue  # nothing moved in it since this window was last made exact
        mine = np.zeros(n, dtype=bool)
        mine[nodes] = True
        # a job matched outside the window keeps its partner
        free = mine & ((partner < 0) | mine[np.maximum(partner, 0)])
        part = part[free[a[part]] & free[b[part]]]
        if len(part) == 0:
            continue
        local = np.full(n, -1, dtype=np.int64)
        ids = np.flatnonzero(free)
        local[ids] = np.arange(len(ids))
        problems.append((ids, (len(ids), local[a[part]], local[b[part]], wt[part])))
    return problems


def _solve_window(problem: WindowProblem) -> tuple[np.ndarray, np.ndarray]:
    return exact_matching(*problem)


@contextmanager
def _window_pool(workers: int) -> Iterator[Any]:
    """``workers`` processes for the windows, or ``None`` for one: the
    caller maps in process."""
    if workers <= 1:
        yield None
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # the harness's rule for its cells' workers, kept here since heuristics sit below the harness
    method = "fork" if sys.platform.startswith("linux") else "spawn"
    with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context(method)) as pool:
        yield pool


def _scaled_weight(x: np.ndarray, y: np.ndarray, keys: np.ndarray, scaled: np.ndarray, n: int) -> int:
    """Sum of the scaled weights of edges ``(x, y)`` (``x < y``) of the graph
    whose edges ``(a, b)`` have the sorted keys ``a * n + b``."""
    if len(x) == 0:
        return 0
    at = np.searchsorted(keys, x * n + y)
    return int(scaled[at].sum())


def matching_lp(n: int, a: np.ndarray, b: np.ndarray, wt: np.ndarray) -> Any:
    """The fractional matching LP of the graph on nodes 0..n-1 with edges
    ``(a[i], b[i])`` of weight ``wt[i]``, ``max sum w_e x_e`` s.t. ``sum_{e
    at v} x_e <= 1`` (row ``v``), ``0 <= x <= 1`` (column ``i``), passed to a
    HiGHS model (one thread, quiet) and not yet solved: callers may add rows
    (odd-set cuts) between solves."""
    import highspy

    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    m = len(a)
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = m, n
    lp.sense_ = highspy.ObjSense.kMaximize
    lp.col_cost_ = np.asarray(wt, dtype=float)
    lp.col_lower_, lp.col_upper_ = np.zeros(m), np.ones(m)
    lp.row_lower_, lp.row_upper_ = np.full(n, -highspy.kHighsInf), np.ones(n)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = np.arange(0, 2 * m + 1, 2, dtype=np.int32)
    index = np.empty(2 * m, dtype=np.int32)
    index[0::2], index[1::2] = a, b
    lp.a_matrix_.index_, lp.a_matrix_.value_ = index, np.ones(2 * m)
    h.passModel(lp)
    return h


def solve_matching_lp(h: Any) -> float:
    """Solve a model of :func:`matching_lp` (dual simplex, warm-started from
    its last basis) and return its optimum."""
    import highspy

    h.run()
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        raise RuntimeError(f"matching LP: {h.modelStatusToString(h.getModelStatus())}")
    # the dual objective is the proven bound; the primal equals it at optimality
    return float(h.getInfo().objective_function_value)


def matching_bound(n: int, a: np.ndarray, b: np.ndarray, wt: np.ndarray) -> float:
    """An upper bound on every matching of the graph: the fractional
    matching LP (:func:`matching_lp`; a matching is a feasible 0/1 point),
    solved by HiGHS (dual simplex, one thread). Without odd-set constraints
    it can sit above the best matching (by about 0.03% on 2,000 generated
    jobs)."""
    return solve_matching_lp(matching_lp(n, a, b, wt))
