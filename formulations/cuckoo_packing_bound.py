"""``cuckoo-packing``: a proven upper bound on every packing, at any size.

Reference: CUCKOO (SoCC '25), Eq. 11-12 (a pair's value), Alg. 3 (packing
is a maximum weight matching on the jobs of one GPU count, Eq. 3), Sec. 6
(the pruned graph). The matching LP and its odd-set (blossom) inequalities
are Edmonds' (1965); nothing here is from the paper beyond the weights.

The certificate. Let ``G`` be the complete graph on the jobs of one GPU
count with Eq. 12 values ``w_uv`` (every pair the evaluator accepts), ``M``
any matching of ``G``. Take any ``y >= 0`` (one per job), any family of odd
job sets ``C`` with ``z_C >= 0``, and write the reduced cost of a pair

    rc_uv = w_uv - y_u - y_v - sum_{C contains u and v} z_C,      m_v = max(0, max_x rc_vx).

Then

    w(M) <= sum_v y_v + sum_C z_C (|C| - 1) / 2 + 1/2 sum_v m_v.       (*)

Proof. For ``uv`` in ``M``, ``w_uv <= y_u + y_v + sum_{C ∋ u, v} z_C +
max(0, rc_uv)``. Summed over ``M``: the ``y`` terms are at most
``sum_v y_v`` (each job in at most one pair, ``y >= 0``); ``M`` has at most
``(|C| - 1) / 2`` pairs inside an odd set ``C``, so the ``z`` terms are at
most ``sum_C z_C (|C| - 1) / 2``; and ``max(0, rc_uv) <= (m_u + m_v) / 2``,
so the last terms are at most ``1/2 sum_v m_v``. QED. Any upper bound
``m'_v >= m_v`` keeps (*) valid, and (*) holds for every ``y``, ``z``: how
they are found (approximately, window by window) never affects validity,
only tightness. With ``y``, ``z`` an optimal dual of the matching LP with
its odd-set inequalities on ``G`` every ``m_v`` is 0 and (*) is the LP's
optimum, which Edmonds' theorem makes equal to the best matching.

How ``y``, ``z`` are found (:func:`rolling_duals`): the LP on the pruned
graph, window by window along the deadline order (its edges join jobs with
near deadlines), each window's duals fixed for its first half before the
next window is solved with them as constants; in each window, odd cycles
of 1/2's in the LP's solution give violated odd-set inequalities, added by
separation for a few rounds. Every pruned edge is then covered by ``y``,
``z`` (``rc <= 0`` up to the LP's tolerance); the pairs of ``G`` the pruned
graph omits are priced by :func:`max_violation` without listing them, and
whatever is left, tolerance included, enters (*) through ``m``. The
bound is therefore on the full problem (every matching of every GPU
count's complete graph), not only on the pruned graph.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from schedbench.contracts import Budget, MethodResult, Status, Timings
from schedbench.instances.cuckoo import CuckooPackingInstance
from schedbench.problems.cuckoo import PackingSolution, TypeClass, pair_types

#: Jobs whose duals each window fixes; a window holds twice as many (the
#: second half looks ahead, then is solved again as the next first half).
BOUND_WINDOW = 1000
#: Odd-set separation rounds per window (times ``Budget.work``, at least 1).
BOUND_CUT_ROUNDS = 3
#: Column generation rounds of :func:`packing_bound` (times ``Budget.work``).
BOUND_PRICING_ROUNDS = 4
#: Pricing: a range of partners whose reduced costs are bounded above by at
#: most this is charged that bound instead of being split further (it then
#: costs (*) at most half of it per job).
PRICE_ACCEPT = 1e-7
#: ... and a range of at most this many partners is priced pair by pair.
PRICE_ENUMERATE = 16
#: Pairs added to the graph per pricing round, per job of the class.
PRICE_COLUMNS_PER_JOB = 2
#: Query jobs priced together (memory of the pricing's work lists).
PRICE_BATCH = 4096
#: A value of 0, 1/2 or 1 in HiGHS' solution, to this tolerance.
HALF_TOL = 1e-6
#: An odd set's inequality counts as violated above its right-hand side by this.
VIOLATION_TOL = 1e-6
#: Floating-point margin added to the bound, relative to its size: the sum
#: of Eq. 12 over a matching computed in another order (the evaluator's) may
#: differ in the last bits.
BOUND_ROUNDING = 1e-12
#: ``bound``'s packing above the exact size: windows and passes of
#: ``blossom-pruned``'s window matching (times ``Budget.work``), larger than
#: that method's since this one is not held to its 3 s: on 10,000 generated
#: jobs windows of 700 reach a heavier matching than windows of 500 do.
BOUND_MATCH_WINDOW = 700
BOUND_MATCH_PASSES = 4
#: ``bound``'s packing is reported optimal when it is this close (relative)
#: to the bound.
OPTIMAL_TOL = 1e-9


@dataclass(frozen=True)
class Duals:
    """A dual point of the matching LP with odd-set inequalities: ``y`` per
    job (positions in the class); the odd sets (they may overlap) as the 0/1
    incidence ``member`` (jobs x sets, CSR), with ``z`` and the size per set."""

    y: np.ndarray
    member: Any  # scipy.sparse.csr_matrix
    z: np.ndarray
    size: np.ndarray

    @classmethod
    def of(cls, y: np.ndarray, members: list[np.ndarray], z: list[float] | np.ndarray) -> Duals:
        """From the member lists (job positions) of the odd sets."""
        from scipy.sparse import csr_matrix

        size = np.array([len(c) for c in members], dtype=np.int64)
        ptr = np.concatenate([[0], np.cumsum(size)]).astype(np.int64)
        idx = np.concatenate(members).astype(np.int64) if members else np.zeros(0, np.int64)
        by_set = csr_matrix((np.ones(len(idx)), idx, ptr), shape=(len(members), len(y)))
        return cls(y, by_set.T.tocsr(), np.asarray(z, dtype=float), size)

    def credit(self, u: np.ndarray, v: np.ndarray) -> np.ndarray:
        """``sum_{C ∋ u, v} z_C`` per pair."""
        if len(self.z) == 0 or len(u) == 0:
            return np.zeros(len(u))
        return np.asarray(self.member[u].multiply(self.member[v]) @ self.z).ravel()

    def objective(self) -> float:
        """``sum_v y_v + sum_C z_C (|C| - 1) / 2``."""
        return float(self.y.sum() + (self.z * ((self.size - 1) // 2)).sum())


def _solve_window(n_local: int, ea: np.ndarray, eb: np.ndarray, cost: np.ndarray, floor: np.ndarray,
                  rounds: int) -> tuple[np.ndarray, list[np.ndarray], np.ndarray, dict[str, int]]:
    """One window's LP: ``max sum cost_e x_e + sum_v floor_v s_v`` s.t. for
    every job ``sum_{e at v} x_e + s_v <= 1`` and, for every separated odd
    set ``C``, ``sum_{e inside C} x_e <= (|C| - 1) / 2``; ``0 <= x, s <= 1``.
    The column ``s_v`` (cost ``floor_v``) makes the dual keep ``y_v >=
    floor_v``: the pairs to jobs whose duals are already fixed. At most
    ``rounds`` rounds of separation (:func:`violated_odd_sets`). Returns
    ``y`` (row duals of the jobs), the odd sets, their ``z`` and counts."""
    import highspy

    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    h.setOptionValue("random_seed", 0)
    has_floor = np.flatnonzero(floor > 0.0)
    m = len(ea)
    cols = m + len(has_floor)
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = cols, n_local
    lp.sense_ = highspy.ObjSense.kMaximize
    lp.col_cost_ = np.concatenate([cost, floor[has_floor]]).astype(float)
    # upper bounds of 1 are implied by the rows; stated, HiGHS is about 10x faster here
    lp.col_lower_, lp.col_upper_ = np.zeros(cols), np.ones(cols)
    lp.row_lower_, lp.row_upper_ = np.full(n_local, -highspy.kHighsInf), np.ones(n_local)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = np.concatenate([np.arange(0, 2 * m + 1, 2), 2 * m + 1 + np.arange(len(has_floor))]).astype(np.int32)
    index = np.empty(2 * m + len(has_floor), dtype=np.int32)
    index[0 : 2 * m : 2], index[1 : 2 * m : 2], index[2 * m :] = ea, eb, has_floor
    lp.a_matrix_.index_, lp.a_matrix_.value_ = index, np.ones(len(index))
    h.passModel(lp)
    h.run()
    sets: list[np.ndarray] = []
    seen: set[tuple[int, ...]] = set()
    counts = {"lp_solves": 1, "cuts": 0}
    for _ in range(rounds):
        if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            break
        x = np.asarray(h.getSolution().col_value)[:m]
        new = [c for c in violated_odd_sets(n_local, ea, eb, x) if tuple(c.tolist()) not in seen]
        if not new:
            break
        for c in new:
            seen.add(tuple(c.tolist()))
            mask = np.zeros(n_local, dtype=bool)
            mask[c] = True
            inside = np.flatnonzero(mask[ea] & mask[eb])
            h.addRow(-highspy.kHighsInf, float((len(c) - 1) // 2), len(inside), inside.astype(np.int32),
                     np.ones(len(inside)))
            sets.append(c)
        counts["cuts"] += len(new)
        counts["lp_solves"] += 1
        h.run()
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        raise RuntimeError(f"packing bound: window LP {h.modelStatusToString(h.getModelStatus())}")
    sol = h.getSolution()
    dual = np.abs(np.asarray(sol.row_dual, dtype=float))  # max with <= rows: |dual| >= 0
    y, z = dual[:n_local], dual[n_local : n_local + len(sets)]
    # A column at its bound of 1 may carry a reduced cost d_e > 0 that the
    # row duals leave uncovered. Such columns are vertex disjoint (rows <=
    # 1), so d_e / 2 added to each end covers them at the same dual objective.
    rc = cost - y[ea] - y[eb] - Duals.of(y, sets, z).credit(ea, eb)
    at_one = np.flatnonzero((np.asarray(sol.col_value)[:m] >= 1.0 - HALF_TOL) & (rc > 0.0))
    y[ea[at_one]] += rc[at_one] / 2
    y[eb[at_one]] += rc[at_one] / 2
    return y, sets, z, counts


def violated_odd_sets(n: int, a: np.ndarray, b: np.ndarray, x: np.ndarray) -> list[np.ndarray]:
    """Odd sets whose inequality ``x(E(C)) <= (|C| - 1) / 2`` a solution
    ``x`` of the matching LP violates, found among the connected components
    of its fractional edges (``0 < x < 1``). Of the degree LP a basic
    solution is half-integral and its 1/2's form vertex-disjoint odd cycles,
    each a component violating its inequality by 1/2 (``|C| / 2 > (|C| -
    1) / 2``); after cuts the components may be other shapes, and only the
    violated ones are returned (a heuristic separation: it may miss cuts,
    which only weakens the bound). Each set's jobs, sorted."""
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import connected_components

    frac = (x > HALF_TOL) & (x < 1.0 - HALF_TOL)
    if not frac.any():
        return []
    fa, fb = a[frac], b[frac]
    graph = coo_matrix((np.ones(len(fa)), (fa, fb)), shape=(n, n))
    _, label = connected_components(graph, directed=False)
    touched = np.zeros(n, dtype=bool)
    touched[fa] = touched[fb] = True
    size = np.bincount(label[touched], minlength=label.max() + 1)
    same = label[a] == label[b]
    inside = np.bincount(label[a[same]], weights=x[same], minlength=label.max() + 1)
    bad = np.flatnonzero((size >= 3) & (size % 2 == 1) & (inside > (size - 1) // 2 + VIOLATION_TOL))
    if len(bad) == 0:
        return []
    nodes = np.flatnonzero(touched)
    return [np.sort(nodes[label[nodes] == k]) for k in bad]


def rolling_duals(tc: TypeClass, a: np.ndarray, b: np.ndarray, wt: np.ndarray, *, window: int = BOUND_WINDOW,
                  rounds: int = BOUND_CUT_ROUNDS) -> tuple[Duals, dict[str, Any]]:
    """Duals ``y``, ``z`` covering every edge ``(a, b)`` (values ``wt``) of
    the pruned graph, window by window along the deadline order (module
    docstring). Each window holds the ``2 * window`` next jobs; an edge to
    a job already fixed becomes a floor on the other end's dual
    (``y_v >= w_uv - y_u - credit``); an edge inside odd sets already
    fixed has its cost lowered by their ``z``. The duals of the window's
    first half, and the odd sets touching it, are then fixed."""
    n = len(tc.jobs)
    order = np.lexsort((np.arange(n), tc.rest))
    pos = np.empty(n, dtype=np.int64)
    pos[order] = np.arange(n)
    y = np.zeros(n)
    members: list[np.ndarray] = []
    z: list[float] = []
    lo_pos, hi_pos = np.minimum(pos[a], pos[b]), np.maximum(pos[a], pos[b])
    # edges by their later end's position: a window's edges are a contiguous run
    by_hi = np.argsort(hi_pos, kind="stable")
    hi_sorted = hi_pos[by_hi]
    counts = {"windows": 0, "lp_solves": 0, "cuts": 0}
    start = 0
    while start < n:
        end = min(n, start + 2 * window)
        fix_end = n if end == n else start + window
        run = by_hi[np.searchsorted(hi_sorted, start) : np.searchsorted(hi_sorted, end)]
        credit = Duals.of(y, members, z).credit(a[run], b[run])
        inner = lo_pos[run] >= start
        ins = run[inner]
        local_a, local_b = pos[a[ins]] - start, pos[b[ins]] - start
        cost = wt[ins] - credit[inner]
        # edges to fixed jobs: floors on the window end's dual
        out = run[~inner]
        later = np.where(pos[a[out]] >= start, a[out], b[out])
        earlier = np.where(pos[a[out]] >= start, b[out], a[out])
        need = wt[out] - y[earlier] - credit[~inner]
        floor = np.zeros(end - start)
        np.maximum.at(floor, pos[later] - start, need)
        keep = cost > 0.0  # a non-positive column never helps the LP (x = 0), and y >= 0 covers it
        yl, sets, zl, c = _solve_window(end - start, local_a[keep], local_b[keep], cost[keep], floor, rounds)
        counts["windows"] += 1
        counts["lp_solves"] += c["lp_solves"]
        counts["cuts"] += c["cuts"]
        fixed = order[start:fix_end]
        y[fixed] = np.maximum(yl[: fix_end - start], floor[: fix_end - start])
        for cut, zc in zip(sets, zl.tolist()):
            if zc > 0.0 and cut.min() < fix_end - start:
                members.append(order[start + cut])
                z.append(zc)
        start = fix_end
    return Duals.of(y, members, z), counts


def _sparse_min(values: np.ndarray) -> list[np.ndarray]:
    """Sparse table: level ``l`` holds ``min(values[x : x + 2**l])``."""
    table = [values]
    step = 1
    while 2 * step <= len(values):
        prev = table[-1]
        nxt = prev.copy()
        nxt[: len(prev) - step] = np.minimum(prev[: len(prev) - step], prev[step:])
        table.append(nxt)
        step *= 2
    return table


def _range_min(table: list[np.ndarray], lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """``min(values[lo:hi])`` per query (``hi > lo``)."""
    level = np.floor(np.log2(hi - lo)).astype(np.int64)
    out = np.empty(len(lo))
    for lv in np.unique(level):
        sel = level == lv
        tab = table[lv]
        out[sel] = np.minimum(tab[lo[sel]], tab[hi[sel] - (1 << int(lv))])
    return out


def _ratio(r: np.ndarray, s: np.ndarray) -> np.ndarray:
    """Eq. 11's ``min / max`` as :meth:`TypeClass.values` computes it."""
    with np.errstate(invalid="ignore"):
        q = np.minimum(r, s) / np.maximum(r, s)
    q[np.isnan(q)] = 1.0
    return q


def max_violation(tc: TypeClass, duals: Duals) -> tuple[np.ndarray, tuple[np.ndarray, np.ndarray, np.ndarray], dict[str, int]]:
    """An upper bound ``m'_v >= max(0, max_{x != v} rc_vx)`` per job over
    every partner of its GPU count (the complete graph), without listing
    the pairs.

    For a partner type ``t`` let ``t``'s jobs be sorted by ``r = D - now``
    and split at job ``v``'s insertion point. Over a run of them on one
    side, Eq. 11 is largest at the run's end nearest to ``r_v`` (it falls
    away from ``r_v``, module docstring of the pruning), the ``z`` credits
    are ``>= 0`` and ``y_x`` is at least the run's minimum, so

        rc_vx <= w E[s, t] + (1 - w) ratio(r_v, r_nearest) - y_v - min_run y.

    Starting from each whole side, a run whose bound is at most
    :data:`PRICE_ACCEPT` is charged it; a run of at most
    :data:`PRICE_ENUMERATE` jobs is priced pair by pair (exact, credits
    included); any other run is halved. Returns ``m'``, the violated pairs
    priced pair by pair (``a < b``, each possibly twice, and their reduced
    costs: the columns :func:`packing_bound` adds) and counts."""
    n = len(tc.jobs)
    m = np.zeros(n)
    found_a: list[np.ndarray] = []  # violated pairs priced pair by pair
    found_b: list[np.ndarray] = []
    found_rc: list[np.ndarray] = []
    counts = {"ranges": 0, "pairs_priced": 0}
    for t in range(tc.type_eff.shape[0]):
        mem = np.flatnonzero(tc.type_id == t)
        if len(mem) == 0:
            continue
        mem = mem[np.lexsort((mem, tc.rest[mem]))]
        r_t, y_t = tc.rest[mem], duals.y[mem]
        table = _sparse_min(y_t)
        for q0 in range(0, n, PRICE_BATCH):
            q = np.arange(q0, min(n, q0 + PRICE_BATCH))
            p = np.searchsorted(r_t, tc.rest[q], side="left")
            base = tc.type_eff[tc.type_id[q], t] * tc.w - duals.y[q]  # w E[s, t] - y_v
            # work list: (query, lo, hi, side); side +1: run right of v (nearest at lo)
            qi = np.concatenate([q, q])
            lo = np.concatenate([p, np.zeros(len(q), np.int64)])
            hi = np.concatenate([np.full(len(q), len(mem)), p])
            right = np.concatenate([np.ones(len(q), bool), np.zeros(len(q), bool)])
            bq = np.concatenate([base, base])
            while len(qi):
                ok = hi > lo
                qi, lo, hi, right, bq = qi[ok], lo[ok], hi[ok], right[ok], bq[ok]
                if not len(qi):
                    break
                counts["ranges"] += len(qi)
                near = np.where(right, lo, hi - 1)
                ub = bq + (1.0 - tc.w) * _ratio(tc.rest[qi], r_t[near]) - _range_min(table, lo, hi)
                accept = ub <= PRICE_ACCEPT
                np.maximum.at(m, qi[accept], np.maximum(ub[accept], 0.0))
                small = ~accept & (hi - lo <= PRICE_ENUMERATE)
                if small.any():
                    sq, slo, shi = qi[small], lo[small], hi[small]
                    length = shi - slo
                    pv = np.repeat(sq, length)
                    start = np.repeat(slo - np.cumsum(length) + length, length)
                    px = mem[np.arange(int(length.sum())) + start]
                    rc = tc.values(pv, px) - duals.y[pv] - duals.y[px] - duals.credit(pv, px)
                    rc[pv == px] = -np.inf
                    np.maximum.at(m, pv, np.maximum(rc, 0.0))
                    counts["pairs_priced"] += len(pv)
                    hit = rc > PRICE_ACCEPT
                    found_a.append(np.minimum(pv[hit], px[hit]))
                    found_b.append(np.maximum(pv[hit], px[hit]))
                    found_rc.append(rc[hit])
                split = ~accept & ~small
                mid = (lo[split] + hi[split]) // 2
                qi = np.concatenate([qi[split], qi[split]])
                lo, hi = np.concatenate([lo[split], mid]), np.concatenate([mid, hi[split]])
                right = np.concatenate([right[split], right[split]])
                bq = np.concatenate([bq[split], bq[split]])
    if found_a:
        fa, fb, frc = np.concatenate(found_a), np.concatenate(found_b), np.concatenate(found_rc)
    else:
        fa, fb, frc = np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0)
    return m, (fa, fb, frc), counts


def packing_bound(tc: TypeClass, a: np.ndarray, b: np.ndarray, wt: np.ndarray, *, window: int = BOUND_WINDOW,
                  rounds: int = BOUND_CUT_ROUNDS, pricing_rounds: int = BOUND_PRICING_ROUNDS) -> tuple[float, dict[str, Any]]:
    """(*) of the module docstring for one GPU count: an upper bound on
    every matching of its complete graph, from duals found on the pruned
    graph ``(a, b, wt)`` and the pricing of every other pair.

    Column generation: after each pricing, the most violated pairs found
    (at most :data:`PRICE_COLUMNS_PER_JOB` times the jobs) join the graph and the duals are found again, at most
    ``pricing_rounds`` times; the smallest (*) of all rounds is returned
    (each is valid). Parts in the info: ``dual_objective`` (the duals'
    value, which bounds the LP on the graph used, odd sets included),
    ``violation_charge`` (the (*) term of the pairs left uncovered) and
    ``pricing_columns`` (pairs added) and ``graph``: the edges ``(a, b)``
    of the last graph (the pruned one plus the priced pairs)."""
    n = len(tc.jobs)
    if n < 2:
        return 0.0, {"dual_objective": 0.0, "violation_charge": 0.0}
    key = a * n + b
    best: tuple[float, dict[str, Any]] | None = None
    totals: dict[str, int] = {}
    added = 0
    for it in range(pricing_rounds + 1):
        duals, counts = rolling_duals(tc, a, b, wt, window=window, rounds=rounds)
        m, (va, vb, vrc), price = max_violation(tc, duals)
        for k, v in {**counts, **price}.items():
            totals[k] = totals.get(k, 0) + v
        dual_obj = duals.objective()
        charge = 0.5 * float(m.sum())
        bound = dual_obj + charge
        bound += abs(bound) * BOUND_ROUNDING
        if best is None or bound < best[0]:
            best = (bound, {"dual_objective": dual_obj, "violation_charge": charge, "pricing_round": it})
        if it == pricing_rounds or len(va) == 0:
            break
        # the most violated pairs, at most PRICE_COLUMNS_PER_JOB per job and round
        top = np.argsort(-vrc, kind="stable")[: PRICE_COLUMNS_PER_JOB * n]
        fresh = np.unique(va[top] * n + vb[top])
        fresh = fresh[~np.isin(fresh, key)]
        added += len(fresh)
        key = np.sort(np.concatenate([key, fresh]))
        a, b = key // n, key % n
        wt = tc.values(a, b)
    assert best is not None
    return best[0], {**best[1], **totals, "pricing_columns": added, "graph": (a, b)}


def run_packing_bound(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """``bound``: per GPU count, :func:`packing_bound` on ``blossom-pruned``'s
    graph, with the best matching found on the graph its column generation
    ends with (the pruned graph plus the priced pairs; exact up to
    ``EXACT_MATCHING_MAX_JOBS`` jobs, window by window above), so that the
    harness has a packing to score beside the bound. The bound is on the
    full problem (every packing the evaluator accepts, module docstring);
    the status is ``optimal`` only where the packing meets it.

    Work, never the clock: ``BOUND_CUT_ROUNDS`` separation rounds per
    window and ``BOUND_PRICING_ROUNDS`` pricing rounds, each times
    ``budget.work`` (at least 1), and ``BOUND_MATCH_PASSES`` window passes."""
    from schedbench.heuristics.cuckoo import EXACT_MATCHING_MAX_JOBS, PRUNE_K_DEFAULT, PRUNE_MAX_DEGREE
    from schedbench.heuristics.cuckoo_pruning import exact_matching, pruned_edges, window_matching

    t0 = time.perf_counter()
    classes = pair_types(instance)
    t1 = time.perf_counter()
    pairs: list[tuple[str, str]] = []
    total_bound = 0.0
    weight = 0.0
    info: dict[str, Any] = {"bound_scope": "every packing of the instance (all pairs of equal GPU count)"}
    sums: dict[str, float] = {}
    for tc in classes:
        n = len(tc.jobs)
        if n < 2:
            continue
        a, b, wt = pruned_edges(tc, PRUNE_K_DEFAULT, PRUNE_MAX_DEGREE)
        bound, part = packing_bound(tc, a, b, wt, rounds=budget.scaled(BOUND_CUT_ROUNDS),
                                    pricing_rounds=budget.scaled(BOUND_PRICING_ROUNDS))
        ga, gb = part.pop("graph")
        gw = tc.values(ga, gb)
        if n <= EXACT_MATCHING_MAX_JOBS:
            ma, mb = exact_matching(n, ga, gb, gw)
        else:
            order = np.lexsort((np.arange(n), tc.rest))
            ma, mb, _ = window_matching(order, ga, gb, gw, BOUND_MATCH_WINDOW, budget.scaled(BOUND_MATCH_PASSES))
        total_bound += bound
        weight += float(tc.values(ma, mb).sum())
        pairs.extend((instance.jobs[tc.jobs[x]].id, instance.jobs[tc.jobs[y]].id) for x, y in zip(ma.tolist(), mb.tolist()))
        for k, v in part.items():
            sums[k] = sums.get(k, 0) + v
    info.update(sums)
    t2 = time.perf_counter()
    proven = total_bound - weight <= OPTIMAL_TOL * max(1.0, abs(total_bound))
    return MethodResult(PackingSolution.of(pairs), Status.OPTIMAL if proven else Status.FEASIBLE, bound=total_bound,
                        claimed_objective=weight, timings=Timings(build_s=t1 - t0, solve_s=t2 - t1, total_s=t2 - t0),
                        info=info)
