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

How ``y``, ``z`` are found (:func:`rolling_duals`): the LP window by
window along the deadline order, each window's duals fixed for its first
half before the next window is solved with them as constants (a pair to a
fixed job becomes a floor ``y_v >= w_uv - y_u - credit``). A window starts
from the pruned graph's edges inside it; then, round after round, odd
cycles of 1/2's (connected fractional components) in the LP's solution give
violated odd-set inequalities, and the window's duals are priced against
every pair with both ends in the window or one end fixed
(:func:`price_pairs`): a violated pair inside becomes a column of the same
HiGHS model, one to a fixed job raises that job's floor. Every pair is
thereby looked at when the window holding its later end is solved; the
rounds are a work count, so some may stay uncovered, and whatever is left,
tolerances included, is found by pricing every pair of the complete graph
once more (:func:`max_violation`) and enters (*) through ``m``. The bound
is therefore on the full problem (every matching of every GPU count's
complete graph), not only on the pruned graph, however the windows end.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from collections.abc import Callable
from typing import Any

import numpy as np

from schedbench.contracts import Budget, MethodResult, Status, TimeCap, Timings
from schedbench.formulations.cuckoo_bounds import sparse_min
from schedbench.instances.cuckoo import CuckooPackingInstance
from schedbench.problems.cuckoo import PackingSolution, TypeClass, pair_types

#: Jobs whose duals each window fixes; a window holds twice as many (the
#: second half looks ahead, then is solved again as the next first half).
#: The look-ahead decides the bound's part of the loss: on 100,000
#: generated jobs (seed 0) the window packing is locally optimal (exact
#: windows of 3,000 jobs centred where the loss concentrates gain
#: nothing), and so are the duals (a window re-solved with the duals on
#: both sides fixed gains 0.005 with 80 rounds); what is left is the
#: rolling windows' look-ahead. Windows of 1,000 end at a bound of
#: 61,235.27 (packing 61,227.89, loss 0.0121%), windows of 2,000 at
#: 61,231.92 (packing 61,228.43: the LPs' support adds pairs to its graph;
#: loss 0.0057%) for about the same CPU seconds (the duals' 135 and 148,
#: the whole method's 333 and 346: fewer, larger LPs). On 20,000 jobs the
#: exact matching of the bound's graph (rustworkx, about 370 CPU s)
#: weighed only 0.016 more than the window packing: the rest of the loss
#: was the bound's.
BOUND_WINDOW = 2000
#: LP re-solves per window, each after a round of odd-set separation or of
#: pricing (times ``Budget.work``, at least 1). Every window uses them all
#: (the separation finds some 10-50 odd sets a round) and its LP still
#: falls after them, slowly: with windows of 2,000, 24 rounds lower the
#: bound by 0.14 at 100,000 jobs (61,231.78) and by 0.046 at 20,000
#: (12,234.121 against 12,234.167) for 1.8 times the duals' CPU seconds
#: (270 against 148 at 100,000).
BOUND_WINDOW_ROUNDS = 12
#: Passes of :func:`packing_bound` over all windows (times ``Budget.work``):
#: a further pass only while the uncovered charge is above ``CHARGE_STOP``.
BOUND_PASSES = 2
#: A pass whose uncovered charge is at most this fraction of the duals'
#: value is not followed by another: 1% of the 0.01% the bound is meant to
#: certify.
CHARGE_STOP = 1e-6
#: Pricing: a range of partners whose reduced costs are bounded above by at
#: most this is charged that bound instead of being split further (it then
#: costs (*) at most half of it per job).
PRICE_ACCEPT = 1e-7
#: ... and a range of at most this many partners is priced pair by pair.
PRICE_ENUMERATE = 16
#: Columns a window's pricing round adds at most, per job of the window
#: (the most violated pairs first).
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
#: ``blossom-pruned``'s window matching (passes times ``Budget.work``),
#: larger than that method's since this one is not held to its 3 s. On
#: 100,000 generated jobs (seed 0), with the bound of dual windows of
#: 1,000 jobs and 12 rounds, two passes lost 0.036%, 0.025%, 0.014% and
#: 0.012% to the bound with windows of 700, 1,000, 2,000 and 3,000 jobs
#: (the pairs of good packings span more jobs of the deadline order as the
#: queue grows); beyond 3,000 little is left to the packing (see
#: ``BOUND_WINDOW``), and windows of 3,000 cost about 200 of the bound's
#: 346 CPU s.
BOUND_MATCH_WINDOW = 3000
BOUND_MATCH_PASSES = 2
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


