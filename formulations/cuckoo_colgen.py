"""cuckoo-joint solved exactly, in continuous time, by column generation and
reduced-cost column enumeration (method ``milp``).

Reference: CUCKOO (SoCC '25), Sec. 3.3.1, Eq. 2-10 (the problem); the
evaluator :func:`schedbench.problems.cuckoo.evaluate_joint` is the definition.

Decomposition (exact)
---------------------
Every job requests the gang size ``m`` (Eq. 3), so type ``k`` runs at most
``M_k = gangs[k]`` groups at once (Eq. 5). Intervals with peak concurrency
``<= M_k`` can be coloured with ``M_k`` colours (interval graphs are
perfect), so a schedule is one *sequence* of groups per gang. V (Eq. 10) is
non-decreasing in every end time, so on a given sequence starting each group
at ``max(previous end, latest arrival of its jobs)`` (Eq. 6, left shift) is
optimal. A *column* ``c`` is a type ``k`` and a sequence of disjoint groups
(a job alone, or a pair run in the job order with the smaller ``T_gk``,
Eq. 7; the evaluator takes the order as written). Its cost is the sum over
its jobs of

    f_j(e) = alpha (e - a_j) / (N V1_UNIT_S) + beta [d_j exists and e >= d_j] / N      (Eq. 8-10)

with ``e`` the left-shifted end computed with the evaluator's own float
operations (``start + group_duration``), so the sum of the chosen columns'
costs is the evaluator's V up to float summation order. The problem is the
set partitioning

    min sum_c cost_c l_c   s.t.   sum_c a_jc l_c = 1 (every job j),   sum_{c of type k} l_c <= M_k,   l binary.

A pair that runs no faster together than one after the other on ``k``
(``T_{uv,k} >= T_uk + T_vk``) is left out on ``k``: replacing it by its two
jobs in a row on the same gang is no worse
(:func:`schedbench.formulations.cuckoo.dominated_pairs`), so some optimum
avoids it.

Bound (Lagrangian, valid at every round)
----------------------------------------
For any ``pi`` (free) and ``mu_k <= 0``, with ``rc_c = cost_c - pi(c) - mu_k``
and ``n_k <= M_k`` columns of type ``k`` in a solution,

    cost = sum rc_c l_c + sum_j pi_j + sum_k mu_k n_k
        >= sum_j pi_j + sum_k M_k (mu_k + min(0, min_{c of k} rc_c)) =: LB(pi, mu).

Exact pricing computes ``min rc`` per type, so every round whose pricing is
exact proves ``LB``; at the LP optimum it equals the LP bound.

Enumeration (exact)
-------------------
Let ``UB`` be the cost of a known schedule. In any solution of cost
``<= UB``, each column ``c*`` has ``rc_{c*} <= UB - LB(pi, mu)`` (the other
columns' reduced costs sum to at least ``sum_k M_k min(0, min rc_k)``). So the
set partitioning MIP over *every* column with ``rc <= UB - LB`` (plus a
tolerance on the safe side) holds an optimum. Among columns of one type with
one job set only the cheapest is kept (they are interchangeable in every
row). Its optimum is the problem's optimum.

Labelling (pricing and enumeration)
-----------------------------------
A label is a partial sequence: (job set as a bit mask, end time ``t``, cost).
Extending it by a disjoint group ``g`` starts at ``max(t, r_g)``. Two labels
with the *same* job set on one type, one no later and no dearer, leave the
other nothing to add: every completion of the dominated label applied to the
dominating one gives the same job set at no more cost, and only the cheapest
column per job set is kept, so dominated labels are dropped (Pareto front per
mask, in pricing and enumeration alike). A label is also dropped when even
its best completion cannot reach the threshold (:func:`_rest_bound`: each
remaining job alone, and the remaining jobs one after another). Pricing
(:func:`label` with ``pricing``) promises a column of least reduced cost,
so it appends only groups that add at most 0 (pre-sorted by the latest
start at which they can, :func:`_latest_useful_start`) and, once a
negative column is found, keeps only labels that can reach half its
reduced cost. Column generation prices with a beam (400 labels per
length, then 4,000) and labels exactly only when the beams find nothing
or the LP stalls; before an exact round it takes, among the restricted
master's optimal duals, those of least ``sum pi`` (:func:`quiet_duals`).

Work (never the clock): column generation rounds, labels per pricing call,
columns in the enumerated pool, the MIP's node limit (``Budget.node_limit``);
each times ``Budget.work``. ``Budget.time_limit_s`` is a CPU-time safety cap
(:class:`~schedbench.contracts.TimeCap`) and the MIP solver's time limit.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from schedbench.contracts import Budget, MethodResult, Status, TimeCap, Timings
from schedbench.instances.cuckoo import V1_UNIT_S, CuckooJointInstance

#: Job sets are int64 bit masks: at most this many jobs.
MAX_JOBS = 62
#: Reduced costs below ``-PRICING_EPS`` count as improving columns; the
#: bound charges ``M_k * PRICING_EPS`` per type when none is found, so the
#: tolerance stays on the safe side.
PRICING_EPS = 1e-9
#: A label is dropped only if its completion bound exceeds what it may add
#: by more than this (float rounding in the bounds never drops a column).
BOUND_SLACK = 1e-12
#: Safe-side slack added to the enumeration threshold ``UB - LB`` so that
#: float rounding in reduced costs cannot leave out a column that belongs.
ENUM_SLACK = 1e-9
#: Work at ``--work 1``: column generation rounds.
CG_ROUNDS = 400
#: Work at ``--work 1``: labels one exact pricing or enumeration call may create, per type.
LABEL_LIMIT = 30_000_000
#: Work at ``--work 1``: columns the enumerated pool may hold.
POOL_LIMIT = 400_000
#: Heuristic pricing keeps this many labels per sequence length (a beam),
#: the wider one once the narrower finds nothing or the LP stalls under it.
BEAM_WIDTHS = (400, 4000)
#: At most this many new columns per type and round enter the master LP.
COLUMNS_PER_ROUND = 60
#: Pricing keeps only labels that can reach this share of the least reduced
#: cost found so far (still below it, so the least column is always found).
TIGHTEN = 0.5
#: Heuristic pricing hands over to exact pricing when the LP value fell by
#: less than this (relative) over :data:`STALL_ROUNDS` rounds.
STALL_REL = 1e-5
STALL_ROUNDS = 10
#: Labels extended at once (memory of the label x group tables).
CHUNK = 5_000


@dataclass(frozen=True)
class TypeGroups:
    """The candidate groups on one GPU type.

    ``members[g]``: the group's job indices in the order it runs (the order
    with the smaller ``T_gk``); ``mask[g]``: its job set; ``release[g]``:
    the latest arrival of its jobs (Eq. 6); ``duration[g]``: ``T_gk``
    (Eq. 7, ``instance.group_duration``); ``tmin[j]``: the shortest group
    holding job ``j``; ``share[j]``: the least of ``T_jk`` and half of each
    pair's ``T`` holding ``j`` (:func:`_rest_bound`)."""

    gpu_type: str
    gangs: int
    members: tuple[tuple[int, ...], ...]
    mask: np.ndarray
    release: np.ndarray
    duration: np.ndarray
    first: np.ndarray
    second: np.ndarray
    tmin: np.ndarray
    share: np.ndarray


