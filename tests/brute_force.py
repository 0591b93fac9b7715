"""Independent brute-force optima of tiny instances, one function per problem.

Each function enumerates a finite set of solutions that provably contains an
optimum (the argument is in its docstring), builds every one as the
problem's solution value and scores it with the problem's evaluator
(``schedbench/problems/*.py``), which is the definition: the optimum is the
best evaluator score. Nothing here calls a method (``formulations/``,
``heuristics/``): a wrong model cannot agree with a wrong brute force by
sharing code. Model data of the instance (``CuckooJointInstance.
group_duration``, A-SRPT's Eq. 7 as the evaluator computes it) serves only
to *build* candidates (semi-active start times); where a continuous choice
cannot be enumerated (horus-online's event times, castor-pair's insertion
time) a small LP or a grid with breakpoint recovery picks the candidates,
and the evaluator still scores each one it keeps.

The enumerations grow fast: they are meant for the conformance battery's
instances (1-8 jobs), and each function says what it costs.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from scipy.optimize import linprog

from schedbench.contracts import Evaluation, Sense, better

#: A start that ties an end at the same instant is moved this much later
#: when the evaluator's replay finds the tie broken the wrong way (float
#: noise in a recomputed end): first none, then 1 us, then 10 us, far
#: below the 1e-6 relative tolerance of a makespan of minutes.
TIE_DELAYS_S = (0.0, 1e-6, 1e-5)
#: Points of the kappa grid per sub-batch (castor-pair): every linear piece
#: of the mean completion time longer than two grid steps is seen exactly.
KAPPA_GRID = 401
#: Two slopes of neighbouring kappa grid segments differ (a breakpoint lies
#: between them) beyond this relative tolerance.
SLOPE_REL_TOL = 1e-7
#: Slack, in slots, of a float quotient before it is rounded to a slot index
#: (castor-schedule): only ever loosens a bound.
SLOT_EPS = 1e-9


@dataclass(frozen=True)
class Optimum:
    """The best solution found, its evaluator objective, and how many
    solutions the evaluator scored (feasible or not)."""

    objective: float
    solution: Any
    scored: int


def best_scored(evaluate: Callable[[Any, Any], Evaluation], instance: Any, candidates: Iterable[Any],
                sense: Sense, *, all_feasible: bool = False, allow_none: bool = False) -> Optimum:
    """Score every candidate with ``evaluate`` and keep the best feasible one.

    ``all_feasible``: the enumeration builds only feasible solutions by
    construction, so an infeasible one is a bug of the brute force (raise)
    rather than a candidate to skip. ``allow_none``: a part of a larger
    enumeration may hold no feasible solution (objective inf, solution None).
    """
    best: Evaluation | None = None
    arg, scored = None, 0
    for solution in candidates:
        ev = evaluate(instance, solution)
        scored += 1
        if not ev.feasible:
            if all_feasible:
                raise AssertionError(f"the brute force built an infeasible solution: {list(ev.violations[:3])}")
            continue
        assert ev.objective is not None
        if best is None or better(ev.objective, best.objective, sense):  # type: ignore[arg-type]
            best, arg = ev, solution
    if best is None or best.objective is None:
        if allow_none:
            return Optimum(math.inf, None, scored)
        raise AssertionError(f"no feasible solution among {scored} enumerated")
    return Optimum(best.objective, arg, scored)


# ---------------------------------------------------------------------------
# Combinatorial building blocks
# ---------------------------------------------------------------------------


def matchings(items: Sequence[str]) -> Iterator[list[tuple[str, str]]]:
    """Every matching (set of disjoint pairs, possibly empty) of ``items``."""
    if not items:
        yield []
        return
    first, rest = items[0], list(items[1:])
    yield from matchings(rest)  # ``first`` stays alone
    for k, other in enumerate(rest):
        for tail in matchings(rest[:k] + rest[k + 1:]):
            yield [(first, other), *tail]


def groupings(items: Sequence[str]) -> Iterator[list[tuple[str, ...]]]:
    """Every partition of ``items`` into blocks of one or two (the groups of
    Alg. 3: a job runs alone or interleaved with one partner)."""
    for pairs in matchings(items):
        paired = {j for p in pairs for j in p}
        yield [*pairs, *((j,) for j in items if j not in paired)]


def ordered_distributions(items: Sequence[Any], lanes: int) -> Iterator[list[tuple[Any, ...]]]:
    """Every way to give each item a lane and an order within its lane:
    ``lanes`` sequences, possibly empty, that together hold every item once.

    A permutation cut into ``lanes`` consecutive runs: each outcome arises
    from exactly one (permutation, cuts) pair, (lanes + n - 1)! / (lanes - 1)!
    outcomes in all."""
    n = len(items)
    for order in itertools.permutations(items):
        for cuts in itertools.combinations_with_replacement(range(n + 1), lanes - 1):
            bounds = (0, *cuts, n)
            yield [tuple(order[bounds[i]:bounds[i + 1]]) for i in range(lanes)]


def compositions(total: int, caps: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """Every ``x`` with ``sum(x) == total`` and ``0 <= x[m] <= caps[m]``."""
    if not caps:
        if total == 0:
            yield ()
        return
    for first in range(min(total, caps[0]) + 1):
        for rest in compositions(total - first, caps[1:]):
            yield (first, *rest)


def set_partitions(items: Sequence[int], max_blocks: int) -> Iterator[list[tuple[int, ...]]]:
    """Every partition of ``items`` into at most ``max_blocks`` unlabelled blocks."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for part in set_partitions(rest, max_blocks):
        for b in range(len(part)):
            yield part[:b] + [(first, *part[b])] + part[b + 1:]
        if len(part) < max_blocks:
            yield [(first,), *part]


