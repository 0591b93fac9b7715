"""CUCKOO packing methods: Algorithm 3 and the baselines it is compared with.

Reference: CUCKOO (SoCC '25), Alg. 3 (deadline-aware blossom, DAB), Sec. 4.4
(Blossom = Muri's efficiency-only matching), Sec. 6 ("pruning and caching").

Every method returns a :class:`~schedbench.problems.cuckoo.PackingSolution`
and never scores itself: the evaluator does.
"""

from __future__ import annotations

import bisect
import math
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import rustworkx as rx
from scipy.optimize import linear_sum_assignment

from schedbench.contracts import Budget, MethodResult, Status, TimeCap, Timings
from schedbench.instances.cuckoo import CuckooJointInstance, CuckooPackingInstance, CuckooPlanningInstance
from schedbench.problems.cuckoo import (
    EffMemo,
    GpuClass,
    JointSchedule,
    PackingSolution,
    Placement,
    PlanningSolution,
    ScheduledGroup,
    TypeClass,
    memo_eff,
    pair_tables,
    pair_types,
    slot_costs,
)
from schedbench.heuristics.cuckoo_pruning import all_edges, greedy_pairs, pruned_edges, window_matching
from schedbench.online import Cluster, Node, SimJob, Simulation

#: rustworkx's max_weight_matching takes integer weights (DESIGN.md): pair
#: values (of order 1) are scaled by this and rounded, so two matchings whose
#: true weights differ by less than n / 2 * 0.5 / WEIGHT_SCALE may be ranked
#: wrongly (below 1e-6 for n <= 2,000).
WEIGHT_SCALE = 1e9
#: Sec. 6's pruning: each job keeps, per partner job type, the k partners
#: with the nearest deadlines on either side (see ``pruned_edges``); the
#: loss against the exact matching is what ``blossom-pruned`` vs ``blossom``
#: reports.
PRUNE_K_DEFAULT = 1
#: ... and then keeps, of those, the edges among the 24 heaviest of either
#: end (about half of them on the catalog's 23 job types). Matching time grows
#: with edges: on 2,000 generated jobs this halves it for a small loss.
PRUNE_MAX_DEGREE = 24
#: A GPU class of up to this many jobs gets the exact matching of its whole
#: pruned graph (Sec. 6's scale: 2,000 jobs); larger ones are matched window
#: by window along the deadline order (``window_matching``).
EXACT_MATCHING_MAX_JOBS = 2000
#: Jobs per window, and passes of windows (times ``Budget.work``; passes
#: stop early once a pass at each offset changes nothing). On generated
#: queues of 2,000 jobs, windows of 250-1,000 jobs all reach the exact optimum.
#: On 10,000 generated jobs (seed 0) two passes (one at each offset) weigh
#: 6114.857, four 6114.969 (where the passes stop changing), the exact
#: matching of the pruned graph 6115.219; each pass costs about 1 CPU s
#: there, so two passes keep the method under 3 s.
MATCH_WINDOW = 500
MATCH_PASSES = 2
#: Above this many jobs of one GPU count the windows grow with the square
#: root of the jobs (:func:`match_window`).
MATCH_WINDOW_JOBS = 10_000


def match_window(jobs: int) -> int:
    """Jobs per window for ``jobs`` jobs of one GPU count:
    :data:`MATCH_WINDOW` up to :data:`MATCH_WINDOW_JOBS`, then
    ``MATCH_WINDOW * sqrt(jobs / MATCH_WINDOW_JOBS)`` rounded to an even
    number.

    Why it grows: the matching improvements that windows miss join jobs
    over a span of deadlines, and a denser queue puts more jobs in that
    span. Measured on generated queues (seed 0, two passes), against the
    pruned graph's best matching: windows of 500 lose 0.006% at 10,000
    jobs but 0.033% at 100,000, where windows of 1,000 lose 0.013% and of
    1,400-1,600 0.006-0.008%. A window's exact matching costs about its
    size squared, so the method's matching time grows as ``jobs ** 1.5``
    above the threshold.

    Why even: a window of an odd number of jobs leaves one of them
    unmatched, and the next pass's windows do not always repair it. At
    100,000 jobs windows of 1,581 left 32 jobs unmatched and weighed
    61178.1; windows of 1,600 left none and weighed 61193.6.
    """
    if jobs <= MATCH_WINDOW_JOBS:
        return MATCH_WINDOW
    return 2 * round(MATCH_WINDOW / 2 * math.sqrt(jobs / MATCH_WINDOW_JOBS))


def match_edges(n: int, u: np.ndarray, v: np.ndarray, weight: np.ndarray) -> list[tuple[int, int]]:
    """Exact maximum weight matching (blossom) of the graph on nodes 0..n-1."""
    graph = rx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(n))
    scaled = np.rint(weight * WEIGHT_SCALE).astype(np.int64)
    graph.add_edges_from(list(zip(u.tolist(), v.tolist(), scaled.tolist())))
    matching = rx.max_weight_matching(graph, max_cardinality=False, weight_fn=lambda x: x)
    # rustworkx returns a set built from a Rust hash set whose order changes from process to
    # process: sort it, so that everything downstream (unpacking ties, plans) is reproducible
    return sorted((min(a, b), max(a, b)) for a, b in matching)