@dataclass(frozen=True)
class JobCosts:
    """``f_j(e) = slope (e - a_j) + step [e >= d_j]`` (Eq. 8-10 per job; ``d = inf``: no deadline)."""

    arrival: np.ndarray
    deadline: np.ndarray
    slope: float
    step: float

    def f(self, jobs: np.ndarray, ends: np.ndarray) -> np.ndarray:
        """``f_j(e)`` for ``jobs[i]`` ending at ``ends[i]`` (``-1``: no job, cost 0)."""
        real = jobs >= 0
        j = np.where(real, jobs, 0)
        val = self.slope * (ends - self.arrival[j]) + self.step * (ends >= self.deadline[j])
        return np.where(real, val, 0.0)


@dataclass(frozen=True)
class Column:
    """A type and a sequence of groups (indices into that type's :class:`TypeGroups`)."""

    type_index: int
    groups: tuple[int, ...]
    mask: int
    cost: float


@dataclass
class Labelling:
    """What one labelling call found: columns ``(mask, cost, rc, level, pos)``
    per kept label, the levels' parent pointers, and its work."""

    masks: np.ndarray
    costs: np.ndarray
    rcs: np.ndarray
    where: list[tuple[int, int]]
    parents: list[np.ndarray]
    last_group: list[np.ndarray]
    labels: int
    complete: bool


def job_costs(instance: CuckooJointInstance) -> JobCosts:
    """The per-job cost of Eq. 8-10 (:class:`JobCosts`)."""
    n = instance.size
    arrival = np.array([j.arrival for j in instance.jobs], dtype=float)
    deadline = np.array([math.inf if j.deadline is None else j.deadline for j in instance.jobs], dtype=float)
    return JobCosts(arrival, deadline, instance.alpha / (n * V1_UNIT_S), instance.beta / n)


def type_groups(instance: CuckooJointInstance) -> list[TypeGroups]:
    """Every single and every non-dominated pair on each usable type (module docstring)."""
    jobs = instance.jobs
    n = instance.size
    out = []
    for k, count in instance.gangs.items():
        alone = [instance.group_duration([j], k) for j in jobs]
        members: list[tuple[int, ...]] = [(j,) for j in range(n)]
        durations = list(alone)
        for u in range(n):
            for v in range(u + 1, n):
                best = min(((instance.group_duration([jobs[a], jobs[b]], k), (a, b)) for a, b in ((u, v), (v, u))))
                if best[0] < alone[u] + alone[v]:
                    members.append(best[1])
                    durations.append(best[0])
        mask = np.array([sum(1 << j for j in g) for g in members], dtype=np.int64)
        release = np.array([max(jobs[j].arrival for j in g) for g in members], dtype=float)
        duration = np.array(durations, dtype=float)
        first = np.array([g[0] for g in members], dtype=np.int64)
        second = np.array([g[1] if len(g) == 2 else -1 for g in members], dtype=np.int64)
        tmin = np.full(n, math.inf)
        share = np.full(n, math.inf)
        for g, d in zip(members, durations):
            for j in g:
                tmin[j] = min(tmin[j], d)
                share[j] = min(share[j], d / len(g))
        out.append(TypeGroups(k, count, tuple(members), mask, release, duration, first, second, tmin, share))
    return out