# ---------------------------------------------------------------------------
# CUCKOO (SoCC '25)
# ---------------------------------------------------------------------------


def cuckoo_packing(instance) -> Optimum:
    """``cuckoo-packing`` (Sec. 3.3.2, Eq. 11-12, Alg. 3): maximise the summed
    Eq. 12 value of disjoint pairs.

    Completeness: a solution is a set of disjoint pairs, i.e. a matching of
    the jobs; every matching is enumerated (the evaluator rejects a pair of
    different GPU counts, Eq. 3). Cost: the number of matchings of n jobs
    (764 at n = 8).
    """
    from schedbench.problems.cuckoo import PackingSolution, evaluate

    ids = [j.id for j in instance.jobs]
    return best_scored(evaluate, instance, (PackingSolution.of(m) for m in matchings(ids)), Sense.MAXIMIZE)


def cuckoo_planning(instance) -> Optimum:
    """``cuckoo-planning`` (Sec. 3.3.3, Eq. 13-14): place every group on a
    (gang, order) slot, minimising the sum of C1 + C2.

    Completeness: a slot's cost ``C1 = (n - 1) T + t`` and ``C2 = max(0, C1
    - D)`` depend only on the group and the slot and never decrease with the
    order n (T >= 0), so moving a group to a free lower order on its gang
    never costs more: some optimum uses orders 1..k on every gang. Those
    solutions are exactly the ordered distributions of the groups over the
    gangs. Cost: (G + n - 1)! / (G - 1)! for G gangs (360 at G = 3, n = 4).
    """
    from schedbench.problems.cuckoo import Placement, PlanningSolution, evaluate_planning

    gangs = [(t, q) for t, count in instance.gangs.items() for q in range(count)]
    ids = [g.id for g in instance.groups]

    def build(lanes: list[tuple[str, ...]]) -> Any:
        return PlanningSolution.of([Placement(g, t, q, order + 1)
                                    for (t, q), lane in zip(gangs, lanes) for order, g in enumerate(lane)])

    return best_scored(evaluate_planning, instance, (build(lanes) for lanes in ordered_distributions(ids, len(gangs))),
                       Sense.MINIMIZE, all_feasible=True)