def _window_duals(h: Any, n_local: int, ecol: np.ndarray, ea: np.ndarray, eb: np.ndarray, cost: np.ndarray,
                  sets: list[np.ndarray], floor: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``y`` (the jobs' row duals) and ``z`` (the odd sets') of a window's LP
    at its optimum, made to cover every column. An edge column at its bound
    of 1 may carry a reduced cost ``d_e > 0`` that the row duals leave
    uncovered; such columns are vertex disjoint (rows <= 1), so ``d_e / 2``
    added to each end covers them at the same dual objective. A floor
    column at its bound of 1 is covered by ``y_v = max(y_v, floor_v)``."""
    sol = h.getSolution()
    dual = np.abs(np.asarray(sol.row_dual, dtype=float))  # max with <= rows: |dual| >= 0
    y, z = dual[:n_local].copy(), dual[n_local : n_local + len(sets)]
    rc = cost - y[ea] - y[eb] - Duals.of(y, sets, z).credit(ea, eb)
    at_one = np.flatnonzero((np.asarray(sol.col_value)[ecol] >= 1.0 - HALF_TOL) & (rc > 0.0))
    y[ea[at_one]] += rc[at_one] / 2
    y[eb[at_one]] += rc[at_one] / 2
    return np.maximum(y, floor), z


def _column_entries(n_local: int, na: np.ndarray, nb: np.ndarray,
                    sets: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Column starts and row indices of new edge columns ``(na, nb)`` of a
    window's LP: the rows of both ends, and the row of every odd set
    (``n_local + k`` for the ``k``-th) that holds both ends."""
    if not sets:
        starts = np.arange(0, 2 * len(na), 2)
        index = np.empty(2 * len(na), dtype=np.int64)
        index[0::2], index[1::2] = na, nb
        return starts, index
    inc = Duals.of(np.zeros(n_local), sets, np.zeros(len(sets))).member
    common = inc[na].multiply(inc[nb]).tocsr()
    common.sort_indices()
    extra = np.diff(common.indptr)
    count = 2 + extra
    starts = np.concatenate([[0], np.cumsum(count)[:-1]]).astype(np.int64)
    index = np.empty(int(count.sum()), dtype=np.int64)
    index[starts], index[starts + 1] = na, nb
    at = np.repeat(starts + 2 - common.indptr[:-1], extra) + np.arange(int(common.indptr[-1]))
    index[at] = n_local + common.indices
    return starts, index


#: What a window's pricing returns: new edge columns ``(a, b, cost)`` (local
#: positions, ``a < b``) and raised floors ``(job, floor)``.
Priced = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]