def _bits(masks: np.ndarray, n: int) -> np.ndarray:
    """``(len(masks), n)`` booleans: job ``j`` in ``masks[i]``."""
    return ((masks[:, None] >> np.arange(n, dtype=np.int64)[None, :]) & 1).astype(bool)


def _rest_bound(tg: TypeGroups, jc: JobCosts, pi: np.ndarray, t: np.ndarray, masks: np.ndarray,
                limit: np.ndarray) -> np.ndarray:
    """Whether the jobs not in ``masks[i]``, added after ``t[i]``, can still
    add a reduced cost ``<= limit[i]``, by two lower bounds on what they add
    (a label is dropped if either exceeds its limit).

    *Each job alone*: a job ``j`` added ends at ``e_j >= A_j = max(t, a_j) +
    Tmin_jk``, so it adds at least ``min(0, f_j(A_j) - pi_j)``.

    *One after another*: the added groups run in sequence from ``t``; give
    each job the share ``q_j = min(T_jk, min over pairs {j, i} of T_{ji,k} / 2)``
    (a single lasts ``>= q_j``, a pair ``>= q_u + q_v``), so listing the
    added jobs in group order, ``e_j >= t + P_j`` with ``P_j`` the sum of
    ``q`` up to and including ``j``. For ``s`` added jobs, ``sum_j P_j`` is
    at least the SPT sum of the ``s`` smallest shares left, ``sum_{i<=s}
    (s - i + 1) q_(i)``, and the rest of the cost, ``sum_j (slope (t - a_j)
    + step [A_j >= d_j] - pi_j)``, at least the sum of its ``s`` smallest
    terms; the least over ``s`` (``s = 0`` adds nothing) bounds every
    choice of jobs. It is computed only for labels the first bound keeps."""
    n = len(pi)
    inside = _bits(masks, n)
    ends = np.maximum(t[:, None], jc.arrival[None, :]) + tg.tmin[None, :]
    late = jc.step * (ends >= jc.deadline[None, :])
    gain = jc.slope * (ends - jc.arrival[None, :]) + late - pi[None, :]
    np.minimum(gain, 0.0, out=gain)
    gain[inside] = 0.0
    ok = gain.sum(axis=1) <= limit + BOUND_SLACK
    rows = np.nonzero(ok)[0]
    if len(rows) == 0:
        return ok
    inside, late = inside[rows], late[rows]
    base = jc.slope * (t[rows, None] - jc.arrival[None, :]) + late - pi[None, :]
    base[inside] = math.inf
    base.sort(axis=1)
    share = np.where(inside, math.inf, tg.share[None, :])
    share.sort(axis=1)
    np.cumsum(share, axis=1, out=share)
    np.cumsum(share, axis=1, out=share)
    np.cumsum(base, axis=1, out=base)
    base += jc.slope * share  # inf + inf past the jobs left: never the least
    ok[rows] = np.minimum(base.min(axis=1), 0.0) <= limit[rows] + BOUND_SLACK
    return ok


def _pareto(masks: np.ndarray, t: np.ndarray, cost: np.ndarray) -> np.ndarray:
    """Indices of the labels no other label with the same mask dominates
    (no later and no dearer; of exact duplicates the first is kept)."""
    size = len(masks)
    if size == 0:
        return np.zeros(0, dtype=np.int64)
    order = np.lexsort((cost, t, masks))
    m, c = masks[order], cost[order]
    prior = np.full(size, math.inf)  # least cost of an earlier label with the same mask
    same = m[1:] == m[:-1]
    prior[1:][same] = c[:-1][same]
    step = 1
    # Hillis-Steele scan within runs of equal masks (sorted, so a window is one run).
    while step < size and (m[step:] == m[:-step]).any():
        shifted = np.where(m[step:] == m[:-step], prior[:-step], math.inf)
        prior[step:] = np.minimum(prior[step:], shifted)
        step *= 2
    return np.sort(order[c < prior])


def _latest_useful_start(tg: TypeGroups, jc: JobCosts, gpi: np.ndarray) -> np.ndarray:
    """For each group, a time after which a label's sequence gains nothing
    by appending it: beyond it, ``cost_g(max(t, r_g) + T_g) - pi_g > 0``.

    ``cost_g(e) = sum_{j in g} slope (e - a_j) + step [e >= d_j]`` is
    linear between the members' deadlines, so the largest end ``E_g`` with
    a cost ``<= pi_g`` is the best over those pieces of the piece's root,
    capped by the piece's end; the group is worth appending only while
    ``max(t, r_g) + T_g <= E_g``, i.e. ``t <= E_g - T_g`` (``-inf`` when
    even ``r_g + T_g`` is too late). Loosened by :data:`PRICING_EPS`
    relative, since :func:`label` checks each append exactly anyway."""
    out = np.full(len(tg.mask), -math.inf)
    for g, members in enumerate(tg.members):
        arrivals = sum(float(jc.arrival[j]) for j in members)
        cuts = sorted(float(jc.deadline[j]) for j in members if math.isfinite(jc.deadline[j]))
        lows, highs = [-math.inf, *cuts], [*cuts, math.inf]
        best = -math.inf
        for steps, (lo, hi) in enumerate(zip(lows, highs)):
            if jc.slope > 0.0:
                root = (gpi[g] + jc.slope * arrivals - steps * jc.step) / (jc.slope * len(members))
            else:
                root = math.inf if steps * jc.step <= gpi[g] else -math.inf
            if root >= lo:
                best = max(best, min(root, hi))
        end = best + PRICING_EPS * max(1.0, abs(best)) if math.isfinite(best) else best
        if end >= tg.release[g] + tg.duration[g]:
            out[g] = end - tg.duration[g]
    return out