def cuckoo_joint(instance) -> Optimum:
    """``cuckoo-joint`` (Sec. 3.3.1, Eq. 2-10): group the jobs (one or two per
    group) and start each group on a GPU type, minimising ``alpha V1 + beta
    V2``.

    Completeness: V1 (mean ``e_g - a_j``) and V2 (share with ``e_g >= d_j``)
    never decrease when a group ends later, and a group's end is its start
    plus ``T_gk`` (Eq. 7). One gang size per instance makes Eq. 5 an interval
    colouring: the groups on type k can be given to its ``M_k // m`` gangs so
    that each gang runs its groups one after another. So an optimum is fixed
    by the grouping, the gang and order of every group, and, for a pair, the
    order of its two jobs (``T_gk`` of the interleaved model depends on it);
    starting each group at ``max(arrivals of its jobs, end of the previous
    group on its gang)`` (semi-active) never ends a group later. For each
    grouping and ordered distribution over the gangs, each pair takes the
    job order with the smaller ``T_gk`` on its gang's type (an earlier end
    with the same start never hurts). Starts are at or after the arrivals:
    the evaluator's 1 us slack on Eq. 5-6 (``TIME_TOL_S``) is not used, which
    could matter only for a deadline within 1 us of a reachable end after a
    positive arrival (no battery case has one). Cost: sum over groupings of
    (G + g - 1)! / (G - 1)! for g groups (756 at 4 jobs on 3 gangs).
    """
    from schedbench.problems.cuckoo import JointSchedule, ScheduledGroup, evaluate_joint

    jobs = {j.id: j for j in instance.jobs}
    gangs = [(t, q) for t, count in instance.gangs.items() for q in range(count)]
    durations: dict[tuple[tuple[str, ...], str], tuple[tuple[str, ...], float]] = {}

    def fastest_order(group: tuple[str, ...], gpu_type: str) -> tuple[tuple[str, ...], float]:
        key = (group, gpu_type)
        if key not in durations:
            orders = {group, tuple(reversed(group))}
            durations[key] = min(((o, instance.group_duration([jobs[j] for j in o], gpu_type)) for o in orders),
                                 key=lambda od: (od[1], od[0]))
        return durations[key]

    def build(lanes: list[tuple[tuple[str, ...], ...]]) -> Any:
        out = []
        for (t, _), lane in zip(gangs, lanes):
            free = 0.0
            for group in lane:
                order, length = fastest_order(group, t)
                start = max(free, *(jobs[j].arrival for j in order))
                out.append(ScheduledGroup(order, t, start))
                free = start + length
        return JointSchedule.of(out)

    ids = [j.id for j in instance.jobs]
    candidates = (build(lanes) for groups in groupings(ids) for lanes in ordered_distributions(groups, len(gangs)))
    return best_scored(evaluate_joint, instance, candidates, Sense.MINIMIZE, all_feasible=True)


# ---------------------------------------------------------------------------
# A-SRPT (Luo et al.)
# ---------------------------------------------------------------------------


def asrpt_placement(instance) -> Optimum:
    """``asrpt-placement`` (Sec. III-B, Eq. 2, 4-7): map each stage's k_s
    replicas onto servers, at most ``free[m]`` GPUs on server m, minimising
    alpha (Eq. 7).

    Completeness: every ``x[m][s] >= 0`` with ``sum_m x[m][s] = k_s`` and
    ``x[m][s] <= free[m]`` is enumerated (per stage all compositions, then
    their product); the evaluator rejects those that overfill a server.
    Cost: the product over stages of the compositions of k_s over M servers.
    """
    from schedbench.problems.asrpt import PlacementSolution, evaluate

    caps = list(instance.free)
    per_stage = [list(compositions(st.replicas, caps)) for st in instance.stages]

    def build(columns: tuple[tuple[int, ...], ...]) -> Any:
        return PlacementSolution.of([[col[m] for col in columns] for m in range(len(caps))])

    return best_scored(evaluate, instance, (build(c) for c in itertools.product(*per_stage)), Sense.MINIMIZE)


@dataclass(frozen=True)
class _Mapping:
    """One placement of an A-SRPT job: ``(server, x per stage)`` rows, its GPUs
    per server and its Eq. 7 per-iteration time (ms)."""

    rows: tuple[tuple[int, tuple[int, ...]], ...]
    usage: tuple[int, ...]
    alpha_ms: float


def _asrpt_mappings(instance, job) -> list[_Mapping]:
    """Every placement of ``job`` that fits empty servers, one per distinct
    (GPUs per server, alpha): two placements that agree on both are
    interchangeable for feasibility (Eq. 3) and objective (Eq. 8)."""
    from schedbench.problems.asrpt import job_alpha_ms

    servers, g = instance.servers, instance.gpus_per_server
    seen: dict[tuple[tuple[int, ...], float], _Mapping] = {}
    per_stage = [list(compositions(st.replicas, [g] * servers)) for st in job.stages]
    for columns in itertools.product(*per_stage):
        usage = tuple(sum(col[m] for col in columns) for m in range(servers))
        if max(usage) > g:
            continue
        rows = tuple((m, tuple(col[m] for col in columns)) for m in range(servers) if usage[m] > 0)
        alpha = job_alpha_ms(instance, job, rows)
        seen.setdefault((usage, alpha), _Mapping(rows, usage, alpha))
    return list(seen.values())