def _solve_window(n_local: int, ea: np.ndarray, eb: np.ndarray, cost: np.ndarray, floor: np.ndarray,
                  rounds: int, price: Callable[[np.ndarray, list[np.ndarray], np.ndarray], Priced] | None = None,
                  ) -> tuple[np.ndarray, list[np.ndarray], np.ndarray, dict[str, Any]]:
    """One window's LP: ``max sum cost_e x_e + sum_v floor_v s_v`` s.t. for
    every job ``sum_{e at v} x_e + s_v <= 1`` and, for every separated odd
    set ``C``, ``sum_{e inside C} x_e <= (|C| - 1) / 2``; ``0 <= x, s <= 1``.
    The column ``s_v`` (cost ``floor_v``) makes the dual keep ``y_v >=
    floor_v``: the pairs to jobs whose duals are already fixed.

    At most ``rounds`` re-solves, each after a round of separation
    (:func:`violated_odd_sets`) or, when that finds nothing, of pricing:
    ``price(y, sets, z)`` returns the window's pairs whose reduced costs
    under the current duals are positive (new columns, added to the same
    HiGHS model, which keeps its basis) and the floors those duals leave
    short (raised in place). Returns ``y`` (row duals of the jobs, at least
    their floors), the odd sets, their ``z`` and counts."""
    import highspy

    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    h.setOptionValue("random_seed", 0)
    floor = floor.astype(float).copy()
    m = len(ea)
    cols = m + n_local
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = cols, n_local
    lp.sense_ = highspy.ObjSense.kMaximize
    lp.col_cost_ = np.concatenate([cost, floor]).astype(float)
    # upper bounds of 1 are implied by the rows; stated, HiGHS is about 10x faster here
    lp.col_lower_, lp.col_upper_ = np.zeros(cols), np.ones(cols)
    lp.row_lower_, lp.row_upper_ = np.full(n_local, -highspy.kHighsInf), np.ones(n_local)
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = np.concatenate([np.arange(0, 2 * m + 1, 2), 2 * m + 1 + np.arange(n_local)]).astype(np.int32)
    index = np.empty(2 * m + n_local, dtype=np.int32)
    index[0 : 2 * m : 2], index[1 : 2 * m : 2], index[2 * m :] = ea, eb, np.arange(n_local)
    lp.a_matrix_.index_, lp.a_matrix_.value_ = index, np.ones(len(index))
    h.passModel(lp)
    h.run()
    ecol = np.arange(m)  # each edge's column
    slack = m + np.arange(n_local)  # each job's floor column
    keys = ea * n_local + eb
    sets: list[np.ndarray] = []
    seen: set[tuple[int, ...]] = set()
    counts: dict[str, Any] = {"lp_solves": 1, "cuts": 0, "columns": 0, "floors_raised": 0}
    for _ in range(rounds):
        if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            break
        x = np.asarray(h.getSolution().col_value)[ecol]
        new = [c for c in violated_odd_sets(n_local, ea, eb, x) if tuple(c.tolist()) not in seen]
        na = nb = ncost = raise_at = raise_to = np.zeros(0, np.int64)
        if price is not None:  # on this LP's duals, before the new cuts
            y, z = _window_duals(h, n_local, ecol, ea, eb, cost, sets, floor)
            na, nb, ncost, raise_at, raise_to = price(y, sets, z)
            fresh = ~np.isin(na * n_local + nb, keys)
            na, nb, ncost = na[fresh], nb[fresh], ncost[fresh]
        if not new and len(na) == 0 and len(raise_at) == 0:
            break
        for c in new:
            seen.add(tuple(c.tolist()))
            mask = np.zeros(n_local, dtype=bool)
            mask[c] = True
            inside = ecol[mask[ea] & mask[eb]]
            h.addRow(-highspy.kHighsInf, float((len(c) - 1) // 2), len(inside), inside.astype(np.int32),
                     np.ones(len(inside)))
            sets.append(c)
        counts["cuts"] += len(new)
        if len(na):
            starts, idx = _column_entries(n_local, na, nb, sets)
            h.addCols(len(na), ncost.astype(float), np.zeros(len(na)), np.ones(len(na)), len(idx),
                      starts.astype(np.int32), idx.astype(np.int32), np.ones(len(idx)))
            ecol = np.concatenate([ecol, cols + np.arange(len(na))])
            cols += len(na)
            ea, eb, cost = np.concatenate([ea, na]), np.concatenate([eb, nb]), np.concatenate([cost, ncost])
            keys = np.concatenate([keys, na * n_local + nb])
            counts["columns"] += len(na)
        if len(raise_at):
            floor[raise_at] = raise_to
            h.changeColsCost(len(raise_at), slack[raise_at].astype(np.int32), raise_to.astype(float))
            counts["floors_raised"] += len(raise_at)
        counts["lp_solves"] += 1
        h.run()
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        raise RuntimeError(f"packing bound: window LP {h.modelStatusToString(h.getModelStatus())}")
    y, z = _window_duals(h, n_local, ecol, ea, eb, cost, sets, floor)
    used = np.flatnonzero(np.asarray(h.getSolution().col_value)[ecol] > HALF_TOL)
    return y, sets, z, {**counts, "support": (ea[used], eb[used])}


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


def _type_lists(tc: TypeClass) -> list[np.ndarray]:
    """Per job type (every id of ``type_eff``), its jobs sorted by ``r = D -
    now``, ties by index: the deadline order of :func:`rolling_duals`
    restricted to the type."""
    order = np.lexsort((np.arange(len(tc.jobs)), tc.rest, tc.type_id))
    bounds = np.searchsorted(tc.type_id[order], np.arange(tc.type_eff.shape[0] + 1), side="left")
    return [order[bounds[t] : bounds[t + 1]] for t in range(tc.type_eff.shape[0])]


def rolling_duals(tc: TypeClass, a: np.ndarray, b: np.ndarray, wt: np.ndarray, *, window: int = BOUND_WINDOW,
                  rounds: int = BOUND_WINDOW_ROUNDS, cap: TimeCap | None = None) -> tuple[Duals, dict[str, Any]]:
    """Duals ``y``, ``z`` covering every pair of the class, window by window
    along the deadline order (module docstring). Each window holds the
    ``2 * window`` next jobs and starts from the edges ``(a, b)`` (values
    ``wt``) inside it; an edge to a job already fixed becomes a floor on
    the other end's dual (``y_v >= w_uv - y_u - credit``); an edge inside
    odd sets already fixed has its cost lowered by their ``z``. The
    window's LP is then priced (:func:`_solve_window`) against every pair
    with both ends in the window or one end fixed (:func:`price_pairs`): a
    violated pair inside becomes a column, one to a fixed job raises a
    floor. The duals of the window's first half, and the odd sets touching
    it, are then fixed. A pair whose later end is in the window is thereby
    covered when the window's first half is fixed, up to the rounds the
    work allows. Info: counts, and ``support_pairs``: the pairs each
    window's LP ends using (``x > 0``; ``a < b``, positions in the class),
    for the packing's graph. ``cap`` (CPU seconds) is only a safety cap:
    once used up, the windows left keep ``y = 0``, which the final pricing
    (:func:`max_violation`) charges in full, so the bound stays valid."""
    n = len(tc.jobs)
    order = np.lexsort((np.arange(n), tc.rest))
    pos = np.empty(n, dtype=np.int64)
    pos[order] = np.arange(n)
    lists = _type_lists(tc)
    list_pos = [pos[mem] for mem in lists]  # increasing: the lists follow the deadline order
    y = np.zeros(n)
    members: list[np.ndarray] = []
    z: list[float] = []
    lo_pos, hi_pos = np.minimum(pos[a], pos[b]), np.maximum(pos[a], pos[b])
    # edges by their later end's position: a window's edges are a contiguous run
    by_hi = np.argsort(hi_pos, kind="stable")
    hi_sorted = hi_pos[by_hi]
    counts: dict[str, Any] = {"windows": 0, "lp_solves": 0, "cuts": 0, "columns": 0, "floors_raised": 0,
                              "ranges": 0, "pairs_priced": 0}
    support_a: list[np.ndarray] = []  # the pairs each window's LP ends using (x > 0)
    support_b: list[np.ndarray] = []
    start = 0
    while start < n:
        if cap is not None and cap.reached():
            break
        end = min(n, start + 2 * window)
        fix_end = n if end == n else start + window
        fixed_duals = Duals.of(y, members, z)
        run = by_hi[np.searchsorted(hi_sorted, start) : np.searchsorted(hi_sorted, end)]
        credit = fixed_duals.credit(a[run], b[run])
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
        partners = [mem[: np.searchsorted(lp, end)] for mem, lp in zip(lists, list_pos)]
        window_jobs = order[start:end]

        def price(y_local: np.ndarray, sets: list[np.ndarray], z_local: np.ndarray,
                  start: int = start, window_jobs: np.ndarray = window_jobs, partners: list[np.ndarray] = partners,
                  fixed_duals: Duals = fixed_duals) -> Priced:
            y_all = np.full(n, np.inf)  # later jobs are no partners here
            y_all[order[:start]] = y[order[:start]]
            y_all[window_jobs] = y_local
            local = Duals.of(y_local, sets, z_local)

            def credit_of(u: np.ndarray, v: np.ndarray) -> np.ndarray:
                c = fixed_duals.credit(u, v)
                both = (pos[u] >= start) & (pos[v] >= start)
                if both.any():
                    c[both] += local.credit(pos[u[both]] - start, pos[v[both]] - start)
                return c

            pv, px, rc, part = price_pairs(tc, window_jobs, y_all, partners, credit_of)
            for k, v in part.items():
                counts[k] += v
            to_fixed = pos[px] < start
            # a pair to a fixed job: y_v >= y_v + rc keeps it covered
            fa, ftarget = pos[pv[to_fixed]] - start, y_local[pos[pv[to_fixed]] - start] + rc[to_fixed]
            size = len(window_jobs)
            raise_to = np.zeros(size)
            np.maximum.at(raise_to, fa, ftarget)
            raise_at = np.unique(fa)
            # a pair inside: a column, the most violated first, found from both ends once
            ia, ib, irc = pos[pv[~to_fixed]] - start, pos[px[~to_fixed]] - start, rc[~to_fixed]
            ia, ib = np.minimum(ia, ib), np.maximum(ia, ib)
            _, first = np.unique(ia * size + ib, return_index=True)
            top = first[np.argsort(-irc[first], kind="stable")[: PRICE_COLUMNS_PER_JOB * size]]
            ia, ib = ia[top], ib[top]
            ga, gb = window_jobs[ia], window_jobs[ib]
            icost = tc.values(ga, gb) - fixed_duals.credit(ga, gb)
            return ia, ib, icost, raise_at, raise_to[raise_at]

        yl, sets, zl, c = _solve_window(end - start, local_a[keep], local_b[keep], cost[keep], floor, rounds, price)
        sa, sb = c.pop("support")
        support_a.append(order[start + sa])
        support_b.append(order[start + sb])
        counts["windows"] += 1
        for k in ("lp_solves", "cuts", "columns", "floors_raised"):
            counts[k] += c[k]
        fixed = order[start:fix_end]
        y[fixed] = yl[: fix_end - start]
        for cut, zc in zip(sets, zl.tolist()):
            if zc > 0.0 and cut.min() < fix_end - start:
                members.append(order[start + cut])
                z.append(zc)
        start = fix_end
    sa = np.concatenate(support_a) if support_a else np.zeros(0, np.int64)
    sb = np.concatenate(support_b) if support_b else np.zeros(0, np.int64)
    counts["support_pairs"] = (np.minimum(sa, sb), np.maximum(sa, sb))
    return Duals.of(y, members, z), counts


def _range_min(table: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """``min(values[lo:hi])`` per query (``hi > lo``)."""
    level = np.frexp((hi - lo).astype(float))[1] - 1  # floor(log2(hi - lo)), exact
    return np.minimum(table[level, lo], table[level, hi - (1 << level)])


def _ratio(r: np.ndarray, s: np.ndarray) -> np.ndarray:
    """Eq. 11's ``min / max`` as :meth:`TypeClass.values` computes it."""
    with np.errstate(invalid="ignore"):
        q = np.minimum(r, s) / np.maximum(r, s)
    q[np.isnan(q)] = 1.0
    return q


def price_pairs(tc: TypeClass, queries: np.ndarray, y: np.ndarray, lists: list[np.ndarray],
                credit: Callable[[np.ndarray, np.ndarray], np.ndarray],
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray, dict[str, int]]:
    """The pairs ``(v, x)``, ``v`` in ``queries``, ``x`` in ``lists`` (per
    job type, its partners sorted by ``r``), whose reduced cost ``w_vx -
    y_v - y_x - credit(v, x)`` exceeds :data:`PRICE_ACCEPT`, without
    listing the others (the range pricing of :func:`max_violation`).
    Returns them (``v``, ``x``, reduced cost), each found once from ``v``,
    and counts. ``credit`` must be ``>= 0``."""
    _, found, counts = _price(tc, queries, y, lists, credit)
    return found[0], found[1], found[2], counts


def _price(tc: TypeClass, queries: np.ndarray, y: np.ndarray, lists: list[np.ndarray],
           credit: Callable[[np.ndarray, np.ndarray], np.ndarray],
           ) -> tuple[np.ndarray, tuple[np.ndarray, np.ndarray, np.ndarray], dict[str, int]]:
    """``m'_v >= max(0, max_x rc_vx)`` per query ``v`` over the partners of
    ``lists`` (``m'`` of a non-query is 0), the violated pairs priced pair
    by pair, and counts. The method is :func:`max_violation`'s."""
    n = len(tc.jobs)
    m = np.zeros(n)
    found_v: list[np.ndarray] = []  # violated pairs priced pair by pair
    found_x: list[np.ndarray] = []
    found_rc: list[np.ndarray] = []
    counts = {"ranges": 0, "pairs_priced": 0}
    for mem in lists:
        if len(mem) == 0:
            continue
        t = int(tc.type_id[mem[0]])
        r_t = tc.rest[mem]
        table = sparse_min(y[mem])
        for q0 in range(0, len(queries), PRICE_BATCH):
            q = queries[q0 : q0 + PRICE_BATCH]
            p = np.searchsorted(r_t, tc.rest[q], side="left")
            base = tc.type_eff[tc.type_id[q], t] * tc.w - y[q]  # w E[s, t] - y_v
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
                    rc = tc.values(pv, px) - y[pv] - y[px]
                    rc[pv == px] = -np.inf
                    counts["pairs_priced"] += len(pv)
                    # credits are >= 0: only these can charge anything; their credits come once, below
                    hit = rc > 0.0
                    found_v.append(pv[hit])
                    found_x.append(px[hit])
                    found_rc.append(rc[hit])
                split = ~accept & ~small
                mid = (lo[split] + hi[split]) // 2
                qi = np.concatenate([qi[split], qi[split]])
                lo, hi = np.concatenate([lo[split], mid]), np.concatenate([mid, hi[split]])
                right = np.concatenate([right[split], right[split]])
                bq = np.concatenate([bq[split], bq[split]])
    if found_v:
        fv, fx, frc = np.concatenate(found_v), np.concatenate(found_x), np.concatenate(found_rc)
        frc = frc - credit(fv, fx)
        np.maximum.at(m, fv, np.maximum(frc, 0.0))
        hit = frc > PRICE_ACCEPT  # the violated pairs returned
        fv, fx, frc = fv[hit], fx[hit], frc[hit]
    else:
        fv, fx, frc = np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0)
    return m, (fv, fx, frc), counts


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
    costs) and counts."""
    n = len(tc.jobs)
    m, (fv, fx, frc), counts = _price(tc, np.arange(n), duals.y, _type_lists(tc), duals.credit)
    return m, (np.minimum(fv, fx), np.maximum(fv, fx), frc), counts


def packing_bound(tc: TypeClass, a: np.ndarray, b: np.ndarray, wt: np.ndarray, *, window: int = BOUND_WINDOW,
                  rounds: int = BOUND_WINDOW_ROUNDS, passes: int = BOUND_PASSES,
                  cap: TimeCap | None = None) -> tuple[float, dict[str, Any]]:
    """(*) of the module docstring for one GPU count: an upper bound on
    every matching of its complete graph, from duals found on the pruned
    graph ``(a, b, wt)`` with the pairs priced in (:func:`rolling_duals`)
    and the pricing of every pair (:func:`max_violation`).

    Passes: when a pass leaves an uncovered charge above
    :data:`CHARGE_STOP` (relative to the duals' value), the violated pairs
    found by the final pricing join the graph and the duals are found
    again, at most ``passes`` passes in all; the smallest (*) of all passes
    is returned (each is valid). Parts in the info: ``dual_objective``
    (the duals' value), ``violation_charge`` (the (*) term of the pairs
    left uncovered), ``passes`` (run) and ``best_pass``, the counts of
    :func:`rolling_duals` and :func:`max_violation`, ``pricing_columns``
    (pairs added to the pruned graph) and ``graph``: the edges ``(a, b)``
    of the pruned graph plus the pairs the windows' LPs end using and the
    violated pairs of the final pricing, for the packing. ``cap``: the
    safety cap of :func:`rolling_duals`; no pass starts once it is used up."""
    n = len(tc.jobs)
    if n < 2:
        return 0.0, {"dual_objective": 0.0, "violation_charge": 0.0}
    base = np.unique(a * n + b)
    key = base
    best: tuple[float, dict[str, Any]] | None = None
    totals: dict[str, int] = {}
    for it in range(max(1, passes)):
        duals, counts = rolling_duals(tc, a, b, wt, window=window, rounds=rounds, cap=cap)
        pa, pb = counts.pop("support_pairs")
        m, (va, vb, vrc), price = max_violation(tc, duals)
        for k, v in {**counts, **price}.items():
            totals[k] = totals.get(k, 0) + v
        dual_obj = duals.objective()
        charge = 0.5 * float(m.sum())
        bound = dual_obj + charge
        bound += abs(bound) * BOUND_ROUNDING
        if best is None or bound < best[0]:
            best = (bound, {"dual_objective": dual_obj, "violation_charge": charge, "best_pass": it + 1})
        totals["passes"] = it + 1
        key = np.unique(np.concatenate([key, pa * n + pb, va * n + vb]))
        if charge <= CHARGE_STOP * abs(dual_obj) or it == passes - 1 or len(va) == 0 or (cap is not None and cap.reached()):
            break
        a, b = key // n, key % n
        wt = tc.values(a, b)
    assert best is not None
    return best[0], {**best[1], **totals, "pricing_columns": len(key) - len(base), "graph": (key // n, key % n)}


def run_packing_bound(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """``bound``: per GPU count, :func:`packing_bound` on ``blossom-pruned``'s
    graph, with the best matching found on the graph it ends with (the
    pruned graph plus the pairs its LPs used and the violated pairs of its
    last pricing; exact up to ``EXACT_MATCHING_MAX_JOBS`` jobs, window by
    window above), so that the harness has a packing to score beside the
    bound. The bound is on the full problem (every packing the evaluator
    accepts, module docstring); the status is ``optimal`` only where the
    packing meets it.

    Work, never the clock: ``BOUND_WINDOW_ROUNDS`` LP re-solves per window
    (separation and pricing) and at most ``BOUND_PASSES`` passes, each times
    ``budget.work`` (at least 1), and ``BOUND_MATCH_PASSES`` window passes
    of the matching. The time limit is only a safety cap on the CPU seconds
    (:class:`~schedbench.contracts.TimeCap`): once used up, the windows and
    passes left are skipped (the bound stays valid, and weaker), the
    matching makes one pass, and ``stopped_at_time_cap`` says so."""
    from schedbench.heuristics.cuckoo import EXACT_MATCHING_MAX_JOBS, PRUNE_K_DEFAULT, PRUNE_MAX_DEGREE
    from schedbench.heuristics.cuckoo_pruning import exact_matching, pruned_edges, window_matching

    t0 = time.perf_counter()
    cap = TimeCap(budget.time_limit_s)
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
        bound, part = packing_bound(tc, a, b, wt, rounds=budget.scaled(BOUND_WINDOW_ROUNDS),
                                    passes=budget.scaled(BOUND_PASSES), cap=cap)
        ga, gb = part.pop("graph")
        gw = tc.values(ga, gb)
        if n <= EXACT_MATCHING_MAX_JOBS:
            ma, mb = exact_matching(n, ga, gb, gw)
        else:
            order = np.lexsort((np.arange(n), tc.rest))
            passes = 1 if cap.reached() else budget.scaled(BOUND_MATCH_PASSES)
            ma, mb, _ = window_matching(order, ga, gb, gw, BOUND_MATCH_WINDOW, passes)
        total_bound += bound
        weight += float(tc.values(ma, mb).sum())
        pairs.extend((instance.jobs[tc.jobs[x]].id, instance.jobs[tc.jobs[y]].id) for x, y in zip(ma.tolist(), mb.tolist()))
        for k, v in part.items():
            sums[k] = sums.get(k, 0) + v
    info.update(sums)
    info.update(cap.info())
    t2 = time.perf_counter()
    proven = total_bound - weight <= OPTIMAL_TOL * max(1.0, abs(total_bound))
    return MethodResult(PackingSolution.of(pairs), Status.OPTIMAL if proven else Status.FEASIBLE, bound=total_bound,
                        claimed_objective=weight, timings=Timings(build_s=t1 - t0, solve_s=t2 - t1, total_s=t2 - t0),
                        info=info)