def label(tg: TypeGroups, jc: JobCosts, pi: np.ndarray, mu: float, threshold: float, *,
          label_limit: int, beam: int | None = None, pricing: bool = False,
          cap: TimeCap | None = None) -> Labelling:
    """Every column of type ``tg`` with reduced cost ``cost - pi(c) - mu <= threshold``
    (with ``beam``: a heuristic subset), by labelling (module docstring).

    Exact (``beam=None``) unless it stops at ``label_limit`` labels created
    (``complete=False``). With ``pricing``, only a column of least reduced
    cost is promised (with every column it finds): a group is appended only
    if it adds ``cost_g(e_g) - pi_g <= 0``. Proof: in a least column, take
    one with fewest groups; dropping a group lets the later ones start no
    later (left shift) and removes its term, so no group adds more than 0.
    Dominance keeps this: a dominating label ends no later, so the same
    group adds no more to it."""
    masks = np.zeros(1, dtype=np.int64)
    t = np.zeros(1)
    cost = np.zeros(1)
    pis = np.zeros(1)
    parents: list[np.ndarray] = [np.full(1, -1, dtype=np.int64)]
    last: list[np.ndarray] = [np.full(1, -1, dtype=np.int64)]
    out_masks: list[np.ndarray] = []
    out_costs: list[np.ndarray] = []
    out_rcs: list[np.ndarray] = []
    where: list[tuple[int, int]] = []
    created = 0
    complete = True
    gpi = pi[tg.first] + np.where(tg.second >= 0, pi[np.maximum(tg.second, 0)], 0.0)
    if pricing:
        latest = _latest_useful_start(tg, jc, gpi)
        useful_order = np.argsort(-latest, kind="stable")
        latest_sorted = latest[useful_order]
    level = 0
    while len(masks):
        new: dict[str, list[np.ndarray]] = {key: [] for key in ("mask", "t", "cost", "pis", "parent", "group")}
        for lo in range(0, len(masks), CHUNK):
            if cap is not None and cap.reached():  # the safety cap: stop mid-level, incomplete
                break
            sl = slice(lo, lo + CHUNK)
            if pricing:  # only groups that can still add <= 0 after the label's end (a loose pre-filter)
                count = np.searchsorted(-latest_sorted, -t[sl], side="right")
                li = np.repeat(np.arange(len(count)), count)
                pos = np.arange(len(li)) - np.repeat(np.cumsum(count) - count, count)
                gi = useful_order[pos]
                ok = (masks[sl][li] & tg.mask[gi]) == 0
                li, gi = li[ok], gi[ok]
            else:
                li, gi = np.nonzero((masks[sl, None] & tg.mask[None, :]) == 0)
            li = li + lo
            start = np.maximum(t[li], tg.release[gi])
            end = start + tg.duration[gi]  # Eq. 7, the evaluator's arithmetic
            c = cost[li] + (jc.f(tg.first[gi], end) + jc.f(tg.second[gi], end))
            p = pis[li] + gpi[gi]
            nm = masks[li] | tg.mask[gi]
            created += len(li)
            rc = c - p - mu
            keep = rc <= threshold  # the label itself is a column
            if pricing:
                useful = (c - cost[li]) - gpi[gi] <= 0.0
                keep &= useful
            test = np.nonzero(~keep)[0]
            if pricing:
                test = test[useful[test]]
            if len(test):  # worth extending only if its best completion can reach the threshold
                keep[test] = _rest_bound(tg, jc, pi, end[test], nm[test], threshold - rc[test])
            for key, val in (("mask", nm), ("t", end), ("cost", c), ("pis", p), ("parent", li), ("group", gi)):
                new[key].append(val[keep])
        if cap is not None and cap.hit:
            complete = False
            break
        cat = {key: np.concatenate(val) for key, val in new.items()}
        idx = _pareto(cat["mask"], cat["t"], cat["cost"])
        if beam is not None and len(idx) > beam:
            score = cat["cost"][idx] - cat["pis"][idx]
            idx = idx[np.argsort(score, kind="stable")[:beam]]
        masks, t, cost, pis = cat["mask"][idx], cat["t"][idx], cat["cost"][idx], cat["pis"][idx]
        parents.append(cat["parent"][idx])
        last.append(cat["group"][idx])
        level += 1
        rc = cost - pis - mu
        hit = np.nonzero(rc <= threshold)[0]
        least = float(rc[hit].min()) if len(hit) else 0.0
        if pricing and least < 0.0:  # the least column stays within reach: its rc <= least so far < TIGHTEN * that
            threshold = min(threshold, TIGHTEN * least)
        out_masks.append(masks[hit])
        out_costs.append(cost[hit])
        out_rcs.append(rc[hit])
        where.extend((level, int(i)) for i in hit)
        if created > label_limit or (cap is not None and cap.reached()):
            complete = False
            break
    return Labelling(np.concatenate(out_masks) if out_masks else np.zeros(0, dtype=np.int64),
                     np.concatenate(out_costs) if out_costs else np.zeros(0),
                     np.concatenate(out_rcs) if out_rcs else np.zeros(0),
                     where, parents, last, created, complete)