def _grid_start(t: float, slot_s: float) -> float:
    """The first slot boundary at or after ``t`` (``t`` itself on continuous time)."""
    if slot_s <= 0.0:
        return t
    k = math.ceil(t / slot_s)
    while k * slot_s < t:
        k += 1
    while k > 0 and (k - 1) * slot_s >= t:
        k -= 1
    return k * slot_s


def _serial_schedule(instance, order: Sequence[int], maps: Sequence[_Mapping]) -> list[tuple[float, float]]:
    """The serial schedule-generation scheme: jobs in ``order``, each at the
    earliest slot boundary (or instant) at or after its release where its
    GPUs per server fit next to the jobs already placed for its whole run.
    Returns ``(start, end)`` per job index (end as the evaluator computes it)."""
    jobs, g, slot = instance.jobs, instance.gpus_per_server, instance.slot_s
    placed: list[tuple[float, float, tuple[int, ...]]] = []
    out: dict[int, tuple[float, float]] = {}
    for i in order:
        job, mp = jobs[i], maps[i]
        # the release is on the grid (the instance's rule); later, usage only drops at an end
        candidates = sorted({job.release_s} | {b for _, e, _ in placed if (b := _grid_start(e, slot)) > job.release_s})
        for t in candidates:
            end = t + job.iterations * mp.alpha_ms / 1000.0  # as evaluate_schedule computes it
            probes = [t, *(s for s, _, _ in placed if t < s < end)]
            if all(mp.usage[m] + sum(u[m] for s, e, u in placed if s <= p < e) <= g
                   for p in probes for m in range(instance.servers) if mp.usage[m]):
                placed.append((t, end, mp.usage))
                out[i] = (t, end)
                break
        else:  # unreachable: the last candidate is after every placed job
            raise AssertionError(f"no start found for job {job.id}")
    return [out[i] for i in range(len(jobs))]


def asrpt_schedule(instance) -> Optimum:
    """``asrpt-schedule`` (Problem 8, Eq. 1-3): start and map every job,
    minimising the sum of completions ``t_i + n_i alpha_i``.

    Completeness: fix the placements of an optimal schedule and list its jobs
    by start time. The serial scheme (:func:`_serial_schedule`) starts each
    job, in that list, at the earliest time on the slot grid at or after its
    release where its GPUs per server stay free for its whole run. By
    induction every job starts no later than in the optimum: the jobs listed
    before it start no later and have fixed durations, so at any instant
    from its optimal start on they occupy a subset of what they occupied in
    the optimum, and its optimal start is a feasible candidate. The
    objective is regular, so the scheme's schedule is optimal too. The
    brute force runs the scheme for every job order and every placement
    (one per distinct GPUs-per-server vector and alpha) and lets the
    evaluator score it. Candidate starts are the release and the slot
    boundaries at or after each placed job's end (the usage only drops
    there). Cost: n! x the product of placements (384 at 4 one-GPU jobs on
    2 servers).
    """
    from schedbench.problems.asrpt import ScheduledJob, ScheduleSolution, evaluate_schedule

    maps = [_asrpt_mappings(instance, job) for job in instance.jobs]
    n = len(instance.jobs)

    def candidates() -> Iterator[Any]:
        for order in itertools.permutations(range(n)):
            for choice in itertools.product(*maps):
                times = _serial_schedule(instance, order, choice)
                yield ScheduleSolution(tuple(ScheduledJob(job.id, start, mp.rows)
                                             for job, (start, _), mp in zip(instance.jobs, times, choice)))

    return best_scored(evaluate_schedule, instance, candidates(), Sense.MINIMIZE, all_feasible=True)


# ---------------------------------------------------------------------------
# GIMBAL (ACM TACO 2025)
# ---------------------------------------------------------------------------


def gimbal_coordination(instance) -> Optimum:
    """``gimbal-coordination`` (Sec. 4.1, 5.2, Eq. 1, 3, 5): MPS caps per
    shared GPU on the share grid and LISS on or off per job.

    Completeness: the setting space is finite and fully enumerated: every
    (J_max cap, partner cap) on every shared GPU times every LISS vector.
    Cost: ``(levels^2)^shared GPUs x 2^jobs`` (2,048 for 4 shared GPUs at a
    50% step and 3 jobs).
    """
    from schedbench.problems.gimbal import GimbalSolution, evaluate

    levels = instance.levels
    gpus = instance.shared_gpus
    ids = [j.id for j in instance.jobs]
    caps = list(itertools.product(levels, repeat=2))

    def candidates() -> Iterator[Any]:
        for shares in itertools.product(caps, repeat=len(gpus)):
            for flags in itertools.product((False, True), repeat=len(ids)):
                yield GimbalSolution.of(dict(zip(gpus, shares)), dict(zip(ids, flags)))

    return best_scored(evaluate, instance, candidates(), Sense.MINIMIZE, all_feasible=True)