def _all_edges(total: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    a, b = np.triu_indices(total.shape[0], k=1)
    return a, b, total[a, b]


def _matching_method(
    instance: CuckooPackingInstance, *, w: float | None, prune_k: int | None, max_degree: int = PRUNE_MAX_DEGREE,
    budget: Budget | None = None,
) -> MethodResult:
    budget = budget or Budget()
    t0 = time.perf_counter()
    # every pair (exact blossom): the dense tables; pruned: per-type arrays, linear memory
    classes: Sequence[GpuClass | TypeClass] = pair_tables(instance, w) if prune_k is None else pair_types(instance, w)
    build_s = time.perf_counter() - t0
    pairs: list[tuple[str, str]] = []
    edges = 0
    solve_s = 0.0
    weight = 0.0
    windowed = 0
    window = 0  # the widest window used
    passes = 0
    for cls in classes:
        t1 = time.perf_counter()
        if isinstance(cls, GpuClass):
            a, b, wt = _all_edges(cls.total)
        else:
            a, b, wt = pruned_edges(cls, prune_k or PRUNE_K_DEFAULT, max_degree)
        edges += len(a)
        build_s += time.perf_counter() - t1
        t2 = time.perf_counter()
        if isinstance(cls, TypeClass) and len(cls.jobs) > EXACT_MATCHING_MAX_JOBS:
            order = np.lexsort((np.arange(len(cls.jobs)), cls.rest))
            size = match_window(len(cls.jobs))
            window = max(window, size)
            ma, mb, used = window_matching(order, a, b, wt, size, budget.scaled(MATCH_PASSES), workers=budget.threads)
            matched = list(zip(ma.tolist(), mb.tolist()))
            windowed += len(cls.jobs)
            passes += used
        else:
            matched = match_edges(len(cls.jobs), a, b, wt)
        for x, y in matched:
            pairs.append((instance.jobs[cls.jobs[x]].id, instance.jobs[cls.jobs[y]].id))
            weight += _pair_weight(cls, x, y)
        solve_s += time.perf_counter() - t2
    total_s = time.perf_counter() - t0
    own_weights = w is None
    exact = prune_k is None and own_weights
    info: dict[str, Any] = {"edges": edges, "prune_k": prune_k, "w": instance.w if w is None else w}
    if windowed:
        info.update(windowed_jobs=windowed, window=window, window_passes=passes)
    return MethodResult(
        PackingSolution.of(pairs),
        Status.OPTIMAL if exact else Status.FEASIBLE,
        # The matching's weight is the method's claim, cross-checked against
        # the evaluator; for an exact matching it is also the proven optimum.
        bound=weight if exact else None,
        claimed_objective=weight if own_weights else None,
        timings=Timings(build_s=build_s, solve_s=solve_s, total_s=total_s),
        info=info,
    )


def _pair_weight(cls: GpuClass | TypeClass, x: int, y: int) -> float:
    """Eq. 12 of one pair, from either table (equal to the last bit)."""
    if isinstance(cls, GpuClass):
        return float(cls.total[x, y])
    return float(cls.values(np.array([x]), np.array([y]))[0])


def blossom(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """Alg. 3 (DAB): exact maximum weight matching on all admissible pairs,
    edge weights from Eq. 12. Proven optimal, so its objective is also
    reported as the bound."""
    return _matching_method(instance, w=None, prune_k=None)


def blossom_pruned(
    instance: CuckooPackingInstance, budget: Budget, k: int = PRUNE_K_DEFAULT, max_degree: int = PRUNE_MAX_DEGREE
) -> MethodResult:
    """Sec. 6 "pruning": exact matching on a sparse graph of likely partners
    (see :func:`~schedbench.heuristics.cuckoo_pruning.pruned_edges`), built
    in memory linear in the jobs. Above :data:`EXACT_MATCHING_MAX_JOBS` jobs
    of one GPU count the matching is exact window by window
    (:func:`~schedbench.heuristics.cuckoo_pruning.window_matching`, windows
    of :func:`match_window` jobs, at most ``MATCH_PASSES`` x ``budget.work``
    passes), in ``budget.threads`` processes (the same result for any
    number)."""
    return _matching_method(instance, w=None, prune_k=k, max_degree=max_degree, budget=budget)


def muri(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """Muri's efficiency-only packing (Sec. 4.4, "Blossom"): Eq. 12 with w = 1,
    pruned like ``blossom-pruned`` so that it scales to 2,000 jobs; the
    evaluator scores its pairs with the instance's own w."""
    return _matching_method(instance, w=1.0, prune_k=PRUNE_K_DEFAULT, budget=budget)


def greedy(instance: CuckooPackingInstance, budget: Budget) -> MethodResult:
    """Heaviest admissible pair first. A maximal matching built this way
    weighs at least half the maximum (each chosen edge blocks at most two
    heavier-or-equal optimal edges), the classic 1/2-approximation."""
    t0 = time.perf_counter()
    classes = pair_types(instance)
    build_s = time.perf_counter() - t0
    pairs: list[tuple[str, str]] = []
    weight = 0.0
    for cls in classes:
        ga, gb = greedy_pairs(cls)
        for x, y, value in zip(ga.tolist(), gb.tolist(), cls.values(ga, gb).tolist()):
            weight += value
            pairs.append((instance.jobs[cls.jobs[x]].id, instance.jobs[cls.jobs[y]].id))
    total_s = time.perf_counter() - t0
    return MethodResult(
        PackingSolution.of(pairs),
        Status.FEASIBLE,
        claimed_objective=weight,
        timings=Timings(build_s=build_s, solve_s=total_s - build_s, total_s=total_s),
    )


# ===========================================================================
# Execution planning (Sec. 3.3.3): MCHP and the planning baselines of Sec. 4.5.
# ===========================================================================


@dataclass(frozen=True)
class Slots:
    """Candidate (gang, order) slots: gang index, 1-based order, the gang's
    type index and ``base = ready + (order - 1) T_k`` (Eq. 13 without t)."""

    gang: np.ndarray
    order: np.ndarray
    type_idx: np.ndarray
    base: np.ndarray


def candidate_slots(gang_type: np.ndarray, gang_ready: np.ndarray, avg: np.ndarray, n_groups: int) -> Slots:
    """The ``n_groups`` slots of smallest base per GPU type.

    Exact for the assignment: within one type a slot's cost
    ``f_g(base) = base + t_gk + max(0, base + t_gk - D_g)`` is nondecreasing
    in ``base`` for every group. If an assignment used a slot of type k that
    is not among the type's ``n_groups`` smallest bases, one of those is free
    (at most ``n_groups - 1`` other groups) and moving the group there does
    not raise the cost. So an optimum over all ``gangs x n_groups`` slots
    exists within these ``types x n_groups``.
    """
    gangs, orders, types, bases = [], [], [], []
    for k in np.unique(gang_type):
        q = np.flatnonzero(gang_type == k)
        n = np.arange(1, n_groups + 1)
        qq, nn = np.meshgrid(q, n, indexing="ij")
        base = gang_ready[qq] + (nn - 1) * avg[k]
        keep = np.lexsort((qq.ravel(), nn.ravel(), base.ravel()))[:n_groups]
        gangs.append(qq.ravel()[keep])
        orders.append(nn.ravel()[keep])
        types.append(np.full(len(keep), k))
        bases.append(base.ravel()[keep])
    return Slots(np.concatenate(gangs), np.concatenate(orders), np.concatenate(types), np.concatenate(bases))


def mcf_assign(times: np.ndarray, deadlines: np.ndarray, gang_type: np.ndarray, gang_ready: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """MCHP (Sec. 3.3.3): the minimum-cost assignment of groups to slots.

    The paper solves it as a minimum-cost maximum flow on the bipartite
    graph of Fig. 7 (groups -> (GPU, order), unit capacities, costs
    Eq. 13 + 14). Every group is matched, so that flow is exactly a
    rectangular linear assignment problem; scipy's ``linear_sum_assignment``
    solves it exactly and ~500x faster than networkx's min-cost flow
    (DESIGN.md), and a test checks it against a flow solver.
    Returns each group's gang and order.
    """
    avg = times.mean(axis=0)
    slots = candidate_slots(gang_type, gang_ready, avg, times.shape[0])
    cost = slot_costs(times, deadlines, slots.type_idx, slots.base)
    rows, cols = linear_sum_assignment(cost)
    gang = np.empty(times.shape[0], dtype=np.int64)
    order = np.empty(times.shape[0], dtype=np.int64)
    gang[rows], order[rows] = slots.gang[cols], slots.order[cols]
    return gang, order


def list_assign(times: np.ndarray, deadlines: np.ndarray, gang_type: np.ndarray, gang_ready: np.ndarray,
                priority: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """List planning (the FIFO and EDF baselines of Sec. 4.5): groups in
    ``priority`` order, each to the next free order of the gang where its
    Eq. 13 + 14 cost is smallest (ties: lowest gang index)."""
    avg = times.mean(axis=0)
    nxt = np.ones(len(gang_type), dtype=np.int64)
    gang = np.empty(times.shape[0], dtype=np.int64)
    order = np.empty(times.shape[0], dtype=np.int64)
    for g in np.argsort(priority, kind="stable"):
        c1 = gang_ready + (nxt - 1) * avg[gang_type] + times[g, gang_type]
        q = int(np.argmin(c1 + np.maximum(0.0, c1 - deadlines[g])))
        gang[g], order[g] = q, nxt[q]
        nxt[q] += 1
    return gang, order


def _planning_arrays(instance: CuckooPlanningInstance) -> tuple[list[str], np.ndarray, np.ndarray, np.ndarray, list[tuple[str, int]]]:
    types = list(instance.gangs)
    times = np.array([[g.time[t] for t in types] for g in instance.groups], dtype=float)
    deadlines = np.array([np.inf if g.deadline is None else g.deadline for g in instance.groups])
    gangs = [(t, q) for t in types for q in range(instance.gangs[t])]
    gang_type = np.array([types.index(t) for t, _ in gangs], dtype=np.int64)
    return types, times, deadlines, gang_type, gangs


def _plan_method(instance: CuckooPlanningInstance, rule: str) -> MethodResult:
    t0 = time.perf_counter()
    types, times, deadlines, gang_type, gangs = _planning_arrays(instance)
    ready = np.zeros(len(gangs))
    build_s = time.perf_counter() - t0
    if rule == "mcf":
        gang, order = mcf_assign(times, deadlines, gang_type, ready)
    else:
        priority = np.arange(len(instance.groups)) if rule == "fifo" else deadlines
        gang, order = list_assign(times, deadlines, gang_type, ready, priority)
    placements = [Placement(g.id, gangs[q][0], gangs[q][1], int(n)) for g, q, n in zip(instance.groups, gang, order)]
    c1 = (order - 1) * times.mean(axis=0)[gang_type[gang]] + times[np.arange(len(gang)), gang_type[gang]]  # Eq. 13
    cost = float(np.sum(c1 + np.maximum(0.0, c1 - deadlines)))  # + Eq. 14
    total_s = time.perf_counter() - t0
    exact = rule == "mcf"
    return MethodResult(
        PlanningSolution.of(placements),
        Status.OPTIMAL if exact else Status.FEASIBLE,
        bound=cost if exact else None,
        claimed_objective=cost,
        timings=Timings(build_s=build_s, solve_s=total_s - build_s, total_s=total_s),
        info={"rule": rule},
    )


def mcf(instance: CuckooPlanningInstance, budget: Budget) -> MethodResult:
    """MCHP, the paper's planner: exact minimum-cost assignment (Sec. 3.3.3)."""
    return _plan_method(instance, "mcf")


def fifo(instance: CuckooPlanningInstance, budget: Budget) -> MethodResult:
    """Sec. 4.5 FIFO: groups in submission (instance) order, each to its cheapest free slot."""
    return _plan_method(instance, "fifo")


def edf(instance: CuckooPlanningInstance, budget: Budget) -> MethodResult:
    """Sec. 4.5 EDF: earliest deadline first (no deadline last), each to its cheapest free slot."""
    return _plan_method(instance, "edf")


# ===========================================================================
# The joint problem (Eq. 2-10): CUCKOO's pipeline and the baselines of Sec. 4.
# ===========================================================================

#: Queues above this many jobs are packed on the pruned graph of
#: ``blossom-pruned`` (loss below 0.01% on cuckoo-packing, README); smaller
#: ones on every pair.
PRUNE_FROM = 128
#: The scheduler plans in rounds: a round at every multiple of ROUND_S at or
#: after which new jobs have arrived. SYNTHETIC: the paper does not state its
#: scheduling interval; one minute is short next to jobs of 5-60 minutes.
ROUND_S = 60.0
#: Alg. 3 packs at most two jobs per group, which share the group's GPUs.
PAIR_SIZE = 2
#: Sec. 4.6: CUCKOO-Homo "assumes all GPUs are NVIDIA RTX4090".
HOMO_PAPER_TYPE = "RTX 4090"


@dataclass(frozen=True)
class Policy:
    """One scheduler of Sec. 4, as the three choices CUCKOO makes.

    ``packing``: ``dab`` (Alg. 3, Eq. 12 with the instance's w), ``blossom``
    (Muri: w = 1) or ``none``. ``unpacking``: ``hetero`` (Sec. 3.3.4: GPU
    weights relative to the slowest type) or ``count`` (Muri: one per
    gang). ``planner``: ``mcf`` (MCHP, Sec. 3.3.3), ``fifo`` or ``edf``
    (Sec. 4.5). ``homogeneous``: every decision is taken as if each GPU were
    an RTX 4090 (Sec. 4.6); the schedule then runs on the real GPUs.
    """

    packing: str
    unpacking: str
    planner: str
    homogeneous: bool = False


POLICIES: dict[str, Policy] = {
    "cuckoo": Policy("dab", "hetero", "mcf"),
    "none": Policy("none", "hetero", "mcf"),
    "dab-fifo": Policy("dab", "hetero", "fifo"),
    "dab-edf": Policy("dab", "hetero", "edf"),
    "cuckoo-homo": Policy("dab", "hetero", "mcf", homogeneous=True),
    "muri-hetero": Policy("blossom", "count", "mcf"),
    "muri": Policy("blossom", "count", "fifo", homogeneous=True),
}


def pack_pairs(instance: CuckooJointInstance, members: Sequence[int], now: float, *, w: float | None = None,
               gpu_types: Sequence[str] | None = None, memo: EffMemo | None = None
               ) -> tuple[list[tuple[int, int]], list[float]]:
    """Alg. 3 on the waiting jobs ``members`` (indices into ``instance.jobs``):
    the pairs of a maximum-weight matching on Eq. 12 and each pair's
    ``eff_value`` (Eq. 1, on its best GPU type among ``gpu_types``).
    ``memo``: Eq. 1 by pair of job types, shared by calls with the same
    ``gpu_types`` (an online run's rounds), filled in as computed."""
    if len(members) < 2:
        return [], []
    memo = {} if memo is None else memo
    view = instance.packing_view([instance.jobs[i] for i in members], now, gpu_types, w)
    cls = pair_types(view, memo=memo)[0]  # one GPU count per joint instance
    if len(members) <= PRUNE_FROM:
        a, b = all_edges(len(members))
        wt = cls.values(a, b)
    else:
        a, b, wt = pruned_edges(cls, PRUNE_K_DEFAULT, PRUNE_MAX_DEGREE)
    pairs = match_edges(len(members), a, b, wt)
    effs = [memo_eff(view, view.jobs[x], view.jobs[y], memo) for x, y in pairs]  # Eq. 1: by job types only
    return [(members[x], members[y]) for x, y in pairs], effs


def dab_groups(instance: CuckooJointInstance, members: Sequence[int], now: float) -> list[tuple[int, ...]]:
    """DAB packing (Alg. 3) of ``members``: pairs and singles, ordered by
    their first job."""
    pairs, _ = pack_pairs(instance, members, now)
    paired = {i for p in pairs for i in p}
    groups = [tuple(sorted(p)) for p in pairs] + [(i,) for i in members if i not in paired]
    return sorted(groups)


def unpack_target(solo_s: np.ndarray, free_gang_type: np.ndarray, weighted: bool) -> float:
    """The number of groups anti-overpacking aims for (Sec. 3.3.4).

    Muri (``weighted=False``): one group per idle gang. CUCKOO: each idle
    gang counts with its type's weight, "the weight of GPUs with the worst
    performance set to 1 and of other GPUs to the ratio compared with the
    worst one"; the ratio is taken on the waiting jobs' mean standalone time
    per type (``solo_s[job, type]``).
    """
    if not weighted or solo_s.size == 0:
        return float(len(free_gang_type))
    mean = solo_s.mean(axis=0)
    weight = mean.max() / mean
    return float(weight[free_gang_type].sum())


def unpack(pairs: list[tuple[int, int]], effs: list[float], singles: int, target: float) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Split the lowest-efficiency pairs (Eq. 1) until the groups reach ``target``."""
    order = np.argsort(effs, kind="stable")
    groups = len(pairs) + singles
    split: set[int] = set()
    for k in order:
        if groups >= target:
            break
        split.add(int(k))
        groups += 1
    return [p for k, p in enumerate(pairs) if k not in split], [p for k, p in enumerate(pairs) if k in split]


@dataclass
class _Cluster:
    """The gangs as the scheduler sees them: names, type index, and when it
    believes each gang is free (its estimates on the believed GPU type)."""

    names: list[tuple[str, int]]
    gang_type: np.ndarray
    believed_free: np.ndarray


class _Rates:
    """CUCKOO's rate model for the simulation core: the jobs sharing a gang
    form a group that runs ``T_gk`` (Eq. 7, the instance's time model on the
    gang's real GPU type); every member ends at ``s_g + T_gk``."""

    def __init__(self, instance: CuckooJointInstance, durations: "_Durations", gang_type: Sequence[str]):
        self._durations = durations
        self._gang_type = gang_type
        self._gang_of_gpu = [q for q in range(len(gang_type)) for _ in range(instance.gang_size)]

    def duration(self, job: int, gpus: tuple[int, ...], plan: Any, partners: tuple[int, ...]) -> float:
        group = tuple(sorted((job, *partners)))
        return self._durations(group, self._gang_type[self._gang_of_gpu[gpus[0]]])


class _OnlinePolicy:
    """One scheduler of Sec. 4 as a policy of the simulation core.

    At each round (:data:`ROUND_S`) with new arrivals, the scheduler takes
    every waiting job (arrived, not started), packs it (``policy.packing``),
    unpacks against the idle gangs (``policy.unpacking``) and plans every
    group onto (gang, order) slots (``policy.planner``, with each gang's
    expected time until free added to Eq. 13). Each gang then runs its
    planned groups back to back on the real GPUs: a group starts when the
    gang's previous group ends. A new round drops the plan: the groups not
    started by then return their jobs to the queue, to be packed and planned
    again. With all jobs at time 0 this is one pass of the paper's
    pipeline: pack, unpack, plan, list-schedule.
    """

    def __init__(self, instance: CuckooJointInstance, policy: Policy, cl: _Cluster, durations: "_Durations",
                 homo: str | None):
        self.instance, self.policy, self.cl, self.durations = instance, policy, cl, durations
        self.belief = (lambda t: homo) if homo else (lambda t: t)
        self.pack_types = [homo] if homo else None
        self.waiting: list[int] = []
        self.rounds: set[float] = set()
        self.plan: list[deque[int]] = [deque() for _ in cl.names]
        self.groups: list[tuple[int, ...]] = []
        self.believed = np.zeros((0, 0))
        self.scheduled: list[ScheduledGroup] = []
        self.stats = {"rounds": 0.0, "unpacked_pairs": 0.0}
        self.eff_memo: EffMemo = {}  # Eq. 1 by pair of job types: the same in every round

    def decide(self, sim: Simulation, t: float, arrived: Sequence[int], finished: Sequence[int]) -> None:
        jobs = self.instance.jobs
        for i in arrived:
            self.waiting.append(i)
            r = max(math.ceil(jobs[i].arrival / ROUND_S - 1e-12) * ROUND_S, t)
            if r not in self.rounds:
                self.rounds.add(r)
                sim.wake_at(r)
        if t in self.rounds:
            self.rounds.discard(t)
            self.stats["rounds"] += 1
            groups = _round_groups(self.instance, self.policy, self.waiting, t, self.cl, self.belief,
                                   self.pack_types, self.stats, self.durations, self.eff_memo)
            self._replan(groups, t)
        self._run(sim, t)

    def _replan(self, groups: list[tuple[int, ...]], t: float) -> None:
        instance, cl, policy = self.instance, self.cl, self.policy
        jobs = instance.jobs
        types = list(instance.gangs)
        members = [[jobs[i] for i in g] for g in groups]
        believed = np.array([[self.durations(g, self.belief(ty)) for ty in types] for g in groups])
        deadlines = np.array([min((j.deadline for j in m if j.deadline is not None), default=math.inf) - t for m in members])
        ready = np.maximum(cl.believed_free - t, 0.0)
        if policy.planner == "mcf":
            gang, order = mcf_assign(believed, deadlines, cl.gang_type, ready)
        else:
            if policy.planner == "fifo":
                priority = np.array([min(j.arrival for j in m) + 1e-9 * min(g) for m, g in zip(members, groups)])
            else:
                priority = deadlines
            gang, order = list_assign(believed, deadlines, cl.gang_type, ready, priority)
        self.groups, self.believed = groups, believed
        self.plan = [deque(sorted(np.flatnonzero(gang == q).tolist(), key=lambda g: order[g])) for q in range(len(cl.names))]

    def _run(self, sim: Simulation, t: float) -> None:
        """Start the next planned group on every idle gang."""
        cl, size = self.cl, self.instance.gang_size
        started: set[int] = set()
        for q, queue in enumerate(self.plan):
            if not queue or sim.free[q] < size:
                continue
            g = queue.popleft()
            group = self.groups[g]
            gpus = sim.start(group[0], per_node=[(q, size)])
            for i in group[1:]:
                sim.start(i, gpus=gpus)  # the pair shares the gang (Alg. 3)
            ty = cl.names[q][0]
            self.scheduled.append(ScheduledGroup(tuple(self.instance.jobs[i].id for i in group), ty, float(t)))
            cl.believed_free[q] = t + self.believed[g, cl.gang_type[q]]
            started.update(group)
        if started:
            self.waiting = [i for i in self.waiting if i not in started]


def simulate(instance: CuckooJointInstance, policy: Policy) -> tuple[JointSchedule, dict[str, float]]:
    """Run ``policy`` online on the instance (:class:`_OnlinePolicy` on the
    simulation core, one node per gang, two jobs at most per GPU) and return
    the schedule it produces.

    The scheduler's estimates (group times) come from the instance's time
    model on the believed GPU type (the real one, or the RTX 4090 stand-in
    for ``homogeneous``); the schedule runs with the real times.
    """
    real_types = list(instance.gangs)
    homo = instance.metadata.get("gpu_stand_ins", {}).get(HOMO_PAPER_TYPE) if policy.homogeneous else None
    if policy.homogeneous and homo not in real_types:
        homo = max(real_types, key=lambda t: instance.gangs[t])  # the most common type stands in
    names = [(t, q) for t in real_types for q in range(instance.gangs[t])]
    cl = _Cluster(names, np.array([real_types.index(t) for t, _ in names]), np.zeros(len(names)))
    durations = _Durations(instance)
    cluster = Cluster(tuple(Node(instance.gang_size, t) for t, _ in names), max_share=PAIR_SIZE)
    jobs = [SimJob(j.arrival, j.num_gpus, j.deadline) for j in instance.jobs]
    online = _OnlinePolicy(instance, policy, cl, durations, homo)
    Simulation(cluster, jobs, _Rates(instance, durations, [t for t, _ in names])).run(online)
    return JointSchedule.of(online.scheduled), online.stats


def _round_groups(instance, policy, waiting, t, cl, belief, pack_types, stats, durations,
                  eff_memo: EffMemo) -> list[tuple[int, ...]]:
    if policy.packing == "none":
        return [(i,) for i in sorted(waiting)]
    w = 1.0 if policy.packing == "blossom" else None
    members = sorted(waiting)  # a fixed order: sums over a set's order vary with PYTHONHASHSEED
    pairs, effs = pack_pairs(instance, members, t, w=w, gpu_types=pack_types, memo=eff_memo)
    paired = {i for p in pairs for i in p}
    singles = [(i,) for i in members if i not in paired]
    free = cl.gang_type[cl.believed_free <= t]
    types = list(instance.gangs)
    solo = np.array([[durations((i,), belief(ty)) for ty in types] for i in members])
    target = unpack_target(solo, free, weighted=policy.unpacking == "hetero" and pack_types is None)
    kept, split = unpack(pairs, effs, len(singles), target)
    stats["unpacked_pairs"] += len(split)
    return sorted([tuple(sorted(p)) for p in kept] + singles + [(i,) for p in split for i in sorted(p)])


class _Durations:
    """``T_gk`` of a group of job indices on a type, memoised for one run."""

    def __init__(self, instance: CuckooJointInstance) -> None:
        self._instance = instance
        self._memo: dict[tuple[tuple[int, ...], str], float] = {}

    def __call__(self, group: tuple[int, ...], gpu_type: str) -> float:
        key = (group, gpu_type)
        if key not in self._memo:
            self._memo[key] = self._instance.group_duration([self._instance.jobs[i] for i in group], gpu_type)
        return self._memo[key]


def _joint_method(instance: CuckooJointInstance, name: str) -> MethodResult:
    t0 = time.perf_counter()
    schedule, stats = simulate(instance, POLICIES[name])
    total_s = time.perf_counter() - t0
    return MethodResult(schedule, Status.FEASIBLE, timings=Timings(solve_s=total_s, total_s=total_s),
                        info={"policy": name, **stats})


def joint_cuckoo(instance: CuckooJointInstance, budget: Budget) -> MethodResult:
    """CUCKOO: DAB packing, heterogeneity-aware anti-overpacking, MCHP planning."""
    return _joint_method(instance, "cuckoo")


def joint_none(instance: CuckooJointInstance, budget: Budget) -> MethodResult:
    """Table 12 "None": no packing, the rest as CUCKOO."""
    return _joint_method(instance, "none")


def joint_dab_fifo(instance: CuckooJointInstance, budget: Budget) -> MethodResult:
    """Table 13 "FIFO": DAB packing, FIFO planning."""
    return _joint_method(instance, "dab-fifo")


def joint_dab_edf(instance: CuckooJointInstance, budget: Budget) -> MethodResult:
    """Table 13 "EDF": DAB packing, EDF planning."""
    return _joint_method(instance, "dab-edf")


def joint_cuckoo_homo(instance: CuckooJointInstance, budget: Budget) -> MethodResult:
    """Table 14 "CUCKOO-Homo": CUCKOO deciding as if every GPU were an RTX 4090."""
    return _joint_method(instance, "cuckoo-homo")


def joint_muri_hetero(instance: CuckooJointInstance, budget: Budget) -> MethodResult:
    """Table 14 "Muri-Hetero": Muri's packing (w = 1, count unpacking) with MCHP planning."""
    return _joint_method(instance, "muri-hetero")


def joint_muri(instance: CuckooJointInstance, budget: Budget) -> MethodResult:
    """Table 14 "Muri": Muri's packing, FIFO planning, blind to GPU types."""
    return _joint_method(instance, "muri")


# ---------------------------------------------------------------------------
# A reference heuristic that is not from the paper
# ---------------------------------------------------------------------------

#: ``list-ect`` pairs two jobs only when their interleaving efficiency
#: (T_i + T_j) / T_ij on the gang's type exceeds this.
LIST_ECT_MIN_EFF = 1.1


def joint_list_ect(instance: CuckooJointInstance, budget: Budget) -> MethodResult:
    """``list-ect``: offline list scheduling by earliest completion time.

    Not from the paper: a reference that knows every arrival in advance (as
    the exact MILP does), so that gaps to the best heuristic and certified
    gaps are not set by the paper's online policies alone. Gangs are the
    machines of Eq. 5 (``M_k // m`` per type). Repeatedly, over every
    unscheduled job j and gang q, take the pair with the earliest completion
    ``max(free_q, a_j) + T_jk`` (Eq. 6-7; the min-min rule, SPT-like for
    sum C_j). Then pair j on q with the unscheduled job i that lowers the two
    jobs' completion sum most against running j and then i on q, if the
    pair's efficiency exceeds :data:`LIST_ECT_MIN_EFF` and the sum drops
    (both end at the group's end, Eq. 7-8). Deadlines are ignored.
    O(N^2 Q) for N jobs and Q gangs.
    """
    from schedbench.perfmodels.cuckoo import joint_pair_times as joint_pair_tables

    t0 = time.perf_counter()
    jobs = instance.jobs
    n = len(jobs)
    a = np.array([j.arrival for j in jobs], dtype=float)
    types = list(instance.gangs)
    tables = [joint_pair_tables(instance, k) for k in types]
    single = np.array([t[0] for t in tables])
    gang_type = np.array([ki for ki, k in enumerate(types) for _ in range(instance.gangs[k])], dtype=np.int64)
    free = np.zeros(len(gang_type))
    left = np.ones(n, dtype=bool)
    groups: list[ScheduledGroup] = []
    pairs = 0
    while left.any():
        idx = np.nonzero(left)[0]
        start = np.maximum(free[:, None], a[idx][None, :])
        end = start + single[gang_type][:, idx]
        q, pos = np.unravel_index(int(np.argmin(end)), end.shape)
        j, k = int(idx[pos]), int(gang_type[q])
        members, s, e = (j,), float(start[q, pos]), float(end[q, pos])
        rest = idx[idx != j]
        if len(rest):
            pair = tables[k][1][j, rest]
            p_start = np.maximum(free[q], np.maximum(a[rest], a[j]))
            p_end = p_start + pair
            eff = (single[k, j] + single[k, rest]) / pair
            gain = np.where(eff > LIST_ECT_MIN_EFF, e + np.maximum(e, a[rest]) + single[k, rest] - 2.0 * p_end, -np.inf)
            m = int(np.argmax(gain))
            if gain[m] > 0.0:
                members, s, e = (j, int(rest[m])), float(p_start[m]), float(p_end[m])  # type: ignore[assignment]  # a pair
                pairs += 1
        groups.append(ScheduledGroup(tuple(jobs[x].id for x in members), types[k], s))
        free[q] = e
        left[list(members)] = False
    total_s = time.perf_counter() - t0
    return MethodResult(JointSchedule.of(groups), Status.FEASIBLE, timings=Timings(solve_s=total_s, total_s=total_s),
                        info={"policy": "list-ect", "pairs": pairs})


# ---------------------------------------------------------------------------
# ``list-ls``: list schedules improved by local search (not the paper's)
# ---------------------------------------------------------------------------

#: ``list-ls``'s work budget at ``Budget.work = 1``: this many decodings
#: (schedule evaluations) per job (measured in the README's `cuckoo-joint`
#: section) ...
LIST_LS_EVALS_PER_JOB = 600
#: ... and at most this many group placements in all (a decoding places the
#: groups from the first position its move changes until the end, or until
#: its cost passes the current one; CPU time is about proportional to them,
#: about 1 microsecond each on the 2-core reference machine, less where the
#: decoder replays a tail, :meth:`_ListDecoder.decode`): 600 decodings
#: per job fit up to about 128 jobs, above that this cap binds. Its only
#: other stop is the safety cap on CPU time (:class:`~schedbench.contracts.TimeCap`
#: on ``time_limit_s``).
LIST_LS_PLACEMENTS = 6_000_000
#: The local search checks its time cap every this many decodings.
LIST_LS_CAP_EVERY = 64
#: Candidate partners kept per job for the pair moves: the most efficient on
#: the job's best GPU type among jobs whose standalone time is within a factor
#: :data:`LIST_LS_LENGTH_RATIO` of its own.
LIST_LS_PARTNERS = 8
#: See :data:`LIST_LS_PARTNERS`.
LIST_LS_LENGTH_RATIO = 3.0
#: A relocate move moves a group at most this many positions in the list.
LIST_LS_WINDOW = 24


@dataclass(frozen=True)
class _JointTables:
    """Per-type group times of every single and pair (Eq. 7), the jobs'
    arrivals and deadlines, and each gang's type (Eq. 5: ``M_k // m`` gangs
    of type k)."""

    single: np.ndarray  # (K, N)
    pair: np.ndarray  # (K, N, N), inf on the diagonal
    arrival: np.ndarray  # (N,)
    deadline: np.ndarray  # (N,), inf without a deadline
    gang_type: np.ndarray  # (Q,)
    w_jct: float  # alpha / (N V1_UNIT_S): Eq. 8 weight per second of JCT
    w_late: float  # beta / N: Eq. 9 weight per late job


def _joint_tables(instance: CuckooJointInstance) -> _JointTables:
    from schedbench.instances.cuckoo import V1_UNIT_S
    from schedbench.perfmodels.cuckoo import joint_pair_times as joint_pair_tables

    types = list(instance.gangs)
    tables = [joint_pair_tables(instance, k) for k in types]
    n = instance.size
    return _JointTables(
        single=np.array([t[0] for t in tables]), pair=np.array([t[1] for t in tables]),
        arrival=np.array([j.arrival for j in instance.jobs], dtype=float),
        deadline=np.array([math.inf if j.deadline is None else j.deadline for j in instance.jobs], dtype=float),
        gang_type=np.array([ki for ki, k in enumerate(types) for _ in range(instance.gangs[k])], dtype=np.int64),
        w_jct=instance.alpha / (n * V1_UNIT_S), w_late=instance.beta / n,
    )


class _ListDecoder:
    """Serial list scheduling of a sequence of groups (the decoder that
    ``list-ls`` searches over): each group in turn goes to the GPU type
    where it ends first, ``max(free, r_g) + T_gk`` (Eq. 6-7; ties: the
    first type), on one of that type's gangs, which is busy until then
    (Eq. 5). Gangs of a type are interchangeable (Eq. 5 counts GPUs), so a
    type is its sorted list of gang free times: the group ends first on its
    earliest-free gang, and when several gangs are free by ``r_g`` it takes
    the one freed last (best fit: the earlier-free gangs stay for groups
    released earlier). The score is Eq. 10 summed over jobs with group-end
    completions (Eq. 8-9), the evaluator's V. Keeps the types' free times
    before each position, so a change at position p re-decodes from p only;
    counts the groups it places (:attr:`placements`, the search's unit of
    work; replayed ones included, :attr:`replayed` counts those apart)."""

    def __init__(self, t: _JointTables):
        self.t = t
        self.type_gangs = np.bincount(t.gang_type, minlength=t.single.shape[0]).tolist()
        self.single = t.single.tolist()
        self.arrival = t.arrival.tolist()
        self.deadline = t.deadline.tolist()
        self.placements = 0
        self.replayed = 0
        self._pair: dict[tuple[int, int], list[float]] = {}
        self._data: dict[tuple[int, ...], tuple[float, list[float], float, float, float, float]] = {}

    def times(self, g: tuple[int, ...]) -> list[float]:
        """``T_gk`` per type k."""
        if len(g) == 1:
            return [s[g[0]] for s in self.single]
        key = (min(g), max(g))
        if key not in self._pair:
            self._pair[key] = [float(p) for p in self.t.pair[:, key[0], key[1]]]
        return self._pair[key]

    def group_cost(self, g: tuple[int, ...], end: float) -> float:
        t = self.t
        return sum(t.w_jct * (end - self.arrival[j]) + (t.w_late if end >= self.deadline[j] else 0.0) for j in g)

    def data(self, g: tuple[int, ...]) -> tuple[float, list[float], float, float, float, float]:
        """Group ``g``'s release r_g, time per type, JCT weight x |g|, JCT
        weight x sum of arrivals, and its two deadlines (inf for a single's
        second), cached: the decoder's inner loop reads only these."""
        d = self._data.get(g)
        if d is None:
            t = self.t
            dl = sorted(self.deadline[j] for j in g) + [math.inf]
            d = (max(self.arrival[j] for j in g), self.times(g), t.w_jct * len(g),
                 t.w_jct * sum(self.arrival[j] for j in g), dl[0], dl[1])
            self._data[g] = d
        return d

    def decode(self, seq: list[tuple[int, ...]], start: int = 0, free0: Sequence[Sequence[float]] | None = None,
               cost0: float = 0.0, record: bool = False, cutoff: float = math.inf, old: "_Decoded | None" = None,
               tail: int = 0, shift: int = 0):
        """Decode ``seq[start:]`` from the types' sorted gang free times
        ``free0`` (all 0 by default) and prefix cost ``cost0``. Returns
        (total cost, per-position (type, start) list, per-position
        free-time snapshots, per-position prefix costs) when ``record``,
        else the cost alone; without ``record`` it stops at inf once the
        prefix cost passes ``cutoff`` (every group's cost is positive, so
        the total would too).

        ``old`` (a :meth:`trace` of an earlier sequence) with ``tail`` and
        ``shift`` says that ``seq[i] == old_seq[i - shift]`` for ``i >=
        tail``: from there, once the gang free times equal ``old``'s before
        position ``i - shift``, every later decision is the one ``old``
        made (the decoder is a function of the free times and the groups to
        come), so the rest of the cost is ``old``'s additions replayed in
        the same order (bit for bit the same sums), counted as placements
        as if placed (the work budget is unchanged)."""
        if not record:
            return self._cost(seq, start, free0, cost0, cutoff, old, tail, shift)
        out = self._trace(seq, start, free0, cost0, old, tail, shift)
        return out.cost, out.places, out.frees, out.costs

    def trace(self, seq: list[tuple[int, ...]], start: int = 0, free0: Sequence[Sequence[float]] | None = None,
              cost0: float = 0.0, old: "_Decoded | None" = None, tail: int = 0, shift: int = 0) -> "_Decoded":
        """:meth:`decode` with ``record``, as a :class:`_Decoded` (with the
        per-position additions that :meth:`decode`'s ``old`` replays)."""
        return self._trace(seq, start, free0, cost0, old, tail, shift)

    def _cost(self, seq: list[tuple[int, ...]], start: int, free0: Sequence[Sequence[float]] | None, cost0: float,
              cutoff: float, old: "_Decoded | None", tail: int, shift: int) -> float:
        """:meth:`decode` without ``record``: :meth:`_trace`'s loop with the
        same decisions, sums and counts, specialised because the local
        search spends nearly all its placements here (about 13% faster
        than the general loop on 128 and 521 jobs)."""
        free = [list(f) for f in free0] if free0 is not None else [[0.0] * q for q in self.type_gangs]
        cost = cost0
        w_late = self.t.w_late
        data, cache = self.data, self._data
        lanes = [(k, lane) for k, lane in enumerate(free) if lane]
        first = free[0]
        n = len(seq)
        check_from = n if old is None else max(tail, start)
        for i in range(start, n):
            if i >= check_from and old is not None and free == old.frees[i - shift]:
                j = i - shift  # the same state and the same groups to come: replay old's additions
                self.replayed += len(old.adds) - j
                placed = i - start
                for a, b in old.adds[j:]:
                    placed += 1
                    cost += a
                    cost += b
                    if cost > cutoff:
                        self.placements += placed
                        return math.inf
                self.placements += placed
                return cost
            d = cache.get(seq[i]) or data(seq[i])
            r, tg = d[0], d[1]
            best_lane, best_e = first, math.inf  # as _trace: type 0 unless a type ends first
            for k, lane in lanes:
                f = lane[0]
                e = (f if f > r else r) + tg[k]
                if e < best_e:
                    best_lane, best_e = lane, e
            if best_lane[0] > r:  # every gang of the type is busy at r_g: the earliest-free one
                del best_lane[0]
            else:  # best fit among the gangs free by r_g
                del best_lane[bisect.bisect_right(best_lane, r) - 1]
            bisect.insort(best_lane, best_e)
            cost += d[2] * best_e - d[3]
            if best_e >= d[4]:  # _trace adds 0.0 otherwise, which leaves the sum as it is
                cost += w_late * (2.0 if best_e >= d[5] else 1.0)
            if cost > cutoff:
                self.placements += i - start + 1
                return math.inf
        self.placements += n - start
        return cost

    def _trace(self, seq: list[tuple[int, ...]], start: int, free0: Sequence[Sequence[float]] | None, cost0: float,
               old: "_Decoded | None", tail: int, shift: int) -> "_Decoded":
        """The decoder's loop, recording (:meth:`trace`; :meth:`_cost` is
        the same loop without the record)."""
        free = [list(f) for f in free0] if free0 is not None else [[0.0] * q for q in self.type_gangs]
        cost = cost0
        places: list[tuple[int, float]] = []
        frees: list[list[list[float]]] = []
        costs: list[float] = []
        adds: list[tuple[float, float]] = []
        w_late = self.t.w_late
        data, cache = self.data, self._data
        types = [k for k, lane in enumerate(free) if lane]
        placed = 0
        check_from = len(seq) if old is None else max(tail, start)
        for i in range(start, len(seq)):
            if i >= check_from and old is not None and free == old.frees[i - shift]:
                j = i - shift  # the same state and the same groups to come: replay old's additions
                self.replayed += len(old.adds) - j
                for a, b in old.adds[j:]:
                    costs.append(cost)
                    cost += a
                    cost += b
                frees.extend(old.frees[j:])
                places.extend(old.places[j:])
                adds.extend(old.adds[j:])
                placed += len(old.adds) - j
                break
            g = seq[i]
            frees.append([lane[:] for lane in free])
            costs.append(cost)
            placed += 1
            d = cache.get(g) or data(g)
            r, tg = d[0], d[1]
            best_k, best_e = 0, math.inf
            for k in types:
                f = free[k][0]
                e = (f if f > r else r) + tg[k]
                if e < best_e:
                    best_k, best_e = k, e
            lane = free[best_k]
            if lane[0] > r:  # every gang of the type is busy at r_g: the earliest-free one
                s0 = lane.pop(0)
            else:  # best fit among the gangs free by r_g
                s0 = r
                del lane[bisect.bisect_right(lane, r) - 1]
            bisect.insort(lane, best_e)
            a = d[2] * best_e - d[3]
            b = w_late * (2.0 if best_e >= d[5] else 1.0) if best_e >= d[4] else 0.0
            cost += a
            cost += b  # adding 0.0 leaves the sum as it was
            places.append((best_k, s0))
            adds.append((a, b))
        self.placements += placed
        return _Decoded(cost, places, frees, costs, adds)


@dataclass(frozen=True)
class _Decoded:
    """A recorded decoding (:meth:`_ListDecoder.trace`) of positions
    ``start..`` of a sequence: the total cost and, per position, the
    (type, start) it got, the gang free times and the prefix cost before
    it, and the two amounts it added to the cost (its Eq. 8 JCT term and
    its Eq. 9 lateness term, 0.0 when on time)."""

    cost: float
    places: list[tuple[int, float]]
    frees: list[list[list[float]]]
    costs: list[float]
    adds: list[tuple[float, float]]


def _partner_candidates(t: _JointTables, limit: int = LIST_LS_PARTNERS) -> list[list[int]]:
    """Per job, up to ``limit`` partners with the highest interleaving
    efficiency (T_i + T_j) / T_ij (> 1) on any type, among jobs whose
    fastest standalone time is within :data:`LIST_LS_LENGTH_RATIO` of its own."""
    fast = t.single.min(axis=0)
    eff = ((t.single[:, :, None] + t.single[:, None, :]) / t.pair).max(axis=0)
    ratio = np.maximum.outer(fast, fast) / np.minimum.outer(fast, fast)
    eff = np.where((ratio <= LIST_LS_LENGTH_RATIO) & (eff > 1.0), eff, 0.0)
    np.fill_diagonal(eff, 0.0)
    out = []
    for j in range(len(fast)):
        order = np.argsort(-eff[j], kind="stable")[:limit]
        out.append([int(i) for i in order if eff[j, i] > 0.0])
    return out


#: ``list-ls``'s constructive starts pair jobs whose fastest standalone times
#: are within this factor of each other ...
LIST_LS_PAIR_RATIO = 2.0
#: ... at these least interleaving efficiencies (one start each).
LIST_LS_PAIR_EFFS = (1.1, 1.2, 1.3)


def _efficiency_pairs(t: _JointTables, min_eff: float, ratio: float = LIST_LS_PAIR_RATIO) -> list[tuple[int, ...]]:
    """Groups from a greedy matching by interleaving efficiency
    ``max_k (T_ik + T_jk) / T_ijk`` above ``min_eff`` among jobs whose fastest
    standalone times are within ``ratio`` of each other; the rest single."""
    fast = t.single.min(axis=0)
    eff = ((t.single[:, :, None] + t.single[:, None, :]) / t.pair).max(axis=0)
    near = np.maximum.outer(fast, fast) <= ratio * np.minimum.outer(fast, fast)
    i, j = np.nonzero(np.triu(near & (eff > min_eff), k=1))
    order = np.lexsort((j, i, -eff[i, j]))
    used = np.zeros(len(fast), dtype=bool)
    groups: list[tuple[int, ...]] = []
    for x, y in zip(i[order].tolist(), j[order].tolist()):
        if not used[x] and not used[y]:
            used[x] = used[y] = True
            groups.append((x, y))
    return groups + [(x,) for x in range(len(fast)) if not used[x]]


def _smith_dispatch(dec: "_ListDecoder", groups: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """Dispatch fixed groups in the min-min way of ``list-ect``, keyed by
    ``start + T_gk / |g|`` (Smith's ratio: a pair counts its time once for
    two jobs) over every unscheduled group and gang; returns the groups in
    start order (the sequence the decoder takes)."""
    t = dec.t
    times = np.array([dec.times(g) for g in groups])[:, t.gang_type]  # (G, Q)
    release = np.array([max(t.arrival[j] for j in g) for g in groups])
    size = np.array([len(g) for g in groups], dtype=float)
    free = np.zeros(len(t.gang_type))
    left = np.ones(len(groups), dtype=bool)
    started = np.zeros(len(groups))
    while left.any():
        idx = np.nonzero(left)[0]
        start = np.maximum(free[None, :], release[idx][:, None])
        p, q = np.unravel_index(int(np.argmin(start + times[idx] / size[idx][:, None])), start.shape)
        g = int(idx[p])
        started[g] = start[p, q]
        free[q] = start[p, q] + times[g, q]
        left[g] = False
    return [groups[g] for g in np.argsort(started, kind="stable")]


#: Move mix of :func:`_move` (cumulative shares): relocate a group, swap two
#: groups, move a block of consecutive groups, merge into a pair; the rest
#: split a pair (a single drawn there is relocated instead).
LIST_LS_MOVES = (0.3, 0.5, 0.6, 0.85)
#: A block move takes 2 to this many consecutive groups.
LIST_LS_BLOCK = 4


def _move(seq: list[tuple[int, ...]], pos: dict[int, int], partners: list[list[int]], rng: np.random.Generator,
          window: int) -> tuple[list[tuple[int, ...]], int] | None:
    """One random neighbour of ``seq`` and the first position it changes, or
    None: :func:`_neighbour` without its tail."""
    nb = _neighbour(seq, pos, partners, rng, window)
    return None if nb is None else (nb[0], nb[1])


def _neighbour(seq: list[tuple[int, ...]], pos: dict[int, int], partners: list[list[int]], rng: np.random.Generator,
               window: int) -> tuple[list[tuple[int, ...]], int, int, int] | None:
    """One random neighbour ``new`` of ``seq`` as ``(new, lo, tail, shift)``,
    or None: relocate a group, swap two groups, move a block of consecutive
    groups (all within ``window`` positions), merge two jobs into a pair
    (from singles, or exchanging partners between two pairs), or split a
    pair. Shares: :data:`LIST_LS_MOVES`. ``new[:lo] == seq[:lo]`` and
    ``new[i] == seq[i - shift]`` for every ``i >= tail`` (the decoder's
    replay, :meth:`_ListDecoder.decode`)."""
    n_groups = len(seq)
    kind = rng.random()
    p = int(rng.integers(n_groups))
    g = seq[p]
    if kind >= LIST_LS_MOVES[3] and len(g) == 1:
        kind = 0.0  # no pair to split: relocate
    if kind < LIST_LS_MOVES[2]:  # relocate, swap or block move within the window
        q = min(max(p + int(rng.integers(-window, window + 1)), 0), n_groups - 1)
        if q == p:
            return None
        new = list(seq)
        if kind < LIST_LS_MOVES[0]:
            new.insert(q, new.pop(p))
            return new, min(p, q), max(p, q) + 1, 0
        if kind < LIST_LS_MOVES[1]:
            new[p], new[q] = new[q], new[p]
            return new, min(p, q), max(p, q) + 1, 0
        size = int(rng.integers(2, LIST_LS_BLOCK + 1))
        block = new[p:p + size]
        del new[p:p + size]
        q = min(q, len(new))
        new[q:q] = block
        return new, min(p, q), max(p, q) + len(block), 0
    j = g[int(rng.integers(len(g)))]
    if kind < LIST_LS_MOVES[3]:  # merge j's group into a pair with a candidate partner
        if not partners[j]:
            return None
        i = partners[j][int(rng.integers(len(partners[j])))]
        p2 = pos[i]
        h = seq[p2]
        if p2 == p:
            return None
        new = list(seq)
        rest = [x for x in g if x != j] + [x for x in h if x != i]
        lo, hi = min(p, p2), max(p, p2)
        new[lo] = (min(i, j), max(i, j))
        del new[hi]
        if rest:  # the partners left behind form a group where the later group was
            new.insert(hi, (min(rest), max(rest)) if len(rest) == 2 else (rest[0],))
            return new, lo, hi + 1, 0
        return new, lo, hi, -1
    new = list(seq)  # split the pair in place
    new[p:p + 1] = [(g[0],), (g[1],)] if rng.random() < 0.5 else [(g[1],), (g[0],)]
    return new, p, p + 2, 1


#: Iterated local search: after this many decodings per group without a
#: strict improvement, the search restarts from the best sequence so far ...
LIST_LS_STALL_PER_GROUP = 30
#: ... perturbed by this many random moves, taken whatever they cost.
LIST_LS_KICK = 8


def _local_search(dec: _ListDecoder, seq: list[tuple[int, ...]], partners: list[list[int]], rng: np.random.Generator,
                  max_evals: int, max_placements: int, cap: TimeCap) -> tuple[list[tuple[int, ...]], float, int, int]:
    """Iterated local search from ``seq``: a random-neighbourhood descent
    (:func:`_neighbour`; equal moves accepted, so it walks plateaus), restarted
    from the best sequence so far with :data:`LIST_LS_KICK` random moves
    after :data:`LIST_LS_STALL_PER_GROUP` x (groups) decodings without a
    strict improvement. Stops after ``max_evals`` decodings or
    ``max_placements`` group placements of the decoder (the work budget:
    the same sequence on any machine), or at the safety ``cap``
    (CPU time, checked every :data:`LIST_LS_CAP_EVERY` decodings; the
    caller reports it). Returns the best sequence,
    its cost, the decodings made and the restarts. A candidate's decoding stops as soon as
    its prefix cost passes the current cost (:meth:`_ListDecoder.decode`'s
    cutoff), and replays the current decoding's tail once the gang free
    times meet it again (its ``old``): neither changes a decision, a cost
    or the placements counted."""
    stop_at = dec.placements + max_placements
    cur = dec.trace(seq)
    best_seq, best = seq, cur.cost
    pos = {j: p for p, g in enumerate(seq) for j in g}
    evals = since = restarts = 0
    while evals < max_evals and dec.placements < stop_at and (evals % LIST_LS_CAP_EVERY or not cap.reached()):
        if since > LIST_LS_STALL_PER_GROUP * len(seq):
            seq = best_seq
            for _ in range(LIST_LS_KICK):
                kick = _move(seq, {j: p for p, g in enumerate(seq) for j in g}, partners, rng, LIST_LS_WINDOW)
                if kick is not None:
                    seq = kick[0]
            cur = dec.trace(seq)
            pos = {j: p for p, g in enumerate(seq) for j in g}
            since = 0
            restarts += 1
        nb = _neighbour(seq, pos, partners, rng, LIST_LS_WINDOW)
        evals += 1
        since += 1
        if nb is None:
            continue
        new, lo, tail, shift = nb
        cost = cur.cost
        if dec.decode(new, lo, cur.frees[lo], cur.costs[lo], cutoff=cost + 1e-12, old=cur, tail=tail,
                      shift=shift) <= cost + 1e-12:
            nxt = dec.trace(new, lo, cur.frees[lo], cur.costs[lo], old=cur, tail=tail, shift=shift)
            if nxt.cost < cost - 1e-12:
                since = 0
            seq = new
            cur = _Decoded(nxt.cost, cur.places[:lo] + nxt.places, cur.frees[:lo] + nxt.frees,
                           cur.costs[:lo] + nxt.costs, cur.adds[:lo] + nxt.adds)
            pos = {j: p for p, g in enumerate(seq) for j in g}
            if cur.cost < best:
                best_seq, best = seq, cur.cost
    return best_seq, best, evals, restarts


def joint_list_ls(instance: CuckooJointInstance, budget: Budget) -> MethodResult:
    """``list-ls``: offline list schedules improved by local search.

    Not from the paper: a stronger offline reference than
    ``list-ect`` for certified gaps; it knows every arrival, as the MILP
    does. A solution is a sequence of groups (singles and pairs, Alg. 3)
    decoded by serial earliest-completion list scheduling on gangs
    (:class:`_ListDecoder`, Eq. 5-7) and scored by Eq. 8-10 with group-end
    completions (the evaluator's V). Starts: ``list-ect``'s groups in start
    order, and greedy pairings by interleaving efficiency with the groups
    dispatched by Smith's ratio (:func:`_efficiency_pairs`,
    :func:`_smith_dispatch`). From the
    better, an iterated random-neighbourhood descent (:func:`_local_search`:
    relocate, swap, move a block, merge into a pair, split a pair; partners
    among each job's :data:`LIST_LS_PARTNERS` most efficient of similar
    length; restarts from the best with a few random moves when it stalls)
    runs for its work budget, :data:`LIST_LS_EVALS_PER_JOB` x N decodings
    or :data:`LIST_LS_PLACEMENTS` group placements, whichever comes first,
    both times ``budget.work``, seeded by ``budget.seed``: the schedule
    depends on the instance, the seed and the work alone, on any machine.
    A safety cap on CPU time (``budget.time_limit_s``) stops it earlier only
    on a machine far slower than the budget was sized for, and says so
    (``info["stopped_at_time_cap"]``). Returns the best of that and
    ``list-ect``'s own schedule (never worse than ``list-ect``). Deadlines
    enter only through the score (Eq. 9).
    """
    return list_ls(instance, seed=budget.seed, max_evals=budget.scaled(LIST_LS_EVALS_PER_JOB * instance.size),
                   max_placements=budget.scaled(LIST_LS_PLACEMENTS), cap=TimeCap(budget.time_limit_s))


def _decoded_schedule(instance: CuckooJointInstance, dec: _ListDecoder, seq: list[tuple[int, ...]]) -> JointSchedule:
    """The schedule the decoder builds from ``seq``: each group on its gang at its start."""
    _, places, _, _ = dec.decode(seq, record=True)
    types = list(instance.gangs)
    jobs = instance.jobs
    return JointSchedule.of([ScheduledGroup(tuple(jobs[x].id for x in g), types[k], s)
                             for g, (k, s) in zip(seq, places)])


def list_ls(instance: CuckooJointInstance, *, seed: int, max_evals: int, max_placements: int = LIST_LS_PLACEMENTS,
            cap: TimeCap | None = None) -> MethodResult:
    """:func:`joint_list_ls` with its work budget (``max_evals`` decodings,
    ``max_placements`` group placements) and safety cap given (``bound``
    carries one with its own budget)."""
    t0 = time.perf_counter()
    cap = TimeCap(None) if cap is None else cap
    types = list(instance.gangs)
    ect = joint_list_ect(instance, Budget(seed=seed)).solution
    assert isinstance(ect, JointSchedule)
    tables = _joint_tables(instance)
    dec = _ListDecoder(tables)
    index = instance.job_index
    ect_seq = [tuple(sorted(index[j] for j in g.jobs)) for g in ect.groups]
    ect_cost = float(sum(dec.group_cost(g, s.start + dec.times(g)[types.index(s.gpu_type)])
                         for g, s in zip(ect_seq, ect.groups)))
    partners = _partner_candidates(tables)
    starts = [ect_seq] + [_smith_dispatch(dec, _efficiency_pairs(tables, e)) for e in LIST_LS_PAIR_EFFS]
    scored = [(float(dec.decode(s)), k) for k, s in enumerate(starts)]
    start_cost, k = min(scored)
    t1 = time.perf_counter()
    rng = np.random.default_rng(seed)
    placed = dec.placements
    seq, cost, evals, restarts = _local_search(dec, starts[k], partners, rng, max_evals, max_placements, cap)
    info: dict[str, Any] = {"policy": "list-ls", "start": "list-ect" if k == 0 else f"pairs-eff-{LIST_LS_PAIR_EFFS[k - 1]}",
                            "start_cost": start_cost, "list_ect_cost": ect_cost, "ls_cost": cost, "evaluations": evals,
                            "max_evaluations": max_evals, "placements": dec.placements - placed,
                            "max_placements": max_placements, "restarts": restarts, **cap.info()}
    schedule = ect if ect_cost <= cost else _decoded_schedule(instance, dec, seq)
    info["pairs"] = sum(1 for g in schedule.groups if len(g.jobs) == 2)
    total_s = time.perf_counter() - t0
    return MethodResult(schedule, Status.FEASIBLE, timings=Timings(build_s=t1 - t0, solve_s=total_s - (t1 - t0), total_s=total_s),
                        info=info)


def list_ls_from(instance: CuckooJointInstance, starts: Sequence[Sequence[tuple[int, ...]]], *, seed: int,
                 max_evals: int, max_placements: int = LIST_LS_PLACEMENTS, cap: TimeCap | None = None) -> MethodResult:
    """``list-ls``'s search from given starts: each start is a sequence of
    groups (tuples of job indices, every job exactly once), decoded by
    :class:`_ListDecoder`; from the best, :func:`_local_search` runs for
    ``max_evals`` decodings or ``max_placements`` group placements (or to
    the safety ``cap``).
    ``bound`` uses it on list schedules read off its LP."""
    t0 = time.perf_counter()
    cap = TimeCap(None) if cap is None else cap
    n = instance.size
    seqs = [[tuple(sorted(int(j) for j in g)) for g in s] for s in starts]
    for s in seqs:
        members = sorted(j for g in s for j in g)
        if members != list(range(n)) or any(len(g) not in (1, PAIR_SIZE) for g in s):
            raise ValueError("list_ls_from: every start must hold each job index 0..N-1 once, in groups of 1 or 2")
    tables = _joint_tables(instance)
    dec = _ListDecoder(tables)
    scored = [(float(dec.decode(s)), k) for k, s in enumerate(seqs)]
    start_cost, k = min(scored)
    t1 = time.perf_counter()
    rng = np.random.default_rng(seed)
    placed = dec.placements
    seq, cost, evals, restarts = _local_search(dec, seqs[k], _partner_candidates(tables), rng, max_evals,
                                               max_placements, cap)
    schedule = _decoded_schedule(instance, dec, seq)
    info: dict[str, Any] = {"start": k, "start_costs": [c for c, _ in scored],
                            "ls_cost": cost, "evaluations": evals, "max_evaluations": max_evals,
                            "placements": dec.placements - placed, "max_placements": max_placements, "restarts": restarts,
                            "pairs": sum(1 for g in seq if len(g) == 2), **cap.info()}
    total_s = time.perf_counter() - t0
    return MethodResult(schedule, Status.FEASIBLE, timings=Timings(build_s=t1 - t0, solve_s=total_s - (t1 - t0),
                                                                   total_s=total_s), info=info)