def _sequence(lab: Labelling, level: int, pos: int) -> tuple[int, ...]:
    groups = []
    while level > 0:
        groups.append(int(lab.last_group[level][pos]))
        pos = int(lab.parents[level][pos])
        level -= 1
    return tuple(reversed(groups))


def columns_of(lab: Labelling, type_index: int, picks: Sequence[int]) -> list[Column]:
    """The columns at positions ``picks`` of ``lab``'s output."""
    return [Column(type_index, _sequence(lab, *lab.where[i]), int(lab.masks[i]), float(lab.costs[i])) for i in picks]


def cheapest_per_mask(lab: Labelling) -> np.ndarray:
    """Output positions of the cheapest column of each job set."""
    if len(lab.masks) == 0:
        return np.zeros(0, dtype=np.int64)
    order = np.lexsort((lab.costs, lab.masks))
    first = np.ones(len(order), dtype=bool)
    first[1:] = lab.masks[order][1:] != lab.masks[order][:-1]
    return order[first]


def column_rows(col: Column, n: int) -> list[int]:
    """The master's rows a column covers: its jobs' partitioning rows and its type's gang row."""
    return [j for j in range(n) if col.mask >> j & 1] + [n + col.type_index]


def sequence_cost(tg: TypeGroups, jc: JobCosts, groups: Sequence[int]) -> tuple[float, list[float]]:
    """A sequence's cost and left-shifted starts, with the labelling's arithmetic."""
    t = 0.0
    cost = 0.0
    starts = []
    for g in groups:
        start = max(t, float(tg.release[g]))
        end = start + float(tg.duration[g])
        cost += float(jc.f(np.array([tg.first[g]]), np.array([end]))[0] + jc.f(np.array([tg.second[g]]), np.array([end]))[0])
        starts.append(start)
        t = end
    return cost, starts


@dataclass
class Master:
    """The restricted master LP on HiGHS (highspy), one object, columns added in place."""

    n: int
    gangs: list[int]
    columns: list[Column] = field(default_factory=list)
    keys: dict[tuple[int, int], int] = field(default_factory=dict)
    highs: Any = None

    def __post_init__(self) -> None:
        import highspy

        h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        h.setOptionValue("threads", 1)
        inf = highspy.kHighsInf
        for _ in range(self.n):
            h.addRow(1.0, 1.0, 0, np.zeros(0, dtype=np.int32), np.zeros(0))
        for m in self.gangs:
            h.addRow(-inf, float(m), 0, np.zeros(0, dtype=np.int32), np.zeros(0))
        self.highs = h

    def add(self, cols: Sequence[Column]) -> int:
        """Add the columns not already present (by type and job set, the cheaper kept in the LP)."""
        fresh: list[Column] = []
        for col in cols:
            key = (col.type_index, col.mask)
            if key in self.keys and self.columns[self.keys[key]].cost <= col.cost:
                continue
            self.keys[key] = len(self.columns) + len(fresh)
            fresh.append(col)
        if not fresh:
            return 0
        starts: list[int] = []
        index: list[int] = []
        values: list[float] = []
        for col in fresh:
            starts.append(len(index))
            rows = column_rows(col, self.n)
            index.extend(rows)
            values.extend([1.0] * len(rows))
        self.highs.addCols(len(fresh), np.array([c.cost for c in fresh]), np.zeros(len(fresh)),
                           np.full(len(fresh), np.inf), len(index), np.array(starts, dtype=np.int32),
                           np.array(index, dtype=np.int32), np.array(values))
        self.columns.extend(fresh)
        return len(fresh)

    def solve(self) -> tuple[float, np.ndarray, np.ndarray]:
        """LP value, ``pi`` (jobs) and ``mu <= 0`` (types)."""
        self.highs.run()
        sol = self.highs.getSolution()
        duals = np.array(sol.row_dual)
        return (float(self.highs.getInfo().objective_function_value), duals[: self.n],
                np.minimum(duals[self.n:], 0.0))


def quiet_duals(master: Master, value: float) -> tuple[np.ndarray, np.ndarray]:
    """Among the restricted master's optimal duals, those with the least
    ``sum_j pi_j`` (so ``mu`` as close to 0 as the optimum allows).

    The restricted dual is ``max sum pi + sum_k M_k mu_k`` s.t. ``pi(c) +
    mu_k <= cost_c`` for every column, ``mu <= 0``; fixing its value at the
    LP's (less a relative :data:`PRICING_EPS`) and minimising ``sum pi`` picks
    duals that promise the least to a new column: exact pricing then keeps
    far fewer labels. Any duals give a valid Lagrangian bound (module
    docstring), so this changes the work, never the proof."""
    import highspy

    n, kk = master.n, len(master.gangs)
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    inf = highspy.kHighsInf
    lower = np.concatenate([np.full(n, -inf), np.full(kk, -inf)])
    upper = np.concatenate([np.full(n, inf), np.zeros(kk)])
    h.addVars(n + kk, lower, upper)
    h.changeColsCost(n + kk, np.arange(n + kk, dtype=np.int32), np.concatenate([np.ones(n), np.zeros(kk)]))
    for col in master.columns:
        idx = column_rows(col, n)
        h.addRow(-inf, col.cost, len(idx), np.array(idx, dtype=np.int32), np.ones(len(idx)))
    target = value - PRICING_EPS * max(1.0, abs(value))
    h.addRow(target, inf, n + kk, np.arange(n + kk, dtype=np.int32),
             np.concatenate([np.ones(n), np.array(master.gangs, dtype=float)]))
    h.run()
    x = np.array(h.getSolution().col_value)
    return x[:n], np.minimum(x[n:], 0.0)