# ---------------------------------------------------------------------------
# CASTOR (Luo et al.)
# ---------------------------------------------------------------------------


def _line_through(x0: float, y0: float, x1: float, y1: float) -> tuple[float, float]:
    """(slope, intercept) of the line through two points."""
    slope = (y1 - y0) / (x1 - x0)
    return slope, y0 - slope * x0


def _kinks(xs: Sequence[float], ys: Sequence[float]) -> list[float]:
    """Breakpoints of a piecewise-linear function sampled at ``xs``: where two
    grid segments apart have different slopes, the intersection of their
    lines (exact when each piece spans at least two grid segments)."""
    out = []
    for i in range(1, len(xs) - 2):
        a = _line_through(xs[i - 1], ys[i - 1], xs[i], ys[i])
        b = _line_through(xs[i + 1], ys[i + 1], xs[i + 2], ys[i + 2])
        if abs(a[0] - b[0]) <= SLOPE_REL_TOL * max(abs(a[0]), abs(b[0]), 1.0):
            continue
        x = (b[1] - a[1]) / (a[0] - b[0])
        if xs[i - 1] <= x <= xs[i + 2]:
            out.append(x)
    return out


def castor_pair(instance) -> Optimum:
    """``castor-pair`` (Sec. 5.1, Eq. 14-18): B's sub-batch b and insertion
    time kappa in [0, t_A i_A], minimising the mean completion Eq. 18.

    Completeness, for each candidate b that fits alone (B4): while the jobs
    overlap, the evaluator's phase simulation gives T_A and T_B as affine
    functions of kappa as long as the same job finishes first (each phase
    length is affine in kappa), so T_bar is piecewise linear on [0, t_A
    i_A), with breakpoints where the finishing order flips; kappa = t_A i_A
    is the sequential schedule (no overlap). A piecewise-linear function
    attains its minimum on an interval at an end or a breakpoint. The brute
    force scores a grid of ``KAPPA_GRID`` points and the end, finds each
    breakpoint as the intersection of the lines of its neighbouring pieces
    (:func:`_kinks`, Theorem 1's closed forms are not used), and scores those
    too. Cost: about ``KAPPA_GRID`` evaluations per sub-batch.
    """
    from schedbench.problems.castor import CastorPairSolution, evaluate

    horizon = instance.horizon_s
    grid = [horizon * i / (KAPPA_GRID - 1) for i in range(KAPPA_GRID)]

    def candidates() -> Iterator[Any]:
        for opt in instance.job_b.options:
            if not opt.mem_ok_alone:
                continue
            values = [evaluate(instance, CastorPairSolution(k, opt.sub_batch)) for k in grid[:-1]]
            xs = [k for k, v in zip(grid, values) if v.feasible]
            ys = [v.objective for v in values if v.feasible]
            for k in [*xs, horizon, *_kinks(xs, ys)]:  # type: ignore[arg-type]
                yield CastorPairSolution(min(max(k, 0.0), horizon), opt.sub_batch)

    return best_scored(evaluate, instance, candidates(), Sense.MINIMIZE)


def _castor_first_slot(arrival_s: float, slot_s: float) -> int:
    """The first slot whose start the evaluator accepts for ``arrival_s``
    (Eq. 10: ``k slot >= a``, compared as floats)."""
    k = max(0, math.floor(arrival_s / slot_s) - 1)
    while k * slot_s < arrival_s:
        k += 1
    return k