def schedule_columns(instance: CuckooJointInstance, tables: list[TypeGroups], jc: JobCosts, schedule: Any) -> list[Column] | None:
    """A feasible schedule as columns: one per gang (first-fit colouring),
    each pair in its faster order, dominated pairs split, left-shifted
    (never dearer than the schedule). ``None`` if it cannot be expressed."""
    from schedbench.formulations.cuckoo import assign_gangs, split_dominated

    try:
        lanes = assign_gangs(instance, split_dominated(instance, schedule))
    except (ValueError, KeyError):
        return None
    index = instance.job_index
    out = []
    for ti, tg in enumerate(tables):
        lookup = {frozenset(g): i for i, g in enumerate(tg.members)}
        for lane in lanes.get(tg.gpu_type, []):
            if not lane:
                continue
            groups = []
            for g in lane:
                key = frozenset(index[j] for j in g.jobs)
                if key not in lookup:
                    return None
                groups.append(lookup[key])
            mask = 0
            for g in groups:
                mask |= int(tg.mask[g])
            out.append(Column(ti, tuple(groups), mask, sequence_cost(tg, jc, groups)[0]))
    return out


def decode_columns(instance: CuckooJointInstance, tables: list[TypeGroups], jc: JobCosts, cols: Sequence[Column]) -> Any:
    """The schedule of the chosen columns, each left-shifted on its own gang."""
    from schedbench.problems.cuckoo import JointSchedule, ScheduledGroup

    ids = [j.id for j in instance.jobs]
    groups = []
    for col in cols:
        tg = tables[col.type_index]
        _, starts = sequence_cost(tg, jc, col.groups)
        for g, s in zip(col.groups, starts):
            groups.append(ScheduledGroup(tuple(ids[j] for j in tg.members[g]), tg.gpu_type, s))
    return JointSchedule.of(groups)


def lagrangian_bound(pi: np.ndarray, mu: np.ndarray, gangs: Sequence[int], min_rc: Sequence[float]) -> float:
    """``LB(pi, mu) = sum pi + sum_k M_k (mu_k + min(0, min rc_k))`` (module docstring)."""
    return float(pi.sum() + sum(m * (u + min(0.0, r)) for m, u, r in zip(gangs, mu, min_rc)))


def solve_set_partitioning(n: int, gangs: Sequence[int], cols: Sequence[Column], budget: Budget,
                           time_limit_s: float, start: Sequence[int] | None) -> dict[str, Any]:
    """The set partitioning MIP over ``cols`` on HiGHS (highspy: a pool of
    10^5 columns is handed over as arrays in well under a second, where a
    Pyomo model would take several). Returns its status, chosen columns,
    objective, dual bound and nodes."""
    import highspy

    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", budget.threads)
    h.setOptionValue("random_seed", budget.seed)
    h.setOptionValue("mip_rel_gap", budget.mip_rel_gap)
    h.setOptionValue("time_limit", max(time_limit_s, 1.0))
    if budget.node_limit is not None:
        h.setOptionValue("mip_max_nodes", int(budget.node_limit))
    lp = highspy.HighsLp()
    lp.num_col_ = len(cols)
    lp.num_row_ = n + len(gangs)
    lp.col_cost_ = np.array([c.cost for c in cols])
    lp.col_lower_ = np.zeros(len(cols))
    lp.col_upper_ = np.ones(len(cols))
    lp.row_lower_ = np.concatenate([np.ones(n), np.full(len(gangs), -highspy.kHighsInf)])
    lp.row_upper_ = np.concatenate([np.ones(n), np.array(gangs, dtype=float)])
    starts, index = [0], []
    for col in cols:
        index.extend(column_rows(col, n))
        starts.append(len(index))
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = np.array(starts, dtype=np.int32)
    lp.a_matrix_.index_ = np.array(index, dtype=np.int32)
    lp.a_matrix_.value_ = np.ones(len(index))
    lp.integrality_ = [highspy.HighsVarType.kInteger] * len(cols)
    h.passModel(lp)
    if start is not None:
        sol = highspy.HighsSolution()
        values = np.zeros(len(cols))
        values[list(start)] = 1.0
        sol.col_value = list(values)
        h.setSolution(sol)
    h.run()
    status = h.getModelStatus()
    info = h.getInfo()
    chosen: list[int] = []
    if info.primal_solution_status == 2:  # kSolutionStatusFeasible
        values = np.array(h.getSolution().col_value)
        chosen = [int(i) for i in np.nonzero(values > 0.5)[0]]
    return {"optimal": status == highspy.HighsModelStatus.kOptimal, "status": h.modelStatusToString(status),
            "chosen": chosen, "objective": info.objective_function_value if chosen else None,
            "bound": info.mip_dual_bound, "nodes": int(info.mip_node_count)}


def colgen_work(budget: Budget | None = None) -> dict[str, int]:
    """The method's work limits under ``budget`` (default: ``--work 1``)."""
    budget = Budget() if budget is None else budget
    return {"column generation rounds": budget.scaled(CG_ROUNDS),
            "labels per pricing or enumeration call and type": budget.scaled(LABEL_LIMIT),
            "pool columns": budget.scaled(POOL_LIMIT)}


def _negative_columns(lab: Labelling, ti: int, limit: int) -> list[Column]:
    picks = cheapest_per_mask(lab)
    picks = picks[np.argsort(lab.rcs[picks], kind="stable")[:limit]]
    return columns_of(lab, ti, [int(i) for i in picks])


def run_joint_colgen(instance: CuckooJointInstance, budget: Budget, *, restricted_mip: bool = True) -> MethodResult:
    """Column generation, reduced-cost enumeration and a set partitioning MIP
    (module docstring); ``optimal`` only where the evaluator's score of the
    decoded schedule meets the proven bound.

    1. Upper bound: the best of ``cuckoo``, ``list-ect`` and ``list-ls``
       (under the cell's work budget); its gangs seed the master LP.
    2. Root column generation: heuristic pricing (a beam) first, exact
       labelling when it finds nothing; every exact round proves the
       Lagrangian bound ``LB``.
    3. The master restricted to the generated columns, as a MIP, may lower
       the upper bound ``UB``.
    4. Every column with ``rc <= UB - LB`` is enumerated (the duals of the
       best ``LB``), and the set partitioning MIP over them is solved under
       the budget's gap, node limit and time limit: its optimum is the
       problem's, its dual bound a proven bound.

    It returns the best schedule the evaluator scores among the three
    warm starts and every MIP's decoded schedule (each replaces the
    incumbent only when it scores better), so never worse than its warm
    start, and ``optimal`` exactly when that score meets the proven bound
    (:func:`schedbench.milp.certified`), also when step 4's MIP stopped at a
    limit (its pool is complete, so its dual bound is the problem's).
    A work limit reached (rounds, labels, pool) ends the method ``feasible``
    with the best schedule and the best proven bound (``None`` if no exact
    pricing round completed). ``restricted_mip=False`` skips step 3 (tests
    reach steps 4's enumeration with a heuristic's upper bound)."""
    from schedbench.milp import certified
    from schedbench.heuristics.cuckoo import joint_cuckoo, joint_list_ect, joint_list_ls
    from schedbench.problems.cuckoo import evaluate_joint

    wall0 = time.perf_counter()
    cpu = {"heuristics": 0.0, "column_generation": 0.0, "restricted_mip": 0.0, "enumeration": 0.0, "mip": 0.0}
    cap = TimeCap(budget.time_limit_s)
    clock = time.process_time()

    def lap(phase: str) -> None:
        nonlocal clock
        now = time.process_time()
        cpu[phase] += now - clock
        clock = now

    schedules = [fn(instance, budget).solution for fn in (joint_cuckoo, joint_list_ect, joint_list_ls)]
    scored = sorted(((evaluate_joint(instance, s).objective, i) for i, s in enumerate(schedules)),
                    key=lambda x: (math.inf if x[0] is None else x[0], x[1]))
    best_obj, best = scored[0][0], schedules[scored[0][1]]
    info: dict[str, Any] = {"heuristic_objective": best_obj}
    lap("heuristics")
    if instance.size > MAX_JOBS:
        info.update(reason=f"more than {MAX_JOBS} jobs", stopped_at_time_cap=False)
        return MethodResult(best, Status.FEASIBLE, timings=Timings(total_s=time.perf_counter() - wall0), info=info)
    tables = type_groups(instance)
    jc = job_costs(instance)
    gangs = [tg.gangs for tg in tables]
    n = instance.size
    master = Master(n, gangs)
    for s in schedules:
        cols = schedule_columns(instance, tables, jc, s)
        if cols is not None:
            master.add(cols)
    best_cols = schedule_columns(instance, tables, jc, best)
    build_s = time.perf_counter() - wall0

    rounds = budget.scaled(CG_ROUNDS)
    label_limit = budget.scaled(LABEL_LIMIT)
    lb, lb_duals = -math.inf, None
    lp_value = math.nan
    labels = 0
    converged = False
    exact_rounds = 0
    cg_round = 0
    history: list[float] = []
    width = 0  # the beam in use, BEAM_WIDTHS[width]
    while cg_round < rounds and not cap.reached():
        cg_round += 1
        lp_value, pi, mu = master.solve()
        history.append(lp_value)
        found: list[Column] = []
        while not found and width < len(BEAM_WIDTHS):
            stalled = len(history) > STALL_ROUNDS and (
                history[-STALL_ROUNDS - 1] - lp_value <= STALL_REL * max(1.0, abs(lp_value)))
            if not stalled:
                for ti, tg in enumerate(tables):
                    lab = label(tg, jc, pi, float(mu[ti]), -PRICING_EPS, label_limit=label_limit,
                                beam=BEAM_WIDTHS[width], pricing=True, cap=cap)
                    labels += lab.labels
                    found += _negative_columns(lab, ti, COLUMNS_PER_ROUND)
            if not found:  # a wider beam next, and a fresh stall window for it
                width += 1
                history = [lp_value]
        if not found:
            width = len(BEAM_WIDTHS) - 1
            history = [lp_value]
            exact_rounds += 1
            pi, mu = quiet_duals(master, lp_value)
            min_rc, complete = [], True
            for ti, tg in enumerate(tables):
                lab = label(tg, jc, pi, float(mu[ti]), -PRICING_EPS, label_limit=label_limit, pricing=True, cap=cap)
                labels += lab.labels
                complete &= lab.complete
                min_rc.append(float(lab.rcs.min()) if len(lab.rcs) else -PRICING_EPS)
                found += _negative_columns(lab, ti, COLUMNS_PER_ROUND)
            if complete:
                proven = lagrangian_bound(pi, mu, gangs, min_rc)
                if proven > lb:
                    lb, lb_duals = proven, (pi, mu)
            if not found:
                converged = complete
                break
        master.add(found)
    lap("column_generation")
    info.update(cg_rounds=cg_round, cg_exact_rounds=exact_rounds, cg_converged=converged, lp_value=lp_value,
                lagrangian_bound=lb if math.isfinite(lb) else None, master_columns=len(master.columns))

    def score(cols: Sequence[Column]) -> tuple[float, Any]:
        sched = decode_columns(instance, tables, jc, cols)
        ev = evaluate_joint(instance, sched)
        return (math.inf if ev.objective is None else ev.objective), sched

    ub = best_obj if best_obj is not None else math.inf
    ub_cols = best_cols
    if ub_cols is not None:  # the same gangs left-shifted, pairs in their faster order: never worse
        obj, sched = score(ub_cols)
        if obj <= ub:
            ub, best = obj, sched
        else:
            ub_cols = None

    def claim() -> float | None:
        """The method's own objective: the sum of its columns' costs (the runner checks it against the evaluator)."""
        return None if ub_cols is None else float(sum(c.cost for c in ub_cols))
    if restricted_mip and not cap.reached():
        left = cap.left()
        rm = solve_set_partitioning(n, gangs, master.columns, budget, left if left is not None else 1e9, None)
        if rm["chosen"]:
            cols = [master.columns[i] for i in rm["chosen"]]
            obj, sched = score(cols)
            if obj < ub:
                ub, best, ub_cols = obj, sched, cols
        info["restricted_mip_objective"] = rm["objective"]
    lap("restricted_mip")
    info["upper_bound_before_enumeration"] = ub

    def finish(status: Status, bound: float | None, claimed: float | None = None) -> MethodResult:
        info["cpu_s"] = {k: round(v, 3) for k, v in cpu.items()}
        info["labels"] = labels
        info.update(cap.info())
        # every end short of a proof is a limit's: rounds, labels, pool, the MIP's nodes or time, the CPU cap
        info["stopped_at_limit"] = status is not Status.OPTIMAL
        total = time.perf_counter() - wall0
        return MethodResult(best, status, bound=bound, claimed_objective=claimed,
                            timings=Timings(build_s=build_s, solve_s=total - build_s, total_s=total), info=info)

    bound: float | None = lb if math.isfinite(lb) else None
    if bound is not None and certified(ub, bound, budget):
        info["proved_by"] = "lagrangian bound"
        return finish(Status.OPTIMAL, bound, claim())
    if lb_duals is None or not converged or cap.reached():
        return finish(Status.FEASIBLE, bound)

    pi, mu = lb_duals
    threshold = ub - lb + ENUM_SLACK * max(1.0, abs(ub))
    pool: list[Column] = []
    pool_limit = budget.scaled(POOL_LIMIT)
    complete = True
    for ti, tg in enumerate(tables):
        lab = label(tg, jc, pi, float(mu[ti]), threshold, label_limit=label_limit, cap=cap)
        labels += lab.labels
        complete &= lab.complete
        picks = cheapest_per_mask(lab)
        info.setdefault("enumerated_labels", []).append(lab.labels)
        if not complete or len(pool) + len(picks) > pool_limit:
            complete = False
            break
        pool += columns_of(lab, ti, [int(i) for i in picks])
    lap("enumeration")
    info.update(enumeration_threshold=threshold, pool_columns=len(pool), pool_complete=complete)
    if not complete or cap.reached():
        return finish(Status.FEASIBLE, bound)
    keys = {(c.type_index, c.mask): i for i, c in enumerate(pool)}
    start = None
    if ub_cols is not None and all((c.type_index, c.mask) in keys for c in ub_cols):
        start = [keys[c.type_index, c.mask] for c in ub_cols]
    left = cap.left()
    res = solve_set_partitioning(n, gangs, pool, budget, left if left is not None else 1e9, start)
    lap("mip")
    info.update(mip_status=res["status"], mip_nodes=res["nodes"], mip_bound=res["bound"])
    if res["chosen"]:
        cols = [pool[i] for i in res["chosen"]]
        obj, sched = score(cols)
        if obj < ub:
            ub, best, ub_cols = obj, sched, cols
    if math.isfinite(res["bound"]):
        # HiGHS sums the costs in its own order: its bound can sit an ulp above the evaluator's score of
        # the same schedule; no bound is above a feasible schedule's score, so it is capped there.
        bound = min(max(lb, float(res["bound"])), ub)
    if certified(ub, bound, budget):  # the pool is complete: its MIP's bound is the problem's, also at a limit
        info["proved_by"] = "set partitioning over the enumerated pool"
        return finish(Status.OPTIMAL, bound, claim())
    return finish(Status.FEASIBLE, bound)