def _castor_exclusive_list(instance) -> Any:
    """A feasible schedule to bound the search: jobs by arrival, each alone on
    the lowest free GPUs at its fastest solo sub-batch, from the first slot
    after its arrival where enough GPUs are free (one slot of margin after
    each end, so float noise in the replay cannot create a share)."""
    from schedbench.problems.castor import CastorScheduleSolution, ScheduledJob

    slot = instance.slot_s
    free_at = [0] * instance.total_gpus  # first slot each GPU is free
    out: dict[int, Any] = {}
    for k in sorted(range(instance.size), key=lambda i: (instance.jobs[i].arrival_s, i)):
        job = instance.jobs[k]
        best = job.best_alone()
        first = _castor_first_slot(job.arrival_s, slot)
        gpus = sorted(range(instance.total_gpus), key=lambda g: (free_at[g], g))[:job.gpus]
        start = max(first, *(free_at[g] for g in gpus))
        slots = math.ceil(job.iterations * best.iter_time_s / slot - SLOT_EPS) + 1
        for g in gpus:
            free_at[g] = start + slots
        out[k] = ScheduledJob(start, tuple(sorted(gpus)), best.sub_batch)
    return CastorScheduleSolution(tuple(out[k] for k in range(instance.size)))


def castor_schedule(instance) -> Optimum:
    """``castor-schedule`` (Sec. 3.3, Eq. 6-13, readings B1-B4): per job a
    start slot, a GPU set and a sub-batch, minimising the sum of JCT.

    Completeness. Sharing makes the objective non-regular (starting later can
    avoid a slowdown), so every start slot up to a horizon is enumerated.
    Every ratio xi is >= 1 (the instance's schema), so a job never runs
    faster than alone: with ``m_k`` its fastest solo run time, ``JCT_k >=
    (start_k Delta - a_k) + w_k`` where ``w_k = ceil(m_k / Delta) Delta`` (it
    holds its GPUs to the end of its completing slot, B2). So a schedule
    whose starts wait ``e`` slots in all beyond each job's first slot has an
    objective of at least ``F + e Delta``, F the value at e = 0. The brute
    force enumerates the start vectors by increasing e, each with every GPU
    set (on one node the GPUs are interchangeable, so the first job takes
    the lowest ones) and every sub-batch that fits alone, and stops at the
    first e whose floor ``F + e Delta`` exceeds the best objective found
    (branch and bound; the first incumbent is an exclusive list schedule,
    :func:`_castor_exclusive_list`). Every schedule it skips is worse than
    one it scored. Cost: thousands of evaluations at 3 jobs on 2 GPUs on a
    coarse slot (Delta about the shortest job), far more on finer slots.
    """
    from schedbench.problems.castor import CastorScheduleSolution, ScheduledJob, evaluate_schedule

    jobs, slot = instance.jobs, instance.slot_s
    assert min((x for p in instance.pairs if p.mem_ok for x in (p.xi_a, p.xi_b)), default=1.0) >= 1.0
    seed = _castor_exclusive_list(instance)
    ub = evaluate_schedule(instance, seed)
    assert ub.feasible and ub.objective is not None, ub.violations
    first = [_castor_first_slot(j.arrival_s, slot) for j in jobs]
    floor = [math.ceil(min(o.iter_time_s for o in j.options if o.mem_ok_alone) * j.iterations / slot - SLOT_EPS) * slot
             for j in jobs]
    slack = [first[k] * slot - j.arrival_s for k, j in enumerate(jobs)]  # waiting forced by the grid
    fixed = sum(floor) + sum(slack)  # the objective's floor at zero extra waiting
    shapes = []
    for k, j in enumerate(jobs):
        canonical = k == 0 and instance.nodes == 1  # one node: its GPUs are interchangeable
        sets = [tuple(range(j.gpus))] if canonical else list(itertools.combinations(range(instance.total_gpus), j.gpus))
        shapes.append([(gs, o.sub_batch) for gs in sets for o in j.options if o.mem_ok_alone])

    def vectors(k: int, extra: int) -> Iterator[tuple[int, ...]]:
        """Start slots of jobs k.. with exactly ``extra`` slots of waiting in all."""
        if k == len(jobs) - 1:
            yield (first[k] + extra,)
            return
        for e in range(extra + 1):
            for tail in vectors(k + 1, extra - e):
                yield (first[k] + e, *tail)

    best = Optimum(ub.objective, seed, 1)
    extra = 0
    # waiting grows by whole slots; once even its floor exceeds the best, nothing later can win
    while fixed + extra * slot <= best.objective * (1.0 + SLOT_EPS):
        for vector in vectors(0, extra):
            found = best_scored(evaluate_schedule, instance,
                                (CastorScheduleSolution(tuple(ScheduledJob(s, gs, b) for s, (gs, b) in zip(vector, c)))
                                 for c in itertools.product(*shapes)), Sense.MINIMIZE, allow_none=True)
            if found.solution is not None and found.objective < best.objective:
                best = Optimum(found.objective, found.solution, best.scored)
            best = Optimum(best.objective, best.solution, best.scored + found.scored)
        extra += 1
    return best


# ---------------------------------------------------------------------------
# HORUS (IEEE TPDS 2022)
# ---------------------------------------------------------------------------


def horus_placement(instance) -> Optimum:
    """``horus-placement`` (Sec. 4.2.1, Eq. 3-10, readings A1-A6): each
    buffered job on ``RQGPU_j`` distinct GPUs or deferred, minimising the
    placement cost plus the deferral penalty.

    Completeness: every per-job choice (deferred, or any set of its GPU
    count among the cluster's GPUs) is enumerated; the evaluator rejects the
    combinations that break memory, CPU, RAM or the co-location cap. Cost:
    the product over jobs of (1 + C(N, RQGPU_j)) (2,401 at 4 two-GPU jobs on
    4 GPUs).
    """
    from schedbench.problems.horus import HorusSolution, evaluate

    gpus = range(instance.num_gpus)
    per_job = [[(), *itertools.combinations(gpus, j.gpus)] for j in instance.jobs]
    return best_scored(evaluate, instance, (HorusSolution.of(c) for c in itertools.product(*per_job)),
                       Sense.MINIMIZE)


def event_orders(jobs: Sequence[int], cap: int, compatible: Callable[[frozenset[int]], bool]) -> Iterator[list[tuple[str, int]]]:
    """Every order of the start and end events of ``jobs`` on one GPU in which
    each job starts before it ends, at most ``cap`` jobs run at once and
    every set running between two events is ``compatible``."""
    def walk(waiting: frozenset[int], running: frozenset[int], prefix: list[tuple[str, int]]):
        if not waiting and not running:
            yield list(prefix)
            return
        if len(running) < cap:
            for j in sorted(waiting):
                now = running | {j}
                if compatible(now):
                    prefix.append(("start", j))
                    yield from walk(waiting - {j}, now, prefix)
                    prefix.pop()
        for j in sorted(running):
            prefix.append(("end", j))
            yield from walk(waiting, running - {j}, prefix)
            prefix.pop()

    yield from walk(frozenset(jobs), frozenset(), [])


def _order_times(instance, order: Sequence[tuple[str, int]]) -> list[float] | None:
    """The earliest last event of one GPU's ``order`` and its event times, by
    an LP: times ``tau_0 <= ... <= tau_last``, each job starting at or after
    its arrival, and between consecutive events every running job j advancing
    at ``1 / (1 + sum of t_deg[j][k] over the other running jobs k)`` (the
    measured pair slowdowns, constant between events) until its solo
    duration is done at its end event. None when the order is infeasible."""
    jobs = instance.jobs
    n_ev = len(order)
    start = {j: i for i, (kind, j) in enumerate(order) if kind == "start"}
    end = {j: i for i, (kind, j) in enumerate(order) if kind == "end"}
    a_ub, b_ub = [], []
    for i in range(n_ev - 1):  # tau_i <= tau_{i+1}
        row = np.zeros(n_ev)
        row[i], row[i + 1] = 1.0, -1.0
        a_ub.append(row)
        b_ub.append(0.0)
    for j, i in start.items():  # tau_start >= arrival
        row = np.zeros(n_ev)
        row[i] = -1.0
        a_ub.append(row)
        b_ub.append(-jobs[j].arrival_s)
    a_eq, b_eq = [], []
    running_after = []
    running: set[int] = set()
    for kind, j in order:
        running = running | {j} if kind == "start" else running - {j}
        running_after.append(frozenset(running))
    for j in start:
        row = np.zeros(n_ev)
        t_j = jobs[j].type
        for i in range(start[j], end[j]):
            others = running_after[i] - {j}
            rate = 1.0 / (1.0 + sum(instance.t_deg[t_j][jobs[k].type] for k in others))
            row[i + 1] += rate
            row[i] -= rate
        a_eq.append(row)
        b_eq.append(jobs[j].duration_s)
    cost = np.zeros(n_ev)
    cost[-1] = 1.0
    res = linprog(cost, A_ub=np.array(a_ub) if a_ub else None, b_ub=b_ub or None, A_eq=np.array(a_eq),
                  b_eq=b_eq, bounds=[(0.0, None)] * n_ev, method="highs")
    return [float(x) for x in res.x] if res.status == 0 else None


def _block_schedule(instance, block: tuple[int, ...]) -> tuple[float, list[tuple[str, int]], list[float]] | None:
    """The best (last end, order, event times) of ``block`` on one GPU over
    every event order (:func:`event_orders`)."""
    def compatible(running: frozenset[int]) -> bool:
        types = [instance.jobs[k].type for k in running]
        return not any(instance.oom(a, b) for a, b in itertools.combinations(types, 2))

    best = None
    for order in event_orders(block, instance.max_colocation, compatible):
        times = _order_times(instance, order)
        if times is not None and (best is None or times[-1] < best[0]):
            best = (times[-1], order, times)
    return best


def _horus_runs(instance, plans: Sequence[tuple[float, list[tuple[str, int]], list[float]]], delay: float) -> Any:
    """Runs of a partition: block b (its plan: last end, order, event times)
    on GPU b, each job started at its LP time, ``delay`` later when an end at
    the same instant (within ``delay``) precedes its start in the order."""
    from schedbench.problems.horus import HorusOnlineSolution, OnlineRunRecord

    runs = []
    for gpu, (_, order, times) in enumerate(plans):
        for i, (kind, j) in enumerate(order):
            if kind != "start":
                continue
            tie = any(order[p][0] == "end" and times[p] >= times[i] - delay for p in range(i))
            runs.append(OnlineRunRecord(instance.jobs[j].id, times[i] + (delay if tie else 0.0), (gpu,)))
    return HorusOnlineSolution(tuple(runs))


def horus_online(instance) -> Optimum:
    """``horus-online`` (Sec. 4.2.2-4.2.3, 5.2): one-GPU jobs over time on
    GPUs shared by up to ``max_colocation`` jobs at the measured pair
    slowdowns, minimising the makespan.

    Completeness. (1) Some optimum runs every job once, uninterrupted: an
    OOM record holds nothing, and dropping an evicted run (every other start
    unchanged) removes a co-runner for a while, so no job runs slower (rates
    ``1 / (1 + sum t_deg)``, t_deg >= 0), no job ends later, and the cap and
    memory checks at every later start see a subset of the jobs they saw.
    (2) One-GPU jobs interact only through sharing a GPU, GPUs are identical
    (the pair slowdowns do not depend on the GPU), so an optimum is fixed by
    a partition of the jobs into at most N blocks plus each block's schedule
    on one GPU, and the makespan is the latest block end. (3) On one GPU a
    schedule has an order of its start and end events, and its times solve
    :func:`_order_times` for that order (rates are constant between events);
    conversely the LP's times are a schedule. So the best block schedule is
    the LP minimum over :func:`event_orders`. Every partition is built as a
    solution (the block's LP times) and scored by the evaluator. Cost: one
    LP per event order of every subset of jobs (4 jobs, cap 2: about 700).
    """
    from schedbench.problems.horus import evaluate_online

    n = instance.size
    assert all(j.gpus == 1 for j in instance.jobs), "the brute force takes one-GPU jobs"
    plans: dict[tuple[int, ...], Any] = {}

    def candidates() -> Iterator[Any]:
        for part in set_partitions(list(range(n)), instance.total_gpus):
            blocks = [tuple(sorted(b)) for b in part]
            for b in blocks:
                if b not in plans:
                    plans[b] = _block_schedule(instance, b)
            if any(plans[b] is None for b in blocks):
                continue
            for delay in TIE_DELAYS_S:
                solution = _horus_runs(instance, [plans[b] for b in blocks], delay)
                if evaluate_online(instance, solution).feasible:
                    yield solution
                    break
            else:
                raise AssertionError(f"the LP schedule of blocks {blocks} fails the replay at every tie delay")

    return best_scored(evaluate_online, instance, candidates(), Sense.MINIMIZE)


#: The brute force of every problem with an exact method or a bound.
BRUTE_FORCE: dict[str, Callable[[Any], Optimum]] = {
    "cuckoo-packing": cuckoo_packing,
    "cuckoo-planning": cuckoo_planning,
    "cuckoo-joint": cuckoo_joint,
    "asrpt-placement": asrpt_placement,
    "asrpt-schedule": asrpt_schedule,
    "gimbal-coordination": gimbal_coordination,
    "castor-pair": castor_pair,
    "castor-schedule": castor_schedule,
    "horus-placement": horus_placement,
    "horus-online": horus_online,
}
